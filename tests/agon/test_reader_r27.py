"""Kinds closed in the twenty-seventh reader round, each with inputs of our own.

* a count of the asked noun in a class the problem's "how many ..." phrase excludes ("one root must be negative" when
  the problem counts positive roots) is a count of another set: work, also where "one" opens the sentence
  (``answer_forms.reader_roles.contrary_class``);
* a count of the asked noun in the asked class is the count ("so one root is positive", "and one is positive"), also
  where "one" follows no count word (``reader_roles.asked_class_count``);
* a value as an operation in words on a named operand ("pi squared", "the square of Euler's limit", "twice the golden
  ratio", "half of pi"): a closed form states the value, an operation on a plain number is arithmetic still to do
  (``answer_forms.spoken_ops``);
* a check's clause after a colon right before the box that brings values of its own ("I double-checked with smaller
  cases: 2 options give 8 triples.") is work, not a restatement: its values are new even though its segment states
  them (``agon.conclusion.final_cut``);
* "one more than a multiple of 6", "one less than $2^k$": "one" as an operand of a sum, not the value 1
  (``answer_forms.words``).
"""
from __future__ import annotations

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_ROOTS = "How many positive real roots does x^2 + x - 6 have?"
_ODD = "How many odd divisors does 12 have?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("One root is negative.", "1", _ROOTS, False),
    ("Reason for the sign test: one root must be negative since the product of the roots is -6.", "1", _ROOTS, False),
    ("Exactly one root is not positive.", "1", _ROOTS, False),
    ("Two divisors are even.", "2", _ODD, False),
    ("One root is negative and one is positive.", "1", _ROOTS, True),
    ("The other root is negative, so one root is positive.", "1", _ROOTS, True),
    ("Hence one root is positive.", "1", _ROOTS, True),
    ("Two of them are odd.", "2", _ODD, True),
    ("So 12 has two odd divisors.", "2", _ODD, True),
    ("One can check that the roots are real.", "1", _ROOTS, False),
])
def test_count_in_the_asked_class_or_another(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_count_of_the_excluded_class_stays_in_the_summary():
    draft = ("Factor: x^2 + x - 6 = (x + 3)(x - 2).\n"
             "Reason for the sign test: one root must be negative since the product of the roots is -6.\n"
             "The roots are -3 and 2.\n\n\\boxed{1}")
    text = summarize_draft(draft, domain="math", problem=_ROOTS).text
    assert "one root must be negative since the product of the roots is -6" in text
    assert "\\boxed{1}" not in text


@pytest.mark.parametrize("text,answer,read", [
    ("That is, the square of Euler's limit.", "e^2", True),
    ("the square of Euler's number", "e^2", True),
    ("The answer is pi squared.", "\\pi^2", True),
    ("So the limit is half of pi.", "\\frac{\\pi}{2}", True),
    ("Twice the golden ratio, as expected.", "1+\\sqrt{5}", True),
    ("It equals the reciprocal of e.", "\\frac{1}{e}", True),
    ("three times pi", "3\\pi", True),
    ("the square root of Euler's number", "\\sqrt{e}", True),
    ("half pi squared", "\\frac{\\pi^2}{2}", True),
    ("pi squared", "\\pi^3", False),
    ("we note pi cubed is large", "\\pi^2", False),
    ("the reciprocal of pi", "2\\pi", False),
])
def test_operation_in_words_on_a_named_value(text, answer, read):
    assert answer_readable(text, answer, "math") is read


def test_operation_in_words_on_a_number_is_work_unless_it_is_the_answer():
    problem = "A square tile has side 7. What is its area?"
    assert answer_readable("The area is the square of seven, so 49 it is.", "49", "math", problem=problem)
    assert not answer_readable("First we need the square of seven.", "49", "math", problem=problem)


def test_spoken_values_and_spans():
    import sympy

    from agon_mcore.agon.answer_forms.spoken_ops import spoken_operation_mentions

    ms = spoken_operation_mentions("Both sides give twice the square of pi, and half of 10.")
    assert [(m.value, m.arith) for m in ms] == [(2 * sympy.pi ** 2, False), (5, True)]
    assert "Both sides give twice the square of pi, and half of 10."[ms[0].start:ms[0].end] == "twice the square of pi"
    assert spoken_operation_mentions("nothing spoken here, 3 apples") == []


@pytest.mark.parametrize("check", [
    "I double-checked with smaller cases: 2 options give 8 triples.",
    "Sanity check on a smaller board: 3 options give 27 triples.",
])
def test_check_clause_with_its_own_values_stays(check):
    problem = "How many ways are there to choose an ordered triple from 100 options each, with repetition?"
    draft = ("Each of the three positions has 100 choices, independently, giving 1\u202f000\u202f000 triples in all.\n\n"
             + check + "\n\n\\boxed{1000000}")
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert check in text
    assert not answer_readable(text, "1000000", "math", problem=problem)


def test_spoken_operand_with_a_leading_zero_is_read_as_its_value():
    from agon_mcore.agon.answer_forms.spoken_ops import spoken_operation_mentions

    assert [m.value for m in spoken_operation_mentions("half of 040, twice 0.50.")] == [20, 1]


@pytest.mark.parametrize("text,answer,read", [
    ("Key fact: one more than a multiple of 6 stays so under multiplication.", "1", False),
    ("n is one less than $2^k$", "1", False),
    ("Ann has one more than Bob.", "1", True),
    ("So the answer is one.", "1", True),
])
def test_one_more_than_a_quantity_is_an_operand(text, answer, read):
    assert answer_readable(text, answer, "math") is read


_FUNCS = "Determine the number of polynomial functions f of degree at least 1 that satisfy f(x^2) = f(x)^2 = f(f(x))."


@pytest.mark.parametrize("text,answer,read", [
    ("There is exactly one such function.", "1", True),  # the count is 1 and the problem gives a 1 (the degree bound)
    ("There are precisely two polynomials.", "2", True),
    ("There is exactly one root of $f'$.", "1", False),  # another noun
    ("The solution set is $\\{x \\mapsto x^2\\}$, a singleton.", "1", True),
    ("So no polynomial works.", "0", True),
    ("The solution set is the empty set.", "0", True),
    ("$A \\cap B$ is empty, so the events are disjoint.", "0", False),
    ("No prime factor survives the division.", "0", False),
])
def test_count_by_existence_or_set_size(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_FUNCS) is read


_MEASURE = "Determine the Lebesgue measure of the set of numbers in (0,1) whose decimal expansion contains the block 77."


@pytest.mark.parametrize("text,answer,read", [
    ("Hence those numbers have full measure in $(0,1)$.", "1", True),
    ("so almost every number qualifies.", "1", True),
    ("so the set is a null set.", "0", True),
    ("The rationals have measure zero, so we ignore them.", "1", False),  # a measure of another set: work
    ("so the set is a null set.", "1", False),
])
def test_measure_or_probability_in_words(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_MEASURE) is read
    assert not answer_readable(text, answer, "math", problem="How many blocks of 77 are there in 7777?")


@pytest.mark.parametrize("draft,problem,kept", [
    ("Ann raises $430. Ben raises $320 more: $430 + $320 = $750.\n\nSo the total is $750 + $430.\n\n\\boxed{1180}",
     "Ann raises $430 and Ben raises $320 more than Ann. How much do they raise together?", "the total is $750 + $430"),
    ("Dock: 3 feet of line per foot of 200 feet, 3 × 200 = 600 feet.\n\nHe has 6 feet, so he still needs 600 − 6 feet."
     "\n\n\\boxed{594}", "A dock of 200 feet needs 3 feet of line per foot. He has 6 feet. How many more feet does he need?",
     "he still needs 600 − 6 feet."),
    ("She walks 4 km each day for 7 days, so she walks 4 × 7 kilometres.\n\n\\boxed{28}",
     "She walks 4 km each day. How many kilometres does she walk in a week?", "4 × 7 kilometres."),
])
def test_pending_dollar_sums_and_unit_words_stay(draft, problem, kept):
    from agon_mcore.agon.results import currency_blanked

    assert kept in summarize_draft(draft, domain="math", problem=problem).text
    assert currency_blanked("so $3 + 4$ and $750 + $430") == "so $3 + 4$ and  750 +  430"


def test_derivation_with_a_small_answer_as_formula_operand_stays():
    """An answer of 1 stands in every formula ("k + 1", "1 - ln 2"): such segments are no checks of the answer, so the
    derivation before the final steps stays (agon.conclusion._check); a big operator's range stays too."""
    problem = "Evaluate $\\int_0^\\infty \\frac{\\{x\\}}{x^2+x}\\,dx$."
    draft = ("On $[k, k+1)$, $k \\ge 1$: $\\{x\\} = x - k$ and\n$$\\frac{x - k}{x(x+1)} = \\frac{k+1}{x+1} - \\frac{k}{x},$$\n"
             "Telescoping:\n$$\\sum_{k=1}^{N}(a_{k+1} - a_k) = a_{N+1} - a_1,$$\nand $a_{N+1} \\to 1$.\n\n$$\\boxed{1}$$")
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert "\\frac{x - k}{x(x+1)} = \\frac{k+1}{x+1} - \\frac{k}{x}" in text
    assert "\\sum_{k=1}^{N}" in text


@pytest.mark.parametrize("before,read", [("\\sum_{k=", True), ("\\int_0^", True), ("\\lim_{x \\to ", True),
                                         ("x = ", False), ("\\frac{1}{", False)])
def test_operator_limit(before, read):
    from agon_mcore.agon.spans import operator_limit

    assert operator_limit(before + "1", len(before)) is read


def test_function_value_identity_in_inline_code_is_math():
    from agon_mcore.agon.code_notation import is_math_relation

    assert is_math_relation("tri(n + 1) = 1 + (n + 1)/2 = (n + 3)/2")
    assert is_math_relation("f(0) = 1")
    assert not is_math_relation("best = max(best, cur)")
