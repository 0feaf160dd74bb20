"""Megatron <-> HF bridge in one process (TP=PP=1): mapping, forward parity, conversion."""
from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).parent))  # pytest runs with --import-mode=importlib
from bridge_cases import VOCAB, hf_reference_state, run_case, tiny_hf_model, tiny_model_cfg  # noqa: E402

from agon_mcore.bridge import (  # noqa: E402
    bucket_named_tensors,
    get_bridge,
    hf_config_for,
    merge_with_hf,
    model_config_from_hf,
)
from agon_mcore.config import ConfigError, ModelConfig, ParallelConfig  # noqa: E402


@pytest.mark.slow
@pytest.mark.parametrize("arch,tied", [("qwen3", True), ("qwen3", False), ("qwen2", False), ("llama", True)])
def test_hf_megatron_hf_bit_identical_and_logits_match(arch, tied, megatron_world):
    ids = torch.randint(0, VOCAB, (2, 9), generator=torch.Generator().manual_seed(0))
    _, hf_model, fwd, exp = run_case(arch, tied, ParallelConfig(), ids)
    assert exp["missing_or_different"] == [] and exp["extra"] == []
    assert exp["num_tensors"] == len(hf_reference_state(hf_model))
    assert ("lm_head.weight" in exp["names"]) == (not tied)
    assert fwd["padded_vocab"] == 384
    assert fwd["logits_max_err"] <= 1e-4
    assert fwd["logprob_max_err"] <= 1e-4


def test_export_order_and_stream_tensors_alias_no_copies(megatron_world):
    ids = torch.randint(0, VOCAB, (1, 4))
    chunks, hf_model, _, exp = run_case("qwen3", False, ParallelConfig(), ids)
    # HF order: embeddings, layer 0 ..., final norm, lm_head
    assert exp["names"][0] == "model.embed_tokens.weight"
    assert exp["names"][1:3] == ["model.layers.0.input_layernorm.weight", "model.layers.0.self_attn.q_proj.weight"]
    assert exp["names"][-2:] == ["model.norm.weight", "lm_head.weight"]
    # TP=1: replicated tensors are the live parameters (no full-model copy)
    stream = dict(get_bridge("qwen3").export_hf(chunks, hf_model.config))
    live = chunks[0].decoder.final_layernorm.weight
    assert stream["model.norm.weight"].data_ptr() == live.data_ptr()


def test_bucket_named_tensors_respects_size_and_order():
    ts = [(f"t{i}", torch.zeros(n, dtype=torch.float32)) for i, n in enumerate([10, 10, 30, 5, 100, 1])]
    buckets = list(bucket_named_tensors(iter(ts), bucket_bytes=80))
    assert [[n for n, _ in b] for b in buckets] == [["t0", "t1"], ["t2"], ["t3"], ["t4"], ["t5"]]
    assert [n for b in buckets for n, _ in b] == [n for n, _ in ts]
    with pytest.raises(ValueError, match="bucket_bytes"):
        list(bucket_named_tensors(iter(ts), 0))


def test_hf_config_round_trip_and_arch_rules():
    for arch in ("qwen3", "qwen2", "llama"):
        mc = dataclasses.replace(tiny_model_cfg(arch, arch != "qwen2"), vocab_size=VOCAB)
        back = model_config_from_hf(hf_config_for(mc, VOCAB))
        for f in ("arch", "hidden_size", "num_layers", "num_attention_heads", "num_kv_heads", "head_dim",
                  "ffn_hidden_size", "vocab_size", "rope_theta", "rms_norm_eps", "tie_word_embeddings"):
            assert getattr(back, f) == getattr(mc, f), (arch, f)
    with pytest.raises(ConfigError, match="QK-norm"):
        hf_config_for(ModelConfig(arch="qwen3", qk_norm=False), VOCAB)
    with pytest.raises(ConfigError, match="QKV-only bias"):
        hf_config_for(ModelConfig(arch="llama", attention_bias=True), VOCAB)
    cfg = hf_config_for(ModelConfig(arch="llama"), VOCAB)
    cfg.rope_parameters = {"rope_type": "yarn", "rope_theta": 1e4, "factor": 4.0}
    with pytest.raises(ConfigError, match="yarn"):
        model_config_from_hf(cfg)


def test_merge_with_hf_lists_every_mismatch(tmp_path):
    hf_config_for(ModelConfig(num_layers=2, tie_word_embeddings=True), VOCAB).save_pretrained(tmp_path)
    ok = merge_with_hf(ModelConfig(hf_path=str(tmp_path), num_layers=2), tmp_path)
    assert ok.vocab_size == VOCAB and ok.tie_word_embeddings
    with pytest.raises(ConfigError) as e:
        merge_with_hf(ModelConfig(tie_word_embeddings=False, num_kv_heads=4, hidden_size=128), tmp_path)
    msg = str(e.value)
    for line in ("tie_word_embeddings: run config False != checkpoint True",
                 "num_kv_heads: run config 4 != checkpoint 2", "hidden_size: run config 128 != checkpoint 64"):
        assert line in msg


def test_import_rejects_bad_streams(megatron_world):
    from agon_mcore.policy.model import build_gpt_model

    hf_model = tiny_hf_model("qwen3", True)
    chunks = build_gpt_model(tiny_model_cfg("qwen3", True), VOCAB, ParallelConfig())
    b = get_bridge("qwen3")
    sd = hf_reference_state(hf_model)
    with pytest.raises(ConfigError, match="no place.*model.layers.9.foo"):
        b.import_hf(chunks, list(sd.items()) + [("model.layers.9.foo", torch.zeros(1))], hf_model.config)
    with pytest.raises(ConfigError, match="missing.*up_proj"):
        b.import_hf(chunks, [(k, v) for k, v in sd.items() if "layers.1.mlp.up_proj" not in k], hf_model.config)
    bad = dict(sd)
    bad["model.norm.weight"] = torch.zeros(3)
    with pytest.raises(ConfigError, match=r"model.norm.weight: shape \(3,\)"):
        b.import_hf(chunks, bad.items(), hf_model.config)
    untied_cfg = hf_config_for(tiny_model_cfg("qwen3", False), VOCAB)
    with pytest.raises(ConfigError, match="tie_word_embeddings"):
        b.import_hf(chunks, sd.items(), untied_cfg)


def _tiny_tokenizer(path):
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    vocab = {f"t{i}": i for i in range(VOCAB - 1)} | {"<unk>": VOCAB - 1}
    tok = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<unk>").save_pretrained(path)


@pytest.mark.slow
@pytest.mark.parametrize("tied", [False])
def test_convert_round_trip_sharded(tmp_path, tied):
    """agon convert hf-to-mcore then mcore-to-hf (one process): bit-identical, index, tokenizer."""
    from agon_mcore.bridge.hf_io import iter_hf_tensors
    from agon_mcore.convert import main

    src, ck, out = tmp_path / "hf", tmp_path / "ck", tmp_path / "out"
    hf_model = tiny_hf_model("qwen3", tied)
    hf_model.save_pretrained(src, max_shard_size="40KB")  # several shards + index
    _tiny_tokenizer(src)
    assert len(list(src.glob("*.safetensors"))) > 1
    assert main(["hf-to-mcore", "--hf", str(src), "--out", str(ck)]) == 0
    meta = json.loads((ck / "agon_model.json").read_text())
    assert meta["vocab_size"] == VOCAB and meta["model"]["tie_word_embeddings"] is tied
    assert main(["mcore-to-hf", "--ckpt", str(ck), "--out", str(out), "--shard-size-mb", "1"]) == 0
    a, b = dict(iter_hf_tensors(src)), dict(iter_hf_tensors(out))
    assert set(a) == set(b) and all(torch.equal(a[k], b[k]) for k in a)
    index = json.loads((out / "model.safetensors.index.json").read_text())
    assert set(index["weight_map"]) == set(a)
    assert index["metadata"]["total_size"] == sum(t.numel() * t.element_size() for t in a.values())
    assert (out / "tokenizer.json").is_file() and (out / "tokenizer_config.json").is_file()
    assert json.loads((out / "config.json").read_text())["tie_word_embeddings"] is tied


def test_convert_refuses_config_mismatch(tmp_path, capsys):
    from agon_mcore.convert import main

    src = tmp_path / "hf"
    tiny_hf_model("qwen3", True).save_pretrained(src)
    rc = main(["hf-to-mcore", "--hf", str(src), "--out", str(tmp_path / "ck"),
               "--set", "model.tie_word_embeddings=false", "--set", "model.num_attention_heads=8"])
    assert rc == 2
    out = capsys.readouterr().out
    assert "tie_word_embeddings: run config False != checkpoint True" in out
    assert "num_attention_heads: run config 8 != checkpoint 4" in out
    assert not (tmp_path / "ck").exists()
