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
