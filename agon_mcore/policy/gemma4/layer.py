"""Gemma 4 decoder layer and its per-layer specs, in megatron-core's ``ModuleSpec`` pattern.

``Gemma4TransformerLayer`` (transformers 5.24 ``Gemma4TextDecoderLayer``, written anew):
sandwich norms and a per-layer scalar::

    h = h + post_attention_layernorm(attn(input_layernorm(h)))
    h = h + post_mlp_layernorm(mlp(pre_mlp_layernorm(h)))
    h = h * layer_scalar

The MoE variant adds a sparse block beside the MLP (``moe.py``)::

    out = post_mlp_layernorm_1(mlp(pre_mlp_layernorm(h))) + post_mlp_layernorm_2(moe(h))
    h = h + post_mlp_layernorm(out)

The MLP is megatron's ``MLP`` (gated ``linear_fc1 = [gate; up]``) with
``activation_func = gelu(approximate='tanh')`` (GeGLU, HF ``gelu_pytorch_tanh``).
``layer_scalar`` is a persistent buffer ``[1]`` (the checkpoint's ``layer_scalar``; not trained).
Norms are RMSNorm with weight ``w`` (Gemma 4 is not ``1 + w``).

With per-layer embeddings (PLE, the E-models) the layer ends with one more residual branch::

    h = h + post_per_layer_input_norm(per_layer_projection(gelu(per_layer_input_gate(h)) * ple_i))

before ``layer_scalar``; ``ple_i [s, b, d_ple]`` is this layer's slice of the model's per-layer
inputs (``model.py``). The three modules are small (``H x d_ple``) and replicated over TP.

The layer takes the call megatron's ``TransformerBlock`` makes (``hidden_states``,
``attention_mask``, ``context``, ``rotary_pos_emb``, ...) and returns ``(hidden_states,
context)``; ``rotary_pos_emb`` carries the ``[b, s]`` token positions (see ``attention.py``).

The ``context`` slot (cross-attention's in megatron; Gemma 4 has none) carries what layers
hand each other besides the hidden states: the per-layer inputs of PLE and the keys/values a
KV-sharing layer stores for later layers (layout: :class:`Gemma4Context`). Passing it there,
not on the side, keeps it inside autograd across megatron's activation recompute (its
``checkpoint`` detaches and re-grads the block's tensor arguments, ``context`` among them).
"""
from __future__ import annotations

import copy
import functools
from dataclasses import dataclass
from typing import Optional, Union

import torch
import torch.nn.functional as F
from megatron.core import parallel_state as mps
from megatron.core.tensor_parallel import (
    ColumnParallelLinear,
    RowParallelLinear,
    scatter_to_sequence_parallel_region,
)
from megatron.core.transformer.mlp import MLP, MLPSubmodules
from megatron.core.transformer.module import MegatronModule
from megatron.core.transformer.spec_utils import ModuleSpec, build_module
from megatron.core.transformer.transformer_block import TransformerBlockSubmodules, get_num_layers_to_build
from megatron.core.transformer.transformer_layer import get_transformer_layer_offset

from agon_mcore.compat import TPSummedTorchNorm
from agon_mcore.config.validation import kv_sharing_roles
from agon_mcore.policy.gemma4.attention import (
    Gemma4AttentionSubmodules,
    Gemma4SelfAttention,
    attention_params,
    head_sizes,
)
from agon_mcore.policy.gemma4.moe import gemma4_moe_spec

gelu_tanh = functools.partial(F.gelu, approximate="tanh")


@dataclass(frozen=True)
class Gemma4Context:
    """Layout of the ``[s, b, width]`` tensor Gemma 4 layers pass in megatron's ``context`` slot.

    ``s`` is the whole sequence (also under sequence parallelism), ``b`` the batch, and the last
    dimension holds, in order:

    * PLE (``ple_dim > 0``): layer ``i``'s per-layer input at ``[i * ple_dim, (i + 1) * ple_dim)``;
    * per layer kind with a KV-storing layer (``kv_slots``: ``(kind, offset, n)``): its keys
      ``[offset, offset + n)`` and values ``[offset + n, offset + 2 n)``, ``n = ng_local * d``
      (this TP rank's KV heads), zeros until the storing layer writes them.

    ``last_reader``: 0-based index of the last layer that reads the context (later layers
    pass None on). ``width == 0``: no context (dense models). ``layer_types`` and
    ``num_kv_shared`` record the sharing (for the pipeline-stage check).
    """

    ple_dim: int = 0
    num_layers: int = 0
    kv_slots: tuple = ()
    width: int = 0
    last_reader: int = -1
    layer_types: tuple = ()
    num_kv_shared: int = 0

    def ple(self, context: torch.Tensor, layer_index: int) -> torch.Tensor:
        """``[s, b, ple_dim]``: layer ``layer_index``'s per-layer input."""
        return context[..., layer_index * self.ple_dim: (layer_index + 1) * self.ple_dim]

    def _slot(self, kind: str) -> tuple[int, int]:
        for k, off, n in self.kv_slots:
            if k == kind:
                return off, n
        raise KeyError(f"no KV slot for {kind} layers in this Gemma 4 context")

    def read_kv(self, context: torch.Tensor, kind: str, heads: int, d: int):
        """``(k, v)``, each ``[b, heads, s, d]``, stored by the ``kind`` layer that stores them."""
        off, n = self._slot(kind)
        s, b = context.shape[:2]
        k = context[..., off: off + n].reshape(s, b, heads, d).permute(1, 2, 0, 3)
        v = context[..., off + n: off + 2 * n].reshape(s, b, heads, d).permute(1, 2, 0, 3)
        return k, v

    def write_kv(self, context: torch.Tensor, kind: str, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        """A new context with ``k, v [b, heads, s, d]`` in the ``kind`` slot (the input is not modified)."""
        off, n = self._slot(kind)
        s, b = context.shape[:2]
        flat = [t.permute(2, 0, 1, 3).reshape(s, b, n).to(context.dtype) for t in (k, v)]
        return torch.cat([context[..., :off], *flat, context[..., off + 2 * n:]], dim=-1)


NO_CONTEXT = Gemma4Context()  # dense models: the layers pass nothing besides the hidden states


def gemma4_context_layout(model_cfg, tp: int = 1) -> Gemma4Context:
    """The :class:`Gemma4Context` of a gemma4 ``ModelConfig`` at tensor-parallel size ``tp``."""
    L, d_ple = model_cfg.num_layers, int(model_cfg.hidden_size_per_layer_input)
    roles = kv_sharing_roles(list(model_cfg.layer_types), int(model_cfg.num_kv_shared_layers))
    width, slots = L * d_ple, []
    for i, role in enumerate(roles):
        if role == "store":
            d, ng = head_sizes(model_cfg, model_cfg.layer_types[i])
            n = ng // tp * d
            slots.append((model_cfg.layer_types[i], width, n))
            width += 2 * n
    readers = [i for i, r in enumerate(roles) if r == "reuse"] + ([L - 1] if d_ple else [])
    return Gemma4Context(ple_dim=d_ple, num_layers=L, kv_slots=tuple(slots), width=width,
                         last_reader=max(readers, default=-1), layer_types=tuple(model_cfg.layer_types),
                         num_kv_shared=int(model_cfg.num_kv_shared_layers))


def replicated_linear(config, in_features: int, out_features: int, sees_sequence_part: bool = True) -> torch.nn.Linear:
    """A bias-free ``torch.nn.Linear`` kept whole on every TP rank (small PLE matrices).

    Initialised with ``config.init_method``, dtype ``config.params_dtype``. With
    ``sees_sequence_part`` (its input is the rank's part of the sequence under sequence
    parallelism) the weight is tagged ``sequence_parallel`` under SP, and megatron's
    ``finalize_model_grads`` sums its gradient over TP (as for the norms,
    ``TPSummedTorchNorm``). A linear that sees the whole sequence on every rank holds the
    full gradient already and is not tagged.
    """
    lin = torch.nn.Linear(in_features, out_features, bias=False, dtype=config.params_dtype)
    with torch.no_grad():
        config.init_method(lin.weight)
    if config.sequence_parallel and sees_sequence_part:
        lin.weight.sequence_parallel = True
    return lin


@dataclass
class Gemma4LayerSubmodules:
    """The layer's parts: four norms around attention and MLP, the attention, the MLP."""

    input_layernorm: Union[ModuleSpec, type] = None
    self_attention: Union[ModuleSpec, type] = None
    post_attention_layernorm: Union[ModuleSpec, type] = None
    pre_mlp_layernorm: Union[ModuleSpec, type] = None
    mlp: Union[ModuleSpec, type] = None
    post_mlp_layernorm: Union[ModuleSpec, type] = None
    # the MoE variant (moe.py): the sparse block beside the MLP and the two branches' own output norms
    moe: Union[ModuleSpec, type, None] = None
    post_mlp_layernorm_1: Union[ModuleSpec, type, None] = None
    post_mlp_layernorm_2: Union[ModuleSpec, type, None] = None


class Gemma4TransformerLayer(MegatronModule):
    """One Gemma 4 decoder layer (see the module doc).

    Args:
        config: megatron ``TransformerConfig``.
        submodules: :class:`Gemma4LayerSubmodules`.
        layer_number: 1-based within the stage (made global with the pipeline offset).
        ffn_hidden_size: this layer's MLP width.
        context_layout: the model's :class:`Gemma4Context` (PLE width, KV slots).
        pg_collection, vp_stage: as megatron's ``TransformerLayer``.

    Raises (forward):
        RuntimeError: positions missing, or a context needed (PLE, KV sharing) but not given.
    """

    def __init__(self, config, submodules: Gemma4LayerSubmodules, layer_number: int = 1, *, ffn_hidden_size: int,
                 context_layout: Gemma4Context = NO_CONTEXT, pg_collection=None, vp_stage: Optional[int] = None,
                 **_):
        super().__init__(config=config)
        self.layer_number = layer_number + get_transformer_layer_offset(config, vp_stage)
        h, eps = config.hidden_size, config.layernorm_epsilon
        self.input_layernorm = build_module(submodules.input_layernorm, config=config, hidden_size=h, eps=eps)
        self.self_attention = build_module(submodules.self_attention, config=config, layer_number=self.layer_number)
        self.post_attention_layernorm = build_module(submodules.post_attention_layernorm, config=config, hidden_size=h,
                                                     eps=eps)
        self.pre_mlp_layernorm = build_module(submodules.pre_mlp_layernorm, config=config, hidden_size=h, eps=eps)
        mlp_config = config
        if ffn_hidden_size != config.ffn_hidden_size:
            # megatron-core 0.16.1's MLP sizes linear_fc2 from config.ffn_hidden_size, not its argument
            mlp_config = copy.copy(config)
            mlp_config.ffn_hidden_size = ffn_hidden_size
        self.mlp = build_module(submodules.mlp, config=mlp_config, ffn_hidden_size=ffn_hidden_size)
        self.post_mlp_layernorm = build_module(submodules.post_mlp_layernorm, config=config, hidden_size=h, eps=eps)
        self.moe = None
        if submodules.moe is not None:
            self.moe = build_module(submodules.moe, config=config, layer_number=self.layer_number)
            self.post_mlp_layernorm_1 = build_module(submodules.post_mlp_layernorm_1, config=config, hidden_size=h,
                                                     eps=eps)
            self.post_mlp_layernorm_2 = build_module(submodules.post_mlp_layernorm_2, config=config, hidden_size=h,
                                                     eps=eps)
        self.register_buffer("layer_scalar", torch.ones(1, dtype=config.params_dtype))
        self.layout, self.layer_index = context_layout, self.layer_number - 1
        d_ple = context_layout.ple_dim
        if d_ple:
            self.per_layer_input_gate = replicated_linear(config, h, d_ple)
            self.per_layer_projection = replicated_linear(config, d_ple, h)
            self.post_per_layer_input_norm = build_module(submodules.input_layernorm, config=config, hidden_size=h,
                                                          eps=eps)

    def _dropout(self, x):
        p = self.config.hidden_dropout
        return F.dropout(x, p=p, training=self.training) if p else x

    def forward(self, hidden_states, attention_mask=None, context=None, context_mask=None, rotary_pos_emb=None,
                **_):
        if not isinstance(rotary_pos_emb, torch.Tensor) or rotary_pos_emb.dim() != 2:
            raise RuntimeError("Gemma4TransformerLayer needs the [b, s] token positions as rotary_pos_emb "
                               "(build the model with Gemma4GPTModel)")
        attn = self.self_attention
        if context is None and (attn.kv_role or self.layout.ple_dim):
            raise RuntimeError(f"Gemma 4 layer {self.layer_number} needs the per-layer context (PLE / KV sharing) "
                               "that Gemma4GPTModel passes in the context slot")
        shared = None
        if attn.kv_role == "reuse":
            shared = {attn.layer_type: self.layout.read_kv(context, attn.layer_type, attn.ng_local, attn.d)}
        elif attn.kv_role == "store":
            shared = {}
        residual = hidden_states
        out, _ = attn(self.input_layernorm(hidden_states), attention_mask, rotary_pos_emb, shared)
        if attn.kv_role == "store":
            context = self.layout.write_kv(context, attn.layer_type, *shared[attn.layer_type])
        hidden_states = residual + self._dropout(self.post_attention_layernorm(out))
        residual = hidden_states
        out, _ = self.mlp(self.pre_mlp_layernorm(hidden_states))
        if self.moe is not None:  # the sparse block sees the residual (its router) and its own normed copy
            sparse, _ = self.moe(residual)
            out = self.post_mlp_layernorm_1(out) + self.post_mlp_layernorm_2(sparse)
        hidden_states = residual + self._dropout(self.post_mlp_layernorm(out))
        if self.layout.ple_dim:
            ple = self.layout.ple(context, self.layer_index)
            if self.config.sequence_parallel:  # the context holds the whole sequence; take this rank's part
                ple = scatter_to_sequence_parallel_region(ple)
            gated = gelu_tanh(self.per_layer_input_gate(hidden_states)) * ple
            hidden_states = hidden_states + self.post_per_layer_input_norm(self.per_layer_projection(gated))
        if self.layer_index >= self.layout.last_reader:
            context = None  # no later layer reads it (and a context nobody uses gets no gradient)
        return hidden_states * self.layer_scalar.to(hidden_states.dtype), context


def layer_ffn_hidden_size(model_cfg, kv_role: Optional[str]) -> int:
    """A layer's MLP width: ``2 x ffn_hidden_size`` on KV-reusing layers with ``use_double_wide_mlp``."""
    return model_cfg.ffn_hidden_size * (2 if model_cfg.use_double_wide_mlp and kv_role == "reuse" else 1)


def gemma4_layer_spec(model_cfg, layer_type: str, kv_role: Optional[str] = None,
                      context_layout: Gemma4Context = NO_CONTEXT) -> ModuleSpec:
    """The local (torch + megatron tensor-parallel) spec of one layer of ``layer_type`` and KV-sharing role."""
    norm = TPSummedTorchNorm
    attn = ModuleSpec(module=Gemma4SelfAttention, params=attention_params(model_cfg, layer_type, kv_role),
                      submodules=Gemma4AttentionSubmodules(linear_qkv=ColumnParallelLinear,
                                                           linear_proj=RowParallelLinear, q_layernorm=norm,
                                                           k_layernorm=norm))
    mlp = ModuleSpec(module=MLP, submodules=MLPSubmodules(linear_fc1=ColumnParallelLinear,
                                                          linear_fc2=RowParallelLinear))
    moe = gemma4_moe_spec(int(model_cfg.num_experts)) if model_cfg.num_experts else None
    return ModuleSpec(module=Gemma4TransformerLayer,
                      params={"ffn_hidden_size": layer_ffn_hidden_size(model_cfg, kv_role),
                              "context_layout": context_layout},
                      submodules=Gemma4LayerSubmodules(input_layernorm=norm, self_attention=attn,
                                                       post_attention_layernorm=norm, pre_mlp_layernorm=norm, mlp=mlp,
                                                       post_mlp_layernorm=norm, moe=moe,
                                                       post_mlp_layernorm_1=norm if moe else None,
                                                       post_mlp_layernorm_2=norm if moe else None))


def gemma4_block_spec(config, model_cfg, vp_stage: Optional[int]) -> TransformerBlockSubmodules:
    """Per-layer specs of this pipeline stage's layers (their kinds from ``model_cfg.layer_types``)."""
    offset = get_transformer_layer_offset(config, vp_stage)
    n = get_num_layers_to_build(config, vp_stage=vp_stage)
    roles = kv_sharing_roles(list(model_cfg.layer_types), int(model_cfg.num_kv_shared_layers))
    layout = gemma4_context_layout(model_cfg, mps.get_tensor_model_parallel_world_size())
    specs = [copy.deepcopy(gemma4_layer_spec(model_cfg, model_cfg.layer_types[offset + j], roles[offset + j], layout))
             for j in range(n)]
    return TransformerBlockSubmodules(layer_specs=specs, layer_norm=TPSummedTorchNorm)
