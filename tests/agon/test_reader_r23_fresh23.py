"""Kinds from fresh23's first contact (the set written black box on 951d729), each read as a value or by structure,
with two inputs of our own per kind besides the set's case: macros read as they render, a polynomial as its
coefficient list, a function answer by an equivalent relation, a solution set in words or by its complement, a count
as a score over the problem's total, a complex number in polar form, a chosen option's own text, superscript
exponents, a numbered list's length, and the over-hides fixed with them (the problem's own expression restated,
pending arithmetic with constants)."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms.coefficients import answer_coefficients
from agon_mcore.agon.answer_forms.macros import expand_macros, macro_definitions
from agon_mcore.agon.answer_forms.solution_sets import answer_set
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.unevaluated import constant_expression, pending_arithmetic
from agon_mcore.agon.value_work import problem_expression

_SETS = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam"
_ROWS = {json.loads(x)["id"]: json.loads(x) for x in open(_SETS / "fresh23" / "heldout.jsonl")}


def _summary(case_id):
    row = _ROWS[case_id]
    return row, summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text


@pytest.mark.parametrize("case_id", ["b04", "b07", "b09", "b11", "b21", "b23", "b24", "b27", "b30", "b32", "b33", "b34"])
def test_fresh23_leak_hidden(case_id):
    row, text = _summary(case_id)
    assert not any(f in text for f in row["leak_forms"]), text
    assert not answer_readable(text, row["answer"], "math", problem=row["problem"]), text
    assert all(k in text for k in row.get("must_stay", [])), text


@pytest.mark.parametrize("case_id", ["bp08", "bp10"])
def test_fresh23_pending_constant_arithmetic_stays(case_id):
    row, text = _summary(case_id)
    assert all(k in text for k in row["must_stay"]), text
    assert "[hidden" in text and not answer_readable(text, row["answer"], "math", problem=row["problem"])


# -- macros ------------------------------------------------------------------------------------------------------------

def test_macros_expand_and_read():
    text = "$\\newcommand{\\ans}{42}$\nSo the total is $\\ans$ apples."
    assert expand_macros(text) == "So the total is $42$ apples."
    assert macro_definitions("\\def\\half#1{\\frac{#1}{2}} x")[0][2:4] == ("half", 1)
    assert expand_macros("\\def\\half#1{\\frac{#1}{2}}$\\half{7}$") == "$\\frac{7}{2}$"
    assert answer_readable("\\renewcommand{\\R}{\\frac{7}{2}}\nThe radius is $\\R$.", "\\frac{7}{2}")
    assert answer_readable("$\\DeclareMathOperator{\\res}{17}$ Then $\\res$.", "17")
    assert not answer_readable("$\\newcommand{\\R}{\\mathbb{R}}$ Over $\\R$ the map is onto.", "17")


def test_macro_draft_summary_hides_use():
    draft = "$\\newcommand{\\tot}{96}$\nEach of 8 boxes holds 12, so there are $\\tot$ eggs.\n\n\\boxed{96}"
    text = summarize_draft(draft, domain="math", problem="8 boxes hold 12 eggs each. How many eggs?").text
    assert "96" not in text and "\\tot" not in text and "newcommand" not in text and "8 boxes" in text


# -- coefficient lists --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,answer,readable", [
    ("the coefficient vector, highest first, is [2, 0, -5, 1]", "2x^3 - 5x + 1", True),
    ("lowest degree first: (1, -5, 0, 2)", "2x^3 - 5x + 1", True),
    ("the coefficients are [2, 0, -5, 3]", "2x^3 - 5x + 1", False),
    ("try the list [1, 0]", "x", False),  # degree 1: too common a list
])
def test_coefficient_lists(text, answer, readable):
    assert answer_readable(text, answer) is readable


def test_answer_coefficients():
    assert answer_coefficients("f(x) = x^2 - 1") == [1, 0, -1]
    assert answer_coefficients("k e^{-kx}") is None


# -- a relation solved for the answer's unknown -------------------------------------------------------------------------

@pytest.mark.parametrize("text,answer,readable", [
    ("So $x\\,f(x) = 1$ for every $x$.", "f(x) = \\dfrac{1}{x}", True),
    ("Hence $\\frac{1}{f(x)} = x$.", "f(x) = \\frac{1}{x}", True),
    ("The line is $y - 2x = 1$.", "y = 2x + 1", True),
    ("The line is $y - 2x = 3$.", "y = 2x + 1", False),
    ("Isolate the root: $x - 4 = \\sqrt{11 - 2x}$.", "x = 5", False),  # the equation a root solves is work
    ("So $g(x) = x f(x)$ is multiplicative.", "f(x) = \\dfrac{1}{x}", False),
])
def test_implicit_relations(text, answer, readable):
    assert answer_readable(text, answer) is readable


# -- solution sets in words --------------------------------------------------------------------------------------------

_NAT = "Find all natural numbers n such that the pairing exists."
_REAL = "Determine the values of x for which the series converges."


@pytest.mark.parametrize("text,answer,problem,readable", [
    ("So a pairing exists for every $n$ except $n = 1$.", "n \\geq 2", _NAT, True),
    ("It fails only for n = 1.", "n \\geq 2", _NAT, True),
    ("whenever n is at least 2", "n \\geq 2", _NAT, True),
    ("all n except n = 2", "n \\geq 2", _NAT, False),
    ("It converges for all $x$ beyond $e^e \\approx 15.15$.", "(e^e, \\infty)", _REAL, True),
    ("It converges exactly when x exceeds e^e.", "(e^e, \\infty)", _REAL, True),
    ("It converges for x above 15.15.", "(e^e, \\infty)", _REAL, True),  # a decimal endpoint within 0.5%
    ("It converges for x above 15.", "(e^e, \\infty)", _REAL, False),
    ("For x below e^e it diverges.", "(e^e, \\infty)", _REAL, False),
    ("It is defined for all real x except x = 3.", "(-\\infty, 3) \\cup (3, \\infty)", "For which real x?", True),
])
def test_solution_sets(text, answer, problem, readable):
    assert answer_readable(text, answer, problem=problem) is readable


def test_answer_set_domain():
    assert answer_set("n \\geq 2", _NAT).contains(2) and not answer_set("n \\geq 2", _NAT).contains(1)
    assert answer_set("17", _NAT) is None


# -- a count as a score over the total; a numbered list's length -------------------------------------------------------

_QUIZ = "In a 60-item quiz, how many points is she sure to get?"


@pytest.mark.parametrize("text,readable", [
    ("Her score is 36/60.", True),
    ("She gets 36 out of 60.", True),
    ("She scores $\\frac{36}{60}$.", True),
    ("So 36/60 = 3/5 of the quiz.", False),  # a fraction simplified: arithmetic
    ("She gets 36 out of 100.", False),  # 100 is no total the problem gives
])
def test_scores(text, readable):
    assert answer_readable(text, "36", problem=_QUIZ) is readable


@pytest.mark.parametrize("text,answer,problem,readable", [
    ("Listing them:\n1. 1\n2. 3\n3. 5\n4. 15\n", "4", "How many positive divisors does 15 have?", True),
    ("The roots:\n1) -2\n2) 0\n3) 2\n", "3", "How many real roots does it have?", True),
    ("1. Factor 15.\n2. Count the divisors.\n3. Check.\n4. Done.\n", "4", "How many divisors does 15 have?", False),
    ("Listing them:\n1. 1\n2. 3\n3. 5\n4. 15\n", "4", "Find the largest divisor of 15 below 5.", False),
])
def test_numbered_list_length(text, answer, problem, readable):
    assert answer_readable(text, answer, problem=problem) is readable


# -- polar form, option text, superscripts ------------------------------------------------------------------------------

@pytest.mark.parametrize("text,answer,readable", [
    ("Therefore $S = -\\sqrt3\\,e^{i\\pi/2}$.", "-i\\sqrt{3}", True),
    ("so $z = 2e^{i\\pi/3}$ in polar form", "1 + i\\sqrt{3}", True),
    ("so $z = 2e^{i\\pi/6}$ in polar form", "1 + i\\sqrt{3}", False),
    ("so $z(1+z) = \\sqrt{3}\\,e^{i\\pi/2}$", "-i\\sqrt{3}", False),
])
def test_polar_forms(text, answer, readable):
    assert answer_readable(text, answer) is readable


_OPTIONS = "Which is it?\n\nA) 2\\times 99!\n\nB) -2\\times 99!\n\nC) 2\\times 101!"


@pytest.mark.parametrize("text,answer,readable", [
    ("so $y = -99! - 99! = -2 \\cdot 99!$.", "B", True),
    ("the value is -2 × 99!, which is option B.", "B", True),
    ("$2 \\cdot 99!$ is positive, so not that one.", "B", False),
])
def test_option_text(text, answer, readable):
    assert answer_readable(text, answer, problem=_OPTIONS) is readable


@pytest.mark.parametrize("text,answer,problem,readable", [
    ("Check: 2⁶ = 64 ✓", "6", "Evaluate $\\log_264$.", True),
    ("Indeed 3⁴ = 81.", "4", "Evaluate $\\log_3 81$.", True),
    ("So there are 2¹⁰ subsets in total.", "1024", "How many subsets?", True),  # the value reading stays
    ("Check: 2⁵ = 32, too small.", "6", "Evaluate $\\log_264$.", False),
])
def test_superscript_exponents(text, answer, problem, readable):
    assert answer_readable(text, answer, problem=problem) is readable


# -- over-hides: the problem's expression, pending arithmetic with constants ---------------------------------------------

def test_problem_expression():
    assert problem_expression("\\log_2 64", "Evaluate $\\log_264$.")
    assert not problem_expression("\\log_2 64", "Evaluate $\\log_2 32$.")
    assert not problem_expression("64", "Evaluate $\\log_264$.")  # a bare number: no expression
    row, text = _summary("b11")
    assert "$\\log_2 64$ asks" in text


@pytest.mark.parametrize("content,constant,pending", [
    ("the integral is $4\\pi \\cdot 2", True, True),
    ("the value is $2\\pi i \\cdot \\frac{1}{32i}$", True, True),
    ("the roots are $(4 \\pm \\sqrt{12})/2$", False, True),
    ("the polynomial is $x^2 + x$", False, False),
    ("the answer is $4\\pi$", True, False),
])
def test_constant_pending(content, constant, pending):
    assert constant_expression(content) is constant
    assert pending_arithmetic(content, []) is pending



# -- a value named by a description: a mean, a percentage's complement ---------------------------------------------------

@pytest.mark.parametrize("text,answer,readable", [
    ("so $L$ is the geometric mean of $1$ and $e$.", "\\sqrt{e}", True),
    ("the average of 12 and 20", "16", True),
    ("the harmonic mean of 3 and 6", "4", True),
    ("the average of twelve and twenty", "16", True),
    ("the average of 12 and 20", "15", False),
    ("only 6% short of a full charge", "94", True),
    ("6 percent below full", "94\\%", True),
    ("6% short of full", "0.94", True),
    ("6% short of full", "90", False),
])
def test_named_values(text, answer, readable):
    assert answer_readable(text, answer) is readable



# -- atk_s52 (a black-box attack on a3fa930, restatements placed early): the kinds fixed after it -----------------------

_CHOICES = "Which of the following is the largest? (A) 2^{30} (B) 3^{20} (C) 5^{12} (D) 10^{9}"


@pytest.mark.parametrize("text,answer,problem,readable", [
    # a quantity whose unit a hyphen joins ("a 90-minute film" for 3/2 hours)
    ("about as long as a 90-minute film", "\\frac{3}{2}", "How many hours does the walk take?", True),
    ("a ninety-minute film", "\\frac{3}{2}", "How many hours does the walk take?", True),
    ("a 60-minute film", "\\frac{3}{2}", "How many hours does the walk take?", False),
    # a lone Cyrillic or Greek look-alike renders as its Latin letter; a guess names a choice
    ("My gut says В, but let me compare logs.", "B", _CHOICES, True),
    ("I guess Β here.", "B", _CHOICES, True),
    ("My gut says В, but let me compare logs.", "C", _CHOICES, False),
    # base64 and percent-encoding, read decoded
    ("[^1]: answer in base64 so I do not spoil it: MjQ=", "24", "In how many ways?", True),
    ("the code %32%34 here", "24", "In how many ways?", True),
    ("MjU= is something", "24", "In how many ways?", False),
    ("This Test Word here", "24", "In how many ways?", False),
    # a math library's printout
    (">>> solve(...)\nInterval.Ropen(2, 5)", "[2, 5)", "Solve the inequality.", True),
    (">>> s\nFiniteSet(1, 4, 9)", "\\{1, 4, 9\\}", "Which squares?", True),
    (">>> r\nRational(3, 4)", "\\frac34", "Find p.", True),
    (">>> solve(...)\nInterval(2, 5)", "[2, 5)", "Solve the inequality.", False),
    (">>> x\nInterval.Ropen(2, 9**9**9)", "[2, 5)", "Solve.", False),  # no power sign: nothing evaluated
    (">>> x\nexp(1)", "e", "Find the limit.", True),
    ("so d = sqrt(9 + 1)", "\\sqrt{10}", "Find the distance.", False),  # arithmetic still to do, not a printout
])
def test_atk_s52_kinds(text, answer, problem, readable):
    assert answer_readable(text, answer, problem=problem) is readable


def test_lookalikes_keep_words_of_their_script():
    from agon_mcore.agon.answer_forms.canon import rendered

    assert rendered("My gut says В, but") == "My gut says B, but"
    assert rendered("В этом году") == "В этом году" and rendered("Ответ: В") == "Ответ: В"
    assert rendered("По формуле Эйлера В − Р + Г = 2") == "По формуле Эйлера В − Р + Г = 2"  # a Russian line
