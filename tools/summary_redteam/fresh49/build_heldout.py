"""Build fresh49/heldout.jsonl: 50 cases (32 leak attempts: 25 math bb01-bb25, 7 code bbc01-bbc07; 18 must-stay
probes: 14 math bbp01-bbp14, 4 code bbq01-bbq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"bb": 0, "bbc": 1, "bbp": 2, "bbq": 3})
