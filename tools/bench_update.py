#!/usr/bin/env python
"""Time one policy update (``Policy.train_step``) with and without the update's speed levers; prints JSON.

Model: ``tools/bench_vs_trl.py``'s tiny Qwen3 (hidden 128, 4 layers, 4 / 2 heads of 32,
FFN 384, vocabulary 261), random init. Workloads (64 or 32 sequences, 48 response tokens
each, random token ids):

* ``grpo``: 8 prompts of 70 tokens x 8 completions (a GRPO step of the bench);
* ``adv_challenger_distinct``: 4 questions (60 tokens) x 8 challenger prompts, each with
  its own 100-190-token draft summary and a 30-token instruction (Agon's challenger update);
* ``adv_challenger_same``: as above, the 8 summaries of a question identical (what the
  bench's random-init drafts often produce).

Variants, built in one process and timed in alternation (``--reps`` rounds after one
warm-up each), so load changes hit them alike:

* ``megatron_attn``: megatron's local ``DotProductAttention`` (bmm + mask + softmax), no
  packing (the layer spec before SDPA: swapped in through
  ``agon_mcore.compat.megatron_cpu``'s class cache, for this comparison only);
* ``sdpa``: the default local spec (SDPA core attention), ``train.shared_prefix_packing=off``;
* ``sdpa_packed``: the default: SDPA and ``train.shared_prefix_packing=auto``.

Reported per workload and variant: ``min_s``, ``median_s`` and ``median / megatron_attn``,
plus ``packed_rows`` (rows holding more than one sequence) and ``positions_packed`` /
``positions_plain`` (model positions of the micro-batches, padding included, with and
without packing).

Usage: ``python tools/bench_update.py [--reps 4] [--threads 0]``
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

VOCAB = 261


def workloads(seed: int = 0) -> dict:
    """The three sample lists (module doc)."""
    from agon_mcore.policy.batch import Sample

    rng = random.Random(seed)

    def toks(n):
        return [rng.randrange(VOCAB) for _ in range(n)]

    grpo = [Sample(p, toks(48), (-1.0) ** j) for p in (toks(70) for _ in range(8)) for j in range(8)]

    def challengers(same: bool):
        out = []
        for _ in range(4):
            q, ins, s0 = toks(60), toks(30), toks(rng.randint(100, 190))
            for j in range(8):
                s = s0 if same else toks(rng.randint(100, 190))
                out.append(Sample(q + s + ins, toks(48), (-1.0) ** j))
        return out

    return {"grpo": grpo, "adv_challenger_distinct": challengers(False), "adv_challenger_same": challengers(True)}


def build(variant: str):
    """A policy of the bench model for ``variant`` (module doc)."""
    import agon_mcore.compat.megatron_cpu as mc
    from agon_mcore.config import AgonConfig, ModelConfig
    from agon_mcore.policy import Policy
    from bench_vs_trl import MODEL

    cfg = AgonConfig()
    cfg.model = ModelConfig(**MODEL, vocab_size=VOCAB)
    cfg.train.shared_prefix_packing = "auto" if variant == "sdpa_packed" else "off"
    sdpa = mc.sdpa_core_attention()
    if variant == "megatron_attn":
        from megatron.core.transformer.dot_product_attention import DotProductAttention

        mc._SDPA_CLASS = DotProductAttention
    try:
        return Policy("A", cfg.model, VOCAB, cfg, seed=1)
    finally:
        mc._SDPA_CLASS = sdpa


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--reps", type=int, default=4, help="timed updates per workload and variant")
    ap.add_argument("--threads", type=int, default=0, help="torch intra-op threads (0: torch's default)")
    args = ap.parse_args(argv)
    import logging
    import warnings

    import torch

    if args.threads > 0:
        torch.set_num_threads(args.threads)
    logging.disable(logging.WARNING)
    warnings.filterwarnings("ignore")
    variants = ("megatron_attn", "sdpa", "sdpa_packed")
    pols = {v: build(v) for v in variants}
    out = {"model": "tools/bench_vs_trl.py MODEL", "reps": args.reps, "torch_threads": torch.get_num_threads(),
           "results": {}}
    for name, samples in workloads().items():
        times = {v: [] for v in variants}
        for v in variants:
            pols[v].train_step(samples)  # warm-up
        for _ in range(args.reps):
            for v in variants:
                t = time.perf_counter()
                pols[v].train_step(samples)
                times[v].append(time.perf_counter() - t)
        _, mbs = pols["sdpa_packed"]._pack(samples)
        _, plain = pols["sdpa"]._pack(samples)
        base = statistics.median(times["megatron_attn"])
        out["results"][name] = {
            "sequences": len(samples),
            "packed_rows": sum(int(n > 1) for mb in mbs for n in _members_per_row(mb)),
            "positions_packed": sum(mb.tokens.numel() for mb in mbs),
            "positions_plain": sum(mb.tokens.numel() for mb in plain),
            **{v: {"min_s": min(ts), "median_s": statistics.median(ts),
                   "median_vs_megatron_attn": statistics.median(ts) / base} for v, ts in times.items()},
        }
    out["load_average_at_end"] = os.getloadavg()
    print(json.dumps(out, indent=1))
    return 0


def _members_per_row(mb) -> list:
    """Sequences per row of a micro-batch (from its trained-token row indices)."""
    rows = (mb.resp_index // mb.tokens.shape[1]).tolist()
    per: dict = {}
    for r, sid in zip(rows, mb.seq_ids.tolist()):
        per.setdefault(r, set()).add(sid)
    return [len(s) for s in per.values()]


if __name__ == "__main__":
    sys.exit(main())
