"""Cost per step of the advantage/reward plug-in methods, from one warmed-up checkpoint.

Each setting resumes a copy of the same warm-up checkpoint (an ``agon compare`` seed's
``warmup`` folder, or any run folder with ``config.yaml`` and ``checkpoints/``) and trains
``--steps`` steps without evaluation; the per-step metrics are read back from each run's
``metrics.jsonl``. Written to ``<out>/bench_plugins.json``: per setting the mean over steps
of ``time/step`` and ``time/plugins`` (seconds), their ratio, and the means of the method's
own metrics (``arena/*``, ``grail/*``, ``gar/*``) and of the reward / zero-variance metrics.

The same command with ``--settings agon,grpo`` run once on a checkout before the plug-ins
and once after gives two sets of runs to compare metric by metric (``--compare A B``):
the same seed and checkpoint must give the same metrics (times excepted).

Usage::

    python tools/bench_plugins.py --warmup RUN/seed_0/warmup --out /tmp/bench --steps 3
    python tools/bench_plugins.py --compare /tmp/before /tmp/after
"""
from __future__ import annotations

import argparse
import json
import math
import shutil
import sys
import time
from pathlib import Path

SETTINGS = {  # the same overrides as agon compare's rows (agon_mcore/algorithms/compare_settings.py)
    "agon": ["algorithm.mode=adv"],
    "grpo": ["algorithm.mode=grpo"],
    "arena": ["algorithm.mode=adv", "algorithm.advantage=reasoning_arena", "train.overlap_drafter_update=false"],
    "grail": ["algorithm.mode=adv", "algorithm.advantage=grail", "train.overlap_drafter_update=false"],
    "gar": ["algorithm.mode=adv", "algorithm.reward_terms=[gar]", "train.overlap_drafter_update=false"],
    "cliff": ["algorithm.mode=adv", "algorithm.advantage=cliff", "train.overlap_drafter_update=false"],
    "cliff_rival": ["algorithm.mode=adv", "algorithm.advantage=cliff", "algorithm.cliff.teacher=rival",
                    "train.overlap_drafter_update=false"],
    # needs algorithm.opd.teacher=DIR among the extra overrides
    "opd_then_rl": ["algorithm.mode=grpo", "algorithm.advantage=opd_then_rl"],
    "ib_rl": ["algorithm.mode=coop", "algorithm.rotate_roles=false", "algorithm.shared_opponent=false",
              "algorithm.lam2=0", "algorithm.advantage=ib_rl", "train.overlap_drafter_update=false"],
}
KEEP = ("arena/", "grail/", "gar/", "cliff/", "opd/", "ib_rl/", "draft/reward_mean", "challenge/reward_mean", "draft/zero_var_frac",
        "challenge/zero_var_frac", "time/step", "time/plugins")


def _rows(run: Path):
    return [json.loads(x) for x in (run / "metrics.jsonl").read_text().splitlines() if x.strip()]


def _mean(xs):
    xs = [x for x in xs if isinstance(x, (int, float)) and not math.isnan(x)]
    return sum(xs) / len(xs) if xs else float("nan")


def bench(warmup: Path, out: Path, names, steps: int, extra) -> dict:
    from agon_mcore.config import load_config
    from agon_mcore.train.run import run_train

    result = {"warmup": str(warmup), "steps": steps, "settings": {}}
    for name in names:
        rd = out / name
        if rd.exists():
            shutil.rmtree(rd)
        rd.mkdir(parents=True)
        shutil.copytree(warmup / "checkpoints", rd / "checkpoints")
        cfg = load_config([str(warmup / "config.yaml")],
                          [f"train.steps={steps}", "eval.every=0", "eval.at_end=false", "logging.progress=false",
                           "logging.tensorboard=false", *SETTINGS[name], *extra])
        t0 = time.perf_counter()
        run_train(cfg, run_dir=str(rd), resume=True)
        rows = [r for r in _rows(rd) if "step" in r and "time/step" in r]
        keys = sorted({k for r in rows for k in r if k.startswith(KEEP)})
        m = {k: _mean([r.get(k) for r in rows]) for k in keys}
        if "time/plugins" in m and m.get("time/step"):
            m["plugins_frac_of_step"] = m["time/plugins"] / m["time/step"]
        m["wall_s"] = time.perf_counter() - t0
        m["num_steps"] = len(rows)
        result["settings"][name] = m
        print(name, json.dumps({k: round(v, 4) for k, v in m.items() if k.startswith(("time/", "plugins", "wall"))}),
              flush=True)
    (out / "bench_plugins.json").write_text(json.dumps(result, indent=1, sort_keys=True))
    return result


def compare(a: Path, b: Path) -> int:
    bad = n = 0
    for run in sorted(p for p in a.iterdir() if (p / "metrics.jsonl").is_file()):
        ra, rb = _rows(run), _rows(b / run.name)
        for x, y in zip(ra, rb):
            for k, v in x.items():
                if k.startswith("time/") or "per_s" in k or k in ("wall_time", "time"):
                    continue
                n += 1
                w = y.get(k, "missing")
                same = v == w or (isinstance(v, float) and isinstance(w, float) and math.isnan(v) and math.isnan(w))
                if not same:
                    bad += 1
                    print(f"{run.name} step {x.get('step')}: {k} {v} != {w}")
        if len(ra) != len(rb):
            bad += 1
            print(f"{run.name}: {len(ra)} vs {len(rb)} metric rows")
    print(f"compared {n} metric values: {bad} differ")
    return 1 if bad else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--warmup", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--settings", default="agon,arena,grail,gar")
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--compare", nargs=2, type=Path)
    ap.add_argument("overrides", nargs="*", help="extra key=value overrides for every run")
    a = ap.parse_args(argv)
    if a.compare:
        return compare(*a.compare)
    if not a.warmup or not a.out:
        ap.error("--warmup and --out are required (or --compare A B)")
    bench(a.warmup, a.out, [s.strip() for s in a.settings.split(",") if s.strip()], a.steps, a.overrides)
    return 0


if __name__ == "__main__":
    sys.exit(main())
