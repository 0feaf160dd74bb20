"""Megatron ``Gemma4GPTModel`` <-> Hugging Face Gemma 4 parameter mapping.

Reuses :class:`agon_mcore.bridge.bridge.Bridge`'s streaming export / import (TP gather and
shard, PP broadcast, vocab padding, tied-embedding rules); only the plan and the fused QKV
layout differ. HF prefix ``P``: ``model.`` for ``Gemma4ForCausalLM`` (``gemma4_text``),
``model.language_model.`` for ``Gemma4ForConditionalGeneration`` (``gemma4``; the vision /
audio towers ``model.vision_tower.*``, ``model.audio_tower.*``, ``model.embed_vision.*``,
``model.embed_audio.*`` are not part of the language model: import skips them, export does
not emit them, ``agon convert`` copies them unchanged from the source folder).

==========================================  ==============================================  =========
megatron (``decoder.layers.j.``)             HF (``P layers.i.``)                             TP split
==========================================  ==============================================  =========
input_layernorm.weight                      input_layernorm.weight                          replicated
self_attention.linear_qkv.weight            self_attn.{q,k,v}_proj.weight; per query group   rows, by
  ``[q heads (qpg d); k (d); v (d)]``       (full layers with K = V: no v_proj, ``[q; k]``)  group
self_attention.{q,k}_layernorm.weight       self_attn.{q,k}_norm.weight [d of the layer]     replicated
self_attention.linear_proj.weight           self_attn.o_proj.weight                          columns
post_attention_layernorm.weight             post_attention_layernorm.weight                  replicated
pre_mlp_layernorm.weight                    pre_feedforward_layernorm.weight                 replicated
mlp.linear_fc1.weight ``[gate; up]``        mlp.{gate,up}_proj.weight                        rows
mlp.linear_fc2.weight                       mlp.down_proj.weight                             columns
post_mlp_layernorm.weight                   post_feedforward_layernorm.weight                replicated
layer_scalar (buffer [1])                   layer_scalar                                     replicated
embedding.word_embeddings.weight            P embed_tokens.weight (unscaled)                 vocab rows
decoder.final_layernorm.weight              P norm.weight                                    replicated
output_layer.weight (untied)                lm_head.weight                                   vocab rows
==========================================  ==============================================  =========

Per-layer embeddings (PLE, ``hidden_size_per_layer_input = d > 0``; all replicated but the table):

==========================================  ==============================================  =========
embed_tokens_per_layer.weight [V, L d]      P embed_tokens_per_layer.weight (unscaled)       vocab rows
per_layer_model_projection.weight [L d, H]  P per_layer_model_projection.weight              replicated
per_layer_projection_norm.weight [d]        P per_layer_projection_norm.weight               replicated
decoder.layers.j.per_layer_input_gate       P layers.i.per_layer_input_gate.weight [d, H]    replicated
decoder.layers.j.per_layer_projection       P layers.i.per_layer_projection.weight [H, d]    replicated
decoder.layers.j.post_per_layer_input_norm  P layers.i.post_per_layer_input_norm.weight      replicated
==========================================  ==============================================  =========

The MoE variant (``enable_moe_block``; ``E`` experts of width ``I``), per layer (``moe.`` is
``Gemma4MoE``, policy/gemma4/moe.py):

==========================================  ==============================================  =========
moe.router.weight [E, H]                    router.proj.weight                               replicated
moe.router.scale [H], .per_expert_scale [E] router.scale, router.per_expert_scale            replicated
moe.pre_mlp_layernorm.weight                pre_feedforward_layernorm_2.weight               replicated
post_mlp_layernorm_1 / _2.weight            post_feedforward_layernorm_1 / _2.weight         replicated
moe.experts.local_experts.{l}.linear_fc1    experts.gate_up_proj [E, 2I, H] (fused, on       EP rank r:
  .weight [2I, H] ([gate; up])                disk too), row e = r E/ep + l                  its experts
moe.experts.local_experts.{l}.linear_fc2    experts.down_proj [E, H, I]                      EP rank r
==========================================  ==============================================  =========

Export all-gathers the experts over the expert-parallel group into the fused tensor; import
keeps each EP rank's rows.

KV-sharing layers (the last ``num_kv_shared_layers``) have no ``k_proj`` / ``v_proj`` / ``k_norm``:
their ``linear_qkv`` holds only ``q_proj``; with ``use_double_wide_mlp`` their MLP is ``2 F`` wide.
"""
from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.distributed as dist
from megatron.core import parallel_state as mps

from agon_mcore.bridge.bridge import (
    Bridge,
    _check_tied_lm_head,
    _Entry,
    _parallel_info,
    layer_owners,
    register_bridge,
    unwrap_model,
)
from agon_mcore.bridge.gemma4_config import (
    FULL,
    GEMMA4_TYPES,
    kv_sharing_roles,
    model_config_from_gemma4,
    text_config,
)
from agon_mcore.bridge.passthrough import (  # noqa: F401  (re-exported)
    PASSTHROUGH_PREFIXES,
    language_model_config,
    save_tower_tensors,
    tower_tensors,
)
from agon_mcore.config import ConfigError

_EXPERTS = ("experts_fc1", "experts_fc2")  # entry kinds of the fused expert tensors


class _StackedExperts:
    """This rank's local experts' ``linear_fc{1,2}`` weights seen as one ``[E/ep, ...]`` tensor.

    What :class:`Bridge` export and import need of a parameter: ``shape``, ``detach()`` (the
    stacked copy) and ``data.copy_(t)`` (writes row ``l`` into local expert ``l``).
    """

    def __init__(self, weights: list):
        self.weights = weights
        w = weights[0]
        self.shape, self.dtype, self.device = torch.Size([len(weights), *w.shape]), w.dtype, w.device
        self.data = self

    def detach(self) -> torch.Tensor:
        return torch.stack([w.detach() for w in self.weights])

    def copy_(self, t: torch.Tensor) -> None:
        for w, row in zip(self.weights, t):
            w.data.copy_(row)

# prefixes of the multimodal checkpoint's towers: not the language model, passed through
TOWER_PREFIXES = PASSTHROUGH_PREFIXES


@dataclass
class _QKVEntry(_Entry):
    """A fused QKV entry with this layer's own group layout."""

    groups: int = 0
    qpg: int = 0


def hf_prefix(hf_config) -> str:
    """``model.language_model.`` for the multimodal wrapper, ``model.`` for the text model."""
    return "model.language_model." if hf_config.model_type == "gemma4" else "model."


class Gemma4Bridge(Bridge):
    """The parameter mapping of Gemma 4 text models (see the module doc)."""

    def __init__(self, arch: str = "gemma4"):
        if arch != "gemma4":
            raise ConfigError(f"Gemma4Bridge given arch={arch!r}")
        self.arch = arch

    def _check(self, hf_config, chunks) -> None:
        if hf_config.model_type not in GEMMA4_TYPES:
            raise ConfigError(f"bridge for gemma4 given an HF config of model_type={hf_config.model_type!r}")
        want = model_config_from_gemma4(hf_config)
        m = chunks[0]
        have = getattr(m, "agon_model_cfg", None)
        c = m.config
        pairs = {"hidden_size": (c.hidden_size, want.hidden_size), "num_layers": (c.num_layers, want.num_layers),
                 "num_attention_heads": (c.num_attention_heads, want.num_attention_heads),
                 "tie_word_embeddings": (m.share_embeddings_and_output_weights, want.tie_word_embeddings)}
        if have is not None:
            for k in ("num_kv_heads", "head_dim", "ffn_hidden_size", "layer_types", "global_head_dim",
                      "num_global_kv_heads", "attention_k_eq_v", "sliding_window", "hidden_size_per_layer_input",
                      "num_kv_shared_layers", "use_double_wide_mlp", "num_experts", "moe_router_topk",
                      "moe_ffn_hidden_size"):
                pairs[k] = (getattr(have, k), getattr(want, k))
        vocab = getattr(m, "unpadded_vocab_size", None)
        if vocab is not None:
            pairs["vocab_size"] = (vocab, want.vocab_size)
        bad = [f"{k}: megatron model {a!r} != HF config {b!r}" for k, (a, b) in pairs.items() if a != b]
        if bad:
            raise ConfigError("megatron model and HF config disagree:\n  " + "\n  ".join(bad))

    def plan(self, chunks, hf_config) -> list[_Entry]:
        """Every parameter (and ``layer_scalar`` buffer) of the full model, in HF order."""
        info = _parallel_info()
        pp, vpp = info["pp"], info["vpp"]
        c = unwrap_model(chunks[0]).config
        mc = model_config_from_gemma4(hf_config)
        P = hf_prefix(hf_config)
        H, V, F = mc.hidden_size, mc.vocab_size, mc.ffn_hidden_size
        nq = mc.num_attention_heads
        owner = layer_owners(c, pp, vpp, mc.num_layers)
        first, last = (0, 0), (pp - 1, vpp - 1)
        out = [_Entry(*first, "embedding.word_embeddings.weight", [P + "embed_tokens.weight"], "vocab", [(V, H)])]
        d_ple, nl = mc.hidden_size_per_layer_input, mc.num_layers
        if d_ple:
            out += [_Entry(*first, "embed_tokens_per_layer.weight", [P + "embed_tokens_per_layer.weight"], "vocab",
                           [(V, nl * d_ple)]),
                    _Entry(*first, "per_layer_model_projection.weight", [P + "per_layer_model_projection.weight"],
                           "rep", [(nl * d_ple, H)]),
                    _Entry(*first, "per_layer_projection_norm.weight", [P + "per_layer_projection_norm.weight"], "rep",
                           [(d_ple,)])]
        roles = kv_sharing_roles(list(mc.layer_types), mc.num_kv_shared_layers)
        for i, kind in enumerate(mc.layer_types):
            p, v, j = owner[i]
            L, h = f"decoder.layers.{j}.", f"{P}layers.{i}."
            full = kind == FULL
            d = mc.global_head_dim if full else mc.head_dim
            ng = mc.num_global_kv_heads if full else mc.num_kv_heads
            keq = full and mc.attention_k_eq_v
            reuse = roles[i] == "reuse"
            Fi = F * (2 if mc.use_double_wide_mlp and reuse else 1)

            def rep(name, hf_name, shape, p=p, v=v, L=L, h=h):
                return _Entry(p, v, L + name, [h + hf_name], "rep", [shape])

            out.append(rep("input_layernorm.weight", "input_layernorm.weight", (H,)))
            qkv = [h + f"self_attn.{x}_proj.weight" for x in ("q" if reuse else "qk" if keq else "qkv")]
            shapes = [(nq * d, H)] + [(ng * d, H)] * (len(qkv) - 1)
            out.append(_QKVEntry(p, v, L + "self_attention.linear_qkv.weight", qkv, "qkv", shapes, groups=ng,
                                 qpg=nq // ng))
            out.append(rep("self_attention.q_layernorm.weight", "self_attn.q_norm.weight", (d,)))
            if not reuse:
                out.append(rep("self_attention.k_layernorm.weight", "self_attn.k_norm.weight", (d,)))
            out.append(_Entry(p, v, L + "self_attention.linear_proj.weight", [h + "self_attn.o_proj.weight"], "col",
                              [(H, nq * d)]))
            out.append(rep("post_attention_layernorm.weight", "post_attention_layernorm.weight", (H,)))
            out.append(rep("pre_mlp_layernorm.weight", "pre_feedforward_layernorm.weight", (H,)))
            out.append(_Entry(p, v, L + "mlp.linear_fc1.weight", [h + "mlp.gate_proj.weight", h + "mlp.up_proj.weight"],
                              "fc1", [(Fi, H), (Fi, H)]))
            out.append(_Entry(p, v, L + "mlp.linear_fc2.weight", [h + "mlp.down_proj.weight"], "col", [(H, Fi)]))
            out.append(rep("post_mlp_layernorm.weight", "post_feedforward_layernorm.weight", (H,)))
            if mc.num_experts:
                E, I_ = mc.num_experts, mc.moe_ffn_hidden_size
                out.append(rep("moe.router.weight", "router.proj.weight", (E, H)))
                out.append(rep("moe.router.scale", "router.scale", (H,)))
                out.append(rep("moe.router.per_expert_scale", "router.per_expert_scale", (E,)))
                out.append(rep("moe.pre_mlp_layernorm.weight", "pre_feedforward_layernorm_2.weight", (H,)))
                out.append(rep("post_mlp_layernorm_1.weight", "post_feedforward_layernorm_1.weight", (H,)))
                out.append(rep("post_mlp_layernorm_2.weight", "post_feedforward_layernorm_2.weight", (H,)))
                out.append(_Entry(p, v, L + "moe.experts:linear_fc1", [h + "experts.gate_up_proj"], "experts_fc1",
                                  [(E, 2 * I_, H)]))
                out.append(_Entry(p, v, L + "moe.experts:linear_fc2", [h + "experts.down_proj"], "experts_fc2",
                                  [(E, H, I_)]))
            if d_ple:
                out.append(rep("per_layer_input_gate.weight", "per_layer_input_gate.weight", (d_ple, H)))
                out.append(rep("per_layer_projection.weight", "per_layer_projection.weight", (H, d_ple)))
                out.append(rep("post_per_layer_input_norm.weight", "post_per_layer_input_norm.weight", (H,)))
            out.append(rep("layer_scalar", "layer_scalar", (1,)))
        out.append(_Entry(*last, "decoder.final_layernorm.weight", [P + "norm.weight"], "rep", [(H,)]))
        if not mc.tie_word_embeddings:
            out.append(_Entry(*last, "output_layer.weight", ["lm_head.weight"], "vocab", [(V, H)]))
        elif last != first:
            out.append(_Entry(*last, "output_layer.weight", [P + "embed_tokens.weight"], "vocab", [(V, H)], emit=False))
        return out

    @staticmethod
    def _param(chunk, name: str) -> torch.Tensor:
        if ".moe.experts:" in name:  # the local experts of a MoE layer, stacked
            head, fc = name.split(":")
            experts = chunk.get_submodule(head).local_experts
            return _StackedExperts([getattr(ex, fc).weight for ex in experts])
        if name.endswith("layer_scalar"):
            bufs = dict(chunk.named_buffers())
            if name in bufs:
                return bufs[name]
        return Bridge._param(chunk, name)

    def _gather(self, e: _Entry, local: torch.Tensor, info) -> torch.Tensor:
        if e.kind not in _EXPERTS:
            return super()._gather(e, local, info)
        ep = mps.get_expert_model_parallel_world_size()  # experts are not split over TP
        if ep == 1:
            return local
        parts = [torch.empty_like(local) for _ in range(ep)]
        dist.all_gather(parts, local.contiguous(), group=mps.get_expert_model_parallel_group())
        return torch.cat(parts, dim=0)

    # fused QKV with the entry's own groups (K = V layers have two parts per group)
    def _to_hf(self, e: _Entry, full: torch.Tensor, hf_config) -> list[torch.Tensor]:
        if e.kind in _EXPERTS:
            return [full]
        if e.kind != "qkv":
            return super()._to_hf(e, full, text_config(hf_config))
        parts = e.qpg + len(e.hf) - 1
        g = full.view(e.groups, parts, -1, *full.shape[1:])
        rest = full.shape[1:]
        return [g[:, : e.qpg].reshape(-1, *rest)] + [g[:, e.qpg + k].reshape(-1, *rest) for k in range(len(e.hf) - 1)]

    def _shard(self, e: _Entry, hf_tensors, hf_config, local_shape, info) -> torch.Tensor:
        if e.kind in _EXPERTS:  # this EP rank's contiguous experts
            n = local_shape[0]
            r = mps.get_expert_model_parallel_rank()
            return hf_tensors[0][r * n:(r + 1) * n]
        if e.kind != "qkv":
            return super()._shard(e, hf_tensors, text_config(hf_config), local_shape, info)
        q, *kv = hf_tensors
        rest = q.shape[1:]
        fused = torch.cat([q.reshape(e.groups, e.qpg, -1, *rest)] + [t.reshape(e.groups, 1, -1, *rest) for t in kv],
                          dim=1)
        return fused.reshape(-1, *rest).chunk(info["tp"], dim=0)[info["tp_rank"]]

    def import_hf(self, model_chunks, named_tensors, hf_config) -> None:
        """As :meth:`Bridge.import_hf`; the multimodal towers (``TOWER_PREFIXES``) are skipped, and a tied
        model's stored ``lm_head.weight`` must equal the embedding (as the dense families').

        Raises:
            ConfigError: as :meth:`Bridge.import_hf`.
        """
        tied = bool(hf_config.tie_word_embeddings)
        emb = hf_prefix(hf_config) + "embed_tokens.weight"
        pair: dict = {}

        def stream():
            for n, t in named_tensors:
                if n.startswith(TOWER_PREFIXES):
                    continue
                if tied and n in ("lm_head.weight", emb):
                    pair["lm_head.weight" if n == "lm_head.weight" else "model.embed_tokens.weight"] = t
                    if n == "lm_head.weight":
                        continue
                yield n, t

        super().import_hf(model_chunks, stream(), hf_config)
        _check_tied_lm_head(pair)


register_bridge("gemma4", Gemma4Bridge)


# the pass-through helpers live in bridge/passthrough.py (every multimodal family's towers)
__all__ = ["Gemma4Bridge", "hf_prefix", "save_tower_tensors", "tower_tensors", "language_model_config"]
