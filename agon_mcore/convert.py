"""Checkpoint conversion: Hugging Face folder <-> megatron dist checkpoint (torch_dist).

``agon convert hf-to-mcore`` / ``agon convert mcore-to-hf`` (also ``tools/convert_checkpoint.py``)::

    agon convert hf-to-mcore --hf /models/Qwen3-0.6B --out ckpt/qwen3 [--tp 2 --pp 1]
        [--config configs/x.yaml --set model.tie_word_embeddings=true --rival A]
    agon convert mcore-to-hf --ckpt ckpt/qwen3 --out hf_out [--shard-size-mb 2000]
    agon convert mcore-to-hf --ckpt runs/X/checkpoints/step_000030 --rival A --out hf_A
        (a rival trained by `agon train`: export_rival_hf)

Run under ``torchrun --nproc_per_node tp*pp*dp`` for TP/PP > 1 (a plain process is a
world of one). A torch_dist checkpoint reshards on load, so the layout used to write it
does not constrain the layout that reads it (``mcore-to-hf`` works in one process).

Converted checkpoint folder (``--out`` of hf-to-mcore)::

    <ckpt>/                       megatron dist checkpoint of {"model": chunk.sharded_state_dict()}
                                  ("model0", "model1", ... with virtual pipeline stages)
    <ckpt>/agon_model.json        {"model": ModelConfig fields, "vocab_size": V, "tp": .., "pp": ..}
    <ckpt>/hf/                    the source config.json, generation_config.json, tokenizer files

HF folder written by mcore-to-hf (:func:`agon_mcore.bridge.hf_io.save_hf_folder`):
``config.json``, ``model-0000k-of-0000n.safetensors`` shards of at most ``--shard-size-mb``
each, ``model.safetensors.index.json`` (always, even with one shard), and the tokenizer files.

The commands sit above the trainer (they rebuild a trained rival with
:func:`agon_mcore.train.rivals.build_rival`); the file I/O they use is in ``bridge/``
(:mod:`~agon_mcore.bridge.hf_io`, :mod:`~agon_mcore.bridge.mcore_checkpoint`).
"""
from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import os
from pathlib import Path
from typing import Optional

import torch.distributed as dist
from megatron.core import parallel_state as mps
from omegaconf import OmegaConf
from transformers import GenerationConfig

from agon_mcore.bridge.bridge import get_bridge
from agon_mcore.bridge.passthrough import language_model_config, save_tower_tensors, tower_tensors
from agon_mcore.bridge.hf_config import hf_config_for, load_hf_config, merge_with_hf, model_config_from_hf
from agon_mcore.bridge.hf_io import iter_hf_tensors, save_hf_folder
from agon_mcore.bridge.mcore_checkpoint import (
    META_NAME,
    load_mcore_checkpoint,
    read_checkpoint_meta,
    save_mcore_checkpoint,
)
from agon_mcore.config import (
    AgonConfig,
    ConfigError,
    ModelConfig,
    ParallelConfig,
    load_config,
    rival_model,
    saved_config_text,
)
from agon_mcore.data.prompts import _resolve_template
from agon_mcore.policy.checkpoint import (
    MARKER,
    CheckpointError,
    latest_checkpoint,
    load_checkpoint,
    read_metadata,
)
from agon_mcore.policy.model import build_gpt_model
from agon_mcore.policy.parallel import destroy_parallel, init_parallel
from agon_mcore.train.rivals import build_rival


def hf_to_mcore(
    hf_dir: str | os.PathLike,
    out_dir: str | os.PathLike,
    parallel: ParallelConfig,
    run_model: Optional[ModelConfig] = None,
    seed: int = 0,
) -> ModelConfig:
    """HF folder -> megatron dist checkpoint at ``parallel``'s layout. Collective.

    Args:
        run_model: the run config's model; every size it sets must match config.json.

    Returns:
        The resolved ModelConfig written to ``agon_model.json``.

    Raises:
        ConfigError: config mismatch (every field listed), unsupported architecture,
            missing/unknown tensors.
    """
    hf_cfg = load_hf_config(hf_dir)
    if run_model is not None:
        model_cfg = merge_with_hf(dataclasses.replace(run_model, hf_path=str(hf_dir)), hf_dir)
    else:
        model_cfg = model_config_from_hf(hf_dir)
    vocab = language_model_config(hf_cfg).vocab_size  # a multimodal wrapper's text config (Gemma 4, Qwen3.5)
    model_cfg = dataclasses.replace(model_cfg, transformer_impl="local", vocab_size=vocab)
    init_parallel(parallel, seed)
    chunks = build_gpt_model(dataclasses.replace(model_cfg, hf_path=None), vocab, parallel)
    get_bridge(model_cfg.arch).import_hf(chunks, iter_hf_tensors(hf_dir), hf_cfg)
    save_mcore_checkpoint(chunks, out_dir, dataclasses.replace(model_cfg, hf_path=None), vocab,
                          parallel, hf_aux_dir=hf_dir)
    if dist.get_rank() == 0:  # vision/audio towers are not trained: kept for the way back
        save_tower_tensors(hf_dir, Path(out_dir) / "hf")
    dist.barrier()
    return model_cfg


def mcore_to_hf(
    ckpt_dir: str | os.PathLike,
    out_dir: str | os.PathLike,
    parallel: Optional[ParallelConfig] = None,
    max_shard_bytes: int = 2 << 30,
    seed: int = 0,
) -> dict:
    """Megatron dist checkpoint (from :func:`save_mcore_checkpoint`) -> HF folder. Collective.

    Global rank 0 writes the folder (the bridge's stream is identical on every rank).

    Returns:
        The safetensors index dict (on every rank).
    """
    parallel = parallel or ParallelConfig()
    model_cfg, vocab = read_checkpoint_meta(ckpt_dir)
    model_cfg = dataclasses.replace(model_cfg, hf_path=None, transformer_impl="local")
    init_parallel(parallel, seed)
    chunks = build_gpt_model(model_cfg, vocab, parallel)
    load_mcore_checkpoint(chunks, ckpt_dir)
    aux = Path(ckpt_dir) / "hf"
    if (aux / "config.json").is_file():
        hf_cfg = load_hf_config(aux)
    else:
        hf_cfg = hf_config_for(model_cfg, vocab)
    stream = get_bridge(model_cfg.arch).export_hf(chunks, hf_cfg)
    if dist.get_rank() == 0:
        stream = itertools.chain(stream, tower_tensors(aux))  # a multimodal checkpoint's towers, unchanged
        index = save_hf_folder(stream, hf_cfg, out_dir, max_shard_bytes, aux_dir=aux if aux.is_dir() else None)
    else:
        for _ in stream:  # take part in the collectives
            pass
        index = None
    obj = [index]
    dist.broadcast_object_list(obj, src=0)
    return obj[0]


# ----------------------------------------------------------------------------- trained rivals (agon train)

EXPORT_NAME = "agon_export.json"


def resolve_training_checkpoint(path: str | os.PathLike) -> Path:
    """The checkpoint directory ``path`` names: a ``checkpoints/step_N`` folder itself, or a
    run directory / its ``checkpoints/`` folder (then the newest complete checkpoint).

    Raises:
        ConfigError: no complete training checkpoint there.
    """
    p = Path(path)
    if not (p / MARKER).is_file():
        for root in (p / "checkpoints", p):
            if root.is_dir():
                found = latest_checkpoint(root)
                if found is not None:
                    p = Path(found)
                    break
    if not (p / MARKER).is_file():
        raise ConfigError(f"{path}: no training checkpoint ({MARKER}) there; pass a run's checkpoints/step_N folder "
                          "(or its run directory for the newest one), or a folder written by `agon convert hf-to-mcore`")
    return p


def _training_run_config(ckpt: Path, meta: dict):
    """The run config a training checkpoint was written with (its marker's copy, else the run's config.yaml)."""
    text = (meta.get("run") or {}).get("config")
    if text is None:
        run_yaml = ckpt.parent.parent / "config.yaml"
        if not run_yaml.is_file():
            raise ConfigError(f"{ckpt}: the checkpoint holds no run config and {run_yaml} is missing")
        text = run_yaml.read_text()
    return OmegaConf.to_object(OmegaConf.merge(OmegaConf.structured(AgonConfig), saved_config_text(text)))  # removed keys dropped


def export_rival_hf(
    ckpt_dir: str | os.PathLike,
    rival: str,
    out_dir: str | os.PathLike,
    max_shard_bytes: int = 2 << 30,
    parallel: Optional[ParallelConfig] = None,
    peft: bool = False,
) -> dict:
    """One trained rival of an ``agon train`` checkpoint -> a Hugging Face model folder. Collective.

    With ``peft=True`` (``--peft``; LoRA rivals only) the folder is the rival's peft adapter
    instead (``adapter_config.json`` + ``adapter_model.safetensors`` + ``agon_export.json``),
    loadable with ``peft.PeftModel.from_pretrained`` on the HF base; the returned index then
    maps each adapter tensor to ``adapter_model.safetensors``.

    ``agon convert mcore-to-hf --ckpt runs/X/checkpoints/step_N --rival A --out hf_A``. The
    rival is rebuilt from the run config the checkpoint recorded (sizes, tokenizer,
    template; a ``model.hf_path`` that no longer exists is not needed: the recorded sizes
    are used), its weights loaded from the checkpoint (resharded to ``parallel``, default
    TP=PP=1; optimizer state not read), and written as: ``config.json`` (the
    architecture's HF config), sharded ``model-*.safetensors`` + index (LoRA rivals: the
    merged ``W + (alpha/r) B A``), the rival's tokenizer with its chat template (the
    run's ``model.chat_template`` when set), ``generation_config.json`` (the rival's stop
    ids as ``eos_token_id``) and ``agon_export.json`` (source checkpoint, rival, step).
    ``transformers.AutoModelForCausalLM.from_pretrained(out_dir)`` gives the trainer's logits.

    Returns:
        The safetensors index dict (on every rank).

    Raises:
        ConfigError: not a training checkpoint, damaged (named; use an older step), or
            ``rival`` not in it (the message lists the rivals it holds).
    """
    ckpt = resolve_training_checkpoint(ckpt_dir)
    try:
        meta = read_metadata(ckpt)
    except (CheckpointError, ValueError) as e:
        raise ConfigError(f"{ckpt}: {e}; pass an older checkpoints/step_N folder") from None
    if rival not in meta["policies"]:
        raise ConfigError(f"{ckpt} holds rivals {sorted(meta['policies'])}, not {rival!r}; pass --rival with one of them")
    cfg = _training_run_config(ckpt, meta)
    for where in [cfg.model] + [cfg.rivals[r].model for r in cfg.rivals]:
        path = where.get("hf_path") if isinstance(where, dict) else where.hf_path
        if path and not Path(path).is_dir():  # sizes are in the recorded config; weights come from the checkpoint
            if isinstance(where, dict):
                where["hf_path"] = None
            else:
                where.hf_path = None
    par = parallel or ParallelConfig()
    cfg.parallel = dataclasses.replace(cfg.parallel, tp=par.tp, pp=par.pp, sequence_parallel=False, virtual_pp=None)
    cfg.model.transformer_impl = "local"
    init_parallel(cfg.parallel, cfg.train.seed)
    r = build_rival(cfg, rival)
    try:  # damaged shards are named by load_checkpoint
        load_checkpoint(ckpt, {rival: r.policy}, load_optimizer=False, load_rng=False)
    except CheckpointError as e:
        raise ConfigError(f"{e}; pass an older checkpoints/step_N folder") from None
    if peft:  # LoRA rivals: the adapter as a peft folder (agon_mcore/policy/lora.py)
        if r.policy.lora is None:
            raise ConfigError(f"--peft exports a LoRA adapter, but rival {rival} of {ckpt} is a full policy "
                              f"(rivals.{rival}.kind=full); drop --peft to export the model")
        folder = r.policy.save_peft_adapter(out_dir)
        names = [n for n, _ in r.policy.export_adapter_hf()]
        if dist.get_rank() == 0:
            (Path(folder) / EXPORT_NAME).write_text(json.dumps({
                "checkpoint": str(ckpt.absolute()), "rival": rival, "step": meta.get("step"), "kind": "lora",
                "format": "peft", "arch": r.model_cfg.arch}, indent=1) + "\n")
        return {"metadata": {}, "weight_map": {f"base_model.model.{n}": "adapter_model.safetensors" for n in names}}
    hf_cfg = r.policy.hf_config
    stream = r.policy.export_hf()
    index = None
    if dist.get_rank() == 0:
        index = save_hf_folder(stream, hf_cfg, out_dir, max_shard_bytes)
        out = Path(out_dir)
        tok = r.tokenizer
        try:
            tok.chat_template = _resolve_template(tok, rival_model(cfg, rival).chat_template)
        except ValueError:  # DataError: neither the run nor the tokenizer has a template
            pass
        tok.save_pretrained(str(out))
        GenerationConfig(eos_token_id=list(r.stop_ids), pad_token_id=tok.pad_token_id,
                         bos_token_id=tok.bos_token_id).save_pretrained(str(out))
        (out / EXPORT_NAME).write_text(json.dumps({
            "checkpoint": str(ckpt.absolute()), "rival": rival, "step": meta.get("step"),
            "kind": cfg.rivals[rival].kind, "arch": r.model_cfg.arch}, indent=1) + "\n")
    else:
        for _ in stream:  # take part in the collectives
            pass
    obj = [index]
    dist.broadcast_object_list(obj, src=0)
    return obj[0]


# ----------------------------------------------------------------------------- CLI


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="agon convert", description="Convert between HF folders and megatron dist checkpoints.")
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("hf-to-mcore", help="HF folder (config.json + safetensors) -> torch_dist checkpoint")
    a.add_argument("--hf", required=True, help="Hugging Face model folder")
    a.add_argument("--out", required=True, help="output checkpoint folder")
    a.add_argument("--tp", type=int, default=1)
    a.add_argument("--pp", type=int, default=1)
    a.add_argument("--config", action="append", default=[], help="run config YAML to check against (repeatable)")
    a.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="run config override (repeatable)")
    a.add_argument("--rival", default="A", choices=("A", "B"), help="whose model section to check (default A)")
    b = sub.add_parser("mcore-to-hf", help="torch_dist checkpoint -> HF folder (safetensors shards + index)")
    b.add_argument("--ckpt", required=True, help="a training checkpoint (runs/X/checkpoints/step_N, or the run "
                   "directory for its newest) with --rival, or a folder written by hf-to-mcore")
    b.add_argument("--rival", default=None, help="which rival of a training checkpoint to export (A or B)")
    b.add_argument("--out", required=True, help="output HF folder")
    b.add_argument("--tp", type=int, default=1)
    b.add_argument("--pp", type=int, default=1)
    b.add_argument("--shard-size-mb", type=int, default=2048)
    b.add_argument("--peft", action="store_true",
                   help="LoRA rivals: write the adapter as a peft folder instead of the merged model")
    return ap


def main(argv: Optional[list[str]] = None) -> int:
    """``agon convert`` entry point. Returns the exit code (0 on success).

    Errors (config mismatch, bad folders) print one clear message and return 2.
    """
    args = _parser().parse_args(argv)
    owned = not mps.model_parallel_is_initialized()  # leave a caller's world alone
    try:
        if args.cmd == "hf-to-mcore":
            run_model = None
            if args.config or args.set:
                run_model = rival_model(load_config(args.config, args.set), args.rival)
            par = ParallelConfig(tp=args.tp, pp=args.pp)
            cfg = hf_to_mcore(args.hf, args.out, par, run_model=run_model)
            _rank0_print(f"wrote megatron checkpoint {args.out} ({cfg.arch}, {cfg.num_layers} layers, tp={args.tp}, pp={args.pp})")
        elif not (Path(args.ckpt) / META_NAME).is_file():  # a training checkpoint: one rival
            if args.rival is None:
                raise ConfigError(f"{args.ckpt} is not a converted checkpoint ({META_NAME}); for a training checkpoint "
                                  "name the rival to export: --rival A or --rival B")
            par = ParallelConfig(tp=args.tp, pp=args.pp)
            index = export_rival_hf(args.ckpt, args.rival, args.out, max_shard_bytes=args.shard_size_mb << 20,
                                    parallel=par, peft=args.peft)
            n = len(set(index["weight_map"].values()))
            _rank0_print(f"wrote rival {args.rival} as HF folder {args.out} ({len(index['weight_map'])} tensors in {n} shard(s))")
        else:
            par = ParallelConfig(tp=args.tp, pp=args.pp)
            index = mcore_to_hf(args.ckpt, args.out, par, max_shard_bytes=args.shard_size_mb << 20)
            n = len(set(index["weight_map"].values()))
            _rank0_print(f"wrote HF folder {args.out} ({len(index['weight_map'])} tensors in {n} shard(s))")
    except ConfigError as e:
        _rank0_print(f"agon convert: error: {e}")
        return 2
    finally:
        if owned:
            destroy_parallel()
    return 0


def _rank0_print(msg: str) -> None:
    if not dist.is_initialized() or dist.get_rank() == 0:
        print(msg, flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
