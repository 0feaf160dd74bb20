"""Gemma 4 decoder layer and its per-layer specs, in megatron-core's ``ModuleSpec`` pattern.

``Gemma4TransformerLayer`` (transformers 5.24 ``Gemma4TextDecoderLayer``, written anew):
sandwich norms and a per-layer scalar::

    h = h + post_attention_layernorm(attn(input_layernorm(h)))
    h = h + post_mlp_layernorm(mlp(pre_mlp_layernorm(h)))
    h = h * layer_scalar

The MLP is megatron's ``MLP`` (gated ``linear_fc1 = [gate; up]``) with
``activation_func = gelu(approximate='tanh')`` (GeGLU, HF ``gelu_pytorch_tanh``).
``layer_scalar`` is a persistent buffer ``[1]`` (the checkpoint's ``layer_scalar``; not trained).
Norms are RMSNorm with weight ``w`` (Gemma 4 is not ``1 + w``).

The layer takes the call megatron's ``TransformerBlock`` makes (``hidden_states``,
``attention_mask``, ``rotary_pos_emb``, ...) and returns ``(hidden_states, context)``;
``rotary_pos_emb`` carries the ``[b, s]`` token positions (see ``attention.py``).
"""
from __future__ import annotations

import copy
import functools
from dataclasses import dataclass
from typing import Optional, Union

import torch
import torch.nn.functional as F
from megatron.core.tensor_parallel import ColumnParallelLinear, RowParallelLinear
from megatron.core.transformer.mlp import MLP, MLPSubmodules
from megatron.core.transformer.module import MegatronModule
from megatron.core.transformer.spec_utils import ModuleSpec, build_module
from megatron.core.transformer.transformer_block import TransformerBlockSubmodules, get_num_layers_to_build
from megatron.core.transformer.transformer_layer import get_transformer_layer_offset

from agon_mcore.compat import TPSummedTorchNorm
from agon_mcore.policy.gemma4.attention import (
    Gemma4AttentionSubmodules,
    Gemma4SelfAttention,
    attention_params,
)

gelu_tanh = functools.partial(F.gelu, approximate="tanh")


@dataclass
class Gemma4LayerSubmodules:
    """The layer's parts: four norms around attention and MLP, the attention, the MLP."""

    input_layernorm: Union[ModuleSpec, type] = None
    self_attention: Union[ModuleSpec, type] = None
    post_attention_layernorm: Union[ModuleSpec, type] = None
    pre_mlp_layernorm: Union[ModuleSpec, type] = None
    mlp: Union[ModuleSpec, type] = None
    post_mlp_layernorm: Union[ModuleSpec, type] = None


class Gemma4TransformerLayer(MegatronModule):
    """One Gemma 4 decoder layer (see the module doc).

    Args:
        config: megatron ``TransformerConfig``.
        submodules: :class:`Gemma4LayerSubmodules`.
        layer_number: 1-based within the stage (made global with the pipeline offset).
        ffn_hidden_size: this layer's MLP width.
        pg_collection, vp_stage: as megatron's ``TransformerLayer``.
    """

    def __init__(self, config, submodules: Gemma4LayerSubmodules, layer_number: int = 1, *, ffn_hidden_size: int,
                 pg_collection=None, vp_stage: Optional[int] = None, **_):
        super().__init__(config=config)
        self.layer_number = layer_number + get_transformer_layer_offset(config, vp_stage)
        h, eps = config.hidden_size, config.layernorm_epsilon
        self.input_layernorm = build_module(submodules.input_layernorm, config=config, hidden_size=h, eps=eps)
        self.self_attention = build_module(submodules.self_attention, config=config, layer_number=self.layer_number)
        self.post_attention_layernorm = build_module(submodules.post_attention_layernorm, config=config, hidden_size=h,
                                                     eps=eps)
        self.pre_mlp_layernorm = build_module(submodules.pre_mlp_layernorm, config=config, hidden_size=h, eps=eps)
        self.mlp = build_module(submodules.mlp, config=config, ffn_hidden_size=ffn_hidden_size)
        self.post_mlp_layernorm = build_module(submodules.post_mlp_layernorm, config=config, hidden_size=h, eps=eps)
        self.register_buffer("layer_scalar", torch.ones(1, dtype=config.params_dtype))

    def _dropout(self, x):
        p = self.config.hidden_dropout
        return F.dropout(x, p=p, training=self.training) if p else x

    def forward(self, hidden_states, attention_mask=None, context=None, context_mask=None, rotary_pos_emb=None,
                **_):
        if not isinstance(rotary_pos_emb, torch.Tensor) or rotary_pos_emb.dim() != 2:
            raise RuntimeError("Gemma4TransformerLayer needs the [b, s] token positions as rotary_pos_emb "
                               "(build the model with Gemma4GPTModel)")
        residual = hidden_states
        out, _ = self.self_attention(self.input_layernorm(hidden_states), attention_mask, rotary_pos_emb)
        hidden_states = residual + self._dropout(self.post_attention_layernorm(out))
        residual = hidden_states
        out, _ = self.mlp(self.pre_mlp_layernorm(hidden_states))
        hidden_states = residual + self._dropout(self.post_mlp_layernorm(out))
        return hidden_states * self.layer_scalar.to(hidden_states.dtype), context


def gemma4_layer_spec(model_cfg, layer_type: str) -> ModuleSpec:
    """The local (torch + megatron tensor-parallel) spec of one layer of ``layer_type``."""
    norm = TPSummedTorchNorm
    attn = ModuleSpec(module=Gemma4SelfAttention, params=attention_params(model_cfg, layer_type),
                      submodules=Gemma4AttentionSubmodules(linear_qkv=ColumnParallelLinear,
                                                           linear_proj=RowParallelLinear, q_layernorm=norm,
                                                           k_layernorm=norm))
    mlp = ModuleSpec(module=MLP, submodules=MLPSubmodules(linear_fc1=ColumnParallelLinear,
                                                          linear_fc2=RowParallelLinear))
    return ModuleSpec(module=Gemma4TransformerLayer, params={"ffn_hidden_size": model_cfg.ffn_hidden_size},
                      submodules=Gemma4LayerSubmodules(input_layernorm=norm, self_attention=attn,
                                                       post_attention_layernorm=norm, pre_mlp_layernorm=norm, mlp=mlp,
                                                       post_mlp_layernorm=norm))


def gemma4_block_spec(config, model_cfg, vp_stage: Optional[int]) -> TransformerBlockSubmodules:
    """Per-layer specs of this pipeline stage's layers (their kinds from ``model_cfg.layer_types``)."""
    offset = get_transformer_layer_offset(config, vp_stage)
    n = get_num_layers_to_build(config, vp_stage=vp_stage)
    specs = [copy.deepcopy(gemma4_layer_spec(model_cfg, model_cfg.layer_types[offset + j])) for j in range(n)]
    return TransformerBlockSubmodules(layer_specs=specs, layer_norm=TPSummedTorchNorm)
