"""A root stated as the point where a graph meets the x-axis.

Where the problem asks to solve an equation in one unknown (or for its root, zero or x-intercept), the point ``(5,
0)`` on the x-axis states the solution 5: "the line $y = 2x - 10$ meets the $x$-axis at $(5, 0)$", "the graph
crosses the x-axis at the point $(-3, 0)$". Read only in a sentence that names the x-axis, an x-intercept, a root or
a zero; the y-intercept ``(0, 9)`` is another point and is not read. Pure and cheap (regular expressions).
"""
from __future__ import annotations

import re
from typing import List, Optional, Sequence

from agon_mcore.agon.answer_forms.values import Mention, _sp, values_equal

__all__ = ["asks_root", "axis_point_mentions"]

_ASKS_ROOT = re.compile(r"(?i)\bsolve\b|\bsolutions?\b|\broots?\b|\bzeros?\b|\bx\$?-\s*intercepts?\b|\bvalue of \$?x\b")
_POINT = re.compile(r"\(\s*(-?\s*\d+(?:\.\d+)?(?:\s*/\s*\d+)?|\\[dt]?frac\s*\{-?\d+\}\s*\{\d+\}|-\s*\\[dt]?frac\s*\{\d+\}\s*\{\d+\})"
                    r"\s*,\s*0(?:\.0+)?\s*\)")
_AXIS_WORDS = re.compile(r"(?i)\$?x\$?[-\s]*(?:\$?-?\s*)?(?:axis|intercept)|\broots?\b|\bzeros?\b|\bcross(?:es|ing)?\b.{0,40}\baxis")


def asks_root(problem: Optional[str]) -> bool:
    """The problem asks to solve an equation, or for a root, a zero or an x-intercept. Raises nothing."""
    return bool(problem) and bool(_ASKS_ROOT.search(problem))


def axis_point_mentions(text: str, answers: Sequence, problem: Optional[str]) -> List[Mention]:
    """Mentions of ``text`` (a sympy number of ``answers`` each) that state the answer as the first coordinate of a
    point ``(a, 0)`` in a sentence about the x-axis, where ``problem`` asks a root (module docstring). A point the
    problem itself writes is a given. Raises nothing."""
    if not asks_root(problem):
        return []
    sp = _sp()
    out = []
    for m in _POINT.finditer(text):
        lo = max(text.rfind(".\n", 0, m.start()), text.rfind(". ", 0, m.start()), text.rfind("\n\n", 0, m.start())) + 1
        if not _AXIS_WORDS.search(text[lo:m.start()]) or re.sub(r"\s", "", m.group(0)) in re.sub(r"\s", "", problem):
            continue
        raw = re.sub(r"\s", "", m.group(1))
        fr = re.fullmatch(r"(-?)\\[dt]?frac\{(-?\d+)\}\{(\d+)\}", raw)
        try:
            v = sp.Rational(int(fr.group(2)), int(fr.group(3))) * (-1 if fr.group(1) else 1) if fr else sp.Rational(raw)
        except (TypeError, ValueError, ZeroDivisionError):
            continue
        if any(values_equal(v, a) for a in answers):
            out.append(Mention(m.start(), m.end(), v, "number"))
    return out
