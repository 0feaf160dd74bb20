#!/usr/bin/env python
"""Per-step weight sync time: in-place stream into the local engine vs a disk round trip.

For each model size it times, as the median over ``--repeats`` runs:

- ``sync_s``: ``LocalEngine.update_weights(rival, stream, version)``, the stream being
  the HF-named full tensors of a separate "trainer" copy of the model (what the bridge's
  ``export_hf`` yields);
- ``disk_s``: the baseline that writes the same tensors to a safetensors file, reads it
  back and loads it into the rollout model (``load_state_dict``);

and reports ``speedup = disk_s / sync_s``. For the tiny default it also times the rollout
part of one Agon step on the local engine (4 problems x 8 drafts x 64 tokens, then 32
challenger answers x 64 tokens) and the share of it that syncing both rivals takes
(``sync_fraction_of_step``; the real step also trains, so the true share is smaller).

    python tools/bench_weight_sync.py [--repeats 20] [--threads 1] [--out result.json]

Prints one JSON object.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time

import torch


def qwen3(hidden: int, layers: int, heads: int, kv: int, vocab: int = 261):
    from transformers import Qwen3Config

    return Qwen3Config(vocab_size=vocab, hidden_size=hidden, num_hidden_layers=layers, num_attention_heads=heads,
                       num_key_value_heads=kv, head_dim=hidden // heads, intermediate_size=3 * hidden,
                       max_position_embeddings=1024, tie_word_embeddings=True)


SIZES = {
    "tiny_h64_l2": dict(hidden=64, layers=2, heads=4, kv=2),
    "h512_l8": dict(hidden=512, layers=8, heads=8, kv=4),
}


def median_time(fn, repeats: int) -> float:
    fn()  # warm-up
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def bench_size(name: str, spec_kw: dict, repeats: int, step: bool) -> dict:
    from safetensors.torch import load_file, save_file
    from transformers import AutoModelForCausalLM

    from agon_mcore.rollout.local import LocalEngine
    from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams

    cfg = qwen3(**spec_kw)
    spec = RivalSpec(hf_config=cfg, eos_token_ids=[258], pad_token_id=256)
    engine = LocalEngine({"A": spec, "B": spec})
    torch.manual_seed(1)
    trainer = AutoModelForCausalLM.from_config(cfg).eval()  # stands in for the bridge's export
    nbytes = sum(p.numel() * p.element_size() for p in trainer.parameters())
    version = {"v": 0}

    def stream():
        return ((n, p.detach()) for n, p in trainer.named_parameters())

    def sync():
        version["v"] += 1
        engine.update_weights("A", stream(), version["v"])

    rollout_model = engine.model("A")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "model.safetensors")

        def disk():
            save_file({n: t.contiguous() for n, t in stream()}, path)
            rollout_model.load_state_dict(load_file(path), strict=False)

        sync_s = median_time(sync, repeats)
        disk_s = median_time(disk, repeats)
    # the synced weights are the trainer's (sanity check of the benchmark itself)
    same = all(torch.equal(a, b) for (_, a), (_, b) in zip(trainer.named_parameters(), rollout_model.named_parameters()))
    out = {"params": sum(p.numel() for p in trainer.parameters()), "bytes": nbytes, "sync_s": sync_s,
           "disk_s": disk_s, "speedup": disk_s / sync_s, "weights_equal_after_sync": same}
    if step:
        engine.update_weights("B", stream(), 1)
        g = torch.Generator().manual_seed(0)
        prompts = [torch.randint(0, 256, (40,), generator=g).tolist() for _ in range(4)]
        drafts = [GenerationRequest(p, "A") for p in prompts]
        answers = [GenerationRequest(p + torch.randint(0, 256, (24,), generator=g).tolist(), "B")
                   for p in prompts for _ in range(8)]

        def rollout():
            engine.generate(drafts, SamplingParams(n=8, max_new_tokens=64, seed=0))
            engine.generate(answers, SamplingParams(n=1, max_new_tokens=64, seed=1))

        step_s = median_time(rollout, max(1, repeats // 5))  # 4 at the default 20; 1 in the tool's test
        both = 2 * sync_s
        out.update({"rollout_step_s": step_s, "sync_both_rivals_s": both,
                    "sync_fraction_of_step": both / (step_s + both)})
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    ap.add_argument("--sizes", default=",".join(SIZES), help=f"comma-separated subset of {list(SIZES)}")
    ap.add_argument("--out", help="also write the JSON here")
    args = ap.parse_args(argv)
    torch.set_num_threads(args.threads)
    result = {"bench": "weight_sync", "device": "cpu", "threads": args.threads, "repeats": args.repeats,
              "torch": torch.__version__, "python": platform.python_version(), "models": {}}
    for i, name in enumerate(s for s in args.sizes.split(",") if s):
        result["models"][name] = bench_size(name, SIZES[name], args.repeats, step=(i == 0))
    text = json.dumps(result, indent=2)
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
