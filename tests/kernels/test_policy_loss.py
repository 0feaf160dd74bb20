"""agon_kernels.policy_loss.ppo_clip_loss: per-token fp64 reference, metrics, masks, Triton path."""
from __future__ import annotations

import pytest
import torch
from agon_kernels.policy_loss import METRIC_NAMES, ppo_clip_loss
from kernel_refs import ref_ppo_loss

T = 40


def _batch(seed=0):
    g = torch.Generator().manual_seed(seed)
    lp = -torch.rand(T, generator=g, dtype=torch.float64) * 3
    old = lp + 0.3 * torch.randn(T, generator=g, dtype=torch.float64)
    adv = torch.randn(T, generator=g, dtype=torch.float64)
    mask = (torch.rand(T, generator=g) > 0.25).double()
    ref = lp + 0.2 * torch.randn(T, generator=g, dtype=torch.float64)
    roll = old + 0.4 * torch.randn(T, generator=g, dtype=torch.float64)
    seq = torch.arange(T) // 7
    return lp, old, adv, mask, ref, roll, seq


CASES = [
    dict(),
    dict(kl_coef=0.05, use_ref=True),
    dict(tis_cap=1.5, use_roll=True),
    dict(kl_coef=0.1, use_ref=True, tis_cap=2.0, use_roll=True, agg="seq"),
    dict(agg="seq"),
]


def _kwargs(case, ref, roll, seq):
    kw = dict(eps_low=0.2, eps_high=0.28, agg=case.get("agg", "token"), kl_coef=case.get("kl_coef", 0.0),
              tis_cap=case.get("tis_cap", 0.0))
    if case.get("use_ref"):
        kw["ref_logprobs"] = ref
    if case.get("use_roll"):
        kw["rollout_logprobs"] = roll
    if kw["agg"] == "seq":
        kw["seq_ids"] = seq
    return kw


@pytest.mark.parametrize("impl", ["torch", "triton"])
@pytest.mark.parametrize("case", CASES, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()) or "plain")
def test_matches_fp64_reference(impl, case, triton_device):
    if impl == "triton":
        pytest.importorskip("triton")
    dev = triton_device if impl == "triton" else torch.device("cpu")
    lp, old, adv, mask, ref, roll, seq = _batch()
    kw = _kwargs(case, ref, roll, seq)
    lp64 = lp.clone().requires_grad_()
    rl = ref_ppo_loss(lp64, old, adv, mask, kw["eps_low"], kw["eps_high"], kw.get("ref_logprobs"), kw["kl_coef"],
                      kw.get("rollout_logprobs"), kw["tis_cap"], kw.get("seq_ids"), kw["agg"])
    (rg,) = torch.autograd.grad(rl, lp64)
    x = lp.float().to(dev).requires_grad_()
    kw32 = {k: (v.float().to(dev) if torch.is_tensor(v) and v.is_floating_point() else
                v.to(dev) if torch.is_tensor(v) else v) for k, v in kw.items()}
    loss, m = ppo_clip_loss(x, old.float().to(dev), adv.float().to(dev), mask.float().to(dev), impl=impl, **kw32)
    assert loss.dtype == torch.float32 and loss.dim() == 0
    assert set(m) == set(METRIC_NAMES) and all(isinstance(v, float) for v in m.values())
    torch.testing.assert_close(loss.double().cpu(), rl.detach(), atol=1e-6, rtol=1e-5)
    (g,) = torch.autograd.grad(loss, x)
    torch.testing.assert_close(g.double().cpu(), rg, atol=1e-6, rtol=1e-5)
    # metrics against direct formulas
    msk = mask.bool()
    ratio = torch.exp(lp - old)[msk]
    assert m["num_tokens"] == float(msk.sum())
    assert m["ratio_mean"] == pytest.approx(float(ratio.mean()), rel=1e-5)
    assert m["ratio_max"] == pytest.approx(float(ratio.max()), rel=1e-5)
    a = adv[msk]
    clipped = ((a > 0) & (ratio > 1.28)) | ((a < 0) & (ratio < 0.8))
    assert m["clip_frac"] == pytest.approx(float(clipped.double().mean()), abs=1e-6)
    if case.get("use_ref"):
        d = (ref - lp)[msk]
        assert m["kl"] == pytest.approx(float((d.exp() - d - 1).mean()), rel=1e-4)
    if case.get("use_roll"):
        w = torch.exp(old - roll)[msk]
        assert m["tis_clip_frac"] == pytest.approx(float((w > kw["tis_cap"]).double().mean()), abs=1e-6)
        assert m["tis_weight_mean"] == pytest.approx(float(w.clamp(max=kw["tis_cap"]).mean()), rel=1e-5)


@pytest.mark.slow
@pytest.mark.parametrize("impl", ["torch", "triton"])
def test_fully_masked_batch_gives_zero_loss_and_grad(impl, triton_device):
    if impl == "triton":
        pytest.importorskip("triton")
    dev = triton_device if impl == "triton" else torch.device("cpu")
    x = torch.randn(T, device=dev, requires_grad=True)
    for agg, seq in (("token", None), ("seq", torch.arange(T, device=dev) // 5)):
        loss, m = ppo_clip_loss(x, x.detach() - 1, torch.randn(T, device=dev), torch.zeros(T, device=dev),
                                eps_low=0.2, eps_high=0.2, seq_ids=seq, agg=agg, impl=impl)
        (g,) = torch.autograd.grad(loss, x)
        assert loss.item() == 0.0 and torch.count_nonzero(g) == 0
        assert all(v == 0.0 for v in m.values())


def test_masked_sequence_is_left_out_of_seq_mean():
    x = torch.zeros(6, requires_grad=True)
    adv = torch.tensor([1.0, 1.0, 1.0, 5.0, 5.0, 2.0])
    mask = torch.tensor([1.0, 1.0, 1.0, 0.0, 0.0, 1.0])
    seq = torch.tensor([0, 0, 0, 1, 1, 2])
    loss, _ = ppo_clip_loss(x, torch.zeros(6), adv, mask, eps_low=0.2, eps_high=0.2, seq_ids=seq, agg="seq")
    assert loss.item() == pytest.approx(-(1.0 + 2.0) / 2)  # sequence 1 is fully masked


def test_clipping_stops_the_gradient():
    x = torch.tensor([0.5, -0.5, 0.05], requires_grad=True)  # ratios e^.5, e^-.5, e^.05
    adv = torch.tensor([1.0, -1.0, 1.0])
    loss, m = ppo_clip_loss(x, torch.zeros(3), adv, torch.ones(3), eps_low=0.2, eps_high=0.2)
    (g,) = torch.autograd.grad(loss, x)
    assert g[0] == 0 and g[1] == 0 and g[2] == pytest.approx(-torch.exp(torch.tensor(0.05)).item() / 3)
    assert m["clip_frac"] == pytest.approx(2 / 3)


@pytest.mark.parametrize(
    "kwargs,match",
    [
        (dict(eps_low=1.0, eps_high=0.2), "eps_low"),
        (dict(eps_low=0.2, eps_high=0.2, kl_coef=0.1), "ref_logprobs"),
        (dict(eps_low=0.2, eps_high=0.2, tis_cap=2.0), "rollout_logprobs"),
        (dict(eps_low=0.2, eps_high=0.2, agg="seq"), "seq_ids"),
        (dict(eps_low=0.2, eps_high=0.2, agg="sample"), "agg="),
    ],
)
def test_bad_arguments_raise(kwargs, match):
    x = torch.zeros(4)
    with pytest.raises(ValueError, match=match):
        ppo_clip_loss(x, x, x, torch.ones(4), **kwargs)
    with pytest.raises(ValueError, match="shape"):
        ppo_clip_loss(x, torch.zeros(3), x, torch.ones(4), eps_low=0.2, eps_high=0.2)
