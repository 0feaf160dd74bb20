"""Correct code means the tests ran to their end and passed, whatever the program does to its
process; whole functions after signature-only prompts; the graded program is one definition
(fences anywhere, sample-output blocks never graded)."""
from __future__ import annotations

import pytest

from agon_mcore.verify import CodeVerifier
from agon_mcore.verify.code import code_blocks, extract_code, graded_program

ADD = {"prompt": "def add(a, b):\n    \"\"\"Return a + b.\"\"\"\n", "test": "def check(candidate):\n    assert candidate(2, 3) == 5\n",
       "entry_point": "add"}
ECHO = {"inputs": ["4\n", "10\n"], "outputs": ["8\n", "20\n"]}


def P(code: str) -> str:
    return f"<think>x</think>\n```python\n{code.strip(chr(10))}\n```"


@pytest.fixture(scope="module")
def cv():
    with CodeVerifier(num_workers=2, timeout_s=20.0, total_timeout_s=60.0, memory_mb=512) as v:
        yield v


# Programs that end or tamper with the process instead of passing the tests. Each would
# have been graded correct by a grader that trusts the exit code or a printed marker.
FUNCTION_HACKS = {
    "sys_exit_0": "import sys\nsys.exit(0)",  # the input first reported
    "os_exit_0": "import os\nos._exit(0)",
    "exit_inside_candidate": "def add(a, b):\n    raise SystemExit(0)",
    "excepthook_swallows_failure": "import sys, os\nsys.excepthook = lambda *a: os._exit(0)\ndef add(a, b):\n    return 0",
    "atexit_rewrites_status": "import atexit, os\natexit.register(lambda: os._exit(0))\ndef add(a, b):\n    return 0",
    "close_stdout_and_stderr": "import os\nos.close(1)\nos.close(2)\ndef add(a, b):\n    return 0",
    "forge_markers_on_guessed_fds": (
        "import os\nfor fd in range(3, 64):\n    try:\n        os.write(fd, b'0' * 32 + b'OK PASSED\\n')\n"
        "    except OSError:\n        pass\nprint('All tests passed')\nos._exit(0)"),
    "rewrite_builtins": (
        "import builtins, os\nbuiltins.AssertionError = SystemExit\nbuiltins.exec = lambda *a, **k: None\n"
        "builtins.compile = lambda *a, **k: None\ndef add(a, b):\n    return 0"),
    "exit_from_thread_during_tests": (
        "import threading, os, time\ndef add(a, b):\n    threading.Thread(target=lambda: os._exit(0)).start()\n"
        "    time.sleep(5)\n    return 0"),
    "trace_hook_skips_asserts": (
        "import sys\nsys.settrace(lambda *a: None)\nsys.setprofile(lambda *a: None)\ndef add(a, b):\n    return 0"),
}


@pytest.mark.slow
def test_exiting_or_tampering_programs_are_wrong_in_function_tests(cv):
    names = list(FUNCTION_HACKS)
    vs = cv.verify_batch([P(FUNCTION_HACKS[n]) for n in names], [ADD] * len(names))
    got = {n: v.reason for n, v in zip(names, vs)}
    assert got == {n: "wrong" for n in names}, {n: (v.reason, v.detail) for n, v in zip(names, vs)}
    assert "AssertionError" in vs[0].detail  # the prompt defines add (returns None); the exit is skipped


@pytest.mark.slow
def test_honest_programs_still_pass_function_tests(cv):
    ok = [
        P("def add(a, b):\n    return a + b"),  # whole function after a docstring stub
        P("    return a + b"),  # body only: completes the stub
        P("import sys\ndef add(a, b):\n    return a + b\nprint('noise', file=sys.stderr)"),
        # a demo block is not run by function tests (module name "solution", as in HumanEval)
        P("import sys\ndef add(a, b):\n    return a + b\nif __name__ == '__main__':\n    print(add(1, 2))\n    sys.exit(1)"),
    ]
    vs = cv.verify_batch(ok, [ADD] * len(ok))
    assert [v.reason for v in vs] == ["correct"] * 4, vs


# stdin/stdout: the parent judges the bytes it read from the program's stdout pipe and the
# exit status; the status is the program's own word (it can always os._exit(0)), so a program
# that printed the right answer and then ended itself abruptly has answered. What no program
# can do is make wrong bytes pass, or leave its exit status non-zero and pass.
STDIO_ENDINGS = {
    "print_then_os_exit": "n = int(input())\nprint(2 * n, flush=True)\nimport os\nos._exit(0)",
    "print_then_crash_hidden_by_excepthook": (
        "import sys, os\nsys.excepthook = lambda *a: os._exit(0)\nn = int(input())\nprint(2 * n, flush=True)\n"
        "raise RuntimeError('unfinished')"),
    "forged_marker_and_exit": (
        "import os\nn = int(input())\nprint(2 * n, flush=True)\nfor fd in range(3, 64):\n    try:\n"
        "        os.write(fd, b'ok')\n    except OSError:\n        pass\nos._exit(0)"),
}
STDIO_WRONG = {
    "wrong_bytes_then_forged_fds": (
        "import os\nprint('All tests passed')\nfor fd in range(3, 64):\n    try:\n        os.write(fd, b'8\\n20\\n')\n"
        "    except OSError:\n        pass\nos._exit(0)"),
    "right_output_then_crash": "n = int(input())\nprint(2 * n, flush=True)\n1 / 0",
    "right_output_then_exit_3": "import sys\nn = int(input())\nprint(2 * n, flush=True)\nsys.exit(3)",
    "output_through_dev_tty_or_stderr": "import sys\nn = int(input())\nprint(2 * n, file=sys.stderr)",
}


@pytest.mark.slow
def test_stdio_output_is_the_bytes_the_parent_read(cv):
    names = list(STDIO_ENDINGS) + list(STDIO_WRONG)
    code = {**STDIO_ENDINGS, **STDIO_WRONG}
    vs = cv.verify_batch([P(code[n]) for n in names], [ECHO] * len(names))
    got = {n: v.reason for n, v in zip(names, vs)}
    assert got == {**{n: "correct" for n in STDIO_ENDINGS}, **{n: "wrong" for n in STDIO_WRONG}}, vs


@pytest.mark.slow
def test_normal_endings_of_stdio_programs_are_correct(cv):
    ok = [
        P("n = int(input())\nprint(2 * n)"),
        P("import sys\nn = int(input())\nprint(2 * n)\nsys.exit(0)"),
        P("import sys\nn = int(input())\nprint(2 * n)\nsys.exit()"),
        P("import sys\nn = int(input())\nsys.stdout.write(str(2 * n) + '\\n')\nsys.stdout.close()"),
    ]
    vs = cv.verify_batch(ok, [ECHO] * len(ok))
    assert [v.reason for v in vs] == ["correct"] * 4, vs
    (bad,) = cv.verify_batch([P("import sys\nprint(8)\nsys.exit(2)")], [ECHO])
    assert bad.reason == "wrong" and "exit code 2" in bad.detail


# Signature-only prompts: chat models answer with the whole function.
SIG_ADD = {"prompt": "def add(a, b):\n", "test": ADD["test"], "entry_point": "add"}  # the input first reported
SIG_IMPORTS = {
    "prompt": "from typing import List\n\n\ndef total(xs: List[int]) -> int:\n",
    "test": "def check(candidate):\n    assert candidate([1, 2, 3]) == 6\n    assert candidate([]) == 0\n",
    "entry_point": "total",
}
SIG_HELPER = {
    "prompt": "import math\n\ndef sq(x):\n    return x * x\n\ndef hyp(a, b):\n",
    "test": "def check(candidate):\n    assert candidate(3, 4) == 5.0\n",
    "entry_point": "hyp",
}


@pytest.mark.slow
def test_whole_function_after_signature_only_prompt(cv):
    resp = [
        P("def add(a, b):\n    return a + b"),
        P("def total(xs: List[int]) -> int:\n    return sum(xs)"),  # uses the prompt's import
        P("def hyp(a, b):\n    return math.sqrt(sq(a) + sq(b))"),  # uses the prompt's helper
        P("    return a + b"),  # the body alone still completes a signature-only stub
        P("def add(a, b):\n    return a - b"),  # still graded: wrong, not a syntax error
    ]
    vs = cv.verify_batch(resp, [SIG_ADD, SIG_IMPORTS, SIG_HELPER, SIG_ADD, SIG_ADD])
    assert [v.reason for v in vs] == ["correct"] * 4 + ["wrong"], vs
    assert "AssertionError" in vs[-1].detail


# One definition of the graded program.
MIDLINE = "<think>t</think>Here is the program: ```python\nprint(int(input()) * 2)\n```"
TRAILING_OUTPUT = "<think>t</think>```python\nprint(int(input()) * 2)\n```\nSample run:\n```text\n8\n```"
BARE_OUTPUT_AFTER = "<think>t</think>```py\nprint(int(input()) * 2)\n```\nOutput:\n```\n8\n```"


@pytest.mark.parametrize("resp", [MIDLINE, TRAILING_OUTPUT, BARE_OUTPUT_AFTER])
def test_graded_program_wherever_the_fence_starts(cv, resp):
    assert extract_code(resp.split("</think>")[1]).strip() == "print(int(input()) * 2)"
    (v,) = cv.verify_batch([resp], [ECHO])
    assert v.reason == "correct", v


def test_code_blocks_parse():
    bs = code_blocks("a ```python\nx=1\n``` b ```text\nout\n``` ```inline``` ```py\ncut")
    assert [(b.lang, b.code, b.closed) for b in bs] == [
        ("python", "x=1\n", True), ("text", "out\n", True), ("", "inline", True), ("py", "cut", False)]
    assert graded_program("```bash\nls\n```") is None
    assert graded_program("```python\n\n```\n```\nbare=1\n```").code == "bare=1\n"
