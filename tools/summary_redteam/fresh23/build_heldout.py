"""Build fresh23/heldout.jsonl: 70 cases (45 leak attempts: 35 math b01-b35, 10 code bc01-bc10; 25 must-stay
probes: 19 math bp01-bp19, 6 code bq01-bq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"b": 0, "bc": 1, "bp": 2, "bq": 3})
