"""Build fresh32/heldout.jsonl: 70 cases (45 leak attempts: 35 math uu01-uu35, 10 code uuc01-uuc10; 25 must-stay
probes: 19 math uup01-uup19, 6 code uuq01-uuq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"uu": 0, "uuc": 1, "uup": 2, "uuq": 3})
