"""Programs that try to be graded correct without solving, or to act outside the sandbox.

One test per kind of attack: the input found by the attacker plus inputs of the same kind
written here. The escape tests check afterwards, on the host, that the files the programs
went for are unchanged, that nothing named with this run's token was written anywhere the
programs tried (host /tmp, /dev/shm, /var/tmp, site-packages, the project tree) and that no
process carrying the token (process name or command line) survives. They run with the real
sandbox (bubblewrap), never skipped: a machine without one fails here with the reason.
"""
from __future__ import annotations

import hashlib
import os
import secrets
import site
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import agon_mcore
from agon_mcore.verify import CodeVerifier
from agon_mcore.verify.code import extract_code, graded_program

TOKEN = "agx" + secrets.token_hex(4)  # 11 characters: fits a process name (15)
PROJECT = Path(agon_mcore.__file__).resolve().parents[1]
SITE = Path(site.getsitepackages()[0])
DATA = Path(os.environ.get("AGON_DATA_ROOT", "/work/shared/data"))


def P(code: str) -> str:
    return f"<think>x</think>\n```python\n{code.strip(chr(10))}\n```"


ADD = {"prompt": "def add(a, b):\n    \"\"\"Return a + b.\"\"\"\n", "test": "def check(candidate):\n    assert candidate(2, 3) == 5\n    assert candidate(-4, 9) == 5\n",
       "entry_point": "add"}
ECHO = {"inputs": ["4\n", "10\n"], "outputs": ["8\n", "20\n"]}
SAFE = {"inputs": ["\n"], "outputs": ["SAFE\n"]}


@pytest.fixture(scope="module")
def cv():
    with CodeVerifier(num_workers=2, timeout_s=20.0, total_timeout_s=60.0, memory_mb=512) as v:
        yield v


@pytest.fixture(scope="module")
def cv_forks():
    """Processes allowed (RLIMIT_NPROC 64): containment must not rest on the process limit."""
    with CodeVerifier(num_workers=2, timeout_s=3.0, total_timeout_s=30.0, memory_mb=512, max_procs=64) as v:
        yield v


@pytest.fixture(scope="module")
def host(tmp_path_factory):
    """Host things the programs go for: a world-writable folder with a secret file, a listening
    UNIX socket in it and an abstract one; checked unchanged after every test that uses it."""
    d = Path(f"/tmp/agon-host-{TOKEN}")
    d.mkdir(mode=0o777, exist_ok=True)
    os.chmod(d, 0o777)
    secret = d / "secret.txt"
    secret.write_text("the trainer's secret\n")
    os.chmod(secret, 0o666)
    path_sock = socket.socket(socket.AF_UNIX)
    path_sock.bind(str(d / "host.sock"))
    os.chmod(d / "host.sock", 0o777)
    path_sock.listen(8)
    abstract = socket.socket(socket.AF_UNIX)
    abstract.bind("\0" + TOKEN)
    abstract.listen(8)
    sentinel = subprocess.Popen(["sleep", "1000"])  # another host process the programs try to kill
    yield {"dir": d, "secret": secret, "sentinel": sentinel, "sockets": (path_sock, abstract)}
    sentinel.kill()
    sentinel.wait()
    path_sock.close()
    abstract.close()
    import shutil

    shutil.rmtree(d, ignore_errors=True)


def _fingerprint(paths) -> dict:
    out = {}
    for p in paths:
        p = Path(p)
        try:
            out[str(p)] = hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else sorted(os.listdir(p))
        except OSError as e:
            out[str(p)] = f"unreadable: {type(e).__name__}"
    return out


def _token_files() -> list[str]:
    """Files named with this run's token in every host place a program might write to."""
    hits = []
    for root in ("/tmp", "/dev/shm", "/var/tmp", str(SITE), str(PROJECT), str(PROJECT / "agon_mcore"), "/root", "/"):
        try:
            hits += [os.path.join(root, n) for n in os.listdir(root) if TOKEN in n and not n.startswith("agon-host-")]
        except OSError:
            pass
    d = Path(f"/tmp/agon-host-{TOKEN}")
    if d.is_dir():
        hits += [str(d / n) for n in os.listdir(d) if n not in ("secret.txt", "host.sock")]
    return hits


def _token_processes() -> list[str]:
    out = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            comm = Path(f"/proc/{pid}/comm").read_text()
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes().decode("utf-8", "replace")
        except OSError:
            continue
        if TOKEN in comm or TOKEN in cmd:
            out.append(f"{pid}: {comm.strip()} {cmd[:80]!r}")
    return out


@pytest.fixture
def unchanged(host):
    """After the test: host files unchanged, nothing written with the token, no process left."""
    watched = [host["secret"], "/etc/passwd", "/etc/shadow", SITE, PROJECT / "agon_mcore", PROJECT / "setup.py"]
    before = _fingerprint(watched)
    yield host
    time.sleep(0.5)
    assert _fingerprint(watched) == before
    assert _token_files() == []
    assert _token_processes() == []
    assert host["sentinel"].poll() is None, "a program killed a host process"


NAME = f"import ctypes\nctypes.CDLL(None).prctl(15, b'{TOKEN}', 0, 0, 0)\n"  # PR_SET_NAME: the token


def _reasons(vs) -> list[str]:
    return [v.reason for v in vs]


# ---------------------------------------------------------------- graded correct without solving

EQ_ANYTHING = {
    "issue: __eq__ always true": "class A:\n    __eq__ = lambda s, o: True\ndef add(a, b):\n    return A()",
    "int subclass equal to everything": (
        "class I(int):\n    __eq__ = lambda s, o: True\n    __hash__ = int.__hash__\ndef add(a, b):\n    return I(0)"),
    "list subclass": "L = type('L', (list,), {'__eq__': lambda s, o: True})\ndef add(a, b):\n    return L()",
    "spoofed __class__": "class F:\n    __class__ = int\n    __eq__ = lambda s, o: True\ndef add(a, b):\n    return F()",
    "a plain tuple holding such an object": (
        "class A:\n    __eq__ = lambda s, o: True\ndef add(a, b):\n    return (A(),)"),
    "the function itself": "def add(a, b):\n    return add",
}


@pytest.mark.slow
def test_results_that_equal_anything_are_wrong(cv):
    vs = cv.verify_batch([P(c) for c in EQ_ANYTHING.values()], [ADD] * len(EQ_ANYTHING))
    assert _reasons(vs) == ["wrong"] * len(EQ_ANYTHING), vs
    assert all("not plain data" in v.detail for v in vs), [v.detail for v in vs]


ABS_TEST = {"prompt": "def half(x):\n    \"\"\"x / 2\"\"\"\n", "entry_point": "half",
            "test": "import math\ndef check(candidate):\n    assert abs(candidate(3) - 1.5) < 1e-6\n"
                    "    assert math.isclose(candidate(5), 2.5)\n    assert len([0] * int(candidate(4))) == 2\n"
                    "    assert sorted([candidate(8), 1]) == [1, 4]\n"}
PATCHES = {
    "issue: builtins.abs": "import builtins\nbuiltins.abs = lambda x: 0\ndef half(x):\n    return 0.0",
    "issue: math.isclose": "import math\nmath.isclose = lambda *a, **k: True\ndef half(x):\n    return 0.0",
    "issue: __builtins__ replaced": (
        "import builtins\nfake = dict(vars(builtins), abs=lambda x: 0, len=lambda x: 2, sorted=lambda x: [1, 4])\n"
        "__builtins__ = fake\nimport sys\nsys.modules['builtins'].__dict__.update(fake)\ndef half(x):\n    return 0.0"),
    "fake len and sorted": (
        "import builtins\nbuiltins.len = lambda x: 2\nbuiltins.sorted = lambda x: [1, 4]\ndef half(x):\n    return 0.0"),
    "AssertionError made harmless": "import builtins\nbuiltins.AssertionError = SystemExit\ndef half(x):\n    return 0.0",
    "math module replaced in sys.modules": (
        "import sys, types\nm = types.ModuleType('math')\nm.isclose = lambda *a, **k: True\nsys.modules['math'] = m\n"
        "def half(x):\n    return 0.0"),
}


@pytest.mark.slow
def test_patching_what_the_tests_use_is_wrong(cv):
    ok = cv.verify_batch([P("def half(x):\n    return x / 2")], [ABS_TEST])
    assert _reasons(ok) == ["correct"], ok
    vs = cv.verify_batch([P(c) for c in PATCHES.values()], [ABS_TEST] * len(PATCHES))
    # a patch that also breaks the program's own interpreter (fake len) may hang it: timeout
    assert all(r in ("wrong", "timeout") for r in _reasons(vs)) and _reasons(vs)[:2] == ["wrong"] * 2, vs


# A program that would pass if it could see the tests: it looks for `candidate(args) == value`
# in every string it can reach and answers with the value.
LOOKUP = r'''
import re, os, sys, gc
PAT = re.compile(r"candidate\(([^()]*)\)\s*==\s*([-\d]+)")
table = {}
def learn(text):
    for a, v in PAT.findall(text if isinstance(text, str) else ""):
        table[a.replace(" ", "")] = int(v)
SOURCES
def add(a, b):
    SOURCES_AT_CALL
    return table.get(f"{a},{b}", -999)
'''
HARNESS_READS = {
    "issue: the tests file in the working directory": (
        "for root in ('.', '/tmp', '/'):\n    for n in os.listdir(root):\n        try:\n"
        "            learn(open(os.path.join(root, n)).read())\n        except Exception:\n            pass", ""),
    "issue: the caller's frame (sys._getframe)": ("", (
        "f = sys._getframe(1)\n    while f:\n        for v in list(f.f_locals.values()) + list(f.f_globals.values()):\n"
        "            learn(v)\n        learn(open(f.f_code.co_filename).read() if os.path.exists(f.f_code.co_filename) else '')\n"
        "        f = f.f_back")),
    "issue: an exception's traceback frames": ("", (
        "try:\n        1 / 0\n    except ZeroDivisionError as e:\n        f = e.__traceback__.tb_frame\n"
        "        while f:\n            for v in f.f_locals.values():\n                learn(v)\n            f = f.f_back")),
    "issue: atexit and settrace": ("import atexit\natexit.register(lambda: os._exit(0))\nsys.settrace(lambda *a: None)", ""),
    "every object in the heap": ("", "for o in gc.get_objects():\n        if isinstance(o, (dict, list)):\n"
                                     "            for v in (o.values() if isinstance(o, dict) else o):\n                learn(v)"),
    "the whole visible filesystem": (
        "for r, ds, fs in os.walk('/'):\n    for n in fs:\n        try:\n            learn(open(os.path.join(r, n)).read(1 << 20))\n"
        "        except Exception:\n            pass", ""),
    "sniffing every open fd": ("for fd in range(64):\n    try:\n        os.set_blocking(fd, False)\n"
                               "        learn(os.read(fd, 1 << 16).decode('utf-8', 'replace'))\n    except Exception:\n        pass", ""),
}


@pytest.mark.slow
def test_reading_the_harness_is_wrong(cv):
    progs = [LOOKUP.replace("SOURCES_AT_CALL", at or "pass").replace("SOURCES", top or "pass")
             for top, at in HARNESS_READS.values()]
    vs = cv.verify_batch([P(p) for p in progs], [ADD] * len(progs))
    # (reading every visible file may not finish within the deadline: timeout)
    assert all(r in ("wrong", "timeout") for r in _reasons(vs)) and _reasons(vs)[:5] == ["wrong"] * 5, vs
    # the same lookup passes when the tests are given to it: the attack itself works
    (cheat,) = cv.verify_batch([P(LOOKUP.replace("SOURCES_AT_CALL", "pass").replace("SOURCES", f"learn({ADD['test']!r})"))], [ADD])
    assert cheat.reason == "correct"


FIND_DATA = f'''
import os
found = []
for r, ds, fs in os.walk("/"):
    for n in fs:
        if "HumanEval" in n or "code_contests" in n.lower() or n.endswith((".jsonl", ".jsonl.gz", ".parquet")):
            found.append(os.path.join(r, n))
for p in ({str(DATA)!r}, {str(DATA / "humaneval" / "HumanEval.jsonl.gz")!r}, "/work", "/work/shared"):
    if os.path.exists(p):
        found.append(p)
print("SAFE" if not found else "FOUND " + " ".join(found[:5]))
'''


@pytest.mark.slow
def test_the_dataset_is_not_visible(cv, data_root):
    (v,) = cv.verify_batch([P(FIND_DATA)], [SAFE])
    assert v.reason == "correct", v.detail
    # and a real HumanEval problem: a program that would run the reference solution if it found it
    from agon_mcore.data import load_problems

    p = load_problems("humaneval:test", data_root=str(data_root))[0]
    ref = (f"import gzip, json, os\nsol = None\nfor r, ds, fs in os.walk('/'):\n    for n in fs:\n"
           f"        if n == 'HumanEval.jsonl.gz':\n            for line in gzip.open(os.path.join(r, n), 'rt'):\n"
           f"                row = json.loads(line)\n                if row['entry_point'] == {p.tests['entry_point']!r}:\n"
           f"                    sol = row['prompt'] + row['canonical_solution']\n"
           f"if sol:\n    exec(sol)\nelse:\n    def {p.tests['entry_point']}(*a):\n        return None\n")
    (w,) = cv.verify_batch([P(ref)], [p.tests])
    assert w.reason == "wrong", w


@pytest.mark.slow
def test_siblings_cannot_read_or_rewrite_each_other(cv):
    # the attacker keeps copying every solution/tests file it can find and overwriting them
    attacker = (
        "import os, glob, time\nseen = []\nend = time.time() + 4\nwhile time.time() < end:\n"
        "    for p in glob.glob('/tmp/**', recursive=True) + glob.glob('/dev/shm/**', recursive=True):\n"
        "        if os.path.isfile(p) and 'mine' not in p:\n            seen.append(p)\n"
        "            try:\n                open(p, 'w').write('def add(a, b):\\n    return a + b\\n')\n"
        "            except OSError:\n                pass\n"
        "    for d in ('/tmp', '/dev/shm'):\n        try:\n            open(d + '/mine-solution.py', 'w').write('x')\n"
        "        except OSError:\n            pass\n    time.sleep(0.05)\n"
        "def add(a, b):\n    return sorted(set(seen))")
    wrong_sibling = "import time\ntime.sleep(2)\ndef add(a, b):\n    return a - b"
    right_sibling = "import time\ntime.sleep(2)\ndef add(a, b):\n    return a + b"
    vs = cv.verify_batch([P(attacker), P(wrong_sibling), P(right_sibling)], [ADD] * 3)
    assert _reasons(vs) == ["wrong", "wrong", "correct"], vs
    assert "[]" in vs[0].detail or "not" in vs[0].detail or "AssertionError" in vs[0].detail


@pytest.mark.slow
def test_answers_after_the_deadline_do_not_count(cv_forks, unchanged):
    late = (  # the input first reported: a FIFO where the output file was, a daemon answering late
        NAME + "import os, time\ntry:\n    os.mkfifo('stdout.txt')\nexcept OSError:\n    pass\n"
        "if os.fork() == 0:\n    os.setsid()\n    time.sleep(6)\n    print(2 * int(input()), flush=True)\n    os._exit(0)\n")
    holder = (  # the daemon keeps stdout open while the main program has already ended
        NAME + "import os, time\nn = int(input())\nif os.fork() == 0:\n    os.setsid()\n    time.sleep(6)\n"
        "    print(2 * n, flush=True)\n    os._exit(0)\n")
    silent = NAME + "import time\ntime.sleep(60)\n"  # never ends: timeout at the deadline
    t0 = time.monotonic()
    vs = cv_forks.verify_batch([P(late), P(holder), P(silent)], [ECHO] * 3)
    took = time.monotonic() - t0
    assert _reasons(vs) == ["wrong", "wrong", "timeout"], vs
    assert took < 30, took
    time.sleep(6.5 - min(6.5, time.monotonic() - t0))


# ---------------------------------------------------------------- escapes and harm

DAEMONS = {
    "issue: posix.fork daemon": NAME + "import posix, time\nif posix.fork() == 0:\n    posix.setsid()\n    time.sleep(100)\n",
    "issue: ctypes fork + setsid": (
        NAME + "import ctypes, time\nlibc = ctypes.CDLL(None)\nif libc.fork() == 0:\n    libc.setsid()\n"
        "    time.sleep(100)\n"),
    "issue: posix_spawn of a shell": (
        f"import posix\nposix.posix_spawn('/bin/sh', ['sh', '-c', 'exec -a {TOKEN} sleep 100 & echo {TOKEN} > /tmp/../{TOKEN}'], {{}})\n"),
    "double fork from a thread": (
        NAME + "import os, threading, time\ndef go():\n    if os.fork() == 0:\n        if os.fork() == 0:\n"
        "            time.sleep(100)\n        os._exit(0)\nthreading.Thread(target=go).start()\ntime.sleep(0.5)\n"),
    "subprocess in a new session": (
        f"import subprocess\nsubprocess.Popen(['sh', '-c', 'exec -a {TOKEN} sleep 100'], start_new_session=True)\n"),
}


@pytest.mark.slow
def test_no_process_outlives_its_run(cv_forks, unchanged):
    codes = [DAEMONS[k] + "print('SAFE')" for k in DAEMONS]
    vs = cv_forks.verify_batch([P(c) for c in codes], [SAFE] * len(codes))
    assert all(v.reason in ("correct", "wrong") for v in vs), vs


@pytest.mark.slow
def test_the_program_runs_as_nobody_on_the_host(cv):
    """The sandbox's processes hold uid 65534 in the host kernel too (never the trainer's,
    never root): seen from the host while the program runs."""
    seen = {}

    def watch():
        end = time.monotonic() + 30
        while time.monotonic() < end and not seen:
            for pid in os.listdir("/proc"):
                try:
                    if pid.isdigit() and TOKEN in Path(f"/proc/{pid}/comm").read_text():
                        st = Path(f"/proc/{pid}/status").read_text()
                        seen["uid"] = [ln for ln in st.splitlines() if ln.startswith(("Uid:", "Gid:"))]
                except OSError:
                    pass
            time.sleep(0.05)

    th = threading.Thread(target=watch)
    th.start()
    (v,) = cv.verify_batch([P(NAME + "import os, time\ntime.sleep(3)\nprint(os.getuid(), os.getgid())")],
                           [{"inputs": ["\n"], "outputs": ["65534 65534\n"]}])
    th.join()
    assert v.reason == "correct", v
    want = 65534 if os.geteuid() == 0 else os.geteuid()
    assert seen, "the program's process was not seen from the host"
    for line in seen["uid"]:
        assert line.split()[1:] == [str(want if line.startswith("Uid") else (65534 if os.geteuid() == 0 else os.getegid()))] * 4, seen


def _probe(attempts: str) -> str:
    """A stdio program that runs ``attempts`` (which append to ``bad`` whatever succeeded)
    and prints SAFE when nothing did."""
    return f"import os, sys, socket, signal\nbad = []\n{attempts}\nprint('SAFE' if not bad else 'LEAK ' + repr(bad)[:300])\n"


def _try(stmt: str, label: str) -> str:
    body = "\n".join("    " + ln for ln in stmt.splitlines())
    return f"try:\n{body}\n    bad.append({label!r})\nexcept BaseException:\n    pass\n"


def test_no_privilege_over_the_host(cv, unchanged):
    d = unchanged["dir"]
    reads = "".join(_try(f"open({p!r}).read(1)", f"read {p}") for p in (
        "/etc/shadow", "/etc/passwd", "/root/.bash_history", str(unchanged["secret"]), "/proc/1/environ",
        str(PROJECT / "setup.py"), str(SITE / "agon_mcore.pth"), "/sys/kernel/notes"))
    writes = "".join(_try(f"open({p!r}, 'w').write('x')", f"write {p}") for p in (
        str(SITE / f"{TOKEN}.pth"), str(PROJECT / f"{TOKEN}.py"), str(PROJECT / "agon_mcore" / f"{TOKEN}.py"),
        str(d / f"{TOKEN}.txt"), f"/tmp/../{TOKEN}", f"/var/tmp/{TOKEN}", f"/usr/lib/{TOKEN}", f"/{TOKEN}",
        f"{sys.prefix}/{TOKEN}", f"/dev/{TOKEN}", str(unchanged["secret"])))
    extra = "".join(_try(f"sys.path.insert(0, {p!r}); import agon_mcore", f"import from {p}") for p in (str(PROJECT),))
    (v,) = cv.verify_batch([P(_probe(reads + writes + extra))], [SAFE])
    assert v.reason == "correct", v.detail


@pytest.mark.slow
def test_no_signals_and_no_host_sockets(cv, unchanged):
    d = unchanged["dir"]
    killer = _probe(
        f"os.kill({unchanged['sentinel'].pid}, 9) if os.path.exists('/proc/{unchanged['sentinel'].pid}') else None\n"
        "for pid in range(1, 40000):\n    try:\n        os.kill(pid, 9) if pid != os.getpid() else None\n    except OSError:\n        pass\n"
        + _try(f"os.kill({os.getpid()}, 0)", "the trainer is signalable")
        + _try(f"os.kill({unchanged['sentinel'].pid}, 0)", "a host process is signalable")
        + _try(f"s = socket.socket(socket.AF_UNIX); s.connect({str(d / 'host.sock')!r})", "host path socket")
        + _try(f"s = socket.socket(socket.AF_UNIX); s.connect('\\0{TOKEN}')", "host abstract socket")
        + "".join(_try(f"s = socket.socket(socket.AF_UNIX); s.connect({p!r})", p)
                  for p in ("/var/run/docker.sock", "/run/systemd/private", "/tmp/.X11-unix/X0"))
        + _try("socket.create_connection(('127.0.0.1', 22), timeout=1)", "host loopback")
        + _try("socket.create_connection(('8.8.8.8', 53), timeout=1)", "network"))
    patient = "import time\ntime.sleep(2.5)\nprint('SAFE')"  # a sibling the killer tries to kill
    vs = cv.verify_batch([P(killer), P(patient)], [SAFE] * 2)
    assert _reasons(vs) == ["correct", "correct"], vs


@pytest.mark.slow
def test_filling_tmp_and_shm_stays_inside(cv, unchanged):
    before = {p: os.statvfs(p).f_bfree for p in ("/tmp", "/dev/shm")}
    filler = _probe(
        "total = {}\nfor d in ('/tmp', '/dev/shm', '.', '/'):\n    n = 0\n    try:\n        for i in range(10 ** 6):\n"
        f"            with open(f'{{d}}/{TOKEN}-{{i}}', 'wb') as f:\n                f.write(b'x' * (1 << 20))\n"
        "            n += 1\n    except OSError:\n        pass\n    total[d] = n\n"
        "if total['/tmp'] > 64 or total['/dev/shm'] > 1 or total['/'] > 0:\n    bad.append(total)\n")
    (v,) = cv.verify_batch([P(filler)], [SAFE])
    assert v.reason == "correct", v.detail
    after = {p: os.statvfs(p).f_bfree for p in ("/tmp", "/dev/shm")}
    for p in after:  # other processes share the host: allow them 1 GiB of churn, not our writes
        assert before[p] - after[p] < (1 << 30) // os.statvfs(p).f_frsize


# ---------------------------------------------------------------- paths the trainer might trust

@pytest.mark.slow
def test_program_controlled_paths_are_never_followed(cv, unchanged):
    secret = str(unchanged["secret"])
    progs = {
        "issue: stdout.txt -> a host file": f"import os\nos.symlink({secret!r}, 'stdout.txt')\nos.symlink('/etc/passwd', 'out')",
        "issue: solution.py -> a host file (two cases)": (
            f"import os\ntry:\n    os.remove('solution.py')\nexcept OSError:\n    pass\n"
            f"os.symlink({secret!r}, 'solution.py')\nprint(2 * int(input()))"),
        "issue: 500 MB of output": "import sys\nfor _ in range(500):\n    sys.stdout.write('x' * (1 << 20))",
        "issue: a 1500-deep directory tree": (
            "import os\nfor i in range(1500):\n    os.mkdir('d')\n    os.chdir('d')\nprint(2 * int(input()))"),
        "a 5000-deep tree with symlink loops": (
            "import os\nfor i in range(5000):\n    os.mkdir('d')\n    os.symlink('..', 'd/up')\n    os.chdir('d')\n"
            "print(2 * int(input()))"),
        "issue: deleting its own output": "import os\nfor f in ('stdout.txt', '/dev/stdout'):\n    try:\n        os.remove(f)\n    except OSError:\n        pass\nos.close(1)",
        "closing every fd": "import os\nos.closerange(0, 1024)",
    }
    vs = cv.verify_batch([P(c) for c in progs.values()], [ECHO] * len(progs))
    got = dict(zip(progs, vs))
    assert got["issue: solution.py -> a host file (two cases)"].reason == "correct"
    assert got["issue: a 1500-deep directory tree"].reason == "correct"
    assert got["a 5000-deep tree with symlink loops"].reason == "correct"
    for k in ("issue: stdout.txt -> a host file", "issue: 500 MB of output", "issue: deleting its own output",
              "closing every fd"):
        assert got[k].reason == "wrong", (k, got[k])
        assert "secret" not in got[k].detail and "root:" not in got[k].detail
    assert "output over" in got["issue: 500 MB of output"].detail


DEEP = {
    "issue: a 3000-deep unary expression": "x = " + "-" * 3000 + "1\nprint(8)",
    "100000 nested brackets": "x = " + "[" * 100000 + "]" * 100000 + "\nprint(8)",
    "a deep expression in a function task": "def add(a, b):\n    return " + "(" * 5000 + "a + b" + ")" * 5000,
    "a 200000-term sum chain": "def add(a, b):\n    return a + b" + " + 0" * 200000,
}


@pytest.mark.slow
def test_programs_the_compiler_chokes_on_are_wrong_not_errors(cv):
    keys = list(DEEP)
    vs = cv.verify_batch([P(DEEP[k]) for k in keys], [ECHO, ECHO, ADD, ADD])
    assert all(v.reason in ("wrong", "correct") for v in vs), vs
    assert [v.reason for v in vs[:3]] == ["wrong"] * 3, vs


@pytest.mark.slow
def test_no_program_behaviour_gives_an_error_verdict(cv):
    # every program of this file's kinds, judged once more together: never "error"
    progs = list(EQ_ANYTHING.values()) + list(PATCHES.values())[:2] + [DEEP["issue: a 3000-deep unary expression"],
                                                                       "import os\nos.kill(os.getpid(), 9)",
                                                                       "import os\nos.abort()", "raise MemoryError"]
    vs = cv.verify_batch([P(c) for c in progs], [ADD] * len(progs))
    assert all(v.reason in ("wrong", "timeout") for v in vs), vs


# ---------------------------------------------------------------- honest answers graded right

HONEST = {
    "issue: a trailing example-usage block": (
        "<think>x</think>\n```python\ndef add(a, b):\n    return a + b\n```\nExample usage:\n```python\n"
        "print(add(2, 3))\nx = int(input())\n```", ADD),
    "issue: a block of asserts after the solution": (
        "<think>x</think>\n```python\ndef add(a, b):\n    return a + b\n```\nTests:\n```python\n"
        "assert add(1, 1) == 3\n```", ADD),
    "issue: from __future__ import annotations first": (
        "<think>x</think>\n```python\nfrom __future__ import annotations\n\ndef add(a: int, b: int) -> int:\n"
        "    return a + b\n```", ADD),
    "issue: a fence indented inside a list item": (
        "<think>x</think>\n1. Define the function:\n\n   ```python\n   def add(a, b):\n       return a + b\n   ```\n", ADD),
    "usage code inside the solution's block": (
        "<think>x</think>\n```python\ndef add(a, b):\n    return a + b\n\n# Example usage\nprint(add(2, 3))\n"
        "assert add(2, 2) == 5\nn = int(input())\n```", ADD),
    "a fence indented by a tab in a nested list": (
        "<think>x</think>\n- step\n\t```python\n\tdef add(a, b):\n\t    return a + b\n\t```\n", ADD),
    "future import in a body-only completion": (
        "<think>x</think>\n```python\nfrom __future__ import annotations\n    return a + b\n```", ADD),
    "stdio: the program, then a block of asserts": (
        "<think>x</think>\n```python\ndef f(n):\n    return 2 * n\nprint(f(int(input())))\n```\nCheck:\n```python\n"
        "assert f(4) == 9\n```", ECHO),
    "stdio: the program, then an example call block": (
        "<think>x</think>\n```python\nimport sys\nprint(2 * int(sys.stdin.readline()))\n```\nRun it as:\n```python\n"
        "# python solution.py < input.txt\nprint('demo')\n```", ECHO),
}


@pytest.mark.slow
def test_honest_answers_are_graded_right(cv):
    keys = list(HONEST)
    vs = cv.verify_batch([HONEST[k][0] for k in keys], [HONEST[k][1] for k in keys])
    assert {k: v.reason for k, v in zip(keys, vs)} == {k: "correct" for k in keys}, \
        {k: (v.reason, v.detail) for k, v in zip(keys, vs)}
    # the graded block is the one that defines the entry point / reads stdin, not the last
    assert "def add" in graded_program(HONEST[keys[0]][0].split("</think>")[1], ADD).code
    assert extract_code(HONEST[keys[3]][0].split("</think>")[1]) == "def add(a, b):\n    return a + b\n"
