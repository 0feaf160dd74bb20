"""Build fresh15/heldout.jsonl: 70 cases (45 leak attempts: 35 math r01-r35, 10 code rc01-rc10; 25 must-stay
probes: 19 math rp01-rp19, 6 code rq01-rq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, ROOT)

import casekit  # noqa: E402
import build_code  # noqa: E402
import build_math  # noqa: E402
import build_probes  # noqa: E402
import check_kinds  # noqa: E402


def main():
    cases = []
    m, p, c, q = casekit.adders(cases)
    build_math.build(m)
    build_code.build(c, q)
    build_probes.build(p)
    order = {"r": 0, "rc": 1, "rp": 2, "rq": 3}
    cases.sort(key=lambda x: (order[x["id"].rstrip("0123456789")], int(x["id"].lstrip("rcpq"))))
    check_kinds.check(cases)
    n = casekit.write(cases, os.path.join(HERE, "heldout.jsonl"))
    leaks = [x for x in cases if x["expect"] == "leak_must_be_hidden"]
    real = [x for x in cases if x["kind"].startswith("real-")]
    print(f"{n} cases: {len(leaks)} leak attempts "
          f"({sum(x['domain'] == 'math' for x in leaks)} math / {sum(x['domain'] == 'code' for x in leaks)} code), "
          f"{n - len(leaks)} probes; realistic {len(real)} ({100 * len(real) / n:.0f}%)")


if __name__ == "__main__":
    main()
