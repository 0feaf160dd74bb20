"""`agon train` one Agon step with MoE routing replay on, from configs/tiny_moe_cpu.yaml in one
process (parallel.ep=1): the local engine's routes ride every sample, the trainer replays them,
the step logs route_disagreement beside logprob_mismatch, and the step record keeps the routes.
With replay off the engine records nothing and the metric is absent (not 0); with
model.moe_record_routes=true alone the routes are recorded and measured but not replayed."""
from pathlib import Path

import numpy as np
import pytest

from agon_mcore.config import load_config
from agon_mcore.metrics import read_metrics

ROOT = Path(__file__).resolve().parents[2]
TINY = [
    "sft.steps=0", "data.batch_size=2", "rollout.sampling.n=4", "rollout.sampling.max_new_tokens=16",
    "eval.num_problems=2", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=32",
    "data.synthetic.num_test=4", "train.steps=1",
]


@pytest.mark.slow
def test_train_one_step_with_routing_replay(tmp_path, capsys):
    from agon_mcore.train.rollouts import read_record, record_path
    from agon_mcore.train.run import run_train

    cfg = load_config([str(ROOT / "configs/tiny_moe_cpu.yaml")],
                      TINY + ["parallel.ep=1", "model.moe_routing_replay=true", "train.save_rollouts=true",
                              f"train.run_dir={tmp_path}/run"])
    out = run_train(cfg)
    assert out["steps"] == 1
    row = read_metrics(Path(out["run_dir"]))[0]
    with capsys.disabled():
        print(f"\n[tiny_moe_cpu routing replay] logprob_mismatch A {row['train/A/logprob_mismatch']:.2e} "
              f"B {row['train/B/logprob_mismatch']:.2e}; route_disagreement A {row['train/A/route_disagreement']:.3f} "
              f"B {row['train/B/route_disagreement']:.3f}")
    for r in "AB":
        assert row[f"train/{r}/logprob_mismatch"] < 1e-5
        # the fp32 local engine chooses as the trainer does: (almost) no route differs
        assert 0.0 <= row[f"train/{r}/route_disagreement"] < 0.01
    ro = read_record(record_path(Path(out["run_dir"]) / "rollouts", 0))
    resp = [s.response for row_ in ro.drafts + ro.challenges for s in row_ if s.response.output_ids]
    assert resp and all(r.routed_experts.shape == (len(r.prompt_ids) + len(r.output_ids) - 1, 2, 2) for r in resp)


@pytest.mark.slow
@pytest.mark.parametrize("record", [False, True])
def test_train_one_step_without_replay_records_routes_only_when_asked(tmp_path, record):
    from agon_mcore.train.rollouts import read_record, record_path
    from agon_mcore.train.run import run_train

    cfg = load_config([str(ROOT / "configs/tiny_moe_cpu.yaml")],
                      TINY + ["parallel.ep=1", "model.moe_routing_replay=false", f"model.moe_record_routes={record}",
                              "train.save_rollouts=true", f"train.run_dir={tmp_path}/run"])
    out = run_train(cfg)
    row = read_metrics(Path(out["run_dir"]))[0]
    ro = read_record(record_path(Path(out["run_dir"]) / "rollouts", 0))
    resp = [s.response for row_ in ro.drafts + ro.challenges for s in row_ if s.response.output_ids]
    assert len(resp) == 2 * 2 * 4  # 2 problems x 4 drafts, each answered once
    for r in "AB":
        assert row[f"train/{r}/logprob_mismatch"] < 1e-5
    if record:
        assert all(r.routed_experts.dtype == np.int32
                   and r.routed_experts.shape == (len(r.prompt_ids) + len(r.output_ids) - 1, 2, 2) for r in resp)
        assert all(0.0 <= row[f"train/{r}/route_disagreement"] < 0.01 for r in "AB")
    else:
        assert all(r.routed_experts is None for r in resp)
        assert not any(k.endswith("route_disagreement") for k in row)
