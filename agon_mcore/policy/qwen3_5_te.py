"""The TransformerEngine layer spec of Qwen3.5 / Qwen3.5-MoE (``model.transformer_impl=transformer_engine``, GPU).

The same layers as the local spec (:mod:`agon_mcore.policy.qwen3_5`, docs/qwen3_5.md) with
TransformerEngine's linears and norms where megatron-core 0.16.1 has them (the classes of its
``models/gpt/experimental_attention_variant_module_specs.py`` and ``TESpecProvider``):

* **Gated DeltaNet layer**: ``GatedDeltaNet(in_proj=TELayerNormColumnParallelLinear,
  out_proj=TERowParallelLinear)``, the input norm fused into ``in_proj`` (the layer's
  ``input_layernorm`` is ``IdentityOp``). The per-head output norm stays
  :class:`~agon_mcore.policy.qwen3_5.GatedDeltaNetOutNorm`: it has a plain weight ``w`` while the
  model's other norms are (1 + w), and its TP-summed grad is ours (megatron's ``TENorm`` there would
  read ``layernorm_zero_centered_gamma`` and leave the grad a per-rank partial sum).
* **Gated attention layer**: ``SelfAttention(linear_qkv=TELayerNormColumnParallelLinear,
  core_attention=TEDotProductAttention, linear_proj=TERowParallelLinear, q/k_layernorm=TENorm)``
  (``attention_output_gate`` and partial RoPE are megatron's own, outside these modules).
* **MLP**: dense ``MLP(linear_fc1=TELayerNormColumnParallelLinear, linear_fc2=TERowParallelLinear)``
  with the pre-MLP norm fused; MoE layers ``MoELayer`` with a ``TENorm`` pre-MLP norm,
  megatron's ``TEGroupedMLP`` experts (``TEColumnParallelGroupedLinear`` / ``TERowParallelGroupedLinear``,
  ``moe_grouped_gemm=True``) and ``SharedExpertMLP(TEColumnParallelLinear, TERowParallelLinear)``.
* **(1 + w) norms**: TE's RMSNorm with ``zero_centered_gamma`` (``TransformerConfig.
  layernorm_zero_centered_gamma=True``, set by :func:`~agon_mcore.policy.qwen3_5.qwen3_5_config_overrides`
  for this spec), so checkpoint weights map unchanged as in the local spec. Final norm: ``TENorm``.

TransformerEngine is optional (the ``gpu`` extra): :func:`qwen3_5_te_block_spec` names the TE classes
as megatron's lazy ``(module path, class name)`` pairs, so the spec is built and inspected without
importing TE (CPU tests); :func:`resolve_te_spec` imports them on the GPU path, and refuses with
the extra named when TE is missing.
"""
from __future__ import annotations

import dataclasses
import importlib
import os
from typing import Mapping, Optional

from megatron.core.fusions.fused_bias_dropout import get_bias_dropout_add
from megatron.core.ssm.gated_delta_net import GatedDeltaNet, GatedDeltaNetSubmodules
from megatron.core.transformer.attention import SelfAttention, SelfAttentionSubmodules
from megatron.core.transformer.enums import AttnMaskType
from megatron.core.transformer.identity_op import IdentityOp
from megatron.core.transformer.mlp import MLP, MLPSubmodules
from megatron.core.transformer.moe.experts import TEGroupedMLP
from megatron.core.transformer.moe.moe_layer import MoELayer, MoESubmodules
from megatron.core.transformer.moe.shared_experts import SharedExpertMLP
from megatron.core.transformer.spec_utils import ModuleSpec
from megatron.core.transformer.transformer_block import TransformerBlockSubmodules, get_num_layers_to_build
from megatron.core.transformer.transformer_layer import (
    TransformerLayer,
    TransformerLayerSubmodules,
    get_transformer_layer_offset,
)

from agon_mcore.compat import has_te
from agon_mcore.compat.gated_delta_net import use_torch_gated_delta_rule
from agon_mcore.config import ConfigError, ModelConfig
from agon_mcore.policy.qwen3_5 import LINEAR, GatedDeltaNetOutNorm

TE_MODULE = "megatron.core.extensions.transformer_engine"
TE_MISSING = ("model.transformer_impl=transformer_engine for arch qwen3_5 / qwen3_5_moe needs TransformerEngine "
              "(pip install 'agon-mcore[gpu]'); set model.transformer_impl=local (or auto) to use the local layer spec")


def _te(name: str) -> ModuleSpec:
    """A lazy reference to ``megatron.core.extensions.transformer_engine.<name>`` (imported by :func:`resolve_te_spec`)."""
    return ModuleSpec(module=(TE_MODULE, name))


def _mlp(moe: bool) -> ModuleSpec:
    if not moe:
        return ModuleSpec(module=MLP, submodules=MLPSubmodules(linear_fc1=_te("TELayerNormColumnParallelLinear"),
                                                               linear_fc2=_te("TERowParallelLinear")))
    experts = ModuleSpec(module=TEGroupedMLP, submodules=MLPSubmodules(
        linear_fc1=_te("TEColumnParallelGroupedLinear"), linear_fc2=_te("TERowParallelGroupedLinear")))
    shared = ModuleSpec(module=SharedExpertMLP, submodules=MLPSubmodules(
        linear_fc1=_te("TEColumnParallelLinear"), linear_fc2=_te("TERowParallelLinear")))
    return ModuleSpec(module=MoELayer, submodules=MoESubmodules(experts=experts, shared_experts=shared))


def qwen3_5_te_layer_spec(linear: bool, moe: bool) -> ModuleSpec:
    """One Qwen3.5 ``TransformerLayer`` spec with TE modules as lazy references (nothing of TE imported).

    Args:
        linear: a Gated DeltaNet layer (``layer_types[i] == 'linear_attention'``); else gated attention.
        moe: a mixture-of-experts MLP (Qwen3.5-MoE: grouped-GEMM experts and the shared expert); else dense.
    """
    if linear:
        attn = ModuleSpec(module=GatedDeltaNet, submodules=GatedDeltaNetSubmodules(
            in_proj=_te("TELayerNormColumnParallelLinear"), out_norm=GatedDeltaNetOutNorm,
            out_proj=_te("TERowParallelLinear")))
    else:
        attn = ModuleSpec(module=SelfAttention, params={"attn_mask_type": AttnMaskType.causal},
                          submodules=SelfAttentionSubmodules(
                              linear_qkv=_te("TELayerNormColumnParallelLinear"),
                              core_attention=_te("TEDotProductAttention"),
                              linear_proj=_te("TERowParallelLinear"),
                              q_layernorm=_te("TENorm"), k_layernorm=_te("TENorm")))
    return ModuleSpec(module=TransformerLayer, submodules=TransformerLayerSubmodules(
        input_layernorm=IdentityOp,  # fused into in_proj / linear_qkv
        self_attention=attn,
        self_attn_bda=get_bias_dropout_add,
        pre_mlp_layernorm=_te("TENorm") if moe else IdentityOp,  # dense: fused into linear_fc1
        mlp=_mlp(moe),
        mlp_bda=get_bias_dropout_add,
    ))


def qwen3_5_te_block_spec(config, model_cfg: ModelConfig, vp_stage: Optional[int]) -> TransformerBlockSubmodules:
    """This chunk's layer specs (Gated DeltaNet or gated attention, dense or MoE per layer), TE as lazy references.

    ``config``: the megatron ``TransformerConfig`` (``moe_layer_freq`` list for MoE models; the
    layer offset and count of ``vp_stage``). Pass the result through :func:`resolve_te_spec` before
    building. Raises nothing about TE (it is not imported here).
    """
    offset = get_transformer_layer_offset(config, vp_stage=vp_stage)
    moe = list(config.moe_layer_freq) if config.num_moe_experts else [0] * config.num_layers
    specs = [qwen3_5_te_layer_spec(model_cfg.layer_types[offset + j] == LINEAR, bool(moe[offset + j]))
             for j in range(get_num_layers_to_build(config, vp_stage=vp_stage))]
    return TransformerBlockSubmodules(layer_specs=specs, layer_norm=_te("TENorm"))


def te_deterministic_problem(torch_rule: bool, env: Mapping[str, str]) -> Optional[str]:
    """Why the TE spec cannot run megatron's torch Gated DeltaNet recurrence here, or None.

    Without fla the recurrence needs ``deterministic_mode=True`` (:mod:`agon_mcore.compat.gated_delta_net`),
    and megatron-core 0.16.1's ``TEDotProductAttention`` then raises unless
    ``NVTE_ALLOW_NONDETERMINISTIC_ALGO=0`` (TE's deterministic attention kernels).

    Args:
        torch_rule: :func:`agon_mcore.compat.gated_delta_net.use_torch_gated_delta_rule` (True without fla or CUDA).
        env: the process environment (``os.environ``).
    """
    if not torch_rule or env.get("NVTE_ALLOW_NONDETERMINISTIC_ALGO", "1").strip() == "0":
        return None
    return ("model.transformer_impl=transformer_engine for arch qwen3_5 / qwen3_5_moe without fla "
            "(flash-linear-attention) runs megatron's torch Gated DeltaNet recurrence under deterministic_mode, "
            "which TE's attention accepts only with NVTE_ALLOW_NONDETERMINISTIC_ALGO=0: install fla "
            "(pip install 'agon-mcore[gpu]') or set that variable")


def resolve_te_spec(spec):
    """Replace every lazy ``(module, name)`` reference in ``spec`` by the class it names (imports TransformerEngine).

    Returns a new spec (``spec`` is not changed): a leaf ``ModuleSpec`` of a lazy class without
    params or submodules becomes the class itself, as megatron's own TE specs write it.

    Raises:
        ConfigError: ``transformer_engine.pytorch`` (or a named class) does not import; names the ``gpu`` extra.
            Also :func:`te_deterministic_problem`'s refusal (no fla and TE's nondeterministic attention allowed).
    """
    if not has_te():  # megatron's extensions module imports without TE; its classes then fail late
        raise ConfigError(TE_MISSING)
    why = te_deterministic_problem(use_torch_gated_delta_rule(), os.environ)
    if why:
        raise ConfigError(why)
    return _resolve(spec)


def _resolve(spec):
    if isinstance(spec, ModuleSpec):
        module = spec.module
        if isinstance(module, tuple):
            try:
                module = getattr(importlib.import_module(module[0]), module[1])
            except (ImportError, AttributeError) as e:
                raise ConfigError(f"{TE_MISSING} ({type(e).__name__}: {e})") from e
            if spec.submodules is None and not spec.params:
                return module
        return dataclasses.replace(spec, module=module, submodules=_resolve(spec.submodules))
    if isinstance(spec, list):
        return [_resolve(s) for s in spec]
    if dataclasses.is_dataclass(spec) and not isinstance(spec, type):
        return dataclasses.replace(spec, **{f.name: _resolve(getattr(spec, f.name))
                                            for f in dataclasses.fields(spec) if f.init})
    return spec
