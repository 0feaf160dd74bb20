"""Build fresh42/heldout.jsonl: 50 cases (32 leak attempts: 25 math jj01-jj25, 7 code jjc01-jjc07; 18 must-stay
probes: 14 math jjp01-jjp14, 4 code jjq01-jjq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"jj": 0, "jjc": 1, "jjp": 2, "jjq": 3})
