"""The torchrun harness shared by the ``*_cases.py`` workers (Gemma 4, Gemma 4 PP, Qwen3.5).

Each worker imports a tiny HF model into megatron at a layout on every rank, compares megatron's logits with
HF's on the ranks that have them (``logits_max_err``), and rank 0 writes the results to ``DIR/results.json``.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

import torch
import torch.distributed as dist

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def logits_max_err(got: torch.Tensor | None, hf_model, ids: torch.Tensor) -> float:
    """The largest ``|got - hf_model(ids).logits|`` over all ranks (a collective: every rank calls it).

    ``got``: this rank's megatron logits ``[b, s, vocab]`` (the padded rows cut), or None on a rank without them
    (a first pipeline stage); ``hf_model``: the HF (or peft) causal LM, run on ``ids [b, s]`` (int64) under
    ``torch.no_grad`` only where ``got`` is not None, its logits taken in fp32. Raises ValueError (from ``max``)
    when no rank has logits.
    """
    err = None
    if got is not None:
        with torch.no_grad():
            err = (got - hf_model(input_ids=ids).logits.float()).abs().max().item()
    errs = [None] * dist.get_world_size()
    dist.all_gather_object(errs, err)
    return max(e for e in errs if e is not None)


def finish(results: dict, out_dir: str) -> None:
    """Rank 0 writes ``results`` (JSON) to ``out_dir/results.json``; every rank then tears megatron's parallel
    state down (``destroy_parallel``: also the process group where ``init_parallel`` made it)."""
    from agon_mcore.policy.parallel import destroy_parallel

    if dist.get_rank() == 0:
        with open(os.path.join(out_dir, "results.json"), "w") as f:
            json.dump(results, f)
    destroy_parallel()


def layout_main(worker) -> None:
    """The command line of a one-layout worker: ``--layout L --out DIR`` calls ``worker(L, DIR)`` with the repo
    root first on ``sys.path`` (this checkout's ``agon_mcore``, not an installed one)."""
    sys.path.insert(0, REPO)
    ap = argparse.ArgumentParser()
    ap.add_argument("--layout", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    worker(a.layout, a.out)
