"""The ``agon`` command.

    agon train   [--config F ...] [--run-dir D] [--resume D | --replay D] [--rollout-only] [key=value ...]
    agon sft     [--config F ...] [key=value ...]          supervised warm-up only
    agon eval    --run-dir D [key=value ...]               evaluate a run's latest checkpoint
    agon compare [--config F] [--seeds 3] [--settings ...]  baselines + ablations vs Agon, one table
    agon check-config [--config F ...] [key=value ...]     validate and print the merged config
    agon convert hf-to-mcore|mcore-to-hf ...               checkpoint conversion
    agon profile [--config F ...] [--out P.json] [key=value ...]   per-phase timing, tokens/s, MFU; JSON + PNG
    agon launch  slurm|torchrun [--config F ...]           render a launch script
    agon serve   --run-dir D [--port 8000] [key=value ...]  the pair behind an OpenAI-compatible API

With no ``--config``, ``agon train`` runs the embedded default: two tiny Qwen3-style
rivals on the built-in arithmetic task, on CPU, in a few minutes.
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import warnings
from pathlib import Path
from typing import List, Optional

log = logging.getLogger("agon")


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("-v", "--verbose", action="store_true", help="debug logging and full tracebacks")
    p.add_argument("--config", "-c", action="append", default=[], metavar="PATH|NAME",
                   help="YAML config (repeatable; later wins): a path, or the name of a config that comes with "
                        f"agon-mcore: {_shipped_names()}")
    p.add_argument("overrides", nargs="*", help="key=value overrides, e.g. algorithm.mode=coop train.steps=5")


def _shipped_names() -> str:
    from agon_mcore.config import shipped_configs

    return ", ".join(shipped_configs()) or "(none installed)"


def _load(args) -> "AgonConfig":  # noqa: F821
    return _load_config(args.config, args.overrides)


def _load_config(paths=None, overrides=None) -> "AgonConfig":  # noqa: F821
    """The config module's ``load_config``, then every rival's model checked against the model
    classes (``policy.model.check_models``) and the advantage/reward plug-ins resolved
    (``algorithms.validate_plugins``), so a shape they refuse or a bad plug-in path exits 2 with
    the keys named."""
    from agon_mcore.algorithms import validate_plugins
    from agon_mcore.config import load_config
    from agon_mcore.policy.model import check_models

    cfg = check_models(load_config(paths, overrides))
    validate_plugins(cfg)
    return cfg


def _print_table(summary: dict) -> None:
    from rich.console import Console

    from agon_mcore.eval.table import reading_table
    from agon_mcore.train.run import final_table

    table = final_table(summary.get("evals", []))
    if table is not None:
        Console().print(table)
    reading = reading_table(summary.get("evals", []))
    if reading is not None:
        Console().print(reading)


def _run_config(run_dir: Path) -> Path:
    from agon_mcore.config import ConfigError

    path = run_dir / "config.yaml"
    if not path.exists():
        raise ConfigError(f"{run_dir}: no config.yaml there; is it a run directory (the --run-dir of `agon train`)?")
    return path


def _check_resume_compatible(saved, cfg) -> None:
    """Architecture and layout-independent model keys must match the run being resumed."""
    import dataclasses

    from agon_mcore.config import ConfigError, rival_model

    bad = []
    for r in ("A", "B"):
        old, new = dataclasses.asdict(rival_model(saved, r)), dataclasses.asdict(rival_model(cfg, r))
        bad += [f"rival {r}: model.{k} {old[k]!r} -> {new[k]!r}" for k in old
                if old[k] != new[k] and k not in ("transformer_impl", "hf_path")]
    if bad:
        raise ConfigError("cannot resume with a different model than the run was trained with:\n  "
                          + "\n  ".join(bad) + "\ndrop these overrides, or start a new run with --run-dir")


def cmd_train(args) -> int:
    from agon_mcore.train.run import run_train

    resume = args.resume is not None
    replay = args.replay
    if replay:
        if resume or args.rollout_only:
            print("error: --replay trains a new run on saved rollouts; it does not combine with --resume or "
                  "--rollout-only", file=sys.stderr)
            return 2
        # the replayed run's settings (seed, data, algorithm), with this command's configs and overrides on top
        cfg = _load_config([str(_run_config(Path(replay)))] + args.config, args.overrides)
        run_dir = args.run_dir or str(Path(replay) / "replay")
    elif resume:
        rd = Path(args.resume)
        if args.run_dir and Path(args.run_dir) != rd:
            print(f"error: --resume {rd} and --run-dir {args.run_dir} disagree; --resume names the run", file=sys.stderr)
            return 2
        cfg_path = _run_config(rd)
        cfg = _load_config([str(cfg_path)] + args.config, args.overrides)
        _check_resume_compatible(_load_config([str(cfg_path)]), cfg)
        run_dir = str(rd)
    else:
        cfg = _load(args)
        run_dir = args.run_dir
    if args.rollout_only:
        from agon_mcore.train.debug import rollout_only

        rollout_only(cfg, run_dir or cfg.train.run_dir, steps=args.rollout_only, resume=resume)
        return 0
    summary = run_train(cfg, run_dir=run_dir, resume=resume, overwrite=args.overwrite, replay=replay)
    if summary["is_rank0"]:
        _print_table(summary)
        s = summary["seconds"]
        print(json.dumps({"run_dir": summary["run_dir"], "steps": summary["steps"],
                          "interrupted": summary["interrupted"],
                          "seconds": {k: round(v, 1) for k, v in s.items()}}))
    if summary["interrupted"]:
        global _STOPPED_BY_SIGNAL
        _STOPPED_BY_SIGNAL = True
    return summary.get("exit_code", 130) if summary["interrupted"] else 0


def cmd_sft(args) -> int:
    from agon_mcore.train.run import run_train

    cfg = _load(args)
    cfg.train.steps = 0
    summary = run_train(cfg, run_dir=args.run_dir, overwrite=args.overwrite)
    if summary["is_rank0"]:
        _print_table(summary)
    return summary.get("exit_code", 130) if summary["interrupted"] else 0


def cmd_eval(args) -> int:
    from agon_mcore.train.run import evaluate
    from agon_mcore.train.trainer import AgonTrainer

    rd = Path(args.run_dir)
    cfg = _load_config([str(_run_config(rd))] + args.config, args.overrides)
    # Read-only: the run's config.yaml is not rewritten with this command's overrides.
    trainer = AgonTrainer(cfg, run_dir=str(rd), resume=True, save_config=False, check_resume=False)
    try:
        ev = evaluate(trainer, "eval")
    finally:
        if trainer.engine is not None:
            trainer.engine.shutdown()
            trainer.verifier.close()
    if ev is not None:
        _print_table({"evals": [ev]})
        out = Path(args.out) if args.out else rd / "eval_cli.json"
        out.write_text(json.dumps(ev, indent=1))
        print(f"wrote {out}")
    return 0


def cmd_compare(args) -> int:
    from rich.console import Console

    from agon_mcore.compare import compare_overrides, rich_table, run_compare

    if args.settings:  # `--settings a b key=value`: argparse gives the overrides to --settings
        args.overrides = [x for x in args.settings if "=" in x] + list(args.overrides)
        args.settings = [x for x in args.settings if "=" not in x]
    cfg = _load(args)
    extra = compare_overrides(cfg)
    if extra:
        print(f"agon compare: adding {' '.join(extra)}", flush=True)
        cfg = _load_config(args.config, list(args.overrides) + extra)
    try:
        result = run_compare(cfg, args.out, seeds=args.seeds, settings=args.settings, overwrite=args.overwrite,
                             only_seeds=args.only_seed, collect_only=args.collect)
    except KeyboardInterrupt:
        print(f"agon compare: interrupted; the finished runs stay in {args.out}/seed_*/ (each run folder can be "
              f"continued with `agon train --resume`); start the comparison again with --overwrite", file=sys.stderr)
        return 130
    if args.only_seed is not None:
        return 0
    Console(width=200).print(rich_table(result))
    print(f"wrote {args.out}/compare.json, compare.md, compare.txt, curves.png, length.png "
          f"({result['total_seconds'] / 60:.1f} min)")
    return 0


def cmd_check_config(args) -> int:
    from agon_mcore.config import to_yaml

    cfg = _load(args)
    print(to_yaml(cfg))
    from agon_mcore.train.checks import check_cluster_config

    for line in check_cluster_config(cfg, gpus=args.gpus, gpu_gib=args.gpu_gib, gpus_per_node=args.gpus_per_node,
                                     host_gib=args.host_gib):
        print(line)
    from agon_mcore.train.rival_checks import identical_rivals

    same = identical_rivals(cfg)
    if same:
        print(f"warning: {same}")
    return 0


def cmd_convert(argv: List[str]) -> int:
    from agon_mcore.convert import main as convert_main

    return int(convert_main(argv) or 0)


def cmd_profile(args) -> int:
    from agon_mcore.train.debug import phase_png, profile

    cfg = _load(args)
    result = profile(cfg, steps=args.steps, peak=args.peak_tflops)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n")
    png = phase_png(result, str(out.with_suffix(".png")))
    print(json.dumps(result, indent=1))
    print(f"wrote {out} and {png}", file=sys.stderr)
    return 0


def cmd_launch(args) -> int:
    from agon_mcore.config import load_config
    from agon_mcore.train.launch import render, spread_servers_overrides

    cfg = _load(args)
    overrides = list(args.overrides)
    spread = spread_servers_overrides(cfg, args.nodes, args.gpus_per_node) if args.kind == "slurm" else None
    if spread:
        # a config written for one node (servers colocated on rank 0's node) would leave the other
        # nodes idle during every rollout: place the servers on every node instead, and say so
        overrides += spread
        cfg = load_config(args.config, overrides)
        print(f"agon: --nodes {args.nodes}: SGLang servers on every node, with `{' '.join(spread)}` "
              "(added to the trainer's arguments in the script)", file=sys.stderr)
    print(render(args.kind, cfg, config_paths=args.config, nodes=args.nodes, gpus_per_node=args.gpus_per_node,
                 overrides=overrides, cpus_per_node=args.cpus_per_node, tasks_per_node=args.tasks_per_node,
                 signal_grace_s=args.signal_grace, exclusive=args.exclusive, python=args.python))
    return 0


# ----------------------------------------------------------------------------- agon serve


def cmd_serve(args) -> int:
    from agon_mcore.serve.loading import check_direction, load_run, require_web_stack

    require_web_stack()
    from agon_mcore.serve.server import build_service, check_host, serve

    check_host(args.host, args.allow_remote)
    direction = check_direction(args.direction)
    if bool(args.run_dir) == bool(args.rival_a or args.rival_b) or bool(args.rival_a) != bool(args.rival_b):
        print("error: pass --run-dir RUN, or both --rival-a PATH and --rival-b PATH", file=sys.stderr)
        return 2
    if args.run_dir:
        loaded = load_run(args.run_dir, args.config, args.overrides)
    else:
        from agon_mcore.serve.loading import load_rivals

        loaded = load_rivals(args.rival_a, args.rival_b, base=args.base, device=args.device,
                             chat_template=args.chat_template, temperature=args.temperature,
                             max_tokens=args.max_tokens, domain=args.domain)
    service = build_service(loaded, direction=direction, max_queue=args.max_queue, max_batch=args.max_batch,
                            engine_timeout_s=args.engine_timeout or None)
    print(f"agon serve: http://{args.host}:{args.port}/v1 serving {', '.join(service.plans)} "
          f"(cascade direction {service.direction or 'not recorded'})", flush=True)
    try:
        serve(service, host=args.host, port=args.port)
    finally:
        loaded.close()
    return 0


def _serve_parser(sub) -> None:
    sv = sub.add_parser("serve", help="serve a run's rivals and cascade over an OpenAI-compatible HTTP API")
    _common(sv)
    sv.add_argument("--run-dir", default=None, help="an `agon train` run: its newest checkpoint is served")
    sv.add_argument("--rival-a", default=None, help="instead of a run: rival A as an HF folder or a peft adapter")
    sv.add_argument("--rival-b", default=None, help="rival B as an HF folder or a peft adapter")
    sv.add_argument("--base", default=None, help="the HF base folder of peft adapter rivals")
    sv.add_argument("--device", default="cpu", help="--rival-a/-b: the local engine's device (cpu, cuda)")
    sv.add_argument("--chat-template", default=None, help="--rival-a/-b: a Jinja template (default: each tokenizer's)")
    sv.add_argument("--temperature", type=float, default=0.6, help="--rival-a/-b: default temperature")
    sv.add_argument("--max-tokens", type=int, default=None, help="--rival-a/-b: default max_tokens per stage")
    sv.add_argument("--domain", default="math", choices=("math", "code"),
                    help="--rival-a/-b: the summary rule (which answer the cascade hides)")
    sv.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1: this machine only)")
    sv.add_argument("--allow-remote", action="store_true", help="allow a --host other machines can reach")
    sv.add_argument("--port", type=int, default=8000)
    sv.add_argument("--direction", default=None, metavar="A->B|B->A",
                    help="agon-cascade's direction (default: the one the run chose on its validation split)")
    sv.add_argument("--max-queue", type=int, default=64, help="requests admitted at once; more get 429")
    sv.add_argument("--max-batch", type=int, default=32, help="generations per engine call at most")
    sv.add_argument("--engine-timeout", type=float, default=600.0, metavar="SECONDS",
                    help="an engine call slower than this counts as a hung engine: 503 and a restart (0: no limit)")
    sv.set_defaults(fn=cmd_serve)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="agon", description="Agon: two rival policies trained together (megatron-core).")
    p.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    sub = p.add_subparsers(dest="cmd", required=True)

    t = sub.add_parser("train", help="run Agon (the embedded default with no --config)")
    _common(t)
    t.add_argument("--run-dir", default=None, help="override train.run_dir")
    t.add_argument("--resume", metavar="RUN_DIR", default=None, help="continue the run in RUN_DIR from its newest checkpoint")
    t.add_argument("--rollout-only", type=int, default=0, metavar="STEPS",
                   help="debug: generate + score STEPS steps, dump rollouts JSONL, no updates "
                        "(with --resume: from the run's checkpoint, into RUN_DIR/rollouts_only/)")
    t.add_argument("--overwrite", action="store_true", help="start over in a run directory that holds an old run")
    t.add_argument("--replay", metavar="RUN_DIR", default=None,
                   help="train on the rollouts RUN_DIR saved (train.save_rollouts=true) instead of generating, with "
                        "RUN_DIR's config (+ overrides); no evaluation; results in --run-dir (default RUN_DIR/replay)")
    t.set_defaults(fn=cmd_train)

    s = sub.add_parser("sft", help="supervised warm-up only (sft.steps), then evaluate")
    _common(s)
    s.add_argument("--run-dir", default=None)
    s.add_argument("--overwrite", action="store_true", help="start over in a run directory that holds an old run")
    s.set_defaults(fn=cmd_sft)

    e = sub.add_parser("eval", help="evaluate a run's newest checkpoint (standalone + cascade both ways)")
    _common(e)
    e.add_argument("--run-dir", required=True)
    e.add_argument("--out", default=None, help="JSON output path (default RUN_DIR/eval_cli.json)")
    e.set_defaults(fn=cmd_eval)

    cp = sub.add_parser("compare", help="train every baseline/ablation from one warm-up per seed; one table vs Agon")
    _common(cp)
    cp.add_argument("--seeds", type=int, default=3, help="seeds (one warm-up each; default 3)")
    cp.add_argument("--settings", nargs="+", default=None,
                    help="settings to run (default all): zero_shot grpo self_refine self_cascade moa "
                         "shared_opponent coop agon fixed_roles margin; opt-in, run when named: arena grail gar "
                         "(Agon + a plug-in method, docs/methods.md), cliff opd_then_rl ib_rl (teacher and "
                         "two-role methods, docs/methods_teachers.md; opd_then_rl needs algorithm.opd.teacher=DIR)")
    cp.add_argument("--out", default="runs/compare", help="output folder (default runs/compare)")
    cp.add_argument("--only-seed", type=int, action="append", default=None, metavar="S",
                    help="run only seed S (repeatable; 0..seeds-1) and write no table: seeds may run in parallel "
                         "processes into one --out, then --collect writes the table")
    cp.add_argument("--collect", action="store_true",
                    help="train nothing: write the table from the seed folders already in --out")
    cp.add_argument("--overwrite", action="store_true", help="replace a comparison already in --out")
    cp.set_defaults(fn=cmd_compare)

    c = sub.add_parser("check-config", help="validate a config (incl. cluster layouts) and print it merged")
    _common(c)
    c.add_argument("--gpus", type=int, default=8, help="trainer GPUs to check the layout and memory against")
    c.add_argument("--gpu-gib", type=float, default=79.0, help="usable memory per GPU in GiB (H100 80GB: 79; H200: 139)")
    c.add_argument("--gpus-per-node", type=int, default=8,
                   help="GPUs per node: at most this many trainer ranks hold the rollouts on one node (default 8)")
    c.add_argument("--host-gib", type=float, default=None,
                   help="usable host memory per node in GiB: refuse recorded MoE routes that do not fit (default: "
                        "report them, unchecked)")
    c.set_defaults(fn=cmd_check_config)

    sub.add_parser("convert", help="checkpoint conversion: hf-to-mcore | mcore-to-hf (see agon convert -h)", add_help=False)

    pr = sub.add_parser("profile", help="time a few steps per phase: throughput/MFU JSON and a per-phase PNG")
    _common(pr)
    pr.add_argument("--steps", type=int, default=3)
    pr.add_argument("--out", default="agon_profile.json",
                    help="JSON result path; the per-phase PNG goes beside it (same name, .png)")
    pr.add_argument("--peak-tflops", type=float, default=None,
                    help="dense peak TFLOP/s of one device for MFU (default: known GPUs; none on CPU)")
    pr.set_defaults(fn=cmd_profile)

    la = sub.add_parser("launch", help="print a Slurm sbatch or torchrun launch script for a config")
    kinds = la.add_subparsers(dest="kind", required=True)
    for kind in ("slurm", "torchrun"):
        k = kinds.add_parser(kind, help=f"a {kind} launch script")
        _common(k)
        k.add_argument("--nodes", type=int, default=1)
        k.add_argument("--gpus-per-node", type=int, default=8, help="GPUs per node; 0: a CPU layout (gloo ranks, "
                       "the local rollout engine or rollout.sglang.urls)")
        k.add_argument("--cpus-per-node", type=int, default=None,
                       help="CPU cores per node (srun --cpus-per-task = this / tasks; default 128 with GPUs; "
                            "with --gpus-per-node 0 also the ranks per node unless --tasks-per-node)")
        k.add_argument("--tasks-per-node", type=int, default=None,
                       help="ranks per node of a CPU layout (--gpus-per-node 0)")
        k.add_argument("--signal-grace", type=int, default=300, metavar="SECONDS",
                       help="SIGUSR1 this long before the time limit (#SBATCH --signal=B:USR1@SECONDS): time to "
                            "finish the step and checkpoint")
        k.add_argument("--exclusive", action=argparse.BooleanOptionalAction, default=None,
                       help="#SBATCH --exclusive (default: with GPUs yes, CPU layouts no)")
        k.add_argument("--python", default=None, help="the interpreter on the compute nodes (default: this one, "
                       f"{sys.executable})")
        k.set_defaults(fn=cmd_launch)
    _serve_parser(sub)
    return p


def main(argv: Optional[List[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    verbose = "-v" in argv or "--verbose" in argv
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    if not verbose:
        # megatron logs every optimizer config and parameter bucket at INFO.
        for name in ("megatron", "megatron.core"):
            logging.getLogger(name).setLevel(logging.WARNING)
        warnings.filterwarnings("ignore", message=".*(Transformer Engine|Apex).*not installed.*")
        warnings.filterwarnings("ignore", category=FutureWarning, module="torch.distributed")
        warnings.filterwarnings("ignore", message="The .grad attribute of a Tensor that is not a leaf")
        warnings.filterwarnings("ignore", category=DeprecationWarning, module="megatron")
        warnings.filterwarnings("ignore", category=UserWarning, module="megatron")
    rest = [a for a in argv if a not in ("-v", "--verbose")]
    if rest and rest[0] == "convert":
        return cmd_convert(rest[1:])
    args = build_parser().parse_args(argv)
    try:
        return int(args.fn(args) or 0)
    except KeyboardInterrupt:
        # a second Ctrl-C (the first one finishes the step and checkpoints)
        if verbose:
            raise
        print("interrupted: stopped at once; `agon train --resume RUN_DIR` continues from the last checkpoint",
              file=sys.stderr)
        return 130
    except _user_errors() as e:
        # Errors that already name the cause and the fix: no stack trace unless -v.
        if verbose:
            raise
        print(f"error ({type(e).__name__}): {e}", file=sys.stderr)
        return 2


def _user_errors() -> tuple:
    from agon_mcore.config import ConfigError
    from agon_mcore.data.types import DataError
    from agon_mcore.eval.cascade import EvalError
    from agon_mcore.policy.checkpoint import CheckpointError
    from agon_mcore.rollout.types import RolloutError
    from agon_mcore.serve.errors import ServeConfigError
    from agon_mcore.train.trainer import TrainingError

    return (ConfigError, DataError, EvalError, CheckpointError, RolloutError, TrainingError, ServeConfigError)


def _exit_now_if_stopped(code: int) -> None:
    """After a stop signal's checkpoint (the run closed, its helpers shut down), leave without
    the interpreter's teardown: Slurm SIGKILLs the step ``KillWait`` (default 30) s after the
    signal, and on a loaded node the teardown of a large process alone took longer than that."""
    if _STOPPED_BY_SIGNAL:
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


_STOPPED_BY_SIGNAL = False  # set by `agon train` when a stop signal ended the run


if __name__ == "__main__":
    rc = main()
    _exit_now_if_stopped(rc)
    sys.exit(rc)
