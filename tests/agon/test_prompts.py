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
        "Check the rival's draft (answer hidden), then solve the problem yourself in the format asked above."
        "\n\nRival's draft:\nMultiply 7 by 6. \\boxed{[hidden]}"
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
    assert "Draft 1:\nRoute one." in msg and "Draft 2:\nRoute two." in msg
    assert "\\boxed{3}" not in msg and "\\boxed{4}" not in msg
    # instruction first: everything before the first draft is the same for every set of drafts
    assert msg.index("format asked above.") < msg.index("Draft 1:")


def test_bad_inputs():
    s = summarize_draft("<think>x</think>y")
    with pytest.raises(ValueError, match="non-empty user turn"):
        challenger_message("  ", s)
    with pytest.raises(TypeError, match="pass summarize_draft"):
        challenger_message("Q", "raw draft text")
    with pytest.raises(ValueError, match="summaries is empty"):
        aggregator_message("Q", [])


@pytest.mark.parametrize("drafts", [
    ("<think>a</think>Add 5 and 8. \\boxed{13}", "<think>b</think>First 8 + 5 = 13. \\boxed{13}"),
    ("Just guess. \\boxed{7}", "<think>never closes"),
    ("x", "y"),
])
def test_challenger_prompts_of_one_problem_differ_only_in_the_summary(drafts):
    """Issue 15: the N challenger prompts of a problem share everything before the summary, so
    prefix caching and shared-prefix packing compute the instruction once per problem."""
    from agon_mcore.data.prompts import build_prompt_ids
    from agon_mcore.data.tokenizer import load_tokenizer

    tok = load_tokenizer("builtin:byte")
    sums = [summarize_draft(d, "length" if "never" in d else "stop") for d in drafts]
    msgs = [challenger_message(Q, s) for s in sums]
    shared = msgs[0][: msgs[0].index("Rival's draft:\n") + len("Rival's draft:\n")]
    assert all(m.startswith(shared) and m[len(shared):] == (s.text.strip() or NO_SUMMARY) for m, s in zip(msgs, sums))
    ids = [build_prompt_ids(tok, m) for m in msgs]
    common = next(k for k, (x, y) in enumerate(zip(*ids)) if x != y)
    # in tokens: only the summary and the template's closing tokens follow the shared part
    closing = len(build_prompt_ids(tok, "x")) - len(tok.encode("<|im_start|>user\nx"))
    for i, s in zip(ids, sums):
        assert len(i) - common <= len(tok.encode(s.text.strip() or NO_SUMMARY)) + closing
    assert common >= len(tok.encode(shared)) - 1
