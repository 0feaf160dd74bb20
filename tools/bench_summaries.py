#!/usr/bin/env python
"""Benchmark a step's draft summaries inline and in worker processes (``train.summary_workers``); prints one JSON.

Workload: the labelled drafts of ``tests/data/summary_drafts.jsonl`` (186 drafts, math and code), cut into batches
of ``--batch`` drafts (the default run summarizes 32 drafts a step). For each worker count in ``--workers`` (0 =
inline) a fresh :class:`agon_mcore.train.summary_pool.SummaryPool` summarizes every batch ``--repeat`` times after
one warm-up batch (the pool's start and warm-up are timed apart as ``startup_s``). Per worker count: ``ms_per_batch``
(median over batches and repeats), ``ms_per_draft``, ``startup_s`` and ``same_as_inline`` (every summary's text
equal to the inline one: must be true).

Usage: ``python tools/bench_summaries.py [--workers 0,2] [--batch 32] [--repeat 3]``. The target: summaries
under 2% of an Agon step on the default run (0.43 s a step on one H100: 8.7 ms for 32 drafts; docs/gpu.md).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--workers", default=f"0,2,{os.cpu_count() or 1}")
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--drafts", default=str(ROOT / "tests" / "data" / "summary_drafts.jsonl"))
    args = ap.parse_args(argv)

    from agon_mcore.train.summary_pool import SummaryPool

    rows = [json.loads(x) for x in Path(args.drafts).read_text().splitlines() if x.strip()]
    jobs = [(r["draft"], "stop", r["domain"], "", r["problem"]) for r in rows]
    batches = [jobs[i:i + args.batch] for i in range(0, len(jobs), args.batch) if len(jobs[i:i + args.batch]) == args.batch]
    out = {"drafts": len(jobs), "batch": args.batch, "batches": len(batches), "repeat": args.repeat,
           "cpu_count": os.cpu_count(), "results": {}}
    reference = None
    for w in sorted({int(x) for x in args.workers.split(",")}):
        pool = SummaryPool(w)
        t0 = time.perf_counter()
        pool.summarize(batches[0])  # start and warm the workers (or the inline parsers)
        startup = time.perf_counter() - t0
        times, texts = [], []
        for _ in range(args.repeat):
            for b in batches:
                t0 = time.perf_counter()
                got = pool.summarize(b)
                times.append(time.perf_counter() - t0)
                texts.append([s.text for s in got])
        pool.close()
        if reference is None:
            reference = texts
        med = statistics.median(times)
        out["results"][str(w)] = {"ms_per_batch": round(1e3 * med, 1), "ms_per_draft": round(1e3 * med / args.batch, 2),
                                  "startup_s": round(startup, 2), "same_as_inline": texts == reference}
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
