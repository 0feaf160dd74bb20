"""Build fresh44/heldout.jsonl: 46 cases (32 leak attempts: 25 math gg01-gg25, 7 code ggc01-ggc07; 14 must-stay
probes: 10 math ggp01-ggp10, 4 code ggq01-ggq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"gg": 0, "ggc": 1, "ggp": 2, "ggq": 3})
