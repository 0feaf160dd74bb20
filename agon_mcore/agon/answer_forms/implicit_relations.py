"""A function or variable answer stated by an equivalent relation: solved for the answer's unknown, it is the answer.

An answer ``f(x) = \\frac1x`` (or ``y = 2x + 1``) is a relation that gives its left side explicitly. A draft may state
the same relation in another arrangement: ``x\\,f(x) = 1``, ``\\frac{1}{f(x)} = x``, ``y - 2x = 1``. These are read as
values: each relation in the text's math (two adjacent sides of a chain) that holds the answer's unknown is solved
for it (``sympy.solve``), and a unique solution equal to the answer's right side (a symbolic difference that
simplifies to zero) states the answer; so does a pair of solutions, the answer and its negation (a squared form,
``y^2 = 16x`` for ``y = 4\\sqrt{x}``: the branch is all that is left to name). A root (``x = 5``) is no such answer:
the equation it solves is work. The
answer's own arrangement is read elsewhere; a relation that the problem
writes is a given and stays; a relation with another unknown left after solving (``f(2x)``, a second function) tells
nothing and stays.
"""
from __future__ import annotations

import re
from typing import Iterator, Optional, Tuple

__all__ = ["implicit_relation_spans"]

_REL = re.compile(r"(?<![<>!\\])=(?!=)")
_MAX_SIDE = 80


def _unknown(answer: str):
    """(unknown, value) of an answer ``f(x) = expr`` or ``y = expr``, or None."""
    import sympy

    from agon_mcore.agon.answer_forms import parse_answer

    vals = parse_answer(answer).values
    if not vals or not isinstance(vals[0], sympy.Equality):
        return None
    lhs, rhs = vals[0].lhs, vals[0].rhs
    if isinstance(lhs, sympy.Symbol) or (isinstance(lhs, sympy.core.function.AppliedUndef) and
                                         all(isinstance(a, sympy.Symbol) for a in lhs.args)):
        if lhs not in rhs.free_symbols and not rhs.has(lhs) and rhs.free_symbols:  # a root (x = 5) is no function
            return lhs, rhs
    return None


# a graph written as a set of points ``\{(t, 3t - 2) : t \in \mathbb{R}\}`` (a curve given parametrically)
_GRAPH = re.compile(r"\\\{\s*\(\s*([A-Za-z])\s*,\s*([^(){}]*(?:\([^()]*\)[^(){}]*)*?)\s*\)\s*(?::|\\mid|\|)\s*\1\s*\\in\s*"
                    r"(?:\\mathbb\s*\{?\s*R\s*\}?|ℝ|\\R\b)\s*\\\}")


def _graph_spans(text: str, value) -> Iterator[Tuple[int, int]]:
    """Spans of point sets ``\\{(t, g(t)) : t \\in \\mathbb{R}\\}``: the graph of ``g``, the answer's relation when ``g``
    with its parameter renamed is the answer's right side (``\\{(t, 3t-2)\\}`` for ``y = 3x - 2``). Raises nothing."""
    if "\\{" not in text:
        return
    import sympy

    from agon_mcore.agon.answer_forms.values import latex_value

    syms = list(value.free_symbols)
    if len(syms) != 1:
        return
    for m in _GRAPH.finditer(text):
        try:
            g = latex_value(m.group(2).replace("\\,", " "))
            t = sympy.Symbol(m.group(1))
            if g is not None and sympy.simplify(g.subs(t, syms[0]) - value) == 0:
                yield m.span()
        except Exception:  # noqa: BLE001 - nothing read
            continue


def implicit_relation_spans(text: str, answer: str, problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """Spans of relations in ``text``'s math that, solved for the answer's unknown, give the answer's value (module
    docstring). Raises nothing (a side sympy cannot parse or solve is skipped)."""
    got = _unknown(answer)
    if got is None:
        return
    unknown, value = got
    import sympy

    from agon_mcore.agon.answer_forms.formulas import math_spans
    from agon_mcore.agon.answer_forms.values import latex_value

    name = unknown.func.__name__ if hasattr(unknown, "func") and not isinstance(unknown, sympy.Symbol) else str(unknown)
    prob = re.sub(r"\s+", "", problem or "")
    yield from _graph_spans(text, value)
    marker = sympy.Symbol("_unknown_")
    for s, e in math_spans(text):
        body = text[s:e]
        if not re.search(r"(?<![A-Za-z\\])" + re.escape(name) + r"(?![A-Za-z])", body):
            continue
        cuts = [m.start() for m in _REL.finditer(body)]
        bounds = [0, *cuts, len(body)]
        sides = [(bounds[i] + (1 if i else 0), bounds[i + 1]) for i in range(len(bounds) - 1)]
        for (a0, a1), (b0, b1) in zip(sides, sides[1:]):
            left, right = body[a0:a1].strip(), body[b0:b1].strip()
            if not left or not right or len(left) > _MAX_SIDE or len(right) > _MAX_SIDE:
                continue
            if re.sub(r"\s+", "", f"{left}={right}") in prob:
                continue  # the problem's relation
            try:
                diff = (latex_value(left) - latex_value(right)).subs(unknown, marker)
                if not diff.has(marker) or diff.atoms(sympy.core.function.AppliedUndef) or \
                        (diff.free_symbols - {marker}) - value.free_symbols:
                    continue
                sols = sympy.solve(diff, marker)
                hit = [x for x in sols if sympy.simplify(x - value) == 0]
                # a unique solution, or the answer and its negation: a squared form (``y^2 = 16x`` for ``y = 4\sqrt{x}``)
                # fixes the answer up to the branch the draft names
                if hit and (len(sols) == 1 or len(sols) == 2 and any(sympy.simplify(x + value) == 0 for x in sols)):
                    if sympy.simplify(latex_value(left) - unknown) == 0 and sympy.simplify(latex_value(right) - value) == 0:
                        continue  # the answer's own arrangement: read elsewhere
                    yield s + a0, s + b1
            except Exception:  # noqa: BLE001 (parse or solve failure: nothing read)
                continue
