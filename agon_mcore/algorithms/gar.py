"""GAR: a dense reward from the policy's own gradient space (Gradient-Aligned Reward).

GAR (arXiv 2609.03342, EMNLP 2026; paper and code read, notes/seed_methods.md §3). For a
rollout ``y`` of prompt ``x``: a no-grad forward gives the LM-head inputs ``h_t``; the
teacher-forced cross-entropy of the response through the output projection only (truncated
backpropagation) gives ``G_t = dL/dh_t``; the rollout's vector is
``v = mean_t(G_t * h_t) / ||.||`` (dimension = hidden size; the last ``algorithm.gar.max_tokens``
response tokens, the paper's span L). The expert anchor ``v_a`` is the same vector of the
problem's reference solution (``Problem.solution``) after the same prompt. Then, per group,
over the verifier-correct rollouts ``P``:

``b_i = <v_i, v_a>``, ``b^_i = b_i - mean_P b`` (mean 0 when ``|P| = 1``, the released
code's rule), and the reward term is ``beta * max(0, b^_i)`` for correct rollouts, 0 for
the others (wrong rollouts are not even differentiated). It is added to the outcome
reward before the group advantage.

Metrics ``gar/cos_mean``, ``gar/cos_std`` (over correct rollouts), ``gar/bonus_mean``,
``gar/computed`` (rollouts differentiated), ``gar/no_reference`` (correct rollouts whose
problem has no reference solution: no bonus), ``gar/seconds`` (and, per step,
``gar/overhead_frac`` = seconds / step time).
"""
from __future__ import annotations

import time
from typing import Dict, Optional

import torch

from agon_mcore.algorithms.registry import PluginError, offsets_of, register_reward_term


def gar_bonus(cos: torch.Tensor, correct: torch.Tensor, group_index: torch.Tensor, beta: float) -> torch.Tensor:
    """``beta * max(0, b - mean_P b)`` on correct rollouts (mean 0 when only one is correct), else 0.

    Args:
        cos: ``Tensor[B]`` cosines (ignored where ``correct == 0``); ``correct``: ``Tensor[B]``.

    Returns:
        ``Tensor[B]`` float32.
    """
    out = torch.zeros(cos.numel(), dtype=torch.float32)
    offs = offsets_of(group_index)
    for g in range(offs.numel() - 1):
        sl = slice(int(offs[g]), int(offs[g + 1]))
        ok = correct[sl] > 0.5
        if not bool(ok.any()):
            continue
        c = cos[sl].float()
        mu = c[ok].mean() if int(ok.sum()) > 1 else torch.tensor(0.0)
        out[sl] = torch.where(ok, beta * (c - mu).clamp_min(0.0), torch.zeros_like(c))
    return out


@register_reward_term("gar", builtin=True)
def gar(rewards: torch.Tensor, group_index: torch.Tensor, ctx) -> torch.Tensor:
    """GAR reward term (module docstring): ``Tensor[B]`` float32 to add to ``rewards``."""
    from agon_mcore.algorithms.lm_grad import gpt_model, grad_activation_vector, lm_head_inputs, output_weight

    if ctx is None or ctx.policy is None:
        raise PluginError("gar needs the plug-in context (the policy, for its gradients); call it from the trainer")
    t0 = time.perf_counter()
    cfg = ctx.cfg.algorithm.gar
    policy = ctx.policy
    W = output_weight(gpt_model(policy))
    vocab = int(policy.vocab_size)
    cos = torch.zeros(ctx.batch_size, dtype=torch.float32)
    anchors: Dict[tuple, Optional[torch.Tensor]] = {}
    computed = no_ref = 0
    correct = ctx.correct.clone()
    for i in range(ctx.batch_size):
        if float(correct[i]) < 0.5 or not ctx.response_ids[i]:
            continue
        prob = ctx.problems[i]
        sol = getattr(prob, "solution", None) if prob is not None else None
        if not sol:
            no_ref += 1
            correct[i] = 0.0  # no anchor: no bonus, and it does not shift the group's centre
            continue
        key = (tuple(ctx.prompt_ids[i]), sol)
        if key not in anchors:
            ref_ids = list(ctx.tokenizer.encode(sol, add_special_tokens=False))
            if not ref_ids:
                anchors[key] = None
            else:
                h_a = lm_head_inputs(policy, ctx.prompt_ids[i], ref_ids)
                anchors[key] = grad_activation_vector(h_a, ref_ids, W, vocab, cfg.max_tokens)
        v_a = anchors[key]
        if v_a is None:
            no_ref += 1
            correct[i] = 0.0
            continue
        h = lm_head_inputs(policy, ctx.prompt_ids[i], ctx.response_ids[i])
        v = grad_activation_vector(h, ctx.response_ids[i], W, vocab, cfg.max_tokens)
        cos[i] = float(v @ v_a)
        computed += 1
    bonus = gar_bonus(cos, correct, group_index, cfg.beta)
    ok = correct > 0.5
    cs = cos[ok]
    ctx.metrics.update({
        "gar/cos_mean": float(cs.mean()) if cs.numel() else float("nan"),
        "gar/cos_std": float(cs.std(unbiased=False)) if cs.numel() else float("nan"),
        "gar/bonus_mean": float(bonus[ok].mean()) if cs.numel() else 0.0,
        "gar/computed": float(computed), "gar/no_reference": float(no_ref),
        "gar/seconds": time.perf_counter() - t0,
    })
    return bonus
