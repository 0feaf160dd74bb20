"""Deterministic problem sampling with a resumable position."""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from typing import Any, Dict, List, Sequence, TypeVar

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
        """``{"epoch", "index", "pool_size"}``: the position and the size of the pool it refers to."""
        return {"epoch": self.state.epoch, "index": self.state.index, "pool_size": len(self.items)}

    def load_state_dict(self, sd: Dict[str, int]) -> None:
        """Restore a position from :meth:`state_dict`.

        Raises:
            ValueError: the position does not fit this pool (it was saved for a pool of
                another size); the message names both sizes.
        """
        epoch, index = int(sd["epoch"]), int(sd["index"])
        size = sd.get("pool_size")
        if (size is not None and int(size) != len(self.items)) or not (0 <= index < len(self.items)) or epoch < 0:
            raise ValueError(
                f"EpochSampler: the saved position (epoch {epoch}, index {index}) refers to a pool of "
                f"{size if size is not None else 'unknown size'} problems; this pool has {len(self.items)}"
            )
        self.state = SamplerState(epoch, index)


def pool_fingerprint(problems: Sequence[Any], shuffle_seed: int) -> Dict[str, Any]:
    """What a sampler position refers to: ``{"size", "shuffle_seed", "sha256"}``.

    ``sha256`` hashes each problem's id, prompt, gold answer and tests in pool order, so a
    different split, file content, filter or synthetic seed gives a different fingerprint.
    """
    h = hashlib.sha256()
    for p in problems:
        rec = [getattr(p, "id", None), getattr(p, "prompt", None), getattr(p, "answer", None), getattr(p, "tests", None)]
        h.update(json.dumps(rec, sort_keys=True, default=str).encode())
        h.update(b"\n")
    return {"size": len(problems), "shuffle_seed": int(shuffle_seed), "sha256": h.hexdigest()}
