#!/usr/bin/env python
"""Benchmark the math verifier on real DeepMath answers; prints one JSON object.

Workload (from the first ``--limit`` problems of ``--spec``), all judged with the cache off:

- ``same``: each problem's own gold as the answer (string-equal: the trivial case);
- ``nonequal``: answers that are NOT string-equal to the gold, DeepMath style: the next
  problem's gold (a realistic wrong answer; equal strings skipped) and, where one exists, an
  equivalent rewrite of the gold (``7`` -> ``7.0``, ``\\frac{a}{b}`` -> ``a/b``,
  ``\\sqrt{n}`` -> ``n^{1/2}``, ``x = v`` for ``v``; must be correct).

For each worker count in ``--workers`` (default: 1, 2 and the CPU count) a fresh
:class:`MathVerifier` judges ``nonequal`` then ``same``. Per worker count:
``nonequal_verdicts_per_s`` (issue 15's target: >= 200 on 2 cores), ``verdicts_per_s`` (both
sets), ``worker_calls`` (checks that needed math-verify), ``fast`` (decided without
sympy), ``timeouts``/``retries``, ``startup_s``, ``same_gold_correct_rate`` (must be 1.0),
``rewrite_correct_rate`` (must be 1.0) and ``shifted_gold_false_positive_rate``.
The hard deadline (``--timeout``) and the retry stay on.

Usage: ``python tools/bench_verify.py [--workers 1,2] [--timeout 5] [--limit 300]``
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time


def rewrite(gold: str) -> str | None:
    """An equivalent, not string-equal form of ``gold`` (``None`` when we have none)."""
    g = gold.strip()
    if re.fullmatch(r"-?\d+", g):
        return g + ".0"
    m = re.fullmatch(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}", g)
    if m:
        return f"{m.group(1)}{m.group(2)}/{m.group(3)}"
    m = re.fullmatch(r"\\sqrt\{(\d+)\}", g)
    if m:
        return f"{m.group(1)}^{{1/2}}"
    if re.fullmatch(r"[^=<>,(\[|!]+", g) and not re.search(r"\\(?:text|mathbb|le|ge|\{)|\b[A-Za-z]{2,}\b", g):
        return f"x = {g}"
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    ap.add_argument("--spec", default="deepmath:all", help="math problems with gold answers (default deepmath:all)")
    ap.add_argument("--data-root", default=None, help="folder laid out like shared/data (default: $AGON_DATA_ROOT or ../shared/data)")
    ap.add_argument("--workers", default=None, help="comma-separated worker counts (default: 1,2,<cpu count>)")
    ap.add_argument("--timeout", type=float, default=5.0, help="hard deadline per check, seconds")
    ap.add_argument("--limit", type=int, default=300, help="problems used (0: all)")
    args = ap.parse_args(argv)
    os.environ.setdefault("OMP_NUM_THREADS", "1")

    from agon_mcore.data import DataError, load_problems
    from agon_mcore.verify import MathVerifier
    from agon_mcore.verify.math import default_workers, normalize_latex

    try:
        counts = sorted({int(x) for x in args.workers.split(",")}) if args.workers else sorted({1, 2, default_workers()})
    except ValueError:
        print(json.dumps({"error": f"--workers {args.workers!r}: expected comma-separated integers, e.g. 1,2"}))
        return 2
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
    rewrites = [(resp(r), p.answer) for p in problems[:-1] if (r := rewrite(p.answer)) is not None]
    nonequal = shifted + rewrites
    runs = []
    for n in counts:
        t0 = time.monotonic()
        with MathVerifier(num_workers=n, timeout_s=args.timeout, cache_size=0) as mv:
            mv.verify_batch([resp("x^2")] * n, ["x \\cdot x"] * n)  # waits for the workers
            startup = time.monotonic() - t0
            before = dict(mv.stats)
            t1 = time.monotonic()
            vs_ne = mv.verify_batch([r for r, _ in nonequal], [g for _, g in nonequal])
            wall_ne = time.monotonic() - t1
            t2 = time.monotonic()
            vs_same = mv.verify_batch([r for r, _ in same], [g for _, g in same])
            wall_same = time.monotonic() - t2
            stats = {k: mv.stats[k] - before[k] for k in mv.stats}
        vs_shift, vs_rw = vs_ne[: len(shifted)], vs_ne[len(shifted):]
        runs.append({
            "workers": n,
            "nonequal_verdicts": len(vs_ne),
            "nonequal_wall_s": round(wall_ne, 3),
            "nonequal_verdicts_per_s": round(len(vs_ne) / wall_ne, 1) if wall_ne > 0 else None,
            "verdicts_per_s": round((len(vs_ne) + len(vs_same)) / (wall_ne + wall_same), 1),
            "worker_calls": stats["worker_calls"],
            "fast": stats["fast"],
            "timeouts": stats["timeouts"],
            "retries": stats["retries"],
            "restarts": stats["restarts"],
            "startup_s": round(startup, 3),
            "same_gold_correct_rate": round(sum(v.correct for v in vs_same) / max(1, len(vs_same)), 4),
            "rewrite_correct_rate": round(sum(v.correct for v in vs_rw) / max(1, len(vs_rw)), 4),
            "shifted_gold_false_positive_rate": round(sum(v.correct for v in vs_shift) / max(1, len(vs_shift)), 4),
        })
    out = {
        "spec": args.spec,
        "timeout_s": args.timeout,
        "pairs": {"same": len(same), "shifted": len(shifted), "rewrites": len(rewrites)},
        "cpu_count": os.cpu_count(),
        "load_avg_1m": round(os.getloadavg()[0], 2),
        "runs": runs,
    }
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
