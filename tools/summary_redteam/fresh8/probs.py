"""Problem statements for fresh8, read from the real data sets in ../shared/data (by id or prefix).

The statements are the ones a drafter would read; they are looked up at build time so that the
text is exact (no retyping). Sources and licenses: /work/shared/data/README.md (MIT; CodeContests
CC-BY-4.0).
"""
import gzip
import json
import os

DATA = os.environ.get("AGON_DATA", os.path.join(os.path.dirname(__file__), "../../../../../shared/data"))
if not os.path.isdir(DATA):
    DATA = "/work/shared/data"


def _jsonl(rel):
    p = os.path.join(DATA, rel)
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt", encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


def _by_prefix(rows, key, prefix):
    hits = [r for r in rows if r[key].startswith(prefix)]
    if len(hits) != 1:
        raise KeyError(f"{len(hits)} problems start with {prefix!r}")
    return hits[0][key]


def gsm(prefix):
    """A GSM8K test question by its first words."""
    return _by_prefix(_jsonl("gsm8k/test.jsonl"), "question", prefix)


def m500(uid):
    """A MATH-500 problem by unique_id (e.g. 'test/algebra/2157.json')."""
    return next(r["problem"] for r in _jsonl("math500/test.jsonl") if r["unique_id"] == uid)


def aime(prefix):
    """An AIME 2024 problem by its first words."""
    return _by_prefix(_jsonl("aime24/test.jsonl"), "problem", prefix)


def amc(prefix):
    """An AMC 2023 problem by its first words."""
    return _by_prefix(_jsonl("amc23/test.jsonl"), "problem", prefix)


def he(task):
    """A HumanEval prompt (signature and docstring) by task_id number."""
    return next(r["prompt"] for r in _jsonl("humaneval/HumanEval.jsonl.gz") if r["task_id"] == f"HumanEval/{task}")


def cc(prefix):
    """A CodeContests test problem by its first words (after leading whitespace)."""
    with open(os.path.join(DATA, "code_contests_test/code_contests.json"), encoding="utf-8") as f:
        rows = json.load(f)
    hits = [r["problem"] for r in rows if r["problem"].lstrip().startswith(prefix)]
    if len(hits) != 1:
        raise KeyError(f"{len(hits)} problems start with {prefix!r}")
    return hits[0]
