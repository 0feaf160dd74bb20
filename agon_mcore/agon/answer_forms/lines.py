"""A line answer stated by its parts: its slope and a point on it, or its slope and its intercept.

A problem that asks for a line ("Express your answer in the form $y = mx + b$") is answered by ``y = 2x + 3``, and a
draft may state the same line as "the line of slope $2$ through the point $(0, 3)$" or "slope 2, y-intercept 3": the
line is determined by those parts, so the phrase states the answer. The answer is read as ``y = m x + b`` (sympy:
``y - (m x + b)`` linear in ``x``), and a sentence that names the slope ``m`` and, after it, a point ``(x0, y0)`` with
``y0 = m x0 + b`` or the intercept ``b`` is read. Only such a pair in one sentence counts: a slope alone is a part.
"""
from __future__ import annotations

import functools
import re
from typing import List, Optional, Tuple

__all__ = ["line_part_spans"]

_NUM = r"[-−]?\s*(?:\\[dt]?frac\s*\{[^{}]+\}\s*\{[^{}]+\}|\d+(?:\.\d+)?(?:\s*/\s*\d+)?)"
_SLOPE = re.compile(r"(?i)\bslope\s+(?:of\s+)?(?:is\s+|=\s*|equal\s+to\s+)?\$?\s*(" + _NUM + r")\s*\$?")
_POINT = re.compile(r"(?i)\b(?:through|passing\s+through|via|containing|at)\s+(?:the\s+point\s+)?\$?\s*\(\s*(" + _NUM +
                    r")\s*,\s*(" + _NUM + r")\s*\)\s*\$?")
_INTERCEPT = re.compile(r"(?i)\b(?:y[-\s]?)?intercept\s+(?:of\s+|at\s+)?(?:is\s+|=\s*)?\$?\s*(" + _NUM + r")\s*\$?")


def _value(tok: str):
    import sympy

    t = tok.replace("−", "-").replace(" ", "")
    m = re.fullmatch(r"(-?)\\[dt]?frac\{([^{}]+)\}\{([^{}]+)\}", t)
    if m:
        return sympy.Rational(m.group(2), m.group(3)) * (-1 if m.group(1) else 1)
    return sympy.Rational(t)


@functools.lru_cache(maxsize=256)
def _line(answer: str) -> Optional[Tuple]:
    """``(m, b)`` of an answer ``y = m x + b``, else ``None``."""
    import sympy

    a = re.sub(r"\\[dt]frac", r"\\frac", answer.replace("$", "").strip())
    if not re.match(r"\s*y\s*=", a):
        return None
    rhs = a.split("=", 1)[1]
    rhs = re.sub(r"\\frac\{([^{}]+)\}\{([^{}]+)\}", r"((\1)/(\2))", rhs).replace("\\cdot", "*").replace("−", "-")
    rhs = re.sub(r"(\d)\s*([a-z(])", r"\1*\2", rhs)
    rhs = re.sub(r"\)\s*([a-z(])", r")*\1", rhs)
    try:
        x = sympy.Symbol("x")
        e = sympy.sympify(rhs, locals={"x": x})
    except Exception:  # noqa: BLE001 - not an expression we read
        return None
    if not e.free_symbols <= {x}:
        return None
    poly = sympy.Poly(e, x) if e.free_symbols else None
    if poly is None or poly.degree() != 1:
        return None
    return poly.coeff_monomial(x), poly.coeff_monomial(1)


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
            try:
                if _value(sm.group(1)) != m:
                    continue
            except Exception:  # noqa: BLE001
                continue
            rest = st[sm.end():]
            for pm in _POINT.finditer(rest):
                try:
                    ok = _value(pm.group(2)) == m * _value(pm.group(1)) + b
                except Exception:  # noqa: BLE001
                    ok = False
                if ok:
                    out.append((sent.start() + sm.start(), sent.start() + sm.end() + pm.end()))
            for im in _INTERCEPT.finditer(rest):
                try:
                    ok = _value(im.group(1)) == b
                except Exception:  # noqa: BLE001
                    ok = False
                if ok:
                    out.append((sent.start() + sm.start(), sent.start() + sm.end() + im.end()))
    return out
