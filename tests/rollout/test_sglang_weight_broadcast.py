"""Weight update from the trainer by broadcast (``weight_sync=distributed``), on CPU with gloo.

The receiver is the FAKE SGLang server (tests/rollout/fake_sglang.py) run as a separate
process: it joins the group from ``/init_weights_update_group`` and, for each
``/update_weights_from_distributed`` body, receives the bucket's tensors in the order of
its ``names``/``dtypes``/``shapes``, as an SGLang server does. The test checks that every
tensor arrives bit-exact, with its name, dtype and shape, over several buckets.
"""
from __future__ import annotations

import os
import subprocess
import sys

import httpx
import pytest
import torch
from conftest import EOS, PAD, tiny_qwen3

from agon_mcore.config import SGLangConfig
from agon_mcore.rollout.sglang import SGLangEngine
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams, WeightSyncError

pytestmark = pytest.mark.distributed


@pytest.fixture
def receiver():
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    proc = subprocess.Popen([sys.executable, os.path.join(os.path.dirname(__file__), "fake_sglang.py"),
                             "--distributed"], stdout=subprocess.PIPE, text=True, env=env)
    try:
        port = int(proc.stdout.readline())
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.slow
def test_buckets_broadcast_from_rank0_arrive_exactly(receiver):
    from transformers import AutoModelForCausalLM

    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(tiny_qwen3())
    stream = [(n, p.detach().to(torch.bfloat16) if "norm" in n else p.detach()) for n, p in model.named_parameters()]
    cfg = SGLangConfig(weight_sync="distributed", request_timeout_s=60, max_retries=1, max_concurrency=4)
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD)
    eng = SGLangEngine(cfg, {"A": spec}, placement="split", pools={"A": [receiver]}, nccl_backend="gloo",
                       backoff_s=0.01)
    eng.bucket_bytes = 40_000  # several buckets from a 0.2 MB model
    eng.update_weights("A", stream, version=7)
    got = httpx.get(receiver + "/received", timeout=30).json()
    assert list(got) == [n for n, _ in stream]  # every tensor, in stream order
    for name, t in stream:
        g = got[name]
        assert g["dtype"] == str(t.dtype).removeprefix("torch.") and g["shape"] == list(t.shape), name
        assert torch.equal(torch.tensor(g["values"], dtype=torch.float32), t.float().flatten()), name
    # the last bucket carried the version label, and results report it
    r = eng.generate([GenerationRequest([1, 2], "A")], SamplingParams(max_new_tokens=2))[0][0]
    assert r.weight_version == 7
    # a second update reuses the group
    eng.update_weights("A", [(n, t * 2) for n, t in stream], version=8)
    got = httpx.get(receiver + "/received", timeout=30).json()
    name, t = stream[0]
    assert torch.equal(torch.tensor(got[name]["values"]), (t * 2).float().flatten())
    eng.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("status", [400, 422])
def test_a_refused_distributed_update_is_not_broadcast(receiver, status):
    """A server that refuses ``/update_weights_from_distributed`` (e.g. outside a session, as
    sglang >= 0.5.21 does) answers at once; rank 0 must not enter the broadcast, which
    nobody would join (before the fix: a hang until the group timeout)."""
    cfg = SGLangConfig(weight_sync="distributed", request_timeout_s=60, max_retries=0, max_concurrency=4)
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD)
    eng = SGLangEngine(cfg, {"A": spec}, placement="split", pools={"A": [receiver]}, nccl_backend="gloo",
                       backoff_s=0.01)
    stream = [("model.norm.weight", torch.arange(64.0))]
    eng.update_weights("A", stream, version=1)  # forms the group, inside a session
    httpx.post(receiver + "/_fake/script", json={"path": "/update_weights_from_distributed", "statuses": [status]})
    with pytest.raises(WeightSyncError, match=rf"refused before the broadcast.*HTTP {status}"):
        eng.update_weights("A", [("model.norm.weight", torch.arange(64.0) * 3)], version=2)
    got = httpx.get(receiver + "/received", timeout=30).json()["model.norm.weight"]["values"]
    assert got == torch.arange(64.0).tolist()  # nothing of version 2 was received
    eng.shutdown()
