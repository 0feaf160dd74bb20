"""Final-logit soft-capping (Gemma: ``cap * tanh(z / cap)`` before the temperature) in the log-prob path.

Torch reference and Triton (interpreter on CPU) paths, logits and fused-head entry points,
against an fp64 autograd reference that caps the logits explicitly; log-probs, entropy and
both gradients. Vocab parallelism: the 2-rank gloo worker of test_logprob_vocab_parallel.py
with a cap (merge unchanged: capping is per column, before the block statistics).
"""
from __future__ import annotations

import math

import pytest
import torch
import torch.multiprocessing as mp
from kernel_refs import ref_logprobs
from vocab_parallel_worker import WORLD, worker

from agon_kernels.logprob import linear_token_logprobs, token_logprobs

T, H, V, NV = 23, 24, 700, 650
CAP = 5.0  # small: most logits of the problem reach the tanh's curved part


def _problem(seed=0):
    g = torch.Generator().manual_seed(seed)
    h = torch.randn(T, H, generator=g, dtype=torch.float64)
    w = torch.randn(V, H, generator=g, dtype=torch.float64) * (6.0 / math.sqrt(H))
    y = torch.randint(0, NV, (T,), generator=g)
    w[NV:] = 3.0  # padded rows must not leak in
    y[4] = -100
    up1, up2 = torch.randn(2, T, generator=g, dtype=torch.float64)
    return h, w, y, up1, up2


def _ref(h, w, y, temperature, up1, up2):
    h64, w64 = h.clone().requires_grad_(), w.clone().requires_grad_()
    z = h64 @ w64.T
    lp, ent = ref_logprobs(CAP * torch.tanh(z / CAP), y, temperature, NV)
    gh, gw = torch.autograd.grad((lp * up1).sum() + (ent * up2).sum(), [h64, w64])
    return lp, ent, gh, gw


def test_softcap_changes_the_result():
    h, w, y, _, _ = _problem()
    z = (h @ w.T).float()
    plain = token_logprobs(z, y, num_valid_vocab=NV, impl="torch")
    capped = token_logprobs(z, y, num_valid_vocab=NV, impl="torch", softcap=CAP)
    assert (plain - capped).abs().max() > 0.1
    with pytest.raises(ValueError, match="softcap=0.0 must be a finite float > 0"):
        token_logprobs(z, y, num_valid_vocab=NV, softcap=0.0)


@pytest.mark.parametrize("impl", ["torch", pytest.param("triton", marks=pytest.mark.slow)])
@pytest.mark.parametrize("temperature", [1.0, 0.7])
def test_softcap_logits_path_matches_fp64(impl, temperature):
    if impl == "triton":
        pytest.importorskip("triton")
    h, w, y, up1, up2 = _problem()
    rlp, rent, _, _ = _ref(h, w, y, temperature, up1, up2)
    z64 = (h @ w.T).requires_grad_()
    lp64, ent64 = ref_logprobs(CAP * torch.tanh(z64 / CAP), y, temperature, NV)
    (rgz,) = torch.autograd.grad((lp64 * up1).sum() + (ent64 * up2).sum(), z64)
    z = (h @ w.T).float().requires_grad_()
    lp, ent = token_logprobs(z, y, temperature=temperature, num_valid_vocab=NV, return_entropy=True, impl=impl,
                             softcap=CAP)
    torch.testing.assert_close(lp.double(), rlp, atol=1e-5, rtol=0)
    torch.testing.assert_close(ent.double(), rent, atol=1e-5, rtol=0)
    (gz,) = torch.autograd.grad((lp * up1.float()).sum() + (ent * up2.float()).sum(), z)
    torch.testing.assert_close(gz.double(), rgz, atol=1e-5, rtol=0)
    assert torch.all(gz[:, NV:] == 0)


@pytest.mark.parametrize("impl", ["torch", pytest.param("triton", marks=pytest.mark.slow)])
def test_softcap_fused_head_matches_fp64(impl):
    if impl == "triton":
        pytest.importorskip("triton")
    h, w, y, up1, up2 = _problem(1)
    rlp, rent, rgh, rgw = _ref(h, w, y, 0.8, up1, up2)
    hh, ww = h.float().requires_grad_(), w.float().requires_grad_()
    lp, ent = linear_token_logprobs(hh, ww, y, temperature=0.8, num_valid_vocab=NV, return_entropy=True, impl=impl,
                                    chunk_size=512, softcap=CAP)
    torch.testing.assert_close(lp.double(), rlp, atol=1e-5, rtol=0)
    torch.testing.assert_close(ent.double(), rent, atol=1e-5, rtol=0)
    gh, gw = torch.autograd.grad((lp * up1.float()).sum() + (ent * up2.float()).sum(), [hh, ww])
    torch.testing.assert_close(gh.double(), rgh, atol=1e-4, rtol=0)
    torch.testing.assert_close(gw.double(), rgw, atol=1e-4, rtol=0)
    assert torch.all(gw[NV:] == 0)


@pytest.mark.slow
@pytest.mark.distributed
def test_softcap_vocab_parallel_equals_unsharded(tmp_path):
    ctx = mp.spawn(worker, args=(str(tmp_path / "store"), str(tmp_path), [(1100, False, 7.0)]), nprocs=WORLD,
                   join=False)
    while not ctx.join(timeout=60):
        pass
    errs = [p.read_text() for p in tmp_path.glob("err*")]
    assert not errs, "\n".join(errs)
    assert sorted(p.name for p in tmp_path.glob("ok*")) == ["ok0", "ok1"]
