"""Build fresh30/heldout.jsonl: 70 cases (45 leak attempts: 35 math ww01-ww35, 10 code wwc01-wwc10; 25 must-stay
probes: 19 math wwp01-wwp19, 6 code wwq01-wwq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ww": 0, "wwc": 1, "wwp": 2, "wwq": 3})
