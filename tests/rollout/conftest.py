"""Shared helpers for the rollout tests: a tiny Qwen3 config (the default CPU model's shape)."""
from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))  # fake_sglang

VOCAB = 261
PAD, EOS = 256, 258


def tiny_qwen3(hidden: int = 64, layers: int = 2, vocab: int = VOCAB, tie: bool = True):
    """The embedded default's shape: Qwen3, hidden 64, 2 layers, 4 heads (2 KV), head_dim 16."""
    from transformers import Qwen3Config

    return Qwen3Config(vocab_size=vocab, hidden_size=hidden, num_hidden_layers=layers, num_attention_heads=4,
                       num_key_value_heads=2, head_dim=hidden // 4, intermediate_size=3 * hidden,
                       max_position_embeddings=512, tie_word_embeddings=tie, rms_norm_eps=1e-6)


@pytest.fixture(scope="session")
def qwen3_config():
    return tiny_qwen3()
