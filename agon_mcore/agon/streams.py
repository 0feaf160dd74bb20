"""Assembling the two training streams of one Agon step (AGON.md steps 4-6).

Per problem ``p`` the drafter wrote ``N`` drafts ``a_{p,1..N}`` and the challenger one
response ``b_{p,i}`` per draft. This module turns their verdicts and format terms into
rewards (:mod:`agon_mcore.agon.rewards`) and group-relative advantages
(:func:`agon_mcore.agon.advantages.group_advantages`), **separately** for the drafter's
stream and the challenger's stream, one group per problem.

Opponents. With per-rollout opponents (the method) challenge ``i`` read draft ``i``.
With ``shared_opponent=True`` (the ablation) every challenge of a problem read the same
draft, **draft 0** (:data:`SHARED_DRAFT`; the first sample is as random as any other,
and a fixed index keeps runs reproducible); then ``c_opp`` is constant within a group,
the conversion bonus ``c(1 - c_opp)`` is ``c`` or ``0`` for the whole group, and group
normalisation removes its effect (tests/agon/test_streams.py pins this down).
:func:`opponent_index` is the single place that rule lives; the trainer uses it to pick
which summary each challenge reads.

Mode ``grpo`` (the single-model baseline with the same budget, 2N samples per problem):
there is no challenger stream; pass all 2N samples of a problem as its "drafts" and they
form one group with drafter-form rewards.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import List, Optional, Sequence

import torch

from agon_mcore.agon.advantages import group_advantages, sizes_to_offsets
from agon_mcore.agon.rewards import MODES, RewardBatch, stream_rewards

SHARED_DRAFT = 0

Nested = Sequence[Sequence[float]]


def opponent_index(i: int, shared_opponent: bool) -> int:
    """Index of the draft that challenge ``i`` of a problem reads: ``i``, or 0 when shared."""
    if i < 0:
        raise ValueError(f"opponent_index: i={i} must be >= 0")
    return SHARED_DRAFT if shared_opponent else i


@dataclass
class Stream:
    """One stream's rewards and advantages, flattened problem-major.

    Attributes:
        role: ``"drafter"`` or ``"challenger"``.
        rewards: :class:`RewardBatch` of ``Tensor[M]`` fp32 (total and its parts).
        advantages: ``Tensor[M]`` fp32 group-relative advantages.
        offsets: ``LongTensor[G+1]``: problem ``p``'s responses are
            ``offsets[p]:offsets[p+1]`` (in the order they were given).
        n_zero_var: groups whose rewards were all equal (zero advantage).
        opponents: ``[M]`` index (within its problem) of the draft each response read;
            ``None`` for the drafter stream.
        trained: ``BoolTensor[M]``: False for responses left out of the advantages and the
            loss (``algorithm.truncation=filter``: cut at ``max_new_tokens``); None: all trained.
    """

    role: str
    rewards: RewardBatch
    advantages: torch.Tensor
    offsets: torch.Tensor
    n_zero_var: int
    opponents: Optional[List[int]] = None
    trained: Optional[torch.Tensor] = None

    def trained_by_problem(self) -> List[List[bool]]:
        """Whether each response enters the loss, ``[G][N_p]``."""
        if self.trained is None:
            return [[True] * (self.group(p).stop - self.group(p).start) for p in range(self.num_groups)]
        return [self.trained[self.group(p)].tolist() for p in range(self.num_groups)]

    @property
    def num_groups(self) -> int:
        return int(self.offsets.numel()) - 1

    def group(self, p: int) -> slice:
        """The flat slice of problem ``p``."""
        return slice(int(self.offsets[p]), int(self.offsets[p + 1]))

    def rewards_by_problem(self) -> List[List[float]]:
        """Total rewards as ``[G][N_p]`` Python floats."""
        return [self.rewards.total[self.group(p)].tolist() for p in range(self.num_groups)]

    def advantages_by_problem(self) -> List[List[float]]:
        """Advantages as ``[G][N_p]`` Python floats."""
        return [self.advantages[self.group(p)].tolist() for p in range(self.num_groups)]

    @property
    def zero_var_fraction(self) -> float:
        return self.n_zero_var / max(1, self.num_groups)


@dataclass
class StepStreams:
    """Both streams of one step; ``challenger`` is None in mode ``grpo``."""

    drafter: Stream
    challenger: Optional[Stream]


def _flat(x: Nested, name: str, sizes: Optional[List[int]] = None) -> List[float]:
    if sizes is not None:
        if len(x) != len(sizes):
            raise ValueError(f"assemble_streams: {name} has {len(x)} problems, expected {len(sizes)}")
        for p, (row, n) in enumerate(zip(x, sizes)):
            if len(row) != n:
                raise ValueError(f"assemble_streams: {name}[{p}] has {len(row)} entries, expected {n}")
    return [float(v) for row in x for v in row]


def assemble_streams(
    draft_correct: Nested,
    draft_phi: Nested,
    *,
    mode: str,
    lam: float,
    challenge_correct: Optional[Nested] = None,
    challenge_phi: Optional[Nested] = None,
    shared_opponent: bool = False,
    lam2: float = 0.0,
    draft_len: Optional[Nested] = None,
    challenge_len: Optional[Nested] = None,
    advantage: str = "grpo",
    eps: float = 1e-6,
    impl: str = "auto",
    draft_shaping: Optional[Nested] = None,
    challenge_shaping: Optional[Nested] = None,
    draft_keep: Optional[Nested] = None,
    challenge_keep: Optional[Nested] = None,
) -> StepStreams:
    """Rewards and per-problem group advantages of the drafter and challenger streams.

    Args:
        draft_correct: ``[G][N_p]`` verdicts (0/1, bools ok) of the drafts of each problem.
        draft_phi: ``[G][N_p]`` format terms of the drafts.
        mode: ``grpo | coop | adv | margin`` (``algorithm.mode``).
        lam: format weight (``algorithm.lam``).
        challenge_correct: ``[G][N_p]`` challenger verdicts; ``challenge_correct[p][i]``
            is the response that read draft ``opponent_index(i, shared_opponent)``.
            Required unless ``mode == "grpo"`` (where it must be None).
        challenge_phi: ``[G][N_p]`` challenger format terms.
        shared_opponent: all challenges of a problem read draft :data:`SHARED_DRAFT`.
        lam2: length tiebreak weight (``algorithm.lam2``); needs the lengths when > 0.
        draft_len, challenge_len: ``[G][N_p]`` response lengths in one unit.
        advantage: ``grpo | mean_only | rloo`` (``algorithm.advantage``).
        eps: std epsilon (``algorithm.adv_eps``).
        impl: kernel implementation for the advantages.
        draft_shaping, challenge_shaping: ``[G][N_p]`` terms added to each total reward
            (``algorithm.truncation=penalty``: DAPO's overlong penalty, ``agon_mcore.agon.truncation``).
        draft_keep, challenge_keep: ``[G][N_p]`` bools; False leaves the response out of its
            group's advantage statistics (advantage 0) and marks it untrained
            (``Stream.trained``; ``algorithm.truncation=filter``).

    Returns:
        :class:`StepStreams` (``challenger`` None in mode ``grpo``).

    Raises:
        ValueError: unknown mode; ragged or mismatched shapes (message names the input and
            problem); challenger inputs given in ``grpo`` or missing otherwise; values out
            of range (see :func:`stream_rewards`).
    """
    if mode not in MODES:
        raise ValueError(f"assemble_streams: mode={mode!r}; use one of {MODES} (algorithm.mode)")
    sizes = [len(row) for row in draft_correct]
    if not sizes or min(sizes) < 1:
        raise ValueError("assemble_streams: every problem needs >= 1 draft (draft_correct is empty or has an empty row)")
    dc = _flat(draft_correct, "draft_correct")
    dp = _flat(draft_phi, "draft_phi", sizes)
    dl = _flat(draft_len, "draft_len", sizes) if draft_len is not None else None
    offsets = sizes_to_offsets(sizes)
    d_rew = _shaped(stream_rewards("drafter", mode, dc, dp, lam), draft_shaping, "draft_shaping", sizes)
    d_keep = _keep(draft_keep, "draft_keep", sizes)
    d_adv, d_zero = _advantages(d_rew.total, sizes, d_keep, advantage, eps, impl)
    drafter = Stream("drafter", d_rew, d_adv, offsets, d_zero, trained=d_keep)
    if mode == "grpo":
        if challenge_correct is not None or challenge_phi is not None:
            raise ValueError(
                "assemble_streams: mode='grpo' has no challenger stream; pass all 2N samples of a "
                "problem as its drafts and leave challenge_* unset"
            )
        return StepStreams(drafter, None)
    if challenge_correct is None or challenge_phi is None:
        raise ValueError(f"assemble_streams: mode={mode!r} needs challenge_correct and challenge_phi")
    cc = _flat(challenge_correct, "challenge_correct", sizes)
    cp = _flat(challenge_phi, "challenge_phi", sizes)
    opp_local = [opponent_index(i, shared_opponent) for n in sizes for i in range(n)]
    base = [int(offsets[p]) for p, n in enumerate(sizes) for _ in range(n)]
    c_opp = [dc[b + j] for b, j in zip(base, opp_local)]
    lengths = {}
    if lam2 > 0:
        if dl is None or challenge_len is None:
            raise ValueError(f"assemble_streams: lam2={lam2} > 0 needs draft_len and challenge_len")
        lengths = dict(length=_flat(challenge_len, "challenge_len", sizes),
                       length_opp=[dl[b + j] for b, j in zip(base, opp_local)])
    c_rew = _shaped(stream_rewards("challenger", mode, cc, cp, lam, c_opp=c_opp, lam2=lam2, **lengths),
                    challenge_shaping, "challenge_shaping", sizes)
    c_keep = _keep(challenge_keep, "challenge_keep", sizes)
    c_adv, c_zero = _advantages(c_rew.total, sizes, c_keep, advantage, eps, impl)
    return StepStreams(drafter, Stream("challenger", c_rew, c_adv, offsets, c_zero, opponents=opp_local,
                                       trained=c_keep))


def _shaped(rew: RewardBatch, shaping: Optional[Nested], name: str, sizes: List[int]) -> RewardBatch:
    """``rew`` with ``shaping`` added to its total (recorded as ``rew.shaping``)."""
    if shaping is None:
        return rew
    sh = torch.tensor(_flat(shaping, name, sizes), dtype=torch.float32)
    if not torch.isfinite(sh).all():
        raise ValueError(f"assemble_streams: {name} holds NaN/inf")
    return dataclasses.replace(rew, total=rew.total + sh, shaping=sh)


def _keep(keep: Optional[Nested], name: str, sizes: List[int]) -> Optional[torch.Tensor]:
    if keep is None:
        return None
    return torch.tensor([bool(v) for v in _flat(keep, name, sizes)], dtype=torch.bool)


def _advantages(total: torch.Tensor, sizes: List[int], keep: Optional[torch.Tensor], advantage: str, eps: float,
                impl: str):
    """Group advantages over the kept responses only (the others get 0); ``(adv, n_zero_var)``.

    A group with no kept response counts as zero-variance (it teaches nothing)."""
    if keep is None:
        return group_advantages(total, offsets=sizes_to_offsets(sizes), mode=advantage, eps=eps, impl=impl)
    adv = torch.zeros_like(total)
    kept_sizes, empty, start = [], 0, 0
    for n in sizes:
        k = int(keep[start:start + n].sum())
        if k:
            kept_sizes.append(k)
        else:
            empty += 1
        start += n
    if not kept_sizes:
        return adv, empty
    a, z = group_advantages(total[keep], offsets=sizes_to_offsets(kept_sizes), mode=advantage, eps=eps, impl=impl)
    adv[keep] = a
    return adv, z + empty


def conversion_rate(draft_correct: Nested, challenge_correct: Nested, shared_opponent: bool = False) -> float:
    """Fraction of challenges that are correct where the draft they read was wrong.

    AGON.md "Metrics": conversion rate. Over all (problem, i) pairs whose draft
    ``opponent_index(i)`` was wrong; ``nan`` when no draft was wrong.
    """
    num = den = 0
    for drow, crow in zip(draft_correct, challenge_correct):
        for i, c in enumerate(crow):
            if not drow[opponent_index(i, shared_opponent)]:
                den += 1
                num += int(bool(c))
    return num / den if den else float("nan")
