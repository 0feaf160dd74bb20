"""A count of one unit inside a span of another: "the number of hours in two full days" (48), "every day in three
weeks" (21), "the minutes in a day" (1440).

The value is the span's count times the conversion factor between the two units, found by chaining the unit table
below (hours in a week = 24 · 7), so any pair of units of one dimension reads, not a list of phrases. A span whose
unit is qualified by a word that changes its length and that the table does not know ("whole days in a synodic month",
"days in a leap year" is known) cannot be read: :func:`unknown_unit_count_spans` gives those to the summarizer, which
hides them fail-closed (a value read through outside knowledge). Sources of the factors: the SI brochure (9th ed.,
table 8: minute, hour, day), NIST Handbook 44 appendix C (US customary length, mass and volume), the Gregorian calendar
(365 days a year, 366 in a leap year, 52 weeks a year).
"""
from __future__ import annotations

import re
from collections import deque
from fractions import Fraction
from typing import Dict, List, Optional, Tuple

import sympy as sp

from agon_mcore.agon.answer_forms.values import Mention

__all__ = ["unit_count_mentions", "unknown_unit_count_spans", "unit_factor", "grid_count_mentions"]

# (small unit, big unit, how many small ones make one big one): one dimension per connected group
_EDGES = (
    ("second", "minute", 60), ("minute", "hour", 60), ("hour", "day", 24), ("day", "week", 7), ("day", "fortnight", 14),
    ("day", "year", 365), ("week", "year", 52), ("month", "year", 12), ("year", "decade", 10), ("year", "century", 100),
    ("year", "millennium", 1000), ("day", "leap year", 366), ("millisecond", "second", 1000),
    ("inch", "foot", 12), ("foot", "yard", 3), ("foot", "mile", 5280), ("yard", "furlong", 220), ("furlong", "mile", 8),
    ("millimeter", "centimeter", 10), ("centimeter", "meter", 100), ("meter", "kilometer", 1000),
    ("ounce", "pound", 16), ("pound", "ton", 2000), ("gram", "kilogram", 1000), ("milligram", "gram", 1000),
    ("cup", "pint", 2), ("pint", "quart", 2), ("quart", "gallon", 4), ("milliliter", "liter", 1000),
    ("cent", "dollar", 100), ("penny", "pound sterling", 100), ("item", "dozen", 12), ("item", "score", 20),
    ("item", "gross", 144), ("dozen", "gross", 12),
)
_SPELLING = {"metre": "meter", "centimetre": "centimeter", "millimetre": "millimeter", "kilometre": "kilometer",
             "litre": "liter", "millilitre": "milliliter", "feet": "foot", "inches": "inch", "pence": "penny",
             "pennies": "penny", "centuries": "century", "millennia": "millennium", "hrs": "hour", "hr": "hour",
             "mins": "minute", "min": "minute", "secs": "second", "sec": "second", "things": "item", "items": "item"}


def _graph() -> Dict[str, Dict[str, Fraction]]:
    g: Dict[str, Dict[str, Fraction]] = {}
    for small, big, k in _EDGES:
        g.setdefault(small, {})[big] = Fraction(k)  # one big is k small
        g.setdefault(big, {})[small] = Fraction(1, k)
    return g


_GRAPH = _graph()


def _unit(word: str) -> Optional[str]:
    w = " ".join(word.lower().split())
    w = _SPELLING.get(w, w)
    if w in _GRAPH:
        return w
    for cut in ("ies", "es", "s"):
        if w.endswith(cut):
            stem = w[: -len(cut)] + ("y" if cut == "ies" else "")
            stem = _SPELLING.get(stem, stem)
            if stem in _GRAPH:
                return stem
    return None


def unit_factor(small: str, big: str) -> Optional[Fraction]:
    """How many ``small`` units make one ``big`` unit (``unit_factor("hour", "week") == 168``), by the shortest chain
    of the table; None when the two are no units of one dimension. Raises nothing."""
    a, b = _unit(small), _unit(big)
    if a is None or b is None:
        return None
    if "month" in (a, b) and not {a, b} <= {"month", "year", "decade", "century", "millennium"}:
        return None  # a month has 28 to 31 days: only whole years convert
    seen = {b: Fraction(1)}
    todo = deque([b])
    while todo:
        u = todo.popleft()
        for v, k in _GRAPH[u].items():
            if v not in seen:
                seen[v] = seen[u] * k
                todo.append(v)
    k = seen.get(a)  # one big unit in small ones is the inverse of the chain's product
    return None if k is None else 1 / k


_UNIT_WORD = (r"(?:leap\s+years?|pounds?\s+sterling|millenni(?:um|a)|centur(?:y|ies)|[a-z]{2,12})")
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "thirty": 30, "fifty": 50,
                "hundred": 100, "half": Fraction(1, 2), "a half": Fraction(1, 2)}
_FILLER = r"(?:(?:full|whole|complete|entire|standard|ordinary|regular|normal|typical|common|calendar|single)\s+)?"
# "<unit> in|per|within <count> [full] <unit>": the small unit before "in" (a noun: "the number of hours", "every day",
# "the minutes"), the span after it
_SPAN = re.compile(r"(?i)\b(?P<small>" + _UNIT_WORD + r")\s+(?:there\s+are\s+|are\s+there\s+)?(?:in|within|of)\s+"
                   r"(?:(?P<count>\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|"
                   r"thirty|fifty|a\s+hundred)\s+)" + _FILLER +
                   r"(?:(?P<qual>[a-z]{3,})(?:\s+\([^()\n]{1,40}\))?\s+)?(?P<big>" + _UNIT_WORD + r")\b")
# the small unit must be counted there: "the number of hours in", "every day in", "the minutes in", "how many weeks in"
_COUNTED_BEFORE = re.compile(r"(?i)(?:\b(?:number|count|total|amount)\s+of|\b(?:every|each|per|the|all|how\s+many)|"
                             r"\b(?:whole|full|complete|entire))\s+(?:(?:whole|full|complete|entire)\s+)?$")


def _read(text: str) -> List[Tuple[int, int, Optional[Fraction]]]:
    out: List[Tuple[int, int, Optional[Fraction]]] = []
    for m in _SPAN.finditer(text):
        small = _unit(m.group("small"))
        lead = _COUNTED_BEFORE.search(text[max(0, m.start() - 24):m.start()])
        if small is None or not lead:
            continue
        if re.match(r"(?i)(?:the|all)\b", lead.group(0)) and not m.group("small").lower().endswith("s") and \
                m.group("small").lower() not in ("feet", "pence", "millennia"):
            continue  # "the day in a week" names one day; "the minutes in a day" counts them
        big_word = m.group("big")
        qual = m.group("qual")
        if qual and _unit(qual + " " + big_word):
            big_word, qual = qual + " " + big_word, None  # "a leap year": the qualifier is part of the unit's name
        big = _unit(big_word)
        if big is None:
            continue
        if qual:
            out.append((max(0, m.start() - 24) + lead.start(), m.end(), None))  # a qualified span: no reading
            continue
        c = m.group("count").lower()
        count = Fraction(c) if c[0].isdigit() else Fraction(_COUNT_WORDS.get(" ".join(c.split()), 0))
        k = unit_factor(small, big)
        if k is None or not count:
            continue
        out.append((max(0, m.start() - 24) + lead.start(), m.end(), count * k))
    return out


def unit_count_mentions(text: str) -> List[Mention]:
    """One ``number`` :class:`~.values.Mention` per unit count the module docstring reads ("the number of hours in two
    full days" = 48), its value the count times the conversion factor. Raises nothing."""
    if " in " not in text and " of " not in text and " within " not in text:
        return []
    return [Mention(s, e, sp.Rational(v.numerator, v.denominator), "number") for s, e, v in _read(text) if v is not None]


def unknown_unit_count_spans(text: str) -> List[Tuple[int, int]]:
    """``(start, end)`` of each unit count whose span is qualified by a word the table does not know ("the number of
    whole days in a synodic (new moon to new moon) month"): its value cannot be read, so the summarizer hides it
    fail-closed. Raises nothing."""
    if " in " not in text and " of " not in text and " within " not in text:
        return []
    return [(s, e) for s, e, v in _read(text) if v is None]


# a count given by a grid's dimensions: "the number of small cubes in a classic 3×3×3 puzzle cube" (27), "the squares on
# an 8 × 8 board" (64); and one cell of such a grid as a share: "one cell of a $2 \times 2$ grid" (1/4)
_DIMS = r"\$?\s*(\d{1,3})\s*(?:×|x|\\times|by)\s*(\d{1,3})(?:\s*(?:×|x|\\times|by)\s*(\d{1,3}))?\s*\$?"
_GRID_COUNT = re.compile(r"(?i)\b(?:the\s+)?(?:number|count|total)\s+of\s+(?:[a-z-]+\s+){0,2}?(?:in|on|of|making\s+up)\s+(?:a|an|the|one)\s+"
                         r"(?:[a-z-]+\s+){0,2}?" + _DIMS + r"(?:[-\s]+[a-z]+)?")
_ONE_CELL = re.compile(r"(?i)\b(?:one|a\s+single|a)\s+(?:cell|square|box|tile|piece|block|quadrant|part)\s+(?:of|in)\s+(?:a|an|the)\s+"
                       r"(?:[a-z-]+\s+){0,2}?" + _DIMS + r"(?:[-\s]+[a-z]+)?")


def grid_count_mentions(text: str) -> List[Mention]:
    """A count named by a grid's dimensions ("the number of small cubes in a 3×3×3 puzzle cube": 27) and one cell of
    a grid as a share of it ("one cell of a $2 \\times 2$ grid": 1/4): ``number`` Mentions of the product and of its
    reciprocal. Raises nothing."""
    if not re.search(r"\d\s*(?:×|x|\\times|by)\s*\$?\s*\d", text):
        return []
    out: List[Mention] = []
    for rx, share in ((_GRID_COUNT, False), (_ONE_CELL, True)):
        for m in rx.finditer(text):
            dims = [int(g) for g in m.groups() if g]
            n = 1
            for d in dims:
                n *= d
            if n == 0:
                continue
            v = sp.Rational(1, n) if share else sp.Integer(n)
            out.append(Mention(m.start(), m.end(), v, "number"))
    return out
