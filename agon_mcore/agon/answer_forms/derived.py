"""Values derived from other mentions: arithmetic stated in words or symbols (``six times seven``,
``two less than forty-four``, ``40+2``, ``half of 84``, ``the square root of two``), fractions in
words (``three out of four``), ± pairs (``three or negative three``), ranges (``from 2 up to
5``), odds (``odds of 11 to 5`` in favour: the probability 11/16; "against": 5/16) and powers in words (``nine to the power one quarter``: an irrational power is a stated value, a rational one
arithmetic; "the fifth power of two", "two to the fifth", "the cube of four" are arithmetic).

Arithmetic mentions have ``kind == "arith"`` and ``arith=True``: they are work still to do, and
state an answer only where the work stops there, in answer position ("The total is $40+2$.",
``compare.answer_mentions``). Fractions, ± pairs, ranges and roots are stated values.
"""
from __future__ import annotations

import re
from typing import Callable, List, Optional, Sequence

from agon_mcore.agon.answer_forms.values import Mention, _sp

_Op = Callable[[object, object], object]


def _binary_ops() -> List[tuple]:
    sp = _sp()
    return [
        (re.compile(r"\s+(?:times|multiplied\s+by)\s+(?:the\s+)?|\s*(?:×|\*|·|\\times|\\cdot)\s*", re.I), lambda a, b: a * b, "arith"),
        (re.compile(r"\s+(?:plus|added\s+to)\s+|\s*\+\s*", re.I), lambda a, b: a + b, "arith"),
        (re.compile(r"\s+minus\s+|\s+[-−]\s+|(?<=\d)[-−](?=\d)", re.I), lambda a, b: a - b, "arith"),
        (re.compile(r"\s+less\s+than\s+|\s+fewer\s+than\s+", re.I), lambda a, b: b - a, "arith"),
        # "2 apples short of 20", "3 shy of a hundred": what is missing from the second
        (re.compile(r"\s+(?:[a-z]+\s+)?(?:short|shy)\s+of\s+(?:the\s+)?", re.I), lambda a, b: b - a, "words"),
        (re.compile(r"\s+more\s+than\s+", re.I), lambda a, b: a + b, "arith"),
        (re.compile(r"\s+divided\s+by\s+|\s*÷\s*|\s*\\div\s*", re.I), lambda a, b: a / b if b != 0 else None, "arith"),
        (re.compile(r"\s+out\s+of\s+(?:every\s+)?|\s+(?:times\s+)?in\s+every\s+|\s+in\s+(?=\S+(?:\s+(?:chance|odds|probability|cases?|times|trials?|draws?|tries)|\s*[,.;]))", re.I),
         lambda a, b: a / b if b != 0 else None, "words"),
        # a power in words: an irrational value is named by it ("nine to the power one quarter" = sqrt 3), a rational one
        # is arithmetic still to do ("two to the power of ten")
        (re.compile(r"\s+(?:to\s+the\s+power\s+(?:of\s+)?|raised\s+to\s+(?:the\s+power\s+(?:of\s+)?)?)", re.I),
         lambda a, b: sp.Pow(a, b) if not (a == 0 and b <= 0) and abs(b) <= 64 else None, "power"),
        (re.compile(r"\s+or\s+(?:negative|minus)\s+", re.I),
         lambda a, b: sp.FiniteSet(a, -a) if a == b else None, "words"),
        (re.compile(r"\s+or\s+", re.I), lambda a, b: sp.FiniteSet(a, b) if b == -a and a != 0 else None, "words"),
    ]


_PREFIX = [
    (re.compile(r"(?:the\s+)?square\s+root\s+of\s+$", re.I), lambda a: _sp().sqrt(a), "words"),
    (re.compile(r"(?<![A-Za-z])(?<!\bthe\s)(?<!\ba\s)(?<!\beach\s)(?:root|surd)[\s-]+$", re.I), lambda a: _sp().sqrt(a),
     "words"),  # "root five" as spoken; "the root 5" is a root of an equation
    (re.compile(r"(?:the\s+)?cube\s+root\s+of\s+$", re.I), lambda a: _sp().cbrt(a), "words"),
    (re.compile(r"(?:plus\s+or\s+minus|plus-minus)\s+$", re.I), lambda a: _sp().FiniteSet(a, -a), "words"),
    (re.compile(r"\bhalf\s+of\s+$", re.I), lambda a: a / 2, "arith"),
    (re.compile(r"\b(?:twice|double)\s+$", re.I), lambda a: a * 2, "arith"),
    (re.compile(r"(?:the\s+)?square\s+of\s+$", re.I), lambda a: a ** 2, "arith"),
    (re.compile(r"(?:the\s+)?cube\s+of\s+$", re.I), lambda a: a ** 3, "arith"),
]
# an ordinal exponent in words or digits: "the fifth power of two", "two to the fifth (power)", "2 to the 5th"
_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
             "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16,
             "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20}
_ORD = r"(" + "|".join(_ORDINALS) + r"|\d{1,2}(?:st|nd|rd|th))"
_POWER_OF = re.compile(r"(?:the\s+)?" + _ORD + r"\s+power\s+of\s+$", re.I)
_TO_THE = re.compile(r"\s+to\s+the\s+" + _ORD + r"(?:\s+power)?\b", re.I)


def _ordinal(word: str) -> int:
    w = word.lower()
    return _ORDINALS[w] if w in _ORDINALS else int(re.match(r"\d+", w).group(0))


_SUFFIX = [
    (re.compile(r"\s+squared\b", re.I), lambda a: a ** 2),
    (re.compile(r"\s+cubed\b", re.I), lambda a: a ** 3),
]
# "odds of", "the odds are", and a subject between ("the odds for exactly two heads should be 3:5")
_ODDS_BEFORE = re.compile(r"\bodds\b\s*(?:(?:are|is|of|at|were|stand\s+at)\s+|(?:in\s+favou?r\s+|for\s+|on\s+|that\s+)[^.;:\n\d$]{0,50}?"
                          r"\b(?:are|is|be|were|come\s+to|stand\s+at|equal|of)\s+|[^.;\n\d$]{0,40}?(?:=|:)\s*)?(?:\$\s*)?$", re.I)
_COLON_PAIR = re.compile(r"(\d+)\s*(?::|\\colon)\s*(\d+)")
_ODDS_MID = re.compile(r"\s*(?:\$\s*)?(?:to|:|\\colon|-)\s*(?:\$\s*)?", re.I)
_AGAINST_AFTER = re.compile(r"\s*\$?\s*against\b", re.I)  # ("11 to 5 on" is odds-on: in favour)
_RANGE_BEFORE = re.compile(r"\b(?:from|between)\s+(?:\$\s*)?$", re.I)
_RANGE_MID = re.compile(r"\s*(?:\$\s*)?(?:(?:up\s+)?to|through|and|until|till)\s+(?:\$\s*)?", re.I)
_OPEN_AFTER = re.compile(r"[^.;\n]{0,30}?\b(?:exclusive|not\s+included|excluded|open)\b", re.I)


def _operands(mentions: Sequence[Mention]) -> List[Mention]:
    out = []
    for m in mentions:
        v = m.value
        if m.kind in ("number", "words", "coef") and getattr(v, "is_number", False) and not getattr(v, "is_infinite", False):
            if not out or m.start >= out[-1].end:
                out.append(m)
            elif m.end - m.start > out[-1].end - out[-1].start and m.start == out[-1].start:
                out[-1] = m
    return out


def _safe(fn, *args) -> Optional[object]:
    try:
        v = fn(*args)
    except (ZeroDivisionError, TypeError, ValueError, OverflowError):
        return None
    return v


def derived_mentions(text: str, mentions: Sequence[Mention]) -> List[Mention]:
    """Values derived from ``mentions`` (the number and word mentions of ``text``): see the
    module docstring. Chains of one operator kind are read left to right (``2 + 3 + 4``);
    ``*`` and ``/`` bind before ``+`` and ``-`` in a symbol chain."""
    sp = _sp()
    ops = _binary_ops()
    nums = _operands(mentions)
    out: List[Mention] = []
    for k, a in enumerate(nums):
        before = text[max(0, a.start - 30):a.start]
        for rx, fn, kind in _PREFIX:
            if rx.search(before):
                v = _safe(fn, a.value)
                if v is not None:
                    pm = rx.search(before)
                    out.append(Mention(a.start - (len(before) - pm.start()), a.end, v, kind, arith=kind == "arith"))
        for rx, fn in _SUFFIX:
            s = rx.match(text, a.end)
            if s:
                out.append(Mention(a.start, s.end(), fn(a.value), "arith", arith=True))
        pw = _POWER_OF.search(before)
        if pw:  # "the fifth power of two": arithmetic still to do
            v = _safe(lambda x: x ** _ordinal(pw.group(1)), a.value)
            if v is not None:
                out.append(Mention(a.start - (len(before) - pw.start()), a.end, v, "arith", arith=True))
        tt = _TO_THE.match(text, a.end)
        if tt:  # "two to the fifth (power)", "2 to the 5th"
            v = _safe(lambda x: x ** _ordinal(tt.group(1)), a.value)
            if v is not None:
                out.append(Mention(a.start, tt.end(), v, "arith", arith=True))
        # a range "from 2 up to 5": the closed interval (open where the text says so)
        if k + 1 < len(nums) and _RANGE_BEFORE.search(before):
            b = nums[k + 1]
            mid = _RANGE_MID.fullmatch(text, a.end, b.start)
            if mid and a.value.is_real and b.value.is_real and a.value < b.value:
                opened = bool(_OPEN_AFTER.match(text, b.end))
                iv = sp.Interval(a.value, b.value, opened, opened)
                rb = _RANGE_BEFORE.search(before)
                out.append(Mention(a.start - (len(before) - rb.start()), b.end, iv, "words"))
        # odds "a to b" (in favour; "against": the other way round) state the probability a/(a+b)
        odds_before = text[max(0, a.start - 90):a.start]
        pair = _COLON_PAIR.fullmatch(text, a.start, a.end)  # "3:5" read as one mention (a ratio)
        ob = _ODDS_BEFORE.search(odds_before)
        if pair and ob:
            x, y = sp.Integer(pair.group(1)), sp.Integer(pair.group(2))
            if x + y > 0:
                p = (y if _AGAINST_AFTER.match(text, a.end) else x) / (x + y)
                out.append(Mention(a.start - (len(odds_before) - ob.start()), a.end, p, "words"))
        elif k + 1 < len(nums) and ob:
            b = nums[k + 1]
            if _ODDS_MID.fullmatch(text, a.end, b.start) and a.value >= 0 and b.value >= 0 and a.value + b.value > 0:
                against = bool(_AGAINST_AFTER.match(text, b.end))
                p = (b.value if against else a.value) / (a.value + b.value)
                out.append(Mention(a.start - (len(odds_before) - ob.start()), b.end, p, "words"))
        # a chain of binary operations starting at a
        terms: List[object] = []
        value = a.value
        end = a.end
        j = k
        chain_kind = None
        symbolic: List[tuple] = [("", a.value)]
        while j + 1 < len(nums):
            b = nums[j + 1]
            gap = text[end:b.start]
            hit = None
            for rx, fn, kind in ops:
                # matched in the text, not the gap alone, so a lookahead past the gap ("2 in 7 chance") sees it
                om = rx.match(text, end)
                if om and om.end() == b.start:
                    hit = (fn, kind, gap.strip())
                    break
            if hit is None:
                break
            fn, kind, sym = hit
            if chain_kind is not None and kind != chain_kind:
                break
            chain_kind = kind
            symbolic.append((sym, b.value))
            if kind == "arith" and sym in ("+", "-", "−", "*", "×", "·", "\\times", "\\cdot", "÷", "\\div", ""):
                value = _eval_symbols(symbolic)
            else:
                value = _safe(fn, value, b.value)
            if value is None:
                break
            end = b.end
            j += 1
            if kind == "power":
                kind = "arith" if getattr(value, "is_rational", False) else "words"
            if kind == "words" and value is not None:
                out.append(Mention(a.start, end, value, "words"))
                break
            out.append(Mention(a.start, end, value, "arith", arith=True))
        _ = terms
    return out


def _eval_symbols(chain: List[tuple]):
    """``[("", a), ("+", b), ("*", c)]`` evaluated with ``*``/``/`` before ``+``/``-``."""
    terms: List[object] = []
    cur = None
    sign = 1
    for sym, v in chain:
        s = sym.lower()
        if s in ("", "+", "plus", "added to"):
            if cur is not None:
                terms.append(sign * cur)
            cur, sign = v, 1
        elif s in ("-", "−", "minus"):
            terms.append(sign * cur)
            cur, sign = v, -1
        elif s in ("*", "×", "·", "\\times", "\\cdot", "times", "multiplied by"):
            cur = cur * v
        elif s in ("÷", "\\div", "divided by"):
            if v == 0:
                return None
            cur = cur / v
        else:
            return None
    terms.append(sign * cur)
    return sum(terms[1:], terms[0])
