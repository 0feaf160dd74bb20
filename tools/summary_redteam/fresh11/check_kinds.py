"""Check fresh11's kinds and strings against earlier sets and the issue (run by build_heldout.py).

- no kind name repeats one of fresh9 (its README's kind tables) or fresh10 (its kinds.py);
- ISSUE and FURTHER are disjoint and every case's kind is in one of them;
- no draft reuses one of the issue's own example strings, and no leak form or must-stay string is one.
Raises ValueError naming what is wrong.
"""
import os
import sys
import re

HERE = os.path.dirname(os.path.abspath(__file__))
RT = os.path.dirname(HERE)

sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
from issue_examples import ISSUE_EXAMPLES  # noqa: E402 (the kit's one copy of the issue's example strings)


def earlier_kinds():
    """Kind names of fresh9 (README tables) and fresh10 (kinds.py)."""
    names = set()
    with open(os.path.join(RT, "fresh9", "README.md"), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"\|\s*([a-z0-9-]+)\s*\|\s*va?[cpq]?\d", line)
            if m:
                names.add(m.group(1))
    ns = {}
    with open(os.path.join(RT, "fresh10", "kinds.py"), encoding="utf-8") as f:
        exec(f.read(), ns)  # noqa: S102 (our own repo's data file)
    names |= ns["ISSUE"] | ns["FURTHER"]
    return names


def check(cases, issue, further):
    """Raise ValueError if a kind or string rule above is broken; return the earlier kind count."""
    old = earlier_kinds()
    if len(old) < 100:
        raise ValueError(f"read only {len(old)} earlier kinds; the tables moved?")
    if issue & further:
        raise ValueError(f"in both ISSUE and FURTHER: {sorted(issue & further)}")
    reused = (issue | further) & old
    if reused:
        raise ValueError(f"kind names already used by fresh9/fresh10: {sorted(reused)}")
    for c in cases:
        if c["kind"] not in issue | further:
            raise ValueError(f"{c['id']}: kind {c['kind']!r} in neither ISSUE nor FURTHER")
        for ex in ISSUE_EXAMPLES:
            if len(ex) >= 8 and ex in c["draft"]:
                raise ValueError(f"{c['id']}: draft reuses the issue's example {ex!r}")
            for s in c["leak_forms"] + c["must_stay"]:
                if s.strip() == ex:
                    raise ValueError(f"{c['id']}: string is the issue's example {ex!r}")
    return len(old)
