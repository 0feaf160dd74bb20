"""What the problem counts: the asked noun ("How many diagonals ..." -> ``diagonal``), a count of another noun
("5 vertices"), and case or step labels ("Case 2:"), read by the conclusion cut (``agon.conclusion``), the
answer-position rules (``agon.summary``) and the fail-closed pass (``agon.failclosed``)."""
from __future__ import annotations

import re
from typing import Optional

__all__ = ["ASKED_PHRASE", "LABEL_COLON", "UNIT_ABBREVIATIONS", "asked_noun", "other_noun", "named_property", "asked_dimension",
           "other_dimension", "other_quantity"]

_NOT_NOUNS = {"different", "distinct", "positive", "negative", "real", "possible", "more", "are",
              "does", "can", "will", "should", "must", "the", "such", "these", "those", "its", "his", "her", "their"}


def _stem(w: str) -> str:
    w = w.lower()
    for suf in ("ies", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)] + ("y" if suf == "ies" else "")
    return w


# the problem's "how many ..." / "number of ..." phrase: the counted noun and up to three words before it
ASKED_PHRASE = re.compile(r"(?i)\b(?:how\s+many|number\s+of)\s+((?:[\w-]+\s+){0,3}[\w-]+)")


def asked_noun(problem: Optional[str]) -> Optional[str]:
    """The noun the problem counts ("How many diagonals does ..." -> ``diagonal``), or None."""
    if not problem:
        return None
    for m in ASKED_PHRASE.finditer(problem):
        for w in m.group(1).lower().split():
            if w in _GENERIC:
                return None  # "how many ways": the count may be named by any noun (arrangements, choices)
            if re.fullmatch(r"[a-z]{3,}", w) and w not in _NOT_NOUNS:
                return _stem(w)
    return None


_GENERIC = {"way", "ways", "number", "numbers", "them", "ordered", "times", "things", "items", "options", "possibilities",
            "outcomes", "cases", "values"}
# a case or step label right before the mention ("Case 2: two nickels"): the case's content, not a result
LABEL_COLON = re.compile(r"\b(?:case|step|part|method|option|stage|round|example)\s*\d+\s*[:.)]\s*\$?\s*$", re.IGNORECASE)


# nouns that name a value itself, not a thing counted ("the 3600 figure", "a 42 total")
_VALUE_NOUNS = frozenset({"figure", "figures", "total", "result", "answer", "value", "number", "amount", "tally", "sum",
                          "mark", "count", "score", "outcome"})


def other_noun(vis: str, e: int, asked: Optional[str]) -> bool:
    """The number ending at ``e`` counts a noun other than the one the problem asks about ("5 vertices"
    when it asks for diagonals, "two nickels" when it asks for ways): a quantity of the reasoning."""
    if not asked:
        return False
    m = re.match(r"\s+(?:[a-z]+[- ])?([a-z]{3,})\b", vis[e:e + 40])
    if not m or m.group(1).lower() in ("of", "and", "the", "for", "with", "more", "less", "times", "ways") or \
            m.group(1).lower() in _VALUE_NOUNS:  # "the classic 3600 figure": a noun for the value itself
        return False
    word = UNIT_ABBREVIATIONS.get(m.group(1).lower(), m.group(1))  # "2000 kcal" counts the calories asked
    return _stem(word) != asked and not word.lower().startswith(asked[:4])


def counts_problem_object(vis: str, e: int, problem: Optional[str]) -> bool:
    """The number ending at ``e`` counts an object the problem names ("1 salad + 1 yogurt" where the problem says "a
    salad, and a yogurt") and the problem counts no such object ("how many salads" would make it the asked count): an
    item count of the work, not a restatement. A whole number only, and no unit ("37.7 inches" measures). Raises
    nothing."""
    if not problem:
        return False
    if not re.search(r"(?<![\d.,])\d+$", vis[max(0, e - 8):e]):
        return False  # an item count is a whole number ("37.7 inches" is a measure)
    m = re.match(r"[ \t]+([a-z]{3,})\b", vis[e:e + 30])
    if not m or m.group(1) in ("and", "the", "for", "with", "more", "less", "times", "ways", "of", "or") or \
            m.group(1) in _UNIT_DIM or m.group(1) in UNIT_ABBREVIATIONS or m.group(1) in ("percent", "degrees", "points"):
        return False  # a unit measures, it counts no object of the problem
    stem = _stem(m.group(1))
    low = problem.lower()
    if not re.search(r"\b" + re.escape(stem[:max(3, len(stem) - 1)]), low):
        return False
    return not re.search(r"\bhow\s+many\s+(?:\w+\s+){0,2}?" + re.escape(stem[:max(3, len(stem) - 1)]), low)


UNIT_ABBREVIATIONS = {"kcal": "calories", "cal": "calories", "cals": "calories", "hrs": "hours", "min": "minutes",
                      "mins": "minutes", "sec": "seconds", "secs": "seconds", "lbs": "pounds", "kgs": "kilograms",
                      "yds": "yards", "pcs": "pieces"}


# "each have multiplicity 2", "a polynomial of degree 4", "with period 3": a value named by a property noun of another object
_PROPERTY = re.compile(r"\b(?:has|have|having|with|of)\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+)?([a-z]{4,})\s*\$?\s*$", re.IGNORECASE)
_RESULT_NOUNS = {"answer", "result", "total", "count", "value", "number", "solution", "final", "exactly", "only", "about",
                 "around", "roughly", "approximately", "least", "most", "size", "amount", "which", "what", "them", "these", "those"}


def named_property(vis: str, lo: int, s: int, problem: Optional[str]) -> bool:
    """The value starting at ``s`` (in the segment starting at ``lo``) is named by a property noun that another object has
    ("the roots each have multiplicity 2", "a polynomial of degree 4"): a quantity of the reasoning, not the answer. The noun
    is no result word and no word of the problem's question (a "side length 8.5" when the side length is asked states it)."""
    m = _PROPERTY.search(vis[max(lo, s - 60):s])
    if not m or m.group(1).lower() in _RESULT_NOUNS:
        return False
    question = re.split(r"(?<=[.!])\s+", (problem or "").strip())[-1]
    return not re.search(r"(?i)\b" + re.escape(_stem(m.group(1))[:5]), question)


# ----------------------------------------------------------------------------- the asked dimension
# a quantity whose unit measures another dimension than the one the problem asks ("halfway is 2 miles" when it asks how
# long the trip took): a value of the reasoning, whatever its number
_UNITS = {
    "time": "s sec secs second seconds min mins minute minutes h hr hrs hour hours day days week weeks month months year years",
    "length": "mi mile miles km kilometre kilometres kilometer kilometers m metre metres meter meters cm mm foot feet ft "
              "inch inches yard yards yd yds",
    "money": "dollar dollars cent cents euro euros usd",
    "mass": "kg kilogram kilograms g gram grams lb lbs ounce ounces oz ton tons tonne tonnes",
    "volume": "l litre litres liter liters ml gallon gallons cup cups quart quarts pint pints",
}
_UNIT_DIM = {u: d for d, us in _UNITS.items() for u in us.split()}
UNIT_WORDS = frozenset(_UNIT_DIM)  # every unit word the dimension table knows (agon.tail reads a unit after a result)
_ASKS_DIM = (
    ("time", re.compile(r"(?i)\bhow\s+long\s+(?:did|does|do|will|would|should|could|can|has|had|is\s+it\s+going\s+to)\s+(?:it|they|he|she|we|you|[A-Z]\w+)(?:\s+\w+)?\s+"
                        r"(?:take|last|spend|wait|need)|\bhow\s+long\s+(?:will|would)\s+it\s+be|\bhow\s+much\s+time\b|"
                        r"\bhow\s+many\s+(?:more\s+)?(?:seconds|minutes|hours|days|weeks|months|years)\b")),
    ("length", re.compile(r"(?i)\bhow\s+(?:far|tall|high|deep|wide)\b|\bwhat\s+(?:is\s+the\s+)?distance\b|"
                          r"\bhow\s+many\s+(?:more\s+)?(?:miles|kilometers|kilometres|meters|metres|feet|inches|yards|centimeters)\b")),
    ("money", re.compile(r"(?i)\bhow\s+much\s+money\b|\bhow\s+many\s+dollars\b|\bhow\s+much\s+(?:did|does|do|will|would)\s+\w+(?:\s+\w+)?\s+"
                         r"(?:cost|pay|spend|earn|save|make|owe|charge|need\s+to\s+pay)\b|\bhow\s+much\s+(?:is|was|are|were)\s+"
                         r"(?:the\s+)?(?:total\s+)?(?:cost|price|bill|fee)\b")),
    # a speed: every plain length or time is another quantity, a rate ("4 miles per hour") is the asked one's kind
    ("speed", re.compile(r"(?i)\bhow\s+fast\b|\bwhat\s+(?:average\s+)?speed\b|\b(?:average|required)\s+speed\b[^.?]*\?|"
                         r"\bin\s+(?:miles|kilometers|kilometres|meters|metres|feet)\s+per\s+(?:hour|minute|second)\b|\b(?:mph|km/h)\b")),
    ("mass", re.compile(r"(?i)\bhow\s+heavy\b|\bhow\s+much\s+(?:does|do|did|will)\s+\w+(?:\s+\w+)?\s+weigh\b|"
                        r"\bhow\s+many\s+(?:pounds|kilograms|grams|ounces|tons)\b")),
)


def asked_dimension(problem: Optional[str]) -> Optional[str]:
    """The dimension the problem asks a quantity in (``"time"``, ``"length"``, ``"money"``, ``"speed"``, ``"mass"``) from
    its question ("how long did it take", "how far", "how much money", "what speed (in miles per hour)", "how
    heavy"), or None (a count, a ratio, a question that names no dimension, or more than one)."""
    unit = _ASKED_UNIT.search(problem or "")
    if unit and not re.match(r"\s*(?:per|/|an?\b|each|every)", (problem or "")[unit.end():]):
        return _UNIT_DIM[unit.group(1).lower()]  # "how fast can Gerald run it, in seconds?": the unit named wins
    found = {d for d, rx in _ASKS_DIM if rx.search(problem or "")}
    return found.pop() if len(found) == 1 else None


# the unit a question asks its answer in, named at its end: "..., in seconds?", "(in km)?"
_ASKED_UNIT = re.compile(r"(?i)[,(]\s*in\s+(" + "|".join(sorted((u for u in _UNIT_DIM if len(u) > 1), key=len, reverse=True)) +
                         r")(?=\s*\)?\s*[?.]?\s*$)")


def other_dimension(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """The number ``vis[s:e]`` is a quantity in a unit of another dimension than the asked one ("halfway is 2 miles"
    when the problem asks how long the walk took; a rate "4 miles per hour" for any asked dimension): a value of the reasoning, not the asked quantity. False where the problem names no dimension
    or the unit is unknown."""
    want = asked_dimension(problem)
    if want is None:
        return False
    m = re.match(r"[ \t]*\$?[ \t]*(?:\\(?:text|mathrm)\{\s*)?([A-Za-z]+)\}?\.?(\s*(?:/|per\b|(?:in\s+|every\s+|each\s+)?(?:an?|one|1|each|every)"
                 r"\s+(?:hour|minute|second|day|week|month|year)\b))?",
                 vis[e:e + 40])  # "6$ miles", "6 \\text{ mi}" too; a unit never on the next line
    if not m:
        return False
    dim = _UNIT_DIM.get(m.group(1).lower())
    if dim is None:
        return False
    if m.group(2):
        return want != "speed"  # a rate ("4 miles per hour", "12 km/h"): another quantity than any one asked but a speed
    return dim != want  # (a speed asked: a plain length or time is another quantity)


def other_quantity(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """:func:`other_dimension` for a value or for arithmetic ``vis[s:e]`` whose written result follows it (``30 - 15``
    of "$30 - 15 = 15$ miles" where a speed is asked): the unit after the result names the quantity. Raises nothing."""
    if other_dimension(vis, s, e, problem):
        return True
    r = re.match(r"\s*\$?\s*=\s*\$?\s*-?\d+(?:\.\d+)?", vis[e:])
    return bool(r) and other_dimension(vis, e, e + r.end(), problem)
