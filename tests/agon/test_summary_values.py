"""Values as values and the fail-closed pass: for each kind, self-written drafts where the answer is
restated in another form before the conclusion (it must be hidden, and the reader must read the form
alone), and drafts where the same value is work (it must stay)."""
import pytest

from agon_mcore.agon.code_prose import program_tokens, prose_restates
from agon_mcore.agon.failclosed import reader_mentions
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

# (problem, draft, answer, the restatement that must go)
LEAKS = [
    # a statement after a label, before any work
    ("How many edges does a cube have?", "Short answer: a cube has 12 edges.\n\nEach of the 6 faces has 4 edges and every "
     "edge is shared by 2 faces: 6 · 4 / 2.\n\n\\boxed{12}", "12", "12 edges"),
    ("How many diagonals does a hexagon have?", "**Claim:** there are 9 of them.\n\nEach vertex joins 3 non-neighbours, "
     "so 6 · 3 / 2.\n\n\\boxed{9}", "9", "are 9 of"),
    # number words in an earlier sentence
    ("A train covers 300 km in 5 hours. What is its speed in km/h?", "I expect about sixty kilometres per hour here. "
     "Speed is 300 / 5.\n\n\\boxed{60}", "60", "sixty"),
    ("A class of 30 splits into teams of 6. How many teams?", "That makes five teams in the end, let me verify. "
     "30 / 6 per team.\n\n\\boxed{5}", "5", "five teams"),
    # a quantity in another unit
    ("A film lasts from 6:00 pm to 8:30 pm. How many minutes long is it?", "From 6:00 to 8:30 is two and a half hours "
     "of film.\n\n\\boxed{150}", "150", "two and a half hours"),
    ("A path is 3 laps of 500 m. How many metres long is it?", "Three laps give 1.5 km of walking, just as 3 · 500.\n\n"
     "\\boxed{1500}", "1500", "1.5 km"),
    # fractions and odds in words
    ("Of 24 marbles, 9 are red. What fraction are red? Reduce it.", "Both divide by 3, which leaves 3 over 8 of the marbles."
     "\n\n\\boxed{\\frac{3}{8}}", "\\frac{3}{8}", "3 over 8"),
    ("A fair die is rolled. What is the probability of a six?", "One face of six works, so it is one chance in six."
     "\n\n\\boxed{\\frac{1}{6}}", "\\frac{1}{6}", "one chance in six"),
    ("What is cos 45°? Give an exact value.", "By the unit square's diagonal it is root 2 over 2, about 0.7.\n\n"
     "\\boxed{\\frac{\\sqrt{2}}{2}}", "\\frac{\\sqrt{2}}{2}", "root 2 over 2"),
    ("What fraction of a pie is left after 1 of 4 slices is eaten?", "Three slices of four remain, that is 3⁄4 of the pie."
     "\n\n\\boxed{\\frac{3}{4}}", "\\frac{3}{4}", "3⁄4"),
    # intervals in words
    ("Solve 2x - 1 > 7.", "Adding 1 and halving: every x greater than 4 satisfies it.\n\n\\boxed{(4, \\infty)}",
     "(4, \\infty)", "x greater than 4"),
    ("For which y is |y - 3| < 2?", "The distance to 3 is below 2, so y lies strictly between 1 and 5.\n\n\\boxed{(1, 5)}",
     "(1, 5)", "strictly between 1 and 5"),
    # names for numbers
    ("Weekdays are numbered Monday = 1 to Sunday = 7. Today is Monday. What is the number of the day 10 days from now?",
     "10 = 7 + 3, so we move 3 days on and end on a Thursday.\n\n\\boxed{4}", "4", "Thursday"),
    ("Months are numbered January = 1 to December = 12. Which month number comes 7 months after March?",
     "March plus 7 months lands in October.\n\n\\boxed{10}", "10", "October"),
    # a verdict by the problem's predicate
    ("Is 221 a prime number? Answer Yes or No.", "Composite: 221 = 13 × 17.\n\n\\boxed{\\text{No}}", "\\text{No}", "Composite"),
    ("Is 1001 divisible by 7? Answer Yes or No.", "1001 = 7 · 143, divisible by 7 ✓\n\n\\boxed{\\text{Yes}}", "\\text{Yes}", "✓"),
    ("Is 221 a prime number? Answer Yes or No.", "Verdict up front: nope. 221 = 13 · 17.\n\n\\boxed{\\text{No}}",
     "\\text{No}", "nope"),
    # the asked part of a shown formula
    ("What is the exponent of 2 in the prime factorisation of 72?", "Factor it: 72 = 2^3 · 9.\n\n\\boxed{3}", "3", "2^3"),
    ("What is the degree of (x^2 + 1)(x^2 - x)?", "Multiplying the leading terms gives x^2 · x^2 = x^4.\n\n\\boxed{4}", "4", "x^4"),
    # a choice by its place in the option list
    ("Which is largest? (A) 2^10 (B) 3^6 (C) 5^4 (D) 6^4", "2^10 = 1024, 3^6 = 729, 5^4 = 625, 6^4 = 1296; the fourth "
     "option wins.\n\n\\boxed{D}", "D", "the fourth option"),
    ("Which is prime? (A) 91 (B) 87 (C) 97", "91 = 7·13 and 87 = 3·29, so the last one is the prime.\n\n\\boxed{C}", "C", "the last one"),
    # a formula or a complex number in another form
    ("Expand (x + 2)^2 - 9.", "A difference of squares: (x + 2 - 3)(x + 2 + 3) = (x - 1)(x + 5).\n\n\\boxed{x^2 + 4x - 5}",
     "x^2 + 4x - 5", "(x - 1)(x + 5)"),
    ("Write (3 + i)(1 + i) in the form a + bi.", "Multiplying out: 3 + 3i + i + i^2 = 4i + 2.\n\n\\boxed{2 + 4i}", "2 + 4i", "4i + 2"),
    # a self-correction: the same result computed twice
    ("What is 6 times 9?", "6 × 9 = 56? No, wait: 6 × 9 = 54.\n\nCheck: 9 × 6 = 54.\n\n\\boxed{54}", "54", "= 54."),
    ("How many chairs are in 5 rows of 8?", "5 · 8 = 40 (my first try said 45, a slip).\n\nSo five rows of eight: 5 · 8."
     "\n\n\\boxed{40}", "40", "= 40 ("),
    ("How long in metres is a 3 km track?", "So it's 3 000 m of track; 3 · 1000.\n\n\\boxed{3000}", "3000", "3 000 m"),
    ("What is 5 + 8?", "<result>13</result> from 5 + 8.\n\n\\boxed{13}", "13", ">13<"),
    ("What is the remainder of 23 divided by 4?", "23 leaves remainder 3 (23 = 5·4 + 3).\n\n\\boxed{3}", "3", "remainder 3"),
    # named quantities, offsets, Roman labels, slanted fractions, a fraction by its parts
    ("How many eggs are in 4 trays of 6?", "4 trays of 6 hold two dozen eggs: 4 · 6.\n\n\\boxed{24}", "24", "two dozen"),
    ("How many pencils are in 12 boxes of 12?", "12 boxes of 12 make a gross of pencils.\n\n\\boxed{144}", "144", "gross"),
    ("What is the largest three-digit multiple of 9?", "It is one short of a thousand, since 999 = 9 · 111.\n\n\\boxed{999}",
     "999", "one short of a thousand"),
    ("A saga has 10 books of 4 parts; parts are numbered on. Which book holds part 14?", "Parts 13-16 form the book "
     "labelled Book IV.\n\n\\boxed{4}", "4", "IV"),
    ("A bag has 5 red and 3 blue balls. What is the probability of red?", "Five of the eight balls: $\\sfrac{5}{8}$.\n\n"
     "\\boxed{\\frac{5}{8}}", "\\frac{5}{8}", "sfrac"),
    ("Reduce 20/35 to lowest terms.", "gcd(20, 35) = 5, so the numerator becomes 4 and the denominator becomes 7.\n\n"
     "\\boxed{\\frac{4}{7}}", "\\frac{4}{7}", "numerator becomes 4"),
]


@pytest.mark.parametrize("problem,draft,answer,form", LEAKS, ids=[f"{i}:{x[3][:18]}" for i, x in enumerate(LEAKS)])
def test_restatement_in_another_form_is_hidden_and_read(problem, draft, answer, form):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.hidden_answer is not None
    assert form not in s.text, s.text
    assert not answer_readable(s.text, answer, problem=problem), s.text
    para = draft.split("\\boxed")[0]
    assert answer_readable(para, answer, problem=problem), para  # the reader reads the form alone


# (problem, draft, answer, text that must stay)
STAYS = [
    # a label's case, an argument
    ("How many ways can 3 people stand in a row?", "Step 3: 3! orderings.\n\n\\boxed{6}", "6", "Step 3: 3!"),
    # a given in words and a quantity of a given in another unit
    ("How many days are in 5 weeks?", "Five weeks of 7 days each make 5 · 7.\n\n\\boxed{35}", "35", "Five weeks of 7 days"),
    ("A carton holds a dozen eggs. How many eggs are in 1 carton?", "One carton is a dozen eggs.\n\n\\boxed{12}", "12",
     "a dozen eggs"),
    # a multiplier of a quantity
    ("What is sin 30°?", "The side opposite 30° is half the hypotenuse. Take a hypotenuse of 2: that side is 1, and the "
     "sine is 1 / 2.\n\n\\boxed{\\frac{1}{2}}",
     "\\frac{1}{2}", "half the hypotenuse"),
    # the day the problem gives
    ("Days are numbered Monday = 1 to Sunday = 7. Today is Friday. What is the number of tomorrow?",
     "Friday is day 5 and tomorrow is one more: 5 + 1.\n\n\\boxed{6}", "6", "Friday is day 5"),
    # a verdict about another number while checking
    ("Is 97 a prime number? Answer Yes or No.", "Candidates: 21 is not prime, but that is no divisor; 2, 3, 5, 7 do not "
     "divide 97.\n\n\\boxed{\\text{Yes}}", "\\text{Yes}", "21 is not prime"),
    # an intermediate result equal to the answer that later work goes on from
    ("What is 10 · (1 + 2 + 3 + 4) - 94?", "1 + 2 + 3 + 4 = 6 + 4 = 10 after pairing... so the sum is 10. Times 10 gives "
     "100, and 100 - 94.\n\n\\boxed{6}", "6", "= 6 + 4"),
    ("How many legs do 2 chairs with 3 legs each have, less 3 broken ones?", "2 · 3 = 6 legs, then 6 - 3 broken.\n\n"
     "\\boxed{3}", "3", "2 · 3 = 6 legs"),
    # the problem's own formula
    ("Factor x^2 + 5x + 6.", "We need two numbers with product 6 and sum 5 for x^2 + 5x + 6 to split. Try 2 and 3: "
     "2 · 3 = 6 and 2 + 3 = 5.\n\n\\boxed{(x+2)(x+3)}",
     "(x+2)(x+3)", "x^2 + 5x + 6 to split"),
    # a choice named by a place that is not the answer
    ("Which is even? (A) 7 (B) 9 (C) 12", "The first option and the second one are odd.\n\n\\boxed{C}", "C",
     "The first option and the second one are odd"),
    # a clock time
    ("How many minutes from 8:50 to 10:00?", "8:50 plus 10 minutes is 9:00, and 60 more minutes reach 10:00: 10 + 60."
     "\n\n\\boxed{70}", "70", "is 9:00"),
]


@pytest.mark.parametrize("problem,draft,answer,keep", STAYS, ids=[f"{i}:{x[3][:18]}" for i, x in enumerate(STAYS)])
def test_same_value_as_work_stays(problem, draft, answer, keep):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert keep in s.text, s.text
    assert "\\boxed" not in s.text


def test_reader_mentions_cover_every_relative_reading():
    got = reader_mentions("It took an hour and a half, i.e. 3 over 2 hours.", "90", None)
    assert [m.value for m in got] == [90]
    assert not reader_mentions("An average of 40 km per hour.", "41", None)


CODE_PROSE = [
    # (program, prose that restates it, prose that states the idea)
    ("s = input().split()\nprint(' '.join(sorted(s, key=len)))\n",
     "In short: sort the words by their length with key len, then join them with spaces and print.",
     "Sorting is the whole idea; ties keep their order."),
    ("n = int(input())\nprint(n // 4 + n // 6 - n // 12)\n",
     "Let a be n integer-divided by 4, b be n integer-divided by 6 and c be n integer-divided by 12, then print a + b - c.",
     "Inclusion-exclusion over the multiples of 4 and 6, O(1)."),
]


@pytest.mark.parametrize("code,restated,idea", CODE_PROSE)
def test_code_prose_by_operation_tokens(code, restated, idea):
    draft = f"{restated}\n\n{idea}\n\n```python\n{code}```"
    s = summarize_draft(draft, domain="code")
    assert idea in s.text and restated not in s.text, s.text
    assert prose_restates(restated, code) and not prose_restates(idea, code)
    assert answer_readable(restated, code, domain="code") and not answer_readable(idea, code, domain="code")
    assert len(program_tokens(code)) >= 3


def test_inline_code_version_of_the_program_is_hidden():
    code = "n = input().strip()\nprint(sum(int(c) for c in n))\n"
    draft = f"In Python 2 it read `print sum(int(c) for c in raw_input().strip())`; now:\n\n```python\n{code}```"
    s = summarize_draft(draft, domain="code")
    assert "raw_input" not in s.text and "In Python 2 it read" in s.text, s.text
