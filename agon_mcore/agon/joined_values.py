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


_FUNC_NAMES = r"(?:lcm|gcd|hcf|max|min|floor|ceil|binom|choose|C|P|comb|perm)"
_CALL = re.compile(rf"\b{_FUNC_NAMES}\s*\(\s*[-−]?\d+(?:\.\d+)?(?:\s*,\s*[-−]?\d+(?:\.\d+)?)+\s*\)")
_BINOM = re.compile(r"\\[dt]?binom\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\}")


def functions_to_do(content: str) -> bool:
    """``content`` (a relation's right side) is arithmetic still to do on function values not yet computed: every
    number in it is an argument of a call (``\\operatorname{lcm}(9,4)``, ``\\gcd(5,3)``, ``\\binom{7}{2}``,
    ``max(3, 8)``), and the calls are combined only by operations and fractions
    (``\\frac{\\operatorname{lcm}(9,4)}{\\gcd(5,3)}``): no value is stated. Raises nothing."""
    t = re.sub(r"\\operatorname\s*\{\s*(\w+)\s*\}", r"\1", content)
    t = re.sub(r"\\(gcd|lcm|max|min)\b", r"\1", t)
    t, n = _CALL.subn(" F ", t)
    t, m = _BINOM.subn(" F ", t)
    if not n + m:
        return False
    rest = re.sub(r"\\(?:[dt]?frac|cdot|times|div|left|right|,|;|!|quad)|[{}()\[\]+\-−*/×·÷^\s$.]", "", t)
    return bool(rest) and set(rest) == {"F"}
