"""An unevaluated last step: a formula in words followed by its arithmetic still to do (used by ``agon.results``).

A draft may close its derivation with the operation it would do and leave the evaluation to the next line or to
the box: "Profit is what it's worth minus what he spent: 200k − 130k." The slot after the conclusion connective
holds words (the formula in the problem's terms) and then, after a colon, a dash or "i.e.", numerals under
operations only. The operation is work still to do (the results pass licenses arithmetic still to do, ``(c)``);
only its value would state the answer, and that value stands elsewhere (the conclusion). A run that evaluates
(``= 70k``) or a lone value after the words is no such step. :func:`pending_arithmetic` reads the same kind without
the separator: a clause that ends in arithmetic still to do, unit words after it ("the total time is 11 × 4 hours").
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Optional, Sequence

__all__ = ["calculus_to_do", "words_then_arithmetic", "arithmetic_to_do", "unevaluated_step", "limit_variable_form", "final_expression",
           "pending_arithmetic"]

# numerals (thousands grouped by ``{,}`` or ``\\,``; a LaTeX fraction of digits) with an optional unit mark (degrees, a
# thousands or millions suffix, a percent, a currency sign)
_OPERAND = r"[$€£]?\s*\(?\s*[-−]?(?:\\[dt]?frac\s*(?:\{\d+\}\s*\{\d+\}|\d\d)|\d+(?:(?:\{,\}|\\,)\d{3})*(?:[.,]\d+)?)\s*(?:\^\s*\{?\\circ\}?|°|[kKM]\b|%|\\%)?\s*\)?"
_OP = r"(?:[-+*/×·÷−]|\\cdot|\\times|\\div)"
_ARITH_ONLY = re.compile(r"\s*\$?\s*" + _OPERAND + r"(?:\s*" + _OP + r"\s*" + _OPERAND + r")+\s*\$?\s*[.,;]?\s*")
_SPLIT = re.compile(r"(?::|\s(?:—|–|--)|\bi\.e\.,?|\bthat\s+is,?)\s*(?=\$?\s*[$€£(\d−-])")


def words_then_arithmetic(content: str) -> bool:
    """``content`` (a result slot's text) is a formula in words followed by its arithmetic still to do: the words
    hold no numeral and no relation, a colon, a dash or "i.e." follows them, and after it stand only numerals (with
    units: ``360^\\circ``, ``200k``, ``$5``) under two or more operands' operations. Raises nothing."""
    for m in _SPLIT.finditer(content):
        words, rest = content[:m.start()], content[m.end():]
        if re.search(r"\d|[=<>≈≡]", words) or not re.search(r"[A-Za-z]{3,}", words):
            continue
        if _ARITH_ONLY.fullmatch(rest):
            return True
    return False


def arithmetic_to_do(t: str) -> bool:
    """``t`` is only numerals (with units) under operations, two operands or more, no relation: ``90k − 65k``,
    ``$360^\\circ / 30^\\circ$``. Raises nothing."""
    return bool(_ARITH_ONLY.fullmatch(t))


_STEP_END = re.compile(r"(?:\b(?:is|are|equals|becomes)|:|(?<![<>!])=|\s(?:—|–|--)|\bi\.e\.,?)\s*(?=\$?\s*[$€£(\d−-])")


def unevaluated_step(t: str) -> bool:
    """``t`` (a unit: a sentence, a line, a clause) ends with a step still to evaluate: after its last copula, colon,
    ``=`` or dash stands only :func:`arithmetic_to_do` ("so the side count is $360^\\circ / 30^\\circ$.",
    "Profit: 90k − 65k"), and words precede it. Raises nothing."""
    ends = list(_STEP_END.finditer(t))
    return bool(ends) and re.search(r"[A-Za-z]{3,}", t[:ends[-1].start()]) is not None and arithmetic_to_do(t[ends[-1].end():])


_LIMIT_VAR = re.compile(r"\\lim_\{?\s*([A-Za-z])\s*(?:\\to|\\rightarrow|→)")
_LITTLE_O = re.compile(r"\b[oO]\s*(?:\\left)?\s*\((?:[^()]|\([^()]*\))*(?:\\right)?\s*\)")


def limit_variable_form(content: str, problem: str) -> bool:
    """``content`` (the right side of a relation) is still a function of the variable the problem takes a limit in
    (``\\frac{\\ln(2\\pi n)}{2en} + o(\\frac{\\ln n}{n})`` for ``\\lim_{n \\to \\infty}``): an expansion on the way, not the
    limit's value. The variable must stand outside ``o(...)``/``O(...)`` terms, as a letter of its own (not inside a
    command such as ``\\ln``). Raises nothing."""
    m = _LIMIT_VAR.search(problem or "")
    if not m:
        return False
    body = re.sub(r"\\[A-Za-z]+", " ", _LITTLE_O.sub(" ", content))
    return re.search(r"(?<![A-Za-z])" + m.group(1) + r"(?![A-Za-z])", body) is not None


def final_expression(vis: str, lo: int, s: int, e: int, cut: int, derived: Optional[str]) -> bool:
    """``vis[s:e]`` (in the segment starting at ``lo``) is the final derivation's expression that the conclusion cut
    (``agon.conclusion.final_cut``: ``cut``, kind ``derived``) keeps as work: arithmetic still to do ending at the cut,
    the right side of a relation with work on its left (``C(7, 2) = 7·6/2``, ``6!/(3!·2!·1!) = 720/12``, "half of 12
    is the count we want: 12/2"); "The answer is $30 + 6$" has no work on its left."""
    if derived != "expr" or vis[e:cut].strip(" $.") or not re.search(r"[-+*/×·÷^]|\\(?:frac|cdot|times|binom)|!", vis[s:e]):
        return False
    before = vis[lo:s]
    rel = re.search(r".*(=|\bis\b[^=]*:)\s*\$?\s*$", before, re.S)
    return bool(rel and re.search(r"\d", re.split(r"[.;\n]", before[:rel.start(1)])[-1]))


# a clause's last expression (a math span or a run of digits and operators), then at most three plain words
_CONSTANT = re.compile(r"\\pi(?![A-Za-z])|π|(?<![A-Za-z\\])[ie](?![A-Za-z])")
_TRAILING_EXPR = re.compile(r"(\$[^$]+\$|(?:[-−\d]|\\[dtc]?frac(?![A-Za-z])|\\sqrt(?![A-Za-z]))(?:\\[A-Za-z]+|[-−\d\s+*/×·÷^()²³.,{}π]|(?<![A-Za-z])[ie](?![A-Za-z]))*?)\s*"
                            r"((?:[A-Za-z][A-Za-z'-]*\s*){0,3})[.,;:!]?\s*$")
# a number's unit between it and the next operation ("3 loads/week × 52", "5 boxes + 2"): dropped to read the arithmetic
_UNIT_OPERAND = re.compile(r"(\d)\s+[A-Za-z]{2,}(?:\s*/\s*[A-Za-z]{2,})?(?=\s*(?:[×*·+÷−]|\\times|\\cdot|-\s)\s*\$?\d)")
_FRACTION_ONLY = re.compile(r"[-−]?\s*(?:\d+\s*/\s*\d+|\\[dtc]?frac\s*(?:\{\s*\d+\s*\}|\d)\s*(?:\{\s*\d+\s*\}|\d))")
_HYPHENATED = re.compile(r"\d+(?:[-–]\d+)+")
_ANSWER_HEAD = re.compile(r"(?i)\b(?:answer|result|final|solution)\b")


def _trailing(content: str):
    if content.count("$") % 2:  # the slot's trim took a dollar: the opening one where the text starts inside math
        opened = re.match(r"\s*[-−\d\\({]", content) and not content.lstrip().startswith("$")
        content = "$" + content if opened else content + "$"
    return _TRAILING_EXPR.search(content)


def constant_expression(content: str) -> bool:
    """Whether the clause's last expression computes with a named constant (``\\pi``, ``i``, ``e``) and no variable:
    numbers and constants under operations and commands (``4\\pi \\cdot 2``, ``2\\pi i \\cdot \\frac{1}{32i}``), not
    ``x^2 + x`` nor a radical's arithmetic (``(4 ± √12)/2``, a form the reader keeps as the value's). Raises nothing."""
    m = _trailing(content)
    return bool(m) and bool(_CONSTANT.search(m.group(1))) and \
        not re.search(r"[A-Za-z]", _CONSTANT.sub("", re.sub(r"\\[A-Za-z]+", "", m.group(1))))


def pending_on_numbers(content: str, known: Sequence[Fraction]) -> bool:
    """:func:`pending_arithmetic` whose last expression holds no variable (numbers, and named constants as operands:
    ``$4\\pi \\cdot 2$``): the closing passage's reading (``agon.tail``), where a formula in variables is no
    arithmetic still to do. Raises nothing."""
    m = _trailing(content)
    plain = bool(m) and not re.search(r"[A-Za-z]", re.sub(r"\\[A-Za-z]+", "", m.group(1)))
    return (plain or constant_expression(content)) and pending_arithmetic(content, known)


_CALCULUS_OP = re.compile(r"\\(?:i{1,3}nt|oint|sum|prod|lim)(?![A-Za-z])|[∫∑∏]")


def calculus_to_do(content: str) -> bool:
    """Whether a result slot's clause ends in calculus still to do: its last math span (``$...$``) holds an integral, a
    sum, a product or a limit with no relation after the operator (``\\int_0^{2\\pi}\\ln\\pi\\,d\\theta``, not
    ``\\int_0^1 2x\\,dx = 1``), and no words but a full stop follow it. Raises nothing."""
    m = re.search(r"\$([^$]+)\$?\s*[.,;]?\s*$", content)  # the slot may end before the closing dollar
    if not m:
        return False
    body = m.group(1)
    ops = list(_CALCULUS_OP.finditer(body))
    if not ops:
        return False
    after = re.sub(r"[_^]\s*(?:\{[^{}]*\}|\\?\w+)", " ", body[ops[-1].end():])  # its bounds ("_{k=1}", "_{n\\to\\infty}") are no relation
    return not re.search(r"=|\\approx|≈|\\to|→", after)


def pending_arithmetic(content: str, known: Sequence[Fraction]) -> bool:
    """Whether a result slot's clause ends in arithmetic still to do: its last expression computes with numbers
    (``11 × 4``, ``$10 - 1$``, ``\\frac12 \\cdot 6 \\cdot 4``, with constants as operands: ``4\\pi \\cdot 2``,
    ``2\\pi i \\cdot \\frac{1}{32i}``; quantities with their units: "3 loads/week × 52 weeks"), at most three unit
    words follow it ("hours"), and the
    words before it state only values the reader has (``known``); the clause names the operation, not its result.
    Used by ``agon.results`` as licence (c). Raises nothing."""
    from agon_mcore.agon.results import _ARITH, _in, values_in  # the results pass' own readings (imported late: it imports us)
    from agon_mcore.agon.spans import division_to_do

    content = _UNIT_OPERAND.sub(r"\1 ", content)  # quantities as operands: "3 loads/week × 52 weeks" computes 3 × 52
    m = _trailing(content)
    expr = m.group(1).strip("$ ") if m else ""
    arith = _ARITH.search(expr) or _ARITH.search(_CONSTANT.sub("1", expr))  # "4\pi \cdot 2": constants are operands
    if not m or not arith or values_in(m.group(2)) or "=" in expr or _ANSWER_HEAD.search(content[:m.start(1)]):
        return False  # "the answer is 40 + 2" names the answer (answer_forms.compare reads it)
    if (_FRACTION_ONLY.fullmatch(expr) and not division_to_do(expr)) or _HYPHENATED.fullmatch(expr):
        return False  # a fraction is a value's notation ("= 45/100", not "10 / 2"); "15-7" a record, a score or a range
    return all(_in(v, known) for _, _, v in values_in(content[:m.start(1)]))
