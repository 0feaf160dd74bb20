"""The answer as the number labelled with the asked entity: "193 (B)" where the problem asks for District B's papers.

A problem that asks about one of several named entities of one kind ("198 newspapers to District A, some to District
B and 209 to District C. How many ... to District B?") lets a draft state the answer as a number tagged with that
entity's label, in any layout: a column addition (``   193   (B)``), a list ("B: 193"), a table row (``| B | 193 |``),
"193 for District B". The label is read by structure:

* **the asked entity**: in the problem's question (its last sentence with "?"), a head word and a one-letter or
  one-number label after it (``District B``, ``Box 3``, ``Team C``) where the problem names the same head word with
  another label too (``District A``): the label tells entities apart;
* **a labelled number**: the label, alone or after its head word, in brackets right after the number, before it
  with ``:`` or ``=``, as the first cell of a table row whose next cell is the number, or after "for"/"to"/"in"/"at".

The number is read where it equals the answer and is no given of the problem (:func:`asked_label_spans`).
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["asked_label_spans"]

_N = r"(\d+(?:\.\d+)?)"


def _asked_label(problem: str) -> Optional[Tuple[str, str]]:
    """``(head word, label)`` of the entity the problem's question asks about, or None."""
    sents = [x for x in re.split(r"(?<=[.?!])\s+", problem) if "?" in x]
    if not sents:
        return None
    for m in re.finditer(r"\b([A-Z][a-z]+)\s+([A-Z]|\d{1,2})\b", sents[-1]):
        head, label = m.group(1), m.group(2)
        others = set(re.findall(r"\b" + re.escape(head) + r"\s+([A-Z]|\d{1,2})\b", problem)) - {label}
        if others:
            return head, label
    return None


def asked_label_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of ``text`` where the number labelled with the asked entity is the answer (module docstring). Raises
    nothing."""
    if not problem:
        return []
    asked = _asked_label(problem)
    if asked is None:
        return []
    from agon_mcore.agon.answer_forms.values import rational_values, written_numbers

    targets = rational_values(values)
    givens = written_numbers(problem)
    head, label = (re.escape(x) for x in asked)
    lab = r"(?:" + head + r"\s+)?" + label + r"(?![\w])"
    pats = [_N + r"[ \t]*\(\s*" + lab + r"\s*\)",  # "193 (B)"
            r"(?<![\w])" + lab + r"\s*[:=]\s*\$?\s*" + _N + r"(?![\d.]\d)",  # "B: 193"
            r"\|\s*" + lab + r"\s*\|\s*\$?\s*" + _N + r"\s*\|",  # "| B | 193 |"
            _N + r"\s+(?:[a-z]+\s+)?(?:for|to|in|at)\s+" + head + r"\s+" + label + r"(?![\w])"]  # "193 papers to District B"
    out = []
    for p in pats:
        for m in re.finditer(p, text):
            v = Fraction(next(g for g in m.groups() if g is not None))
            if v in targets and v not in givens:
                out.append(m.span())
    return out
