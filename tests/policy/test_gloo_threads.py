"""policy.parallel.settle_gloo_worker_threads: gloo's worker threads never get an OpenMP team
of their own (which would leave libgomp oversubscribed and sleeping between parallel regions).

Observed through the process's OS threads: a collective whose copies are parallelised makes
an unsettled gloo worker start an OpenMP worker thread; after the settle it does not."""
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent("""
    import os, sys, torch, torch.distributed as dist
    import agon_mcore.policy.parallel as P
    from agon_mcore.config import ParallelConfig
    if sys.argv[1] == "off":
        P.settle_gloo_worker_threads = lambda *a, **k: 0
    torch.set_num_threads(2)
    P.init_parallel(ParallelConfig(), seed=1)
    (torch.randn(1 << 20) * 2).sum()  # the main thread's own OpenMP team exists before counting
    before = len(os.listdir("/proc/self/task"))
    x, out = torch.randn(1 << 20), torch.empty(1 << 20)
    for _ in range(4):
        dist.reduce_scatter_tensor(out, x)
        dist.all_gather_into_tensor(x, out)
    after = len(os.listdir("/proc/self/task"))
    print("THREADS", before, after, torch.get_num_threads())
""")


def _threads(mode):
    p = subprocess.run([sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, timeout=300)
    line = [x for x in p.stdout.splitlines() if x.startswith("THREADS")]
    assert line, p.stderr[-2000:]
    return [int(v) for v in line[0].split()[1:]]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="counts threads in /proc")
def test_settled_gloo_workers_start_no_openmp_threads():
    before, after, threads = _threads("on")
    assert threads == 2  # the caller's count is restored
    assert after == before
    # the control: without the settle the same collectives add OpenMP worker threads
    before, after, _ = _threads("off")
    assert after > before


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
