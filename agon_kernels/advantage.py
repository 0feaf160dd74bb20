"""Group-relative advantages over variable-size groups (GRPO, Dr. GRPO mean-only, RLOO).

Rewards of all groups of one stream are stored back to back in ``rewards [M]``; group ``g``
is ``rewards[offsets[g]:offsets[g + 1]]``. For a group of size n with mean mu:

* ``"grpo"``: ``(r_i - mu) / (std + eps)``, std the sample standard deviation (Bessel's
  n - 1, as ``torch.std``; DeepSeekMath GRPO, Shao et al. 2024, eq. in sec. 4.1.2);
* ``"mean_only"``: ``r_i - mu`` (Dr. GRPO, Liu et al. 2025: no std normalisation);
* ``"rloo"``: ``r_i - mean_{j != i} r_j = n / (n - 1) (r_i - mu)`` (Ahmadian et al. 2024).

A group whose rewards are all equal (including a group of one) carries no learning signal:
its advantages are exactly 0.0 in every mode, and it is counted in ``n_zero_var``. Empty
groups (``offsets[g] == offsets[g + 1]``) are allowed and not counted. Statistics are
accumulated in fp64 in the torch path (fp32 with a two-pass mean/variance in Triton);
results are fp32.
"""

from __future__ import annotations

import torch

from ._dispatch import resolve_impl

__all__ = ["group_advantages", "MODES"]

MODES = ("grpo", "mean_only", "rloo")


def _check(rewards, offsets, mode, eps):
    fn = "group_advantages"
    if rewards.dim() != 1 or not rewards.is_floating_point():
        raise ValueError(f"{fn}: rewards must be a float [M] tensor, got {rewards.dtype} {tuple(rewards.shape)}")
    if offsets.dim() != 1 or offsets.numel() < 1 or offsets.dtype not in (torch.int64, torch.int32):
        raise ValueError(
            f"{fn}: offsets must be an int64 [G + 1] tensor (group g = rewards[offsets[g]:offsets[g+1]]), "
            f"got {offsets.dtype} {tuple(offsets.shape)}"
        )
    if offsets.device != rewards.device:
        raise ValueError(f"{fn}: offsets on {offsets.device} but rewards on {rewards.device}")
    if mode not in MODES:
        raise ValueError(f"{fn}: mode={mode!r} is not one of {MODES}")
    if not eps >= 0:
        raise ValueError(f"{fn}: eps={eps} must be >= 0")
    o = offsets.cpu()
    if int(o[0]) != 0 or int(o[-1]) != rewards.numel() or bool((o[1:] < o[:-1]).any()):
        raise ValueError(
            f"{fn}: offsets must start at 0, end at M={rewards.numel()} and never decrease; got "
            f"{o.tolist()[:8]}{'...' if o.numel() > 8 else ''} (build them with torch.cumsum of group sizes)"
        )
    if not bool(torch.isfinite(rewards).all()):
        raise ValueError(f"{fn}: rewards contain NaN/inf; fix the reward function")


def _torch_group_advantages(rewards, offsets, mode, eps):
    M = rewards.numel()
    G = offsets.numel() - 1
    sizes = (offsets[1:] - offsets[:-1]).long()
    seg = torch.repeat_interleave(torch.arange(G, device=rewards.device), sizes)
    r = rewards.double()
    n = sizes.double()
    mean = torch.zeros(G, dtype=torch.float64, device=r.device).index_add_(0, seg, r) / n.clamp_min(1)
    c = r - mean[seg]
    rmax = torch.full((G,), -torch.inf, dtype=torch.float64, device=r.device).scatter_reduce_(0, seg, r, "amax")
    rmin = torch.full((G,), torch.inf, dtype=torch.float64, device=r.device).scatter_reduce_(0, seg, r, "amin")
    zero_var = (rmax == rmin) & (sizes > 0)
    if mode == "grpo":
        var = torch.zeros(G, dtype=torch.float64, device=r.device).index_add_(0, seg, c * c) / (n - 1).clamp_min(1)
        adv = c / (var.sqrt() + eps)[seg]
    elif mode == "mean_only":
        adv = c
    else:
        adv = c * (n / (n - 1).clamp_min(1))[seg]
    adv = torch.where(zero_var[seg], torch.zeros_like(adv), adv)
    out = adv.float() if M else rewards.new_zeros(0, dtype=torch.float32)
    return out, int(zero_var.sum())


def group_advantages(
    rewards: torch.Tensor,
    offsets: torch.Tensor,
    *,
    mode: str = "grpo",
    eps: float = 1e-6,
    impl: str = "auto",
) -> tuple[torch.Tensor, int]:
    """Group-relative advantages of one stream.

    Args:
        rewards: ``[M]`` float rewards, groups stored contiguously.
        offsets: ``[G + 1]`` int64, ``offsets[0] == 0``, ``offsets[-1] == M``, nondecreasing.
        mode: ``"grpo" | "mean_only" | "rloo"`` (module docstring gives the formulas).
        eps: added to the std in ``"grpo"`` mode.
        impl: ``"torch" | "triton" | "auto"``.

    Returns:
        ``(advantages [M] fp32, n_zero_var)``: the number of non-empty groups whose rewards
        are all equal (their advantages are exactly 0).

    Raises:
        ValueError: bad offsets (with the expected form), unknown mode, non-finite rewards.
    """
    _check(rewards, offsets, mode, eps)
    if resolve_impl(impl, rewards, "group_advantages") == "triton":
        from ._triton_advantage import triton_group_advantages

        return triton_group_advantages(rewards, offsets, mode, float(eps))
    return _torch_group_advantages(rewards, offsets, mode, float(eps))
