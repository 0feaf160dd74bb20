"""Build fresh25/heldout.jsonl: 70 cases (45 leak attempts: 35 math e01-e35, 10 code ec01-ec10; 25 must-stay
probes: 19 math ep01-ep19, 6 code eq01-eq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"e": 0, "ec": 1, "ep": 2, "eq": 3})
