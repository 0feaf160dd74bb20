#!/usr/bin/env python
"""Memory of a LoRA rival pair vs a full rival pair on the same base (trainer side, CPU).

Each pair is built in its own subprocess (so peak RSS is that pair's alone) on a megatron
world of one process, exactly as the trainer builds rivals (:func:`agon_mcore.train.rivals.
build_rivals`: rival B of a LoRA pair shares A's frozen base), then both rivals take one
PPO step (so Adam state exists). Reported per pair:

- per rival: ``trainable`` / ``frozen`` parameter elements, ``optimizer_state`` elements
  (Adam ``exp_avg`` + ``exp_avg_sq``), and the fp32 bytes of parameters + grad buffer +
  optimizer state that the rival OWNS (a shared base is counted once, under A);
- ``peak_rss_mib``: the subprocess's peak resident set (``ru_maxrss``), imports included;
- ``rss_after_imports_mib``: the same process before any model is built (the fixed cost).

    python tools/bench_lora_memory.py [--hidden 512 --layers 8 --rank 16] [--out result.json]

Prints one JSON object. Timings are not measured (see tools/bench_weight_sync.py).
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import warnings


def _rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # Linux: KiB


def _one_pair(kind: str, hidden: int, layers: int, rank: int) -> dict:
    warnings.filterwarnings("ignore")
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from agon_mcore.config import load_config
    from agon_mcore.policy import Sample
    from agon_mcore.policy.parallel import init_parallel
    from agon_mcore.train.rivals import build_rivals

    rss0 = _rss_mib()
    over = [f"model.hidden_size={hidden}", f"model.num_layers={layers}", f"model.head_dim={hidden // 8}",
            "model.num_attention_heads=8", "model.num_kv_heads=4", f"model.ffn_hidden_size={3 * hidden}",
            "train.device=cpu", "sft.steps=0"]
    if kind == "lora":
        over += [f"rivals.{n}.kind=lora" for n in "AB"] + [f"rivals.{n}.lora_rank={rank}" for n in "AB"]
    cfg = load_config(overrides=over)
    init_parallel(cfg.parallel, cfg.train.seed)
    rivals = build_rivals(cfg)
    samples = [Sample(list(range(1, 20)), list(range(30, 60)), 1.0 if i % 2 else -1.0) for i in range(8)]
    out = {"rss_after_imports_mib": round(rss0, 1), "rivals": {}}
    seen = set()
    for name, r in rivals.items():
        r.policy.train_step(samples)
        c = r.policy.parameter_counts()
        owned = 0
        for _, p in r.policy.named_parameters():
            if id(p) not in seen:
                seen.add(id(p))
                owned += p.numel() * (2 if p.requires_grad else 1)  # parameter (+ fp32 grad buffer)
        c["owned_fp32_mib"] = round(4 * (owned + c["optimizer_state"]) / 2**20, 2)
        out["rivals"][name] = c
    out["peak_rss_mib"] = round(_rss_mib(), 1)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hidden", type=int, default=512)
    ap.add_argument("--layers", type=int, default=8)
    ap.add_argument("--rank", type=int, default=16)
    ap.add_argument("--out")
    ap.add_argument("--_pair", choices=("full", "lora"), help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a._pair:
        print(json.dumps(_one_pair(a._pair, a.hidden, a.layers, a.rank)))
        return 0
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONWARNINGS="ignore")
    res = {"model": {"arch": "qwen3", "hidden_size": a.hidden, "num_layers": a.layers, "ffn_hidden_size": 3 * a.hidden,
                     "vocab_size": 261}, "lora_rank": a.rank, "device": "cpu", "dtype": "float32"}
    for kind in ("full", "lora"):
        p = subprocess.run([sys.executable, __file__, "--_pair", kind, "--hidden", str(a.hidden), "--layers",
                            str(a.layers), "--rank", str(a.rank)], capture_output=True, text=True, env=env, check=True)
        res[kind] = json.loads(p.stdout.strip().splitlines()[-1])
    f, lo = res["full"], res["lora"]
    res["ratios"] = {
        "trainable_per_rival_full_over_lora": round(f["rivals"]["B"]["trainable"] / lo["rivals"]["B"]["trainable"], 1),
        "optimizer_state_per_rival_full_over_lora":
            round(f["rivals"]["B"]["optimizer_state"] / lo["rivals"]["B"]["optimizer_state"], 1),
        "peak_rss_full_minus_lora_mib": round(f["peak_rss_mib"] - lo["peak_rss_mib"], 1),
    }
    text = json.dumps(res, indent=1)
    if a.out:
        with open(a.out, "w") as fh:
            fh.write(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
