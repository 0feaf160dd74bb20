"""The reader: every value a text states (:func:`value_mentions`), the graded answer read the same
way (:func:`parse_answer`), which mentions state it (:func:`answer_mentions`) and where they stand
(answer position, givens)."""
from __future__ import annotations

import functools
import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.markup import TAG as FORMAT_TAG
from agon_mcore.agon.answer_forms.approx import rounds_to
from agon_mcore.agon.answer_forms.canon import STYLE_COMMANDS, canonical
from agon_mcore.agon.answer_forms.choices import choice_mentions
from agon_mcore.agon.answer_forms.code_literals import code_literal_mentions
from agon_mcore.agon.answer_forms.derived import derived_mentions
from agon_mcore.agon.answer_forms.formulas import latex_mentions, plain_mentions, worded_operation_mentions
from agon_mcore.agon.answer_forms.spoken_ops import place_word_mentions, spoken_operation_mentions, vector_norm_mentions
from agon_mcore.agon.answer_forms.languages import language_mentions
from agon_mcore.agon.answer_forms.notation import number_mentions, remap
from agon_mcore.agon.answer_forms.accounting import accounting_mentions
from agon_mcore.agon.answer_forms.continued_fractions import continued_fraction_mentions
from agon_mcore.agon.answer_forms.factorisation import expanded_in_base, prime_factorisation
from agon_mcore.agon.answer_forms.restated_forms import identity_remark, restated_mentions
from agon_mcore.agon.answer_forms.numeral_symbols import lookalike_digit_mentions, numeral_symbol_mentions, sexagesimal_mentions
from agon_mcore.agon.answer_forms.scripts import script_mentions
from agon_mcore.agon.answer_forms.unit_counts import grid_count_mentions, unit_count_mentions
from agon_mcore.agon.answer_forms.values import (
    Answer,
    Mention,
    Word,
    _is_number,
    _sp,
    latex_value,
    plain_value,
    values_equal,
)
from agon_mcore.agon.answer_forms.words import count_mentions, word_mentions

# ----------------------------------------------------------------------------- the reader


_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9_-]*(?:\s[^<>\n]*)?>")
_BOLD = re.compile(r"(?<![\w*])\*\*([^*\n]+?)\*\*(?![\w*])")


def value_mentions(text: str, answer: Optional["Answer"] = None) -> List[Mention]:
    """Every value ``text`` states (module docstring), sorted by start. ``answer`` (when
    given) lets the reader skip the costly symbolic parses a numeric answer cannot match. The text
    is read in its canonical form (``canon.canonical``) and the spans mapped back."""
    text = _BOLD.sub(lambda m: "  " + m.group(1) + "  ", text)  # markdown bold is no power "**" (same length)
    text = _TAG.sub(lambda m: m.group(0) if FORMAT_TAG.fullmatch(m.group(0)) else " " * len(m.group(0)), text)
    # nor is markup "<answer>7</answer>" part of a number (formatting tags "7<b>2</b>" go: answer_forms.markup)
    c, idx = canonical(text)
    ms = _value_mentions(c, answer)
    return ms if idx is None else [remap(m, idx) for m in ms]


_EQ_TAG = re.compile(r"\\tag\*?\s*\{\s*\$?([^{}$]*(?:\{[^{}$]*\}[^{}$]*)*)\$?\s*\}")


def _tag_mentions(text: str) -> List[Mention]:
    """The values of equation tags (``\\tag{$4\\pi i$}``, ``\\tag{27}``): a tag labels its equation; one that holds a
    value states it beside the display (a number label such as ``\\tag{1}`` is read too; its role decides)."""
    if "\\tag" not in text:
        return []
    out = []
    for m in _EQ_TAG.finditer(text):
        v = latex_value(m.group(1)) if m.group(1).strip() else None
        if v is not None and getattr(v, "is_number", False):
            out.append(Mention(m.start(1), m.end(1), v, "latex"))
    return out


def _value_mentions(text: str, answer: Optional["Answer"]) -> List[Mention]:
    symbolic = answer is None or not answer.real_number
    base = number_mentions(text) + word_mentions(text) + script_mentions(text) + numeral_symbol_mentions(text) + \
        lookalike_digit_mentions(text) + sexagesimal_mentions(text)
    out = base + derived_mentions(text, sorted(base, key=lambda m: (m.start, -(m.end - m.start))))
    out += count_mentions(text) + choice_mentions(text) + code_literal_mentions(text)  # Fraction(14, 3)
    out += restated_mentions(text)  # 4!, 3 below zero, 10^9 | N but 10^10 does not
    out += continued_fraction_mentions(text)  # [1; 2, 3, 4] (answer_forms.continued_fractions)
    out += accounting_mentions(text)  # a ledger's "(350)" for -350 (answer_forms.accounting)
    out += _tag_mentions(text)  # an equation's \tag{$4\pi i$}: a label holding a value
    out += unit_count_mentions(text) + grid_count_mentions(text)  # "the number of hours in two full days", "3×3×3 cube"
    # an answer in Euler's number (e - 1, 1/e, e^2): the letter e in math is the constant, parsed as it is
    euler = answer is not None and any(getattr(v, "has", None) and (v.has(_sp().E) or v.has(_sp().exp)) for v in answer.values)
    out += latex_mentions(text, want_symbolic=symbolic or euler or bool(re.search(r"\\(?:sqrt|pi)", text)))
    out += plain_mentions(text, want_symbolic=symbolic, euler=euler)
    out += worded_operation_mentions(text)  # "$2i$ times $\\pi f(x)$": a closed form split by a word
    out += spoken_operation_mentions(text, euler)  # "pi squared", "the square of Euler's limit" (answer_forms.spoken_ops)
    out += vector_norm_mentions(text)  # "the length of the vector $(1, 1, 8)$" (answer_forms.spoken_ops)
    out += place_word_mentions(text)  # "five eights and two ones" for 52_8 (answer_forms.spoken_ops)
    if answer is not None and any(isinstance(v, Word) and not str(v).startswith("choice:") and str(v) not in ("yes", "no")
                                  for v in answer.values):
        for v in answer.values:
            if isinstance(v, Word) and not str(v).startswith("choice:") and str(v) not in ("yes", "no"):
                for m in re.finditer(r"(?<![A-Za-z])(?<![A-Za-z][-‐/])" + r"[\s\-]*".join(map(re.escape, str(v).split())) +
                                     r"(?![A-Za-z])(?![-‐/][A-Za-z])", text, re.IGNORECASE):  # not a piece of "xy-plane"
                    out.append(Mention(m.start(), m.end(), v, "word"))
    out.sort(key=lambda m: (m.start, -(m.end - m.start)))
    return out


_WRAP_RE = re.compile(
    r"\\(?:" + STYLE_COMMANDS + r"|displaystyle)\s*\{([^{}]*)\}"
    r"|\\(?:color|textcolor)\s*\{[^{}]*\}\s*\{([^{}]*)\}"
)


def unwrap(s: str) -> str:
    """``s`` without math delimiters and formatting wrappers (``$\\mathbf{42}$`` -> ``42``)."""
    t = s.strip()
    prev = None
    while prev != t:
        prev = t
        t = t.strip().strip("$").strip()
        for a, b in (("\\(", "\\)"), ("\\[", "\\]"), ("**", "**")):
            if t.startswith(a) and t.endswith(b) and len(t) > len(a) + len(b):
                t = t[len(a):-len(b)].strip()
        t = _WRAP_RE.sub(lambda m: next(g for g in m.groups() if g is not None), t)
        t = t.rstrip(".").strip()
    return t


@functools.lru_cache(maxsize=2048)
def parse_answer(answer: str) -> Answer:
    """Read a graded answer (LaTeX, as the verifier extracted it) as values.

    The right side of ``x = 5`` (the last side of a chain) and the letter and value of a
    choice ``(D) 7`` are readings too. An answer nothing reads gives ``values == []``.
    """
    sp = _sp()
    u = unwrap(canonical(answer)[0])
    forms = [u]
    if "=" in u and not re.search(r"[<>]|\\[lg]eq?|\\neq", u) and _NAME_LHS.fullmatch(u.split("=", 1)[0]):
        # "x = 5", "f(x) = x^2 + 1": the right side is the value; an equation whose left side is a
        # formula ("(x-1)^2 + (y+2)^2 = 9") is one value, its right side alone is not the answer
        rhs = unwrap(u.rsplit("=", 1)[1])
        if not re.fullmatch(r"\s*[A-Za-z]\s*", rhs) or not re.search(r"\(", u.split("=", 1)[0]):
            forms.append(rhs)  # (a function's rule that is its bare argument, "f(x) = x", is no value alone: any
            # letter of the draft would read as it; the rule is read whole, its argument renamed)
    values: List[Any] = []
    real = False
    mc = re.fullmatch(r"\(?\s*([A-Ea-e])\s*\)\s*(?:\\[ ,;:!]|~|\s)*(.*)", u) or re.fullmatch(r"([A-E])", u)
    if mc:
        values.append(Word("choice:" + mc.group(1).upper()))
        rest = mc.group(2) if mc.lastindex and mc.lastindex >= 2 else ""
        forms = [unwrap(rest)] if rest and rest.strip() else []
    low = u.lower().strip()
    if low in ("yes", "no", "true", "false", "\\text{yes}", "\\text{no}"):
        return Answer(answer, [Word("yes" if low in ("yes", "true", "\\text{yes}") else "no")], [], False)
    for f in forms:
        if not f:
            continue
        v = None
        toks = number_mentions(f)
        if len(toks) == 1 and toks[0].start == 0 and toks[0].end >= len(f.rstrip()) and not isinstance(toks[0].value, sp.FiniteSet):
            v = toks[0].value
        # text without LaTeX syntax is read by sympy's own parser first: the LaTeX parser's first
        # call in a process costs about a second (its ANTLR tables), and plain text does not need it
        plain = not re.search(r"[\\{}^_]", f)
        if v is None and plain:
            v = plain_value(f)
        if v is None:
            v = latex_value(f)
        if v is None and not plain:
            v = plain_value(f)
        if v is None and re.fullmatch(r"(?:\\text\{)?[A-Za-z][A-Za-z '\-]*\}?", f):
            v = Word(re.sub(r"\\text\{|\}", "", f).strip().lower())
        if v is not None and not any(values_equal(v, w) for w in values if not isinstance(w, Word)):
            values.append(v)
    for v in list(values):  # "(2, 5)" is an open interval and an ordered pair: read both
        if isinstance(v, sp.Interval) and v.left_open and v.right_open and re.fullmatch(r"\s*\(.*\)\s*", u):
            values.append(sp.Tuple(v.start, v.end))
    for f in forms:  # "25\\%": the decimal 0.25 is the same answer
        toks = number_mentions(f) if f else []
        if len(toks) == 1 and toks[0].alts and re.search(r"%|percent", f):
            values += [a for a in toks[0].alts if not any(values_equal(a, w) for w in values if not isinstance(w, Word))]
    parts = _answer_parts(values)
    real = any(_is_number(v) and v.is_real for v in values)
    return Answer(answer, values, parts, real)


# the left side of an answer "name = value": a letter, a subscripted or primed name, a function of its
# arguments, a command name (``\\text{Area}``), a bracketed name (``P(A)``)
_NAME_LHS = re.compile(r"\s*(?:\\[A-Za-z]+\s*\{?[^{}=]*\}?|[A-Za-z]+'?(?:_\{?\w+\}?)?(?:\s*\([^()=]*\))?)\s*")


def _answer_parts(values: List[Any]) -> List[Any]:
    """The answer decomposed into the parts a text may state one by one: the components of a
    tuple or set, the real and imaginary parts of a complex number, the nonzero coefficients of a
    polynomial in one variable (``2x^2-3x+5`` -> 2, -3, 5)."""
    sp = _sp()
    for v in values:
        if isinstance(v, (sp.Tuple, sp.FiniteSet)) and len(v) >= 2:
            return list(v)
        if isinstance(v, sp.MatrixBase) and len(v) >= 2:  # a matrix stated entry by entry or row by row
            return list(v)
    for v in values:
        if isinstance(v, Word) or not isinstance(v, sp.Expr):
            continue
        try:
            if v.is_number and not v.is_real and v.is_finite:
                re_, im_ = sp.re(v), sp.im(v)
                if re_ != 0 and im_ != 0:
                    return [re_, im_]
            syms = v.free_symbols
            if len(syms) == 1:
                coeffs = [c for c in sp.Poly(v, *syms).all_coeffs() if c != 0]
                if len(coeffs) >= 3 and all(c.is_number for c in coeffs):  # a line's slope and intercept are work
                    return coeffs
        except Exception:  # noqa: BLE001 - not a polynomial: no parts
            continue
    return []


def matches(m: Mention, ans: Answer) -> bool:
    """Whether mention ``m`` states the answer (module docstring). Arithmetic still to do
    (``6 + 6``) does not state a real-number answer, nor a fraction multiplied by a sign any answer
    (``2\\pi i\\cdot\\frac{e^{2i}}{2i}``: kind ``pending``); an exponent or coefficient is a part
    of a formula, compared only by callers that want it (``kind``)."""
    if (m.arith and ans.real_number) or m.kind == "pending":
        return False  # "pending": a fraction multiplied by a sign (formulas.latex_mentions), a product still to do
    for v in ans.values:
        for mv in (m.value, *m.alts):
            if values_equal(mv, v, m.approx if mv is m.value else None):
                return True
        if m.kind == "number" and rounds_to(m.value, m.approx, v):  # 24.375 for 24.38 (answer_forms.approx)
            return True
    return False


# a component stated one by one: "x is 3", "y = -1", "a_2 equals 4", "$n$ is pinned to 2", "y must be 4"
# (the name is the whole left side: "x − y = 3" does not state y; "the real part is -3" does)
# a component named at the start of a data row ("p,6" in CSV, "p | 6", "p<TAB>6"): assigned by its name
_ROW_NAME_BEFORE = re.compile(r"\n[ \t|]*[A-Za-z](?:_\{?\w+\}?)?[ \t]*[,\t|][ \t]*$")
_ASSIGNED_BEFORE = re.compile(r"(?:(?<![-+*/−·×^]\s)(?<![-+*/−·×^\w])[A-Za-z](?:_\{?\w+\}?)?|\bparts?)\s*\$?\s*"
                              r"(?:=|is|equals|:|(?:is|gets|stays)\s+(?:pinned|fixed|forced|locked|stuck|set|held|frozen)\s+(?:to|at)(?:\s+be)?|"
                              r"must\s+be|has\s+to\s+be|can\s+only\s+be|takes\s+the\s+value)\s*(?:\$|\\\(|\*\*)?\s*$")


# a component named by its role noun ("gives the root three", "the zero at 5", "a solution x = 7")
ROLE_NOUN_BEFORE = re.compile(r"(?i)\b(?:root|zero|solution)s?\s+(?:is\s+|at\s+|of\s+|=\s*|[a-z]\s*=\s*)?(?:\$|\\\()?\s*$")


def answer_mentions(text: str, answer: str, *, include_formula_parts: bool = True) -> List[Mention]:
    """The mentions of ``text`` that state ``answer`` (whole, or one of its components for a
    tuple/set answer: ``kind`` is then suffixed ``/part``). Cached: the summarizer asks about the
    same segment several times."""
    ms = _answer_mentions(text, answer)
    if include_formula_parts:
        return list(ms)
    return [m for m in ms if m.kind.split("/")[0] not in ("exp", "coef")]


@functools.lru_cache(maxsize=8192)
def _answer_mentions(text: str, answer: str) -> Tuple[Mention, ...]:
    return tuple(_answer_mentions_uncached(text, answer))


_OPERATOR_BEFORE = re.compile(r"(?:[-+*/×·÷^(]|\\cdot|\\times|\\div|\\left\s*\()\s*\$?\s*$")
# (a dash before words, "$2^5$ -- that's the number we want", is no minus)
_OPERATOR_AFTER = re.compile(r"\s*\$?\s*(?:\\right\s*)?\)?\s*(?:(?!--\s|-\s+[a-z])[-+*/×·÷^_(]|\\cdot|\\times|\\div)")


def _inside_expression(text: str, m: Mention) -> bool:
    """The mention is an operand of a larger expression (``(2^2)^x``, ``3 + 2^2``): no value stated on its own."""
    return bool(_OPERATOR_BEFORE.search(text[max(0, m.start - 12):m.start]) or _OPERATOR_AFTER.match(text, m.end))


# the result of a relation whose left side is no bare numeral ("a_8 = ", "\\operatorname{lcm}(4, 6) = ", not "284 = ")
_RELATION_END = re.compile(r"=\s*\$?\s*$")
_NUMERAL_LEFT = re.compile(r"(?:^|[\s$(=,:;])[-−]?\d+(?:[.,]\d+)*\s*\$?\s*=\s*\$?\s*$")


def _factored_result(before: str) -> bool:
    """``before`` ends in a relation sign whose left side is no bare numeral, in a verb that factors ("it factors
    as") or in a copula after a named quantity ("the least common multiple is"): what follows is that relation's
    result, the number's factorisation."""
    return bool(_RELATION_END.search(before)) and not _NUMERAL_LEFT.search(before) or bool(_FACTORS_AS.search(before)) or \
        bool(_NAMED_IS.search(before))


# a quantity named by a noun phrase and stated with a copula: "the least common multiple is $2^2 \cdot 3^2 \cdot 5$"
_NAMED_IS = re.compile(r"(?i)\bthe\s+(?:[a-z][a-z-]*\s+){0,3}[a-z][a-z-]{2,}\s+(?:is|equals|must\s+be)\s*\$?\s*$")


_FACTORS_AS = re.compile(r"(?i)\b(?:(?:factors?|factori[sz]es?|factori[sz]ed|decomposes?|splits?)\s+(?:in)?(?:to|as)|"
                         r"(?:prime\s+)?(?:factori[sz]ation|decomposition)(?:\s+(?:is|reads))?\s*[:=]?|"
                         r"(?:simplif(?:y|ies)|reduces?|comes?|evaluates?|works?\s+out)\s+to)\s*\$?\s*$")


def _answer_mentions_uncached(text: str, answer: str, *, include_formula_parts: bool = True) -> List[Mention]:
    ans = parse_answer(answer)
    if not ans.values:
        return []
    out = _matrix_mentions(text, ans) + _inequality_mentions(text, ans) + _plain_formula_mentions(text, ans) + \
        _argument_mentions(text, ans) + \
        _cell_formula_mentions(text, ans) + \
        _radian_mentions(text, ans) + language_mentions(text, ans.values)  # number words of any language
    for m in value_mentions(text, ans):
        if m.kind == "sub" or (not include_formula_parts and m.kind in ("exp", "coef")):
            continue
        if matches(m, ans):
            out.append(m)
        elif m.arith and expanded_in_base(text[m.start:m.end], ans.text):
            # the answer's digits in its own base, one term each (answer_forms.factorisation): the numeral shown
            out.append(Mention(m.start, m.end, m.value, "factored", m.approx, m.alts, False))
        elif m.arith and ans.real_number and (prime_factorisation(text[m.start:m.end]) or _FACTORS_AS.search(
                text[max(0, m.start - 30):m.start]) and prime_factorisation(text[m.start:m.end], named=True)) and not _inside_expression(text, m) and \
                (in_answer_position(text, m.start, m.end) or _factored_result(text[max(0, m.start - 40):m.start])) and \
                matches(Mention(m.start, m.end, m.value, m.kind, m.approx, m.alts), ans):
            # in answer position or as a relation's result (``a_8 = \dfrac{3^5}{5^4}``), a prime factorisation is the
            # number's notation (answer_forms.factorisation); elsewhere the product is work still to do ("Take the
            # highest powers: 2^3 · 3^2 · 5.")
            out.append(Mention(m.start, m.end, m.value, "factored", m.approx, m.alts, False))
        elif m.arith and ans.real_number and _terminal(text, m) and in_answer_position(text, m.start, m.end, strict=True) and \
                matches(Mention(m.start, m.end, m.value, m.kind, m.approx, m.alts), ans):
            # arithmetic where the work stops, in answer position ("The total is $40+2$."): the answer
            out.append(Mention(m.start, m.end, m.value, "arith", m.approx, m.alts, True))
        elif m.arith and ans.real_number and identity_remark(text, m.start, m.end) and \
                matches(Mention(m.start, m.end, m.value, m.kind, m.approx, m.alts), ans):
            # arithmetic named as the value in hand ("the same number as $2^7 - 1$"): the value characterised
            out.append(Mention(m.start, m.end, m.value, "arith", m.approx, m.alts, True))
        elif ans.parts and any(values_equal(m.value, p, m.approx) for p in ans.parts) and \
                (_ASSIGNED_BEFORE.search(text[max(0, m.start - 30):m.start]) or _ROW_NAME_BEFORE.search(text[max(0, m.start - 30):m.start]) or
                 ROLE_NOUN_BEFORE.search(text[max(0, m.start - 30):m.start])):
            out.append(Mention(m.start, m.end, m.value, m.kind + "/part", m.approx, m.alts, m.arith))
    return out


# between two entries of a matrix written out: brackets, commas, "and", row breaks
_ENTRY_GAP = re.compile(r"(?:[\s,;:()\[\]{}&|$-]|\\\\|\\(?:begin|end)\{[a-z]*matrix\}|\b[A-Za-z]{1,8}\b){0,12}")


def _matrix_mentions(text: str, ans: Answer) -> List[Mention]:
    """A matrix answer written out entry by entry in row order, in any brackets or a few words
    between them ("rows (1, 4) and (0, 1)", "top row 1 4, bottom row 0 1", ``[[1, 4], [0, 1]]``), or a scalar multiple of
    it named before it ("twice the symmetric matrix with rows (1, 1) and (1, 3)"): one mention of the whole matrix."""
    sp = _sp()
    mats = [v for v in ans.values if isinstance(v, sp.MatrixBase)]
    if not mats:
        return []
    nums = [m for m in number_mentions(text) if m.kind not in ("sub", "exp") and _is_number(m.value)]
    out = []
    for mat in mats:
        n = len(mat)
        for k in range(len(nums) - n + 1):
            run = nums[k:k + n]
            if not all(_ENTRY_GAP.fullmatch(text, a.end, b.start) for a, b in zip(run, run[1:])):
                continue
            if all(values_equal(m.value, v) for m, v in zip(run, mat)):
                out.append(Mention(run[0].start, run[-1].end, mat, "latex"))
                continue
            sm = _SCALED_BEFORE.search(text[max(0, run[0].start - 80):run[0].start])
            c = _scale(sm) if sm else None  # "twice the symmetric matrix with rows (1, 1) and (1, 3)"
            if c is not None and all(values_equal(c * m.value, v) for m, v in zip(run, mat)):
                out.append(Mention(run[0].start - len(sm.group(0)), run[-1].end, mat, "latex"))
    return out


# a scalar multiple named before a matrix written out: "twice the matrix with rows ...", "3 times [[...]]", "half of"
_SCALED_BEFORE = re.compile(r"(?i)\b(twice|double|triple|thrice|half(?:\s+of)?|minus|negative\s+of|(\d+|two|three|four|five|ten)\s+times)"
                            r"\s+(?:the\s+|a\s+)?(?:[A-Za-z-]+\s+){0,6}?\$?\s*(?:\\begin\{[a-z]*matrix\}\s*|\[\s*\[?\s*|\(\s*)?$")
_SCALE_WORDS = {"twice": 2, "double": 2, "triple": 3, "thrice": 3, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}


def _scale(m: "re.Match"):
    sp = _sp()
    w = m.group(1).lower()
    if w.startswith("half"):
        return sp.Rational(1, 2)
    if w.startswith(("minus", "negative")):
        return sp.Integer(-1)
    n = (m.group(2) or w).lower()
    return sp.Integer(_SCALE_WORDS[n]) if n in _SCALE_WORDS else sp.Integer(int(n))


_NUM = r"[-−]?\d+(?:\.\d+)?"
_REL_OP = r"<=|>=|≤|≥|=<|=>|<|>|\\leq?|\\geq?|\\lt|\\gt"
# "x ≥ 1", "-2 < x <= 5", "x > 3 or x < -1" in plain text or LaTeX, the variable alone on its side
_INEQ_RE = re.compile(rf"(?<![\w\\.])(?:({_NUM})\s*({_REL_OP})\s*)?([a-z])\s*({_REL_OP})\s*({_NUM})(?!\.?\d|\w)"
                      rf"(?:\s*(?:,\s*)?(or|and)\s+\3\s*({_REL_OP})\s*({_NUM})(?!\.?\d|\w))?")
_FLIP = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}


def _rel(x, op: str, num: str, flip: bool = False):
    sp = _sp()
    op = {"≤": "<=", "≥": ">=", "=<": "<=", "=>": ">=", "\\le": "<=", "\\leq": "<=", "\\ge": ">=",
          "\\geq": ">=", "\\lt": "<", "\\gt": ">"}.get(op, op)
    if flip:
        op = _FLIP[op]
    return sp.Rel(x, sp.Rational(num.replace("−", "-")), op)


# a spreadsheet cell reference (``A1``, ``$B$2``) in a formula that opens with "=": a variable under another name
_CELL = re.compile(r"(?<![\w$])\$?([A-Z]{1,2})\$?([1-9]\d{0,3})(?![\w(])")
_CELL_FORMULA = re.compile(r"=\s*[-(+]*\s*\$?[A-Z]{1,2}\$?[1-9]")


def _cell_formula_mentions(text: str, ans: Answer) -> List[Mention]:
    """A formula answer written as a spreadsheet cell formula (``=A1^2+2*A1+1`` for ``x^2 + 2x + 1``): each cell
    reference is read as a one-letter variable (the same reference, the same letter), in place, and the formula is
    compared as a plain-text formula (variables renamed, as for any formula answer)."""
    if "=" not in text or not _CELL_FORMULA.search(text):
        return []
    letters = {}
    def rename(m):
        ref = m.group(1) + m.group(2)
        letters.setdefault(ref, "uvwpqrst"[len(letters) % 8])
        return " " * (len(m.group(0)) - 1) + letters[ref]
    refs = [(m.start(), m.end()) for m in _CELL.finditer(text)]
    out = []
    for m in _plain_formula_mentions(_CELL.sub(rename, text), ans):
        start = next((a for a, b in refs if a <= m.start < b), m.start)  # from the reference's first character
        out.append(Mention(start, m.end, m.value, m.kind))
    return out


def _inequality_mentions(text: str, ans: Answer) -> List[Mention]:
    """An interval answer stated as an inequality on the variable alone, in prose or math (``x ≥ 1``,
    ``-2 < x <= 5``, ``x < -1 or x > 3``): the set it describes, compared as a value."""
    sp = _sp()
    if not any(isinstance(v, sp.Set) and not isinstance(v, sp.FiniteSet) for v in ans.values):
        return []
    out = []
    for m in _INEQ_RE.finditer(text):
        lo, lop, var, op, num, conj, op2, num2 = m.groups()
        x = sp.Symbol(var)
        try:
            rel = _rel(x, op, num)
            if lo is not None:
                rel = sp.And(_rel(x, lop.replace("−", "-"), lo, flip=True), rel)
            if conj:
                rel2 = _rel(x, op2, num2)
                rel = sp.Or(rel, rel2) if conj == "or" else sp.And(rel, rel2)
        except (TypeError, ValueError, KeyError):
            continue
        if any(values_equal(rel, v) for v in ans.values):
            out.append(Mention(m.start(), m.end(), rel, "latex"))
    return out


_ASKED_TERM = re.compile(r"\bcoefficients?\s+of\s+(?:the\s+)?(?:\$([^$]{1,30})\$|([a-z](?:\^\{?\d+\}?)?(?:[a-z](?:\^\{?\d+\}?)?)*)\b)",
                         re.IGNORECASE)


def asked_coefficient_mentions(text: str, answer: str, problem: Optional[str]) -> List[Mention]:
    """The answer standing as the coefficient of the term the problem asks about ("the coefficient of
    $x^2$" and a shown expansion ``... + 15x^2 + ...``): answer position, in any layout of the term
    (``x^{2}``, ``x^2``, ``\\cdot x^2``)."""
    if not problem:
        return []
    pm = _ASKED_TERM.search(problem)
    if not pm:
        return []
    term = re.sub(r"[\s{}]|\b(?:term|the)\b", "", pm.group(1) or pm.group(2) or "")
    if not term or not re.search(r"[A-Za-z]", term):
        return []
    ans = parse_answer(answer)
    body = r"[\s{}]*".join(map(re.escape, term))
    rx = re.compile(rf"(?<![\w.^])(\d+(?:\.\d+)?|\\[dt]?frac\{{\d+\}}\{{\d+\}})\s*(?:\\cdot|\*|·)?\s*{body}(?![\w^]|\s*\^)")
    out = []
    for m in rx.finditer(text):
        v = latex_value(m.group(1)) if m.group(1).startswith("\\") else _sp().Rational(m.group(1))
        if v is not None and any(values_equal(v, a) for a in ans.values) and not _problem_formula(text, m.start(1), problem):
            out.append(Mention(m.start(1), m.end(1), v, "coef"))
    return out


def _problem_formula(text: str, pos: int, problem: str) -> bool:
    """The math chunk of ``text`` around ``pos`` (between ``$`` signs on its line), or the relation side holding it, is
    a formula ``problem`` writes (``agon.value_work.problem_expression``): the problem's own polynomial restated, whose
    coefficients are givens, not the asked term's coefficient found."""
    from agon_mcore.agon.value_work import problem_expression

    line_start = text.rfind("\n", 0, pos) + 1
    line_end = text.find("\n", pos)
    line_end = len(text) if line_end < 0 else line_end
    a = text.rfind("$", line_start, pos)
    b = text.find("$", pos, line_end)
    if a < 0 or b < 0:
        return False
    chunk = text[a + 1:b]
    k = pos - a - 1
    sides = re.split(r"=|\\equiv|\\approx", chunk)
    off = 0
    for side in sides:
        if off <= k <= off + len(side):
            return problem_expression(side, problem) or problem_expression(chunk, problem)
        off += len(side) + 1
    return problem_expression(chunk, problem)


# a formula in plain text: one-letter variables, digits, operators, brackets, superscripts, one "="
_FORMULA_RUN = re.compile(r"(?<![\w\\$])(?:[a-z]\b|\d|[a-z](?=[\d²³^(]))[a-z\d\s+\-−*/^()²³.=·×]*[a-z\d)²³]")


def _plain_formula_mentions(text: str, ans: Answer) -> List[Mention]:
    """A symbolic answer (a polynomial, an equation) written as a plain-text formula outside math
    (``f(x) = x² − 2x``, ``2x − y + 1 = 0``), compared up to expansion and, for an equation, a nonzero
    factor and the sides swapped. Only for symbolic answers (a number is read by the number readers)."""
    sp = _sp()
    targets = [v for v in ans.values if isinstance(v, (sp.Equality, sp.Expr)) and getattr(v, "free_symbols", None)]
    if not targets:
        return []
    out = []
    for m in _FORMULA_RUN.finditer(text):
        run = m.group(0).rstrip(". ")
        if not re.search(r"[a-z]", run) or not re.search(r"[-−+*/^²³·×]", run) or re.search(r"[a-z]{2,}", run):
            continue
        sides = run.split("=")
        cands = []
        if len(sides) == 2:
            l, r = (_plain_expr(x) for x in sides)
            if l is not None and r is not None:
                cands += [sp.Eq(l, r, evaluate=False), r]
        elif len(sides) == 1:
            cands.append(_plain_expr(run))
        for v in cands:
            if v is not None and any(values_equal(v, t) for t in targets):
                out.append(Mention(m.start(), m.start() + len(run), v, "expr"))
                break
    return out


# a function applied to a bracket: "f(", "g\\left(", "\\sin(" (the bracket's content is read by _argument_mentions)
_APPLIED = re.compile(r"(?<![A-Za-z0-9])(?:[A-Za-z]|\\[A-Za-z]+)(?:\^\{?-?1\}?)?\s*(?:\\left)?\(")


def _argument_mentions(text: str, ans: Answer) -> List[Mention]:
    """The argument of a function applied to a bracket (``f(2t+3)``, ``g\\left(2y + 3\\right)``) that is the answer where
    the answer is a formula in one or more variables (``2x + 3``), compared as a value up to a renaming of its variables
    (``values_equal``): a check that plugs the answer into the problem's function (``f(f^{-1}(x)) = x``) states it
    whatever the function computes. Only for an answer with one variable and an operation: a number as an argument
    (``f(3)``) is read by the number readers, in its role; a substitution ``u = 3y - x`` checked as ``g(3y - x)`` is the
    problem's relation."""
    sp = _sp()
    targets = [v for v in ans.values if isinstance(v, sp.Expr) and len(getattr(v, "free_symbols", ())) == 1 and not v.is_Symbol]
    if not targets:
        return []
    out = []
    for m in _APPLIED.finditer(text):
        depth, k = 1, m.end()
        while k < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[k], 0)
            k += 1
        if depth:
            continue
        arg = re.sub(r"\\right\s*$", "", text[m.end():k - 1]).strip()
        if not re.search(r"[A-Za-z]", arg) or not re.search(r"[-+−*/^·×]|\\(?:cdot|times|frac)", arg) or "," in arg:
            continue
        v = latex_value(arg)
        if v is not None and any(values_equal(v, t) for t in targets):
            out.append(Mention(m.end(), k - 1, v, "latex"))
    return out


_RADIANS = re.compile(r"((?:\d+(?:\.\d+)?\s*)?(?:π|\\pi)(?:\s*/\s*\d+(?:\.\d+)?)?|\\frac\{(?:\d+\s*)?\\pi\}\{\d+\})\$?\s*(?:radians?|rad)\b")


def _radian_mentions(text: str, ans: Answer) -> List[Mention]:
    """An angle in radians (``2π/5 radians``) where the answer is in degrees (72): the same angle."""
    sp = _sp()
    if not ans.real_number:
        return []
    out = []
    for m in _RADIANS.finditer(text):
        g = m.group(1)
        v = latex_value(g) if g.startswith("\\") else plain_value(g)
        if v is None or not getattr(v, "is_number", False):
            continue
        deg = sp.nsimplify(v * 180 / sp.pi)
        if any(values_equal(deg, a) for a in ans.values):
            out.append(Mention(m.start(), m.end(), deg, "number"))
    return out


def _plain_expr(t: str):
    t = t.strip().replace("−", "-").replace("²", "^2").replace("³", "^3").replace("·", "*").replace("×", "*")
    if not t or len(t) > 80:
        return None
    try:
        from sympy.parsing.sympy_parser import (
            implicit_multiplication_application,
            parse_expr,
            standard_transformations,
        )

        from agon_mcore.agon.answer_forms.values import too_big

        return None if too_big(t) else parse_expr(t.replace("^", "**"), transformations=standard_transformations +
                                                  (implicit_multiplication_application,), evaluate=True)
    except Exception:  # noqa: BLE001 - not a formula
        return None


# conclusion markers and answer-position phrases, shared by the summarizer and the reader
_MARKER_RE = re.compile(
    r"^[\s*_#>\-\d.)]*(?:\*\*)?(?:so|thus|hence|therefore|finally|in\s+conclusion|in\s+total|altogether|overall|in\s+all|"
    r"we\s+conclude|this\s+gives|which\s+gives|giving|i\.e\.|that\s+is|consequently|as\s+a\s+result|the\s+(?:final\s+)?answer|"
    r"(?:final\s+)?answer|our\s+answer|the\s+result|conclusion|the\s+number\s+of\b.*?\bis|the\s+total)\b",
    re.IGNORECASE,
)
_TAIL = r"(?:\s|\$|\*\*|simply\b|just\b|clearly\b|then\b|now\b|\\\(|\\\[|\\[A-Za-z]+\s*\{|\{|\(|exactly\b|about\b|approximately\b|just\b|only\b|a\b|an\b|the\b|option\b|choice\b|[A-Za-z]\s*=)*$"
_ANSWER_PHRASE_RE = re.compile(
    r"(?:\b(?:answer|result|total|count|solution|final\s+value|final\s+count|final\s+result|sum\s+total|grand\s+total|"
    # the asked extremum named ("the smallest such cube is", "the largest possible value is")
    r"(?:smallest|largest|least|greatest|minimum|maximum|minimal|maximal)\s+(?:such|possible|valid|admissible)\s+[a-z]+)s?\b"
    r"[^.;\n]{0,50}?(?:\bis\b|\bare\b|\bwas\b|\bequals?\b|=|:|\bcomes?\s+(?:out\s+)?to\b|\bwould\s+be\b|\bwill\s+be\b|"
    r"\bmust\s+be\b|\bshould\s+be\b|\bbecomes\b|\bof\b))" + _TAIL,
    re.IGNORECASE,
)
# an arrow of any length, or with a label over it, leads to a result as "\\to" does ("25 \\xrightarrow{\\times 2} 50")
ARROW = (r"(?:⟶|⟹|↦|\\(?:long)?(?:rightarrow|mapsto)(?![A-Za-z])|\\x(?:rightarrow|mapsto)\s*(?:\[[^\]]*\])?\s*\{(?:[^{}]|\{[^{}]*\})*\}|"
         r"\\(?:overset|stackrel)\s*\{(?:[^{}]|\{[^{}]*\})*\}\s*\{\s*(?:=|\\to|\\(?:long)?rightarrow)\s*\})")
_RESULT_RE = re.compile(
    r"(?:->|=>|⇒|=|\\approx|≈|\\Rightarrow|\\implies|→|\\to\b|" + ARROW + r"|\bis\b|\bare\b|\bequals?\b|\bgives?\b|\bget\b|\bgets\b|\bgot\b|"
    r"\bobtain\b|\bleav(?:es?|ing)\b|\bmakes?\b|\bbecomes?\b|\byields?\b|\bhave\b|\bhas\b|\bthere\s+(?:are|is)\b|:|\bto\b|≡|\\equiv\b|\|)"
    r"(?:\s+[A-Za-z]{3,}){0,2}" + _TAIL,
    re.IGNORECASE,
)

# the work goes on after the mention: its result is stated next ("six times seven is 42")
_RESULT_AFTER = re.compile(r"\s*(?:\$\s*)?(?:=|≈|\\approx|→|->|=>|\\to\b|" + ARROW + r"|\bis\b|\bequals?\b|\bgives?\b|\bmakes?\b|"
                           r"\byields?\b|,?\s*(?:which|that)\s+(?:is|gives|makes|equals)\s+\$?\s*[-\d])", re.IGNORECASE)
# "..., which is the answer": answer position named after the mention
_ANSWER_AFTER = re.compile(r"[\s$*)]*,?\s*(?:(?:which|that|this)\s+(?:is|gives|makes|equals)\s+(?:the|our|its)\s+"
                           r"(?:\w+'s\s+)?(?:final\s+)?(?:answer|total|result|count|contents?|number|value|solution)\b|"
                           r"(?:is|was|must\s+be|should\s+be)\s+(?:the|our)\s+(?:final\s+|correct\s+)?(?:answer|solution)\b(?!')|"
                           # "..., which is what $L$ equals", "which is exactly what we want": the asked value named after it
                           r"(?:which|that|this)\s+is\s+(?:exactly\s+|precisely\s+)?what\s+(?:we\s+(?:want|need|seek|are\s+after)\b|"
                           r"\$?\s*[A-Za-z]\s*\$?\s+(?:equals|is)\s*[.;!]))",
                           re.IGNORECASE)  # "..., which is the total", "12 is the answer"


_OP_NEXT = re.compile(r"\s*\$?\s*(?:[-+*/×·^÷]|\\times|\\cdot|\\div|\\frac)")
_OP_PREV = re.compile(r"(?:[-+*/×·^÷(]|\\times|\\cdot|\\div)\s*\$?\s*$")


def _terminal(text: str, m: Mention) -> bool:
    """The arithmetic is whole (no operator before or after it) and its result is not stated next."""
    return not (_RESULT_AFTER.match(text, m.end) or _OP_NEXT.match(text, m.end)
                or _OP_PREV.search(text[max(0, m.start - 12):m.start]))


_PLACEHOLDER_RE = re.compile(r"\[hidden(?::[^\]\n]*)?\]")


def in_answer_position(text: str, start: int, end: Optional[int] = None, *, strict: bool = False) -> bool:
    """The mention starting at ``text[start]`` stands in answer position: inside a box, after
    a "the answer/total/result is" phrase, or after a result verb in a sentence that opens
    with a conclusion marker ("So ... = 42", "Therefore the count is 42"). Such a mention
    states the answer even when its value is also a given of the problem."""
    from agon_mcore.verify.answer import boxed_spans  # the verifier's own box reader

    if any(s <= start < (e if e >= 0 else len(text)) for s, e, _, _ in boxed_spans(text)):
        return True
    # the summarizer's placeholders ("[hidden: the conclusion and final answer]") are no words of the draft
    before = _PLACEHOLDER_RE.sub(lambda p: " " * len(p.group(0)), text[max(0, start - 140):start])[-80:]
    if _ANSWER_PHRASE_RE.search(before):
        return True
    if end is not None and _ANSWER_AFTER.match(text, end):
        return True
    if strict:  # arithmetic left to do is the answer only where a phrase names it so
        return False
    cut = max(text.rfind(c, 0, start) for c in ".!?\n")
    sent = _PLACEHOLDER_RE.sub(lambda p: " " * len(p.group(0)), text[cut + 1:start])
    return bool(_MARKER_RE.match(sent) and _RESULT_RE.search(sent))


def states_answer(text: str, answer: str, *, givens: Sequence[Any] = ()) -> bool:
    """Whether ``text`` states ``answer`` by any form of the module docstring, not counting
    values in ``givens`` (values of the problem statement): whole, or every component of a
    tuple/set answer."""
    ans = parse_answer(answer)
    if not ans.values:
        return False
    # a given restated in answer position (boxed, "the answer is 42") is the answer
    ms = [m for m in answer_mentions(text, answer)
          if not _is_given(m, givens) or in_answer_position(text, m.start, m.end)]
    if any(not m.kind.endswith("/part") for m in ms):
        return True
    if ans.parts:
        got = [m for m in ms if m.kind.endswith("/part")]
        return all(any(values_equal(g.value, p, g.approx) for g in got) for p in ans.parts)
    return False


def _is_given(m: Mention, givens: Sequence[Any]) -> bool:
    return any(values_equal(m.value, g) for g in givens)


_RADICAND = re.compile(r"\\sqrt\s*(?:\[[^\]]*\])?\s*(\{[^{}]*\}|\d+)|√\s*(\(?\d+(?:\.\d+)?\)?)|sqrt\s*(\(\s*\d+(?:\.\d+)?\s*\))")


# an ordinal's suffix raised ("12^{\\mathrm{th}}", "1^{st}", "3^\\text{rd}"): the ordinal, no power
ORDINAL_SUPERSCRIPT = re.compile(r"(\d)\s*\^\s*\{?\s*(?:\\(?:mathrm|text|textrm|rm|textup)\s*\{\s*)?(st|nd|rd|th)\s*\}?\s*\}?(?![A-Za-z])")


def problem_values(problem: Optional[str]) -> List[Any]:
    """The values a problem statement gives (its number mentions, digits and words). A radicand is no given: the
    problem gives the root (``\\sqrt{5}`` gives no 5)."""
    if not problem:
        return []
    problem = ORDINAL_SUPERSCRIPT.sub(r"\1\2", problem)  # "$12^{\mathrm{th}}$ grade": the ordinal 12th, no power
    vals = []
    roots = [m.span(g) for m in _RADICAND.finditer(problem) for g in (1, 2, 3) if m.group(g) is not None]
    for m in number_mentions(problem) + word_mentions(problem):
        if m.kind in ("sub", "exp") or m.arith or any(a <= m.start and m.end <= b for a, b in roots):
            continue
        if not any(values_equal(m.value, v) for v in vals):
            vals.append(m.value)
    return vals


def numeral_spans(text: str) -> List[Tuple[int, int]]:
    """Spans of the numbers written with digits in ``text`` (for the hiding metric)."""
    return [(m.start, m.end) for m in number_mentions(text) if m.kind != "sub"]


