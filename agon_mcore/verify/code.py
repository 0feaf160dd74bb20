"""Code correctness c(y): run the response's Python in a sandboxed subprocess against tests.

The program is the LAST fenced ````python```` block (```` ```py ````, ```` ```python3 ````
or a bare ```` ``` ```` block also count) of the answer part (text after ``</think>``; a
reasoning block that never closes is ``no_answer``).

Two test kinds (``Problem.tests``):

- stdin/stdout (CodeContests): ``{"inputs": [...], "outputs": [...]}``. Each case runs in
  a fresh process; the output matches when its whitespace-separated tokens equal the
  expected ones, where an expected token containing ``.`` also matches a number within
  1e-6 (absolute or relative). The first failing case decides; all pass -> correct.
- function (HumanEval): ``{"prompt", "test", "entry_point"}``. The program
  ``prompt + "\\n" + code + "\\n" + test + "\\ncheck(entry_point)"`` must exit 0. A block
  holding only the function body (indented) completes the stub; a block with the whole
  function redefines it (the stub is a valid function whose body is its docstring).

Sandbox, per process (DESIGN.md "Verification, data and safety"):

- limits set in the child before the program runs, soft = hard so it cannot raise them:
  CPU seconds (``RLIMIT_CPU``), address space (``RLIMIT_AS``), file size
  (``RLIMIT_FSIZE``, which also caps stdout/stderr: they go to files), process count
  (``RLIMIT_NPROC``; the kernel does not enforce it for a real root user, so the launcher
  also replaces ``os.fork``/``system``/``exec*``/``kill``/``subprocess.Popen`` with functions
  raising ``PermissionError``, a best-effort guard that ``ctypes`` can bypass), no core dumps;
- no network: the process runs under ``unshare -rn`` (new user + network namespace, only a
  down loopback) where the kernel allows it; otherwise the environment is cleared (no
  proxy variables) and a warning is logged once: that does NOT stop sockets, so only run
  untrusted code on machines where ``unshare -rn true`` works or the network is firewalled;
- a fresh temporary working directory (also ``HOME`` and ``TMPDIR``), removed afterwards;
  a minimal environment; ``python -I`` (no user site, no ``PYTHON*`` variables);
- a new session per process; at the deadline the whole process group gets ``SIGKILL``.
"""
from __future__ import annotations

import logging
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from agon_mcore.verify.answer import split_response
from agon_mcore.verify.types import Verdict

log = logging.getLogger("agon.verify")

_BLOCK_RE = re.compile(r"```[ \t]*(?:python3?|py)?[ \t]*\r?\n(.*?)```", re.DOTALL | re.IGNORECASE)

# Runs inside the sandboxed interpreter: set the limits, then execute solution.py as __main__.
_LAUNCHER = r"""
import resource, sys
cpu, mem, fsize, nproc = (int(x) for x in sys.argv[1:5])
def lim(which, value):
    try:
        resource.setrlimit(which, (value, value))
    except (ValueError, OSError):
        pass
lim(resource.RLIMIT_CORE, 0)
lim(resource.RLIMIT_CPU, cpu)
lim(resource.RLIMIT_FSIZE, fsize)
if nproc > 0:
    lim(resource.RLIMIT_NPROC, nproc)
if mem > 0:
    lim(resource.RLIMIT_AS, mem)
# Best-effort guard for a real root user, whom the kernel exempts from RLIMIT_NPROC: the
# ways a program usually starts processes or signals others raise PermissionError.
import os, subprocess
def blocked(*args, **kwargs):
    raise PermissionError("process creation and signals are disabled in the sandbox")
for name in ("fork", "forkpty", "system", "popen", "kill", "killpg", "posix_spawn", "posix_spawnp",
             "execv", "execve", "execl", "execle", "execlp", "execlpe", "execvp", "execvpe",
             "spawnv", "spawnve", "spawnvp", "spawnvpe", "spawnl", "spawnle", "spawnlp", "spawnlpe"):
    if hasattr(os, name):
        setattr(os, name, blocked)
subprocess.Popen = blocked
sys.modules["_posixsubprocess"] = None
del os, subprocess, blocked, name
sys.argv = ["solution.py"]
with open("solution.py", encoding="utf-8") as f:
    code = compile(f.read(), "solution.py", "exec")
exec(code, {"__name__": "__main__", "__file__": "solution.py", "__builtins__": __builtins__})
"""

_unshare_ok: bool | None = None


def network_isolation_available() -> bool:
    """Whether ``unshare -rn`` works here (probed once per process)."""
    global _unshare_ok
    if _unshare_ok is None:
        exe = shutil.which("unshare")
        ok = False
        if exe:
            try:
                ok = subprocess.run([exe, "-rn", "true"], capture_output=True, timeout=10).returncode == 0
            except (OSError, subprocess.TimeoutExpired):
                ok = False
        _unshare_ok = ok
    return _unshare_ok


def extract_code(text: str) -> str | None:
    """The last closed fenced Python (or bare) code block of ``text``, or ``None``."""
    blocks = _BLOCK_RE.findall(text or "")
    if not blocks:
        return None
    code = blocks[-1]
    return code if code.strip() else None


def outputs_match(got: str, expected: str, tol: float = 1e-6) -> bool:
    """Whitespace-normalised comparison of program output with the expected output.

    Tokens (split on any whitespace) must be equal, except that an expected token with a
    ``.`` matches a number within ``tol`` absolute or relative.
    """
    a, b = got.split(), expected.split()
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x == y:
            continue
        if "." not in y:
            return False
        try:
            fx, fy = float(x), float(y)
        except ValueError:
            return False
        if not (math.isfinite(fx) and math.isfinite(fy)):
            return False
        if abs(fx - fy) > tol * max(1.0, abs(fy)):
            return False
    return True


def _short(s: str, n: int = 60) -> str:
    s = s.strip().replace("\n", "\\n")
    return s if len(s) <= n else s[: n - 3] + "..."


class CodeVerifier:
    """Batch code verifier (see the module doc for what runs and how it is confined).

    Args:
        num_workers: responses checked at once (threads, each driving one subprocess).
        timeout_s: wall-clock deadline per process (one test case, or one HumanEval run);
            the CPU limit is ``ceil(timeout_s) + 1`` seconds.
        total_timeout_s: budget for all cases of one response; when spent, the verdict is
            ``timeout``.
        memory_mb: address-space limit per process in MiB (0: none).
        max_output_mb: file-size limit, which caps the program's stdout/stderr, in MiB.
        max_procs: ``RLIMIT_NPROC`` for the program (1: it may not fork; 0: no limit).
        isolate_network: run under ``unshare -rn`` when available.
    """

    def __init__(self, num_workers: int = 2, timeout_s: float = 6.0, total_timeout_s: float = 60.0,
                 memory_mb: int = 1024, max_output_mb: int = 16, max_procs: int = 1,
                 isolate_network: bool = True):
        if num_workers < 1 or not timeout_s > 0 or not total_timeout_s > 0:
            raise ValueError(
                f"CodeVerifier: need num_workers >= 1, timeout_s > 0, total_timeout_s > 0 "
                f"(got {num_workers}, {timeout_s}, {total_timeout_s})"
            )
        self.timeout_s = float(timeout_s)
        self.total_timeout_s = float(total_timeout_s)
        self.memory_mb = memory_mb
        self.max_output_mb = max_output_mb
        self.max_procs = max_procs
        self.net_isolated = isolate_network and network_isolation_available()
        if isolate_network and not self.net_isolated:
            log.warning(
                "unshare -rn is not available: generated code runs WITHOUT network isolation "
                "(environment cleared only); run untrusted code only behind a firewall"
            )
        self._pool = ThreadPoolExecutor(max_workers=num_workers, thread_name_prefix="agon-code")
        self._closed = False

    # -- one process

    def _run(self, workdir: Path, program: str, stdin: str, timeout_s: float) -> tuple[str, int | None, str, str]:
        """Run ``program`` once. Returns (status, returncode, stdout, stderr); status is
        ``ok`` or ``timeout``."""
        (workdir / "solution.py").write_text(program, encoding="utf-8")
        (workdir / "stdin.txt").write_text(stdin, encoding="utf-8")
        cpu = int(math.ceil(timeout_s)) + 1
        mem = self.memory_mb * (1 << 20) if self.memory_mb > 0 else 0
        fsize = max(1, self.max_output_mb) * (1 << 20)
        cmd = [sys.executable, "-I", "-c", _LAUNCHER, str(cpu), str(mem), str(fsize), str(self.max_procs)]
        if self.net_isolated:
            cmd = ["unshare", "-rn", "--", *cmd]
        env = {
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(workdir), "TMPDIR": str(workdir),
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8", "PYTHONHASHSEED": "0",
            "PYTHONDONTWRITEBYTECODE": "1", "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1",
            "MKL_NUM_THREADS": "1",
        }
        out_path, err_path = workdir / "stdout.txt", workdir / "stderr.txt"
        with open(workdir / "stdin.txt", "rb") as fin, open(out_path, "wb") as fout, open(err_path, "wb") as ferr:
            proc = subprocess.Popen(cmd, stdin=fin, stdout=fout, stderr=ferr, cwd=workdir, env=env,
                                    start_new_session=True)
            status = "ok"
            try:
                proc.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                status = "timeout"
            finally:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)  # the whole group, also after a normal exit
                except (ProcessLookupError, PermissionError):
                    pass
                proc.wait()
        cap = fsize + 1
        out = out_path.read_bytes()[:cap].decode("utf-8", errors="replace")
        err = err_path.read_bytes()[-4096:].decode("utf-8", errors="replace")
        rc = proc.returncode
        if status == "ok" and rc is not None and rc == -signal.SIGXCPU:
            status = "timeout"
        return status, rc, out, err

    # -- one response

    def _check(self, response: str, tests: dict) -> Verdict:
        _, answer = split_response(response)
        if answer is None:
            return Verdict(False, "no_answer", None, "reasoning block never closed")
        code = extract_code(answer)
        if code is None:
            return Verdict(False, "no_answer", None, "no ```python block in the answer part")
        if not isinstance(tests, dict):
            return Verdict(False, "error", code, "problem has no tests")
        try:
            workdir = Path(tempfile.mkdtemp(prefix="agon-code-"))
        except OSError as e:
            return Verdict(False, "error", code, f"cannot create a temp dir: {e}")
        try:
            if "entry_point" in tests:
                return self._check_function(workdir, code, tests)
            return self._check_stdio(workdir, code, tests)
        except OSError as e:
            return Verdict(False, "error", code, f"sandbox failure: {type(e).__name__}: {e}")
        finally:
            shutil.rmtree(workdir, ignore_errors=True)

    def _check_function(self, workdir: Path, code: str, tests: dict) -> Verdict:
        program = (f"{tests.get('prompt', '')}\n{code}\n\n{tests['test']}\n\n"
                   f"check({tests['entry_point']})\n")
        status, rc, _, err = self._run(workdir, program, "", min(self.timeout_s, self.total_timeout_s))
        if status == "timeout":
            return Verdict(False, "timeout", code, f"no exit within {self.timeout_s:g} s")
        if rc == 0:
            return Verdict(True, "correct", code)
        last = err.strip().splitlines()[-1] if err.strip() else f"exit code {rc}"
        return Verdict(False, "wrong", code, _short(last, 120))

    def _check_stdio(self, workdir: Path, code: str, tests: dict) -> Verdict:
        inputs, outputs = tests.get("inputs") or [], tests.get("outputs") or []
        if not inputs or len(inputs) != len(outputs):
            return Verdict(False, "error", code, "tests need equal, non-empty inputs and outputs")
        start = time.monotonic()
        for k, (x, y) in enumerate(zip(inputs, outputs)):
            left = self.total_timeout_s - (time.monotonic() - start)
            if left <= 0:
                return Verdict(False, "timeout", code, f"total budget {self.total_timeout_s:g} s spent at test {k + 1}")
            status, rc, out, err = self._run(workdir, code, x, min(self.timeout_s, left))
            if status == "timeout":
                return Verdict(False, "timeout", code, f"test {k + 1}/{len(inputs)}: no exit within the deadline")
            if rc != 0:
                last = err.strip().splitlines()[-1] if err.strip() else f"exit code {rc}"
                return Verdict(False, "wrong", code, f"test {k + 1}/{len(inputs)}: {_short(last, 120)}")
            if not outputs_match(out, y):
                return Verdict(False, "wrong", code,
                               f"test {k + 1}/{len(inputs)}: expected {_short(y)!r}, got {_short(out)!r}")
        return Verdict(True, "correct", code)

    # -- public API

    def verify_batch(self, responses: list[str], tests: list[dict]) -> list[Verdict]:
        """Judge ``responses[i]`` against ``tests[i]``; one :class:`Verdict` each, in order
        (``extracted`` is the program run).

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
