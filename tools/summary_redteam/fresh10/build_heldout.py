"""Write fresh10/heldout.jsonl (70 cases) with kit/casekit.py in strict mode.

Run from the repository root: PYTHONPATH=$PWD python tools/summary_redteam/fresh10/build_heldout.py
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
from kinds import FURTHER, ISSUE  # noqa: E402


def main():
    """Build, check kinds are named, and write heldout.jsonl."""
    cases = []
    m, p, c, q = casekit.adders(cases)
    build_math.add(m)
    build_code.add(c, q)
    build_probes.add(p)
    missing = {x["kind"] for x in cases} - FURTHER - ISSUE
    if missing:
        raise ValueError(f"kinds not in kinds.py: {sorted(missing)}")
    n = casekit.write(cases, os.path.join(HERE, "heldout.jsonl"))
    print(n, "cases")


if __name__ == "__main__":
    main()
