"""The MoE patches of the CPU shim (agon_mcore/compat/megatron_moe_cpu.py): each fixes a failure
that megatron-core 0.16.1 shows without it."""
from __future__ import annotations

import numpy as np
import pytest
import torch

from agon_mcore.compat import ensure_cpu_compat, megatron_moe_cpu

pytestmark = pytest.mark.skipif(torch.cuda.is_available(), reason="the CPU shim is inactive with CUDA")


def test_router_gemm_name_defined_and_router_linear_runs(monkeypatch):
    from megatron.core.transformer.moe import moe_utils

    ensure_cpu_compat()
    x, w = torch.randn(5, 8), torch.randn(4, 8)
    monkeypatch.delattr(moe_utils, "te_general_gemm")  # megatron-core 0.16.1 without TE
    with pytest.raises(NameError, match="te_general_gemm"):
        moe_utils.router_gating_linear(x, w, None, torch.float32)
    assert megatron_moe_cpu.patch_router_gemm_without_te() is True
    assert megatron_moe_cpu.patch_router_gemm_without_te() is False  # idempotent
    out = moe_utils.router_gating_linear(x, w, None, torch.float32)
    torch.testing.assert_close(out, x @ w.t())


class _Dispatcher:
    """The attributes ``_maybe_dtoh_and_synchronize`` reads, as after the dispatcher's preprocess."""

    drop_and_pad = False
    cuda_dtoh_point = "before_permutation_1"
    cuda_sync_point = "before_permutation_1"
    num_local_experts = 2

    def __init__(self):
        self.input_splits = torch.tensor([3, 4])
        self.output_splits = torch.tensor([5, 2])
        self.output_splits_tp = None
        self.num_out_tokens = torch.tensor(7)
        self.config = type("C", (), {"moe_permute_fusion": False})()
        self.num_global_tokens_per_local_expert = torch.tensor([[1, 2]])


def test_alltoall_dispatcher_split_sizes_become_host_arrays():
    from megatron.core.transformer.moe.token_dispatcher import MoEAlltoAllTokenDispatcher as D

    ensure_cpu_compat()
    assert getattr(D, "_agon_cpu_patched", False)
    assert D.cuda_dtoh_stream is not None  # the constructor creates no torch.cuda.Stream
    with pytest.raises((RuntimeError, AssertionError, AttributeError)):
        D._agon_original_dtoh(_Dispatcher(), "before_permutation_1", torch.tensor([3, 4]))  # CUDA streams
    d = _Dispatcher()
    tpe = torch.tensor([3, 4])
    assert D._maybe_dtoh_and_synchronize(d, "before_permutation_1", tpe) is tpe
    assert isinstance(d.input_splits, np.ndarray) and d.input_splits.tolist() == [3, 4]
    assert isinstance(d.output_splits, np.ndarray) and d.output_splits.tolist() == [5, 2]
    assert d.output_splits_tp is None and torch.is_tensor(d.num_out_tokens)


@pytest.mark.slow
def test_gloo_all_to_all_refuses_tensor_split_sizes():
    """Why the split sizes must be host arrays: gloo's binding refuses tensors (world of one)."""
    import torch.distributed as dist

    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    init_parallel(ParallelConfig(), seed=0)
    try:
        x = torch.arange(4.0)
        out = torch.empty(4)
        with pytest.raises(TypeError):
            dist.all_to_all_single(out, x, torch.tensor([4]), torch.tensor([4]))
        dist.all_to_all_single(out, x, np.array([4]), np.array([4]))  # what the patched dispatcher passes
        torch.testing.assert_close(out, x)
    finally:
        destroy_parallel()
