"""The megatron-core CPU shim (agon_mcore/compat/megatron_cpu.py) and dependency probes."""
from __future__ import annotations

import subprocess
import sys

import pytest
import torch

from agon_mcore import compat
from agon_mcore.compat import megatron_cpu

pytestmark = pytest.mark.skipif(torch.cuda.is_available(), reason="the CPU shim is inactive with CUDA")


def _our_modes() -> int:
    from torch.overrides import _get_current_function_mode_stack

    return sum(isinstance(m, megatron_cpu.CudaToCpuMode) for m in _get_current_function_mode_stack())


def test_version_check_accepts_tested_range_and_names_the_fix():
    assert megatron_cpu.check_megatron_version("0.16.1") == "0.16.1"
    assert megatron_cpu.check_megatron_version("0.16.9rc1") == "0.16.9rc1"
    for bad in ("0.17.0", "0.15.3", "1.0.0"):
        with pytest.raises(megatron_cpu.MegatronVersionError, match=r"pip install 'megatron-core>=0.16.1,<0.17'"):
            megatron_cpu.check_megatron_version(bad)
    import megatron.core

    assert megatron_cpu.check_megatron_version() == megatron.core.__version__


def test_ensure_cpu_compat_is_idempotent():
    assert compat.ensure_cpu_compat() is True
    fn = torch.cuda.current_device
    tracker_cls = megatron_cpu.CpuRNGStatesTracker
    assert compat.ensure_cpu_compat() is True
    assert compat.is_active()
    assert torch.cuda.current_device is fn and fn() == 0
    assert megatron_cpu.CpuRNGStatesTracker is tracker_cls
    assert _our_modes() == 1  # pushed once for this thread, not once per call
    torch.cuda.synchronize()  # a no-op instead of "Torch not compiled with CUDA enabled"


@pytest.mark.slow
def test_shim_inactive_when_cuda_is_available():
    # A fresh interpreter, so nothing was patched before; CUDA availability is faked.
    code = (
        "import torch\n"
        "torch.cuda.is_available = lambda: True\n"
        "orig = torch.cuda.current_device\n"
        "from agon_mcore.compat import ensure_cpu_compat, is_active\n"
        "from megatron.core.tensor_parallel import random as r\n"
        "cls = r.CudaRNGStatesTracker\n"
        "assert ensure_cpu_compat() is False\n"
        "assert not is_active()\n"
        "assert torch.cuda.current_device is orig\n"
        "assert r.CudaRNGStatesTracker is cls\n"
        "from torch.overrides import _get_current_function_mode_stack as s\n"
        "assert not s(), s()\n"
        "print('inactive-ok')\n"
    )
    p = subprocess.run([sys.executable, "-W", "ignore", "-c", code], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr[-3000:]
    assert "inactive-ok" in p.stdout


def test_cuda_placement_maps_to_cpu_and_type_names_report_cuda():
    compat.ensure_cpu_compat()
    assert torch.empty(3, device="cuda").device.type == "cpu"
    assert torch.zeros(2, device=torch.device("cuda", 0)).device.type == "cpu"
    assert torch.ones(2, device=torch.cuda.current_device()).device.type == "cpu"
    x = torch.arange(4, dtype=torch.float32)
    assert x.cuda() is x
    y = x.to("cuda", dtype=torch.float64)
    assert y.device.type == "cpu" and y.dtype == torch.float64
    assert x.to(device="cuda:0").device.type == "cpu"
    assert torch.nn.Linear(2, 2).cuda().weight.device.type == "cpu"
    assert x.type() == "torch.cuda.FloatTensor"
    assert x.to(torch.bfloat16).type() == "torch.cuda.BFloat16Tensor"
    h = x.type("torch.cuda.HalfTensor")
    assert h.dtype == torch.float16 and h.device.type == "cpu"
    assert torch.empty(2, pin_memory=True).device.type == "cpu"
    # values are untouched by the mode
    assert torch.equal(x.cuda() * 2, torch.tensor([0.0, 2.0, 4.0, 6.0]))


def test_mapping_is_active_inside_backward():
    """Custom autograd functions (megatron's TP mappings) allocate on the CUDA index in backward."""
    compat.ensure_cpu_compat()

    class AllocInBackward(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            buf = torch.empty(g.shape, dtype=g.dtype, device=torch.cuda.current_device())
            buf.copy_(g)
            return buf * 2

    for how in ("tensor", "autograd", "autograd_inputs"):
        x = torch.ones(3, requires_grad=True)
        y = AllocInBackward.apply(x).sum()
        if how == "tensor":
            y.backward()
        elif how == "autograd":
            torch.autograd.backward([y], grad_tensors=[torch.tensor(1.0)])
        else:
            torch.autograd.backward(y, inputs=[x])
        assert torch.equal(x.grad, torch.full((3,), 2.0)), how
    assert _our_modes() == 1  # the backward's temporary mode was popped again


def test_rng_tracker_forks_cpu_states(megatron_world):
    from megatron.core.tensor_parallel import get_cuda_rng_tracker, model_parallel_cuda_manual_seed
    from megatron.core.tensor_parallel.random import get_all_rng_states

    model_parallel_cuda_manual_seed(123)
    tracker = get_cuda_rng_tracker()
    assert isinstance(tracker, megatron_cpu.CpuRNGStatesTracker)
    assert set(get_all_rng_states()) >= {"model-parallel-rng", "data-parallel-rng"}

    torch.manual_seed(7)
    outside_ref = torch.rand(3)
    torch.manual_seed(7)
    with tracker.fork():
        a = torch.rand(3)
    outside = torch.rand(3)
    # forking neither consumed nor reset the default stream
    assert torch.equal(outside, outside_ref)
    with tracker.fork():
        b = torch.rand(3)
    assert not torch.equal(a, b)  # the tracked stream advanced

    model_parallel_cuda_manual_seed(123)
    with get_cuda_rng_tracker().fork():
        a2 = torch.rand(3)
    assert torch.equal(a, a2)  # reseeding reproduces the stream
    with get_cuda_rng_tracker().fork("data-parallel-rng"):
        d = torch.rand(3)
    torch.manual_seed(123)
    assert torch.equal(d, torch.rand(3))  # data-parallel state = the plain seed (megatron's rule)


def test_activation_recompute_replays_dropout(megatron_world):
    """megatron's tensor_parallel.checkpoint restores the tracked RNG: same grads as no recompute."""
    from megatron.core.tensor_parallel import (
        checkpoint,
        get_cuda_rng_tracker,
        model_parallel_cuda_manual_seed,
    )

    def f(x):
        with get_cuda_rng_tracker().fork():
            return torch.nn.functional.dropout(x * 3.0, p=0.5, training=True)

    grads = []
    for recompute in (False, True):
        model_parallel_cuda_manual_seed(5)
        x = torch.ones(64, requires_grad=True)
        y = checkpoint(f, False, x) if recompute else f(x)
        y.sum().backward()
        grads.append(x.grad.clone())
    assert torch.equal(grads[0], grads[1])
    assert 0 < int((grads[0] == 0).sum()) < 64  # dropout did drop something


def test_tp_summed_norm_tags_params_for_sequence_parallel():
    from types import SimpleNamespace

    cfg = SimpleNamespace(normalization="RMSNorm", sequence_parallel=True)
    n = compat.TPSummedTorchNorm(cfg, 8, eps=1e-5)
    assert isinstance(n, torch.nn.RMSNorm) and n.eps == 1e-5
    assert n.weight.sequence_parallel is True
    n2 = compat.TPSummedTorchNorm(SimpleNamespace(normalization="LayerNorm", sequence_parallel=False), 8)
    assert isinstance(n2, torch.nn.LayerNorm) and not hasattr(n2.weight, "sequence_parallel")
    with pytest.raises(ValueError, match="RMSNorm or LayerNorm"):
        compat.TPSummedTorchNorm(SimpleNamespace(normalization="L2Norm", sequence_parallel=False), 8)


def test_optional_dependency_probes():
    for probe in (compat.has_te, compat.has_flash_attn, compat.has_apex, compat.has_sglang):
        assert isinstance(probe(), bool)
    import importlib.util

    assert compat.has_flash_attn() == (importlib.util.find_spec("flash_attn") is not None)
    assert compat.has_sglang() == (importlib.util.find_spec("sglang") is not None)


def test_shim_suspended_turns_the_mode_off_for_the_body_only():
    compat.ensure_cpu_compat()
    assert _our_modes() == 1
    with compat.cpu_shim_suspended():
        assert _our_modes() == 0
        x = torch.ones(2)
        assert x.type() == "torch.FloatTensor"  # plain torch inside
        with pytest.raises((AssertionError, RuntimeError)):
            torch.empty(1, device="cuda")  # no mapping: a CPU-only torch refuses CUDA
    assert _our_modes() == 1
    assert torch.empty(1, device="cuda").device.type == "cpu"
    with pytest.raises(ValueError):  # restored on an exception too
        with compat.cpu_shim_suspended():
            raise ValueError("x")
    assert _our_modes() == 1 and torch.ones(1).type() == "torch.cuda.FloatTensor"


def test_shim_suspended_leaves_a_mode_pushed_above_it_alone():
    from torch.overrides import TorchFunctionMode

    compat.ensure_cpu_compat()
    seen = []

    class Outer(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            seen.append(func)
            return func(*args, **(kwargs or {}))

    with Outer():
        with compat.cpu_shim_suspended():  # ours is not innermost: nothing is popped
            assert _our_modes() == 1
            torch.ones(1) + 1
    assert seen and _our_modes() == 1


@pytest.mark.parametrize("call", [
    lambda: torch.zeros(3, dtype=torch.float64, device="cuda:0"),
    lambda: torch.full((2,), 1.5, device=0),
    lambda: torch.arange(3, device=torch.device("cuda")),
])
def test_fast_path_still_maps_device_keywords(call):
    compat.ensure_cpu_compat()
    assert call().device.type == "cpu"
