"""Numbers written as a programming language's constructors and literals, read as values.

A draft checks its answer in code and states the value there in the language's own syntax:
``Fraction(14, 3)``, ``sp.Rational(14, 3)``, ``Decimal('0.35')``, ``complex(3, -4)``,
``np.array([1, 2])``, ``sp.sqrt(5)``, R's ``c(1, 2)``; the builtins that read a literal as a number (``ord('H')``,
``len('abcdefghijkl')``, ``int('1011', 2)``). The call is parsed (its name, then its
arguments as literals), never matched per wording: the value is what the constructor builds.
"""
from __future__ import annotations

import ast
import re
from typing import Any, List, Optional

from agon_mcore.agon.answer_forms.values import Mention

# a constructor's name, with an optional module path (``sp.``, ``sympy.``, ``np.``, ``fractions.``)
_CALL = re.compile(r"(?<![\w.])(?:[A-Za-z_]\w*\.)*(Fraction|Rational|Decimal|complex|Complex|array|Matrix|vector|"
                   r"sqrt|c|mpq|mpf|Integer|Float|S|ord|len|int|float)\s*\(")
_RATIONAL = ("Fraction", "Rational", "mpq")
_VECTOR = ("array", "Matrix", "vector", "c")


def _args(text: str, open_at: int) -> Optional[int]:
    """The index just past the parenthesis that closes the one at ``open_at``, else ``None``."""
    depth = 0
    for i in range(open_at, min(len(text), open_at + 400)):
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1 if ch == ")" else None
        elif ch == "\n" and depth <= 1 and text[open_at:i].count("(") == 1:
            continue
    return None


def _number(x: Any) -> Any:
    """A literal argument (int, float text, ``'14/3'`` or ``'0.35'``) as an exact sympy number."""
    import sympy

    if isinstance(x, bool):
        raise ValueError("bool")
    if isinstance(x, (int, str)):
        return sympy.Rational(str(x).strip())
    if isinstance(x, float):
        return sympy.Rational(repr(x))
    raise ValueError("not a number")


def _build(name: str, args: List[Any]) -> Any:
    """The value the constructor ``name`` builds from literal ``args`` (raises when it is none)."""
    import sympy

    if name in _RATIONAL or name in ("Decimal", "Integer", "Float", "S", "mpf"):
        if len(args) == 2 and name in _RATIONAL:
            return _number(args[0]) / _number(args[1])
        if len(args) == 1:
            return _number(args[0])
    elif name in ("complex", "Complex") and 1 <= len(args) <= 2:
        return _number(args[0]) + (_number(args[1]) if len(args) == 2 else 0) * sympy.I
    elif name == "ord" and len(args) == 1 and isinstance(args[0], str) and len(args[0]) == 1:
        return sympy.Integer(ord(args[0]))  # ``ord('H')``: the character's code point
    elif name == "len" and len(args) == 1 and isinstance(args[0], (str, list, tuple, dict, set)):
        return sympy.Integer(len(args[0]))  # ``len('abcdefghijkl')``: the literal's length
    elif name in ("int", "float") and 1 <= len(args) <= 2 and isinstance(args[0], str):
        return sympy.Integer(int(args[0].strip(), int(args[1]) if len(args) == 2 else 10)) if name == "int" else \
            _number(args[0])  # ``int('1011', 2)``, ``float('0.35')``: the string's value
    elif name == "sqrt" and len(args) == 1:
        return sympy.sqrt(_number(args[0]))
    elif name in _VECTOR:
        items = args[0] if len(args) == 1 and isinstance(args[0], (list, tuple)) else args
        if len(items) >= 2 and all(not isinstance(i, (list, tuple)) for i in items):
            return sympy.Matrix([_number(i) for i in items])
    raise ValueError("no value")


def code_literal_mentions(text: str) -> List[Mention]:
    """Every constructor call of ``text`` whose arguments are literals, read as the value it builds
    (kind ``literal``): ``Fraction(14, 3)`` -> 14/3, ``complex(3, -4)`` -> 3 - 4i, ``np.array([1, 2])``
    -> the column (1, 2), ``sp.sqrt(5)`` -> sqrt 5. A call with a name or an expression among its
    arguments (``Fraction(x, 3)``, ``sqrt(a + b)``) is work, not a value: skipped. Never raises."""
    out: List[Mention] = []
    if "(" not in text:
        return out
    for m in _CALL.finditer(text):
        end = _args(text, m.end() - 1)
        if end is None:
            continue
        body = text[m.end():end - 1]
        try:
            node = ast.literal_eval("(" + body + ",)") if body.strip() else ()
            value = _build(m.group(1), list(node))
        except Exception:  # noqa: BLE001 - not literal arguments: no value
            continue
        out.append(Mention(m.start(), end, value, "literal"))
    return out


def literal_answer_spans(code: str, offset: int, mentions: List[Mention], hidden_tag: str) -> List[tuple]:
    """Answer position in a math draft's code block, whatever the language: the answer's value
    written as a literal or a constructor (``Fraction(14, 3)``, ``448/15625``, ``Decimal('0.35')``,
    ``2.236``) states the answer, so those mentions (of ``code``, answer mentions only) are hidden
    (``(start, end, hidden_tag)``, shifted by ``offset``). Arithmetic still to do (``35*64/78125``)
    is work and an integer literal stays (a loop bound or an index as often as the answer)."""
    out = []
    for m in mentions:
        if m.arith or m.kind not in ("literal", "number"):
            continue
        if m.kind == "number" and getattr(m.value, "is_Integer", False):
            continue
        out.append((offset + m.start, offset + m.end, hidden_tag))
    return out
