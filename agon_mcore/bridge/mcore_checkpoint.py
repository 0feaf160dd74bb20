"""Megatron dist checkpoints (torch_dist) of bare model chunks, for ``agon convert``.

Checkpoint folder written by :func:`save_mcore_checkpoint`::

    <ckpt>/                       megatron dist checkpoint of {"model": chunk.sharded_state_dict()}
                                  ("model0", "model1", ... with virtual pipeline stages)
    <ckpt>/agon_model.json        {"model": ModelConfig fields, "vocab_size": V, "tp": .., "pp": ..}
    <ckpt>/hf/                    the source config.json, generation_config.json, tokenizer files

A torch_dist checkpoint reshards on load, so the layout used to write it does not
constrain the layout that reads it. (A training run's checkpoints, with optimizer and RNG
state, are :mod:`agon_mcore.policy.checkpoint`.)
"""
from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from typing import Optional

import torch.distributed as dist
from megatron.core import dist_checkpointing

from agon_mcore.bridge.bridge import unwrap_model
from agon_mcore.bridge.hf_io import copy_aux_files
from agon_mcore.config import ConfigError, ModelConfig, ParallelConfig

META_NAME = "agon_model.json"



def _state_key(i: int, n: int) -> str:
    return "model" if n == 1 else f"model{i}"


def save_mcore_checkpoint(
    model_chunks,
    ckpt_dir: str | os.PathLike,
    model_cfg: ModelConfig,
    vocab_size: int,
    parallel: ParallelConfig,
    hf_aux_dir: Optional[str | os.PathLike] = None,
) -> None:
    """Save model chunks as a megatron dist checkpoint (torch_dist) plus ``agon_model.json``.

    Collective: every rank calls it. ``hf_aux_dir``'s config.json and tokenizer files are
    copied to ``<ckpt>/hf/`` (rank 0).
    """
    ckpt = Path(ckpt_dir)
    if dist.get_rank() == 0:
        ckpt.mkdir(parents=True, exist_ok=True)
    dist.barrier()
    chunks = [unwrap_model(m) for m in model_chunks]
    sd = {_state_key(i, len(chunks)): c.sharded_state_dict() for i, c in enumerate(chunks)}
    dist_checkpointing.save(sd, str(ckpt))
    if dist.get_rank() == 0:
        meta = {"model": dataclasses.asdict(model_cfg), "vocab_size": int(vocab_size),
                "tp": parallel.tp, "pp": parallel.pp, "format": "torch_dist"}
        (ckpt / META_NAME).write_text(json.dumps(meta, indent=2) + "\n")
        if hf_aux_dir is not None:
            copy_aux_files(hf_aux_dir, ckpt / "hf")
    dist.barrier()


def read_checkpoint_meta(ckpt_dir: str | os.PathLike) -> tuple[ModelConfig, int]:
    """``(ModelConfig, vocab_size)`` stored by :func:`save_mcore_checkpoint`.

    Raises:
        ConfigError: not a converted checkpoint folder.
    """
    p = Path(ckpt_dir) / META_NAME
    if not p.is_file():
        raise ConfigError(f"{ckpt_dir}: no {META_NAME}; pass a folder written by `agon convert hf-to-mcore`")
    meta = json.loads(p.read_text())
    return ModelConfig(**meta["model"]), int(meta["vocab_size"])


def load_mcore_checkpoint(model_chunks, ckpt_dir: str | os.PathLike) -> None:
    """Load a dist checkpoint written by :func:`save_mcore_checkpoint` into ``model_chunks``.

    Works under any TP/PP layout (torch_dist reshards). Collective.
    """
    chunks = [unwrap_model(m) for m in model_chunks]
    sd = {_state_key(i, len(chunks)): c.sharded_state_dict() for i, c in enumerate(chunks)}
    state = dist_checkpointing.load(sd, str(ckpt_dir))
    for i, c in enumerate(chunks):
        c.load_state_dict(state[_state_key(i, len(chunks))], strict=False)


# ----------------------------------------------------------------------------- conversions
