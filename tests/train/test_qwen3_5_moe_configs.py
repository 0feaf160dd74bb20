"""The shipped Qwen3.5-MoE configs: the tiny CPU pair trains one Agon step at EP=2 under a 2-process torchrun;
the Qwen3.5-35B-A3B cluster config has the checkpoint's sizes and passes check-config on 1, 2 and 4 nodes."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from agon_mcore.config import load_config, rival_model
from agon_mcore.metrics import read_metrics

ROOT = Path(__file__).resolve().parents[2]
TINY = [
    "sft.steps=0", "data.batch_size=2", "rollout.sampling.n=4", "rollout.sampling.max_new_tokens=16",
    "eval.num_problems=2", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=32",
    "data.synthetic.num_test=4", "train.steps=1",
]


@pytest.mark.slow
@pytest.mark.distributed
def test_tiny_qwen3_5_moe_config_trains_with_ep2_under_torchrun(tmp_path):
    cfg = load_config([str(ROOT / "configs/tiny_qwen3_5_moe_cpu.yaml")])
    m = rival_model(cfg, "A")
    assert (m.arch, m.num_experts, m.layer_types.count("linear_attention"), cfg.parallel.ep) == ("qwen3_5_moe", 4, 3, 2)
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "2",
           "-m", "agon_mcore.cli", "train", "--config", str(ROOT / "configs/tiny_qwen3_5_moe_cpu.yaml"),
           "--run-dir", str(tmp_path / "run"), *TINY]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = read_metrics(tmp_path / "run")
    assert [r["step"] for r in rows] == [0]
    print(f"\n[tiny_qwen3_5_moe_cpu EP=2] logprob_mismatch A {rows[0]['train/A/logprob_mismatch']:.2e} "
          f"B {rows[0]['train/B/logprob_mismatch']:.2e}")
    assert rows[0]["train/A/logprob_mismatch"] < 1e-5 and rows[0]["train/B/logprob_mismatch"] < 1e-5
