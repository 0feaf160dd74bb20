"""A fault of the summarizer or of the reader fails closed (agon.failsafe): the step goes on, the
challenger sees no answer, and the leak metric can only rise.

The faults are forced by replacing one pass with a function that raises (the only way to reach a
code path that exists for bugs nobody has found yet); the real fault this round found (a relation
side that parses as a tuple, ``20, \\quad 3 + 17``) is pinned as read without a fault.
"""
import logging

import pytest

import agon_mcore.agon.leak as leak
import agon_mcore.agon.summary as summary
from agon_mcore.agon.failsafe import FAULT_PLACEHOLDER
from agon_mcore.agon.leak import answer_readable, hiding_stats, leak_rate
from agon_mcore.agon.summary import summarize_draft

MATH = "<think>\nok\n</think>\n\nThe pairs are 6 · 7 = 42 in all, so there are 42.\n\n\\boxed{42}"
CODE = ("<think>\nok\n</think>\n\nRead n and print its square.\n\n```python\nn = int(input())\nprint(n * n)\n```\n\n"
        "Sample: 3 -> 9.")


def _boom(*args, **kwargs):
    raise RuntimeError("forced fault")


def test_math_summary_fails_closed_and_keeps_the_graded_answer(monkeypatch, caplog):
    counted = summarize_draft(MATH).numerals  # 6, 7, 42, 42 and the box's 42, as the normal path counts them
    monkeypatch.setattr(summary, "provenance_spans", _boom)
    with caplog.at_level(logging.WARNING, logger="agon_mcore.agon.failsafe"):
        s = summarize_draft(MATH, problem="There are 6 rows of 7 chairs. How many chairs?")
    assert s.text == FAULT_PLACEHOLDER
    assert s.fault == "RuntimeError: forced fault"
    assert s.had_answer and s.hidden_answer == "42" and s.hidden_values == ["42"]
    assert s.numerals == s.numerals_hidden == counted == 5  # every numeral is behind the placeholder
    assert not answer_readable(s.text, "42")
    assert "summarize_draft(math) failed closed" in caplog.text and "RuntimeError" in caplog.text


def test_code_summary_fails_closed_and_keeps_the_program(monkeypatch):
    monkeypatch.setattr(summary, "hide_code", _boom)
    s = summarize_draft(CODE, domain="code")
    assert s.text == FAULT_PLACEHOLDER and s.fault.startswith("RuntimeError")
    assert s.hidden_answer == "n = int(input())\nprint(n * n)"
    assert leak_rate([s]) == 0.0


def test_the_fault_share_is_a_step_metric(monkeypatch):
    ok = summarize_draft(MATH)
    monkeypatch.setattr(summary, "provenance_spans", _boom)
    bad = summarize_draft(MATH)
    assert ok.fault is None and bad.fault is not None
    assert hiding_stats([ok, bad])["summary_faults_frac"] == 0.5
    assert hiding_stats([ok])["summary_faults_frac"] == 0.0


def test_a_reader_fault_counts_as_readable(monkeypatch, caplog):
    text = "We check 15 + 6 = 21 and stop."
    assert not answer_readable(text, "99")
    monkeypatch.setattr(leak, "operand_mentions", _boom)
    with caplog.at_level(logging.WARNING, logger="agon_mcore.agon.failsafe"):
        assert answer_readable(text, "99")  # an upper bound: a fault may only raise the leak rate
    assert "answer_readable(math) failed closed" in caplog.text


def test_bad_arguments_still_raise(monkeypatch):
    monkeypatch.setattr(summary, "provenance_spans", _boom)
    with pytest.raises(TypeError):
        summarize_draft(b"bytes")
    with pytest.raises(ValueError):
        answer_readable("x", "1", "chemistry")


@pytest.mark.parametrize("text,answer,readable", [
    ("Pairs: $1 + 19 = 20, \\quad 3 + 17 = 20$.", "10", False),   # a relation side "20, 3 + 17" parses as a tuple
    ("Pairs: $1 + 19 = 20, \\quad 3 + 17 = 20$.", "19", True),    # an operand (count_work reads it)
    ("Both: $2 \\cdot 6 = 12, 3 \\cdot 4 = 12$.", "6", True),
    ("Both: $2 \\cdot 6 = 12, 3 \\cdot 4 = 12$.", "5", False),
])
def test_a_relation_side_that_parses_as_a_tuple_is_read_element_by_element(text, answer, readable, caplog):
    with caplog.at_level(logging.WARNING, logger="agon_mcore.agon.failsafe"):
        assert answer_readable(text, answer, count_work=True) is readable
    assert "failed closed" not in caplog.text  # read, not a fault

