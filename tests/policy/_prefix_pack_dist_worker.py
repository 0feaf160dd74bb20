"""Worker for tests/policy/test_prefix_pack.py, run under ``torchrun --nproc_per_node 2``.

For each layout of the 2-process world (TP2, TP2+SP, PP2, PP2 with fixed shapes, DP2):
two policies with the same seed (so the same weights), shared-prefix packing off and on,
score and train on the same GRPO / challenger samples. Every rank compares its own
shards; the maxima are all-reduced and rank 0 writes ``{layout: {...}}`` (torch.save).

Usage: _prefix_pack_dist_worker.py <output file>
"""
from __future__ import annotations

import sys
import warnings
from pathlib import Path

warnings.filterwarnings("ignore")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root: `tests` importable

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402

from agon_mcore.config import ParallelConfig  # noqa: E402
from tests.policy._common import VOCAB, save_results, tiny_cfg  # noqa: E402
from tests.policy.test_prefix_pack import adv_challengers, grpo_group  # noqa: E402

LAYOUTS = {
    "tp2": dict(tp=2, pp=1),
    "tp2_sp": dict(tp=2, pp=1, sequence_parallel=True),
    "pp2": dict(tp=1, pp=2),
    "pp2_uniform": dict(tp=1, pp=2),
    "dp2": dict(tp=1, pp=1),
}


def _grads(pol):
    return {n: (p.main_grad if getattr(p, "main_grad", None) is not None else p.grad).detach().clone()
            for n, p in pol.named_parameters()}


def main() -> None:
    from agon_mcore.policy import Policy
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    import agon_mcore.compat.megatron_cpu as mc

    block_calls = [0]
    block = mc.block_prefix_attention

    def counted(*a, **k):
        block_calls[0] += 1
        return block(*a, **k)

    mc.block_prefix_attention = counted  # the SDPA core attention looks it up at call time
    out = sys.argv[1]
    dist.init_process_group("gloo")
    samples = grpo_group(20, groups=2, k=4) + adv_challengers(21)
    results = {}
    for name, lay in LAYOUTS.items():
        res = {}
        runs = {}
        for mode in ("off", "on"):
            block_calls[0] = 0
            cfg = tiny_cfg(**{"train.shared_prefix_packing": mode, "parallel.micro_batch_tokens": 64})
            cfg.parallel = ParallelConfig(**{**vars(cfg.parallel), **lay})
            init_parallel(cfg.parallel, seed=5)
            pol = Policy("A", cfg.model, VOCAB, cfg, seed=9)
            if name == "pp2_uniform":
                pol.config.variable_seq_lengths = False
            _, mbs = pol._pack(samples)
            res[f"masked_microbatches_{mode}"] = sum(mb.attention_mask is not None for mb in mbs)
            lp = pol.logprobs(samples)
            metrics = pol.train_step(samples)
            runs[mode] = (lp, metrics, _grads(pol))
            res[f"block_attention_calls_{mode}"] = block_calls[0]
            destroy_parallel()
        (lp0, m0, g0), (lp1, m1, g1) = runs["off"], runs["on"]
        d = torch.tensor([
            max(float((a - b).abs().max()) for a, b in zip(lp0, lp1) if a.numel()),
            max(float((g0[k] - g1[k]).abs().max()) for k in g0),
            max(float(g0[k].abs().max()) for k in g0),
        ], dtype=torch.float64)
        dist.all_reduce(d, op=dist.ReduceOp.MAX)
        res.update(logprob_diff=float(d[0]), grad_diff=float(d[1]), grad_max=float(d[2]),
                   metrics_off=m0, metrics_on=m1)
        masked = torch.tensor([res["masked_microbatches_on"]], dtype=torch.float64)
        dist.all_reduce(masked)
        res["masked_microbatches_on_all_ranks"] = int(masked)
        results[name] = res
    save_results(results, out)


if __name__ == "__main__":
    main()
