"""A value picked from a list the question itself gives: "Which of 13, 21, 27, 29, 33 is prime and greater than 25?".

Such a question lists its candidates without option letters. Each candidate is a given of the problem, so the value
readers count none of them as read back (a check ``21 = 3·7`` of one candidate is work, and so is every candidate
tested in turn). The answer, one of them, is stated where the text singles it out, found here by structure:

* the candidate's numeral after a word that chooses it ("only 29", "leaving 29": ``choices.CHOSEN_BEFORE``) or before a
  predicate that singles it out ("29 survives both tests", "29 is the one", "29 alone passes", "29 remains");
* its place in the question's list ("the fourth entry", "the fourth one", "the last number", "the middle value" of an
  odd list), where that place holds the answer and the clause does not reject it ("the first one fails").

A candidate rejected or tested ("27 = 3^3", "13 is prime but less than 25") is work: only the singling-out phrases
read. The question must ask for one of the listed values ("Which of ...", "Which one of the numbers ...", "Among
..., which ..."), with three values or more listed. Values are compared as values (``values_equal``).
"""
from __future__ import annotations

import re
from typing import Any, Iterator, List, Optional, Sequence, Tuple

__all__ = ["question_list", "listed_choice_spans"]

_NUM = r"\$?\s*[-−]?\d+(?:\.\d+)?\s*\$?"
_RUN = _NUM + r"(?:\s*,\s*" + _NUM + r")+\s*,?\s*(?:(?:and|or)\s*" + _NUM + r")?"
_ASK = re.compile(r"(?i)\b(?:which|what)\s+(?:one\s+)?(?:of|among)\s+(?:the\s+)?(?:(?:numbers?|values?|integers?|"
                  r"candidates?|following)\s*:?\s*)?(" + _RUN + r")|\bamong\s+(?:the\s+(?:numbers?|values?|integers?)\s+)?(" +
                  _RUN + r")\s*,?\s*(?:which|what)\b")
_PLACES = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "seventh": 6, "eighth": 7,
           "ninth": 8, "tenth": 9, "1st": 0, "2nd": 1, "3rd": 2, "4th": 3, "5th": 4, "6th": 5, "7th": 6, "8th": 7}
_PLACE = re.compile(r"(?i)\bthe\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[1-8](?:st|nd|rd|th)|"
                    r"last|final|middle)\s+(?:one|entry|number|value|candidate|item|element|integer|option|choice)\b"
                    r"(?![^.;\n]{0,30}?\b(?:not|fails?|wrong|false|out|incorrect|eliminated|rejected|too\s+(?:small|large|big))\b)")
_SINGLED_AFTER = re.compile(r"(?i)\s*\$?\s*(?:,\s*)?(?:alone\s+|then\s+)?(?:survives|remains|is\s+left|passes\s+(?:both|all|every)|"
                            r"qualifies|fits\s+(?:both|all)|satisfies\s+(?:both|all|every)|meets\s+(?:both|all|every)|"
                            r"is\s+the\s+(?:one|only|answer|winner|match)|alone\b|is\s+it\b)")


def question_list(problem: Optional[str]) -> List[Any]:
    """The values the question lists to choose from ("Which of 13, 21, 27, 29, 33 ...": ``[13, 21, 27, 29, 33]`` as
    sympy numbers), or ``[]`` where it lists fewer than three or asks no choice among them. Raises nothing."""
    import sympy as sp

    m = _ASK.search(problem or "")
    if not m:
        return []
    run = m.group(1) or m.group(2)
    vals = [sp.Rational(x.replace("−", "-")) for x in re.findall(r"[-−]?\d+(?:\.\d+)?", run)]
    return vals if len(vals) >= 3 else []


def listed_choice_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each phrase of ``text`` that singles out the answer (``values``: its values) from the list the
    question gives (module docstring): a chosen numeral, or a place in the list. Empty where the problem lists no
    choice or the answer is not one of the listed values. Raises nothing."""
    import sympy as sp

    from agon_mcore.agon.answer_forms.choices import CHOSEN_BEFORE
    from agon_mcore.agon.answer_forms.values import values_equal

    listed = question_list(problem)
    at = [k for k, v in enumerate(listed) if any(values_equal(v, a) for a in values)]
    if len(at) != 1:
        return
    k = at[0]
    for m in re.finditer(r"(?<![\d.,])[-−]?\d+(?:\.\d+)?(?![\d]|\.\d)", text):
        if values_equal(listed[k], sp.Rational(m.group(0).replace("−", "-"))) and (CHOSEN_BEFORE.search(text[max(0, m.start() - 40):m.start()]) or _SINGLED_AFTER.match(text, m.end())):
            yield m.start(), m.end()
    n = len(listed)
    for m in _PLACE.finditer(text):
        w = m.group(1).lower()
        place = n - 1 if w in ("last", "final") else (n // 2 if n % 2 else None) if w == "middle" else _PLACES.get(w)
        if place == k:
            yield m.start(), m.end()
