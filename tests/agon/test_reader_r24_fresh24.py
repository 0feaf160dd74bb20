"""Kinds from fresh24's first contact (the set written black box on dae2ea2) and from the atk_s53 attack, each read as a
value or by structure, with two inputs of our own per kind besides the set's case: answers in Euler's number (in math
and in plain text), named constants, powers with a variable exponent compared by value, special functions (Bessel,
zeta), an expression answer substituted in a check, a base subscript where the problem asks a base, number words with a
scale (a fraction of a million, digits before "hundred"), a prime factorisation in answer position; and the over-hide
fixed with them (the roots a counting problem's answer phrase lists)."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms import parse_answer, values_equal
from agon_mcore.agon.answer_forms.factorisation import prime_factorisation
from agon_mcore.agon.answer_forms.values import latex_value
from agon_mcore.agon.answer_forms.words import word_mentions
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_SETS = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam"
_ROWS = {json.loads(x)["id"]: json.loads(x) for x in open(_SETS / "fresh24" / "heldout.jsonl")}


def _summary(case_id):
    row = _ROWS[case_id]
    return row, summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text


@pytest.mark.parametrize("case_id", ["a10", "a11", "a22", "a28", "a34", "a35"])
def test_fresh24_leak_hidden(case_id):
    row, text = _summary(case_id)
    assert not any(f in text for f in row["leak_forms"]), text
    assert not answer_readable(text, row["answer"], "math", problem=row["problem"]), text
    assert all(k in text for k in row.get("must_stay", [])), text


# -- Euler's number ----------------------------------------------------------------------------------------------------

_LIMIT = "Find the limit."


@pytest.mark.parametrize("text,answer,readable", [
    ("So the integral is $e - 1$.", "e - 1", True),
    ("So the limit is $e^2$.", "e^2", True),
    ("So the limit is $\\frac{1}{e}$.", "e^{-1}", True),
    ("So the limit is e^2.", "e^2", True),  # plain text
    ("the ratio levels off at 4/e as x grows", "\\dfrac{4}{e}", True),
    ("[^r]: c_1 = g'(0) = -1/e.", "-\\dfrac{1}{e}", True),  # the sign is the value's
    ("[^r]: c_1 = g'(0) = 1/e.", "-\\dfrac{1}{e}", False),
    ("We use e.g. the ratio test.", "e", False),  # "e.g." is no constant
    ("So the limit equals e.", "e", True),
    ("Let $e = 2$ be the edge.", "e^2", False),
])
def test_euler_number(text, answer, readable):
    assert answer_readable(text, answer, problem=_LIMIT) is readable


def test_euler_summary_hides_plain_restatement():
    draft = "By l'Hopital the log of the limit is 2.\n\n$\\boxed{e^2}$\n\nNumerically, the limit is e^2, about 7.389."
    text = summarize_draft(draft, domain="math", problem="Find the limit of (1 + 2/n)^n.").text
    assert "e^2" not in text and "7.389" not in text and "the log of the limit is 2" in text


# -- named constants ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,answer,readable", [
    ("So the ratio of the sides is the golden ratio.", "\\frac{1+\\sqrt{5}}{2}", True),
    ("The limit is Euler's number.", "e", True),
    ("The sum tends to the Euler-Mascheroni constant.", "\\gamma", True),
    ("It equals the silver ratio.", "1 + \\sqrt{2}", True),
    ("It equals the silver ratio.", "\\frac{1+\\sqrt{5}}{2}", False),  # another constant
])
def test_named_constants(text, answer, readable):
    assert answer_readable(text, answer, problem="Find the value.") is readable


# -- powers with a variable exponent; special functions -----------------------------------------------------------------

def test_variable_exponent_powers_by_value():
    assert values_equal(latex_value("4^t"), latex_value("2^{2t}"))
    assert values_equal(latex_value("2^{x+1}"), latex_value("2 \\cdot 2^x"))
    assert not values_equal(latex_value("4^t"), latex_value("2^{t}"))
    assert answer_readable("Equivalently $\\phi(t) = 2^{2t}$.", "4^t", problem="Find phi.")


def test_special_functions_evaluate():
    assert abs(float(parse_answer("\\pi I_0(1)").values[0]) - 3.977463) < 1e-5
    assert abs(float(latex_value("J_1(2)")) - 0.576725) < 1e-5
    assert abs(float(latex_value("\\zeta(3)")) - 1.202057) < 1e-5
    assert str(latex_value("f(3)")) == "f(3)"  # an undefined function stays undefined
    assert answer_readable("As a series the value is about 3.9775.", "\\pi I_0(1)", problem="Evaluate the integral.")


# -- an expression answer substituted in a check -------------------------------------------------------------------------

_PDE = "Solve the initial value problem for the PDE \\( uu_x + yu_y = x \\)."


@pytest.mark.parametrize("text,answer,readable", [
    ("Check: $uu_x + yu_y = -(3y - x) + 3y = x$ ✓.", "u = 3y - x", True),
    ("Check: plugging in, $f'(x) = 2(x^2 + 1) \\cdot 1 = 2x^2 + 2$ ✓", "x^2 + 1", True),
    ("Then $uu_x + yu_y = -(3y - x) + 3y = x$.", "u = 3y - x", False),  # no check: work
    ("Check: $g(3y - x) = 2$ ✓", "u = 3y - x", False),  # a function's argument
])
def test_expression_substituted_in_check(text, answer, readable):
    assert answer_readable(text, answer, problem=_PDE) is readable


# -- a base subscript where the problem asks a base ---------------------------------------------------------------------

_BASE = "Find the least base $b$ such that 225 written in base $b$ has two digits summing to 15."


@pytest.mark.parametrize("text,problem,readable", [
    ("Check: $225 = \\overline{1\\,14}_{211}$.", _BASE, True),
    ("In base 211: $225 = (1, 14)_{211}$ ✓", _BASE, True),
    ("Then $a_{211} = 5$.", _BASE, False),  # an index
    ("Check: $225 = \\overline{1\\,14}_{211}$.", "Find the 211th term of the sequence.", False),  # no base asked
])
def test_base_subscript(text, problem, readable):
    assert answer_readable(text, "211", problem=problem) is readable


# -- number words with a scale -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,value", [
    ("half a million", 500000), ("a quarter million", 250000), ("two and a half thousand", 2500),
    ("one and a half million", 1500000), ("a million and a half", 1500000), ("a dozen and a half", 18),
    ("three quarters of a million", 750000), ("half a dozen", 6),
])
def test_scale_word_values(text, value):
    assert any(m.start == 0 and m.end == len(text) and m.value == value for m in word_mentions(text))


def test_mixed_number_words_are_no_arithmetic():
    (m,) = word_mentions("two and a half")
    assert m.value == parse_answer("5/2").values[0] and not m.arith
    assert word_mentions("two twelfths")[0].arith  # a fraction still to reduce


@pytest.mark.parametrize("text,answer,readable", [
    ("So the tiles alone come to 24 hundred dollars.", "2400", True),
    ("So the order is 3 dozen eggs.", "36", True),
    ("So it is half a million.", "500000", True),
    ("So the tiles come to 24 hundred dollars.", "24", False),
])
def test_scale_words_read(text, answer, readable):
    assert answer_readable(text, answer, problem="How much does it cost?") is readable


# -- a prime factorisation in answer position ----------------------------------------------------------------------------

_LCM = "What is the LCM of 18, 24 and 40?"


def test_prime_factorisation_form():
    assert prime_factorisation("2^3 · 3^2 · 5") and prime_factorisation("$2^{4} \\times 7$") and prime_factorisation("3²·11")
    assert not prime_factorisation("2 · 3 · 5")  # no exponent: a product still to do
    assert not prime_factorisation("4^2 · 3") and not prime_factorisation("2^3 · 2") and not prime_factorisation("2^3")


@pytest.mark.parametrize("text,readable", [
    ("In factored form the answer is 2^3 · 3^2 · 5.", True),
    ("So the LCM is $2^3 \\cdot 3^2 \\cdot 5$.", True),
    ("Take the highest powers: 2^3 · 3^2 · 5.", False),  # the last step, still to do
    ("18 = 2·3^2, 24 = 2^3·3, 40 = 2^3·5.", False),
])
def test_prime_factorisation_read(text, readable):
    assert answer_readable(text, "360", problem=_LCM) is readable


def test_atk_s53_factored_answer_hidden():
    draft = ("We need the LCM of 1..6, 8, 9. Highest powers: 2^3 (from 8), 3^2 (from 9), 5.\n\n"
             "In factored form the answer is 2^3 · 3^2 · 5.\n\n$\\boxed{360}$")
    text = summarize_draft(draft, domain="math", problem="What is the smallest positive integer divisible by each of "
                                                          "1, 2, ..., 6 and also by 8 and 9?").text
    assert "2^3 · 3^2 · 5." not in text and "Highest powers: 2^3 (from 8), 3^2 (from 9), 5." in text


# -- roots listed by an answer phrase in a counting problem --------------------------------------------------------------

@pytest.mark.parametrize("problem,draft,stays", [
    ("How many real solutions does x^4 - 13x^2 + 36 = 0 have with x > 0?",
     "Put u = x^2: (u - 4)(u - 9) = 0. The positive solutions are x = 2 and x = 3.\n\nSo the number is $\\boxed{2}$.",
     "x = 2 and x = 3"),
    ("How many integer solutions does x^2 - 5x + 6 = 0 have?",
     "Factor: (x - 2)(x - 3) = 0. The solutions are x = 2 and x = 3.\n\nSo there are $\\boxed{2}$ solutions.", "x = 2 and x = 3"),
    ("How many positive integers n satisfy n^2 < 10?",
     "1, 4, 9 are below 10 and 16 is not. The solutions are n = 1, n = 2 and n = 3.\n\nThe count is $\\boxed{3}$.",
     "n = 1, n = 2 and n = 3"),
])
def test_counted_roots_stay(problem, draft, stays):
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert stays in text and "[hidden" in text
