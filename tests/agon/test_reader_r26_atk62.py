"""atk_s62's kinds (tests/data/atk_s62_cases.jsonl: the attack on e8b905a), closed by kind, with inputs of our own.

* a point written as a complex number where the text names the complex plane ("corresponds to the complex number
  $3 - 4i$" for ``(3, -4)``: ``answer_forms.components.complex_point_spans``);
* over-hiding: a value after an inequality sign is a bound, not a derivation's result ("$2^2 - 4\\cdot 5 = -16 < 0$"
  for the count 0), and arithmetic in words stops before a factor ("2^2-4" of "2^2-4\\cdot5" is no value:
  ``agon.conclusion._derivation``).
Open: e01 "one sixth of the whole unit disk's area" (a description by meaning), ep05 (a pigeonhole draft whose
reason joins the conclusion).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_ROWS = {r["id"]: r for r in map(json.loads, (Path(__file__).parents[1] / "data" / "atk_s62_cases.jsonl").open())}


@pytest.mark.parametrize("text,answer,read", [
    ("the final position corresponds to the complex number $3-4i$", "(3,-4)", True),
    ("as a complex number, $z = 3 - 4i$", "(3, -4)", True),
    ("in the complex plane it is $-1 + 2i$", "(-1, 2)", True),
    ("the complex number $3+4i$", "(3,-4)", False),
    ("we moved $3-4i$ in total", "(3,-4)", False),  # no complex plane named
])
def test_point_as_a_complex_number(text, answer, read):
    assert answer_readable(text, answer, "math") is read


def test_point_as_a_complex_number_hidden():
    r = _ROWS["e07"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert "3-4i" not in text.replace(" ", "")


def test_a_bound_after_an_inequality_is_no_result():
    r = _ROWS["ep01"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert "2^2-4\\cdot5 = -16 < 0" in text
    text = summarize_draft("For $x = 3$: $9 - 12 + 2 = -1 < 0$, so the sign changes once.\n\n$\\boxed{0}$", domain="math",
                           problem="How many positive integers n satisfy n^2 < 0?").text
    assert "9 - 12 + 2 = -1 < 0" in text


def test_a_reason_after_a_colon_is_no_restatement():
    # atk_s62 ep05: the clause after the colon names no value but "one" (an article as often): a reason, kept
    r = _ROWS["ep05"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert "with one sock per colour we can avoid a pair" in text and "one more than" not in text
    for d, p, kept in [
        ("Think of the 7 weekdays as boxes: with one meeting per day the days stay distinct.\n\n"
         "So one more than the number of days forces a repeat.\n\n$\\boxed{8}$",
         "How many meetings force two on the same weekday?", "with one meeting per day the days stay distinct"),
        ("Use the 4 suits as boxes: with one card per suit we can still avoid a pair of suits.\n\n"
         "So one more than the number of suits suffices.\n\n$\\boxed{5}$",
         "How many cards must be drawn to be sure two share a suit?", "with one card per suit we can still avoid"),
    ]:
        text = summarize_draft(d, domain="math", problem=p).text
        assert kept in text and "one more than" not in text, text


def test_a_value_restated_after_a_colon_stays_hidden():
    # fresh17 o05: "Converting to cents: a dime a pump" restates $0.10 (no verb, four words): still the conclusion's
    rows = {r["id"]: r for r in map(json.loads, (Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh17" /
                                                 "heldout.jsonl").open())}
    r = rows["o05"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert "a dime" not in text
