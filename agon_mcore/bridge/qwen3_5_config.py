"""Qwen3.5 Hugging Face configs <-> :class:`~agon_mcore.config.ModelConfig` (``arch='qwen3_5'`` / ``'qwen3_5_moe'``).

Accepted: ``model_type`` ``qwen3_5_text`` (``Qwen3_5ForCausalLM``) and ``qwen3_5``
(``Qwen3_5ForConditionalGeneration``: its ``text_config`` is the language model; the vision
tower ``model.visual.*`` and multi-token-prediction weights ``mtp.*`` are not trained and are
passed through on export, see ``bridge/qwen3_5_mapping.py``). Field names from transformers 5.24
``models/qwen3_5/configuration_qwen3_5.py``:

* ``layer_types`` (``linear_attention`` | ``full_attention`` per layer; default 3 : 1),
* ``linear_conv_kernel_dim``, ``linear_{key,value}_head_dim``, ``linear_num_{key,value}_heads``
  (the Gated DeltaNet layers),
* ``rope_parameters``: ``rope_theta``, ``partial_rotary_factor`` (0.25), and for the wrapper's
  multimodal RoPE ``mrope_section`` / ``mrope_interleaved``, which for text (the three position
  axes equal) is plain 1-D RoPE, so they are not read,
* the usual sizes (``hidden_size``, heads, ``head_dim``, ``intermediate_size``, ``rms_norm_eps``...).
  ``tie_word_embeddings`` is the checkpoint class's own flag (the wrapper's for ``qwen3_5``).

Qwen3.5-MoE (``qwen3_5_moe_text`` / ``qwen3_5_moe``, ``arch='qwen3_5_moe'``) adds ``num_experts``,
``num_experts_per_tok``, ``moe_intermediate_size`` and ``shared_expert_intermediate_size``
(:func:`_moe_fields`).

Refused, each with the key named: an activation other than silu, attention biases, RoPE scaling
(``rope_type`` other than default), ``layer_types`` with another kind.
"""
from __future__ import annotations

from transformers import Qwen3_5MoeTextConfig, Qwen3_5TextConfig

from agon_mcore.config import ConfigError, ModelConfig

QWEN3_5_TYPES = ("qwen3_5", "qwen3_5_text", "qwen3_5_moe", "qwen3_5_moe_text")
_WRAPPERS = ("qwen3_5", "qwen3_5_moe")
LINEAR, FULL = "linear_attention", "full_attention"
# ModelConfig fields a run config must agree on with a Qwen3.5 checkpoint
QWEN3_5_CHECKED = ("layer_types", "linear_conv_kernel_dim", "linear_key_head_dim", "linear_value_head_dim",
                   "linear_num_key_heads", "linear_num_value_heads", "partial_rotary_factor",
                   "moe_shared_expert_ffn_hidden_size")


def text_config(hf):
    """The language model's config: ``hf.text_config`` of a ``qwen3_5`` / ``qwen3_5_moe`` wrapper, else ``hf``."""
    return hf.text_config if getattr(hf, "model_type", None) in _WRAPPERS else hf


def is_moe_type(hf) -> bool:
    """Whether ``hf`` is a Qwen3.5-MoE config (``qwen3_5_moe`` / ``qwen3_5_moe_text``)."""
    return getattr(hf, "model_type", "").startswith("qwen3_5_moe")


def _moe_fields(tc) -> dict:
    """Qwen3.5-MoE (``Qwen3_5MoeSparseMoeBlock`` on every layer): softmax top-k router, always renormalised;
    ``num_experts`` SwiGLU experts of ``moe_intermediate_size``; a shared expert of
    ``shared_expert_intermediate_size`` times ``sigmoid(shared_expert_gate(x))``."""
    return dict(num_experts=int(tc.num_experts), moe_router_topk=int(tc.num_experts_per_tok),
                moe_ffn_hidden_size=int(tc.moe_intermediate_size), moe_norm_topk_prob=True, moe_dense_layers=[],
                moe_shared_expert_ffn_hidden_size=int(tc.shared_expert_intermediate_size or 0),
                ffn_hidden_size=int(tc.moe_intermediate_size))


def _rope(tc) -> tuple[float, float]:
    rp = dict(getattr(tc, "rope_parameters", None) or {})
    if rp.get("rope_type", "default") != "default" or float(rp.get("factor", 1.0) or 1.0) != 1.0:
        raise ConfigError(f"qwen3_5 config: rope_parameters={rp!r}; only default RoPE (no scaling) is supported")
    return float(rp.get("rope_theta", 10000.0)), float(rp.get("partial_rotary_factor", 1.0))


def model_config_from_qwen3_5(hf, path=None, tokenizer=None, dtype: str = "float32") -> ModelConfig:
    """The :class:`ModelConfig` of a Qwen3.5 config (text config or the multimodal wrapper).

    Raises:
        ConfigError: an unsupported feature (see the module doc).
    """
    tc = text_config(hf)
    bad = []
    if getattr(tc, "hidden_act", "silu") != "silu":
        bad.append(f"hidden_act={tc.hidden_act!r} (only silu)")
    if getattr(tc, "attention_bias", False):
        bad.append("attention_bias=true")
    kinds = list(tc.layer_types)
    if any(k not in (LINEAR, FULL) for k in kinds):
        bad.append(f"layer_types with {sorted(set(kinds) - {LINEAR, FULL})}")
    if bad:
        raise ConfigError("this Qwen3.5 checkpoint uses features agon-mcore does not build: " + "; ".join(bad)
                          + " (docs/qwen3_5.md)")
    theta, partial = _rope(tc)
    moe = _moe_fields(tc) if is_moe_type(hf) else {"ffn_hidden_size": tc.intermediate_size}
    return ModelConfig(
        arch="qwen3_5_moe" if is_moe_type(hf) else "qwen3_5", hf_path=path, tokenizer=tokenizer or ModelConfig.tokenizer,
        hidden_size=tc.hidden_size, num_layers=tc.num_hidden_layers, num_attention_heads=tc.num_attention_heads,
        num_kv_heads=tc.num_key_value_heads or tc.num_attention_heads,
        head_dim=getattr(tc, "head_dim", None) or tc.hidden_size // tc.num_attention_heads,
        vocab_size=tc.vocab_size,
        max_position_embeddings=tc.max_position_embeddings, rope_theta=theta, rms_norm_eps=tc.rms_norm_eps,
        tie_word_embeddings=bool(hf.tie_word_embeddings),  # the checkpoint class's own flag ties (HF)
        params_dtype=dtype, init_std=getattr(tc, "initializer_range", 0.02),
        attention_dropout=float(getattr(tc, "attention_dropout", 0.0) or 0.0),
        layer_types=kinds, linear_conv_kernel_dim=int(tc.linear_conv_kernel_dim),
        linear_key_head_dim=int(tc.linear_key_head_dim), linear_value_head_dim=int(tc.linear_value_head_dim),
        linear_num_key_heads=int(tc.linear_num_key_heads), linear_num_value_heads=int(tc.linear_num_value_heads),
        partial_rotary_factor=partial, **moe,
    )


def qwen3_5_hf_config_for(m: ModelConfig, vocab_size: int):
    """The ``Qwen3_5TextConfig`` (``Qwen3_5ForCausalLM``) describing the same network as ``m``.

    Raises:
        ConfigError: ``m.layer_types`` not one per layer.
    """
    if len(m.layer_types) != m.num_layers:
        raise ConfigError(f"model.arch=qwen3_5 needs model.layer_types with one entry per layer ({m.num_layers}), "
                          f"got {list(m.layer_types)}")
    moe = m.arch == "qwen3_5_moe"
    extra = dict(num_experts=int(m.num_experts), num_experts_per_tok=int(m.moe_router_topk),
                 moe_intermediate_size=int(m.moe_ffn_hidden_size),
                 shared_expert_intermediate_size=int(m.moe_shared_expert_ffn_hidden_size),
                 router_aux_loss_coef=float(m.moe_aux_loss_coeff), output_router_logits=False) if moe else dict(
                     intermediate_size=m.ffn_hidden_size)
    cfg = (Qwen3_5MoeTextConfig if moe else Qwen3_5TextConfig)(
        vocab_size=int(vocab_size), hidden_size=m.hidden_size, **extra,
        num_hidden_layers=m.num_layers, num_attention_heads=m.num_attention_heads, num_key_value_heads=m.num_kv_heads,
        head_dim=m.head_dim, hidden_act="silu", max_position_embeddings=m.max_position_embeddings,
        initializer_range=m.init_std, rms_norm_eps=m.rms_norm_eps, tie_word_embeddings=m.tie_word_embeddings,
        rope_parameters={"rope_type": "default", "rope_theta": float(m.rope_theta),
                         "partial_rotary_factor": float(m.partial_rotary_factor)},
        attention_bias=False, attention_dropout=float(m.attention_dropout),
        linear_conv_kernel_dim=m.linear_conv_kernel_dim, linear_key_head_dim=m.linear_key_head_dim or 1,
        linear_value_head_dim=m.linear_value_head_dim or 1, linear_num_key_heads=m.linear_num_key_heads or 1,
        linear_num_value_heads=m.linear_num_value_heads or 1, layer_types=list(m.layer_types), dtype=m.params_dtype)
    cfg.architectures = ["Qwen3_5MoeForCausalLM" if moe else "Qwen3_5ForCausalLM"]
    return cfg
