"""Value-free work in prose: section labels and formulas written in the draft's own terms.

The results pass (``agon_mcore.agon.results``) hides the content of every result slot that nothing
licenses, because a statement without a value ("so it is a hendecagon", "= the number of months in a
year") can still name the answer in a form no reader knows. Two kinds of value-free content are work
by structure, and this module says which:

* **Section labels.** A heading or bold line labels the section below it ("### Step 2: Apply the
  shoelace formula", "**Method 1: Direct addition**", "Verification (by the area formula)"). A leading
  line label (a word and its number: "Method 1:", "Part 3.") is a label, not a value; what remains is a
  title. A title without a value stays unless it opens with a result word (``RESULT_LABEL``: "Answer:",
  "Verdict:", "Conclusion:" ... state the result they label).
* **Formulas and clauses in the draft's terms.** The right side of a relation or a clause that holds no
  value and whose every word is an operation word ("half", "product", "times"), a function word, a
  generic quantity word ("total", "outcomes"), a variable, or a word the problem uses ("Total = boxes × apples per box", "Area = half the product of the legs", "Probability
  = favorable/total"). It names how the value is computed from things the reader already has, so it can
  state no value; a paraphrase needs a word from outside ("months in a year", "a hendecagon") and stays
  hidden.

* **Remarks on the work, and values that are not the answer's** (:func:`work_clause`): a value-free aside or clause
  whose words describe properties, relations, units or operations ("(positive, since A is acute)", "(no linear term)",
  "so the u terms cancel", "(opposite over adjacent)", a table header's unit "(km/h)"), never a quantity word, and a
  relation's right side that is only a plus-or-minus pair of numbers none of which is the answer's ("t + 1 ≡ ±5"). Such a
  remark says what the work is OF; the value it qualifies stands elsewhere and is read there.

* **Method lines, reasons, denials and bounds** (round 10): a preamble whose content opens with a procedure verb
  ("TL;DR: factor the numerator and cancel the common factor") is read as a clause; the remark vocabulary holds
  procedure verbs (and their nouns), objects of the work and reasoning words, none of which names a quantity; a clause
  with plain values none near the answer's that denies or bounds ("which is not 7/2", "lies between 2 and 3") and a
  bracketed symbol in a formula ("(\\Delta y)^2") are remarks too.

The fail-closed reader pass (``agon_mcore.agon.failclosed``) still hides any form it reads as the answer
in either kind.
"""
from __future__ import annotations

import re
from typing import Any, Sequence

__all__ = ["RESULT_LABEL", "line_label_end", "in_own_terms", "work_clause"]

# a label that states the result it labels (a preamble of the answer)
RESULT_LABEL = re.compile(r"^\W*(?:tl;?dr|short\s+(?:answer|version)|quick\s+answer|(?:final\s+)?answer|claim|guess|spoiler|verdict|"
                          r"result|conclusion|bottom\s+line|hypothesis|prediction|in\s+short|summary|so|thus|hence|therefore)\b",
                          re.IGNORECASE)
# a line label: one word and its number or letter, then a colon, a period, a bracket or a dash ("Method 1:", "Part (b).")
_LINE_LABEL = re.compile(r"^\W*[A-Za-z]{2,}\s*#?\s*\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})\)?\s*(?::|\.|\)|—|–|-)\s*", re.IGNORECASE)

# words that compute or relate, never a value of their own ("half" and "twice" scale what follows them)
_OPERATION = {
    "half", "twice", "double", "triple", "product", "sum", "difference", "quotient", "ratio", "times", "plus", "minus",
    "over", "divided", "multiplied", "squared", "cubed", "square", "cube", "root", "power", "reciprocal", "inverse",
    "average", "mean", "total", "per", "each", "every", "all", "both", "number", "count", "amount", "value", "values",
    "result", "formula", "rule", "principle", "method", "approach", "theorem", "identity", "law", "definition",
    "favorable", "favourable", "possible", "outcomes", "outcome", "cases", "case", "ways", "way", "choices", "choice",
    "area", "perimeter", "volume", "length", "width", "height", "base", "side", "sides", "radius", "diameter",
    "probability", "rate", "speed", "distance", "time", "cost", "price", "factor", "factors", "term", "terms",
    "first", "second", "last", "next", "previous", "remaining", "left", "right", "other", "given", "known", "unknown",
}
_FUNCTION = {
    "the", "a", "an", "of", "to", "by", "in", "on", "at", "for", "from", "with", "and", "or", "as", "is", "are", "be",
    "its", "their", "this", "that", "these", "those", "it", "we", "which", "when", "then", "into", "than", "out",
    "text", "mathrm", "operatorname", "frac", "dfrac", "tfrac", "cdot", "times", "left", "right", "sqrt",
}
# a comparison with another quantity ("as many edges as a cube"): it names a value by something else
_COMPARES = re.compile(r"(?i)\bas\s+(?:many|much|large|big|long)\b|\b(?:same|equal|like|identical)\b")
_WORD = re.compile(r"(?<!\\)[A-Za-z]{2,}")


def line_label_end(title: str) -> int:
    """How many leading characters of ``title`` (a heading's text) are a line label ("Method 1: ", "Part (b). ");
    0 where there is none or where the label word is a result word ("Answer 1:" labels a result)."""
    m = _LINE_LABEL.match(title)
    if not m or RESULT_LABEL.match(title):
        return 0
    return m.end()


def _stem(w: str) -> str:
    w = w.lower()
    if len(w) <= 3:
        return w
    if re.search(r"(?:s|x|z|ch|sh)es$", w):
        return w[:-2]  # "boxes", "inches"
    return w[:-1] if w.endswith("s") and not w.endswith("ss") else w  # "triangles" and "triangle" alike


def in_own_terms(content: str, vocabulary: str) -> bool:
    """``content`` (a value-free slot's text) is written in the draft's own terms: every word of two or more
    letters is an operation or generic quantity word, a function word, or a word of ``vocabulary`` (the problem's
    text), compared by stem ("boxes" and "box"). Single letters are variables. A content that opens with a result
    word ("so"), compares with another quantity ("as many edges as a cube") or holds no word at all is not one."""
    words = [w for w in _WORD.findall(re.sub(r"\\[A-Za-z]+", " ", content))]
    if not words or RESULT_LABEL.match(content) or _COMPARES.search(content):
        return False
    known = {_stem(w) for w in _WORD.findall(vocabulary)}
    return all(w.lower() in _FUNCTION or w.lower() in _OPERATION or _stem(w) in known for w in words)


# words that describe a property, a relation, a sign or a unit of something, never a quantity of their own (no
# "only", "unique", "smallest", "none", "zero", "pair", "dozen": those can pin down a value)
_PROPERTY = {
    "positive", "negative", "nonzero", "nonnegative", "nonpositive", "non", "acute", "obtuse", "real", "rational",
    "irrational", "complex", "imaginary", "linear", "quadratic", "cubic", "constant", "constants", "cancel", "cancels",
    "cancelled", "canceled", "vanish", "vanishes", "rejected", "reject", "discard", "discarded", "extraneous", "excluded",
    "valid", "invalid", "since", "because", "opposite", "adjacent", "hypotenuse", "leg", "legs", "under", "above",
    "below", "unit", "units", "symmetric", "symmetry", "parallel", "perpendicular", "integer", "integers", "odd", "even",
    "increasing", "decreasing", "defined", "undefined", "root", "roots", "term", "terms", "coefficient", "coefficients",
    "sign", "signs", "angle", "angles", "always", "never", "also", "same", "not", "must", "can", "cannot", "has", "have",
    "both", "either", "neither", "lies", "lie", "inside", "outside", "between", "hence", "squares", "cubes",
    "multiplying", "dividing", "adding", "subtracting", "taking", "flipping", "swapping", "squaring", "removing",
    "exceeds", "exceed", "exceeded", "than", "greater", "less", "larger", "smaller", "where", "holds", "hold", "equation",
}
_UNITS = {
    "km", "cm", "mm", "kg", "mg", "mph", "kph", "kmh", "hr", "hrs", "min", "mins", "sec", "secs", "hour", "hours",
    "minute", "minutes", "second", "seconds", "meter", "meters", "metre", "metres", "dollar", "dollars", "cent", "cents",
    "foot", "feet", "ft", "inch", "inches", "mile", "miles", "mi", "lb", "lbs", "deg", "degree", "degrees", "radian",
    "radians", "rad", "liter", "liters", "litre", "litres", "ml", "gram", "grams", "kilogram", "kilograms", "day", "days",
}
# the drafter's method and reasons in words (round 10): procedure verbs in any inflection, objects of the work and
# reasoning words. None names a quantity (no number, ordinal, count noun, shape by its count of sides, "only",
# "unique", "none", "empty", "infinitely"), so a clause made of them states how the work goes, not what it gives.
_METHOD_VERBS = (
    "add", "subtract", "multiply", "divide", "factor", "cancel", "expand", "simplify", "substitute", "plug", "isolate",
    "eliminate", "combine", "group", "apply", "use", "check", "compare", "convert", "reduce", "solve", "rewrite", "write",
    "collect", "distribute", "match", "count", "list", "sort", "split", "remove", "drop", "carry", "complete",
    "compute", "evaluate", "set", "equate", "differentiate", "integrate", "translate", "shift", "scale", "rotate",
    "reflect", "square", "raise", "read", "take", "treat", "work", "overlap", "follow", "go", "need", "make", "count",
    "mix", "matter", "depend", "determine", "fix", "choose", "pick", "assign", "arrange", "order", "repeat", "avoid",
    "keep", "find", "try", "test", "verify", "look", "note", "start", "filter", "ignore", "skip", "handle", "build",
)
_METHOD = {w + x for w in _METHOD_VERBS for x in ("", "s", "es", "d", "ed", "ing")} | {
    "divided", "multiplied", "simplified", "applied", "matching", "combining", "factoring", "factored", "goes", "going",
    "done", "made", "making", "kept", "found", "tried", "verified", "taken", "taking", "written", "chosen", "needed", "mixing", "counting", "counted",
    # objects of the work
    "numerator", "numerators", "denominator", "denominators", "component", "components", "entry", "entries", "expression",
    "expressions", "exponent", "exponents", "fraction", "fractions", "polynomial", "variable", "variables", "digit",
    "digits", "decimal", "equations", "statement", "condition", "conditions", "restriction", "restrictions",
    "combination", "combinations", "arrangement", "arrangements", "item", "items", "element", "elements", "pieces",
    "piece", "step", "steps", "sides", "interior", "exterior", "radii", "vertex", "vertices", "edge", "edges", "middle",
    "line", "lines", "point", "points", "axis", "coordinate", "coordinates", "vector", "vectors", "matrix", "row",
    "rows", "column", "columns", "bound", "bounds", "limit", "trick", "idea", "principle", "complement", "complementary",
    "common", "like", "separately", "independent", "independently", "automatically", "directly", "together", "up",
    "down", "back", "away", "any", "each", "other", "own", "new", "old", "before", "after", "first", "then", "again",
    "also", "just", "still", "already", "careful", "carefully", "worth", "being", "sense", "possible", "allowed",
    "safe", "fine", "nothing", "about", "whether", "if", "so", "do", "does", "did", "not", "there", "here", "mean",
    "means", "way", "stays", "stay", "same", "works", "only", "them", "they", "was", "were", "lies",
    # the method verbs as nouns
    "division", "multiplication", "addition", "subtraction", "substitution", "cancellation", "simplification",
    "expansion", "factorization", "factorisation", "elimination", "reduction", "conversion", "comparison",
    "evaluation", "verification", "rearrangement", "grouping", "pairing", "counting", "listing",
}
_METHOD -= {"only", "nothing", "same", "like", "possible"}  # "only", "nothing", "same as", "like": they can pin a value
_METHOD_LEAD = re.compile(r"^\W*(?:" + "|".join(_METHOD_VERBS) + r")\b", re.IGNORECASE)
# a bracket's content that is only symbols: commands (not a constant: pi, infinity, the empty set), single letters,
# subscripts and signs ("\\Delta y", "x_1 - \\mu")
_SYMBOLS_ONLY = re.compile(r"\s*(?:\\(?!(?:pi|infty|emptyset|varnothing|text|mathrm|boxed)\b)[A-Za-z]+|(?<![A-Za-z])[A-Za-z](?![A-Za-z])|[\s_^{}+\-−])+")
_LONE_FRACTION = re.compile(r"\\[dt]?frac\s*(?:\{\s*\d+\s*\}|\d)\s*(?:\{\s*\d+\s*\}|\d)")
# a clause that denies a value or bounds one ("not 7/2", "lies between 1 and 2", "less than 10"): it states no value
_NEGATED_OR_BOUND = re.compile(r"(?i)^\W*not\b|\bbetween\b|\b(?:less|greater|smaller|larger|more|fewer)\s+than\b|"
                               r"\bat\s+(?:least|most)\b|\bexceeds?\b|\bbelow\b|\babove\b")


def _apart(values: Sequence[Any], answer_values: Sequence[Any]) -> bool:
    """No value within 5% (and 0.01) of an answer value: a bound or a denial names no approximation of it."""
    try:
        return all(abs(float(v) - float(a)) > max(0.01, 0.05 * abs(float(a))) for v in values for a in answer_values)
    except (TypeError, ValueError):
        return False


_PM_VALUE = re.compile(r"[\s$]*(?:\\pm|\\mp|±|∓)\s*\$?\s*\d+(?:\.\d+)?[\s$.,]*")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


_SHAPES = (r"triangle|quadrilateral|polygon|rectangle|square|trapezoid|parallelogram|rhombus|pentagon|hexagon|segment|line|"
           r"ray|arc|chord|angle|side|face|edge|tetrahedron|pyramid|point|vertex")
# a name of 1-4 capitals, in math or not ("$DEF$", "AB", "\\angle DEF"), optionally after a shape noun
_NAMED = re.compile(r"(?i:\b(?:" + _SHAPES + r")s?\s*)?\$?\s*(?:\\angle\s*)?(?<![A-Za-z\\])([A-Z]{1,4})(?![A-Za-z])\s*\$?")


def _named_objects_dropped(content: str, vocabulary: str) -> str:
    """``content`` without the names of the problem's geometric objects: a token of 1-4 capitals each of which the
    problem uses as a point's name (``DF``, ``DEF`` where the problem labels ``D``, ``E``, ``F``), with a shape noun
    right before it ("triangle DEF", "side AB"): a name is no value, and the shape noun names that object, not a
    count of sides. Other text is kept as it is."""
    points = set(re.findall(r"(?<![A-Za-z\\])([A-Z])(?![A-Za-z])", vocabulary))
    if not points:
        return content
    return _NAMED.sub(lambda m: " " if all(c in points for c in m.group(1)) else m.group(0), content)


def work_clause(content: str, kind: str, values: Sequence[Any], vocabulary: str, answer_values: Sequence[Any]) -> bool:
    """Whether a result slot's ``content`` (of kind ``"relation"``, ``"connective"`` or ``"aside"``, as
    ``agon.results.result_slots`` names them) is a remark on the work, not a result: without values (``values``:
    the numbers read in it), every word a function, operation, property, relation or unit word or a word of
    ``vocabulary`` (the problem's text), no result word opening it and no comparison ("as many as"); "no" counts
    only where the answer is not 0. Or, for a relation, a plus-or-minus pair (``±5``) whose number is not the
    answer's (``answer_values``, compared by absolute value). Or (round 10) a ``"heading"`` (preamble) content that
    opens with a procedure verb, read as a clause; a clause whose plain values (none within 5% of an answer value, no
    operation word) are denied or bounded; an aside that is only a bracketed symbol. The caller asks only where the
    answer is a value (not a verdict, not a choice). Raises nothing."""
    if kind == "heading" and not values and _METHOD_LEAD.match(content):
        kind = "connective"  # a preamble line that is a method ("TL;DR: factor and cancel"): read as a clause
    if kind not in ("relation", "connective", "aside"):
        return False
    if kind == "aside" and not values and _SYMBOLS_ONLY.fullmatch(content):
        return True  # "(\\Delta y)^2" in a formula: a bracketed symbol, no remark and no value
    content = _named_objects_dropped(content, vocabulary)  # "triangle $DEF$", "$DF$": objects named by the problem's points
    words = _WORD.findall(re.sub(r"\\[A-Za-z]+|(?<=\d)(?:st|nd|rd|th)\b", " ", content))  # "the 14th": an ordinal's suffix
    if values:  # every number plain and none the answer's (by absolute value: "-5" is no answer 5 either)
        nums = [abs(float(x)) for x in _NUMBER.findall(content)]
        if not nums or any(abs(n - abs(float(a))) < 1e-9 for n in nums for a in answer_values):
            return False
        if kind == "relation" and _PM_VALUE.fullmatch(content):
            return True  # "t + 1 ≡ ±5": both roots stated, neither is the answer
        # a remark with a plain value of its own ("(the negative root -4.5 is rejected)"); no unit word: a value in
        # another unit may be the answer converted; no arithmetic: "3 · 4" is left to the other rules
        plain = _LONE_FRACTION.sub(" 1 ", content.replace("$-", "$"))  # a fraction literal is one value, no arithmetic
        if re.search(r"[-+*/×·÷^=<>]\s*\$?\s*\d|\d\s*\$?\s*[+*/×·÷^=<>]|\\(?:frac|cdot|times|sqrt)", plain) or \
                any(w.lower() in _UNITS for w in words):
            return False
        if kind != "aside" and not (_NEGATED_OR_BOUND.search(content) and _apart(values, answer_values) and
                                    not any(w.lower() in _OPERATION for w in words)):
            return False  # a clause with values only as a negation or a bound none near the answer ("which is not 7/2")
    if not words or RESULT_LABEL.match(content) or _COMPARES.search(content):
        return False
    known = {_stem(w) for w in _WORD.findall(vocabulary)}
    zero = any(abs(float(a)) < 1e-12 for a in answer_values)
    unit = any(abs(abs(float(a)) - 1) < 1e-12 for a in answer_values)
    return all(w.lower() in _FUNCTION or w.lower() in _OPERATION or w.lower() in _PROPERTY or w.lower() in _UNITS or
               w.lower() in _METHOD or _stem(w) in known or (w.lower() == "no" and not zero) or
               (w.lower() == "one" and not unit) for w in words)  # "one side of ...": a determiner unless the answer is 1
