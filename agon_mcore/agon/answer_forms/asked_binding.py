"""The answer as the value of a letter the draft binds to the asked noun: "Let $s$ be the number of sheep ... $s = 15$".

A draft that names its unknowns ("Let $s$ be the number of sheep and $g$ the number of geese") and solves a system
states the answer wherever it writes the value of the letter bound to what the problem counts ("how many sheep"),
in any role: "Solving the system gives $s = 15$ and $g = 5$", "$(s, g) = (15, 5)$". The binding is read by
structure, not by phrase per answer:

* **a binding**: a letter before "be", "denote", "represent", "stand for" (after "let", "with", "where", or after a
  comma or "and" in the same sentence: "... and $g$ the number of geese"), or a letter right before "the number of"
  / "the count of" / "the amount of" in such a list, followed within a few words by the asked noun
  (``agon.asked.asked_noun``, its stem);
* **its value**: the letter alone on the left of ``=`` (or "is", "equals") with one number on the right, or a tuple
  of letters assigned a tuple of numbers of the same length (``(s, g) = (15, 5)``), the letter's place giving its
  number.

The value equal to the answer is read (:func:`asked_binding_spans`), so the summarizer's fail-closed passes hide it.
A problem that asks no counted noun, or a letter the problem itself uses, is not read.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Set, Tuple

__all__ = ["asked_binding_spans", "bound_letters"]

_L = r"\$?\\?\(?\s*([A-Za-z])\s*\\?\)?\$?"
_BIND = re.compile(r"(?i)(?:\blet|\bwith|\bwhere|,|\band)\s+" + _L + r"\s+(?:be|denote|denotes|represent|represents|"
                   r"stand\s+for|stands\s+for|is|for)?\s*(?:the\s+)?(?:number|count|amount|total|quantity)?\s*(?:of\s+)?"
                   r"((?:[\w-]+\s+){0,3}?[\w-]+)")
_NUM = r"(-?\d+(?:\.\d+)?)"


def bound_letters(text: str, problem: Optional[str]) -> Set[str]:
    """The letters ``text`` binds to the noun the problem counts (module docstring); empty where the problem counts
    none."""
    from agon_mcore.agon.asked import _stem, asked_noun

    # the noun after the question's "how many" first ("the total number of animal legs is 70 ... how many sheep")
    how = re.findall(r"(?i)\bhow\s+many\s+([A-Za-z-]+)", problem or "")
    noun = _stem(how[-1]) if how else asked_noun(problem)
    if not noun:
        return set()
    out = set()
    for m in _BIND.finditer(text):
        letter, words = m.group(1), m.group(2)
        if letter.lower() in ("a", "i") and "$" not in m.group(0):  # the article, the pronoun
            continue
        if any(_stem(w) == noun for w in re.findall(r"[A-Za-z-]+", words)):
            out.add(letter)
    used = {x for x in re.findall(r"(?<![A-Za-z\\'’])([A-Za-z])(?![A-Za-z'’])", problem or "") if x not in ("a", "A", "I")}
    return out - used


def asked_binding_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of ``text`` where a letter bound to the asked noun is given the answer's value (module docstring).
    Raises nothing."""
    from agon_mcore.agon.answer_forms.values import rational_values

    targets = rational_values(values)
    if not targets:
        return []
    letters = bound_letters(text, problem)
    out: List[Tuple[int, int]] = []
    for letter in letters:
        L = re.escape(letter)
        for m in re.finditer(r"(?<![A-Za-z\\_^])" + L + r"\s*\$?\s*(?:=|\bis\b|\bequals\b)\s*\$?\s*" + _NUM + r"(?![\d.]\d|\s*[-+*/×·^(])",
                             text):
            if Fraction(m.group(1)) in targets:
                out.append(m.span())
        for m in re.finditer(r"\(\s*([A-Za-z](?:\s*,\s*[A-Za-z])+)\s*\)\s*=\s*\(\s*(" + _NUM[1:-1] + r"(?:\s*,\s*" +
                             _NUM[1:-1] + r")+)\s*\)", text):
            names = [x.strip() for x in m.group(1).split(",")]
            nums = [x.strip() for x in m.group(2).split(",")]
            if len(names) == len(nums) and letter in names and Fraction(nums[names.index(letter)]) in targets:
                out.append(m.span())
    return out
