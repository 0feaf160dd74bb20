"""A polynomial answer written as its coefficient list.

A polynomial in one variable with numeric coefficients (``x^2 + x``, ``2x^3 - 5x + 1``, the right side of ``f(x) =
...``) is fixed by its coefficients, so a list of numbers equal to them states it: ``[1, 1, 0]`` (highest degree
first, numpy's ``poly1d`` order), ``(0, 1, 1)`` (lowest first), ``coeffs = [2, 0, -5, 1]``. The list is read as
values (``1.0`` is ``1``, ``1/2`` is one half) and must hold every coefficient from the leading one down to the
constant term (lowest-first lists may drop trailing zeros above the degree: none). A degree-0 or degree-1 answer with
fewer than three coefficients is not read this way (``[1, 0]`` is too common a list to be ``x``).
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Iterator, List, Optional, Tuple

__all__ = ["coefficient_list_spans", "answer_coefficients"]

_NUM = re.compile(r"[-−]?\d+(?:\.\d+)?(?:/\d+)?")
_LIST = re.compile(r"[\[(]\s*([^\[\]()\n]{1,200}?)\s*[\])]")


def answer_coefficients(answer: str) -> Optional[List]:
    """The coefficients of a polynomial answer, highest degree first (``x^2 + x`` -> ``[1, 1, 0]``), or None for an
    answer that is no polynomial in one variable with numeric coefficients of degree 2 or more. Raises nothing."""
    from agon_mcore.agon.answer_forms import parse_answer
    import sympy

    vals = parse_answer(answer).values
    if not vals:
        return None
    v = vals[-1] if isinstance(vals[0], sympy.Equality) and len(vals) > 1 else vals[0]
    if isinstance(v, sympy.Equality):
        v = v.rhs
    try:
        syms = v.free_symbols
        if len(syms) != 1:
            return None
        p = sympy.Poly(v, *syms)
    except Exception:  # noqa: BLE001 (sympy raises many kinds on a non-polynomial)
        return None
    if p.degree() < 2 or not all(c.is_number for c in p.all_coeffs()):
        return None
    return list(p.all_coeffs())


def coefficient_list_spans(text: str, answer: str) -> Iterator[Tuple[int, int]]:
    """Spans of bracketed lists of ``text`` whose numbers are the coefficients of the polynomial ``answer`` (module
    docstring), in either order. Raises nothing."""
    coeffs = answer_coefficients(answer)
    if coeffs is None:
        return
    for m in _LIST.finditer(text):
        items = [x.strip(" `$") for x in m.group(1).split(",")]
        if len(items) != len(coeffs) or not all(_NUM.fullmatch(x) for x in items):
            continue
        vals = [Fraction(x.replace("−", "-")) for x in items]
        if vals == [Fraction(str(c)) for c in coeffs] or vals == [Fraction(str(c)) for c in coeffs[::-1]]:
            yield m.start(), m.end()
