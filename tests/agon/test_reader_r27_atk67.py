"""atk_s67 (tests/data/atk_s67_cases.jsonl): the last black-box attack of the round, on 04c310f's summarizer. Its kinds
are not fixed yet (docs/summaries.md, "Where it stands now"); these tests pin what holds for every one of its drafts
and what its own measurement recorded, so that the next round starts from the same numbers."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft

_ROWS = [json.loads(x) for x in (Path(__file__).parents[1] / "data" / "atk_s67_cases.jsonl").open()]


def test_the_attack_is_recorded_whole():
    kinds = {r["id"][:5] for r in _ROWS}
    assert len(_ROWS) == 26 and kinds == {"a67-m", "a67-c", "a67-p", "a67-q"}
    assert all(r["leak_forms"] or r["must_stay"] for r in _ROWS)
    assert all(f in r["draft"] for r in _ROWS for f in r["leak_forms"] + r["must_stay"])


@pytest.mark.parametrize("row", _ROWS, ids=[r["id"] for r in _ROWS])
def test_the_graded_answer_itself_never_survives(row):
    """Whatever leaks by description, the box and the graded program are hidden and the summarizer does not fault."""
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    if row["domain"] == "math":
        assert "\\boxed" not in out.text and CONCLUSION_PLACEHOLDER in out.text
    else:
        assert row["answer"].strip() not in out.text
