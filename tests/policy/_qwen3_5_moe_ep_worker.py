"""Worker for tests/policy/test_qwen3_5_moe_ep.py, run under ``torchrun --nproc_per_node 2``.

The tiny Qwen3.5-MoE of tests/bridge/qwen3_5_cases.py (3 Gated DeltaNet + 1 gated-attention layer, 4
experts top-2 and a sigmoid-gated shared expert on every layer) under EP=1 (DP=2) and EP=2 (DP=2, two
experts per rank): log-probs, one PPO step of ``Policy.train_step`` (megatron DDP + distributed optimizer),
log-probs after, and the full HF export after the step. The EP=2 policy then saves a distributed checkpoint,
which a fresh EP=1 policy loads (weights resharded: each rank holds all 4 experts; ``load_optimizer=False``).
Rank 0 writes ``{layout: {...}}`` with torch.save.

Usage: _qwen3_5_moe_ep_worker.py <checkpoint dir> <output file>
"""
from __future__ import annotations

import dataclasses
import sys
import warnings
from pathlib import Path

warnings.filterwarnings("ignore")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # the repo root: `tests` importable
sys.path.insert(0, str(ROOT / "tests" / "bridge"))

import qwen3_5_cases as Q  # noqa: E402
import torch.distributed as dist  # noqa: E402

from tests.policy._common import VOCAB, dist_cfg, make_samples, save_results  # noqa: E402


def main() -> None:
    from agon_mcore.policy import Policy, load_checkpoint, save_checkpoint
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    ckpt, out = sys.argv[1:3]
    dist.init_process_group("gloo")
    samples = make_samples(9, seed=40)  # odd: the DP ranks pack different numbers of micro-batches
    weights = Q.hf_state(Q.tiny_hf_model(moe=True))
    results = {}
    for name, ep in (("ep1", 1), ("ep2", 2), ("ep1_from_ep2_checkpoint", 1)):
        cfg = dist_cfg()
        cfg.model = dataclasses.replace(Q.tiny_model_cfg(moe=True), vocab_size=VOCAB)
        cfg.parallel = dataclasses.replace(cfg.parallel, ep=ep)
        init_parallel(cfg.parallel, seed=5)
        pol = Policy("A", cfg.model, VOCAB, cfg, seed=77)
        if name == "ep1_from_ep2_checkpoint":
            res = {"extra": load_checkpoint(ckpt, {"A": pol}, load_optimizer=False)}
            res["loaded"] = pol.logprobs(samples)
            res["weights"] = {n: t.detach().clone() for n, t in pol.export_hf()}
            results[name] = res
            destroy_parallel()
            continue
        pol.import_hf(weights.items())
        res = {"before": pol.logprobs(samples)}
        res["metrics"] = pol.train_step(samples)
        res["after"] = pol.logprobs(samples)
        res["weights"] = {n: t.detach().clone() for n, t in pol.export_hf()}
        if ep == 2:
            save_checkpoint(ckpt, {"A": pol}, {"step": 1}, keep_last=0)
        results[name] = res
        destroy_parallel()
    save_results(results, out)


if __name__ == "__main__":
    main()
