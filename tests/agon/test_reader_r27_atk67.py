"""atk_s67 (tests/data/atk_s67_cases.jsonl): the last black-box attack of the round, on 04c310f's summarizer. One kind
is closed (every 1 hidden where a polynomial answer's coefficients are all ±1: ``answer_forms.components``); the rest are
open (docs/summaries.md, "Where it stands now"). These tests pin what holds for every one of its drafts."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft

_ROWS = [json.loads(x) for x in (Path(__file__).parents[1] / "data" / "atk_s67_cases.jsonl").open()]
# atk_s68: the attack on the round's final code (after the review), recorded the same way
_ROWS68 = [json.loads(x) for x in (Path(__file__).parents[1] / "data" / "atk_s68_cases.jsonl").open()]


def test_the_attack_is_recorded_whole():
    kinds = {r["id"][:5] for r in _ROWS}
    assert len(_ROWS) == 26 and kinds == {"a67-m", "a67-c", "a67-p", "a67-q"}
    assert all(r["leak_forms"] or r["must_stay"] for r in _ROWS)
    assert all(f in r["draft"] for r in _ROWS for f in r["leak_forms"] + r["must_stay"])
    assert len(_ROWS68) == 26 and {r["id"][:5] for r in _ROWS68} == {"a68-m", "a68-c", "a68-p", "a68-q"}


@pytest.mark.parametrize("row", _ROWS + _ROWS68, ids=[r["id"] for r in _ROWS + _ROWS68])
def test_the_graded_answer_itself_never_survives(row):
    """Whatever leaks by description, the box and the graded program are hidden and the summarizer does not fault."""
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    if row["domain"] == "math":
        assert "\\boxed" not in out.text and CONCLUSION_PLACEHOLDER in out.text
    else:
        assert row["answer"].strip() not in out.text


def test_ones_of_the_work_stay_for_a_polynomial_with_unit_coefficients():
    row = next(r for r in _ROWS if r["id"] == "a67-p01")
    text = summarize_draft(row["draft"], domain="math", problem=row["problem"]).text
    assert all(f in text for f in row["must_stay"])
    named = "From $p(0) = 4$ we get $c = 4$, then $a = 1$ and $b = -1$."  # named coefficients still state them
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(named, "x^2 - x + 4", "math")
    quotient = "Find the quotient when $x^6 - 3$ is divided by $x + 1.$"
    assert not answer_readable("$x^6 - 1 = (x+1)(x-1)(x^2+x+1)(x^2-x+1)$", "x^5 - x^4 + x^3 - x^2 + x - 1", "math",
                               problem=quotient)
    # the coefficients as a row of their own (synthetic division's bottom row) still state it
    for row in ("      1  -1   1  -1   1  -1   -2", "| bottom | 1 | -1 | 1 | -1 | 1 | -1 | -2 |"):
        assert answer_readable(row, "x^5 - x^4 + x^3 - x^2 + x - 1", "math", problem=quotient)
