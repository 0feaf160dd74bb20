"""Build fresh34/heldout.jsonl: 70 cases (45 leak attempts: 35 math ss01-ss35, 10 code ssc01-ssc10; 25 must-stay
probes: 19 math ssp01-ssp19, 6 code ssq01-ssq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ss": 0, "ssc": 1, "ssp": 2, "ssq": 3})
