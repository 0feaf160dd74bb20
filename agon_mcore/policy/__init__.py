"""Megatron policies: parallel state, model provider, log-prob forward, PPO/GRPO and SFT
updates, optimizer/schedule and distributed checkpoints (docs/INTERFACES.md, policy).

Heavy imports (megatron) happen when a name is first used, so ``import agon_mcore.policy``
stays cheap.
"""
from __future__ import annotations

from agon_mcore.policy.batch import BatchError, Sample

__all__ = [
    "BatchError",
    "Policy",
    "Sample",
    "build_gpt_model",
    "destroy_parallel",
    "init_parallel",
    "load_checkpoint",
    "save_checkpoint",
]


def __getattr__(name):
    if name == "Policy":
        from agon_mcore.policy.policy import Policy

        return Policy
    if name in ("save_checkpoint", "load_checkpoint"):
        from agon_mcore.policy import checkpoint

        return getattr(checkpoint, name)
    if name in ("init_parallel", "destroy_parallel"):
        from agon_mcore.policy import parallel

        return getattr(parallel, name)
    if name == "build_gpt_model":
        from agon_mcore.policy.model import build_gpt_model

        return build_gpt_model
    raise AttributeError(f"module 'agon_mcore.policy' has no attribute {name!r}")
