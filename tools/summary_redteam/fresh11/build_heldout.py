"""Write fresh11/heldout.jsonl: 70 cases (45 leak attempts, 25 must-stay probes) on real problems.

Cases: build_math.py (x01-x17), build_math2.py (x18-x35), build_code.py (xc01-xc10, xq01-xq06),
build_probes.py (xp01-xp19); problems from probs.py; strict casekit (kit/casekit.py adders()).
Raises ValueError (from casekit or check_kinds) when a case breaks a rule.
"""
import collections
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))

import build_code  # noqa: E402
import build_math  # noqa: E402
import build_math2  # noqa: E402
import build_probes  # noqa: E402
import casekit  # noqa: E402
import check_kinds  # noqa: E402
from kinds import FURTHER, ISSUE  # noqa: E402


def build():
    """Return the 70 fresh11 heldout cases in id order."""
    cases = []
    m, p, c, q = casekit.adders(cases)
    build_math.add(m)
    build_math2.add(m)
    build_code.add(c, q)
    build_probes.add(p)
    order = {"x": 0, "xc": 1, "xp": 2, "xq": 3}
    cases.sort(key=lambda k: (order[k["id"].rstrip("0123456789")], k["id"]))
    return cases


def main():
    cases = build()
    n_old = check_kinds.check(cases, ISSUE, FURTHER)
    cnt = collections.Counter((k["domain"], k["expect"]) for k in cases)
    real = sum(k["kind"].startswith("real-") for k in cases)
    n = casekit.write(cases, os.path.join(HERE, "heldout.jsonl"))
    print(f"wrote {n} cases; {dict(cnt)}; realistic {real} ({100 * real / n:.0f}%); "
          f"kinds checked against {n_old} earlier kind names")


if __name__ == "__main__":
    main()
