"""HF checkpoints that would convert into a different model: refused, not silently altered
(a tied config with a separate lm_head, sliding-window attention)."""
from __future__ import annotations

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
def test_sliding_window_configs_become_layer_types(arch, kw, tmp_path):
    """Sliding-window layers are built (not refused): the layers from max_window_layers on are sliding."""
    from agon_mcore.bridge import hf_config_for

    cfg = _cfg(arch, **kw)
    cfg.save_pretrained(tmp_path)  # from a folder (what hf_path / convert read)
    for src in (cfg, tmp_path):
        m = model_config_from_hf(src)
        first = kw["max_window_layers"]
        assert m.layer_types == ["full_attention"] * first + ["sliding_attention"] * (4 - first)
        assert m.sliding_window == kw["sliding_window"]
    back = hf_config_for(m, VOCAB)
    assert (back.use_sliding_window, back.sliding_window, back.max_window_layers) == (True, kw["sliding_window"], first)
    assert back.layer_types == m.layer_types


@pytest.mark.parametrize("arch", ["qwen2", "qwen3"])
def test_sliding_window_logits_match_hf(arch, megatron_world):
    """Window 4 over 12 positions on layers 1..2: megatron's logits equal HF's (whose mask applies the window)."""
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge import get_bridge
    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.model import build_gpt_model

    cfg = _cfg(arch, num_hidden_layers=3, use_sliding_window=True, sliding_window=4, max_window_layers=1,
               head_dim=16, tie_word_embeddings=True)
    cfg._attn_implementation = "eager"
    torch.manual_seed(0)
    hf = AutoModelForCausalLM.from_config(cfg).float().eval()
    m = model_config_from_hf(cfg)
    assert m.layer_types == ["full_attention", "sliding_attention", "sliding_attention"]
    chunks = build_gpt_model(m, VOCAB, ParallelConfig())
    chunks[0].eval()
    get_bridge(arch).import_hf(chunks, hf.state_dict().items(), hf.config)
    ids = torch.randint(0, VOCAB, (2, 12), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        ref = hf(ids).logits
        got = chunks[0](ids, torch.arange(12)[None].expand(2, 12), None)[..., :VOCAB]
        assert (got - ref).abs().max() < 1e-4
        full = AutoModelForCausalLM.from_config(_cfg(arch, num_hidden_layers=3, head_dim=16, tie_word_embeddings=True))
        full.load_state_dict(hf.state_dict())
        assert (full.float().eval()(ids).logits - ref)[:, 4:].abs().max() > 1e-3  # the window matters


@pytest.mark.parametrize("kw", [
    dict(use_sliding_window=False, sliding_window=64, max_window_layers=2),  # Qwen2.5 releases
    dict(use_sliding_window=True, sliding_window=512, max_window_layers=0),  # window = whole context
    dict(use_sliding_window=True, sliding_window=64, max_window_layers=4),  # no layer reaches the window
])
def test_full_attention_equivalents_are_accepted(kw):
    m = model_config_from_hf(_cfg("qwen2", **kw))
    assert (m.arch, m.num_layers, m.max_position_embeddings) == ("qwen2", 4, 512)
