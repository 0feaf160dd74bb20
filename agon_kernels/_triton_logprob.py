"""Triton kernels behind :func:`agon_kernels.logprob.token_logprobs` and
:func:`agon_kernels.logprob.linear_token_logprobs` (``impl="triton"``).

Layout of the work (same numerics as the torch reference, see :mod:`agon_kernels.logprob`):

* Forward: one program per (row tile, vocabulary tile); for the fused head the 1-D launch is
  grouped (GROUP row tiles share each vocabulary tile, so hidden stays in L2, as in Triton's
  matmul tutorial). Each program produces its tile of
  scaled logits z (loaded, or computed with ``tl.dot`` over H with fp32 accumulation for the
  fused linear head), masks columns ``>= n_valid`` to -inf, and writes per-(row, tile)
  statistics: max, sum exp(z - max), sum exp(z - max)(z - max), and the target logit if the
  target falls in the tile. The tiles are merged afterwards by a fixed-shape torch reduction
  (``logprob._merge_blocks``), then ``logprob._finish`` does the (at most two) vocab-parallel
  collectives. The tile layout is fixed (it does not depend on ``chunk_size``), so results are
  independent of the chunk size and bitwise reproducible; no atomics are used.
* Backward: the same tiling recomputes each tile of z and writes d loss / d logits. For the
  logits path that is the gradient itself. For the linear head it is written, one vocabulary
  chunk at a time, to a ``[T, chunk]`` buffer (input dtype), followed by two GEMMs:
  ``grad_hidden += dz @ W_chunk`` and ``grad_W_chunk = dz^T @ hidden``.

Soft-capping (``softcap``, constexpr ``HAS_CAP``): each tile's raw logits x become
``cap * tanh(x / cap)`` before the temperature, and the backward multiplies d loss / d logits
by ``1 - tanh(x / cap)^2`` (tanh written with ``exp``, which the interpreter also has).

Interpreter (``TRITON_INTERPRET=1``): configurations are fixed (no autotune), loads are cast
to fp32 at once (the interpreter computes bf16 wrongly), and ``tl.dot`` runs on fp32 tiles.
On GPU, bf16/fp16 tiles go to ``tl.dot`` directly (fp32 accumulation) and fp32 inputs use
``input_precision="ieee"`` so that fp32 models get fp32 logits (not TF32).
"""

from __future__ import annotations

import math

import torch
import torch.distributed as dist
import triton
import triton.language as tl

from . import _logprob_stats as ref
from ._dispatch import interpreter_on

# Elements of one partial-statistics buffer / one dz chunk before rows or columns are chunked.
_PARTIAL_ELEMS = 1 << 24
_DZ_ELEMS = 1 << 27


def _cfg_logits():
    if interpreter_on():
        return dict(BT=16, BV=256, num_warps=4)
    return dict(BT=4, BV=1024, num_warps=8)


def _cfg_linear(dtype):
    if interpreter_on():
        return dict(BT=16, BV=64, BH=32, GROUP=2, num_warps=4, num_stages=1)
    if dtype == torch.float32:
        return dict(BT=64, BV=64, BH=32, GROUP=8, num_warps=4, num_stages=3)
    return dict(BT=128, BV=128, BH=64, GROUP=16, num_warps=8, num_stages=3)


# --------------------------------------------------------------------------------------------
# jit helpers
# --------------------------------------------------------------------------------------------
@triton.jit
def _store_tile_stats(z, rows, row_ok, cols, col_ok, pid_v, tgt_ptr, vocab_start,
                      bmax_ptr, bsum_ptr, bent_ptr, zy_ptr, stride_b, WANT_ENT: tl.constexpr):
    """z [BT, BV] fp32 with -inf at invalid columns -> per-row tile stats and target logit."""
    tmax = tl.max(z, axis=1)
    # a row whose tile is all -inf (masked logits, not only padding): shift by 0, not -inf,
    # so u is -inf (e = 0) rather than nan; the merge treats tmax = -inf as an empty tile.
    u = z - tl.where(tmax == float("-inf"), 0.0, tmax)[:, None]
    e = tl.exp(u)
    e = tl.where(col_ok[None, :], e, 0.0)
    tsum = tl.sum(e, axis=1)
    tl.store(bmax_ptr + rows * stride_b + pid_v, tmax, mask=row_ok)
    tl.store(bsum_ptr + rows * stride_b + pid_v, tsum, mask=row_ok)
    if WANT_ENT:
        # e == 0 where u == -inf: select 0 there (0 * -inf would be nan)
        tent = tl.sum(e * tl.where(col_ok[None, :] & (e > 0.0), u, 0.0), axis=1)
        tl.store(bent_ptr + rows * stride_b + pid_v, tent, mask=row_ok)
    tgt = tl.load(tgt_ptr + rows, mask=row_ok, other=-1).to(tl.int64)
    loc = tgt - vocab_start
    is_t = (cols[None, :] == loc[:, None]) & col_ok[None, :] & (tgt[:, None] >= 0)
    zy = tl.sum(tl.where(is_t, z, 0.0), axis=1)
    hit = tl.max(is_t.to(tl.int32), axis=1) > 0
    tl.store(zy_ptr + rows, zy, mask=row_ok & hit)


@triton.jit
def _grad_tile(z, rows, row_ok, cols, col_ok, tgt_ptr, vocab_start, lse_ptr, ez_ptr, glp_ptr, gent_ptr,
               temperature, WANT_ENT: tl.constexpr):
    """d loss / d logits of a tile: (g_lp (1[v=y] - p) - g_H p (z - E[z])) / temperature."""
    lse = tl.load(lse_ptr + rows, mask=row_ok, other=0.0)
    glp = tl.load(glp_ptr + rows, mask=row_ok, other=0.0)
    p = tl.exp(z - lse[:, None])
    p = tl.where(col_ok[None, :], p, 0.0)
    tgt = tl.load(tgt_ptr + rows, mask=row_ok, other=-1).to(tl.int64)
    loc = tgt - vocab_start
    is_t = (cols[None, :] == loc[:, None]) & col_ok[None, :]
    gz = glp[:, None] * (is_t.to(tl.float32) - p)
    if WANT_ENT:
        ez = tl.load(ez_ptr + rows, mask=row_ok, other=0.0)
        gent = tl.load(gent_ptr + rows, mask=row_ok, other=0.0)
        # p == 0 where z == -inf (a masked token): 0 * -inf would be nan, so select 0 there.
        gz -= gent[:, None] * p * tl.where(col_ok[None, :] & (p > 0.0), z - ez[:, None], 0.0)
    return gz / temperature


@triton.jit
def _cap_tile(x, softcap, temperature, HAS_CAP: tl.constexpr):
    """Raw logits x -> (c(x) / temperature, d c / d x): c = cap tanh(x / cap), or the identity."""
    if HAS_CAP:
        t = 1.0 - 2.0 / (tl.exp(2.0 * x / softcap) + 1.0)
        z = tl.where(x == float("-inf"), x, t * softcap)
        return z / temperature, 1.0 - t * t
    return x / temperature, 1.0


@triton.jit
def _grouped_pids(n_t, n_v, GROUP: tl.constexpr):
    """1-D program id -> (row tile, vocab tile), GROUP row tiles at a time (L2 reuse of hidden)."""
    pid = tl.program_id(0)
    per_group = GROUP * n_v
    first_t = (pid // per_group) * GROUP
    size = tl.minimum(n_t - first_t, GROUP)
    pid_t = first_t + (pid % per_group) % size
    pid_v = (pid % per_group) // size
    return pid_t, pid_v


@triton.jit
def _linear_tile(h_ptr, w_ptr, rows, row_ok, cols, col_ok, H, stride_h, stride_w,
                 BT: tl.constexpr, BV: tl.constexpr, BH: tl.constexpr, DOT_F32: tl.constexpr,
                 PRECISION: tl.constexpr):
    """Raw logits tile hidden[rows] @ weight[cols]^T, fp32 (invalid columns: 0, masked by the caller)."""
    acc = tl.zeros((BT, BV), dtype=tl.float32)
    for k0 in range(0, H, BH):
        ks = k0 + tl.arange(0, BH)
        k_ok = ks < H
        a = tl.load(h_ptr + rows[:, None] * stride_h + ks[None, :], mask=row_ok[:, None] & k_ok[None, :], other=0.0)
        b = tl.load(w_ptr + cols[:, None] * stride_w + ks[None, :], mask=col_ok[:, None] & k_ok[None, :], other=0.0)
        if DOT_F32:
            a = a.to(tl.float32)
            b = b.to(tl.float32)
        acc = tl.dot(a, tl.trans(b), acc, input_precision=PRECISION)
    return acc


# --------------------------------------------------------------------------------------------
# kernels
# --------------------------------------------------------------------------------------------
@triton.jit
def _logits_fwd_kernel(x_ptr, tgt_ptr, bmax_ptr, bsum_ptr, bent_ptr, zy_ptr, T, n_valid, vocab_start,
                       stride_x, stride_b, temperature, softcap,
                       BT: tl.constexpr, BV: tl.constexpr, WANT_ENT: tl.constexpr, HAS_CAP: tl.constexpr):
    pid_t = tl.program_id(0)
    pid_v = tl.program_id(1)
    rows = pid_t * BT + tl.arange(0, BT)
    cols = pid_v * BV + tl.arange(0, BV)
    row_ok = rows < T
    col_ok = cols < n_valid
    x = tl.load(x_ptr + rows[:, None].to(tl.int64) * stride_x + cols[None, :],
                mask=row_ok[:, None] & col_ok[None, :], other=0.0).to(tl.float32)
    z, _ = _cap_tile(x, softcap, temperature, HAS_CAP)
    z = tl.where(col_ok[None, :], z, float("-inf"))
    _store_tile_stats(z, rows, row_ok, cols, col_ok, pid_v, tgt_ptr, vocab_start,
                      bmax_ptr, bsum_ptr, bent_ptr, zy_ptr, stride_b, WANT_ENT)


@triton.jit
def _logits_bwd_kernel(x_ptr, g_ptr, tgt_ptr, lse_ptr, ez_ptr, glp_ptr, gent_ptr, T, V_local, n_valid,
                       vocab_start, stride_x, stride_g, temperature, softcap,
                       BT: tl.constexpr, BV: tl.constexpr, WANT_ENT: tl.constexpr, HAS_CAP: tl.constexpr):
    pid_t = tl.program_id(0)
    pid_v = tl.program_id(1)
    rows = pid_t * BT + tl.arange(0, BT)
    cols = pid_v * BV + tl.arange(0, BV)
    row_ok = rows < T
    col_ok = cols < n_valid
    x = tl.load(x_ptr + rows[:, None].to(tl.int64) * stride_x + cols[None, :],
                mask=row_ok[:, None] & col_ok[None, :], other=0.0).to(tl.float32)
    z, dcap = _cap_tile(x, softcap, temperature, HAS_CAP)
    z = tl.where(col_ok[None, :], z, float("-inf"))
    gz = _grad_tile(z, rows, row_ok, cols, col_ok, tgt_ptr, vocab_start, lse_ptr, ez_ptr, glp_ptr, gent_ptr,
                    temperature, WANT_ENT) * dcap
    out_ok = row_ok[:, None] & (cols < V_local)[None, :]
    tl.store(g_ptr + rows[:, None].to(tl.int64) * stride_g + cols[None, :], gz.to(g_ptr.dtype.element_ty),
             mask=out_ok)


@triton.jit
def _linear_fwd_kernel(h_ptr, w_ptr, tgt_ptr, bmax_ptr, bsum_ptr, bent_ptr, zy_ptr, T, H, n_valid, vocab_start,
                       stride_h, stride_w, stride_b, temperature, softcap, n_t, n_v,
                       BT: tl.constexpr, BV: tl.constexpr, BH: tl.constexpr, WANT_ENT: tl.constexpr,
                       DOT_F32: tl.constexpr, PRECISION: tl.constexpr, GROUP: tl.constexpr, HAS_CAP: tl.constexpr):
    pid_t, pid_v = _grouped_pids(n_t, n_v, GROUP)
    rows = pid_t * BT + tl.arange(0, BT)
    cols = pid_v * BV + tl.arange(0, BV)
    row_ok = rows < T
    col_ok = cols < n_valid
    x = _linear_tile(h_ptr, w_ptr, rows.to(tl.int64), row_ok, cols.to(tl.int64), col_ok, H, stride_h, stride_w,
                     BT, BV, BH, DOT_F32, PRECISION)
    z, _ = _cap_tile(x, softcap, temperature, HAS_CAP)
    z = tl.where(col_ok[None, :], z, float("-inf"))
    _store_tile_stats(z, rows, row_ok, cols, col_ok, pid_v, tgt_ptr, vocab_start,
                      bmax_ptr, bsum_ptr, bent_ptr, zy_ptr, stride_b, WANT_ENT)


@triton.jit
def _linear_bwd_kernel(h_ptr, w_ptr, dz_ptr, tgt_ptr, lse_ptr, ez_ptr, glp_ptr, gent_ptr, T, H, c0, c1,
                       vocab_start, stride_h, stride_w, stride_dz, temperature, softcap, n_t, n_v,
                       BT: tl.constexpr, BV: tl.constexpr, BH: tl.constexpr, WANT_ENT: tl.constexpr,
                       DOT_F32: tl.constexpr, PRECISION: tl.constexpr, GROUP: tl.constexpr, HAS_CAP: tl.constexpr):
    pid_t, pid_v = _grouped_pids(n_t, n_v, GROUP)
    rows = pid_t * BT + tl.arange(0, BT)
    cols = c0 + pid_v * BV + tl.arange(0, BV)
    row_ok = rows < T
    col_ok = cols < c1
    x = _linear_tile(h_ptr, w_ptr, rows.to(tl.int64), row_ok, cols.to(tl.int64), col_ok, H, stride_h, stride_w,
                     BT, BV, BH, DOT_F32, PRECISION)
    z, dcap = _cap_tile(x, softcap, temperature, HAS_CAP)
    z = tl.where(col_ok[None, :], z, float("-inf"))
    gz = _grad_tile(z, rows, row_ok, cols, col_ok, tgt_ptr, vocab_start, lse_ptr, ez_ptr, glp_ptr, gent_ptr,
                    temperature, WANT_ENT) * dcap
    lc = cols - c0
    tl.store(dz_ptr + rows[:, None].to(tl.int64) * stride_dz + lc[None, :], gz.to(dz_ptr.dtype.element_ty),
             mask=row_ok[:, None] & col_ok[None, :])


# --------------------------------------------------------------------------------------------
# host side
# --------------------------------------------------------------------------------------------
def _contig(targets: torch.Tensor) -> torch.Tensor:
    return targets.contiguous()


def _stats_to_lse(bmax, bsum, bent, zy, targets, group, want_ent, T, device):
    if bmax.shape[1] == 0:  # this shard holds only vocabulary padding
        m = torch.full((T,), -math.inf, dtype=torch.float64, device=device)
        s = torch.zeros(T, dtype=torch.float64, device=device)
        ent = torch.zeros_like(s) if want_ent else None
    else:
        m, s, ent = ref._merge_blocks(bmax, bsum, bent)
    return ref._outputs(m, s, ent, zy, targets, group, torch.float32)


def _grad_inputs(g_lp, g_ent, targets, T, device):
    g_lp, g_ent = ref._prep_grads(g_lp, g_ent, targets, torch.float32)
    if g_lp is None:
        g_lp = torch.zeros(T, dtype=torch.float32, device=device)
    return g_lp.contiguous(), (g_ent.contiguous() if g_ent is not None else None)


class _TritonLogits(torch.autograd.Function):
    @staticmethod
    def forward(ctx, logits, targets, temperature, vocab_start, n_valid, group, want_ent, softcap=None):
        x = logits if logits.stride(1) == 1 else logits.contiguous()
        T, V_local = x.shape
        tgt = _contig(targets)
        c = _cfg_logits()
        nb = triton.cdiv(n_valid, c["BV"])
        dev = x.device
        bmax = torch.empty((T, nb), dtype=torch.float32, device=dev)
        bsum = torch.empty_like(bmax)
        bent = torch.empty_like(bmax) if want_ent else bmax
        zy = torch.zeros(T, dtype=torch.float32, device=dev)
        if nb:
            grid = (triton.cdiv(T, c["BT"]), nb)
            _logits_fwd_kernel[grid](x, tgt, bmax, bsum, bent, zy, T, n_valid, vocab_start, x.stride(0),
                                     bmax.stride(0), temperature, softcap or 1.0, BT=c["BT"], BV=c["BV"],
                                     WANT_ENT=want_ent, HAS_CAP=softcap is not None, num_warps=c["num_warps"])
        logp, ent_out, lse, ez = _stats_to_lse(bmax, bsum, bent if want_ent else None, zy, targets, group,
                                               want_ent, T, dev)
        ctx.save_for_backward(x, tgt, lse, ez)
        ctx.cfg = (temperature, vocab_start, n_valid, want_ent, logits.dtype, softcap)
        return (logp, ent_out) if want_ent else logp

    @staticmethod
    def backward(ctx, g_lp, g_ent=None):
        x, tgt, lse, ez = ctx.saved_tensors
        temperature, vocab_start, n_valid, want_ent, dtype, softcap = ctx.cfg
        T, V_local = x.shape
        g_lp, g_ent = _grad_inputs(g_lp, g_ent if want_ent else None, tgt, T, x.device)
        use_ent = g_ent is not None
        grad = torch.empty((T, V_local), dtype=dtype, device=x.device)
        c = _cfg_logits()
        grid = (triton.cdiv(T, c["BT"]), triton.cdiv(V_local, c["BV"]))
        _logits_bwd_kernel[grid](x, grad, tgt, lse, ez, g_lp, g_ent if use_ent else g_lp, T, V_local, n_valid,
                                 vocab_start, x.stride(0), grad.stride(0), temperature, softcap or 1.0,
                                 BT=c["BT"], BV=c["BV"], WANT_ENT=use_ent, HAS_CAP=softcap is not None,
                                 num_warps=c["num_warps"])
        return grad, None, None, None, None, None, None, None


def _dot_flags(dtype):
    dot_f32 = interpreter_on() or dtype in (torch.float32, torch.float64)
    return dot_f32, "ieee"


def _mm_f32(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """a @ b with an fp32 result (fp32 accumulation kept for bf16/fp16 inputs on CUDA)."""
    if a.dtype == torch.float32:
        return a @ b
    if a.is_cuda:
        try:
            return torch.mm(a, b, out_dtype=torch.float32)
        except (TypeError, RuntimeError):
            return (a @ b).float()
    return a.float() @ b.float()


class _TritonLinear(torch.autograd.Function):
    @staticmethod
    def forward(ctx, hidden, weight, targets, temperature, vocab_start, n_valid, group, want_ent, chunk_size,
                softcap=None):
        h = hidden if hidden.stride(1) == 1 else hidden.contiguous()
        w = weight if weight.stride(1) == 1 else weight.contiguous()
        if h.dtype == torch.float64 or w.dtype == torch.float64:
            h, w = h.float(), w.float()
        if w.dtype != h.dtype:
            w = w.to(h.dtype)
        T, H = h.shape
        tgt = _contig(targets)
        c = _cfg_linear(h.dtype)
        dot_f32, prec = _dot_flags(h.dtype)
        nb = triton.cdiv(n_valid, c["BV"])
        dev = h.device
        zy = torch.zeros(T, dtype=torch.float32, device=dev)
        # Row chunks bound the partial buffers; per-row results do not depend on them.
        rows_per = max(c["BT"], (_PARTIAL_ELEMS // max(1, nb)) // c["BT"] * c["BT"])
        stats = []
        for r0 in range(0, T, rows_per):
            r1 = min(T, r0 + rows_per)
            R = r1 - r0
            bmax = torch.empty((R, nb), dtype=torch.float32, device=dev)
            bsum = torch.empty_like(bmax)
            bent = torch.empty_like(bmax) if want_ent else bmax
            if nb:
                n_t = triton.cdiv(R, c["BT"])
                _linear_fwd_kernel[(n_t * nb,)](
                    h[r0:r1], w, tgt[r0:r1], bmax, bsum, bent, zy[r0:r1], R, H, n_valid, vocab_start, h.stride(0),
                    w.stride(0), bmax.stride(0), temperature, softcap or 1.0, n_t, nb, BT=c["BT"], BV=c["BV"],
                    BH=c["BH"], WANT_ENT=want_ent, DOT_F32=dot_f32, PRECISION=prec, GROUP=c["GROUP"],
                    HAS_CAP=softcap is not None,
                    num_warps=c["num_warps"], num_stages=c["num_stages"])
                stats.append(ref._merge_blocks(bmax, bsum, bent if want_ent else None))
            else:
                m = torch.full((R,), -math.inf, dtype=torch.float64, device=dev)
                s = torch.zeros(R, dtype=torch.float64, device=dev)
                stats.append((m, s, torch.zeros_like(s) if want_ent else None))
        m = torch.cat([st[0] for st in stats])
        s = torch.cat([st[1] for st in stats])
        ent = torch.cat([st[2] for st in stats]) if want_ent else None
        logp, ent_out, lse, ez = ref._outputs(m, s, ent, zy, targets, group, torch.float32)
        ctx.save_for_backward(hidden, weight, tgt, lse, ez)
        ctx.cfg = (temperature, vocab_start, n_valid, group, want_ent, chunk_size, softcap)
        return (logp, ent_out) if want_ent else logp

    @staticmethod
    def backward(ctx, g_lp, g_ent=None):
        hidden, weight, tgt, lse, ez = ctx.saved_tensors
        temperature, vocab_start, n_valid, group, want_ent, chunk_size, softcap = ctx.cfg
        need_h, need_w = ctx.needs_input_grad[0], ctx.needs_input_grad[1]
        h = hidden if hidden.stride(1) == 1 else hidden.contiguous()
        w = weight if weight.stride(1) == 1 else weight.contiguous()
        if h.dtype == torch.float64 or w.dtype == torch.float64:
            h, w = h.float(), w.float()
        if w.dtype != h.dtype:
            w = w.to(h.dtype)
        T, H = h.shape
        dev = h.device
        g_lp, g_ent = _grad_inputs(g_lp, g_ent if want_ent else None, tgt, T, dev)
        use_ent = g_ent is not None
        c = _cfg_linear(h.dtype)
        dot_f32, prec = _dot_flags(h.dtype)
        if chunk_size is None:
            chunk_size = max(c["BV"], _DZ_ELEMS // max(1, T))
        chunk = max(c["BV"], -(-int(chunk_size) // c["BV"]) * c["BV"])
        grad_h = torch.zeros((T, H), dtype=torch.float32, device=dev) if need_h else None
        grad_w = torch.zeros_like(weight) if need_w else None
        dz_dtype = h.dtype
        for c0 in range(0, n_valid, chunk):
            c1 = min(n_valid, c0 + chunk)
            dz = torch.empty((T, c1 - c0), dtype=dz_dtype, device=dev)
            n_t, n_v = triton.cdiv(T, c["BT"]), triton.cdiv(c1 - c0, c["BV"])
            _linear_bwd_kernel[(n_t * n_v,)](
                h, w, dz, tgt, lse, ez, g_lp, g_ent if use_ent else g_lp, T, H, c0, c1, vocab_start, h.stride(0),
                w.stride(0), dz.stride(0), temperature, softcap or 1.0, n_t, n_v, BT=c["BT"], BV=c["BV"],
                BH=c["BH"], WANT_ENT=use_ent, DOT_F32=dot_f32, PRECISION=prec, GROUP=c["GROUP"],
                HAS_CAP=softcap is not None,
                num_warps=c["num_warps"], num_stages=c["num_stages"])
            if need_h:
                grad_h += _mm_f32(dz, w[c0:c1])
            if need_w:
                if dz.is_cuda or dz.dtype == torch.float32:
                    grad_w[c0:c1] = (dz.T @ h).to(weight.dtype)
                else:
                    grad_w[c0:c1] = (dz.float().T @ h.float()).to(weight.dtype)
            del dz
        if need_h:
            if group is not None and dist.get_world_size(group) > 1:
                dist.all_reduce(grad_h, group=group)
            grad_h = grad_h.to(hidden.dtype)
        return grad_h, grad_w, None, None, None, None, None, None, None, None


def triton_token_logprobs(logits, targets, temperature, vocab_start, n_valid, group, want_ent, softcap=None):
    """Triton path of :func:`agon_kernels.logprob.token_logprobs` (arguments already checked)."""
    return _TritonLogits.apply(logits, targets, temperature, vocab_start, n_valid, group, want_ent, softcap)


def triton_linear_token_logprobs(hidden, weight, targets, temperature, vocab_start, n_valid, group, want_ent,
                                 chunk_size, softcap=None):
    """Triton path of :func:`agon_kernels.logprob.linear_token_logprobs` (arguments already checked)."""
    return _TritonLinear.apply(hidden, weight, targets, temperature, vocab_start, n_valid, group, want_ent,
                               chunk_size, softcap)
