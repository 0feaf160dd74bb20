"""Build fresh47/heldout.jsonl: 50 cases (32 leak attempts: 25 math dd01-dd25, 7 code ddc01-ddc07; 18 must-stay
probes: 14 math ddp01-ddp14, 4 code ddq01-ddq04), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"dd": 0, "ddc": 1, "ddp": 2, "eeq": 3, "ddq": 3})
