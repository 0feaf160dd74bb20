"""Compiled Triton kernels on a CUDA GPU (skipped on CPU-only machines).

Checks the kernels' GPU targets (kernels/README.md) at a moderate size: bf16 peaked log-probs within 1e-4 of an
fp32 computation, Triton equal to the torch path, and the fused head's extra memory far below
the materialised logits'.
"""
from __future__ import annotations

import math

import pytest
import torch
from agon_kernels.advantage import group_advantages
from agon_kernels.logprob import linear_token_logprobs, token_logprobs
from agon_kernels.policy_loss import ppo_clip_loss

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]


def _peaked(T, H, V, nv, dtype, seed=0):
    g = torch.Generator(device="cuda").manual_seed(seed)
    w = (torch.randn(V, H, generator=g, device="cuda") / math.sqrt(H))
    y = torch.randint(0, nv, (T,), generator=g, device="cuda")
    h = torch.randn(T, H, generator=g, device="cuda")
    h[::2] = w[y[::2]] * (40.0 / w[y[::2]].norm(dim=1, keepdim=True) ** 2)
    w[nv:] = 0.0  # zero padding rows: exp(0) each if they leaked in
    return h.to(dtype), w.to(dtype), y


def test_bf16_peaked_logprobs_within_1e4_of_fp32():
    torch.backends.cuda.matmul.allow_tf32 = False
    h, w, y = _peaked(2048, 1024, 151936, 151669, torch.bfloat16)
    got = linear_token_logprobs(h, w, y, num_valid_vocab=151669, impl="triton")
    ref = torch.log_softmax(h.float() @ w[:151669].float().T, dim=-1).gather(1, y[:, None]).squeeze(1)
    assert ref[::2].exp().min() >= 0.999
    assert (got - ref).abs().max().item() <= 1e-4


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_triton_equals_torch_path_on_cuda(dtype):
    torch.backends.cuda.matmul.allow_tf32 = False
    h, w, y = _peaked(1000, 256, 32003, 32000, dtype, seed=1)
    h.requires_grad_()
    w.requires_grad_()
    a_lp, a_ent = linear_token_logprobs(h, w, y, num_valid_vocab=32000, return_entropy=True, temperature=0.7,
                                        impl="triton")
    ga = torch.autograd.grad(a_lp.sum() + a_ent.sum(), [h, w])
    b_lp, b_ent = linear_token_logprobs(h.float(), w.float(), y, num_valid_vocab=32000, return_entropy=True,
                                        temperature=0.7, impl="torch")
    gb = torch.autograd.grad(b_lp.sum() + b_ent.sum(), [h, w])
    torch.testing.assert_close(a_lp, b_lp, atol=2e-5, rtol=1e-5)
    torch.testing.assert_close(a_ent, b_ent, atol=2e-5, rtol=1e-5)
    for x, z in zip(ga, gb):
        assert (x.float() - z.float()).norm() <= (1e-2 if dtype == torch.bfloat16 else 1e-4) * z.float().norm()
    x = (h.detach().float() @ w.detach().float().T).to(dtype)
    c = token_logprobs(x, y, num_valid_vocab=32000, impl="triton")
    d = token_logprobs(x, y, num_valid_vocab=32000, impl="torch")
    torch.testing.assert_close(c, d, atol=2e-5, rtol=1e-5)
    again = linear_token_logprobs(h, w, y, num_valid_vocab=32000, return_entropy=True, temperature=0.7,
                                  impl="triton")
    assert torch.equal(again[0], a_lp)


def test_fused_head_extra_memory_is_small():
    T, H, V = 8192, 2048, 151936
    h, w, y = _peaked(T, H, V, V, torch.bfloat16, seed=2)
    h.requires_grad_()
    w.requires_grad_()
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    base = torch.cuda.memory_allocated()
    linear_token_logprobs(h, w, y, impl="triton").sum().backward()
    torch.cuda.synchronize()
    extra = torch.cuda.max_memory_allocated() - base - (h.numel() + w.numel()) * 2  # minus the grads
    naive_logits = T * V * 4
    assert extra < naive_logits / 10, f"extra {extra / 2**30:.2f} GiB vs fp32 logits {naive_logits / 2**30:.2f} GiB"


def test_advantage_and_loss_on_cuda():
    r = torch.tensor([1.0, 0.0, 1.0, 0.0, 2.0, 2.0, 3.0, 1.0], device="cuda")
    off = torch.tensor([0, 4, 6, 8], device="cuda")
    a, n = group_advantages(r, off, impl="triton")
    b, m = group_advantages(r.cpu(), off.cpu(), impl="torch")
    assert n == m == 1
    torch.testing.assert_close(a.cpu(), b, atol=1e-6, rtol=1e-6)
    lp = torch.randn(100, device="cuda", requires_grad=True)
    kw = dict(eps_low=0.2, eps_high=0.28, ref_logprobs=lp.detach() + 0.1, kl_coef=0.01)
    old, adv, mask = lp.detach() + 0.1, torch.randn(100, device="cuda"), torch.ones(100, device="cuda")
    la, ma = ppo_clip_loss(lp, old, adv, mask, impl="triton", **kw)
    lb, mb = ppo_clip_loss(lp, old, adv, mask, impl="torch", **kw)
    torch.testing.assert_close(la, lb, atol=1e-6, rtol=1e-5)
    ga, gb = torch.autograd.grad(la, lp)[0], torch.autograd.grad(lb, lp)[0]
    torch.testing.assert_close(ga, gb, atol=1e-6, rtol=1e-5)
    assert ma["clip_frac"] == pytest.approx(mb["clip_frac"])
