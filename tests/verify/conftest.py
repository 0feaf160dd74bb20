"""Fixtures for the verifier tests: the real data folder (skip when absent) and one
shared, small MathVerifier."""
from __future__ import annotations

import pytest

from agon_mcore.data import resolve_data_root
from agon_mcore.verify import MathVerifier


@pytest.fixture(scope="session")
def data_root():
    root = resolve_data_root()
    if not (root / "README.md").is_file():
        pytest.skip(f"real data folder {root} is absent; set AGON_DATA_ROOT to a copy of shared/data")
    return root


@pytest.fixture(scope="session")
def math_verifier():
    with MathVerifier(num_workers=2, timeout_s=10.0) as mv:
        yield mv
