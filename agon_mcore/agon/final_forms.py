"""The final result in another form of the answer: the last member of the draft's last chain before the conclusion
(the position :mod:`agon.final_result` reads) written so that it is the answer's value, not a step towards it.

:mod:`agon.final_result` hides a numeric relative of the answer (its value, reciprocal, another unit) there; a
formula answer or an answer in a notation with no rational value has no such relative, and the chain still ends in
the answer, in another form a reader copies at sight (the grader accepts any symbolically equal form):

* a **formula answer** (the answer has a variable: ``\\cot x``): the last member is symbolically equal to it
  (``\\frac{\\sin x}{\\cos x} \\cdot ... = \\frac{\\cos x}{\\sin x}`` before the box ``\\cot x``): the answer by its
  definition or an identity. Equality is numeric at fixed points of the shared variables (a time-free stand-in
  for ``simplify(a - b) == 0``, which can run for seconds);
* a **constant answer** (``\\ln 2``, ``-256``): the last member is a sum whose terms other than one are each
  literally zero (``\\log_e 2 - \\log_e 1``, ``\\ln 2 + \\sin 0``, ``8 + 0 \\cdot 5``) and that one term is the
  answer's value. A written ``0`` is a value the work carried (``z + z^2 + z^3 + z^4 = 0 - 1``, judged work on
  fresh15 rp06), no zero term. A sum of terms that are not zero (``650 \\cdot 90``, ``40 + 2``) is arithmetic still to do and
  stays (the measured rule of :mod:`agon.final_result`).

Kept: a member that is a given (the problem states it), one that still holds an operation to carry out
(an integral, a sum, a limit, a derivative), and a chain of one member (a bare ``y = \\cot x``: no chain, the
reader's and the assignment passes' business). :func:`final_form_spans` returns the spans.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, parse_answer
from agon_mcore.agon.answer_forms.values import latex_value, normalize_latex, values_equal

__all__ = ["final_form_spans", "same_formula", "zero_padded"]

Span = Tuple[int, int, str]

_POINTS = (0.3711, 1.2377, 2.0453)
_TO_DO = ("Integral", "Sum", "Product", "Limit", "Derivative")


def _to_do(v: Any) -> bool:
    import sympy as sp

    return any(v.atoms(getattr(sp, n)) for n in _TO_DO)


def same_formula(v: Any, a: Any) -> bool:
    """``v`` and ``a`` (sympy expressions with the same free variables, at least one) take the same value at three
    fixed points (each variable offset so that no two share a value); False when either is undefined there or
    anything fails. Raises nothing."""
    try:
        syms = sorted(a.free_symbols, key=str)
        if not syms or set(v.free_symbols) != set(syms) or _to_do(v):
            return False
        for p in _POINTS:
            sub = {s: p + 0.173 * k for k, s in enumerate(syms)}
            x, y = complex(v.evalf(subs=sub)), complex(a.evalf(subs=sub))
            if abs(x - y) > 1e-9 * (1 + abs(y)):
                return False
        return True
    except Exception:  # noqa: BLE001 - an expression that does not evaluate is no form of the answer
        return False


def zero_padded(v: Any, a: Any) -> bool:
    """``v`` is a sum of terms of which all but one are literally zero (each evaluates to 0: ``\\log 1``,
    ``\\sin 0``, ``0 \\cdot 5``; a bare ``0`` is no such term) and that one equals the constant ``a``. Raises
    nothing."""
    import sympy as sp

    try:
        if not isinstance(v, sp.Add) or v.free_symbols or _to_do(v):
            return False
        rest = [t for t in v.args if t.is_Number or sp.simplify(t.doit()) != 0]  # a written 0 is a value carried
        if len(rest) != 1 or len(rest) == len(v.args):
            return False
        t = rest[0]
        return values_equal(t, a) or values_equal(sp.simplify(t.doit()), a)
    except Exception:  # noqa: BLE001
        return False


def _squash(t: str) -> str:
    return re.sub(r"\s+|\\[,;:! ]", "", normalize_latex(t))


def final_form_spans(vis: str, member: Tuple[int, int], n_members: int, problem: Optional[str],
                     answers: Sequence[str]) -> List[Span]:
    """The span of the chain's last member ``vis[member[0]:member[1]]`` (of ``n_members``) when it is the answer in
    another form (module docstring), else []. Raises nothing."""
    if n_members < 2:
        return []
    s, e = member
    text = vis[s:e]
    lead = len(text) - len(text.lstrip(" \t$"))
    body = text.strip().strip("$").rstrip(" .,;$").rstrip()
    body = re.sub(r"(?:\\\]|\\\))\s*$", "", body).rstrip(" .,")
    if not body or len(body) > 120 or re.search(r"[A-Za-z]{3,}\s+[A-Za-z]{3,}", re.sub(r"\\[A-Za-z]+", " ", body)):
        return []  # words: a sentence, not a member's formula
    if problem and _squash(body) in _squash(problem):
        return []  # a given
    v = latex_value(body)
    if v is None:
        return []
    for ans in answers:
        for a in parse_answer(ans).values:
            if not hasattr(a, "free_symbols"):
                continue
            if (a.free_symbols and same_formula(v, a)) or (not a.free_symbols and zero_padded(v, a)):
                start = s + lead
                return [(start, start + len(body), HIDDEN)]
    return []
