"""Challenger and MoA aggregator user turns: problem, hidden-answer summary, instruction.

Two layouts: the full one for every real task, the compact one for the built-in synthetic
task (its user turns end in SYNTHETIC_INSTRUCTION; its tiny byte-level models read every
byte), chosen from the question so training, evaluation and serving agree."""
import pytest

from agon_mcore.agon import aggregator_message, challenger_message, summarize_draft
from agon_mcore.agon.prompts import COMPACT_NO_SUMMARY, NO_SUMMARY, is_compact
from agon_mcore.config import SyntheticConfig
from agon_mcore.data.prompts import MATH_INSTRUCTION, question_text
from agon_mcore.data.synthetic import generate, make_problem

Q = "What is 7*6?\n\n" + MATH_INSTRUCTION  # a real math task's user turn
QS = "What is 7*6?\nThink in <think></think>, answer in \\boxed{}."  # the synthetic task's


def test_challenger_message_layout_and_no_leak():
    s = summarize_draft("<think>7*6=42</think>Multiply 7 by 6. \\boxed{42}")
    msg = challenger_message(Q, s)
    assert msg == (
        Q + "\n\n"
        "Rival's draft (answer hidden):\nMultiply 7 by 6. [hidden: the conclusion and final answer]\n\n"
        "Check the draft, then solve the problem yourself in the format asked above."
    )
    assert "42" not in msg
    # the overhead beyond question + summary stays small
    assert len(msg.encode()) - len(Q) - len(s.text) < 120


def test_synthetic_questions_get_the_compact_layout():
    s = summarize_draft("<think>7*6=42</think>Multiply 7 by 6. \\boxed{42}")
    msg = challenger_message(QS, s)
    assert msg == QS + "\nDraft: Multiply 7 by 6. [hidden: the conclusion and final answer]\nCheck it, then answer."
    assert "42" not in msg
    assert len(msg) - len(QS) - len(s.text) == 31  # "\nDraft: " + "\nCheck it, then answer."
    # the layout follows the question text every caller builds with question_text
    p = make_problem([3, 8, 5, 7], ["+", "+", "+"], "test")
    assert is_compact(question_text(p)) and not is_compact(Q) and not is_compact("What is 3 + 8?")
    assert all(is_compact(question_text(x)) for x in generate(SyntheticConfig(num_train=0, num_test=20), "test"))
    # a trailing newline does not change the layout
    assert challenger_message(QS + "\n", s) == msg


def test_compact_prompt_of_the_default_task_is_much_shorter():
    p = make_problem([3, 8, 5, 7], ["+", "+", "+"], "test")
    q = question_text(p)
    s = summarize_draft(p.solution, "stop", domain="math", problem=q)
    full = f"{q}\n\nRival's draft (answer hidden):\n{s.text}\n\nCheck the draft, then solve the problem yourself in the format asked above."
    compact = challenger_message(q, s)
    assert "3 + 8 = 11. 11 + 5 = 16." in compact and "23" not in compact
    # the layouts differ by their fixed text only (79 characters; 253 -> 174 on this draft)
    assert len(full) - len(compact) == 79 and len(compact) < 0.7 * len(full)
    assert s.text == "3 + 8 = 11. 11 + 5 = 16. 16 + 7 = [hidden: the conclusion and final answer]"


def test_empty_summary_marker():
    s = summarize_draft("<think>never closes", "length")
    assert NO_SUMMARY in challenger_message(Q, s)
    assert challenger_message(QS, s) == QS + "\nDraft: " + COMPACT_NO_SUMMARY + "\nCheck it, then answer."
    # the evaluation's none->Y draft: an empty response
    assert challenger_message(QS, summarize_draft("", "stop", domain="math")).endswith("Draft: (none)\nCheck it, then answer.")


def test_aggregator_numbers_drafts():
    a = summarize_draft("<think>x</think>Route one. \\boxed{3}")
    b = summarize_draft("<think>y</think>Route two. \\boxed{4}")
    msg = aggregator_message(Q, [a, b])
    assert "Draft 1 (answer hidden):\nRoute one." in msg and "Draft 2 (answer hidden):\nRoute two." in msg
    assert "\\boxed{3}" not in msg and "\\boxed{4}" not in msg and msg.endswith("format asked above.")
    short = aggregator_message(QS, [a, b])
    assert short == (QS + "\nDraft 1: Route one. [hidden: the conclusion and final answer]\n"
                     "Draft 2: Route two. [hidden: the conclusion and final answer]\nCheck them, then answer.")


def test_bad_inputs():
    s = summarize_draft("<think>x</think>y")
    with pytest.raises(ValueError, match="non-empty user turn"):
        challenger_message("  ", s)
    with pytest.raises(TypeError, match="pass summarize_draft"):
        challenger_message("Q", "raw draft text")
    with pytest.raises(ValueError, match="summaries is empty"):
        aggregator_message("Q", [])
    with pytest.raises(ValueError, match="summaries is empty"):
        aggregator_message(QS, [])
