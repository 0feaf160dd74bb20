"""Gemma 4 text models: each feature against transformers' own module, then the whole model.

Tiny random models (tests/bridge/gemma4_cases.py), fp32. Per-feature tests feed the same input to
HF's module (``Gemma4TextDecoderLayer`` / ``Gemma4TextAttention`` / ``Gemma4TextMLP`` /
``Gemma4TextScaledWordEmbedding``) and to ours (imported by the bridge) and compare the output
and the gradients (input and parameters) to 1e-5.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch
from transformers.masking_utils import create_causal_mask, create_sliding_window_causal_mask

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gemma4_cases as G  # noqa: E402

from agon_mcore.config import ConfigError, ParallelConfig  # noqa: E402

pytestmark = pytest.mark.usefixtures("megatron_world")


def _close(got, want, tol=1e-5):
    """max |got - want| <= tol * max(1, max |want|): 1e-5 absolute, relative to the tensor's scale for
    gradients summed over many tokens (fp32 sums in another order differ by rounding there)."""
    assert got.shape == want.shape, (got.shape, want.shape)
    err = (got.double() - want.double()).abs().max().item()
    scale = max(1.0, want.abs().max().item())
    assert err <= tol * scale, f"max abs error {err:.3g} > {tol} * {scale:.3g}"
B, S = 2, 12


def _pair(**kw):
    hf = G.tiny_hf_model(**kw)
    chunks = G.build_and_import(hf, ParallelConfig(), **{k: v for k, v in kw.items() if k != "wrapper"})
    return hf, chunks[0]


def _inputs(seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(B, S, 64, generator=g)
    pos = torch.arange(S)[None].expand(B, S)
    up = torch.randn(B, S, 64, generator=g)
    return x, pos, up


def _hf_attn_args(hf, x, pos, layer_type):
    tm = hf.model
    pe = tm.rotary_emb(x, pos, layer_type)
    make = create_sliding_window_causal_mask if layer_type == G.LAYER_TYPES[0] else create_causal_mask
    mask = make(config=tm.config, inputs_embeds=x, attention_mask=None, cache=None, position_ids=pos,
                allow_is_causal_skip=False)
    return pe, mask


def _run_both(hf_mod, ours, x, pos, up, hf_call, our_call):
    xh = x.clone().requires_grad_()
    yh = hf_call(hf_mod, xh)
    (yh * up).sum().backward()
    xo = x.transpose(0, 1).contiguous().requires_grad_()
    yo = our_call(ours, xo).transpose(0, 1)
    (yo * up).sum().backward()
    _close(yo, yh)
    _close(xo.grad.transpose(0, 1), xh.grad)
    return yh


def _layer_calls(hf, i, pos):
    kind = hf.config.layer_types[i]

    def hf_call(mod, xh):
        pe, mask = _hf_attn_args(hf, xh, pos, kind)
        return mod(xh, None, shared_kv_states={}, position_embeddings=pe, attention_mask=mask, position_ids=pos)

    def our_call(mod, xo):
        return mod(xo, None, rotary_pos_emb=pos)[0]

    return hf_call, our_call


def _attn_calls(hf, i, pos):
    kind = hf.config.layer_types[i]

    def hf_call(mod, xh):
        pe, mask = _hf_attn_args(hf, xh, pos, kind)
        return mod(xh, pe, mask, shared_kv_states={})[0]

    def our_call(mod, xo):
        return mod(xo, None, pos)[0]

    return hf_call, our_call


def test_sandwich_norms_and_layer_scalar_match_hf():
    """Gemma4TextDecoderLayer (sliding layer 0): four norms, GeGLU MLP, the per-layer scalar."""
    hf, ours = _pair()
    x, pos, up = _inputs()
    hl, ol = hf.model.layers[0], ours.decoder.layers[0]
    assert ol.layer_scalar.item() == hl.layer_scalar.item() != 1.0
    _run_both(hl, ol, x, pos, up, *_layer_calls(hf, 0, pos))
    for hn, on in (("post_attention_layernorm", "post_attention_layernorm"),
                   ("pre_feedforward_layernorm", "pre_mlp_layernorm"),
                   ("post_feedforward_layernorm", "post_mlp_layernorm"), ("input_layernorm", "input_layernorm")):
        _close(getattr(ol, on).weight.grad, getattr(hl, hn).weight.grad)
    _close(ol.mlp.linear_fc2.weight.grad, hl.mlp.down_proj.weight.grad)


def test_geglu_mlp_matches_hf():
    """Gemma4TextMLP: gelu(tanh)(gate) * up, down; megatron's gated MLP with our activation."""
    hf, ours = _pair()
    x, pos, up = _inputs(1)
    hm, om = hf.model.layers[1].mlp, ours.decoder.layers[1].mlp
    yh = _run_both(hm, om, x, pos, up, lambda m, xh: m(xh), lambda m, xo: m(xo)[0])
    with torch.no_grad():  # the comparison can tell GeGLU from SwiGLU: the activation is checked
        swiglu = hm.down_proj(torch.nn.functional.silu(hm.gate_proj(x)) * hm.up_proj(x))
    assert (swiglu - yh.detach()).abs().max().item() > 1e-3
    g = om.linear_fc1.weight.grad
    _close(g[:96], hm.gate_proj.weight.grad)
    _close(g[96:], hm.up_proj.weight.grad)


def test_embed_scale_matches_hf():
    """Gemma4TextScaledWordEmbedding: embedding * sqrt(hidden) (the tied output uses the raw weight)."""
    hf, ours = _pair()
    ids = torch.randint(0, G.VOCAB, (B, S), generator=torch.Generator().manual_seed(4))
    pos = torch.arange(S)[None].expand(B, S)
    up = torch.randn(B, S, 64, generator=torch.Generator().manual_seed(5))
    yh = hf.model.embed_tokens(ids)
    (yh * up).sum().backward()
    yo = ours._preprocess(ids, pos)[0].transpose(0, 1)
    (yo * up).sum().backward()
    _close(yo, yh)
    assert (yh - hf.model.embed_tokens.weight[ids]).abs().max() > 1.0  # the scale is there
    _close(ours.embedding.word_embeddings.weight.grad[: G.VOCAB], hf.model.embed_tokens.weight.grad)


def test_sliding_window_matches_hf():
    """Sliding layer (window 4 of 12 positions) vs HF with its sliding-window causal mask."""
    hf, ours = _pair()
    x, pos, up = _inputs(2)
    ha, oa = hf.model.layers[0].self_attn, ours.decoder.layers[0].self_attention
    assert oa.window == 4
    yh = _run_both(ha, oa, x, pos, up, *_attn_calls(hf, 0, pos))
    _close(oa.linear_proj.weight.grad, ha.o_proj.weight.grad)
    _close(oa.q_layernorm.weight.grad, ha.q_norm.weight.grad)
    oa.window = 0  # without the window the layer is another function beyond position 4
    with torch.no_grad():
        full = oa(x.transpose(0, 1), None, pos)[0].transpose(0, 1)
    assert (full[:, 4:] - yh[:, 4:]).abs().max() > 1e-3
    _close(full[:, :4], yh[:, :4])


def test_per_layer_rope_matches_hf():
    """Full layer: head_dim 32, proportional RoPE (25 % of the dims, theta 1e6), K and V separate."""
    hf, ours = _pair(k_eq_v=False)
    x, pos, up = _inputs(3)
    ha, oa = hf.model.layers[2].self_attn, ours.decoder.layers[2].self_attention
    torch.testing.assert_close(oa.inv_freq, hf.model.rotary_emb.full_attention_inv_freq, atol=0, rtol=0)
    torch.testing.assert_close(ours.decoder.layers[0].self_attention.inv_freq,
                               hf.model.rotary_emb.sliding_attention_inv_freq, atol=0, rtol=0)
    assert oa.d == 32 and int((oa.inv_freq > 0).sum()) == 4  # 25 % of 16 frequency pairs rotate
    _run_both(ha, oa, x, pos, up, *_attn_calls(hf, 2, pos))
    _close(oa.k_layernorm.weight.grad, ha.k_norm.weight.grad)


def test_k_eq_v_and_value_norm_match_hf():
    """Full layer with attention_k_eq_v: no v_proj, V = k_proj output through the scale-free norm."""
    hf, ours = _pair(k_eq_v=True)
    x, pos, up = _inputs(4)
    ha, oa = hf.model.layers[3].self_attn, ours.decoder.layers[3].self_attention
    assert ha.v_proj is None and oa.k_eq_v and oa.parts == oa.qpg + 1
    _run_both(ha, oa, x, pos, up, *_attn_calls(hf, 3, pos))
    g = oa.linear_qkv.weight.grad.view(2, oa.parts, 32, 64)
    _close(g[:, oa.qpg].reshape(-1, 64), ha.k_proj.weight.grad)
    _close(g[:, : oa.qpg].reshape(-1, 64), ha.q_proj.weight.grad)


@pytest.mark.parametrize("wrapper,tied", [(False, True), pytest.param(False, False, marks=pytest.mark.slow),
                                          pytest.param(True, True, marks=pytest.mark.slow)])
def test_tiny_model_logits_match_hf(wrapper, tied):
    """Whole model (text model and the multimodal wrapper), soft-capped logits, and the export."""
    hf, ours = _pair(wrapper=wrapper, tied=tied)
    ids = torch.randint(0, G.VOCAB, (B, S), generator=torch.Generator().manual_seed(6))
    got = G.megatron_logits([ours], ids)
    with torch.no_grad():
        ref = hf(ids).logits.float()
    assert ref.abs().max() > 1.0
    assert (got - ref).abs().max() < 1e-4
    exp = G.check_export([ours], hf)
    assert exp["missing_or_different"] == [] and exp["extra"] == []


def test_softcap_reaches_the_policy_logprobs():
    """The log-prob path caps: token_logprobs(raw, softcap) equals HF's log_softmax of its capped logits."""
    from agon_kernels.logprob import token_logprobs

    hf, ours = _pair()
    ids = torch.randint(0, G.VOCAB, (1, S), generator=torch.Generator().manual_seed(7))
    with torch.no_grad():
        raw = ours(ids, torch.arange(S)[None], None)[0, :-1]
        ref = torch.log_softmax(hf(ids).logits[0, :-1].double(), -1).gather(1, ids[0, 1:, None])[:, 0]
    lp = token_logprobs(raw, ids[0, 1:], num_valid_vocab=G.VOCAB, softcap=ours.logit_softcap, impl="torch")
    assert ours.logit_softcap == 30.0
    torch.testing.assert_close(lp.double(), ref, atol=1e-5, rtol=0)


DIST_LAYOUTS = ["tp2", "pp2", "tp2sp"]


@pytest.fixture(scope="module")
def dist_results(torchrun, tmp_path_factory):
    """All layouts in one 2-rank launch (startup and imports cost more than the tiny models)."""
    out = tmp_path_factory.mktemp("gemma4_dist")
    torchrun(Path(__file__).resolve().parent / "gemma4_cases.py", "--layout", ",".join(DIST_LAYOUTS), "--out",
             str(out))
    return json.loads((out / "results.json").read_text())


@pytest.mark.slow
@pytest.mark.distributed
@pytest.mark.parametrize("layout", DIST_LAYOUTS)
def test_tiny_model_logits_match_hf_distributed(dist_results, layout):
    res = dist_results[layout]
    for case, r in res.items():
        assert r["logits_max_err"] < 1e-4, (case, r)
        assert r["missing_or_different"] == [] and r["extra"] == [], (case, r)


def test_hf_config_round_trip_and_refusals(tmp_path):
    from transformers import Gemma4TextConfig

    from agon_mcore.bridge import hf_config_for, model_config_from_hf

    m = G.tiny_model_cfg()
    back = model_config_from_hf(hf_config_for(m, G.VOCAB))
    for k in ("layer_types", "sliding_window", "global_head_dim", "num_global_kv_heads", "attention_k_eq_v",
              "head_dim", "num_kv_heads", "rope_theta", "global_rope_theta", "global_partial_rotary_factor",
              "final_logit_softcapping", "ffn_hidden_size", "tie_word_embeddings"):
        assert getattr(back, k) == getattr(m, k), k
    base = dict(vocab_size=300, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
                num_key_value_heads=2, head_dim=16, hidden_size_per_layer_input=0)
    for over, word in ((dict(hidden_size_per_layer_input=8, vocab_size_per_layer_input=100), "vocabulary of its own"),
                       (dict(num_kv_shared_layers=2, num_hidden_layers=3,
                             layer_types=["sliding_attention", "full_attention", "full_attention"]),
                        "no earlier full_attention layer"),
                       (dict(attention_bias=True), "attention biases")):
        with pytest.raises(ConfigError, match=word):
            model_config_from_hf(Gemma4TextConfig(**{**base, **over}))
