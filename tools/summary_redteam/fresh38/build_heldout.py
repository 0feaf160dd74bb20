"""Build fresh38/heldout.jsonl: 70 cases (45 leak attempts: 35 math oo01-oo35, 10 code ooc01-ooc10; 25 must-stay
probes: 19 math ooo01-ooo19, 6 code ooq01-ooq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"oo": 0, "ooc": 1, "ooo": 2, "ooq": 3})
