"""agon_kernels.logprob, Triton path (interpreter on CPU, compiled on CUDA): against fp64.

Shapes are small: the interpreter runs every program in numpy.
"""
from __future__ import annotations

import math

import pytest
import torch
from agon_kernels.logprob import linear_token_logprobs, token_logprobs
from kernel_refs import ref_logprobs

pytest.importorskip("triton")

T, H, V, NV, V0 = 37, 40, 1100, 1000, 0


def _problem(device, dtype, seed=0, peaked=True):
    g = torch.Generator().manual_seed(seed)
    h = torch.randn(T, H, generator=g, dtype=torch.float64)
    w = torch.randn(V, H, generator=g, dtype=torch.float64) * (4.0 / math.sqrt(H))
    y = torch.randint(0, NV, (T,), generator=g)
    if peaked:  # rows with top probability >= 0.999
        h[::4] = w[y[::4]] * (40.0 / w[y[::4]].norm(dim=1, keepdim=True) ** 2)
    w[NV:] = 3.0  # padded rows with large logits must not leak in
    y[5] = -100
    h, w = h.to(dtype), w.to(dtype)
    return h.to(device), w.to(device), y.to(device)


def _refs(h, w, y, temperature, up1, up2):
    h64 = h.detach().cpu().double().requires_grad_()
    w64 = w.detach().cpu().double().requires_grad_()
    lp, ent = ref_logprobs(h64 @ w64.T, y.cpu(), temperature, NV)
    gh, gw = torch.autograd.grad((lp * up1).sum() + (ent * up2).sum(), [h64, w64])
    return lp, ent, gh, gw


@pytest.mark.slow
@pytest.mark.parametrize("dtype,temperature", [(torch.float32, 0.6), (torch.bfloat16, 1.5)])
def test_triton_linear_matches_fp64(triton_device, dtype, temperature):
    h, w, y = _problem(triton_device, dtype)
    up1, up2 = torch.randn(2, T, generator=torch.Generator().manual_seed(9), dtype=torch.float64)
    rlp, rent, rgh, rgw = _refs(h, w, y, temperature, up1, up2)
    hh, ww = h.clone().requires_grad_(), w.clone().requires_grad_()
    lp, ent = linear_token_logprobs(hh, ww, y, temperature=temperature, num_valid_vocab=NV, return_entropy=True,
                                    impl="triton", chunk_size=512)
    assert lp.dtype == torch.float32 and lp.device == h.device
    torch.testing.assert_close(lp.cpu().double(), rlp, atol=1e-5, rtol=0)
    torch.testing.assert_close(ent.cpu().double(), rent, atol=1e-5, rtol=0)
    assert rlp[0::4][y[0::4].cpu() >= 0].exp().min() >= 0.999
    gh, gw = torch.autograd.grad((lp * up1.to(lp)).sum() + (ent * up2.to(lp)).sum(), [hh, ww])
    assert gh.dtype == dtype and gw.dtype == dtype
    if dtype == torch.float32:
        torch.testing.assert_close(gh.cpu().double(), rgh, atol=5e-4, rtol=0)
        torch.testing.assert_close(gw.cpu().double(), rgw, atol=5e-4, rtol=0)
    else:
        # bf16: d logits is rounded to bf16 before the two GEMMs (as in plain bf16 training), so
        # individual entries carry ~2^-8 relative error; the gradient as a whole is within 1%.
        for got, want in ((gh, rgh), (gw, rgw)):
            assert (got.cpu().double() - want).norm() <= 1e-2 * want.norm()
    assert torch.all(gw[NV:] == 0)


@pytest.mark.parametrize("temperature", [0.6, 1.0])
def test_triton_logits_matches_fp64(triton_device, temperature):
    h, w, y = _problem("cpu", torch.float64)
    x64 = (h @ w.T).requires_grad_()
    rlp, rent = ref_logprobs(x64, y, temperature, NV)
    up1, up2 = torch.randn(2, T, generator=torch.Generator().manual_seed(8), dtype=torch.float64)
    rg = torch.autograd.grad((rlp * up1).sum() + (rent * up2).sum(), x64)[0]
    x = x64.detach().float().to(triton_device).requires_grad_()
    lp, ent = token_logprobs(x, y.to(triton_device), temperature=temperature, num_valid_vocab=NV,
                             return_entropy=True, impl="triton")
    torch.testing.assert_close(lp.cpu().double(), rlp, atol=1e-5, rtol=0)
    torch.testing.assert_close(ent.cpu().double(), rent, atol=1e-5, rtol=0)
    assert lp[5] == 0.0
    g = torch.autograd.grad((lp * up1.to(lp)).sum() + (ent * up2.to(lp)).sum(), x)[0]
    torch.testing.assert_close(g.cpu().double(), rg, atol=5e-4, rtol=0)
    assert torch.all(g[:, NV:] == 0)


def test_triton_logits_bf16_and_vocab_offset(triton_device):
    """bf16 loads are cast to fp32 at once; a shard offset moves the target columns."""
    g = torch.Generator().manual_seed(3)
    x = (torch.randn(T, 600, generator=g) * 5).to(torch.bfloat16)
    y = torch.randint(1000, 1600, (T,), generator=g)
    lp = token_logprobs(x.to(triton_device), y.to(triton_device), vocab_start=1000, num_valid_vocab=1590,
                        impl="triton")
    rlp, _ = ref_logprobs(x.double(), y - 1000, 1.0, 590)
    rlp = torch.where(y < 1590, rlp, torch.zeros_like(rlp))
    torch.testing.assert_close(lp.cpu().double(), rlp, atol=1e-5, rtol=0)


@pytest.mark.slow
def test_triton_matches_torch_path_and_is_deterministic(triton_device):
    h, w, y = _problem(triton_device, torch.float32, seed=1)
    a = linear_token_logprobs(h, w, y, num_valid_vocab=NV, return_entropy=True, impl="triton", chunk_size=64)
    b = linear_token_logprobs(h, w, y, num_valid_vocab=NV, return_entropy=True, impl="triton", chunk_size=None)
    assert torch.equal(a[0], b[0]) and torch.equal(a[1], b[1]), "forward must not depend on chunk_size"
    c = linear_token_logprobs(h.cpu(), w.cpu(), y.cpu(), num_valid_vocab=NV, return_entropy=True, impl="torch")
    torch.testing.assert_close(a[0].cpu(), c[0], atol=2e-6, rtol=1e-6)
    # repeated backward: bitwise identical gradients
    grads = []
    for _ in range(2):
        hh, ww = h.clone().requires_grad_(), w.clone().requires_grad_()
        lp = linear_token_logprobs(hh, ww, y, num_valid_vocab=NV, impl="triton")
        grads.append(torch.autograd.grad(lp.sum(), [hh, ww]))
    assert torch.equal(grads[0][0], grads[1][0]) and torch.equal(grads[0][1], grads[1][1])


def test_broken_triton_backward_is_caught(triton_device, monkeypatch):
    """A wrong gradient kernel (entropy term dropped) must fail the fp64 comparison above."""
    import agon_kernels._triton_logprob as TK

    real = TK._grad_inputs

    def drop_entropy_grad(g_lp, g_ent, targets, T_, device):
        return real(g_lp, None, targets, T_, device)

    monkeypatch.setattr(TK, "_grad_inputs", drop_entropy_grad)
    with pytest.raises(AssertionError):
        test_triton_logits_matches_fp64(triton_device, 0.6)


@pytest.mark.slow
@pytest.mark.parametrize("masked_cols", [[1], [0, 2, 3, 700], list(range(10, 900))])
def test_triton_entropy_grad_finite_with_masked_logits(triton_device, masked_cols):
    """A -inf logit (p = 0) must not turn the entropy gradient into nan."""
    g = torch.Generator().manual_seed(3)
    x = torch.randn(4, NV, generator=g, dtype=torch.float64)
    x[:, masked_cols] = -math.inf
    y = torch.tensor([5, 6, 7, 8])
    ref = x.clone().requires_grad_()
    lp_r, ent_r = ref_logprobs(ref.where(torch.isfinite(ref), torch.full_like(ref, -1e30)), y, 1.0, NV)
    (gr,) = torch.autograd.grad(lp_r.sum() + 0.1 * ent_r.sum(), ref)
    xx = x.float().to(triton_device).requires_grad_()
    lp, ent = token_logprobs(xx, y.to(triton_device), num_valid_vocab=NV, return_entropy=True, impl="triton")
    (lp.sum() + 0.1 * ent.sum()).backward()
    assert torch.isfinite(xx.grad).all()
    torch.testing.assert_close(xx.grad.cpu().double(), gr, atol=1e-5, rtol=0)
