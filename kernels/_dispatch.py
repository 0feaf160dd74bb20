"""Choosing between the torch reference path and the Triton kernels.

`impl` everywhere in :mod:`agon_kernels` is one of

* ``"torch"``: the reference implementation (CPU default, test oracle);
* ``"triton"``: the Triton kernel; runs on CUDA tensors, or on CPU tensors when the
  Triton interpreter is on (``TRITON_INTERPRET=1`` set before ``triton`` is imported);
* ``"auto"``: ``"triton"`` for CUDA tensors when Triton imports, ``"torch"`` otherwise.

Triton is imported lazily (only when a Triton path is chosen), so importing
:mod:`agon_kernels` never pays for, or fails on, a missing Triton.
"""

from __future__ import annotations

import functools
import os

import torch

IMPLS = ("torch", "triton", "auto")


def interpreter_on() -> bool:
    """True when the Triton interpreter is requested (``TRITON_INTERPRET=1``)."""
    return os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")


@functools.lru_cache(maxsize=1)
def triton_available() -> bool:
    """True when ``import triton`` succeeds (cached)."""
    try:
        import triton  # noqa: F401
        import triton.language  # noqa: F401
    except Exception:  # pragma: no cover - depends on the install
        return False
    return True


def resolve_impl(impl: str, tensor: torch.Tensor, what: str) -> str:
    """Return ``"torch"`` or ``"triton"`` for ``impl`` and the device of ``tensor``.

    Raises:
        ValueError: ``impl`` is not one of ``torch | triton | auto``.
        RuntimeError: ``impl="triton"`` but Triton is missing, or the tensor is on CPU and
            the interpreter is off.
    """
    if impl not in IMPLS:
        raise ValueError(f"{what}: impl={impl!r} is not one of {IMPLS}; use 'torch', 'triton' or 'auto'")
    if impl == "torch":
        return "torch"
    if impl == "auto":
        return "triton" if (tensor.is_cuda and triton_available()) else "torch"
    if not triton_available():
        raise RuntimeError(f"{what}: impl='triton' but triton does not import; pip install triton or use impl='torch'")
    if not tensor.is_cuda and not interpreter_on():
        raise RuntimeError(
            f"{what}: impl='triton' needs CUDA tensors (got {tensor.device}); use impl='torch' on CPU, "
            "or set TRITON_INTERPRET=1 before importing triton to run the kernel in the interpreter"
        )
    return "triton"
