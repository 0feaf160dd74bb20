"""A count written as a score over the problem's total: ``36/60``, ``36 out of 60``, ``\\frac{36}{60}`` for 36.

A count answer (an integer of at least 2) that the draft writes over a total the problem gives reads as the count,
the way a score is written ("36/60 on the quiz", "36 of the 60 points"): the fraction's value (3/5) is not the answer,
its numerator is, and the denominator only names what it counts out of. Such a mention is read where it is a
statement, not an operand: one followed by a relation or an operation (``36/60 = 3/5`` simplifying a probability, ``36/60
\\cdot 100``) is arithmetic, and one preceded by an operation is part of a longer expression.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Iterator, Optional, Sequence, Tuple

__all__ = ["score_spans"]

_SCORE = re.compile(r"(?<![\w.^_/{])(\d+)\s*(?:/|\bout\s+of\b|\bof\s+(?:the\s+|all\s+)?)\s*(\d+)(?!\w|\.\d|/\d)|"
                    r"\\[dt]?frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}")
_OPERATION_AFTER = re.compile(r"\s*\$?\s*(?:[=<>≈×·*/÷+^]|\\(?:cdot|times|div|approx|le|ge|neq)\b|[-−]\s*\d)")
_OPERATION_BEFORE = re.compile(r"(?:[=×·*/÷+^-]|\\(?:cdot|times|div))\s*\$?\s*$")


def score_spans(text: str, answer_values: Sequence, problem: Optional[str], givens: Sequence) -> Iterator[Tuple[int, int]]:
    """Spans of ``text`` writing an integer answer in ``answer_values`` as a score over a total in ``givens`` (the
    problem's values), in a statement role (module docstring). Raises nothing."""
    want = set()
    for v in answer_values:
        if getattr(v, "is_Integer", False) and int(v) >= 2:
            want.add(int(v))
    if not want or not problem:
        return
    totals = set()
    for g in givens:
        try:
            if Fraction(str(g)).denominator == 1:
                totals.add(int(Fraction(str(g))))
        except (TypeError, ValueError, ZeroDivisionError):
            continue
    for m in _SCORE.finditer(text):
        n, t = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        n, t = int(n), int(t)
        if n in want and t in totals and t > n and not _OPERATION_AFTER.match(text, m.end()) and \
                not _OPERATION_BEFORE.search(text[max(0, m.start() - 12):m.start()]):
            yield m.start(), m.end()
