"""`agon check-config`'s model-state terms under pipeline parallelism: the first and last
stages also hold the word embedding / output layer (megatron's most-loaded-shard formula),
so their weights, grads and Adam state are counted there, not spread over PP."""
from pathlib import Path

import pytest

from agon_mcore.config import ConfigError, load_config
from agon_mcore.train.checks import GIB, check_cluster_config, estimate_memory, param_count, stage_param_count

ROOT = Path(__file__).resolve().parents[2]
C06 = str(ROOT / "configs/qwen3_0p6b_agon.yaml")
C4B = str(ROOT / "configs/qwen3_4b_agon.yaml")


def _layer_params(m) -> int:
    q, k = m.num_attention_heads * m.head_dim, m.num_kv_heads * m.head_dim
    return m.hidden_size * (q + 2 * k) + q * m.hidden_size + 3 * m.hidden_size * m.ffn_hidden_size \
        + 2 * m.hidden_size + 2 * m.head_dim  # qkv, proj, SwiGLU, two norms, Qwen3 QK-norm


@pytest.mark.slow
@pytest.mark.parametrize("path,tp,pp", [(C06, 1, 2), (C06, 1, 4), (C4B, 2, 2), (C4B, 1, 4), (C4B, 2, 3)])
def test_most_loaded_stage_by_hand(path, tp, pp):
    m = load_config([path]).model
    v_pad = -(-m.vocab_size // (128 * tp)) * 128 * tp
    layers = -(-m.num_layers // pp) * _layer_params(m)
    # first stage: its layers + the embedding; last: its layers + the output layer (+ final norm)
    want = (layers + v_pad * m.hidden_size + m.hidden_size) / tp
    assert stage_param_count(m, tp, pp) == pytest.approx(want, rel=1e-12)
    even = param_count(m) / (tp * pp)  # the old even spread
    # the difference is (nearly) the vocabulary matrix minus its even share: V*H*(1 - 1/PP)/TP
    assert stage_param_count(m, tp, pp) - even == pytest.approx(
        m.vocab_size * m.hidden_size * (1 - 1 / pp) / tp + (layers - m.num_layers * _layer_params(m) / pp) / tp,
        rel=1e-2)  # (V padded to 128 x TP in the stage count)


def test_pp1_is_the_whole_model_and_untied_counts_both_matrices():
    m = load_config([C06]).model
    assert stage_param_count(m, 1, 1) == param_count(m)
    untied = load_config([C06], ["model.tie_word_embeddings=false"]).model
    assert stage_param_count(untied, 1, 1) == param_count(untied) == param_count(m) + 151936 * 1024
    # with PP > 1 an untied model still has one matrix per end stage
    assert stage_param_count(untied, 1, 2) == stage_param_count(m, 1, 2)


@pytest.mark.parametrize("pp", [2, 4])
def test_model_state_terms_use_the_end_stage(pp):
    cfg = load_config([C4B], [f"parallel.pp={pp}", "parallel.tp=2"])
    est = estimate_memory(cfg, gpus=8)
    ns = stage_param_count(cfg.model, 2, pp)
    dp = 8 // (2 * pp)
    assert est.weights == pytest.approx(2 * ns * 2) and est.grads == pytest.approx(2 * ns * 4)
    assert est.optimizer == pytest.approx(2 * ns * 12 / dp)
    # about V x H / TP x 18 bytes per rival more than the even spread, per end stage
    n = param_count(cfg.model)
    extra = est.static - 2 * n / (2 * pp) * (2 + 4 + 12 / dp)
    vh = 151936 * 2560 / 2 * (1 - 1 / pp)
    assert extra > 2 * vh * (6 + 12 / dp) * 0.99


def test_a_layout_that_fits_only_when_the_vocabulary_is_spread_is_refused():
    over = ["parallel.pp=4", "parallel.tp=2", "rollout.sglang.colocate=false"]
    cfg = load_config([C4B], over)
    est = estimate_memory(cfg, gpus=8)
    n = param_count(cfg.model)
    even_static = 2 * n / 8 * (2 + 4 + 12 / 1)  # what the old estimate counted
    assert est.static - even_static > 1.0 * GIB  # ~2 GiB more on the first/last stage
    # a GPU between the two estimates: the old check accepted it, the first stage would run out
    cap = (est.peak - (est.static - even_static) / 2) / GIB
    with pytest.raises(ConfigError, match="estimated peak"):
        check_cluster_config(cfg, gpus=8, gpu_gib=cap)
    check_cluster_config(cfg, gpus=8, gpu_gib=est.peak / GIB + 0.5)
