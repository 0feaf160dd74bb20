"""A length named by a Pythagorean triple: "a 3-4-5 right triangle" (its hypotenuse 5), "a 3-4-5 triangle scaled by
$\\frac14$" (5/4), "a 5-12-13 triangle with k = 2" (26).

The three numbers must form a right triangle (a² + b² = c², in any order); the value is the hypotenuse times the
scale named in the same phrase ("scaled by", "times", "with k = ", "by a factor of"; 1 without one), compared with the
answer as a value. A triple that the problem itself names is a given (no mention).
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["triple_spans"]

_SCALE = r"(\$?\\[dt]?frac\s*(?:\{\s*\d+\s*\}|\d)\s*(?:\{\s*\d+\s*\}|\d)\$?|\d+(?:\.\d+)?(?:\s*/\s*\d+)?)"
_TRIPLE = re.compile(r"(?<![\d.])(\d{1,4})\s*[-–:,]\s*(\d{1,4})\s*[-–:,]\s*(\d{1,4})(?![\d.])\s*(?:right\s+)?(?:triangle|triple)s?"
                     r"(?:\s*,?\s*(?:scaled\s+(?:up\s+|down\s+)?by|times|with\s+(?:scale\s+(?:factor\s+)?)?[a-z]\s*=|"
                     r"by\s+a\s+factor\s+of|shrunk\s+by|enlarged\s+by)\s*" + _SCALE + r")?", re.IGNORECASE)


def _scale_value(s: Optional[str]):
    from fractions import Fraction

    if not s:
        return Fraction(1)
    t = s.strip("$ ")
    m = re.match(r"\\[dt]?frac\s*(?:\{\s*(\d+)\s*\}|(\d))\s*(?:\{\s*(\d+)\s*\}|(\d))", t)
    if m:
        return Fraction(int(m.group(1) or m.group(2)), int(m.group(3) or m.group(4)))
    t = re.sub(r"\s", "", t)
    return Fraction(t) if "/" in t else Fraction(t)


def triple_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> List[Tuple[int, int]]:
    """``(start, end)`` of each Pythagorean-triple phrase of ``text`` whose scaled hypotenuse equals one of ``values``
    (sympy numbers; module docstring). Raises nothing."""
    import sympy as sp

    from agon_mcore.agon.answer_forms.values import values_equal

    if "triangle" not in text.lower() and "triple" not in text.lower():
        return []
    flat = re.sub(r"\s", "", problem or "")
    out = []
    for m in _TRIPLE.finditer(text):
        a, b, c = sorted(int(x) for x in m.group(1, 2, 3))
        if a * a + b * b != c * c or re.sub(r"\s", "", m.group(0)[:len(m.group(1)) + 8]) in flat:
            continue
        try:
            v = sp.Rational(_scale_value(m.group(4)) * c)
        except (ValueError, ZeroDivisionError):
            continue
        if any(values_equal(v, x) for x in values):
            out.append(m.span())
    return out
