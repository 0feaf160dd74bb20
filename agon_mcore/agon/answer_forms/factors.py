"""An expression answer read as a factor of a shown product.

A polynomial or expression answer (``x^5 - x^4 + x^3 - x^2 + x - 1``, ``3x + 2``) is stated where a formula shows it
as one factor of a product: a parenthesised group that stands next to another factor (``(x+1)(x^5 - x^4 + ...)``,
``3(x + 2)``, ``(x-3) \\cdot (x+3)``, ``\\left(x^2+1\\right)(x-2)``) whose content equals the answer by sympy (the
difference expands to 0). A whole formula equal to the answer is read elsewhere (``relatives._formula_mentions``);
this module reads the groups inside one. Work stays: a group raised to a power (a base), a function's argument
(``f(x+1)``, ``\\sin(2x)``), a group that is a term of a sum rather than a factor, a side of a size (``$(n-1)\\times(n-1)$
minors``), and the problem's own expressions
(in their own form or in another notation, as ``relatives.relative_mentions`` filters them). The mentions are
factors by construction, so the reader takes them as they are (no work role of ``agon.failclosed`` applies).
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence

from agon_mcore.agon.answer_forms.values import Mention

__all__ = ["factor_mentions"]

_OPEN = re.compile(r"\\left\s*\(|\\[bB]igg?l?\s*\(|\(")
_CLOSE = re.compile(r"\\right\s*\)|\\[bB]igg?r?\s*\)|\)")
_FUNC_BEFORE = re.compile(r"(?:\\(?!cdot|times|left|right|big|Big)[A-Za-z]+|(?<![\\A-Za-z])[fghpqPQFGHRSTuv]|(?<![\\A-Za-z])[A-Za-z]{2,}|_\{?\w\}?|\^)\s*$")
_MUL_BEFORE = re.compile(r"(?:\)|\d|\\cdot|\\times|[*·×]|(?<![A-Za-z\\])[a-z]|\})\s*$")
_MUL_AFTER = re.compile(r"^\s*(?:\(|\\left\s*\(|\\cdot|\\times|[*·×]|\d|(?<![A-Za-z])[a-z](?![A-Za-z]))")
_POWER_AFTER = re.compile(r"^\s*(?:\^|[²³⁴⁵⁶⁷⁸⁹])")


def _groups(text: str):
    """``(start, end, inner_start, inner_end)`` of the balanced parenthesised groups of ``text``."""
    stack, out = [], []
    pos = 0
    while pos < len(text):
        om, cm = _OPEN.match(text, pos), _CLOSE.match(text, pos)
        if cm and not (om and om.end() > cm.end()):
            if stack:
                s, ie = stack.pop()
                out.append((s, cm.end(), ie, pos))
            pos = cm.end()
        elif om:
            stack.append((pos, om.end()))
            pos = om.end()
        else:
            pos += 1
    return out


def _value(t: str):
    from agon_mcore.agon.answer_forms.relatives import _formula_value
    from agon_mcore.agon.answer_forms.values import latex_value

    v = latex_value(t) if "\\" in t or "{" in t else None
    return v if v is not None else _formula_value(t, "")


# a size written as a product and the noun it measures ("$(n-1)\times(n-1)$ minors", "an $(n+1) \times n$ grid")
_SIZE_NOUN = re.compile(r"\s*\$?\s*(?:-\s*)?(?:minors?|(?:sub)?matri(?:x|ces)|grids?|boards?|blocks?|arrays?|tables?|rectangles?|"
                        r"determinants?|systems?|lattices?|tori|tiles?|boxes|box|cells?|squares?|images?|pixels?)\b", re.I)
_SIZE_TIMES = re.compile(r"^\s*(?:\\times|×|x)\s*")


def _in_size(text: str, s: int, e: int) -> bool:
    """The group ``text[s:e]`` is a side of a size ``a \\times b`` followed by what it measures."""
    m = _SIZE_TIMES.match(text[e:])
    if m:  # the first side: find the end of the second (a group or a token)
        rest = text[e + m.end():]
        g = re.match(r"\([^()]*\)|\w+", rest)
        return bool(g) and bool(_SIZE_NOUN.match(rest[g.end():]))
    if re.search(r"(?:\\times|×|\bx)\s*$", text[max(0, s - 10):s]):
        return bool(_SIZE_NOUN.match(text[e:]))
    return False


def factor_mentions(text: str, answers: Sequence[Any], problem: Optional[str] = None) -> List[Mention]:
    """The parenthesised factors of products in ``text`` equal to one of ``answers`` (parsed answer values; only
    expressions with a free symbol are tried) by sympy, except the problem's own expressions (module docstring).
    Returns :class:`Mention` s over the group, parentheses included, kind ``"expr"``; empty when no answer is an
    expression. Raises nothing of its own."""
    import sympy as sp

    from agon_mcore.agon.answer_forms.relatives import _flat, problem_formulas

    targets = [a for a in answers if isinstance(a, sp.Expr) and a.free_symbols]
    if not targets:
        return []
    out: List[Mention] = []
    for s, e, is_, ie in _groups(text):
        inner = text[is_:ie]
        if len(inner) > 120 or not re.search(r"[a-zA-Z]", inner) or not re.search(r"[-+−]", inner.strip()[1:]):
            continue
        before, after = text[max(0, s - 12):s], text[e:e + 12]
        if _POWER_AFTER.match(after) or _FUNC_BEFORE.search(before):
            continue  # a base, or a function's argument
        if not (_MUL_BEFORE.search(before) or _MUL_AFTER.match(after)):
            continue  # a term of a sum, or a group standing alone (a whole formula: read elsewhere)
        if _in_size(text, s, e):
            continue  # a size "$(n-1)\times(n-1)$ minors": a shape, not a factorisation
        v = _value(inner.replace("−", "-"))
        if v is None or not isinstance(v, sp.Expr) or not v.free_symbols:
            continue
        try:
            own = problem and (_flat(inner) in _flat(problem) or any(v == f for f in problem_formulas(problem)))
            if not own and any(sp.expand(v - a) == 0 for a in targets):
                out.append(Mention(s, e, v, "expr"))
        except Exception:  # noqa: BLE001 - not comparable
            continue
    return out
