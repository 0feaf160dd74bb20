"""Round 15, r15b: restatements by role (answer_forms.check_roles): a check that keeps the answer as an operand, the
problem's count slot filled in words, a mixed number in words; and the work with the same values that must stay."""
from __future__ import annotations

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _reads(text, answer, problem):
    return answer_readable(text, answer, problem=problem, count_work=False)


# ---- a check that keeps the answer as an operand -------------------------------------------------------------------

P_FACTOR = "Find the largest prime factor of $221$."
P_LINEAR = "Solve $4x + 5 = 37$ for $x$."
P_PENS = "Tom buys 6 packs of 3 pens and gives away 4 pens. How many pens does he have left?"
P_CONSEC = "The product of two consecutive positive integers is 156. What is the larger integer?"


@pytest.mark.parametrize("text, answer, problem", [
    ("**Verification.** $13 \\cdot 17 = 221$, and both factors are prime.", "17", P_FACTOR),  # far side a given
    ("Plugging back in: 4(8) + 5 = 37, as required.", "8", P_LINEAR),  # the answer in the problem's numbers, marked
    ("Sanity: 14 + 4 = 18 = 6 × 3 ✓", "14", P_PENS),  # a count: marked, every other operand a given
    ("Indeed $156 = 12 \\times 13$.", "13", P_CONSEC),  # the given alone on the far side, written first
    # the remainder of a division by the problem's divisor (the dividend computed, not given)
    ("Directly: $6^3 = 216$ and $216 = 19 \\cdot 11 + 7$.", "7", "What is the remainder when $6^3$ is divided by 11?"),
])
def test_check_operand_is_read(text, answer, problem):
    assert _reads(text, answer, problem)


@pytest.mark.parametrize("text, answer, problem", [
    # a middle side of a chain that ends in 0, the other addend a residue the draft computed (fresh15 rp16's kind)
    ("$4 + 8 = 12 \\equiv 0$, as it must be for a number and its negative.", "8",
     "Find $n$ with $0 \\le n < 12$ and $n \\equiv -100 \\pmod{12}$."),
    # a factor of a given that only equals the asked count, unmarked
    ("$36 = 4 \\cdot 9$, so the exponents are 2 and 2.", "9", "How many positive divisors does $36$ have?"),
    # the answer's value with a computed operand and no given at the far end, unmarked
    ("Then $2 \\cdot 7 = 14$ and we subtract.", "7", "Find $x$ if $2x - 3 = 11$."),
    # an intermediate equal to the answer that later arithmetic uses (fresh13 vp09's kind): a power of it equals a given
    ("$\\sqrt[3]{125} = 5$ as $5^3 = 125$. Then $10 - 5$.", "5", "What is $\\sqrt{100} - \\sqrt[3]{125}$?"),
    # a division with remainder where the answer is the divisor (a period), not the remainder
    ("As $1002 = 4 \\cdot 250 + 2$, take the second entry.", "4", "What is the units digit of $2^{1002}$?"),
    # the value in another base than the asked one (fresh15 rp19's kind)
    ("Multiply back: $23 \\cdot 3 = 69$ ✓", "43_5", "Express the quotient $234_5 \\div 3_5$ in base 5."),
])
def test_work_with_the_answers_value_stays(text, answer, problem):
    assert not _reads(text, answer, problem)


def test_summary_hides_the_check_and_keeps_the_derivation():
    draft = ("### Step 1\n\nTry small primes: $221 / 13 = 17$.\n\n**Verification**\n\n"
             "Check: $221 = 13 \\times 17$ and 17 is prime.\n\n**Final Answer**\n\n$\\boxed{17}$")
    s = summarize_draft(draft, problem=P_FACTOR)
    assert "13 \\times 17" not in s.text
    assert "Try small primes" in s.text
    assert not answer_readable(s.text, "17", problem=P_FACTOR, count_work=False)


# ---- the problem's count slot filled in words; a mixed number in words ---------------------------------------------

P_MULT = "The sum of the first $k$ positive multiples of 3 is 234. Find $k$."


@pytest.mark.parametrize("text, answer, problem", [
    ("So the first twelve multiples of 3 add up to 234.", "12", P_MULT),
    ("The last seven digits repeat.", "7", "The last $m$ digits of $N$ repeat the first ones. Find $m$."),
    ("He walked two and three quarters hours in all.", "\\frac{11}{4}", "How many hours did he walk?"),
    ("That is three and a third — a bit more than three.", "10/3", "What is $x$ if $3x = 10$?"),
])
def test_word_restatement_is_read(text, answer, problem):
    assert _reads(text, answer, problem)


@pytest.mark.parametrize("text, answer, problem", [
    ("The first two terms are 1 and 3.", "2", "What is the common difference of 1, 3, 5, ...?"),  # no counted slot
    ("That is one and a half miles, not the answer yet.", "1.25", "How many miles is he from home?"),  # other value
])
def test_word_work_stays(text, answer, problem):
    assert not _reads(text, answer, problem)


def test_summary_hides_the_mixed_number_aside():
    draft = ("The legs are 1 and $\\frac34$, so $d = \\sqrt{1 + \\frac{9}{16}}$.\n\n"
             "That is — one and a quarter miles — as the final distance.\n\nThe answer is $\\boxed{1.25}$.")
    s = summarize_draft(draft, problem="Bill walks 1 mile south and $\\frac34$ mile east. How far is he from the start?")
    assert "one and a quarter" not in s.text
    assert "\\sqrt{1 + \\frac{9}{16}}" in s.text


# ---- the components of a tuple or set answer marked "yes" in a table of candidates ------------------------------

P_ROOTS = "Find all integers $n$ with $1 \\le n \\le 6$ such that $n^2 - 7n + 10 = 0$. Enter them separated by commas."
TABLE_ROOTS = ("| $n$ | $n^2 - 7n + 10$ | zero? |\n|---|---|---|\n| 1 | 4 | ✗ |\n| 2 | 0 | ✓ |\n| 3 | -2 | ✗ |\n"
               "| 4 | -2 | ✗ |\n| 5 | 0 | ✓ |\n| 6 | 4 | ✗ |\n")
TABLE_TF = "x | value | root\n\n| x | f(x) | root |\n| -1 | 20 | false |\n| 3 | 0 | true |\n| 4 | 0 | true |\n| 6 | 6 | false |\n"


@pytest.mark.parametrize("text, answer, problem", [
    (TABLE_ROOTS, "2, 5", P_ROOTS),
    (TABLE_TF, "3, 4", "Find all integer roots of $x^2 - 7x + 12$."),
])
def test_marked_rows_of_every_component_are_read(text, answer, problem):
    assert _reads(text, answer, problem)


@pytest.mark.parametrize("text, answer, problem", [
    # one component marked (the other is found elsewhere): a component is work
    ("| n | ok |\n|---|---|\n| 1 | no |\n| 2 | yes |\n| 3 | no |\n", "2, 7", "Find all n with f(n) = 0."),
    # a one-value answer (the count of yes rows): the rows are the candidates, not the answer
    (TABLE_ROOTS, "2", "How many integers $n$ with $1 \\le n \\le 6$ satisfy $n^2 - 7n + 10 = 0$?"),
])
def test_marked_rows_that_are_not_every_component_stay(text, answer, problem):
    assert not _reads(text, answer, problem)


# ---- the problem's count slot filled whatever verb carries it; a mixed number around a unit -----------------------

P_ODD = "The sum of the first $N$ positive odd numbers is 169. What is the value of $N$?"
P_DIAG = "How many diagonals does a convex polygon with 7 sides have?"


@pytest.mark.parametrize("text, answer, problem", [
    ("So we add thirteen odd numbers in all, pairing them from the ends.", "13", P_ODD),
    ("Each of the 7 vertices sends 4, halved: $7 \\cdot 4 / 2$, i.e. 14 diagonals.", "14", P_DIAG),
    ("Hence $d$ — a mile and a quarter — is what we want.", "1.25", "How many miles is he from his start?"),
    ("The trip took two hours and a half, door to door.", "2.5", "How many hours does the trip take?"),
])
def test_count_slot_and_mixed_unit_are_read(text, answer, problem):
    assert _reads(text, answer, problem)


@pytest.mark.parametrize("text, answer, problem", [
    ("Taking 13 positive integers instead fails.", "13", P_ODD),  # another noun than the counted one
    ("Each vertex sends 4 diagonals to the others.", "4", "How many triangles have 3 vertices among 7 points?"),
    ("a mile and a half", "1.25", "How many miles is he from his start?"),  # another value
])
def test_count_slot_and_mixed_unit_work_stays(text, answer, problem):
    assert not _reads(text, answer, problem)
