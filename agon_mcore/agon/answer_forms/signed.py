"""A negative answer stated as its magnitude and its sign apart: "the magnitude of the sum is 50, and the sum is
negative", "its absolute value is 7 and it lies below zero" for -50 and -7. A ± pair stated as the numbers at a
distance from zero: "the two numbers at distance 3 from the origin" for ``\\pm 3`` (:func:`distance_pair_spans`). A value named
by its relation to the answer itself: "$2 - 7i$, the negative of what we want", "14, twice the answer", "0.25, the
reciprocal of the result" (:func:`answer_relative_spans`). A number by its distance and direction from zero ("5 units
to the left of the origin" for -5: :func:`direction_spans`).

In one sentence, a magnitude phrase (``magnitude``, ``absolute value``) states a number ``X`` and a sign word
(``negative``, "below zero", "less than zero") follows or precedes it; ``-X`` is compared with the answer as a value.
The number's span is read. A magnitude the problem gives is not.
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Optional, Sequence, Tuple

__all__ = ["signed_magnitude_spans", "distance_pair_spans", "answer_relative_spans", "direction_spans"]

_MAGNITUDE = re.compile(r"(?i)\b(?:magnitude|absolute\s+value|modulus)\b[^.;\n\d]{0,60}?(?:\bis\b|\bequals\b|=|\bof\b)?\s*\$?\s*"
                        r"(\d+(?:\.\d+)?)(?![\d.]\d)")
_NEGATIVE = re.compile(r"(?i)\bnegative\b|\bbelow\s+zero\b|\bless\s+than\s+(?:0|zero)\b|\bminus\s+sign\b|\bsign\s+is\s+minus\b")


def signed_magnitude_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each magnitude whose negative, named negative in the same sentence, equals one of
    ``values`` (sympy numbers; module docstring). Raises nothing."""
    import sympy as sp

    from agon_mcore.agon.answer_forms.values import SENTENCE, values_equal

    negs = []
    for v in values:
        try:
            if getattr(v, "is_number", False) and getattr(v, "is_rational", False) and v < 0:
                negs.append(v)
        except TypeError:
            continue
    if not negs:
        return
    for sm in SENTENCE.finditer(text):
        sent = sm.group(0)
        if not _NEGATIVE.search(sent):
            continue
        for m in _MAGNITUDE.finditer(sent):
            x = -sp.Rational(m.group(1))
            if any(values_equal(x, v) for v in negs) and not (problem and re.search(r"(?<![\d.])" + re.escape(m.group(1)) + r"(?![\d.]\d|\d)", problem)):
                yield sm.start() + m.start(1), sm.start() + m.end(1)


_DISTANCE = re.compile(r"(?i)\b(?:numbers?|values?|points?|solutions?|roots?|reals?)\s+(?:at\s+(?:a\s+)?distance\s+(?:of\s+)?|"
                       r"(?:whose|with)\s+(?:distance|absolute\s+value)\s+(?:from\s+(?:the\s+origin|zero|0)\s+)?(?:is\s+)?)"
                       r"\$?(\d+(?:\.\d+)?)\$?(?:\s+from\s+(?:the\s+origin|zero|0))?")


# a pair c ± d named by its centre and its half-width, in one sentence: "symmetric about $x = 1$, each at distance
# $\\sqrt{19}$ from the centre", "midpoint 3 with radius $\\sqrt5$", "centred at 2 with half-width 3"
_VAL = r"\$?\s*(?:[a-z]\s*=\s*)?(-?(?:\d+(?:\.\d+)?|\\sqrt\s*\{?\s*\d+\s*\}?|\\frac\s*\{[^{}]*\}\s*\{[^{}]*\}|\d*\s*\\sqrt\s*\{?\s*\d+\s*\}?))\s*\$?"
_CENTRE_RADIUS = re.compile(r"(?i)\b(?:centre|center|midpoint|mid-point|symmetric(?:ally)?\s+(?:about|around)|centred\s+at|centered\s+at)"
                            r"\s+(?:is\s+|at\s+|of\s+)?" + _VAL + r"[^.;\n]{0,60}?\b(?:distance|radius|half-?width|spread|offset)\s+"
                            r"(?:of\s+|is\s+)?" + _VAL)


def _centre_radius_spans(text: str, parts) -> Iterator[Tuple[int, int]]:
    """Phrases naming a pair ``c ± d`` by its centre and half-width (:data:`_CENTRE_RADIUS`) where ``parts`` are
    ``c + d`` and ``c - d``. Raises nothing."""
    import sympy as sp

    from agon_mcore.agon.answer_forms.values import latex_value, values_equal

    try:
        lo, hi = sorted((sp.nsimplify(parts[0]), sp.nsimplify(parts[1])), key=lambda v: float(v))
    except (TypeError, ValueError):
        return
    for m in _CENTRE_RADIUS.finditer(text):
        c, d = latex_value(m.group(1)), latex_value(m.group(2))
        if c is None or d is None:
            continue
        if values_equal(c - d, lo) and values_equal(c + d, hi):
            yield m.span()


def distance_pair_spans(text: str, answer: str) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each phrase naming the numbers at a distance ``d`` from zero where ``answer`` is the pair
    ``±d`` (module docstring), or a pair ``c ± d`` by its centre and half-width ("midpoint 3 with radius $\\sqrt5$").
    Raises nothing."""
    import sympy as sp

    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    parts = parse_answer(answer).parts
    if not parts or len(parts) != 2:
        return
    yield from _centre_radius_spans(text, parts)
    if not values_equal(sp.nsimplify(parts[0]), -sp.nsimplify(parts[1])):
        return
    for m in _DISTANCE.finditer(text):
        d = sp.Rational(m.group(1))
        if d != 0 and any(values_equal(d, p) for p in parts):
            yield m.span()


_TARGET = r"(?:what\s+we\s+(?:want|need|are\s+after|seek)|the\s+(?:correct\s+|true\s+|right\s+|final\s+|actual\s+)?(?:answer|result|value\s+we\s+want)|our\s+(?:answer|target|result)|the\s+target)"
_RELATIVE = re.compile(r"(?i)(\$[^$\n]{1,40}\$|[-−]?\d+(?:\.\d+)?)\s*[,(—–-]*\s*(?:which\s+is\s+|i\.e\.\s*)?(?:exactly\s+|precisely\s+)?"
                       r"(the\s+negative\s+of|the\s+opposite\s+of|minus|the\s+reciprocal\s+of|twice|double|half(?:\s+of)?|"
                       r"(?:\d+|two|three|four|five|ten)\s+times)\s+" + _TARGET)
_WORD_K = {"two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}


def answer_relative_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each value the text names by its relation to the answer ("the negative of what we want")
    whose inverse relation gives one of ``values`` (sympy numbers or sets): the value's span. Raises nothing."""
    if not values or not re.search(r"(?i)what\s+we|answer|result|target", text):
        return
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    for m in _RELATIVE.finditer(text):
        got = parse_answer(m.group(1).strip("$ ").replace("−", "-")).values
        if not got:
            continue
        v, rel = got[0], m.group(2).lower()
        try:
            if rel.startswith(("the negative", "the opposite", "minus")):
                w = -v
            elif rel.startswith("the reciprocal"):
                w = 1 / v
            elif rel in ("twice", "double"):
                w = v / 2
            elif rel.startswith("half"):
                w = 2 * v
            else:
                k = rel.split()[0]
                w = v / int(_WORD_K.get(k, k))
        except (TypeError, ZeroDivisionError, ValueError):
            continue
        if any(values_equal(w, x) for x in values):
            yield m.span(1)


# a number on a line by its distance and direction from zero: "5 units to the left of the origin" (-5), "3 steps right
# of zero" (3), "2 units below the origin" (-2)
_DIRECTION = re.compile(r"(?i)\b(\d+(?:\.\d+)?|[a-z]+)\s+(?:units?|steps?|places?)\s+(?:to\s+the\s+)?(left|right|below|above)\s+"
                        r"(?:of\s+)?(?:the\s+)?(origin|zero\b|0\b)")


def direction_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each phrase that places a number by its distance and direction from zero ("5 units to the
    left of the origin" for -5) where that number is one of ``values`` (one real number). Raises nothing."""
    if not values or not re.search(r"(?i)\b(?:origin|zero)\b|\b0\b", text):
        return
    from agon_mcore.agon.answer_forms.relatives import word_number
    from agon_mcore.agon.answer_forms.values import values_equal

    for m in _DIRECTION.finditer(text):
        n = word_number(m.group(1))
        if n is None:
            continue
        v = -n if m.group(2).lower() in ("left", "below") else n
        if any(values_equal(v, x) for x in values):
            yield m.start(), m.end()
