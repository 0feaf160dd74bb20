"""The format reward phi(y) of AGON.md."""
from __future__ import annotations

from agon_mcore.verify.answer import THINK_CLOSE, THINK_OPEN, boxed_spans, strip_end_tokens


def format_reward(text: str) -> float:
    """phi(y) in {0.0, 1.0}: 1.0 iff the response is well formed, else 0.0.

    Well formed means all of:

    1. the response (leading whitespace ignored) starts with ``<think>``;
    2. it contains exactly one ``<think>`` and exactly one ``</think>``, so the reasoning
       block opens at the start and closes;
    3. the answer part (the text after ``</think>``, trailing ``<|im_end|>``/
       ``<|endoftext|>`` removed) contains exactly one box command (``\\boxed``,
       ``\\fbox``, ``\\framebox``), its braces close, and its content is not blank.

    Text before/after the box in the answer part is allowed (the visible summary).
    """
    s = text.lstrip()
    if not s.startswith(THINK_OPEN):
        return 0.0
    if s.count(THINK_OPEN) != 1 or s.count(THINK_CLOSE) != 1:
        return 0.0
    answer = strip_end_tokens(s.split(THINK_CLOSE, 1)[1])
    spans = boxed_spans(answer)
    if len(spans) != 1:
        return 0.0
    _, end, cs, ce = spans[0]
    if end < 0 or not answer[cs:ce].strip():
        return 0.0
    return 1.0
