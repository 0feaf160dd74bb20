"""Run megatron-core on a CPU-only machine (gloo), by patching the few CUDA-only spots.

megatron-core 0.16.1 assumes a CUDA device in a handful of places that are otherwise
device-agnostic: the model-parallel RNG tracker (``tensor_parallel.random``) keeps CUDA
generator states; modules, DDP buffers, the optimizer and pipeline p2p buffers are created
with ``device=torch.cuda.current_device()`` or moved with ``.cuda()``; the optimizer and
grad clipping group parameters by ``Tensor.type() == "torch.cuda.FloatTensor"``. Measured
on this project's CPU machines, the following patches are enough to run TP, PP, SP, DDP,
the distributed optimizer and torch_dist checkpointing on CPU with gloo:

* :class:`CpuRNGStatesTracker` replaces megatron's CUDA RNG-states tracker; the tracked
  states are CPU generator states (``torch.get_rng_state``), so
  ``get_cuda_rng_tracker().fork()`` and ``model_parallel_cuda_manual_seed`` work, and
  activation recomputation restores the CPU generator.
* ``torch.cuda.current_device()`` answers 0 and ``torch.cuda.synchronize()`` is a no-op.
* :class:`CudaToCpuMode`, a ``TorchFunctionMode`` pushed for the process, maps
  ``device="cuda"``/``device=<int>``, ``Tensor.cuda()`` and ``Tensor.to("cuda")`` to CPU,
  turns ``pin_memory=True`` off, and makes ``Tensor.type()`` (no argument) report the CUDA
  type name (``torch.cuda.FloatTensor``) that megatron compares.

:class:`TPSummedTorchNorm` (a torch ``RMSNorm``/``LayerNorm`` that accepts
``sequence_parallel=True`` and tags its parameters so that megatron's
``finalize_model_grads`` sums their grads across TP) is not a patch; the model provider
puts it in the local layer spec when sequence parallelism is on (CPU or GPU without TE).

Everything here is activated by :func:`ensure_cpu_compat`, which does nothing when a CUDA
device exists and is idempotent. The TorchFunctionMode is thread-local (PyTorch keeps the
mode stack per thread): call :func:`ensure_cpu_compat` in any thread that runs megatron
code (the main thread is covered by the first call).
"""
from __future__ import annotations

import contextlib
import threading
from typing import Any

import torch
from torch.overrides import TorchFunctionMode

from agon_mcore.compat.megatron_moe_cpu import patch_alltoall_dispatcher_for_cpu, patch_router_gemm_without_te

MEGATRON_CORE_MIN = (0, 16, 1)
MEGATRON_CORE_MAX_EXCL = (0, 17, 0)

_lock = threading.Lock()
_global_patched = False
_tls = threading.local()


class MegatronVersionError(RuntimeError):
    """Installed megatron-core is outside the range this package is tested against."""


def _version_tuple(v: str) -> tuple[int, ...]:
    out = []
    for part in v.split("+")[0].split(".")[:3]:
        digits = "".join(ch for ch in part if ch.isdigit())
        out.append(int(digits) if digits else 0)
    while len(out) < 3:
        out.append(0)
    return tuple(out)


def check_megatron_version(version: str | None = None) -> str:
    """Check that megatron-core is within ``>=0.16.1,<0.17``.

    Args:
        version: a version string to check instead of the installed one (tests).

    Returns:
        The checked version string.

    Raises:
        MegatronVersionError: megatron-core missing or outside the range, with the pip
            command that installs a tested version.
    """
    if version is None:
        try:
            import megatron.core as mc
        except ImportError as e:
            raise MegatronVersionError(
                "megatron-core is not installed; install it with: pip install 'megatron-core>=0.16.1,<0.17'"
            ) from e
        version = getattr(mc, "__version__", "0")
    v = _version_tuple(version)
    if not (MEGATRON_CORE_MIN <= v < MEGATRON_CORE_MAX_EXCL):
        raise MegatronVersionError(
            f"megatron-core {version} is installed, but agon-mcore (its CPU shim, model provider and "
            "bridge) is tested against megatron-core>=0.16.1,<0.17; "
            "install a tested version: pip install 'megatron-core>=0.16.1,<0.17'"
        )
    return version


# ----------------------------------------------------------------------------- RNG tracker


def _cpu_get_rng_state(device: Any = "cuda", clone: bool = False, graph_safe: bool = False) -> torch.Tensor:
    """CPU stand-in for ``megatron.core.tensor_parallel.random._get_cuda_rng_state``.

    Returns the CPU default generator state (a uint8 tensor; already a copy).
    """
    return torch.get_rng_state()


def _cpu_set_rng_state(new_state: torch.Tensor, device: int = -1, graph_safe: bool = False) -> None:
    """CPU stand-in for ``megatron.core.tensor_parallel.random._set_cuda_rng_state``."""
    torch.set_rng_state(new_state)


def _make_tracker_class():
    from megatron.core.tensor_parallel import random as mrandom

    base = getattr(mrandom, "_AgonOriginalCudaRNGStatesTracker", mrandom.CudaRNGStatesTracker)

    class CpuRNGStatesTracker(base):  # type: ignore[misc, valid-type]
        """megatron's RNG-states tracker keeping CPU generator states.

        Subclasses megatron's ``CudaRNGStatesTracker`` so megatron's ``isinstance`` checks
        (``get_all_rng_states``) still hold. ``fork`` is inherited: it goes through the
        module-level ``_get/_set_cuda_rng_state`` helpers, which the shim points at the CPU
        generator. ``fork`` is overridden only to drop megatron's "CPU RNG state changed
        within GPU RNG context" warning, which is always true here (the tracked state IS the
        CPU state). CUDA-graph-safe RNG is not supported on CPU.
        """

        def __init__(self, use_cudagraphable_rng: bool = False, is_inference_rng_tracker: bool = False):
            # CUDA graphs do not exist on CPU; ignore the request rather than asserting.
            super().__init__(use_cudagraphable_rng=False, is_inference_rng_tracker=is_inference_rng_tracker)

        def add(self, name: str, seed: int) -> None:
            """Track a new CPU generator state seeded with ``seed`` under ``name``.

            Raises:
                Exception: ``seed`` or ``name`` already tracked (megatron's contract).
            """
            if seed in self.seeds_:
                raise Exception(f"seed {seed} already exists")
            self.seeds_.add(seed)
            if name in self.states_:
                raise Exception(f"rng state {name} already exists")
            orig = torch.get_rng_state()
            torch.manual_seed(seed)
            self.states_[name] = torch.get_rng_state()
            torch.set_rng_state(orig)

        @contextlib.contextmanager
        def fork(self, name: str = mrandom._MODEL_PARALLEL_RNG_TRACKER_NAME):
            """Run the body with the tracked state ``name``, then restore the previous state.

            Nested forks work as in megatron: the outer tracked state is saved on entry and
            restored on exit.

            Raises:
                Exception: ``name`` not tracked (megatron's contract).
            """
            if name not in self.states_:
                raise Exception(f"rng state {name} is not added")
            outer_name = getattr(self, "_current_state_name", "default-rng")
            outer_state = torch.get_rng_state()
            if outer_name != "default-rng":
                self.states_[outer_name] = outer_state
            torch.set_rng_state(self.states_[name])
            self._current_state_name = name
            try:
                yield
            finally:
                self.states_[name] = torch.get_rng_state()
                if outer_name != "default-rng":
                    outer_state = self.states_[outer_name]
                torch.set_rng_state(outer_state)
                self._current_state_name = outer_name

    return CpuRNGStatesTracker


CpuRNGStatesTracker = None  # set on activation (the class derives from megatron's tracker)


def _patch_rng() -> None:
    global CpuRNGStatesTracker
    from megatron.core.tensor_parallel import random as mrandom

    if not hasattr(mrandom, "_AgonOriginalCudaRNGStatesTracker"):
        mrandom._AgonOriginalCudaRNGStatesTracker = mrandom.CudaRNGStatesTracker
    cls = _make_tracker_class()
    CpuRNGStatesTracker = cls
    # initialize_rng_tracker() instantiates the module-global name; get_all_rng_states()
    # checks isinstance against it (our class is a subclass, so both hold).
    mrandom.CudaRNGStatesTracker = cls
    mrandom._get_cuda_rng_state = _cpu_get_rng_state
    mrandom._set_cuda_rng_state = _cpu_set_rng_state
    # A tracker created before the shim would hold CUDA semantics: rebuild it.
    tracker = getattr(mrandom, "_CUDA_RNG_STATE_TRACKER", None)
    if tracker is not None and not isinstance(tracker, cls):
        mrandom.initialize_rng_tracker(force_reset=True)


# ----------------------------------------------------------------------------- torch.cuda


def _current_device() -> int:
    return 0


def _synchronize(device: Any = None) -> None:
    return None


def _patch_torch_cuda() -> None:
    if not hasattr(torch.cuda, "_agon_original_current_device"):
        torch.cuda._agon_original_current_device = torch.cuda.current_device
        torch.cuda._agon_original_synchronize = torch.cuda.synchronize
    torch.cuda.current_device = _current_device
    torch.cuda.synchronize = _synchronize


# ----------------------------------------------------------------------------- TorchFunctionMode

_CUDA_TYPE_NAMES = {
    "torch.FloatTensor": "torch.cuda.FloatTensor",
    "torch.DoubleTensor": "torch.cuda.DoubleTensor",
    "torch.HalfTensor": "torch.cuda.HalfTensor",
    "torch.BFloat16Tensor": "torch.cuda.BFloat16Tensor",
    "torch.ByteTensor": "torch.cuda.ByteTensor",
    "torch.CharTensor": "torch.cuda.CharTensor",
    "torch.ShortTensor": "torch.cuda.ShortTensor",
    "torch.IntTensor": "torch.cuda.IntTensor",
    "torch.LongTensor": "torch.cuda.LongTensor",
    "torch.BoolTensor": "torch.cuda.BoolTensor",
}


def _is_cuda_device(d: Any) -> bool:
    if isinstance(d, bool):
        return False
    if isinstance(d, int):  # megatron passes torch.cuda.current_device() (an int)
        return True
    if isinstance(d, str):
        return d.startswith("cuda")
    if isinstance(d, torch.device):
        return d.type == "cuda"
    return False


def _map_device(d: Any) -> Any:
    return torch.device("cpu") if _is_cuda_device(d) else d


def _map_type_arg(t: Any) -> Any:
    if isinstance(t, str) and t.startswith("torch.cuda."):
        return "torch." + t[len("torch.cuda."):]
    if isinstance(t, type) and getattr(t, "__module__", "").startswith("torch.cuda"):
        return "torch." + t.__name__
    return t


# The functions CudaToCpuMode rewrites whatever their arguments; any other call is passed
# through untouched unless it has a device= or pin_memory= keyword.
_SPECIAL_FUNCS = frozenset({torch.autograd.backward, torch.Tensor.backward, torch.Tensor.cuda, torch.Tensor.type,
                            torch.Tensor.to})


class CudaToCpuMode(TorchFunctionMode):
    """Maps CUDA placement requests to CPU and reports CUDA type names (see module doc).

    Rules: any ``device=`` keyword that names CUDA (``"cuda"``, ``"cuda:1"``,
    ``torch.device("cuda")`` or an int index) becomes CPU; ``pin_memory=True`` becomes
    False; ``Tensor.cuda(...)`` returns the tensor itself; ``Tensor.to(cuda, ...)`` keeps the
    other arguments (dtype, copy) and drops the device; ``Tensor.type()`` with no argument
    reports ``torch.cuda.<X>Tensor`` for a CPU tensor; ``Tensor.type("torch.cuda.X")``
    converts to ``torch.X``.
    """

    def __torch_function__(self, func, types, args=(), kwargs=None):
        # Fast path first: this mode sees every torch call of the process (the rollout
        # engine's decode loop included), and almost none needs a rewrite.
        if func not in _SPECIAL_FUNCS:
            if not kwargs:
                return func(*args)
            if "device" not in kwargs and not kwargs.get("pin_memory"):
                return func(*args, **kwargs)
        kwargs = dict(kwargs) if kwargs else {}
        if func is torch.autograd.backward or func is torch.Tensor.backward:
            return _backward_with_mode(func, args, kwargs)
        if func is torch.Tensor.cuda:
            return args[0]  # already on the only device there is
        if func is torch.Tensor.type:
            if len(args) == 1 and "dtype" not in kwargs:
                name = func(*args, **kwargs)
                return _CUDA_TYPE_NAMES.get(name, name) if args[0].device.type == "cpu" else name
            args = tuple(_map_type_arg(a) for a in args)
            if "dtype" in kwargs:
                kwargs["dtype"] = _map_type_arg(kwargs["dtype"])
            kwargs.pop("non_blocking", None)
            return func(*args, **kwargs)
        if func is torch.Tensor.to:
            args = tuple(_map_device(a) for a in args)
        if "device" in kwargs:
            kwargs["device"] = _map_device(kwargs["device"])
        if kwargs.get("pin_memory"):
            kwargs["pin_memory"] = False
        return func(*args, **kwargs)


def _backward_with_mode(func, args, kwargs):
    """Run ``torch.autograd.backward`` / ``Tensor.backward`` with the mode active inside.

    PyTorch pops a TorchFunctionMode while the overridden function runs, and calling the
    public API again under a re-pushed mode would dispatch back here forever; so this runs
    the remainder of ``torch.autograd.backward`` (after its override check: grads made by
    ``_make_grads``, then ``_engine_run_backward``) under a fresh mode. Megatron's custom
    autograd functions allocate on ``torch.cuda.current_device()`` in their backward.
    """
    import inspect

    from torch.autograd import _make_grads, _tensor_or_tensors_to_tuple
    from torch.autograd.graph import _engine_run_backward

    b = inspect.signature(func).bind(*args, **kwargs).arguments
    if func is torch.Tensor.backward:
        tensors, grads = b["self"], b.get("gradient")
    else:
        tensors, grads = b["tensors"], b.get("grad_tensors", b.get("grad_variables"))
    tensors = (tensors,) if isinstance(tensors, torch.Tensor) else tuple(tensors)
    inputs = b.get("inputs")
    if inputs is None:
        inputs = ()
    elif isinstance(inputs, torch.Tensor):
        inputs = (inputs,)
    elif isinstance(inputs, dict):
        inputs = tuple(inputs.values())
    else:
        inputs = tuple(inputs)
    create_graph = bool(b.get("create_graph", False))
    retain_graph = b.get("retain_graph")
    retain_graph = create_graph if retain_graph is None else retain_graph
    with CudaToCpuMode():
        grads = _make_grads(tensors, _tensor_or_tensors_to_tuple(grads, len(tensors)), is_grads_batched=False)
        _engine_run_backward(tensors, grads, retain_graph, create_graph, inputs,
                             allow_unreachable=True, accumulate_grad=True)
    return None


def _push_mode_for_this_thread() -> None:
    if getattr(_tls, "mode", None) is not None:
        return
    mode = CudaToCpuMode()
    mode.__enter__()  # stays on this thread's torch-function-mode stack for the process
    _tls.mode = mode


# ----------------------------------------------------------------------------- public


def is_active() -> bool:
    """True when the shim's global patches are in place (this process)."""
    return _global_patched


@contextlib.contextmanager
def cpu_shim_suspended():
    """Run the body without this thread's :class:`CudaToCpuMode` (when it is the innermost mode).

    For code that never calls megatron and runs many small torch ops, such as the local
    rollout engine's decode loop: the mode sees every torch call of its thread, and even
    its pass-through costs a Python call per op (about a fifth of a tiny model's decode
    step on CPU, measured). The global patches (RNG tracker, ``torch.cuda.current_device``)
    stay. A no-op when the shim is not active on this thread or another mode was pushed
    above it. Not re-entrant across threads: it only touches the calling thread's stack.
    """
    mode = getattr(_tls, "mode", None)
    n = torch._C._len_torch_function_stack()
    if mode is None or n == 0 or torch._C._get_function_stack_at(n - 1) is not mode:
        yield
        return
    popped = torch._C._pop_torch_function_stack()
    try:
        yield
    finally:
        torch._C._push_on_torch_function_stack(popped)


def ensure_cpu_compat() -> bool:
    """Activate the CPU shim when no CUDA device exists; idempotent.

    Checks the megatron-core version first, on CPU and GPU alike.

    Returns:
        True when the shim is active (CPU-only machine), False when CUDA is available
        (nothing is patched).

    Raises:
        MegatronVersionError: megatron-core outside ``>=0.16.1,<0.17``.
    """
    global _global_patched
    check_megatron_version()
    if torch.cuda.is_available():
        return False
    with _lock:
        if not _global_patched:
            _patch_rng()
            _patch_torch_cuda()
            # mixture-of-experts: the alltoall dispatcher's CUDA stream and host copies, the
            # router's TE-only name (megatron_moe_cpu.py says which 0.16.1 code and why)
            patch_router_gemm_without_te()
            patch_alltoall_dispatcher_for_cpu()
            _global_patched = True
    _push_mode_for_this_thread()
    return True


class TPSummedTorchNorm:
    """torch ``RMSNorm``/``LayerNorm`` usable with sequence parallelism (local spec).

    Built like megatron's ``WrappedTorchNorm`` (``config.normalization`` picks the class;
    weight shape ``[hidden_size]``, dtype ``config.params_dtype``), but allows ``config.sequence_parallel=True``: with SP
    each TP rank normalises its own slice of the sequence, so its weight grads are
    partial sums; the parameters are tagged ``sequence_parallel=True`` and megatron's
    ``finalize_model_grads`` (``_allreduce_non_tensor_model_parallel_grads``) sums them
    across the TP group. Without SP it is exactly ``WrappedTorchNorm``'s module.

    Raises:
        ValueError: an unsupported ``config.normalization``.
    """

    def __new__(cls, config, hidden_size: int, eps: float = 1e-5, **kwargs):
        if config.normalization == "RMSNorm":
            mod = torch.nn.RMSNorm(normalized_shape=hidden_size, eps=eps)
        elif config.normalization == "LayerNorm":
            mod = torch.nn.LayerNorm(normalized_shape=hidden_size, eps=eps)
        else:
            raise ValueError(
                f"normalization={config.normalization!r} is not supported by TPSummedTorchNorm; use RMSNorm or LayerNorm"
            )
        dtype = getattr(config, "params_dtype", None)
        if isinstance(dtype, torch.dtype) and dtype != torch.float32:
            mod = mod.to(dtype=dtype)  # like every other megatron parameter (bf16 runs on GPU)
        if config.sequence_parallel:
            for p in mod.parameters():
                p.sequence_parallel = True
        return mod


_SDPA_CLASS = None


def block_prefix_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, layout, scale) -> torch.Tensor:
    """Attention of shared-prefix packed rows, computing only the pairs their block mask allows.

    Equal (to float rounding) to SDPA with the micro-batch's dense block mask, computing
    ``b Pq^2`` prefix scores (causal) plus ``n Smax (Pk + Smax)`` suffix scores instead of
    ``b R^2`` (for the 8 challengers of a bench problem about 4x fewer): one causal SDPA over
    every row's prefix, one masked SDPA of all ``n`` suffixes (batched, padded to the longest)
    against ``[their row's prefix keys, their own keys]``, then a gather of each position's
    context (:class:`agon_mcore.policy.batch.PrefixAttentionLayout`; padding
    positions get zeros; they are never trained on).

    Args:
        q: ``[b, np, s, hn]`` queries; ``k``/``v``: ``[b, ng, s, hn]`` (``ng`` divides ``np``: GQA).
        layout: the micro-batch's ``PrefixAttentionLayout`` (on ``q``'s device).
        scale: softmax scale (``None``: ``1/sqrt(hn)``).

    Returns:
        ``[b, np, s, hn]`` context, ``q``'s dtype.
    """
    import torch.nn.functional as F

    b, np_, s, hn = q.shape
    gqa = k.shape[1] != np_
    Pq, Pk, Smax = layout.q_prefix, layout.k_prefix, layout.suffix_max
    parts = []
    if Pq:  # [b, Pq, np, hn]
        parts.append(F.scaled_dot_product_attention(q[:, :, :Pq], k[:, :, :Pq], v[:, :, :Pq], is_causal=True,
                                                    scale=scale, enable_gqa=gqa).transpose(1, 2).reshape(-1, np_, hn))
    n = layout.seg_row.numel()
    if n and Smax:
        row, pos = layout.seg_row, layout.seg_pos
        # advanced indices around a slice put their dims first: [n, Smax, heads, hn] -> [n, heads, Smax, hn]
        qs = q[row[:, None], :, pos].transpose(1, 2)
        ks = torch.cat([k[row, :, :Pk], k[row[:, None], :, pos].transpose(1, 2)], dim=2)
        vs = torch.cat([v[row, :, :Pk], v[row[:, None], :, pos].transpose(1, 2)], dim=2)
        o = F.scaled_dot_product_attention(qs, ks, vs, attn_mask=layout.seg_mask, scale=scale, enable_gqa=gqa)
        parts.append(o.transpose(1, 2).reshape(-1, np_, hn))
    parts.append(q.new_zeros(1, np_, hn))
    ctx = torch.cat(parts, dim=0)[layout.src]  # [b * s, np, hn]
    return ctx.view(b, s, np_, hn).transpose(1, 2)


def sdpa_core_attention():
    """megatron's local ``DotProductAttention`` computed by ``torch.nn.functional.scaled_dot_product_attention``.

    A subclass of megatron-core 0.16.1's ``DotProductAttention`` (same constructor, same
    ``forward(query, key, value, attention_mask, attn_mask_type, ...)`` contract:
    ``query [sq, b, np, hn]``, ``key``/``value [sk, b, ng, hn]`` -> context
    ``[sq, b, np * hn]``) whose core is one fused SDPA call (PyTorch docs,
    ``torch.nn.functional.scaled_dot_product_attention``) instead of megatron's
    ``baddbmm`` + masked softmax + ``bmm``: no ``[b, np, s, s]`` score tensor is kept for
    backward on the flash/efficient kernels, and GQA heads are not materialised
    (``enable_gqa``). Masks: ``attention_mask=None`` is causal (``is_causal=True``); a
    boolean ``[b, 1, sq, sk]`` mask (True = masked, megatron's convention) is inverted
    into SDPA's "True = attend" mask, so the shared-prefix block masks work; a mask that
    carries its packing layout (``mask.prefix_layout``, an
    :class:`agon_mcore.policy.batch.PrefixAttentionLayout`) is computed block by block
    instead (:func:`block_prefix_attention`: only the pairs the mask allows). Scale
    ``1/sqrt(hn)`` as megatron's. Falls back to megatron's forward where the two would
    differ: attention dropout > 0 while training, megatron's own ``window_size``, a
    non-vanilla softmax, ``apply_query_key_layer_scaling``, attention bias or
    packed-sequence params.

    Sliding window (``window=w`` in the spec's params; Qwen2/Qwen3 ``sliding_window`` layers):
    query ``i`` attends to keys ``i - w < j <= i`` (transformers' ``sliding_window_overlay``),
    on SDPA with that boolean mask (dropout as SDPA's ``dropout_p``); rows are single
    sequences at positions ``0..s-1`` (an explicit mask, i.e. shared-prefix packing, is
    refused: its rows do not hold positions).

    Returns:
        The class (built once; importing megatron lazily).
    """
    global _SDPA_CLASS
    if _SDPA_CLASS is not None:
        return _SDPA_CLASS
    import torch.nn.functional as F
    from megatron.core.transformer.dot_product_attention import DotProductAttention
    from megatron.core.transformer.enums import AttnMaskType

    class SDPADotProductAttention(DotProductAttention):
        """megatron ``DotProductAttention`` on ``F.scaled_dot_product_attention`` (see :func:`sdpa_core_attention`)."""

        def __init__(self, *args, window: int = 0, **kwargs):
            super().__init__(*args, **kwargs)
            self.window = int(window)

        def _windowed(self, query, key, value, attention_mask):
            if attention_mask is not None:
                raise RuntimeError("a sliding-window layer got an explicit attention mask (shared-prefix packing), whose "
                                   "rows do not hold positions; set train.shared_prefix_packing=off")
            sq, b, np_, hn = query.shape
            q, k, v = (t.permute(1, 2, 0, 3) for t in (query, key, value))
            i = torch.arange(sq, device=q.device)
            allowed = (i[:, None] >= i[None, :]) & (i[:, None] - i[None, :] < self.window)
            p = self.attention_dropout.p if self.training else 0.0
            ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=allowed, scale=self.softmax_scale, dropout_p=p,
                                                 enable_gqa=k.shape[1] != np_)
            return ctx.permute(2, 0, 1, 3).reshape(sq, b, np_ * hn)

        def _sdpa_ok(self, attention_bias, packed_seq_params) -> bool:
            c = self.config
            return (
                attention_bias is None
                and packed_seq_params is None
                and self.softmax_offset is None
                and not c.apply_query_key_layer_scaling
                and self.scale_mask_softmax.window_size is None
                and not (self.training and self.attention_dropout.p > 0)
            )

        def forward(self, query, key, value, attention_mask, attn_mask_type=None, attention_bias=None,
                    packed_seq_params=None):
            if self.window and attention_bias is None and packed_seq_params is None:
                return self._windowed(query, key, value, attention_mask)
            if not self._sdpa_ok(attention_bias, packed_seq_params):
                return super().forward(query, key, value, attention_mask, attn_mask_type=attn_mask_type,
                                       attention_bias=attention_bias, packed_seq_params=packed_seq_params)
            sq, b, np_, hn = query.shape
            q = query.permute(1, 2, 0, 3)  # [b, np, sq, hn]
            k = key.permute(1, 2, 0, 3)  # [b, ng, sk, hn]
            v = value.permute(1, 2, 0, 3)
            gqa = k.shape[1] != np_
            if attention_mask is None:
                causal = self.attn_mask_type == AttnMaskType.causal and sq > 1
                ctx = F.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=self.softmax_scale,
                                                     enable_gqa=gqa)
            elif getattr(attention_mask, "prefix_layout", None) is not None and sq == k.shape[2]:
                ctx = block_prefix_attention(q, k, v, attention_mask.prefix_layout, self.softmax_scale)
            else:
                ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=~attention_mask, scale=self.softmax_scale,
                                                     enable_gqa=gqa)
            # [b, np, sq, hn] -> [sq, b, np * hn]
            return ctx.permute(2, 0, 1, 3).reshape(sq, b, np_ * hn)

    _SDPA_CLASS = SDPADotProductAttention
    return _SDPA_CLASS
