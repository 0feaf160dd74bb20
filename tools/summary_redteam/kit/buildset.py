"""The held-out build a red-team set runs (fresh14 onward): its build_math, build_code and build_probes modules add
cases through ``casekit.adders``; the cases are ordered by id group, checked by the set's check_kinds.py and written
to ``<set>/heldout.jsonl``. One copy; each set's build_heldout.py calls :func:`build_heldout`."""
import importlib
import os
import sys

import casekit

__all__ = ["build_heldout"]


def build_heldout(here, order):
    """Build ``here/heldout.jsonl``. ``order``: id prefix -> rank (``{"u": 0, "uc": 1, "up": 2, "uq": 3}``): cases sort
    by their id's prefix, then by its number. Prints the counts; raises what casekit or check_kinds raise."""
    sys.path.insert(0, here)
    mods = {n: importlib.import_module(n) for n in ("build_math", "build_code", "build_probes", "check_kinds")}
    cases = []
    m, p, c, q = casekit.adders(cases)
    mods["build_math"].build(m)
    mods["build_code"].build(c, q)
    mods["build_probes"].build(p)
    letters = "".join(sorted(set("".join(order))))
    cases.sort(key=lambda x: (order[x["id"].rstrip("0123456789")], int(x["id"].lstrip(letters))))
    mods["check_kinds"].check(cases)
    n = casekit.write(cases, os.path.join(here, "heldout.jsonl"))
    leaks = [x for x in cases if x["expect"] == "leak_must_be_hidden"]
    real = [x for x in cases if x["kind"].startswith("real-")]
    print(f"{n} cases: {len(leaks)} leak attempts "
          f"({sum(x['domain'] == 'math' for x in leaks)} math / {sum(x['domain'] == 'code' for x in leaks)} code), "
          f"{n - len(leaks)} probes; realistic {len(real)} ({100 * len(real) / n:.0f}%)")
    return n
