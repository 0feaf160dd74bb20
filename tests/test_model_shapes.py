"""Model shapes the model classes refuse are refused by the config check first (exit code 2,
keys and fix named), and `agon check-config` reads a local model.hf_path like `agon train`.

Real classes: megatron-core's TransformerConfig and transformers' config classes; the HF
folders are written by transformers' own config classes (no weights needed: only
config.json is read).
"""
from __future__ import annotations

import json

import pytest

from agon_mcore.cli import main
from agon_mcore.config import ConfigError, ModelConfig, ParallelConfig, load_config


def _refused(capsys, *argv) -> str:
    rc = main(list(argv))
    err = capsys.readouterr().err
    assert rc == 2, err
    return err


# ----------------------------------------------------------------------------- shapes


def test_llama_heads_not_dividing_hidden_refused_at_config_time(capsys):
    """The example first reported: hidden 64 with 6 heads passes qwen3 but not transformers' LlamaConfig."""
    err = _refused(capsys, "train", "rivals.B.model.arch=llama", "rivals.B.model.num_attention_heads=6")
    assert "rival B" in err and "model.hidden_size=64" in err and "num_attention_heads=6" in err
    assert "use num_attention_heads in [2, 4, 8" in err and "Traceback" not in err
    # qwen3 decouples head_dim from hidden_size: the same heads are fine there
    load_config(None, ["rivals.B.model.num_attention_heads=6", "rivals.B.model.num_kv_heads=3", "train.steps=0"])


@pytest.mark.parametrize("overrides, words", [
    (["rivals.A.model.arch=llama", "rivals.A.model.hidden_size=66"], ["hidden_size=66", "num_attention_heads=4"]),
    (["rivals.B.model.head_dim=15"], ["head_dim=15", "even"]),
    (["rivals.B.model.num_kv_heads=3"], ["num_kv_heads=3"]),
    (["parallel.tp=2", "rivals.B.model.num_kv_heads=1"], ["num_query_groups=1", "TP=2"]),
    (["parallel.tp=4", "rivals.B.model.num_attention_heads=6", "rivals.B.model.num_kv_heads=2"], ["TP=4"]),
    (["parallel.tp=2", "rivals.B.model.ffn_hidden_size=191"], ["ffn_hidden_size=191"]),
    (["parallel.pp=2", "model.num_layers=2", "rivals.B.model.num_layers=3"], ["num_layers=3", "PP=2"]),
    (["parallel.pp=2", "parallel.virtual_pp=2", "model.num_layers=2"], ["virtual_pp"]),
    (["rivals.B.model.vocab_size=100"], ["vocab_size=100", "261 tokens"]),
    (["rivals.B.model.rope_theta=0"], ["rope_theta=0"]),
    (["rivals.B.model.rms_norm_eps=0"], ["rms_norm_eps=0"]),
    (["rivals.B.model.max_position_embeddings=0"], ["max_position_embeddings=0"]),
])
def test_shapes_refused_with_keys_named(capsys, overrides, words):
    err = _refused(capsys, "check-config", *overrides)
    for w in words:
        assert w in err, err
    assert "Traceback" not in err


def test_model_class_refusals_are_translated():
    """What megatron's TransformerConfig refuses reaches the user as a ConfigError naming our keys."""
    from megatron.core.transformer import TransformerConfig

    from agon_mcore.policy.model import _refusal

    m = ModelConfig(num_attention_heads=4, num_kv_heads=2)
    with pytest.raises(ValueError) as raw:
        TransformerConfig(num_layers=2, hidden_size=64, num_attention_heads=4, num_query_groups=2,
                          tensor_model_parallel_size=3)
    e = _refusal("rival B", "megatron-core's TransformerConfig", m, ParallelConfig(tp=3), raw.value)
    msg = str(e)
    assert isinstance(e, ConfigError) and msg.startswith("rival B: megatron-core's TransformerConfig refuses")
    assert "model.num_attention_heads=4" in msg and "parallel.tp=3" in msg


def test_buildable_shapes_pass_both_classes():
    from agon_mcore.policy.model import check_buildable

    for arch in ("qwen3", "qwen2", "llama"):
        check_buildable(ModelConfig(arch=arch, vocab_size=300), ParallelConfig(tp=2), "rival A")


# ----------------------------------------------------------------------------- check-config reads hf_path


def _folder(tmp_path, name, cfg, relabel=None):
    d = tmp_path / name
    cfg.save_pretrained(d)
    if relabel is not None:
        j = json.loads((d / "config.json").read_text())
        j["model_type"] = relabel
        (d / "config.json").write_text(json.dumps(j))
    return str(d)


@pytest.fixture(scope="module")
def hf_folders(tmp_path_factory):
    from transformers import Gemma3TextConfig, GPT2Config, Qwen3Config, Qwen3MoeConfig

    t = tmp_path_factory.mktemp("hf")
    small = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                 num_key_value_heads=2, head_dim=16, vocab_size=300)
    dense = Qwen3Config(**dict(small, hidden_size=256, intermediate_size=768, num_hidden_layers=6,
                               num_attention_heads=8, num_key_value_heads=4, head_dim=32, vocab_size=1000))
    dense.architectures = ["Qwen3ForCausalLM"]
    llama_like = Qwen3Config(**small)
    llama_like.architectures = ["LlamaForCausalLM"]
    return {
        "gemma": _folder(t, "gemma", Gemma3TextConfig(**small)),
        "qwen3_moe": _folder(t, "qwen3_moe", Qwen3MoeConfig(**small, moe_intermediate_size=32, num_experts=4)),
        "gemma_as_qwen3": _folder(t, "gemma_as_qwen3", Gemma3TextConfig(**small), relabel="qwen3"),
        "moe_as_qwen3": _folder(t, "moe_as_qwen3", Qwen3MoeConfig(**small, moe_intermediate_size=32, num_experts=4),
                                relabel="qwen3"),
        "moe_as_llama": _folder(t, "moe_as_llama", Qwen3MoeConfig(**small, moe_intermediate_size=32, num_experts=4),
                                relabel="llama"),
        "gpt2_as_llama": _folder(t, "gpt2_as_llama", GPT2Config(n_embd=64, n_layer=2, n_head=4), relabel="llama"),
        "wrong_class": _folder(t, "wrong_class", llama_like),
        "qwen3": _folder(t, "qwen3", dense),
    }


@pytest.mark.parametrize("family, model_type", [("gemma", "gemma3_text")])
def test_unsupported_family_refused_like_train(capsys, hf_folders, family, model_type):
    """An unsupported family's folder (Gemma 3; Qwen3-MoE and Gemma 4 are supported now, tests/bridge):
    check-config refuses it with train's message."""
    path = hf_folders[family]
    err_check = _refused(capsys, "check-config", f"model.hf_path={path}", "--gpus", "16")
    err_train = _refused(capsys, "train", f"model.hf_path={path}")
    assert f"model_type={model_type!r}" in err_check and "supported" in err_check
    assert err_check.strip().splitlines()[-1] == err_train.strip().splitlines()[-1]


@pytest.mark.parametrize("family, words", [
    ("gemma_as_qwen3", ["relabelled", "query_pre_attn_scalar"]),
    ("moe_as_qwen3", ["relabelled", "num_local_experts"]),
    ("moe_as_llama", ["relabelled"]),
    ("gpt2_as_llama", ["lacks", "hidden_size"]),
    ("wrong_class", ["architectures=['LlamaForCausalLM']"]),
])
def test_relabelled_folder_is_a_clean_config_error(capsys, hf_folders, family, words):
    err = _refused(capsys, "check-config", f"model.hf_path={hf_folders[family]}")
    for w in words:
        assert w in err, err
    assert "Traceback" not in err


def test_layout_sized_from_the_real_config(capsys, hf_folders):
    """A supported local folder: the parameter count and layout come from its config.json."""
    from agon_mcore.bridge.hf_config import model_config_from_hf
    from agon_mcore.train.checks import param_count

    path = hf_folders["qwen3"]
    assert main(["check-config", f"model.hf_path={path}", "parallel.tp=2", "--gpus", "4"]) == 0
    out = capsys.readouterr().out
    n = param_count(model_config_from_hf(path))
    assert n == 6 * (256 * (8 * 32 + 2 * 4 * 32) + 8 * 32 * 256 + 3 * 256 * 768 + 2 * 256 + 2 * 32) + 2 * 1000 * 256 + 256  # untied (Qwen3Config default)
    assert f"rival A: qwen3 {n / 1e6:.2f}M params (sizes from {path}/config.json); TP=2 PP=1 DP=2" in out
    # the real config's shape is checked against the layout: 4 kv heads do not split over TP=8
    err = _refused(capsys, "check-config", f"model.hf_path={path}", "parallel.tp=8", "--gpus", "8")
    assert "num_query_groups=4 is not divisible by TP=8" in err


def test_cluster_only_path_still_checked_from_the_config(capsys):
    """A path that exists only on the cluster: sizes from the config as before."""
    assert main(["check-config", "model.hf_path=/cluster/models/Qwen3-4B", "model.vocab_size=151936",
                 "--gpus", "8"]) == 0
    assert "layout and memory: OK" in capsys.readouterr().out
