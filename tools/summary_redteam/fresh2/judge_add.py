"""fresh2's verdict recorder: the shared kit's (tools/summary_redteam/kit/judge_add.py) writing
this folder's judgement.json (or $JUDGEMENT). Usage: python judge_add.py RESULTS.jsonl CODE_LABEL [VERDICTS.json]"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from kit.judge_add import main  # noqa: E402

if __name__ == "__main__":
    main(default_dir=HERE)
