"""Shared pytest fixtures (kept minimal).

- ``megatron_world``: a one-process megatron world (TP=PP=1, gloo on CPU) for the
  module; torn down afterwards so other modules can pick their own layout.
- ``data_root``: the real data folder (``$AGON_DATA_ROOT`` or ``../shared/data``); skips
  the test with the reason when it is absent.
- ``torchrun``: run a script under ``torchrun --standalone`` with ``OMP_NUM_THREADS=1``
  and return the completed process (fails the test with the output on a non-zero exit).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

REPO = Path(__file__).resolve().parents[1]

# Triton reads TRITON_INTERPRET when a kernel is decorated, i.e. when agon_kernels' Triton
# modules are first imported, and megatron-core imports them through policy/ in many test
# modules collected before tests/kernels/: set it here, before any test module is imported,
# so the kernel tests run in the interpreter on a CPU-only machine whatever the order.
# (train.kernels=auto still picks the torch path for CPU tensors, so nothing else changes.)
if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")


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


@pytest.fixture
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
