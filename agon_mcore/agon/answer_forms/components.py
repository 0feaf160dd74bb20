"""A structured answer stated in pieces or in another arrangement.

The answer is read as a structured value (``answer_forms.values``): a tuple or point ``(3/2, -13)``
and a complex number ``1 + 274i`` are sets of components (``parse_answer(...).parts``: a complex
number's real and imaginary parts), an equation ``y = -2x`` is a relation up to equivalence.

* Components: a sentence that states every component together (each by its own mention, the
  mentions within one short stretch with no other number between them) states the answer: "real
  part 1 and imaginary part 274", "goes to (-2, 7)" (in the answer's order: a matrix's entries in
  another order are another matrix), ``y = \\frac{3}{2}x - 13`` for ``(m, b)``. A
  negative component also matches its magnitude written after a minus sign (``x - 13``). Some of
  the components is work, and a stretch whose values are all the problem's givens is the problem's.
* Relations: an equation that ``answer_forms.compare`` reads as the answer (sides swapped, terms
  moved, a nonzero factor: ``2x + y = 0`` for ``y = -2x``) states it wherever it stands.
"""
from __future__ import annotations

import re

import sympy as sp
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.compare import answer_mentions, parse_answer, problem_values, value_mentions
from agon_mcore.agon.answer_forms.values import values_equal

_SENTENCE = re.compile(r"[^\n]+?(?:(?<![0-9])[.!?](?=\s|$)|$)", re.M)
_STRETCH = 60  # characters from the first component to the last


def _is_relation(v: Any) -> bool:
    return getattr(v, "is_Relational", False) and bool(getattr(v, "free_symbols", ()))


def _number_mentions(t: str):
    return [m for m in value_mentions(t) if m.kind in ("number", "coef", "word", "words")
            and getattr(m.value, "is_number", False)]


def _component_match(t: str, m, part: Any) -> bool:
    if values_equal(m.value, part):
        return True
    try:
        neg = bool(part < 0) and values_equal(m.value, -part)
    except TypeError:
        return False
    return neg and bool(re.search(r"[-−]\s*\$?\s*$", t[max(0, m.start - 3):m.start]))


def component_spans(text: str, answers: Sequence[str], problem: Optional[str],
                    taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """``(start, end)`` of the mentions in ``text`` that state a structured answer of ``answers``
    (module docstring): every component together in one sentence, or an equivalent relation.
    A run of components one of which is inside ``taken`` (already hidden) is skipped: the rest is work. An interval answer to an inequality
    has no components here (its endpoints are the roots found on the way)."""
    out: List[Tuple[int, int]] = []
    givens = problem_values(problem)
    interval = bool(re.search(r"[<>≤≥]|\\(?:le|ge|lt|gt|leq|geq)\b|\binterval", problem or ""))
    for a in answers:
        parsed = parse_answer(a)
        if any(_is_relation(v) for v in parsed.values):
            out += [(m.start, m.end) for m in answer_mentions(text, a) if _is_relation(m.value)
                    and not any(s <= m.start < e for s, e in taken)]
        parts = list(parsed.parts or [])
        if interval and any(isinstance(v, sp.Interval) for v in parsed.values):
            continue  # a solution set: its endpoints are the roots found on the way
        if len(parts) < 2 or all(values_equal(p, 0) for p in parts):
            continue
        for sm in _SENTENCE.finditer(text):
            lo, t = sm.start(), sm.group(0)
            ms = sorted(_number_mentions(t), key=lambda m: m.start)
            ms = [m for i, m in enumerate(ms) if not any(o.start <= m.start and m.end <= o.end and o is not m for o in ms)]
            for i in range(len(ms)):
                run = ms[i:i + len(parts)]
                if len(run) < len(parts) or run[-1].end - run[0].start > _STRETCH:
                    continue
                if not all(_component_match(t, m, p) for m, p in zip(run, parts)) or all(any(values_equal(m.value, g) for g in givens) for m in run):
                    continue
                if not any(s <= lo + m.start < e for m in run for s, e in taken):  # else stated (and hidden) already
                    out += [(lo + m.start, lo + m.end) for m in run]
    return sorted(set(out))
