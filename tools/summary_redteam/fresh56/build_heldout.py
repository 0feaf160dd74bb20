"""Build fresh56/heldout.jsonl: 50 cases (32 leak attempts: 25 math ah01-ah25, 7 code ahc01-ahc07; 18 must-stay
probes: 14 math ahp01-ahp14, 4 code ahq01-ahq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ah": 0, "ahc": 1, "ahp": 2, "ahq": 3})
