"""A rational number written as a finite continued fraction: ``[1; 2, 3, 4]`` is ``1 + 1/(2 + 1/(3 + 1/4)) = 43/30``.

The bracket with a semicolon after the first term is the standard notation (the integer part, then the partial
denominators); the value is read exactly and compared with the answer like any other value. A list without the
semicolon (``[1, 2, 3, 4]``) is a list, and a bracket with an ellipsis (an infinite expansion) states no value here.
"""
from __future__ import annotations

import re
from typing import List

from agon_mcore.agon.answer_forms.values import Mention

__all__ = ["continued_fraction_mentions", "continued_fraction_value"]

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


def continued_fraction_mentions(text: str) -> List[Mention]:
    """Mentions of ``text`` written as finite continued fractions (module docstring), kind ``number``. Raises nothing."""
    if ";" not in text:
        return []
    out = []
    for m in _CF.finditer(text):
        v = continued_fraction_value(m.group(1), m.group(2))
        if v is not None:
            out.append(Mention(m.start(), m.end(), v, "number"))
    return out
