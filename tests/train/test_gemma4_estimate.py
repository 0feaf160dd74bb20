"""``agon check-config``'s Gemma 4 counts (agon_mcore/train/checks_gemma4.py) against built models.

Tiny random models (tests/bridge/gemma4_cases.py): the dense text model, the E-style model (PLE,
KV sharing, double-wide MLP), the MoE variant, and both together. The parameter count equals
transformers' model; the per-stage count equals our megatron chunk's parameters (padded
vocabulary, PLE table on the first stage); the KV-cache bytes count only the layers that compute
keys and values; the LoRA adapter count equals the built adapters.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))
import gemma4_cases as G  # noqa: E402

from agon_mcore.config import ParallelConfig  # noqa: E402

pytestmark = pytest.mark.usefixtures("megatron_world")

CASES = {
    "dense_tied": dict(tied=True),
    "e_style_untied": dict(tied=False, **G.E_STYLE),
    "moe_untied": dict(tied=False, experts=4),
    "e_style_moe_tied": dict(tied=True, experts=4, **G.E_STYLE),
}


def _unique_numel(module) -> int:
    seen, n = set(), 0
    for p in module.parameters():
        if id(p) not in seen:
            seen.add(id(p))
            n += p.numel()
    return n


@pytest.mark.parametrize("case", list(CASES))
def test_param_counts_match_hf_and_megatron(case):
    """``param_count`` = transformers' parameter count; ``stage_param_count`` at TP=PP=1 = our megatron model's."""
    from agon_mcore.policy.model import build_gpt_model
    from agon_mcore.train.checks import param_count, stage_param_count

    kw = CASES[case]
    mc = G.tiny_model_cfg(**kw)
    mc.vocab_size = G.VOCAB
    hf = G.tiny_hf_model(**kw)
    assert param_count(mc) == _unique_numel(hf)
    (chunk,) = build_gpt_model(mc, G.VOCAB, ParallelConfig())
    assert stage_param_count(mc, 1, 1) == _unique_numel(chunk)


def test_kv_cache_counts_only_layers_with_their_own_keys():
    """KV bytes per token: the sum over the built attentions that compute K/V (the two KV-reusing layers keep
    none), each with its head size and KV heads; the old formula (every layer at the sliding size) differs."""
    from agon_mcore.policy.model import build_gpt_model
    from agon_mcore.train.checks_gemma4 import kv_bytes_per_token

    mc = G.tiny_model_cfg(**G.E_STYLE)
    (chunk,) = build_gpt_model(mc, G.VOCAB, ParallelConfig())
    atts = [lay.self_attention for lay in chunk.decoder.layers]
    assert [a.kv_role for a in atts] == [None, "store", "store", "reuse", "reuse"]
    want = sum(2 * a.ng_local * a.d * 2 for a in atts if a.kv_role != "reuse")
    assert kv_bytes_per_token(mc) == want == 2 * 2 * 16 * 2 * 2 + 2 * 2 * 32 * 2
    assert want != 2 * mc.num_layers * mc.num_kv_heads * mc.head_dim * 2


def test_lora_adapter_count_matches_the_built_adapters():
    """``lora_adapter_elems`` sums each layer's own adapter sizes (K = V, query-only reusing layers, double-wide
    MLP) and equals the trainable parameters of a LoRA rival on the E-style model."""
    from agon_mcore.policy import Policy
    from agon_mcore.policy.lora import LoraSpec
    from agon_mcore.train.checks import lora_adapter_elems

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "policy"))
    from _common import tiny_cfg

    targets = ("linear_qkv", "linear_proj", "linear_fc1", "linear_fc2")
    cfg = tiny_cfg()
    cfg.model = G.tiny_model_cfg(**G.E_STYLE)
    cfg.model.vocab_size = G.VOCAB
    pol = Policy("B", cfg.model, G.VOCAB, cfg, seed=1, lora=LoraSpec(rank=4, alpha=8.0, targets=targets))
    assert lora_adapter_elems(cfg.model, 4, targets) == pol.parameter_counts()["trainable"]


def test_moe_estimate_keeps_the_dense_mlp():
    """The MoE variant: the stage count holds the dense MLP, the experts, router and norms (not the Qwen-MoE
    layout, where experts replace the MLP); activations add the experts' to the dense MLP's."""
    from agon_mcore.train.checks import stage_param_count
    from agon_mcore.train.checks_gemma4 import mlp_activation_bytes

    dense, moe = G.tiny_model_cfg(tied=False), G.tiny_model_cfg(tied=False, experts=4)
    for m in (dense, moe):
        m.vocab_size = G.VOCAB
    H, E, I_, L = 64, 4, 24, 4
    extra = L * (E * 3 * H * I_ + E * H + H + E + 3 * H)
    assert stage_param_count(moe, 1, 1) - stage_param_count(dense, 1, 1) == extra
    assert stage_param_count(moe, 1, 1, ep=2) == stage_param_count(moe, 1, 1) - L * E * 3 * H * I_ / 2
    assert mlp_activation_bytes(moe, 4, 1) == mlp_activation_bytes(dense, 4, 1) + 2 * (3 * I_ + 2 * H) * 4
