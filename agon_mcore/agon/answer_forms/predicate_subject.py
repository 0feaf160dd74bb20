"""A word answer predicated of another object, the subject written as plain text (no ``$``).

A word answer (``\\text{even}``, ``\\text{ellipse}``) states the answer only where it is predicated of the asked object
or stands in a conclusion phrase. ``agon.slot_position.other_subject`` reads subjects written in math (``$g \\circ f$
is even``); drafts as often write them as plain text: "g(f(x)) is even because g is even", "f odd, g even". By
structure, :func:`plain_other_subject` reads the clause before the word: a subject formula (a name, or a function
applied to arguments, nested), possibly named by a noun phrase before it ("the inner composite g(f(x)) is even"), then a predicate verb (is, are,
was, stays, remains, must be; an adverb such as "also"
between) or nothing at all in a list of properties ("f odd, g even"), then the word. The subject is another object,
and the word stays, when it is

* a **given**: the subject's function name is one the problem names (``$g(x)$`` in "let g(x) be an even function"),
  and the subject is not the asked formula; or
* an **intermediate**: the subject is a proper sub-formula of the asked one (``g(f(x))`` inside ``f(f(g(f(x))))``).

The asked formula itself, a formula the draft sets equal to it ("Let h(x) = f(f(g(x))); h is even"), a pronoun
("it is even") and a noun phrase ("the composite is even") keep the word in answer position; a subject the problem
does not name and the asked formula does not hold is read as a statement (fail closed).
"""
from __future__ import annotations

import re
from typing import Optional

__all__ = ["plain_other_subject"]

_ARGS = r"(?:\((?:[^()]|\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))*\))"
_FORMULA = rf"[A-Za-z](?:_\w)?'*{_ARGS}?"
_VERB = r"(?:is|are|was|stays|remains|must\s+be)(?:\s+(?:also|still|again|too|clearly|itself|then|indeed))?"
_CLAUSE = re.compile(rf"(?:^|\b(?:if|since|as|because|so|then|thus|hence|and|but|while|where|whereas|when|that)\b|[,;:(])\s*(?:(?:the|this|its|their)\s+(?:[a-z-]+\s+){{0,3}})?(?P<subj>{_FORMULA})"
                     rf"(?:\s+{_VERB})?\s+$", re.IGNORECASE)


def _flat(t: str) -> str:
    return re.sub(r"\s+|\$|\\left|\\right|\\,", "", t)


def plain_other_subject(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """Whether the word ``vis[s:e]`` is predicated of a plain-text subject formula that is a given of ``problem`` or
    a proper sub-formula of the asked formula (module docstring). Raises nothing."""
    if not problem:
        return False
    from agon_mcore.agon.slot_position import _asked_math

    ls = max(vis.rfind("\n", 0, s), vis.rfind(". ", 0, s)) + 1
    m = _CLAUSE.search(vis[ls:s])
    if m is None:
        return False
    subj = _flat(m.group("subj"))
    if re.fullmatch(r"(?i)[ai]", subj):
        return False  # "a", "I": words, not names
    asked = [q for q in _asked_math(problem) if len(q) > 1]
    if not asked or subj in asked:
        return False
    if any(re.search(rf"(?<![A-Za-z\\]){re.escape(subj)}\s*(?:\(x\))?\s*(?:=|:=|\\equiv)\s*\$?\s*{re.escape(q)}", _flat(vis))
           for q in asked):
        return False  # the draft names the asked formula ("Let h(x) = f(f(g(x)))"): the same object
    inner = any(subj in q and subj != q for q in asked)
    name = re.match(r"[A-Za-z]", subj).group(0)
    given = bool(re.search(rf"(?<![A-Za-z\\]){name}\s*\(", _flat(problem).replace("$", ""))) and \
        not any(q.startswith(subj) and q == subj for q in asked)
    return inner or given
