"""Build fresh15/heldout.jsonl: 70 cases (45 leak attempts: 35 math r01-r35, 10 code rc01-rc10; 25 must-stay
probes: 19 math rp01-rp19, 6 code rq01-rq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"r": 0, "rc": 1, "rp": 2, "rq": 3})
