"""The verifier's verdict record."""
from __future__ import annotations

from dataclasses import dataclass

REASONS = ("correct", "wrong", "no_answer", "timeout", "error")


@dataclass
class Verdict:
    """One response judged against its problem.

    Attributes:
        correct: c(y) in {0, 1} of AGON.md, as a bool.
        reason: ``"correct"`` | ``"wrong"`` | ``"no_answer"`` (no closed reasoning block, no
            final ``\\boxed{}`` / code block) | ``"timeout"`` (the hard deadline killed the
            check) | ``"error"`` (the checker itself failed, e.g. an unparsable gold).
        extracted: what the verifier read: the stated final answer of the answer part
            (math: ``final_answer(answer_part).text``, several differing boxes
            comma-separated) or the last ``python`` code block (code); ``None`` if none.
        detail: a short human-readable note (first failing test, exception name), or "".
    """

    correct: bool
    reason: str
    extracted: str | None = None
    detail: str = ""
