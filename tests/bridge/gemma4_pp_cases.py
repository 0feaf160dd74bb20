"""Gemma 4 E-style model (PLE, KV sharing) across pipeline stages: the torchrun worker and the shared pieces.

Run as a worker::

    torchrun --standalone --nproc_per_node 2 tests/bridge/gemma4_pp_cases.py --layout pp2 --out DIR

The model (``E_PP``): 8 layers ``S S S F | S F S F`` (S sliding, F full), PLE width 8, the last
two layers reuse the K/V of layers 4 (sliding) and 5 (full), double-wide MLP on those two. At PP2
the split is 4 | 4, so every reusing layer sits with its source and the per-layer inputs cross
the stage boundary with the hidden states. Every rank builds the same random HF model, imports
it at the layout and runs one forward-backward through megatron's own pipeline schedule
(``sum(capped logits * up)``). Rank 0 writes ``DIR/results.json`` (``{layout: ...}``: logits
error, export check, each rank's parameter count)
and ``DIR/grads.pt`` (the gradients of the PLE weights, full tensors, HF-free megatron names with
global layer indices) for the test to compare with a PP1 run. The 2-rank case also runs inside
``gemma4_cases.py``'s launch as layout ``pp2_e`` (one launch for the E-style model's layouts).
"""
from __future__ import annotations

import os
import sys

import torch
import torch.distributed as dist

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dist_cases as D  # noqa: E402
import gemma4_cases as G  # noqa: E402

S_, F_ = "sliding_attention", "full_attention"
E_PP = dict(layer_types=[S_, S_, S_, F_, S_, F_, S_, F_], ple=8, kv_shared=2, double_wide=True)
B, S = 2, 12
PLE_MODEL = ("embed_tokens_per_layer.weight", "per_layer_model_projection.weight", "per_layer_projection_norm.weight")
PLE_LAYER = ("per_layer_input_gate.weight", "per_layer_projection.weight", "post_per_layer_input_norm.weight")


def inputs():
    """``ids [B, S]`` (no id 0: HF keeps padding_idx 0 out of the gradient) and ``up [B, S, VOCAB]``."""
    ids = torch.randint(1, G.VOCAB, (B, S), generator=torch.Generator().manual_seed(3))
    up = torch.randn(B, S, G.VOCAB, generator=torch.Generator().manual_seed(21))
    return ids, up


def ple_grads(chunk, tp_group=None, tp: int = 1) -> dict:
    """This chunk's PLE gradients, full tensors (vocab shards gathered, sequence-parallel ones summed over TP),
    keyed by megatron name with the global layer index."""
    out = {}
    params = dict(chunk.named_parameters())
    for n in PLE_MODEL:
        if n in params:
            g = params[n].grad.detach().clone()
            if tp > 1 and n == "embed_tokens_per_layer.weight":
                parts = [torch.empty_like(g) for _ in range(tp)]
                dist.all_gather(parts, g.contiguous(), group=tp_group)
                g = torch.cat(parts)
            out[n] = g
    for j, lay in enumerate(chunk.decoder.layers):
        for n in PLE_LAYER:
            p = params[f"decoder.layers.{j}.{n}"]
            g = p.grad.detach().clone()
            if tp > 1 and getattr(p, "sequence_parallel", False):
                dist.all_reduce(g, group=tp_group)
            out[f"decoder.layers.{lay.layer_number - 1}.{n}"] = g
    return out


def _pipeline_step(chunk, ids, up):
    """One forward-backward through megatron's schedule; the capped logits ``[B, S, VOCAB]`` on the last stage."""
    from megatron.core import parallel_state as mps
    from megatron.core.pipeline_parallel import get_forward_backward_func

    from agon_mcore.policy.gemma4 import capped_logits

    tp, r = mps.get_tensor_model_parallel_world_size(), mps.get_tensor_model_parallel_rank()
    pos = torch.arange(S).unsqueeze(0).expand(B, S)
    seen = {}

    def step(_it, m):
        out = m(ids, pos, None)

        def loss_fn(local):  # [B, S, Vp / tp] on the last stage
            vl = local.shape[-1]
            w = torch.zeros(B, S, vl * tp)
            w[..., : G.VOCAB] = up
            capped = capped_logits(m, local)
            if tp > 1:
                parts = [torch.empty_like(capped) for _ in range(tp)]
                dist.all_gather(parts, capped.detach().contiguous(), group=mps.get_tensor_model_parallel_group())
                seen["logits"] = torch.cat(parts, -1)[..., : G.VOCAB]
            else:
                seen["logits"] = capped.detach()[..., : G.VOCAB]
            loss = (capped * w[..., r * vl:(r + 1) * vl]).sum()
            return loss, {"loss": loss.detach()}

        return out, loss_fn

    get_forward_backward_func()(forward_step_func=step, data_iterator=iter([None]), model=[chunk], num_microbatches=1,
                                seq_length=S, micro_batch_size=B, forward_only=False)
    return seen.get("logits")


def run_layout(layout: str, out_dir: str) -> dict:
    """Both models (tied, untied) at ``layout``; rank 0 also writes ``DIR/grads.pt``. Returns the results."""
    from megatron.core import parallel_state as mps

    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.parallel import init_parallel

    par = {"pp2": ParallelConfig(pp=2), "tp2sp_pp2": ParallelConfig(tp=2, pp=2, sequence_parallel=True)}[layout]
    init_parallel(par, seed=1234)
    tp, tpg = mps.get_tensor_model_parallel_world_size(), mps.get_tensor_model_parallel_group()
    results, grads = {}, {}
    ids, up = inputs()
    for tied in (True, False):
        hf = G.tiny_hf_model(tied=tied, **E_PP)
        (chunk,) = G.build_and_import(hf, par, tied=tied, **E_PP)
        err = D.logits_max_err(_pipeline_step(chunk, ids, up), hf, ids)
        mine = ple_grads(chunk, tpg, tp)
        every = [None] * dist.get_world_size()
        dist.all_gather_object(every, mine)
        grads[f"tied={tied}"] = {k: v for d in every for k, v in d.items()}
        layers, numel = [None] * dist.get_world_size(), [None] * dist.get_world_size()
        dist.all_gather_object(layers, [int(lay.layer_number) for lay in chunk.decoder.layers])
        dist.all_gather_object(numel, sum(p.numel() for p in {id(p): p for p in chunk.parameters()}.values()))
        results[f"tied={tied}"] = {"logits_max_err": err, "layers": layers,
                                   "stage_numel": numel, **G.check_export([chunk], hf)}
    if dist.get_rank() == 0:
        torch.save(grads, os.path.join(out_dir, "grads.pt"))
    return results


def _worker(layout: str, out_dir: str) -> None:
    D.finish({layout: run_layout(layout, out_dir)}, out_dir)


if __name__ == "__main__":
    D.layout_main(_worker)
