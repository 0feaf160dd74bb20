"""Megatron DDP wrapping, optimizer and learning-rate schedule of one policy.

Each rival owns its own DDP-wrapped model chunks, its own megatron optimizer
(``get_megatron_optimizer``; the ``DistributedOptimizer`` when
``parallel.use_distributed_optimizer``) and its own ``OptimizerParamScheduler``; they are
built once per :class:`~agon_mcore.policy.Policy` and never per step.

Sources: megatron-core 0.16 ``distributed/distributed_data_parallel.py``,
``optimizer/__init__.py::get_megatron_optimizer``, ``optimizer_param_scheduler.py``, and how
``megatron/training/training.py`` wires them (``no_sync_func``, ``finalize_model_grads_func``).
"""
from __future__ import annotations

import math
from typing import List, Optional

import torch

from agon_mcore.config import ConfigError
from agon_mcore.config import OptimizerConfig as AgonOptimizerConfig

# our schedule names -> megatron's lr_decay_style
_DECAY_STYLES = {"constant": "constant", "cosine": "cosine", "linear": "linear"}


def wrap_ddp(chunks: list, use_distributed_optimizer: bool) -> list:
    """Wrap model chunks in megatron ``DistributedDataParallel`` and hook the schedule.

    Gradients are accumulated and reduced in fp32 (``grad_reduce_in_fp32``); no overlap
    (the CPU/gloo path and small models gain nothing from it). The chunks' shared
    ``TransformerConfig`` gets ``no_sync_func`` and ``finalize_model_grads_func`` so that
    megatron's forward-backward schedules sync gradients once per step (DP all-reduce or
    reduce-scatter, tied-embedding and sequence-parallel norm grads).

    Args:
        chunks: ``GPTModel`` chunks from :func:`agon_mcore.policy.model.build_gpt_model`.
        use_distributed_optimizer: shard optimizer state and reduce-scatter grads over DP.

    Returns:
        list of ``DistributedDataParallel`` modules (same order as ``chunks``).
    """
    from megatron.core.distributed import (
        DistributedDataParallel,
        DistributedDataParallelConfig,
        finalize_model_grads,
    )

    ddp_config = DistributedDataParallelConfig(
        grad_reduce_in_fp32=True,
        overlap_grad_reduce=False,
        overlap_param_gather=False,
        use_distributed_optimizer=use_distributed_optimizer,
        check_for_nan_in_grad=False,  # a non-finite step is detected and skipped by the policy
        bucket_size=None,
    )
    model = [
        DistributedDataParallel(config=c.config, ddp_config=ddp_config, module=c, disable_bucketing=i > 0)
        for i, c in enumerate(chunks)
    ]
    config = chunks[0].config
    config.no_sync_func = [m.no_sync for m in model] if len(model) > 1 else model[0].no_sync
    config.finalize_model_grads_func = finalize_model_grads
    config.grad_scale_func = None
    return model


def build_optimizer(model: list, opt: AgonOptimizerConfig, use_distributed_optimizer: bool, lr: Optional[float] = None,
                    min_lr: Optional[float] = None):
    """The megatron optimizer (Adam) over ``model``'s parameters.

    Without TransformerEngine/apex megatron falls back to ``torch.optim.AdamW`` (decoupled
    weight decay, as TE/apex FusedAdam with ``adam_w_mode``). With bf16/fp16 parameters the
    optimizer keeps fp32 main parameters.

    Args:
        model: DDP-wrapped chunks (:func:`wrap_ddp`).
        opt: the run's optimizer section (lr, betas, eps, weight decay, clip_grad).
        use_distributed_optimizer: ZeRO-1 style ``DistributedOptimizer``.
        lr: peak learning rate overriding ``opt.lr`` (the SFT phase uses ``sft.lr``).
        min_lr: the schedule's floor overriding ``opt.min_lr`` (the SFT phase uses ``sft.min_lr``;
            megatron keeps it per parameter group, where the scheduler reads it).

    Returns:
        ``megatron.core.optimizer.ChainedOptimizer`` (megatron's return type).
    """
    from megatron.core.optimizer import OptimizerConfig, get_megatron_optimizer

    tcfg = model[0].module.config if hasattr(model[0], "module") else model[0].config
    peak = float(opt.lr if lr is None else lr)
    if not (peak > 0 and math.isfinite(peak)):
        raise ConfigError(f"learning rate {peak} must be a finite number > 0 (optimizer.lr / sft.lr)")
    mcfg = OptimizerConfig(
        optimizer="adam",
        lr=peak,
        min_lr=min(float(opt.min_lr if min_lr is None else min_lr), peak),
        weight_decay=float(opt.weight_decay),
        adam_beta1=float(opt.adam_beta1),
        adam_beta2=float(opt.adam_beta2),
        adam_eps=float(opt.adam_eps),
        clip_grad=float(opt.clip_grad),
        bf16=bool(tcfg.bf16),
        fp16=bool(tcfg.fp16),
        params_dtype=tcfg.params_dtype,
        use_distributed_optimizer=use_distributed_optimizer,
        decoupled_weight_decay=True,
    )
    return get_megatron_optimizer(mcfg, model)


def build_scheduler(
    optimizer,
    opt: AgonOptimizerConfig,
    total_steps: int,
    *,
    lr: Optional[float] = None,
    warmup_steps: Optional[int] = None,
    style: Optional[str] = None,
    min_lr: Optional[float] = None,
):
    """megatron ``OptimizerParamScheduler`` for ``opt.lr_schedule`` with linear warmup.

    Convention: the scheduler's ``num_steps`` is one ahead of the number of completed
    updates, so update ``k`` (0-based) runs at ``lr(k + 1)``: with warmup ``W`` the first
    update uses ``lr / W`` (never 0, unlike megatron's default ``lr_warmup_init = 0`` at
    step 0). A decaying schedule spans ``total_steps + 1`` scheduler steps, so it reaches
    ``min_lr`` just AFTER the last update: the last update ``total_steps - 1`` runs above
    ``min_lr`` (with ``min_lr = 0`` no update is wasted at learning rate 0).
    Weight decay is constant. :func:`schedule_plan` gives the numbers.

    Args:
        optimizer: the megatron optimizer.
        opt: the optimizer section (``lr``, ``min_lr``, ``warmup_steps``, ``lr_schedule``).
        total_steps: planned number of updates (decay horizon); ``>= 1``.
        lr, warmup_steps, style, min_lr: overrides of ``opt.lr``, ``opt.warmup_steps``,
            ``opt.lr_schedule``, ``opt.min_lr``.

    Raises:
        ConfigError: unknown schedule or negative warmup.
    """
    from megatron.core.optimizer_param_scheduler import OptimizerParamScheduler

    plan = schedule_plan(opt, total_steps, lr=lr, warmup_steps=warmup_steps, style=style, min_lr=min_lr)
    decay = plan["lr_decay_steps"]
    sched = OptimizerParamScheduler(
        optimizer,
        init_lr=0.0,
        max_lr=plan["max_lr"],
        min_lr=plan["min_lr"],
        lr_warmup_steps=plan["lr_warmup_steps"],
        lr_decay_steps=decay,
        lr_decay_style=plan["lr_decay_style"],
        start_wd=float(opt.weight_decay),
        end_wd=float(opt.weight_decay),
        wd_incr_steps=decay,
        wd_incr_style="constant",
        use_checkpoint_opt_param_scheduler=True,
        override_opt_param_scheduler=False,
    )
    sched.step(1)  # see the convention above
    return sched


def schedule_plan(opt: AgonOptimizerConfig, total_steps: int, *, lr: Optional[float] = None,
                  warmup_steps: Optional[int] = None, style: Optional[str] = None,
                  min_lr: Optional[float] = None) -> dict:
    """The megatron scheduler settings of a schedule of ``total_steps`` updates.

    Returns ``{"max_lr", "min_lr", "lr_warmup_steps", "lr_decay_steps", "lr_decay_style"}``
    (megatron ``OptimizerParamScheduler`` attribute names); ``lr_decay_steps`` is
    ``max(total_steps + 1, warmup + 1)`` (see :func:`build_scheduler`'s convention).

    Raises:
        ConfigError: unknown schedule or negative warmup.
    """
    style = opt.lr_schedule if style is None else style
    if style not in _DECAY_STYLES:
        raise ConfigError(f"optimizer.lr_schedule={style!r} is not one of {sorted(_DECAY_STYLES)}")
    warmup = int(opt.warmup_steps if warmup_steps is None else warmup_steps)
    if warmup < 0:
        raise ConfigError(f"warmup_steps={warmup} must be >= 0")
    peak = float(opt.lr if lr is None else lr)
    return {
        "max_lr": peak,
        "min_lr": min(float(opt.min_lr if min_lr is None else min_lr), peak),
        "lr_warmup_steps": warmup,
        "lr_decay_steps": max(int(total_steps) + 1, warmup + 1, 1),
        "lr_decay_style": _DECAY_STYLES[style],
    }


def phase_schedule(cfg, phase: str) -> dict:
    """``schedule_plan`` of a training phase of the run config ``cfg`` (an ``AgonConfig``).

    ``"rl"``: ``optimizer.lr``, ``optimizer.warmup_steps``, ``train.steps x algorithm.ppo_epochs``
    updates with ``optimizer.lr_schedule`` and ``optimizer.min_lr``; ``"sft"``: ``sft.lr``,
    ``sft.warmup_steps``, ``sft.steps`` updates with ``sft.lr_schedule`` and ``sft.min_lr``.
    """
    if phase == "sft":
        s = cfg.sft
        return schedule_plan(cfg.optimizer, s.steps, lr=s.lr, warmup_steps=s.warmup_steps, style=s.lr_schedule,
                             min_lr=s.min_lr)
    return schedule_plan(cfg.optimizer, cfg.train.steps * cfg.algorithm.ppo_epochs)


def replan_scheduler(sched, plan: dict) -> dict:
    """Give a (resumed) scheduler the settings ``plan`` at its current step.

    The scheduler keeps its step count; the learning rate of the next update becomes the
    new plan's value at that step (as if the run had been planned this way from its start).
    Used on resume when the config's schedule differs from the checkpoint's (e.g. a longer
    ``train.steps``). Returns ``{setting: (old, new)}`` for every setting that changed,
    plus ``"next_lr": (old, new)`` when any did.
    """
    changed = {k: (getattr(sched, k), v) for k, v in plan.items() if getattr(sched, k) != v}
    if not changed:
        return {}
    old_lr = current_lr(sched.optimizer)
    for k, v in plan.items():
        setattr(sched, k, v)
    sched.wd_incr_steps = plan["lr_decay_steps"]
    for g in sched.optimizer.param_groups:
        g["max_lr"], g["min_lr"] = plan["max_lr"], plan["min_lr"]
    sched.step(0)  # recompute every group's lr at the current step
    changed["next_lr"] = (old_lr, current_lr(sched.optimizer))
    return changed


def current_lr(optimizer) -> float:
    """The learning rate the next update uses (first default param group)."""
    for g in optimizer.param_groups:
        if g.get("default_config", True):
            return float(g["lr"])
    return float(optimizer.param_groups[0]["lr"])


def sub_optimizers(optimizer) -> List:
    """The megatron optimizers inside a ``ChainedOptimizer`` (or ``[optimizer]``)."""
    return list(getattr(optimizer, "chained_optimizers", [optimizer]))


def torch_optimizers(optimizer) -> List[torch.optim.Optimizer]:
    """The inner ``torch.optim`` optimizers (stub optimizers of empty ranks excluded)."""
    out = []
    for sub in sub_optimizers(optimizer):
        inner = getattr(sub, "optimizer", None)
        if inner is not None:
            out.append(inner)
    return out
