"""LoRA adapters on the Hugging Face / peft side: which adapter tensors a model has, their
export and import in peft's names, and merging an adapter into base weights.

megatron's fused ``linear_qkv`` / ``linear_fc1`` adapters become peft adapters on
``q_proj, k_proj, v_proj`` / ``gate_proj, up_proj`` that share the same ``lora_A`` and split
``lora_B`` like the base weight; ``linear_proj`` -> ``o_proj``, ``linear_fc2`` ->
``down_proj``; Qwen3.5's Gated DeltaNet ``in_proj`` becomes ``linear_attn.in_proj_qkv`` and
``in_proj_z`` (shared ``lora_A``; its ``b`` / ``a`` rows are not adapted), ``out_proj`` ``linear_attn.out_proj``. The plan comes from the family's bridge (each layer's own head sizes, K = V and
KV-sharing layers, a wrapper's name prefix). The adapters themselves and their TP sharding are
in :mod:`agon_mcore.policy.lora`.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Dict, Iterable, Iterator, List, Optional, Tuple

import torch

from agon_mcore.config import ConfigError
from agon_mcore.policy.lora import TARGETS, AdapterRef, LoraSpec, local_slice, shard_kinds


@dataclass
class _AdapterEntry:
    pp: int
    vp: int
    ref_key: Tuple[int, str]  # (global layer, target)
    which: str  # lora_A | lora_B
    kind: str  # rep | col | qkv | fc1
    hf: List[str]
    hf_shapes: List[Tuple[int, ...]] = field(default_factory=list)
    base: Optional[object] = None  # lora_B of a fused target: the bridge entry of its layout (fused QKV groups)


#: bridge layouts of a fused column-parallel weight that lora_B follows as they are: Qwen3.5's gated
#: ``linear_qkv`` (per group [q heads; gate heads; k; v]) and Gated DeltaNet ``in_proj`` (per component)
_FAMILY_LAYOUTS = ("gqkv", "split")
_LAYER_IN_NAME = re.compile(r"layers\.(\d+)\.")


def adapter_plan(bridge, chunks: list, hf_config, spec: LoraSpec) -> List[_AdapterEntry]:
    """Every adapter tensor of the full model (all PP ranks), in HF layer order; no communication.

    Read from the bridge's own plan (its HF names, shapes and fused layouts), so every layer
    gets the adapters of what it holds: a Gemma 4 layer's own head size, no ``v_proj`` on
    K = V layers, only ``q_proj`` on KV-sharing layers, a double-wide MLP; Qwen3.5's gated
    ``q_proj`` (per head ``[q_h; gate_h]``) on attention layers and ``in_proj`` / ``out_proj``
    on Gated DeltaNet layers; and the HF prefix of the checkpoint (``model.language_model.``
    of a multimodal wrapper).

    Raises:
        ConfigError: a target that no layer of the bridge's plan holds.
    """
    r = spec.rank
    paths = {TARGETS[t][0] + ".weight": t for t in spec.targets}
    found: Dict[Tuple[int, str], object] = {}
    for e in bridge.plan(chunks, hf_config):
        if not e.mcore.startswith("decoder.layers."):
            continue
        t = paths.get(e.mcore.split(".", 3)[3])
        if t == "in_proj":  # adapted: in_proj_qkv, in_proj_z ([q; k; v; z]); not in_proj_b / in_proj_a
            e = dataclasses.replace(e, hf=e.hf[:2], hf_shapes=e.hf_shapes[:2], sections=e.sections[:4])
        if t is not None:
            found[(int(_LAYER_IN_NAME.search(e.hf[0]).group(1)), t)] = e
    layers = sorted({i for i, _ in found})
    missing = [t for t in spec.targets if not any(k[1] == t for k in found)]
    if missing:
        raise ConfigError(f"LoRA targets {missing}: no layer has {[TARGETS[t][0] for t in missing]} in the {bridge.arch} "
                          "mapping")
    out = []
    for i in layers:
        for t in spec.targets:
            e = found.get((i, t))
            if e is None:
                continue  # this layer does not hold the target (Qwen3.5: attention vs Gated DeltaNet layers)
            mods = [n[: -len(".weight")] for n in e.hf]
            ka, kb = shard_kinds(t)
            a_names = [m + ".lora_A.weight" for m in mods]
            b_names = [m + ".lora_B.weight" for m in mods]
            if TARGETS[t][1] == "column":  # one down-projection of the input, B split like the fused output
                a_shapes = [(r, e.hf_shapes[0][1])] * len(mods)
                b_shapes = [(s[0], r) for s in e.hf_shapes]
            else:
                a_shapes, b_shapes = [(r, e.hf_shapes[0][1])], [(e.hf_shapes[0][0], r)]
            if e.kind in _FAMILY_LAYOUTS:  # B rows in the family's own fused layout (as its base weight)
                kb = e.kind
            base_b = dataclasses.replace(e, hf=b_names, hf_shapes=b_shapes, kind=kb)
            out.append(_AdapterEntry(e.pp, e.vp, (i, t), "lora_A", ka, a_names, a_shapes))
            out.append(_AdapterEntry(e.pp, e.vp, (i, t), "lora_B", kb, b_names, b_shapes, base=base_b))
    return out


def _layout_entry(e: _AdapterEntry):
    """The bridge entry giving ``e``'s TP layout (its fused-QKV groups where the family has its own)."""
    from agon_mcore.bridge.bridge import _Entry

    return e.base if e.base is not None else _Entry(e.pp, e.vp, "", e.hf, e.kind)


def _to_hf(e: _AdapterEntry, full: torch.Tensor, bridge, hf_config) -> List[torch.Tensor]:
    if e.kind in ("rep", "col"):
        return [full] * len(e.hf)  # lora_A shared by q/k/v (gate/up); or a single HF module
    return bridge._to_hf(_layout_entry(e), full, hf_config)


def export_adapter_hf(bridge, chunks: list, refs: List[AdapterRef], hf_config, spec: LoraSpec
                      ) -> Iterator[Tuple[str, torch.Tensor]]:
    """Stream the adapter as full HF-named tensors (peft layout, see the module docstring).

    A collective like the bridge's ``export_hf``: TP all-gathers of the sharded halves,
    PP broadcasts from the owning stage; every rank yields the same sequence.
    """
    import torch.distributed as dist

    from agon_mcore.bridge.bridge import _parallel_info

    info = _parallel_info()
    by = {(ref.layer, ref.target): ref for ref in refs}
    dtype = refs[0].adapter.lora_A.dtype if refs else torch.float32
    device = refs[0].adapter.lora_A.device if refs else torch.device("cpu")
    with torch.no_grad():
        for e in adapter_plan(bridge, chunks, hf_config, spec):
            if e.pp == info["pp_rank"]:
                local = getattr(by[e.ref_key].adapter, e.which).detach()
                full = bridge._gather(_layout_entry(e), local, info)
                tensors = [t.contiguous() for t in _to_hf(e, full, bridge, hf_config)]
            else:
                tensors = [torch.empty(s, dtype=dtype, device=device) for s in e.hf_shapes]
            if info["pp"] > 1:
                src = dist.get_global_rank(info["pp_group"], e.pp)
                for k, t in enumerate(tensors):
                    if k > 0 and e.kind in ("rep", "col"):
                        tensors[k] = tensors[0]  # the same tensor, sent once
                        continue
                    dist.broadcast(t, src=src, group=info["pp_group"])
            yield from zip(e.hf, tensors)


@torch.no_grad()
def import_adapter_hf(bridge, chunks: list, refs: List[AdapterRef], hf_config, spec: LoraSpec,
                      named_tensors: Iterable[Tuple[str, torch.Tensor]]) -> None:
    """Load HF/peft-named adapter tensors (full) into this rank's adapter shards.

    Accepts peft's file names (``base_model.model.`` prefix and an ``.<adapter name>``
    before ``.weight`` are stripped).

    Raises:
        ConfigError: an unknown or missing tensor, a shape that does not match
            ``lora_rank``, or q/k/v (gate/up) ``lora_A`` that differ: megatron's fused
            ``linear_qkv`` / ``linear_fc1`` adapter has ONE down-projection, so only adapters
            whose fused projections share ``lora_A`` (as agon exports them) are representable.
    """
    from agon_mcore.bridge.bridge import _parallel_info

    info = _parallel_info()
    given: Dict[str, torch.Tensor] = {}
    for name, t in named_tensors:
        given[normalize_peft_name(name)] = t
    by = {(ref.layer, ref.target): ref for ref in refs}
    used = set()
    for e in adapter_plan(bridge, chunks, hf_config, spec):
        missing = [n for n in e.hf if n not in given]
        if missing:
            raise ConfigError(f"LoRA import: adapter tensor(s) {missing[:3]} missing (targets {list(spec.targets)})")
        ts = [given[n] for n in e.hf]
        used.update(e.hf)
        for n, t, s in zip(e.hf, ts, e.hf_shapes):
            if tuple(t.shape) != tuple(s):
                raise ConfigError(f"LoRA import: {n} has shape {tuple(t.shape)}, expected {tuple(s)} (lora_rank={spec.rank})")
        if e.kind in ("rep", "col") and any(not torch.equal(ts[0], t) for t in ts[1:]):
            raise ConfigError(
                f"LoRA import: {e.hf} have different lora_A; agon's fused megatron adapter shares one "
                "down-projection across q/k/v (gate/up), so this adapter cannot be represented exactly"
            )
        if e.pp != info["pp_rank"]:
            continue
        p = getattr(by[e.ref_key].adapter, e.which)
        if e.kind in ("rep", "col"):
            full = ts[0]
        else:
            full = ts  # bridge._shard takes the HF parts
        if e.kind in ("qkv", "fc1") + _FAMILY_LAYOUTS:
            shard = bridge._shard(_layout_entry(e), full, hf_config, p.shape, info)
        else:
            shard = local_slice(e.kind, full, info["tp"], info["tp_rank"])
        if tuple(shard.shape) != tuple(p.shape):
            raise ConfigError(f"LoRA import: {e.hf[0]} shard {tuple(shard.shape)} != adapter {tuple(p.shape)}")
        p.copy_(shard.to(dtype=p.dtype, device=p.device))
    extra = sorted(set(given) - used)
    if extra:
        raise ConfigError(f"LoRA import: tensors with no place among targets {list(spec.targets)}: {extra[:5]}")


def normalize_peft_name(name: str) -> str:
    """peft file/module name -> ours: strip ``base_model.model.`` and an adapter name before ``.weight``.

    ``base_model.model.model.layers.0.self_attn.q_proj.lora_A.weight`` and
    ``model.layers.0.self_attn.q_proj.lora_A.default.weight`` both give
    ``model.layers.0.self_attn.q_proj.lora_A.weight``.
    """
    if name.startswith("base_model.model."):
        name = name[len("base_model.model."):]
    parts = name.split(".")
    if len(parts) >= 3 and parts[-3] in ("lora_A", "lora_B") and parts[-1] == "weight":
        parts = parts[:-2] + ["weight"]
    return ".".join(parts)


def merge_adapter_into_hf(base_stream: Iterable[Tuple[str, torch.Tensor]], adapter: Dict[str, torch.Tensor],
                          scale: float) -> Iterator[Tuple[str, torch.Tensor]]:
    """Base HF tensors with ``W + scale * B @ A`` on every adapted module (a merged HF model).

    Args:
        base_stream: ``(hf_name, tensor)`` of the base (e.g. ``Bridge.export_hf``).
        adapter: ``{module.lora_A.weight: [r, in], module.lora_B.weight: [out, r]}``.
        scale: ``alpha / r``.
    """
    for name, t in base_stream:
        if name.endswith(".weight"):
            mod = name[: -len(".weight")]
            a, b = adapter.get(mod + ".lora_A.weight"), adapter.get(mod + ".lora_B.weight")
            if a is not None and b is not None:
                t = (t.float() + scale * (b.float() @ a.float())).to(t.dtype)
        yield name, t
