"""Model provider and parallel init (agon_mcore/policy/model.py, parallel.py), one process.

Kept beside the bridge tests: both are owned by the same part; the policy part's tests
live in tests/policy/.
"""
from __future__ import annotations

import dataclasses

import pytest
import torch

from agon_mcore.config import ConfigError, ModelConfig, ParallelConfig
from agon_mcore.policy.model import build_gpt_model, padded_vocab_size, transformer_config


def test_padded_vocab_size_follows_megatron():
    assert padded_vocab_size(261, 1) == 384
    assert padded_vocab_size(261, 2) == 512
    assert padded_vocab_size(256, 1) == 256
    assert padded_vocab_size(151936, 4) == 152064  # Qwen3's vocab at TP4
    with pytest.raises(ValueError):
        padded_vocab_size(0, 1)


@pytest.mark.slow
def test_qwen3_chunk_shapes_and_vocab_attributes(megatron_world):
    (m,) = build_gpt_model(ModelConfig(), 261, ParallelConfig())
    assert (m.padded_vocab_size, m.unpadded_vocab_size) == (384, 261)
    p = dict(m.named_parameters())
    # GQA fused QKV: (4 q heads + 2 k + 2 v) * head_dim 16 rows
    assert p["decoder.layers.0.self_attention.linear_qkv.weight"].shape == (128, 64)
    assert p["decoder.layers.0.self_attention.q_layernorm.weight"].shape == (16,)
    assert p["decoder.layers.0.mlp.linear_fc1.weight"].shape == (2 * 192, 64)  # [gate; up]
    assert p["embedding.word_embeddings.weight"].shape == (384, 64)
    assert "output_layer.weight" not in p  # tied by default
    assert not any(n.endswith(".bias") for n in p)
    assert all(t.dtype == torch.float32 for t in p.values())
    assert m.rotary_base == 10000 and m.config.qk_layernorm and m.config.num_query_groups == 2
    ids = torch.randint(0, 261, (2, 5))
    out = m(ids, torch.arange(5).expand(2, 5), None)
    assert out.shape == (2, 5, 384) and torch.isfinite(out).all()


def test_arch_recipes(megatron_world):
    (q2,) = build_gpt_model(ModelConfig(arch="qwen2", tie_word_embeddings=False), 300, ParallelConfig())
    n2 = dict(q2.named_parameters())
    assert "decoder.layers.0.self_attention.linear_qkv.bias" in n2
    assert "decoder.layers.0.self_attention.q_layernorm.weight" not in n2
    assert n2["output_layer.weight"].shape == (384, 64)
    (ll,) = build_gpt_model(ModelConfig(arch="llama", rope_theta=500000.0), 300, ParallelConfig())
    nl = dict(ll.named_parameters())
    assert "decoder.layers.0.self_attention.q_layernorm.weight" not in nl
    assert "decoder.layers.0.self_attention.linear_qkv.bias" not in nl
    assert ll.rotary_base == 500000


def test_errors_name_the_problem(megatron_world):
    with pytest.raises(ConfigError, match="rival B: .*num_kv_heads=3"):
        transformer_config(ModelConfig(num_kv_heads=3), ParallelConfig(), where="rival B")
    with pytest.raises(ConfigError, match="transformer_engine"):
        transformer_config(ModelConfig(transformer_impl="transformer_engine"), ParallelConfig())
    with pytest.raises(ConfigError, match="vocab_size"):
        build_gpt_model(ModelConfig(vocab_size=100), 261, ParallelConfig())


def test_init_parallel_is_idempotent_and_checks_world(megatron_world):
    from megatron.core import parallel_state as mps

    from agon_mcore.policy.parallel import init_parallel

    init_parallel(ParallelConfig(), seed=5)  # again: no error, same state
    assert mps.model_parallel_is_initialized() and mps.get_data_parallel_world_size() == 1
    with pytest.raises(ConfigError, match="world size 1 is not divisible by parallel.tp \\* parallel.pp = 2 \\* 1"):
        init_parallel(ParallelConfig(tp=2), seed=5)
    # same seed -> same initial weights (megatron CPU init draws from the seeded generator)
    init_parallel(ParallelConfig(), seed=9)
    a = build_gpt_model(ModelConfig(), 261, ParallelConfig())[0].state_dict()
    init_parallel(ParallelConfig(), seed=9)
    b = build_gpt_model(ModelConfig(), 261, ParallelConfig())[0].state_dict()
    assert all(torch.equal(a[k], b[k]) for k in a if not k.endswith("_extra_state"))


def test_hf_path_sizes_and_mismatch_listing(tmp_path, megatron_world):
    from agon_mcore.bridge import hf_config_for

    hf_cfg = hf_config_for(ModelConfig(num_layers=3, hidden_size=32, num_attention_heads=2, num_kv_heads=1,
                                       head_dim=16, ffn_hidden_size=64, tie_word_embeddings=True), 300)
    hf_cfg.save_pretrained(tmp_path)
    (m,) = build_gpt_model(ModelConfig(hf_path=str(tmp_path)), 300, ParallelConfig())
    assert len(m.decoder.layers) == 3 and m.config.hidden_size == 32 and m.share_embeddings_and_output_weights
    bad = dataclasses.replace(ModelConfig(hf_path=str(tmp_path)), num_attention_heads=8, tie_word_embeddings=False)
    with pytest.raises(ConfigError) as e:
        build_gpt_model(bad, 300, ParallelConfig())
    msg = str(e.value)
    assert "num_attention_heads: run config 8 != checkpoint 2" in msg
    assert "tie_word_embeddings: run config False != checkpoint True" in msg
