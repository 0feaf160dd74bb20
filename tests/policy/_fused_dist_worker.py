"""Worker for tests/policy/test_fused_head.py, run under ``torchrun --nproc_per_node 2``.

For each layout (TP2, TP2 + sequence parallel, PP2) builds two policies from the same seed,
one with ``train.fused_logprob_head`` and one without, and records on every rank the
log-probs, one PPO step's metrics, the accumulated gradients and the updated weights of
both. Rank 0 writes ``{layout: {"ref": ..., "fused": ...}}`` (torch.save); gradients and
weights are the per-rank shards, gathered as a list over ranks.

Usage: _fused_dist_worker.py <output file>
"""
from __future__ import annotations

import sys
import warnings
from pathlib import Path

warnings.filterwarnings("ignore")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root: `tests` importable

import torch.distributed as dist  # noqa: E402

from agon_mcore.config import ParallelConfig  # noqa: E402
from tests.policy._common import VOCAB, make_samples, save_results, tiny_cfg  # noqa: E402

LAYOUTS = {
    "tp2": dict(tp=2, pp=1),
    "tp2_sp": dict(tp=2, pp=1, sequence_parallel=True),
    "pp2": dict(tp=1, pp=2),
}


def _run(fused: bool, lay: dict, samples) -> dict:
    from agon_mcore.policy import Policy

    cfg = tiny_cfg(**{"train.fused_logprob_head": fused, "model.tie_word_embeddings": True,
                      "rollout.sampling.temperature": 0.7, "parallel.micro_batch_tokens": 64,
                      "optimizer.lr": 1e-3})
    cfg.parallel = ParallelConfig(**{**vars(cfg.parallel), **lay})
    pol = Policy("A", cfg.model, VOCAB, cfg, seed=11)
    res = {"logprobs": pol.logprobs(samples), "metrics": pol.train_step(samples)}
    res["grads"] = {n: p.main_grad.detach().clone() for n, p in pol.named_parameters()}
    res["params"] = {n: p.detach().clone() for n, p in pol.named_parameters()}
    return res


def main() -> None:
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    out = sys.argv[1]
    dist.init_process_group("gloo")
    samples = make_samples(8, seed=21)
    results = {}
    for name, lay in LAYOUTS.items():
        init_parallel(ParallelConfig(**{**vars(tiny_cfg().parallel), **lay}), seed=5)
        both = {}
        for tag, fused in (("ref", False), ("fused", True)):
            r = _run(fused, lay, samples)
            shards = [None] * dist.get_world_size()
            dist.all_gather_object(shards, {"grads": r.pop("grads"), "params": r.pop("params")})
            r["shards"] = shards
            both[tag] = r
        results[name] = both
        destroy_parallel()
    save_results(results, out)


if __name__ == "__main__":
    main()
