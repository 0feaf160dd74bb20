"""Values and their comparison: the data types (:class:`Mention`, :class:`Word`, :class:`Answer`),
sympy readings of LaTeX and plain text, and :func:`values_equal` (the rules of the package
docstring: exact, roundings, sets, tuples, intervals, relations, expressions)."""
from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Dict, List, Optional, Tuple

from agon_mcore.agon.answer_forms.hyperbolic import hyperbolic_latex

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


# ----------------------------------------------------------------------------- values too large to evaluate
_DIGIT_LIMIT = 100_000  # decimal digits: beyond, a number is read as its notation only
_EXPAND_LIMIT = 300  # a bracket with a variable raised beyond this is not expanded


def _brace_group(t: str, i: int) -> Tuple[str, int]:
    """The balanced ``{...}`` or ``(...)`` group opening at ``t[i]`` and the index after it ("" and i if none)."""
    if i >= len(t) or t[i] not in "{(":
        return "", i
    close = {"{": "}", "(": ")"}[t[i]]
    depth = 0
    for j in range(i, len(t)):
        if t[j] == t[i]:
            depth += 1
        elif t[j] == close:
            depth -= 1
            if depth == 0:
                return t[i + 1:j], j + 1
    return t[i + 1:], len(t)


def _log10(expr: str) -> float:
    """log10 of a numeric expression of numerals, products and powers (``6\\cdot 10^{6}``, ``8^{8^8}``), inf where it is
    astronomically large or not of that form. Never evaluates a power."""
    import math

    e = re.sub(r"\\(?:cdot|times)|[*×·]", "*", expr).replace("**", "^").strip().strip("{}() ")
    if re.fullmatch(r"\d+(?:\.\d+)?", e):
        v = float(e)
        return math.log10(v) if v > 0 else 0.0
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*\^\s*(.+)", e)
    if m and "*" not in m.group(1):
        inner = m.group(2).strip()
        if inner[:1] in "{(":
            grp, end = _brace_group(inner, 0)
            if inner[end:].strip():
                return float("inf")
            inner = grp
        ex = _log10(inner)
        if ex > 15:
            return float("inf")
        base = float(m.group(1))
        return (10 ** ex) * math.log10(base) if base > 1 else 0.0
    parts = [x for x in e.split("*") if x.strip()]
    if len(parts) >= 2 and all(re.fullmatch(r"[\d.\s^{}()]+", x) for x in parts):
        return sum(_log10(x) for x in parts)
    return float("inf") if "^" in e else 0.0


def too_big(text: str) -> bool:
    """Whether ``text`` writes a number too large to evaluate (more than :data:`_DIGIT_LIMIT` digits: ``8^{8^{8^8}}``,
    ``4444^{4444^{4444}}``, ``10^{6 \\cdot 10^{6 \\cdot 10^6}}``) or a bracket with a variable raised beyond
    :data:`_EXPAND_LIMIT` (``(2x-1)^{2017}``: its expansion). The value readers and the arithmetic readers return no
    value for such a text (they would not finish: sympy and Python evaluate powers exactly). Raises nothing."""
    if "^" not in text and "**" not in text:
        return False
    t = text.replace("**", "^")
    for m in re.finditer(r"(\d+(?:\.\d+)?)\s*\^\s*", t):
        exp, end = _brace_group(t, m.end())
        if not exp:
            d = re.match(r"\d+(?:\s*\^\s*\d+)*", t[m.end():])  # "9^9^9^9": a tower without braces, right-associative
            exp = d.group(0) if d else ""
        if not exp or not re.fullmatch(r"[\d\s.^{}()*×·+\\a-z]+", exp) or re.search(r"[a-z](?<!cdot)(?<!times)", re.sub(r"\\(?:cdot|times)", "", exp)):
            continue
        try:
            if _log10(m.group(1) + "^{" + exp + "}") > _DIGIT_LIMIT:
                return True
        except (ValueError, OverflowError):
            return True
    for m in re.finditer(r"\)\s*\^\s*\{?\s*(\d+)", t):
        if int(m.group(1)) > _EXPAND_LIMIT and re.search(r"[A-Za-z]", t[max(0, m.start() - 60):m.start()]):
            return True
    return False


# a trigonometric function of an angle in degrees ("\\cos 30^\\circ", "\\sin(45°)"): the degree sign is a unit, and
# the parser would drop it (the normal form reads "30^\\circ" as the number 30, as an angle answer is graded)
_TRIG_DEGREES = re.compile(r"\\(sin|cos|tan|cot|sec|csc)\s*\(?\s*(\d+(?:\.\d+)?)\s*(?:\^\s*\{?\s*\\circ\s*\}?|°)\s*\)?")


@functools.lru_cache(maxsize=8192)
def latex_value(latex: str):
    """``latex`` parsed by ``latex2sympy2_extended`` (math-verify's parser), or None. A trigonometric function of an
    angle in degrees is read in radians (``\\cos 30^\\circ`` is ``\\sqrt{3}/2``).

    Strings longer than 120 characters, unbalanced braces and any parse error give None.
    """
    latex = _TRIG_DEGREES.sub(lambda m: "\\" + m.group(1) + "(\\frac{" + m.group(2) + "\\pi}{180})", latex)  # cos 30° in radians
    t = normalize_latex(latex).strip()
    if not t or len(t) > 120 or t.count("{") != t.count("}") or too_big(t):
        return None
    t = _ungroup(t)  # "{2\sqrt{2}}": TeX's grouping braces, no set (a set is "\{..\}")
    t, hyperbolic = hyperbolic_latex(t)  # \coth, \sech, \csch: the parser reads cot(h(x))
    t = re.sub(r"\^\s*([A-Za-z])(?![A-Za-z])", r"^{\1}", t)  # "e^e", "x^e": the parser takes a bare "e" exponent for a number's
    try:
        from latex2sympy2_extended import latex2sympy

        e = latex2sympy(t)
    except Exception:  # noqa: BLE001 - an unparsable text states no value
        return None
    if isinstance(e, (list, tuple)) and not hasattr(e, "func"):
        return None
    return _special_functions(_fix_i(hyperbolic(e)))


def _ungroup(t: str) -> str:
    """``t`` without the grouping braces around all of it (``{2\\sqrt{2}}``, ``{ {x = 3} }``): in TeX a bare brace
    pair groups and prints nothing, where the parser would read a set. A body with a top-level comma
    (``{1, 2, 3}``) keeps its braces: written so, it is meant as a set."""
    while len(t) > 2 and t[0] == "{" and t[-1] == "}":
        depth, inner = 0, t[1:-1]
        for i, c in enumerate(t):
            depth += (c == "{") - (c == "}")
            if depth == 0 and i < len(t) - 1:
                return t  # "{a}{b}": the first brace closes before the end
        d = 0
        for c in inner:
            d += (c == "{") - (c == "}")
            if c == "," and d == 0:
                return t
        t = inner.strip()
    return t


_BESSEL = re.compile(r"\\?([IJKY])_\{?(-?\d+)\}?")
_NAMED_FUNCTIONS = {"zeta": "zeta", "erf": "erf", "erfc": "erfc", "Si": "Si", "Ci": "Ci", "Ei": "Ei", "li": "li"}


def _special_functions(e):
    """The special functions the parser leaves as undefined ones, read as sympy's so that they evaluate: Bessel
    ``I_0(1)``, ``J_1(x)``, ``K_{0}``, ``Y_n`` (``besseli`` ...), ``\\zeta(3)``. Anything else is returned as parsed."""
    from sympy.core.function import AppliedUndef

    sp = _sp()
    try:
        subs = {}
        for f in e.atoms(AppliedUndef):
            name = str(f.func).lstrip("\\")
            b = _BESSEL.fullmatch(name)
            if b and len(f.args) == 1:
                fn = {"I": sp.besseli, "J": sp.besselj, "K": sp.besselk, "Y": sp.bessely}[b.group(1)]
                subs[f] = fn(int(b.group(2)), f.args[0])
            elif name in _NAMED_FUNCTIONS and len(f.args) == 1:
                subs[f] = getattr(sp, _NAMED_FUNCTIONS[name])(f.args[0])
        return e.xreplace(subs) if subs else e
    except (AttributeError, TypeError, ValueError):
        return e


_PLAIN_EXPR_OK = re.compile(r"[0-9a-zA-Z_.+\-*/^() ]+")


@functools.lru_cache(maxsize=4096)
def plain_value(expr: str, euler: bool = False):
    """A plain-text constant (``sqrt(5)``, ``5^(1/2)``, ``2*pi/3``) parsed by sympy, or None. ``euler``: the
    letter ``e`` is Euler's number (``e^2``, ``1/e``); otherwise a letter other than pi and i makes no constant."""
    t = expr.replace("√", "sqrt").replace("π", "pi").replace("^", "**").replace("−", "-").strip()
    t = re.sub(r"sqrt\s*(\d+(?:\.\d+)?)", r"sqrt(\1)", t)
    if not t or len(t) > 80 or not _PLAIN_EXPR_OK.fullmatch(t) or too_big(t):
        return None
    if re.search(r"[A-Za-z_]", re.sub(r"sqrt|pi|\bi\b" + (r"|(?<![A-Za-z])e\b|\b(?:exp|ln)(?=\()" if euler else ""), "", t)):
        return None
    if euler:
        t = re.sub(r"(\d)\s*(?=e\b)", r"\1*", t)  # "2e" is 2 times e, no float literal
    sp = _sp()
    try:
        from sympy.parsing.sympy_parser import (
            implicit_multiplication_application,
            parse_expr,
            standard_transformations,
        )

        e = parse_expr(t, transformations=standard_transformations + (implicit_multiplication_application,),
                       local_dict={"pi": sp.pi, "sqrt": sp.sqrt, "i": sp.I,
                                   **({"e": sp.E, "exp": sp.exp, "ln": sp.log} if euler else {})}, evaluate=True)
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


@functools.lru_cache(maxsize=8192)
def _complex30(v) -> complex:
    """``complex(v.evalf(30))``, cached: one draft compares the same few values hundreds of times, and evaluating a
    product of transcendental constants to 30 digits costs up to half a second. An oscillatory integral over an
    infinite range (a sine, cosine or complex exponential in the integrand) is not evaluated (NaN: equal to nothing):
    its numeric quadrature takes seconds (fresh23 bp14, the problem's own integral, took 31 s), and such a mention is
    work still to do anyway (``agon.value_work.operator_to_evaluate``)."""
    sp = _sp()
    for it in v.atoms(sp.Integral) if v.has(sp.Integral) else ():
        infinite = any(b.is_infinite for lim in it.limits for b in lim[1:])
        if infinite and (it.function.has(sp.sin, sp.cos, sp.tan) or any(a.has(sp.I) for a in it.function.atoms(sp.exp))):
            return complex("nan")  # an oscillatory integral over an infinite range: numeric quadrature takes seconds
    return complex(v.evalf(30))


def _close(a, b, tol: float) -> bool:
    try:
        ca, cb = _complex30(a), _complex30(b)
    except Exception:  # noqa: BLE001
        return False
    if any(map(math.isnan, (ca.real, ca.imag, cb.real, cb.imag))):
        return False
    if any(map(math.isinf, (ca.real, cb.real))):
        return ca == cb
    return abs(ca - cb) <= tol


def _same_function_rule(a, b) -> bool:
    """``f(t) = t`` and ``f(x) = x``: one function's rule written with another argument name (the left sides apply the
    same function to one symbol each; the right sides agree once the names are swapped)."""
    sp = _sp()
    la, lb = a.lhs, b.lhs
    if not (getattr(la, "func", None) is not None and getattr(lb, "func", None) is not None and la.func == lb.func
            and getattr(la, "args", ()) and len(la.args) == 1 and len(lb.args) == 1
            and isinstance(la.args[0], sp.Symbol) and isinstance(lb.args[0], sp.Symbol)
            and la.args[0] != lb.args[0] and type(la).__name__ not in ("Symbol", "Mul", "Add", "Pow")):
        return False
    u, v = la.args[0], lb.args[0]
    if v in a.rhs.free_symbols:
        return False  # the other name is a constant on this side: no renaming
    return bool(sp.simplify(a.rhs.subs(u, v) - b.rhs) == 0)


# a sentence of plain text, a decimal point inside it kept ("a probability of 0.625 here.")
SENTENCE = re.compile(r"[^.!?\n]+(?:\.(?=\d)[^.!?\n]*)*")


def line_starts(text: str) -> List[int]:
    """The offset in ``text`` at which each of ``text.split("\\n")``'s lines starts."""
    out, pos = [], 0
    for ln in text.split("\n"):
        out.append(pos)
        pos += len(ln) + 1
    return out


def written_in_problem(phrase: str, problem: Optional[str]) -> bool:
    """The problem writes ``phrase`` itself (case and spacing aside): a name, a mark or a description it uses is its
    given, not the draft's statement."""
    return bool(problem) and re.sub(r"\s+", " ", phrase.strip().lower()) in re.sub(r"\s+", " ", problem.lower())


@functools.lru_cache(maxsize=1024)
def _limits_taken(v):
    """``v`` with its limits taken symbolically ("\\lim_{x \\to 0} \\frac{\\sin x}{x}" is 1; a limit has no numeric
    evaluation), where each limit's expression is small (20 operations or fewer: Gruntz's algorithm on a long one can
    take seconds); else ``v`` unchanged."""
    sp = _sp()
    if any(sp.count_ops(it.args[0]) > 20 for it in v.atoms(sp.Limit)):
        return v
    try:
        out = v.doit(deep=False) if isinstance(v, sp.Limit) else v.replace(lambda x: isinstance(x, sp.Limit), lambda x: x.doit())
    except Exception:  # noqa: BLE001 - a limit sympy cannot take stays a limit
        return v
    return v if out.has(sp.Limit) else out


def values_equal(a, b, approx: Optional[int] = None) -> bool:
    """Whether two values read by this module are the same (the rules in the module
    docstring). ``approx`` is the decimal places of ``a`` when ``a`` may be a rounding. A limit is compared by its
    value where sympy takes it (:func:`_limits_taken`)."""
    if isinstance(a, Word) or isinstance(b, Word):
        return isinstance(a, Word) and isinstance(b, Word) and str(a) == str(b)
    sp = _sp()
    if isinstance(a, sp.Basic) and a.has(sp.Limit):
        a = _limits_taken(a)
    if isinstance(b, sp.Basic) and b.has(sp.Limit):
        b = _limits_taken(b)
    try:
        if _is_number(a) and _is_number(b):
            if a.is_infinite or b.is_infinite:
                return a == b
            if a == b:
                return True
            if a.is_Rational and b.is_Rational:
                if approx is not None and approx >= 2 and (b * 10 ** approx).is_integer is False:
                    return abs(float(a) - float(b)) <= 0.5 * 10.0 ** (-approx) * 1.01
                # a long decimal off by one unit in its last place is floating-point noise ("35.9999999" for 36)
                return approx is not None and approx >= 5 and abs(a - b) <= sp.Rational(1, 10 ** approx)

            if _close(a, b, 1e-20 * (1 + abs(complex(b.evalf())))):
                return True
            # a decimal with one place is read as a rounding only of an irrational answer ("1.7" for sqrt 3)
            if approx is not None and approx >= 1 and a.is_Rational:
                return _close(a, b, 0.5 * 10.0 ** (-approx) * 1.01)
            return False
        if isinstance(a, sp.MatrixBase) or isinstance(b, sp.MatrixBase):
            return isinstance(a, sp.MatrixBase) and isinstance(b, sp.MatrixBase) and a.shape == b.shape and \
                all(values_equal(x, y) for x, y in zip(a, b))
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
        if isinstance(a, sp.Range) != isinstance(b, sp.Range) and isinstance(a, (sp.Range, sp.Interval)) and \
                isinstance(b, (sp.Range, sp.Interval)):  # "d = 3, 4, 5, ..." for d >= 3: the interval's integers
            r, iv = (a, b) if isinstance(a, sp.Range) else (b, a)
            return r.step in (1, -1) and iv.measure.is_infinite and \
                bool(sp.Intersection(iv, sp.S.Integers) == r)
        if isinstance(a, sp.Set) and isinstance(b, sp.Set):
            return bool(a == b) or bool(sp.simplify(sp.Complement(a, b)) == sp.S.EmptySet
                                        and sp.simplify(sp.Complement(b, a)) == sp.S.EmptySet)
        if isinstance(a, sp.Equality) and isinstance(b, sp.Equality):
            if _proportional(a.lhs - a.rhs, b.lhs - b.rhs):
                return True
            return _same_function_rule(a, b)
        if isinstance(a, sp.Set) != isinstance(b, sp.Set):
            if isinstance(b, sp.Set) and isinstance(a, (sp.Rel, sp.And, sp.Or)):
                if not _isolated(a):  # "-7 < 2x - 3 < 7" is a step, "-2 < x < 5" states the interval
                    return False
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
                from sympy.core.function import AppliedUndef

                # a function's value at a point (``W(2)^2 + 2``): the same expression when the difference expands to 0
                return bool((a.has(AppliedUndef) or b.has(AppliedUndef)) and sp.expand(a - b) == 0)
            if a.free_symbols != b.free_symbols:
                # the same formula in another variable name ("t^3 + 3t^2 + 3t + 1" for x)
                if len(a.free_symbols) == 1 and len(b.free_symbols) == 1:
                    a = a.subs(next(iter(a.free_symbols)), next(iter(b.free_symbols)))
                else:
                    return False
            d = sp.expand(a - b)
            if d == 0 or sp.cancel(sp.together(d)) == 0:
                return True
            # ln(sec x) = -ln(cos x); a power with a variable exponent, 2^{2t} = 4^t
            return bool(d.atoms(sp.Function) or any(not p.exp.is_number for p in d.atoms(sp.Pow))) and _zero_at_points(a, b)
    except Exception:  # noqa: BLE001 - values that cannot be compared are not equal
        return False
    return False


_POINTS = ((0.31, 0.57, 0.73), (-0.37, 0.61, -0.23), (0.83, -0.41, 0.67), (1.13, 0.29, -0.53))


def _zero_at_points(a, b) -> bool:
    """Two formulas with functions in them (logarithms, trigonometric, exponential) are the same function when they
    agree at four points off any symmetry (both signs, each variable its own value): an identity test by value, where
    sympy's expansion does not reach (``\\ln(\\sec x)`` and ``-\\ln(\\cos x)``). A point where either side is not a
    finite real number is skipped; at least two must be read."""
    syms = sorted(a.free_symbols | b.free_symbols, key=str)
    if len(syms) > 3:
        return False
    read = 0
    for pt in _POINTS:
        sub = {x: pt[k] for k, x in enumerate(syms)}
        try:
            va, vb = complex(a.evalf(subs=sub)), complex(b.evalf(subs=sub))
        except (TypeError, ValueError, ZeroDivisionError):
            continue
        if any(math.isnan(z.real) or math.isinf(z.real) or abs(z.imag) > 1e-12 for z in (va, vb)):
            continue
        if abs(va.real - vb.real) > 1e-9 * (1 + abs(vb.real)):
            return False
        read += 1
    return read >= 2


def _proportional(p, q) -> bool:
    sp = _sp()
    if p == 0 or q == 0 or p.free_symbols != q.free_symbols or not p.free_symbols:
        return False
    r = sp.cancel(sp.together(p / q))
    return bool(r.is_number and r != 0)


def _isolated(rel) -> bool:
    """Every relation in ``rel`` has the variable alone on one side."""
    sp = _sp()
    if isinstance(rel, (sp.And, sp.Or)):
        return all(_isolated(r) for r in rel.args)
    return isinstance(rel, sp.Rel) and (rel.lhs.is_Symbol or rel.rhs.is_Symbol)


@functools.lru_cache(maxsize=2048)
def _relation_set(rel):
    """The set of reals a one-variable inequality (or a conjunction of them) describes (cached:
    sympy's inequality solver is slow)."""
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
    ``\\%`` -> ``/100``, Unicode minus, ``×``, ``·``, ``≤``, ``≥``, ``√``, ``π``, ``∞``, a logarithm's notations
    (``\\log_e`` and ``\\operatorname{ln}`` -> ``\\ln``, ``\\lg`` -> ``\\log_{10}``)."""
    t = s
    t = t.replace("−", "-").replace("×", "\\times ").replace("·", "\\cdot ").replace("≤", "\\le ").replace(
        "≥", "\\ge ").replace("√", "\\sqrt ").replace("π", "\\pi ").replace("∞", "\\infty ").replace("±", "\\pm ")
    t = re.sub(r"\\(?:displaystyle|textstyle|left|right|big|Big|bigg|Bigg)(?![A-Za-z])", "", t)
    # a variable named d before a relation or operator command: braced, or the parser reads "d \\geq" as a differential
    t = re.sub(r"(?<![\\A-Za-z])d(?=\s*\\(?:geq?|leq?|gt|lt|neq?|approx|equiv|in|notin|times|cdot)(?![A-Za-z]))", "{d}", t)
    t = re.sub(r"\\[cdt]frac(?![A-Za-z])", r"\\frac", t)
    t = re.sub(r"\\sqrt\s*(\d+(?:\.\d+)?|[A-Za-z](?![A-Za-z]))", r"\\sqrt{\1}", t)
    t = _GLUED_FRAC_RE.sub(r"\\frac{\1}{\2}", t)
    prev = None
    while prev != t:
        prev = t
        t = _OVER_RE.sub(r"\\frac{\1}{\2}", t)
    t = re.sub(r"(?<=\d)(?:\\,|\{,\}|\\ |\\!|\u2009|\u202f)(?=\d{3}(?!\d))", "", t)
    t = re.sub(r"(?<!\\)\\[,;:! ]|~", " ", t)  # a matrix row break stays
    t = re.sub(r"\\%", "/100", t)
    t = re.sub(r"\\(?:text|mathrm|textbf|mathbf|mathit|operatorname)\s*\{\s*\}", "", t)
    return _LOG_E.sub(r"\\ln ", _LG.sub(r"\\log_{10} ", _NAMED_LOG.sub(r"\\\1 ", t)))


# logarithm notations of one value: \log_e = \ln, \lg = \log_{10}, a log named in text (\operatorname{ln}) = the command
_NAMED_LOG = re.compile(r"\\(?:operatorname|mathrm|text|rm)\s*\{\s*(ln|lg|log)\s*\}")
_LG = re.compile(r"\\lg(?![A-Za-z])\s*")
_LOG_E = re.compile(r"\\log\s*_\s*(?:\{\s*e\s*\}|e(?![A-Za-z]))\s*")


def place_value(chars: str, digits: Dict[str, int], units: Dict[str, int]) -> int:
    """The integer a CJK-style place-value numeral writes (Chinese/Japanese 三百二十, Korean
    삼백이십): ``digits`` maps digit characters to 0-9, ``units`` unit characters to 10, 100,
    1000 or 10000; a unit without a digit before it counts once (十二 = 12), and 10000 closes a
    section (三万二千 = 32000). Every character of ``chars`` must be in one of the two maps."""
    total, section, digit = 0, 0, None
    for ch in chars:
        if ch in digits:
            digit = digits[ch] if digit is None else digit * 10 + digits[ch]
        else:
            u = units[ch]
            if u == 10000:
                total += (section + (digit or 0)) * u
                section, digit = 0, None
            else:
                section += (1 if digit is None else digit) * u
                digit = None
    return total + section + (digit or 0)


def rational_values(values) -> List[Fraction]:
    """The rational numbers among ``values`` (sympy Rationals, ints, ``Fraction``) as ``Fraction``; others are left
    out. Raises nothing."""
    out = []
    for v in values:
        try:
            if getattr(v, "is_Rational", False) or isinstance(v, (int, Fraction)):
                out.append(Fraction(str(v)))
        except (TypeError, ValueError):
            continue
    return out


def written_numbers(text: str) -> set:
    """The numbers ``text`` writes in digits (commas as thousands separators dropped), as ``Fraction``: a problem's
    givens as the comparison and label readers check them. Raises nothing."""
    return {Fraction(x) for x in re.findall(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.]\d)", (text or "").replace(",", ""))}
