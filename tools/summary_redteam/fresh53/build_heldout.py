"""Build fresh53/heldout.jsonl: 50 cases (32 leak attempts: 25 math ae01-ae25, 7 code aec01-aec07; 18 must-stay
probes: 14 math aep01-aep14, 4 code aeq01-aeq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ae": 0, "aec": 1, "aep": 2, "aeq": 3})
