"""Qwen3.5 text models (``arch='qwen3_5'``, and ``'qwen3_5_moe'`` with MoE blocks) as megatron-core
``GPTModel`` layers (docs/qwen3_5.md).

A Qwen3.5 decoder (transformers 5.24 ``models/qwen3_5/modeling_qwen3_5.py``) differs from Qwen3 in:

* **Gated DeltaNet layers** (``layer_types[i] == 'linear_attention'``, 3 of every 4 by default):
  megatron-core 0.16.1's ``GatedDeltaNet`` (``megatron/core/ssm/gated_delta_net.py``) replaces
  self-attention: one ``in_proj`` (column-parallel; per TP rank ``[q; k; v; z; b; a]`` of its
  heads), a causal depthwise ``conv1d`` + silu over ``[q; k; v]``, l2-normalised q/k, decay
  ``g = -exp(A_log) softplus(a + dt_bias)``, ``beta = sigmoid(b)``, the chunked gated delta rule,
  an RMSNorm over each value head (plain ``w``: :class:`GatedDeltaNetOutNorm`) times ``silu(z)``,
  and ``out_proj`` (row-parallel). Without ``fla`` it runs megatron's torch recurrence
  (``deterministic_mode=True``, :mod:`agon_mcore.compat.gated_delta_net`).
* **Gated attention** on the other layers: ``attention_output_gate=True``; megatron's
  ``linear_qkv`` holds per query group ``[q heads; gate heads; k; v]`` and the attention output
  is multiplied by ``sigmoid(gate)`` before ``linear_proj``.
* **Partial RoPE**: the first ``partial_rotary_factor * head_dim`` channels of each head
  (``GPTModel(rotary_percent=...)``; same frequencies and rotate-half convention as HF).
* **(1 + w) norms** (``Qwen3_5RMSNorm``, zero-initialised ``w``) for the input, post-attention,
  final and q/k norms: :class:`ZeroCenteredRMSNorm`, so checkpoint weights map unchanged.

The layer spec here is local (torch + megatron tensor-parallel linears), on CPU and on GPU unless
``model.transformer_impl=transformer_engine`` asks for :mod:`agon_mcore.policy.qwen3_5_te`'s.
The recurrence runs along each row: right-padded rows are exact (padding comes after every
real token), shared-prefix packed rows are not (``policy.py`` refuses them).
"""
from __future__ import annotations

import copy
from typing import Callable, Optional

import torch
from megatron.core import parallel_state as mps
from megatron.core.ssm.gated_delta_net import GatedDeltaNet, GatedDeltaNetSubmodules
from megatron.core.tensor_parallel import ColumnParallelLinear, RowParallelLinear
from megatron.core.tensor_parallel.mappings import copy_to_tensor_model_parallel_region
from megatron.core.transformer.spec_utils import ModuleSpec
from megatron.core.transformer.transformer_block import TransformerBlockSubmodules, get_num_layers_to_build
from megatron.core.transformer.transformer_layer import get_transformer_layer_offset

from agon_mcore.compat.gated_delta_net import enable_torch_gated_delta_net, use_torch_gated_delta_rule
from agon_mcore.compat.megatron_moe_cpu import patch_router_gemm_without_te
from agon_mcore.config import ModelConfig

ARCH = "qwen3_5"
ARCHS = ("qwen3_5", "qwen3_5_moe")  # the MoE variant: policy/moe.py's experts + a sigmoid-gated shared expert
LINEAR, FULL = "linear_attention", "full_attention"


def _rms(x: torch.Tensor, eps: float) -> torch.Tensor:
    x = x.float()
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)


class ZeroCenteredRMSNorm(torch.nn.Module):
    """RMSNorm with weight ``1 + w`` (``w`` zero-initialised), computed in fp32: transformers' ``Qwen3_5RMSNorm``.

    ``y = (x / sqrt(mean(x^2) + eps) * (1 + w)).to(x.dtype)`` over the last dim. Built like
    megatron's norms (``config``, ``hidden_size``, ``eps``); under sequence parallelism the
    weight is tagged ``sequence_parallel`` so ``finalize_model_grads`` sums its TP grads.
    """

    def __init__(self, config, hidden_size: int, eps: float = 1e-6, **kwargs):
        super().__init__()
        self.eps = float(eps)
        self.weight = torch.nn.Parameter(torch.zeros(hidden_size, dtype=config.params_dtype))
        if config.sequence_parallel:
            self.weight.sequence_parallel = True

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (_rms(x, self.eps) * (1.0 + self.weight.float())).to(x.dtype)


class GatedDeltaNetOutNorm(torch.nn.Module):
    """The Gated DeltaNet output RMSNorm over one value head (plain weight ``w``, ones init): HF ``Qwen3_5RMSNormGated``'s norm.

    ``y = w * (x / sqrt(mean(x^2) + eps)).to(x.dtype)`` (megatron multiplies by ``silu(z)`` after).
    Each TP rank normalises its own value heads with the one shared ``w``, so its weight grad is
    a partial sum: the weight enters through ``copy_to_tensor_model_parallel_region`` (identity
    forward, all-reduce over TP backward), which megatron-core 0.16.1 does not do for this norm.
    """

    def __init__(self, config, hidden_size: int, eps: float = 1e-6, **kwargs):
        super().__init__()
        self.eps = float(eps)
        self.weight = torch.nn.Parameter(torch.ones(hidden_size, dtype=config.params_dtype))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        w = self.weight
        if mps.model_parallel_is_initialized() and mps.get_tensor_model_parallel_world_size() > 1:
            w = copy_to_tensor_model_parallel_region(w)
        return w * _rms(x, self.eps).to(x.dtype)


def is_qwen3_5(model_cfg: ModelConfig) -> bool:
    """Whether ``model_cfg`` is a Qwen3.5 model (Gated DeltaNet + gated attention layers)."""
    return model_cfg.arch in ARCHS


def linear_attention_pattern(model_cfg: ModelConfig) -> list[int]:
    """Per layer 1 (Gated DeltaNet) or 0 (attention): megatron's ``linear_attention_freq`` as a list."""
    return [1 if t == LINEAR else 0 for t in model_cfg.layer_types]


def num_linear_attention_layers(model_cfg: ModelConfig) -> int:
    """How many layers of ``model_cfg`` are linear-attention (Gated DeltaNet) layers (0 for other archs)."""
    return sum(linear_attention_pattern(model_cfg)) if is_qwen3_5(model_cfg) else 0


def qwen3_5_config_overrides(model_cfg: ModelConfig, te: bool = False) -> dict:
    """megatron ``TransformerConfig`` keyword arguments for ``arch=qwen3_5``.

    Gated DeltaNet sizes and per-layer pattern, the attention output gate, QK-norm, no QKV
    bias, and ``deterministic_mode`` where megatron's torch recurrence runs (no fla or no CUDA;
    it also makes the embedding an index instead of ``F.embedding``: same values). ``te``: the
    TransformerEngine spec (:mod:`agon_mcore.policy.qwen3_5_te`), whose norms are (1 + w) through
    ``layernorm_zero_centered_gamma=True`` (the local spec's :class:`ZeroCenteredRMSNorm` ignores it).
    """
    return dict(
        experimental_attention_variant="gated_delta_net",
        linear_attention_freq=linear_attention_pattern(model_cfg),
        linear_conv_kernel_dim=int(model_cfg.linear_conv_kernel_dim),
        linear_key_head_dim=int(model_cfg.linear_key_head_dim or 1),
        linear_value_head_dim=int(model_cfg.linear_value_head_dim or 1),
        linear_num_key_heads=int(model_cfg.linear_num_key_heads or 1),
        linear_num_value_heads=int(model_cfg.linear_num_value_heads or 1),
        attention_output_gate=True,
        qk_layernorm=True,
        add_qkv_bias=False,
        deterministic_mode=use_torch_gated_delta_rule(),
        layernorm_zero_centered_gamma=bool(te),
    )


def gated_delta_net_spec() -> ModuleSpec:
    """The local ``ModuleSpec`` of megatron's ``GatedDeltaNet`` (its own spec is TransformerEngine-only)."""
    return ModuleSpec(module=GatedDeltaNet, submodules=GatedDeltaNetSubmodules(
        in_proj=ColumnParallelLinear, out_norm=GatedDeltaNetOutNorm, out_proj=RowParallelLinear))


def _zero_centered_norms(spec: ModuleSpec) -> ModuleSpec:
    sub = spec.submodules
    sub.input_layernorm = ZeroCenteredRMSNorm
    sub.pre_mlp_layernorm = ZeroCenteredRMSNorm
    attn = sub.self_attention.submodules
    attn.q_layernorm = ZeroCenteredRMSNorm
    attn.k_layernorm = ZeroCenteredRMSNorm
    return spec


def qwen3_5_block_spec(config, model_cfg: ModelConfig, vp_stage: Optional[int],
                       layer_spec: Callable[[int], ModuleSpec]) -> TransformerBlockSubmodules:
    """The per-layer specs of one model chunk: Gated DeltaNet or gated attention, as ``model_cfg.layer_types`` says.

    Args:
        config: the megatron ``TransformerConfig`` (:func:`qwen3_5_config_overrides` applied).
        model_cfg: the resolved model (``layer_types``).
        vp_stage: the virtual pipeline stage (None without virtual PP).
        layer_spec: ``num_experts`` (None: a dense MLP) -> the model provider's local ``TransformerLayer``
            spec (with our core attention; MoE layers as ``config.moe_layer_freq`` says); its norms are
            replaced by :class:`ZeroCenteredRMSNorm`, its attention by :func:`gated_delta_net_spec`
            on linear-attention layers.
    """
    enable_torch_gated_delta_net()
    offset = get_transformer_layer_offset(config, vp_stage=vp_stage)
    moe = list(config.moe_layer_freq) if config.num_moe_experts else [0] * config.num_layers
    if config.num_moe_experts:
        patch_router_gemm_without_te()  # megatron-core 0.16.1 router without TE (compat/megatron_moe_cpu.py)
    specs = []
    for j in range(get_num_layers_to_build(config, vp_stage=vp_stage)):
        i = offset + j
        s = _zero_centered_norms(copy.deepcopy(layer_spec(config.num_moe_experts if moe[i] else None)))
        if model_cfg.layer_types[i] == LINEAR:
            s.submodules.self_attention = gated_delta_net_spec()
        specs.append(s)
    return TransformerBlockSubmodules(layer_specs=specs, layer_norm=ZeroCenteredRMSNorm)
