"""Hugging Face config <-> :class:`~agon_mcore.config.ModelConfig`.

Supported ``model_type`` values: ``qwen3`` (Qwen3Config), ``qwen2`` (Qwen2Config),
``llama`` (LlamaConfig), ``qwen3_moe`` (Qwen3MoeConfig: Qwen3 with mixture-of-experts
MLPs, fields in :mod:`agon_mcore.bridge.hf_config_moe`); decoders with SwiGLU, RMSNorm, RoPE (default rope type,
no scaling) and GQA; ``gemma4`` / ``gemma4_text`` (Gemma 4 text models, their own
module ``bridge/gemma4_config.py``; ``ModelConfig.arch='gemma4'``); and ``qwen3_5`` /
``qwen3_5_text`` (Qwen3.5: Gated DeltaNet and gated-attention layers, ``bridge/qwen3_5_config.py``;
``ModelConfig.arch='qwen3_5'``). The biases megatron can express: QKV bias (``qwen2``); no output
projection or MLP bias (Llama's/Qwen3's ``attention_bias=True`` also puts a bias on
``o_proj``, which megatron's ``add_qkv_bias`` does not, so it is rejected).
"""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from transformers import AutoConfig, LlamaConfig, PretrainedConfig, Qwen2Config, Qwen3Config

from agon_mcore.bridge.hf_config_moe import (
    MOE_CHECKED,
    QWEN3_MOE_KEYS,
    moe_fields_from_hf,
    qwen3_moe_hf_config,
)
from agon_mcore.bridge.gemma4_config import (
    GEMMA4_CHECKED,
    GEMMA4_TYPES,
    gemma4_hf_config_for,
    model_config_from_gemma4,
)
from agon_mcore.bridge.qwen3_5_config import (
    QWEN3_5_CHECKED,
    QWEN3_5_TYPES,
    model_config_from_qwen3_5,
    qwen3_5_hf_config_for,
)
from agon_mcore.config import ConfigError, ModelConfig

ARCHS = ("qwen3", "qwen2", "llama", "qwen3_moe")
_QK_NORM_ARCHS = ("qwen3", "qwen3_moe")  # Hugging Face families that always use QK-norm

# ModelConfig field -> attribute of the HF config (rope theta handled separately).
_FIELD_TO_HF = {
    "hidden_size": "hidden_size",
    "num_layers": "num_hidden_layers",
    "num_attention_heads": "num_attention_heads",
    "num_kv_heads": "num_key_value_heads",
    "head_dim": "head_dim",
    "ffn_hidden_size": "intermediate_size",
    "vocab_size": "vocab_size",
    "max_position_embeddings": "max_position_embeddings",
    "rms_norm_eps": "rms_norm_eps",
    "tie_word_embeddings": "tie_word_embeddings",
}
# Fields compared by merge_with_hf (sizes and structure; not dtype or tokenizer).
_CHECKED = (tuple(_FIELD_TO_HF) + ("rope_theta", "arch", "qk_norm", "attention_bias") + MOE_CHECKED + QWEN3_5_CHECKED
            + GEMMA4_CHECKED)


def _arch_flags(m: ModelConfig) -> tuple[bool, bool]:
    qk = m.qk_norm if m.qk_norm is not None else m.arch in _QK_NORM_ARCHS
    bias = m.attention_bias if m.attention_bias is not None else m.arch == "qwen2"
    return bool(qk), bool(bias)


def hf_config_for(model_cfg: ModelConfig, vocab_size: int):
    """The ``transformers`` config describing the same network as ``model_cfg``.

    Args:
        model_cfg: the model (``arch`` picks Qwen3Config / Qwen2Config / LlamaConfig).
        vocab_size: true (unpadded) vocabulary size V.

    Returns:
        A ``transformers.PretrainedConfig`` with ``architectures`` set (``Qwen3ForCausalLM``...)
        and ``dtype`` from ``model_cfg.params_dtype``.

    Raises:
        ConfigError: a combination the HF architecture cannot express (QK-norm on
            qwen2/llama, no QK-norm on qwen3, QKV bias on qwen3/llama, no bias on qwen2).
    """
    qk, bias = _arch_flags(model_cfg)
    arch = model_cfg.arch
    if arch == "gemma4":
        return gemma4_hf_config_for(model_cfg, vocab_size)
    if arch in ("qwen3_5", "qwen3_5_moe"):
        return qwen3_5_hf_config_for(model_cfg, vocab_size)
    if arch not in ARCHS:
        raise ConfigError(f"model.arch={arch!r} has no Hugging Face mapping; use one of {ARCHS}")
    if qk != (arch in _QK_NORM_ARCHS):
        raise ConfigError(
            f"model.arch={arch} with qk_norm={qk}: Hugging Face {arch} models "
            f"{'always' if arch in _QK_NORM_ARCHS else 'never'} use QK-norm; leave model.qk_norm unset"
        )
    if bias != (arch == "qwen2"):
        raise ConfigError(
            f"model.arch={arch} with attention_bias={bias}: Hugging Face {arch} "
            f"{'always has' if arch == 'qwen2' else 'has no'} QKV-only bias; leave model.attention_bias unset"
        )
    common = dict(
        vocab_size=int(vocab_size),
        hidden_size=model_cfg.hidden_size,
        intermediate_size=model_cfg.ffn_hidden_size,
        num_hidden_layers=model_cfg.num_layers,
        num_attention_heads=model_cfg.num_attention_heads,
        num_key_value_heads=model_cfg.num_kv_heads,
        max_position_embeddings=model_cfg.max_position_embeddings,
        rms_norm_eps=model_cfg.rms_norm_eps,
        tie_word_embeddings=model_cfg.tie_word_embeddings,
        hidden_act="silu",
        initializer_range=model_cfg.init_std,
        rope_parameters={"rope_type": "default", "rope_theta": float(model_cfg.rope_theta)},
        dtype=model_cfg.params_dtype,
        attention_dropout=float(model_cfg.attention_dropout),
    )
    if model_cfg.layer_types and "sliding_attention" in model_cfg.layer_types:
        first = model_cfg.layer_types.index("sliding_attention")
        if any(t != "sliding_attention" for t in model_cfg.layer_types[first:]):
            raise ConfigError(f"model.layer_types={list(model_cfg.layer_types)}: Hugging Face {arch} makes every layer "
                              "from max_window_layers on a sliding one; list full layers first, then sliding ones")
        common.update(use_sliding_window=True, sliding_window=int(model_cfg.sliding_window), max_window_layers=first,
                      layer_types=list(model_cfg.layer_types))
    if arch == "qwen3_moe":
        cfg = qwen3_moe_hf_config(model_cfg, common)
    elif arch == "qwen3":
        cfg = Qwen3Config(head_dim=model_cfg.head_dim, attention_bias=False, **common)
        cfg.architectures = ["Qwen3ForCausalLM"]
    elif arch == "qwen2":
        cfg = Qwen2Config(**common)
        cfg.head_dim = model_cfg.head_dim  # Qwen2 modeling reads config.head_dim when present
        cfg.architectures = ["Qwen2ForCausalLM"]
    else:
        cfg = LlamaConfig(head_dim=model_cfg.head_dim, attention_bias=False, mlp_bias=False, **common)
        cfg.architectures = ["LlamaForCausalLM"]
    return cfg


def load_hf_config(hf_dir_or_config: Any):
    """A ``transformers`` config from a folder with ``config.json``, a path to it, or a config."""
    if isinstance(hf_dir_or_config, PretrainedConfig):
        return hf_dir_or_config
    p = Path(hf_dir_or_config)
    if p.is_file():
        p = p.parent
    if not (p / "config.json").is_file():
        raise ConfigError(f"{hf_dir_or_config}: no config.json there; point at a Hugging Face model folder")
    try:
        raw = json.loads((p / "config.json").read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ConfigError(f"{p}/config.json cannot be read as JSON ({e}); point at a Hugging Face model folder") from None
    if not isinstance(raw, dict):
        raise ConfigError(f"{p}/config.json holds {type(raw).__name__}, not a JSON object; point at a Hugging Face model folder")
    mt = raw.get("model_type")
    if mt in GEMMA4_TYPES + QWEN3_5_TYPES:
        return AutoConfig.from_pretrained(str(p))
    if mt not in ARCHS:
        raise ConfigError(f"{p}/config.json has model_type={mt!r}; supported: {ARCHS + GEMMA4_TYPES + QWEN3_5_TYPES}")
    _check_same_family(p, raw, mt)
    try:
        return AutoConfig.from_pretrained(str(p))
    except Exception as e:  # a relabelled folder: transformers refuses the other family's fields
        raise ConfigError(
            f"{p}/config.json says model_type={mt!r}, but transformers cannot read it as one "
            f"({type(e).__name__}: {' '.join(str(e).split())[:300]}); the folder is not a {mt} model (was model_type "
            "edited?): restore its real model_type (supported: " + ", ".join(ARCHS) + ")"
        ) from None


# The causal-LM class of each supported model_type (config.json "architectures").
_ARCH_CLASSES = {"qwen3": "Qwen3ForCausalLM", "qwen2": "Qwen2ForCausalLM", "llama": "LlamaForCausalLM",
                 "qwen3_moe": "Qwen3MoeForCausalLM"}
# config.json keys of _FOREIGN_KEYS that a model_type does have
_OWN_KEYS = {"qwen3_moe": QWEN3_MOE_KEYS}
_OWN_REQUIRED = {"qwen3_moe": ("num_experts_per_tok", "moe_intermediate_size")}
# config.json fields every supported config holds (transformers writes them all); without them
# transformers would silently fill in its defaults (a 7B-sized Llama).
_REQUIRED_KEYS = ("hidden_size", "num_hidden_layers", "num_attention_heads", "intermediate_size", "vocab_size")
# config.json keys of features our dense layer spec does not build: mixture-of-experts routing,
# logit soft-capping, scaled query pre-attention, alternating attention kinds. A folder whose
# model_type was relabelled to a supported one still carries them.
_FOREIGN_KEYS = ("num_experts", "num_local_experts", "n_routed_experts", "num_experts_per_tok", "moe_intermediate_size",
                 "decoder_sparse_step", "final_logit_softcapping", "attn_logit_softcapping", "query_pre_attn_scalar",
                 "hidden_activation", "sliding_window_pattern", "altup_num_inputs", "vision_config", "text_config")


def _check_same_family(p: Path, raw: dict, model_type: str) -> None:
    """Refuse a config.json whose ``architectures`` or fields belong to another family than
    its ``model_type`` says (a relabelled folder: a Gemma or Qwen3-MoE config whose
    model_type was edited to ``qwen3`` would otherwise be read as a different network).

    Raises:
        ConfigError: naming the fields and the fix.
    """
    missing = [k for k in _REQUIRED_KEYS + _OWN_REQUIRED.get(model_type, ()) if k not in raw]
    if missing:
        raise ConfigError(
            f"{p}/config.json says model_type={model_type!r} but lacks {missing}, which every {model_type} config "
            "holds: it is not a {0} checkpoint (relabelled from another family?); restore its real model_type or use "
            "a supported checkpoint".format(model_type)
        )
    archs = raw.get("architectures") or []
    want = _ARCH_CLASSES[model_type]
    other = [a for a in archs if a != want]
    foreign = [k for k in _FOREIGN_KEYS if raw.get(k) not in (None, 0, False, [], {}) and k not in _OWN_KEYS.get(model_type, ())]
    if other or foreign:
        what = (f"architectures={archs}" if other else "") + (" and " if other and foreign else "") + (
            f"fields {foreign} that {model_type} models do not have" if foreign else "")
        raise ConfigError(
            f"{p}/config.json says model_type={model_type!r} but has {what}: it is another family's model "
            f"relabelled (a {model_type} checkpoint has architectures=[{want!r}]). Supported: "
            + ", ".join(ARCHS) + " decoders; restore the folder's real model_type (it is refused with that) or use a "
            "supported checkpoint"
        )


def _rope_theta(hf) -> float:
    rp = getattr(hf, "rope_parameters", None)
    if isinstance(rp, dict) and rp:
        kind = rp.get("rope_type", "default")
        if kind not in ("default", None):
            raise ConfigError(f"rope_type={kind!r} (RoPE scaling) is not supported; only default RoPE")
        return float(rp["rope_theta"])
    if getattr(hf, "rope_scaling", None):
        raise ConfigError(f"rope_scaling={hf.rope_scaling!r} is not supported; only default RoPE")
    return float(getattr(hf, "rope_theta", 10000.0))


def _sliding_layers(hf) -> tuple[list, int]:
    """``(layer_types, sliding_window)`` of a Qwen2/Qwen3 config, or ``([], 0)`` for full attention everywhere.

    Qwen2 (and Qwen3) configs with ``use_sliding_window: true`` make the layers from
    ``max_window_layers`` on attend to the last ``sliding_window`` tokens only (``layer_types``
    in transformers). Our local layer spec builds that window (``compat.megatron_cpu``'s SDPA
    core attention, per-layer specs in ``policy/model.py``). A window covering the whole
    context (``sliding_window >= max_position_embeddings``) is full attention.
    """
    layer_types = list(getattr(hf, "layer_types", None) or [])
    window = getattr(hf, "sliding_window", None)
    sliding = [i for i, t in enumerate(layer_types) if t == "sliding_attention"]
    if not layer_types and getattr(hf, "use_sliding_window", False):  # configs without layer_types
        first = int(getattr(hf, "max_window_layers", 0) or 0)
        sliding = list(range(first, hf.num_hidden_layers))
    if not sliding or window is None or int(window) >= int(hf.max_position_embeddings):
        return [], 0
    kinds = ["sliding_attention" if i in sliding else "full_attention" for i in range(hf.num_hidden_layers)]
    return kinds, int(window)


def model_config_from_hf(hf_dir_or_config: Any) -> ModelConfig:
    """The :class:`ModelConfig` of a Hugging Face model folder (or config object).

    ``hf_path`` is set when a folder is given; ``vocab_size`` is the HF (unpadded) size.

    Raises:
        ConfigError: unsupported ``model_type``, RoPE scaling, activation other than silu,
            biases megatron cannot express (see module doc). Sliding-window layers become
            ``layer_types`` / ``sliding_window`` (:func:`_sliding_layers`).
    """
    hf = load_hf_config(hf_dir_or_config)
    arch = hf.model_type
    if arch in GEMMA4_TYPES + QWEN3_5_TYPES:
        path = _folder(hf_dir_or_config)
        read = model_config_from_gemma4 if arch in GEMMA4_TYPES else model_config_from_qwen3_5
        return read(hf, path, path if path and _has_tokenizer(path) else None, _dtype(hf))
    if arch not in ARCHS:
        raise ConfigError(f"model_type={arch!r} is not supported; use one of {ARCHS}")
    if getattr(hf, "hidden_act", "silu") != "silu":
        raise ConfigError(f"hidden_act={hf.hidden_act!r} is not supported; the SwiGLU mapping needs silu")
    if arch in ("qwen3", "llama") and getattr(hf, "attention_bias", False):
        raise ConfigError(f"{arch} with attention_bias=True (bias on o_proj too) has no megatron mapping")
    if getattr(hf, "mlp_bias", False):
        raise ConfigError("mlp_bias=True has no mapping (megatron's add_bias_linear would bias every linear)")
    layer_types, window = _sliding_layers(hf)
    head_dim = getattr(hf, "head_dim", None) or hf.hidden_size // hf.num_attention_heads
    dtype = getattr(hf, "dtype", None) or "float32"
    dtype = str(dtype).replace("torch.", "")
    if dtype not in ("float32", "bfloat16", "float16"):
        dtype = "float32"
    path = None
    if not hasattr(hf_dir_or_config, "to_dict"):
        p = Path(hf_dir_or_config)
        path = str(p.parent if p.is_file() else p)
    return ModelConfig(
        arch=arch,
        hf_path=path,
        tokenizer=path if path and _has_tokenizer(path) else ModelConfig.tokenizer,
        hidden_size=hf.hidden_size,
        num_layers=hf.num_hidden_layers,
        num_attention_heads=hf.num_attention_heads,
        num_kv_heads=hf.num_key_value_heads or hf.num_attention_heads,
        head_dim=head_dim,
        ffn_hidden_size=hf.intermediate_size,
        vocab_size=hf.vocab_size,
        max_position_embeddings=hf.max_position_embeddings,
        rope_theta=_rope_theta(hf),
        rms_norm_eps=hf.rms_norm_eps,
        tie_word_embeddings=bool(getattr(hf, "tie_word_embeddings", False)),
        attention_bias=None,
        qk_norm=None,
        params_dtype=dtype,
        init_std=getattr(hf, "initializer_range", 0.02),
        attention_dropout=float(getattr(hf, "attention_dropout", 0.0) or 0.0),
        **(moe_fields_from_hf(hf) if arch == "qwen3_moe" else {}),
        layer_types=layer_types,
        sliding_window=window,
    )


def _folder(hf_dir_or_config):
    if hasattr(hf_dir_or_config, "to_dict"):
        return None
    p = Path(hf_dir_or_config)
    return str(p.parent if p.is_file() else p)


def _dtype(hf) -> str:
    dtype = str(getattr(hf, "dtype", None) or "float32").replace("torch.", "")
    return dtype if dtype in ("float32", "bfloat16", "float16") else "float32"


def _has_tokenizer(path: str) -> bool:
    return (Path(path) / "tokenizer.json").is_file() or (Path(path) / "tokenizer_config.json").is_file()


def config_mismatches(model_cfg: ModelConfig, other: ModelConfig, only_non_default: bool = True) -> list[str]:
    """Fields where ``model_cfg`` and ``other`` describe different networks.

    Args:
        only_non_default: compare only fields ``model_cfg`` sets to a non-default value
            (a run config that leaves a size at its default takes the checkpoint's).

    Returns:
        Lines ``"field: run config X != checkpoint Y"`` (empty when they agree).
    """
    default = ModelConfig()
    out = []
    for f in _CHECKED:
        a, b = getattr(model_cfg, f), getattr(other, f)
        if f in ("qk_norm", "attention_bias"):
            a = _arch_flags(model_cfg)[0 if f == "qk_norm" else 1]
            b = _arch_flags(other)[0 if f == "qk_norm" else 1]
            given = getattr(model_cfg, f) is not None
        elif f == "vocab_size":
            given = a != 0
        else:
            given = a != getattr(default, f)
        if only_non_default and not given:
            continue
        if a != b:
            out.append(f"{f}: run config {a!r} != checkpoint {b!r}")
    return out


def merge_with_hf(model_cfg: ModelConfig, hf_dir_or_config: Any) -> ModelConfig:
    """``model_cfg`` with its sizes taken from the HF checkpoint; explicit values must agree.

    Raises:
        ConfigError: listing every mismatching field, e.g. ``tie_word_embeddings: run
            config False != checkpoint True``.
    """
    hf_cfg = model_config_from_hf(hf_dir_or_config)
    bad = config_mismatches(model_cfg, hf_cfg)
    if bad:
        where = model_cfg.hf_path or hf_dir_or_config
        raise ConfigError(
            f"the run config disagrees with the checkpoint {where}:\n  " + "\n  ".join(bad)
            + "\nremove these keys from the run config or fix them to match config.json"
        )
    keep = {"tokenizer": model_cfg.tokenizer, "chat_template": model_cfg.chat_template,
            "transformer_impl": model_cfg.transformer_impl, "init_std": model_cfg.init_std,
            "params_dtype": model_cfg.params_dtype, "hidden_dropout": model_cfg.hidden_dropout,
            "moe_aux_loss_coeff": model_cfg.moe_aux_loss_coeff,  # an RL setting, not config.json's
            "moe_routing_replay": model_cfg.moe_routing_replay, "moe_record_routes": model_cfg.moe_record_routes,
            # a run config's dropout wins over config.json's (training settings, not the network)
            "attention_dropout": model_cfg.attention_dropout or hf_cfg.attention_dropout}
    if model_cfg.tokenizer == ModelConfig.tokenizer and hf_cfg.tokenizer != ModelConfig.tokenizer:
        keep["tokenizer"] = hf_cfg.tokenizer
    return dataclasses.replace(hf_cfg, hf_path=model_cfg.hf_path or hf_cfg.hf_path, **keep)
