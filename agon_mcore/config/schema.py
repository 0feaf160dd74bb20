"""The run configuration's schema: every section as a dataclass (the defaults ARE the
embedded default run), the rivals' effective settings, and the fixed choices of string keys."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from omegaconf import MISSING, DictConfig, OmegaConf  # noqa: F401  (MISSING re-exported)

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
    # 3 layers: with 2 the warmed-up rivals barely used a correct draft they read (oracle
    # reading gain +13 / +3 points, 1 seed; 3 layers: +26 / +26; docs/results/reading.md)
    num_layers: int = 3
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
    # mixture of experts (arch qwen3_moe, qwen3_5_moe: docs/moe.md, docs/qwen3_5.md; the gemma4 MoE variant:
    # docs/gemma4.md). num_experts=0: a dense model. From
    # hf_path: num_experts, num_experts_per_tok, moe_intermediate_size, norm_topk_prob, and the
    # dense layers from decoder_sparse_step / mlp_only_layers
    num_experts: int = 0
    moe_router_topk: int = 2
    moe_ffn_hidden_size: int = 0  # each expert's SwiGLU width (HF moe_intermediate_size)
    moe_norm_topk_prob: bool = True  # renormalise the top-k routing weights to sum to 1
    moe_dense_layers: List[int] = field(default_factory=list)  # layers with a dense MLP (ffn_hidden_size)
    # the router's load-balancing loss (megatron moe_aux_loss_coeff): off in RL by default, so
    # the policy-gradient loss is the only objective; config.json's router_aux_loss_coef is not applied
    moe_aux_loss_coeff: float = 0.0
    # routing replay (docs/moe.md): the trainer routes every token to the experts the rollout engine
    # chose for it (the engine returns them: local engine; SGLang with --enable-return-routed-experts)
    moe_routing_replay: bool = False
    # the rollout engine records the experts its routers chose (int32, 4 * MoE layers * top-k bytes per
    # token, held in host memory by every trainer rank; agon check-config counts them) and the trainer
    # logs train/<rival>/route_disagreement. None: as moe_routing_replay; true without replay: only the
    # metric; false with replay is refused (replay needs the routes)
    moe_record_routes: Optional[bool] = None
    # arch=gemma4 only (agon_mcore/policy/gemma4, docs/gemma4.md); HF Gemma4TextConfig names. head_dim /
    # num_kv_heads / rope_theta are the sliding layers'; full layers use the global_* values.
    layer_types: List[str] = field(default_factory=list)  # "sliding_attention" | "full_attention" per layer
    sliding_window: int = 0  # tokens a sliding layer sees (itself included)
    global_head_dim: int = 0  # 0: head_dim
    num_global_kv_heads: int = 0  # 0: num_kv_heads
    attention_k_eq_v: bool = False  # full layers: V is the key projection (no v_proj)
    global_rope_theta: float = 1_000_000.0
    global_partial_rotary_factor: float = 0.25  # proportional RoPE of the full layers
    final_logit_softcapping: float = 0.0  # 0: off
    # Gemma 4 "E" models (docs/gemma4.md): per-layer embeddings (PLE; their vocabulary is the model's)
    # and KV sharing (the last num_kv_shared_layers layers reuse the K/V of the last earlier layer of
    # their kind; with use_double_wide_mlp those layers' MLP is 2 x ffn_hidden_size wide)
    hidden_size_per_layer_input: int = 0  # PLE width per layer; 0: no PLE
    num_kv_shared_layers: int = 0
    use_double_wide_mlp: bool = False
    # arch=qwen3_5 / qwen3_5_moe only (docs/qwen3_5.md); HF Qwen3_5TextConfig names. layer_types gives
    # "linear_attention" (a Gated DeltaNet layer) or "full_attention" (gated attention) per layer;
    # the attention layers rotate the first partial_rotary_factor * head_dim channels of each head
    linear_conv_kernel_dim: int = 4  # causal depthwise conv over q, k, v
    linear_key_head_dim: int = 0
    linear_value_head_dim: int = 0
    linear_num_key_heads: int = 0
    linear_num_value_heads: int = 0
    partial_rotary_factor: float = 1.0
    # arch=qwen3_5_moe: Qwen3.5 layers with a MoE block on every layer (the MoE keys above) plus a
    # shared expert of this SwiGLU width whose output is scaled by sigmoid(gate . x) (HF
    # shared_expert_intermediate_size; 0: none)
    moe_shared_expert_ffn_hidden_size: int = 0


@dataclass
class ParallelConfig:
    """Megatron parallel layout, shared by both rivals (they time-share the same ranks).

    DP is ``world_size / (tp * pp)``. ``sequence_parallel`` needs ``tp > 1``.
    """

    tp: int = 1
    pp: int = 1
    ep: int = 1  # expert parallelism (mixture-of-experts models): experts split over ep ranks of the DP x TP ranks
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
class ArenaConfig:
    """Reasoning Arena (``algorithm.advantage=reasoning_arena``; docs/methods.md)."""

    # who judges a pair: auto (the rival in Agon mode, the policy itself in grpo mode) |
    # rival | policy | hf:<local folder of a Hugging Face causal LM>
    judge: str = "auto"
    pool_size: int = 3  # anchors each new trace is compared with (best, median, worst)
    base: str = "grpo"  # the advantage of groups whose verifier rewards differ
    l2: float = 1.0  # weight of 1/2 ||beta||^2 in the Bradley-Terry fit
    max_response_chars: int = 1500  # each trace shown to the judge is cut to this many characters


@dataclass
class GrailConfig:
    """GRAIL (``algorithm.advantage=grail``): saliency-weighted token advantages."""

    base: str = "grpo"  # the sequence-level advantage that is reweighted per token
    polarity: str = "incorrect"  # which rollouts get the weights: incorrect | correct | all
    sigma: float = 0.5  # spread of the weights (w = 1 + sigma * z(log saliency))
    w_min: float = 0.5
    w_max: float = 5.0
    answer_tokens: int = 16  # final-answer span when the extracted answer is not found in the text


@dataclass
class GarConfig:
    """GAR (``algorithm.reward_terms: [gar]``): gradient-aligned dense reward."""

    beta: float = 0.5  # weight of max(0, centred cosine) added to correct rollouts' reward
    max_tokens: int = 768  # response span L (the last L tokens) of the gradient signal


@dataclass
class CliffConfig:
    """Cliff (``algorithm.advantage=cliff``): token advantages split at the first mistake."""

    # who finds the first mistake of a failed rollout: programmatic (exact, built-in task) |
    # rival | policy | hf:<local folder of a Hugging Face causal LM>
    teacher: str = "programmatic"
    base: str = "grpo"  # the sequence advantage A_i that the split redistributes
    lam: float = 0.0  # weight of a failed rollout's correct prefix (the paper's default 0)
    offset: bool = True  # subtract the group's token mean b (the paper's zero-mean offset)
    threshold: float = 0.5  # model teachers: a step is wrong when P(No) exceeds this
    max_steps: int = 16  # model teachers: steps judged per rollout


@dataclass
class OpdConfig:
    """OPD-then-RL (``algorithm.advantage=opd_then_rl``): distil, then RL from the switch on."""

    teacher: str = ""  # a local Hugging Face folder (e.g. an exported run's rival); same tokenizer
    rl: str = "grpo"  # the stage-two advantage (on the mode's streams: GRPO, or Agon's)
    eval_every: int = 5  # validation (greedy pass@1 on data.validation) every this many steps
    eval_problems: int = 32
    patience: int = 2  # switch after this many validations without improvement
    min_delta: float = 0.0  # an improvement must exceed this (pass@1, 0..1)
    max_opd_steps: int = 0  # switch at this step at the latest (the paper's fixed S = 60); 0: no cap


@dataclass
class IbRlConfig:
    """IB-RL (``algorithm.advantage=ib_rl``): isolated per-role rewards, advantages and updates."""

    base: str = "grpo"  # each role's own advantage, on its own reward only


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
    advantage: str = "grpo"  # grpo (mean/std) | mean_only (Dr.GRPO) | rloo | reasoning_arena | grail | my_mod:my_fn
    adv_eps: float = 1e-6
    clip_eps_low: float = 0.2
    clip_eps_high: float = 0.2
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
    # advantage/reward plug-ins (agon_mcore/algorithms, docs/plugins.md): `advantage` above is
    # a plug-in name or a dotted path my_module:my_fn; reward_terms are added to the rewards
    reward_terms: List[str] = field(default_factory=list)
    plugin_args: Dict[str, Any] = field(default_factory=dict)  # free-form settings for user plug-ins
    arena: ArenaConfig = field(default_factory=ArenaConfig)
    grail: GrailConfig = field(default_factory=GrailConfig)
    gar: GarConfig = field(default_factory=GarConfig)
    cliff: CliffConfig = field(default_factory=CliffConfig)
    opd: OpdConfig = field(default_factory=OpdConfig)
    ib_rl: IbRlConfig = field(default_factory=IbRlConfig)


@dataclass
class SyntheticCodeConfig:
    """The built-in stdin/stdout code task (``synthetic_code:train|validation|test``; no files).

    The code domain's warm-up; see agon_mcore/data/synthetic_code.py.
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
    # the RL phase's learning rate. 1e-5: the warm-up's cosine schedule ends near 0, and 30 GRPO
    # steps at 1e-4 from there dropped the default rivals from 28 to 11 % (at 1e-5: 26 %;
    # docs/results/compare.md)
    lr: float = 1e-5
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
    # the warm-up's own schedule (the RL phase keeps optimizer.lr_schedule / min_lr):
    # constant | cosine | linear from lr down to min_lr after the warmup_steps. A constant
    # 3e-3 ended the tiny rivals' warm-up wherever the loss oscillation was (rival B at 3 %
    # beside A at 22 %, 1 seed; cosine: 21 % beside 27 %).
    lr_schedule: str = "cosine"
    min_lr: float = 0.0
    # LoRA rivals only. true: the warm-up trains ALL weights of the ONE
    # shared base (full-parameter SFT, `steps` steps), which is then frozen and saved as an HF
    # folder <run_dir>/base (sha256 in base/warmup.json); both adapters start on it (A == base).
    # false: the warm-up trains each rival's own trainable weights (LoRA: its adapter only).
    base_warmup: bool = False
    # Rivals that differ by a start, not by luck (AGON.md "Rivals": one base, a zero and a
    # noise start): the first round(shared_fraction * steps) warm-up steps train rival A
    # only; then every rival of A's architecture and tokenizer (full weights) starts from A's
    # weights plus its own rivals.X.init_noise_std noise and continues on its own sample
    # draws (rivals that cannot share weights warm up on their own from step 0).
    # 0: each rival from its own init.
    shared_fraction: float = 0.6
    # The warm-up's sample mix per problem with a solution (train/sft.py sft_samples): a
    # drafter sample always; a challenger sample with probability challenger_fraction (the
    # draft wrong with probability wrong_fraction); a challenger sample reading an EMPTY draft
    # (the evaluation's none->Y prompt) with probability blank_fraction; a Mixture-of-Agents
    # aggregator sample with probability aggregator_fraction.
    challenger_fraction: float = 1.0
    # 0 by default: with 30 % wrong drafts (target always the correct solution) the tiny
    # rivals learned to ignore the draft (reading a correct one scored below reading nothing,
    # 13.5 vs 23.5 %); checking a rival's wrong draft is what the conversion bonus trains.
    wrong_fraction: float = 0.0
    blank_fraction: float = 0.2
    aggregator_fraction: float = 0.15



@dataclass
class CheckpointConfig:
    # steps; 0: only at exit (and after the warm-up). Every stop signal also checkpoints.
    save_every: int = 10
    keep_last: int = 2
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
    # the step's draft summaries in worker processes (agon_mcore/train/summary_pool.py): 0 inline,
    # N processes, -1 auto (min(8, cores - 2) on a machine of 6 or more cores, else inline)
    summary_workers: int = -1
    # shared-prefix packing of the update/log-prob passes: sequences that start with
    # the same tokens (a group's prompt) become one row [prefix, suffix_1, ..., suffix_k]
    # with a block attention mask and per-token RoPE positions, so the prefix is computed
    # once (same log-probs). auto: on with the local layer spec, off with TransformerEngine
    # (no arbitrary masks there); on: the same, but a TE run logs that it is off; off: never.
    shared_prefix_packing: str = "auto"
    # write each step's whole rollout record (token ids, rollout log-probs, verdicts) to
    # <run_dir>/rollouts/step_<t>.record.json, so `agon train --replay <run_dir>` can train on
    # them again without generating (docs/architecture_trainer.md)
    save_rollouts: bool = False


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


def rival_model(cfg: AgonConfig, rival: str) -> ModelConfig:
    """The effective :class:`ModelConfig` of ``rival`` (shared ``model`` + rival overrides)."""
    return dataclasses.replace(cfg.model, **dict(cfg.rivals[rival].model))


def records_routes(m: ModelConfig) -> bool:
    """Whether the rollout engine records the MoE routes of a rival with model ``m``:
    ``model.moe_record_routes``, or ``model.moe_routing_replay`` when that is unset (None).
    Either being true on a model without experts is refused when the policy is built
    (``policy/moe.py::check_moe``)."""
    return bool(m.moe_routing_replay if m.moe_record_routes is None else m.moe_record_routes)


def rival_sampling(cfg: AgonConfig, rival: str) -> SamplingConfig:
    """The effective :class:`SamplingConfig` of ``rival``."""
    over = dict(cfg.rivals[rival].sampling)
    if "stop" in over:
        over["stop"] = list(over["stop"])
    return dataclasses.replace(cfg.rollout.sampling, **over)


# ----------------------------------------------------------------------------- validation

_CHOICES = {
    "model.arch": ("qwen3", "qwen2", "llama", "qwen3_moe", "gemma4", "qwen3_5", "qwen3_5_moe"),
    "model.params_dtype": ("float32", "bfloat16", "float16"),
    "model.transformer_impl": ("auto", "local", "transformer_engine"),
    "rollout.engine": ("local", "sglang"),
    "rollout.placement": ("alternate", "split"),
    "rollout.sglang.weight_sync": ("distributed", "tensor", "disk"),
    "algorithm.mode": ("grpo", "coop", "adv", "margin"),
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
