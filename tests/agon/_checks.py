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
