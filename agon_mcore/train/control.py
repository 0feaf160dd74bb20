"""Run control shared by the trainer's phases: the stop signals, and rank 0's view of the world.

Every rank of the Megatron world runs the trainer's loop; rank 0 alone generates and scores
and broadcasts what the others need (:func:`broadcast`); a stop signal on any rank stops
every rank at the same step (:func:`any_rank`).
"""
from __future__ import annotations

import logging
import signal
import time
from contextlib import contextmanager
from typing import Dict, List, Optional

import torch

from agon_mcore.train.rank0 import wait_all_ranks

log = logging.getLogger("agon.train")


class TrainingError(RuntimeError):
    """The run cannot go on (NaN losses in a row, a dead engine, bad data); names the cause."""


def rank() -> int:
    """This process's rank in the default process group (0 without one)."""
    return torch.distributed.get_rank() if torch.distributed.is_initialized() else 0


def broadcast(obj):
    """Broadcast a picklable object from rank 0 to every rank (identity on one rank)."""
    if not torch.distributed.is_initialized() or torch.distributed.get_world_size() == 1:
        return obj
    # rank 0 may have generated/scored for longer than the collective timeout: wait on the
    # store first (no communicator timeout), then broadcast (agon_mcore/train/rank0.py)
    wait_all_ranks("broadcast")
    box = [obj]
    torch.distributed.broadcast_object_list(box, src=0)
    return box[0]


STOP_SIGNALS = ("SIGINT", "SIGTERM", "SIGUSR1")


class StopSignals:
    """A graceful stop on Ctrl-C (SIGINT), SIGTERM and SIGUSR1 (Slurm sends these at a time
    limit, on ``scancel`` or ``--signal``).

    First signal: ``requested`` turns true and the loops finish their current step (Agon
    or warm-up), checkpoint and return; inside :meth:`abortable` (an evaluation, which
    changes no training state) it raises ``KeyboardInterrupt`` at once so the caller can
    checkpoint and return. A second Ctrl-C raises ``KeyboardInterrupt`` at once.
    :attr:`exit_code` is ``128 + signal number`` (130 for Ctrl-C, 143 SIGTERM, 138 SIGUSR1).

    Re-entrant: nested ``with`` blocks share one handler and one ``requested`` flag.
    """

    def __init__(self) -> None:
        self.requested = False
        self.signum: Optional[int] = None
        self._old: Dict[int, object] = {}
        self._depth = 0
        self._abortable = False
        self.t_signal: Optional[float] = None

    def _handler(self, signum, frame):
        if self.requested and signum == signal.SIGINT:
            raise KeyboardInterrupt
        first = not self.requested
        self.requested = True
        self.signum = self.signum or signum
        if first:
            self.t_signal = time.monotonic()  # the stop's timing is logged (Slurm's KillWait is 30 s)
        name = signal.Signals(signum).name
        if self._abortable and first:
            log.warning("%s: stopping the evaluation, saving a checkpoint and exiting", name)
            raise KeyboardInterrupt
        log.warning("%s: finishing the current step, then saving a checkpoint and exiting (Ctrl-C again to abort)", name)

    def __enter__(self):
        self._depth += 1
        if self._depth == 1:
            for name in STOP_SIGNALS:
                sig = getattr(signal, name, None)
                if sig is None:
                    continue
                try:
                    self._old[sig] = signal.signal(sig, self._handler)
                except ValueError:  # not the main thread: no handlers
                    self._old.clear()
                    break
        return self

    def __exit__(self, *exc):
        self._depth -= 1
        if self._depth == 0:
            for sig, old in self._old.items():
                signal.signal(sig, old)
            self._old.clear()
        return False

    @contextmanager
    def abortable(self):
        """A block (an evaluation) that the first stop signal aborts with ``KeyboardInterrupt``."""
        prev, self._abortable = self._abortable, True
        try:
            yield
        finally:
            self._abortable = prev

    @property
    def exit_code(self) -> int:
        """``128 + signal number`` once a stop was requested, else 0."""
        return 128 + int(self.signum) if self.requested and self.signum else 0


def any_rank(flag: bool) -> bool:
    """True on every rank when ``flag`` is true on any rank (one gather; identity on one rank)."""
    if not torch.distributed.is_initialized() or torch.distributed.get_world_size() == 1:
        return bool(flag)
    wait_all_ranks("any_rank")  # rank 0 may come from a long rank-0-only phase (train/rank0.py)
    box: List[object] = [None] * torch.distributed.get_world_size()
    torch.distributed.all_gather_object(box, bool(flag))
    return any(box)

