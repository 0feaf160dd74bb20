"""A step's draft summaries in worker processes (``train.summary_workers``).

The summarizer (:func:`agon_mcore.agon.summary.summarize_draft`) is pure Python: 4-20 ms of one core per draft on
the development CPU. On a GPU node it sits on the step's critical path between the drafts and the challenger's
prompts: on one H100 the README's default run stepped in 0.43 s and its summaries and leak metric took 6.8% of it
(docs/gpu.md). A pool of worker processes (``spawn``: the trainer's CUDA context and threads are never forked)
summarizes a step's drafts in parallel; each worker imports the summarizer once and warms its parsers. The result
is the same list, in order, as summarizing inline: the summarizer is a pure function of its arguments.

``train.summary_workers``: ``0`` summarizes inline; ``N > 0`` uses N processes; ``-1`` (the default) picks
``min(8, cpu_count - 2)`` when the machine has at least 6 cores and inline otherwise (the 2-core development
machine and CI stay inline). A batch of fewer than :data:`MIN_POOLED` drafts is summarized inline (the pool's
round trip costs more than it saves). A pool that breaks (a worker killed) is reported once and the run goes on
inline: summaries are never lost.
"""
from __future__ import annotations

import logging
import math
import os
from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["SummaryPool", "resolve_workers", "MIN_POOLED"]

log = logging.getLogger("agon.train")

MIN_POOLED = 16  # drafts; fewer are summarized inline

# (text, finish_reason, domain, opened, problem): the arguments of summarize_draft, in order
Job = Tuple[str, Optional[str], str, str, Optional[str]]


def resolve_workers(setting: int, cpu_count: Optional[int] = None) -> int:
    """The number of worker processes for ``train.summary_workers`` = ``setting`` (module docstring).

    Raises:
        ValueError: ``setting`` below -1.
    """
    if setting < -1:
        raise ValueError(f"train.summary_workers={setting}: use -1 (auto), 0 (inline) or a number of processes")
    if setting >= 0:
        return setting
    n = cpu_count if cpu_count is not None else (os.cpu_count() or 1)
    return min(8, n - 2) if n >= 6 else 0


def _summarize(job: Job):
    from agon_mcore.agon.summary import summarize_draft

    text, finish_reason, domain, opened, problem = job
    return summarize_draft(text, finish_reason, domain=domain, opened=opened, problem=problem)


def _warm() -> None:
    """Worker start: import the summarizer and run it once (sympy and the LaTeX parser load their tables)."""
    _summarize(("So $2 + 3 = 5$.\n\n$\\boxed{5}$", "stop", "math", "", "What is 2 + 3?"))


class SummaryPool:
    """Summaries of a step's drafts, inline or in ``workers`` processes (module docstring)."""

    def __init__(self, workers: int):
        self.workers = max(0, int(workers))
        self._pool = None

    def _executor(self):
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_warm)
        return self._pool

    def summarize(self, jobs: Sequence[Job]) -> List[Any]:
        """``[summarize_draft(*job) for job in jobs]`` (``DraftSummary`` each), in order.

        Pooled when ``workers > 0`` and there are at least :data:`MIN_POOLED` jobs; a broken pool is reported once,
        shut down, and the jobs (and every later batch) are summarized inline."""
        jobs = list(jobs)
        if self.workers <= 0 or len(jobs) < MIN_POOLED:
            return [_summarize(j) for j in jobs]
        try:
            chunk = max(1, math.ceil(len(jobs) / (2 * self.workers)))
            return list(self._executor().map(_summarize, jobs, chunksize=chunk))
        except Exception as e:  # noqa: BLE001 - BrokenProcessPool, a pickling or start failure: inline from now on
            log.warning("summary pool of %d processes failed (%s: %s); summarizing inline from now on",
                        self.workers, type(e).__name__, e)
            self.close()
            self.workers = 0
            return [_summarize(j) for j in jobs]

    def close(self) -> None:
        """Stop the worker processes (idempotent)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
