"""Group-relative advantages (GRPO, eq. 1 of the Agon paper; AGON.md step 6).

``A_i = (R_i - mean_g) / (std_g + eps)`` inside each group ``g`` (one problem's responses
in one stream); a group whose rewards are all equal gets zero advantages and is counted.
The arithmetic lives in :func:`agon_kernels.advantage.group_advantages` (a torch reference
on CPU, one Triton launch on GPU); this module adapts the method's natural inputs (group
sizes per problem) to the kernel's offsets and checks them.
"""
from __future__ import annotations

from typing import Optional, Sequence, Tuple, Union

import torch

ADVANTAGE_MODES = ("grpo", "mean_only", "rloo")


def sizes_to_offsets(group_sizes: Union[Sequence[int], torch.Tensor]) -> torch.Tensor:
    """``[G]`` group sizes -> ``LongTensor[G+1]`` offsets ``[0, s0, s0+s1, ...]``.

    Raises:
        ValueError: a size is < 1 (an empty group has no baseline; drop it upstream).
    """
    sizes = torch.as_tensor(group_sizes, dtype=torch.long).reshape(-1).cpu()
    if (sizes < 1).any():
        bad = int((sizes < 1).nonzero()[0])
        raise ValueError(f"group_sizes[{bad}]={int(sizes[bad])}: every group needs >= 1 response; drop empty groups")
    return torch.cat([torch.zeros(1, dtype=torch.long), torch.cumsum(sizes, 0)])


def group_advantages(
    rewards: torch.Tensor,
    group_sizes: Optional[Union[Sequence[int], torch.Tensor]] = None,
    *,
    offsets: Optional[torch.Tensor] = None,
    mode: str = "grpo",
    eps: float = 1e-6,
    impl: str = "auto",
) -> Tuple[torch.Tensor, int]:
    """Group-relative advantages of one stream, groups laid out contiguously.

    Give the groups either as ``group_sizes`` (``[G]`` ints, e.g. ``[N] * num_problems``)
    or as ``offsets`` (``LongTensor[G+1]``, ``offsets[0] == 0``, ``offsets[-1] == M``).

    Args:
        rewards: ``Tensor[M]`` (cast to fp32), group ``g`` at ``offsets[g]:offsets[g+1]``.
        group_sizes: sizes of the ``G`` groups (mutually exclusive with ``offsets``).
        offsets: group boundaries (mutually exclusive with ``group_sizes``).
        mode: ``"grpo"`` (mean/std), ``"mean_only"`` (Dr.GRPO: mean only) or ``"rloo"``
            (leave-one-out mean), as ``algorithm.advantage``; the kernel defines each.
        eps: added to the std (``algorithm.adv_eps``).
        impl: ``"torch" | "triton" | "auto"`` (see ``agon_kernels``).

    Returns:
        ``(advantages Tensor[M] fp32, n_zero_var)``: ``n_zero_var`` counts the groups whose
        rewards are all equal (their advantages are 0).

    Raises:
        ValueError: both or neither of ``group_sizes``/``offsets``; groups not covering
            ``rewards`` exactly; unknown mode; non-finite rewards.
    """
    if (group_sizes is None) == (offsets is None):
        raise ValueError("group_advantages: pass exactly one of group_sizes=[...] or offsets=LongTensor[G+1]")
    if mode not in ADVANTAGE_MODES:
        raise ValueError(f"group_advantages: mode={mode!r}; use one of {ADVANTAGE_MODES} (algorithm.advantage)")
    rewards = torch.as_tensor(rewards).reshape(-1).to(torch.float32)
    if not torch.isfinite(rewards).all():
        raise ValueError("group_advantages: rewards contain NaN/inf; check the verifier and reward inputs")
    if offsets is None:
        offsets = sizes_to_offsets(group_sizes)
    offsets = torch.as_tensor(offsets, dtype=torch.long).reshape(-1)
    m = rewards.numel()
    if offsets.numel() < 2 or int(offsets[0]) != 0 or int(offsets[-1]) != m or (offsets[1:] < offsets[:-1]).any():
        raise ValueError(
            f"group_advantages: offsets must rise from 0 to len(rewards)={m}, got {offsets.tolist()[:8]}"
            f"{'...' if offsets.numel() > 8 else ''}; group sizes must sum to the number of rewards"
        )
    from agon_kernels.advantage import group_advantages as _kernel

    offsets = offsets.to(rewards.device)
    adv, n_zero = _kernel(rewards, offsets, mode=mode, eps=eps, impl=impl)
    return adv, int(n_zero)
