"""Atomic distributed checkpoints of both rivals (megatron ``dist_checkpointing``, torch_dist).

Layout of one checkpoint directory (written by all ranks together)::

    <path>/                     megatron dist checkpoint (torch_dist): metadata.json, common.pt, *.distcp
        agon_checkpoint.json    written last by rank 0: marks the checkpoint complete; holds the
                                layout, the step and ``run`` (the caller's config YAML, data
                                fingerprint and phase, read by a resume before loading)

Content, per policy ``name`` (every sharded key is prefixed ``"<name>/"`` so two rivals of
the same architecture never collide): the model chunks' ``sharded_state_dict`` (megatron's
layout-independent keys, so a different TP/PP layout can load them), the optimizer's
``sharded_state_dict`` (``checkpoint.optimizer_format``: ``dp_reshardable`` (fast, allows
only a different DP size) or ``fully_reshardable`` (any layout)), the LR-schedule state,
the policy's call counter and phase, and its RNG stream; plus the process-wide RNG states
(Python, NumPy, torch, CUDA, megatron's tracker; one per TP x PP rank) and the caller's
``extra`` dict (step, data position, ...).

Atomicity: the checkpoint is written to a hidden sibling ``.<name>.tmp``, completed with
``agon_checkpoint.json`` and only then renamed to ``<path>`` (a rename within one
directory is atomic on POSIX). A crash mid-save leaves a stale temp folder (the next save
into the same parent folder removes it: one writer per folder) and every earlier
checkpoint intact; :func:`latest_checkpoint` only returns
complete ones. A complete checkpoint damaged later (a truncated or deleted shard, a
garbled ``common.pt``/``metadata.json``, a missing ``.metadata`` index) is detected by
:func:`check_checkpoint` before anything is loaded (:class:`CheckpointDamaged`, naming the
file), so a caller can fall back to an older one. ``keep_last`` prunes older complete checkpoints in the same parent folder.

Sources: megatron-core 0.16 ``dist_checkpointing/serialization.py`` (save/load),
``optimizer/distrib_optimizer.py::sharded_state_dict`` (formats); how
``megatron/training/checkpointing.py`` assembles model/optimizer/RNG state.
"""
from __future__ import annotations

import json
import logging
import os
import pickle
import shutil
import time
from pathlib import Path
from typing import Any, Dict, List, Optional

import torch
import torch.distributed as dist
from megatron.core import dist_checkpointing
from megatron.core import parallel_state as mps
from megatron.core.dist_checkpointing.mapping import ShardedObject
from megatron.core.dist_checkpointing.utils import add_prefix_for_sharding
from megatron.core.optimizer.distrib_optimizer import DistributedOptimizer

from agon_mcore.policy.optimizer import sub_optimizers, torch_optimizers
from agon_mcore.policy.rng import capture_process_rng, restore_process_rng
from agon_mcore.stop_signals import start_checkpoint_helpers

log = logging.getLogger(__name__)

MARKER = "agon_checkpoint.json"
FORMAT_VERSION = 1


class CheckpointError(RuntimeError):
    """A checkpoint cannot be written or read; the message names the path and the fix."""


class CheckpointDamaged(CheckpointError):
    """A checkpoint's files are missing, truncated or garbled; the message names the file.

    Callers that resume fall back to an older checkpoint on this error (not on a layout or
    policy mismatch, which every checkpoint of the run shares)."""


# ----------------------------------------------------------------------------- helpers


def _rank() -> int:
    return dist.get_rank() if dist.is_initialized() else 0


def _barrier() -> None:
    if dist.is_initialized() and dist.get_world_size() > 1:
        dist.barrier()


def _layout() -> Dict[str, Any]:
    return {
        "tp": mps.get_tensor_model_parallel_world_size(),
        "pp": mps.get_pipeline_model_parallel_world_size(),
        "vpp": mps.get_virtual_pipeline_model_parallel_world_size(),
        "dp": mps.get_data_parallel_world_size(),
    }


def _rank_coords() -> tuple:
    return (
        (mps.get_pipeline_model_parallel_world_size(), mps.get_tensor_model_parallel_world_size()),
        (mps.get_pipeline_model_parallel_rank(), mps.get_tensor_model_parallel_rank()),
        mps.get_data_parallel_rank(),
    )


def _sharded_object(key: str, obj: Any):
    """One object per (PP, TP) rank; DP replicas hold the same value (only DP rank 0 writes)."""
    shape, offset, dp_rank = _rank_coords()
    return ShardedObject(key, obj, shape, offset, replica_id=dp_rank)




def _opt_metadata(fmt: str) -> dict:
    return {"distrib_optim_sharding_type": fmt, "chained_optim_avoid_prefix": True}


def _policy_state(policy, fmt: str, *, is_loading: bool, with_optimizer: bool, with_rng: bool) -> dict:
    """The sharded state dict of one policy (keys not yet prefixed)."""
    # one sub-dict per chunk: the chunks' dict keys repeat under virtual PP (layer numbers
    # are local), their ShardedTensor keys do not (global layer offsets)
    # (a LoRA rival's: its adapters only; the base is identified in the marker, not stored)
    model_sd: Dict[str, Any] = policy.model_sharded_state_dict()
    state: Dict[str, Any] = {
        "model": model_sd,
        "scheduler": policy.scheduler.state_dict(),
        "iteration": int(policy.iteration),
        "phase": policy.phase,
    }
    if with_optimizer:
        # Loading needs tensors to fill; saving an optimizer that never stepped needs the
        # state too (the DistributedOptimizer reads ``step`` from it). Zero moments at step
        # 0 are exactly torch Adam's lazy initial state.
        _init_adam_state(policy)
        state["optimizer"] = policy.optimizer.sharded_state_dict(
            model_sd, is_loading=is_loading, metadata=_opt_metadata(fmt)
        )
    if with_rng:
        state["rng"] = _sharded_object("rng", policy._rng)
    return state


@torch.no_grad()
def _init_adam_state(policy) -> None:
    """Create the (lazy) torch Adam state so that loading has tensors to fill.

    The torch-Adam fallback (no TE/apex) creates ``exp_avg``/``exp_avg_sq``/``step`` on its
    first step; megatron's loaders copy into existing moments and the
    ``DistributedOptimizer`` reads ``step`` from every state entry while building its
    sharded state dict.
    """
    for opt in torch_optimizers(policy.optimizer):
        for group in opt.param_groups:
            for p in group["params"]:
                st = opt.state[p]
                if "exp_avg" not in st:
                    st["exp_avg"] = torch.zeros_like(p, memory_format=torch.preserve_format)
                    st["exp_avg_sq"] = torch.zeros_like(p, memory_format=torch.preserve_format)
                if "step" not in st:
                    st["step"] = torch.zeros((), dtype=torch.float32)


@torch.no_grad()
def _load_optimizer(policy, opt_sd: dict) -> None:
    """``optimizer.load_state_dict`` with a workaround for the torch-Adam fallback.

    megatron-core 0.16's ``DistributedOptimizer`` loader of the ``fully_reshardable``
    format copies every entry of the torch Adam state, ``step`` included, from the loaded
    tensors, which never contain ``step`` (it lives in the param groups): the param state
    is loaded here with ``step`` set aside; :func:`_set_adam_steps` restores it afterwards.
    """
    subs = sub_optimizers(policy.optimizer)
    # megatron's ChainedOptimizer keys its sub-optimizers' states 0, 1, ... (MoE models: the
    # dense and the expert parameters' optimizers); a single one is stored unwrapped
    saved = 1 if "optimizer" in opt_sd else sum(1 for k in opt_sd if isinstance(k, int))  # ChainedOptimizer: 0, 1, ..
    if saved != len(subs) and (saved > 1 or len(subs) > 1):
        # megatron's get_megatron_optimizer gives expert parameters their own optimizer only
        # when parallel.ep > 1 (at EP=1 they are ordinary data-parallel parameters)
        raise CheckpointError(
            f"the checkpoint's optimizer state has {saved} part(s) but this policy's optimizer has {len(subs)}: it "
            "was saved with another expert-parallel size (parallel.ep=1 keeps the experts in the one optimizer, "
            "parallel.ep>1 in a separate one); resume with the parallel.ep it was saved with, or load the weights "
            "only (load_checkpoint(..., load_optimizer=False): fresh Adam moments)"
        )
    parts = [(subs[0], opt_sd)] if len(subs) == 1 else [(sub, opt_sd[i]) for i, sub in enumerate(subs)]
    if not all(isinstance(sub, DistributedOptimizer) and sd.get("param_state_sharding_type") == "fully_reshardable"
               for sub, sd in parts):
        policy.optimizer.load_state_dict(opt_sd)
        return
    for sub, sd in parts:
        sd = dict(sd)
        param_state = sd.pop("param_state")
        sd.pop("param_state_sharding_type")
        sub.load_state_dict(sd)  # param groups, step, grad scaler; allocates moments
        for st in sub.optimizer.state.values():
            st.pop("step", None)
        sub.load_parameter_state_from_fully_reshardable(param_state)


def _adam_steps(policy) -> List[float]:
    """The Adam step count of each torch optimizer (0 when it never stepped)."""
    out = []
    for opt in torch_optimizers(policy.optimizer):
        steps = [float(st["step"]) for st in opt.state.values() if "step" in st]
        out.append(max(steps) if steps else 0.0)
    return out


@torch.no_grad()
def _set_adam_steps(policy, steps: List[float]) -> None:
    """Give every Adam state entry its own ``step`` tensor holding the saved count.

    (megatron's loaders put ONE shared tensor in every entry; torch Adam increments
    ``step`` in place per parameter, so a shared tensor would advance once per parameter.)
    """
    for opt, n in zip(torch_optimizers(policy.optimizer), steps):
        for group in opt.param_groups:
            for p in group["params"]:
                st = opt.state[p]
                if "exp_avg" in st:
                    st["step"] = torch.tensor(float(n), dtype=torch.float32)


def _lora_identity(policy) -> Optional[dict]:
    """A LoRA rival's adapter shape and the identity of its frozen base (collective: fingerprint)."""
    if getattr(policy, "lora", None) is None:
        return None
    lo = policy.lora
    return {"rank": lo.rank, "alpha": lo.alpha, "targets": list(lo.targets),
            "base_hf_path": policy.model_cfg.hf_path, "base_sha256": policy.base_fingerprint()}


def _check_lora_identity(path, name: str, saved: Optional[dict], policy) -> None:
    """Refuse adapters saved on another base, of another shape, or a full/LoRA mismatch."""
    now = _lora_identity(policy)
    if (saved is None) != (now is None):
        kinds = ("lora" if saved else "full", "lora" if now else "full")
        raise CheckpointError(f"checkpoint {path}: rival {name} was saved as a {kinds[0]} policy but is now {kinds[1]}; "
                              f"set rivals.{name}.kind={kinds[0]} to resume it")
    if saved is None:
        return
    if (saved["rank"], list(saved["targets"])) != (now["rank"], now["targets"]):
        raise CheckpointError(f"checkpoint {path}: rival {name}'s adapter has rank {saved['rank']} on {saved['targets']}, "
                              f"the run asks for rank {now['rank']} on {now['targets']}; match rivals.{name}.lora_*")
    if saved["base_sha256"] != now["base_sha256"]:
        raise CheckpointError(f"checkpoint {path}: rival {name}'s adapter was trained on another base model "
                              f"(saved base {saved['base_hf_path']!r}, sha256 {saved['base_sha256'][:12]}; this run's base "
                              f"{now['base_hf_path']!r}, sha256 {now['base_sha256'][:12]}); use the same model.hf_path")


# ----------------------------------------------------------------------------- save


def save_checkpoint(
    path: str | os.PathLike,
    policies: Dict[str, Any],
    extra: Dict[str, Any],
    *,
    keep_last: Optional[int] = None,
    optimizer_format: Optional[str] = None,
) -> Path:
    """Write a complete checkpoint of ``policies`` to ``path`` atomically (collective).

    Every rank must call it with the same ``path``, the same policy names and an equal
    ``extra`` (it is stored once, by rank 0).

    Args:
        path: the checkpoint directory to create, e.g. ``runs/x/checkpoints/step_000010``.
            An existing complete checkpoint there is replaced.
        policies: ``{"A": policy_a, "B": policy_b}``.
        extra: small picklable dict (step, data position, ...); returned by :func:`load_checkpoint`.
        keep_last: keep only this many complete checkpoints in ``path``'s parent
            (``None``: the policies' ``cfg.checkpoint.keep_last``; ``0``: keep all).
        optimizer_format: ``dp_reshardable`` | ``fully_reshardable`` (``None``:
            ``cfg.checkpoint.optimizer_format``).

    Returns:
        ``Path(path)``.

    Raises:
        CheckpointError: no policies.
    """
    if not policies:
        raise CheckpointError("save_checkpoint needs at least one policy")
    any_policy = next(iter(policies.values()))
    ccfg = any_policy.cfg.checkpoint
    fmt = optimizer_format or ccfg.optimizer_format
    keep_last = ccfg.keep_last if keep_last is None else keep_last

    final = Path(path).absolute()
    tmp = final.parent / f".{final.name}.tmp"
    if _rank() == 0:
        final.parent.mkdir(parents=True, exist_ok=True)
        for stale in list(final.parent.glob(".*.tmp")) + list(final.parent.glob(".*.old")):
            if stale.is_dir():  # left by a crashed earlier save (one writer per folder)
                shutil.rmtree(stale, ignore_errors=True)
        tmp.mkdir()
    _barrier()

    sd: Dict[str, Any] = {}
    meta_policies = {}
    for name, pol in policies.items():
        psd = _policy_state(pol, fmt, is_loading=False, with_optimizer=True, with_rng=True)
        psd["adam_steps"] = _adam_steps(pol)
        add_prefix_for_sharding(psd, f"{name}/")
        sd[name] = psd
        meta_policies[name] = {
            "iteration": int(pol.iteration),
            "phase": pol.phase,
            "seed": pol.seed,
            "vocab_size": pol.vocab_size,
            "use_distributed_optimizer": bool(pol.cfg.parallel.use_distributed_optimizer),
            "lora": _lora_identity(pol),
        }
    sd["process_rng"] = _sharded_object("process_rng", capture_process_rng())
    sd["extra"] = dict(extra)
    # megatron's writer helpers (a Manager process) must outlive a stop signal sent to the
    # whole job step, or the save that signal triggers breaks (agon_mcore/stop_signals.py)
    start_checkpoint_helpers()
    try:
        dist_checkpointing.save(sd, str(tmp), sharded_strategy=("torch_dist", 1))
    except Exception as e:
        prev = _complete_checkpoints(final.parent)
        if _rank() == 0:
            shutil.rmtree(tmp, ignore_errors=True)
        raise CheckpointError(
            f"saving {final} failed ({type(e).__name__}: {e}); nothing was replaced: "
            + (f"the newest complete checkpoint {prev[-1]} is intact and a resume continues from it"
               if prev else "there is no earlier complete checkpoint in this folder")
        ) from e

    if _rank() == 0:
        meta = {
            "format_version": FORMAT_VERSION,
            "time": time.time(),
            "layout": _layout(),
            "optimizer_format": fmt,
            "policies": meta_policies,
            "step": extra.get("step"),
            # what a resume checks before loading anything (the trainer's config and data fingerprint)
            "run": {k: extra[k] for k in ("config", "data", "phase") if k in extra},
        }
        (tmp / MARKER).write_text(json.dumps(meta, indent=1))
        if final.exists():
            old = final.parent / f".{final.name}.old"
            if old.exists():
                shutil.rmtree(old)
            os.replace(final, old)
            os.replace(tmp, final)
            shutil.rmtree(old)
        else:
            os.replace(tmp, final)
        if keep_last and keep_last > 0:
            _prune(final.parent, keep_last, keep=final)
    _barrier()
    return Path(path)


def _complete_checkpoints(root: Path) -> List[Path]:
    out = []
    if not root.is_dir():
        return out
    for d in root.iterdir():
        if d.is_dir() and not d.name.startswith(".") and (d / MARKER).is_file():
            out.append(d)

    def key(d: Path):
        try:
            meta = json.loads((d / MARKER).read_text())
        except (OSError, ValueError):
            meta = {}
        step = meta.get("step")
        return (step if isinstance(step, (int, float)) else -1, meta.get("time", 0.0), d.name)

    return sorted(out, key=key)


def _prune(root: Path, keep_last: int, keep: Path) -> None:
    ckpts = _complete_checkpoints(root)
    for d in ckpts[:-keep_last]:
        if d.resolve() != keep.resolve():
            shutil.rmtree(d, ignore_errors=True)


def latest_checkpoint(root: str | os.PathLike) -> Optional[Path]:
    """The newest complete checkpoint directly under ``root`` (by saved ``extra['step']``, then time), or None."""
    ckpts = _complete_checkpoints(Path(root))
    return ckpts[-1] if ckpts else None


def read_metadata(path: str | os.PathLike) -> dict:
    """The ``agon_checkpoint.json`` of a complete checkpoint.

    Raises:
        CheckpointError: not a complete agon checkpoint.
    """
    p = Path(path) / MARKER
    if not p.is_file():
        raise CheckpointError(
            f"{path} is not a complete agon checkpoint (no {MARKER}); an interrupted save leaves only a "
            "hidden .tmp folder: resume from latest_checkpoint(<checkpoint folder>)"
        )
    return json.loads(p.read_text())


def check_checkpoint(path: str | os.PathLike) -> None:
    """Cheap integrity check of a complete checkpoint, before anything is loaded from it.

    Checks, in order: ``agon_checkpoint.json`` is readable JSON; torch_dist's ``.metadata``
    (the shard index) and ``metadata.json`` exist and unpickle/parse; ``common.pt`` loads;
    every ``*.distcp`` shard the index names exists and is at least as long as the byte
    ranges the index assigns to it (catches truncated files).

    Raises:
        CheckpointDamaged: the first damage found, naming the file and what is wrong with it.
    """
    path = Path(path)
    meta = read_metadata_or_damage(path)
    del meta
    idx_path = path / ".metadata"
    if not idx_path.is_file():
        raise CheckpointDamaged(f"checkpoint {path} is damaged: the shard index .metadata is missing")
    try:
        with open(idx_path, "rb") as fh:
            index = pickle.load(fh)
        storage = dict(index.storage_data)
    except Exception as e:  # noqa: BLE001 - any unpickling failure is damage
        raise CheckpointDamaged(f"checkpoint {path} is damaged: the shard index .metadata cannot be read "
                              f"({type(e).__name__}: {e})") from None
    try:
        json.loads((path / "metadata.json").read_text())
    except (OSError, ValueError) as e:
        raise CheckpointDamaged(f"checkpoint {path} is damaged: metadata.json cannot be read ({type(e).__name__})") from None
    try:
        torch.load(path / "common.pt", map_location="cpu", weights_only=False)
    except Exception as e:  # noqa: BLE001 - truncated/garbled pickle, missing file
        raise CheckpointDamaged(f"checkpoint {path} is damaged: common.pt cannot be loaded "
                              f"({type(e).__name__}: {str(e)[:120]})") from None
    need: Dict[str, int] = {}
    for info in storage.values():
        end = int(info.offset) + int(info.length)
        need[info.relative_path] = max(need.get(info.relative_path, 0), end)
    for name, end in sorted(need.items()):
        f = path / name
        if not f.is_file():
            raise CheckpointDamaged(f"checkpoint {path} is damaged: shard file {name} is missing")
        size = f.stat().st_size
        if size < end:
            raise CheckpointDamaged(f"checkpoint {path} is damaged: shard file {name} is truncated "
                                  f"({size} bytes, the index needs {end})")


def read_metadata_or_damage(path: Path) -> dict:
    """:func:`read_metadata`, with an unreadable marker reported as damage (CheckpointDamaged)."""
    try:
        return read_metadata(path)
    except ValueError as e:
        raise CheckpointDamaged(f"checkpoint {path} is damaged: {MARKER} is not valid JSON ({e})") from None


def complete_checkpoints(root: str | os.PathLike) -> List[Path]:
    """Every complete checkpoint directly under ``root``, oldest first (by saved step, then time)."""
    return _complete_checkpoints(Path(root))


# ----------------------------------------------------------------------------- load


def load_checkpoint(
    path: str | os.PathLike,
    policies: Dict[str, Any],
    *,
    load_optimizer: bool = True,
    load_rng: bool = True,
) -> Dict[str, Any]:
    """Restore ``policies`` from the checkpoint at ``path`` (collective); returns its ``extra``.

    Restores weights, optimizer state (Adam moments and step count), LR schedule, call
    counter, phase and, under the same TP/PP layout, the RNG streams, so training resumes
    bit-exactly. Under a different TP/PP layout the weights (and, with the
    ``fully_reshardable`` optimizer format, the optimizer) are resharded; RNG states are
    per rank and are then left as they are.

    Args:
        path: a complete checkpoint directory written by :func:`save_checkpoint`.
        policies: ``{"A": ..., "B": ...}``; each name must be in the checkpoint (freshly
            built policies of the same model are expected).
        load_optimizer: False loads weights, schedule and counters only (Adam starts fresh).
        load_rng: restore process and policy RNG states (same layout only).

    Returns:
        The ``extra`` dict given to :func:`save_checkpoint`.

    Raises:
        CheckpointError: incomplete or damaged checkpoint (:func:`check_checkpoint`; a shard
            that fails to read), a policy missing from it, or a ``dp_reshardable`` optimizer
            state asked for under a different TP/PP layout.
    """
    check_checkpoint(path)
    meta = read_metadata(path)
    fmt = meta["optimizer_format"]
    saved, now = meta["layout"], _layout()
    same_mp = (saved["tp"], saved["pp"], saved["vpp"]) == (now["tp"], now["pp"], now["vpp"])
    for name in policies:
        if name not in meta["policies"]:
            raise CheckpointError(f"policy {name!r} is not in checkpoint {path} (it holds {sorted(meta['policies'])})")
        _check_lora_identity(path, name, meta["policies"][name].get("lora"), policies[name])
    if load_optimizer and not same_mp and fmt == "dp_reshardable":
        raise CheckpointError(
            f"checkpoint {path} was saved at tp={saved['tp']}, pp={saved['pp']}, virtual_pp={saved['vpp']} with the "
            f"dp_reshardable optimizer format, which only reshards over DP; now tp={now['tp']}, pp={now['pp']}, "
            f"virtual_pp={now['vpp']}. Load with load_optimizer=False (fresh Adam state), or save with "
            "checkpoint.optimizer_format=fully_reshardable"
        )
    with_rng = load_rng and same_mp

    for name, pol in policies.items():
        phase = meta["policies"][name]["phase"]
        if phase != pol.phase:
            pol.start_phase(phase)

    sd: Dict[str, Any] = {}
    for name, pol in policies.items():
        psd = _policy_state(pol, fmt, is_loading=True, with_optimizer=load_optimizer, with_rng=with_rng)
        add_prefix_for_sharding(psd, f"{name}/")
        sd[name] = psd
    if with_rng:
        sd["process_rng"] = _sharded_object("process_rng", None)

    with torch.no_grad():
        try:
            loaded = dist_checkpointing.load(sd, str(path), sharded_strategy=None)
        except Exception as e:  # noqa: BLE001 - damage the cheap check could not see (garbled shard bytes)
            raise CheckpointDamaged(f"checkpoint {path} is damaged: reading its shards failed "
                                  f"({type(e).__name__}: {str(e)[:200]})") from e
        for name, pol in policies.items():
            st = loaded[name]
            pol.load_model_state(st["model"])
            if load_optimizer:
                _load_optimizer(pol, st["optimizer"])
                _set_adam_steps(pol, st.get("adam_steps", []))
            else:
                pol.weights_changed()
            pol.scheduler.num_steps = 0  # load_state_dict adds the saved count
            pol.scheduler.load_state_dict(st["scheduler"])
            pol.iteration = int(st["iteration"])
            if with_rng:
                pol._rng = st["rng"]
    if with_rng:
        restore_process_rng(loaded["process_rng"])
    _barrier()
    return dict(loaded.get("extra", {}))


__all__ = ["CheckpointDamaged", "CheckpointError", "check_checkpoint", "complete_checkpoints", "latest_checkpoint", "load_checkpoint",
           "read_metadata", "save_checkpoint"]
