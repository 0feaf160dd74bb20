"""Hugging Face ``Qwen3MoeConfig`` <-> the mixture-of-experts fields of ``ModelConfig``.

transformers 5.24 (``models/qwen3_moe/configuration_qwen3_moe.py``, ``modeling_qwen3_moe.py``):
layer ``i`` has a sparse MoE block when ``i not in mlp_only_layers`` and
``num_experts > 0`` and ``(i + 1) % decoder_sparse_step == 0``, else a dense SwiGLU MLP of
``intermediate_size``. The router (``mlp.gate``) takes a softmax over all ``num_experts``
logits, keeps the top ``num_experts_per_tok`` and renormalises them when
``norm_topk_prob``; each expert is a SwiGLU MLP of ``moe_intermediate_size``.
``router_aux_loss_coef`` is HF's training-time load-balancing weight; agon-mcore's RL
default is no auxiliary loss (``model.moe_aux_loss_coeff``), so it is not read.
``config.json`` stores ``num_experts`` as ``num_local_experts`` (its ``attribute_map``).

Imported by :mod:`agon_mcore.bridge.hf_config` (never the reverse).
"""
from __future__ import annotations

from transformers import Qwen3MoeConfig

from agon_mcore.config import ConfigError, ModelConfig

# config.json keys of a Qwen3-MoE model (not foreign to it; see hf_config._FOREIGN_KEYS)
QWEN3_MOE_KEYS = ("num_experts", "num_local_experts", "num_experts_per_tok", "moe_intermediate_size",
                  "decoder_sparse_step")
# ModelConfig fields a run config must agree on with a Qwen3-MoE checkpoint
MOE_CHECKED = ("num_experts", "moe_router_topk", "moe_ffn_hidden_size", "moe_norm_topk_prob", "moe_dense_layers")


def dense_layers_of(hf) -> list[int]:
    """Layer indices with a dense MLP in an HF Qwen3-MoE config (``mlp_only_layers``, ``decoder_sparse_step``)."""
    step = int(getattr(hf, "decoder_sparse_step", 1) or 1)
    only = set(int(i) for i in (getattr(hf, "mlp_only_layers", None) or []))
    n = int(hf.num_hidden_layers)
    if int(getattr(hf, "num_experts", 0) or 0) <= 0:
        return list(range(n))
    return [i for i in range(n) if i in only or (i + 1) % step != 0]


def moe_fields_from_hf(hf) -> dict:
    """The MoE fields of ``ModelConfig`` for an HF Qwen3-MoE config.

    Raises:
        ConfigError: a shared expert or another router kind this family never has (a
            relabelled checkpoint), or no experts at all.
    """
    if int(getattr(hf, "num_experts", 0) or 0) <= 0:
        raise ConfigError(f"qwen3_moe config with num_experts={getattr(hf, 'num_experts', None)}: no experts; a dense "
                          "model is model_type qwen3")
    for key in ("shared_expert_intermediate_size", "n_shared_experts", "num_shared_experts"):
        if getattr(hf, key, None):
            raise ConfigError(f"qwen3_moe config with {key}={getattr(hf, key)}: Qwen3-MoE has no shared expert; "
                              "this checkpoint is another family (Qwen3.5-MoE checkpoints say model_type qwen3_5_moe; Qwen2-MoE is "
                              "not supported)")
    return dict(
        num_experts=int(hf.num_experts),
        moe_router_topk=int(hf.num_experts_per_tok),
        moe_ffn_hidden_size=int(hf.moe_intermediate_size),
        moe_norm_topk_prob=bool(getattr(hf, "norm_topk_prob", False)),
        moe_dense_layers=dense_layers_of(hf),
    )


def qwen3_moe_hf_config(model_cfg: ModelConfig, common: dict) -> Qwen3MoeConfig:
    """The ``Qwen3MoeConfig`` of ``model_cfg`` (``common``: the dense keys of ``hf_config_for``).

    Dense layers are written as ``mlp_only_layers`` with ``decoder_sparse_step=1`` (the
    same network as any step/list pair that selects them).
    """
    cfg = Qwen3MoeConfig(
        head_dim=model_cfg.head_dim,
        attention_bias=False,
        num_experts=int(model_cfg.num_experts),
        num_experts_per_tok=int(model_cfg.moe_router_topk),
        moe_intermediate_size=int(model_cfg.moe_ffn_hidden_size),
        norm_topk_prob=bool(model_cfg.moe_norm_topk_prob),
        decoder_sparse_step=1,
        mlp_only_layers=sorted(int(i) for i in model_cfg.moe_dense_layers),
        router_aux_loss_coef=float(model_cfg.moe_aux_loss_coeff),
        output_router_logits=False,
        **common,
    )
    cfg.architectures = ["Qwen3MoeForCausalLM"]
    return cfg
