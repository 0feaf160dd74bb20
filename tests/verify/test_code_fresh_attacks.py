"""A second round of attacks on the code verifier, written after the sandbox was built
(none of them in the first list), and the plain-data channel's codec against hostile frames."""
from __future__ import annotations

import json
import os
import tempfile
import time

import pytest

from agon_mcore.verify import CodeVerifier
from agon_mcore.verify.code import _codec as codec


def P(code: str) -> str:
    return f"<think>x</think>\n```python\n{code.strip(chr(10))}\n```"


ADD = {"prompt": "def add(a, b):\n    \"\"\"Return a + b.\"\"\"\n", "test": "def check(candidate):\n    assert candidate(2, 3) == 5\n    assert candidate(-4, 9) == 5\n",
       "entry_point": "add"}
SAFE = {"inputs": ["\n"], "outputs": ["SAFE\n"]}


@pytest.fixture(scope="module")
def cv():
    with CodeVerifier(num_workers=2, timeout_s=10.0, total_timeout_s=30.0, memory_mb=512) as v:
        yield v


@pytest.mark.slow
def test_exceptions_cannot_steer_the_tests_control_flow(cv):
    # all(map(...)) over a candidate that raises StopIteration would be all([]) == True
    t = {"prompt": "def f(x):\n    pass\n", "entry_point": "f",
         "test": "def check(candidate):\n    cases = [(1, 2), (2, 4)]\n"
                 "    assert all(map(lambda c: candidate(c[0]) == c[1], cases))\n"}
    progs = ["def f(x):\n    raise StopIteration", "def f(x):\n    raise StopAsyncIteration",
             "def f(x):\n    raise SystemExit(0)", "def f(x):\n    raise KeyboardInterrupt",
             "def f(x):\n    raise GeneratorExit"]
    vs = cv.verify_batch([P(c) for c in progs], [t] * len(progs))
    assert [v.reason for v in vs] == ["wrong"] * len(progs), vs
    (ok,) = cv.verify_batch([P("def f(x):\n    return 2 * x")], [t])
    assert ok.reason == "correct", ok
    # a builtin exception the tests expect still arrives as itself
    t2 = {"prompt": "", "entry_point": "g", "test": "def check(candidate):\n    try:\n        candidate(-1)\n"
          "        raise AssertionError('no error')\n    except ValueError:\n        pass\n"}
    (v,) = cv.verify_batch([P("def g(x):\n    raise ValueError('negative')")], [t2])
    assert v.reason == "correct", v


@pytest.mark.slow
def test_blind_and_forged_replies_are_wrong(cv):
    progs = {
        # replies written into the channel before any call arrives (a constant answer)
        "pre-written reply frames": (
            "import os, json\nframe = json.dumps({'r': {'i': '5'}}).encode()\n"
            "for fd in range(3, 20):\n    try:\n        os.write(fd, len(frame).to_bytes(4, 'big') + frame)\n"
            "    except OSError:\n        pass\ndef add(a, b):\n    return 0"),
        # a half-written frame, then silence: the runner waits until the deadline
        "partial frame then silence": (
            "import os, sys, time\ndef add(a, b):\n    os.write(int(sys.argv[0] == 'x') or 4, b'\\x00\\x00')\n"
            "    time.sleep(60)"),
        "closing the channel": "import os\ndef add(a, b):\n    os.closerange(0, 64)\n    return a + b",
        "a generator": "def add(a, b):\n    yield a + b",
        "a hostile tagged reply built by hand": (
            "import os, json, sys\nsys.modules['__main__']\ndef add(a, b):\n    raise SystemExit"),
    }
    vs = cv.verify_batch([P(c) for c in progs.values()], [ADD] * len(progs))
    assert all(v.reason in ("wrong", "timeout") for v in vs), vs
    assert vs[0].reason == "wrong"


def test_no_nested_user_namespace_and_no_unbounded_mounts(cv):
    code = (
        "import ctypes, os\nlibc = ctypes.CDLL(None, use_errno=True)\nbad = []\n"
        "if libc.unshare(0x10000000 | 0x00020000) == 0:\n    bad.append('userns')\n"  # CLONE_NEWUSER | CLONE_NEWNS
        "os.makedirs('/tmp/m', exist_ok=True)\n"
        "if libc.mount(b'tmpfs', b'/tmp/m', b'tmpfs', 0, None) == 0:\n    bad.append('mount')\n"
        "import resource\ntry:\n    resource.setrlimit(resource.RLIMIT_CPU, (10 ** 6, 10 ** 6))\n    bad.append('rlimit')\n"
        "except (ValueError, OSError):\n    pass\n"
        "if libc.unshare(0x40000000) == 0:\n    bad.append('netns')\n"  # CLONE_NEWNET
        "print('SAFE' if not bad else bad)")
    (v,) = cv.verify_batch([P(code)], [SAFE])
    assert v.reason == "correct", v


def test_no_trainer_environment_and_no_inherited_fds(cv):
    os.environ["AGON_TEST_SECRET_TOKEN"] = "hunter2"
    fd, path = tempfile.mkstemp()
    os.write(fd, b"inherited secret")
    os.set_inheritable(fd, True)
    try:
        code = (
            "import os\nbad = [k for k in os.environ if 'SECRET' in k or 'TOKEN' in k or 'WANDB' in k]\n"
            "for fd in range(3, 1024):\n    try:\n        os.lseek(fd, 0, 0)\n        if b'secret' in os.read(fd, 100):\n"
            "            bad.append(fd)\n    except OSError:\n        pass\nprint('SAFE' if not bad else bad)")
        (v,) = cv.verify_batch([P(code)], [SAFE])
    finally:
        os.close(fd)
        os.unlink(path)
        del os.environ["AGON_TEST_SECRET_TOKEN"]
    assert v.reason == "correct", v


@pytest.mark.slow
def test_stderr_floods_do_not_cost_an_honest_answer(cv):
    # debug output on stderr (a lot of it) is kept as a tail, never a reason to fail
    f = "import sys\ndef add(a, b):\n    sys.stderr.write('debug ' * 50000)\n    print('noise ' * 50000)\n    return a + b"
    s = "import sys\nsys.stderr.write('x' * (8 << 20))\nprint(2 * int(input()))"
    vs = cv.verify_batch([P(f), P(s)], [ADD, {"inputs": ["4\n"], "outputs": ["8\n"]}])
    assert [v.reason for v in vs] == ["correct", "correct"], vs


@pytest.mark.slow
def test_hash_flooding_the_trusted_side_is_bounded_by_the_deadline():
    # a set of ints that all collide in the runner's hash table: slow to rebuild, never correct
    code = "def add(a, b):\n    m = (1 << 61) - 1\n    return {i * m for i in range(200000)}"
    with CodeVerifier(num_workers=1, timeout_s=4.0, total_timeout_s=10.0) as cv:
        t0 = time.monotonic()
        (v,) = cv.verify_batch([P(code)], [ADD])
    assert v.reason in ("wrong", "timeout") and time.monotonic() - t0 < 20, v


# ---------------------------------------------------------------- the codec itself


def _frame(obj) -> bytes:
    body = json.dumps(obj).encode()
    return len(body).to_bytes(4, "big") + body


def _read(data: bytes):
    buf = [data]

    def read(fd, n):
        out, buf[0] = buf[0][:n], buf[0][n:]
        return out

    return codec.read_frame(0, read)


@pytest.mark.parametrize("value", [None, True, 0, -(10 ** 300), 1.5, float("inf"), -0.0, 2 + 3j, "é\x00", b"\x00\xff",
                                   [1, [2]], (1, (2,)), {1: "a", (2, 3): [4]}, {1, 2}, frozenset({"x"}), [], ()])
def test_codec_round_trips_plain_data(value):
    back = codec.decode(_read(codec.dumps(codec.encode(value))))
    assert back == value and type(back) is type(value)


@pytest.mark.parametrize("frame", [
    _frame({"l": [1]}),  # unknown tag
    _frame({"i": "1" * 5000}),  # too many digits
    _frame({"s": [[1]]}),  # unhashable set element
    _frame({"d": [[[1], 2]]}),  # unhashable key
    _frame({"f": "0x1p3"}),  # not a float repr
    _frame(5),  # an untagged number
    _frame({"i": "1", "f": "2"}),  # two tags
    (1 << 30).to_bytes(4, "big") + b"x",  # over the frame limit
    _frame({"t": []})[:-1],  # truncated
])
def test_codec_rejects_hostile_frames(frame):
    with pytest.raises((codec.NotPlain, EOFError)):
        codec.decode(_read(frame))


def test_codec_depth_and_type_limits():
    deep = []
    for _ in range(codec.MAX_DEPTH + 5):
        deep = [deep]
    with pytest.raises(codec.NotPlain):
        codec.encode(deep)
    nested = "[" * 100000 + "]" * 100000
    with pytest.raises(codec.NotPlain):
        _read(len(nested).to_bytes(4, "big") + nested.encode())

    class IntLike(int):
        pass

    for bad in (IntLike(1), object(), print, [IntLike(1)], {"k": object()}):
        with pytest.raises(codec.NotPlain):
            codec.encode(bad)


def test_answers_that_break_the_tests_next_call_are_wrong_not_errors(cv):
    # the tests feed an answer back in, one level deeper: past the channel's depth limit
    t = {"prompt": "", "entry_point": "f",
         "test": "def check(candidate):\n    x = candidate(1)\n    assert candidate([x]) == 0\n"}
    deep = "def f(v):\n    x = []\n    for _ in range(64):\n        x = [x]\n    return x if v == 1 else 0"
    flood = "import os\ndef f(v):\n    return [None] * 1_100_000"  # more items than the channel carries
    vs = cv.verify_batch([P(deep), P(flood), P("import os\nos.write(1, b'x' * (64 << 20))")],
                         [t, t, {"inputs": ["\n"], "outputs": ["1\n"]}])
    assert [v.reason for v in vs] == ["wrong"] * 3, vs
    assert "earlier answers" in vs[0].detail and "items" in vs[1].detail


def test_terminal_escapes_from_the_program_do_not_reach_the_verdict(cv):
    (v,) = cv.verify_batch([P("import sys\nsys.stderr.write('\\x1b[2J\\x1b]0;pwned\\x07 boom\\n')\nsys.exit(3)")],
                           [{"inputs": ["\n"], "outputs": ["1\n"]}])
    assert v.reason == "wrong" and "exit code 3" in v.detail and "\x1b" not in v.detail and "\x07" not in v.detail, v
