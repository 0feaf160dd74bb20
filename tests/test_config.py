"""Config loading, overrides and validation errors (agon_mcore/config/)."""
import dataclasses
from pathlib import Path

import pytest
from omegaconf import OmegaConf

from agon_mcore.config import AgonConfig, ConfigError, load_config, rival_model, rival_sampling, to_yaml

ROOT = Path(__file__).resolve().parents[1]


def test_defaults_are_the_embedded_run():
    cfg = load_config()
    assert cfg.algorithm.mode == "adv" and cfg.algorithm.lam == 0.5 and cfg.algorithm.rotate_roles
    assert cfg.rollout.engine == "local" and cfg.data.train == "synthetic:train"
    assert cfg.rollout.sampling.n >= 2
    # B starts from noise, A does not (AGON.md "Rivals").
    assert cfg.rivals["A"].init_noise_std == 0.0 and cfg.rivals["B"].init_noise_std > 0


def test_default_cpu_yaml_matches_embedded_default():
    # configs/default_cpu.yaml is documentation of the default: merging it changes nothing.
    assert to_yaml(load_config([str(ROOT / "configs/default_cpu.yaml")])) == to_yaml(load_config())


def test_overrides_and_rival_overrides():
    cfg = load_config(overrides=["algorithm.mode=coop", "rivals.B.model.num_layers=4", "rivals.B.sampling.temperature=0.7"])
    assert cfg.algorithm.mode == "coop"
    assert rival_model(cfg, "B").num_layers == 4 and rival_model(cfg, "A").num_layers == cfg.model.num_layers
    assert rival_sampling(cfg, "B").temperature == 0.7 and rival_sampling(cfg, "A").temperature == cfg.rollout.sampling.temperature


@pytest.mark.parametrize(
    "overrides, fragment",
    [
        (["algorithm.bogus=1"], "unknown config key 'algorithm.bogus'"),
        (["algorithm.mode=zero"], "algorithm.mode='zero' is not one of"),
        (["rollout.sampling.n=1"], "N >= 2"),
        (["parallel.tp=3"], "not divisible by TP=3; use TP in [1, 2]"),
        (["rivals.B.model.num_kv_heads=3", "rivals.B.model.num_attention_heads=6", "parallel.tp=2"], "rival B: num_query_groups=3 is not divisible by TP=2"),
        (["rivals.B.model.nonsense=2"], "rivals.B.model has unknown keys ['nonsense']"),
        (["parallel.pp=2"], "num_layers=3 is not divisible by PP=2"),
        (["parallel.sequence_parallel=true"], "sequence_parallel=true needs parallel.tp > 1"),
        # the group size N is one setting (rollout.sampling.n), also when a rival's value agrees with it
        (["rivals.B.sampling.n=4", "rollout.sampling.n=8"], "set rollout.sampling.n=4 instead"),
        (["rivals.A.sampling.n=8"], "rivals.A.sampling.n: the group size N is one setting"),
        # settings that allowed one value only are gone; another value names the removal
        (["algorithm.kl_coef=0.05"], "algorithm.kl_coef=0.05 (from command line): this setting was removed"),
        (["checkpoint.format=torch"], "checkpoint.format='torch' (from command line): this setting was removed"),
        (["eval.k=[1,4]", "eval.n=2"], "pass@k needs n >= k"),
        (["algorithm.mode=grpo", "algorithm.shared_opponent=true"], "mode=grpo has none"),
        (["rollout.sampling.temperature=abc"], "bad value for 'rollout.sampling.temperature'"),
        (["train.steps"], "is not key=value"),
    ],
)
def test_validation_errors_name_key_and_fix(overrides, fragment):
    with pytest.raises(ConfigError) as e:
        load_config(overrides=overrides)
    assert fragment in str(e.value)


def test_missing_and_invalid_yaml(tmp_path):
    with pytest.raises(ConfigError, match="not found"):
        load_config([str(tmp_path / "nope.yaml")])
    bad = tmp_path / "bad.yaml"
    bad.write_text("model: [unclosed\n")
    with pytest.raises(ConfigError, match="not valid YAML"):
        load_config([str(bad)])
    unknown = tmp_path / "u.yaml"
    unknown.write_text("modle:\n  arch: qwen3\n")
    with pytest.raises(ConfigError, match="unknown config key 'modle'"):
        load_config([str(unknown)])


@pytest.mark.parametrize("name", sorted(p.name for p in (ROOT / "configs").glob("*.yaml")))
def test_every_shipped_config_loads(name):
    cfg = load_config([str(ROOT / "configs" / name)])
    assert isinstance(cfg, AgonConfig)


def test_yaml_round_trip(tmp_path):
    cfg = load_config(overrides=["rivals.B.model.arch=llama", "train.steps=3"])
    p = tmp_path / "c.yaml"
    p.write_text(to_yaml(cfg))
    again = load_config([str(p)])
    assert dataclasses.asdict(again) == dataclasses.asdict(cfg)
    assert OmegaConf.load(p).train.steps == 3


def test_a_removed_setting_at_its_one_value_still_loads(tmp_path):
    """Configs of older runs (their config.yaml, checkpoint markers) hold the removed keys at
    the only value they allowed; they load, and the keys are gone from the result."""
    import dataclasses

    from agon_mcore.config import REMOVED_KEYS, saved_config_text, to_yaml

    old = tmp_path / "old.yaml"
    old.write_text("algorithm:\n  kl_coef: 0.0\n  mode: coop\ncheckpoint:\n  format: torch_dist\n  keep_last: 3\n")
    cfg = load_config([str(old)], ["checkpoint.format=torch_dist"])
    assert cfg.algorithm.mode == "coop" and cfg.checkpoint.keep_last == 3
    assert "kl_coef" not in {f.name for f in dataclasses.fields(cfg.algorithm)}
    assert set(REMOVED_KEYS) == {"algorithm.kl_coef", "checkpoint.format"}
    saved = saved_config_text(to_yaml(cfg) + "")
    assert "kl_coef" not in saved.algorithm
    legacy = saved_config_text(old.read_text())
    assert "kl_coef" not in legacy.algorithm and "format" not in legacy.checkpoint and legacy.checkpoint.keep_last == 3
