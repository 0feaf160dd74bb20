"""atk_s63's kinds (tests/data/atk_s63_cases.jsonl: the attack on 8125881), closed by kind, with inputs of our own.

* numbers in Braille (the number sign ⠼ and the letters a-j: ``answer_forms.scripts.braille_mentions``);
* a golf score "under par" is negative (``answer_forms.restated_forms``);
* the all-ones vector of R^n and the convex hull of two reals (``answer_forms.named_values``).
Open (descriptions the reader does not compute): a generating function written out term by term, a fraction stacked
over dashes in a code block, "the value of the Gamma function at seven", a parabola by focus and directrix.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_ROWS = {r["id"]: r for r in map(json.loads, (Path(__file__).parents[1] / "data" / "atk_s63_cases.jsonl").open())}


@pytest.mark.parametrize("text,answer,read", [
    ("(Result in Braille for the screen reader: ⠼⠙⠃.)", "42", True),
    ("Braille: ⠼⠁⠚⠚", "100", True),
    ("Braille: ⠼⠁⠚⠚", "10", False),
    ("she finished the tournament seven under par.", "-7", True),
    ("he closed 3 strokes under par", "-3", True),
    ("she finished the tournament seven under par.", "-6", False),
    ("So the eigenvector is the all-ones vector of $\\mathbb{R}^3$.", "(1,1,1)", True),
    ("the vector of all ones in $\\mathbb{R}^4$", "(1,1,1,1)", True),
    ("the all-ones vector of $\\mathbb{R}^4$", "(1,1,1)", False),
    ("the range is the convex hull of $\\{1, 5\\}$.", "[1,5]", True),
    ("the convex hull of $\\{-2, 3\\}$", "[-2, 3]", True),
    ("the convex hull of $\\{1, 5\\}$", "[1, 6]", False),
])
def test_atk63_kinds_read(text, answer, read):
    assert answer_readable(text, answer, "math") is read


@pytest.mark.parametrize("cid", ["e02", "e11", "e13", "e16"])
def test_atk63_leaks_hidden(cid):
    r = _ROWS[cid]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    for form in r["leak_forms"]:
        assert form not in text, (cid, form, text)
