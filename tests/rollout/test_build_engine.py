"""build_engine picks the engine the config names."""
from __future__ import annotations

import pytest
from conftest import EOS, PAD, tiny_qwen3
from fake_sglang import FakeSGLang

from agon_mcore.config import load_config
from agon_mcore.rollout import LocalEngine, SGLangEngine, build_engine
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams


def rivals(b_layers=2):
    return {"A": RivalSpec(tiny_qwen3(), [EOS], PAD), "B": RivalSpec(tiny_qwen3(layers=b_layers), [EOS], PAD)}


def test_default_config_builds_the_local_engine():
    cfg = load_config(overrides=["rollout.local_batch_size=16", "train.device=cpu"])
    eng = build_engine(cfg, rivals())
    assert isinstance(eng, LocalEngine) and eng.batch_size == 16 and eng.device.type == "cpu"
    r = eng.generate([GenerationRequest([1, 2], "B")], SamplingParams(max_new_tokens=3, seed=0))[0][0]
    assert r.rival == "B" and 1 <= len(r.output_ids) <= 3
    eng.shutdown()


def test_sglang_engine_on_given_urls_and_alternate_needs_one_architecture(tmp_path):
    fake = FakeSGLang()
    fake.start()
    try:
        over = ["rollout.engine=sglang", f"rollout.sglang.urls=[{fake.url}]", f"train.run_dir={tmp_path}"]
        eng = build_engine(load_config(overrides=over), rivals())
        assert isinstance(eng, SGLangEngine) and eng.placement == "alternate"
        assert [s.url for s in eng.pools["shared"].servers] == [fake.url]
        eng.shutdown()
        with pytest.raises(ValueError, match="placement=split"):
            build_engine(load_config(overrides=over), rivals(b_layers=4))
        split = build_engine(load_config(overrides=over[:1] + [
            f"rollout.sglang.urls=[{fake.url},{fake.url}]", "rollout.placement=split"]), rivals(b_layers=4))
        assert sorted(split.pools) == ["A", "B"]
        split.shutdown()
    finally:
        fake.stop()
