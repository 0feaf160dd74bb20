"""Build fresh46/heldout.jsonl: 46 cases (30 leak attempts: 25 math ee01-ee25, 5 code eec01-eec05; 16 must-stay
probes: 14 math eep01-eep14, 2 code eeq01-eeq02), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"ee": 0, "eec": 1, "eep": 2, "eeq": 3})
