"""Gemma 4's MoE variant against transformers: the decoder layer with its sparse block beside the MLP.

A tiny random ``Gemma4TextDecoderLayer`` with ``enable_moe_block`` (4 experts, top-2, width 24;
router scale and per-expert scale away from 1) against our ``Gemma4TransformerLayer`` with
``Gemma4MoE`` (megatron's ``MoELayer``, alltoall dispatcher, ``SequentialMLP`` experts, EP=1),
weights imported by the bridge; fp32, forward and backward to 1e-5 of scale. Then the whole model:
logits to 1e-4 and the export bit-exact, in-process (EP=1) and at EP=2 (and TP2 + SP + EP2) on gloo.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gemma4_cases as G  # noqa: E402
from test_gemma4 import B, S, _close, _hf_attn_args  # noqa: E402

from agon_mcore.config import ParallelConfig  # noqa: E402

pytestmark = pytest.mark.usefixtures("megatron_world")
E, K, I_MOE = 4, 2, 24


def _pair():
    """The tiny HF MoE model (router scales and per-expert scales around 1) and ours, imported by the bridge."""
    hf = G.tiny_hf_model(experts=E)
    with torch.no_grad():  # per-expert scales clearly apart
        for lay in hf.model.layers:
            lay.router.per_expert_scale.copy_(torch.tensor([0.6, 1.4, 0.9, 1.2]))
    chunks = G.build_and_import(hf, ParallelConfig(), experts=E)
    return hf, chunks[0]


@pytest.mark.parametrize("i", [0, 2])
def test_moe_layer_matches_hf(i):
    """Sliding layer 0 / full K = V layer 2 with the MoE block: output, input grad, router and expert grads."""
    hf, model = _pair()
    ours, hl = model.decoder.layers[i], hf.model.layers[i]
    assert hl.experts.gate_up_proj.shape == (E, 2 * I_MOE, 64) and ours.moe.router.weight.shape == (E, 64)
    g = torch.Generator().manual_seed(9)
    x, up = torch.randn(B, S, 64, generator=g), torch.randn(B, S, 64, generator=g)
    pos = torch.arange(S)[None].expand(B, S)
    xh = x.clone().requires_grad_()
    pe, mask = _hf_attn_args(hf, xh, pos, hf.config.layer_types[i])
    yh = hl(xh, None, shared_kv_states={}, position_embeddings=pe, attention_mask=mask, position_ids=pos)
    (yh * up).sum().backward()
    xo = x.transpose(0, 1).contiguous().requires_grad_()
    yo = ours(xo, None, rotary_pos_emb=pos)[0].transpose(0, 1)
    (yo * up).sum().backward()
    _close(yo, yh)
    _close(xo.grad.transpose(0, 1), xh.grad)
    moe = ours.moe
    _close(moe.router.weight.grad, hl.router.proj.weight.grad)
    _close(moe.router.scale.grad, hl.router.scale.grad)
    _close(moe.router.per_expert_scale.grad, hl.router.per_expert_scale.grad)
    _close(moe.pre_mlp_layernorm.weight.grad, hl.pre_feedforward_layernorm_2.weight.grad)
    _close(ours.post_mlp_layernorm_2.weight.grad, hl.post_feedforward_layernorm_2.weight.grad)
    _close(ours.post_mlp_layernorm_1.weight.grad, hl.post_feedforward_layernorm_1.weight.grad)
    hit = 0
    for e, ex in enumerate(moe.experts.local_experts):
        _close(ex.linear_fc1.weight.grad, hl.experts.gate_up_proj.grad[e])
        _close(ex.linear_fc2.weight.grad, hl.experts.down_proj.grad[e])
        hit += int(hl.experts.down_proj.grad[e].abs().max() > 0)
    assert hit >= 3  # the tokens spread over the experts
    assert (moe.router.per_expert_scale.grad.abs() > 0).all()


def test_moe_model_logits_and_export_match_hf():
    """Whole MoE-variant model: soft-capped logits to 1e-4 of HF's; the export (fused experts) bit-identical."""
    hf, model = _pair()
    ids = torch.randint(0, G.VOCAB, (B, S), generator=torch.Generator().manual_seed(6))
    got = G.megatron_logits([model], ids)
    with torch.no_grad():
        ref = hf(ids).logits.float()
    assert ref.abs().max() > 1.0
    assert (got - ref).abs().max() < 1e-4
    exp = G.check_export([model], hf)
    assert exp["missing_or_different"] == [] and exp["extra"] == []
    from agon_mcore.bridge import model_config_from_hf
    from agon_mcore.train.checks import param_count

    mc = model_config_from_hf(hf.config)
    assert (mc.num_experts, mc.moe_router_topk, mc.moe_ffn_hidden_size) == (E, K, I_MOE)
    assert param_count(mc) == sum(p.numel() for p in hf.parameters())


@pytest.fixture(scope="module")
def dist_results(torchrun, tmp_path_factory):
    """Every layout in one 2-rank launch."""
    out = tmp_path_factory.mktemp("gemma4_moe_dist")
    torchrun(Path(__file__).resolve().parent / "gemma4_cases.py", "--layout", "ep2,tp2sp_ep2,pp2", "--out", str(out),
             "--moe")
    return json.loads((out / "results.json").read_text())


@pytest.mark.slow
@pytest.mark.distributed
@pytest.mark.parametrize("layout", ["ep2", "tp2sp_ep2", "pp2"])
def test_moe_model_logits_match_hf_distributed(dist_results, layout):
    """Experts split over 2 EP ranks (alltoall on gloo), or the layers over 2 pipeline stages (each with its MoE
    blocks): logits to 1e-4, export (EP all-gather, both stages) bit-identical."""
    res = dist_results[layout]
    for case, r in res.items():
        assert r["logits_max_err"] < 1e-4, (case, r)
        assert r["missing_or_different"] == [] and r["extra"] == [], (case, r)
