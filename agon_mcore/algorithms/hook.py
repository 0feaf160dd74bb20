"""The trainer's one call into the plug-ins: rewards terms, then the advantage, per stream.

:func:`apply_step_plugins` runs after the streams' verifier rewards are assembled
(:func:`agon_mcore.agon.streams.assemble_streams`) and before they are attached to the
responses. For each stream (the drafter's and the challenger's in Agon mode, GRPO's single
stream otherwise), over the responses that enter the loss:

1. every ``algorithm.reward_terms`` plug-in returns ``Tensor[B]`` added to the rewards;
2. the ``algorithm.advantage`` plug-in returns the advantages (``Tensor[B]``, or per-token
   tensors which go to the loss as they are).

With the defaults (``advantage=grpo``, no reward terms) this recomputes exactly what
``assemble_streams`` computed (the same kernel on the same rewards).
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Dict, List, Optional

import torch

from agon_mcore.algorithms.context import PluginContext
from agon_mcore.algorithms.registry import Plugin, PluginError, group_index_of, resolve

log = logging.getLogger("agon.plugins")

# built-in plug-ins that run the policy (forward/backward): single-process only, because
# the trainer computes rewards on rank 0 while the policy's forward is collective
MODEL_PLUGINS = ("reasoning_arena", "grail", "gar", "cliff", "opd_then_rl")


class StepPlugins:
    """The resolved plug-ins of a run (``algorithm.advantage``, ``algorithm.reward_terms``).

    Raises:
        PluginError: a plug-in that cannot be resolved (see :func:`resolve`), or a
            model-running built-in in a multi-process run.
    """

    def __init__(self, cfg) -> None:
        a = cfg.algorithm
        self.cfg = cfg
        self.advantage: Plugin = resolve("advantage", a.advantage)
        self.reward_terms: List[Plugin] = [resolve("reward_term", n) for n in a.reward_terms]
        names = [self.advantage.name] + [p.name for p in self.reward_terms]
        if torch.distributed.is_initialized() and torch.distributed.get_world_size() > 1:
            heavy = [n for n in names if n in MODEL_PLUGINS]
            if heavy:
                raise PluginError(f"plug-in(s) {heavy} run the policy inside the reward step, which runs on rank 0 "
                                  f"only; with {torch.distributed.get_world_size()} processes that would hang. Run "
                                  "them single-process (torchrun --nproc_per_node=1) for now")

    @property
    def trivial(self) -> bool:
        return not self.reward_terms and self.advantage.builtin and self.advantage.name in ("grpo", "mean_only", "rloo")


def step_plugins(trainer) -> StepPlugins:
    """The trainer's :class:`StepPlugins`, built on first use and kept on it."""
    sp = getattr(trainer, "_step_plugins", None)
    if sp is None:
        sp = trainer._step_plugins = StepPlugins(trainer.cfg)
    return sp


def apply_step_plugins(trainer, streams, rollouts, problems, drafter: str, challenger: str,
                       times: Optional[Dict[str, float]] = None):
    """Apply the run's reward terms and advantage estimator to both streams of one step.

    Args:
        trainer: the :class:`agon_mcore.train.trainer.AgonTrainer` (its rivals, config, step).
        streams: the step's :class:`agon_mcore.agon.streams.StepStreams` (modified in place
            and returned).
        rollouts: the step's :class:`StepRollouts`: ``drafts`` / ``challenges`` groups of
            ``Scored`` in the streams' order; token advantages are set on them
            (``Scored.token_advantages``) and plug-in metrics in ``rollouts.plugin_metrics``.
        problems: the step's problems (any order; matched by ``rollouts.problem_ids``).
        drafter, challenger: this step's roles (``"A"``/``"B"``).
        times: the step's phase timings; the plug-ins' seconds are added as ``plugins``
            (logged as ``time/plugins``).

    Returns:
        ``streams``.

    Raises:
        PluginError: a plug-in failed its checks (message names it).
    """
    import time

    t0 = time.perf_counter()
    sp = step_plugins(trainer)
    by_id = {p.id: p for p in problems}
    probs = [by_id.get(pid) for pid in rollouts.problem_ids]
    single = trainer.cfg.algorithm.mode == "grpo"  # one model on its 2N drafts
    todo = [("single" if single else "drafter", streams.drafter, rollouts.drafts, drafter,
             None if single else challenger)]
    if streams.challenger is not None:
        todo.append(("challenger", streams.challenger, rollouts.challenges, challenger, drafter))
    metrics: Dict[str, float] = {}
    for k, (role, stream, groups, own, other) in enumerate(todo):
        ctx_metrics = _apply_stream(trainer, sp, role, stream, groups, probs, own, other, seed_offset=k)
        role_key = "draft" if role in ("drafter", "single") else "challenge"
        for key, v in ctx_metrics.items():  # "arena/groups_routed" -> "arena/draft/groups_routed"
            head, _, rest = key.partition("/")
            metrics[f"{head}/{role_key}/{rest}" if rest else f"{role_key}/{head}"] = float(v)
    rollouts.plugin_metrics = metrics
    if times is not None and not sp.trivial:
        times["plugins"] = times.get("plugins", 0.0) + time.perf_counter() - t0
    return streams


def _apply_stream(trainer, sp: StepPlugins, role: str, stream, groups, probs, own: str, other: Optional[str],
                  seed_offset: int) -> Dict[str, float]:
    flat = [s for row in groups for s in row]
    keep = stream.trained if stream.trained is not None else torch.ones(len(flat), dtype=torch.bool)
    sizes, group_of = [], []
    for p, row in enumerate(groups):
        n = sum(1 for i in range(len(row)) if bool(keep[stream.group(p)][i]))
        if n:
            sizes.append(n)
            group_of.extend([p] * n)
    idx = keep.nonzero().reshape(-1)
    if idx.numel() == 0:
        return {}
    rows = [flat[int(i)] for i in idx]
    gi = group_index_of(sizes)
    rewards = stream.rewards.total[idx].clone().to(torch.float32)
    rival_obj = trainer.rivals[own]
    other_obj = trainer.rivals[other] if other is not None else None
    ctx = PluginContext(
        role=role, step=int(trainer.step_idx),
        correct=torch.tensor([float(s.correct) for s in rows], dtype=torch.float32),
        prompt_ids=[list(s.response.prompt_ids) for s in rows],
        response_ids=[list(s.response.output_ids) for s in rows],
        texts=[s.response.text for s in rows], prompt_texts=[s.response.prompt_text for s in rows],
        problems=[probs[p] for p in group_of], extracted=[s.extracted for s in rows],
        rollout_logprobs=[torch.tensor(s.response.logprobs, dtype=torch.float32) if s.response.logprobs else None
                          for s in rows],
        policy=rival_obj.policy, rival=other_obj.policy if other_obj is not None else None,
        tokenizer=rival_obj.tokenizer, rival_tokenizer=other_obj.tokenizer if other_obj is not None else None,
        prompt_builder=rival_obj.prompt_ids, rival_prompt_builder=other_obj.prompt_ids if other_obj else None,
        cfg=trainer.cfg, args=dict(trainer.cfg.algorithm.plugin_args or {}),
        seed=int(trainer.cfg.train.seed) * 1_000_003 + 2 * int(trainer.step_idx) + seed_offset,
        truncated=[s.response.finish_reason == "length" for s in rows],
        state=_run_state(trainer),
        validate=_validator(trainer, own),
    )
    for term in sp.reward_terms:
        add = term(rewards, gi, ctx)
        rewards = rewards + add
    adv = sp.advantage(rewards, gi, ctx)
    token_adv: Optional[List[torch.Tensor]] = None
    if isinstance(adv, list):
        token_adv = adv
        adv = torch.stack([t.mean() if t.numel() else t.new_zeros(()) for t in adv])
    # write back: rewards (with the terms) and advantages of the kept responses
    total = stream.rewards.total.clone()
    total[idx] = rewards
    if sp.reward_terms:
        stream.rewards = dataclasses.replace(stream.rewards, total=total)
        stream.n_zero_var = int(sum(1 for g in range(len(sizes)) if _all_equal(rewards[gi == g])))
        stream.n_zero_var += stream.num_groups - len(sizes)
    new_adv = torch.zeros_like(stream.advantages)
    new_adv[idx] = adv
    stream.advantages = new_adv
    for k, s in enumerate(rows):
        s.token_advantages = token_adv[k].tolist() if token_adv is not None else None
    return dict(ctx.metrics)


def _run_state(trainer) -> Dict:
    """The plug-ins' state dict kept on the trainer (``trainer.plugin_state``; saved in checkpoints)."""
    st = getattr(trainer, "plugin_state", None)
    if st is None:
        st = {}
        try:
            trainer.plugin_state = st
        except AttributeError:
            pass
    return st


def _validator(trainer, rival: str):
    """``fn(num) -> pass@1`` of ``rival`` on data.validation, where the trainer offers one."""
    fn = getattr(trainer, "validation_pass1", None)
    return (lambda num, who=None: fn(who or rival, num)) if callable(fn) else None


def _all_equal(x: torch.Tensor) -> bool:
    return bool(x.numel() == 0 or (x == x[0]).all())


__all__ = ["StepPlugins", "apply_step_plugins", "step_plugins", "MODEL_PLUGINS"]
