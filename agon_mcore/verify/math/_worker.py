"""Math-verify worker process (run as a script by :class:`agon_mcore.verify.math.pool.MathVerifier`).

Kept free of ``agon_mcore`` imports so a (re)start costs only the math-verify import.

Protocol: JSON lines. On start the worker writes ``{"ready": true}`` (or
``{"fatal": "<traceback>"}``). Then for each request line
``{"i": int, "pred": str, "gold": str, "soft_s": float}`` (or ``"parts": [str, ...]`` instead
of ``"pred"``: several boxed values, correct if every one equals the gold, or if the gold is
a set of several elements and the values together are that set; optional ``"delay_s"``: a
test hook that sleeps first, simulating a loaded machine) it writes
``{"i": int, "reason": "correct" | "wrong" | "timeout" | "error", "detail": str}``.
``soft_s`` arms a SIGALRM timer around the whole parse+verify so slow sympy work usually
stops in-process (reason ``timeout``); the parent's hard deadline kills the process when
even that does not return. EOF on stdin ends the worker; it also dies with its parent
(``PR_SET_PDEATHSIG``).

Exact values (:func:`exact_equal`): every comparison first parses both sides a second time
with each number literal read as written (``0.0000003`` is the rational 3/10^7, not a
binary float), and when both sides are exact constants it decides without math-verify's
rounding (``math_verify.verify`` rounds a float to 6 places and chops a difference under
about 1e-15, so ``1/2006!`` equals ``1/2004!`` to it). Only a pair where a written decimal
meets an irrational value (``1.414214`` against ``\\sqrt{2}``: the decimal is an
approximation) and pairs that are not constants go to ``math_verify.verify`` as before.
"""
from __future__ import annotations

import functools
import json
import os
import signal
import sys
import time
import traceback

PARSE_CACHE = 4096  # parsed answers kept per worker: golds repeat across a group's responses


class SoftTimeout(BaseException):  # BaseException: math-verify catches Exception
    pass


def _on_alarm(signum, frame):
    raise SoftTimeout()


def _die_with_parent() -> None:
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except Exception:
        pass  # not Linux: the EOF on stdin still ends an idle worker


def _wrap(s: str) -> str:
    return "\\boxed{" + s + "}"


def judge(parse, verify, req: dict, exact_parse=None) -> tuple[str, str]:
    """One request: ``(reason, detail)``. ``parse`` takes the raw answer (it is wrapped in
    ``\\boxed{}`` here, stricter than ``$...$``); ``exact_parse`` (same signature, number
    literals read exactly, see :func:`install_exact_numbers`) enables :func:`exact_equal`
    before ``verify``; ``None`` compares with ``verify`` alone (plain math-verify)."""
    gold_parsed = parse(_wrap(req["gold"]))
    if not gold_parsed:
        return "error", "gold answer could not be parsed"

    def same(pred_text: str, pred_parsed) -> tuple[bool, str]:
        if exact_parse is not None and _may_be_constant(gold_parsed) and _may_be_constant(pred_parsed):
            # a side without floats parsed exactly already; only a decimal needs a re-read
            decided = exact_equal(gold_parsed, pred_parsed,
                                  exact_parse(_wrap(req["gold"])) if _has_float(gold_parsed) else gold_parsed,
                                  exact_parse(_wrap(pred_text)) if _has_float(pred_parsed) else pred_parsed)
            if decided is not None:
                return decided, "exact values equal" if decided else "exact values differ"
        return verify(gold_parsed, pred_parsed), ""

    parts = req.get("parts")
    if parts is None:
        pred_parsed = parse(_wrap(req["pred"]))
        if not pred_parsed:
            return "wrong", "answer could not be parsed"
        ok, detail = same(req["pred"], pred_parsed)
        return ("correct" if ok else "wrong"), detail
    parsed = [parse(_wrap(p)) for p in parts]
    if all(p and same(text, p)[0] for text, p in zip(parts, parsed)):
        return "correct", "boxes restate one value"
    if _is_set(gold_parsed[0]) and len(gold_parsed[0]) > 1:
        text = ", ".join(parts)
        joined = parse(_wrap(text))
        if joined and same(text, joined)[0]:
            return "correct", "boxes are the elements of the gold set"
    return "wrong", f"hedged: {len(parts)} different boxed answers"


# ----------------------------------------------------------------------------- exact values

# Size limit on an exact value: estimated decimal digits of its numerator and denominator.
# Larger values (``\\frac{1}{10^{6}!}``) are compared by a high-precision difference instead
# of exact arithmetic, never by rounding; the request's timeout bounds both.
EXACT_MAX_DIGITS = 200_000
# Bits of precision a high-precision difference must carry to count as "clearly nonzero"
# (sympy evalf reports an exact zero it cannot resolve as a Float with ~1 bit).
_NONZERO_MIN_PREC = 64
_EXACT_MODE = [False]  # read by the patched number readers of install_exact_numbers


def _decimal_literal(text: str):
    """The rational a number literal denotes as written (``0.0000003`` -> 3/10^7, ``3.50``
    -> 7/2, ``0,5`` -> 1/2, ``2.5E-2`` -> 1/40), or ``None`` if ``text`` is not one."""
    import sympy

    t = text.replace(" ", "")
    if "," in t and t.startswith("0") and "." not in t:
        t = t.replace(",", ".")  # latex2sympy reads 0,111 as a decimal comma
    else:
        t = t.replace(",", "")
    try:
        return sympy.Rational(t)
    except (TypeError, ValueError, SyntaxError):
        return None


def install_exact_numbers() -> bool:
    """Make latex2sympy's number readers return exact rationals while ``_EXACT_MODE[0]``.

    latex2sympy (math-verify's LaTeX parser) reads every number literal through
    ``_Latex2Sympy.parse_number`` and ``convert_number``, which return ``sympy.Number(text)``
    (a binary ``Float`` for a decimal). Wrapping those two readers is the one place where
    "the number as written" is still known. Returns False (and exact comparison of decimals
    is off: a side with a float is then never "exact") if that API is not there.
    """
    try:
        from latex2sympy2_extended import latex2sympy2 as l2s

        reader = l2s._Latex2Sympy.parse_number
        converter = l2s.convert_number
    except (ImportError, AttributeError):
        return False
    if getattr(reader, "_agon_exact", False):
        return True

    def parse_number(self, text):
        if _EXACT_MODE[0]:
            v = _decimal_literal(text)
            if v is not None:
                return v
        return reader(self, text)

    def convert_number(number):
        if _EXACT_MODE[0]:
            v = _decimal_literal(number)
            if v is not None:
                return v
        return converter(number)

    parse_number._agon_exact = True
    l2s._Latex2Sympy.parse_number = parse_number
    l2s.convert_number = convert_number
    return True


def make_exact_parse(mv_parse):
    """``exact_parse(text)``: ``math_verify.parse`` with number literals read exactly.
    math-verify keeps a small cache of parsed LaTeX keyed by text; it is cleared around each
    exact parse so exact and float readings never mix."""
    import math_verify.parser as mv_parser

    clear = getattr(mv_parser.parse_latex_cached, "cache_clear", lambda: None)

    @functools.lru_cache(maxsize=PARSE_CACHE)
    def exact_parse(text: str):
        clear()
        _EXACT_MODE[0] = True
        try:
            return tuple(mv_parse(text, parsing_timeout=None))
        finally:
            _EXACT_MODE[0] = False
            clear()

    return exact_parse


def _may_be_constant(parsed) -> bool:
    e = _first_expr(parsed)
    return e is not None and not e.free_symbols


def _has_float(parsed) -> bool:
    import sympy

    e = _first_expr(parsed)
    return e is not None and bool(e.atoms(sympy.Float))


def _first_expr(parsed):
    import sympy

    for x in parsed or ():
        if isinstance(x, sympy.Basic):
            return x
    return None


def _digits(e) -> float:
    """A cheap upper estimate of the decimal digits of ``e``'s exact value (no evaluation)."""
    import math

    import sympy

    if isinstance(e, sympy.Rational):
        return len(str(abs(e.p))) + len(str(e.q))
    if isinstance(e, sympy.factorial):
        n = e.args[0]
        if n.is_Integer:
            k = max(int(n), 1)
            return k * math.log10(k) + 1
        return math.inf
    if isinstance(e, sympy.Pow):
        k = e.args[1]
        if k.is_Integer:
            return abs(int(k)) * _digits(e.args[0]) + 1
        return math.inf
    if isinstance(e, sympy.binomial):
        n = e.args[0]
        return int(n) * 0.31 + 1 if n.is_Integer else math.inf
    return sum(_digits(a) for a in e.args) + 1


def _percent_value(e):
    """``x`` for latex2sympy's percent form ``x * UnevaluatedExpr(1/100)``, else ``None``."""
    import sympy

    if isinstance(e, sympy.Mul) and len(e.args) == 2 and e.args[1] == sympy.UnevaluatedExpr(sympy.Rational(1, 100)):
        return e.args[0]
    return None


def _exact_functions() -> tuple:
    import sympy

    return (sympy.factorial, sympy.binomial, sympy.exp, sympy.log, sympy.sin, sympy.cos, sympy.tan,
            sympy.asin, sympy.acos, sympy.atan, sympy.Abs, sympy.floor, sympy.ceiling)


def _constant(e):
    """``(values, rational)`` for an exact constant: ``values`` are the readings of ``e``
    (a percentage also reads as its number, as math-verify's ``9\\% = 9``), each a sympy
    Rational when ``rational`` (within :data:`EXACT_MAX_DIGITS`), else an unevaluated exact
    expression (an irrational or too-large value). ``None``: not a finite constant free of
    floats (a symbol, a set, a relation, an unparsed float)."""
    import sympy

    if not isinstance(e, sympy.Expr) or e.free_symbols or e.atoms(sympy.Float):
        return None
    if e.has(sympy.oo, -sympy.oo, sympy.zoo, sympy.nan) or e.atoms(sympy.Function) - e.atoms(*_exact_functions()):
        return None
    readings = [e] + ([_percent_value(e)] if _percent_value(e) is not None else [])
    if all(_digits(r) <= EXACT_MAX_DIGITS for r in readings):
        values = [r.doit() for r in readings]
        if all(v.is_Rational for v in values):
            return values, True
    return [r.doit() if _digits(r) <= EXACT_MAX_DIGITS else r for r in readings], False


def _clearly_nonzero(d) -> bool:
    """The exact constant ``d`` evaluates, at 30+ significant digits, to a nonzero number."""
    import sympy

    v = sympy.N(d, 30, maxn=4000)
    for part in v.as_real_imag():
        if isinstance(part, sympy.Float) and part != 0 and part._prec >= _NONZERO_MIN_PREC:
            return True
    return False


def _unwrap_equation(gold, pred):
    """The values math-verify compares for an equation: a prediction ``a = b`` (chain)
    against a gold that is not a relation compares its last right-hand side; a gold
    ``x = v`` against a prediction that is no equation compares ``v``."""
    import sympy

    def last_rhs(e):
        while isinstance(e, sympy.And) and e.args:
            e = e._unsorted_args[-1] if hasattr(e, "_unsorted_args") else e.args[-1]
        return e.rhs if isinstance(e, sympy.Eq) else e

    g_rel = isinstance(gold, (sympy.Eq, sympy.And)) or getattr(gold, "is_Relational", False)
    p_eq = isinstance(pred, sympy.Eq) or isinstance(pred, sympy.And)
    if p_eq and not g_rel:
        pred = last_rhs(pred)
    elif isinstance(gold, sympy.Eq) and gold.lhs.is_Symbol and not p_eq:
        gold = gold.rhs
    return gold, pred


def exact_constants_equal(g, p, decimals: bool) -> bool | None:
    """Two expressions compared as exact values: True/False, or ``None`` when this rule does
    not decide (not both constants, or a written decimal against an irrational value, which
    math-verify's rounding rule decides). ``decimals``: either side was written with a
    decimal point."""
    cg, cp = _constant(g), _constant(p)
    if cg is None or cp is None:
        return None
    (gv, g_rat), (pv, p_rat) = cg, cp
    if g_rat and p_rat:
        return any(a == b for a in gv for b in pv)
    if decimals:
        return None  # a decimal approximation of an irrational: math-verify's rule
    try:
        if all(_clearly_nonzero(a - b) for a in gv for b in pv):
            return False
    except (TypeError, ValueError, ArithmeticError, RecursionError):
        return None
    return None  # equal to 30 digits or unresolved: math-verify's symbolic check decides


def exact_equal(gold_parsed, pred_parsed, gold_exact, pred_exact) -> bool | None:
    """Decide a pair by exact values, or ``None`` (math-verify decides).

    Args:
        gold_parsed, pred_parsed: ``math_verify.parse`` results (number literals as floats);
            used only to see which side was written with decimals.
        gold_exact, pred_exact: the same texts parsed with number literals exact
            (:func:`make_exact_parse`).

    Rules: two constants that are rational (integers, fractions, factorials, integer powers,
    decimals as written, percentages) are equal iff their values are (``0.0000003`` is not
    ``0.0000001``; ``2^{-20}`` is ``\\frac{1}{1048576}``; ``3.50`` is ``3.5``); a decimal
    never equals a rational it only approximates (``0.333333`` is not ``\\frac13``). Two
    exact constants of which one is irrational (or beyond :data:`EXACT_MAX_DIGITS`) and
    neither written with decimals are unequal when their difference is clearly nonzero at
    30 digits (``\\pi`` is not ``\\frac{355}{113}``). A written decimal against an
    irrational value is math-verify's (rounded) comparison. Tuples, finite sets and
    intervals are compared element by element under the same rules when every element
    decides.
    """
    import sympy

    g, p = _first_expr(gold_exact), _first_expr(pred_exact)
    if g is None or p is None:
        return None
    g_float, p_float = _first_expr(gold_parsed), _first_expr(pred_parsed)
    decimals = any(x is not None and bool(x.atoms(sympy.Float)) for x in (g_float, p_float))
    g, p = _unwrap_equation(g, p)
    return _structure_equal(g, p, decimals)


def _structure_equal(g, p, decimals: bool) -> bool | None:
    import sympy

    seq = (sympy.Tuple, sympy.FiniteSet)
    if isinstance(g, seq) or isinstance(p, seq):
        ga = g.args if isinstance(g, seq) else (g,)
        pa = p.args if isinstance(p, seq) else (p,)
        if isinstance(g, sympy.Tuple) and isinstance(p, sympy.Tuple):
            if len(ga) != len(pa):
                return None
            verdicts = [_structure_equal(a, b, decimals) for a, b in zip(ga, pa)]
            if False in verdicts:
                return False
            return True if all(v is True for v in verdicts) else None
        # a set (or a value against a set: math-verify reads a value as a singleton)
        cg = [_constant(a) for a in ga]
        cp = [_constant(b) for b in pa]
        if any(c is None or not c[1] for c in cg + cp):
            return None
        if {c[0][0] for c in cg} != {c[0][0] for c in cp}:
            return False  # unequal as sets: unequal in any order too
        # equal as sets: a tuple against a set is a question of order, math-verify's
        return True if not (isinstance(g, sympy.Tuple) or isinstance(p, sympy.Tuple)) else None
    if isinstance(g, sympy.Interval) and isinstance(p, sympy.Interval):
        ends = [_structure_equal(g.start, p.start, decimals), _structure_equal(g.end, p.end, decimals)]
        if False in ends:
            return False
        if all(e is True for e in ends):
            return (g.left_open, g.right_open) == (p.left_open, p.right_open)
        return None
    if isinstance(g, sympy.Set) or isinstance(p, sympy.Set):
        return None
    return exact_constants_equal(g, p, decimals)


def _is_set(x) -> bool:
    from sympy import FiniteSet

    return isinstance(x, FiniteSet)


def main() -> None:
    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # library prints must not corrupt the protocol

    def send(obj: dict) -> None:
        out.write(json.dumps(obj).encode("utf-8") + b"\n")
        out.flush()

    _die_with_parent()
    try:
        import logging

        logging.disable(logging.CRITICAL)  # math-verify warns about disabled inner timeouts
        from math_verify import parse as mv_parse
        from math_verify import verify as mv_verify
    except BaseException:
        send({"fatal": traceback.format_exc()})
        return
    @functools.lru_cache(maxsize=PARSE_CACHE)
    def parse(text: str):
        return tuple(mv_parse(text, parsing_timeout=None))

    def verify(gold, pred) -> bool:
        return mv_verify(list(gold), list(pred), timeout_seconds=None)

    exact_parse = make_exact_parse(mv_parse) if install_exact_numbers() else None

    signal.signal(signal.SIGALRM, _on_alarm)
    send({"ready": True})
    for line in sys.stdin.buffer:
        if not line.strip():
            continue
        req = json.loads(line)
        soft = float(req.get("soft_s") or 0.0)
        try:
            if soft > 0:
                signal.setitimer(signal.ITIMER_REAL, soft)
            try:
                if req.get("delay_s"):
                    time.sleep(float(req["delay_s"]))
                reason, detail = judge(parse, verify, req, exact_parse)
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
        except SoftTimeout:
            reason, detail = "timeout", f"math-verify exceeded {soft:.2f} s"
        except Exception as e:  # a checker failure, not a wrong answer
            reason, detail = "error", f"{type(e).__name__}: {e}"[:200]
        send({"i": req["i"], "reason": reason, "detail": detail})


if __name__ == "__main__":
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    main()
