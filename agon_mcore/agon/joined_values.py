"""Known values joined in words: a sum still to do, not a stated result.

A draft often names the parts it has just computed and leaves their combination for the next step: "so it's $30 and
$12 together", "that makes 14 and 9 combined", "8 + 5 altogether". The results pass (``agon.results``) reads the
clause after "it's" as a result slot, and two values there compose a new result, so it hid the clause. By value and
structure the clause states no new value: every value in it was stated before (or is a given), two or more of them
are joined by "and", "plus" or "+", and a collective word (together, combined, altogether, in total, in all, between
them) says the combination is still to be made. A value equal to the answer, or any word or numeral besides the
joined values (a unit or a currency sign aside), makes it a statement again.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Sequence

__all__ = ["joined_known"]

_NUM = r"[$€£]?\s*\d+(?:[.,]\d+)?\s*(?:%|[a-z]{1,8}\b)?"
_JOINED = re.compile(rf"\s*(?:(?:it|that|this)(?:'s|’s|\s+is)\s+|that\s+makes\s+)?\$?\s*{_NUM}(?:\s*(?:,|\band\b|\bplus\b|\+)\s*\$?\s*{_NUM})+"
                     r"\s+(?:together|combined|altogether|in\s+total|in\s+all|between\s+them)\s*[.,;]?\s*", re.I)


def joined_known(content: str, values: Sequence[Fraction], known: Sequence[Fraction], answer_values: Sequence[Fraction]) -> bool:
    """``content`` (a result slot's text) is two or more values stated before, joined for a combination still to do
    (module docstring); ``values``: the values read in it; ``known``: the givens and the values the kept text states
    before the slot; ``answer_values``: the answer's values. Raises nothing."""
    if len(values) < 2 or not _JOINED.fullmatch(content):
        return False
    return all(v in known for v in values) and not any(v in answer_values for v in values)
