"""Build fresh48/heldout.jsonl: 50 cases (32 leak attempts: 25 math cc01-cc25, 7 code ccc01-ccc07; 18 must-stay
probes: 14 math ccp01-ccp14, 4 code ccq01-ccq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"cc": 0, "ccc": 1, "ccp": 2, "ccq": 3})
