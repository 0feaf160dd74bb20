"""fresh14 problems, read at build time from /work/shared/data (MATH-500 by line index, GSM8K test by index,
HumanEval prompts by index). Written anew for fresh14."""
import gzip
import json
import os

DATA = os.environ.get("AGON_SHARED_DATA", os.path.join(os.path.dirname(__file__), "..", "..", "..", "..", "..",
                                                        "shared", "data"))
if not os.path.isdir(DATA):
    DATA = "/work/shared/data"


def _lines(rel):
    p = os.path.join(DATA, rel)
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt", encoding="utf-8") as f:
        return [json.loads(x) for x in f if x.strip()]


_C = {}


def _get(rel):
    if rel not in _C:
        _C[rel] = _lines(rel)
    return _C[rel]


def m500(i):
    return _get("math500/test.jsonl")[i]["problem"]


def gsm(i):
    return _get("gsm8k/test.jsonl")[i]["question"]


def he(i):
    return _get("humaneval/HumanEval.jsonl.gz")[i]["prompt"]
