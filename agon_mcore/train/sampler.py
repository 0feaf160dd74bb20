"""Deterministic problem sampling with a resumable position."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Dict, List, Sequence, TypeVar

T = TypeVar("T")


@dataclass
class SamplerState:
    epoch: int = 0
    index: int = 0


class EpochSampler:
    """Yields batches from a fixed pool, reshuffled each epoch with ``seed + epoch``.

    The position (epoch, index) is part of the checkpoint, so a resumed run sees exactly
    the batches the uninterrupted run would have seen.

    Args:
        items: the pool (e.g. ``list[Problem]``); must not be empty.
        batch_size: items per batch; a batch never spans two epochs' orders partially:
            when an epoch runs out the rest is taken from the next epoch's order.
        seed: shuffle seed.

    Raises:
        ValueError: empty pool or batch_size < 1.
    """

    def __init__(self, items: Sequence[T], batch_size: int, seed: int) -> None:
        if not items:
            raise ValueError("EpochSampler: the problem pool is empty; check data.train and its filters")
        if batch_size < 1:
            raise ValueError(f"EpochSampler: batch_size={batch_size} must be >= 1")
        self.items = list(items)
        self.batch_size = batch_size
        self.seed = seed
        self.state = SamplerState()
        self._order_epoch = -1
        self._order: List[int] = []

    def _order_for(self, epoch: int) -> List[int]:
        if epoch != self._order_epoch:
            order = list(range(len(self.items)))
            random.Random(self.seed * 1_000_003 + epoch).shuffle(order)
            self._order, self._order_epoch = order, epoch
        return self._order

    def next_batch(self) -> List[T]:
        out = []
        while len(out) < self.batch_size:
            order = self._order_for(self.state.epoch)
            out.append(self.items[order[self.state.index]])
            self.state.index += 1
            if self.state.index == len(order):
                self.state.epoch += 1
                self.state.index = 0
        return out

    def state_dict(self) -> Dict[str, int]:
        return {"epoch": self.state.epoch, "index": self.state.index}

    def load_state_dict(self, sd: Dict[str, int]) -> None:
        self.state = SamplerState(int(sd["epoch"]), int(sd["index"]))
