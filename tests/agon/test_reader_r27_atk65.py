"""atk_s65's kinds (tests/data/atk_s65_cases.jsonl: a black-box attack on 4d633d8's summarizer), closed by kind, each
with inputs of our own beside the attack's case.

Leaks closed: a length named by a Pythagorean triple ("a 3-4-5 right triangle", scaled: ``answer_forms.triples``); an
interval in number words ("strictly between negative one and four"); a multiplier word where the
answer equals a radicand of the problem (a radicand is no given: ``answer_forms.compare.problem_values``); the program
as a bare comprehension glued to a prose word, as TeX inline code (``\\texttt``, ``\\verb``) and as an algorithm typeset
in a display equation (``agon.inline_program``, ``agon.code_summary.math_pseudo_code``).
Over-hiding closed: a value-free clause naming the problem's geometric objects ("the hypotenuse is $DF$"); a glued TeX
fraction ``\\tfrac65`` read as 65; a table of a sequence's terms (``a_1 = 1, a_2 = 4, a_3 = 7``); a bound in words
("greater than 2"); a doctest check without ``assert`` (``>>> f([]) is None``).
Left open (recorded in docs/summaries.md): descriptions by meaning (F_11, a reciprocal rate, the
same as a given gap, another person's age in a check), components stated by role, an intermediate in another unit
converted by a pending last step, a check that substitutes the answer where it is also a given, values at a sample
point equal to the answer, one derivation collapsed when the answer is 1.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_ROWS = {r["id"]: r for r in map(json.loads, (Path(__file__).parents[1] / "data" / "atk_s65_cases.jsonl").open())}


def _summary(cid):
    r = _ROWS[cid]
    return r, summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text


@pytest.mark.parametrize("cid", ["a65-m07", "a65-m11", "a65-m16", "a65-c01", "a65-c02", "a65-c03"])
def test_atk65_leaks_closed(cid):
    r, text = _summary(cid)
    assert not [f for f in r["leak_forms"] if f in text]
    assert not [f for f in r["must_stay"] if f not in text]


@pytest.mark.parametrize("cid", ["a65-p01", "a65-p02", "a65-p03", "a65-p04", "a65-q01"])
def test_atk65_over_hiding_closed(cid):
    r, text = _summary(cid)
    assert not [f for f in r["must_stay"] if f not in text]
    assert not answer_readable(text, r["answer"], r["domain"], problem=r["problem"])


@pytest.mark.parametrize("text,answer,read", [
    ("Dividing by 3, x lies strictly between negative two and five.", "(-2, 5)", True),
    ("so y is between minus one and one, inclusive", "[-1, 1]", True),
    ("x is less than negative three", "(-\\infty, -3)", True),
    ("x lies strictly between negative one and five.", "(-1, 4)", False),
])
def test_interval_in_signed_number_words(text, answer, read):
    assert answer_readable(text, answer, "math") is read


def test_a_radicand_is_no_given():
    from agon_mcore.agon.answer_forms import problem_values

    assert problem_values("Each side is multiplied by $\\sqrt{5}$ and by √7.") == []
    problem = "If each edge of a cube is multiplied by $\\sqrt[3]{7}$, by what factor is its volume multiplied?"
    assert answer_readable("So the volume grows sevenfold.", "7", "math", problem=problem)


_LONGEST = ("def longest(strings):\n    if not strings:\n        return None\n    maxlen = max(len(x) for x in strings)\n"
            "    for s in strings:\n        if len(s) == maxlen:\n            return s")


@pytest.mark.parametrize("prose,gone,read", [
    ("The idea fits the one-liner $\\texttt{max(strings, key=len) if strings else None}$ too.",
     "max(strings, key=len) if strings else None", True),
    ("Equivalently \\verb|[s for s in strings if len(s) == max(map(len, strings))][0]| works on non-empty input.",
     "[s for s in strings if len(s) == max(map(len, strings))][0]", True),
    # hidden as a nested call in a sentence (code_summary.is_code_text); the reader reads it by no rule (a value name,
    # len, that no input holds): the summarizer hides more than the reader reads
    ("Another way is the expression sorted(strings, key=len, reverse=True)[0], but it is O(n log n).",
     "sorted(strings, key=len, reverse=True)[0]", False),
])
def test_program_in_tex_or_bare_prose_is_hidden(prose, gone, read):
    draft = prose + "\n\n```python\n" + _LONGEST + "\n```"
    text = summarize_draft(draft, domain="code", problem="def longest(strings):").text
    assert gone not in text
    assert not answer_readable(text, _LONGEST, "code", problem="def longest(strings):")
    assert answer_readable(prose, _LONGEST, "code", problem="def longest(strings):") is read


def test_pseudo_code_display_is_hidden_and_a_cases_display_stays():
    prog = "def fact(n):\n    r = 1\n    for k in range(2, n + 1):\n        r *= k\n    return r"
    algo = ("$$\\begin{aligned}&r \\gets 1\\\\ &\\textbf{for } k = 2 \\textbf{ to } n \\textbf{ do } r \\gets r k\\\\ "
            "&\\textbf{return } r\\end{aligned}$$")
    cases = "$$n! = \\begin{cases} 1 & \\text{if } n = 0 \\\\ n (n-1)! & \\text{otherwise} \\end{cases}$$"
    text = summarize_draft(algo + "\n\n" + cases + "\n\n```python\n" + prog + "\n```", domain="code",
                           problem="def fact(n):").text
    assert "\\gets" not in text and cases in text


@pytest.mark.parametrize("draft,problem,answer,kept", [
    ("The right angle is at $B$, so in triangle $ABC$ the hypotenuse is $AC$. Then $AC^2 = 9 + 16$.\n\n$\\boxed{5}$",
     "In right triangle $ABC$ with legs $AB = 3$ and $BC = 4$, find $AC$.", "5", "in triangle $ABC$ the hypotenuse is $AC$"),
    ("Equality holds at $x = y = \\dfrac34$, so the bound $2x + 2y \\le 3$ is attained; the maximum of $x + y$ is half of it."
     "\n\n$\\boxed{\\frac{3}{2}}$", "Find the maximum of $x + y$ given $x^2 + y^2 \\le \\frac{9}{8}$.", "\\frac{3}{2}",
     "x = y = \\dfrac34"),
    ("The terms are $b_1 = 2$, $b_2 = 5$, $b_3 = 8$, and in general $3n - 1 = 5$ at $n = 2$... so solve $3n - 1 = 20$: "
     "$3n = 21$.\n\n$\\boxed{7}$", "The sequence $b_n = 3n - 1$. For which $n$ is $b_n = 20$?", "7", "$b_2 = 5$"),
    ("If $n$ is odd, $n + 7$ is even and greater than 2, so it is not prime. Hence $n$ is even.\n\n$\\boxed{2}$",
     "Find the only prime $n$ for which $n + 7$ is also prime.", "2", "even and greater than 2"),
])
def test_work_values_stay(draft, problem, answer, kept):
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert kept in text


def test_doctest_check_without_assert_is_data():
    from agon_mcore.agon.code_data import is_test_line

    assert is_test_line("longest([]) is None", _LONGEST)
    assert is_test_line("add(2, 3) == 5", "def add(a, b):\n    return a + b")
    assert not is_test_line("n == 1")


@pytest.mark.parametrize("text,answer,read", [
    ("That is a 3-4-5 triangle scaled by $\\frac14$.", "1.25", True),
    ("the hypotenuse of a 3-4-5 right triangle", "5", True),
    ("a 5-12-13 triangle with k = 2", "26", True),
    ("a 3-4-6 triangle", "6", False),  # no right triangle
    ("a 3-4-5 triangle", "4", False),  # a leg is no hypotenuse
])
def test_length_by_pythagorean_triple(text, answer, read):
    assert answer_readable(text, answer, "math") is read
