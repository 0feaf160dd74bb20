"""The Agon trainer: Algorithm 1 of AGON.md, one call per line.

``AgonTrainer.step`` reads as the method: pick roles, draft, verify, summarise,
challenge, verify, reward, advantage, update both rivals, sync weights. Everything
else here is plumbing: building the rivals and the engine, the SFT warm-up, metrics,
checkpoints, resume and a clean Ctrl-C.

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
from typing import Dict, List, Optional, Sequence

import torch

from agon_mcore.agon import (
    assemble_streams,
    challenger_message,
    conversion_rate,
    opponent_index,
    roles_for_step,
    summarize_draft,
)
from agon_mcore.agon.leak import leak_rate
from agon_mcore.config import AgonConfig
from agon_mcore.config import record_model_sizes
from agon_mcore.config import record_model_sizes
from agon_mcore.config import save_config as write_config
from agon_mcore.train.rank0 import wait_all_ranks
from agon_mcore.train.records import Response, Scored, StepRollouts
from agon_mcore.train.rivals import Rival, build_rival, rival_specs
from agon_mcore.train.sampler import EpochSampler

log = logging.getLogger("agon.train")


class TrainingError(RuntimeError):
    """The run cannot go on (NaN losses in a row, a dead engine, bad data); names the cause."""


def _percentile(xs: Sequence[float], q: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    k = min(len(s) - 1, max(0, int(math.ceil(q * len(s))) - 1))
    return float(s[k])


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


class _Interrupt:
    """First Ctrl-C: finish the current step, checkpoint, stop. Second: stop at once."""

    def __init__(self) -> None:
        self.requested = False
        self._old = None

    def __enter__(self):
        def handler(signum, frame):
            if self.requested:
                raise KeyboardInterrupt
            self.requested = True
            log.warning("interrupt: finishing the current step, then saving a checkpoint (Ctrl-C again to abort)")

        try:
            self._old = signal.signal(signal.SIGINT, handler)
        except ValueError:  # not the main thread
            self._old = None
        return self

    def __exit__(self, *exc):
        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)
        return False


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

    Raises:
        agon_mcore.config.ConfigError, agon_mcore.data.DataError: bad config or data.
    """

    def __init__(self, cfg: AgonConfig, run_dir: Optional[str] = None, resume: bool = False,
                 overwrite: bool = False, save_config: bool = True) -> None:
        from agon_mcore.data import load_problems
        from agon_mcore.policy import init_parallel

        self.cfg = cfg
        self.run_dir = Path(run_dir or cfg.train.run_dir)
        cfg.train.run_dir = str(self.run_dir)  # one truth for every consumer (engine files, config.yaml)
        if not resume:
            _claim_run_dir(self.run_dir, overwrite)
        self.run_dir.mkdir(parents=True, exist_ok=True)
        self.interrupted = False
        self.is_rank0 = True
        self.step_idx = 0
        self._seed_everything(cfg.train.seed)
        init_parallel(cfg.parallel, cfg.train.seed)
        self.is_rank0 = _rank() == 0
        self.algo = cfg.algorithm
        self.single_model = self.algo.mode == "grpo"

        # Data (every rank loads the same pool; only rank 0 generates from it).
        d = cfg.data
        self.train_problems = load_problems(
            d.train, data_root=d.data_root, synthetic=d.synthetic, heldout_size=d.heldout_size
        )
        self.sampler = EpochSampler(self.train_problems, d.batch_size, seed=d.shuffle_seed)

        # Rivals: tokenizer, HF config, Megatron policy each.
        self.rivals: Dict[str, Rival] = {n: build_rival(cfg, n) for n in ("A", "B")}
        # (sglang engineer) config.yaml records a local HF model's real sizes, not the defaults
        record_model_sizes(cfg, {n: r.model_cfg for n, r in self.rivals.items()})
        # (sglang engineer) config.yaml records a local HF model's real sizes, not the defaults
        record_model_sizes(cfg, {n: r.model_cfg for n, r in self.rivals.items()})
        self.version = {"A": 0, "B": 0}

        self.engine = None
        self.verifier = None
        self._verifier_warned: set = set()
        if self.is_rank0:
            from agon_mcore.rollout import build_engine
            from agon_mcore.verify import Verifier

            self.engine = build_engine(cfg, rival_specs(self.rivals))
            self.verifier = Verifier()
        self.metrics = None
        if resume:
            self._load_latest_checkpoint()
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

    def sync_weights(self, name: str) -> None:
        """Push rival ``name``'s current weights to the rollout engine (bridge export stream)."""
        stream = self.rivals[name].policy.export_hf()
        if self.engine is not None:
            self.engine.update_weights(name, stream, self.version[name])
        else:
            for _ in stream:  # take part in the export collectives
                pass

    def generate(self, rival: str, user_texts: List[str], n: int, seed: int) -> List[List[Response]]:
        """Sample ``n`` responses per user text from ``rival`` (rank 0 only).

        Returns ``[len(user_texts)][n]`` :class:`Response` decoded by the same rival.
        """
        from agon_mcore.rollout.types import GenerationRequest, SamplingParams

        r = self.rivals[rival]
        prompts = [r.prompt_ids(t) for t in user_texts]
        too_long = [i for i, p in enumerate(prompts) if len(p) > self.cfg.data.max_prompt_tokens]
        if too_long:
            log.warning(
                "rival %s: %d prompt(s) exceed data.max_prompt_tokens=%d (longest %d tokens); they are kept",
                rival, len(too_long), self.cfg.data.max_prompt_tokens, max(len(prompts[i]) for i in too_long),
            )
        sp = SamplingParams.from_config(r.sampling, n=n, seed=seed, stop_token_ids=r.stop_ids)
        results = self.engine.generate([GenerationRequest(prompt_ids=p, rival=rival) for p in prompts], sp)
        out = []
        for text, res in zip(user_texts, results):
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
                    "problem %s: the verifier returned %r (%s); scored 0. If this repeats, check the gold "
                    "answer or raise the verifier timeout", p.id, v.reason, getattr(v, "detail", "") or "no detail",
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
        """One optimizer step of Algorithm 1 (AGON.md). Returns the step's metrics."""
        t = self.step_idx
        times: Dict[str, float] = {}
        t_start = time.perf_counter()
        drafter, challenger = ("A", "B") if self.single_model else roles_for_step(t, self.algo.rotate_roles)
        if self.algo.self_cascade:  # two-pass self-cascade baseline: A answers its own drafts
            drafter = challenger = "A"
        rollouts = None
        if self.is_rank0:
            rollouts = self.rollout_step(t, drafter, challenger, times)
        rollouts, times = _broadcast((rollouts, times))
        self._last_rollouts = rollouts

        # Update both rivals, each on its own stream.
        train_metrics: Dict[str, Dict[str, float]] = {}
        streams = [(drafter, rollouts.drafts)] + ([] if self.single_model else [(challenger, rollouts.challenges)])
        if drafter == challenger:  # self-cascade: one model, one update on both passes (2N samples)
            streams = [(drafter, rollouts.drafts + rollouts.challenges)]
        for name, groups in streams:
            samples = self._samples(groups)
            with self._timed(times, f"train_{name}"):
                train_metrics[name] = self.rivals[name].policy.train_step(samples)
        for name, _ in streams:
            self.version[name] += 1
            with self._timed(times, "weight_sync"):
                self.sync_weights(name)
        times["step"] = time.perf_counter() - t_start
        self.step_idx += 1
        return self._step_metrics(rollouts, train_metrics, times)

    def rollout_step(self, t: int, drafter: str, challenger: str, times: Dict[str, float]) -> StepRollouts:
        """Generation, verification, summaries and rewards of step ``t`` (rank 0)."""
        from agon_mcore.data.prompts import question_text

        a = self.algo
        n = self.rivals[drafter].sampling.n
        problems = self.sampler.next_batch()
        questions = [question_text(p) for p in problems]
        seed = self.cfg.train.seed * 1_000_003 + 2 * t
        out = StepRollouts(t, drafter, challenger, [p.id for p in problems])

        # Drafts: N per problem from the plain prompt (2N in the single-model baseline).
        with self._timed(times, "generate_draft"):
            drafts = self.generate(drafter, questions, n=2 * n if self.single_model else n, seed=seed)
        with self._timed(times, "verify"):
            out.drafts = self.score(problems, drafts)
        if not self.single_model:
            # Summaries with the answer hidden; the challenger answers each draft once
            # (or all read draft 0 under the shared-opponent ablation).
            summaries = [[summarize_draft(s.response.text, s.response.finish_reason, domain=p.domain,
                                          opened=self.opened(drafter)) for s in row]
                         for p, row in zip(problems, out.drafts)]
            with self._timed(times, "verify"):  # issue 12: can the graded answer be read back?
                out.leak_rate = leak_rate([sm for row in summaries for sm in row], self.verifier)
            for row, srow in zip(out.drafts, summaries):
                for s, sm in zip(row, srow):
                    s.summary = sm.text
            texts = [challenger_message(q, srow[opponent_index(i, a.shared_opponent)])
                     for q, srow in zip(questions, summaries) for i in range(len(srow))]
            with self._timed(times, "generate_challenge"):
                flat = self.generate(challenger, texts, n=1, seed=seed + 1)
            ch = [[flat[p * n + i][0] for i in range(n)] for p in range(len(problems))]
            with self._timed(times, "verify"):
                out.challenges = self.score(problems, ch)
            for row in out.challenges:
                for i, s in enumerate(row):
                    s.opponent_index = opponent_index(i, a.shared_opponent)

        # Rewards and group-relative advantages, per stream and per problem.
        kw = {}
        if not self.single_model:
            kw = dict(
                challenge_correct=[[s.correct for s in row] for row in out.challenges],
                challenge_phi=[[s.fmt for s in row] for row in out.challenges],
                challenge_len=[[len(s.response.output_ids) for s in row] for row in out.challenges],
            )
        st = assemble_streams(
            [[s.correct for s in row] for row in out.drafts],
            [[s.fmt for s in row] for row in out.drafts],
            mode=a.mode, lam=a.lam, lam2=a.lam2, shared_opponent=a.shared_opponent,
            draft_len=[[len(s.response.output_ids) for s in row] for row in out.drafts],
            advantage=a.advantage, eps=a.adv_eps, impl=self._kernel_impl(), **kw,
        )
        self._attach(out.drafts, st.drafter)
        if st.challenger is not None:
            self._attach(out.challenges, st.challenger)
        out.zero_var = {"draft": st.drafter.zero_var_fraction,
                        "challenge": st.challenger.zero_var_fraction if st.challenger else float("nan")}
        return out

    # ------------------------------------------------------------------ plumbing

    def _kernel_impl(self) -> str:
        k = self.cfg.train.kernels
        return "torch" if k == "auto" and not torch.cuda.is_available() else k

    @staticmethod
    def _attach(groups: List[List[Scored]], stream) -> None:
        rew = stream.rewards_by_problem()
        adv = stream.advantages_by_problem()
        bonus = stream.rewards.bonus if hasattr(stream.rewards, "bonus") else None
        k = 0
        for p, row in enumerate(groups):
            for i, s in enumerate(row):
                s.reward, s.advantage = rew[p][i], adv[p][i]
                if bonus is not None:
                    s.bonus = float(bonus[k])
                k += 1

    @staticmethod
    def _samples(groups: List[List[Scored]]):
        from agon_mcore.policy import Sample

        return [
            Sample(prompt_ids=s.response.prompt_ids, response_ids=s.response.output_ids,
                   advantage=s.advantage, rollout_logprobs=s.response.logprobs)
            for row in groups for s in row if s.response.output_ids
        ]

    def _step_metrics(self, ro: StepRollouts, train: Dict[str, Dict[str, float]], times: Dict[str, float]) -> Dict[str, float]:
        m: Dict[str, float] = {"step": ro.step, "drafter_is_A": float(ro.drafter == "A")}
        roles = [("draft", ro.drafter, ro.drafts)]
        if ro.challenges:
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
        if ro.challenges:
            dc = [[s.correct for s in row] for row in ro.drafts]
            cc = [[s.correct for s in row] for row in ro.challenges]
            m["challenge/conversion_rate"] = conversion_rate(dc, cc, self.algo.shared_opponent)
            m["challenge/bonus_mean"] = _mean([s.bonus for row in ro.challenges for s in row])
            m["challenge/leak_rate"] = ro.leak_rate  # summaries whose graded answer reads back
        for rival, tm in train.items():
            for k, v in tm.items():
                m[f"train/{rival}/{k}"] = float(v)
        for k, v in times.items():
            m[f"time/{k}"] = v
        gen_time = times.get("generate_draft", 0.0) + times.get("generate_challenge", 0.0)
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
                            "finish_reason": s.response.finish_reason, "correct": s.correct,
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
        tmp.replace(path)
        return path

    # ------------------------------------------------------------------ checkpoints

    def checkpoint_dir(self) -> Path:
        return self.run_dir / "checkpoints"

    def save_checkpoint(self) -> Path:
        """Atomic checkpoint of both rivals, optimizers, step, RNG and data position."""
        from agon_mcore.policy import save_checkpoint

        path = self.checkpoint_dir() / f"step_{self.step_idx:06d}"
        extra = {"step": self.step_idx, "sampler": self.sampler.state_dict(), "version": dict(self.version),
                 "py_random": random.getstate()}
        save_checkpoint(path, {n: r.policy for n, r in self.rivals.items()}, extra,
                        keep_last=self.cfg.checkpoint.keep_last)
        return path

    def _load_latest_checkpoint(self) -> None:
        from agon_mcore.policy.checkpoint import latest_checkpoint, load_checkpoint

        path = latest_checkpoint(self.checkpoint_dir())
        if path is None:
            raise TrainingError(f"--resume: no checkpoint under {self.checkpoint_dir()}; start without --resume")
        extra = load_checkpoint(path, {n: r.policy for n, r in self.rivals.items()})
        self.step_idx = int(extra["step"])
        self.sampler.load_state_dict(extra["sampler"])
        self.version = {k: int(v) for k, v in extra["version"].items()}
        if "py_random" in extra:
            random.setstate(extra["py_random"])
        for n, r in self.rivals.items():
            saved = float(getattr(r.policy.scheduler, "max_lr", self.cfg.optimizer.lr))
            if abs(saved - self.cfg.optimizer.lr) > 1e-12 * max(1.0, saved):
                log.warning(
                    "rival %s: resuming keeps the checkpoint's LR schedule (peak %.3g); the config's "
                    "optimizer.lr=%.3g is ignored so the run continues exactly", n, saved, self.cfg.optimizer.lr,
                )
        log.info("resumed from %s at step %d", path, self.step_idx)

    # ------------------------------------------------------------------ the run

    def train(self, steps: Optional[int] = None, after_step=None) -> List[Dict[str, float]]:
        """Run Agon steps until ``train.steps`` (or ``steps`` more); checkpoint per config and at exit.

        ``after_step(step_idx)``, if given, is called on every rank after each step (and its
        checkpoint), e.g. the periodic held-out evaluation of ``eval.every``.

        Returns the list of per-step metrics (rank 0; others get an empty list).

        Raises:
            TrainingError: ``train.max_nonfinite_in_row`` skipped steps in a row, or an
                engine/verifier failure (the run directory keeps its last checkpoint).
        """
        from agon_mcore.metrics import MetricsWriter, Progress

        cfg = self.cfg
        end = cfg.train.steps if steps is None else self.step_idx + steps
        if self.step_idx >= end:
            log.warning("the run is already at step %d >= train.steps=%d: nothing to train; pass train.steps=N "
                        "with N > %d to continue", self.step_idx, end, self.step_idx)
        history: List[Dict[str, float]] = []
        if self.is_rank0 and self.metrics is None:
            self.metrics = MetricsWriter(self.run_dir, cfg.logging.tensorboard, cfg.logging.wandb_project,
                                         append=self.step_idx > 0, first_step=self.step_idx,
                                         config=dataclasses.asdict(cfg))
        bar = Progress(end - self.step_idx, f"agon {cfg.algorithm.mode}", enabled=cfg.logging.progress and self.is_rank0)
        nonfinite = 0
        try:
            with _Interrupt() as intr:
                while self.step_idx < end:
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
                    if intr.requested:
                        self.interrupted = True
                        break
        finally:
            bar.close()
        self.save_checkpoint()
        return history
