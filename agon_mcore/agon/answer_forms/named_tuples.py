"""A tuple answer assigned to its names in another order: ``(y, x) = (-1, 3)`` for the ordered pair ``(x, y) = (3,
-1)``; ``(b, a, c) = (2, 1, 5)`` for ``(a, b, c)``. A point answer described by its distances to the axes in one
sentence: "three units right of the y-axis and one unit below the x-axis" for ``(3, -1)`` (:func:`point_words_spans`).

The names come from the tuple of letters the problem writes (``as an ordered pair $(x,y)$``); each value is read
with the answer reader (``parse_answer``) and matched to its name, and the assignment states the answer when every
name gets the answer's component for it. The order the problem uses is read by the component readers already.
"""
from __future__ import annotations

import re
from typing import Iterator, Optional, Tuple

__all__ = ["named_tuple_spans", "point_words_spans"]

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


_AXIS = re.compile(r"(?i)\b(\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)\s+units?\s+(?:to\s+the\s+)?(right|left|above|below|up|down)\s+(?:of|from)?\s*"
                   r"(?:(?:the\s+)?(?:\$?\s*([xy])\s*\$?-?\s*axis|origin)|it\b)")  # "... and 1 unit below it" (the origin)


def point_words_spans(text: str, answer: str) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each sentence part that places a point by its distances to the axes ("3 units right of the
    y-axis and one unit below the x-axis") where the point is the pair ``answer``. Raises nothing."""
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal
    from agon_mcore.agon.answer_forms.words import word_mentions

    parts = parse_answer(answer).parts
    if not parts or len(parts) != 2:
        return

    import sympy as sp

    def num(w: str):
        if re.fullmatch(r"\d+(?:\.\d+)?", w):
            return sp.Rational(w)
        ms = [m for m in word_mentions(w) if m.start == 0 and m.end == len(w)]
        return sp.Rational(str(ms[0].value)) if ms else None

    for sm in re.finditer(r"[^.!?\n]+", text):
        got = {}
        hits = list(_AXIS.finditer(sm.group(0)))
        for h in hits:
            v = num(h.group(1))
            if v is None:
                continue
            d = h.group(2).lower()
            if d in ("right", "left"):
                got["x"] = v if d == "right" else -v
            else:
                got["y"] = v if d in ("above", "up") else -v
        if len(got) == 2 and values_equal(got["x"], parts[0]) and values_equal(got["y"], parts[1]):
            yield sm.start() + hits[0].start(), sm.start() + hits[-1].end()
