"""Token log-probabilities (and entropy) of a softmax head without materialising fp32 [T, V].

Two entry points with the same keyword arguments:

* :func:`token_logprobs` takes logits ``[T, V_local]`` (any float dtype);
* :func:`linear_token_logprobs` takes hidden states ``[T, H]`` and the output-layer weight
  shard ``[V_local, H]`` and never holds more than ``[T, chunk_size]`` logits at a time;
  its backward recomputes the logits chunk by chunk (nothing of size T x V is saved).

Definitions (z = c(logits) / temperature, restricted to the valid vocabulary; c is the identity,
or with ``softcap=cap`` the final-logit soft-capping ``c(x) = cap * tanh(x / cap)`` of Gemma 2-4,
applied before the temperature as the model does before the sampler; a -inf logit stays -inf):
    log p(y_t) = z[t, y_t] - logsumexp_v z[t, v]
    H_t        = logsumexp_v z[t, v] - sum_v p[t, v] z[t, v]        (nats)
Gradients (used by the hand-written backward; see tests/kernels for the fp64 checks):
    d log p(y_t) / d z[t, v] = 1[v = y_t] - p[t, v]
    d H_t / d z[t, v]        = -p[t, v] (z[t, v] - E_p[z_t])
    d c(x) / d x             = 1 - tanh(x / cap)^2                (chain rule, soft-capping only)

Numerics, chosen so results are reproducible bit for bit:

* Accumulation in fp32 whatever the input dtype (fp64 inputs stay fp64, for gradcheck).
* The vocabulary of each shard is cut into fixed blocks of ``BLOCK_V`` columns counted from
  the shard start. For every block we take (max, sum exp(z - max), sum exp(z - max)(z - max));
  blocks are then merged in one fixed-shape reduction. The block layout does not depend on
  ``chunk_size`` (it is rounded up to a multiple of ``BLOCK_V``) or on how rows are chunked,
  so the log-probs do not depend on the chunk size and repeated calls are bitwise identical.
  (Bitwise equality across chunk sizes in :func:`linear_token_logprobs` additionally needs
  the matmul to give the same logits for different widths, which holds for MKL on CPU and is
  tested; the Triton kernels use a fixed reduction order of their own.)
* Columns whose global index is ``>= num_valid_vocab`` (vocab padding) and the tail of the
  last block are excluded exactly (they are -inf, never exp(0)); a block with no valid
  column contributes 0, not NaN.

Vocab parallelism (``group``): each rank holds columns ``[vocab_start, vocab_start +
V_local)`` of the global vocabulary. The forward uses exactly two collectives of O(T) data:
all-reduce MAX of the per-token local max, then one all-reduce SUM of a stacked
``[sum_exp, target_logit(, entropy term)]`` tensor. The backward needs no collective for the
logits; each rank gets the gradient of its own shard. For :func:`linear_token_logprobs` the
gradient wrt ``hidden`` is all-reduced over ``group`` (``hidden`` is replicated across the
vocab-parallel ranks, as in Megatron's column-parallel output layer; do not also wrap it in
``copy_to_tensor_model_parallel_region``).

Targets: global token ids ``[T]`` (int64 or int32). A negative target (e.g. -100, the usual
ignore index) gives log-prob 0 and no gradient through the log-prob (its entropy is still
computed). A target ``>= num_valid_vocab`` raises ``ValueError``.
"""

from __future__ import annotations

import math

import torch
import torch.distributed as dist

from ._dispatch import resolve_impl
from ._logprob_stats import _merge_blocks, _outputs, _prep_grads

__all__ = ["token_logprobs", "linear_token_logprobs", "BLOCK_V"]

#: Width of the fixed reduction blocks over the vocabulary (part of the numerical definition).
BLOCK_V = 512
#: Elements of one fp32 working chunk (rows x columns) in the torch path: 2**24 = 64 MiB.
CHUNK_ELEMS = 1 << 24


# --------------------------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------------------------
def _check_common(fn, T, V_local, targets, temperature, vocab_start, num_valid_vocab, group, device):
    if targets.dim() != 1 or targets.shape[0] != T:
        raise ValueError(f"{fn}: targets must be [T]={T} token ids, got shape {tuple(targets.shape)}")
    if targets.dtype not in (torch.int64, torch.int32):
        raise ValueError(f"{fn}: targets must be int64/int32 token ids, got {targets.dtype}; use targets.long()")
    if targets.device != device:
        raise ValueError(f"{fn}: targets on {targets.device} but inputs on {device}; move them to one device")
    if not (isinstance(temperature, (int, float)) and math.isfinite(temperature) and temperature > 0):
        raise ValueError(f"{fn}: temperature={temperature!r} must be a finite float > 0")
    if int(vocab_start) != vocab_start or vocab_start < 0:
        raise ValueError(f"{fn}: vocab_start={vocab_start!r} must be an int >= 0 (global id of this shard's column 0)")
    if V_local < 1:
        raise ValueError(f"{fn}: the vocabulary shard is empty (V_local=0)")
    if num_valid_vocab is not None and (int(num_valid_vocab) != num_valid_vocab or num_valid_vocab < 1):
        raise ValueError(f"{fn}: num_valid_vocab={num_valid_vocab!r} must be an int >= 1 (global, unpadded)")
    if group is None and num_valid_vocab is not None and num_valid_vocab <= vocab_start:
        raise ValueError(
            f"{fn}: num_valid_vocab={num_valid_vocab} <= vocab_start={vocab_start} leaves no valid column and no "
            "group to take them from; pass the global unpadded vocabulary size"
        )
    if T > 0:
        tmax = int(targets.max())
        limit = num_valid_vocab if num_valid_vocab is not None else (vocab_start + V_local if group is None else None)
        if limit is not None and tmax >= limit:
            raise ValueError(
                f"{fn}: target id {tmax} >= vocabulary size {limit} (num_valid_vocab={num_valid_vocab}); "
                "targets must be global ids of real tokens, or negative to ignore a position"
            )
    # Valid columns of this shard: [0, n_valid_local).
    if num_valid_vocab is None:
        return V_local
    return int(min(max(num_valid_vocab - vocab_start, 0), V_local))


def _check_softcap(fn, softcap):
    if softcap is None:
        return None
    if not (isinstance(softcap, (int, float)) and math.isfinite(softcap) and softcap > 0):
        raise ValueError(f"{fn}: softcap={softcap!r} must be a finite float > 0 (the model's final_logit_softcapping) "
                         "or None")
    return float(softcap)


def _cap(x: torch.Tensor, softcap):
    """``(cap * tanh(x / cap), 1 - tanh^2)`` of raw logits (a new tensor; -inf kept), or ``(x, None)``."""
    if softcap is None:
        return x, None
    t = torch.tanh(x / softcap)
    z = torch.where(x == -math.inf, x, t * softcap)
    return z, t.square_().neg_().add_(1.0)


def _acc_dtype(dtype: torch.dtype) -> torch.dtype:
    return torch.float64 if dtype == torch.float64 else torch.float32


# --------------------------------------------------------------------------------------------
# the block statistics shared by both paths
# --------------------------------------------------------------------------------------------
def _blocks(z: torch.Tensor) -> torch.Tensor:
    """[R, W] -> [R, ceil(W / BLOCK_V), BLOCK_V], padding the tail with -inf."""
    R, W = z.shape
    pad = (-W) % BLOCK_V if W else BLOCK_V  # a shard of padding only: one empty block
    if pad:
        z = torch.nn.functional.pad(z, (0, pad), value=-math.inf)
    return z.view(R, -1, BLOCK_V)


def _block_stats(zb: torch.Tensor, want_ent: bool):
    """Per-block (max, sum exp(z - max), sum exp(z - max) (z - max)) of [R, NB, BLOCK_V]."""
    bmax = zb.amax(dim=-1)
    shift = torch.where(torch.isinf(bmax), torch.zeros_like(bmax), bmax)  # empty block: avoid -inf - -inf
    u = zb - shift.unsqueeze(-1)
    if want_ent:
        e = torch.exp(u)
        bsum = e.sum(dim=-1)
        # exp(-inf) = 0 but 0 * -inf = nan: clamp the excluded columns to a finite value.
        bent = (e * u.clamp_min_(torch.finfo(u.dtype).min)).sum(dim=-1)
        return bmax, bsum, bent
    bsum = u.exp_().sum(dim=-1)
    return bmax, bsum, None


def _target_local(targets, vocab_start, n_valid_local):
    """Local column of each target and whether this shard owns it (negative targets never)."""
    loc = targets.long() - vocab_start
    owned = (targets >= 0) & (loc >= 0) & (loc < n_valid_local)
    return torch.where(owned, loc, torch.zeros_like(loc)), owned


def _grad_z(z, lse, ez, g_lp, g_ent, tgt_loc, owned, c0, temperature):
    """In-place: z [R, W] (scaled logits of columns [c0, c0 + W)) -> d loss / d logits."""
    # p = exp(z - lse); keep z - E[z] for the entropy term before z is overwritten.
    if g_ent is not None:
        # a -inf logit (a masked token) has p = 0 but z - E[z] = -inf, and 0 * -inf = nan
        # would poison the whole row's gradient: clamp to a finite value (p * it is then 0).
        zc = (z - ez.unsqueeze(1)).clamp_min_(torch.finfo(z.dtype).min)
    p = z.sub_(lse.unsqueeze(1)).exp_()
    if g_ent is not None:
        gz = zc.mul_(p).mul_(-g_ent.unsqueeze(1))
        if g_lp is not None:
            gz.sub_(p.mul_(g_lp.unsqueeze(1)))
    elif g_lp is not None:
        gz = p.mul_(-g_lp.unsqueeze(1))
    else:
        gz = p.zero_()
    if g_lp is not None:
        col = tgt_loc - c0
        hit = owned & (col >= 0) & (col < z.shape[1])
        rows = hit.nonzero(as_tuple=True)[0]
        if rows.numel():
            gz[rows, col[rows]] += g_lp[rows]
    if temperature != 1.0:
        gz.div_(temperature)
    return gz


# --------------------------------------------------------------------------------------------
# torch reference: from logits
# --------------------------------------------------------------------------------------------
class _LogitsLogprob(torch.autograd.Function):
    @staticmethod
    def forward(ctx, logits, targets, temperature, vocab_start, n_valid, group, want_ent, softcap=None):
        acc = _acc_dtype(logits.dtype)
        T = logits.shape[0]
        tgt_loc, owned = _target_local(targets, vocab_start, n_valid)
        nb = max(1, -(-n_valid // BLOCK_V))
        rows = max(1, CHUNK_ELEMS // (nb * BLOCK_V))
        m = torch.empty(T, dtype=torch.float64, device=logits.device)
        s = torch.empty_like(m)
        ent = torch.empty_like(m) if want_ent else None
        zy = torch.empty(T, dtype=acc, device=logits.device)
        for r0 in range(0, T, rows):
            r1 = min(T, r0 + rows)
            z, _ = _cap(logits[r0:r1, :n_valid].to(acc), softcap)
            if temperature != 1.0:
                z = z / temperature
            if n_valid:
                zy[r0:r1] = torch.where(owned[r0:r1], z.gather(1, tgt_loc[r0:r1, None]).squeeze(1), 0.0)
            else:  # this shard holds only padding; it still takes part in the collectives
                zy[r0:r1] = 0.0
            bm, bs, be = _block_stats(_blocks(z), want_ent)
            m[r0:r1], s[r0:r1], e = _merge_blocks(bm, bs, be)
            if want_ent:
                ent[r0:r1] = e
        logp, ent_out, lse, ez = _outputs(m, s, ent, zy, targets, group, acc)
        ctx.save_for_backward(logits, targets, lse, ez)
        ctx.cfg = (temperature, vocab_start, n_valid, want_ent, softcap)
        return (logp, ent_out) if want_ent else logp

    @staticmethod
    def backward(ctx, g_lp, g_ent=None):
        logits, targets, lse, ez = ctx.saved_tensors
        temperature, vocab_start, n_valid, want_ent, softcap = ctx.cfg
        if not want_ent:
            g_ent = None
        acc = lse.dtype
        g_lp, g_ent = _prep_grads(g_lp, g_ent, targets, acc)
        tgt_loc, owned = _target_local(targets, vocab_start, n_valid)
        T, V_local = logits.shape
        grad = torch.zeros_like(logits)
        rows = max(1, CHUNK_ELEMS // max(1, n_valid))
        for r0 in range(0, T, rows):
            r1 = min(T, r0 + rows)
            z = logits[r0:r1, :n_valid].to(acc, copy=True)  # _grad_z works in place
            z, dcap = _cap(z, softcap)
            if temperature != 1.0:
                z.div_(temperature)
            gz = _grad_z(
                z, lse[r0:r1], None if ez is None or g_ent is None else ez[r0:r1],
                None if g_lp is None else g_lp[r0:r1], None if g_ent is None else g_ent[r0:r1],
                tgt_loc[r0:r1], owned[r0:r1], 0, temperature,
            )
            if dcap is not None:
                gz.mul_(dcap)
            grad[r0:r1, :n_valid] = gz
        return grad, None, None, None, None, None, None, None


# --------------------------------------------------------------------------------------------
# torch reference: fused with the output layer
# --------------------------------------------------------------------------------------------
def _chunk_width(T: int, chunk_size: int | None) -> int:
    if chunk_size is None:
        chunk_size = max(BLOCK_V, CHUNK_ELEMS // max(1, T))
    return max(BLOCK_V, -(-int(chunk_size) // BLOCK_V) * BLOCK_V)


class _LinearLogprob(torch.autograd.Function):
    @staticmethod
    def forward(ctx, hidden, weight, targets, temperature, vocab_start, n_valid, group, want_ent, chunk, softcap=None):
        acc = _acc_dtype(torch.promote_types(hidden.dtype, weight.dtype))
        T = hidden.shape[0]
        h = hidden.to(acc)
        tgt_loc, owned = _target_local(targets, vocab_start, n_valid)
        nb = max(1, -(-n_valid // BLOCK_V))
        bmax = torch.full((T, nb), -math.inf, dtype=acc, device=hidden.device)
        bsum = torch.zeros((T, nb), dtype=acc, device=hidden.device)
        bent = torch.zeros((T, nb), dtype=acc, device=hidden.device) if want_ent else None
        zy = torch.zeros(T, dtype=acc, device=hidden.device)
        for c0 in range(0, n_valid, chunk):
            c1 = min(n_valid, c0 + chunk)
            z, _ = _cap(h @ weight[c0:c1].to(acc).T, softcap)
            if temperature != 1.0:
                z.div_(temperature)
            col = tgt_loc - c0
            hit = owned & (col >= 0) & (col < c1 - c0)
            zy += torch.where(hit, z.gather(1, col.clamp(0, c1 - c0 - 1)[:, None]).squeeze(1), 0.0)
            b0, b1 = c0 // BLOCK_V, -(-c1 // BLOCK_V)
            bm, bs, be = _block_stats(_blocks(z), want_ent)
            bmax[:, b0:b1], bsum[:, b0:b1] = bm, bs
            if want_ent:
                bent[:, b0:b1] = be
            del z
        m, s, ent = _merge_blocks(bmax, bsum, bent)
        logp, ent_out, lse, ez = _outputs(m, s, ent, zy, targets, group, acc)
        ctx.save_for_backward(hidden, weight, targets, lse, ez)
        ctx.cfg = (temperature, vocab_start, n_valid, group, want_ent, chunk, softcap)
        return (logp, ent_out) if want_ent else logp

    @staticmethod
    def backward(ctx, g_lp, g_ent=None):
        hidden, weight, targets, lse, ez = ctx.saved_tensors
        temperature, vocab_start, n_valid, group, want_ent, chunk, softcap = ctx.cfg
        if not want_ent:
            g_ent = None
        acc = lse.dtype
        g_lp, g_ent = _prep_grads(g_lp, g_ent, targets, acc)
        tgt_loc, owned = _target_local(targets, vocab_start, n_valid)
        need_h, need_w = ctx.needs_input_grad[0], ctx.needs_input_grad[1]
        h = hidden.to(acc)
        grad_h = torch.zeros(hidden.shape, dtype=acc, device=hidden.device) if need_h else None
        grad_w = torch.zeros_like(weight) if need_w else None
        for c0 in range(0, n_valid, chunk):
            c1 = min(n_valid, c0 + chunk)
            w = weight[c0:c1].to(acc)
            z, dcap = _cap(h @ w.T, softcap)
            if temperature != 1.0:
                z.div_(temperature)
            gz = _grad_z(z, lse, ez if g_ent is not None else None, g_lp, g_ent, tgt_loc, owned, c0, temperature)
            if dcap is not None:
                gz.mul_(dcap)
            if need_h:
                grad_h.addmm_(gz, w)
            if need_w:
                if grad_w.dtype == acc:
                    torch.mm(gz.T, h, out=grad_w[c0:c1])
                else:
                    grad_w[c0:c1] = (gz.T @ h).to(weight.dtype)
            del z, gz
        if need_h:
            if group is not None and dist.get_world_size(group) > 1:
                dist.all_reduce(grad_h, group=group)
            grad_h = grad_h.to(hidden.dtype)
        return grad_h, grad_w, None, None, None, None, None, None, None, None


# --------------------------------------------------------------------------------------------
# public API
# --------------------------------------------------------------------------------------------
def token_logprobs(
    logits: torch.Tensor,
    targets: torch.Tensor,
    *,
    temperature: float = 1.0,
    vocab_start: int = 0,
    num_valid_vocab: int | None = None,
    group=None,
    return_entropy: bool = False,
    impl: str = "auto",
    softcap: float | None = None,
):
    """Log-probability of each target token (and optionally the entropy) from logits.

    Args:
        logits: ``[T, V_local]`` fp32/bf16/fp16/fp64, this rank's vocabulary shard (columns
            ``vocab_start .. vocab_start + V_local - 1`` of the global vocabulary).
        targets: ``[T]`` int64/int32 global token ids; negative = ignored (log-prob 0, no grad).
        temperature: logits are divided by it before the softmax (sampling temperature).
        vocab_start: global id of column 0 of this shard (``rank * V_local`` in Megatron).
        num_valid_vocab: global number of real tokens; columns at or beyond it (vocab padding)
            are excluded from the softmax. ``None``: every column is real.
        group: vocab-parallel process group (TP) or ``None``; 2 collectives of O(T) data.
        return_entropy: also return the entropy of the tempered distribution.
        impl: ``"torch" | "triton" | "auto"`` (see :mod:`agon_kernels._dispatch`).
        softcap: final-logit soft-capping ``cap`` (``cap * tanh(logits / cap)`` before the
            temperature; Gemma's ``final_logit_softcapping``); ``None``: off.

    Returns:
        ``logp [T]`` fp32 (fp64 for fp64 logits), or ``(logp, entropy)`` both ``[T]``.
        Differentiable wrt ``logits``; with a group each rank gets the gradient of its shard.

    Raises:
        ValueError: bad shapes/dtypes, temperature <= 0, targets out of the vocabulary.
    """
    fn = "token_logprobs"
    if logits.dim() != 2 or not logits.is_floating_point():
        raise ValueError(f"{fn}: logits must be a float [T, V_local] tensor, got {logits.dtype} {tuple(logits.shape)}")
    T, V_local = logits.shape
    n_valid = _check_common(fn, T, V_local, targets, temperature, vocab_start, num_valid_vocab, group, logits.device)
    softcap = _check_softcap(fn, softcap)
    if T == 0:
        empty = logits.new_zeros(0, dtype=_acc_dtype(logits.dtype)) + logits.sum() * 0
        return (empty, empty.clone()) if return_entropy else empty
    if resolve_impl(impl, logits, fn) == "triton":
        from ._triton_logprob import triton_token_logprobs

        return triton_token_logprobs(logits, targets, float(temperature), int(vocab_start), n_valid, group,
                                     bool(return_entropy), softcap)
    return _LogitsLogprob.apply(
        logits, targets, float(temperature), int(vocab_start), n_valid, group, bool(return_entropy), softcap
    )


def linear_token_logprobs(
    hidden: torch.Tensor,
    weight: torch.Tensor,
    targets: torch.Tensor,
    *,
    temperature: float = 1.0,
    vocab_start: int = 0,
    num_valid_vocab: int | None = None,
    group=None,
    return_entropy: bool = False,
    impl: str = "auto",
    chunk_size: int | None = None,
    softcap: float | None = None,
):
    """Log-probabilities of ``hidden @ weight.T`` without materialising ``[T, V]`` logits.

    Args:
        hidden: ``[T, H]`` final hidden states (after the final norm), any float dtype.
        weight: ``[V_local, H]`` output-layer weight shard, same dtype family as ``hidden``.
        targets, temperature, vocab_start, num_valid_vocab, group, return_entropy, impl:
            as in :func:`token_logprobs`.
        chunk_size: vocabulary columns per working chunk (rounded up to a multiple of
            ``BLOCK_V``); ``None`` picks about 2**24 / T. Does not change the result.
        softcap: as in :func:`token_logprobs` (applied to ``hidden @ weight.T``).

    Returns:
        As :func:`token_logprobs`. Differentiable wrt ``hidden`` and ``weight``; the backward
        recomputes logits chunk by chunk. Rows of ``weight`` beyond ``num_valid_vocab`` get a
        zero gradient. With a group, ``hidden.grad`` is all-reduced over the group.

    Raises:
        ValueError: bad shapes/dtypes, H mismatch, temperature <= 0, targets out of range.
    """
    fn = "linear_token_logprobs"
    if hidden.dim() != 2 or not hidden.is_floating_point():
        raise ValueError(f"{fn}: hidden must be a float [T, H] tensor, got {hidden.dtype} {tuple(hidden.shape)}")
    if weight.dim() != 2 or not weight.is_floating_point():
        raise ValueError(f"{fn}: weight must be a float [V_local, H] tensor, got {weight.dtype} {tuple(weight.shape)}")
    if weight.shape[1] != hidden.shape[1]:
        raise ValueError(
            f"{fn}: hidden is [T, {hidden.shape[1]}] but weight is [V_local, {weight.shape[1]}]; "
            "pass the output layer weight as [V_local, H] (not transposed)"
        )
    if weight.device != hidden.device:
        raise ValueError(f"{fn}: hidden on {hidden.device} but weight on {weight.device}")
    if chunk_size is not None and chunk_size < 1:
        raise ValueError(f"{fn}: chunk_size={chunk_size} must be >= 1 (or None for automatic)")
    T = hidden.shape[0]
    V_local = weight.shape[0]
    n_valid = _check_common(fn, T, V_local, targets, temperature, vocab_start, num_valid_vocab, group, hidden.device)
    softcap = _check_softcap(fn, softcap)
    if T == 0:
        empty = hidden.new_zeros(0, dtype=torch.float32) + (hidden.sum() + weight.sum()) * 0
        return (empty, empty.clone()) if return_entropy else empty
    if resolve_impl(impl, hidden, fn) == "triton":
        from ._triton_logprob import triton_linear_token_logprobs

        return triton_linear_token_logprobs(hidden, weight, targets, float(temperature), int(vocab_start), n_valid,
                                            group, bool(return_entropy), chunk_size, softcap)
    return _LinearLogprob.apply(
        hidden, weight, targets, float(temperature), int(vocab_start), n_valid, group,
        bool(return_entropy), _chunk_width(T, chunk_size), softcap,
    )
