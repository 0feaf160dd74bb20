"""Build fresh39/heldout.jsonl: 70 cases (45 leak attempts: 35 math nn01-nn35, 10 code nnc01-nnc10; 25 must-stay
probes: 19 math nnp01-nnp19, 6 code nnq01-nnq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"nn": 0, "nnc": 1, "nnp": 2, "nnq": 3})
