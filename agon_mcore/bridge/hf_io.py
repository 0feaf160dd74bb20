"""Hugging Face files: safetensors model folders and peft LoRA adapter folders.

The file-level I/O below the policies: reading and writing named tensors, never building a
model. Used by per-step weight sync (disk fallback, LoRA adapters), the trainer's HF
exports, LoRA rival initialisation, and ``agon convert`` (:mod:`agon_mcore.convert`).

HF folder written by :func:`save_hf_folder`: ``config.json``, ``model-0000k-of-0000n.safetensors``
shards of at most ``max_shard_bytes`` each, ``model.safetensors.index.json`` (always, even
with one shard), and the tokenizer files copied from ``aux_dir``.
"""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Iterable, Iterator, Optional

import torch
from peft import LoraConfig
from safetensors import safe_open
from safetensors.torch import load_file, save_file

from agon_mcore.config import ConfigError

AUX_FILES = (
    "generation_config.json",
    "tokenizer.json",
    "tokenizer_config.json",
    "special_tokens_map.json",
    "added_tokens.json",
    "vocab.json",
    "merges.txt",
    "tokenizer.model",
    "chat_template.jinja",
    "chat_template.json",
)
INDEX_NAME = "model.safetensors.index.json"


# ----------------------------------------------------------------------------- HF folders


def iter_hf_tensors(hf_dir: str | os.PathLike) -> Iterator[tuple[str, torch.Tensor]]:
    """Stream ``(name, tensor)`` from an HF folder's safetensors, one tensor at a time.

    Reads ``model.safetensors.index.json`` when present (sharded), else every
    ``*.safetensors`` file in the folder.

    Raises:
        ConfigError: no safetensors in the folder.
    """
    d = Path(hf_dir)
    if (d / INDEX_NAME).is_file():
        files = sorted(set(json.loads((d / INDEX_NAME).read_text())["weight_map"].values()))
    else:
        files = sorted(p.name for p in d.glob("*.safetensors"))
    if not files:
        raise ConfigError(f"{d}: no *.safetensors files; convert .bin checkpoints to safetensors first")
    for f in files:
        with safe_open(str(d / f), framework="pt") as sf:
            for name in sf.keys():
                yield name, sf.get_tensor(name)


def copy_aux_files(src: str | os.PathLike, dst: str | os.PathLike, include_config: bool = True) -> list[str]:
    """Copy config.json (optional) and the tokenizer/generation files present in ``src``."""
    src, dst = Path(src), Path(dst)
    dst.mkdir(parents=True, exist_ok=True)
    copied = []
    for name in (("config.json",) if include_config else ()) + AUX_FILES:
        if (src / name).is_file():
            shutil.copy2(src / name, dst / name)
            copied.append(name)
    return copied


def save_hf_folder(
    stream: Iterable[tuple[str, torch.Tensor]],
    hf_config,
    out_dir: str | os.PathLike,
    max_shard_bytes: int = 2 << 30,
    aux_dir: Optional[str | os.PathLike] = None,
    dtype: Optional[torch.dtype] = None,
) -> dict:
    """Write a named-tensor stream as an HF folder (sharded safetensors + index + config).

    Holds at most one shard in memory. Tensors are cloned to contiguous CPU memory (the
    stream may alias live parameters).

    Args:
        stream: ``(hf_name, tensor)`` pairs, e.g. ``Bridge.export_hf``.
        hf_config: written as ``config.json``.
        out_dir: created if missing.
        max_shard_bytes: shard size limit (a bigger single tensor gets its own shard).
        aux_dir: folder whose tokenizer/generation files are copied (not its config.json).
        dtype: cast every tensor to this dtype (default: keep).

    Returns:
        The index dict (``{"metadata": {"total_size": bytes}, "weight_map": {name: file}}``).
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    shards: list[list[str]] = []
    tmp_names: list[str] = []
    buf: dict[str, torch.Tensor] = {}
    size = total = 0

    def flush():
        nonlocal buf, size
        if not buf:
            return
        name = f".tmp-shard-{len(shards):05d}.safetensors"
        save_file(buf, str(out / name), metadata={"format": "pt"})
        shards.append(list(buf))
        tmp_names.append(name)
        buf, size = {}, 0

    for name, t in stream:
        t = t.detach().to("cpu", dtype=dtype or t.dtype).contiguous().clone()
        n = t.numel() * t.element_size()
        if buf and size + n > max_shard_bytes:
            flush()
        buf[name] = t
        size += n
        total += n
    flush()
    n_shards = len(shards)
    weight_map = {}
    for i, (names, tmp) in enumerate(zip(shards, tmp_names)):
        final = f"model-{i + 1:05d}-of-{n_shards:05d}.safetensors"
        os.replace(out / tmp, out / final)
        for nm in names:
            weight_map[nm] = final
    index = {"metadata": {"total_size": total}, "weight_map": dict(sorted(weight_map.items()))}
    (out / INDEX_NAME).write_text(json.dumps(index, indent=2) + "\n")
    if dtype is not None:
        hf_config.dtype = str(dtype).replace("torch.", "")
    hf_config.save_pretrained(str(out))
    if aux_dir is not None:
        copy_aux_files(aux_dir, out, include_config=False)
    return index


# ----------------------------------------------------------------------------- LoRA adapters (peft)

PEFT_CONFIG = "adapter_config.json"
PEFT_WEIGHTS = "adapter_model.safetensors"


def save_peft_adapter(stream: Iterable[tuple[str, torch.Tensor]], out_dir: str | os.PathLike, *, r: int,
                      lora_alpha: float, target_modules: list[str], lora_dropout: float = 0.0,
                      base_model_name_or_path: Optional[str] = None) -> Path:
    """Write a LoRA adapter as a peft folder: ``adapter_config.json`` + ``adapter_model.safetensors``.

    The folder loads with ``peft.PeftModel.from_pretrained(hf_base_model, out_dir)``.

    Args:
        stream: ``(name, tensor)`` with names like ``model.layers.0.self_attn.q_proj.lora_A.weight``
            (``Policy.export_adapter_hf``); stored under peft's ``base_model.model.`` prefix.
        r, lora_alpha, lora_dropout, target_modules: the adapter's ``peft.LoraConfig`` (HF
            module names, e.g. ``["q_proj", "k_proj", ...]``).
        base_model_name_or_path: recorded in the config (the HF base the adapter belongs to).

    Returns:
        ``Path(out_dir)``.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    # one clone per name: q/k/v (gate/up) share lora_A values but are separate tensors in peft
    tensors = {f"base_model.model.{n}": t.detach().to("cpu").contiguous().clone() for n, t in stream}
    LoraConfig(r=int(r), lora_alpha=float(lora_alpha), lora_dropout=float(lora_dropout),
               target_modules=list(target_modules), bias="none", task_type="CAUSAL_LM",
               base_model_name_or_path=base_model_name_or_path).save_pretrained(str(out))
    save_file(tensors, str(out / PEFT_WEIGHTS), metadata={"format": "pt"})
    return out


def read_peft_adapter(folder: str | os.PathLike, *, rank: Optional[int] = None,
                      alpha: Optional[float] = None) -> dict[str, torch.Tensor]:
    """The tensors of a peft LoRA folder (file names as stored), after checking its config.

    Args:
        folder: holds ``adapter_config.json`` and ``adapter_model.safetensors``.
        rank, alpha: when given, the adapter's ``r`` / ``lora_alpha`` must equal them.

    Raises:
        ConfigError: missing files, not a plain LoRA adapter (DoRA, rsLoRA, per-module ranks
            or biases are not representable), or a rank/alpha mismatch (the message names both).
    """
    folder = Path(folder)
    for f in (PEFT_CONFIG, PEFT_WEIGHTS):
        if not (folder / f).is_file():
            raise ConfigError(f"{folder} is not a peft adapter folder: {f} is missing")
    c = json.loads((folder / PEFT_CONFIG).read_text())
    unsupported = [k for k in ("use_dora", "use_rslora", "rank_pattern", "alpha_pattern") if c.get(k)]
    if c.get("peft_type", "LORA") != "LORA" or unsupported or c.get("bias", "none") != "none":
        raise ConfigError(f"{folder}: peft_type={c.get('peft_type')!r}, bias={c.get('bias')!r}, {unsupported}: only plain "
                          "LoRA adapters (no DoRA/rsLoRA/per-module ranks/biases) can be imported")
    if rank is not None and int(c["r"]) != int(rank):
        raise ConfigError(f"{folder}: adapter rank r={c['r']} but the rival's lora_rank={rank}; set lora_rank={c['r']}")
    if alpha is not None and float(c["lora_alpha"]) != float(alpha):
        raise ConfigError(f"{folder}: adapter lora_alpha={c['lora_alpha']} but the rival's lora_alpha={alpha}; "
                          f"set lora_alpha={c['lora_alpha']}")
    return load_file(str(folder / PEFT_WEIGHTS))

