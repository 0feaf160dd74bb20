"""configs/cliff_cpu.yaml and configs/ib_rl_cpu.yaml train 2 real steps (tiny settings), Cliff with
the rival as teacher, and the IB-RL cross-play evaluation pairs two seeds' runs
(configs/opd_then_rl_cpu.yaml runs in test_opd.py)."""
import json

import pytest

from agon_mcore.config import load_config

TINY = ["sft.steps=0", "data.batch_size=2", "rollout.sampling.n=3", "rollout.sampling.max_new_tokens=10",
        "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=16",
        "data.synthetic.num_test=4", "train.steps=2", "eval.num_problems=2"]


def _train(config, tmp_path, name, *over):
    from agon_mcore.train.run import run_train

    cfg = load_config([config], TINY + [f"train.run_dir={tmp_path / name}", *over])
    run_train(cfg)
    return [json.loads(x) for x in (tmp_path / name / "metrics.jsonl").read_text().splitlines() if x.strip()]


@pytest.mark.slow
def test_cliff_config_two_steps(tmp_path):
    rows = _train("configs/cliff_cpu.yaml", tmp_path, "cliff")
    assert [r["step"] for r in rows] == [0, 1]
    for r in rows:
        for role in ("draft", "challenge"):
            # an untrained model fails everything; the exact teacher judges every failed rollout
            assert r[f"cliff/{role}/failed"] == 6 and r[f"cliff/{role}/groups_fallback"] == 0
            assert 0 <= r[f"cliff/{role}/found_frac"] <= 1 and r[f"cliff/{role}/teacher_calls"] == 0
    assert "cliff/draft/overhead_frac" in rows[0]


@pytest.mark.slow
def test_cliff_with_the_rival_as_teacher(tmp_path, monkeypatch):
    from agon_mcore.train.trainer import AgonTrainer

    tr = AgonTrainer(load_config(["configs/cliff_cpu.yaml"], TINY + [f"train.run_dir={tmp_path / 'r'}",
                                                                   "algorithm.cliff.teacher=rival"]))
    real = tr.score

    def score(problems, responses):  # the untrained model never stops; count its responses as finished
        for row in responses:
            for r in row:
                r.finish_reason = "stop"
        return real(problems, responses)

    monkeypatch.setattr(tr, "score", score)
    try:
        m = tr.step()
    finally:
        tr.close()
    for role in ("draft", "challenge"):
        assert m[f"cliff/{role}/teacher_calls"] > 0  # one judgement per (failed rollout, step prefix)
        assert 0 <= m[f"cliff/{role}/agreement"] <= 1  # compared with the exact teacher on the built-in task
        assert 0 <= m[f"cliff/{role}/found_frac"] <= 1 and 0 <= m[f"cliff/{role}/judge_reject_rate"] <= 1


@pytest.mark.slow
def test_ib_rl_config_two_steps_and_cross_play(tmp_path):
    from agon_mcore.cross_play import cross_play

    runs = []
    for seed in (0, 1):
        rows = _train("configs/ib_rl_cpu.yaml", tmp_path, f"ib_s{seed}", f"train.seed={seed}")
        assert [r["step"] for r in rows] == [0, 1]
        for r in rows:  # fixed roles: A drafts, B answers, every step
            assert r["ib_rl/draft/rival"] == 0.0 and r["ib_rl/challenge/rival"] == 1.0
            assert 0 <= r["ib_rl/challenge/correct_rate"] <= 1
        runs.append(tmp_path / f"ib_s{seed}")
    res = cross_play(runs[0], runs[1], ["eval.num_problems=2", "eval.n=1", "eval.k=[1]"])
    assert set(res["pairs"]) == {"ib_s0.A->ib_s0.B", "ib_s0.A->ib_s1.B", "ib_s1.A->ib_s1.B", "ib_s1.A->ib_s0.B"}
    for row in res["pairs"].values():
        assert 0 <= row["cascade"] <= 1 and row["num_problems"] == 2
    # the challenger's weights are the other run's (fingerprints), the drafter's its own run's
    p = res["pairs"]
    assert p["ib_s0.A->ib_s1.B"]["weights"]["B"] == p["ib_s1.A->ib_s1.B"]["weights"]["B"]
    assert p["ib_s0.A->ib_s1.B"]["weights"]["B"] != p["ib_s0.A->ib_s0.B"]["weights"]["B"]
    assert p["ib_s0.A->ib_s1.B"]["weights"]["A"] == p["ib_s0.A->ib_s0.B"]["weights"]["A"]
    assert p["ib_s0.A->ib_s1.B"]["B"] == p["ib_s1.A->ib_s1.B"]["B"]  # B alone: the same model, the same score
    assert len(res["gap"]) == 2
