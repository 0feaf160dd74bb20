"""megatron-core 0.16.1's ``GatedDeltaNet`` without the ``fla`` package (CPU, and GPUs without it).

``megatron/core/ssm/gated_delta_net.py`` imports ``fla.modules.l2norm.l2norm`` and
``fla.ops.gated_delta_rule.chunk_gated_delta_rule`` in a ``try``; without ``fla``
(flash-linear-attention) it sets ``HAVE_FLA = False`` and ``GatedDeltaNet.__init__`` raises
``ImportError: FLA is not installed``. Yet the module has its own torch path: under
``TransformerConfig.deterministic_mode=True`` its forward runs ``torch_chunk_gated_delta_rule``
(the same chunked recurrence as transformers' Qwen3.5 reference, chunks of 64 tokens) and
only the q/k ``l2norm`` still comes from fla.

:func:`enable_torch_gated_delta_net` is the lazy guard: called by the model provider only when
a model has linear-attention layers, and only when ``fla`` is absent, it

* defines the module's ``l2norm`` (replacing fla's on a CPU machine that has fla anyway) as :func:`l2norm` (``x / sqrt(sum x^2 + eps)``, eps 1e-6, the
  formula of fla's ``l2norm`` and of transformers' ``modeling_qwen3_5.l2norm``), and
* sets ``HAVE_FLA = True`` so that the constructor builds.

The model provider then sets ``deterministic_mode=True`` (:func:`use_torch_gated_delta_rule`), so
``chunk_gated_delta_rule`` (still None) is never called. With ``fla`` importable and a CUDA
device, nothing is patched and megatron uses fla's Triton kernels (``pip install
'agon-mcore[gpu]'`` pulls ``flash-linear-attention``). fla must NOT be installed on CPU machines:
it imports there, but its kernels fail on CPU tensors (``RuntimeError: 0 active drivers``), and
transformers then prefers them in its own Qwen3.5 forward, which breaks the HF reference too
(measured: shared/docs/notes/model_families.md section 5.1).
"""
from __future__ import annotations

import importlib.util

import torch


def l2norm(x: torch.Tensor, dim: int = -1, eps: float = 1e-6) -> torch.Tensor:
    """``x * rsqrt(sum(x * x, dim) + eps)``: fla's / transformers' q-k normalisation (any shape, dtype kept)."""
    return x * torch.rsqrt((x * x).sum(dim=dim, keepdim=True) + eps)


def has_fla() -> bool:
    """True when ``fla`` (flash-linear-attention) is installed."""
    try:
        return importlib.util.find_spec("fla") is not None
    except (ImportError, ValueError):
        return False


def use_torch_gated_delta_rule() -> bool:
    """Whether GatedDeltaNet layers run megatron's torch recurrence (``deterministic_mode=True``).

    True without CUDA (fla's kernels are Triton-only) or without fla.
    """
    return not (torch.cuda.is_available() and has_fla())


def enable_torch_gated_delta_net() -> bool:
    """Let megatron's ``GatedDeltaNet`` build without fla (see the module doc); idempotent.

    Returns:
        True when the module now runs on the torch path patched here (no CUDA, or no fla;
        on CPU fla's own ``l2norm`` is replaced too, its kernels cannot run there), False
        when fla's kernels are used (CUDA and fla: nothing changed).
    """
    from megatron.core.ssm import gated_delta_net as gdn

    if getattr(gdn, "_agon_torch_l2norm", False):
        return True
    if not use_torch_gated_delta_rule():
        return False
    gdn.l2norm = l2norm
    gdn.HAVE_FLA = True  # the constructor's guard; the forward takes the torch rule under deterministic_mode
    gdn._agon_torch_l2norm = True
    return True
