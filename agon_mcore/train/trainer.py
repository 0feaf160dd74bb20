"""The Agon trainer: Algorithm 1 of AGON.md, one call per line.

:meth:`AgonTrainer.step` reads as the method::

    plan       = plan_step(t, ...)                        roles; one model or two (agon/schedule.py)
    rollouts   = rollout_step(plan) | replayed(plan)      drafts, verdicts, summaries, challenges
    compute_advantages(rollouts, plan, ...)               rewards and group-relative advantages
    updates    = policy[rival].train_step(samples)        each rival on its stream(s)
    sync_weights(rival)                                   bridge export -> rollout engine

Its parts live beside it: the step's record and the drop rule (:mod:`.rollouts`),
generation and grading (:mod:`.generation`), rewards and advantages (:mod:`.advantages`),
the metrics row (:mod:`.step_metrics`), checkpoints and resume (:mod:`.checkpointing`),
stop signals and rank 0's broadcast (:mod:`.control`), the overlapped drafter update
(:mod:`.overlap`), the replay (:mod:`.replay`).

Infrastructure failures never become rewards: a problem whose group holds a response the
engine did not finish, a verdict the verifier could not reach (reason ``error``) or a prompt
that does not fit the model is dropped from the step in BOTH streams, counted in
``metrics.jsonl`` (``dropped/*``), and the run stops with :class:`TrainingError` when more
than ``train.max_dropped_frac`` of a step's problems are lost. A verifier ``timeout`` is the
response's doing and stays a wrong answer.

Process model: every rank of the Megatron world runs this loop. Rank 0 owns the rollout
engine and the verifier; it generates and scores, then broadcasts the step's record so
every rank trains on the same list (the policy splits it across DP). Weight export is a
collective (TP/PP gathers), so every rank iterates it; rank 0 feeds the engine.

Replay (``agon train --replay DIR``): the Agon steps train on the records a run saved with
``train.save_rollouts=true`` instead of generating (no engine, no verifier); rewards,
advantages, updates and weight export run as in the original, so a change to the update
can be tested and profiled alone (docs/architecture_trainer.md).
"""
from __future__ import annotations

import dataclasses
import logging
import random
import time
from pathlib import Path
from typing import Dict, List, Optional

import numpy as np
import torch

from agon_mcore.agon import StepPlan, plan_step
from agon_mcore.algorithms import apply_step_plugins, validate_plugins
from agon_mcore.config import AgonConfig, ConfigError, record_model_sizes
from agon_mcore.config import save_config as write_config
from agon_mcore.data import load_problems
from agon_mcore.metrics import MetricsWriter, Progress
from agon_mcore.policy import init_parallel
from agon_mcore.rollout import build_engine
from agon_mcore.stop_signals import stop_checkpoint_helpers
from agon_mcore.train.advantages import compute_advantages
from agon_mcore.train.checkpointing import Checkpointing, claim_run_dir
from agon_mcore.train.rival_checks import identical_rivals, rl_dropout_warning
from agon_mcore.train.control import StopSignals, TrainingError, any_rank, broadcast, rank
from agon_mcore.train.flops import rival_compute
from agon_mcore.train.generation import RolloutGeneration, timed
from agon_mcore.train.overlap import DrafterUpdate
from agon_mcore.train.replay import replay_folder, replayed_step
from agon_mcore.train.rivals import Rival, build_rivals, rival_specs
from agon_mcore.train.rollouts import StepRollouts, samples, write_dump, write_record
from agon_mcore.train.sampler import EpochSampler, pool_fingerprint
from agon_mcore.train.step_metrics import step_metrics
from agon_mcore.verify import Verifier

log = logging.getLogger("agon.train")

__all__ = ["AgonTrainer", "TrainingError"]


class AgonTrainer(RolloutGeneration, Checkpointing):
    """Builds a run from its config and drives it.

    Args:
        cfg: a validated :class:`AgonConfig`.
        run_dir: where ``config.yaml``, ``metrics.jsonl``, ``rollouts/``, ``checkpoints/``
            and ``eval.json`` go. Defaults to ``cfg.train.run_dir``.
        resume: continue from the newest checkpoint in ``run_dir``.
        overwrite: start a new run in a ``run_dir`` that holds an old one (its checkpoints,
            metrics, rollouts and evaluations are deleted first). Without it a fresh run
            refuses a ``run_dir`` that already holds a run, so two runs never mix.
        save_config: write ``<run_dir>/config.yaml`` (read-only uses such as ``agon eval``
            pass False so their overrides do not change the run's record).
        check_resume: with ``resume``, compare the config with the checkpoint's and refuse
            a different model or data pool; read-only uses (``agon eval``) pass False.
        replay: a run directory (or its ``rollouts/`` folder) whose step records
            (``train.save_rollouts``) the Agon steps train on instead of generating; no rollout
            engine or verifier is built.

    Raises:
        agon_mcore.config.ConfigError, agon_mcore.data.DataError: bad config or data
            (including no training problem whose prompt fits the model).
        TrainingError: ``resume`` with no loadable checkpoint, or a config change that
            cannot be applied to the checkpoint (the message names the key); ``replay`` of a
            folder without step records.
    """

    _samples = staticmethod(samples)  # one stream's update samples (agon_mcore.train.rollouts)

    def __init__(self, cfg: AgonConfig, run_dir: Optional[str] = None, resume: bool = False,
                 overwrite: bool = False, save_config: bool = True, check_resume: bool = True,
                 replay: Optional[str] = None) -> None:
        self.cfg = cfg
        validate_plugins(cfg)  # algorithm.advantage / reward_terms resolve (a bad path fails before anything is built)
        self.run_dir = Path(run_dir or cfg.train.run_dir)
        cfg.train.run_dir = str(self.run_dir)  # one truth for every consumer (engine files, config.yaml)
        self.replay_dir = replay_folder(replay) if replay else None
        if not resume:
            claim_run_dir(self.run_dir, overwrite)
        self.run_dir.mkdir(parents=True, exist_ok=True)
        self.interrupted = False
        self.stop = StopSignals()  # shared by the warm-up, the evaluations and the Agon steps
        self.is_rank0 = True
        self.step_idx = 0
        self.phase = "sft" if cfg.sft.steps > 0 else "agon"  # where a resumed run goes on
        self.sft_done = 0  # warm-up steps done
        self.dropped_total = 0  # problems dropped from steps so far (infrastructure failures, long prompts)
        self.plugin_state: Dict = {}  # plug-ins' state across steps (ctx.state; saved in checkpoints)
        self.resumed_from: Optional[Path] = None
        self._saved_state: Optional[tuple] = None  # _save_key() of the last checkpoint written
        self._base_synced = False  # LoRA rivals: the shared base reached the engine
        self._verify_executor = None
        self._summary_pool = None  # train.summary_workers' processes, started at the first step that needs them
        self._overlap_warned = False
        self.last_rollouts: Optional[StepRollouts] = None
        _seed_everything(cfg.train.seed)
        init_parallel(cfg.parallel, cfg.train.seed)
        self.is_rank0 = rank() == 0
        self.algo = cfg.algorithm

        # Data (every rank loads the same pool; only rank 0 generates from it).
        d = cfg.data
        pool = load_problems(d.train, data_root=d.data_root, synthetic=d.synthetic, heldout_size=d.heldout_size)

        # Rivals: tokenizer, HF config, Megatron policy each.
        self.rivals: Dict[str, Rival] = build_rivals(cfg)  # LoRA rivals: one shared base
        # config.yaml records a local HF model's real sizes, not the defaults
        record_model_sizes(cfg, {n: r.model_cfg for n, r in self.rivals.items()})
        for warning in (None if resume else identical_rivals(cfg),
                        rl_dropout_warning(cfg, {n: r.model_cfg for n, r in self.rivals.items()})):
            if warning and self.is_rank0:
                log.warning("%s", warning)
        self.version = {"A": 0, "B": 0}

        # Problems whose prompt does not fit either rival are skipped (counted, reported).
        self.train_problems, self.skipped_too_long = self.fitting_problems(pool, d.train)
        self.data_fingerprint = pool_fingerprint(self.train_problems, d.shuffle_seed)
        try:
            self.sampler = EpochSampler(self.train_problems, d.batch_size, seed=d.shuffle_seed)
        except ValueError as e:  # a step larger than the pool would hold a problem twice
            raise ConfigError(f"{d.train}: {e}") from None

        self.engine = None
        self.verifier = None
        self._verifier_warned: set = set()
        if self.is_rank0 and self.replay_dir is None:
            self.engine = build_engine(cfg, rival_specs(self.rivals))
            self.verifier = Verifier(code_sandbox=cfg.verify.code.sandbox)
            if any(p.domain == "code" for p in pool):
                _ = self.verifier.code  # no sandbox, no code rewards: fail here, with the fix, not mid-step
        self.metrics = None
        if resume:
            self._load_latest_checkpoint(check=check_resume)
        if self.is_rank0 and save_config:
            write_config(cfg, self.run_dir / "config.yaml")
        for name in ("A", "B"):
            self.sync_weights(name)

    @property
    def _last_rollouts(self) -> Optional[StepRollouts]:
        """The record of the last step (rank 0's, broadcast to every rank)."""
        return self.last_rollouts

    def close(self) -> None:
        """Close the metrics writer, shut the rollout engine down and stop the verifier's and summarizer's workers."""
        if self.metrics is not None:
            self.metrics.close()
        if self.engine is not None:
            self.engine.shutdown()
        if self._verify_executor is not None:
            self._verify_executor.shutdown(wait=True)
            self._verify_executor = None
        if self._summary_pool is not None:
            self._summary_pool.close()
            self._summary_pool = None
        if self.verifier is not None:
            self.verifier.close()
        stop_checkpoint_helpers()  # it ignores the job's stop signals: the trainer ends it

    def sync_weights(self, name: str) -> None:
        """Push rival ``name``'s current weights to the rollout engine (bridge export stream)."""
        # LoRA rivals: the shared base reaches the engine once, then only adapters
        stream = self.rivals[name].policy.export_rollout_weights(with_base=not self._base_synced)
        if self.engine is not None:
            self.engine.update_weights(name, stream, self.version[name])
        else:
            for _ in stream:  # take part in the export collectives (other ranks; a replay)
                pass
        self._base_synced = True

    def kernel_impl(self) -> str:
        """The advantage kernel's implementation: ``train.kernels``, ``auto`` meaning torch on CPU."""
        k = self.cfg.train.kernels
        return "torch" if k == "auto" and not torch.cuda.is_available() else k

    def plan(self, step: int) -> StepPlan:
        """The plan of optimizer step ``step`` under the current ``algorithm.*``."""
        a = self.algo
        return plan_step(step, a.mode, a.rotate_roles, a.self_cascade)

    # ------------------------------------------------------------------ one step

    def step(self) -> Dict[str, float]:
        """One optimizer step of Algorithm 1 (AGON.md). Returns the step's metrics.

        Raises:
            TrainingError: more than ``train.max_dropped_frac`` of the step's problems were
                dropped (aborted generations, verifier errors, prompts too long); a replay
                whose record does not match the step.
        """
        plan = self.plan(self.step_idx)
        times: Dict[str, float] = {}
        t_start = time.perf_counter()
        # train.overlap_drafter_update: the drafter trains while the challenger generates
        early = DrafterUpdate(self, plan.drafter, times) if self._overlap_on(plan) else None
        rollouts = None
        if self.is_rank0:
            try:
                if self.replay_dir is not None:
                    rollouts = self.replayed_rollouts(plan)
                else:
                    rollouts = self.rollout_step(plan, times, before_challenge=early.start if early else None)
                compute_advantages(rollouts, plan, self.algo, self.max_new_tokens(), self.kernel_impl(),
                                   plugins=lambda st: apply_step_plugins(self, st, rollouts, self.step_problems,
                                                                         plan.drafter, plan.challenger, times))
            except TrainingError as e:
                rollouts = e  # every rank raises it below (no rank waits in a collective)
            finally:
                if early is not None:
                    early.join()
        rollouts, times = broadcast((rollouts, times))
        if isinstance(rollouts, TrainingError):
            raise rollouts
        self.last_rollouts = rollouts

        train_metrics = self.update(plan, rollouts, times, early)
        for name in train_metrics:
            self.version[name] += 1
            with timed(times, "weight_sync"):
                self.sync_weights(name)
        times["step"] = time.perf_counter() - t_start
        self.step_idx += 1
        return step_metrics(rollouts, plan, train_metrics, times, rival_compute(self, rollouts, set(train_metrics)),
                            shared_opponent=self.algo.shared_opponent, dropped_total=self.dropped_total,
                            skipped_too_long=self.skipped_too_long)

    def update(self, plan: StepPlan, ro: StepRollouts, times: Dict[str, float],
               early: Optional[DrafterUpdate] = None) -> Dict[str, Dict[str, float]]:
        """One update of each rival of ``plan.updates`` on its stream(s) of ``ro``.

        A rival whose streams hold no trainable sample (every group dropped) is not updated.
        Returns ``{rival: policy.train_step metrics}`` of the rivals updated, in plan order
        (the overlapped drafter's first).
        """
        out: Dict[str, Dict[str, float]] = {}
        if early is not None and early.metrics is not None:
            out[plan.drafter] = early.metrics
        streams = {"draft": ro.drafts, "challenge": ro.challenges}
        for name, roles in plan.updates:
            if name in out:
                continue
            batch = self._samples([row for role in roles for row in streams[role]])
            if not batch:
                continue
            with timed(times, f"train_{name}"):
                out[name] = self.rivals[name].policy.train_step(batch)
        return out

    def max_new_tokens(self) -> Dict[str, int]:
        """``{rival: sampling.max_new_tokens}`` (the truncation rule's L_max)."""
        return {n: r.sampling.max_new_tokens for n, r in self.rivals.items()}

    def validation_pass1(self, rival: str, num: int) -> float:
        """Greedy pass@1 of ``rival`` on the first ``num`` problems of ``data.validation``
        (rank 0: the engine and verifier; the plug-ins' periodic validation, ``ctx.validate``).

        Raises:
            TrainingError: no ``data.validation``, or no engine (a replay).
        """
        from agon_mcore.data import load_problems
        from agon_mcore.eval import run_eval
        from agon_mcore.rollout.types import SamplingParams

        d = self.cfg.data
        if not d.validation or self.engine is None:
            raise TrainingError("a plug-in asked for a validation score, but the run has "
                                + ("no data.validation; set one (e.g. synthetic:validation with "
                                   "data.synthetic.num_validation=N)" if not d.validation else "no engine (replay)"))
        if not hasattr(self, "_val_problems"):
            pool = load_problems(d.validation, data_root=d.data_root, synthetic=d.synthetic, heldout_size=d.heldout_size)
            self._val_problems = self.fitting_problems(pool, d.validation)[0]
        r = self.rivals[rival]
        sp = SamplingParams(n=1, temperature=0.0, top_p=1.0, max_new_tokens=r.sampling.max_new_tokens,
                            seed=self.cfg.train.seed)
        rep = run_eval(self.engine, {rival: r.tokenizer}, {rival: r.model_cfg.chat_template},
                       self._val_problems[:num], self.verifier, sp, rivals=(rival,), cascade=False,
                       self_refine=False, reading=False, split=d.validation)
        return float(rep.settings[rival].pass1)

    def replayed_rollouts(self, plan: StepPlan) -> StepRollouts:
        """Step ``plan.step``'s saved record (``--replay``; :func:`agon_mcore.train.replay.replayed_step`).
        The sampler draws the step's batch as the original run did, so checkpoints hold the same data position."""
        self.step_problems = self.sampler.next_batch()
        ro = replayed_step(self.replay_dir, plan, [p.id for p in self.step_problems])
        self.dropped_total += len(ro.dropped)
        return ro

    def _overlap_on(self, plan: StepPlan) -> bool:
        """Whether this step runs the drafter's update during the challenger's generation."""
        if not self.cfg.train.overlap_drafter_update or not plan.two_models or self.replay_dir is not None:
            return False
        if torch.distributed.is_initialized() and torch.distributed.get_world_size() > 1:
            if not self._overlap_warned:
                self._overlap_warned = True
                log.warning("train.overlap_drafter_update is implemented for single-process runs; with %d ranks "
                            "the step stays sequential", torch.distributed.get_world_size())
            return False
        return True

    def save_rollouts(self, ro: StepRollouts, subdir: str = "rollouts") -> Path:
        """Write the step's readable JSONL dump to ``<run_dir>/<subdir>/step_<t>.jsonl`` (rank 0)."""
        return write_dump(ro, self.run_dir / subdir)

    # ------------------------------------------------------------------ the run

    def train(self, steps: Optional[int] = None, after_step=None) -> List[Dict[str, float]]:
        """Run Agon steps until ``train.steps`` (or ``steps`` more); checkpoint per config and at exit.

        ``after_step(step_idx)``, if given, is called on every rank after each step (and its
        checkpoint), e.g. the periodic held-out evaluation of ``eval.every``.

        Returns the list of per-step metrics (rank 0; others get an empty list). A stop
        signal (Ctrl-C, SIGTERM, SIGUSR1) finishes the current step, checkpoints and returns
        with ``self.interrupted`` set.

        Raises:
            TrainingError: ``train.max_nonfinite_in_row`` skipped steps in a row, or an
                engine/verifier failure (the run directory keeps its last checkpoint).
        """
        cfg = self.cfg
        end = cfg.train.steps if steps is None else self.step_idx + steps
        if self.step_idx >= end and self.step_idx > 0:  # (train.steps=0 on a fresh run: asked for no training)
            log.warning("the run is already at step %d >= train.steps=%d: nothing to train; pass train.steps=N "
                        "with N > %d to continue", self.step_idx, end, self.step_idx)
        history: List[Dict[str, float]] = []
        if self.is_rank0 and self.metrics is None:
            self.metrics = MetricsWriter(self.run_dir, cfg.logging.tensorboard, cfg.logging.wandb_project,
                                         append=self.step_idx > 0, first_step=self.step_idx,
                                         config=dataclasses.asdict(cfg))
        bar = Progress(end - self.step_idx, f"agon {cfg.algorithm.mode}", enabled=cfg.logging.progress and self.is_rank0)
        nonfinite = 0
        self.phase = "agon"
        try:
            with self.stop as intr:
                while self.step_idx < end and not any_rank(intr.requested):
                    m = self.step()
                    skipped = any(v for k, v in m.items() if k.endswith("/skipped"))
                    nonfinite = nonfinite + 1 if skipped else 0
                    if self.is_rank0:
                        self._record_step(m)
                        history.append(m)
                        info = (f"draft {m['draft/correct_rate']:.2f}"
                                + (f" chal {m['challenge/correct_rate']:.2f} conv {m['challenge/conversion_rate']:.2f}"
                                   if "challenge/correct_rate" in m else "")
                                + f" R {m['draft/reward_mean']:.2f}")
                        bar.update(1, info)
                    if nonfinite >= cfg.train.max_nonfinite_in_row:
                        raise TrainingError(
                            f"{nonfinite} steps in a row had a non-finite loss or gradient and were skipped; "
                            "lower optimizer.lr or check the data (train.max_nonfinite_in_row)"
                        )
                    se = cfg.checkpoint.save_every
                    if se and self.step_idx % se == 0 and self.step_idx < end:
                        self.save_checkpoint()
                    if after_step is not None and not intr.requested:
                        after_step(self.step_idx)
        finally:
            bar.close()
        if any_rank(self.stop.requested):
            self.interrupted = True
        if self._saved_state != self._save_key():  # not when this very step was just saved (periodic save)
            self.save_checkpoint()
        return history

    def _record_step(self, m: Dict[str, float]) -> None:
        """Rank 0: the step's metrics row, its readable dump (``logging.save_rollouts_every``)
        and its replayable record (``train.save_rollouts``)."""
        step = int(m["step"])
        self.metrics.write(step, m)
        every = self.cfg.logging.save_rollouts_every
        if every and step % every == 0:
            self.save_rollouts(self.last_rollouts)
        if self.cfg.train.save_rollouts:
            write_record(self.last_rollouts, self.run_dir / "rollouts")


def _seed_everything(seed: int) -> None:
    random.seed(seed)
    torch.manual_seed(seed)
    np.random.seed(seed % (2**32))
