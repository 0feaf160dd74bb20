"""Shared helpers of the policy tests (tiny models, deterministic samples)."""
from __future__ import annotations

import random

from agon_mcore.config import AgonConfig, ModelConfig
from agon_mcore.policy.batch import Sample

VOCAB = 261  # byte tokenizer size: not a multiple of 128, so megatron pads the vocabulary


def tiny_model(**kw) -> ModelConfig:
    """A 2-layer hidden-32 Qwen3-architecture model (GQA, QK-norm, tied embeddings)."""
    base = dict(hidden_size=32, num_layers=2, num_attention_heads=4, num_kv_heads=2, head_dim=8,
                ffn_hidden_size=64, vocab_size=VOCAB)
    base.update(kw)
    return ModelConfig(**base)


def tiny_cfg(**over) -> AgonConfig:
    """A run config for the tiny model; ``over`` maps dotted keys to values."""
    cfg = AgonConfig()
    cfg.model = tiny_model()
    cfg.optimizer.lr = 1e-2
    cfg.train.steps = 10
    cfg.parallel.micro_batch_tokens = 128
    for key, val in over.items():
        obj = cfg
        *parts, last = key.split(".")
        for p in parts:
            obj = getattr(obj, p)
        setattr(obj, last, val)
    return cfg


def make_samples(n: int = 8, seed: int = 0, prompt=(3, 12), response=(2, 14), rollout: bool = True,
                 vocab: int = VOCAB) -> list[Sample]:
    """Random samples with advantages alternating in sign (+1, -1, +0.5, -0.5, ...)."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        p = [rng.randrange(vocab) for _ in range(rng.randint(*prompt))]
        r = [rng.randrange(vocab) for _ in range(rng.randint(*response))]
        adv = (1.0 if i % 2 == 0 else -1.0) / (1 + (i // 2) % 2)
        lp = [-rng.uniform(4.0, 7.0) for _ in r] if rollout else None
        out.append(Sample(p, r, adv, lp))
    return out


def dist_cfg(num_layers: int = 2) -> AgonConfig:
    """The config of the layout-equivalence test (both sides of the torchrun worker)."""
    cfg = tiny_cfg(**{"optimizer.lr": 1e-3, "checkpoint.optimizer_format": "fully_reshardable",
                      "parallel.micro_batch_tokens": 64, "algorithm.ppo_epochs": 2})
    cfg.model = tiny_model(num_layers=num_layers)
    return cfg


def save_results(results: dict, out: str) -> None:
    """The end of a torchrun worker: rank 0 writes ``results`` (tensors and plain values, torch.save) to ``out``;
    every rank then leaves the process group (a collective: every rank calls it)."""
    import torch
    import torch.distributed as dist

    if dist.get_rank() == 0:
        torch.save(results, out)
    dist.destroy_process_group()
