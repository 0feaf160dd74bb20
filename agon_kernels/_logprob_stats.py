"""Row statistics shared by the torch reference and the Triton log-prob kernels.

Both paths reduce the vocabulary in fixed blocks of ``BLOCK_V`` columns to per-block
(max, sum exp, sum exp * z); these helpers merge the blocks, combine shards across the
vocab-parallel group (at most 2 collectives) and form the outputs, so the two paths share
one numerical definition. Imported by ``logprob`` and ``_triton_logprob``; imports neither.
"""

from __future__ import annotations

import torch
import torch.distributed as dist


def _merge_blocks(bmax, bsum, bent):
    """Merge [R, NB] block stats into per-row (max, sum exp(z - max), sum exp(z - max)(z - max)).

    Done in fp64 (O(T * V / BLOCK_V) work): the merge and the cross-rank combination then add
    no rounding of their own, so sharded and unsharded results agree to ~1e-7.
    """
    bmax, bsum = bmax.double(), bsum.double()
    bent = bent.double() if bent is not None else None
    m = bmax.amax(dim=-1)
    m_safe = torch.where(torch.isinf(m), torch.zeros_like(m), m)
    d = bmax - m_safe.unsqueeze(-1)  # <= 0, -inf for empty blocks
    scale = torch.exp(d)
    s = (bsum * scale).sum(dim=-1)
    ent = None
    if bent is not None:
        d = torch.where(torch.isinf(d), torch.zeros_like(d), d)  # bsum = 0 there anyway
        ent = ((bent + d * bsum) * scale).sum(dim=-1)
    return m, s, ent


def _finish(m, s, ent, zy, group):
    """Combine local stats across the vocab-parallel group and form lse, E[z].

    Returns (lse [T], ez [T] or None, zy [T]) in fp64.
    """
    m, s, zy = m.double(), s.double(), zy.double()
    ent = ent.double() if ent is not None else None
    if group is not None and dist.get_world_size(group) > 1:
        m_glob = m.clone()
        dist.all_reduce(m_glob, op=dist.ReduceOp.MAX, group=group)  # collective 1 of 2
        m_safe = torch.where(torch.isinf(m), m_glob, m)
        r = torch.exp(m - m_glob)  # 0 for a rank with no valid column
        parts = [s * r, zy]
        if ent is not None:
            parts.append((ent + (m_safe - m_glob) * s) * r)
        stacked = torch.stack(parts)
        dist.all_reduce(stacked, op=dist.ReduceOp.SUM, group=group)  # collective 2 of 2
        m = m_glob
        s, zy = stacked[0], stacked[1]
        ent = stacked[2] if ent is not None else None
    log_s = torch.log(s)
    lse = m + log_s
    ez = (m + ent / s) if ent is not None else None
    return lse, ez, zy


def _outputs(m, s, ent, zy, targets, group, acc):
    """Local stats -> (logp, entropy or None) in ``acc`` plus (lse, E[z]) saved for the backward."""
    lse, ez, zy = _finish(m, s, ent, zy, group)
    logp = torch.where(targets >= 0, zy - lse, torch.zeros_like(lse)).to(acc)
    ent_out = (lse - ez).to(acc) if ez is not None else None
    return logp, ent_out, lse.to(acc), (ez if ez is not None else lse).to(acc)


def _prep_grads(g_lp, g_ent, targets, acc):
    if g_lp is not None:
        g_lp = torch.where(targets >= 0, g_lp.to(acc), torch.zeros((), dtype=acc, device=g_lp.device))
    if g_ent is not None:
        g_ent = g_ent.to(acc)
    return g_lp, g_ent
