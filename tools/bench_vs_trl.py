#!/usr/bin/env python
"""Throughput of agon-mcore against TRL's GRPOTrainer on the same workload; prints JSON.

The workload: a tiny Qwen3 (hidden 128, 4 layers, 4 heads / 2 KV heads,
head_dim 32, FFN 384, the built-in byte tokenizer, random init), prompts of the built-in
arithmetic task, sampling at temperature 1 with 48 new tokens, and 64 completions per
optimizer step:

* ``trl``: ``trl.GRPOTrainer`` (8 prompts x 8 generations, ``model.generate``, one model,
  ``beta=0``, one iteration per generation batch, a cheap length reward);
* ``grpo``: ``agon profile`` with ``algorithm.mode=grpo`` (8 problems x 2N=8 drafts, one
  model);
* ``adv``: ``agon profile`` with ``algorithm.mode=adv`` (4 problems x N=8 drafts, 8 x 4
  challenges: 32 + 32 = 64 completions, two rivals, two updates of 32);
* ``adv_overlap`` (optional): ``adv`` with ``train.overlap_drafter_update=true`` (the
  drafter's update runs while the challenger generates).

Each system runs in its own subprocess, and the systems alternate (``--rounds`` rounds of
trl, grpo, adv), so load changes on a shared machine hit all of them alike. A run times
``--steps`` optimizer steps after one warm-up step. Reported per system: the median over
rounds of seconds per step and of generated tokens per second (completion tokens of a
step / step wall time); and the ratios ``grpo/trl`` and
``adv/trl`` of tokens/s and ``adv/grpo`` of s/step, per round and as the median.
Beside ``adv/grpo`` of s/step, the work ratio: ``adv_vs_grpo_model_flops`` (every
sequence in full) and ``adv_vs_grpo_model_flops_prefix_shared`` (each group's shared prompt
prefix counted once: what an ideal implementation of either mode must still compute; the
challenger reads the question, the instruction and a draft summary, so adv's floor is
above grpo's), and ``adv_vs_grpo_s_per_prefix_shared_tflop`` (time per unit of that work).

TRL is an optional benchmark dependency (``pip install -e .[bench]``); without it the
``trl`` system is reported as skipped. Extra ``key=value`` arguments are passed to both
agon runs (e.g. ``train.overlap_drafter_update=true``).

Usage:
    python tools/bench_vs_trl.py                  # 3 rounds x 3 timed steps
    python tools/bench_vs_trl.py --rounds 5 --steps 4 --systems grpo,adv
    python tools/bench_vs_trl.py --out bench.json
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

# The workload's tiny Qwen3 (shared by TRL's HF model and both agon modes).
MODEL = dict(hidden_size=128, num_layers=4, num_attention_heads=4, num_kv_heads=2, head_dim=32, ffn_hidden_size=384)
MAX_NEW_TOKENS = 48
COMPLETIONS = 64
SEED = 1234


def agon_overrides(mode: str) -> list[str]:
    """``key=value`` overrides of the agon run for ``mode`` (``grpo`` or ``adv``)."""
    if mode not in ("grpo", "adv", "adv_overlap"):
        raise ValueError(f"mode {mode!r} is not 'grpo', 'adv' or 'adv_overlap'")
    ov = [f"model.{k}={v}" for k, v in MODEL.items()]
    ov += [
        "model.tokenizer=builtin:byte",
        f"rollout.sampling.max_new_tokens={MAX_NEW_TOKENS}",
        "rollout.sampling.temperature=1.0",
        f"rollout.local_batch_size={COMPLETIONS}",
        "logging.tensorboard=false",
        f"train.seed={SEED}",
        f"algorithm.mode={mode.split('_')[0]}",
    ]
    if mode == "adv_overlap":
        ov.append("train.overlap_drafter_update=true")
    if mode == "grpo":  # 8 problems x 2N = 8 drafts, one model
        ov += ["data.batch_size=8", "rollout.sampling.n=4"]
    else:  # 4 problems x N = 8 drafts + 8 challenges each
        ov += ["data.batch_size=4", "rollout.sampling.n=8"]
    return ov


# ----------------------------------------------------------------------------- workers


def run_agon(mode: str, steps: int, extra: list[str]) -> dict:
    """``agon profile`` of ``steps`` steps (after one warm-up step), in this process."""
    from agon_mcore.config import load_config
    from agon_mcore.train.debug import profile

    cfg = load_config(None, agon_overrides(mode) + list(extra))
    p = profile(cfg, steps=steps)
    tokens = p["perf/rollout_tokens"]
    return {
        "system": f"agon-{mode}",
        "s_per_step": p["time/step"],
        "tokens_per_step": tokens,
        "tokens_per_s": tokens / p["time/step"],
        "phases": {k[len("time/"):]: v for k, v in p.items() if k.startswith("time/")},
        # model FLOPs of the step (agon_mcore.train.debug.sequence_flops): what the mode costs
        # at the same number of completions, whatever the implementation
        "model_tflop_per_step": p["perf/model_tflop_per_step"],
    }


def run_trl(steps: int) -> dict:
    """TRL ``GRPOTrainer`` on the same model, tokenizer and prompts, ``steps`` timed steps."""
    import tempfile

    import torch
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, TrainerCallback
    from trl import GRPOConfig, GRPOTrainer

    from agon_mcore.bridge.hf_config import hf_config_for
    from agon_mcore.config import ModelConfig, SyntheticConfig
    from agon_mcore.data import load_problems
    from agon_mcore.data.prompts import question_text
    from agon_mcore.data.tokenizer import load_tokenizer

    tok = load_tokenizer("builtin:byte")
    mcfg = ModelConfig(**MODEL, vocab_size=len(tok))
    torch.manual_seed(SEED)
    model = AutoModelForCausalLM.from_config(hf_config_for(mcfg, len(tok)), dtype=torch.float32)
    problems = load_problems("synthetic:train", synthetic=SyntheticConfig())
    ds = Dataset.from_list([{"prompt": [{"role": "user", "content": question_text(p)}]} for p in problems])

    counted = {"tokens": 0}

    def length_reward(completions, completion_ids, **_):
        counted["tokens"] += sum(len(c) for c in completion_ids)
        return [len(c) / MAX_NEW_TOKENS for c in completion_ids]

    marks: list[tuple[float, int]] = []

    class Clock(TrainerCallback):
        def on_step_end(self, args, state, control, **kw):
            marks.append((time.perf_counter(), counted["tokens"]))

    out_dir = tempfile.mkdtemp(prefix="bench-trl-")
    args = GRPOConfig(
        output_dir=out_dir, use_cpu=True, per_device_train_batch_size=COMPLETIONS, gradient_accumulation_steps=1,
        num_generations=8, max_completion_length=MAX_NEW_TOKENS, temperature=1.0, top_p=1.0, beta=0.0,
        num_iterations=1, learning_rate=1e-4, max_steps=steps + 1, logging_steps=10_000, save_strategy="no",
        report_to=[], seed=SEED, dataloader_num_workers=0, disable_tqdm=True, bf16=False,
    )
    trainer = GRPOTrainer(model=model, reward_funcs=length_reward, args=args, train_dataset=ds,
                          processing_class=tok, callbacks=[Clock()])
    trainer.train()
    # marks[0] ends the warm-up step; the timed steps are the rest
    (t0, n0), (t1, n1) = marks[0], marks[-1]
    timed = len(marks) - 1
    return {
        "system": "trl",
        "s_per_step": (t1 - t0) / timed,
        "tokens_per_step": (n1 - n0) / timed,
        "tokens_per_s": (n1 - n0) / (t1 - t0),
        "trl_version": __import__("trl").__version__,
    }


def _worker(system: str, steps: int, extra: list[str], threads: int = 0) -> None:
    import logging
    import warnings

    if threads > 0:
        import torch

        torch.set_num_threads(threads)

    logging.disable(logging.WARNING)
    warnings.filterwarnings("ignore")
    res = run_trl(steps) if system == "trl" else run_agon(system, steps, extra)
    print("BENCH_JSON " + json.dumps(res), flush=True)


# ----------------------------------------------------------------------------- driver


def _spawn(system: str, steps: int, extra: list[str], timeout: float, threads: int = 0) -> dict:
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", system, "--steps", str(steps),
           "--threads", str(threads), *extra]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    for line in p.stdout.splitlines():
        if line.startswith("BENCH_JSON "):
            return json.loads(line[len("BENCH_JSON "):])
    tail = (p.stderr or p.stdout)[-2000:]
    raise RuntimeError(f"{system} run failed (exit {p.returncode}):\n{tail}")


def round_ratios(row: dict) -> dict:
    """The ratios of one round: ``row`` maps system name to its run's result (``run_agon`` /
    ``run_trl``); systems missing from ``row`` give no ratio."""
    rr = {}
    for m in ("grpo", "adv", "adv_overlap"):
        if m in row and "trl" in row:
            rr[f"{m}_vs_trl_tokens_per_s"] = row[m]["tokens_per_s"] / row["trl"]["tokens_per_s"]
        if m != "grpo" and m in row and "grpo" in row:
            rr[f"{m}_vs_grpo_s_per_step"] = row[m]["s_per_step"] / row["grpo"]["s_per_step"]
            # the work each mode must do (model FLOPs, agon_mcore.train.debug._step_flops):
            # in full, and with every group's shared prefix counted once (the floor of an
            # ideal implementation); and the seconds per TFLOP of that floor
            fa, fg = row[m]["model_tflop_per_step"], row["grpo"]["model_tflop_per_step"]
            full = lambda f: f["rollout"] + f["train"]  # noqa: E731
            shared = lambda f: f["rollout_prefix_shared"] + f["train_prefix_shared"]  # noqa: E731
            rr[f"{m}_vs_grpo_model_flops"] = full(fa) / full(fg)
            rr[f"{m}_vs_grpo_model_flops_prefix_shared"] = shared(fa) / shared(fg)
            rr[f"{m}_vs_grpo_s_per_prefix_shared_tflop"] = (
                rr[f"{m}_vs_grpo_s_per_step"] / rr[f"{m}_vs_grpo_model_flops_prefix_shared"])
    if "adv" in row and "adv_overlap" in row:
        rr["adv_overlap_vs_adv_s_per_step"] = row["adv_overlap"]["s_per_step"] / row["adv"]["s_per_step"]
    return rr


def _median(xs):
    return statistics.median(xs) if xs else float("nan")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds (each runs every system once)")
    ap.add_argument("--steps", type=int, default=3, help="timed optimizer steps per run (after one warm-up step)")
    ap.add_argument("--systems", default="trl,grpo,adv", help="comma-separated subset of trl,grpo,adv,adv_overlap")
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds per run before it is abandoned")
    ap.add_argument("--out", default=None, help="also write the JSON here")
    ap.add_argument("--threads", type=int, default=0,
                    help="torch intra-op threads in every run (0: torch's default); 1 keeps OpenMP's barrier "
                         "waits out of the numbers on an oversubscribed machine")
    ap.add_argument("--worker", default=None, help=argparse.SUPPRESS)
    args, extra = ap.parse_known_args(argv)
    bad = [e for e in extra if "=" not in e or e.startswith("-")]
    if bad:
        ap.error(f"unrecognised arguments {bad}; agon overrides are key=value")
    if args.worker:
        _worker(args.worker, args.steps, extra, args.threads)
        return 0

    systems = [s.strip() for s in args.systems.split(",") if s.strip()]
    unknown = set(systems) - {"trl", "grpo", "adv", "adv_overlap"}
    if unknown:
        ap.error(f"--systems: unknown {sorted(unknown)}; choose from trl, grpo, adv, adv_overlap")
    skipped = {}
    if "trl" in systems:
        try:
            import trl  # noqa: F401
        except ImportError:
            skipped["trl"] = "trl is not installed: pip install -e .[bench]"
            systems.remove("trl")
    runs: dict[str, list[dict]] = {s: [] for s in systems}
    for r in range(args.rounds):
        for s in systems:
            res = _spawn(s, args.steps, extra, args.timeout, args.threads)
            res["round"] = r
            runs[s].append(res)
            print(f"round {r} {s}: {res['s_per_step']:.3f} s/step, {res['tokens_per_s']:.0f} tok/s",
                  file=sys.stderr, flush=True)

    import torch

    summary = {
        s: {"s_per_step": _median([x["s_per_step"] for x in rs]),
            "tokens_per_s": _median([x["tokens_per_s"] for x in rs]),
            "tokens_per_step": _median([x["tokens_per_step"] for x in rs])}
        for s, rs in runs.items()
    }
    ratios = {}
    per_round = []
    for r in range(args.rounds):
        rr = round_ratios({s: runs[s][r] for s in systems})
        per_round.append(rr)
    for k in (per_round[0] if per_round else {}):
        ratios[k] = _median([rr[k] for rr in per_round])
    out = {
        "workload": {"model": MODEL, "tokenizer": "builtin:byte", "max_new_tokens": MAX_NEW_TOKENS,
                     "completions_per_step": COMPLETIONS, "seed": SEED},
        "rounds": args.rounds, "timed_steps_per_run": args.steps, "extra_overrides": extra,
        "torch_threads": args.threads or torch.get_num_threads(), "cpu_count": os.cpu_count(),
        "load_average_at_end": os.getloadavg(),
        "summary": summary, "ratios": ratios, "ratios_per_round": per_round,
        "runs": runs, "skipped": skipped,
    }
    text = json.dumps(out, indent=1)
    print(text)
    if args.out:
        with open(args.out, "w") as fh:
            fh.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
