"""Write fresh12/heldout.jsonl: 70 cases (45 leak attempts 35 math / 10 code, 25 probes 19 math / 6 code)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "kit"))
import casekit  # noqa: E402
import build_math  # noqa: E402
import build_probes  # noqa: E402
import build_code  # noqa: E402
import check_kinds  # noqa: E402


def main():
    cases = []
    m, p, c, q = casekit.adders(cases)
    build_math.add(m)
    build_code.add(c, q)
    build_probes.add(p)
    order = {"z": 0, "zc": 1, "zp": 2, "zq": 3}
    cases.sort(key=lambda x: (order[x["id"].rstrip("0123456789")], x["id"]))
    check_kinds.check(cases)
    n = casekit.write(cases, os.path.join(HERE, "heldout.jsonl"))
    real = sum(x["kind"].startswith("real-") for x in cases)
    print(f"wrote {n} cases, realistic {real}")


if __name__ == "__main__":
    main()
