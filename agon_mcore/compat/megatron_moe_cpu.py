"""megatron-core 0.16.1 mixture-of-experts without TransformerEngine, and on CPU (gloo).

Two narrow patches, each for one spot of megatron-core 0.16.1 (measured on this project's
CPU machines with a 2-process gloo run of ``MoELayer`` + ``MoEAlltoAllTokenDispatcher`` +
``SequentialMLP``; the notes in ``shared/docs/notes/model_families.md`` section 5.2):

* :func:`patch_router_gemm_without_te` -- ``transformer/moe/moe_utils.py`` imports
  ``te_general_gemm`` inside ``try: import transformer_engine ... except ImportError``
  and never defines the name when TE is absent, yet ``RouterGatingLinearFunction.forward``
  (``router.gating`` -> ``router_gating_linear``) reads it on every call: every MoE
  forward without TE dies with ``NameError: name 'te_general_gemm' is not defined``, on
  CPU and GPU alike. Defining it as ``None`` selects the function's own torch matmul
  branch (``if te_general_gemm is not None ... else torch.mm``), the path the code means.
* :func:`patch_alltoall_dispatcher_for_cpu` -- ``MoEAlltoAllTokenDispatcher.__init__``
  creates a ``torch.cuda.Stream()`` (fails without CUDA), and its
  ``_maybe_dtoh_and_synchronize`` copies the routing counts to the host on that side
  stream with ``maybe_move_tensor_to_cpu(..., as_numpy=True)``, which converts CUDA
  tensors only: on CPU the all-to-all split sizes stay tensors, and gloo's
  ``all_to_all_single`` refuses them (``TypeError: incompatible function arguments``).
  On CPU there is no device to host copy to overlap, so the patch gives the class a
  placeholder stream (the constructor then creates none) and replaces the method by its
  synchronous CPU equivalent: at the dispatcher's host-copy point the split sizes become
  NumPy arrays (what the CUDA path hands to the all-to-all), the other counts stay CPU
  tensors. Installed by :func:`agon_mcore.compat.ensure_cpu_compat` only (never on GPU).

Both are idempotent and leave megatron-core untouched when it already behaves (a later
version that defines ``te_general_gemm`` keeps its value).
"""
from __future__ import annotations

_CPU_STREAM = "agon-cpu-no-stream"  # placeholder: the dispatcher's constructor creates no CUDA stream


def patch_router_gemm_without_te() -> bool:
    """Define ``megatron.core.transformer.moe.moe_utils.te_general_gemm = None`` when TE left it undefined.

    Returns:
        True when this call defined it, False when the name already existed.
    """
    from megatron.core.transformer.moe import moe_utils

    if hasattr(moe_utils, "te_general_gemm"):
        return False
    moe_utils.te_general_gemm = None
    return True


def _cpu_dtoh_and_synchronize(self, point, tokens_per_expert=None):
    """CPU stand-in for ``MoEAlltoAllTokenDispatcher._maybe_dtoh_and_synchronize`` (0.16.1).

    Same contract: at ``self.cuda_dtoh_point`` the routing counts are made host values
    (``input_splits`` / ``output_splits`` / ``output_splits_tp`` as NumPy arrays for the
    all-to-all, the others as CPU tensors); the later sync point has nothing to wait for.
    Returns ``tokens_per_expert`` unchanged (it is already on the host).
    """
    if not self.drop_and_pad and point == self.cuda_dtoh_point:
        for attr in ("input_splits", "output_splits", "output_splits_tp"):
            value = getattr(self, attr, None)
            if value is not None and hasattr(value, "numpy"):
                setattr(self, attr, value.detach().numpy())
    return tokens_per_expert


def patch_alltoall_dispatcher_for_cpu() -> bool:
    """Make ``MoEAlltoAllTokenDispatcher`` run without CUDA (see the module doc).

    Returns:
        True when this call installed the patch, False when it already was.
    """
    from megatron.core.transformer.moe.token_dispatcher import MoEAlltoAllTokenDispatcher as D

    if getattr(D, "_agon_cpu_patched", False):
        return False
    if D.cuda_dtoh_stream is None:
        D.cuda_dtoh_stream = _CPU_STREAM
    D._agon_original_dtoh = D._maybe_dtoh_and_synchronize
    D._maybe_dtoh_and_synchronize = _cpu_dtoh_and_synchronize
    D._agon_cpu_patched = True
    return True
