"""LoRA rivals on megatron: tensor-parallel low-rank adapters on one frozen base.

The paper's setting (AGON.md "Rivals"): rivals A and B are two rank-``r`` LoRA adapters
on ONE frozen base; A's adapter starts as a no-op (``lora_B = 0``), B's ``lora_B`` gets
small Gaussian noise (``init_noise_std``) so the two differ from step 0.

An adapter adds ``scale * B (A x)`` to a megatron linear's output, ``scale = alpha / r``
(Hu et al. 2021, "LoRA", eq. 3; peft's ``LoraLayer.scaling``). ``A`` is ``[r, in]``
(down-projection), ``B`` is ``[out, r]`` (up-projection). Targets are megatron module
names of every transformer layer: ``linear_qkv``, ``linear_proj`` (attention in/out),
``linear_fc1``, ``linear_fc2`` (MLP), and on Qwen3.5's Gated DeltaNet layers ``in_proj``,
``out_proj`` (the linear attention's in/out projections). A layer gets the targets it holds
(a Qwen3.5 attention layer has no ``in_proj``, a Gated DeltaNet layer no ``linear_qkv``); a
target that no layer of the model holds is refused. Tensor parallelism (TP) follows the base
layer:

* column-parallel base (``linear_qkv``, ``linear_fc1``, ``in_proj``; weight split on its
  output): ``A`` replicated ``[r, in]``, ``B`` split like the output ``[out/tp, r]`` (for fc1
  each rank holds ``[gate_r; up_r]`` rows, for ``in_proj`` ``[q_r; k_r; v_r; z_r]``, like the
  base; the base's ``[b_r; a_r]`` rows after them get no update). The ``[.., r]`` activations enter
  the TP region through ``copy_to_tensor_model_parallel_region`` (backward: all-reduce),
  so ``A``'s gradient is the full sum on every rank. Under sequence parallelism the input
  is all-gathered first, as the base layer does.
* row-parallel base (``linear_proj``, ``linear_fc2``, ``out_proj``; weight split on its input):
  ``A`` split like the input ``[r, in/tp]``, ``B`` replicated ``[out, r]``; the partial
  ``A x`` sums are all-reduced (``reduce_from_tensor_model_parallel_region``, ``[.., r]``
  only), and under sequence parallelism the update is split along the sequence like the
  base output's reduce-scatter.

So every rank's result equals the unsharded computation; pipeline parallelism is
unchanged (adapters live in their layer's stage). The sharded adapter parameters carry
megatron's ``tensor_model_parallel`` attributes (gradient norms count them once) and
checkpoint keys independent of TP/PP (``adapter_sharded_state_dict``).

Hugging Face side: megatron's fused ``linear_qkv`` / ``linear_fc1`` adapters become
peft adapters on ``q_proj, k_proj, v_proj`` / ``gate_proj, up_proj`` that share the same
``lora_A`` and split ``lora_B`` like the base weight (exactly the same function);
``linear_proj`` -> ``o_proj``, ``linear_fc2`` -> ``down_proj``; ``in_proj`` -> ``in_proj_qkv,
in_proj_z`` (one shared ``lora_A``; the ``b`` / ``a`` rows of megatron's fused ``in_proj`` are not
adapted, as SGLang's Qwen3.5 LoRA adapts ``in_proj_qkvz`` only), ``out_proj`` -> ``out_proj`` of
HF's ``linear_attn``. Adapter tensors are named
``model.layers.{i}.self_attn.q_proj.lora_A.weight`` (peft's file names without the
``base_model.model.`` prefix).
"""
from __future__ import annotations

import hashlib
import math
import zlib
from dataclasses import dataclass
from typing import Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

import torch
import torch.nn.functional as F

from agon_mcore.config import ConfigError
from agon_mcore.config.validation import moe_lora_refusal

#: megatron target name (config.LORA_TARGETS) -> (submodule path in a TransformerLayer, TP mode, HF modules)
TARGETS: Dict[str, Tuple[str, str, Tuple[str, ...]]] = {
    "linear_qkv": ("self_attention.linear_qkv", "column", ("self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj")),
    "linear_proj": ("self_attention.linear_proj", "row", ("self_attn.o_proj",)),
    "linear_fc1": ("mlp.linear_fc1", "column", ("mlp.gate_proj", "mlp.up_proj")),
    "linear_fc2": ("mlp.linear_fc2", "row", ("mlp.down_proj",)),
    "in_proj": ("self_attention.in_proj", "column", ("linear_attn.in_proj_qkv", "linear_attn.in_proj_z")),
    "out_proj": ("self_attention.out_proj", "row", ("linear_attn.out_proj",)),
}
#: targets that exist only on Gated DeltaNet (linear-attention) layers, and only on other layers
LINEAR_ATTENTION_TARGETS = ("in_proj", "out_proj")
SOFTMAX_ATTENTION_TARGETS = ("linear_qkv", "linear_proj")


def hf_target_modules(targets: Sequence[str]) -> List[str]:
    """peft ``target_modules`` (short HF names) of megatron targets, e.g. ``['q_proj', 'k_proj', ...]``."""
    return [n.split(".")[-1] for t in targets for n in TARGETS[t][2]]


@dataclass(frozen=True)
class LoraSpec:
    """One rival's adapter settings (``rivals.X.lora_*`` and ``init_noise_std``).

    Attributes:
        rank: r, the adapter rank (>= 1).
        alpha: the update is scaled by ``alpha / rank``.
        dropout: dropout probability on the adapter input while training (0 = off; log-probs
            of the rollout engine match the trainer's only at 0).
        targets: megatron module names (subset of :data:`TARGETS`; default: the attention and
            MLP linears, as ``rivals.X.lora_target_modules``' default).
        init_noise_std: std of the Gaussian noise put in ``lora_B`` at init (0: the
            adapter starts as a no-op, the output equals the base).
    """

    rank: int = 16
    alpha: float = 32.0
    dropout: float = 0.0
    targets: Tuple[str, ...] = ("linear_qkv", "linear_proj", "linear_fc1", "linear_fc2")
    init_noise_std: float = 0.0

    @property
    def scale(self) -> float:
        return float(self.alpha) / float(self.rank)

    def validate(self, where: str = "lora") -> None:
        """Raises ConfigError naming the bad field (``config.validate_lora_settings``)."""
        from agon_mcore.config import validate_lora_settings

        validate_lora_settings(self.rank, self.alpha, self.dropout, list(self.targets), self.init_noise_std, where)

    @classmethod
    def from_rival(cls, rc) -> "LoraSpec":
        """From a :class:`agon_mcore.config.RivalConfig` with ``kind='lora'``."""
        return cls(rank=int(rc.lora_rank), alpha=float(rc.lora_alpha), dropout=float(rc.lora_dropout),
                   targets=tuple(rc.lora_target_modules), init_noise_std=float(rc.init_noise_std))


# ----------------------------------------------------------------------------- the layer


class LoraAdapter(torch.nn.Module):
    """The low-rank update of one megatron parallel linear (this rank's shards).

    Attached as child ``adapter`` of the base linear; a forward hook adds its output to
    the base output, so parameter names stay megatron's
    (``...linear_qkv.weight`` and ``...linear_qkv.adapter.lora_A``).

    Args:
        mode: ``"column"`` or ``"row"`` (the base layer's TP split).
        in_local, out_local: the base weight's local shape ``[out_local, in_local]``.
        spec: rank, alpha, dropout.
        sequence_parallel: the model runs with megatron sequence parallelism.
        norm_eps: set for TE's fused ``LayerNormColumnParallelLinear`` (its input is
            pre-norm): the adapter applies the layer's RMSNorm itself.

    Shapes: ``lora_A`` ``[r, in_local]`` (column: ``in_local = in``), ``lora_B``
    ``[out_local, r]`` (row: ``out_local = out``); fp32 on CPU, ``params_dtype`` on GPU.
    """

    def __init__(self, mode: str, in_local: int, out_local: int, spec: LoraSpec, *, dtype: torch.dtype,
                 device, sequence_parallel: bool, norm_eps: Optional[float] = None, zero_centered: bool = False):
        super().__init__()
        from megatron.core.tensor_parallel.layers import set_tensor_model_parallel_attributes

        if mode not in ("column", "row"):
            raise ValueError(f"LoraAdapter mode {mode!r}: use 'column' or 'row'")
        self.mode = mode
        self.rank = spec.rank
        self.scale = spec.scale
        self.dropout = float(spec.dropout)
        self.sequence_parallel = bool(sequence_parallel)
        self.norm_eps = norm_eps
        self.zero_centered = zero_centered
        self.pad_out = 0  # trailing output rows with no update (zeros appended): Gated DeltaNet in_proj's b, a
        self.lora_A = torch.nn.Parameter(torch.zeros(spec.rank, in_local, dtype=dtype, device=device))
        self.lora_B = torch.nn.Parameter(torch.zeros(out_local, spec.rank, dtype=dtype, device=device))
        if mode == "column":
            set_tensor_model_parallel_attributes(self.lora_B, True, 0, 1)
        else:
            set_tensor_model_parallel_attributes(self.lora_A, True, 1, 1)

    def forward(self, x: torch.Tensor, norm_weight: Optional[torch.Tensor] = None) -> torch.Tensor:
        """The update ``scale * B (A x)`` for the base layer's input ``x`` ``[s(/tp), b, in(/tp)]``.

        Returns a tensor shaped like the base layer's output on this rank.
        """
        from megatron.core.tensor_parallel import mappings as tpm
        from megatron.core.tensor_parallel.random import get_cuda_rng_tracker

        if self.mode == "column":
            if self.sequence_parallel:
                # the full sequence, as the base layer gathers it; the gradient arriving here
                # is complete on every rank (all-reduced below), so backward takes the slice
                x = tpm.gather_from_sequence_parallel_region(x, tensor_parallel_output_grad=False)
            if norm_weight is not None:
                x = _rms_norm(x, norm_weight, self.norm_eps, self.zero_centered)
            if self.training and self.dropout > 0:
                x = F.dropout(x, self.dropout)  # input replicated over TP: same mask everywhere
            h = F.linear(x, self.lora_A)
            h = tpm.copy_to_tensor_model_parallel_region(h)
            out = F.linear(h, self.lora_B) * self.scale
            return F.pad(out, (0, self.pad_out)) if self.pad_out else out
        if self.training and self.dropout > 0:
            with get_cuda_rng_tracker().fork():  # input split over TP: per-rank masks
                x = F.dropout(x, self.dropout)
        h = tpm.reduce_from_tensor_model_parallel_region(F.linear(x, self.lora_A))
        out = F.linear(h, self.lora_B) * self.scale
        if self.sequence_parallel:
            out = tpm.scatter_to_sequence_parallel_region(out)
        return out


def _rms_norm(x: torch.Tensor, w: torch.Tensor, eps: float, zero_centered: bool) -> torch.Tensor:
    xf = x.float()
    y = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)
    return (y * ((w.float() + 1) if zero_centered else w.float())).to(x.dtype)


def _lora_hook(module, args, output):
    x = args[0]
    out, bias = output
    norm_w = getattr(module, "layer_norm_weight", None) if module.adapter.norm_eps is not None else None
    return out + module.adapter(x, norm_w).to(out.dtype), bias


@dataclass
class AdapterRef:
    """Where one adapter lives: chunk index, local and global layer, target, the module."""

    chunk: int
    local_layer: int
    layer: int  # global 0-based layer number
    target: str
    adapter: LoraAdapter

    def mcore_name(self, which: str) -> str:
        """Parameter name inside its chunk, e.g. ``decoder.layers.0.self_attention.linear_qkv.adapter.lora_A``."""
        return f"decoder.layers.{self.local_layer}.{TARGETS[self.target][0]}.adapter.{which}"

    def global_key(self, which: str) -> str:
        """Layout-independent key, e.g. ``decoder.layers.5.self_attention.linear_qkv.adapter.lora_A``."""
        return f"decoder.layers.{self.layer}.{TARGETS[self.target][0]}.adapter.{which}"


def _inner(m):
    from agon_mcore.bridge.bridge import unwrap_model

    return unwrap_model(m)


def attach_adapters(chunks: list, spec: LoraSpec) -> List[AdapterRef]:
    """Add one :class:`LoraAdapter` per target linear of every layer and freeze everything else.

    Call before DDP wrapping (megatron's DDP and optimizer only take ``requires_grad``
    parameters, so each rival's grads and Adam state cover its adapters only).

    Returns:
        The adapters of this rank (all chunks), in (chunk, layer, target) order.

    Raises:
        ConfigError: a target module is missing or not a megatron parallel linear.
    """
    spec.validate()
    refs: List[AdapterRef] = []
    for ci, chunk in enumerate(chunks):
        model = _inner(chunk)
        for p in model.parameters():
            p.requires_grad_(False)
        cfg = model.config
        _check_targets_exist(chunk, spec.targets)
        for j, layer in enumerate(model.decoder.layers):
            for t in spec.targets:
                path, mode, _ = TARGETS[t]
                if path.startswith("mlp.") and not hasattr(layer.mlp, path[4:]):  # a MoE layer's experts
                    raise ConfigError(moe_lora_refusal("LoRA targets", [t]))
                if not _holds(layer, path):
                    continue  # e.g. in_proj on an attention layer, linear_qkv on a Gated DeltaNet layer
                mod = layer.get_submodule(path)
                w = getattr(mod, "weight", None)
                if w is None or w.dim() != 2:
                    raise ConfigError(f"LoRA target {t}: {type(mod).__name__} at {path} has no 2-D weight")
                if hasattr(mod, "adapter"):
                    raise ConfigError(f"LoRA target {t} of layer {j} already has an adapter")
                fused_norm = getattr(mod, "layer_norm_weight", None) is not None
                if fused_norm and cfg.normalization != "RMSNorm":
                    raise ConfigError("LoRA on TE's fused LayerNorm linears supports RMSNorm models only")
                pad = 0
                if t == "in_proj":  # no update on the trailing [b_r; a_r] rows (beta and decay inputs)
                    gdn = layer.self_attention
                    pad = 2 * gdn.num_value_heads // gdn.tp_size
                ad = LoraAdapter(
                    mode, w.shape[1], w.shape[0] - pad, spec, dtype=w.dtype, device=w.device,
                    sequence_parallel=bool(cfg.sequence_parallel),
                    norm_eps=cfg.layernorm_epsilon if fused_norm else None,
                    zero_centered=bool(getattr(cfg, "layernorm_zero_centered_gamma", False)),
                )
                if t == "in_proj":  # B's rows [q; k; v; z] (full sizes): its TP layout per component
                    ad.sections, ad.pad_out = (gdn.qk_dim, gdn.qk_dim, gdn.v_dim, gdn.v_dim), pad
                mod.add_module("adapter", ad)
                mod.register_forward_hook(_lora_hook)
                refs.append(AdapterRef(ci, j, int(layer.layer_number) - 1, t, ad))
    return refs


def _holds(layer, path: str) -> bool:
    obj = layer
    for part in path.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            return False
    return True


def _check_targets_exist(chunk, targets) -> None:
    """Refuse a target that no layer of the model holds (from the model's config, so every PP stage agrees)."""
    m = getattr(chunk, "agon_model_cfg", None) or getattr(_inner(chunk), "agon_model_cfg", None)
    if m is None:
        return
    kinds = set(m.layer_types or []) if m.arch in ("qwen3_5", "qwen3_5_moe") else {"full_attention"}
    lin = [t for t in targets if t in LINEAR_ATTENTION_TARGETS]
    if lin and "linear_attention" not in kinds:
        raise ConfigError(f"LoRA targets {lin} are the Gated DeltaNet (linear-attention) projections, and this "
                          f"{m.arch} model has no such layers; use {list(SOFTMAX_ATTENTION_TARGETS)} for its attention")
    soft = [t for t in targets if t in SOFTMAX_ATTENTION_TARGETS]
    if soft and not kinds - {"linear_attention"}:
        raise ConfigError(f"LoRA targets {soft}: this {m.arch} model has no softmax-attention layer; use "
                          f"{list(LINEAR_ATTENTION_TARGETS)}")


def _tp():
    from megatron.core import parallel_state as mps

    return mps.get_tensor_model_parallel_world_size(), mps.get_tensor_model_parallel_rank()


def local_slice(kind: str, full: torch.Tensor, tp: int, r: int, sections: Optional[Sequence[int]] = None
                ) -> torch.Tensor:
    """This TP rank's shard of a full (TP1-layout) adapter tensor.

    ``kind="split"`` (``in_proj``'s ``lora_B``): ``full`` is the components of ``sections`` (full sizes, dim 0)
    one after the other; the shard is rank ``r``'s slice of each component.
    """
    if kind == "rep" or tp == 1:
        return full
    if kind == "split":
        return torch.cat([s.chunk(tp, dim=0)[r] for s in full.split(list(sections), dim=0)], dim=0)
    if kind == "col":
        return full.chunk(tp, dim=1)[r]
    if kind == "fc1":
        gate, up = full.chunk(2, dim=0)
        return torch.cat([gate.chunk(tp, dim=0)[r], up.chunk(tp, dim=0)[r]], dim=0)
    return full.chunk(tp, dim=0)[r]  # qkv: whole query groups per rank


def shard_kinds(target: str) -> Tuple[str, str]:
    """TP layout of ``(lora_A, lora_B)`` of ``target`` in the bridge's vocabulary (rep|col|qkv|fc1)."""
    return {"linear_qkv": ("rep", "qkv"), "linear_fc1": ("rep", "fc1"), "in_proj": ("rep", "split"),
            "linear_proj": ("col", "rep"), "linear_fc2": ("col", "rep"), "out_proj": ("col", "rep")}[target]


@torch.no_grad()
def init_adapters_(refs: List[AdapterRef], spec: LoraSpec, seed: int) -> None:
    """Initialise adapters independently of the TP/PP layout.

    ``lora_A``: peft's default, Kaiming-uniform ``U(-1/sqrt(in), 1/sqrt(in))``;
    ``lora_B``: zeros, plus ``N(0, init_noise_std^2)`` noise when ``spec.init_noise_std > 0``.
    Each full (TP1-layout) tensor is drawn from a generator seeded by ``seed`` and its
    global key, then sliced to this rank's shard.
    """
    tp, r = _tp()
    for ref in refs:
        kind_a, kind_b = shard_kinds(ref.target)
        ad = ref.adapter
        full_in = ad.lora_A.shape[1] * (tp if kind_a == "col" else 1)
        full_out = ad.lora_B.shape[0] * (tp if kind_b in ("qkv", "fc1", "split") else 1)
        g = torch.Generator().manual_seed((seed * 1000003 + zlib.crc32(ref.global_key("lora_A").encode())) % (2**63))
        bound = 1.0 / math.sqrt(full_in)
        a = (torch.rand(spec.rank, full_in, generator=g, dtype=torch.float32) * 2 - 1) * bound
        ad.lora_A.copy_(local_slice(kind_a, a, tp, r))
        b = torch.zeros(full_out, spec.rank)
        if spec.init_noise_std > 0:
            g = torch.Generator().manual_seed((seed * 1000003 + zlib.crc32(ref.global_key("lora_B").encode())) % (2**63))
            b = torch.randn(full_out, spec.rank, generator=g) * spec.init_noise_std
        ad.lora_B.copy_(local_slice(kind_b, b, tp, r, getattr(ad, "sections", None)))


# ----------------------------------------------------------------------------- one shared base


def base_parameters(chunks: list) -> Iterator[Tuple[str, torch.nn.Parameter]]:
    """``(chunk-prefixed name, parameter)`` of every non-adapter parameter (duplicates kept)."""
    for i, c in enumerate(chunks):
        for n, p in _inner(c).named_parameters(remove_duplicate=False):
            if ".adapter." not in n:
                yield f"{i}.{n}", p


@torch.no_grad()
def share_base_(chunks: list, base_chunks: list) -> int:
    """Make ``chunks`` use ``base_chunks``' parameters (same tensor objects), dropping their own.

    Both model lists must have the same structure (same model config and layout). After
    this one base lives in memory; the dropped tensors are freed. Persistent buffers that are
    part of the checkpoint (Gemma 4's ``layer_scalar``) are shared too, so a base loaded into
    ``base_chunks`` is the base of ``chunks`` entirely.

    Returns:
        The number of parameter elements now shared (this rank).

    Raises:
        ConfigError: the two models differ in a name or shape.
    """
    src = dict(base_parameters(base_chunks))
    src_buffers = {}
    for i, c in enumerate(base_chunks):
        for mod_name, mod in _inner(c).named_modules(remove_duplicate=False):
            for bname, b in mod._buffers.items():
                if b is not None and bname not in mod._non_persistent_buffers_set:
                    src_buffers[f"{i}.{mod_name}.{bname}"] = b
    shared = 0
    for i, c in enumerate(chunks):
        model = _inner(c)
        for mod_name, mod in model.named_modules(remove_duplicate=False):
            if ".adapter" in f".{mod_name}" or isinstance(mod, LoraAdapter):
                continue
            for bname, b in list(mod._buffers.items()):
                q = src_buffers.get(f"{i}.{mod_name}.{bname}")
                if b is not None and bname not in mod._non_persistent_buffers_set and q is not None:
                    if q.shape != b.shape:
                        raise ConfigError(f"LoRA rivals share one base, but the buffer {i}.{mod_name}.{bname} differs "
                                          f"in shape ({tuple(b.shape)} vs {tuple(q.shape)}); give both rivals the same "
                                          "model")
                    mod._buffers[bname] = q
            for pname, p in list(mod._parameters.items()):
                if p is None:
                    continue
                full = f"{i}.{mod_name}.{pname}" if mod_name else f"{i}.{pname}"
                q = src.get(full)
                if q is None or q.shape != p.shape:
                    raise ConfigError(
                        f"LoRA rivals share one base, but the models differ at {full} "
                        f"({tuple(p.shape)} vs {None if q is None else tuple(q.shape)}); give both rivals the same model"
                    )
                if q is not p:
                    mod._parameters[pname] = q
                    shared += q.numel()
    return shared


def base_fingerprint(named_hf_tensors: Iterable[Tuple[str, torch.Tensor]]) -> str:
    """sha256 of the base model's HF-named tensors (names, shapes, fp32 bytes): the base's identity.

    Computed from the bridge's export stream, so it does not depend on the TP/PP layout.
    """
    h = hashlib.sha256()
    for name, t in named_hf_tensors:
        h.update(name.encode())
        h.update(str(tuple(t.shape)).encode())
        h.update(t.detach().float().contiguous().cpu().numpy().tobytes())
    return h.hexdigest()


# ----------------------------------------------------------------------------- checkpoints


def adapter_sharded_state_dict(chunks: list, refs: List[AdapterRef]) -> Dict[str, dict]:
    """Megatron sharded state dict of the adapters only: ``{"model{i}": {name: ShardedTensor}}``.

    Keys use global layer numbers and the TP1 layout (fc1's ``lora_B`` through megatron's
    swiglu factory, ``in_proj``'s through the split factory megatron's Gated DeltaNet uses for
    its ``in_proj``), so a checkpoint loads under another TP/PP layout.
    ``ShardedTensor.data`` is the parameter itself (megatron's optimizer maps its state by it).
    """
    from megatron.core.transformer.mlp import apply_swiglu_sharded_factory
    from megatron.core.transformer.utils import make_sharded_tensors_for_checkpoint

    out: Dict[str, dict] = {f"model{i}": {} for i in range(len(chunks))}
    for ref in refs:
        kind_a, kind_b = shard_kinds(ref.target)
        for which, kind in (("lora_A", kind_a), ("lora_B", kind_b)):
            p = getattr(ref.adapter, which)
            axis = {"col": 1, "qkv": 0, "fc1": 0, "split": 0}.get(kind)
            key = ref.global_key(which)
            sh = make_sharded_tensors_for_checkpoint({key: p}, "", {key: axis} if axis is not None else {})[key]
            if kind == "fc1":
                sh = apply_swiglu_sharded_factory(sh, ())
            elif kind == "split":
                from megatron.core.ssm.gated_delta_net import _split_tensor_factory

                tp, _ = _tp()
                sh = _split_tensor_factory(sh, [n // tp for n in ref.adapter.sections],
                                           ["query", "key", "value", "z"], 0)
            out[f"model{ref.chunk}"][ref.mcore_name(which)] = sh
    return out


@torch.no_grad()
def load_adapter_state(chunks: list, refs: List[AdapterRef], loaded: Dict[str, dict]) -> None:
    """Copy a loaded :func:`adapter_sharded_state_dict` into the adapters.

    Raises:
        KeyError: an adapter tensor is missing.
    """
    for ref in refs:
        sd = loaded[f"model{ref.chunk}"]
        for which in ("lora_A", "lora_B"):
            getattr(ref.adapter, which).copy_(sd[ref.mcore_name(which)])


def peft_kwargs(spec: LoraSpec) -> dict:
    """``peft.LoraConfig`` keyword arguments of an adapter exported by agon (rank, alpha, HF targets)."""
    return {"r": spec.rank, "lora_alpha": spec.alpha, "target_modules": hf_target_modules(spec.targets)}
