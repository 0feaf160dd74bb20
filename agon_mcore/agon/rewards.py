"""Rewards of the two streams (AGON.md step 5).

With ``c`` the verifier's verdict in {0, 1}, ``phi`` the format term in [0, 1] (in
practice {0, 1}, see ``agon_mcore.verify.format_reward``) and ``lam`` its weight:

====================  =============================================================
stream / mode         reward
====================  =============================================================
drafter (any mode)    ``2c + lam*phi``
challenger ``coop``   ``2c + lam*phi``
challenger ``adv``    ``2c + c(1 - c_opp) + lam*phi``   (conversion bonus: Agon)
challenger ``margin`` ``2c + (c - c_opp) + lam*phi``     (the paper's margin ablation)
``grpo`` baseline     ``2c + lam*phi`` for all 2N samples of the single model
====================  =============================================================

Optional length tiebreak for the challenger (``coop``/``adv``/``margin``, when
``lam2 > 0``): ``+ lam2 * c * c_opp * [len < len_opp]``: when both rivals are right, the
shorter answer earns a little more. ``len`` and ``len_opp`` must be in the same unit
(tokens when both rivals share a tokenizer; otherwise e.g. characters of the decoded
text, since token counts of different tokenizers are not comparable).

A :class:`RewardBreakdown` splits the total into additive parts:
``total = correctness + format + bonus + tiebreak`` with ``correctness = 2c``,
``format = lam*phi``, ``bonus`` the mode's opponent term (``c(1-c_opp)`` for adv,
``c - c_opp`` for margin, 0 otherwise) and ``tiebreak`` the length term.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional, Sequence, Union

import torch

MODES = ("grpo", "coop", "adv", "margin")
ROLES = ("drafter", "challenger")

Numbers = Union[Sequence[float], torch.Tensor]


@dataclass(frozen=True)
class RewardBreakdown:
    """One response's reward and its additive parts (floats; see the module docstring).

    Attributes:
        total: the scalar reward R(y) the advantage is computed from.
        correctness: ``2 * c``.
        format: ``lam * phi``.
        bonus: the opponent term: ``c * (1 - c_opp)`` (adv), ``c - c_opp`` (margin), else 0.
        tiebreak: ``lam2 * c * c_opp * [len < len_opp]`` (0 unless enabled).
    """

    total: float
    correctness: float
    format: float
    bonus: float
    tiebreak: float


@dataclass
class RewardBatch:
    """Vectorised rewards of one stream: every field is a ``Tensor[M]`` fp32 on CPU.

    Same meaning as :class:`RewardBreakdown`; ``total = correctness + format + bonus +
    tiebreak (+ shaping where set)`` elementwise. ``M`` is the number of responses in the stream.
    """

    total: torch.Tensor
    correctness: torch.Tensor
    format: torch.Tensor
    bonus: torch.Tensor
    tiebreak: torch.Tensor
    # a term added to the total after the reward form (DAPO's overlong penalty,
    # agon_mcore.agon.truncation); None: none (total = the four parts)
    shaping: Optional[torch.Tensor] = None

    def __len__(self) -> int:
        return int(self.total.numel())

    def breakdown(self, i: int) -> RewardBreakdown:
        """The :class:`RewardBreakdown` of response ``i``."""
        return RewardBreakdown(
            float(self.total[i]), float(self.correctness[i]), float(self.format[i]),
            float(self.bonus[i]), float(self.tiebreak[i]),
        )


# ----------------------------------------------------------------------------- checks


def _check_mode(mode: str, where: str) -> None:
    if mode not in MODES:
        raise ValueError(f"{where}: mode={mode!r} is unknown; use one of {MODES} (algorithm.mode)")


def _check_weights(lam: float, lam2: float, where: str) -> None:
    if not math.isfinite(float(lam)):
        raise ValueError(f"{where}: lam={lam!r} must be a finite number (algorithm.lam, default 0.5)")
    if not math.isfinite(float(lam2)) or lam2 < 0:
        raise ValueError(f"{where}: lam2={lam2!r} must be a finite number >= 0 (algorithm.lam2; 0 disables the tiebreak)")


def _verdict(x, name: str, where: str) -> float:
    v = float(x)
    if v not in (0.0, 1.0):
        raise ValueError(f"{where}: {name}={x!r} must be a verdict in {{0, 1}} (Verdict.correct as int/bool)")
    return v


def _phi(x, where: str) -> float:
    v = float(x)
    if not 0.0 <= v <= 1.0:
        raise ValueError(f"{where}: phi={x!r} must lie in [0, 1] (format_reward's value)")
    return v


# ----------------------------------------------------------------------------- scalar forms


def drafter_reward(c, phi, lam: float) -> RewardBreakdown:
    """Drafter (standalone stream) reward ``2c + lam*phi`` (AGON.md step 5).

    Args:
        c: verdict of the draft, in {0, 1} (bool, int or float).
        phi: format term in [0, 1].
        lam: format weight (``algorithm.lam``; 0.5 by default).

    Returns:
        A :class:`RewardBreakdown` with ``bonus = tiebreak = 0``.

    Raises:
        ValueError: ``c`` not in {0, 1}, ``phi`` outside [0, 1], ``lam`` not finite.
    """
    where = "drafter_reward"
    _check_weights(lam, 0.0, where)
    c = _verdict(c, "c", where)
    phi = _phi(phi, where)
    corr, fmt = 2.0 * c, float(lam) * phi
    return RewardBreakdown(total=corr + fmt, correctness=corr, format=fmt, bonus=0.0, tiebreak=0.0)


def challenger_reward(
    mode: str,
    c,
    c_opp,
    phi,
    lam: float,
    lam2: float = 0.0,
    length: Optional[int] = None,
    length_opp: Optional[int] = None,
) -> RewardBreakdown:
    """Challenger (competitive stream) reward in ``mode`` (AGON.md step 5).

    Args:
        mode: ``"coop"``, ``"adv"``, ``"margin"``, or ``"grpo"`` (drafter form, no opponent
            term, no tiebreak; ``c_opp`` is ignored and may be None).
        c: the challenger's verdict in {0, 1}.
        c_opp: the verdict of the draft it read, in {0, 1}.
        phi: the challenger's format term in [0, 1].
        lam: format weight.
        lam2: tiebreak weight (>= 0; 0 disables it).
        length: the challenger response's length (needed when ``lam2 > 0``).
        length_opp: the draft's length, same unit as ``length``.

    Returns:
        A :class:`RewardBreakdown` (see the module docstring for each part).

    Raises:
        ValueError: unknown mode, a verdict not in {0, 1}, ``phi`` outside [0, 1], bad
            weights, or ``lam2 > 0`` without both lengths.
    """
    where = f"challenger_reward(mode={mode!r})"
    _check_mode(mode, where)
    _check_weights(lam, lam2, where)
    if mode == "grpo":
        return drafter_reward(c, phi, lam)
    if c_opp is None:
        raise ValueError(f"{where}: c_opp is None; pass the verdict of the draft the challenger read")
    c = _verdict(c, "c", where)
    c_opp = _verdict(c_opp, "c_opp", where)
    phi = _phi(phi, where)
    corr, fmt = 2.0 * c, float(lam) * phi
    bonus = c * (1.0 - c_opp) if mode == "adv" else (c - c_opp if mode == "margin" else 0.0)
    tie = 0.0
    if lam2 > 0:
        if length is None or length_opp is None:
            raise ValueError(f"{where}: lam2={lam2} > 0 needs length and length_opp (same unit, e.g. tokens)")
        tie = float(lam2) * c * c_opp * float(length < length_opp)
    return RewardBreakdown(total=corr + fmt + bonus + tie, correctness=corr, format=fmt, bonus=bonus, tiebreak=tie)


# ----------------------------------------------------------------------------- vectorised


def _vec(x: Numbers, name: str, where: str) -> torch.Tensor:
    if isinstance(x, torch.Tensor):
        t = x.detach().to("cpu", torch.float64).reshape(-1)
    else:
        t = torch.as_tensor(list(x), dtype=torch.float64).reshape(-1)
    if not torch.isfinite(t).all():
        raise ValueError(f"{where}: {name} has non-finite values")
    return t


def stream_rewards(
    role: str,
    mode: str,
    c: Numbers,
    phi: Numbers,
    lam: float,
    *,
    c_opp: Optional[Numbers] = None,
    lam2: float = 0.0,
    length: Optional[Numbers] = None,
    length_opp: Optional[Numbers] = None,
) -> RewardBatch:
    """Rewards of a whole stream at once (same values as the scalar functions).

    Args:
        role: ``"drafter"`` (form ``2c + lam*phi`` in every mode) or ``"challenger"``.
        mode: one of :data:`MODES`.
        c: ``[M]`` verdicts in {0, 1} (list or tensor, any numeric dtype).
        phi: ``[M]`` format terms in [0, 1].
        lam: format weight.
        c_opp: ``[M]`` opponent verdicts (the draft each challenge read); required for a
            challenger outside ``grpo``.
        lam2: tiebreak weight (>= 0).
        length, length_opp: ``[M]`` lengths in one unit; required when ``lam2 > 0`` for a
            challenger outside ``grpo``.

    Returns:
        A :class:`RewardBatch` of ``Tensor[M]`` fp32 (computed in fp64, then cast).

    Raises:
        ValueError: unknown role/mode, mismatched lengths, values out of range, missing
            ``c_opp`` or lengths.
    """
    where = f"stream_rewards(role={role!r}, mode={mode!r})"
    if role not in ROLES:
        raise ValueError(f"{where}: role must be one of {ROLES}")
    _check_mode(mode, where)
    _check_weights(lam, lam2, where)
    cv = _vec(c, "c", where)
    m = cv.numel()
    if not ((cv == 0) | (cv == 1)).all():
        raise ValueError(f"{where}: c must hold verdicts in {{0, 1}}, got {sorted(set(cv.tolist()))[:5]}")
    pv = _vec(phi, "phi", where)
    if pv.numel() != m:
        raise ValueError(f"{where}: phi has {pv.numel()} entries but c has {m}; pass one per response")
    if ((pv < 0) | (pv > 1)).any():
        raise ValueError(f"{where}: phi must lie in [0, 1]")
    corr, fmt = 2.0 * cv, float(lam) * pv
    bonus = torch.zeros(m, dtype=torch.float64)
    tie = torch.zeros(m, dtype=torch.float64)
    if role == "challenger" and mode != "grpo":
        if c_opp is None:
            raise ValueError(f"{where}: c_opp is required (verdicts of the drafts each challenge read)")
        ov = _vec(c_opp, "c_opp", where)
        if ov.numel() != m:
            raise ValueError(f"{where}: c_opp has {ov.numel()} entries but c has {m}; pass one per challenge")
        if not ((ov == 0) | (ov == 1)).all():
            raise ValueError(f"{where}: c_opp must hold verdicts in {{0, 1}}")
        if mode == "adv":
            bonus = cv * (1.0 - ov)
        elif mode == "margin":
            bonus = cv - ov
        if lam2 > 0:
            if length is None or length_opp is None:
                raise ValueError(f"{where}: lam2={lam2} > 0 needs length and length_opp (same unit, e.g. tokens)")
            lv, lo = _vec(length, "length", where), _vec(length_opp, "length_opp", where)
            if lv.numel() != m or lo.numel() != m:
                raise ValueError(f"{where}: length/length_opp need {m} entries, got {lv.numel()}/{lo.numel()}")
            tie = float(lam2) * cv * ov * (lv < lo).to(torch.float64)
    total = corr + fmt + bonus + tie
    f32 = torch.float32
    return RewardBatch(total=total.to(f32), correctness=corr.to(f32), format=fmt.to(f32),
                       bonus=bonus.to(f32), tiebreak=tie.to(f32))
