"""policy.parallel.settle_gloo_worker_threads: gloo's worker threads never get an OpenMP team
of their own (which would leave libgomp oversubscribed and sleeping between parallel regions).

Observed through the process's OS threads: a collective whose copies are parallelised makes
an unsettled gloo worker start an OpenMP worker thread; after the settle it does not."""
import subprocess
import sys
import textwrap

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent("""
    import os, sys, torch, torch.distributed as dist
    import agon_mcore.policy.parallel as P
    from agon_mcore.config import ParallelConfig
    if sys.argv[1] == "off":
        P.settle_gloo_worker_threads = lambda *a, **k: 0
        P.single_thread_gloo_collectives = lambda: False
    torch.set_num_threads(2)
    P.init_parallel(ParallelConfig(), seed=1)
    (torch.randn(1 << 20) * 2).sum()  # the main thread's own OpenMP team exists before counting
    before = len(os.listdir("/proc/self/task"))
    x, out = torch.randn(1 << 20), torch.empty(1 << 20)
    for _ in range(4):
        dist.reduce_scatter_tensor(out, x)
        dist.all_gather_into_tensor(x, out)
        dist.all_gather_into_tensor(x, out, async_op=True).wait()
    if sys.argv[2] == "train":  # megatron's own collectives: DDP grad reduce, distributed optimizer
        sys.path.insert(0, os.getcwd())
        from tests.policy._common import VOCAB, make_samples, tiny_cfg
        from agon_mcore.policy import Policy
        cfg = tiny_cfg()
        pol = Policy("A", cfg.model, VOCAB, cfg, seed=3)
        for _ in range(2):
            pol.train_step(make_samples(8, seed=1))
    after = len(os.listdir("/proc/self/task"))
    print("THREADS", before, after, torch.get_num_threads())
""")


def _threads(mode, what="collectives"):
    p = subprocess.run([sys.executable, "-c", SCRIPT, mode, what], capture_output=True, text=True, timeout=300,
                       cwd=str(ROOT))
    line = [x for x in p.stdout.splitlines() if x.startswith("THREADS")]
    assert line, p.stderr[-2000:]
    return [int(v) for v in line[0].split()[1:]]


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="counts threads in /proc")
@pytest.mark.parametrize("what", ["collectives", "train"])
def test_gloo_workers_start_no_openmp_threads(what):
    before, after, threads = _threads("on", what)
    assert threads == 2  # the caller's count is restored
    assert after - before <= (1 if what == "train" else 0)  # train: at most megatron's own new threads
    # the control: without the settle and the wrapper the same collectives add OpenMP worker threads
    before_off, after_off, _ = _threads("off", what)
    assert after_off - before_off > after - before


def test_collectives_run_at_one_thread_and_restore_the_count():
    import torch
    import torch.distributed as dist

    from agon_mcore.policy.parallel import _COLLECTIVES, _single_threaded, single_thread_gloo_collectives

    seen = []

    class Work:
        def wait(self):
            seen.append(("wait", torch.get_num_threads()))

    def collective(x, async_op=False):
        seen.append(("run", torch.get_num_threads()))
        return Work() if async_op else None

    prev = torch.get_num_threads()
    torch.set_num_threads(2)
    try:
        fn = _single_threaded(collective)
        assert fn(1) is None and seen == [("run", 1)] and torch.get_num_threads() == 2
        seen.clear()
        work = fn(1, async_op=True)  # an async collective is completed before the count goes back
        assert seen == [("run", 1), ("wait", 1)] and torch.get_num_threads() == 2
        work.wait()  # the caller's own wait still works
        seen.clear()

        def boom(*a, **k):
            raise RuntimeError("gloo: connection reset")

        with pytest.raises(RuntimeError, match="connection reset"):
            _single_threaded(boom)()
        assert torch.get_num_threads() == 2
    finally:
        torch.set_num_threads(prev)
    single_thread_gloo_collectives()
    assert single_thread_gloo_collectives() is False  # once per process
    assert all(getattr(getattr(dist, n), "_agon_wrapped", None) is not None for n in _COLLECTIVES if hasattr(dist, n))


def test_settle_returns_the_gloo_groups_and_restores_threads():
    import torch
    import torch.distributed as dist

    from megatron.core import parallel_state as mps

    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel, settle_gloo_worker_threads

    created = not mps.model_parallel_is_initialized()  # another test's layout is left alone
    if created:
        init_parallel(ParallelConfig(), seed=1)
    try:
        from torch.distributed.distributed_c10d import _world

        prev = torch.get_num_threads()
        n = settle_gloo_worker_threads(rounds=2, numel=1 << 15)
        assert n == sum(dist.get_backend(g) == "gloo" for g in list(_world.pg_map)) and n >= 1
        assert torch.get_num_threads() == prev
    finally:
        if created:
            destroy_parallel()
