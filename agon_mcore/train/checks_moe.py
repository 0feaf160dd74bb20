"""Mixture-of-experts terms of ``agon check-config``'s parameter count and memory estimate.

A MoE layer replaces the dense SwiGLU MLP (``3 H F`` weights) by a router ``[E, H]`` and
``E`` SwiGLU experts of width ``I`` (``3 H I`` each): the layer holds all ``E`` experts
(total parameters) while a token runs through ``k`` of them (active parameters). On the
trainer, expert weights are split over ``parallel.ep`` ranks and not over TP
(``expert_tensor_parallel_size=1``, ``agon_mcore/policy/moe.py``); their Adam state is
sharded by the distributed optimizer over the expert-data-parallel group of
``tp * dp / ep`` ranks. Activations: each token's hidden state is permuted to its ``k``
experts (two copies of ``k H`` for the all-to-all) and each expert keeps its SwiGLU
intermediates (``3 I``) for the ``k`` tokens it serves.
"""
from __future__ import annotations

from agon_mcore.config import ModelConfig


def moe_layers(m: ModelConfig) -> int:
    """Layers with a MoE block (all but ``model.moe_dense_layers``); 0 for a dense model."""
    if not m.num_experts:
        return 0
    return m.num_layers - len(set(int(i) for i in m.moe_dense_layers))


def expert_params(m: ModelConfig) -> int:
    """Expert weights of the whole model (``moe_layers * E * 3 H I``)."""
    return moe_layers(m) * m.num_experts * 3 * m.hidden_size * m.moe_ffn_hidden_size


def mlp_params(m: ModelConfig) -> int:
    """MLP weights of all layers: dense MLPs, routers and experts (total, not active)."""
    dense = (m.num_layers - moe_layers(m)) * 3 * m.hidden_size * m.ffn_hidden_size
    return dense + moe_layers(m) * m.num_experts * m.hidden_size + expert_params(m)


def active_params(m: ModelConfig, total: int) -> int:
    """Parameters a token runs through: ``total`` minus the experts it does not visit."""
    if not m.num_experts:
        return total
    unused = m.num_experts - m.moe_router_topk
    return total - moe_layers(m) * unused * 3 * m.hidden_size * m.moe_ffn_hidden_size


def stage_expert_params(m: ModelConfig, pp: int, ep: int) -> float:
    """Expert weights on one GPU of the most loaded pipeline stage (split over EP, not TP)."""
    if not m.num_experts:
        return 0.0
    per_layer = m.num_experts * 3 * m.hidden_size * m.moe_ffn_hidden_size
    return -(-moe_layers(m) // pp) * per_layer / ep


def stage_router_delta(m: ModelConfig, pp: int) -> int:
    """Per stage: MoE layers' routers ``E H`` minus the dense MLP ``3 H F`` they replace (0 if dense)."""
    if not m.num_experts:
        return 0
    return -(-moe_layers(m) // pp) * (m.num_experts * m.hidden_size - 3 * m.hidden_size * m.ffn_hidden_size)


def mlp_activation_bytes(m: ModelConfig, b: int, tp: int) -> float:
    """MLP activation bytes kept per token per layer: dense SwiGLU ``3F/TP`` or, averaged over
    the layers, MoE ``k (3 I + 2 H)`` (experts are not TP-split)."""
    dense = 3 * m.ffn_hidden_size * b / tp
    if not m.num_experts:
        return dense
    moe = m.moe_router_topk * (3 * m.moe_ffn_hidden_size + 2 * m.hidden_size) * b
    n_moe = moe_layers(m)
    return (dense * (m.num_layers - n_moe) + moe * n_moe) / m.num_layers


def expert_dp(cfg, tp: int, dp: int) -> int:
    """Ranks sharing one expert's Adam state: expert-DP ``tp * dp / ep`` (1 without the distributed optimizer)."""
    return max(tp * dp // cfg.parallel.ep, 1) if cfg.parallel.use_distributed_optimizer else 1


def size_note(m: ModelConfig, total: int, ep: int) -> str:
    """`` (3.34B active, 128 experts top-8, EP=8)`` for a MoE rival, ``""`` for a dense one."""
    if not m.num_experts:
        return ""
    return f" ({active_params(m, total) / 1e9:.2f}B active, {m.num_experts} experts top-{m.moe_router_topk}, EP={ep})"
