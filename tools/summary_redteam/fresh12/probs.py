"""Real problem statements for fresh12, read at build time from /work/shared/data (never copied here)."""
import gzip
import json
import os

DATA = os.environ.get("AGON_SHARED_DATA", os.path.join(os.path.dirname(__file__), "../../../../../shared/data"))
if not os.path.isdir(DATA):
    DATA = "/work/shared/data"


def _lines(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(x) for x in f if x.strip()]


def math500(i):
    """MATH-500 problem at line index i."""
    return _lines("math500/test.jsonl")[i]["problem"]


def gsm8k(i):
    """GSM8K test question at line index i."""
    return _lines("gsm8k/test.jsonl")[i]["question"]


def aime(i):
    """AIME 2024 problem at line index i."""
    return _lines("aime24/test.jsonl")[i]["problem"]


def humaneval(n):
    """HumanEval/n prompt."""
    with gzip.open(os.path.join(DATA, "humaneval/HumanEval.jsonl.gz"), "rt", encoding="utf-8") as f:
        for x in f:
            r = json.loads(x)
            if r["task_id"] == f"HumanEval/{n}":
                return r["prompt"]
    raise KeyError(n)
