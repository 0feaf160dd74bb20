"""Gemma 4's mixture-of-experts block on megatron-core's expert-parallel machinery.

transformers 5.24 ``Gemma4TextDecoderLayer`` with ``enable_moe_block`` (read, written anew):
beside the dense GeGLU MLP, on the same layer, a sparse block with its own norms::

    h1  = post_feedforward_layernorm_1(mlp(pre_feedforward_layernorm(h)))
    w, idx = router(h)                       (the residual h, not a normed input)
    h2  = post_feedforward_layernorm_2(experts(pre_feedforward_layernorm_2(h), idx, w))
    h   = h + post_feedforward_layernorm(h1 + h2)

The router (``Gemma4TextRouter``): a scale-free RMSNorm of ``h``, times a learned ``scale [H]``
and ``H^-0.5``, a linear ``[E, H]``, softmax over all experts in fp32, the top-k, weights
renormalised to sum to 1, then times ``per_expert_scale[E]`` of the chosen experts. Each
expert is a GeGLU MLP of width ``moe_intermediate_size`` (HF stores them fused:
``experts.gate_up_proj [E, 2I, H]``, ``experts.down_proj [E, H, I]``).

Here: :class:`Gemma4MoE` is megatron's ``MoELayer`` (alltoall token dispatcher, expert
parallelism over ``parallel.ep``, ``SequentialMLP`` experts; see ``policy/moe.py``) with
:class:`Gemma4Router` (megatron's ``TopKRouter`` with softmax scores, renormalised top-k, so
``moe_router_pre_softmax=False``, plus the input norm/scale and the per-expert scale), and
the expert input norm ``pre_mlp_layernorm`` applied after routing (the router sees the
residual, the experts its normed copy). Megatron multiplies each expert's output by its
routing weight when combining, as transformers does.
"""
from __future__ import annotations

import copy

import torch
from megatron.core.models.gpt.moe_module_specs import get_moe_module_spec
from megatron.core.transformer.moe.moe_layer import MoELayer
from megatron.core.transformer.moe.router import TopKRouter
from megatron.core.transformer.spec_utils import ModuleSpec

from agon_mcore.compat import TPSummedTorchNorm
from agon_mcore.compat.megatron_moe_cpu import patch_router_gemm_without_te
from agon_mcore.policy.gemma4.attention import scale_free_rms_norm


class Gemma4Router(TopKRouter):
    """Gemma 4's router (see the module doc): megatron's top-k routing of scaled, normed inputs.

    Parameters besides megatron's ``weight [E, H]`` (HF ``router.proj.weight``):
    ``scale [H]`` (HF ``router.scale``) and ``per_expert_scale [E]`` (HF
    ``router.per_expert_scale``), replicated; under sequence parallelism tagged
    ``sequence_parallel`` like the router weight (their gradients are summed over TP).

    ``forward(input [s(/tp), b, H])`` returns ``(probs [T, E], routing_map [T, E] bool)`` with
    ``probs`` zero off the chosen experts, as ``TopKRouter``.
    """

    def __init__(self, config, pg_collection=None):
        super().__init__(config=config, pg_collection=pg_collection)
        h, e = config.hidden_size, config.num_moe_experts
        self.scale = torch.nn.Parameter(torch.ones(h, dtype=config.params_dtype))
        self.per_expert_scale = torch.nn.Parameter(torch.ones(e, dtype=config.params_dtype))
        for p in (self.scale, self.per_expert_scale):
            p.sequence_parallel = bool(config.sequence_parallel)

    def forward(self, input: torch.Tensor, padding_mask=None):
        x = scale_free_rms_norm(input, self.config.layernorm_epsilon) * self.scale * self.config.hidden_size ** -0.5
        probs, routing_map = super().forward(x, padding_mask=padding_mask)
        return probs * self.per_expert_scale.to(probs.dtype), routing_map


class Gemma4MoE(MoELayer):
    """megatron's ``MoELayer`` whose router sees the layer's residual and whose experts see its
    normed copy (``pre_mlp_layernorm``, HF ``pre_feedforward_layernorm_2``).

    ``forward(residual [s(/tp), b, H])`` returns ``(experts' weighted sum [s(/tp), b, H], None)``.
    """

    def __init__(self, config, submodules=None, layer_number=None, pg_collection=None):
        super().__init__(config=config, submodules=submodules, layer_number=layer_number, pg_collection=pg_collection)
        self.pre_mlp_layernorm = TPSummedTorchNorm(config, hidden_size=config.hidden_size,
                                                   eps=config.layernorm_epsilon)

    def preprocess(self, hidden_states, probs, routing_map):
        return super().preprocess(self.pre_mlp_layernorm(hidden_states), probs, routing_map)


def gemma4_moe_spec(num_experts: int) -> ModuleSpec:
    """The local spec of the block: :class:`Gemma4MoE`, :class:`Gemma4Router`, ``SequentialMLP`` experts."""
    patch_router_gemm_without_te()  # megatron-core 0.16.1's router without TE (compat/megatron_moe_cpu.py)
    spec = copy.deepcopy(get_moe_module_spec(use_te=False, num_experts=num_experts, moe_grouped_gemm=False))
    spec.module = Gemma4MoE
    spec.submodules.router = Gemma4Router
    return spec
