"""fresh13 problems, read at build time from /work/shared/data (written anew for this set).

math(i): MATH-500 test line i; gsm(i): GSM8K test line i; aime(i): AIME 2024 line i; he(n): the HumanEval/n prompt.
"""
import gzip
import json
import os

DATA = os.environ.get("AGON_SHARED_DATA", os.path.join(os.path.dirname(__file__), "..", "..", "..", "..", "..",
                                                        "shared", "data"))
if not os.path.isdir(DATA):
    DATA = "/work/shared/data"


def _lines(rel):
    path = os.path.join(DATA, rel)
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


_CACHE = {}


def _get(rel):
    if rel not in _CACHE:
        _CACHE[rel] = _lines(rel)
    return _CACHE[rel]


def math(i):
    return _get("math500/test.jsonl")[i]["problem"]


def math_answer(i):
    return _get("math500/test.jsonl")[i]["answer"]


def gsm(i):
    return _get("gsm8k/test.jsonl")[i]["question"]


def gsm_answer(i):
    return _get("gsm8k/test.jsonl")[i]["answer"].split("####")[-1].strip()


def aime(i):
    return _get("aime24/test.jsonl")[i]["problem"]


def aime_answer(i):
    return str(_get("aime24/test.jsonl")[i]["answer"])


def he(n):
    for d in _get("humaneval/HumanEval.jsonl.gz"):
        if d["task_id"] == f"HumanEval/{n}":
            return d["prompt"]
    raise KeyError(n)


def he_record(n):
    for d in _get("humaneval/HumanEval.jsonl.gz"):
        if d["task_id"] == f"HumanEval/{n}":
            return d
    raise KeyError(n)
