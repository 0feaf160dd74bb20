"""A whole run, as ``agon train`` performs it: warm-up, evaluation, Agon steps, evaluation.

1. build the trainer (rivals, engine, verifier, data);
2. unless resuming: SFT warm-up of both rivals (``sft.steps > 0``) and an evaluation of
   the warmed-up rivals on the held-out split ("after warm-up"); with LoRA rivals and
   ``sft.base_warmup`` the warm-up trains their ONE shared base instead, before 1. (saved
   frozen in ``<run_dir>/base``; the adapters are then built on it);
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
from agon_mcore.train.rank0 import rank0_phase

log = logging.getLogger("agon.train")


def mode_label(algo) -> str:
    """The name of the training setting an ``AlgorithmConfig`` runs: ``agon`` (mode adv),
    ``coop``, ``margin``, ``grpo``, ``self_cascade``, with ``+shared_opponent`` / ``+fixed_roles``
    for the ablations."""
    name = "agon" if algo.mode == "adv" else algo.mode
    if getattr(algo, "self_cascade", False):
        name = "self_cascade" + ("" if algo.mode == "coop" else f"_{name}")
    if algo.shared_opponent:
        name += "+shared_opponent"
    if not algo.rotate_roles and algo.mode != "grpo":
        name += "+fixed_roles"
    return name


@rank0_phase("evaluation")  # the other ranks wait on the store, not in a collective (train/rank0.py)
def evaluate(trainer, label: str, validation: bool = True) -> Optional[Dict[str, Any]]:
    """Evaluate both rivals (standalone, cascade both directions) on ``data.eval`` (rank 0).

    With ``validation`` and ``data.validation`` set, the cascade direction is also chosen on
    the validation set, which must share no problem with ``data.eval`` (DataError otherwise).
    """
    from agon_mcore.data import check_disjoint, load_problems, shared_problems
    from agon_mcore.eval import run_eval
    from agon_mcore.metrics import log_scalars
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
    problems, skipped = fitting_eval_problems(trainer, problems, d.eval, sp.max_new_tokens, e.moa)
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
        moa=e.moa,
        split=d.eval,
        keep_samples=e.keep_samples,
    )
    out = {"label": label, "step": trainer.step_idx, "num_problems": len(problems), "skipped_too_long": skipped,
           "seconds": time.perf_counter() - t0, "mode": mode_label(cfg.algorithm),
           "heldout": not shared_problems(problems, trainer.train_problems), **report.to_dict()}
    if e.keep_samples:
        out["samples"] = report.samples
    if cfg.logging.tensorboard:
        log_scalars(trainer.run_dir, [{"step": trainer.step_idx, **{f"{n}/pass1": 100 * st.pass1 for n, st in
                                                                     report.settings.items()}}], tag_prefix="eval/")
    if d.validation and validation:
        # AGON.md "Inference": the deployed direction is chosen on validation, never on test.
        from agon_mcore.eval import choose_direction

        val = load_problems(d.validation, data_root=d.data_root, synthetic=d.synthetic,
                            heldout_size=d.heldout_size)[: e.num_problems]
        val, _ = fitting_eval_problems(trainer, val, d.validation, sp.max_new_tokens, e.moa)
        check_disjoint(val, load_problems(d.eval, data_root=d.data_root, synthetic=d.synthetic,
                                          heldout_size=d.heldout_size),
                       "data.validation", d.validation, "data.eval", d.eval,
                       "choose the cascade direction on a validation split disjoint from the test set")
        vrep = run_eval(trainer.engine, {n: r.tokenizer for n, r in trainer.rivals.items()},
                        {n: r.model_cfg.chat_template for n, r in trainer.rivals.items()}, val,
                        trainer.verifier, sp, k=list(e.k), cascade=True, self_refine=False, moa=e.moa,
                        split=d.validation, reading=False)
        drafter, answerer = choose_direction(vrep)
        out["cascade_direction"] = {
            "chosen": f"{drafter}->{answerer}", "validation": d.validation,
            "validation_pass1": {n: st.pass1 for n, st in vrep.settings.items() if st.kind in ("cascade", "moa")},
        }
    return out


def fitting_eval_problems(trainer, problems, spec: str, max_new_tokens: int, moa: bool = False):
    """``(kept, skipped)``: the evaluation problems whose prompts fit every rival in every
    setting, and how many did not (reported in the log and in ``eval.json`` as
    ``skipped_too_long``).

    A second-turn prompt (cascade, self-refinement) holds the question, the challenger
    template and a summary no longer than its draft (``max_new_tokens``, plus a margin of
    16 tokens for the hidden-answer marker); a Mixture-of-Agents prompt holds two
    summaries. So a question fits when its prompt + template overhead + (1 or 2)
    summaries + the answer's ``max_new_tokens`` stay within ``max_position_embeddings``.

    Raises:
        agon_mcore.data.DataError: no problem fits (names model.max_position_embeddings).
    """
    from agon_mcore.agon import challenger_message, summarize_draft
    from agon_mcore.data.prompts import question_text

    if not problems:
        return problems, 0
    q0 = question_text(problems[0])
    msg = challenger_message(q0, summarize_draft("", "stop", domain=problems[0].domain))
    overhead = max(len(r.prompt_ids(msg)) - len(r.prompt_ids(q0)) for r in trainer.rivals.values())
    budget = max_new_tokens + (2 if moa else 1) * (max_new_tokens + 16) + overhead
    return trainer.fitting_problems(problems, spec, max_new_tokens=budget,
                                    reserved="(max_new_tokens + room for the summaries a second-turn prompt holds)")


def _check_eval_fits(trainer) -> None:
    from agon_mcore.data import load_problems

    cfg = trainer.cfg
    d, e = cfg.data, cfg.eval
    new = e.max_new_tokens or cfg.rollout.sampling.max_new_tokens
    for spec in [d.eval] + ([d.validation] if d.validation else []):
        problems = load_problems(spec, data_root=d.data_root, synthetic=d.synthetic,
                                 heldout_size=d.heldout_size)[: e.num_problems]
        fitting_eval_problems(trainer, problems, spec, new, e.moa)


def run_train(cfg: AgonConfig, run_dir: Optional[str] = None, resume: bool = False,
              overwrite: bool = False, replay: Optional[str] = None) -> Dict[str, Any]:
    """Run warm-up, Agon and evaluations as configured. Returns a summary dict.

    The summary has ``evals`` (list of evaluation dicts), ``steps`` (Agon steps done),
    ``run_dir``, ``seconds`` per phase, ``verifier`` (the math verifier's counters of this
    run: ``timeouts`` after the retry, ``retries``, ...; :class:`agon_mcore.verify.math.MathVerifier`),
    ``interrupted``, ``exit_code`` (0, or 128 + the
    stop signal's number: 130 Ctrl-C, 143 SIGTERM, 138 SIGUSR1) and ``is_rank0``.

    Every phase is resumable where it stopped (README "Resume and interrupts"): a stop
    signal during the warm-up finishes the warm-up step and checkpoints (``--resume``
    continues the warm-up at that step); a checkpoint is written after the warm-up; a
    signal during an evaluation aborts it and checkpoints (``--resume`` runs the missing
    evaluation); during the Agon steps it finishes the step and checkpoints.
    A LoRA base warm-up (``sft.base_warmup``) runs before the trainer exists: a stop there
    saves nothing but ``config.yaml``, and ``--resume`` runs the base warm-up again.

    ``replay``: a run directory whose saved step records (``train.save_rollouts``) the Agon
    steps train on instead of generating (:class:`AgonTrainer`); without a rollout engine
    there is no evaluation (``eval.at_end`` and ``eval.every`` are turned off, logged).

    Raises:
        agon_mcore.data.DataError: the SFT data has no reference solutions (before any build).
    """
    from agon_mcore.data import check_data_splits
    from agon_mcore.metrics import Progress, log_scalars, write_provenance
    from agon_mcore.train.control import any_rank
    from agon_mcore.train.sft import SampleMix, check_sft_pool, run_sft, shared_warmup_steps
    from agon_mcore.train.trainer import AgonTrainer

    t0 = time.perf_counter()
    if replay and (cfg.eval.at_end or cfg.eval.every):
        log.warning("--replay: no rollout engine, so no evaluation (eval.at_end and eval.every turned off)")
        cfg.eval.at_end, cfg.eval.every = False, 0
    # The eval set must be held out (and a validation set outside it) before anything is built.
    check_data_splits(cfg.data)
    do_sft = not resume and cfg.sft.steps > 0
    sft_pool = None
    if do_sft:  # a data problem is reported before any model is built
        from agon_mcore.data import load_problems

        d = cfg.data
        sft_pool = load_problems(cfg.sft.data or d.train, data_root=d.data_root, synthetic=d.synthetic,
                                 heldout_size=d.heldout_size)
        check_sft_pool(sft_pool, cfg.sft.data or d.train)
    base_warm = None
    if cfg.sft.base_warmup:  # LoRA rivals on a base warmed up by this run (model.hf_path -> <run_dir>/base)
        base_warm, resume = _prepare_lora_base(cfg, run_dir, resume, overwrite, sft_pool)
    trainer = AgonTrainer(cfg, run_dir=run_dir, resume=resume, overwrite=overwrite, replay=replay)
    rd = trainer.run_dir
    evals_path = rd / "eval.json"
    evals = json.loads(evals_path.read_text()) if (resume and evals_path.exists()) else []
    phases: Dict[str, float] = {"build": time.perf_counter() - t0}
    if base_warm is not None:
        _adopt_lora_base(trainer, base_warm, phases)
    if cfg.eval.at_end or cfg.eval.every:
        # An evaluation set none of whose prompts fit the model is refused before any step
        # (DataError naming model.max_position_embeddings); a partly fitting one is reported.
        _check_eval_fits(trainer)
    if trainer.is_rank0:
        write_provenance(rd, cfg, append=resume)
        if cfg.logging.progress:
            print(f"results go to {rd}/: eval.json (evaluations), metrics.jsonl (per step), tensorboard/, "
                  "provenance.json, checkpoints/", flush=True)

    def add_eval(label: str, key: str, validation: bool = True) -> None:
        # A stop signal aborts the evaluation at once (it changes no training state); the
        # caller then checkpoints, and a resume runs the evaluation again.
        t = time.perf_counter()
        if trainer.stop.requested:
            return
        try:
            with trainer.stop.abortable():
                ev = evaluate(trainer, label, validation=validation)
        except KeyboardInterrupt:
            log.warning("evaluation %r stopped; `agon train --resume %s` runs it again", label, rd)
            ev = None
        if ev is not None:
            evals.append(ev)
            _atomic_json(evals_path, evals)
        phases[key] = phases.get(key, 0.0) + time.perf_counter() - t

    stop = trainer.stop

    def interrupted() -> Dict[str, Any]:
        """Checkpoint where the run stands and return (a stop signal arrived)."""
        trainer.interrupted = True
        trainer.save_checkpoint()
        return _summary(trainer, evals, phases, [], t0)

    with stop:
        # 1. The warm-up, fresh or resumed at the step where it stopped.
        if trainer.phase == "sft":
            if sft_pool is None and trainer.sft_done < cfg.sft.steps:
                from agon_mcore.data import load_problems

                d = cfg.data
                sft_pool = load_problems(cfg.sft.data or d.train, data_root=d.data_root, synthetic=d.synthetic,
                                         heldout_size=d.heldout_size)
                check_sft_pool(sft_pool, cfg.sft.data or d.train)
            t = time.perf_counter()
            start = trainer.sft_done
            bar = Progress(max(0, cfg.sft.steps - start), "sft warm-up",
                           enabled=cfg.logging.progress and trainer.is_rank0,
                           plain_every=max(1, cfg.sft.steps // 10))
            try:
                for r in trainer.rivals.values():
                    if r.policy.phase != "sft":
                        r.policy.start_phase("sft")  # its own LR, warm-up and fresh Adam state
                hist = run_sft(trainer.rivals, sft_pool, cfg.sft.steps, cfg.sft.batch_size,
                               seed=cfg.train.seed, progress=bar, should_stop=lambda: any_rank(stop.requested),
                               start_step=start, shared_steps=shared_warmup_steps(cfg.sft),
                               fork_noise={n: rc.init_noise_std for n, rc in cfg.rivals.items()},
                               mix=SampleMix.from_config(cfg.sft)) if start < cfg.sft.steps else []
            finally:
                bar.close()
            trainer.sft_done = start + len(hist)
            if trainer.is_rank0:
                old = _read_jsonl(rd / "sft_metrics.jsonl") if start else []
                _write_jsonl(rd / "sft_metrics.jsonl", [r for r in old if r.get("step", 0) < start] + hist)
                if cfg.logging.tensorboard:
                    log_scalars(rd, hist)  # the warm-up losses, sft/<rival>/loss per warm-up step
            phases["sft"] = phases.get("sft", 0.0) + time.perf_counter() - t  # (+ a LoRA base warm-up's)
            if trainer.sft_done < cfg.sft.steps:
                # `--resume` continues the warm-up at this step, then evaluates and trains.
                log.warning("stopped during the SFT warm-up after %d/%d steps; checkpointing",
                            trainer.sft_done, cfg.sft.steps)
                return interrupted()
            for r in trainer.rivals.values():
                r.policy.start_phase("rl")
            for n in ("A", "B"):
                trainer.version[n] += 1
                trainer.sync_weights(n)
            trainer.phase = "agon"
            trainer.save_checkpoint()  # the warmed-up rivals: a resume never redoes the warm-up

        # 2. The evaluation of the warmed-up rivals (also when a resume finds it missing).
        before = "after_sft" if cfg.sft.steps > 0 else "before_agon"
        if (cfg.eval.at_end and cfg.train.steps > 0 and trainer.step_idx == 0
                and before not in {ev.get("label") for ev in evals}):
            add_eval(before, "eval_before")
        if any_rank(stop.requested):
            return interrupted()

        # 3. Agon steps (a stop signal finishes the step, checkpoints and returns).
        def periodic_eval(step: int) -> None:
            # eval.every: held-out evaluations during training (the learning curves); the last
            # step is evaluated by the final evaluation below.
            if cfg.eval.every and step % cfg.eval.every == 0 and step < cfg.train.steps:
                add_eval(f"step_{step}", "eval_periodic", validation=False)

        t = time.perf_counter()
        history = trainer.train(after_step=periodic_eval if cfg.eval.every else None)
        phases["agon"] = time.perf_counter() - t - phases.get("eval_periodic", 0.0)
        if trainer.interrupted:
            return _summary(trainer, evals, phases, history, t0)  # train() checkpointed

        # 4. The final evaluation, unless this step's is already recorded (a resume that
        # trained nothing); a stop signal during it checkpoints and returns.
        final = f"after_{mode_label(cfg.algorithm)}" if trainer.step_idx > 0 else "after_sft"
        done = {(ev.get("label"), ev.get("step")) for ev in evals}
        if cfg.eval.at_end and (final, trainer.step_idx) not in done:
            add_eval(final, "eval_after")
            if any_rank(stop.requested):
                return interrupted()
    return _summary(trainer, evals, phases, history, t0)


def _prepare_lora_base(cfg: AgonConfig, run_dir: Optional[str], resume: bool, overwrite: bool, sft_pool):
    """``sft.base_warmup``: the run's warmed-up LoRA base, made now or (``resume``) found in
    ``<run_dir>/base``; points ``cfg.model.hf_path`` at it, so both rivals' adapters sit on it
    and checkpoints name it (path and sha256).

    A stop during the base warm-up saves nothing: ``--resume`` runs it again from its start.

    Returns:
        ``(record, resume)``: the warm-up record (:func:`agon_mcore.train.sft.read_base_warmup`,
        ``made_now`` added) and whether the trainer resumes (False when there is no checkpoint
        yet: the base was just made, or the run stopped right after saving it).

    Raises:
        TrainingError: ``resume`` finds checkpoints but no complete base (the adapters cannot be
            restored without the base they were trained on).
    """
    from agon_mcore.config import save_config
    from agon_mcore.data import load_problems
    from agon_mcore.metrics import Progress
    from agon_mcore.policy import init_parallel
    from agon_mcore.policy.checkpoint import complete_checkpoints
    from agon_mcore.train.checkpointing import claim_run_dir
    from agon_mcore.train.control import TrainingError, rank
    from agon_mcore.train.sft import base_warmup_dir, check_sft_pool, read_base_warmup, warm_up_lora_base

    rd = Path(run_dir or cfg.train.run_dir)
    rec = read_base_warmup(rd) if resume else None
    if rec is not None:
        rec["made_now"] = False
        if not complete_checkpoints(rd / "checkpoints"):
            resume = False  # stopped after the base was saved, before the first checkpoint: start on that base
    else:
        if resume and complete_checkpoints(rd / "checkpoints"):
            raise TrainingError(
                f"--resume {rd}: the run's warmed-up base ({base_warmup_dir(rd)}, sft.base_warmup=true) is missing or "
                "incomplete, so its adapters cannot be restored on it; start a new run (--overwrite or another --run-dir)"
            )
        init_parallel(cfg.parallel, cfg.train.seed)  # every rank knows its rank before touching the run dir
        if not resume:
            claim_run_dir(rd, overwrite)  # a run dir holding another run is refused before the warm-up
        rd.mkdir(parents=True, exist_ok=True)
        if rank() == 0:
            save_config(cfg, rd / "config.yaml")  # so `agon train --resume` finds a run stopped during the warm-up
        if sft_pool is None:
            d = cfg.data
            sft_pool = load_problems(cfg.sft.data or d.train, data_root=d.data_root, synthetic=d.synthetic,
                                     heldout_size=d.heldout_size)
            check_sft_pool(sft_pool, cfg.sft.data or d.train)
        bar = Progress(cfg.sft.steps, "base warm-up (full SFT of the shared LoRA base)",
                       enabled=cfg.logging.progress and rank() == 0, plain_every=max(1, cfg.sft.steps // 10))
        try:
            rec = warm_up_lora_base(cfg, rd, sft_pool, progress=bar)
        finally:
            bar.close()
        rec["made_now"] = True
        resume = False
    cfg.model.hf_path = str(base_warmup_dir(rd).absolute())  # config.yaml then names it for `agon eval` too
    return rec, resume


def _adopt_lora_base(trainer, rec: Dict[str, Any], phases: Dict[str, float]) -> None:
    """After the trainer is built on the warmed-up base: check its identity, and count the
    base warm-up as the run's warm-up (its losses go to ``sft_metrics.jsonl``; the adapters
    get no SFT: A starts as the base, B as the base plus its noisy adapter).

    Raises:
        TrainingError: the base the rivals loaded is not the one the warm-up saved (sha256).
    """
    from agon_mcore.metrics import log_scalars
    from agon_mcore.train.trainer import TrainingError

    got = trainer.rivals["A"].policy.base_fingerprint()  # a collective
    if got != rec["sha256"]:
        raise TrainingError(f"the LoRA base loaded from {trainer.cfg.model.hf_path} has sha256 {got[:12]}, but its "
                            f"warm-up saved {rec['sha256'][:12]} ({trainer.run_dir / 'base' / 'warmup.json'}); the folder "
                            "changed: start a new run (--overwrite)")
    if rec.get("made_now"):
        phases["sft"] = float(rec["seconds"])
        phases["build"] -= phases["sft"]
    if trainer.phase != "sft":
        return
    trainer.sft_done = trainer.cfg.sft.steps  # nothing left to warm up: the base is done, adapters start as built
    if trainer.is_rank0:
        _write_jsonl(trainer.run_dir / "sft_metrics.jsonl", rec["history"])
        if trainer.cfg.logging.tensorboard:
            log_scalars(trainer.run_dir, rec["history"])


def _summary(trainer, evals, phases, history, t0) -> Dict[str, Any]:
    """Close the trainer's resources and return ``run_train``'s summary dict."""
    # the math verifier's counters of this run (timeouts after the retry, retries, ...)
    verifier = trainer.verifier.math_stats if getattr(trainer, "verifier", None) is not None else {}
    trainer.close()
    phases["total"] = time.perf_counter() - t0
    t_sig = getattr(trainer.stop, "t_signal", None)
    if t_sig is not None:  # from the stop signal to here (checkpoint written, helpers shut down)
        phases["after_signal"] = time.monotonic() - t_sig
    return {"run_dir": str(trainer.run_dir), "steps": trainer.step_idx, "evals": evals, "seconds": phases,
            "verifier": verifier,
            "history": history, "is_rank0": trainer.is_rank0, "interrupted": trainer.interrupted,
            "exit_code": (trainer.stop.exit_code or 130) if trainer.interrupted else 0}


TABLE_LEGEND = ("A, B: each rival alone; X->Y: X drafts, Y reads the summary of X's draft (answer hidden) "
                "and answers; A->A, B->B: a rival answers after reading the summary of its own draft "
                "(self-refinement); A+B->Y: Y aggregates one draft of each rival (Mixture-of-Agents). "
                "Columns: the evaluation (after_<mode>: after training with that mode; step_k: during "
                "training). Brackets: 95% interval over problems.")


def final_table(evals: List[Dict[str, Any]]):
    """A rich Table: one row per setting (A, B, A->B, B->A, ...), one column per evaluation.

    Each cell is pass@1 in percent with its Clopper-Pearson 95% interval.
    """
    from rich.table import Table

    if not evals:
        return None
    caption = TABLE_LEGEND
    if "cascade_direction" in evals[-1]:
        cd = evals[-1]["cascade_direction"]
        caption = f"cascade direction chosen on {cd['validation']}: {cd['chosen']}\n" + caption
    held = all(ev.get("heldout", True) for ev in evals)
    what = "held-out pass@1 %" if held else "pass@1 % on problems that are ALSO IN data.train (not held out)"
    t = Table(title=f"{what} ({evals[-1].get('split')}, {evals[-1]['num_problems']} problems)",
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


def _read_jsonl(path: Path) -> List[Dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.exists() else []


def _write_jsonl(path: Path, rows) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(r) + "\n" for r in rows))
    tmp.replace(path)
