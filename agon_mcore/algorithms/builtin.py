"""The built-in advantage estimators: GRPO (Agon's per-stream advantage), Dr. GRPO, RLOO.

Each is the group-relative advantage of :func:`agon_kernels.advantage.group_advantages`
(formulas there; GRPO is eq. 1 of the Agon paper, AGON.md step 6), registered as a plug-in
like any user's function. In Agon mode the same estimator runs on the drafter's stream and,
separately, on the challenger's (whose rewards carry the conversion bonus,
:mod:`agon_mcore.agon.rewards`).
"""
from __future__ import annotations

import torch

from agon_mcore.algorithms.registry import offsets_of, register_advantage


def _kernel_advantages(mode: str, rewards: torch.Tensor, group_index: torch.Tensor, ctx) -> torch.Tensor:
    from agon_kernels.advantage import group_advantages

    eps = float(ctx.cfg.algorithm.adv_eps) if ctx is not None and ctx.cfg is not None else 1e-6
    impl = "torch"
    if ctx is not None and ctx.cfg is not None:
        k = ctx.cfg.train.kernels
        impl = "torch" if k == "auto" and not torch.cuda.is_available() else k
    r = torch.as_tensor(rewards, dtype=torch.float32).reshape(-1)
    adv, _ = group_advantages(r, offsets_of(group_index).to(r.device), mode=mode, eps=eps, impl=impl)
    return adv


@register_advantage("grpo", builtin=True)
def grpo(rewards: torch.Tensor, group_index: torch.Tensor, ctx=None) -> torch.Tensor:
    """``(R_i - mean_g) / (std_g + eps)`` per group; 0 for a zero-variance group. ``Tensor[B]`` fp32."""
    return _kernel_advantages("grpo", rewards, group_index, ctx)


@register_advantage("mean_only", builtin=True)
def mean_only(rewards: torch.Tensor, group_index: torch.Tensor, ctx=None) -> torch.Tensor:
    """Dr. GRPO: ``R_i - mean_g``. ``Tensor[B]`` fp32."""
    return _kernel_advantages("mean_only", rewards, group_index, ctx)


@register_advantage("rloo", builtin=True)
def rloo(rewards: torch.Tensor, group_index: torch.Tensor, ctx=None) -> torch.Tensor:
    """RLOO: ``R_i`` minus the mean of the group's other rewards. ``Tensor[B]`` fp32."""
    return _kernel_advantages("rloo", rewards, group_index, ctx)


KERNEL_MODES = ("grpo", "mean_only", "rloo")
