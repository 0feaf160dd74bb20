"""Token sampling with exact log-probs of the sampling distribution.

The distribution a token is drawn from is ``softmax(filter(logits / T))`` where
``filter`` applies top-k, then top-p (nucleus) on the renormalised top-k distribution,
setting removed logits to ``-inf`` (SGLang's order and tie rule: a token is removed by
top-p when the mass of the tokens before it in descending order already exceeds ``p``).

**One definition of the rollout log-prob.** The reported log-prob of a sampled token is
its log-probability under the policy at the sampling temperature, ``log_softmax(logits /
T)[token]``, over the FULL vocabulary: top-k/top-p truncation decides which tokens can be
drawn, but is not renormalised into the reported number. This is what the trainer computes
(``policy.loss``: log-probs at the rival's sampling temperature, no truncation) and what
SGLang 0.5.x returns by default (``srt/layers/sampler.py``: ``log(softmax(logits / T))``
taken before the top-k/top-p sampling kernel, which leaves those probabilities untouched).
So with identical weights the train/rollout importance ratio is 1 up to rounding whatever
``top_p``/``top_k`` are, and ``algorithm.tis_cap`` corrects numerical mismatch between the
engines only; it does not (and is not meant to) undo the truncation, which is part of the
sampling procedure, as in every PPO/GRPO trainer that samples with top-p.

Greedy decoding (``T == 0``) returns the argmax and, as its log-prob, the log-probability
of that token under the unfiltered temperature-1 softmax (the policy's own probability of
the greedy choice; the degenerate one-hot distribution would always report 0).

Sampling draws one uniform number per token from the sample's own generator and inverts
the CDF, so a sample's tokens depend only on its seed and its logits, not on the batch.
"""
from __future__ import annotations

from typing import Optional, Tuple

import torch


def filter_logits(logits: torch.Tensor, top_k: int = -1, top_p: float = 1.0) -> torch.Tensor:
    """Mask logits outside the top-k / top-p sets with ``-inf``.

    Args:
        logits: ``[B, V]`` fp32, already divided by the temperature.
        top_k: keep the k largest (ties with the k-th value are kept); ``<= 0`` or ``>= V`` disables.
        top_p: nucleus mass in (0, 1]; ``1`` disables.

    Returns:
        ``[B, V]`` fp32, a new tensor (the input is not modified).
    """
    out = logits.clone()
    V = out.shape[-1]
    if 0 < top_k < V:
        kth = torch.topk(out, top_k, dim=-1).values[:, -1:]
        out = out.masked_fill(out < kth, float("-inf"))
    if top_p < 1.0:
        probs = torch.softmax(out, dim=-1)
        sorted_probs, sorted_idx = torch.sort(probs, dim=-1, descending=True)
        mass_before = torch.cumsum(sorted_probs, dim=-1) - sorted_probs
        remove_sorted = mass_before > top_p
        remove = torch.zeros_like(remove_sorted).scatter(-1, sorted_idx, remove_sorted)
        out = out.masked_fill(remove, float("-inf"))
    return out


def sample_tokens(
    logits: torch.Tensor,
    temperature: float,
    top_k: int = -1,
    top_p: float = 1.0,
    uniforms: Optional[torch.Tensor] = None,
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Draw one token per row and return its log-prob under the sampling distribution.

    Args:
        logits: ``[B, V]`` raw next-token logits (any float dtype; computed in fp32).
        temperature: ``0`` for greedy, else the softmax temperature.
        top_k, top_p: see :func:`filter_logits`.
        uniforms: ``[B]`` fp32 in [0, 1), one per row (required unless greedy).

    Returns:
        ``(tokens [B] int64, logprobs [B] fp32)``: ``logprobs`` is ``log_softmax(logits /
        T)`` at the drawn token over the full vocabulary (the module docstring says why
        the truncation is not renormalised into it); for greedy, ``log_softmax(logits)``.
    """
    logits = logits.float()
    if temperature == 0:
        tokens = torch.argmax(logits, dim=-1)
        logp = torch.log_softmax(logits, dim=-1).gather(-1, tokens[:, None]).squeeze(-1)
        return tokens, logp
    if uniforms is None:
        raise ValueError("sample_tokens: uniforms [B] are required when temperature > 0")
    scaled = logits / temperature
    V = logits.shape[-1]
    full = torch.log_softmax(scaled, dim=-1)
    if (0 < top_k < V) or top_p < 1.0:
        probs = torch.exp(torch.log_softmax(filter_logits(scaled, top_k, top_p), dim=-1))
    else:  # nothing filtered: the sampling and the reported distribution are one (one softmax per step)
        probs = torch.exp(full)
    cdf = torch.cumsum(probs, dim=-1)
    target = uniforms.to(cdf.device, torch.float32) * cdf[:, -1]
    # first index whose cdf exceeds the target: zero-probability tokens have zero-width
    # intervals and are never chosen
    tokens = torch.searchsorted(cdf, target[:, None].contiguous(), right=True).squeeze(-1)
    last_valid = torch.where(probs > 0, torch.arange(V, device=probs.device), -1).amax(dim=-1)
    tokens = torch.minimum(tokens, last_valid)
    logp = full.gather(-1, tokens[:, None]).squeeze(-1)
    return tokens, logp
