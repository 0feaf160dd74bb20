"""The LaTeX number reader and the numeric fast path: decide a pair without sympy when
both sides are exact numbers or simple constant expressions (:func:`quick_verdict`)."""
from __future__ import annotations

import math
import re
import zlib
from fractions import Fraction

from agon_mcore.verify.answer import LATEX_SPACE_RE
from agon_mcore.verify.math.parsing import _SIZING_RE, _is_interval, normalize_latex, text_answer
from agon_mcore.verify.types import Verdict

_NUM_RE = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)")
_FRAC_NUM_RE = re.compile(r"([+-]?)\\frac(?:\{([+-]?\d+)\}\{(\d+)\}|(\d)(\d))")
_SLASH_NUM_RE = re.compile(r"([+-]?\d+)/(\d+)")
_TOKEN_RE = re.compile(r"\s*(\d+(?:\.\d+)?|\.\d+|\\[A-Za-z]+|[A-Za-z]|[-+*/^_(){}\[\]!])")
_GREEK = frozenset(
    "alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta kappa lambda mu nu xi rho "
    "sigma tau phi varphi chi psi omega Gamma Delta Theta Lambda Xi Sigma Phi Psi Omega aleph beth".split()
)
# The imaginary unit (and ``E``) are neither plain symbols nor real constants: unsupported.
# ``e`` is Euler's number to math-verify (or a symbol it equates with it); two expressions
# that differ at e = 2.718... also differ as functions of a symbol e, so "far" stays safe.
_CONST_LETTERS = frozenset("EiI")
_REL_TOL = 1e-6
# Two numbers separated only by space (thousands groups were joined by canonical_answer):
# not one number. math-verify would read 1 2 as 1 + 2.
_SPLIT_DIGITS_RE = re.compile(r"\d(?:\s|" + LATEX_SPACE_RE.pattern + r")+\d")


def exact_number(s: str) -> tuple[Fraction, bool] | None:
    """``(value, is_decimal)`` for an integer (leading zeros allowed), a decimal, ``a/b`` or
    ``\\frac{a}{b}`` (sign allowed), after :func:`normalize_latex`; else ``None``."""
    t = normalize_latex(s)
    if _NUM_RE.fullmatch(t):
        return Fraction(t), "." in t
    m = _FRAC_NUM_RE.fullmatch(t)
    if m:
        num, den = (m.group(2), m.group(3)) if m.group(2) is not None else (m.group(4), m.group(5))
        if int(den) == 0:
            return None
        v = Fraction(int(num), int(den))
        return (-v if m.group(1) == "-" else v), False
    m = _SLASH_NUM_RE.fullmatch(t)
    if m and int(m.group(2)) != 0:
        return Fraction(int(m.group(1)), int(m.group(2))), False
    return None


class _Unsupported(Exception):
    pass


class _Eval:
    """Evaluate a small LaTeX expression grammar at given symbol values (floats).

    Numbers, ``+ - * / \\cdot \\times``, implicit products, ``^`` (one-token or braced
    exponent), ``n!`` (integers up to 170), ``\\frac``, ``\\sqrt`` (``[n]`` root), ``\\pi``, ``\\infty``, parentheses,
    ``e`` (Euler's number), and symbols: Latin letters other than ``e``/``E``/``i``/``I``
    and Greek letters other than ``\\pi``, with a subscript. Anything else raises :class:`_Unsupported`.
    """

    def __init__(self, s: str):
        t = _SIZING_RE.sub("", normalize_latex(s).replace("\\dfrac", "\\frac"))
        pos, toks = 0, []
        while pos < len(t):
            m = _TOKEN_RE.match(t, pos)
            if not m:
                raise _Unsupported(t[pos:])
            toks.append(m.group(1))
            pos = m.end()
        self.toks = toks
        self.symbols: set[str] = set()
        self.env: dict[str, float] = {}
        self.i = 0
        self.value(self.env_for(0))  # validates the grammar and collects the symbols

    def env_for(self, k: int) -> dict[str, float]:
        # independent pseudo-random values in [1.37, 1.98) per symbol and point
        return {name: 1.37 + 0.61 * (zlib.crc32(f"{name}:{k}".encode()) % 9973) / 9973 for name in self.symbols}

    def value(self, env: dict[str, float]) -> float:
        self.env, self.i = env, 0
        v = self.expr()
        if self.i != len(self.toks):
            raise _Unsupported("trailing input")
        return v

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, want: str | None = None) -> str:
        t = self.peek()
        if t is None or (want is not None and t != want):
            raise _Unsupported(f"expected {want}")
        self.i += 1
        return t

    def expr(self) -> float:
        sign = 1.0
        if self.peek() in ("+", "-"):
            sign = -1.0 if self.take() == "-" else 1.0
        v = sign * self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            w = self.term()
            v = v + w if op == "+" else v - w
        return v

    def term(self) -> float:
        v = self.power()
        while True:
            t = self.peek()
            if t in ("*", "\\cdot", "\\times"):
                self.take()
                v *= self.power()
            elif t == "/":
                self.take()
                v /= self.power()
            elif t is not None and t not in ("+", "-", ")", "}", "]", "^", "_", "!"):
                if t[0].isdigit() or t[0] == "." or t == "\\frac":
                    raise _Unsupported("a number after a term")  # math-verify: 1 2 -> 1+2, 2\\frac12 -> 5/2
                v *= self.power()  # implicit product
            else:
                return v

    def power(self) -> float:
        base = self.atom()
        if self.peek() == "!":
            self.take()
            if base != int(base) or not 0 <= base <= 170:
                raise _Unsupported("factorial")
            base = float(math.factorial(int(base)))
        if self.peek() == "^":
            self.take()
            t = self.peek()
            if t == "{":
                exp = self.group()
            elif t is not None and (len(t) == 1 and t.isalnum() or t == "\\pi" or t[1:] in _GREEK):
                exp = self.atom()
            else:
                raise _Unsupported("exponent")
            if self.peek() == "^":
                raise _Unsupported("chained exponent")
            v = base ** exp
            if isinstance(v, complex):
                raise _Unsupported("complex")
            return v
        return base

    def group(self) -> float:
        self.take("{")
        v = self.expr()
        self.take("}")
        return v

    def arg(self) -> float:
        t = self.peek()
        if t == "{":
            return self.group()
        if t is not None and len(t) == 1 and t.isdigit():
            self.take()
            return float(t)
        raise _Unsupported("argument")

    def atom(self) -> float:
        t = self.take()
        if t[0].isdigit() or t[0] == ".":
            if len(t) > 1 and self.toks[self.i - 2: self.i - 1] == ["^"]:
                raise _Unsupported("multi-digit exponent")
            return float(t)
        if t == "(":
            v = self.expr()
            self.take(")")
            return v
        if t == "{":
            self.i -= 1
            return self.group()
        if t == "\\frac":
            num = self.arg()
            return num / self.arg()
        if t == "\\sqrt":
            n = 2.0
            if self.peek() == "[":
                self.take()
                n = self.expr()
                self.take("]")
            v = self.arg()
            if v < 0:
                raise _Unsupported("complex root")
            return v ** (1.0 / n)
        if t == "\\pi":
            return math.pi
        if t == "e":
            return math.e
        if t == "\\infty":
            return math.inf
        if (len(t) == 1 and t.isalpha() and t not in _CONST_LETTERS) or t[1:] in _GREEK:
            name = t
            if self.peek() == "_":
                self.take()
                sub = self.take()
                if sub == "{":
                    depth, parts = 1, []
                    while depth:
                        x = self.take()
                        depth += {"{": 1, "}": -1}.get(x, 0)
                        parts.append(x)
                    sub = "".join(parts[:-1])
                name += "_" + sub
            if self.peek() == "(":
                raise _Unsupported("function application")
            self.symbols.add(name)
            return self.env.get(name, 1.5)
        raise _Unsupported(t)


def _evaluate(s: str) -> tuple[float, float, bool] | None:
    """``(value at point 0, value at point 1, has symbols)``; ``None`` if unsupported."""
    try:
        e = _Eval(s)
        v0 = e.value(e.env_for(0))
        v1 = e.value(e.env_for(1)) if e.symbols else v0
    except (_Unsupported, ArithmeticError, ValueError, TypeError, IndexError, RecursionError):
        return None
    if math.isnan(v0) or math.isnan(v1):
        return None
    return v0, v1, bool(e.symbols)


def _far(a: float, b: float) -> bool:
    if math.isinf(a) or math.isinf(b):
        return a != b
    return abs(a - b) > _REL_TOL * max(1.0, abs(a), abs(b)) + 2e-6


_SYMBOL_RE = re.compile(r"([A-DF-HJ-Za-df-hj-z]|\\(?:" + "|".join(sorted(_GREEK)) + r"))(?:_(\w|\{\w+\}))?")


def _symbol_name(m: re.Match) -> str:
    return m.group(1) + "_" + (m.group(2) or "").strip("{}") if m.group(2) else m.group(1)


def _number_set(s: str) -> tuple[tuple[frozenset, bool], bool] | None:
    """``((values, has_decimal), braced)`` for an exact number or a braced set of exact
    numbers ``\\{1, -2, \\frac{1}{2}\\}`` (math-verify compares a number with a set as the
    singleton set); else ``None``."""
    t = normalize_latex(s)
    braced = t.startswith("\\{") and t.endswith("\\}")
    items = t[2:-2].split(",") if braced else [t]
    vals = [exact_number(x) for x in items]
    if not items or any(v is None for v in vals):
        return None
    return (frozenset(v for v, _ in vals), any(d for _, d in vals)), braced


def _proper_interval(s: str) -> bool:
    """An interval ``(a, b)``/``[a, b]``... whose end points are constants that differ
    (a degenerate ``[1, 1]`` is the set ``{1}`` to sympy)."""
    if not _is_interval(s):
        return False
    t = normalize_latex(s)
    lo, hi = (_evaluate(x) for x in t[1:-1].split(","))
    return lo is not None and hi is not None and not (lo[2] or hi[2]) and _far(lo[0], hi[0])


def _letters(s: str) -> str:
    return "".join(sorted(c for c in re.sub(r"\\[A-Za-z]+", "", s).casefold() if c.isalpha()))


def quick_verdict(pred: str, gold: str) -> Verdict | None:
    """Decide without math-verify when that is safe, else ``None`` (the worker decides).

    ``pred`` and ``gold`` are prepared (:func:`prepare_pair`). In order:

    1. equal after :func:`normalize_latex`: correct; a prediction with two numbers
       separated only by a space (``1 2``; thousands groups are joined before) is wrong;
    2. a text answer on either side (:func:`text_answer`): the words must match (case
       folded). A word prediction against an algebraic gold is only decided here when
       their letters differ (math-verify reads both as products of symbols);
    3. two exact numbers (integers, decimals as written, fractions): correct iff their
       values are equal, exactly (``0.0000003`` is not ``0.0000001``, ``0.333333`` is not
       ``\\frac13``; ``3.50`` is ``3.5``); math-verify would round to 6 places;
    4. two different single symbols (``S_3``, ``D_4``; letters other than ``e``/``i``,
       Greek letters other than ``\\pi``): wrong;
    5. a braced set of exact numbers against a number or such a set: equal as sets
       (math-verify reads a number as a singleton); a number against an interval with
       distinct constant end points: wrong;
    6. two expressions of the :class:`_Eval` grammar that are constants, or one constant
       and one that varies with its symbols: wrong when their values clearly differ
       (a varying expression never equals a constant). Never ``correct`` from floats.

    The rules are checked against math-verify on the pair table in
    ``tests/verify/test_math_pairs.py`` and on shifted DeepMath golds.
    """
    if normalize_latex(pred) == normalize_latex(gold):
        return Verdict(True, "correct", pred)
    if _SPLIT_DIGITS_RE.search(pred):
        return Verdict(False, "wrong", pred, "digits separated by a space are not one number")
    g, p = text_answer(gold), text_answer(pred)
    if g is not None:
        ok = p == g
        return Verdict(ok, "correct" if ok else "wrong", pred, "" if ok else "text answer differs")
    if p is not None:
        if _letters(pred) != _letters(gold):
            return Verdict(False, "wrong", pred, "text answer for a non-text gold")
        return None
    ex_p, ex_g = exact_number(pred), exact_number(gold)
    if ex_p is not None and ex_g is not None:
        (vp, dp), (vg, dg) = ex_p, ex_g
        if vp == vg:
            return Verdict(True, "correct", pred)
        return Verdict(False, "wrong", pred, "numbers differ" if not (dp or dg) or _far(float(vp), float(vg))
                       else "exact values differ")
    sym_p, sym_g = _SYMBOL_RE.fullmatch(normalize_latex(pred)), _SYMBOL_RE.fullmatch(normalize_latex(gold))
    if sym_p and sym_g and _symbol_name(sym_p).casefold() != _symbol_name(sym_g).casefold():
        return Verdict(False, "wrong", pred, "different symbols")
    sets = _number_set(pred), _number_set(gold)
    if None not in sets and (sets[0][1] or sets[1][1]):  # at least one braced set
        (sp, dp), (sg, dg) = sets[0][0], sets[1][0]
        if sp == sg:
            return Verdict(True, "correct", pred)
        return Verdict(False, "wrong", pred, "exact values differ" if dp or dg else "sets differ")
    for a, b in ((pred, gold), (gold, pred)):
        if exact_number(a) is not None and _proper_interval(b):
            return Verdict(False, "wrong", pred, "a number against an interval")
    ev_p, ev_g = _evaluate(pred), _evaluate(gold)
    if ev_p is None or ev_g is None:
        return None
    (p0, p1, p_sym), (g0, g1, g_sym) = ev_p, ev_g
    p_const = not p_sym or not _far(p0, p1)
    g_const = not g_sym or not _far(g0, g1)
    if not p_sym and not g_sym and _far(p0, g0):
        return Verdict(False, "wrong", pred, "values differ")
    if (not p_sym and g_sym and not g_const) or (not g_sym and p_sym and not p_const):
        return Verdict(False, "wrong", pred, "a varying expression against a constant")
    return None
