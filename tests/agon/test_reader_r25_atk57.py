"""atk_s57's kinds, closed by kind (cases: tests/data/atk_s57_cases.jsonl), with inputs of our own for each.

* character codes that spell the answer ("the character codes are 49 47 52" for 1/4: ``answer_forms.encodings``);
* a size by a multiple unit of bytes ("1 MiB" for 1048576: ``answer_forms.named_values``);
* a division with remainder written out where a remainder is asked ("192 = 14·13 + 10": ``answer_forms.residues``);
* a line answer by two of its points or its two intercepts (``answer_forms.named_values``);
* fresh26 i08's kind: a quantity in a unit of another dimension than the asked one is work ("halfway is 2 miles" when
  the problem asks how long: ``agon.asked.other_dimension``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.asked import asked_dimension
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_CASES = {c["id"]: c for c in map(json.loads, (Path(__file__).parents[1] / "data" / "atk_s57_cases.jsonl").open())}


def _summary(draft: str, problem: str, domain: str = "math") -> str:
    return summarize_draft(draft, domain=domain, problem=problem).text


@pytest.mark.parametrize("cid", ["e08", "e10", "e14", "e16"])
def test_atk57_leaks_hidden(cid):
    c = _CASES[cid]
    text = _summary(c["draft"], c["problem"])
    for form in c["leak_forms"]:
        assert form not in text, (cid, form, text)


@pytest.mark.parametrize("text,answer,read", [
    ("The character codes of the reduced fraction are 49 47 52.", "\\frac{1}{4}", True),
    ("In ASCII: 0x32 0x34", "24", True),
    ("as code points U+0032 U+0034", "24", True),
    ("We have 50 52 apples.", "24", False),  # no sentence names codes
    ("The ASCII codes 72 105 spell Hi.", "24", False),
])
def test_character_codes(text, answer, read):
    assert answer_readable(text, answer) is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("That is exactly one mebibyte (1 MiB) worth of bytes", "1048576", None, True),
    ("so 2 KiB", "2048", None, True),
    ("so 2 kB", "2000", None, True),
    ("so 2 KB", "2048", None, True),
    ("so 3 MB of data", "1048576", None, False),
    ("each block is 1 MiB", "1048576", "A file of 1 MiB is split into blocks of that size.", False),
])
def test_byte_sizes(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


@pytest.mark.parametrize("text,read", [
    ("$12\\cdot16 = 192 = 14\\cdot 13 + 10$.", True),
    ("$192 = 13 \\cdot 14 + 10$", True),
    ("$200 = 15 \\cdot 13 + 5$", False),
])
def test_division_with_remainder(text, read):
    assert answer_readable(text, "10", problem="What is the remainder when $2^{10}$ is divided by 13?") is read


def test_division_with_remainder_in_a_summary():
    d = ("$3^{4} = 81$ and $81 = 6 \\cdot 13 + 3$.\n\nSo the remainder is 3.\n\n$\\boxed{3}$")
    text = _summary(d, "Find the remainder when $3^4$ is divided by 13.")
    assert "6 \\cdot 13 + 3" not in text and "81 = 6 \\cdot 13" in text


@pytest.mark.parametrize("text,read", [
    ("Point-slope gives the line through (0,1) and (1,3); done.", True),
    ("it meets the x-axis at x = -1/2 and the y-axis at y = 1, fine.", True),
    ("the x-intercept is -1/2 and the y-intercept is 1.", True),
    ("the line through (0,1) and (2,3)", False),  # another line
])
def test_line_by_points_or_intercepts(text, read):
    assert answer_readable(text, "y = 2x + 1", problem="Find the equation of the line through $(0,1)$ with slope 2.") is read


def test_line_by_points_the_problem_gives_is_a_given():
    assert not answer_readable("the line through (0,1) and (1,3)", "y = 2x + 1", problem="Find the line through (0,1) and (1,3).")


# ----------------------------------------------------------------------------- another dimension (fresh26 i08)

@pytest.mark.parametrize("problem,dim", [
    ("If he walks 4 miles per hour how long did it take him to reach the store?", "time"),
    ("How far did the train go?", "length"),
    ("How much money does she have left?", "money"),
    ("How many apples are left?", None),
    ("How long is the rope?", None),
])
def test_asked_dimension(problem, dim):
    assert asked_dimension(problem) == dim


def test_quantity_of_another_dimension_stays():
    p = ("James walked halfway to the store and back home, then to the store. His home is 4 miles from the store and "
         "he walks 4 miles per hour. How long did it take him to reach the store?")
    d = ("The store is 4 miles from home, so halfway is 2 miles.\nHe walks 2 miles out, 2 miles back, then 4 miles: 8 miles.\n"
         "At 4 miles per hour that is 8 ÷ 4.\n\n\\boxed{2}")
    text = _summary(d, p)
    assert "so halfway is 2 miles." in text and "He walks 2 miles out, 2 miles back" in text


def test_quantity_of_the_asked_dimension_stays_hidden():
    p = "A car drives 120 miles at 60 miles per hour. How long does the trip take?"
    text = _summary("Time is distance over speed: 120 / 60 = 2 hours.\n\nSo the trip takes 2 hours.\n\n\\boxed{2}", p)
    assert "2 hours" not in text
