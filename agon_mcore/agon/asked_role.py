"""Whether a mention equal to the answer is the ASKED quantity, or another quantity that shares its value.

The answer-position rules and the fail-closed passes read a mention by its value: a mention whose value equals
the answer's is hidden where it stands in result position. A value equal to the answer can still be another
quantity, and then it states no answer:

* **another notation the problem asks to leave** (:func:`other_base`): the problem asks for the answer in base b
  ("Express your answer in base 8"); the draft's base-10 product ``6 \\cdot 7 = 42_{10}`` or "Convert 42 to base 8"
  is the number BEFORE the final step (the conversion), not the asked numeral ``52_8``;
* **a variable's value in a count** (:func:`variable_value`): the problem asks how many of something; a value
  assigned to a variable of the problem's own formula (``y = 2`` for the parabola ``x = y^2 - 4y - 1``) is a
  coordinate or a root, not the count;
* **the centre of a ± pair** (:func:`pm_centre`): ``2 \\pm \\sqrt{5}`` names two roots; its 2 is a term of each;
* **a unit constant** (:func:`unit_constant`): "(7 days in a week)" for "4 weeks", the factor between two units the
  problem names, not the asked count.

Each function decides by what the value is and where it stands, never by the draft's wording; an answer phrase
("the answer is ...") always wins (the callers check it).
"""
from __future__ import annotations

import functools
import re
from typing import Any, Optional, Tuple

__all__ = ["asked_base", "other_named_object", "variable_of_asked_expression", "asked_thing_after", "other_base", "variable_value", "pm_centre",
           "problem_variables", "unit_constant", "unit_fact", "conversion_operand", "restated_given"]

# "in base 8", "base-8 numeral", "to base $8$": the numeral system the problem asks the answer in
_ASKED_BASE = re.compile(r"(?i)\b(?:in|to|into|as\s+a)\s+base[\s-]*\$?\s*\{?(\d{1,2})\b")
_SUBSCRIPT = re.compile(r"_\s*\{?\s*\(?(\d{1,2})\)?\s*\}?\s*$")
_PREFIX = {"0b": 2, "0o": 8, "0x": 16}


def asked_base(problem: Optional[str]) -> Optional[int]:
    """The base (other than 10) the problem asks its answer in ("Express your answer in base 8" -> 8), else None."""
    m = _ASKED_BASE.search(problem or "")
    b = int(m.group(1)) if m else None
    return b if b and b != 10 and 2 <= b <= 36 else None


def _written_base(text: str) -> int:
    """The base a numeral is written in: a subscript (``42_{10}``, ``101_2``), a prefix (``0o52``), else 10."""
    t = text.strip(" $")
    sm = _SUBSCRIPT.search(t)
    if sm:
        return int(sm.group(1))
    return _PREFIX.get(t[:2].lower(), 10)


def other_base(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """The mention ``vis[s:e]`` is a numeral written in another base than the one ``problem`` asks the answer in: the
    value before the final conversion, not the asked numeral. False when the problem asks no base, when the text is
    no plain numeral, when it is written in the asked base (``52_8``, ``0o52`` for base 8), and where the conversion
    itself follows it (``42 = 5 \\cdot 8 + 2``: the final step, whose digits are the answer). Raises nothing."""
    text = vis[s:e]
    b = asked_base(problem)
    if b is not None and re.match(r"\s*\$?\s*=[^=\n.;]{0,40}?(?:(?:\\cdot|·|×|\*)\s*%d\b|(?<!\d)%d\s*\^)" % (b, b), vis[e:e + 60]):
        return False
    if b is None or not re.fullmatch(r"\s*\$?\s*(?:0[box])?[0-9A-Fa-f]+(?:\s*_\s*\{?\s*\(?\d{1,2}\)?\s*\}?)?\s*\$?\s*", text):
        return False
    return _written_base(text) != b


# the problem's own variables: single letters in its math ("$x = y^2 - 4y - 1$" -> x, y); not "a" as an article
_MATH = re.compile(r"\$([^$]+)\$|\\\((.+?)\\\)")
_LETTER = re.compile(r"(?<![A-Za-z\\])([A-Za-z])(?![A-Za-z])")
_COUNT = re.compile(r"(?i)\bhow\s+many\b|\bnumber\s+of\b")
_ASSIGNED = re.compile(r"(?<![\w\\])([A-Za-z])\s*=\s*\$?\s*$")


def problem_variables(problem: Optional[str]) -> set:
    """The single-letter variables written in the problem's math (``$...$`` or ``\\(...\\)``)."""
    out = set()
    for m in _MATH.finditer(problem or ""):
        out.update(_LETTER.findall(m.group(1) or m.group(2)))
    return out


def variable_value(vis: str, s: int, problem: Optional[str]) -> bool:
    """The mention starting at ``vis[s]`` is the value of a variable of the problem's own formula (``y = 2``) while
    the problem asks a count ("How many $y$-intercepts ..."): a coordinate or a root, not the count. Raises nothing."""
    if not _COUNT.search(problem or ""):
        return False
    m = _ASSIGNED.search(vis[max(0, s - 12):s])
    return bool(m) and m.group(1) in problem_variables(problem)


_LAST_ASK = re.compile(r"(?i)\b(?:give|find|compute|evaluate|determine|calculate|what\s+is|report)\b[^.?!]*[.?!]?\s*$")


def variable_of_asked_expression(vis: str, s: int, problem: Optional[str]) -> bool:
    """The mention starting at ``vis[s]`` is assigned to a variable (``k = 4``) while the problem's last request asks an
    expression of that variable, not the variable ("Find $k$ such that ... Then give $k^2 - 12$."): the variable's value
    is a step toward the asked expression. Not where the last request asks the variable itself. Raises nothing."""
    m = _ASSIGNED.search(vis[max(0, s - 12):s])
    if not m or not problem:
        return False
    x = m.group(1)
    last = _LAST_ASK.search(problem.strip())
    if not last:
        return False
    maths = [a or b for a, b in _MATH.findall(last.group(0))]
    return any(x in _LETTER.findall(t) and re.search(r"[-+*/^·×]|\\(?:cdot|times|frac|sqrt)", t) for t in maths) and \
        not any(re.fullmatch(r"\s*" + x + r"\s*", t) for t in maths)


def pm_centre(vis: str, s: int, e: int) -> bool:
    """``vis[s:e]`` is the centre of a ± pair (``2 \\pm \\sqrt{5}``, ``2 ± √5``): a term of two values, no value
    of its own. Raises nothing."""
    return bool(re.match(r"\s*(?:\\pm|±|\\mp|∓)(?![A-Za-z])", vis[e:e + 7])) and \
        not re.search(r"(?:\\pm|±|\\mp|∓)\s*\$?\s*$", vis[max(0, s - 6):s])


# "7 days in a week", "60 minutes per hour", "12 eggs in one dozen": a conversion constant between two units
_FACTOR = re.compile(r"(?i)(?<![\w.])(\d+(?:\.\d+)?)\s+([a-z]{2,})\s+(?:(?:in|to|of)\s+(?:a|an|one|each|every|1|the)|"
                     r"per(?:\s+(?:a|an|one|each|every|1))?)\s+([a-z]{3,})\b")


def unit_constant(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """The number ``vis[s:e]`` is a conversion constant the draft states on the same line ("(7 days in a week)")
    between units the problem names ("4 weeks"), or a true constant between common units ("There are 60 minutes in an
    hour": :data:`_TRUE_FACTORS`): a constant of the setting, another quantity than the asked one.
    Raises nothing."""
    if not problem or not re.fullmatch(r"\d+(?:\.\d+)?", vis[s:e].strip()):
        return False
    ls, le = vis.rfind("\n", 0, s) + 1, vis.find("\n", e)
    line = vis[ls:le if le >= 0 else len(vis)]
    for m in _FACTOR.finditer(line):
        if m.group(1) != vis[s:e].strip():
            continue
        if _true_factor(m):
            return True  # "There are 60 minutes in an hour": a fact of the units, whatever the problem names
        big = re.sub(r"e?s$", "", m.group(3).lower())
        if re.search(r"(?i)\b" + re.escape(big) + r"(?:e?s)?\b", problem):
            return True
    return False


_FACTOR_EQ = re.compile(r"(?<![\w.])1\s*(?:\\(?:text|mathrm)\{\s*)?([A-Za-z]{1,12})\}?\s*=\s*(\d+)\s*(?:\\(?:text|mathrm)\{\s*)?"
                        r"([A-Za-z]{1,12})\b")


def unit_fact(vis: str, s: int, e: int) -> bool:
    """The number ``vis[s:e]`` is the true conversion constant between the two units it is stated with ("There are 60
    minutes in an hour", "12 inches per foot", "1 m = 100 cm": :data:`_TRUE_FACTORS`): a fact of the units, no result,
    even where the answer has that value. Raises nothing."""
    ls, le = vis.rfind("\n", 0, s) + 1, vis.find("\n", e)
    line = vis[ls:le if le >= 0 else len(vis)]
    for m in _FACTOR.finditer(line):
        if ls + m.start(1) == s and ls + m.end(1) == e:
            return _true_factor(m)
    for m in _FACTOR_EQ.finditer(line):  # "1 m = 100 cm", "1 h = 60 min": the same fact as an equation
        if ls + m.start() <= s and e <= ls + m.end():  # a piece of the equation ("100", "1 m", "1 m = 100")
            return _TRUE_FACTORS.get((_unit_name(m.group(3)), _unit_name(m.group(1)))) == float(m.group(2))
    return False


# "30 minutes is $30/60$", "25% means $25/100$", "1.5 h × 60": a quantity with its unit, then an operation by the
# constant that converts that unit (``_TRUE_FACTORS``; a percent by 100, a per mille by 1000)
_DIVIDED_BY = re.compile(r"(\d+(?:\.\d+)?)\s*\$?\s*(?:/|÷|\\div)\s*\$?\s*$|\\[dt]?frac\s*\{\s*(\d+(?:\.\d+)?)\s*\}\s*\{\s*$")
_TIMES_BY = re.compile(r"(\d+(?:\.\d+)?)\s*\$?\s*(?:\\times|\\cdot|×|·|\*)\s*\$?\s*$")
_UNIT_ABBR = {"min": "minute", "mins": "minute", "s": "second", "sec": "second", "secs": "second", "h": "hour",
              "hr": "hour", "hrs": "hour", "cm": "centimeter", "mm": "millimeter", "m": "meter", "km": "kilometer",
              "g": "gram", "kg": "kilogram", "ml": "milliliter", "l": "liter", "in": "inch", "ft": "foot",
              "oz": "ounce", "lb": "pound", "lbs": "pound", "qt": "quart", "gal": "gallon", "pt": "pint"}


def _unit_name(word: str) -> str:
    """A unit word or abbreviation in :data:`_TRUE_FACTORS`' singular spelling ("mins", "inches", "feet" -> "minute",
    "inch", "foot"); another word lower-cased without its plural ending."""
    w = word.lower()
    if w in _UNIT_ABBR:
        return _UNIT_ABBR[w]
    if w == "feet":
        return "foot"
    return re.sub(r"(?<=ch)es$|(?<=[^s])s$", "", w)


def conversion_operand(vis: str, s: int, e: int, problem: Optional[str] = None) -> bool:
    """The number ``vis[s:e]`` divides (or multiplies) a quantity written with its unit on the same line or in the
    problem, and is the constant that converts that unit: ``100`` of ``25/100`` after "25%", ``60`` of ``30/60`` after
    "30 minutes", ``60`` of ``1.5 × 60`` after "1.5 h" (:data:`_TRUE_FACTORS`). A constant of the conversion, no
    result, even where the answer has that value. Raises nothing."""
    k = vis[s:e].strip().strip("$").strip()
    if not re.fullmatch(r"\d+", k):
        return False
    ls = vis.rfind("\n", 0, s) + 1
    le = vis.find("\n", e)
    line = vis[ls:le if le >= 0 else len(vis)]
    before = vis[ls:s]
    for pat, small in ((_DIVIDED_BY, True), (_TIMES_BY, False)):
        m = pat.search(before)
        if not m:
            continue
        q = re.escape(m.group(1) or m.group(2))
        for text in (line, problem or ""):
            for u in re.finditer(r"(?<![\d.])" + q + r"\s*(?:\\%|(%|‰)|(?:\\,|\\ |~)?\s*(?:\\(?:text|mathrm)\{\s*)?([A-Za-z]+))", text):
                if u.group(1) or not u.group(2):  # "%", "\\%", "‰"
                    if small and int(k) == (1000 if u.group(1) == "‰" else 100):
                        return True
                    continue
                unit = _unit_name(u.group(2))
                if unit in ("percent", "pct") and small and int(k) == 100:
                    return True
                if any(f == int(k) and (a if small else b) == unit for (a, b), f in _TRUE_FACTORS.items()):
                    return True
    return False


def _true_factor(m: "re.Match") -> bool:
    """The :data:`_FACTOR` match states a true constant (:data:`_TRUE_FACTORS`), its unit names in any plural."""
    forms = [{w, w[:-1] if w.endswith("s") else w, w[:-2] if w.endswith("es") else w}
             for w in (m.group(2).lower(), m.group(3).lower())]  # "inches", "minutes", "feet"
    return any(_TRUE_FACTORS.get((a, b)) == float(m.group(1)) for a in forms[0] for b in forms[1])


# true conversion constants between common units (singular names): a draft stating one states a fact, no result
_TRUE_FACTORS = {("second", "minute"): 60, ("minute", "hour"): 60, ("second", "hour"): 3600, ("hour", "day"): 24,
                 ("minute", "day"): 1440, ("day", "week"): 7, ("day", "year"): 365, ("week", "year"): 52,
                 ("month", "year"): 12, ("year", "decade"): 10, ("year", "century"): 100, ("cent", "dollar"): 100,
                 ("centimeter", "meter"): 100, ("centimetre", "metre"): 100, ("millimeter", "centimeter"): 10,
                 ("millimetre", "centimetre"): 10, ("meter", "kilometer"): 1000, ("metre", "kilometre"): 1000,
                 ("gram", "kilogram"): 1000, ("milliliter", "liter"): 1000, ("millilitre", "litre"): 1000,
                 ("inch", "foot"): 12, ("feet", "yard"): 3, ("foot", "yard"): 3, ("ounce", "pound"): 16,
                 ("egg", "dozen"): 12, ("item", "dozen"): 12, ("pint", "quart"): 2, ("quart", "gallon"): 4}


_STOP = frozenset("that this with from have has were what when which each every many much more than into onto then them they "
                  "there their these those some only also does will would could should about after before total".split())


def restated_given(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """The number ``vis[s:e]`` restates a given of the problem about the same thing: the problem writes the same value
    (a numeral or words, "a dozen" for 12) with the same subject just before it (a noun of the four words before the
    value in both, one the question does not name): "so each carton has 12 eggs" after "A carton holds a dozen eggs",
    when the question asks how many eggs remain; not "So 12 eggs are left in the cartons". A given restated is work,
    even where the answer has its value. Raises nothing."""
    from agon_mcore.agon.answer_forms import number_mentions, values_equal, word_mentions

    if not problem:
        return False
    try:
        v = [m.value for m in number_mentions(vis[s:e]) + word_mentions(vis[s:e]) if m.start == 0 and m.end == e - s]
    except Exception:  # noqa: BLE001 - nothing read
        return False
    if not v:
        return False
    lo = max(vis.rfind(x, 0, s) for x in (".", "\n", ";", ",")) + 1
    if not re.search(r"[A-Za-z]", vis[lo:s]) and lo > 0 and vis[lo - 1] == ",":  # an apposition: "the notebook's price, $18,"
        lo = max(vis.rfind(x, 0, lo - 1) for x in (".", "\n", ";", ",")) + 1
    subjects, asked = _given_subjects(problem)
    before = _nouns(" ".join(vis[lo:s].split()[-4:])) - asked  # the subject, just before the number
    return bool(before) and any(values_equal(g, v[0]) and before & nouns for g, nouns in subjects)


_HOW_MUCH = re.compile(r"(?i)\bhow\s+(?:much|many)\s+(?:more\s+|total\s+)?([a-z]{3,})\b")
_WORDS_AFTER = re.compile(r"[ \t]+((?:[A-Za-z]+\.?[ \t]+){0,2}[A-Za-z]+)")


def asked_thing_after(vis: str, e: int, value: Any, problem: Optional[str]) -> bool:
    """The number ending at ``e`` measures the thing the question asks about ("fifteen litres of water" where it asks
    "How much water is in ..."): the question's noun is one of the three words after it, and each given of the problem
    with the same value is followed by words that name another thing ("15 liters of pineapple drink"; "cartons of 12."
    names none: a dozen eggs is then the given). Such a mention is the asked quantity, not a
    given restated, whatever value the problem also states. Raises nothing."""
    from agon_mcore.agon.answer_forms import number_mentions, values_equal, word_mentions

    if not problem:
        return False
    q = _HOW_MUCH.search(problem)
    if not q or q.group(1).lower() in ("more", "of", "the", "are", "does", "did", "will", "can", "times", "ways"):
        return False
    noun = q.group(1).lower().rstrip("s")[:5]

    def names(t: str, at: int) -> bool:
        w = _WORDS_AFTER.match(t, at)
        return bool(w) and any(x.lower().startswith(noun) for x in w.group(1).split())

    if not names(vis, e):
        return False
    try:
        found = number_mentions(problem) + word_mentions(problem)
    except Exception:  # noqa: BLE001 - nothing read
        return False
    same = [m for m in found if m.end <= q.start() and values_equal(m.value, value)]
    # each given of that value measures a thing the words after it name, and none of them is the asked one
    return all(_WORDS_AFTER.match(problem, m.end) and not names(problem, m.end) for m in same)


def _nouns(t: str) -> frozenset:
    return frozenset(w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]{4,}", t) if w.lower() not in _STOP)


@functools.lru_cache(maxsize=256)
def _given_subjects(problem: str) -> Tuple[Tuple[Tuple[Any, frozenset], ...], frozenset]:
    """The problem's givens, each with the nouns of the four words before it (outside the question), and the question's
    nouns: read once per problem (:func:`restated_given` runs on every mention the fail-closed pass weighs)."""
    from agon_mcore.agon.answer_forms import number_mentions, word_mentions

    sentences = re.split(r"(?<=[.!?])\s+", problem.strip())
    question = " ".join(x for x in sentences if "?" in x) or sentences[-1]
    subjects = tuple((m.value, _nouns(" ".join(sent[:m.start].split()[-4:])))
                     for sent in sentences if "?" not in sent for m in number_mentions(sent) + word_mentions(sent))
    return subjects, _nouns(question)


_QUESTION_SYMBOL = re.compile(r"(?<![A-Za-z\\])[A-Z]{1,3}[A-Z]?(?![A-Za-z])")


def other_named_object(vis: str, lo: int, s: int, problem: Optional[str]) -> bool:
    """The relation that states the value at ``s`` has a named object on its left ("so $BC = 8$") that the problem's
    question does not name (its last sentence: "Determine the area of quadrilateral $DBEF$."): another object's value."""
    left = re.search(r"([A-Z]{1,3}[A-Z]?)\s*=\s*\$?\s*$", vis[max(lo, s - 20):s])
    if not left or not problem:
        return False
    question = re.split(r"(?<=[.!?])\s+(?=[A-Z])", problem.strip())[-1]
    return left.group(1) not in _QUESTION_SYMBOL.findall(question)
