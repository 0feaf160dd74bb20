"""Checkpoints of a run: save, resume, fall back to an older intact checkpoint, fingerprints.

A checkpoint (:func:`agon_mcore.policy.save_checkpoint`, atomic) holds both rivals'
weights and optimizers and the run's state: the step, the rivals' weight versions, the
sampler position and the fingerprint of the training pool it refers to, the Python RNG,
the run phase (``sft`` with the warm-up steps done, or ``agon``), the problems dropped so far,
the plug-ins' run state (``plugin_state``, where a plug-in keeps one) and the config it was written under. A resume loads the newest intact one (a damaged newer
one is named and skipped), refuses a different model or data pool, and applies every other
config change deliberately (the LR schedule re-planned), logging it.

:class:`Checkpointing` is the trainer's part that does this; it reads and writes the
trainer's run state (``step_idx``, ``version``, ``phase``, ``sft_done``, ``dropped_total``,
``sampler``, ``rivals``, ``data_fingerprint``, ``cfg``, ``run_dir``, ``stop``).
"""
from __future__ import annotations

import dataclasses
import json
import logging
import random
import shutil
import signal
import time
from pathlib import Path
from typing import Dict, List

from omegaconf import OmegaConf

from agon_mcore.config import AgonConfig, rival_model, saved_config_text, to_yaml
from agon_mcore.policy import save_checkpoint
from agon_mcore.policy.checkpoint import (
    CheckpointDamaged,
    complete_checkpoints,
    load_checkpoint,
    read_metadata_or_damage,
)
from agon_mcore.policy.optimizer import phase_schedule, replan_scheduler
from agon_mcore.train.control import TrainingError, broadcast, rank

log = logging.getLogger("agon.train")

def flatten(d: dict, prefix: str = "") -> Dict[str, object]:
    """``{"a": {"b": 1}, "c": {}}`` -> ``{"a.b": 1}`` (lists become tuples, empty dicts vanish)."""
    out: Dict[str, object] = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        else:
            out[key] = tuple(v) if isinstance(v, list) else v
    return out



RUN_OUTPUTS = ("checkpoints", "rollouts", "rollouts_only", "tensorboard", "metrics.jsonl", "sft_metrics.jsonl",
               "eval.json", "config.yaml")


def claim_run_dir(run_dir: Path, overwrite: bool) -> None:
    """Refuse (or, with ``overwrite``, clear) a run directory that already holds a run."""
    if rank() != 0 or not run_dir.exists():
        return
    present = [n for n in RUN_OUTPUTS if (run_dir / n).exists() and n != "config.yaml"]
    if not present:
        return
    if not overwrite:
        raise TrainingError(
            f"run directory {run_dir} already holds a run ({', '.join(present)}); continue it with "
            f"`agon train --resume {run_dir}`, start over with --overwrite, or pick a new --run-dir"
        )
    for n in RUN_OUTPUTS:
        p = run_dir / n
        if p.is_dir():
            shutil.rmtree(p)
        elif p.exists():
            p.unlink()



class Checkpointing:
    """The trainer's checkpoints (mixed into :class:`agon_mcore.train.trainer.AgonTrainer`)."""

    def checkpoint_dir(self) -> Path:
        return self.run_dir / "checkpoints"

    def save_checkpoint(self) -> Path:
        """Atomic checkpoint of both rivals, optimizers, step, RNG, data position and run phase.

        Besides the weights it records what a resume checks and continues from: the run
        phase (``sft`` with the warm-up steps done, or ``agon``), the fingerprint of the
        training pool the sampler position refers to, and the config it was written under.
        """
        path = self.checkpoint_dir() / f"step_{self.step_idx:06d}"
        extra = {"step": self.step_idx, "sampler": self.sampler.state_dict(), "version": dict(self.version),
                 "py_random": random.getstate(), "phase": self.phase, "sft_done": int(self.sft_done),
                 "data": dict(self.data_fingerprint), "config": to_yaml(self.cfg),
                 "dropped_total": int(self.dropped_total)}
        if getattr(self, "plugin_state", None):  # plug-ins' run state (e.g. OPD-then-RL's stage), JSON-able
            extra["plugin_state"] = json.loads(json.dumps(self.plugin_state))
        # Only rank 0 draws batches (it alone generates; the others get each batch by broadcast),
        # so its sampler position is the run's: every rank stores rank 0's run state, and a resume
        # restores the same position on every rank (megatron keeps one common state dict).
        extra = broadcast(extra)
        save_checkpoint(path, {n: r.policy for n, r in self.rivals.items()}, extra,
                        keep_last=self.cfg.checkpoint.keep_last)
        self._saved_state = self._save_key()
        if self.stop.requested and self.stop.t_signal is not None and self.is_rank0:
            log.warning("signal checkpoint %s written %.1f s after %s", path,
                        time.monotonic() - self.stop.t_signal, signal.Signals(self.stop.signum).name)
        return path

    def _save_key(self) -> tuple:
        """What identifies the training state a checkpoint holds (phase, step, warm-up steps)."""
        return (self.phase, self.step_idx, self.sft_done, dict(self.version))

    def _load_latest_checkpoint(self, check: bool = True) -> None:
        """Load the newest intact checkpoint; a damaged newer one is named and skipped.

        With ``check``: refuse a different model or data pool, apply every other config
        change deliberately (re-planned LR schedule included) and log it.
        """
        cands = complete_checkpoints(self.checkpoint_dir())[::-1]
        if not cands:
            raise TrainingError(f"--resume: no checkpoint under {self.checkpoint_dir()}; start without --resume")
        damaged: List[str] = []
        policies = {n: r.policy for n, r in self.rivals.items()}
        extra = None
        for path in cands:
            try:
                if check:  # refuse a different model or data pool before loading anything
                    meta = read_metadata_or_damage(path)
                    self._check_resume(path, {**meta.get("run", {}), "step": meta.get("step")})
                extra = load_checkpoint(path, policies)
            except CheckpointDamaged as e:
                damaged.append(str(e))
                log.warning("%s; trying the previous checkpoint", e)
                continue
            break
        if extra is None:
            raise TrainingError("no intact checkpoint to resume from:\n  " + "\n  ".join(damaged)
                                + "\nstart a new run (--overwrite or another --run-dir)")
        if damaged:
            log.warning("resuming from %s, the newest intact checkpoint (step %s); the damaged newer one(s) are left "
                        "in place and replaced when the run saves that step again", path.name, extra.get("step"))
        self.resumed_from = path
        self.step_idx = int(extra["step"])
        self.version = {k: int(v) for k, v in extra["version"].items()}
        self.phase = str(extra.get("phase", "agon"))
        self.sft_done = int(extra.get("sft_done", 0))
        self.dropped_total = int(extra.get("dropped_total", 0))
        self.plugin_state = dict(extra.get("plugin_state") or {})
        if "py_random" in extra:
            random.setstate(extra["py_random"])
        if check:
            try:
                self.sampler.load_state_dict(extra["sampler"])
            except ValueError as err:
                raise TrainingError(f"--resume from {path}: {err}; the data pool changed (data.train and data.* "
                                    "keys); drop those overrides or start a new run") from None
            self._replan_schedules()
        log.info("resumed from %s at step %d (%s)", path, self.step_idx,
                 f"warm-up step {self.sft_done}/{self.cfg.sft.steps}" if self.phase == "sft" else "Agon")

    # Keys a resume cannot change: they define the weights' shapes or what the data position means.
    _POOL_KEYS = ("data.train", "data.data_root", "data.heldout_size", "data.shuffle_seed", "data.synthetic.",
                  "data.max_prompt_tokens", "rollout.sampling.max_new_tokens", "rivals.A.sampling.max_new_tokens",
                  "rivals.B.sampling.max_new_tokens")
    # Keys that no longer matter once weights are loaded (logged, not refused).
    _NO_EFFECT_KEYS = ("rivals.A.seed", "rivals.B.seed", "rivals.A.init_noise_std", "rivals.B.init_noise_std",
                       "train.run_dir")

    def _check_resume(self, path: Path, extra: dict) -> None:
        """Compare the config with the checkpoint's (``extra``: ``config`` YAML and ``data``
        fingerprint, from its marker): refuse a different model or data pool (one message
        naming the keys), log every other change as applied."""
        saved_yaml = extra.get("config")
        if saved_yaml is None and (self.run_dir / "config.yaml").exists():  # checkpoints of older versions
            saved_yaml = (self.run_dir / "config.yaml").read_text()
        changed: Dict[str, tuple] = {}
        if saved_yaml is not None:
            saved = OmegaConf.to_object(OmegaConf.merge(OmegaConf.structured(AgonConfig), saved_config_text(saved_yaml)))
            old, new = flatten(dataclasses.asdict(saved)), flatten(dataclasses.asdict(self.cfg))
            changed = {k: (old.get(k), new.get(k)) for k in sorted(set(old) | set(new)) if old.get(k) != new.get(k)}
            bad = []
            for r in ("A", "B"):
                mo, mn = dataclasses.asdict(rival_model(saved, r)), dataclasses.asdict(rival_model(self.cfg, r))
                free = ("transformer_impl", "hf_path", "moe_routing_replay", "moe_record_routes")
                bad += [f"rival {r}: model.{k} {mo[k]!r} -> {mn[k]!r}" for k in mo if mo[k] != mn[k] and k not in free]
            if bad:
                raise TrainingError(f"--resume from {path}: cannot resume with a different model than the run was "
                                    "trained with:\n  " + "\n  ".join(bad)
                                    + "\ndrop these overrides, or start a new run with --run-dir")
        fp = extra.get("data")
        if fp is not None and fp != self.data_fingerprint:
            keys = [f"{k} {o!r} -> {n!r}" for k, (o, n) in changed.items() if k.startswith(self._POOL_KEYS)]
            what = ("; ".join(keys) if keys else
                    f"data.train={self.cfg.data.train!r} now holds other problems (its files changed)")
            raise TrainingError(
                f"--resume from {path}: the training pool differs from the one the checkpoint's data position "
                f"refers to ({fp.get('size')} problems then, {self.data_fingerprint['size']} now): {what}. "
                "Drop the override to continue this run, or start a new run (--run-dir) for another pool"
            )
        phase = extra.get("phase", "agon")
        applied = {k: v for k, v in changed.items()
                   if not k.startswith(self._NO_EFFECT_KEYS) and not (phase == "agon" and k.startswith("sft."))}
        ignored = [k for k in changed if k not in applied and k != "train.run_dir"]
        if applied:
            log.warning("resume: config changes applied from step %s on: %s", extra.get("step"),
                        "; ".join(f"{k} {o!r} -> {n!r}" for k, (o, n) in applied.items()))
        if ignored:
            log.info("resume: changes without effect on a resumed run (the weights come from the checkpoint"
                     "%s): %s", ", the warm-up is over" if phase == "agon" else "", ", ".join(ignored))

    def _replan_schedules(self) -> None:
        """Give every rival the LR schedule of the current config at its resumed step.

        A changed horizon (``train.steps``, ``sft.steps``), peak, ``min_lr``, warm-up or
        schedule type is applied as if the run had been planned that way from its start;
        the resumed steps never run at a learning rate of 0 (see ``build_scheduler``).
        """
        for n, r in self.rivals.items():
            pol = r.policy
            phase = "sft" if pol.phase == "sft" else "rl"
            changes = replan_scheduler(pol.scheduler, phase_schedule(self.cfg, phase))
            if changes:
                lr0, lr1 = changes.pop("next_lr")
                log.warning("rival %s: LR schedule of the %s phase re-planned from the config at step %d (%s); the next "
                            "update runs at lr %.3g (the checkpoint's plan: %.3g)", n, phase, pol.scheduler.num_steps - 1,
                            ", ".join(f"{k} {o} -> {v}" for k, (o, v) in changes.items()), lr1, lr0)
