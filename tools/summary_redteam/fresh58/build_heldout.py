"""Build fresh58/heldout.jsonl: 50 cases (32 leak attempts: 25 math aj01-aj25, 7 code ajc01-ajc07; 18 must-stay
probes: 14 math ajp01-ajp14, 4 code ajq01-ajq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"aj": 0, "ajc": 1, "ajp": 2, "ajq": 3})
