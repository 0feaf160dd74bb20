"""Structured run configuration (OmegaConf dataclasses).

The package: :mod:`.schema` (the sections as dataclasses, the rivals' effective settings),
:mod:`.loading` (defaults -> YAML -> overrides, YAML out, the shipped configs) and
:mod:`.validation` (each impossible setting refused with the key and the fix). It imports
nothing of agon_mcore: every other part imports it.

One :class:`AgonConfig` describes a whole run: the rivals' models and parallel layout,
rollout sampling, the Agon algorithm (AGON.md), data, optimizer, checkpointing, logging
and evaluation. The dataclass defaults ARE the embedded default run (`agon train` with no
arguments): two tiny Qwen3-architecture rivals with the byte-level tokenizer on the
built-in arithmetic task, on CPU.

Load order: defaults -> YAML file(s) -> ``key=value`` overrides (dotted keys, OmegaConf
syntax). :func:`load_config` validates the result; every error names the key and the fix.

Per-rival settings: ``rivals.A`` and ``rivals.B`` hold *overrides* on top of the shared
``model`` and ``rollout`` sections, so two rivals of the same architecture need no
repetition and two different families just override ``model`` keys (or point
``model.hf_path`` at different checkpoints). Use :func:`rival_model` /
:func:`rival_sampling` to get a rival's effective settings.
"""
from __future__ import annotations

from omegaconf import MISSING  # noqa: F401  (re-exported: YAML-less required fields)

from agon_mcore.config.loading import (  # noqa: F401
    REMOVED_KEYS,
    RESOLVED_MODEL_KEYS,
    drop_removed_keys,
    load_config,
    record_model_sizes,
    resolve_config_path,
    save_config,
    saved_config_text,
    shipped_config_dirs,
    shipped_configs,
    to_yaml,
)
from agon_mcore.config.schema import (  # noqa: F401
    RIVALS,
    AgonConfig,
    AlgorithmConfig,
    ArenaConfig,
    CheckpointConfig,
    CodeVerifyConfig,
    ConfigError,
    DataConfig,
    EvalConfig,
    CliffConfig,
    GarConfig,
    IbRlConfig,
    OpdConfig,
    GrailConfig,
    LoggingConfig,
    ModelConfig,
    OptimizerConfig,
    ParallelConfig,
    RivalConfig,
    RolloutConfig,
    SamplingConfig,
    SFTConfig,
    SGLangConfig,
    SyntheticCodeConfig,
    SyntheticConfig,
    TrainConfig,
    VerifyConfig,
    records_routes,
    rival_model,
    rival_sampling,
)
from agon_mcore.config.validation import (  # noqa: F401
    LINEAR_ATTENTION_PACKING,
    LORA_TARGETS,
    RECOMPUTE_MODULES,
    validate,
    validate_lora_settings,
    validate_model,
)

__all__ = [
    "AgonConfig",
    "AlgorithmConfig",
    "ArenaConfig",
    "CheckpointConfig",
    "CodeVerifyConfig",
    "ConfigError",
    "DataConfig",
    "EvalConfig",
    "CliffConfig",
    "GarConfig",
    "IbRlConfig",
    "OpdConfig",
    "GrailConfig",
    "LORA_TARGETS",
    "LoggingConfig",
    "MISSING",
    "ModelConfig",
    "OptimizerConfig",
    "ParallelConfig",
    "RECOMPUTE_MODULES",
    "REMOVED_KEYS",
    "RESOLVED_MODEL_KEYS",
    "RIVALS",
    "RivalConfig",
    "RolloutConfig",
    "SFTConfig",
    "SGLangConfig",
    "SamplingConfig",
    "SyntheticCodeConfig",
    "SyntheticConfig",
    "TrainConfig",
    "VerifyConfig",
    "drop_removed_keys",
    "load_config",
    "record_model_sizes",
    "records_routes",
    "resolve_config_path",
    "rival_model",
    "rival_sampling",
    "save_config",
    "saved_config_text",
    "shipped_config_dirs",
    "shipped_configs",
    "to_yaml",
    "validate",
    "validate_lora_settings",
    "validate_model",
]
