"""The experts a transformers MoE model's routers choose, recorded during the local engine's forwards.

The local engine (:mod:`agon_mcore.rollout.local`) samples each token from a forward of its
transformers model; for a mixture-of-experts model (Qwen3-MoE, Qwen3.5-MoE, Gemma 4's MoE
variant) this module records, in that same forward, the top-k expert indices of every
router, so a rollout can carry them (``GenerationResult.routed_experts``) and the trainer
can replay them (``model.moe_routing_replay``, :mod:`agon_mcore.policy.routing_replay`) or
measure how often its own routing differs. The engine attaches a recorder only for rivals
that ask (``RivalSpec.routed_experts``, from ``model.moe_record_routes``).

transformers 5.24's routers (``Qwen3MoeTopKRouter``, ``Qwen3_5MoeTopKRouter``,
``Gemma4TextRouter``; read, not copied) take the flattened hidden states ``[rows * seq, H]``
(row-major) and return ``(logits or probs, weights, indices [rows * seq, k])``: a forward
hook keeps ``indices``.
"""
from __future__ import annotations

from typing import List, Optional

import torch

ROUTER_CLASSES = ("Qwen3MoeTopKRouter", "Qwen3_5MoeTopKRouter", "Gemma4TextRouter")


def find_routers(model: torch.nn.Module) -> List[torch.nn.Module]:
    """The model's MoE routers in layer order (empty for a dense model)."""
    return [m for m in model.modules() if type(m).__name__ in ROUTER_CLASSES]


class RouteRecorder:
    """Forward hooks on every router of ``model`` that keep the chosen experts of each forward.

    Hooks stay registered and do nothing until :meth:`start`; :meth:`take` returns what the
    last forward chose and clears it.

    Args:
        model: a transformers causal LM with at least one router (:func:`find_routers`).

    Raises:
        ValueError: the model has no router.
    """

    def __init__(self, model: torch.nn.Module):
        self.routers = find_routers(model)
        if not self.routers:
            raise ValueError(f"{type(model).__name__} has no MoE router ({ROUTER_CLASSES}); nothing to record")
        self.num_layers = len(self.routers)
        self._on = False
        self._got: List[Optional[torch.Tensor]] = [None] * self.num_layers
        for j, r in enumerate(self.routers):
            r.register_forward_hook(self._hook(j))

    def _hook(self, j: int):
        def hook(_module, _inputs, output):
            if self._on:
                self._got[j] = output[2]
        return hook

    def start(self) -> None:
        """Record the following forwards (each :meth:`take` returns the latest one)."""
        self._on = True

    def stop(self) -> None:
        """Stop recording (hooks stay, idle)."""
        self._on = False
        self._got = [None] * self.num_layers

    def take(self, rows: int, seq: int) -> torch.Tensor:
        """The experts of the last forward over ``[rows, seq]`` input ids: int32 ``[rows, seq, L, k]``
        (``L`` routers in layer order), on the model's device; clears the record.

        Raises:
            RuntimeError: some router did not run in that forward.
        """
        if any(g is None for g in self._got):
            raise RuntimeError("route recorder: a router did not run in the last forward")
        out = torch.stack([g.reshape(rows, seq, -1) for g in self._got], dim=2).to(torch.int32)
        self._got = [None] * self.num_layers
        return out
