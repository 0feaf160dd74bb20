"""Shared checks of the summary tests."""
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def hidden_and_kept(problem, draft, answer, keep):
    """The math summary of ``draft`` has its answer, the reader reads ``answer`` nowhere in it, and every string of
    ``keep`` survives; returns the summary's text."""
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.had_answer, s
    assert not answer_readable(s.text, answer, "math", problem=problem), s.text
    for k in keep:
        assert k in s.text, (k, s.text)
    return s.text


def case_summary(row) -> str:
    """The summary of a recorded case (a JSON row with ``draft``, ``domain`` and ``problem``), which must not fault."""
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    return out.text


def assert_case_closed(row, must_stay=None) -> None:
    """Every leak form of a recorded case is gone from its summary and every must-stay string (the row's own, or
    ``must_stay`` where given) is still there."""
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text]
    assert not [f for f in (row.get("must_stay", []) if must_stay is None else must_stay) if f not in text]
