"""An irrational answer in an unsimplified notation of its own value: one radical of a number, a number times one
radical, or a fractional power of a number (``\\sqrt{117}`` for ``3\\sqrt{13}``, ``2\\sqrt{18}`` for ``6\\sqrt{2}``,
``\\sqrt[3]{54}`` for ``3\\sqrt[3]{2}``, ``72^{1/2}``). A grader accepts such a form, so it is the answer's notation,
not arithmetic left to do. Arithmetic stays work: a radical of a sum (``\\sqrt{36 + 81}``), an operand of a sum,
product, quotient or power (``\\sqrt{72} + 1``, ``(\\sqrt{72})^2``, ``\\frac{\\sqrt{72}}{2}``), a radical the problem
gives. The answer's own literals (``6\\sqrt{2}`` for ``6\\sqrt2``) are left to the role reader (``reader_roles``).
"""
from __future__ import annotations

import re
from typing import Any, Iterator, List, Optional, Sequence, Tuple

__all__ = ["radical_form_spans"]

_NUM = r"\d+(?:\.\d+)?"
# an optional coefficient, then one radical of a number (or a fractional power of a number)
_RADICAL = re.compile(
    r"(?<![\w.}^_])(?:(?P<c>" + _NUM + r")(?![\d.])\s*(?:\\cdot|\\times|\*|×|·)?\s*)?"
    r"(?:\\sqrt\s*(?:\[\s*(?P<n1>\d+)\s*\])?\s*(?:\{\s*(?P<r1>" + _NUM + r")\s*\}|(?P<r2>\d)(?!\d))"
    r"|√\s*(?:\(\s*(?P<r3>" + _NUM + r")\s*\)|(?P<r4>\d+))"
    r"|\bsqrt\s*\(\s*(?P<r5>" + _NUM + r")\s*\)"
    r"|(?P<b>\d+)\s*(?:\^|\*\*)\s*(?:\{\s*)?(?:\(\s*)?(?:(?P<p>\d+)\s*/\s*(?P<q>\d+)|\\[dt]?frac\s*\{\s*(?P<p2>\d+)\s*\}\s*\{\s*(?P<q2>\d+)\s*\})"
    r"\s*\)?\s*\}?)"
)
# an operation on either side: the radical is an operand (work), not the value stated
_OP_BEFORE = re.compile(r"(?:(?<!\*)\*|[-+/^_×·÷(\[]|\d|\\(?:cdot|times|div|pm|mp|left)|(?:\\[dt]?frac|\\sqrt(?:\[\d+\])?|[\^_]|\})\s*\{)"
                        r"\s*\$?\s*$")
_OP_AFTER = re.compile(r"\s*\$?\s*(?:[-+*/^×·÷(]|\\(?:cdot|times|div|pm|mp)|\}\s*\{|\)\s*(?:\^|\*\*|[-+*/]))")
_LITERAL = re.compile(r"\d+(?:\.\d+)?")


def _value(m: "re.Match[str]"):
    import sympy as sp

    g = m.groupdict()
    coef = sp.Rational(g["c"]) if g["c"] else sp.Integer(1)
    rad = next((g[k] for k in ("r1", "r2", "r3", "r4", "r5") if g[k]), None)
    if rad is not None:
        n = int(g["n1"]) if g["n1"] else 2
        return coef * sp.root(sp.Rational(rad), n) if n >= 2 else None
    p, q = (g["p"], g["q"]) if g["p"] else (g["p2"], g["q2"])
    if not q or int(q) < 2:
        return None
    return coef * sp.Pow(sp.Integer(g["b"]), sp.Rational(int(p), int(q)))


def _irrational(values: Sequence[Any]) -> List[Any]:
    out = []
    for v in values:
        if getattr(v, "is_number", False) and getattr(v, "is_real", False) and v.is_rational is False:
            out.append(v)
    return out


def radical_form_spans(text: str, values: Sequence[Any], answer: str, problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """Spans of ``text`` that write an irrational answer value (of ``values``, the parsed answer) as one radical of a
    number, a number times one radical or a fractional power of a number, in literals other than the answer's own
    (module docstring). Skips operands of an operation, radicals of sums (never matched) and forms the problem gives.
    Yields nothing for a rational or symbolic answer. Raises nothing on unparsable text (no match, no span)."""
    import sympy as sp

    targets = _irrational(values)
    if not targets or ("sqrt" not in text and "√" not in text and "^" not in text):
        return
    own = set(_LITERAL.findall(answer)) | {"1"}
    given = []
    for gm in _RADICAL.finditer(problem or ""):
        try:
            given.append(_value(gm))
        except (ValueError, TypeError, ZeroDivisionError):
            continue
    for m in _RADICAL.finditer(text):
        if set(_LITERAL.findall(m.group(0))) <= own:
            continue  # the answer's own notation: the role reader decides it
        if _OP_BEFORE.search(text[max(0, m.start() - 12):m.start()]) or _OP_AFTER.match(text, m.end()):
            continue  # an operand of arithmetic still to do, a base, a nested radical
        try:
            v = _value(m)
        except (ValueError, TypeError, ZeroDivisionError):
            continue
        if v is None or any(g is not None and sp.simplify(g - v) == 0 for g in given):
            continue
        for t in targets:
            try:
                if abs(float(v) - float(t)) <= 1e-9 * max(1.0, abs(float(t))) and sp.simplify(v - t) == 0:
                    yield m.start(), m.end()
                    break
            except (TypeError, ValueError):
                continue
