"""The format reward phi(y) of AGON.md, by domain."""
from __future__ import annotations

from agon_mcore.verify.answer import THINK_CLOSE, THINK_OPEN, boxed_spans, check_opened, strip_end_tokens
from agon_mcore.verify.code import PROGRAM_LANGS, code_blocks

DOMAINS = ("math", "code")


def _answer_part(text: str, opened: str) -> str | None:
    """The answer part of a well-formed reasoning block, or ``None`` when the block is not."""
    s = (opened + text).lstrip()
    if not s.startswith(THINK_OPEN):
        return None
    if s.count(THINK_OPEN) != 1 or s.count(THINK_CLOSE) != 1:
        return None
    return strip_end_tokens(s.split(THINK_CLOSE, 1)[1])


def _math_ok(answer: str) -> bool:
    spans = boxed_spans(answer)
    if len(spans) != 1:
        return False
    _, end, cs, ce = spans[0]
    return end >= 0 and bool(answer[cs:ce].strip())


def _code_ok(answer: str) -> bool:
    if boxed_spans(answer):
        return False
    blocks = code_blocks(answer)
    if not blocks or not all(b.closed for b in blocks):
        return False
    tagged = [b for b in blocks if b.lang in PROGRAM_LANGS]
    programs = tagged if tagged else [b for b in blocks if b.lang == ""]
    return len(programs) == 1 and bool(programs[0].code.strip())


def format_reward(text: str, domain: str = "math", opened: str = "") -> float:
    """phi(y) in {0.0, 1.0}: 1.0 iff the response is well formed for its domain, else 0.0.

    The response is read as ``opened + text``, where ``opened`` is what the chat template's
    generation prompt already wrote of the reasoning block
    (``agon_mcore.verify.answer.template_opened``: ``""``, ``"<think>\\n"`` or
    ``"<think>\\n\\n</think>\\n\\n"``). Both domains need a well-formed reasoning block:

    1. (leading whitespace ignored) it starts with ``<think>``;
    2. it contains exactly one ``<think>`` and exactly one ``</think>``.

    Then the answer part (the text after ``</think>``, trailing ``<|im_end|>``/
    ``<|endoftext|>`` removed) must hold the domain's final answer, once:

    - ``math``: exactly one box command (``\\boxed``, ``\\fbox``, ``\\framebox``), its
      braces closed, its content not blank. Text around it (the visible summary) is fine.
    - ``code``: exactly one program block, as the code verifier reads it
      (``agon_mcore.verify.code.graded_program``): one closed, non-empty fenced block
      tagged ``python``/``python3``/``py``/``py3`` (or, with no tagged block, one bare
      block); blocks in other languages (```` ```text ```` sample output) are fine; every
      fence closes; and no box command (``\\boxed{done}`` is not a code answer).

    Args:
        text: the decoded response.
        domain: ``"math"`` or ``"code"`` (``Problem.domain``).
        opened: see above.

    Raises:
        ValueError: unknown ``domain``, or ``opened`` not ``""``/``<think>...``.
    """
    if domain not in DOMAINS:
        raise ValueError(f"format_reward: domain={domain!r}; use one of {DOMAINS} (Problem.domain)")
    answer = _answer_part(text, check_opened(opened, "format_reward"))
    if answer is None:
        return 0.0
    ok = _math_ok(answer) if domain == "math" else _code_ok(answer)
    return 1.0 if ok else 0.0
