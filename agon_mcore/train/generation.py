"""Generation and grading of one step's rollouts (rank 0): AGON.md steps 2-4 and the verdicts.

:class:`RolloutGeneration` is the trainer's part that owns the rollout engine and the
verifier: it samples the drafter's drafts, grades them (c, phi), summarises them with the
answer hidden, has the challenger answer each summary once, grades those, and drops every
problem an infrastructure failure touched (:func:`agon_mcore.train.rollouts.drop_cause`)
from both streams. It returns the step's record, :class:`StepRollouts`, without rewards
(:mod:`agon_mcore.train.advantages` adds them).

It uses the trainer's ``cfg``, ``rivals``, ``engine``, ``verifier``, ``sampler``, ``version``
and ``dropped_total``.
"""
from __future__ import annotations

import logging
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Callable, Dict, List, Optional

from agon_mcore.agon import StepPlan, challenger_message, opponent_index
from agon_mcore.agon.leak import hiding_stats, leak_rate
from agon_mcore.data.prompts import generation_prompt_text, question_text
from agon_mcore.data.types import DataError
from agon_mcore.rollout.types import GenerationRequest, SamplingParams
from agon_mcore.train.control import TrainingError
from agon_mcore.train.rollouts import (
    INFRA_VERDICTS,
    Response,
    Scored,
    StepRollouts,
    drop_cause,
    drop_problems,
    generation_drop_cause,
)
from agon_mcore.train.step_metrics import verify_stats_delta
from agon_mcore.train.summary_pool import SummaryPool, resolve_workers
from agon_mcore.verify import format_reward
from agon_mcore.verify.answer import template_opened

log = logging.getLogger("agon.train")


@contextmanager
def timed(times: Dict[str, float], key: str):
    """Add the block's wall seconds to ``times[key]``."""
    t0 = time.perf_counter()
    try:
        yield
    finally:
        times[key] = times.get(key, 0.0) + time.perf_counter() - t0


class RolloutGeneration:
    """Generation and grading of the step's rollouts (mixed into the trainer)."""

    # the drop rule, importable from the trainer as before (agon_mcore.train.rollouts)
    generation_drop_cause = staticmethod(generation_drop_cause)
    drop_cause = staticmethod(drop_cause)

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
                                    r.decode(list(g.output_ids)), g.finish_reason, g.weight_version, text,
                                    routed_experts=g.routed_experts))
            out.append(row)
        return out

    def opened(self, rival: str) -> str:
        """What ``rival``'s chat template already wrote of the reasoning block (``""`` or
        ``"<think>\\n"``...; ``agon_mcore.verify.answer.template_opened``): the verifier,
        phi and the summary read ``opened + response``."""
        cache = self.__dict__.setdefault("_opened_by_rival", {})
        if rival not in cache:
            r = self.rivals[rival]
            cache[rival] = template_opened(generation_prompt_text(r.tokenizer, r.model_cfg.chat_template))
        return cache[rival]

    def score(self, problems, responses: List[List[Response]]) -> List[List[Scored]]:
        """Verify every response against its problem: c(y), phi(y) (by domain)."""
        flat_p = [p for p, row in zip(problems, responses) for _ in row]
        flat_r = [r for row in responses for r in row]
        opened = [self.opened(r.rival) for r in flat_r]  # what each template opened (a reasoning block the template opens is part of the response)
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


    def _summaries(self):
        """The step's summarizer: inline or ``train.summary_workers`` processes (:mod:`agon_mcore.train.summary_pool`)."""
        if getattr(self, "_summary_pool", None) is None:
            self._summary_pool = SummaryPool(resolve_workers(self.cfg.train.summary_workers))
        return self._summary_pool

    def _verify_pool(self):
        """One background thread that grades drafts while the challenger generates."""
        if getattr(self, "_verify_executor", None) is None:
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

    def rollout_step(self, plan: StepPlan, times: Dict[str, float],
                     before_challenge: Optional[Callable[[List[List[Scored]]], None]] = None) -> StepRollouts:
        """Generation, verification and summaries of step ``plan.step`` (rank 0); no rewards yet.

        Problems whose drafts or challenges hit :meth:`drop_cause` are removed from both
        streams and listed in ``StepRollouts.dropped``.

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
        a, t, drafter, challenger = self.algo, plan.step, plan.drafter, plan.challenger
        n = self.rivals[drafter].sampling.n
        problems = self.step_problems = self.sampler.next_batch()  # the advantage plug-ins read them
        questions = [question_text(p) for p in problems]
        seed = self.cfg.train.seed * 1_000_003 + 2 * t
        out = StepRollouts(t, drafter, challenger, [p.id for p in problems])
        lost: Dict[int, str] = {}  # problem index -> cause
        stats0 = self.verifier.math_stats  # this step's math verdicts by path (verify_stats_delta)

        # Drafts: N per problem from the plain prompt (2N in the single-model baseline).
        with timed(times, "generate_draft"):
            drafts = self.generate(drafter, questions, n=plan.draft_factor * n, seed=seed)
        for i, row in enumerate(drafts):
            cause = self.generation_drop_cause(row)
            if cause:
                lost[i] = cause
        pending = None
        if not plan.challenge or before_challenge is not None:
            with timed(times, "verify"):
                out.drafts = self.score(problems, drafts)
            self._drop_by_verdict(out.drafts, range(len(problems)), lost)
        if plan.challenge:
            # Summaries with the answer hidden; the challenger answers each draft once
            # (or all read draft 0 under the shared-opponent ablation). Dropped problems
            # are not challenged.
            live = [i for i in range(len(problems)) if i not in lost]
            out.challenges = [[] for _ in problems]
            with timed(times, "summarize"):  # the summaries the challenger reads (train.summary_workers)
                opened = self.opened(drafter)
                jobs = [(r.text, r.finish_reason, problems[i].domain, opened, questions[i]) for i in live for r in drafts[i]]
                done = iter(self._summaries().summarize(jobs))
                summaries = {i: [next(done) for _ in drafts[i]] for i in live}
            # what they leak and hide (agon.leak's reader, logged every step) is measured on the verify thread
            # while the challenger generates, off the step's critical path; time/leak_metric is the
            # wait for it after the challenge (0 when the overlap covered it)
            flat_sm = [sm for i in live for sm in summaries[i]]
            metric = self._verify_pool().submit(lambda: (leak_rate(flat_sm), hiding_stats(flat_sm)))
            texts = [challenger_message(questions[i], summaries[i][opponent_index(j, a.shared_opponent)])
                     for i in live for j in range(n)]
            if before_challenge is None:  # graded while the challenger generates (docstring), after the
                # leak metric on the same one thread: nothing else uses the verifier until the result is read
                pending = self._verify_pool().submit(self.score, problems, drafts)
            elif live:
                self._attach_summaries(out.drafts, summaries)
                before_challenge([out.drafts[i] for i in live])
            ch = []
            if texts:
                with timed(times, "generate_challenge"):
                    flat = self.generate(challenger, texts, n=1, seed=seed + 1)
                ch = [[flat[k * n + j][0] for j in range(n)] for k in range(len(live))]
            if pending is not None:
                with timed(times, "verify"):
                    out.drafts = pending.result()
                self._drop_by_verdict(out.drafts, live, lost)
                self._attach_summaries(out.drafts, summaries)
            with timed(times, "leak_metric"):
                out.leak_rate, out.hiding = metric.result()
            still = [(i, row) for i, row in zip(live, ch) if i not in lost]  # drafts' verdicts may drop some
            if still:
                with timed(times, "verify"):
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
        return out

    def _drop(self, out: StepRollouts, lost: Dict[int, str], num_problems: int) -> None:
        """Remove the ``lost`` problems from ``out`` (both streams), record and count them,
        and stop the run when too many are lost."""
        if not lost:
            return
        responses = drop_problems(out, lost)
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
