"""fresh3's runner: the shared kit's (tools/summary_redteam/kit/run.py) with this folder as the
set (judgement.json here). Usage: python tools/summary_redteam/fresh3/run.py CASES.jsonl OUT_DIR
[--judgement J.json] [--label NAME] [--commit NAME]; same as
`python tools/summary_redteam/kit/run.py tools/summary_redteam/fresh3 dev OUT_DIR ...`."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from kit.run import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(set_dir=HERE))
