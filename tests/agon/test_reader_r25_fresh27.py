"""fresh27's kinds, closed by kind (set: tools/summary_redteam/fresh27), with inputs of our own for each.

* a number spoken in pairs of digits ("a one-ninety-five", "nineteen eighty-four": ``answer_forms.named_values``);
* the problem's given named instead of its value in result position ("f \\equiv f(2-i)" where the problem states
  f(2-i) = 4i);
* after the box, a unit that writes the answer's value in any role restates it ("Check: $|4i| = 4 < e^2$":
  ``agon.closing_remarks``).
The drafts that hung the summarizer are in ``test_summary_r25_too_big.py``.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_SET = Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh27" / "heldout.jsonl"
_ROWS = {r["id"]: r for r in map(json.loads, _SET.open())}


@pytest.mark.parametrize("cid", ["zz08", "zz25"])
def test_fresh27_leaks_hidden(cid):
    r = _ROWS[cid]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    for form in r["leak_forms"]:
        assert form not in text, (cid, form, text)
    assert "|4i|" not in text


@pytest.mark.parametrize("text,answer,read", [
    ("Frankie bowled a one-ninety-five.", "195", True),
    ("it happened in nineteen eighty-four", "1984", True),
    ("room two-oh-five", "205", True),
    ("he paid with one twenty-dollar bill", "120", False),
    ("Frankie bowled a one-ninety-five.", "196", False),
])
def test_spoken_pairs(text, answer, read):
    assert answer_readable(text, answer) is read


def test_given_named_instead_of_its_value():
    p = "Find all entire functions with \\( f(2-i) = 4i \\) and \\( |f(z)| < e^2 \\)."
    assert answer_readable("So $f \\equiv f(2-i)$ everywhere.", "4i", problem=p)
    assert not answer_readable("So $f \\equiv f(2-i)$ everywhere.", "5i", problem=p)


def test_after_the_box_the_answers_value_in_a_check_is_hidden_and_other_checks_stay():
    d = ("The sides are 3 and 4, so the hypotenuse is $\\sqrt{9 + 16}$.\n\n\\boxed{5}\n\n"
         "Check: $3 + 4 > 5$ holds.\n\n### Area\n\nThe area is $\\frac12 \\cdot 3 \\cdot 4 = 6$, another quantity.")
    text = summarize_draft(d, domain="math", problem="A right triangle has legs 3 and 4. Find its hypotenuse.").text
    assert "3 + 4 > 5" not in text and "\\frac12 \\cdot 3 \\cdot 4 = 6" in text


@pytest.mark.parametrize("text,answer,read", [
    ("- **Z**ero trace\n- **E**very map\n- **R**ewrite it\n- **O**nce done\n", "0", True),  # fresh27 zz35's kind
    ("- Take the sum\n- Work it out\n- Output it\n", "2", True),
    ("- Take the sum\n- Work it out\n- Output it\n", "3", False),
    ("- Add the parts\n- Multiply\n- Check\n", "2", False),
])
def test_acrostic(text, answer, read):
    assert answer_readable(text, answer) is read


def test_fresh27_zz35_acrostic_hidden():
    r = _ROWS["zz35"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert "**Z**ero" not in text and "**O**nce" not in text
