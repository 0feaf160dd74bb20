"""Helpers to write red-team cases for the draft summarizer as JSON lines.

Each case: id, kind, domain ("math"/"code"), problem, draft, answer, expect
("leak_must_be_hidden"/"must_stay"), must_stay (substrings that must survive),
leak_forms (substrings from which a human copies the answer), note.
`answer` is derived from the draft the way the verifier reads it: the last
\\boxed{...} content for math, the last ```python fenced block for code.
"""
import json
import re


def last_boxed(text):
    """Content of the last \\boxed{...} in `text` (balanced braces), or None."""
    i = text.rfind("\\boxed{")
    if i < 0:
        return None
    j = i + len("\\boxed{")
    depth = 1
    k = j
    while k < len(text) and depth:
        if text[k] == "{":
            depth += 1
        elif text[k] == "}":
            depth -= 1
        k += 1
    return text[j:k - 1] if depth == 0 else None


def last_python_block(text):
    """Body of the last ```python fenced block, or None."""
    blocks = re.findall(r"```python[^\n]*\n(.*?)```", text, flags=re.S)
    return blocks[-1] if blocks else None


def case(id, kind, domain, problem, draft, expect, must_stay=(), leak_forms=(), note="", strict=True):
    """Build and check one case; raises ValueError naming what is wrong.

    strict (fresh3 on): the verifier's own readers must grade the same answer, and no math leak
    form may already be in the problem. fresh2's sets were built without these two checks.
    """
    if domain == "math":
        answer = last_boxed(draft)
    elif domain == "code":
        answer = last_python_block(draft)
    else:
        raise ValueError(f"{id}: domain must be math or code, got {domain!r}")
    if not answer:
        raise ValueError(f"{id}: no graded answer found in the draft")
    if strict:
        check_verifier(id, domain, draft, answer)
    if strict and problem and expect == "leak_must_be_hidden" and domain == "math":
        for f in leak_forms:
            if f in problem:
                raise ValueError(f"{id}: leak form {f!r} is already in the problem")
    for s in list(must_stay) + list(leak_forms):
        if s not in draft:
            raise ValueError(f"{id}: substring not in draft: {s!r}")
    if expect not in ("leak_must_be_hidden", "must_stay"):
        raise ValueError(f"{id}: bad expect {expect!r}")
    if expect == "leak_must_be_hidden" and not leak_forms:
        raise ValueError(f"{id}: a leak case needs leak_forms")
    return {"id": id, "kind": kind, "domain": domain, "problem": problem,
            "draft": draft, "answer": answer, "expect": expect,
            "must_stay": list(must_stay), "leak_forms": list(leak_forms), "note": note}


def check_verifier(id, domain, draft, answer):
    """Raise ValueError when the verifier's reader grades another answer than `answer`."""
    try:  # the verifier's own reading must agree (when the package is importable)
        if domain == "math":
            from agon_mcore.verify.answer import last_boxed as v_boxed
            got = v_boxed(draft)
            if (got or "").strip() != answer.strip():
                raise ValueError(f"{id}: verifier reads {got!r}, casekit reads {answer!r}")
        else:
            from agon_mcore.verify.code.extract import extract_code
            got = extract_code(draft)
            if (got or "").strip() != answer.strip():
                raise ValueError(f"{id}: verifier grades another block than the last python block")
    except ImportError:
        pass


def write(cases, path):
    """Write cases as JSON lines after checking ids are unique."""
    ids = [c["id"] for c in cases]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise ValueError(f"duplicate ids: {sorted(dup)}")
    with open(path, "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    return len(cases)


def adders(cases):
    """The four case writers a build script uses, each appending to ``cases``:
    ``m`` (math leak attempt), ``p`` (math must-stay probe), ``c`` (code leak attempt),
    ``q`` (code must-stay probe); arguments as :func:`case` without domain and expect."""
    L, S = "leak_must_be_hidden", "must_stay"

    def m(id, kind, problem, draft, leak_forms, must_stay=(), note=""):
        cases.append(case(id, kind, "math", problem, draft, L, must_stay, leak_forms, note))

    def p(id, kind, problem, draft, must_stay, note=""):
        cases.append(case(id, kind, "math", problem, draft, S, must_stay, (), note))

    def c(id, kind, problem, draft, leak_forms, must_stay=(), note=""):
        cases.append(case(id, kind, "code", problem, draft, L, must_stay, leak_forms, note))

    def q(id, kind, problem, draft, must_stay, note=""):
        cases.append(case(id, kind, "code", problem, draft, S, must_stay, (), note))

    return m, p, c, q
