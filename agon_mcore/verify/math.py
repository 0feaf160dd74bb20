"""Math correctness c(y): math-verify in worker processes with a hard per-call deadline.

math-verify's own timeout uses ``signal.alarm`` and fails off the main thread, and sympy
can hang in C code no signal interrupts. So each check runs in a worker process
(``_math_worker.py``, JSON lines over pipes) and the parent enforces the deadline: a call
that has not answered ``timeout_s`` seconds after dispatch is killed with its process, the
worker replaced, and the verdict is ``timeout`` (c = 0).

What is compared (docs/INTERFACES.md, issue 2):

- only the answer part (text after ``</think>``); a reasoning block that never closes is
  ``no_answer``;
- the content of the LAST ``\\boxed{}``/``\\fbox{}`` there (``no_answer`` if none);
- both sides are wrapped as ``\\boxed{...}`` for ``math_verify.parse`` (stricter than
  ``$...$``: ``2^{\\aleph_0}`` does not collapse to ``2``), then ``math_verify.verify(gold,
  pred)`` (symbolic and numeric equality, intervals, sets, ``27.0 == 27``, ``025 == 25``).

Two checks run in the parent first, without a worker: equal strings after a light
normalisation (spaces, ``\\left``/``\\right``, ``\\dfrac``, ``_{x}`` -> ``_x``, ``$``, a
final period) are correct; and a gold that is a plain word (``Yes``, ``False``,
``\\text{Evelyn}``) is compared as case-folded text, because math-verify reads words as
products of symbols (``Yes`` == ``yes`` == ``sey``). Results are cached per process.
"""
from __future__ import annotations

import json
import logging
import os
import re
import selectors
import subprocess
import sys
import threading
import time
from collections import deque
from pathlib import Path

from agon_mcore.verify.answer import last_boxed, split_response
from agon_mcore.verify.types import Verdict

log = logging.getLogger("agon.verify")

_WORKER = str(Path(__file__).with_name("_math_worker.py"))
STARTUP_TIMEOUT_S = 120.0  # a cold import of sympy on a loaded 2-core machine is slow
MAX_STARTUP_FAILURES = 3
# Keep the worker's folder (which holds a module named math.py) off sys.path.
_SAFE_PATH_FLAGS = ("-P",) if sys.version_info >= (3, 11) else ("-I",)
SOFT_FRACTION = 0.8  # in-worker alarm at 80 % of the deadline; the kill is the backstop


# ----------------------------------------------------------------------------- string checks

_TEXT_WRAP_RE = re.compile(r"\\(?:text|textbf|textit|mathrm|mathbf|operatorname)\s*\{([^{}]*)\}")
_SIZING_RE = re.compile(r"\\(?:left|right)(?![A-Za-z])")  # not \\leftarrow
_FRAC_RE = re.compile(r"\\[dt]frac(?![A-Za-z])")
_WORD_RE = re.compile(r"[A-Za-z]+(?:['-][A-Za-z]+)*")
_SUB_RE = re.compile(r"([_^])\{(\\[A-Za-z]+|[A-Za-z0-9])\}")


def normalize_latex(s: str) -> str:
    """A conservative canonical form: equal outputs mean equal answers (used as a fast
    path only; unequal outputs say nothing)."""
    s = s.strip().strip("$").strip()
    s = s.rstrip(".").strip()
    s = _SIZING_RE.sub("", s)
    s = _FRAC_RE.sub(r"\\frac", s)
    for a in ("\\!", "\\,", "\\;", "\\:", "\\ "):
        s = s.replace(a, "")
    s = re.sub(r"\s+", "", s)
    s = _SUB_RE.sub(r"\1\2", s)
    return s


def text_answer(s: str) -> str | None:
    """The case-folded words if ``s`` is a plain text answer, else ``None``.

    Plain text: whitespace-separated words made of letters (inner ``-``/``'`` allowed), at
    least one of them two letters long; ``\\text{...}``-style wrappers and a final period
    are ignored. ``Yes``, ``\\text{Evelyn}``, ``well-defined`` are text; ``n``, ``p - q``,
    ``\\pi`` are not.
    """
    t = s.strip().strip("$").strip()
    prev = None
    while prev != t:
        prev = t
        t = _TEXT_WRAP_RE.sub(r"\1", t)
    words = t.strip().rstrip(".").split()
    if words and all(_WORD_RE.fullmatch(w) for w in words) and any(len(w) >= 2 for w in words):
        return " ".join(words).casefold()
    return None


def quick_verdict(pred: str, gold: str) -> Verdict | None:
    """Decide without math-verify when the strings settle it, else ``None``."""
    if normalize_latex(pred) == normalize_latex(gold):
        return Verdict(True, "correct", pred)
    g = text_answer(gold)
    if g is not None:
        p = text_answer(pred)
        ok = p == g
        return Verdict(ok, "correct" if ok else "wrong", pred, "" if ok else "text answer differs")
    return None


# ----------------------------------------------------------------------------- worker pool


class _Worker:
    """One math-verify process and its pipe state."""

    def __init__(self, env: dict[str, str]):
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


class MathVerifier:
    """Batch math verifier: c(y) for responses against gold answers.

    Args:
        num_workers: worker processes (each one math-verify/sympy interpreter, ~100 MB).
        timeout_s: hard deadline per check, from dispatch to answer, in seconds.
        cache_size: verdicts kept per (answer, gold) pair in this process (0 disables;
            timeouts and errors are never cached).

    Workers start in ``__init__`` (in the background) and live until :meth:`close`; use it
    as a context manager. ``verify_batch`` is thread-safe (calls are serialised).
    """

    def __init__(self, num_workers: int = 2, timeout_s: float = 5.0, cache_size: int = 100_000):
        if num_workers < 1:
            raise ValueError(f"MathVerifier num_workers={num_workers} must be >= 1")
        if not timeout_s > 0:
            raise ValueError(f"MathVerifier timeout_s={timeout_s} must be > 0")
        self.num_workers = num_workers
        self.timeout_s = float(timeout_s)
        self.cache_size = cache_size
        # In-worker SIGALRM at this fraction of the deadline, so slow sympy work usually stops
        # without a restart; outside (0, 1) it is off and only the parent's kill applies.
        self.soft_fraction = SOFT_FRACTION
        self._cache: dict[tuple[str, str], Verdict] = {}
        self._lock = threading.Lock()
        self._env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1")
        self._sel = selectors.DefaultSelector()
        self._workers: list[_Worker] = []
        self._startup_failures = 0
        self._closed = False
        self.stats = {"timeouts": 0, "restarts": 0, "worker_calls": 0, "cache_hits": 0}
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
            One :class:`Verdict` per response, in order; ``extracted`` is the last boxed
            content of the answer part.

        Raises:
            ValueError: lengths differ. RuntimeError: workers cannot start, or closed.
        """
        if len(responses) != len(golds):
            raise ValueError(f"verify_batch got {len(responses)} responses but {len(golds)} golds")
        if self._closed:
            raise RuntimeError("MathVerifier is closed; create a new one")
        out: list[Verdict | None] = [None] * len(responses)
        todo: deque[int] = deque()
        preds: list[str | None] = []
        for i, (resp, gold) in enumerate(zip(responses, golds)):
            _, answer = split_response(resp)
            pred = last_boxed(answer) if answer is not None else None
            preds.append(pred)
            if answer is None:
                out[i] = Verdict(False, "no_answer", None, "reasoning block never closed")
            elif pred is None:
                out[i] = Verdict(False, "no_answer", None, "no \\boxed{} in the answer part")
            elif gold is None or not str(gold).strip():
                out[i] = Verdict(False, "error", pred, "problem has no gold answer")
            elif (pred, gold) in self._cache:
                self.stats["cache_hits"] += 1
                out[i] = self._cache[(pred, gold)]
            else:
                q = quick_verdict(pred, gold)
                if q is not None:
                    out[i] = self._remember(pred, gold, q)
                else:
                    todo.append(i)
        if todo:
            with self._lock:
                self._run(todo, preds, golds, out)
        missing = [i for i, v in enumerate(out) if v is None]
        if missing:
            raise RuntimeError(f"internal error: no verdict for responses {missing[:5]}")
        return out  # type: ignore[return-value]

    def _remember(self, pred: str, gold: str, v: Verdict) -> Verdict:
        if self.cache_size > 0 and v.reason in ("correct", "wrong"):
            if len(self._cache) >= self.cache_size:
                self._cache.clear()
            self._cache[(pred, gold)] = v
        return v

    def _run(self, todo: deque[int], preds, golds, out) -> None:
        soft = self.timeout_s * self.soft_fraction if 0 < self.soft_fraction < 1 else 0.0
        while todo or any(w.task is not None for w in self._workers):
            now = time.monotonic()
            for w in list(self._workers):
                if w.ready and w.task is None and todo:
                    i = todo.popleft()
                    try:
                        w.send({"i": i, "pred": preds[i], "gold": golds[i], "soft_s": soft})
                    except (BrokenPipeError, OSError):
                        todo.appendleft(i)
                        self._replace(w)
                        continue
                    w.task, w.deadline = i, time.monotonic() + self.timeout_s
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
                        reason = m["reason"]
                        v = Verdict(reason == "correct", reason, preds[i], m.get("detail", ""))
                        if reason == "timeout":
                            self.stats["timeouts"] += 1
                        out[i] = self._remember(preds[i], golds[i], v)
            now = time.monotonic()
            for w in list(self._workers):
                if w.task is not None and now >= w.deadline:
                    i, w.task = w.task, None
                    out[i] = Verdict(False, "timeout", preds[i], f"killed after {self.timeout_s:g} s")
                    self.stats["timeouts"] += 1
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
