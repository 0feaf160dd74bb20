"""HF checkpoints that would convert into a different model: refused, not silently altered
(a tied config with a separate lm_head, sliding-window attention)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).parent))
from bridge_cases import VOCAB, hf_reference_state, tiny_hf_model, tiny_model_cfg  # noqa: E402

from agon_mcore.bridge import get_bridge, model_config_from_hf  # noqa: E402
from agon_mcore.config import ConfigError, ParallelConfig  # noqa: E402

# ---------------------------------------------------------------- tied config + separate lm_head


def _tied_sd_with_head(head_fn):
    model = tiny_hf_model("qwen3", True)
    sd = hf_reference_state(model)
    sd["lm_head.weight"] = head_fn(sd["model.embed_tokens.weight"].clone())
    return model, sd


@pytest.mark.slow
@pytest.mark.parametrize("what,head_fn", [
    ("trained head", lambda e: e + 0.01 * torch.randn(e.shape, generator=torch.Generator().manual_seed(3))),
    ("one element differs", lambda e: e.index_put_((torch.tensor([5]), torch.tensor([7])), torch.tensor(9.0))),
    ("zeros", lambda e: torch.zeros_like(e)),
])
def test_tied_config_with_a_different_lm_head_is_an_error(megatron_world, what, head_fn):
    from agon_mcore.policy.model import build_gpt_model

    model, sd = _tied_sd_with_head(head_fn)
    chunks = build_gpt_model(tiny_model_cfg("qwen3", True), VOCAB, ParallelConfig())
    with pytest.raises(ConfigError, match=r"tie_word_embeddings=true.*separate lm_head.weight.*set \"tie_word_embeddings\": false"):
        get_bridge("qwen3").import_hf(chunks, sd.items(), model.config)


def test_tied_config_with_a_stored_copy_of_the_embedding_converts(megatron_world):
    from agon_mcore.policy.model import build_gpt_model

    model, sd = _tied_sd_with_head(lambda e: e)  # some checkpoints store the tied copy
    chunks = build_gpt_model(tiny_model_cfg("qwen3", True), VOCAB, ParallelConfig())
    get_bridge("qwen3").import_hf(chunks, sd.items(), model.config)
    out = dict(get_bridge("qwen3").export_hf(chunks, model.config))
    assert torch.equal(out["model.embed_tokens.weight"], sd["model.embed_tokens.weight"]) and "lm_head.weight" not in out


def test_convert_cli_refuses_the_tied_folder_with_a_separate_head(tmp_path, capsys):
    from safetensors.torch import save_file

    from agon_mcore.convert import main

    model, sd = _tied_sd_with_head(lambda e: e * 2)
    src = tmp_path / "hf"
    model.config.save_pretrained(src)
    save_file({k: v.contiguous() for k, v in sd.items()}, str(src / "model.safetensors"))
    assert main(["hf-to-mcore", "--hf", str(src), "--out", str(tmp_path / "ck")]) == 2
    assert "separate lm_head.weight" in capsys.readouterr().out


# ---------------------------------------------------------------- sliding-window attention


def _cfg(arch="qwen2", **kw):
    from transformers import AutoConfig

    base = dict(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=4, num_attention_heads=4, num_key_value_heads=2,
                intermediate_size=96, max_position_embeddings=512)
    return AutoConfig.for_model(arch, **{**base, **kw})


@pytest.mark.parametrize("arch,kw", [
    ("qwen2", dict(use_sliding_window=True, sliding_window=64, max_window_layers=2)),  # the input first reported
    ("qwen2", dict(use_sliding_window=True, sliding_window=128, max_window_layers=0)),  # every layer
    ("qwen3", dict(use_sliding_window=True, sliding_window=256, max_window_layers=3, head_dim=16)),
])
def test_sliding_window_configs_are_refused(arch, kw, tmp_path):
    cfg = _cfg(arch, **kw)
    with pytest.raises(ConfigError, match=rf"sliding-window attention.*sliding_window={kw['sliding_window']}.*"
                                          r"use_sliding_window\": false"):
        model_config_from_hf(cfg)
    cfg.save_pretrained(tmp_path)  # the same from a folder (what hf_path / convert read)
    assert json.loads((tmp_path / "config.json").read_text())["use_sliding_window"] is True
    with pytest.raises(ConfigError, match="sliding-window"):
        model_config_from_hf(tmp_path)


@pytest.mark.parametrize("kw", [
    dict(use_sliding_window=False, sliding_window=64, max_window_layers=2),  # Qwen2.5 releases
    dict(use_sliding_window=True, sliding_window=512, max_window_layers=0),  # window = whole context
    dict(use_sliding_window=True, sliding_window=64, max_window_layers=4),  # no layer reaches the window
])
def test_full_attention_equivalents_are_accepted(kw):
    m = model_config_from_hf(_cfg("qwen2", **kw))
    assert (m.arch, m.num_layers, m.max_position_embeddings) == ("qwen2", 4, 512)
