"""Problem sources, fixed splits, prompts, the synthetic task and tokenizers.

Entry point: :func:`load_problems`. See docs/INTERFACES.md (data section).
"""
from __future__ import annotations

import dataclasses
import logging
import os
from pathlib import Path

from agon_mcore.config import SyntheticConfig
from agon_mcore.data import sources, synthetic, synthetic_code
from agon_mcore.data.prompts import build_prompt_ids, question_text, stop_token_ids
from agon_mcore.data.splits import (
    check_disjoint,
    heldout_split,
    normalize_text,
    shared_problems,
    validation_split,
)
from agon_mcore.data.tokenizer import load_tokenizer
from agon_mcore.data.types import DataError, Problem

__all__ = [
    "DataError", "Problem", "load_problems", "resolve_data_root", "load_tokenizer",
    "question_text", "build_prompt_ids", "stop_token_ids", "heldout_split", "validation_split", "SPECS",
    "check_disjoint", "shared_problems", "normalize_text", "check_data_splits",
]

log = logging.getLogger("agon.data")

SPECS = ("synthetic:train", "synthetic:validation", "synthetic:test",
         "synthetic_code:train", "synthetic_code:validation", "synthetic_code:test") + tuple(
    f"{name}:{split}" for name, src in sources.SOURCES.items() for split in src.splits
)
_FILE_SUFFIXES = (".jsonl", ".json", ".parquet", ".csv", ".jsonl.gz", ".json.gz")


def resolve_data_root(data_root: str | None = None) -> Path:
    """The data folder: ``data_root``, else ``$AGON_DATA_ROOT``, else ``../shared/data``
    relative to the repository root. The folder may not exist (callers report that)."""
    if data_root:
        return Path(data_root).expanduser()
    env = os.environ.get("AGON_DATA_ROOT")
    if env:
        return Path(env).expanduser()
    repo = Path(__file__).resolve().parents[2]
    return (repo / ".." / "shared" / "data").resolve()


def _looks_like_file(spec: str) -> bool:
    return spec.endswith(_FILE_SUFFIXES) or os.sep in spec or Path(spec).is_file()


def load_problems(
    spec: str,
    *,
    data_root: str | None = None,
    synthetic: SyntheticConfig | None = None,
    heldout_size: int = 300,
) -> list[Problem]:
    """Load the problems named by ``spec``.

    Args:
        spec: ``synthetic:train|test``; ``synthetic_code:train|validation|test`` (the built-in
            stdin/stdout code task, :mod:`agon_mcore.data.synthetic_code`, shaped by
            ``synthetic.code``); ``<source>:<split>`` for a source laid out like
            ``shared/data`` (``deepmath_hard:train|test``, ``deepmath:all``, ``gsm8k:test``,
            ``math500:test``, ``aime24:test``, ``amc23:test``, ``code_contests:test``,
            ``humaneval:test``); a local ``.jsonl/.json/.parquet/.csv`` file (fields
            auto-detected, see :mod:`agon_mcore.data.sources`); or ``hub:<dataset id>[:split]``
            (needs network; split defaults to ``train``).
        data_root: folder laid out like ``shared/data`` (default :func:`resolve_data_root`).
        synthetic: shape of the synthetic task (default ``SyntheticConfig()``).
        heldout_size: size of ``deepmath_hard:test``, drawn by a stable hash of the id
            (:func:`agon_mcore.data.splits.heldout_split`); ``deepmath_hard:validation`` is
            50 of the rest by another stable hash (:func:`agon_mcore.data.splits.validation_split`)
            and ``deepmath_hard:train`` what remains. ``synthetic:validation`` is
            ``synthetic.num_validation`` questions of the generated train pool by the same
            stable hash (0, the default: no validation split, ``synthetic:train`` is the
            whole pool).

    Returns:
        ``list[Problem]`` in source order (bad rows skipped and logged on ``agon.data``).

    Raises:
        DataError: unknown spec or split, missing file (message names the path and the fix),
            or no problems left after the filters (message names the spec and the filters).
    """
    spec = spec.strip()
    if spec.startswith("synthetic:"):
        return _synthetic(spec, synthetic)
    if spec.startswith("synthetic_code:"):
        return _synthetic_code(spec, synthetic)
    if spec.startswith("hub:"):
        return _hub(spec)
    name, _, split = spec.partition(":")
    if name in sources.SOURCES:
        return _named(spec, name, split, data_root, heldout_size)
    if _looks_like_file(spec):
        return _local(spec)
    raise DataError(
        f"unknown data spec {spec!r}; use one of {', '.join(SPECS)}, a .jsonl/.json/.parquet path, "
        "or hub:<dataset id>[:split]"
    )


def _synthetic(spec: str, cfg: SyntheticConfig | None) -> list[Problem]:
    split = spec.split(":", 1)[1]
    cfg = dataclasses.replace(cfg) if cfg is not None else SyntheticConfig()
    if split in ("train", "validation") and (split == "validation" or cfg.num_validation > 0):
        # synthetic:validation is carved out of the generated train pool by a stable hash of
        # the id (every question of the default shape is already in train or test), so it is
        # disjoint from both; synthetic:train is what remains.
        return _carve_validation(spec, split, lambda: synthetic.generate(cfg, "train"), cfg.num_validation,
                                 "data.synthetic")
    out = synthetic.generate(cfg, split)
    if not out:
        raise DataError(
            f"{spec}: no problems (data.synthetic.num_{split}=0); raise data.synthetic.num_{split}"
        )
    return out


def _carve_validation(spec: str, split: str, make_train, num_validation: int, key: str) -> list[Problem]:
    """``train`` or ``validation`` of a generated task: ``num_validation`` questions of the
    generated train pool (``make_train()``) by a stable hash of the id are the validation
    split, the rest the train split (``key``: the config section, for the error)."""
    if num_validation < 1:
        raise DataError(f"{spec}: {key}.num_validation={num_validation}; set it to >= 1 "
                        "(e.g. 100: that many training questions become the validation split)")
    train, val = validation_split(make_train(), num_validation, where=spec)
    for p in val:
        p.metadata["split"] = "validation"
    return train if split == "train" else val


def _synthetic_code(spec: str, cfg: SyntheticConfig | None) -> list[Problem]:
    split = spec.split(":", 1)[1]
    code = dataclasses.replace((cfg or SyntheticConfig()).code)
    if split not in ("train", "validation", "test"):
        raise DataError(f"data spec {spec!r}: use synthetic_code:train, synthetic_code:validation or synthetic_code:test")
    if split == "test":
        out = synthetic_code.generate(code, "test")
    elif split == "validation" or code.num_validation > 0:
        out = _carve_validation(spec, split, lambda: synthetic_code.generate(code, "train"), code.num_validation,
                                "data.synthetic.code")
    else:
        out = synthetic_code.generate(code, "train")
    if not out:
        raise DataError(f"{spec}: no problems (data.synthetic.code.num_{split}=0); raise data.synthetic.code.num_{split}")
    return out


def _named(spec: str, name: str, split: str, data_root: str | None, heldout_size: int) -> list[Problem]:
    src = sources.SOURCES[name]
    if split not in src.splits:
        raise DataError(
            f"data spec {spec!r}: {name} has splits {', '.join(src.splits)}; write e.g. {name}:{src.splits[0]}"
        )
    root = resolve_data_root(data_root)
    path = root / src.file
    if not path.is_file():
        raise DataError(
            f"data spec {spec!r} needs {path}, which does not exist; set $AGON_DATA_ROOT or data.data_root "
            "to a folder laid out like shared/data (see shared/data/README.md)"
        )
    problems = sources.to_problems(sources.read_rows(path), src.layout, name, str(path))
    filters = [f"file {path}"]
    if src.min_difficulty is not None:
        filters.append(f"difficulty >= {src.min_difficulty:g}")
        keep = []
        for p in problems:
            d = p.metadata.get("difficulty")
            if isinstance(d, (int, float)) and d >= src.min_difficulty:
                keep.append(p)
        problems = keep
    if src.heldout:
        filters.append(f"held-out split {split!r} (heldout_size={heldout_size})")
        if not problems:
            raise DataError(f"data spec {spec!r}: no problems left after filters: {'; '.join(filters)}")
        train, test = heldout_split(problems, heldout_size, where=spec)
        val: list[Problem] = []
        if src.validation_size:
            filters.append(f"validation split of {src.validation_size}")
            train, val = validation_split(train, src.validation_size, where=spec)
        problems = {"train": train, "validation": val, "test": test}[split]
    for p in problems:
        p.metadata["split"] = split
    if not problems:
        raise DataError(f"data spec {spec!r}: no problems left after filters: {'; '.join(filters)}")
    log.info("%s: %d problems (%s)", spec, len(problems), "; ".join(filters))
    return problems


def _local(spec: str) -> list[Problem]:
    path = Path(spec).expanduser()
    rows = sources.read_rows(path)
    layout = sources.detect_layout([r for r in rows if isinstance(r, dict)])
    stem = path.name.split(".")[0] or "local"
    problems = sources.to_problems(rows, layout, stem, str(path))
    if not problems:
        raise DataError(
            f"data file {path}: no usable problems among {len(rows)} rows (layout {layout!r}, bad rows "
            "skipped); math rows need a question and an answer, code rows a problem and tests"
        )
    return problems


def _hub(spec: str) -> list[Problem]:
    rest = spec[len("hub:"):]
    dataset_id, split = rest, "train"
    if ":" in rest:
        head, tail = rest.rsplit(":", 1)
        if tail and "/" not in tail:
            dataset_id, split = head, tail
    if not dataset_id:
        raise DataError(f"data spec {spec!r}: write hub:<dataset id>[:split], e.g. hub:openai/gsm8k:test")
    rows = sources.read_hub(dataset_id, split)
    layout = sources.detect_layout([r for r in rows if isinstance(r, dict)])
    problems = sources.to_problems(rows, layout, dataset_id.split("/")[-1], spec)
    if not problems:
        raise DataError(f"data spec {spec!r}: no usable problems among {len(rows)} rows (layout {layout!r})")
    return problems


def check_data_splits(data, *, check_validation: bool = True) -> dict:
    """Check that the evaluation set is held out: ``data.eval`` shares no problem (by id or
    normalised problem text, :func:`shared_problems`) with ``data.train``, and
    ``data.validation`` (when set) none with ``data.eval``.

    Args:
        data: an :class:`agon_mcore.config.DataConfig`.
        check_validation: also check ``data.validation`` against ``data.eval``.

    Returns:
        ``{"eval_in_train": k}``: how many eval problems occur in ``data.train`` (0 unless
        ``data.allow_eval_overlap`` is set).

    Raises:
        DataError: an overlap, naming both keys and specs and the fix. Overlap of
            ``data.train`` and ``data.eval`` is allowed with ``data.allow_eval_overlap=true``
            (the results table then says the problems are not held out); a validation set
            that overlaps the test set is always refused (AGON.md: the cascade direction is
            chosen on validation, never on test). A validation set that overlaps ``data.train``
            is allowed with a warning (the direction is then chosen on trained-on problems).
    """
    kw = dict(data_root=data.data_root, synthetic=data.synthetic, heldout_size=data.heldout_size)
    test = load_problems(data.eval, **kw)
    out = {"eval_in_train": 0}
    if check_validation and data.validation:
        val = load_problems(data.validation, **kw)
        check_disjoint(val, test, "data.validation", data.validation, "data.eval", data.eval,
                       "the cascade direction must be chosen on problems outside the test set: use a "
                       "validation split (e.g. synthetic:validation, deepmath_hard:validation) or a file "
                       "disjoint from data.eval")
    train = load_problems(data.train, **kw)
    if check_validation and data.validation:
        in_train = shared_problems(val, train)
        if in_train:  # allowed (the test set stays held out), but the choice is then made on trained-on problems
            log.warning("data.validation=%r shares %d of its %d problems with data.train=%r: the cascade direction "
                        "is chosen on problems the rivals train on; use a validation split disjoint from training "
                        "(e.g. synthetic:validation, deepmath_hard:validation)", data.validation, len(in_train),
                        len(val), data.train)
    shared = shared_problems(test, train)
    out["eval_in_train"] = len(shared)
    if shared and not getattr(data, "allow_eval_overlap", False):
        check_disjoint(test, train, "data.eval", data.eval, "data.train", data.train,
                       "evaluate on a held-out split (e.g. synthetic:test, deepmath_hard:test), or set "
                       "data.allow_eval_overlap=true to evaluate on training problems (the table is then "
                       "labelled as not held out)")
    return out
