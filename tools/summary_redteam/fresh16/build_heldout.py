"""Build fresh16/heldout.jsonl: 70 cases (45 leak attempts: 35 math q01-q35, 10 code qc01-qc10; 25 must-stay
probes: 19 math qp01-qp19, 6 code qq01-qq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"q": 0, "qc": 1, "qp": 2, "qq": 3})
