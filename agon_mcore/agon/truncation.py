"""What a response cut at ``max_new_tokens`` earns: ``algorithm.truncation`` (docs/truncation.md).

A response is *truncated* when the engine stopped it at the length limit
(``finish_reason == "length"``) instead of at an end-of-sequence or stop token. The same
rule applies to every stream of a step: the drafter's drafts, the challenger's answers
and the 2N samples of the single-model GRPO baseline. Modes:

===========  ==================================================================================
``zero``     (default) scored as a failed response: ``c = 0`` and ``phi = 0``, so its reward is
             0 (in mode ``margin`` the same as any wrong answer), and a truncated draft counts
             as a failed draft for the challenger that read it (its conversion bonus applies).
             The paper's reward pays ``lam * phi`` for a *complete* response (AGON.md step 5);
             a cut response is not one, and its last ``\\boxed{}`` may be a mid-reasoning guess.
``keep``     rewarded like a finished response (``c`` and ``phi`` as graded).
``filter``   excluded from the loss and from its group's statistics, as DAPO's overlong
             filtering (Yu et al. 2025, "DAPO", Sec. 3.4): reward computed and logged as
             graded, advantage 0, never trained on; the group's other samples are normalised
             among themselves. As an opponent the draft's graded verdict is used.
``penalty``  DAPO's soft overlong punishment (ibid., Eq. 13) added to every response's reward:
             ``0`` up to ``L_max - L_cache`` tokens, then ``((L_max - L_cache) - |y|) / L_cache``
             falling linearly to ``-1`` at ``L_max``, times ``algorithm.overlong_penalty_factor``;
             ``L_max`` is the responding rival's ``max_new_tokens``, ``L_cache`` is
             ``algorithm.overlong_buffer``. ``c`` and ``phi`` stay as graded.
===========  ==================================================================================
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Sequence

TRUNCATION_MODES = ("zero", "keep", "filter", "penalty")


def check_truncation(mode: str, buffer: int, factor: float, where: str = "algorithm") -> None:
    """Validate ``algorithm.truncation`` and its penalty settings.

    Raises:
        ValueError: unknown mode; ``penalty`` without ``overlong_buffer >= 1``; a negative or
            non-finite ``overlong_penalty_factor``. The message names the key and the fix.
    """
    import math

    if mode not in TRUNCATION_MODES:
        raise ValueError(f"{where}.truncation={mode!r} is not one of {TRUNCATION_MODES} (docs/truncation.md)")
    if int(buffer) < 0:
        raise ValueError(f"{where}.overlong_buffer={buffer} must be >= 0 (tokens before max_new_tokens)")
    if mode == "penalty" and int(buffer) < 1:
        raise ValueError(
            f"{where}.truncation=penalty needs {where}.overlong_buffer >= 1 (DAPO's L_cache in tokens, e.g. a "
            "quarter of rollout.sampling.max_new_tokens)"
        )
    if not math.isfinite(float(factor)) or float(factor) < 0:
        raise ValueError(f"{where}.overlong_penalty_factor={factor!r} must be a finite number >= 0")


def overlong_penalty(length: int, max_new_tokens: int, buffer: int, factor: float = 1.0) -> float:
    """DAPO's soft overlong punishment (Eq. 13) of a response of ``length`` tokens.

    ``0`` for ``length <= max_new_tokens - buffer``; ``factor * ((max_new_tokens - buffer) -
    length) / buffer`` inside the buffer (``-factor`` at ``length == max_new_tokens``);
    ``-factor`` beyond it. A buffer of at least ``max_new_tokens`` starts the slope at 0
    tokens.

    Raises:
        ValueError: ``buffer < 1`` or ``max_new_tokens < 1``.
    """
    if buffer < 1 or max_new_tokens < 1:
        raise ValueError(f"overlong_penalty: buffer={buffer} and max_new_tokens={max_new_tokens} must be >= 1")
    start = max_new_tokens - buffer
    if length <= start:
        return 0.0
    if length >= max_new_tokens:
        return -float(factor)
    return float(factor) * (start - length) / buffer


@dataclass(frozen=True)
class TruncationTerms:
    """One stream's inputs to the reward after the truncation rule, ``[G][N_p]`` nested.

    Attributes:
        correct: verdicts ``c`` to reward with (``zero``: 0 for truncated responses).
        phi: format terms (``zero``: 0 for truncated responses).
        shaping: added to each total reward (``penalty``), else None.
        keep: False for responses left out of the advantages and the loss (``filter``), else None.
    """

    correct: List[List[float]]
    phi: List[List[float]]
    shaping: Optional[List[List[float]]] = None
    keep: Optional[List[List[bool]]] = None


def truncation_terms(correct: Sequence[Sequence[float]], phi: Sequence[Sequence[float]],
                     truncated: Sequence[Sequence[bool]], lengths: Sequence[Sequence[int]], *, mode: str,
                     max_new_tokens: int, buffer: int = 0, factor: float = 1.0) -> TruncationTerms:
    """Apply ``algorithm.truncation`` to one stream (see the module docstring).

    Args:
        correct, phi: ``[G][N_p]`` graded verdicts and format terms.
        truncated: ``[G][N_p]`` whether each response was cut at the length limit.
        lengths: ``[G][N_p]`` response lengths in tokens (``penalty`` only).
        mode: one of :data:`TRUNCATION_MODES`.
        max_new_tokens: the responding rival's limit (``L_max``).
        buffer, factor: ``algorithm.overlong_buffer`` and ``overlong_penalty_factor``.

    Raises:
        ValueError: bad settings (:func:`check_truncation`) or ragged inputs.
    """
    check_truncation(mode, buffer, factor)
    for name, x in (("phi", phi), ("truncated", truncated), ("lengths", lengths)):
        if [len(r) for r in x] != [len(r) for r in correct]:
            raise ValueError(f"truncation_terms: {name} is shaped {[len(r) for r in x]}, correct {[len(r) for r in correct]}")
    c = [[float(v) for v in row] for row in correct]
    p = [[float(v) for v in row] for row in phi]
    if mode == "zero":
        c = [[0.0 if t else v for v, t in zip(row, tr)] for row, tr in zip(c, truncated)]
        p = [[0.0 if t else v for v, t in zip(row, tr)] for row, tr in zip(p, truncated)]
        return TruncationTerms(c, p)
    if mode == "filter":
        return TruncationTerms(c, p, keep=[[not bool(t) for t in tr] for tr in truncated])
    if mode == "penalty":
        return TruncationTerms(c, p, shaping=[[overlong_penalty(int(n), int(max_new_tokens), int(buffer), factor)
                                               for n in row] for row in lengths])
    return TruncationTerms(c, p)
