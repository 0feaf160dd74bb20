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

__all__ = ["degree_mentions", "turn_mentions"]

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


# an angle as a fraction of a full turn: "a quarter turn" (90°, π/2), "half a revolution", "three quarters of a turn"
_TURN_FRACTION = {"quarter": (1, 4), "half": (1, 2), "third": (1, 3), "sixth": (1, 6), "eighth": (1, 8), "full": (1, 1),
                  "complete": (1, 1), "whole": (1, 1), "three quarters": (3, 4), "two thirds": (2, 3)}
_TURN = re.compile(r"(?i)\b(?:an?\s+|one\s+)?(three[-\s]quarters?|two\s+thirds|quarter|half|third|sixth|eighth|full|complete|whole)"
                   r"(?:[-\s]+(?:of\s+)?(?:a\s+|one\s+)?(?:full\s+)?)?(?:turn|revolution|rotation|circle)s?\b")
_ASKS_ANGLE = re.compile(r"(?i)\bdegrees?\b|\bangle\b|\bradians?\b|\brotat|\bturns?\b|°")


def turn_mentions(text: str, answers: Sequence, problem: Optional[str]) -> List[Mention]:
    """Mentions of ``text`` that state an angle answer as a fraction of a full turn ("the hand sweeps a quarter turn"
    for 90 degrees or π/2), where the problem asks an angle and does not name that fraction itself. Kind ``words``."""
    if not problem or not _ASKS_ANGLE.search(problem):
        return []
    sp = _sp()
    out = []
    for m in _TURN.finditer(text):
        key = re.sub(r"^three quarters?$", "three quarters", re.sub(r"[-\s]+", " ", m.group(1).lower()))
        num, den = _TURN_FRACTION.get(key, (None, None))
        if num is None or re.search(r"(?i)\b" + re.escape(m.group(1)) + r"[-\s]+(?:of\s+)?(?:a\s+)?(?:turn|revolution)", problem):
            continue
        for v in (sp.Rational(360 * num, den), 2 * sp.pi * sp.Rational(num, den)):
            if any(values_equal(v, a) for a in answers):
                out.append(Mention(m.start(), m.end(), v, "words"))
    return out
