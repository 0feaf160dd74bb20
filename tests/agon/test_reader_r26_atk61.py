"""atk_s61's kinds (tests/data/atk_s61_cases.jsonl: the attack on 1336cf9), closed by kind, with inputs of our own.

* a value's negative named in words ("the negative of three", "the opposite of 3", "the additive inverse of 3":
  ``answer_forms.restated_forms``);
* the graded program's lines restated in another case (pseudo-code in capitals, "RETURN A[-1] + A[-2]":
  ``answer_forms.code.expression_regex``);
* a relation that ends in arithmetic still to do equal to the answer (``= \\sqrt{36}``, ``= \\lambda \\cdot 0``) is
  the final derivation: the conclusion starts after it (``agon.conclusion._symbolic_products``).
Kinds left open are listed in docs/summaries.md (descriptions by meaning: Pascal's middle entry, a fraction described
by its bounds, a matrix as diag plus a matrix unit, a line given parametrically, a floor still to evaluate).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_ROWS = {r["id"]: r for r in map(json.loads, (Path(__file__).parents[1] / "data" / "atk_s61_cases.jsonl").open())}


@pytest.mark.parametrize("text,answer,read", [
    ("the negative one is the negative of three", "-3", True),
    ("so it is the opposite of 3", "-3", True),
    ("the additive inverse of 12 here", "-12", True),
    ("the negative of three", "-4", False),
    ("the negative of 3 times x", "-3", False),  # an operand of a product
])
def test_negative_of_a_number_in_words(text, answer, read):
    assert answer_readable(text, answer, "math") is read


def test_pseudocode_in_capitals_hides_the_program_lines():
    r = _ROWS["ec03"]
    text = summarize_draft(r["draft"], domain="code", problem=r["problem"]).text
    assert "A[-1] + A[-2]" not in text and "a[-1] + a[-2]" not in text
    d = ("Plan:\n\nFUNCTION TOTAL(XS)\n    RETURN SUM(X * X FOR X IN XS)\n\n"
         "```python\ndef total(xs):\n    return sum(x * x for x in xs)\n\nprint(total(list(map(int, input().split()))))\n```")
    text = summarize_draft(d, domain="code", problem="Print the sum of squares of the input integers.").text
    assert "X * X FOR X IN XS" not in text and "Plan:" in text


def test_pending_root_at_the_end_is_the_final_derivation():
    r = _ROWS["ep03"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert text.rstrip().endswith("[hidden: the conclusion and final answer]")
    assert "\\sqrt{6\\cdot3\\cdot2\\cdot1}" in text  # Heron's product stays
    d = "The legs are 6 and 8, so the hypotenuse is $\\sqrt{6^2 + 8^2} = \\sqrt{100}$.\n\n$\\boxed{10}$"
    text = summarize_draft(d, domain="math", problem="A right triangle has legs 6 and 8. Find the hypotenuse.").text
    assert "\\sqrt{6^2 + 8^2}" in text and not answer_readable(text, "10")


@pytest.mark.parametrize("text,answer,read", [
    ("Parametrically the line is $\\{(t,\\,3t-2): t\\in\\mathbb{R}\\}$.", "y = 3x - 2", True),  # atk_s61 e03
    ("the parabola is $\\{(s, s^2 + 1) \\mid s \\in \\mathbb{R}\\}$", "y = x^2 + 1", True),
    ("$\\{(t, 3t+2): t\\in\\mathbb{R}\\}$", "y = 3x - 2", False),
])
def test_graph_as_a_point_set(text, answer, read):
    assert answer_readable(text, answer, "math") is read


def test_graph_as_a_point_set_hidden():
    r = _ROWS["e03"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert "3t-2" not in text and "(4-1)/(2-1)=3" in text
