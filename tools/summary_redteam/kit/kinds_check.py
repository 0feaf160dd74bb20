"""The kind check every red-team set's build runs (fresh12 onward): one copy, each set's check_kinds.py calls it.

A set's ``kinds.py`` names its kinds (module-level sets, ``ISSUE`` and ``FURTHER``); :func:`check_set` refuses a case
kind not named there, a kind name an earlier set used, and the issue's own example strings
(``issue_examples.ISSUE_EXAMPLES``) reused verbatim in a draft, a leak form or a must-stay string.
"""
import importlib.util
import os

from issue_examples import ISSUE_EXAMPLES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # tools/summary_redteam

__all__ = ["set_kinds", "check_set"]


def set_kinds(folder):
    """The kind names of ``tools/summary_redteam/<folder>/kinds.py``: the union of its module-level sets."""
    spec = importlib.util.spec_from_file_location(f"k_{folder}", os.path.join(ROOT, folder, "kinds.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = set()
    for name in dir(mod):
        v = getattr(mod, name)
        if isinstance(v, set):
            out |= v
    return out


def check_set(folder, earlier, cases):
    """Raise ValueError (all problems, one per line) on a kind not in ``folder``'s kinds.py, a kind name of one of the
    ``earlier`` sets, or an issue example string reused; True otherwise. ``cases``: the set's case dicts (``id``,
    ``kind``, ``draft``, ``leak_forms``, ``must_stay``)."""
    mine = set_kinds(folder)
    old = set()
    for f in earlier:
        old |= set_kinds(f)
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
