"""Gemma 4 Hugging Face configs <-> :class:`~agon_mcore.config.ModelConfig` (``arch='gemma4'``).

Accepted: ``model_type`` ``gemma4_text`` (``Gemma4ForCausalLM``) and ``gemma4``
(``Gemma4ForConditionalGeneration``: its ``text_config`` is the language model; the vision
and audio towers are not trained and are passed through on export, see
``bridge/gemma4_mapping.py``). transformers 5.24 ``models/gemma4/configuration_gemma4.py``
names the fields; per-layer sizes are read through ``per_layer_config`` (reading
``head_dim`` of a heterogeneous config globally is ambiguous there).

The E-models' per-layer embeddings (``hidden_size_per_layer_input > 0``; PLE) and KV sharing
(``num_kv_shared_layers > 0``, with ``use_double_wide_mlp``) are read into the ModelConfig keys of
the same names; the MoE variant (``enable_moe_block``) into ``num_experts``, ``moe_router_topk``
and ``moe_ffn_hidden_size``.

Refused, each with the feature named (docs/gemma4.md, "refused"): a PLE vocabulary other than
the model's (``vocab_size_per_layer_input != vocab_size``), bidirectional attention, attention biases, activations other than ``gelu_pytorch_tanh``, RoPE types other
than default (sliding) and proportional (full) or with a scaling factor, and layer kinds
whose sizes differ within a kind.
"""
from __future__ import annotations

from transformers import Gemma4Config, Gemma4TextConfig, Gemma4VisionConfig

from agon_mcore.config import ConfigError, ModelConfig
from agon_mcore.config.validation import kv_sharing_roles  # noqa: F401  (re-exported)

GEMMA4_TYPES = ("gemma4", "gemma4_text")
# ModelConfig keys of Gemma 4 that merge_with_hf compares with config.json (a run config that sizes
# a Gemma 4 model offline, e.g. configs/gemma4_e4b_lora.yaml, is refused where the checkpoint differs)
GEMMA4_CHECKED = ("sliding_window", "global_head_dim", "num_global_kv_heads", "attention_k_eq_v",
                  "global_rope_theta", "global_partial_rotary_factor", "final_logit_softcapping",
                  "hidden_size_per_layer_input", "num_kv_shared_layers", "use_double_wide_mlp")
SLIDING, FULL = "sliding_attention", "full_attention"


def text_config(hf):
    """The language model's config: ``hf.text_config`` of a ``gemma4`` wrapper, else ``hf``."""
    return hf.text_config if getattr(hf, "model_type", None) == "gemma4" else hf


def _layer_sizes(tc, kind: str) -> tuple[int, int]:
    idx = [i for i, t in enumerate(tc.layer_types) if t == kind]
    sizes = {(tc.per_layer_config[i].head_dim, tc.per_layer_config[i].num_key_value_heads) for i in idx}
    if len(sizes) > 1:
        raise ConfigError(f"gemma4 config: the {kind} layers differ in (head_dim, num_key_value_heads) {sorted(sizes)}; "
                          "agon-mcore builds one size per layer kind")
    return sizes.pop() if sizes else (None, None)


def _rope(tc, kind: str) -> tuple[float, float]:
    """``(theta, partial rotary factor)`` of a layer kind: sliding default RoPE, full default or proportional."""
    rp = (tc.rope_parameters or {}).get(kind) or {}
    allowed = ("default",) if kind == SLIDING else ("default", "proportional")
    if rp.get("rope_type", "default") not in allowed or float(rp.get("factor", 1.0)) != 1.0:
        raise ConfigError(f"gemma4 config: {kind} layers use RoPE {rp!r}; supported: default RoPE on sliding layers, "
                          "default or proportional (factor 1) on full layers")
    partial = float(rp.get("partial_rotary_factor", 1.0)) if rp.get("rope_type") == "proportional" else 1.0
    return float(rp.get("rope_theta", 10000.0)), partial


def check_supported(tc) -> None:
    """Refuse the Gemma 4 features agon-mcore does not build yet (see the module doc).

    Raises:
        ConfigError: naming every unsupported feature and its config key.
    """
    missing = []
    if getattr(tc, "hidden_size_per_layer_input", 0) and tc.vocab_size_per_layer_input != tc.vocab_size:
        missing.append(f"a per-layer-embedding vocabulary of its own (vocab_size_per_layer_input="
                       f"{tc.vocab_size_per_layer_input} != vocab_size={tc.vocab_size})")
    if getattr(tc, "use_bidirectional_attention", None):
        missing.append(f"bidirectional attention (use_bidirectional_attention={tc.use_bidirectional_attention!r})")
    if getattr(tc, "attention_bias", False):
        missing.append("attention biases (attention_bias=true)")
    if getattr(tc, "hidden_activation", "gelu_pytorch_tanh") != "gelu_pytorch_tanh":
        missing.append(f"hidden_activation={tc.hidden_activation!r} (only gelu_pytorch_tanh)")
    if missing:
        raise ConfigError("this Gemma 4 checkpoint uses features agon-mcore does not build yet: " + "; ".join(missing)
                          + ". Supported: the dense Gemma 4 text models, with PLE and KV sharing (docs/gemma4.md); "
                          "pick such a checkpoint")


def model_config_from_gemma4(hf, path=None, tokenizer=None, dtype: str = "float32") -> ModelConfig:
    """The :class:`ModelConfig` of a Gemma 4 config (text config or the multimodal wrapper).

    Raises:
        ConfigError: an unsupported feature (:func:`check_supported`), or a layer kind with
            mixed sizes, or unsupported RoPE.
    """
    tc = text_config(hf)
    check_supported(tc)
    kv_sharing_roles(list(tc.layer_types), int(tc.num_kv_shared_layers or 0))
    layer_types = list(tc.layer_types)
    d_s, kv_s = _layer_sizes(tc, SLIDING)
    d_f, kv_f = _layer_sizes(tc, FULL)
    d_s, kv_s = d_s or d_f, kv_s or kv_f
    theta_s, _ = _rope(tc, SLIDING) if SLIDING in layer_types else (10000.0, 1.0)
    theta_f, partial_f = _rope(tc, FULL) if FULL in layer_types else (1_000_000.0, 0.25)
    return ModelConfig(
        arch="gemma4", hf_path=path, tokenizer=tokenizer or ModelConfig.tokenizer,
        hidden_size=tc.hidden_size, num_layers=tc.num_hidden_layers, num_attention_heads=tc.num_attention_heads,
        num_kv_heads=kv_s, head_dim=d_s, ffn_hidden_size=tc.intermediate_size, vocab_size=tc.vocab_size,
        max_position_embeddings=tc.max_position_embeddings, rope_theta=theta_s, rms_norm_eps=tc.rms_norm_eps,
        tie_word_embeddings=bool(hf.tie_word_embeddings),  # the wrapper's own flag ties (HF)
        params_dtype=dtype, init_std=getattr(tc, "initializer_range", 0.02),
        attention_dropout=float(getattr(tc, "attention_dropout", 0.0) or 0.0),
        layer_types=layer_types, sliding_window=int(tc.sliding_window) if SLIDING in layer_types else 0,
        global_head_dim=d_f or d_s, num_global_kv_heads=kv_f or kv_s, attention_k_eq_v=bool(tc.attention_k_eq_v),
        global_rope_theta=theta_f, global_partial_rotary_factor=partial_f,
        final_logit_softcapping=float(tc.final_logit_softcapping or 0.0),
        hidden_size_per_layer_input=int(tc.hidden_size_per_layer_input or 0),
        num_kv_shared_layers=int(tc.num_kv_shared_layers or 0),
        use_double_wide_mlp=bool(tc.use_double_wide_mlp and tc.num_kv_shared_layers),
        # the MoE variant: the sparse block beside the MLP on every layer (policy/gemma4/moe.py)
        num_experts=int(tc.num_experts or 0) if tc.enable_moe_block else 0,
        moe_router_topk=int(tc.top_k_experts or 1) if tc.enable_moe_block else ModelConfig.moe_router_topk,
        moe_ffn_hidden_size=int(tc.moe_intermediate_size or 0) if tc.enable_moe_block else 0,
    )


def gemma4_hf_config_for(m: ModelConfig, vocab_size: int):
    """The ``Gemma4TextConfig`` (``Gemma4ForCausalLM``) describing the same network as ``m``.

    Raises:
        ConfigError: ``m.layer_types`` missing or not one per layer.
    """
    if len(m.layer_types) != m.num_layers:
        raise ConfigError(f"model.arch=gemma4 needs model.layer_types with one entry per layer ({m.num_layers}), "
                          f"got {list(m.layer_types)}")
    full = {"rope_type": "proportional", "partial_rotary_factor": float(m.global_partial_rotary_factor),
            "rope_theta": float(m.global_rope_theta)}
    if m.global_partial_rotary_factor == 1.0:
        full = {"rope_type": "default", "rope_theta": float(m.global_rope_theta)}
    cfg = Gemma4TextConfig(
        vocab_size=int(vocab_size), hidden_size=m.hidden_size, intermediate_size=m.ffn_hidden_size,
        num_hidden_layers=m.num_layers, num_attention_heads=m.num_attention_heads, num_key_value_heads=m.num_kv_heads,
        head_dim=m.head_dim, global_head_dim=m.global_head_dim or m.head_dim,
        num_global_key_value_heads=m.num_global_kv_heads or m.num_kv_heads,
        hidden_activation="gelu_pytorch_tanh", max_position_embeddings=m.max_position_embeddings,
        initializer_range=m.init_std, rms_norm_eps=m.rms_norm_eps, tie_word_embeddings=m.tie_word_embeddings,
        rope_parameters={SLIDING: {"rope_type": "default", "rope_theta": float(m.rope_theta)}, FULL: full},
        attention_bias=False, attention_dropout=float(m.attention_dropout), sliding_window=max(1, m.sliding_window),
        layer_types=list(m.layer_types), final_logit_softcapping=m.final_logit_softcapping or None,
        hidden_size_per_layer_input=int(m.hidden_size_per_layer_input), vocab_size_per_layer_input=int(vocab_size),
        attention_k_eq_v=bool(m.attention_k_eq_v), num_kv_shared_layers=int(m.num_kv_shared_layers),
        use_double_wide_mlp=bool(m.use_double_wide_mlp), enable_moe_block=bool(m.num_experts),
        num_experts=int(m.num_experts) or None, top_k_experts=int(m.moe_router_topk) if m.num_experts else None,
        moe_intermediate_size=int(m.moe_ffn_hidden_size) if m.num_experts else None, dtype=m.params_dtype)
    cfg.architectures = ["Gemma4ForCausalLM"]
    return cfg


# The vision tower of a random-init rival's multimodal placeholder: SGLang's Gemma4ForConditionalGeneration
# always builds one (sglang 0.5.23 srt/models/gemma4_mm.py lines 200-211); 8 heads divide every server TP.
PLACEHOLDER_VISION = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=1, num_attention_heads=8,
                          num_key_value_heads=8, head_dim=8, position_embedding_size=64)


def gemma4_wrapper_config(text_cfg, vision_config=None):
    """The multimodal ``Gemma4Config`` (``Gemma4ForConditionalGeneration``) around a ``Gemma4TextConfig``.

    What a random-init Gemma 4 rival is served as by SGLang: its weights are named
    ``model.language_model.*`` and SGLang flattens the per-layer attention shapes of ``gemma4``
    configs only (``rollout/sglang/gemma4.py``). ``vision_config`` None gives the tiny placeholder
    tower :data:`PLACEHOLDER_VISION` (never trained, never pushed); there is no audio tower, and
    ``language_model_only`` tells SGLang to serve text only (no multimodal processor).
    """
    vision = vision_config if vision_config is not None else Gemma4VisionConfig(**PLACEHOLDER_VISION)
    cfg = Gemma4Config(text_config=text_cfg.to_dict(), vision_config=vision, audio_config=None,
                       tie_word_embeddings=text_cfg.tie_word_embeddings)
    cfg.architectures = ["Gemma4ForConditionalGeneration"]
    cfg.language_model_only = True
    cfg.dtype = text_cfg.dtype
    return cfg


def gemma4_rollout_config(text_cfg, hf_path, engine: str):
    """The HF config a Gemma 4 rival's weights are named after and its rollout engine is given.

    ``engine='sglang'``: a multimodal checkpoint (``model.hf_path`` with ``model_type`` ``gemma4``,
    as released) keeps its own config, so the push names are ``model.language_model.*``; a
    random-init rival gets :func:`gemma4_wrapper_config` (a ``gemma4_text`` placeholder cannot be
    served, ``rollout/sglang/gemma4.py``); a text-only checkpoint keeps ``text_cfg`` (refused there).
    Any other engine: ``text_cfg`` (the local engine builds ``Gemma4ForCausalLM``).
    """
    if engine != "sglang":
        return text_cfg
    if hf_path is None:
        return gemma4_wrapper_config(text_cfg)
    from transformers import AutoConfig

    own = AutoConfig.from_pretrained(str(hf_path))
    return own if own.model_type == "gemma4" else text_cfg
