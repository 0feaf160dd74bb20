"""A result slot that bears fewer values than the answer has components cannot state the answer.

The results pass (``agon.results``) fails closed on a value-free slot ("... gives a linear system"), because an unread
form of the answer could hide in it, and ``agon.number_free`` licenses such a slot only when no token in it can bear a
number. For an answer of several values (a tuple, a set, a ± pair: ``(6, 31, -1)``) that test is too strong: a slot
must carry as many values as the answer has to state it, and "a linear system" carries at most one ("linear", a
degree). :func:`too_few_values` counts the number-bearing items of a slot, read values and number-bearing words
(``number_free`` word by word), and licenses the slot when there are fewer than the answer's distinct values and none
of its read values is one of them. A slot that names a component ("so p = 6") is not licensed by it, and a scalar
answer (a fraction too: "a third" is one word) is left to ``number_free`` (the caller passes only non-scalar answers).
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Sequence

__all__ = ["too_few_values"]


def too_few_values(content: str, vals_at: Sequence, answer_values: Sequence[Fraction]) -> bool:
    """Whether slot ``content`` (its read values ``vals_at``, ``results.values_in``) bears fewer number-bearing items
    than ``answer_values`` has distinct values (at least two), none of them an answer value (module docstring).
    Raises nothing."""
    from agon_mcore.agon.number_free import number_free

    distinct = list(dict.fromkeys(answer_values))
    if len(distinct) < 2 or any(v == a for _, _, v in vals_at for a in distinct):
        return False
    covered = [(s, e) for s, e, _ in vals_at]
    if any(not any(s <= d.start() and d.end() <= e for s, e in covered) for d in re.finditer(r"\d+", content)):
        return False  # a numeral not read as a value: fail closed
    words = re.findall(r"[^\W\d_][\w'’-]*", content)
    probe = [v for v in distinct if abs(v) != 1] or [Fraction(1000003)]  # a component of 1 makes no word an existence count
    bearing = sum(1 for w in words if not number_free(w, probe))
    return len(vals_at) + bearing < len(distinct)
