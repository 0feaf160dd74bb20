"""Kinds from the black-box attack on this round's tree (atk_s50: 13/16 math leaks held, 7/8 probes kept), each
fixed where it lives:

* a number word of a non-Latin script inflected by a case ending (Russian "сорока" for 40) reads as the word
  (``answer_forms.languages._inflected``);
* digits dictated one by one with articles and "then" between them ("first a 3, then an 8, then a 4")
  (``answer_forms.digit_runs``);
* a number in letters stands apart from its unit: "as" is no "a s" (one second), so "an hour and a half, as ..."
  is 90 minutes (``answer_forms.quantities``);
* the equation a problem gives to solve, restated ("$6x - 30 = 6$"), is a given, never the answer's statement
  (``agon.value_work.problem_relation``).
"""
import re

import pytest

from agon_mcore.agon.leak import answer_readable

from ._checks import hidden_and_kept


@pytest.mark.parametrize("text,answer,readable", [
    ("(Для русскоязычных участников: каждый внешний угол равен сорока градусам.)", "40", True),
    ("равен девяноста градусам", "90", True),
    ("угол в сорок градусов", "40", True),
    ("четырнадцать", "4", False),  # another number's word, not an inflection
    ("пятьсот рублей", "50", False),
])
def test_inflected_number_words(text, answer, readable):
    assert answer_readable(text, answer, "math") is readable


@pytest.mark.parametrize("text,answer,readable", [
    ("Reading the calculator display one digit at a time: first a 3, then an 8, then a 4.", "384", True),
    ("Its digits, read left to right: a 5, then a 1, then a 2.", "512", True),
    ("the remainders were 1, then 0, then 1, then 1, read from the bottom up", "1101", True),
    ("We need 3 apples, then 8 pears, then 4 plums.", "384", False),  # no reading of digits announced
])
def test_dictated_digits(text, answer, readable):
    assert answer_readable(text, answer, "math") is readable


@pytest.mark.parametrize("text,answer,readable", [
    ("The film lasts an hour and a half, as a glance at the clock already suggests.", "90", True),
    ("It lasts two hours and a half, as planned.", "150", True),
    ("as a rule, we count minutes", "1", False),
])
def test_as_is_no_second(text, answer, readable):
    p = "A movie starts at 7:45 pm and ends at 9:15 pm. How many minutes long is the movie?"
    assert answer_readable(text, answer, "math", problem=p) is readable


def test_equation_to_solve_stays():
    text = hidden_and_kept("Solve for x: 6x - 30 = 6.",
                    "Adding 30 to both sides of $6x - 30 = 6$ gives $6x = 36$.\n\n"
                    "Dividing both sides by the coefficient 6, we get $x = \\boxed{6}$.",
                    "6", ["$6x - 30 = 6$", "$6x = 36$"])
    assert "$6x - 30 = 6$ gives $6x = 36$" in text and text.endswith("$x = [hidden: the conclusion and final answer]$")


def test_equation_to_solve_stays_two():
    text = hidden_and_kept("Solve for y: 3y + 4 = 10 + y.",
                    "Subtract $y$ from both sides of $3y + 4 = 10 + y$: $2y + 4 = 10$, so $2y = 6$.\n\n"
                    "Hence $y = \\boxed{3}$.",
                    "3", ["$3y + 4 = 10 + y$", "$2y = 6$"])
    assert "$2y + 4 = 10$, so $2y = 6$" in text and "y = 3" not in text


@pytest.mark.parametrize("text,problem,given", [
    ("of $6x - 30 = 6$ gives", "Solve for x: 6x - 30 = 6.", True),
    ("of $6x - 30 = 6$ gives", "Solve 6x - 30 = 6.", True),
    ("so $x = 16$.", "Solve 2x = 16.", False),  # a part of the problem's relation is no restatement of it
    ("of $6x - 30 = 6$ gives", "Solve 6x - 30 = 6.5.", False),
])
def test_problem_relation_whole(text, problem, given):
    from agon_mcore.agon.value_work import problem_relation

    s = text.rindex("= ") + 2
    e = s + len(re.match(r"\d+", text[s:]).group(0))
    assert problem_relation(text, s, e, problem) is given


def test_a_wrong_root_is_no_given():
    text = hidden_and_kept("Solve 2x = 16.", "Divide both sides by 2, so $x = 16$.\n\n\\boxed{16}", "16", [])
    assert "x = 16" not in text
