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


def test_round_ratios_give_time_and_work_ratios(bench):
    def run(s, tok_s, fl):
        return {"s_per_step": s, "tokens_per_s": tok_s, "model_tflop_per_step": fl}

    row = {"trl": {"s_per_step": 0.7, "tokens_per_s": 4000.0},
           "grpo": run(0.5, 5000.0, {"rollout": 1.0, "train": 3.0, "rollout_prefix_shared": 0.5, "train_prefix_shared": 1.5}),
           "adv": run(1.0, 2500.0, {"rollout": 2.0, "train": 6.0, "rollout_prefix_shared": 1.5, "train_prefix_shared": 4.5})}
    rr = bench.round_ratios(row)
    assert rr["grpo_vs_trl_tokens_per_s"] == pytest.approx(1.25)
    assert rr["adv_vs_trl_tokens_per_s"] == pytest.approx(0.625)
    assert rr["adv_vs_grpo_s_per_step"] == pytest.approx(2.0)
    assert rr["adv_vs_grpo_model_flops"] == pytest.approx(2.0)
    assert rr["adv_vs_grpo_model_flops_prefix_shared"] == pytest.approx(3.0)
    assert rr["adv_vs_grpo_s_per_prefix_shared_tflop"] == pytest.approx(2.0 / 3.0)
    assert "adv_overlap_vs_grpo_s_per_step" not in rr and "adv_overlap_vs_adv_s_per_step" not in rr
    assert bench.round_ratios({"grpo": row["grpo"]}) == {}
