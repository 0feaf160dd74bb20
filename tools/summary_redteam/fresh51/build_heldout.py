"""Build fresh51/heldout.jsonl: 50 cases (32 leak attempts: 25 math ab01-ab25, 7 code abc01-abc07; 18 must-stay
probes: 14 math abp01-abp14, 4 code abq01-abq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ab": 0, "abc": 1, "abp": 2, "abq": 3})
