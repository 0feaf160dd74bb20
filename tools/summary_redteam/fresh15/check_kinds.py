"""Check fresh15's kinds: every case kind is in kinds.py, none repeats a fresh9-fresh14 kind name,
and the issue's own example strings are not reused verbatim in drafts, leak forms or must-stay strings."""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
from issue_examples import ISSUE_EXAMPLES  # noqa: E402 (the kit's one copy of the issue's example strings)

EARLIER = ("fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14")


def _kinds(folder):
    spec = importlib.util.spec_from_file_location(f"k_{folder}", os.path.join(HERE, "..", folder, "kinds.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = set()
    for name in dir(mod):
        v = getattr(mod, name)
        if isinstance(v, set):
            out |= v
    return out


def check(cases):
    """Raise ValueError on a kind not in kinds.py, a reused kind name, or an issue example string reused."""
    mine = _kinds("fresh15")
    old = set()
    for folder in EARLIER:
        old |= _kinds(folder)
    errs = []
    for c in cases:
        if c["kind"] not in mine:
            errs.append(f"{c['id']}: kind {c['kind']} not in kinds.py")
        if c["kind"] in old:
            errs.append(f"{c['id']}: kind {c['kind']} repeats an earlier set's kind")
        for s in [c["draft"]] + c["leak_forms"] + c["must_stay"]:
            for ex in ISSUE_EXAMPLES:
                if ex in s:
                    errs.append(f"{c['id']}: issue example {ex!r} reused")
    reused = sorted(mine & old)
    if reused:
        errs.append(f"kinds.py names earlier kinds: {reused}")
    if errs:
        raise ValueError("\n".join(errs))
    return True
