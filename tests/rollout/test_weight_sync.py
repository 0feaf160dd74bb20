"""Weight-update bucketing, IPC serialisation and the disk checkpoint (rollout/weight_sync.py)."""
from __future__ import annotations

import json

import pytest
import torch
from conftest import tiny_qwen3

from agon_mcore.rollout.weight_sync import (
    deserialize_named_tensors,
    dtype_name,
    iter_buckets,
    serialize_named_tensors,
    write_hf_checkpoint,
)


@pytest.fixture(scope="module")
def hf_stream():
    """The HF state dict of the tiny default model, norms in bf16 (a mixed-dtype stream)."""
    from transformers import AutoModelForCausalLM

    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(tiny_qwen3(tie=False))
    return [(n, t.to(torch.bfloat16) if "norm" in n else t) for n, t in model.state_dict().items()]


def test_buckets_respect_size_keep_order_and_describe_each_tensor(hf_stream):
    limit = 40_000
    buckets = list(iter_buckets(iter(hf_stream), limit))
    flat = [(n, t) for b in buckets for n, t in b.named_tensors()]
    assert [n for n, _ in flat] == [n for n, _ in hf_stream]  # nothing lost, same order
    assert all(a is b for (_, a), (_, b) in zip(flat, hf_stream))  # no copies
    for b in buckets:
        sizes = [t.numel() * t.element_size() for t in b.tensors]
        assert b.nbytes == sum(sizes)
        assert b.nbytes <= limit or len(b.tensors) == 1  # only a lone oversized tensor may exceed
        assert b.dtypes == [dtype_name(t.dtype) for t in b.tensors]
        assert b.shapes == [list(t.shape) for t in b.tensors]
    # greedy: a bucket closes only when the next tensor would not fit
    for b, nxt in zip(buckets, buckets[1:]):
        first = nxt.tensors[0]
        assert b.nbytes + first.numel() * first.element_size() > limit
    embed = 261 * 64 * 4
    assert embed > limit and any(b.names == ["model.embed_tokens.weight"] for b in buckets)
    assert {"bfloat16", "float32"} <= {d for b in buckets for d in b.dtypes}
    assert len(list(iter_buckets(hf_stream, 1 << 30))) == 1


def test_bucket_errors():
    with pytest.raises(ValueError, match="bucket_bytes=0"):
        list(iter_buckets([("a", torch.zeros(1))], 0))
    with pytest.raises(ValueError, match="'a' appears twice"):
        list(iter_buckets([("a", torch.zeros(1)), ("a", torch.zeros(1))], 100))


def test_dtype_names_round_trip_through_getattr_torch():
    for dt in (torch.float32, torch.bfloat16, torch.float16, torch.float8_e4m3fn):
        assert getattr(torch, dtype_name(dt)) is dt


def test_serialized_named_tensors_round_trip():
    named = [("model.norm.weight", torch.arange(4.0)), ("x", torch.ones(2, 3, dtype=torch.bfloat16))]
    text = serialize_named_tensors(named)
    assert isinstance(text, str)
    back = deserialize_named_tensors(text)
    assert [n for n, _ in back] == ["model.norm.weight", "x"]
    assert all(torch.equal(a, b) and a.dtype == b.dtype for (_, a), (_, b) in zip(named, back))


def test_disk_checkpoint_is_an_hf_folder(tmp_path, hf_stream):
    from safetensors.torch import load_file

    cfg = tiny_qwen3(tie=False)
    folder = write_hf_checkpoint(tmp_path / "v1", cfg, iter(hf_stream))
    loaded = load_file(str(folder / "model.safetensors"))
    assert set(loaded) == {n for n, _ in hf_stream}
    assert all(torch.equal(loaded[n], t) for n, t in hf_stream)
    assert json.loads((folder / "config.json").read_text())["hidden_size"] == 64
    assert not (tmp_path / "v1.tmp").exists()
    # tied aliases (same storage twice) are accepted
    w = torch.randn(3, 2)
    write_hf_checkpoint(tmp_path / "v2", None, [("model.embed_tokens.weight", w), ("lm_head.weight", w)])
    assert torch.equal(load_file(str(tmp_path / "v2" / "model.safetensors"))["lm_head.weight"], w)
