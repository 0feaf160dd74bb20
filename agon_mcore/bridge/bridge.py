"""Megatron ``GPTModel`` <-> Hugging Face parameter mapping (Qwen3, Qwen2, Llama).

One :class:`Bridge` serves per-step weight export to the rollout engines (streamed one
tensor at a time, bucketed by size with :func:`bucket_named_tensors`) and offline
checkpoint conversion (``agon_mcore.convert``).

Layouts (megatron-core 0.16, local and TE specs; HF names from ``modeling_qwen3.py``):

========================================  ==========================================  =========
megatron (per chunk, ``layers.j`` local)    HF (``model.layers.i.`` global)              TP split
========================================  ==========================================  =========
embedding.word_embeddings.weight [Vp/t,H]  model.embed_tokens.weight [V,H]              rows (vocab)
decoder.layers.j.input_layernorm.weight    input_layernorm.weight                       replicated
  (TE: self_attention.linear_qkv.layer_norm_weight)
self_attention.linear_qkv.weight           self_attn.{q,k,v}_proj.weight                rows, by group
  [(qpg+2)*g/t*d, H], per query group g: [q heads of g (qpg*d); k_g (d); v_g (d)]
self_attention.linear_qkv.bias (qwen2)     self_attn.{q,k,v}_proj.bias                  rows, by group
self_attention.{q,k}_layernorm.weight      self_attn.{q,k}_norm.weight [d] (qwen3)      replicated
self_attention.linear_proj.weight          self_attn.o_proj.weight [H, nq*d]            columns
pre_mlp_layernorm.weight                   post_attention_layernorm.weight              replicated
  (TE: mlp.linear_fc1.layer_norm_weight)
mlp.linear_fc1.weight [2F/t, H]            mlp.{gate,up}_proj.weight [F,H]              rows; each
  rank holds [gate_r; up_r] (its F/t slice of each)
mlp.linear_fc2.weight [H, F/t]             mlp.down_proj.weight [H,F]                   columns
decoder.final_layernorm.weight             model.norm.weight                            replicated
output_layer.weight [Vp/t,H] (untied)      lm_head.weight [V,H]                         rows (vocab)
========================================  ==========================================  =========

``qpg = num_attention_heads / num_kv_heads``; ``Vp`` = padded vocab (multiple of 128*TP):
export trims rows ``>= V``, import pads them with zeros. Pipeline stages own contiguous
layer ranges (``get_transformer_layer_offset``); with tied embeddings the embedding lives
on the first stage and megatron keeps a copy as ``output_layer.weight`` on the last stage,
which import fills and export never emits (``lm_head.weight`` is absent when tied).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator

import torch
import torch.distributed as dist
from megatron.core import parallel_state as mps
from megatron.core.models.gpt import GPTModel
from megatron.core.transformer.transformer_block import get_num_layers_to_build
from megatron.core.transformer.transformer_layer import get_transformer_layer_offset

from agon_mcore.config import ConfigError

# Alternative (TransformerEngine spec) names for the fused-norm parameters.
# Qwen3.5's Gated DeltaNet layers fuse the input norm into ``in_proj`` (policy/qwen3_5_te.py).
_TE_ALIASES = {
    "input_layernorm.weight": ("self_attention.linear_qkv.layer_norm_weight", "self_attention.in_proj.layer_norm_weight"),
    "pre_mlp_layernorm.weight": ("mlp.linear_fc1.layer_norm_weight",),
}


@dataclass
class _Entry:
    """One megatron parameter and the HF tensor(s) it holds."""

    pp: int  # owning pipeline rank
    vp: int  # chunk index on that rank
    mcore: str  # parameter name inside the chunk
    hf: list[str]  # HF names, in fusion order
    kind: str  # rep | row | col | qkv | fc1 | vocab
    hf_shapes: list[tuple[int, ...]] = field(default_factory=list)
    emit: bool = True  # False: import-only (tied output copy on the last stage)


def unwrap_model(m):
    """The ``GPTModel`` inside DDP / Float16Module / other ``.module`` wrappers."""
    while not isinstance(m, GPTModel) and hasattr(m, "module"):
        m = m.module
    if not isinstance(m, GPTModel):
        raise TypeError(f"expected a megatron GPTModel (possibly wrapped), got {type(m).__name__}")
    return m


def _parallel_info():
    if not mps.model_parallel_is_initialized():
        raise RuntimeError("megatron parallel state is not initialised; call init_parallel(...) first")
    return dict(
        tp=mps.get_tensor_model_parallel_world_size(),
        tp_rank=mps.get_tensor_model_parallel_rank(),
        tp_group=mps.get_tensor_model_parallel_group(),
        pp=mps.get_pipeline_model_parallel_world_size(),
        pp_rank=mps.get_pipeline_model_parallel_rank(),
        pp_group=mps.get_pipeline_model_parallel_group(),
        vpp=mps.get_virtual_pipeline_model_parallel_world_size() or 1,
    )


def layer_owners(config, pp: int, vpp: int, num_layers: int) -> dict:
    """``{global layer: (pp rank, virtual stage, local index)}`` of a megatron layout (every family's
    mapping walks the layers through it).

    Raises:
        RuntimeError: the layout does not cover layers ``0..num_layers-1`` exactly once.
    """
    vp_arg = (lambda v: v) if vpp > 1 else (lambda v: None)
    owner = {}
    for p in range(pp):
        for v in range(vpp):
            off = get_transformer_layer_offset(config, vp_stage=vp_arg(v), pp_rank=p)
            for j in range(get_num_layers_to_build(config, vp_stage=vp_arg(v), pp_rank=p)):
                owner[off + j] = (p, v, j)
    if sorted(owner) != list(range(num_layers)):
        raise RuntimeError(f"pipeline layout covers layers {sorted(owner)}, expected 0..{num_layers - 1}")
    return owner


class Bridge:
    """Parameter mapping for one dense architecture (``qwen3`` | ``qwen2`` | ``llama``).

    All three share Hugging Face's Llama naming; they differ in QK-norm (qwen3) and QKV
    bias (qwen2), both read from ``hf_config.model_type``.
    """

    def __init__(self, arch: str):
        if arch not in ("qwen3", "qwen2", "llama"):
            raise ConfigError(f"no bridge for arch={arch!r}; supported: qwen3, qwen2, llama")
        self.arch = arch

    # ------------------------------------------------------------------ plan
    def _check(self, hf_config, chunks) -> None:
        if hf_config.model_type != self.arch:
            raise ConfigError(f"bridge for {self.arch} given an HF config of model_type={hf_config.model_type!r}")
        m = chunks[0]
        c = m.config
        head_dim = getattr(hf_config, "head_dim", None) or hf_config.hidden_size // hf_config.num_attention_heads
        pairs = {
            "hidden_size": (c.hidden_size, hf_config.hidden_size),
            "num_layers": (c.num_layers, hf_config.num_hidden_layers),
            "num_attention_heads": (c.num_attention_heads, hf_config.num_attention_heads),
            "num_kv_heads": (c.num_query_groups, hf_config.num_key_value_heads),
            "head_dim": (c.kv_channels, head_dim),
            "ffn_hidden_size": (c.ffn_hidden_size, hf_config.intermediate_size),
            "tie_word_embeddings": (m.share_embeddings_and_output_weights, bool(hf_config.tie_word_embeddings)),
            "qk_norm": (bool(c.qk_layernorm), self.arch == "qwen3"),
            "attention_bias": (bool(c.add_qkv_bias), self.arch == "qwen2"),
        }
        vocab = getattr(m, "unpadded_vocab_size", None)
        if vocab is not None:
            pairs["vocab_size"] = (vocab, hf_config.vocab_size)
        if hf_config.vocab_size > m.vocab_size:
            pairs["vocab_size(padded)"] = (m.vocab_size, f">= {hf_config.vocab_size}")
        bad = [f"{k}: megatron model {a!r} != HF config {b!r}" for k, (a, b) in pairs.items() if a != b]
        if bad:
            raise ConfigError("megatron model and HF config disagree:\n  " + "\n  ".join(bad))

    def plan(self, chunks, hf_config) -> list[_Entry]:
        """Every parameter of the full model (all PP ranks), in HF order.

        Computed locally from the config (no communication), so every rank agrees on it.
        """
        info = _parallel_info()
        pp, vpp = info["pp"], info["vpp"]
        c = unwrap_model(chunks[0]).config
        tied = bool(hf_config.tie_word_embeddings)
        H, V, F = hf_config.hidden_size, hf_config.vocab_size, hf_config.intermediate_size
        nq, ng = hf_config.num_attention_heads, hf_config.num_key_value_heads
        d = getattr(hf_config, "head_dim", None) or H // nq
        owner = layer_owners(c, pp, vpp, hf_config.num_hidden_layers)

        first, last = (0, 0), (pp - 1, vpp - 1)
        out = [_Entry(*first, "embedding.word_embeddings.weight", ["model.embed_tokens.weight"], "vocab", [(V, H)])]
        for i in range(hf_config.num_hidden_layers):
            p, v, j = owner[i]
            L, h = f"decoder.layers.{j}.", f"model.layers.{i}."
            out.append(_Entry(p, v, L + "input_layernorm.weight", [h + "input_layernorm.weight"], "rep", [(H,)]))
            qkv = [h + f"self_attn.{x}_proj.weight" for x in "qkv"]
            out.append(_Entry(p, v, L + "self_attention.linear_qkv.weight", qkv, "qkv", [(nq * d, H), (ng * d, H), (ng * d, H)]))
            if self.arch == "qwen2":
                qkvb = [h + f"self_attn.{x}_proj.bias" for x in "qkv"]
                out.append(_Entry(p, v, L + "self_attention.linear_qkv.bias", qkvb, "qkv", [(nq * d,), (ng * d,), (ng * d,)]))
            if self.arch == "qwen3":
                out.append(_Entry(p, v, L + "self_attention.q_layernorm.weight", [h + "self_attn.q_norm.weight"], "rep", [(d,)]))
                out.append(_Entry(p, v, L + "self_attention.k_layernorm.weight", [h + "self_attn.k_norm.weight"], "rep", [(d,)]))
            out.append(_Entry(p, v, L + "self_attention.linear_proj.weight", [h + "self_attn.o_proj.weight"], "col", [(H, nq * d)]))
            out.append(_Entry(p, v, L + "pre_mlp_layernorm.weight", [h + "post_attention_layernorm.weight"], "rep", [(H,)]))
            out.append(_Entry(p, v, L + "mlp.linear_fc1.weight", [h + "mlp.gate_proj.weight", h + "mlp.up_proj.weight"], "fc1", [(F, H), (F, H)]))
            out.append(_Entry(p, v, L + "mlp.linear_fc2.weight", [h + "mlp.down_proj.weight"], "col", [(H, F)]))
        out.append(_Entry(*last, "decoder.final_layernorm.weight", ["model.norm.weight"], "rep", [(H,)]))
        if not tied:
            out.append(_Entry(*last, "output_layer.weight", ["lm_head.weight"], "vocab", [(V, H)]))
        elif last != first:
            # megatron's copy of the tied embedding on the last stage (kept in sync by the
            # embedding group); filled on import, never exported.
            out.append(_Entry(*last, "output_layer.weight", ["model.embed_tokens.weight"], "vocab", [(V, H)], emit=False))
        return out

    @staticmethod
    def _param(chunk, name: str) -> torch.nn.Parameter:
        params = dict(chunk.named_parameters())
        if name in params:
            return params[name]
        for local, alts in _TE_ALIASES.items():
            if name.endswith(local):
                for te in alts:
                    alt = name[: -len(local)] + te
                    if alt in params:
                        return params[alt]
        raise KeyError(f"megatron parameter {name!r} not found in the model chunk")

    # ------------------------------------------------------------------ layouts
    @staticmethod
    def _qpg(hf_config) -> int:
        return hf_config.num_attention_heads // hf_config.num_key_value_heads

    def _to_hf(self, e: _Entry, full: torch.Tensor, hf_config) -> list[torch.Tensor]:
        """Full (TP-gathered) megatron tensor -> HF tensors of ``e.hf``."""
        if e.kind == "qkv":
            ng, qpg = hf_config.num_key_value_heads, self._qpg(hf_config)
            g = full.view(ng, qpg + 2, -1, *full.shape[1:])
            rest = full.shape[1:]
            return [g[:, :qpg].reshape(-1, *rest), g[:, qpg].reshape(-1, *rest), g[:, qpg + 1].reshape(-1, *rest)]
        if e.kind == "fc1":
            gate, up = full.chunk(2, dim=0)
            return [gate, up]
        if e.kind == "vocab":
            return [full[: hf_config.vocab_size]]
        return [full]

    def _gather(self, e: _Entry, local: torch.Tensor, info) -> torch.Tensor:
        """This TP rank's shard -> the full megatron-layout tensor (fc1 already de-interleaved)."""
        tp = info["tp"]
        if e.kind == "rep":
            return local
        if tp == 1:
            return local
        parts = [torch.empty_like(local) for _ in range(tp)]
        dist.all_gather(parts, local.contiguous(), group=info["tp_group"])
        if e.kind == "col":
            return torch.cat(parts, dim=1)
        if e.kind == "fc1":
            gates = [p[: p.shape[0] // 2] for p in parts]
            ups = [p[p.shape[0] // 2:] for p in parts]
            return torch.cat(gates + ups, dim=0)
        return torch.cat(parts, dim=0)  # qkv (whole groups per rank), vocab

    def _shard(self, e: _Entry, hf_tensors: list[torch.Tensor], hf_config, local_shape, info) -> torch.Tensor:
        """HF tensors -> this TP rank's shard in megatron layout."""
        tp, r = info["tp"], info["tp_rank"]
        if e.kind == "rep":
            return hf_tensors[0]
        if e.kind == "col":
            return hf_tensors[0].chunk(tp, dim=1)[r]
        if e.kind == "fc1":
            gate, up = hf_tensors
            return torch.cat([gate.chunk(tp, dim=0)[r], up.chunk(tp, dim=0)[r]], dim=0)
        if e.kind == "qkv":
            q, k, v = hf_tensors
            ng, qpg = hf_config.num_key_value_heads, self._qpg(hf_config)
            rest = q.shape[1:]
            fused = torch.cat([q.reshape(ng, qpg, -1, *rest), k.reshape(ng, 1, -1, *rest), v.reshape(ng, 1, -1, *rest)], dim=1)
            return fused.reshape(-1, *rest).chunk(tp, dim=0)[r]
        if e.kind == "vocab":
            t = hf_tensors[0]
            rows = local_shape[0] * tp
            if rows > t.shape[0]:
                t = torch.cat([t, t.new_zeros(rows - t.shape[0], *t.shape[1:])], dim=0)
            return t.chunk(tp, dim=0)[r]
        raise AssertionError(e.kind)

    # ------------------------------------------------------------------ export / import
    def export_hf(self, model_chunks, hf_config) -> Iterator[tuple[str, torch.Tensor]]:
        """Stream the full HF-named tensors of the model, one at a time.

        Each tensor is TP-gathered (``all_gather`` over the TP group; fused QKV and
        gate/up split back to HF's q/k/v and gate/up; padded vocab rows trimmed). With PP,
        the owning stage broadcasts each tensor over the PP group, so EVERY rank iterates
        the same (name, tensor) sequence with identical values: weight sync may push from
        global rank 0 (or any rank). All ranks must consume the generator in lockstep
        (it runs collectives). No full-model copy is ever held: at most one parameter's
        full tensor (plus its TP parts) at a time.

        Args:
            model_chunks: this rank's chunks from ``build_gpt_model`` (DDP/Float16Module
                wrappers allowed).
            hf_config: ``hf_config_for(model_cfg, vocab_size)`` or a loaded HF config.

        Yields:
            ``(hf_name, tensor)``: dtype = the model's ``params_dtype``, on the model's
            device; may alias the live parameter (copy it if kept past the next update).

        Raises:
            ConfigError: the HF config does not describe the megatron model.
        """
        chunks = [unwrap_model(m) for m in model_chunks]
        self._check(hf_config, chunks)
        info = _parallel_info()
        plan = self.plan(chunks, hf_config)
        dtype = chunks[0].config.params_dtype
        device = next(chunks[0].parameters()).device
        with torch.no_grad():
            for e in plan:
                if not e.emit:
                    continue
                mine = e.pp == info["pp_rank"]
                if mine:
                    full = self._gather(e, self._param(chunks[e.vp], e.mcore).detach(), info)
                    tensors = self._to_hf(e, full, hf_config)
                else:
                    tensors = [torch.empty(s, dtype=dtype, device=device) for s in e.hf_shapes]
                if info["pp"] > 1:
                    src = dist.get_global_rank(info["pp_group"], e.pp)
                    for i, t in enumerate(tensors):
                        t = t.contiguous()
                        dist.broadcast(t, src=src, group=info["pp_group"])
                        tensors[i] = t
                for name, t in zip(e.hf, tensors):
                    yield name, t

    def import_hf(self, model_chunks, named_tensors: Iterable[tuple[str, torch.Tensor]], hf_config) -> None:
        """Load HF-named full tensors into this rank's shards (no communication).

        Every rank is given the full stream (e.g. read from safetensors) and keeps what it
        owns: its pipeline stage's layers and its TP slice; fused QKV / gate-up are built
        once all their parts arrived; the vocab is zero-padded to the padded size. Tensors
        are cast to the parameter dtype/device. For tied models an ``lm_head.weight`` equal
        to ``model.embed_tokens.weight`` (a stored copy) is skipped; one that differs is an
        error, never dropped silently (the checkpoint is really untied).

        Raises:
            ConfigError: config mismatch; unknown HF names; a tensor of the wrong shape;
                a tied config with a different ``lm_head.weight``; or parameters of this
                rank left without a tensor (names listed).
        """
        chunks = [unwrap_model(m) for m in model_chunks]
        self._check(hf_config, chunks)
        info = _parallel_info()
        plan = self.plan(chunks, hf_config)
        by_name: dict[str, list[tuple[int, int]]] = {}
        for idx, e in enumerate(plan):
            for k, n in enumerate(e.hf):
                by_name.setdefault(n, []).append((idx, k))
        pending: dict[int, dict[int, torch.Tensor]] = {}
        done: set[int] = set()
        unknown = []
        tied_pair: dict[str, torch.Tensor] = {}  # embed_tokens and a tied config's lm_head, compared at the end
        with torch.no_grad():
            for name, t in named_tensors:
                if hf_config.tie_word_embeddings and name in ("lm_head.weight", "model.embed_tokens.weight"):
                    tied_pair[name] = t
                if name not in by_name:
                    if name == "lm_head.weight" and hf_config.tie_word_embeddings:
                        continue
                    unknown.append(name)
                    continue
                for idx, k in by_name[name]:
                    e = plan[idx]
                    if tuple(t.shape) != tuple(e.hf_shapes[k]):
                        raise ConfigError(f"{name}: shape {tuple(t.shape)} but the model needs {tuple(e.hf_shapes[k])}")
                    if e.pp != info["pp_rank"]:
                        continue
                    got = pending.setdefault(idx, {})
                    got[k] = t
                    if len(got) == len(e.hf):
                        param = self._param(chunks[e.vp], e.mcore)
                        shard = self._shard(e, [got[i] for i in range(len(e.hf))], hf_config, param.shape, info)
                        if tuple(shard.shape) != tuple(param.shape):
                            raise ConfigError(f"{e.hf}: shard shape {tuple(shard.shape)} != parameter {e.mcore} {tuple(param.shape)}")
                        param.data.copy_(shard.to(device=param.device, dtype=param.dtype))
                        done.add(idx)
                        del pending[idx]
        _check_tied_lm_head(tied_pair)
        if unknown:
            raise ConfigError(f"HF tensors with no place in a {self.arch} model: {unknown[:10]}{' ...' if len(unknown) > 10 else ''}")
        missing = [n for idx, e in enumerate(plan) if e.pp == info["pp_rank"] and idx not in done for n in e.hf]
        if missing:
            raise ConfigError(f"HF tensors missing for this rank's parameters: {sorted(set(missing))[:10]}")


def _check_tied_lm_head(pair: dict) -> None:
    """A tied config whose weights hold an ``lm_head.weight`` that is not the embedding: refuse."""
    head, emb = pair.get("lm_head.weight"), pair.get("model.embed_tokens.weight")
    if head is None:
        return
    if emb is not None and head.shape == emb.shape and torch.equal(head, emb.to(head.dtype)):
        return  # a stored copy of the tied embedding
    diff = (f"max |lm_head - embed_tokens| = {(head.float() - emb.float()).abs().max().item():.3g}"
            if emb is not None and head.shape == emb.shape else
            f"lm_head {tuple(head.shape)} vs embed_tokens {tuple(emb.shape) if emb is not None else 'absent'}")
    raise ConfigError(
        "config.json says tie_word_embeddings=true, but the weights hold a separate lm_head.weight that differs "
        f"from model.embed_tokens.weight ({diff}); converting would silently drop the trained output layer. The "
        "checkpoint is untied: set \"tie_word_embeddings\": false in its config.json (and model.tie_word_embeddings=false)"
    )


# arch -> Bridge subclass of the families mapped in their own modules (registered on import
# by agon_mcore.bridge: moe_mapping.py for qwen3_moe,
# gemma4_mapping.py for gemma4, qwen3_5_mapping.py for qwen3_5 and qwen3_5_moe)
_BRIDGES: dict[str, type] = {}


def register_bridge(arch: str, cls: type) -> None:
    """Make :func:`get_bridge` return ``cls(arch)`` for ``arch``."""
    _BRIDGES[arch] = cls


def get_bridge(arch: str) -> Bridge:
    """The :class:`Bridge` for ``arch`` (``qwen3`` | ``qwen2`` | ``llama`` | a registered family:
    ``qwen3_moe``, ``gemma4``, ``qwen3_5``, ``qwen3_5_moe``).

    Raises:
        ConfigError: unsupported arch.
    """
    return _BRIDGES.get(arch, Bridge)(arch)


def bucket_named_tensors(
    stream: Iterable[tuple[str, torch.Tensor]], bucket_bytes: int
) -> Iterator[list[tuple[str, torch.Tensor]]]:
    """Group a named-tensor stream into lists of at most ``bucket_bytes`` bytes each.

    Order is kept; a tensor larger than ``bucket_bytes`` forms a bucket alone.

    Raises:
        ValueError: ``bucket_bytes < 1``.
    """
    if bucket_bytes < 1:
        raise ValueError(f"bucket_bytes={bucket_bytes} must be >= 1 (e.g. 512 << 20)")
    bucket: list[tuple[str, torch.Tensor]] = []
    size = 0
    for name, t in stream:
        n = t.numel() * t.element_size()
        if bucket and size + n > bucket_bytes:
            yield bucket
            bucket, size = [], 0
        bucket.append((name, t))
        size += n
    if bucket:
        yield bucket
