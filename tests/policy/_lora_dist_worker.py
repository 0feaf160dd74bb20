"""Worker for tests/policy/test_lora_distributed.py, run under ``torchrun --nproc_per_node 2``.

For each layout of the 2-process world: builds the two LoRA rivals (B shares A's base),
loads the base from the HF tensors the TP1 test wrote, records both rivals' log-probs at
initialisation (adapter init must not depend on the layout), loads the TP1 checkpoint
(adapters + Adam state, resharded), then records log-probs before and after one PPO step,
the step's metrics and the updated adapters (HF-named, gathered). Rank 0 writes
``{layout: {...}}`` to the output file (torch.save).

Usage: _lora_dist_worker.py <base tensors .pt> <checkpoint> <output file>
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
from tests.policy._common import make_samples, save_results  # noqa: E402
from tests.policy.test_lora import build_pair, lora_dist_cfg  # noqa: E402

LAYOUTS = {
    "tp2": dict(tp=2, pp=1),
    "pp2": dict(tp=1, pp=2),
    "tp2_sp": dict(tp=2, pp=1, sequence_parallel=True),
    "dp2": dict(tp=1, pp=1),
}


def main() -> None:
    from agon_mcore.policy import load_checkpoint
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    base_file, ckpt, out = sys.argv[1:4]
    dist.init_process_group("gloo")
    base = torch.load(base_file)
    samples = make_samples(10, seed=40)
    results = {}
    for name, lay in LAYOUTS.items():
        cfg = lora_dist_cfg()
        cfg.parallel = ParallelConfig(**{**vars(cfg.parallel), **lay})
        init_parallel(cfg.parallel, seed=5)
        pols = build_pair(cfg, base)
        res = {"init": {n: p.logprobs(samples) for n, p in pols.items()}}
        res["extra"] = load_checkpoint(ckpt, pols)
        for n, p in pols.items():
            res[n] = {"before": p.logprobs(samples), "metrics": p.train_step(samples),
                      "after": p.logprobs(samples),
                      "adapter": {k: v.clone() for k, v in p.export_adapter_hf()}}
        results[name] = res
        destroy_parallel()
    save_results(results, out)


if __name__ == "__main__":
    main()
