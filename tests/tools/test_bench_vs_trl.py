"""tools/bench_vs_trl.py: the workload's configs (64 completions per step in every system)
and the driver's argument checks. The timings themselves are the benchmark's job."""
import importlib.util
from pathlib import Path

import pytest

from agon_mcore.config import load_config

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_vs_trl", ROOT / "tools" / "bench_vs_trl.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("mode,drafts,challenges", [("grpo", 64, 0), ("adv", 32, 32), ("adv_overlap", 32, 32)])
def test_every_system_makes_64_completions_of_the_issue_model(bench, mode, drafts, challenges):
    cfg = load_config(None, bench.agon_overrides(mode))
    m = cfg.model
    assert (m.hidden_size, m.num_layers, m.num_attention_heads, m.num_kv_heads, m.head_dim, m.ffn_hidden_size) == (
        128, 4, 4, 2, 32, 384)
    n, b = cfg.rollout.sampling.n, cfg.data.batch_size
    per_problem = 2 * n if mode == "grpo" else n
    assert b * per_problem == drafts
    assert (0 if mode == "grpo" else b * n) == challenges
    assert cfg.rollout.sampling.max_new_tokens == 48 and cfg.model.tokenizer == "builtin:byte"
    assert cfg.train.overlap_drafter_update == (mode == "adv_overlap")
    assert cfg.algorithm.mode == mode.split("_")[0]


def test_unknown_systems_and_loose_arguments_are_refused(bench, capsys):
    with pytest.raises(SystemExit):
        bench.main(["--systems", "trl,vllm"])
    assert "unknown ['vllm']" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        bench.main(["--rounds", "1", "notakeyvalue"])
    assert "key=value" in capsys.readouterr().err
    with pytest.raises(ValueError, match="'ppo'"):
        bench.agon_overrides("ppo")
