"""Config checks that run on CPU for cluster configs (no GPU, no checkpoint needed).

``check_cluster_config`` validates each rival's sizes against TP/PP even when
``model.hf_path`` points at a checkpoint that only exists on the cluster, and estimates
the per-GPU memory of the trainer state so an impossible layout is caught before a job
waits in the Slurm queue.
"""
from __future__ import annotations

import dataclasses
from typing import List

from agon_mcore.config import AgonConfig, ConfigError, rival_model, validate_model

H100_BYTES = 80 * 2**30


def param_count(m) -> int:
    """Parameters of a dense decoder (embeddings counted once if tied)."""
    q = m.num_attention_heads * m.head_dim
    kv = m.num_kv_heads * m.head_dim
    attn = m.hidden_size * (q + 2 * kv) + q * m.hidden_size
    mlp = 3 * m.hidden_size * m.ffn_hidden_size
    norms = 2 * m.hidden_size + (2 * m.head_dim if (m.qk_norm if m.qk_norm is not None else m.arch == "qwen3") else 0)
    emb = m.vocab_size * m.hidden_size * (1 if m.tie_word_embeddings else 2)
    return m.num_layers * (attn + mlp + norms) + emb + m.hidden_size


def check_cluster_config(cfg: AgonConfig, gpus: int = 8) -> List[str]:
    """Validate sizes vs layout and estimate trainer memory per GPU for ``gpus`` GPUs.

    Returns human-readable lines. Raises ConfigError when a rival does not fit the layout
    or its model state alone exceeds an 80 GB H100.
    """
    lines = []
    tp, pp = cfg.parallel.tp, cfg.parallel.pp
    if gpus % (tp * pp):
        raise ConfigError(f"{gpus} GPUs are not divisible by TP*PP={tp * pp}; choose TP/PP dividing the GPU count")
    dp = gpus // (tp * pp)
    total = 0.0
    for name in ("A", "B"):
        m = rival_model(cfg, name)
        if m.vocab_size <= 0:
            lines.append(f"rival {name}: vocab_size from the tokenizer; sizes not checked offline")
            continue
        validate_model(dataclasses.replace(m, hf_path=None), f"rival {name}", tp, pp)
        n = param_count(m)
        # bf16 weights + fp32 grads (megatron DDP main grads) + fp32 master + Adam m, v.
        weights = n * 2 / (tp * pp)
        grads = n * 4 / (tp * pp)
        opt = n * 12 / (tp * pp) / (dp if cfg.parallel.use_distributed_optimizer else 1)
        per_gpu = weights + grads + opt
        total += per_gpu
        lines.append(
            f"rival {name}: {m.arch} {n / 1e9:.2f}B params; TP={tp} PP={pp} DP={dp}; "
            f"model+grad+optimizer state {per_gpu / 2**30:.1f} GiB per GPU"
        )
    if total > H100_BYTES:
        raise ConfigError(
            f"both rivals' trainer state needs ~{total / 2**30:.0f} GiB per GPU (> 80 GiB); raise TP/PP, "
            "enable parallel.use_distributed_optimizer, or use more GPUs"
        )
    lines.append(f"both rivals (time-shared): ~{total / 2**30:.1f} GiB per GPU before activations")
    sg = cfg.rollout.sglang
    if cfg.rollout.engine == "sglang" and not sg.urls:
        # rank 0 launches the servers on its own node's GPUs, next to the trainer.
        rollout = sg.mem_fraction_static * H100_BYTES
        if total + rollout > H100_BYTES:
            raise ConfigError(
                f"colocated SGLang servers reserve {sg.mem_fraction_static:.2f} x 80 GiB = {rollout / 2**30:.0f} GiB "
                f"on the trainer's GPUs, which already hold ~{total / 2**30:.0f} GiB: lower "
                "rollout.sglang.mem_fraction_static, or run the servers on other nodes and pass rollout.sglang.urls"
            )
        lines.append(f"+ colocated SGLang servers {rollout / 2**30:.0f} GiB per GPU: ~{(total + rollout) / 2**30:.0f} GiB")
    lines.append("layout and memory: OK")
    return lines
