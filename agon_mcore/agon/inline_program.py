"""Inline code that is a working program: a whole return statement or an expression that computes
the function's result from its inputs.

A code draft's inline code is mostly work (a name, a sample call ``f(3)``, a recurrence, a
complexity ``O(n)``); it is the program itself when it reads as the function body's result: a
``return``/``lambda`` statement, or an expression whose free names cover every parameter of the
graded function (the problem's ``def`` line) and that does something with them (an operator, a
comprehension, a method call on a parameter), not a bare call of a builtin on one name
(``len(s)``).

What the expression reads decides, not its operators: a value name that is neither an input nor
bound by the expression itself (a loop index ``i`` in ``text[i]``, the element ``s`` in
``s.startswith(prefix)``, ``s[i], s[i+1], s[i+2]``) makes it a piece of the program's loop body named in
prose, no result computed from the inputs; called names (``math.sqrt``, a helper) and CAPITAL constants
are the program's tools, not values. An expression built only of things that compute nothing shown
(a name, a call on names, such a thing offset by a constant: ``n - 1``, ``len(text) - 1``) is no
program either.
"""
from __future__ import annotations

import ast
import re
import sys
from typing import List, Optional

_DEF = re.compile(r"\bdef\s+([A-Za-z_]\w*)\s*\(([^)]*)\)")


def function_params(*texts: Optional[str]) -> List[str]:
    """The parameter names of the first ``def`` line in ``texts`` (the problem, then the graded
    program); ``[]`` where none is found. Type annotations and defaults are dropped."""
    for t in texts:
        m = _DEF.search(t or "")
        if m is None:
            continue
        names = []
        for p in re.split(r",(?![^\[]*\])", m.group(2)):
            p = p.strip().lstrip("*")
            n = re.match(r"[A-Za-z_]\w*", p)
            if n and n.group(0) not in ("self", "cls"):
                names.append(n.group(0))
        return names
    return []


def _value_names(node: ast.AST) -> set:
    """The free names ``node`` reads as values: not called (a helper, a builtin), not a standard module
    (``math`` in ``math.sqrt(n)``), no builtin and no CAPITAL constant."""
    tools = {n.func.id for n in ast.walk(node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    tools |= {n for n in _free_names(node) if n in _MODULES}
    return {n for n in _free_names(node) - tools if not n.isupper() and n not in _BUILTINS}


_MODULES = set(getattr(sys, "stdlib_module_names", ())) | {"np", "numpy", "math", "itertools", "collections"}
_BUILTINS = set(dir(__import__("builtins")))


def _computes_nothing(node: ast.AST) -> bool:
    """A name, a literal, a call of a named function on names and literals (``len(s)``), or one of those offset
    by an integer (``n - 1``, ``len(text) - 1``): nothing computed that a reader could take for the result."""
    if isinstance(node, (ast.Name, ast.Constant)):
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return all(isinstance(a, (ast.Name, ast.Constant)) for a in node.args) and not node.keywords
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        const = [x for x in (node.left, node.right) if isinstance(x, ast.Constant) and isinstance(x.value, int)]
        return bool(const) and all(_computes_nothing(x) for x in (node.left, node.right))
    return False


def _free_names(node: ast.AST) -> set:
    bound = {t.id for c in ast.walk(node) if isinstance(c, ast.comprehension)
             for t in ast.walk(c.target) if isinstance(t, ast.Name)}
    bound |= {a.arg for c in ast.walk(node) if isinstance(c, ast.Lambda) for a in c.args.args}
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - bound


def is_inline_program(inner: str, params: List[str]) -> bool:
    """``inner`` (inline code, backticks stripped) is the function's result computed from its
    inputs: ``return [n + 2 * i for i in range(n)]``, ``number % 1.0`` for ``f(number)``,
    ``[x for x in xs if x.startswith(p)]`` for ``f(xs, p)``. Not: ``len(s)``, ``f(3)``, ``O(n)``,
    ``n``, ``i + 1`` (a loop index, not every parameter). ``params``: the graded function's
    parameter names (``[]``: only ``return``/``lambda`` statements count)."""
    src = inner.strip()
    m = re.match(r"return\s+(.+)$", src)
    if m:
        src = m.group(1)
        stated = True
    else:
        stated = bool(re.match(r"lambda\b", src))
    try:
        tree = ast.parse(src, mode="eval").body
    except (SyntaxError, ValueError):
        return False
    if stated:  # a return of a literal (``return []``) is a base case, not the program
        return isinstance(tree, ast.Lambda) or (not isinstance(tree, (ast.Name, ast.Constant)) and bool(_free_names(tree)))
    if not params or isinstance(tree, (ast.Name, ast.Constant)):
        return False
    free = _free_names(tree)
    if not set(params) <= free:
        return False
    if _value_names(tree) - set(params):
        return False  # it reads a value no input holds (a loop's index or element): a piece of a loop body
    if _computes_nothing(tree):
        return False  # len(s), range(n), f(a, b), n - 1, len(text) - 1: a call or an offset, computes nothing shown
    return any(isinstance(n, (ast.BinOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.comprehension, ast.Attribute,
                              ast.Subscript, ast.UnaryOp)) for n in ast.walk(tree))


_INLINE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")


def inline_program_spans(text: str, params: List[str], program: Optional[str] = None) -> List[tuple]:
    """``(start, end)`` of every inline code span (single backticks) in ``text`` that
    :func:`is_inline_program` reads as the program (the reader's check, ``agon.leak``); with the graded
    ``program``, an attempt the draft rejects that is no version of it is work (``agon.code_attempts``)."""
    from agon_mcore.agon.code_attempts import rejected_attempt

    return [(m.start(), m.end()) for m in _INLINE.finditer(text) if is_inline_program(m.group(1), params)
            and not rejected_attempt(text, m.start(), m.end(), program)]


_CALL_START = re.compile(r"(?<![\w.`$\\])[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\(")
_TAIL = re.compile(r"\s*(?:[-+*/%]|//|\*\*)\s*(?:[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*|\d+(?:\.\d+)?)")


def plain_program_spans(text: str, params: List[str]) -> List[tuple]:
    """``(start, end)`` of each expression written in a prose sentence without backticks (``sum(v for v in lst if
    not v % 2)``: a call with balanced parentheses, then any operators and terms that follow) that
    :func:`is_inline_program` reads as the function's result computed from its inputs. The sentence around it
    stays; an expression that reads a loop's value or only some inputs (``log2(len(a)) + 1``) stays too."""
    if not params:
        return []
    out: List[tuple] = []
    pos = 0
    for m in _CALL_START.finditer(text):
        if m.start() < pos:
            continue
        depth, i = 0, m.end() - 1
        while i < len(text) and text[i] != "\n":
            depth += text[i] in "([{"
            depth -= text[i] in ")]}"
            i += 1
            if depth == 0:
                break
        if depth:
            continue
        while True:  # operators and terms after the call: "sum(...) - n", "f(x) // 2"
            t = _TAIL.match(text, i)
            if not t:
                break
            i = t.end()
            if text[i:i + 1] == "(":
                break
        if is_inline_program(text[m.start():i], params):
            out.append((m.start(), i))
            pos = i
    return out
