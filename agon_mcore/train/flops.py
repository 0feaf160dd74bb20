"""Model FLOPs of sequences and of a step's rollouts and updates (PaLM accounting), and the
dense peak TFLOP/s of the GPUs MFU is measured against.

Below the trainer: the trainer logs per-rival compute each step with :func:`rival_compute`,
``agon profile`` (train/debug.py) and the benchmarks turn the same counts into MFU.
"""
from __future__ import annotations

import os
from typing import Dict, Optional

# Dense peak tensor throughput per GPU in TFLOP/s (vendor data sheets: NVIDIA H100/H200,
# A100, B200, L40S), by parameter dtype; float32 counts TF32 tensor cores. Longest match first.
PEAK_TFLOPS = (
    ("GH200", {"bfloat16": 989.4, "float16": 989.4, "float32": 494.7}),
    ("H200", {"bfloat16": 989.4, "float16": 989.4, "float32": 494.7}),
    ("H100 PCIe", {"bfloat16": 756.0, "float16": 756.0, "float32": 378.0}),
    ("H100", {"bfloat16": 989.4, "float16": 989.4, "float32": 494.7}),
    ("B200", {"bfloat16": 2250.0, "float16": 2250.0, "float32": 1100.0}),
    ("A100", {"bfloat16": 312.0, "float16": 312.0, "float32": 156.0}),
    ("L40S", {"bfloat16": 362.0, "float16": 362.0, "float32": 183.0}),
)


def peak_tflops(device_name: str, params_dtype: str) -> Optional[float]:
    """Dense peak TFLOP/s of one GPU named ``device_name`` (``torch.cuda.get_device_name()``)
    for ``params_dtype`` (``model.params_dtype``), or None when the device is not in
    :data:`PEAK_TFLOPS` (pass ``agon profile --peak-tflops`` then)."""
    for key, table in PEAK_TFLOPS:
        if key.lower() in device_name.lower():
            return table.get(params_dtype)
    return None


def matmul_params(mcfg, vocab_size: int) -> int:
    """Parameters that take part in a matmul per token: attention (q, k, v, o), the gated MLP
    (gate, up, down) of every layer, and the output projection ``[V, H]`` (counted even when
    tied to the embedding: the logits matmul runs either way). Norms and the embedding
    lookup are left out (no matmul)."""
    h, q = mcfg.hidden_size, mcfg.head_dim
    attn = h * q * (mcfg.num_attention_heads * 2 + mcfg.num_kv_heads * 2)
    mlp = 3 * h * mcfg.ffn_hidden_size
    return mcfg.num_layers * (attn + mlp) + vocab_size * h


def sequence_flops(mcfg, vocab_size: int, seq_len: int, train: bool) -> float:
    """Model FLOPs of one causal sequence of ``seq_len`` tokens (PaLM's MFU accounting,
    Chowdhery et al. 2022, App. B, with the causal mask's half of the attention pairs).

    Forward: ``2 * matmul_params`` per token plus, per layer and head, ``4 * head_dim`` per
    attending pair (``q.k`` and the weighted sum of ``v``) over ``S (S + 1) / 2`` pairs.
    Training (``train=True``) is forward + backward = 3x forward. Generation with a KV
    cache does the forward's work once per token, so a rollout of prompt + response is one
    forward of its full length. Recomputation is not counted (model FLOPs, not hardware FLOPs).
    """
    S = int(seq_len)
    fwd = 2.0 * matmul_params(mcfg, vocab_size) * S
    fwd += 4.0 * mcfg.num_layers * mcfg.num_attention_heads * mcfg.head_dim * S * (S + 1) / 2
    return 3.0 * fwd if train else fwd


def _step_flops(tr, ro) -> Dict[str, float]:
    """Model FLOPs of one step's rollouts and updates (rank 0's view of the step's samples).

    ``rollout`` and ``train`` count every sequence in full (PaLM accounting). The
    ``*_prefix_shared`` keys count the input prefix that a group's sequences share (one
    problem's drafts, or its challengers: the question and the instruction) once per group,
    as prefix caching and shared-prefix packing can: the work an ideal implementation of the
    step cannot avoid. A suffix token's attention to the prefix is still counted, so the
    difference is exactly the prefix's repeated tokens: ``F(P) + sum_i (F(L_i) - F(P))``.
    """
    out = {"rollout": 0.0, "train": 0.0, "rollout_prefix_shared": 0.0, "train_prefix_shared": 0.0}
    for groups in (ro.drafts, ro.challenges or []):
        for row in groups:
            if not row:
                continue
            r = tr.rivals[row[0].response.rival]
            mcfg, V = r.model_cfg, r.policy.vocab_size
            seqs = [list(s.response.prompt_ids) + list(s.response.output_ids) for s in row]
            trained = [x[:-1] for x, s in zip(seqs, row) if s.response.output_ids]
            for key, xs, train in (("rollout", seqs, False), ("train", trained, True)):
                P = len(os.path.commonprefix(xs))  # elementwise on token-id lists
                fp = sequence_flops(mcfg, V, P, train=train)
                for x in xs:
                    f = sequence_flops(mcfg, V, len(x), train=train)
                    out[key] += f
                    out[key + "_prefix_shared"] += f - fp
                if xs:
                    out[key + "_prefix_shared"] += fp
    return out


def rival_compute(tr, ro, trained) -> Dict[str, Dict[str, float]]:
    """Compute one step spent per rival: ``{rival: {"gen_tokens", "rollout_flops",
    "train_flops"}}``.

    ``gen_tokens``: response tokens the rival generated (drafts and challenges it wrote).
    ``rollout_flops``: :func:`sequence_flops` of each of its rollouts (prompt + response, one
    forward). ``train_flops``: forward + backward of the same sequences when the rival was
    updated this step (``trained``: the rivals with train metrics). Model FLOPs (PaLM
    accounting), every sequence in full; evaluation and warm-up are not counted.
    """
    out: Dict[str, Dict[str, float]] = {}
    for groups in (ro.drafts, ro.challenges or []):
        for row in groups:
            for s in row:
                name = s.response.rival
                r = tr.rivals[name]
                rec = out.setdefault(name, {"gen_tokens": 0.0, "rollout_flops": 0.0, "train_flops": 0.0})
                n_out = len(s.response.output_ids)
                length = len(s.response.prompt_ids) + n_out
                rec["gen_tokens"] += n_out
                rec["rollout_flops"] += sequence_flops(r.model_cfg, r.policy.vocab_size, length, train=False)
                if name in trained and n_out:
                    rec["train_flops"] += sequence_flops(r.model_cfg, r.policy.vocab_size, length - 1, train=True)
    return out
