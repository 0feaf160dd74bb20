"""Independent fp64 references for the kernel tests (plain torch, materialised, unfused)."""
from __future__ import annotations

import torch


def ref_logprobs(logits, targets, temperature=1.0, num_valid=None):
    """fp64 log p(y) and entropy of softmax(logits[:, :num_valid] / temperature).

    Negative targets give log-prob 0. Returns (logp [T], entropy [T]) in fp64, differentiable.
    """
    z = logits.double()
    if num_valid is not None:
        z = z[:, :num_valid]
    lsm = torch.log_softmax(z / temperature, dim=-1)
    logp = lsm.gather(1, targets.clamp_min(0).long()[:, None]).squeeze(1) * (targets >= 0)
    ent = -(lsm.exp() * lsm).sum(-1)
    return logp, ent


def ref_advantages(rewards, offsets, mode, eps):
    """Python loop over groups in fp64 (the textbook formulas)."""
    r = rewards.double().tolist()
    off = offsets.tolist()
    out = [0.0] * len(r)
    nzv = 0
    for g in range(len(off) - 1):
        xs = r[off[g]:off[g + 1]]
        n = len(xs)
        if n == 0:
            continue
        if max(xs) == min(xs):
            nzv += 1
            continue
        mu = sum(xs) / n
        if mode == "grpo":
            sd = (sum((x - mu) ** 2 for x in xs) / (n - 1)) ** 0.5
            vals = [(x - mu) / (sd + eps) for x in xs]
        elif mode == "mean_only":
            vals = [x - mu for x in xs]
        else:
            vals = [x - (sum(xs) - x) / (n - 1) for x in xs]
        out[off[g]:off[g + 1]] = vals
    return torch.tensor(out, dtype=torch.float64), nzv


def ref_ppo_loss(lp, old, adv, mask, eps_low, eps_high, ref=None, kl_coef=0.0, roll=None, tis_cap=0.0,
                 seq_ids=None, agg="token"):
    """Per-token loop in fp64: returns the differentiable loss (wrt lp)."""
    T = lp.shape[0]
    terms = []
    for t in range(T):
        ratio = torch.exp(lp[t] - old[t])
        a = float(adv[t])
        surr = torch.minimum(ratio * a, torch.clamp(ratio, 1 - eps_low, 1 + eps_high) * a)
        w = 1.0
        if roll is not None and tis_cap > 0:
            w = min(float(torch.exp(old[t] - roll[t])), tis_cap)
        term = -surr * w
        if ref is not None and kl_coef > 0:
            d = ref[t] - lp[t]
            term = term + kl_coef * (torch.exp(d) - d - 1)
        terms.append(term)
    m = mask.double()
    terms = torch.stack(terms) if terms else lp.new_zeros(0)
    if agg == "token":
        return (terms * m).sum() / m.sum().clamp_min(1e-300) if m.sum() > 0 else (terms * 0).sum()
    per_seq = []
    for s in sorted(set(seq_ids.tolist())):
        sel = seq_ids == s
        if m[sel].sum() > 0:
            per_seq.append((terms[sel] * m[sel]).sum() / m[sel].sum())
    return torch.stack(per_seq).mean() if per_seq else (terms * 0).sum()
