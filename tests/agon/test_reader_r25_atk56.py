"""atk_s56's kinds, closed by kind (cases: tests/data/atk_s56_cases.jsonl), with inputs of our own for each.

* value-free reasons near the conclusion stay (``agon.conclusion_extent._value_free_sentence``), also after the
  final derivation's result; an answer of 1 is no longer failed closed as a whole (``agon.number_free``: the words of
  existence, certainty and wholeness state it);
* an interval answer by its centre and half-width (``|x - 7/2| \\le 3/2``, "centred at 7/2 with half-width 3/2",
  "within 1.5 of 3.5", "3.5 ± 1.5": ``answer_forms.solution_sets``);
* a 2x2 matrix answer named by its plane map (a rotation by an angle or a fraction of a turn, a reflection, a
  projection, a scaling: ``answer_forms.named_values``);
* a formula answer as a spreadsheet cell formula (``=A1^2+2*A1+1``: ``answer_forms.compare``);
* the graded program as a listing with line numbers outside fences (``answer_forms.code``, form ``numbered``).
"""
from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms.code import code_regions
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.number_free import number_free
from agon_mcore.agon.summary import summarize_draft

_CASES = {c["id"]: c for c in map(json.loads, (Path(__file__).parents[1] / "data" / "atk_s56_cases.jsonl").open())}
_ROT = "\\begin{pmatrix} 0 & -1 \\\\ 1 & 0 \\end{pmatrix}"


def _summary(draft: str, problem: str, domain: str = "math") -> str:
    return summarize_draft(draft, domain=domain, problem=problem).text


# ----------------------------------------------------------------------------- the attack's own cases

@pytest.mark.parametrize("cid", ["e03", "e04", "e10", "ec02"])
def test_atk56_leaks_are_hidden(cid):
    c = _CASES[cid]
    text = _summary(c["draft"], c["problem"], c["domain"])
    for form in c["leak_forms"]:
        assert form not in text, (cid, form, text)
    assert not answer_readable(text, c["answer"], c["domain"], problem=c["problem"])
    if c["domain"] == "code":  # and the reader reads the listing itself
        assert answer_readable(c["draft"].split("```python")[0], c["answer"], "code")


def test_atk56_e03_reader_reads_the_centred_forms():
    c = _CASES["e03"]
    for form in c["leak_forms"]:
        assert answer_readable(form, c["answer"], problem=c["problem"]), form


# ----------------------------------------------------------------------------- value-free reasons

def test_value_free_reason_before_the_box_stays():
    d = ("Complete the square: $f(x) = (x-3)^2 - 3$, so the vertex is at $x = 3$.\n\n"
         "The parabola opens upward, since its leading coefficient is positive.\n\n$\\boxed{-3}$")
    text = _summary(d, "Find the minimum value of $f(x)=x^2-6x+6$.")
    assert "The parabola opens upward, since its leading coefficient is positive." in text
    assert "\\boxed{-3}" not in text


def test_value_free_reason_after_the_derived_result_stays_and_the_result_goes():
    d = ("Each box holds $12 \\cdot 5 = 60$ pens and there are $7$ boxes: $7 \\cdot 60 = 420$.\n\n"
         "No pens are left over because the packs are never split.\n\nThe store has $\\boxed{420}$ pens.")
    text = _summary(d, "A store has 7 boxes with 12 packs of 5 pens each. How many pens?")
    assert "No pens are left over because the packs are never split." in text
    assert "420" not in text


def test_a_sentence_that_restates_a_small_answer_in_words_stays_hidden():
    # "never meets the x-axis" is the count 0 by meaning; "guaranteed" is the probability 1
    d = ("The discriminant is $b^2-4ac = 9-20 = -11$.\n\nSince the discriminant is negative, the parabola never meets "
         "the x-axis.\n\nSo there are $\\boxed{0}$ real solutions.")
    assert "never meets" not in _summary(d, "How many real solutions does $x^2+3x+5=0$ have?")
    d = ("We need $P(\\text{at least one}) = 1 - P(\\text{none})$ and $P(\\text{none}) = 0$ here.\n\n"
         "The event is guaranteed to happen.\n\n$\\boxed{1}$")
    assert "guaranteed" not in _summary(d, "What is the probability that at least one light is on?")


def test_a_superlative_or_pointer_sentence_stays_hidden():
    d = ("Each box holds $12 \\cdot 5 = 60$ pens and there are $7$ boxes: $7 \\cdot 60 = 420$.\n\n"
         "That is the total number of pens we wanted.\n\nThe store has $\\boxed{420}$ pens.")
    assert "total number of pens" not in _summary(d, "A store has 7 boxes with 12 packs of 5 pens each. How many pens?")


def test_answer_one_reads_existence_certainty_and_wholeness_words():
    one = [Fraction(1)]
    assert number_free("so f is strictly increasing", one)
    assert number_free("the graph rises through the axis between the checks", one)
    for t in ("so there is a root", "so it exists", "so it always happens", "the event is certain", "so the map is injective",
              "so the root is unique", "it crosses once", "the whole board is covered"):
        assert not number_free(t, one), t
    assert not number_free("so the product is negative", [Fraction(-1)])
    assert number_free("so the product is negative", [Fraction(-7)])  # a sign alone states no magnitude


def test_answer_one_keeps_the_increasing_reason_in_a_summary():
    d = ("Let $f(x)=x^3+x-1$; $f'(x)=3x^2+1>0$, so f is strictly increasing.\n\n"
         "The graph rises through the axis between the checks.\n\n$\\boxed{1}$")
    text = _summary(d, "How many real roots does $x^3+x-1$ have?")
    assert "so f is strictly increasing" in text
    assert "The graph rises through the axis between the checks." in text


# ----------------------------------------------------------------------------- an interval by centre and half-width

@pytest.mark.parametrize("text,answer,read", [
    ("so $|x - 7/2| \\le 3/2$", "[2, 5]", True),
    ("so $|x - \\frac{7}{2}| < \\frac32$", "(2, 5)", True),
    ("so $|x - \\frac{7}{2}| < \\frac32$", "[2, 5]", False),  # open is not closed
    ("every x within 1.5 of 3.5", "[2,5]", True),
    ("x is 3.5 ± 1.5", "[2,5]", True),
    ("the stretch centred at 0 with radius 4", "[-4, 4]", True),
    ("$|x - 3.5| > 1.5$", "(-\\infty, 2) \\cup (5, \\infty)", True),
    ("$|x + 3.5| \\le 1.5$", "[2,5]", False),  # centred at -3.5
    ("every x within 2 of 3.5", "[2,5]", False),
])
def test_centred_interval(text, answer, read):
    assert answer_readable(text, answer) is read


def test_centred_interval_the_problem_states_is_a_given():
    p = "Solve $|x - 7/2| \\le 3/2$."
    assert not answer_readable("We unfold $|x - 7/2| \\le 3/2$ into two inequalities.", "[2, 5]", problem=p)


# ----------------------------------------------------------------------------- plane maps

@pytest.mark.parametrize("text,answer,read", [
    ("R is the rotation by 90°.", _ROT, True),
    ("R is a rotation through $\\frac{\\pi}{2}$", _ROT, True),
    ("R is the quarter-turn rotation.", _ROT, True),
    ("R is the rotation by 90° clockwise.", _ROT, False),  # the other sense
    ("R is the clockwise quarter-turn rotation.", "\\begin{pmatrix} 0 & 1 \\\\ -1 & 0 \\end{pmatrix}", True),
    ("it is the reflection across the x-axis", "\\begin{pmatrix} 1 & 0 \\\\ 0 & -1 \\end{pmatrix}", True),
    ("it is the reflection in the line $y = -x$", "\\begin{pmatrix} 0 & -1 \\\\ -1 & 0 \\end{pmatrix}", True),
    ("it is the reflection across the x-axis", "\\begin{pmatrix} 0 & -1 \\\\ -1 & 0 \\end{pmatrix}", False),
    ("P is the projection onto the y-axis", "\\begin{pmatrix} 0 & 0 \\\\ 0 & 1 \\end{pmatrix}", True),
    ("so it is the scaling by 3", "\\begin{pmatrix} 3 & 0 \\\\ 0 & 3 \\end{pmatrix}", True),
    ("R is the half-turn rotation", "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}", True),
])
def test_plane_map_names(text, answer, read):
    assert answer_readable(text, answer) is read


def test_plane_map_the_problem_names_is_a_given():
    p = "Find the matrix of the rotation by $\\pi/2$."
    assert not answer_readable("Let R be the rotation by $\\pi/2$. Its columns are images.", _ROT, problem=p)


# ----------------------------------------------------------------------------- spreadsheet formulas

@pytest.mark.parametrize("text,read", [
    ("`=A1^2+2*A1+1`", True),
    ("the cell formula is =B2^2 + 2*B2 + 1", True),
    ("=$A$1^2+2*$A$1+1", True),
    ("=A1^2+3*A1+1", False),
    ("=SUM(A1:A3)", False),
])
def test_cell_formula(text, read):
    assert answer_readable(text, "x^2+2x+1") is read


def test_cell_formula_hidden_from_its_first_character():
    d = "Expand the square.\n\nWith x in C3 the sheet formula is `=C3^2+2*C3+1`.\n\n$\\boxed{x^2+2x+1}$"
    text = _summary(d, "Expand $(x+1)^2$.")
    assert "C3^2" not in text and "=C" not in text and "Expand the square." in text


# ----------------------------------------------------------------------------- numbered listings

_PROG = "def f(xs):\n    total = 0\n    for x in xs:\n        total += x * x\n    return total\n"


def test_numbered_listing_is_a_code_region():
    listing = "Listing:\n\n1: def f(xs):\n2:     total = 0\n3:     for x in xs:\n4:         total += x * x\n5:     return total\n"
    rs = [r for r in code_regions(listing) if r.form == "numbered"]
    assert len(rs) == 1 and rs[0].code.startswith("def f(xs):") and "    total = 0" in rs[0].code
    assert answer_readable(listing, _PROG, "code")
    listing2 = listing.replace(": ", " │ ").replace("1:", "1 │").replace("2:", "2 │").replace("3:", "3 │") \
        .replace("4:", "4 │").replace("5:", "5 │")
    assert answer_readable(listing2, _PROG, "code")


def test_numbered_prose_list_is_no_code_region():
    prose = "Steps:\n1: read n\n2: loop over the list\n3: print the sum\n"
    assert not [r for r in code_regions(prose) if r.form == "numbered"]
    prose2 = "Plan:\n1. Read the numbers.\n2. Square each one.\n3. Add them up.\n"
    assert not [r for r in code_regions(prose2) if r.form == "numbered"]


def test_numbered_listing_hidden_in_a_code_summary():
    d = ("Sum of squares, O(n).\n\n 1 | def f(xs):\n 2 |     total = 0\n 3 |     for x in xs:\n 4 |         total += x * x\n"
         " 5 |     return total\n\n```python\n" + _PROG + "```\n")
    text = _summary(d, "Return the sum of squares of a list.", "code")
    assert "total = 0" not in text and "def f" not in text and "Sum of squares, O(n)." in text


# ----------------------------------------------------------------------------- sign checks in a count problem

def test_sign_check_equal_to_the_count_stays():
    # atk_s56 ep06: f(1) = 1 > 0 where the count of roots is 1; our own: f(2) = 3 > 0 where it is 3
    c = _CASES["ep06"]
    assert "$f(1) = 1 > 0$" in _summary(c["draft"], c["problem"])
    p = "How many real roots does $x^3 - 3x + 1$ have?"
    d = ("$f(-2) = -1 < 0$, $f(0) = 1 > 0$, $f(1) = -1 < 0$, $f(2) = 3 > 0$, so there is a root in each of the intervals "
         "between.\n\nA cubic has at most that many roots, so the sign changes decide.\n\n\\boxed{3}")
    text = _summary(d, p)
    assert "$f(2) = 3 > 0$, so there is a root in each of the intervals between." in text
    assert not answer_readable("$f(2) = 3 > 0$", "3", problem=p)


def test_a_count_stated_as_a_function_value_without_a_sign_stays_hidden():
    p = "How many subsets of a 3-element set are there?"
    d = "Let $N(k)$ be the number of subsets of a $k$-set; $N(k) = 2N(k-1)$ with $N(0) = 1$, so $N(3) = 8$.\n\n\\boxed{8}"
    assert "N(3) = 8" not in _summary(d, p)


def test_a_bare_value_free_remark_near_the_answer_stays_hidden():
    # a reason gives its ground; a bare remark may describe the value by meaning ("a carton of eggs" for 12)
    d = ("There are $3 \\cdot 4 = 12$ eggs in all.\n\nThat's like a carton of eggs.\n\nThe box holds $\\boxed{12}$ eggs.")
    assert "carton" not in _summary(d, "A box has 3 rows of 4 eggs. How many eggs are in the box?")
