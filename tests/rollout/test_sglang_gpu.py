"""A real SGLang server on one GPU with a tiny model: generate and weight updates.

Skipped without CUDA and the ``sglang`` package (``pip install -e .[gpu]``). Starts one
server (``--attention-backend triton --disable-cuda-graph`` for a quick start), then:
generation with exact-length/finite log-probs, a disk weight update and a colocated tensor
(CUDA IPC) update, each checked to change the greedy output and to report its version,
and the rollout log-probs compared with the LocalEngine's teacher-forced ones on the same
weights (the train/rollout mismatch, printed).
"""
from __future__ import annotations

import importlib.util

import pytest
import torch
from conftest import EOS, PAD

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.slow,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
    pytest.mark.skipif(importlib.util.find_spec("sglang") is None, reason="needs sglang (pip install -e .[gpu])"),
]


def small_qwen3():
    from transformers import Qwen3Config

    # head_dim 64: supported by every SGLang attention backend
    return Qwen3Config(vocab_size=261, hidden_size=256, num_hidden_layers=2, num_attention_heads=4,
                       num_key_value_heads=2, head_dim=64, intermediate_size=512, max_position_embeddings=1024,
                       tie_word_embeddings=True, torch_dtype="bfloat16")


def weights(seed):
    from transformers import AutoModelForCausalLM

    torch.manual_seed(seed)
    m = AutoModelForCausalLM.from_config(small_qwen3())
    g = torch.Generator().manual_seed(seed)
    return [(n, (1 + 0.1 * torch.randn(p.shape, generator=g)) if "norm" in n else 0.2 * torch.randn(p.shape, generator=g))
            for n, p in m.named_parameters()]


@pytest.mark.timeout(1200)
def test_real_sglang_server_generate_and_weight_updates(tmp_path):
    from agon_mcore.config import SGLangConfig
    from agon_mcore.rollout import prepare_model_dir
    from agon_mcore.rollout.launcher import launch_pools
    from agon_mcore.rollout.local import LocalEngine
    from agon_mcore.rollout.sglang import SGLangEngine
    from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams
    from agon_mcore.rollout.weight_sync import free_port

    spec = RivalSpec(hf_config=small_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD)
    model_dir = prepare_model_dir(spec, tmp_path / "init")
    cfg = SGLangConfig(num_servers=1, base_port=free_port(), router=False, mem_fraction_static=0.3,
                       first_wait_s=900, request_timeout_s=120, weight_sync="disk", colocate=True,
                       extra_args=["--attention-backend", "triton", "--disable-cuda-graph", "--dtype", "float32"])
    procs, pools, routers = launch_pools(cfg, {"A": str(model_dir)}, tmp_path / "logs", skip_tokenizer_init=True)
    eng = SGLangEngine(cfg, {"A": spec}, placement="split", pools=pools, processes=procs,
                       weights_dir=str(tmp_path / "weights"))
    try:
        prompt = [[5, 17, 99, 3], [42, 42, 7]]
        reqs = [GenerationRequest(p, "A") for p in prompt]
        res = eng.generate(reqs, SamplingParams(n=2, max_new_tokens=16, seed=1))
        for per in res:
            for r in per:
                assert 1 <= len(r.output_ids) == len(r.output_logprobs) <= 16
                assert all(lp <= 1e-4 for lp in r.output_logprobs)
        greedy = SamplingParams(temperature=0.0, max_new_tokens=16)
        g0 = eng.generate(reqs, greedy)

        w1 = weights(1)
        eng.update_weights("A", w1, version=1)  # disk
        g1 = eng.generate(reqs, greedy)
        assert g1[0][0].weight_version == 1
        assert [x[0].output_ids for x in g1] != [x[0].output_ids for x in g0]

        eng.weight_sync = "tensor"  # colocated: CUDA IPC handles
        w2 = weights(2)
        eng.update_weights("A", w2, version=2)
        g2 = eng.generate(reqs, greedy)
        assert g2[0][0].weight_version == 2
        assert [x[0].output_ids for x in g2] != [x[0].output_ids for x in g1]

        # train/rollout mismatch on the same weights (fp32 both sides)
        local = LocalEngine({"A": spec}, device="cuda")
        local.update_weights("A", w2, version=2)
        sampled = eng.generate(reqs, SamplingParams(n=2, temperature=1.0, max_new_tokens=16, seed=3))
        diffs = []
        for per in sampled:
            for r in per:
                ref = local.score("A", r.prompt_ids, r.output_ids)
                diffs += [abs(a - b) for a, b in zip(ref, r.output_logprobs)]
        mean_diff = sum(diffs) / len(diffs)
        print(f"\n[sglang vs local] mean |logprob diff| = {mean_diff:.2e} over {len(diffs)} tokens")
        assert mean_diff < 5e-2
    finally:
        eng.shutdown()
