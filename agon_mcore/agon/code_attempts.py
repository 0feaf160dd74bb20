"""A rejected attempt in a code draft: inline code the draft itself says is wrong, and that is no version of the
graded program.

A code draft often names the approach it dropped ("My first try, `all(a < b for a, b in zip(l, l[1:]))`, is too
strict", "My first thought was `list(dict.fromkeys(numbers))`, but that keeps one copy"). Such an expression
computes a result from the function's inputs, so :func:`agon.inline_program.is_inline_program` reads it as a
program; but it is the draft's work (why the final program looks as it does), and the challenger needs it. It
stays when both hold:

* **its sentence (its clause, between ``;``) rejects it**: a failure verdict ("wrong", "fails", "too strict", "doesn't handle", "misses",
  "off by one") or an earlier attempt ("my first try", "the naive version", "I initially wrote") with a contrast
  ("but", "however", "instead"); not where the same sentence says it works or passes;
* **it is no version of the graded program**: its code similarity (``answer_forms.code_similarity``) is below
  one half, its normalised text is not part of the program's, most of its own names (the inputs' aside) are not the
  program's (a buggy copy ``[n for n in xs if c[n] > 1]`` of ``[n for n in xs if c[n] == 1]`` is a version), and it holds
  none of the program's returned expressions.

:func:`is_program_line` is the other side: inline code that is a line of the graded program (``seen.add(x)``,
``return a`` beside its explanation) is the program's text and is hidden, whatever its form (a call, a name
returned); a base case (``return False``, ``return []``), a header alone (``else:``) and a bare name stay.

Blocks are never kept this way (an earlier block is a version or a whole other program): only inline code.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Optional

from agon_mcore.agon.answer_forms.code import code_similarity, code_tokens, expression_regex, return_expressions
from agon_mcore.agon.inline_program import function_params

__all__ = ["rejected_attempt", "is_version", "is_program_line"]

_FAILURE = re.compile(
    r"\b(?:wrong|incorrect|fails?|failed|failing|broken|breaks|buggy|bugs?|"
    r"too\s+(?:strict|loose|lenient|permissive|narrow|broad|eager|greedy)|off[- ]by[- ]one|counter-?examples?|"
    r"(?:does\s+not|doesn't|did\s+not|didn't|won't|will\s+not|cannot|can't|would\s+not|wouldn't)\s+"
    r"(?:work|handle|cover|pass|account|distinguish|respect)\w*|"
    r"misses|missed|rejects|not\s+(?:quite\s+)?(?:right|correct|enough))\b", re.IGNORECASE)
_ATTEMPT = re.compile(
    r"\b(?:first|initial|original|earlier|naive|previous|old|obvious)\s+(?:try|attempt|thought|idea|version|guess|"
    r"draft|approach|solution|instinct|one-liner)\b|\bI\s+(?:first|initially|originally)\s+(?:tried|wrote|thought|used)\b|"
    r"\btempting\b", re.IGNORECASE)
_CONTRAST = re.compile(r"\b(?:but|however|instead|yet|though|although)\b", re.IGNORECASE)
_SUCCESS = re.compile(r"(?<!n't )(?<!not )\b(?:works|passes|passed)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z*`(\[])|\n\s*\n|\n\s*(?:[-*+]|\d+[.)])\s")


def is_version(code: str, program: str) -> bool:
    """``code`` (one inline span) is the graded program or a version of it (module docstring)."""
    if code_similarity(code, program) >= 0.5:
        return True
    norm = lambda x: re.sub(r"\s+", "", x)  # noqa: E731 - spacing only
    if len(norm(code)) >= 6 and norm(code) in norm(program):
        return True
    # its own names (the inputs' names aside: every attempt reads them) are mostly the program's
    params = set(function_params(program))
    named = lambda toks: Counter(t for t in toks if re.match(r"[a-z_]", t) and t not in params)  # noqa: E731
    mine, theirs = named(code_tokens(code)), named(code_tokens(program))
    n = sum(mine.values())
    if n >= 1 and sum((mine & theirs).values()) >= 0.6 * n:
        return True
    return any(expression_regex(e).search(code) for e in return_expressions(program))


def rejected_attempt(text: str, start: int, end: int, program: Optional[str]) -> bool:
    """The inline code ``text[start:end]`` is an attempt its sentence rejects and no version of ``program``
    (module docstring); ``False`` without the program (nothing to compare with: it is hidden)."""
    if not program:
        return False
    cuts = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    lo = cuts[-1] if cuts else 0
    nxt = _SENTENCE_END.search(text, end)
    hi = nxt.start() if nxt else len(text)
    # its clause: "`A` fails on ties; `B` works" rejects A only
    lo = max([lo] + [lo + m.end() for m in re.finditer(r";\s", text[lo:start])])
    semi = re.search(r";\s", text[end:hi])
    hi = end + semi.start() if semi else hi
    sentence = re.sub(r"`[^`\n]*`", " ", text[lo:hi])  # its words, not its code
    rejected = bool(_FAILURE.search(sentence)) or bool(_ATTEMPT.search(sentence) and _CONTRAST.search(sentence))
    if not rejected or (_SUCCESS.search(sentence) and not _FAILURE.search(sentence)):
        return False
    return not is_version(text[start:end].strip("`"), program)


_TRIVIAL = re.compile(r"(?:return|yield)?\s*(?:-?\d+|True|False|None|\[\]|\{\}|\(\)|''|\"\")?|else|try|pass|break|continue|"
                      r"finally|[A-Za-z_]\w*")


def _norm(line: str) -> str:
    return re.sub(r"\s+", "", re.sub(r"\s+#.*$", "", line)).rstrip(";:")


def is_program_line(inner: str, program: Optional[str]) -> bool:
    """Inline code ``inner`` (backticks stripped) is one line of ``program``, or consecutive lines joined
    (``for s in xs: if p(s): return s``), spacing, a trailing ``;``/``:`` and comments aside; a base case or a
    bare keyword (``return False``, ``else:``) and a bare name are no program text."""
    if not program:
        return False
    one = inner.strip().rstrip(";:").strip()
    if _TRIVIAL.fullmatch(one) or len(_norm(one)) < 6:
        return False
    lines = [re.sub(r"\s+", "", re.sub(r"\s+#.*$", "", ln)).rstrip(";") for ln in program.split("\n")
             if ln.strip() and not ln.strip().startswith("#")]
    want = _norm(one)
    for i in range(len(lines)):
        joined = ""
        for ln in lines[i:i + 4]:
            joined += ln
            if joined.rstrip(":") == want:
                return True
            if not want.startswith(joined):
                break
    return False
