"""Tiny random Qwen3.5 models for the Qwen3.5 tests; also the torchrun worker for TP2 / PP2.

Run as a worker::

    torchrun --standalone --nproc_per_node 2 tests/bridge/qwen3_5_cases.py --layout tp2 --out DIR

(layouts ``tp2``, ``pp2``, ``ep2``: Qwen3.5-MoE with its experts split over 2 EP ranks, and ``lora_tp2`` /
``lora_pp2``: LoRA adapters on every target at TP=2 / PP=2 given a peft adapter of the HF model.)

Every rank builds the same tiny random HF Qwen3.5 (seeded; 4 layers: 3 Gated DeltaNet, 1 gated
attention; GDN nk=2, nv=4 so each key head serves 2 value heads), imports it into megatron at
the layout, and rank 0 writes the max logits error and the export check to ``DIR/results.json``.
"""
from __future__ import annotations

import dist_cases as D
import torch
import torch.distributed as dist

VOCAB = 261  # not a multiple of 128: exercises the padded rows
LAYER_TYPES = ["linear_attention", "linear_attention", "linear_attention", "full_attention"]


def tiny_model_cfg(tied: bool = False, layer_types=None, moe: bool = False):
    """A qwen3_5 ModelConfig: hidden 64; attention 4 heads / 2 KV heads of 16; GDN 2 key / 4 value heads of 16.

    ``moe``: qwen3_5_moe, every layer 4 experts (top-2, width 32) and a shared expert of width 48.
    """
    from agon_mcore.config import ModelConfig

    lt = list(layer_types or LAYER_TYPES)
    extra = dict(arch="qwen3_5_moe", ffn_hidden_size=32, num_experts=4, moe_router_topk=2, moe_ffn_hidden_size=32,
                 moe_shared_expert_ffn_hidden_size=48) if moe else dict(arch="qwen3_5", ffn_hidden_size=96)
    return ModelConfig(tie_word_embeddings=tied, num_layers=len(lt), hidden_size=64, **extra,
                       num_attention_heads=4, num_kv_heads=2, head_dim=16, layer_types=lt,
                       rope_theta=10000.0, partial_rotary_factor=0.25, linear_conv_kernel_dim=4,
                       linear_key_head_dim=16, linear_value_head_dim=16, linear_num_key_heads=2,
                       linear_num_value_heads=4, max_position_embeddings=512)


def perturb(model, seed: int):
    """Random weights: (1 + w) norms get w around 0, the GDN out norm around 1, A_log in log(1..16)."""
    g = torch.Generator().manual_seed(seed + 1)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "visual" in name:
                continue
            noise = torch.randn(p.shape, generator=g)
            if name.endswith("linear_attn.norm.weight"):
                p.copy_(1.0 + 0.2 * noise)
            elif "norm" in name:
                p.copy_(0.2 * noise)
            elif name.endswith("A_log"):
                p.copy_(torch.log(torch.empty(p.shape).uniform_(1, 16, generator=g)))
            elif name.endswith("dt_bias"):
                p.copy_(1.0 + 0.3 * noise)
            elif name.endswith("conv1d.weight"):
                p.copy_(0.4 * noise)
            else:
                p.copy_(0.08 * noise)
    return model


def tiny_hf_model(seed: int = 0, wrapper: bool = False, **kw):
    """The random HF model (fp32, eval, eager attention): ``Qwen3_5ForCausalLM`` or the multimodal wrapper."""
    from transformers import (
        Qwen3_5Config,
        Qwen3_5ForCausalLM,
        Qwen3_5ForConditionalGeneration,
        Qwen3_5MoeConfig,
        Qwen3_5MoeForCausalLM,
        Qwen3_5MoeForConditionalGeneration,
    )

    from agon_mcore.bridge import hf_config_for

    cfg = hf_config_for(tiny_model_cfg(**kw), VOCAB)
    cfg._attn_implementation = "eager"
    torch.manual_seed(seed)
    moe = kw.get("moe", False)
    if wrapper:
        wcfg = (Qwen3_5MoeConfig if moe else Qwen3_5Config)(text_config=cfg.to_dict(), tie_word_embeddings=cfg.tie_word_embeddings,
                             vision_config=dict(depth=1, hidden_size=32, intermediate_size=64, num_heads=2,
                                                out_hidden_size=64))
        wcfg.architectures = ["Qwen3_5MoeForConditionalGeneration" if moe else "Qwen3_5ForConditionalGeneration"]
        wcfg._attn_implementation = "eager"
        wcfg.text_config._attn_implementation = "eager"
        model = (Qwen3_5MoeForConditionalGeneration if moe else Qwen3_5ForConditionalGeneration)(wcfg)
    else:
        model = (Qwen3_5MoeForCausalLM if moe else Qwen3_5ForCausalLM)(cfg)
    return perturb(model.float().eval(), seed)


# peft modules whose adapters share lora_A (one megatron adapter on the fused linear)
SHARED_A = (("q_proj", "k_proj", "v_proj"), ("in_proj_qkv", "in_proj_z"), ("gate_proj", "up_proj"))


def peft_lora(hf, targets, seed: int = 5):
    """``hf`` + peft LoRA (r=4, alpha=8) on ``targets``' (megatron target names) HF modules; random ``lora_A``
    (shared per fused group, as megatron's one adapter on a fused linear) and nonzero random ``lora_B``."""
    from peft import LoraConfig, get_peft_model

    from agon_mcore.policy.lora import hf_target_modules

    model = get_peft_model(hf, LoraConfig(r=4, lora_alpha=8.0, target_modules=hf_target_modules(targets)))
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        mods = {n: m for n, m in model.named_modules() if hasattr(m, "lora_A") and "default" in m.lora_A}
        for m in mods.values():
            m.lora_A["default"].weight.copy_(0.1 * torch.randn(m.lora_A["default"].weight.shape, generator=g))
            m.lora_B["default"].weight.copy_(0.1 * torch.randn(m.lora_B["default"].weight.shape, generator=g))
        for n, m in mods.items():
            parent, leaf = n.rsplit(".", 1)
            for group in SHARED_A:
                if leaf in group[1:]:
                    m.lora_A["default"].weight.copy_(mods[f"{parent}.{group[0]}"].lora_A["default"].weight)
    return model.eval()


def peft_tensors(model) -> dict:
    """The peft model's adapter tensors under our names (``base_model.model.`` cut)."""
    from peft import get_peft_model_state_dict

    return {k[len("base_model.model."):]: v.clone() for k, v in get_peft_model_state_dict(model).items()}


def hf_state(model) -> dict:
    """The HF language-model state dict as the bridge emits it (tied: no lm_head; no vision tower; experts one
    tensor each, the on-disk names)."""
    from agon_mcore.bridge import per_expert_state_dict

    sd = {k: v.clone() for k, v in per_expert_state_dict(model).items() if not k.startswith("model.visual.")}
    if model.config.tie_word_embeddings:
        sd.pop("lm_head.weight", None)
    return sd


def build_and_import(hf_model, parallel, **kw):
    from agon_mcore.bridge import get_bridge, per_expert_state_dict
    from agon_mcore.policy.model import build_gpt_model

    m = tiny_model_cfg(**kw)
    chunks = build_gpt_model(m, VOCAB, parallel)
    for c in chunks:
        c.eval()
    get_bridge(m.arch).import_hf(chunks, per_expert_state_dict(hf_model).items(), hf_model.config)
    return chunks


def megatron_logits(chunks, ids: torch.Tensor):
    """Logits ``[B, S, V]`` on the last pipeline stage (TP-gathered), None elsewhere."""
    from megatron.core import parallel_state as mps

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
    return out[..., :VOCAB]


def check_export(chunks, hf_model) -> dict:
    from agon_mcore.bridge import get_bridge

    ref = hf_state(hf_model)
    got = {}
    count = 0
    for n, t in get_bridge(chunks[0].agon_model_cfg.arch).export_hf(chunks, hf_model.config):
        got[n] = t.detach().clone()
        count += 1
    return {"missing_or_different": [n for n in ref if n not in got or not torch.equal(got[n], ref[n])],
            "extra": sorted(set(got) - set(ref)), "num_tensors": len(got), "num_emitted": count}


def grad_errors(chunks, hf_model, ids: torch.Tensor) -> dict:
    """Backward of ``sum(logits * W)`` (a fixed random ``W``) on megatron's chunk and on HF's model; every
    parameter's grad on this rank vs the HF grads put through the bridge's own TP layout (``_shard``).

    Single pipeline stage only. q/k norm grads are partial sums per TP rank until megatron's
    ``finalize_model_grads`` sums them (by name), so they are left out; every other grad, the Gated
    DeltaNet output norm's included, must be complete after backward.

    Returns:
        ``{"max_rel_err": ..., "bad": [megatron names over 3e-4], "checked": n}``: fp32 rounding through the
        4 layers differs from HF's by up to ~8e-5 of a grad's scale at TP1 already (measured 7.7e-5);
        a wrong TP layout or a missing TP reduction is off by O(1).
    """
    from megatron.core import parallel_state as mps

    from agon_mcore.bridge import get_bridge
    from agon_mcore.bridge.bridge import _parallel_info

    m = chunks[0]
    tp, r = mps.get_tensor_model_parallel_world_size(), mps.get_tensor_model_parallel_rank()
    W = torch.randn(*ids.shape, VOCAB, generator=torch.Generator().manual_seed(11))
    pos = torch.arange(ids.shape[1]).unsqueeze(0).expand_as(ids)
    out = m(ids, pos, None)  # [b, s, Vp / tp]
    Wp = torch.zeros(*ids.shape, out.shape[-1] * tp)
    Wp[..., :VOCAB] = W
    (out * Wp[..., r * out.shape[-1]:(r + 1) * out.shape[-1]]).sum().backward()
    hf_model.zero_grad()
    (hf_model(ids).logits * W).sum().backward()
    hf_grads = {n: p.grad for n, p in hf_model.named_parameters()}
    bridge, info = get_bridge("qwen3_5"), _parallel_info()
    worst, bad, n = 0.0, [], 0
    for e in bridge.plan(chunks, hf_model.config):
        if not e.emit or e.mcore.endswith(("q_layernorm.weight", "k_layernorm.weight")):
            continue
        p = bridge._param(chunks[e.vp], e.mcore)
        want = bridge._shard(e, [hf_grads[h] for h in e.hf], hf_model.config, p.shape, info)
        err = (p.grad - want).abs().max().item() / max(1.0, want.abs().max().item())
        worst, n = max(worst, err), n + 1
        if err > 3e-4:
            bad.append(e.mcore)
    return {"max_rel_err": worst, "bad": bad, "checked": n}


def _worker(layout: str, out_dir: str) -> None:
    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.parallel import init_parallel

    par = {"tp2": ParallelConfig(tp=2), "pp2": ParallelConfig(pp=2), "ep2": ParallelConfig(ep=2),
           "lora_tp2": ParallelConfig(tp=2), "lora_pp2": ParallelConfig(pp=2)}[layout]
    moe = layout == "ep2"  # Qwen3.5-MoE, 2 of the 4 experts per rank
    init_parallel(par, seed=1234)
    results = {}
    if layout.startswith("lora_"):
        results = _lora_worker(par)
    for tied in ((False, True) if not layout.startswith("lora_") else ()):
        hf = tiny_hf_model(tied=tied, moe=moe)
        chunks = build_and_import(hf, par, tied=tied, moe=moe)
        ids = torch.randint(0, VOCAB, (2, 70), generator=torch.Generator().manual_seed(3))
        got = megatron_logits(chunks, ids)
        results[f"tied={tied}"] = {"logits_max_err": D.logits_max_err(got, hf, ids),
                                   **check_export(chunks, hf)}
        if layout == "tp2" and not tied:
            results["grads"] = grad_errors(chunks, hf, ids)
    D.finish(results, out_dir)


def _lora_worker(par) -> dict:
    """LoRA on every target (gated attention, Gated DeltaNet in/out, MLP) at ``par``: megatron's logits with the
    adapters given peft's tensors vs HF+peft's, and the adapter export vs peft's tensors."""
    from agon_mcore.bridge import get_bridge
    from agon_mcore.policy import lora as LR
    from agon_mcore.policy import lora_hf as LH

    targets = ("linear_qkv", "linear_proj", "in_proj", "out_proj", "linear_fc1", "linear_fc2")
    spec = LR.LoraSpec(rank=4, alpha=8.0, targets=targets)
    hf = tiny_hf_model()
    chunks = build_and_import(hf, par)
    model = peft_lora(hf, targets)
    want = peft_tensors(model)
    refs = LR.attach_adapters(chunks, spec)
    bridge = get_bridge("qwen3_5")
    LH.import_adapter_hf(bridge, chunks, refs, hf.config, spec, want.items())
    ids = torch.randint(0, VOCAB, (2, 70), generator=torch.Generator().manual_seed(3))
    got = megatron_logits(chunks, ids)  # None on a first pipeline stage
    err = D.logits_max_err(got, model, ids)
    exported = {n: t.clone() for n, t in LH.export_adapter_hf(bridge, chunks, refs, hf.config, spec)}
    return {"lora": {"logits_max_err": err, "missing_or_different": [n for n in want if n not in exported
                                                                      or not torch.equal(exported[n], want[n])],
                     "extra": sorted(set(exported) - set(want)), "num_tensors": len(want)}}


if __name__ == "__main__":
    D.layout_main(_worker)
