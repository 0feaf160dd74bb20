"""agon_kernels: fused log-prob / advantage / policy-loss kernels with torch reference paths.

Submodules (import them directly; Triton is only imported when a Triton path runs):

* :mod:`agon_kernels.logprob`: ``token_logprobs``, ``linear_token_logprobs``;
* :mod:`agon_kernels.advantage`: ``group_advantages``;
* :mod:`agon_kernels.policy_loss`: ``ppo_clip_loss``.

Every function takes ``impl="torch" | "triton" | "auto"``; the torch path is the CPU default
and the test oracle, ``"auto"`` picks Triton for CUDA tensors.
"""

from . import advantage, logprob, policy_loss
from .advantage import group_advantages
from .logprob import linear_token_logprobs, token_logprobs
from .policy_loss import ppo_clip_loss

__all__ = [
    "advantage",
    "logprob",
    "policy_loss",
    "group_advantages",
    "linear_token_logprobs",
    "token_logprobs",
    "ppo_clip_loss",
]
