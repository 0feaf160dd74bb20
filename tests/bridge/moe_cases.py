"""Qwen3-MoE checks against transformers, in one process (EP=1) or as a torchrun worker (EP=2).

Run as a worker::

    torchrun --standalone --nproc_per_node 2 tests/bridge/moe_cases.py --out DIR

Every rank builds the same tiny random ``Qwen3MoeForCausalLM`` (transformers' own config
class, seeded), imports it into megatron (``MoELayer``, alltoall dispatcher, EP=2: two of
the four experts per rank) and compares with HF on its own batch: one MoE block forward
and backward, the whole model's logits and parameter gradients, and the HF export
(bit-exact, each tensor once). Then whole-model logits and the export at TP=2, TP=2 with
sequence parallelism and EP=2 (the two ranks are both the TP and the EP group), and PP=2.
Rank 0 writes ``results.json``.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

import torch
import torch.distributed as dist

VOCAB = 261


def tiny_hf_moe(seed: int = 0, norm_topk_prob: bool = True, tied: bool = False, num_layers: int = 3,
                mlp_only_layers=(0,)):
    """A random fp32 ``Qwen3MoeForCausalLM``: 4 experts, top-2, layer 0 dense; norms around 1."""
    from transformers import Qwen3MoeConfig, Qwen3MoeForCausalLM

    cfg = Qwen3MoeConfig(vocab_size=VOCAB, hidden_size=64, intermediate_size=96, moe_intermediate_size=32,
                         num_hidden_layers=num_layers, num_attention_heads=4, num_key_value_heads=2, head_dim=16,
                         num_experts=4, num_experts_per_tok=2, norm_topk_prob=norm_topk_prob,
                         mlp_only_layers=list(mlp_only_layers), tie_word_embeddings=tied, rope_parameters={
                             "rope_type": "default", "rope_theta": 1e6}, max_position_embeddings=512)
    torch.manual_seed(seed)
    model = Qwen3MoeForCausalLM(cfg).float().eval()
    g = torch.Generator().manual_seed(seed + 1)
    with torch.no_grad():
        for name, p in model.named_parameters():
            noise = torch.randn(p.shape, generator=g)
            p.copy_(1.0 + 0.1 * noise if "norm" in name else (0.3 if name.endswith("gate.weight") else 0.08) * noise)
    return model


def build_megatron(hf_model, parallel):
    """megatron chunks of ``hf_model``'s config at ``parallel``, weights imported by the bridge."""
    import dataclasses

    from agon_mcore.bridge import get_bridge, model_config_from_hf, per_expert_state_dict
    from agon_mcore.policy.model import build_gpt_model

    mc = dataclasses.replace(model_config_from_hf(hf_model.config), vocab_size=0)
    chunks = build_gpt_model(mc, VOCAB, parallel)
    get_bridge("qwen3_moe").import_hf(chunks, per_expert_state_dict(hf_model).items(), hf_model.config)
    return chunks


def block_check(chunks, hf_model, layer: int, rank: int, world: int) -> dict:
    """One MoE block, forward and backward, against ``Qwen3MoeSparseMoeBlock`` on this rank's tokens.

    Expert weight grads on EP rank r sum every rank's tokens routed to its experts, so the
    reference sums HF grads over every rank's input (each rank can make them: seeded).
    """
    from megatron.core import parallel_state as mps

    from agon_mcore.bridge import per_expert_views

    mlp = chunks[0].decoder.layers[layer].mlp
    ref_block = hf_model.model.layers[layer].mlp
    H = hf_model.config.hidden_size

    def inputs(r):
        return torch.randn(2, 7, H, generator=torch.Generator().manual_seed(100 + r))

    def weights(r):
        return torch.randn(2, 7, H, generator=torch.Generator().manual_seed(200 + r))

    x = inputs(rank).transpose(0, 1).contiguous().requires_grad_(True)  # megatron [s, b, H]
    out, _ = mlp(x)
    (out * weights(rank).transpose(0, 1)).sum().backward()
    hf_model.zero_grad()
    ref_out, ref_grad_in = None, None
    router_ref = None
    for r in range(world):
        xr = inputs(r).requires_grad_(True)
        o = ref_block(xr)
        o = o[0] if isinstance(o, tuple) else o
        before = torch.zeros_like(ref_block.gate.weight) if r == 0 else ref_block.gate.weight.grad.clone()
        (o * weights(r)).sum().backward()
        if r == rank:
            ref_out, ref_grad_in = o.detach(), xr.grad
            # the router is replicated (its grads are reduced by DDP later): this rank's tokens only
            router_ref = ref_block.gate.weight.grad - before
    g_views = {}
    for k in per_expert_views(hf_model):  # HF expert grads as per-expert views of the fused grads
        if f"layers.{layer}." not in k:
            continue
        e = int(k.split(".experts.")[1].split(".")[0])
        fused = ref_block.experts.gate_up_proj.grad if "down" not in k else ref_block.experts.down_proj.grad
        half = fused.shape[1] // 2
        g_views[k] = fused[e] if "down" in k else (fused[e, :half] if "gate_proj" in k else fused[e, half:])
    ep, ep_rank = mps.get_expert_model_parallel_world_size(), mps.get_expert_model_parallel_rank()
    per = 4 // ep
    expert_err = 0.0
    for j, ex in enumerate(mlp.experts.local_experts):
        e = ep_rank * per + j
        fc1 = ex.linear_fc1.weight.grad
        want = torch.cat([g_views[f"model.layers.{layer}.mlp.experts.{e}.gate_proj.weight"],
                          g_views[f"model.layers.{layer}.mlp.experts.{e}.up_proj.weight"]])
        expert_err = max(expert_err, (fc1 - want).abs().max().item(),
                         (ex.linear_fc2.weight.grad - g_views[f"model.layers.{layer}.mlp.experts.{e}.down_proj.weight"]
                          ).abs().max().item())
    return {
        "out_err": (out.transpose(0, 1) - ref_out).abs().max().item(),
        "out_ref_max": ref_out.abs().max().item(),
        "grad_in_err": (x.grad.transpose(0, 1) - ref_grad_in).abs().max().item(),
        "router_grad_err": (mlp.router.weight.grad - router_ref).abs().max().item(),
        "expert_grad_err": expert_err,
        "local_experts": len(mlp.experts.local_experts),
    }


def model_check(chunks, hf_model, rank: int) -> dict:
    """Whole-model logits on this rank's batch vs HF, and the HF export (bit-exact, each tensor once)."""
    from agon_mcore.bridge import get_bridge, per_expert_state_dict

    ids = torch.randint(0, VOCAB, (2, 11), generator=torch.Generator().manual_seed(10 + rank))
    pos = torch.arange(11).expand(2, 11)
    m = chunks[0]
    m.eval()
    with torch.no_grad():
        got = m(ids, pos, None)[..., :VOCAB]
        ref = hf_model(ids).logits
    names, diffs = [], []
    want = per_expert_state_dict(hf_model)
    if hf_model.config.tie_word_embeddings:
        want.pop("lm_head.weight", None)
    for name, t in get_bridge("qwen3_moe").export_hf(chunks, hf_model.config):
        names.append(name)
        if name not in want or not torch.equal(t, want[name]):
            diffs.append(name)
    return {"logits_err": (got - ref).abs().max().item(), "logits_ref_max": ref.abs().max().item(),
            "num_exported": len(names), "num_unique": len(set(names)), "num_hf": len(want),
            "missing": sorted(set(want) - set(names)), "different": diffs}


def run(parallel, norm_topk_prob: bool = True) -> dict:
    """Block, model and export checks at ``parallel`` (megatron state initialised by the caller)."""
    hf = tiny_hf_moe(norm_topk_prob=norm_topk_prob)
    chunks = build_megatron(hf, parallel)
    rank, world = dist.get_rank(), dist.get_world_size()
    res = {"block": block_check(chunks, hf, 1, rank, world)}
    res["model"] = model_check(chunks, hf, rank)
    return res


def layout_check(parallel) -> dict:
    """Whole-model logits vs HF (gathered over TP, through the PP stages) and the export, 4 layers."""
    import bridge_cases

    from agon_mcore.bridge import get_bridge, per_expert_state_dict

    hf = tiny_hf_moe(num_layers=4)
    chunks = build_megatron(hf, parallel)
    for c in chunks:
        c.eval()
    ids = torch.randint(0, VOCAB, (2, 12), generator=torch.Generator().manual_seed(3))
    fwd = bridge_cases.compare_with_hf(chunks, hf, ids)  # None off the last stage
    want = per_expert_state_dict(hf)
    names, diffs = [], []
    for name, t in get_bridge("qwen3_moe").export_hf(chunks, hf.config):
        names.append(name)
        if name not in want or not torch.equal(t, want[name]):
            diffs.append(name)
    return {"fwd": fwd, "num_exported": len(names), "num_unique": len(set(names)), "num_hf": len(want),
            "different": diffs}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    dist.init_process_group("gloo")
    results = {}
    for name, par, norm in (("ep2", ParallelConfig(ep=2), True), ("ep2_no_renorm", ParallelConfig(ep=2), False)):
        init_parallel(par, seed=0)
        res = run(par, norm)
        gathered = [None] * dist.get_world_size()
        dist.all_gather_object(gathered, res)
        results[name] = gathered
        destroy_parallel()
    layouts = (("tp2", ParallelConfig(tp=2)), ("tp2_sp_ep2", ParallelConfig(tp=2, sequence_parallel=True, ep=2)),
               ("pp2", ParallelConfig(pp=2)))
    for name, par in layouts:
        init_parallel(par, seed=0)
        gathered = [None] * dist.get_world_size()
        dist.all_gather_object(gathered, layout_check(par))
        results[name] = gathered
        destroy_parallel()
    if dist.get_rank() == 0:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "results.json"), "w") as f:
            json.dump(results, f)
    dist.destroy_process_group()


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main()
