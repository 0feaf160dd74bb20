"""Result slots that give a reason or a description and state no value (used by ``agon.results``).

The results pass fails closed on an aside or a connective clause that holds a value or a number-bearing word
("(a cool grand)", "so it is a hendecagon"). Some slots state no answer by their structure, whatever their words:

* **a count decomposed**: the counted parts joined by ``+`` or "plus", each a number with its noun ("(6 girls + 1
  block)", "(3 red + 2 blue marbles)"): a sum still to do, work (the pass's rule (c), in words); none of the parts is
  the answer's value;
* **a bound**: "at least one", "at most 3", "more than two", "fewer than 10" bounds a quantity and states none; the
  bound's value is not the answer's, and the rest of the slot is number-free (``agon.number_free``) and names no result
  ("answer", "total", "in all", ...);
* **a description of the value it follows**: an aside right after a number with its noun ("28 days (fewest case, not
  a leap year)") describes that number, which is no operand of an operation, is known (stated before or given) and
  is not the answer's value in any common unit step (``agon.slot_position.other_values_only``); the aside holds no
  numeral, no relation, no result word or connective ("so", "that's", "total", "answer", ...), not the asked noun,
  and the strictest reader reads nothing of the answer in it.

Only for a problem without options; a bound and a description only for a one-value numeric answer (the caller's
``scalar_answer``): a word answer, a set or a choice may be named by any words. Every licence also needs the reader
(every mention, any role) to read nothing.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Optional, Sequence

__all__ = ["reason_slot"]

_NOUN = r"[A-Za-z][a-z-]{1,20}"
_COUNT_SUM = re.compile(rf"\s*\d+\s+{_NOUN}(?:\s+{_NOUN})?(?:\s*(?:\+|\bplus\b)\s*\d+\s+{_NOUN}(?:\s+{_NOUN})?)+\s*[.,;]?\s*")
_BOUND = re.compile(r"(?i)\b(?:at\s+(?:least|most)|(?:no\s+)?(?:more|fewer|less)\s+than)\s+(\d+|[a-z]+)\b")
_RESULT_WORD = re.compile(r"(?i)\b(?:answer|result|total|final|altogether|overall|in\s+all|so|thus|hence|therefore|"
                          r"which|that[’']?s|it[’']?s|i\.e|gives?|equals?|makes?|means?|exactly)\b")
_RESULT_NOUN = re.compile(r"(?i)\b(?:answer|result|total|final|altogether|overall|in\s+all)\b")
_VALUE_BEFORE = re.compile(r"(?<![\w.^_{])(\d+(?:\.\d+)?)(?:\s+[A-Za-z][a-z-]{1,20}){0,2}\s*$")
_OPERATOR_BEFORE = re.compile(r"(?:[-+*/×·÷^−=<>]|\\cdot|\\times|\btimes|\bplus|\bminus|\bof)\s*\$?\s*$")


def _reads(t: str, answers: Sequence[str], problem: Optional[str]) -> bool:
    from agon_mcore.agon.leak import answer_readable

    return any(answer_readable(t, a, problem=problem, by_role=False) for a in answers)


def reason_slot(vis: str, a: int, b: int, kind: str, answers: Sequence[str], answer_values: Sequence[Fraction],
                known: Sequence[Fraction], problem: Optional[str], asked: Optional[str], scalar: bool = True) -> bool:
    """Whether the slot ``vis[a:b]`` of ``kind`` (``agon.results.result_slots``) is a count decomposed, a bound or a
    description of the value it follows (module docstring). ``answer_values``: the answer's values; ``known``: the
    givens and the values stated before the slot; ``asked``: the noun the problem asks a count of, or None; ``scalar``:
    the answer is one value. Raises nothing."""
    from agon_mcore.agon.answer_forms import word_mentions
    from agon_mcore.agon.number_free import number_free
    from agon_mcore.agon.results import values_in
    from agon_mcore.agon.slot_position import other_values_only

    content = vis[a:b]
    if kind not in ("aside", "connective") or not answer_values or "\\boxed" in content or _reads(content, answers, problem):
        return False
    vals_at = values_in(content)
    if kind == "aside" and _COUNT_SUM.fullmatch(content):
        return not any(v in answer_values for _, _, v in vals_at)
    if not scalar:
        return False
    bound = _BOUND.search(content)
    if bound and not values_in(content[:bound.start(1)] + content[bound.end(1):]):
        word = bound.group(1)
        v = [Fraction(word)] if word.isdigit() else [Fraction(m.value) for m in word_mentions(word) if m.value == int(m.value)]
        rest = content[:bound.start()] + " " + content[bound.end():]
        if v and v[0] not in answer_values and number_free(rest, answer_values) and not _RESULT_NOUN.search(rest):
            return True
    if kind != "aside" or vals_at or re.search(r"\d|[=<>≤≥+*/×·÷^]|\\[A-Za-z]", content) or _RESULT_WORD.search(content):
        return False
    if asked and re.search(rf"(?i)\b{re.escape(asked)}", content):
        return False
    head = vis[max(0, a - 60):a].rstrip()
    if not head.endswith("("):
        return False
    before = _VALUE_BEFORE.search(head[:-1].rstrip())
    if not before or _OPERATOR_BEFORE.search(head[:before.start()]):
        return False
    v = Fraction(before.group(1))
    return v in known and other_values_only(before.group(1), [(0, len(before.group(1)), v)], answer_values)
