"""Reading responses: split at </think>, the last boxed answer, and phi(y)."""
from __future__ import annotations

import pytest

from agon_mcore.verify import boxed_spans, format_reward, last_boxed, split_response


@pytest.mark.parametrize(
    "text, expected",
    [
        ("<think>r</think>answer", ("r", "answer")),
        ("<think>\nr\n</think>\n\nThe answer is \\boxed{1}.<|im_end|>", ("\nr\n", "\n\nThe answer is \\boxed{1}.")),
        ("<think>a</think>b</think>c", ("a</think>b", "c")),  # the last </think> ends the reasoning
        ("reasoning without open tag</think>ans", ("reasoning without open tag", "ans")),
        ("<think>never closed \\boxed{3}", ("never closed \\boxed{3}", None)),
        ("plain answer \\boxed{2}<|endoftext|>", (None, "plain answer \\boxed{2}")),
        ("", (None, "")),
    ],
)
def test_split_response(text, expected):
    assert split_response(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("\\boxed{42}", "42"),
        ("so \\boxed{\\frac{1}{2}} or rather \\boxed{\\frac{\\sqrt{3}}{2}}.", "\\frac{\\sqrt{3}}{2}"),
        ("\\boxed{\\{1, 2\\}}", "\\{1, 2\\}"),  # escaped braces do not close the box
        ("\\boxed{\\left(0, \\tfrac{1}{2}\\right]}", "\\left(0, \\tfrac{1}{2}\\right]"),
        ("\\fbox{7} then \\framebox{8}", "8"),
        ("$\\boxed 5$", "5"),
        ("\\boxed { 12 }", "12"),
        ("\\boxed{1} and a truncated \\boxed{2", None),  # the last one counts, broken or not
        ("\\boxed{}", None),
        ("\\boxedx{3} no box", None),
        ("no box at all", None),
        (None, None),
    ],
)
def test_last_boxed(text, expected):
    assert last_boxed(text) == expected


def test_boxed_spans_cover_the_command():
    text = "a \\boxed{x^{2}} b \\fbox{y}"
    spans = boxed_spans(text)
    assert [text[s:e] for s, e, _, _ in spans] == ["\\boxed{x^{2}}", "\\fbox{y}"]
    assert [text[cs:ce] for _, _, cs, ce in spans] == ["x^{2}", "y"]


@pytest.mark.parametrize(
    "text, phi",
    [
        ("<think>2+3=5.</think>2 + 3 = 5. \\boxed{5}", 1.0),
        ("  \n<think>r</think>The answer is \\boxed{\\frac{1}{2}}.<|im_end|>", 1.0),
        ("<think>r</think>no box", 0.0),
        ("<think>r</think>\\boxed{1} or \\boxed{2}", 0.0),  # exactly one box
        ("<think>r</think>\\boxed{ }", 0.0),  # empty content
        ("<think>r</think>\\boxed{1", 0.0),  # unclosed
        ("<think>never closed \\boxed{1}", 0.0),
        ("\\boxed{1}", 0.0),  # no reasoning block
        ("intro <think>r</think>\\boxed{1}", 0.0),  # block not at the start
        ("<think>a</think><think>b</think>\\boxed{1}", 0.0),  # two blocks
        ("<think>r \\boxed{9}</think>\\boxed{1}", 1.0),  # boxes in the reasoning do not count
    ],
)
def test_format_reward(text, phi):
    assert format_reward(text) == phi


# phi by domain: code answers are well formed with one program block;
# a box on code earns nothing.
@pytest.mark.parametrize(
    "text, phi",
    [
        ("<think>plan</think>Sum them.\n```python\nprint(sum(map(int, input().split())))\n```", 1.0),
        ("<think>p</think>Here is the program: ```python\nprint(1)\n```\nSample run:\n```text\n1\n```", 1.0),
        ("<think>p</think>```\nprint(1)\n```", 1.0),  # a bare block is the program when none is tagged
        ("<think>p</think>```python\nprint(1)\n```\n\\boxed{done}", 0.0),  # the reported hack
        ("<think>p</think>\\boxed{done}", 0.0),
        ("<think>p</think>\\boxed{42}", 0.0),  # a math answer is not a code answer
        ("<think>p</think>```python\nx = 1\n```\n```python\nprint(2)\n```", 0.0),  # two programs
        ("<think>p</think>```python\nprint(1)", 0.0),  # unclosed fence
        ("<think>p</think>```python\n\n```", 0.0),  # empty program
        ("```python\nprint(1)\n```", 0.0),  # no reasoning block
    ],
)
def test_format_reward_code(text, phi):
    assert format_reward(text, "code") == phi


def test_format_reward_math_domain_ignores_code_blocks_and_rejects_unknown_domain():
    assert format_reward("<think>p</think>```python\nprint(1)\n```", "math") == 0.0
    assert format_reward("<think>p</think>so \\boxed{1}", "math") == 1.0
    with pytest.raises(ValueError, match="domain='lean'"):
        format_reward("<think>p</think>\\boxed{1}", "lean")


# Templates whose generation prompt opens <think> (R1-distill, Qwen3
# thinking) or writes an empty closed block (Qwen3 enable_thinking=False).
OPEN = "<think>\n"
CLOSED = "<think>\n\n</think>\n\n"


@pytest.mark.parametrize(
    "opened, response, domain, phi, answer",
    [
        (OPEN, "12+30 is 42.\n</think>\n\nAdding gives \\boxed{42}.", "math", 1.0, "\n\nAdding gives \\boxed{42}."),
        (OPEN, "  7*6 = 42 </think>So \\boxed{42}<|im_end|>", "math", 1.0, "So \\boxed{42}"),
        (CLOSED, "Adding gives \\boxed{42}.", "math", 1.0, "\n\nAdding gives \\boxed{42}."),
        (OPEN, "plan\n</think>\n```python\nprint(42)\n```", "code", 1.0, "\n```python\nprint(42)\n```"),
        (OPEN, "<think>again</think>\\boxed{42}", "math", 0.0, "\\boxed{42}"),  # a second <think>
        (CLOSED, "x</think>\\boxed{42}", "math", 0.0, "\\boxed{42}"),  # a second </think>
        (OPEN, "still thinking \\boxed{42}", "math", 0.0, None),  # never closed: no answer
    ],
)
def test_template_opened_think(opened, response, domain, phi, answer):
    assert format_reward(response, domain, opened=opened) == phi
    assert split_response(response, opened)[1] == answer


def test_template_opened_from_generation_prompts():
    from agon_mcore.verify.answer import template_opened

    assert template_opened("<|im_end|>\n<|im_start|>assistant\n<think>\n") == OPEN
    assert template_opened("<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n") == CLOSED
    assert template_opened("<|Assistant|><think>\n") == OPEN  # DeepSeek-R1-distill
    assert template_opened("<|im_end|>\n<|im_start|>assistant\n") == ""
    with pytest.raises(ValueError, match="must be '' or start with '<think>'"):
        split_response("x", "<|im_start|>assistant\n")
    with pytest.raises(ValueError, match="must be '' or start with '<think>'"):
        format_reward("x", "math", opened="assistant")


@pytest.mark.slow
def test_verifier_reads_the_response_with_what_the_template_opened():
    from agon_mcore.data.types import Problem
    from agon_mcore.verify import Verifier

    math_p = Problem(id="m", prompt="12+30?", answer="42", tests=None, domain="math", solution=None, metadata={})
    code_p = Problem(id="c", prompt="print 42", answer=None, tests={"inputs": ["\n"], "outputs": ["42\n"]},
                     domain="code", solution=None, metadata={})
    resp = ["12+30 is 42.\n</think>\n\nAdding gives \\boxed{42}.", "Plan.\n</think>\n```python\nprint(42)\n```",
            "Adding gives \\boxed{42}."]
    with Verifier(math_workers=1, code_workers=1, code_timeout_s=20.0) as v:
        got = v.verify([math_p, code_p, math_p], resp, opened=[OPEN, OPEN, CLOSED])
        assert [x.reason for x in got] == ["correct"] * 3
        # without the opened state a lone </think> still ends the reasoning (the verdict did not
        # change); phi is what needed it:
        assert format_reward(resp[0]) == 0.0 and format_reward(resp[0], opened=OPEN) == 1.0
        assert [x.reason for x in v.verify([math_p, code_p], resp[:2])] == ["correct", "correct"]
        assert v.verify([math_p], ["still thinking \\boxed{42}"], opened=OPEN)[0].reason == "no_answer"
        with pytest.raises(ValueError, match="2 opened prefixes for 1 responses"):
            v.verify([math_p], resp[:1], opened=[OPEN, OPEN])
