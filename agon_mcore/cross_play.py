"""Cross-play: each trained rival paired with a partner it never trained with.

IB-RL's claim (docs/methods_teachers.md) is that policies trained with isolated updates play
better with counterparts they never met. With two runs X and Y of the same config and
different seeds (e.g. ``configs/ib_rl_cpu.yaml`` with ``train.seed=0`` and ``1``), both with
fixed roles (A drafts, B answers), this evaluates on ``data.eval``:

- in-play: X's drafter with X's challenger (``X.A->X.B``), and ``Y.A->Y.B``;
- cross-play: X's drafter with Y's challenger (``X.A->Y.B``) and ``Y.A->X.B``.

Each is the cascade of :func:`agon_mcore.train.run.evaluate` (greedy by ``eval.*``, the
drafter's summary with the answer hidden, the answerer answers), run in X's (or Y's) config
with rival B's weights replaced by the other run's newest checkpoint. Reported per pairing:
the cascade pass@1, both rivals' standalone pass@1 and their weights' fingerprints
(sum of ``|w|``: which checkpoints were paired), and per challenger the cross-play gap
``pass@1(unseen drafter) - pass@1(own drafter)`` (0: it plays as well with a stranger).

``python tools/cross_play.py RUN_X RUN_Y [--out FILE] [key=value ...]``.
It sits at the top of the package (it builds trainers and evaluates them).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from agon_mcore.config import load_config
from agon_mcore.policy.checkpoint import complete_checkpoints, load_checkpoint


def _newest(run: Path) -> Path:
    cands = complete_checkpoints(run / "checkpoints")
    if not cands:
        raise SystemExit(f"cross_play: {run} has no complete checkpoint under checkpoints/; train it first")
    return cands[-1]


def _pass1(ev: Dict, name: str) -> Optional[float]:
    st = (ev or {}).get("settings", {}).get(name)
    return None if st is None else float(st.get("pass1"))


def pair(drafter_run: Path, challenger_run: Path, overrides: List[str]) -> Dict:
    """The evaluation of ``drafter_run``'s rivals with rival B replaced by ``challenger_run``'s
    (the same run: in-play). Returns ``{"cascade": pass@1 of A->B, "A": .., "B": .., "eval": ...}``."""
    from agon_mcore.train.run import evaluate
    from agon_mcore.train.trainer import AgonTrainer

    cfg = load_config([str(drafter_run / "config.yaml")], ["eval.at_end=true", *overrides])
    tr = AgonTrainer(cfg, run_dir=str(drafter_run), resume=True, save_config=False, check_resume=False)
    try:
        if challenger_run.resolve() != drafter_run.resolve():
            load_checkpoint(_newest(challenger_run), {"B": tr.rivals["B"].policy}, load_optimizer=False,
                            load_rng=False)
            tr.version["B"] += 1
            tr.sync_weights("B")
        ev = evaluate(tr, f"{drafter_run.name}.A->{challenger_run.name}.B", validation=False)
        prints = {n: weights_fingerprint(tr.rivals[n].policy) for n in ("A", "B")}
    finally:
        tr.close()
    return {"drafter": str(drafter_run), "challenger": str(challenger_run), "cascade": _pass1(ev, "A->B"),
            "A": _pass1(ev, "A"), "B": _pass1(ev, "B"), "num_problems": (ev or {}).get("num_problems"),
            "weights": prints}


def weights_fingerprint(policy) -> float:
    """Sum of ``|w|`` over a policy's parameters (float64): which weights were evaluated."""
    return float(sum(float(p.detach().double().abs().sum()) for _, p in policy.named_parameters()))


def run_labels(run_x: Path, run_y: Path) -> Tuple[str, str]:
    """Short names for two run folders: their own names, or ``parent/name`` where the names are
    equal (``agon compare`` keeps ``seed_0/ib_rl`` and ``seed_1/ib_rl``).

    Raises:
        ValueError: both paths are the same folder (cross-play needs two runs).
    """
    if run_x.resolve() == run_y.resolve():
        raise ValueError(f"cross-play needs two different runs; got {run_x} twice")
    if run_x.name != run_y.name:
        return run_x.name, run_y.name
    return f"{run_x.parent.name}/{run_x.name}", f"{run_y.parent.name}/{run_y.name}"


def cross_play(run_x: Path, run_y: Path, overrides: List[str]) -> Dict:
    """In-play and cross-play of two runs (module docstring)."""
    x, y = run_labels(run_x, run_y)
    name = {run_x: x, run_y: y}
    rows = {f"{name[a]}.A->{name[b]}.B": pair(a, b, overrides)
            for a, b in ((run_x, run_x), (run_x, run_y), (run_y, run_y), (run_y, run_x))}

    def gap(own: str, cross: str) -> Optional[float]:
        a, b = rows[cross]["cascade"], rows[own]["cascade"]
        return None if a is None or b is None else a - b

    return {"pairs": rows, "gap": {
        f"{y}.B with {x}.A vs its own drafter": gap(f"{y}.A->{y}.B", f"{x}.A->{y}.B"),
        f"{x}.B with {y}.A vs its own drafter": gap(f"{x}.A->{x}.B", f"{y}.A->{x}.B")}}


def parse_args(argv=None) -> argparse.Namespace:
    """The command line ``RUN_X RUN_Y [--out FILE] [key=value ...]``; options and overrides in
    any order (``parse_intermixed_args``: overrides after ``--out`` are overrides too)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("run_x")
    p.add_argument("run_y")
    p.add_argument("--out", default=None, help="write the result here (JSON); default: print only")
    p.add_argument("overrides", nargs="*", help="config overrides for the evaluation (e.g. eval.num_problems=50)")
    return p.parse_intermixed_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    res = cross_play(Path(args.run_x), Path(args.run_y), list(args.overrides))
    text = json.dumps(res, indent=1)
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
