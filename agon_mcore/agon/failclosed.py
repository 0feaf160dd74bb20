"""Fail closed with the reader: every kept mention the reader reads as the answer is hidden unless
its role in the segment makes it work.

The summarizer (``agon_mcore.agon.summary``) decides by structure where the conclusion stands and
hides it; this pass then reads every segment it keeps with the same reader the leak metric uses
(:func:`reader_mentions`, which :func:`agon_mcore.agon.leak.answer_readable` calls too), so a form the
reader learns is hidden by the summarizer without a rule of its own, and the two cannot drift. A
mention stays only where its role is work (:func:`work_role`; what the mention IS, a coefficient, a given in any
form or a property of another object, is read by :func:`value_role`, which value provenance consults too): an operand, the left side of a
relation, a LaTeX argument, a list element, a line label, a given of the problem (outside answer
position), a root when the problem counts solutions (and a function's sign at a point, ``f(2) = 3 > 0``), a count of another noun than the asked one, a quantity in a unit of another
dimension than the asked one ("2 miles" when a time is asked), a
value the draft derived before and now uses, a result that later work uses again (not a check of it: a check mark,
or a relation ending in a value the draft had; the base of a later power counts, the conclusion's too), a
coefficient written against its variable (``\\frac{1}{2}bh``), a property of another object ("has multiplicity
2"), an unevaluated expression heading its list item, a bound of an inequality (``-2 < x - 1 < 4``, "greater than 2"; not where the
problem asks an extremum), a point the work looks at ("near 0,", "at 0 but"), and arithmetic still to do. Everything else the reader finds (a statement after a label "Claim:", a value in words
or another unit, an interval in words, a verdict by the problem's predicate, a choice by its place, a
factorised or reordered form at the end of a chain, a result nothing uses) is a restatement and
becomes :data:`HIDDEN`.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import (
    HIDDEN,
    Mention,
    Word,
    answer_mentions,
    in_answer_position,
    number_mentions,
    parse_answer,
    values_equal,
)
from agon_mcore.agon.answer_forms.compare import _ANSWER_PHRASE_RE, _RESULT_RE, _TAG, asked_coefficient_mentions
from agon_mcore.agon.answer_forms.code_literals import literal_answer_spans
from agon_mcore.agon.answer_forms.quantities import mixed_quantity
from agon_mcore.agon.answer_forms.reader_roles import DIVISOR_BEFORE, multiplier_operation
from agon_mcore.agon.answer_forms.relatives import answers_own_question, relative_mentions
from agon_mcore.agon.asked_role import (asked_thing_after, other_named_object, conversion_operand, other_base, restated_given, unit_constant,
                                        unit_fact, variable_of_asked_expression, variable_value)
from agon_mcore.agon.value_work import command_part, operator_to_evaluate, problem_expression, problem_relation, rewritten_later, stated_in_problem
from agon_mcore.agon.asked import other_dimension, other_quantity
from agon_mcore.agon.conclusion import LABEL_COLON, in_list, variable_after, left_has_work, named_property, other_noun
from agon_mcore.agon.segments import Segment
from agon_mcore.agon.slot_position import other_subject
from agon_mcore.agon.value_kind import function_identity
from agon_mcore.agon.work_parts import of_a_part, part_role
from agon_mcore.agon.spans import ASSIGNED_BEFORE, BOUND_WORDS_BEFORE, at_point, operator_limit, pointwise_limit, counted_label, sign_check, division_to_do, in_braces, of_givens, zero_side

__all__ = ["reader_mentions", "readable_mention", "work_reason", "value_role", "work_role", "fail_closed_spans", "operand_or_left_side", "table_row_cell"]


def reader_mentions(text: str, answer: str, problem: Optional[str]) -> List[Mention]:
    """Every mention of ``text`` that the reader reads as ``answer`` (LaTeX string, as graded): the value
    reader's mentions (``answer_mentions``, without the coefficients and exponents of any formula), the
    coefficient of the term the problem asks about, and the relatives (``answer_forms.relatives``:
    units, words, intervals, names, verdicts, asked parts, choices by place, formulas compared by
    sympy). Sorted by start; mentions may overlap."""
    out = [m if m.kind.split("/")[0] != "coef" else Mention(m.start, m.end, m.value, "number", m.approx, m.alts, m.arith)
           for m in answer_mentions(text, answer)  # "≡ 1 (mod 11)", "42 (I first wrote 41)": a value, no coefficient
           if m.kind.split("/")[0] not in ("exp", "coef") or _ASIDE_NEXT.match(text, m.end) or
           (m.kind.split("/")[0] == "coef" and _UNIT_NEXT.match(text, m.end))]
    out += asked_coefficient_mentions(text, answer, problem)
    out += relative_mentions(text, answer, parse_answer(answer).values, problem)
    out.sort(key=lambda m: (m.start, -(m.end - m.start)))
    return out


_ASIDE_NEXT = re.compile(r"\s*\(\s*(?:mod\b|[A-Za-z]{2,}|I\b)|\s+\((?=[^()\n]*=)")  # a bracket of words after a number: an aside
_UNIT_NEXT = re.compile(r"\s+(?:km|cm|mm|m|s|g|kg|h|min|l|ml|ft|in|lb)\b(?!\s*[\^²³])")  # "2 500 m": a quantity
_OP_BEFORE = re.compile(r"(?:[-+*/×·÷^−]|\w\(|\\cdot|\\times|\\div|\\frac\s*\{?|\\sqrt\s*\{?)\s*\$?\s*$")
# a bracket right after the number multiplies ("2(x + 1)"); after a space it is an aside ("2 (17 = 3·5 + 2)")
# (not across a paragraph break: "**Step 3**" or a "- " bullet opening the next paragraph is no operation)
_OP_AFTER = re.compile(r"(?!\s*\$?[^\S\n]*\n\s*\n)(?!-[A-Za-z]{2})\s*\$?\s*(?:[-+*/×·÷^−]|\\times|\\cdot|\\div|mod\b|!)|"
                       r"\((?!\s*(?:mod\b|[A-Za-z]{2,}|I\b))")  # ("18-pen tray": a compound adjective, no minus)
# an operation spoken right after the value, on a number other than 0 or 1 ("= 3,192, minus 1,596 gives"): an operand
_SPOKEN_OP_AFTER = re.compile(r"[ \t]*\$?,?[ \t]*(?:minus|plus|times|less|divided\s+by|multiplied\s+by|take\s+away)[ \t]+\\?\$?[ \t]*"
                              r"(?!(?:0|1)(?![\d.,]))\d", re.IGNORECASE)
# an operation on the mention: "divide by 3", "subtract 5", "half of 8", "20% of 50" ("an average of 40" is none)
# ("formed by 222", "given by 7", "denoted by 3": a participle names what stands there, no operation)
_OPERATION_BEFORE = re.compile(r"(?:\b(?:subtract(?:ing)?|add(?:ing)?|multiply(?:ing)?|divid(?:e|ed|ing)|"
                               r"(?<!formed\s)(?<!given\s)(?<!denoted\s)(?<!written\s)(?<!obtained\s)(?<!made\s)by|from|minus|plus|"
                               r"times|over|into|mod|modulo)|(?:\b(?:half|third|quarter|fifth|twice|double|triple)s?|\d\s*%?|"
                               r"\\%)\s+of)\s+\$?\s*$", re.IGNORECASE)
# a multiplier applied to a quantity ("half the hypotenuse", "twice the radius"), unlike a share ("three quarters of the tiles")
_SCALES = re.compile(r"\s+(?:the|its|their|his|her|a|an)\s+[a-z]{3,}", re.IGNORECASE)
# a verb or a function word after the number: it counts no noun ("40,320 is also ...")
_VERB_NEXT = re.compile(r"\s+(?:is|are|was|were|has|have|had|gives?|also|as|in|on|at|for|to|so|then|and|or|but|which|that|"
                        r"because|works?|fits?|of)\b", re.IGNORECASE)
# a variable or a constant written right after the number (no space): the number multiplies it; not a unit or an ordinal
# an identity operation after a value: adding or taking away zero, multiplying or dividing by one
_IDENTITY_OP = re.compile(r"\s*\$?\s*(?:[-+−–]\s*\\?\$?\s*0(?!\d|[.,]\d)|(?:[*×·/÷]|\\cdot|\\times|\\div)\s*1(?!\d|[.,]\d))"
                          r"(?!\s*\$?\s*(?:[-+*/×·÷−–^]|\\cdot|\\times|\\div))")  # the whole operation: "π · 1 · 2" is none
_COEFFICIENT = re.compile(r"(?:(?!(?:cm|mm|km|kg|ml|ft|in|lb|lbs|oz|yd|mi|hr|hrs|min|sec|pcs|pc|pts|gal|qt|pt|mph|ea|"
                          r"st|nd|rd|th|h|m|s|g|l)(?![A-Za-z]))[A-Za-z]{1,3}(?![A-Za-z(])|"  # ("18pcs": a unit, no variable)
                          r"\\(?:pi|alpha|beta|theta|sqrt)\b)")
# the start of a line or a list item ("2. $", "- ") right before a mention; an expression still to evaluate
_LINE_HEAD = re.compile(r"[ \t]*(?:[-*+]|\d{1,2}[.)])?[ \t]*\**\$?[ \t]*")
_UNEVALUATED = re.compile(r"\\(?:log|ln|sqrt|binom|sin|cos|tan)|!|\^|\d\s*(?:[-+*/×·−]|\\cdot|\\times)\s*\d")
_BASE = re.compile(r"(?<![\w.^{])(\d+)\s*\^")  # a number raised to a power: the base is an operand
# an inequality sign right before a value (``x < 4``, ``\\le 4``): the value bounds another quantity
_INEQUALITY_BEFORE = re.compile(r"(?:<(?!!)|>|≤|≥|\\le|\\ge|\\leq|\\geq|\\lt|\\gt|\\leqslant|\\geqslant)\s*\$?\s*[-−]?\s*$")
# the problem asks an extremum: there a bound may be the answer ("n ≤ 4" for the largest n)
_EXTREMUM = re.compile(r"(?i)\b(?:largest|smallest|greatest|least|max(?:imum|imal)?|min(?:imum|imal)?|most|fewest|biggest|"
                       r"highest|lowest|bound|at\s+most|at\s+least|upper|lower)\b")
_REL_AFTER = re.compile(r"\s*\$?\s*(?:=|<(?!!)|>|≤|≥|≈|≡|\\approx|\\equiv|\\le|\\ge|\\neq|\\lt|\\gt)|"
                        r"\s+[A-Za-z]{1,12}\s*(?:=|≈)\s*\$?\s*\d")  # a unit between: "1 foot = 12 inches" defines a unit


def table_row_cell(vis: str, s: int) -> bool:
    """``vis[s]`` is in a cell of a markdown table row of four cells or more whose cells are mostly numbers ("| $n\\ln n$ |
    0 | 1.386 | 3.296 | ..."), not its last cell: one value of a table of the work's values, a list by its layout (the
    last cell may end a tabulated chain: the asked value)."""
    a = vis.rfind("\n", 0, s) + 1
    b = vis.find("\n", s)
    line = vis[a:b if b >= 0 else len(vis)]
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    after = vis[s:b if b >= 0 else len(vis)].strip().rstrip("|")
    return line.lstrip().startswith("|") and len(cells) >= 4 and "|" in after and \
        sum(bool(re.fullmatch(r"\$?[-−]?\d+(?:\.\d+)?\$?", c)) for c in cells) >= len(cells) - 1


def _solution_set(v: Any) -> bool:
    """``v`` is a set or a relation (sympy ``Set``, ``Relational``, ``And``/``Or``): a solution set, whose ends may be
    given values."""
    mod = type(v).__module__ or ""
    return mod.startswith(("sympy.sets", "sympy.core.relational", "sympy.logic"))


_ASKS_LETTER = re.compile(r"(?i)\b(?:value|values)\s+of\s+\$?\\?[a-zA-Z]\$?(?![\w(])|\b(?:find|compute|determine|solve\s+for)\s+\$[a-zA-Z]\$")
_COUNTED_NOUN = re.compile(r"\s+(?:[a-z]+\s+)?(?:roots|solutions|zeros|zeroes|factors|terms|sides|points|pairs|ways|cases|"
                           r"digits|divisors|elements|vertices|edges|faces|times|steps)\b")


def counts_things_for_a_letter(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """``vis[s:e]`` counts things of the work ("has all 3 roots real", "2 cases") where the problem asks the value of a
    letter ("Find the smallest possible value of $a$"): a count, not the letter's value."""
    return bool(problem and _ASKS_LETTER.search(problem) and _COUNTED_NOUN.match(vis, e) and
                not re.search(r"(?i)\bhow\s+many\b|\bnumber\s+of\b", problem))


def function_argument(vis: str, s: int, problem: Optional[str]) -> bool:
    """The value at ``vis[s]`` is assigned to the argument letter of the function whose value the problem asks ("the
    minimum is at $x = 15$" for "the minimum value taken by $f(x)$"): the point where it is taken, not the value."""
    m = re.search(r"(?<![A-Za-z\\])([a-z])\s*=\s*\$?\s*$", vis[max(0, s - 12):s])
    if not m or not problem:
        return False
    x = m.group(1)
    return bool(re.search(r"(?i)\b(?:value|minimum|maximum|min|max)\b[^.?]{0,40}?\$?[a-zA-Z]\s*\(\s*" + x + r"\s*\)", problem)) and \
        not re.search(r"(?i)\b(?:find|determine|compute|what\s+is)\s+(?:the\s+)?(?:value\s+of\s+)?\$?" + x + r"\$?[\s?.,]", problem)


_MODULUS_AFTER = re.compile(r"\s*\$?\s*(?:\\pmod\s*\{?\s*|\\?\(\s*mod\s+|\\bmod\s*\{?\s*|\bmod(?:ulo)?\s+)\$?(\d+)")
_PROBLEM_DIVISOR = re.compile(r"(?i)\b(?:divided\s+by|modulo|mod)\s*\$?\s*(\d+)|\\pmod\s*\{?\s*(\d+)")


def other_modulus(vis: str, e: int, problem: Optional[str]) -> bool:
    """The value ending at ``vis[e]`` is a residue modulo another number than the one the problem divides by
    ("exponent $\\equiv 2 \\pmod 3$" where the problem asks the remainder of $2^{100}$ divided by 7): a class of the
    work, not the asked remainder."""
    m = _MODULUS_AFTER.match(vis, e)
    if not m or not problem:
        return False
    divisors = {int(x.group(1) or x.group(2)) for x in _PROBLEM_DIVISOR.finditer(problem)}
    return bool(divisors) and int(m.group(1)) not in divisors


def structural_role(vis: str, lo: int, s: int, e: int, value: Any, problem: Optional[str]) -> Optional[str]:
    """The work role the structure around ``vis[s:e]`` (in the segment from ``lo``) gives a value equal to the answer,
    or None: ``"given"`` (a coefficient of the problem's formula named by its letter, "Here $a = 1$, $b = 4$"), ``"root
    of a shown factor"`` ("$(x + 4)(x - 1)$, zero at $x = -4$"), ``"count of things"`` ("all 3 roots real" where the
    problem asks a letter's value), ``"point"`` ("the minimum is at $x = 15$" for the minimum of f(x)), ``"residue of
    another modulus"`` ("$\\equiv 2 \\pmod 3$" where the problem divides by 7). :func:`value_role` and the summarizer's
    rules for a value after a bare name and for the final step consult it, so they agree (its rule for a value stated
    with no derivation takes the other modulus only: "the 11 terms here" restates a count)."""
    if named_coefficient(vis, s, e, problem):
        return "given"
    if root_of_shown_factor(vis[lo:s], value):
        return "root of a shown factor"
    if counts_things_for_a_letter(vis, s, e, problem):
        return "count of things"
    if power_base(vis, s, e, value):
        return "base of a power"  # "$(1/2)^3 = 1/8$" ... "$4 \\cdot \\frac18$": a factor of an intermediate
    if function_argument(vis, s, problem):
        return "point"
    if other_modulus(vis, e, problem):
        return "residue of another modulus"
    if str(value) in ("yes", "no") and answers_own_question(vis, s, problem):
        return "verdict on a sub-claim"  # "Is that bound true here? True, ..." (answer_forms.relatives)
    if other_quantity(vis, s, e, problem):
        return "quantity of another dimension"  # "covered 6 miles", "$30 - 15 = 15$ miles" where a speed is asked
    if unit_fact(vis, s, e):
        return "unit fact"  # "There are 60 minutes in an hour", "1 m = 100 cm" (agon.asked_role)
    if conversion_operand(vis, s, e, problem):
        return "conversion constant"  # 100 of "25% means $25/100$", 60 of "30 minutes is $30/60$" (agon.asked_role)
    if zero_side(vis, s, e, problem):
        return "zero of a relation"  # "set $2x - 4 = 0$", "$f''(x) = 2 > 0$": solving or a sign (agon.spans.zero_side)
    return None


_LINEAR_TEXT = re.compile(r"[\s$()+\-−*·\w]|\\cdot|\\,")


def terms_to_combine(t: str, value: Any) -> bool:
    """``t`` writes an expression answer ``value`` (free symbols) as a sum with more terms than the answer has,
    parentheses aside: ``(-k + 3k) + (4 - 2)`` for ``2k + 2``, like terms still to combine (arithmetic to do, work, as
    ``6 + 6`` is for 12). Only sums of plain terms are read (no fraction, power or root). Raises nothing."""
    try:
        if not getattr(value, "free_symbols", None) or not re.search(r"[A-Za-z]", t) or \
                not all(_LINEAR_TEXT.match(ch) for ch in re.findall(r"\\[A-Za-z]+|\\,|.", t, re.S)):
            return False
        u = re.sub(r"[$\s]|\\,", "", t).replace("−", "-")
        if re.search(r"[^-+(]\(|\)[^-+)]", u):
            return False  # a product of groups ("(x-1)(x-2)", "2(k+1)"): a factored form, no sum of terms
        flat = re.sub(r"[()]", "", u)
        flat = re.sub(r"^[-+]+", "", flat)
        written = len([x for x in re.split(r"(?<=[\w)])[-+]", flat) if x])
        import sympy as sp

        return written > len(sp.Add.make_args(sp.expand(sp.sympify(str(value)))))  # (the value evaluated: it may be held)
    except Exception:  # noqa: BLE001 - a value sympy cannot expand: no reading
        return False


_LINEAR_FACTOR = re.compile(r"\(\s*([a-z])\s*([-+−])\s*(\d+(?:\.\d+)?)\s*\)")


def named_coefficient(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """``vis[s:e]`` is a number the problem's formula writes (``4`` of ``x^2 + 4x + k``, ``-5`` and ``6`` of
    ``x^2 - 5x + 6``) named by a one-letter coefficient in a list of them ("Here $a = 1$, $b = 4$, $c = k$"): a given
    named, not the answer restated."""
    if not problem or not re.search(r"(?<![A-Za-z\\])[a-z]\s*=\s*\$?\s*$", vis[max(0, s - 8):s]):
        return False
    if not re.search(r"(?<![A-Za-z\\])[a-z]\s*=\s*\$?\s*[-−]?\s*[\dA-Za-z]", vis[max(0, s - 60):s] + vis[e:e + 60]):
        return False  # a list of coefficients: another one named beside it
    num = vis[s:e].replace("−", "-").replace(" ", "")
    if not re.fullmatch(r"-?\d+(?:\.\d+)?", num):
        return False
    body = re.escape(num.lstrip("-"))
    sign = r"[-−]\s*" if num.startswith("-") else r"(?:^|[+=(,\s$])\s*"
    return bool(re.search(sign + r"(?<![\d.])" + body + r"(?![\d.]\d)\s*(?:[a-z]|\\|\s*[=+\-−)$])", problem))


def root_of_shown_factor(before: str, value: Any) -> bool:
    """``value`` is the zero of a linear factor written before it in its segment ("$(x + 4)(x - 1)$, zero at $x =
    -4$"): read off the factor, work."""
    import sympy as sp

    for m in _LINEAR_FACTOR.finditer(before):
        root = sp.Rational(m.group(3)) * (1 if m.group(2) in "-−" else -1)
        if values_equal(root, value):
            return True
    return False


# the close of a power's base, its whole-number exponent and the result shown: ")^3 = 1/8", "^{2} = 0.25"
_POWER_AFTER = re.compile(r"\s*(?:\\right\s*)?\)\s*\^\s*\{?\s*(\d+)\s*\}?\s*=\s*\$?\s*"
                          r"(\\[dt]?frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\}|\d+(?:\.\d+)?(?:\s*/\s*\d+)?)")


def power_base(vis: str, s: int, e: int, value: Any) -> bool:
    """``vis[s:e]`` is the bracketed base of a power whose result the draft shows and uses again later
    (``$(1/2)^3 = 1/8$`` ... ``$4 \\cdot \\frac{1}{8}$``): a factor of a computed intermediate, work, even where the
    answer has the base's value. The result must differ from the value and come back as an operand later (a check
    ``(5)^2 = 25`` computes nothing that the work goes on with). Raises nothing."""
    if re.fullmatch(r"\(.*\)", vis[s:e], re.S):  # the mention holds its brackets: "(1/2)"
        s, e = s + 1, e - 1
    if not re.search(r"(?:\(|\\left\s*\()\s*$", vis[max(0, s - 8):s]):
        return False
    m = _POWER_AFTER.match(vis, e)
    if not m or int(m.group(1)) < 2:
        return False
    result = parse_answer(m.group(2)).values
    if len(result) != 1 or values_equal(result[0], value):
        return False
    return any(x.arith and values_equal(x.value, result[0]) for x in number_mentions(vis[m.end():]))


_GIVEN_HAS = re.compile(r"(?:^|[.:;!?\n]|\*\*)\s*\$?(\d+(?:\.\d+)?)\$?\s+(?:has|have|had)\s+(?:exactly\s+|precisely\s+|only\s+|just\s+)?$")


def _given_has(before: str, givens: Sequence[Any]) -> bool:
    """The clause before a value is a given numeral as the subject of "has" ("196 has exactly 9 ..."): the value is a
    property of the given, stated, not a result computed from it."""
    m = _GIVEN_HAS.search(before)
    if not m:
        return False
    import sympy as sp

    return any(values_equal(sp.Rational(m.group(1)), g) for g in givens)


def work_reason(vis: str, seg: Segment, m: Mention, *, givens: Sequence[Any], prior: Sequence[str], later: str,
              count_root: bool, asked: Optional[str], problem: Optional[str] = None, rewrite: bool = False,
              closing: str = "", noun: bool = True) -> Optional[str]:
    """Why mention ``m`` (span in ``vis``) of segment ``seg`` is work by its role (module docstring): the role's name, or None
    when it is a statement. ``noun=False`` skips the count-of-another-noun role (the caller reads the noun itself).

    ``givens``: the problem's values (any role); ``prior``: the texts of the segments before; ``later``:
    the kept text after the mention (a value used there as an operand, or a result followed there by new
    values, is an intermediate one);
    ``count_root``: the problem counts solutions; ``asked``: the noun it counts; ``rewrite``: the answer's value
    is a given of ``problem`` (the problem asks to rewrite it); ``closing``: the hidden conclusion's text, boxes
    blanked (a value raised to a power there, ``1^{50}`` after ``3^2 \\equiv 1``, is an intermediate). A value followed by an
    identity operation ("18–0", "$24 + $0") has no role: the operation leaves it as it is."""
    s, e = m.start, m.end
    if _IDENTITY_OP.match(vis, e) and not m.arith:
        return None  # "18–0", "$24 + $0", "7 × 1": an identity operation on the value states the value itself
    if m.kind == "setsize":
        return None  # "the solution set is empty", "a singleton": the asked count named (answer_forms.relatives)
    if m.arith or m.kind.endswith("/part") or division_to_do(vis[s:e]):  # "\\frac{12}{2}": a division to do
        return "arithmetic"
    if terms_to_combine(vis[s:e], m.value):  # "(-k + 3k) + (4 - 2)" for 2k + 2: like terms still to combine
        return "arithmetic"
    if isinstance(m.value, Word):
        # a verdict about another number ("21 is not prime" while checking) is work
        clause = re.split(r"[.,;:!?\n]", vis[seg.start:s])[-1]  # a number in it that the problem does not give
        clause = re.split(r"(?i)\b(?:that|so|then|hence|thus|therefore|since|because|and|but|whether)\b", clause)[-1]  # its subject
        # ("Euler proved in 1772 that it is prime": the year is no subject of the verdict)
        other = str(m.value) in ("yes", "no") and m.kind != "mark" and any(
            not any(values_equal(x.value, g) for g in givens) for x in _numbers(clause) if x.kind == "number")
        if other_subject(vis, s, e, problem):  # "so $g \\circ f$ is even": a property of another formula (agon.slot_position)
            return "property of another object"
        if answers_own_question(vis, s, problem):  # "Is $d$ a metric? Yes: ...": a sub-question of the work answered
            return "answer to a sub-question"
        return "verdict on another value" if other else None
    if m.kind in ("exp", "coef"):  # the asked part of a shown formula: work only as a relation's left side
        given = any(values_equal(m.value, g) for g in givens) and \
            not in_answer_position(vis[seg.start:seg.end], s - seg.start, e - seg.start)
        return "left side" if _REL_AFTER.match(vis, e) else "given" if given else None
    if stated_in_problem(vis, s, e, problem):
        return "given restated"  # "the expected result is 0" where the problem says so (agon.value_work)
    role = value_role(vis, seg, m, givens=givens, problem=problem, rewrite=rewrite)
    if role:
        return role
    if problem_relation(vis, s, e, problem) and not _ANSWER_PHRASE_RE.search(vis[max(seg.start, s - 80):s]):
        return "given"  # the problem's own relation restated, "(recall $x + \\frac{1}{x} = 2$)" (agon.value_work)
    part = part_role(vis, s, e, (), values=[m.value], problem=problem) or \
        command_part(vis, s, e, (), problem, values=[m.value])  # a numerator, a factor, a cell, a label; "pi" of \\pi (agon.value_work)
    if part:
        return part
    if of_a_part(vis, seg.start, s) and not _ANSWER_PHRASE_RE.search(vis[max(seg.start, s - 80):s]):
        return "value of a part"  # "so this part tends to $0$": a term, a piece, one of several integrals (agon.work_parts)
    if function_identity(vis, s, e, problem):
        return "function identity"  # "q(x) \\equiv 0": the zero polynomial, not a number (agon.work_parts)
    if (rewritten_later(vis, s, e, later) or operator_to_evaluate(vis[s:e], m.value)) and not _ANSWER_PHRASE_RE.search(vis[max(seg.start, s - 80):s]):
        return "equivalent form"  # "\\binom{31}{28} = \\binom{31}{3}", then "\\binom{31}{3} = ...": a step (agon.value_work)
    check = _checked_by_right_side(vis, e, m.value)  # "42 = 6 · 7": the value stated, then checked
    if _OP_BEFORE.search(vis[max(seg.start, s - 10):s]) or _OP_AFTER.match(vis, e) or _SPOKEN_OP_AFTER.match(vis, e) or \
            (_REL_AFTER.match(vis, e) and not check):
        return "operand"
    if DIVISOR_BEFORE.search(vis[max(seg.start, s - 40):s]):
        return "divisor"  # "divisible by $3^3 = 27$": the divisor of a divisibility, evaluated, is no value of the asked thing
    if (_INEQUALITY_BEFORE.search(vis[max(seg.start, s - 12):s]) or BOUND_WORDS_BEFORE.search(vis[max(seg.start, s - 24):s])) and \
            not _EXTREMUM.search(problem or "") and \
            not isinstance(m.value, Word) and getattr(m.value, "is_number", True):
        return "bound"  # "-2 < x - 1 < 4": a bound of an inequality states no value, unless the problem asks an extremum
    if operator_limit(vis, s) and not isinstance(m.value, Word):
        return "operator limit"  # "\\sum_{k=1}^{N}", "\\int_0^1": the range a big operator runs over (agon.spans)
    if pointwise_limit(vis, s, problem) and not isinstance(m.value, Word):
        return "pointwise limit"  # "h_n(x) \\to 0" where the problem asks the integral's limit (agon.spans.pointwise_limit)
    if at_point(vis, s) and not isinstance(m.value, Word) and \
            not re.match(r"\s*\$?\s*(?:[.!?]|$)", vis[e:e + 4]):
        return "point"  # "converges: near 0, ...", "blows up at 0 but ...": where the work looks (agon.spans.at_point)
    run = mixed_quantity(vis[s:e])  # "2 ft 2 in": one quantity in mixed units, no argument, no list of givens (answer_forms.quantities)
    if re.search(r"\(\s*$", vis[max(seg.start, s - 3):s]) and re.match(r"\s*[),]", vis[e:e + 3]) and not run:  # an argument "(3)"
        return "argument"
    listed = (in_list(vis, s, e) or table_row_cell(vis, s)) and not re.match(r"[A-Za-z]{1,2}\s+\w", vis[s:e])  # a clause read whole ("x lies
    # strictly between ...") is no element of a number list before it
    if _OPERATION_BEFORE.search(vis[max(seg.start, s - 30):s]) or in_braces(vis, s, e) or listed or \
            (of_givens(vis[s:e], givens) and not _reduced(vis[s:e], m.value) and not run and
             not _solution_set(m.value) and (m.kind != "spoken" or m.arith)):  # "24 out of 64" of the problem's tiles (an interval
        # of given ends, "[2, 5)" for x >= 2 and x < 5, is a new value; a value stated in words of givens, "the length
        # of the vector (1, 1, 8)", is the value)
        return "operation, list or givens"
    if _LINE_HEAD.fullmatch(vis[vis.rfind("\n", 0, s) + 1:s]) and re.match(r"\s*\$?\s*:", vis[e:e + 4]) and _UNEVALUATED.search(vis[s:e]):
        return "label"  # "2. $\\log_3 27$: since ...": an expression heading its line item, still to evaluate
    if counted_label(vis, seg.start, s, e, m.kind) or LABEL_COLON.search(vis[max(seg.start, s - 20):s]):
        return "label"
    if m.kind == "words" and _SCALES.match(vis, e):
        return "multiplier"
    if re.search(r"\d:$", vis[max(0, s - 2):s]) or re.match(r":\d\d", vis[e:e + 3]):
        return "time of day"
    if count_root and ASSIGNED_BEFORE.search(vis[max(seg.start, s - 20):s]):
        return "root"
    if count_root and sign_check(vis, s, e):
        return "sign check"  # "f(2) = 3 > 0" where the problem counts roots: a sign at a point (agon.spans.sign_check)
    answer_pos = in_answer_position(vis[seg.start:seg.end], s - seg.start, e - seg.start)
    if noun and other_noun(vis, e, asked) and not _VERB_NEXT.match(vis, e) and not run:  # a mixed quantity names its own unit
        return "count of another noun"
    if other_dimension(vis, s, e, problem):
        return "quantity of another dimension"  # "halfway is 2 miles" when the time is asked (agon.asked.other_dimension)
    before = vis[max(seg.start, s - 80):s]
    # "K6 has": a name, not work; "**Claim:**": markup, not a product
    computed = bool(_RESULT_RE.search(before)) and left_has_work(re.sub(r"(?<=[A-Za-z])\d+|\*\*", "", before)) and \
        not _given_has(before, givens)  # "196 has exactly 9 divisors": a property of the given, stated
    nums = _numbers(later)
    asides = [(a.start(), a.end()) for a in re.finditer(r"\([^()]*\)", later)]  # "(I first wrote 41)", "(23 = 5·4 + 3)": no work
    # an operand of later arithmetic ("log_3 27 = 3" ... "6 - 3"): the kept work after it uses it; a check in an aside does not
    known = [x.value for x in _numbers(vis[:s])] + list(givens)
    reused = any(values_equal(x.value, m.value) and operand_or_left_side(later, x.start, x.end) and
                 not (x.arith and _TO_HIDDEN.match(later, x.end) and  # "Fraction: $3/12 = [hidden]$": the value
                      not any(values_equal(y.value, m.value) for y in _numbers(later[x.start:x.end]))) and  # computed
                 # again in the final step, whose result is the conclusion, is no use of it ("32 - 16 =" uses 16)
                 (not x.arith or not any(a <= x.start < b for a, b in asides) and not _checks(later, x.end, known))
                 for x in _numbers(later, operands=True)) or any(
        values_equal(_sympy_int(b.group(1)), m.value) and not _checks(later + closing, b.end(), known)
        for b in _BASE.finditer(later + closing)) or any(  # the base of a power ("1^{50}"), the conclusion's too
        # a quantity read in another unit, reused by its number as written ("= 1440 minutes" ... "1440 · 60 s"): the
        # number as written is not the answer's, and the later work is an operation on it
        values_equal(x.value, v) and operand_or_left_side(later, x.start, x.end)
        for v in m.alts for x in _numbers(later, operands=True)) or any(
        _literal_operand(later, v) for v in m.alts)  # "400 ounces" ... "In pounds: 400 / 16" (read whole as 25)
    if computed or check:  # a result: intermediate when later work uses it again or goes on to new values ("Times 7 gives 315")
        seen = [x.value for x in _numbers(vis[:e])] + list(givens)
        goes_on = any(not values_equal(x.value, m.value) and not any(values_equal(x.value, v) for v in seen)
                      for x in nums if x.kind == "number" and not any(a <= x.start < b for a, b in asides))
        goes_on = goes_on and type(m.value).__module__ != "sympy.sets.sets"  # no value follows from an interval ("x > 5": all reals above 5)
        return "intermediate result" if reused or goes_on else None
    return "value in use" if not answer_pos and (reused or _derived(prior, m.value)) else None


def value_role(vis: str, seg: Segment, m: Mention, *, givens: Sequence[Any], problem: Optional[str],
               rewrite: bool = False) -> Optional[str]:
    """What mention ``m`` (span in ``vis``) of segment ``seg`` IS, whatever it is used for: ``"coefficient"``
    (written against its variable: ``\\frac{1}{2}bh``, ``2\\pi r``), ``"given"`` (the problem's value in any form
    it reads: a numeral, words, another unit, its own formula; outside answer position; a given restated about the
    same subject, ``agon.asked_role.restated_given``; a multiplier word on its operand is a coefficient, "twice $y$")
    or ``"property of another object"`` ("has multiplicity 2", "period 6"), or a role of :func:`structural_role` (a
    root of a shown factor, a count of things, a point, a residue of another modulus, a named coefficient as
    ``"given"``); ``None`` when it is none of these. The one role function the
    fail-closed pass (:func:`work_reason`) and value provenance (``agon.provenance``) both consult: such a mention
    is work in both, so the two passes cannot disagree about it. ``givens``: the problem's values;
    ``rewrite``: the answer's value is a given the problem asks to rewrite (only its own form is then a given)."""
    s, e = m.start, m.end
    role = structural_role(vis, seg.start, s, e, m.value, problem)
    if role:
        return role
    if _COEFFICIENT.match(vis, e) or variable_after(vis, e):
        # "A = \\frac{1}{2}bh", "2\\pi r", "$C = 2\\pi r$": a coefficient of a formula, not a stated value
        return "coefficient"
    if m.kind == "words" and multiplier_operation(vis, s, e, problem):
        return "coefficient"  # "twice $y$ equals 4": a multiplier word on its operand (answer_forms.reader_roles)
    if restated_given(vis, s, e, problem):
        return "given"  # "each carton has 12 eggs" for "A carton holds a dozen eggs" (agon.asked_role)
    if problem and (getattr(m.value, "free_symbols", None) and _flat(vis[s:e]) in _flat(problem) or
                    problem_expression(vis[s:e], problem)):
        return "given"  # the problem's own formula or expression restated ("Factor x^2 + 5x + 6", "$\\log_2 64$ asks")
    if (m.kind == "words" or not re.search(r"\d", vis[s:e])) and problem and re.search(r"(?i)\b" + re.escape(re.sub(r"^(?:a|an|one)\s+", "", vis[s:e].lower())) + r"(?:e?s)?\b",
                                                    problem):
        return "given"  # a quantity or unit the problem names in words ("a dozen"; "a week" for "4 weeks")
    if (other_base(vis, s, e, problem) or variable_value(vis, s, problem) or unit_constant(vis, s, e, problem) or
            variable_of_asked_expression(vis, s, problem)) and not _ANSWER_PHRASE_RE.search(vis[max(seg.start, s - 80):s]):
        return "another quantity"  # the number before the asked base conversion; a variable's value in a count; a unit constant (agon.asked_role)
    if any(values_equal(v, g) for v in (m.value, *m.alts) for g in givens) and other_named_object(vis, seg.start, s, problem):
        return "given"  # "so $BC = 8$" read off the problem's figure where its area is asked: another object's given
    answer_pos = in_answer_position(vis[seg.start:seg.end], s - seg.start, e - seg.start)
    ordinal = m.kind == "words" and re.search(r"(?i)(?:st|nd|rd|th)$", vis[s:e])  # a place, not the given value
    # a given; where the answer's value is itself a given ("Reduce 18/42"), only the problem's own form is one
    given = any(values_equal(v, g) for v in (m.value, *m.alts) for g in givens) and \
        not asked_thing_after(vis, e, m.value, problem)  # "fifteen litres of water" when water is asked: not the given 15
    from agon_mcore.agon.answer_forms.reader_roles import asks_count

    if given and m.kind == "count" and asks_count(problem):
        given = False  # a count in words ("no real solutions") counts what the problem asks; "= 0" gives no count
    if given and rewrite and problem:
        given = re.sub(r"\s+", "", vis[s:e]) in re.sub(r"\s+", "", problem)
    if given and problem:  # the value names the asked thing ("chapter X" for "Which chapter ..."): not the given
        wm = re.search(r"(?i)\b(?:which|what)\s+([a-z]{3,})\b", problem)
        near = re.findall(r"[A-Za-z]{3,}", vis[max(seg.start, s - 15):s])[-1:] + re.findall(r"[A-Za-z]{3,}", vis[e:e + 15])[:1]
        given = not (wm and any(w.lower().startswith(wm.group(1).lower()[:5]) for w in near))
    if not answer_pos and not ordinal and given:
        return "given"
    # "the roots each have multiplicity 2"; a bound ("with fewer than 6", "having no more than 6") names no property
    # (in answer position too where the number is the answer's own value: "So the cycle has length 4" where the units
    # digit is asked names another object's property; not a reading through a relation, "So the sphere has diameter
    # 6" for the radius 3; a property the question names, "the side length", is no other object's)
    if (not answer_pos or m.kind == "number" and not m.alts) and named_property(vis, seg.start, s, problem) and \
            not _BOUND_BEFORE.search(vis[max(seg.start, s - 12):s]):
        return "property of another object"
    return None


_BOUND_BEFORE = re.compile(r"(?i)\bthan\s*\$?\s*$")  # a comparison before the value: a bound, no property


def work_role(vis: str, seg: Segment, m: Mention, **kw) -> bool:
    """Whether mention ``m`` is work by its role (:func:`work_reason` names the role)."""
    return work_reason(vis, seg, m, **kw) is not None


def readable_mention(text: str, m: Mention, problem: Optional[str], givens: Sequence[Any]) -> bool:
    """The reader's side of the same roles: mention ``m`` of ``text`` (any text, read as one segment)
    states the answer unless :func:`work_reason` names a role for it."""
    text = _TAG.sub(lambda t: " " * len(t.group(0)), text)
    seg = Segment(0, len(text), "text")
    later = text[m.end:]
    rewrite = bool(problem and _REWRITE.search(problem)) and any(values_equal(m.value, g) for g in givens)  # as the summarizer
    return work_reason(text, seg, m, givens=givens, prior=[], later=later, count_root=False, asked=None,
                       problem=problem, rewrite=rewrite) is None


def _literal_operand(later: str, v: Any) -> bool:
    """The integer ``v`` (a quantity's number as written, read in another unit) is an operand of arithmetic still to do
    that ends its line ("400 ounces" ... "In pounds: 400 / 16."), which the value readers read whole (as 25): the
    final step computes with the number as written. A use in a sentence that goes on ("$5400 / 60$ gives the minutes
    back") or in a check ("a check on the unit: $5400 / 60$") is a check of the answer, no such step."""
    if not getattr(v, "is_Integer", False):
        return False
    from agon_mcore.agon.answer_forms.operands import literal_operand
    from agon_mcore.agon.answer_forms.reader_roles import in_check  # (late: reader_roles imports this module)
    from agon_mcore.agon.operand_later import pending_tail

    for line in later.split("\n"):
        line = re.sub(r"\[hidden[^\]]*\]", " ", line)  # a summary's placeholder ends no step
        tail = pending_tail(line)
        if tail is not None and literal_operand(str(v)).search(tail) and \
                not in_check(line, line.rfind(tail), len(line)):  # "a check on the unit: $5400 / 60$": a check
            return True
    return False


def _checked_by_right_side(vis: str, e: int, value) -> bool:
    """``vis[e:]`` is ``= <arithmetic>`` (to the clause's end) whose value is ``value``."""
    from agon_mcore.agon.spans import _arith_value

    rm = re.match(r"\s*\$?\s*(?:=|≈)\s*([-\d\s+*/×·()^.]+|(?:[-\d\s+*/×·()^.]|\\cdot|\\times)+)", vis[e:e + 60])
    if not rm or not re.search(r"[-+*/×·^]|\\cdot|\\times", rm.group(1)):
        return False
    expr = rm.group(1).replace("×", "*").replace("·", "*").replace("\\cdot", "*").replace("\\times", "*").strip(" .")
    if "^" in expr:
        return False
    try:
        v = _arith_value(expr)
        return v is not None and values_equal(_sympy_rational(v), value)
    except Exception:  # noqa: BLE001 - not arithmetic
        return False


def _checks(later: str, e: int, known: Sequence[Any]) -> bool:
    """The relation that an operand ending at ``e`` of ``later`` stands in is a check: its clause carries a check mark,
    or ends in a value the draft already had (``8 · 5 = 40`` after ``n(n − 3) = 40``), not in a new value or an
    expression still to evaluate (``6 - 3.``)."""
    from agon_mcore.agon.answer_forms import number_mentions

    clause = re.split(r"[.;!?\n](?=\s|$)", later[e:], maxsplit=1)[0]
    if _CHECK_MARK.search(clause):
        return True
    end = re.search(r"(?:=|≈)\s*\$?\s*([-−]?\d+(?:\.\d+)?)\s*\$?\s*$", clause)
    return bool(end) and any(values_equal(x.value, k) for x in number_mentions(end.group(1)) for k in known)


_CHECK_MARK = re.compile(r"[✓✔✅☑]|\\checkmark|\bchecks?\s+out\b|\bholds\b|\bmatches\b|\bcorrect\b", re.IGNORECASE)


def _sympy_int(t: str):
    import sympy

    return sympy.Integer(int(t))


def _sympy_rational(v):
    import sympy

    return sympy.Rational(v.numerator, v.denominator)


def _flat(t: str) -> str:
    return re.sub(r"[\s$*]|\\cdot", "", t.replace("−", "-"))


def _reduced(span: str, value) -> bool:
    """``span`` writes ``value`` as a fraction in lowest terms (``\\sfrac{2}{3}``), not a division to do."""
    from agon_mcore.agon.answer_forms import number_mentions

    nums = [int(x.value) for x in number_mentions(span) if x.kind != "sub" and getattr(x.value, "is_Integer", False)]
    if len(nums) != 2 or not nums[1]:
        return False
    from fractions import Fraction
    from math import gcd

    try:
        return gcd(nums[0], nums[1]) == 1 and Fraction(nums[0], nums[1]) == Fraction(str(value))
    except (ValueError, TypeError):
        return False


# a relation whose right side is hidden or blank to its clause's end: the final step, its result in the conclusion
_TO_HIDDEN = re.compile(r"\s*\$?\s*=\s*\$?\s*(?:\[hidden[^\]]*\]\s*)?\$?\s*(?:[.,;]|\n|$)")


def operand_or_left_side(t: str, s: int, e: int) -> bool:
    """``t[s:e]`` is an operand of arithmetic or the left side of a relation (work, not a statement)."""
    return bool(_OP_BEFORE.search(t[max(0, s - 10):s]) or _OP_AFTER.match(t, e) or _REL_AFTER.match(t, e))


def _numbers(t: str, operands: bool = False) -> List[Mention]:
    """The numbers of ``t`` (digits and words); with ``operands``, those inside arithmetic (``1440 · 60``) too."""
    from agon_mcore.agon.answer_forms import number_mentions, word_mentions

    return [x for x in number_mentions(t) + word_mentions(t) if x.kind not in ("sub", "exp") and (operands or not x.arith)]


def _derived(prior: Sequence[str], value) -> bool:
    """The draft computed ``value`` before (a result with work on its left in an earlier segment)."""
    for line in prior:
        for x in _numbers(line):
            if values_equal(x.value, value):
                b = line[max(0, x.start - 80):x.start]
                if _RESULT_RE.search(b) and left_has_work(b):
                    return True
    return False


# the problem asks to rewrite a value it gives ("Reduce 18/42"): its value is then no given
_REWRITE = re.compile(r"(?i)\b(?:reduce|simplify|express|rewrite|write|convert|expand|factor|lowest\s+terms|simplest\s+form)\b")


def fail_closed_spans(vis: str, segs: Sequence[Segment], spans: Sequence[Tuple[int, int, str]], answers: Sequence[str],
                      problem: Optional[str], givens: Sequence[Any], count_root: bool, asked: Optional[str]
                      ) -> List[Tuple[int, int, str]]:
    """The :data:`HIDDEN` spans to add: every reader mention in a kept text segment (code blocks
    aside: ``summary._code_answer_spans`` reads them) that is not already hidden and not work by role."""
    hidden = sorted((s, e) for s, e, _ in spans)

    def covered(s: int, e: int) -> bool:
        return any(a < e and s < b for a, b in hidden)

    rewrite = bool(problem and _REWRITE.search(problem)) and \
        any(values_equal(v, g) for a in answers for v in parse_answer(a).values for g in givens)
    plain = _TAG.sub(lambda t: " " * len(t.group(0)), vis)  # roles read without markup ("</answer>" is no division)
    concl = [(s, e) for s, e, p in spans if "conclusion" in p]  # the conclusion's operands, not its box
    closing = re.sub(r"\\boxed\s*\{(?:[^{}]|\{[^{}]*\})*\}", " ", vis[min(s for s, _ in concl):]) if concl else ""
    out: List[Tuple[int, int, str]] = []
    for k, sg in enumerate(segs):
        if sg.kind == "code":  # a literal of the answer's value in code is answer position (answer_forms.code_literals)
            out += literal_answer_spans(vis[sg.start:sg.end], sg.start, [m for a in answers for m in answer_mentions(
                vis[sg.start:sg.end], a, include_formula_parts=False) if not covered(sg.start + m.start, sg.start + m.end)], HIDDEN)
        if sg.kind == "code" or all(a <= sg.start and sg.end <= b for a, b in hidden):
            continue
        t = vis[sg.start:sg.end]
        ms = [m for a in answers for m in reader_mentions(t, a, problem)]
        if not ms:
            continue
        # what the summary keeps of the segments before: a value "computed before" only in a hidden statement is no reuse
        prior = [blank_hidden(vis, x.start, x.end, hidden + [(a, b) for a, b, _ in out]) for x in segs[:k] if x.kind != "code"]
        for m in ms:
            mm = Mention(sg.start + m.start, sg.start + m.end, m.value, m.kind, m.approx, m.alts, m.arith)
            if covered(mm.start, mm.end) or any(mm.start >= s and mm.end <= e for s, e, _ in out):
                continue
            later = blank_hidden(vis, mm.end, len(vis), hidden)  # the rest of the sentence too ("A dozen is 12, so 3 × 12")
            if work_role(plain, sg, mm, givens=givens, prior=prior, later=later, count_root=count_root, asked=asked,
                         problem=problem, rewrite=rewrite, closing=closing):
                continue
            out.append((mm.start, mm.end, HIDDEN))
    return out


def blank_hidden(vis: str, lo: int, hi: int, hidden: Sequence[Tuple[int, int]]) -> str:
    """``vis[lo:hi]`` with the hidden spans ``(start, end)`` (characters of ``vis``) blanked by spaces:
    the same length, so offsets hold. Used by this pass and by :mod:`agon_mcore.agon.results`."""
    chars = list(vis[lo:hi])
    for a, b in hidden:
        for i in range(max(a, lo), min(b, hi)):
            chars[i - lo] = " "
    return "".join(chars)
