"""Random-number-generator state capture and restore.

Each rival owns its own RNG stream (:class:`agon_mcore.policy.policy.Policy` swaps it in
around every call, so one rival's calls never move the other's random state), and a
training checkpoint stores the process's streams so that a resumed run draws the same
numbers as an uninterrupted one (:mod:`agon_mcore.policy.checkpoint`).
"""
from __future__ import annotations

import random

import numpy as np
import torch
from megatron.core.tensor_parallel.random import get_cuda_rng_tracker


def capture_rng() -> dict:
    """Copies of the torch (CPU and CUDA) generator states and megatron's tracker states.

    Returns:
        ``{"torch": ByteTensor, "tracker": {name: ByteTensor}, "cuda": ByteTensor (GPU only)}``.
    """
    st = {
        "torch": torch.get_rng_state(),
        "tracker": {k: v.clone() for k, v in get_cuda_rng_tracker().get_states().items()},
    }
    if torch.cuda.is_available():
        st["cuda"] = torch.cuda.get_rng_state()
    return st


def restore_rng(st: dict) -> None:
    """Install states captured by :func:`capture_rng`."""
    torch.set_rng_state(st["torch"])
    if "cuda" in st and torch.cuda.is_available():
        torch.cuda.set_rng_state(st["cuda"])
    get_cuda_rng_tracker().set_states({k: v.clone() for k, v in st["tracker"].items()})


def capture_process_rng() -> dict:
    """:func:`capture_rng` plus Python's ``random`` and NumPy's global states (``"python"``, ``"numpy"``)."""
    st = capture_rng()
    st["python"] = random.getstate()
    st["numpy"] = np.random.get_state()
    return st


def restore_process_rng(st: dict) -> None:
    """Install states captured by :func:`capture_process_rng`."""
    restore_rng(st)
    random.setstate(st["python"])
    np.random.set_state(st["numpy"])
