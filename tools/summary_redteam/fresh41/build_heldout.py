"""Build fresh41/heldout.jsonl: 70 cases (45 leak attempts: 35 math kk01-kk35, 10 code kkc01-kkc10; 25 must-stay
probes: 19 math kkp01-kkp19, 6 code kkq01-kkq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"kk": 0, "kkc": 1, "kkp": 2, "kkq": 3})
