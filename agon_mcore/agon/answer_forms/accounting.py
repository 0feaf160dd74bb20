"""A negative amount in accounting notation: parentheses around the figure, ``(350)`` for -350.

Read only where the layout is a ledger's: the amount closes a line that opens with a label (two spaces or more, a tab,
a colon or a table bar between them: ``Net profit    (350)``, ``| Net | (1,550) |``), or a currency sign stands
before the bracket (``$(350)``, ``(€1,200)``). A parenthesised number in prose ("the answer (350) follows") is an aside
and is not read as a negative.
"""
from __future__ import annotations

import re
from typing import List

from agon_mcore.agon.answer_forms.values import Mention

__all__ = ["accounting_mentions"]

_FIGURE = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_LEDGER = re.compile(r"(?m)^[ \t|]*[A-Za-z][^\n|()]*?(?:[ \t]{2,}|\t|:[ \t]*|[ \t]*\|[ \t]*)[$€£]?[ \t]*\((" + _FIGURE +
                     r")\)[ \t]*\|?[ \t]*$")
_CURRENCY = re.compile(r"[$€£]\s*\((" + _FIGURE + r")\)|\(\s*[$€£]\s*(" + _FIGURE + r")\)")


def accounting_mentions(text: str) -> List[Mention]:
    """Negative amounts of ``text`` in accounting notation (module docstring), kind ``number``. Raises nothing."""
    if "(" not in text:
        return []
    import sympy as sp

    out, seen = [], set()
    for rx in (_LEDGER, _CURRENCY):
        for m in rx.finditer(text):
            g = 1 if m.group(1) is not None else 2
            if m.start(g) in seen:
                continue
            seen.add(m.start(g))
            out.append(Mention(m.start(g) - 1, m.end(g) + 1, -sp.Rational(m.group(g).replace(",", "")), "number"))
    return out
