"""GRAIL: token-wise reweighting of the group-relative advantage by saliency.

GRAIL (arXiv 2606.04889; only the abstract and secondary readings were found,
notes/seed_methods.md §4) puts more weight on the tokens to which the final answer is
locally more sensitive. Per response ``i`` of the stream:

1. saliency ``s_t = |<dL_ans/de_t, e_t>|`` (gradient x activation at the token embeddings
   of the final-answer loss ``L_ans``: the mean NLL of the tokens of the extracted answer,
   or of the last ``algorithm.grail.answer_tokens`` tokens when it is not found);
2. ``z_t`` = ``log s_t`` standardised within the response;
3. ``w_t = clip(1 + sigma * z_t, w_min, w_max)`` (0.5, [0.5, 5]), then divided by its mean,
   so the weights of each response average exactly 1 (normalised per sequence: the
   response's total advantage is unchanged);
4. token advantage ``A_{i,t} = w_t * A_i`` with ``A_i`` the base advantage (GRPO). The
   weights are computed without gradient (``sg(w)``, inside the PPO clip as the loss uses
   any token advantage). ``algorithm.grail.polarity``: which rollouts get weights
   (``incorrect`` by default, the variant the reading reports best); the others keep
   ``A_i`` on every token.

Metrics ``grail/weight_std`` (mean over weighted responses of the std of w),
``grail/weight_max``, ``grail/weight_entropy`` (mean normalised entropy of ``w / sum w``:
1 = uniform), ``grail/weighted`` (responses reweighted), ``grail/seconds``.
"""
from __future__ import annotations

import math
import time
from typing import List, Optional, Sequence, Tuple

import torch

from agon_mcore.algorithms.registry import PluginError, register_advantage, resolve


def saliency_weights(saliency: torch.Tensor, sigma: float = 0.5, w_min: float = 0.5, w_max: float = 5.0
                     ) -> torch.Tensor:
    """Per-token weights of one response from its saliencies (module docstring, steps 2-3).

    Args:
        saliency: ``Tensor[T]`` >= 0.

    Returns:
        ``Tensor[T]`` float32 with mean 1 (all ones when the saliencies are constant or T < 2).
    """
    s = saliency.detach().double().reshape(-1)
    if s.numel() < 2:
        return torch.ones(s.numel(), dtype=torch.float32)
    floor = max(float(s.max()) * 1e-12, 1e-30)  # a token with exactly zero saliency: log stays finite
    ls = torch.log(s.clamp_min(floor))
    std = ls.std(unbiased=False)
    if float(std) <= 1e-12:
        return torch.ones(s.numel(), dtype=torch.float32)
    w = (1.0 + sigma * (ls - ls.mean()) / std).clamp(w_min, w_max)
    return (w / w.mean()).float()


def answer_span(tokenizer, response_ids: Sequence[int], text: str, extracted: Optional[str],
                fallback: int) -> Tuple[int, int]:
    """Token span ``[a, b)`` of the final answer in a response.

    The last occurrence of ``extracted`` in ``text`` mapped to tokens by decoding prefixes
    (binary search); otherwise the last ``fallback`` tokens before a trailing stop token.
    """
    n = len(response_ids)
    if n == 0:
        raise PluginError("grail: empty response")
    end_default = n - 1 if n > 1 else n  # leave out the stop token
    default = (max(0, end_default - fallback), end_default)
    if not extracted or tokenizer is None:
        return default
    c0 = text.rfind(extracted)
    if c0 < 0:
        return default
    c1 = c0 + len(extracted)

    def first_covering(chars: int) -> int:  # smallest k with len(decode(ids[:k])) >= chars
        lo, hi = 0, n
        while lo < hi:
            mid = (lo + hi) // 2
            if len(tokenizer.decode(list(response_ids[:mid]), skip_special_tokens=True)) >= chars:
                hi = mid
            else:
                lo = mid + 1
        return lo

    a = max(0, first_covering(c0 + 1) - 1)
    b = max(a + 1, first_covering(c1))
    return (a, min(b, n))


def weight_stats(weights: List[torch.Tensor]) -> dict:
    """``grail/*`` spread and entropy of a list of per-response weight vectors."""
    ws = [w for w in weights if w.numel() >= 2]
    if not ws:
        return {"grail/weight_std": 0.0, "grail/weight_max": 1.0, "grail/weight_entropy": 1.0}
    ent = []
    for w in ws:
        q = (w / w.sum()).double()
        ent.append(float(-(q * q.clamp_min(1e-300).log()).sum() / math.log(w.numel())))
    return {"grail/weight_std": float(sum(float(w.std(unbiased=False)) for w in ws) / len(ws)),
            "grail/weight_max": float(max(float(w.max()) for w in ws)),
            "grail/weight_entropy": float(sum(ent) / len(ent))}


@register_advantage("grail", builtin=True)
def grail(rewards: torch.Tensor, group_index: torch.Tensor, ctx) -> List[torch.Tensor]:
    """GRAIL token advantages (module docstring): ``B`` tensors ``[T_i]`` float32."""
    if ctx is None or ctx.policy is None:
        raise PluginError("grail needs the plug-in context (the policy, for its gradients); call it from the trainer")
    t0 = time.perf_counter()
    g = ctx.cfg.algorithm.grail
    base = resolve("advantage", g.base)(rewards, group_index, ctx)
    out, weights = [], []
    for i in range(ctx.batch_size):
        n = len(ctx.response_ids[i])
        c = float(ctx.correct[i])
        use = g.polarity == "all" or (g.polarity == "incorrect" and c == 0) or (g.polarity == "correct" and c == 1)
        if not use or n < 2 or float(base[i]) == 0.0:
            out.append(torch.full((n,), float(base[i]), dtype=torch.float32))
            continue
        span = answer_span(ctx.tokenizer, ctx.response_ids[i], ctx.texts[i], ctx.extracted[i], g.answer_tokens)
        from agon_mcore.algorithms.lm_grad import embedding_saliency

        sal = embedding_saliency(ctx.policy, ctx.prompt_ids[i], ctx.response_ids[i], span)
        w = saliency_weights(sal, g.sigma, g.w_min, g.w_max)
        weights.append(w)
        out.append(w * float(base[i]))
    ctx.metrics.update(weight_stats(weights))
    ctx.metrics["grail/weighted"] = float(len(weights))
    ctx.metrics["grail/seconds"] = time.perf_counter() - t0
    return out
