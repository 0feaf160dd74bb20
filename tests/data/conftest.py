"""Fixtures for the data tests: a private
tokenizer cache."""
from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def tok_cache(tmp_path_factory):
    return tmp_path_factory.mktemp("tokenizers")
