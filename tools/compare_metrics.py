"""Compare two runs' metrics.jsonl field by field, timing fields aside (exit 1 on a difference).

    python tools/compare_metrics.py RUN_A RUN_B [--prefix train/ ...] [--rtol 0]

RUN_A / RUN_B: run directories or metrics.jsonl files. Used to check that a refactoring
leaves a run unchanged at the same seed, and that a replay (``agon train --replay``) trains
like the run it replays (docs/architecture_trainer.md).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from agon_mcore.train.step_metrics import metrics_differences


def read_rows(spec: str) -> list:
    """The rows of ``spec`` (a run directory or its metrics.jsonl)."""
    path = Path(spec)
    if path.is_dir():
        path = path / "metrics.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("a")
    p.add_argument("b")
    p.add_argument("--prefix", action="append", default=[], help="compare only fields with this prefix (repeatable)")
    p.add_argument("--rtol", type=float, default=0.0, help="relative tolerance of numeric fields (default exact)")
    args = p.parse_args(argv)
    a, b = read_rows(args.a), read_rows(args.b)
    diffs = metrics_differences(a, b, prefixes=args.prefix, rtol=args.rtol)
    fields = {k for r in a for k in r}
    for line in diffs:
        print(line)
    print(f"{len(a)} vs {len(b)} steps, {len(fields)} fields per run: "
          + ("the same (timing fields aside)" if not diffs else f"{len(diffs)} difference(s)"))
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
