"""Value provenance: the answer's value stays visible only where something other than the answer put it there.

The passes before this one (``agon_mcore.agon.summary``, ``failclosed``, ``results``) keep a mention of the
answer's value when its *role* is work: an operand, a relation's left side, a guess that a check then
confirms, a result that later work uses (the results pass's "used later" licence). A draft that has found its
answer and then plugs it back in ("Check: 15 + 6 = 21 = C(7, 2)", "Try x = 12: 3 · 12 − 7 = 29", "7² = 49 fits
under 50", "(√2 · 5)² = 50 ✓", "Final check passed for 45") shows the answer in exactly those roles, so the role
does not tell work from a plug-back. This pass runs last and decides by where the value *came from*
(:func:`provenance_spans`). Reading the kept text in order, a mention of the answer's value (the reader's forms,
every numeral in digits including an operand, a numerator or a denominator, the base of a power, a bracketed
group of work that evaluates to it: ``(\\sqrt2 \\cdot 5)`` for ``5\\sqrt{2}``) stays only when the value has a
provenance other than being the answer:

* (a) it is a given of the problem (``problem=``: any form the reader reads there, a numeral, a count the problem
  names such as "a pentagon" or "a trio"): then the pass leaves every mention alone;
* (b) a visible derivation produced it here: the result of a relation with work on the other side (``16 + 7 =
  23``, "Half of 24 is 12", "80 km every 60 minutes, i.e. 4 km every 3 minutes"), or a factor of a decomposition
  of a value the draft already has or the problem writes (``15 = 3 · 5`` after "→ 15", ``2026 = 4 · 506 + 2`` for
  ``8^{2026}``); not a bare assignment (``n = 40``, "Try x =
  12"), not an operand, not a derivation inside a hidden span (the conclusion, the chain's final result), and
  not after the draft's final derivation reached the answer as work still to do (``d = \\sqrt{169}``,
  ``\\frac{25 \\cdot 102}{2}``): a relation after it only evaluates or checks that step (``169 = 13^2``, ``= 1275``);
  work still to do is itself no mention of the value;
* (c) it is a later use of a value established by (b);
* (d) it is an operand or a relation's side before a final step that the draft keeps as arithmetic still to do
  ("34 × 80 = 2720" before "the gap is 3000 − 2920" for the answer 80: ``operand_later.final_operands``), in a
  relation whose result later work uses (a side computation, "70,000 / 130,000 ≈ 0.54" with 0.54 never used, is a
  plug-back), or a value that final step computes with ("∠OPA = 30°" before "60° − 30°"): a draft
  that computes its answer last has plugged nothing back before (the reader's pass after this one still hides any
  mention it reads as stating the answer).

Before that, whatever the answer: a side of one of the problem's relations written with the answer in place of
its unknowns (``answer_forms.substitution``: ``5(8) - 7 = 33`` for ``5x - 7 = 3x + 9``, ``2(3) + 1 = 7`` for the
pair ``(3, 1)``) is hidden with its chain (:func:`substituted_spans`). A table's last row holds the table's
result, not data (:func:`last_table_row`). Also whatever the answer, the answer positions the draft's own structure
makes (``agon.enumeration``: a list's last, marked or asked element, a plain-text table's last row, a brace label,
digits described by place) and the asked expression stated with the answer's value (``agon.asked_value``: also a
percentage's share, a conversion's other forms) are hidden, given or not.

A mention that is work by what it is stays too, read by the role function the fail-closed pass consults
(``failclosed.value_role``: a coefficient written against its variables, ``K = \\frac{1}{2}pq``; a given in another
form, "two and a half hours" for 150 minutes; a property of another object, "period 4"), so the two passes cannot
disagree about it.

Every other mention is hidden. Where the mention is an operand or a relation's side, the whole relation chain it
stands in is hidden too (``3 · 12 − 7 = 36 − 7 = 29``: its other side would give the answer back; only the last
side when the mention stands there after work, ``25 + 144 = 169 = [hidden]``; the value alone in an expression
with no relation), and so is a
kept chain around a value an earlier pass hid alone (``[hidden] − 2 = −6``); a bare assignment or a mention in
prose loses the value only (``x = [hidden]``). Not affected (documented choices): mentions whose value is not the
answer's (the negation ``-5`` of ``5``, a root pair ``±2``); formula constants (``n(n − 1)/2``, coefficients of
an expansion), LaTeX arguments, exponents, line labels ("Step 2:"), list elements and table rows (except a
table's last row, where a table of steps ends in its result), counts of
another noun, ratios of values the draft has ("24 out of 64"), arithmetic still to do (``\\binom{7}{2}``); a
problem that counts solutions (a root ``x = 2`` is another quantity than the count 2); integers with |v| <= 3
(parameters everywhere: "mod 3", halving); a draft summarized without its problem (no givens known); answers that
are not one real number (verdicts, choices, sets, tuples, formulas, complex numbers).
"""
from __future__ import annotations

import functools
import re
from typing import Any, List, Optional, Sequence, Tuple

import sympy

from agon_mcore.agon.value_work import command_part
from agon_mcore.agon.answer_forms import HIDDEN, number_mentions, parse_answer, value_mentions, values_equal, word_mentions
from agon_mcore.agon.answer_forms.scripts import script_mentions
from agon_mcore.agon.answer_forms.compare import _RESULT_RE
from agon_mcore.agon.answer_forms.substitution import substitution_runs
from agon_mcore.agon.enumeration import enumeration_spans
from agon_mcore.agon.answer_position import answer_position_spans
from agon_mcore.agon.asked_value import asked_value_spans, conversion_givens, conversion_spans, converted_form, percent_spans
from agon_mcore.agon.conclusion import LABEL_COLON, asked_noun, in_list, left_has_work, other_noun
from agon_mcore.agon.answer_forms import Mention
from agon_mcore.agon.failclosed import blank_hidden, power_base, reader_mentions, value_role
from agon_mcore.agon.segments import Segment
from agon_mcore.agon.named_result import subject_used_later
from agon_mcore.agon.operand_later import final_operands, numeral_in
from agon_mcore.agon.answer_forms.operands import literal_operand
from agon_mcore.agon.spans import division_to_do, in_braces
from agon_mcore.agon.work_parts import anonymous_call

__all__ = ["provenance_spans", "answer_value", "relation_chain", "substituted_spans"]

# tokens of a text: LaTeX commands, words, numbers, runs of spaces, single characters
_TOKEN = re.compile(r"\\[A-Za-z]+|[A-Za-z]+|(?:\d{1,3}(?:,\d{3})+(?!\d|,\d)|\d+)(?:\.\d+)?(?:\s*\\?%(?![0-9A-Fa-f]{2}))?|[ \t]+|.", re.S)
# (70,000 is one number; a percent sign goes with its number: "35\\%", "35%")
_OPS = set("+-−*/×·÷^=≈<>≤≥≠!²³⁴⁵⁶⁷⁸⁹⁰¹√")
_NOT_MATH_CMDS = {"\\text", "\\textbf", "\\mathrm", "\\quad", "\\qquad", "\\boxed", "\\checkmark", "\\implies",
                  "\\Rightarrow", "\\therefore"}
_FUNCS = {"C", "P", "lcm", "gcd", "sqrt", "log", "ln", "sin", "cos", "tan", "binom", "f", "g", "h"}
_OPEN, _CLOSE = "([{", ")]}"
# an operator or a power right before / after the mention: it is an operand
_OP_BEFORE = re.compile(r"(?:[-+*/×·÷^−]|\\cdot|\\times|\\div)\s*\(?\s*$")
_OP_AFTER = re.compile(r"\s*\)?\s*(?:[-+*/×·÷^−²³⁴⁵⁶⁷⁸⁹!]|\\cdot|\\times|\\div)")
_REL_AFTER = re.compile(r"\s*(?:[=≈<>≤≥≠]|\\approx|\\le|\\ge|\\neq|\\equiv)")
_GROUP = re.compile(r"\(([^()\n]{2,60})\)|\{([^{}\n]{2,60})\}")
_BASE = re.compile(r"(?<![\w.^_{])(\d+(?:\.\d+)?)(?=\s*(?:\^|[²³⁴⁵⁶⁷⁸⁹]))")
_WORK_IN_GROUP = re.compile(r"[-+*/×·÷−]|\\cdot|\\times|\\sqrt|√|\\frac")
_WORK_IN_MENTION = re.compile(r"[-+*/×·÷−^²³⁴⁵⁶⁷⁸⁹]|\\cdot|\\times|\\frac|(?<!\\)\b[A-Za-z]{2,}")
_RESTATES = re.compile(r"(?i)\d[^.;\n]{0,60}?,?\s*(?:i\.e\.|that\s+is|in\s+other\s+words)[^.;\n=]{0,40}$")
# a count the problem states by a name ("a convex pentagon" has 5 vertices and 5 sides, "a trio" 3 people)
_NAMED = {"triangle": 3, "quadrilateral": 4, "square": 4, "rectangle": 4, "pentagon": 5, "hexagon": 6, "heptagon": 7,
          "octagon": 8, "nonagon": 9, "decagon": 10, "hendecagon": 11, "dodecagon": 12, "pair": 2, "couple": 2,
          "trio": 3, "quartet": 4, "quintet": 5, "sextet": 6, "septet": 7, "octet": 8, "dozen": 12,
          # objects whose count everyone knows: a die's faces, a coin's sides, a deck's cards, a week's days
          "die": 6, "dice": 6, "coin": 2, "deck": 52, "week": 7, "chessboard": 64}
# arithmetic still to do: a binomial, a factorial, C(n, k), a fraction with an operation inside, a product, an
# integral, a sum or a limit
# a line or step label ("Step 4:", "Case 12", "(3)"); "Candidate 13:" names a value, no label
_LABEL = re.compile(r"(?i)(?:^|\n)\s*(?:[-*#>]\s*)?(?:step|case|part|stage|phase|method|option|round|example|item|lemma|claim|"
                    r"problem|question|exercise|figure|table|row|line)\s*#?\(?$|(?:^|\n)\s*[#(]$")
_TO_DO = re.compile(r"\\binom|\\choose|\d\s*!|\b[CP]\(|\\[dt]?frac\s*\{[^{}]*(?:[-+*×·−]|\\cdot|\\times)|"
                    r"\}\s*\{[^{}]*(?:[-+*×·−]|\\cdot|\\times)|\d\s*(?:[-+*×·÷−^]|\\cdot|\\times)\s*\d|"
                    r"\\(?:i{0,3}int|oint|sum|prod|lim)(?![A-Za-z])|[∫∑∏]")  # calculus still to evaluate (the reader's too)
# a numeral in digits with its sign, not an exponent, an index or a part of a longer number
_DIGITS = re.compile(r"(?<![\d.^_{,])(?<!\^\{)(?<!_\{)[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d]|\.\d|,\d{3})")  # 70,000 too
_FRAC_PARTS = re.compile(r"\\[dt]?frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}")
_NUMERAL = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?!\.?\d)")
_OPERATION = re.compile(r"[-+*/×·÷−²³√]|\^(?!\s*\{?\s*\\circ)|\\(?:cdot|times|div|frac|dfrac|tfrac|sqrt|binom)(?![A-Za-z])")
_VARIABLE = re.compile(r"(?<![A-Za-z\\])[a-z](?![A-Za-z(])")


@functools.lru_cache(maxsize=256)
def _read(t: str, answer: str, problem: Optional[str]) -> Tuple[Any, ...]:
    """``failclosed.reader_mentions`` of one kept text, read once per pass (the mentions, the final expressions and
    the roles read the same segment)."""
    return tuple(reader_mentions(t, answer, problem))


def answer_value(answers: Sequence[str]) -> Optional[Any]:
    """The answer's value when the graded answer is one number (``"45"``, ``"5\\sqrt{2}"``, ``"3/4"``), else
    ``None`` (a verdict, a choice letter, a set, a tuple, a formula with a variable)."""
    for a in answers:
        vals = parse_answer(a).values
        if len(vals) == 1 and getattr(vals[0], "is_number", False) and getattr(vals[0], "is_real", False):
            return vals[0]
    return None


def _tokens(t: str) -> List[Tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(t)]


def _mathy(tok: str, nxt: str) -> bool:
    """The token can stand inside a relation chain (a number, an operator, a variable, a function name
    before its bracket, a LaTeX math command, a bracket); a comma is decided by the caller (inside brackets)."""
    if tok[0].isdigit() or tok in _OPS or tok in _OPEN or tok in _CLOSE or tok == "'":
        return True
    if tok.startswith("\\"):
        return tok not in _NOT_MATH_CMDS
    if tok[0] in " \t":
        return True
    if tok.isalpha():
        return len(tok) == 1 or (tok in _FUNCS and nxt.startswith("("))
    return False


def relation_chain(t: str, s: int, e: int) -> Tuple[int, int]:
    """The relation chain (or expression) of ``t`` that the text ``t[s:e]`` stands in: the run of numbers,
    operators, relation signs, variables, function calls and brackets around it, within one clause (a comma
    only inside brackets; a bracket after a space ends it: ``45 (9 · 10 / 2)`` is a value and an aside).
    Returns ``(start, end)`` in ``t``, trimmed of spaces."""
    toks = _tokens(t)
    i = next((k for k, (a, b, _) in enumerate(toks) if a <= s < b), 0)
    j = next((k for k, (a, b, _) in enumerate(toks) if a < e <= b), i)
    depth = 0
    lo = i
    while lo > 0:
        tok, nxt = toks[lo - 1][2], toks[lo][2]
        if tok == "," and depth > 0:
            lo -= 1
            continue
        if not _mathy(tok, nxt):
            break
        if tok in _CLOSE and lo - 2 >= 0 and toks[lo - 2][2][0] in " \t":
            break  # "(... ) 12": an aside before
        depth += tok in _OPEN
        depth -= tok in _CLOSE
        lo -= 1
    a0 = toks[lo][0]  # the brackets the left part opened close on the right ("3(−4 + 2)")
    depth = sum(t[a0:s].count(c) for c in _OPEN) - sum(t[a0:s].count(c) for c in _CLOSE)
    hi = j
    while hi + 1 < len(toks):
        tok = toks[hi + 1][2]
        nxt = toks[hi + 2][2] if hi + 2 < len(toks) else ""
        if tok == "," and depth > 0:
            hi += 1
            continue
        if not _mathy(tok, nxt):
            break
        if tok in _OPEN and toks[hi][2][0] in " \t" and hi > j and re.search(r"[\d)]\s*$", t[:toks[hi][0]]):
            break  # "45 (9 · 10 / 2)": a bracket after a space is an aside
        if tok in _OPEN and toks[hi][2][0] in " \t" and hi == j:
            break
        if tok in _CLOSE and depth == 0:
            break
        depth += tok in _OPEN
        depth -= tok in _CLOSE
        hi += 1
    a, b = toks[lo][0], toks[hi][1]
    while a < b and (t[a] in " \t" or (t[a] in _OPEN and t.count(_CLOSE[_OPEN.index(t[a])], a, b) == 0)):
        a += 1
    while b > a and (t[b - 1] in " \t" or (t[b - 1] in _CLOSE and t.count(_OPEN[_CLOSE.index(t[b - 1])], a, b) == 0)):
        b -= 1
    return a, b


_REL_SIGN = re.compile(r"=|≈|≤|≥|≠|<|>|\\approx|\\leq?(?![A-Za-z])|\\geq?(?![A-Za-z])|\\neq|\\equiv")


def hide_extent(t: str, s: int, e: int) -> Tuple[int, int]:
    """What to hide around a plugged-in value ``t[s:e]``: its whole relation chain (``5(8) − 7 = 40 − 7 = 33``:
    every other side gives it back), except where it stands in the chain's last side (``169 = 13^2``,
    ``3 \\cdot 3^4 = 3^5``) after work: then that side only, and the work on the left stays, as a derivation's
    does (a bare value decomposed, ``120 = 2 \\cdot 60``, goes whole)."""
    a, b = relation_chain(t, s, e)
    signs = [m for m in _REL_SIGN.finditer(t, a, b)]
    if not signs:
        return s, e  # an expression with no other side (``45^\\circ \\times \\frac{\\pi}{180^\\circ}``): the value only
    if signs[-1].end() <= s and not _REL_SIGN.search(t, e, b) and _OPERATION.search(t, a, signs[-1].start()):
        k = signs[-1].end()
        while k < s and t[k] in " \t":
            k += 1
        return k, b
    return a, b


def _feeds_later(t: str, s: int, e: int, later: str) -> bool:
    """The relation chain around ``t[s:e]`` is a step of the work towards the final step (rule (d)): it has no relation
    sign (arithmetic still to do states nothing), its last side is arithmetic still to do, or its last side is a number
    that ``later`` (the kept text after it) uses as an operand ("34 × 80 = 2720" before "200 + 2720"). A chain that ends anywhere else ("Profit / cost =
    70,000 / 130,000 ≈ 0.54" with 0.54 never used, ``\\frac{70000}{200000} = 35\\%``) is a side computation on the
    answer's value before the draft computes it: a plug-back, hidden."""
    a, b = relation_chain(t, s, e)
    signs = list(_REL_SIGN.finditer(t, a, b))
    if not signs:
        return True
    last = re.fullmatch(r"[\s$]*(\d[\d,]*(?:\.\d+)?)\s*(?:\\?%)?[\s$.,;]*", t[signs[-1].end():b])
    if last is None:  # the chain ends in an expression still to evaluate ("= (1 + 2 + 4)(1 + 5 + 25 + 125)"): work
        return bool(_OPERATION.search(t, signs[-1].end(), b))
    return literal_operand(last.group(1)).search(t[signs[-1].end():b] + later) is not None  # ("= 12, plus 1 gives 13")


def _evaluated_on(t: str, f: int, rest: str) -> bool:
    """The expression at ``t[f]`` (work still to do that evaluates to the answer's value) is evaluated in its own chain
    and the value fed on ("$3(-2)^2 = 3 \\cdot 4 = 12$, plus $1$ gives $13$", "$\\sqrt[3]{a^2} = 2^2 = 4$" then "Rewrite
    ... $4$ as $2^2$"): another quantity that happens to equal the answer, an intermediate, not the draft's final
    derivation."""
    a, b = relation_chain(t, f, f + 1)
    if not _REL_SIGN.search(t, f, b):
        return False
    return _feeds_later(t, f, f + 1, t[b:] + " " + rest)


def _term_has_variable(t: str, s: int, e: int) -> bool:
    """The term around ``t[s:e]`` (up to the next relation sign on each side) holds a variable: the number is
    a constant of a formula (``n(n − 1)/2``, ``2x + 1``), not a value."""
    a, b = relation_chain(t, s, e)
    if anonymous_call(t, s) and re.match(r"\s*\)", t[e:]):
        return False  # ``(lambda x: x*x - 10*x + 25)(5)``: the argument a function literal is applied to, a value
    left = re.split(r"[=≈<>≤≥≠]|\\approx|\\le|\\ge|\\neq", t[a:s])[-1]
    right = re.split(r"[=≈<>≤≥≠]|\\approx|\\le|\\ge|\\neq", t[e:b])[0]
    left = re.sub(r"\\[A-Za-z]+", " ", left)
    right = re.sub(r"\\[A-Za-z]+", " ", right)
    return bool(_VARIABLE.search(left) or _VARIABLE.search(right) or re.match(r"\s*[a-z](?![a-z])", t[e:e + 3]))


def _mentions(t: str, answers: Sequence[str], value: Any, problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of ``t`` whose value is the answer's: the reader's mentions, numbers in any notation (operands
    included), the base of a power, and a bracketed group of work that evaluates to it."""
    out = [(m.start, m.end) for a in answers for m in _read(t, a, problem)  # work that evaluates to it
           if not _to_do(t[m.start:m.end], m, answers)]  # is no mention
    ans = parse_answer(answers[0])
    for m in value_mentions(t, ans):
        if m.kind not in ("number", "coef", "latex", "expr") or _WORK_IN_MENTION.search(t[m.start:m.end].lstrip("-−")) or \
                _to_do(t[m.start:m.end], m, answers):
            continue  # the reader's words and work that evaluates to the answer (a power too) are derivations
        if m.kind == "coef" and re.match(r"\s*[A-Za-z\\]", t[m.end:m.end + 3]):
            continue
        if values_equal(m.value, value):
            out.append((m.start, m.end))
    for m in _DIGITS.finditer(t):  # every numeral in digits, a numerator or a denominator too ("12 / 80 = 0.15")
        if values_equal(sympy.Rational(m.group(0).replace("−", "-").replace(",", "")), value):
            out.append((m.start(), m.end()))
    for m in _FRAC_PARTS.finditer(t):  # "\\frac{70000}{200000}": a numerator and a denominator are values too
        out += [(m.start(k), m.end(k)) for k in (1, 2) if values_equal(sympy.Rational(m.group(k)), value)]
    for m in _BASE.finditer(t):  # "7² = 49": the base is a value of its own
        if values_equal(parse_answer(m.group(1)).values[0] if parse_answer(m.group(1)).values else None, value):
            out.append((m.start(1), m.end(1)))
    for m in _GROUP.finditer(t):  # "(\sqrt2 \cdot 5)^2": a group of work equal to the answer, used as an operand
        body = m.group(1) or m.group(2)
        if not _WORK_IN_GROUP.search(body) or _VARIABLE.search(re.sub(r"\\[A-Za-z]+", " ", body)):
            continue
        if not (_OP_AFTER.match(t, m.end()) or _OP_BEFORE.search(t[max(0, m.start() - 8):m.start()])):
            continue
        vals = parse_answer(body).values
        if len(vals) == 1 and values_equal(vals[0], value):
            out.append((m.start(), m.end()))
    out = sorted(set(out))
    return [x for x in out if not any(y != x and y[0] <= x[0] and x[1] <= y[1] for y in out)]


def _to_do(text: str, m: Any, answers: Sequence[str]) -> bool:
    """The reader's mention is work still to do that evaluates to the answer (``6 - 3``, ``\\binom{7}{2}``,
    ``\\sqrt{169}`` for 13, ``\\frac{80}{0.8}`` for 100): an operation on other numbers than the answer's own
    (``5\\sqrt{2}`` states ``5\\sqrt{2}``), not a statement of the value."""
    if m.arith or m.kind.split("/")[0] == "arith" or division_to_do(text) or _TO_DO.search(text):
        return True
    own, nums = set(_NUMERAL.findall(" ".join(answers))), set(_NUMERAL.findall(text))
    return bool(nums) and bool(_OPERATION.search(text)) and nums != own  # words ("one-zero-two-four") state it


def _final_expressions(t: str, answers: Sequence[str], problem: Optional[str]) -> List[int]:
    """Where the kept text reaches the answer as work still to do in result position (``d = \\sqrt{169}``,
    ``x = 3 \\cdot 5``): the draft's final derivation. Positions (starts) in ``t``."""
    ans = parse_answer(answers[0])
    ms = [m for a in answers for m in _read(t, a, problem)] + \
        [m for m in value_mentions(t, ans) if m.kind in ("latex", "expr") and values_equal(m.value, ans.values[0])]
    return sorted({m.start for m in ms
                   if _to_do(t[m.start:m.end], m, answers) and _RESULT_RE.search(t[max(0, m.start - 80):m.start])})


def _derived_here(t: str, s: int, e: int, before: str, givens: Sequence[Any], problem: str = "") -> bool:
    """The mention is the result of a relation with work on its other side (``16 + 7 = 23``, "Half of 24 is
    12", "80 km every 60 minutes, i.e. 4 km every 3 minutes"), not an operand and not a bare assignment
    (``n = 40``); or a part of a decomposition of a value the draft already has (``15 = 3 · 5`` after "→ 15",
    ``36 = 4 · 9`` for the given 36): factoring a known value derives its factors."""
    b = t[max(0, s - 80):s]
    d = _DECOMPOSED.search(t, max(0, s - 60), s)
    if d:
        # the values the draft has before the decomposition: the givens, every number the problem writes (an
        # exponent too: ``2026 = 4 \\cdot 506 + 2`` for ``8^{2026}``) and every number the draft keeps before
        left, had = sympy.Rational(d.group(1)), before + t[:d.start()] + " " + problem
        mv = t[s:e].lstrip("-−")
        common = [x for x in _PRODUCT.finditer(t) if _NUMERAL.fullmatch(mv) and mv in _NUMERAL.findall(x.group(1))]
        if len(common) >= 2:
            return False  # a factor of two decompositions ("24 = 2 · 12 and 36 = 3 · 12"): their common factor, a result
        if any(values_equal(left, g) for g in givens) or \
                left in {sympy.Rational(x) for x in re.findall(r"(?<![\d.])\d+(?:\.\d+)?(?!\.?\d)", had)}:
            return True
    if _OP_BEFORE.search(t[max(0, s - 12):s]) or _OP_AFTER.match(t, e):
        return False
    from agon_mcore.agon.work_parts import worded_result  # "a quarter of 24, which is 6": work in words

    return bool((_RESULT_RE.search(b) and left_has_work(b)) or _RESTATES.search((before + t[:s])[-120:]) or worded_result(b))


# "N = a · b · ...": a single number on the left, then only numbers, powers and products / sums up to the mention
_DECOMPOSED = re.compile(r"(?<![\w.^{])(\d+(?:\.\d+)?)\s*\$?\s*=\s*\$?\s*(?:\d+(?:\s*(?:\^\s*\{?\d+\}?|[²³⁴⁵⁶⁷⁸⁹]))?\s*"
                         r"(?:[·×*+]|\\cdot|\\times)\s*)*\(?\s*$")


# "N = a · b": a decomposition's right side (the factors)
_PRODUCT = re.compile(r"(?<![\w.^{])\d+\s*\$?\s*=\s*\$?\s*(\d+(?:\s*(?:[·×*]|\\cdot|\\times)\s*\d+)+)")


def _given(problem: Optional[str], answers: Sequence[str], value: Any, givens: Sequence[Any]) -> bool:
    """The problem states the answer's value in some form (``20%`` for 0.2, "9 out of 20" for 0.45, "10 hours"
    for 36000 s, a numeral in ``2^{10}``): every mention may be that given. Work still to do that evaluates to
    the answer (``2^{10}`` for 1024, ``17 + 26``) is the question, not a given."""
    if not problem:
        return any(values_equal(value, g) for g in givens)
    ms = number_mentions(problem) + word_mentions(problem) + script_mentions(problem)
    if any(values_equal(m.value, value) and m.kind not in ("sub", "exp") and not _to_do(problem[m.start:m.end], m, answers)
           for m in ms):
        return True
    if any(values_equal(value, sympy.Rational(x)) for x in re.findall(r"\d+(?:\.\d+)?", problem)):
        return True
    names = [n for w, n in _NAMED.items() if re.search(rf"(?i)\b{w}(?:s|es)?\b", problem)]
    return any(values_equal(value, sympy.Integer(n)) for n in names) or \
        any(not _to_do(problem[m.start:m.end], m, answers) for a in answers for m in reader_mentions(problem, a, None))


_RESULT_LABEL = re.compile(r"(?i)\b(?:total|sum|result|answer|difference|net|altogether|combined|final|left|remaining|overall|all)\b")


def item_row(vis: str, pos: int, problem: Optional[str]) -> bool:
    """``pos`` is in a markdown table row whose first cell names one of the problem's own items in its words and holds no
    result word (``| bag | $6 |`` where the problem prices a book, a pen and a bag): one item's data, not a result."""
    a = vis.rfind("\n", 0, pos) + 1
    b = vis.find("\n", pos)
    line = vis[a:b if b >= 0 else len(vis)].strip()
    if not problem or not line.startswith("|"):
        return False
    label = line.strip("|").split("|")[0]
    words = [w.lower() for w in re.findall(r"[A-Za-z]{3,}", label)]
    return bool(words) and pos > a + line.find(label) + len(label) and not _RESULT_LABEL.search(label) and \
        all(re.search(r"(?i)\b" + re.escape(w[:max(3, len(w) - 1)]), problem) for w in words)


def last_table_row(vis: str, pos: int, problem: Optional[str] = None) -> bool:
    """``pos`` is in the last row of a markdown table of three or more rows (header and separator aside): the
    row a table of steps ends in (``| 5 | 122 |`` after the rows for 1 to 4), its result rather than data. A row
    labelled by one of the problem's own items and no result word (``| bag | $6 |`` in a price list of the book, the
    pen and the bag) is data: one item among the others."""
    a = vis.rfind("\n", 0, pos) + 1
    b = vis.find("\n", pos)
    b = len(vis) if b < 0 else b
    if not vis[a:b].lstrip().startswith("|"):
        return False
    if item_row(vis, pos, problem):
        return False
    nxt = vis[b + 1:vis.find("\n", b + 1) if vis.find("\n", b + 1) >= 0 else len(vis)]
    if b < len(vis) and nxt.lstrip().startswith("|"):
        return False
    rows = 0
    k = a
    while k > 0:
        j = vis.rfind("\n", 0, k - 1) + 1
        line = vis[j:k - 1].strip()
        if not line.startswith("|"):
            break
        rows += not re.fullmatch(r"\|[\s:|-]+\|?", line)
        k = j
    return rows >= 3  # the header and two data rows before it


def _exempt(t: str, s: int, e: int, before: str, givens: Sequence[Any], asked: Optional[str]) -> bool:
    """No value of its own: a formula's constant (``n(n − 1)/2``, a coefficient of an expansion), a LaTeX argument
    (``\\sqrt[3]{..}``, not a numeric fraction's part: ``\\frac{70000}{200000}`` holds two values), a line label, an element of a list or a table row, a count of another noun than the asked
    one ("two nickels" when it asks for ways), or a ratio or fraction of values the draft already has ("24 out of
    64" of the problem's tiles, ``3 : 12`` after ``= 12``)."""
    line = t[t.rfind("\n", 0, s) + 1:]
    nums = _NUMERAL.findall(t[s:e])
    had = {sympy.Rational(x) for x in _NUMERAL.findall(before + t[:s])} | \
        {g for g in givens if getattr(g, "is_Rational", False)}
    labelled = LABEL_COLON.search(t[max(0, s - 20):e + 2]) or _LABEL.search(t[max(0, s - 20):s])
    return _term_has_variable(t, s, e) or bool(labelled) or \
        in_list(t, s, e, False) or line.lstrip().startswith("|") or in_braces(t, s, e) and not _frac_part(t, s, e) or \
        (other_noun(t, e, asked) and not re.match(rf"\s+{re.escape((asked or '')[:4])}", t[e:], re.I)) or \
        (len(nums) >= 2 and not re.search(r"[-+*×·−^√]|\\cdot|\\times|\\sqrt", t[s:e]) and
         all(sympy.Rational(x) in had for x in nums))


def _frac_part(t: str, s: int, e: int) -> bool:
    """``t[s:e]`` is the numerator or the denominator of a numeric ``\\frac`` (``\\frac{70000}{200000}``): a value,
    not a LaTeX argument."""
    return any((m.start(k), m.end(k)) == (s, e) for m in _FRAC_PARTS.finditer(t) for k in (1, 2))


def _work_value(t: str, s: int, e: int, value: Any, answers: Sequence[str], problem: Optional[str],
                givens: Sequence[Any]) -> bool:
    """The mention ``t[s:e]`` is work by what it is (``failclosed.value_role``: a coefficient, a given in any form,
    a property of another object), the same role function the fail-closed pass consults; read as the reader's
    mention of that span where there is one (its value in another unit, its alternatives), else as the number."""
    ms = [m for a in answers for m in _read(t, a, problem) if (m.start, m.end) == (s, e)] or \
        [Mention(s, e, value, "number")]
    seg = Segment(0, len(t), "text")
    # the answer's value is no given here (``_given``): a given equal to it is the problem's work still to do
    # (``Compute 3^7``), so a mention is a given only in another form (another unit, words the problem uses)
    givens = [g for g in givens if not values_equal(g, value)]
    return any(value_role(t, seg, m, givens=givens, problem=problem) for m in ms)


def substituted_spans(vis: str, segs: Sequence[Segment], hidden: Sequence[Tuple[int, int]], answers: Sequence[str],
                      problem: Optional[str]) -> List[Tuple[int, int, str]]:
    """The relation chains of the kept text that plug the answer into one of the problem's relations
    (``answer_forms.substitution``: ``5(8) - 7 = 40 - 7 = 33`` for ``5x - 7 = 3x + 9``, ``2(3) + 1 = 7`` for a
    pair): whatever else the chain holds, it gives the answer back. Any numeric answer, a tuple's components too."""
    if not problem or not answers:
        return []
    ans = parse_answer(answers[0])
    parts = ans.parts or ans.values
    out: List[Tuple[int, int, str]] = []
    for sg in segs:
        if sg.kind == "code" or all(a <= sg.start and sg.end <= b for a, b in hidden):
            continue
        t = blank_hidden(vis, sg.start, sg.end, hidden)
        for s, e in substitution_runs(t, parts, problem):
            while t[s:e].count("(") > t[s:e].count(")") and re.match(r"\s*\)", t[e:]):  # "3(−4 + 2": its bracket
                e = t.index(")", e) + 1
            while t[s:e].count("{") > t[s:e].count("}") and re.match(r"\s*\}", t[e:]):  # "2^{10": its brace
                e = t.index("}", e) + 1
            a, b = hide_extent(t, s, e)
            if not any(x <= sg.start + a < y or x < sg.start + b <= y for x, y, _ in out):
                out.append((sg.start + a, sg.start + b, HIDDEN))
    return out


def provenance_spans(vis: str, segs: Sequence[Segment], spans: Sequence[Tuple[int, int, str]], answers: Sequence[str],
                     problem: Optional[str], givens: Sequence[Any], count_root: bool) -> List[Tuple[int, int, str]]:
    """The :data:`HIDDEN` spans to add so that the answer's value stays only where it has a provenance (see the
    module docstring).

    Args:
        vis: the visible part of the draft; ``segs``: its segments (``agon.segments``).
        spans: the ``(start, end, placeholder)`` spans the earlier passes hide (characters of ``vis``).
        answers: the graded answer and its readings (LaTeX strings); only a one-number answer is handled.
        problem: the problem text; ``givens``: the values it states (sympy values).
        count_root: the problem counts solutions (a root equal to the count is another quantity).

    Returns:
        New spans ``(start, end, HIDDEN)``; empty when the answer is not one number or is a given.
    """
    hidden = sorted((s, e) for s, e, _ in spans)
    out = substituted_spans(vis, segs, hidden, answers, problem)  # the answer plugged into the problem's relations
    out += enumeration_spans(vis, [*spans, *out], answers, problem, count_root)  # a computed list's last or marked element
    out += asked_value_spans(vis, [*spans, *out], answers, problem)  # "\\tan A = 2" for "What is $\\tan A$?"
    out += percent_spans(vis, [*spans, *out], answers, problem)  # 0.25 for the percentage 25
    out += conversion_spans(vis, [*spans, *out], answers, problem)  # "one eighth" for "Write 12.5% as a decimal"
    out += answer_position_spans(vis, segs, [*spans, *out], answers, problem, givens)  # agon.answer_position
    value = answer_value(answers)
    if value is None or problem is None or count_root or (value.is_integer and abs(value) <= 3) or \
            _given(problem, answers, value, givens):
        return out  # no givens known; a root of a counting problem; a small integer as a parameter ("mod 3", "halve")
    asked = asked_noun(problem)
    conv = conversion_givens(problem, answers)  # a conversion problem: the given's own forms are the given's
    alone = [(s, e) for s, e, p in spans if p == HIDDEN]  # values an earlier pass hid: their relation may give them back
    established = reached = False  # reached: the draft's final derivation (work still to do) is behind
    kept_all = blank_hidden(vis, 0, len(vis), hidden)  # the whole kept text (a power's result reused later: power_base)
    cut = min([s for s, _, p in spans if "conclusion" in p] + [len(vis)])
    final_ops = final_operands(vis, cut)  # the final step still computes the answer (agon.operand_later): its numbers
    pending = final_ops is not None
    for sg in segs:
        if sg.kind == "code" or all(a <= sg.start and sg.end <= b for a, b in hidden):
            continue
        t = blank_hidden(vis, sg.start, sg.end, hidden)  # what the summary keeps of the segment
        raw = vis[sg.start:sg.end]
        before = blank_hidden(vis, 0, sg.start, hidden)  # what the summary keeps before the segment
        was = [(s, e, True) for s, e in _mentions(raw, answers, value, problem)
               if any(a <= sg.start + s and sg.start + e <= b for a, b in alone)]
        kept = [(s, e, False) for s, e in _mentions(t, answers, value, problem) if t[s:e].strip()]
        finals = [] if reached or established else _final_expressions(t, answers, problem)
        finals = [f for f in finals if not subject_used_later(t, f, t[f:] + blank_hidden(vis, sg.end, len(vis), hidden))]  # agon.named_result
        finals = [f for f in finals if not _evaluated_on(t, f, blank_hidden(vis, sg.end, len(vis), hidden))]
        for s, e, hid in sorted(kept + was):
            if any(a <= s < b or a < e <= b for a, b in [(x - sg.start, y - sg.start) for x, y, _ in out]):
                continue
            if established:
                continue  # (c) a later use of a value the draft derived
            reached = reached or any(f < s for f in finals)
            if hid:  # "[hidden] − 2 = −6": the kept relation around a hidden operand gives it back
                if (_OP_BEFORE.search(raw[max(0, s - 12):s]) or _OP_AFTER.match(raw, e) or _REL_AFTER.match(raw, e)) and \
                        not _exempt(raw, s, e, before, givens, asked):
                    a, b = relation_chain(raw, s, e)
                    if re.search(r"\d", blank_hidden(vis, sg.start + a, sg.start + b, hidden)):
                        out.append((sg.start + a, sg.start + b, HIDDEN))
                continue
            if conv is not None and not converted_form(t, s, e, conv):
                continue  # "three quarters" for "Write 3/4 as a decimal": the given in its own notation
            if last_table_row(vis, sg.start + s, problem):  # the table's last row holds its final result, not data
                out.append((sg.start + s, sg.start + e, HIDDEN))
                continue
            if not reached and _derived_here(t, s, e, before, givens, problem):
                established = True  # (b); after the final derivation a relation only evaluates or checks it
                continue
            if _exempt(t, s, e, before, givens, asked) or _work_value(t, s, e, value, answers, problem, givens) or \
                    power_base(kept_all, sg.start + s, sg.start + e, value) or \
                    command_part(t, s, e, answers, problem, values=[value]):  # "\\pi \\int ...": a constant against work (agon.value_work)
                continue
            operand = bool(_OP_BEFORE.search(t[max(0, s - 12):s]) or _OP_AFTER.match(t, e) or _REL_AFTER.match(t, e) or
                           _frac_part(t, s, e))  # a fraction's part is an operand of its division
            if pending and operand and sg.start + e <= cut and \
                    _feeds_later(t, s, e, t[relation_chain(t, s, e)[1]:] + blank_hidden(vis, sg.end, len(vis), hidden)):
                continue  # "34 × 80 = 2720" before "the gap is 3000 − 2920": no plug-back of an answer not yet computed
            if pending and sg.start + e <= cut and numeral_in(t[s:e], final_ops):
                continue  # "∠OPA = 30°" before "60° − 30°": a value the final step still computes with
            a, b = hide_extent(t, s, e) if operand else (s, e)
            out.append((sg.start + a, sg.start + b, HIDDEN))
        reached = reached or bool(finals)
    return out
