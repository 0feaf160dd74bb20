"""A tuple answer assigned to its names in another order: ``(y, x) = (-1, 3)`` for the ordered pair ``(x, y) = (3,
-1)``; ``(b, a, c) = (2, 1, 5)`` for ``(a, b, c)``.

The names come from the tuple of letters the problem writes (``as an ordered pair $(x,y)$``); each value is read
with the answer reader (``parse_answer``) and matched to its name, and the assignment states the answer when every
name gets the answer's component for it. The order the problem uses is read by the component readers already.
"""
from __future__ import annotations

import re
from typing import Iterator, Optional, Tuple

__all__ = ["named_tuple_spans"]

_NAMES = r"\(\s*([a-z])\s*,\s*([a-z])(?:\s*,\s*([a-z]))?(?:\s*,\s*([a-z]))?\s*\)"
_PROBLEM_NAMES = re.compile(r"\$?\\?\(?\s*" + _NAMES)
_ASSIGNED = re.compile(_NAMES + r"\s*(?:=|:=|\\coloneqq|\\to|\\mapsto|is|are)\s*\$?\s*\\?(?:left)?\(\s*([^()$\n]{1,80}?)\s*\\?(?:right)?\)")


def named_tuple_spans(text: str, answer: str, problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each names-tuple assignment in ``text`` that gives every name of the problem's answer tuple
    its component of ``answer`` (module docstring), in an order other than the problem's. Raises nothing."""
    if not problem:
        return
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    parts = parse_answer(answer).parts
    if not parts or len(parts) < 2:
        return
    want = None
    for pm in _PROBLEM_NAMES.finditer(problem):
        names = [g for g in pm.groups() if g]
        if len(names) == len(parts) and len(set(names)) == len(names):
            want = dict(zip(names, parts))
            break
    if want is None:
        return
    for m in _ASSIGNED.finditer(text):
        names = [g for g in m.groups()[:4] if g]
        if sorted(names) != sorted(want) or names == list(want):
            continue
        pieces = [p.strip() for p in m.group(5).split(",")]
        if len(pieces) != len(names):
            continue
        ok = True
        for name, piece in zip(names, pieces):
            vals = parse_answer(piece).values
            if not vals or not values_equal(vals[0], want[name]):
                ok = False
                break
        if ok:
            yield m.start(5), m.end(5)
