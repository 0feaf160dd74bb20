"""Helper processes that outlive the job's stop signals, so the trainer can still checkpoint.

Slurm delivers a stop signal (``scancel``, ``scontrol requeue``, srun's forwarding of the
time-limit ``SIGUSR1``) to every process of the job step, not only to the trainer
(proctrack/linuxproc walks the process tree; proctrack/cgroup signals the whole cgroup, so
a new session or process group does not escape it either). The trainer handles the signal by
finishing its step and saving a checkpoint, and that save needs its helper processes: a
helper killed by the signal's default action breaks the save (megatron's async checkpoint
writer reports results through a ``multiprocessing`` Manager: ``BrokenPipeError``) or the
step (a verifier worker).

So helpers start with :data:`STOP_SIGNALS` blocked (:func:`stop_signals_blocked` around the
start): a child inherits the blocked mask across ``fork`` and ``exec``, so it never acts on
them, while the trainer's own mask is restored right after the start and a signal that arrived
meanwhile is delivered to it then (blocked signals stay pending, none is lost). The trainer
stops its helpers itself: by a message (the Manager), SIGKILL (verifier workers) or at exit.

Sources: POSIX ``sigprocmask``/``fork``/``execve`` (the mask is inherited; dispositions set
to a handler reset to default on exec, SIG_IGN and the mask do not); Slurm ``scancel(1)``
("the signal is sent to all the job steps' processes"), ``proctrack.conf``.
"""
from __future__ import annotations

import logging
import signal
import threading
from contextlib import contextmanager
from typing import Iterator, Optional

log = logging.getLogger(__name__)

#: The signals a job stops with: Ctrl-C, SIGTERM (scancel, preemption, requeue) and SIGUSR1
#: (``--signal=B:USR1@<s>`` before the time limit).
STOP_SIGNALS = frozenset({signal.SIGINT, signal.SIGTERM, signal.SIGUSR1})


@contextmanager
def stop_signals_blocked() -> Iterator[None]:
    """Block :data:`STOP_SIGNALS` in the calling thread for the block's duration.

    Processes started inside the block (``subprocess.Popen``, ``multiprocessing`` with fork
    or spawn) inherit the blocked mask and so never act on them; the caller's mask is
    restored on exit and any stop signal that arrived meanwhile is delivered then.
    A no-op where ``signal.pthread_sigmask`` does not exist (Windows).
    """
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def ignore_stop_signals() -> None:
    """Set :data:`STOP_SIGNALS` to ``SIG_IGN`` in this process (an ``initializer`` for a
    helper process; inherited by everything it starts, also across ``exec``)."""
    for sig in STOP_SIGNALS:
        signal.signal(sig, signal.SIG_IGN)


_lock = threading.Lock()
_manager = None  # the Manager behind megatron's write-results queue, started by us


def start_checkpoint_helpers() -> None:
    """Start megatron's checkpoint-writer helper processes shielded from the stop signals.

    megatron-core's ``FileSystemWriterAsync`` (used by the ``torch_dist`` save) reports the
    writers' results through a process-wide ``Manager().Queue()`` made on the first save
    (``dist_checkpointing/strategies/filesystem_async.py::_get_write_results_queue``) and
    ``multiprocessing``'s resource tracker. Both are started here with the stop signals
    blocked, and the queue is handed to megatron, so a later stop signal does not kill them.
    Idempotent; call before the first save. :func:`stop_checkpoint_helpers` shuts them down.
    """
    global _manager
    with _lock:
        if _manager is not None:
            return
        try:
            from megatron.core.dist_checkpointing.strategies import filesystem_async as fa
        except ImportError:  # no megatron: nothing of its to shield
            return
        import multiprocessing as mp
        from multiprocessing import resource_tracker
        from multiprocessing.managers import SyncManager

        # The tracker blocks and UNBLOCKS SIGINT/SIGTERM around its own start, so it is
        # started in a block of its own, and the Manager in a fresh one.
        with stop_signals_blocked():
            resource_tracker.ensure_running()
        if getattr(fa, "_results_queue", None) is not None:
            log.warning("megatron's checkpoint results queue already exists (started unshielded): a stop signal "
                        "to the whole job step may break the next save")
            return
        with stop_signals_blocked():
            m = SyncManager(ctx=mp.get_context("spawn"))
            m.start(initializer=ignore_stop_signals)
        fa._results_queue = m.Queue()
        _manager = m


def stop_checkpoint_helpers() -> None:
    """Shut down the Manager :func:`start_checkpoint_helpers` started (it ignores the stop
    signals, so the trainer ends it). Idempotent."""
    global _manager
    with _lock:
        m, _manager = _manager, None
        if m is None:
            return
        try:
            from megatron.core.dist_checkpointing.strategies import filesystem_async as fa

            fa._results_queue = None
        except ImportError:
            pass
        try:
            m.shutdown()
        except Exception as e:  # already gone: nothing left to stop
            log.debug("checkpoint-writer Manager shutdown: %s", e)


def checkpoint_helper_pid() -> Optional[int]:
    """The PID of the checkpoint writer's Manager process, or None (tests, diagnostics)."""
    m = _manager
    p = getattr(m, "_process", None) if m is not None else None
    return p.pid if p is not None else None
