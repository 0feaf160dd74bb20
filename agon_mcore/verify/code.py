"""Code correctness c(y): run the response's Python in a sandboxed subprocess against tests.

**The graded program** (:func:`graded_program`, the one definition shared with the draft
summary, which hides exactly this block): among the fenced blocks of the answer part (text
after ``</think>``; a reasoning block that never closes is ``no_answer``), the LAST closed
block tagged ``python``/``python3``/``py``/``py3`` (any case); if no block is tagged, the
last closed untagged (bare) block. A fence may open anywhere, also mid-line (``Here is the
program: ```python``); blocks tagged with another language (```` ```text ```` sample
output, ```` ```bash ````) are never graded. Empty blocks do not count.

Two test kinds (``Problem.tests``):

- stdin/stdout (CodeContests): ``{"inputs": [...], "outputs": [...]}``. Each case runs in
  a fresh process; the output matches when its whitespace-separated tokens equal the
  expected ones, where an expected token containing ``.`` also matches a number within
  1e-6 (absolute or relative). The first failing case decides; all pass -> correct.
- function (HumanEval): ``{"prompt", "test", "entry_point"}``. The program is
  ``prompt + "\n" + code`` (a block holding only the indented body completes the stub; a
  whole function redefines a docstring stub). When that does not compile but the block
  alone defines ``entry_point`` (a whole function after a signature-only prompt such as
  ``"def add(a, b):\n"``), the program is the prompt's lines before ``def entry_point``
  (imports, helpers) followed by the block. The program runs as module ``solution`` (its
  ``if __name__ == "__main__":`` block does not run, as in the HumanEval harness), then the
  harness runs the test code and calls ``check(entry_point)``.

**Correct means the tests ran to their end and passed**, whatever the program does to its
process. The parent sends a fresh random nonce (32 hex characters, per process) through a
pipe that the harness reads and closes before the program runs, and the harness writes it
to a second, separate pipe only after the last step: function tests, after
``check(candidate)`` returned; stdin/stdout tests, after the program ran to its end
(returning from the module, or ``sys.exit()``/``sys.exit(0)``, both normal endings of a
stdio program) and stdout was flushed. A case counts only if that pipe holds exactly the
nonce. So ``sys.exit(0)``/``os._exit(0)`` before or inside the tests, a swallowing
``sys.excepthook``, an ``atexit`` hook, closing stdout or fd 1, printing any success text,
writing to guessed file descriptors, and replacing builtins (the harness keeps its own
references, taken before the program runs) all give ``wrong``. Trace/profile hooks are
removed before ``check`` runs. The test code is read before the program starts, so the
program cannot rewrite it. Limit: the nonce lives in the harness's memory while the program
runs, so a program that searches the interpreter (frames, ``gc``, ``ctypes``) could find it;
like the fork guard below this is best effort against in-process tampering.

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

import ast
import logging
import math
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from agon_mcore.stop_signals import stop_signals_blocked
from agon_mcore.verify.answer import split_response
from agon_mcore.verify.types import Verdict

log = logging.getLogger("agon.verify")

PROGRAM_LANGS = ("python", "python3", "py", "py3")
_FENCE_RE = re.compile(r"`{3,}")

# Runs inside the sandboxed interpreter: set the limits, read the nonce, run the program (and
# the tests), then write the nonce to the marker pipe. argv: cpu mem fsize nproc nonce_fd
# mark_fd mode entry_point. Everything the harness needs after the program started is bound
# to locals of _harness before it starts.
_LAUNCHER = r"""
import resource, sys
cpu, mem, fsize, nproc, nonce_fd, mark_fd = (int(x) for x in sys.argv[1:7])
mode, entry = sys.argv[7], sys.argv[8]
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

def _harness():
    import os, subprocess
    _read, _write, _close, _exec, _compile, _open = os.read, os.write, os.close, exec, compile, open
    _settrace, _setprofile, _SystemExit, _stdout = sys.settrace, sys.setprofile, SystemExit, sys.stdout
    nonce = b""
    while True:
        chunk = _read(nonce_fd, 64)
        if not chunk:
            break
        nonce += chunk
    _close(nonce_fd)
    with _open("solution.py", encoding="utf-8") as f:
        code = _compile(f.read(), "solution.py", "exec")
    tests = None
    if mode == "function":
        with _open("tests.py", encoding="utf-8") as f:
            tests = _compile(f.read(), "tests.py", "exec")
    # Best-effort guard for a real root user, whom the kernel exempts from RLIMIT_NPROC: the
    # ways a program usually starts processes or signals others raise PermissionError.
    def blocked(*args, **kwargs):
        raise PermissionError("process creation and signals are disabled in the sandbox")
    for name in ("fork", "forkpty", "system", "popen", "kill", "killpg", "posix_spawn", "posix_spawnp",
                 "execv", "execve", "execl", "execle", "execlp", "execlpe", "execvp", "execvpe",
                 "spawnv", "spawnve", "spawnvp", "spawnvpe", "spawnl", "spawnle", "spawnlp", "spawnlpe"):
        if hasattr(os, name):
            setattr(os, name, blocked)
    subprocess.Popen = blocked
    sys.modules["_posixsubprocess"] = None
    sys.argv = ["solution.py"]
    # function tests import the program as a module would: its `if __name__ == "__main__":`
    # block (demo prints, sys.exit(main())) does not run, as in the HumanEval harness
    name = "__main__" if mode == "stdio" else "solution"
    ns = {"__name__": name, "__file__": "solution.py", "__builtins__": __builtins__}
    if mode == "stdio":
        try:
            _exec(code, ns)
        except _SystemExit as e:
            if e.code is not None and e.code != 0:
                raise
        try:
            _stdout.flush()
        except (ValueError, OSError):  # the program closed stdout after writing: its output stands
            pass
    else:
        _exec(code, ns)
        _exec(tests, ns)
        check, candidate = ns["check"], ns[entry]
        _settrace(None)
        _setprofile(None)
        check(candidate)
    _write(mark_fd, nonce)

_harness()
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


@dataclass
class CodeBlock:
    """One fenced block of a text.

    Attributes:
        start, end: ``text[start:end]`` is the whole block, fences included (an unclosed
            block runs to the end of the text).
        lang: the fence's language tag, lower-cased (``""`` for a bare fence).
        code: the text between the fences (after the tag's line).
        closed: the closing fence is present.
    """

    start: int
    end: int
    lang: str
    code: str
    closed: bool


def code_blocks(text: str | None) -> list[CodeBlock]:
    """Every fenced block of ``text``, in order.

    A fence is a run of three or more backticks and may start anywhere in a line
    (``Here is the program: ```python``). An opening fence's tag is the first word after it
    on its line; the code starts on the next line and ends at the next fence. A block opened
    and closed on one line (```` ```print(1)``` ````) is a block without a tag. An opening
    fence without a closing one gives an unclosed block running to the end of the text.
    """
    text = text or ""
    fences = list(_FENCE_RE.finditer(text))
    out: list[CodeBlock] = []
    k = 0
    while k < len(fences):
        op = fences[k]
        line_end = text.find("\n", op.end())
        line_end = len(text) if line_end < 0 else line_end
        nxt = fences[k + 1] if k + 1 < len(fences) else None
        if nxt is not None and nxt.start() < line_end:  # opened and closed on one line
            out.append(CodeBlock(op.start(), nxt.end(), "", text[op.end():nxt.start()], True))
            k += 2
            continue
        tag = text[op.end():line_end].strip()
        lang = tag.split()[0].lower() if tag else ""
        body = min(line_end + 1, len(text))
        if nxt is None:
            out.append(CodeBlock(op.start(), len(text), lang, text[body:], False))
            break
        out.append(CodeBlock(op.start(), nxt.end(), lang, text[body:nxt.start()], True))
        k += 2
    return out


def is_program_block(block: CodeBlock) -> bool:
    """A block the verifier could grade: tagged Python (:data:`PROGRAM_LANGS`) or bare."""
    return block.lang in PROGRAM_LANGS or block.lang == ""


def graded_program(answer_part: str | None) -> CodeBlock | None:
    """The block the code verifier runs (see the module docstring), or ``None``.

    Args:
        answer_part: the text after ``</think>`` (``split_response(...)[1]``).

    Returns:
        The last closed non-empty Python-tagged block; else the last closed non-empty bare
        block; else ``None``.
    """
    blocks = [b for b in code_blocks(answer_part) if b.closed and b.code.strip()]
    tagged = [b for b in blocks if b.lang in PROGRAM_LANGS]
    if tagged:
        return tagged[-1]
    bare = [b for b in blocks if b.lang == ""]
    return bare[-1] if bare else None


def extract_code(text: str | None) -> str | None:
    """The code of :func:`graded_program` (``None`` when there is none)."""
    b = graded_program(text)
    return b.code if b is not None else None


def function_program(code: str, prompt: str, entry_point: str) -> str:
    """The program a function test runs before its test code (see the module docstring).

    ``prompt + "\\n" + code`` when that compiles; otherwise, when ``code`` alone compiles and
    defines ``entry_point`` at top level, the prompt's text before ``def entry_point`` (when
    it compiles: imports, helpers) followed by ``code``; otherwise ``prompt + "\\n" + code``
    (whose syntax error is the verdict's detail).
    """
    joined = f"{prompt}\n{code}\n"
    try:
        compile(joined, "solution.py", "exec")
        return joined
    except (SyntaxError, ValueError):
        pass
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return joined
    if not any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == entry_point for n in tree.body):
        return joined
    m = re.search(rf"^[ \t]*(?:async[ \t]+)?def[ \t]+{re.escape(entry_point)}\b", prompt, re.MULTILINE)
    head = prompt[: m.start()] if m else ""
    try:
        compile(head, "solution.py", "exec")
    except (SyntaxError, ValueError):
        head = ""
    return f"{head}\n{code}\n"


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

    def _run(self, workdir: Path, program: str, stdin: str, timeout_s: float, *, mode: str = "stdio",
             tests: str = "", entry_point: str = "") -> tuple[str, int | None, str, str, bool]:
        """Run ``program`` once under the harness. Returns (status, returncode, stdout, stderr,
        finished); status is ``ok`` or ``timeout``; ``finished`` is True iff the harness wrote
        this run's nonce to the marker pipe (the program, and the tests in ``function`` mode,
        ran to their end)."""
        (workdir / "solution.py").write_text(program, encoding="utf-8")
        (workdir / "stdin.txt").write_text(stdin, encoding="utf-8")
        if mode == "function":
            (workdir / "tests.py").write_text(tests, encoding="utf-8")
        cpu = int(math.ceil(timeout_s)) + 1
        mem = self.memory_mb * (1 << 20) if self.memory_mb > 0 else 0
        fsize = max(1, self.max_output_mb) * (1 << 20)
        nonce = secrets.token_hex(16).encode()
        nonce_r, nonce_w = os.pipe()
        mark_r, mark_w = os.pipe()
        try:
            os.write(nonce_w, nonce)
            os.close(nonce_w)
            nonce_w = -1
            cmd = [sys.executable, "-I", "-c", _LAUNCHER, str(cpu), str(mem), str(fsize), str(self.max_procs),
                   str(nonce_r), str(mark_w), mode, entry_point or "-"]
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
                with stop_signals_blocked():  # a job's stop signal reaches every process; this one is killed by us
                    proc = subprocess.Popen(cmd, stdin=fin, stdout=fout, stderr=ferr, cwd=workdir, env=env,
                                            start_new_session=True, pass_fds=(nonce_r, mark_w))
                os.close(nonce_r)
                os.close(mark_w)
                nonce_r = mark_w = -1
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
            os.set_blocking(mark_r, False)
            mark = b""
            try:  # every writer is dead (group killed), so this ends at EOF
                while len(mark) <= 4 * len(nonce):
                    chunk = os.read(mark_r, 4096)
                    if not chunk:
                        break
                    mark += chunk
            except BlockingIOError:
                pass
        finally:
            for fd in (nonce_r, nonce_w, mark_r, mark_w):
                if fd >= 0:
                    try:
                        os.close(fd)
                    except OSError:
                        pass
        cap = fsize + 1
        out = out_path.read_bytes()[:cap].decode("utf-8", errors="replace")
        err = err_path.read_bytes()[-4096:].decode("utf-8", errors="replace")
        rc = proc.returncode
        if status == "ok" and rc is not None and rc == -signal.SIGXCPU:
            status = "timeout"
        return status, rc, out, err, mark == nonce

    @staticmethod
    def _failure(rc: int | None, err: str) -> str:
        """Why a run that did not finish failed: the last stderr line or the exit status."""
        if err.strip():
            return _short(err.strip().splitlines()[-1], 120)
        if rc == 0:
            return "the program ended before the tests finished (exit code 0 without the harness's completion mark)"
        return f"exit code {rc}"

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
        entry = str(tests["entry_point"])
        if not entry.isidentifier():
            return Verdict(False, "error", code, f"entry_point {entry!r} is not a Python name")
        program = function_program(code, tests.get("prompt", "") or "", entry)
        status, rc, _, err, finished = self._run(
            workdir, program, "", min(self.timeout_s, self.total_timeout_s),
            mode="function", tests=tests["test"], entry_point=entry)
        if status == "timeout":
            return Verdict(False, "timeout", code, f"no exit within {self.timeout_s:g} s")
        if finished:
            return Verdict(True, "correct", code)
        return Verdict(False, "wrong", code, self._failure(rc, err))

    def _check_stdio(self, workdir: Path, code: str, tests: dict) -> Verdict:
        inputs, outputs = tests.get("inputs") or [], tests.get("outputs") or []
        if not inputs or len(inputs) != len(outputs):
            return Verdict(False, "error", code, "tests need equal, non-empty inputs and outputs")
        start = time.monotonic()
        for k, (x, y) in enumerate(zip(inputs, outputs)):
            left = self.total_timeout_s - (time.monotonic() - start)
            if left <= 0:
                return Verdict(False, "timeout", code, f"total budget {self.total_timeout_s:g} s spent at test {k + 1}")
            status, rc, out, err, finished = self._run(workdir, code, x, min(self.timeout_s, left))
            if status == "timeout":
                return Verdict(False, "timeout", code, f"test {k + 1}/{len(inputs)}: no exit within the deadline")
            if not finished:
                return Verdict(False, "wrong", code, f"test {k + 1}/{len(inputs)}: {self._failure(rc, err)}")
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
