"""Token-level PPO / GRPO clipped policy loss with optional k3 KL and truncated IS.

Per token t (Schulman et al. 2017, PPO eq. 7, with the asymmetric "clip-higher" range of
DAPO, Yu et al. 2025):

    ratio_t = exp(logp_t - old_t)                       (log-ratio clamped to [-20, 20])
    pg_t    = max(-A_t ratio_t, -A_t clip(ratio_t, 1 - eps_low, 1 + eps_high))
    w_t     = min(exp(old_t - rollout_t), tis_cap)       truncated importance sampling on the
              trainer/rollout-engine mismatch (Yao et al. 2025, "Your efficient RL framework
              secretly brings you off-policy RL training"); 1 when off; no gradient
    kl_t    = exp(ref_t - logp_t) - (ref_t - logp_t) - 1  k3 estimator of KL(pi || ref)
              (Schulman 2020, "Approximating KL divergence"); difference clamped to [-20, 20]
    l_t     = w_t pg_t + kl_coef kl_t

Aggregation over tokens with mask weights m_t (bool or float):

* ``agg="token"``: ``sum_t m_t l_t / sum_t m_t`` (token-level mean over the batch, DAPO);
* ``agg="seq"``: the mean over sequences (``seq_ids``) of each sequence's token mean
  (the original GRPO normalisation); sequences with no unmasked token are left out.

An all-masked batch gives loss 0.0 (with a zero gradient) and zero metrics, never NaN.
Only ``logprobs`` receives a gradient.
"""

from __future__ import annotations

import torch

from ._dispatch import resolve_impl
from ._policy_loss_common import LOG_RATIO_CLAMP, METRIC_NAMES, _agg_weights, _stats

__all__ = ["ppo_clip_loss", "AGGS", "LOG_RATIO_CLAMP", "METRIC_NAMES"]

AGGS = ("token", "seq")


def _check(logprobs, old_logprobs, advantages, mask, eps_low, eps_high, ref_logprobs, kl_coef,
           rollout_logprobs, tis_cap, seq_ids, agg):
    fn = "ppo_clip_loss"
    if logprobs.dim() != 1:
        raise ValueError(f"{fn}: logprobs must be [T], got shape {tuple(logprobs.shape)}; flatten the batch first")
    T = logprobs.shape[0]
    named = {"old_logprobs": old_logprobs, "advantages": advantages, "mask": mask,
             "ref_logprobs": ref_logprobs, "rollout_logprobs": rollout_logprobs, "seq_ids": seq_ids}
    for name, t in named.items():
        if t is None:
            continue
        if t.shape != (T,):
            raise ValueError(f"{fn}: {name} has shape {tuple(t.shape)} but logprobs is [{T}]; align them per token")
        if t.device != logprobs.device:
            raise ValueError(f"{fn}: {name} on {t.device} but logprobs on {logprobs.device}")
    if not (0.0 <= eps_low < 1.0) or eps_high < 0:
        raise ValueError(f"{fn}: need 0 <= eps_low < 1 and eps_high >= 0, got eps_low={eps_low}, eps_high={eps_high}")
    if kl_coef < 0:
        raise ValueError(f"{fn}: kl_coef={kl_coef} must be >= 0")
    if kl_coef > 0 and ref_logprobs is None:
        raise ValueError(f"{fn}: kl_coef={kl_coef} > 0 needs ref_logprobs (the reference policy's log-probs)")
    if tis_cap < 0:
        raise ValueError(f"{fn}: tis_cap={tis_cap} must be >= 0 (0 turns truncated IS off)")
    if tis_cap > 0 and rollout_logprobs is None:
        raise ValueError(f"{fn}: tis_cap={tis_cap} > 0 needs rollout_logprobs (the sampler's log-probs)")
    if agg not in AGGS:
        raise ValueError(f"{fn}: agg={agg!r} is not one of {AGGS}")
    if agg == "seq":
        if seq_ids is None:
            raise ValueError(f"{fn}: agg='seq' needs seq_ids [T] (the sequence index of every token)")
        if seq_ids.dtype not in (torch.int64, torch.int32) or (T and int(seq_ids.min()) < 0):
            raise ValueError(f"{fn}: seq_ids must be int64 indices >= 0, got {seq_ids.dtype}")


def _torch_ppo_clip_loss(logprobs, old_logprobs, advantages, mask, eps_low, eps_high, ref_logprobs, kl_coef,
                         rollout_logprobs, tis_cap, seq_ids, agg):
    acc = torch.float64 if logprobs.dtype == torch.float64 else torch.float32
    lp = logprobs.to(acc)
    old = old_logprobs.detach().to(acc)
    adv = advantages.detach().to(acc)
    m = mask.detach().to(acc)
    log_ratio = (lp - old).clamp(-LOG_RATIO_CLAMP, LOG_RATIO_CLAMP)
    ratio = torch.exp(log_ratio)
    pg1 = -adv * ratio
    pg2 = -adv * ratio.clamp(1.0 - eps_low, 1.0 + eps_high)
    pg = torch.maximum(pg1, pg2)
    clipped = (pg2 > pg1).to(acc)
    zero = torch.zeros_like(old)
    if rollout_logprobs is not None:
        roll_lr = old - rollout_logprobs.detach().to(acc)
        if tis_cap > 0:
            w_raw = torch.exp(roll_lr.clamp(-LOG_RATIO_CLAMP, LOG_RATIO_CLAMP))
            w = w_raw.clamp(max=tis_cap)
            tis_clipped = (w_raw > tis_cap).to(acc)
        else:
            w, tis_clipped = torch.ones_like(old), zero
        mismatch = roll_lr.abs()
    else:
        w, tis_clipped, mismatch = torch.ones_like(old), zero, zero
    if ref_logprobs is not None:
        d = (ref_logprobs.detach().to(acc) - lp).clamp(-LOG_RATIO_CLAMP, LOG_RATIO_CLAMP)
        kl = torch.exp(d) - d - 1.0
    else:
        kl = zero
    pg_w = w * pg
    per_tok = pg_w + kl_coef * kl if kl_coef > 0 else pg_w

    weight = _agg_weights(m, seq_ids, agg)
    loss = (weight * per_tok).sum()
    stats = _stats(loss.detach(), (weight * pg_w).sum().detach(), m, clipped, kl.detach(), ratio.detach(), w,
                   tis_clipped, mismatch)
    return loss, stats


def ppo_clip_loss(
    logprobs: torch.Tensor,
    old_logprobs: torch.Tensor,
    advantages: torch.Tensor,
    mask: torch.Tensor,
    *,
    eps_low: float,
    eps_high: float,
    ref_logprobs: torch.Tensor | None = None,
    kl_coef: float = 0.0,
    rollout_logprobs: torch.Tensor | None = None,
    tis_cap: float = 0.0,
    seq_ids: torch.Tensor | None = None,
    agg: str = "token",
    impl: str = "auto",
) -> tuple[torch.Tensor, dict[str, float]]:
    """PPO/GRPO clipped surrogate loss over a flat batch of tokens (formulas: module doc).

    Args:
        logprobs: ``[T]`` fp32 current-policy log-probs of the sampled tokens (requires grad).
        old_logprobs: ``[T]`` log-probs of the policy that the advantages were computed for
            (the trainer's own recomputation at the start of the step).
        advantages: ``[T]`` per-token advantages (a sequence's advantage broadcast over it).
        mask: ``[T]`` bool or float weights; 0 excludes a token (prompt, padding).
        eps_low, eps_high: clip range ``[1 - eps_low, 1 + eps_high]``.
        ref_logprobs: ``[T]`` reference-policy log-probs for the k3 KL penalty (optional).
        kl_coef: weight of the KL term (needs ``ref_logprobs`` when > 0). With ``ref_logprobs``
            and ``kl_coef == 0`` the KL is still reported.
        rollout_logprobs: ``[T]`` sampler (rollout engine) log-probs (optional).
        tis_cap: cap C of the truncated IS weight ``min(exp(old - rollout), C)``; 0 = off.
        seq_ids: ``[T]`` int64 sequence index per token (needed for ``agg="seq"``).
        agg: ``"token" | "seq"``.
        impl: ``"torch" | "triton" | "auto"``.

    Returns:
        ``(loss, metrics)``: scalar fp32 loss and a dict of floats with keys
        :data:`METRIC_NAMES` (``clip_frac``, ``kl``, ``ratio_mean``, ``ratio_max``,
        ``ratio_min``, ``pg_loss``, ``tis_weight_mean``, ``tis_clip_frac``,
        ``rollout_abs_log_ratio``, ``num_tokens``, ``loss``), token means over the mask.

    Raises:
        ValueError: mismatched shapes/devices, bad clip range, KL/TIS options without their
            log-probs, unknown ``agg``, or ``agg="seq"`` without ``seq_ids``.
    """
    _check(logprobs, old_logprobs, advantages, mask, eps_low, eps_high, ref_logprobs, kl_coef,
           rollout_logprobs, tis_cap, seq_ids, agg)
    args = (logprobs, old_logprobs, advantages, mask, float(eps_low), float(eps_high), ref_logprobs,
            float(kl_coef), rollout_logprobs, float(tis_cap), seq_ids, agg)
    if resolve_impl(impl, logprobs, "ppo_clip_loss") == "triton":
        from ._triton_policy_loss import triton_ppo_clip_loss

        return triton_ppo_clip_loss(*args)
    return _torch_ppo_clip_loss(*args)
