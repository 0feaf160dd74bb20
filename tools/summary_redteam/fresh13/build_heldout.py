"""Build fresh13/heldout.jsonl: 35 math leak attempts (build_math.py), 10 code leak attempts and 6 code probes
(build_code.py), 19 math probes (build_probes.py), checked by kit/casekit.py in strict mode and check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

import casekit  # noqa: E402
import check_kinds  # noqa: E402
import build_code  # noqa: E402
import build_math  # noqa: E402
import build_probes  # noqa: E402


def main():
    cases = []
    m, p, c, q = casekit.adders(cases)
    build_math.build(m)
    build_code.build(c, q)
    build_probes.build(p)
    check_kinds.check(cases)
    order = {"m": 0, "c": 1, "p": 2, "q": 3}

    def group(case):
        if case["domain"] == "math":
            return "m" if case["expect"] == "leak_must_be_hidden" else "p"
        return "c" if case["expect"] == "leak_must_be_hidden" else "q"

    cases.sort(key=lambda k: (order[group(k)], k["id"]))
    n = casekit.write(cases, os.path.join(HERE, "heldout.jsonl"))
    counts = {}
    for k in cases:
        counts[group(k)] = counts.get(group(k), 0) + 1
    real = sum(k["kind"].startswith("real-") for k in cases)
    print(f"wrote {n} cases: math leaks {counts.get('m', 0)}, code leaks {counts.get('c', 0)}, "
          f"math probes {counts.get('p', 0)}, code probes {counts.get('q', 0)}; realistic {real}/{n}")


if __name__ == "__main__":
    main()
