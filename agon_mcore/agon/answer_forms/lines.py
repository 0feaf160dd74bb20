"""A line answer stated by its parts: its slope and a point on it, or its slope and its intercept.

A problem that asks for a line ("Express your answer in the form $y = mx + b$") is answered by ``y = 2x + 3``, and a
draft may state the same line as "the line of slope $2$ through the point $(0, 3)$" or "slope 2, y-intercept 3": the
line is determined by those parts, so the phrase states the answer. The answer is read as ``y = m x + b`` (the reader's
parse, ``Eq(y, m x + b)``), and a sentence that names the slope ``m`` and, after it, a point ``(x0, y0)`` with
``y0 = m x0 + b`` or the intercept ``b`` is read. Only such a pair in one sentence counts: a slope alone is a part.
"""
from __future__ import annotations

import functools
import re
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms.values import values_equal
from agon_mcore.agon.answer_forms.compare import parse_answer

__all__ = ["line_part_spans"]

_NUM = r"[-−]?\s*(?:\\[dt]?frac\s*\{[^{}]+\}\s*\{[^{}]+\}|\d+(?:\.\d+)?(?:\s*/\s*\d+)?)"
_SLOPE = re.compile(r"(?i)\bslope\s+(?:of\s+)?(?:is\s+|=\s*|equal\s+to\s+)?\$?\s*(" + _NUM + r")\s*\$?")
_POINT = re.compile(r"(?i)\b(?:through|passing\s+through|via|containing|at)\s+(?:the\s+point\s+)?\$?\s*\(\s*(" + _NUM +
                    r")\s*,\s*(" + _NUM + r")\s*\)\s*\$?")
_INTERCEPT = re.compile(r"(?i)\b(?:y[-\s]?)?intercept\s+(?:of\s+|at\s+)?(?:is\s+|=\s*)?\$?\s*(" + _NUM + r")\s*\$?")


def _value(tok: str):
    """A slope, a coordinate or an intercept as the answer reader reads it (``2``, ``-1/2``, ``\\frac{1}{2}``)."""
    vals = parse_answer(tok.strip()).values
    return vals[0] if len(vals) == 1 else None


@functools.lru_cache(maxsize=256)
def _line(answer: str) -> Optional[Tuple]:
    """``(m, b)`` of an answer ``y = m x + b`` (the reader's own parse: ``Eq(y, m x + b)``), else ``None``."""
    import sympy

    x = sympy.Symbol("x")
    for v in parse_answer(answer).values:
        if isinstance(v, sympy.Eq) and v.lhs == sympy.Symbol("y") and v.rhs.free_symbols == {x}:
            poly = sympy.Poly(sympy.expand(v.rhs), x)
            if poly.degree() == 1:
                return poly.coeff_monomial(x), poly.coeff_monomial(1)
    return None


def line_part_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """``(start, end)`` of each sentence part of ``text`` that names the line ``answer`` (``y = m x + b``) by its slope
    and a point on it or its intercept (module docstring). Empty for other answers. Raises nothing."""
    try:
        line = _line(answer)
    except Exception:  # noqa: BLE001 - an answer sympy cannot read is no line
        return []
    if line is None:
        return []
    m, b = line
    out: List[Tuple[int, int]] = []
    for sent in re.finditer(r"[^.;\n]+(?:\.(?!\d)|;|\n|$)", text):
        st = sent.group(0)
        for sm in _SLOPE.finditer(st):
            if not values_equal(_value(sm.group(1)), m):
                continue
            rest = st[sm.end():]
            for pm in _POINT.finditer(rest):
                x0, y0 = _value(pm.group(1)), _value(pm.group(2))
                if x0 is not None and values_equal(y0, m * x0 + b):
                    out.append((sent.start() + sm.start(), sent.start() + sm.end() + pm.end()))
            for im in _INTERCEPT.finditer(rest):
                if values_equal(_value(im.group(1)), b):
                    out.append((sent.start() + sm.start(), sent.start() + sm.end() + im.end()))
    return out
