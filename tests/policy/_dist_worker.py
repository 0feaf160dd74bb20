"""Worker for tests/policy/test_distributed.py, run under ``torchrun --nproc_per_node 2``.

Loads checkpoints written by the single-process test (TP=PP=DP=1) under several layouts of
the same 2-process world, one after the other (destroy_parallel between them), and records
log-probs before and after one train step (``ppo_epochs=2``: the old log-probs come from a
separate forward-only pass), the step's metrics and every rank's per-micro-batch
statistics. Rank 0 writes ``{layout: {...}}`` to the output file (torch.save).

Usage: _dist_worker.py <2-layer checkpoint> <same, dp_reshardable> <4-layer checkpoint> <output file>
"""
from __future__ import annotations

import sys
import warnings
from pathlib import Path

warnings.filterwarnings("ignore")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root: `tests` importable

import torch.distributed as dist  # noqa: E402

from agon_mcore.config import ParallelConfig  # noqa: E402
from tests.policy._common import VOCAB, dist_cfg, make_samples, save_results  # noqa: E402

# name -> (parallel layout, number of layers)
LAYOUTS = {
    "tp2": (dict(tp=2, pp=1), 2),
    "pp2": (dict(tp=1, pp=2), 2),
    "pp2_uniform": (dict(tp=1, pp=2), 2),  # fixed activation shapes: every micro-batch padded alike
    "dp2": (dict(tp=1, pp=1), 2),
    "tp2_sp": (dict(tp=2, pp=1, sequence_parallel=True), 2),
    "pp2_vpp2": (dict(tp=1, pp=2, virtual_pp=2), 4),  # interleaved 1F1B
}


def main() -> None:
    from agon_mcore.policy import Policy, load_checkpoint
    from agon_mcore.policy.checkpoint import CheckpointError
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    ckpt, ckpt_dp, ckpt4, out = sys.argv[1:5]
    # One default process group for the whole run: init_parallel reuses it and
    # destroy_parallel then tears down only megatron's groups between layouts (re-creating
    # the default group under one torchrun rendezvous is not supported).
    dist.init_process_group("gloo")
    samples = make_samples(10, seed=40)
    results = {}
    for name, (lay, layers) in LAYOUTS.items():
        cfg = dist_cfg(layers)
        cfg.parallel = ParallelConfig(**{**vars(cfg.parallel), **lay})
        init_parallel(cfg.parallel, seed=5)
        pol = Policy("A", cfg.model, VOCAB, cfg, seed=77)  # another seed: weights must come from the checkpoint
        if name == "pp2_uniform":
            pol.config.variable_seq_lengths = False
        res = {}
        if name == "tp2":
            try:
                load_checkpoint(ckpt_dp, {"A": pol})
                res["dp_reshardable_error"] = ""
            except CheckpointError as e:
                res["dp_reshardable_error"] = str(e)
            load_checkpoint(ckpt_dp, {"A": pol}, load_optimizer=False)
            res["model_only_logprobs"] = pol.logprobs(samples)
        res["extra"] = load_checkpoint(ckpt4 if layers == 4 else ckpt, {"A": pol})
        res["before"] = pol.logprobs(samples)
        res["metrics"] = pol.train_step(samples)
        res["after"] = pol.logprobs(samples)
        stats = [None] * dist.get_world_size()
        dist.all_gather_object(stats, pol.last_microbatch_stats)
        res["microbatch_stats"] = [d for s in stats for d in s]
        results[name] = res
        destroy_parallel()
    save_results(results, out)


if __name__ == "__main__":
    main()
