"""Gemma 4 self-attention in megatron-core's style (TP-aware, ``ModuleSpec`` submodules).

What differs from megatron's ``SelfAttention`` (read from transformers 5.24
``models/gemma4/modeling_gemma4.py``, ``Gemma4TextAttention``; written anew here):

* per layer kind its own head size, number of KV heads and RoPE: sliding layers use
  ``head_dim`` / ``num_kv_heads`` and default RoPE (``rope_theta``); full layers use
  ``global_head_dim`` / ``num_global_kv_heads`` and *proportional* RoPE (``global_rope_theta``,
  only the first ``partial * d / 2`` frequencies of each half rotate, exponent denominator d);
* K = V on full layers (``attention_k_eq_v``): the value is the key projection's output
  (before the key norm), so ``linear_qkv`` holds ``[q heads; k]`` per query group;
* q/k RMSNorms over the head (weight ``w``, not ``1 + w``) and a scale-free RMSNorm of the
  values; softmax scale 1 (no ``1/sqrt(d)``);
* sliding layers attend to the last ``window`` positions (itself included), measured on the
  token positions (``position_ids``), so packed rows with per-token positions get it right.

Layout of ``linear_qkv.weight`` (ColumnParallel, rows split by whole query groups across TP):
per group ``g`` of ``n_kv`` groups, ``[q heads of g (qpg * d); k_g (d); v_g (d, absent when
K = V)]``, the same per-group layout as megatron's ``SelfAttention``.

KV sharing (``num_kv_shared_layers``, the E-models): the last layers compute no keys or values;
each reuses those of the last earlier layer of its kind (``kv_role="reuse"``; that producer has
``kv_role="store"``), as transformers' ``kv_sharing_modes``. A reusing layer's ``linear_qkv``
holds only the query heads (``[q heads of g]`` per group) and it has no key norm; the stored
``k, v`` are after the norms and RoPE, this rank's KV heads, ``[b, ng_local, s, d]``, in the
``shared_kv`` dict of the forward (one dict per model forward, keyed by layer kind).

Positions: the layer gets ``rotary_pos_emb`` = the ``[b, s]`` LongTensor of token positions
(``Gemma4GPTModel`` puts them there) and builds its own cos/sin from them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

import torch
import torch.nn.functional as F
from megatron.core import parallel_state as mps
from megatron.core.transformer.module import MegatronModule
from megatron.core.transformer.spec_utils import ModuleSpec, build_module

SLIDING, FULL = "sliding_attention", "full_attention"


def rope_inv_freq(head_dim: int, theta: float, partial: float = 1.0) -> torch.Tensor:
    """``[head_dim / 2]`` fp32 inverse frequencies; default RoPE at ``partial=1``.

    Proportional RoPE (``partial < 1``): frequency ``i`` is ``theta^(-2i / head_dim)`` for
    ``i < int(partial * head_dim // 2)`` and 0 beyond (those pairs do not rotate), as
    transformers' ``_compute_proportional_rope_parameters``.
    """
    angles = int(partial * head_dim // 2)
    inv = 1.0 / (theta ** (torch.arange(0, 2 * angles, 2, dtype=torch.int64).float() / head_dim))
    return torch.cat([inv, torch.zeros(head_dim // 2 - angles)])


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    h = x.shape[-1] // 2
    return torch.cat((-x[..., h:], x[..., :h]), dim=-1)


def rope_cos_sin(positions: torch.Tensor, inv_freq: torch.Tensor, dtype: torch.dtype):
    """``cos, sin [s, b, 1, d]`` of ``positions [b, s]`` (fp32 angles, cast to ``dtype``)."""
    freqs = positions.t()[..., None].float() * inv_freq.to(positions.device, torch.float32)
    emb = torch.cat((freqs, freqs), dim=-1).unsqueeze(2)
    return emb.cos().to(dtype), emb.sin().to(dtype)


def scale_free_rms_norm(x: torch.Tensor, eps: float) -> torch.Tensor:
    """RMSNorm without a weight (Gemma 4's value norm), computed in fp32."""
    xf = x.float()
    return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)).to(x.dtype)


def windowed_attention(q, k, v, positions: torch.Tensor, attention_mask: Optional[torch.Tensor],
                       window: int, scale: float, dropout_p: float = 0.0) -> torch.Tensor:
    """Causal (or masked) attention on SDPA, optionally limited to a sliding window.

    Args:
        q: ``[b, nq, s, d]``; ``k``, ``v``: ``[b, ng, s, d]`` (``ng`` divides ``nq``: GQA).
        positions: ``[b, s]`` token positions; key ``j`` is in query ``i``'s window when
            ``pos_i - pos_j < window`` (transformers' ``sliding_window_overlay``).
        attention_mask: None (causal) or bool ``[b, 1, s, s]``, True = masked (megatron's
            convention; the shared-prefix block masks).
        window: tokens seen (itself included); 0: no window.
        scale: softmax scale.

    Returns:
        ``[b, nq, s, d]``.
    """
    gqa = k.shape[1] != q.shape[1]
    s = q.shape[2]
    if attention_mask is None and not window:
        return F.scaled_dot_product_attention(q, k, v, is_causal=s > 1, scale=scale, dropout_p=dropout_p,
                                              enable_gqa=gqa)
    if attention_mask is None:
        allowed = torch.ones(s, s, dtype=torch.bool, device=q.device).tril_()[None, None]
    else:
        allowed = ~attention_mask
    if window:
        dist = positions[:, None, :, None] - positions[:, None, None, :]
        allowed = allowed & (dist < window)
    return F.scaled_dot_product_attention(q, k, v, attn_mask=allowed, scale=scale, dropout_p=dropout_p,
                                          enable_gqa=gqa)


@dataclass
class Gemma4AttentionSubmodules:
    """Classes of the attention's parts: ColumnParallel QKV, RowParallel output, q/k norms."""

    linear_qkv: Union[ModuleSpec, type] = None
    linear_proj: Union[ModuleSpec, type] = None
    q_layernorm: Union[ModuleSpec, type] = None
    k_layernorm: Union[ModuleSpec, type] = None


class Gemma4SelfAttention(MegatronModule):
    """One Gemma 4 attention layer (see the module doc).

    Args:
        config: megatron ``TransformerConfig`` (hidden size, heads, eps, init, TP/SP).
        submodules: :class:`Gemma4AttentionSubmodules`.
        layer_number: 1-based, as megatron's.
        layer_type: ``"sliding_attention"`` | ``"full_attention"``.
        head_dim, num_kv_heads: this layer's sizes.
        k_eq_v: values are the key projection's output.
        window: sliding window (tokens), 0 for full layers.
        rope_theta, rope_partial: this layer's RoPE.
        kv_role: None, ``"store"`` (later layers reuse this layer's K/V) or ``"reuse"`` (this
            layer takes the K/V of the last ``"store"`` layer of its kind; no K/V weights).

    ``forward(hidden_states [s(/tp under SP), b, h], attention_mask, positions [b, s],
    shared_kv=None)`` returns ``(output [s(/tp), b, h], bias None)`` like megatron's
    attention. ``shared_kv``: the forward's dict ``layer kind -> (k, v)``, needed by ``"store"``
    and ``"reuse"`` layers.

    Raises:
        ValueError: heads or KV heads not divisible by the TP size.
        RuntimeError (forward): a ``"reuse"`` layer without its kind's stored K/V.
    """

    def __init__(self, config, submodules: Gemma4AttentionSubmodules, layer_number: int, *, layer_type: str,
                 head_dim: int, num_kv_heads: int, k_eq_v: bool, window: int, rope_theta: float,
                 rope_partial: float, kv_role: Optional[str] = None):
        super().__init__(config=config)
        tp = mps.get_tensor_model_parallel_world_size()
        nq = config.num_attention_heads
        if nq % tp or num_kv_heads % tp or nq % num_kv_heads:
            raise ValueError(f"Gemma 4 {layer_type} layer: {nq} heads / {num_kv_heads} KV heads do not split over "
                             f"TP={tp}; pick a TP dividing both")
        self.layer_number, self.layer_type = layer_number, layer_type
        self.d, self.qpg = head_dim, nq // num_kv_heads
        self.ng_local, self.nq_local = num_kv_heads // tp, nq // tp
        self.k_eq_v, self.window, self.eps = k_eq_v, int(window), config.layernorm_epsilon
        if kv_role not in (None, "store", "reuse"):
            raise ValueError(f"kv_role={kv_role!r}; one of None, 'store', 'reuse'")
        self.kv_role = kv_role
        self.parts = self.qpg + (0 if kv_role == "reuse" else 1 if k_eq_v else 2)
        self.linear_qkv = build_module(
            submodules.linear_qkv, config.hidden_size, num_kv_heads * self.parts * head_dim, config=config,
            init_method=config.init_method, gather_output=False, bias=False, skip_bias_add=False, is_expert=False,
            tp_comm_buffer_name="qkv")
        self.q_layernorm = build_module(submodules.q_layernorm, hidden_size=head_dim, config=config, eps=self.eps)
        self.k_layernorm = (None if kv_role == "reuse" else
                            build_module(submodules.k_layernorm, hidden_size=head_dim, config=config, eps=self.eps))
        self.linear_proj = build_module(
            submodules.linear_proj, nq * head_dim, config.hidden_size, config=config,
            init_method=config.output_layer_init_method, bias=False, input_is_parallel=True, skip_bias_add=True,
            is_expert=False, tp_comm_buffer_name="proj")
        self.register_buffer("inv_freq", rope_inv_freq(head_dim, rope_theta, rope_partial), persistent=False)

    def forward(self, hidden_states, attention_mask, positions, shared_kv: Optional[dict] = None):
        qkv, _ = self.linear_qkv(hidden_states)  # [s, b, ng_l * parts * d]
        s, b = qkv.shape[:2]
        qkv = qkv.view(s, b, self.ng_local, self.parts, self.d)
        q = qkv[:, :, :, : self.qpg].reshape(s, b, self.nq_local, self.d)
        cos, sin = rope_cos_sin(positions, self.inv_freq, q.dtype)
        q = self.q_layernorm(q)
        q = (q * cos + rotate_half(q) * sin).permute(1, 2, 0, 3)  # [s, b, heads, d] -> [b, heads, s, d]
        if self.kv_role == "reuse":
            if shared_kv is None or self.layer_type not in shared_kv:
                raise RuntimeError(f"Gemma 4 layer {self.layer_number} reuses the {self.layer_type} K/V of an earlier "
                                   "layer, but none was stored in this forward (build the model with Gemma4GPTModel)")
            k, v = shared_kv[self.layer_type]
        else:
            k_raw = qkv[:, :, :, self.qpg]
            v = k_raw if self.k_eq_v else qkv[:, :, :, self.qpg + 1]
            k = self.k_layernorm(k_raw)
            k = k * cos + rotate_half(k) * sin
            v = scale_free_rms_norm(v, self.eps)
            k, v = k.permute(1, 2, 0, 3), v.permute(1, 2, 0, 3)
            if self.kv_role == "store":
                if shared_kv is None:
                    raise RuntimeError(f"Gemma 4 layer {self.layer_number} stores its K/V for later layers but got no "
                                       "shared_kv dict (build the model with Gemma4GPTModel)")
                shared_kv[self.layer_type] = (k, v)
        p = self.config.attention_dropout if self.training else 0.0
        ctx = windowed_attention(q, k, v, positions, attention_mask, self.window, 1.0, p)
        ctx = ctx.permute(2, 0, 1, 3).reshape(s, b, self.nq_local * self.d)
        return self.linear_proj(ctx)


def head_sizes(model_cfg, layer_type: str) -> tuple[int, int]:
    """``(head_dim, num_kv_heads)`` of a layer kind of a gemma4 :class:`ModelConfig`."""
    if layer_type == FULL:
        return model_cfg.global_head_dim or model_cfg.head_dim, model_cfg.num_global_kv_heads or model_cfg.num_kv_heads
    return model_cfg.head_dim, model_cfg.num_kv_heads


def attention_params(model_cfg, layer_type: str, kv_role: Optional[str] = None) -> dict:
    """The :class:`Gemma4SelfAttention` keyword arguments of one layer kind (and KV-sharing role)."""
    d, nkv = head_sizes(model_cfg, layer_type)
    full = layer_type == FULL
    return dict(layer_type=layer_type, kv_role=kv_role, head_dim=d, num_kv_heads=nkv, k_eq_v=bool(model_cfg.attention_k_eq_v and full),
                window=0 if full else int(model_cfg.sliding_window),
                rope_theta=float(model_cfg.global_rope_theta if full else model_cfg.rope_theta),
                rope_partial=float(model_cfg.global_partial_rotary_factor if full else 1.0))


__all__ = ["Gemma4SelfAttention", "Gemma4AttentionSubmodules", "windowed_attention", "rope_inv_freq", "head_sizes",
           "attention_params", "SLIDING", "FULL"]
