"""A system's solution read off a matrix in reduced row-echelon form.

An augmented matrix whose coefficient block is the identity states the solution in its last column: ``\\left[
\\begin{array}{cc|c} 1 & 0 & 7 \\\\ 0 & 1 & 3 \\end{array}\\right]`` and the plain rows ``[1 0 | 7]`` over ``[0 1 | 3]``
state ``(7, 3)``. Read in LaTeX matrix environments (``matrix``, ``pmatrix``, ``bmatrix``, ``vmatrix``, ``array``)
and in bracketed rows on consecutive lines (several matrices side by side, as a row reduction writes them: "... ->
[1 0 | 7]"). A matrix whose block is not the identity (the start of the reduction) is work. Pure and cheap.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Iterator, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.values import line_starts, values_equal

__all__ = ["rref_spans"]

_ENV = re.compile(r"\\begin\{(array|[pbvBV]?matrix)\}(?:\{[^{}]*\})?(.*?)\\end\{\1\}", re.S)
_ROW = re.compile(r"\[([^\[\]\n]*\|[^\[\]\n]*)\]")  # "[1  0 | 7]": a bracketed row with its bar


def _num(cell: str) -> Optional[Fraction]:
    c = re.sub(r"\s|\$|\\,", "", cell).replace("−", "-")
    f = re.fullmatch(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}", c)
    try:
        if f:
            return Fraction(int(f.group(2)), int(f.group(3))) * (-1 if f.group(1) else 1)
        return Fraction(c) if re.fullmatch(r"-?\d+(?:\.\d+)?(?:/\d+)?", c) else None
    except (ValueError, ZeroDivisionError):
        return None


def _solution(rows: List[List[str]]) -> Optional[List[Fraction]]:
    """The last column of ``rows`` (cells as text) when the block before it is the identity, else None."""
    n = len(rows)
    vals = [[_num(c) for c in r] for r in rows]
    if n < 2 or any(len(r) != n + 1 or any(v is None for v in r) for r in vals):
        return None
    if any(vals[i][j] != (1 if i == j else 0) for i in range(n) for j in range(n)):
        return None
    return [r[n] for r in vals]


def rref_spans(text: str, parts: Sequence) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each matrix in reduced row-echelon form whose solution column is ``parts`` (the answer's
    components, sympy numbers, in order; module docstring). Raises nothing."""
    if len(parts) < 2 or not ("|" in text or "matrix" in text or "array" in text):
        return

    def same(sol: Optional[List[Fraction]]) -> bool:
        import sympy as sp

        return sol is not None and len(sol) == len(parts) and \
            all(values_equal(sp.Rational(v.numerator, v.denominator), p) for v, p in zip(sol, parts))

    for m in _ENV.finditer(text):
        rows = [re.split(r"&", r.replace("|", " ")) for r in re.split(r"\\\\", m.group(2))
                if r.strip() and not r.strip().startswith("\\hline")]
        if same(_solution(rows)):
            yield m.span()
    lines = text.split("\n")
    starts = line_starts(text)
    k = 0
    while k < len(lines):  # runs of consecutive lines with bracketed rows; matrix j is the j-th bracket on each line
        if not _ROW.search(lines[k]):
            k += 1
            continue
        j = k
        while j < len(lines) and _ROW.search(lines[j]):
            j += 1
        found = [list(_ROW.finditer(lines[x])) for x in range(k, j)]
        for col in range(min(len(f) for f in found)):
            rows = [re.split(r"\s+", f[col].group(1).replace("|", " ").strip()) for f in found]
            if same(_solution(rows)):
                for x, f in enumerate(found):  # each row of that matrix (the other matrix's rows between stay)
                    yield starts[k + x] + f[col].start(), starts[k + x] + f[col].end()
        k = j
