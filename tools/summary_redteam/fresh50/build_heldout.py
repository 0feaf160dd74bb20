"""Build fresh50/heldout.jsonl: 50 cases (32 leak attempts: 25 math aa01-aa25, 7 code aac01-aac07; 18 must-stay
probes: 14 math aap01-aap14, 4 code aaq01-aaq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"aa": 0, "aac": 1, "aap": 2, "aaq": 3})
