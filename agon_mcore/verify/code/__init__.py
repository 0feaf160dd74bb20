"""Code correctness c(y): the response's program judged by tests it cannot reach.

**The graded program** (:func:`graded_program`, shared with the draft summary): among the
closed fenced blocks of the answer part (text after ``</think>``; a reasoning block that
never closes is ``no_answer``) tagged ``python``/``python3``/``py``/``py3`` (any case; when
none is tagged, the bare blocks), the one that defines the entry point (function tasks) or
the last one that reads standard input (stdin/stdout tasks), else the last. Fences may open
mid-line; a fence indented inside a list item has its indentation removed; blocks tagged
with another language are never graded. The trainer only reads text here: it never parses,
compiles or runs a program.

**Where things run** (threat model and isolation: docs/sandbox.md):

- Every program runs in its own OS sandbox (:class:`Sandbox`: bubblewrap, user 65534,
  its own PID/mount/IPC/UTS/network namespaces, a read-only view of the interpreter and
  system libraries only, a private size-limited tmpfs working directory, rlimits set
  inside, every descendant killed when the run ends). The program text arrives on a pipe
  and is compiled inside the sandbox.
- stdin/stdout tests (CodeContests, ``{"inputs", "outputs"}``): each case in a fresh
  sandbox; the parent writes the input to the program's stdin pipe and compares the bytes
  it read itself from the stdout pipe (byte cap, deadline): whitespace-separated tokens
  equal, an expected token with ``.`` matching a number within 1e-6 (:func:`outputs_match`).
  The case passes when the program also exits with status 0 (``sys.exit()``/``sys.exit(0)``
  are normal endings). The first failing case decides.
- function tests (HumanEval, ``{"prompt", "test", "entry_point"}``): the dataset's test
  code is trusted and runs in a separate process (the test runner, outside the sandbox),
  with the prompt's helpers defined; its ``candidate`` is a proxy that sends
  ``candidate(*args)`` through a pipe to the sandboxed program, which imports the program
  as module ``solution`` (the prompt completed by the block, or the block alone when it
  defines the entry point; ``from __future__`` lines hoisted; statements after the entry
  point that fail, such as example usage or the model's own asserts, are skipped) and
  answers each call. Arguments and return values cross as plain data only (None, bool,
  int, float, complex, str, bytes, list, tuple, dict, set, frozenset; exact types, size and
  depth limits: ``_codec.py``); anything else is a wrong answer with the reason.
  Correct means the runner's ``check(candidate)`` returned.

**Verdicts**: ``correct`` | ``wrong`` | ``timeout`` (deadline or CPU limit) | ``no_answer``
| ``error``. ``error`` only when the sandbox itself did not start (or the problem's own tests
are malformed); nothing a program does yields it.
"""
from agon_mcore.verify.code.extract import (
    PROGRAM_LANGS,
    CodeBlock,
    code_blocks,
    extract_code,
    graded_program,
    outputs_match,
)
from agon_mcore.verify.code.sandbox import SANDBOX_KINDS, Sandbox, SandboxUnavailable, shared_sandbox
from agon_mcore.verify.code.verifier import CodeVerifier

__all__ = [
    "CodeVerifier", "Sandbox", "SandboxUnavailable", "SANDBOX_KINDS", "shared_sandbox", "PROGRAM_LANGS", "CodeBlock",
    "code_blocks", "extract_code", "graded_program", "outputs_match",
]
