"""Value provenance and the fail-closed pass read a mention's role with one function (``failclosed.value_role``):
a mention equal to the answer's value that is work by what it is (a given in another form, a coefficient written
against its variables) stays, while plug-backs of the answer stay hidden."""
import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

# a given of the problem in another form (words, another unit) whose value in minutes equals the answer
GIVEN_IN_WORDS = [
    ("A pump moves $60$ litres per hour for $2.5$ hours. How many litres does it move?",
     "Sixty litres each hour, for two and a half hours: two hours move one hundred and twenty litres and the "
     "half hour thirty more.\n\n\\boxed{150}", "150", "two and a half hours"),
    ("A printer prints $60$ pages per hour for $1.5$ hours. How many pages does it print?",
     "It prints sixty pages an hour for one and a half hours; one hour gives sixty pages, and the half hour adds "
     "thirty.\n\n\\boxed{90}", "90", "one and a half hours"),
]

# a coefficient of a formula written against its variables, equal to the answer
COEFFICIENT = [
    ("A fair die is rolled. What is the probability of an even number?",
     "The formula $A = \\frac{1}{2}bh$ is not needed. Even faces are 2, 4, 6: 3 of 6 faces, so $3/6 = 1/2$.\n\n"
     "\\boxed{\\frac{1}{2}}", "\\frac{1}{2}", "A = \\frac{1}{2}bh"),
    ("A spinner has 8 equal sectors, 2 of them red. What is the probability of red?",
     "A triangle's area $T = \\frac{1}{4}ab$ plays no part here. Red sectors: 2 of 8, so $2/8 = 1/4$.\n\n"
     "\\boxed{\\frac{1}{4}}", "\\frac{1}{4}", "T = \\frac{1}{4}ab"),
]

# plug-backs and restatements of the answer after the final derivation stay hidden
PLUG_BACK = [
    ("Solve $4x + 5 = 37$.", "Subtract 5: $4x = 32$, so $x = 8$.\n\n**Verification:** $4 \\cdot 8 + 5 = 32 + 5 = 37$ ✓\n\n"
     "\\boxed{8}", "8"),
    ("A car travels at $60$ km/h for $2.5$ hours. How far does it go, in km?",
     "Distance is speed times time: $60 \\times 2.5 = 150$.\n\nLet me double-check: 150 km over two and a half hours "
     "is 60 km/h ✓, so 150 km.\n\n\\boxed{150}", "150"),
    # a bound on the answer is no property of another object ("with fewer than 7")
    ("What is the smallest number of stamps worth 2 and 5 cents that make 23 cents?",
     "Use 5, 5, 5, 2, 2, 2, 2. No set with fewer than 7 works (three fives leave 8 cents, four twos), and this set "
     "has no more than 7.\n\n\\boxed{7}", "7"),
    ("What is the least number of weights of 3 g and 7 g that balance 31 g?",
     "Take 7, 7, 7, 7, 3: five weights. A pile with fewer than 5 weighs at most 28 g, so none with less than 5 balances."
     "\n\n\\boxed{5}", "5"),
]


@pytest.mark.parametrize("problem,draft,answer,keep", GIVEN_IN_WORDS + COEFFICIENT)
def test_value_that_is_work_by_what_it_is_stays(problem, draft, answer, keep):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert keep in s.text, s.text
    assert s.hidden_answer == answer


@pytest.mark.parametrize("problem,draft,answer,keep", GIVEN_IN_WORDS)
def test_given_in_words_stays_without_a_leak(problem, draft, answer, keep):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert not answer_readable(s.text, answer, "math", problem=problem), s.text


@pytest.mark.parametrize("problem,draft,answer", PLUG_BACK)
def test_plug_back_stays_hidden(problem, draft, answer):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert not answer_readable(s.text, answer, "math", problem=problem), s.text


# a division with remainder of a number the problem writes (an exponent too): its factors are derived, not stated
DECOMPOSED_GIVEN = [
    ("What is the units digit of $8^{2026}$?",
     "The units digits of $8^n$ cycle as 8, 4, 2, 6 with period 4. Since $2026 = 4 \\cdot 506 + 2$, the digit is the "
     "second of the cycle, namely 4.\n\n\\boxed{4}", "4", "2026 = 4 \\cdot 506 + 2"),
    ("What is the units digit of $2^{1002}$?",
     "Units digits of powers of 2 repeat 2, 4, 8, 6, a cycle of length 4. Because $1002 = 4 \\cdot 250 + 2$, we need "
     "the second entry of the cycle: 4.\n\n\\boxed{4}", "4", "1002 = 4 \\cdot 250 + 2"),
]


@pytest.mark.parametrize("problem,draft,answer,keep", DECOMPOSED_GIVEN)
def test_division_of_a_written_number_stays(problem, draft, answer, keep):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert keep in s.text, s.text
    assert s.hidden_answer == answer
