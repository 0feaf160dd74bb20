"""Deterministic problem sampling with a resumable position."""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Any, Dict, List, Sequence, TypeVar

T = TypeVar("T")


@dataclass
class SamplerState:
    """The position: ``index`` into epoch ``epoch``'s order; ``front``: the pool indices that
    open this epoch's order ahead of its shuffle (set when a batch crossed into it, so the
    batch's problems are distinct; empty otherwise)."""

    epoch: int = 0
    index: int = 0
    front: List[int] = field(default_factory=list)


class EpochSampler:
    """Yields batches of distinct items from a fixed pool, reshuffled each epoch with ``seed + epoch``.

    Every epoch visits each item once. When the pool size is not a multiple of
    ``batch_size``, a batch runs over the end of an epoch: it takes the epoch's last ``r``
    items and ``batch_size - r`` items of the next epoch. Those are the first items of the
    next epoch's shuffle that are NOT among the ``r`` (so no batch holds an item twice,
    which would double-weight that problem in its step); they open the next epoch's order
    (``SamplerState.front``), the rest of it follows in shuffle order. Where the shuffle
    already starts with items not in the batch nothing moves (the order is the plain shuffle).

    The position (epoch, index, front) is part of the checkpoint, so a resumed run sees
    exactly the batches the uninterrupted run would have seen.

    Args:
        items: the pool (e.g. ``list[Problem]``); must not be empty.
        batch_size: items per batch, ``1 <= batch_size <= len(items)``.
        seed: shuffle seed.

    Raises:
        ValueError: empty pool, batch_size < 1, or batch_size larger than the pool (a
            batch would have to hold an item twice; the message names data.batch_size).
    """

    def __init__(self, items: Sequence[T], batch_size: int, seed: int) -> None:
        if not items:
            raise ValueError("EpochSampler: the problem pool is empty; check data.train and its filters")
        if batch_size < 1:
            raise ValueError(f"EpochSampler: batch_size={batch_size} must be >= 1")
        if batch_size > len(items):
            raise ValueError(
                f"EpochSampler: data.batch_size={batch_size} is larger than the training pool ({len(items)} "
                f"problems): a step would hold a problem twice; set data.batch_size <= {len(items)} or add problems"
            )
        self.items = list(items)
        self.batch_size = batch_size
        self.seed = seed
        self.state = SamplerState()
        self._order_key = None
        self._order: List[int] = []

    def _shuffle(self, epoch: int) -> List[int]:
        order = list(range(len(self.items)))
        random.Random(self.seed * 1_000_003 + epoch).shuffle(order)
        return order

    def _order_for(self, epoch: int, front: List[int]) -> List[int]:
        key = (epoch, tuple(front))
        if key != self._order_key:
            order = self._shuffle(epoch)
            if front:
                first = set(front)
                order = list(front) + [i for i in order if i not in first]
            self._order, self._order_key = order, key
        return self._order

    def next_batch(self) -> List[T]:
        """The next ``batch_size`` items, all distinct (pool order indices never repeat in a batch)."""
        taken: List[int] = []
        while len(taken) < self.batch_size:
            st = self.state
            order = self._order_for(st.epoch, st.front)
            take = min(self.batch_size - len(taken), len(order) - st.index)
            taken.extend(order[st.index: st.index + take])
            st.index += take
            if st.index == len(order):
                need = self.batch_size - len(taken)
                front: List[int] = []
                if need:  # the batch runs into the next epoch: its first items not already taken
                    have = set(taken)
                    front = [i for i in self._shuffle(st.epoch + 1) if i not in have][:need]
                self.state = SamplerState(st.epoch + 1, 0, front)
        return [self.items[i] for i in taken]

    def state_dict(self) -> Dict[str, Any]:
        """``{"epoch", "index", "pool_size"}``: the position and the size of the pool it refers
        to, plus ``"front"`` (the pool indices that open this epoch's order, see the class)
        where a batch crossed into this epoch."""
        sd: Dict[str, Any] = {"epoch": self.state.epoch, "index": self.state.index, "pool_size": len(self.items)}
        if self.state.front:
            sd["front"] = list(self.state.front)
        return sd

    def load_state_dict(self, sd: Dict[str, Any]) -> None:
        """Restore a position from :meth:`state_dict` (one saved without ``front`` means none).

        Raises:
            ValueError: the position does not fit this pool (it was saved for a pool of
                another size); the message names both sizes.
        """
        epoch, index = int(sd["epoch"]), int(sd["index"])
        size = sd.get("pool_size")
        front = [int(i) for i in (sd.get("front") or [])]
        n = len(self.items)
        if ((size is not None and int(size) != n) or not (0 <= index < n) or epoch < 0
                or any(not 0 <= i < n for i in front) or len(set(front)) != len(front)):
            raise ValueError(
                f"EpochSampler: the saved position (epoch {epoch}, index {index}) refers to a pool of "
                f"{size if size is not None else 'unknown size'} problems; this pool has {n}"
            )
        self.state = SamplerState(epoch, index, front)


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
