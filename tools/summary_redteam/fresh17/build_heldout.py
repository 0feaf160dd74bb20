"""Build fresh17/heldout.jsonl: 70 cases (45 leak attempts: 35 math o01-o35, 10 code oc01-oc10; 25 must-stay
probes: 19 math op01-op19, 6 code oq01-oq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"o": 0, "oc": 1, "op": 2, "oq": 3})
