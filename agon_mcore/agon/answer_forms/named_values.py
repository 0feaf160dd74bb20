"""A value named by a description: a mean of two values, a percentage's complement, a named constant, a fraction of a
named whole, a matrix named by its kind.

* **a mean** (:func:`named_value_spans`): "the geometric mean of $1$ and $e$" (``\\sqrt{e}``), "the arithmetic mean /
  the average of 12 and 20" (16), "the harmonic mean of 3 and 6" (4): the description is evaluated on its two operands
  (numbers, number words through the value readers, or math) and compared with the answer as a value;
* **a percentage's complement**: "6% short of a full charge", "6% shy of 100%", "6 percent below full", "6% away from
  complete" state 94% (and 0.94 where the answer is a decimal share);
* **a named constant**: "the golden ratio" (``\\frac{1+\\sqrt5}{2}``), "Euler's number" or "Napier's constant" (e),
  "the Euler-Mascheroni constant" (gamma), "Catalan's constant", "Apéry's constant" (zeta(3)), "the silver ratio"
  (1 + sqrt 2), each read as its sympy value and compared with the answer as a value;
* **a fraction of a named whole**: "one third of a full turn" (120°, 2π/3), "a quarter of the dial" (90°), "half a
  revolution", "a right angle" and "a straight angle" (90°, 180°), "half a period of sine" (π), "three quarters of an
  hour" (45 minutes), "a third of a day" (8 hours; a whole of time alone, "a day", is a unit): the fraction (number
  words or a written fraction, ``answer_forms.words``) times the whole, read in the whole's units and in radians for
  an angle, compared with the answer as a value;
* **a matrix named by its kind**: "the identity map / matrix / transformation / operator" for an identity matrix
  answer, "the zero matrix / map" for a zero one.

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


# a named whole and its size in its usual units (an angle in degrees, with radians beside it)
_WHOLES = {"turn": 360, "revolution": 360, "rotation": 360, "circle": 360, "dial": 360, "clock face": 360,
           "right angle": 90, "straight angle": 180, "period of sine": "2*pi", "period of cosine": "2*pi",
           "hour": 60, "day": 24, "week": 7, "year": 12, "decade": 10, "century": 100}
_ANGLE_WHOLES = {"turn", "revolution", "rotation", "circle", "dial", "clock face", "right angle", "straight angle"}
_WHOLE = re.compile(r"(?i)(?:(?<![\d.]\s)(?<![\d./])\b([a-z]+(?:[-\s][a-z]+){0,2}?|\d+(?:\s*/\s*\d+)?)\s+(?:of\s+)?)?\b(?:a|an|the|one)\s+"
                    r"(?:(?:full|whole|complete|single)\s+)?(" + "|".join(sorted(_WHOLES, key=len, reverse=True)).replace(" ", r"\s+") + r")s?\b")


_NAMED_MATRIX = re.compile(r"(?i)\b(identity|zero|null)\s+(?:map|matrix|transformation|operator|mapping)\b")


def _fraction(tok: str):
    """The fraction a token before a named whole writes ("one third", "a quarter", "3/4", "2"), or None."""
    import sympy as sp

    from agon_mcore.agon.answer_forms.words import word_mentions

    tok = tok.strip()
    if re.fullmatch(r"[\d/\s]+", tok):
        frac = sp.Rational(tok.replace(" ", ""))
        # "3 / 12 of an hour": a fraction still to reduce is arithmetic, not a name
        return frac if "/" not in tok or str(frac) == re.sub(r"\s", "", tok) else None
    ws = [w for w in word_mentions(tok) if w.end == len(tok)]
    return ws[-1].value if ws else None


def _whole_values(m: "re.Match"):
    """The values a fraction of a named whole reads as (the fraction times the whole, and for an angle in radians)
    and where its reading starts: ``([values], start)``."""
    import sympy as sp

    whole = re.sub(r"\s+", " ", m.group(2).lower())
    size = sp.sympify(_WHOLES[whole])
    frac = _fraction(m.group(1)) if m.group(1) else None
    start = m.start() if frac is not None else _determiner_start(m)
    if frac is None:
        if whole not in _ANGLE_WHOLES and not whole.startswith("period") or \
                not re.match(r"(?i)(?:a|an|one)\s", m.string[start:m.end()]) or m.group(0).endswith("s"):
            return [], start  # "a day", "an hour": a whole of time alone is a unit; "the turns" names the problem's things
        frac = sp.Integer(1)
    elif not (0 < frac <= 12):
        return [], start
    out = [frac * size]
    if whole in _ANGLE_WHOLES:
        out.append(frac * size * sp.pi / 180)
    return out, start


def _determiner_start(m: "re.Match") -> int:
    """Where the determiner before the whole starts (the fraction group, when it holds no number, is not read)."""
    d = re.search(r"(?i)\b(?:a|an|the|one)\s+(?:(?:full|whole|complete|single)\s+)?$", m.string[m.start():m.start(2)])
    return m.start() + d.start() if d else m.start(2)


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
    mats = [v for v in values if isinstance(v, sp.MatrixBase) and v.is_square]
    for m in _NAMED_MATRIX.finditer(text) if mats else ():
        kind = m.group(1).lower()
        if any((kind == "identity" and v == sp.eye(v.rows)) or (kind in ("zero", "null") and v.is_zero_matrix) for v in mats):
            yield m.start(), m.end()
    for m in _WHOLE.finditer(text):
        try:
            got, start = _whole_values(m)
            if any(values_equal(w, x) for w in got for x in values):
                yield start, m.end()
        except (TypeError, ValueError, AttributeError):
            continue
    share = not re.search(r"%|percent", answer)
    for m in _COMPLEMENT.finditer(text):
        try:
            rest = 100 - sp.Rational(m.group(1))
            want = [rest, rest / 100] if share else [rest]
            if any(values_equal(w, x) for w in want for x in values):
                yield m.start(), m.end()
        except Exception:  # noqa: BLE001
            continue
