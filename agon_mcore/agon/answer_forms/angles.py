"""An angle answer in radians read back from degrees: ``45^\\circ``, ``45°``, "45 degrees" for ``\\frac{\\pi}{4}``.

The reverse of ``relatives._radian_mentions`` (radians where the problem asks for degrees): a draft that
works in degrees and converts at the end keeps the answer in degrees in its conversion (``45^\\circ \\times
\\frac{\\pi}{180^\\circ}``) or in a check (``\\sin 45^\\circ = \\cos 45^\\circ``). Read only where the problem
does not ask for degrees and the answer is a rational multiple of pi; the degrees must equal the answer
exactly (N·π/180). A degree value the problem states is a given (the caller's rule for givens applies).
"""
from __future__ import annotations

import re
from typing import List, Optional, Sequence

from agon_mcore.agon.answer_forms.values import Mention, _sp, values_equal

__all__ = ["degree_mentions"]

_DEGREES = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?:\^\s*\{?\s*\\circ(?:\s*\})?|°|\\degree\b|\s+degrees?\b)")


def degree_mentions(text: str, answers: Sequence, problem: Optional[str]) -> List[Mention]:
    """Mentions of ``text`` that state a radian answer in degrees (module docstring); ``answers``: sympy values."""
    if problem is not None and re.search(r"(?i)\bdegrees?\b|°|\\circ", problem):
        return []  # the problem works in degrees: a degree value is the answer's own unit, read elsewhere
    sp = _sp()
    rad = [a for a in answers if getattr(a, "is_number", False) and a.has(sp.pi) and (a / sp.pi).is_rational]
    if not rad:
        return []
    out = []
    for m in _DEGREES.finditer(text):
        v = sp.Rational(m.group(1)) * sp.pi / 180
        if any(values_equal(v, a) for a in rad):
            out.append(Mention(m.start(), m.end(), v, "number"))
    return out
