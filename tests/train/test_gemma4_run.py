"""Gemma 4 rivals end to end: one Agon step from an hf_path, check-config, the shipped configs."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "bridge"))
import gemma4_cases as G  # noqa: E402

from agon_mcore.cli import main  # noqa: E402
from agon_mcore.config import load_config, rival_model  # noqa: E402
from agon_mcore.policy.model import check_models  # noqa: E402

TINY = ["data.batch_size=2", "rollout.sampling.n=4", "algorithm.truncation=keep", "rollout.sampling.max_new_tokens=8",
        "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=16",
        "data.synthetic.num_test=4", "train.steps=1", "sft.steps=0"]


@pytest.fixture(scope="module")
def gemma_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("gemma4") / "hf"
    G.tiny_hf_model().save_pretrained(d)
    return d


@pytest.mark.slow
@pytest.mark.parametrize("wrapper", [False, True], ids=["text", "multimodal"])
def test_agon_train_one_step_from_hf_path(gemma_dir, tmp_path, wrapper):
    """Both rivals from the Gemma 4 folder (the text model, or the multimodal checkpoint as released, whose
    tensors are named model.language_model.*): the step runs, and train/rollout log-probs agree to fp32 rounding."""
    run = tmp_path / "run"
    src = gemma_dir
    if wrapper:
        src = tmp_path / "mm"
        G.tiny_hf_model(wrapper=True).save_pretrained(src)
    rc = main(["train", f"model.hf_path={src}", "model.tokenizer=builtin:byte", f"train.run_dir={run}", *TINY])
    assert rc == 0
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    mism = [r[k] for r in rows for k in r if k.endswith("logprob_mismatch")]
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism), mism


@pytest.fixture(scope="module")
def gemma_e_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("gemma4_e") / "hf"
    G.tiny_hf_model(**G.E_STYLE).save_pretrained(d)
    return d


LORA = ["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.init_noise_std=0.01"]


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["full", "lora"])
def test_agon_train_one_step_from_an_e_model_hf_path(gemma_e_dir, tmp_path, kind):
    """An E-style folder (PLE, KV sharing, double-wide MLP), full or LoRA rivals (B's adapter starts noisy, on the
    base A loaded, layer scalars included): the step runs, train/rollout mismatch at fp32 rounding."""
    run = tmp_path / "run"
    rc = main(["train", f"model.hf_path={gemma_e_dir}", "model.tokenizer=builtin:byte", f"train.run_dir={run}", *TINY,
               *(LORA if kind == "lora" else [])])
    assert rc == 0
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    mism = [r[k] for r in rows for k in r if k.endswith("logprob_mismatch")]
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism), mism


@pytest.mark.slow
def test_agon_train_one_step_from_a_moe_variant_hf_path(tmp_path):
    """The MoE variant (4 experts, top-2, beside the MLP): fused experts reach the local engine; mismatch at rounding."""
    src, run = tmp_path / "hf", tmp_path / "run"
    G.tiny_hf_model(experts=4).save_pretrained(src)
    rc = main(["train", f"model.hf_path={src}", "model.tokenizer=builtin:byte", f"train.run_dir={run}", *TINY])
    assert rc == 0
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    mism = [r[k] for r in rows for k in r if k.endswith("logprob_mismatch")]
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism), mism


@pytest.mark.slow
def test_check_config_sizes_a_local_gemma4_folder(gemma_dir, capsys):
    assert main(["check-config", "--gpus", "8", f"model.hf_path={gemma_dir}", "model.tokenizer=builtin:byte"]) == 0
    out = capsys.readouterr().out
    assert "gemma4 0.16M params" in out and "layout and memory: OK" in out


@pytest.mark.slow
def test_tiny_gemma4_cpu_config_loads_and_checks(capsys):
    cfg = load_config([str(ROOT / "configs" / "tiny_gemma4_cpu.yaml")])
    for name in ("A", "B"):
        m = rival_model(cfg, name)
        assert m.arch == "gemma4" and "full_attention" in m.layer_types and m.final_logit_softcapping == 30.0
    assert main(["check-config", "--config", str(ROOT / "configs" / "tiny_gemma4_cpu.yaml")]) == 0


def test_e4b_lora_cluster_config_is_accepted(capsys):
    """Two Gemma-4-E4B LoRA rivals (PLE, KV sharing, recompute): every agon command's model check passes."""
    cfg = load_config([str(ROOT / "configs" / "gemma4_e4b_lora.yaml")])
    assert {cfg.rivals[n].kind for n in ("A", "B")} == {"lora"} and cfg.train.recompute == "full"
    assert rival_model(cfg, "A").arch == "gemma4"
    check_models(cfg)
    assert main(["check-config", "--config", str(ROOT / "configs" / "gemma4_e4b_lora.yaml"), "--gpus", "8"]) == 0
    assert "layout and memory: OK" in capsys.readouterr().out


def test_e4b_sizes_estimate_memory_offline_and_match_hf(tmp_path):
    """The E4B config carries the checkpoint's sizes: check-config estimates memory on 1, 2 and 4 nodes without the
    checkpoint; the count equals transformers' Gemma4ForCausalLM built from those sizes (meta device); a config.json
    with the same sizes is accepted, one that differs is refused naming the field."""
    import dataclasses

    import torch
    from transformers import Gemma4Config, Gemma4ForCausalLM

    from agon_mcore.bridge.gemma4_config import gemma4_hf_config_for
    from agon_mcore.config import ConfigError
    from agon_mcore.train.checks import check_cluster_config
    from agon_mcore.train.checks_gemma4 import param_count

    path = str(ROOT / "configs" / "gemma4_e4b_lora.yaml")
    m = rival_model(load_config([path]), "A")
    assert (m.num_layers, m.hidden_size, m.num_kv_shared_layers, m.hidden_size_per_layer_input) == (42, 2560, 18, 256)
    text = gemma4_hf_config_for(m, m.vocab_size)
    with torch.device("meta"):
        hf_count = sum(p.numel() for p in Gemma4ForCausalLM(text).parameters())
    assert param_count(m) == hf_count == 7_463_013_376
    for gpus in (8, 16, 32):
        lines = check_cluster_config(load_config([path]), gpus=gpus)
        assert lines[0].startswith("rival A: gemma4 7.46B params (frozen, shared) + rank-16 adapter 31.2M params"), lines
        peak = float(lines[-1].split("peak ~")[1].split(" ")[0])
        assert lines[-1].startswith("layout and memory: OK") and 30 <= peak <= 40, lines
    assert check_cluster_config(load_config([path], ["parallel.pp=2"]), gpus=8)[-1].startswith("layout and memory: OK")
    with pytest.raises(ConfigError, match="layer 28 .* reuses the keys/values of layer 22"):
        check_cluster_config(load_config([path], ["parallel.pp=3"]), gpus=6)
    for field, value, ok in (("sliding_window", 512, True), ("sliding_window", 1024, False),
                             ("num_kv_shared_layers", 20, False)):
        ck = tmp_path / f"{field}{value}"
        tc = gemma4_hf_config_for(dataclasses.replace(m, **{field: value}), m.vocab_size).to_dict()
        Gemma4Config(text_config=tc, vision_config=None, audio_config=None).save_pretrained(ck)  # as released
        cfg = load_config([path], [f"model.hf_path={ck}"])
        if ok:
            assert "(sizes from" in check_cluster_config(cfg, gpus=8)[0]
        else:
            with pytest.raises(ConfigError, match=field):
                check_cluster_config(cfg, gpus=8)


@pytest.mark.slow
def test_tiny_gemma4_cpu_config_trains_one_step_after_a_shared_warmup(tmp_path):
    """The shipped config from random init: SFT warm-up (B forks from A), one Agon step, mismatch at rounding."""
    run = tmp_path / "run"
    rc = main(["train", "--config", str(ROOT / "configs" / "tiny_gemma4_cpu.yaml"), f"train.run_dir={run}",
               *[o for o in TINY if not o.startswith(("sft.", "algorithm.truncation"))], "sft.steps=2"])
    assert rc == 0
    rows = [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]
    mism = [r[k] for r in rows for k in r if k.endswith("logprob_mismatch")]
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism), mism


@pytest.mark.slow
@pytest.mark.distributed
def test_agon_train_one_step_from_an_e_model_at_pp2_under_torchrun(tmp_path):
    """The 8-layer E-style model (PLE, KV sharing within each stage) at parallel.pp=2 under torchrun: the policy's
    pipeline schedule carries the per-layer inputs across the stages, the weights the engine samples with are
    exported from both stages, and train/rollout log-probs agree to fp32 rounding."""
    import os
    import subprocess

    import gemma4_pp_cases as P

    hf = tmp_path / "hf"
    G.tiny_hf_model(tied=False, **P.E_PP).save_pretrained(hf)
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "2", "-m",
           "agon_mcore.cli", "train", f"model.hf_path={hf}", "model.tokenizer=builtin:byte", "parallel.pp=2",
           f"train.run_dir={tmp_path / 'run'}", *TINY]
    proc = subprocess.run(cmd, capture_output=True, text=True, env={**os.environ, "OMP_NUM_THREADS": "1"},
                          cwd=ROOT, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = [json.loads(line) for line in (tmp_path / "run" / "metrics.jsonl").read_text().splitlines()]
    mism = [r[k] for r in rows for k in r if k.endswith("logprob_mismatch")]
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism), mism
