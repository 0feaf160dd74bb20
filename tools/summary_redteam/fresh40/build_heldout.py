"""Build fresh40/heldout.jsonl: 70 cases (45 leak attempts: 35 math mm01-mm35, 10 code mmc01-mmc10; 25 must-stay
probes: 19 math mmp01-mmp19, 6 code mmq01-mmq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"mm": 0, "mmc": 1, "mmp": 2, "mmq": 3})
