"""Fixed, reproducible held-out and validation splits by a stable hash of the problem id,
and the overlap checks between the train, validation and test sets."""
from __future__ import annotations

import hashlib
import unicodedata

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


# ----------------------------------------------------------------------------- validation split

VALIDATION_SALT = "agon-validation-v1"


def validation_key(problem_id: str) -> str:
    """``sha256("agon-validation-v1:" + id)`` as hex: the rank of a problem in the
    validation draw (a different salt from :func:`heldout_key`, so the two draws are
    independent)."""
    return hashlib.sha256(f"{VALIDATION_SALT}:{problem_id}".encode("utf-8")).hexdigest()


def validation_split(pool: list[Problem], size: int, where: str = "") -> tuple[list[Problem], list[Problem]]:
    """Split a training pool into (train, validation): the ``size`` problems with the
    smallest :func:`validation_key` are the validation split, the rest stay for training.

    Applied to the pool left after the held-out test split, so validation is disjoint from
    both train and test by id; it depends only on the set of ids (stable across machines,
    file order and runs). Both parts keep the input order.

    Raises:
        DataError: ``size`` not in ``[1, len(pool) - 1]``.
    """
    n = len(pool)
    if not 0 < size < n:
        raise DataError(
            f"{where}: a validation split of {size} needs a training pool of more than {size} problems, got {n}"
        )
    val_ids = set(sorted((p.id for p in pool), key=validation_key)[:size])
    return [p for p in pool if p.id not in val_ids], [p for p in pool if p.id in val_ids]


# ----------------------------------------------------------------------------- overlap checks


def normalize_text(text: str) -> str:
    """A problem text for duplicate detection: Unicode NFKC, case-folded, every run of
    whitespace collapsed to one space, surrounding whitespace stripped."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def shared_problems(a: list[Problem], b: list[Problem]) -> list[tuple[Problem, Problem, str]]:
    """Problems of ``a`` that also occur in ``b``: same id, or same :func:`normalize_text`
    of the prompt. Returns ``(problem of a, problem of b, "id" | "text")`` in ``a``'s order."""
    by_id = {p.id: p for p in b}
    by_text = {normalize_text(p.prompt): p for p in b}
    out = []
    for p in a:
        if p.id in by_id:
            out.append((p, by_id[p.id], "id"))
        else:
            q = by_text.get(normalize_text(p.prompt))
            if q is not None:
                out.append((p, q, "text"))
    return out


def check_disjoint(a: list[Problem], b: list[Problem], a_key: str, a_spec: str, b_key: str, b_spec: str,
                   fix: str) -> None:
    """Raise when the problem sets ``a`` (config key ``a_key`` = ``a_spec``) and ``b`` share
    a problem (by id or normalised text).

    Raises:
        DataError: naming both keys and specs, how many problems are shared, up to three
            examples (id and how they match) and ``fix``.
    """
    shared = shared_problems(a, b)
    if not shared:
        return
    ex = ", ".join(f"{p.id} ({'same id' if how == 'id' else 'same text as ' + q.id})" for p, q, how in shared[:3])
    raise DataError(
        f"{a_key}={a_spec!r} shares {len(shared)} of its {len(a)} problems with {b_key}={b_spec!r} "
        f"(by id or normalised problem text; e.g. {ex}); {fix}"
    )
