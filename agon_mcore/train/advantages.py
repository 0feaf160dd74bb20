"""Rewards and group-relative advantages of one step's rollouts (AGON.md steps 5-6).

:func:`compute_advantages` is the one place the step turns verdicts into rewards and
advantages: ``algorithm.truncation`` per stream (:mod:`agon_mcore.agon.truncation`), then
:func:`agon_mcore.agon.assemble_streams` (the reward form of ``algorithm.mode`` and the
advantage of ``algorithm.advantage``, separately per stream and problem), and the results
are written onto the record's samples. :func:`drafter_advantages` is the same rule for the
drafter's stream alone (it reads nothing of the challenger's), used when the drafter's
update overlaps the challenger's generation.
"""
from __future__ import annotations

from typing import Callable, Dict, List, Optional

from agon_mcore.agon import StepPlan, assemble_streams
from agon_mcore.agon.truncation import TruncationTerms, truncation_terms
from agon_mcore.algorithms import kernel_mode
from agon_mcore.config import AlgorithmConfig
from agon_mcore.train.rollouts import Scored, StepRollouts


def _lengths(groups: List[List[Scored]]) -> List[List[int]]:
    return [[len(s.response.output_ids) for s in row] for row in groups]


def stream_terms(groups: List[List[Scored]], algo: AlgorithmConfig, max_new_tokens: int) -> TruncationTerms:
    """``algorithm.truncation`` applied to one stream's verdicts and format terms
    (``max_new_tokens``: the responding rival's limit)."""
    return truncation_terms(
        [[s.correct for s in row] for row in groups], [[s.fmt for s in row] for row in groups],
        [[s.response.finish_reason == "length" for s in row] for row in groups], _lengths(groups),
        mode=algo.truncation, max_new_tokens=max_new_tokens, buffer=algo.overlong_buffer,
        factor=algo.overlong_penalty_factor,
    )


def _attach(groups: List[List[Scored]], stream) -> None:
    rew, adv, trained = stream.rewards_by_problem(), stream.advantages_by_problem(), stream.trained_by_problem()
    bonus = stream.rewards.bonus if hasattr(stream.rewards, "bonus") else None
    k = 0
    for p, row in enumerate(groups):
        for i, s in enumerate(row):
            s.reward, s.advantage, s.trained = rew[p][i], adv[p][i], trained[p][i]
            if bonus is not None:
                s.bonus = float(bonus[k])
            k += 1


def compute_advantages(ro: StepRollouts, plan: StepPlan, algo: AlgorithmConfig, max_new_tokens: Dict[str, int],
                       impl: str = "torch", plugins: Optional[Callable] = None) -> None:
    """Rewards and advantages of every kept sample of ``ro``, written in place
    (``Scored.reward``, ``.bonus``, ``.advantage``, ``.trained``) and the zero-variance group
    fraction per role (``ro.zero_var``: ``"draft"``, ``"challenge"``; NaN for a role without
    groups).

    Args:
        ro: the step's rollouts, dropped problems already removed.
        plan: the step's plan; without a challenge pass there is no challenger stream.
        algo: ``algorithm.*`` (mode, lam, lam2, shared_opponent, advantage, adv_eps, truncation).
        max_new_tokens: ``{rival: limit}`` of the rivals' sampling (the truncation rule's L_max).
        impl: the advantage kernel's implementation (``torch | triton | auto``).
        plugins: ``streams -> streams``, the run's advantage/reward plug-ins
            (:func:`agon_mcore.algorithms.apply_step_plugins`), applied to the assembled streams
            before their rewards and advantages are written onto the samples; None: the
            group-relative advantages of ``algorithm.advantage``'s kernel mode as they are.
    """
    ro.zero_var = {"draft": float("nan"), "challenge": float("nan")}
    if not ro.drafts:
        return
    d = stream_terms(ro.drafts, algo, max_new_tokens[plan.drafter])
    kw = {}
    if plan.challenge:
        c = stream_terms(ro.challenges, algo, max_new_tokens[plan.challenger])
        kw = dict(challenge_correct=c.correct, challenge_phi=c.phi, challenge_shaping=c.shaping,
                  challenge_keep=c.keep, challenge_len=_lengths(ro.challenges))
    st = assemble_streams(
        d.correct, d.phi, draft_shaping=d.shaping, draft_keep=d.keep, mode=algo.mode, lam=algo.lam,
        lam2=algo.lam2, shared_opponent=algo.shared_opponent, draft_len=_lengths(ro.drafts),
        advantage=kernel_mode(algo.advantage), eps=algo.adv_eps, impl=impl, **kw,
    )
    if plugins is not None:
        st = plugins(st)
    _attach(ro.drafts, st.drafter)
    if st.challenger is not None:
        _attach(ro.challenges, st.challenger)
    ro.zero_var = {"draft": st.drafter.zero_var_fraction,
                   "challenge": st.challenger.zero_var_fraction if st.challenger else float("nan")}


def drafter_advantages(groups: List[List[Scored]], algo: AlgorithmConfig, max_new_tokens: int,
                       impl: str = "torch") -> None:
    """The drafter stream's rewards and advantages from its own drafts alone, written onto
    ``groups`` (the same values :func:`compute_advantages` gives them: the drafter's reward
    reads nothing of the challenger's). The challenger inputs are placeholders."""
    d = stream_terms(groups, algo, max_new_tokens)
    zeros = [[0.0] * len(row) for row in groups]
    st = assemble_streams(
        d.correct, d.phi, draft_shaping=d.shaping, draft_keep=d.keep, mode=algo.mode, lam=algo.lam,
        lam2=algo.lam2, shared_opponent=algo.shared_opponent, draft_len=_lengths(groups),
        advantage=kernel_mode(algo.advantage), eps=algo.adv_eps, impl=impl,
        **({} if algo.mode == "grpo" else dict(challenge_correct=zeros, challenge_phi=zeros, challenge_len=zeros)),
    )
    _attach(groups, st.drafter)
