"""Megatron ``GPTModel`` (Qwen3.5 layers) <-> Hugging Face Qwen3.5 parameter mapping.

Reuses :class:`agon_mcore.bridge.bridge.Bridge`'s streaming export / import (TP gather and shard,
PP broadcast, vocab padding, tied-embedding rules). HF prefix ``P``: ``model.`` for
``Qwen3_5ForCausalLM`` (``qwen3_5_text``), ``model.language_model.`` for
``Qwen3_5ForConditionalGeneration`` (``qwen3_5``; its ``model.visual.*`` and ``mtp.*`` tensors are
not the language model: import skips them, export does not emit them, ``agon convert`` copies
them unchanged, ``bridge/passthrough.py``). Norm weights map unchanged: our norms are (1 + w) as
HF's (``policy/qwen3_5.py``). ``nk, nv, dk, dv``: linear key/value heads and head sizes;
``qkv_r`` etc.: TP rank ``r``'s contiguous ``1/t`` slice of the heads.

=====================================================  ============================================  ==========
megatron (``decoder.layers.j.``)                       HF (``P layers.i.``)                            TP split
=====================================================  ============================================  ==========
input_layernorm.weight                                 input_layernorm.weight                         replicated
*Gated DeltaNet layers*
self_attention.in_proj.weight, per rank                linear_attn.in_proj_qkv [2 nk dk + nv dv, H],  rows, per
  ``[q_r; k_r; v_r; z_r; b_r; a_r]``                   in_proj_z [nv dv, H], in_proj_{b,a} [nv, H]    component
self_attention.conv1d.weight ``[q_r; k_r; v_r]``       linear_attn.conv1d.weight [2 nk dk + nv dv,1,K] rows, per
                                                                                                      component
self_attention.{dt_bias, A_log} [nv/t]                 linear_attn.{dt_bias, A_log} [nv]              rows
self_attention.out_norm.weight [dv]                    linear_attn.norm.weight                        replicated
self_attention.out_proj.weight [H, nv dv/t]            linear_attn.out_proj.weight                    columns
*gated attention layers*
self_attention.linear_qkv.weight, per query group      self_attn.q_proj [nq 2d, H] (per head          rows, by
  ``[q heads; gate heads; k; v]``                       ``[q_h; gate_h]``), self_attn.{k,v}_proj       group
self_attention.{q,k}_layernorm.weight                  self_attn.{q,k}_norm.weight                    replicated
self_attention.linear_proj.weight                      self_attn.o_proj.weight                        columns
*every layer*
pre_mlp_layernorm.weight                               post_attention_layernorm.weight                replicated
mlp.linear_fc1.weight ``[gate_r; up_r]``               mlp.{gate,up}_proj.weight                      rows
mlp.linear_fc2.weight                                  mlp.down_proj.weight                           columns
embedding.word_embeddings.weight / final_layernorm /   P embed_tokens.weight / P norm.weight /        vocab rows /
output_layer.weight (untied)                           lm_head.weight                                 - / vocab rows
=====================================================  ============================================  ==========
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
from agon_mcore.bridge.moe_mapping import MoEBridge, expert_owner
from agon_mcore.bridge.passthrough import PASSTHROUGH_PREFIXES
from agon_mcore.bridge.qwen3_5_config import (
    LINEAR,
    QWEN3_5_CHECKED,
    QWEN3_5_TYPES,
    model_config_from_qwen3_5,
    text_config,
)
from agon_mcore.config import ConfigError


@dataclass
class _SplitEntry(_Entry):
    """An entry whose megatron tensor is ``sections`` (full sizes, dim 0), each split evenly over TP ranks."""

    sections: tuple = ()


def hf_prefix(hf_config) -> str:
    """``model.language_model.`` for the multimodal wrapper, ``model.`` for the text model."""
    return "model.language_model." if hf_config.model_type in ("qwen3_5", "qwen3_5_moe") else "model."


class Qwen3_5Bridge(Bridge):
    """The parameter mapping of Qwen3.5 text models (see the module doc)."""

    def __init__(self, arch: str = "qwen3_5"):
        if arch != "qwen3_5":
            raise ConfigError(f"Qwen3_5Bridge given arch={arch!r}")
        self.arch = arch

    def _check(self, hf_config, chunks) -> None:
        if hf_config.model_type not in QWEN3_5_TYPES:
            raise ConfigError(f"bridge for qwen3_5 given an HF config of model_type={hf_config.model_type!r}")
        want = model_config_from_qwen3_5(hf_config)
        m = chunks[0]
        have = getattr(m, "agon_model_cfg", None)
        c = m.config
        pairs = {"arch": (self.arch, want.arch), "hidden_size": (c.hidden_size, want.hidden_size), "num_layers": (c.num_layers, want.num_layers),
                 "num_attention_heads": (c.num_attention_heads, want.num_attention_heads),
                 "num_kv_heads": (c.num_query_groups, want.num_kv_heads), "head_dim": (c.kv_channels, want.head_dim),
                 "ffn_hidden_size": (c.ffn_hidden_size, want.ffn_hidden_size),
                 "tie_word_embeddings": (m.share_embeddings_and_output_weights, want.tie_word_embeddings)}
        if have is not None:
            for k in QWEN3_5_CHECKED:
                pairs[k] = (getattr(have, k), getattr(want, k))
        vocab = getattr(m, "unpadded_vocab_size", None)
        if vocab is not None:
            pairs["vocab_size"] = (vocab, want.vocab_size)
        bad = [f"{k}: megatron model {a!r} != HF config {b!r}" for k, (a, b) in pairs.items() if a != b]
        if bad:
            raise ConfigError("megatron model and HF config disagree:\n  " + "\n  ".join(bad))

    def plan(self, chunks, hf_config) -> list[_Entry]:
        """Every parameter of the full model, in HF order."""
        info = _parallel_info()
        c = unwrap_model(chunks[0]).config
        mc = model_config_from_qwen3_5(hf_config)
        P = hf_prefix(hf_config)
        H, V, F, d = mc.hidden_size, mc.vocab_size, mc.ffn_hidden_size, mc.head_dim
        nq, ng = mc.num_attention_heads, mc.num_kv_heads
        nk, nv, dk, dv = mc.linear_num_key_heads, mc.linear_num_value_heads, mc.linear_key_head_dim, mc.linear_value_head_dim
        K = mc.linear_conv_kernel_dim
        owner = layer_owners(c, info["pp"], info["vpp"], mc.num_layers)
        first, last = (0, 0), (info["pp"] - 1, info["vpp"] - 1)
        out = [_Entry(*first, "embedding.word_embeddings.weight", [P + "embed_tokens.weight"], "vocab", [(V, H)])]
        for i, kind in enumerate(mc.layer_types):
            p, v, j = owner[i]
            L, h = f"decoder.layers.{j}.", f"{P}layers.{i}."

            def e(name, hf_names, k, shapes, p=p, v=v, L=L, h=h, **kw):
                cls = _SplitEntry if kw else _Entry
                return cls(p, v, L + name, [h + n for n in hf_names], k, shapes, **kw)

            out.append(e("input_layernorm.weight", ["input_layernorm.weight"], "rep", [(H,)]))
            if kind == LINEAR:
                A = "linear_attn."
                qkv_rows = 2 * nk * dk + nv * dv
                out.append(e("self_attention.in_proj.weight", [A + x for x in ("in_proj_qkv.weight", "in_proj_z.weight",
                                                                               "in_proj_b.weight", "in_proj_a.weight")],
                             "split", [(qkv_rows, H), (nv * dv, H), (nv, H), (nv, H)],
                             sections=(nk * dk, nk * dk, nv * dv, nv * dv, nv, nv)))
                out.append(e("self_attention.conv1d.weight", [A + "conv1d.weight"], "split", [(qkv_rows, 1, K)],
                             sections=(nk * dk, nk * dk, nv * dv)))
                out.append(e("self_attention.dt_bias", [A + "dt_bias"], "split", [(nv,)], sections=(nv,)))
                out.append(e("self_attention.A_log", [A + "A_log"], "split", [(nv,)], sections=(nv,)))
                out.append(e("self_attention.out_norm.weight", [A + "norm.weight"], "rep", [(dv,)]))
                out.append(e("self_attention.out_proj.weight", [A + "out_proj.weight"], "col", [(H, nv * dv)]))
            else:
                qkv = [f"self_attn.{x}_proj.weight" for x in "qkv"]
                out.append(e("self_attention.linear_qkv.weight", qkv, "gqkv", [(2 * nq * d, H), (ng * d, H), (ng * d, H)]))
                out.append(e("self_attention.q_layernorm.weight", ["self_attn.q_norm.weight"], "rep", [(d,)]))
                out.append(e("self_attention.k_layernorm.weight", ["self_attn.k_norm.weight"], "rep", [(d,)]))
                out.append(e("self_attention.linear_proj.weight", ["self_attn.o_proj.weight"], "col", [(H, nq * d)]))
            out.append(e("pre_mlp_layernorm.weight", ["post_attention_layernorm.weight"], "rep", [(H,)]))
            out.append(e("mlp.linear_fc1.weight", ["mlp.gate_proj.weight", "mlp.up_proj.weight"], "fc1", [(F, H), (F, H)]))
            out.append(e("mlp.linear_fc2.weight", ["mlp.down_proj.weight"], "col", [(H, F)]))
        out.append(_Entry(*last, "decoder.final_layernorm.weight", [P + "norm.weight"], "rep", [(H,)]))
        if not mc.tie_word_embeddings:
            out.append(_Entry(*last, "output_layer.weight", ["lm_head.weight"], "vocab", [(V, H)]))
        elif last != first:
            out.append(_Entry(*last, "output_layer.weight", [P + "embed_tokens.weight"], "vocab", [(V, H)], emit=False))
        return out

    # ------------------------------------------------------------------ layouts
    @staticmethod
    def _groups(hf_config):
        mc = model_config_from_qwen3_5(hf_config)
        return mc.num_kv_heads, mc.num_attention_heads // mc.num_kv_heads

    def _to_hf(self, e: _Entry, full: torch.Tensor, hf_config) -> list[torch.Tensor]:
        if e.kind == "split":  # full = all sections concatenated: [q; k; v; z; b; a] -> [qkv, z, b, a]
            parts = list(full.split(list(e.sections), dim=0))
            if len(e.hf) == 1:
                return [full]
            return [torch.cat(parts[:3], dim=0)] + parts[3:]
        if e.kind == "gqkv":  # per group [q heads; gate heads; k; v] -> q_proj rows per head [q_h; gate_h]
            ng, qpg = self._groups(hf_config)
            rest = full.shape[1:]
            g = full.view(ng, 2 * qpg + 2, -1, *rest)
            q = torch.stack([g[:, :qpg], g[:, qpg:2 * qpg]], dim=2)  # [ng, qpg, 2, d, ...]
            return [q.reshape(-1, *rest), g[:, 2 * qpg].reshape(-1, *rest), g[:, 2 * qpg + 1].reshape(-1, *rest)]
        return super()._to_hf(e, full, text_config(hf_config))

    def _gather(self, e: _Entry, local: torch.Tensor, info) -> torch.Tensor:
        if e.kind != "split" or info["tp"] == 1:
            return super()._gather(e, local, info)
        tp = info["tp"]
        parts = [torch.empty_like(local) for _ in range(tp)]
        dist.all_gather(parts, local.contiguous(), group=info["tp_group"])
        local_sections = [s // tp for s in e.sections]
        per_rank = [list(p.split(local_sections, dim=0)) for p in parts]
        return torch.cat([per_rank[r][k] for k in range(len(e.sections)) for r in range(tp)], dim=0)

    def _shard(self, e: _Entry, hf_tensors, hf_config, local_shape, info) -> torch.Tensor:
        tp, r = info["tp"], info["tp_rank"]
        if e.kind == "split":
            full = torch.cat(list(hf_tensors), dim=0)
            return torch.cat([s.chunk(tp, dim=0)[r] for s in full.split(list(e.sections), dim=0)], dim=0)
        if e.kind == "gqkv":
            q, k, v = hf_tensors
            ng, qpg = self._groups(hf_config)
            rest = q.shape[1:]
            qg = q.reshape(ng, qpg, 2, -1, *rest)
            fused = torch.cat([qg[:, :, 0], qg[:, :, 1], k.reshape(ng, 1, -1, *rest), v.reshape(ng, 1, -1, *rest)], dim=1)
            return fused.reshape(-1, *rest).chunk(tp, dim=0)[r]
        return super()._shard(e, hf_tensors, text_config(hf_config), local_shape, info)

    def import_hf(self, model_chunks, named_tensors, hf_config) -> None:
        """As :meth:`Bridge.import_hf`; the pass-through tensors (``model.visual.*``, ``mtp.*``) are skipped,
        and a tied model's stored ``lm_head.weight`` must equal the embedding.

        Raises:
            ConfigError: as :meth:`Bridge.import_hf`.
        """
        tied = bool(hf_config.tie_word_embeddings)
        emb = hf_prefix(hf_config) + "embed_tokens.weight"
        pair: dict = {}

        def stream():
            for n, t in named_tensors:
                if n.startswith(PASSTHROUGH_PREFIXES):
                    continue
                if tied and n in ("lm_head.weight", emb):
                    pair["lm_head.weight" if n == "lm_head.weight" else "model.embed_tokens.weight"] = t
                    if n == "lm_head.weight":
                        continue
                yield n, t

        super().import_hf(model_chunks, stream(), hf_config)
        _check_tied_lm_head(pair)


register_bridge("qwen3_5", Qwen3_5Bridge)


class Qwen3_5MoeBridge(MoEBridge, Qwen3_5Bridge):
    """Qwen3.5-MoE (``arch='qwen3_5_moe'``): :class:`Qwen3_5Bridge`'s layers with a MoE block on every layer.

    The MoE block maps as Qwen3-MoE's (``bridge/moe_mapping.py``: router, per-expert tensors owned
    by their EP rank, broadcast over the EP group on export) plus the shared expert:

    ===============================================  ==========================================  ==========
    megatron (``decoder.layers.j.mlp.``)             HF (``P layers.i.mlp.``)                     TP split
    ===============================================  ==========================================  ==========
    shared_experts.linear_fc1.weight [gate_r; up_r]  shared_expert.{gate,up}_proj.weight [Is, H]   rows
    shared_experts.linear_fc2.weight                 shared_expert.down_proj.weight [H, Is]       columns
    shared_experts.gate_weight [1, H]                shared_expert_gate.weight [1, H]             replicated
    ===============================================  ==========================================  ==========
    """

    def __init__(self, arch: str = "qwen3_5_moe"):
        if arch != "qwen3_5_moe":
            raise ConfigError(f"Qwen3_5MoeBridge given arch={arch!r}")
        self.arch = arch
        self._import_ep_rank = None  # set while importing: other EP ranks' experts are skipped

    def _check(self, hf_config, chunks) -> None:
        Qwen3_5Bridge._check(self, hf_config, chunks)
        want, c = model_config_from_qwen3_5(hf_config), chunks[0].config
        pairs = {"num_experts": (c.num_moe_experts, want.num_experts),
                 "moe_router_topk": (c.moe_router_topk, want.moe_router_topk),
                 "moe_ffn_hidden_size": (c.moe_ffn_hidden_size, want.moe_ffn_hidden_size),
                 "moe_norm_topk_prob": (not c.moe_router_pre_softmax, True)}
        bad = [f"{k}: megatron model {a!r} != HF config {b!r}" for k, (a, b) in pairs.items() if a != b]
        if bad:
            raise ConfigError("megatron model and HF config disagree:\n  " + "\n  ".join(bad))

    def plan(self, chunks, hf_config) -> list[_Entry]:
        """Every parameter in HF order; each layer's dense MLP entries replaced by the MoE block's."""
        mc = model_config_from_qwen3_5(hf_config)
        E, I, Is, H = mc.num_experts, mc.moe_ffn_hidden_size, mc.moe_shared_expert_ffn_hidden_size, mc.hidden_size
        ep = mps.get_expert_model_parallel_world_size()
        out = []
        for e in Qwen3_5Bridge.plan(self, chunks, hf_config):
            if e.mcore.endswith("mlp.linear_fc2.weight"):
                continue  # replaced with the block below
            if not e.mcore.endswith("mlp.linear_fc1.weight"):
                out.append(e)
                continue
            L, h = e.mcore[: -len("linear_fc1.weight")], e.hf[0][: -len("gate_proj.weight")]
            out.append(_Entry(e.pp, e.vp, L + "router.weight", [h + "gate.weight"], "rep", [(E, H)]))
            for x in range(E):
                r, j = expert_owner(E, ep, x)
                pp = e.pp if self._import_ep_rank in (None, r) else -1
                hx = f"{h}experts.{x}."
                fc1 = _Entry(pp, e.vp, L + f"experts.local_experts.{j}.linear_fc1.weight",
                             [hx + "gate_proj.weight", hx + "up_proj.weight"], "efc1", [(I, H), (I, H)])
                fc2 = _Entry(pp, e.vp, L + f"experts.local_experts.{j}.linear_fc2.weight", [hx + "down_proj.weight"],
                             "efc2", [(H, I)])
                fc1.ep = fc2.ep = r
                out += [fc1, fc2]
            if Is:
                out.append(_Entry(e.pp, e.vp, L + "shared_experts.linear_fc1.weight",
                                  [h + "shared_expert.gate_proj.weight", h + "shared_expert.up_proj.weight"], "fc1",
                                  [(Is, H), (Is, H)]))
                out.append(_Entry(e.pp, e.vp, L + "shared_experts.linear_fc2.weight",
                                  [h + "shared_expert.down_proj.weight"], "col", [(H, Is)]))
                out.append(_Entry(e.pp, e.vp, L + "shared_experts.gate_weight", [h + "shared_expert_gate.weight"], "rep",
                                  [(1, H)]))
        return out


register_bridge("qwen3_5_moe", Qwen3_5MoeBridge)
