"""Fixtures of the train tests.

- ``one_step_ep2``: one Agon step of a shipped tiny config under a 2-process torchrun (gloo), checked.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from agon_mcore.metrics import read_metrics

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def one_step_ep2(torchrun, tmp_path):
    """``run(config, *overrides, label=...)``: ``agon train --config ROOT/config --run-dir tmp_path/run
    *overrides`` on 2 ranks (``config`` a path relative to the repo root, e.g. ``configs/tiny_moe_cpu.yaml``;
    the overrides must make it one step). Fails the test when the launch exits non-zero (with its output), when
    the metrics are not exactly step 0, or when either rival's train/rollout log-prob mismatch (nats per token,
    the trainer's sharded log-probs vs the rollout engine's) is 1e-5 or more; prints both under ``label``.
    Returns the step's metrics row (dict)."""
    def run(config: str, *overrides: str, label: str) -> dict:
        run_dir = tmp_path / "run"
        # "-m": torchrun runs the module agon_mcore.cli (the `agon` command) on each rank
        torchrun("-m", "agon_mcore.cli", "train", "--config", str(ROOT / config), "--run-dir", str(run_dir),
                 *overrides, timeout=900)
        rows = read_metrics(run_dir)
        assert [r["step"] for r in rows] == [0]
        row = rows[0]
        print(f"\n[{label}] logprob_mismatch A {row['train/A/logprob_mismatch']:.2e} "
              f"B {row['train/B/logprob_mismatch']:.2e}")
        assert row["train/A/logprob_mismatch"] < 1e-5 and row["train/B/logprob_mismatch"] < 1e-5
        return row

    return run
