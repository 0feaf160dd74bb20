"""Values stated in a text, whatever their form: the reader behind the draft summary and the
leak metric.

:func:`value_mentions` finds every value a text states, with its character span, and reads
each as a value (a sympy number, expression, tuple, set, interval or relation; a choice
letter; a yes/no word), whatever the notation:

* digits (``12``, ``-12``, ``12.0``, ``12,000``, ``12\\,000``, ``12{,}000``), fractions
  (``24/2``, ``\\frac{3}{4}``, ``\\tfrac34``, ``\\cfrac{3}{4}``, ``{3 \\over 4}``), mixed
  numbers (``1 1/2``, ``1\\frac{1}{2}``, ``1½``), Unicode fractions and superscripts
  (``⅔``, ``10³``), scientific forms (``1.2e3``, ``1.2×10³``, ``1.2 \\times 10^{3}``),
  repeating decimals (``0.1(6)``, ``0.1\\overline{6}``, ``0.1666...``), bases (``0x1F``,
  ``0b11``, ``1011₂``, ``1011_2``), percent (``40%``, ``40\\%``, ``40 percent``: also read
  as 0.4) and degrees (``60°``, ``60^\\circ``: also read as pi/3 radians), a sign or
  ``±`` (``±2`` is the set {-2, 2});
* number words through ``text2num`` (``forty-two``, ``a dozen``, ``three quarters``,
  ``the fourth``, ``fivefold``, ``twice``), CJK numerals (``五``, ``十二``), and the words
  that state a count or a verdict (``infinitely many`` = oo, ``no such number`` / ``no
  solution`` / ``none`` = 0, ``the unique solution`` / ``exactly one`` = 1, ``impossible``
  = no); a lone ``one`` only where it states a count (``there is one``), not the pronoun;
* plain-text constants (``sqrt(5)``, ``√5``, ``5^(1/2)``, ``2*sqrt(3)``, ``π/3``) through
  sympy, LaTeX (each side of a relation in a math span, each math span whole, each
  bracketed group) through ``latex2sympy2_extended`` (math-verify's own parser);
* a choice letter in a selection phrase (``pick C``, ``option C``, ``(C) is correct``,
  ``C is the only one left``) and coefficients and exponents of a formula (``kind`` says
  which, so a caller can tell a stated value from a part of a formula).

:func:`parse_answer` reads a graded answer the same way and :func:`matches` compares: exactly
(sympy; a negation ``-5`` is not ``5``), a truncated decimal within half a unit of its last
place (``2.236`` for ``\\sqrt 5``; only when the decimal has at least two places and the
answer is not that decimal exactly), sets and tuples elementwise, an inequality as the
interval it describes, equations up to a nonzero factor and sides swapped, expressions up
to expansion.

Code answers: :func:`code_regions` finds code in any form (fences with any tag or ``~~~``,
``<pre>`` / ``<code>``, heredocs, doctest sessions, diffs, indented blocks, inline code) and
:func:`code_similarity` compares a region with the graded program by normalised line and
token overlap (language keywords and type names dropped, so a translation still overlaps).
"""
from __future__ import annotations

import functools
import math
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Iterable, List, Optional, Sequence, Tuple

HIDDEN = "[hidden]"

# ----------------------------------------------------------------------------- data types


@dataclass
class Mention:
    """One value a text states: ``text[start:end]`` read as ``value``.

    Attributes:
        start, end: character span in the text.
        value: a sympy object (number, expression, Tuple, FiniteSet, Interval, relation) or a
            :class:`Word` (``"yes"``, ``"no"``, ``"choice:C"``, a word answer).
        kind: ``number`` (digits in any notation), ``words`` (number words, CJK numerals),
            ``count`` (a count stated in words: infinitely many, unique, none), ``latex``
            (a math-span side or group), ``expr`` (a plain-text constant), ``choice``,
            ``word``, ``coef`` / ``exp`` (a coefficient / exponent inside a formula).
        approx: decimal places of a decimal that may be a rounding (``2.236``: 3), else None.
        alts: other readings (percent: the fraction; degrees: radians).
        arith: the text is arithmetic still to do (``6 + 6``), not a stated value.
    """

    start: int
    end: int
    value: Any
    kind: str
    approx: Optional[int] = None
    alts: Tuple[Any, ...] = ()
    arith: bool = False


class Word(str):
    """A non-numeric value: ``yes`` / ``no``, ``choice:C``, or a lower-cased word answer."""


@dataclass
class Answer:
    """A graded answer read as values (:func:`parse_answer`).

    Attributes:
        text: the answer as graded.
        values: its readings (sympy objects or :class:`Word`), at least one when parsable.
        parts: the components of a tuple or set answer (each read as a value), else empty.
        real_number: the answer is one real number (arithmetic text such as ``6 + 6`` is
            then work, not a statement of it).
    """

    text: str
    values: List[Any] = field(default_factory=list)
    parts: List[Any] = field(default_factory=list)
    real_number: bool = False


# ----------------------------------------------------------------------------- sympy helpers


def _sp():
    import sympy  # imported on first use: the summary module is imported by every process

    return sympy


_I_SYM = None


def _fix_i(e):
    """latex2sympy reads ``i`` as a symbol: the imaginary unit in a number like ``3 + 4i``."""
    sp = _sp()
    try:
        syms = getattr(e, "free_symbols", set())
        if syms and {str(s) for s in syms} == {"i"}:
            return e.subs({s: sp.I for s in syms})
    except Exception:  # noqa: BLE001 - a value that cannot be substituted stays as read
        pass
    return e


@functools.lru_cache(maxsize=8192)
def latex_value(latex: str):
    """``latex`` parsed by ``latex2sympy2_extended`` (math-verify's parser), or None.

    Strings longer than 120 characters, unbalanced braces and any parse error give None.
    """
    t = normalize_latex(latex).strip()
    if not t or len(t) > 120 or t.count("{") != t.count("}"):
        return None
    try:
        from latex2sympy2_extended import latex2sympy

        e = latex2sympy(t)
    except Exception:  # noqa: BLE001 - an unparsable text states no value
        return None
    if isinstance(e, (list, tuple)) and not hasattr(e, "func"):
        return None
    return _fix_i(e)


_PLAIN_EXPR_OK = re.compile(r"[0-9a-zA-Z_.+\-*/^() ]+")


@functools.lru_cache(maxsize=4096)
def plain_value(expr: str):
    """A plain-text constant (``sqrt(5)``, ``5^(1/2)``, ``2*pi/3``) parsed by sympy, or None."""
    t = expr.replace("√", "sqrt").replace("π", "pi").replace("^", "**").replace("−", "-").strip()
    t = re.sub(r"sqrt\s*(\d+(?:\.\d+)?)", r"sqrt(\1)", t)
    if not t or len(t) > 80 or not _PLAIN_EXPR_OK.fullmatch(t):
        return None
    if re.search(r"[A-Za-z_]", re.sub(r"sqrt|pi|\bi\b", "", t)):
        return None
    sp = _sp()
    try:
        from sympy.parsing.sympy_parser import (
            implicit_multiplication_application,
            parse_expr,
            standard_transformations,
        )

        e = parse_expr(t, transformations=standard_transformations + (implicit_multiplication_application,),
                       local_dict={"pi": sp.pi, "sqrt": sp.sqrt, "i": sp.I}, evaluate=True)
    except Exception:  # noqa: BLE001
        return None
    return e if getattr(e, "is_number", False) else None


def _num(v) -> Any:
    sp = _sp()
    if isinstance(v, Fraction):
        return sp.Rational(v.numerator, v.denominator)
    return v


def _is_number(v) -> bool:
    return getattr(v, "is_number", False) and not isinstance(v, Word)


def _close(a, b, tol: float) -> bool:
    try:
        ca, cb = complex(a.evalf(30)), complex(b.evalf(30))
    except Exception:  # noqa: BLE001
        return False
    if any(map(math.isnan, (ca.real, ca.imag, cb.real, cb.imag))):
        return False
    if any(map(math.isinf, (ca.real, cb.real))):
        return ca == cb
    return abs(ca - cb) <= tol


def values_equal(a, b, approx: Optional[int] = None) -> bool:
    """Whether two values read by this module are the same (the rules in the module
    docstring). ``approx`` is the decimal places of ``a`` when ``a`` may be a rounding."""
    if isinstance(a, Word) or isinstance(b, Word):
        return isinstance(a, Word) and isinstance(b, Word) and str(a) == str(b)
    sp = _sp()
    try:
        if _is_number(a) and _is_number(b):
            if a.is_infinite or b.is_infinite:
                return a == b
            if a == b:
                return True
            if a.is_Rational and b.is_Rational:
                if approx is not None and approx >= 2 and (b * 10 ** approx).is_integer is False:
                    return abs(float(a) - float(b)) <= 0.5 * 10.0 ** (-approx) * 1.01
                return False
            if _close(a, b, 1e-20 * (1 + abs(complex(b.evalf())))):
                return True
            if approx is not None and approx >= 2 and a.is_Rational:
                return _close(a, b, 0.5 * 10.0 ** (-approx) * 1.01)
            return False
        if isinstance(a, sp.Tuple) and isinstance(b, sp.Tuple):
            return len(a) == len(b) and all(values_equal(x, y) for x, y in zip(a, b))
        if isinstance(a, sp.FiniteSet) and isinstance(b, sp.FiniteSet):
            if len(a) != len(b):
                return False
            rest = list(b)
            for x in a:
                k = next((k for k, y in enumerate(rest) if values_equal(x, y)), None)
                if k is None:
                    return False
                rest.pop(k)
            return True
        if isinstance(a, sp.Set) and isinstance(b, sp.Set):
            return bool(a == b) or bool(sp.simplify(sp.Complement(a, b)) == sp.S.EmptySet
                                        and sp.simplify(sp.Complement(b, a)) == sp.S.EmptySet)
        if isinstance(a, sp.Equality) and isinstance(b, sp.Equality):
            return _proportional(a.lhs - a.rhs, b.lhs - b.rhs)
        if isinstance(a, sp.Set) != isinstance(b, sp.Set):
            if isinstance(b, sp.Set) and isinstance(a, (sp.Rel, sp.And, sp.Or)):
                s = _relation_set(a)
                return s is not None and values_equal(s, b)
            if isinstance(a, sp.Set) and isinstance(b, (sp.Rel, sp.And, sp.Or)):
                s = _relation_set(b)
                return s is not None and values_equal(a, s)
            return False
        if isinstance(a, (sp.Rel, sp.And, sp.Or)) and isinstance(b, (sp.Rel, sp.And, sp.Or)):
            sa, sb = _relation_set(a), _relation_set(b)
            return sa is not None and sb is not None and values_equal(sa, sb)
        if isinstance(a, sp.Expr) and isinstance(b, sp.Expr):
            if not (a.free_symbols or b.free_symbols):
                return False
            if a.free_symbols != b.free_symbols:
                return False
            d = sp.expand(a - b)
            return d == 0 or sp.cancel(sp.together(d)) == 0
    except Exception:  # noqa: BLE001 - values that cannot be compared are not equal
        return False
    return False


def _proportional(p, q) -> bool:
    sp = _sp()
    if p == 0 or q == 0 or p.free_symbols != q.free_symbols or not p.free_symbols:
        return False
    r = sp.cancel(sp.together(p / q))
    return bool(r.is_number and r != 0)


def _relation_set(rel):
    """The set of reals a one-variable inequality (or a conjunction of them) describes."""
    sp = _sp()
    syms = rel.free_symbols
    if len(syms) != 1:
        return None
    x = next(iter(syms))
    try:
        if isinstance(rel, sp.And):
            out = sp.S.Reals
            for r in rel.args:
                s = _relation_set(r)
                if s is None:
                    return None
                out = out & s
            return out
        if isinstance(rel, sp.Or):
            out = sp.S.EmptySet
            for r in rel.args:
                s = _relation_set(r)
                if s is None:
                    return None
                out = out | s
            return out
        if isinstance(rel, sp.Equality):
            return None
        return sp.solve_univariate_inequality(rel, x, relational=False)
    except Exception:  # noqa: BLE001
        return None


# ----------------------------------------------------------------------------- LaTeX normalisation

_OVER_RE = re.compile(r"\{\s*([^{}]+?)\s*\\over\s*([^{}]+?)\s*\}")
_GLUED_FRAC_RE = re.compile(r"\\[cdt]?frac\s*(\d)\s*(\d)")


def normalize_latex(s: str) -> str:
    """LaTeX variants to one form: ``\\cfrac``/``\\dfrac``/``\\tfrac`` -> ``\\frac``,
    ``{a \\over b}`` -> ``\\frac{a}{b}``, a command glued to its digits (``\\tfrac34``),
    ``\\displaystyle``/``\\left``/``\\right`` and spacing dropped, ``12\\,000`` -> ``12000``,
    ``\\%`` -> ``/100``, Unicode minus, ``×``, ``·``, ``≤``, ``≥``, ``√``, ``π``, ``∞``."""
    t = s
    t = t.replace("−", "-").replace("×", "\\times ").replace("·", "\\cdot ").replace("≤", "\\le ").replace(
        "≥", "\\ge ").replace("√", "\\sqrt ").replace("π", "\\pi ").replace("∞", "\\infty ").replace("±", "\\pm ")
    t = re.sub(r"\\(?:displaystyle|textstyle|left|right|big|Big|bigg|Bigg)(?![A-Za-z])", "", t)
    t = re.sub(r"\\[cdt]frac(?![A-Za-z])", r"\\frac", t)
    t = re.sub(r"\\sqrt\s*(\d+(?:\.\d+)?|[A-Za-z](?![A-Za-z]))", r"\\sqrt{\1}", t)
    t = _GLUED_FRAC_RE.sub(r"\\frac{\1}{\2}", t)
    prev = None
    while prev != t:
        prev = t
        t = _OVER_RE.sub(r"\\frac{\1}{\2}", t)
    t = re.sub(r"(?<=\d)(?:\\,|\{,\}|\\ |\\!|\u2009|\u202f)(?=\d{3}(?!\d))", "", t)
    t = re.sub(r"\\[,;:! ]|~", " ", t)
    t = re.sub(r"\\%", "/100", t)
    t = re.sub(r"\\(?:text|mathrm|textbf|mathbf|mathit|operatorname)\s*\{\s*\}", "", t)
    return t


# ----------------------------------------------------------------------------- number tokens

_NUM = r"(?:\d+(?:\.\d+)?|\.\d+)"
_SEP = r"(?:,|\{,\}|\\,|\\ |\\!|\u2009|\u202f)"
_SUP = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_SUB = "₀₁₂₃₄₅₆₇₈₉"
_SUP_MAP = {c: str(i) for i, c in enumerate(_SUP)} | {"⁻": "-"}
_SUB_MAP = {c: str(i) for i, c in enumerate(_SUB)}
_VULGAR = "¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞"

# Each alternative is one number form; the longest match at a position wins.
_TOKEN_RE = re.compile(
    r"(?P<rep>(?P<ri>\d*)\.(?P<rf>\d*)(?:\((?P<rr>\d+)\)|\\overline\s*\{(?P<rr2>\d+)\}|\\dot\s*\{?(?P<rr3>\d)\}?))"
    r"|(?P<ell>(?P<ei>\d*)\.(?P<ef>\d+)\s*(?:\.\.\.|…|\\ldots|\\dots|\\cdots))"
    rf"|(?P<sci>(?P<sm>{_NUM})\s*(?:[eE](?P<se>[-+]?\d+)(?![A-Za-z])|(?:\\times|\\cdot|×|\*|·)\s*10\s*(?:\^\s*\{{?\s*(?P<se2>[-+−]?\d+)\s*\}}?|\*\*\s*\(?(?P<se3>[-+]?\d+)\)?|(?P<se4>[{_SUP}⁻]+))))"
    r"|(?P<hex>0[xX][0-9A-Fa-f]+|0[bB][01]+|0[oO][0-7]+)(?![0-9A-Za-z])"
    rf"|(?P<based>\(?(?P<bd>[0-9A-Fa-f]+)\)?(?:_\s*\{{?\s*(?P<bb>\d{{1,2}})\s*\}}?|(?P<bbs>[{_SUB}]+)))"
    r"|(?P<mixf>(?P<mw>\d+)\s*\\[cdt]?frac\s*\{\s*(?P<mn>\d+)\s*\}\s*\{\s*(?P<md>\d+)\s*\})"
    r"|(?P<mixs>(?P<xw>\d+)\s+(?P<xn>\d+)\s*/\s*(?P<xd>\d+)(?!\d|\.\d))"
    rf"|(?P<vul>(?P<vw>\d+)?(?P<vv>[{_VULGAR}]))"
    rf"|(?P<frac>\\[cdt]?frac\s*(?:\{{\s*(?P<fn>-?{_NUM})\s*\}}|(?P<fn1>\d))\s*(?:\{{\s*(?P<fd>-?{_NUM})\s*\}}|(?P<fd1>\d)))"
    rf"|(?P<over>\{{\s*(?P<on>-?{_NUM})\s*\\over\s*(?P<od>-?{_NUM})\s*\}})"
    rf"|(?P<pow>(?P<pb>\d+)\s*(?:\^|\*\*)\s*(?:\{{\s*(?P<pe>-?\d+)\s*\}}|\(\s*(?P<pe2>-?\d+)\s*\)|(?P<pe1>-?\d)(?![\d/.])))"
    rf"|(?P<upow>(?P<ub>\d+)(?P<ue>[{_SUP}]+))"
    r"|(?P<sl>(?P<sn>\d+)\s*/\s*(?P<sd>\d+)(?!\d|\.\d))"
    rf"|(?P<grp>\d{{1,3}}(?:{_SEP}\d{{3}})+(?:\.\d+)?)(?![\d])"
    r"|(?P<plain>\d+(?:\.\d+)?|\.\d+)"
)
_PCT_RE = re.compile(r"\s*(?:\\%|%|\s?per\s?cent\b|\s?pct\b)", re.IGNORECASE)
_DEG_RE = re.compile(r"\s*(?:°|\^\s*\{?\s*\\circ\s*\}?|\\degree|\s?degrees?\b)", re.IGNORECASE)
_PM_BEFORE = re.compile(r"(?:\\pm|±|\+/-)\s*$")
_MINUS_BEFORE = re.compile(r"(?:^|[^\w)\]}.\s])\s*(?:-|−)\s*$|^\s*(?:-|−)\s*$")


def _is_sign(text: str, s: int) -> bool:
    """A ``-`` right before ``text[s]`` is a sign (not a subtraction): nothing, an operator,
    an opening bracket or a word of two or more letters (``is -1``) comes before it."""
    k = s - 1
    while k >= 0 and text[k] in " \t":
        k -= 1
    if k < 0 or text[k] not in "-\u2212":
        return False
    j = k - 1
    while j >= 0 and text[j] in " \t":
        j -= 1
    if j < 0 or not (text[j].isalnum() or text[j] in ")]}.!"):
        return True
    w = re.search(r"[A-Za-z]+$", text[:j + 1])
    return bool(w and len(w.group(0)) >= 2 and not text[:j + 1].endswith(("\\pi", "\\infty")))


def _digits_value(g: dict, text: str) -> Tuple[Optional[Fraction], Optional[int], Tuple]:
    """(exact value, decimal places if possibly rounded, alternative exact values)."""
    if g["rep"]:
        i, f, r = g["ri"] or "0", g["rf"] or "", g["rr"] or g["rr2"] or g["rr3"]
        base = Fraction(int(i + f), 10 ** len(f)) if (i + f) else Fraction(0)
        return base + Fraction(int(r), (10 ** len(r) - 1) * 10 ** len(f)), None, ()
    if g["ell"]:
        i, f = g["ei"] or "0", g["ef"]
        dec = Fraction(int(i + f), 10 ** len(f))
        rep = Fraction(int(i + f[:-1]), 10 ** (len(f) - 1)) + Fraction(int(f[-1]), 9 * 10 ** (len(f) - 1))
        return dec, len(f), (rep,)
    if g["sci"]:
        e = g["se"] or g["se2"] or g["se3"]
        if e is None:
            e = "".join(_SUP_MAP.get(c, "") for c in g["se4"])
        e = int(e.replace("−", "-"))
        if abs(e) > 64:
            return None, None, ()
        return Fraction(g["sm"]) * Fraction(10) ** e, None, ()
    if g["hex"]:
        return Fraction(int(g["hex"], 0)), None, ()
    if g["based"]:
        b = int(g["bb"]) if g["bb"] else int("".join(_SUB_MAP[c] for c in g["bbs"]))
        if not 2 <= b <= 36:
            return None, None, ()
        try:
            return Fraction(int(g["bd"], b)), None, ()
        except ValueError:
            return None, None, ()
    if g["mixf"]:
        n, d = int(g["mn"]), int(g["md"])
        return (Fraction(int(g["mw"])) + Fraction(n, d), None, ()) if 0 < n < d else (None, None, ())
    if g["mixs"]:
        n, d = int(g["xn"]), int(g["xd"])
        return (Fraction(int(g["xw"])) + Fraction(n, d), None, ()) if 0 < n < d else (None, None, ())
    if g["vul"]:
        v = Fraction(unicodedata.numeric(g["vv"])).limit_denominator(12)
        return (Fraction(int(g["vw"])) + v if g["vw"] else v), None, ()
    if g["frac"] or g["over"]:
        n = g["fn"] or g["fn1"] or g["on"]
        d = g["fd"] or g["fd1"] or g["od"]
        n, d = Fraction(n), Fraction(d)
        return (n / d, None, ()) if d else (None, None, ())
    if g["pow"]:
        b, e = int(g["pb"]), int(g["pe"] or g["pe1"] or g["pe2"])
        return (Fraction(b) ** e, None, ()) if abs(e) <= 64 and b < 10 ** 6 and (b or e >= 0) else (None, None, ())
    if g["upow"]:
        e = int("".join(_SUP_MAP[c] for c in g["ue"]))
        return (Fraction(int(g["ub"])) ** e, None, ()) if e <= 64 else (None, None, ())
    if g["sl"]:
        d = int(g["sd"])
        return (Fraction(int(g["sn"]), d), None, ()) if d else (None, None, ())
    raw = g["grp"] or g["plain"]
    raw = re.sub(_SEP, "", raw)
    v = Fraction(raw)
    places = len(raw.split(".")[1]) if "." in raw else None
    return v, places, ()


def _position_kind(text: str, s: int, e: int) -> str:
    """``exp`` after ``^``, ``sub`` after ``_``, ``coef`` before a one-letter variable,
    ``number`` otherwise."""
    before = text[max(0, s - 3):s]
    if re.search(r"\^\s*\{?\s*$", before):
        return "exp"
    if re.search(r"_\s*\{?\s*$", before):
        return "sub"
    if re.match(r"\s*(?:[A-Za-z](?![A-Za-z])|\\(?:sqrt|pi|alpha|beta|theta)(?![A-Za-z])|\()", text[e:e + 8]) and \
            not re.match(r"\s*(?:[A-Za-z]\)|x\s*10|x\s+\d)", text[e:e + 8]):
        return "coef"
    return "number"


def _frac_parts(g: dict) -> Tuple[Fraction, Fraction]:
    n = g["sn"] or g["fn"] or g["fn1"] or g["on"]
    d = g["sd"] or g["fd"] or g["fd1"] or g["od"]
    return abs(Fraction(n)), abs(Fraction(d))


_OP_AFTER = re.compile(r"\s*(?:[-+*/×·^]|\\times|\\cdot|\\div)\s*[\w\\({.]")
_OP_BEFORE = re.compile(r"(?:[\w)}\].]\s*[-+*/×·]|[+*/×·^]|\\times|\\cdot|\\div)\s*\{?\s*$")


def _adjacent_operator(text: str, s: int, e: int) -> bool:
    """The number is an operand of arithmetic (``6 + 6``, ``4k+1``): a binary operator
    right before or after it. A fraction in lowest terms and a sign are not arithmetic."""
    return bool(_OP_AFTER.match(text, e) or _OP_BEFORE.search(text[max(0, s - 8):s]))


def number_mentions(text: str) -> List[Mention]:
    """Every number written with digits (any notation of the module docstring) in ``text``."""
    sp = _sp()
    out: List[Mention] = []
    pos = 0
    n = len(text)
    while pos < n:
        m = _TOKEN_RE.search(text, pos)
        if not m:
            break
        s, e = m.span()
        if s > 0 and (text[s - 1].isalnum() and not m.group("based") or text[s - 1] == ".") and not m.group("hex"):
            # inside a longer word or number (x2, v1.5); a hex digit string needs 0x
            if not (text[s - 1].isalpha() and m.group("plain") is None and m.group("grp") is None):
                pos = s + 1
                continue
        if m.group("based") and not (m.group("bbs") or re.search(r"_\s*\{?\s*\d", m.group(0))):
            pos = s + 1
            continue
        if m.group("based") and m.group("bd") and not m.group("bd").isdigit() and not m.group("bbs") and int(m.group("bb") or 10) <= 10:
            pos = s + 1
            continue
        g = m.groupdict()
        try:
            val, places, alts = _digits_value(g, text)
        except (ValueError, ZeroDivisionError, OverflowError):
            val = None
        if val is None:
            pos = e
            continue
        end = e
        kind = "number"
        if g["plain"] or g["grp"]:
            kind = _position_kind(text, s, e)
        start = s
        sign = 1
        before = text[max(0, s - 6):s]
        value = _num(val)
        extra: List[Any] = [_num(a) for a in alts]
        pm = _PM_BEFORE.search(before)
        if pm:
            start = s - (len(before) - pm.start())
            value = sp.FiniteSet(value, -value)
            extra = []
        elif _is_sign(text, s) and kind in ("number", "coef"):
            start = max(text.rfind("-", max(0, s - 3), s), text.rfind("\u2212", max(0, s - 3), s))
            sign = -1
            value = -value
            extra = [-x for x in extra]
        pct = _PCT_RE.match(text, end)
        deg = _DEG_RE.match(text, end)
        if pct and not isinstance(value, sp.FiniteSet):
            end = pct.end()
            extra.append(value / 100)
        elif deg and not isinstance(value, sp.FiniteSet):
            end = deg.end()
            extra.append(value * sp.pi / 180)
        arith = _adjacent_operator(text, start, end)
        if g["pow"] and g["pb"] != "10":  # 3**4, 2^{10}: a power still to evaluate (10^6 is notation)
            arith = True
        if (g["sl"] or g["frac"] or g["over"]) and isinstance(val, Fraction):
            n_, d_ = _frac_parts(g)
            arith = arith or d_ == 1 or math.gcd(int(n_), int(d_)) > 1 if (n_ % 1 == 0 and d_ % 1 == 0) else arith
        out.append(Mention(start, end, value, kind, approx=places, alts=tuple(extra), arith=arith))
        _ = sign
        pos = e
    for m in re.finditer(rf"(?<=[A-Za-z)])([{_SUP}]+)", text):
        out.append(Mention(m.start(1), m.end(1), sp.Integer(int("".join(_SUP_MAP[c] for c in m.group(1)))), "exp"))
    return out


# ----------------------------------------------------------------------------- words

_CARD = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
         "hundred thousand million billion").split()
_ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70,
        "eightieth": 80, "ninetieth": 90, "hundredth": 100, "thousandth": 1000}
_FRACW = {"half": 2, "halves": 2, "quarter": 4, "quarters": 4} | {
    k + "s": v for k, v in _ORD.items() if v >= 3} | {k: v for k, v in _ORD.items() if v >= 3}
_MULT = {"twice": 2, "thrice": 3, "double": 2, "triple": 3, "quadruple": 4, "dozen": 12, "dozens": 12}
_WORD_ALT = "|".join(sorted(set(_CARD) | set(_ORD) | set(_FRACW) | set(_MULT) | {"a", "an", "and"}, key=len, reverse=True))
_WORD1 = rf"(?:{_WORD_ALT})(?:-?fold)?(?![A-Za-z])"
_WORD_RUN_RE = re.compile(rf"(?<![A-Za-z]){_WORD1}(?:[ \t-]+{_WORD1})*", re.IGNORECASE)
_ONE_COUNT_BEFORE = re.compile(
    r"(?:\b(?:is|are|was|be|equals?|exactly|only|just|gives?|get|gets|has|have|had|there's|makes?|total|of|"
    r"answer|result|remains?|left)\s+|[=:]\s*|^\s*)(?:\*\*|\$)?$", re.IGNORECASE)
_PRONOUN_AFTER = re.compile(r"\s*(?:of\b|that\b|which\b|who\b|another\b|can\b|could\b|would\b|should\b|must\b|may\b|might\b|needs?\b|"
                            r"finds?\b|sees?\b|gets?\b|has\b|is\b|checks?\b|side\b|hand\b|way\b|by\b)", re.IGNORECASE)


def _text2num(words: List[str]) -> Optional[int]:
    if not words:
        return None
    try:
        from text_to_num import text2num

        return int(text2num(" ".join(words), "en"))
    except Exception:  # noqa: BLE001 - not a number phrase text2num accepts
        return None


def _read_word_run(words: List[str]) -> Tuple[Optional[Fraction], str]:
    """The value of a run of number words and its kind (``cardinal``, ``ordinal``,
    ``fraction``, ``mult``), or (None, "")."""
    w = [x.lower() for x in words if x]
    fold = False
    if w and w[-1].endswith("fold") and w[-1] != "fold":
        w[-1] = w[-1][:-4].rstrip("-")
        fold = True
    w = [x for x in w if x != "fold"]
    while w and w[0] in ("a", "an", "and"):
        lead = w[0]
        if len(w) > 1 and w[1] in {"hundred", "thousand", "million", "dozen", "half", "quarter", "third"} | set(_FRACW) | set(_MULT):
            w = ["one"] + w[1:] if lead in ("a", "an") else w[1:]
            break
        w = w[1:]
    while w and w[-1] in ("and", "a", "an"):
        w = w[:-1]
    if not w:
        return None, ""
    # "N and a half"
    if len(w) >= 3 and w[-3:-1] in (["and", "one"], ["and", "a"]) and w[-1] == "half":
        n = _text2num(w[:-3])
        return (Fraction(n) + Fraction(1, 2), "fraction") if n is not None else (None, "")
    if w[-1] in _MULT:
        n = _text2num(w[:-1]) if len(w) > 1 else 1
        if n is None:
            return None, ""
        return Fraction(n * _MULT[w[-1]]) if w[-1].startswith("dozen") else Fraction(_MULT[w[-1]]), "mult"
    if w[-1] in _FRACW and len(w) >= 2:
        n = _text2num(w[:-1])
        if n is not None:
            return Fraction(n, _FRACW[w[-1]]), "fraction"
    if w[-1] in ("half", "halves") and len(w) == 1:
        return Fraction(1, 2), "fraction"
    if w[-1] in _ORD and len(w) >= 1:
        head = _text2num(w[:-1]) if len(w) > 1 else 0
        if head is None:
            return None, ""
        return Fraction(head + _ORD[w[-1]]), "ordinal"
    n = _text2num(w)
    if n is None:
        return None, ""
    return Fraction(n), ("mult" if fold else "cardinal")


def word_mentions(text: str) -> List[Mention]:
    """Numbers written in words (``text2num`` for the cardinal part) and CJK numerals."""
    out: List[Mention] = []
    for m in _WORD_RUN_RE.finditer(text):
        raw = m.group(0)
        s = m.start()
        words = re.split(r"[\s-]+", raw.strip())
        if all(x.lower() in ("a", "an", "and") for x in words):
            continue
        # trim leading/trailing filler words for the span
        lead = re.match(r"(?:(?:a|an|and)[\s-]+)*", raw, re.IGNORECASE)
        core_start = s
        if lead and lead.end() and not re.match(r"(?:a|an)[\s-]+(?:hundred|thousand|million|dozen|half|quarter|third|fourth|fifth)",
                                                raw, re.IGNORECASE):
            core_start = s + lead.end()
        core = raw.rstrip()
        core = re.sub(r"(?:[\s-]+(?:and|a|an))+$", "", core, flags=re.IGNORECASE)
        end = s + len(core)
        val, kind = _read_word_run(re.split(r"[\s-]+", text[core_start:end].strip()))
        if val is None:
            # a run of two numbers ("fourth one", "two three"): the longest prefix that reads
            toks = list(re.finditer(r"[^\s-]+", text[core_start:end]))
            for cut in range(len(toks) - 1, 0, -1):
                val, kind = _read_word_run([t.group(0) for t in toks[:cut]])
                if val is not None:
                    end = core_start + toks[cut - 1].end()
                    break
        if val is None:
            continue
        span_words = [x.lower() for x in re.split(r"[\s-]+", text[core_start:end].strip())]
        if span_words == ["one"] or span_words == ["second"] or span_words == ["first"]:
            # "one" is also a pronoun, "second" a unit of time, "first" an order of work
            if span_words != ["one"] or not _ONE_COUNT_BEFORE.search(text[max(0, core_start - 30):core_start]) \
                    or _PRONOUN_AFTER.match(text, end):
                continue
        value = _num(val)
        work = False
        if kind == "fraction":  # "two twelfths" is 2/12 still to reduce, like the digits 2/12
            words_ = [x.lower() for x in re.split(r"[\s-]+", text[core_start:end].strip())]
            n_ = _text2num([x for x in words_[:-1] if x not in ("a", "an", "and")]) if len(words_) > 1 else 1
            d_ = _FRACW.get(words_[-1])
            work = bool(n_ and d_ and math.gcd(int(n_), int(d_)) > 1)
        out.append(Mention(core_start, end, value, "words", arith=work))
    out += _cjk_mentions(text)
    return out


_CJK_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CJK_UNIT = {"十": 10, "百": 100, "千": 1000, "万": 10000}
_CJK_RE = re.compile("[" + "".join(_CJK_DIGIT) + "".join(_CJK_UNIT) + "]+")


def _cjk_value(s: str) -> Optional[int]:
    total, section, digit = 0, 0, None
    for ch in s:
        if ch in _CJK_DIGIT:
            digit = _CJK_DIGIT[ch] if digit is None else digit * 10 + _CJK_DIGIT[ch]
        else:
            u = _CJK_UNIT[ch]
            if u == 10000:
                total += (section + (digit or 0)) * u
                section, digit = 0, None
            else:
                section += (1 if digit is None else digit) * u
                digit = None
    return total + section + (digit or 0)


def _cjk_mentions(text: str) -> List[Mention]:
    out = []
    for m in _CJK_RE.finditer(text):
        v = _cjk_value(m.group(0))
        if v is not None:
            out.append(Mention(m.start(), m.end(), _num(Fraction(v)), "words"))
    return out


_COUNT_WORDS = [
    (re.compile(r"\binfinite(?:ly)?\s+many\b|\binfinitely\b|\binfinite(?:\s+number)?\b|\binfinity\b|∞|\\infty(?![A-Za-z])",
                re.IGNORECASE), "oo"),
    (re.compile(r"\bno\s+such\s+\w+|\bno\s+(?:real\s+|integer\s+|positive\s+|valid\s+)?(?:solutions?|roots?|numbers?|"
                r"values?|ways?|integers?|pairs?)\b|\bnothing\b|\bnobody\b"
                # "none of these steps": a remark on the work, not a count of 0
                r"|\bnone\b(?!\s+of\s+(?:these|those|the|my|our|its)\s+(?:steps?|parts?|ideas?|details?|tricks?|"
                r"calculations?|computations?|arguments?|methods?|moves?)\b)", re.IGNORECASE), 0),
    # "the only one that fits": "one" is a pronoun for a candidate, not the count 1
    (re.compile(r"\b(?:the|a)\s+unique\s+\w+|\bunique(?:ly)?\b|"
                r"\b(?:exactly|only|just)\s+one\b(?!\s+(?:that|which|who|of|among|left\s+to|here)\b)|"
                r"\bsingle\s+(?:solution|root|value|way)\b", re.IGNORECASE), 1),
]
_VERDICT_WORDS = [
    (re.compile(r"\bimpossible\b|\bnot\s+possible\b|\bcannot\b|\bcan't\b|\bcan\s+not\b|\bno\b(?!\s+(?:such|more|longer|"
                r"solution|root|number|value|way|integer|pair|real|valid|positive))|\bfalse\b|\bnever\b|\bdoes\s+not\s+exist\b",
                re.IGNORECASE), "no"),
    (re.compile(r"\byes\b|\bpossible\b|\btrue\b|\balways\b|\bexists\b", re.IGNORECASE), "yes"),
]


def count_mentions(text: str) -> List[Mention]:
    """Counts and verdicts stated in words (``infinitely many``, ``no such number``, ``the
    unique solution``, ``impossible``, ``yes``)."""
    sp = _sp()
    out = []
    for rx, v in _COUNT_WORDS:
        for m in rx.finditer(text):
            out.append(Mention(m.start(), m.end(), sp.oo if v == "oo" else sp.Integer(v), "count"))
    for rx, v in _VERDICT_WORDS:
        for m in rx.finditer(text):
            out.append(Mention(m.start(), m.end(), Word(v), "word"))
    return out


# ----------------------------------------------------------------------------- choices

_CHOICE_RES = [
    re.compile(r"(?i:\b(?:pick|picks|picking|choose|chooses|choosing|chose|select|selects|selecting|option|choice|"
               r"answer|go\s+with|going\s+with|mark|circle|letter))\s*(?:is\s*)?[:(\s]*(?:\*\*)?\(?(?P<L>[A-E])\)?(?![A-Za-z0-9])"),
    re.compile(r"\(\s*(?P<L>[A-E])\s*\)"),
    re.compile(r"\\(?:boxed|fbox|framebox)\s*\{\s*(?:\\text(?:bf)?\s*\{\s*)?\(?\s*(?P<L>[A-Ea-e])\s*\)?\s*\}"),
    # lowercase only where it cannot be the article "a": in a selection phrase, in brackets
    re.compile(r"(?i:\b(?:pick|choose|chose|select|go\s+for|going\s+for|opt\s+for|go\s+with|going\s+with|mark|circle|"
               r"answer\s+is|option|choice|letter))\s*[:\s]*(?:\*\*)?\(\s*(?P<L>[a-e])\s*\)"
               r"|(?i:\b(?:option|choice|letter))\s+(?P<L2>[b-e])(?![A-Za-z0-9])"),
    re.compile(r"(?<![A-Za-z0-9])(?P<L>[A-E])\)"),
    re.compile(r"\*\*\s*\(?(?P<L>[A-E])\)?\s*\*\*|\\(?:textbf|mathbf|text|mathrm)\s*\{\s*\(?(?P<L2>[A-E])\)?\s*\}"),
    re.compile(r"(?<![A-Za-z0-9'])(?P<L>[A-E])(?=\s+(?:is|must\s+be|has\s+to\s+be|remains|survives|stands|fits|works|"
               r"is\s+(?:the\s+)?(?:only|correct|right|answer|one)))"),
]


def choice_mentions(text: str) -> List[Mention]:
    """Choice letters in a selection phrase or choice markup (module docstring)."""
    out = []
    for rx in _CHOICE_RES:
        for m in rx.finditer(text):
            g = "L" if m.groupdict().get("L") else "L2"
            if not m.group(g):
                continue
            out.append(Mention(m.start(g), m.end(g), Word("choice:" + m.group(g).upper()), "choice"))
    return out


_OPTION_RE = re.compile(
    r"(?:\\textbf\s*\{\s*)?\(\s*(?P<L>[A-E])\s*\)\s*\}?\s*(?P<v>[^()\n]*?(?:\([^()\n]*\)[^()\n]*?)*)"
    r"(?=\s*(?:\\qquad|\\quad|,|;)?\s*(?:\\textbf\s*\{\s*)?\(\s*[A-E]\s*\)|\s*$|\n)")


def choice_options(problem: Optional[str]) -> Tuple[dict, str]:
    """The problem's option list as ``({letter: option text}, the problem without it)``;
    ``({}, problem)`` when it has fewer than two ``(A) ...`` options."""
    if not problem:
        return {}, problem or ""
    opts = {}
    spans = []
    for m in _OPTION_RE.finditer(problem):
        v = m.group("v").strip().strip(",;$").strip()
        if v:
            opts.setdefault(m.group("L"), v)
            spans.append(m.span())
    if len(opts) < 2:
        return {}, problem
    stem = problem
    for a, b in reversed(spans):
        stem = stem[:a] + " " + stem[b:]
    return opts, stem


def choice_letter(answer: str) -> Optional[str]:
    """The choice letter an answer names (``C``, ``(C)``, ``\\text{C}``), or None."""
    m = re.fullmatch(r"\s*(?:\\text(?:bf)?\s*\{\s*)?\(?\s*([A-Ea-e])\s*\)?\s*\}?\s*", answer)
    return m.group(1).upper() if m else None


# ----------------------------------------------------------------------------- math spans

_MATH_SPAN_RE = re.compile(
    r"\$\$(?P<a>.+?)\$\$|(?<!\\)\$(?P<b>[^$]+?)\$|\\\((?P<c>.+?)\\\)|\\\[(?P<d>.+?)\\\]"
    r"|\\begin\{(?P<env>equation|align|gather|multline|eqnarray|displaymath|math)\*?\}(?P<e>.+?)\\end\{(?P=env)\*?\}",
    re.DOTALL,
)
_REL_SPLIT_RE = re.compile(
    r"=|<|>|≈|≤|≥|≠|\\(?:le|ge|leq|geq|lt|gt|approx|neq|ne|to|Rightarrow|rightarrow|implies|iff|equiv|sim|quad|qquad)(?![A-Za-z])"
    r"|\\text\s*\{[^{}]*\}|;|&|\\\\"
)
_ARITH_RE = re.compile(r"(?<=[\w})\].!])\s*(?:[-+*]|\\times|\\cdot|\\div)\s*(?=[\w\\({\[.])")
_SCI_ONLY = re.compile(r"^\s*[-+]?\d+(?:\.\d+)?\s*(?:\\times|\\cdot|\*)\s*10\s*\^")


def math_spans(text: str) -> List[Tuple[int, int]]:
    """Spans of the bodies of math delimiters (``$..$``, ``$$..$$``, ``\\(..\\)``,
    ``\\[..\\]``, display environments)."""
    out = []
    for m in _MATH_SPAN_RE.finditer(text):
        for g in ("a", "b", "c", "d", "e"):
            if m.group(g) is not None:
                out.append(m.span(g))
    # a box outside math delimiters (``\\boxed{\\sqrt{2}}`` in prose) is read as math too
    from agon_mcore.verify.answer import boxed_spans

    for _, end, cs, ce in boxed_spans(text):
        if end >= 0 and ce > cs and not any(s <= cs < e for s, e in out):
            out.append((cs, ce))
    out.sort()
    return out


def _top_level_split(s: str, base: int, seps: str = ",") -> List[Tuple[int, int]]:
    out, depth, prev = [], 0, 0
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s) and s[i + 1] in "{}":
            i += 2
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c in seps and depth == 0:
            out.append((base + prev, base + i))
            prev = i + 1
        i += 1
    out.append((base + prev, base + len(s)))
    return out


def _is_arith(s: str) -> bool:
    if _SCI_ONLY.match(s):
        return False
    t = re.sub(r"^\s*[-+−]", "", s.strip())
    return bool(_ARITH_RE.search(t))


def latex_mentions(text: str, want_symbolic: bool) -> List[Mention]:
    """Values in math spans: each relation side and each top-level comma part (kind
    ``latex``), the whole body when it is a relation or a list; exponents and coefficients
    (kinds ``exp``/``coef``). ``want_symbolic``: also parse sides with variables (costs a
    parser call each)."""
    sp = _sp()
    out: List[Mention] = []
    for bs, be in math_spans(text):
        body = text[bs:be]
        pieces: List[Tuple[int, int]] = []
        prev = 0
        for m in _REL_SPLIT_RE.finditer(body):
            pieces.append((bs + prev, bs + m.start()))
            prev = m.end()
        pieces.append((bs + prev, be))
        cand: List[Tuple[int, int]] = list(pieces)
        for ps, pe in pieces:
            parts = _top_level_split(text[ps:pe], ps)
            if len(parts) > 1:
                cand += parts
        if want_symbolic and (len(pieces) > 1 or "," in body):
            cand.append((bs, be))
        seen = set()
        for ps, pe in cand:
            seg = text[ps:pe]
            ls = len(seg) - len(seg.lstrip())
            rs = len(seg.rstrip().rstrip(".,"))
            ps2, pe2 = ps + ls, ps + rs
            if pe2 <= ps2 or (ps2, pe2) in seen:
                continue
            seen.add((ps2, pe2))
            s2 = text[ps2:pe2]
            has_cmd = "\\" in s2 or "{" in s2
            has_var = bool(re.search(r"(?<![\\A-Za-z])[A-Za-z](?![A-Za-z])", re.sub(r"\\[A-Za-z]+", "", s2)))
            if not has_cmd and not has_var and not re.search(r"[,()\[\]]", s2):
                continue  # plain numbers: number_mentions reads them
            if has_var and not want_symbolic and not re.search(r"\\(?:sqrt|pi|frac)", s2):
                continue
            if has_var and not want_symbolic:
                continue
            v = latex_value(s2)
            if v is None or isinstance(v, sp.Symbol):
                continue
            work = _is_arith(s2) or (bool(re.search(r"\\sqrt|\^|\\frac", s2)) and bool(getattr(v, "is_rational", False))
                                     and not re.fullmatch(r"\s*-?\\[dtc]?frac\s*\{\s*-?\d+\s*\}\s*\{\s*\d+\s*\}\s*", s2))
            out.append(Mention(ps2, pe2, v, "latex", arith=work))
        for m in re.finditer(r"\^\s*\{?\s*(-?\d+)\s*\}?", body):
            out.append(Mention(bs + m.start(1), bs + m.end(1), sp.Integer(int(m.group(1))), "exp"))
    return out


_PLAIN_CONST_RE = re.compile(
    r"(?:\d+(?:\.\d+)?\s*\*?\s*)?(?:sqrt\s*\(\s*\d+(?:\.\d+)?\s*\)|sqrt\s*\d+|√\s*\(?\s*\d+(?:\.\d+)?\s*\)?|π|\bpi\b|"
    r"\d+\s*(?:\^|\*\*)\s*\(\s*-?\d+\s*/\s*\d+\s*\)|\d+\s*(?:\^|\*\*)\s*0?\.\d+)(?:\s*/\s*\d+)?"
)
_COMPLEX_RE = re.compile(r"(?<![\w.])[-−]?\d+(?:\.\d+)?\s*[-+]\s*\d*(?:\.\d+)?\s*i(?![A-Za-z])|(?<![\w.])[-−]?\d*(?:\.\d+)?\s*i\s*[-+]\s*\d+(?:\.\d+)?(?![\w.])")
_PLAIN_INEQ_RE = re.compile(
    r"(?<![\w.])(?:-?\d+(?:\.\d+)?\s*(?:<=|>=|<|>|≤|≥)\s*)?[a-z]\s*(?:<=|>=|<|>|≤|≥)\s*-?\d+(?:\.\d+)?(?![\w.])"
    r"|(?<![\w.])-?\d+(?:\.\d+)?\s*(?:<=|>=|<|>|≤|≥)\s*[a-z](?![\w])")
_PLAIN_FORMULA_RE = re.compile(r"(?<![A-Za-z\\])(?:[-(]*\s*(?:\d+(?:\.\d+)?|[a-z](?![A-Za-z]))[\s)]*(?:(?:\*\*|[-+*/^=])\s*|(?=\())?)+"
                               r"(?:\d+|[a-z](?![A-Za-z]))?\)*")
_BRACKET_RE = re.compile(r"(?:\\left)?[(\[][^()\[\]$\n]{1,60}?(?:\\right)?[)\]]|\\\{[^{}$\n]{1,60}?\\\}")


def plain_mentions(text: str, want_symbolic: bool) -> List[Mention]:
    """Constants, complex numbers, inequalities and bracketed tuples/sets/intervals written
    in plain text (outside or inside math)."""
    sp = _sp()
    out = []
    for m in _PLAIN_CONST_RE.finditer(text):
        v = plain_value(m.group(0))
        if v is not None:
            out.append(Mention(m.start(), m.end(), v, "expr", arith=bool(v.is_Rational)))
    for m in _COMPLEX_RE.finditer(text):
        v = plain_value(m.group(0).replace("i", "*i").replace("+*i", "+i").replace("-*i", "-i").lstrip("*"))
        if v is not None and not v.is_real:
            out.append(Mention(m.start(), m.end(), v, "expr"))
    if want_symbolic:
        for m in _PLAIN_INEQ_RE.finditer(text):
            t = m.group(0).replace("<=", "\\le ").replace(">=", "\\ge ")
            v = latex_value(t)
            if v is not None and isinstance(v, (sp.Rel, sp.And)):
                out.append(Mention(m.start(), m.end(), v, "latex"))
        for m in _PLAIN_FORMULA_RE.finditer(text):
            t = m.group(0).strip()
            if not re.search(r"[a-z]", t) or not re.search(r"[-+*/^=()]", t) or len(t) > 80:
                continue
            v = latex_value(t.replace("**", "^"))
            if v is not None and not isinstance(v, sp.Symbol) and getattr(v, "free_symbols", None):
                out.append(Mention(m.start(), m.start() + len(m.group(0).rstrip()), v, "latex"))
        for m in _BRACKET_RE.finditer(text):
            inner = m.group(0)
            if "," not in inner and not inner.startswith("\\{"):
                continue
            v = latex_value(inner)
            if v is not None and isinstance(v, (sp.Tuple, sp.Set)):
                out.append(Mention(m.start(), m.end(), v, "latex"))
    return out


# ----------------------------------------------------------------------------- the reader


def value_mentions(text: str, answer: Optional["Answer"] = None) -> List[Mention]:
    """Every value ``text`` states (module docstring), sorted by start. ``answer`` (when
    given) lets the reader skip the costly symbolic parses a numeric answer cannot match."""
    symbolic = answer is None or not answer.real_number
    out = number_mentions(text) + word_mentions(text) + count_mentions(text) + choice_mentions(text)
    out += latex_mentions(text, want_symbolic=symbolic or bool(re.search(r"\\(?:sqrt|pi)", text)))
    out += plain_mentions(text, want_symbolic=symbolic)
    if answer is not None and any(isinstance(v, Word) and not str(v).startswith("choice:") and str(v) not in ("yes", "no")
                                  for v in answer.values):
        for v in answer.values:
            if isinstance(v, Word) and not str(v).startswith("choice:") and str(v) not in ("yes", "no"):
                for m in re.finditer(r"(?<![A-Za-z])" + r"[\s\-]*".join(map(re.escape, str(v).split())) + r"(?![A-Za-z])",
                                     text, re.IGNORECASE):
                    out.append(Mention(m.start(), m.end(), v, "word"))
    out.sort(key=lambda m: (m.start, -(m.end - m.start)))
    return out


_WRAP_RE = re.compile(
    r"\\(?:text|textbf|textit|mathrm|mathbf|mathit|boldsymbol|bm|operatorname|displaystyle)\s*\{([^{}]*)\}"
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
    u = unwrap(answer)
    forms = [u]
    if "=" in u and not re.search(r"[<>]|\\[lg]eq?|\\neq", u):
        forms.append(unwrap(u.rsplit("=", 1)[1]))
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
        if v is None:
            v = latex_value(f)
        if v is None:
            v = plain_value(f)
        if v is None and re.fullmatch(r"(?:\\text\{)?[A-Za-z][A-Za-z '\-]*\}?", f):
            v = Word(re.sub(r"\\text\{|\}", "", f).strip().lower())
        if v is not None and not any(values_equal(v, w) for w in values if not isinstance(w, Word)):
            values.append(v)
    for v in list(values):  # "(2, 5)" is an open interval and an ordered pair: read both
        if isinstance(v, sp.Interval) and v.left_open and v.right_open and re.fullmatch(r"\s*\(.*\)\s*", u):
            values.append(sp.Tuple(v.start, v.end))
    parts: List[Any] = []
    for v in values:
        if isinstance(v, (sp.Tuple, sp.FiniteSet)) and len(v) >= 2:
            parts = list(v)
            break
    real = any(_is_number(v) and v.is_real for v in values)
    return Answer(answer, values, parts, real)


def matches(m: Mention, ans: Answer) -> bool:
    """Whether mention ``m`` states the answer (module docstring). Arithmetic still to do
    (``6 + 6``) does not state a real-number answer; an exponent or coefficient is a part
    of a formula, compared only by callers that want it (``kind``)."""
    if m.arith and ans.real_number:
        return False
    for v in ans.values:
        for mv in (m.value, *m.alts):
            if values_equal(mv, v, m.approx if mv is m.value else None):
                return True
    return False


# a component stated one by one: "x is 3", "y = -1", "a_2 equals 4"
_ASSIGNED_BEFORE = re.compile(r"(?<![A-Za-z])[A-Za-z](?:_\{?\w+\}?)?\s*(?:=|is|equals|:)\s*(?:\$|\\\(|\*\*)?\s*$")


def answer_mentions(text: str, answer: str, *, include_formula_parts: bool = True) -> List[Mention]:
    """The mentions of ``text`` that state ``answer`` (whole, or one of its components for a
    tuple/set answer: ``kind`` is then suffixed ``/part``)."""
    ans = parse_answer(answer)
    if not ans.values:
        return []
    out = []
    for m in value_mentions(text, ans):
        if m.kind == "sub" or (not include_formula_parts and m.kind in ("exp", "coef")):
            continue
        if matches(m, ans):
            out.append(m)
        elif ans.parts and any(values_equal(m.value, p, m.approx) for p in ans.parts) and \
                _ASSIGNED_BEFORE.search(text[max(0, m.start - 30):m.start]):
            out.append(Mention(m.start, m.end, m.value, m.kind + "/part", m.approx, m.alts, m.arith))
    return out


# conclusion markers and answer-position phrases, shared by the summarizer and the reader
_MARKER_RE = re.compile(
    r"^[\s*_#>\-\d.)]*(?:\*\*)?(?:so|thus|hence|therefore|finally|in\s+conclusion|in\s+total|altogether|overall|in\s+all|"
    r"we\s+conclude|this\s+gives|which\s+gives|giving|i\.e\.|that\s+is|consequently|as\s+a\s+result|the\s+(?:final\s+)?answer|"
    r"(?:final\s+)?answer|our\s+answer|the\s+result|conclusion|the\s+number\s+of\b.*?\bis|the\s+total)\b",
    re.IGNORECASE,
)
_TAIL = r"(?:\s|\$|\*\*|\\\(|\\\[|\\[A-Za-z]+\s*\{|\{|\(|exactly\b|about\b|approximately\b|just\b|only\b|a\b|an\b|the\b|option\b|choice\b|[A-Za-z]\s*=)*$"
_ANSWER_PHRASE_RE = re.compile(
    r"(?:\b(?:answer|result|total|solution|final\s+value|final\s+count|final\s+result|sum\s+total|grand\s+total)s?\b"
    r"[^.;\n]{0,50}?(?:\bis\b|\bare\b|\bwas\b|\bequals?\b|=|:|\bcomes?\s+(?:out\s+)?to\b|\bwould\s+be\b|\bwill\s+be\b|"
    r"\bmust\s+be\b|\bshould\s+be\b|\bbecomes\b|\bof\b))" + _TAIL,
    re.IGNORECASE,
)
_RESULT_RE = re.compile(
    r"(?:->|=>|⇒|=|\\approx|≈|\\Rightarrow|\\implies|→|\\to\b|\bis\b|\bare\b|\bequals?\b|\bgives?\b|\bget\b|\bgets\b|\bgot\b|"
    r"\bobtain\b|\bleav(?:es?|ing)\b|\bmakes?\b|\bbecomes?\b|\byields?\b|\bhave\b|\bhas\b|\bthere\s+(?:are|is)\b|:|\bto\b)"
    r"(?:\s+[A-Za-z]{3,}){0,2}" + _TAIL,
    re.IGNORECASE,
)

def in_answer_position(text: str, start: int) -> bool:
    """The mention starting at ``text[start]`` stands in answer position: inside a box, after
    a "the answer/total/result is" phrase, or after a result verb in a sentence that opens
    with a conclusion marker ("So ... = 42", "Therefore the count is 42"). Such a mention
    states the answer even when its value is also a given of the problem."""
    from agon_mcore.verify.answer import boxed_spans  # the verifier's own box reader

    if any(s <= start < (e if e >= 0 else len(text)) for s, e, _, _ in boxed_spans(text)):
        return True
    before = text[max(0, start - 80):start]
    if _ANSWER_PHRASE_RE.search(before):
        return True
    cut = max(text.rfind(c, 0, start) for c in ".!?\n")
    sent = text[cut + 1:start]
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
          if not _is_given(m, givens) or in_answer_position(text, m.start)]
    if any(not m.kind.endswith("/part") for m in ms):
        return True
    if ans.parts:
        got = [m for m in ms if m.kind.endswith("/part")]
        return all(any(values_equal(g.value, p, g.approx) for g in got) for p in ans.parts)
    return False


def _is_given(m: Mention, givens: Sequence[Any]) -> bool:
    return any(values_equal(m.value, g) for g in givens)


def problem_values(problem: Optional[str]) -> List[Any]:
    """The values a problem statement gives (its number mentions, digits and words)."""
    if not problem:
        return []
    vals = []
    for m in number_mentions(problem) + word_mentions(problem):
        if m.kind in ("sub", "exp") or m.arith:
            continue
        if not any(values_equal(m.value, v) for v in vals):
            vals.append(m.value)
    return vals


def numeral_spans(text: str) -> List[Tuple[int, int]]:
    """Spans of the numbers written with digits in ``text`` (for the hiding metric)."""
    return [(m.start, m.end) for m in number_mentions(text) if m.kind != "sub"]


# ----------------------------------------------------------------------------- code

@dataclass
class CodeRegion:
    """Code in a text: ``text[start:end]`` is the whole region (fences included), ``code``
    its content, ``form`` one of ``fence``, ``tilde``, ``pre``, ``heredoc``, ``doctest``,
    ``diff``, ``indent``, ``inline``; ``lang`` the tag (``""`` if none); ``closed`` False
    for a fence cut at the end of the text."""

    start: int
    end: int
    code: str
    form: str
    lang: str = ""
    closed: bool = True


_FENCE_OPEN_RE = re.compile(r"(?P<f>`{3,}|~{3,})[ \t]*(?P<tag>[^\n`]*)")
_PRE_RE = re.compile(r"<(?P<t>pre|code)(?:\s[^>]*)?>(?P<c>.*?)(?:</(?P=t)>|$)", re.DOTALL | re.IGNORECASE)
_HEREDOC_RE = re.compile(r"<<-?\s*['\"]?(?P<tag>[A-Za-z_]+)['\"]?[^\n]*\n(?P<c>.*?)\n\s*(?P=tag)\b", re.DOTALL)
_INLINE_RE = re.compile(r"(?<!`)`(?P<c>[^`\n]+)`(?!`)")
_TEXT_LANGS = {"text", "txt", "output", "console", "plaintext", "plain", "stdout", "stdin", "input", "sample", "out",
               "example", "log"}


def code_regions(text: str) -> List[CodeRegion]:
    """Every code region of ``text`` in any form (see :class:`CodeRegion`), in order;
    regions inside a fence are not listed again."""
    out: List[CodeRegion] = []
    taken: List[Tuple[int, int]] = []

    def free(s, e):
        return not any(s < te and e > ts for ts, te in taken)

    i = 0
    while True:
        m = _FENCE_OPEN_RE.search(text, i)
        if not m:
            break
        fence = m.group("f")
        line_end = text.find("\n", m.end())
        tagpart = m.group("tag")
        close_re = re.compile(r"(?m)^[ \t]*" + re.escape(fence[0]) + "{" + str(len(fence)) + ",}[ \t]*$|" + re.escape(fence))
        if line_end < 0:
            # one line: ```code``` or an unclosed fence at the end
            c = close_re.search(text, m.end())
            if c:
                out.append(CodeRegion(m.start(), c.end(), text[m.end():c.start()], "fence", ""))
                taken.append((m.start(), c.end()))
                i = c.end()
                continue
            out.append(CodeRegion(m.start(), len(text), tagpart, "fence", "", closed=False))
            taken.append((m.start(), len(text)))
            break
        inline_close = text.find(fence, m.start() + len(fence), line_end)
        if inline_close >= 0:
            out.append(CodeRegion(m.start(), inline_close + len(fence), text[m.start() + len(fence):inline_close], "fence", ""))
            taken.append((m.start(), inline_close + len(fence)))
            i = inline_close + len(fence)
            continue
        tag = tagpart.strip().split()[0].lower() if tagpart.strip() else ""
        c = close_re.search(text, line_end + 1)
        form = "fence" if fence[0] == "`" else "tilde"
        if c is None:
            out.append(CodeRegion(m.start(), len(text), text[line_end + 1:], form, tag, closed=False))
            taken.append((m.start(), len(text)))
            break
        out.append(CodeRegion(m.start(), c.end(), text[line_end + 1:c.start()], form, tag))
        taken.append((m.start(), c.end()))
        i = c.end()
    for m in _PRE_RE.finditer(text):
        if free(m.start(), m.end()):
            import html

            out.append(CodeRegion(m.start(), m.end(), html.unescape(m.group("c")), "pre", m.group("t").lower()))
            taken.append(m.span())
    for m in _HEREDOC_RE.finditer(text):
        if free(m.start(), m.end()):
            ls = text.rfind("\n", 0, m.start()) + 1
            out.append(CodeRegion(ls, m.end(), m.group("c"), "heredoc"))
            taken.append((ls, m.end()))
    # line-based forms: doctest sessions, diffs, indented blocks
    lines = []
    pos = 0
    for ln in text.split("\n"):
        lines.append((pos, pos + len(ln), ln))
        pos += len(ln) + 1
    k = 0
    while k < len(lines):
        s, e, ln = lines[k]
        if not free(s, e + 1):
            k += 1
            continue
        st = ln.lstrip()
        if st.startswith(">>>"):
            j = k
            while j + 1 < len(lines) and lines[j + 1][2].strip() and free(lines[j + 1][0], lines[j + 1][1]):
                j += 1
            body = "\n".join(re.sub(r"^\s*(?:>>>|\.\.\.)\s?", "", lines[t][2]) for t in range(k, j + 1)
                             if re.match(r"^\s*(?:>>>|\.\.\.)", lines[t][2]))
            out.append(CodeRegion(s, lines[j][1], body, "doctest"))
            taken.append((s, lines[j][1]))
            k = j + 1
            continue
        if re.match(r"^(?:@@ |--- |\+\+\+ |[+-](?![-+\s]*$)\S?)", ln) and (
                k + 1 < len(lines) and re.match(r"^(?:@@ |--- |\+\+\+ |[+\- ]\S?)", lines[k + 1][2])
                and (ln.startswith(("@@", "---", "+++")) or lines[k + 1][2][:1] in "+-@")):
            j = k
            while j + 1 < len(lines) and re.match(r"^(?:@@ |--- |\+\+\+ |[+\- ])", lines[j + 1][2]) and \
                    free(lines[j + 1][0], lines[j + 1][1]):
                j += 1
            body = "\n".join(lines[t][2][1:] for t in range(k, j + 1)
                             if not lines[t][2].startswith(("@@", "---", "+++")) and not lines[t][2].startswith("-"))
            run = [lines[t][2] for t in range(k, j + 1)]
            # real diff evidence: a header, or both removed and added lines; a markdown
            # bullet list ("- item" lines only) is prose, not a diff
            is_diff = any(x.startswith(("@@", "---", "+++")) for x in run) or (
                any(x.startswith("+") for x in run) and any(x.startswith("-") for x in run))
            if j > k and is_diff:
                out.append(CodeRegion(s, lines[j][1], body, "diff"))
                taken.append((s, lines[j][1]))
                k = j + 1
                continue
        if re.match(r"^(?: {4}|\t)\S", ln) and (k == 0 or not lines[k - 1][2].strip() or lines[k - 1][2].rstrip().endswith(":")):
            j = k
            while j + 1 < len(lines) and (re.match(r"^(?: {4}|\t)", lines[j + 1][2]) or not lines[j + 1][2].strip()) and \
                    free(lines[j + 1][0], lines[j + 1][1]):
                j += 1
            while j > k and not lines[j][2].strip():
                j -= 1
            body = "\n".join(lines[t][2] for t in range(k, j + 1))
            import textwrap

            out.append(CodeRegion(s, lines[j][1], textwrap.dedent(body), "indent"))
            taken.append((s, lines[j][1]))
            k = j + 1
            continue
        k += 1
    for m in _INLINE_RE.finditer(text):
        if free(m.start(), m.end()):
            out.append(CodeRegion(m.start(), m.end(), m.group("c"), "inline"))
    out.sort(key=lambda r: r.start)
    return out


_KEYWORDS = set(
    "def return if elif else for while in range import from as int str float bool list dict set tuple print input "
    "public private static void class main include using namespace std cout cin endl printf scanf long short char auto "
    "const let var function fn mut usize i32 i64 u32 u64 string String vector vec new end then do begin local val "
    "func package fmt println readline sys stdin read split map strip lambda none true false null nil and or not "
    "is pass self this args argv echo done fi let's system out integer scanner next nextint io bufio os".split()
)
_CODE_TOKEN_RE = re.compile(r"[A-Za-z_]\w*|\d+(?:\.\d+)?|==|!=|<=|>=|//|\*\*|\+=|-=|\*=|&&|\|\||<<|>>|[-+*/%<>=!&|^~]")


def code_tokens(code: str) -> List[str]:
    """Content tokens of code in any language: identifiers, numbers and operators, with
    comments, strings' quotes, keywords, type names and I/O boilerplate dropped (so a
    translation of a program keeps most of its tokens)."""
    c = re.sub(r"(?m)#(?!include).*$|(?:^|(?<=\s))//(?!\s*\d)(?:\s*[A-Za-z].*)?$", "", code)
    c = re.sub(r"/\*.*?\*/", "", c, flags=re.DOTALL)
    toks = [t.lower() for t in _CODE_TOKEN_RE.findall(c)]
    alias = {"&&": "and", "||": "or", "!": "not", "+=": "+", "-=": "-", "*=": "*", "//": "/"}
    return [alias.get(t, t) for t in toks if t.lower() not in _KEYWORDS and t not in "()[]"]


def _norm_lines(code: str) -> List[str]:
    out = []
    for ln in code.split("\n"):
        t = re.sub(r"#.*$|(?:^|(?<=\s))//\s+[A-Za-z].*$", "", ln)
        t = re.sub(r"[\s;{}]+", "", t)
        if len(t) >= 6:
            out.append(t)
    return out


def code_similarity(region: str, program: str) -> float:
    """How much of ``program`` a code region restates, in [0, 1]: the larger of the share of
    the program's normalised lines (spacing, ``;`` and braces dropped, at least 6 characters)
    found in the region, and the Dice overlap of their :func:`code_tokens` multisets."""
    pl = _norm_lines(program)
    rl = set(_norm_lines(region))
    line_share = sum(1 for x in pl if x in rl) / len(pl) if pl else 0.0
    a, b = Counter(code_tokens(region)), Counter(code_tokens(program))
    na, nb = sum(a.values()), sum(b.values())
    dice = 2 * sum((a & b).values()) / (na + nb) if na + nb else 0.0
    if na < 4:  # too short to be a version of a program (a name, a number)
        dice = 0.0
    return max(line_share, dice)


_IO_IN = re.compile(r"\binput\s*\(|\bcin\s*>>|\bscanf\b|readline|\bstdin\b|\bScanner\b|read_line|readLine|ReadString|"
                    r"io\.read|\bgets\b|\bread\s*\(|\$<|ARGF")
_IO_OUT = re.compile(r"\bprint|\bcout\s*<<|\bprintf\b|console\.log|println|\bputs\b|System\.out|fmt\.Print|\bwrite\s*\(|\becho\b")
_DEF_RE = re.compile(r"\bdef\s+([A-Za-z_]\w*)|\bfunction\s+([A-Za-z_]\w*)|\bfn\s+([A-Za-z_]\w*)|\bfunc\s+([A-Za-z_]\w*)|"
                     r"^[\w<>:,\s*&]*?\b([A-Za-z_]\w*)\s*\([^()]*\)\s*\{", re.MULTILINE)


def _defined_names(code: str) -> set:
    names = set()
    for m in _DEF_RE.finditer(code):
        n = next((g for g in m.groups() if g), None)
        if n and n not in ("main", "if", "for", "while", "switch", "solve"):
            names.add(n)
    return names


def restates_program(region: CodeRegion, program: str, threshold: float = 0.5) -> bool:
    """Whether a code region is the graded program or a version of it: a normalised line or
    token overlap of at least ``threshold`` (:func:`code_similarity`); or a whole program
    (reads input and prints) when the graded program is one, in any language; or a
    definition of a function the program defines. Sample input/output never counts unless
    it is nearly the program itself."""
    sim = code_similarity(region.code, program)
    io = looks_like_io(region)
    if io:
        return sim >= 0.9
    if sim >= threshold:
        return True
    c = region.code
    if _IO_OUT.search(program) and _IO_IN.search(program) and _IO_OUT.search(c) and _IO_IN.search(c):
        return True
    names = _defined_names(program)
    return bool(names and names & _defined_names(c))


def looks_like_io(region: CodeRegion) -> bool:
    """Sample input/output, not code: a text-tagged block, or content without any code
    structure (no call, assignment, operator between names, or keyword)."""
    if region.lang in _TEXT_LANGS:
        return True
    c = region.code
    if re.search(r"[A-Za-z_]\w*\s*\(|[A-Za-z_]\w*\s*(?:=|\+=|-=)\s*\S|\b(?:def|for|while|if|return|print|int|import|"
                 r"class|include|fn|func|let|var|const)\b|[A-Za-z_]\w*\s*[-+*/%]\s*[A-Za-z_\d(]", c):
        return False
    return True


def return_expressions(program: str) -> List[str]:
    """The expressions a program returns or prints (``return n*(n+1)//2`` ->
    ``n*(n+1)//2``), at least 5 non-space characters each."""
    out = []
    for m in re.finditer(r"(?m)^\s*(?:return\s+(.+?)|print\s*\((.+)\)|.*?=\s*lambda[^:]*:\s*(.+?))\s*$", program):
        e = next(g for g in m.groups() if g)
        e = e.strip().rstrip(";")
        if len(re.sub(r"\s", "", e)) >= 3 and not re.fullmatch(r"[\w.'\"]+", e):
            out.append(e)
    return out


def expression_regex(expr: str) -> re.Pattern:
    """A regex for ``expr`` up to spacing (and ``**``/``^``, ``//``/``/``)."""
    toks = re.findall(r"\*\*|//|\w+|\S", expr)
    parts = []
    for t in toks:
        if t in ("**",):
            parts.append(r"(?:\*\*|\^)")
        elif t == "//":
            parts.append(r"//?")
        else:
            parts.append(re.escape(t))
    body = r"\s*".join(parts)
    if re.match(r"\w", expr):
        body = r"(?<![\w])" + body
    return re.compile(body)


def iter_flat(xs: Iterable[Iterable[Any]]) -> List[Any]:
    return [x for row in xs for x in row]
