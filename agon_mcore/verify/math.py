"""Math correctness c(y): math-verify in worker processes with a hard per-call deadline.

math-verify's own timeout uses ``signal.alarm`` and fails off the main thread, and sympy
can hang in C code no signal interrupts. So each check runs in a worker process
(``_math_worker.py``, JSON lines over pipes) and the parent enforces the deadline: a call
that has not answered ``timeout_s`` seconds after dispatch is killed with its process, the
worker replaced, and the verdict is ``timeout`` (c = 0).

What is compared (docs/INTERFACES.md, issues 2, 11, 16; details in :class:`MathVerifier`):

- only the answer part (text after ``</think>``); a reasoning block that never closes is
  ``no_answer``;
- the stated final answer of :func:`agon_mcore.verify.answer.final_answer` (the box;
  several differing boxes are a hedge; an explicit final-answer statement after the last
  box corrects it); ``no_answer`` without a box;
- both sides rewritten by :func:`prepare_pair` (notation math-verify misreads), then
  decided by :func:`quick_verdict` when no sympy is needed (equal strings, words, exact
  numbers, constants that clearly differ), else wrapped as ``\\boxed{...}`` for
  ``math_verify.parse`` (stricter than ``$...$``: ``2^{\\aleph_0}`` does not collapse to
  ``2``) and compared in a worker: exact values exactly (``_math_worker.exact_equal``), the
  rest by ``math_verify.verify(gold, pred)``.

A check that times out is retried once with a longer deadline before it scores
``timeout`` (``MathVerifier.stats`` counts both). Results are cached per process.
"""
from __future__ import annotations

import json
import logging
import math
import os
import re
import selectors
import subprocess
import sys
import threading
import time
import zlib
from collections import deque
from fractions import Fraction
from pathlib import Path

from agon_mcore.verify.answer import LATEX_SPACE_RE, final_answer, split_response
from agon_mcore.verify.types import Verdict

log = logging.getLogger("agon.verify")

_WORKER = str(Path(__file__).with_name("_math_worker.py"))
STARTUP_TIMEOUT_S = 120.0  # a cold import of sympy on a loaded 2-core machine is slow
MAX_STARTUP_FAILURES = 3
# Keep the worker's folder (which holds a module named math.py) off sys.path.
_SAFE_PATH_FLAGS = ("-P",) if sys.version_info >= (3, 11) else ("-I",)
SOFT_FRACTION = 0.8  # in-worker alarm at 80 % of the deadline; the kill is the backstop


# ----------------------------------------------------------------------------- string checks

_TEXT_WRAP_RE = re.compile(r"\\(?:text|textbf|textit|textrm|mathrm|mathbf|mathit|operatorname)\s*\{([^{}]*)\}")
_SIZING_RE = re.compile(r"\\(?:left|right)(?![A-Za-z])")  # not \\leftarrow
_FRAC_RE = re.compile(r"\\[dt]frac(?![A-Za-z])")
_WORD_RE = re.compile(r"[A-Za-z]+(?:['-][A-Za-z]+)*")
_SUB_RE = re.compile(r"([_^])\{(\\[A-Za-z]+|[A-Za-z0-9])\}")
_SPACING_RE = LATEX_SPACE_RE

# Answer words that are short: a single lowercase token of <= 4 letters is read as algebra
# (``xy``, ``abc``) unless it is one of these.
ANSWER_WORDS = frozenset(
    "yes no true false none all odd even zero one two four five nine half null same both "
    "neither never always".split()
)


def normalize_latex(s: str) -> str:
    """A conservative canonical form: equal outputs mean equal answers (used as a fast
    path only; unequal outputs say nothing). Spaces go, except between two digits
    (``1 2`` is not ``12``; thousands groups are joined earlier by
    :func:`canonical_answer`)."""
    s = s.strip().strip("$").strip()
    s = s.rstrip(".").strip()
    s = _SIZING_RE.sub("", s)
    s = _FRAC_RE.sub(r"\\frac", s)
    s = _SPACING_RE.sub(" ", s)
    s = re.sub(r"(?<=\d)\s+(?=\d)", "\0", s)
    s = re.sub(r"(?<=\\[A-Za-z])\s+(?=[A-Za-z])", "\1", s)  # \alpha x is not \alphax
    s = re.sub(r"\s+", "", s).replace("\0", " ").replace("\1", " ")
    s = _SUB_RE.sub(r"\1\2", s)
    return s


def _unwrap_text(s: str) -> str:
    t = s.strip().strip("$").strip()
    prev = None
    while prev != t:
        prev = t
        t = _TEXT_WRAP_RE.sub(r"\1", t)
    return t


def text_answer(s: str) -> str | None:
    """The case-folded words if ``s`` is a plain text answer, else ``None``.

    Text: whitespace-separated words of letters (inner ``-``/``'`` allowed), and either
    wrapped in ``\\text{...}``-style commands, or several words, or one word that reads as
    a word: in :data:`ANSWER_WORDS` (``Yes``, ``odd``), capitalised (``No``, ``Evelyn``) or
    of 5+ letters (``converges``). A single lowercase or all-caps token of up to 4 letters
    (``xy``, ``abc``, ``AB``) is algebra, a product of symbols, and goes to math-verify
    (issue 11 item 14). A final period is ignored.
    """
    raw = s.strip().strip("$").strip()
    t = _unwrap_text(raw)
    wrapped = t != raw
    words = t.strip().rstrip(".").split()
    if not words or not all(_WORD_RE.fullmatch(w) for w in words) or not any(len(w) >= 2 for w in words):
        return None
    if not (wrapped or len(words) > 1):
        w = words[0]
        if not (w.casefold() in ANSWER_WORDS or len(w) >= 5 or (w[0].isupper() and w[1:].islower())):
            return None
    return " ".join(words).casefold()


# --- canonical forms (pure string rewrites applied to both sides before any comparison)

_UNICODE = (("°", "^\\circ"), ("∅", "\\emptyset"), ("−", "-"), ("×", "\\times"), ("≤", "\\le "),
            ("≥", "\\ge "), ("∞", "\\infty "), ("π", "\\pi "), ("·", "\\cdot "))
# (spacing commands are plain spaces by then: canonical_answer rewrites them first)
_THOUSANDS_RE = re.compile(r"(?<![\d.,])(\d{1,3})((?:(?:\s|\{,\})+\d{3})+)(?![\d./])")
_THOUSANDS_SEP_RE = re.compile(r"\s|\{,\}")
# A mixed number (an integer, optional space, a proper fraction: ``2\frac{2}{3}``,
# ``2~\frac23``, ``2\quad\dfrac{2}{3}``, ``-1 3/4``) standing alone or as an element of a
# list, set, tuple or interval; a slash fraction needs the space (``22/3`` is a fraction).
_MIXED_RE = re.compile(
    r"(^|[(\[{,=]\s*|\\\{\s*)([+-]?)\s*(\d+)"
    r"(?:\s*\\[dt]?frac\s*(?:\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}|(\d)(\d))|\s+(\d+)\s*/\s*(\d+))"
    r"(?=\s*(?:$|[)\]},]|\\\}))"
)
_SCI_RE = re.compile(r"([+-]?\d+(?:\.\d+)?)\s*[eE]\s*([+-]?\d+)")
_DEGREE_RE = re.compile(r"\\degree(?![A-Za-z])|\^\s*\{\s*\\circ\s*\}|\^\s*\\circ(?![A-Za-z])")
_EMPTY_RE = re.compile(r"\\varnothing(?![A-Za-z])|\\(?:left)?\\\{\s*\\(?:right)?\\\}")
_CHOICE_RE = re.compile(r"\(\s*([A-E])\s*\)|([A-E])\s*\)|([A-E])[.:](?=\s)")
_REL = r"(<|>|\\le(?:q|qslant)?(?![A-Za-z])|\\ge(?:q|qslant)?(?![A-Za-z])|\\lt(?![A-Za-z])|\\gt(?![A-Za-z]))"
_REL_RE = re.compile(_REL)
_VAR_RE = re.compile(r"[A-Za-z]|\\(?:alpha|beta|gamma|theta|lambda|mu|sigma|tau|varepsilon|epsilon)")


_ASSIGN_RE = re.compile(r"\s*\$?\s*(?:[A-Za-z]|\\[A-Za-z]+)(?:_\{?\w\}?)?\s*=\s*([^=]+?)\s*\$?\s*")
_RELATION_RE = re.compile(r"[=<>]|\\(?:le|ge|neq?|in|approx|sim|cong|equiv)(?![A-Za-z])|\\\{|,|\\cup")


def _choice(s: str) -> tuple[str | None, str]:
    """``("D", "7")`` for a multiple-choice label with its value (``\\textbf{(D)}\\ 7``,
    ``(D) 7``, ``D) 7``, ``D. 7``); ``("D", "")`` for a bare label; ``(None, s)`` otherwise."""
    t = _SPACING_RE.sub(" ", _unwrap_text(s)).strip()
    m = _CHOICE_RE.match(t)
    if m:
        return (m.group(1) or m.group(2) or m.group(3)), t[m.end():].strip()
    if re.fullmatch(r"[A-E]", t):
        return t, ""
    return None, s


def _is_interval(s: str) -> bool:
    t = normalize_latex(s)
    return bool(re.fullmatch(r"[(\[][^,()\[\]]+,[^,()\[\]]+[)\]]", t))


def inequality_as_interval(s: str) -> str | None:
    """``0 < x < 12.5`` -> ``(0, 12.5)``, ``x \\ge 2`` -> ``[2, \\infty)``, ``x \\in [0, 1)``
    -> ``[0, 1)``; ``None`` unless ``s`` bounds one variable (issue 11 item 15)."""
    t = _SIZING_RE.sub("", s.strip().strip("$").strip().rstrip("."))
    m = re.match(r"\s*(?:[A-Za-z]|\\[A-Za-z]+)\s*\\in\s*(.+)$", t)
    if m and _is_interval(m.group(1)):
        return m.group(1).strip()
    parts = _REL_RE.split(t)
    if len(parts) not in (3, 5) or any(not p.strip() for p in parts[::2]):
        return None
    terms = [p.strip() for p in parts[::2]]
    ops = parts[1::2]
    less = [o in ("<", "\\lt") or o.startswith("\\le") for o in ops]
    strict = [o in ("<", ">", "\\lt", "\\gt") for o in ops]
    if len(set(less)) != 1:
        return None
    var = [i for i, x in enumerate(terms) if _VAR_RE.fullmatch(x)]
    if len(terms) == 3:  # a < x < b, or a > x > b
        if var != [1]:
            return None
        if less[0]:
            lo, hi, lo_open, hi_open = terms[0], terms[2], strict[0], strict[1]
        else:
            lo, hi, lo_open, hi_open = terms[2], terms[0], strict[1], strict[0]
        return f"{'(' if lo_open else '['}{lo}, {hi}{')' if hi_open else ']'}"
    if var == [0]:  # x < b, x > a
        bound, is_lower = terms[1], not less[0]
    elif var == [1]:  # a < x, b > x
        bound, is_lower = terms[0], less[0]
    else:
        return None
    if is_lower:
        return f"{'(' if strict[0] else '['}{bound}, \\infty)"
    return f"(-\\infty, {bound}{')' if strict[0] else ']'}"


def canonical_answer(s: str) -> str:
    """Rewrite notations math-verify misreads into ones it reads (both sides, before any
    comparison; issue 11 item 17, issue 16 fault 2):

    - unicode symbols (``30°``, ``∅``, ``−``, ``≤``...) to LaTeX; ``\\degree``/``^{\\circ}``
      to ``^\\circ``; ``\\varnothing`` and ``\\{\\}`` to ``\\emptyset``;
    - thousands groups separated by a space, ``\\,``, ``\\ ``, ``~`` or ``{,}`` joined
      (``1 000`` -> ``1000``; ``1 2`` stays two numbers, which math-verify reads as a
      product);
    - a whole-answer E-notation number to ``a\\times10^{b}`` (``1.5e3``);
    - every LaTeX space command (:data:`~agon_mcore.verify.answer.LATEX_SPACE`: ``~``,
      ``\\,``, ``\\;``, ``\\ ``, ``\\quad``, ``\\thinspace``, ``\\hspace{..}``...) to a
      plain space, then a mixed number (an integer and a proper fraction, with or without
      space: ``2~\\frac{2}{3}``, ``-1\\;\\tfrac34``, ``2 2/3``) to one fraction
      (``\\frac{8}{3}``), as a whole answer or as an element of a list, set or interval.
    """
    for a, b in _UNICODE:
        s = s.replace(a, b)
    s = LATEX_SPACE_RE.sub(" ", s)
    s = _DEGREE_RE.sub(r"^{\\circ}", s)
    s = _EMPTY_RE.sub(r"\\emptyset ", s).strip()
    s = _THOUSANDS_RE.sub(lambda m: m.group(1) + _THOUSANDS_SEP_RE.sub("", m.group(2)), s)
    m = _SCI_RE.fullmatch(s.strip().strip("$").strip())
    if m:
        s = f"{m.group(1)}\\times10^{{{int(m.group(2))}}}"
    return _MIXED_RE.sub(_mixed_as_fraction, s)


def _mixed_as_fraction(m: re.Match) -> str:
    whole = int(m.group(3))
    num, den = next((int(a), int(b)) for a, b in ((m.group(4), m.group(5)), (m.group(6), m.group(7)),
                                                   (m.group(8), m.group(9))) if a is not None)
    if not 0 < num < den:  # not a proper fraction: 2\frac{4}{3} is left to math-verify
        return m.group(0)
    return f"{m.group(1)}{'-' if m.group(2) == '-' else ''}\\frac{{{whole * den + num}}}{{{den}}}"


def prepare_pair(pred: str, gold: str) -> tuple[str, str]:
    """The (prediction, gold) pair as compared: :func:`canonical_answer` on both, a
    multiple-choice label resolved (gold ``D`` vs ``\\textbf{(D)}\\ 7`` compares the labels;
    a value gold vs ``(D) 7`` compares the value; issue 11 item 16), and an inequality in one
    variable read as an interval when the gold is an interval (issue 11 item 15), and
    ``x = v`` read as ``v`` when the other side is a plain value (no relation, set or list),
    on either side, as math-verify does for an assignment."""
    pred, gold = canonical_answer(pred), canonical_answer(gold)
    g_label, g_rest = _choice(gold)
    p_label, p_rest = _choice(pred)
    if g_label is not None and not g_rest:
        if p_label is not None:
            pred = p_label
    elif p_label is not None and p_rest:
        pred = p_rest
    if _is_interval(gold):
        iv = inequality_as_interval(pred)
        if iv is not None:
            pred = iv
    m = _ASSIGN_RE.fullmatch(pred)
    if m and not _RELATION_RE.search(gold) and not _RELATION_RE.search(m.group(1)):
        pred = m.group(1)  # x = 5 against 5: the right-hand side (math-verify does the same)
    m = _ASSIGN_RE.fullmatch(gold)
    if m and not _RELATION_RE.search(pred) and not _RELATION_RE.search(m.group(1)):
        gold = m.group(1)  # gold a = 3 against 108: math-verify compares with the right-hand side
    return pred, gold


# --- numeric fast path: decide without sympy when both sides are simple enough

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


# ----------------------------------------------------------------------------- worker pool


class _Worker:
    """One math-verify process and its pipe state."""

    def __init__(self, env: dict[str, str]):
        from agon_mcore.stop_signals import stop_signals_blocked

        with stop_signals_blocked():  # a job's stop signal reaches every process: the trainer kills workers itself
            self.proc = subprocess.Popen(
                [sys.executable, *_SAFE_PATH_FLAGS, _WORKER],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                env=env, start_new_session=True,
            )
        os.set_blocking(self.proc.stdout.fileno(), False)
        self.buf = b""
        self.ready = False
        self.started = time.monotonic()
        self.task: int | None = None  # index in the current batch
        self.deadline = 0.0
        self.limit = 0.0  # seconds allowed for the current task

    def send(self, obj: dict) -> None:
        self.proc.stdin.write(json.dumps(obj).encode("utf-8") + b"\n")
        self.proc.stdin.flush()

    def read(self) -> list[dict] | None:
        """Complete messages available now; ``None`` once the worker's stdout closed."""
        try:
            data = os.read(self.proc.stdout.fileno(), 1 << 16)
        except BlockingIOError:
            return []
        if not data:
            return None
        self.buf += data
        *lines, self.buf = self.buf.split(b"\n")
        return [json.loads(x) for x in lines if x.strip()]

    def kill(self) -> None:
        try:
            self.proc.kill()
        except ProcessLookupError:
            pass
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            log.warning("math-verify worker %d did not exit after SIGKILL", self.proc.pid)


def default_workers() -> int:
    """Worker processes by default: one per CPU this process may run on (at most 32)."""
    try:
        n = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        n = os.cpu_count() or 1
    return max(1, min(32, n))


def _set_like(gold: str) -> bool:
    """A gold that may be a set or list of several elements (several boxes can answer it)."""
    return "," in gold or "\\cup" in gold


class MathVerifier:
    """Batch math verifier: c(y) for responses against gold answers.

    **Which answer is graded.** :func:`agon_mcore.verify.answer.final_answer` of the answer
    part (the same rule the draft summary hides): the box (boxes that agree count as one),
    or an explicit final-answer statement written after the last box (``so \\boxed{3} is
    wrong. The final answer is $5$.`` grades ``5``). No box: ``no_answer``.

    **Hedging.** Several boxes with different values (``\\boxed{1} and \\boxed{2}``) are
    correct only if *every* value is equivalent to the gold (the same value restated in
    another form, ``\\boxed{\\frac12} = \\boxed{0.5}``), or, for a gold that is a set of
    several elements, if the values together are that set (``\\boxed{1}, \\boxed{2},
    \\boxed{3}`` for ``\\{1,2,3\\}``: a set answer written as several boxes). Anything else
    is a hedge and wrong (``detail`` says so).

    **Comparison.** Both sides go through :func:`prepare_pair` (notation math-verify
    misreads: ``30°``, ``\\varnothing``, ``1.5e3``, ``1 000``, multiple-choice labels,
    an inequality against an interval gold), then :func:`quick_verdict` decides the cases
    that need no sympy, and the rest goes to ``math_verify.verify(parse(\\boxed{gold}),
    parse(\\boxed{pred}))`` in a worker process with a hard deadline.

    **Documented deviations from plain math-verify** on the same answer text (each is a
    row of the pair table in ``tests/verify/test_math_pairs.py``):

    1. *Final-box requirement*: an answer part without a box is ``no_answer``, though
       math-verify would also read a bare ``$5$`` (the format the policy is trained to).
    2. *Hedging*: math-verify joins several boxes into a set and compares it, so boxes
       ``0`` and ``1`` equal an interval gold ``(0, 1)`` and ``\\boxed{2}, \\boxed{2.5}`` may
       pass on rounding; we accept several boxes only as described above.
    3. *Words*: a text answer (:func:`text_answer`) is compared as case-folded words;
       math-verify reads words as products of symbols (``Yes`` == ``sey``).
    4. *Digits across a space*: ``1 000`` and ``12\\,345`` are thousands groups, one number
       (math-verify: ``1*0``); any other ``1 2`` is not one number and is wrong (math-verify
       reads it as ``1 + 2``, so gold ``3`` would pass; it is never ``12``).
    5. *Notation math-verify misreads*: ``30°`` = 30, ``\\varnothing`` = ``\\emptyset``,
       ``1.5e3`` = 1500, ``\\textbf{(D)}\\ 7`` = ``D``, ``0 < x < 12.5`` = ``(0, 12.5)``.
    6. *The answer statement*: a statement after the last box counts in the forms
       :func:`~agon_mcore.verify.answer.final_answer` lists (``Final answer: 7``,
       ``**-3**``), which math-verify partly misses; a statement before the last box never
       counts.
    7. *Exact values*: two exact constants (integers, fractions, factorials, integer
       powers, percentages and decimals as written: ``0.0000003`` is 3/10^7) are compared
       exactly, with sympy rationals (``\\frac{1}{2006!}`` is not ``\\frac{1}{2004!}``,
       ``0.0000003`` is not ``0.0000001``, and a decimal is not a fraction it only
       approximates: ``0.333333`` is not ``\\frac13``); math-verify rounds a float to 6
       places and chops an exact difference below about 1e-15. Equal values in other forms
       stay equal (``2^{-20}`` = ``\\frac{1}{1048576}``, ``5\\times 10^{-7}`` = ``0.0000005``,
       ``3.50`` = ``3.5``). Exact constants of which one is irrational (``\\pi`` against
       ``\\frac{355}{113}``) are unequal when their difference is nonzero at 30 digits.
       math-verify's rounding rule is kept only where a written decimal meets an
       irrational value (gold ``\\sqrt{2}``, answer ``1.414214``: correct). A value larger
       than :data:`~agon_mcore.verify._math_worker.EXACT_MAX_DIGITS` digits is compared by
       that high-precision difference; the timeout bounds all of it.
    8. *Mixed numbers*: an integer and a proper fraction separated by any LaTeX space
       command (``2~\\frac{2}{3}``, ``2\\enspace\\frac23``, ``2\\hspace{1mm}\\frac{2}{3}``,
       ``2~3/4``) is one mixed number (8/3), as math-verify already reads ``2\\,\\frac{2}{3}``;
       math-verify reads some of these spaces as a product or drops the integer.

    Args:
        num_workers: worker processes (each one math-verify/sympy interpreter, ~100 MB);
            ``None``: one per available CPU (:func:`default_workers`).
        timeout_s: hard deadline per check, from dispatch to answer, in seconds.
        cache_size: verdicts kept per (answer, gold) pair in this process (0 disables;
            timeouts and errors are never cached).
        retry_factor: a check that times out is tried once more with a deadline this many
            times longer before it scores ``timeout`` (c = 0), so a verdict does not depend
            on how loaded the machine was; 0 disables the retry.

    Attributes:
        stats: counters since construction: ``timeouts`` (checks that scored ``timeout``
            after the retry), ``retries`` (first attempts that timed out and were retried),
            ``restarts`` (workers killed and replaced), ``worker_calls`` (requests sent to
            workers, retries included), ``fast`` (verdicts decided without a worker),
            ``cache_hits``. The trainer can log them per step.

    Workers start in ``__init__`` (in the background) and live until :meth:`close`; use it
    as a context manager. ``verify_batch`` is thread-safe (calls are serialised).
    """

    def __init__(self, num_workers: int | None = None, timeout_s: float = 5.0,
                 cache_size: int = 100_000, retry_factor: float = 3.0):
        if num_workers is None:
            num_workers = default_workers()
        if num_workers < 1:
            raise ValueError(f"MathVerifier num_workers={num_workers} must be >= 1")
        if not timeout_s > 0:
            raise ValueError(f"MathVerifier timeout_s={timeout_s} must be > 0")
        if retry_factor < 0:
            raise ValueError(f"MathVerifier retry_factor={retry_factor} must be >= 0 (0: no retry)")
        self.num_workers = num_workers
        self.timeout_s = float(timeout_s)
        self.cache_size = cache_size
        self.retry_factor = float(retry_factor)
        # In-worker SIGALRM at this fraction of the deadline, so slow sympy work usually stops
        # without a restart; outside (0, 1) it is off and only the parent's kill applies.
        self.soft_fraction = SOFT_FRACTION
        # Test hook (labelled): seconds a worker sleeps before a FIRST attempt, to simulate a
        # machine so loaded that the first deadline passes. Never set in production.
        self._test_first_attempt_delay_s = 0.0
        self._cache: dict[tuple[str, bool, str], Verdict] = {}
        self._lock = threading.Lock()
        self._env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1")
        self._sel = selectors.DefaultSelector()
        self._workers: list[_Worker] = []
        self._startup_failures = 0
        self._closed = False
        self.stats = {"timeouts": 0, "retries": 0, "restarts": 0, "worker_calls": 0, "fast": 0, "cache_hits": 0}
        for _ in range(num_workers):
            self._spawn()

    # -- pool management

    def _spawn(self) -> _Worker:
        w = _Worker(self._env)
        self._sel.register(w.proc.stdout, selectors.EVENT_READ, w)
        self._workers.append(w)
        return w

    def _replace(self, w: _Worker) -> None:
        self._sel.unregister(w.proc.stdout)
        w.kill()
        self._workers.remove(w)
        self.stats["restarts"] += 1
        if not self._closed:
            self._spawn()

    def _startup_failed(self, w: _Worker, why: str) -> None:
        self._startup_failures += 1
        self._replace(w)
        if self._startup_failures >= MAX_STARTUP_FAILURES:
            raise RuntimeError(
                f"math-verify workers failed to start {self._startup_failures} times ({why}); "
                f"check that `{sys.executable} -c 'import math_verify'` works (pip install 'math-verify[antlr4_13_2]')"
            )

    # -- public API

    def verify_batch(self, responses: list[str], golds: list[str]) -> list[Verdict]:
        """Judge ``responses[i]`` against ``golds[i]``.

        Args:
            responses: full decoded responses (``<think>...</think>answer part``).
            golds: gold answers (LaTeX, as in :attr:`Problem.answer`).

        Returns:
            One :class:`Verdict` per response, in order; ``extracted`` is
            ``final_answer(answer_part).text`` (several differing boxes: their values,
            comma-separated).

        Raises:
            ValueError: lengths differ. RuntimeError: workers cannot start, or closed.
        """
        if len(responses) != len(golds):
            raise ValueError(f"verify_batch got {len(responses)} responses but {len(golds)} golds")
        if self._closed:
            raise RuntimeError("MathVerifier is closed; create a new one")
        out: list[Verdict | None] = [None] * len(responses)
        todo: deque[int] = deque()
        jobs: dict[int, dict] = {}
        keys: dict[int, tuple[str, bool, str]] = {}
        preds: list[str | None] = []
        for i, (resp, gold) in enumerate(zip(responses, golds)):
            _, answer = split_response(resp)
            fa = final_answer(answer) if answer is not None else None
            pred = fa.text if fa is not None else None
            preds.append(pred)
            if fa is None:
                out[i] = Verdict(False, "no_answer", None, "reasoning block never closed")
            elif pred is None:
                why = "the last \\boxed{} never closes" if fa.spans else "no \\boxed{} in the answer part"
                out[i] = Verdict(False, "no_answer", None, why)
            elif gold is None or not str(gold).strip():
                out[i] = Verdict(False, "error", pred, "problem has no gold answer")
            elif (pred, fa.hedged, gold) in self._cache:
                self.stats["cache_hits"] += 1
                out[i] = self._cache[(pred, fa.hedged, gold)]
            else:
                keys[i] = (pred, fa.hedged, gold)
                v, job = self._plan(pred, fa, str(gold))
                if v is not None:
                    self.stats["fast"] += 1
                    out[i] = self._remember(keys[i], v)
                else:
                    jobs[i] = job
                    todo.append(i)
        if todo:
            with self._lock:
                self._run(todo, jobs, keys, preds, out)
        missing = [i for i, v in enumerate(out) if v is None]
        if missing:
            raise RuntimeError(f"internal error: no verdict for responses {missing[:5]}")
        return out  # type: ignore[return-value]

    def _plan(self, pred: str, fa, gold: str) -> tuple[Verdict | None, dict]:
        """A verdict decided here, or ``(None, worker request)``."""
        if not fa.hedged:
            p, g = prepare_pair(pred, gold)
            v = quick_verdict(p, g)
            if v is not None:
                return Verdict(v.correct, v.reason, pred, v.detail), {}
            return None, {"pred": p, "gold": g}
        parts = [prepare_pair(x, gold) for x in fa.values]
        g = parts[0][1]
        if not _set_like(g):
            quick = [quick_verdict(p, g) for p, _ in parts]
            bad = [x for x, q in zip(fa.values, quick) if q is not None and not q.correct]
            if bad:
                return Verdict(False, "wrong", pred, f"hedged: {len(fa.values)} different boxed answers, "
                                                     f"{bad[0]!r} is not the gold"), {}
            if all(q is not None for q in quick):
                return Verdict(True, "correct", pred, "boxes restate one value"), {}
        return None, {"parts": [p for p, _ in parts], "gold": g}

    def _remember(self, key: tuple[str, bool, str], v: Verdict) -> Verdict:
        if self.cache_size > 0 and v.reason in ("correct", "wrong"):
            if len(self._cache) >= self.cache_size:
                self._cache.clear()
            self._cache[key] = v
        return v

    def _run(self, todo: deque[int], jobs, keys, preds, out) -> None:
        attempts: dict[int, int] = {}
        retry = self.retry_factor > 0

        def timed_out(i: int, detail: str) -> None:
            if retry and attempts[i] == 1:
                self.stats["retries"] += 1
                todo.append(i)
            else:
                self.stats["timeouts"] += 1
                out[i] = Verdict(False, "timeout", preds[i], detail)

        while todo or any(w.task is not None for w in self._workers):
            now = time.monotonic()
            for w in list(self._workers):
                if w.ready and w.task is None and todo:
                    i = todo.popleft()
                    n = attempts[i] = attempts.get(i, 0) + 1
                    limit = self.timeout_s * (self.retry_factor if n > 1 else 1.0)
                    soft = limit * self.soft_fraction if 0 < self.soft_fraction < 1 else 0.0
                    req = dict(jobs[i], i=i, soft_s=soft)
                    if n == 1 and self._test_first_attempt_delay_s > 0:
                        req["delay_s"] = self._test_first_attempt_delay_s
                    try:
                        w.send(req)
                    except (BrokenPipeError, OSError):
                        attempts[i] -= 1
                        todo.appendleft(i)
                        self._replace(w)
                        continue
                    w.task, w.deadline, w.limit = i, time.monotonic() + limit, limit
                    self.stats["worker_calls"] += 1
            waits = [w.deadline for w in self._workers if w.task is not None]
            waits += [w.started + STARTUP_TIMEOUT_S for w in self._workers if not w.ready]
            timeout = max(0.0, min(waits) - now) if waits else 0.05
            for key, _ in self._sel.select(timeout):
                w = key.data
                if w not in self._workers:
                    continue
                msgs = w.read()
                if msgs is None:  # the worker died
                    if w.task is not None:
                        i, w.task = w.task, None
                        out[i] = Verdict(False, "error", preds[i], "math-verify worker died")
                        self._replace(w)
                    else:
                        self._startup_failed(w, "worker exited during start-up")
                    continue
                for m in msgs:
                    if m.get("ready"):
                        w.ready = True
                        self._startup_failures = 0
                    elif "fatal" in m:
                        self._startup_failed(w, m["fatal"].strip().splitlines()[-1])
                        break
                    elif m.get("i") == w.task:
                        i, w.task = w.task, None
                        reason, detail = m["reason"], m.get("detail", "")
                        if reason == "timeout":
                            timed_out(i, detail)
                            continue
                        out[i] = self._remember(keys[i], Verdict(reason == "correct", reason, preds[i], detail))
            now = time.monotonic()
            for w in list(self._workers):
                if w.task is not None and now >= w.deadline:
                    i, w.task = w.task, None
                    timed_out(i, f"killed after {w.limit:g} s")
                    self._replace(w)
                elif not w.ready and now >= w.started + STARTUP_TIMEOUT_S:
                    self._startup_failed(w, f"not ready after {STARTUP_TIMEOUT_S:g} s")

    def close(self) -> None:
        """Stop every worker (idempotent)."""
        if self._closed:
            return
        self._closed = True
        for w in list(self._workers):
            try:
                self._sel.unregister(w.proc.stdout)
            except (KeyError, ValueError):
                pass
            w.kill()
        self._workers.clear()
        self._sel.close()

    def __enter__(self) -> MathVerifier:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
