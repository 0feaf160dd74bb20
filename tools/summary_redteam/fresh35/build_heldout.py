"""Build fresh35/heldout.jsonl: 70 cases (45 leak attempts: 35 math rr01-rr35, 10 code rrc01-rrc10; 25 must-stay
probes: 19 math rrp01-rrp19, 6 code rrq01-rrq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"rr": 0, "rrc": 1, "rrp": 2, "rrq": 3})
