"""group_advantages: the method's adapter over agon_kernels.advantage (sizes or offsets)."""
import pytest
import torch

from agon_mcore.agon import group_advantages, sizes_to_offsets


def test_sizes_and_offsets_agree_and_values_are_grpo():
    r = torch.tensor([1.0, 0.0, 3.0, 3.0, 2.0, 0.0, 1.0])
    a1, z1 = group_advantages(r, [2, 2, 3], impl="torch")
    a2, z2 = group_advantages(r, offsets=torch.tensor([0, 2, 4, 7]), impl="torch")
    assert torch.equal(a1, a2) and z1 == z2 == 1  # the group [3, 3] has zero variance
    g0 = torch.tensor([1.0, 0.0])
    want0 = (g0 - g0.mean()) / (g0.std() + 1e-6)  # sample std, as torch.std / the kernel docs
    g2 = torch.tensor([2.0, 0.0, 1.0])
    want2 = (g2 - g2.mean()) / (g2.std() + 1e-6)
    assert torch.allclose(a1, torch.cat([want0, torch.zeros(2), want2]), atol=1e-6)
    assert a1.dtype == torch.float32


def test_mean_only_mode():
    a, z = group_advantages([2.0, 0.0, 1.0], [3], mode="mean_only", impl="torch")
    assert a.tolist() == [1.0, -1.0, 0.0] and z == 0


def test_sizes_to_offsets():
    assert sizes_to_offsets([3, 1, 2]).tolist() == [0, 3, 4, 6]


@pytest.mark.parametrize(
    "args,kwargs,match",
    [
        (([1.0, 2.0],), {}, "exactly one of group_sizes"),
        (([1.0, 2.0], [2]), {"offsets": torch.tensor([0, 2])}, "exactly one of group_sizes"),
        (([1.0, 2.0], [3]), {}, "sizes must sum to the number of rewards"),
        (([1.0, 2.0], [2, 0]), {}, r"group_sizes\[1\]=0"),
        (([1.0, float("nan")], [2]), {}, "NaN"),
        (([1.0, 2.0], [2]), {"mode": "ppo"}, "mode='ppo'"),
    ],
)
def test_errors(args, kwargs, match):
    with pytest.raises(ValueError, match=match):
        group_advantages(*args, **kwargs)
