"""Qwen3.5 rivals end to end: one Agon step from an hf_path, check-config, the shipped configs."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "bridge"))
import qwen3_5_cases as Q  # noqa: E402

from agon_mcore.cli import main  # noqa: E402
from agon_mcore.config import ConfigError, load_config, rival_model  # noqa: E402

TINY = ["data.batch_size=2", "rollout.sampling.n=4", "algorithm.truncation=keep", "rollout.sampling.max_new_tokens=8",
        "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=16",
        "data.synthetic.num_test=4", "train.steps=1", "sft.steps=0"]


@pytest.fixture(scope="module")
def qwen_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("qwen3_5") / "hf"
    Q.tiny_hf_model().save_pretrained(d)
    return d


@pytest.mark.slow
def test_agon_train_one_step_from_a_qwen3_5_moe_hf_path(tmp_path):
    """Qwen3.5-MoE rivals from a folder (4 experts top-2 + shared expert): the step runs, mismatch at rounding."""
    d = tmp_path / "hf"
    Q.tiny_hf_model(moe=True).save_pretrained(d)
    run = tmp_path / "run"
    rc = main(["train", f"model.hf_path={d}", "model.tokenizer=builtin:byte", f"train.run_dir={run}", *TINY])
    assert rc == 0
    mism = _mismatch(run)
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism), mism


LORA = ["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.init_noise_std=0.01"] + [
    f"rivals.{r}.lora_target_modules=[linear_qkv,linear_proj,in_proj,out_proj]" for r in "AB"]


@pytest.mark.slow
@pytest.mark.parametrize("moe", [False, True], ids=["dense", "moe"])
def test_agon_train_one_lora_step_from_a_qwen3_5_hf_path(tmp_path, moe):
    """LoRA rivals on a Qwen3.5 (and Qwen3.5-MoE) folder: adapters on the gated attention and the Gated DeltaNet
    projections (B's start noisy), one Agon step; the rollout engine samples from the merged weights, train/rollout
    log-probs at fp32 rounding."""
    d = tmp_path / "hf"
    Q.tiny_hf_model(moe=moe).save_pretrained(d)
    run = tmp_path / "run"
    rc = main(["train", f"model.hf_path={d}", "model.tokenizer=builtin:byte", f"train.run_dir={run}", *TINY, *LORA])
    assert rc == 0
    mism = _mismatch(run)
    print(f"\n[qwen3_5{'_moe' if moe else ''} lora hf_path] logprob_mismatch {mism}")
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism), mism


def _mismatch(run: Path) -> list:
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    return [r[k] for r in rows for k in r if k.endswith("logprob_mismatch")]


@pytest.mark.slow
@pytest.mark.parametrize("fused", [False, True])
def test_agon_train_one_step_from_hf_path(qwen_dir, tmp_path, fused):
    """Both rivals from the Qwen3.5 folder: the step runs (default and fused log-prob head), and train/rollout
    log-probs agree to fp32 rounding."""
    run = tmp_path / "run"
    rc = main(["train", f"model.hf_path={qwen_dir}", "model.tokenizer=builtin:byte", f"train.run_dir={run}", *TINY,
               f"train.fused_logprob_head={str(fused).lower()}"])
    assert rc == 0
    mism = _mismatch(run)
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism), mism


@pytest.mark.slow
def test_check_config_sizes_a_local_qwen3_5_folder(qwen_dir, capsys):
    assert main(["check-config", "--gpus", "8", f"model.hf_path={qwen_dir}", "model.tokenizer=builtin:byte"]) == 0
    out = capsys.readouterr().out
    assert "qwen3_5 0.18M params (3 of 4 layers Gated DeltaNet)" in out and "layout and memory: OK" in out


@pytest.mark.slow
def test_shared_prefix_packing_on_is_refused_for_an_hf_path_model(qwen_dir, tmp_path, capsys):
    """The model family is known only once config.json is read: the policy refuses packing=on there."""
    rc = main(["train", f"model.hf_path={qwen_dir}", "model.tokenizer=builtin:byte", f"train.run_dir={tmp_path / 'r'}",
               *TINY, "train.shared_prefix_packing=on"])
    assert rc == 2
    assert "carry one recurrent state along the row" in capsys.readouterr().err


def test_shared_prefix_packing_on_is_refused_for_linear_attention():
    with pytest.raises(ConfigError, match="Gated DeltaNet .* carry one recurrent state along the row"):
        load_config([str(ROOT / "configs" / "tiny_qwen3_5_cpu.yaml")], ["train.shared_prefix_packing=on"])
    with pytest.raises(ConfigError, match="Gated DeltaNet projections of Qwen3.5 models"):
        load_config([str(ROOT / "configs" / "tiny_moe_cpu.yaml")], LORA)


@pytest.mark.slow
def test_tiny_qwen3_5_cpu_config_trains_one_step_after_a_shared_warmup(tmp_path):
    """The shipped config from random init: SFT warm-up (B forks from A), one Agon step, mismatch at rounding."""
    cfg = load_config([str(ROOT / "configs" / "tiny_qwen3_5_cpu.yaml")])
    for name in ("A", "B"):
        m = rival_model(cfg, name)
        assert m.arch == "qwen3_5" and m.layer_types.count("linear_attention") == 3
    run = tmp_path / "run"
    rc = main(["train", "--config", str(ROOT / "configs" / "tiny_qwen3_5_cpu.yaml"), f"train.run_dir={run}",
               *[o for o in TINY if not o.startswith(("sft.", "algorithm.truncation"))], "sft.steps=2"])
    assert rc == 0
    mism = _mismatch(run)
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism), mism


def test_param_count_and_kv_layers_match_the_hf_model():
    """check-config counts every Gated DeltaNet and attention parameter (= transformers' model), and KV cache on
    the attention layer only."""
    import dataclasses

    from agon_mcore.train import checks_qwen3_5 as linear
    from agon_mcore.train.checks import param_count

    for tied, moe in ((False, False), (True, False), (False, True)):
        hf = Q.tiny_hf_model(tied=tied, moe=moe)
        m = dataclasses.replace(Q.tiny_model_cfg(tied=tied, moe=moe), vocab_size=Q.VOCAB)
        assert param_count(m) == sum(p.numel() for p in hf.parameters()), (tied, moe)
    assert (linear.linear_layers(m), linear.kv_layers(m)) == (3, 1)


# The language model of Qwen/Qwen3.5-2B as its multimodal config.json states it (``text_config``; copied from
# config.json files of checkpoints fine-tuned from it: lawrence3699/Jev-Style-Qwen3.5-2B-Decision-MLX-bf16 @1468e07
# and, as a text model, lawrence3699/Jev-Style-Qwen3.5-2B-Decision-v2 @3b8b392; slime's scripts/models/qwen3.5-2B.sh
# in YuancongLiang/slime-mopd, K1XE/BPM and williammtan/miles give the same hidden/layer/head/FFN/vocab/RoPE numbers).
QWEN3_5_2B_TEXT = dict(
    hidden_size=2048, num_hidden_layers=24, num_attention_heads=8, num_key_value_heads=2, head_dim=256,
    intermediate_size=6144, vocab_size=248320, max_position_embeddings=262144, rms_norm_eps=1e-6,
    layer_types=(["linear_attention"] * 3 + ["full_attention"]) * 6, linear_conv_kernel_dim=4,
    linear_key_head_dim=128, linear_value_head_dim=128, linear_num_key_heads=16, linear_num_value_heads=16,
    rope_parameters={"rope_type": "default", "rope_theta": 10000000, "partial_rotary_factor": 0.25,
                     "mrope_interleaved": True, "mrope_section": [11, 11, 10]},
    hidden_act="silu", attention_bias=False, tie_word_embeddings=True, model_type="qwen3_5_text")


def test_qwen3_5_2b_cluster_config_has_the_released_sizes_and_checks_on_1_2_4_nodes(tmp_path):
    from agon_mcore.bridge import model_config_from_hf
    from agon_mcore.train.checks import check_cluster_config

    cfg = load_config([str(ROOT / "configs" / "qwen3_5_2b_agon.yaml")])
    (tmp_path / "config.json").write_text(json.dumps({  # the checkpoint's own shape: the multimodal wrapper
        "architectures": ["Qwen3_5ForConditionalGeneration"], "model_type": "qwen3_5", "tie_word_embeddings": True,
        "text_config": QWEN3_5_2B_TEXT}))
    want, m = model_config_from_hf(tmp_path), rival_model(cfg, "A")
    for k in ("hidden_size", "num_layers", "num_attention_heads", "num_kv_heads", "head_dim", "ffn_hidden_size",
              "vocab_size", "max_position_embeddings", "rope_theta", "partial_rotary_factor", "layer_types",
              "linear_conv_kernel_dim", "linear_key_head_dim", "linear_value_head_dim", "linear_num_key_heads",
              "linear_num_value_heads", "tie_word_embeddings"):
        assert getattr(m, k) == getattr(want, k), k
    assert rival_model(cfg, "A").arch == "qwen3_5" and cfg.train.shared_prefix_packing == "off"
    for gpus in (8, 16, 32):
        lines = check_cluster_config(cfg, gpus=gpus)
        assert "qwen3_5 1.88B params (18 of 24 layers Gated DeltaNet)" in lines[0]
        assert lines[-1].startswith("layout and memory: OK"), lines
