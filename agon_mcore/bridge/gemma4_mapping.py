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
"""
from __future__ import annotations

from dataclasses import dataclass

import torch

from agon_mcore.bridge.bridge import (
    Bridge,
    _check_tied_lm_head,
    _Entry,
    _parallel_info,
    layer_owners,
    register_bridge,
    unwrap_model,
)
from agon_mcore.bridge.gemma4_config import FULL, GEMMA4_TYPES, model_config_from_gemma4, text_config
from agon_mcore.bridge.passthrough import (  # noqa: F401  (re-exported)
    PASSTHROUGH_PREFIXES,
    language_model_config,
    save_tower_tensors,
    tower_tensors,
)
from agon_mcore.config import ConfigError

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
                      "num_global_kv_heads", "attention_k_eq_v", "sliding_window"):
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
        for i, kind in enumerate(mc.layer_types):
            p, v, j = owner[i]
            L, h = f"decoder.layers.{j}.", f"{P}layers.{i}."
            full = kind == FULL
            d = mc.global_head_dim if full else mc.head_dim
            ng = mc.num_global_kv_heads if full else mc.num_kv_heads
            keq = full and mc.attention_k_eq_v

            def rep(name, hf_name, shape, p=p, v=v, L=L, h=h):
                return _Entry(p, v, L + name, [h + hf_name], "rep", [shape])

            out.append(rep("input_layernorm.weight", "input_layernorm.weight", (H,)))
            qkv = [h + f"self_attn.{x}_proj.weight" for x in ("qk" if keq else "qkv")]
            shapes = [(nq * d, H)] + [(ng * d, H)] * (len(qkv) - 1)
            out.append(_QKVEntry(p, v, L + "self_attention.linear_qkv.weight", qkv, "qkv", shapes, groups=ng,
                                 qpg=nq // ng))
            out.append(rep("self_attention.q_layernorm.weight", "self_attn.q_norm.weight", (d,)))
            out.append(rep("self_attention.k_layernorm.weight", "self_attn.k_norm.weight", (d,)))
            out.append(_Entry(p, v, L + "self_attention.linear_proj.weight", [h + "self_attn.o_proj.weight"], "col",
                              [(H, nq * d)]))
            out.append(rep("post_attention_layernorm.weight", "post_attention_layernorm.weight", (H,)))
            out.append(rep("pre_mlp_layernorm.weight", "pre_feedforward_layernorm.weight", (H,)))
            out.append(_Entry(p, v, L + "mlp.linear_fc1.weight", [h + "mlp.gate_proj.weight", h + "mlp.up_proj.weight"],
                              "fc1", [(F, H), (F, H)]))
            out.append(_Entry(p, v, L + "mlp.linear_fc2.weight", [h + "mlp.down_proj.weight"], "col", [(H, F)]))
            out.append(rep("post_mlp_layernorm.weight", "post_feedforward_layernorm.weight", (H,)))
            out.append(rep("layer_scalar", "layer_scalar", (1,)))
        out.append(_Entry(*last, "decoder.final_layernorm.weight", [P + "norm.weight"], "rep", [(H,)]))
        if not mc.tie_word_embeddings:
            out.append(_Entry(*last, "output_layer.weight", ["lm_head.weight"], "vocab", [(V, H)]))
        elif last != first:
            out.append(_Entry(*last, "output_layer.weight", [P + "embed_tokens.weight"], "vocab", [(V, H)], emit=False))
        return out

    @staticmethod
    def _param(chunk, name: str) -> torch.Tensor:
        if name.endswith("layer_scalar"):
            bufs = dict(chunk.named_buffers())
            if name in bufs:
                return bufs[name]
        return Bridge._param(chunk, name)

    # fused QKV with the entry's own groups (K = V layers have two parts per group)
    def _to_hf(self, e: _Entry, full: torch.Tensor, hf_config) -> list[torch.Tensor]:
        if e.kind != "qkv":
            return super()._to_hf(e, full, text_config(hf_config))
        parts = e.qpg + len(e.hf) - 1
        g = full.view(e.groups, parts, -1, *full.shape[1:])
        rest = full.shape[1:]
        return [g[:, : e.qpg].reshape(-1, *rest)] + [g[:, e.qpg + k].reshape(-1, *rest) for k in range(len(e.hf) - 1)]

    def _shard(self, e: _Entry, hf_tensors, hf_config, local_shape, info) -> torch.Tensor:
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
