"""Build fresh19/heldout.jsonl: 70 cases (45 leak attempts: 35 math l01-l35, 10 code lc01-lc10; 25 must-stay
probes: 19 math lp01-lp19, 6 code lq01-lq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"l": 0, "lc": 1, "lp": 2, "lq": 3})
