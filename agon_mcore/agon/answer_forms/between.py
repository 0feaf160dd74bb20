"""A number named by its place among others: "the integer strictly between 6 and 8" (7), "the count is strictly between
13 and 15" where the problem asks a count (14), "exactly halfway between 10
and 20" (15), "the next integer after 24" (25), "the integer just before 100" (99), "the successor of 24"; a letter answer by its place in the alphabet: "the one between L and N", "the letter after L",
"the 13th letter" (M).

Each description is computed from the numbers it names and compared with the answer as a value: the one integer
strictly between two (only where exactly one lies there), the midpoint, the next or previous integer; for a one-letter answer (a problem without an option list), the one letter strictly between
two, the letter after or before one, the letter at a place of the alphabet. A description the
problem writes itself is its given. (Neighbours of a kind, "the next prime after 30", are ``named_values``'.)

Where the problem asks an integer part (the floor, "the greatest integer less than ..."), a unit interval that holds
the value names it by its left end: "lies in the open interval $(17, 18)$", "$17 < \\sqrt{300} < 18$"
(:func:`floor_bracket_spans`).
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Optional, Sequence, Tuple

__all__ = ["between_spans", "floor_bracket_spans", "letter_place_spans"]

# a number in digits or in words ("after ten", "between sixty-three and sixty-five"): ``relatives.word_number`` reads it
_CARDS = r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" \
         r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)"
_NUM = r"\$?\s*([-−]?\d+(?:\.\d+)?|(?<![A-Za-z])" + _CARDS + r"(?:(?:[ -]|\s+and\s+)" + _CARDS + r")*(?![A-Za-z]))\s*\$?"
_STRICTLY = re.compile(r"(?i)\b(?:the\s+)?(?:only\s+|unique\s+|one\s+)?(?:integer|whole\s+number|natural\s+number)\s+"
                       r"(?:lying\s+|that\s+lies\s+)?(?:strictly\s+)?between\s+" + _NUM + r"\s+and\s+" + _NUM)
# any value placed strictly between two numbers ("the estimate puts it strictly between 31.5 and 32.5"): read where its
# sentence says the value is whole or the problem asks a count
_ANY_STRICTLY = re.compile(r"(?i)\bstrictly\s+between\s+" + _NUM + r"\s+and\s+" + _NUM)
# a count placed strictly between two numbers, where the problem asks a count ("The count is strictly between 13 and 15")
_COUNT_STRICTLY = re.compile(r"(?i)\b(?:count|number|total|answer|result|tally)\s+(?:is|lies|must\s+be)\s+strictly\s+between\s+" +
                             _NUM + r"\s+and\s+" + _NUM)
_HALFWAY = re.compile(r"(?i)\b(?:halfway|midway|half-way|mid-way)\s+between\s+" + _NUM + r"\s+and\s+" + _NUM +
                      r"|\bthe\s+midpoint\s+of\s+" + _NUM + r"\s+and\s+" + _NUM)
_NEXT = re.compile(r"(?i)\b(?:the\s+)?(?:(next|following|previous|preceding)\s+(?:integer|whole\s+number|natural\s+number|number)\s+"
                   r"(?:after|before)|(?:integer|whole\s+number|number)\s+(?:just|right|immediately)\s+(after|before)|"
                   r"(successor|predecessor)\s+of)\s+" + _NUM)


def between_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each description in ``text`` whose computed value equals one of ``values`` (sympy numbers;
    module docstring). Raises nothing."""
    import sympy as sp

    from agon_mcore.agon.answer_forms.values import values_equal, written_in_problem

    if not values or not re.search(r"(?i)between|after|before|successor|predecessor|midpoint|than|above|below|under|over|"
                                   r"least|most|exceed|[<>≤≥]|\\[lg]", text):
        return

    from agon_mcore.agon.answer_forms.relatives import word_number as num  # digits or words ("ten", "sixty-three")

    def hit(v, m) -> bool:
        return any(values_equal(v, x) for x in values) and not written_in_problem(m.group(0), problem)

    counts = bool(re.search(r"(?i)\bhow\s+many\b|\bnumber\s+of\b", problem or ""))
    for m in [*_STRICTLY.finditer(text), *(_COUNT_STRICTLY.finditer(text) if counts else ())]:
        if num(m.group(1)) is None or num(m.group(2)) is None:
            continue
        a, b = sorted((num(m.group(1)), num(m.group(2))))
        inside = [k for k in range(int(sp.floor(a)) + 1, int(sp.ceiling(b))) if a < k < b]
        if len(inside) == 1 and hit(sp.Integer(inside[0]), m):
            yield m.span()
    for m in _ANY_STRICTLY.finditer(text):  # "puts it strictly between 31.5 and 32.5" where the sentence says it is whole
        if num(m.group(1)) is None or num(m.group(2)) is None or not (
                _INTEGRAL.search(_sentence(text, m.start(), m.end())) or counts):
            continue
        a, b = sorted((num(m.group(1)), num(m.group(2))))
        inside = [k for k in range(int(sp.floor(a)) + 1, int(sp.ceiling(b))) if a < k < b]
        if len(inside) == 1 and hit(sp.Integer(inside[0]), m):
            yield m.span()
    for m, lo, hi, closed in _bound_pairs(text):  # "more than 63 and less than 65, an integer": one integer pinned
        a, b = num(lo), num(hi)
        if a is None or b is None or not (_INTEGRAL.search(_sentence(text, m.start(), m.end())) or
                                          re.search(r"(?i)\bhow\s+many\b|\bnumber\s+of\b", problem or "")):
            continue  # the sentence says the value is whole, or the problem asks a count
        inside = [k for k in range(int(sp.floor(a)), int(sp.ceiling(b)) + 1)
                  if (a <= k if closed[0] else a < k) and (k <= b if closed[1] else k < b)]
        if len(inside) == 1 and hit(sp.Integer(inside[0]), m):
            yield m.span()
    for m in _HALFWAY.finditer(text):
        a, b = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
        if hit((num(a) + num(b)) / 2, m):
            yield m.span()
    for m in _NEXT.finditer(text):
        word = (m.group(1) or m.group(2) or m.group(3)).lower()
        n = num(m.group(4))
        if n is None or not n.is_integer:
            continue
        v = n + 1 if word in ("next", "following", "after", "successor") else n - 1
        if hit(v, m):
            yield m.span()


_LOW = r"(?:(?:more|greater|larger|bigger|higher)\s+than|above|over|exceeds?|exceeding|(at\s+least|no\s+less\s+than)|>|\\gt\b|(≥|\\geq?\b))"
_HIGH = r"(?:(?:less|smaller|fewer|lower)\s+than|below|under|(at\s+most|no\s+more\s+than)|<|\\lt\b|(≤|\\leq?\b))"
_JOIN = r"\s*,?\s*(?:(?:and|but)\s+(?:also\s+)?(?:is\s+|it\s+is\s+|it's\s+)?)?"
_LOW_HIGH = re.compile(r"(?i)" + _LOW + _NUM + _JOIN + _HIGH + _NUM)
_HIGH_LOW = re.compile(r"(?i)" + _HIGH + _NUM + _JOIN + _LOW + _NUM)
_CHAIN = re.compile(_NUM + r"\s*(<|≤|\\le(?:q)?\b|\\lt\b)\s*[A-Za-z](?:_\{?\w+\}?)?\s*(<|≤|\\le(?:q)?\b|\\lt\b)\s*" + _NUM)
# the sentence says the value is whole ("an integer", "a whole number", "a count")
_INTEGRAL = re.compile(r"(?i)\b(?:integers?|integral|whole|natural\s+numbers?|counting\s+numbers?)\b|\\mathbb\s*\{?\s*[ZN]\b|∈\s*[ℤℕ]")


def _bound_pairs(text: str):
    """``(match, low, high, (low closed, high closed))`` for each pair of bounds on one value: "more than 63 and less
    than 65", "below 65 but above 63", ``63 < x < 65``, "at least 7 and at most 7"."""
    for m in _LOW_HIGH.finditer(text):
        yield m, m.group(3), m.group(6), (bool(m.group(1) or m.group(2)), bool(m.group(4) or m.group(5)))
    for m in _HIGH_LOW.finditer(text):
        yield m, m.group(6), m.group(3), (bool(m.group(4) or m.group(5)), bool(m.group(1) or m.group(2)))
    for m in _CHAIN.finditer(text):
        yield m, m.group(1), m.group(4), (m.group(2) != "<" and "lt" not in m.group(2), m.group(3) != "<" and "lt" not in m.group(3))


def _sentence(text: str, s: int, e: int) -> str:
    a = max(text.rfind(c, 0, s) for c in ".!?\n") + 1
    ends = [i for i in (re.search(r"[.!?](?!\d)|\n", text[e:]),) if i]
    return text[a:e + ends[0].start()] if ends else text[a:]


_LETTER = r"(?:the\s+letter\s+)?['\"‘“]?([A-Za-z])['\"’”]?(?![\w'])"
_LETTER_BETWEEN = re.compile(r"\bbetween\s+" + _LETTER + r"\s+and\s+" + _LETTER)
_LETTER_NEXT = re.compile(r"(?i:\b(?:letter|one|character)\s+(?:that\s+(?:comes|is)\s+)?(?:just\s+|right\s+|immediately\s+|directly\s+)?"
                          r"(after|following|before|preceding)|\b(?:the\s+)?(next|previous)\s+letter\s+(?:after|before)|"
                          r"\b(successor|predecessor)\s+of)\s+" + _LETTER)
_LETTER_PLACE = re.compile(r"(?i)\bthe\s+(\d{1,2})(?:st|nd|rd|th)\s+letter\b")


def letter_place_spans(text: str, answer: str, problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each description of the one-letter ``answer`` by its place in the alphabet (module
    docstring): between two letters, after or before one, the n-th letter. None for other answers, or where the problem
    has an option list (a choice letter is ``choices``'). Raises nothing."""
    from agon_mcore.agon.answer_forms.choices import choice_options
    from agon_mcore.agon.answer_forms.values import written_in_problem

    a = re.sub(r"\\text\s*\{\s*([A-Za-z])\s*\}", r"\1", answer).strip()
    if not re.fullmatch(r"[A-Za-z]", a) or choice_options(problem)[0]:
        return
    want = ord(a.upper()) - ord("A")

    def place(c: str) -> int:
        return ord(c.upper()) - ord("A")

    for m in _LETTER_BETWEEN.finditer(text):
        lo, hi = sorted((place(m.group(1)), place(m.group(2))))
        if hi - lo == 2 and lo + 1 == want and not written_in_problem(m.group(0), problem):
            yield m.span()
    for m in _LETTER_NEXT.finditer(text):
        word = (m.group(1) or m.group(2) or m.group(3)).lower()
        step = 1 if word in ("after", "following", "next", "successor") else -1
        if place(m.group(4)) + step == want and not written_in_problem(m.group(0), problem):
            yield m.span()
    for m in _LETTER_PLACE.finditer(text):
        if int(m.group(1)) - 1 == want and not written_in_problem(m.group(0), problem):
            yield m.span()


_ASKS_FLOOR = re.compile(r"(?i)\\lfloor|⌊|\bfloor\b|\bgreatest\s+integer\s+(?:less|not\s+(?:greater|exceeding)|that\s+is\s+less)|"
                         r"\binteger\s+part\b|\bround(?:ed)?\s+down\b")
# "(17, 18)", "[17, 18)", "17 < x < 18", "17 \\le x < 18": a unit interval
_UNIT_INTERVAL = re.compile(r"[(\[]\s*\$?\s*(-?\d+)\s*\$?\s*,\s*\$?\s*(-?\d+)\s*\$?\s*[)\]]|"
                            r"(?<![\d.])(-?\d+)\s*(?:<|\\lt|\\le|\\leq|≤)\s*[^<>$\n]{1,40}?\s*(?:<|\\lt|\\le|\\leq|≤)\s*(-?\d+)(?![\d.])")


def floor_bracket_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each unit interval ``(n, n + 1)`` (brackets of any kind, or a chain ``n < x < n + 1``) whose
    left end is one of ``values`` where the problem asks an integer part (module docstring). An interval the problem
    writes is its given. Raises nothing."""
    if not problem or not _ASKS_FLOOR.search(problem):
        return
    from agon_mcore.agon.answer_forms import values_equal
    import sympy as sp

    flat = re.sub(r"[\s$]", "", problem)
    for m in _UNIT_INTERVAL.finditer(text):
        lo, hi = int(m.group(1) or m.group(3)), int(m.group(2) or m.group(4))
        if hi != lo + 1 or re.sub(r"[\s$]", "", m.group(0)) in flat:
            continue
        if any(values_equal(sp.Integer(lo), v) for v in values):
            yield m.span()
