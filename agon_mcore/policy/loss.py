"""Per-micro-batch log-probs, PPO/GRPO and SFT losses, and their metric sums.

Runs on the last pipeline stage, inside megatron's forward-backward schedule (the loss
function of :meth:`agon_mcore.policy.Policy.train_step`). The maths of the clipped loss
is :func:`agon_kernels.policy_loss.ppo_clip_loss`; the log-probs are
:func:`agon_kernels.logprob.token_logprobs` on the vocab-parallel logits (no full-vocab
gather; padded vocabulary rows excluded by ``num_valid_vocab``), or, with
``train.fused_logprob_head``, :func:`agon_kernels.logprob.linear_token_logprobs` on the
final hidden states and the output-layer weight (:func:`fused_token_logprobs`).

Normalisation across micro-batches and data-parallel ranks: a micro-batch's loss is a
mean over its own tokens (``agg="token"``) or sequences (``agg="seq"``); it is weighted
by its share ``N_mb / N_global`` (tokens) or ``S_mb / S_global`` (sequences) of the
WHOLE step's batch, so the summed gradient is exactly that of the global token
(sequence) mean, however the batch is split into micro-batches and DP ranks. (Megatron
divides each micro-batch loss by the number of micro-batches and averages gradients over
DP; :func:`megatron_scale` undoes both.)
"""
from __future__ import annotations

from typing import Dict, Optional, Tuple

import torch

from agon_mcore.policy.batch import MicroBatch

#: Order of the summed statistics a micro-batch reports (all sums, reduced over DP).
STAT_NAMES = (
    "loss",  # sum of weighted micro-batch losses = the global loss
    "num_tokens",  # trained tokens
    "num_sequences",  # sequences with >= 1 trained token
    "clip_frac",  # token-weighted sum of the clipped fraction
    "ratio_mean",  # sum of ratio over tokens
    "entropy",  # sum of per-token entropy (nats)
    "kl",  # sum of per-token k3 KL(sampling || current)
    "mismatch",  # sum |old - rollout| over tokens with rollout log-probs
    "mismatch_tokens",  # tokens with rollout log-probs
    "nonfinite",  # 1 when the micro-batch loss is NaN/inf
)
_IDX = {k: i for i, k in enumerate(STAT_NAMES)}


def loss_agg(name: str) -> str:
    """``algorithm.loss_agg`` (``token`` | ``sequence``) -> the kernel's ``agg`` (``token`` | ``seq``)."""
    if name == "token":
        return "token"
    if name in ("sequence", "seq"):
        return "seq"
    raise ValueError(f"algorithm.loss_agg={name!r} is not one of ('token', 'sequence')")


def response_logits(logits: torch.Tensor, mb: MicroBatch) -> torch.Tensor:
    """Rows of ``logits [b, s, V_local]`` at the positions that predict response tokens.

    Returns:
        ``[N, V_local]`` (same dtype), row ``i`` predicting ``mb.targets[i]``.

    Raises:
        ValueError: ``logits`` does not match the micro-batch shape.
    """
    b, s = mb.shape
    if logits.dim() != 3 or tuple(logits.shape[:2]) != (b, s):
        raise ValueError(
            f"model output has shape {tuple(logits.shape)} but the micro-batch is [{b}, {s}]; "
            "expected batch-first vocab-parallel logits [b, s, V/tp] from GPTModel (labels=None)"
        )
    return logits.reshape(b * s, logits.shape[-1]).index_select(0, mb.resp_index)


def token_logprobs(
    logits: torch.Tensor,
    mb: MicroBatch,
    *,
    temperature: float,
    num_valid_vocab: int,
    tp_group,
    tp_rank: int,
    want_entropy: bool,
    impl: str,
    softcap: Optional[float] = None,
) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
    """Log-probs ``[N]`` fp32 (and entropies ``[N]``) of ``mb``'s response tokens.

    ``logits`` are this TP rank's vocabulary shard: global columns
    ``[tp_rank * V_local, (tp_rank + 1) * V_local)``; ``num_valid_vocab`` (the tokenizer's
    vocabulary) excludes megatron's padding rows from the softmax; ``softcap``: the model's
    final-logit soft-capping (Gemma 4), applied inside the kernel before the temperature.
    """
    from agon_kernels.logprob import token_logprobs as _tlp

    z = response_logits(logits, mb)
    out = _tlp(
        z,
        mb.targets,
        temperature=float(temperature),
        vocab_start=tp_rank * z.shape[-1],
        num_valid_vocab=int(num_valid_vocab),
        group=tp_group,
        return_entropy=want_entropy,
        impl=impl,
        softcap=softcap,
    )
    if want_entropy:
        return out[0], out[1]
    return out, None


def fused_token_logprobs(
    hidden: torch.Tensor,
    weight: torch.Tensor,
    mb: MicroBatch,
    *,
    temperature: float,
    num_valid_vocab: int,
    tp_group,
    tp_rank: int,
    want_entropy: bool,
    impl: str,
    softcap: Optional[float] = None,
) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
    """As :func:`token_logprobs`, from the final hidden states and the output-layer weight.

    The ``train.fused_logprob_head`` path: only the response rows of ``hidden`` are kept and
    :func:`agon_kernels.logprob.linear_token_logprobs` computes ``hidden @ weight.T`` chunk
    by chunk (no ``[b, s, V_local]`` logits; the backward recomputes them), so the logits
    of the prompt positions are never computed at all.

    Args:
        hidden: ``[b, s, H]`` final hidden states (after the final norm, sequence gathered),
            replicated over the TP group.
        weight: ``[V_local, H]`` this TP rank's output-layer (or tied embedding) shard,
            global vocabulary rows ``[tp_rank * V_local, (tp_rank + 1) * V_local)``.
        mb, temperature, num_valid_vocab, tp_group, tp_rank, want_entropy, impl: as
            :func:`token_logprobs`.

    Returns:
        ``(log-probs [N] fp32, entropies [N] fp32 or None)``; differentiable wrt ``hidden``
        and ``weight`` (the gradient wrt ``hidden`` is all-reduced over ``tp_group`` by the
        kernel, as megatron's column-parallel output layer does).

    Raises:
        ValueError: ``hidden`` does not match the micro-batch shape or ``weight``.
    """
    from agon_kernels.logprob import linear_token_logprobs

    b, s = mb.shape
    if hidden.dim() != 3 or tuple(hidden.shape[:2]) != (b, s):
        raise ValueError(
            f"model output has shape {tuple(hidden.shape)} but the micro-batch is [{b}, {s}]; "
            "expected batch-first hidden states [b, s, H] from GPTModel with the fused log-prob head"
        )
    h = hidden.reshape(b * s, hidden.shape[-1]).index_select(0, mb.resp_index)
    out = linear_token_logprobs(
        h,
        weight,
        mb.targets,
        temperature=float(temperature),
        vocab_start=tp_rank * weight.shape[0],
        num_valid_vocab=int(num_valid_vocab),
        group=tp_group,
        return_entropy=want_entropy,
        impl=impl,
        softcap=softcap,
    )
    if want_entropy:
        return out[0], out[1]
    return out, None


def _stats(**sums) -> torch.Tensor:
    t = torch.zeros(len(STAT_NAMES), dtype=torch.float64)
    for k, v in sums.items():
        t[_IDX[k]] = float(v)
    return t


def empty_loss(output: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    """Loss for a micro-batch without trained tokens (a dummy row): zero, still in the graph."""
    return output.sum() * 0.0, _stats()


def ppo_loss(
    logp: torch.Tensor,
    entropy: Optional[torch.Tensor],
    old_logp: torch.Tensor,
    mb: MicroBatch,
    *,
    eps_low: float,
    eps_high: float,
    tis_cap: float,
    agg: str,
    weight: float,
    impl: str,
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Weighted PPO/GRPO clip loss of one micro-batch and its statistic sums.

    Args:
        logp: ``[N]`` fp32 current log-probs (with grad).
        entropy: ``[N]`` per-token entropy or None.
        old_logp: ``[N]`` the policy's own log-probs before the update (no grad).
        mb: the micro-batch (advantages, rollout log-probs, sequence ids).
        eps_low, eps_high, tis_cap: ``algorithm.clip_eps_low/high``, ``algorithm.tis_cap``.
        agg: ``"token"`` or ``"seq"`` (:func:`loss_agg`).
        weight: this micro-batch's share of the global normaliser (module doc).
        impl: kernel implementation (``train.kernels``).

    Returns:
        ``(loss, stats)``: the weighted loss (scalar, grad to ``logp``) and a float64
        ``[len(STAT_NAMES)]`` tensor of sums (:data:`STAT_NAMES`).
    """
    from agon_kernels.policy_loss import ppo_clip_loss

    n = logp.numel()
    mask = torch.ones(n, dtype=torch.float32, device=logp.device)
    rollout = None
    if tis_cap > 0:
        if not bool(mb.has_rollout.all()):
            raise ValueError(
                "algorithm.tis_cap > 0 needs rollout_logprobs on every Sample; pass the engine's "
                "output_logprobs or set algorithm.tis_cap=0"
            )
        rollout = mb.rollout_logprobs
    loss, m = ppo_clip_loss(
        logp, old_logp, mb.advantages, mask, eps_low=eps_low, eps_high=eps_high,
        rollout_logprobs=rollout, tis_cap=tis_cap, seq_ids=mb.seq_ids, agg=agg, impl=impl,
    )
    with torch.no_grad():
        lp = logp.detach().double()
        # KL(sampling || current), k3 estimator on tokens drawn by the sampler (Schulman 2020):
        # with log r = logp - sampling_logp, k3 = exp(log r) - 1 - log r. The sampling
        # log-prob is the rollout engine's when known, else the trainer's own old log-prob.
        samp = torch.where(mb.has_rollout, mb.rollout_logprobs.double(), old_logp.double())
        log_r = (lp - samp).clamp(-20.0, 20.0)
        kl = (torch.exp(log_r) - 1.0 - log_r).sum()
        hr = mb.has_rollout
        mism = (old_logp.double()[hr] - mb.rollout_logprobs.double()[hr]).abs().sum()
        lossf = float(loss.detach())
        stats = _stats(
            loss=lossf * weight,
            num_tokens=n,
            num_sequences=mb.num_sequences,
            clip_frac=m["clip_frac"] * n,
            ratio_mean=m["ratio_mean"] * n,
            entropy=float(entropy.detach().double().sum()) if entropy is not None else 0.0,
            kl=float(kl),
            mismatch=float(mism),
            mismatch_tokens=int(hr.sum()),
            nonfinite=0.0 if torch.isfinite(loss.detach()) else 1.0,
        )
    return loss * weight, stats


def sft_loss(logp: torch.Tensor, mb: MicroBatch, *, weight: float) -> Tuple[torch.Tensor, torch.Tensor]:
    """Token cross-entropy (mean negative log-likelihood) of the response tokens.

    Returns:
        ``(weighted loss, stats)`` as :func:`ppo_loss` (``weight = N_mb / N_global``).
    """
    n = logp.numel()
    loss = -logp.mean()
    with torch.no_grad():
        lossf = float(loss.detach())
        stats = _stats(
            loss=lossf * weight,
            num_tokens=n,
            num_sequences=mb.num_sequences,
            nonfinite=0.0 if torch.isfinite(loss.detach()) else 1.0,
        )
    return loss * weight, stats


def megatron_scale(num_microbatches: int, dp_size: int) -> float:
    """Factor undoing megatron's ``loss / num_microbatches`` and its DP gradient average."""
    return float(num_microbatches * dp_size)


def summarize(stats: torch.Tensor) -> Dict[str, float]:
    """Global statistic sums -> the step's mean metrics.

    Returns:
        ``loss``, ``clip_frac``, ``ratio_mean``, ``entropy``, ``kl`` (token means),
        ``logprob_mismatch`` (mean over tokens with rollout log-probs, 0 if none),
        ``num_tokens``, ``num_sequences``.
    """
    s = {k: float(stats[i]) for i, k in enumerate(STAT_NAMES)}
    n = max(s["num_tokens"], 1.0)
    return {
        "loss": s["loss"],
        "clip_frac": s["clip_frac"] / n,
        "ratio_mean": s["ratio_mean"] / n,
        "entropy": s["entropy"] / n,
        "kl": s["kl"] / n,
        "logprob_mismatch": s["mismatch"] / s["mismatch_tokens"] if s["mismatch_tokens"] > 0 else 0.0,
        "num_tokens": s["num_tokens"],
        "num_sequences": s["num_sequences"],
    }
