"""Build fresh57/heldout.jsonl: 50 cases (32 leak attempts: 25 math ai01-ai25, 7 code aic01-aic07; 18 must-stay
probes: 14 math aip01-aip14, 4 code aiq01-aiq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ai": 0, "aic": 1, "aip": 2, "aiq": 3})
