"""One value in another notation: a unit macro, a numeral in another base named in words, an
arithmetic phrase in number words.

* ``\\SI{67}{\\kilo\\metre}``, ``\\qty{67}{km}``, ``\\num{67}`` (siunitx): the value is the first
  argument.
* ``40 in base 9``, ``40 base 9``, ``40 (base 9)``: the digits read in that base (36).
* ``a dozen plus five``, ``twenty less three``: two numbers in words joined by an operator word
  (17, 17), where the phrase is what a statement says ("x is a dozen plus five", "ends with ..."); a
  bare "six times seven" is an operation, and digits joined by an operator (``12 + 5``) are work,
  read by the work rules elsewhere.

Each phrase states its value; where the value is the answer's and the phrase is not the problem's
own text, it states the answer (:func:`phrase_spans`).
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

import sympy as sp

from agon_mcore.agon.answer_forms.compare import parse_answer
from agon_mcore.agon.answer_forms.values import values_equal
from agon_mcore.agon.answer_forms.words import word_mentions

_MACRO = re.compile(r"\\(?:SI|qty|num)\s*\{\s*(-?\d+(?:\.\d+)?)\s*\}(?:\s*\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})?")
_BASE = re.compile(r"(?<![\w.])([0-9A-Za-z]+)\s*(?:\(\s*)?\bin\s+base[- ]?(\d{1,2})\b|(?<![\w.])([0-9A-Za-z]+)\s+\(?base[- ]?(\d{1,2})\b")
_OPS = {"plus": 1, "more than": 1, "minus": -1, "less": -1, "times": 0}


def phrase_mentions(text: str) -> List[Tuple[int, int, Any]]:
    """``(start, end, value)`` of every phrase in ``text`` that states one value in another
    notation (module docstring); ``value`` is a sympy number."""
    out: List[Tuple[int, int, Any]] = []
    for m in _MACRO.finditer(text):
        out.append((m.start(), m.end(), sp.nsimplify(m.group(1))))
    for m in _BASE.finditer(text):
        digits, base = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        try:
            if 2 <= int(base) <= 36 and any(c.isdigit() for c in digits):
                out.append((m.start(), m.end(), sp.Integer(int(digits, int(base)))))
        except ValueError:
            continue
    words = [w for w in word_mentions(text) if getattr(w.value, "is_number", False) or isinstance(w.value, (int, float))]
    for a, b in zip(words, words[1:]):
        op = re.fullmatch(r"\s+(plus|more than|minus|less|times)\s+", text[a.end:b.start])
        if op and re.search(r"(?:\b(?:is|are|was|were|equals?|be|by|with|of|has|have|makes?)|=)\s*$", text[max(0, a.start - 12):a.start]):
            x, y = sp.sympify(a.value), sp.sympify(b.value)
            k = _OPS[op.group(1)]
            out.append((a.start, b.end, x * y if k == 0 else x + k * y))
    return out


def phrase_spans(text: str, answers: Sequence[str], problem: Optional[str],
                 taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """``(start, end)`` of the phrases of ``text`` (:func:`phrase_mentions`) whose value is an
    answer's value, outside ``taken`` and not written in ``problem`` itself."""
    values = [v for a in answers for v in parse_answer(a).values if getattr(v, "is_number", False)]
    if not values:
        return []
    out = []
    for s, e, v in phrase_mentions(text):
        if any(a <= s < b for a, b in taken) or " ".join(text[s:e].split()) in " ".join((problem or "").split()):
            continue
        if any(values_equal(v, x) for x in values):
            out.append((s, e))
    return out
