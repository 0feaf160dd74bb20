"""Worker for test_logprob_vocab_parallel.py (a plain module so spawned processes can import it)."""
from __future__ import annotations

import os
import traceback

import torch
import torch.distributed as dist

T, H, VPAD, WORLD = 29, 12, 1200, 2
# Log-probs and entropies must agree within 1e-6 absolute. Gradients are p * (...) with
# p = exp(z - lse) evaluated in fp32 at |z| ~ 40: one ulp of lse there is 4e-6, so the
# gradients get 1e-6 absolute plus 1e-5 relative.
GRAD_TOL = dict(atol=1e-6, rtol=1e-5)


def worker(rank, store_path, result_dir, cases):
    os.environ["OMP_NUM_THREADS"] = "1"
    torch.set_num_threads(1)
    try:
        store = dist.FileStore(store_path, WORLD)
        dist.init_process_group("gloo", store=store, rank=rank, world_size=WORLD)
        for case in cases:  # (num_valid, with_triton[, softcap])
            _check(*case)
        dist.barrier()
        dist.destroy_process_group()
        open(os.path.join(result_dir, f"ok{rank}"), "w").close()
    except Exception:
        with open(os.path.join(result_dir, f"err{rank}"), "w") as f:
            f.write(traceback.format_exc())
        raise


def _check(num_valid, with_triton, softcap=None):
    """One padded-vocabulary case on this rank (``softcap``: final-logit soft-capping, None: off);
    raises AssertionError on a mismatch."""
    from agon_kernels.logprob import linear_token_logprobs, token_logprobs

    rank = dist.get_rank()
    g = torch.Generator().manual_seed(0)
    h = torch.randn(T, H, generator=g)
    w = torch.randn(VPAD, H, generator=g) * 0.8
    y = torch.randint(0, num_valid, (T,), generator=g)
    y[3] = -100
    h[::3] = w[y[::3].clamp_min(0)] * (30.0 / w[y[::3].clamp_min(0)].norm(dim=1, keepdim=True) ** 2)
    up1, up2 = torch.randn(2, T, generator=g)
    vl = VPAD // WORLD
    lo, hi = rank * vl, (rank + 1) * vl

    # unsharded reference (no group)
    xf = (h @ w.T).requires_grad_()
    lp_f, ent_f = token_logprobs(xf, y, temperature=0.7, num_valid_vocab=num_valid, return_entropy=True,
                                 impl="torch", softcap=softcap)
    (gx_f,) = torch.autograd.grad((lp_f * up1).sum() + (ent_f * up2).sum(), xf)

    # count collectives during the sharded forward
    calls = []
    real_all_reduce = dist.all_reduce

    def counting_all_reduce(tensor, *a, **k):
        calls.append(tensor.numel())
        return real_all_reduce(tensor, *a, **k)

    impls = ["torch"] + (["triton"] if with_triton else [])
    for impl in impls:
        xs = xf.detach()[:, lo:hi].clone().requires_grad_()
        dist.all_reduce = counting_all_reduce
        calls.clear()
        try:
            lp, ent = token_logprobs(xs, y, temperature=0.7, vocab_start=lo, num_valid_vocab=num_valid,
                                     group=dist.group.WORLD, return_entropy=True, impl=impl, softcap=softcap)
        finally:
            dist.all_reduce = real_all_reduce
        assert len(calls) <= 2 and max(calls) <= 3 * T, f"{impl}: collectives {calls}"
        torch.testing.assert_close(lp, lp_f, atol=1e-6, rtol=0)
        torch.testing.assert_close(ent, ent_f, atol=1e-6, rtol=0)
        (gx,) = torch.autograd.grad((lp * up1).sum() + (ent * up2).sum(), xs)
        torch.testing.assert_close(gx, gx_f[:, lo:hi], **GRAD_TOL)

    # fused head: weight shard gradient and all-reduced hidden gradient
    hf, wf = h.clone().requires_grad_(), w.clone().requires_grad_()
    lp_f2 = linear_token_logprobs(hf, wf, y, num_valid_vocab=num_valid, chunk_size=512, impl="torch", softcap=softcap)
    ghf, gwf = torch.autograd.grad((lp_f2 * up1).sum(), [hf, wf])
    hs, ws = h.clone().requires_grad_(), w[lo:hi].clone().requires_grad_()
    calls.clear()
    dist.all_reduce = counting_all_reduce
    try:
        lp_s = linear_token_logprobs(hs, ws, y, vocab_start=lo, num_valid_vocab=num_valid,
                                     group=dist.group.WORLD, chunk_size=512, impl="torch", softcap=softcap)
    finally:
        dist.all_reduce = real_all_reduce
    assert len(calls) <= 2 and max(calls) <= 3 * T, f"linear: collectives {calls}"
    torch.testing.assert_close(lp_s, lp_f2, atol=1e-6, rtol=0)
    ghs, gws = torch.autograd.grad((lp_s * up1).sum(), [hs, ws])
    torch.testing.assert_close(ghs, ghf, **GRAD_TOL)
    torch.testing.assert_close(gws, gwf[lo:hi], **GRAD_TOL)
