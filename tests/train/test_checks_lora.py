"""`agon check-config` memory terms of LoRA rivals (agon_mcore/train/checks.py): the frozen
base counted once with no grads or Adam state, each rival's adapter + grads + Adam, and the
SGLang servers' base + LoRA memory pool (sglang 0.5.23 srt/lora/mem_pool.py shapes)."""
from __future__ import annotations

import pytest

from agon_mcore.config import load_config
from agon_mcore.train.checks import (
    check_cluster_config,
    estimate_memory,
    lora_adapter_elems,
    param_count,
    sglang_lora_pool_bytes,
    stage_param_count,
)

ALL4 = ["linear_qkv", "linear_proj", "linear_fc1", "linear_fc2"]


def qwen3_0p6b(*extra):
    return load_config(["configs/qwen3_0p6b_lora.yaml"], list(extra))


def test_adapter_elements_by_hand_for_qwen3_0p6b():
    # Qwen3-0.6B: 28 layers, hidden 1024, q = 16 x 128 = 2048, k = v = 8 x 128 = 1024, F = 3072
    m = qwen3_0p6b().model
    assert (m.num_layers, m.hidden_size, m.num_attention_heads * m.head_dim, m.num_kv_heads * m.head_dim,
            m.ffn_hidden_size) == (28, 1024, 2048, 1024, 3072)
    r = 16
    tp1 = r * ((1024 + 4096) + (2048 + 1024) + (1024 + 6144) + (3072 + 1024))  # A [r,in] + B [out,r] per target
    assert lora_adapter_elems(m, r, ALL4) == 28 * tp1 == 8_716_288
    # TP=2: column targets split B, row targets split A (the other factor replicated)
    tp2 = r * ((1024 + 4096 / 2) + (2048 / 2 + 1024) + (1024 + 6144 / 2) + (3072 / 2 + 1024))
    assert lora_adapter_elems(m, r, ALL4, tp=2) == 28 * tp2
    assert lora_adapter_elems(m, 8, ["linear_qkv"], pp=2) == 14 * 8 * (1024 + 4096)


@pytest.mark.usefixtures("megatron_world")
def test_adapter_elements_equal_a_real_lora_policys_trainable_parameters():
    from agon_mcore.config import AgonConfig, ModelConfig
    from agon_mcore.policy import Policy
    from agon_mcore.policy.lora import LoraSpec

    VOCAB = 261  # the byte tokenizer's: megatron pads it to 384
    cfg = AgonConfig()
    cfg.model = ModelConfig(hidden_size=32, num_layers=2, num_attention_heads=4, num_kv_heads=2, head_dim=8,
                            ffn_hidden_size=64, vocab_size=VOCAB)
    for rank, targets in ((4, tuple(ALL4)), (2, ("linear_qkv", "linear_fc2")), (3, ("linear_proj",))):
        p = Policy("A", cfg.model, VOCAB, cfg, seed=1, lora=LoraSpec(rank=rank, alpha=8.0, targets=targets))
        counts = p.parameter_counts()
        assert counts["trainable"] == lora_adapter_elems(cfg.model, rank, targets)
        assert counts["frozen"] == param_count(cfg.model) + (-VOCAB % 128) * cfg.model.hidden_size  # padded vocab


def test_lora_pair_counts_the_base_once_and_adapters_per_rival():
    lora = qwen3_0p6b("parallel.tp=2")
    full = qwen3_0p6b("parallel.tp=2", "rivals.A.kind=full", "rivals.B.kind=full", "rivals.B.init_noise_std=0")
    m, P = lora.model, param_count(lora.model)
    ad = lora_adapter_elems(m, 16, ALL4, tp=2)
    el, ef = estimate_memory(lora, gpus=8), estimate_memory(full, gpus=8)
    b = 2  # bf16
    assert el.params == {"base": P, "A": 8_716_288, "B": 8_716_288}
    # the base: this TP rank's shard of the whole model (PP=1), vocabulary padded to 128 x TP
    Ps = stage_param_count(m, 2, 1)
    assert Ps == pytest.approx(P / 2, rel=1e-3)
    assert el.weights == pytest.approx(Ps * b + 2 * ad * b)
    assert el.grads == pytest.approx(2 * ad * 4)  # no grads for the frozen base
    assert el.optimizer == pytest.approx(2 * ad * 12 / (4 if lora.parallel.use_distributed_optimizer else 1))
    assert ef.weights == pytest.approx(2 * Ps * b) and ef.grads == pytest.approx(2 * Ps * 4)
    assert el.static < 0.2 * ef.static  # the LoRA pair's model state is a fraction of the full pair's
    assert el.activations == ef.activations and el.logits == ef.logits  # the same forward/backward


def test_sglang_lora_pool_by_hand_and_in_the_server_weights():
    m = qwen3_0p6b().model
    # per layer, 3 slots, rank 16: qkv A [3, 48, 1024] B [3, 4096, 16]; o A [3, 16, 2048] B [3, 1024, 16];
    # gate_up A [3, 32, 1024] B [3, 6144, 16]; down A [3, 16, 3072] B [3, 1024, 16]; bf16
    per_layer = 3 * (48 * 1024 + 4096 * 16 + 16 * 2048 + 1024 * 16 + 32 * 1024 + 6144 * 16 + 16 * 3072 + 1024 * 16)
    assert sglang_lora_pool_bytes(m, 16, ALL4, 3) == 28 * per_layer * 2 == 60_555_264
    assert sglang_lora_pool_bytes(m, 16, ALL4, 3, tp=2) < 60_555_264
    assert sglang_lora_pool_bytes(m, 16, ["linear_proj"], 4, tp=2) == 28 * 4 * (16 * 1024 + 1024 * 16) * 2
    cfg = qwen3_0p6b("rollout.engine=sglang", "rollout.sglang.colocate=true", "rollout.sglang.weight_sync=tensor")
    est = estimate_memory(cfg, gpus=8)
    assert est.sglang_colocated
    assert est.sglang_weights == pytest.approx(param_count(m) * 2 + 60_555_264)  # the base ONCE + the LoRA pool
    lines = check_cluster_config(cfg, gpus=8)
    assert any("rank-16 adapter 8.7M params" in line for line in lines)
    assert any("base once+adapters" in line for line in lines)
