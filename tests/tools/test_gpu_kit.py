"""tools/gpu_kit.py: the offline kit is built from wheels on disk (no network), installed into a
fresh virtual environment with pip's index off and every proxy pointing nowhere, and the project
(agon_mcore + agon_kernels) and megatron-core import from that environment; the GPU check's dry
run works there, from outside the checkout.

Where the wheels come from: ``AGON_GPU_KIT_WHEELS``, else ``.ci/gpu_kit/wheels`` (.ci/run
downloads them while PyPI is reachable, before the tests run). torch and triton come from the
machine's own install (``--system-site-packages``), as on the bare GPU machine."""
import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KIT = ROOT / "tools" / "gpu_kit.py"
PY = f"{sys.version_info.major}.{sys.version_info.minor}"


def _local_wheels() -> Path:
    d = Path(os.environ.get("AGON_GPU_KIT_WHEELS") or ROOT / ".ci" / "gpu_kit" / "wheels")
    if not any(d.glob("megatron_core-*.whl")):
        pytest.skip(f"no kit wheels in {d}: run `python tools/gpu_kit.py build --out .ci/gpu_kit --python-version {PY} "
                    "--no-project` once with PyPI reachable (.ci/run does), or set AGON_GPU_KIT_WHEELS")
    return d


def test_requirements_are_pinned_and_extras_checked():
    sys.path.insert(0, str(ROOT / "tools"))
    import gpu_kit

    reqs = gpu_kit.requirements()
    assert "megatron-core==0.16.1" in reqs and any(r.startswith("omegaconf==") for r in reqs)
    assert any(r.startswith("antlr4-python3-runtime==") for r in reqs) and not any("torch" in r for r in reqs)
    assert "numpy==2.4.6" in gpu_kit.requirements(["numpy"])
    with pytest.raises(SystemExit, match="unknown kit extra"):
        gpu_kit.requirements(["cuda"])


@pytest.mark.slow
def test_kit_installs_offline_into_a_fresh_venv_and_the_project_imports(tmp_path):
    wheels = _local_wheels()
    kit = tmp_path / "kit"
    r = subprocess.run([sys.executable, str(KIT), "build", "--out", str(kit), "--python-version", PY,
                        "--from-dir", str(wheels)], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-3000:]
    man = json.loads((kit / "manifest.json").read_text())
    assert any(n.startswith("agon_mcore-") for n in man["files"]) and man["total_mib"] < 64  # travels with the checkout
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(system_site_packages=True, with_pip=False).create(env_dir)
    py = str(env_dir / "bin" / "python")
    offline = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL")}
    offline.update(PIP_NO_INDEX="1", HTTP_PROXY="http://127.0.0.1:9", HTTPS_PROXY="http://127.0.0.1:9",
                   http_proxy="http://127.0.0.1:9", https_proxy="http://127.0.0.1:9", PIP_DISABLE_PIP_VERSION_CHECK="1")
    # the venv's own python runs the installer (pip from the system site-packages)
    r = subprocess.run([py, str(KIT), "install", "--kit", str(kit)], capture_output=True, text=True, timeout=600,
                       env=offline, cwd=tmp_path)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-3000:]
    code = ("import agon_mcore, agon_kernels, agon_kernels.logprob, megatron.core, omegaconf, agon_mcore.config as c;"
            "c.load_config(None, []);"
            "print(agon_mcore.__file__, agon_kernels.__file__, megatron.core.__file__, omegaconf.__file__)")
    r = subprocess.run([py, "-c", code], capture_output=True, text=True, timeout=300, env=offline, cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-3000:]
    for path in r.stdout.split():  # every one from the fresh environment, none from the checkout/system
        assert path.startswith(str(env_dir)), (path, r.stdout)
    # the dry run from the installed project, outside the checkout
    r = subprocess.run([py, str(ROOT / "tools" / "gpu_check.py"), "--dry-run"], capture_output=True, text=True,
                       timeout=300, env=offline, cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-3000:]
    rep = json.loads(r.stdout)
    assert rep["imports"]["agon_mcore"].startswith(str(env_dir))
    assert all(c["status"] == "skipped" for c in rep["checks"].values())
