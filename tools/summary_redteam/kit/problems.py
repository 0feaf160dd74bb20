"""Real problem statements for the red-team sets, read at build time from /work/shared/data (see that folder's README
for licences): MATH-500 and GSM8K test by line index, AIME 2024 by id, DeepMath hard (difficulty >= 8) by line index,
HumanEval prompts by index, CodeContests test by index. One copy: fresh17 to fresh22 import it from their probs.py."""
import gzip
import json
import os

DATA = os.environ.get("AGON_SHARED_DATA", "/work/shared/data")

_CACHE = {}


def _rows(rel):
    """The records of one data file (JSON lines, a gzipped JSON-lines file or one JSON list), read once."""
    if rel not in _CACHE:
        path = os.path.join(DATA, rel)
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as f:
            _CACHE[rel] = json.load(f) if rel.endswith(".json") else [json.loads(x) for x in f if x.strip()]
    return _CACHE[rel]


def m500(i):
    """MATH-500 problem at line index i."""
    return _rows("math500/test.jsonl")[i]["problem"]


def gsm(i):
    """GSM8K test question at line index i."""
    return _rows("gsm8k/test.jsonl")[i]["question"]


def aime(pid):
    """AIME 2024 problem with id pid."""
    return next(r["problem"] for r in _rows("aime24/test.jsonl") if r["id"] == pid)


def dm(i):
    """DeepMath hard (difficulty >= 8) question at line index i."""
    return _rows("deepmath/deepmath_hard_ge8.jsonl")[i]["question"]


def he(i):
    """HumanEval prompt at index i."""
    return _rows("humaneval/HumanEval.jsonl.gz")[i]["prompt"]


def cc(i):
    """CodeContests test problem statement at index i."""
    return _rows("code_contests_test/code_contests.json")[i]["problem"]
