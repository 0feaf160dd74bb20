"""A value printed by a math library: sympy's printout of an interval, a set, a rational or a radical.

A draft that checks its work in a session prints objects in the library's notation (``Interval.Ropen(2, 5)``,
``FiniteSet(1, 4, 9)``, ``Rational(3, 4)``, ``3*sqrt(2)``, ``Union(Interval(-oo, 1), Interval.open(3, oo))``). A
reader who knows the library reads the value. Such a printout is parsed here by a closed grammar (the library's
constructor names from an allow list, numbers, brackets, commas and arithmetic signs; nothing else: no attribute but
the interval kinds, no other name, no power sign), built with sympy and compared with the answer as a value. The line
a session prints after its prompt (``>>> limit(f, x, oo)`` then ``oo``) is read by the same grammar, a call or not.
"""
from __future__ import annotations

import functools
import re
from typing import Any, Iterator, Sequence, Tuple

__all__ = ["library_value_spans"]

_NAMES = ("Interval.Ropen", "Interval.Lopen", "Interval.open", "Interval", "FiniteSet", "Union", "Rational", "Integer",
          "Float", "sqrt", "exp", "log", "pi", "oo", "I", "E")
_NAME_ALT = "|".join(re.escape(n) for n in sorted(_NAMES, key=len, reverse=True))
_CALL = re.compile(r"(?<![\w.])(?:" + _NAME_ALT + r")\((?:[-+*/ \d.,()]|" + _NAME_ALT + r"){1,200}?\)(?![\w(])")
_TOKENS = re.compile(r"\s*(?:" + _NAME_ALT + r"|\d+(?:\.\d+)?|[-+*/(),])")


# the line a session prints after its prompt line (">>> ...", "In [3]: ..."), "Out[3]:" before it or not
_OUTPUT = re.compile(r"(?m)^[ \t]*(?:>>>|In\s*\[\d+\]:)[^\n]*\n[ \t]*(?:Out\s*\[\d+\]:)?[ \t]*(?P<v>[^\s>][^\n]{0,60})$")


@functools.lru_cache(maxsize=1)
def _namespace():
    import sympy

    iv = sympy.Interval
    return {"Interval": iv, "FiniteSet": sympy.FiniteSet, "Union": sympy.Union, "Rational": sympy.Rational,
            "Integer": sympy.Integer, "Float": sympy.Float, "sqrt": sympy.sqrt, "exp": sympy.exp, "log": sympy.log,
            "pi": sympy.pi, "oo": sympy.oo, "I": sympy.I, "E": sympy.E}


def _value(src: str):
    """The value of a printout in the closed grammar (no power sign: ``9*9`` is cheap, ``9**9**9`` is not), or None."""
    if "**" in src or len(src) > 200:
        return None
    if re.match(r"(?:sqrt|exp|log)\(", src) and re.search(r"[-+*/]", src):
        return None  # sqrt(9 + 1): arithmetic still to do, work (a library prints the value evaluated)
    pos = 0
    while pos < len(src):
        m = _TOKENS.match(src, pos)
        if not m or m.end() == pos:
            return None
        pos = m.end()
    try:  # the grammar admits only the allowed names, numbers and signs: evaluated with those names alone
        return eval(src, {"__builtins__": {}}, dict(_namespace()))  # noqa: S307
    except Exception:  # noqa: BLE001 (a malformed printout reads nothing)
        return None


def library_value_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """Spans of library printouts in ``text`` whose value equals one of ``values`` (the answer's). Raises nothing."""
    from agon_mcore.agon.answer_forms import values_equal

    if not values:
        return
    for m in _CALL.finditer(text) if "(" in text else ():
        v = _value(m.group(0))
        if v is not None and any(values_equal(v, x) for x in values):
            yield m.start(), m.end()
    for m in _OUTPUT.finditer(text) if ">>>" in text or "In [" in text else ():  # a session's output line: "oo", "-pi/3"
        v = _value(m.group("v").strip())
        if v is not None and any(values_equal(v, x) for x in values):
            yield m.start("v"), m.end("v")
