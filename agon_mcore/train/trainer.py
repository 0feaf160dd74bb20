"""The Agon trainer: Algorithm 1 of AGON.md, one call per line.

``AgonTrainer.step`` reads as the method: pick roles, draft, verify, summarise,
challenge, verify, reward, advantage, update both rivals, sync weights. Everything
else here is plumbing: building the rivals and the engine, the SFT warm-up, metrics,
checkpoints, resume and a clean stop on Ctrl-C / SIGTERM / SIGUSR1.

Infrastructure failures never become rewards: a problem whose group holds a response the
engine did not finish (``finish_reason`` other than ``stop``/``length``, e.g. ``abort``), a
verdict the verifier could not reach (reason ``error``: the checker itself failed), or a
prompt that does not fit the model is dropped from the step in BOTH streams (its drafts
and the challenges that read them), counted in ``metrics.jsonl`` (``dropped/*``), and the
run stops with :class:`TrainingError` when more than ``train.max_dropped_frac`` of a step's
problems are lost. A verifier ``timeout`` is the response's doing (a program that never
ends, an expression too large to compare) and stays a wrong answer.

Process model: every rank of the Megatron world runs this loop. Rank 0 owns the rollout
engine and the verifier; it generates and scores, then broadcasts the step's samples so
every rank trains on the same list (the policy splits it across DP). Weight export is a
collective (TP/PP gathers), so every rank iterates it; rank 0 feeds the engine.
"""
from __future__ import annotations

import dataclasses
import logging
import math
import random
import shutil
import signal
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence

import torch

from agon_mcore.agon import (
    assemble_streams,
    challenger_message,
    conversion_rate,
    opponent_index,
    roles_for_step,
    summarize_draft,
)
from agon_mcore.agon.leak import hiding_stats, leak_rate
from agon_mcore.config import AgonConfig, ConfigError, record_model_sizes
from agon_mcore.config import save_config as write_config
from agon_mcore.train.flops import rival_compute
from agon_mcore.train.rank0 import wait_all_ranks
from agon_mcore.train.records import Response, Scored, StepRollouts
from agon_mcore.train.rivals import Rival, build_rivals, rival_specs
from agon_mcore.train.sampler import EpochSampler, pool_fingerprint

log = logging.getLogger("agon.train")


class TrainingError(RuntimeError):
    """The run cannot go on (NaN losses in a row, a dead engine, bad data); names the cause."""


def _flatten(d: dict, prefix: str = "") -> Dict[str, object]:
    """``{"a": {"b": 1}, "c": {}}`` -> ``{"a.b": 1}`` (lists become tuples, empty dicts vanish)."""
    out: Dict[str, object] = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(_flatten(v, key + "."))
        else:
            out[key] = tuple(v) if isinstance(v, list) else v
    return out


def _percentile(xs: Sequence[float], q: float) -> float:
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


def _mean(xs: Sequence[float]) -> float:
    return float(sum(xs) / len(xs)) if xs else float("nan")


def _rank() -> int:
    return torch.distributed.get_rank() if torch.distributed.is_initialized() else 0


def _broadcast(obj):
    """Broadcast a picklable object from rank 0 to every rank (identity on one rank)."""
    if not torch.distributed.is_initialized() or torch.distributed.get_world_size() == 1:
        return obj
    # rank 0 may have generated/scored for longer than the collective timeout: wait on the
    # store first (no communicator timeout), then broadcast (agon_mcore/train/rank0.py)
    wait_all_ranks("broadcast")
    box = [obj]
    torch.distributed.broadcast_object_list(box, src=0)
    return box[0]


STOP_SIGNALS = ("SIGINT", "SIGTERM", "SIGUSR1")


class _Interrupt:
    """A graceful stop on Ctrl-C (SIGINT), SIGTERM and SIGUSR1 (Slurm sends these at a time
    limit, on ``scancel`` or ``--signal``).

    First signal: ``requested`` turns true and the loops finish their current step (Agon
    or warm-up), checkpoint and return; inside :meth:`abortable` (an evaluation, which
    changes no training state) it raises ``KeyboardInterrupt`` at once so the caller can
    checkpoint and return. A second Ctrl-C raises ``KeyboardInterrupt`` at once.
    :attr:`exit_code` is ``128 + signal number`` (130 for Ctrl-C, 143 SIGTERM, 138 SIGUSR1).

    Re-entrant: nested ``with`` blocks share one handler and one ``requested`` flag.
    """

    def __init__(self) -> None:
        self.requested = False
        self.signum: Optional[int] = None
        self._old: Dict[int, object] = {}
        self._depth = 0
        self._abortable = False
        self.t_signal: Optional[float] = None

    def _handler(self, signum, frame):
        if self.requested and signum == signal.SIGINT:
            raise KeyboardInterrupt
        first = not self.requested
        self.requested = True
        self.signum = self.signum or signum
        if first:
            self.t_signal = time.monotonic()  # the stop's timing is logged (Slurm's KillWait is 30 s)
        name = signal.Signals(signum).name
        if self._abortable and first:
            log.warning("%s: stopping the evaluation, saving a checkpoint and exiting", name)
            raise KeyboardInterrupt
        log.warning("%s: finishing the current step, then saving a checkpoint and exiting (Ctrl-C again to abort)", name)

    def __enter__(self):
        self._depth += 1
        if self._depth == 1:
            for name in STOP_SIGNALS:
                sig = getattr(signal, name, None)
                if sig is None:
                    continue
                try:
                    self._old[sig] = signal.signal(sig, self._handler)
                except ValueError:  # not the main thread: no handlers
                    self._old.clear()
                    break
        return self

    def __exit__(self, *exc):
        self._depth -= 1
        if self._depth == 0:
            for sig, old in self._old.items():
                signal.signal(sig, old)
            self._old.clear()
        return False

    @contextmanager
    def abortable(self):
        """A block (an evaluation) that the first stop signal aborts with ``KeyboardInterrupt``."""
        prev, self._abortable = self._abortable, True
        try:
            yield
        finally:
            self._abortable = prev

    @property
    def exit_code(self) -> int:
        """``128 + signal number`` once a stop was requested, else 0."""
        return 128 + int(self.signum) if self.requested and self.signum else 0


def _any_rank(flag: bool) -> bool:
    """True on every rank when ``flag`` is true on any rank (one gather; identity on one rank)."""
    if not torch.distributed.is_initialized() or torch.distributed.get_world_size() == 1:
        return bool(flag)
    wait_all_ranks("any_rank")  # rank 0 may come from a long rank-0-only phase (train/rank0.py)
    box: List[object] = [None] * torch.distributed.get_world_size()
    torch.distributed.all_gather_object(box, bool(flag))
    return any(box)


# What drops a problem's group from a step (it is never rewarded): see the module docstring.
KEEP_FINISH = ("stop", "length")
INFRA_VERDICTS = ("error",)


RUN_OUTPUTS = ("checkpoints", "rollouts", "rollouts_only", "tensorboard", "metrics.jsonl", "sft_metrics.jsonl",
               "eval.json", "config.yaml")


def _claim_run_dir(run_dir: Path, overwrite: bool) -> None:
    """Refuse (or, with ``overwrite``, clear) a run directory that already holds a run."""
    if _rank() != 0 or not run_dir.exists():
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


class AgonTrainer:
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
            a different model or data pool (README "Resume and interrupts"); read-only
            uses (``agon eval``) pass False: they only need the weights.

    Raises:
        agon_mcore.config.ConfigError, agon_mcore.data.DataError: bad config or data
            (including no training problem whose prompt fits the model).
        TrainingError: ``resume`` with no loadable checkpoint, or a config change that
            cannot be applied to the checkpoint (the message names the key).
    """

    def __init__(self, cfg: AgonConfig, run_dir: Optional[str] = None, resume: bool = False,
                 overwrite: bool = False, save_config: bool = True, check_resume: bool = True) -> None:
        from agon_mcore.data import load_problems
        from agon_mcore.policy import init_parallel

        self.cfg = cfg
        self.run_dir = Path(run_dir or cfg.train.run_dir)
        cfg.train.run_dir = str(self.run_dir)  # one truth for every consumer (engine files, config.yaml)
        if not resume:
            _claim_run_dir(self.run_dir, overwrite)
        self.run_dir.mkdir(parents=True, exist_ok=True)
        self.interrupted = False
        self.stop = _Interrupt()  # shared by the warm-up, the evaluations and the Agon steps
        self.is_rank0 = True
        self.step_idx = 0
        self.phase = "sft" if cfg.sft.steps > 0 else "agon"  # where a resumed run goes on
        self.sft_done = 0  # warm-up steps done
        self.dropped_total = 0  # problems dropped from steps so far (infrastructure failures, long prompts)
        self.resumed_from: Optional[Path] = None
        self._saved_state: Optional[tuple] = None  # _save_key() of the last checkpoint written
        self._seed_everything(cfg.train.seed)
        init_parallel(cfg.parallel, cfg.train.seed)
        self.is_rank0 = _rank() == 0
        self.algo = cfg.algorithm
        self.single_model = self.algo.mode == "grpo"

        # Data (every rank loads the same pool; only rank 0 generates from it).
        d = cfg.data
        pool = load_problems(d.train, data_root=d.data_root, synthetic=d.synthetic, heldout_size=d.heldout_size)

        # Rivals: tokenizer, HF config, Megatron policy each.
        self.rivals: Dict[str, Rival] = build_rivals(cfg)  # LoRA rivals: one shared base
        # config.yaml records a local HF model's real sizes, not the defaults
        record_model_sizes(cfg, {n: r.model_cfg for n, r in self.rivals.items()})
        from agon_mcore.train.checks import identical_rivals, rl_dropout_warning

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
        if self.is_rank0:
            from agon_mcore.rollout import build_engine
            from agon_mcore.verify import Verifier

            self.engine = build_engine(cfg, rival_specs(self.rivals))
            self.verifier = Verifier(code_sandbox=cfg.verify.code.sandbox)
            if any(p.domain == "code" for p in pool):
                self.verifier.code  # no sandbox, no code rewards: fail here, with the fix, not mid-step
        self.metrics = None
        if resume:
            self._load_latest_checkpoint(check=check_resume)
        if self.is_rank0 and save_config:
            write_config(cfg, self.run_dir / "config.yaml")
        for name in ("A", "B"):
            self.sync_weights(name)

    # ------------------------------------------------------------------ helpers

    @staticmethod
    def _seed_everything(seed: int) -> None:
        random.seed(seed)
        torch.manual_seed(seed)
        try:
            import numpy as np

            np.random.seed(seed % (2**32))
        except ImportError:
            pass

    @contextmanager
    def _timed(self, times: Dict[str, float], key: str):
        t0 = time.perf_counter()
        try:
            yield
        finally:
            times[key] = times.get(key, 0.0) + time.perf_counter() - t0

    def close(self) -> None:
        """Close the metrics writer, shut the rollout engine down and stop the verifier's workers."""
        if self.metrics is not None:
            self.metrics.close()
        if self.engine is not None:
            self.engine.shutdown()
        if getattr(self, "_verify_executor", None) is not None:
            self._verify_executor.shutdown(wait=True)
            self._verify_executor = None
        if self.verifier is not None:
            self.verifier.close()
        from agon_mcore.stop_signals import stop_checkpoint_helpers

        stop_checkpoint_helpers()  # it ignores the job's stop signals: the trainer ends it

    def sync_weights(self, name: str) -> None:
        """Push rival ``name``'s current weights to the rollout engine (bridge export stream)."""
        # LoRA rivals: the shared base reaches the engine once, then only adapters
        stream = self.rivals[name].policy.export_rollout_weights(with_base=not getattr(self, "_base_synced", False))
        if self.engine is not None:
            self.engine.update_weights(name, stream, self.version[name])
        else:
            for _ in stream:  # take part in the export collectives
                pass
        self._base_synced = True

    def prompt_limit(self, rival: str, max_new_tokens: Optional[int] = None, first_turn: bool = True) -> int:
        """The longest prompt (tokens) ``rival`` can take: its ``max_position_embeddings``
        minus ``max_new_tokens`` (default: the rival's sampling setting), and, for a
        first-turn prompt (a question, not a challenger prompt holding a summary), at most
        ``data.max_prompt_tokens``."""
        r = self.rivals[rival]
        new = r.sampling.max_new_tokens if max_new_tokens is None else max_new_tokens
        limit = int(getattr(r.hf_config, "max_position_embeddings", 0) or r.model_cfg.max_position_embeddings) - new
        return min(limit, self.cfg.data.max_prompt_tokens) if first_turn else limit

    def fitting_problems(self, problems, spec: str, max_new_tokens: Optional[int] = None,
                         reserved: str = "max_new_tokens"):
        """``(kept, skipped)``: the problems whose question prompt fits every rival
        (:meth:`prompt_limit` with ``max_new_tokens`` tokens reserved after the prompt;
        ``reserved`` names them in the message), and how many did not. Logs what was
        skipped and why.

        Raises:
            agon_mcore.data.DataError: no problem fits; names model.max_position_embeddings,
                rollout.sampling.max_new_tokens and data.max_prompt_tokens.
        """
        from agon_mcore.data.prompts import question_text
        from agon_mcore.data.types import DataError

        limits = {n: self.prompt_limit(n, max_new_tokens) for n in self.rivals}
        # a template's own tokens + at most one token per UTF-8 byte bounds every prompt, so
        # only questions near the limit are tokenized
        overhead = {n: len(r.prompt_ids("")) for n, r in self.rivals.items()}
        kept, longest, skipped = [], 0, 0
        for p in problems:
            q = question_text(p)
            ok = True
            for n, r in self.rivals.items():
                if len(q.encode()) + overhead[n] <= limits[n]:
                    continue
                k = len(r.prompt_ids(q))
                if k > limits[n]:
                    ok, longest = False, max(longest, k)
                    break
            if ok:
                kept.append(p)
            else:
                skipped += 1
        why = ", ".join(
            f"rival {n}: min(data.max_prompt_tokens={self.cfg.data.max_prompt_tokens}, "
            f"model.max_position_embeddings={self.prompt_limit(n, 0, first_turn=False)} - {reserved}="
            f"{self.rivals[n].sampling.max_new_tokens if max_new_tokens is None else max_new_tokens}) = {limits[n]}"
            for n in self.rivals)
        if not kept:
            raise DataError(
                f"{spec}: none of the {len(problems)} problems has a prompt that fits the model (longest "
                f"{longest} tokens; limits {why}); raise model.max_position_embeddings (or use a model with a "
                "longer context), lower rollout.sampling.max_new_tokens, or raise data.max_prompt_tokens"
            )
        if skipped:
            log.warning("%s: skipped %d of %d problems whose prompt does not fit (up to %d tokens; limits %s)",
                        spec, skipped, len(problems), longest, why)
        return kept, skipped

    def generate(self, rival: str, user_texts: List[str], n: int, seed: int) -> List[List[Response]]:
        """Sample ``n`` responses per user text from ``rival`` (rank 0 only).

        A prompt that does not fit the rival (prompt + ``max_new_tokens`` beyond its
        ``max_position_embeddings``) is not sent; its responses come back empty with
        ``finish_reason="prompt_too_long"`` (the step then drops the problem).

        Returns ``[len(user_texts)][n]`` :class:`Response` decoded by the same rival.
        """
        from agon_mcore.rollout.types import GenerationRequest, SamplingParams

        r = self.rivals[rival]
        prompts = [r.prompt_ids(t) for t in user_texts]
        limit = self.prompt_limit(rival, first_turn=False)
        fits = [i for i, p in enumerate(prompts) if len(p) <= limit]
        sp = SamplingParams.from_config(r.sampling, n=n, seed=seed, stop_token_ids=r.stop_ids)
        sent = self.engine.generate([GenerationRequest(prompt_ids=prompts[i], rival=rival) for i in fits], sp) if fits else []
        results: List[Optional[list]] = [None] * len(prompts)
        for i, res in zip(fits, sent):
            results[i] = res
        out = []
        for text, prompt, res in zip(user_texts, prompts, results):
            if res is None:
                out.append([Response(rival, list(prompt), [], [], "", "prompt_too_long", self.version[rival], text)
                            for _ in range(n)])
                continue
            row = []
            for g in res:
                if g.weight_version != self.version[rival]:
                    raise TrainingError(
                        f"rival {rival}: rollout came from weight version {g.weight_version}, expected "
                        f"{self.version[rival]}; the engine did not receive the latest weights"
                    )
                row.append(Response(rival, list(g.prompt_ids), list(g.output_ids), list(g.output_logprobs),
                                    r.decode(list(g.output_ids)), g.finish_reason, g.weight_version, text))
            out.append(row)
        return out

    def opened(self, rival: str) -> str:
        """What ``rival``'s chat template already wrote of the reasoning block (``""`` or
        ``"<think>\\n"``...; ``agon_mcore.verify.answer.template_opened``): the verifier,
        phi and the summary read ``opened + response``."""
        cache = self.__dict__.setdefault("_opened_by_rival", {})
        if rival not in cache:
            from agon_mcore.data.prompts import generation_prompt_text
            from agon_mcore.verify.answer import template_opened

            r = self.rivals[rival]
            cache[rival] = template_opened(generation_prompt_text(r.tokenizer, r.model_cfg.chat_template))
        return cache[rival]

    def score(self, problems, responses: List[List[Response]]) -> List[List[Scored]]:
        """Verify every response against its problem: c(y), phi(y) (by domain)."""
        from agon_mcore.verify import format_reward

        flat_p = [p for p, row in zip(problems, responses) for _ in row]
        flat_r = [r for row in responses for r in row]
        opened = [self.opened(r.rival) for r in flat_r]  # what each template opened (issue 11)
        verdicts = self.verifier.verify(flat_p, [r.text for r in flat_r], opened=opened)
        for p, v in zip(flat_p, verdicts):
            if v.reason in ("timeout", "error") and p.id not in self._verifier_warned:
                self._verifier_warned.add(p.id)
                log.warning(
                    "problem %s: the verifier returned %r (%s); %s. If this repeats, check the gold "
                    "answer or raise the verifier timeout", p.id, v.reason, getattr(v, "detail", "") or "no detail",
                    "the problem is dropped from the step (never rewarded)" if v.reason in INFRA_VERDICTS
                    else "scored as a wrong answer",
                )
        scored = [
            Scored(r, float(v.correct), v.reason, float(format_reward(r.text, p.domain, opened=o)), extracted=v.extracted)
            for r, v, p, o in zip(flat_r, verdicts, flat_p, opened)
        ]
        out, k = [], 0
        for row in responses:
            out.append(scored[k : k + len(row)])
            k += len(row)
        return out

    # ------------------------------------------------------------------ one step

    def step(self) -> Dict[str, float]:
        """One optimizer step of Algorithm 1 (AGON.md). Returns the step's metrics.

        Raises:
            TrainingError: more than ``train.max_dropped_frac`` of the step's problems were
                dropped (aborted generations, verifier errors, prompts too long).
        """
        t = self.step_idx
        times: Dict[str, float] = {}
        t_start = time.perf_counter()
        drafter, challenger = ("A", "B") if self.single_model else roles_for_step(t, self.algo.rotate_roles)
        if self.algo.self_cascade:  # two-pass self-cascade baseline: A answers its own drafts
            drafter = challenger = "A"
        rollouts = None
        # train.overlap_drafter_update: the drafter trains while the challenger generates
        early = _DrafterUpdate(self, drafter, times) if self._overlap_on(drafter, challenger) else None
        if self.is_rank0:
            try:
                rollouts = self.rollout_step(t, drafter, challenger, times,
                                             before_challenge=early.start if early else None)
            except TrainingError as e:
                rollouts = e  # every rank raises it below (no rank waits in a collective)
            finally:
                if early is not None:
                    early.join()
        rollouts, times = _broadcast((rollouts, times))
        if isinstance(rollouts, TrainingError):
            raise rollouts
        self._last_rollouts = rollouts

        # Update both rivals, each on its own stream (a stream whose every group was
        # dropped trains nothing this step).
        train_metrics: Dict[str, Dict[str, float]] = {}
        streams = [(drafter, rollouts.drafts)] + ([] if self.single_model else [(challenger, rollouts.challenges)])
        if drafter == challenger:  # self-cascade: one model, one update on both passes (2N samples)
            streams = [(drafter, rollouts.drafts + rollouts.challenges)]
        updated = []
        if early is not None and early.metrics is not None:
            train_metrics[drafter] = early.metrics
            updated.append(drafter)
            streams = [(n, g) for n, g in streams if n != drafter]
        for name, groups in streams:
            samples = self._samples(groups)
            if not samples:
                continue
            with self._timed(times, f"train_{name}"):
                train_metrics[name] = self.rivals[name].policy.train_step(samples)
            updated.append(name)
        for name in updated:
            self.version[name] += 1
            with self._timed(times, "weight_sync"):
                self.sync_weights(name)
        times["step"] = time.perf_counter() - t_start
        self.step_idx += 1
        return self._step_metrics(rollouts, train_metrics, times)

    @staticmethod
    def generation_drop_cause(row: Sequence[Response]) -> Optional[str]:
        """The part of :meth:`drop_cause` known before verification (responses only)."""
        for r in row:
            if r.finish_reason == "prompt_too_long":
                return "prompt_too_long"
            if r.finish_reason not in KEEP_FINISH:
                return "abort"
        return None

    @staticmethod
    def drop_cause(row: Sequence[Scored]) -> Optional[str]:
        """Why a group must not be rewarded, or None: ``"prompt_too_long"``, ``"abort"``
        (any finish other than ``stop``/``length``, e.g. a server abort or an unknown type)
        or ``"verifier_error"`` (a verdict with reason ``error``)."""
        cause = AgonTrainer.generation_drop_cause([s.response for s in row])
        if cause:
            return cause
        for s in row:
            if s.verdict_reason in INFRA_VERDICTS:
                return "verifier_error"
        return None

    def _verify_pool(self):
        """One background thread that grades drafts while the challenger generates."""
        if getattr(self, "_verify_executor", None) is None:
            from concurrent.futures import ThreadPoolExecutor

            self._verify_executor = ThreadPoolExecutor(1, thread_name_prefix="agon-verify")
        return self._verify_executor

    def _drop_by_verdict(self, groups: List[List[Scored]], indices, lost: Dict[int, str]) -> None:
        """Mark ``lost[i]`` for every problem ``i`` of ``indices`` whose group has a drop cause."""
        for i in indices:
            if i not in lost:
                cause = self.drop_cause(groups[i])
                if cause:
                    lost[i] = cause

    @staticmethod
    def _attach_summaries(groups: List[List[Scored]], summaries: Dict[int, list]) -> None:
        """Record each draft's summary text on its scored sample (``summaries[i][j]``: problem i, draft j)."""
        for i, sums in summaries.items():
            for s, sm in zip(groups[i], sums):
                s.summary = sm.text

    def rollout_step(self, t: int, drafter: str, challenger: str, times: Dict[str, float],
                     before_challenge: Optional[Callable[[List[List[Scored]]], None]] = None) -> StepRollouts:
        """Generation, verification, summaries and rewards of step ``t`` (rank 0).

        Problems whose drafts or challenges hit :meth:`drop_cause` are removed from both
        streams before any reward is computed and listed in ``StepRollouts.dropped``.

        ``before_challenge(groups)``, if given, is called with the drafter's live groups
        (drafts verified and summarised) right before the challenger generates: the hook
        of ``train.overlap_drafter_update``.

        Without that hook, the drafts are graded on a background thread while the
        challenger generates (the summaries need only the drafts' text; the verdicts only
        the rewards): ``time/verify`` then counts what the step still waits for. A problem
        whose draft verdict turns out to be an infrastructure error is dropped after its
        challenges were generated (they are discarded unscored).

        Raises:
            TrainingError: more than ``train.max_dropped_frac`` of the problems dropped.
        """
        from agon_mcore.data.prompts import question_text

        a = self.algo
        n = self.rivals[drafter].sampling.n
        problems = self.sampler.next_batch()
        questions = [question_text(p) for p in problems]
        seed = self.cfg.train.seed * 1_000_003 + 2 * t
        out = StepRollouts(t, drafter, challenger, [p.id for p in problems])
        lost: Dict[int, str] = {}  # problem index -> cause
        stats0 = self.verifier.math_stats  # this step's math verdicts by path (verify_stats_delta)

        # Drafts: N per problem from the plain prompt (2N in the single-model baseline).
        with self._timed(times, "generate_draft"):
            drafts = self.generate(drafter, questions, n=2 * n if self.single_model else n, seed=seed)
        for i, row in enumerate(drafts):
            cause = self.generation_drop_cause(row)
            if cause:
                lost[i] = cause
        pending = None
        if self.single_model or before_challenge is not None:
            with self._timed(times, "verify"):
                out.drafts = self.score(problems, drafts)
            self._drop_by_verdict(out.drafts, range(len(problems)), lost)
        if not self.single_model:
            # Summaries with the answer hidden; the challenger answers each draft once
            # (or all read draft 0 under the shared-opponent ablation). Dropped problems
            # are not challenged.
            live = [i for i in range(len(problems)) if i not in lost]
            out.challenges = [[] for _ in problems]
            with self._timed(times, "summarize"):  # summaries, and what they leak and hide
                summaries = {i: [summarize_draft(r.text, r.finish_reason, domain=problems[i].domain,
                                                 opened=self.opened(drafter), problem=questions[i])
                                 for r in drafts[i]] for i in live}
                flat_sm = [sm for i in live for sm in summaries[i]]
                out.leak_rate = leak_rate(flat_sm)
                out.hiding = hiding_stats(flat_sm)
            texts = [challenger_message(questions[i], summaries[i][opponent_index(j, a.shared_opponent)])
                     for i in live for j in range(n)]
            if before_challenge is None:  # graded while the challenger generates (docstring); the
                # leak metric above was the verifier's last other use until the result is read
                pending = self._verify_pool().submit(self.score, problems, drafts)
            elif live:
                self._attach_summaries(out.drafts, summaries)
                before_challenge([out.drafts[i] for i in live])
            ch = []
            if texts:
                with self._timed(times, "generate_challenge"):
                    flat = self.generate(challenger, texts, n=1, seed=seed + 1)
                ch = [[flat[k * n + j][0] for j in range(n)] for k in range(len(live))]
            if pending is not None:
                with self._timed(times, "verify"):
                    out.drafts = pending.result()
                self._drop_by_verdict(out.drafts, live, lost)
                self._attach_summaries(out.drafts, summaries)
            still = [(i, row) for i, row in zip(live, ch) if i not in lost]  # drafts' verdicts may drop some
            if still:
                with self._timed(times, "verify"):
                    scored = self.score([problems[i] for i, _ in still], [row for _, row in still])
                for (i, _), row in zip(still, scored):
                    out.challenges[i] = row
                    for j, s in enumerate(row):
                        s.opponent_index = opponent_index(j, a.shared_opponent)
                    cause = self.drop_cause(row)
                    if cause:
                        lost[i] = cause
        self._drop(out, lost, len(problems))
        out.verify_stats = verify_stats_delta(stats0, self.verifier.math_stats)

        # Rewards and group-relative advantages, per stream and per problem.
        out.zero_var = {"draft": float("nan"), "challenge": float("nan")}
        if not out.drafts:
            return out
        # a response cut at max_new_tokens: algorithm.truncation, the same rule in every stream
        d = self._truncation_terms(out.drafts, drafter)
        kw = {}
        if not self.single_model:
            c = self._truncation_terms(out.challenges, challenger)
            kw = dict(
                challenge_correct=c.correct, challenge_phi=c.phi, challenge_shaping=c.shaping, challenge_keep=c.keep,
                challenge_len=[[len(s.response.output_ids) for s in row] for row in out.challenges],
            )
        # advantage and reward plug-ins (algorithm.advantage, algorithm.reward_terms; agon_mcore/algorithms)
        from agon_mcore.algorithms import apply_step_plugins, kernel_mode
        st = assemble_streams(
            d.correct, d.phi, draft_shaping=d.shaping, draft_keep=d.keep,
            mode=a.mode, lam=a.lam, lam2=a.lam2, shared_opponent=a.shared_opponent,
            draft_len=[[len(s.response.output_ids) for s in row] for row in out.drafts],
            advantage=kernel_mode(a.advantage), eps=a.adv_eps, impl=self._kernel_impl(), **kw,
        )
        st = apply_step_plugins(self, st, out, problems, drafter, challenger, times)
        self._attach(out.drafts, st.drafter)
        if st.challenger is not None:
            self._attach(out.challenges, st.challenger)
        out.zero_var = {"draft": st.drafter.zero_var_fraction,
                        "challenge": st.challenger.zero_var_fraction if st.challenger else float("nan")}
        return out

    def _drop(self, out: StepRollouts, lost: Dict[int, str], num_problems: int) -> None:
        """Remove the ``lost`` problems from ``out`` (both streams), record and count them,
        and stop the run when too many are lost."""
        if not lost:
            return
        keep = [i for i in range(num_problems) if i not in lost]
        responses: Dict[str, int] = {}
        for i, cause in sorted(lost.items()):
            rows = [out.drafts[i]] + ([out.challenges[i]] if out.challenges else [])
            bad = sum(1 for row in rows for s in row
                      if (s.response.finish_reason not in KEEP_FINISH) or s.verdict_reason in INFRA_VERDICTS)
            responses[cause] = responses.get(cause, 0) + bad
            out.dropped.append({"problem_id": out.problem_ids[i], "cause": cause,
                                "finish_reasons": sorted({s.response.finish_reason for row in rows for s in row}),
                                "verdicts": sorted({s.verdict_reason for row in rows for s in row})})
        out.drafts = [out.drafts[i] for i in keep]
        if out.challenges:
            out.challenges = [out.challenges[i] for i in keep]
        out.problem_ids = [out.problem_ids[i] for i in keep]
        self.dropped_total += len(lost)
        causes = ", ".join(f"{c}: {k} response(s)" for c, k in sorted(responses.items()))
        frac = len(lost) / num_problems
        limit = self.cfg.train.max_dropped_frac
        if frac > limit:
            raise TrainingError(
                f"step {out.step}: {len(lost)} of {num_problems} problems lost ({causes}); more than "
                f"train.max_dropped_frac={limit:g}. Nothing of it was rewarded. Check the rollout servers and the "
                "verifier (messages above); for prompt_too_long raise model.max_position_embeddings or lower "
                "rollout.sampling.max_new_tokens"
            )
        log.warning("step %d: dropped %d of %d problems from both streams (%s); they get no reward",
                    out.step, len(lost), num_problems, causes)

    # ------------------------------------------------------------------ plumbing

    def _overlap_on(self, drafter: str, challenger: str) -> bool:
        """Whether this step runs the drafter's update during the challenger's generation."""
        if not self.cfg.train.overlap_drafter_update or self.single_model or drafter == challenger:
            return False
        if torch.distributed.is_initialized() and torch.distributed.get_world_size() > 1:
            if not getattr(self, "_overlap_warned", False):
                self._overlap_warned = True
                log.warning("train.overlap_drafter_update is implemented for single-process runs; with %d ranks "
                            "the step stays sequential", torch.distributed.get_world_size())
            return False
        return True

    def _truncation_terms(self, groups: List[List[Scored]], rival: str):
        """``algorithm.truncation`` applied to one stream of ``rival``'s responses
        (:func:`agon_mcore.agon.truncation.truncation_terms`)."""
        from agon_mcore.agon.truncation import truncation_terms

        a = self.algo
        return truncation_terms(
            [[s.correct for s in row] for row in groups], [[s.fmt for s in row] for row in groups],
            [[s.response.finish_reason == "length" for s in row] for row in groups],
            [[len(s.response.output_ids) for s in row] for row in groups], mode=a.truncation,
            max_new_tokens=self.rivals[rival].sampling.max_new_tokens, buffer=a.overlong_buffer,
            factor=a.overlong_penalty_factor,
        )

    def _kernel_impl(self) -> str:
        k = self.cfg.train.kernels
        return "torch" if k == "auto" and not torch.cuda.is_available() else k

    @staticmethod
    def _attach(groups: List[List[Scored]], stream) -> None:
        rew = stream.rewards_by_problem()
        adv = stream.advantages_by_problem()
        trained = stream.trained_by_problem()
        bonus = stream.rewards.bonus if hasattr(stream.rewards, "bonus") else None
        k = 0
        for p, row in enumerate(groups):
            for i, s in enumerate(row):
                s.reward, s.advantage, s.trained = rew[p][i], adv[p][i], trained[p][i]
                if bonus is not None:
                    s.bonus = float(bonus[k])
                k += 1

    @staticmethod
    def _samples(groups: List[List[Scored]]):
        from agon_mcore.policy import Sample

        return [
            Sample(prompt_ids=s.response.prompt_ids, response_ids=s.response.output_ids,
                   advantage=s.advantage, rollout_logprobs=s.response.logprobs,
                   token_advantages=s.token_advantages)  # token-level advantage plug-ins
            for row in groups for s in row if s.response.output_ids and s.trained
        ]

    def _step_metrics(self, ro: StepRollouts, train: Dict[str, Dict[str, float]], times: Dict[str, float]) -> Dict[str, float]:
        m: Dict[str, float] = {"step": ro.step, "drafter_is_A": float(ro.drafter == "A")}
        from agon_mcore.algorithms import plugin_step_metrics

        m.update(plugin_step_metrics(ro, times))  # advantage/reward plug-ins: arena/*, grail/*, gar/*
        roles = [("draft", ro.drafter, ro.drafts)]
        if not self.single_model:
            roles.append(("challenge", ro.challenger, ro.challenges))
        tokens = 0
        for role, rival, groups in roles:
            flat = [s for row in groups for s in row]
            lens = [len(s.response.output_ids) for s in flat]
            tokens += sum(lens)
            vals = {
                "reward_mean": _mean([s.reward for s in flat]),
                "correct_rate": _mean([s.correct for s in flat]),
                "format_rate": _mean([s.fmt for s in flat]),
                "zero_var_frac": ro.zero_var[role],
                "len_mean": _mean(lens),
                "len_p90": _percentile(lens, 0.9),
                "truncated_frac": _mean([float(s.response.finish_reason == "length") for s in flat]),
                "timeout_frac": _mean([float(s.verdict_reason == "timeout") for s in flat]),
            }
            for k, v in vals.items():
                m[f"{role}/{k}"] = v
                m[f"{rival}/{k}"] = v  # per rival, whatever its role this step
        if not self.single_model:
            if ro.challenges:
                dc = [[s.correct for s in row] for row in ro.drafts]
                cc = [[s.correct for s in row] for row in ro.challenges]
                m["challenge/conversion_rate"] = conversion_rate(dc, cc, self.algo.shared_opponent)
                m["challenge/bonus_mean"] = _mean([s.bonus for row in ro.challenges for s in row])
            else:
                m["challenge/conversion_rate"] = m["challenge/bonus_mean"] = float("nan")
            m["challenge/leak_rate"] = ro.leak_rate  # summaries whose graded answer reads back
            for k in ("numerals_hidden_frac", "placeholders_not_answer_frac"):  # what the summaries hid
                m[f"challenge/{k}"] = ro.hiding.get(k, float("nan"))
        # Problems dropped from this step (never rewarded) and why; see the module docstring.
        n_drop = len(ro.dropped)
        m["dropped/problems"] = float(n_drop)
        m["dropped/frac"] = n_drop / max(1, n_drop + len(ro.problem_ids))
        for cause in ("abort", "verifier_error", "prompt_too_long"):
            m[f"dropped/{cause}"] = float(sum(1 for d in ro.dropped if d["cause"] == cause))
        m["dropped/total"] = float(self.dropped_total)
        m["data/train_skipped_too_long"] = float(self.skipped_too_long)
        for k, v in ro.verify_stats.items():  # math verdicts by path, timeouts, retries (README "Math grading")
            m[f"verify/{k}"] = v
        for rival, tm in train.items():
            for k, v in tm.items():
                m[f"train/{rival}/{k}"] = float(v)
        for k, v in times.items():
            m[f"time/{k}"] = v
        gen_time = times.get("generate_draft", 0.0) + times.get("generate_challenge", 0.0)
        for rival, rec in rival_compute(self, ro, set(train)).items():  # what `agon compare` sums per model
            for k, v in rec.items():
                m[f"compute/{rival}/{k}"] = v
        m["perf/rollout_tokens"] = float(tokens)
        m["perf/rollout_tokens_per_s"] = tokens / gen_time if gen_time > 0 else float("nan")
        m["perf/tokens_per_s"] = tokens / times["step"] if times.get("step") else float("nan")
        return m

    # ------------------------------------------------------------------ rollouts dump

    def save_rollouts(self, ro: StepRollouts, subdir: str = "rollouts") -> Path:
        """Write the step's rollouts to ``<subdir>/step_<t>.jsonl`` (rank 0); returns the path."""
        import json

        path = self.run_dir / subdir / f"step_{ro.step:06d}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        with open(tmp, "w") as fh:
            for role, groups in (("draft", ro.drafts), ("challenge", ro.challenges)):
                for p, row in enumerate(groups):
                    for i, s in enumerate(row):
                        rec = {
                            "step": ro.step, "role": role, "rival": s.response.rival, "problem_id": ro.problem_ids[p],
                            "index": i, "prompt": s.response.prompt_text, "response": s.response.text,
                            "finish_reason": s.response.finish_reason, "trained": s.trained, "correct": s.correct,
                            "verdict": s.verdict_reason, "extracted": s.extracted, "format": s.fmt,
                            "reward": s.reward, "bonus": s.bonus, "advantage": s.advantage,
                            "num_tokens": len(s.response.output_ids),
                            "weight_version": s.response.weight_version,
                        }
                        if role == "draft":
                            rec["summary"] = s.summary
                        else:
                            rec["opponent_index"] = s.opponent_index
                        fh.write(json.dumps(rec) + "\n")
            for d in ro.dropped:  # problems removed from the step, with the cause
                fh.write(json.dumps({"step": ro.step, "role": "dropped", **d}) + "\n")
        tmp.replace(path)
        return path

    # ------------------------------------------------------------------ checkpoints

    def checkpoint_dir(self) -> Path:
        return self.run_dir / "checkpoints"

    def save_checkpoint(self) -> Path:
        """Atomic checkpoint of both rivals, optimizers, step, RNG, data position and run phase.

        Besides the weights it records what a resume checks and continues from: the run
        phase (``sft`` with the warm-up steps done, or ``agon``), the fingerprint of the
        training pool the sampler position refers to, and the config it was written under.
        """
        from agon_mcore.config import to_yaml
        from agon_mcore.policy import save_checkpoint

        path = self.checkpoint_dir() / f"step_{self.step_idx:06d}"
        extra = {"step": self.step_idx, "sampler": self.sampler.state_dict(), "version": dict(self.version),
                 "py_random": random.getstate(), "phase": self.phase, "sft_done": int(self.sft_done),
                 "data": dict(self.data_fingerprint), "config": to_yaml(self.cfg),
                 "dropped_total": int(self.dropped_total)}
        # Only rank 0 draws batches (it alone generates; the others get each batch by broadcast),
        # so its sampler position is the run's: every rank stores rank 0's run state, and a resume
        # restores the same position on every rank (megatron keeps one common state dict).
        extra = _broadcast(extra)
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
        from agon_mcore.policy.checkpoint import (
            CheckpointDamaged,
            complete_checkpoints,
            load_checkpoint,
            read_metadata_or_damage,
        )

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
        from omegaconf import OmegaConf

        from agon_mcore.config import AgonConfig, rival_model

        saved_yaml = extra.get("config")
        if saved_yaml is None and (self.run_dir / "config.yaml").exists():  # checkpoints of older versions
            saved_yaml = (self.run_dir / "config.yaml").read_text()
        changed: Dict[str, tuple] = {}
        if saved_yaml is not None:
            saved = OmegaConf.to_object(OmegaConf.merge(OmegaConf.structured(AgonConfig), OmegaConf.create(saved_yaml)))
            old, new = _flatten(dataclasses.asdict(saved)), _flatten(dataclasses.asdict(self.cfg))
            changed = {k: (old.get(k), new.get(k)) for k in sorted(set(old) | set(new)) if old.get(k) != new.get(k)}
            bad = []
            for r in ("A", "B"):
                mo, mn = dataclasses.asdict(rival_model(saved, r)), dataclasses.asdict(rival_model(self.cfg, r))
                bad += [f"rival {r}: model.{k} {mo[k]!r} -> {mn[k]!r}" for k in mo
                        if mo[k] != mn[k] and k not in ("transformer_impl", "hf_path")]
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
        from agon_mcore.policy.optimizer import phase_schedule, replan_scheduler

        for n, r in self.rivals.items():
            pol = r.policy
            phase = "sft" if pol.phase == "sft" else "rl"
            changes = replan_scheduler(pol.scheduler, phase_schedule(self.cfg, phase))
            if changes:
                lr0, lr1 = changes.pop("next_lr")
                log.warning("rival %s: LR schedule of the %s phase re-planned from the config at step %d (%s); the next "
                            "update runs at lr %.3g (the checkpoint's plan: %.3g)", n, phase, pol.scheduler.num_steps - 1,
                            ", ".join(f"{k} {o} -> {v}" for k, (o, v) in changes.items()), lr1, lr0)

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
        from agon_mcore.metrics import MetricsWriter, Progress

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
                while self.step_idx < end and not _any_rank(intr.requested):
                    m = self.step()
                    skipped = any(v for k, v in m.items() if k.endswith("/skipped"))
                    nonfinite = nonfinite + 1 if skipped else 0
                    if self.is_rank0:
                        self.metrics.write(int(m["step"]), m)
                        every = cfg.logging.save_rollouts_every
                        if every and (int(m["step"]) % every == 0):
                            self.save_rollouts(self._last_rollouts)
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
        if _any_rank(self.stop.requested):
            self.interrupted = True
        if self._saved_state != self._save_key():  # not when this very step was just saved (periodic save)
            self.save_checkpoint()
        return history


class _DrafterUpdate:
    """The drafter's update on a background thread, overlapping the challenger's generation.

    ``start(groups)`` (the :meth:`AgonTrainer.rollout_step` hook) computes the drafter
    stream's rewards and advantages from its own drafts alone (``assemble_streams``'s
    drafter stream reads nothing of the challenger's; AGON.md step 5), builds the samples
    and starts ``policy.train_step`` on a thread; ``join()`` waits and re-raises its error.
    The rollout engine samples from per-sample generators and the policy swaps in its own
    RNG stream, so the results equal the sequential step's (tests/train/test_overlap.py:
    the same tokens; on CPU, losses and weights to float rounding, because the matmuls run
    on fewer threads, see below).

    One difference: a problem dropped later for its challenges (aborted generation,
    verifier error) has already been in the drafter's update. On CPU the torch intra-op
    threads are split between the two threads for the overlap (restored by ``join``).

    ``times[f"train_{drafter}"]`` is the thread's own update time; ``time/overlap_wait``
    is how long the step waited for it after the challenger's phase.
    """

    def __init__(self, trainer: "AgonTrainer", drafter: str, times: Dict[str, float]):
        self.trainer, self.drafter, self.times = trainer, drafter, times
        self.metrics: Optional[Dict[str, float]] = None
        self._thread = None
        self._error: Optional[BaseException] = None

    def start(self, groups: List[List[Scored]]) -> None:
        import threading

        tr, a = self.trainer, self.trainer.algo
        d = tr._truncation_terms(groups, self.drafter)  # the same truncation rule as the sequential step
        zeros = [[0.0] * len(row) for row in groups]
        st = assemble_streams(  # the drafter stream only; the challenge inputs are placeholders
            d.correct, d.phi, draft_shaping=d.shaping, draft_keep=d.keep, mode=a.mode, lam=a.lam, lam2=a.lam2,
            shared_opponent=a.shared_opponent, draft_len=[[len(s.response.output_ids) for s in row] for row in groups],
            advantage=a.advantage, eps=a.adv_eps, impl=tr._kernel_impl(),
            **({} if a.mode == "grpo" else dict(challenge_correct=zeros, challenge_phi=zeros, challenge_len=zeros)),
        )
        adv = st.drafter.advantages_by_problem()
        keep = st.drafter.trained_by_problem()
        from agon_mcore.policy import Sample

        samples = [Sample(prompt_ids=s.response.prompt_ids, response_ids=s.response.output_ids,
                          advantage=adv[p][i], rollout_logprobs=s.response.logprobs)
                   for p, row in enumerate(groups) for i, s in enumerate(row) if s.response.output_ids and keep[p][i]]
        if not samples:
            return
        policy = tr.rivals[self.drafter].policy
        # On CPU the cores are split between the two threads (torch's intra-op thread count
        # is per thread): two full-width OpenMP teams on the same cores wait on each other.
        self._main_threads = torch.get_num_threads()
        train_threads = self._main_threads
        if not torch.cuda.is_available() and self._main_threads > 1:
            train_threads = self._main_threads - self._main_threads // 2
            torch.set_num_threads(self._main_threads // 2)

        def work():
            from agon_mcore.compat import ensure_cpu_compat

            t0 = time.perf_counter()
            try:
                torch.set_num_threads(train_threads)
                ensure_cpu_compat()  # the CPU shim's mode is per thread
                self.metrics = policy.train_step(samples)
            except BaseException as e:  # noqa: BLE001 - re-raised by join() on the step's thread
                self._error = e
            finally:
                self.times[f"train_{self.drafter}"] = time.perf_counter() - t0

        self._thread = threading.Thread(target=work, name=f"agon-train-{self.drafter}", daemon=True)
        self._thread.start()

    def join(self) -> None:
        if self._thread is None:
            return
        t0 = time.perf_counter()
        self._thread.join()
        self._thread = None
        torch.set_num_threads(self._main_threads)
        self.times["overlap_wait"] = self.times.get("overlap_wait", 0.0) + time.perf_counter() - t0
        if self._error is not None:
            raise self._error
