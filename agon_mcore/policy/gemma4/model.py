"""Gemma 4 text model as a megatron ``GPTModel``: scaled embedding, per-layer RoPE, soft-capped logits.

``Gemma4GPTModel`` is megatron-core 0.16.1's ``GPTModel`` (vocab-parallel embedding and
output layer, pipeline stages, tied embeddings, the block of per-layer specs from
``layer.gemma4_block_spec``) with three changes:

* the embedding output is multiplied by ``sqrt(hidden_size)`` (rounded to the parameter
  dtype, as transformers' ``Gemma4TextScaledWordEmbedding``); the tied output layer uses the
  unscaled weight;
* no model-wide RoPE table: the ``[b, s]`` token positions go to every layer as
  ``rotary_pos_emb`` and each attention builds its own (sliding vs full RoPE);
* ``logit_softcap`` (``final_logit_softcapping``, None when off) is recorded on the chunk;
  the logits it returns are the *raw* output-layer logits ``z``; the log-prob path applies
  ``cap * tanh(z / cap)`` (``agon_kernels.logprob``'s ``softcap``), so the fused head and the
  vocab-parallel merge see the same capped logits. :func:`capped_logits` gives the capped
  values for comparison with transformers.

The E-models' per-layer embeddings (PLE; transformers' ``get_per_layer_inputs`` and
``project_per_layer_inputs``, written anew): for every token, ``[L, d_ple]`` per-layer inputs ::

    tok  = embed_tokens_per_layer(ids) * sqrt(d_ple)                 (vocab-parallel table [V, L d_ple])
    ctx  = per_layer_projection_norm(per_layer_model_projection(e) / sqrt(H))   (e: the scaled embedding)
    ple  = (ctx + tok) / sqrt(2)

go to the layers in the block's ``context`` slot (``layer.Gemma4Context``), as does the room
for the keys and values of KV-sharing layers. The context holds the whole sequence; under
sequence parallelism the projection sees the gathered embedding (its gradient split back,
each rank holding the same full gradient).

Pipeline parallelism: the first stage makes the per-layer inputs of every layer and they travel
with the hidden states (:meth:`Gemma4GPTModel.forward`, ``set_input_tensor``); the PLE table and
projection live on the first stage only. The keys and values of KV sharing do not travel: a
reusing layer must sit in the same pipeline chunk as the layer it reuses from
(:func:`~agon_mcore.config.validation.kv_sharing_stage_problem`; the even split of the E-models
at PP=2 does).
"""
from __future__ import annotations

import math

import torch
from megatron.core.models.gpt import GPTModel
from megatron.core.tensor_parallel import VocabParallelEmbedding, gather_from_sequence_parallel_region

from agon_mcore.config import ConfigError
from agon_mcore.config.validation import kv_sharing_stage_problem
from agon_mcore.policy.gemma4.layer import (
    NO_CONTEXT,
    Gemma4Context,
    gelu_tanh,
    replicated_linear,
)

ARCH = "gemma4"


def gemma4_config_overrides(model_cfg) -> dict:
    """megatron ``TransformerConfig`` keyword arguments that differ for ``arch=gemma4``.

    GeGLU (``gelu`` tanh, gated), q/k norms (their TP gradients are summed by megatron's
    ``finalize_model_grads`` for ``q_layernorm``/``k_layernorm`` parameters), the local spec
    (our modules are torch + megatron tensor-parallel layers; no TE fusion), and per-layer
    keys in dist checkpoints (megatron's ``hetereogenous_dist_checkpoint``).
    """
    return dict(activation_func=gelu_tanh, gated_linear_unit=True, qk_layernorm=True, add_qkv_bias=False,
                transformer_impl="local",
                # layers differ in shape (sliding vs full): dist checkpoints key each layer on its own
                hetereogenous_dist_checkpoint=True)


class Gemma4GPTModel(GPTModel):
    """``GPTModel`` for Gemma 4 (see the module doc). Build with :func:`gemma4_model_kwargs`.

    Args:
        logit_softcap: ``final_logit_softcapping`` or None.
        context_layout: the layers' :class:`~agon_mcore.policy.gemma4.layer.Gemma4Context`
            (its ``ple_dim > 0``: the model owns the PLE table and projection).
        (the rest as ``GPTModel``; ``position_embedding_type`` is ``"none"``.)

    Raises:
        ValueError: a KV-reusing layer on another pipeline chunk than the layer whose keys/values it reuses
            (the shared keys/values do not cross stages; :func:`kv_sharing_stage_problem`).
    """

    def __init__(self, *args, logit_softcap=None, context_layout: Gemma4Context = NO_CONTEXT, **kwargs):
        kwargs["position_embedding_type"] = "none"
        super().__init__(*args, **kwargs)
        self.logit_softcap = float(logit_softcap) if logit_softcap else None
        self.embed_scale = math.sqrt(self.config.hidden_size)
        self.context_layout = context_layout
        L, d = context_layout.num_layers, context_layout.ple_dim
        if context_layout.kv_slots:
            problem = kv_sharing_stage_problem(list(context_layout.layer_types), context_layout.num_kv_shared,
                                               self.config.pipeline_model_parallel_size,
                                               self.config.virtual_pipeline_model_parallel_size)
            if problem:
                raise ValueError(problem)
        if d and self.pre_process:  # the PLE inputs are made on the first stage and travel with the hidden states
            self.embed_tokens_per_layer = VocabParallelEmbedding(
                self.vocab_size, L * d, init_method=self.config.init_method, reduce_scatter_embeddings=False,
                config=self.config)
            # it sees the gathered (whole) sequence: its gradient is complete on every rank
            self.per_layer_model_projection = replicated_linear(self.config, self.config.hidden_size, L * d,
                                                                sees_sequence_part=False)
            self.per_layer_projection_norm = torch.nn.RMSNorm(d, eps=self.config.layernorm_epsilon,
                                                              dtype=self.config.params_dtype)
        self._block_kwargs = None
        self._received_ple = None  # [s, b, L d] from the previous stage (set_input_tensor)
        self._sent_ple = None  # [s, b, L d] this chunk passes on with its hidden states

    def _wire_parts(self) -> int:
        """How many sequence parts a stage's hidden states hold: ``tp`` under sequence parallelism, else 1."""
        return self.config.tensor_model_parallel_size if self.config.sequence_parallel else 1

    def set_input_tensor(self, input_tensor) -> None:
        """megatron's schedule hands a non-first stage what the previous stage returned. With PLE that is
        ``[s_loc, b, H + k L d]``: the hidden states, then the per-layer inputs of the whole sequence
        (``k = s / s_loc`` row blocks side by side; see :meth:`forward`). They are split here."""
        t = input_tensor[0] if isinstance(input_tensor, list) else input_tensor
        H, width = self.config.hidden_size, self.context_layout.num_layers * self.context_layout.ple_dim
        self._received_ple = None
        if t is not None and width:
            k = self._wire_parts()
            if t.shape[-1] != H + k * width:
                raise RuntimeError(f"Gemma 4 stage input has width {t.shape[-1]}, expected the hidden size {H} plus "
                                   f"{k} x {width} per-layer inputs (did the previous stage run Gemma4GPTModel?)")
            s_loc, b = t.shape[:2]
            ple = t[..., H:].reshape(s_loc, b, k, width).permute(2, 0, 1, 3).reshape(k * s_loc, b, width)
            self._received_ple, t = ple, t[..., :H]
        super().set_input_tensor([t])

    def forward(self, input_ids, position_ids, attention_mask, *args, extra_block_kwargs=None, **kwargs):
        """``GPTModel.forward``; with a context layout, ``_preprocess`` puts the layers' context into the
        decoder's keyword arguments (the dict is read by ``GPTModel.forward`` after ``_preprocess``).

        With PLE, a chunk that is not the last returns ``[s_loc, b, H + k L d]``: its hidden states
        ``[s_loc, b, H]`` and, beside them, the per-layer inputs ``[s, b, L d]`` of the whole sequence
        cut into ``k = s / s_loc`` row blocks (``k = tp`` under sequence parallelism, else 1). The next
        stage splits them (:meth:`set_input_tensor`); the gradient of the per-layer inputs flows back
        to the first stage's table and projection through megatron's backward send. megatron's
        pipeline exchange sends each tensor's shape first (``variable_seq_lengths``), so the wider
        tensor needs nothing else.
        """
        self._block_kwargs = dict(extra_block_kwargs or {})
        self._sent_ple = None
        try:
            out = super().forward(input_ids, position_ids, attention_mask, *args,
                                  extra_block_kwargs=self._block_kwargs, **kwargs)
            if self._sent_ple is not None and not self.post_process:
                ple = self._sent_ple
                s, b, w = ple.shape
                k = s // out.shape[0]
                wire = ple.reshape(k, s // k, b, w).permute(1, 2, 0, 3).reshape(s // k, b, k * w)
                out = torch.cat([out, wire.to(out.dtype)], dim=-1)
            return out
        finally:
            self._block_kwargs, self._sent_ple = None, None

    def layer_context(self, input_ids: torch.Tensor, embeds, received_ple=None):
        """The ``[s, b, width]`` context of the layers (None without PLE and KV sharing).

        Args:
            input_ids: ``[b, s]`` LongTensor.
            embeds: the scaled embedding ``[s(/tp under SP), b, H]`` (first stage; None on later stages).
            received_ple: ``[s, b, L d]`` per-layer inputs from the previous stage (later stages with PLE).
        """
        lay = self.context_layout
        if not lay.width:
            return None
        b, s = input_ids.shape
        parts = []
        if lay.ple_dim and received_ple is not None:
            parts.append(received_ple)
        elif lay.ple_dim:
            L, d = lay.num_layers, lay.ple_dim
            tok = self.embed_tokens_per_layer(input_ids).transpose(0, 1)  # [s, b, L d], summed over TP
            tok = tok * torch.tensor(math.sqrt(d), dtype=torch.float32).to(tok.dtype)
            if self.config.sequence_parallel:  # every rank gets the same full gradient: split it back
                embeds = gather_from_sequence_parallel_region(embeds, tensor_parallel_output_grad=False)
            proj = self.per_layer_model_projection(embeds) * self.config.hidden_size ** -0.5
            proj = self.per_layer_projection_norm(proj.reshape(s, b, L, d))
            parts.append(((proj + tok.reshape(s, b, L, d)) * 2.0 ** -0.5).reshape(s, b, L * d))
        kv = lay.width - lay.num_layers * lay.ple_dim
        if kv:
            like = parts[0] if parts else embeds
            parts.append(like.new_zeros(s, b, kv))
        return torch.cat(parts, dim=-1) if len(parts) > 1 else parts[0]

    def _preprocess(self, input_ids, position_ids, decoder_input=None, **kwargs):
        if position_ids is None:
            raise ValueError("Gemma4GPTModel needs position_ids [b, s] (each layer builds its RoPE from them)")
        embedded_here = decoder_input is None and self.pre_process
        out = list(super()._preprocess(input_ids, position_ids, decoder_input=decoder_input, **kwargs))
        if embedded_here:
            scale = torch.tensor(self.embed_scale, dtype=torch.float32).to(out[0].dtype)
            out[0] = out[0] * scale
        lay = self.context_layout
        if lay.width:
            if self._block_kwargs is None:
                raise RuntimeError("Gemma4GPTModel with PLE / KV sharing: call the model (forward), not _preprocess")
            if lay.ple_dim and not self.pre_process and self._received_ple is None:
                raise RuntimeError("Gemma 4 stage without its per-layer inputs: the previous pipeline stage's output "
                                   "(hidden states and per-layer inputs) was not set (set_input_tensor)")
            ctx = self.layer_context(input_ids, out[0] if self.pre_process else None,
                                     None if self.pre_process else self._received_ple)
            self._block_kwargs["context"] = ctx
            if lay.ple_dim:
                self._sent_ple = ctx[..., : lay.num_layers * lay.ple_dim]
        out[1] = position_ids  # the rotary_pos_emb slot: positions, read by every Gemma 4 attention
        return tuple(out)


def capped_logits(model, logits: torch.Tensor) -> torch.Tensor:
    """``cap * tanh(logits / cap)`` for a chunk with ``logit_softcap``, else ``logits`` (for HF comparisons)."""
    cap = getattr(model, "logit_softcap", None)
    return logits if not cap else torch.tanh(logits / cap) * cap


def gemma4_model_kwargs(model_cfg) -> dict:
    """Extra ``Gemma4GPTModel`` keyword arguments from a gemma4 ``ModelConfig``.

    Raises:
        ConfigError: ``model_cfg.arch`` is not gemma4.
    """
    from megatron.core import parallel_state as mps

    from agon_mcore.policy.gemma4.layer import gemma4_context_layout

    if model_cfg.arch != ARCH:
        raise ConfigError(f"gemma4_model_kwargs given model.arch={model_cfg.arch!r}")
    return dict(logit_softcap=model_cfg.final_logit_softcapping or None,
                context_layout=gemma4_context_layout(model_cfg, mps.get_tensor_model_parallel_world_size()))


def gemma4_param_count(m) -> int:
    """Parameters of a gemma4 ``ModelConfig`` as transformers counts them (embeddings once if tied;
    ``layer_scalar`` buffers not counted): :func:`agon_mcore.train.checks_gemma4.param_count`, which
    sums the layers one by one (head sizes per kind, K = V, KV-reusing layers, double-wide MLP, PLE,
    the MoE variant's experts, router and norms beside the dense MLP)."""
    from agon_mcore.train.checks_gemma4 import param_count

    return param_count(m)
