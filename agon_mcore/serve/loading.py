"""Loading what ``agon serve`` serves: a run's newest checkpoint, and its cascade direction.

A run is loaded the way ``agon eval`` loads it (``AgonTrainer(cfg, run_dir, resume=True)``
on the run's own ``config.yaml`` plus the command's overrides): the same rivals,
tokenizers, chat templates, newest intact checkpoint and rollout engine
(``agon_mcore.rollout.build_engine``: the local engine, or SGLang pools with training's
placement and weight-version rules), so the served weights are the evaluated ones.
"""
from __future__ import annotations

import importlib.util
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

from agon_mcore.serve.errors import ServeConfigError
from agon_mcore.serve.service import Defaults, ServedRival

log = logging.getLogger("agon.serve")


@dataclass
class Loaded:
    """Everything a :class:`~agon_mcore.serve.service.Service` is built from.

    Attributes:
        rivals: ``{"A": ServedRival, "B": ServedRival}``.
        engine_factory: builds a ready engine with the loaded weights (first call: the one
            already built; later calls: a fresh engine, for restarts after a fault).
        defaults: the run's evaluation sampling settings.
        direction: the validation choice (``"A->B"``) or None; ``direction_source`` says
            where it was read.
        info: facts for /health (run dir, checkpoint, step, engine kind).
        close: releases what the load holds (trainer, verifier).
        trainer: the ``AgonTrainer`` the run was loaded with (``agon eval``'s object), or None.
    """

    rivals: Dict[str, ServedRival]
    engine_factory: Callable[[], Any]
    defaults: Defaults
    direction: Optional[str]
    direction_source: Optional[str]
    info: Dict[str, Any]
    close: Callable[[], None]
    trainer: Any = None


def recorded_direction(run_dir: Path) -> Tuple[Optional[str], Optional[str], Optional[int]]:
    """The cascade direction a run chose on its validation split.

    Read from ``eval.json`` (``agon train``'s evaluations) and ``eval_cli.json``
    (``agon eval``): the entry with ``cascade_direction`` at the highest step wins (later
    entries win ties).

    Returns:
        ``(direction, source, step)``, e.g. ``("A->B", "eval.json[1] (step 1, chosen on synthetic:validation)", 1)``;
        ``(None, None, None)`` when no evaluation recorded a choice.
    """
    found: List[Tuple[int, int, str, str]] = []
    order = 0
    for name in ("eval.json", "eval_cli.json"):
        path = run_dir / name
        if not path.is_file():
            continue
        try:
            data = json.loads(path.read_text())
        except ValueError as e:
            log.warning("%s is not valid JSON (%s); ignoring it", path, e)
            continue
        entries = data if isinstance(data, list) else [data]
        for i, ev in enumerate(entries):
            cd = ev.get("cascade_direction") if isinstance(ev, dict) else None
            if not cd or cd.get("chosen") not in ("A->B", "B->A"):
                continue
            order += 1
            where = f"{name}[{i}]" if isinstance(data, list) else name
            found.append((int(ev.get("step", 0)), order, cd["chosen"],
                          f"{where} (step {ev.get('step')}, chosen on {cd.get('validation')})"))
    if not found:
        return None, None, None
    step, _, chosen, source = max(found)
    return chosen, source, step


def check_direction(value: Optional[str]) -> Optional[str]:
    """``--direction``: ``A->B`` / ``B->A`` (also ``ab`` / ``ba``), or None.

    Raises:
        ServeConfigError: any other value.
    """
    if value is None:
        return None
    v = {"ab": "A->B", "ba": "B->A"}.get(value.strip().lower(), value.strip().upper())
    if v not in ("A->B", "B->A"):
        raise ServeConfigError(f"--direction {value!r}: use A->B or B->A")
    return v


def require_web_stack() -> None:
    """Raise :class:`ServeConfigError` naming the install step when the HTTP stack is missing."""
    missing = [m for m in ("fastapi", "uvicorn", "prometheus_client") if importlib.util.find_spec(m) is None]
    if missing:
        raise ServeConfigError(f"agon serve needs {', '.join(missing)}: pip install 'agon-mcore[serve]'")


def _check_sglang(cfg) -> None:
    """SGLang pools need SGLang and CUDA here, unless the servers are given by URL."""
    if cfg.rollout.engine != "sglang" or cfg.rollout.sglang.urls:
        return
    if importlib.util.find_spec("sglang") is None:
        raise ServeConfigError(
            "rollout.engine=sglang launches SGLang servers, but SGLang is not installed here: install the GPU extra "
            "(pip install 'agon-mcore[gpu]'), pass running servers with rollout.sglang.urls=[http://HOST:PORT], or "
            "serve on CPU with rollout.engine=local")
    import torch

    if not torch.cuda.is_available():
        raise ServeConfigError(
            "rollout.engine=sglang launches SGLang servers on this node's GPUs, but CUDA is not available here; run "
            "agon serve on a GPU node, pass rollout.sglang.urls, or use rollout.engine=local")


def load_run(run_dir: str, config: Optional[List[str]] = None, overrides: Optional[List[str]] = None) -> Loaded:
    """Load the newest checkpoint of ``run_dir`` as ``agon eval`` does.

    Args:
        run_dir: an ``agon train`` run directory (holds ``config.yaml`` and ``checkpoints/``).
        config: extra YAML configs layered over the run's (later wins).
        overrides: ``key=value`` overrides (e.g. ``rollout.engine=sglang``,
            ``rollout.local_batch_size=64``, ``train.device=cpu``).

    Raises:
        ServeConfigError: no run there, or SGLang pools requested where they cannot start.
        agon_mcore.train.trainer.TrainingError / CheckpointError: no intact checkpoint.
    """
    from agon_mcore.config import load_config
    from agon_mcore.data.prompts import stop_token_ids
    from agon_mcore.rollout import build_engine
    from agon_mcore.train.rivals import rival_specs
    from agon_mcore.train.trainer import AgonTrainer

    rd = Path(run_dir)
    if not (rd / "config.yaml").is_file():
        raise ServeConfigError(f"--run-dir {rd}: no config.yaml there; is it a run directory (the --run-dir of "
                               "`agon train`)?")
    if not (rd / "checkpoints").is_dir():
        raise ServeConfigError(f"--run-dir {rd}: no checkpoints/ folder; the run saved no checkpoint yet (train "
                               "with checkpoint.save_every > 0 or let it finish)")
    cfg = load_config([str(rd / "config.yaml")] + list(config or []), list(overrides or []))
    _check_sglang(cfg)
    # read-only, as `agon eval`: the run's config.yaml is not rewritten with these overrides
    trainer = AgonTrainer(cfg, run_dir=str(rd), resume=True, save_config=False, check_resume=False)
    rivals = {}
    for name, r in trainer.rivals.items():
        ctx = int(getattr(r.hf_config, "max_position_embeddings", 0) or r.model_cfg.max_position_embeddings)
        rivals[name] = ServedRival(name=name, tokenizer=r.tokenizer, chat_template=r.model_cfg.chat_template,
                                   stop_ids=tuple(sorted(set(stop_token_ids(r.tokenizer)))), context=ctx)
    first = [True]

    def factory():
        if first[0]:  # the trainer's engine already holds the checkpoint's weights
            first[0] = False
            return trainer.engine
        engine = build_engine(cfg, rival_specs(trainer.rivals))
        for i, name in enumerate(trainer.rivals):
            # LoRA rivals: the shared base goes with the first rival's adapter only
            engine.update_weights(name, trainer.rivals[name].policy.export_rollout_weights(with_base=i == 0),
                                  trainer.version[name])
        trainer.engine = engine
        return engine

    e = cfg.eval
    defaults = Defaults(temperature=float(e.temperature), top_p=float(cfg.rollout.sampling.top_p),
                        max_tokens=int(e.max_new_tokens or cfg.rollout.sampling.max_new_tokens),
                        domain=_domain(trainer))
    direction, source, dstep = recorded_direction(rd)
    step = int(trainer.step_idx)
    if direction is not None and dstep != step:
        log.warning("the cascade direction %s was chosen at step %s, the served checkpoint is step %s; run `agon eval "
                    "--run-dir %s` to choose it for this checkpoint, or pass --direction", direction, dstep, step, rd)
    info = {"run_dir": str(rd), "checkpoint": str(trainer.resumed_from), "step": step,
            "weight_version": dict(trainer.version), "engine_kind": cfg.rollout.engine}

    def close():
        try:
            if trainer.verifier is not None:
                trainer.verifier.close()
        except Exception as err:  # noqa: BLE001
            log.warning("closing the verifier: %s", err)

    return Loaded(rivals=rivals, engine_factory=factory, defaults=defaults, direction=direction,
                  direction_source=source, info=info, close=close, trainer=trainer)


def _domain(trainer) -> str:
    """The summary rule of the run's task: ``code`` when its training problems are code."""
    probs = getattr(trainer, "train_problems", None) or []
    return "code" if probs and all(p.domain == "code" for p in probs) else "math"


# ----------------------------------------------------------------------------- exported rivals

PEFT_CONFIG = "adapter_config.json"


def _rival_source(path: str, base: Optional[str], name: str):
    """``(hf_config, tokenizer_folder, tensor stream factory, description)`` of one exported rival.

    An HF folder (``agon convert mcore-to-hf``: config.json + safetensors + tokenizer) is
    streamed as it is. A peft adapter folder (``adapter_config.json``; ``agon convert
    mcore-to-hf --peft``) is merged into its base with peft's own ``merge_and_unload``; the
    base is ``base`` or the adapter's ``base_model_name_or_path`` when that is a local folder.

    Raises:
        ServeConfigError: a missing folder, an adapter without a usable base.
    """
    p = Path(path)
    if not p.is_dir():
        raise ServeConfigError(f"--rival-{name.lower()} {path}: no such folder; pass an HF model folder (agon convert "
                               "mcore-to-hf) or a peft adapter folder (with --base)")
    from transformers import AutoConfig

    if (p / PEFT_CONFIG).is_file():
        recorded = json.loads((p / PEFT_CONFIG).read_text()).get("base_model_name_or_path")
        b = base or recorded
        if not b or not (Path(b) / "config.json").is_file():
            raise ServeConfigError(
                f"--rival-{name.lower()} {path} is a peft adapter; its base {b!r} is not a local HF folder: pass "
                "--base /path/to/base_model (the HF folder the adapter was trained on)")
        tok = p if any((p / f).is_file() for f in ("tokenizer.json", "tokenizer_config.json")) else Path(b)

        def stream():
            from peft import PeftModel
            from transformers import AutoModelForCausalLM

            model = AutoModelForCausalLM.from_pretrained(b, dtype="float32")
            merged = PeftModel.from_pretrained(model, str(p)).merge_and_unload()
            return iter(list(merged.state_dict().items()))

        return AutoConfig.from_pretrained(b), tok, stream, f"peft adapter {p} on {b}"
    if not (p / "config.json").is_file():
        raise ServeConfigError(f"--rival-{name.lower()} {path}: no config.json (HF folder) or {PEFT_CONFIG} (peft "
                               "adapter) there")
    from agon_mcore.bridge.hf_io import iter_hf_tensors

    return AutoConfig.from_pretrained(str(p)), p, lambda: iter_hf_tensors(p), f"HF folder {p}"


def load_rivals(rival_a: str, rival_b: str, *, base: Optional[str] = None, device: str = "cpu",
                batch_size: int = 64, chat_template: Optional[str] = None, temperature: float = 0.6,
                top_p: float = 0.95, max_tokens: Optional[int] = None, domain: str = "math") -> Loaded:
    """Serve two exported rivals on the local engine (CPU or one GPU).

    Args:
        rival_a, rival_b: HF model folders or peft adapter folders (see :func:`_rival_source`).
        base: the HF base folder of peft adapters (default: the adapter's recorded base).
        device: ``cpu`` / ``cuda``; batch_size: the local engine's sequences per forward.
        chat_template: a Jinja template (string or .jinja path) for both rivals; default
            each tokenizer's own (``agon convert`` writes the run's template there).
        temperature, top_p, max_tokens, domain: request defaults (max_tokens default: a
            quarter of the smaller context, at most 1024).

    Raises:
        ServeConfigError: unusable folders.
    """
    import torch

    from agon_mcore.data.prompts import stop_token_ids
    from agon_mcore.data.tokenizer import load_tokenizer
    from agon_mcore.rollout.local import LocalEngine
    from agon_mcore.rollout.types import RivalSpec

    sources = {n: _rival_source(p, base, n) for n, p in (("A", rival_a), ("B", rival_b))}
    rivals, specs = {}, {}
    for n, (hf_config, tok_dir, _, _) in sources.items():
        tok = load_tokenizer(str(tok_dir))
        stops = stop_token_ids(tok)
        ctx = int(getattr(hf_config, "max_position_embeddings", 0) or 0)
        if ctx < 2:
            raise ServeConfigError(f"rival {n}: its config.json has no max_position_embeddings")
        rivals[n] = ServedRival(name=n, tokenizer=tok, chat_template=chat_template,
                                stop_ids=tuple(sorted(set(stops))), context=ctx)
        pad = tok.pad_token_id if tok.pad_token_id is not None else stops[0]
        specs[n] = RivalSpec(hf_config=hf_config, eos_token_ids=list(stops), pad_token_id=int(pad), tokenizer=tok)
    dtype = torch.float32 if device == "cpu" else torch.bfloat16

    def factory():
        engine = LocalEngine(specs, device=device, batch_size=batch_size, dtype=dtype)
        for n, (_, _, stream, _) in sources.items():
            engine.update_weights(n, stream(), 1)
        return engine

    ctx = min(r.context for r in rivals.values())
    defaults = Defaults(temperature=temperature, top_p=top_p, max_tokens=int(max_tokens or min(1024, ctx // 4)),
                        domain=domain)
    info = {"rivals": {n: s[3] for n, s in sources.items()}, "engine_kind": f"local ({device})",
            "weight_version": {"A": 1, "B": 1}}
    return Loaded(rivals=rivals, engine_factory=factory, defaults=defaults, direction=None, direction_source=None,
                  info=info, close=lambda: None)
