"""Build fresh9/heldout.jsonl: 70 black-box cases for the draft summarizer and the reader.

Run from anywhere: python tools/summary_redteam/fresh9/build_heldout.py
(the checkout's agon_mcore must be importable for casekit's strict verifier check).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "kit"))

import build_code  # noqa: E402
import build_math  # noqa: E402
import build_probes  # noqa: E402
import casekit  # noqa: E402
import kinds  # noqa: E402


def main():
    """Write heldout.jsonl next to this script and print its composition."""
    cases = []
    m, p, c, q = casekit.adders(cases)
    build_math.add(m)
    build_code.add(c, q)
    build_probes.add(p)
    known = kinds.FURTHER | kinds.ISSUE
    missing = sorted({x["kind"] for x in cases} - known)
    if missing:
        raise SystemExit(f"kinds not classified in kinds.py: {missing}")
    n = casekit.write(cases, os.path.join(HERE, "heldout.jsonl"))
    real = sum(x["kind"].startswith("real-") for x in cases)
    by = {}
    for x in cases:
        k = (x["domain"], x["expect"])
        by[k] = by.get(k, 0) + 1
    print(n, "cases;", by, f"realistic {real} ({100 * real // n}%)")


if __name__ == "__main__":
    main()
