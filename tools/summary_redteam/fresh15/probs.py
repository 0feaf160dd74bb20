"""fresh15 problems, read at build time from /work/shared/data (MATH-500 by line index, HumanEval prompts by
index). Written anew for fresh15."""
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
            _C[rel] = [json.loads(x) for x in f if x.strip()]
    return _C[rel]


def m500(i):
    return _get("math500/test.jsonl")[i]["problem"]


def m500_answer(i):
    return _get("math500/test.jsonl")[i]["answer"]


def he(i):
    return _get("humaneval/HumanEval.jsonl.gz")[i]["prompt"]


def D(steps, verification, final, boxed):
    """A draft as an LLM writes one: `### Step N: title` sections, a **Verification** passage,
    **Final Answer** and the box. steps: [(title, body), ...]."""
    parts = [f"### Step {i}: {t}\n\n{b}" for i, (t, b) in enumerate(steps, 1)]
    parts.append(f"**Verification**\n\n{verification}")
    parts.append(f"**Final Answer**\n\n{final}\n\n$$\\boxed{{{boxed}}}$$")
    text = "\n\n".join(parts) + "\n"
    # raw-string bodies write paragraph breaks and table rows as a literal backslash-n
    return text.replace("\\n\\n", "\n\n").replace("\\n|", "\n|")
