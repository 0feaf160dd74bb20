#!/usr/bin/env python
"""Offline kit for a bare GPU machine: a small wheelhouse + the project, installed without network.

The bare machine has Python, torch (CUDA) and triton, and nothing else the GPU check needs
(docs/gpu.md). On a machine with package access:

    python tools/gpu_kit.py build --out gpu_kit                # wheels for Python 3.12, x86_64 Linux
    python tools/gpu_kit.py build --out gpu_kit --python-version 3.11 --extra data

then carry ``gpu_kit/`` (tens of MiB; see ``gpu_kit/manifest.json``) with the checkout and run,
on the bare machine:

    python tools/gpu_kit.py install --kit gpu_kit             # pip --no-index --no-deps, then the project
    python tools/gpu_check.py --out gpu_check.json

``build`` runs ``pip download --only-binary=:all: --no-deps`` for the exact pins in
:data:`KIT` (the versions the project is tested with), for the target ``--python-version`` and
manylinux x86_64 (pure-Python wheels are ``py3-none-any`` and fit any target), and
``pip wheel --no-deps`` of this checkout. ``install`` runs ``pip install --no-index
--find-links <kit>/wheels --no-deps --ignore-installed`` of every wheel, then the project wheel with ``--no-deps``
(or ``-e <checkout> --no-build-isolation`` with ``--editable``): torch and triton are never
touched. ``--from-dir`` builds the kit from wheels already on disk (no network), which the
tests use.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Sequence

ROOT = Path(__file__).resolve().parents[1]

# What the GPU check imports beyond torch/triton (agon_mcore's imports on the paths the checks
# take), pinned to the versions tested on the dev machines. Binary ones (psutil, PyYAML,
# safetensors, tokenizers, regex, numpy) come as manylinux wheels for the target Python.
KIT: Dict[str, List[str]] = {
    "core": [
        "megatron-core==0.16.1", "omegaconf==2.4.0", "antlr4-python3-runtime==4.13.2", "PyYAML==6.0.3",
        "psutil==7.2.2", "packaging==26.2", "typing_extensions==4.16.0",
        "transformers==5.24.0", "huggingface_hub==2.4.0", "tokenizers==0.23.3", "safetensors==0.8.0",
        "regex==2026.5.9", "tqdm==4.70.1", "filelock==4.3.1", "fsspec==2026.9.0", "hf-xet==1.8.0",
        "httpx==0.28.1", "httpcore==1.0.9", "httpx2==2.17.0", "httpcore2==2.17.0", "truststore==0.10.5", "h11==0.16.0", "anyio==4.16.0", "idna==3.20", "certifi==2026.5.20",
        "sniffio==1.3.1", "rich==15.0.0", "markdown-it-py==4.3.0", "mdurl==0.1.2", "Pygments==2.20.0",
        "math-verify==0.9.0", "latex2sympy2_extended==1.11.0", "sympy==1.14.0", "mpmath==1.3.0",
        "peft==0.21.2", "accelerate==1.15.0", "requests==2.34.2", "urllib3", "charset-normalizer",
        "typer-slim", "click", "shellingham",
    ],
    # numpy (16 MiB) usually comes with the machine's torch install: only with --extra numpy
    "numpy": ["numpy==2.4.6"],
    # datasets alone, for a machine whose torch image already has pyarrow, pandas and xxhash (the lent
    # H100/H200 image does): local_rollout and agon_train_default load the default task through it
    "datasets": ["datasets==5.2.0", "dill==0.4.1", "multiprocess==0.70.19"],
    # real-dataset loading (pyarrow alone is ~40 MiB): only with --extra data
    "data": ["datasets==5.2.0", "pyarrow", "pandas", "dill", "multiprocess", "xxhash", "python-dateutil", "six",
             "tzdata", "pytz"],
}
MANYLINUX = ("manylinux_2_28_x86_64", "manylinux_2_17_x86_64", "manylinux2014_x86_64")


def requirements(extras: Sequence[str] = ()) -> List[str]:
    """The kit's requirement strings: ``core`` plus the named extras (``data``)."""
    bad = [e for e in extras if e not in KIT or e == "core"]
    if bad:
        raise SystemExit(f"unknown kit extra(s) {bad}; choose from {sorted(set(KIT) - {'core'})}")
    out = list(KIT["core"])
    for e in extras:
        out += KIT[e]
    return out


def _pip(args: List[str]) -> None:
    cmd = [sys.executable, "-m", "pip", *args]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)


def build(out: Path, python_version: str = "3.12", extras: Sequence[str] = (), from_dir: Optional[Path] = None,
          project: bool = True) -> dict:
    """Fill ``out/wheels`` and write ``out/manifest.json`` (files, sizes, total MiB).

    Args:
        from_dir: take the wheels from this folder instead of the index (``pip download
            --no-index --find-links``): no network.
        project: also build this checkout's wheel (``pip wheel --no-deps``).

    Raises:
        subprocess.CalledProcessError: pip failed (a pin with no wheel for the target, no network).
    """
    wheels = out / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    args = ["download", "--no-deps", "--only-binary=:all:", "--dest", str(wheels), "--python-version", python_version,
            "--implementation", "cp"]
    for plat in MANYLINUX:
        args += ["--platform", plat]
    if from_dir is not None:
        args += ["--no-index", "--find-links", str(from_dir)]
    _pip(args + requirements(extras))
    if project:
        _pip(["wheel", "--no-deps", "--no-build-isolation", "--wheel-dir", str(wheels), str(ROOT)])
    files = sorted(wheels.glob("*.whl"))
    man = {"python_version": python_version, "extras": list(extras),
           "files": {f.name: f.stat().st_size for f in files},
           "total_mib": round(sum(f.stat().st_size for f in files) / 2**20, 2)}
    (out / "manifest.json").write_text(json.dumps(man, indent=1))
    print(f"kit: {len(files)} wheels, {man['total_mib']} MiB in {wheels}", flush=True)
    return man


def install(kit: Path, editable: bool = False, python: str = sys.executable) -> None:
    """Install every wheel of ``kit/wheels`` without network and without dependencies, then the
    project (its wheel, or ``-e`` this checkout with ``editable``). torch/triton stay as they are."""
    wheels = sorted((kit / "wheels").glob("*.whl"))
    if not wheels:
        raise SystemExit(f"no wheels in {kit / 'wheels'}: build the kit first (python tools/gpu_kit.py build)")
    deps = [w for w in wheels if not w.name.startswith("agon_mcore-")]
    own = [w for w in wheels if w.name.startswith("agon_mcore-")]
    # --ignore-installed: the kit's pinned versions land in this environment even where another
    # copy is visible (a venv over the system site-packages); only the kit's wheels are named
    base = [python, "-m", "pip", "install", "--no-index", "--find-links", str(kit / "wheels"), "--no-deps",
            "--ignore-installed"]
    print("+", " ".join(base), f"<{len(deps)} wheels>", flush=True)
    subprocess.run(base + [str(w) for w in deps], check=True)
    if editable or not own:
        subprocess.run(base + ["--no-build-isolation", "-e", str(ROOT)], check=True)
    else:
        subprocess.run(base + [str(own[-1])], check=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="download the wheels and build the project wheel")
    b.add_argument("--out", default="gpu_kit")
    b.add_argument("--python-version", default="3.12")
    b.add_argument("--extra", action="append", default=[], help="also a group: 'datasets' (datasets alone, for machines with pyarrow and pandas) or 'data' (datasets, pyarrow, pandas)")
    b.add_argument("--from-dir", default=None, help="take wheels from this folder (no network)")
    b.add_argument("--no-project", action="store_true")
    i = sub.add_parser("install", help="install a kit offline (then the project)")
    i.add_argument("--kit", default="gpu_kit")
    i.add_argument("--editable", action="store_true", help="pip install -e the checkout instead of its wheel")
    args = ap.parse_args(argv)
    if args.cmd == "build":
        build(Path(args.out), args.python_version, args.extra, Path(args.from_dir) if args.from_dir else None,
              project=not args.no_project)
    else:
        install(Path(args.kit), editable=args.editable)
    return 0


if __name__ == "__main__":
    sys.exit(main())
