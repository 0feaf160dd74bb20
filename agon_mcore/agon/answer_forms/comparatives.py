"""The answer by a comparison with a known quantity: "the area exceeds the perimeter by 8", "area 36, which is 4 more
than ours", "its complement is 30°", "400 draws ... about 300 reds".

A comparison states a value when one side is the asked quantity and the other side is known: the sentence's two
sides and the relation between them give the answer by one operation. Read by **value**, whatever the wording of the
sides:

* **the asked side**: the problem's asked noun ("What is its area?" -> ``area``; "How many ways" -> ``ways``) after
  "the", "its", "our"; or a word for the result ("ours", "the answer", "the result", "our answer");
* **the known side**: a number written right there (digits; "area 36, which ..."), or a noun whose value the problem
  gives ("perimeter 24", "a perimeter of 24", "24 cm of perimeter");
* **the relations**: "A exceeds K by N" and "A is N more/greater/larger/longer/higher than K" (``A = K + N``), "N
  less/fewer/smaller/shorter/lower than K" (``A = K − N``), both with the sides swapped ("K, which is N more than
  ours": ``A = K − N``); "its / the answer's complement is X" (``90 − X``) and "supplement" (``180 − X``) where the
  problem asks an angle; "in/over M draws (trials, rolls, flips, times) we would expect about N" (``N / M``) where the
  answer is a probability; "a quarter of an average adult's weight" (a share of a quantity the problem gives, found by
  the phrase's words in a sentence of the problem with one number); "pays with three $20 bills ... gets $16 back" (the amount paid less the change).

Returns the spans of the comparisons whose computed value is the answer and no given of the problem
(:func:`comparative_spans`). A comparison between two known sides, or a side the page names without a value, reads
nothing.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["comparative_spans"]

_N = r"(\d+(?:\.\d+)?)"
_MORE = r"(?:more|greater|larger|bigger|longer|higher|taller|heavier|older)"
_LESS = r"(?:less|fewer|smaller|shorter|lower|lighter|younger)"
_RESULT_WORDS = r"(?:ours|mine|the\s+answer|the\s+result|our\s+(?:answer|result|total|value|number|count|\w+))"
_SIDE = r"((?:the|its|our|their|his|her)\s+[\w-]+(?:\s+[\w-]+)?|ours|mine)"


def _asked_nouns(problem: str) -> List[str]:
    out = []
    for m in re.finditer(r"(?i)\b(?:what\s+is|find|compute|determine)\s+(?:the\s+|its\s+|their\s+)?(?:measure\s+of\s+(?:each\s+|the\s+)?)?"
                         r"((?:[a-z]+\s+){0,2}?[a-z]+)\b(?=\s*(?:\?|,|\.|of\b|in\b|that\b|for\b|$))|\bhow\s+many\s+([a-z]+)", problem):
        words = (m.group(1) or m.group(2) or "").lower().split()
        if words:
            out.append(words[-1])
    return out


def _count(word: str) -> Optional[int]:
    words = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
             "nine": 9, "ten": 10}
    w = word.lower()
    return words.get(w) if not w.isdigit() else int(w)


_PARTS = {"half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "eighth": 8, "tenth": 10}
_FILLER = {"the", "a", "an", "of", "average", "each", "one", "his", "her", "their", "its", "our", "total", "whole"}


def _named_given(phrase: str, problem: str) -> Optional[Fraction]:
    """The one number of the problem's sentence that holds every content word of ``phrase`` (by a 5-letter stem:
    "adult's weight" finds "An adult weighs an average of 80 kg"), or None."""
    words = [w.lower().rstrip("'’s") for w in re.findall(r"[A-Za-z'’]+", phrase)]
    stems = [w[:5] for w in words if w not in _FILLER and len(w) >= 3]
    if not stems:
        return None
    for sent in re.split(r"(?<=[.?!])\s+", problem):
        low = sent.lower()
        nums = re.findall(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.]\d)", sent.replace(",", ""))
        if len(nums) == 1 and all(re.search(r"\b" + re.escape(st), low) for st in stems):
            return Fraction(nums[0])
    return None


def _known(noun: str, problem: str) -> Optional[Fraction]:
    """The value the problem gives the noun ("perimeter 24", "a perimeter of 24", "24 cm of perimeter"), or None."""
    w = re.escape(noun.split()[-1])
    m = re.search(r"(?i)\b" + w + r"\s+(?:of\s+|is\s+|was\s+|=\s*|equals?\s+)?\$?" + _N, problem) or \
        re.search(r"(?i)" + _N + r"\s*(?:[a-z]+\s+)?(?:of\s+)?" + w + r"\b", problem)
    return Fraction(m.group(1)) if m else None


def _is_asked(side: str, asked: Sequence[str]) -> bool:
    s = side.lower().strip()
    if re.fullmatch(_RESULT_WORDS, s):
        return True
    return any(re.search(r"\b" + re.escape(a) + r"s?\b", s) for a in asked)


def comparative_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of ``text`` where a comparison with a known quantity gives the answer (module docstring). Raises
    nothing."""
    if not problem:
        return []
    from agon_mcore.agon.answer_forms.values import rational_values, written_numbers

    targets = rational_values(values)
    if not targets or not re.search(r"(?i)than|exceed|complement|supplement|expect|pa(?:ys?|id|ying)\b|half|halves|third|quarter|fourth|fifth|sixth|eighth|tenth", text):
        return []
    asked = _asked_nouns(problem)
    out: List[Tuple[int, int]] = []

    def side_value(side: str) -> Optional[Fraction]:
        d = re.search(_N + r"\s*$|^\s*" + _N, side)
        if d:
            return Fraction(d.group(1) or d.group(2))
        return _known(side, problem) if not _is_asked(side, asked) else None

    givens = written_numbers(problem)

    def hit(value: Optional[Fraction], s: int, e: int) -> None:
        if value is not None and value in targets and value not in givens:  # a given's value is the problem's
            out.append((s, e))

    # "the area exceeds the perimeter by 8": A = K + N
    for m in re.finditer(r"(?i)" + _SIDE + r"\s+exceeds\s+" + _SIDE + r"\s+by\s+\$?" + _N, text):
        a, k, n = m.group(1), m.group(2), Fraction(m.group(3))
        if _is_asked(a, asked) and (kv := side_value(k)) is not None:
            hit(kv + n, *m.span())
        elif _is_asked(k, asked) and (av := side_value(a)) is not None:
            hit(av - n, *m.span())
    # "S is N more than O", "area 36, which is 4 more than ours"
    for m in re.finditer(r"(?i)(?:" + _SIDE + r"\s+(?:is|was|comes\s+to)|(\d+(?:\.\d+)?)[^.;\d]{0,12}?,?\s+which\s+is)\s+\$?" + _N +
                         r"\s*(?:[a-z]+\s+)?(" + _MORE + "|" + _LESS + r")\s+than\s+" + _SIDE, text):
        subj = m.group(1) or m.group(2)
        n, more, obj = Fraction(m.group(3)), re.fullmatch(_MORE, m.group(4), re.I) is not None, m.group(5)
        sign = 1 if more else -1
        if _is_asked(subj, asked) and (ov := side_value(obj)) is not None:
            hit(ov + sign * n, *m.span())
        elif _is_asked(obj, asked) and (sv := side_value(subj)) is not None:
            hit(sv - sign * n, *m.span())
    # "if he pays with three $20 bills, he should get $16 back": the amount paid less the change
    for m in re.finditer(r"(?i)\bpa(?:ys?|id|ying)\s+(?:with\s+)?(?:(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)?"
                         r"\$\s*" + _N + r"(?:\s+(?:bills?|notes?|banknotes?))?[^.]{0,50}?\b(?:gets?|receives?|getting|receiving|"
                         r"should\s+get|would\s+get|will\s+get|is\s+owed)\s+\$\s*" + _N + r"\s+(?:back|in\s+change|change)", text):
        count = _count(m.group(1)) if m.group(1) else 1
        if count is not None:
            hit(count * Fraction(m.group(2)) - Fraction(m.group(3)), *m.span())
    # "over by a quarter of an average adult's weight" where "An adult weighs an average of 80 kg": a share of a
    # quantity the problem gives, found by its words in the problem's sentence with one number
    for m in re.finditer(r"(?i)\b(?:(a|an|one|two|three|four)\s+)?(half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|"
                         r"eighths?|tenths?)\s+of\s+(?:the\s+|an?\s+|his\s+|her\s+|their\s+|its\s+)?((?:[\w'’-]+\s+){0,3}[\w'’-]+)",
                         text):
        if re.search(r"\d", m.group(3)):
            continue  # "half of the 24 students": the number is written; the value readers read it
        frac = Fraction(_count(m.group(1)) if m.group(1) else 1, _PARTS[m.group(2).lower().rstrip("s") if m.group(2).lower() != "halves" else "half"])
        known = _named_given(m.group(3), problem)
        if known is not None:
            hit(frac * known, *m.span())
    # "its complement is 30°", "the answer's supplement is 120 degrees" where an angle is asked
    if re.search(r"(?i)angle|degree", problem):
        for m in re.finditer(r"(?i)\b(?:its|the\s+answer['’]s|our\s+angle['’]s|the\s+result['’]s)\s+(complement|supplement)\s+"
                             r"(?:is|would\s+be|measures)\s+\$?" + _N, text):
            hit((90 if m.group(1).lower() == "complement" else 180) - Fraction(m.group(2)), *m.span())
    # "if we repeated the draw 400 times ... we would expect about 300 reds" where a probability is asked
    if all(0 < t < 1 for t in targets):
        for m in re.finditer(r"(?i)" + _N + r"\s+(?:times|draws|trials|rolls|flips|tosses|spins|games|picks)\b[^.]{0,80}?"
                             r"\bexpect\s+(?:about\s+|around\s+|roughly\s+|some\s+)?" + _N, text):
            total, part = Fraction(m.group(1)), Fraction(m.group(2))
            if total:
                hit(part / total, *m.span())
    return out
