"""The forward half of :class:`~agon_mcore.policy.policy.Policy`: the parallel layout, packing
into micro-batches, megatron's forward-backward schedule, the fused log-prob head, and the
collectives that give every rank the same log-probs and metrics. A mixin: ``Policy`` owns the state.
"""
from __future__ import annotations

import contextlib
import logging
from typing import Dict, List, Optional, Tuple

import torch
import torch.distributed as dist
from megatron.core import parallel_state as mps
from megatron.core.pipeline_parallel import get_forward_backward_func
from megatron.core.tensor_parallel import (
    gather_from_sequence_parallel_region,
)

from agon_mcore.policy import loss as L
from agon_mcore.policy.batch import (
    MicroBatch,
    Sample,
    pack_micro_batches,
    split_for_data_parallel,
)
from agon_mcore.policy.moe import equalize_micro_batch_count
from agon_mcore.policy.rope import per_token_rope

log = logging.getLogger(__name__)


class PolicyForward:
    """Micro-batch packing, the schedule, log-prob forward and the DP/PP collectives (mixed into ``Policy``)."""

    # ------------------------------------------------------------------ parallel layout

    @staticmethod
    def _layout():
        return {
            "tp": mps.get_tensor_model_parallel_world_size(),
            "tp_rank": mps.get_tensor_model_parallel_rank(),
            "pp": mps.get_pipeline_model_parallel_world_size(),
            "pp_rank": mps.get_pipeline_model_parallel_rank(),
            "dp": mps.get_data_parallel_world_size(),
            "dp_rank": mps.get_data_parallel_rank(),
            "vpp": mps.get_virtual_pipeline_model_parallel_world_size(),
        }

    def _pack(self, samples: List[Sample], dp_rank: Optional[int] = None,
              dropout: bool = False) -> Tuple[List[int], List[MicroBatch]]:
        lay = self._layout()
        idx = split_for_data_parallel(samples, lay["dp_rank"] if dp_rank is None else dp_rank, lay["dp"])
        pp = lay["pp"]
        mbs = pack_micro_batches(
            samples,
            idx,
            self.cfg.parallel.micro_batch_tokens,
            # PP schedules exchange one activation shape per call unless shapes are sent
            # along (variable_seq_lengths); megatron-core 0.16.1's interleaved schedule
            # mis-pairs the shape messages (measured on gloo), so it gets one shape
            uniform=pp > 1 and (bool(lay["vpp"]) or not getattr(self.config, "variable_seq_lengths", False)),
            num_microbatches_multiple_of=pp if lay["vpp"] else 1,
            seq_multiple_of=lay["tp"] if self.config.sequence_parallel else 1,
            shared_prefix=self.prefix_packing,
            attn_cost=self._attn_cost,
            # the local spec's SDPA core attention computes packed rows block by block
            # (agon_mcore.compat.megatron_cpu.block_prefix_attention) unless it falls back to
            # megatron's dense path (attention dropout while training: SFT only, ``dropout``)
            structured=not (dropout and self.config.attention_dropout),
        )
        mbs = [mb.to(self.device) for mb in mbs]
        if self.config.num_moe_experts:  # expert parallel: as many forwards as the EP peers (policy/moe.py)
            mbs = equalize_micro_batch_count(mbs, lambda: pack_micro_batches(
                samples, [], self.cfg.parallel.micro_batch_tokens,
                seq_multiple_of=lay["tp"] if self.config.sequence_parallel else 1)[0].to(self.device), self.device)
        return idx, mbs

    def _schedule(self, mbs: List[MicroBatch], loss_fn, forward_only: bool):
        """Run megatron's forward-backward schedule over ``mbs`` with ``loss_fn(i, mb, output)``."""

        def forward_step(data_iterator, model):
            i, mb = next(data_iterator)
            if routes is not None:  # MoE: this micro-batch's rollout routes (policy/routing_replay.py)
                routes.set(mb.routes)
            if mb.attention_mask is None:
                out = model(mb.tokens, mb.position_ids, None)
            else:  # shared-prefix rows: block mask and per-token RoPE positions
                with per_token_rope(model, mb.position_ids):
                    out = model(mb.tokens, mb.position_ids, mb.attention_mask)
            return out, lambda output: loss_fn(i, mb, output)

        routes = getattr(self, "routes", None)
        b = max(mb.shape[0] for mb in mbs)
        s = max(mb.shape[1] for mb in mbs)
        fb = get_forward_backward_func()
        with self._hidden_head_scope(), self._routes_cleared(routes):
            return fb(
                forward_step_func=forward_step,
                data_iterator=[iter(list(enumerate(mbs))) for _ in self.model],
                model=self.model,
                num_microbatches=len(mbs),
                seq_length=s,
                micro_batch_size=b,
                forward_only=forward_only,
            )

    @staticmethod
    @contextlib.contextmanager
    def _routes_cleared(routes):
        """The routers' targets are dropped when the schedule ends (or fails)."""
        try:
            yield
        finally:
            if routes is not None:
                routes.set(None)

    # ------------------------------------------------------------------ fused log-prob head

    def _post_chunk(self):
        """The model chunk holding the output layer on this rank (None off the last PP stage)."""
        for c in self.chunks:
            if getattr(c, "post_process", False):
                return c
        return None

    def _output_weight(self) -> torch.Tensor:
        """``[V_local, H]`` weight of the output layer: the tied embedding or ``output_layer.weight``.

        The same choice as megatron's ``GPTModel._postprocess`` (megatron-core 0.16.1).
        """
        c = self._post_chunk()
        if c is None:
            raise RuntimeError("the output weight lives on the last pipeline stage only")
        if c.share_embeddings_and_output_weights:
            return c.shared_embedding_or_output_weight()
        return c.output_layer.weight

    @contextlib.contextmanager
    def _hidden_head_scope(self):
        """With ``train.fused_logprob_head``: the output layer returns its input (final hidden states).

        Replaces ``output_layer.forward`` of the last stage's chunk for the body, so
        ``GPTModel._postprocess`` (labels=None) returns ``[b, s, H]`` hidden states instead
        of ``[b, s, V/tp]`` logits; the loss then calls :func:`L.fused_token_logprobs` with
        :meth:`_output_weight`. Under sequence parallelism the hidden states are all-gathered
        over the TP group first, as megatron's output layer does before its matmul; the
        gather's backward takes this rank's slice (``tensor_parallel_output_grad=False``)
        because the kernel already all-reduces the hidden-state gradient over TP (a
        reduce-scatter would count it TP times). Nothing changes without the switch.
        """
        chunk = self._post_chunk() if self.fused_head else None
        if chunk is None:
            yield
            return

        layer = chunk.output_layer

        def hidden_forward(input_, weight=None, runtime_gather_output=None, **_):
            h = input_
            if layer.sequence_parallel:
                h = gather_from_sequence_parallel_region(
                    h, tensor_parallel_output_grad=False, group=mps.get_tensor_model_parallel_group()
                )
            return h, None

        layer.forward = hidden_forward
        try:
            yield
        finally:
            del layer.forward

    def _mb_logprobs(self, output: torch.Tensor, mb: MicroBatch, temperature: float, want_entropy: bool):
        tp = mps.get_tensor_model_parallel_world_size()
        kw = dict(
            temperature=temperature,
            num_valid_vocab=self.vocab_size,
            tp_group=mps.get_tensor_model_parallel_group() if tp > 1 else None,
            tp_rank=mps.get_tensor_model_parallel_rank(),
            want_entropy=want_entropy,
            impl=self.impl,
            # final-logit soft-capping of the model (Gemma 4's final_logit_softcapping; None: off)
            softcap=self.chunks[0].agon_model_cfg.final_logit_softcapping or None,
        )
        if self.fused_head:
            return L.fused_token_logprobs(output, self._output_weight(), mb, **kw)
        return L.token_logprobs(output, mb, **kw)

    def _empty_loss(self, output: torch.Tensor):
        """:func:`L.empty_loss`; with the fused head the output weight is kept in the graph too
        (it no longer is through the output), so its gradient hook fires as before."""
        loss, st = L.empty_loss(output)
        if self.fused_head:
            loss = loss + self._output_weight().sum() * 0.0
        return loss, st

    def _forward_logprobs(self, mbs: List[MicroBatch], temperature: float) -> List[Optional[torch.Tensor]]:
        """Per micro-batch ``[N]`` fp32 log-probs (last pipeline stage; None elsewhere)."""
        res: List[Optional[torch.Tensor]] = [None] * len(mbs)

        def loss_fn(i, mb, output):
            if mb.num_tokens == 0:
                res[i] = torch.zeros(0, dtype=torch.float32, device=output.device)
            else:
                lp, _ = self._mb_logprobs(output, mb, temperature, want_entropy=False)
                res[i] = lp.detach().float()
            return output.new_zeros(()), {}

        with torch.no_grad():
            self._schedule(mbs, loss_fn, forward_only=True)
        return res

    # ------------------------------------------------------------------ collectives

    def _reduce_stats(self, acc: torch.Tensor) -> torch.Tensor:
        """Sum per-rank stat sums over DP, then hand the last stage's totals to every PP rank."""
        t = acc.to(self.device)
        if mps.get_data_parallel_world_size() > 1:
            dist.all_reduce(t, group=mps.get_data_parallel_group())
        if mps.get_pipeline_model_parallel_world_size() > 1:
            if not mps.is_pipeline_last_stage(ignore_virtual=True):
                t.zero_()
            dist.all_reduce(t, group=mps.get_pipeline_model_parallel_group())
        return t.cpu()

    def _gather_logprobs(self, samples: List[Sample], local: List[Optional[torch.Tensor]]) -> List[torch.Tensor]:
        """All-gather per-sample log-probs over DP and broadcast them from the last PP stage."""
        lay = self._layout()
        dp = lay["dp"]
        shares = [split_for_data_parallel(samples, r, dp) for r in range(dp)]
        sizes = [sum(len(samples[i].response_ids) for i in sh) for sh in shares]
        width = max(max(sizes), 1)
        mine = torch.zeros(width, dtype=torch.float32, device=self.device)
        if all(x is not None for x in local):
            flat = torch.cat([x for x in local]) if local else mine[:0]
            mine[: flat.numel()] = flat
        if dp > 1:
            parts = [torch.empty_like(mine) for _ in range(dp)]
            dist.all_gather(parts, mine, group=mps.get_data_parallel_group())
        else:
            parts = [mine]
        full = torch.cat(parts)
        if lay["pp"] > 1:
            dist.broadcast(full, src=mps.get_pipeline_model_parallel_last_rank(),
                           group=mps.get_pipeline_model_parallel_group())
        full = full.cpu()
        out: List[Optional[torch.Tensor]] = [None] * len(samples)
        for r, sh in enumerate(shares):
            off = r * width
            for i in sh:
                n = len(samples[i].response_ids)
                out[i] = full[off: off + n].clone()
                off += n
        return out  # type: ignore[return-value]


def _in_order(idx: List[int], mbs: List[MicroBatch], local: List[torch.Tensor]) -> torch.Tensor:
    """Per-micro-batch log-probs ``[N_mb]`` -> one ``[N]`` tensor, sample by sample in ``idx``
    order (micro-batches may hold the samples in another order, e.g. shared-prefix groups)."""
    per: Dict[int, torch.Tensor] = {}
    for mb, lp in zip(mbs, local):
        start = 0
        for k, gi in enumerate(mb.sample_indices):
            if gi < 0:
                continue
            n = mb.resp_lens[k]
            per[gi] = lp[start: start + n]
            start += n
    parts = [per[gi] for gi in idx]
    return torch.cat(parts) if parts else torch.zeros(0, dtype=torch.float32)


def _mean_metrics(per_epoch: List[Dict[str, float]]) -> Dict[str, float]:
    if len(per_epoch) == 1:
        return per_epoch[0]
    out = {k: sum(m[k] for m in per_epoch) / len(per_epoch) for k in per_epoch[0]}
    out["skipped"] = max(m["skipped"] for m in per_epoch)
    out["lr"] = per_epoch[0]["lr"]
    out["logprob_mismatch"] = per_epoch[0]["logprob_mismatch"]
    out["num_tokens"] = per_epoch[0]["num_tokens"]
    out["num_sequences"] = per_epoch[0]["num_sequences"]
    return out
