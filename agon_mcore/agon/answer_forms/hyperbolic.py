"""The reciprocal hyperbolic functions in LaTeX, read as themselves.

``latex2sympy2_extended`` knows ``\\sinh``, ``\\cosh``, ``\\tanh`` but reads ``\\coth x`` as ``\\cot(h(x))`` (and
``\\sech``, ``\\csch`` likewise), so an answer such as ``\\pi \\coth(\\pi)`` had no numeric value and its decimal
approximation ("about 3.1533") was not read. :func:`hyperbolic_latex` writes each as its circular command
(``\\operatorname{coth}`` and a bare ``coth`` too; a bare ``sinh`` gets its backslash) and returns the substitution that turns the parsed circular function back into the
hyperbolic one; a text that also holds the circular command itself is left as it is (no substitution is safe).
"""
from __future__ import annotations

import re
from typing import Any, Callable, Tuple

_RECIPROCAL = {"coth": "cot", "sech": "sec", "csch": "csc"}
_CMD = re.compile(r"\\(?:operatorname\s*\{\s*(coth|sech|csch)\s*\}|(coth|sech|csch)(?![A-Za-z]))"
                  r"|(?<![\\A-Za-z])(coth|sech|csch)(?![A-Za-z])")  # bare, as unwrap leaves \operatorname{sech}
# sinh, cosh, tanh written bare (an unwrapped \operatorname{tanh}): the parser's own commands
_BARE = re.compile(r"(?<![\\A-Za-z{])(sinh|cosh|tanh)(?![A-Za-z])")


def _same(e: Any) -> Any:
    return e


def hyperbolic_latex(t: str) -> Tuple[str, Callable[[Any], Any]]:
    """``t`` with ``\\coth``/``\\sech``/``\\csch`` written as ``\\cot``/``\\sec``/``\\csc``, and the function that
    maps the parsed value back (``cot`` -> ``coth``, ...); ``t`` unchanged and the identity where none is used or
    the circular command of a used one stands in ``t`` as well."""
    t = _BARE.sub(r"\\\1 ", t)
    found = {a or b or c for a, b, c in _CMD.findall(t)}
    if not found or any(re.search(r"\\" + _RECIPROCAL[h] + r"(?![A-Za-z])", t) for h in found):
        return t, _same
    import sympy as sp

    pairs = [(getattr(sp, _RECIPROCAL[h]), getattr(sp, h)) for h in sorted(found)]

    def back(e: Any) -> Any:
        for circ, hyp in pairs:
            try:
                e = e.replace(circ, hyp)
            except Exception:  # noqa: BLE001 - no expression: as parsed
                return e
        return e

    return _CMD.sub(lambda m: "\\" + _RECIPROCAL[m.group(1) or m.group(2) or m.group(3)] + " ", t), back
