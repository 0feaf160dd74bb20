"""Code of any language written inline in prose, found by its bracket structure: SQL, Lisp, R, any one-liner.

The ports a code draft writes outside a fence have no statement shape a line reader knows when they are expressions
of another language on one line: ``SELECT MAX(len) FROM (SELECT COUNT(*) AS len FROM (...) y GROUP BY grp) z``,
``(define (longest a) (let loop ((xs (cdr a)) ...)))``, ``max(rle(c(FALSE, diff(a) > 0))$lengths[...] + 1, 1)``. What
every such program shares is its nesting: brackets inside brackets, each opened by a name (a call) or opening a
form. Prose nests rarely (an aside in an aside) and never with calls inside calls.

A **nested code run** (:func:`nested_code_spans`) is an outermost bracket group, outside math and outside hidden text,
that holds brackets at least :data:`MIN_DEPTH` deep, at least :data:`MIN_CALLS` calls (a name touching ``(``, or a
Lisp form ``(name ...``) and at least :data:`MIN_CHARS` characters; it is extended to the left over the name that calls
it and over the upper-case keywords and operators before it (``SELECT MAX(len) FROM``), and to the right over the
brackets, operators, ``$`` fields and upper-case keywords that go on with it (``$lengths[...] + 1``), up to the first
prose word. In a code draft such a run implements something in code; the graded program's ports are the runs a draft
writes, so every run is hidden (the idea, the complexity and the samples have no calls inside calls). A spreadsheet
formula (``=IF(A2>A1,B1+1,1)``: ``=``, an upper-case function, two or more cell references) is code by its own form.
"""
from __future__ import annotations

import re
from typing import List, Sequence, Tuple

__all__ = ["MIN_DEPTH", "MIN_CALLS", "MIN_CHARS", "nested_code_spans"]

MIN_DEPTH = 3  # brackets inside brackets inside brackets
MIN_CALLS = 3
MIN_CHARS = 40

_OPEN = {"(": ")", "[": "]", "{": "}"}
_CALL = re.compile(r"[A-Za-z_][\w.]*\s?\(|\(\s*[A-Za-z_+\-*/<>=!?][\w\-!?*]*\s")
# what continues a run to the right: operators, brackets, $fields, dotted names, numbers, upper-case keywords
_RIGHT = re.compile(r"\s*(?:[-+*/%<>=!&|^.,;:$]+\s*)?(?:[A-Za-z_][\w.]*\s*[(\[]|\$\w+|\.\w+|\d+(?:\.\d+)?\b|[A-Z]{2,}\b|[(\[{])")
_LEFT = re.compile(r"(?:(?:[A-Z]{2,}|[A-Za-z_][\w.]*\([^()]{0,30}\)|[-+*/%<>=!,]+|\w+\s+AS\s+\w+)\s*)+$")


def _groups(text: str) -> List[Tuple[int, int, int]]:
    """``(start, end, depth)`` of every outermost bracket group of ``text`` that closes."""
    out, stack, start, depth = [], [], -1, 0
    for k, ch in enumerate(text):
        if ch in _OPEN:
            if not stack:
                start, depth = k, 0
            stack.append(_OPEN[ch])
            depth = max(depth, len(stack))
        elif stack and ch == stack[-1]:
            stack.pop()
            if not stack:
                out.append((start, k + 1, depth))
        elif ch in ")]}" or ch == "\n":
            stack = []  # unbalanced, or a line ends inside: no group
    return out


def _close(text: str, k: int) -> int:
    """The end of the bracket group opening at ``k`` (or ``k`` where it does not close on its line)."""
    stack = []
    for j in range(k, len(text)):
        ch = text[j]
        if ch in _OPEN:
            stack.append(_OPEN[ch])
        elif stack and ch == stack[-1]:
            stack.pop()
            if not stack:
                return j + 1
        elif ch in ")]}\n":
            return k
    return k


# a spreadsheet formula: "=" and an upper-case function over cell references ("=IF(A2>A1,B1+1,1)", "=MAX(B:B)")
_SHEET = re.compile(r"=\s*[A-Z][A-Z0-9.]*\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)")
_CELL = re.compile(r"(?<![A-Za-z0-9])\$?[A-Z]{1,2}\$?\d{1,5}(?![A-Za-z0-9(])|(?<![A-Za-z0-9])[A-Z]{1,2}:[A-Z]{1,2}(?![A-Za-z0-9])")


def _cells(formula: str) -> int:
    """Cell references in a formula; a column range ("B:B") counts as two."""
    return sum(2 if ":" in m.group(0) else 1 for m in _CELL.finditer(formula))


def nested_code_spans(vis: str, taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """Spans ``(start, end)`` of ``vis`` that are nested code runs (module docstring) or spreadsheet formulas over two or
    more cell references, outside ``taken`` and outside ``$...$`` math. Raises nothing."""
    out: List[Tuple[int, int]] = [m.span() for m in _SHEET.finditer(vis) if _cells(m.group(0)) >= 2 and
                                  not any(a <= m.start() < b for a, b in taken)]
    for s, e, depth in _groups(vis):
        if depth < MIN_DEPTH or e - s < MIN_CHARS or any(a <= s < b or a < e <= b for a, b in taken):
            continue
        if vis[:s].count("$") % 2 and "$" in vis[e:]:  # inside math: a formula, read by the math reader
            continue
        if len(_CALL.findall(vis[s - 30 if s >= 30 else 0:e])) < MIN_CALLS:
            continue
        line_start = vis.rfind("\n", 0, s) + 1
        name = re.search(r"[A-Za-z_][\w.]*$", vis[line_start:s])  # the name that calls it: "max(...)"
        a = line_start + name.start() if name else s
        left = _LEFT.search(vis[line_start:a])
        a = line_start + left.start() if left else a
        b = e
        while True:
            m = _RIGHT.match(vis, b)
            if not m or "\n" in m.group(0):
                break
            nb = m.end()
            if vis[nb - 1] in "([{":
                nb = _close(vis, nb - 1)
                if nb == m.end() - 1:
                    break
            b = nb
        out.append((a, b))
    merged: List[Tuple[int, int]] = []
    for a, b in sorted(out):
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], b))
        else:
            merged.append((a, b))
    return merged
