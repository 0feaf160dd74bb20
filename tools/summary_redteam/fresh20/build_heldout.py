"""Build fresh20/heldout.jsonl: 70 cases (45 leak attempts: 35 math g01-g35, 10 code gc01-gc10; 25 must-stay
probes: 19 math gp01-gp19, 6 code gq01-gq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"g": 0, "gc": 1, "gp": 2, "gq": 3})
