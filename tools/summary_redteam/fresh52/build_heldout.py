"""Build fresh52/heldout.jsonl: 50 cases (32 leak attempts: 25 math ad01-ad25, 7 code adc01-adc07; 18 must-stay
probes: 14 math adp01-adp14, 4 code adq01-adq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ad": 0, "adc": 1, "adp": 2, "adq": 3})
