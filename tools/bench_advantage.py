#!/usr/bin/env python
"""Benchmark group-relative advantages; prints JSON.

Compares, for one stream of M rewards in G variable-size groups:

* ``torch``: ``agon_kernels.advantage.group_advantages(impl="torch")`` (vectorised, one pass
  of segment reductions);
* ``loop``: a per-group Python loop with ``torch.mean``/``torch.std`` (what a straightforward
  implementation does);
* ``triton``: the Triton kernel, one launch (only when CUDA exists; CUDA-event timing).

Every variant is checked against the ``loop`` result (max abs difference reported).

Usage:
    python tools/bench_advantage.py            # G=4096 groups of 4..16 rollouts
    python tools/bench_advantage.py --small    # G=256
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import torch
from agon_kernels.advantage import group_advantages


def _stream(G: int, seed: int):
    g = torch.Generator().manual_seed(seed)
    sizes = torch.randint(4, 17, (G,), generator=g)
    rewards = torch.randint(0, 2, (int(sizes.sum()),), generator=g).float()
    rewards += 0.05 * torch.randn(rewards.shape, generator=g)
    offsets = torch.cat([torch.zeros(1, dtype=torch.long), sizes.cumsum(0)])
    return rewards, offsets


def _loop(rewards, offsets, mode, eps):
    out = torch.zeros_like(rewards)
    nzv = 0
    for a, b in zip(offsets[:-1].tolist(), offsets[1:].tolist()):
        r = rewards[a:b]
        if b - a == 0:
            continue
        if bool((r == r[0]).all()):
            nzv += 1
            continue
        if mode == "grpo":
            out[a:b] = (r - r.mean()) / (r.std() + eps)
        elif mode == "mean_only":
            out[a:b] = r - r.mean()
        else:
            out[a:b] = (r - r.mean()) * (b - a) / (b - a - 1)
    return out, nzv


def _time(fn, repeat):
    fn()
    ts = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t0)
    return sorted(ts)[len(ts) // 2]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--small", action="store_true", help="G=256 groups")
    p.add_argument("--groups", type=int, default=None)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--seed", type=int, default=0)
    a = p.parse_args(argv)
    G = a.groups or (256 if a.small else 4096)
    rewards, offsets = _stream(G, a.seed)
    report = {"benchmark": "advantage", "groups": G, "rewards": rewards.numel(), "threads": torch.get_num_threads(),
              "modes": {}}
    for mode in ("grpo", "mean_only", "rloo"):
        ref, ref_n = _loop(rewards, offsets, mode, 1e-6)
        res = {"loop_s": _time(lambda m=mode: _loop(rewards, offsets, m, 1e-6), max(1, a.repeat // 2))}
        out, n = group_advantages(rewards, offsets, mode=mode, impl="torch")
        res["torch_s"] = _time(lambda m=mode: group_advantages(rewards, offsets, mode=m, impl="torch"), a.repeat)
        res["torch_max_abs_diff"] = float((out - ref).abs().max())
        res["n_zero_var"] = n
        res["n_zero_var_matches"] = n == ref_n
        res["speedup_torch_over_loop"] = round(res["loop_s"] / res["torch_s"], 1)
        if torch.cuda.is_available():  # pragma: no cover - needs CUDA
            rc, oc = rewards.cuda(), offsets.cuda()
            out_t, n_t = group_advantages(rc, oc, mode=mode, impl="triton")
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record()
            for _ in range(a.repeat):
                group_advantages(rc, oc, mode=mode, impl="triton")
            e.record()
            torch.cuda.synchronize()
            res["triton_s"] = s.elapsed_time(e) / 1e3 / a.repeat
            res["triton_max_abs_diff"] = float((out_t.cpu() - ref).abs().max())
            res["triton_n_zero_var_matches"] = n_t == ref_n
        report["modes"][mode] = res
    if not torch.cuda.is_available():
        report["gpu"] = "skipped: no CUDA device"
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
