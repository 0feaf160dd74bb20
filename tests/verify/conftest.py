"""Fixtures for the verifier tests: one
shared, small MathVerifier."""
from __future__ import annotations

import pytest

from agon_mcore.verify import MathVerifier


@pytest.fixture(scope="session")
def math_verifier():
    with MathVerifier(num_workers=2, timeout_s=10.0) as mv:
        yield mv
