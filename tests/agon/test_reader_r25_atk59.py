"""atk_s59's kinds (the final attack of stop 53; cases: tests/data/atk_s59_cases.jsonl), closed by kind with inputs of
our own: combining marks on digits are decoration ("1̲7̲2̲9̲": ``answer_forms.markup``), and a ROT13 letter cipher a
sentence names is read decoded ("the value in ROT13 is: sbegl-gjb": ``answer_forms.encodings``). Its third leak, "the
reciprocal of the probability that two random integers are coprime" for π²/6, is a description by meaning, left open."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_CASES = {c["id"]: c for c in map(json.loads, (Path(__file__).parents[1] / "data" / "atk_s59_cases.jsonl").open())}


@pytest.mark.parametrize("cid", ["e03", "e04"])
def test_atk59_leaks_hidden(cid):
    c = _CASES[cid]
    text = summarize_draft(c["draft"], domain="math", problem=c["problem"]).text
    for form in c["leak_forms"]:
        assert form not in text, (cid, form, text)


@pytest.mark.parametrize("text,answer,read", [
    ("that common value is 1\u03327\u03322\u03329\u0332.", "1729", True),  # combining low line
    ("so the total is 4\u03362\u0336", "42", True),  # combining long stroke
    ("the value in ROT13 is: sbegl-gjb.", "42", True),
    ("Caesar-shifted by 13 the answer reads gjryir.", "12", True),
    ("sbegl-gjb is a word", "42", False),  # no sentence names the cipher
    ("In ROT13 we write uryyb.", "42", False),
])
def test_combining_marks_and_rot13(text, answer, read):
    assert answer_readable(text, answer) is read


def test_a_procedure_clause_before_the_answer_stays():
    # atk_s59 ep04: "so we divide the volume by the rate" names the step, not its result
    c = _CASES["ep04"]
    assert "so we divide the volume by the rate." in summarize_draft(c["draft"], domain="math", problem=c["problem"]).text
    p = "A tank holds 50 litres and loses 2 litres a minute. After how many minutes is it empty?"
    d = "The tank holds 50 litres and loses 2 litres each minute, so we get twenty-five.\n\n\\boxed{25}"
    assert "twenty-five" not in summarize_draft(d, domain="math", problem=p).text
