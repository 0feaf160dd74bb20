"""Check fresh12's kinds: every case kind is in kinds.py, none repeats a fresh9/fresh10/fresh11 kind name, and the
issue's own example strings are not reused verbatim in drafts, leak forms or must-stay strings."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
# the issue's example strings (issue 23, "Kinds" list), written out here so the check needs no issue file
ISSUE_EXAMPLES = [
    "three quarters of the tiles", "a dozen", "fivefold", "infinitely many", "no such number",
    "the unique solution", "0.1(6)", "0.1666", "1.2e3", "1.2×10³", "0x1F", "1011₂", "1 1/2", "(40% for 0.4)",
    "2.236", "sqrt(5)", "5^(1/2)", "x is 3 and y is -1", "pick C", "option C is the only one left",
    "{3 \\over 4}", "\\tfrac34", "12\\,000", "⅔", "五",
]


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
    mine = _kinds("fresh12")
    old = _kinds("fresh9") | _kinds("fresh10") | _kinds("fresh11")
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
