"""Triton kernel behind :func:`agon_kernels.advantage.group_advantages` (``impl="triton"``).

One launch per stream: program g owns group g (``rewards[offsets[g]:offsets[g+1]]``) and makes
three fixed-order passes over it in tiles of ``BLOCK``: sum (mean), centred sum of squares and
min/max (zero-variance test: max == min), then the advantages. fp32 accumulation; the result
is deterministic (no atomics). Loads are cast to fp32 at once (interpreter-safe).
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from ._dispatch import interpreter_on

_MODE_ID = {"grpo": 0, "mean_only": 1, "rloo": 2}


@triton.jit
def _group_adv_kernel(r_ptr, off_ptr, out_ptr, zv_ptr, eps, MODE: tl.constexpr, BLOCK: tl.constexpr):
    g = tl.program_id(0)
    start = tl.load(off_ptr + g).to(tl.int64)
    end = tl.load(off_ptr + g + 1).to(tl.int64)
    n = (end - start).to(tl.float32)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for i0 in range(start, end, BLOCK):
        idx = i0 + tl.arange(0, BLOCK)
        acc += tl.load(r_ptr + idx, mask=idx < end, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / tl.maximum(n, 1.0)
    sq = tl.zeros((BLOCK,), dtype=tl.float32)
    hi = tl.full((BLOCK,), float("-inf"), dtype=tl.float32)
    lo = tl.full((BLOCK,), float("inf"), dtype=tl.float32)
    for i0 in range(start, end, BLOCK):
        idx = i0 + tl.arange(0, BLOCK)
        ok = idx < end
        r = tl.load(r_ptr + idx, mask=ok, other=0.0).to(tl.float32)
        c = tl.where(ok, r - mean, 0.0)
        sq += c * c
        hi = tl.maximum(hi, tl.where(ok, r, float("-inf")))
        lo = tl.minimum(lo, tl.where(ok, r, float("inf")))
    zero_var = (tl.max(hi, axis=0) == tl.min(lo, axis=0)) & (n > 0)
    if MODE == 0:
        std = tl.sqrt(tl.sum(sq, axis=0) / tl.maximum(n - 1.0, 1.0))
        scale = 1.0 / (std + eps)
    elif MODE == 1:
        scale = 1.0
    else:
        scale = n / tl.maximum(n - 1.0, 1.0)
    scale = tl.where(zero_var, 0.0, scale)
    for i0 in range(start, end, BLOCK):
        idx = i0 + tl.arange(0, BLOCK)
        ok = idx < end
        r = tl.load(r_ptr + idx, mask=ok, other=0.0).to(tl.float32)
        tl.store(out_ptr + idx, (r - mean) * scale, mask=ok)
    tl.store(zv_ptr + g, zero_var.to(tl.int32))


def triton_group_advantages(rewards: torch.Tensor, offsets: torch.Tensor, mode: str, eps: float):
    """Triton path of :func:`agon_kernels.advantage.group_advantages` (arguments already checked)."""
    r = rewards.contiguous()
    off = offsets.contiguous()
    G = off.numel() - 1
    out = torch.zeros(r.numel(), dtype=torch.float32, device=r.device)
    zv = torch.zeros(max(G, 1), dtype=torch.int32, device=r.device)
    if G > 0 and r.numel() > 0:
        block = 128 if interpreter_on() else 256
        _group_adv_kernel[(G,)](r, off, out, zv, eps, MODE=_MODE_ID[mode], BLOCK=block, num_warps=4)
    return out, int(zv[:G].sum())
