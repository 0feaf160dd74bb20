"""Configs by name from any directory, and a built wheel that ships them.

The wheel test builds with pip from a copy of this checkout's files (what git would commit),
installs the wheel into a fresh venv outside the checkout (``--system-site-packages`` for
torch/megatron/transformers, ``--no-deps``) and runs the installed ``agon`` from an empty
directory with no PYTHONPATH.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from agon_mcore.cli import build_parser, main
from agon_mcore.config import ConfigError, load_config, resolve_config_path, shipped_configs

REPO = Path(__file__).resolve().parent.parent
NAMES = sorted(p.stem for p in (REPO / "configs").glob("*.yaml"))


def test_every_checkout_config_is_shipped_by_name():
    assert NAMES and "qwen3_4b_agon" in NAMES
    assert sorted(shipped_configs()) == NAMES


@pytest.mark.parametrize("spec", ["qwen3_4b_agon", "qwen3_4b_agon.yaml", "configs/qwen3_4b_agon.yaml"])
def test_config_by_name_from_any_directory(tmp_path, monkeypatch, spec):
    monkeypatch.chdir(tmp_path)  # no configs/ here
    assert resolve_config_path(spec).read_text() == (REPO / "configs/qwen3_4b_agon.yaml").read_text()
    cfg = load_config([spec])
    assert (cfg.model.hidden_size, cfg.parallel.tp) == (2560, 2)


def test_a_local_file_wins_over_a_shipped_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "configs").mkdir()
    (tmp_path / "configs/default_cpu.yaml").write_text("train:\n  steps: 7\n")
    assert load_config(["configs/default_cpu.yaml"]).train.steps == 7


def test_unknown_name_lists_the_shipped_ones(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ConfigError, match="qwen3_4b_agon"):
        load_config(["qwen3_4b_agnon"])
    with pytest.raises(ConfigError, match="not found"):
        load_config(["elsewhere/qwen3_4b_agon.yaml"])  # a path that is not there is not a name
    assert main(["check-config", "--config", "no_such_config"]) == 2
    assert "deepmath_hard_cpu" in capsys.readouterr().err


def test_train_help_lists_the_configs():
    text = " ".join(build_parser()._subparsers._group_actions[0].choices["train"].format_help().split())
    for name in NAMES:
        assert name in text, name


def _checkout_copy(dst: Path) -> Path:
    """The files git would commit (tracked + untracked not ignored), copied to ``dst``."""
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=REPO, check=True,
                           capture_output=True, text=True).stdout.split("\n")
    for f in filter(None, files):
        src = REPO / f
        if src.is_file() and not src.is_symlink():
            (dst / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst / f)
    return dst


@pytest.mark.slow
def test_wheel_ships_configs_and_runs_check_config_by_name(tmp_path):
    src = _checkout_copy(tmp_path / "src")
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(wheels)], cwd=src, check=True, timeout=900)
    (whl,) = wheels.glob("agon_mcore-*.whl")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True, timeout=300)
    py = venv / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    # --ignore-installed: the venv sees the system's (editable) agon-mcore of the same version,
    # which pip would otherwise call "already installed"; nothing outside the venv is touched
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-deps", "--ignore-installed", str(whl)], env=env,
                   check=True, timeout=600)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = subprocess.run([str(py), "-c", "import agon_mcore; print(agon_mcore.__file__)"], cwd=elsewhere, env=env,
                           check=True, capture_output=True, text=True).stdout.strip()
    assert where.startswith(str(venv)), where  # the wheel, not this checkout or an editable install
    r = subprocess.run([str(venv / "bin" / "agon"), "check-config", "--config", "qwen3_4b_agon", "--gpus", "16"],
                       cwd=elsewhere, env=env, capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "rival A: qwen3 4.02B params; TP=2 PP=1 DP=8" in r.stdout
    assert "layout and memory: OK" in r.stdout
