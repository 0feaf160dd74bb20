"""The TransformerEngine layer spec of Qwen3.5 / Qwen3.5-MoE, checked on CPU without TransformerEngine.

The spec names TE's classes as megatron's lazy ``(module path, class name)`` pairs, so its tree
(which module sits where, per layer) is compared here as names; the GPU build and its logits
against the local spec are ``tools/gpu_check.py --only qwen3_5_te``.
"""
from __future__ import annotations

import dataclasses
import importlib
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))
import qwen3_5_cases as Q  # noqa: E402

from agon_mcore.compat import has_te  # noqa: E402
from agon_mcore.config import ConfigError, ParallelConfig  # noqa: E402
from agon_mcore.policy.model import _block_spec, transformer_config, use_transformer_engine  # noqa: E402
from agon_mcore.policy.qwen3_5_te import (  # noqa: E402
    TE_MODULE,
    _resolve,
    qwen3_5_te_block_spec,
    resolve_te_spec,
    te_deterministic_problem,
)

pytestmark = pytest.mark.usefixtures("megatron_world")


def _tree(spec, path: str = "") -> dict:
    """``{dotted path: class name}`` of a spec; a lazy TE reference reads ``TE.<name>``."""
    from megatron.core.transformer.spec_utils import ModuleSpec

    if isinstance(spec, ModuleSpec):
        m = spec.module
        out = {path: f"TE.{m[1]}" if isinstance(m, tuple) and m[0] == TE_MODULE else getattr(m, "__name__", str(m))}
        if spec.submodules is not None:
            out.update(_tree(spec.submodules, path))
        return out
    if dataclasses.is_dataclass(spec) and not isinstance(spec, type):
        out = {}
        for f in dataclasses.fields(spec):
            v = getattr(spec, f.name)
            if v is not None and not isinstance(v, dict):
                out.update(_tree(v, f"{path}.{f.name}" if path else f.name))
        return out
    return {path: getattr(spec, "__name__", str(spec))}


GDN = {"self_attention": "GatedDeltaNet", "self_attention.in_proj": "TE.TELayerNormColumnParallelLinear",
       "self_attention.out_norm": "GatedDeltaNetOutNorm", "self_attention.out_proj": "TE.TERowParallelLinear"}
ATTN = {"self_attention": "SelfAttention", "self_attention.linear_qkv": "TE.TELayerNormColumnParallelLinear",
        "self_attention.core_attention": "TE.TEDotProductAttention",
        "self_attention.linear_proj": "TE.TERowParallelLinear",
        "self_attention.q_layernorm": "TE.TENorm", "self_attention.k_layernorm": "TE.TENorm"}
DENSE = {"pre_mlp_layernorm": "IdentityOp", "mlp": "MLP", "mlp.linear_fc1": "TE.TELayerNormColumnParallelLinear",
         "mlp.linear_fc2": "TE.TERowParallelLinear"}
MOE = {"pre_mlp_layernorm": "TE.TENorm", "mlp": "MoELayer", "mlp.router": "TopKRouter", "mlp.experts": "TEGroupedMLP",
       "mlp.experts.linear_fc1": "TE.TEColumnParallelGroupedLinear",
       "mlp.experts.linear_fc2": "TE.TERowParallelGroupedLinear",
       "mlp.shared_experts": "SharedExpertMLP", "mlp.shared_experts.linear_fc1": "TE.TEColumnParallelLinear",
       "mlp.shared_experts.linear_fc2": "TE.TERowParallelLinear"}


def _layer(attn: dict, mlp: dict) -> dict:
    return {"": "TransformerLayer", "input_layernorm": "IdentityOp", "self_attn_bda": "get_bias_dropout_add",
            "mlp_bda": "get_bias_dropout_add", "pre_cross_attn_layernorm": "IdentityOp", "cross_attention": "IdentityOp",
            "cross_attn_bda": "IdentityFuncOp", **attn, **mlp}


@pytest.mark.parametrize("moe", [False, True], ids=["dense", "moe"])
def test_te_spec_per_layer_kind(moe):
    m = Q.tiny_model_cfg(moe=moe)  # layers: 3 Gated DeltaNet, then gated attention
    config = transformer_config(m, ParallelConfig())  # CPU: the local spec's config; the TE tree needs no TE
    block = qwen3_5_te_block_spec(config, m, None)
    mlp = MOE if moe else DENSE
    got = [{k: v for k, v in _tree(s).items() if not k.startswith("sharded")} for s in block.layer_specs]
    assert got == [_layer(GDN, mlp)] * 3 + [_layer(ATTN, mlp)]
    assert _tree(block.layer_norm) == {"": "TE.TENorm"}
    te_names = {v[3:] for s in block.layer_specs for v in _tree(s).values() if v.startswith("TE.")}
    te_mod = importlib.import_module(TE_MODULE)  # imports without TE (its classes are then placeholders)
    assert all(hasattr(te_mod, n) for n in te_names) and not hasattr(te_mod, "TENoSuchClass"), te_names
    assert config.layernorm_zero_centered_gamma is False  # local spec: ZeroCenteredRMSNorm does (1 + w) itself
    # the CPU model keeps the local spec: our (1 + w) norms, megatron's tensor-parallel linears
    local = _block_spec(config, False, None, m)
    t = _tree(local.layer_specs[0])
    assert (t["input_layernorm"], t["self_attention.in_proj"], t["self_attention.out_norm"]) == (
        "ZeroCenteredRMSNorm", "ColumnParallelLinear", "GatedDeltaNetOutNorm")
    assert _tree(local.layer_specs[3])["self_attention.linear_qkv"] == "ColumnParallelLinear"


def test_te_config_sets_zero_centered_norms():
    from agon_mcore.policy.qwen3_5 import qwen3_5_config_overrides

    m = Q.tiny_model_cfg()
    assert qwen3_5_config_overrides(m, te=True)["layernorm_zero_centered_gamma"] is True
    assert qwen3_5_config_overrides(m)["layernorm_zero_centered_gamma"] is False


def test_transformer_engine_refused_without_cuda_or_te():
    m = Q.tiny_model_cfg()
    assert use_transformer_engine(m) is False  # auto: the local spec (TE only when asked for)
    assert use_transformer_engine(dataclasses.replace(m, transformer_impl="local")) is False
    te = dataclasses.replace(m, transformer_impl="transformer_engine")
    if torch.cuda.is_available() and has_te():
        pytest.skip("CUDA and TransformerEngine present: the refusal is for machines without them")
    with pytest.raises(ConfigError, match=r"pip install 'agon-mcore\[gpu\]'"):
        use_transformer_engine(te)
    if not has_te():
        with pytest.raises(ConfigError, match=r"needs TransformerEngine \(pip install 'agon-mcore\[gpu\]'\)"):
            resolve_te_spec(qwen3_5_te_block_spec(transformer_config(m, ParallelConfig()), m, None))


def test_resolve_replaces_lazy_references_by_classes():
    from megatron.core.transformer.identity_op import IdentityOp
    from megatron.core.transformer.spec_utils import ModuleSpec
    from megatron.core.transformer.transformer_layer import TransformerLayer, TransformerLayerSubmodules

    lazy = ("megatron.core.transformer.identity_op", "IdentityOp")
    spec = ModuleSpec(module=TransformerLayer, submodules=TransformerLayerSubmodules(
        input_layernorm=ModuleSpec(module=lazy), pre_mlp_layernorm=ModuleSpec(module=lazy, params={"x": 1})))
    out = _resolve(spec)
    assert out.submodules.input_layernorm is IdentityOp  # a bare leaf becomes the class
    assert out.submodules.pre_mlp_layernorm.module is IdentityOp and out.submodules.pre_mlp_layernorm.params == {"x": 1}
    assert spec.submodules.input_layernorm.module == lazy  # the input is not changed
    with pytest.raises(ConfigError, match="agon-mcore"):
        _resolve(ModuleSpec(module=("megatron.core.transformer.identity_op", "NoSuchClass")))


def test_te_deterministic_problem_without_fla():
    assert te_deterministic_problem(False, {}) is None  # fla's kernels: no deterministic_mode
    assert te_deterministic_problem(True, {"NVTE_ALLOW_NONDETERMINISTIC_ALGO": "0"}) is None
    why = te_deterministic_problem(True, {})
    assert "NVTE_ALLOW_NONDETERMINISTIC_ALGO=0" in why and "agon-mcore[gpu]" in why


def test_bridge_finds_the_fused_input_norm_of_te_gated_delta_net():
    from agon_mcore.bridge.bridge import Bridge

    def mod(**kids):
        m = torch.nn.Module()
        for k, v in kids.items():
            setattr(m, k, v) if isinstance(v, torch.nn.Module) else m.register_parameter(k, v)
        return m

    w_gdn, w_att = torch.nn.Parameter(torch.zeros(4)), torch.nn.Parameter(torch.ones(4))
    layers = torch.nn.ModuleList([mod(self_attention=mod(in_proj=mod(layer_norm_weight=w_gdn))),
                                  mod(self_attention=mod(linear_qkv=mod(layer_norm_weight=w_att)))])
    chunk = mod(decoder=mod(layers=layers))
    assert Bridge._param(chunk, "decoder.layers.0.input_layernorm.weight") is w_gdn
    assert Bridge._param(chunk, "decoder.layers.1.input_layernorm.weight") is w_att


def test_check_config_counts_attention_scores_only_for_the_local_spec():
    from agon_mcore.config import load_config
    from agon_mcore.train.checks import activation_bytes_per_token_layer

    cfg = load_config(None, [])
    m = Q.tiny_model_cfg()
    auto = activation_bytes_per_token_layer(m, cfg, 1024)  # auto: the local spec (SDPA keeps the scores)
    te = activation_bytes_per_token_layer(dataclasses.replace(m, transformer_impl="transformer_engine"), cfg, 1024)
    assert auto["scores"] == 6.0 * 4 * 1024 * 0.25 and te["scores"] == 0.0  # 1 of 4 layers attention; TE: flash
