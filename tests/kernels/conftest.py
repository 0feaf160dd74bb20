"""Kernel tests: Triton runs in its interpreter on CPU-only machines.

``TRITON_INTERPRET=1`` must be set before the kernels are decorated, i.e. before
``agon_kernels._triton_*`` is first imported (Triton reads the flag at ``@triton.jit`` time).
On a machine with CUDA the flag is left alone so the same tests exercise the compiled kernels.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
import torch

# pytest runs with --import-mode=importlib: make the shared fp64 references (kernel_refs.py)
# importable from the test modules of this folder.
sys.path.insert(0, str(Path(__file__).resolve().parent))

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")


@pytest.fixture
def triton_device() -> torch.device:
    """Device the Triton tests run on: CUDA when present, else CPU (interpreter)."""
    return torch.device("cuda") if torch.cuda.is_available() else torch.device("cpu")
