"""Build fresh43/heldout.jsonl: 70 cases (45 leak attempts: 35 math hh01-hh35, 10 code hhc01-hhc10; 25 must-stay
probes: 19 math hhp01-hhp19, 6 code hhq01-hhq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"hh": 0, "hhc": 1, "hhp": 2, "hhq": 3})
