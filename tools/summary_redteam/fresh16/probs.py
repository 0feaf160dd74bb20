"""fresh16 problems, read at build time from /work/shared/data: MATH-500 and GSM8K test by line index, AIME 2024
by id, DeepMath (hard, difficulty >= 8) by line index, HumanEval prompts by index, CodeContests test by index.
Written anew for fresh16."""
import gzip
import json
import os

DATA = os.environ.get("AGON_SHARED_DATA", "/work/shared/data")

_C = {}


def _get(rel):
    if rel not in _C:
        p = os.path.join(DATA, rel)
        op = gzip.open if p.endswith(".gz") else open
        with op(p, "rt", encoding="utf-8") as f:
            if rel.endswith(".json"):
                _C[rel] = json.load(f)
            else:
                _C[rel] = [json.loads(x) for x in f if x.strip()]
    return _C[rel]


def m500(i):
    return _get("math500/test.jsonl")[i]["problem"]


def gsm(i):
    return _get("gsm8k/test.jsonl")[i]["question"]


def aime(id):
    return next(r["problem"] for r in _get("aime24/test.jsonl") if r["id"] == id)


def dm(i):
    return _get("deepmath/deepmath_hard_ge8.jsonl")[i]["question"]


def he(i):
    return _get("humaneval/HumanEval.jsonl.gz")[i]["prompt"]


def cc(i):
    return _get("code_contests_test/code_contests.json")[i]["problem"]
