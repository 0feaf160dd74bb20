"""A result slot whose values the draft later operates on is an intermediate, even where that later step is hidden.

The results pass (``agon_mcore.agon.results``) licenses a slot whose value is *used later*, read in the kept text
after it. When the later step that uses it is hidden itself, because it computes the answer (the final step
``4,500 ÷ 150``, ``$36.00 ÷ 36``) or restates something close to it ("equals 13536 minus a positive number
smaller than 1"), the earlier result lost that licence, and the work before the final step went with it
("10 pages × 450 words/page = 4,500 words"). The role of a value does not change with what later passes hide:
a value that reappears as an operand of a later operation or comparison is an intermediate.

Rule (:func:`operated_later`): every value of the slot (at most three, none the answer's value or its negation,
none a unit multiple of it: a factor of 10, 12, 24, 60, 100, 1000 or 3600 either way, which would state the
answer in another unit, except where the final step is arithmetic still to do: see its docstring) reappears in the
draft's text between the slot and the conclusion, hidden or not, as an operand (``results._operand_at``: an
operation sign or word on its left or right). The reader's pass that runs after this one still hides any form of
the answer it reads.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Callable, List, Optional, Sequence, Tuple

_UNIT_FACTORS = (10, 12, 24, 60, 100, 1000, 3600)


def unit_relative(v: Fraction, answers: Sequence[Fraction]) -> bool:
    """``v`` is an answer value, its negation, or one in another unit (a conversion factor either way)."""
    for a in answers:
        if v == a or v == -a:
            return True
        if a and v and any(abs(v) == abs(a) * f or abs(v) * f == abs(a) for f in _UNIT_FACTORS):
            return True
    return False


def operated_later(vals: Sequence[Fraction], later: str, answers: Sequence[Fraction],
                   values_in: Callable[[str], Sequence[Tuple[int, int, Fraction]]],
                   operand_at: Callable[[str, int, int], bool],
                   final_operands: Optional[Sequence[Fraction]] = None) -> bool:
    """Whether every value of a slot (``vals``) is an operand in ``later`` (raw text, hidden parts included).

    ``final_operands``: the numbers of the final step where the draft keeps it as arithmetic still to do ("Days:
    24 / 6", "Robert minus Jerry: 30 - 10"), else None. Then the answer is that step's value, still to compute: a
    slot value equal to the answer that the final step does not compute with is an intermediate equal to it by
    coincidence ("Josh: 2 × 2 = 4 slices a day" then "2 + 4 = 6"), and a value in another unit that the final step
    computes with ("180 minutes" before "In hours: 180 / 60") is shown there anyway; both are licensed by a later
    use like any other value. Without it (the final step's result stated), such values stay unlicensed."""
    if not vals or len(vals) > 3 or not answers:
        return False
    for v in vals:
        if unit_relative(v, answers) and not (final_operands is not None and (v in final_operands or v in answers)):
            return False
    found = [(v, s, e) for s, e, v in values_in(later)]
    return all(any(v == w and operand_at(later, s, e) for w, s, e in found) for v in vals)


# the last line before the conclusion ends in arithmetic on numbers still to do ("Days: 24 / 6.", "$400 / 16$"), at most
# two words after it
_NUM = r"\(?\s*\$?\s*\d[\d,.]*(?:\s*(?:\^\s*\{?\s*\\circ\s*\}?|°|\\?%))?\s*\)?"  # a degree or percent sign goes with it
_FINAL_ARITH = re.compile(r"(?:^|[:=\s$])((?:" + _NUM + r"\s*(?:[-+*/×·÷−]|\\cdot|\\times|\\div)\s*)+" + _NUM + r")"
                          r"\s*\$?\s*(?:[A-Za-z]+\s*){0,2}[.!]?\s*$")


def pending_tail(line: str) -> Optional[str]:
    """The arithmetic on numbers still to do that ends ``line`` ("In pounds: 400 / 16." -> ``400 / 16``), at most two
    words after it; None where the line ends otherwise, the arithmetic has its result (``=``) or is the right side of a
    number it decomposes (``95 = 5·19``)."""
    m = _FINAL_ARITH.search(line)
    if not m or "=" in line[m.start(1):] or re.search(r"\d\s*\$?\s*(?:=|≈|\\approx)\s*\$?\s*$", line[:m.start(1)]):
        return None  # (its result stated, or a number's decomposition: "95 = 5·19 are composite")
    if len(re.findall(r"\d-\d", m.group(1))) >= 2:
        return None  # "the 30-60-90 triangle", "1-800-555": a name in numbers, no subtraction
    return m.group(1)


def final_operands(vis: str, cut: int) -> Optional[List[Fraction]]:
    """The numbers (as written, ``Fraction``) of the final step where the line just before the conclusion's placeholder
    (offset ``cut`` of ``vis``) ends in arithmetic on numbers still to do ("Days: 24 / 6."); None where it does not
    (the final step's result is stated, or no such line). Used by ``agon.results`` and ``agon.provenance``: a draft
    whose final step still computes the answer has not stated the answer before it."""
    end = cut
    while end > 0 and vis[end - 1].isspace():  # blank lines between the step and the placeholder
        end -= 1
    line = vis[vis.rfind("\n", 0, end) + 1:end] if cut < len(vis) else ""
    tail = pending_tail(line)
    if tail is None:
        return None
    return [Fraction(x.replace(",", "")) for x in re.findall(r"\d[\d,]*(?:\.\d+)?", tail)]


def numeral_in(mention: str, numbers: Optional[List[Fraction]]) -> bool:
    """The mention's one numeral, as written ("30" of ``30^\\circ``, "1,250"), is one of ``numbers`` (the final step's,
    :func:`final_operands`): a value the final step still computes with. False for no numbers or not one numeral."""
    nums = re.findall(r"\d[\d,]*(?:\.\d+)?", mention)
    return bool(numbers) and len(nums) == 1 and Fraction(nums[0].replace(",", "")) in numbers
