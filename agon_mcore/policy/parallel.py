"""Process group and megatron parallel state for the rivals (TP, PP, DP, SP, EP).

Both rivals live in one world with one layout (they time-share the ranks), so the
parallel state is set up once per process by :func:`init_parallel`; DP is
``world_size / (tp * pp)``.
"""
from __future__ import annotations

import os
import random
import tempfile
from datetime import timedelta

import numpy as np
import torch
import torch.distributed as dist

from agon_mcore.compat import check_megatron_version, ensure_cpu_compat
from agon_mcore.config import ConfigError, ParallelConfig

_created_process_group = False
_store_file: str | None = None


def _under_launcher() -> bool:
    return all(k in os.environ for k in ("RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT"))


def _init_process_group(backend: str) -> None:
    global _created_process_group, _store_file
    timeout = timedelta(minutes=30)
    if _under_launcher():
        dist.init_process_group(backend=backend, init_method="env://", timeout=timeout)
    else:
        # A single plain process: a world of one over a private FileStore (no port to find).
        fd, _store_file = tempfile.mkstemp(prefix="agon_pg_")
        os.close(fd)
        os.remove(_store_file)
        store = dist.FileStore(_store_file, 1)
        dist.init_process_group(backend=backend, store=store, rank=0, world_size=1, timeout=timeout)
    _created_process_group = True


def init_parallel(parallel: ParallelConfig, seed: int) -> None:
    """Initialise ``torch.distributed`` and megatron's parallel state; seed the RNGs.

    Process group: under ``torchrun`` (``RANK``/``WORLD_SIZE``/``MASTER_ADDR``/``MASTER_PORT``
    set) ``env://``; a plain process gets a world of 1 through a temporary FileStore. An
    existing default group is reused. Backend: ``nccl`` with CUDA (device ``LOCAL_RANK``),
    else ``gloo`` with the CPU shim (:func:`agon_mcore.compat.ensure_cpu_compat`).

    Then ``megatron.core.parallel_state.initialize_model_parallel(tp, pp, virtual_pp, ep)``
    (``ep``: expert parallelism; its expert-data-parallel groups are megatron's)
    once per process, and on every call the RNGs are seeded the megatron way
    (``megatron/training/initialize.py::_set_random_seed``): Python, NumPy and torch
    with ``seed + 100 * pp_rank``, then ``model_parallel_cuda_manual_seed`` (TP ranks get
    ``seed + 2718 + tp_rank`` in the model-parallel tracker).

    Args:
        parallel: the run's :class:`~agon_mcore.config.ParallelConfig`.
        seed: base seed (int >= 0).

    Raises:
        ConfigError: world size not divisible by ``tp * pp``, virtual PP without PP > 1,
            or megatron already initialised with a different layout.
        agon_mcore.compat.MegatronVersionError: megatron-core outside the tested range.
    """
    check_megatron_version()
    from megatron.core import parallel_state as mps
    from megatron.core.tensor_parallel import model_parallel_cuda_manual_seed

    cuda = torch.cuda.is_available()
    if not cuda:
        ensure_cpu_compat()
    if not dist.is_initialized():
        if cuda:
            torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", "0")))
        _init_process_group("nccl" if cuda else "gloo")

    tp, pp, vpp = parallel.tp, parallel.pp, parallel.virtual_pp
    ep = int(getattr(parallel, "ep", 1) or 1)
    world = dist.get_world_size()
    if tp < 1 or pp < 1 or world % (tp * pp):
        raise ConfigError(
            f"world size {world} is not divisible by parallel.tp * parallel.pp = {tp} * {pp}; "
            f"launch a multiple of {tp * pp} processes (torchrun --nproc_per_node) or change tp/pp"
        )
    if ep < 1 or (world // pp) % ep:
        raise ConfigError(
            f"parallel.ep={ep} must divide the ranks of a pipeline stage (world {world} / parallel.pp {pp} = "
            f"{world // pp}: the experts are split over data-parallel x tensor-parallel ranks); "
            f"use ep in {[d for d in range(1, world // pp + 1) if (world // pp) % d == 0]}"
        )
    if vpp is not None and vpp > 1 and pp == 1:
        raise ConfigError(f"parallel.virtual_pp={vpp} needs parallel.pp > 1; set virtual_pp to null")
    vpp = vpp if vpp is not None and vpp > 1 else None

    if mps.model_parallel_is_initialized():
        have = (
            mps.get_tensor_model_parallel_world_size(),
            mps.get_pipeline_model_parallel_world_size(),
            mps.get_virtual_pipeline_model_parallel_world_size(),
            mps.get_expert_model_parallel_world_size(),
        )
        if have != (tp, pp, vpp, ep):
            raise ConfigError(
                f"megatron parallel state is already initialised with (tp, pp, virtual_pp, ep)={have}, "
                f"requested {(tp, pp, vpp, ep)}; both rivals must share one layout (call destroy_parallel() first "
                "to change it)"
            )
    else:
        mps.initialize_model_parallel(
            tensor_model_parallel_size=tp,
            pipeline_model_parallel_size=pp,
            virtual_pipeline_model_parallel_size=vpp,
            # experts split over ep ranks, not tensor-parallel (policy/moe.py); 1: dense models
            expert_model_parallel_size=ep,
            expert_tensor_parallel_size=1,
        )
        if not cuda:
            single_thread_gloo_collectives()
            settle_gloo_worker_threads()

    s = int(seed) + 100 * mps.get_pipeline_model_parallel_rank()
    random.seed(s)
    np.random.seed(s % (2**32))
    torch.manual_seed(s)
    model_parallel_cuda_manual_seed(s)


# torch.distributed collectives that may run torch ops on a gloo worker thread
_COLLECTIVES = ("all_reduce", "reduce_scatter_tensor", "all_gather_into_tensor", "_reduce_scatter_base",
                "_all_gather_base", "all_gather", "reduce_scatter", "broadcast", "reduce", "gather", "scatter",
                "all_to_all_single", "all_to_all", "barrier")


def single_thread_gloo_collectives() -> bool:
    """On CPU, run every ``torch.distributed`` collective at one torch intra-op thread.

    Why: see :func:`settle_gloo_worker_threads`: a gloo worker thread takes torch's thread
    count the first time it runs a parallelised op, and one that takes more than 1 leaves
    libgomp oversubscribed for the rest of the process (every small op of the trainer
    then waits for a sleeping OpenMP worker). The settle at start-up cannot be sure to
    reach every worker thread of every group; this makes sure that whenever one starts
    work, the count it reads is 1: each wrapped collective sets the caller's count to 1,
    runs, waits for its work (an ``async_op`` collective is completed before returning, so
    the count is still 1 while gloo runs it; the returned work's ``wait()`` is then a
    no-op) and restores the count. Installed once per process, by :func:`init_parallel` on
    CPU only (NCCL runs never see it); megatron looks the functions up on the module at
    call time, so its collectives are covered.

    Returns:
        True when installed by this call, False when it already was.
    """
    if getattr(dist, "_agon_single_thread_collectives", False):
        return False
    for name in _COLLECTIVES:
        fn = getattr(dist, name, None)
        if fn is not None:
            setattr(dist, name, _single_threaded(fn))
    dist._agon_single_thread_collectives = True
    return True


def _single_threaded(fn):
    """``fn`` (a collective) run at one torch thread, its work waited for, the count restored."""
    import functools

    @functools.wraps(fn)
    def wrapped(*args, **kwargs):
        prev = torch.get_num_threads()
        if prev == 1:
            return fn(*args, **kwargs)
        torch.set_num_threads(1)
        try:
            work = fn(*args, **kwargs)
            if work is not None and hasattr(work, "wait"):
                work.wait()
            return work
        finally:
            torch.set_num_threads(prev)

    wrapped._agon_wrapped = fn
    return wrapped


def settle_gloo_worker_threads(rounds: int = 8, numel: int = 1 << 18) -> int:
    """Let every gloo process group's worker threads start their torch work single-threaded.

    A gloo worker thread takes torch's intra-op thread count once, when it first runs a
    parallelised op (the copies of ``reduce_scatter_tensor`` / ``all_gather_into_tensor``,
    e.g. in the distributed optimizer's step). Taken at the trainer's count it gets its
    own OpenMP team; libgomp then manages more threads than there are cores and stops
    spinning between parallel regions for good, so every small op of the main thread
    waits for a sleeping worker to wake. Measured on the 2-core dev machine (torch 2.13,
    libgomp): a decode step of the bench model 6.0 ms instead of 3.0 ms after one
    optimizer step, and the whole adv step 1.05 s instead of 0.81 s. Running a few
    collectives of every gloo group here at one thread (several in flight, each long
    enough that a group's other worker thread takes the next) settles their count at 1;
    the main thread keeps its own.

    Every rank calls it right after creating the groups and goes through its groups in
    the order they were created (the same order on every member of a group, as
    ``new_group`` requires), so the collectives of each group match up.

    Args:
        rounds: collectives of each kind in flight per group (more than the worker
            threads per group: 2 in torch's ProcessGroupGloo).
        numel: fp32 elements per rank of each collective (above ATen's parallel grain,
            32768; 1 MiB each by default).

    Returns:
        The number of gloo groups settled (0 off CPU or without ``torch.distributed``).
    """
    if not dist.is_initialized():
        return 0
    from torch.distributed.distributed_c10d import _world

    groups = [g for g in list(_world.pg_map) if dist.get_backend(g) == "gloo"]
    prev = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        for g in groups:  # every rank holds its groups in the order they were created
            n = dist.get_world_size(g)
            bufs = [(torch.zeros(numel * n), torch.zeros(numel)) for _ in range(rounds)]
            works = [dist.reduce_scatter_tensor(out, x, group=g, async_op=True) for x, out in bufs]
            works += [dist.all_gather_into_tensor(x, out, group=g, async_op=True) for x, out in bufs]
            for w in works:
                w.wait()
    finally:
        torch.set_num_threads(prev)
    return len(groups)


def destroy_parallel() -> None:
    """Tear down megatron's parallel state, and the process group if :func:`init_parallel` made it.

    Safe to call when nothing is initialised (tests call it between layouts).
    """
    global _created_process_group, _store_file
    from megatron.core import parallel_state as mps

    mps.destroy_model_parallel()
    if _created_process_group and dist.is_initialized():
        dist.destroy_process_group()
    _created_process_group = False
    if _store_file is not None and os.path.exists(_store_file):
        os.remove(_store_file)
    _store_file = None
