"""Gemma 4 "E"-model features against transformers' own modules: per-layer embeddings (PLE) and KV sharing.

Tiny random models (tests/bridge/gemma4_cases.py, ``E_STYLE``: 5 layers sliding, sliding, full,
sliding, full; PLE width 8; the last two layers reuse the K/V of layers 1 and 2 and have a
double-wide MLP), fp32. Forward and backward to 1e-5 (``max|diff| <= 1e-5 * max(1, max|ref|)``),
whole-model logits to 1e-4.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gemma4_cases as G  # noqa: E402
import gemma4_pp_cases as G_PP  # noqa: E402
from test_gemma4 import B, S, _close, _hf_attn_args  # noqa: E402

from agon_mcore.config import ConfigError, ParallelConfig, TrainConfig  # noqa: E402

pytestmark = pytest.mark.usefixtures("megatron_world")

KV_ONLY = dict(layer_types=G.E_LAYER_TYPES, kv_shared=2)


def _pair(**kw):
    hf = G.tiny_hf_model(**kw)
    chunks = G.build_and_import(hf, ParallelConfig(), **{k: v for k, v in kw.items() if k != "wrapper"})
    return hf, chunks[0]


def _ids(seed=6):
    # no id 0: HF's embeddings keep padding_idx=0's row out of the gradient, megatron's do not
    return torch.randint(1, G.VOCAB, (B, S), generator=torch.Generator().manual_seed(seed))


def test_kv_sharing_roles_match_hf():
    """Which layers store and which reuse K/V: transformers' ``kv_sharing_modes``."""
    from agon_mcore.bridge.gemma4_config import kv_sharing_roles

    hf, ours = _pair(**KV_ONLY)
    assert kv_sharing_roles(G.E_LAYER_TYPES, 2) == hf.config.kv_sharing_modes == [None, "store", "store", "reuse",
                                                                                   "reuse"]
    assert [lay.self_attention.kv_role for lay in ours.decoder.layers] == hf.config.kv_sharing_modes
    with pytest.raises(ConfigError, match="no earlier full_attention layer"):
        kv_sharing_roles(["sliding_attention", "sliding_attention", "full_attention"], 1)


@pytest.mark.parametrize("kind,producer,consumer", [("sliding", 1, 3), ("full", 2, 4)])
def test_kv_sharing_matches_hf(kind, producer, consumer):
    """A reusing layer attends with the producer's normed, rotated K and normed V; gradients reach the producer."""
    hf, ours = _pair(**KV_ONLY)
    g = torch.Generator().manual_seed(11)
    x1, x2, up1, up2 = (torch.randn(B, S, 64, generator=g) for _ in range(4))
    pos = torch.arange(S)[None].expand(B, S)
    lt = hf.config.layer_types[producer]
    hp, hc = hf.model.layers[producer].self_attn, hf.model.layers[consumer].self_attn
    op, oc = ours.decoder.layers[producer].self_attention, ours.decoder.layers[consumer].self_attention
    assert hc.is_kv_shared_layer and not hasattr(hc, "k_proj") and oc.k_layernorm is None
    assert oc.linear_qkv.weight.shape == hc.q_proj.weight.shape  # only the query heads

    hx1, hx2 = x1.clone().requires_grad_(), x2.clone().requires_grad_()
    shared = {}
    pe, mask = _hf_attn_args(hf, hx1, pos, lt)
    yh1 = hp(hx1, pe, mask, shared_kv_states=shared)[0]
    yh2 = hc(hx2, pe, mask, shared_kv_states=shared)[0]
    ((yh1 * up1).sum() + (yh2 * up2).sum()).backward()

    ox1, ox2 = (t.transpose(0, 1).contiguous().requires_grad_() for t in (x1, x2))
    mine = {}
    yo1 = op(ox1, None, pos, mine)[0].transpose(0, 1)
    yo2 = oc(ox2, None, pos, mine)[0].transpose(0, 1)
    ((yo1 * up1).sum() + (yo2 * up2).sum()).backward()
    _close(yo1, yh1)
    _close(yo2, yh2)
    _close(ox1.grad.transpose(0, 1), hx1.grad)
    _close(ox2.grad.transpose(0, 1), hx2.grad)
    # the producer's key projection gets the consumer's gradient too
    gp = op.linear_qkv.weight.grad.view(op.ng_local, op.parts, op.d, 64)
    _close(gp[:, op.qpg].reshape(-1, 64), hp.k_proj.weight.grad)
    _close(op.k_layernorm.weight.grad, hp.k_norm.weight.grad)
    _close(oc.linear_qkv.weight.grad, hc.q_proj.weight.grad)
    _close(oc.q_layernorm.weight.grad, hc.q_norm.weight.grad)
    _close(oc.linear_proj.weight.grad, hc.o_proj.weight.grad)


def test_per_layer_inputs_match_hf():
    """PLE: embed_tokens_per_layer * sqrt(d) and the normed, scaled projection of the embedding, / sqrt(2)."""
    hf, ours = _pair(**G.E_STYLE)
    ids = _ids()
    pos = torch.arange(S)[None].expand(B, S)
    tm = hf.model
    up = torch.randn(B, S, 5, 8, generator=torch.Generator().manual_seed(12))
    emb_h = tm.embed_tokens(ids)
    yh = tm.project_per_layer_inputs(emb_h, tm.get_per_layer_inputs(ids, emb_h))
    (yh * up).sum().backward()
    e = ours.embedding(input_ids=ids, position_ids=pos) * torch.tensor(ours.embed_scale)
    yo = ours.layer_context(ids, e)[..., :40].reshape(S, B, 5, 8).transpose(0, 1)
    (yo * up).sum().backward()
    _close(yo, yh)
    assert ours.context_layout.width == 5 * 8 + 2 * (2 * 16) + 2 * (2 * 32)  # PLE, then sliding and full K/V
    _close(ours.embed_tokens_per_layer.weight.grad[: G.VOCAB], tm.embed_tokens_per_layer.weight.grad)
    _close(ours.per_layer_model_projection.weight.grad, tm.per_layer_model_projection.weight.grad)
    _close(ours.per_layer_projection_norm.weight.grad, tm.per_layer_projection_norm.weight.grad)
    _close(ours.embedding.word_embeddings.weight.grad[: G.VOCAB], tm.embed_tokens.weight.grad)


def test_per_layer_input_branch_matches_hf():
    """Gemma4TextDecoderLayer with PLE: gate, gelu, x ple_i, projection, norm, residual, then layer_scalar."""
    hf, ours = _pair(**G.E_STYLE)
    g = torch.Generator().manual_seed(13)
    x, up = torch.randn(B, S, 64, generator=g), torch.randn(B, S, 64, generator=g)
    ple = torch.randn(B, S, 5, 8, generator=g)
    pos = torch.arange(S)[None].expand(B, S)
    i = 0
    hl, ol = hf.model.layers[i], ours.decoder.layers[i]
    xh, ph = x.clone().requires_grad_(), ple.clone().requires_grad_()
    pe, mask = _hf_attn_args(hf, xh, pos, hf.config.layer_types[i])
    yh = hl(xh, ph[:, :, i], shared_kv_states={}, position_embeddings=pe, attention_mask=mask, position_ids=pos)
    (yh * up).sum().backward()
    lay = ours.context_layout
    xo = x.transpose(0, 1).contiguous().requires_grad_()
    po = ple.transpose(0, 1).reshape(S, B, 40).clone().requires_grad_()
    ctx = torch.cat([po, torch.zeros(S, B, lay.width - 40)], -1)
    yo, ctx_out = ol(xo, None, context=ctx, rotary_pos_emb=pos)
    assert ctx_out is not None  # layer 0 is not the last reader
    (yo.transpose(0, 1) * up).sum().backward()
    _close(yo.transpose(0, 1), yh)
    _close(xo.grad.transpose(0, 1), xh.grad)
    _close(po.grad.view(S, B, 5, 8).transpose(0, 1), ph.grad)
    for name in ("per_layer_input_gate", "per_layer_projection", "post_per_layer_input_norm"):
        _close(getattr(ol, name).weight.grad, getattr(hl, name).weight.grad)


def _whole_model_grads(hf, ours, ids, up, wrapper=False):
    """Backward of sum(capped logits * up) through both models; ours' grads in HF names for a few tensors."""
    from agon_mcore.policy.gemma4 import capped_logits

    pos = torch.arange(S)[None].expand(B, S)
    (hf(ids).logits * up).sum().backward()
    (capped_logits(ours, ours(ids, pos, None)[..., : G.VOCAB]) * up).sum().backward()
    lay = ours.decoder.layers
    q1 = lay[1].self_attention
    kq = q1.linear_qkv.weight.grad.view(q1.ng_local, q1.parts, q1.d, 64)
    got = {"embed_tokens_per_layer": ours.embed_tokens_per_layer.weight.grad[: G.VOCAB],
           "per_layer_model_projection": ours.per_layer_model_projection.weight.grad,
           "layers.1.k_proj": kq[:, q1.qpg].reshape(-1, 64), "layers.1.v_proj": kq[:, q1.qpg + 1].reshape(-1, 64),
           "layers.3.q_proj": lay[3].self_attention.linear_qkv.weight.grad,
           "layers.3.down_proj": lay[3].mlp.linear_fc2.weight.grad,
           "layers.4.per_layer_input_gate": lay[4].per_layer_input_gate.weight.grad,
           "embed_tokens": ours.embedding.word_embeddings.weight.grad[: G.VOCAB]}
    tm = hf.model.language_model if wrapper else hf.model
    want = {"embed_tokens_per_layer": tm.embed_tokens_per_layer.weight.grad,
            "per_layer_model_projection": tm.per_layer_model_projection.weight.grad,
            "layers.1.k_proj": tm.layers[1].self_attn.k_proj.weight.grad,
            "layers.1.v_proj": tm.layers[1].self_attn.v_proj.weight.grad,
            "layers.3.q_proj": tm.layers[3].self_attn.q_proj.weight.grad,
            "layers.3.down_proj": tm.layers[3].mlp.down_proj.weight.grad,
            "layers.4.per_layer_input_gate": tm.layers[4].per_layer_input_gate.weight.grad,
            "embed_tokens": tm.embed_tokens.weight.grad}
    return got, want


@pytest.mark.parametrize("wrapper,tied", [(False, True), pytest.param(False, False, marks=pytest.mark.slow),
                                          pytest.param(True, True, marks=pytest.mark.slow)])
def test_e_model_logits_and_grads_match_hf(wrapper, tied):
    """Whole E-style model (PLE + KV sharing + double-wide MLP): logits and gradients to 1e-4, export exact.

    (Gradients of the whole model sum over every position and vocabulary column: fp32 sums in
    another order differ by about 1e-5 of their scale, hence 1e-4 here and 1e-5 per module.)"""
    hf, ours = _pair(wrapper=wrapper, tied=tied, **G.E_STYLE)
    assert ours.decoder.layers[3].mlp.linear_fc2.weight.shape == (64, 192)  # double-wide on a reusing layer
    ids = _ids()
    got = G.megatron_logits([ours], ids)
    with torch.no_grad():
        ref = hf(ids).logits.float()
    assert ref.abs().max() > 1.0
    assert (got - ref).abs().max() < 1e-4
    exp = G.check_export([ours], hf)
    assert exp["missing_or_different"] == [] and exp["extra"] == []
    up = torch.randn(B, S, G.VOCAB, generator=torch.Generator().manual_seed(14))
    got, want = _whole_model_grads(hf, ours, ids, up, wrapper)
    for k in want:
        _close(got[k], want[k], tol=1e-4)


def test_e_model_grads_same_with_full_recompute():
    """Activation recompute (full, one layer per unit) gives the same gradients: the context crosses checkpoints."""
    from agon_mcore.bridge import get_bridge
    from agon_mcore.policy.model import build_gpt_model

    hf = G.tiny_hf_model(**G.E_STYLE)
    ids, pos = _ids(), torch.arange(S)[None].expand(B, S)
    up = torch.randn(B, S, 256, generator=torch.Generator().manual_seed(15))
    grads = []
    for rec in (None, TrainConfig(recompute="full", recompute_method="uniform", recompute_num_layers=1)):
        (m,) = build_gpt_model(G.tiny_model_cfg(**G.E_STYLE), G.VOCAB, ParallelConfig(), recompute=rec)
        get_bridge("gemma4").import_hf([m], hf.state_dict().items(), hf.config)
        m.train()
        assert m.config.recompute_granularity == (rec and "full")
        (m(ids, pos, None)[..., :256] * up).sum().backward()
        grads.append({n: p.grad.clone() for n, p in m.named_parameters()})
    assert grads[0]["decoder.layers.1.self_attention.linear_qkv.weight"].abs().max() > 0
    for n in grads[0]:
        _close(grads[1][n], grads[0][n])


def test_e_model_refusals():
    """KV sharing across a pipeline-stage boundary is refused; a PLE vocabulary of its own is refused; non-Gemma
    archs refuse the keys."""
    from transformers import Gemma4TextConfig

    from agon_mcore.bridge import model_config_from_hf
    from agon_mcore.config import ModelConfig, validate_model

    with pytest.raises(ConfigError, match=r"layer 3 \(sliding_attention\) reuses the keys/values of layer 1.*"
                                          r"Use PP in \[1\]"):
        validate_model(G.tiny_model_cfg(**G.E_STYLE), "rival A", 1, 5)
    with pytest.raises(ConfigError, match="Gemma 4 keys"):
        validate_model(ModelConfig(arch="qwen3", hidden_size_per_layer_input=8), "rival A")
    with pytest.raises(ConfigError, match="vocabulary of its own"):
        model_config_from_hf(Gemma4TextConfig(vocab_size=300, vocab_size_per_layer_input=200, hidden_size=64,
                                              intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
                                              num_key_value_heads=2, head_dim=16, hidden_size_per_layer_input=8))


@pytest.fixture(scope="module")
def e_dist(torchrun, tmp_path_factory):
    """One 2-rank launch for the E-style layouts: TP2, TP2 with SP, and PP2 of the 8-layer model (``pp2_e``,
    gemma4_pp_cases.py; its gradients in ``grads.pt``). Returns ``(results, folder)``."""
    out = tmp_path_factory.mktemp("gemma4_e_dist")
    torchrun(Path(__file__).resolve().parent / "gemma4_cases.py", "--layout", "tp2,tp2sp,pp2_e", "--out", str(out),
             "--e-style")
    return json.loads((out / "results.json").read_text()), out


@pytest.mark.slow
@pytest.mark.distributed
@pytest.mark.parametrize("layout", ["tp2", "tp2sp"])
def test_e_model_logits_match_hf_distributed(e_dist, layout):
    """TP2 (and with sequence parallelism): logits to 1e-4, export bit-identical, the replicated PLE parameters'
    gradients (sequence-parallel ones summed over TP) to 1e-4 of HF's."""
    res = e_dist[0][layout]
    for case, r in res.items():
        assert r["logits_max_err"] < 1e-4, (case, r)
        assert r["missing_or_different"] == [] and r["extra"] == [], (case, r)
        assert max(r["grad_rel_err"].values()) < 1e-4, (case, r["grad_rel_err"])


def test_kv_sharing_stage_split_refusal():
    """The 8-layer E-style model: PP2 (4 | 4) keeps every reusing layer with its source; PP4 and PP2 x virtual 2 do
    not, and the refusal names the layers and the PP sizes that work (also when the model is built)."""
    from agon_mcore.config import validate_model
    from agon_mcore.config.validation import kv_sharing_stage_problem
    from agon_mcore.policy.model import build_gpt_model

    lt = G_PP.E_PP["layer_types"]
    assert kv_sharing_stage_problem(lt, 2, 2) is None and kv_sharing_stage_problem(lt, 2, 1) is None
    validate_model(G.tiny_model_cfg(**G_PP.E_PP), "rival A", 1, 2)
    msg = r"layer 6 \(sliding_attention\) reuses the keys/values of layer 4.*layers 4-5 and 6-7.*Use PP in \[1, 2\]"
    with pytest.raises(ConfigError, match=msg):
        validate_model(G.tiny_model_cfg(**G_PP.E_PP), "rival A", 1, 4)
    with pytest.raises(ConfigError, match=r"PP=2 x virtual 2: layer 6"):
        build_gpt_model(G.tiny_model_cfg(**G_PP.E_PP), G.VOCAB, ParallelConfig(pp=2, virtual_pp=2))
    # PLE without KV sharing has no split constraint
    assert kv_sharing_stage_problem(lt, 0, 8) is None


@pytest.mark.slow
@pytest.mark.distributed
@pytest.mark.parametrize("layout,nproc", [("pp2_e", 2), ("tp2sp_pp2", 4)])
def test_e_model_pipeline_matches_hf_and_pp1(request, torchrun, tmp_path, layout, nproc):
    """PP2 (and TP2 x PP2 with sequence parallelism) through megatron's pipeline schedule: logits equal HF's to
    1e-4, the export is bit-identical, and the gradients of every PLE weight (the table, projection and norm on
    the first stage; each layer's gate, projection and norm) equal a PP1 run's to 1e-4 of their scale; the
    most loaded stage's parameters are check-config's ``stage_param_count``
    (measured: 1e-5 at TP2 x PP2)."""
    if layout == "pp2_e":  # inside the module's 2-rank launch
        allres, out = request.getfixturevalue("e_dist")
    else:
        torchrun(Path(__file__).resolve().parent / "gemma4_pp_cases.py", "--layout", layout, "--out", str(tmp_path),
                 nproc=nproc)
        out = tmp_path
        allres = json.loads((out / "results.json").read_text())
    res = allres[layout]
    got = torch.load(out / "grads.pt")
    ids, up = G_PP.inputs()
    pos = torch.arange(ids.shape[1])[None].expand_as(ids)
    from agon_mcore.policy.gemma4 import capped_logits
    from agon_mcore.train.checks import stage_param_count

    for tied in (True, False):
        r = res[f"tied={tied}"]
        assert r["logits_max_err"] < 1e-4, r
        assert r["missing_or_different"] == [] and r["extra"] == [], r
        assert sorted({tuple(x) for x in r["layers"]}) == [(1, 2, 3, 4), (5, 6, 7, 8)]
        mc = G.tiny_model_cfg(tied=tied, **G_PP.E_PP)  # check-config's count of the most loaded stage
        mc.vocab_size = G.VOCAB
        assert stage_param_count(mc, nproc // 2, 2) == max(r["stage_numel"]), r["stage_numel"]
        hf = G.tiny_hf_model(tied=tied, **G_PP.E_PP)
        (m,) = G.build_and_import(hf, ParallelConfig(), tied=tied, **G_PP.E_PP)
        (capped_logits(m, m(ids, pos, None))[..., : G.VOCAB] * up).sum().backward()
        want = G_PP.ple_grads(m)
        pp2 = got[f"tied={tied}"]
        assert sorted(pp2) == sorted(want) and len(want) == 3 + 3 * 8
        for n, w in want.items():
            assert w.abs().max() > 0, n
            g = pp2[n][: G.VOCAB] if n.startswith("embed") else pp2[n]  # vocab padding depends on TP
            w = w[: G.VOCAB] if n.startswith("embed") else w
            err = (g - w).abs().max().item() / max(1.0, w.abs().max().item())
            assert err < 1e-4, (tied, n, err)
