"""Build fresh18/heldout.jsonl: 70 cases (45 leak attempts: 35 math n01-n35, 10 code nc01-nc10; 25 must-stay
probes: 19 math np01-np19, 6 code nq01-nq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"n": 0, "nc": 1, "np": 2, "nq": 3})
