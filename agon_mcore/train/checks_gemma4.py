"""Gemma 4 terms of ``agon check-config``'s parameter count and memory estimate (docs/gemma4.md).

Gemma 4 layers differ from each other, so every term is summed layer by layer
(:func:`layer_params`):

* attention: sliding layers use ``head_dim`` / ``num_kv_heads``, full layers ``global_head_dim`` /
  ``num_global_kv_heads``; K = V full layers have no V weights; the last
  ``num_kv_shared_layers`` layers (KV-reusing) have only the query and output weights, no key
  norm, and keep **no KV cache** (:func:`kv_bytes_per_token`);
* MLP: GeGLU ``3 H F``, ``F`` doubled on the reusing layers with ``use_double_wide_mlp``;
* the MoE variant keeps the dense MLP and adds, per layer, ``E`` GeGLU experts ``3 H I`` (split
  over EP), the router (``E H`` weight, ``H`` scale, ``E`` per-expert scale) and three more norms;
* PLE (the E-models): per layer a gate and projection ``2 H d`` and a norm ``H``; on the first
  pipeline stage the table ``V_pad x L d`` (vocab-parallel, padded like the word embedding) and
  the projection ``L d x H`` with its norm ``d`` (replicated over TP).

The trainer's split (megatron, ``agon_mcore/policy/gemma4``): attention, MLP and the two vocabulary
matrices are split over TP; norms, the PLE projections and the router are replicated; experts are
split over EP only. :func:`stage_params` gives the most loaded stage on one GPU; with TP=1 it
equals the chunk's parameter count (tested against built models).
"""
from __future__ import annotations

from typing import List, Tuple

from agon_mcore.config import ModelConfig
from agon_mcore.config.validation import kv_sharing_roles

FULL = "full_attention"


def _padded(v: int, tp: int) -> int:
    mult = 128 * tp  # megatron's make-vocab-size-divisible-by 128, times TP
    return -(-v // mult) * mult


def _head(m: ModelConfig, kind: str) -> Tuple[int, int]:
    """``(head size, KV heads)`` of a layer kind."""
    if kind == FULL:
        return (m.global_head_dim or m.head_dim), (m.num_global_kv_heads or m.num_kv_heads)
    return m.head_dim, m.num_kv_heads


def roles(m: ModelConfig) -> list:
    """Each layer's KV-sharing role (None, ``store``, ``reuse``)."""
    kinds = list(m.layer_types) or [FULL] * m.num_layers
    return kv_sharing_roles(kinds, m.num_kv_shared_layers if len(kinds) == m.num_layers else 0)


def layer_params(m: ModelConfig) -> List[Tuple[int, int, int]]:
    """Per layer ``(tp_split, replicated, experts)`` parameter counts (see the module doc).

    ``tp_split``: q/k/v and output projections, the dense MLP; ``replicated``: the six norms
    (two on the heads, none for the key on reusing layers), PLE gate/projection/norm, router and
    the MoE norms; ``experts``: all ``E`` experts of the layer.
    """
    kinds = list(m.layer_types) or [FULL] * m.num_layers
    H, d_ple = m.hidden_size, m.hidden_size_per_layer_input
    out = []
    for kind, role in zip(kinds, roles(m)):
        d, nkv = _head(m, kind)
        reuse = role == "reuse"
        q = m.num_attention_heads * d
        kv = 0 if reuse else nkv * d * (1 if (m.attention_k_eq_v and kind == FULL) else 2)
        ffn = m.ffn_hidden_size * (2 if m.use_double_wide_mlp and reuse else 1)
        split = H * (q + kv) + q * H + 3 * H * ffn
        rep = 4 * H + d * (1 if reuse else 2) + (2 * H * d_ple + H if d_ple else 0)
        experts = 0
        if m.num_experts:
            E = m.num_experts
            rep += E * H + H + E + 3 * H
            experts = E * 3 * H * m.moe_ffn_hidden_size
        out.append((split, rep, experts))
    return out


def param_count(m: ModelConfig) -> int:
    """Parameters of the model as transformers counts them (unpadded vocabulary, tied embedding once,
    ``layer_scalar`` buffers not counted). With ``num_layers`` other than ``len(layer_types)`` the mean
    layer stands for each."""
    per = [sum(x) for x in layer_params(m)]
    H, d, V = m.hidden_size, m.hidden_size_per_layer_input, m.vocab_size
    emb = V * H * (1 if m.tie_word_embeddings else 2)
    ple = (V + H) * m.num_layers * d + d if d else 0
    return int(round(m.num_layers * sum(per) / len(per))) + emb + ple + H


def stage_params(m: ModelConfig, tp: int = 1, pp: int = 1, ep: int = 1) -> float:
    """Parameters on one GPU of the most loaded pipeline stage (megatron's even split of the layers).

    The first stage adds the word embedding ``V_pad H / TP`` and the PLE table ``V_pad L d / TP``,
    projection ``L d H`` and norm ``d``; the last adds the final norm and the output layer (its own
    copy when tied and PP > 1); with PP = 1 a tied output layer is the embedding.
    """
    per = layer_params(m)
    n = len(per)
    size = -(-n // pp)
    H, d, L = m.hidden_size, m.hidden_size_per_layer_input, m.num_layers
    vmat = _padded(m.vocab_size, tp) * H / tp
    ple_first = (_padded(m.vocab_size, tp) * L * d / tp + L * d * H + d) if d else 0.0
    best = 0.0
    for s in range(pp):
        lay = per[s * size:(s + 1) * size]
        total = sum(a / tp + b + c / ep for a, b, c in lay)
        if s == 0:
            total += vmat + ple_first
        if s == pp - 1:
            total += H + (vmat if (pp > 1 or not m.tie_word_embeddings) else 0)
        best = max(best, total)
    return best


def stage_expert_params(m: ModelConfig, pp: int, ep: int) -> float:
    """Expert weights on one GPU of the most loaded stage (every Gemma 4 MoE layer has experts)."""
    if not m.num_experts:
        return 0.0
    return -(-m.num_layers // pp) * m.num_experts * 3 * m.hidden_size * m.moe_ffn_hidden_size / ep


def kv_bytes_per_token(m: ModelConfig, tp: int = 1, dtype_bytes: int = 2) -> float:
    """KV-cache bytes per token on one SGLang GPU: K and V of every layer that computes its own (KV-reusing
    layers keep none), each kind with its head size and KV heads (at least one head per GPU).

    Sliding layers are counted per token like full ones, an upper bound: SGLang's hybrid SWA pool
    keeps only the window for them.
    """
    kinds = list(m.layer_types) or [FULL] * m.num_layers
    total = 0
    for kind, role in zip(kinds, roles(m)):
        if role == "reuse":
            continue
        d, nkv = _head(m, kind)
        total += 2 * max(nkv // tp, 1) * d * dtype_bytes
    return float(total)


def mlp_activation_bytes(m: ModelConfig, b: int, tp: int) -> float:
    """MLP activation bytes kept per token per layer, averaged over layers: the dense GeGLU ``3 F / TP``
    (``F`` doubled on double-wide layers) and, in the MoE variant, beside it the experts ``k (3 I + 2 H)``
    (not TP-split)."""
    r = roles(m)
    dense = sum(3 * m.ffn_hidden_size * (2 if m.use_double_wide_mlp and x == "reuse" else 1) for x in r) / len(r)
    moe = m.moe_router_topk * (3 * m.moe_ffn_hidden_size + 2 * m.hidden_size) if m.num_experts else 0
    return dense * b / tp + moe * b


def attention_activation_elems(m: ModelConfig) -> float:
    """Attention elements kept per token per layer (before TP), averaged over layers: the q/k norm inputs,
    the q/k/v projection output and the core attention output, each layer with its own head size; a
    KV-reusing layer computes only queries; a PLE layer also keeps its ``d`` gated input."""
    kinds = list(m.layer_types) or [FULL] * m.num_layers
    tot = 0
    for kind, role in zip(kinds, roles(m)):
        d, nkv = _head(m, kind)
        q, k = m.num_attention_heads * d, (0 if role == "reuse" else nkv * d)
        tot += (q + k) + (q + 2 * k) + q + 2 * m.hidden_size_per_layer_input
    return tot / len(kinds)


def lora_dims(m: ModelConfig) -> List[dict]:
    """Per layer, megatron LoRA target -> (input dim, output dim, TP mode) of its base linear (K = V layers:
    q and k only; KV-reusing layers: q only; double-wide MLP on those layers)."""
    kinds = list(m.layer_types) or [FULL] * m.num_layers
    out = []
    for kind, role in zip(kinds, roles(m)):
        d, nkv = _head(m, kind)
        q = m.num_attention_heads * d
        k = 0 if role == "reuse" else nkv * d * (1 if (m.attention_k_eq_v and kind == FULL) else 2)
        f = m.ffn_hidden_size * (2 if m.use_double_wide_mlp and role == "reuse" else 1)
        out.append({"linear_qkv": (m.hidden_size, q + k, "column"), "linear_proj": (q, m.hidden_size, "row"),
                    "linear_fc1": (m.hidden_size, 2 * f, "column"), "linear_fc2": (f, m.hidden_size, "row")})
    return out
