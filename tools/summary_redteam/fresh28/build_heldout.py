"""Build fresh28/heldout.jsonl: 70 cases (45 leak attempts: 35 math yy01-yy35, 10 code yyc01-yyc10; 25 must-stay
probes: 19 math yyp01-yyp19, 6 code yyq01-yyq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"yy": 0, "yyc": 1, "yyp": 2, "yyq": 3})
