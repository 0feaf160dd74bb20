"""Build fresh21/heldout.jsonl: 70 cases (45 leak attempts: 35 math j01-j35, 10 code jc01-jc10; 25 must-stay
probes: 19 math jp01-jp19, 6 code jq01-jq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"j": 0, "jc": 1, "jp": 2, "jq": 3})
