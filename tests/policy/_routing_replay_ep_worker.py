"""Worker for tests/policy/test_routing_replay_ep.py, run under ``torchrun --nproc_per_node 2``.

The tiny Qwen3-MoE of ``_moe_ep_worker`` (4 experts, top-2, layer 0 dense) with routing replay
on samples whose ``routed_experts`` are random (distinct experts per position, so they differ
from the trainer's own choice), one sample without routes; at EP=1 (DP=2) and EP=2 (DP=2, two
experts per rank), TP=2 with sequence parallelism and EP=2, and PP=2: log-probs, one ``train_step``,
log-probs after, the HF export after; and at EP=1 without replay. Rank 0 writes ``{layout: {...}}`` with torch.save.

Usage: _routing_replay_ep_worker.py <output file>
"""
from __future__ import annotations

import dataclasses
import sys
import warnings
from pathlib import Path

warnings.filterwarnings("ignore")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root: `tests` importable

import numpy as np  # noqa: E402
import torch.distributed as dist  # noqa: E402

from tests.policy._common import VOCAB, make_samples, save_results  # noqa: E402
from tests.policy._moe_ep_worker import hf_weights, moe_cfg  # noqa: E402


def routed_samples():
    samples = make_samples(9, seed=40)
    rng = np.random.default_rng(3)
    for s in samples[:-1]:
        s.routed_experts = np.argsort(rng.random((s.seq_len, 1, 4)), -1)[..., :2].astype(np.int32)
    return samples


def main() -> None:
    from agon_mcore.policy import Policy
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    out = sys.argv[1]
    dist.init_process_group("gloo")
    samples = routed_samples()
    results = {}
    for name, ep, replay, tp, pp in (("ep1", 1, True, 1, 1), ("ep2", 2, True, 1, 1), ("ep1_no_replay", 1, False, 1, 1),
                                     ("tp2_sp_ep2", 2, True, 2, 1), ("pp2", 1, True, 1, 2)):
        cfg = moe_cfg(ep)
        cfg.model = dataclasses.replace(cfg.model, moe_routing_replay=replay)
        if tp > 1:  # sequence parallel: each TP rank routes its slice of the sequence
            cfg.parallel = dataclasses.replace(cfg.parallel, tp=tp, sequence_parallel=True)
        if pp > 1:  # the MoE layer (layer 1) on the second stage
            cfg.parallel = dataclasses.replace(cfg.parallel, pp=pp)
        init_parallel(cfg.parallel, seed=5)
        pol = Policy("A", cfg.model, VOCAB, cfg, seed=77)
        pol.import_hf(hf_weights(cfg).items())
        res = {"before": pol.logprobs(samples), "metrics": pol.train_step(samples), "after": pol.logprobs(samples),
               "weights": {n: t.detach().clone() for n, t in pol.export_hf()}}
        results[name] = res
        destroy_parallel()
    save_results(results, out)


if __name__ == "__main__":
    main()
