"""Structured run configuration (OmegaConf dataclasses).

One :class:`AgonConfig` describes a whole run: the rivals' models and parallel layout,
rollout sampling, the Agon algorithm (AGON.md), data, optimizer, checkpointing, logging
and evaluation. The dataclass defaults ARE the embedded default run (`agon train` with no
arguments): two tiny Qwen3-architecture rivals with the byte-level tokenizer on the
built-in arithmetic task, on CPU.

Load order: defaults -> YAML file(s) -> ``key=value`` overrides (dotted keys, OmegaConf
syntax). :func:`load_config` validates the result; every error names the key and the fix.

Per-rival settings: ``rivals.A`` and ``rivals.B`` hold *overrides* on top of the shared
``model`` and ``rollout`` sections, so two rivals of the same architecture need no
repetition and two different families just override ``model`` keys (or point
``model.hf_path`` at different checkpoints). Use :func:`rival_model` /
:func:`rival_sampling` to get a rival's effective settings.
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional

from omegaconf import MISSING, DictConfig, OmegaConf  # noqa: F401  (MISSING re-exported)
from omegaconf.errors import ConfigKeyError, ValidationError

RIVALS = ("A", "B")


class ConfigError(ValueError):
    """A configuration problem; the message names the key and the fix."""


@dataclass
class ModelConfig:
    """A dense decoder-only transformer, described like a Hugging Face config.

    ``arch`` picks the layer recipe: ``qwen3`` (RMSNorm, SwiGLU, GQA, QK-norm, no QKV bias),
    ``qwen2`` (as qwen3 without QK-norm, with QKV bias), ``llama`` (no QK-norm, no bias).
    When ``hf_path`` is set the sizes are read from its ``config.json`` and must agree
    with any size given here (a mismatch is an error listing every field).
    ``vocab_size = 0`` means "take it from the tokenizer".
    """

    arch: str = "qwen3"
    hf_path: Optional[str] = None
    tokenizer: str = "builtin:byte"  # builtin:byte | builtin:bpe | path to an HF tokenizer folder
    chat_template: Optional[str] = None  # None: the tokenizer's own template (ours ship one)
    hidden_size: int = 64
    num_layers: int = 2
    num_attention_heads: int = 4
    num_kv_heads: int = 2
    head_dim: int = 16
    ffn_hidden_size: int = 192
    vocab_size: int = 0
    max_position_embeddings: int = 512
    rope_theta: float = 10000.0
    rms_norm_eps: float = 1e-6
    tie_word_embeddings: bool = True
    attention_bias: Optional[bool] = None  # None: the arch default (qwen2: True, others False)
    qk_norm: Optional[bool] = None  # None: the arch default (qwen3: True, others False)
    params_dtype: str = "float32"  # float32 | bfloat16 | float16
    init_std: float = 0.02
    transformer_impl: str = "auto"  # auto (TE on GPU if importable, else local) | local | transformer_engine
    # dropout probabilities (megatron TransformerConfig.attention_dropout / hidden_dropout; from
    # hf_path: config.json's attention_dropout). Active in the SFT warm-up only: every RL forward
    # (old log-probs, the update) runs with dropout off (agon_mcore/policy/dropout.py)
    attention_dropout: float = 0.0
    hidden_dropout: float = 0.0


@dataclass
class ParallelConfig:
    """Megatron parallel layout, shared by both rivals (they time-share the same ranks).

    DP is ``world_size / (tp * pp)``. ``sequence_parallel`` needs ``tp > 1``.
    """

    tp: int = 1
    pp: int = 1
    sequence_parallel: bool = False
    virtual_pp: Optional[int] = None
    use_distributed_optimizer: bool = True
    micro_batch_tokens: int = 4096  # pack sequences into micro-batches of at most this many tokens


@dataclass
class SamplingConfig:
    """Sampling for one generation call (SGLang's ``sampling_params`` vocabulary)."""

    n: int = 8  # N: drafts per problem (the challenger answers each draft once)
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = -1
    max_new_tokens: int = 64
    stop: List[str] = field(default_factory=list)


@dataclass
class SGLangConfig:
    """SGLang rollout servers (cluster). Hosts bind to localhost unless told otherwise."""

    urls: List[str] = field(default_factory=list)  # existing servers / router; empty: launch our own
    host: str = "127.0.0.1"
    base_port: int = 30000
    num_servers: int = 1
    tp: int = 1
    mem_fraction_static: float = 0.8
    router: bool = True
    router_port: int = 29000
    first_wait_s: float = 900.0  # cold start incl. CUDA graph capture / compilation
    request_timeout_s: float = 600.0
    max_retries: int = 3
    max_concurrency: int = 256
    weight_sync: str = "distributed"  # distributed (NCCL broadcast) | tensor (colocated) | disk
    weight_bucket_mb: int = 512
    extra_args: List[str] = field(default_factory=list)
    # placement and determinism of launched servers (rollout/launcher.py).
    # colocate: launched servers share the trainer's GPUs from GPU 0 (needs weight_sync
    # tensor or disk: NCCL refuses a duplicate GPU); false: they take the GPUs after the trainer's.
    colocate: bool = False
    # --enable-deterministic-inference --sampling-backend pytorch: the only mode in which
    # SGLang honours sampling_seed (without it a seed is not sent and a warning says so)
    deterministic_inference: bool = False
    # LoRA rivals' adapters reach the servers as peft folders written here
    # every step (a folder every server can read: shared FS; default <run_dir>/rollout/lora)
    lora_dir: Optional[str] = None


@dataclass
class RolloutConfig:
    engine: str = "local"  # local | sglang
    placement: str = "alternate"  # alternate: one engine/pool swaps rivals | split: one per rival
    sampling: SamplingConfig = field(default_factory=SamplingConfig)
    sglang: SGLangConfig = field(default_factory=SGLangConfig)
    local_batch_size: int = 64  # sequences per forward in the local engine


@dataclass
class RivalConfig:
    """One rival. ``model`` and ``sampling`` are overrides on the shared sections."""

    kind: str = "full"  # full | lora
    seed: int = 1
    init_noise_std: float = 0.0  # Gaussian noise added to the initial weights (B differs from A at step 0)
    model: Dict[str, Any] = field(default_factory=dict)
    sampling: Dict[str, Any] = field(default_factory=dict)
    # LoRA rivals (kind=lora; AGON.md "Rivals", agon_mcore/policy/lora.py): both rivals are
    # adapters on ONE frozen base (the shared model); init_noise_std then goes into lora_B only
    lora_rank: int = 16
    lora_alpha: float = 32.0  # the update is scaled by lora_alpha / lora_rank
    lora_dropout: float = 0.0  # on the adapter input while training; 0 keeps trainer/rollout log-probs equal
    lora_target_modules: List[str] = field(default_factory=lambda: ["linear_qkv", "linear_proj", "linear_fc1", "linear_fc2"])
    lora_init_path: Optional[str] = None  # a peft adapter folder to start from (adapter_model.safetensors)


def _default_rivals() -> Dict[str, RivalConfig]:
    return {"A": RivalConfig(seed=1, init_noise_std=0.0), "B": RivalConfig(seed=2, init_noise_std=0.02)}


@dataclass
class AlgorithmConfig:
    """The Agon method (AGON.md) and the PPO/GRPO update."""

    mode: str = "adv"  # grpo | coop | adv | margin
    shared_opponent: bool = False
    rotate_roles: bool = True
    # two-pass self-cascade baseline: rival A drafts AND answers the
    # summaries of its own drafts; one update of A on both passes (B is not trained)
    self_cascade: bool = False
    lam: float = 0.5  # format reward weight
    lam2: float = 0.0  # length tiebreak weight
    advantage: str = "grpo"  # grpo (mean/std) | mean_only (Dr.GRPO) | rloo
    adv_eps: float = 1e-6
    clip_eps_low: float = 0.2
    clip_eps_high: float = 0.2
    kl_coef: float = 0.0
    loss_agg: str = "token"  # token | sequence
    tis_cap: float = 0.0  # truncated importance sampling cap on train/rollout ratio; 0 = off
    ppo_epochs: int = 1
    # a response cut at max_new_tokens (finish_reason "length"), in every stream
    # (agon_mcore/agon/truncation.py, docs/truncation.md): zero (scored as failed: c = phi = 0)
    # | keep (rewarded as graded) | filter (out of the loss, DAPO) | penalty (DAPO's soft
    # overlong penalty over the last overlong_buffer tokens, times overlong_penalty_factor)
    truncation: str = "zero"
    overlong_buffer: int = 0
    overlong_penalty_factor: float = 1.0


@dataclass
class SyntheticCodeConfig:
    """The built-in stdin/stdout code task (``synthetic_code:train|validation|test``; no files).

    Issue 12: the code domain's warm-up; see agon_mcore/data/synthetic_code.py.
    """

    max_k: int = 30  # questions: 10 families x K in 1..max_k (300 distinct)
    num_train: int = 240
    num_test: int = 40
    num_validation: int = 0  # synthetic_code:validation: this many train questions (stable hash)
    num_tests: int = 3  # stdin/stdout cases per problem
    seed: int = 0


@dataclass
class SyntheticConfig:
    """The built-in arithmetic task (no files)."""

    # Default: three single-digit additions per problem ("What is 3 + 8 + 5 + 7?"), worked
    # step by step in the visible part of the answer. Alone, a warmed-up tiny model gets
    # about half right; reading a rival's correct steps leaves one step to do, so the
    # challenger's reading can help (docs/results/reading.md). Held-out questions are new
    # combinations of the same one-step facts; a few minutes on a CPU.
    min_digits: int = 1
    max_digits: int = 1
    num_ops: int = 3
    ops: str = "+"
    num_train: int = 800
    num_test: int = 200
    # synthetic:validation: this many of the train questions, by a stable hash of the id
    # (synthetic:train keeps the rest; 0: no validation split). `agon compare` uses 100.
    num_validation: int = 0
    seed: int = 0
    # the synthetic code task's shape (a separate task; the arithmetic above is unchanged)
    code: SyntheticCodeConfig = field(default_factory=SyntheticCodeConfig)


@dataclass
class DataConfig:
    train: str = "synthetic:train"  # <source>:<split>, e.g. deepmath_hard:train, or a file path
    eval: str = "synthetic:test"
    validation: Optional[str] = None  # used to choose the cascade direction (never the test split)
    # evaluate on problems that are also in data.train (refused by default: the table would
    # not be held out; with true the table says so)
    allow_eval_overlap: bool = False
    data_root: Optional[str] = None  # folder laid out like shared/data; None: $AGON_DATA_ROOT or ../shared/data
    batch_size: int = 4  # problems per step
    # (resume) training questions whose prompt is longer than this, or does not fit the model with
    # max_new_tokens, are skipped and counted (challenger prompts, which hold a summary, may be longer)
    max_prompt_tokens: int = 384
    heldout_size: int = 300
    shuffle_seed: int = 0
    synthetic: SyntheticConfig = field(default_factory=SyntheticConfig)


@dataclass
class OptimizerConfig:
    lr: float = 1e-4
    min_lr: float = 0.0
    weight_decay: float = 0.0
    adam_beta1: float = 0.9
    adam_beta2: float = 0.999
    adam_eps: float = 1e-8
    clip_grad: float = 1.0
    warmup_steps: int = 0
    lr_schedule: str = "constant"  # constant | cosine | linear


@dataclass
class SFTConfig:
    """Supervised warm-up on reference solutions (``agon sft``; run before Agon if steps > 0)."""

    steps: int = 400
    data: Optional[str] = None  # problems with reference solutions; None: data.train
    batch_size: int = 32
    lr: float = 3e-3
    warmup_steps: int = 20
    # LoRA rivals only. true: the warm-up trains ALL weights of the ONE
    # shared base (full-parameter SFT, `steps` steps), which is then frozen and saved as an HF
    # folder <run_dir>/base (sha256 in base/warmup.json); both adapters start on it (A == base).
    # false: the warm-up trains each rival's own trainable weights (LoRA: its adapter only).
    base_warmup: bool = False


@dataclass
class CheckpointConfig:
    # steps; 0: only at exit (and after the warm-up). Every stop signal also checkpoints.
    save_every: int = 10
    keep_last: int = 2
    format: str = "torch_dist"
    optimizer_format: str = "dp_reshardable"  # dp_reshardable | fully_reshardable


@dataclass
class LoggingConfig:
    tensorboard: bool = True
    wandb_project: Optional[str] = None
    progress: bool = True
    save_rollouts_every: int = 1  # steps; 0: never


@dataclass
class EvalConfig:
    num_problems: int = 200
    n: int = 1  # samples per problem (pass@k needs n >= k)
    k: List[int] = field(default_factory=lambda: [1])
    temperature: float = 0.0  # 0: greedy
    max_new_tokens: Optional[int] = None  # None: rollout.sampling.max_new_tokens
    cascade: bool = True
    at_end: bool = True
    # held-out evaluation every this many Agon steps (0: only before and
    # after training); eval.json keeps each one, so learning curves exist
    every: int = 0
    # keep every generation (prompt, response, verdict) in eval.json's "samples"
    keep_samples: bool = False
    # also evaluate the untrained Mixture-of-Agents baseline (A+B->A, A+B->B)
    moa: bool = False


@dataclass
class TrainConfig:
    steps: int = 30
    seed: int = 1234
    run_dir: str = "runs/default"
    kernels: str = "auto"  # triton | torch | auto (triton on GPU, torch on CPU)
    max_nonfinite_in_row: int = 3
    device: str = "auto"  # auto | cpu | cuda
    # (resume) the fraction of a step's problems that may be dropped (aborted generation,
    # verifier error, prompt too long: never rewarded) before the run stops with an error
    max_dropped_frac: float = 0.5
    # compute response log-probs from hidden states x output weight
    # (agon_kernels.linear_token_logprobs) instead of megatron's full logits; saves T x V/TP
    # memory (the [b, s, V/TP] logits of every position are never built)
    fused_logprob_head: bool = False
    # activation recompute (megatron TransformerConfig.recompute_granularity / _method /
    # _num_layers / _modules; Korthikanti et al. 2022): none | selective | full.
    # selective: recompute_modules (core_attn, layernorm, mlp) inside each layer;
    # full: whole layers, recompute_num_layers per unit (uniform) or per stage (block)
    recompute: str = "none"
    recompute_method: str = "uniform"  # uniform | block (full recompute only)
    recompute_num_layers: int = 1
    recompute_modules: List[str] = field(default_factory=lambda: ["core_attn"])
    # run the drafter's update in a background thread while the challenger generates
    # (its stream depends only on its own drafts). Single-process runs only; see README
    # "Throughput" for when it helps (measured). Off: the sequential step of AGON.md.
    overlap_drafter_update: bool = False
    # shared-prefix packing of the update/log-prob passes: sequences that start with
    # the same tokens (a group's prompt) become one row [prefix, suffix_1, ..., suffix_k]
    # with a block attention mask and per-token RoPE positions, so the prefix is computed
    # once (same log-probs). auto: on with the local layer spec, off with TransformerEngine
    # (no arbitrary masks there); on: the same, but a TE run logs that it is off; off: never.
    shared_prefix_packing: str = "auto"


@dataclass
class CodeVerifyConfig:
    # bwrap: every generated program runs in a bubblewrap sandbox (docs/sandbox.md); code
    # rewards refuse to start where none can be built. none: unconfined (loud warning),
    # only inside a throwaway VM
    sandbox: str = "bwrap"


@dataclass
class VerifyConfig:
    code: CodeVerifyConfig = field(default_factory=CodeVerifyConfig)


@dataclass
class AgonConfig:
    model: ModelConfig = field(default_factory=ModelConfig)
    parallel: ParallelConfig = field(default_factory=ParallelConfig)
    rivals: Dict[str, RivalConfig] = field(default_factory=_default_rivals)
    rollout: RolloutConfig = field(default_factory=RolloutConfig)
    algorithm: AlgorithmConfig = field(default_factory=AlgorithmConfig)
    data: DataConfig = field(default_factory=DataConfig)
    optimizer: OptimizerConfig = field(default_factory=OptimizerConfig)
    sft: SFTConfig = field(default_factory=SFTConfig)
    checkpoint: CheckpointConfig = field(default_factory=CheckpointConfig)
    logging: LoggingConfig = field(default_factory=LoggingConfig)
    eval: EvalConfig = field(default_factory=EvalConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
    verify: VerifyConfig = field(default_factory=VerifyConfig)


# ----------------------------------------------------------------------------- loading


def _schema() -> DictConfig:
    return OmegaConf.structured(AgonConfig)


def shipped_config_dirs() -> List[Path]:
    """Folders holding the configs that come with agon-mcore, in search order: the installed
    package's ``agon_mcore/configs/`` (a wheel; setup.py maps the checkout's ``configs/``
    there), then the checkout's ``configs/`` beside the package (editable installs, PYTHONPATH)."""
    here = Path(__file__).resolve().parent
    return [d for d in (here / "configs", here.parent / "configs") if d.is_dir()]


def shipped_configs() -> Dict[str, Path]:
    """``{name: path}`` of the configs that come with agon-mcore (``qwen3_4b_agon`` ->
    ``.../configs/qwen3_4b_agon.yaml``); the first folder of :func:`shipped_config_dirs` wins."""
    out: Dict[str, Path] = {}
    for d in shipped_config_dirs():
        for f in sorted(d.glob("*.yaml")):
            out.setdefault(f.stem, f)
    return out


def resolve_config_path(spec: str) -> Path:
    """The YAML file ``--config spec`` means: an existing path, else a shipped config by name
    (``qwen3_4b_agon``, ``qwen3_4b_agon.yaml``, or ``configs/qwen3_4b_agon.yaml`` outside a
    checkout).

    Raises:
        ConfigError: neither, listing the shipped names.
    """
    path = Path(spec)
    if path.is_file():
        return path
    shipped = shipped_configs()
    name = path.name[: -len(".yaml")] if path.name.endswith(".yaml") else path.name
    if name in shipped and (path.parent == Path(".") or path.parent.name == "configs"):
        return shipped[name]
    raise ConfigError(f"config file {spec!r} not found; pass a YAML path, or the name of a shipped config: "
                      f"{', '.join(shipped) or '(none found)'}")


def load_config(paths: Optional[List[str]] = None, overrides: Optional[List[str]] = None) -> AgonConfig:
    """Build a validated config: defaults, then each YAML in ``paths``, then overrides.

    Args:
        paths: YAML files merged in order (later wins); each a path or the name of a shipped
            config (:func:`resolve_config_path`).
        overrides: ``key=value`` strings with dotted keys, e.g. ``algorithm.mode=coop``,
            ``rivals.B.model.num_layers=4``.

    Returns:
        An :class:`AgonConfig` instance (a plain dataclass, not a DictConfig).

    Raises:
        ConfigError: unknown key, wrong type, unreadable file or an impossible value;
            the message names the key and how to fix it.
    """
    cfg = _schema()
    for p in paths or []:
        path = resolve_config_path(str(p))
        try:
            loaded = OmegaConf.load(path)
        except Exception as e:  # yaml errors
            raise ConfigError(f"config file {p!r} is not valid YAML: {e}") from e
        cfg = _merge(cfg, loaded, where=str(p))
    if overrides:
        bad = [o for o in overrides if "=" not in o]
        if bad:
            raise ConfigError(f"override {bad[0]!r} is not key=value; write e.g. algorithm.mode=coop")
        cfg = _merge(cfg, OmegaConf.from_dotlist(list(overrides)), where="command line")
    obj = OmegaConf.to_object(cfg)
    assert isinstance(obj, AgonConfig)
    validate(obj)
    return obj


def _merge(base: DictConfig, other: Any, where: str) -> DictConfig:
    # rivals.X.model / .sampling are free-form dicts in the schema; their keys are checked
    # in validate() against ModelConfig / SamplingConfig.
    try:
        return OmegaConf.merge(base, other)
    except ConfigKeyError as e:
        key = e.full_key or str(e)
        raise ConfigError(
            f"unknown config key {key!r} (from {where}); check the spelling against agon_mcore/config.py"
        ) from None
    except ValidationError as e:
        raise ConfigError(f"bad value for {e.full_key!r} (from {where}): {e.msg}") from None


def to_yaml(cfg: AgonConfig) -> str:
    """The config as YAML text (what ``<run_dir>/config.yaml`` holds)."""
    return OmegaConf.to_yaml(OmegaConf.structured(cfg))


def save_config(cfg: AgonConfig, path: str | Path) -> None:
    Path(path).write_text(to_yaml(cfg))


# the fields of a model read from model.hf_path's config.json (so a config can leave them to the checkpoint)
RESOLVED_MODEL_KEYS = ("arch", "tokenizer", "hidden_size", "num_layers", "num_attention_heads", "num_kv_heads", "head_dim",
                       "ffn_hidden_size", "vocab_size", "max_position_embeddings", "rope_theta", "rms_norm_eps",
                       "tie_word_embeddings")


def record_model_sizes(cfg: AgonConfig, resolved: Dict[str, ModelConfig]) -> None:
    """Write into ``cfg`` the sizes each rival's model really has, in place.

    A rival with ``model.hf_path`` takes its sizes from that folder's ``config.json``; the
    config (and so ``<run_dir>/config.yaml`` and the checkpoints' copy) then records those,
    not the dataclass defaults. Values go where the rival's ``hf_path`` is set: the rival's
    own ``rivals.X.model`` overrides, or the shared ``model`` section.

    Args:
        resolved: ``{rival: effective ModelConfig}`` (e.g. ``Rival.model_cfg`` after build).
    """
    for name, m in resolved.items():
        if not rival_model(cfg, name).hf_path:
            continue
        own = cfg.rivals[name].model
        for k in RESOLVED_MODEL_KEYS:
            if "hf_path" in own:
                own[k] = getattr(m, k)
            else:
                setattr(cfg.model, k, getattr(m, k))


def rival_model(cfg: AgonConfig, rival: str) -> ModelConfig:
    """The effective :class:`ModelConfig` of ``rival`` (shared ``model`` + rival overrides)."""
    return dataclasses.replace(cfg.model, **dict(cfg.rivals[rival].model))


def rival_sampling(cfg: AgonConfig, rival: str) -> SamplingConfig:
    """The effective :class:`SamplingConfig` of ``rival``."""
    over = dict(cfg.rivals[rival].sampling)
    if "stop" in over:
        over["stop"] = list(over["stop"])
    return dataclasses.replace(cfg.rollout.sampling, **over)


# ----------------------------------------------------------------------------- validation

_CHOICES = {
    "model.arch": ("qwen3", "qwen2", "llama"),
    "model.params_dtype": ("float32", "bfloat16", "float16"),
    "model.transformer_impl": ("auto", "local", "transformer_engine"),
    "rollout.engine": ("local", "sglang"),
    "rollout.placement": ("alternate", "split"),
    "rollout.sglang.weight_sync": ("distributed", "tensor", "disk"),
    "algorithm.mode": ("grpo", "coop", "adv", "margin"),
    "algorithm.advantage": ("grpo", "mean_only", "rloo"),
    "algorithm.loss_agg": ("token", "sequence"),
    "optimizer.lr_schedule": ("constant", "cosine", "linear"),
    "checkpoint.optimizer_format": ("dp_reshardable", "fully_reshardable"),
    "train.kernels": ("triton", "torch", "auto"),
    "train.recompute": ("none", "selective", "full"),
    "train.recompute_method": ("uniform", "block"),
    "train.shared_prefix_packing": ("auto", "on", "off"),
    "train.device": ("auto", "cpu", "cuda"),
    "verify.code.sandbox": ("bwrap", "none"),
}


def _get(cfg: Any, dotted: str) -> Any:
    for part in dotted.split("."):
        cfg = getattr(cfg, part)
    return cfg


LORA_TARGETS = ("linear_qkv", "linear_proj", "linear_fc1", "linear_fc2")  # megatron names (policy/lora.py)


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
    if cfg.rollout.engine == "sglang" and cfg.rollout.placement != "alternate":
        raise ConfigError(
            f"rivals.X.kind=lora with rollout.engine=sglang and rollout.placement={cfg.rollout.placement!r}: LoRA "
            "rivals are served by ONE server pool holding the base and both adapters (each request names its "
            "rival's adapter), so use rollout.placement=alternate"
        )
    if r.lora_init_path is not None and not (Path(r.lora_init_path) / "adapter_model.safetensors").is_file():
        raise ConfigError(f"rivals.{name}.lora_init_path={r.lora_init_path!r} has no adapter_model.safetensors; give a "
                          "peft adapter folder (adapter_config.json + adapter_model.safetensors)")


def validate_model(m: ModelConfig, where: str, tp: int = 1, pp: int = 1) -> None:
    """Check one model description against the parallel layout.

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
    if par.tp < 1 or par.pp < 1:
        raise ConfigError(f"parallel.tp={par.tp} and parallel.pp={par.pp} must be >= 1")
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
        unknown = set(r.sampling) - sampling_keys
        if unknown:
            raise ConfigError(
                f"rivals.{name}.sampling has unknown keys {sorted(unknown)}; valid: {sorted(sampling_keys)}"
            )
        if r.init_noise_std < 0:
            raise ConfigError(f"rivals.{name}.init_noise_std={r.init_noise_std} must be >= 0")
        validate_model(rival_model(cfg, name), f"rival {name}", par.tp, par.pp)
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
    if rival_sampling(cfg, "A").n != rival_sampling(cfg, "B").n:
        raise ConfigError("rivals.A.sampling.n and rivals.B.sampling.n differ; the challenger answers each of the N drafts once, so both must use the same N")
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
    if cfg.train.steps < 0:
        raise ConfigError(f"train.steps={cfg.train.steps} must be >= 0")
    if cfg.sft.base_warmup and cfg.sft.steps < 1:
        raise ConfigError(f"sft.base_warmup=true with sft.steps={cfg.sft.steps}: the base warm-up needs sft.steps >= 1 "
                          "(or set sft.base_warmup=false and give model.hf_path a pretrained base)")
    _validate_recompute(cfg)
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
