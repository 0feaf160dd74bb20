"""Choosing between the torch reference path and the Triton kernels.

`impl` everywhere in :mod:`agon_kernels` is one of

* ``"torch"``: the reference implementation (CPU default, test oracle);
* ``"triton"``: the Triton kernel; runs on CUDA tensors, or on CPU tensors when the
  Triton interpreter is on (``TRITON_INTERPRET=1`` set before ``triton`` is imported).
  CPU tensors without the interpreter (``train.kernels=triton`` on a CPU machine, or a
  small CPU-side tensor such as the rewards of ``group_advantages`` on a GPU run) fall
  back to the torch reference, with one warning per kernel;
* ``"auto"``: ``"triton"`` for CUDA tensors when Triton imports, ``"torch"`` otherwise.

Triton is imported lazily (only when a Triton path is chosen), so importing
:mod:`agon_kernels` never pays for, or fails on, a missing Triton.
"""

from __future__ import annotations

import functools
import os
import warnings

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


_warned: set = set()


def _fallback_warning(what: str, device: torch.device) -> None:
    """Warn once per kernel name that ``impl='triton'`` ran the torch reference instead."""
    if what in _warned:
        return
    _warned.add(what)
    warnings.warn(
        f"{what}: impl='triton' got {device} tensors and the Triton interpreter is off "
        "(TRITON_INTERPRET unset); running the torch reference instead (same values). "
        "Use train.kernels=auto to pick per device without this warning.",
        RuntimeWarning,
        stacklevel=3,
    )


def resolve_impl(impl: str, tensor: torch.Tensor, what: str) -> str:
    """Return ``"torch"`` or ``"triton"`` for ``impl`` and the device of ``tensor``.

    ``impl="triton"`` with a CPU tensor and the interpreter off returns ``"torch"`` and
    warns once per ``what`` (a RuntimeWarning): the reference computes the same values,
    so a run configured with ``train.kernels=triton`` never dies on a CPU-side tensor.

    Raises:
        ValueError: ``impl`` is not one of ``torch | triton | auto``.
        RuntimeError: ``impl="triton"`` on CUDA tensors (or under the interpreter) but
            Triton does not import.
    """
    if impl not in IMPLS:
        raise ValueError(f"{what}: impl={impl!r} is not one of {IMPLS}; use 'torch', 'triton' or 'auto'")
    if impl == "torch":
        return "torch"
    if impl == "auto":
        return "triton" if (tensor.is_cuda and triton_available()) else "torch"
    if not tensor.is_cuda and not interpreter_on():
        _fallback_warning(what, tensor.device)
        return "torch"
    if not triton_available():
        raise RuntimeError(f"{what}: impl='triton' but triton does not import; pip install triton or use impl='torch'")
    return "triton"
