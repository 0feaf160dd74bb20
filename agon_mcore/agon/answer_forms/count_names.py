"""Names that state a count: an object named by the number the problem asks.

A polygon's name states its number of sides ("an octagon" is 8 sides), a polyhedron's its number of faces ("an
icosahedron"), a polynomial's its degree ("leaves a cubic" is degree 3), an ``n``-gon its ``n``. When the problem
asks exactly that count ("How many sides ...", "What is the degree of $f$?"), such a name in the draft states the
answer as plainly as the numeral would. The names are GENERATED from the Greek and Latin numeral prefixes with the
suffix of each family (``-gon``, ``-hedron``; tens "kai" units: "tetracontakaidigon" is 42) and the degree words
(``quadratic`` .. ``decic``), not listed from examples (:func:`count_name_mentions`). A polygon put one to one with
another count ("a regular enneagon, one vertex per divisor") states that count whatever the problem asks.

Not read (work): a plural ("cut it into triangles" counts other objects), a name the problem itself writes (its
given), a family whose count the problem does not ask (an octagon's side count when the problem asks its area),
and "linear" or "constant" (degrees 1 and 0 are words of ordinary prose: "a linear factor").
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional, Sequence, Tuple

import sympy as sp

from agon_mcore.agon.answer_forms.values import Mention, values_equal

__all__ = ["count_name_mentions", "part_count_spans", "outside_count_spans", "outside_referent_spans", "asked_pointer_spans",
           "COUNT_NAMES"]

# Greek and Latin numeral prefixes as they join -gon / -hedron (both spellings where both are in use)
_PREFIX = {"tri": 3, "tetra": 4, "penta": 5, "hexa": 6, "hepta": 7, "septa": 7, "octa": 8, "ennea": 9, "nona": 9,
           "deca": 10, "hendeca": 11, "undeca": 11, "dodeca": 12, "trideca": 13, "triskaideca": 13, "tetradeca": 14,
           "pentadeca": 15, "hexadeca": 16, "heptadeca": 17, "octadeca": 18, "enneadeca": 19, "icosa": 20,
           "triaconta": 30, "tetraconta": 40, "pentaconta": 50, "hecto": 100, "chilia": 1000, "myria": 10000}
_TENS = {"icosi": 20, "icosa": 20, "triaconta": 30, "tetraconta": 40, "pentaconta": 50, "hexaconta": 60, "heptaconta": 70,
         "octaconta": 80, "enneaconta": 90}
_UNITS = {"hena": 1, "mono": 1, "di": 2, "tri": 3, "tetra": 4, "penta": 5, "hexa": 6, "hepta": 7, "octa": 8, "ennea": 9}
_DEGREE = {"quadratic": 2, "cubic": 3, "quartic": 4, "biquadratic": 4, "quintic": 5, "sextic": 6, "hexic": 6,
           "septic": 7, "heptic": 7, "octic": 8, "nonic": 9, "decic": 10}


def _generated() -> Dict[str, Dict[str, int]]:
    """``{family: {name: count}}`` for the families of the module docstring."""
    gon = {p + "gon": n for p, n in _PREFIX.items()}
    # tens "kai" units: "tetracontakaidigon" (42), "icosikaihenagon" (21)
    gon.update({t + "kai" + u + "gon": tn + un for t, tn in _TENS.items() for u, un in _UNITS.items()})
    gon.update({p[:-1] + "gon": n for p, n in _PREFIX.items() if p.endswith("a")})  # "octagon" and "octogon" spellings
    gon.update({"triangle": 3, "quadrilateral": 4, "quadrangle": 4})
    hedron = {p + "hedron": n for p, n in _PREFIX.items() if n >= 4}
    return {"sides": gon, "faces": hedron, "degree": dict(_DEGREE)}


COUNT_NAMES = _generated()

# what a problem asks, per family: the count of sides (vertices, angles, edges of a polygon), of faces, or the degree
_ASKS = {
    "sides": re.compile(r"(?i)\b(?:how\s+many|number\s+of)\s+(?:\w+\s+){0,2}?(?:sides|vertices|angles|edges)\b"),
    "faces": re.compile(r"(?i)\b(?:how\s+many|number\s+of)\s+(?:\w+\s+){0,2}?faces\b"),
    "degree": re.compile(r"(?i)\b(?:what\s+is|find|compute|determine)\s+the\s+degree\b|\bdegree\s+of\s+\$?[A-Za-z]"),
}
# a polygon's parts put one to one with something counted, in the polygon's sentence
_ONE_PART_PER = re.compile(r"[^.;\n]{0,40}?\bone\s+(?:[\w-]+\s+){0,2}?(?:vertex|side|corner|edge|point)\s+"
                           r"(?:per|for\s+each|for\s+every|to\s+each)\s+")
# an n-gon written with its number ("a 12-gon", "$n$-gon" has none)
_N_GON = re.compile(r"(?<![\w.])(\d+)\s*-\s*gon(?!\w|s\b)", re.I)
_WORD = re.compile(r"(?<![\w-])([A-Za-z]+)(?![\w-])")


def count_name_mentions(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Mention]:
    """The mentions of ``text`` whose name states one of ``values`` (sympy numbers, the answer's) as the count
    ``problem`` asks (module docstring). Kind ``words``; the span is the name. Empty without a problem or when it
    asks none of the counts. Raises nothing."""
    if not problem or not values:
        return []
    asked = [fam for fam, rx in _ASKS.items() if rx.search(problem)]
    given = {w.lower() for w in _WORD.findall(problem)}
    out: List[Mention] = []
    if "sides" not in asked:  # a polygon equated with the asked count part by part: "an enneagon: one vertex per divisor"
        for m in _WORD.finditer(text):
            n = COUNT_NAMES["sides"].get(m.group(1).lower())
            if n is not None and m.group(1).lower() not in given and _ONE_PART_PER.match(text, m.end()) and \
                    any(values_equal(sp.Integer(n), v) for v in values):
                out.append(Mention(m.start(1), m.end(1), sp.Integer(n), "words"))
    if not asked:
        return out
    for fam in asked:
        names = COUNT_NAMES[fam]
        for m in _WORD.finditer(text):
            word = m.group(1).lower()
            n = names.get(word)
            n = None if n is None else sp.Integer(n)
            if n is None or word in given or not any(values_equal(n, v) for v in values):
                continue
            out.append(Mention(m.start(1), m.end(1), n, "words"))
        if fam == "sides":
            for m in _N_GON.finditer(text):
                n = sp.Integer(int(m.group(1)))
                if any(values_equal(n, v) for v in values) and f"{n}-gon" not in problem.replace(" ", "").lower():
                    out.append(Mention(m.start(), m.end(), n, "words"))
    return out


# counts of a well-known object's parts: a polygon's sides, vertices and corners are its n (generated above); the
# Platonic solids' faces, edges and vertices (Euler: V - E + F = 2); objects of everyday counting
_SOLIDS = {"tetrahedron": (4, 6, 4), "cube": (6, 12, 8), "octahedron": (8, 12, 6), "dodecahedron": (12, 30, 20),
           "icosahedron": (20, 30, 12)}
_EVERYDAY = {("spider", "legs"): 8, ("insect", "legs"): 6, ("octopus", "arms"): 8, ("octopus", "legs"): 8,
             ("week", "days"): 7, ("year", "months"): 12, ("die", "faces"): 6, ("deck", "cards"): 52,
             ("hand", "fingers"): 5, ("chessboard", "squares"): 64, ("alphabet", "letters"): 26, ("clock", "hours"): 12,
             ("dozen", "items"): 12, ("triangle", "sides"): 3, ("square", "sides"): 4, ("square", "corners"): 4,
             ("rectangle", "sides"): 4, ("rectangle", "corners"): 4,
             ("day", "hours"): 24, ("hour", "minutes"): 60, ("minute", "seconds"): 60, ("year", "weeks"): 52,
             ("year", "days"): 365, ("fortnight", "days"): 14, ("decade", "years"): 10, ("century", "years"): 100,
             # units, bytes and teams
             ("byte", "bits"): 8, ("pound", "ounces"): 16, ("foot", "inches"): 12, ("yard", "feet"): 3,
             ("yard", "inches"): 36, ("mile", "feet"): 5280, ("gallon", "quarts"): 4, ("quart", "pints"): 2,
             ("soccer", "players"): 11, ("football", "players"): 11, ("basketball", "players"): 5,
             ("baseball", "players"): 9, ("volleyball", "players"): 6, ("hockey", "players"): 6, ("cricket", "players"): 11}
# the calendar: a month's days (February in a common year)
_EVERYDAY.update({(mo, "days"): n for mo, n in zip(
    "january february march april may june july august september october november december".split(),
    (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31))})
_PARTS = r"(faces|edges|vertices|corners|sides|legs|arms|days|months|cards|fingers|squares|letters|hours|items|minutes|" \
         r"seconds|weeks|years|bits|ounces|inches|feet|quarts|pints|players)"


def _part_count(obj: str, part: str) -> Optional[int]:
    obj, part = obj.lower(), part.lower()
    part = {"vertices": "vertices", "corners": "vertices"}.get(part, part) if obj in _SOLIDS else part
    if obj in _SOLIDS:
        return dict(zip(("faces", "edges", "vertices"), _SOLIDS[obj])).get(part)
    n = COUNT_NAMES["sides"].get(obj)
    if n is not None and part in ("sides", "vertices", "corners", "edges"):
        return n
    return _EVERYDAY.get((obj, part))


_AS_MANY = re.compile(r"(?i)\bas\s+many\s+(?:[\w-]+\s+){0,3}?as\s+(?:(?:a|an|the)\s+)?([a-z]+)\s+has\s+" + _PARTS + r"\b")
_AS_THERE = re.compile(r"(?i)\bas\s+(?:many|much)\s+(?:[\w-]+\s+){0,3}?as\s+there\s+are\s+" + _PARTS +
                       r"\s+(?:in|on|of)\s+(?:a|an|the|one)\s+([a-z]+)\b")
_NUMBER_OF = re.compile(r"(?i)\b(?:the\s+)?(?:number|count)\s+of\s+" + _PARTS + r"\s+(?:of|on|in)\s+(?:(?:a|an|the|one|"
                        r"(two|three|four|five|six|seven|eight|nine|ten|\d{1,3}))\s+)?([a-z]+?)s?\b")
# one thing matched to each part of an object: "one carrot for every day of September", "a mask for each month of the
# year": as many things as the object has parts
_EACH_PART = re.compile(r"(?i)\b(?:one|a|an|1)\s+(?:[\w-]+\s+){0,2}?(?:(?:for|per)\s+(?:each|every)|per)\s+([a-z]+)\s+(?:of|in)\s+(?:(?:a|an|the)\s+)?([a-z]+)\b")
_POSSESSIVE = re.compile(r"(?i)\b(?:a|an|the)\s+([a-z]+)'s\s+(face|edge|vertex|corner|side|leg|arm|day|month|card|finger|square|"
                         r"letter|hour)\s+count\b")


# members of a well-known set matched one to one: "one for each US state" (50), "one per sign of the zodiac" (12)
_SETS = {"us state": 50, "u.s. state": 50, "american state": 50, "state in the union": 50, "state of the union": 50,
         "sign of the zodiac": 12, "zodiac sign": 12, "planet": 8, "continent": 7, "card in a suit": 13,
         "key on a piano": 88, "piano key": 88, "square on a chessboard": 64, "chess piece": 32}
_EACH_MEMBER = re.compile(r"(?i)\b(?:one|a|an|1)\s+(?:[\w-]+\s+){0,2}?(?:for|per)\s+(?:each|every)\s+(" +
                          "|".join(sorted((re.escape(k) for k in _SETS), key=len, reverse=True)) + r")\b")


def part_count_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of each phrase that names a count as the number of parts of a well-known object ("as many
    vertices as a cube has faces", "as many as there are bits in a byte", "the number of edges of an octahedron", "the
    number of weeks in two years" (a count times the whole's number), "a spider's leg count"), where that count
    is one of ``values`` (sympy numbers) and the problem does not name the object (a given). The count is read from
    the object's structure: a polygon's ``n``, a Platonic solid's faces, edges and vertices, everyday objects (a
    week's days, a deck's cards, a month's days, a byte's bits, a soccer side's players, units of measure); one thing for each part ("one carrot for every day of September")
    counts the parts, and one for each member of a well-known set its members ("one for each US state"). Raises
    nothing."""
    if not values:
        return []
    named = {w.lower() for w in _WORD.findall(problem or "")}
    out: List[Tuple[int, int]] = []
    from agon_mcore.agon.answer_forms.relatives import word_number

    for rx, obj_group, part_group in ((_AS_MANY, 1, 2), (_AS_THERE, 2, 1), (_NUMBER_OF, 3, 1), (_POSSESSIVE, 1, 2), (_EACH_PART, 2, 1)):
        for m in rx.finditer(text):
            obj, part = m.group(obj_group), m.group(part_group)
            part = part if part.endswith("s") else {"vertex": "vertices"}.get(part.lower(), part + "s")
            n = _part_count(obj, part)
            k = word_number(m.group(2)) if rx is _NUMBER_OF and m.group(2) else 1  # "the number of weeks in two years"
            if n is None or k is None or obj.lower() in named or not any(values_equal(sp.Integer(n) * k, v) for v in values):
                continue
            out.append(m.span())
    for m in _EACH_MEMBER.finditer(text):  # "one for each US state": as many as the set has members
        n = _SETS[re.sub(r"\s+", " ", m.group(1).lower())]
        if any(values_equal(sp.Integer(n), v) for v in values) and m.group(1).lower() not in (problem or "").lower():
            out.append(m.span())
    return out


# a count given by reference to a set the draft brings in ("as many dollars as there are balls racked in eight-ball",
# "as many divisors as an octave has notes", "one evening for each ring of the Olympic flag"): the referent's clause
_REFERENCE = re.compile(
    r"(?i)\bas\s+(?:many|much)\s+(?:[\w'-]+\s+){0,4}?as\s+(?:there\s+(?:are|is|were)\s+|(?:(?:a|an|the)\s+)?(?:[\w'-]+\s+){1,4}?"
    r"(?:has|have|had|holds|contains)\s+|(?:the\s+)?(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))*\s+(?-i:[a-z]{3,})\s+)"  # "as Beethoven wrote ..."
    r"(?P<ref>[^.,;:!?\n$]{3,120})"
    r"|\b(?:(?:one|a|an|a\s+single)\s+(?:[\w'-]+\s+){0,3}?(?:for|per)|(?:one|a\s+single)\s+(?:[\w'-]+\s+){0,3}?(?:on|at|beside))"
    r"\s+(?:each|every)\s+(?P<ref2>[^.,;:!?\n$]{3,120})")  # "one on every wheel of a semi-trailer truck" ("a point in each
# region", "a segment to every vertex" are the work's own constructions)
_STOP = {"that", "there", "this", "these", "those", "with", "from", "into", "onto", "each", "every", "have", "what", "which",
         "their", "they", "them", "when", "then", "than", "were", "your", "its", "it's", "will", "would", "could", "should",
         "about", "over", "under", "after", "before", "start", "game", "time", "times", "here", "such", "some", "more",
         "most", "many", "much", "other", "only", "just", "also", "very", "like", "make", "made", "count", "counts",
         "counting", "number", "numbers",
         # the work's own objects: a reference to them is the problem's structure, no outside set
         "value", "values", "first", "second", "third", "last", "case", "cases", "term", "terms", "element", "elements",
         "choice", "choices", "option", "options", "outcome", "outcomes", "root", "roots", "solution", "solutions",
         "factor", "factors", "digit", "digits", "pair", "pairs", "side", "sides", "step", "steps", "sign", "signs",
         "ways", "item", "items", "member", "members", "subset", "subsets", "point", "points", "part", "parts",
         "possible", "possibility", "possibilities", "remaining", "given", "above", "below", "previous", "next"}
# where the referent's clause ends and the sentence goes on: a verb, a relative word, a frequency
_REF_END = re.compile(r"(?i)\s(?:would|will|could|gives?|giving|is|are|was|were|makes?|making|equals?|comes?|leaves?|which|that|"
                      r"we|"  # the work's new clause ("per suit we can still avoid ...")
                      r"so|since|because|i\.e|each\s+(?:day|week|month|year|time)|every\s+(?:day|week|month|year|time)|"
                      r"over\s+(?:its|the|his|her|their|these|those|this|that)|during|throughout|"  # "... over its 15 days"
                      r"per\s+(?:day|week|month|year))\b")


def outside_count_spans(text: str, problem: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of each count that ``text`` gives by reference to a set the problem never mentions ("as many
    dollars as there are balls racked at the start of a game of eight-ball", "as many divisors as an octave has
    notes", "one babysitting evening for each ring of the Olympic flag", "one dollar for every psalm in the Book of
    Psalms"), whatever the set's size: the referent's clause (up to the verb where the sentence goes on) holds no digit, no formula and no content word of the
    problem (a word of four letters or more, plural or not), so the phrase carries no work the problem needs, only a
    value read through outside knowledge; the summarizer hides it fail-closed (whether the reader knows the set or
    not: :func:`part_count_spans` reads the sets it knows). Empty without a problem. Raises nothing."""
    if not problem:
        return []
    words = {w.lower() for w in re.findall(r"[A-Za-z][\w'-]{3,}", problem)}
    out: List[Tuple[int, int]] = []
    for m in _REFERENCE.finditer(text):
        g = "ref" if m.group("ref") is not None else "ref2"
        ref = m.group(g)
        verb = _REF_END.search(ref)  # the referent ends where the sentence goes on ("... a snowflake each day would give")
        if verb:
            ref = ref[:verb.start()]
        content = [w.lower() for w in re.findall(r"[A-Za-z][\w'-]{3,}", ref) if w.lower() not in _STOP]
        # a word of the problem in any inflection ("roll" of "rolled"): one is a prefix of the other
        if re.search(r"\d|\\", ref) or (not verb and text[m.end(g):m.end(g) + 1] == "$") or not content or \
                any(w.startswith(p) or p.startswith(w) for w in content for p in words):
            continue
        out.append((m.start(), m.start(g) + len(ref.rstrip())))
    return out


# the work's own vocabulary: a description made of these words is a computation or a part of the figure, no outside
# referent ("the product of base and height", "the longer leg")
_WORK_WORDS = {
    "product", "products", "quotient", "ratio", "difference", "sums", "total", "totals", "result", "results", "answer",
    "average", "mean", "median", "mode", "remainder", "half", "halves", "double", "twice", "triple", "square", "squares",
    "cube", "cubes", "power", "powers", "exponent", "multiple", "multiples", "divisor", "divisors", "quantity", "amount",
    "base", "height", "width", "length", "radius", "diameter", "perimeter", "area", "volume", "legs", "hypotenuse",
    "angle", "angles", "longer", "shorter", "larger", "smaller", "greater", "least", "largest", "smallest", "same",
    "whole", "rest", "remaining", "left", "over", "original", "final", "initial", "starting", "ending", "earlier", "later",
    "above", "below", "formula", "equation", "expression", "identity", "rule", "theorem", "lemma", "method", "approach",
    "price", "cost", "costs", "profit", "speed", "rate", "distance", "hours", "minutes", "seconds", "days", "weeks",
    "years", "dollars", "cents", "percent", "unit", "units", "coefficient", "coefficients", "constant", "variable",
    "function", "sequence", "series", "limit", "integral", "derivative", "matrix", "vector", "determinant", "probability",
    # the work's checks and its parts: "which matches the right side", "the same as the expected output"
    "right", "hand", "sample", "samples", "expected", "output", "input", "check", "target", "goal", "claim", "statement",
    "condition", "requirement", "constraint", "bound", "estimate", "guess", "count", "tally", "figure", "diagram",
    # words about the reasoning itself: "a useful sanity check for the simplification"
    "sanity", "useful", "helpful", "simplification", "verification", "confirmation", "consistency", "reasoning",
    "argument", "proof", "derivation", "computation", "calculation", "approximation", "intuition", "picture",
}
# a value equated with a description: a quantity (a numeral, a hidden value, a unit after it, a quantity noun, a label
# such as "numbered", a symbol; a pronoun is no quantity: "this is the half-residue lemma") linked by a copula, a
# comparison or an apposition word to a noun phrase, or a display equation's value continued by a noun phrase on the
# next line ("$$A = ... = 21,$$ a blackjack")
_QTY_BEFORE = re.compile(r"(?i)(?:(?:[\d\u2150-\u218f]\s*\$?|\])\s*(?:[a-z]{1,6}\s*){0,2}|\b(?:answer|result|total|sum|bill|amount|count|number|value|"
                         r"difference|cost|price|share|bound|minimum|maximum)(?:,?\s+in\s+[a-z]+)?\s*|"
                         r"\b(?:numbered|valued|priced|aged|sized|labell?ed|ranked)\s*|"  # "the floor numbered like ..."
                         r"(?:^|[\s(])\$\s*[A-Za-z]\s*\$\s*|"  # "$p$ is the number you dial for the police"
                         r"\b(?:average|mean|median)\s*|"  # "the average is the age at which ..."
                         r"(?:^|[.!?\n;:]\s*)[Ww]hat\s+[a-z][^.;:!?\n\d$]{2,40})$")  # "What stays on the rock is a ...", "; what remains is"
_LINK = re.compile(r"(?i)(?:\s+(?:is|was|equals|matches|makes|rounds\s+to|comes\s+to|amounts\s+to|is\s+exactly|is\s+just|"
                   r"(?:is\s+)?as\s+(?:many|much|large|big)\s+(?:[a-z]+\s+){0,2}?as|(?:is\s+)?(?:one|a)\s+(?:[\w'-]+\s+){0,2}?per|"
                   r"(?:short|more|less|over|under|ahead|behind|off)\s+by|"
                   r"is\s+also|equal\s+to|is\s+the\s+same\s+as)|\s[–—-]\s(?=(?-i:[A-Z][^\W\d_]+(?:\s+[A-Z][^\W\d_]+)?'s\s))|"
                   r"(?<=[A-Za-z]):\s+(?=the\s)|"  # "6 + 4 - Nadia Comăneci's famous score", "Difference, in minutes: the number ..."
                   r",\s+(?=the\s+(?!same\s)(?:[a-z]+\s+){0,2}?(?:number|count|value|age|year|date|total|amount|figure|size|score|"
                   r"millilit(?:re|er)s|lit(?:re|er)s|hours|minutes|seconds|days|weeks|years|miles|feet|inches|yards|"
                   r"met(?:re|er)s|grams|ounces|pounds|dollars|cents)\b)|"  # "$15.00 ÷ 30, the face value of a Kennedy half-dollar"
                   r"(?<=\|)\s*same\s+as\s+|"  # a table cell "| same as the mph limit on a British motorway |"
                   r"\(\s*(?:one|a)\s+(?:[\w'-]+\s+){0,2}?per\s+|"  # "42 × (one day per Jackson)"
                   r"\s+(?:doubl|tripl|quadrupl|halv|ris|grow|grew|climb|drop|fall|fell|increas|decreas|jump|shrink|shrank)[a-z]*"
                   r"(?:\s+(?:it|them|this|that|the\s+(?:total|count|amount|sum)))?\s*,?\s+to|"  # "doubles it, to the ..."
                   r"\s*(?:[,(]|\s[-–—])?\s*(?:just\s+)?(?:like|as\s+in|the\s+same\s+as|"
                   r"the\s+same\s+(?:count|number|amount|value|total|figure)\s+as|"
                   r"which\s+is|namely|i\.e\.,?)|,?\s*\$\$\s*,?\s*\n)\s*"
                   r"(?P<ref>(?:(?:the|a|an)\s+|(?<=per\s)|(?-i:[A-Z][^\W\d_]+(?:\s+[A-Z][^\W\d_]+)?'s\s))(?:[^.,;:!?\n$()|]|,\s(?-i:[A-Z][a-z]+\b)){3,120})")
# links that state a quantity themselves, whatever stands before them: "one dollar per ...", "as many dollars as ...",
# "short by ..."
_SELF_QUANTITY = re.compile(r"(?i)(?:\bper|\bas\s+(?:many|much)\s+(?:[a-z]+\s+){0,2}?as|^\s*same\s+as|"
                            r"\b(?:doubl|tripl|quadrupl|halv|ris|grow|grew|climb|drop|fall|fell|increas|decreas|jump|shrink|shrank)[a-z]*"
                            r"(?:\s+(?:it|them|this|that|the\s+(?:total|count|amount|sum)))?\s*,?\s+to|\b(?:short|more|less|over|under|"
                            r"ahead|behind|off)\s+by|"
                            r"\bthe\s+same\s+(?:count|number|amount|value|total|figure)\s+as)\s*$")  # "gives the same number as"


# a thing located in a world: "the top OF a clock face", "the voting age IN the UK", "the number you dial FOR the police"
_PLACE_WORD = re.compile(r"(?i)\b(?:of|in|on|for|at|from|above|below|inside)\b")


# a proper name: a possessive or a plural in capitals, or two capitalised words ("Obama's", "the Proclaimers", "Sammy
# Hagar"); an eponymous adjective of mathematics ("the Euclidean metric", "a Gaussian integer") is none
_NAME = re.compile(r"\s(?![A-Z][a-z]+(?:ean|ian)\b)[A-Z][a-z]+(?:'s\b|s\b|\s+[A-Z][a-z]+)")


# the same, linked by any short verb phrase after a result noun ("I expect the total to match the ...", "a bound that
# equals the ...", "the product lands on the ...", "the best route has the length that ..."), or by a comparison that
# states a quantity itself ("as old as the ...", "one square unit per tile of the ..."): read by the same checks
_RESULT_NOUN = re.compile(r"(?i)\b(?:answer|result|total|sum|product|bill|amount|count|number|value|difference|cost|price|"
                          r"share|bound|minimum|maximum|area|volume|perimeter|length|distance|route|path|age|weight|height|"
                          r"speed|time|score|size|tally|figure|angle|measure|percentage|percent|fraction|ratio|proportion|"
                          r"rate|probability|chance|temperature|width|depth|average|mean|median|"
                          r"dollar|cent|euro)s?\b[^.;:!?\n\d$]{0,12}$|"  # "Ali's dollars now match the ..."
                          r"\b(?:together|altogether|combined|overall|in\s+all)\b[^.;:!?\n\d$]{0,12}$|"  # "Together they caught the ..."
                          r"(?:^|[;,]\s*|\bso\s+)(?:it|this|that)\s*$|"  # "it lands on the ..."
                          r"(?:^|[.;:,]\s+|\b(?:so|then|thus|hence)\s+)\$[^$\n]{1,40}\$\s*$")  # "so $|a_{n-1}|$ is the ..."
_FREE_LINK = re.compile(r"(?i)\s+(?P<verb>(?:(?!the\b|an?\b)[a-z']+\s+){0,3}?(?!the\b|an?\b)[a-z']+)\s+"
                        r"(?P<ref>(?:(?:the|a|an)\s+|(?-i:[A-Z][a-z]+'s\s))(?:[^.,;:!?\n$()|]|,\s(?-i:[A-Z][a-z]+\b)){3,120})")
_PLAN = re.compile(r"(?i)\b(?:(?:we|i|you)\s+(?:can|could|will|shall|should|may|might|need\s+to|want\s+to|have\s+to|are\s+going\s+to)|"
                   r"we'll|i'll|let'?s|let\s+us)\s+(?:find|compute|use|take|look\s+at|consider|count|apply|work\s+with)\s*$")  # a plan
_PLAN_POINTER = re.compile(r"(?i)\b(?:number|count|amount|total|sum|size|value|quantity|age|year|how\s+many|as\s+many)\b|"
                           r"\b\w{2,}est\b")
_AS_ADJ_AS = re.compile(r"(?i)\bas\s+(?:old|young|long|tall|heavy|far|high|wide|deep|fast|large|big|many|much)\s+(?:[a-z]+\s+)?as\s*$|"
                        r"\b(?:one|a)\s+(?:[\w'-]+\s+){0,2}per\s*$")
# a contact clause after the head noun ("the number a sesquicentennial celebrates"): a second noun phrase and its verb
_CONTACT = re.compile(r"(?i)(?:the|a|an)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:a|an|the|every|each|many|most|some|all)\s+[a-z][\w'-]{3,}\s+"
                      r"[a-z]{4,}")  # "the number a sesquicentennial celebrates", "the floor number many hotel elevators skip"
_PREPOSITIONS = {"of", "in", "on", "for", "at", "from", "with", "by", "to", "into", "over", "under", "between", "among",
                 "per", "and", "or", "as", "about", "after", "before", "through"}
_YEAR = re.compile(r"(?<![\d.,])(?:1[0-9]|20)\d\d(?![\d.,])")  # a year in a name ("Nintendo's 1996 console") is no work
_RELATIVE = re.compile(r"(?i)\s(?:that|which|whom)\s+(?!is\b|are\b|was\b|were\b|we\b|i\b|it\b|you\b|gives?\b|makes?\b)"
                       r"(?:(?:a|an|the)\s+)?([a-z][\w'-]{3,}(?-i:(?:,\s+[A-Z][\w'-]+)*,?\s+and\s+[A-Z][\w'-]+)?)\s+"  # "Hendrix, Joplin and Cobain"
                       r"(?:(?:all|both)\s+)?(?:(?:can|could|may|might|must|will|would|should|do|does|did)\s+)?"
                       r"([a-z][\w'-]{3,})")  # "the length that triskaidekaphobes dread", "at which Americans can claim": a world's clause


_PROPER = re.compile(r"(?<=\s)(?![A-Z][a-z]+(?:ean|ian)\b)[A-Z][a-z]{2,}\b")
_NAME_HEAD = re.compile(r"(?:the|a|an)\s+[A-Z]")  # the phrase IS the name ("the Beatles"), not "the number of Beatles"
# an infinitive clause after the head noun locates it as a relative clause does ("the ways to award gold")
_INFINITIVE = re.compile(r"(?i)^(?:the|a|an)\s+[a-z]+\s+to\s+(?!be\b|get\b|do\b|make\b)[a-z]{3,}\s+[a-z]")


def outside_referent_spans(text: str, problem: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of each noun phrase of ``text`` that a value is equated with and that names something outside
    the problem and the work ("the bill in dollars is the frequency in hertz of the A above concert pitch", "8 cm (like
    the top of a clock face)", "the product lands on the number in the name of Nintendo's 1996 home console"): a
    quantity (a numeral, a hidden value, a quantity noun, a label, a symbol, a free relative "What stays ...") or a link
    that states a quantity itself ("one dollar per", "as many dollars as", "as old as", "short by") linked by a copula,
    a comparison or an apposition word, or a result noun, "together", a pronoun or a math subject linked by any short
    verb phrase ("to match", "lands on", "has"), to a phrase with no formula (nor running on into one) that locates a
    thing in a world (a preposition, a proper name, a relative, contact or infinitive clause: "the length that
    triskaidekaphobes dread", "the number a sesquicentennial celebrates", "the ways to award gold"; an owner, "a cat's
    proverbial lives"; after "per", one proper word; a table's value column, "| head start | the side count of
    Gauss's polygon |") in content words (four letters or
    more, no number word, none of the work's own vocabulary), two or more, none a word of the problem or of the text
    before the phrase (a hyphenated word's parts too), and no digit but a year's beside a name (digits make it a description of the math: "the binary expansion of
    2024"). Such a
    phrase carries no work, only the value read through outside knowledge (a lookup no table completes), so the
    summarizer hides it fail-closed, as :func:`outside_count_spans` hides a count by an outside set. Empty without a
    problem. Raises nothing."""
    if not problem:
        return []
    from agon_mcore.agon.asked import asked_noun

    words = {w.lower() for w in re.findall(r"[A-Za-z][\w'-]{3,}|(?<=-)[A-Za-z]{4,}", problem)}  # "non-measurable" too
    asked = asked_noun(problem)
    out: List[Tuple[int, int]] = []
    for link, free in ((_LINK, False), (_FREE_LINK, True)):
        pos = 0
        while True:  # overlapping matches: "$$\nThe bound is as many as ..." reads the link after "bound" too
            m = link.search(text, pos)
            if m is None:
                break
            pos = m.start() + 1
            sent = max(text.rfind(c, 0, m.start()) for c in ".!?\n") + 1
            lead = text[m.start():m.start("ref")]
            per = bool(_SELF_QUANTITY.search(lead) or _AS_ADJ_AS.search(lead))  # "one dollar per ...": the count itself
            cue = _RESULT_NOUN if free else _QTY_BEFORE
            pre = text[max(sent, m.start() - 40):m.start()]
            noun = bool(asked) and bool(re.search(rf"(?i)\b(?:the|their|his|her|its|our)\s+(?:[a-z]+\s+)?{re.escape(asked)}[a-z]{{0,3}}\s*$",
                                                   pre)) and not (free and re.search(r"(?i)\b(?:and|or|but|for|with)\b", m.group("verb")))
            if not per and not cue.search(pre) and not noun:
                continue  # (the asked count's noun as the subject is a quantity too: "the boys match the frames per second
                # of ..."; "two extra days and one more for the day of travel" joins, no link)
            if free and not per and all(w.lower() in _PREPOSITIONS for w in m.group("verb").split()):
                continue  # "the product of the two expressions": a noun's complement, no link
            if free and not per and _PLAN.search(text, sent, m.start("ref")) and not _PLAN_POINTER.search(m.group("ref")):
                continue  # "Instead of adding large numbers together, we can find the residue for each person": a plan, the
                # drafter about to act, states no value (MATH-500 test 462); not where its object points at a quantity
                # ("we can use the number of ...")
            span = _referent(text, m, words, sent, per)
            if span and not any(a < span[1] and span[0] < b for a, b in out):  # (a phrase overlapping one read before)
                out.append(span)
    for m in _value_cells(text):  # a table's value column: the cell's place equates it with a quantity
        span = _referent(text, m, words, text.rfind("\n", 0, m.start()) + 1)
        if span and not any(a < span[1] and span[0] < b for a, b in out):
            out.append(span)
    return list(dict.fromkeys(out))  # (overlapping links read one phrase twice)


_ROW = re.compile(r"(?m)^[ \t]*\|.*\|[ \t]*$")
_NUMERIC_CELL = re.compile(r"\s*[-−$]?\s*\d[\d,.]*\s*%?\s*[a-z]{0,5}\s*")
_CELL_REF = re.compile(r"\s*(?P<ref>(?:(?:all\s+(?:the\s+)?|every\s+|each\s+)?(?:the|a|an)\s+|all\s+|every\s+|each\s+|"
                       r"(?-i:[A-Z][a-z]+'s\s))[^|\n]{3,120}?)\s*(?=\|)", re.I)  # "| all the pips on one ordinary die |"


def _value_cells(text: str) -> List["re.Match[str]"]:
    """Matches (group ``ref``) of the markdown table cells that a column of values holds in words: a column with two
    or more numeric cells, and a cell in it that is a noun phrase ("| head start | the side count of Gauss's polygon
    |"): the table equates that phrase with the column's quantity, as a copula would."""
    if "|" not in text:
        return []
    out = []
    rows = list(_ROW.finditer(text))
    tables: List[List["re.Match[str]"]] = []
    for r in rows:  # consecutive lines
        if tables and text.count("\n", tables[-1][-1].end(), r.start()) == 1:
            tables[-1].append(r)
        else:
            tables.append([r])
    for table in tables:
        cells = []  # per row: (start, end) of each cell
        for r in table:
            bars = [r.start() + i for i, ch in enumerate(r.group(0)) if ch == "|"]
            cells.append(list(zip(bars, bars[1:])))
        for col in range(max(len(c) for c in cells)):
            column = [(a + 1, b) for c in cells if col < len(c) for a, b in [c[col]]]
            if sum(bool(_NUMERIC_CELL.fullmatch(text[a:b])) for a, b in column) < 2:
                continue
            for a, b in column:
                m = _CELL_REF.match(text, a, b + 1)
                if m and not re.search(r"\d", text[a:b]):
                    out.append(m)
    return out


def _referent(text: str, m: "re.Match[str]", words: set, sent: int, per: bool = False) -> Optional[Tuple[int, int]]:
    """The span of ``m``'s referent phrase where it names something outside the problem (``words``: its words) and the
    text before the sentence (which starts at ``sent``), as :func:`outside_referent_spans` reads it; else None."""
    from agon_mcore.agon.answer_forms.words import word_mentions

    ref = m.group("ref")
    verb = _REF_END.search(ref)
    rel = _RELATIVE.match(ref, verb.start()) if verb else None  # "the length that triskaidekaphobes dread"
    if verb and not rel:
        ref = ref[:verb.start()]
    if not verb and re.match(r"\s*(?:\$|\\[(\[])", text[m.end("ref"):]):
        return None  # the phrase runs on into a formula ("the square of a prime $p$"): a description of the math
    ref = re.split(r"(?i)\s+(?:if|when|because|since|and\s+so)\b", ref)[0]
    unit = re.search(r"(?i)\s+of\s+([a-z]{3,})\s*$", ref)  # "a full trial jury's worth of cats": the counted noun, a unit
    described = ref[:unit.start()] if unit and re.search(r"(?i)\b" + re.escape(unit.group(1)[:-1]), " ".join(words)) else ref
    content = [w.lower() for w in re.findall(r"[A-Za-z][\w'-]{3,}|\b[A-Z]{2,3}\b|\b[a-z][A-Z]\b", described)
               if w.lower() not in _STOP | _WORK_WORDS and w.lower().rstrip("s") not in _STOP | _WORK_WORDS and
               not word_mentions(w)]  # ("the UK" counts; "lengths" and "three" are the work's words)
    located = _PLACE_WORD.search(ref) or _NAME.search(" " + ref) or rel or _CONTACT.match(ref) or _INFINITIVE.search(ref) or \
        (re.search(r"(?i)^[^,;]*?\s(?:when|where)\s+[a-z]{3,}", m.group("ref")) and re.search(r"\s[A-Z][a-z]{2,}", ref)) or \
        re.search(r"\b[a-z]{3,}'s\s+[a-z]", ref) or re.search(r"(?<![\w$\\])(?:US|UK|EU|UN|USA|NASA|NATO|NBA|NFL|FIFA|UEFA|IRS|NHS)(?!\w)", ref) or \
        per and re.search(r"(?:^|\s)(?![A-Z][a-z]+(?:ean|ian)\b)[A-Z][a-z]{2,}", ref)  # "in the UK", "the Proclaimers", "that X
    # do", "the number a sesquicentennial celebrates"; after "per", one proper word: "per original American colony"; a
    # country's or an institution's acronym: "the minimum age to be US president"; a clause of time or place with a proper
    # name: "the October date when children go trick-or-treating" ("the region where the integrand is positive" is math)
    dated = _YEAR.sub(" ", ref) if re.search(r"\s[A-Z][A-Za-z]{2,}", ref) else ref  # "Nintendo's 1996", "COVID in 2020"
    # a proper name is a thing of the world by itself ("the Beatles", "the Magnificent Seven"; a number word is part of
    # the name): a plural name or a name of two capitalised words suffices (no eponymous adjective: "the Euclidean norm")
    named = [w.lower() for w in _PROPER.findall(described)] if _NAME_HEAD.match(ref) else []
    if len(named) < 2 and not any(w.endswith("s") and not w.endswith("ss") for w in named):
        named = []  # one singular name is a mathematician's ("a Bessel(3) process", "the Fibonacci term"): a description
    if named and not re.search(r"\d|\\", dated) and len(content) < 2:
        content, located = sorted(set(content) | set(named)), True
    if per and len(content) == 1 and re.fullmatch(r"\s*(?-i:[A-Z][a-z]{2,})\s*", ref) and (m.group(0).lstrip().lower().startswith(
            ("one", "a ")) or re.search(r"(?i)\bper\s*$", text[:m.start("ref")])):
        named, located = [content[0]], True  # "(one day per Jackson)": one proper name after "per" counts its bearers
    if re.search(r"\d|\\", dated) or len(content) < 2 and not named or not content or not located:
        return None  # (one new word, "the conventional one", "a root of the quartic", is a description, not a lookup;
        # digits make a description of the math: "the binary expansion of 2024", "a primitive 5th root of unity")
    before = {w.lower() for w in re.findall(r"[A-Za-z][\w'-]{3,}|(?<=-)[A-Za-z]{4,}", text[:m.start("ref")])}  # (read
    # only for a candidate: the text before the phrase, its own sentence's words too, a hyphenated word's parts)
    if m.group(0).lstrip().startswith("("):  # "(one per Soviet republic)": a tally against the referent named just before,
        before = set()  # which is a referent of its own (an earlier mention is no work of the problem)
    if any(w.startswith(p) or p.startswith(w) for w in content for p in words | before):
        return None  # the problem's or the work's own things described ("a countable union of measurable sets")
    return m.start("ref"), m.start("ref") + len(ref.rstrip())


# the asked quantity equated with a pointer at another quantity of the problem or the work: "the average turns out to
# be exactly the first friend's guess", "$\\tan A$ equal to the coefficient in front of $\\cos A$ in the given relation"
_POINTER_LINK = re.compile(r"(?i)\s+(?:is|was|equals|matches|turns\s+out\s+to\s+be|comes\s+out\s+(?:as|to)|(?:is\s+)?equal\s+to|"
                           r"is\s+the\s+same\s+as|(?:is\s+)?identical\s+to)\s+(?:exactly\s+|just\s+|precisely\s+|again\s+)?"
                           r"(?P<ref>(?:the|that|this)\s+[^.;:!?\n]{3,120})")
_POINTER_WORD = re.compile(r"(?i)\b(?:first|second|third|fourth|last|given|original|initial|earlier|previous|starting|"
                           r"opening|former|latter)\b")  # ("the same as choosing the one left out" is a method, no pointer)
_QUESTION_STOP = {"what", "which", "many", "much", "does", "will", "would", "could", "find", "compute", "determine",
                  "value", "number", "their", "there", "that", "this", "have", "with", "from", "into", "express", "answer",
                  "form", "simplest", "common", "fraction"}


def asked_pointer_spans(text: str, problem: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of each phrase of ``text`` that the asked quantity is equated with and that points at another
    quantity ("the average turns out to be exactly the first friend's guess", "$\\tan A$ equal to the coefficient in
    front of $\\cos A$ in the given relation"): the clause's subject (the last four words before the link, in its
    sentence, clause and bracket) holds a word or a symbol of the problem's question and no pointer word of its own,
    the link is a copula or an equality word, and the phrase has no digit and a pointer word (first, last, given,
    original, earlier, ...). Such a phrase states the answer by reference to a value the reader can look up in the
    problem or the work, whatever that value is; the summarizer hides it fail-closed. A question the draft asks itself
    states nothing. Empty without a question in the problem. Raises nothing."""
    if not problem:
        return []
    question = " ".join(re.findall(r"[^.?!]*\?", problem))
    if not question:
        return []
    words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"\$[^$]*\$", " ", question))} - _QUESTION_STOP
    symbols = {re.sub(r"\s+", "", x) for x in re.findall(r"\$([^$]{1,30})\$", question)}
    out: List[Tuple[int, int]] = []
    for m in _POINTER_LINK.finditer(text):
        sent = max(text.rfind(c, 0, m.start()) for c in ".!?\n(") + 1
        piece = re.split(r"[,;:]", text[max(sent, m.start() - 60):m.start()])[-1]
        subject = " ".join(re.findall(r"\$[^$]*\$|\S+", piece)[-4:])  # its last words (a math span one word)
        ref = re.split(r",\s*(?:since|because|as|so|which|and|but|while|for|where)\b", m.group("ref"))[0]
        if re.search(r"\d", ref) or not _POINTER_WORD.search(ref) or text[m.start("ref") + len(ref):].lstrip()[:1] == "?":
            continue  # (a question the draft asks itself, "How much more likely is the first?", states nothing)
        if _POINTER_WORD.search(re.split(r"[,;:]", subject)[-1]):
            continue  # "The second guess is the first one halved": an item of the work, not the asked quantity
        said = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"\$[^$]*\$", " ", subject))}
        sym = {re.sub(r"\s+", "", x) for x in re.findall(r"\$([^$]{1,30})\$", subject)}
        if said & words or sym & symbols:
            out.append((m.start("ref"), m.start("ref") + len(ref.rstrip())))
    return out
