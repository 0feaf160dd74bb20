"""A value named by a description that computes it: a mean of two values, a percentage's complement to the whole.

* **a mean** (:func:`named_value_spans`): "the geometric mean of $1$ and $e$" (``\\sqrt{e}``), "the arithmetic mean /
  the average of 12 and 20" (16), "the harmonic mean of 3 and 6" (4): the description is evaluated on its two operands
  (numbers, number words through the value readers, or math) and compared with the answer as a value;
* **a percentage's complement**: "6% short of a full charge", "6% shy of 100%", "6 percent below full", "6% away from
  complete" state 94% (and 0.94 where the answer is a decimal share);
* **a named constant**: "the golden ratio" (``\\frac{1+\\sqrt5}{2}``), "Euler's number" or "Napier's constant" (e),
  "the Euler-Mascheroni constant" (gamma), "Catalan's constant", "Apéry's constant" (zeta(3)), "the silver ratio"
  (1 + sqrt 2), each read as its sympy value and compared with the answer as a value.

A description of another quantity stays: its value is not the answer's.
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Sequence, Tuple

__all__ = ["named_value_spans"]

_OPERAND = r"(\$[^$\n]{1,40}\$|[-−]?\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)"
_MEAN = re.compile(r"(?i)\b(?:the\s+)?(geometric|arithmetic|harmonic)?\s*(mean|average)\s+of\s+" + _OPERAND +
                   r"\s+and\s+" + _OPERAND)
_COMPLEMENT = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:%|\\%|\s+percent)\s+(?:short\s+of|shy\s+of|below|under|away\s+from|"
                         r"less\s+than|off)\s+(?:a\s+|the\s+)?(?:full|complete|whole|100\s*(?:%|\\%|percent))")


_CONSTANTS = (
    (r"golden\s+(?:ratio|mean|section)", "GoldenRatio"),
    (r"(?:euler'?s|napier'?s)\s+(?:number|constant\s+e)|napier'?s\s+constant|the\s+natural\s+(?:logarithm\s+)?base", "E"),
    (r"euler[-–\s]+mascheroni(?:\s+constant)?", "EulerGamma"),
    (r"catalan'?s\s+constant", "Catalan"),
    (r"ap[ée]ry'?s\s+constant", "zeta(3)"),
    (r"silver\s+ratio", "1 + sqrt(2)"),
)
_CONSTANT = re.compile(r"(?i)\b(?:" + "|".join(f"({rx})" for rx, _ in _CONSTANTS) + r")")


def _operand(tok: str):
    from agon_mcore.agon.answer_forms.values import latex_value, plain_value
    from agon_mcore.agon.answer_forms.words import word_mentions

    t = tok.strip().strip("$").strip().replace("−", "-")
    if re.fullmatch(r"[a-z]+(?:-[a-z]+)?", t) and t not in ("e", "pi"):
        ms = word_mentions(t)
        return ms[0].value if len(ms) == 1 and ms[0].start == 0 and ms[0].end == len(t) else None
    return latex_value(t) if latex_value(t) is not None else plain_value(t)


def named_value_spans(text: str, values: Sequence[Any], answer: str) -> Iterator[Tuple[int, int]]:
    """Spans of descriptions in ``text`` whose computed value equals one of ``values`` (the answer's; module
    docstring). ``answer``: its text (a percentage or a share). Raises nothing."""
    from agon_mcore.agon.answer_forms import values_equal

    if not values:
        return
    import sympy as sp

    for m in _MEAN.finditer(text) if re.search(r"(?i)\b(?:mean|average)\s+of\b", text) else ():
        try:
            a, b = _operand(m.group(3)), _operand(m.group(4))
            if a is None or b is None:
                continue
            kind = (m.group(1) or "arithmetic").lower()
            v = sp.sqrt(a * b) if kind == "geometric" else 2 * a * b / (a + b) if kind == "harmonic" else (a + b) / 2
            if any(values_equal(v, x) for x in values):
                yield m.start(), m.end()
        except Exception:  # noqa: BLE001 (an operand sympy cannot combine: nothing read)
            continue
    for m in _CONSTANT.finditer(text):
        value = sp.sympify(_CONSTANTS[m.lastindex - 1][1])
        if any(values_equal(value, x) for x in values):
            yield m.start(), m.end()
    share = not re.search(r"%|percent", answer)
    for m in _COMPLEMENT.finditer(text):
        try:
            rest = 100 - sp.Rational(m.group(1))
            want = [rest, rest / 100] if share else [rest]
            if any(values_equal(w, x) for w in want for x in values):
                yield m.start(), m.end()
        except Exception:  # noqa: BLE001
            continue
