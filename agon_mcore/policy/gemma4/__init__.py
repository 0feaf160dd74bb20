"""Gemma 4 text models as megatron-core modules of our own (docs/gemma4.md).

``attention``: the per-layer-kind attention (head sizes, K = V, value norm, sliding window,
per-layer RoPE); ``layer``: the sandwich-norm decoder layer and its per-layer specs;
``model``: ``Gemma4GPTModel`` (scaled embedding, PLE, positions and the per-layer context to
the layers, soft-cap record); ``moe``: the MoE variant's sparse block on megatron's ``MoELayer``.
"""
from agon_mcore.policy.gemma4.attention import FULL, SLIDING, Gemma4SelfAttention, windowed_attention
from agon_mcore.policy.gemma4.layer import Gemma4TransformerLayer, gemma4_block_spec, gemma4_layer_spec
from agon_mcore.policy.gemma4.model import (
    Gemma4GPTModel,
    capped_logits,
    gemma4_config_overrides,
    gemma4_model_kwargs,
    gemma4_param_count,
)

__all__ = ["FULL", "SLIDING", "Gemma4SelfAttention", "windowed_attention", "Gemma4TransformerLayer",
           "gemma4_block_spec", "gemma4_layer_spec", "Gemma4GPTModel", "capped_logits", "gemma4_config_overrides",
           "gemma4_model_kwargs", "gemma4_param_count"]
