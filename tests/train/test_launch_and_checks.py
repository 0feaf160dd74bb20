"""Launch-script rendering and the offline cluster-config check."""
from pathlib import Path

import pytest

from agon_mcore.config import ConfigError, load_config
from agon_mcore.train.checks import check_cluster_config, param_count
from agon_mcore.train.launch import render

ROOT = Path(__file__).resolve().parents[2]


def test_param_count_matches_qwen3_sizes():
    # Published sizes: Qwen3-0.6B has 0.60B parameters (tied), Qwen3-4B 4.02B (tied).
    small = load_config([str(ROOT / "configs/qwen3_0p6b_agon.yaml")])
    big = load_config([str(ROOT / "configs/qwen3_4b_agon.yaml")])
    assert abs(param_count(small.model) / 1e9 - 0.596) < 0.01
    assert abs(param_count(big.model) / 1e9 - 4.02) < 0.01


def test_cluster_configs_pass_the_offline_check():
    lines = check_cluster_config(load_config([str(ROOT / "configs/qwen3_4b_agon.yaml")]), gpus=16)
    assert any("TP=2 PP=1 DP=8" in line for line in lines) and lines[-1].endswith("OK")


def test_cluster_check_rejects_a_layout_that_does_not_fit():
    cfg = load_config([str(ROOT / "configs/qwen3_4b_agon.yaml")], ["parallel.tp=1", "parallel.use_distributed_optimizer=false"])
    with pytest.raises(ConfigError, match="GiB per GPU"):
        check_cluster_config(cfg, gpus=1)
    with pytest.raises(ConfigError, match="not divisible by TP\\*PP"):
        check_cluster_config(load_config([str(ROOT / "configs/qwen3_4b_agon.yaml")]), gpus=3)


def test_render_slurm_and_torchrun():
    cfg = load_config([str(ROOT / "configs/qwen3_4b_agon.yaml")])
    s = render("slurm", cfg, ["configs/qwen3_4b_agon.yaml"], nodes=2, gpus_per_node=8)
    assert "#SBATCH --nodes=2" in s and "--nproc-per-node=8" in s
    assert "--config configs/qwen3_4b_agon.yaml" in s and "MASTER_ADDR=$(scontrol" in s
    t = render("torchrun", cfg, ["a b.yaml"], gpus_per_node=4)
    assert t == "torchrun --standalone --nproc-per-node=4 -m agon_mcore.cli train --config 'a b.yaml'"
    with pytest.raises(ValueError, match="not divisible"):
        render("slurm", cfg, [], nodes=1, gpus_per_node=3)
