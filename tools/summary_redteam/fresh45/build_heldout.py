"""Build fresh45/heldout.jsonl: 50 cases (32 leak attempts: 25 math ff01-ff25, 7 code ffc01-ffc07; 18 must-stay
probes: 14 math ffp01-ffp14, 4 code ffq01-ffq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ff": 0, "ffc": 1, "ffp": 2, "ffq": 3})
