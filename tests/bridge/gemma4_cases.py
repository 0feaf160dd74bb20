"""Tiny random Gemma 4 models for the Gemma 4 tests; also the torchrun worker for TP2 / PP2.

Run as a worker (several layouts in one launch)::

    torchrun --standalone --nproc_per_node 2 tests/bridge/gemma4_cases.py --layout tp2,pp2 --out DIR

Every rank builds the same tiny random HF Gemma 4 (seeded; 4 layers: sliding, sliding, full,
full; K = V and another head size / KV-head count on the full layers; soft-capping 30), imports it
into megatron at each layout, and rank 0 writes, per layout, the max logits error and the export
check to ``DIR/results.json``.
"""
from __future__ import annotations

import argparse
import os
import sys

import dist_cases as D
import torch
import torch.distributed as dist

VOCAB = 261  # not a multiple of 128: exercises the padded rows
LAYER_TYPES = ["sliding_attention", "sliding_attention", "full_attention", "full_attention"]
# an "E"-style model: per-layer embeddings (d 8), the last 2 layers (sliding, full) reuse the K/V of
# layers 1 and 2 and have a double-wide MLP
E_LAYER_TYPES = ["sliding_attention", "sliding_attention", "full_attention", "sliding_attention", "full_attention"]
E_STYLE = dict(layer_types=E_LAYER_TYPES, ple=8, kv_shared=2, double_wide=True)


def tiny_model_cfg(tied: bool = True, k_eq_v: bool = True, layer_types=None, window: int = 4, softcap: float = 30.0,
                   ple: int = 0, kv_shared: int = 0, double_wide: bool = False, experts: int = 0):
    """A gemma4 ModelConfig: 4 heads; sliding d=16 / 2 KV heads; full d=32 / 2 KV heads; optionally PLE
    (``ple`` per layer), KV sharing (the last ``kv_shared`` layers) and the MoE variant (``experts``,
    top-2, width 24)."""
    from agon_mcore.config import ModelConfig

    lt = list(layer_types or LAYER_TYPES)
    return ModelConfig(arch="gemma4", tie_word_embeddings=tied, num_layers=len(lt), hidden_size=64,
                       num_attention_heads=4, num_kv_heads=2, head_dim=16, ffn_hidden_size=96, layer_types=lt,
                       sliding_window=window, global_head_dim=32, num_global_kv_heads=2, attention_k_eq_v=k_eq_v,
                       rope_theta=10000.0, global_rope_theta=1_000_000.0, global_partial_rotary_factor=0.25,
                       final_logit_softcapping=softcap, hidden_size_per_layer_input=ple,
                       num_kv_shared_layers=kv_shared, use_double_wide_mlp=double_wide, num_experts=experts,
                       moe_router_topk=2, moe_ffn_hidden_size=24 if experts else 0)


def perturb(model, seed: int):
    """Random weights (norms and layer scalars around 1, so their mapping matters)."""
    g = torch.Generator().manual_seed(seed + 1)
    with torch.no_grad():
        for name, p in list(model.named_parameters()) + [(n, b) for n, b in model.named_buffers()
                                                           if n.endswith("layer_scalar")]:
            noise = torch.randn(p.shape, generator=g)
            if "norm" in name or name.endswith(("layer_scalar", "scale")):  # norms, layer and router scales
                p.copy_(1.0 + 0.2 * noise)
            else:
                p.copy_(0.08 * noise)
    return model


def tiny_hf_model(seed: int = 0, wrapper: bool = False, **kw):
    """The random HF model (fp32, eval, eager attention): ``Gemma4ForCausalLM`` or the multimodal wrapper."""
    from transformers import Gemma4Config, Gemma4ForCausalLM, Gemma4ForConditionalGeneration

    from agon_mcore.bridge import hf_config_for

    cfg = hf_config_for(tiny_model_cfg(**kw), VOCAB)
    cfg._attn_implementation = "eager"
    torch.manual_seed(seed)
    if wrapper:
        wcfg = Gemma4Config(text_config=cfg.to_dict(), vision_config=None, audio_config=None,
                            tie_word_embeddings=cfg.tie_word_embeddings)
        wcfg.architectures = ["Gemma4ForConditionalGeneration"]
        wcfg._attn_implementation = "eager"
        wcfg.text_config._attn_implementation = "eager"
        model = Gemma4ForConditionalGeneration(wcfg)
    else:
        model = Gemma4ForCausalLM(cfg)
    return perturb(model.float().eval(), seed)


def hf_state(model) -> dict:
    """The HF state dict as the bridge emits it (tied: no lm_head; buffers kept)."""
    sd = {k: v.detach().clone() for k, v in model.state_dict().items()}
    if model.config.tie_word_embeddings:
        sd.pop("lm_head.weight", None)
    return sd


def build_and_import(hf_model, parallel, **kw):
    from agon_mcore.bridge import get_bridge
    from agon_mcore.policy.model import build_gpt_model

    chunks = build_gpt_model(tiny_model_cfg(**kw), VOCAB, parallel)
    for c in chunks:
        c.eval()
    get_bridge("gemma4").import_hf(chunks, hf_model.state_dict().items(), hf_model.config)
    return chunks


def megatron_logits(chunks, ids: torch.Tensor):
    """Capped logits ``[B, S, V]`` on the last pipeline stage (TP-gathered), None elsewhere."""
    from megatron.core import parallel_state as mps

    from agon_mcore.policy.gemma4 import capped_logits

    pos = torch.arange(ids.shape[1]).unsqueeze(0).expand_as(ids)
    m = chunks[0]
    pp, rank = mps.get_pipeline_model_parallel_world_size(), mps.get_pipeline_model_parallel_rank()
    group = mps.get_pipeline_model_parallel_group()
    with torch.no_grad():
        if pp > 1 and rank > 0:
            buf = torch.empty(ids.shape[1], ids.shape[0], m.config.hidden_size)
            dist.recv(buf, src=dist.get_global_rank(group, rank - 1))
            m.set_input_tensor(buf)
        out = m(ids, pos, None)
        if pp > 1 and rank < pp - 1:
            dist.send(out.contiguous(), dst=dist.get_global_rank(group, rank + 1))
            return None
    tp = mps.get_tensor_model_parallel_world_size()
    if tp > 1:
        parts = [torch.empty_like(out) for _ in range(tp)]
        dist.all_gather(parts, out.contiguous(), group=mps.get_tensor_model_parallel_group())
        out = torch.cat(parts, dim=-1)
    return capped_logits(m, out[..., :VOCAB])


def check_export(chunks, hf_model) -> dict:
    from agon_mcore.bridge import get_bridge

    ref = hf_state(hf_model)
    got = {n: t.detach().clone() for n, t in get_bridge("gemma4").export_hf(chunks, hf_model.config)}
    return {"missing_or_different": [n for n in ref if n not in got or not torch.equal(got[n], ref[n])],
            "extra": sorted(set(got) - set(ref)), "num_tensors": len(got)}


def replicated_grad_errors(chunks, hf_model, ids) -> dict:
    """Backward of sum(capped logits * up) at this TP layout vs HF: max error of the replicated PLE parameters'
    gradients, after summing the sequence-parallel-tagged ones over TP (as megatron's finalize_model_grads)."""
    from megatron.core import parallel_state as mps

    from agon_mcore.policy.gemma4 import capped_logits

    m = chunks[0]
    m.zero_grad()
    tp, r = mps.get_tensor_model_parallel_world_size(), mps.get_tensor_model_parallel_rank()
    pos = torch.arange(ids.shape[1]).unsqueeze(0).expand_as(ids)
    local = m(ids, pos, None)  # [B, S, Vp / tp]
    vl = local.shape[-1]
    up = torch.randn(*ids.shape, vl * tp, generator=torch.Generator().manual_seed(21))
    up[..., VOCAB:] = 0
    (capped_logits(m, local) * up[..., r * vl:(r + 1) * vl]).sum().backward()
    hf_model.zero_grad()
    (hf_model(ids).logits * up[..., :VOCAB]).sum().backward()
    tm = hf_model.model
    pairs = {"per_layer_model_projection.weight": tm.per_layer_model_projection.weight,
             "per_layer_projection_norm.weight": tm.per_layer_projection_norm.weight}
    for i in range(len(tm.layers)):
        for n in ("per_layer_input_gate", "per_layer_projection", "post_per_layer_input_norm", "input_layernorm"):
            pairs[f"decoder.layers.{i}.{n}.weight"] = getattr(tm.layers[i], n).weight
    params = dict(m.named_parameters())
    errs = {}
    for name, ref in pairs.items():
        g = params[name].grad.clone()
        if getattr(params[name], "sequence_parallel", False):
            dist.all_reduce(g, group=mps.get_tensor_model_parallel_group())
        errs[name] = (g - ref.grad).abs().max().item() / max(1.0, ref.grad.abs().max().item())
    return errs


LAYOUTS = {"tp2": dict(tp=2), "pp2": dict(pp=2), "tp2sp": dict(tp=2, sequence_parallel=True), "ep2": dict(ep=2),
           "tp2sp_ep2": dict(tp=2, sequence_parallel=True, ep=2)}


def _run_layout(layout: str, e_style: bool, moe: bool) -> dict:
    """One layout's results ``{"tied=...": {...}}`` (megatron's parallel state initialised for it here)."""
    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.parallel import init_parallel

    par = ParallelConfig(**LAYOUTS[layout])
    init_parallel(par, seed=1234)
    results = {}
    kw = dict(E_STYLE if e_style else {}, **({"experts": 4} if moe else {}))
    for tied in (True, False):
        hf = tiny_hf_model(tied=tied, **kw)
        chunks = build_and_import(hf, par, tied=tied, **kw)
        ids = torch.randint(0, VOCAB, (2, 12), generator=torch.Generator().manual_seed(3))
        got = megatron_logits(chunks, ids)
        results[f"tied={tied}"] = {"logits_max_err": D.logits_max_err(got, hf, ids),
                                   **check_export(chunks, hf)}
        if e_style:
            results[f"tied={tied}"]["grad_rel_err"] = replicated_grad_errors(chunks, hf, ids)
    return results


def _worker(layouts: list, out_dir: str, e_style: bool = False, moe: bool = False) -> None:
    """Every layout in one launch (the imports and the process group cost more than the tiny models);
    ``pp2_e``: the E-style pipeline case of ``gemma4_pp_cases.py`` (its grads to ``DIR/grads.pt``)."""
    from megatron.core import parallel_state as mps

    results = {}
    for layout in layouts:
        if layout == "pp2_e":
            import gemma4_pp_cases

            results[layout] = gemma4_pp_cases.run_layout("pp2", out_dir)
        else:
            results[layout] = _run_layout(layout, e_style, moe)
        mps.destroy_model_parallel()
    D.finish(results, out_dir)


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser()
    ap.add_argument("--layout", required=True, help="comma-separated: tp2, pp2, tp2sp, ep2, tp2sp_ep2, pp2_e")
    ap.add_argument("--out", required=True)
    ap.add_argument("--e-style", action="store_true", help="the E-style model (PLE, KV sharing)")
    ap.add_argument("--moe", action="store_true", help="the MoE variant (4 experts, top-2)")
    a = ap.parse_args()
    _worker(a.layout.split(","), a.out, a.e_style, a.moe)
