"""A rational number written as a finite continued fraction: ``[1; 2, 3, 4]`` is ``1 + 1/(2 + 1/(3 + 1/4)) = 43/30``.

The bracket with a semicolon after the first term is the standard notation (the integer part, then the partial
denominators); the value is read exactly and compared with the answer like any other value. A list without the
semicolon (``[1, 2, 3, 4]``) is a list. An infinite expansion states a value where its tail repeats: ``[1; 1, 1, 1,
\\dots]`` is the golden ratio, ``[1; \\overline{2}]`` is ``\\sqrt2`` (a periodic tail solves a quadratic,
:func:`periodic_value`); an ellipsis after terms that show no period states no value.
"""
from __future__ import annotations

import re
from typing import List

from agon_mcore.agon.answer_forms.values import Mention

__all__ = ["continued_fraction_mentions", "continued_fraction_value", "periodic_value"]

_TERM = r"\s*[-−]?\d{1,6}\s*"
_CF = re.compile(r"(?:\\left)?[\[⟨]" + rf"({_TERM});({_TERM}(?:,{_TERM}){{0,24}})" + r"(?:\\right)?[\]⟩]")


def continued_fraction_value(head: str, tail: str):
    """The value of ``[head; tail]`` (``tail``: comma-separated positive integers) as a sympy Rational, or None."""
    import sympy as sp

    try:
        terms = [int(head.replace("−", "-"))] + [int(x.replace("−", "-")) for x in tail.split(",")]
    except ValueError:
        return None
    if any(t <= 0 for t in terms[1:]):
        return None
    value = sp.Integer(terms[-1])
    for t in reversed(terms[:-1]):
        value = t + 1 / value
    return value


_ELLIPSIS = r"\s*,?\s*(?:\\[lc]?dots|…|\.\.\.)\s*"
_PERIODIC = re.compile(r"(?:\\left)?[\[⟨]" + rf"({_TERM});\s*(?:\\overline\s*\{{({_TERM}(?:,{_TERM}){{0,8}})\}}|({_TERM}(?:,{_TERM}){{1,24}})"
                       + _ELLIPSIS + r")\s*(?:\\right)?[\]⟩]")


def periodic_value(head: str, period: List[int]):
    """The value of ``[head; period, period, ...]`` (the tail repeating ``period``, positive integers) as an exact
    sympy number: the tail ``y`` solves ``y = [period; y]``, a quadratic. None for bad terms."""
    import sympy as sp

    if not period or any(t <= 0 for t in period):
        return None
    m = sp.Matrix([[1, 0], [0, 1]])
    for t in period:
        m = m * sp.Matrix([[t, 1], [1, 0]])
    y = sp.Symbol("y", positive=True)
    roots = [r for r in sp.solve(sp.Eq(y * (m[1, 0] * y + m[1, 1]), m[0, 0] * y + m[0, 1]), y) if r.is_positive]
    return sp.nsimplify(int(head.replace("−", "-")) + 1 / roots[0]) if roots else None


def _period(terms: List[int]) -> List[int]:
    """The shortest block that ``terms`` repeat, shown at least twice (three times for a block of one); [] if none."""
    for p in range(1, len(terms) // 2 + 1):
        if len(terms) >= (3 if p == 1 else 2 * p) and all(terms[i] == terms[i % p] for i in range(len(terms))):
            return terms[:p]
    return []


def continued_fraction_mentions(text: str) -> List[Mention]:
    """Mentions of ``text`` written as continued fractions, finite or with a repeating tail (module docstring), kind
    ``number``. Raises nothing."""
    if ";" not in text:
        return []
    out = []
    for m in _CF.finditer(text):
        v = continued_fraction_value(m.group(1), m.group(2))
        if v is not None:
            out.append(Mention(m.start(), m.end(), v, "number"))
    for m in _PERIODIC.finditer(text):  # "[1; 1, 1, 1, \\dots]", "[1; \\overline{2}]"
        try:
            terms = [int(x.replace("−", "-")) for x in (m.group(2) or m.group(3)).split(",")]
        except ValueError:
            continue
        v = periodic_value(m.group(1), terms if m.group(2) else _period(terms))
        if v is not None:
            out.append(Mention(m.start(), m.end(), v, "number"))
    return out
