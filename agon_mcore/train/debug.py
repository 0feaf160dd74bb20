"""Debug paths as first-class commands (STYLE.md): rollout-only runs and profiling.

``rollout_only`` generates and scores steps with the current weights and dumps them as
JSONL without any update, so a reward or verifier bug can be inspected in isolation.
``profile`` times a few full Agon steps per phase and reports throughput.
"""
from __future__ import annotations

import time
from typing import Any, Dict

from agon_mcore.config import AgonConfig


def rollout_only(cfg: AgonConfig, run_dir: str, steps: int, resume: bool = False) -> None:
    """Generate + score ``steps`` steps (roles rotating), write JSONL; no training.

    Fresh: a new run directory, files in ``<run_dir>/rollouts/``. With ``resume``: the
    run's newest checkpoint is loaded and the steps continue its numbering, written to
    ``<run_dir>/rollouts_only/`` (the run's own files and config are left alone).
    """
    from agon_mcore.agon import roles_for_step
    from agon_mcore.train.trainer import AgonTrainer

    tr = AgonTrainer(cfg, run_dir=run_dir, resume=resume, save_config=not resume)
    if not tr.is_rank0:
        return
    sub = "rollouts_only" if resume else "rollouts"
    try:
        for t in range(tr.step_idx, tr.step_idx + steps):
            d, c = ("A", "B") if tr.single_model else roles_for_step(t, cfg.algorithm.rotate_roles)
            ro = tr.rollout_step(t, d, c, {})
            path = tr.save_rollouts(ro, subdir=sub)
            n_ok = int(sum(s.correct for r in ro.drafts for s in r))
            print(f"step {t}: drafter {d} correct {n_ok}/{sum(len(r) for r in ro.drafts)} -> {path}")
    finally:
        tr.engine.shutdown()
        tr.verifier.close()


def profile(cfg: AgonConfig, steps: int = 3) -> Dict[str, Any]:
    """Run ``steps`` Agon steps (after one warm-up step) and report seconds per phase and tokens/s.

    Returns a JSON-able dict: mean seconds per phase over the timed steps (``time/*``),
    rollout and end-to-end tokens per second (``perf/*``), and the parameters per rival
    held by this rank (its TP/PP shard).
    """
    import tempfile

    from agon_mcore.train.trainer import AgonTrainer

    cfg.logging.progress = False
    # A throwaway run directory: profiling never touches a real run's files.
    tr = AgonTrainer(cfg, run_dir=tempfile.mkdtemp(prefix="agon-profile-"))
    tr.step()  # warm-up (allocations, first-call overheads)
    ms = []
    t0 = time.perf_counter()
    for _ in range(steps):
        ms.append(tr.step())
    wall = time.perf_counter() - t0
    keys = sorted({k for m in ms for k in m if k.startswith("time/") or k.startswith("perf/")})
    out = {k: sum(m.get(k, 0.0) for m in ms) / len(ms) for k in keys}
    out["steps"] = steps
    out["wall_s"] = wall
    out["params"] = {n: sum(p.numel() for _, p in r.policy.named_parameters()) for n, r in tr.rivals.items()}
    if tr.engine is not None:
        tr.engine.shutdown()
        tr.verifier.close()
    return out
