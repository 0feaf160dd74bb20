"""Fixed, reproducible held-out splits by a stable hash of the problem id."""
from __future__ import annotations

import hashlib

from agon_mcore.data.types import DataError, Problem

SALT = "agon-heldout-v1"


def heldout_key(problem_id: str) -> str:
    """``sha256("agon-heldout-v1:" + id)`` as hex: the rank of a problem in the held-out
    draw (independent of file order, Python's hash seed and the machine)."""
    return hashlib.sha256(f"{SALT}:{problem_id}".encode("utf-8")).hexdigest()


def heldout_split(problems: list[Problem], heldout_size: int, where: str = "") -> tuple[list[Problem], list[Problem]]:
    """Split into (train, test): the ``heldout_size`` problems with the smallest
    :func:`heldout_key` are the test split, the rest the training pool.

    Both keep the input order. The split depends only on the set of ids, so it is the same
    on every machine and run; ``test`` has exactly ``heldout_size`` problems.

    Raises:
        DataError: ``heldout_size`` not in ``[1, len(problems) - 1]`` or duplicate ids.
    """
    n = len(problems)
    if not 0 < heldout_size < n:
        raise DataError(
            f"{where}: data.heldout_size={heldout_size} must be in [1, {n - 1}] for {n} problems "
            "(both the held-out test split and the training pool must be non-empty)"
        )
    ids = [p.id for p in problems]
    if len(set(ids)) != n:
        dup = sorted({i for i in ids if ids.count(i) > 1})[:3]
        raise DataError(f"{where}: duplicate problem ids {dup}; the held-out split needs unique ids")
    test_ids = set(sorted(ids, key=heldout_key)[:heldout_size])
    train = [p for p in problems if p.id not in test_ids]
    test = [p for p in problems if p.id in test_ids]
    return train, test
