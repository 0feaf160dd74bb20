"""A probability answer stated through its complement: "the complement (0, 1 or 3 heads) has probability 5/8",
"the chance it does not happen is 62.5%", "the complementary event has probability 0.625" for the answer 3/8.

Where the problem asks for a probability (or a chance, or a likelihood) and the answer is a number strictly between 0
and 1 other than one half, a sentence that names the complement (``complement``, ``complementary``, ``the opposite
event``, "does not happen/occur", "fails") and states the value ``1 - answer`` in any form the value readers know
(``answer_forms.compare.answer_mentions``: fractions, decimals, percent, words) names the answer: one subtraction
from 1 recovers it, as one subtraction from 100% does for a percentage's complement (``named_values``). The value
span is read; a value the problem gives is not, nor one the draft itself subtracts from 1 ("so the probability is
$1 - \\tfrac14$": the complement is then an operand of the final step, work).

A probability ``1/N`` stated as the mean waiting time of its event (:func:`waiting_time_spans`): "on average you'd need
221 draws to see two aces once", "expect one success every 221 tries": ``N`` trials per success is the reciprocal.
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Optional, Sequence, Tuple

__all__ = ["ASKS_CHANCE", "complement_spans", "waiting_time_spans"]

# the problem asks a probability (a chance, a likelihood; ``\\Pr[...]``, ``P(...)``)
ASKS_CHANCE = re.compile(r"(?i)\b(?:probabilit\w*|chances?|likelihood|likely)\b|\\Pr\b|\bPr\s*[\[(]|\bP\s*\(")
_COMPLEMENT = re.compile(r"(?i)\b(?:complement(?:ary)?|the\s+opposite\s+event|(?:does|do|did|will|would)\s*(?:n't|\s+not)\s+"
                         r"(?:happen|occur)|fails?\s+to\s+(?:happen|occur)|the\s+other\s+outcomes)\b")


def complement_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each mention of ``1 - p`` (``p`` in ``values``, a probability answer; module docstring) in a
    sentence of ``text`` that names the complement. Raises nothing."""
    if not problem or not ASKS_CHANCE.search(problem):
        return
    import sympy as sp

    from agon_mcore.agon.answer_forms.compare import answer_mentions, problem_values
    from agon_mcore.agon.answer_forms.values import SENTENCE, values_equal

    comps = []
    for v in values:
        try:
            if getattr(v, "is_number", False) and 0 < v < 1 and v != sp.Rational(1, 2):
                comps.append(sp.nsimplify(1 - v))
        except TypeError:
            continue
    if not comps:
        return
    givens = problem_values(problem)
    for sm in SENTENCE.finditer(text):
        cue = _COMPLEMENT.search(sm.group(0))
        if not cue:
            continue
        tail = sm.group(0)
        for c in comps:
            if any(values_equal(c, g) for g in givens):
                continue
            for m in answer_mentions(tail, sp.latex(c)):
                if m.kind.endswith("/part") or m.arith or _subtracted_from_one(text, tail[m.start:m.end]):
                    continue
                yield sm.start() + m.start, sm.start() + m.end


def _subtracted_from_one(text: str, written: str) -> bool:
    """The draft itself takes ``written`` (the complement's value as written) from 1 ("so the probability is $1 -
    \\tfrac14$", "Complement check: 1 − 3/8"): the complement is an operand of its own final step, work."""
    return bool(re.search(r"(?<![\d.])1\s*(?:-|−|\\minus)\s*\$?\s*" + re.escape(written), text))


_TRIALS = r"(?:draws?|tries|try|trials?|rolls?|attempts?|deals?|games?|spins?|tosses|toss|flips?|rounds?|times)"
_WAITING = re.compile(r"(?i)\b(?:on\s+average|in\s+expectation|expected|expect(?:s|ing)?|average\s+of|mean\s+of|typically)\b"
                      r"[^.;\n]{0,40}?(?<![\w.])(\d+(?:,\d{3})*)\s+(?:\w+\s+){0,2}?" + _TRIALS + r"\b[^.;\n]{0,50}?"
                      r"\b(?:once|one\s+(?:success|hit|time)|per\s+(?:success|hit))\b"
                      r"|(?i:\bone\s+(?:success|hit|time)\s+(?:in|every|per)\s+(?:about\s+)?)(\d+(?:,\d{3})*)\s+" + _TRIALS)


def waiting_time_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each mean waiting time ``N`` (trials per success) whose reciprocal is one of ``values`` (a
    probability answer; module docstring). Raises nothing."""
    if not problem or not ASKS_CHANCE.search(problem) or not values:
        return
    import sympy as sp

    from agon_mcore.agon.answer_forms.values import values_equal, written_in_problem

    for m in _WAITING.finditer(text):
        g = 1 if m.group(1) else 2
        n = int(m.group(g).replace(",", ""))
        if n >= 2 and any(values_equal(sp.Rational(1, n), v) for v in values) and not written_in_problem(m.group(g), problem):
            yield m.span(g)
