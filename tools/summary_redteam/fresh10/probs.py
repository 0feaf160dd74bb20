"""Real problem statements for fresh10, read at build time from /work/shared/data.

MATH-500 (by line index), GSM8K test (by line index), AIME 2024 (by id), HumanEval (prompt by
task index), CodeContests test (by list index). MIT / CC-BY-4.0 (see that folder's README).
"""
import gzip
import json
import os

DATA = os.environ.get("AGON_SHARED_DATA", "/work/shared/data")


def _lines(path):
    with open(os.path.join(DATA, path), encoding="utf-8") as f:
        return [json.loads(l) for l in f]


def M(i):
    """MATH-500 problem at line index ``i`` (problem text)."""
    return _lines("math500/test.jsonl")[i]["problem"]


def G(i):
    """GSM8K test question at line index ``i``."""
    return _lines("gsm8k/test.jsonl")[i]["question"]


def A(id):
    """AIME 2024 problem with id ``id``."""
    return next(d["problem"] for d in _lines("aime24/test.jsonl") if d["id"] == id)


def H(i):
    """HumanEval prompt of task ``i``."""
    with gzip.open(os.path.join(DATA, "humaneval/HumanEval.jsonl.gz"), "rt", encoding="utf-8") as f:
        return [json.loads(l) for l in f][i]["prompt"]


def C(i):
    """CodeContests test problem at list index ``i``."""
    with open(os.path.join(DATA, "code_contests_test/code_contests.json"), encoding="utf-8") as f:
        return json.load(f)[i]["problem"]
