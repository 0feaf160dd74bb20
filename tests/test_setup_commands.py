"""README's set-up commands give a CPU machine PyTorch's CPU build and a GPU machine the CUDA
build; .ci/run installs the CPU build from the configured index when it has it, else from
PyTorch's CPU index.

GPU or no GPU is what ``nvidia-smi -L`` says; the tests put a stand-in ``nvidia-smi`` (a
labelled fake: a script that lists one GPU, or none on PATH) in front of the real shell.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
CPU_INDEX = "https://download.pytorch.org/whl/cpu"


def _readme_commands() -> list[str]:
    text = (REPO / "README.md").read_text()
    setup = text.split("## Set up", 1)[1].split("\n## ", 1)[0]
    cmds = re.findall(r"```bash\n(.*?)\n```", setup, re.S)
    assert len(cmds) == 2, cmds
    return cmds


def _torch_args(cmd: str, gpu: bool, tmp_path: Path) -> list[str]:
    """The arguments the command's first step passes to ``pip install`` on this kind of machine."""
    first = cmd.split("&&")[0].strip()
    assert first.startswith("pip install torch==2.13.0"), first
    bin_dir = tmp_path / ("gpu" if gpu else "cpu")
    bin_dir.mkdir()
    if gpu:  # stand-in for the NVIDIA driver's tool on a GPU machine
        (bin_dir / "nvidia-smi").write_text("#!/bin/sh\necho 'GPU 0: NVIDIA H100 80GB HBM3'\n")
        (bin_dir / "nvidia-smi").chmod(0o755)
    env = dict(os.environ, PATH=f"{bin_dir}:/usr/bin:/bin")
    out = subprocess.run(["bash", "-c", "printf '%s\\n' " + first.replace("pip install ", "", 1)], env=env,
                         capture_output=True, text=True, check=True).stdout
    return out.split()


@pytest.mark.parametrize("which", [0, 1], ids=["run", "tests"])
def test_readme_gives_cpu_machines_the_cpu_build(tmp_path, which):
    cmd = _readme_commands()[which]
    assert _torch_args(cmd, gpu=False, tmp_path=tmp_path) == ["torch==2.13.0", "--index-url", CPU_INDEX]


@pytest.mark.parametrize("which", [0, 1], ids=["run", "tests"])
def test_readme_gives_gpu_machines_the_default_cuda_build(tmp_path, which):
    cmd = _readme_commands()[which]
    assert _torch_args(cmd, gpu=True, tmp_path=tmp_path) == ["torch==2.13.0"]  # PyPI's Linux torch is the CUDA build


def _ci_torch_step() -> str:
    text = (REPO / ".ci" / "run").read_text()
    m = re.search(r"^if python -m pip install .*?^fi\n", text, re.S | re.M)
    assert m, "the torch step of .ci/run"
    return m.group(0)


def _run_step_with_pip(tmp_path: Path, local_has_cpu_wheel: bool) -> tuple[str, list[str]]:
    """Run .ci/run's torch step with ``python`` a stand-in that records each call and answers
    the +cpu request as a configured index with (or without) the wheel would."""
    log = tmp_path / "calls.txt"
    shim = tmp_path / "bin" / "python"
    shim.parent.mkdir()
    shim.write_text(
        "#!/bin/sh\n"
        f"echo \"$*\" >> {log}\n"
        f"case \"$*\" in *'2.13.0+cpu'*) exit {0 if local_has_cpu_wheel else 1};; esac\n"
        "case \"$*\" in -c*) echo 2.13.0+cpu;; esac\n"
        "exit 0\n")
    shim.chmod(0o755)
    env = dict(os.environ, PATH=f"{shim.parent}:/usr/bin:/bin")
    out = subprocess.run(["bash", "-euo", "pipefail", "-c", _ci_torch_step()], env=env, capture_output=True,
                         text=True, check=True).stdout
    return out, log.read_text().splitlines()


def test_ci_uses_the_local_cpu_wheel_when_the_index_has_it(tmp_path):
    out, calls = _run_step_with_pip(tmp_path, local_has_cpu_wheel=True)
    assert "from the configured package index" in out
    assert not any(CPU_INDEX in c for c in calls)


def test_ci_falls_back_to_pytorch_cpu_index(tmp_path):
    out, calls = _run_step_with_pip(tmp_path, local_has_cpu_wheel=False)
    assert "installing it from " + CPU_INDEX in out
    assert calls[-1] == f"-m pip install -q torch==2.13.0 --index-url {CPU_INDEX}"
    assert not any(c.startswith("-m pip install") and CPU_INDEX not in c and "+cpu" not in c for c in calls)


@pytest.mark.slow
def test_this_machine_finds_the_cpu_wheel_locally():
    """The dev machines' pip config resolves the step's first request (no network to pytorch.org)."""
    r = subprocess.run([sys.executable, "-m", "pip", "install", "--dry-run", "-q", "--only-binary=:all:",
                        "torch==2.13.0+cpu"], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
