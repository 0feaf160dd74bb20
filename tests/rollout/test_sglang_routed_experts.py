"""SGLang client side of MoE routing replay: a rival with ``RivalSpec.routed_experts`` asks
``/generate`` for ``return_routed_experts`` and decodes ``meta_info.routed_experts`` (base64 of
int32 ``[prompt + output - 1, num_hidden_layers, top_k]``, SGLang 0.5.23) to the MoE layers' rows.

The server here is the FAKE SGLang server (tests/rollout/fake_sglang.py, labelled as such):
this tests the client's request and decoding only; a real server's routes are not checked
on this machine (no GPU)."""
from __future__ import annotations

import base64

import numpy as np
import pytest
from conftest import EOS, PAD
from fake_sglang import FakeSGLang, fake_routes

from agon_mcore.config import SGLangConfig
from agon_mcore.rollout.launcher import server_command
from agon_mcore.rollout.sglang import SGLangEngine
from agon_mcore.rollout.sglang.routes import decode_routed_experts
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, RolloutError, SamplingParams


def tiny_moe_config():
    """transformers' Qwen3MoeConfig: 3 layers, layer 0 dense (mlp_only_layers), 4 experts, top-2."""
    from transformers import Qwen3MoeConfig

    return Qwen3MoeConfig(vocab_size=261, hidden_size=32, intermediate_size=64, moe_intermediate_size=16,
                          num_hidden_layers=3, num_attention_heads=4, num_key_value_heads=2, head_dim=8,
                          num_experts=4, num_experts_per_tok=2, mlp_only_layers=[0])


def test_engine_asks_for_and_decodes_routed_experts():
    fake = FakeSGLang(vocab=50, eos_id=EOS, stop_after=4)
    fake.routes_shape = (3, 2, 4)  # every layer of the model, the dense one included
    fake.start()
    try:
        cfg = SGLangConfig(request_timeout_s=5.0, max_retries=1, max_concurrency=4, weight_sync="disk")
        spec = RivalSpec(hf_config=tiny_moe_config(), eos_token_ids=[EOS], pad_token_id=PAD, routed_experts=True)
        eng = SGLangEngine(cfg, {"A": spec}, urls=[fake.url], backoff_s=0.01)
        prompts = [[1, 2, 3, 4, 5], [7, 8]]
        res = eng.generate([GenerationRequest(p, "A") for p in prompts], SamplingParams(n=2, max_new_tokens=6))
        bodies = fake.calls("/generate")
        assert bodies and all(b["return_routed_experts"] is True for b in bodies)
        for p, per in zip(prompts, res):
            for r in per:
                assert r.finish_reason == "stop" and len(r.output_ids) == 4
                rows = len(p) + len(r.output_ids) - 1
                assert r.routed_experts.dtype == np.int32 and r.routed_experts.shape == (rows, 2, 2)
                np.testing.assert_array_equal(r.routed_experts, fake_routes(rows, 3, 2, 4)[:, 1:])  # MoE layers 1, 2
        # a dense rival's requests do not ask
        eng2 = SGLangEngine(cfg, {"A": RivalSpec(hf_config=tiny_moe_config(), eos_token_ids=[EOS], pad_token_id=PAD)},
                            urls=[fake.url], backoff_s=0.01)
        r = eng2.generate([GenerationRequest([1, 2], "A")], SamplingParams(max_new_tokens=3))[0][0]
        assert "return_routed_experts" not in fake.calls("/generate")[-1] and r.routed_experts is None
        eng.shutdown()
        eng2.shutdown()
    finally:
        fake.stop()


def test_decode_checks_the_payload_against_the_tokens():
    hf = tiny_moe_config()
    routes = fake_routes(6, 2, 2, 4)  # a payload of the MoE layers only is taken as it is
    item = {"meta_info": {"finish_reason": {"type": "length"},
                          "routed_experts": base64.b64encode(routes.tobytes()).decode()}}
    np.testing.assert_array_equal(decode_routed_experts(item, hf, 3, 4), routes)
    with pytest.raises(RolloutError, match="expected 7 positions"):
        decode_routed_experts(item, hf, 4, 4, "http://x")
    with pytest.raises(RolloutError, match="--enable-return-routed-experts"):
        decode_routed_experts({"meta_info": {"finish_reason": {"type": "stop"}}}, hf, 3, 4)
    item["meta_info"]["finish_reason"] = {"type": "abort"}  # an aborted request: the trainer's own routing
    assert decode_routed_experts(item, hf, 4, 4) is None


def test_server_command_enables_routed_experts_only_when_asked():
    assert "--enable-return-routed-experts" in server_command("/m", 30000, routed_experts=True)
    assert "--enable-return-routed-experts" not in server_command("/m", 30000)


def test_request_field_flag_and_answer_key_are_the_installed_sglangs():
    """Against the real package (installed without CUDA: tests/contract-requirements.txt), read
    with ast/text where importing needs a GPU stack: the /generate handler's GenerateReqInput has
    ``return_routed_experts``, the body passes the server's contract check, the launch flag parses,
    and the tokenizer manager writes ``meta_info["routed_experts"]`` as base64 of the int32 bytes."""
    import argparse
    import ast
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("sglang")
    if spec is None:
        pytest.skip("sglang is not installed: pip install --no-deps -r tests/contract-requirements.txt")
    root = Path(spec.submodule_search_locations[0])
    tree = ast.parse((root / "srt/managers/io_struct.py").read_text())
    cls = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == "GenerateReqInput")
    assert "return_routed_experts" in {s.target.id for s in cls.body if isinstance(s, ast.AnnAssign)}
    assert "async def generate_request(obj: GenerateReqInput" in (root / "srt/entrypoints/http_server.py").read_text()
    from sglang.api.v1.api_types import GenerateRequest
    from sglang.srt.server_args import ServerArgs

    GenerateRequest.from_json_value({"input_ids": [1, 2], "return_logprob": True, "return_routed_experts": True,
                                     "sampling_params": {"max_new_tokens": 3}})
    p = argparse.ArgumentParser()
    ServerArgs.add_cli_args(p)
    assert p.parse_args(server_command("/m", 30000, routed_experts=True)[3:]).enable_return_routed_experts
    tm = (root / "srt/managers/tokenizer_manager.py").read_text()
    assert 'meta_info["routed_experts"] = val' in tm and "b64encode(val.numpy().tobytes())" in tm
    cap = (root / "srt/state_capturer/base.py").read_text()
    assert "[start_len : seqlen - 1]" in cap  # rows: prompt + output - 1 positions
