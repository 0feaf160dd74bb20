"""Validation of a run configuration: every impossible setting refused with the key and the fix."""
from __future__ import annotations

import dataclasses
import math
from pathlib import Path

from omegaconf import MISSING, DictConfig, OmegaConf  # noqa: F401  (MISSING re-exported)

from agon_mcore.config.schema import (
    _CHOICES,
    RIVALS,
    AgonConfig,
    ConfigError,
    ModelConfig,
    SamplingConfig,
    _get,
    rival_model,
    rival_sampling,
)

# megatron names (policy/lora.py); in_proj / out_proj: the Gated DeltaNet layers' projections (Qwen3.5)
LORA_TARGETS = ("linear_qkv", "linear_proj", "linear_fc1", "linear_fc2", "in_proj", "out_proj")


def validate_lora_settings(rank: int, alpha: float, dropout: float, targets, init_noise_std: float, where: str) -> None:
    """Check one adapter's settings (``rivals.X.lora_*``).

    Raises:
        ConfigError naming the field and the fix.
    """
    if rank < 1:
        raise ConfigError(f"{where}.lora_rank={rank} must be >= 1 (the paper uses 16)")
    if not (alpha > 0 and math.isfinite(alpha)):
        raise ConfigError(f"{where}.lora_alpha={alpha} must be a finite number > 0")
    if not 0.0 <= dropout < 1.0:
        raise ConfigError(f"{where}.lora_dropout={dropout} must be in [0, 1)")
    bad = [t for t in targets if t not in LORA_TARGETS]
    if not targets or bad:
        raise ConfigError(f"{where}.lora_target_modules={list(targets)}: use a non-empty subset of {list(LORA_TARGETS)} "
                          f"(megatron module names; unknown: {bad})")
    if len(set(targets)) != len(list(targets)):
        raise ConfigError(f"{where}.lora_target_modules={list(targets)} lists a module twice")
    if init_noise_std < 0:
        raise ConfigError(f"{where}.init_noise_std={init_noise_std} must be >= 0")


def _validate_lora(cfg: AgonConfig, name: str) -> None:
    """``rivals.X.kind=lora``: both rivals LoRA on one base, valid adapter settings."""
    r = cfg.rivals[name]
    other = [n for n in RIVALS if n != name][0]
    if cfg.rivals[other].kind != "lora":
        raise ConfigError(
            f"rivals.{name}.kind=lora but rivals.{other}.kind={cfg.rivals[other].kind!r}: LoRA rivals share one "
            f"frozen base, so set rivals.{other}.kind=lora too (or both full)"
        )
    if r.model:
        raise ConfigError(
            f"rivals.{name}.model={dict(r.model)}: LoRA rivals share the base in `model`; per-rival model "
            "overrides need kind=full"
        )
    validate_lora_settings(r.lora_rank, r.lora_alpha, r.lora_dropout, list(r.lora_target_modules),
                           r.init_noise_std, f"rivals.{name}")
    mlp = [t for t in r.lora_target_modules if t in ("linear_fc1", "linear_fc2")]
    if mlp and (cfg.model.arch == "qwen3_moe" or cfg.model.num_experts):
        raise ConfigError(moe_lora_refusal(f"rivals.{name}.lora_target_modules", mlp))
    lin = [t for t in r.lora_target_modules if t in ("in_proj", "out_proj")]
    if lin and cfg.model.hf_path is None and cfg.model.arch not in ("qwen3_5", "qwen3_5_moe"):
        raise ConfigError(f"rivals.{name}.lora_target_modules has {lin}, the Gated DeltaNet projections of Qwen3.5 "
                          f"models, but model.arch={cfg.model.arch!r} has no such layers; drop them")
    if cfg.rollout.engine == "sglang" and cfg.rollout.placement != "alternate":
        raise ConfigError(
            f"rivals.X.kind=lora with rollout.engine=sglang and rollout.placement={cfg.rollout.placement!r}: LoRA "
            "rivals are served by ONE server pool holding the base and both adapters (each request names its "
            "rival's adapter), so use rollout.placement=alternate"
        )
    if r.lora_init_path is not None and not (Path(r.lora_init_path) / "adapter_model.safetensors").is_file():
        raise ConfigError(f"rivals.{name}.lora_init_path={r.lora_init_path!r} has no adapter_model.safetensors; give a "
                          "peft adapter folder (adapter_config.json + adapter_model.safetensors)")


def validate_model(m: ModelConfig, where: str, tp: int = 1, pp: int = 1, vpp=None) -> None:
    """Check one model description against the parallel layout (``vpp``: virtual pipeline stages or None).

    Raises:
        ConfigError naming ``where`` (e.g. ``rival B``) and the failing number.
    """
    if m.arch not in _CHOICES["model.arch"]:
        raise ConfigError(f"{where}: model.arch={m.arch!r} is not supported; use one of {_CHOICES['model.arch']}")
    if m.hf_path is not None:
        return  # sizes come from config.json; checked when the checkpoint is read
    for k in ("hidden_size", "num_layers", "num_attention_heads", "num_kv_heads", "head_dim", "ffn_hidden_size",
              "max_position_embeddings"):
        if getattr(m, k) <= 0:
            raise ConfigError(f"{where}: model.{k}={getattr(m, k)} must be > 0")
    if m.vocab_size < 0:
        raise ConfigError(f"{where}: model.vocab_size={m.vocab_size} must be >= 0 (0: take it from the tokenizer)")
    if not (m.rope_theta > 0 and math.isfinite(m.rope_theta)):
        raise ConfigError(f"{where}: model.rope_theta={m.rope_theta} must be a finite number > 0 (RoPE base; "
                          "Qwen3 uses 1000000, Llama 2 10000)")
    if not (m.rms_norm_eps > 0 and math.isfinite(m.rms_norm_eps)):
        raise ConfigError(f"{where}: model.rms_norm_eps={m.rms_norm_eps} must be a finite number > 0 (e.g. 1e-6)")
    if not m.init_std >= 0:
        raise ConfigError(f"{where}: model.init_std={m.init_std} must be >= 0")
    if m.head_dim % 2:
        raise ConfigError(
            f"{where}: model.head_dim={m.head_dim} is odd; RoPE rotates pairs of channels, so head_dim must be even "
            f"(e.g. {m.head_dim + 1})"
        )
    if m.arch == "llama" and m.hidden_size % m.num_attention_heads:
        # transformers' LlamaConfig refuses it (validate_architecture), even with head_dim given
        ok = [d for d in range(1, m.hidden_size + 1) if m.hidden_size % d == 0 and d % m.num_kv_heads == 0][:12]
        raise ConfigError(
            f"{where}: model.arch=llama needs model.hidden_size={m.hidden_size} to be a multiple of "
            f"model.num_attention_heads={m.num_attention_heads} (transformers' LlamaConfig refuses it); use "
            f"num_attention_heads in {ok} (multiples of num_kv_heads={m.num_kv_heads}), or arch=qwen3, whose "
            "head_dim is independent of hidden_size"
        )
    if m.num_attention_heads % m.num_kv_heads:
        raise ConfigError(
            f"{where}: model.num_attention_heads={m.num_attention_heads} is not a multiple of "
            f"model.num_kv_heads={m.num_kv_heads}; pick num_kv_heads dividing the head count"
        )
    if m.num_attention_heads % tp:
        ok = [d for d in range(1, m.num_attention_heads + 1) if m.num_attention_heads % d == 0 and m.num_kv_heads % d == 0]
        raise ConfigError(
            f"{where}: num_attention_heads={m.num_attention_heads} is not divisible by TP={tp}; use TP in {ok}"
        )
    if m.num_kv_heads % tp:
        ok = [d for d in range(1, m.num_kv_heads + 1) if m.num_kv_heads % d == 0]
        raise ConfigError(f"{where}: num_query_groups={m.num_kv_heads} is not divisible by TP={tp}; use TP in {ok}")
    if m.ffn_hidden_size % tp:
        raise ConfigError(f"{where}: ffn_hidden_size={m.ffn_hidden_size} is not divisible by TP={tp}")
    if m.num_layers % pp:
        raise ConfigError(
            f"{where}: num_layers={m.num_layers} is not divisible by PP={pp}; "
            f"use PP in {[d for d in range(1, m.num_layers + 1) if m.num_layers % d == 0]}"
        )
    _validate_layer_kinds(m, where, tp, pp, vpp)


# megatron-core 0.16.1 TransformerConfig.recompute_modules that apply to a dense decoder.
RECOMPUTE_MODULES = ("core_attn", "layernorm", "mlp")


def _validate_recompute(cfg: AgonConfig) -> None:
    """``train.recompute*`` against megatron's rules (transformer_config.py __post_init__)."""
    t = cfg.train
    if t.recompute == "selective":
        bad = sorted(set(t.recompute_modules) - set(RECOMPUTE_MODULES))
        if bad or not t.recompute_modules:
            raise ConfigError(
                f"train.recompute_modules={list(t.recompute_modules)}: selective recompute takes a non-empty "
                f"subset of {list(RECOMPUTE_MODULES)} (unknown: {bad})"
            )
    if t.recompute == "full":
        per_stage = min(rival_model(cfg, r).num_layers for r in RIVALS) // cfg.parallel.pp
        if not (1 <= t.recompute_num_layers <= max(per_stage, 1)):
            raise ConfigError(
                f"train.recompute_num_layers={t.recompute_num_layers} must be in [1, {per_stage}] "
                f"(layers per pipeline stage = num_layers / parallel.pp)"
            )


def validate(cfg: AgonConfig) -> None:
    """Reject impossible settings with a message naming the key and the fix.

    Raises:
        ConfigError: the first problem found.
    """
    # YAML 1.1 reads a bare on/off as a bool, which the str field then holds as "True"/"False"
    spp = str(cfg.train.shared_prefix_packing)
    if spp.lower() in ("true", "false"):
        cfg.train.shared_prefix_packing = "on" if spp.lower() == "true" else "off"
    for key, choices in _CHOICES.items():
        v = _get(cfg, key)
        if v not in choices:
            raise ConfigError(f"{key}={v!r} is not one of {choices}")
    if set(cfg.rivals) != set(RIVALS):
        raise ConfigError(f"rivals must have exactly the keys A and B, got {sorted(cfg.rivals)}")
    model_keys = {f.name for f in dataclasses.fields(ModelConfig)}
    sampling_keys = {f.name for f in dataclasses.fields(SamplingConfig)}
    par = cfg.parallel
    if par.tp < 1 or par.pp < 1 or par.ep < 1:
        raise ConfigError(f"parallel.tp={par.tp}, parallel.pp={par.pp} and parallel.ep={par.ep} must be >= 1")
    if par.sequence_parallel and par.tp == 1:
        raise ConfigError("parallel.sequence_parallel=true needs parallel.tp > 1; set it to false or raise tp")
    for name, r in cfg.rivals.items():
        if r.kind not in ("full", "lora"):
            raise ConfigError(f"rivals.{name}.kind={r.kind!r}: use 'full' or 'lora'")
        if r.kind == "lora":
            _validate_lora(cfg, name)
        if cfg.sft.base_warmup and r.kind != "lora":
            raise ConfigError(
                f"sft.base_warmup=true warms up the ONE frozen base of LoRA rivals, but rivals.{name}.kind={r.kind!r}; "
                "set rivals.A.kind=lora and rivals.B.kind=lora, or sft.base_warmup=false (full rivals warm up themselves)"
            )
        if cfg.sft.base_warmup and r.lora_init_path is not None:
            raise ConfigError(
                f"sft.base_warmup=true changes the base, so rivals.{name}.lora_init_path={r.lora_init_path!r} (an adapter "
                "trained on another base) would not fit it; drop lora_init_path or set sft.base_warmup=false"
            )
        unknown = set(r.model) - model_keys
        if unknown:
            raise ConfigError(f"rivals.{name}.model has unknown keys {sorted(unknown)}; valid: {sorted(model_keys)}")
        if "n" in r.sampling:  # the group size is one setting: the challenger answers each of the N drafts once
            raise ConfigError(
                f"rivals.{name}.sampling.n: the group size N is one setting for both rivals, rollout.sampling.n "
                f"(the challenger answers each of the N drafts once); set rollout.sampling.n={r.sampling['n']} instead"
            )
        unknown = set(r.sampling) - sampling_keys
        if unknown:
            raise ConfigError(
                f"rivals.{name}.sampling has unknown keys {sorted(unknown)}; valid: {sorted(sampling_keys)}"
            )
        if r.init_noise_std < 0:
            raise ConfigError(f"rivals.{name}.init_noise_std={r.init_noise_std} must be >= 0")
        if cfg.train.shared_prefix_packing == "on" and rival_model(cfg, name).arch in ("qwen3_5", "qwen3_5_moe"):
            raise ConfigError(f"rival {name}: " + LINEAR_ATTENTION_PACKING)
        validate_model(rival_model(cfg, name), f"rival {name}", par.tp, par.pp, par.virtual_pp)
        m = rival_model(cfg, name)
        if m.moe_routing_replay and m.moe_record_routes is False:
            raise ConfigError(f"rival {name}: model.moe_routing_replay=true replays the routes the rollout engine "
                              "records, but model.moe_record_routes=false turns recording off; drop "
                              "moe_record_routes (it follows moe_routing_replay) or set moe_routing_replay=false")
        for key in ("attention_dropout", "hidden_dropout"):
            p = getattr(rival_model(cfg, name), key)
            if not 0.0 <= p < 1.0:
                raise ConfigError(f"rival {name}: model.{key}={p} must be in [0, 1) (0: off; dropout applies to SFT only)")
        s = rival_sampling(cfg, name)
        if s.n < 2:
            raise ConfigError(
                f"rival {name}: rollout.sampling.n={s.n}; group-relative advantages need N >= 2 rollouts per problem"
            )
        if s.temperature < 0 or not (0 < s.top_p <= 1) or s.max_new_tokens < 1:
            raise ConfigError(
                f"rival {name}: sampling temperature={s.temperature} (>= 0), top_p={s.top_p} (in (0, 1]) "
                f"and max_new_tokens={s.max_new_tokens} (>= 1) out of range"
            )
        if cfg.train.steps > 0 and (s.temperature == 0 or s.top_k == 1):
            # (resume) greedy rollouts: the N samples of a group are identical, every group has
            # zero reward variance, every advantage is 0 and training learns nothing
            key = "temperature=0" if s.temperature == 0 else "top_k=1"
            raise ConfigError(
                f"rival {name}: rollout.sampling.{key} (or rivals.{name}.sampling.{key}) makes the N training samples "
                "of a problem identical, so every group-relative advantage is 0 and nothing is learned; sample with "
                "temperature > 0 and top_k != 1 (e.g. temperature=1.0, top_k=-1). Greedy evaluation is eval.temperature=0"
            )
    a = cfg.algorithm
    if a.lam < 0 or a.lam2 < 0:
        raise ConfigError(f"algorithm.lam={a.lam} and algorithm.lam2={a.lam2} must be >= 0")
    if not (0 <= a.clip_eps_low < 1) or a.clip_eps_high < 0:
        raise ConfigError(
            f"algorithm.clip_eps_low={a.clip_eps_low} must be in [0, 1) and clip_eps_high={a.clip_eps_high} >= 0"
        )
    if a.self_cascade and a.mode == "grpo":
        raise ConfigError("algorithm.self_cascade=true needs a second pass; use mode=coop (or adv/margin), not grpo")
    if a.mode == "grpo" and a.shared_opponent:
        raise ConfigError("algorithm.shared_opponent applies to the challenger stream; mode=grpo has none")
    if a.ppo_epochs < 1:
        raise ConfigError(f"algorithm.ppo_epochs={a.ppo_epochs} must be >= 1")
    if a.truncation not in ("zero", "keep", "filter", "penalty"):
        raise ConfigError(f"algorithm.truncation={a.truncation!r} is not one of zero | keep | filter | penalty "
                          "(docs/truncation.md)")
    if a.overlong_buffer < (1 if a.truncation == "penalty" else 0):
        raise ConfigError(f"algorithm.overlong_buffer={a.overlong_buffer}: algorithm.truncation=penalty needs >= 1 "
                          "(DAPO's L_cache in tokens, e.g. a quarter of rollout.sampling.max_new_tokens); never < 0")
    if not (math.isfinite(a.overlong_penalty_factor) and a.overlong_penalty_factor >= 0):
        raise ConfigError(f"algorithm.overlong_penalty_factor={a.overlong_penalty_factor} must be a finite number >= 0")
    if cfg.data.batch_size < 1:
        raise ConfigError(f"data.batch_size={cfg.data.batch_size} must be >= 1")
    syn = cfg.data.synthetic
    if not (1 <= syn.min_digits <= syn.max_digits) or syn.num_ops < 1 or not set(syn.ops) <= set("+-*"):
        raise ConfigError(
            "data.synthetic: need 1 <= min_digits <= max_digits, num_ops >= 1 and ops made of '+-*' "
            f"(got {syn.min_digits}, {syn.max_digits}, {syn.num_ops}, {syn.ops!r})"
        )
    o = cfg.optimizer
    if o.lr <= 0 or o.min_lr < 0 or o.min_lr > o.lr or not math.isfinite(o.lr):
        raise ConfigError(f"optimizer.lr={o.lr} must be > 0 and optimizer.min_lr={o.min_lr} in [0, lr]")
    if cfg.sft.lr <= 0 or not math.isfinite(cfg.sft.lr) or not (0.0 <= cfg.sft.min_lr <= cfg.sft.lr):
        raise ConfigError(f"sft.lr={cfg.sft.lr} must be > 0 and sft.min_lr={cfg.sft.min_lr} in [0, sft.lr]")
    if cfg.sft.lr_schedule not in ("constant", "cosine", "linear"):
        raise ConfigError(f"sft.lr_schedule={cfg.sft.lr_schedule!r} is not one of constant, cosine, linear")
    if cfg.train.steps < 0:
        raise ConfigError(f"train.steps={cfg.train.steps} must be >= 0")
    if cfg.sft.base_warmup and cfg.sft.steps < 1:
        raise ConfigError(f"sft.base_warmup=true with sft.steps={cfg.sft.steps}: the base warm-up needs sft.steps >= 1 "
                          "(or set sft.base_warmup=false and give model.hf_path a pretrained base)")
    for k in ("shared_fraction", "challenger_fraction", "wrong_fraction", "blank_fraction", "aggregator_fraction"):
        v = getattr(cfg.sft, k)
        if not (0.0 <= v <= 1.0):
            raise ConfigError(f"sft.{k}={v} must be a fraction in [0, 1]")
    # algorithm.advantage / reward_terms (plug-in names, dotted paths) are resolved above config:
    # agon_mcore.algorithms.validate_plugins, called by the CLI's loader and by AgonTrainer
    _validate_recompute(cfg)
    if cfg.train.summary_workers < -1:
        raise ConfigError(f"train.summary_workers={cfg.train.summary_workers}: use -1 (auto), 0 (inline) or a number of processes")
    if not (0.0 <= cfg.train.max_dropped_frac <= 1.0):
        raise ConfigError(f"train.max_dropped_frac={cfg.train.max_dropped_frac} must be in [0, 1]")
    if cfg.eval.every < 0:
        raise ConfigError(f"eval.every={cfg.eval.every} must be >= 0 (0: evaluate only before and after training)")
    if cfg.eval.n < max(cfg.eval.k):
        raise ConfigError(f"eval.n={cfg.eval.n} is smaller than max(eval.k)={max(cfg.eval.k)}; pass@k needs n >= k")
    if cfg.rollout.engine == "local" and cfg.rollout.placement not in ("alternate", "split"):
        raise ConfigError("rollout.placement must be alternate or split")
    sg = cfg.rollout.sglang
    if cfg.rollout.engine == "sglang" and not sg.urls and sg.colocate and sg.weight_sync == "distributed":
        # NCCL refuses two ranks of one communicator on one GPU
        raise ConfigError(
            "rollout.sglang.colocate=true launches the SGLang servers on the trainer's GPUs, and NCCL refuses two "
            "ranks of one communicator on one GPU, so rollout.sglang.weight_sync=distributed would crash at the "
            "first weight sync: set rollout.sglang.weight_sync=tensor (CUDA IPC, for colocated servers) or disk, "
            "or colocate=false (servers on GPUs the trainer does not use)"
        )


def moe_lora_refusal(key: str, mlp_targets) -> str:
    """The refusal of LoRA on the MLP of a mixture-of-experts model (config check and policy/lora.py)."""
    return (f"{key} has {list(mlp_targets)}, but in a mixture-of-experts model (arch qwen3_moe, qwen3_5_moe) the MLP "
            "of a MoE layer is E separate expert linears (each seeing about top-k/E of the tokens), and LoRA on experts "
            "is not implemented (per-expert adapters here, MoE LoRA in the rollout engine); adapters on the attention "
            "apply to every token: set lora_target_modules=[linear_qkv, linear_proj] (Qwen3.5-MoE: also in_proj, "
            "out_proj, its Gated DeltaNet layers), or train full rivals (kind=full)")


_LAYER_TYPES = ("sliding_attention", "full_attention")


def kv_sharing_stage_problem(layer_types, num_kv_shared_layers: int, pp: int, vpp=None):
    """Why Gemma 4 KV sharing cannot run at this pipeline split (None when it can).

    The keys and values a KV-storing layer hands the later reusing layers do not cross pipeline
    stages, so each reusing layer must be in the same model chunk as its storing layer. The
    chunks are megatron's even split: ``len(layer_types) / (pp * vpp)`` consecutive layers each.

    Returns:
        None, or a message naming the first reusing layer and its storing layer (0-based), their
        chunks, and the pipeline sizes (without virtual stages) that work.
    """
    n = len(layer_types)
    if not num_kv_shared_layers or n == 0:
        return None
    roles = kv_sharing_roles(layer_types, num_kv_shared_layers)
    store = {layer_types[i]: i for i, r in enumerate(roles) if r == "store"}

    def first_break(chunks: int):
        if n % chunks:
            return None  # an uneven split is refused elsewhere
        size = n // chunks
        for i, r in enumerate(roles):
            if r == "reuse" and i // size != store[layer_types[i]] // size:
                return i, store[layer_types[i]], size
        return None

    chunks = pp * (vpp or 1)
    bad = first_break(chunks)
    if bad is None:
        return None
    i, src, size = bad
    ok = [p for p in range(1, n + 1) if n % p == 0 and first_break(p) is None]
    span = lambda j: f"{j // size * size}-{j // size * size + size - 1}"  # noqa: E731
    return (f"Gemma 4 KV sharing at PP={pp}" + (f" x virtual {vpp}" if vpp else "") + f": layer {i} "
            f"({layer_types[i]}) reuses the keys/values of layer {src}, but they are in different pipeline chunks "
            f"(layers {span(src)} and {span(i)}); shared keys/values do not cross stages. Use PP in {ok} (no virtual "
            f"stages), where every reusing layer sits with the layer it reuses from")


def kv_sharing_roles(layer_types, num_kv_shared_layers: int) -> list:
    """Each layer's KV-sharing role: None, ``"store"`` or ``"reuse"`` (transformers' ``kv_sharing_modes``).

    The last ``num_kv_shared_layers`` layers reuse the keys and values of the last earlier
    layer of their kind, which stores them.

    Raises:
        ConfigError: a kind among the sharing layers with no earlier layer of that kind, or
            ``num_kv_shared_layers`` not in ``[0, len(layer_types))``.
    """
    n = len(layer_types)
    if not 0 <= num_kv_shared_layers < max(n, 1):
        raise ConfigError(f"num_kv_shared_layers={num_kv_shared_layers} must be in [0, {n}) (the first layer of each "
                          "kind computes its own keys and values)")
    first = n - num_kv_shared_layers
    roles = [None if i < first else "reuse" for i in range(n)]
    if not num_kv_shared_layers:
        return roles
    for kind in dict.fromkeys(layer_types[first:]):
        producers = [i for i in range(first) if layer_types[i] == kind]
        if not producers:
            raise ConfigError(f"KV sharing: layers {first}..{n - 1} include {kind} layers, but no earlier {kind} layer "
                              f"computes keys and values for them (layer_types={list(layer_types)})")
        roles[producers[-1]] = "store"
    return roles


def _validate_layer_kinds(m: ModelConfig, where: str, tp: int, pp: int = 1, vpp=None) -> None:
    """The per-layer keys: Gemma 4's (layer kinds, window, full layers' heads, PLE, KV sharing),
    Qwen3.5's (linear-attention layers), and Qwen2/Qwen3's sliding window layers (``layer_types``,
    ``sliding_window``); unset elsewhere."""
    if m.arch in ("qwen3_5", "qwen3_5_moe"):
        _validate_linear_attention(m, where, tp)
        return
    if m.moe_shared_expert_ffn_hidden_size:
        raise ConfigError(f"{where}: model.moe_shared_expert_ffn_hidden_size is a Qwen3.5-MoE key (arch qwen3_5_moe); "
                          f"model.arch={m.arch!r} has no shared expert: remove it")
    if m.linear_key_head_dim or m.linear_num_key_heads or m.partial_rotary_factor != 1.0:
        raise ConfigError(f"{where}: model.linear_* / partial_rotary_factor are Qwen3.5 keys (arch qwen3_5); "
                          f"model.arch={m.arch!r} does not use them: remove them")
    if m.arch != "gemma4":
        if (m.final_logit_softcapping or m.attention_k_eq_v or m.hidden_size_per_layer_input or m.num_kv_shared_layers
                or m.use_double_wide_mlp):
            raise ConfigError(f"{where}: model.final_logit_softcapping / attention_k_eq_v / hidden_size_per_layer_input"
                              f" / num_kv_shared_layers / use_double_wide_mlp are Gemma 4 keys; "
                              f"model.arch={m.arch!r} does not use them: remove them")
        if m.arch not in ("qwen2", "qwen3") and (m.layer_types or m.sliding_window):
            raise ConfigError(f"{where}: model.layer_types / sliding_window (sliding-window layers) are not used by "
                              f"model.arch={m.arch!r}: remove them")
        if m.layer_types:
            _check_layer_types(m, where)
        return
    _check_layer_types(m, where)
    if m.final_logit_softcapping < 0:
        raise ConfigError(f"{where}: model.final_logit_softcapping={m.final_logit_softcapping} must be >= 0 (0: off)")
    gd, gkv = m.global_head_dim or m.head_dim, m.num_global_kv_heads or m.num_kv_heads
    if gd % 2 or m.num_attention_heads % gkv:
        raise ConfigError(f"{where}: model.global_head_dim={gd} must be even and num_global_kv_heads={gkv} must divide "
                          f"num_attention_heads={m.num_attention_heads}")
    if gkv % tp:
        raise ConfigError(f"{where}: num_global_kv_heads={gkv} (the full layers' KV heads) is not divisible by TP={tp}; "
                          f"use TP in {[d for d in range(1, gkv + 1) if gkv % d == 0]} (KV heads are not replicated "
                          "across TP ranks)")
    if not 0 < m.global_partial_rotary_factor <= 1:
        raise ConfigError(f"{where}: model.global_partial_rotary_factor={m.global_partial_rotary_factor} must be in (0, 1]")
    if m.hidden_size_per_layer_input < 0:
        raise ConfigError(f"{where}: model.hidden_size_per_layer_input={m.hidden_size_per_layer_input} must be >= 0 "
                          "(0: no per-layer embeddings)")
    try:
        kv_sharing_roles(list(m.layer_types), m.num_kv_shared_layers)
    except ConfigError as e:
        raise ConfigError(f"{where}: model.{e}") from None
    if m.use_double_wide_mlp and not m.num_kv_shared_layers:
        raise ConfigError(f"{where}: model.use_double_wide_mlp widens the KV-sharing layers' MLP, but "
                          "num_kv_shared_layers=0: remove it")
    problem = kv_sharing_stage_problem(list(m.layer_types), m.num_kv_shared_layers, pp, vpp)
    if problem:
        raise ConfigError(f"{where}: {problem}")


def _check_layer_types(m: ModelConfig, where: str) -> None:
    if len(m.layer_types) != m.num_layers or any(t not in _LAYER_TYPES for t in m.layer_types):
        raise ConfigError(f"{where}: model.layer_types={list(m.layer_types)} must give one of {_LAYER_TYPES} for each "
                          f"of the num_layers={m.num_layers} layers (Gemma 4: 5 sliding, then 1 full, ...)")
    if "sliding_attention" in m.layer_types and m.sliding_window < 1:
        raise ConfigError(f"{where}: model.sliding_window={m.sliding_window} must be >= 1 with sliding layers")


# the refusal of shared-prefix packing for linear-attention layers (here and in policy/policy.py)
LINEAR_ATTENTION_PACKING = (
    "train.shared_prefix_packing=on packs the samples of a group as one row [prefix, suffix_1, suffix_2, ...], but "
    "Gated DeltaNet (linear-attention) layers carry one recurrent state along the row: suffix_2 would start from the "
    "state after suffix_1 instead of after the prefix, giving wrong log-probs. Set train.shared_prefix_packing=off "
    "(or auto, which leaves these models unpacked)")
_QWEN3_5_LAYER_TYPES = ("linear_attention", "full_attention")


def _validate_linear_attention(m: ModelConfig, where: str, tp: int) -> None:
    """Qwen3.5's keys: one layer kind per layer, the Gated DeltaNet sizes and their TP split, partial RoPE."""
    if len(m.layer_types) != m.num_layers or any(t not in _QWEN3_5_LAYER_TYPES for t in m.layer_types):
        raise ConfigError(f"{where}: model.layer_types={list(m.layer_types)} must give one of {_QWEN3_5_LAYER_TYPES} "
                          f"for each of the num_layers={m.num_layers} layers (Qwen3.5: 3 linear_attention, then 1 "
                          "full_attention, ...)")
    if m.sliding_window or m.final_logit_softcapping or m.attention_k_eq_v:
        raise ConfigError(f"{where}: model.sliding_window / final_logit_softcapping / attention_k_eq_v are not used by "
                          "model.arch=qwen3_5: remove them")
    if "linear_attention" in m.layer_types:
        sizes = {k: getattr(m, k) for k in ("linear_conv_kernel_dim", "linear_key_head_dim", "linear_value_head_dim",
                                            "linear_num_key_heads", "linear_num_value_heads")}
        bad = [f"model.{k}={v}" for k, v in sizes.items() if v <= 0]
        if bad:
            raise ConfigError(f"{where}: {', '.join(bad)} must be > 0 for Gated DeltaNet (linear_attention) layers")
        nk, nv = m.linear_num_key_heads, m.linear_num_value_heads
        if nv % nk:
            raise ConfigError(f"{where}: model.linear_num_value_heads={nv} is not a multiple of linear_num_key_heads={nk} "
                              "(each key head serves nv/nk value heads)")
        if nk % tp:
            ok = [d for d in range(1, nk + 1) if nk % d == 0]
            raise ConfigError(f"{where}: model.linear_num_key_heads={nk} is not divisible by TP={tp}; use TP in {ok} "
                              "(Gated DeltaNet heads are split over TP ranks)")
    rot = m.head_dim * m.partial_rotary_factor
    if not 0 < m.partial_rotary_factor <= 1 or rot != int(rot) or int(rot) % 2:
        raise ConfigError(f"{where}: model.partial_rotary_factor={m.partial_rotary_factor} must be in (0, 1] with "
                          f"head_dim * factor an even integer (head_dim={m.head_dim}; Qwen3.5: 0.25)")
