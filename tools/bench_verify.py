#!/usr/bin/env python
"""Benchmark the math verifier (real DeepMath answers) or the code verifier (the 164
HumanEval canonical solutions); prints one JSON object.

``--domain code``: each HumanEval problem's canonical solution (the body that completes the
prompt's stub) judged by a fresh :class:`CodeVerifier` per worker count, after one warm-up
verdict per worker; per worker count: ``verdicts_per_s``, ``ms_per_verdict_per_worker``
(``workers / verdicts_per_s``, the time one verdict holds one worker), ``correct_rate``
(must be 1.0) and the reasons seen. The default domain is ``math`` (below).

Workload (from the first ``--limit`` problems of ``--spec``), all judged with the cache off:

- ``same``: each problem's own gold as the answer (string-equal: the trivial case);
- ``nonequal``: answers that are NOT string-equal to the gold, DeepMath style: the next
  problem's gold (a realistic wrong answer; equal strings skipped) and, where one exists, an
  equivalent rewrite of the gold (``7`` -> ``7.0``, ``\\frac{a}{b}`` -> ``a/b``,
  ``\\sqrt{n}`` -> ``n^{1/2}``, ``x = v`` for ``v``; must be correct).

For each worker count in ``--workers`` (default: 1, 2 and the CPU count) a fresh
:class:`MathVerifier` judges ``nonequal`` then ``same``. Per worker count:
``nonequal_verdicts_per_s`` (target: >= 200 on 2 cores), ``verdicts_per_s`` (both
sets), ``worker_calls`` (checks that needed math-verify), ``fast`` (decided without
sympy), ``timeouts``/``retries``, ``startup_s``, ``same_gold_correct_rate`` (must be 1.0),
``rewrite_correct_rate`` (must be 1.0) and ``shifted_gold_false_positive_rate``.
The hard deadline (``--timeout``) and the retry stay on.

Usage: ``python tools/bench_verify.py [--workers 1,2] [--timeout 5] [--limit 300]``;
``python tools/bench_verify.py --domain code --workers 2 [--repeat 1]``
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
    ap.add_argument("--domain", choices=("math", "code"), default="math",
                    help="math: DeepMath answers; code: the HumanEval canonical solutions")
    ap.add_argument("--repeat", type=int, default=1, help="code: passes over the 164 solutions per worker count")
    args = ap.parse_args(argv)
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    if args.domain == "code":
        return bench_code(args)

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


def bench_code(args) -> int:
    """``--domain code``: verdicts/s on the HumanEval canonical solutions (see the module doc)."""
    from collections import Counter

    from agon_mcore.data import DataError, load_problems
    from agon_mcore.verify import CodeVerifier

    try:
        counts = sorted({int(x) for x in args.workers.split(",")}) if args.workers else [2]
    except ValueError:
        print(json.dumps({"error": f"--workers {args.workers!r}: expected comma-separated integers, e.g. 1,2"}))
        return 2
    try:
        problems = [p for p in load_problems("humaneval:test", data_root=args.data_root) if p.domain == "code"]
    except DataError as e:
        print(json.dumps({"error": str(e)}))
        return 2
    responses = [f"<think>work</think>\n```python\n{p.metadata['canonical_solution']}```" for p in problems]
    tests = [p.tests for p in problems]
    runs = []
    for n in counts:
        with CodeVerifier(num_workers=n, timeout_s=max(args.timeout, 10.0), total_timeout_s=60.0) as cv:
            t0 = time.monotonic()
            cv.verify_batch(responses[:n], tests[:n])  # warm-up: threads, sandbox probe, page cache
            startup = time.monotonic() - t0
            t1 = time.monotonic()
            verdicts = []
            for _ in range(max(1, args.repeat)):
                verdicts += cv.verify_batch(responses, tests)
            wall = time.monotonic() - t1
        vps = len(verdicts) / wall
        runs.append({
            "workers": n,
            "verdicts": len(verdicts),
            "wall_s": round(wall, 3),
            "verdicts_per_s": round(vps, 2),
            "ms_per_verdict_per_worker": round(1000.0 * n / vps, 1),
            "correct_rate": round(sum(v.correct for v in verdicts) / len(verdicts), 4),
            "reasons": dict(Counter(v.reason for v in verdicts)),
            "not_correct": sorted({p.id for p, v in zip(problems * max(1, args.repeat), verdicts) if not v.correct})[:10],
            "startup_s": round(startup, 3),
        })
    print(json.dumps({"domain": "code", "spec": "humaneval:test", "problems": len(problems), "cpu_count": os.cpu_count(),
                      "load_avg_1m": round(os.getloadavg()[0], 2), "runs": runs}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
