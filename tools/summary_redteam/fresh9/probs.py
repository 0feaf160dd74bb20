"""Real problem statements for fresh9, read at build time from /work/shared/data (see its README)."""
import gzip
import json
import os

DATA = os.environ.get("AGON_SHARED_DATA", "/work/shared/data")


def _jsonl(path):
    with open(os.path.join(DATA, path), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


_M = {r["unique_id"]: r for r in _jsonl("math500/test.jsonl")}
_G = _jsonl("gsm8k/test.jsonl")
_A24 = {r["id"]: r for r in _jsonl("aime24/test.jsonl")}
with gzip.open(os.path.join(DATA, "humaneval/HumanEval.jsonl.gz"), "rt", encoding="utf-8") as _f:
    _H = {r["task_id"]: r for r in (json.loads(x) for x in _f)}
with open(os.path.join(DATA, "code_contests_test/code_contests.json"), encoding="utf-8") as _f:
    _CC = json.load(_f)


def M(uid):
    """MATH-500 problem text by unique_id suffix, e.g. 'algebra/2036'."""
    return _M[f"test/{uid}.json"]["problem"]


def G(i):
    """GSM8K test question by index."""
    return _G[i]["question"]


def A24(i):
    """AIME 2024 problem by id."""
    return _A24[i]["problem"]


def H(n):
    """HumanEval prompt by number."""
    return _H[f"HumanEval/{n}"]["prompt"]


def CC(i):
    """CodeContests test problem statement by index."""
    return _CC[i]["problem"]
