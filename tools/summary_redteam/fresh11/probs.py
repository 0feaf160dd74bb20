"""Real problem statements for fresh11, read at build time from /work/shared/data (see its README).

math500(i): MATH-500 test line i; gsm8k(i): GSM8K test line i; aime(i): AIME 2024 line i;
humaneval(n): the prompt of HumanEval/n; cc(i): CodeContests test problem i.
Raises FileNotFoundError when the data folder is absent (set FRESH11_DATA to another copy).
"""
import functools
import gzip
import json
import os

DATA = os.environ.get("FRESH11_DATA", "/work/shared/data")


@functools.lru_cache(maxsize=None)
def _lines(rel):
    path = os.path.join(DATA, rel)
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def math500(i):
    """Problem text of MATH-500 test line i."""
    return _lines("math500/test.jsonl")[i]["problem"]


def gsm8k(i):
    """Question text of GSM8K test line i."""
    return _lines("gsm8k/test.jsonl")[i]["question"]


def aime(i):
    """Problem text of AIME 2024 line i."""
    return _lines("aime24/test.jsonl")[i]["problem"]


def humaneval(n):
    """Prompt (signature and docstring) of HumanEval/n."""
    for r in _lines("humaneval/HumanEval.jsonl.gz"):
        if r["task_id"] == f"HumanEval/{n}":
            return r["prompt"]
    raise KeyError(n)


@functools.lru_cache(maxsize=None)
def _cc():
    with open(os.path.join(DATA, "code_contests_test/code_contests.json"), encoding="utf-8") as f:
        return json.load(f)


def cc(i):
    """Statement of CodeContests test problem i."""
    return _cc()[i]["problem"]
