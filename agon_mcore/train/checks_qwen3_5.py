"""Linear-attention (Qwen3.5 Gated DeltaNet) terms of ``agon check-config``'s parameter count and memory estimate.

A Qwen3.5 model (``arch=qwen3_5``, ``agon_mcore/policy/qwen3_5.py``) has two layer kinds:

* **gated attention** (``full_attention``): ``linear_qkv`` ``h (2 nq d + 2 nkv d)`` (the query
  doubled by its output gate), ``linear_proj`` ``nq d h``, q/k norms ``2 d``;
* **Gated DeltaNet** (``linear_attention``): ``in_proj`` ``h (2 nk dk + 2 nv dv + 2 nv)``,
  ``conv1d`` ``(2 nk dk + nv dv) K``, ``A_log`` / ``dt_bias`` ``2 nv``, out norm ``dv``,
  ``out_proj`` ``nv dv h``;

and every layer a SwiGLU MLP ``3 h f`` and two norms ``2 h``. Activations per token of a
Gated DeltaNet layer (``b`` bytes, split over TP with the heads): the ``in_proj`` output
``2 nk dk + 2 nv dv + 2 nv``, the conv + silu output ``2 nk dk + nv dv``, the l2-normed q/k
repeated to the value heads ``2 nv dk``, and the outputs of the rule, the norm and the gate
``3 nv dv``; megatron's torch recurrence (the path without fla) also keeps its fp32 working
tensors: q, k, k_beta ``3 nv dk``, v, v_beta, the solved values ``3 nv dv``, the intra-chunk
``64 x 64`` matrices (``3 nv 64`` per token) and one ``dk x dv`` state per head and chunk
(``nv dk dv / 64`` per token). There are no attention scores and no KV cache: a rollout
server keeps one fixed-size recurrent state per sequence instead (not estimated).
"""
from __future__ import annotations

from agon_mcore.config import ModelConfig

LINEAR = "linear_attention"
_CHUNK = 64  # megatron's torch_chunk_gated_delta_rule chunk size


def linear_layers(m: ModelConfig) -> int:
    """Gated DeltaNet layers of ``m`` (0 for other archs)."""
    return sum(1 for t in m.layer_types if t == LINEAR) if m.arch in ("qwen3_5", "qwen3_5_moe") else 0


def kv_layers(m: ModelConfig) -> int:
    """Layers that keep a KV cache (every layer but the Gated DeltaNet ones)."""
    return m.num_layers - linear_layers(m)


def _mlp_params(m: ModelConfig, experts: bool) -> int:
    """One layer's MLP: dense SwiGLU ``3 h f``; Qwen3.5-MoE: router ``E h``, shared expert ``3 h Is`` and its
    gate ``h``, plus (``experts``) the ``E`` experts ``3 h I`` each."""
    h = m.hidden_size
    if not m.num_experts:
        return 3 * h * m.ffn_hidden_size
    shared = 3 * h * m.moe_shared_expert_ffn_hidden_size + h if m.moe_shared_expert_ffn_hidden_size else 0
    return m.num_experts * h + shared + (m.num_experts * 3 * h * m.moe_ffn_hidden_size if experts else 0)


def layer_params(m: ModelConfig, experts: bool = True) -> list[int]:
    """Parameters of each layer of a Qwen3.5 model (see the module doc), in layer order; ``experts=False``
    leaves the routed experts out (the memory estimate splits them over EP ranks itself)."""
    h, d, nq, nkv = m.hidden_size, m.head_dim, m.num_attention_heads, m.num_kv_heads
    nk, nv, dk, dv = m.linear_num_key_heads, m.linear_num_value_heads, m.linear_key_head_dim, m.linear_value_head_dim
    attn = h * (2 * nq * d + 2 * nkv * d) + nq * d * h + 2 * d
    gdn = (h * (2 * nk * dk + 2 * nv * dv + 2 * nv) + (2 * nk * dk + nv * dv) * m.linear_conv_kernel_dim
           + 2 * nv + dv + nv * dv * h)
    common = _mlp_params(m, experts) + 2 * h
    return [common + (gdn if t == LINEAR else attn) for t in m.layer_types]


def param_count(m: ModelConfig) -> int:
    """All parameters: embedding (and untied output layer), every layer, the final norm."""
    return sum(layer_params(m)) + m.vocab_size * m.hidden_size * (1 if m.tie_word_embeddings else 2) + m.hidden_size


def stage_layer_params(m: ModelConfig, pp: int) -> int:
    """Layer parameters (routed experts excluded) of the most loaded of ``pp`` contiguous pipeline stages (the
    layer kinds differ in size)."""
    per, n = layer_params(m, experts=False), -(-m.num_layers // pp)
    return max(sum(per[s:s + n]) for s in range(0, m.num_layers, n))


def sharded_activation_elems(m: ModelConfig, b: int) -> float:
    """Per token, averaged over the layers: the attention / Gated DeltaNet tensors split over TP, in ``b``-byte
    elements (the fp32 working set of the recurrence counted at 4 bytes)."""
    d, nq, nkv = m.head_dim, m.num_attention_heads, m.num_kv_heads
    nk, nv, dk, dv = m.linear_num_key_heads, m.linear_num_value_heads, m.linear_key_head_dim, m.linear_value_head_dim
    attn = (nq + nkv) * d + (2 * nq + 2 * nkv) * d + 2 * nq * d  # q/k norms, q+gate+k+v, output and gated output
    gdn = (2 * nk * dk + 2 * nv * dv + 2 * nv) + (2 * nk * dk + nv * dv) + 2 * nv * dk + 3 * nv * dv
    gdn += (3 * nv * dk + 3 * nv * dv + 3 * nv * _CHUNK + nv * dk * dv / _CHUNK) * 4 / b
    n_lin = linear_layers(m)
    return (n_lin * gdn + (m.num_layers - n_lin) * attn) / m.num_layers


def attention_fraction(m: ModelConfig) -> float:
    """Share of layers with softmax attention (their score term); 1 for other archs."""
    return kv_layers(m) / m.num_layers


def lora_dims(m: ModelConfig) -> dict:
    """LoRA target -> ``(in, out, TP mode, layers holding it)`` (``policy/lora.py`` targets): the gated
    ``linear_qkv`` (``2 nq d + 2 nkv d`` outputs) and ``linear_proj`` on the attention layers, ``in_proj``
    (its ``[q; k; v; z]`` rows, ``2 nk dk + 2 nv dv``) and ``out_proj`` on the Gated DeltaNet layers, the MLP on every layer."""
    h, d, nq, nkv, f = m.hidden_size, m.head_dim, m.num_attention_heads, m.num_kv_heads, m.ffn_hidden_size
    nk, nv, dk, dv = m.linear_num_key_heads, m.linear_num_value_heads, m.linear_key_head_dim, m.linear_value_head_dim
    n_lin = linear_layers(m)
    n_att = m.num_layers - n_lin
    return {"linear_qkv": (h, 2 * nq * d + 2 * nkv * d, "column", n_att), "linear_proj": (nq * d, h, "row", n_att),
            "in_proj": (h, 2 * nk * dk + 2 * nv * dv, "column", n_lin), "out_proj": (nv * dv, h, "row", n_lin),
            "linear_fc1": (h, 2 * f, "column", m.num_layers), "linear_fc2": (f, h, "row", m.num_layers)}
