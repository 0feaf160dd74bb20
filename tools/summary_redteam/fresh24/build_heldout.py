"""Build fresh24/heldout.jsonl: 70 cases (45 leak attempts: 35 math a01-a35, 10 code ac01-ac10; 25 must-stay
probes: 19 math ap01-ap19, 6 code aq01-aq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"a": 0, "ac": 1, "ap": 2, "aq": 3})
