"""Gemma 4's MoE variant against transformers: the decoder layer with its sparse block beside the MLP.

A tiny random ``Gemma4TextDecoderLayer`` with ``enable_moe_block`` (4 experts, top-2, width 24;
router scale and per-expert scale away from 1) against our ``Gemma4TransformerLayer`` with
``Gemma4MoE`` (megatron's ``MoELayer``, alltoall dispatcher, ``SequentialMLP`` experts, EP=1),
weights copied name by name; fp32, forward and backward to 1e-5 of scale.
"""
from __future__ import annotations

import dataclasses
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


def _hf_layer(i: int):
    from transformers.models.gemma4.modeling_gemma4 import Gemma4ForCausalLM

    from agon_mcore.bridge import hf_config_for

    cfg = hf_config_for(G.tiny_model_cfg(), G.VOCAB)
    cfg.enable_moe_block, cfg.num_experts, cfg.top_k_experts, cfg.moe_intermediate_size = True, E, K, I_MOE
    cfg._attn_implementation = "eager"
    torch.manual_seed(0)
    hf = G.perturb(Gemma4ForCausalLM(cfg).float().eval(), 0)
    with torch.no_grad():  # the router's scales around 1 (perturb draws them as weights)
        r = hf.model.layers[i].router
        r.scale.copy_(1.0 + 0.3 * torch.randn(r.scale.shape, generator=torch.Generator().manual_seed(5)))
        r.per_expert_scale.copy_(torch.tensor([0.6, 1.4, 0.9, 1.2]))
    return hf


def _our_layer(hf, i: int):
    from megatron.core.transformer.spec_utils import build_module

    from agon_mcore.compat import TPSummedTorchNorm
    from agon_mcore.policy.gemma4.layer import gemma4_layer_spec
    from agon_mcore.policy.gemma4.moe import gemma4_moe_config_kwargs, gemma4_moe_spec
    from agon_mcore.policy.model import transformer_config

    m = G.tiny_model_cfg()
    config = dataclasses.replace(transformer_config(m, ParallelConfig()), **gemma4_moe_config_kwargs(E, K, I_MOE))
    spec = gemma4_layer_spec(m, m.layer_types[i])
    spec.submodules.moe = gemma4_moe_spec(E)
    spec.submodules.post_mlp_layernorm_1 = spec.submodules.post_mlp_layernorm_2 = TPSummedTorchNorm
    ours = build_module(spec, config=config, layer_number=i + 1)
    hl = hf.model.layers[i]
    ha = hl.self_attn
    with torch.no_grad():
        a = ours.self_attention
        qkv = [ha.q_proj.weight.view(a.ng_local, a.qpg, a.d, 64), ha.k_proj.weight.view(a.ng_local, 1, a.d, 64)]
        if not a.k_eq_v:
            qkv.append(ha.v_proj.weight.view(a.ng_local, 1, a.d, 64))
        a.linear_qkv.weight.copy_(torch.cat(qkv, 1).reshape(-1, 64))
        a.linear_proj.weight.copy_(ha.o_proj.weight)
        a.q_layernorm.weight.copy_(ha.q_norm.weight)
        a.k_layernorm.weight.copy_(ha.k_norm.weight)
        ours.mlp.linear_fc1.weight.copy_(torch.cat([hl.mlp.gate_proj.weight, hl.mlp.up_proj.weight]))
        ours.mlp.linear_fc2.weight.copy_(hl.mlp.down_proj.weight)
        for o, h in (("input_layernorm", "input_layernorm"), ("post_attention_layernorm", "post_attention_layernorm"),
                     ("pre_mlp_layernorm", "pre_feedforward_layernorm"),
                     ("post_mlp_layernorm", "post_feedforward_layernorm"),
                     ("post_mlp_layernorm_1", "post_feedforward_layernorm_1"),
                     ("post_mlp_layernorm_2", "post_feedforward_layernorm_2")):
            getattr(ours, o).weight.copy_(getattr(hl, h).weight)
        ours.layer_scalar.copy_(hl.layer_scalar)
        moe = ours.moe
        moe.pre_mlp_layernorm.weight.copy_(hl.pre_feedforward_layernorm_2.weight)
        moe.router.weight.copy_(hl.router.proj.weight)
        moe.router.scale.copy_(hl.router.scale)
        moe.router.per_expert_scale.copy_(hl.router.per_expert_scale)
        for e, ex in enumerate(moe.experts.local_experts):
            ex.linear_fc1.weight.copy_(hl.experts.gate_up_proj[e])
            ex.linear_fc2.weight.copy_(hl.experts.down_proj[e])
    return ours


@pytest.mark.parametrize("i", [0, 2])
def test_moe_layer_matches_hf(i):
    """Sliding layer 0 / full K = V layer 2 with the MoE block: output, input grad, router and expert grads."""
    hf = _hf_layer(i)
    ours = _our_layer(hf, i)
    hl = hf.model.layers[i]
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
