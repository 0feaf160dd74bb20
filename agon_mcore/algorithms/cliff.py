"""Cliff: token advantages split at the first mistake a teacher finds.

Cliff (arXiv 2609.02817; abstract and secondary readings only, notes/seed_methods.md §5).
A teacher marks the first mistake ("pitfall step") ``p`` of each **failed** rollout; the
rollout splits into a prefix before it and a suffix from it. With a binary reward and
``A_cor = (1 - mu)/sigma``, ``A_inc = -mu/sigma`` (the GRPO advantages of a correct and a
failed rollout of the group) the reading gives, per token ``j`` of rollout ``i``::

    A_ij = A_cor - b              (rollout correct)
           lam * A_cor - b        (failed, j < p)
           A_inc - b              (failed, j >= p)

with ``b`` the mean of the un-offset token advantages over all tokens of the group (so the
group's token advantages sum to zero) and ``lam = 0`` the paper's default ("to avoid length
hacking": the correct prefix of a failed rollout then gets only ``-b``).

Our general form, identical to the above on binary rewards (tests/algorithms/test_cliff.py):
``A_i`` is the base advantage (``algorithm.cliff.base``, GRPO) of the stream's own rewards
(Agon's ``2c + lam*phi`` and, on the challenger's stream, the conversion bonus); a correct
rollout (verifier ``c = 1``) keeps ``A_i`` on every token; a failed rollout gets ``A_i`` on
its suffix and ``lam * Abar_cor`` on its prefix, ``Abar_cor`` the mean ``A_i`` of the
group's correct rollouts (0 without one); then ``b`` is subtracted per group
(``algorithm.cliff.offset``).

Choices where the sources are silent or disagree (documented in docs/methods_teachers.md):

- a failed rollout in which the teacher finds no mistake, and a rollout cut at
  ``max_new_tokens``, get ``p = 0`` (the whole rollout is the suffix: plain GRPO for it);
- the paper's fallback "the teacher's own reference solution fails the verifier -> vanilla
  GRPO for the group" becomes: a group the teacher cannot judge (the programmatic teacher
  needs a reference with worked steps) keeps its base advantages, without offset. Model
  teachers (``rival``, ``hf:``) do not write a reference here; they judge every group;
- groups whose base advantages are all zero (one verdict for all) stay zero;
- the offset ``b`` is per group, over the tokens of the rollouts that enter the loss.

Teachers (``algorithm.cliff.teacher``): ``programmatic`` (exact, the built-in task),
``rival`` (the other rival judges each step prefix by its log-probs of "Yes"/"No"),
``policy`` (the trained model itself), ``hf:<local folder>``; see
:mod:`agon_mcore.algorithms.teachers`.

Metrics (per stream): ``cliff/first_mistake_rel`` (mean ``p / T`` over failed rollouts with
a mistake found), ``cliff/found_frac`` (failed rollouts with a mistake found, over failed
rollouts judged), ``cliff/failed`` (failed rollouts), ``cliff/groups_fallback`` (groups the
teacher could not judge), ``cliff/agreement`` (model teachers: failed rollouts on which the
teacher and the programmatic teacher put the first mistake in the same step, or both find
none, where the programmatic teacher can judge; NaN otherwise), ``cliff/teacher_calls``,
``cliff/judge_reject_rate`` (model teachers: the share of judged steps rejected), ``cliff/seconds``.
"""
from __future__ import annotations

import time
from typing import List, Optional, Sequence

import torch

from agon_mcore.algorithms.registry import PluginError, offsets_of, register_advantage, resolve
from agon_mcore.algorithms.teachers import (
    hf_yes_no,
    judge_first_mistake,
    policy_yes_no,
    programmatic_first_mistake,
    split_steps,
    token_of_char,
    visible_start,
)


def cliff_token_advantages(base: torch.Tensor, correct: torch.Tensor, group_index: torch.Tensor,
                           lengths: Sequence[int], split: Sequence[Optional[int]], lam: float = 0.0,
                           offset: bool = True, judged: Optional[Sequence[bool]] = None) -> List[torch.Tensor]:
    """Token advantages of one stream (module docstring).

    Args:
        base: ``Tensor[B]`` the base (sequence) advantages ``A_i``.
        correct: ``Tensor[B]`` verdicts in {0, 1}.
        group_index: ``Tensor[B]`` int64, contiguous groups.
        lengths: ``[B]`` response lengths ``T_i``.
        split: ``[B]`` the first-mistake token ``p_i`` of each failed rollout (clamped to
            ``[0, T_i]``; None means 0); ignored for correct rollouts.
        lam: weight of the correct prefix of a failed rollout (paper: 0).
        offset: subtract the per-group token mean ``b``.
        judged: ``[G]`` whether the teacher judged group ``g`` (False: base advantages, no
            offset); None: all judged.

    Returns:
        ``B`` float32 tensors ``[T_i]``.
    """
    offs = offsets_of(group_index)
    out: List[torch.Tensor] = [torch.full((int(n),), float(base[i]), dtype=torch.float32)
                               for i, n in enumerate(lengths)]
    for g in range(offs.numel() - 1):
        lo, hi = int(offs[g]), int(offs[g + 1])
        if (judged is not None and not judged[g]) or not bool((base[lo:hi] != 0).any()):
            continue
        ok = [i for i in range(lo, hi) if float(correct[i]) > 0.5]
        a_cor = float(base[ok].mean()) if ok else 0.0
        for i in range(lo, hi):
            if float(correct[i]) > 0.5:
                continue
            p = min(max(int(split[i] or 0), 0), int(lengths[i]))
            out[i][:p] = lam * a_cor
        if offset:
            n_tok = sum(int(lengths[i]) for i in range(lo, hi))
            if n_tok:
                b = sum(float(out[i].double().sum()) for i in range(lo, hi)) / n_tok
                for i in range(lo, hi):
                    out[i] = out[i] - b
    return out


def _same_step(text: str, a: Optional[int], b: Optional[int]) -> bool:
    """Whether two character positions fall in the same step of ``text`` (both None: agree)."""
    if a is None or b is None:
        return a is None and b is None
    v0 = visible_start(text)
    spans = [(x + v0, y + v0) for x, y in split_steps(text[v0:])]

    def step(pos: int) -> int:
        for k, (x, y) in enumerate(spans):
            if pos < y:
                return k
        return len(spans)

    return step(a) == step(b)


def _model_scorer(ctx, teacher: str):
    if teacher.startswith("hf:"):
        return hf_yes_no(teacher[3:])
    if teacher == "rival":
        if ctx.rival is None:
            raise PluginError("cliff: algorithm.cliff.teacher=rival but this run has no rival (algorithm.mode=grpo); "
                              "use teacher=programmatic, policy or hf:<folder>")
        return policy_yes_no(ctx.rival, ctx.rival_tokenizer, ctx.rival_prompt_builder)
    return policy_yes_no(ctx.policy, ctx.tokenizer, ctx.prompt_builder)


@register_advantage("cliff", builtin=True)
def cliff(rewards: torch.Tensor, group_index: torch.Tensor, ctx) -> List[torch.Tensor]:
    """Cliff token advantages (module docstring): ``B`` tensors ``[T_i]`` float32."""
    if ctx is None or ctx.cfg is None:
        raise PluginError("cliff needs the plug-in context (the teacher, the texts); call it from the trainer")
    t0 = time.perf_counter()
    c = ctx.cfg.algorithm.cliff
    base = resolve("advantage", c.base)(rewards, group_index, ctx)
    offs = offsets_of(group_index)
    B = ctx.batch_size
    texts = [ctx.tokenizer.decode(list(ids), skip_special_tokens=False) for ids in ctx.response_ids]
    prog: List[tuple] = [(False, None)] * B
    for i in range(B):
        p = ctx.problems[i]
        prog[i] = programmatic_first_mistake(texts[i], getattr(p, "solution", None), getattr(p, "answer", None))
    failed = [i for i in range(B) if float(ctx.correct[i]) < 0.5]
    truncated = list(ctx.truncated) if ctx.truncated else [False] * B
    teacher = str(c.teacher)
    calls = rejected = 0
    if teacher == "programmatic":
        judged_g = [all(prog[i][0] for i in range(int(offs[g]), int(offs[g + 1]))) for g in range(offs.numel() - 1)]
        pos = {i: prog[i][1] for i in failed}
    else:
        judged_g = [True] * (offs.numel() - 1)
        ask = [i for i in failed if not truncated[i]]
        probs = [getattr(ctx.problems[i], "prompt", "") for i in ask]
        found, calls, rejected = judge_first_mistake([texts[i] for i in ask], probs, _model_scorer(ctx, teacher),
                                           threshold=c.threshold, max_steps=c.max_steps)
        pos = dict(zip(ask, found))
    gi = group_index.tolist()
    split: List[Optional[int]] = [None] * B
    n_found, rel, agree, comparable = 0, [], 0, 0
    judged_failed = 0
    for i in failed:
        if not judged_g[gi[i]]:
            continue
        judged_failed += 1
        if truncated[i]:
            split[i] = 0
            continue
        char = pos.get(i)
        if char is None:
            split[i] = 0
        else:
            n_found += 1
            split[i] = token_of_char(ctx.tokenizer, ctx.response_ids[i], char)
            rel.append(split[i] / max(1, len(ctx.response_ids[i])))
        if teacher != "programmatic" and prog[i][0]:
            comparable += 1
            agree += int(_same_step(texts[i], char, prog[i][1]))
    out = cliff_token_advantages(base, ctx.correct, group_index, ctx.response_lengths, split, lam=c.lam,
                                 offset=c.offset, judged=judged_g)
    ctx.metrics.update({
        "cliff/first_mistake_rel": sum(rel) / len(rel) if rel else float("nan"),
        "cliff/found_frac": n_found / judged_failed if judged_failed else float("nan"),
        "cliff/failed": float(len(failed)),
        "cliff/groups_fallback": float(sum(1 for j in judged_g if not j)),
        "cliff/agreement": agree / comparable if comparable else float("nan"),
        "cliff/teacher_calls": float(calls),
        "cliff/judge_reject_rate": rejected / calls if calls else float("nan"),
        "cliff/seconds": time.perf_counter() - t0,
    })
    return out
