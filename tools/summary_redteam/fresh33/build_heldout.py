"""Build fresh33/heldout.jsonl: 70 cases (45 leak attempts: 35 math tt01-tt35, 10 code ttc01-ttc10; 25 must-stay
probes: 19 math ttp01-ttp19, 6 code ttq01-ttq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"tt": 0, "ttc": 1, "ttp": 2, "ttq": 3})
