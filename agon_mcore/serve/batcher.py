"""One worker thread in front of a rollout engine: batches concurrent generations, watches
the engine, restarts it when it dies.

Every HTTP request becomes one or more *jobs* (one :class:`GenerationRequest` each: the
draft, then the challenger's answer). The worker takes every waiting job whose sampling
parameters equal the oldest job's (up to ``max_batch``) and sends them to the engine in
ONE ``generate`` call, so concurrent clients share forward passes; jobs of both rivals and
of both stages go into the same call (the engine splits them per rival).

Faults, by kind:

- a bad request the up-front checks missed (the engine raises ``ValueError``): the batch
  is retried one job at a time, so only the offending job fails (:class:`BadRequest`);
- an engine that raises anything else (a dead SGLang server, a rival whose weight update
  failed, dropped models): every job of the batch fails with :class:`EngineUnavailable`
  (503) and the engine is rebuilt by ``factory``; after ``max_restarts`` failed rebuilds
  in a row the worker reports the engine dead (503 naming the cause) and stops trying;
- an engine that hangs (no answer within ``timeout_s``): the same as a dead one; the hung
  call is abandoned (its result, if it ever comes, is dropped).

Every accepted job's future is resolved exactly once: with results or with a
:class:`~agon_mcore.serve.errors.ServeError`, also at :meth:`EngineWorker.close`.
"""
from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import logging
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Deque, Dict, List, Optional

from agon_mcore.serve.errors import BadRequest, EngineUnavailable, ServeError

log = logging.getLogger("agon.serve")


@dataclass
class Job:
    """One generation: a prompt for one rival and its sampling parameters (``n == 1``).

    Attributes:
        request: ``agon_mcore.rollout.GenerationRequest``.
        sampling: ``agon_mcore.rollout.SamplingParams``.
        future: resolved with the ``GenerationResult`` or a ``ServeError``.
        enqueued: ``time.perf_counter()`` when submitted; ``started``/``finished``: of its
            engine call (seconds, same clock).
        batch_size: jobs in the engine call that produced it.
    """

    request: Any
    sampling: Any
    future: cf.Future = field(default_factory=cf.Future)
    enqueued: float = field(default_factory=time.perf_counter)
    started: float = 0.0
    finished: float = 0.0
    batch_size: int = 0

    def key(self):
        """Jobs with equal keys may share one ``generate`` call.

        A seeded sampled job gets a key of its own: the engine derives each sample's seed
        from the call seed AND the request's position in the call
        (``agon_mcore.rollout.base.sample_seed``), so it runs alone at position 0 and its
        answer does not depend on which other requests arrived at the same time.
        """
        s = self.sampling
        solo = s.seed is not None and s.temperature > 0
        return (s.temperature, s.top_p, s.top_k, s.max_new_tokens, tuple(s.stop), tuple(s.stop_token_ids),
                s.seed if s.temperature > 0 else None, id(self) if solo else None)


class EngineWorker:
    """The thread that owns the engine.

    Args:
        factory: builds a ready engine (weights loaded); called at start and for each restart.
        max_batch: jobs per ``generate`` call at most.
        timeout_s: an engine call slower than this counts as a hung engine (None: no limit).
        max_restarts: consecutive failed rebuilds before the engine is reported dead.
        on_batch: called ``on_batch(jobs)`` after each successful call (metrics).

    Raises:
        Whatever ``factory`` raises at start (the server does not start on a broken run).
    """

    def __init__(self, factory: Callable[[], Any], *, max_batch: int = 32, timeout_s: Optional[float] = 600.0,
                 max_restarts: int = 3, on_batch: Optional[Callable[[List[Job]], None]] = None,
                 on_restart: Optional[Callable[[], None]] = None):
        if max_batch < 1:
            raise ValueError(f"max_batch={max_batch} must be >= 1")
        self.factory = factory
        self.max_batch = int(max_batch)
        self.timeout_s = timeout_s
        self.max_restarts = int(max_restarts)
        self.on_batch = on_batch
        self.on_restart = on_restart
        self.engine = factory()
        self.state = "ok"  # ok | restarting | dead | closed
        self.last_error: Optional[str] = None
        self.restarts = 0
        self.batches = 0
        self._jobs: Deque[Job] = deque()
        self._running: List[Job] = []
        self._dead_engine = None
        self._cv = threading.Condition()
        self._call_pool = cf.ThreadPoolExecutor(1, thread_name_prefix="agon-engine-call")
        self._thread = threading.Thread(target=self._loop, name="agon-engine-worker", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------------ public

    def submit(self, request, sampling) -> cf.Future:
        """Queue one generation; returns its future (``GenerationResult`` or ``ServeError``).

        Raises:
            EngineUnavailable: the engine is restarting, dead or closed (nothing queued).
        """
        with self._cv:
            self._refuse_unless_ok()
            job = Job(request, dataclasses.replace(sampling, n=1))
            self._jobs.append(job)
            self._cv.notify()
        return job.future

    def waiting(self) -> int:
        """Jobs queued and not yet sent to the engine."""
        with self._cv:
            return len(self._jobs)

    def kill_engine(self, reason: str) -> None:
        """Treat the engine as dead now (an operator's or a test's fault injection): running
        and queued jobs fail with 503 and the engine is rebuilt."""
        with self._cv:
            self._fail_all(EngineUnavailable(f"the engine was stopped: {reason}; it is being restarted",
                                             retry_after=5))
            self._dead_engine = self.engine
            self.state = "restarting"
            self.last_error = reason
            self._cv.notify()

    def close(self) -> None:
        """Stop the worker: queued jobs fail with 503, the engine is shut down (idempotent)."""
        with self._cv:
            if self.state == "closed":
                return
            self.state = "closed"
            self._fail_all(EngineUnavailable("the server is shutting down; retry on another replica"))
            self._cv.notify()
        self._thread.join(timeout=5)
        self._call_pool.shutdown(wait=False, cancel_futures=True)
        _shutdown(self.engine)

    # ------------------------------------------------------------------ internals

    def _refuse_unless_ok(self) -> None:
        if self.state == "ok":
            return
        if self.state == "restarting":
            raise EngineUnavailable(f"the engine is restarting after a fault ({self.last_error}); retry shortly",
                                    retry_after=5)
        if self.state == "dead":
            raise EngineUnavailable(f"the engine is dead and could not be restarted ({self.max_restarts} tries): "
                                    f"{self.last_error}; see the server log and restart `agon serve`")
        raise EngineUnavailable("the server is shutting down; retry on another replica")

    def _fail_all(self, err: ServeError) -> None:
        while self._jobs:
            _resolve(self._jobs.popleft(), error=err)
        for job in self._running:
            _resolve(job, error=err)

    def _take_batch(self) -> List[Job]:
        first = self._jobs[0]
        key = first.key()
        batch = [j for j in self._jobs if j.key() == key][: self.max_batch]
        taken = set(map(id, batch))
        self._jobs = deque(j for j in self._jobs if id(j) not in taken)
        return batch

    def _loop(self) -> None:
        while True:
            with self._cv:
                while (self.state == "ok" and not self._jobs) or self.state == "dead":
                    self._cv.wait()
                if self.state == "closed":
                    return
                if self.state == "restarting":
                    batch = []
                else:
                    batch = self._take_batch()
                    self._running = batch
            if not batch:
                self._restart()
                continue
            try:
                self._run(batch)
            except BaseException as e:  # noqa: BLE001 - never lose a job, whatever happened
                log.exception("engine worker: unexpected error")
                for j in batch:
                    _resolve(j, error=EngineUnavailable(f"internal error in the engine worker: {e!r}"))
            finally:
                self._running = []

    def _call(self, jobs: List[Job]):
        fut = self._call_pool.submit(self.engine.generate, [j.request for j in jobs], jobs[0].sampling)
        return fut.result(timeout=self.timeout_s)

    def _run(self, batch: List[Job]) -> None:
        t0 = time.perf_counter()
        for j in batch:
            j.started, j.batch_size = t0, len(batch)
        try:
            out = self._call(batch)
        except ValueError as e:
            if len(batch) == 1:
                _resolve(batch[0], error=BadRequest(f"the engine refused the request: {e}"))
                return
            for j in batch:  # isolate the offending request: the others must not fail with it
                self._run([j])
            return
        except cf.TimeoutError:
            self._engine_failed(batch, f"the engine gave no answer within {self.timeout_s:g} s (hung)",
                                hung=True)
            return
        except Exception as e:  # noqa: BLE001 - any other error means the engine is unusable
            self._engine_failed(batch, f"{type(e).__name__}: {e}")
            return
        t1 = time.perf_counter()
        if self.state != "ok":  # killed while this call ran: its jobs were already answered
            return
        self.batches += 1
        for j, row in zip(batch, out):
            j.finished = t1
            _resolve(j, result=row[0])
        if self.on_batch is not None:
            try:
                self.on_batch(batch)
            except Exception:  # noqa: BLE001 - metrics never fail a request
                log.exception("metrics callback failed")

    def _engine_failed(self, batch: List[Job], why: str, hung: bool = False) -> None:
        log.error("engine failed: %s; restarting it", why)
        with self._cv:
            if self.state == "closed":
                for j in batch:
                    _resolve(j, error=EngineUnavailable("the server is shutting down"))
                return
            self.state = "restarting"
            self.last_error = why
            err = EngineUnavailable(f"the engine failed while generating ({why}); it is being restarted, "
                                    "retry shortly", retry_after=5)
            for j in batch:
                _resolve(j, error=err)
            self._fail_all(err)
            self._dead_engine = self.engine
            if hung:  # the hung call keeps its thread; later calls get a fresh one
                self._call_pool.shutdown(wait=False, cancel_futures=True)
                self._call_pool = cf.ThreadPoolExecutor(1, thread_name_prefix="agon-engine-call")
            self._cv.notify()

    def _restart(self) -> None:
        old = self._dead_engine
        if old is not None:  # first: a relaunch may need the old servers' ports and GPUs
            _shutdown(old)
            self._dead_engine = None
        for attempt in range(1, self.max_restarts + 1):
            if self.state == "closed":
                return
            try:
                engine = self.factory()
            except Exception as e:  # noqa: BLE001
                log.error("engine restart %d/%d failed: %s", attempt, self.max_restarts, e)
                self.last_error = f"restart {attempt}/{self.max_restarts} failed: {type(e).__name__}: {e}"
                time.sleep(min(2.0 * attempt, 10.0))
                continue
            with self._cv:
                self.engine = engine
                self.restarts += 1
                if self.state != "closed":
                    self.state = "ok"
                log.warning("engine restarted (restart %d)", self.restarts)
            if self.on_restart is not None:
                self.on_restart()
            return
        with self._cv:
            if self.state != "closed":
                self.state = "dead"
                log.error("engine dead after %d failed restarts: %s", self.max_restarts, self.last_error)

    def status(self) -> Dict[str, Any]:
        """``{"state", "restarts", "last_error", "waiting", "batches"}`` for /health."""
        return {"state": self.state, "restarts": self.restarts, "last_error": self.last_error,
                "waiting": self.waiting(), "batches": self.batches}


def _resolve(job: Job, *, result=None, error: Optional[BaseException] = None) -> None:
    if job.future.done():
        return
    if error is not None:
        job.future.set_exception(error)
    else:
        job.future.set_result(result)


def _shutdown(engine) -> None:
    try:
        engine.shutdown()
    except Exception as e:  # noqa: BLE001 - a dead engine may fail to stop cleanly
        log.warning("engine shutdown: %s", e)
