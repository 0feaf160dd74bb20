"""A result the draft later operates on stays even where that later step is hidden (agon.operand_later)."""
import time
from fractions import Fraction

import pytest

from agon_mcore.agon.final_result import _AFTER
from agon_mcore.agon.operand_later import operated_later, unit_relative
from agon_mcore.agon.results import _operand_at, values_in
from agon_mcore.agon.summary import summarize_draft

CASES = [
    ("A floor is 12 feet by 15 feet. Each tile covers 4 square feet. How many tiles are needed?",
     "Area of the floor: 12 × 15 = 180 square feet.\n\nEach tile covers 4 square feet, so the count is 180 ÷ 4\n\n"
     "That comes to forty-five tiles.\n\n$$\\boxed{45}$$", "180 square feet"),
    ("Tickets come in books of 8 that cost $34 each, with $2 off per book. Ann buys one book. What does one ticket cost?",
     "One book is $34, minus the $2 off, so she spends $32.00.\n\nSo each ticket costs $32.00 ÷ 8, four bucks.\n\n"
     "**Final answer:** $\\boxed{4}$", "$32.00"),
    ("A pump moves 7 litres a minute for 40 minutes. How many 14-litre barrels does it fill?",
     "Litres moved: $7 \\cdot 40 = 280$.\n\nBarrels: $280 / 14$, exactly twenty barrels.\n\n$$\\boxed{20}$$", "280"),
]


@pytest.mark.parametrize("problem,draft,keep", CASES)
def test_operated_on_later_stays(problem, draft, keep):
    out = summarize_draft(draft, "stop", domain="math", problem=problem)
    assert keep in out.text


def test_rule_reads_operands_and_refuses_relatives():
    later = " and then 13536 - 1 is compared"
    assert operated_later([Fraction(13536)], later, [Fraction(13535)], values_in, _operand_at)
    assert not operated_later([Fraction(13536)], " it is 13536 exactly", [Fraction(13535)], values_in, _operand_at)
    # the answer itself, its negation, a unit multiple (0.5 hours for 30 minutes, 240 eggs for 20 dozen)
    assert unit_relative(Fraction(30), [Fraction(30)]) and unit_relative(Fraction(-30), [Fraction(30)])
    assert unit_relative(Fraction(1, 2), [Fraction(30)]) and unit_relative(Fraction(240), [Fraction(20)])
    assert not operated_later([Fraction(1, 2)], " 1/2 × 60", [Fraction(30)], values_in, _operand_at)
    assert not unit_relative(Fraction(4500), [Fraction(30)])


def test_unit_tail_reads_fast():
    t0 = time.time()
    assert _AFTER.fullmatch("$ minus a positive number smaller than the next one " * 3 + "1") is None
    assert time.time() - t0 < 1
