"""Result slots outside answer position: an intermediate's slot stays, whatever its wording.

The results pass (``agon_mcore.agon.results``) hides the content of every result slot it cannot license, so that a
form the reader does not know ("a cool grand", "❌") cannot state the answer. Read alone, that is a rule by FORM:
every "so ...", "(...)", ``= ...`` and title is suspect wherever it stands. This module decides by ROLE, from what
the slot's content is and where it stands in the derivation:

* **an intermediate** (:func:`intermediate_slot`): for a value answer, a slot stands in answer position only where
  it can be the end of the chain. A slot is an intermediate, and stays, when its content states no value equal
  to the answer's (nor its negation, nor a component, nor a rounding of either in a common other unit) and the draft
  goes on from it: value-free content ("so there are distinct real roots") that ends a step when a new step heading
  with more derivation follows (a verbal restatement before a mere check, "so it is a hendecagon. Check: ...",
  keeps the results pass's rule), a statement with values other than the answer's
  ("AB12 is a different plate from BA12", ``= 11111101000_2``) followed by new values, or a check (a check mark
  in the slot) whose values are other than the answer's. Preamble claims, marks, choices, questions and every
  slot after the draft's last derivation keep the results pass's rules.
* **another object's property** (:func:`other_subject`): for a verdict or word answer ("even"), a predicate clause
  whose subject is a formula the question does not ask about ("so $g \\circ f$ is even", "If $h$ is even") is a
  step or a general rule; the clause about the asked object ("the whole composition $f(f(g(\\ldots)))$ is even")
  or about no named object ("so it is even") stays a result.

Unit families and the conversion test (:func:`conversion`) moved here from ``results``.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from fractions import Fraction
from typing import List, Optional, Sequence, Tuple

__all__ = ["intermediate_slot", "other_subject", "drop_other_subjects", "conversion", "further_work", "new_values", "next_step",
           "other_values_only"]

_KINDS = ("relation", "connective", "aside", "title")
_UNIT_STEPS = (1, 10, 12, 24, 60, 100, 1000, 3600)  # the factors between common units (cents, dozens, hours, minutes, percent)
_CHECK = re.compile(r"[✓✔✅☑]|\\checkmark")
# a relation or an operation between numbers: the draft derives something
_DERIVES = re.compile(r"(?:=|≈|≡|\\approx|\\equiv)\s*\$?\s*[-−(\\\d]|\d\s*\)?\s*(?:[-+*/×·÷^−]|\\cdot|\\times|\\div|\\pm)\s*\(?\s*[\d\\(]|"
                      r"\\(?:[dt]?frac|sqrt)\s*\{")


@lru_cache(maxsize=256)
def _whole_values(answers: Tuple[str, ...]) -> List[Fraction]:
    """The answers' numeric values as wholes (``\\frac{5}{36}`` is 5/36, ``\\sqrt{2}`` about 1.41421), for nearness."""
    from agon_mcore.agon.answer_forms import parse_answer

    out = []
    for a in answers:
        for v in parse_answer(a).values:
            try:
                if getattr(v, "is_number", False) and getattr(v, "is_real", False):
                    out.append(Fraction(str(v)) if getattr(v, "is_Rational", False) else Fraction(float(v)).limit_denominator(10 ** 6))
            except (TypeError, ValueError, ZeroDivisionError):
                continue
    return out


def _near(v: Fraction, a: Fraction) -> bool:
    """``v`` is ``a`` or a rounding of it (within 2%: 80.9 for 81)."""
    return v == a or abs(v - a) <= abs(a) / 50


def further_work(later: str) -> bool:
    """The kept text ``later`` (after a slot, before the conclusion) derives something: a relation or arithmetic."""
    return bool(_DERIVES.search(later))


# a step heading that opens more derivation; a check, a verification or an answer section opens none
_STEP_HEAD = re.compile(r"[ \t]*(?:#{1,6}[ \t]+|\*\*|__)(?!\s*(?:check|verif|sanity|answer|final|conclusion|summary|result|note|remark)\w*)",
                        re.IGNORECASE)


def next_step(later: str) -> bool:
    """The kept text ``later`` (after a slot) opens a new step of the derivation: its first line after the slot's own
    line is a step heading (``### Step 2: The roots``, ``**Step 2.**``; not a check or an answer section) and the
    text derives something (:func:`further_work`). A statement that ends a step the draft then builds on is no result."""
    lines = [x for x in later.split("\n")[1:] if x.strip()]
    return bool(lines) and bool(_STEP_HEAD.match(lines[0])) and further_work(later)


def new_values(later: str, known: Sequence[Fraction]) -> bool:
    """``later`` states a value (in digits) that ``known`` lacks: the draft goes on to new quantities."""
    from agon_mcore.agon.results import values_in

    return any(v not in known and -v not in known for _, _, v in values_in(later))


def intermediate_slot(content: str, kind: str, later: str, known: Sequence[Fraction], answers: Sequence[str],
                      *, numeric_answer: bool, choice_problem: bool, asked: Optional[str] = None) -> bool:
    """Whether a result slot's ``content`` (of ``kind``, from ``results.result_slots``) is an intermediate that stays
    (module docstring). ``later``: the kept text after the slot up to the hidden conclusion; ``known``: the givens and
    the values the kept text before the slot states; ``answers``: the graded answer(s) as LaTeX (their values as
    written, a base subscript aside: ``1101_2`` has the value 1101, not 2);
    ``numeric_answer``: the answer is a value (not a verdict or a word); ``choice_problem``: the problem lists
    options (a slot may then name one by a value or a place); ``asked``: the noun the problem counts ("edges" for "How
    many edges"): value-free content about it ("as many edges as months in a year") may state the count. Raises nothing."""
    from agon_mcore.agon.results import values_in

    answer_values = [v for a in answers for _, _, v in values_in(re.sub(r"_\s*\{?\s*\d+\s*\}?", "", a))] + _whole_values(tuple(answers))
    if not numeric_answer or choice_problem or kind not in _KINDS or not answer_values:
        return False
    content = "".join(c for c in content if unicodedata.category(c) != "Cf")  # "5\u200b40" is one numeral
    vals = [v for _, _, v in values_in(content)]
    if any(_near(v, a * k) or _near(v, -a * k) or _near(v * k, a) or _near(-v * k, a) for v in vals for a in answer_values
           for k in _UNIT_STEPS) or any(x < a < y and y - x <= abs(a) / 5 + 2 for x in vals for y in vals for a in answer_values):
        return False  # the answer's value, near it or bracketing it, in the asked unit or another one (\$0.29 for 29 cents)
    if not vals:  # value-free: an intermediate only where a new step of the derivation follows it
        return next_step(later) and not (asked and re.search(r"(?i)\b" + re.escape(asked[:5]), content))
    if not (_CHECK.search(content) or new_values(later, [*known, *vals])):
        return False
    # last (a sympy reading): the content evaluates to the answer (``\\sqrt{900}`` for 30), the final step's result
    return len(content) > 60 or not any(_near(w, a) for w in _whole_values((content,)) for a in answer_values)


# a subject, then a predicate verb ("$g \\circ f$ is even", "If $h$ is even"), the subject in math
_SUBJECT = re.compile(r"(?:^|\b(?:if|since|as|because|so|then|thus|hence|and)\b|[,;:])\s*\$([^$]{1,60})\$\s+(?:is|are|stays|remains|must\s+be)\b",
                      re.IGNORECASE)


def _flat(t: str) -> str:
    return re.sub(r"\s+|\\left|\\right|\\,", "", t)


def _asked_math(problem: str) -> List[str]:
    """The formulas of the problem's question (its sentences with "?" or an imperative), else of the whole problem."""
    sents = re.split(r"(?<=[.?!])\s+", problem)
    ask = [x for x in sents if "?" in x or re.match(r"(?i)\s*(?:is|are|determine|decide|find|which|what|classify)\b", x)]
    out = []
    for x in ask or [problem]:
        for m in re.finditer(r"\$([^$]+)\$", x):  # the formula, each side of a definition, the defined name ("f(x) = ..." -> f)
            f = _flat(m.group(1))
            out += [f, *f.split("=")] + re.findall(r"^([A-Za-z])\(", f)
    return [q for q in out if q]


def other_subject(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """The word ``vis[s:e]`` (a verdict or word answer's form, or a slot holding one) is predicated of a formula
    that the problem's question does not ask about ("so $g \\circ f$ is even" when the question asks about
    $f(f(g(\\ldots)))$): a property of another object. Reads the clause up to ``s`` on its line. Raises nothing."""
    if not problem:
        return False
    ls = max(vis.rfind("\n", 0, s), vis.rfind(". ", 0, s)) + 1
    m = None
    for m in _SUBJECT.finditer(vis, ls, e):
        pass
    if m is None or vis[m.end():s].strip(" $*"):  # the predicate verb must lead to the word
        return False
    subj = _flat(m.group(1))
    if not subj or re.fullmatch(r"(?i)it|this|that", subj):
        return False
    return subj not in _asked_math(problem)  # a factor of the asked formula ("\\cos x" in "x^2 \\cos x") is another object


_UNIT_FAMILIES = {
    "time": r"s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?",
    "length": r"mm|cm|m|km|millimet(?:er|re)s?|centimet(?:er|re)s?|met(?:er|re)s?|kilomet(?:er|re)s?",
    "mass": r"mg|g|kg|grams?|kilograms?",
}


def conversion(vis: str, lo: int, a: int, content: str) -> bool:
    """``content`` is only a quantity in units (``2 h 15 min``, "2 weeks and 1 day") and the clause right before the
    slot (``vis[lo:a]``) states a quantity in a unit of the same family: the same quantity converted, not a new result."""
    before = re.split(r"[.;!?\n]", vis[lo:a])[-1]
    for units in _UNIT_FAMILIES.values():
        q = rf"\d+(?:\.\d+)?\s*(?:{units})\b"
        if re.fullmatch(rf"\s*{q}(?:\s*(?:,|and)?\s*{q})*\s*", content) and re.search(rf"\d+(?:\.\d+)?(?:\s+more)?\s*(?:{units})\b[^\d]*$", before):
            return True
    return False


def drop_other_subjects(vis: str, spans: List[Tuple[int, int]], problem: Optional[str]) -> List[Tuple[int, int]]:
    """``spans`` (word answer occurrences) without those predicated of another object (:func:`other_subject`)."""
    from agon_mcore.agon.answer_forms.predicate_subject import plain_other_subject  # the subject in plain text
    return [(a, b) for a, b in spans if not (other_subject(vis, a, b, problem) or plain_other_subject(vis, a, b, problem))]


def other_values_only(content: str, vals_at, answer_values: Sequence[Fraction]) -> bool:
    """Every numeral of ``content`` is a value the reader read (``vals_at``), and none is the answer's value or a unit
    step of it (:data:`_UNIT_STEPS`: 0.29 for 29 cents, 2.25 for 135 minutes in hours), nor within 2% of it
    (:func:`_near`). An aside of such values is work ("(because 2024 = 4·506)"). The exponent of a letter (the 2 of
    ``p^2``) is a formula's part, no quantity in a unit: only its exact value counts ("(divisors $1, p, p^2$)" for 121,
    not 2 · 60). ``vals_at``: ``results.values_in(content)``. Raises nothing."""
    covered = [(s, e) for s, e, _ in vals_at]
    if any(not any(s <= d.start() and d.end() <= e for s, e in covered) for d in re.finditer(r"\d+", content)):
        return False  # a numeral the reader did not read as a value: fail closed
    steps = [(v, (1,) if _LETTER_POWER.search(content[:s]) else _UNIT_STEPS) for s, _, v in vals_at]
    return not any(_near(v, a * k) or _near(v * k, a) for v, ks in steps for a in answer_values for k in ks)


_LETTER_POWER = re.compile(r"(?<![A-Za-z\\])[A-Za-z]\s*\^\s*\{?\s*$")  # "p^{" before a numeral: its exponent
