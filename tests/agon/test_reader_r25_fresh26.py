"""fresh26's kinds, closed by kind (set: tools/summary_redteam/fresh26), with inputs of our own for each.

* arithmetic after the box that evaluates to the answer restates it (``agon.closing_remarks``: "a narcissistic number,
  $3^3 + 7^3 + 1^3$ gives back its own digits");
* a set of reals by its name (``\\mathbb{R}_{>0}``, ``\\mathbb{R}^+``, "the non-negative reals": ``answer_forms.solution_sets``);
* a point the work looks at is no statement ("converges: near 0, ..."; ``agon.spans.POINT_BEFORE``, a role in
  ``agon.failclosed.work_reason`` too);
* a side of a size is no factor ("$(n-1)\\times(n-1)$ minors": ``answer_forms.factors``);
* a clause that ends in an integral, a sum or a limit still to evaluate is work (``agon.unevaluated.calculus_to_do``: the
  results pass and the conclusion's extent);
* measures of the unit objects are named constants ("the surface area of the unit sphere": ``answer_forms.named_values``);
* the trivial group states 1 (``agon.number_free``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms import parse_answer
from agon_mcore.agon.answer_forms.factors import factor_mentions
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.unevaluated import calculus_to_do

_SET = Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh26" / "heldout.jsonl"
_ROWS = {r["id"]: r for r in map(json.loads, _SET.open())}


def _summary(draft: str, problem: str, domain: str = "math") -> str:
    return summarize_draft(draft, domain=domain, problem=problem).text


# ----------------------------------------------------------------------------- the set's own cases

@pytest.mark.parametrize("cid", ["i11", "i20", "i18"])
def test_fresh26_leaks_hidden(cid):
    r = _ROWS[cid]
    text = _summary(r["draft"], r["problem"], r["domain"])
    for form in r["leak_forms"]:
        assert form not in text, (cid, form)
    assert not answer_readable(text, r["answer"], r["domain"], problem=r["problem"])


@pytest.mark.parametrize("cid,keep", [
    ("ip07", "near 0, $|\\log x|$ is integrable"),
    ("ip18", "$(n-1)\\times(n-1)$ minors"),
    ("i17", "So the integral is $\\int_0^{2\\pi}\\ln\\pi\\,d\\theta$."),
    ("i18", "so the integral is $\\int_0^{2\\pi}\\int_0^{\\pi}\\sin u\\,du\\,dv$"),
    ("i21", "so the integral becomes $\\int_1^\\infty \\frac{du}{u^s}$"),
    ("ip09", "which is not asked"),
])
def test_fresh26_work_stays(cid, keep):
    r = _ROWS[cid]
    text = _summary(r["draft"], r["problem"], r["domain"])
    assert keep in text, (cid, text)
    assert not answer_readable(text, r["answer"], r["domain"], problem=r["problem"])


# ----------------------------------------------------------------------------- arithmetic after the box

def test_arithmetic_after_the_box_that_evaluates_to_the_answer_is_hidden():
    d = "We need $13^2 + 5$.\n\nSo $169 + 5 = 174$.\n\n\\boxed{174}\n\nNeat: $2 \\cdot 3 \\cdot 29$ is the same number."
    assert "2 \\cdot 3 \\cdot 29" not in _summary(d, "Compute $13^2+5$.")
    d = "Area: $6 \\cdot 7 = 42$.\n\n\\boxed{42}\n\nFun fact: forty-two is also $101010_2$, i.e. $32 + 8 + 2$."
    assert "32 + 8 + 2" not in _summary(d, "What is the area of a 6 by 7 rectangle?")


def test_arithmetic_after_the_box_of_another_value_stays():
    d = ("Area: $6 \\cdot 7 = 42$.\n\n\\boxed{42}\n\n"
         "### Check\n\nThe perimeter is $2(6 + 7) = 26$, a different quantity.")
    assert "2(6 + 7) = 26" in _summary(d, "What is the area of a 6 by 7 rectangle?")


# ----------------------------------------------------------------------------- named sets of reals

@pytest.mark.parametrize("text,answer,read", [
    ("the series converges exactly on $\\mathbb{R}_{>0}$.", "(0, \\infty)", True),
    ("so it holds on $\\mathbb{R}^+$", "(0, \\infty)", True),
    ("so it holds on ℝ⁺", "(0,\\infty)", True),
    ("on $\\mathbb{R}_{\\ge 0}$", "[0, \\infty)", True),
    ("on $\\mathbb{R}_{\\ge 0}$", "(0, \\infty)", False),
    ("on $\\mathbb{R} \\setminus \\{0\\}$", "(-\\infty, 0) \\cup (0, \\infty)", True),
    ("exactly the positive reals", "(0, \\infty)", True),
    ("the set of non-negative real numbers", "(0, \\infty)", False),
    ("the set of non-negative real numbers", "[0, \\infty)", True),
    ("so it holds for all real numbers.", "(-\\infty,\\infty)", True),
])
def test_named_sets(text, answer, read):
    assert answer_readable(text, answer) is read


def test_the_reals_as_the_problem_domain_are_a_given():
    assert not answer_readable("Let $x \\in \\mathbb{R}$.", "(-\\infty,\\infty)", problem="For which real x does it converge?")
    assert answer_readable("so it holds on all of $\\mathbb{R}$.", "(-\\infty,\\infty)", problem="For which x does it converge?")


# ----------------------------------------------------------------------------- a point the work looks at

@pytest.mark.parametrize("line", [
    "The integral converges: near 0, $|\\log x|$ is integrable.",
    "The integral converges since near 0 the log is integrable.",
    "The integrand blows up at 0 but only logarithmically.",
])
def test_point_the_work_looks_at_stays(line):
    d = line + "\n\nSubstitute $x = 1/t$, so $I = -I$.\n\n\\boxed{0}"
    text = _summary(d, "Evaluate $\\int_0^\\infty \\frac{\\log x}{1+x^2}dx$.")
    assert line in text


def test_a_value_stated_as_near_stays_hidden():
    d = "I expect the value is near 0 by symmetry.\n\nSubstitute $x = 1/t$, so $I = -I$.\n\n\\boxed{0}"
    assert "near 0" not in _summary(d, "Evaluate $\\int_0^\\infty \\frac{\\log x}{1+x^2}dx$.")


# ----------------------------------------------------------------------------- sizes, not factors

def test_size_is_no_factor():
    n1 = parse_answer("n - 1").values
    assert factor_mentions("whose entries are $(n-1)\\times(n-1)$ minors.", n1) == []
    assert factor_mentions("tile an $(n+1) \\times (n-1)$ board", n1) == []
    assert len(factor_mentions("so $P(n) = (n+1)(n-1)$", n1)) == 1  # a factorisation still states it


# ----------------------------------------------------------------------------- calculus still to do

@pytest.mark.parametrize("clause,to_do", [
    ("the integral becomes $\\int_1^\\infty \\frac{du}{u^s}$.", True),
    ("so the sum is $\\sum_{k=1}^{10} k^2$", True),
    ("the limit is $\\lim_{n\\to\\infty} (1 + 1/n)^n$.", True),
    ("the integral is $\\int_0^1 2x\\,dx = 1$.", False),
    ("so the total is $3 + 4$.", False),
])
def test_calculus_to_do(clause, to_do):
    assert calculus_to_do(clause) is to_do


def test_pending_sum_before_the_box_stays():
    d = "Each term is a square, so the total is $\\sum_{k=1}^{4} k^2$.\n\n\\boxed{30}"
    text = _summary(d, "Compute $1^2+2^2+3^2+4^2$.")
    assert "$\\sum_{k=1}^{4} k^2$" in text and "30" not in text


# ----------------------------------------------------------------------------- measures of unit objects

@pytest.mark.parametrize("text,answer,read", [
    ("The answer is just the surface area of the unit sphere.", "4\\pi", True),
    ("It is the area of the unit disc.", "\\pi", True),
    ("the circumference of the unit circle, no more", "2\\pi", True),
    ("the volume of the unit ball", "\\frac{4\\pi}{3}", True),
    ("the volume of the unit ball", "4\\pi", False),
])
def test_unit_object_measures(text, answer, read):
    assert answer_readable(text, answer) is read


def test_unit_object_measure_the_problem_names_is_a_given():
    assert not answer_readable("We need the area of the unit disc.", "\\pi", problem="Find the area of the unit disc.")


# ----------------------------------------------------------------------------- the trivial group

def test_trivial_group_states_one():
    d = ("An automorphism fixes $0$, then every $n$ by induction.\n\n"
         "Hence the identity is the only automorphism; the automorphism group is trivial.\n\n\\boxed{1}")
    assert "trivial" not in _summary(d, "Determine the number of automorphisms of $\\langle \\omega, < \\rangle$.")


def test_a_count_in_words_after_at_is_no_point():
    # fresh10 va09: "meets the $y$-axis at a pair of distinct points" for the count 2 (the point role is for numerals)
    d = ("The discriminant is $16 + 4 = 20 > 0$.\n\nA positive discriminant means the parabola meets the $y$-axis at a pair "
         "of distinct points.\n\n\\boxed{2}")
    assert "a pair" not in _summary(d, "How many times does the curve $x = y^2 - 4y - 1$ meet the $y$-axis?")


# ----------------------------------------------------------------------------- formulas of the work, compared as values

def test_other_formula():
    from agon_mcore.agon.value_kind import other_formula

    assert other_formula("invertible, inverse $I - E_{ij}$", ["A = cI"])
    assert other_formula("z^{n-1}(n g(z) + z g'(z))", ["\\dfrac{1}{n}"])
    assert not other_formula("$cI$", ["A = cI"])  # the answer's own side
    assert not other_formula("\\frac{1}{n}", ["\\dfrac{1}{n}"])
    assert not other_formula("\\frac{2}{n} \\cdot x", ["\\dfrac{2}{n}"])  # holds the answer
    assert not other_formula("every entry", ["A = cI"])  # no formula at all


@pytest.mark.parametrize("cid,keep", [
    ("i25", "$f'(z) = z^{n-1}(n g(z) + z g'(z))$"),
    ("i16", "(invertible, inverse $I - E_{ij}$)"),
])
def test_formula_slots_of_the_work_stay(cid, keep):
    r = _ROWS[cid]
    text = _summary(r["draft"], r["problem"])
    assert keep in text
    assert not answer_readable(text, r["answer"], problem=r["problem"])


def test_other_formula_equal_at_integer_points_is_no_other():
    from agon_mcore.agon.value_kind import other_formula

    # fresh25 e23: cos(k pi) k! is (-1)^k k! for every integer k
    assert not other_formula("\\cos(k\\pi)\\,k!", ["(-1)^k k!"])
    assert not other_formula("x$ runs from -2 up to 7, endpoints included", ["x \\in [-2,7]"])  # prose, not math
