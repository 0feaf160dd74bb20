"""An amount of money stated as the pieces that make it: banknotes and coins counted out.

"Her cash box holds a ten-dollar bill, a five and three singles" states $18; "the cashier hands back three quarters and
a dime" states 85 cents. No numeral of the amount is written: the amount is the sum of count x face value over the
pieces listed, so a phrase of pieces states the answer whenever that sum is the answer's value, whatever the pieces.

A piece is a count (digits, a number word, "a"/"an"/"a pair of"; "1 × $20 note" with a multiplication sign) and a
denomination (:data:`_DENOMS`): a bill or note by its face (``$20 bill``, ``twenty-dollar note``, ``£5 note``,
``€2 coin``, ``50p``), a coin by its name (penny, nickel, dime, quarter, half-dollar, loonie, toonie) or a bill by
its slang (single, fiver, tenner, sawbuck, C-note).
A run is pieces joined by commas, "and", "plus" or "+". Bare face words as bills ("a five", "two tens") and
"quarter" (also a fraction: "three quarters of the tiles") count only in a run with a piece that is money beyond doubt
(a bill, a note, a coin word) or in a sentence that speaks of coins, change, cash or cents.

The run's amount is read in dollars (cents / 100) and, where the run is all coins or the problem or sentence speaks of
cents, in cents; it states the answer where one of those readings equals an answer value (``values_equal``). Not
read (work or givens): a single piece (its numeral, "a ten-dollar bill", is read by the number readers already; a
count of one kind, "seven dimes", is read here), and a run whose amount is a value the problem gives (paying "with a
twenty-dollar bill" restated).
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Iterator, List, Optional, Sequence, Tuple

__all__ = ["money_piece_spans"]

_SMALL = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
          "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "a pair of": 2,
          "a couple of": 2, "a dozen": 12}
_FACE = {"one": 1, "two": 2, "five": 5, "ten": 10, "twenty": 20, "fifty": 50, "hundred": 100, "one-hundred": 100,
         "one hundred": 100}
_FACE_PLURAL = {"ones": 1, "twos": 2, "fives": 5, "tens": 10, "twenties": 20, "fifties": 50, "hundreds": 100}

_COUNT = r"(?P<count>\d{1,3}|a\s+pair\s+of|a\s+couple\s+of|a\s+dozen|" + "|".join(
    sorted((k for k in _SMALL if " " not in k), key=len, reverse=True)) + r")"
_FACE_WORD = "|".join(sorted((re.escape(k).replace(r"\ ", r"[-\s]") for k in _FACE), key=len, reverse=True))
# each denomination: (pattern with an optional group ``face``, cents per unit of face or fixed cents, sure, coin)
_DENOMS: List[Tuple[str, Optional[int], int, bool, bool]] = [
    (r"(?:\$\s*(?P<face>\d{1,3})|(?P<face>\d{1,3})[-\s]?dollar|(?P<face>" + _FACE_WORD + r")[-\s]dollar)\s+(?:bills?|notes?|coins?)",
     100, 0, True, False),
    (r"[£€]\s*(?P<face>\d{1,3})\s+(?:notes?|bills?)", 100, 0, True, False),
    (r"[£€]\s*(?P<face>\d{1,2})\s+coins?", 100, 0, True, True),
    (r"(?P<face>\d{1,3})\s*(?:p|c|¢|cent|pence)\s+coins?|(?P<face>\d{1,3})p\b", 1, 0, True, True),
    (r"(?:dollar|loonie)\s+coins?|loonies?", None, 100, True, True),
    (r"toonies?", None, 200, True, True),
    (r"half[-\s]dollars?(?:\s+coins?)?", None, 50, True, True),
    (r"dimes?", None, 10, True, True),
    (r"nickels?", None, 5, True, True),
    (r"penn(?:y|ies)", None, 1, True, True),
    (r"quarters?(?!\s+(?:of|hours?|miles?|past|to|inch|cup|pound|mile|note|rest)\b)", None, 25, False, True),
    (r"singles?|one[-\s]dollar\s+bills?", None, 100, False, False),
    (r"fivers?", None, 500, True, False),
    (r"tenners?|sawbucks?", None, 1000, True, False),
    (r"c-notes?|benjamins?", None, 10000, True, False),
    (r"(?P<face>" + _FACE_WORD + r")(?![-\w])", 100, 0, False, False),
    (r"(?P<face>" + "|".join(_FACE_PLURAL) + r")(?![-\w])", 100, 0, False, False),
]


def _named(pat: str, k: int) -> str:
    """``pat`` with its ``face`` groups renamed ``f{k}_{i}`` (one name a group: ``re`` refuses repeated names)."""
    parts = pat.split("(?P<face>")
    return parts[0] + "".join(f"(?P<f{k}_{i}>" + rest for i, rest in enumerate(parts[1:]))


_ITEM = re.compile(r"(?i)(?<![\w$£€])" + _COUNT + r"(?:\s*[×x*]\s*|\s+)(?:of\s+)?(?:(?:crisp|new|old|shiny|loose|silver|copper|"
                   r"paper|single)\s+)?(?:" + "|".join(
                       f"(?P<d{k}>{_named(pat, k)})" for k, (pat, *_rest) in enumerate(_DENOMS)) + r")")
_JOIN = re.compile(r"(?i)\s*(?:,\s*(?:and\s+|plus\s+)?|\s+and\s+|\s+plus\s+|\s*\+\s*|\s*&\s*)\s*")
_MONEY_TALK = re.compile(r"(?i)\b(?:coins?|change|cash|cents?|pocket|wallet|purse|till|register|bills?|notes?)\b|¢")
_CENTS_TALK = re.compile(r"(?i)\bcents?\b|¢|\bpence\b")


def _face(m: re.Match, k: int) -> Optional[int]:
    """The face value captured for denomination ``k`` (digits or a face word), if the pattern has one."""
    for name, val in m.groupdict().items():
        if val and name.startswith(f"f{k}_"):
            v = val.lower().replace("-", " ")
            v = re.sub(r"\s+", " ", v)
            if v.isdigit():
                return int(v)
            return _FACE.get(v) or _FACE_PLURAL.get(v)
    return None


def _count(word: str) -> int:
    w = re.sub(r"\s+", " ", word.lower())
    return int(w) if w.isdigit() else _SMALL[w]


def _pieces(text: str) -> List[Tuple[int, int, int, bool, bool]]:
    """``(start, end, cents, sure, coin)`` of each piece of ``text`` (module docstring)."""
    out = []
    for m in _ITEM.finditer(text):
        k = next(int(n[1:]) for n, v in m.groupdict().items() if v and re.fullmatch(r"d\d+", n))
        _pat, per, fixed, sure, coin = _DENOMS[k]
        if per is not None:
            face = _face(m, k)
            if face is None:
                continue
            cents = face * per
        else:
            cents = fixed
        out.append((m.start(), m.end(), _count(m.group("count")) * cents, sure, coin))
    return out


def _runs(text: str) -> List[List[Tuple[int, int, int, bool, bool]]]:
    """The pieces of ``text`` grouped into runs joined by :data:`_JOIN`."""
    runs: List[List[Tuple[int, int, int, bool, bool]]] = []
    for p in _pieces(text):
        if runs and _JOIN.fullmatch(text[runs[-1][-1][1]:p[0]]):
            runs[-1].append(p)
        else:
            runs.append([p])
    return runs


def money_piece_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each run of banknotes and coins in ``text`` whose amount is one of ``values`` (the answer's
    sympy values) in dollars or in cents (module docstring). Raises nothing."""
    if not values or not re.search(r"(?i)bill|note|coin|dime|nickel|penn|quarter|single|fiver|tenner|sawbuck|loonie|"
                                   r"toonie|benjamin|\dp\b", text):
        return
    import sympy

    from agon_mcore.agon.answer_forms.compare import problem_values
    from agon_mcore.agon.answer_forms.values import values_equal

    givens = problem_values(problem)
    for run in _runs(text):
        sent_start = max(text.rfind(c, 0, run[0][0]) for c in ".\n!?") + 1
        sent_end = min([x for x in (text.find(c, run[-1][1]) for c in ".\n!?") if x >= 0] or [len(text)])
        sentence = text[sent_start:sent_end]
        sure = any(p[3] for p in run) or bool(_MONEY_TALK.search(sentence))
        if not sure:
            continue
        if len(run) == 1 and not (run[0][3] and re.match(r"\s*(?:\d{2,3}|[2-9]\b|two|three|four|five|six|seven|eight|nine|"
                                                          r"ten|eleven|twelve|a\s+(?:pair|couple|dozen))",
                                                          text[run[0][0]:run[0][1]], re.I)):
            continue  # a single piece: "a ten-dollar bill" is its numeral's reading; "seven dimes" is read here
        cents = sum(p[2] for p in run)
        readings = [sympy.Rational(Fraction(cents, 100).numerator, Fraction(cents, 100).denominator)]
        if all(p[4] for p in run) or _CENTS_TALK.search(sentence) or _CENTS_TALK.search(problem or ""):
            readings.append(sympy.Integer(cents))
        if any(values_equal(r, g) for r in readings for g in givens):
            continue  # the problem's own amount restated
        if any(values_equal(r, v) for r in readings for v in values):
            yield run[0][0], run[-1][1]
