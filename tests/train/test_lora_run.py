"""`agon train` with LoRA rivals on a base the run warms up itself (``sft.base_warmup``;
agon_mcore/train/run.py ``_prepare_lora_base``/``_adopt_lora_base``, train/sft.py
``warm_up_lora_base``: the LoRA run runs to its table).

The warm-up trains ALL weights of the one shared base, saves it frozen in <run_dir>/base,
and both adapters start on it: A (lora_B = 0) equals the base, B (noisy lora_B) differs;
the Agon steps change the adapters only, never the base; a resume finds the base again
(by path and sha256) and refuses a base that changed. Runs are tiny (4 warm-up steps,
2 problems x N=2, 8 new tokens).
"""
from __future__ import annotations

import json
import shutil

import pytest
import torch

from agon_mcore.config import ConfigError, load_config

TINY = [
    "rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.init_noise_std=0.02", "sft.base_warmup=true",
    "sft.steps=4", "sft.batch_size=4", "sft.warmup_steps=0", "data.batch_size=2", "rollout.sampling.n=2",
    "rollout.sampling.max_new_tokens=8", "eval.num_problems=2", "eval.at_end=false", "logging.progress=false",
    "logging.tensorboard=false", "data.synthetic.num_train=16", "data.synthetic.num_test=4",
    "checkpoint.save_every=1", "checkpoint.keep_last=4", "optimizer.lr=0.01",
]


def cfg_at(run_dir, *extra):
    return load_config([], TINY + [f"train.run_dir={run_dir}", *extra])


# ----------------------------------------------------------------------------- config


@pytest.mark.parametrize("overrides, needle", [
    (["rivals.A.kind=full", "rivals.B.kind=full"], "rivals.A.kind='full'"),  # full rivals: nothing is frozen
    (["sft.steps=0"], "sft.steps=0"),  # nothing to warm up
    (["sft.steps=-3"], "sft.steps=-3"),
    (["rivals.B.lora_init_path={adapter}"], "lora_init_path"),  # an adapter trained on another base
])
def test_base_warmup_refuses_settings_it_cannot_honour(overrides, needle, tmp_path):
    (tmp_path / "adapter_model.safetensors").write_bytes(b"")  # a peft folder, as far as validation looks
    overrides = [o.replace("{adapter}", str(tmp_path)) for o in overrides]
    base = [o for o in TINY if not any(o.startswith(x.split("=")[0] + "=") for x in overrides)]
    with pytest.raises(ConfigError, match="sft.base_warmup") as e:
        load_config([], base + overrides)
    assert needle in str(e.value)


def test_base_warmup_is_off_by_default_and_accepted_with_lora_rivals():
    assert load_config().sft.base_warmup is False
    assert load_config([], TINY).sft.base_warmup is True
    shipped = load_config(["configs/lora_cpu.yaml"])
    assert shipped.sft.base_warmup and shipped.sft.steps > 0
    assert {r.kind for r in shipped.rivals.values()} == {"lora"}


# ----------------------------------------------------------------------------- a whole run


def _samples(trainer, n=3):
    from agon_mcore.policy import Sample

    r = trainer.rivals["A"]
    return [Sample(prompt_ids=r.prompt_ids(f"What is {i} + {i + 3}?"), response_ids=r.encode_response(f"{2 * i + 3}"),
                   advantage=0.0) for i in range(n)]


def _base_tensors(trainer, rival="A"):
    return {n: t.detach().clone() for n, t in trainer.rivals[rival].policy.export_base_hf()}


@pytest.fixture(scope="module")
def lora_run(tmp_path_factory):
    """One run of 2 Agon steps; the Agon phase is observed around ``AgonTrainer.train``."""
    from agon_mcore.bridge.hf_io import iter_hf_tensors
    from agon_mcore.config import rival_model
    from agon_mcore.train.rivals import build_rival
    from agon_mcore.train.run import run_train
    from agon_mcore.train.trainer import AgonTrainer

    rd = tmp_path_factory.mktemp("lora_run") / "run"
    seen = {}
    real_train = AgonTrainer.train

    def observed_train(self, *a, **k):
        pa, pb = self.rivals["A"].policy, self.rivals["B"].policy
        samples = _samples(self)
        seen["before"] = _base_tensors(self)
        seen["saved"] = dict(iter_hf_tensors(self.cfg.model.hf_path))
        seen["A0"] = [t.clone() for t in pa.logprobs(samples)]
        seen["B0"] = [t.clone() for t in pb.logprobs(samples)]
        full_cfg = load_config([], TINY + [f"model.hf_path={self.cfg.model.hf_path}", "rivals.A.kind=full",
                                           "rivals.B.kind=full", "sft.base_warmup=false"])
        seen["base_model"] = rival_model(full_cfg, "A")
        seen["base"] = [t.clone() for t in build_rival(full_cfg, "A").policy.logprobs(samples)]
        seen["shared"] = all(p is q for (_, p), (_, q) in zip(
            (x for x in pa.named_parameters() if ".adapter." not in x[0]),
            (x for x in pb.named_parameters() if ".adapter." not in x[0])))
        seen["adapters0"] = {n: p.detach().clone() for n, p in pa.named_parameters() if ".adapter." in n}
        out = real_train(self, *a, **k)
        # the run's own steps may carry all-zero advantages on so weak a base (every reward
        # 0), so one more PPO update with advantages +-1 makes sure the adapters get gradients
        for i, smp in enumerate(samples):
            smp.advantage = 1.0 if i % 2 == 0 else -1.0
        seen["extra_step"] = pa.train_step(samples)
        seen["after"] = _base_tensors(self)
        seen["after_B"] = _base_tensors(self, "B")
        seen["adapters1"] = {n: p.detach().clone() for n, p in pa.named_parameters() if ".adapter." in n}
        seen["frozen"] = all(not p.requires_grad for n, p in pa.named_parameters() if ".adapter." not in n)
        return out

    mp = pytest.MonkeyPatch()
    mp.setattr(AgonTrainer, "train", observed_train)
    try:
        summary = run_train(cfg_at(rd, "train.steps=2"))
    finally:
        mp.undo()
    return rd, summary, seen


@pytest.mark.slow
def test_the_warmup_trains_every_weight_of_the_base_and_saves_it(lora_run):
    from agon_mcore.bridge.hf_io import iter_hf_tensors
    from agon_mcore.policy.lora import base_fingerprint
    from agon_mcore.train.rivals import build_rival

    rd, summary, _ = lora_run
    rec = json.loads((rd / "base" / "warmup.json").read_text())
    assert rec["steps"] == 4 and len(rec["history"]) == 4
    assert [r["step"] for r in rec["history"]] == [0, 1, 2, 3]
    assert rec["history"][-1]["sft/base/loss"] < rec["history"][0]["sft/base/loss"]
    saved = dict(iter_hf_tensors(rd / "base"))
    # the untrained base (same model, rival A's seed, as the LoRA rivals would build it)
    init = dict(build_rival(load_config([], TINY + ["rivals.A.kind=full", "rivals.B.kind=full",
                                                    "sft.base_warmup=false"]), "A").policy.export_hf())
    assert set(init) == set(saved)
    # the record names these exact bytes (hashed in the bridge's export order)
    assert base_fingerprint((n, saved[n]) for n in init) == rec["sha256"]
    assert all(not torch.equal(init[n], saved[n]) for n in saved)  # full-parameter SFT: every tensor moved
    # the warm-up is the run's warm-up: its losses in sft_metrics.jsonl, its time in the summary
    rows = [json.loads(line) for line in (rd / "sft_metrics.jsonl").read_text().splitlines()]
    assert rows == rec["history"]
    assert summary["seconds"]["sft"] > 0 and summary["steps"] == 2
    conf = (rd / "config.yaml").read_text()
    assert str(rd / "base") in conf and "base_warmup: true" in conf


@pytest.mark.slow
def test_adapters_start_on_the_warmed_base_a_equals_it_b_differs(lora_run):
    _, _, seen = lora_run
    assert seen["shared"]  # B's base tensors are A's (one base in memory)
    for a, base in zip(seen["A0"], seen["base"]):
        torch.testing.assert_close(a, base, rtol=0, atol=1e-6)  # A (lora_B = 0) == the warmed-up base
    diff = max(float((b - base).abs().max()) for b, base in zip(seen["B0"], seen["base"]))
    assert diff > 1e-3  # B's noisy adapter makes it differ from step 0
    # and the rivals' base is exactly the saved folder
    assert set(seen["before"]) == set(seen["saved"])
    assert all(torch.equal(seen["before"][n], seen["saved"][n]) for n in seen["saved"])


@pytest.mark.slow
def test_the_agon_phase_changes_the_adapters_never_the_base(lora_run):
    _, _, seen = lora_run
    assert seen["frozen"]
    for n, t in seen["before"].items():
        assert torch.equal(t, seen["after"][n]), n  # bit for bit
        assert torch.equal(t, seen["after_B"][n]), n
    moved = [n for n in seen["adapters0"] if not torch.equal(seen["adapters0"][n], seen["adapters1"][n])]
    assert moved and any(n.endswith("lora_B") for n in moved)  # A's adapter left the no-op


@pytest.mark.slow
def test_agon_eval_finds_the_warmed_base_from_another_directory(lora_run, tmp_path, monkeypatch):
    from agon_mcore.cli import main

    rd, _, _ = lora_run
    monkeypatch.chdir(tmp_path)  # config.yaml names the base by its absolute path
    assert main(["eval", "--run-dir", str(rd), "--out", str(tmp_path / "ev.json"), "eval.num_problems=2"]) == 0
    ev = json.loads((tmp_path / "ev.json").read_text())
    assert ev["num_problems"] == 2 and {"A", "B", "A->B", "B->A"} <= set(ev["settings"])


@pytest.mark.slow
def test_resume_after_the_warmup_reuses_the_base_and_refuses_a_changed_one(lora_run, tmp_path):
    from agon_mcore.policy.checkpoint import CheckpointError
    from agon_mcore.train.run import run_train
    from agon_mcore.train.trainer import TrainingError

    src, _, _ = lora_run
    rd = tmp_path / "run"
    shutil.copytree(src, rd)
    for ck in sorted((rd / "checkpoints").glob("step_*"))[1:]:
        shutil.rmtree(ck)  # keep the step-0 checkpoint (written right after the warm-up)
    record = (rd / "base" / "warmup.json").read_text()
    cfg = load_config([str(rd / "config.yaml")], [f"train.run_dir={rd}", "train.steps=1"])
    summary = run_train(cfg, run_dir=str(rd), resume=True)
    assert summary["steps"] == 1 and not summary["interrupted"]
    assert (rd / "base" / "warmup.json").read_text() == record  # the warm-up was not redone
    assert "sft" not in summary["seconds"]
    assert cfg.model.hf_path == str(rd / "base")

    # a base whose bytes changed after the warm-up: refused, naming the base
    from safetensors.torch import load_file, save_file

    f = next((rd / "base").glob("model-*.safetensors"))
    tensors = load_file(str(f))
    name = sorted(tensors)[0]
    tensors[name] = tensors[name] + 1e-3
    save_file(tensors, str(f), metadata={"format": "pt"})
    cfg = load_config([str(rd / "config.yaml")], [f"train.run_dir={rd}", "train.steps=2"])
    with pytest.raises((TrainingError, CheckpointError), match="sha256"):
        run_train(cfg, run_dir=str(rd), resume=True)

    # the base folder gone (or its record torn) while checkpoints remain: refused with the fix
    for damage in ("rmtree", "torn_record"):
        shutil.rmtree(rd / "base", ignore_errors=True)
        shutil.copytree(src / "base", rd / "base")
        if damage == "rmtree":
            shutil.rmtree(rd / "base")
        else:
            (rd / "base" / "warmup.json").write_text('{"sha256": ')
        cfg = load_config([str(rd / "config.yaml")], [f"train.run_dir={rd}", "train.steps=2"])
        with pytest.raises(TrainingError, match="warmed-up base"):
            run_train(cfg, run_dir=str(rd), resume=True)


@pytest.mark.slow
def test_resume_after_a_stop_during_the_warmup_runs_it_again(tmp_path):
    """A stop during the base warm-up saves nothing but config.yaml: ``--resume`` starts the
    warm-up over and the run completes as a fresh one would."""
    from agon_mcore.train.run import run_train

    rd = tmp_path / "run"
    rd.mkdir()
    from agon_mcore.config import save_config

    save_config(cfg_at(rd, "train.steps=1"), rd / "config.yaml")  # what _prepare_lora_base writes first
    (rd / ".base.tmp").mkdir()  # a half-written base folder from the stopped warm-up
    cfg = load_config([str(rd / "config.yaml")], [f"train.run_dir={rd}"])
    summary = run_train(cfg, run_dir=str(rd), resume=True)
    assert summary["steps"] == 1
    assert json.loads((rd / "base" / "warmup.json").read_text())["steps"] == 4
    assert not (rd / ".base.tmp").exists()


@pytest.mark.slow
def test_resume_after_a_stop_between_the_saved_base_and_the_first_checkpoint(lora_run, tmp_path):
    """The base is saved, no checkpoint yet: ``--resume`` starts the run on that base (no new warm-up)."""
    from agon_mcore.train.run import run_train

    src, _, _ = lora_run
    rd = tmp_path / "run"
    rd.mkdir()
    shutil.copytree(src / "base", rd / "base")
    shutil.copy(src / "config.yaml", rd / "config.yaml")
    record = (rd / "base" / "warmup.json").read_text()
    cfg = load_config([str(rd / "config.yaml")], [f"train.run_dir={rd}", "train.steps=1"])
    summary = run_train(cfg, run_dir=str(rd), resume=True)
    assert summary["steps"] == 1 and not summary["interrupted"]
    assert (rd / "base" / "warmup.json").read_text() == record
    rows = [json.loads(line) for line in (rd / "sft_metrics.jsonl").read_text().splitlines()]
    assert rows == json.loads(record)["history"]
