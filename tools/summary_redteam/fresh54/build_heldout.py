"""Build fresh54/heldout.jsonl: 50 cases (32 leak attempts: 25 math af01-af25, 7 code afc01-afc07; 18 must-stay
probes: 14 math afp01-afp14, 4 code afq01-afq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"af": 0, "afc": 1, "afp": 2, "afq": 3})
