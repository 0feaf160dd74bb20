"""Quantities in units: one quantity however many (number, unit) pairs state it, compared by value.

:func:`unit_mentions` reads a quantity and converts it to every unit of its dimension, so the answer
matches in whichever unit the problem asks it:

* **one pair in another unit**: ``3⅓ h`` is 200 minutes, ``an hour and a half`` is 90 minutes;
* **a run of pairs of one dimension** (mixed units) is ONE quantity: ``2 hours and 40 minutes`` is 160
  minutes, ``2 ft 2 in`` is 26 inches, ``3 pounds, 4 ounces`` is 52 ounces, ``4 dollars and 5 cents``
  is 405 cents; pairs are joined by spaces, a comma or "and"; numbers in digits or words (``two feet
  two inches``, ``forty-five minutes``). A run states no single written number, so none of its numbers
  stands for it as a given (a pair alone keeps the number as written: ``Five weeks`` for 5 is a given).
  The ambiguous abbreviations ``in``, ``yd``, ``oz``, ``lb``, ``ft`` and the money units count only
  inside a run of two or more pairs (``12 in all`` is no length);
* **the asked quantity in another unit** (:func:`asked_unit_mentions`): when the problem names the unit it asks
  the answer in ("how much ... in cents?", "How many inches ..."), one pair of that dimension in another unit
  is read in the asked unit, money and imperial units too (``4200 cents`` for 42 dollars, ``$0.10`` for 10
  cents, ``3 feet`` for 36 inches; US customary volume: ``3 quarts`` or ``96 ounces`` of a liquid for 12 cups); the
  ambiguous abbreviations stay run-only;
* **across systems and in squares** (:func:`cross_unit_mentions`): a quantity in another unit than the asked one (or
  than the one unit the problem gives its amounts in), metric against imperial by the exact inch, ounce and fluid ounce
  (``roughly 29 km`` for 18 miles at the written precision after an approximation word, ``120 mm`` for 12 cm; where
  the question asks a weight, the problem's one mass unit: ``2.8 short tons`` for 5600 pounds), and
  an area or a volume in another square or cubic unit (``6 ft²`` for 864 square inches);
* **an end time on a clock** (:func:`clock_mentions`): ``finish at 10:35 PM`` after ``starts at 7:00 PM``
  is the duration 215 minutes (3 h 35 min) when the problem asks a duration; the end time is read
  against the nearest clock time before it in the text, and one the problem itself states is a given.

Dimensions (time, length, mass, volume, money, years) and their factors are a small table here
(``pint`` is not installed). Every function is pure and cheap (regular expressions, exact fractions).
"""
from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms.values import Mention, _sp, values_equal

__all__ = ["unit_mentions", "clock_mentions", "dms_mentions", "mixed_quantity", "asked_unit", "asked_unit_mentions", "cross_unit_mentions"]

_UNITS = {  # unit word -> (dimension, size in the dimension's base unit)
    "h": ("t", 3600), "hr": ("t", 3600), "hrs": ("t", 3600), "hour": ("t", 3600), "hours": ("t", 3600),
    "min": ("t", 60), "mins": ("t", 60), "minute": ("t", 60), "minutes": ("t", 60),
    "s": ("t", 1), "sec": ("t", 1), "secs": ("t", 1), "second": ("t", 1), "seconds": ("t", 1),
    "day": ("t", 86400), "days": ("t", 86400), "week": ("t", 604800), "weeks": ("t", 604800),
    "fortnight": ("t", 1209600), "fortnights": ("t", 1209600),
    "km": ("l", 1000), "kilometre": ("l", 1000), "kilometres": ("l", 1000), "kilometer": ("l", 1000),
    "kilometers": ("l", 1000), "m": ("l", 1), "metre": ("l", 1), "metres": ("l", 1), "meter": ("l", 1),
    "meters": ("l", 1), "cm": ("l", 0.01), "centimetres": ("l", 0.01), "centimeters": ("l", 0.01),
    "mm": ("l", 0.001), "kg": ("w", 1000), "kilograms": ("w", 1000), "g": ("w", 1), "grams": ("w", 1),
    "tonne": ("w", 1000000), "tonnes": ("w", 1000000), "metric ton": ("w", 1000000), "metric tons": ("w", 1000000),
    "l": ("v", 1000), "litre": ("v", 1000), "litres": ("v", 1000), "liter": ("v", 1000), "liters": ("v", 1000),
    "ml": ("v", 1), "millilitres": ("v", 1), "milliliters": ("v", 1),
    "year": ("y", 1), "years": ("y", 1), "decade": ("y", 10), "decades": ("y", 10), "century": ("y", 100),
    "centuries": ("y", 100), "millennium": ("y", 1000),
}
_RUN_ONLY = {  # read only inside a run of two or more pairs (imperial length and mass in inches / ounces, money in cents)
    "mile": ("L", 63360), "miles": ("L", 63360), "yard": ("L", 36), "yards": ("L", 36), "yd": ("L", 36),
    "foot": ("L", 12), "feet": ("L", 12), "ft": ("L", 12), "inch": ("L", 1), "inches": ("L", 1), "in": ("L", 1),
    "pound": ("W", 16), "pounds": ("W", 16), "lb": ("W", 16), "lbs": ("W", 16), "ounce": ("W", 1),
    "ounces": ("W", 1), "oz": ("W", 1), "short ton": ("W", 32000), "short tons": ("W", 32000), "long ton": ("W", 35840),
    "long tons": ("W", 35840),  # (a bare "ton" is short, long or metric: no size)
    "dollar": ("$", 100), "dollars": ("$", 100), "cent": ("$", 1), "cents": ("$", 1), "¢": ("$", 1),
    # US customary volume in fluid ounces (an ounce of a liquid where a volume is asked: :func:`asked_unit_mentions`)
    "cup": ("V", 8), "cups": ("V", 8), "pint": ("V", 16), "pints": ("V", 16), "quart": ("V", 32), "quarts": ("V", 32),
    "gallon": ("V", 128), "gallons": ("V", 128), "fluid ounce": ("V", 1), "fluid ounces": ("V", 1), "fl oz": ("V", 1),
    "tablespoon": ("V", 0.5), "tablespoons": ("V", 0.5), "tbsp": ("V", 0.5),
}
_ALL = {**_UNITS, **_RUN_ONLY}
_SIZES = {f: sorted({Fraction(str(z)) for g, z in _ALL.values() if g == f}) for f in {g for g, _ in _ALL.values()}}
_UNIT_ALT = "|".join(sorted(map(re.escape, _ALL), key=len, reverse=True))
_SMALL = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
          "seventeen eighteen nineteen twenty").split()
_TENS = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine)\b)?"
_QNUM = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|\d+\s+\d+/\d+|\d+(?:\.\d+)?\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]?|[½⅓⅔¼¾]|\d+/\d+|" + _TENS + "|" + \
    "|".join(sorted(_SMALL, key=len, reverse=True)) + r"|an?\s+half|an?|half\s+an?|a\s+quarter\s+of\s+an?)"
# a number in letters stands apart from its unit ("as" is no "a s", one second; "an hour" is); a hyphen joins them in
# a compound ("a 90-minute film", "a ninety-minute film")
_QTY = re.compile(rf"(?<![\w.])(?<!\d,)({_QNUM})(?:\s+and\s+an?\s+(half|quarter))?(?:(?<=[A-Za-z])(?:\s+|-)|(?<![A-Za-z])(?:\$?\s*|-))(?:(?:full|whole|entire|complete|straight|solid|round)\s+)?({_UNIT_ALT})(?![\w])"
                  r"(?:\s+and\s+an?\s+(half|quarter))?", re.IGNORECASE)  # "$405.765$ mm": the math closes before the unit;
# an adjective that leaves the amount as it is may stand before the unit ("15 full days", "3 whole hours")
_JOIN = re.compile(r"\s*,?\s*(?:and\s+)?")


def _qty_value(num: str, extra: Optional[str]) -> Optional[Fraction]:
    from agon_mcore.agon.answer_forms.relatives import word_number  # relatives imports this module

    n = num.strip().lower()
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", n):
        n = n.replace(",", "")  # thousands separators: "28,000 cents"
    if n.startswith("half") or re.fullmatch(r"an?\s+half", n):  # "half a century", "a half-century"
        v = Fraction(1, 2)
    elif n.startswith("a quarter"):
        v = Fraction(1, 4)
    else:
        w = word_number(n)
        try:
            v = Fraction(str(w)) if w is not None else None
        except (ValueError, ZeroDivisionError):
            v = None
    if v is None:
        return None
    return v + (Fraction(1, 2) if extra == "half" else Fraction(1, 4) if extra == "quarter" else 0)


def _pairs(text: str):
    for m in _QTY.finditer(text):
        unit = m.group(3).lower() if len(m.group(3)) > 1 else m.group(3)
        if unit not in _ALL:
            continue
        frac = re.fullmatch(r"\s*(\d+)/(\d+)\s*", m.group(1))
        if frac and math.gcd(int(frac.group(1)), int(frac.group(2))) > 1:
            continue  # "180/120 hours": a division still to do (work), not a quantity written as a fraction
        v = _qty_value(m.group(1), (m.group(2) or m.group(4) or "").lower() or None)
        if v is not None:
            yield m.start(), m.end(), _ALL[unit], v, unit in _RUN_ONLY


def _runs(text: str):
    """(start, end, dimension, total in the base unit, pairs, the lone pair's number, run-only unit) per quantity."""
    qs = list(_pairs(text))
    k = 0
    while k < len(qs):  # "2 hours 25 minutes": one quantity
        s, e, (fam, size), v, run_only = qs[k]
        total, n = v * Fraction(str(size)), 1
        while k + 1 < len(qs) and qs[k + 1][2][0] == fam and qs[k + 1][2][1] < qs[k][2][1] and \
                _JOIN.fullmatch(text, e, qs[k + 1][0]):  # units falling in size, as a mixed quantity is written
            k += 1
            e = qs[k][1]
            total += qs[k][3] * Fraction(str(qs[k][2][1]))
            n += 1
        k += 1
        yield s, e, fam, total, n, v, run_only


def mixed_quantity(span: str) -> bool:
    """``span`` is exactly one quantity stated in two or more (number, unit) pairs of one dimension
    (``2 ft 2 in``, ``2 hours and 40 minutes``)."""
    span = span.strip()
    return any(n > 1 and s == 0 and e == len(span) for s, e, _, _, n, _, _ in _runs(span))


_EQUATED = re.compile(r"\s*(?:=|is|are|equals?|makes?|means?|gives?|,\s*i\.e\.,?|\(|:)\s*\$?\s*", re.I)


def unit_mentions(text: str, answers, problem: Optional[str] = None) -> List[Mention]:
    """The quantities of ``text`` (module docstring) whose value in some unit of their dimension equals one
    of ``answers`` (sympy numbers) as ``"number"`` mentions: the whole run's span, the converted value, and
    for a single pair the number as written in ``alts``. Unit-less numbers and runs that mix dimensions
    are never joined; a run equal to one ``problem`` states in mixed units is a given and is not read, and so is the
    problem's quantity written in another unit right after itself ("2 weeks = 14 days" where it gives 2 weeks); nor is a
    quantity of another dimension than the one the problem asks (``agon.asked.other_dimension``)."""
    sp = _sp()
    runs = list(_runs(problem or ""))
    given = {(f, t) for _, _, f, t, n, _, _ in runs if n > 1}
    stated = {(f, t) for _, _, f, t, _, _, _ in runs}
    out = []
    text_runs = list(_runs(text))
    from agon_mcore.agon.asked import other_dimension

    for s, e, fam, total, n, v, run_only in text_runs:
        if (n == 1 and run_only) or (fam, total) in given:  # the problem's own mixed quantity is a given
            continue
        num = re.match(r"\s*-?\d[\d.,]*", text[s:e])
        if num and other_dimension(text, s, s + num.end(), problem):
            continue  # "5 days" where miles are asked: no unit of the asked quantity (5 days is 120 hours, no distance)
        if (fam, total) in stated and any((f, t) == (fam, total) and _EQUATED.fullmatch(text[e0:s])
                                          for s0, e0, f, t, _, _, _ in text_runs if e0 <= s):
            continue  # the problem's quantity equated with itself in another unit ("2 weeks = 14 days"): a given restated
        for size2 in _SIZES[fam]:
            conv = total / size2
            cv = sp.Rational(conv.numerator, conv.denominator)
            if (n > 1 or conv != v) and any(values_equal(cv, a) for a in answers):
                alts = () if n > 1 else (sp.Rational(v.numerator, v.denominator),)  # a run has no single written number
                out.append(Mention(s, e, cv, "number", alts=alts))
                break
    return out


_CLOCK = re.compile(r"(?<![\w.:])(\d{1,2}):(\d{2})(?::\d{2})?\s*(a\.\s?m\.|p\.\s?m\.|am|pm)?(?![\w:])", re.IGNORECASE)
_ASKS_DURATION = re.compile(r"(?i)\bhow\s+(?:many|much)\s+(?:minutes?|hours?|seconds?|time)\b|\bhow\s+long\b|"
                            r"\bin\s+(?:minutes|hours|seconds)\b")


def _minutes(m: re.Match) -> Optional[int]:
    h, mi = int(m.group(1)), int(m.group(2))
    if h > 23 or mi > 59:
        return None
    ap = (m.group(3) or "").lower().replace(".", "").replace(" ", "")
    if ap and not 1 <= h <= 12:
        return None
    if ap == "pm" and h != 12:
        h += 12
    elif ap == "am" and h == 12:
        h = 0
    return h * 60 + mi


# an angle in degrees and minutes (and seconds) of arc: "22° 30′", "$22^\\circ 30'$", "22 degrees 30 minutes"
_DEG_MARK = r"(?:\s*\^\s*\{?\s*\\circ\s*\}?|\s*°|\s*\\degree\b|\s+degrees?\b|\s*deg\b)"
_MIN_MARK = r"(?:\s*(?:'|′|\^\s*\{?\s*\\prime\s*\}?|\\prime\b)(?!')|\s+(?:arc\s*)?minutes?\b|\s*arcmin\b)"
_SEC_MARK = r"(?:\s*(?:''|″|\"|\^\s*\{?\s*\\prime\\prime\s*\}?|\\prime\\prime\b|\\dprime\b)|\s+(?:arc\s*)?seconds?\b|\s*arcsec\b)"
_DMS = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)" + _DEG_MARK + r"\$?\s*,?\s*(?:and\s+)?\$?\s*(\d+(?:\.\d+)?)" + _MIN_MARK +
                  r"(?:\$?\s*,?\s*(?:and\s+)?\$?\s*(\d+(?:\.\d+)?)" + _SEC_MARK + r")?", re.IGNORECASE)


def dms_mentions(text: str, answers, problem: Optional[str] = None) -> List[Mention]:
    """Angles written in degrees and minutes (and seconds) of arc whose value in degrees is one of ``answers``
    (sympy numbers): ``22^\\circ 30'`` and "22 degrees 30 minutes" are 22.5 degrees, as ``1 h 30 min`` is 1.5 hours.
    An angle the problem itself states so is a given and is not read. Raises nothing."""
    sp = _sp()
    given = {(m.group(1), m.group(2), m.group(3)) for m in _DMS.finditer(problem or "")}
    out = []
    for m in _DMS.finditer(text):
        if (m.group(1), m.group(2), m.group(3)) in given:
            continue
        v = Fraction(m.group(1)) + Fraction(m.group(2)) / 60 + Fraction(m.group(3) or 0) / 3600
        cv = sp.Rational(v.numerator, v.denominator)
        if any(values_equal(cv, a) for a in answers):
            out.append(Mention(m.start(), m.end(), cv, "number"))
    return out


def clock_mentions(text: str, answers, problem: Optional[str]) -> List[Mention]:
    """End times on a clock in ``text`` that state the duration asked (``answers``: sympy numbers) from the
    nearest clock time before them in ``text``, in any unit of time (module docstring). Only when
    ``problem`` asks a duration; an end time the problem states is a given and is not read."""
    if not problem or not _ASKS_DURATION.search(problem):
        return []
    sp = _sp()
    given = {_minutes(c) for c in _CLOCK.finditer(problem)}
    times = [(c, _minutes(c)) for c in _CLOCK.finditer(text)]
    out = []
    for c, t in times:  # "3:45 - 2:15 = 1:30": a difference of clock times written as a clock reading is a duration
        if t is None or not re.search(r"\d:\d\d\s*[-−]\s*\d{1,2}:\d\d\s*=\s*$", text[max(0, c.start() - 20):c.start()]):
            continue
        for size in _SIZES["t"]:
            conv = Fraction(t * 60) / size
            cv = sp.Rational(conv.numerator, conv.denominator)
            if any(values_equal(cv, a) for a in answers):
                out.append(Mention(c.start(), c.end(), cv, "number"))
                break
    for (_, t0), (c, t1) in zip(times, times[1:]):
        if t0 is None or t1 is None or t1 in given:
            continue
        d = Fraction((t1 - t0) % 1440) * 60  # seconds, past midnight when the end is earlier on the clock
        if not d:
            continue
        for size in _SIZES["t"]:
            conv = d / size
            cv = sp.Rational(conv.numerator, conv.denominator)
            if any(values_equal(cv, a) for a in answers):
                out.append(Mention(c.start(), c.end(), cv, "number"))
                break
    return out


_UNIT_WORD = re.compile(rf"(?i)(?<![\w$])({_UNIT_ALT})(?![\w])")
_ASKED_IN = re.compile(rf"(?i)\b(?:in|into|to)\s+(square\s+|cubic\s+|sq\.?\s+)?({_UNIT_ALT})\b|"
                       rf"\bhow\s+many\s+(square\s+|cubic\s+|sq\.?\s+)?({_UNIT_ALT})\b")
_AMBIGUOUS = {"in", "yd", "oz", "lb", "lbs", "ft", "m", "s", "h", "g", "l", "min", "sec"}  # never the asked unit
_IMPERIAL_ABBR = {"yd", "oz", "lb", "lbs", "ft"}  # unambiguous after a decimal or an approximation word (cross systems)
_DOLLARS = re.compile(r"(?<![\w.])(?:\\\$|\$)\s?(\d+(?:,\d{3})*(?:\.\d+)?)(?![\d.,]*\d)")


def asked_unit(problem: Optional[str]):
    """The unit the problem asks its answer in, as ``(dimension, size)`` of the module's unit table, else None.

    Read from the problem's last phrase that names one: "in cents", "how many inches", "to metres" (the
    question usually comes last); a square or cubic unit (an area, a volume) names none the table converts.
    Abbreviations (``in``, ``m``, ``s``...) never name it. A problem that names no unit, gives its amounts in dollars
    (``$15``) and asks an amount of money ("what was their profit?") asks dollars."""
    best = None
    named = False
    for m in _ASKED_IN.finditer(problem or ""):
        power, u = (m.group(1), m.group(2)) if m.group(2) else (m.group(3), m.group(4))
        u = u.lower()
        named = True
        best = None if power or u not in _ALL or u in _AMBIGUOUS else _ALL[u]
    if not named and _DOLLARS.search(problem or "") and _ASKS_MONEY.search(problem or "") and \
            not re.search(r"(?i)\bcents?\b|¢", problem or ""):
        return _ALL["dollars"]  # the problem's amounts are in dollars and it asks an amount of money: dollars
    return best


_ASKS_MONEY = re.compile(r"(?i)\b(?:how\s+much|profit|cost|costs|spend|spent|earn(?:ed|s)?|pay|paid|revenue|income|price|"
                         r"money|make|made|save[sd]?|owe[sd]?|change)\b[^.?]*\?")


def asked_unit_mentions(text: str, answers, problem: Optional[str]) -> List[Mention]:
    """One (number, unit) pair of ``text`` in ANOTHER unit of the dimension ``problem`` asks its answer in
    (:func:`asked_unit`), converted into the asked unit and equal to one of ``answers`` (sympy numbers):
    ``4200 cents`` for 42 when dollars are asked, ``$0.10`` (a dollar sign is the unit) for 10 when cents
    are. The pairs :func:`unit_mentions` already reads (a lone pair of a non-run-only unit) are left to it;
    a pair the problem states is a given. Returns ``"number"`` mentions with the written number in ``alts``."""
    asked = asked_unit(problem)
    if asked is None:
        return []
    fam, size = asked
    sp = _sp()
    pairs = [(s, e, u, v) for s, e, u, v, ro in _pairs(text) if ro] + \
        [(m.start(), m.end(), ("$", 100), Fraction(m.group(1).replace(",", ""))) for m in _DOLLARS.finditer(text)]
    given = {(u, v) for _, _, u, v, ro in _pairs(problem or "")} | \
        {(("$", 100), Fraction(m.group(1).replace(",", ""))) for m in _DOLLARS.finditer(problem or "")}
    out = []
    for s, e, (f, z), v in pairs:
        word = _UNIT_WORD.search(text, s, e)
        if fam == "V" and f == "W" and word is not None and word.group(1).lower() in ("ounce", "ounces"):
            f, z = "V", 1  # "96 ounces" of juice where cups are asked: fluid ounces
        if f != fam or z == size or ((f, z), v) in given or \
                (word is not None and word.group(1).lower() in _AMBIGUOUS):
            continue
        conv = v * Fraction(str(z)) / Fraction(str(size))
        cv = sp.Rational(conv.numerator, conv.denominator)
        if any(values_equal(cv, a) for a in answers):
            out.append(Mention(s, e, cv, "number", alts=(sp.Rational(v.numerator, v.denominator),)))
    return out


# ----------------------------------------------------------------------------- across systems, and areas
# one inch is 0.0254 m, one ounce 28.349523125 g and one US fluid ounce 29.5735295625 ml exactly: the imperial families in
# the metric ones' base units
_BRIDGE = {"L": ("l", Fraction("0.0254")), "W": ("w", Fraction("28.349523125")), "V": ("v", Fraction("29.5735295625")),
           "l": ("l", Fraction(1)),
           "w": ("w", Fraction(1)), "v": ("v", Fraction(1)), "t": ("t", Fraction(1))}
_ASKS_WEIGHT = re.compile(r"(?i)\b(?:how\s+much\s+(?:does|do|did|will|would)\s+[^?]{0,40}\bweigh|how\s+heavy|what\s+(?:is|was)\s+"
                          r"(?:the|its|their)\s+(?:total\s+)?(?:weight|mass))\b[^?]*\?")
_APPROX_BEFORE = re.compile(r"(?i)(?:\b(?:roughly|about|approximately|approx\.?|around|nearly|almost|some|circa|ca\.)|≈|~|\\approx)\s*\$?\s*$")
_POWER_AFTER = re.compile(r"\s*(?:²|\^\s*\{?\s*2\s*\}?)|\s*(?:³|\^\s*\{?\s*3\s*\}?)")
_SQUARE_UNIT = re.compile(rf"(?i)(?<![\w.])(\d+(?:\.\d+)?)\s*(?:(square|sq\.?|cubic|cu\.?)\s+({_UNIT_ALT})\b|({_UNIT_ALT})\s*(²|³|\^\s*\{{?\s*[23]\s*\}}?))")
_GIVEN_UNIT = re.compile(rf"(?<![\w.])\d+(?:\.\d+)?\s*({_UNIT_ALT})\b")


def _unit(word: str):
    """The table's ``(dimension, size)`` of a unit word (a one-letter unit as written, a longer one in any case)."""
    return _ALL.get(word if len(word) == 1 else word.lower())


def _in_base(unit: str) -> Optional[Tuple[str, Fraction]]:
    """A unit word's family and size in the metric base unit (inches and ounces bridged), or None."""
    u = _unit(unit)
    if u is None or u[0] not in _BRIDGE:
        return None
    fam, k = _BRIDGE[u[0]]
    return fam, Fraction(str(u[1])) * k


def cross_unit_mentions(text: str, answers, problem: Optional[str]) -> List[Mention]:
    """A quantity of ``text`` in another unit than the one the problem asks (:func:`asked_unit`) or gives all its
    amounts in ("16 cm"), across the metric and imperial systems (``roughly 29 km`` for 18 miles, ``120 mm`` for 12
    cm), and an area or a volume in another square or cubic unit (``6 ft²`` for 864 square inches): the answer
    converted into the written unit equals the written number, exactly, or at the written number's precision after an
    approximation word ("roughly", "about", ``≈``). A quantity the problem states is a given. Raises nothing."""
    if not problem:
        return []
    sp = _sp()
    nums = [a for a in answers if getattr(a, "is_number", False) and getattr(a, "is_real", False)]
    if not nums:
        return []
    power = 1
    asked_word = None
    for m in _ASKED_IN.finditer(problem):
        pw, u = (m.group(1), m.group(2)) if m.group(2) else (m.group(3), m.group(4))
        asked_word, power = u, (3 if pw and pw.lower().startswith(("cub", "cu")) else 2 if pw else 1)
    if asked_word is None:  # no unit asked: the one unit the problem gives its amounts in ("16 cm")
        units = {u.lower() for u in _GIVEN_UNIT.findall(problem) if u.lower() not in _AMBIGUOUS}
        if len(units) > 1 and _ASKS_WEIGHT.search(problem):  # "how much does it weigh?": the problem's mass unit
            units = {u for u in units if (_unit(u) or ("",))[0] in ("w", "W")}
        asked_word = next(iter(units)) if len(units) == 1 else None
    asked = _in_base(asked_word) if asked_word else None
    if asked is None:
        return []
    named = asked_unit(problem) is not None
    out: List[Mention] = []
    flat = re.sub(r"\s+", " ", problem)
    found = []
    if power == 1:
        for m in _QTY.finditer(text):
            if re.fullmatch(r"\d+(?:\.\d+)?", m.group(1).strip()) and not _POWER_AFTER.match(text, m.end()):
                found.append((m.start(), m.end(), m.group(1).strip(), m.group(3), 1))
    else:
        for m in _SQUARE_UNIT.finditer(text):
            unit = m.group(3) or m.group(4)
            pw = 3 if (m.group(2) or "").lower().startswith(("cub", "cu")) or "3" in (m.group(5) or "") or "³" in (m.group(5) or "") else 2
            found.append((m.start(), m.end(), m.group(1), unit, pw))
    for s, e, num, unit, pw in found:
        if pw != power or re.sub(r"\s+", " ", text[s:e]) in flat:
            continue
        base = _in_base(unit)
        approx = bool(_APPROX_BEFORE.search(text[max(0, s - 16):s]))
        if base is None or base[0] != asked[0] or base[1] == asked[1] or \
                unit.lower() in _AMBIGUOUS and pw == 1 and not (unit.lower() in _IMPERIAL_ABBR and (approx or "." in num)):
            continue  # ("about 105.8 lb", "12.5 ft": an imperial abbreviation after a decimal or "about" is no word)
        if pw == 1 and named and _unit(asked_word)[0] == _unit(unit)[0]:
            continue  # the asked unit's own system: unit_mentions and asked_unit_mentions read it, with their given rules
        written = Fraction(num)
        places = len(num.split(".")[1]) if "." in num else 0
        for a in nums:
            try:
                ratio = (asked[1] / base[1]) ** power
                conv = a * sp.Rational(ratio.numerator, ratio.denominator)  # the answer in the written unit
                if conv == sp.Rational(written.numerator, written.denominator) or \
                        (approx and round(float(conv), places) == float(written)):
                    out.append(Mention(s, e, a, "number", approx=places if approx else None,
                                       alts=(sp.Rational(written.numerator, written.denominator),)))
                    break
            except (TypeError, ValueError, OverflowError):  # a value sympy cannot compare: nothing read
                continue
    return out
