"""Mixture-of-experts rivals (``arch='qwen3_moe'``): megatron settings and per-layer specs.

A Qwen3-MoE decoder is Qwen3's attention (QK-norm, GQA, RoPE) with, on every layer not
listed in ``model.moe_dense_layers``, a sparse MoE block instead of the dense SwiGLU MLP
(transformers' ``Qwen3MoeSparseMoeBlock``): a linear router ``[E, H]``, softmax over all
experts, the top-k experts per token (weights renormalised to sum to 1 when
``moe_norm_topk_prob``), each expert a SwiGLU MLP of width ``moe_ffn_hidden_size``, no
shared expert. megatron-core 0.16.1 builds it as ``MoELayer`` (``transformer/moe/``):
``TopKRouter`` with ``moe_router_score_function='softmax'`` (renormalised top-k =
``moe_router_pre_softmax=False``: softmax over the k chosen logits, which equals HF's
softmax-then-divide; not renormalised = ``pre_softmax=True``), the ``alltoall`` token
dispatcher, and ``SequentialMLP`` experts (local spec, CPU) or TE ``TEGroupedMLP``
(grouped GEMM, GPU).

Expert parallelism (``parallel.ep``): the experts of each MoE layer are split into ``ep``
contiguous groups; EP rank ``r`` holds global experts ``r*E/ep ... (r+1)*E/ep - 1``
as its local experts ``0 ... E/ep - 1``. The EP ranks are taken from the data-parallel
(x tensor-parallel) ranks of a pipeline stage, so ``ep`` must divide ``tp * dp``; expert
weights are not tensor-parallel (``expert_tensor_parallel_size=1``), and their gradients
are reduced over the expert-data-parallel group by megatron's DDP and optimizer
(``param.allreduce=False`` on expert parameters). Tokens reach their experts by an
all-to-all over the EP group (gloo on CPU: the shim in
``agon_mcore/compat/megatron_moe_cpu.py``).

The router's auxiliary load-balancing loss is off unless ``model.moe_aux_loss_coeff > 0``
(then megatron's ``aux_loss`` at that coefficient, added through its
``MoEAuxLossAutoScaler`` in backward). Routing is computed in fp32
(``moe_router_dtype='fp32'``), as transformers does.
"""
from __future__ import annotations

import copy
from typing import Callable, Optional

import torch
import torch.distributed as dist
from megatron.core import parallel_state as mps

from agon_mcore.compat.megatron_moe_cpu import patch_router_gemm_without_te
from agon_mcore.config import ConfigError, ModelConfig, ParallelConfig

MOE_ARCHS = ("qwen3_moe", "qwen3_5_moe")
# archs whose models may have experts (num_experts > 0) or not: Gemma 4's MoE variant (policy/gemma4/moe.py)
OPTIONAL_MOE_ARCHS = ("gemma4",)


def is_moe(model_cfg: ModelConfig) -> bool:
    """Whether ``model_cfg`` describes a mixture-of-experts model (``num_experts > 0``)."""
    return int(model_cfg.num_experts or 0) > 0


def moe_layer_pattern(model_cfg: ModelConfig) -> list[int]:
    """Per layer 1 (MoE block) or 0 (dense MLP): megatron's ``moe_layer_freq`` as a list.

    Example: 4 layers, ``moe_dense_layers=[0]`` -> ``[0, 1, 1, 1]``.
    """
    dense = set(int(i) for i in model_cfg.moe_dense_layers)
    return [0 if i in dense else 1 for i in range(model_cfg.num_layers)]


def check_moe(model_cfg: ModelConfig, parallel: ParallelConfig, where: str = "model") -> None:
    """Refuse MoE settings megatron or the layout cannot build, naming the key and the fix.

    Raises:
        ConfigError: ``parallel.ep > 1`` for a dense model; experts/top-k/width out of range;
            ``num_experts`` not divisible by ``ep``; a dense layer index out of range; MoE
            fields on an arch without experts or the reverse.
    """
    ep = int(getattr(parallel, "ep", 1) or 1)
    if getattr(model_cfg, "moe_routing_replay", False) and not is_moe(model_cfg):
        raise ConfigError(f"{where}: model.moe_routing_replay=true replays the routes of a mixture-of-experts "
                          f"model, but model.arch={model_cfg.arch} has no experts; set it to false")
    if getattr(model_cfg, "moe_record_routes", None) and not is_moe(model_cfg):
        raise ConfigError(f"{where}: model.moe_record_routes=true records the routes of a mixture-of-experts "
                          f"model, but model.arch={model_cfg.arch} has no experts; drop it")
    if not is_moe(model_cfg):
        if model_cfg.arch in MOE_ARCHS:
            raise ConfigError(f"{where}: model.arch={model_cfg.arch} needs model.num_experts > 0 (e.g. 4), "
                              "or set model.hf_path to a checkpoint")
        if ep > 1:
            raise ConfigError(f"{where}: parallel.ep={ep} splits experts, but model.arch={model_cfg.arch} has none; "
                              "set parallel.ep=1 (or use a mixture-of-experts model, arch qwen3_moe)")
        return
    if model_cfg.arch not in MOE_ARCHS + OPTIONAL_MOE_ARCHS:
        raise ConfigError(f"{where}: model.num_experts={model_cfg.num_experts} needs a mixture-of-experts arch "
                          f"{MOE_ARCHS + OPTIONAL_MOE_ARCHS}, got model.arch={model_cfg.arch!r}; set num_experts=0 or "
                          "arch=qwen3_moe")
    if model_cfg.arch == "gemma4" and (model_cfg.moe_dense_layers or not model_cfg.moe_norm_topk_prob):
        raise ConfigError(f"{where}: Gemma 4's MoE variant has the sparse block on every layer, beside the MLP, and "
                          "renormalises the top-k weights: remove model.moe_dense_layers and moe_norm_topk_prob=false")
    E, k = int(model_cfg.num_experts), int(model_cfg.moe_router_topk)
    if not 1 <= k <= E:
        raise ConfigError(f"{where}: model.moe_router_topk={k} must be between 1 and model.num_experts={E}")
    if model_cfg.moe_ffn_hidden_size <= 0:
        raise ConfigError(f"{where}: model.moe_ffn_hidden_size={model_cfg.moe_ffn_hidden_size} must be > 0 (each "
                          "expert's SwiGLU width, HF moe_intermediate_size)")
    if E % ep:
        ok = [d for d in range(1, E + 1) if E % d == 0]
        raise ConfigError(f"{where}: model.num_experts={E} is not divisible by parallel.ep={ep}; use ep in {ok}")
    bad = [i for i in model_cfg.moe_dense_layers if not 0 <= int(i) < model_cfg.num_layers]
    if bad:
        raise ConfigError(f"{where}: model.moe_dense_layers has {bad} outside 0..{model_cfg.num_layers - 1}")
    if model_cfg.moe_aux_loss_coeff < 0:
        raise ConfigError(f"{where}: model.moe_aux_loss_coeff={model_cfg.moe_aux_loss_coeff} must be >= 0 (0: off)")


def moe_transformer_kwargs(model_cfg: ModelConfig, parallel: ParallelConfig, te: bool) -> dict:
    """The ``TransformerConfig`` arguments for experts (empty beyond EP=1 for a dense model).

    Args:
        model_cfg: the resolved model.
        parallel: the layout (``ep``).
        te: TransformerEngine layer spec (grouped GEMM experts) or the local one.

    Raises:
        ConfigError: see :func:`check_moe`.
    """
    check_moe(model_cfg, parallel)
    if not is_moe(model_cfg):
        return {}
    coeff = float(model_cfg.moe_aux_loss_coeff)
    return dict(
        num_moe_experts=int(model_cfg.num_experts),
        moe_router_topk=int(model_cfg.moe_router_topk),
        moe_ffn_hidden_size=int(model_cfg.moe_ffn_hidden_size),
        moe_layer_freq=moe_layer_pattern(model_cfg),
        moe_router_score_function="softmax",
        moe_router_pre_softmax=not model_cfg.moe_norm_topk_prob,
        moe_router_load_balancing_type="aux_loss" if coeff > 0 else "none",
        moe_aux_loss_coeff=coeff,
        moe_router_dtype="fp32",
        moe_grouped_gemm=bool(te),
        moe_token_dispatcher_type="alltoall",
        expert_model_parallel_size=int(parallel.ep),
        expert_tensor_parallel_size=1,
        # Qwen3.5-MoE: a shared expert on every MoE layer, its output times sigmoid(gate . x)
        # (megatron's SharedExpertMLP with gate=True; HF Qwen3_5MoeSparseMoeBlock)
        **(dict(moe_shared_expert_intermediate_size=int(model_cfg.moe_shared_expert_ffn_hidden_size),
                moe_shared_expert_gate=True) if model_cfg.moe_shared_expert_ffn_hidden_size else {}),
    )


def moe_layer_specs(config, te: bool, dense_spec: Callable[[Optional[int]], object], offset: int, n: int) -> list:
    """The layer specs of one model chunk: MoE or dense per layer, as ``config.moe_layer_freq`` says.

    Args:
        config: the megatron ``TransformerConfig`` (``num_moe_experts`` set).
        te: TE spec (grouped-GEMM experts) or local (``SequentialMLP``).
        dense_spec: ``num_experts -> layer spec`` (the model provider's spec builder, which
            puts in our norms and core attention); called with ``None`` for dense layers.
        offset: global index of the chunk's first layer; ``n``: layers in the chunk.
    """
    patch_router_gemm_without_te()  # megatron-core 0.16.1 router without TE (see compat/megatron_moe_cpu.py)
    freq = config.moe_layer_freq
    pattern = list(freq) if isinstance(freq, (list, tuple)) else [1 if i % int(freq) == 0 else 0
                                                                   for i in range(config.num_layers)]
    moe, dense = dense_spec(config.num_moe_experts), dense_spec(None)
    return [copy.deepcopy(moe if pattern[offset + j] else dense) for j in range(n)]



def equalize_micro_batch_count(mbs: list, make_dummy: Callable[[], object], device) -> list:
    """Pad ``mbs`` with dummy micro-batches to the largest count of any data-parallel rank.

    Why: with expert parallelism every forward of a MoE layer runs all-to-alls over the
    expert-parallel group, whose ranks are data-parallel peers that pack their own
    samples; a rank with fewer micro-batches would leave the others waiting in an
    all-to-all forever. A dummy micro-batch trains no token (``N = 0``), so the result is
    unchanged. No-op (no communication) when ``parallel.ep == 1``.

    Args:
        mbs: this rank's micro-batches.
        make_dummy: returns one all-padding micro-batch (already on ``device``).
        device: where the count is reduced (the gloo/NCCL group's device).
    """
    if mps.get_expert_model_parallel_world_size() == 1:
        return mbs
    n = torch.tensor([len(mbs)], dtype=torch.long, device=device)
    dist.all_reduce(n, op=dist.ReduceOp.MAX, group=mps.get_data_parallel_group())
    return list(mbs) + [make_dummy() for _ in range(int(n.item()) - len(mbs))]
