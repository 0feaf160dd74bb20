"""Routing replay: the trainer's MoE routers use the experts the rollout engine chose.

A router's top-k is discontinuous: when the rollout engine's router logits and the
trainer's differ by rounding (bf16 kernels, another batch shape), a token whose k-th and
(k+1)-th logits nearly tie can go to another expert, and its log-prob then differs by more
than rounding (docs/moe.md). With ``model.moe_routing_replay: true`` every forward of the
trainer (old log-probs, the update's forward and backward) routes each token to the experts
the engine chose for it; the routing weights are still the trainer's own softmax over those
experts' logits, so gradients reach the router weights of the chosen experts as usual.

How it is fed (megatron-core 0.16.1, ``transformer/moe/router_replay.py``, read):
``TopKRouter`` passes its ``router_replay`` object to ``topk_routing_with_score_function``,
which asks it for ``(probs, top_indices)`` instead of computing ``torch.topk``; megatron's
``REPLAY_FORWARD`` returns the target indices with the scores gathered there.
:class:`AgonRouterReplay` is that object, one per MoE layer, with three differences:

* targets are per layer and per micro-batch, set by :class:`RouteReplay` in the schedule's
  ``forward_step`` (megatron's static ``set_replay_data`` addresses one process-wide list of
  every router of every model: two rivals in one process would share it);
* a target row ``-1`` (padding, prompts of samples without routes, the last response
  token, which the engine never fed back) keeps the trainer's own choice;
* it always computes the trainer's own top-k too and counts the (token, layer) routes
  where it differs from the target: ``route_disagreement`` (also without replay, as
  long as the samples carry routes: ``model.moe_record_routes``; with none it is not
  reported).

Token layout: ``MicroBatch.routes`` ``[b, s, L, k]`` (built by ``policy/batch.py`` from
``Sample.routed_experts`` ``[seq_len, L, k]``, the model input's positions, so a packed
shared-prefix row takes its prefix's routes from its first member); megatron's router sees
``[s, b]`` flattened sequence-first, under sequence parallelism this TP rank's slice of
``s``. Expert parallelism needs nothing: routing happens before the all-to-all, on this
rank's tokens. Pipeline parallelism: each stage's routers take their global MoE layer's
targets, set again at every ``forward_step`` (one micro-batch's forward runs right after).

Refused (:func:`check_replay`): a dense model; megatron's fused TE router
(``moe_router_fusion``, which bypasses the replay object) or the sinkhorn router; expert
capacity (token dropping would drop replayed routes); activation recompute of the MoE
layers under pipeline parallelism (the recomputed forward of one micro-batch runs while
another's targets are set).
"""
from __future__ import annotations

from typing import List, Optional, Tuple

import torch
import torch.distributed as dist
from megatron.core import parallel_state as mps
from megatron.core.transformer.moe.router import TopKRouter
from megatron.core.transformer.moe.router_replay import RouterReplay

from agon_mcore.config import ConfigError


class AgonRouterReplay(RouterReplay):
    """One MoE layer's replay hook (module doc): per-call target ``[T, k]`` (or None), replay
    on/off, and disagreement counts ``[valid (token) routes, routes that differ]``.

    Not registered in megatron's process-wide ``RouterReplay.global_router_replay_instances``.
    """

    def __init__(self, replay: bool):
        super().__init__()
        RouterReplay.global_router_replay_instances.remove(self)
        self.replay = bool(replay)
        self.counting = False
        self.counts = torch.zeros(2, dtype=torch.float64)

    def get_replay_topk(self, scores, topk, num_groups=None, group_topk=None, default_compute_topk=None):
        """``(probs [T, k], indices [T, k])`` for megatron's ``topk_routing_with_score_function``:
        the trainer's own top-k of ``scores [T, E]``, with target rows (``>= 0``) replacing it when
        replay is on."""
        probs, idx = default_compute_topk(scores, topk, num_groups=num_groups, group_topk=group_topk)
        t = self.target_topk_idx
        if t is None:
            return probs, idx
        t = t.to(device=scores.device, dtype=idx.dtype)
        if t.shape != idx.shape:
            raise RuntimeError(f"routing replay: target routes {tuple(t.shape)} for router input of {tuple(idx.shape)} "
                               "routes; the micro-batch's routes do not match its tokens")
        valid = t[:, 0] >= 0
        if self.counting:
            differ = (idx.sort(-1).values != t.sort(-1).values).any(-1) & valid
            self.counts += torch.stack([valid.sum(), differ.sum()]).to(self.counts)
        if not self.replay:
            return probs, idx
        idx = torch.where(valid[:, None], t, idx)
        return scores.gather(1, idx), idx


def moe_layer_index(config) -> List[int]:
    """Global layer index (0-based) -> MoE layer index (``-1`` for dense layers)."""
    freq = config.moe_layer_freq
    pattern = list(freq) if isinstance(freq, (list, tuple)) else [1 if i % int(freq) == 0 else 0
                                                                   for i in range(config.num_layers)]
    out, j = [], 0
    for p in pattern:
        out.append(j if p else -1)
        j += 1 if p else 0
    return out


def check_replay(config, recompute: str) -> None:
    """Refuse layouts where replay cannot work (module doc), naming the setting.

    Raises:
        ConfigError: see the module doc.
    """
    why = None
    if not config.num_moe_experts:
        why = "the model has no experts (model.num_experts=0); set model.moe_routing_replay=false"
    elif getattr(config, "moe_router_fusion", False):
        why = "megatron's fused router (moe_router_fusion) does not consult the replay hook"
    elif getattr(config, "moe_router_load_balancing_type", "none") == "sinkhorn":
        why = "the sinkhorn router has no top-k to replay"
    elif getattr(config, "moe_expert_capacity_factor", None) is not None:
        why = "expert capacity drops tokens after routing, so replayed routes could be dropped"
    elif recompute != "none" and mps.get_pipeline_model_parallel_world_size() > 1:
        why = (f"train.recompute={recompute} with pipeline parallelism recomputes a micro-batch's MoE layers while "
               "another micro-batch's routes are set; use train.recompute=none or parallel.pp=1")
    if why:
        raise ConfigError(f"model.moe_routing_replay=true: {why}")


class RouteReplay:
    """The routers of one policy's model chunks and the routes of the micro-batch being run.

    Args:
        chunks: the policy's megatron model chunks (unwrapped).
        replay: replay the routes (``model.moe_routing_replay``); False: only measure.
    """

    def __init__(self, chunks, replay: bool):
        config = chunks[0].config
        index = moe_layer_index(config)
        self.num_moe_layers = max(index) + 1
        self.num_experts, self.top_k = int(config.num_moe_experts), int(config.moe_router_topk)
        self.routers: List[Tuple[AgonRouterReplay, int]] = []
        found = [m for c in chunks for m in c.modules() if isinstance(m, TopKRouter)]
        for n, r in enumerate(found):
            if r.layer_number is not None:
                j = index[int(r.layer_number) - 1]
            elif len(found) == self.num_moe_layers:  # all layers on this rank, in order
                j = n
            else:
                raise ConfigError("routing replay: a router without its layer number under pipeline parallelism")
            rr = AgonRouterReplay(replay)
            r.router_replay = rr
            self.routers.append((rr, j))
        self.sp = bool(config.sequence_parallel)

    def set(self, routes: Optional[torch.Tensor]) -> None:
        """Targets for the next forward: ``routes`` ``[b, s, L, k]`` int (``-1``: own choice), or
        None (every router routes on its own)."""
        if routes is None:
            for rr, _ in self.routers:
                rr.target_topk_idx = None
            return
        if routes.shape[2] != self.num_moe_layers or routes.shape[3] != self.top_k:
            raise ValueError(f"routing replay: routes for {routes.shape[2]} MoE layers x top-{routes.shape[3]}, the "
                             f"model has {self.num_moe_layers} x top-{self.top_k}; were they made by this model?")
        if routes.numel() and int(routes.max()) >= self.num_experts:
            raise ValueError(f"routing replay: expert id {int(routes.max())} in the routes, the model has "
                             f"{self.num_experts} experts")
        r = routes.transpose(0, 1)  # [s, b, L, k]: megatron's sequence-first token order
        if self.sp:
            tp, rank = mps.get_tensor_model_parallel_world_size(), mps.get_tensor_model_parallel_rank()
            n = r.shape[0] // tp
            r = r[rank * n: (rank + 1) * n]
        for rr, j in self.routers:
            rr.target_topk_idx = r[:, :, j].reshape(-1, r.shape[-1])

    def count(self, on: bool) -> None:
        """Start (resetting the counts) or stop counting disagreements."""
        for rr, _ in self.routers:
            if on:
                rr.counts.zero_()
            rr.counting = on

    def disagreement(self) -> Optional[float]:
        """The share of counted (token, MoE layer) routes where the trainer's own top-k (as a
        set) differs from the target, over every rank (a collective over the world: call it on
        every rank); None when no route was counted."""
        tot = torch.zeros(2, dtype=torch.float64)
        for rr, _ in self.routers:
            tot += rr.counts
        if dist.is_initialized() and dist.get_world_size() > 1:
            dev = "cuda" if dist.get_backend() == "nccl" else "cpu"
            t = tot.to(dev)
            dist.all_reduce(t)
            tot = t.cpu()
        return float(tot[1] / tot[0]) if tot[0] > 0 else None
