"""The answer as one side of a shape's dimensions: "a 3-by-4 inch rectangle" for a length of 4 where the problem gives
the height 3, "a 12 × 5 m garden", "a 6 by 9 grid".

A pair of dimensions written before a shape's noun (rectangle, grid, board, room, garden, box, ...) names the
shape's sides; where one side is a value the problem gives and the other the answer's value, the pair states the
answer as a component, as "x is 3 and y is -1" states a tuple. Read by structure (the pair and the noun after it) and
value (each side against the answer and the problem's numbers): the side equal to the answer is returned
(:func:`dimension_spans`). A pair whose answer-valued side the problem gives itself, or whose other side is no given,
reads nothing: a shape of the work.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["dimension_spans"]

_SIDE = r"(\d+(?:\.\d+)?)"
_PAIR = re.compile(r"(?i)(?<![\w.])" + _SIDE + r"\s*(?:-by-|\s+by\s+|\s*[×x]\s*)" + _SIDE +
                   r"(?:\s*-?\s*(?:inch(?:es)?|in|foot|feet|ft|cm|mm|m|meters?|metres?|yards?|yd|miles?|km|units?|cells?|"
                   r"squares?|tiles?))?\s*-?\s*(?:[a-z]+\s+)?"
                   r"(?:rectangles?|grids?|boards?|rooms?|gardens?|box(?:es)?|floors?|tiles?|fields?|plots?|rugs?|sheets?|"
                   r"mosaics?|walls?|panels?|pictures?|photos?|frames?|pens?|yards?|patios?|lawns?|blocks?|arrays?|"
                   r"matri(?:x|ces)|tables?|canvas(?:es)?|windows?|doors?|pools?|courts?)\b")


def dimension_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of ``text``'s dimension pairs' sides that state the one rational answer in ``values`` (module docstring).
    Raises nothing."""
    from agon_mcore.agon.answer_forms import problem_values
    from agon_mcore.agon.answer_forms.values import rational_values

    targets = rational_values(values)
    if len(targets) != 1 or not problem:
        return []
    a = targets[0]
    pairs = list(_PAIR.finditer(text))
    if not pairs:
        return []  # (the problem is read only where a pair stands: this runs inside every reading of a text)
    givens = set(rational_values(problem_values(problem)))  # any form the reader reads: "three inches tall" gives 3
    if a in givens:
        return []
    out = []
    for m in pairs:
        x, y = Fraction(m.group(1)), Fraction(m.group(2))
        if x == a and y in givens:
            out.append(m.span(1))
        elif y == a and x in givens:
            out.append(m.span(2))
    return out

