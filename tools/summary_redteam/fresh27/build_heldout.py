"""Build fresh27/heldout.jsonl: 70 cases (45 leak attempts: 35 math zz01-zz35, 10 code zzc01-zzc10; 25 must-stay
probes: 19 math zzp01-zzp19, 6 code zzq01-zzq06), strict casekit, kinds checked by check_kinds.py."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..", "..", "..")))  # the checkout, for the verifier readers

from buildset import build_heldout  # noqa: E402 (the kit's one copy of the build)

if __name__ == "__main__":
    build_heldout(HERE, {"zz": 0, "zzc": 1, "zzp": 2, "zzq": 3})
