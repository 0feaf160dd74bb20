"""Build fresh55/heldout.jsonl: 50 cases (32 leak attempts: 25 math ag01-ag25, 7 code agc01-agc07; 18 must-stay
probes: 14 math agp01-agp14, 4 code agq01-agq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ag": 0, "agc": 1, "agp": 2, "agq": 3})
