"""The `agon` command: subcommands, config checks and clean errors (agon_mcore/cli.py)."""
import subprocess
import sys
from pathlib import Path

import pytest

from agon_mcore.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[1]


def test_help_lists_every_subcommand():
    out = subprocess.run([sys.executable, "-m", "agon_mcore.cli", "--help"], capture_output=True, text=True, check=True).stdout
    for sub in ("train", "sft", "eval", "check-config", "convert", "profile", "launch"):
        assert sub in out


def test_train_flags_parse():
    a = build_parser().parse_args(["train", "--config", "x.yaml", "--resume", "runs/r", "algorithm.mode=coop"])
    assert a.config == ["x.yaml"] and a.resume == "runs/r" and a.overrides == ["algorithm.mode=coop"]


def test_check_config_prints_merged_config_and_memory(capsys):
    assert main(["check-config", "--config", str(ROOT / "configs/qwen3_4b_agon.yaml"), "--gpus", "16"]) == 0
    out = capsys.readouterr().out
    assert "hidden_size: 2560" in out and "TP=2 PP=1 DP=8" in out


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["check-config", "algorithm.nope=1"], "unknown config key 'algorithm.nope'"),
        (["check-config", "parallel.tp=3"], "not divisible by TP=3"),
        (["train", "--config", "/nonexistent.yaml"], "config file '/nonexistent.yaml' not found"),
    ],
)
def test_user_errors_exit_2_with_the_cause(argv, fragment, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert fragment in err and "Traceback" not in err


def test_resume_of_a_non_run_folder(tmp_path, capsys):
    assert main(["train", "--resume", str(tmp_path)]) == 2
    assert "no config.yaml there" in capsys.readouterr().err


def test_launch_renders_sbatch(capsys):
    assert main(["launch", "slurm", "--config", str(ROOT / "configs/qwen3_0p6b_agon.yaml"), "--nodes", "1"]) == 0
    assert "#SBATCH --nodes=1" in capsys.readouterr().out
