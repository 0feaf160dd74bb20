"""Checkpoint tensors outside the language model, passed through unchanged by ``agon convert``.

Multimodal checkpoints hold towers that agon-mcore does not train: Gemma 4's
(``model.vision_tower.*``, ``model.audio_tower.*``, ``model.embed_vision.*``,
``model.embed_audio.*``, ``model.multi_modal_projector.*``) and Qwen3.5's vision tower
(``model.visual.*``) and multi-token-prediction head (``mtp.*``, which transformers itself
ignores on load). The family bridges skip them on import and never emit them;
``agon convert hf-to-mcore`` keeps them beside the checkpoint's config (``<ckpt>/hf/``) and
``mcore-to-hf`` writes them back unchanged.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Iterator

import torch
from safetensors import safe_open
from safetensors.torch import save_file

from agon_mcore.bridge.hf_io import iter_hf_tensors

PASSTHROUGH_PREFIXES = ("model.vision_tower.", "model.audio_tower.", "model.embed_vision.", "model.embed_audio.",
                        "model.multi_modal_projector.", "model.visual.", "mtp.")
# the multimodal towers of a converted checkpoint, kept beside its config (``<ckpt>/hf/``)
TOWERS_FILE = "passthrough_towers.safetensors"
# model_type of the multimodal wrappers whose text_config is the language model
_WRAPPERS = ("gemma4", "qwen3_5", "qwen3_5_moe")


def save_tower_tensors(hf_dir: str | os.PathLike, dst_dir: str | os.PathLike) -> int:
    """Copy the pass-through tensors (:data:`PASSTHROUGH_PREFIXES`) of an HF folder into ``dst_dir/TOWERS_FILE``.

    Returns:
        How many tensors were kept (0: none, and no file is written).
    """
    towers = {n: t.contiguous() for n, t in iter_hf_tensors(hf_dir) if n.startswith(PASSTHROUGH_PREFIXES)}
    if towers:
        Path(dst_dir).mkdir(parents=True, exist_ok=True)
        save_file(towers, str(Path(dst_dir) / TOWERS_FILE), metadata={"format": "pt"})
    return len(towers)


def tower_tensors(aux_dir) -> Iterator[tuple[str, torch.Tensor]]:
    """The tensors saved by :func:`save_tower_tensors` (nothing when there are none)."""
    f = Path(aux_dir) / TOWERS_FILE if aux_dir is not None else None
    if f is None or not f.is_file():
        return
    with safe_open(str(f), framework="pt") as sf:
        for name in sf.keys():
            yield name, sf.get_tensor(name)


def language_model_config(hf_config):
    """The text config of a checkpoint config: ``text_config`` of a multimodal wrapper, else the config."""
    return hf_config.text_config if getattr(hf_config, "model_type", None) in _WRAPPERS else hf_config
