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

Recorded routes (``model.moe_record_routes``, on with ``model.moe_routing_replay``;
:func:`route_bytes`): the rollout engine returns, per sequence, int32
``[prompt + output - 1, moe_layers, k]``, i.e. ``4 * moe_layers * k`` bytes per token, and
they ride the step's rollouts in host memory. Upper bound per step: every sequence of
``data.max_prompt_tokens + max_new_tokens`` tokens, ``data.batch_size * rollout.sampling.n``
sequences per rival and role (``agon.schedule.plan_step``: the drafter's N drafts (2N in
``mode=grpo``) and the challenger's N answers), summed over the rivals that record, the
larger of two consecutive steps (roles rotate). A challenger's prompt also holds the draft's
summary, not counted. Rank 0 builds the rollouts and broadcasts them, so every trainer rank
holds them, and the previous step's stay referenced (``Trainer.last_rollouts``) until the
next step's arrive: :data:`ROUTE_STEP_COPIES` steps per rank (the broadcast's pickled
buffer, a transient, not counted).
"""
from __future__ import annotations

from typing import Dict, List, Optional

from agon_mcore.config import AgonConfig, ConfigError, ModelConfig, records_routes, rival_model, rival_sampling

GIB = 2**30
ROUTE_STEP_COPIES = 2  # this step's rollouts and the previous step's (Trainer.last_rollouts), per rank


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


def route_bytes_per_token(m: ModelConfig) -> int:
    """Bytes of one token's recorded routes: int32 expert ids, ``4 * moe_layers * top_k`` (0 if dense)."""
    return 4 * moe_layers(m) * m.moe_router_topk if m.num_experts else 0


def route_bytes(cfg: AgonConfig) -> Dict[str, float]:
    """Host bytes of the MoE routes one step's rollouts carry, per rival whose engine records
    them (module doc): ``{rival: sequences * (max_prompt_tokens + max_new_tokens) *
    route_bytes_per_token}`` of the step (of steps 0 and 1) with the larger total; ``{}`` when
    no rival records routes."""
    from agon_mcore.agon.schedule import plan_step

    B, N, P = cfg.data.batch_size, cfg.rollout.sampling.n, cfg.data.max_prompt_tokens
    a = cfg.algorithm
    worst: Dict[str, float] = {}
    for step in (0, 1):
        plan = plan_step(step, a.mode, a.rotate_roles, a.self_cascade)
        seqs = {plan.drafter: plan.draft_factor * B * N}
        if plan.challenge:
            seqs[plan.challenger] = seqs.get(plan.challenger, 0) + B * N
        per = {}
        for r, n in seqs.items():
            m = rival_model(cfg, r)
            if records_routes(m) and m.num_experts:
                per[r] = float(n * (P + rival_sampling(cfg, r).max_new_tokens) * route_bytes_per_token(m))
        if sum(per.values()) > sum(worst.values()):
            worst = per
    return worst


def route_host_lines(cfg: AgonConfig, gpus: int, gpus_per_node: int = 8, host_gib: Optional[float] = None) -> List[str]:
    """``agon check-config``'s host-memory lines for recorded MoE routes (none when no rival
    records them): one step's routes, and per node ``ROUTE_STEP_COPIES`` steps on each of
    ``min(gpus, gpus_per_node)`` trainer ranks.

    Raises:
        ConfigError: ``host_gib`` given (usable host memory of one node, GiB) and the routes
            per node exceed it; names the settings that shrink them.
    """
    per = route_bytes(cfg)
    if not per:
        return []
    step = sum(per.values())
    ranks = max(min(gpus, gpus_per_node), 1)
    node = step * ROUTE_STEP_COPIES * ranks
    detail = " + ".join(f"{r} {v / GIB:.2f} GiB" for r, v in sorted(per.items()))
    lines = [f"host memory, recorded MoE routes (model.moe_record_routes): one step's rollouts {step / GIB:.2f} GiB "
             f"({detail}; 4 B x MoE layers x top-k per token)",
             f"  per node: {ROUTE_STEP_COPIES} steps x {ranks} trainer ranks = {node / GIB:.1f} GiB"
             + (f" of {host_gib:.0f} GiB" if host_gib else " (node memory not given: --host-gib)")]
    if host_gib and node > host_gib * GIB:
        raise ConfigError(
            f"recorded MoE routes need ~{node / GIB:.0f} GiB of host memory per node (> --host-gib {host_gib:.0f}): "
            f"{step / GIB:.1f} GiB per step's rollouts, held {ROUTE_STEP_COPIES}x by each of {ranks} trainer ranks; "
            "lower data.batch_size, rollout.sampling.n or rollout.sampling.max_new_tokens, or set "
            "model.moe_record_routes=false (only with model.moe_routing_replay=false: no route_disagreement metric)")
    return lines
