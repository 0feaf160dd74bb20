"""LoRA rivals on SGLang (agon_mcore/rollout/sglang.py LoRA mode, launcher.lora_server_args):
one server pool serves the base and both rivals' adapters; every update of a rival writes
its adapter as a peft folder, loads it under a new versioned name, switches the rival's
requests to it and unloads the previous one; the base goes once, never again.

Runs against the labelled FAKE SGLang server (tests/rollout/fake_sglang.py), configured from
our launcher's command line, which enforces sglang 0.5.23's LoRA rules (checked against the
real package in test_sglang_contract.py).
"""
from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
import torch
from conftest import EOS, PAD, tiny_qwen3
from fake_sglang import FakeSGLang

from agon_mcore.config import ConfigError, SGLangConfig, load_config
from agon_mcore.rollout.launcher import server_command
from agon_mcore.rollout.sglang import ServerRequestError, SGLangClient, SGLangEngine
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams, WeightSyncError

LORA = {"r": 4, "lora_alpha": 8.0, "target_modules": ["q_proj", "k_proj", "v_proj", "o_proj"]}
SP = SamplingParams(n=2, max_new_tokens=4)


def adapter_stream(value: float, with_base: bool = False, layers: int = 2, hidden: int = 64, r: int = 4):
    """An export_rollout_weights-shaped stream: (base), then peft-named adapter tensors."""
    out = [("model.norm.weight", torch.ones(hidden)), ("model.embed_tokens.weight", torch.ones(10, hidden))] \
        if with_base else []
    for i in range(layers):
        for m in ("self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj", "self_attn.o_proj"):
            out.append((f"model.layers.{i}.{m}.lora_A.weight", torch.full((r, hidden), value)))
            out.append((f"model.layers.{i}.{m}.lora_B.weight", torch.full((hidden, r), -value)))
    return out


def lora_fake(**kw) -> FakeSGLang:
    """A fake launched with exactly the flags our launcher writes for the LoRA pair."""
    fake = FakeSGLang.from_server_command(server_command("/m", 1, lora_specs=[LORA, LORA]), vocab=50, **kw)
    fake.start()
    return fake


def lora_engine(fake: FakeSGLang, tmp_path, **kw) -> SGLangEngine:
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD, lora=LORA)
    return SGLangEngine(SGLangConfig(weight_sync="disk", max_retries=0, **kw), {"A": spec, "B": spec},
                        placement="alternate", urls=[fake.url], backoff_s=0.01, weights_dir=str(tmp_path / "w"),
                        lora_dir=str(tmp_path / "lora"))


# ----------------------------------------------------------------------------- the fake enforces sglang's rules


def test_fake_is_configured_from_the_launch_flags():
    fake = FakeSGLang.from_server_command(server_command("/m", 1, lora_specs=[LORA, {**LORA, "r": 16}]))
    assert fake.enable_lora and fake.max_lora_rank == 16 and fake.max_loras_per_batch == 3
    assert fake.lora_target_modules == {"q_proj", "k_proj", "v_proj", "o_proj"}
    assert not FakeSGLang.from_server_command(server_command("/m", 1)).enable_lora


def test_lora_without_enable_lora_is_refused_as_sglang_refuses_it(tmp_path):
    fake = FakeSGLang(vocab=50)  # launched without --enable-lora
    fake.start()
    try:
        c = SGLangClient(fake.url, max_retries=0)
        with pytest.raises(ServerRequestError, match="was requested, but LoRA is not enabled"):
            c.generate({"input_ids": [1], "sampling_params": {"max_new_tokens": 2}, "lora_path": "A@v0"})
        eng = lora_engine(fake, tmp_path)
        with pytest.raises(WeightSyncError, match="LoRA is not enabled. Please set `--enable-lora`") as e:
            eng.update_weights("A", adapter_stream(0.1, with_base=True), 0)
        assert "--enable-lora" in str(e.value)
        with pytest.raises(WeightSyncError, match="last adapter update failed"):  # never silently the base
            eng.generate([GenerationRequest([1, 2], "A")], SP)
        eng.shutdown()
    finally:
        fake.stop()


def test_unknown_adapter_names_are_errors_as_sglang_returns_them(tmp_path):
    fake = lora_fake()
    try:
        c = SGLangClient(fake.url, max_retries=0)
        for name in ("A@v0", "agon_B", "B@v7.3"):  # never loaded
            with pytest.raises(ServerRequestError, match=f"never been loaded: {name}") as e:
                c.generate({"input_ids": [1], "sampling_params": {"max_new_tokens": 2}, "lora_path": name})
            assert e.value.status == 400
            with pytest.raises(WeightSyncError, match=f"LoRA with name {name} does not exist"):
                c.unload_lora_adapter(name)
        eng = lora_engine(fake, tmp_path)
        eng.update_weights("A", adapter_stream(0.1, with_base=True), 0)
        with pytest.raises(WeightSyncError, match="because it is already loaded"):  # the same name twice
            c.load_lora_adapter("A@v0", str(tmp_path / "lora" / "A" / "v000000"))
        with pytest.raises(WeightSyncError, match="no LoRA adapter is loaded"):  # B was never synced
            eng.generate([GenerationRequest([1, 2], "B")], SP)
        eng.shutdown()
    finally:
        fake.stop()


@pytest.mark.parametrize("bad", [{"r": 8}, {"r": 64}, {"target_modules": ["q_proj", "down_proj"]}])
def test_adapters_outside_the_launched_rank_or_modules_are_refused(bad, tmp_path):
    from agon_mcore.bridge.hf_io import save_peft_adapter

    fake = lora_fake()
    try:
        kw = {**LORA, **bad}
        folder = save_peft_adapter([("model.layers.0.self_attn.q_proj.lora_A.weight", torch.zeros(kw["r"], 8))],
                                   tmp_path / "a", r=kw["r"], lora_alpha=1.0, target_modules=kw["target_modules"])
        with pytest.raises(WeightSyncError, match="incompatible with the current LoRA memory pool"):
            SGLangClient(fake.url, max_retries=0).load_lora_adapter("x", str(folder))
    finally:
        fake.stop()


@pytest.mark.parametrize("slots, adapters", [(1, 3), (2, 3), (3, 5)])
def test_max_loras_per_batch_limits_adapters_running_at_once(slots, adapters, tmp_path):
    from agon_mcore.bridge.hf_io import save_peft_adapter

    fake = FakeSGLang(vocab=50, enable_lora=True, max_lora_rank=4, lora_target_modules=["q_proj"],
                      max_loras_per_batch=slots)
    fake.token_delay_s = 0.02
    fake.start()
    try:
        c = SGLangClient(fake.url, max_retries=0)
        for k in range(adapters):
            c.load_lora_adapter(f"L{k}", str(save_peft_adapter(
                [("model.layers.0.self_attn.q_proj.lora_A.weight", torch.zeros(2, 8))], tmp_path / f"L{k}", r=2,
                lora_alpha=2.0, target_modules=["q_proj"])))
        out = {}

        def go(k, j):
            out[(k, j)] = c.generate({"input_ids": [k + 1], "sampling_params": {"max_new_tokens": 5},
                                      "lora_path": f"L{k}", "return_logprob": True})

        threads = [threading.Thread(target=go, args=(k, j)) for k in range(adapters) for j in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        assert len(out) == 2 * adapters  # every request ran (the others waited for a slot) ...
        assert fake.max_adapters_running == slots  # ... never more adapters at once than the slots
    finally:
        fake.stop()


# ----------------------------------------------------------------------------- the engine's per-step sync


def test_engine_loads_a_versioned_adapter_per_update_and_unloads_the_previous(tmp_path):
    fake = lora_fake()
    try:
        eng = lora_engine(fake, tmp_path)
        eng.update_weights("A", adapter_stream(0.1, with_base=True), 0)  # the base, once
        eng.update_weights("B", adapter_stream(0.2), 0)
        assert len(fake.calls("/update_weights_from_disk")) == 1
        for v in (1, 2, 3):
            eng.update_weights("A", adapter_stream(0.1 * v), v)
            eng.update_weights("B", adapter_stream(0.2 * v), v)
        assert len(fake.calls("/update_weights_from_disk")) == 1  # adapters only after the first sync
        assert fake.loras.keys() == {"A@v3", "B@v3"}  # exactly the two current adapters stay loaded
        assert eng.lora_adapters() == {"A": "A@v3", "B": "B@v3"}
        ev = fake.lora_events
        assert ev[:2] == [("load", "A@v0"), ("load", "B@v0")]
        assert ev[2:5] == [("load", "A@v1"), ("unload", "A@v0"), ("load", "B@v1")]  # load new, then unload old
        # the folder holds what the trainer sent, in peft's format
        folder = Path(fake.loras["B@v3"])
        from safetensors.torch import load_file

        got = load_file(str(folder / "adapter_model.safetensors"))
        assert torch.allclose(got["base_model.model.model.layers.1.self_attn.o_proj.lora_A.weight"], torch.full((4, 64), 0.6))
        assert json.loads((folder / "adapter_config.json").read_text())["r"] == 4
        assert sorted(p.name for p in (tmp_path / "lora" / "A").iterdir()) == ["v000002", "v000003"]  # pruned
        res = eng.generate([GenerationRequest([1, 2], "A"), GenerationRequest([3], "B"), GenerationRequest([4], "A")], SP)
        assert [[g.weight_version for g in row] for row in res] == [[3, 3]] * 3
        tags = [b.get("lora_path") for b in fake.calls("/generate")]
        assert tags == ["A@v3", "A@v3", "B@v3"]
        a, b = res[0][0].output_ids, eng.generate([GenerationRequest([1, 2], "B")], SP)[0][0].output_ids
        assert a != b  # the two adapters answer differently (the fake shifts tokens per adapter)
        eng.update_weights("A", adapter_stream(0.5), 3)  # the same version again: a fresh name
        assert eng.lora_adapters()["A"].startswith("A@v3.") and "A@v3" not in fake.loras
        with pytest.raises(WeightSyncError, match="base tensor 'model.norm.weight' after the adapter"):
            eng.update_weights("B", adapter_stream(0.1) + [("model.norm.weight", torch.ones(64))], 4)
        with pytest.raises(WeightSyncError, match="no adapter tensors"):
            eng.update_weights("B", [], 5)
        eng.shutdown()
    finally:
        fake.stop()


def test_engine_refuses_mixed_rivals_and_split_placement(tmp_path):
    full = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD)
    lora = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD, lora=LORA)
    with pytest.raises(ValueError, match="either every rival is a LoRA adapter"):
        SGLangEngine(SGLangConfig(), {"A": full, "B": lora}, urls=["http://127.0.0.1:1"])
    with pytest.raises(ValueError, match="placement=alternate"):
        SGLangEngine(SGLangConfig(), {"A": lora, "B": lora}, placement="split", urls=["http://127.0.0.1:1"] * 2)


def test_config_accepts_lora_on_sglang_and_refuses_split():
    base = ["rivals.A.kind=lora", "rivals.B.kind=lora", "rollout.engine=sglang"]
    cfg = load_config([], base + ["rollout.sglang.lora_dir=/shared/lora"])
    assert cfg.rollout.sglang.lora_dir == "/shared/lora"
    with pytest.raises(ConfigError, match="placement=alternate"):
        load_config([], base + ["rollout.placement=split"])


# ----------------------------------------------------------------------------- the trainer against the fake


@pytest.mark.slow
def test_trainer_syncs_adapters_every_step_and_never_the_base_again(tmp_path):
    """The real AgonTrainer (LoRA rivals, rollout.engine=sglang) for 3 steps against the fake."""
    from agon_mcore.train.trainer import AgonTrainer

    fake = lora_fake(stop_after=3, eos_id=EOS)
    try:
        over = [
            "rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.init_noise_std=0.02", "rivals.A.lora_rank=4",
            "rivals.B.lora_rank=4", "rivals.A.lora_alpha=8", "rivals.B.lora_alpha=8",
            "rivals.A.lora_target_modules=[linear_qkv,linear_proj]",
            "rivals.B.lora_target_modules=[linear_qkv,linear_proj]",
            "sft.steps=0", "data.batch_size=2", "rollout.sampling.n=2", "rollout.sampling.max_new_tokens=6",
            "eval.num_problems=2", "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false",
            "data.synthetic.num_train=16", "data.synthetic.num_test=4", "rollout.engine=sglang",
            f"rollout.sglang.urls=[{fake.url}]", "rollout.sglang.weight_sync=disk", "rollout.sglang.max_retries=0",
            f"train.run_dir={tmp_path}/run", "train.steps=3",
        ]
        tr = AgonTrainer(load_config([], over))
        try:
            assert len(fake.calls("/update_weights_from_disk")) == 1  # the shared base, once
            assert tr.engine.lora_adapters() == {"A": "A@v0", "B": "B@v0"}
            for _ in range(3):
                before = dict(tr.version)
                n_gen = len(fake.calls("/generate"))
                tr.step()
                step_tags = {b["lora_path"] for b in fake.calls("/generate")[n_gen:]}
                assert step_tags == {f"A@v{before['A']}", f"B@v{before['B']}"}  # each rival's current adapter
                assert fake.loras.keys() == {f"A@v{tr.version['A']}", f"B@v{tr.version['B']}"}
            assert tr.version["A"] + tr.version["B"] >= 3  # adapters moved on
            loads = [n for e, n in fake.lora_events if e == "load"]
            assert len(loads) == 2 + tr.version["A"] + tr.version["B"]  # one load per rival update
            assert len(fake.calls("/update_weights_from_disk")) == 1  # never the base again
            assert all("lora_path" in b for b in fake.calls("/generate"))
        finally:
            tr.close()
    finally:
        fake.stop()


def test_adapter_folder_is_written_whole_and_a_resent_version_moves_the_old_aside(tmp_path):
    from peft import LoraConfig
    from safetensors.torch import load_file

    from agon_mcore.rollout.weight_sync import write_adapter_folder

    dest = tmp_path / "lora" / "A" / "v000004"
    for value in (0.25, 0.5, 0.75):  # the same version three times
        out = write_adapter_folder(dest, adapter_stream(value), LORA)
        assert out == dest
        got = load_file(str(dest / "adapter_model.safetensors"))
        assert torch.equal(got["base_model.model.model.layers.0.self_attn.k_proj.lora_B.weight"],
                           torch.full((64, 4), -value))
    cfg = LoraConfig.from_pretrained(str(dest))
    assert (cfg.r, cfg.lora_alpha, set(cfg.target_modules)) == (4, 8.0, set(LORA["target_modules"]))
    names = sorted(p.name for p in dest.parent.iterdir())
    assert names == ["v000004", "v000004.old0", "v000004.old1"]  # no temp folder left; older copies kept aside


def test_a_load_refused_by_one_server_is_undone_on_the_others_and_named(tmp_path):
    good, bad = lora_fake(), FakeSGLang(vocab=50)  # the second server lacks --enable-lora
    bad.start()
    try:
        eng = lora_engine(good, tmp_path)
        eng.update_weights("A", adapter_stream(0.1, with_base=True), 0)
        eng.update_weights("B", adapter_stream(0.1), 0)
        # a second engine over both servers: the load fails on one, is unloaded from the other
        eng2 = SGLangEngine(SGLangConfig(weight_sync="disk", max_retries=0), dict(eng.specs), placement="alternate",
                            urls=[good.url, bad.url], backoff_s=0.01, weights_dir=str(tmp_path / "w2"),
                            lora_dir=str(tmp_path / "lora2"))
        with pytest.raises(WeightSyncError, match=f"failed on 1/2 server.*{bad.url}.*LoRA is not enabled"):
            eng2.update_weights("A", adapter_stream(0.3), 1)
        assert good.loras.keys() == {"A@v0", "B@v0"}  # A@v1 did not stay on the good server alone
        assert ("unload", "A@v1") in good.lora_events
        eng2.shutdown()
        # an unload that fails is retried at the next update (the adapter stays current meanwhile)
        good.script["/unload_lora_adapter"] = [500]
        eng.update_weights("A", adapter_stream(0.2), 1)
        assert eng.lora_adapters()["A"] == "A@v1" and "A@v0" in good.loras  # not unloaded yet
        eng.update_weights("B", adapter_stream(0.2), 1)
        assert good.loras.keys() == {"A@v1", "B@v1"}  # A@v0 unloaded on the retry
        eng.shutdown()
    finally:
        good.stop()
        bad.stop()
