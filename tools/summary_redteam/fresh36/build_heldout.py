"""Build fresh36/heldout.jsonl: 51 cases (36 leak attempts: 30 math qq01-qq30, 6 code qqc01-qqc06; 15 must-stay
probes: 11 math qqp01-qqp11, 4 code qqq01-qqq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"qq": 0, "qqc": 1, "qqp": 2, "qqq": 3})
