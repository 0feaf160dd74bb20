"""Where the conclusion of a math draft starts: the cut after the final derivation.

The summarizer (``agon_mcore.agon.summary``) hides one region, from the cut to the end of the
graded answer's segment (the anchor), whatever that region holds: checks, plug-backs,
restatements, verdict paraphrases, code that prints or asserts the result. :func:`final_cut`
finds the cut by the role each segment plays, going back from the anchor:

1. **The final derivation.** Going back over segments that carry no new value (every number in
   them is the answer, a given of the problem or a value the draft stated before) and over
   checks (the answer used as an operand, or every part of a structured answer used), the first
   segment that *derives* the answer ends the search: the answer's value in result position
   (``= 23``, "is 2/6", ``≈ 2.718``, a part ``a = 2``), or an arithmetic expression that evaluates
   to it (``24 − 12``, ``9·8·7/(3·2·1)``, "six plus seven"). The cut is at the result (its left
   side stays: ``16 + 7 = [hidden]``), or right after an expression (the work stays:
   ``24 − 12 [hidden]``). A segment that states a given where the problem states it (``side
   length 4 cm``) is work and stops the search.
2. **No derivation found.** The cut takes the anchor, the checks right before it, continuation
   clauses without a new value ("..., so the vectors are perpendicular: the angle is a quarter
   turn"), and one closing sentence without numbers or relations ("So the largest is the final
   one listed.", a lead-in "A quick check:").

Values are read by ``agon_mcore.agon.answer_forms`` (canonical text, any notation).
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import number_mentions, parse_answer, values_equal, word_mentions
from agon_mcore.agon.answer_forms.canon import canonical
from agon_mcore.agon.answer_forms.compare import _RESULT_RE, answer_mentions
from agon_mcore.agon.answer_forms.derived import derived_mentions
from agon_mcore.agon.answer_forms.notation import remap
from agon_mcore.agon.answer_forms.scripts import script_mentions
from agon_mcore.agon.asked import LABEL_COLON, asked_noun, named_property, other_dimension, other_noun, other_quantity  # noqa: F401 - what the problem counts (re-exported)
from agon_mcore.agon.asked_role import variable_value
from agon_mcore.agon.segments import Segment
from agon_mcore.agon.value_kind import arithmetic_to_do, condition_equation, function_identity, result_is_answer  # work of another kind
from agon_mcore.agon.value_work import evaluated_piece, operator_to_evaluate, problem_relation  # agon.value_work
from agon_mcore.agon.answer_forms.components import problem_assignment
from agon_mcore.agon.answer_forms.relatives import answers_own_question
from agon_mcore.agon.spans import arith_spans, currency_blanked, division_to_do, in_braces, sign_check, tabulated, zero_side
from agon_mcore.agon.operand_end import names_operands
from agon_mcore.agon.statement_cut import RANGE_START, clause_work, fraction_value as _fraction_value, open_relation_cut, open_wins, statement_start, unevaluated_operation

# ----------------------------------------------------------------------------- segment roles

_CONT_BEFORE = re.compile(r"[,;:—]\s*$|\s-{1,2}\s*$")
_MARKER_START = re.compile(r"^[\s*_>(]*(?:so|thus|hence|therefore|i\.e\.|that\s+is|which|giving|and\s+so)\b", re.IGNORECASE)
_RELATION = re.compile(r"[=<>≈≤≥+*/^×·÷]|\\(?:approx|times|cdot|frac|sqrt|le|ge|leq|geq|div)(?![A-Za-z])|\s[-−]\s")


def _vals(answers: Sequence[str]) -> List[Any]:
    return [v for a in answers for v in parse_answer(a).values]


def _parts(answers: Sequence[str]) -> List[Any]:
    return [p for a in answers for p in parse_answer(a).parts]


def _plain(t: str):
    return [m for m in number_mentions(t) + word_mentions(t) if m.kind not in ("sub", "exp")]


def in_list(t: str, s: int, e: int, with_or: bool = True) -> bool:
    """The number is an element of a list of numbers (``1, 2, 1, 2, 3``, the start of a range ``1, \\dots, 100``; with
    ``with_or`` also ``0 or 1``, which a caller may read as a hedge ``35 or 36`` instead): data."""
    if with_or:
        return bool(RANGE_START.match(t, e) or re.search(r"\d\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:or|and)\s+)$", t[max(0, s - 12):s])
                    or re.match(r"\s*(?:,|\sor\s|\sand\s)\s*-?\d", t[e:e + 8]))
    return bool(RANGE_START.match(t, e) or re.search(r"\d\s*,\s*(?:and\s+)?$", t[max(0, s - 12):s]) or re.match(r"\s*,\s*\d", t[e:e + 6]))


def _new_value(t: str, seen: Sequence[Any], vals: Sequence[Any], givens: Sequence[Any], answers: Sequence[str] = ()) -> bool:
    inside = [(m.start, m.end) for a in answers for m in answer_mentions(t, a)]
    for m in _plain(t):
        if any(s <= m.start and m.end <= e for s, e in inside):
            continue  # "a 1 in 8 chance" states the answer; its numerals are not new
        v = m.value
        if not getattr(v, "is_number", False) and not (hasattr(v, "is_FiniteSet") and v.is_FiniteSet):
            continue  # "x = ±2" states {2, -2}: a new value
        if any(values_equal(v, x) for x in (*vals, *givens, *seen)):
            continue
        return True
    return False


def _given_in_place(t: str, problem: Optional[str], givens: Sequence[Any]) -> bool:
    """A given of the problem written with the word the problem writes next to it (``side length
    4 cm``): a remark on the givens, which is work."""
    if not problem:
        return False
    low = problem.lower()
    for m in number_mentions(t):
        if m.kind == "sub" or not any(values_equal(m.value, g) for g in givens):
            continue
        nxt = re.match(r"\s*(?!(?:and|or|the|of|to|in|than|is|are|was|with|for|by)\b)([A-Za-z]{2,})", t[m.end:])
        prv = re.search(r"(?<![A-Za-z])(?!(?:and|the|than|with|for|are|was)\b)([A-Za-z]{3,})\s*$", t[:m.start])
        num = t[m.start:m.end].strip()
        if (nxt and f"{num} {nxt.group(1).lower()}" in low) or (prv and f"{prv.group(1).lower()} {num}" in low):
            return True
    return False


# a one-letter variable after a value in math, spaces between ("$C = 2\\pi r$"): the value is the formula's coefficient
VARIABLE_AFTER = re.compile(r"[ \t]+[A-Za-z](?![A-Za-z])\s*(?:\$|[-+=)^_,.]|\\[a-z]+\b)")


def coefficient_after(t: str, e: int) -> bool:
    """The value ending at ``t[e]`` multiplies what follows it: a letter, a bracket or a command right after it
    ("2πr", "3(x + 1)"), or a one-letter variable after spaces in math (``$C = 2\\pi r$``): a formula's coefficient."""
    return bool(re.match(r"[A-Za-z(\\]", t[e:e + 1])) or variable_after(t, e)


def variable_after(t: str, e: int) -> bool:
    """In math (an odd number of ``$`` before ``e``), a one-letter variable follows the value ending at ``e`` after
    spaces (``$C = 2\\pi r$``): the value is a coefficient."""
    return t[:e].replace("$$", "$").count("$") % 2 == 1 and bool(VARIABLE_AFTER.match(t, e))


def _uses(t: str, answers: Sequence[str], vals, parts, count_root: bool = False, problem: Optional[str] = None,
          before: str = "") -> bool:
    """The answer's value stands in the text in any role but as a list element (an operand of a
    check ``3·7 + 5``, a side ``n ≤ 44``) or, for a count, a root ``x = 2``; for a structured
    answer, every one of its parts. A property of another object ("has multiplicity 3") is no use, nor is a verdict
    that answers the draft's own sub-question (``before``: the text before ``t``, where that question may stand)."""
    ms = [m for m in _plain(t) if not in_list(t, m.start, m.end) and not named_property(t, 0, m.start, problem) and not _NOT_A_USE.search(t[max(0, m.start - 12):m.start]) and
          not variable_after(t, m.end) and  # "$A = \\pi r^2$": a coefficient of the formula
          not _MULTIPLIER.fullmatch(t[m.start:m.end]) and not (count_root and _ROOT_BEFORE.search(t[max(0, m.start - 8):m.start])) and
          not zero_side(t, m.start, m.end, problem) and  # "set $2x - 4 = 0$", "$f'' = 2 > 0$": solving or a sign, no value stated
          not (str(m.value) in ("yes", "no") and answers_own_question(before + t, len(before) + m.start, problem))]  # "Does $S_3$ work? Yes: ..."
    if any(values_equal(m.value, v) for m in ms for v in vals if getattr(m.value, "is_number", False)):
        return True
    if not count_root and any(not coefficient_after(t, m.end)  # "2πr", "$C = 2\\pi r$": a coefficient of a formula
                              and not _NOT_A_USE.search(t[max(0, m.start - 12):m.start])  # "Step 3:", "Divide by 5"
                              and not named_property(t, 0, m.start, problem) and not zero_side(t, m.start, m.end, problem)
                              and not (str(m.value) in ("yes", "no") and answers_own_question(before + t, len(before) + m.start, problem))
                              for a in answers for m in answer_mentions(t, a, include_formula_parts=False)):  # not r^2
        return True
    if len(parts) >= 2 and not any(_is_matrix(v) for v in vals):  # a matrix is stated only in row order
        from agon_mcore.agon.answer_forms.components import LINEAR_FACTOR

        factors = [] if any(getattr(v, "is_FiniteSet", False) for v in vals) else \
            [f.span() for f in LINEAR_FACTOR.finditer(t)]  # "(x-2)(x-3) < 0": a factored inequality, no use of an interval
        if all(any(values_equal(m.value, p) for m in ms if not any(a <= m.start < b for a, b in factors)) for p in parts):
            return True
        if not any(getattr(v, "is_FiniteSet", False) for v in vals):
            return False  # an interval's or a pair's endpoints listed ("roots -1 and 3") are work
        for run in re.split(r"[.;:]\s", t):  # a set stated as exactly its elements ("nine, twenty-five and forty-nine")
            rv = [m.value for m in _plain(re.sub(r",?\s+and\s+", ", ", run))]
            if len(rv) == len(parts) and all(any(values_equal(v, p) for v in rv) for p in parts):
                return True
    return False


def left_has_work(before: str) -> bool:
    """The left side of the relation that ends ``before`` (back to its clause start) holds a number
    or an operator ("Half of 24 is", "3 + 8 ="), unlike a bare name or words ("We claim ... n =",
    "TL;DR", "(spoiler:")."""
    rm = None
    for rm in _RESULT_RE.finditer(before[-80:]):
        pass
    left = before[:len(before) - len(before[-80:]) + rm.start()] if rm else before
    if _DERIVE_VERB.search(re.split(r"[.;,(\n]", before)[-1]):
        return True  # "halving gives $s = 12$"
    left = re.split(r"[.;,(\n]|\s-\s|:\s", left)[-1]
    left = _LABEL_END.sub("", left)  # "Case 2: two nickels": a label is not work
    return bool(re.search(r"\d|[-+*/^×·√−]|\\(?:frac|sqrt|cdot|times)", left))


# no use of the answer: a step label's number ("Step 3: 5 is prime"), an operation's operand ("Divide by 5")
_NOT_A_USE = re.compile(r"(?i)\b(?:(?:case|step|part|stage|round|line|item)\s*#?|(?:by|times|into|over|from|minus|plus)\s+\$?)$|"
                        r"\\sqrt\s*\{\s*$|√\s*$")  # the radicand of a root ("±\\sqrt{3}")
_MULTIPLIER = re.compile(r"(?i)double|twice|half|triple|once|single|pair|couple")  # an operation or a grouping ("a double root")
# for a count of solutions: a root "x = 2", a linear factor "(x − 2)" or an exponent "x^2" states no count
_ROOT_BEFORE = re.compile(r"(?<![\w\\])\d*[A-Za-z]\s*(?:\^\s*\{?\d+\}?|[²³])?\s*=\s*\$?\s*$|\([A-Za-z]\s*[-+−]\s*$|\^\s*\{?\s*$")
_LABEL_END = re.compile(r"\b(?:case|step|part|method|way|option|stage|round|example|line)\s*\d+\s*[:.)]?\s*$", re.IGNORECASE)


# the work goes on after a value ("The ratio is 4/8, and dividing top and bottom by 4 simplifies it")
_GOES_ON = re.compile(r",\s+(?:and\s+)?(?:then\s+)?[a-z]+ing\b")
_OWN_STEP = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:[-+*/×·÷−]|\\cdot|\\times|\\div)\s*\d+(?:\.\d+)?\s*=\s*\$?\s*\\boxed\{")
# a statement whose subject is the result ("the total is", "the answer would be"): it describes the result, derives nothing
RESULT_STATED = re.compile(r"(?i)\bthe\s+(?:answer|result|total|final\s+(?:answer|result|amount|total|count|value))\s+"
                            r"(?:is|was|would|will|can|comes|reads|gets|looks|sounds|spells)\b")
_ARITH_OP = re.compile(r"\d\s*(?:[-+*/×·÷^−]|\\cdot|\\times|\\div)\s*[\d(]|\\frac|\\[dt]?binom")
_COPULA = re.compile(r"\b(?:is|are|was|were|be|lands?|landing)\b", re.I)  # a closing verdict, not an instruction
_DERIVE_VERB = re.compile(r"\b(?:gives?|giving|yields?|leaves?|leaving|makes?|get|gets|obtain|obtains|results?\s+in)\b", re.I)


def derived_before(prior: Sequence[str], answers: Sequence[str]) -> bool:
    """The draft derived the answer's value as a result before (``prior``): a later bare mention
    of it is an intermediate value in use ("there are 12 boys" after "Half of 24 is 12")."""
    for line in prior:  # the texts of the segments before (the reader's answers are cached per text)
        for a in answers:
            for m in answer_mentions(line, a, include_formula_parts=False):
                b = line[max(0, m.start - 80):m.start]
                if _RESULT_RE.search(b) and left_has_work(b):
                    return True
    return False


def _check(t: str, vals, parts) -> bool:
    """The answer is an operand of arithmetic (``3·7 + 5``, ``34/240``); for a structured answer,
    every part is. An answer of 0, 1 or 2 counts only as an operand of arithmetic on numbers (``1 + 5``), not of a
    formula (``k + 1``, ``1 - \\ln 2``)."""
    ops = r"(?:[-+*/×·÷^]|\\cdot|\\times)"
    nums = [(m.start(), m.end(), Fraction(m.group(0))) for m in re.finditer(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", t)]
    nums += [(m.start, m.end, None) for m in _plain(t) if m.kind == "number"]
    def operand(s, e, small=False):
        if small:  # 0, 1, 2 stand in every formula ("k + 1", "1 - \ln 2"): a check only in arithmetic on numbers
            return bool(re.match(rf"\s*\)?\s*{ops}\s*\(?\s*\d", t[e:e + 8]) or re.search(rf"\d\s*\)?\s*{ops}\s*\(?\s*$", t[max(0, s - 8):s]))
        return bool(re.match(rf"\s*\)?\s*{ops}", t[e:e + 6]) or re.search(rf"{ops}\s*\(?\s*$", t[max(0, s - 6):s]))
    def used(v):
        small = getattr(v, "is_integer", False) and abs(v) <= 2
        for m in _plain(t):
            if getattr(m.value, "is_number", False) and values_equal(m.value, v) and operand(m.start, m.end, small):
                return True
        for s_, e_, f in nums:
            if f is not None and values_equal(_fraction_value(f), v) and operand(s_, e_, small):
                return True
        return False
    if len(parts) >= 2 and not any(_is_matrix(v) for v in vals):
        return all(used(p) for p in parts)
    return any(used(v) for v in vals if getattr(v, "is_number", False)) and not result_is_answer(t, vals)  # "30 − 6 − 24 + 6 = 6"


def _is_matrix(v) -> bool:
    return hasattr(v, "shape") and hasattr(v, "is_square")


_POWER_ONLY = re.compile(r"\s*\(?\s*\d+\s*\)?\s*\^\s*\{?\s*(\d+)\s*\}?\s*")


def _derivation(t: str, answers: Sequence[str], vals, parts, givens, count_root: bool = False,
                problem_flat: str = "", problem: Optional[str] = None, last: bool = False) -> Optional[Tuple[int, str]]:
    """``(cut offset in t, kind)`` when ``t`` derives the answer, else None; ``kind`` is ``value``
    (the answer's value is stated: the cut hides it) or ``expr`` (an expression evaluates to it:
    the cut follows it)."""
    best: Optional[Tuple[int, int, str]] = None  # (position of the derivation, cut offset, kind)
    first_part: Optional[int] = None
    for a in answers:
        for m in answer_mentions(t, a, include_formula_parts=False):
            if isinstance(m.value, str) or division_to_do(t[m.start:m.end]) or unevaluated_operation(t[m.start:m.end]):  # \\binom
                continue  # a verdict word ("true", "No") is the conclusion itself; "\\frac{5040}{24}" is arithmetic to do
            if "\\boxed" in t[max(0, m.start - 10):m.start] or m.kind == "arith" or re.match(r"\s*\$?\s*(?:[-+*/×·^÷±∓]|\\cdot|\\times|\\[mp][mp](?![A-Za-z]))", t[m.end:m.end + 5]) or in_list(t, m.start, m.end):
                continue
            before = t[max(0, m.start - 80):m.start]
            if not _RESULT_RE.search(before) or re.match(r"[A-Za-z(\\]", t[m.end:m.end + 1]):
                continue  # not a result, or a coefficient ("2πr")
            if re.search(r"(?:[<>≤≥]|\\(?:lt|gt|le|ge|leq|geq)(?![A-Za-z]))\s*\$?\s*$", before):
                continue  # a bound a value is compared with ("$2^2 - 4\\cdot 5 = -16 < 0$" for the count 0): no result
            if m.kind.endswith("/part"):
                if problem_assignment(t, m, problem):
                    continue  # "the line $y = 2$" of the problem: its object named, no component derived
                first_part = m.start if first_part is None else min(first_part, m.start)
                continue
            if not left_has_work(before):
                continue  # "while n = 15 gives 3", "So the hypotenuse is 5": a case or a restatement
            if tabulated(t, m.start, m.end, problem):
                continue  # "$S_1 = 1$, $S_2 = 3$, $S_3 = 6$, ...": one entry of a table of the work's terms (agon.spans)
            if count_root and sign_check(t, m.start, m.end):
                continue  # "f(2) = 3 > 0": a function's sign at a point, not the count (agon.spans.sign_check)
            if count_root and re.search(r"(?<![\w\\])\d*[A-Za-z]\s*(?:\^\s*\{?\d+\}?|[²³])?\s*=\s*\$?\s*$", before):
                continue  # a root "x = 2" of a count answer, or an equation still to solve for one ("x^2 = 3", "2x = 6")
            if other_dimension(t, m.start, m.end, problem):
                continue  # "leaving $12 - 4 - 2 = 6$ miles" where a speed is asked: another quantity (agon.asked)
            if variable_value(t, m.start, problem):
                continue  # "forces $t = 1$" where the problem asks a number of ...: a value of its variable t (asked_role)
            if named_property(t, 0, m.start, problem) or function_identity(t, m.start, m.end, problem) or \
                    condition_equation(t, m.start, problem):  # "q(x) \\equiv 0": a function; "x^2 + x + 1 = 0": a condition
                continue  # "x = 1 has multiplicity 3": a property of another object
            if any(values_equal(m.value, g) for g in givens) and not re.search(r"[\d)\]}]\s*(?:=|\\approx|≈)\s*\$?\s*$", before):
                continue  # "x = 5" of a given is not a derivation of it
            if problem_relation(t, m.start, m.end, problem) or operator_to_evaluate(t[m.start:m.end], m.value):
                continue  # the problem's own relation "(using $\\omega^3 = 1$)"; an integral still to evaluate (agon.value_work)
            if best is None or m.start > best[0]:
                best = (m.start, m.start, "value")
    if first_part is not None and (best is None or first_part > best[0]):
        best = (first_part, first_part, "value")  # "a = 2, and then b = -3": the parts stated from the first one
    for s, e, v, single in arith_spans(t):
        if not any(values_equal(_fraction_value(v), x) for x in vals):
            continue
        if other_quantity(t, s, e, problem):
            continue  # "$12 - 4 - 2 = 6$ miles" where a speed is asked: another quantity's arithmetic
        if problem_flat and len(re.sub(r"\s+", "", t[s:e])) >= 5 and re.sub(r"\s+", "", t[s:e]) in problem_flat:
            continue  # the problem's own expression restated ("The sum $1 + 3 + 5 + 7 + 9$ has ..."): a given, not a derivation
        if re.fullmatch(r"\d+(?:\.\d+)?\s*(?:\\times|\\cdot|[×*·])\s*10\s*(?:\^|\*\*)\s*[({]?\s*-?\d+\s*[)}]?", t[s:e].strip()):
            single = True  # scientific notation "4.5 \\times 10^{4}" is a value, not work
        elif single and v.denominator == 1:
            single = False  # "100/20" for 5: a division still to do
        if single:  # "2/6" ending its clause in result position: the value (not "12/16, and dividing ...")
            if _RESULT_RE.search(t[max(0, s - 80):s]) and re.match(r"\s*\$?\s*(?:[.;!?]|$)", t[e:]) and \
                    (best is None or s > best[0]):
                best = (s, s, "value")
            continue
        lhs = re.search(r"(?<![\w}{^_./)*+−-])(-?\d+(?:\.\d+)?)\s*=\s*\$?\s*$", t[max(0, s - 30):s])  # not "(a + b − c)/2 ="
        cut = e + len(re.match(r"[\s$]*[.;]?", t[e:]).group(0).rstrip())  # "Multiply: 4 · 9." keeps its full stop
        if lhs:  # "360 = 300 + 60": the answer written on the left is a statement of it
            k = t.rfind(lhs.group(1), 0, s)
            if any(values_equal(m.value, x) for m in _plain(lhs.group(1)) for x in vals):
                cut = k
        power = _POWER_ONLY.fullmatch(t[s:e])  # a bare power with a new exponent ("2^{10}" for 4^5): the value in another
        power = power and not re.search(rf"(?<![\d.]){power.group(1)}(?![\d.])", problem_flat + " " + t[:s]) and not any(
            values_equal(_fraction_value(Fraction(power.group(1))), g)  # notation, hidden like a value; "2^6" of a 6-bit
            for g in [*givens, *(m.value for m in _plain(t[:s]))])  # field is work
        if best is None or s > best[0]:
            best = (s, s, "power") if power else (s, cut, "value" if cut < s else "expr")
    for m in _word_arith(t):  # arithmetic in words ("six plus seven", "square root of 289")
        if problem_flat and re.sub(r"\s+", "", t[m.start:m.end]) in problem_flat:
            continue  # the problem's own expression
        if _inside_chain(t, m.start, m.end):
            continue  # a run inside a longer sum or product ("4 + 2" of "2 + 1 + 4 + 2 + 0 + N"): a piece, not its value
        if re.match(r"\s*(?:\\cdot|\\times|\\div|[*/×·÷^])", t[m.end:m.end + 8]):
            continue  # its last operand is a factor of what follows ("2^2-4" of "2^2-4\\cdot5"): a piece, not its value
        if m.arith and m.kind == "arith" and any(values_equal(m.value, x) for x in vals) and not other_quantity(t, m.start, m.end, problem):
            if best is None or m.start > best[0]:  # in result position ("reduces to one in four"): a value
                end = m.end + len(re.match(r"[\s$]*[.;]?", t[m.end:]).group(0).rstrip())
                best = (m.start, m.start, "value") if _RESULT_RE.search(t[max(0, m.start - 80):m.start]) and not (arithmetic_to_do(t[m.start:m.end]) and re.match(r"[\s$]*[.;,]?[\s$]*(?:\n|$)", t[m.end:])) else (m.start, end, "expr")
    if "$" in t and re.search(r"\\(?:cdot|times|sqrt|[dtc]?frac)|[*·×^]", t):  # arithmetic still to do ("$\\lambda \\cdot 0$"
        for m in _symbolic_products(t, vals, closed=last):  # for 0; "$\\sqrt{36}$" for 6 only right before the box,
            # where nothing follows it: a check or a remark after it would join the conclusion): the final expression, work
            if best is None or m[0] > best[0]:
                best = (m[0], m[1] + len(re.match(r"[\s$]*[.;]?", t[m[1]:]).group(0).rstrip()), "expr")
    for pm in _PERCENT_OF.finditer(t):  # "Tuesday: 25% of 80": a share still to compute
        if any(values_equal(_fraction_value(Fraction(pm.group(1)) * Fraction(pm.group(2)) / 100), x) for x in vals) and \
                (best is None or pm.start() > best[0]):
            best = (pm.start(), pm.end() + len(re.match(r"[\s$]*[.;]?", t[pm.end():]).group(0).rstrip()), "expr")
    return None if best is None else (best[1], best[2])


_LAST_SIDE = re.compile(r"=\s*([^$=<>\n]{1,60}?)\s*\$")


_SYM = r"(?:\\[A-Za-z]+|[A-Za-z])(?:_\{?\w+\}?)?"
_NUMBER = r"[-−]?\d+(?:\.\d+)?"
_SYMBOL_TIMES_NUMBER = re.compile(_SYM + r"\s*(?:\\cdot|\\times|[*·×])\s*" + _NUMBER + "|" + _NUMBER + r"\s*(?:\\cdot|\\times|[*·×])\s*" + _SYM)


def _symbolic_products(t: str, vals, closed: bool = True) -> List[Tuple[int, int]]:
    """Spans of ``t`` where a relation ends in arithmetic still to do whose value is the answer's: a symbol times a
    number (``= \\lambda \\cdot 0$`` for 0) or a closed form of more numerals than the value's own (``= \\sqrt{36}$``
    for 6, ``= \\frac{12}{2}$``): the final derivation's expression, kept as work; the answer's own form
    (``= \\frac{1}{2}$`` for 1/2) states it and is not one of these. ``closed``: read closed forms of numbers alone
    too (the caller passes it for the segment right before the box only)."""
    from agon_mcore.agon.answer_forms.formulas import _reducible
    from agon_mcore.agon.answer_forms.values import latex_value

    out = []
    for m in _LAST_SIDE.finditer(t):
        side = m.group(1)
        if not re.search(r"\\(?:sqrt|[dtc]?frac|cdot|times)(?![A-Za-z])|[*·×^]", side) or \
                re.search(r"\\(?:int|sum|prod|lim|langle|mathbb|operatorname|partial|max|min|sup|inf)(?![A-Za-z])|[{,]\s*$", side) or \
                len(set(re.findall(r"(?<![\\A-Za-z])[A-Za-z](?![A-Za-z])|\\(?!sqrt|[dtc]?frac|cdot|times)[A-Za-z]+", side))) > 1:
            continue  # an integral, a sum, a bracket: a value to compute by other means; two symbols: a formula
        v = latex_value(side)
        try:
            v = v.doit() if v is not None else None  # the parser keeps "lambda*0" as written
        except Exception:  # noqa: BLE001 - no value
            v = None
        if v is None or not any(values_equal(v, x) for x in vals):
            continue
        numeric = not re.search(r"(?<![\\A-Za-z])[A-Za-z]|\\(?!sqrt|[dtc]?frac|cdot|times)[A-Za-z]+", side)
        if not numeric and not _SYMBOL_TIMES_NUMBER.fullmatch(side.strip()):
            continue  # a formula with units, constants or several symbols: decided by the other rules
        if numeric and (not closed or not _reducible(side, v)):
            continue  # a closed form that names the value (the answer itself); numbers alone only where ``closed``
        out.append(m.span(1))
    return out


# an operator of the run's own level before a run of arithmetic: the run is a piece of a longer chain
_ADD = r"[-+−]"
_MUL = r"(?:[*/×·÷]|\\cdot|\\times)"


def _inside_chain(t: str, s: int, e: int) -> bool:
    """``t[s:e]`` (a run of arithmetic) follows an operator of its own level: a sum after ``+``/``-`` (``4 + 2`` of
    ``2 + 1 + 4 + 2 + 0 + N``), a product after ``·``/``/``; a piece in the middle of a longer chain. A prefix of a
    chain (``121 − 110`` of ``121 − 110 − 11``) is the chain's running value and is read as before."""
    op = _ADD if re.search(r"(?<=\S)\s*[-+−]\s*(?=\S)", t[s:e]) else _MUL
    return bool(re.search(op + r"\s*$", t[max(0, s - 12):s]))


_PERCENT_OF = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|\\%|\s?percent)\s+of\s+(?:the\s+)?(\d+(?:\.\d+)?)(?!\d|\.\d|\s*[-+*/×·=])")


def _answer_clause(t: str, answers: Sequence[str]) -> int:
    """Where the clause holding the first mention of the answer starts in ``t`` (0 without one)."""
    first = min((m.start for a in answers for m in answer_mentions(t, a)), default=None)
    if first is None:
        return 0
    masked = masked_text(t)
    cuts = [m.end() for m in _CLAUSE_END.finditer(masked, 0, first)]
    k = cuts[-1] if cuts else 0
    while k < first and t[k].isspace():
        k += 1
    return k


def _left_statement(t: str, cut: int, answers: Sequence[str], problem_flat: str = "") -> int:
    """The cut moved back to a statement of the answer on the left side of the final relation, in the
    same clause (``this is 0.272727… $= 0.\\overline{27}$``): a value equal to the answer is not work; a division
    still to do (``\\frac{19.50}{0.75}``) is the work the cut follows."""
    lo = max(t.rfind(c, 0, cut) for c in (". ", "; ", ", ", "\n", ": ")) + 1
    for a in answers:
        for m in answer_mentions(t[:cut], a, include_formula_parts=False):
            if problem_flat and re.sub(r"\s+", "", t[m.start:m.end]) in problem_flat:
                continue  # the problem's given ("31_4 = 3 · 4 + 1"): the work starts from it
            if lo <= m.start < cut and not m.arith and m.kind in ("number", "words") and not in_braces(t, m.start, m.end) and \
                    not division_to_do(t[m.start:m.end]) and \
                    not re.search(r"[{(\[+*/^×·−-]\s*$", t[max(0, m.start - 3):m.start]) and \
                    not re.match(r"\s*[})\]+*/^×·−-]", t[m.end:m.end + 3]):
                cut = min(cut, m.start)  # a stated value, not an operand or an argument of a formula
    return cut


def _word_arith(t: str):
    """Arithmetic stated in words (``answer_forms.derived``), without the symbolic readers."""
    c, idx = canonical(t)
    base = sorted(number_mentions(c) + word_mentions(c) + script_mentions(c), key=lambda m: (m.start, -(m.end - m.start)))
    ms = [m for m in derived_mentions(c, base) if m.arith]
    return ms if idx is None else [remap(m, idx) for m in ms]


def final_cut(vis: str, segs: List[Segment], anchor: int, answers: Sequence[str], givens: Sequence[Any],
              problem: Optional[str], count_root: bool = False) -> Tuple[int, Optional[str]]:
    """``(offset, derived)``: the character offset in ``vis`` where the hidden conclusion starts
    (module docstring), at most ``segs[anchor].start``, and the kind of the final derivation found
    (``"value"``, ``"expr"``, ``"power"``: a bare power such as ``2^{10}``, hidden like a value; None when none was found).
    Where the box itself is the right side of arithmetic in its segment (``$18 + 6 = \\boxed{24}$``), that segment is the
    final derivation: the cut is its start and no earlier equal value is sought."""
    vals, parts = _vals(answers), _parts(answers)
    vals_parts = [*vals, *parts]
    answer_given = any(values_equal(v, g) for v in vals for g in givens)
    per_seg = [[m.value for m in _plain(vis[sg.start:sg.end]) if getattr(m.value, "is_number", False)] for sg in segs[:anchor]]

    def work_before(k: int) -> bool:  # a check needs work before it to check
        return any(sg.kind != "heading" and _RELATION.search(vis[sg.start:sg.end]) for sg in segs[:k])

    def seen_before(k: int) -> List[Any]:
        return [v for vs in per_seg[:k] for v in vs]

    oc = open_relation_cut(vis, segs, anchor, answers)  # "..., and 6 mod 4 is" before the box: all its line is work
    # 0. the box is the right side of arithmetic in its own segment ("Buying 6 more: $18 + 6 = \\boxed{24}$"): that is
    # the final derivation, and an earlier equal value ("He starts with $4 \\times 6 = 24$ sheep") is an intermediate
    own = _OWN_STEP.search(vis, segs[anchor].start, segs[anchor].end)
    if own and oc is None and anchor > 0:
        return segs[anchor].start, None
    # 1. the final derivation, going back over segments that bring nothing new
    for j in range(anchor - 1, -1, -1):
        sg = segs[j]
        t = vis[sg.start:sg.end]
        if sg.kind == "code" or "\\boxed" in t:  # a program computing the answer is work; another box stops
            break
        if sg.kind == "heading":
            continue
        tc = currency_blanked(t)  # "$20 − $10": dollar amounts, no math delimiters (same length)
        off = _derivation(tc, answers, vals, parts, givens, count_root, re.sub(r"\s+", "", problem or ""), problem,
                          last=j == anchor - 1)
        if not answer_given and _check(t, vals, parts) and work_before(j) and not (off and off[1] in ("expr", "power")) and \
                not evaluated_piece(vis[:sg.start], vals, problem):  # "$3^3 = 27$" of the problem's formula
            continue  # a check after the derivation ("3·7 + 5 = 26", "18 + 2 = 18"; not "(5 + 12 − 13)/2" for 2)
        if off is not None:  # an open relation before the box that this derivation feeds wins (open_wins)
            if oc is not None and (ow := open_wins(vis, segs, anchor, j, vals, parts)):
                return oc, ("expr" if ow == 2 else None)
            return sg.start + _left_statement(tc, off[0], answers, re.sub(r"\s+", "", problem or "")), off[1]
        if _given_in_place(t, problem, givens):
            break
        if not answer_given and _uses(t, answers, vals, parts, count_root, problem, vis[max(0, sg.start - 400):sg.start]) and \
                not _new_value(t, seen_before(j), vals_parts, givens, answers):
            continue  # a restatement after the derivation
        if _new_value(t, seen_before(j), vals_parts, givens, answers):
            if RESULT_STATED.search(t) and not _RELATION.search(t) and not _ARITH_OP.search(t):
                continue  # "the total is dialled 1 then T (T is on the 8 key)": the result described, not derived; the
                # derivation before it is the final one, and the tail rule decides this statement (agon.tail)
            break
    if oc is not None:
        return oc, None  # no derivation of its own: the passes after it read the draft as without one
    # 2. no derivation: the checks, continuation clauses and one closing sentence before the anchor
    cut = segs[anchor].start
    masked = masked_text(vis)
    closing = True
    for j in range(anchor - 1, -1, -1):
        sg = segs[j]
        t = vis[sg.start:sg.end]
        if sg.kind == "heading":
            cut = sg.start
            closing = False
            continue
        if sg.kind == "code" or "\\boxed" in t:
            break
        if not answer_given and not _given_in_place(t, problem, givens) and \
                ((_check(t, vals, parts) and work_before(j)) or (_uses(t, answers, vals, parts, count_root, problem, vis[max(0, sg.start - 400):sg.start]) and
                                                         not _ARITH_OP.search(t))) and \
                not _new_value(t, seen_before(j), vals_parts, givens, answers) and not _GOES_ON.search(t):
            cut = sg.start
            closing = False
            if j == 0 or statement_start(t, answers):  # the draft's only reasoning, or work before the statement: the premises stay
                cut = sg.start + max(_answer_clause(t, answers), statement_start(t, answers))
                break
            continue
        no_numbers = not _plain(t) and not _RELATION.search(t)
        cont = bool(_MARKER_START.match(t) or _CONT_BEFORE.search(vis[max(0, sg.start - 3):sg.start]))
        ss = sentence_bounds(masked, sg.start)[0]
        if _CLOSING_START.match(vis, ss) and not _RESULT_REL.search(vis[ss:sg.end]) and not _ARITH_OP.search(t) and \
                not _given_in_place(t, problem, givens) and not any(in_list(t, m.start, m.end, False) for m in _plain(t)):
            # (a list of values is an enumeration: work)
            # the sentence that closes the draft opens with a conclusion word ("Hence nothing real squares to
            # it; only $\pm 2i$ do."): the verdict in words, whatever values it names beside it
            cut = sg.start
            closing = False
            continue
        if cont and not _RELATION.search(t) and not re.search(r"\d", t):  # "..., so the angle is a quarter turn"
            cut = sg.start
            closing = False
            continue
        if no_numbers and j > 0 and ((closing and _COPULA.search(t)) or t.rstrip().endswith(":")):  # something stays before it
            closing = False
            cut = sg.start
            continue
        if sg.end <= cut and not vis[sg.end:cut].strip() and sg.kind == "text":
            # the segment's closing clause, right before the conclusion, that only names a value already
            # on the page, with no operation (", which is half an hour.", ": 2 hours 25 minutes altogether."):
            # the result restated in other words or units; not a reason ("...: with one sock per colour we can
            # avoid a pair.": a verb, and no value but "one", a pronoun or an article as often)
            pieces = _pieces(masked, sg.start, sg.end)
            if len(pieces) > 1:
                cs, ce = pieces[-1]
                last = vis[cs:ce]
                after_colon = vis[:cs].rstrip().endswith(":") and not LABEL_COLON.search(vis[max(0, cs - 20):cs])
                if (after_colon or _RESTATE_LEAD.match(last)) and not arithmetic_to_do(last) and \
                        _restates(last, re.sub(r"\s+", "", problem or "")) and \
                        not _brings_new(last, [*seen_before(j + 1), *givens, *vals_parts]) \
                        and not (_CHECK_LEAD.match(vis, sg.start) and not _digit_pieces(last, answers) and
                                 _brings_new(last, [*seen_before(j), *_numbers(vis[sg.start:cs]), *givens, *vals_parts])) \
                        and not _states_data(last, problem, givens) and re.search(r"\w", last) and \
                        not _reason_clause(last) and \
                        not _names_other_values(last, answers, vis[:cs], problem or "") and \
                        not any(in_list(last, m.start, m.end) for m in _plain(last)):  # an enumeration is work
                    cut = cs + len(last) - len(last.lstrip())
        break
    return cut, None


# a check of the work opens the segment ("I double-checked with smaller cases: 2 options give 8 triples.")
_CHECK_LEAD = re.compile(r"[\s*_>]*(?:I\s+|we\s+)?(?:double[- ]?check(?:ed)?|cross[- ]check(?:ed)?|sanity[- ]check(?:ed)?|"
                         r"checked|check(?:ing)?|verif(?:y|ied|ication)|as\s+a\s+check|test(?:ed|ing)?\s+(?:on|with))\b",
                         re.IGNORECASE)


def _digit_pieces(t: str, answers: Sequence[str]) -> bool:
    """``t`` names two or more numbers whose digits are pieces of an answer's digits ("the thousands part stays 20 and
    the last two digits become 24" for 2024): the answer given in parts, not new values of the work."""
    nums = re.findall(r"(?<![\d.])\d{2,}(?!\d|\.\d)", t)
    digits = [re.sub(r"\D", "", a) for a in answers]
    return len(nums) >= 2 and all(any(n in d and n != d for d in digits) for n in nums)


def _numbers(t: str) -> List[Any]:
    """The numeric values stated in ``t`` (digits and number words, :func:`_plain`)."""
    return [m.value for m in _plain(t) if getattr(m.value, "is_number", False)]


def used_later(vis: str, e: int, cut: int, answers: Sequence[str]) -> bool:
    """The value derived at ``e`` is used again before the cut (``12 boys``, an operand of ``24 − 12``):
    an intermediate result, not a statement of the answer (digits and number words: no symbolic parse)."""
    vals = _vals(answers)
    return any(values_equal(m.value, v) for m in _plain(vis[e:cut]) for v in vals if getattr(m.value, "is_number", False))


def is_num(v) -> bool:
    return bool(getattr(v, "is_number", False))


# ----------------------------------------------------------------------------- the concluding sentence

# a sentence ends at ". ", "! ", "? " or a line break (inline math and code masked first)
_SENT_END = re.compile(r"[.!?](?=\s|$)|\n")
# a clause ends at ", ", "; ", ": " or a dash between blanks
_CLAUSE_END = re.compile(r"[,;:](?=\s)|\s(?:—|–|--)(?=\s)")
# a clause that restates what precedes it
_RESTATE_LEAD = re.compile(r"\s*(?:which\s+(?:is|makes|means|equals)|that\s+is|i\.e\.|in\s+other\s+words|namely|or\s+simply|making)\b",
                           re.IGNORECASE)
# a sentence that opens with a conclusion word states the verdict
_CLOSING_START = re.compile(r"[\s*_>]*(?:so|thus|hence|therefore|consequently|in\s+conclusion|as\s+a\s+result|all\s+in\s+all)\b",
                            re.IGNORECASE)
# a relation whose result is a new value closes the concluding sentence's continuation ("and y = 4")
_RESULT_REL = re.compile(r"=|\\approx|≈|≡|\\equiv")


def masked_text(vis: str) -> str:
    """``vis`` with inline math, inline code and boxes blanked (same length): sentence and clause
    breaks are never read inside them."""
    from agon_mcore.agon.segments import _mask_inline

    return _mask_inline(vis)


def known_values(vis: str, upto: int, answers: Sequence[str], givens: Sequence[Any]) -> List[Any]:
    """The values a reader of ``vis[:upto]`` already has: every number stated there, the givens,
    the answer's values and parts (digits and number words: no symbolic parse)."""
    seen = [m.value for m in _plain(vis[:upto]) if getattr(m.value, "is_number", False)]
    return [*seen, *givens, *_vals(answers), *_parts(answers)]


def _brings_new(t: str, known: Sequence[Any]) -> bool:
    """A number in ``t`` that ``known`` lacks (0 and 1 aside: "other than 1 and itself")."""
    for m in _plain(t):
        v = m.value
        if not getattr(v, "is_number", False):
            continue
        try:
            if v.is_real and abs(v) <= 1 and v.is_integer:
                continue
        except TypeError:
            pass
        if not any(values_equal(v, x) for x in known):
            return True
    return False


def _pieces(masked: str, lo: int, hi: int) -> List[Tuple[int, int]]:
    """``masked[lo:hi]`` split into clauses, never inside brackets ("at (0, 1)")."""
    def open_brackets(k: int) -> int:
        seg = masked[lo:k]
        return seg.count("(") + seg.count("[") - seg.count(")") - seg.count("]")
    cuts = [lo] + [m.end() for m in _CLAUSE_END.finditer(masked, lo, hi) if open_brackets(m.start()) <= 0] + [hi]
    return [(a, b) for a, b in zip(cuts, cuts[1:]) if b > a]


def sentence_bounds(masked: str, pos: int) -> Tuple[int, int]:
    """``(start, end)`` of the sentence holding offset ``pos`` of the masked text."""
    start = 0
    for m in _SENT_END.finditer(masked, 0, pos):
        start = m.end()
    while start < pos and masked[start].isspace():
        start += 1
    m = _SENT_END.search(masked, pos)
    end = m.end() if m else len(masked)
    if m and masked[m.start()] == "\n":
        end = m.start()
    return start, end


_NAME_IS_NUMBER = re.compile(r"(?<![\w\\])[A-Za-z](?:_\{?\w+\}?)?\s*=\s*-?\d+(?:\.\d+)?(?![\w.])")
_WORK_SIGN = re.compile(r"[=<>≤≥≈≡+*/^×·÷]|(?<=[\d}])!|\\(?:cdot|times|frac|le|ge|leq|geq|approx|equiv|div|sqrt)(?![A-Za-z])|\s[-−]\s|\w[-−]\w")


def _names_other_values(t: str, answers: Sequence[str], before: str, problem: str) -> bool:
    """The clause ``t`` names other values than the answer: numerals outside its mentions, each in the problem ("the
    coefficient of x is −5", "go only: 5"), or one numeral of the draft ``before`` ("one of them is a power of 2"): data
    or work. Others ("odds of 1 to 3"; "odds of 1 to 5" after "1 six, 5 other faces") may restate the result."""
    inside = [(m.start, m.end) for a in answers for m in answer_mentions(t, a)]
    other = [m.group(0) for m in re.finditer(r"\d+", t) if not any(s <= m.start() and m.end() <= e for s, e in inside)]
    given = set(re.findall(r"\d+", problem))
    drafted = [x for x in other if x not in given]
    return bool(other) and (not drafted or len(set(other)) == 1 and drafted[0] in set(re.findall(r"\d+", before)))


_FINITE_VERB = re.compile(r"(?i)\b(?:we|you|they|it|this|that|there)\s+(?!of\b)[a-z]+|\b(?:can|cannot|could|must|will|would|"
                          r"is|are|was|were|has|have|gives?|makes?|forces?|avoids?|needs?)\b")


def _reason_clause(t: str) -> bool:
    """``t`` is a reason in words: it names no value but "one" and is a sentence (a finite verb, or six words or more:
    "with one sock per colour we can avoid a pair", "with one meeting per day the days stay distinct"), unlike a value
    restated after a colon ("a dime a pump")."""
    return (bool(_FINITE_VERB.search(t)) or len(re.findall(r"[A-Za-z]+", t)) >= 6) and \
        all(re.fullmatch(r"(?i)one|an?", t[x.start:x.end].strip()) for x in _plain(t))


def _restates(t: str, problem_flat: str) -> bool:
    """``t`` holds no work of its own: every relation or operation in it is a name set to a number
    (``n = 3``) or a formula the problem states (``x + y = 3``)."""
    rest = _NAME_IS_NUMBER.sub(" ", t)
    for m in re.finditer(r"\$([^$]+)\$", rest):
        if problem_flat and re.sub(r"\s+", "", m.group(1)) in problem_flat:
            rest = rest.replace(m.group(0), " ")
    return not _WORK_SIGN.search(rest)


def _states_data(t: str, problem: Optional[str], givens: Sequence[Any]) -> bool:
    """``t`` states the problem's data: a given with the word the problem writes beside it
    (``4 rows``), or two or more givens ("4 rows with 9 pears each")."""
    if _given_in_place(t, problem, givens):
        return True
    gs = {str(m.value) for m in number_mentions(t) if m.kind != "sub" and any(values_equal(m.value, g) for g in givens)}
    return len(gs) >= 2


def concluding_start(vis: str, masked: str, start: int, known: Sequence[Any], problem: Optional[str] = None,
                     givens: Sequence[Any] = (), answers: Sequence[str] = ()) -> int:
    """Where the conclusion that starts at ``start`` begins once its sentence is read whole: going
    back clause by clause to the sentence start, a clause that brings no new value and holds no
    arithmetic restates the conclusion in words ("every point of $x + y = 3$ works,", "391 is
    composite,", "So $n = 3$ is the only integer that works;") and joins it; a clause that opens with
    a conclusion word ("so", "hence") is the last to join. The left side of a derivation (``So $16 + 7
    = $``) and a clause with a new value stay."""
    ss, _ = sentence_bounds(masked, start)
    if ss >= start:
        return start
    new_start = start
    flat = re.sub(r"\s+", "", problem or "")
    # a conclusion that opens with its own conclusion word ("..., so it is not prime") takes a clause
    # before it only where that clause speaks of a value ("391 is composite"), not a premise in words
    # ("The triangle is special, so ...")
    if _MARKER_START.match(vis[start:start + 40]):
        return start  # "X, so Y": X is the conclusion's premise ("each of them is a power of 2, so ...")
    opened = False
    pieces = _pieces(masked, ss, start)
    for k in range(len(pieces) - 1, -1, -1):
        cs, ce = pieces[k]
        t = vis[cs:ce]
        if not t.strip():
            continue
        # a clause in words alone joins only as the continuation of a clause that opened the conclusion
        # ("so they are one line: each of its points is shared"); before it, it is a premise ("The flips
        # are independent, and ...")
        wordy = not re.search(r"\d", t)
        led = any(_MARKER_START.match(vis[a:b]) for a, b in pieces[:k])
        if not _restates(t, flat) or _brings_new(t, known) or _states_data(t, problem, givens) or clause_work(t, answers) or \
                (wordy and (opened or not led)) or names_operands(t, answers):  # operands named (agon.operand_end)
            break
        if vis[cs:start].count("$") % 2:
            break  # the conclusion starts inside a math span: its opening stays with it
        new_start = cs + (len(t) - len(t.lstrip()))
        if _MARKER_START.match(t) or re.match(r"\s*(?:hence|consequently|in\s+other\s+words|this\s+means)\b", t, re.I):
            break
    return new_start


def concluding_end(vis: str, masked: str, end: int, known: Sequence[Any]) -> int:
    """Where a concluding statement that ends at ``end`` ends once its sentence is read whole: the
    clauses after it up to the sentence end join it ("...; both roots are complex, $-1 \\pm 2i$."),
    up to a clause that derives a new value by a relation ("so x = 6, and y = 4")."""
    _, se = sentence_bounds(masked, max(end - 1, 0))
    if se <= end:
        return end
    new_end = end
    for cs, ce in _pieces(masked, end, se):
        t = vis[cs:ce]
        if _RESULT_REL.search(t) and _brings_new(t, known):
            break
        new_end = ce
    if not re.sub(r"[\s$.,;:!?]", "", vis[end:new_end]) or vis[end:new_end].count("$") % 2:
        return end  # only punctuation, or the close of a math span, would go
    return new_end
