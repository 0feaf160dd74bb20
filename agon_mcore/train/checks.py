"""Offline cluster-config check: layout validity and a per-GPU memory estimate.

``check_cluster_config`` validates each rival's sizes against TP/PP even when
``model.hf_path`` points at a checkpoint that only exists on the cluster, and estimates
the peak memory of one trainer GPU, term by term, so a layout that would run out of
memory is refused before the job waits in the Slurm queue. Runs on CPU, imports no GPU
library.

Terms (bytes per GPU; :func:`estimate_memory`):

* **weights** ``P_s * b`` for both rivals (they time-share the GPUs), ``b`` = 2 for
  bf16/fp16, 4 for fp32; ``P_s`` the parameters of the most loaded pipeline stage on one
  GPU (:func:`stage_param_count`): ``(L/PP layers + V_pad*H) / TP``, the first stage holding
  the embedding and the last the output layer (PP = 1: both, one matrix when tied), as
  megatron's own formula counts them; not ``P / (TP*PP)``, which spreads the vocabulary
  matrices over every stage.
* **grads** ``P_s * 4``: megatron DDP main grads, ``grad_reduce_in_fp32=True``
  (``policy/optimizer.py``).
* **optimizer** Adam ``m, v`` in fp32 plus the fp32 master copy of bf16/fp16 weights:
  ``P_s * 12`` (``8`` for fp32 weights), divided by DP with
  ``parallel.use_distributed_optimizer``.
* **activations** of one micro-batch of ``T = parallel.micro_batch_tokens`` tokens,
  Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer
  Models" (arXiv:2205.05198), Sec. 4 (Eq. 1-2 and Table 2), re-derived per tensor for our
  layer (GQA, QK-norm, SwiGLU, RMSNorm, no dropout), in ``b`` bytes per element, per token
  and layer: ``4h`` for the two norm inputs and the two linear inputs (divided by TP only
  with sequence parallelism, Sec. 4.2.2), plus ``[qk-norm (q+k)] + Q, K, V (q + 2k) +
  attention output (q) + SwiGLU (3F)`` split over TP, where ``q = heads*head_dim``,
  ``k = kv_heads*head_dim``, ``F = ffn_hidden_size``. The attention scores
  (Korthikanti's ``5as/h`` term; here ``a/TP * s`` scores in fp32 softmax + bf16 probs)
  exist only with the local (non-flash) spec: the TE spec on GPU uses flash attention.
  Qwen3.5 (``arch=qwen3_5``): the Gated DeltaNet layers' tensors replace the attention ones
  on those layers, and only the attention layers have scores and a KV cache
  (``checks_qwen3_5.py``).
  Selective recompute removes what its ``recompute_modules`` recompute (Sec. 5); full
  recompute keeps only each unit's input ``2h`` (``/TP`` with SP) plus one unit in flight.
  Pipeline parallelism: the first stage holds ``PP`` micro-batches of ``L/PP`` layers
  (1F1B warm-up, Sec. 4.2.3), i.e. the same total as ``L`` layers.
* **logits** of the default log-prob path: :data:`LOGIT_COPIES` live copies of
  ``T x V/TP`` in the parameter dtype (megatron's ``[b, s, V/TP]`` output, the response
  rows handed to the log-prob kernel, and the gradients of both); with
  ``train.fused_logprob_head`` only the kernel's fp32 working chunks (``2**24`` elements
  each) and the output-weight gradient shard remain.
* **runtime** CUDA context, NCCL buffers and allocator slack: :data:`TRAINER_RUNTIME_GIB`.
* **SGLang** (servers launched on the trainer's own GPUs): SGLang measures the free memory
  ``F0`` when it starts (after both rivals are built) and sizes its KV pool as
  ``mem_fraction_static * F0 - server weights`` (sglang 0.5.23,
  ``srt/mem_cache/kv_cache_configurator.py::_profile_available_bytes``: KV budget =
  free after loading - ``F0 * (1 - mem_fraction_static)``), leaving ``(1 - mfs) * F0`` for
  the trainer's activations and logits and SGLang's own runtime
  (:data:`SGLANG_RUNTIME_GIB`: CUDA graphs, sampling buffers).

**LoRA rivals** (``rivals.X.kind=lora``): the frozen base is held ONCE (``P * b / (TP*PP)``;
no grads, no Adam state); each rival adds its adapter (:func:`lora_adapter_elems`, this rank's
shards: a column-parallel target keeps ``A`` ``[r, in]`` whole and ``B`` ``[out/TP, r]``, a
row-parallel one ``A`` ``[r, in/TP]`` and ``B`` ``[out, r]`` whole) in ``b`` bytes, its fp32
grads (4 bytes) and Adam + master (12 bytes, 8 for fp32 weights, divided by DP with the
distributed optimizer). The SGLang servers hold the base once plus sglang's LoRA memory
pool, allocated with the weights before the KV budget is measured (sglang 0.5.23
``srt/lora/mem_pool.py``): per layer and target, ``A`` buffers
``[max_loras_per_batch, r * c, in]`` (``c`` = 3 for the stacked qkv_proj, 2 for gate_up_proj;
``in / TP`` for row-parallel o_proj/down_proj) and ``B`` buffers
``[max_loras_per_batch, out, r]`` (``out / TP`` for column-parallel ones), in bf16
(:func:`sglang_lora_pool_bytes`); loaded adapters themselves wait in host memory.

These are estimates (within ~15% of megatron's measured peaks for dense GPT layers per
the paper); :data:`H100_GIB` is the usable memory of an 80 GB H100.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional

from agon_mcore.config import AgonConfig, ConfigError, ModelConfig, rival_model, validate_model
from agon_mcore.train import checks_gemma4 as gemma4
from agon_mcore.train import checks_moe as moe
from agon_mcore.train import checks_qwen3_5 as linear

_QK = ("qwen3", "qwen3_moe")  # archs with QK-norm by default

GIB = 2**30
H100_GIB = 79.0  # torch.cuda.get_device_properties(0).total_memory of an H100 80GB HBM3 is ~79.1 GiB
H100_BYTES = int(H100_GIB * GIB)
LOGIT_COPIES = 4  # logits [b,s,V/TP], response rows for the kernel, and the two gradients
FUSED_CHUNK_ELEMS = 2**24  # agon_kernels.logprob.CHUNK_ELEMS: one fp32 working chunk
TRAINER_RUNTIME_GIB = 3.0  # CUDA context (~0.6), NCCL buffers (~1), allocator slack
SGLANG_RUNTIME_GIB = 3.0  # per server GPU: CUDA graphs, sampling/logit buffers, context
_BYTES = {"float32": 4, "bfloat16": 2, "float16": 2}


def param_count(m: ModelConfig) -> int:
    """Parameters of a decoder (embeddings counted once if tied; MoE: every expert, checks_moe.py)."""
    if m.arch == "gemma4":
        return gemma4.param_count(m)
    if m.arch in ("qwen3_5", "qwen3_5_moe"):
        return linear.param_count(m)
    q = m.num_attention_heads * m.head_dim
    kv = m.num_kv_heads * m.head_dim
    attn = m.hidden_size * (q + 2 * kv) + q * m.hidden_size
    norms = 2 * m.hidden_size + (2 * m.head_dim if (m.qk_norm if m.qk_norm is not None else m.arch in _QK) else 0)
    emb = m.vocab_size * m.hidden_size * (1 if m.tie_word_embeddings else 2)
    return m.num_layers * (attn + norms) + moe.mlp_params(m) + emb + m.hidden_size  # MoE: all experts (total)


def stage_param_count(m: ModelConfig, tp: int = 1, pp: int = 1, ep: int = 1) -> float:
    """Parameters on one GPU of the most loaded pipeline stage (TP shard of that stage).

    megatron places the word embedding on the first stage and the output layer (with the
    final norm) on the last; with tied embeddings and PP > 1 the last stage keeps its own
    copy of the embedding for the output layer. So the first and last stages each hold
    ``L/PP`` layers plus one ``V_pad x H`` matrix, and with PP = 1 the one stage holds both
    (one matrix when tied), as megatron's ``theoretical_memory_usage.py``
    (``num_parameters_on_most_loaded_model_shard``) counts them. ``V_pad`` is the vocabulary
    padded to a multiple of ``128 * TP``; layers and vocabulary matrices are split over TP,
    MoE experts over EP (:func:`agon_mcore.train.checks_moe.stage_expert_params`).
    """
    if m.arch == "gemma4":  # layers differ; PLE table on the first stage (checks_gemma4.py)
        return gemma4.stage_params(m, tp, pp, ep)
    experts = moe.stage_expert_params(m, pp, ep)
    layer = (param_count(dataclasses.replace(m, num_layers=1, num_experts=0)) - _vocab_params(m) - m.hidden_size)
    vmat = _padded_vocab(m.vocab_size, tp) * m.hidden_size
    layers = -(-m.num_layers // pp) * layer + moe.stage_router_delta(m, pp)
    if m.arch in ("qwen3_5", "qwen3_5_moe"):  # Gated DeltaNet and attention layers differ in size
        layers = linear.stage_layer_params(m, pp)
    if pp == 1:
        return (layers + vmat * (1 if m.tie_word_embeddings else 2) + m.hidden_size) / tp + experts
    return (layers + vmat + m.hidden_size) / tp + experts  # first stage: embedding; last: output layer + norm


def _vocab_params(m: ModelConfig) -> int:
    return m.vocab_size * m.hidden_size * (1 if m.tie_word_embeddings else 2)


def _lora_dims(m: ModelConfig) -> Dict[str, tuple]:
    """megatron LoRA target -> (input dim, output dim, TP mode, layers holding it) of the base linear.

    Qwen3.5 (``checks_qwen3_5.lora_dims``): the gated ``linear_qkv`` and ``linear_proj`` on the attention
    layers only, ``in_proj`` / ``out_proj`` on the Gated DeltaNet layers only.
    """
    if m.arch in ("qwen3_5", "qwen3_5_moe"):
        return linear.lora_dims(m)
    h, q, k, f = m.hidden_size, m.num_attention_heads * m.head_dim, m.num_kv_heads * m.head_dim, m.ffn_hidden_size
    n = m.num_layers
    return {"linear_qkv": (h, q + 2 * k, "column", n), "linear_proj": (q, h, "row", n),
            "linear_fc1": (h, 2 * f, "column", n), "linear_fc2": (f, h, "row", n)}


def lora_adapter_elems(m: ModelConfig, rank: int, targets, tp: int = 1, pp: int = 1) -> float:
    """Adapter elements of one LoRA rival on one trainer GPU (agon_mcore/policy/lora.py layout).

    Column-parallel targets (``linear_qkv``, ``linear_fc1``, ``in_proj``): ``A [r, in]`` replicated,
    ``B [out/TP, r]``; row-parallel (``linear_proj``, ``linear_fc2``, ``out_proj``): ``A [r, in/TP]``,
    ``B [out, r]`` replicated; each target on the layers that hold it, ``1 / PP`` of them per stage.
    """
    def elems(i, o, mode):
        return rank * i + o * rank / tp if mode == "column" else rank * i / tp + o * rank

    if m.arch == "gemma4":  # each layer its own sizes: the most loaded stage
        per = [sum(elems(*d[t]) for t in targets) for d in gemma4.lora_dims(m)]
        size = -(-len(per) // pp)
        return max(sum(per[s:s + size]) for s in range(0, len(per), size))
    dims = _lora_dims(m)
    total = 0.0
    for t in targets:
        i, o, mode, n = dims[t]
        total += n * elems(i, o, mode)
    return total / pp


def sglang_lora_pool_bytes(m: ModelConfig, rank: int, targets, slots: int, tp: int = 1, dtype_bytes: int = 2) -> float:
    """GPU bytes of SGLang's LoRA memory pool on one server GPU (sglang 0.5.23 ``srt/lora/mem_pool.py``).

    Per layer and HF module group: ``A [slots, r * c, in]`` and ``B [slots, out, r]``, ``c`` the
    stacking of qkv_proj (3) / gate_up_proj (2); row-parallel modules split ``in`` over TP,
    column-parallel ones ``out``. ``slots`` is ``--max-loras-per-batch``. Qwen3.5's Gated DeltaNet
    ``in_proj`` is SGLang's ``in_proj_qkvz``, stacked 4 times (``srt/lora/utils.py::get_stacked_multiply``).
    """
    stack = {"linear_qkv": 3, "linear_proj": 1, "linear_fc1": 2, "linear_fc2": 1, "in_proj": 4, "out_proj": 1}
    dims = _lora_dims(m)
    total = 0.0
    for t in targets:
        i, o, mode, n = dims[t]
        i_loc, o_loc = (i, o / tp) if mode == "column" else (i / tp, o)
        total += n * slots * (rank * stack[t] * i_loc + o_loc * rank)
    return total * dtype_bytes


def _padded_vocab(v: int, tp: int) -> int:
    mult = 128 * tp  # megatron's make-vocab-size-divisible-by 128, times TP
    return -(-v // mult) * mult


def activation_bytes_per_token_layer(m: ModelConfig, cfg: AgonConfig, seq_len: int) -> Dict[str, float]:
    """Activation bytes kept per token per layer, before recompute (Korthikanti 2022, Sec. 4).

    Returns ``{"replicated": ..., "sharded": ..., "scores": ..., "mlp": ..., "norm_out": ...}``
    in bytes on one GPU: ``replicated`` (norm inputs/outputs, ``4h``; divided by TP with
    SP), ``sharded`` (attention tensors over TP), ``mlp`` (SwiGLU, ``3F/TP``), ``scores``
    (local spec only: ``a/TP`` heads x ``seq_len`` keys x 6 bytes) and ``norm_out`` (the
    part of ``replicated`` that ``layernorm`` recompute drops).
    """
    b = _BYTES[m.params_dtype]
    tp, sp = cfg.parallel.tp, cfg.parallel.sequence_parallel
    h, q, k = m.hidden_size, m.num_attention_heads * m.head_dim, m.num_kv_heads * m.head_dim
    qk_norm = m.qk_norm if m.qk_norm is not None else m.arch in _QK
    rep_div = tp if sp else 1
    # auto/transformer_engine: TE spec with flash attention on GPU (qwen3_5: only transformer_engine, auto is local)
    flash = m.transformer_impl == "transformer_engine" or (m.transformer_impl == "auto"
                                                         and m.arch not in ("qwen3_5", "qwen3_5_moe"))
    sharded = ((q + k) * (1 if qk_norm else 0) + (q + 2 * k) + q) * b / tp
    if m.arch in ("qwen3_5", "qwen3_5_moe"):  # Gated DeltaNet layers among gated-attention layers (checks_qwen3_5.py)
        sharded = linear.sharded_activation_elems(m, b) * b / tp
    mlp = moe.mlp_activation_bytes(m, b, tp)  # dense: 3F/TP
    if m.arch == "gemma4":  # per-layer head sizes, KV-reusing layers, the MoE block beside the MLP
        sharded = gemma4.attention_activation_elems(m) * b / tp
        mlp = gemma4.mlp_activation_bytes(m, b, tp)
    return {
        "replicated": 4 * h * b / rep_div,
        "norm_out": 2 * h * b / rep_div,
        "sharded": sharded,
        "mlp": mlp,
        "scores": 0.0 if flash else 6.0 * m.num_attention_heads / tp * seq_len * linear.attention_fraction(m),
    }


@dataclass
class MemoryEstimate:
    """Per-GPU memory estimate of a layout, every term in bytes (see module docstring)."""

    gpu_bytes: int
    tp: int
    pp: int
    dp: int
    weights: float = 0.0
    grads: float = 0.0
    optimizer: float = 0.0
    activations: float = 0.0
    logits: float = 0.0
    runtime: float = TRAINER_RUNTIME_GIB * GIB
    sglang_colocated: bool = False
    sglang_static: float = 0.0  # mem_fraction_static * F0: server weights + KV pool
    sglang_weights: float = 0.0
    sglang_kv: float = 0.0
    sglang_runtime: float = 0.0
    kv_bytes_per_token: float = 0.0
    kv_needed: float = 0.0  # one full sequence (prompt + max_new_tokens)
    params: Dict[str, int] = field(default_factory=dict)  # per rival; LoRA: "base" + each rival's adapter

    @property
    def static(self) -> float:
        return self.weights + self.grads + self.optimizer

    @property
    def transient(self) -> float:
        return self.activations + self.logits

    @property
    def peak(self) -> float:
        return self.static + self.runtime + self.sglang_static + self.transient + self.sglang_runtime

    def lines(self) -> List[str]:
        g = lambda x: f"{x / GIB:6.1f} GiB"  # noqa: E731
        out = [f"per-GPU memory estimate (TP={self.tp} PP={self.pp} DP={self.dp}, GPU {self.gpu_bytes / GIB:.0f} GiB):",
               (f"  weights (base once+adapters) {g(self.weights)}" if "base" in self.params else
                f"  weights (both rivals)        {g(self.weights)}"),
               f"  grads (fp32 main grads)      {g(self.grads)}",
               f"  optimizer (Adam + master)    {g(self.optimizer)}",
               f"  activations (1 micro-batch)  {g(self.activations)}",
               f"  logits / log-prob head       {g(self.logits)}",
               f"  CUDA/NCCL runtime            {g(self.runtime)}"]
        if self.sglang_colocated:
            out += [f"  SGLang static (mfs x free)   {g(self.sglang_static)}  "
                    f"(weights {self.sglang_weights / GIB:.1f} GiB + KV pool {self.sglang_kv / GIB:.1f} GiB = "
                    f"{self.sglang_kv / max(self.kv_bytes_per_token, 1) / 1e3:.0f}k tokens)",
                    f"  SGLang runtime               {g(self.sglang_runtime)}"]
        out.append(f"  peak                         {g(self.peak)}")
        return out


def estimate_memory(cfg: AgonConfig, gpus: int = 8, gpu_gib: float = H100_GIB) -> MemoryEstimate:
    """Estimate the peak memory of one trainer GPU for ``cfg`` on ``gpus`` trainer GPUs.

    Args:
        cfg: the run config (both rivals, layout, ``train.recompute``,
            ``train.fused_logprob_head``, ``rollout.sglang``).
        gpus: trainer GPUs (the Megatron world size).
        gpu_gib: usable memory of one GPU in GiB (H100 80GB: 79).

    Returns:
        A :class:`MemoryEstimate` (bytes per GPU per term).

    Raises:
        ConfigError: ``gpus`` not divisible by TP*PP, or a rival's vocabulary unknown
            offline (``vocab_size=0``).
    """
    tp, pp = cfg.parallel.tp, cfg.parallel.pp
    if gpus < 1 or gpus % (tp * pp):
        raise ConfigError(f"{gpus} GPUs are not divisible by TP*PP={tp * pp}; choose TP/PP dividing the GPU count")
    dp = gpus // (tp * pp)
    est = MemoryEstimate(gpu_bytes=int(gpu_gib * GIB), tp=tp, pp=pp, dp=dp)
    T = cfg.parallel.micro_batch_tokens
    t = cfg.train
    seq = min(T, cfg.data.max_prompt_tokens + cfg.rollout.sampling.max_new_tokens)
    lora = all(cfg.rivals[r].kind == "lora" for r in ("A", "B"))
    for name in ("A", "B"):
        m = rival_model(cfg, name)
        if m.vocab_size <= 0:
            raise ConfigError(f"rival {name}: model.vocab_size=0 (taken from the tokenizer) cannot be checked offline; "
                              "set model.vocab_size to the tokenizer's size")
        n = param_count(m)
        b = _BYTES[m.params_dtype]
        opt_div = dp if cfg.parallel.use_distributed_optimizer else 1
        if lora:
            # LoRA rivals: ONE frozen base (weights only), each rival its adapter + grads + Adam
            rc = cfg.rivals[name]
            if name == "A":
                est.params["base"] = n
                est.weights += stage_param_count(m, tp, pp, cfg.parallel.ep) * b
            ad = lora_adapter_elems(m, rc.lora_rank, rc.lora_target_modules, tp, pp)
            est.params[name] = int(lora_adapter_elems(m, rc.lora_rank, rc.lora_target_modules))
            est.weights += ad * b
            est.grads += ad * 4
            est.optimizer += ad * (8 if b == 4 else 12) / opt_div
        else:
            est.params[name] = n
            ns = stage_param_count(m, tp, pp, cfg.parallel.ep)  # first/last stage: also embedding/output layer
            est.weights += ns * b
            est.grads += ns * 4
            ne = (gemma4 if m.arch == "gemma4" else moe).stage_expert_params(m, pp, cfg.parallel.ep)
            ediv = moe.expert_dp(cfg, tp, dp)
            est.optimizer += ((ns - ne) / opt_div + ne / ediv) * (8 if b == 4 else 12)
        # transient terms: one rival trains at a time, so the larger of the two counts
        a = activation_bytes_per_token_layer(m, cfg, seq)
        layers = m.num_layers // pp
        full_layer = a["replicated"] + a["sharded"] + a["mlp"] + a["scores"]
        if t.recompute == "selective":
            mods = set(t.recompute_modules)
            per_layer = full_layer - (a["scores"] if "core_attn" in mods else 0) - (a["mlp"] if "mlp" in mods else 0) \
                - (a["norm_out"] if "layernorm" in mods else 0)
            stage = per_layer * layers
        elif t.recompute == "full":
            unit_in = 2 * m.hidden_size * b / (tp if cfg.parallel.sequence_parallel else 1)
            nl = t.recompute_num_layers
            if t.recompute_method == "uniform":
                stage = unit_in * -(-layers // nl) + full_layer * nl
            else:
                stage = unit_in * min(nl, layers) + full_layer * (max(layers - nl, 0) + 1)
        else:
            stage = full_layer * layers
        # embedding output + final hidden states fed to the output layer (gathered)
        stage += 2 * m.hidden_size * b
        est.activations = max(est.activations, stage * pp * T)
        vloc = _padded_vocab(m.vocab_size, tp) // tp
        if t.fused_logprob_head:
            logits = 3 * FUSED_CHUNK_ELEMS * 4 + vloc * m.hidden_size * 4
        else:
            logits = LOGIT_COPIES * T * vloc * b
        est.logits = max(est.logits, logits)
    sg = cfg.rollout.sglang
    colocated = cfg.rollout.engine == "sglang" and not sg.urls and getattr(sg, "colocate", True)
    if colocated:
        est.sglang_colocated = True
        m = rival_model(cfg, "A")
        # alternate: one pool holds one rival at a time; split: each server holds one rival;
        # LoRA: the base once + sglang's LoRA pool (launcher.LORA_SLOTS adapter slots)
        est.sglang_weights = _server_weight_bytes(cfg, est)
        free0 = est.gpu_bytes - est.static - est.runtime
        est.sglang_static = max(sg.mem_fraction_static * free0, 0.0)
        est.sglang_kv = est.sglang_static - est.sglang_weights
        est.kv_bytes_per_token = 2 * linear.kv_layers(m) * max(m.num_kv_heads // sg.tp, 1) * m.head_dim * 2
        if m.arch == "gemma4":  # per-kind head sizes; KV-reusing layers keep no cache
            est.kv_bytes_per_token = gemma4.kv_bytes_per_token(m, sg.tp)
        est.kv_needed = (cfg.data.max_prompt_tokens + cfg.rollout.sampling.max_new_tokens) * est.kv_bytes_per_token
        est.sglang_runtime = SGLANG_RUNTIME_GIB * GIB
    return est


def _server_weight_bytes(cfg: AgonConfig, est: MemoryEstimate) -> float:
    """bf16 weight bytes of one SGLang server GPU: the larger rival (full rivals), or the LoRA
    rivals' shared base plus sglang's LoRA memory pool."""
    sg = cfg.rollout.sglang
    if "base" not in est.params:
        return max(est.params.values()) * 2 / sg.tp
    from agon_mcore.rollout.launcher import LORA_SLOTS

    m = rival_model(cfg, "A")
    rank = max(cfg.rivals[r].lora_rank for r in ("A", "B"))
    targets = list(dict.fromkeys(t for r in ("A", "B") for t in cfg.rivals[r].lora_target_modules))
    return est.params["base"] * 2 / sg.tp + sglang_lora_pool_bytes(m, rank, targets, LORA_SLOTS, sg.tp)


def _fixes_for_transient(est: MemoryEstimate, cfg: AgonConfig) -> str:
    t, par = cfg.train, cfg.parallel
    if est.logits >= est.activations and not t.fused_logprob_head:
        return (f"the largest term is the default log-prob path's logits ({LOGIT_COPIES} x T x V/TP = "
                f"{est.logits / GIB:.1f} GiB at parallel.micro_batch_tokens={par.micro_batch_tokens}): set "
                "train.fused_logprob_head=true, or lower parallel.micro_batch_tokens, or raise parallel.tp")
    fixes = []
    flash = any(rival_model(cfg, r).transformer_impl != "local" for r in ("A", "B"))
    if t.recompute != "full":
        sel = ("selective with train.recompute_modules=[mlp,layernorm]: core_attn saves nothing under flash "
               "attention" if flash else "selective")
        fixes.append("train.recompute=full" + ("" if t.recompute == "selective" else f" (or {sel})"))
    if par.tp > 1 and not par.sequence_parallel:
        fixes.append("parallel.sequence_parallel=true")
    fixes += ["lower parallel.micro_batch_tokens", "raise parallel.tp or parallel.pp"]
    if not t.fused_logprob_head:
        fixes.append("train.fused_logprob_head=true")
    return (f"the largest term is activations ({est.activations / GIB:.1f} GiB for one micro-batch of "
            f"{par.micro_batch_tokens} tokens, train.recompute={t.recompute}): " + ", or ".join(fixes))


def with_local_hf_sizes(cfg: AgonConfig) -> AgonConfig:
    """``cfg`` with each rival whose ``model.hf_path`` exists on this machine sized from its
    config.json (what ``agon train`` builds); paths that exist only on the cluster keep the
    sizes the config gives.

    Raises:
        ConfigError: the folder's model family is not supported (the same message as
            ``agon train``), it is relabelled, or the run config disagrees with it.
    """
    import copy

    from agon_mcore.bridge.hf_config import merge_with_hf

    out = None
    for name in ("A", "B"):
        m = rival_model(cfg, name)
        if not m.hf_path or not Path(m.hf_path).exists():
            continue
        resolved = merge_with_hf(m, m.hf_path)
        out = out or copy.deepcopy(cfg)
        own = out.rivals[name].model
        for f in dataclasses.fields(ModelConfig):
            if "hf_path" in own:
                own[f.name] = getattr(resolved, f.name)
            else:  # the shared model section's folder
                setattr(out.model, f.name, getattr(resolved, f.name))
    return out or cfg


def check_cluster_config(cfg: AgonConfig, gpus: int = 8, gpu_gib: float = H100_GIB, gpus_per_node: int = 8,
                         host_gib: Optional[float] = None) -> List[str]:
    """Validate sizes vs layout, the per-GPU memory of ``gpus`` trainer GPUs and, when the
    engine records MoE routes, their host memory per node (``checks_moe.route_host_lines``:
    ``gpus_per_node`` trainer ranks at most, ``host_gib`` GiB of usable host memory, None:
    not checked).

    Returns human-readable lines (per rival, the memory breakdown, then ``... OK``).

    Raises:
        ConfigError: a rival does not fit the layout, or the estimated peak exceeds
            ``gpu_gib``, or the recorded routes exceed ``host_gib``; the message names the
            term that breaks it (model state, activations, logits, SGLang KV pool, routes)
            and the settings that fix it.
    """
    lines = []
    tp, pp = cfg.parallel.tp, cfg.parallel.pp
    if gpus % (tp * pp):
        raise ConfigError(f"{gpus} GPUs are not divisible by TP*PP={tp * pp}; choose TP/PP dividing the GPU count")
    dp = gpus // (tp * pp)
    cfg = with_local_hf_sizes(cfg)
    for name in ("A", "B"):
        m = rival_model(cfg, name)
        if m.vocab_size <= 0:
            lines.append(f"rival {name}: vocab_size from the tokenizer; sizes and memory not checked offline")
            lines.append("layout: OK (memory not estimated)")
            return lines
        validate_model(dataclasses.replace(m, hf_path=None), f"rival {name}", tp, pp)
        rc = cfg.rivals[name]
        lora = (f" (frozen, shared) + rank-{rc.lora_rank} adapter "
                f"{lora_adapter_elems(m, rc.lora_rank, rc.lora_target_modules) / 1e6:.1f}M params"
                if rc.kind == "lora" else "")
        n = param_count(m)
        size = f"{n / 1e9:.2f}B" if n >= 1e9 else f"{n / 1e6:.2f}M"
        src = f" (sizes from {m.hf_path}/config.json)" if m.hf_path and Path(m.hf_path).exists() else ""
        size += moe.size_note(m, n, cfg.parallel.ep)
        kinds = f" ({linear.linear_layers(m)} of {m.num_layers} layers Gated DeltaNet)" if linear.linear_layers(m) else ""
        lines.append(f"rival {name}: {m.arch} {size} params{kinds}{lora}{src}; TP={tp} PP={pp} DP={dp}")
    est = estimate_memory(cfg, gpus, gpu_gib)
    lines += est.lines()
    cap = est.gpu_bytes
    state = est.static + est.runtime
    if state > cap:
        raise ConfigError(
            f"both rivals' model state (weights+grads+optimizer) needs ~{est.static / GIB:.0f} GiB per GPU "
            f"(> {cap / GIB:.0f} GiB): raise parallel.tp/pp, enable parallel.use_distributed_optimizer, or use more GPUs"
        )
    if est.sglang_colocated:
        sg = cfg.rollout.sglang
        if est.sglang_kv < est.kv_needed:
            raise ConfigError(
                f"SGLang KV pool: rollout.sglang.mem_fraction_static={sg.mem_fraction_static} x "
                f"{(cap - state) / GIB:.1f} GiB free after both rivals are built = {est.sglang_static / GIB:.1f} GiB, "
                f"minus {est.sglang_weights / GIB:.1f} GiB of server weights leaves {max(est.sglang_kv, 0) / GIB:.1f} GiB "
                f"of KV cache, less than one sequence of {cfg.data.max_prompt_tokens + cfg.rollout.sampling.max_new_tokens} "
                f"tokens ({est.kv_needed / GIB:.1f} GiB): raise mem_fraction_static (and shrink the trainer's "
                "activations/logits to fit the rest), or put the servers on GPUs the trainer does not use"
            )
        room = (cap - state) - est.sglang_static
        if est.transient + est.sglang_runtime > room:
            raise ConfigError(
                f"estimated peak {est.peak / GIB:.0f} GiB per GPU > {cap / GIB:.0f} GiB: after the colocated SGLang "
                f"servers take mem_fraction_static={sg.mem_fraction_static} of the free memory, "
                f"{room / GIB:.1f} GiB remain for the trainer's activations ({est.activations / GIB:.1f} GiB) + logits "
                f"({est.logits / GIB:.1f} GiB) + SGLang runtime ({est.sglang_runtime / GIB:.1f} GiB); "
                + _fixes_for_transient(est, cfg) + "; or lower rollout.sglang.mem_fraction_static"
            )
    elif est.peak > cap:
        raise ConfigError(f"estimated peak {est.peak / GIB:.0f} GiB per GPU > {cap / GIB:.0f} GiB: "
                          + _fixes_for_transient(est, cfg))
    sg = cfg.rollout.sglang
    if cfg.rollout.engine == "sglang" and not sg.urls and not est.sglang_colocated:
        # servers on GPUs of their own: SGLang's KV pool = mfs x free - weights on those GPUs
        m = rival_model(cfg, "A")
        w = _server_weight_bytes(cfg, est)
        kv = sg.mem_fraction_static * (cap - SGLANG_RUNTIME_GIB * GIB) - w
        per_tok = 2 * linear.kv_layers(m) * max(m.num_kv_heads // sg.tp, 1) * m.head_dim * 2
        need = (cfg.data.max_prompt_tokens + cfg.rollout.sampling.max_new_tokens) * per_tok
        lines.append(f"SGLang servers on their own {sg.num_servers * sg.tp} GPU(s): weights {w / GIB:.1f} GiB, "
                     f"KV pool ~{max(kv, 0) / GIB:.1f} GiB ({max(kv, 0) / per_tok / 1e3:.0f}k tokens) per GPU")
        if kv < need:
            raise ConfigError(
                f"SGLang KV pool on the server GPUs: mem_fraction_static={sg.mem_fraction_static} leaves "
                f"{max(kv, 0) / GIB:.1f} GiB after {w / GIB:.1f} GiB of weights, less than one sequence "
                f"({need / GIB:.2f} GiB): raise rollout.sglang.mem_fraction_static or rollout.sglang.tp"
            )
    lines += moe.route_host_lines(cfg, gpus, gpus_per_node, host_gib)
    lines.append(f"layout and memory: OK (peak ~{est.peak / GIB:.0f} of {cap / GIB:.0f} GiB per GPU)")
    return lines
