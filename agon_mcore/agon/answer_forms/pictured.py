"""The answer drawn rather than written: a bar of one glyph per unit (``##################`` for 18, ``★★★★★``), or the
value of a point a draft reads off a graph ("we read off the point (9, 18) on the graph of R").

* **A bar** is a run of at least five copies of one glyph that is no rule or fence (``#``, ``*``, ``|``, ``■``, ``█``,
  ``●``, ``★``, an emoji; not ``-``, ``=``, ``_``, ``~`` or a backtick) after a label on its line ("Money: ####"), or
  alone on its line under a line that introduces it ("Money as a bar, one # per dollar:"): unary notation, its length
  is its value. A run whose length equals the answer states it; a bare run with no introduction is a rule.
* **A point** is one pair ``(x, y)`` named a point ("the point (9, 18)", "at the point $(9, 18)$"), not in a list of
  pairs: its second coordinate is the value of the graph at ``x``; where it equals the answer and ``x`` does not, it
  states the answer read off the graph.

Returns spans (:func:`pictured_spans`); raises nothing.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Sequence, Tuple

__all__ = ["pictured_spans"]

_BAR = re.compile(r"(?m)^[ \t>]*(?:[A-Za-z][\w ]{0,30}:\s*)?(([#*|■□█▓▒░●○★☆◆♦✱✦•]|[\U0001F300-\U0001FAFF])\2{4,})[ \t]*$")
_INTRO = re.compile(r"(?i)\b(?:bar|chart|graph|plot|per|each|one|tally|unary)\b[^\n]*:\s*$")  # "a bar, one # per dollar:"
_POINT = re.compile(r"(?i)\bpoint\s+\$?\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)\$?")
_PAIR_LIST = re.compile(r"\)\s*\$?\s*(?:,|and)\s*\$?\s*\(")


def pictured_spans(text: str, values: Sequence[Any]) -> List[Tuple[int, int]]:
    """Spans of the bars and points of ``text`` that state the one rational answer in ``values`` (module
    docstring)."""
    from agon_mcore.agon.answer_forms.values import rational_values

    targets = rational_values(values)
    if len(targets) != 1:
        return []
    a = targets[0]
    out = []
    if a.denominator == 1 and 5 <= a <= 200:
        for m in _BAR.finditer(text):
            prev = text[:m.start()].rstrip().rsplit("\n", 1)[-1]
            if len(m.group(1)) == a and (m.group(0).strip() != m.group(1) or _INTRO.search(prev)):
                out.append(m.span(1))
    for m in _POINT.finditer(text):
        x, y = Fraction(m.group(1)), Fraction(m.group(2))
        if y == a and x != a and not _PAIR_LIST.match(text, m.end() - 1) and \
                not _PAIR_LIST.search(text[max(0, m.start() - 6):m.start() + len(m.group(0).split("(")[0]) + 1]):
            out.append(m.span(2))
    return out
