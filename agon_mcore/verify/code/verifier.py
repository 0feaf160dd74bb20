"""The batch code verifier: c(y) of code problems, judged outside the program's reach."""
from __future__ import annotations

import json
import math
import os
import signal
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from agon_mcore.verify.answer import split_response
from agon_mcore.verify.code.extract import _short, extract_code, outputs_match
from agon_mcore.verify.code.sandbox import (
    INSIDE_SOURCE,
    TESTS_SOURCE,
    Sandbox,
    kill_tree,
    pump,
    run_process,
    shared_sandbox,
    spawn,
    wait_until,
)
from agon_mcore.verify.types import Verdict

_SIGXCPU_CODES = {-signal.SIGXCPU, 128 + signal.SIGXCPU}
_KILLED_CODES = {-signal.SIGKILL, 128 + signal.SIGKILL}


class _SandboxDidNotStart(Exception):
    """The sandbox itself failed (the program never ran): the only ``error`` verdict."""


class CodeVerifier:
    """Batch code verifier (see the package docstring for what runs where).

    Args:
        num_workers: responses checked at once (threads, each driving its processes).
        timeout_s: wall-clock deadline per process run (one stdin/stdout case, or one
            function task's whole test run); the CPU limit is ``ceil(timeout_s) + 1`` s.
        total_timeout_s: budget for all cases of one response; when spent: ``timeout``.
        memory_mb: address-space limit of the program's process, MiB (0: none).
        max_output_mb: cap on the program's stdout (bytes read from its pipe) and on each
            file it writes (``RLIMIT_FSIZE``), MiB.
        max_procs: ``RLIMIT_NPROC`` inside the sandbox (processes of the sandbox's uid; 1:
            no new process or thread). Whatever it allows, every descendant dies with the run.
        workdir_mb: size of the program's private tmpfs working directory, MiB.
        sandbox: ``"bwrap"`` (default) or ``"none"`` (unconfined; config
            ``verify.code.sandbox=none``), or a :class:`Sandbox`.

    Raises:
        SandboxUnavailable: no sandbox can be built here (the message says what is missing).
        ValueError: bad sizes.
    """

    def __init__(self, num_workers: int = 2, timeout_s: float = 6.0, total_timeout_s: float = 60.0,
                 memory_mb: int = 1024, max_output_mb: int = 16, max_procs: int = 1, workdir_mb: int = 64,
                 sandbox: str | Sandbox = "bwrap"):
        if num_workers < 1 or not timeout_s > 0 or not total_timeout_s > 0:
            raise ValueError(
                f"CodeVerifier: need num_workers >= 1, timeout_s > 0, total_timeout_s > 0 "
                f"(got {num_workers}, {timeout_s}, {total_timeout_s})"
            )
        self.timeout_s = float(timeout_s)
        self.total_timeout_s = float(total_timeout_s)
        self.memory_mb = memory_mb
        self.max_output = max(1, max_output_mb) << 20
        self.max_procs = max(1, int(max_procs))
        self.workdir_mb = max(1, int(workdir_mb))
        self.sandbox = sandbox if isinstance(sandbox, Sandbox) else shared_sandbox(sandbox)
        self._pool = ThreadPoolExecutor(max_workers=num_workers, thread_name_prefix="agon-code")
        self._closed = False

    # -- processes

    def _limits(self, timeout_s: float) -> list[str]:
        cpu = int(math.ceil(timeout_s)) + 1
        mem = self.memory_mb << 20 if self.memory_mb > 0 else 0
        return [str(cpu), str(mem), str(self.max_output), str(self.max_procs), "64"]

    def _inside(self, mode: str, ready_w: int, prog_r: int, timeout_s: float):
        args = ["-I", "-B", "-c", INSIDE_SOURCE, mode, str(ready_w), str(prog_r), *self._limits(timeout_s)]
        return self.sandbox.command(args, workdir_mb=self.workdir_mb)

    def _run_stdio(self, code: str, stdin: str, timeout_s: float):
        """One stdin/stdout case in a fresh sandbox. Returns (ProcResult, started)."""
        ready_r, ready_w = os.pipe()
        prog_r, prog_w = os.pipe()
        spec = self._inside("stdio", ready_w, prog_r, timeout_s)
        prog = json.dumps({"code": code}).encode()
        res = run_process(spec, stdin.encode("utf-8", "surrogatepass"), timeout_s, max_output=self.max_output,
                          writes={prog_w: prog}, reads={ready_r: 1}, child_fds=(ready_w, prog_r))
        return res, res.extra[ready_r] == b"S"

    def _run_function(self, code: str, tests: dict, timeout_s: float) -> tuple[str, str]:
        """The trusted test runner and the sandboxed program, joined by the channel.
        Returns (status, detail); status: ``correct`` | ``wrong`` | ``timeout``.

        Raises:
            _SandboxDidNotStart: the program's sandbox (or the test runner) never started.
        """
        entry = str(tests["entry_point"])
        fds: set[int] = set()  # every pipe end this call still owns (closed exactly once)

        def pipe() -> tuple[int, int]:
            r, w = os.pipe()
            fds.update((r, w))
            return r, w

        procs = []
        deadline = time.monotonic() + timeout_s
        try:
            req_r, req_w = pipe()  # runner -> program
            rep_r, rep_w = pipe()  # program -> runner
            s_ready_r, s_ready_w = pipe()
            s_prog_r, s_prog_w = pipe()
            s_err_r, s_err_w = pipe()
            t_ready_r, t_ready_w = pipe()
            t_in_r, t_in_w = pipe()
            t_res_r, t_res_w = pipe()
            t_err_r, t_err_w = pipe()
            fds.difference_update((req_r, rep_w, s_err_w, s_ready_w, s_prog_r))  # spawn closes them
            procs.append(spawn(self._inside("function", s_ready_w, s_prog_r, timeout_s), req_r, rep_w, s_err_w,
                               (s_ready_w, s_prog_r)))
            cpu = str(int(math.ceil(timeout_s)) + 1)
            python = self.sandbox.interpreter if self.sandbox.kind == "none" else sys.executable
            runner = ([python, "-I", "-S", "-B", "-c", TESTS_SOURCE, str(t_ready_w), str(req_w), str(rep_r),
                       str(t_res_w), cpu, str(4 << 30)],
                      {"env": {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONHASHSEED": "0",
                               "PYTHONDONTWRITEBYTECODE": "1", "OMP_NUM_THREADS": "1"}, "cwd": "/"})
            fds.difference_update((t_in_r, t_err_w, t_ready_w, req_w, rep_r, t_res_w))
            procs.append(spawn(runner, t_in_r, t_err_w, t_err_w, (t_ready_w, req_w, rep_r, t_res_w)))
            spec = json.dumps({"prompt": tests.get("prompt", "") or "", "test": tests["test"], "entry": entry}).encode()
            prog = json.dumps({"code": code, "prompt": tests.get("prompt", "") or "", "entry": entry}).encode()
            caps = {s_ready_r: 1, t_ready_r: 1, t_res_r: 1 << 16, s_err_r: 1 << 16, t_err_r: 1 << 16}
            fds.clear()  # pump closes every fd it is given
            got, timed_out, _ = pump({s_prog_w: prog, t_in_w: spec}, caps, deadline, until={t_res_r, t_ready_r, s_ready_r},
                                 tails={s_err_r, t_err_r})
            if not timed_out:
                wait_until(procs[1], deadline)
        finally:
            for fd in fds:
                try:
                    os.close(fd)
                except OSError:
                    pass
            for p in procs:
                kill_tree(p)
        if got[s_ready_r] != b"S":
            raise _SandboxDidNotStart(_tail(got[s_err_r]) or f"exit code {procs[0].returncode}")
        if got[t_ready_r] != b"S":
            raise _SandboxDidNotStart("the test runner did not start: " + (_tail(got[t_err_r]) or "-"))
        try:
            result = json.loads(got[t_res_r].decode("utf-8")) if got[t_res_r] else None
        except ValueError:
            result = None
        if timed_out and result is None:
            return "timeout", f"no result within {timeout_s:g} s"
        if result is None:
            rc = procs[1].returncode
            if rc in _SIGXCPU_CODES or procs[0].returncode in _SIGXCPU_CODES:
                return "timeout", "CPU limit"
            return "wrong", f"the tests did not finish (exit code {rc}): {_tail(got[t_err_r]) or '-'}"
        if result.get("ok") is True:
            return "correct", ""
        detail = str(result.get("detail", ""))
        if result.get("setup"):
            raise _BadProblem(detail)
        err = _tail(got[s_err_r])
        if err and "ended before returning" in detail:
            detail += f"; program stderr: {err}"
        return "wrong", detail

    # -- one response

    def _check(self, response: str, tests: dict) -> Verdict:
        _, answer = split_response(response)
        if answer is None:
            return Verdict(False, "no_answer", None, "reasoning block never closed")
        code = extract_code(answer, tests if isinstance(tests, dict) else None)
        if code is None:
            return Verdict(False, "no_answer", None, "no ```python block in the answer part")
        if not isinstance(tests, dict):
            return Verdict(False, "error", code, "problem has no tests")
        try:
            if "entry_point" in tests:
                return self._check_function(code, tests)
            return self._check_stdio(code, tests)
        except _SandboxDidNotStart as e:
            return Verdict(False, "error", code, f"the sandbox did not start: {e}")
        except _BadProblem as e:
            return Verdict(False, "error", code, f"bad problem: {e}")
        except OSError as e:  # no pipe / process could be made: the machine, not the program
            return Verdict(False, "error", code, f"sandbox failure: {type(e).__name__}: {e}")

    def _check_function(self, code: str, tests: dict) -> Verdict:
        entry = str(tests["entry_point"])
        if not entry.isidentifier() or not isinstance(tests.get("test"), str):
            return Verdict(False, "error", code, f"bad problem: entry_point {entry!r} / test code")
        status, detail = self._run_function(code, tests, min(self.timeout_s, self.total_timeout_s))
        return Verdict(status == "correct", status, code, detail)

    def _check_stdio(self, code: str, tests: dict) -> Verdict:
        inputs, outputs = tests.get("inputs") or [], tests.get("outputs") or []
        if not inputs or len(inputs) != len(outputs):
            return Verdict(False, "error", code, "tests need equal, non-empty inputs and outputs")
        start = time.monotonic()
        n = len(inputs)
        for k, (x, y) in enumerate(zip(inputs, outputs)):
            left = self.total_timeout_s - (time.monotonic() - start)
            if left <= 0:
                return Verdict(False, "timeout", code, f"total budget {self.total_timeout_s:g} s spent at test {k + 1}")
            res, started = self._run_stdio(code, x, min(self.timeout_s, left))
            if not started:
                if res.timed_out:
                    return Verdict(False, "timeout", code, f"test {k + 1}/{n}: no exit within the deadline")
                raise _SandboxDidNotStart(_tail(res.stderr) or f"exit code {res.returncode}")
            rc = res.returncode
            if res.timed_out or rc in _SIGXCPU_CODES:
                return Verdict(False, "timeout", code, f"test {k + 1}/{n}: no exit within the deadline")
            if res.overflow:
                return Verdict(False, "wrong", code, f"test {k + 1}/{n}: output over {self.max_output >> 20} MiB")
            if rc != 0:
                tail = _tail(res.stderr)
                why = f"exit code {rc}: {tail}" if tail else f"exit code {rc}"
                return Verdict(False, "wrong", code, f"test {k + 1}/{n}: {why}")
            out = res.stdout.decode("utf-8", "replace")
            if not outputs_match(out, y):
                return Verdict(False, "wrong", code, f"test {k + 1}/{n}: expected {_short(y)!r}, got {_short(out)!r}")
        return Verdict(True, "correct", code)

    # -- public API

    def verify_batch(self, responses: list[str], tests: list[dict]) -> list[Verdict]:
        """Judge ``responses[i]`` against ``tests[i]``; one :class:`Verdict` each, in order
        (``extracted`` is the program run). ``error`` only when the sandbox itself could not
        start (or the problem's tests are malformed); whatever a program does gives
        ``wrong`` or ``timeout``.

        Raises:
            ValueError: lengths differ. RuntimeError: closed.
        """
        if len(responses) != len(tests):
            raise ValueError(f"verify_batch got {len(responses)} responses but {len(tests)} test sets")
        if self._closed:
            raise RuntimeError("CodeVerifier is closed; create a new one")
        return list(self._pool.map(self._check, responses, tests))

    def close(self) -> None:
        """Wait for running checks and stop the threads (idempotent)."""
        if not self._closed:
            self._closed = True
            self._pool.shutdown(wait=True)

    def __enter__(self) -> CodeVerifier:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class _BadProblem(Exception):
    """The problem's own test code is unusable (not the program's doing)."""


def _tail(b: bytes, n: int = 160) -> str:
    """The last non-empty line of a stderr capture, shortened."""
    # the program writes this text: no control characters (terminal escapes) reach logs
    text = "".join(c if c.isprintable() or c == "\n" else "?" for c in b.decode("utf-8", "replace"))
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    return _short(lines[-1], n) if lines else ""


