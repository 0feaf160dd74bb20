"""A result slot that gives a reason or a description states no value: it stays.

Kinds (drafts written for this test, in other wordings, problems and notations than the cases that showed them):

* a count decomposed into its parts ("(6 boys + 1 block)", "(5 girls + 1 group)"), even where the answer carries a
  thousands separator (``10,\\!080``) (``agon.slot_reason``);
* a description of the number it follows ("28 days (shortest case, not a leap year)", "60 seconds (by definition,
  not rounded)") (``agon.slot_reason``);
* a bound ("so each owns at least one", "no jar may hold more than ten") whose value is not the answer's;
* an aside listing a formula's powers ("(divisors $1, p, p^2$)"): the exponent of a letter is no quantity in a unit,
  so ``2 \\cdot 60`` does not make it a rounding of 121 (``agon.slot_position.other_values_only``).

Must stay hidden: an aside that names the result or the answer's value in words ("(fun fact: that's a dozen)", "(so
twenty-one in all)", "(a fortnight, exactly the answer)", "(at most seven, the answer)").
"""
from fractions import Fraction

import pytest

from agon_mcore.agon.results import values_in
from agon_mcore.agon.slot_position import other_values_only

from ._checks import hidden_and_kept

COUNT = [
 [
  "In how many ways can 6 boys and 2 girls sit in a row if the 2 girls insist on sitting next to each other?",
  "Glue the two girls into one block. Then we arrange 7 objects (6 boys + 1 block): $7!$ ways, and the girls can swap inside the block: $\\times 2$. So the count is $2 \\cdot 7!$.\n\n$\\boxed{10,\\!080}$",
  "10,\\!080",
  [
   "6 boys + 1 block"
  ]
 ],
 [
  "In how many ways can 5 girls and 3 boys sit in a row if the boys sit together?",
  "Tie the boys together. Then we order 6 units (5 girls + 1 group): $6!$ ways, and the boys permute: $3!$. So the count is $720 \\cdot 6$.\n\n$\\boxed{4,\\!320}$",
  "4,\\!320",
  [
   "5 girls + 1 group"
  ]
 ],
 [
  "In how many ways can 5 girls and 2 boys sit in a row if the boys sit together?",
  "Tie the boys together. Then we order 6 units (5 girls + 1 pair): $6!$ ways, and the boys swap: $\\times 2$. So the count is $2 \\cdot 720$.\n\n$\\boxed{1440}$",
  "1440",
  [
   "5 girls + 1 pair"
  ]
 ]
]
DESCRIBE = [
 [
  "Maya runs 3 miles every second day. What is the fewest number of miles she can run in February?",
  "February has 28 days (shortest case, not a leap year). Starting on day 2 gives days 2, 4, ..., 28, that is $28/2 = 14$ runs. $14 \\times 3$ miles.\n\n$\\boxed{42}$",
  "42",
  [
   "shortest case, not a leap year"
  ]
 ],
 [
  "A shop is open 6 hours a day. How many hours is it open in a 30-day month?",
  "The month has 30 days (every one of them a work day, no closures). So $6 \\cdot 30$ hours.\n\n$\\boxed{180}$",
  "180",
  [
   "every one of them a work day, no closures"
  ]
 ],
 [
  "A clock ticks once a second. How many ticks in 2 minutes?",
  "A minute has 60 seconds (by definition, not rounded). So $2 \\cdot 60$ ticks.\n\n$\\boxed{120}$",
  "120",
  [
   "by definition, not rounded"
  ]
 ]
]
BOUND = [
 [
  "Among 500 people, 120 own a cat, 200 own a dog and all own a fish. 90 own exactly two pets and 40 own exactly three. How many own all four?",
  "Let $a, b, c, d$ count those owning exactly 1, 2, 3, 4 pets (all own a fish, so each owns at least one). Then $a + b + c + d = 500$ and $a + 2b + 3c + 4d = 120 + 200 + 500 + x$. Solving gives the count.\n\n$\\boxed{17}$",
  "17",
  [
   "each owns at least one"
  ]
 ],
 [
  "Split 20 sweets among 3 children. How many are left after giving each 5?",
  "Hand out 5 each first (so every child gets at least two). That uses $3 \\cdot 5 = 15$, leaving $20 - 15$.\n\n$\\boxed{5}$",
  "5",
  [
   "every child gets at least two"
  ]
 ],
 [
  "Fill 4 jars from 30 beans. How many beans are left after 6 per jar?",
  "Put 6 in each jar first (no jar may hold more than ten). That uses $4 \\cdot 6 = 24$, leaving $30 - 24$.\n\n$\\boxed{6}$",
  "6",
  [
   "no jar may hold more than ten"
  ]
 ]
]
POWER = [
 [
  "What is the largest number below 130 with exactly three positive divisors?",
  "Exactly three divisors means $p^2$ for a prime $p$ (divisors $1, p, p^2$). The largest prime square below 130 is that of 11.\n\n$\\boxed{121}$",
  "121",
  [
   "divisors $1, p, p^2$"
  ]
 ],
 [
  "When the positive integers with exactly three positive divisors are listed in ascending order, what is the fifth number listed?",
  "Such a number is the square of a prime $q$ (its divisors: $1, q, q^2$). The fifth prime is 11.\n\n$\\boxed{121}$",
  "121",
  [
   "its divisors: $1, q, q^2$"
  ]
 ],
 [
  "When the positive integers with exactly three positive divisors are listed in ascending order, what is the fourth number listed?",
  "A number has exactly three divisors iff it is $q^2$ for a prime $q$ (its divisors are $1, q, q^2$). The prime squares in order: 4, 9, 25, and then the next one.\n\n\\boxed{49}",
  "49",
  [
   "its divisors are $1, q, q^2$"
  ]
 ]
]
REASON_HIDE = [
 [
  "How many hours are in half a day?",
  "A day has 24 hours. Half of that: $24 / 2$ (fun fact: that's a dozen).\n\n$\\boxed{12}$",
  "12",
  []
 ],
 [
  "How many eggs?",
  "We buy 7 boxes (so a dozen boxes in all, roughly). Then $7 + 5$.\n\n$\\boxed{12}$",
  "12",
  []
 ],
 [
  "How many weeks?",
  "It lasts 14 days (a fortnight, exactly the answer).\n\n$\\boxed{2}$",
  "2",
  []
 ],
 [
  "How many days?",
  "It takes 3 weeks (so twenty-one in all). Then $3 \\cdot 7$.\n\n$\\boxed{21}$",
  "21",
  []
 ],
 [
  "How many marbles?",
  "We have 7 bags (at most seven, the answer). So $7$.\n\n$\\boxed{7}$",
  "7",
  []
 ]
]


@pytest.mark.parametrize("problem,draft,answer,keep", COUNT + DESCRIBE + BOUND + POWER)
def test_reason_slot_stays(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert all(k in text for k in keep) and "[hidden" in text


@pytest.mark.parametrize("problem,draft,answer,keep", REASON_HIDE)
def test_slot_naming_the_answer_is_hidden(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    for w in ("dozen", "twenty-one", "fortnight", "the answer)"):
        assert w not in text, text


def test_letter_exponent_is_no_unit_step():
    c = "divisors $1, q, q^3$"
    assert other_values_only(c, values_in(c), [Fraction(180)])  # 3 is q's exponent, not 3 hours of 60 minutes
    c = "about 3 hours"
    assert not other_values_only(c, values_in(c), [Fraction(180)])  # a quantity: 3 hours is 180 minutes
    c = "divisors $1, q, q^{180}$"
    assert not other_values_only(c, values_in(c), [Fraction(180)])  # the exact value still counts
