"""Metric sinks: JSONL (always), TensorBoard and wandb (when configured), a live
progress display built on rich, and the run's provenance record.

Every run writes ``<run_dir>/metrics.jsonl``: one JSON object per line, ``{"step": int,
"time": unix seconds, <key>: float, ...}``. Keys are slash-separated (``draft/reward_mean``,
``train/A/clip_frac``, ``time/generate_draft``); the same keys go to TensorBoard as scalars.
The warm-up losses (``sft/<rival>/loss`` per warm-up step) and every evaluation
(``eval/<setting>/pass1`` in percent at the Agon step it ran) go to TensorBoard too
(:func:`log_scalars`). ``<run_dir>/provenance.json`` (:func:`provenance`) records what
determines the run's numbers: commit, dirty flag, package versions, thread counts, config hash.
"""
from __future__ import annotations

import json
import logging
import math
import time
from pathlib import Path
from typing import Any, Dict, Mapping, Optional

log = logging.getLogger("agon.metrics")


def _clean(v: Any) -> Optional[float]:
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return f


class MetricsWriter:
    """Write per-step scalars to JSONL, TensorBoard and wandb.

    Args:
        run_dir: the run folder; ``metrics.jsonl`` and ``tensorboard/`` are created in it.
        tensorboard: also write TensorBoard event files.
        wandb_project: log to this wandb project if the ``wandb`` package is importable
            (a clear warning otherwise; the JSONL log is kept either way).
        append: append to an existing ``metrics.jsonl`` (resume) instead of replacing it;
            lines with ``step >= first_step`` are dropped first so a resumed run does not
            log a step twice.
        first_step: see ``append``.
    """

    def __init__(
        self,
        run_dir: str | Path,
        tensorboard: bool = True,
        wandb_project: Optional[str] = None,
        append: bool = False,
        first_step: int = 0,
        config: Optional[Mapping[str, Any]] = None,
    ) -> None:
        self.run_dir = Path(run_dir)
        self.run_dir.mkdir(parents=True, exist_ok=True)
        self.path = self.run_dir / "metrics.jsonl"
        if append and self.path.exists():
            kept = []
            for line in self.path.read_text().splitlines():
                try:
                    if json.loads(line).get("step", -1) < first_step:
                        kept.append(line)
                except json.JSONDecodeError:
                    continue  # a line cut by a crash: drop it
            self.path.write_text("".join(k + "\n" for k in kept))
        elif self.path.exists():
            self.path.unlink()
        self._fh = open(self.path, "a", buffering=1)
        self._tb = None
        if tensorboard:
            try:
                from torch.utils.tensorboard import SummaryWriter

                self._tb = SummaryWriter(str(self.run_dir / "tensorboard"))
            except Exception as e:  # tensorboard missing or broken: keep JSONL
                log.warning("TensorBoard disabled (%s); metrics.jsonl is still written", e)
        self._wandb = None
        if wandb_project:
            try:
                import wandb

                self._wandb = wandb.init(project=wandb_project, dir=str(self.run_dir), config=dict(config or {}))
            except ImportError:
                log.warning("logging.wandb_project=%r but wandb is not installed; pip install wandb", wandb_project)

    def write(self, step: int, metrics: Mapping[str, Any]) -> Dict[str, float]:
        """Log one step's scalars; non-numeric values are dropped. Returns what was written."""
        clean = {k: f for k, v in metrics.items() if (f := _clean(v)) is not None}
        rec = {"step": int(step), "time": time.time(),
               **{k: (v if math.isfinite(v) else str(v)) for k, v in clean.items() if k != "step"}}
        self._fh.write(json.dumps(rec) + "\n")
        if self._tb is not None:
            for k, v in clean.items():
                if math.isfinite(v):
                    self._tb.add_scalar(k, v, step)
        if self._wandb is not None:
            self._wandb.log(clean, step=step)
        return clean

    def close(self) -> None:
        self._fh.close()
        if self._tb is not None:
            self._tb.close()
        if self._wandb is not None:
            self._wandb.finish()


def read_metrics(run_dir: str | Path) -> list[dict]:
    """Read ``<run_dir>/metrics.jsonl`` back as a list of dicts (one per step)."""
    out = []
    for line in (Path(run_dir) / "metrics.jsonl").read_text().splitlines():
        if line.strip():
            out.append(json.loads(line))
    return out


class Progress:
    """A rich progress bar with a live line of the step's key numbers.

    On a terminal: a rich bar. Otherwise (a log file, CI) one plain line every
    ``plain_every`` updates and at the end. ``enabled=False`` prints nothing.
    """

    def __init__(self, total: int, description: str, enabled: bool = True, plain_every: int = 1) -> None:
        import sys

        self.enabled = enabled
        self.total = total
        self.description = description
        self.done = 0
        self._t0 = time.perf_counter()
        self.plain_every = max(1, plain_every)
        self._progress = None
        if not enabled or not sys.stdout.isatty():
            return
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )
        from rich.progress import Progress as _P

        self._progress = _P(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TextColumn("ETA"),
            TimeRemainingColumn(),
            TextColumn("{task.fields[info]}"),
        )
        self._task = self._progress.add_task(description, total=total, info="")
        self._progress.start()

    def update(self, advance: int = 1, info: str = "") -> None:
        self.done += advance
        if self._progress is not None:
            self._progress.update(self._task, advance=advance, info=info)
        elif self.enabled and (self.done % self.plain_every == 0 or self.done == self.total):
            print(f"{self.description} {self.done}/{self.total} {info} {self.eta_text()}", flush=True)

    def eta_text(self) -> str:
        """``"elapsed 0:01:05 ETA 0:02:10"`` from the mean time per update so far."""
        el = time.perf_counter() - self._t0
        left = el / self.done * (self.total - self.done) if self.done else float("nan")
        return f"elapsed {_hms(el)} ETA {_hms(left)}"

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None


def _hms(seconds: float) -> str:
    if not math.isfinite(seconds):
        return "?"
    s = int(round(seconds))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"


def log_scalars(run_dir: str | Path, records: list, tag_prefix: str = "", step_key: str = "step") -> int:
    """Append scalar records to ``<run_dir>/tensorboard`` (a separate event file per call;
    TensorBoard merges the files of one folder).

    Args:
        run_dir: the run folder.
        records: dicts ``{step_key: int, <tag>: number, ...}``; non-numeric and non-finite
            values are skipped.
        tag_prefix: prepended to every tag (e.g. ``"eval/"``).
        step_key: the key holding the global step.

    Returns:
        The number of scalars written (0 when TensorBoard is not importable: a warning says so).
    """
    try:
        from torch.utils.tensorboard import SummaryWriter
    except Exception as e:  # tensorboard missing or broken
        log.warning("TensorBoard records skipped (%s)", e)
        return 0
    n = 0
    w = SummaryWriter(str(Path(run_dir) / "tensorboard"), filename_suffix=".records")
    try:
        for rec in records:
            step = int(rec[step_key])
            for k, v in rec.items():
                f = _clean(v)
                if k != step_key and f is not None and math.isfinite(f):
                    w.add_scalar(tag_prefix + k, f, step)
                    n += 1
    finally:
        w.close()
    return n


# ----------------------------------------------------------------------------- provenance

PROVENANCE_PACKAGES = ("torch", "megatron-core", "transformers", "tokenizers", "datasets", "math-verify",
                       "sympy", "numpy", "omegaconf", "safetensors", "triton", "sglang", "agon-mcore")

# Keys that name where outputs go or how they are displayed, not what is computed: left out
# of the config hash so two runs of the same setting in different folders hash the same.
_HASH_EXCLUDED = ("train.run_dir", "logging.progress", "logging.tensorboard", "logging.wandb_project")


def config_hash(cfg) -> str:
    """sha256 (hex, first 16 chars) of the config's YAML without the output-only keys
    (``train.run_dir``, ``logging.progress/tensorboard/wandb_project``)."""
    import dataclasses
    import hashlib

    from agon_mcore.config import to_yaml

    c = dataclasses.replace(cfg, train=dataclasses.replace(cfg.train, run_dir=""),
                            logging=dataclasses.replace(cfg.logging, progress=True, tensorboard=True,
                                                        wandb_project=None))
    return hashlib.sha256(to_yaml(c).encode("utf-8")).hexdigest()[:16]


def _git(*args: str) -> Optional[str]:
    import subprocess

    repo = Path(__file__).resolve().parents[1]
    try:
        p = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return p.stdout if p.returncode == 0 else None


def provenance(cfg=None) -> Dict[str, Any]:
    """What determines a run's numbers, as a JSON-ready dict.

    Keys: ``commit`` (git HEAD of the agon-mcore checkout, None outside a git checkout),
    ``dirty`` (tracked files differ from HEAD; None if unknown), ``dirty_files`` (up to 20),
    ``packages`` (installed versions of :data:`PROVENANCE_PACKAGES`, None if absent),
    ``python``, ``platform``, ``cpu_count``, ``threads`` (``torch.get_num_threads()``,
    ``torch.get_num_interop_threads()`` and the ``OMP/MKL_NUM_THREADS`` variables),
    ``cuda`` (device name or None), ``config_hash`` (:func:`config_hash`, when ``cfg`` is
    given) and ``time`` (UTC, ISO 8601).
    """
    import datetime
    import os
    import platform
    import sys
    from importlib import metadata

    import torch

    head = _git("rev-parse", "HEAD")
    status = _git("status", "--porcelain", "--untracked-files=no")
    dirty_files = [ln[3:] for ln in status.splitlines()] if status is not None else None
    pkgs: Dict[str, Optional[str]] = {}
    for name in PROVENANCE_PACKAGES:
        try:
            pkgs[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            pkgs[name] = None
    out: Dict[str, Any] = {
        "commit": head.strip() if head else None,
        "dirty": (len(dirty_files) > 0) if dirty_files is not None else None,
        "dirty_files": dirty_files[:20] if dirty_files is not None else None,
        "packages": pkgs,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "cpu_count": os.cpu_count(),
        "threads": {"torch": torch.get_num_threads(), "torch_interop": torch.get_num_interop_threads(),
                    "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS"),
                    "MKL_NUM_THREADS": os.environ.get("MKL_NUM_THREADS")},
        "cuda": torch.cuda.get_device_name(0) if torch.cuda.is_available() else None,
        "time": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    }
    if cfg is not None:
        out["config_hash"] = config_hash(cfg)
    return out


def write_provenance(run_dir: str | Path, cfg, append: bool = False) -> Path:
    """Write ``<run_dir>/provenance.json``: a JSON list with one :func:`provenance` record
    per invocation (a fresh run starts the list; ``append`` (resume) adds to it, so a run
    continued on another commit or machine says so). Returns the path."""
    path = Path(run_dir) / "provenance.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    records = []
    if append and path.exists():
        try:
            old = json.loads(path.read_text())
            records = old if isinstance(old, list) else [old]
        except json.JSONDecodeError:
            log.warning("%s is not valid JSON; starting a new provenance list", path)
    records.append(provenance(cfg))
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(records, indent=1))
    tmp.replace(path)
    return path
