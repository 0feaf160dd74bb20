"""Fixtures for the data tests: the real data folder (skip when absent) and a private
tokenizer cache."""
from __future__ import annotations

import pytest

from agon_mcore.data import resolve_data_root


@pytest.fixture(scope="session")
def data_root():
    root = resolve_data_root()
    if not (root / "README.md").is_file():
        pytest.skip(f"real data folder {root} is absent; set AGON_DATA_ROOT to a copy of shared/data")
    return root


@pytest.fixture(scope="session")
def tok_cache(tmp_path_factory):
    return tmp_path_factory.mktemp("tokenizers")
