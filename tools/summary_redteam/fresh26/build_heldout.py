"""Build fresh26/heldout.jsonl: 70 cases (45 leak attempts: 35 math i01-i35, 10 code ic01-ic10; 25 must-stay
probes: 19 math ip01-ip19, 6 code iq01-iq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"i": 0, "ic": 1, "ip": 2, "iq": 3})
