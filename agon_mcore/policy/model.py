"""Model provider: megatron ``GPTModel`` chunks for dense decoder architectures.

From a :class:`~agon_mcore.config.ModelConfig` (a Hugging Face-style description) build the
megatron ``TransformerConfig`` and the layer spec:

* ``qwen3``: RMSNorm, SwiGLU (gated ``linear_fc1`` = [gate; up]), GQA
  (``num_query_groups``), QK RMSNorm over ``head_dim``, RoPE, no linear biases.
* ``qwen2``: as qwen3 without QK-norm, with QKV bias.
* ``llama``: as qwen2 without QKV bias (``attention_bias`` overridable).
* ``qwen3_moe``: qwen3 with mixture-of-experts MLPs (``agon_mcore/policy/moe.py``, docs/moe.md).
* ``qwen3_5``: Gated DeltaNet and gated-attention layers, partial RoPE, (1 + w) norms
  (``agon_mcore/policy/qwen3_5.py``, docs/qwen3_5.md); the local spec unless
  ``transformer_impl=transformer_engine`` (``policy/qwen3_5_te.py``; ``auto`` stays local). ``qwen3_5_moe``:
  the same layers with MoE blocks and a sigmoid-gated shared expert (``policy/moe.py``).
* ``gemma4``: our own layers (``agon_mcore/policy/gemma4``, docs/gemma4.md) in a
  ``Gemma4GPTModel``; always the local spec.

Layer spec: the local (pure megatron + torch) spec on CPU, the TransformerEngine spec on
GPU when ``transformer_engine`` imports (``model_cfg.transformer_impl``: ``auto`` | ``local``
| ``transformer_engine``); TE picks flash attention when available.

Vocabulary: megatron pads the embedding/output rows to a multiple of ``128 * TP``
(``megatron/training/tokenizer/tokenizer.py::_vocab_size_with_padding``); rows
``>= vocab_size`` are padding and must be excluded from any softmax (pass
``num_valid_vocab=chunk.unpadded_vocab_size`` to ``agon_kernels.logprob``).
"""
from __future__ import annotations

import copy
import dataclasses
import logging
import math
from pathlib import Path
from typing import Optional

import torch
import torch.nn.functional as F
from megatron.core import parallel_state as mps
from megatron.core.models.gpt import GPTModel
from megatron.core.models.gpt.gpt_layer_specs import (
    get_gpt_layer_local_spec,
    get_gpt_layer_with_transformer_engine_spec,
)
from megatron.core.transformer import TransformerConfig
from megatron.core.transformer.spec_utils import ModuleSpec
from megatron.core.transformer.torch_norm import WrappedTorchNorm
from megatron.core.transformer.transformer_block import TransformerBlockSubmodules, get_num_layers_to_build
from megatron.core.transformer.transformer_layer import get_transformer_layer_offset

from agon_mcore.bridge.hf_config import hf_config_for, merge_with_hf
from agon_mcore.compat import TPSummedTorchNorm, check_megatron_version, ensure_cpu_compat, has_te
from agon_mcore.compat.megatron_cpu import sdpa_core_attention
from agon_mcore.config import (
    RIVALS,
    AgonConfig,
    ConfigError,
    ModelConfig,
    ParallelConfig,
    rival_model,
    validate_model,
)
from agon_mcore.data.tokenizer import BUILTINS, load_tokenizer
from agon_mcore.policy.gemma4 import (
    Gemma4GPTModel,
    gemma4_block_spec,
    gemma4_config_overrides,
    gemma4_model_kwargs,
)
from agon_mcore.policy.moe import moe_layer_specs, moe_transformer_kwargs
from agon_mcore.compat.gated_delta_net import enable_torch_gated_delta_net
from agon_mcore.policy.qwen3_5 import qwen3_5_block_spec, qwen3_5_config_overrides
from agon_mcore.policy.qwen3_5_te import qwen3_5_te_block_spec, resolve_te_spec

log = logging.getLogger(__name__)

VOCAB_DIVISIBLE_BY = 128  # megatron's --make-vocab-size-divisible-by default

_DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}


def padded_vocab_size(vocab_size: int, tp: int = 1, divisible_by: int = VOCAB_DIVISIBLE_BY) -> int:
    """Megatron's padded vocabulary: the next multiple of ``divisible_by * tp``.

    Example: ``padded_vocab_size(261, 2) == 512``.

    Raises:
        ValueError: ``vocab_size < 1`` or ``tp < 1``.
    """
    if vocab_size < 1 or tp < 1:
        raise ValueError(f"vocab_size={vocab_size} and tp={tp} must be >= 1")
    multiple = divisible_by * tp
    return int(math.ceil(vocab_size / multiple) * multiple)


def arch_defaults(model_cfg: ModelConfig) -> tuple[bool, bool]:
    """``(qk_norm, attention_bias)`` after applying the architecture defaults.

    qwen3: QK-norm on, no bias; qwen2: no QK-norm, QKV bias; llama: neither. Explicit
    ``model_cfg.qk_norm`` / ``model_cfg.attention_bias`` win.
    """
    qk = model_cfg.qk_norm if model_cfg.qk_norm is not None else model_cfg.arch in ("qwen3", "qwen3_moe", "qwen3_5", "qwen3_5_moe")
    bias = model_cfg.attention_bias if model_cfg.attention_bias is not None else model_cfg.arch == "qwen2"
    return bool(qk), bool(bias)


def resolve_model_config(model_cfg: ModelConfig) -> ModelConfig:
    """Fill the sizes of ``model_cfg`` from ``model_cfg.hf_path``'s ``config.json``.

    Without ``hf_path`` returns ``model_cfg`` unchanged. With it, every size field that the
    run config sets to a non-default value must agree with the checkpoint.

    Raises:
        ConfigError: listing every mismatching field (e.g. tied vs untied embeddings).
    """
    if model_cfg.hf_path is None:
        return model_cfg

    return merge_with_hf(model_cfg, model_cfg.hf_path)


def use_transformer_engine(model_cfg: ModelConfig) -> bool:
    """Whether the TE layer spec is used for ``model_cfg`` on this machine.

    ``auto``: TE when CUDA and TE are present, except for gemma4 (local modules only) and
    qwen3_5 / qwen3_5_moe (their TE spec, ``policy/qwen3_5_te.py``, only with ``transformer_engine``).

    Raises:
        ConfigError: ``transformer_impl='transformer_engine'`` without CUDA or without TE.
    """
    impl = model_cfg.transformer_impl
    # gemma4: our local modules only; qwen3_5*: the TE spec (policy/qwen3_5_te.py) only when asked for
    if impl == "local" or (model_cfg.arch in ("gemma4", "qwen3_5", "qwen3_5_moe") and impl == "auto"):
        return False
    te_ok = torch.cuda.is_available() and has_te()
    if impl == "transformer_engine" and not te_ok:
        raise ConfigError(
            "model.transformer_impl='transformer_engine' needs a CUDA GPU and an importable "
            "transformer_engine (pip install 'agon-mcore[gpu]'); use transformer_impl=local or auto"
        )
    return te_ok


def recompute_kwargs(train_cfg=None) -> dict:
    """megatron ``TransformerConfig`` activation-recompute arguments from ``train.recompute*``.

    ``none`` (or ``train_cfg=None``): ``{}`` (every activation kept). ``selective``:
    ``recompute_granularity='selective'`` with ``recompute_modules`` (megatron 0.16.1:
    ``core_attn`` re-runs the attention core, ``layernorm`` the two norms, ``mlp`` the MLP).
    ``full``: ``recompute_granularity='full'``, ``recompute_method`` (``uniform``: every
    unit of ``recompute_num_layers`` layers keeps only its input; ``block``: the first
    ``recompute_num_layers`` layers of each pipeline stage do). Memory effect: Korthikanti
    et al. 2022, "Reducing Activation Recomputation in Large Transformer Models", Sec. 4-5
    (estimated per GPU by :func:`agon_mcore.train.checks.estimate_memory`).

    Args:
        train_cfg: a :class:`~agon_mcore.config.TrainConfig` (or anything with ``recompute``,
            ``recompute_method``, ``recompute_num_layers``, ``recompute_modules``).
    """
    mode = getattr(train_cfg, "recompute", "none") if train_cfg is not None else "none"
    if mode == "none":
        return {}
    if mode == "selective":
        return {"recompute_granularity": "selective", "recompute_modules": list(train_cfg.recompute_modules)}
    if mode == "full":
        return {
            "recompute_granularity": "full",
            "recompute_method": train_cfg.recompute_method,
            "recompute_num_layers": int(train_cfg.recompute_num_layers),
        }
    raise ConfigError(f"train.recompute={mode!r} is not one of ('none', 'selective', 'full')")


def transformer_config(model_cfg: ModelConfig, parallel: ParallelConfig, where: str = "model", recompute=None):
    """The megatron ``TransformerConfig`` for ``model_cfg`` under ``parallel``.

    CPU: fp32 parameters and ``use_cpu_initialization=True`` (``params_dtype`` other than
    float32 is overridden with a warning); no fused kernels (they need apex/TE).
    ``recompute``: the run's ``TrainConfig`` (its ``train.recompute*`` keys, see
    :func:`recompute_kwargs`); None: no activation recompute.

    Raises:
        ConfigError: an invalid model/layout (via :func:`agon_mcore.config.validate_model`)
            or recompute setting.
    """
    validate_model(dataclasses.replace(model_cfg, hf_path=None), where, parallel.tp, parallel.pp, parallel.virtual_pp)
    cuda = torch.cuda.is_available()
    dtype = _DTYPES[model_cfg.params_dtype]
    if not cuda and dtype != torch.float32:
        log.warning("model.params_dtype=%s on CPU: using float32 (CPU runs are fp32)", model_cfg.params_dtype)
        dtype = torch.float32
    _check_virtual_pp(model_cfg, parallel, where)
    te = use_transformer_engine(model_cfg)
    return TransformerConfig(**_transformer_config_kwargs(model_cfg, parallel, dtype, te, cuda, recompute))


def _check_virtual_pp(model_cfg: ModelConfig, parallel: ParallelConfig, where: str) -> None:
    vpp = parallel.virtual_pp if parallel.virtual_pp and parallel.virtual_pp > 1 else None
    if vpp is not None and model_cfg.num_layers % (parallel.pp * vpp):
        raise ConfigError(
            f"{where}: model.num_layers={model_cfg.num_layers} is not divisible by pp * virtual_pp = "
            f"{parallel.pp} * {vpp}; change parallel.virtual_pp"
        )


# ModelConfig key -> the name megatron's TransformerConfig / transformers' configs use for it,
# to name our keys in their refusals.
_CLASS_NAMES = {
    "hidden_size": ("hidden_size", "hidden size", "embed_dim"),
    "num_attention_heads": ("num_attention_heads", "attention heads", "num_heads"),
    "num_kv_heads": ("num_query_groups", "num_key_value_heads", "key_value"),
    "head_dim": ("kv_channels", "head_dim"),
    "ffn_hidden_size": ("ffn_hidden_size", "intermediate_size"),
    "num_layers": ("num_layers", "num_hidden_layers"),
    "vocab_size": ("vocab_size", "vocab"),
    "max_position_embeddings": ("max_position_embeddings",),
    "rope_theta": ("rope", "rotary"),
    "rms_norm_eps": ("layernorm_epsilon", "rms_norm_eps"),
}


def _refusal(where: str, cls: str, m: ModelConfig, parallel: ParallelConfig, err: BaseException) -> ConfigError:
    text = str(err).strip().splitlines()
    reason = " ".join(x.strip() for x in text if x.strip())[:400] or type(err).__name__
    low = reason.lower()
    keys = [k for k, names in _CLASS_NAMES.items() if any(n.lower() in low for n in names)]
    if "tensor_model_parallel" in low or "tensor parallel" in low:
        keys.append("parallel.tp")
    if "pipeline" in low:
        keys.append("parallel.pp")
    shown = ", ".join(f"model.{k}={getattr(m, k)}" if not k.startswith("parallel.") else f"{k}={_get_par(parallel, k)}"
                      for k in dict.fromkeys(keys)) or (
        f"model.hidden_size={m.hidden_size}, num_attention_heads={m.num_attention_heads}, num_kv_heads={m.num_kv_heads}, "
        f"head_dim={m.head_dim}, ffn_hidden_size={m.ffn_hidden_size}, num_layers={m.num_layers}")
    return ConfigError(f"{where}: {cls} refuses this model ({shown}): {reason}; change these keys (rivals.X.model.* "
                       "or model.*) so that the model class accepts them")


def _get_par(parallel: ParallelConfig, key: str):
    return getattr(parallel, key.split(".", 1)[1])


def check_buildable(model_cfg: ModelConfig, parallel: ParallelConfig, where: str = "model", recompute=None,
                    vocab_size: Optional[int] = None) -> None:
    """Refuse, as a :class:`ConfigError`, every shape the model classes would refuse later.

    Builds (no weights, no parallel state, no GPU) megatron-core's ``TransformerConfig`` as
    :func:`transformer_config` would on the cluster (the run's dtype; the local layer spec
    where TE is absent: the shape rules are the same) and the ``transformers`` config the
    rollout engine builds its model from (``agon_mcore.bridge.hf_config.hf_config_for``),
    and checks the vocabulary against a tokenizer that is on this machine. Errors of
    those classes are translated: the message names ``where``, the class, our keys with
    their values, and the class's reason.

    Args:
        model_cfg: a resolved model (sizes given, not ``hf_path``-only).
        parallel: the layout (TP/PP/virtual PP/SP).
        recompute: the run's ``TrainConfig`` (``train.recompute*``) or None.
        vocab_size: the vocabulary; None: ``model_cfg.vocab_size``, else the tokenizer's
            size when it loads here, else a stand-in (the vocabulary then is unchecked).

    Raises:
        ConfigError: the first refusal.
    """
    validate_model(dataclasses.replace(model_cfg, hf_path=None), where, parallel.tp, parallel.pp, parallel.virtual_pp)
    _check_virtual_pp(model_cfg, parallel, where)
    vocab = vocab_size or model_cfg.vocab_size
    tok_size = _local_tokenizer_size(model_cfg.tokenizer)
    if tok_size is not None and vocab and vocab < tok_size:
        raise ConfigError(
            f"{where}: model.vocab_size={vocab} is smaller than its tokenizer {model_cfg.tokenizer!r} ({tok_size} "
            "tokens); set model.vocab_size=0 to take it from the tokenizer, or at least the tokenizer's size"
        )
    vocab = vocab or tok_size or 256

    try:
        TransformerConfig(**_transformer_config_kwargs(model_cfg, parallel, _DTYPES[model_cfg.params_dtype], False,
                                                       False, recompute))
    except (ValueError, AssertionError, TypeError, ZeroDivisionError) as e:
        raise _refusal(where, "megatron-core's TransformerConfig", model_cfg, parallel, e) from None

    try:
        hf_config_for(model_cfg, vocab)
    except ConfigError:
        raise
    except Exception as e:  # transformers' strict-dataclass validation raises its own error types
        raise _refusal(where, f"transformers' {_hf_class(model_cfg.arch)}", model_cfg, parallel, e) from None


def _hf_class(arch: str) -> str:
    return {"qwen3": "Qwen3Config", "qwen2": "Qwen2Config", "llama": "LlamaConfig",
            "qwen3_moe": "Qwen3MoeConfig", "gemma4": "Gemma4TextConfig",
            "qwen3_5": "Qwen3_5TextConfig", "qwen3_5_moe": "Qwen3_5MoeTextConfig"}.get(arch, f"{arch} config")


def _local_tokenizer_size(spec: str) -> Optional[int]:
    """``len(tokenizer)`` when ``spec`` loads on this machine (builtin, or a local folder), else None."""

    if spec not in BUILTINS and not Path(spec).is_dir():
        return None
    try:
        return len(load_tokenizer(spec))
    except Exception:  # unreadable here: the run's own load reports it with its fix
        return None


def _transformer_config_kwargs(model_cfg: ModelConfig, parallel: ParallelConfig, dtype, te: bool, cuda: bool,
                               recompute) -> dict:
    qk_norm, attn_bias = arch_defaults(model_cfg)
    vpp = parallel.virtual_pp if parallel.virtual_pp and parallel.virtual_pp > 1 else None
    kwargs = dict(
        num_layers=model_cfg.num_layers,
        hidden_size=model_cfg.hidden_size,
        num_attention_heads=model_cfg.num_attention_heads,
        num_query_groups=model_cfg.num_kv_heads,
        kv_channels=model_cfg.head_dim,
        ffn_hidden_size=model_cfg.ffn_hidden_size,
        normalization="RMSNorm",
        layernorm_epsilon=model_cfg.rms_norm_eps,
        gated_linear_unit=True,
        activation_func=F.silu,
        add_bias_linear=False,
        add_qkv_bias=attn_bias,
        qk_layernorm=qk_norm,
        # active in SFT only: RL forwards zero them (agon_mcore/policy/dropout.py)
        hidden_dropout=float(model_cfg.hidden_dropout),
        attention_dropout=float(model_cfg.attention_dropout),
        init_method_std=model_cfg.init_std,
        tensor_model_parallel_size=parallel.tp,
        pipeline_model_parallel_size=parallel.pp,
        virtual_pipeline_model_parallel_size=vpp,
        sequence_parallel=parallel.sequence_parallel,
        params_dtype=dtype,
        pipeline_dtype=dtype,
        bf16=dtype == torch.bfloat16,
        fp16=dtype == torch.float16,
        use_cpu_initialization=not cuda,
        perform_initialization=True,
        gradient_accumulation_fusion=False,
        bias_activation_fusion=False,
        bias_dropout_fusion=False,
        masked_softmax_fusion=False,
        persist_layer_norm=False,
        apply_rope_fusion=False,
        attention_softmax_in_fp32=True,
        # micro-batches of packed sequences differ in length; PP p2p then exchanges shapes.
        variable_seq_lengths=True,
        # dense model: no MoE, but megatron rejects variable_seq_lengths with the default
        # "allgather" dispatcher regardless.
        moe_token_dispatcher_type="alltoall",
        deallocate_pipeline_outputs=cuda,
        transformer_impl="transformer_engine" if te else "local",
        **recompute_kwargs(recompute),
    )
    kwargs.update(moe_transformer_kwargs(model_cfg, parallel, te))  # experts (policy/moe.py); {} when dense
    if model_cfg.arch == "gemma4":
        kwargs.update(gemma4_config_overrides(model_cfg))
    if model_cfg.arch in ("qwen3_5", "qwen3_5_moe"):
        kwargs.update(qwen3_5_config_overrides(model_cfg, te))
    return kwargs


def _swap_norms(spec, norm_cls):
    """Replace megatron's ``WrappedTorchNorm`` by ``norm_cls`` everywhere in a layer spec."""
    if spec is WrappedTorchNorm:
        return norm_cls
    if isinstance(spec, ModuleSpec):
        spec.module = _swap_norms(spec.module, norm_cls)
        if spec.submodules is not None:
            spec.submodules = _swap_norms(spec.submodules, norm_cls)
        return spec
    if dataclasses.is_dataclass(spec) and not isinstance(spec, type):
        for f in dataclasses.fields(spec):
            setattr(spec, f.name, _swap_norms(getattr(spec, f.name), norm_cls))
        return spec
    return spec


def layer_spec(config, te: bool, num_experts: Optional[int] = None):
    """The transformer-layer ``ModuleSpec``: TE spec, or the local spec with torch norms.

    Local spec: megatron's ``get_gpt_layer_local_spec(qk_layernorm, normalization='RMSNorm')``
    with every torch norm replaced by :class:`agon_mcore.compat.TPSummedTorchNorm` (same
    modules; additionally allowed under sequence parallelism) and the core attention by
    :func:`agon_mcore.compat.megatron_cpu.sdpa_core_attention` (megatron's
    ``DotProductAttention`` on ``torch.nn.functional.scaled_dot_product_attention``).
    ``num_experts``: a mixture-of-experts layer (``MoELayer``: ``SequentialMLP`` experts in
    the local spec, TE grouped GEMM in the TE spec; see :mod:`agon_mcore.policy.moe`).
    """
    if te:
        return get_gpt_layer_with_transformer_engine_spec(num_experts=num_experts, moe_grouped_gemm=bool(num_experts),
                                                          qk_layernorm=config.qk_layernorm)

    spec = _swap_norms(copy.deepcopy(get_gpt_layer_local_spec(num_experts=num_experts, moe_grouped_gemm=False,
                                                              qk_layernorm=config.qk_layernorm,
                                                              normalization="RMSNorm")), TPSummedTorchNorm)
    spec.submodules.self_attention.submodules.core_attention = sdpa_core_attention()
    return spec


def _block_spec(config, te: bool, vp_stage: Optional[int], model_cfg: Optional[ModelConfig] = None):
    if model_cfg is not None and model_cfg.arch in ("qwen3_5", "qwen3_5_moe"):  # Gated DeltaNet / gated attention
        if te:  # TE linears/norms; TE imported only here (ConfigError naming the gpu extra without it)
            enable_torch_gated_delta_net()  # GPU without fla: megatron's torch recurrence
            return resolve_te_spec(qwen3_5_te_block_spec(config, model_cfg, vp_stage))
        return qwen3_5_block_spec(config, model_cfg, vp_stage, lambda e: layer_spec(config, False, e))
    n = get_num_layers_to_build(config, vp_stage=vp_stage)
    kinds = list(model_cfg.layer_types) if model_cfg is not None else []
    if "sliding_attention" in kinds:  # Qwen2/Qwen3 sliding-window layers: their own core attention
        if te:
            raise ConfigError("sliding-window layers (model.layer_types) are built by the local layer spec only; set "
                              "model.transformer_impl=local")
        offset = get_transformer_layer_offset(config, vp_stage)
        lspec = layer_spec(config, te)
        specs = []
        for j in range(n):
            s = copy.deepcopy(lspec)
            if kinds[offset + j] == "sliding_attention":
                s.submodules.self_attention.submodules.core_attention = ModuleSpec(
                    module=sdpa_core_attention(), params={"window": int(model_cfg.sliding_window)})
            specs.append(s)
        return TransformerBlockSubmodules(layer_specs=specs, layer_norm=TPSummedTorchNorm)
    if config.num_moe_experts:  # MoE and dense layers (policy/moe.py)
        offset = get_transformer_layer_offset(config, vp_stage=vp_stage)
        specs = moe_layer_specs(config, te, lambda e: layer_spec(config, te, e), offset, n)
    else:
        specs = [layer_spec(config, te)] * n
    if te:
        # TransformerEngine is optional (GPU only): import it only on the path that uses it
        from megatron.core.extensions.transformer_engine import TENorm

        final_norm = TENorm
    else:
        final_norm = TPSummedTorchNorm
    return TransformerBlockSubmodules(layer_specs=specs, layer_norm=final_norm)


def build_gpt_model(model_cfg: ModelConfig, vocab_size: int, parallel: ParallelConfig, *, where: str = "model",
                    recompute=None) -> list:
    """Build this rank's megatron ``GPTModel`` chunk(s) for ``model_cfg``.

    Call :func:`agon_mcore.policy.parallel.init_parallel` first (same ``parallel``).

    Args:
        model_cfg: the rival's model (``hf_path`` sizes are read from its config.json;
            the weights are NOT loaded here: use the bridge's ``import_hf``).
        vocab_size: the true (tokenizer / HF) vocabulary size V; the embedding and output
            layer get ``padded_vocab_size(V, tp)`` rows.
        parallel: TP/PP/virtual-PP/SP layout.
        where: names the model in errors, e.g. ``"rival B"``.
        recompute: the run's ``TrainConfig`` for activation recompute (``train.recompute``
            none | selective | full, see :func:`recompute_kwargs`); None: none.

    Returns:
        One ``GPTModel`` per virtual pipeline stage (length 1 without virtual PP), each
        with ``pre_process``/``post_process`` set for its stage. Every chunk carries:
        ``chunk.padded_vocab_size`` (rows of the embedding/output weight, global over TP),
        ``chunk.unpadded_vocab_size`` (= V, the ``num_valid_vocab`` for log-probs) and
        ``chunk.agon_model_cfg`` (the resolved ModelConfig). Parameters are in
        ``params_dtype`` (fp32 on CPU); the chunks are not wrapped in DDP/Float16Module.
        Logits from ``chunk(input_ids, position_ids, attention_mask)`` on the last stage
        are vocab-parallel ``[B, S, padded_vocab_size / tp]`` (megatron's ``parallel_output``).

    Raises:
        ConfigError: invalid sizes/layout, hf_path config mismatch, or TE requested but absent.
        RuntimeError: megatron parallel state not initialised.
    """
    check_megatron_version()
    if not torch.cuda.is_available():
        ensure_cpu_compat()

    if not mps.model_parallel_is_initialized():
        raise RuntimeError("megatron parallel state is not initialised; call init_parallel(parallel, seed) first")
    if vocab_size < 1:
        raise ConfigError(f"vocab_size={vocab_size} must be >= 1 (take it from the tokenizer: len(tokenizer))")
    model_cfg = resolve_model_config(model_cfg)
    if model_cfg.vocab_size and model_cfg.vocab_size != vocab_size:
        raise ConfigError(
            f"{where}: model.vocab_size={model_cfg.vocab_size} but build_gpt_model got vocab_size={vocab_size}; "
            "set model.vocab_size=0 to take it from the tokenizer, or make them agree"
        )
    config = transformer_config(model_cfg, parallel, where, recompute=recompute)
    te = config.transformer_impl == "transformer_engine"
    padded = padded_vocab_size(vocab_size, parallel.tp)
    vpp = config.virtual_pipeline_model_parallel_size
    rope_base = model_cfg.rope_theta
    rope_base = int(rope_base) if float(rope_base).is_integer() else rope_base
    gemma = model_cfg.arch == "gemma4"
    cls, extra = (Gemma4GPTModel, gemma4_model_kwargs(model_cfg)) if gemma else (GPTModel, {})

    chunks = []
    for i in range(vpp or 1):
        vp_stage = i if vpp else None
        m = cls(
            config=config,
            transformer_layer_spec=(gemma4_block_spec(config, model_cfg, vp_stage) if gemma
                                    else _block_spec(config, te, vp_stage, model_cfg)),
            vocab_size=padded,
            max_sequence_length=model_cfg.max_position_embeddings,
            pre_process=mps.is_pipeline_first_stage(ignore_virtual=False, vp_stage=vp_stage),
            post_process=mps.is_pipeline_last_stage(ignore_virtual=False, vp_stage=vp_stage),
            parallel_output=True,
            share_embeddings_and_output_weights=model_cfg.tie_word_embeddings,
            position_embedding_type="rope",
            rotary_percent=float(model_cfg.partial_rotary_factor) if model_cfg.arch in ("qwen3_5", "qwen3_5_moe") else 1.0,
            rotary_base=rope_base,
            vp_stage=vp_stage,
            **extra,
        )
        if torch.cuda.is_available():
            m.cuda(torch.cuda.current_device())
        m.padded_vocab_size = padded
        m.unpadded_vocab_size = vocab_size
        m.agon_model_cfg = model_cfg
        chunks.append(m)
    return chunks


def attention_cost_ratio(model_cfg: ModelConfig) -> float:
    """Attention FLOPs per (query, key) pair over matmul FLOPs per token, per layer.

    Per token a layer's matmuls cost ``2 x`` its weights (QKV ``h (n_q + 2 n_kv) d``, output
    ``n_q d h``, gated MLP ``3 h f``); each attended pair costs ``4 n_q d`` (``QK^T`` and
    ``PV``). Used to decide when a shared-prefix packed row (whose attention covers the
    whole row) is cheaper than its sequences apart (:func:`agon_mcore.policy.batch.shared_prefix_groups`).
    The ratio does not depend on TP (both sides split alike). Example: the bench model
    (h 128, 4 / 2 heads of 32, FFN 384) gives ``512 / 393216 = 1.3e-3``.
    """
    h, d = model_cfg.hidden_size, model_cfg.head_dim or model_cfg.hidden_size // model_cfg.num_attention_heads
    nq, nkv = model_cfg.num_attention_heads, model_cfg.num_kv_heads or model_cfg.num_attention_heads
    weights = h * (nq + 2 * nkv) * d + nq * d * h + 3 * h * model_cfg.ffn_hidden_size
    return 4.0 * nq * d / (2.0 * weights)


def check_model_classes(cfg: AgonConfig, name: str) -> None:
    """Rival ``name``'s model as the model classes see it, before anything is built.

    The config's arithmetic checks (:func:`agon_mcore.config.validate_model`, run by
    ``load_config``) name the common faults; this builds what a run builds from the config,
    without weights, so every other refusal of theirs becomes a :class:`ConfigError` now
    instead of a traceback later: megatron-core's ``TransformerConfig`` (with the run's
    TP/PP/virtual PP/SP and recompute) and the ``transformers`` config of the rollout
    engine (``hf_config_for``), plus the vocabulary against a tokenizer that is on this
    machine. A rival with ``model.hf_path`` is checked when that folder is local (its
    config.json gives the sizes), else skipped (cluster paths are checked by
    ``agon check-config`` where they exist). It lives here, not in the config module,
    because it needs the model classes, and the config sits below everything that uses it.

    Raises:
        ConfigError: naming the rival, the model keys and values, and the model class's reason.
    """
    m = rival_model(cfg, name)
    if m.hf_path is not None:
        if not Path(m.hf_path).is_dir():
            return
        hf_path = m.hf_path
        m = resolve_model_config(m)
        validate_model(dataclasses.replace(m, hf_path=None), f"rival {name}", cfg.parallel.tp, cfg.parallel.pp,
                       cfg.parallel.virtual_pp)
    else:
        hf_path = None
    check_buildable(m, cfg.parallel, f"rival {name}", recompute=cfg.train)
    if m.arch == "gemma4" and cfg.rollout.engine == "sglang":  # what the pinned SGLang can serve of Gemma 4
        from transformers import AutoConfig

        from agon_mcore.bridge import hf_config_for
        from agon_mcore.bridge.gemma4_config import gemma4_wrapper_config
        from agon_mcore.rollout.sglang.gemma4 import sglang_gemma4_problem

        # a random-init rival's placeholder is the multimodal config (bridge/gemma4_config.py)
        served = AutoConfig.from_pretrained(hf_path) if hf_path else gemma4_wrapper_config(
            hf_config_for(m, m.vocab_size or 256))
        problem = sglang_gemma4_problem(served)
        if problem:
            raise ConfigError(f"rival {name}: rollout.engine=sglang: {problem}")


def check_models(cfg: AgonConfig) -> AgonConfig:
    """:func:`check_model_classes` for both rivals; returns ``cfg`` (for ``check_models(load_config(...))``)."""
    for name in RIVALS:
        check_model_classes(cfg, name)
    return cfg
