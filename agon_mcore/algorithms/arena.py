"""Reasoning Arena: judge tournaments for groups the verifier cannot rank.

A group whose verifier rewards are all equal (all right or all wrong) carries no GRPO
signal. Instead of dropping it, its traces are judged head to head (Reasoning Arena,
arXiv 2606.09380; notes/seed_methods.md §2, the "Live" variant):

1. the traces of the group enter one by one; trace ``k`` is compared only with the current
   anchor pool (at most ``algorithm.arena.pool_size`` traces: for 3, the best, median and
   worst so far by the latest fit), so a trace costs at most ``pool_size`` comparisons
   (``1 + 2 + 3 (N - 3)`` for N >= 3: 18 for N = 8);
2. a comparison is the judge's probability of answering "A" versus "B" (its log-prob of
   each letter after the judge prompt), asked in both orders; the soft outcome is
   ``P(x beats y) = (p_A(x, y) + p_B(y, x)) / 2``, which cancels a constant position bias;
3. a Bradley-Terry model is fitted on the comparisons made (an incomplete graph) with the
   ½‖β‖² penalty (:func:`fit_bradley_terry`), after each new trace (to pick the anchors)
   and once at the end; the final strengths, min-max normalised to [0, 1], replace the
   group's rewards, and the base advantage (``algorithm.arena.base``, GRPO) is computed on
   them. Groups with differing verifier rewards keep the verifier's rewards.

The judge (``algorithm.arena.judge``): ``rival`` (Agon mode's default: the other rival
judges the trained rival's traces), ``policy`` (the trained model judges its own traces;
GRPO mode's default), or ``hf:<folder>`` (a local Hugging Face causal LM). The paper's
judge prompt and its anchor-replacement rule were not found; the prompt below and the
re-rank-after-every-trace rule are ours.

Metrics (per stream): ``arena/groups_routed``, ``arena/routed_frac``,
``arena/comparisons_per_trace``, ``arena/position_bias_rate`` (comparisons whose two
orders picked the same position), ``arena/fit_residual`` (mean |y - sigmoid(Δβ)|),
``arena/judge_calls`` and ``arena/seconds``.
"""
from __future__ import annotations

import math
import time
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import torch

from agon_mcore.algorithms.bradley_terry import fit_bradley_terry, min_max
from agon_mcore.algorithms.registry import PluginError, offsets_of, register_advantage, resolve

JUDGE_PROMPT = (
    "Two solutions to the same problem follow. Judge which one reasons more soundly: correct steps, "
    "checked work, no unsupported leaps. Both may give the same final answer.\n\n"
    "Problem:\n{problem}\n\nSolution A:\n{first}\n\nSolution B:\n{second}\n\n"
    "Which solution is better? Reply with one letter: A or B."
)

# A judge maps [(problem, first, second)] to [P(the first is better)] (floats in (0, 1)).
Judge = Callable[[Sequence[Tuple[str, str, str]]], List[float]]


def anchor_pool(scores: torch.Tensor, members: Sequence[int], size: int) -> List[int]:
    """The anchors among ``members``: evenly spaced ranks by ``scores`` (best first).

    For ``size == 3``: the best, the median and the worst. Returns at most ``size`` distinct
    members (all of them when there are fewer).
    """
    order = sorted(members, key=lambda i: (-float(scores[i]), i))
    if len(order) <= size:
        return order
    if size == 1:
        return [order[0]]
    picks = sorted({round(k * (len(order) - 1) / (size - 1)) for k in range(size)})
    return [order[p] for p in picks]


def tournament(n_traces: Sequence[int], judge_pairs: Callable[[List[Tuple[int, int, int]]], List[float]],
               pool_size: int = 3, l2: float = 1.0):
    """Anchor-pool tournaments of several groups at once (module docstring, steps 1-3).

    Args:
        n_traces: ``[G]`` the number of traces of each group.
        judge_pairs: given ``[(group, i, j)]`` returns ``[P(i beats j)]`` (both orders done).
        pool_size: anchors per comparison round.
        l2: Bradley-Terry penalty.

    Returns:
        ``(strengths, edges, residuals)``: per group the fitted ``Tensor[n_g]`` float64,
        its ``[(i, j, y)]`` comparisons and the final fit residual.
    """
    G = len(n_traces)
    edges: List[List[Tuple[int, int, float]]] = [[] for _ in range(G)]
    pools: List[List[int]] = [[0] for _ in range(G)]
    scores = [torch.zeros(n, dtype=torch.float64) for n in n_traces]
    for k in range(1, max(n_traces, default=0)):
        pairs = [(g, k, a) for g in range(G) if k < n_traces[g] for a in pools[g]]
        if not pairs:
            break
        ys = judge_pairs(pairs)
        for (g, i, j), y in zip(pairs, ys):
            edges[g].append((i, j, float(y)))
        for g in {p[0] for p in pairs}:
            scores[g][: k + 1], _ = fit_bradley_terry(k + 1, edges[g], l2=l2)
            pools[g] = anchor_pool(scores[g], range(k + 1), pool_size)
    out, resid = [], []
    for g in range(G):
        b, r = fit_bradley_terry(n_traces[g], edges[g], l2=l2)
        out.append(b)
        resid.append(r)
    return out, edges, resid


# ----------------------------------------------------------------------------- judges


def _fit_texts(build: Callable[[str], List[int]], limit: int, problem: str, first: str, second: str,
               max_chars: int) -> List[int]:
    """Prompt ids of the judge prompt, the two traces cut (from their start) until it fits ``limit``."""
    cut = max_chars
    while True:
        text = JUDGE_PROMPT.format(problem=problem, first=first[:cut], second=second[:cut])
        ids = build(text)
        if len(ids) <= limit or cut <= 16:
            return ids[-limit:] if len(ids) > limit else ids
        cut //= 2


def letter_ids(tokenizer) -> Tuple[List[int], List[int]]:
    """Token ids of the answers "A" and "B" in ``tokenizer``.

    Raises:
        PluginError: the tokenizer encodes them identically or as nothing.
    """
    a = list(tokenizer.encode("A", add_special_tokens=False))
    b = list(tokenizer.encode("B", add_special_tokens=False))
    if not a or not b or a == b:
        raise PluginError(f"reasoning_arena: the judge's tokenizer encodes 'A' as {a} and 'B' as {b}; they must be "
                          "two different, non-empty token sequences")
    return a, b


def policy_judge(policy, tokenizer, build_prompt: Callable[[str], List[int]], max_chars: int) -> Judge:
    """A judge that scores with a Megatron :class:`Policy` (``policy.logprobs``; collective)."""
    from agon_mcore.policy import Sample

    a_ids, b_ids = letter_ids(tokenizer)
    limit = int(policy.model_cfg.max_position_embeddings) - max(len(a_ids), len(b_ids)) - 1

    def judge(triples):
        samples = []
        for problem, first, second in triples:
            p = _fit_texts(build_prompt, limit, problem, first, second, max_chars)
            samples += [Sample(p, list(a_ids), 0.0), Sample(p, list(b_ids), 0.0)]
        lps = policy.logprobs(samples) if samples else []
        out = []
        for k in range(len(triples)):
            la, lb = float(lps[2 * k].sum()), float(lps[2 * k + 1].sum())
            out.append(1.0 / (1.0 + math.exp(lb - la)))
        return out

    return judge


_HF_CACHE: Dict[str, tuple] = {}


def hf_judge(folder: str, max_chars: int) -> Judge:
    """A judge from a local Hugging Face causal LM folder (``transformers``; nothing downloaded).

    Raises:
        PluginError: the folder does not load as a causal LM with a tokenizer.
    """
    if folder not in _HF_CACHE:
        try:
            from transformers import AutoModelForCausalLM, AutoTokenizer

            tok = AutoTokenizer.from_pretrained(folder, local_files_only=True)
            model = AutoModelForCausalLM.from_pretrained(folder, local_files_only=True, torch_dtype=torch.float32)
        except Exception as e:  # noqa: BLE001 - any load failure is a config problem
            raise PluginError(f"reasoning_arena: algorithm.arena.judge=hf:{folder} does not load as a local Hugging "
                              f"Face causal LM ({type(e).__name__}: {e})") from e
        model.eval()
        _HF_CACHE[folder] = (tok, model)
    tok, model = _HF_CACHE[folder]
    a_ids, b_ids = letter_ids(tok)
    limit = int(getattr(model.config, "max_position_embeddings", 2048)) - max(len(a_ids), len(b_ids)) - 1

    def build(text: str) -> List[int]:
        if getattr(tok, "chat_template", None):
            return list(tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True,
                                                tokenize=True))
        return list(tok.encode(text))

    def seq_logprob(prompt: List[int], answer: List[int]) -> float:
        ids = torch.tensor([prompt + answer])
        with torch.no_grad():
            logits = model(ids).logits[0].float()
        lp = torch.log_softmax(logits[len(prompt) - 1: -1], dim=-1)
        return float(lp[torch.arange(len(answer)), torch.tensor(answer)].sum())

    def judge(triples):
        out = []
        for problem, first, second in triples:
            p = _fit_texts(build, limit, problem, first, second, max_chars)
            la, lb = seq_logprob(p, a_ids), seq_logprob(p, b_ids)
            out.append(1.0 / (1.0 + math.exp(lb - la)))
        return out

    return judge


def make_judge(ctx) -> Judge:
    """The judge ``algorithm.arena.judge`` names, for this stream (module docstring)."""
    ar = ctx.cfg.algorithm.arena
    spec = str(ar.judge)
    if spec == "auto":
        spec = "rival" if ctx.rival is not None else "policy"
    if spec.startswith("hf:"):
        return hf_judge(spec[3:], ar.max_response_chars)
    if spec == "rival":
        if ctx.rival is None:
            raise PluginError("reasoning_arena: algorithm.arena.judge=rival but this run has no rival "
                              "(algorithm.mode=grpo); use judge=policy or judge=hf:<folder>")
        return policy_judge(ctx.rival, ctx.rival_tokenizer, ctx.rival_prompt_builder, ar.max_response_chars)
    return policy_judge(ctx.policy, ctx.tokenizer, ctx.prompt_builder, ar.max_response_chars)


# ----------------------------------------------------------------------------- the plug-in


def arena_rewards(rewards: torch.Tensor, group_index: torch.Tensor, texts: Sequence[str], problem_texts: Sequence[str],
                  judge: Judge, pool_size: int = 3, l2: float = 1.0, metrics: Optional[Dict[str, float]] = None
                  ) -> torch.Tensor:
    """The rewards after routing: zero-variance groups get their min-max Bradley-Terry scores.

    Args:
        rewards: ``Tensor[B]`` float32 verifier rewards; ``group_index`` ``Tensor[B]`` int64.
        texts: ``[B]`` the traces; ``problem_texts``: ``[B]`` their problem statements.
        judge: see :data:`Judge`.
        metrics: filled with the ``arena/*`` metrics when given.

    Returns:
        ``Tensor[B]`` float32: the verifier rewards, except in routed groups where they are
        the normalised strengths in [0, 1].
    """
    offs = offsets_of(group_index)
    routed = [g for g in range(offs.numel() - 1)
              if int(offs[g + 1] - offs[g]) >= 2 and bool((rewards[offs[g]:offs[g + 1]] == rewards[offs[g]]).all())]
    out = rewards.clone().to(torch.float32)
    stats = {"calls": 0, "biased": 0, "comparisons": 0}

    def judge_pairs(pairs):
        triples = []
        for g, i, j in pairs:
            base = int(offs[routed[g]])
            x, y, q = texts[base + i], texts[base + j], problem_texts[base + i]
            triples += [(q, x, y), (q, y, x)]  # both orders
        probs = judge(triples)
        stats["calls"] += len(triples)
        res = []
        for k in range(len(pairs)):
            p_first, p_second = probs[2 * k], probs[2 * k + 1]
            stats["biased"] += int((p_first > 0.5) == (p_second > 0.5))
            stats["comparisons"] += 1
            res.append(0.5 * (p_first + (1.0 - p_second)))
        return res

    resid = []
    if routed:
        sizes = [int(offs[g + 1] - offs[g]) for g in routed]
        strengths, _, resid = tournament(sizes, judge_pairs, pool_size=pool_size, l2=l2)
        for g, b in zip(routed, strengths):
            out[offs[g]:offs[g + 1]] = min_max(b).to(torch.float32)
    if metrics is not None:
        n_routed_traces = sum(int(offs[g + 1] - offs[g]) for g in routed)
        metrics["arena/groups_routed"] = float(len(routed))
        metrics["arena/routed_frac"] = len(routed) / max(1, offs.numel() - 1)
        metrics["arena/comparisons_per_trace"] = stats["comparisons"] / n_routed_traces if n_routed_traces else 0.0
        metrics["arena/position_bias_rate"] = (stats["biased"] / stats["comparisons"] if stats["comparisons"]
                                               else float("nan"))
        metrics["arena/fit_residual"] = float(sum(resid) / len(resid)) if resid else float("nan")
        metrics["arena/judge_calls"] = float(stats["calls"])
    return out


@register_advantage("reasoning_arena", builtin=True)
def reasoning_arena(rewards: torch.Tensor, group_index: torch.Tensor, ctx) -> torch.Tensor:
    """Reasoning Arena advantages (module docstring). ``Tensor[B]`` float32."""
    if ctx is None or ctx.cfg is None:
        raise PluginError("reasoning_arena needs the plug-in context (a judge); call it from the trainer")
    t0 = time.perf_counter()
    ar = ctx.cfg.algorithm.arena
    problems = [getattr(p, "prompt", "") if p is not None else "" for p in ctx.problems]
    r = arena_rewards(rewards, group_index, ctx.texts, problems, make_judge(ctx), pool_size=ar.pool_size,
                      l2=ar.l2, metrics=ctx.metrics)
    adv = resolve("advantage", ar.base)(r, group_index, ctx)
    ctx.metrics["arena/seconds"] = time.perf_counter() - t0
    return adv
