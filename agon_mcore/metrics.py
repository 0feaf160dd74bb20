"""Metric sinks: JSONL (always), TensorBoard and wandb (when configured), and a live
progress display built on rich.

Every run writes ``<run_dir>/metrics.jsonl``: one JSON object per line, ``{"step": int,
"time": unix seconds, <key>: float, ...}``. Keys are slash-separated (``draft/reward_mean``,
``train/A/clip_frac``, ``time/generate_draft``); the same keys go to TensorBoard as scalars.
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
        self.plain_every = max(1, plain_every)
        self._progress = None
        if not enabled or not sys.stdout.isatty():
            return
        from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn
        from rich.progress import Progress as _P

        self._progress = _P(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TextColumn("{task.fields[info]}"),
        )
        self._task = self._progress.add_task(description, total=total, info="")
        self._progress.start()

    def update(self, advance: int = 1, info: str = "") -> None:
        self.done += advance
        if self._progress is not None:
            self._progress.update(self._task, advance=advance, info=info)
        elif self.enabled and (self.done % self.plain_every == 0 or self.done == self.total):
            print(f"{self.description} {self.done}/{self.total} {info}", flush=True)

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None
