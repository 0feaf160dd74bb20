"""Kinds found by the unseen fresh17 set on the round-17 start tree (inputs written here, not fresh17's): the asked
quantity in another unit of its dimension (money and imperial units, ``answer_forms.quantities.asked_unit_mentions``),
a number named as a term of a well-known sequence (``answer_forms.sequence_terms``), and a residue stated by another
representative of its class (``answer_forms.residues``)."""
import pytest

from agon_mcore.agon.answer_forms.quantities import asked_unit
from agon_mcore.agon.answer_forms.sequence_terms import sequence_term
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _summary(draft: str, problem: str) -> str:
    return summarize_draft(draft, domain="math", problem=problem).text


# ------------------------------------------------------------------ the asked quantity in another unit

@pytest.mark.parametrize("problem, unit", [
    ("Each apple costs 35 cents. How much do 3 apples cost, in dollars?", "dollars"),
    ("A bag of rice weighs 2 pounds. How many ounces of rice are in 5 bags?", "ounces"),
    ("How many inches of ribbon does she need?", "inches"),
    ("What is the area of the yard, in square feet?", None),  # an area: no unit the table converts
    ("He walks 3 miles in 45 minutes. How fast does he walk?", None),
])
def test_asked_unit_read_from_the_question(problem, unit):
    got = asked_unit(problem)
    want = None if unit is None else asked_unit(f"How many {unit}?")
    assert got == want and (unit is None or got is not None)


@pytest.mark.parametrize("text, answer, problem", [
    ("Each apple is $0.35, so three are $1.05.", "105", "Each apple costs 35 cents. How much do 3 apples cost, in cents?"),
    ("Five bags weigh 10 pounds in all.", "160", "A bag of rice weighs 2 pounds. How many ounces of rice are in 5 bags?"),
    ("That comes to 1500 cents.", "15", "Sam saves 300 cents a week. How much has he saved after 5 weeks, in dollars?"),
    ("The ribbon is 4 feet long altogether.", "48", "Each bow takes 16 inches of ribbon. How many inches of ribbon do three bows take?"),
])
def test_answer_in_another_unit_is_read(text, answer, problem):
    assert answer_readable(text, answer, problem=problem)


@pytest.mark.parametrize("text, answer, problem", [
    # the problem's own price is a given, in whatever unit the question asks
    ("The bottle costs $2.50, so each of the 10 pumps costs 25 cents.", "250",
     "A bottle costs $2.50. How much does the bottle cost, in cents?"),
    # an intermediate in another unit that is not the answer's value
    ("20 cups at 60 cents is 1200 cents.", "42", "How much money did he earn, in dollars?"),
    # no asked unit: a money pair is not converted
    ("She paid $0.50 for it.", "50", "How many stickers does she have?"),
    # the ambiguous abbreviation "in" never converts
    ("They are 12 in all.", "1", "How many feet of rope are there?"),
])
def test_other_units_stay(text, answer, problem):
    assert not answer_readable(text, answer, problem=problem)


def test_summary_hides_the_answer_in_another_unit_and_keeps_the_work():
    problem = ("A box of 48 crayons costs $6.00. If Mia buys one crayon's worth at the same price per crayon, "
               "how much does it cost, in cents?")
    draft = ("### Step 1\nThe price per crayon is $6.00 ÷ 48.\n\n### Step 2\nThat works out to $0.125 a crayon, "
             "which is twelve and a half cents.\n\n\\boxed{12.5}")
    out = _summary(draft, problem)
    assert "$6.00 ÷ 48" in out
    assert "$0.125" not in out
    assert not answer_readable(out, "12.5", problem=problem)


# ------------------------------------------------------------------ a sequence term by its name

@pytest.mark.parametrize("phrase, value", [
    ("the 8th prime", 19), ("which is the fifth Catalan number", 42), ("seven factorial", 5040),
    ("the factorial of 6", 720), ("is the twelfth Fibonacci number", 144), ("the second perfect number", 28),
    ("the 7th triangular number", 28), ("the ninth square number", 81), ("the 3rd square pyramidal number", 14),
    ("the tenth perfect square", 100), ("the 2nd Mersenne prime", 7),
])
def test_sequence_term_values(phrase, value):
    assert sequence_term(phrase) == value


@pytest.mark.parametrize("phrase", ["the first prime factor", "the tenth square of the grid", "a factorial",
                                    "the third odd prime", "the 4th power of 2"])
def test_not_a_sequence_term(phrase):
    assert sequence_term(phrase) is None


def test_sequence_term_read_unless_the_problem_names_it():
    assert answer_readable("So the count is the 8th prime.", "19", problem="How many ways are there?")
    assert answer_readable("The total is seven factorial.", "5040", problem="In how many orders can 7 books stand?")
    assert not answer_readable("We want the 8th prime.", "19", problem="What is the 8th prime?")


def test_summary_hides_a_sequence_term_name():
    problem = "How many handshakes happen when 11 people each shake hands once with every other person?"
    draft = ("Each handshake is a pair of people, so we count pairs: $\\binom{11}{2} = \\frac{11 \\cdot 10}{2}$.\n\n"
             "That is the tenth triangular number.\n\n\\boxed{55}")
    out = _summary(draft, problem)
    assert "\\frac{11 \\cdot 10}{2}" in out and "triangular" not in out


# ------------------------------------------------------------------ a residue by another representative

@pytest.mark.parametrize("text, answer, problem", [
    ("Hence $n \\equiv -2 \\pmod 7$.", "5", "Find the least nonnegative residue of $n$ modulo 7."),
    ("so k ≡ 23 (mod 10).", "3", "What is the units digit of k?"),
    ("so the sum is congruent to -1 modulo 13", "12", "Find the remainder when the sum is divided by 13."),
])
def test_other_representative_is_read(text, answer, problem):
    assert answer_readable(text, answer, problem=problem)


@pytest.mark.parametrize("text, answer", [
    ("so $x \\equiv -667 \\pmod{999}$", "333"),  # another class
    ("so $x \\equiv 333 \\pmod{1000}$", "1333"),  # the answer is no least residue of that modulus
    ("$7^4 = 2401 \\equiv 401$, and $401 \\cdot 7 \\equiv 807 \\pmod{1000}$", "2401"),  # a middle side is a step
])
def test_other_congruences_stay(text, answer):
    assert not answer_readable(text, answer, problem="Compute it.")


def test_summary_hides_a_negative_representative():
    problem = "What is the remainder when $3^{51}$ is divided by $7$?"
    draft = ("By Fermat, $3^6 \\equiv 1 \\pmod 7$, and $51 = 6 \\cdot 8 + 3$.\n\n"
             "So $3^{51} \\equiv 3^3 = 27 \\equiv -1 \\pmod 7$.\n\n\\boxed{6}")
    out = _summary(draft, problem)
    assert "3^6 \\equiv 1 \\pmod 7" in out and "51 = 6 \\cdot 8 + 3" in out
    assert "-1 \\pmod 7" not in out
