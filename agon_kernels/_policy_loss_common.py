"""Pieces shared by the torch reference and the Triton PPO/GRPO clip loss.

The per-token aggregation weights (token or sequence mean) and the metrics dict are one
definition for both paths. Imported by ``policy_loss`` and ``_triton_policy_loss``; imports neither.
"""

from __future__ import annotations

import torch

#: Bound on log-ratios before exp (keeps ratio and k3 finite on wildly off-policy tokens).
LOG_RATIO_CLAMP = 20.0

#: Keys of the metrics dict, in order.
METRIC_NAMES = ("loss", "pg_loss", "clip_frac", "kl", "ratio_mean", "ratio_max", "ratio_min",
                "tis_weight_mean", "tis_clip_frac", "rollout_abs_log_ratio", "num_tokens")


def _agg_weights(m: torch.Tensor, seq_ids: torch.Tensor | None, agg: str) -> torch.Tensor:
    """Per-token weights a_t with loss = sum_t a_t l_t (module doc), zero where m_t = 0."""
    if agg == "token":
        denom = m.sum()
        return m / torch.where(denom > 0, denom, torch.ones_like(denom))
    sid = seq_ids.long()
    S = int(sid.max()) + 1 if sid.numel() else 0
    tok_per_seq = torch.zeros(S, dtype=m.dtype, device=m.device).index_add_(0, sid, m)
    n_seq = (tok_per_seq > 0).sum().to(m.dtype)
    per_seq_w = torch.where(tok_per_seq > 0, 1.0 / tok_per_seq.clamp_min(1e-30), torch.zeros_like(tok_per_seq))
    return m * per_seq_w[sid] / torch.where(n_seq > 0, n_seq, torch.ones_like(n_seq))


@torch.no_grad()
def _stats(loss, pg_loss, m, clipped, kl, ratio, w, tis_clipped, mismatch) -> dict[str, float]:
    """Metrics dict (one host sync): token means over the mask weights m."""
    msum = m.sum()
    mden = torch.where(msum > 0, msum, torch.ones_like(msum))
    has = m > 0
    if ratio.numel():
        rmax = torch.where(has, ratio, torch.full_like(ratio, -torch.inf)).amax()
        rmin = torch.where(has, ratio, torch.full_like(ratio, torch.inf)).amin()
    else:
        rmax = rmin = msum * 0
    stats = torch.stack([
        loss.to(m.dtype), pg_loss.to(m.dtype),
        (m * clipped).sum() / mden, (m * kl).sum() / mden, (m * ratio).sum() / mden, rmax, rmin,
        (m * w).sum() / mden, (m * tis_clipped).sum() / mden, (m * mismatch).sum() / mden, msum,
    ])
    stats = torch.where(torch.isinf(stats), torch.zeros_like(stats), stats)
    return dict(zip(METRIC_NAMES, (float(x) for x in stats.tolist())))
