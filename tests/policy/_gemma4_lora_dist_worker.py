"""Worker for tests/policy/test_gemma4_lora.py's layout test, run under ``torchrun --nproc_per_node 2``.

For each layout (TP2, TP2 with sequence parallelism; PP2 on the 8-layer E-style model of
``tests/bridge/gemma4_pp_cases.py``): builds the LoRA rival on the E-style tiny Gemma 4 (PLE, KV
sharing, K = V, double-wide MLP), loads the base and the adapter the single-rank test wrote (HF / peft
names), and records the log-probs, the re-exported adapter, and the step's metrics and log-probs after
one PPO step. Rank 0 writes ``{layout: {...}}`` to the output file (torch.save).

Usage: _gemma4_lora_dist_worker.py <inputs .pt> <output file>
"""
from __future__ import annotations

import sys
import warnings
from pathlib import Path

warnings.filterwarnings("ignore")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root: `tests` importable
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))  # gemma4_pp_cases

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402

from agon_mcore.config import ParallelConfig  # noqa: E402
from tests.policy._common import make_samples, save_results  # noqa: E402
from tests.policy.test_gemma4_lora import lora_policy  # noqa: E402

LAYOUTS = {"tp2": dict(tp=2), "tp2_sp": dict(tp=2, sequence_parallel=True), "pp2": dict(pp=2)}


def main() -> None:
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    inputs, out = sys.argv[1:3]
    dist.init_process_group("gloo")
    given = torch.load(inputs)
    results = {}
    for name, lay in LAYOUTS.items():
        parallel = ParallelConfig(**lay)
        init_parallel(parallel, seed=5)
        from gemma4_pp_cases import E_PP

        g = given["pp" if name == "pp2" else "tp"]
        pol = lora_policy(parallel, g["base"], g["adapter"], model=E_PP if name == "pp2" else None)
        s = make_samples(6, seed=8)  # the TP1 test's samples
        res = {"before": pol.logprobs(s), "adapter": {k: v.clone() for k, v in pol.export_adapter_hf()}}
        res["metrics"] = pol.train_step(s)
        res["after"] = pol.logprobs(s)
        results[name] = res
        destroy_parallel()
    save_results(results, out)


if __name__ == "__main__":
    main()
