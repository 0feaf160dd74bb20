"""Debug paths as first-class commands (STYLE.md): rollout-only runs and profiling.

``rollout_only`` generates and scores steps with the current weights and dumps them as
JSONL without any update, so a reward or verifier bug can be inspected in isolation.
``profile`` times a few full Agon steps per phase and reports throughput and MFU (model
FLOPs per token from the config, :func:`sequence_flops`); ``phase_png`` draws its per-phase
breakdown.
"""
from __future__ import annotations

import time
from typing import Any, Dict, Optional

from agon_mcore.config import AgonConfig
from agon_mcore.train.flops import (  # noqa: F401  (re-exported: tools and tests read them here)
    PEAK_TFLOPS,
    _step_flops,
    matmul_params,
    peak_tflops,
    rival_compute,
    sequence_flops,
)


def rollout_only(cfg: AgonConfig, run_dir: str, steps: int, resume: bool = False) -> None:
    """Generate + score ``steps`` steps (roles rotating), write JSONL; no training.

    Fresh: a new run directory, files in ``<run_dir>/rollouts/``. With ``resume``: the
    run's newest checkpoint is loaded and the steps continue its numbering, written to
    ``<run_dir>/rollouts_only/`` (the run's own files and config are left alone).
    """
    from agon_mcore.train.advantages import compute_advantages
    from agon_mcore.train.trainer import AgonTrainer

    tr = AgonTrainer(cfg, run_dir=run_dir, resume=resume, save_config=not resume)
    if not tr.is_rank0:
        return
    sub = "rollouts_only" if resume else "rollouts"
    try:
        for t in range(tr.step_idx, tr.step_idx + steps):
            plan = tr.plan(t)
            ro = tr.rollout_step(plan, {})
            compute_advantages(ro, plan, tr.algo, tr.max_new_tokens(), tr.kernel_impl())
            path = tr.save_rollouts(ro, subdir=sub)
            n_ok = int(sum(s.correct for r in ro.drafts for s in r))
            print(f"step {t}: drafter {plan.drafter} correct {n_ok}/{sum(len(r) for r in ro.drafts)} -> {path}")
    finally:
        tr.engine.shutdown()
        tr.verifier.close()


def profile(cfg: AgonConfig, steps: int = 3, peak: Optional[float] = None) -> Dict[str, Any]:
    """Run ``steps`` Agon steps (after one warm-up step) and report seconds per phase, tokens/s and MFU.

    Args:
        cfg: the run config (a throwaway run directory is used).
        steps: timed steps.
        peak: dense peak TFLOP/s of one device; default: from :data:`PEAK_TFLOPS` on a
            known GPU, none on CPU (MFU is then reported as null with the reason).

    Returns a JSON-able dict: mean seconds per phase over the timed steps (``time/*``),
    rollout and end-to-end tokens per second (``perf/*``), model TFLOP/s of the updates,
    the rollouts and the whole step (``perf/train_tflops``, ``perf/rollout_tflops``,
    ``perf/step_tflops``: :func:`sequence_flops` of every sample / phase seconds / world
    size) and the matching ``perf/mfu_*`` (fractions of ``peak``; null without a peak),
    the parameters per rival held by this rank (its TP/PP shard) and ``device``.
    """
    import tempfile

    import torch

    from agon_mcore.train.trainer import AgonTrainer

    cfg.logging.progress = False
    # A throwaway run directory: profiling never touches a real run's files.
    tr = AgonTrainer(cfg, run_dir=tempfile.mkdtemp(prefix="agon-profile-"))
    tr.step()  # warm-up (allocations, first-call overheads)
    ms = []
    flops = {"rollout": 0.0, "train": 0.0, "rollout_prefix_shared": 0.0, "train_prefix_shared": 0.0}
    t0 = time.perf_counter()
    for _ in range(steps):
        ms.append(tr.step())
        for k, v in _step_flops(tr, tr.last_rollouts).items():
            flops[k] += v / steps
    wall = time.perf_counter() - t0
    keys = sorted({k for m in ms for k in m if k.startswith("time/") or k.startswith("perf/")})
    out: Dict[str, Any] = {k: sum(m.get(k, 0.0) for m in ms) / len(ms) for k in keys}
    out["steps"] = steps
    out["wall_s"] = wall
    out["params"] = {n: sum(p.numel() for _, p in r.policy.named_parameters()) for n, r in tr.rivals.items()}

    world = torch.distributed.get_world_size() if torch.distributed.is_initialized() else 1
    on_gpu = torch.cuda.is_available()
    out["device"] = torch.cuda.get_device_name() if on_gpu else "cpu"
    if peak is None and on_gpu:
        peak = peak_tflops(out["device"], cfg.model.params_dtype)
    train_s = sum(v for k, v in out.items() if k.startswith("time/train_"))
    gen_s = out.get("time/generate_draft", 0.0) + out.get("time/generate_challenge", 0.0)
    achieved = {
        "train": flops["train"] / train_s / world / 1e12 if train_s else float("nan"),
        "rollout": flops["rollout"] / gen_s / 1e12 if gen_s else float("nan"),  # rank 0's engine
        "step": (flops["train"] + flops["rollout"]) / out["time/step"] / world / 1e12,
    }
    for k, v in achieved.items():
        out[f"perf/{k}_tflops"] = v
        out[f"perf/mfu_{k}"] = v / peak if peak else None
    out["perf/model_tflop_per_step"] = {k: v / 1e12 for k, v in flops.items()}
    out["peak_tflops"] = peak
    if not peak:
        out["mfu_note"] = ("no peak for this device: MFU needs a GPU from agon_mcore.train.debug.PEAK_TFLOPS "
                           "or `agon profile --peak-tflops X`")
    if tr.engine is not None:
        tr.engine.shutdown()
        tr.verifier.close()
    return out


def phase_png(result: Dict[str, Any], path: str) -> str:
    """Bar chart of the mean seconds per phase of a :func:`profile` result, written to ``path`` (PNG).

    One bar per ``time/*`` phase (the step's own wall time last, for reference), labelled
    with seconds and share of the step; the title carries tokens/s and MFU when known.
    Returns ``path``.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    step = result.get("time/step", 0.0)
    phases = sorted(((k[len("time/"):], v) for k, v in result.items() if k.startswith("time/") and k != "time/step"),
                    key=lambda kv: -kv[1])
    names = [n for n, _ in phases] + ["step (wall)"]
    secs = [v for _, v in phases] + [step]
    fig, ax = plt.subplots(figsize=(7.5, 0.5 * len(names) + 1.6))
    colors = ["tab:blue"] * len(phases) + ["tab:gray"]
    ax.barh(names[::-1], secs[::-1], color=colors[::-1])
    for y, v in enumerate(secs[::-1]):
        share = f" ({100 * v / step:.0f}%)" if step else ""
        ax.text(v, y, f" {v:.3f} s{share}", va="center", fontsize=8)
    ax.set_xlabel("seconds per step (mean over timed steps)")
    title = f"agon profile: {result.get('perf/tokens_per_s', float('nan')):.0f} generated tok/s end to end"
    if result.get("perf/mfu_step") is not None:
        title += f", MFU {100 * result['perf/mfu_step']:.1f}% (train {100 * result['perf/mfu_train']:.1f}%)"
    ax.set_title(title, fontsize=9)
    ax.set_xlim(0, max(secs + [1e-9]) * 1.3)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
