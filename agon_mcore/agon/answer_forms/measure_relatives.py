"""A measure of the asked figure stated as its fixed-factor relative: the diameter for an asked radius.

Some measures of one figure are fixed multiples of each other: a circle's or sphere's diameter is twice its radius,
a square's perimeter four times its side, an equilateral triangle's perimeter three times its side, a cube's edge sum
twelve times its edge. When the problem asks one of them ("the length of the radius", "Find the side of the
square") and the draft states a related measure with a number ("the sphere has diameter 6 units", "a perimeter of
$12$", "diameter $d = 6$"), that number divided by the factor is the answer as plainly as the asked measure itself
would be (fresh18 n21). Read by what the value IS (a measure of the same figure) and where it stands (the
relation word names it, the number follows within a few words or precedes it as "a 6-unit diameter").

Not read: a relative the problem itself names (its given: "a circle of diameter 10", the draft restating it is no
statement), a problem that asks none of the measures, a square's perimeter when the problem is about no square or an
equilateral triangle's when it is about none, and a number with an operation after it (``diameter 2 \\cdot 3``: a
step still to take). :func:`measure_relative_mentions` returns ``"number"`` mentions; the reader's role rules decide
statement or work as for any mention.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence

from agon_mcore.agon.answer_forms.values import Mention, _sp

__all__ = ["measure_relative_mentions"]

# (asked measure, relative measure, factor: relative = factor * asked, the figure words that must be in the problem)
_RELATIONS = [
    ("radius", "diameter", 2, None), ("radii", "diameter", 2, None), ("diameter", "radius", "1/2", None),
    ("side", "perimeter", 4, r"\bsquares?\b"), ("side", "perimeter", 3, r"\bequilateral\s+triangles?\b"),
    ("perimeter", "side", "1/4", r"\bsquares?\b"), ("edge", "sum\\s+of\\s+(?:the\\s+|all\\s+)?(?:12\\s+|twelve\\s+)?edges",
                                                    12, r"\bcubes?\b"),
]
_ASKS = r"(?i)\b(?:what\s+is|find|compute|determine|how\s+long\s+is|calculate)\b[^.?]{0,60}?\b{w}\b|\b{w}\s+(?:is|of)\b[^.]*\?"
_NUM = r"\$?\s*(?:[a-z]\s*=\s*)?\{?(-?\d+(?:\.\d+)?)\}?\s*\$?"
_OP_AFTER = re.compile(r"\s*\$?\s*(?:[-+*/^×÷]|\\cdot|\\times|\\div)")


def _asked(problem: str, word: str) -> bool:
    return re.search(_ASKS.replace("{w}", word), problem) is not None


def measure_relative_mentions(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Mention]:
    """Numbers of ``text`` that state one of ``values`` (sympy numbers, the answer's) as a fixed-factor relative of
    the measure ``problem`` asks (module docstring); kind ``"number"``, the span is the number. Empty without a
    problem. Raises nothing."""
    if not problem or not values:
        return []
    sp = _sp()
    out: List[Mention] = []
    for asked, rel, factor, figure in _RELATIONS:
        if re.search(r"(?i)\b" + rel + r"\b", problem) or not _asked(problem, asked):
            continue  # the problem names the relative (a given) or asks another measure
        if figure and not re.search(r"(?i)" + figure, problem):
            continue
        f = sp.Rational(factor)
        after = re.compile(r"(?i)\b" + rel + r"\b(?:\s+(?:of|is|equals|was|becomes|at|the|a|an|measures|length))*"
                           r"\s*(?:=|:)?\s*" + _NUM)
        before = re.compile(r"(?i)(?<![\w.])(\d+(?:\.\d+)?)(?:\s*|-)(?:units?|cm|m|mm|in(?:ches)?|ft|feet)?[- ]?" + rel + r"\b")
        for rx in (after, before):
            for m in rx.finditer(text):
                if rx is after and _OP_AFTER.match(text, m.end(1)):
                    continue
                try:
                    v = sp.Rational(m.group(1)) / f
                except (TypeError, ValueError):
                    continue
                if any(v == a for a in values):
                    out.append(Mention(m.start(1), m.end(1), v, "number", alts=(sp.Rational(m.group(1)),)))
    return out
