"""Rivals that start identical are warned about at start (agon_mcore/train/checks.py::identical_rivals).

The fault: a config whose rivals start identical (same weights, no init noise, same
sampling) ran silently, although Agon needs two rivals that behave differently. The
warning names the settings that make them differ; the run is never refused, because the
rivals train on different streams and part after the first update (measured below).
"""
from pathlib import Path

import pytest

from agon_mcore.config import load_config
from agon_mcore.train.rival_checks import identical_rivals

ROOT = Path(__file__).resolve().parents[2]
SAME_FULL = ["rivals.B.seed=1", "rivals.B.init_noise_std=0", "sft.steps=0"]  # the fault's input
LORA = ["rivals.A.kind=lora", "rivals.B.kind=lora", "sft.steps=0"]


@pytest.fixture(scope="module")
def adapters(tmp_path_factory):
    """Two peft adapter folders (only their presence is checked by the config)."""
    out = {}
    for k in ("a", "b"):
        d = tmp_path_factory.mktemp(f"adapter_{k}")
        (d / "adapter_model.safetensors").write_bytes(b"")
        out[k] = str(d)
    return out


def _load(overrides, adapters):
    files = [str(ROOT / o) for o in overrides if o.endswith(".yaml")]
    return load_config(files, [o.format(**adapters) for o in overrides if not o.endswith(".yaml")])


@pytest.mark.parametrize("overrides, why", [
    (SAME_FULL, "the same random init (rivals.A.seed = rivals.B.seed = 1) with no init noise"),
    (["model.hf_path=/ckpt/qwen3-0.6b", "rivals.B.init_noise_std=0", "sft.steps=0"],
     "the same checkpoint model.hf_path=/ckpt/qwen3-0.6b with no init noise"),
    (["rivals.B.seed=1", "rivals.A.init_noise_std=0.01", "rivals.B.init_noise_std=0.01", "sft.steps=0"],
     "the same init noise (init_noise_std=0.01, seed 1)"),
    (LORA + ["rivals.B.init_noise_std=0"], "both LoRA adapters start as a no-op on the shared base"),
    (LORA + ["rivals.B.seed=1", "rivals.A.init_noise_std=0.02"], "both LoRA adapters are drawn alike"),
    (LORA + ["rivals.A.lora_init_path={a}", "rivals.B.lora_init_path={a}"],
     "both LoRA adapters start from lora_init_path={a}"),
    (["configs/lora_cpu.yaml", "rivals.B.init_noise_std=0"], "both LoRA adapters start as a no-op"),
])
def test_identical_starts_are_named_with_the_fixes(overrides, why, adapters):
    msg = identical_rivals(_load(overrides, adapters))
    assert msg is not None and why.format(**adapters) in msg
    assert "rivals.B.init_noise_std=0.02" in msg and "rivals.B.sampling.temperature" in msg
    assert "The run goes on" in msg


@pytest.mark.parametrize("overrides", [
    [],  # the default: B has init noise (and a warm-up)
    ["configs/lora_cpu.yaml"],  # the paper's setting: A's adapter at zero, B's with noise
    ["sft.steps=0"],
    ["rivals.B.init_noise_std=0", "sft.steps=0"],  # different seeds: different random inits
    SAME_FULL[:2],  # a per-rival SFT warm-up draws different batches
    SAME_FULL + ["rivals.B.sampling.temperature=0.7"],
    SAME_FULL + ["rivals.B.model.num_layers=4"],
    SAME_FULL + ["algorithm.mode=grpo"],  # B is not trained
    SAME_FULL + ["algorithm.self_cascade=true", "algorithm.mode=coop"],
    SAME_FULL + ["rivals.A.init_noise_std=0.01", "rivals.B.init_noise_std=0.02"],
    LORA + ["rivals.B.lora_init_path={b}", "rivals.B.init_noise_std=0"],
    LORA + ["rivals.B.seed=1", "rivals.A.init_noise_std=0.02", "rivals.B.lora_rank=8"],
])
def test_rivals_that_differ_are_not_warned_about(overrides, adapters):
    assert identical_rivals(_load(overrides, adapters)) is None


def test_check_config_prints_the_warning(capsys):
    from agon_mcore.cli import main

    assert main(["check-config", *SAME_FULL]) == 0
    assert "warning: rivals A and B start identical" in capsys.readouterr().out
    assert main(["check-config"]) == 0
    assert "start identical" not in capsys.readouterr().out


@pytest.mark.slow
def test_training_warns_once_and_the_rivals_part_after_one_step(tmp_path, caplog):
    """Why it is a warning and not a refusal: identical rivals still learn, apart."""
    import logging

    import torch

    from agon_mcore.train.trainer import AgonTrainer

    tiny = ["data.batch_size=2", "rollout.sampling.n=4", "algorithm.truncation=keep", "rollout.sampling.max_new_tokens=8", "eval.at_end=false",
            "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=16",
            "data.synthetic.num_test=4", "train.steps=1", f"train.run_dir={tmp_path / 'run'}"]
    with caplog.at_level(logging.WARNING):
        tr = AgonTrainer(load_config([], tiny + SAME_FULL))
    try:
        assert sum("start identical" in r.getMessage() for r in caplog.records) == 1
        pa = dict(tr.rivals["A"].policy.named_parameters())
        pb = dict(tr.rivals["B"].policy.named_parameters())
        assert all(torch.equal(pa[k], pb[k]) for k in pa)  # identical at start indeed
        from agon_mcore.verify.types import Verdict

        # an untrained model is wrong everywhere (zero advantages, no update at all): grade
        # by a rule of the text instead, so both streams have something to learn from
        tr.verifier.verify = lambda problems, texts, **kw: [
            Verdict(len(t) % 2 == 0, "correct" if len(t) % 2 == 0 else "wrong", None, "") for t in texts]
        m = tr.step()
        assert m["draft/zero_var_frac"] < 1 and m["challenge/zero_var_frac"] < 1
        diff = max(float((pa[k] - pb[k]).abs().max()) for k in pa)
        assert diff > 1e-6
    finally:
        tr.close()
