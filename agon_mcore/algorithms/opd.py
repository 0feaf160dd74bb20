"""OPD-then-RL: on-policy distillation from a teacher, then RL once validation stops improving.

"Sequential Beats Joint" (arXiv 2609.04108; a full-text analysis and a wiki were read,
notes/seed_methods.md §7). Every method of that paper is the token-level policy gradient
``sum_t A_t grad log pi_theta(y_t | h_t)`` with its own ``A_t``:

- stage one, on-policy distillation (OPD): the student samples; ``A_t = d_t =
  log pi_T(y_t | h_t) - log pi_theta(y_t | h_t)``, the single-sample, sampled-token estimate
  of the negative reverse KL (teacher log-probs of the student's own tokens);
- stage two, RL: ``A_t = A_hat`` (``algorithm.opd.rl``: GRPO by default, on the mode's
  streams, so ``algorithm.mode=adv`` makes stage two Agon);
- a hard switch: one signal per step, never a sum.

The switch (``algorithm.opd.*``): every ``eval_every`` steps the trained rival(s) are
validated (greedy pass@1 on the first ``eval_problems`` problems of ``data.validation``,
before the step's update); a score that beats the best so far by more than ``min_delta``
resets a counter, any other adds one, and when it reaches ``patience`` the run switches to
RL from that step on. ``max_opd_steps > 0`` switches at that step at the latest (the
paper's fixed S = 60). The paper's rule is "switch where OPD validation stops rising"; the
patience counter is our concrete form of it. The stage and the counter live in the run's
plug-in state (checkpointed: a resume continues in the stage it stopped in).

The teacher (``algorithm.opd.teacher``) is a local Hugging Face folder, e.g. a stronger run's
rival exported with ``agon convert mcore-to-hf --ckpt RUN --rival A --out DIR``. It must use
the student's tokenizer (same vocabulary and EOS): the advantage compares log-probs of the
same token ids. Another tokenizer is refused at config time (settings.py). Its logits are
divided by the student's sampling temperature, as the student's are. The paper's "mask the
student's EOS when tokenizers disagree" therefore never arises.

Metrics (per stream): ``opd/stage`` (0 distillation, 1 RL), ``opd/reverse_kl`` (mean over
the stream's tokens of ``log pi_theta - log pi_T``, stage one), ``opd/val_score`` (the last
validation), ``opd/best_val``, ``opd/switch_step`` (-1 before the switch), ``opd/seconds``.
"""
from __future__ import annotations

import math
import time
from typing import Dict, List

import torch

from agon_mcore.algorithms.registry import PluginError, register_advantage, resolve
from agon_mcore.algorithms.teachers import hf_token_logprobs, load_hf_causal_lm, same_tokenizer

STAGES = {"opd": 0.0, "rl": 1.0}


def new_state() -> Dict:
    """The stage record a run starts with."""
    return {"stage": "opd", "best": None, "since_best": 0, "switch_step": -1, "val_score": None,
            "decided_step": -1}


def switch_rule(st: Dict, step: int, score, patience: int, min_delta: float, max_opd_steps: int) -> Dict:
    """Advance the stage record ``st`` (in place) at ``step`` with a validation ``score``
    (None: no validation this step). Returns ``st``."""
    if st["stage"] != "opd":
        return st
    if score is not None:
        st["val_score"] = float(score)
        if st["best"] is None or score > st["best"] + min_delta:
            st["best"], st["since_best"] = float(score), 0
        else:
            st["since_best"] += 1
    if (st["since_best"] >= patience) or (max_opd_steps > 0 and step >= max_opd_steps):
        st["stage"], st["switch_step"] = "rl", int(step)
    return st


def _decide(ctx) -> Dict:
    """The stage of this step: validate and apply the switch rule once per step (the first stream)."""
    o = ctx.cfg.algorithm.opd
    st = ctx.state.setdefault("opd", new_state())
    if st["decided_step"] == ctx.step:
        return st
    st["decided_step"] = int(ctx.step)
    score = None
    if st["stage"] == "opd" and o.eval_every > 0 and ctx.step % o.eval_every == 0:
        if ctx.validate is None:
            raise PluginError("opd_then_rl: no validation available here (the trainer provides ctx.validate); "
                              "call it from the trainer, or set algorithm.opd.eval_every=0 and max_opd_steps=S")
        rivals = ["A"] if ctx.cfg.algorithm.mode == "grpo" else ["A", "B"]
        score = sum(ctx.validate(o.eval_problems, r) for r in rivals) / len(rivals)
    return switch_rule(st, int(ctx.step), score, o.patience, o.min_delta, o.max_opd_steps)


def opd_advantages(student: List[torch.Tensor], teacher: List[torch.Tensor]) -> List[torch.Tensor]:
    """``d_t = log pi_T - log pi_theta`` per response (``[T_i]`` float32 each)."""
    return [(t.float() - s.float()).reshape(-1) for s, t in zip(student, teacher)]


def teacher_logprobs(ctx, folder: str) -> List[torch.Tensor]:
    """The teacher's log-probs of each response token of the stream (``[T_i]`` float32).

    Raises:
        PluginError: the teacher does not load, or its tokenizer differs from the student's.
    """
    tok, model = load_hf_causal_lm(folder, "algorithm.opd.teacher")
    if not same_tokenizer(tok, ctx.tokenizer):
        raise PluginError(f"algorithm.opd.teacher={folder!r}: its tokenizer differs from the student's "
                          f"({len(tok.get_vocab())} vs {len(ctx.tokenizer.get_vocab())} tokens, eos {tok.eos_token_id} "
                          f"vs {ctx.tokenizer.eos_token_id}); OPD compares log-probs of the same token ids, so the "
                          "teacher must share the student's tokenizer")
    temp = float(getattr(ctx.policy, "temperature", 1.0) or 1.0)
    return [hf_token_logprobs(model, p, r, temp) for p, r in zip(ctx.prompt_ids, ctx.response_ids)]


@register_advantage("opd_then_rl", builtin=True)
def opd_then_rl(rewards: torch.Tensor, group_index: torch.Tensor, ctx):
    """Stage one: ``B`` tensors ``[T_i]`` of ``d_t``; stage two: the RL advantage (module docstring)."""
    if ctx is None or ctx.cfg is None or ctx.policy is None:
        raise PluginError("opd_then_rl needs the plug-in context (the student policy); call it from the trainer")
    t0 = time.perf_counter()
    o = ctx.cfg.algorithm.opd
    st = _decide(ctx)
    ctx.metrics.update({"opd/stage": STAGES[st["stage"]], "opd/switch_step": float(st["switch_step"]),
                        "opd/val_score": float("nan") if st["val_score"] is None else st["val_score"],
                        "opd/best_val": float("nan") if st["best"] is None else st["best"]})
    if st["stage"] == "rl":
        out = resolve("advantage", o.rl)(rewards, group_index, ctx)
        ctx.metrics["opd/seconds"] = time.perf_counter() - t0
        return out
    from agon_mcore.policy import Sample

    samples = [Sample(list(p), list(r), 0.0) for p, r in zip(ctx.prompt_ids, ctx.response_ids)]
    student = ctx.policy.logprobs(samples)
    teacher = teacher_logprobs(ctx, o.teacher)
    d = opd_advantages(student, teacher)
    n_tok = sum(x.numel() for x in d)
    ctx.metrics["opd/reverse_kl"] = -sum(float(x.double().sum()) for x in d) / n_tok if n_tok else math.nan
    ctx.metrics["opd/seconds"] = time.perf_counter() - t0
    return d
