"""Three readings by value the fresh22 set found missing, each a kind:

* a form named as the value in hand ("the same number as $\\sqrt[4]{9}$", "Equivalently, $2^7 - 1$"): arithmetic
  characterised, not still to do (``answer_forms.restated_forms.identity_remark``; f27);
* a relation whose left side is one variable negated states the variable's value negated (``-a = 256``; f15);
* formulas with functions compared as functions, by value at points, where expansion does not reach
  (``\\ln(\\sec x)`` = ``-\\ln(\\cos x)``; f32).
"""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms import latex_value
from agon_mcore.agon.answer_forms.values import values_equal
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_SETS = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam"


@pytest.mark.parametrize("text,answer,readable", [
    ("Note this is the same number as $\\sqrt[4]{9}$.", "\\sqrt{3}", True),
    ("Equivalently, $2^7 - 1$.", "127", True),
    ("which is the same value as $\\frac{12\\cdot 11}{2}$.", "66", True),
    ("It is also written as $3 \\cdot 2^7$, for the record.", "384", True),
    ("so the count is $\\frac{12\\cdot 11}{2}$.", "66", False),  # still to do: work
    ("the same number as $\\sqrt[4]{9}$.", "9", False),
])
def test_named_as_the_value(text, answer, readable):
    assert answer_readable(text, answer, "math") is readable


@pytest.mark.parametrize("text,answer,readable", [
    ("Therefore $-\\frac{a}{8} = 32$, which gives $-a = 256$.", "-256", True),
    ("so $-x = -7$.", "7", True),
    ("so $-2x = -6$ and we divide", "3", False),  # a coefficient other than -1: an equation still to solve
    ("so $-x = 7$.", "-7", True),
])
def test_negated_variable(text, answer, readable):
    assert answer_readable(text, answer, "math") is readable


@pytest.mark.parametrize("a,b,equal", [
    ("\\ln(\\sec x)", "-\\ln(\\cos x)", True),
    ("\\sin 2x", "2\\sin x\\cos x", True),
    ("e^{2\\ln x}", "x^2", True),
    ("\\tan x", "\\sin x", False),
    ("\\ln(\\sec x) + C", "-\\ln(\\cos x)", False),
    ("\\cos(x + y)", "\\cos x \\cos y - \\sin x \\sin y", True),
    ("\\cos(x + y)", "\\cos x \\cos y + \\sin x \\sin y", False),
])
def test_formulas_by_value(a, b, equal):
    assert values_equal(latex_value(a), latex_value(b)) is equal


@pytest.mark.parametrize("case_id", ["f15", "f32"])
def test_fresh22_cases_hidden(case_id):
    row = next(json.loads(x) for x in open(_SETS / "fresh22" / "heldout.jsonl") if json.loads(x)["id"] == case_id)
    out = summarize_draft(row["draft"], domain="math", problem=row["problem"])
    assert not answer_readable(out.text, row["answer"], "math", problem=row["problem"]), out.text
    for form in row["leak_forms"]:
        assert form not in out.text


@pytest.mark.parametrize("text,answer,readable", [
    ("which is nine to the power one quarter.", "\\sqrt{3}", True),  # an irrational power names the value
    ("2 raised to the power 0.5", "\\sqrt{2}", True),
    ("which is two to the power of ten.", "1024", False),  # a rational one is arithmetic still to do
    ("so the answer is two to the power of ten.", "1024", True),
])
def test_powers_in_words(text, answer, readable):
    assert answer_readable(text, answer, "math", count_work=False) is readable


@pytest.mark.parametrize("text,answer,readable", [
    ("So the expectation exists for $d = 3, 4, 5, \\dots$ and fails for $d = 1, 2$.", "d \\geq 3", True),
    ("values 3, 4, 5, … work", "[3, \\infty)", True),
    ("every $n = 2, 3, 4, \\ldots$ works", "n > 1", True),
    ("the odd numbers 1, 3, 5, ... are all fine", "d \\geq 3", False),
    ("the terms 3, 4, 5, … 10", "[3, \\infty)", False),  # a finite run written with an ellipsis
])
def test_endless_progression(text, answer, readable):
    assert answer_readable(text, answer, "math", count_work=False) is readable


@pytest.mark.parametrize("latex,expected", [("d \\geq 3", "d >= 3"), ("d \\gt 3", "d > 3"), ("d \\leq 3", "d <= 3")])
def test_variable_d_before_a_relation(latex, expected):
    assert str(latex_value(latex)) == expected


def test_fresh22_f12_sentence_hidden():
    row = next(json.loads(x) for x in open(_SETS / "fresh22" / "heldout.jsonl") if json.loads(x)["id"] == "f12")
    out = summarize_draft(row["draft"], domain="math", problem=row["problem"])
    assert "$d = 3, 4, 5, \\dots$" not in out.text and "**Radial integral.**" in out.text
