"""Build fresh37/heldout.jsonl: 70 cases (45 leak attempts: 35 math pp01-pp35, 10 code ppc01-ppc10; 25 must-stay
probes: 19 math ppp01-ppp19, 6 code ppq01-ppq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"pp": 0, "ppc": 1, "ppp": 2, "ppq": 3})
