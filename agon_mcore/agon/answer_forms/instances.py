"""The problem's own formula with the asked parameter replaced by the answer: "Find the smallest $a$ such that the roots
of $x^3 + ax^2 + ax + 1 = 0$ are real" answered 3, and the draft displays $x^3 + 3x^2 + 3x + 1 = (x+1)^3$. The
displayed instance carries the answer as its coefficients, whatever their arrangement.

Read by value: the asked parameter is a single letter the problem asks for ("the value of $a$", "Find $k$"); every side
of a relation in the problem's math (and in the draft's own: its quadratic factor ``x^2 + (a - 1)x + 1``) that holds
that letter and another variable is parsed (``latex_value``), the letter is replaced by the answer's value, and a side
of a relation in the text's math that no longer holds the letter and equals that instance (their difference expands to
zero) states the answer.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Tuple

__all__ = ["instance_spans"]

_ASKS_LETTER = re.compile(r"(?i)\b(?:value|values)\s+of\s+\$\s*([a-zA-Z])\s*[.,?]?\s*\$|"
                          r"\b(?:find|determine|compute)\s+(?:all\s+)?\$\s*([a-zA-Z])\s*[.,?]?\s*\$|"
                          r"\b(?:find|determine|compute|value\s+of)\s+(?:all\s+)?([a-zA-Z])(?=\s+(?:so|such|for|if|when|where|that)\b|\s*[.,?])")
# a relation written in prose without math delimiters: "the line y = kx + 1 passes through", "so y = 4x + 1."
_PLAIN_REL = re.compile(r"(?<![\w$\\])[A-Za-z](?:\s*\(\s*[a-z]\s*\))?\s*=\s*(?:[-+*/^()\d ]|\d\.\d|(?<![A-Za-z])(?!(?:at|is|so|of|in|on|to|by|or|as|if|an|be|we|it|no|up)\b)[A-Za-z]{1,2}(?![A-Za-z]))+")


def _relation_spans(src: str, math_spans) -> List[Tuple[int, int]]:
    """The math bodies of ``src`` and its relations written in prose outside them."""
    spans = math_spans(src)
    return spans + [(m.start(), m.start() + len(m.group().rstrip())) for m in _PLAIN_REL.finditer(src) if not any(a <= m.start() < b for a, b in spans)]
_SIDES = re.compile(r"=|\\le(?:q)?(?![A-Za-z])|\\ge(?:q)?(?![A-Za-z])|<|>")


def _sides(body: str) -> List[str]:
    return [x.strip() for x in _SIDES.split(body) if x.strip()]


def instance_spans(text: str, answer: str, problem: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of each math body of ``text`` with a side equal to a formula of ``problem`` in which the asked
    letter is replaced by ``answer``'s value (module docstring). Never raises on text; sympy failures read nothing."""
    m = _ASKS_LETTER.search(problem or "")
    if not m:
        return []
    letter = m.group(1) or m.group(2) or m.group(3)
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.formulas import math_spans
    from agon_mcore.agon.answer_forms.values import _sp, latex_value

    sp = _sp()
    vals = [v for v in parse_answer(answer).values if getattr(v, "is_number", False)]
    if not vals:
        return []
    instances: List[Any] = []
    for src in (problem or "", text):  # the problem's formulas in the letter, and the draft's own ("x^2 + (a - 1)x + 1")
        instances += _instances(src, letter, vals, math_spans, latex_value)
    if not instances:
        return []
    out = []
    for a, b in _relation_spans(text, math_spans):
        for side in _sides(text[a:b]):
            if len(side) < 5:
                continue
            g = latex_value(side)
            if g is None or not getattr(g, "free_symbols", None) or any(str(x) == letter for x in g.free_symbols):
                continue
            try:
                if any(sp.expand(g - f) == 0 for f in instances):
                    out.append((a, b))
                    break
            except Exception:  # noqa: BLE001 - expressions sympy cannot subtract: nothing read
                continue
    return out


def _instances(src: str, letter: str, vals, math_spans, latex_value) -> List[Any]:
    """The sides of ``src``'s relations that hold ``letter`` and another variable, with the letter replaced by each
    of ``vals``."""
    out: List[Any] = []
    for a, b in _relation_spans(src, math_spans):
        for side in _sides(src[a:b]):
            if letter not in side:
                continue
            f = latex_value(side)
            own = [x for x in getattr(f, "free_symbols", ()) if str(x) == letter]  # the parser's symbol (its assumptions)
            if f is None or not own or len(f.free_symbols) < 2:
                continue
            out += [f.subs(own[0], v) for v in vals]
    return out
