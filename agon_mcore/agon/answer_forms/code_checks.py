"""The answer as the expected value of a check in a math draft's code: ``expected = 6`` then ``... == expected``,
``assert count == 6``, ``self.assertEqual(f(99), 6)``, or a test table ``cases = [(30, 2), (99, 6)]`` unpacked by
``for limit, want in cases: assert limit // 15 == want``.

A draft that checks its result in code writes the result as the check's expected side. Read by **data flow**, not by
the names a draft picks: the block is parsed with Python's own parser (``ast``); every comparison by equality (an
``assert``, a ``print(... == ...)``, an ``assertEqual`` call) gives two sides; a side that is a literal, or a name the
block binds to a literal (``expected = 6``), or a name a ``for`` loop unpacks from a literal list of tuples (the
tuples' entries at that name's place), is an *expected value*. An expected value equal to the answer states it:
its literal's span is returned (:func:`code_check_spans`). The other side, the computation (``len(range(15, 100,
15))``), is work and stays; a block that does not parse reads nothing.
"""
from __future__ import annotations

import ast
from fractions import Fraction
from typing import Any, Dict, List, Optional, Sequence, Tuple

__all__ = ["code_check_spans"]

_PYTHON = ("", "python", "py", "python3", "ipython")


def _number(node: ast.AST) -> Optional[Fraction]:
    """The value of a numeric literal (a sign allowed), else None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v = _number(node.operand)
        return -v if v is not None else None
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return Fraction(str(node.value)) if isinstance(node.value, float) else Fraction(node.value)
    return None


def _literals(node: ast.AST) -> List[ast.AST]:
    """The numeric literal nodes a literal expression holds: itself, or the entries of a literal tuple/list."""
    if _number(node) is not None:
        return [node]
    if isinstance(node, (ast.Tuple, ast.List)):
        return [n for e in node.elts for n in _literals(e)]
    return []


def _expected_nodes(tree: ast.AST) -> List[ast.AST]:
    """The literal nodes that stand as the expected side of an equality check in ``tree`` (module docstring)."""
    bound: Dict[str, List[ast.AST]] = {}
    for node in ast.walk(tree):  # name = literal
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            lits = _literals(node.value)
            if lits:
                bound.setdefault(node.targets[0].id, []).extend(lits)
    lists = {}
    for node in ast.walk(tree):  # name = [ (..), (..) ]
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and \
                isinstance(node.value, (ast.List, ast.Tuple)):
            lists[node.targets[0].id] = node.value
    for node in ast.walk(tree):  # for a, b in cases: each tuple's entry at b's place binds b
        if isinstance(node, ast.For) and isinstance(node.target, ast.Tuple):
            rows = node.iter if isinstance(node.iter, (ast.List, ast.Tuple)) else \
                lists.get(node.iter.id) if isinstance(node.iter, ast.Name) else None
            if rows is None:
                continue
            for k, name in enumerate(node.target.elts):
                if isinstance(name, ast.Name):
                    for row in rows.elts:
                        if isinstance(row, (ast.Tuple, ast.List)) and len(row.elts) == len(node.target.elts):
                            bound.setdefault(name.id, []).extend(_literals(row.elts[k]))
    sides: List[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq):
            sides += [node.left, node.comparators[0]]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in ("assertEqual", "assertEquals", "assertAlmostEqual") and len(node.args) >= 2:
            sides += node.args[:2]
    out: List[ast.AST] = []
    for side in sides:
        if isinstance(side, ast.Name):
            out += bound.get(side.id, [])
        else:
            out += _literals(side)
    return out


def code_check_spans(text: str, values: Sequence[Any]) -> List[Tuple[int, int]]:
    """Spans of ``text`` where a fenced Python block's (``answer_forms.code.code_regions``) check states the answer as its expected value (module
    docstring). ``values``: the answer's values (rationals are compared). Raises nothing."""
    from agon_mcore.agon.answer_forms.values import rational_values

    targets = rational_values(values)
    if not targets or "==" not in text and "assertEqual" not in text:
        return []
    from agon_mcore.agon.answer_forms.code import code_regions

    out: List[Tuple[int, int]] = []
    for r in code_regions(text):
        base = text.find(r.code, r.start, r.end) if r.form in ("fence", "tilde") and r.lang in _PYTHON else -1
        if base < 0 or not r.code.strip():
            continue  # (a block whose content is not a verbatim slice of the text has no offsets to return)
        body = r.code
        try:
            tree = ast.parse(body)
        except (SyntaxError, ValueError, RecursionError):
            continue
        lines = body.splitlines(keepends=True)
        starts = [0]
        for line in lines:
            starts.append(starts[-1] + len(line))

        def at(line: int, col: int, base: int = base, starts: List[int] = starts, lines: List[str] = lines) -> int:
            return base + starts[line - 1] + len(lines[line - 1].encode()[:col].decode(errors="ignore"))  # (UTF-8 bytes)

        for node in _expected_nodes(tree):
            if _number(node) in targets and node.end_lineno is not None:
                out.append((at(node.lineno, node.col_offset), at(node.end_lineno, node.end_col_offset)))
    return sorted(set(out))
