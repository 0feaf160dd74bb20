"""Waiting for rank 0 without a collective timeout.

Rank 0 alone generates, scores and evaluates (an evaluation of 300 problems x 4 samples x
8k tokens of a 4B model takes far longer than the 30-minute process-group timeout) while
the other ranks wait for its result. If they waited inside a NCCL/gloo collective, the
communicator's watchdog would abort the job when the timeout expires.

:func:`wait_all_ranks` is a barrier over the process group's key-value store (the
``TCPStore`` of ``env://`` or torchrun's agent store), not over the communicator: every
rank adds itself to a counter, the last one to arrive sets a ``done`` key, and the others
block in ``store.wait`` with their own, long timeout (:data:`WAIT_S`, default 24 h; set
``AGON_RANK0_WAIT_S`` to change it). No collective is in flight while they wait, so
nothing times out; the collective that follows the barrier starts when every rank,
rank 0 included, is ready. If rank 0 dies, the store connection fails and the waiting
ranks raise at once (under torchrun the agent also stops them).

Call it at the same program points on every rank (like a collective); the trainer calls
it before each broadcast of rank 0's rollouts and after each evaluation.
"""
from __future__ import annotations

import functools
import logging
import os
from collections import Counter
from datetime import timedelta
from typing import Optional

import torch.distributed as dist

log = logging.getLogger(__name__)

WAIT_S = float(os.environ.get("AGON_RANK0_WAIT_S", 24 * 3600))
_generation: Counter = Counter()


def _default_store():
    from torch.distributed import distributed_c10d as c10d

    return c10d._get_default_store()


def wait_all_ranks(tag: str, timeout_s: Optional[float] = None) -> None:
    """Block until every rank of the default process group reached this ``tag`` (store barrier).

    Args:
        tag: names the program point (``"broadcast"``, ``"evaluation"``); each call with a
            tag is one generation, so every rank must call it equally often.
        timeout_s: seconds to wait for the slowest rank; default :data:`WAIT_S`
            (``AGON_RANK0_WAIT_S``, 24 h). Independent of the process-group timeout.

    No-op without ``torch.distributed`` or on a world of one.

    Raises:
        torch.distributed.DistStoreError: the wait timed out (the message names the tag),
            or the store is gone (rank 0 died).
    """
    if not dist.is_available() or not dist.is_initialized() or dist.get_world_size() == 1:
        return
    n = dist.get_world_size()
    g = _generation[tag]
    _generation[tag] += 1
    key = f"agon/wait_all_ranks/{tag}/{g}"
    store = _default_store()
    if store.add(f"{key}/arrived", 1) == n:
        store.set(f"{key}/done", b"1")
    timeout = WAIT_S if timeout_s is None else float(timeout_s)
    try:
        store.wait([f"{key}/done"], timedelta(seconds=timeout))
    except dist.DistStoreError as e:
        raise dist.DistStoreError(
            f"rank {dist.get_rank()} waited {timeout:.0f} s at {tag!r} (generation {g}) for the other ranks; "
            f"raise AGON_RANK0_WAIT_S if rank 0's phase is longer ({e})"
        ) from e
    if g >= 2 and dist.get_rank() == 0:
        # every rank has arrived at generation g-1, so all have left g-2's wait
        old = f"agon/wait_all_ranks/{tag}/{g - 2}"
        for k in (f"{old}/arrived", f"{old}/done"):
            try:
                store.delete_key(k)
            except Exception:  # pragma: no cover - stores without delete (harmless leftovers)
                break


def rank0_phase(tag: str):
    """Decorator: after the function returns (or raises) on a rank, :func:`wait_all_ranks`.

    For a function that does its work on rank 0 and returns at once elsewhere (evaluation):
    the other ranks then wait on the store, not in the next collective.
    """

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            finally:
                wait_all_ranks(tag)

        return wrapper

    return deco
