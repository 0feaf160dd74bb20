"""The metrics one Agon step writes to ``metrics.jsonl`` (AGON.md "Metrics every run logs").

:func:`step_metrics` reads them off the step's record (:class:`StepRollouts`), the updates'
own metrics and the phase timings; it computes nothing that feeds back into training.
"""
from __future__ import annotations

import math
from typing import Dict, List, Mapping, Sequence

from agon_mcore.agon import StepPlan, conversion_rate
from agon_mcore.algorithms import plugin_step_metrics
from agon_mcore.train.rollouts import DROP_CAUSES, StepRollouts


def mean(xs: Sequence[float]) -> float:
    """The mean of ``xs``; NaN for none."""
    return float(sum(xs) / len(xs)) if xs else float("nan")


def percentile(xs: Sequence[float], q: float) -> float:
    """The nearest-rank ``q``-quantile of ``xs`` (``q`` in [0, 1]); NaN for none."""
    if not xs:
        return float("nan")
    s = sorted(xs)
    k = min(len(s) - 1, max(0, int(math.ceil(q * len(s))) - 1))
    return float(s[k])


def verify_stats_delta(before: Dict[str, int], after: Dict[str, int]) -> Dict[str, float]:
    """The math verifier's work between two ``Verifier.math_stats`` snapshots, as step metrics.

    Returns (counts, as floats; all 0 in a step without math verdicts):
    ``math_fast`` verdicts decided without a worker (the fast path), ``math_cache_hits``
    verdicts from the per-process cache, ``math_worker`` verdicts from a math-verify worker
    process (``worker_calls - retries``, those that timed out included),
    ``math_retries`` first attempts that ran past the deadline and were retried with a longer
    one, ``math_timeouts`` checks that scored ``timeout`` after the retry, and
    ``math_restarts`` workers killed and replaced. Responses without a final answer
    (``no_answer``) reach none of these.
    """
    d = {k: float(after.get(k, 0) - before.get(k, 0))
         for k in ("fast", "cache_hits", "worker_calls", "retries", "timeouts", "restarts")}
    return {"math_fast": d["fast"], "math_cache_hits": d["cache_hits"],
            "math_worker": d["worker_calls"] - d["retries"], "math_retries": d["retries"],
            "math_timeouts": d["timeouts"], "math_restarts": d["restarts"]}


def step_metrics(ro: StepRollouts, plan: StepPlan, train: Mapping[str, Mapping[str, float]],
                 times: Mapping[str, float], compute: Mapping[str, Mapping[str, float]], *,
                 shared_opponent: bool, dropped_total: int, skipped_too_long: int) -> Dict[str, float]:
    """One step's ``metrics.jsonl`` row.

    Args:
        ro: the step's record (rewards and advantages attached).
        plan: its plan (which roles ran).
        train: ``{rival: policy.train_step metrics}`` of the rivals updated this step.
        times: seconds per phase (``time/*``; ``step`` is the whole step).
        compute: ``{rival: {"gen_tokens", "rollout_flops", "train_flops"}}``
            (:func:`agon_mcore.train.flops.rival_compute`).
        shared_opponent: ``algorithm.shared_opponent`` (the conversion rate's pairing).
        dropped_total: problems dropped in the run so far; skipped_too_long: training problems
            skipped because their prompt does not fit.

    Returns ``{name: value}``: ``step`` and ``drafter_is_A``; per role and per rival
    ``reward_mean, correct_rate, format_rate, zero_var_frac, len_mean, len_p90,
    truncated_frac, timeout_frac``; with a challenge pass ``challenge/conversion_rate``,
    ``bonus_mean``, ``leak_rate`` and the hiding rates; ``dropped/*``, ``verify/*``,
    ``train/<rival>/*``, ``time/*``, ``compute/<rival>/*`` and ``perf/*``.
    """
    m: Dict[str, float] = {"step": ro.step, "drafter_is_A": float(ro.drafter == "A")}
    m.update(plugin_step_metrics(ro, times))  # advantage/reward plug-ins: arena/*, grail/*, gar/*
    roles = [("draft", ro.drafter, ro.drafts)] + ([("challenge", ro.challenger, ro.challenges)] if plan.challenge else [])
    tokens = 0
    for role, rival, groups in roles:
        flat = [s for row in groups for s in row]
        lens = [len(s.response.output_ids) for s in flat]
        tokens += sum(lens)
        vals = {
            "reward_mean": mean([s.reward for s in flat]),
            "correct_rate": mean([s.correct for s in flat]),
            "format_rate": mean([s.fmt for s in flat]),
            "zero_var_frac": ro.zero_var[role],
            "len_mean": mean(lens),
            "len_p90": percentile(lens, 0.9),
            "truncated_frac": mean([float(s.response.finish_reason == "length") for s in flat]),
            "timeout_frac": mean([float(s.verdict_reason == "timeout") for s in flat]),
        }
        for k, v in vals.items():
            m[f"{role}/{k}"] = v
            m[f"{rival}/{k}"] = v  # per rival, whatever its role this step
    if plan.challenge:
        if ro.challenges:
            dc = [[s.correct for s in row] for row in ro.drafts]
            cc = [[s.correct for s in row] for row in ro.challenges]
            m["challenge/conversion_rate"] = conversion_rate(dc, cc, shared_opponent)
            m["challenge/bonus_mean"] = mean([s.bonus for row in ro.challenges for s in row])
        else:
            m["challenge/conversion_rate"] = m["challenge/bonus_mean"] = float("nan")
        m["challenge/leak_rate"] = ro.leak_rate  # summaries whose graded answer reads back
        for k in ("numerals_hidden_frac", "placeholders_not_answer_frac", "summary_faults_frac"):  # what they hid, faults
            m[f"challenge/{k}"] = ro.hiding.get(k, float("nan"))
    # Problems dropped from this step (never rewarded) and why (agon_mcore.train.rollouts).
    n_drop = len(ro.dropped)
    m["dropped/problems"] = float(n_drop)
    m["dropped/frac"] = n_drop / max(1, n_drop + len(ro.problem_ids))
    for cause in DROP_CAUSES:
        m[f"dropped/{cause}"] = float(sum(1 for d in ro.dropped if d["cause"] == cause))
    m["dropped/total"] = float(dropped_total)
    m["data/train_skipped_too_long"] = float(skipped_too_long)
    for k, v in ro.verify_stats.items():  # math verdicts by path, timeouts, retries (README "Math grading")
        m[f"verify/{k}"] = v
    for rival, tm in train.items():
        for k, v in tm.items():
            m[f"train/{rival}/{k}"] = float(v)
    for k, v in times.items():
        m[f"time/{k}"] = v
    gen_time = times.get("generate_draft", 0.0) + times.get("generate_challenge", 0.0)
    for rival, rec in compute.items():  # what `agon compare` sums per model
        for k, v in rec.items():
            m[f"compute/{rival}/{k}"] = v
    m["perf/rollout_tokens"] = float(tokens)
    m["perf/rollout_tokens_per_s"] = tokens / gen_time if gen_time > 0 else float("nan")
    m["perf/tokens_per_s"] = tokens / times["step"] if times.get("step") else float("nan")
    return m


def is_timing(key: str) -> bool:
    """Whether a ``metrics.jsonl`` field measures time (wall clock, seconds per phase, rates
    per second): the fields two runs of the same seed may differ in."""
    return key == "time" or key.startswith("time/") or key.endswith("_per_s")


def metrics_differences(a: Sequence[Mapping[str, object]], b: Sequence[Mapping[str, object]], *,
                        prefixes: Sequence[str] = (), rtol: float = 0.0) -> List[str]:
    """Field-by-field differences of two runs' ``metrics.jsonl`` rows, timing fields aside.

    Args:
        a, b: the rows of each run (one dict per step, with ``step``).
        prefixes: compare only the fields starting with one of these (all when empty).
        rtol: relative tolerance of numeric fields (0: exact; NaN equals NaN).

    Returns one line per difference (a step present in one run only, a field present in
    one row only, or unequal values), empty when the runs agree.
    """
    out: List[str] = []
    rows_a, rows_b = ({int(r["step"]): r for r in rows} for rows in (a, b))
    for step in sorted(set(rows_a) | set(rows_b)):
        if step not in rows_a or step not in rows_b:
            out.append(f"step {step}: only in run {'a' if step in rows_a else 'b'}")
            continue
        ra, rb = rows_a[step], rows_b[step]
        keys = sorted(k for k in set(ra) | set(rb)
                      if not is_timing(k) and (not prefixes or k.startswith(tuple(prefixes))))
        for k in keys:
            if k not in ra or k not in rb:
                out.append(f"step {step}: {k} only in run {'a' if k in ra else 'b'}")
                continue
            va, vb = ra[k], rb[k]
            if isinstance(va, (int, float)) and isinstance(vb, (int, float)):
                fa, fb = float(va), float(vb)
                if (math.isnan(fa) and math.isnan(fb)) or fa == fb or abs(fa - fb) <= rtol * max(abs(fa), abs(fb)):
                    continue
            elif va == vb:
                continue
            out.append(f"step {step}: {k} {va!r} != {vb!r}")
    return out
