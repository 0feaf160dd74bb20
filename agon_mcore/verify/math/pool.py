"""The worker pool: math-verify in worker processes with a hard per-call deadline
(:class:`MathVerifier`; the worker script is ``_worker.py``)."""
from __future__ import annotations

import json
import logging
import os
import selectors
import subprocess
import sys
import threading
import time
from collections import deque
from pathlib import Path

from agon_mcore.stop_signals import stop_signals_blocked
from agon_mcore.verify.answer import final_answer, split_response
from agon_mcore.verify.math.latex_numbers import quick_verdict
from agon_mcore.verify.math.parsing import prepare_pair
from agon_mcore.verify.types import Verdict

log = logging.getLogger("agon.verify")

_WORKER = str(Path(__file__).with_name("_worker.py"))
STARTUP_TIMEOUT_S = 120.0  # a cold import of sympy on a loaded 2-core machine is slow
MAX_STARTUP_FAILURES = 3
# Keep the worker's folder (this package's own modules) off the worker's sys.path: it imports math-verify only.
_SAFE_PATH_FLAGS = ("-P",) if sys.version_info >= (3, 11) else ("-I",)
SOFT_FRACTION = 0.8  # in-worker alarm at 80 % of the deadline; the kill is the backstop




class _Worker:
    """One math-verify process and its pipe state."""

    def __init__(self, env: dict[str, str]):
        with stop_signals_blocked():  # a job's stop signal reaches every process: the trainer kills workers itself
            self.proc = subprocess.Popen(
                [sys.executable, *_SAFE_PATH_FLAGS, _WORKER],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                env=env, start_new_session=True,
            )
        os.set_blocking(self.proc.stdout.fileno(), False)
        self.buf = b""
        self.ready = False
        self.started = time.monotonic()
        self.task: int | None = None  # index in the current batch
        self.deadline = 0.0
        self.limit = 0.0  # seconds allowed for the current task

    def send(self, obj: dict) -> None:
        self.proc.stdin.write(json.dumps(obj).encode("utf-8") + b"\n")
        self.proc.stdin.flush()

    def read(self) -> list[dict] | None:
        """Complete messages available now; ``None`` once the worker's stdout closed."""
        try:
            data = os.read(self.proc.stdout.fileno(), 1 << 16)
        except BlockingIOError:
            return []
        if not data:
            return None
        self.buf += data
        *lines, self.buf = self.buf.split(b"\n")
        return [json.loads(x) for x in lines if x.strip()]

    def kill(self) -> None:
        try:
            self.proc.kill()
        except ProcessLookupError:
            pass
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            log.warning("math-verify worker %d did not exit after SIGKILL", self.proc.pid)


def default_workers() -> int:
    """Worker processes by default: one per CPU this process may run on (at most 32)."""
    try:
        n = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        n = os.cpu_count() or 1
    return max(1, min(32, n))


def _set_like(gold: str) -> bool:
    """A gold that may be a set or list of several elements (several boxes can answer it)."""
    return "," in gold or "\\cup" in gold


class MathVerifier:
    """Batch math verifier: c(y) for responses against gold answers.

    **Which answer is graded.** :func:`agon_mcore.verify.answer.final_answer` of the answer
    part (the same rule the draft summary hides): the box (boxes that agree count as one),
    or an explicit final-answer statement written after the last box (``so \\boxed{3} is
    wrong. The final answer is $5$.`` grades ``5``). No box: ``no_answer``.

    **Hedging.** Several boxes with different values (``\\boxed{1} and \\boxed{2}``) are
    correct only if *every* value is equivalent to the gold (the same value restated in
    another form, ``\\boxed{\\frac12} = \\boxed{0.5}``), or, for a gold that is a set of
    several elements, if the values together are that set (``\\boxed{1}, \\boxed{2},
    \\boxed{3}`` for ``\\{1,2,3\\}``: a set answer written as several boxes). Anything else
    is a hedge and wrong (``detail`` says so).

    **Comparison.** Both sides go through :func:`prepare_pair` (notation math-verify
    misreads: ``30°``, ``\\varnothing``, ``1.5e3``, ``1 000``, multiple-choice labels,
    an inequality against an interval gold), then :func:`quick_verdict` decides the cases
    that need no sympy, and the rest goes to ``math_verify.verify(parse(\\boxed{gold}),
    parse(\\boxed{pred}))`` in a worker process with a hard deadline.

    **Documented deviations from plain math-verify** on the same answer text (each is a
    row of the pair table in ``tests/verify/test_math_pairs.py``):

    1. *Final-box requirement*: an answer part without a box is ``no_answer``, though
       math-verify would also read a bare ``$5$`` (the format the policy is trained to).
    2. *Hedging*: math-verify joins several boxes into a set and compares it, so boxes
       ``0`` and ``1`` equal an interval gold ``(0, 1)`` and ``\\boxed{2}, \\boxed{2.5}`` may
       pass on rounding; we accept several boxes only as described above.
    3. *Words*: a text answer (:func:`text_answer`) is compared as case-folded words;
       math-verify reads words as products of symbols (``Yes`` == ``sey``).
    4. *Digits across a space*: ``1 000`` and ``12\\,345`` are thousands groups, one number
       (math-verify: ``1*0``); any other ``1 2`` is not one number and is wrong (math-verify
       reads it as ``1 + 2``, so gold ``3`` would pass; it is never ``12``).
    5. *Notation math-verify misreads*: ``30°`` = 30, ``\\varnothing`` = ``\\emptyset``,
       ``1.5e3`` = 1500, ``\\textbf{(D)}\\ 7`` = ``D``, ``0 < x < 12.5`` = ``(0, 12.5)``.
    6. *The answer statement*: a statement after the last box counts in the forms
       :func:`~agon_mcore.verify.answer.final_answer` lists (``Final answer: 7``,
       ``**-3**``), which math-verify partly misses; a statement before the last box never
       counts.
    7. *Exact values*: two exact constants (integers, fractions, factorials, integer
       powers, percentages and decimals as written: ``0.0000003`` is 3/10^7) are compared
       exactly, with sympy rationals (``\\frac{1}{2006!}`` is not ``\\frac{1}{2004!}``,
       ``0.0000003`` is not ``0.0000001``, and a decimal is not a fraction it only
       approximates: ``0.333333`` is not ``\\frac13``); math-verify rounds a float to 6
       places and chops an exact difference below about 1e-15. Equal values in other forms
       stay equal (``2^{-20}`` = ``\\frac{1}{1048576}``, ``5\\times 10^{-7}`` = ``0.0000005``,
       ``3.50`` = ``3.5``). Exact constants of which one is irrational (``\\pi`` against
       ``\\frac{355}{113}``) are unequal when their difference is nonzero at 30 digits.
       math-verify's rounding rule is kept only where a written decimal meets an
       irrational value (gold ``\\sqrt{2}``, answer ``1.414214``: correct). A value larger
       than :data:`~agon_mcore.verify.math._worker.EXACT_MAX_DIGITS` digits is compared by
       that high-precision difference; the timeout bounds all of it.
    8. *Mixed numbers*: an integer and a proper fraction separated by any LaTeX space
       command (``2~\\frac{2}{3}``, ``2\\enspace\\frac23``, ``2\\hspace{1mm}\\frac{2}{3}``,
       ``2~3/4``) is one mixed number (8/3), as math-verify already reads ``2\\,\\frac{2}{3}``;
       math-verify reads some of these spaces as a product or drops the integer.

    Args:
        num_workers: worker processes (each one math-verify/sympy interpreter, ~100 MB);
            ``None``: one per available CPU (:func:`default_workers`).
        timeout_s: hard deadline per check, from dispatch to answer, in seconds.
        cache_size: verdicts kept per (answer, gold) pair in this process (0 disables;
            timeouts and errors are never cached).
        retry_factor: a check that times out is tried once more with a deadline this many
            times longer before it scores ``timeout`` (c = 0), so a verdict does not depend
            on how loaded the machine was; 0 disables the retry.

    Attributes:
        stats: counters since construction: ``timeouts`` (checks that scored ``timeout``
            after the retry), ``retries`` (first attempts that timed out and were retried),
            ``restarts`` (workers killed and replaced), ``worker_calls`` (requests sent to
            workers, retries included), ``fast`` (verdicts decided without a worker),
            ``cache_hits``. The trainer can log them per step.

    Workers start in ``__init__`` (in the background) and live until :meth:`close`; use it
    as a context manager. ``verify_batch`` is thread-safe (calls are serialised).
    """

    def __init__(self, num_workers: int | None = None, timeout_s: float = 5.0,
                 cache_size: int = 100_000, retry_factor: float = 3.0):
        if num_workers is None:
            num_workers = default_workers()
        if num_workers < 1:
            raise ValueError(f"MathVerifier num_workers={num_workers} must be >= 1")
        if not timeout_s > 0:
            raise ValueError(f"MathVerifier timeout_s={timeout_s} must be > 0")
        if retry_factor < 0:
            raise ValueError(f"MathVerifier retry_factor={retry_factor} must be >= 0 (0: no retry)")
        self.num_workers = num_workers
        self.timeout_s = float(timeout_s)
        self.cache_size = cache_size
        self.retry_factor = float(retry_factor)
        # In-worker SIGALRM at this fraction of the deadline, so slow sympy work usually stops
        # without a restart; outside (0, 1) it is off and only the parent's kill applies.
        self.soft_fraction = SOFT_FRACTION
        # Test hook (labelled): seconds a worker sleeps before a FIRST attempt, to simulate a
        # machine so loaded that the first deadline passes. Never set in production.
        self._test_first_attempt_delay_s = 0.0
        self._cache: dict[tuple[str, bool, str], Verdict] = {}
        self._lock = threading.Lock()
        self._env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1")
        self._sel = selectors.DefaultSelector()
        self._workers: list[_Worker] = []
        self._startup_failures = 0
        self._closed = False
        self.stats = {"timeouts": 0, "retries": 0, "restarts": 0, "worker_calls": 0, "fast": 0, "cache_hits": 0}
        for _ in range(num_workers):
            self._spawn()

    # -- pool management

    def _spawn(self) -> _Worker:
        w = _Worker(self._env)
        self._sel.register(w.proc.stdout, selectors.EVENT_READ, w)
        self._workers.append(w)
        return w

    def _replace(self, w: _Worker) -> None:
        self._sel.unregister(w.proc.stdout)
        w.kill()
        self._workers.remove(w)
        self.stats["restarts"] += 1
        if not self._closed:
            self._spawn()

    def _startup_failed(self, w: _Worker, why: str) -> None:
        self._startup_failures += 1
        self._replace(w)
        if self._startup_failures >= MAX_STARTUP_FAILURES:
            raise RuntimeError(
                f"math-verify workers failed to start {self._startup_failures} times ({why}); "
                f"check that `{sys.executable} -c 'import math_verify'` works (pip install 'math-verify[antlr4_13_2]')"
            )

    # -- public API

    def verify_batch(self, responses: list[str], golds: list[str]) -> list[Verdict]:
        """Judge ``responses[i]`` against ``golds[i]``.

        Args:
            responses: full decoded responses (``<think>...</think>answer part``).
            golds: gold answers (LaTeX, as in :attr:`Problem.answer`).

        Returns:
            One :class:`Verdict` per response, in order; ``extracted`` is
            ``final_answer(answer_part).text`` (several differing boxes: their values,
            comma-separated).

        Raises:
            ValueError: lengths differ. RuntimeError: workers cannot start, or closed.
        """
        if len(responses) != len(golds):
            raise ValueError(f"verify_batch got {len(responses)} responses but {len(golds)} golds")
        if self._closed:
            raise RuntimeError("MathVerifier is closed; create a new one")
        out: list[Verdict | None] = [None] * len(responses)
        todo: deque[int] = deque()
        jobs: dict[int, dict] = {}
        keys: dict[int, tuple[str, bool, str]] = {}
        preds: list[str | None] = []
        for i, (resp, gold) in enumerate(zip(responses, golds)):
            _, answer = split_response(resp)
            fa = final_answer(answer) if answer is not None else None
            pred = fa.text if fa is not None else None
            preds.append(pred)
            if fa is None:
                out[i] = Verdict(False, "no_answer", None, "reasoning block never closed")
            elif pred is None:
                why = "the last \\boxed{} never closes" if fa.spans else "no \\boxed{} in the answer part"
                out[i] = Verdict(False, "no_answer", None, why)
            elif gold is None or not str(gold).strip():
                out[i] = Verdict(False, "error", pred, "problem has no gold answer")
            elif (pred, fa.hedged, gold) in self._cache:
                self.stats["cache_hits"] += 1
                out[i] = self._cache[(pred, fa.hedged, gold)]
            else:
                keys[i] = (pred, fa.hedged, gold)
                v, job = self._plan(pred, fa, str(gold))
                if v is not None:
                    self.stats["fast"] += 1
                    out[i] = self._remember(keys[i], v)
                else:
                    jobs[i] = job
                    todo.append(i)
        if todo:
            with self._lock:
                self._run(todo, jobs, keys, preds, out)
        missing = [i for i, v in enumerate(out) if v is None]
        if missing:
            raise RuntimeError(f"internal error: no verdict for responses {missing[:5]}")
        return out  # type: ignore[return-value]

    def _plan(self, pred: str, fa, gold: str) -> tuple[Verdict | None, dict]:
        """A verdict decided here, or ``(None, worker request)``."""
        if not fa.hedged:
            p, g = prepare_pair(pred, gold)
            v = quick_verdict(p, g)
            if v is not None:
                return Verdict(v.correct, v.reason, pred, v.detail), {}
            return None, {"pred": p, "gold": g}
        parts = [prepare_pair(x, gold) for x in fa.values]
        g = parts[0][1]
        if not _set_like(g):
            quick = [quick_verdict(p, g) for p, _ in parts]
            bad = [x for x, q in zip(fa.values, quick) if q is not None and not q.correct]
            if bad:
                return Verdict(False, "wrong", pred, f"hedged: {len(fa.values)} different boxed answers, "
                                                     f"{bad[0]!r} is not the gold"), {}
            if all(q is not None for q in quick):
                return Verdict(True, "correct", pred, "boxes restate one value"), {}
        return None, {"parts": [p for p, _ in parts], "gold": g}

    def _remember(self, key: tuple[str, bool, str], v: Verdict) -> Verdict:
        if self.cache_size > 0 and v.reason in ("correct", "wrong"):
            if len(self._cache) >= self.cache_size:
                self._cache.clear()
            self._cache[key] = v
        return v

    def _run(self, todo: deque[int], jobs, keys, preds, out) -> None:
        attempts: dict[int, int] = {}
        retry = self.retry_factor > 0

        def timed_out(i: int, detail: str) -> None:
            if retry and attempts[i] == 1:
                self.stats["retries"] += 1
                todo.append(i)
            else:
                self.stats["timeouts"] += 1
                out[i] = Verdict(False, "timeout", preds[i], detail)

        while todo or any(w.task is not None for w in self._workers):
            now = time.monotonic()
            for w in list(self._workers):
                if w.ready and w.task is None and todo:
                    i = todo.popleft()
                    n = attempts[i] = attempts.get(i, 0) + 1
                    limit = self.timeout_s * (self.retry_factor if n > 1 else 1.0)
                    soft = limit * self.soft_fraction if 0 < self.soft_fraction < 1 else 0.0
                    req = dict(jobs[i], i=i, soft_s=soft)
                    if n == 1 and self._test_first_attempt_delay_s > 0:
                        req["delay_s"] = self._test_first_attempt_delay_s
                    try:
                        w.send(req)
                    except (BrokenPipeError, OSError):
                        attempts[i] -= 1
                        todo.appendleft(i)
                        self._replace(w)
                        continue
                    w.task, w.deadline, w.limit = i, time.monotonic() + limit, limit
                    self.stats["worker_calls"] += 1
            waits = [w.deadline for w in self._workers if w.task is not None]
            waits += [w.started + STARTUP_TIMEOUT_S for w in self._workers if not w.ready]
            timeout = max(0.0, min(waits) - now) if waits else 0.05
            for key, _ in self._sel.select(timeout):
                w = key.data
                if w not in self._workers:
                    continue
                msgs = w.read()
                if msgs is None:  # the worker died
                    if w.task is not None:
                        i, w.task = w.task, None
                        out[i] = Verdict(False, "error", preds[i], "math-verify worker died")
                        self._replace(w)
                    else:
                        self._startup_failed(w, "worker exited during start-up")
                    continue
                for m in msgs:
                    if m.get("ready"):
                        w.ready = True
                        self._startup_failures = 0
                    elif "fatal" in m:
                        self._startup_failed(w, m["fatal"].strip().splitlines()[-1])
                        break
                    elif m.get("i") == w.task:
                        i, w.task = w.task, None
                        reason, detail = m["reason"], m.get("detail", "")
                        if reason == "timeout":
                            timed_out(i, detail)
                            continue
                        out[i] = self._remember(keys[i], Verdict(reason == "correct", reason, preds[i], detail))
            now = time.monotonic()
            for w in list(self._workers):
                if w.task is not None and now >= w.deadline:
                    i, w.task = w.task, None
                    timed_out(i, f"killed after {w.limit:g} s")
                    self._replace(w)
                elif not w.ready and now >= w.started + STARTUP_TIMEOUT_S:
                    self._startup_failed(w, f"not ready after {STARTUP_TIMEOUT_S:g} s")

    def close(self) -> None:
        """Stop every worker (idempotent)."""
        if self._closed:
            return
        self._closed = True
        for w in list(self._workers):
            try:
                self._sel.unregister(w.proc.stdout)
            except (KeyError, ValueError):
                pass
            w.kill()
        self._workers.clear()
        self._sel.close()

    def __enter__(self) -> MathVerifier:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
