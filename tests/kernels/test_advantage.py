"""agon_kernels.advantage.group_advantages: fp64 loop reference, zero-variance groups, Triton path."""
from __future__ import annotations

import pytest
import torch
from agon_kernels.advantage import group_advantages
from kernel_refs import ref_advantages

MODES = ["grpo", "mean_only", "rloo"]


def _stream(seed=0):
    g = torch.Generator().manual_seed(seed)
    sizes = [4, 3, 1, 0, 2, 8, 5, 300, 4]
    parts = []
    for i, n in enumerate(sizes):
        if i in (1, 8):  # all-equal groups: no signal
            parts.append(torch.full((n,), 0.5))
        else:
            parts.append(torch.randint(0, 2, (n,), generator=g).float() + 0.1 * torch.randn(n, generator=g))
    rewards = torch.cat(parts)
    offsets = torch.tensor([0] + torch.tensor(sizes).cumsum(0).tolist())
    # groups of size 1 (index 2) and all-equal (1, 8) count as zero-variance; empty (3) does not
    return rewards, offsets, 3


@pytest.mark.parametrize("mode", MODES)
def test_matches_fp64_reference(mode):
    r, off, nzv = _stream()
    adv, n = group_advantages(r, off, mode=mode, eps=1e-6, impl="torch")
    ref, rn = ref_advantages(r, off, mode, 1e-6)
    assert adv.dtype == torch.float32 and adv.shape == r.shape
    assert n == rn == nzv
    torch.testing.assert_close(adv.double(), ref, atol=1e-6, rtol=1e-6)


def test_zero_variance_groups_are_exact_zeros():
    r = torch.tensor([1.0, 1.0, 1.0, 0.3, 0.7, 2.0])
    off = torch.tensor([0, 3, 5, 6])
    for mode in MODES:
        adv, n = group_advantages(r, off, mode=mode, impl="torch")
        assert n == 2
        assert torch.equal(adv[:3], torch.zeros(3)) and adv[5] == 0.0
    adv, _ = group_advantages(r, off, mode="rloo", impl="torch")
    torch.testing.assert_close(adv[3:5], torch.tensor([-0.4, 0.4]))  # r_i - mean of the others
    adv, _ = group_advantages(r, off, mode="grpo", eps=0.0, impl="torch")
    torch.testing.assert_close(adv[3:5], torch.tensor([-0.70710678, 0.70710678]))  # std with n - 1


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_triton_matches_reference(triton_device, mode):
    pytest.importorskip("triton")
    r, off, nzv = _stream(seed=1)
    adv, n = group_advantages(r.to(triton_device), off.to(triton_device), mode=mode, impl="triton")
    ref, rn = ref_advantages(r, off, mode, 1e-6)
    assert n == rn == nzv
    torch.testing.assert_close(adv.cpu().double(), ref, atol=2e-6, rtol=2e-6)
    assert torch.equal(adv.cpu()[4:7], torch.zeros(3))  # the all-equal group of 3
    again, _ = group_advantages(r.to(triton_device), off.to(triton_device), mode=mode, impl="triton")
    assert torch.equal(adv, again)


@pytest.mark.parametrize(
    "rewards,offsets,match",
    [
        (torch.ones(4), torch.tensor([0, 2, 3]), "end at M=4"),
        (torch.ones(4), torch.tensor([1, 4]), "start at 0"),
        (torch.ones(4), torch.tensor([0, 3, 2, 4]), "never decrease"),
        (torch.ones(4), torch.tensor([0.0, 4.0]), "int64"),
        (torch.tensor([1.0, float("nan")]), torch.tensor([0, 2]), "NaN"),
    ],
)
def test_bad_inputs_raise(rewards, offsets, match):
    with pytest.raises(ValueError, match=match):
        group_advantages(rewards, offsets)


def test_unknown_mode_raises():
    with pytest.raises(ValueError, match="mode="):
        group_advantages(torch.ones(2), torch.tensor([0, 2]), mode="ppo")
