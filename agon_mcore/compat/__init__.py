"""Compatibility layer: the megatron-core CPU shim and optional-dependency detection.

``ensure_cpu_compat()`` must run before megatron code executes on a CPU-only machine
(``agon_mcore.policy.parallel.init_parallel`` and ``build_gpt_model`` call it). The
``has_*`` helpers answer whether an optional package is importable, without importing
it (``importlib.util.find_spec``), except :func:`has_te`, which imports
TransformerEngine's PyTorch module because a broken TE install is common and must read
as "absent" rather than crash the model provider.
"""
from __future__ import annotations

import functools
import importlib.util

from agon_mcore.compat.megatron_cpu import (
    MegatronVersionError,
    TPSummedTorchNorm,
    check_megatron_version,
    cpu_shim_suspended,
    ensure_cpu_compat,
    is_active,
)

__all__ = [
    "MegatronVersionError",
    "TPSummedTorchNorm",
    "check_megatron_version",
    "cpu_shim_suspended",
    "ensure_cpu_compat",
    "is_active",
    "has_te",
    "has_flash_attn",
    "has_apex",
    "has_sglang",
]


def _spec_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


@functools.lru_cache(maxsize=None)
def has_te() -> bool:
    """True when ``transformer_engine.pytorch`` imports (TransformerEngine usable)."""
    if not _spec_exists("transformer_engine"):
        return False
    try:
        import transformer_engine.pytorch  # noqa: F401
    except Exception:  # noqa: BLE001 - any import failure means "not usable"
        return False
    return True


@functools.lru_cache(maxsize=None)
def has_flash_attn() -> bool:
    """True when the ``flash_attn`` package is installed."""
    return _spec_exists("flash_attn")


@functools.lru_cache(maxsize=None)
def has_apex() -> bool:
    """True when NVIDIA apex (with its CUDA extensions) is installed.

    PyPI's unrelated ``apex`` package has no ``apex.optimizers``; it reads as absent.
    """
    return _spec_exists("apex") and _spec_exists("amp_C")


@functools.lru_cache(maxsize=None)
def has_sglang() -> bool:
    """True when the ``sglang`` package is installed."""
    return _spec_exists("sglang")
