"""Build fresh14/heldout.jsonl: 70 cases (45 leak attempts: 35 math u01-u35, 10 code uc01-uc10; 25 must-stay
probes: 19 math up01-up19, 6 code uq01-uq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"u": 0, "uc": 1, "up": 2, "uq": 3})
