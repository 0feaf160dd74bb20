"""``agon compare``: every baseline and ablation of AGON.md from one warm-up per seed, at
equal generation budget, evaluated on the same held-out problems.

Per seed ``s`` (``train.seed + s``, ``data.shuffle_seed + s``; the rivals' initial weights
follow ``train.seed``):

1. one warm-up run (``<out>/seed_<s>/warmup``): the SFT warm-up of both rivals, then the
   evaluation of the warmed-up rivals (incl. the untrained Mixture-of-Agents rows and the
   validation run that picks the cascade direction);
2. every trained setting resumes that warm-up checkpoint in its own run directory
   (``<out>/seed_<s>/<setting>``) and trains ``train.steps`` steps of ``data.batch_size``
   problems with 2N generations per problem (GRPO: 2N samples of one model; all others:
   N drafts + N answers), evaluating every ``eval.every`` steps and at the end. Each run
   is an ordinary ``agon train`` run (``run_train``): its own ``eval.json``,
   ``metrics.jsonl``, ``provenance.json``, checkpoints.

Settings (name: what is trained -> which held-out row is reported):

===================  =========================================  ===========================
setting              training                                   reported row (pass@1)
===================  =========================================  ===========================
``zero_shot``        none (the warm-up itself)                  ``A`` alone
``grpo``             ``algorithm.mode=grpo`` (A, 2N samples)     ``A`` alone
``self_refine``      the ``grpo`` run (no extra training)        ``A->A`` (A reads its own draft)
``self_cascade``     ``mode=coop, self_cascade=true``: A drafts  ``A->A``
                     and answers, one model trained on both
``moa``              none (untrained Mixture-of-Agents)          ``A+B->Y``, Y chosen on validation
``shared_opponent``  ``mode=adv, shared_opponent=true``          cascade, direction chosen on validation
``coop``             ``mode=coop``                               cascade, direction chosen on validation
``agon``             ``mode=adv`` (Agon)                         cascade, direction chosen on validation
``fixed_roles``      ``mode=adv, rotate_roles=false``            cascade, direction chosen on validation
``margin``           ``mode=margin``                             cascade, direction chosen on validation
===================  =========================================  ===========================

Statistics (:func:`summarize`): per setting, the mean over seeds of held-out pass@1, a 95 %
interval, and the paired difference to ``agon`` (same seeds, same warm-up, same problems)
with its 95 % interval. Scores vary with the training seed and with the problem sample,
and the two factors are crossed (every seed is scored on every problem), so intervals come
from the pigeonhole bootstrap of Owen (2007), "The pigeonhole bootstrap", Annals of Applied
Statistics 1(2), 386-411: resample seeds and problems independently with replacement,
recompute the statistic, take the 2.5 / 97.5 % percentiles. With one seed it reduces to
the ordinary bootstrap over problems. The resampling generator is seeded, so the table is
a deterministic function of the runs' verdicts.

Outputs in ``<out>``: ``compare.json`` (config, config hash, provenance, per-seed scores,
intervals, curves, run directories, seconds, the math verifier's counters per run in
``verifier``: ``timeouts`` after the retry with a longer deadline, ``retries``, ...; their
sum in ``timeouts``, stated under the table when it is not 0), ``compare.md`` (the table as
Markdown: the README's results table), ``compare.txt`` (the same as a plain table) and PNG plots
``curves.png`` (held-out pass@1 vs step and drafter reward vs step per setting) and
``length.png`` (drafter response length vs step).
"""
from __future__ import annotations

import contextlib
import json
import logging
import re
import shutil
import time
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

from agon_mcore.eval.cascade import EvalError

# the columns, tables, plots and output files of a comparison (the table functions are
# re-exported: callers import them from here)
from agon_mcore.eval.compare_report import (
    compute_of_run,
    gain_per_problem,
    markdown_table,
    oracle_per_problem,
    plot,
    reading_columns,
    rich_table,
    table_text,
    write_outputs,
)

log = logging.getLogger("agon.compare")


@dataclass(frozen=True)
class Setting:
    """One row of the comparison.

    Attributes:
        name: the setting's name (``agon``, ``grpo``, ...).
        overrides: ``key=value`` config overrides of its training run; ``None``: no
            training of its own (it is read from ``run`` instead).
        run: the run it is read from: ``"warmup"``, its own name, or another setting's.
        row: the eval row reported: a setting name such as ``"A"`` / ``"A->A"``, or
            ``"cascade"`` / ``"moa"``: the row of that kind chosen on the validation split.
        what: one line for the table's legend.
    """

    name: str
    overrides: Optional[Tuple[str, ...]]
    run: str
    row: str
    what: str


SETTINGS: Dict[str, Setting] = {s.name: s for s in (
    Setting("zero_shot", None, "warmup", "A", "warm-up checkpoint, rival A alone"),
    Setting("grpo", ("algorithm.mode=grpo",), "grpo", "A", "GRPO, 2N samples per problem, A alone"),
    Setting("self_refine", None, "grpo", "A->A", "the GRPO model reading the summary of its own draft"),
    Setting("self_cascade", ("algorithm.mode=coop", "algorithm.self_cascade=true"), "self_cascade", "A->A",
            "two-pass self-cascade: one model trained on both passes"),
    Setting("moa", None, "warmup", "moa", "untrained Mixture-of-Agents (aggregator chosen on validation)"),
    Setting("shared_opponent", ("algorithm.mode=adv", "algorithm.shared_opponent=true"), "shared_opponent",
            "cascade", "competitive, every challenge reads draft 0"),
    Setting("coop", ("algorithm.mode=coop",), "coop", "cascade", "cooperative exchange"),
    Setting("agon", ("algorithm.mode=adv",), "agon", "cascade", "Agon (conversion bonus, roles rotate)"),
    Setting("fixed_roles", ("algorithm.mode=adv", "algorithm.rotate_roles=false"), "fixed_roles", "cascade",
            "ablation: Agon with fixed roles"),
    Setting("margin", ("algorithm.mode=margin",), "margin", "cascade", "ablation: margin reward c(b) - c(a)"),
)}
# the advantage/reward plug-in methods' rows (agon_mcore/algorithms/compare_settings.py), opt-in
from agon_mcore.algorithms.compare_settings import OPT_IN, PLUGIN_SETTINGS  # noqa: E402

SETTINGS.update({n: Setting(n, tuple(o), n, row, what) for n, o, row, what in PLUGIN_SETTINGS})
REFERENCE = "agon"


def parse_settings(spec: Optional[Sequence[str]]) -> List[str]:
    """Setting names from ``--settings`` (comma- or space-separated; None: all but the opt-in
    plug-in methods ``arena``, ``grail``, ``gar``, in table order).

    ``agon`` is always included (the paired differences are taken against it).

    Raises:
        EvalError: an unknown name (the message lists the valid ones).
    """
    if not spec:  # the plug-in methods (OPT_IN) run when named
        return [n for n in SETTINGS if n not in OPT_IN]
    names: List[str] = []
    for part in spec:
        names += [x.strip() for x in part.split(",") if x.strip()]
    bad = [n for n in names if n not in SETTINGS]
    if bad:
        raise EvalError(f"--settings: unknown setting(s) {bad}; choose from {', '.join(SETTINGS)}")
    if REFERENCE not in names:
        names.append(REFERENCE)
    return [n for n in SETTINGS if n in names]


def compare_overrides(cfg) -> List[str]:
    """Overrides ``agon compare`` adds to a config: a validation split when none is set
    (``synthetic:validation`` with 100 problems for the synthetic task; ``<name>:validation``
    for a named source that ships one: ``deepmath_hard``, ``code_contests_split``; the
    source's ``validation`` split is disjoint from its ``test`` split by construction) and,
    when ``eval.every`` is 0, an evaluation every ``max(1, train.steps // 3)`` steps (the
    learning curves).

    Raises:
        EvalError: ``data.validation`` is unset and the eval set has no shipped validation split.
    """
    from agon_mcore.data.sources import SOURCES

    out: List[str] = []
    d = cfg.data
    if not d.validation:
        ev = d.eval.strip()
        name = ev.split(":", 1)[0]
        if ev.startswith("synthetic:"):
            if d.synthetic.num_validation < 1:
                out.append("data.synthetic.num_validation=100")
            out.append("data.validation=synthetic:validation")
        elif name in SOURCES and "validation" in SOURCES[name].splits and ev != f"{name}:validation":
            out.append(f"data.validation={name}:validation")
        else:
            shipped = ", ".join(["synthetic:validation"] + [f"{n}:validation" for n, s in SOURCES.items()
                                                            if "validation" in s.splits])
            raise EvalError(
                f"agon compare chooses cascade directions on a validation set, and data.eval={d.eval!r} has no "
                f"shipped one (shipped: {shipped}): set data.validation to problems disjoint from data.eval"
            )
    if cfg.eval.every == 0 and cfg.train.steps > 0:
        out.append(f"eval.every={max(1, cfg.train.steps // 3)}")
    return out


# ----------------------------------------------------------------------------- statistics


def _percentiles(xs, alpha: float) -> Tuple[float, float]:
    import torch

    q = torch.tensor([alpha / 2, 1 - alpha / 2], dtype=torch.float64)
    lo, hi = torch.quantile(xs.to(torch.float64), q).tolist()
    return float(lo), float(hi)


def pigeonhole_bootstrap(scores: Dict[str, List[List[float]]], reference: Optional[str] = REFERENCE,
                         alpha: float = 0.05, resamples: int = 4000, seed: int = 0) -> Dict[str, Dict[str, Any]]:
    """Means over seeds and problems with 95 % pigeonhole-bootstrap intervals (Owen 2007).

    Args:
        scores: setting -> ``[S][P]`` per-seed, per-problem scores in [0, 1] (a problem's
            fraction of correct samples). Every setting has the same seeds and problems, in
            the same order (so differences are paired).
        reference: the setting differences are taken against (``diff = setting - reference``),
            or None.
        alpha: 1 - interval level.
        resamples: bootstrap resamples B.
        seed: the resampling generator's seed (the result is deterministic).

    Returns:
        setting -> ``{"mean", "ci": [lo, hi], "per_seed": [S], "diff": {"mean", "ci"}}``
        (fractions; ``diff`` only when ``reference`` is in ``scores``; ``None`` for the
        reference itself).

    Raises:
        EvalError: empty scores or settings with different shapes.
    """
    import torch

    if not scores:
        raise EvalError("pigeonhole_bootstrap: no scores")
    mats = {k: torch.tensor(v, dtype=torch.float64) for k, v in scores.items()}
    shapes = {tuple(m.shape) for m in mats.values()}
    if len(shapes) != 1 or len(next(iter(shapes))) != 2 or 0 in next(iter(shapes)):
        raise EvalError(f"pigeonhole_bootstrap: every setting needs the same [seeds][problems] scores, got {shapes}")
    num_s, num_p = next(iter(shapes))
    g = torch.Generator().manual_seed(seed)
    si = torch.randint(0, num_s, (resamples, num_s), generator=g)
    pi = torch.randint(0, num_p, (resamples, num_p), generator=g)
    # weights: how often each seed / problem is drawn in each resample -> the resampled mean
    ws = torch.zeros(resamples, num_s, dtype=torch.float64).scatter_add_(1, si, torch.ones_like(si, dtype=torch.float64))
    wp = torch.zeros(resamples, num_p, dtype=torch.float64).scatter_add_(1, pi, torch.ones_like(pi, dtype=torch.float64))

    def boot(m):
        return torch.einsum("bs,sp,bp->b", ws, m, wp) / (num_s * num_p)

    out: Dict[str, Dict[str, Any]] = {}
    ref_boot = boot(mats[reference]) if reference in mats else None
    for k, m in mats.items():
        b = boot(m)
        rec: Dict[str, Any] = {"mean": float(m.mean()), "ci": list(_percentiles(b, alpha)),
                               "per_seed": [float(x) for x in m.mean(dim=1)]}
        if ref_boot is not None:
            if k == reference:
                rec["diff"] = None
            else:
                d = b - ref_boot
                rec["diff"] = {"mean": float((m - mats[reference]).mean()), "ci": list(_percentiles(d, alpha))}
        out[k] = rec
    return out


# ----------------------------------------------------------------------------- reading runs


def _row_name(setting: Setting, final_eval: Dict[str, Any]) -> str:
    """The eval row a setting reports, resolving ``cascade`` / ``moa`` by the validation choice."""
    if setting.row not in ("cascade", "moa"):
        return setting.row
    cd = final_eval.get("cascade_direction")
    if not cd:
        raise EvalError(f"setting {setting.name}: its evaluation has no validation choice (data.validation unset)")
    if setting.row == "cascade":
        return cd["chosen"]
    moa = {n: v for n, v in cd["validation_pass1"].items() if "+" in n}
    if not moa:
        raise EvalError("setting moa: the warm-up evaluation has no Mixture-of-Agents rows (eval.moa=true)")
    return max(sorted(moa), key=lambda n: moa[n])  # ties: the first name


def _per_problem(ev: Dict[str, Any], row: str) -> List[float]:
    st = ev["settings"][row]
    return [c / st["n"] for c in st["correct"]]


def _curves(setting: Setting, warm_evals: List[Dict[str, Any]], evals: List[Dict[str, Any]], row: str,
            metrics: List[Dict[str, Any]]) -> Dict[str, List[List[float]]]:
    """``{"pass1": [[step, %]], "reward": [[step, r]], "length": [[step, tokens]]}`` of one run."""
    pts = [(0, warm_evals[-1])] if warm_evals else []
    pts += [(int(ev["step"]), ev) for ev in evals if int(ev["step"]) > 0]
    pass1 = [[s, 100 * ev["settings"][row]["pass1"]] for s, ev in pts if row in ev["settings"]]
    reward = [[int(m["step"]) + 1, float(m["draft/reward_mean"])] for m in metrics if "draft/reward_mean" in m]
    length = [[int(m["step"]) + 1, float(m["draft/len_mean"])] for m in metrics if "draft/len_mean" in m]
    return {"pass1": pass1, "reward": reward, "length": length}


def _read_jsonl(path: Path) -> List[Dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(x) for x in path.read_text().splitlines() if x.strip()]


# ----------------------------------------------------------------------------- the command

# What every trained run of a comparison logs by design when it resumes the warm-up checkpoint
# with its setting's overrides (shown with -v): its config changes, the RL phase's LR schedule
# re-planned for train.steps (the warm-up planned 0 steps), and where it resumed.
_EXPECTED_RESUME_NOTES = ("resume: config changes applied from step 0 on:", "resumed from ")
_EXPECTED_RESUME_NOTE_RE = re.compile(r"rival \w+: LR schedule of the rl phase re-planned from the config at step 0 ")


class _ResumeNoteFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if logging.getLogger("agon").isEnabledFor(logging.DEBUG):
            return True
        msg = record.getMessage()
        return not (msg.startswith(_EXPECTED_RESUME_NOTES) or _EXPECTED_RESUME_NOTE_RE.match(msg))


@contextlib.contextmanager
def _quiet_expected_resume_notes():
    """Leave out the notes every resumed comparison run logs by design (above), and the
    deprecation warnings of megatron-core's checkpoint loader (FutureWarning, ours to follow
    when megatron-core changes), so the progress lines and real warnings stay readable."""
    filt = _ResumeNoteFilter()
    lg = logging.getLogger("agon.train")
    lg.addFilter(filt)
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", category=FutureWarning, module=r"megatron\.core\.dist_checkpointing")
            warnings.filterwarnings("ignore", message="Please use DTensor instead", category=FutureWarning)
            yield
    finally:
        lg.removeFilter(filt)


def run_compare(cfg, out_dir: str, seeds: int = 3, settings: Optional[Sequence[str]] = None,
                overwrite: bool = False, progress: bool = True, only_seeds: Optional[Sequence[int]] = None,
                collect_only: bool = False) -> Dict[str, Any]:
    """Run the comparison and write ``compare.json``, ``compare.md``, ``compare.txt`` and the plots.

    The seeds are independent, so they may run in separate processes into the same
    ``out_dir`` (``only_seeds``), after which ``collect_only`` writes the table from every
    ``seed_<s>`` folder: the same table one process running all seeds writes, since each
    run is a deterministic function of its config and thread count.

    Args:
        cfg: a validated :class:`agon_mcore.config.AgonConfig` (with
            :func:`compare_overrides` applied by the caller: a validation set is required).
        out_dir: the output folder (one sub-folder per seed and setting).
        seeds: number of seeds (>= 1).
        settings: names of :data:`SETTINGS` (None: all); ``agon`` is always run.
        overwrite: replace an existing ``out_dir`` that holds a comparison.
        progress: print one line per run with the elapsed time and an ETA.
        only_seeds: run only these seed indices (each in ``0..seeds-1``; their folders are
            replaced with ``overwrite``, the other seeds' are left alone) and write no table;
            None: all seeds, then the table.
        collect_only: train nothing; write the table from the ``seed_<s>`` folders already in
            ``out_dir`` (``seeds`` of them).

    Returns:
        The ``compare.json`` dict (with ``only_seeds``: the per-seed records only).

    Raises:
        EvalError: bad seeds/settings, no validation set, or an output folder holding a
            comparison without ``overwrite``.
    """
    from agon_mcore.config import load_config, to_yaml
    from agon_mcore.metrics import config_hash, provenance
    from agon_mcore.train.run import run_train

    if seeds < 1:
        raise EvalError(f"--seeds {seeds}: need at least 1 seed")
    if not cfg.data.validation:
        raise EvalError("agon compare needs data.validation (the cascade direction and MoA aggregator are chosen "
                        "on it); see compare_overrides")
    names = parse_settings(settings)
    out = Path(out_dir)
    if collect_only:
        return _collect_and_write(cfg, out, names, seeds, time.perf_counter())
    if only_seeds is not None:
        bad = [x for x in only_seeds if not 0 <= int(x) < seeds]
        if bad or not only_seeds:
            raise EvalError(f"--only-seed {list(only_seeds)}: each must lie in 0..{seeds - 1} (--seeds {seeds})")
    run_seeds = sorted({int(x) for x in only_seeds}) if only_seeds is not None else list(range(seeds))
    if only_seeds is not None:
        mine = [out / f"seed_{x}" for x in run_seeds]
        if any(p.exists() for p in mine):
            if not overwrite:
                raise EvalError(f"{out} already holds seed folder(s) {[p.name for p in mine if p.exists()]}; pass "
                                "--overwrite or another --out")
            for p in mine:
                shutil.rmtree(p, ignore_errors=True)
    elif (out / "compare.json").exists() or any(out.glob("seed_*")):
        if not overwrite:
            raise EvalError(f"{out} already holds a comparison; pass --overwrite or another --out")
        for p in list(out.glob("seed_*")) + [out / f for f in ("compare.json", "compare.md", "compare.txt",
                                                               "curves.png", "length.png")]:
            if p.is_dir():
                shutil.rmtree(p)
            elif p.exists():
                p.unlink()
    out.mkdir(parents=True, exist_ok=True)
    base_yaml = to_yaml(cfg)
    (out / "config.yaml").write_text(base_yaml)
    # run order: agon (the reference) first, then as --settings names them (the table keeps its
    # order); seed.json is rewritten after every run, so a seed cut short still has its finished runs
    named = [x.strip() for part in (settings or []) for x in part.split(",") if x.strip()]
    trained = sorted((n for n in names if SETTINGS[n].overrides is not None),
                     key=lambda n: (n != REFERENCE, named.index(n) if n in named else len(named)))
    runs_per_seed = 1 + len(trained)
    total_runs = len(run_seeds) * runs_per_seed
    t_start = time.perf_counter()
    done = 0
    if progress:
        print(f"agon compare: {len(run_seeds)} seed(s) x ({', '.join(names)}); {total_runs} runs; results go to {out}/ "
              "(compare.json, compare.md, curves.png, length.png; one run folder per seed and setting)", flush=True)

    took: Dict[str, List[float]] = {"warmup": [], "trained": []}  # wall seconds per finished run, by kind

    def tick(what: str, kind: str, t_run: float) -> None:
        # ETA by kind: a warm-up (the SFT phase) costs several trained runs, so one mean over
        # all runs would overestimate the rest severalfold after the first warm-up
        nonlocal done
        done += 1
        took[kind].append(time.perf_counter() - t_run)
        if progress:
            el = time.perf_counter() - t_start
            left = {"warmup": len(run_seeds) - len(took["warmup"]),
                    "trained": len(run_seeds) * len(trained) - len(took["trained"])}
            print(f"agon compare: {done}/{total_runs} runs done ({what}); elapsed {el / 60:.1f} min, "
                  f"{eta_text(took, left)}", flush=True)

    def run_cfg(seed: int, extra: Sequence[str]):
        over = [f"train.seed={cfg.train.seed + seed}", f"data.shuffle_seed={cfg.data.shuffle_seed + seed}",
                "logging.progress=false", *extra]
        tmp = out / f".base_{seed}.yaml"  # per seed: seeds may run in parallel processes
        tmp.write_text(base_yaml)
        try:
            return load_config([str(tmp)], over)
        finally:
            tmp.unlink()

    run_dirs: Dict[str, Dict[str, str]] = {}
    seconds: Dict[str, Dict[str, float]] = {}  # run -> run_train's seconds per phase
    verifier: Dict[str, Dict[str, int]] = {}  # run -> the math verifier's counters (timeouts after retry, retries)
    def write_seed(s: int, sd: Path, t_seed: float) -> None:  # this seed's records, for a later --collect
        (sd / "seed.json").write_text(json.dumps({
            "seconds": {k: v for k, v in seconds.items() if k.startswith(f"seed_{s}/")},
            "verifier": {k: v for k, v in verifier.items() if k.startswith(f"seed_{s}/")},
            "run_dirs": run_dirs[str(s)], "wall_seconds": time.perf_counter() - t_seed}, indent=1))

    with _quiet_expected_resume_notes():
        for s in run_seeds:
            sd = out / f"seed_{s}"
            t_seed = time.perf_counter()
            warm = sd / "warmup"
            wcfg = run_cfg(s, ["train.steps=0", "eval.moa=true"])
            t_run = time.perf_counter()
            summary = run_train(wcfg, run_dir=str(warm))
            if summary.get("interrupted"):
                raise KeyboardInterrupt
            seconds[f"seed_{s}/warmup"] = {k: round(v, 2) for k, v in summary["seconds"].items()}
            verifier[f"seed_{s}/warmup"] = dict(summary.get("verifier") or {})
            run_dirs.setdefault(str(s), {})["warmup"] = str(warm)
            tick(f"seed {s} warm-up", "warmup", t_run)
            write_seed(s, sd, t_seed)
            for n in trained:
                rd = sd / n
                t_run = time.perf_counter()
                rd.mkdir(parents=True, exist_ok=True)
                shutil.copytree(warm / "checkpoints", rd / "checkpoints")
                # the warm-up's evaluation is this run's step-0 point (and is not repeated)
                shutil.copy2(warm / "eval.json", rd / "eval.json")
                rcfg = run_cfg(s, list(SETTINGS[n].overrides))
                summary = run_train(rcfg, run_dir=str(rd), resume=True)
                if summary.get("interrupted"):
                    raise KeyboardInterrupt
                seconds[f"seed_{s}/{n}"] = {k: round(v, 2) for k, v in summary["seconds"].items()}
                verifier[f"seed_{s}/{n}"] = dict(summary.get("verifier") or {})
                run_dirs[str(s)][n] = str(rd)
                tick(f"seed {s} {n}", "trained", t_run)
                write_seed(s, sd, t_seed)
    if only_seeds is not None:
        if progress:
            print(f"agon compare: seed(s) {run_seeds} done in {(time.perf_counter() - t_start) / 60:.1f} min; "
                  f"when every seed is done: agon compare --seeds {seeds} --collect --out {out}", flush=True)
        return {"seeds": run_seeds, "seconds": seconds, "verifier": verifier, "run_dirs": run_dirs,
                "total_seconds": time.perf_counter() - t_start}
    result = collect(out, names, seeds)
    result.update(config_hash=config_hash(cfg), provenance=provenance(cfg), seconds=seconds, verifier=verifier,
                  timeouts=sum(int(v.get("timeouts", 0)) for v in verifier.values()),
                  total_seconds=time.perf_counter() - t_start, run_dirs=run_dirs, config=base_yaml)
    write_outputs(out, result)
    return result


def _collect_and_write(cfg, out: Path, names: Sequence[str], seeds: int, t_start: float) -> Dict[str, Any]:
    """``collect_only``: the table from the ``seed_<s>`` folders in ``out`` (and their
    ``seed.json`` records of seconds and verifier counters)."""
    from agon_mcore.config import to_yaml
    from agon_mcore.metrics import config_hash, provenance

    missing = [s for s in range(seeds) if not (out / f"seed_{s}" / "seed.json").exists()]
    if missing:
        raise EvalError(f"--collect: {out} has no seed folder(s) {[f'seed_{s}' for s in missing]} with a finished "
                        "warm-up (seed.json is written after each run); run them first (--only-seed)")
    seconds: Dict[str, Dict[str, float]] = {}
    verifier: Dict[str, Dict[str, int]] = {}
    run_dirs: Dict[str, Dict[str, str]] = {}
    wall = 0.0
    for s in range(seeds):
        rec = json.loads((out / f"seed_{s}" / "seed.json").read_text())
        seconds.update(rec["seconds"])
        verifier.update(rec["verifier"])
        run_dirs[str(s)] = rec["run_dirs"]
        wall += float(rec.get("wall_seconds", 0.0))
        # a started run's folder already holds the warm-up's eval.json: only recorded runs count
        unfinished = sorted({SETTINGS[n].run for n in names} - set(rec["run_dirs"]))
        if unfinished:
            raise EvalError(f"--collect: seed_{s} has not finished run(s) {unfinished}; run them, or name only the "
                            "finished settings in --settings")
    result = collect(out, names, seeds)
    result.update(config_hash=config_hash(cfg), provenance=provenance(cfg), seconds=seconds, verifier=verifier,
                  timeouts=sum(int(v.get("timeouts", 0)) for v in verifier.values()),
                  total_seconds=wall, collected_seconds=time.perf_counter() - t_start, run_dirs=run_dirs,
                  config=to_yaml(cfg))
    write_outputs(out, result)
    return result


def eta_text(took: Dict[str, List[float]], left: Dict[str, int]) -> str:
    """The progress line's ETA from the runs done so far, by kind.

    Args:
        took: kind (``"warmup"``, ``"trained"``) -> wall seconds of each finished run.
        left: kind -> runs still to do.

    Returns:
        ``"ETA 12.3 min"``: the sum over kinds of runs left x mean seconds of that kind; or
        ``"ETA after the first trained run"`` while runs of a kind are left and none has
        finished (a warm-up costs several trained runs: one mean over all runs would be
        several times too long after the first warm-up).
    """
    if any(left.get(k, 0) and not took.get(k) for k in left):
        missing = [k for k in left if left[k] and not took.get(k)]
        return "ETA after the first " + ("trained run" if missing == ["trained"] else " and ".join(missing) + " run")
    sec = sum(n * sum(took[k]) / len(took[k]) for k, n in left.items() if n)
    return f"ETA {sec / 60:.1f} min"


def collect(out: Path, names: Sequence[str], seeds: int) -> Dict[str, Any]:
    """Read the runs under ``out`` back into per-setting scores, statistics and curves."""
    out = Path(out)
    scores: Dict[str, List[List[float]]] = {n: [] for n in names}
    rows: Dict[str, List[str]] = {n: [] for n in names}
    curves: Dict[str, List[Dict[str, Any]]] = {n: [] for n in names}
    gains: Dict[str, List[Optional[List[float]]]] = {n: [] for n in names}
    oracle: Dict[str, List[Optional[List[float]]]] = {n: [] for n in names}
    copies: Dict[str, Dict[str, int]] = {n: {"copies": 0, "blank": 0, "wrong_drafts": 0} for n in names}
    compute: Dict[str, List[Dict[str, Dict[str, float]]]] = {n: [] for n in names}
    problem_ids: Optional[List[str]] = None
    split = None
    for s in range(seeds):
        sd = out / f"seed_{s}"
        warm_evals = json.loads((sd / "warmup" / "eval.json").read_text())
        for n in names:
            st = SETTINGS[n]
            rdir = sd / st.run
            evals = warm_evals if st.run == "warmup" else json.loads((rdir / "eval.json").read_text())
            final = evals[-1]
            row = _row_name(st, final)
            if row not in final["settings"]:
                raise EvalError(f"{rdir}/eval.json has no row {row!r} for setting {n}")
            if problem_ids is None:
                problem_ids, split = final["problem_ids"], final.get("split")
            elif final["problem_ids"] != problem_ids:
                raise EvalError(f"{rdir}: evaluated on other problems than the other runs; compare needs the same set")
            scores[n].append(_per_problem(final, row))
            rows[n].append(row)
            gains[n].append(gain_per_problem(final, row))
            oracle[n].append(oracle_per_problem(final, final["settings"][row]["answerer"]))
            wc = (final.get("reading") or {}).get("wrong_copy_rate", {}).get(row)
            if wc:
                copies[n]["copies"] += int(wc.get("copies", 0))
                copies[n]["blank"] += int(wc.get("blank_count", 0))
                copies[n]["wrong_drafts"] += int(wc.get("wrong_drafts", 0))
            metrics = [] if st.run == "warmup" else _read_jsonl(rdir / "metrics.jsonl")
            compute[n].append(compute_of_run(metrics))
            curves[n].append(_curves(st, warm_evals, [] if st.run == "warmup" else evals, row, metrics))
    stats = pigeonhole_bootstrap(scores, REFERENCE if REFERENCE in names else None)
    have = {n: g for n, g in gains.items() if g and all(x is not None for x in g)}
    gain_stats = pigeonhole_bootstrap(have, None) if have else {}
    have = {n: g for n, g in oracle.items() if g and all(x is not None for x in g)}
    oracle_stats = pigeonhole_bootstrap(have, None) if have else {}

    return {"seeds": seeds, "split": split, "num_problems": len(problem_ids or []), "problem_ids": problem_ids,
            "settings": {n: {**stats[n], "rows": rows[n], "what": SETTINGS[n].what, "run": SETTINGS[n].run,
                             "trained": SETTINGS[n].overrides is not None or SETTINGS[n].run != "warmup",
                             "reading": reading_columns(copies[n], compute[n], gain_stats.get(n), oracle_stats.get(n)),
                             "curves": curves[n]} for n in names},
            "method": "mean over seeds and problems; 95% pigeonhole bootstrap over seeds x problems (Owen 2007), "
                      "4000 resamples, generator seed 0; diff = setting - agon, paired"}


__all__ = ["SETTINGS", "Setting", "collect", "compare_overrides", "eta_text", "markdown_table", "parse_settings",
           "pigeonhole_bootstrap", "plot", "rich_table", "run_compare", "table_text", "write_outputs"]
