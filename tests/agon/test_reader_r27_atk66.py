"""atk_s66's kinds (tests/data/atk_s66_cases.jsonl: a black-box attack on 1f11cf4's summarizer), closed by kind, each
with inputs of our own beside the attack's case.

Leaks closed: a number as counts of named places in any base ("five eights and two ones" for ``52_8``:
``answer_forms.spoken_ops.place_word_mentions``); the last marker of a numbered list of the counted things whose items
open with their value (``answer_forms.list_index``); "minus the identity matrix" (``answer_forms.named_values``); the
program translated into math notation: a list builder, a loop's pair transition, a predicate in logic symbols
(``agon.inline_program.math_program_spans``).
Over-hiding closed: a lone radical after a relation (``\\sqrt{4 + 1} = \\sqrt5``, ``agon.results``); a multiplicity
word ("a triple root") read as the number 3 (``answer_forms.words``).
Left open (docs/summaries.md): components stated by role (a polar point's angle named "a right angle", a complex
number's parts as a change, a plane's normal vector, a polynomial term by term), a length by its geometric
description, digit groups read in order, a candidate scan with every other candidate rejected, a chosen option's value
used in a check, a known result cited up front, definitions written out, an index equal to the answer; over-hiding of
a given restated ("the base is 1"), intermediates equal to the answer, an option's word inside a compound
("$xy$-plane"), a validity condition, a test table's header.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_ROWS = {r["id"]: r for r in map(json.loads, (Path(__file__).parents[1] / "data" / "atk_s66_cases.jsonl").open())}


def _summary(cid):
    r = _ROWS[cid]
    return r, summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text


@pytest.mark.parametrize("cid,form", [
    ("a66-m01", "five eights and two ones"), ("a66-m08", "7. $n = 24$"), ("a66-m11", "minus the identity matrix"),
    ("a66-c01", None), ("a66-c02", None), ("a66-c03", None),
])
def test_atk66_leaks_closed(cid, form):
    r, text = _summary(cid)
    if form:
        assert form in r["draft"] and form not in text
    else:
        assert not [f for f in r["leak_forms"] if f in text]
        assert answer_readable(r["draft"].replace(r["answer"], ""), r["answer"], "code", problem=r["problem"])
    assert not answer_readable(text, r["answer"], r["domain"], problem=r["problem"])


@pytest.mark.parametrize("cid", ["a66-p03", "a66-p05"])
def test_atk66_over_hiding_closed(cid):
    r, text = _summary(cid)
    assert not [f for f in r["must_stay"] if f not in text]


@pytest.mark.parametrize("text,answer,read", [
    ("that is one sixty-four, two fours and three ones", "1023_4", True),  # 75 = 1023_4, read by value
    ("that is one sixty-four, two fours and three ones", "2023_4", False),
    ("that is seven sixteens and three ones", "73_{16}", True),
    ("three hundreds, four tens and two ones", "342", True),
    ("two apples and three pears", "5", False),
])
def test_place_words(text, answer, read):
    assert answer_readable(text, answer, "math") is read


def test_place_words_values():
    from agon_mcore.agon.answer_forms.spoken_ops import place_word_mentions

    assert [m.value for m in place_word_mentions("one sixty-four, two eights and no ones")] == [80]
    assert [m.value for m in place_word_mentions("five eights and two ones")] == [42]


def test_numbered_list_of_values_counts_and_a_list_of_steps_does_not():
    import sympy

    problem = "How many positive divisors does 10 have?"
    listed = "The divisors:\n1. $d = 1$\n2. $d = 2$\n3. $d = 5$\n4. $d = 10$ itself\n\n$\\boxed{4}$"
    text = summarize_draft(listed, domain="math", problem=problem).text
    assert "4. $d = 10$" not in text and "3. $d = 5$" in text
    from agon_mcore.agon.answer_forms.list_index import list_count_spans

    steps = "1. Factor 10 into primes.\n2. Add one to each exponent.\n3. Multiply the results.\n4. Compare with a list.\n"
    assert list(list_count_spans(steps, [sympy.Integer(4)], problem)) == []  # items in words: the draft's steps, not the things


@pytest.mark.parametrize("text,answer,read", [
    ("leaving just minus the identity matrix.", "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}", True),
    ("the negative of the identity matrix", "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}", True),
    ("leaving just minus the identity matrix.", "\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}", False),
    ("leaving the identity matrix.", "\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}", True),
])
def test_signed_named_matrix(text, answer, read):
    assert answer_readable(text, answer, "math") is read


@pytest.mark.parametrize("latex,python", [
    ("[\\,x \\in \\mathit{strings} : x.\\mathrm{startswith}(\\mathit{prefix})\\,]", "[x for x in strings if x.startswith(prefix)]"),
    ("n \\equiv 0 \\pmod 2 \\;\\wedge\\; n \\ge 8", "n % 2 == 0 and n >= 8"),
    ("\\{ v \\in xs \\mid v \\ne 0 \\}", "{v for v in xs if v != 0}"),
    ("x_i \\le x_{i+1}", None),  # subscripts: math, no Python
    ("O(\\sum |x|)", None),
])
def test_math_as_python(latex, python):
    from agon_mcore.agon.inline_program import math_as_python

    assert math_as_python(latex) == python


def test_math_condition_on_one_input_stays():
    prog = "def is_big(n):\n    return n % 2 == 0 and n >= 8"
    draft = "Small cases fail: for $n \\ge 8$ we can always split.\n\n```python\n" + prog + "\n```"
    assert "$n \\ge 8$" in summarize_draft(draft, domain="code", problem="def is_big(n):").text


@pytest.mark.parametrize("text,read", [("a triple root at $-1$", False), ("a double zero of $f$", False),
                                       ("so the count is three", True)])
def test_multiplicity_word_is_no_value(text, read):
    assert answer_readable(text, "3" if "triple" in text or "three" in text else "2", "math") is read


_CUBIC = ("Let $a$ be a positive real number such that all the roots of \\[x^3 + ax^2 + ax + 1 = 0\\]are real.  Find the "
          "smallest possible value of $a.$")


@pytest.mark.parametrize("text,answer,read", [
    ("$$x^3 + 3x^2 + 3x + 1 = (x+1)^3,$$", "3", True),  # the problem's cubic at a = 3
    ("the cubic $1 + 3x + 3x^2 + x^3$ is a cube", "3", True),  # rearranged
    ("$$x^3 + 3x^2 + 3x + 1 = (x+1)^3,$$", "2", False),
    ("the cubic $x^3 + 2x^2 + 2x + 1$", "3", False),  # another instance
    ("$x^3 + ax^2 + ax + 1 = (x+1)(x^2 + (a-1)x + 1)$", "3", False),  # the letter itself: work
])
def test_problem_formula_at_the_answer(text, answer, read):
    """The multiplicity word no longer hides "a triple root"; the extremal instance it names is read instead
    (answer_forms.instances, fresh21 j10)."""
    assert answer_readable(text, answer, "math", problem=_CUBIC) is read


@pytest.mark.parametrize("content,floats,licensed", [
    ("the integrand tends to $\\frac12$ and the integral converges", [0.5772156649], True),
    ("the integral is about 0.577", [0.5772156649], False),  # a decimal approximation of the answer
    ("it is half of 3", [2.1], False),  # an operation word
    ("$\\pi/4$", [0.785], False),
    ("area under e^x from -2 to 2 equals 2 sinh 2", [7.25], False),  # a function of a number (fresh18 n33)
])
def test_rationals_cannot_state_an_irrational_answer(content, floats, licensed):
    from agon_mcore.agon.results import rational_only

    assert rational_only(content, floats) is licensed


def test_limit_of_the_integrand_stays_for_a_constant_answer():
    problem = "Evaluate the integral \\( \\int^{1}_{0}\\left(\\frac{1}{1-x}+\\frac{1}{\\ln x}\\right)dx \\)."
    draft = ("Substitute $x = e^{-t}$: $$I = \\int_0^\\infty \\left(\\frac{1}{e^{t} - 1} - \\frac{e^{-t}}{t}\\right)dt.$$\n\n"
             "Near $t = 0$ the two terms are $\\frac1t - \\frac12$ and $\\frac1t - 1$, so the integrand tends to "
             "$\\frac12$ and the integral converges.\n\nThis is the integral representation of the Euler–Mascheroni "
             "constant.\n\n$$\\boxed{\\gamma}$$")
    assert "the integrand tends to $\\frac12$ and the integral converges" in \
        summarize_draft(draft, domain="math", problem=problem).text
