"""The built-in synthetic task's summaries are pinned byte for byte: training experiments on it
compare runs across summarizer revisions, so a change of the summarizer must not change them.

The pinned rows (tests/data/synthetic_summaries_pinned.jsonl) are reference and wrong solutions
of ``agon_mcore.data.synthetic`` (train and test splits), each summarized with and without the
problem, as ``summarize_draft`` wrote them before the summarizer's structural rewrite."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.summary import summarize_draft

ROWS = [json.loads(line) for line in
        (Path(__file__).resolve().parents[1] / "data" / "synthetic_summaries_pinned.jsonl").read_text().splitlines()]


def test_pinned_rows_cover_both_solution_kinds():
    assert len(ROWS) == 400
    assert any(r["problem"] is None for r in ROWS) and any(r["problem"] for r in ROWS)


@pytest.mark.slow
def test_synthetic_summaries_byte_identical():
    bad = [(r["draft"], r["problem"], summarize_draft(r["draft"], problem=r["problem"]).text, r["summary"])
           for r in ROWS if summarize_draft(r["draft"], problem=r["problem"]).text != r["summary"]]
    assert not bad, f"{len(bad)} changed, first: {bad[0]}"


def test_synthetic_first_rows_byte_identical():
    for r in ROWS[:12] + ROWS[200:212]:
        assert summarize_draft(r["draft"], problem=r["problem"]).text == r["summary"], r["draft"]


def test_synthetic_example_from_the_docs():
    s = summarize_draft("3 + 8 = 11. 11 + 5 = 16. 16 + 7 = 23. \\boxed{23}")
    assert s.text == "3 + 8 = 11. 11 + 5 = 16. 16 + 7 = [hidden: the conclusion and final answer]"
