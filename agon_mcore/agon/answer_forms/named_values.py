"""A value named by a description: a mean of two values, a percentage's complement, a named constant, a fraction of a
named whole, a matrix named by its kind.

* **a mean** (:func:`named_value_spans`): "the geometric mean of $1$ and $e$" (``\\sqrt{e}``), "the arithmetic mean /
  the average of 12 and 20" (16), "the harmonic mean of 3 and 6" (4): the description is evaluated on its two operands
  (numbers, number words through the value readers, or math) and compared with the answer as a value;
* **a percentage's complement**: "6% short of a full charge", "6% shy of 100%", "6 percent below full", "6% away from
  complete" state 94% (and 0.94 where the answer is a decimal share);
* **a named constant**: "the golden ratio" (``\\frac{1+\\sqrt5}{2}``), "Euler's number" or "Napier's constant" (e),
  "the Euler-Mascheroni constant" (gamma), "Catalan's constant", "Apéry's constant" (zeta(3)), "the Hardy-Ramanujan
  (taxicab) number" (1729), "the answer to life, the universe and everything" (42), "the smallest perfect number"
  (6), "a perfect score in bowling" (300), "the additive identity" (0) and "the multiplicative identity" (1), "the
  silver ratio"
  (1 + sqrt 2), "the surface area of the unit sphere" (4 pi), "the area of the unit disc" (pi), "the circumference of
  the unit circle" (2 pi), "the volume of the unit ball" (4 pi/3), their halves ("the area of the unit upper
  hemisphere", 2 pi; "the length of the unit semicircle", pi), each read as its sympy value and compared with the
  answer as a value (not where the problem names it itself);
* **a law at one point**: "the point mass $\\delta_0$", "the Dirac measure at 2" name the constant they sit at; an event
  that "happens almost never" has probability 0 (where the problem asks a probability);
* **a fraction of a named whole**: "one third of a full turn" (120°, 2π/3), "a quarter of the dial" (90°), "half a
  revolution", "a right angle" and "a straight angle" (90°, 180°), "half a period of sine" (π), "three quarters of an
  hour" (45 minutes), "a third of a day" (8 hours; a whole of time alone, "a day", is a unit): the fraction (number
  words or a written fraction, ``answer_forms.words``) times the whole, read in the whole's units and in radians for
  an angle, compared with the answer as a value;
* **a matrix named by its kind**: "the identity map / matrix / transformation / operator" for an identity matrix
  ("minus the identity matrix" for its negative)
  answer, "the zero matrix / map" for a zero one; a 2x2 answer named by its plane map: "the quarter-turn rotation",
  "rotation by $\\pi/2$" or "by 90°" (counterclockwise unless "clockwise" is said), "reflection across the x-axis" /
  "the line y = x" / "the origin", "projection onto the y-axis", "scaling by 3";
* **a curve named by its parameters**: a circle answer by its centre and radius in one sentence ("the circle centred
  at (1, -2) with radius 3" for ``(x-1)^2+(y+2)^2=9``), a line answer by its slope and intercept ("slope 3 and
  y-intercept -2" for ``y = 3x - 2``), the parameters read off the answer's equation with sympy (where the problem
  names a parameter itself, "the line with slope 2 through ...", the description is the draft's work); a line answer
  by two of its points ("the line through (0,1) and (1,3)", not two the problem gives) or by its two intercepts in one
  sentence ("meets the x-axis at x = -1/2 and the y-axis at y = 1");
* **a locus by its standard name**: "the unit circle" for ``|z| = 1`` or ``x^2 + y^2 = 1``, "the unit disc", "the real
  axis", "the imaginary axis", "the upper half-plane" (each name's defining relations compared with the answer as values);
* **a group's neutral element by name**: "the neutral element $e$", "the identity element", "the trivial element" for
  the answer 1 where the problem is about a group, a monoid or a semigroup (not beside "additive" or "zero");
* **a count named as a whole the problem fills**: "every student in the class" (28 where the problem has "a class of
  28 students"), "a full tray" (24 where trays hold 24 cookies), and with an offset: "one cookie short of a full tray"
  (23);
* **a set named by its rule**: "the (positive) divisors of 6" for ``\\{1, 2, 3, 6\\}``, "the first three positive
  integers" for ``\\{1, 2, 3\\}`` (the first n primes, odd or even numbers, squares or cubes);
* **a number by its kind and a neighbour**: "the next power of 2 after 16" (32), "the smallest prime above 30" (31),
  "the largest perfect square below 50" (49), "the first multiple of 7 greater than 40" (42), "the only prime between
  20 and 25" (23, where exactly one term lies strictly between); by its kind alone, "the smallest odd prime" (3: the
  first term of a kind named alone, not "the smallest prime that ...");
* **a number spoken in pairs of digits**: "a one-ninety-five" (195), "nineteen eighty-four" (1984), "two-oh-five" (205);
  or one word per digit: "three, oh, six" (306), "four-two-zero" (420);
* **the problem's given named instead of its value**: "f \\equiv f(2-i)" in result position where the problem states
  ``f(2-i) = 4i``;
* **an acrostic**: the initials of three or more consecutive list items or lines spell the answer in words;
* **a probability by a standard experiment**: "the chance that two fair coins both land heads" (1/4), "the probability
  that a fair die shows a six" (1/6), "the chance of three heads in a row" (1/8);
* **a size by a multiple unit of bytes**: "1 MiB", "one mebibyte" (1048576), "2 kB" (2000 or 2048), not a size the
  problem states;
* **a value looked up by a description**: "the atomic number of chromium" (24, element names and symbols through
  ``periodictable``), "the position of the letter X in the alphabet" (24), "as many as the letters in
  'abcdefghijklmnopqrstuvwx'" or ``len('...')`` (24: the quoted string's length), a fraction of a round number in
  words ("three quarters of a hundred", 75), a difference of zero in words where the problem asks a difference ("the
  two purchases cost exactly the same", "they break even"), a sum of money by its bill or coin
  where the problem is about money ("exactly one Benjamin", 100; "two toonies", 4; "25 grand", 25000).

A description of another quantity stays: its value is not the answer's.
"""
from __future__ import annotations

import re
from typing import Any, Iterator, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.chances import ASKS_CHANCE
from agon_mcore.agon.answer_forms.values import line_starts, written_in_problem

__all__ = ["named_value_spans"]

_OPERAND = r"(\$[^$\n]{1,40}\$|[-−]?\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)"
_MEAN = re.compile(r"(?i)\b(?:the\s+)?(geometric|arithmetic|harmonic)?\s*(mean|average)\s+of\s+" + _OPERAND +
                   r"\s+and\s+" + _OPERAND)
_COMPLEMENT = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:%|\\%|\s+percent)\s+(?:short\s+of|shy\s+of|below|under|away\s+from|"
                         r"less\s+than|off)\s+(?:a\s+|the\s+)?(?:full|complete|whole|100\s*(?:%|\\%|percent))")


_CONSTANTS = (
    (r"golden\s+(?:ratio|mean|section)", "GoldenRatio"),
    (r"(?:euler'?s|napier'?s)\s+(?:number|constant\s+e)|napier'?s\s+constant|the\s+natural\s+(?:logarithm\s+)?base", "E"),
    (r"euler[-–\s]+mascheroni(?:\s+constant)?", "EulerGamma"),
    (r"catalan'?s\s+constant", "Catalan"),
    (r"ap[ée]ry'?s\s+constant", "zeta(3)"),
    (r"silver\s+ratio", "1 + sqrt(2)"),
    (r"(?:hardy[-–\s]+ramanujan|taxi-?cab)\s+number", "1729"),
    # a number pinned by a property only it has
    (r"(?:only|unique|sole|lone)\s+even\s+prime|(?:smallest|least|first)\s+prime(?!\s+(?:factor|divisor|greater|larger|above|"
     r"after|bigger|that|which|p|number\s+(?:greater|above)))", "2"),
    (r"(?:only|unique)\s+(?:positive\s+)?(?:integer|number)\s+that\s+is\s+neither\s+prime\s+nor\s+composite", "1"),
    # the neutral elements of a field's operations, by name
    (r"additive\s+identity|neutral\s+element\s+(?:of|for)\s+addition|identity\s+(?:element\s+)?(?:of|for)\s+addition", "0"),
    (r"multiplicative\s+identity|neutral\s+element\s+(?:of|for)\s+multiplication|"
     r"identity\s+(?:element\s+)?(?:of|for)\s+multiplication", "1"),
    # measures of the unit objects: known constants named by what they measure
    (r"(?:surface\s+)?area\s+of\s+(?:the\s+|a\s+)?unit\s+(?:2-)?sphere", "4*pi"),
    (r"area\s+of\s+(?:the\s+|a\s+)?unit\s+(?:disc|disk|circle)", "pi"),
    (r"(?:circumference|perimeter|length|arc\s+length)\s+of\s+(?:the\s+|a\s+)?unit\s+circle", "2*pi"),
    (r"volume\s+of\s+(?:the\s+|a\s+)?unit\s+(?:ball|sphere)", "4*pi/3"),
    # halves of them: a hemisphere, a half disc, a semicircle
    (r"(?:surface\s+)?area\s+of\s+(?:the\s+|a\s+)?unit\s+(?:(?:upper|lower|northern|southern)\s+)?hemi-?sphere", "2*pi"),
    (r"volume\s+of\s+(?:the\s+|a\s+)?unit\s+(?:(?:upper|lower)\s+)?(?:hemi-?sphere|half[-\s]ball)", "2*pi/3"),
    (r"area\s+of\s+(?:the\s+|a\s+)?unit\s+(?:half[-\s]dis[ck]|semi-?dis[ck])", "pi/2"),
    (r"length\s+of\s+(?:the\s+|a\s+)?unit\s+semi-?circle", "pi"),
    # numbers of common culture, named by their reference
    (r"answer\s+to\s+(?:the\s+(?:ultimate\s+|great\s+)?question\s+of\s+)?life,?\s+the\s+universe,?\s+and\s+everything", "42"),
    (r"(?:smallest|first|least)\s+perfect\s+number", "6"),
    (r"perfect\s+(?:score|game)\s+(?:in|of|at)\s+(?:ten-pin\s+)?bowling|perfect\s+bowling\s+(?:score|game)", "300"),
    (r"number\s+of\s+the\s+beast", "666"),
    # the negative of the imaginary unit (the unit alone is how a draft names i, a definition, so it is not read)
    (r"(?:negative|opposite|additive\s+inverse)\s+of\s+the\s+imaginary\s+unit|minus\s+the\s+imaginary\s+unit", "-I"),
)
# a law concentrated at one point names that point: "the point mass $\\delta_0$", "the Dirac measure at 2", "the degenerate
# distribution at 0"
_POINT_MASS = re.compile(r"(?i)\b(?:point\s+mass|unit\s+mass|dirac\s+(?:mass|measure|delta|distribution)|degenerate\s+(?:law|"
                         r"distribution|random\s+variable))\s*(?:(?:at|in|concentrated\s+at)\s+)?(?:\$?\s*\\?(?:delta|δ)_\{?\s*"
                         r"([-−]?\d+(?:\.\d+)?)\s*\}?\s*\$?|\$?\s*([-−]?\d+(?:\.\d+)?)(?![\w.]))")
# an event of probability 0 in words, where the problem asks a probability
_ALMOST_NEVER = re.compile(r"(?i)\b(?:(?:happens|occurs|holds|is\s+true|takes\s+place)\s+almost\s+never|almost\s+never\s+"
                           r"(?:happens|occurs|holds)|(?:is|forms)\s+a\s+null\s+event)\b")
# an event of probability 1 in words, where the problem asks a probability: "the event is certain", "it is sure to happen"
_CERTAIN = re.compile(r"(?i)\b(?:(?:the\s+)?(?:event|outcome|it|this|that)\s+is\s+(?:a\s+)?(?:certain(?:ty)?|sure\s+to\s+happen|"
                      r"guaranteed)(?!\s+(?:that|to\s+(?!happen)|of|about|whether))|(?:a|the)\s+(?:sure|certain)\s+event|"
                      r"happens\s+with\s+certainty|(?:happens|occurs|holds)\s+almost\s+surely)\b")
# a value looked up by a description (:func:`_lookup_spans`): an element's atomic number, a letter's place in the
# alphabet, the length of a quoted string
_ATOMIC = re.compile(r"(?i)\batomic\s+number\s+of\s+(?:the\s+element\s+)?([A-Za-z]{1,15})\b|"
                     r"\b([A-Za-z]{1,15})(?:'s|\s+has)\s+(?:an\s+|the\s+)?atomic\s+number\b|\bproton\s+count\s+of\s+([A-Za-z]{1,15})\b")
_ALPHABET = re.compile(r"(?i)\b(?:position|place|index|rank|number|ordinal)\s+(?:of\s+)?(?:the\s+)?(?:letter\s+)?"
                       r"[\"'‘“`]?([A-Za-z])[\"'’”`]?\s+(?:in|within|of)\s+the\s+(?:English\s+|Latin\s+|Roman\s+)?alphabet\b|"
                       r"\bletter\s+[\"'‘“`]?([A-Za-z])[\"'’”`]?(?:'s)?\s+(?:alphabet(?:ical)?\s+)?(?:position|place|index|rank)\b")
# a difference of zero in words, where the problem asks a difference ("How many more ... than ...?"): the two sides
# "cost exactly the same", "are equal", "break even"
_ASKS_DIFFERENCE = re.compile(r"(?i)\bhow\s+(?:many|much)\s+(?:more|less|fewer|longer|shorter|heavier|lighter|older|younger|"
                              r"bigger|smaller|taller)\b|\bwhat\s+is\s+the\s+difference\b|\bby\s+how\s+(?:much|many)\b")
_NO_DIFFERENCE = re.compile(r"(?i)\b(?:cost|costs|are|is|weigh|weighs|have|has|come\s+to|comes\s+to|take|takes)\s+(?:exactly\s+|precisely\s+)?"
                            r"the\s+same(?!\s+(?:way|as\s+before|reason|method|idea))\b|\bbreaks?\s+even\b|\bno\s+difference\b|"
                            r"\b(?:neither|none)\s+(?:one\s+)?(?:costs?|is|has|weighs?)\s+more\b")
# a fraction of a round number in words: "three quarters of a hundred" (75), "half a dozen" is count_names'
_FRACTION_OF_ROUND = re.compile(r"(?i)\b(?:(a|an|one|two|three|four|five|six|seven|eight|nine)[\s-]+)?(halves|half|thirds?|quarters?|"
                                r"fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\s+of\s+(?:a|one)\s+"
                                r"(hundred|thousand|million|score|gross)\b")
_ROUND = {"hundred": 100, "thousand": 1000, "million": 10 ** 6, "score": 20, "gross": 144}
_STRING_LENGTH = re.compile(r"(?i)\b(?:letters|characters|chars|symbols)\s+(?:in|of)\s+(?:the\s+(?:string|word)\s+)?"
                            r"([\"'‘“`])([^\"'’”`\n]{2,80})[\"'’”`]|\blen\(\s*([\"'])([^\"'\n]{2,80})\3\s*\)")

# a sum of money named by its bill or coin (where the problem is about money): "exactly one Benjamin" (100), "two
# toonies" (4), "a fiver" (5); the count in digits or words before the name
_MONEY_NAMES = {"benjamin": 100, "franklin": 100, "c-note": 100, "c note": 100, "grant": 50, "jackson": 20,
                "double sawbuck": 20, "hamilton": 10, "sawbuck": 10, "tenner": 10, "fiver": 5, "toonie": 2, "twonie": 2,
                "loonie": 1, "greenback": 1}
_MONEY_NAME = re.compile(r"(?i)\b(?:(a|an|one|a\s+single|one\s+single|exactly\s+one|just\s+one|two|three|four|five|six|seven|"
                         r"eight|nine|ten|\d{1,3})\s+)(" + "|".join(sorted((k.replace(" ", r"\s") for k in _MONEY_NAMES), key=len, reverse=True)) +
                         r")s?\b")
_GRAND = re.compile(r"(?i)\b(a|an|\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|[a-z]+ty(?:-[a-z]+)?)\s+"
                    r"(?:cool\s+)?grand\b(?!\s+(?:total|prize|piano|scheme|design|canyon|opening|finale|slam|tour|jury|master))")
_MONEY_PROBLEM = re.compile(r"(?i)\$|€|£|\bdollars?\b|\bcosts?\b|\bpa(?:y|id|ys)\b|\bprice\b|\bbills?\b|\bmoney\b|\bspen[dt]\b")


def _element_number(name: str) -> Optional[int]:
    """The atomic number of an element named or symbolised by ``name`` ("chromium", "Cr"), through ``periodictable``;
    None for another word (a one-letter symbol counts only as written in capitals: "I" for iodine, not "a")."""
    try:
        import periodictable
    except ImportError:  # pragma: no cover - an install dependency (setup.py)
        return None
    try:
        return int(periodictable.elements.name(name.lower()).number)
    except (ValueError, KeyError, AttributeError):
        pass
    if re.fullmatch(r"[A-Z][a-z]?", name):
        try:
            return int(periodictable.elements.symbol(name).number)
        except (ValueError, KeyError, AttributeError):
            return None
    return None


def _lookup_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """Descriptions whose value is looked up, not computed from the work (module docstring: an atomic number, a
    letter's place, a quoted string's length, a zero difference, a fraction of a round number, money by its bill or
    slang), compared with the answer as a value; not where the problem writes the description itself."""
    from agon_mcore.agon.answer_forms import values_equal
    from agon_mcore.agon.answer_forms.relatives import word_number
    import sympy as sp

    found = []
    for m in _ATOMIC.finditer(text) if re.search(r"(?i)atomic|proton", text) else ():
        n = _element_number(m.group(1) or m.group(2) or m.group(3))
        if n is not None:
            found.append((m, n))
    for m in _ALPHABET.finditer(text) if re.search(r"(?i)alphabet|\bletter\b", text) else ():
        found.append((m, ord((m.group(1) or m.group(2)).upper()) - ord("A") + 1))
    for m in _STRING_LENGTH.finditer(text):
        found.append((m, len(m.group(2) if m.group(2) is not None else m.group(4))))
    for m in _NO_DIFFERENCE.finditer(text) if problem and _ASKS_DIFFERENCE.search(problem) else ():
        found.append((m, 0))  # "the two purchases cost exactly the same" for a difference of 0
    for m in _FRACTION_OF_ROUND.finditer(text):  # "three quarters of a hundred" (75)
        f = word_number(((m.group(1) or "a") + " " + m.group(2)).lower())  # the fraction, as the number words read it
        v = sp.nsimplify(f) * _ROUND[m.group(3).lower()] if f is not None else None
        if v is not None and v.is_Integer:
            found.append((m, int(v)))
    for m in _GRAND.finditer(text) if problem and _MONEY_PROBLEM.search(problem) else ():  # "25 grand" is 25000
        k = word_number(m.group(1)) if not re.fullmatch(r"(?i)an?", m.group(1)) else 1
        if k is not None:
            v = sp.nsimplify(k) * 1000
            if v.is_Integer:
                found.append((m, int(v)))
    for m in _MONEY_NAME.finditer(text) if problem and _MONEY_PROBLEM.search(problem) else ():
        k = m.group(1).lower().split()[-1]
        k = 1 if k in ("a", "an", "single") else word_number(k)
        if k is not None and k == int(k):
            found.append((m, int(k) * _MONEY_NAMES[re.sub(r"\s+", " ", m.group(2).lower())]))
    for m, n in found:
        if any(values_equal(sp.Integer(n), x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()


# a gross is twelve dozen: "a gross of pencils", "the classic gross" (not "gross profit", "gross pay")
_GROSS = re.compile(r"(?i)\b(?:a|one|the)\s+(?:classic\s+|full\s+|whole\s+|single\s+)?gross\b(?!\s+(?:profit|income|margin|weight|"
                    r"pay|salary|sales|revenue|amount|total|domestic|earnings|receipts|product|rate|tonnage|negligence|"
                    r"misconduct|violation|error|mistake))")
_ONE_OFF = re.compile(r"(?i)\s*,?\s*(less|minus|short|plus|and)\s+(?:one|1)\b")
_CONSTANT = re.compile(r"(?i)\b(?:" + "|".join(f"({rx})" for rx, _ in _CONSTANTS) + r")")


# a named whole and its size in its usual units (an angle in degrees, with radians beside it)
_WHOLES = {"turn": 360, "revolution": 360, "rotation": 360, "circle": 360, "dial": 360, "clock face": 360,
           "right angle": 90, "straight angle": 180, "period of sine": "2*pi", "period of cosine": "2*pi",
           "hour": 60, "day": 24, "week": 7, "year": 12, "decade": 10, "century": 100}
_ANGLE_WHOLES = {"turn", "revolution", "rotation", "circle", "dial", "clock face", "right angle", "straight angle"}
_WHOLE = re.compile(r"(?i)(?:(?<![\d.]\s)(?<![\d./])\b([a-z]+(?:[-\s][a-z]+){0,2}?|\d+(?:\s*/\s*\d+)?)\s+(?:of\s+)?)?\b(?:a|an|the|one)\s+"
                    r"(?:(?:full|whole|complete|single)\s+)?(" + "|".join(sorted(_WHOLES, key=len, reverse=True)).replace(" ", r"\s+") + r")s?\b")


# a size in bytes by a multiple unit: "1 MiB", "one mebibyte", "2 kB" (binary prefixes are powers of 1024; the decimal
# ones powers of 1000, and KB/MB/GB are also read in 1024s, as they are often written)
_BYTES = re.compile(r"(?<![\w.])(?i:(\d+(?:\.\d+)?|one|a|an|two|four|half\s+a))\s*(?:-\s*)?"
                    r"(?:(K|M|G|T)iB|(k|K|M|G|T)B)(?!\w)|(?<![\w.])(?i:(\d+(?:\.\d+)?|one|a|an|two|four|half\s+a))\s*(?:-\s*)?"
                    r"(?i:(kibi|mebi|gibi|tebi|kilo|mega|giga|tera)bytes?)\b")
_BYTE_POWER = {"k": 1, "kibi": 1, "kilo": 1, "m": 2, "mebi": 2, "mega": 2, "g": 3, "gibi": 3, "giga": 3, "t": 4, "tebi": 4, "tera": 4}
_SMALL_WORDS = {"one": 1, "a": 1, "an": 1, "two": 2, "four": 4}


def _byte_values(m: "re.Match") -> list:
    """The sizes in bytes a multiple-unit phrase reads as (a binary prefix: 1024s only; a decimal one: both)."""
    from fractions import Fraction

    num, binary, dec, num2, word = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
    n = (num if num is not None else num2).lower()
    count = Fraction(1, 2) if n.startswith("half") else Fraction(_SMALL_WORDS[n]) if n in _SMALL_WORDS else Fraction(n)
    if word:
        k = _BYTE_POWER[word.lower()]
        bases = [1024] if word.lower().endswith("bi") else [1000, 1024]
    else:
        k = _BYTE_POWER[(binary or dec).lower()]
        bases = [1024] if binary else [1000, 1024]
    return [count * b ** k for b in bases]


# a number named by its kind and a neighbour: "the next power of 2 after 16", "the smallest prime above 30", "the largest
# perfect square below 50", "the first multiple of 7 greater than 40"
_KIND = (r"(primes?|prime\s+numbers?|perfect\s+squares?|squares?|perfect\s+cubes?|cubes?|triangular\s+numbers?|"
         r"fibonacci\s+numbers?|factorials?|even\s+(?:numbers?|integers?)|odd\s+(?:numbers?|integers?)|"
         r"powers?\s+of\s+(\d+|two|three|ten)|multiples?\s+of\s+(\d+))")
# (a successor verb names the neighbour without an adjective: "the Fibonacci number that follows 21", "the prime
# preceding 31", "the square right after 25")
_NEIGHBOUR = re.compile(r"(?i)\b(?:the\s+)?(?:(next|first|smallest|least|previous|last|largest|greatest|biggest)\s+)?" + _KIND +
                        r"\s+(?:(?:number|term|one|value|member)\s+)?"
                        r"(after|above|beyond|past|exceeding|greater\s+than|bigger\s+than|larger\s+than|over|"
                        r"before|below|under|less\s+than|smaller\s+than|"
                        r"(?:that|which)\s+(?:immediately\s+|directly\s+|just\s+)?(?:follows|succeeds|precedes|comes\s+(?:after|before))|"
                        r"(?:immediately\s+|directly\s+|just\s+|right\s+)?(?:following|succeeding|preceding|after|before))\s+\$?(\d{1,9})\$?")
_SMALL_BASE = {"two": 2, "three": 3, "ten": 10}
# a container the problem fills with a count of items: "a class of 28 students", "5 trays of 24 cookies", "24 cookies
# per tray", "a box holds 12 eggs"
_HOLDS = re.compile(r"(?i)\b([a-z]{3,}?)(?:e?s)?\s+(?:of|with|holding|containing|that\s+holds?)\s+(\d+)\s+([a-z]{3,})|"
                    r"\b(\d+)\s+([a-z]{3,})\s+(?:in|per|on|to)\s+(?:a|an|each|every|one|the)\s+([a-z]{3,})|"
                    r"\b(?:a|an|each|every|one|the)\s+([a-z]{3,})\s+(?:holds|has|contains|fits|seats)\s+(\d+)\s+([a-z]{3,})")
# the container named whole: "every student in the class", "the whole class", "a full tray"; with an offset before it
_WHOLE_OF = re.compile(r"(?i)(?:\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+)?(short\s+of|less\s+than|"
                       r"fewer\s+than|more\s+than|over)\s+)?\b(?:(?:every|each)\s+([a-z]{3,})\s+(?:in|of|on)\s+the\s+([a-z]{3,})|"
                       r"all\s+(?:the\s+)?([a-z]{3,})\s+(?:in|of|on)\s+the\s+([a-z]{3,})|"
                       r"(?:the|a|one)\s+(?:whole|entire|full|complete)\s+([a-z]{3,}))")


def _stem(w: str) -> str:
    return w.lower()[:4]


def _whole_spans(text: str, values: Sequence[Any], problem: str) -> Iterator[Tuple[int, int]]:
    """A count named as a whole the problem fills (module docstring): the container's count, or that count with a
    number short of or over it ("one cookie short of a full tray": 23 where trays hold 24)."""
    import sympy as sp

    from agon_mcore.agon.answer_forms import values_equal

    wholes = {}
    for m in _HOLDS.finditer(problem):
        g = m.groups()
        box, n, item = (g[0], g[1], g[2]) if g[1] else (g[5], g[3], g[4]) if g[3] else (g[6], g[7], g[8])
        wholes.setdefault(_stem(box), (int(n), _stem(item)))
    if not wholes:
        return
    for m in _WHOLE_OF.finditer(text):
        item, box = (m.group(3), m.group(4)) if m.group(3) else (m.group(5), m.group(6)) if m.group(5) else (None, m.group(7))
        got = wholes.get(_stem(box))
        if got is None or (item is not None and _stem(item) != got[1]):
            continue
        v = got[0]
        if m.group(1):
            k = _count(m.group(1))
            v = v - k if m.group(2).lower().startswith(("short", "less", "fewer")) else v + k
        if any(values_equal(sp.Integer(v), x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()


# the first term of a kind named by it alone: "the smallest odd prime" (3)
_SMALLEST = {"prime": 2, "even prime": 2, "odd prime": 3, "composite": 4, "composite number": 4, "odd composite": 9,
             "odd composite number": 9, "perfect number": 6, "prime number": 2, "odd prime number": 3,
             "two-digit prime": 11, "three-digit prime": 101, "two-digit number": 10, "three-digit number": 100}
_SMALLEST_OF_KIND = re.compile(r"(?i)\bthe\s+(?:smallest|least|first|lowest)\s+(" +
                               "|".join(sorted((k.replace(" ", r"\s+") for k in _SMALLEST), key=len, reverse=True)) +
                               r")\b(?!\s+(?:after|above|beyond|past|exceeding|greater|bigger|larger|over|below|under|less|that|which|"
                               r"such|with|whose|in|of|between|dividing|factor))")


# the last term of a bounded kind named by it alone: "the largest single digit" (9), "the biggest two-digit number" (99)
_LARGEST = {"digit": 9, "single digit": 9, "single-digit number": 9, "one-digit number": 9, "two-digit number": 99,
            "three-digit number": 999, "two-digit prime": 97, "single-digit prime": 7, "one-digit prime": 7,
            "three-digit prime": 997, "two-digit square": 81, "perfect square below 100": 81, "two-digit perfect square": 81,
            "single-digit square": 9, "two-digit even number": 98, "two-digit odd number": 99}
_LARGEST_OF_KIND = re.compile(r"(?i)\bthe\s+(?:largest|greatest|biggest|highest|last)\s+(" +
                              "|".join(sorted((k.replace(" ", r"\s+") for k in _LARGEST), key=len, reverse=True)) +
                              r")\b(?!\s+(?:of|in|that|which|such|with|whose|dividing|below|under|less|smaller))")


# the first n terms of a kind, named as a set: "the first three positive integers", "the first 4 primes"
_FIRST_N = re.compile(r"(?i)\bthe\s+first\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+"
                      r"(positive\s+integers|natural\s+numbers|counting\s+numbers|primes|prime\s+numbers|odd\s+(?:numbers|integers)|"
                      r"even\s+(?:numbers|integers)|(?:perfect\s+)?squares|(?:perfect\s+)?cubes)\b")
def _count(w: str) -> int:
    """A small count in digits or words ("three", "10"): :data:`_COUNT_WORDS` or the numeral."""
    return _COUNT_WORDS.get(w.lower()) or int(w)


def _first_terms(kind: str, n: int) -> List[int]:
    """The first ``n`` terms of a kind named in words (positive ones: the natural numbers start at 1)."""
    import sympy as sp

    if kind.startswith(("positive", "natural", "counting")):
        return list(range(1, n + 1))
    if kind.startswith("prime"):
        return [int(sp.prime(i)) for i in range(1, n + 1)]
    if kind.startswith("odd"):
        return [2 * i + 1 for i in range(n)]
    if kind.startswith("even"):
        return [2 * i for i in range(1, n + 1)]
    if "square" in kind:
        return [i * i for i in range(1, n + 1)]
    return [i ** 3 for i in range(1, n + 1)]


# the one term of a kind strictly between two numbers: "the only prime between 20 and 25", "the unique square between 50 and 70"
_ONLY_BETWEEN = re.compile(r"(?i)\b(?:the\s+)?(only|unique|sole|single|lone|one)\s+" + _KIND + r"\s+(?:strictly\s+)?between\s+\$?(\d{1,9})\$?"
                           r"\s+and\s+\$?(\d{1,9})\$?")


def _terms(kind: str, base: Optional[str], mult: Optional[str], n: int, up: bool) -> Iterator[int]:
    """The terms of the named kind nearest ``n`` on its side, nearest first (at most the first one is used). The terms
    are generated, never searched for number by number: a prime by sympy's ``nextprime``/``prevprime``, a power, a
    square, a cube, a triangular or Fibonacci number or a factorial by its sequence, a multiple or a parity by
    arithmetic."""
    import math

    import sympy as sp

    k = kind.lower()
    if k.startswith("prime"):
        if up:
            yield int(sp.nextprime(n))
        elif n > 2:
            yield int(sp.prevprime(n))
        return
    if k.startswith(("even", "odd")) or mult is not None:
        d = 2 if mult is None else int(mult)
        r = 0 if k.startswith("even") or mult is not None else 1
        if d <= 0:
            return
        x = n + 1 if up else n - 1
        x += ((r - x) % d) if up else -((x - r) % d)
        if x >= 0:
            yield x
        return
    seq: Iterator[int]
    if base is not None:
        b = _SMALL_BASE.get(base.lower()) or int(base)
        if b < 2:
            return
        seq = (b ** i for i in range(0, 4 * n.bit_length() + 2))
    elif "square" in k:
        seq = (i * i for i in range(math.isqrt(n) + 2))
    elif "cube" in k:
        seq = (i ** 3 for i in range(round(n ** (1 / 3)) + 3))
    elif k.startswith("triangular"):
        seq = (i * (i + 1) // 2 for i in range(math.isqrt(2 * n) + 3))
    elif k.startswith("fibonacci"):
        seq = (int(sp.fibonacci(i)) for i in range(4 * n.bit_length() + 5))
    elif k.startswith("factorial"):
        seq = (math.factorial(i) for i in range(n.bit_length() + 3))
    else:
        return
    terms = list(seq)
    yield from ([t for t in terms if t > n][:1] if up else [t for t in terms if t < n][-1:])


def _neighbour(m: "re.Match") -> Optional[int]:
    """The number a neighbour description names ("the next power of 2 after 16": 32), or None."""
    which, kind, base, mult, rel, n = m.groups()
    words = rel.lower().split()
    if which is None and words[0] not in ("that", "which", "following", "succeeding", "preceding", "immediately", "directly",
                                          "just", "right"):
        return None  # "a prime above 30" without "next" or a successor verb names no one number
    up = any(w in ("after", "above", "beyond", "past", "exceeding", "greater", "bigger", "larger", "over", "follows", "succeeds",
                   "following", "succeeding") for w in words)
    if (which or "").lower() in ("previous", "largest", "greatest", "biggest", "last") and up:
        return None  # "the largest prime above 30" names nothing
    return next(_terms(kind, base, mult, int(n), up), None)


# a probability named by a standard experiment: "the chance that two fair coins both land heads" (1/4), "the probability
# that a fair die shows a six" (1/6), "the chance of three heads in a row" (1/8)
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10}
_N = r"(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_CHANCE = r"(?:chance|probability|odds|likelihood)\s+(?:that|of)\s+(?:tossing\s+|flipping\s+|rolling\s+|getting\s+)?"
_COINS = re.compile(r"(?i)\b" + _CHANCE + _N + r"\s+(?:fair\s+|unbiased\s+)?coins?\s+(?:all\s+|both\s+|each\s+)?(?:lands?|landing|comes?|coming|"
                    r"shows?|showing|turns?|turning|is|are)(?:\s+(?:up|on|as))?\s+(?:a\s+)?(?:heads?|tails?)"
                    r"|\b" + _CHANCE + _N + r"\s+(?:heads|tails)\s+in\s+a\s+row")
_DICE = re.compile(r"(?i)\b" + _CHANCE + _N + r"\s+(?:fair\s+)?(?:six-sided\s+|standard\s+)?(?:die|dice)\s+(?:all\s+|both\s+|each\s+)?"
                   r"(?:shows?|showing|lands?|landing|rolls?|comes?|coming|turns?)(?:\s+(?:up|on))?\s+(?:an?\s+)?"
                   r"(?:ones|twos|threes|fours|fives|sixes|one|two|three|four|five|six|[1-6]s?)\b")


def _experiment_value(m: "re.Match", sides: int):
    import sympy as sp

    n = next(g for g in m.groups() if g is not None).lower()
    k = _COUNT_WORDS.get(n) or int(n)
    return sp.Rational(1, sides) ** k


# a number spoken in pairs of digits: "a one-ninety-five" (195), "nineteen eighty-four" (1984), "two-oh-five" (205)
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_UNITS = "one two three four five six seven eight nine".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_SPOKEN = re.compile(r"(?i)\b(" + "|".join(_UNITS + _TEENS) + r")[-\s]+(?:(" + "|".join(_TENS) + r")(?:[-\s](" + "|".join(_UNITS) +
                     r"))?|(" + "|".join(_TEENS) + r")|(?:oh|o)[-\s](" + "|".join(_UNITS) + r"))\b(?![-\s](?:hundred|thousand|million|dollar|cent|percent))")

# digits read out one word each, "three, oh, six" (306), "four-two-zero": two or more digit words apart by a comma,
# a hyphen, a dot or a space, with a zero among them or a comma or hyphen between them (a count "one two" is not read)
_DIGIT_WORD = r"(?:zero|nought|naught|oh|o|one|two|three|four|five|six|seven|eight|nine)"
_DIGIT_WORDS = re.compile(r"(?i)(?<![\w-])" + _DIGIT_WORD + r"(?:(?:\s*[,.\-–]\s*|\s+)" + _DIGIT_WORD + r"){1,9}(?![\w-])")


def _digit_words_value(t: str) -> Optional[int]:
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", t)]
    if not (any(w in ("zero", "nought", "naught", "oh", "o") for w in words) or re.search(r"[,\-–]", t)) or \
            words[0] in ("oh", "o", "zero", "nought", "naught"):
        return None  # a leading zero is no numeral's; plain spaced words "one two" may be a count
    if "o" in words and not re.search(r"[,\-–]", t):
        return None
    return int("".join("0" if w in ("zero", "nought", "naught", "oh", "o") else str(_UNITS.index(w) + 1) for w in words))


def _spoken_value(m: "re.Match") -> int:
    lead = m.group(1).lower()
    hi = (_UNITS.index(lead) + 1) if lead in _UNITS else 10 + _TEENS.index(lead)
    if m.group(2):
        lo = 10 * (_TENS.index(m.group(2).lower()) + 2) + ((_UNITS.index(m.group(3).lower()) + 1) if m.group(3) else 0)
    elif m.group(4):
        lo = 10 + _TEENS.index(m.group(4).lower())
    else:
        lo = _UNITS.index(m.group(5).lower()) + 1
    return hi * 100 + lo


# the problem's own given named instead of its value: "f \equiv f(2-i)" where the problem states f(2-i) = 4i
# (also a norm or an absolute value the problem fixes: "\|f\|_{L^1} = 1", then "the supremum equals $\|f\|_{L^1}$")
_GIVEN_REL = re.compile(r"([A-Za-z]\s*\([^()$=]{1,20}\)|\\\|[^=$|]{1,30}?\\\|(?:\s*_\s*(?:\{[^{}]{1,12}\}|\w))?)"
                        r"\s*=\s*([-−]?[^,;$=\s][^,;$=]{0,20}?)\s*(?:\\\)|\$|,|;|\.\s|$)")


def _given_by_name(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    from agon_mcore.agon.answer_forms import values_equal
    from agon_mcore.agon.answer_forms.values import latex_value

    for g in _GIVEN_REL.finditer(problem or ""):
        name, val = re.sub(r"[\s{}]+", "", g.group(1)), latex_value(g.group(2).strip())
        if val is None or not any(values_equal(val, x) for x in values):
            continue
        pat = r"[\s{}]*".join(map(re.escape, name))  # spacing and braces aside (``_2`` is ``_{2}``)
        for m in re.finditer(r"(?:=|≡|\\equiv|\bis\b|\bequals\b)\s*\$?\s*(" + pat + r")(?!\s*=)", text):
            yield m.start(1), m.end(1)


# an acrostic: the initial letters of three or more consecutive list items or lines spell the answer in words
# ("- **Z**ero trace ...", "- **E**very ...", "- **R**ewrite ...", "- **O**nce ..." for 0)
_ITEM = re.compile(r"^[ \t]*(?:[-*+•]|\d+[.)])?[ \t]*(?:\*\*|__|\*|_)?([A-Za-z])", re.M)


def _acrostic_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    from agon_mcore.agon.answer_forms import values_equal
    from agon_mcore.agon.answer_forms.words import word_mentions

    lines = text.split("\n")
    starts = line_starts(text)
    run: List[Tuple[int, str]] = []
    for k, ln in enumerate(lines + [""]):
        m = _ITEM.match(ln) if ln.strip() else None
        if m:
            run.append((k, m.group(1)))
            continue
        if len(run) >= 3:
            word = "".join(c for _, c in run).lower()
            ws = word_mentions(word)
            if any(w.start == 0 and w.end == len(word) and any(values_equal(w.value, v) for v in values) for w in ws):
                first, last = run[0][0], run[-1][0]
                yield starts[first], starts[last] + len(lines[last])
        run = []


_DIVISORS = re.compile(r"(?i)\b(?:the\s+)?(?:positive\s+)?divisors\s+of\s+\$?(\d+)\$?")
_NUM = r"\$?\s*([-−]?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)\s*\$?"
_CENTRE = re.compile(r"(?i)\bcent(?:red|ered|re|er)\s+(?:at\s+|is\s+)?\$?\s*\(\s*" + _NUM + r"\s*,\s*" + _NUM + r"\s*\)")
_RADIUS = re.compile(r"(?i)\bradius\s+(?:of\s+|is\s+|=\s*)?" + _NUM)
_SLOPE = re.compile(r"(?i)\bslope\s+(?:of\s+|is\s+|=\s*)?" + _NUM)
_INTERCEPT = re.compile(r"(?i)\b(?:y-?\s*)?intercept\s+(?:of\s+|is\s+|at\s+|=\s*)?" + _NUM)


def _num(tok: str):
    import sympy as sp

    return sp.Rational(tok.replace("−", "-").replace(" ", ""))


def _gives_parameter(problem: str) -> bool:
    """The problem names a curve's parameter itself ("with slope 2", "centred at (1, -2)", "radius 3")."""
    return any(rx.search(problem) for rx in (_CENTRE, _RADIUS, _SLOPE, _INTERCEPT))


# a locus named by its standard name, and the relations that define it (in the plane or in C)
_LOCI = (
    (r"unit\s+circle", ("|z| = 1", "x^2 + y^2 = 1")),
    (r"(?:open\s+)?unit\s+(?:disc|disk)", ("|z| < 1", "x^2 + y^2 < 1")),
    (r"closed\s+unit\s+(?:disc|disk)", ("|z| \\le 1", "x^2 + y^2 \\le 1")),
    (r"real\s+(?:axis|line)", ("y = 0", "\\operatorname{Im} z = 0", "\\mathrm{Im}(z) = 0")),
    (r"imaginary\s+axis", ("x = 0", "\\operatorname{Re} z = 0", "\\mathrm{Re}(z) = 0")),
    (r"upper\s+half[-\s]plane", ("y > 0", "\\operatorname{Im} z > 0", "\\mathrm{Im}(z) > 0")),
    (r"lower\s+half[-\s]plane", ("y < 0", "\\operatorname{Im} z < 0", "\\mathrm{Im}(z) < 0")),
    (r"right\s+half[-\s]plane", ("x > 0", "\\operatorname{Re} z > 0", "\\mathrm{Re}(z) > 0")),
    (r"left\s+half[-\s]plane", ("x < 0", "\\operatorname{Re} z < 0", "\\mathrm{Re}(z) < 0")),
)
_LOCUS = re.compile(r"(?i)\bthe\s+(?:" + "|".join(f"({rx})" for rx, _ in _LOCI) + r")\b")
# the neutral element of a group, a monoid or a ring's multiplication, by name: 1 where the problem's structure is written
# multiplicatively (a group "of exponent", a commutator, "= 1"), the value a word problem in a group asks
_NEUTRAL = re.compile(r"(?i)\b(?:the\s+)?(?:neutral|identity|trivial|unit)\s+element\b|\bthe\s+group\s+identity\b")
_STRUCTURE = re.compile(r"(?i)\b(?:group|monoid|semigroup|loop)s?\b")


def _locus_spans(text: str, values: Sequence[Any], answer: str, problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """A locus answer (``|z| = 1``) named by its standard name ("the unit circle", "the real axis"): each name's defining
    relations are compared with the answer as values, or as the same text up to spacing."""
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    flat = re.sub(r"\s|\$|\\left|\\right", "", answer)
    for m in _LOCUS.finditer(text):
        forms = _LOCI[m.lastindex - 1][1]
        if written_in_problem(m.group(0), problem):
            continue
        if any(re.sub(r"\s", "", f) == flat for f in forms) or \
                any(values_equal(v, x) for f in forms for v in parse_answer(f).values[:1] for x in values):
            yield m.start(), m.end()


def _curve_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """A circle or a line answer named by its parameters in one sentence (module docstring)."""
    import sympy as sp

    eqs = [v for v in values if isinstance(v, sp.Equality)]
    if not eqs or not re.search(r"(?i)radius|slope", text):
        return
    x, y = sp.symbols("x y")
    for eq in eqs:
        try:
            poly = sp.Poly(sp.expand(eq.lhs - eq.rhs), x, y)
        except (sp.PolynomialError, sp.GeneratorsNeeded, TypeError):
            continue
        c = poly.as_dict()
        for sent in re.finditer(r"[^.!?\n]+", text):
            t = sent.group(0)
            if poly.total_degree() == 2 and c.get((2, 0)) and c.get((2, 0)) == c.get((0, 2)) and not c.get((1, 1)):
                k = c[(2, 0)]
                a, b = -c.get((1, 0), 0) / (2 * k), -c.get((0, 1), 0) / (2 * k)
                r2 = a ** 2 + b ** 2 - c.get((0, 0), 0) / k
                cm, rm = _CENTRE.search(t), _RADIUS.search(t)
                if cm and rm and _num(cm.group(1)) == a and _num(cm.group(2)) == b and _num(rm.group(1)) ** 2 == r2:
                    yield sent.start() + min(cm.start(), rm.start()), sent.start() + max(cm.end(), rm.end())
            elif poly.total_degree() == 1 and c.get((0, 1)):
                m_, b_ = -c.get((1, 0), 0) / c[(0, 1)], -c.get((0, 0), 0) / c[(0, 1)]
                sm, im = _SLOPE.search(t), _INTERCEPT.search(t)
                if sm and im and _num(sm.group(1)) == m_ and _num(im.group(1)) == b_:
                    yield sent.start() + min(sm.start(), im.start()), sent.start() + max(sm.end(), im.end())


_PT = r"\(\s*" + _NUM + r"\s*,\s*" + _NUM + r"\s*\)"
_TWO_POINTS = re.compile(r"(?i)\b(?:through|joining|connecting|between|containing)\s+(?:the\s+points?\s+)?\$?\s*" + _PT +
                         r"\s*\$?\s*(?:and|,|to)\s*\$?\s*" + _PT)
_X_INT = re.compile(r"(?i)\bx[-\s]?(?:axis\s+at|intercept\s+(?:at|of|is|=)?)\s*\$?\s*(?:x\s*=\s*)?" + _NUM)
_Y_INT = re.compile(r"(?i)\by[-\s]?(?:axis\s+at|intercept\s+(?:at|of|is|=)?)\s*\$?\s*(?:y\s*=\s*)?" + _NUM)


_SLOPE = re.compile(r"(?i)\bslope\s+(?:of\s+|is\s+|equal\s+to\s+|=\s*)?\$?\s*([-−]?\d+(?:\.\d+)?(?:/\d+)?|(?:negative\s+|minus\s+)?[a-z]+(?:\s+half|\s+third)?)")
_ORIGIN = re.compile(r"(?i)\bthrough\s+the\s+origin\b|\bpass(?:es|ing)\s+through\s+\(\s*0\s*,\s*0\s*\)")


def _line_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """A line answer named by two of its points ("the line through (0,1) and (1,3)") or by its two intercepts in one
    sentence ("meets the x-axis at x = -1/2 and the y-axis at y = 1"): both points lie on the answer's line and are
    distinct; or by its slope and a point ("the diagonal line through the origin with slope one", "slope 2 and
    y-intercept 1"); a function answer ``f(x) = ...`` is read as its graph. Two points the problem states itself are its
    givens."""
    import sympy as sp

    x, y = sp.symbols("x y")
    lines = []
    for v in values:
        if isinstance(v, sp.Equality):
            lhs, rhs = v.lhs, v.rhs
            if isinstance(lhs, sp.core.function.AppliedUndef) and len(lhs.args) == 1 and isinstance(lhs.args[0], sp.Symbol):
                lhs, rhs = y, rhs.subs(lhs.args[0], x)  # a function's graph: f(t) = 2t + 1 is the line y = 2x + 1
            try:
                poly = sp.Poly(sp.expand(lhs - rhs), x, y)
            except (sp.PolynomialError, sp.GeneratorsNeeded, TypeError):
                continue
            if poly.total_degree() == 1:
                lines.append(poly)
    if not lines:
        return
    flat = re.sub(r"\s+", "", problem or "")

    def on_all(pts):
        return len(set(pts)) >= 2 and any(all(p.eval({x: a, y: b}) == 0 for a, b in pts) for p in lines)

    for m in _TWO_POINTS.finditer(text):
        pts = [(_num(m.group(1)), _num(m.group(2))), (_num(m.group(3)), _num(m.group(4)))]
        given = all(re.sub(r"\s+", "", f"({m.group(k)},{m.group(k + 1)})") in flat for k in (1, 3))
        if not given and on_all(pts):
            yield m.start(), m.end()
    for sent in re.finditer(r"[^.!?\n]+", text):
        t = sent.group(0)
        xm, ym = _X_INT.search(t), _Y_INT.search(t)
        if xm and ym and on_all([(_num(xm.group(1)), 0), (0, _num(ym.group(1)))]):
            yield sent.start() + min(xm.start(), ym.start()), sent.start() + max(xm.end(), ym.end())
        # a line by its slope and one point: "the diagonal line through the origin with slope one", "slope 2 and
        # y-intercept 1"; the line is the one through the point with that slope
        sl = _SLOPE.search(t)
        pt = _ORIGIN.search(t) or ym
        if sl and pt and re.search(r"(?i)\b(?:line|graph|linear)\b", t):
            from agon_mcore.agon.answer_forms.relatives import word_number

            k = word_number(sl.group(1).replace("−", "-"))
            b = sp.Integer(0) if pt.re is _ORIGIN else _num(pt.group(1))
            if k is not None and b is not None and on_all([(0, b), (1, b + k)]):
                yield sent.start() + min(sl.start(), pt.start()), sent.start() + max(sl.end(), pt.end())


_NAMED_MATRIX = re.compile(r"(?i)(?:\b(minus|negative(?:\s+of)?|the\s+negative\s+of|the\s+opposite\s+of)\s+(?:the\s+)?)?"
                           r"\b(identity|zero|null)\s+(?:map|matrix|transformation|operator|mapping)\b")
# a plane map named by its geometry: a rotation by an angle or a fraction of a turn, a reflection in an axis or a
# diagonal, a projection onto an axis, a scaling (read as its 2x2 matrix in the standard basis)
_SENSE = r"(?:(counter[-\s]?clockwise|anti[-\s]?clockwise|clockwise|positive|negative)\s+)?"
_TURN = r"(quarter|half|three[-\s]quarter|full|third|sixth|eighth)[-\s]turn"
_ANGLE = r"(\$[^$\n]{1,30}\$|[-−]?\d+(?:\.\d+)?\s*(?:°|\^\s*\{?\\circ\}?|degrees?)|\\?pi\s*/\s*\d+|π\s*/\s*\d+|\d*\s*π(?:\s*/\s*\d+)?)"
_ROTATION = re.compile(r"(?i)\b" + _SENSE + r"(?:" + _TURN + r"\s+rotation|rotation\s+(?:matrix\s+|map\s+)?(?:by|through|of)\s+"
                       + _ANGLE + r")(?:\s*\(?\s*(counter[-\s]?clockwise|anti[-\s]?clockwise|clockwise)\)?)?")
_REFLECTION = re.compile(r"(?i)\breflection\s+(?:matrix\s+)?(?:across|in|over|about|through)\s+(?:the\s+)?"
                         r"(x-?\s*axis|y-?\s*axis|origin|(?:line\s+)?\$?\s*y\s*=\s*-?\s*x\s*\$?)")
_PROJECTION = re.compile(r"(?i)\b(?:orthogonal\s+)?projection\s+(?:matrix\s+)?onto\s+(?:the\s+)?(x-?\s*axis|y-?\s*axis)")
_SCALING = re.compile(r"(?i)\b(?:uniform\s+)?(?:scaling|dilation|dilatation|homothety)\s+(?:matrix\s+)?(?:by|with)\s+(?:a\s+)?(?:factor\s+(?:of\s+)?)?"
                      r"\$?\s*([-−]?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)\s*\$?")
_TURNS = {"quarter": "pi/2", "half": "pi", "threequarter": "3*pi/2", "full": "2*pi", "third": "2*pi/3", "sixth": "pi/3",
          "eighth": "pi/4"}


def _fraction(tok: str):
    """The fraction a token before a named whole writes ("one third", "a quarter", "3/4", "2"), or None."""
    import sympy as sp

    from agon_mcore.agon.answer_forms.words import word_mentions

    tok = tok.strip()
    if re.fullmatch(r"[\d/\s]+", tok):
        frac = sp.Rational(tok.replace(" ", ""))
        # "3 / 12 of an hour": a fraction still to reduce is arithmetic, not a name
        return frac if "/" not in tok or str(frac) == re.sub(r"\s", "", tok) else None
    ws = [w for w in word_mentions(tok) if w.end == len(tok)]
    return ws[-1].value if ws else None


def _whole_values(m: "re.Match"):
    """The values a fraction of a named whole reads as (the fraction times the whole, and for an angle in radians)
    and where its reading starts: ``([values], start)``."""
    import sympy as sp

    whole = re.sub(r"\s+", " ", m.group(2).lower())
    size = sp.sympify(_WHOLES[whole])
    frac = _fraction(m.group(1)) if m.group(1) else None
    start = m.start() if frac is not None else _determiner_start(m)
    if frac is None:
        if whole not in _ANGLE_WHOLES and not whole.startswith("period") or \
                not re.match(r"(?i)(?:a|an|one)\s", m.string[start:m.end()]) or m.group(0).endswith("s"):
            return [], start  # "a day", "an hour": a whole of time alone is a unit; "the turns" names the problem's things
        frac = sp.Integer(1)
    elif not (0 < frac <= 12):
        return [], start
    out = [frac * size]
    if whole in _ANGLE_WHOLES:
        out.append(frac * size * sp.pi / 180)
    return out, start


def _determiner_start(m: "re.Match") -> int:
    """Where the determiner before the whole starts (the fraction group, when it holds no number, is not read)."""
    d = re.search(r"(?i)\b(?:a|an|the|one)\s+(?:(?:full|whole|complete|single)\s+)?$", m.string[m.start():m.start(2)])
    return m.start() + d.start() if d else m.start(2)


def _angle(tok: str):
    """An angle token in radians: degrees (``90°``, ``90^\\circ``, "90 degrees") or radians (``\\pi/2``, ``$\\frac{\\pi}{2}$``)."""
    import sympy as sp

    t = tok.strip().strip("$").strip().replace("−", "-")
    deg = re.fullmatch(r"(-?\d+(?:\.\d+)?)\s*(?:°|\^\s*\{?\\circ\}?|degrees?)", t)
    if deg:
        return sp.Rational(deg.group(1)) * sp.pi / 180
    v = _operand(t.replace("π", "pi"))
    if v is None or not getattr(v, "is_number", False):
        return None
    return v if v.has(sp.pi) else v * sp.pi / 180  # a bare number after "rotation by" is in degrees


def _plane_map_spans(text: str, mats: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """Spans naming a plane map whose standard matrix is one of ``mats`` (2x2): "the quarter-turn rotation", "rotation by
    $\\pi/2$" (counterclockwise unless "clockwise" is said), "reflection across the x-axis", "projection onto the y-axis",
    "scaling by 3". A name the problem states itself is its given."""
    import sympy as sp

    found = []
    for m in _ROTATION.finditer(text):
        theta = sp.sympify(_TURNS[re.sub(r"[-\s]", "", m.group(2).lower())]) if m.group(2) else _angle(m.group(3) or "")
        if theta is None:
            continue
        sense = (m.group(1) or m.group(4) or "").lower().replace(" ", "").replace("-", "")
        if sense in ("clockwise", "negative"):
            theta = -theta
        found.append((m.start(), m.end(), sp.Matrix([[sp.cos(theta), -sp.sin(theta)], [sp.sin(theta), sp.cos(theta)]])))
    for m in _REFLECTION.finditer(text):
        w = re.sub(r"[\s$]|line", "", m.group(1).lower()).replace("-axis", "axis")
        mat = {"xaxis": [[1, 0], [0, -1]], "yaxis": [[-1, 0], [0, 1]], "origin": [[-1, 0], [0, -1]], "y=x": [[0, 1], [1, 0]],
               "y=-x": [[0, -1], [-1, 0]]}.get(w)
        if mat:
            found.append((m.start(), m.end(), sp.Matrix(mat)))
    for m in _PROJECTION.finditer(text):
        x = m.group(1).lower().startswith("x")
        found.append((m.start(), m.end(), sp.Matrix([[1, 0], [0, 0]] if x else [[0, 0], [0, 1]])))
    for m in _SCALING.finditer(text):
        k = sp.Rational(m.group(1).replace("−", "-").replace(" ", ""))
        found.append((m.start(), m.end(), k * sp.eye(2)))
    for s, e, mat in found:
        if written_in_problem(text[s:e], problem):
            continue  # the problem names the map: its given
        try:
            if any(sp.simplify(mat - v).is_zero_matrix for v in mats):
                yield s, e
        except Exception:  # noqa: BLE001 (an entry sympy cannot compare: nothing read)
            continue


def _operand(tok: str):
    from agon_mcore.agon.answer_forms.values import latex_value, plain_value
    from agon_mcore.agon.answer_forms.words import word_mentions

    t = tok.strip().strip("$").strip().replace("−", "-")
    if re.fullmatch(r"[a-z]+(?:-[a-z]+)?", t) and t not in ("e", "pi"):
        ms = word_mentions(t)
        return ms[0].value if len(ms) == 1 and ms[0].start == 0 and ms[0].end == len(t) else None
    return latex_value(t) if latex_value(t) is not None else plain_value(t)


# "the all-ones vector of R^3", "the vector of all ones in $\mathbb{R}^4$"; "the convex hull of $\{1, 5\}$"
_ONES = re.compile(r"(?i)\b(?:all[- ]ones?\s+vector|vector\s+of\s+(?:all\s+)?ones)\b[^.\n]{0,30}?(?:R|\\mathbb\s*\{?\s*R\s*\}?|ℝ)\s*\^\s*\{?\s*(\d)")
_HULL = re.compile(r"(?i)\bconvex\s+hull\s+of\s+\$?\s*\\?\{\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\\?\}")


def _vector_and_hull_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """A named vector (the all-ones vector of R^n: ``(1, ..., 1)``) and the convex hull of two reals (the closed
    interval between them) equal to the answer's value."""
    import sympy as sp

    from agon_mcore.agon.answer_forms import values_equal

    if re.search(r"(?i)ones?\b", text):
        for m in _ONES.finditer(text):
            n = int(m.group(1))
            if 1 <= n <= 12 and any(values_equal(sp.Tuple(*[sp.Integer(1)] * n), x) or
                                    (isinstance(x, sp.MatrixBase) and x.shape in ((n, 1), (1, n)) and all(e == 1 for e in x))
                                    for x in values):
                yield m.start(), m.end()
    if "hull" in text.lower():
        for m in _HULL.finditer(text):
            a, b = sorted((sp.Rational(m.group(1)), sp.Rational(m.group(2))))
            if any(values_equal(sp.Interval(a, b), x) for x in values):
                yield m.start(), m.end()


# a class word that fixes the asked value: an angle asked and the figure named right-angled (90), straight (180) or
# equilateral (60); a difference asked and the two sides named level (0)
_ASKS_ANGLE_SIZE = re.compile(r"(?i)\b(?:measure|size|degrees?|largest|smallest|greatest)\b[^.?]{0,60}\bangle|\bangle\b[^.?]{0,60}"
                         r"\b(?:measure|degrees?)\b|\b(?:find|what\s+is|compute|determine)\b[^.?]{0,40}\bangle\b")
_ASKS_DIFFERENCE = re.compile(r"(?i)\bhow\s+many\s+more\b|\bby\s+how\s+much\b|\bdifference\b|\bhow\s+much\s+more\b")
_CLASS_WORDS = (
    (_ASKS_ANGLE_SIZE, 90, r"right[-\s]angled|(?:is|forms?|makes?|at)\s+(?:a\s+)?right\s+angles?|perpendicular"),
    (_ASKS_ANGLE_SIZE, 180, r"straight\s+angle|collinear"),
    (_ASKS_ANGLE_SIZE, 60, r"equilateral"),
    (_ASKS_DIFFERENCE, 0, r"(?:are|is|finish(?:ed)?|end(?:ed)?|stand|come\s+out)\s+(?:dead\s+)?(?:level|even|tied|all\s+square)|"
                          r"\ba\s+(?:tie|draw|dead\s+heat)\b|\bno\s+difference\b"),
    # a predicate of the asked function that fixes its value: a gcd of coprime numbers, an integral that vanishes, the
    # intersections of parallel lines, the determinant of a singular matrix, the dot product of orthogonal vectors, the
    # remainder of a multiple
    # (a gcd's and a remainder's predicate must name the problem's own numbers: "128 and 243 are coprime", "divisible by
    # 8" for "divided by 8"; "each one is coprime to the next", "6, which is divisible by 3" are reasons of the work)
    (re.compile(r"(?i)greatest\s+common\s+(?:divisor|factor)|\bgcd\b|\bhcf\b"), 1,
     r"(?<=\d\$ )(?:are\s+)?(?:co-?prime|relatively\s+prime)|(?<=\d )(?:are\s+)?(?:co-?prime|relatively\s+prime)"),
    (re.compile(r"(?i)\\int(?![A-Za-z])|\bintegral\b"), 0, r"vanish(?:es|ed)?\b|integrates\s+to\s+nothing"),
    (re.compile(r"(?i)\bhow\s+many\b[^.?]{0,60}\b(?:intersect\w*|meet|cross)|\bpoints?\s+of\s+intersection"), 0,
     r"parallel(?:\s+and\s+distinct)?\b|never\s+(?:meet|intersect|cross)"),
    (re.compile(r"(?i)\bdeterminant\b|\\det\b"), 0, r"singular\b|not\s+invertible|non-?invertible|linearly\s+dependent"),
    (re.compile(r"(?i)\b(?:dot|inner|scalar)\s+product\b"), 0, r"orthogonal\b|perpendicular\b"),
    (re.compile(r"(?i)\bremainder\b"), 0, r"(?:is|are)\s+(?:exactly\s+|evenly\s+)?divisible\s+by\s+\$?(?P<by>\d+)"),
)


def _class_word_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """A class word that fixes the value the problem asks: "the triangle is right-angled" where an angle's measure is
    asked (90), "the two teams are level on goals" where a difference is asked (0), "128 and 243 are coprime" where a gcd
    is asked (1), "the matrix is singular" where a determinant is asked (0) and the like (:data:`_CLASS_WORDS`). Not read where the problem names
    the class itself (its given: "a right triangle") or the clause negates or supposes it."""
    import sympy as sp

    from agon_mcore.agon.answer_forms import values_equal

    if not problem:
        return
    for asks, v, words in _CLASS_WORDS:
        if not asks.search(problem) or not any(values_equal(sp.Integer(v), x) for x in values):
            continue
        rx = re.compile(r"(?i)\b(?:" + words + r")")
        if rx.search(problem) or re.search(r"(?i)\bright\s+(?:triangle|angle)", problem) and v == 90:
            continue
        for m in rx.finditer(text):
            if m.groupdict().get("by") and not re.search(r"(?i)(?:divided\s+by|mod(?:ulo)?|\\pmod\s*\{?|\\bmod)\s*\$?\s*"
                                                         + m.group("by") + r"(?!\d)", problem):
                continue  # divisible by a number other than the problem's divisor: a step
            clause = text[max(text.rfind(c, 0, m.start()) for c in ".;:\n") + 1:m.start()]
            if re.search(r"(?i)\b(?:not|no|never)\s+(?:\w+\s+)?$|n't\s+(?:\w+\s+)?$|\b(?:if|whether|suppose|assume|unless)\b",
                         clause):
                continue  # "is not singular", "if they were coprime" (a reason before a colon, "no prime factor in
                # common: ... coprime", is no negation of it)
            yield m.start(), m.end()


_ROOTS_OF_UNITY = re.compile(r"(?i)\b(?:the\s+)?(?:(?:two|three|four|five|six|seven|eight|\d+)\s+)?(square|cube|fourth|fifth|sixth|"
                             r"seventh|eighth|\d+(?:st|nd|rd|th))\s+roots\s+of\s+unity\b")
_ROOT_ORDER = {"square": 2, "cube": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8}


def _roots_of_unity_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """"the three cube roots of unity", "the 6th roots of unity": the set of all ``n``-th roots of unity, where the answer
    is that set; a phrase the problem writes itself is its given."""
    import sympy as sp

    from agon_mcore.agon.answer_forms import values_equal

    sets = [v for v in values if isinstance(v, sp.FiniteSet)]
    if not sets:
        return
    for m in _ROOTS_OF_UNITY.finditer(text):
        w = m.group(1).lower()
        n = _ROOT_ORDER.get(w) or int(re.match(r"\d+", w).group(0))
        if not 2 <= n <= 12 or written_in_problem(m.group(0), problem):
            continue
        roots = sp.FiniteSet(*[sp.nsimplify(sp.expand_complex(sp.exp(2 * sp.pi * sp.I * k / n))) for k in range(n)])
        if any(values_equal(roots, v) for v in sets):
            yield m.start(), m.end()


def named_value_spans(text: str, values: Sequence[Any], answer: str, problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """Spans of descriptions in ``text`` whose computed value equals one of ``values`` (the answer's; module
    docstring). ``answer``: its text (a percentage or a share); ``problem``: its text (where it gives a curve's
    parameter, a description by parameters is the draft's work). Raises nothing."""
    from agon_mcore.agon.answer_forms import values_equal

    if not values:
        return
    import sympy as sp

    for m in _MEAN.finditer(text) if re.search(r"(?i)\b(?:mean|average)\s+of\b", text) else ():
        try:
            a, b = _operand(m.group(3)), _operand(m.group(4))
            if a is None or b is None:
                continue
            kind = (m.group(1) or "arithmetic").lower()
            v = sp.sqrt(a * b) if kind == "geometric" else 2 * a * b / (a + b) if kind == "harmonic" else (a + b) / 2
            if any(values_equal(v, x) for x in values):
                yield m.start(), m.end()
        except Exception:  # noqa: BLE001 (an operand sympy cannot combine: nothing read)
            continue
    for m in _CONSTANT.finditer(text):
        value = sp.sympify(_CONSTANTS[m.lastindex - 1][1])
        if any(values_equal(value, x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()  # (a name the problem uses itself is its given: "Find the area of the unit disc")
    for m in _POINT_MASS.finditer(text):  # a limit law that is a constant, "the point mass $\\delta_0$"
        c = m.group(1) or m.group(2)
        if any(values_equal(sp.Rational(c.replace("−", "-")), x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    for m in _ALMOST_NEVER.finditer(text) if ASKS_CHANCE.search(problem or "") else ():  # a probability 0 in words
        if any(values_equal(sp.Integer(0), x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    for m in _CERTAIN.finditer(text) if ASKS_CHANCE.search(problem or "") else ():  # a probability 1 in words
        if any(values_equal(sp.Integer(1), x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    yield from _lookup_spans(text, values, problem)  # an atomic number, a letter's place, a string's length
    for m in _GROSS.finditer(text):  # twelve dozen; "a gross less one" is 143, "a gross and one" 145
        off = _ONE_OFF.match(text, m.end())
        n = 144 + ((-1 if off.group(1).lower() in ("less", "minus", "short") else 1) if off else 0)
        if any(values_equal(sp.Integer(n), x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), off.end() if off else m.end()
    mats = [v for v in values if isinstance(v, sp.MatrixBase) and v.is_square]
    for m in _NAMED_MATRIX.finditer(text) if mats else ():
        kind, sign = m.group(2).lower(), -1 if m.group(1) else 1  # "minus the identity matrix" is -I
        if any((kind == "identity" and v == sign * sp.eye(v.rows)) or (kind in ("zero", "null") and v.is_zero_matrix) for v in mats):
            yield m.start(), m.end()
    if any(v.rows == 2 for v in mats):
        yield from _plane_map_spans(text, [v for v in mats if v.rows == 2], problem)
    yield from _line_spans(text, values, problem)
    yield from _class_word_spans(text, values, problem)
    yield from _roots_of_unity_spans(text, values, problem)
    if re.search(r"(?i)\bunit\s+(?:circle|dis[ck])|\baxis\b|\bhalf[-\s]plane|\breal\s+line", text):
        yield from _locus_spans(text, values, answer, problem)  # "the unit circle" for |z| = 1
    if problem and _STRUCTURE.search(problem) and any(values_equal(sp.Integer(1), x) for x in values):
        for m in _NEUTRAL.finditer(text):  # "collapses to the neutral element e" where the group's 1 is asked
            if not written_in_problem(m.group(0), problem) and not re.search(r"(?i)\b(?:additive|addition|zero)\b",
                                                                           text[max(0, m.start() - 30):m.end() + 30]):
                yield m.start(), m.end()
    yield from _vector_and_hull_spans(text, values)
    if not (problem and _gives_parameter(problem)):  # a parameter the problem gives makes the description its work
        yield from _curve_spans(text, values)
    for m in _SPOKEN.finditer(text) if re.search(r"(?i)ty|teen|\boh?\b", text) else ():
        if any(values_equal(sp.Integer(_spoken_value(m)), x) for x in values):
            yield m.start(), m.end()
    big = [x for x in values if getattr(x, "is_Integer", False) and abs(int(x)) >= 10]
    for m in _DIGIT_WORDS.finditer(text) if big else ():  # "three, oh, six": digits read out one by one
        n = _digit_words_value(m.group(0))
        if n is not None and any(values_equal(sp.Integer(n), x) for x in big) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    yield from _given_by_name(text, values, problem)
    if text.count("\n") >= 2:
        yield from _acrostic_spans(text, values)
    for rx, sides in ((_COINS, 2), (_DICE, 6)):
        for m in rx.finditer(text) if re.search(r"(?i)chance|probab|odds|likelihood", text) else ():
            if written_in_problem(m.group(0), problem):
                continue  # the problem's own event
            if any(values_equal(_experiment_value(m, sides), x) for x in values):
                yield m.start(), m.end()
    for m in _NEIGHBOUR.finditer(text):
        try:
            v = _neighbour(m)
        except (ValueError, OverflowError):
            continue
        if v is not None and any(values_equal(sp.Integer(v), x) for x in values) and \
                not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    if problem and re.search(r"(?i)\b(?:every|all|whole|entire|full|complete)\b", text):
        yield from _whole_spans(text, values, problem)  # "every student in the class" for the class's 28
    for m in _SMALLEST_OF_KIND.finditer(text):  # "the smallest odd prime" (3), "the least perfect number" (6)
        v = _SMALLEST[re.sub(r"\s+", " ", m.group(1).lower())]
        if any(values_equal(sp.Integer(v), x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    for m in _LARGEST_OF_KIND.finditer(text):  # "the largest single digit" (9), "the greatest two-digit prime" (97)
        v = _LARGEST[re.sub(r"[\s-]+", lambda g: "-" if "-" in g.group(0) else " ", m.group(1).lower())]
        if any(values_equal(sp.Integer(v), x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    sets = [v for v in values if isinstance(v, sp.FiniteSet)]
    for m in _FIRST_N.finditer(text) if sets else ():  # "the first three positive integers" for {1, 2, 3}
        terms = _first_terms(m.group(2).lower(), _count(m.group(1)))
        if terms and any(values_equal(sp.FiniteSet(*terms), x) for x in sets) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    for m in _ONLY_BETWEEN.finditer(text):  # "the only prime between 20 and 25": the one term of its kind there
        try:
            lo, hi = sorted((int(m.group(5)), int(m.group(6))))
            first = next(_terms(m.group(2), m.group(3), m.group(4), lo, True), None)
            if first is None or first >= hi or next(_terms(m.group(2), m.group(3), m.group(4), first, True), hi) < hi:
                continue  # none there, or more than one
        except (ValueError, OverflowError):
            continue
        if any(values_equal(sp.Integer(first), x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    for m in _BYTES.finditer(text) if re.search(r"(?i)i?B\b|bytes?\b", text) else ():
        if written_in_problem(m.group(0), problem):
            continue  # the problem's own size
        if any(values_equal(sp.Rational(v), x) for v in _byte_values(m) for x in values):
            yield m.start(), m.end()
    for m in _DIVISORS.finditer(text) if any(isinstance(v, sp.FiniteSet) for v in values) else ():
        n = int(m.group(1))
        if 0 < n < 10 ** 7 and any(isinstance(v, sp.FiniteSet) and values_equal(sp.FiniteSet(*sp.divisors(n)), v) for v in values):
            yield m.start(), m.end()
    for m in _WHOLE.finditer(text):
        try:
            got, start = _whole_values(m)
            if any(values_equal(w, x) for w in got for x in values):
                yield start, m.end()
        except (TypeError, ValueError, AttributeError):
            continue
    share = not re.search(r"%|percent", answer)
    for m in _COMPLEMENT.finditer(text):
        try:
            rest = 100 - sp.Rational(m.group(1))
            want = [rest, rest / 100] if share else [rest]
            if any(values_equal(w, x) for w in want for x in values):
                yield m.start(), m.end()
        except Exception:  # noqa: BLE001
            continue
