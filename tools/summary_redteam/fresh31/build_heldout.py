"""Build fresh31/heldout.jsonl: 70 cases (45 leak attempts: 35 math vv01-vv35, 10 code vvc01-vvc10; 25 must-stay
probes: 19 math vvp01-vvp19, 6 code vvq01-vvq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"vv": 0, "vvc": 1, "vvp": 2, "vvq": 3})
