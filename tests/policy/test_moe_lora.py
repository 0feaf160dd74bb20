"""LoRA rivals on a Qwen3-MoE base: adapters on the attention (every token passes them) train and
merge like on a dense base; adapters on the MLP (the experts) are refused with the alternative named."""
from __future__ import annotations

import dataclasses

import pytest
import torch

from agon_mcore.config import ConfigError, load_config
from agon_mcore.policy.lora import LoraSpec

from ._common import VOCAB, make_samples, tiny_cfg, tiny_model

ATTN = ("linear_qkv", "linear_proj")


def _moe_cfg():
    cfg = tiny_cfg()
    cfg.model = tiny_model(arch="qwen3_moe", num_experts=4, moe_router_topk=2, moe_ffn_hidden_size=16,
                           moe_dense_layers=[0])
    return cfg


@pytest.mark.slow
@pytest.mark.usefixtures("megatron_world")
def test_attention_adapters_on_moe_base_train_and_merge():
    from agon_mcore.policy import Policy

    cfg = _moe_cfg()
    base = Policy("A", cfg.model, VOCAB, cfg, seed=3)
    tensors = {n: t.clone() for n, t in base.export_hf()}
    b = Policy("B", cfg.model, VOCAB, cfg, seed=12, lora=LoraSpec(rank=4, alpha=8.0, targets=ATTN, init_noise_std=0.05))
    b.import_hf(tensors.items())
    s = make_samples(6, seed=3)
    m = b.train_step(s)
    assert m["skipped"] == 0.0 and m["grad_norm"] > 0
    frozen = [n for n, p in b.named_parameters() if ".experts." in n or "router" in n]
    assert frozen and all(not p.requires_grad for n, p in b.named_parameters() if n in frozen)
    adapter = dict(b.export_adapter_hf())
    assert {n.split(".")[3] for n in adapter} == {"self_attn"}
    merged = dict(b.export_hf())
    assert set(merged) == set(tensors)  # per-expert tensors included, each once
    mod = "model.layers.1.self_attn.o_proj"
    want = tensors[mod + ".weight"] + 2.0 * adapter[mod + ".lora_B.weight"] @ adapter[mod + ".lora_A.weight"]
    torch.testing.assert_close(merged[mod + ".weight"], want, atol=1e-6, rtol=0)
    e = "model.layers.1.mlp.experts.3.down_proj.weight"
    assert torch.equal(merged[e], tensors[e])  # experts are not adapted
    full = Policy("A", cfg.model, VOCAB, cfg, seed=99)
    full.import_hf(merged.items())
    gap = max(float((x - y).abs().max()) for x, y in zip(full.logprobs(s), b.logprobs(s)))
    assert gap < 2e-5


@pytest.mark.usefixtures("megatron_world")
def test_mlp_adapters_on_moe_base_are_refused():
    from agon_mcore.policy import Policy

    cfg = _moe_cfg()
    with pytest.raises(ConfigError, match=r"LoRA on experts is not implemented.*linear_qkv, linear_proj"):
        Policy("A", cfg.model, VOCAB, cfg, seed=1, lora=LoraSpec(rank=4, alpha=8.0, targets=("linear_fc1",)))
    over = ["rivals.A.kind=lora", "rivals.B.kind=lora", "model.arch=qwen3_moe", "model.num_experts=4",
            "model.moe_ffn_hidden_size=16"]
    with pytest.raises(ConfigError, match=r"rivals.A.lora_target_modules has \['linear_fc1', 'linear_fc2'\]"):
        load_config(overrides=over)
    cfg = load_config(overrides=over + ["rivals.A.lora_target_modules=[linear_qkv,linear_proj]",
                                        "rivals.B.lora_target_modules=[linear_qkv,linear_proj]"])
    assert cfg.rivals["A"].lora_target_modules == ["linear_qkv", "linear_proj"]
    assert dataclasses.replace(cfg.model).num_experts == 4
