"""Gemma 4 text model as a megatron ``GPTModel``: scaled embedding, per-layer RoPE, soft-capped logits.

``Gemma4GPTModel`` is megatron-core 0.16.1's ``GPTModel`` (vocab-parallel embedding and
output layer, pipeline stages, tied embeddings, the block of per-layer specs from
``layer.gemma4_block_spec``) with three changes:

* the embedding output is multiplied by ``sqrt(hidden_size)`` (rounded to the parameter
  dtype, as transformers' ``Gemma4TextScaledWordEmbedding``); the tied output layer uses the
  unscaled weight;
* no model-wide RoPE table: the ``[b, s]`` token positions go to every layer as
  ``rotary_pos_emb`` and each attention builds its own (sliding vs full RoPE);
* ``logit_softcap`` (``final_logit_softcapping``, None when off) is recorded on the chunk;
  the logits it returns are the *raw* output-layer logits ``z``; the log-prob path applies
  ``cap * tanh(z / cap)`` (``agon_kernels.logprob``'s ``softcap``), so the fused head and the
  vocab-parallel merge see the same capped logits. :func:`capped_logits` gives the capped
  values for comparison with transformers.
"""
from __future__ import annotations

import math

import torch
from megatron.core.models.gpt import GPTModel

from agon_mcore.config import ConfigError
from agon_mcore.policy.gemma4.attention import FULL, head_sizes
from agon_mcore.policy.gemma4.layer import gelu_tanh

ARCH = "gemma4"


def gemma4_config_overrides(model_cfg) -> dict:
    """megatron ``TransformerConfig`` keyword arguments that differ for ``arch=gemma4``.

    GeGLU (``gelu`` tanh, gated), q/k norms (their TP gradients are summed by megatron's
    ``finalize_model_grads`` for ``q_layernorm``/``k_layernorm`` parameters), the local spec
    (our modules are torch + megatron tensor-parallel layers; no TE fusion), and per-layer
    keys in dist checkpoints (megatron's ``hetereogenous_dist_checkpoint``).
    """
    return dict(activation_func=gelu_tanh, gated_linear_unit=True, qk_layernorm=True, add_qkv_bias=False,
                transformer_impl="local",
                # layers differ in shape (sliding vs full): dist checkpoints key each layer on its own
                hetereogenous_dist_checkpoint=True)


class Gemma4GPTModel(GPTModel):
    """``GPTModel`` for Gemma 4 (see the module doc). Build with :func:`gemma4_model_kwargs`.

    Args:
        logit_softcap: ``final_logit_softcapping`` or None.
        (the rest as ``GPTModel``; ``position_embedding_type`` is ``"none"``.)
    """

    def __init__(self, *args, logit_softcap=None, **kwargs):
        kwargs["position_embedding_type"] = "none"
        super().__init__(*args, **kwargs)
        self.logit_softcap = float(logit_softcap) if logit_softcap else None
        self.embed_scale = math.sqrt(self.config.hidden_size)

    def _preprocess(self, input_ids, position_ids, decoder_input=None, **kwargs):
        if position_ids is None:
            raise ValueError("Gemma4GPTModel needs position_ids [b, s] (each layer builds its RoPE from them)")
        embedded_here = decoder_input is None and self.pre_process
        out = list(super()._preprocess(input_ids, position_ids, decoder_input=decoder_input, **kwargs))
        if embedded_here:
            scale = torch.tensor(self.embed_scale, dtype=torch.float32).to(out[0].dtype)
            out[0] = out[0] * scale
        out[1] = position_ids  # the rotary_pos_emb slot: positions, read by every Gemma 4 attention
        return tuple(out)


def capped_logits(model, logits: torch.Tensor) -> torch.Tensor:
    """``cap * tanh(logits / cap)`` for a chunk with ``logit_softcap``, else ``logits`` (for HF comparisons)."""
    cap = getattr(model, "logit_softcap", None)
    return logits if not cap else torch.tanh(logits / cap) * cap


def gemma4_model_kwargs(model_cfg) -> dict:
    """Extra ``Gemma4GPTModel`` keyword arguments from a gemma4 ``ModelConfig``.

    Raises:
        ConfigError: ``model_cfg.arch`` is not gemma4.
    """
    if model_cfg.arch != ARCH:
        raise ConfigError(f"gemma4_model_kwargs given model.arch={model_cfg.arch!r}")
    return dict(logit_softcap=model_cfg.final_logit_softcapping or None)


def gemma4_param_count(m) -> int:
    """Parameters of a gemma4 ``ModelConfig`` (embeddings once if tied; ``layer_scalar`` buffers not counted).

    Per layer: q/k(/v) and o projections with the layer kind's head size and KV heads (no v on
    K = V full layers), the GeGLU MLP ``3 H F``, four ``H`` norms and the q/k norms. With
    ``num_layers`` different from ``len(layer_types)`` (a per-layer estimate), the kinds'
    mean layer is used.
    """
    kinds = list(m.layer_types) or [FULL]
    per = []
    for kind in kinds:
        d, nkv = head_sizes(m, kind)
        q, kv = m.num_attention_heads * d, nkv * d * (1 if (m.attention_k_eq_v and kind == FULL) else 2)
        per.append(m.hidden_size * (q + kv) + q * m.hidden_size + 3 * m.hidden_size * m.ffn_hidden_size
                   + 4 * m.hidden_size + 2 * d)
    emb = m.vocab_size * m.hidden_size * (1 if m.tie_word_embeddings else 2)
    return int(round(m.num_layers * sum(per) / len(per))) + emb + m.hidden_size


def check_gemma4_rival(m, kind: str, where: str) -> None:
    """Refuse what the Gemma 4 modules do not build yet, before anything is built.

    Called by ``agon_mcore.policy.model.check_model_classes`` (every ``agon`` command after
    loading a config), also for cluster ``hf_path``s that are not on this machine: the run
    config's keys say it.

    Raises:
        ConfigError: per-layer embeddings (``hidden_size_per_layer_input > 0``), KV sharing
            (``num_kv_shared_layers > 0``), or LoRA rivals, naming each.
    """
    if m.arch != ARCH:
        return
    missing = []
    if m.hidden_size_per_layer_input:
        missing.append(f"model.hidden_size_per_layer_input={m.hidden_size_per_layer_input} (per-layer embeddings, PLE)")
    if m.num_kv_shared_layers:
        missing.append(f"model.num_kv_shared_layers={m.num_kv_shared_layers} (KV sharing across layers)")
    if kind == "lora":
        missing.append("kind=lora (LoRA adapters of layers whose head sizes differ by kind)")
    if missing:
        raise ConfigError(f"{where}: Gemma 4 features agon-mcore does not build yet: " + "; ".join(missing)
                          + " (docs/gemma4.md, 'what remains'); use a dense Gemma 4 model without PLE and KV sharing, "
                          "as full rivals")
