"""Megatron <-> Hugging Face: configs, parameter mapping, streaming export, conversion."""
from agon_mcore.bridge.bridge import Bridge, bucket_named_tensors, get_bridge, unwrap_model
from agon_mcore.bridge.gemma4_mapping import Gemma4Bridge
from agon_mcore.bridge.hf_config import (
    config_mismatches,
    hf_config_for,
    load_hf_config,
    merge_with_hf,
    model_config_from_hf,
)
from agon_mcore.bridge.qwen3_5_mapping import Qwen3_5Bridge, Qwen3_5MoeBridge  # noqa: F401  (registers qwen3_5(_moe))
from agon_mcore.bridge.moe_mapping import (  # registers qwen3_moe
    MoEBridge,
    per_expert_state_dict,
    per_expert_views,
)

__all__ = [
    "Bridge",
    "Gemma4Bridge",
    "Qwen3_5Bridge",
    "bucket_named_tensors",
    "get_bridge",
    "unwrap_model",
    "hf_config_for",
    "model_config_from_hf",
    "load_hf_config",
    "merge_with_hf",
    "config_mismatches",
    "MoEBridge",
    "per_expert_state_dict",
    "per_expert_views",
]
