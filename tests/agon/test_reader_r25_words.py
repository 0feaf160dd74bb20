"""fresh25's open description kinds, closed by kind, with inputs of our own:

* powers in words are arithmetic ("the fifth power of two", "two to the fifth", "2 to the 5th", "the cube of four":
  ``answer_forms.derived``), read where the work stops (answer position) and after the box (``agon.closing_remarks``);
* "N times the M" is a product ("two and a half times the 100 he had");
* a number by its kind and a neighbour ("the next power of 2 after 16", "the smallest prime above 30":
  ``answer_forms.named_values``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_F25 = {r["id"]: r for r in map(json.loads, (Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh25" /
                                              "heldout.jsonl").open())}


@pytest.mark.parametrize("text,answer,read", [
    ("So the answer is the fifth power of two.", "32", True),
    ("The total is 2 to the 5th.", "32", True),
    ("The answer is the cube of four.", "64", True),
    ("The total is two and a half times the 100 he had.", "250", True),
    ("we need the fifth power of two first", "32", False),  # arithmetic still to do, no answer position
    ("The answer is the fifth power of three.", "32", False),
])
def test_powers_and_products_in_words(text, answer, read):
    assert answer_readable(text, answer) is read


@pytest.mark.parametrize("cid,form", [
    ("e13", "the fifth power of two"),
    ("e09", "two and a half times the 100 he had"),
    ("e07", "Caroline's age is 4!"),
])
def test_fresh25_closing_remarks_in_words_hidden(cid, form):
    r = _F25[cid]
    assert form not in summarize_draft(r["draft"], domain="math", problem=r["problem"]).text


def test_word_power_after_the_box_hidden_and_other_remarks_kept():
    d = ("$2^{10} = 1024$.\n\n\\boxed{1024}\n\nThat is two to the tenth power, a kibi.\n\n"
         "Computers count memory in such powers.")
    text = summarize_draft(d, domain="math", problem="Compute $2^{10}$.").text
    assert "two to the tenth" not in text and "Computers count memory in such powers." in text


@pytest.mark.parametrize("text,answer,read", [
    ("so the first candidate is the next power of 2 after 16", "32", True),
    ("the smallest prime above 30", "31", True),
    ("the largest perfect square below 50", "49", True),
    ("the first multiple of 7 greater than 40", "42", True),
    ("the next triangular number after 10", "15", True),
    ("the next Fibonacci number after 13", "21", True),
    ("the next prime after 30", "37", False),  # 31
    ("the largest prime above 30", "31", False),  # names nothing
])
def test_number_by_kind_and_neighbour(text, answer, read):
    assert answer_readable(text, answer) is read


def test_neighbour_the_problem_names_is_a_given():
    assert not answer_readable("We want the smallest prime above 30.", "31", problem="What is the smallest prime above 30?")


@pytest.mark.parametrize("text,answer,read", [
    ("It is the 5th Mersenne number.", "31", True),  # atk_s55's open kind: M_n = 2^n - 1
    ("It is the fifth Mersenne prime.", "8191", True),
    ("the third Fermat number", "257", True),
    ("the third Fermat number", "17", True),  # counted from F_0
    ("the third Fermat number", "65537", False),
])
def test_mersenne_and_fermat_numbers(text, answer, read):
    assert answer_readable(text, answer) is read


@pytest.mark.parametrize("text,answer,read", [
    ("So x is pinned to 3 and y must be -1.", "(3, -1)", True),  # fresh25 e25's kind: a component pinned in words
    ("So x has to be 3 and y is fixed at -1.", "(3, -1)", True),
    ("x must be positive and y must be odd", "(3, -1)", False),
])
def test_components_pinned_in_words(text, answer, read):
    assert answer_readable(text, answer) is read


def test_fresh25_e25_pinned_component_hidden():
    r = _F25["e25"]
    assert "pinned to 2" not in summarize_draft(r["draft"], domain="math", problem=r["problem"]).text
