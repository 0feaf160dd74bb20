"""Triton kernel behind :func:`agon_kernels.policy_loss.ppo_clip_loss` (``impl="triton"``).

One elementwise pass computes, per token, the weighted loss term a_t l_t, its derivative
a_t dl_t/dlogp_t (saved for the backward, so the backward is one multiply), and the
per-token quantities the metrics need. a_t are the aggregation weights (token or sequence
mean; ``policy_loss._agg_weights``); the final sums run in torch (deterministic reductions).
Formulas and clamps: :mod:`agon_kernels.policy_loss`. Loads are cast to fp32 at once.
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from . import _policy_loss_common as ref
from ._dispatch import interpreter_on

# rows of the [N_OUT, T] output buffer
_LOSS, _PG, _GRAD, _RATIO, _CLIP, _KL, _W, _TISCLIP, _MISMATCH = range(9)
_N_OUT = 9


@triton.jit
def _ppo_fwd_kernel(lp_ptr, old_ptr, adv_ptr, agg_ptr, ref_ptr, roll_ptr, out_ptr, T, stride_o,
                    eps_low, eps_high, kl_coef, tis_cap, clamp,
                    HAS_REF: tl.constexpr, HAS_ROLL: tl.constexpr, USE_TIS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    idx = pid * BLOCK + tl.arange(0, BLOCK)
    ok = idx < T
    lp = tl.load(lp_ptr + idx, mask=ok, other=0.0).to(tl.float32)
    old = tl.load(old_ptr + idx, mask=ok, other=0.0).to(tl.float32)
    adv = tl.load(adv_ptr + idx, mask=ok, other=0.0).to(tl.float32)
    a = tl.load(agg_ptr + idx, mask=ok, other=0.0).to(tl.float32)
    raw = lp - old
    log_ratio = tl.minimum(tl.maximum(raw, -clamp), clamp)
    in_range = (raw >= -clamp) & (raw <= clamp)
    ratio = tl.exp(log_ratio)
    pg1 = -adv * ratio
    pg2 = -adv * tl.minimum(tl.maximum(ratio, 1.0 - eps_low), 1.0 + eps_high)
    clipped = pg2 > pg1
    pg = tl.where(clipped, pg2, pg1)
    dpg = tl.where(clipped | (~in_range), 0.0, pg1)  # d(-A ratio)/dlogp = -A ratio
    w = tl.full((BLOCK,), 1.0, dtype=tl.float32)
    tis_clip = tl.zeros((BLOCK,), dtype=tl.float32)
    mism = tl.zeros((BLOCK,), dtype=tl.float32)
    if HAS_ROLL:
        roll = tl.load(roll_ptr + idx, mask=ok, other=0.0).to(tl.float32)
        rlr = old - roll
        mism = tl.abs(rlr)
        if USE_TIS:
            w_raw = tl.exp(tl.minimum(tl.maximum(rlr, -clamp), clamp))
            w = tl.minimum(w_raw, tis_cap)
            tis_clip = (w_raw > tis_cap).to(tl.float32)
    kl = tl.zeros((BLOCK,), dtype=tl.float32)
    dkl = tl.zeros((BLOCK,), dtype=tl.float32)
    if HAS_REF:
        rf = tl.load(ref_ptr + idx, mask=ok, other=0.0).to(tl.float32)
        draw = rf - lp
        d = tl.minimum(tl.maximum(draw, -clamp), clamp)
        ed = tl.exp(d)
        kl = ed - d - 1.0
        dkl = tl.where((draw >= -clamp) & (draw <= clamp), 1.0 - ed, 0.0)  # d kl / d logp
    pg_w = w * pg
    loss_t = pg_w + kl_coef * kl
    grad_t = w * dpg + kl_coef * dkl
    base = out_ptr + idx
    tl.store(base + 0 * stride_o, a * loss_t, mask=ok)
    tl.store(base + 1 * stride_o, a * pg_w, mask=ok)
    tl.store(base + 2 * stride_o, a * grad_t, mask=ok)
    tl.store(base + 3 * stride_o, ratio, mask=ok)
    tl.store(base + 4 * stride_o, clipped.to(tl.float32), mask=ok)
    tl.store(base + 5 * stride_o, kl, mask=ok)
    tl.store(base + 6 * stride_o, w, mask=ok)
    tl.store(base + 7 * stride_o, tis_clip, mask=ok)
    tl.store(base + 8 * stride_o, mism, mask=ok)


class _PPOLoss(torch.autograd.Function):
    @staticmethod
    def forward(ctx, logprobs, buf_grad, loss):
        ctx.save_for_backward(buf_grad)
        ctx.lp_dtype = logprobs.dtype
        return loss

    @staticmethod
    def backward(ctx, g):
        (grad_t,) = ctx.saved_tensors
        return (g * grad_t).to(ctx.lp_dtype), None, None


def triton_ppo_clip_loss(logprobs, old_logprobs, advantages, mask, eps_low, eps_high, ref_logprobs, kl_coef,
                         rollout_logprobs, tis_cap, seq_ids, agg):
    """Triton path of :func:`agon_kernels.policy_loss.ppo_clip_loss` (arguments already checked)."""
    T = logprobs.shape[0]
    dev = logprobs.device
    m = mask.detach().to(torch.float32)
    a = ref._agg_weights(m, seq_ids, agg).contiguous()
    lp = logprobs.detach().contiguous()
    old = old_logprobs.detach().contiguous()
    adv = advantages.detach().contiguous()
    rf = ref_logprobs.detach().contiguous() if ref_logprobs is not None else lp
    roll = rollout_logprobs.detach().contiguous() if rollout_logprobs is not None else lp
    out = torch.zeros((_N_OUT, T), dtype=torch.float32, device=dev)
    if T:
        block = 256 if interpreter_on() else 1024
        _ppo_fwd_kernel[(triton.cdiv(T, block),)](
            lp, old, adv, a, rf, roll, out, T, out.stride(0), eps_low, eps_high, kl_coef, tis_cap,
            ref.LOG_RATIO_CLAMP, HAS_REF=ref_logprobs is not None, HAS_ROLL=rollout_logprobs is not None,
            USE_TIS=(rollout_logprobs is not None and tis_cap > 0), BLOCK=block, num_warps=4,
        )
    loss_val = out[_LOSS].sum()
    loss = _PPOLoss.apply(logprobs, out[_GRAD], loss_val)
    stats = ref._stats(loss_val, out[_PG].sum(), m, out[_CLIP], out[_KL], out[_RATIO], out[_W], out[_TISCLIP],
                       out[_MISMATCH])
    return loss, stats
