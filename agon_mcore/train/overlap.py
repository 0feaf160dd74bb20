"""``train.overlap_drafter_update``: the drafter's update overlapping the challenger's generation."""
from __future__ import annotations

import threading
import time
from typing import Any, Dict, List, Optional

import torch

from agon_mcore.compat import ensure_cpu_compat
from agon_mcore.train.advantages import drafter_advantages
from agon_mcore.train.rollouts import Scored
from agon_mcore.train.rollouts import samples as rollout_samples


class DrafterUpdate:
    """The drafter's update on a background thread, overlapping the challenger's generation.

    ``start(groups)`` (the :meth:`AgonTrainer.rollout_step` hook) computes the drafter
    stream's rewards and advantages from its own drafts alone
    (:func:`agon_mcore.train.advantages.drafter_advantages`; the drafter's reward reads
    nothing of the challenger's, AGON.md step 5), builds the samples and starts
    ``policy.train_step`` on a thread; ``join()`` waits and re-raises its error.
    The rollout engine samples from per-sample generators and the policy swaps in its own
    RNG stream, so the results equal the sequential step's (tests/train/test_overlap.py:
    the same tokens; on CPU, losses and weights to float rounding, because the matmuls run
    on fewer threads, see below).

    One difference: a problem dropped later for its challenges (aborted generation,
    verifier error) has already been in the drafter's update. On CPU the torch intra-op
    threads are split between the two threads for the overlap (restored by ``join``).

    ``times[f"train_{drafter}"]`` is the thread's own update time; ``time/overlap_wait``
    is how long the step waited for it after the challenger's phase.
    """

    def __init__(self, trainer: Any, drafter: str, times: Dict[str, float]):
        # trainer: the AgonTrainer that owns this step (not imported: the trainer imports this module)
        self.trainer, self.drafter, self.times = trainer, drafter, times
        self.metrics: Optional[Dict[str, float]] = None
        self._thread = None
        self._error: Optional[BaseException] = None

    def start(self, groups: List[List[Scored]]) -> None:
        tr = self.trainer
        # the same rewards, advantages and truncation rule as the sequential step
        drafter_advantages(groups, tr.algo, tr.rivals[self.drafter].sampling.max_new_tokens, tr.kernel_impl())
        samples = rollout_samples(groups)
        if not samples:
            return
        policy = tr.rivals[self.drafter].policy
        # On CPU the cores are split between the two threads (torch's intra-op thread count
        # is per thread): two full-width OpenMP teams on the same cores wait on each other.
        self._main_threads = torch.get_num_threads()
        train_threads = self._main_threads
        if not torch.cuda.is_available() and self._main_threads > 1:
            train_threads = self._main_threads - self._main_threads // 2
            torch.set_num_threads(self._main_threads // 2)

        def work():
            t0 = time.perf_counter()
            try:
                torch.set_num_threads(train_threads)
                ensure_cpu_compat()  # the CPU shim's mode is per thread
                self.metrics = policy.train_step(samples)
            except BaseException as e:  # noqa: BLE001 - re-raised by join() on the step's thread
                self._error = e
            finally:
                self.times[f"train_{self.drafter}"] = time.perf_counter() - t0

        self._thread = threading.Thread(target=work, name=f"agon-train-{self.drafter}", daemon=True)
        self._thread.start()

    def join(self) -> None:
        if self._thread is None:
            return
        t0 = time.perf_counter()
        self._thread.join()
        self._thread = None
        torch.set_num_threads(self._main_threads)
        self.times["overlap_wait"] = self.times.get("overlap_wait", 0.0) + time.perf_counter() - t0
        if self._error is not None:
            raise self._error
