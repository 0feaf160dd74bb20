"""The reader's value roles: whether a mention of the answer's value in a summary STATES the answer.

The summarizer keeps work whose values equal the answer on purpose (``agon.failclosed.work_reason``):
a line label ("Step 3", "Case two:"), an exponent or coefficient of a formula (``x^2``, ``\\frac{1}{2}bh``),
a list element (``2, 3, 5, ..., 17``), an operand or the left side of a relation, a root while the problem
counts solutions, a value in use, and arithmetic still to do (``\\frac{12 \\cdot 11}{2}``, ``404 + 405``,
``\\binom{7}{2}``). :func:`stated_answer` reads a text by the same roles: a mention of the answer's value
states it where it stands in answer position ("the answer is 12", a box, "So ... = 12") or where no work
role names it; a mention in a work role does not. Arithmetic still to do states the answer only where it
is written in words in answer position ("The total is four times nine": prose naming the answer), never as
a symbolic expression kept as the last step (the challenger still has that step to do).
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence

from agon_mcore.agon.asked import ASKED_PHRASE, UNIT_ABBREVIATIONS
from agon_mcore.agon.answer_forms.factorisation import expanded_in_base, prime_factorisation
from agon_mcore.agon.answer_forms.restated_forms import identity_remark
from agon_mcore.agon.answer_forms.compare import _TAG, answer_mentions, in_answer_position, parse_answer
from agon_mcore.agon.answer_forms.formulas import math_spans
from agon_mcore.agon.answer_forms.values import Mention, values_equal
from agon_mcore.agon.answer_forms.words import _MULT

_LOG: Optional[List[str]] = None  # diagnostics: set to a list to collect the roles that made mentions work
__all__ = ["stated_answer", "stating_mentions", "unevaluated"]

# an operation written with symbols (not words): arithmetic in notation, still to do
_SYMBOLIC_OP = re.compile(r"[-+*/×·÷^!−]|\\(?:cdot|times|div|frac|dfrac|tfrac|binom|sqrt)|\b[CP]\s*\(|\d\s*\(|\)\s*\(")
_COUNTING = re.compile(r"\\[dt]?binom|\\choose|\b[CP]\s*\(\s*\d|\d\s*!(?!=)|i\s*(?:\^|²)")
# calculus still to do: an integral, a sum or product, a limit, a derivative (``\int_{-2}^2 e^x\,dx``)
_CALCULUS = re.compile(r"\\(?:i{0,3}int|oint|sum|prod|lim)(?![A-Za-z])|[∫∑∏]|\\[dt]?frac\s*\{\s*d\s*\}\s*\{\s*d[a-z]\s*\}")
_SCIENTIFIC = re.compile(r"(?:\s*(?:×|\\times|\\cdot|\*|x)\s*|^\s*\$?\s*)10\s*(?:\^\s*\{?\s*[-−]?\d+\s*\}?|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)")
_REPEATING = re.compile(r"\d\.\d*\(\d+\)")
_HALF_POWER = re.compile(r"\^\s*(?:\(\s*1\s*/\s*2\s*\)|\{\s*(?:1\s*/\s*2|\\[dt]?frac\s*\{?1\}?\s*\{?2\}?)\s*\})")
# an operation between numbers: a sum, difference or product, brackets multiplied, a power of a number (the
# imaginary unit is a number: "2 + i + 3" is a sum still to do)
_OPERATION = re.compile(r"(?<=[\d)}i])\s*(?:[-+*×·−÷]|\\cdot|\\times|\\div)\s*(?=[\d({\\i])|\)\s*\(|\d\s*\(|"
                        r"(?<=[\d})])\s*\^\s*\{?\s*\d|[\d)][²³⁴⁵⁶⁷⁸⁹]|\\sqrt")
_LITERAL = re.compile(r"\d+(?:\.\d+)?")


def _applied(value: Any) -> bool:
    """The value holds a function applied at a point (``W(2)^2 + 2``): an expression, not a number."""
    from sympy.core.function import AppliedUndef

    return bool(getattr(value, "has", None)) and value.has(AppliedUndef)


# a given followed by an operation, its unit word between or not: an operand ("4 workers × 6 hours")
GIVEN_OPERAND = re.compile(r"(?:\s+[A-Za-z][\w-]{1,20})?\s*\$?\s*(?:[-+*/×·÷−]|\\cdot|\\times|\\div)\s*\$?\s*[\d(]")
_RECTANGULAR = re.compile(r"\s*\$?\s*[-−]?\d+(?:\.\d+)?\s*[-+−]\s*\d*(?:\.\d+)?\s*i\s*\$?\s*")


def unevaluated(span: str, value: Any, answer: str) -> bool:
    """``span`` (a mention whose value is ``value``) writes the answer as arithmetic still to do: a count formula
    (``\\binom{7}{2}``, ``C(10, 2)``, ``5!``), calculus still to evaluate to a constant (``\\int_{-2}^2 e^x\\,dx``, a sum,
    a limit), a division whose result is whole (``\\frac{240}{3}``), or an operation between numbers (``404 + 405``,
    ``(2+1)(2+1)``, ``3^4``, ``\\frac{12 \\cdot 11}{2}``) that is not the answer's own notation: a number notation
    (scientific ``1.2×10³``, repeating ``0.1(6)``, a mixed number, a fraction, a prime factorisation ``2^3 · 3^2 · 5``)
    is none, and for an irrational or complex answer an operation written in the answer's own numbers (``3\\sqrt{2}``,
    ``5^(1/2)``, ``3 + 4i``, the polar ``\\sqrt3\\,e^{-i\\pi/2}``) is its notation."""
    from agon_mcore.agon.spans import division_to_do

    if isinstance(value, (str, tuple)) or type(value).__name__ in ("Tuple", "MutableDenseMatrix", "ImmutableDenseMatrix"):
        return False  # a choice named by an expression, a vector with a factor out (answer_forms.value_forms): notation
    if _COUNTING.search(span) or division_to_do(span):
        return True
    if _CALCULUS.search(span) and not getattr(value, "free_symbols", None):
        return True  # an integral, sum or limit still to evaluate to a constant (a sum in x is a polynomial's notation)
    if prime_factorisation(span) or expanded_in_base(span, answer):
        return False  # the integer's canonical form, its digits in the answer's base (answer_forms.factorisation)
    if _RECTANGULAR.fullmatch(span):
        return False  # "0 + 0i", "3 - 0i": a complex number in the form a + bi is its notation, whatever its parts
    s = _REPEATING.sub("0", _SCIENTIFIC.sub("", span))
    if not _OPERATION.search(s):
        return False
    own = set(_LITERAL.findall(answer)) | {"1"}
    from agon_mcore.agon.answer_forms.formulas import _POLAR_ANGLE, not_real

    if not_real(value):
        s = _POLAR_ANGLE.sub("e^{i}", s)  # a complex number's polar form: the angle is a direction (formulas._reducible)
    lits = set(_LITERAL.findall(_HALF_POWER.sub("", s)))
    if getattr(value, "free_symbols", None):
        return False  # an expression in symbols: a factored or reordered form is the same expression
    if getattr(value, "is_Rational", False):
        return not lits <= own or not _OPERATION.search(answer)
    return not lits <= own


_SUBJECT = re.compile(r"(?:^|[.!?:]\s+|\n\s*)$")
# a label word opening a line item before the mention, and the label's end after it
_LABEL_BEFORE = re.compile(r"(?im)(?:^|[.!?]\s+)[\s>*#_-]*(?:step|case|part|section|chapter|stage|phase|round|method|approach|lemma|claim|"
                           r"subcase|example|observation|attempt)\s+\**\$?\s*$")
_LABEL_AFTER = re.compile(r"\s*\$?\**\s*(?:[.:)—–-]|\*\*|$)", re.M)
_COUNTS_SOLUTIONS = re.compile(r"(?i)(?:how\s+many|number\s+of)\b[^?.]*\b(?:solutions?|roots?|zeros?|values?|integers?|pairs?|numbers?|"
                               r"satisf(?:y|ies))\b")
_COUNT = re.compile(r"(?i)\bhow\s+many\b|\bnumber\s+of\b|\bcount\b")


# roles of work that, inside a check of the answer, show the answer: the check uses the answer's value
_CHECK_WORK = {"operand", "intermediate result", "value in use", "operation, list or givens", "argument", "left side"}
_CHECK_LABEL = re.compile(r"(?im)(?:^|\n)[^\n]*?\b(?:check(?:ing)?|verif(?:y|ication|ied)|sanity|double-check|confirm(?:ation)?|"
                          r"plug(?:ging)?\s+(?:it\s+)?back|substitut(?:e|ing)\s+back)\b[^\n]*$")
_CHECK_MARK = re.compile(r"[✓✔✅☑]|\\checkmark|\bchecks?\s+out\b|\bconsistent\b")
_EMPHASIS = re.compile(r"(?:\*\*|__|\\(?:mathbf|textbf|boldsymbol|bm|color\{[^{}]*\}|colorbox\{[^{}]*\}|underline|fbox)\s*\{)\s*\$?\s*$")


def emphasised(text: str, s: int, e: int) -> bool:
    """The mention is set off by emphasis that closes right after it (``**15**``, ``\\mathbf{45}``, ``\\color{blue}{126}``,
    ``**6 cm**``): the draft's own marking of its result, answer position."""
    if not _EMPHASIS.search(text[max(0, s - 25):s]):
        return False
    return bool(re.match(r"\s*\$?\s*(?:[a-zA-Z%°]{0,6}\s*)?(?:\*\*|__|\})", text[e:e + 12]))


def in_check(text: str, s: int, e: int) -> bool:
    """The mention stands in a check of the answer: its line (or the label line above its paragraph) names a check
    ("**Verification:**", "Sanity check:", "As a check,") or its clause ends in a check mark."""
    line_start = text.rfind("\n", 0, s) + 1
    para_start = text.rfind("\n\n", 0, s)
    head = text[para_start + 2 if para_start >= 0 else 0:s]
    if _CHECK_LABEL.search(text[line_start:s]) or _CHECK_LABEL.search(head.split("\n")[0]):
        return True
    clause = re.split(r"(?<=[.;!?])\s", text[e:e + 160], maxsplit=1)[0]
    return bool(_CHECK_MARK.search(clause))


_VERBISH = re.compile(r"\s+(?:is|are|was|were|has|have|had|gives?|also|as|in|on|at|for|to|so|then|and|or|but|which|that|of|per)\b",
                      re.I)
_NOUN_AFTER = re.compile(r"\s+([a-z]{3,})(?:[- ]([a-z]{3,}))?")


def _counts_other(text: str, e: int, problem: Optional[str]) -> bool:
    """The number ending at ``e`` counts a noun (the next word, or the one after an adjective) that is none of the words
    of the problem's "how many ..." phrase: a quantity of the reasoning ("5 vertices" for diagonals)."""
    m = _NOUN_AFTER.match(text, e)
    asked = ASKED_PHRASE.findall(problem or "")
    words = {w.lower()[:4] for phrase in asked for w in phrase.split() if len(w) >= 3}
    if not m or not words:
        return False
    nouns = [UNIT_ABBREVIATIONS.get(w.lower(), w) for w in m.groups() if w]  # "2000 kcal" counts the calories asked
    return not any(w.lower()[:4] in words for w in nouns) or contrary_class(text, e, problem)


# classes that exclude each other: a count of the asked noun in the other class counts another set
_CONTRARY = {"positive": ("negative", "nonpositive", "non-positive"), "negative": ("positive", "nonnegative", "non-negative"),
             "odd": ("even",), "even": ("odd",), "real": ("complex", "non-real", "nonreal", "imaginary"),
             "rational": ("irrational",), "irrational": ("rational",), "prime": ("composite",), "composite": ("prime",),
             "distinct": ("repeated", "double"), "integer": ("non-integer",), "integral": ("non-integral",)}


def asked_class_count(text: str, m: Mention, problem: Optional[str]) -> bool:
    """``m`` counts the problem's asked noun (or "of them", or a number word with no noun) in the class the problem's
    "how many ..." phrase names, and its clause says so: "one root is positive", "two of them are odd", "one is
    positive" when the problem asks how many positive roots or odd divisors. A statement of the count."""
    asked = ASKED_PHRASE.findall(problem or "")
    words = [w.lower() for phrase in asked for w in phrase.split()]
    classes = set(words) & set(_CONTRARY)
    if not classes or contrary_class(text, m.end, problem):
        return False
    nouns = {w[:4] for w in words if len(w) >= 3 and w not in _CONTRARY}
    nxt = re.match(r"\s+(?:of\s+(?:them|these|those)\b|([a-z]{2,}))", text[m.end:m.end + 30])
    if nxt is None or (nxt.group(1) and nxt.group(1)[:4] not in nouns and
                       not (m.kind in ("words", "count") and nxt.group(1) in ("is", "are"))):
        return False
    clause = re.split(r"[.;:!?\n]|,?\s+(?:so|and|but|which|while|whereas|since|because)\b", text[m.end:m.end + 60], maxsplit=1)[0].lower()
    return any(re.search(r"\b(?:is|are)\s+(?:%s)\b" % c, clause) and not re.search(r"\bnot\b", clause) for c in classes)


def _one_class_counts(text: str, answer: str, problem: Optional[str]) -> List[Mention]:
    """Where ``answer`` is 1: each "one" that the number-word reader leaves as a pronoun but that counts the asked
    noun in the asked class (:func:`asked_class_count`: "so one root is positive", "and one is positive")."""
    import sympy

    one = sympy.Integer(1)
    if not problem or not any(values_equal(v, one) for v in parse_answer(answer).values):
        return []
    out = []
    for w in re.finditer(r"(?i)\bone\b", text):
        m = Mention(w.start(), w.end(), one, "words", None, (), False)
        if asked_class_count(text, m, problem):
            out.append(m)
    return out


_EXISTENCE_BEFORE = re.compile(r"(?i)\b(?:there\s+(?:is|are|exists?|remains?)|exactly|precisely)\s*(?:\*\*)?$")


def asked_noun_count(text: str, m: Mention, problem: Optional[str]) -> bool:
    """``m`` counts the problem's asked noun with an existence or exactness word before it: "there is exactly one
    such function", "there are precisely 3 solutions" when the problem asks the number of (polynomial) functions or
    solutions. The count stated, also where its value is a given of the problem (a degree bound "≥ 1")."""
    from agon_mcore.agon.asked import _GENERIC

    nouns = set()
    for phrase in ASKED_PHRASE.findall(problem or ""):
        for w in phrase.lower().split():  # the counted noun and its modifiers, up to the verb ("ways can 5 ...": generic)
            if w in _GENERIC or not w.isalpha() or w in ("of", "can", "are", "is", "does", "do", "will", "be", "that",
                                                         "with", "in", "for", "satisfy", "have", "has"):
                break
            if len(w) >= 4 and w not in _CONTRARY:
                nouns.add(w[:5])
    if not nouns or not _EXISTENCE_BEFORE.search(text[max(0, m.start - 30):m.start]):
        return False
    nxt = re.match(r"\s+(?:(?:such|possible|distinct|valid|different|real|admissible)\s+){0,2}([a-z]{4,})", text[m.end:m.end + 50], re.I)
    return bool(nxt) and nxt.group(1).lower()[:5] in nouns and not contrary_class(text, m.end, problem)


# what is left of a quantity: the state a "how many ... are left?" question asks about
_LEFT_STATE = r"(?:are\s+|were\s+|is\s+|will\s+be\s+)?(?:left(?:\s+over)?|remain(?:s|ing|ed)?|leftover|still\s+there)"


def asked_state_count(text: str, m: Mention, problem: Optional[str]) -> bool:
    """``m`` counts the problem's asked noun in the state its "how many ... are left?" phrase asks about: "24 cookies
    remain", "so 24 cookies are left" for "How many cookies are left?". The count stated, also where its value is a
    given of the problem (24 per tray)."""
    asked = [ph for ph in ASKED_PHRASE.findall(problem or "") if re.search(r"(?i)\b" + _LEFT_STATE + r"\b", ph)]
    if not asked:
        return False
    nouns = {w.lower()[:5] for ph in asked for w in ph.split()[:1] if len(w) >= 3}
    nxt = re.match(r"\s+(?:more\s+|of\s+the\s+)?([a-z]{3,})\s+" + _LEFT_STATE + r"\b", text[m.end:m.end + 60], re.I)
    return bool(nxt) and nxt.group(1).lower()[:5] in nouns and not re.search(r"(?i)\b(?:if|would|not)\b", text[max(0, m.start - 15):m.start])


def contrary_class(text: str, e: int, problem: Optional[str]) -> bool:
    """The count ending at ``e`` counts members of a class that the problem's "how many ..." phrase excludes: the
    asked phrase says "positive" and the clause of the count says "negative" ("one root must be negative" when the
    problem asks how many positive roots), "odd" against "even", "real" against "complex", or "not"/"non-" before the
    asked class. A quantity of the reasoning, whatever its value."""
    asked = ASKED_PHRASE.findall(problem or "")
    classes = {w.lower() for phrase in asked for w in phrase.split()} & set(_CONTRARY)
    if not classes:
        return False
    clause = re.split(r"[.;:!?\n]|,?\s+(?:so|and|but|which|while|whereas)\b", text[e:e + 60], maxsplit=1)[0].lower()
    return any(re.search(r"\b(?:%s)\b" % "|".join(map(re.escape, _CONTRARY[c])), clause) or
               re.search(r"\b(?:not|non-?)\s*%s\b" % c, clause) for c in classes)


def _counts_other_by(text: str, m: Mention, problem: Optional[str]) -> bool:
    """:func:`_counts_other` for mention ``m``; a count in words that names its own noun ("its sole solution", "the
    unique root") counts that noun, not the word after it."""
    own = re.search(r"(?i)\b(?:lone|sole|only|single|unique)\s+([a-z]{3,})$", text[m.start:m.end]) \
        if m.kind == "count" else None
    if own is None:
        return _counts_other(text, m.end, problem)
    asked = ASKED_PHRASE.findall(problem or "")
    words = {w.lower()[:4] for phrase in asked for w in phrase.split() if len(w) >= 3}
    return bool(words) and own.group(1).lower()[:4] not in words


def counts_solutions(problem: Optional[str]) -> bool:
    """The problem counts solutions ("How many real roots ...", "How many odd numbers ..."): a root or a member it
    lists is work, not the count. The summarizer and the reader decide it here, once."""
    return bool(problem and _COUNTS_SOLUTIONS.search(problem))


def asks_count(problem: Optional[str]) -> bool:
    """The problem asks for a count ("How many ...", "the number of ..."): a factor equal to it is no count."""
    return bool(problem and _COUNT.search(problem))


def first_new_in_list(text: str, m: Mention, givens: Sequence[Any]) -> bool:
    """``m`` is an element of a comma list whose earlier elements are all known (the problem's values or values the
    text stated before the list) and at least one precedes it: the list continues known data with a new value,
    as "the sequence continues 2, 6, 18, 54, 162" or "the triple 16, 30, 34" do (the first new value is the asked one)."""
    from agon_mcore.agon.answer_forms.notation import number_mentions

    run = re.search(r"(?:[-−]?\d+(?:\.\d+)?\s*,\s*(?:and\s+)?)+$", text[max(0, m.start - 200):m.start])
    if not run or re.search(r"[(\[{]\s*$", text[max(0, m.start - len(run.group(0)) - 2):m.start - len(run.group(0))]):
        return False
    start = m.start - len(run.group(0))
    before = [x for x in number_mentions(text[start:m.start]) if x.kind != "sub"]
    known = list(givens) + [x.value for x in number_mentions(text[:start]) if x.kind != "sub"]
    return bool(before) and all(any(values_equal(x.value, k) for k in known) for x in before)


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth")
_ASKED_PLACE = re.compile(r"(?i)\b(?:the\s+)?(\d+)(?:st|nd|rd|th)\b|\bthe\s+(" + "|".join(_ORDINALS) + r")\b")


def asked_place_in_list(text: str, m: Mention, problem: Optional[str]) -> bool:
    """The problem asks for the k-th item ("the 5th prime") and ``m`` is the k-th element of a comma list."""
    if not problem:
        return False
    pm = _ASKED_PLACE.search(problem)
    if not pm:
        return False
    k = int(pm.group(1)) if pm.group(1) else _ORDINALS.index(pm.group(2).lower()) + 1
    run = re.search(r"(?:[-−]?\d+(?:\.\d+)?\s*,\s*(?:and\s+)?)+$", text[max(0, m.start - 200):m.start])
    return bool(run) and len(re.findall(r"\d+(?:\.\d+)?", run.group(0))) == k - 1 and \
        not re.search(r"\d\s*,\s*$", text[max(0, m.start - len(run.group(0)) - 4):m.start - len(run.group(0))])


def last_of_enumeration(text: str, m: Mention, problem: Optional[str]) -> bool:
    """``m`` closes a list of at least three values ("the sequence is 1, 1, 2, ..., 34.", "(3, 1.8, ..., 0.3888)") and
    the problem asks no count: an enumeration computed up to the asked term ends in it (a counted list's last element
    is an element, not the count)."""
    if asks_count(problem):
        return False
    run = re.search(r"(?:[-−]?\d+(?:\.\d+)?\s*,\s*(?:and\s+)?){2,}$", text[max(0, m.start - 300):m.start])
    return bool(run) and bool(re.match(r"\s*\$?\s*(?:[.)\]]|$)", text[m.end:m.end + 4]))


# "What is $\\tan A$?", "Find $f(3)$.", "compute the value of $a + b$": the asked expression in math
_ASKED_EXPR = re.compile(r"(?i)\b(?:what\s+is|what\s+are|find|compute|evaluate|determine|calculate|solve\s+for)\s+(?:the\s+value\s+of\s+)?"
                         r"\$([^$]{1,40})\$\s*(?:[?.:]|$)")


def _flat(t: str) -> str:
    return re.sub(r"\s|\$|\\left|\\right|\\,|\\!", "", t).replace("−", "-")


def assigns_asked(text: str, start: int, problem: Optional[str]) -> bool:
    """The mention at ``text[start]`` is assigned to the expression the problem asks for, written as the problem writes it
    (``\\tan A = 2`` for "What is $\\tan A$?"), or to the one unknown of the equation the problem asks to solve
    (``x = 7``, "Suppose x were 7" for "Solve 4x - 7 = 21"), by a relation sign or a copula, or to the object the problem
    asks to evaluate by its noun ("the integral is $0 + 0i$" for "Evaluate the integral ..."): the asked quantity
    stated, even where its value is a given."""
    if not problem:
        return False
    asked = [_flat(a) for a in _ASKED_EXPR.findall(problem)]
    asked = [a for a in asked if a and not re.fullmatch(r"-?\d+(?:\.\d+)?", a)]
    before = _flat(text[max(0, start - 60):start])
    if any(re.search(re.escape(a) + r"(?:=|\\approx|≈)$", before) for a in asked):
        return True
    unknown = solved_unknown(problem)
    if not unknown:  # "If 3x + 5 = 20, then x equals (A) 3 (B) 4 (C) 5": the letter the problem asks for by name
        lm = _ASKED_LETTER.search(problem)
        unknown = lm.group(1) if lm else None
    if unknown and re.search(r"(?<![A-Za-z\\])" + unknown + _ASSIGNS, text[max(0, start - 40):start]):
        return True
    noun = _ASKED_OBJECT.search(problem) or _ASKED_PHRASE.search(problem)  # "Evaluate the integral ...": "the integral is
    # $0 + 0i$"; "What is the least common multiple of 12, 18 and 30?": "the least common multiple is $2^2 \cdot 3^2 \cdot 5$"
    return bool(noun) and bool(re.search(r"(?i)\bthe\s+" + re.escape(noun.group(1)) + r"\b\s*(?:\$[^$\n]{1,30}\$\s*|itself\s+|in\s+question\s+|we\s+want\s+)?(?:\bis|\bequals|=|"
                                         r"\bcomes\s+(?:out\s+)?to|\bevaluates\s+to)\s*\$?\s*$", text[max(0, start - 80):start]))


# the quantity the problem asks, by a noun phrase of up to four words before "of", "for", "that", ... ("What is the least
# common multiple of ...", "Find the smallest positive integer that ...")
_ASKED_PHRASE = re.compile(r"(?i)\b(?:evaluate|compute|find|determine|calculate|what\s+is|what's)\s+the\s+"
                           r"((?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]{2,})\s*(?:\b(?:of|for|when|if|that|which|in|such|among|"
                           r"between|with)\b|[?,.])")
# the object the problem asks to evaluate, by its noun ("Evaluate the integral", "Find the limit")
_ASKED_OBJECT = re.compile(r"(?i)\b(?:evaluate|compute|find|determine|calculate|what\s+is)\s+the\s+(?:value\s+of\s+the\s+)?"
                           r"(integral|limit|sum|series|product|probability|area|volume|determinant|residue|expectation|"
                           r"expected\s+value|variance)\b")


# a letter the problem asks for by "equals" before its options or a question mark: "then x equals (A) ...", "x is equal to?"
_ASKED_LETTER = re.compile(r"(?<![A-Za-z\\])\$?([a-z])\$?\s+(?:equals|is\s+equal\s+to)\s*(?:\(\s*[A-Ea-e]\s*\)|:|\?|$)")
# a relation sign or a copula between a name and its value ("x = ", "x were ", "x equal to ", "x to be ")
_ASSIGNS = r"\s*(?:=|\\approx|≈|\s(?:is|was|were|be|to\s+be|equals?|equal\s+to|becomes|being|comes\s+out\s+(?:as|to))\s)\s*\$?\s*$"
_SOLVE = re.compile(r"(?i)\bsolve\b(?!\s+for)[^.?\n]{0,12}?(?:\$(?P<m>[^$]{1,80})\$|(?P<p>[-+*/^()=<>\w\s.]{3,80}?)\s*(?:[.?;,\n]|$))"
                    r"|\b(?:solve|find|determine|compute)\s+for\s+\$?(?P<v>[a-z])\$?\b")


def solved_unknown(problem: Optional[str]) -> Optional[str]:
    """The one unknown of the equation the problem asks to solve ("Solve 4x - 7 = 21." gives ``x``; "solve for $y$"
    gives ``y``), or None: no such request, or an equation of several unknowns or of none."""
    m = _SOLVE.search(problem or "")
    if not m:
        return None
    if m.group("v"):
        return m.group("v")
    eq = m.group("m") or m.group("p") or ""
    if "=" not in eq:
        return None
    names = set(re.findall(r"(?<![A-Za-z\\])[a-z](?![A-Za-z])", eq))
    return names.pop() if len(names) == 1 else None


# the problem asks about a part of a formula: then an exponent or coefficient is in the asked role
_ASKS_PART = re.compile(r"(?i)\b(?:degree|exponent|power|coefficients?|leading\s+term|multiplicity)\b")


_ASKS_DEGREE = re.compile(r"(?i)\bdegree\b")
_ASKS_COEF = re.compile(r"(?i)\bcoefficients?\b|\bleading\s+term\b")
_EXPONENT = re.compile(r"\^\s*\{?\s*(\d+)")


def asked_part(text: str, m: Mention, problem: str) -> bool:
    """A formula part ``m`` (``exp`` / ``coef``) is in the part the problem asks about: an exponent for a degree or
    an exponent, a coefficient for a coefficient; for a degree, only the largest exponent of its formula (``x^3``
    in ``3x^4 + x^3`` is no degree)."""
    base = m.kind.split("/")[0]
    if _ASKS_COEF.search(problem) and not _ASKS_DEGREE.search(problem):
        return base == "coef"
    if _ASKS_DEGREE.search(problem) and not _ASKS_COEF.search(problem):
        if base != "exp":
            return False
        spans = [(a, b) for a, b in math_spans(text) if a <= m.start < b] or [(0, len(text))]
        a, b = spans[0]
        exps = [int(x) for x in _EXPONENT.findall(text[a:b])]
        try:
            return not exps or bool(m.value >= max(exps))
        except TypeError:  # a symbolic exponent: read (the upper bound)
            return True
    return True


# work roles that a filled count slot does not undo: the value is a result the later work uses again
_IN_USE = ("intermediate result", "value in use")


# a value named by the part of the work it is, right before it: "the base 2", "the common ratio 3", "the modulus 7"
_PART_NAME = re.compile(r"(?i)\bthe\s+(base|exponent|power|modulus|radius|diameter|side|ratio|common\s+ratio|"
                        r"common\s+difference|index|degree|coefficient|period|first\s+term|leading\s+coefficient)\s*\$?\s*$")


def _named_part(text: str, s: int, problem: Optional[str]) -> bool:
    """The number at ``s`` follows the name of a part of the work ("the base 2 is greater than 1") that the problem
    does not ask about: that part's value, not the asked one's. A part the problem's question names ("What is the
    common ratio?") is the asked one."""
    m = _PART_NAME.search(text[max(0, s - 30):s])
    if not m or not problem:
        return False
    question = " ".join(re.findall(r"[^.?!]*\?", problem)) or problem
    return not re.search(r"(?i)\b" + re.sub(r"\s+", r"\\s+", m.group(1)), question)


def _log(x):
    if _LOG is not None:
        _LOG.append(x)


# a divisibility's divisor, evaluated on the spot ("is divisible by $3^3 = 27$", "a multiple of 3 · 9 = 27"): the value
# divides the thing, it is not the thing (read here and by the fail-closed pass, agon.failclosed)
DIVISOR_BEFORE = re.compile(r"(?i)\b(?:divisible\s+by|(?:a\s+)?multiples?\s+of)\s+\$?\s*(?:[\d\s^*·×(){}]|\\cdot|\\times)+=\s*\$?\s*$")


def stating_mentions(text: str, answer: str, *, givens: Sequence[Any] = (), problem: Optional[str] = None) -> List[Mention]:
    """The mentions of ``text`` that state ``answer`` by their role (module docstring); a component of a tuple or set
    answer keeps its ``/part`` kind. ``givens``: the problem's values (not counted outside answer position)."""
    from agon_mcore.agon.conclusion import in_list
    from agon_mcore.agon.failclosed import _ASIDE_NEXT, _UNIT_NEXT, work_reason
    from agon_mcore.agon.segments import Segment

    from agon_mcore.agon.asked import asked_noun
    from agon_mcore.agon.answer_forms.compare import ROLE_NOUN_BEFORE
    from agon_mcore.agon.spans import ASSIGNED_BEFORE
    from agon_mcore.agon.asked_role import asked_thing_after, other_base, unit_fact, variable_value
    from agon_mcore.agon.work_parts import of_a_part, part_role
    from agon_mcore.agon.value_work import problem_relation

    plain = _TAG.sub(lambda t: " " * len(t.group(0)), text)
    seg = Segment(0, len(plain), "text")
    count_root = counts_solutions(problem)
    asked = asked_noun(problem)
    from agon_mcore.agon.asked_value import conversion_givens, converted_form

    conv = conversion_givens(problem, [answer])
    out = []
    listed = None
    used = {}  # start -> the work role of a mention read as work (a count slot does not undo an intermediate result)
    from agon_mcore.agon.answer_forms.check_roles import (accepted_row_mentions, binomial_check_mentions, check_group_mentions,
                                                           check_operand_mentions,
                                                           count_slot_mentions, extra_mentions)

    for m in sorted([*answer_mentions(text, answer), *extra_mentions(text, answer, problem),
                     *_one_class_counts(plain, answer, problem)], key=lambda x: x.start):
        base = m.kind.split("/")[0]
        span = text[m.start:m.end]
        pos = in_answer_position(text, m.start, m.end) or emphasised(text, m.start, m.end)
        if pos and any(values_equal(m.value, g) for g in givens) and GIVEN_OPERAND.match(text, m.end):
            pos = False  # "Total work: 4 workers × 6 hours = 24": the given is an operand, the expression's value the result
        check = in_check(plain, m.start, m.end)
        if base in ("exp", "coef") and not _ASIDE_NEXT.match(text, m.end) and \
                not (base == "coef" and (_UNIT_NEXT.match(text, m.end) or re.match(r"\s+\(", text[m.end:m.end + 3]))):
            if problem is None or (_ASKS_PART.search(problem) and asked_part(text, m, problem)):
                out.append(m)  # no problem to tell the role by, or it asks about this part: read (the upper bound)
            _log("formula part")
            continue  # a part of a formula in another role (x^2, \\frac{1}{2}bh)
        # an expression in symbols written in the answer's own numbers (collected, reordered, split): another form of it
        symbolic = bool(getattr(m.value, "free_symbols", None) or _applied(m.value)) and base != "arith" and \
            set(_LITERAL.findall(span)) <= set(_LITERAL.findall(answer)) | {"1"}
        if (m.arith and not symbolic) or base == "arith" or base != "factored" and unevaluated(span, m.value, answer):
            if identity_remark(text, m.start, m.end) or _LABELLED_AFTER.match(text, m.end):
                out.append(m)  # "it is exactly $4!$": the value characterised (answer_forms.restated_forms); "$2^5$ --
                # that's the number we want": labelled the answer, evaluated or not
            elif pos and m.arith and not _SYMBOLIC_OP.search(span) and in_answer_position(text, m.start, m.end, strict=True):
                out.append(m)  # "The total is four times nine": prose naming the answer
            else:
                _log("unevaluated")
            continue
        if base == "words" and multiplier_operation(plain, m.start, m.end, problem):
            _log("multiplier")
            continue  # "twice $y$ equals 4", "double the 18": an operation on what follows, no value stated
        if base == "number" and DIVISOR_BEFORE.search(plain[max(0, m.start - 40):m.start]):
            _log("divisor")
            used[m.start] = "divisor"
            continue  # "is divisible by $3^3 = 27$": the divisor of a divisibility, evaluated
        if base == "number" and unit_fact(plain, m.start, m.end):
            _log("unit fact")
            used[m.start] = "unit fact"  # (no count slot reads it either: "60 minutes" fills no asked count)
            continue  # "There are 60 minutes in an hour": a fact of the units (agon.asked_role.unit_fact)
        if count_root and ASSIGNED_BEFORE.search(plain[max(0, m.start - 20):m.start]):
            _log("root")
            continue  # a root ("x = 3") where the problem counts the solutions: not the count
        if _LABEL_BEFORE.search(plain[max(0, m.start - 20):m.start]) and _LABEL_AFTER.match(plain, m.end):
            _log("label")
            continue  # a line label in any numerals ("Step 3", "Part II.", "Case two:")
        if pos and not in_answer_position(text, m.start, m.end, strict=True) and \
                (part_role(plain, m.start, m.end, (answer,), problem=problem) or variable_value(plain, m.start, problem) or
                 of_a_part(plain, 0, m.start) or
                 other_base(plain, m.start, m.end, problem)):
            _log("part")  # "So $\\cos A = \\frac{3}{\\sqrt{10}}$": a part of another value, a variable's value, the value
            # before the asked base conversion ("So the sum is 16" for base 4): another quantity, as work_parts reads it
            continue
        if pos and problem_relation(plain, m.start, m.end, problem):
            _log("given relation")  # the problem's own relation restated ("recall $x + \\frac1x = 2$"): agon.value_work
            continue
        if pos or assigns_asked(plain, m.start, problem) or (not check and (asked_class_count(plain, m, problem) or
                                                                            asked_noun_count(plain, m, problem) or
                                                                            asked_state_count(plain, m, problem))):
            out.append(m)  # answer position, or the asked quantity's own name assigned ("\\tan A = 2" for "What is $\\tan A$?")
            continue
        if m.kind.endswith("/part") and not m.arith and ROLE_NOUN_BEFORE.search(plain[max(0, m.start - 30):m.start]):
            out.append(m)  # a component named by its role ("the root seven"), a given's value too: the answer only
            continue  # with every other one (stated_answer)
        gv = () if new_ordinal(plain, m, problem) else givens  # a place is no given cardinal
        if conv is not None and converted_form(plain, m.start, m.end, conv):
            gv = ()  # a conversion's answer in the asked form: the given licenses its own form only (agon.asked_value)
        if any(values_equal(m.value, g) for g in gv) and not (base == "count" and asks_count(problem)) and \
                not asked_thing_after(plain, m.end, m.value, problem):  # "20 litres of water" when water is asked
            _log("given")  # (a count in words, "no real solutions", counts what the problem asks: the "= 0" of its
            continue  # equation is no given count)
        if in_list(plain, m.start, m.end, with_or=False) and listed is None:
            from agon_mcore.agon.enumeration import enumeration_spans  # the summarizer's own list reading

            listed = [(a, b) for a, b, _ in enumeration_spans(plain, [], [answer], problem, count_root)]
        if in_list(plain, m.start, m.end, with_or=False) and any(a <= m.start and m.end <= b for a, b in listed):
            out.append(m)  # a computed list's last element, a marked one, the asked place (agon.enumeration)
            continue
        if m.kind.endswith("/part"):
            out.append(m)  # a component assigned by its name ("a = 1"): the answer only with every other one (stated_answer)
            continue
        if base == "number" and _named_part(plain, m.start, problem):
            _log("named part")  # "Since the base 2 is greater than 1" for the exponent x = 2: the base's value
            continue
        mm = Mention(m.start, m.end, m.value, base if base not in ("exp", "coef") else "number", m.approx, m.alts, False)
        reason = work_reason(plain, seg, mm, givens=gv, prior=[], later=plain[m.end:], count_root=count_root,
                             asked=asked, problem=problem)
        contrary = not check and contrary_class(plain, m.end, problem)  # "one root must be negative" for positive roots
        if reason is None and asked and not check and _counts_other_by(plain, m, problem) and \
                (contrary or not _SUBJECT.search(plain[max(0, m.start - 3):m.start]) and not _VERBISH.match(plain, m.end)):
            reason = "count of another noun"  # "5 vertices and 5 sides" (for diagonals): the summarizer's reading, two words on
        if reason is not None:
            _log(reason)
            used[m.start] = reason
        if reason == "count of another noun" and not contrary and \
                (not _counts_other_by(plain, m, problem) or _SUBJECT.search(plain[max(0, m.start - 3):m.start])) and \
                work_reason(plain, seg, mm, givens=givens, prior=[], later=plain[m.end:], count_root=count_root, asked=asked,
                            problem=problem, noun=False) == "intermediate result":
            reason = "intermediate result"  # a count of the asked noun that later work uses ("5 × 4 = 20 pounds", "20 × 2")
            _log(reason)
            used[m.start] = reason
        if reason is None or (check and reason in _CHECK_WORK and not in_list(plain, m.start, m.end)) or \
                (reason == "count of another noun" and not contrary and (not _counts_other_by(plain, m, problem) or
                                                                         _SUBJECT.search(plain[max(0, m.start - 3):m.start]))):
            out.append(m)  # a statement: no role, or a use of the answer inside a check of it ("Check: 68 × 0.25 = 17 ✓")
    # an operand of a check; the components of a tuple or set marked "yes" in a table of candidates (.check_roles)
    return out + check_operand_mentions(text, answer, givens=givens, problem=problem) + accepted_row_mentions(text, answer) + \
        binomial_check_mentions(text, answer, givens=givens, problem=problem) + \
        check_group_mentions(text, answer) + \
        [m for m in count_slot_mentions(text, answer, givens=givens, problem=problem)  # the problem's count slot, unless
         if m not in out and used.get(m.start) not in (*_IN_USE, "unit fact") and not contrary_class(plain, m.end, problem)]  # the mention is a result later work uses ("9 ÷ 3 = 3 hours", then "2 × 3")


# a multiplier word before its operand ("twice $y$", "double the 18", "triple that"): an operation, unless the problem
# asks the factor itself ("By what factor ...?", "How many times as ...")
_MULTIPLIER = re.compile(r"(?i)" + "|".join(w for w in _MULT if not w.startswith("dozen")))  # words._MULT, not "a dozen"
_OPERAND_NEXT = re.compile(r"(?i)\s*(?:\$|\\\(|[a-z]\b|\d|the\b|that\b|this\b|it\b|its\b|his\b|her\b|their\b|each\b|"
                           r"as\b|what\b)")
_ASKS_FACTOR_WORD = re.compile(r"(?i)\bfactor\b|\bhow\s+many\s+times\b|\bratio\b|\btimes\s+(?:as|more|larger|bigger)\b")


def multiplier_operation(text: str, s: int, e: int, problem: Optional[str]) -> bool:
    """``text[s:e]`` is a multiplier word before its operand ("twice $y$ equals 4", "double the 18", "triple that"): an
    operation on what follows, no value stated, unless the problem asks the factor itself ("By what factor ...?",
    "How many times as ..."). The reader and the summarizer (``agon.work_parts``) share it."""
    return bool(_MULTIPLIER.fullmatch(text[s:e]) and _OPERAND_NEXT.match(text, e)) and \
        not (problem and _ASKS_FACTOR_WORD.search(problem))


# a label after a value that names it the answer: "$2^5$ -- that's the number we want", "$2^4$, which is the answer"
_LABELLED_AFTER = re.compile(r"(?i)\s*\$?\s*[-—–,:(]*\s*(?:that'?s|that\s+is|which\s+is|this\s+is|it'?s)\s+(?:exactly\s+)?"
                             r"(?:the|our)\s+(?:number|answer|value|result|count|total|quantity)\s*"
                             r"(?:we\s+(?:want|need|seek|are\s+after|are\s+looking\s+for)|asked\s+for|required|sought)?\b(?!\s+of\b)")
_ORDINAL_AFTER = re.compile(r"(?:st|nd|rd|th)\b")
_ORDINAL_WORD = re.compile(r"(?i)(?:first|second|third|th)$")


def new_ordinal(text: str, m: Mention, problem: Optional[str]) -> bool:
    """``m`` is an ordinal ("the 11th prime", "the eleventh") whose value the problem gives only as a cardinal (the
    element 11 of "2, 3, 5, 7, 11, ..."): a place, another role than the given's, so the given does not cover it."""
    if m.kind not in ("number", "words") or not problem:
        return False
    span = text[m.start:m.end]
    if not (_ORDINAL_AFTER.match(text, m.end) if m.kind == "number" else _ORDINAL_WORD.search(span)):
        return False
    from agon_mcore.agon.answer_forms.compare import ORDINAL_SUPERSCRIPT

    problem = ORDINAL_SUPERSCRIPT.sub(r"\1\2", problem)  # "$12^{\mathrm{th}}$ grade" gives the ordinal 12th
    return not any(_ORDINAL_AFTER.match(problem, x.end) or (x.kind == "words" and _ORDINAL_WORD.search(problem[x.start:x.end]))
                   for x in answer_mentions(problem, span if m.kind == "number" else str(m.value)))


def stated_answer(text: str, answer: str, *, givens: Sequence[Any] = (), problem: Optional[str] = None) -> bool:
    """Whether ``text`` states ``answer`` by role (:func:`stating_mentions`): one whole mention, or every component of a
    tuple or set answer."""
    ans = parse_answer(answer)
    if not ans.values:
        return False
    ms = stating_mentions(text, answer, givens=givens, problem=problem)
    if any(not m.kind.endswith("/part") for m in ms):
        return True
    if ans.parts:
        got = [m for m in ms if m.kind.endswith("/part")]
        return all(any(values_equal(g.value, p, g.approx) for g in got) for p in ans.parts)
    return False
