"""A whole run, as ``agon train`` performs it: warm-up, evaluation, Agon steps, evaluation.

1. build the trainer (rivals, engine, verifier, data);
2. unless resuming: SFT warm-up of both rivals (``sft.steps > 0``) and an evaluation of
   the warmed-up rivals on the held-out split ("after warm-up");
3. Agon steps (``train.steps``), metrics and checkpoints;
4. the final evaluation: both rivals standalone and the cascade in both directions;
   ``<run_dir>/eval.json`` holds both evaluations and the final table is printed.
"""
from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import Any, Dict, List, Optional

from agon_mcore.config import AgonConfig

log = logging.getLogger("agon.train")


def evaluate(trainer, label: str) -> Optional[Dict[str, Any]]:
    """Evaluate both rivals (standalone, cascade both directions) on ``data.eval`` (rank 0)."""
    from agon_mcore.data import load_problems
    from agon_mcore.eval import run_eval
    from agon_mcore.rollout.types import SamplingParams

    if not trainer.is_rank0:
        return None
    cfg = trainer.cfg
    d = cfg.data
    problems = load_problems(d.eval, data_root=d.data_root, synthetic=d.synthetic, heldout_size=d.heldout_size)
    problems = problems[: cfg.eval.num_problems]
    e = cfg.eval
    sp = SamplingParams(n=e.n, temperature=e.temperature, top_p=1.0 if e.temperature == 0 else cfg.rollout.sampling.top_p,
                        max_new_tokens=e.max_new_tokens or cfg.rollout.sampling.max_new_tokens, seed=cfg.train.seed)
    t0 = time.perf_counter()
    report = run_eval(
        trainer.engine,
        {n: r.tokenizer for n, r in trainer.rivals.items()},
        {n: r.model_cfg.chat_template for n, r in trainer.rivals.items()},
        problems,
        trainer.verifier,
        sp,
        k=list(e.k),
        cascade=e.cascade,
        split=d.eval,
    )
    out = {"label": label, "step": trainer.step_idx, "num_problems": len(problems),
           "seconds": time.perf_counter() - t0, **report.to_dict()}
    if d.validation:
        # AGON.md "Inference": the deployed direction is chosen on validation, never on test.
        from agon_mcore.eval import choose_direction

        val = load_problems(d.validation, data_root=d.data_root, synthetic=d.synthetic,
                            heldout_size=d.heldout_size)[: e.num_problems]
        vrep = run_eval(trainer.engine, {n: r.tokenizer for n, r in trainer.rivals.items()},
                        {n: r.model_cfg.chat_template for n, r in trainer.rivals.items()}, val,
                        trainer.verifier, sp, k=list(e.k), cascade=True, self_refine=False, split=d.validation)
        drafter, answerer = choose_direction(vrep)
        out["cascade_direction"] = {
            "chosen": f"{drafter}->{answerer}", "validation": d.validation,
            "validation_pass1": {n: st.pass1 for n, st in vrep.settings.items() if st.kind == "cascade"},
        }
    return out


def run_train(cfg: AgonConfig, run_dir: Optional[str] = None, resume: bool = False,
              overwrite: bool = False) -> Dict[str, Any]:
    """Run warm-up, Agon and evaluations as configured. Returns a summary dict.

    The summary has ``evals`` (list of evaluation dicts), ``steps`` (Agon steps done),
    ``run_dir``, ``seconds`` per phase, ``interrupted`` and ``is_rank0``. Ctrl-C during
    the warm-up or the Agon steps checkpoints and returns early (no evaluation).

    Raises:
        agon_mcore.data.DataError: the SFT data has no reference solutions (before any build).
    """
    from agon_mcore.metrics import Progress
    from agon_mcore.train.sft import check_sft_pool, run_sft
    from agon_mcore.train.trainer import AgonTrainer, _Interrupt

    t0 = time.perf_counter()
    do_sft = not resume and cfg.sft.steps > 0
    sft_pool = None
    if do_sft:  # a data problem is reported before any model is built
        from agon_mcore.data import load_problems

        d = cfg.data
        sft_pool = load_problems(cfg.sft.data or d.train, data_root=d.data_root, synthetic=d.synthetic,
                                 heldout_size=d.heldout_size)
        check_sft_pool(sft_pool, cfg.sft.data or d.train)
    trainer = AgonTrainer(cfg, run_dir=run_dir, resume=resume, overwrite=overwrite)
    rd = trainer.run_dir
    evals_path = rd / "eval.json"
    evals = json.loads(evals_path.read_text()) if (resume and evals_path.exists()) else []
    phases: Dict[str, float] = {"build": time.perf_counter() - t0}

    def add_eval(label: str, key: str) -> None:
        t = time.perf_counter()
        ev = evaluate(trainer, label)
        if ev is not None:
            evals.append(ev)
            _atomic_json(evals_path, evals)
        phases[key] = time.perf_counter() - t

    if do_sft:
        t = time.perf_counter()
        bar = Progress(cfg.sft.steps, "sft warm-up", enabled=cfg.logging.progress and trainer.is_rank0,
                       plain_every=max(1, cfg.sft.steps // 10))
        try:
            with _Interrupt() as intr:
                for r in trainer.rivals.values():
                    r.policy.start_phase("sft")  # its own LR, warm-up and fresh Adam state
                hist = run_sft(trainer.rivals, sft_pool, cfg.sft.steps, cfg.sft.batch_size,
                               seed=cfg.train.seed, progress=bar, should_stop=lambda: intr.requested)
                for r in trainer.rivals.values():
                    r.policy.start_phase("rl")
        finally:
            bar.close()
        if trainer.is_rank0:
            _write_jsonl(rd / "sft_metrics.jsonl", hist)
        for n in ("A", "B"):
            trainer.version[n] += 1
            trainer.sync_weights(n)
        phases["sft"] = time.perf_counter() - t
        if intr.requested:
            # Keep the warmed-up weights: `--resume` continues with the Agon steps.
            log.warning("interrupted during the SFT warm-up after %d/%d steps; checkpointing", len(hist), cfg.sft.steps)
            trainer.interrupted = True
            trainer.save_checkpoint()
            return _summary(trainer, evals, phases, [], t0)
    if not resume and cfg.eval.at_end and cfg.train.steps > 0:
        add_eval("after_sft" if cfg.sft.steps > 0 else "before_agon", "eval_before")

    start_step = trainer.step_idx
    t = time.perf_counter()
    history = trainer.train()
    phases["agon"] = time.perf_counter() - t
    # No evaluation after an interrupt (the user wants out) or when nothing was trained.
    if cfg.eval.at_end and not trainer.interrupted and (trainer.step_idx > start_step or not resume):
        add_eval("after_agon" if trainer.step_idx > 0 else "after_sft", "eval_after")
    return _summary(trainer, evals, phases, history, t0)


def _summary(trainer, evals, phases, history, t0) -> Dict[str, Any]:
    """Close the trainer's resources and return ``run_train``'s summary dict."""
    if trainer.metrics is not None:
        trainer.metrics.close()
    if trainer.engine is not None:
        trainer.engine.shutdown()
    if trainer.verifier is not None:
        trainer.verifier.close()
    phases["total"] = time.perf_counter() - t0
    return {"run_dir": str(trainer.run_dir), "steps": trainer.step_idx, "evals": evals, "seconds": phases,
            "history": history, "is_rank0": trainer.is_rank0, "interrupted": trainer.interrupted}


def final_table(evals: List[Dict[str, Any]]):
    """A rich Table: one row per setting (A, B, A->B, B->A, ...), one column per evaluation.

    Each cell is pass@1 in percent with its Clopper-Pearson 95% interval.
    """
    from rich.table import Table

    if not evals:
        return None
    caption = None
    if "cascade_direction" in evals[-1]:
        cd = evals[-1]["cascade_direction"]
        caption = f"cascade direction chosen on {cd['validation']}: {cd['chosen']}"
    t = Table(title=f"held-out pass@1 % ({evals[-1].get('split')}, {evals[-1]['num_problems']} problems)",
              caption=caption)
    t.add_column("setting")
    for ev in evals:
        t.add_column(f"{ev['label']} (step {ev['step']})", justify="right")
    names = list(evals[-1]["settings"])
    for name in names:
        row = [name]
        for ev in evals:
            s = ev["settings"].get(name)
            if s is None:
                row.append("-")
                continue
            lo, hi = s["ci"]
            row.append(f"{100 * s['pass1']:.1f}  [{100 * lo:.0f}-{100 * hi:.0f}]")
        t.add_row(*row)
    return t


def _atomic_json(path: Path, obj) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(obj, indent=1))
    tmp.replace(path)


def _write_jsonl(path: Path, rows) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(r) + "\n" for r in rows))
    tmp.replace(path)
