"""Fixtures of the policy tests."""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest


@pytest.fixture
def work_dir():
    """A private temporary folder.

    Not pytest's ``tmp_path``: concurrent pytest sessions of the same user prune each
    other's older base temp folders, which can delete a checkpoint under a running test.
    """
    d = Path(tempfile.mkdtemp(prefix="agon_policy_test_"))
    yield d
    shutil.rmtree(d, ignore_errors=True)
