"""Build fresh22/heldout.jsonl: 70 cases (45 leak attempts: 35 math f01-f35, 10 code fc01-fc10; 25 must-stay
probes: 19 math fp01-fp19, 6 code fq01-fq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"f": 0, "fc": 1, "fp": 2, "fq": 3})
