"""A tuple, point or vector answer written as one row of delimited data: a CSV line (``x,y`` then ``-1,6``), a TSV
line, a ``;`` separated line or a table row (``| x | y |`` then ``| -1 | 6 |``) whose cells are exactly the answer's
components in order. Read by structure: the row is the only data row of its block (consecutive lines split by the same
delimiter into the same number of cells, a ``|---|`` rule aside) and the block is headed by a line of names (the
components' or variables' names) or stands alone in a code fence. A block of several data rows (a table of givens,
one candidate per case) is work and is not read.

A scalar answer in a record (:func:`record_spans`): a row of numeric cells (the same delimiters) or an SQL ``VALUES``
tuple in which one cell is the answer's value and every other cell a given of the problem (``360,24`` or ``VALUES
(360, 24)`` for "How many divisors does 360 have?"): the record of the problem's input and its result.
"""
from __future__ import annotations

import re
from typing import Any, Iterator, List, Optional, Sequence, Tuple

__all__ = ["data_row_spans", "record_spans"]

_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_NAME = re.compile(r"^[A-Za-z_][\w ]{0,20}$|^\$?\\?[A-Za-z]+(?:_\{?\w+\}?)?\$?$")


def _cells(line: str) -> Optional[Tuple[str, List[Tuple[int, int]]]]:
    """The delimiter of ``line`` and its cells as (start, end) offsets in the line (stripped), or None."""
    body = line.rstrip()
    for d in ("\t", "|", ";", ","):
        if d not in body:
            continue
        out, prev = [], 0
        for i, ch in enumerate(body + d):
            if ch == d:
                a, b = prev, i
                while a < b and body[a].isspace():
                    a += 1
                while b > a and body[b - 1].isspace():
                    b -= 1
                out.append((a, b))
                prev = i + 1
        if d == "|":  # a table row's outer bars
            if out and out[0][0] == out[0][1]:
                out = out[1:]
            if out and out[-1][0] == out[-1][1]:
                out = out[:-1]
        if len(out) >= 2 and all(a < b for a, b in out):
            return d, out
    return None


def _number(cell: str):
    import sympy as sp

    from agon_mcore.agon.answer_forms.values import latex_value

    t = cell.replace("−", "-").strip("$*` ")
    if re.fullmatch(r"[-+]?\d+(?:\.\d+)?(?:/[1-9]\d*)?", t):
        return sp.Rational(t)
    if re.fullmatch(r"[-+]?\d*\\(?:[dt]?frac|sqrt)[\d{}\s\\a-z]*", t):
        return latex_value(t)
    return None


def data_row_spans(text: str, parts: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """Spans (whole row lines) of ``text`` where a row of delimited data states the tuple answer whose components are
    ``parts`` (module docstring). Yields nothing for fewer than two components. Raises nothing on odd text."""
    from agon_mcore.agon.answer_forms.values import values_equal

    if len(parts) < 2:
        return
    lines, pos = [], 0
    for ln in text.split("\n"):
        lines.append((pos, ln))
        pos += len(ln) + 1
    i = 0
    while i < len(lines):
        c = _cells(lines[i][1])
        if c is None:
            i += 1
            continue
        d, n = c[0], len(c[1])
        j = i
        rows = []
        while j < len(lines):
            if _RULE.match(lines[j][1]) and d == "|":
                j += 1
                continue
            cj = _cells(lines[j][1])
            if cj is None or cj[0] != d or len(cj[1]) != n:
                break
            rows.append((lines[j][0], lines[j][1], cj[1]))
            j += 1
        i = max(j, i + 1)
        if n != len(parts):
            continue
        named = [r for r in rows if all(_NAME.match(r[1][a:b].strip("*` ")) for a, b in r[2])]
        data = [r for r in rows if r not in named]
        if len(data) != 1 or len(named) > 1:
            continue  # several data rows (givens, cases) or none: work
        start, ln, cells = data[0]
        fenced = text[:start].count("```") % 2 == 1
        if not named and not fenced:
            continue
        if named and rows.index(named[0]) > rows.index(data[0]):
            continue  # a header must precede the row
        vals = [_number(ln[a:b]) for a, b in cells]
        if all(v is not None and values_equal(v, p) for v, p in zip(vals, parts)):
            yield start + cells[0][0], start + cells[-1][1]


# a value list of a statement: SQL ``VALUES (360, 24), (12, 6)``, a record literal after a keyword
_VALUES = re.compile(r"(?i)\bvalues\s*((?:\(\s*[^()\n]{1,200}\)\s*,?\s*)+)")
_TUPLE = re.compile(r"\(\s*([^()\n]{1,200})\)")


def _is_given(v: Any, givens: Sequence[Any]) -> bool:
    from agon_mcore.agon.answer_forms.values import values_equal

    return any(values_equal(v, g) for g in givens)


def record_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """Spans of ``text`` where one record of data pairs the problem's givens with a value of ``values`` (a scalar
    answer's): a line of delimited cells (CSV, TSV, ``;`` or a table row, as :func:`data_row_spans` splits them) or an
    SQL ``VALUES (...)`` tuple whose cells are all numbers, one cell equal to the answer and not a given, and every
    other cell a given of the problem (``360,24`` under ``n,divisors`` for "How many divisors does 360 have?"): the
    record of an input and its result, the answer. A row with a cell that is no given (a candidate, an intermediate)
    is work. A one-row block's cell under a header that names the asked quantity (``limit,step,count`` over
    ``99,15,6``) is read too (:func:`_named_column_spans`). Yields the answer cell's span. Raises nothing on odd
    text."""
    from agon_mcore.agon.answer_forms import problem_values
    from agon_mcore.agon.answer_forms.values import values_equal

    if not problem or not values:
        return
    givens = problem_values(problem)
    if not givens:
        return

    def decide(cells: List[Tuple[int, int]], base: str, off: int):
        vals = [_number(base[a:b]) for a, b in cells]
        if len(vals) < 2 or any(v is None for v in vals):
            return None
        hits = [k for k, v in enumerate(vals) if any(values_equal(v, x) for x in values) and not _is_given(v, givens)]
        if len(hits) != 1 or not all(_is_given(v, givens) for k, v in enumerate(vals) if k != hits[0]):
            return None
        a, b = cells[hits[0]]
        return off + a, off + b

    pos = 0
    for ln in text.split("\n"):
        c = _cells(ln)
        if c is not None and c[0] in ("\t", "|", ";", ",") and not re.search(r"[A-Za-z=]", ln.replace("$", "")):
            span = decide(c[1], ln, pos)
            if span:
                yield span
        pos += len(ln) + 1
    yield from _named_column_spans(text, values, problem, givens)
    for m in _VALUES.finditer(text):
        for t in _TUPLE.finditer(m.group(1)):
            c = _cells(t.group(1))  # the tuple's comma-separated cells, as a CSV line's
            span = decide(c[1], t.group(1), m.start(1) + t.start(1)) if c is not None and c[0] == "," else None
            if span:
                yield span


_RESULT_HEADS = r"count|answer|result|total|number|how[\s_]?many|n_?ways|ways|sum|value"


def _named_column_spans(text: str, values: Sequence[Any], problem: str, givens: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """The cell of a one-row block of delimited data that sits under a header naming the asked quantity (``count``,
    ``answer``, ``total``, the problem's asked noun: ``limit,step,count`` over ``99,15,6`` for "How many ...?") and
    holds the answer's value, no given: the record's result column states the answer. A block of several data rows
    (a table of cases) is work and is not read here."""
    from agon_mcore.agon.answer_forms.values import values_equal
    from agon_mcore.agon.asked import asked_noun

    noun = asked_noun(problem) or ""
    heads = re.compile(r"(?i)^\W*(?:" + _RESULT_HEADS + (r"|" + re.escape(noun) + r"s?" if noun else "") + r")\W*$")
    lines = text.split("\n")
    pos = [0]
    for ln in lines:
        pos.append(pos[-1] + len(ln) + 1)
    for i in range(len(lines) - 1):
        h, d = _cells(lines[i]), _cells(lines[i + 1])
        j = i + 2 if d is not None and _RULE.match(lines[i + 1]) else i + 1
        d = _cells(lines[j]) if j < len(lines) else None
        nxt = _cells(lines[j + 1]) if j + 1 < len(lines) else None
        if h is None or d is None or h[0] != d[0] or len(h[1]) != len(d[1]) or len(h[1]) < 2 or \
                nxt is not None and nxt[0] == d[0] and len(nxt[1]) == len(d[1]):
            continue  # (a header and exactly one data row under it)
        names = [lines[i][a:b] for a, b in h[1]]
        if not all(_NAME.match(n.strip()) for n in names):
            continue
        for k, (a, b) in enumerate(d[1]):
            v = _number(lines[j][a:b])
            if v is not None and heads.match(names[k]) and any(values_equal(v, x) for x in values) and \
                    not _is_given(v, givens):
                yield pos[j] + a, pos[j] + b
