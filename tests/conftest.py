"""Shared pytest fixtures (kept minimal).

- ``megatron_world``: a one-process megatron world (TP=PP=1, gloo on CPU) for the
  module; torn down afterwards so other modules can pick their own layout.
- ``data_root``: the real data folder (``$AGON_DATA_ROOT`` or ``../shared/data``); skips
  the test with the reason when it is absent.
- ``torchrun``: run a script under ``torchrun --standalone`` with ``OMP_NUM_THREADS=1``
  and return the completed process (fails the test with the output on a non-zero exit).

Parallel runs (README's test command: ``pytest -n auto --dist loadgroup``, pytest-xdist): every
test file is one unit of work, run whole on one worker, so a module-scoped fixture (a
megatron world, a built trainer) is built once; files that share a session fixture or a
machine-wide resource are one unit together (``SHARED_UNITS``). Each worker is its own
process with its own temporary folder and its share of the cores (torch's threads).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

REPO = Path(__file__).resolve().parents[1]

# Folders whose test files must run on one worker together under ``--dist loadgroup``:
# serve/ shares one trained run per session (tests/serve/conftest.py); launch/ drives the one
# Slurm cluster of the machine (its jobs share the node).
SHARED_UNITS = ("serve", "launch")
# The longest units, longest first, handed out before the others (measured with --durations
# under pytest-xdist; launch and tools/test_gpu_kit.py run where CI installs Slurm and the kit).
LONG_UNITS = (
    "launch", "eval/test_compare_e2e.py", "train/test_e2e.py", "train/test_resume.py", "serve",
    "tools/test_gpu_kit.py", "policy/test_prefix_pack.py", "kernels/test_logprob.py", "train/test_overlap.py",
    "policy/test_distributed.py", "policy/test_lora_distributed.py", "bridge/test_bridge_distributed.py",
    "policy/test_gloo_threads.py", "train/test_replay.py", "policy/test_fused_head.py",
    "verify/test_code_sandbox_escapes.py", "data/test_synthetic_code.py", "train/test_rank0.py",
    "rollout/test_weight_sync.py", "test_packaging.py", "train/test_stop_signals.py", "tools/test_gpu_check.py",
    "rollout/test_local_prefix_prefill.py", "rollout/test_local_engine.py",
)

# Triton reads TRITON_INTERPRET when a kernel is decorated, i.e. when agon_kernels' Triton
# modules are first imported, and megatron-core imports them through policy/ in many test
# modules collected before tests/kernels/: set it here, before any test module is imported,
# so the kernel tests run in the interpreter on a CPU-only machine whatever the order.
# (train.kernels=auto still picks the torch path for CPU tensors, so nothing else changes.)
if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: unknown (and unused) without it
def pytest_xdist_auto_num_workers(config):
    """``-n auto``: one worker per core (usable cores, not xdist's physical-core guess). Not more:
    the tests with a wall-clock limit (the math verifier's 3 s, the sandbox's run limit) must not
    wait behind an oversubscribed CPU."""
    return len(os.sched_getaffinity(0))


def pytest_configure(config):
    if getattr(config.option, "dist", "no") == "loadgroup":
        # the controller hands out the work units in collection order (LONG_UNITS first),
        # not by their number of tests
        config.option.loadscopereorder = False
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if workers > 1:
        # the cores split between the workers (the models are tiny: more intra-op threads per
        # worker only oversubscribe the cores); subprocesses of the tests inherit the share
        share = max(1, len(os.sched_getaffinity(0)) // workers)
        torch.set_num_threads(share)
        os.environ.setdefault("OMP_NUM_THREADS", str(share))


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook, which reads the xdist_group marks
def pytest_collection_modifyitems(config, items):
    """Under ``--dist loadgroup``: one work unit per test file, or per folder of SHARED_UNITS."""
    if not getattr(config.option, "loadgroup", False):  # what xdist sets on its workers for --dist loadgroup
        return
    tests = Path(__file__).resolve().parent
    units = {}
    for item in items:
        mark = item.get_closest_marker("xdist_group")
        if mark:
            units[item] = str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
            continue
        path = Path(str(item.path)).resolve()
        rel = path.relative_to(tests) if path.is_relative_to(tests) else path
        units[item] = rel.parts[0] if rel.parts[0] in SHARED_UNITS else rel.as_posix()
        item.add_marker(pytest.mark.xdist_group(units[item]))
    # longest first (the last unit handed out sets the end); a stable sort keeps each file's order
    rank = {u: i for i, u in enumerate(LONG_UNITS)}
    items.sort(key=lambda it: rank.get(units[it], len(LONG_UNITS)))


@pytest.fixture(scope="module")
def megatron_world():
    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    init_parallel(ParallelConfig(), seed=1234)
    yield
    destroy_parallel()


@pytest.fixture(scope="session")
def data_root():
    from agon_mcore.data import resolve_data_root

    root = resolve_data_root()
    if not (root / "README.md").is_file():
        pytest.skip(f"real data folder {root} is absent; set AGON_DATA_ROOT to a copy of shared/data")
    return root


@pytest.fixture(scope="session")  # a stateless launcher: module fixtures share one launch of several layouts
def torchrun():
    def run(script: str | os.PathLike, *args: str, nproc: int = 2, timeout: float = 300) -> subprocess.CompletedProcess:
        env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONWARNINGS="ignore",
                   TOKENIZERS_PARALLELISM="false")
        cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc_per_node={nproc}",
               str(script), *map(str, args)]
        p = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=timeout)
        if p.returncode != 0:
            pytest.fail(f"torchrun {script} {' '.join(map(str, args))} exited {p.returncode}:\n"
                        f"{p.stdout[-4000:]}\n{p.stderr[-6000:]}")
        return p

    return run
