#!/usr/bin/env python
"""Benchmark the math verifier on real DeepMath answers; prints one JSON object.

For each of the first ``--limit`` problems of ``--spec`` two responses are judged:
the problem's own gold answer (must be correct) and the NEXT problem's gold (a realistic
wrong answer; pairs whose golds are equal strings are skipped). The cache is off, so every
non-trivial pair goes to a math-verify worker.

Fields: ``verdicts_per_s`` (all verdicts / wall time), ``worker_calls_per_s`` (checks that
needed math-verify / wall time), ``same_gold_correct_rate`` (should be 1.0),
``shifted_gold_false_positive_rate``, ``timeouts``, ``restarts``, ``startup_s``.

Usage: ``python tools/bench_verify.py [--workers 2] [--timeout 5] [--limit 300]``
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    ap.add_argument("--spec", default="deepmath:all", help="math problems with gold answers (default deepmath:all)")
    ap.add_argument("--data-root", default=None, help="folder laid out like shared/data (default: $AGON_DATA_ROOT or ../shared/data)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=5.0, help="hard deadline per check, seconds")
    ap.add_argument("--limit", type=int, default=300, help="problems used (0: all)")
    args = ap.parse_args(argv)
    os.environ.setdefault("OMP_NUM_THREADS", "1")

    from agon_mcore.data import DataError, load_problems
    from agon_mcore.verify import MathVerifier
    from agon_mcore.verify.math import normalize_latex

    try:
        problems = [p for p in load_problems(args.spec, data_root=args.data_root) if p.domain == "math"]
    except DataError as e:
        print(json.dumps({"error": str(e)}))
        return 2
    if args.limit:
        problems = problems[: args.limit + 1]

    def resp(ans: str) -> str:
        return f"<think>work</think>The answer is \\boxed{{{ans}}}."

    same = [(resp(p.answer), p.answer) for p in problems[:-1]]
    shifted = [(resp(b.answer), a.answer) for a, b in zip(problems, problems[1:])
               if normalize_latex(a.answer) != normalize_latex(b.answer)]
    pairs = same + shifted
    t0 = time.monotonic()
    with MathVerifier(num_workers=args.workers, timeout_s=args.timeout, cache_size=0) as mv:
        mv.verify_batch([resp("1")], ["\\frac{2}{2}"])  # waits for a worker to be ready
        startup = time.monotonic() - t0
        calls0 = mv.stats["worker_calls"]
        t1 = time.monotonic()
        verdicts = mv.verify_batch([r for r, _ in pairs], [g for _, g in pairs])
        wall = time.monotonic() - t1
        stats = dict(mv.stats)
    vs_same, vs_shift = verdicts[: len(same)], verdicts[len(same):]
    out = {
        "spec": args.spec,
        "workers": args.workers,
        "timeout_s": args.timeout,
        "verdicts": len(verdicts),
        "wall_s": round(wall, 3),
        "verdicts_per_s": round(len(verdicts) / wall, 2) if wall > 0 else None,
        "worker_calls": stats["worker_calls"] - calls0,
        "worker_calls_per_s": round((stats["worker_calls"] - calls0) / wall, 2) if wall > 0 else None,
        "same_gold_correct_rate": round(sum(v.correct for v in vs_same) / max(1, len(vs_same)), 4),
        "shifted_gold_false_positive_rate": round(sum(v.correct for v in vs_shift) / max(1, len(vs_shift)), 4),
        "timeouts": stats["timeouts"],
        "restarts": stats["restarts"],
        "startup_s": round(startup, 3),
        "cpu_count": os.cpu_count(),
    }
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
