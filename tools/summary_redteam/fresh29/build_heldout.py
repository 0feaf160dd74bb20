"""Build fresh29/heldout.jsonl: 70 cases (45 leak attempts: 35 math xx01-xx35, 10 code xxc01-xxc10; 25 must-stay
probes: 19 math xxp01-xxp19, 6 code xxq01-xxq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"xx": 0, "xxc": 1, "xxp": 2, "xxq": 3})
