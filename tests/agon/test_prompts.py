"""Challenger and MoA aggregator user turns: problem, hidden-answer summary, instruction."""
import pytest

from agon_mcore.agon import aggregator_message, challenger_message, summarize_draft
from agon_mcore.agon.prompts import NO_SUMMARY

Q = "What is 7*6?\nThink in <think></think>, answer in \\boxed{}."


def test_challenger_message_layout_and_no_leak():
    s = summarize_draft("<think>7*6=42</think>Multiply 7 by 6. \\boxed{42}")
    msg = challenger_message(Q, s)
    assert msg == (
        "What is 7*6?\nThink in <think></think>, answer in \\boxed{}.\n\n"
        "Rival's draft (answer hidden):\nMultiply 7 by 6. [hidden: the conclusion and final answer]\n\n"
        "Check the draft, then solve the problem yourself in the format asked above."
    )
    assert "42" not in msg
    # compact: the overhead beyond question + summary stays small for byte-level tiny models
    assert len(msg.encode()) - len(Q) - len(s.text) < 120


def test_empty_summary_marker():
    s = summarize_draft("<think>never closes", "length")
    assert NO_SUMMARY in challenger_message(Q, s)


def test_aggregator_numbers_drafts():
    a = summarize_draft("<think>x</think>Route one. \\boxed{3}")
    b = summarize_draft("<think>y</think>Route two. \\boxed{4}")
    msg = aggregator_message(Q, [a, b])
    assert "Draft 1 (answer hidden):\nRoute one." in msg and "Draft 2 (answer hidden):\nRoute two." in msg
    assert "\\boxed{3}" not in msg and "\\boxed{4}" not in msg and msg.endswith("format asked above.")


def test_bad_inputs():
    s = summarize_draft("<think>x</think>y")
    with pytest.raises(ValueError, match="non-empty user turn"):
        challenger_message("  ", s)
    with pytest.raises(TypeError, match="pass summarize_draft"):
        challenger_message("Q", "raw draft text")
    with pytest.raises(ValueError, match="summaries is empty"):
        aggregator_message("Q", [])
