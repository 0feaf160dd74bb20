"""Rollout engines behind one interface (docs/INTERFACES.md, "rollout").

- :class:`LocalEngine`: in-process Hugging Face transformers models (CPU default, one GPU).
- :class:`SGLangEngine`: SGLang servers over HTTP (cluster), launched by
  :mod:`agon_mcore.rollout.launcher` or given by URL.

``build_engine(cfg, rivals)`` picks one from ``cfg.rollout.engine``.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Dict, Optional

import torch

from agon_mcore.rollout.base import RolloutEngine
from agon_mcore.rollout.types import (
    GenerationRequest,
    GenerationResult,
    RivalSpec,
    RolloutError,
    SamplingParams,
    WeightSyncError,
)

__all__ = [
    "GenerationRequest", "GenerationResult", "RivalSpec", "RolloutEngine", "RolloutError", "SamplingParams",
    "WeightSyncError", "LocalEngine", "SGLangEngine", "build_engine", "prepare_model_dir",
]

log = logging.getLogger("agon.rollout")

_IGNORED_CONFIG_KEYS = {"_name_or_path", "transformers_version", "torch_dtype", "dtype", "architectures"}


def __getattr__(name):  # lazy: importing the package does not pull transformers or httpx
    if name == "LocalEngine":
        from agon_mcore.rollout.local import LocalEngine

        return LocalEngine
    if name == "SGLangEngine":
        from agon_mcore.rollout.sglang import SGLangEngine

        return SGLangEngine
    raise AttributeError(name)


def _device(setting: str) -> str:
    if setting == "auto":
        return "cuda" if torch.cuda.is_available() else "cpu"
    if setting == "cuda" and not torch.cuda.is_available():
        raise RuntimeError("train.device=cuda but CUDA is not available; use train.device=auto or cpu")
    return setting


def prepare_model_dir(spec: RivalSpec, folder: str | Path) -> Path:
    """An HF model folder SGLang can start from: config, random-init weights, tokenizer if known.

    The weights are placeholders: the trainer pushes its own before the first rollout.
    Reuses an existing folder with a config.json.
    """
    from transformers import AutoModelForCausalLM

    folder = Path(folder)
    if (folder / "config.json").exists():
        return folder
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(0)
        model = AutoModelForCausalLM.from_config(spec.hf_config)
    model.save_pretrained(str(folder))
    if spec.tokenizer is not None:
        spec.tokenizer.save_pretrained(str(folder))
    return folder


def build_engine(cfg, rivals: Dict[str, RivalSpec], *, device: Optional[str] = None) -> RolloutEngine:
    """The rollout engine ``cfg.rollout.engine`` names.

    - ``local``: :class:`LocalEngine` on ``device`` (default ``cfg.train.device``), fp32 on
      CPU, ``cfg.model.params_dtype`` on GPU, ``cfg.rollout.local_batch_size`` sequences
      per batch.
    - ``sglang``: :class:`SGLangEngine` on ``cfg.rollout.sglang.urls`` when given, else on
      servers launched here (model: the rival's ``model.hf_path``, or a placeholder folder
      under ``<run_dir>/rollout`` built from its HF config); ``weight_sync=disk`` writes to
      ``<run_dir>/rollout/weights``. The engine stops the servers at ``shutdown()``.
      LoRA rivals (``RivalSpec.lora``): one pool launched with the LoRA flags
      (``launcher.lora_server_args``), adapters written to ``rollout.sglang.lora_dir``
      (default ``<run_dir>/rollout/lora``; must be readable by every server).

    Raises:
        ValueError: unknown engine, ``placement=alternate`` with rivals of different
            architectures (one pool cannot hold both; use ``placement=split``), or a Gemma 4
            checkpoint the pinned SGLang cannot serve (``sglang.gemma4.sglang_gemma4_problem``).
    """
    from agon_mcore.config import rival_model

    ro = cfg.rollout
    if ro.engine == "local":
        from agon_mcore.rollout.local import LocalEngine

        dev = device or _device(cfg.train.device)
        dtype = torch.float32 if dev == "cpu" else getattr(torch, cfg.model.params_dtype)
        return LocalEngine(rivals, device=dev, batch_size=ro.local_batch_size, dtype=dtype)
    if ro.engine != "sglang":
        raise ValueError(f"rollout.engine={ro.engine!r}: use 'local' or 'sglang'")
    from agon_mcore.rollout.sglang import SGLangEngine

    from agon_mcore.rollout.sglang.gemma4 import sglang_gemma4_problem

    sg = ro.sglang
    run_dir = Path(cfg.train.run_dir) / "rollout"
    names = list(rivals)
    for n in names:
        problem = sglang_gemma4_problem(rivals[n].hf_config)
        if problem:
            raise ValueError(f"rival {n}: rollout.engine=sglang: {problem}")
    if ro.placement == "alternate" and len(names) > 1:
        conf = [{k: v for k, v in rivals[n].hf_config.to_dict().items() if k not in _IGNORED_CONFIG_KEYS}
                for n in names]
        if any(c != conf[0] for c in conf[1:]):
            raise ValueError("rollout.placement=alternate needs both rivals to share one architecture (one server "
                             "pool swaps their weights); these differ, so use rollout.placement=split")
    # LoRA rivals: one pool serves the base and both adapters; adapters travel as peft folders
    lora_specs = [rivals[n].lora for n in names if getattr(rivals[n], "lora", None)]
    lora_dir = getattr(sg, "lora_dir", None) or str(run_dir / "lora")
    if sg.urls:
        return SGLangEngine(sg, rivals, placement=ro.placement, weights_dir=str(run_dir / "weights"),
                            lora_dir=lora_dir)
    from agon_mcore.rollout.launcher import launch_pools

    pool_rivals = {"shared": names[0]} if ro.placement == "alternate" else {n: n for n in names}
    paths = {}
    for pool, rival in pool_rivals.items():
        hf_path = rival_model(cfg, rival).hf_path
        paths[pool] = hf_path or str(prepare_model_dir(rivals[rival], run_dir / f"init_{pool}"))
    skip_tok = any(rivals[r].tokenizer is None for r in pool_rivals.values()) and not any(
        rival_model(cfg, r).hf_path for r in pool_rivals.values())
    procs, pools, routers = launch_pools(sg, paths, run_dir / "logs", skip_tokenizer_init=skip_tok,
                                         lora_specs=lora_specs,
                                         routed_experts=any(getattr(s, "routed_experts", False) for s in rivals.values()))
    return SGLangEngine(sg, rivals, placement=ro.placement, pools=pools, routers=routers, processes=procs,
                        weights_dir=str(run_dir / "weights"), lora_dir=lora_dir)
