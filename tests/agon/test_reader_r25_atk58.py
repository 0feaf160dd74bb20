"""atk_s58's kinds, closed by kind (cases: tests/data/atk_s58_cases.jsonl), with inputs of our own for each.

* a probability named by a standard experiment ("the chance that two fair coins both land heads": named_values);
* a scalar multiple of a matrix written out ("twice the symmetric matrix with rows (1, 1) and (1, 3)": compare);
* the answer's set stated as the solution set of an inequality ("the solution set is exactly where (x+2)(x-5) < 0":
  solution_sets);
* over-hide: the count of an enumeration just listed is a known value ("the primes are 101, ..., 127, which is 6 more":
  results._listed_count), unless it is the answer's.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_CASES = {c["id"]: c for c in map(json.loads, (Path(__file__).parents[1] / "data" / "atk_s58_cases.jsonl").open())}


def _summary(draft: str, problem: str, domain: str = "math") -> str:
    return summarize_draft(draft, domain=domain, problem=problem).text


@pytest.mark.parametrize("cid", ["e04", "e10", "e15"])
def test_atk58_leaks_hidden(cid):
    c = _CASES[cid]
    text = _summary(c["draft"], c["problem"])
    for form in c["leak_forms"]:
        assert form not in text, (cid, form, text)


@pytest.mark.parametrize("text,answer,read", [
    ("This is the same as the chance that two fair coins both land heads.", "\\frac{1}{4}", True),
    ("the probability that a fair die shows a six", "\\frac16", True),
    ("the chance of three heads in a row", "\\frac{1}{8}", True),
    ("the probability that two dice both show sixes", "\\frac{1}{36}", True),
    ("the chance that two fair coins both land heads", "\\frac{1}{8}", False),
])
def test_standard_experiments(text, answer, read):
    assert answer_readable(text, answer) is read


def test_standard_experiment_the_problem_names_is_a_given():
    p = "What is the chance that two fair coins both land heads?"
    assert not answer_readable("We want the chance that two fair coins both land heads.", "\\frac14", problem=p)


@pytest.mark.parametrize("text,read", [
    ("the result is twice the symmetric matrix with rows (1, 1) and (1, 3).", True),
    ("it is 2 times [[1, 1], [1, 3]]", True),
    ("it is three times the matrix with rows (1, 1) and (1, 3)", False),
    ("the matrix with rows (1, 1) and (1, 3)", False),
])
def test_scaled_matrix(text, read):
    assert answer_readable(text, "\\begin{pmatrix} 2 & 2 \\\\ 2 & 6 \\end{pmatrix}") is read


@pytest.mark.parametrize("text,read", [
    ("Equivalently the solution set is exactly where (x+2)(x-5) < 0.", True),
    ("The answer is the set of x with $x^2 - 3x - 10 < 0$.", True),
    ("We factor: (x+2)(x-5) < 0.", False),  # a step, no answer phrase
    ("the solution set is exactly where (x+2)(x-6) < 0.", False),
])
def test_solution_set_of_an_inequality(text, read):
    assert answer_readable(text, "(-2, 5)", problem="Solve |2x - 3| < 7.") is read


def test_count_of_a_listed_enumeration_stays():
    c = _CASES["e01"]
    assert "which is 6 more." in _summary(c["draft"], c["problem"])
    p = "How many primes are less than 10?"
    assert "4" not in _summary("The primes below 10 are 2, 3, 5, 7, which is 4 in all.\n\n\\boxed{4}", p).replace("10", "")
