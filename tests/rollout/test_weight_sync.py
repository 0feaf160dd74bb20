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


@pytest.mark.parametrize("index", [0, 3, 7])
def test_cuda_ipc_payload_names_the_gpu_by_uuid_not_local_index(monkeypatch, index):
    """A CUDA tensor's pickled device is its GPU UUID (the server may number GPUs differently).

    No GPU here: torch's reduction of one marker tensor is replaced by the shape of its CUDA
    reduction (``rebuild_cuda_tensor`` + its arguments with a local device index), and the
    UUID lookup by a table; the payload must carry the UUID where the index was.
    """
    import pickle

    from torch.multiprocessing import reductions

    from agon_mcore.rollout import weight_sync as ws

    marker = torch.zeros(2)
    k = ws._device_arg_position()
    n_args = len(__import__("inspect").signature(reductions.rebuild_cuda_tensor).parameters)
    real_reduce = reductions.reduce_tensor

    def reduce(t):
        if t is marker:
            args = tuple(index if i == k else f"arg{i}" for i in range(n_args))
            return reductions.rebuild_cuda_tensor, args
        return real_reduce(t)

    monkeypatch.setattr(reductions, "reduce_tensor", reduce)
    monkeypatch.setattr(ws, "gpu_uuid", lambda i: f"GPU-test-uuid-{i}")
    text = serialize_named_tensors([("w", marker), ("cpu", torch.arange(3.0))])
    seen = []
    monkeypatch.setattr(reductions, "rebuild_cuda_tensor", lambda *a: seen.append(a) or torch.ones(1))
    got = pickle.loads(__import__("base64").b64decode(text))
    assert len(seen) == 1 and seen[0][k] == f"GPU-test-uuid-{index}"
    assert [a for i, a in enumerate(seen[0]) if i != k] == [f"arg{i}" for i in range(n_args) if i != k]
    assert got[1][0] == "cpu" and torch.equal(got[1][1], torch.arange(3.0))  # CPU tensors untouched


_TRAINER = r'''
import json, os, subprocess, sys
import torch
from agon_mcore.rollout.launcher import server_env
from agon_mcore.rollout.weight_sync import WeightBucket, broadcast_bucket, destroy_weight_update_group, free_port, init_weight_update_group

RECEIVER = """
import json, os, sys
from agon_mcore.rollout.weight_sync import destroy_weight_update_group, init_weight_update_group, receive_bucket
pg = init_weight_update_group("127.0.0.1", int(sys.argv[1]), 1, 2, "agon_test_group", backend="gloo", timeout_s=30)
got = receive_bucket(pg, ["w", "b"], ["float32", "bfloat16"], [[2, 3], [4]], "cpu")
with open(sys.argv[2], "w") as f:
    json.dump({"values": {n: t.float().flatten().tolist() for n, t in got},
               "torchrun_env": sorted(k for k in os.environ if k.startswith("TORCHELASTIC") or k in ("RANK", "WORLD_SIZE", "MASTER_PORT"))}, f)
pg.barrier().wait()  # both sides done before either tears the group down
destroy_weight_update_group(pg)
"""

if __name__ == "__main__":
    out = sys.argv[1]
    port = free_port()
    # the receiver plays an SGLang server launched by rank 0: started with the launcher's env
    child = subprocess.Popen([sys.executable, "-c", RECEIVER, str(port), out + ".recv"], env=server_env())
    pg = init_weight_update_group("127.0.0.1", port, 0, 2, "agon_test_group", backend="gloo", timeout_s=30)
    b = WeightBucket()
    b.add("w", torch.arange(6.0).reshape(2, 3))
    b.add("b", torch.tensor([1.5, -2.0, 3.25, 0.0], dtype=torch.bfloat16))
    broadcast_bucket(pg, b, "cpu")
    pg.barrier().wait()
    destroy_weight_update_group(pg)
    assert child.wait(timeout=60) == 0
    json.dump({"agent_store": os.environ.get("TORCHELASTIC_USE_AGENT_STORE"), "rank": os.environ.get("RANK")},
              open(out, "w"))
'''


@pytest.mark.slow
@pytest.mark.distributed
@pytest.mark.parametrize("launcher", ["torchrun", "python"])
def test_weight_update_group_forms_under_a_real_torchrun(tmp_path, launcher):
    """Under ``torchrun`` every worker has TORCHELASTIC_USE_AGENT_STORE=True, with which
    ``c10d.rendezvous("tcp://...")`` makes rank 0 a store *client*: the group never formed.
    The trainer side runs under a real ``torchrun --standalone --nproc-per-node 1`` (gloo),
    the receiver is a process started with the launcher's environment."""
    import os
    import subprocess
    import sys

    script = tmp_path / "trainer.py"
    script.write_text(_TRAINER)
    out = tmp_path / "out.json"
    cmd = [sys.executable, str(script), str(out)]
    if launcher == "torchrun":
        cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "1", str(script),
               str(out)]
    env = {k: v for k, v in os.environ.items() if not k.startswith("TORCHELASTIC")}
    r = subprocess.run(cmd, env={**env, "OMP_NUM_THREADS": "1"}, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-4000:]
    trainer = json.loads(out.read_text())
    recv = json.loads((tmp_path / "out.json.recv").read_text())
    if launcher == "torchrun":  # really under torchrun's agent store
        assert trainer == {"agent_store": "True", "rank": "0"}
    assert recv["values"] == {"w": [0.0, 1.0, 2.0, 3.0, 4.0, 5.0], "b": [1.5, -2.0, 3.25, 0.0]}
    assert recv["torchrun_env"] == []  # the launched process did not inherit torchrun's rendezvous
