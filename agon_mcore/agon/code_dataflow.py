"""The graded program restated as a data flow under names of its own: pseudo-code in any language.

``agon_mcore.agon.code_steps`` finds a translation by the program's own names and by a table of prose words; a
listing in another human language with names of its own ("3. Kuhaa ang a = ang pinakadakong r nga r² ≤ n. ...
6. I-print ang a + b − c.") shares neither. What it keeps is the program's *shape*: the values it names and the
expression that combines them. Here both sides become expression shapes:

* **program shapes** (:func:`program_shapes`): every arithmetic, comparison or boolean expression of the graded
  program (``isqrt(n) + icbrt(n) - isixth(n)``) as a tree whose leaves are abstracted (a name, a call, a subscript,
  a string: ``_``; a number stays as itself), when it has at least :data:`MIN_OPS` operators:
  ``((_ + _) - _)``;
* **text expressions**: runs of names and numbers joined by operators in a line of prose (``a + b − c``; the signs
  ``−``, ``×``, ``÷``, ``·``, ``≤``, ``≥``, ``≠`` and the words "times", "plus", "minus", "divided by", "mod", "to the
  power" between operands read as Python's: "k times 2 to the power z"), parsed by :mod:`ast` and abstracted the same
  way.

A block of lines (consecutive non-blank lines: a listing, a pseudo-code block) **restates the program** where one of
its lines holds an expression whose shape is one of the program's and whose names are at least two names that
earlier lines of the block *assign* (``a = ...``, ``a ← ...``, ``a := ...``; in words, "— call that k", "let k be"):
the values flow from the assignments
into the program's expression. The lines from the first such assignment to the expression's line are hidden. The
language of the words around them never matters. An expression alone (no assignments before it: "the answer is
``a + b - c``") or a shape with fewer operators stays (an idea in one sentence).
"""
from __future__ import annotations

import ast
import re
from typing import List, Optional, Sequence, Set, Tuple

__all__ = ["MIN_OPS", "program_shapes", "dataflow_spans"]

MIN_OPS = 2  # operators a shape must hold: "a + b" alone is too common to tie a text to one program

_SIGNS = str.maketrans({"−": "-", "×": "*", "÷": "/", "·": "*", "≤": "<=", "≥": ">=", "≠": "!=", "–": "-"})
# a run of operands joined by operators: names, numbers, calls and brackets; at least one operator
_OPERAND = r"(?:[A-Za-z_]\w*(?:\([^()\n]{0,40}\))?|\d+(?:\.\d+)?|\([^()\n]{1,60}\))"
_OPERATOR = r"(?://|\*\*|==|!=|<=|>=|[-+*/%<>])"
_EXPR = re.compile(r"(?<![\w.])" + _OPERAND + r"(?:\s*" + _OPERATOR + r"\s*" + _OPERAND + r")+")
# an assignment in prose or pseudo-code: "a = ...", "a ← ...", "a := ...", "a <- ..."; in words, "— call that k",
# "let k be ...", "name it z"
_ASSIGN = re.compile(r"(?<![\w.])([A-Za-z_]\w{0,15})\s*(?:=(?!=)|←|:=|<-(?!-))|"
                     r"(?i:\b(?:call(?:ed)?|name[ds]?|label(?:led)?)\s+(?:that|it|this|them|the\s+(?:result|count|number))\s+)"
                     r"([A-Za-z_]\w{0,15})\b|(?i:\blet\s+)([A-Za-z_]\w{0,15})\s+(?i:be)\b")
# operations in words between operands ("k times 2 to the power z"), read as Python's operators
_SPOKEN = [(re.compile(r"(?i)\s+(?:raised\s+)?to\s+the\s+power(?:\s+of)?\s+"), " ** "),
           (re.compile(r"(?i)\s+(?:times|multiplied\s+by)\s+"), " * "), (re.compile(r"(?i)\s+plus\s+"), " + "),
           (re.compile(r"(?i)\s+minus\s+"), " - "), (re.compile(r"(?i)\s+divided\s+by\s+"), " / "),
           (re.compile(r"(?i)\s+(?:mod|modulo)\s+"), " % ")]


def _spoken(text: str) -> str:
    for rx, op in _SPOKEN:
        text = rx.sub(op, text)
    return text


def _shape(node: ast.AST) -> Tuple[str, int]:
    """``(shape, operators)`` of an expression node: leaves abstracted to ``_`` (numbers kept); ``1 << x`` is read as
    ``2 ** x`` (the same value, the way prose says it)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.LShift) and isinstance(node.left, ast.Constant) and \
            node.left.value == 1:
        b, y = _shape(node.right)
        return f"(2 Pow {b})", y + 1
    if isinstance(node, ast.BinOp):
        a, x = _shape(node.left)
        b, y = _shape(node.right)
        return f"({a} {type(node.op).__name__} {b})", x + y + 1
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Not)):
        a, x = _shape(node.operand)
        return f"({type(node.op).__name__} {a})", x + 1
    if isinstance(node, ast.BoolOp):
        parts = [_shape(v) for v in node.values]
        return f"({type(node.op).__name__} " + " ".join(p for p, _ in parts) + ")", sum(n for _, n in parts) + len(parts) - 1
    if isinstance(node, ast.Compare):
        parts = [_shape(v) for v in [node.left, *node.comparators]]
        ops = [type(o).__name__ for o in node.ops]
        return "(" + " ".join(p + (" " + o if k < len(ops) else "") for k, ((p, _), o) in
                              enumerate(zip(parts, [*ops, ""]))) + ")", sum(n for _, n in parts) + len(ops)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return repr(node.value), 0
    return "_", 0


def _shapes_of(tree: ast.AST) -> Set[str]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.BinOp, ast.BoolOp, ast.Compare, ast.UnaryOp)):
            s, n = _shape(node)
            if n >= MIN_OPS:
                out.add(s)
    return out


def program_shapes(code: str) -> Set[str]:
    """The shapes (module docstring) of the graded program's expressions with at least :data:`MIN_OPS` operators;
    empty for a program that does not parse."""
    try:
        return _shapes_of(ast.parse(code))
    except (SyntaxError, ValueError, RecursionError):
        return set()


def _text_expression(expr: str) -> Optional[Tuple[str, Set[str]]]:
    """``(shape, names)`` of one expression of prose (its top node), or None where it does not parse or holds fewer
    than :data:`MIN_OPS` operators."""
    try:
        node = ast.parse(expr.strip(), mode="eval").body
    except (SyntaxError, ValueError, RecursionError):
        return None
    s, n = _shape(node)
    if n < MIN_OPS:
        return None
    names = {x.id for x in ast.walk(node) if isinstance(x, ast.Name)}
    return s, names


def dataflow_spans(vis: str, code: Optional[str], taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """Character spans ``(start, end)`` of ``vis`` (a code draft's visible text) where a block of lines restates the
    graded program ``code`` as a data flow (module docstring); spans inside ``taken`` (code blocks, hidden text) are
    not searched. Raises nothing: a program or a text expression that does not parse gives no span."""
    shapes = program_shapes(code or "")
    if not shapes:
        return []
    out: List[Tuple[int, int]] = []
    for block in re.finditer(r"(?:[^\n]*\S[^\n]*(?:\n|$))+", vis):
        assigned: List[Tuple[str, int]] = []  # (name, line start)
        pos = block.start()
        for line in block.group(0).splitlines(keepends=True):
            ls, le = pos, pos + len(line.rstrip("\n"))
            pos += len(line)
            text = _spoken(line.translate(_SIGNS))
            hidden = any(x <= ls and le <= y for x, y in taken)  # a line hidden already still assigns its names
            for m in ([] if hidden else _EXPR.finditer(text)):
                got = _text_expression(m.group(0))
                if got is None or got[0] not in shapes:
                    continue
                starts = [s for name, s in assigned if name in got[1]]
                if len({name for name, _ in assigned if name in got[1]}) >= 2:
                    out.append((min(starts), le))
                    break
            for m in _ASSIGN.finditer(text):
                assigned.append((m.group(1) or m.group(2) or m.group(3), ls))
    return out
