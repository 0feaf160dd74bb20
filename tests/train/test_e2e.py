"""The main job end to end on CPU (agon_mcore/train): the embedded default at reduced size,
every algorithm mode, resume equality, faults, Ctrl-C, real DeepMath data and
heterogeneous rivals."""
import json
import math
import os
import signal
from pathlib import Path

import pytest
import torch

from agon_mcore.config import load_config
from agon_mcore.metrics import read_metrics

ROOT = Path(__file__).resolve().parents[2]

# Small enough for CI: 2 problems x N=4 drafts, 24 new tokens.
TINY = [
    "sft.steps=2", "sft.batch_size=8", "data.batch_size=2", "rollout.sampling.n=4",
    "rollout.sampling.max_new_tokens=24", "eval.num_problems=4", "logging.progress=false",
    "logging.tensorboard=false", "data.synthetic.num_train=64", "data.synthetic.num_test=8",
]

# AGON.md "Metrics every run logs", per role and per rival, plus timing per phase.
REQUIRED_KEYS = [
    "draft/reward_mean", "draft/correct_rate", "draft/zero_var_frac", "draft/len_mean", "draft/len_p90",
    "challenge/reward_mean", "challenge/correct_rate", "challenge/conversion_rate", "challenge/zero_var_frac",
    "challenge/len_mean", "challenge/len_p90",
    "A/reward_mean", "B/reward_mean", "A/correct_rate", "B/correct_rate",
    "train/A/loss", "train/B/loss", "train/A/clip_frac", "train/B/clip_frac", "train/A/entropy",
    "train/B/entropy", "train/A/kl", "train/B/kl", "train/A/logprob_mismatch", "train/B/logprob_mismatch",
    "train/A/grad_norm", "perf/tokens_per_s", "perf/rollout_tokens_per_s",
    "time/generate_draft", "time/generate_challenge", "time/verify", "time/train_A", "time/train_B",
    "time/weight_sync", "time/step",
]


def tiny_cfg(tmp_path, *extra, config=None):
    cfg = load_config([str(ROOT / config)] if config else [], TINY + [f"train.run_dir={tmp_path}/run", *extra])
    return cfg


def params(trainer, rival):
    return {k: v.detach().clone() for k, v in trainer.rivals[rival].policy.named_parameters()}


@pytest.fixture(scope="module")
def trainer(tmp_path_factory):
    from agon_mcore.train.trainer import AgonTrainer

    tr = AgonTrainer(tiny_cfg(tmp_path_factory.mktemp("shared"), "train.steps=100"))
    yield tr
    tr.engine.shutdown()
    tr.verifier.close()


@pytest.mark.slow
def test_embedded_default_reduced_runs_to_its_table(tmp_path):
    from agon_mcore.train.run import final_table, run_train

    cfg = tiny_cfg(tmp_path, "train.steps=2", "checkpoint.save_every=1", "data.validation=synthetic:train")
    out = run_train(cfg)
    rd = Path(out["run_dir"])
    assert out["steps"] == 2
    rows = read_metrics(rd)
    assert [r["step"] for r in rows] == [0, 1]
    for key in REQUIRED_KEYS:
        assert key in rows[0], key
    assert rows[0]["drafter_is_A"] == 1.0 and rows[1]["drafter_is_A"] == 0.0  # roles rotate
    # The trainer's own recomputed log-probs agree with the rollout engine's.
    assert rows[0]["train/A/logprob_mismatch"] < 1e-4
    evals = json.loads((rd / "eval.json").read_text())
    assert [e["label"] for e in evals] == ["after_sft", "after_agon"]
    assert {"A", "B", "A->B", "B->A"} <= set(evals[-1]["settings"])
    assert final_table(evals).row_count == len(evals[-1]["settings"])
    # The deployed cascade direction is picked on the validation split, never on test.
    assert evals[-1]["cascade_direction"]["chosen"] in ("A->B", "B->A")
    assert evals[-1]["cascade_direction"]["validation"] == "synthetic:train"
    assert isinstance(rows[0]["step"], int)
    assert (rd / "config.yaml").exists() and (rd / "sft_metrics.jsonl").exists()
    dumped = [json.loads(line) for line in (rd / "rollouts" / "step_000000.jsonl").read_text().splitlines()]
    drafts = [d for d in dumped if d["role"] == "draft"]
    chall = [d for d in dumped if d["role"] == "challenge"]
    assert len(drafts) == len(chall) == 2 * 4
    assert all("summary" in d and "[hidden]" not in d["response"] for d in drafts)
    ckpts = sorted(p.name for p in (rd / "checkpoints").iterdir() if not p.name.startswith("."))
    assert ckpts[-1] == "step_000002"


@pytest.mark.parametrize(
    "mode, shared, rotate",
    [("adv", False, True), ("coop", False, True), ("margin", False, True), ("adv", True, True),
     ("adv", False, False), ("grpo", False, True)],
)
def test_each_mode_runs_a_step(trainer, mode, shared, rotate):
    trainer.algo.mode, trainer.algo.shared_opponent, trainer.algo.rotate_roles = mode, shared, rotate
    m = trainer.step()
    trained = {r: m.get(f"train/{r}/num_sequences") for r in "AB"}
    if mode == "grpo":
        # Single-model baseline: 2N samples of A per problem, B untouched.
        assert trained == {"A": 2 * 2 * 4, "B": None}
        assert "challenge/correct_rate" not in m
        assert trainer._last_rollouts.drafts and len(trainer._last_rollouts.drafts[0]) == 8
    else:
        # Both rivals are updated every step, each on its own stream of N per problem.
        assert trained == {"A": 2 * 4, "B": 2 * 4}
        ro = trainer._last_rollouts
        if not rotate:
            assert ro.drafter == "A"
        opp = [s.opponent_index for s in ro.challenges[0]]
        assert opp == ([0, 0, 0, 0] if shared else [0, 1, 2, 3])
        # The challenger reward form of the mode (AGON.md step 5), checked on every sample.
        lam = trainer.algo.lam
        for drow, crow in zip(ro.drafts, ro.challenges):
            for s in crow:
                # algorithm.truncation=zero (the default): a response cut at max_new_tokens
                # is scored as failed, as its own reward and as the opponent
                d = drow[s.opponent_index]
                cut_s, cut_d = s.response.finish_reason == "length", d.response.finish_reason == "length"
                c, c_opp, phi = (0.0 if cut_s else s.correct), (0.0 if cut_d else d.correct), (0.0 if cut_s else s.fmt)
                want = {"adv": 2 * c + c * (1 - c_opp), "coop": 2 * c, "margin": 2 * c + (c - c_opp)}[mode] + lam * phi
                assert s.reward == pytest.approx(want)
    assert math.isfinite(m["train/A/loss"])
    # compute spent per model (what `agon compare` sums): the tokens each rival generated, its
    # rollouts' and its update's model FLOPs (3x a forward of the same sequences, one token less)
    ro = trainer._last_rollouts
    for r in ("A",) if mode == "grpo" else ("A", "B"):
        mine = [s for g in (ro.drafts, ro.challenges or []) for row in g for s in row if s.response.rival == r]
        assert m[f"compute/{r}/gen_tokens"] == sum(len(s.response.output_ids) for s in mine) > 0
        assert 2.0 < m[f"compute/{r}/train_flops"] / m[f"compute/{r}/rollout_flops"] <= 3.0
    assert ("compute/B/gen_tokens" in m) == (mode != "grpo")
    trainer.algo.mode, trainer.algo.shared_opponent, trainer.algo.rotate_roles = "adv", False, True


@pytest.mark.slow
def test_resume_continues_exactly(tmp_path):
    from agon_mcore.train.trainer import AgonTrainer

    straight = AgonTrainer(tiny_cfg(tmp_path / "a", "train.steps=3", "sft.steps=0"))
    hist_a = straight.train()
    first = AgonTrainer(tiny_cfg(tmp_path / "b", "train.steps=3", "sft.steps=0"))
    first.train(steps=1)
    resumed = AgonTrainer(tiny_cfg(tmp_path / "b", "train.steps=3", "sft.steps=0"), resume=True)
    assert resumed.step_idx == 1
    hist_b = resumed.train()
    for r in "AB":
        pa, pb = params(straight, r), params(resumed, r)
        assert all(torch.equal(pa[k], pb[k]) for k in pa), f"rival {r} differs after resume"
    keys = ["draft/reward_mean", "challenge/reward_mean", "train/A/loss", "train/B/loss"]
    assert [[h[k] for k in keys] for h in hist_a[1:]] == [[h[k] for k in keys] for h in hist_b]
    assert [r["step"] for r in read_metrics(tmp_path / "b" / "run")] == [0, 1, 2]
    for t in (straight, first, resumed):
        t.engine.shutdown()
        t.verifier.close()


def test_nonfinite_steps_abort_with_a_clear_error(trainer, monkeypatch):
    from agon_mcore.train.trainer import TrainingError

    pol = trainer.rivals["A"].policy
    real = pol.train_step
    monkeypatch.setattr(pol, "train_step", lambda s: {**real(s), "skipped": 1.0})
    trainer.cfg.train.max_nonfinite_in_row = 2
    # Only A's steps are marked skipped; B's are fine but the step counts as skipped.
    with pytest.raises(TrainingError, match="2 steps in a row had a non-finite loss"):
        trainer.train(steps=3)


def test_dead_engine_is_reported_not_hidden(trainer, monkeypatch):
    from agon_mcore.rollout.types import RolloutError

    def dead(*a, **k):
        raise RolloutError("server http://127.0.0.1:30000 stopped answering")

    monkeypatch.setattr(trainer.engine, "generate", dead)
    with pytest.raises(RolloutError, match="stopped answering"):
        trainer.step()


def test_stale_weights_are_detected(trainer):
    from agon_mcore.train.trainer import TrainingError

    trainer.version["A"] += 1  # the trainer believes A moved on; the engine did not get it
    try:
        with pytest.raises(TrainingError, match="did not receive the latest weights"):
            trainer.generate("A", ["What is 1 + 1?"], n=1, seed=0)
    finally:
        trainer.version["A"] -= 1


@pytest.mark.slow
def test_ctrl_c_finishes_the_step_and_checkpoints(tmp_path, monkeypatch):
    from agon_mcore.policy.checkpoint import latest_checkpoint
    from agon_mcore.train.trainer import AgonTrainer

    tr = AgonTrainer(tiny_cfg(tmp_path, "train.steps=5", "sft.steps=0"))
    real = tr.step
    calls = []

    def step_with_interrupt():
        calls.append(1)
        if len(calls) == 2:
            os.kill(os.getpid(), signal.SIGINT)  # arrives mid-step
        return real()

    monkeypatch.setattr(tr, "step", step_with_interrupt)
    tr.train()
    assert tr.step_idx == 2  # the interrupted step was finished, then the run stopped
    assert latest_checkpoint(tr.checkpoint_dir()).name == "step_000002"
    assert [r["step"] for r in read_metrics(tr.run_dir)] == [0, 1]
    tr.engine.shutdown()
    tr.verifier.close()


def test_missing_data_file_names_the_file(tmp_path):
    from agon_mcore.data.types import DataError
    from agon_mcore.train.trainer import AgonTrainer

    with pytest.raises(DataError, match="nope.jsonl"):
        AgonTrainer(tiny_cfg(tmp_path, f"data.train={tmp_path}/nope.jsonl"))


def _shared_data() -> Path:
    return Path(os.environ.get("AGON_DATA_ROOT", ROOT.parent / "shared" / "data"))


@pytest.mark.slow
@pytest.mark.skipif(not (_shared_data() / "deepmath").exists(), reason="../shared/data/deepmath absent")
def test_deepmath_config_runs_two_steps(tmp_path):
    from agon_mcore.train.run import run_train

    cfg = tiny_cfg(tmp_path, "train.steps=2", "sft.steps=2", "rollout.sampling.max_new_tokens=32",
                   config="configs/deepmath_hard_cpu.yaml")
    out = run_train(cfg)
    rows = read_metrics(out["run_dir"])
    assert len(rows) == 2
    dumped = [json.loads(x) for x in (Path(out["run_dir"]) / "rollouts" / "step_000000.jsonl").read_text().splitlines()]
    # Real verdicts from math-verify on DeepMath gold answers (reasons, not just zeros).
    assert {d["verdict"] for d in dumped} <= {"correct", "wrong", "no_answer", "timeout", "error"}
    assert all(d["problem_id"] for d in dumped)
    assert 0.0 <= rows[0]["draft/zero_var_frac"] <= 1.0 and rows[0]["draft/len_mean"] > 0
    assert (Path(out["run_dir"]) / "checkpoints").exists()


@pytest.mark.slow
def test_heterogeneous_rivals_run_end_to_end(tmp_path):
    from agon_mcore.train.run import run_train

    cfg = tiny_cfg(tmp_path, "train.steps=2", config="configs/tiny_hetero_cpu.yaml")
    out = run_train(cfg)
    rows = read_metrics(out["run_dir"])
    assert len(rows) == 2 and rows[0]["train/B/logprob_mismatch"] < 1e-4
    assert {"A->B", "B->A"} <= set(out["evals"][-1]["settings"])


@pytest.mark.slow
@pytest.mark.distributed
@pytest.mark.parametrize("layout", [["parallel.tp=2"], ["parallel.pp=2", "model.num_layers=2"]])
def test_main_job_under_torchrun_two_ranks(tmp_path, layout):
    """The whole job on a 2-rank gloo world: rank 0 generates, every rank trains, weights
    are gathered through the bridge (TP) or broadcast from their stage (PP)."""
    import subprocess
    import sys

    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "2",
           "-m", "agon_mcore.cli", "train", "--run-dir", str(tmp_path / "run"), *TINY, "train.steps=2", *layout]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = read_metrics(tmp_path / "run")
    assert [r["step"] for r in rows] == [0, 1]
    # Trainer log-probs (TP/PP-sharded megatron) agree with the engine's (full HF model).
    assert max(r["train/A/logprob_mismatch"] for r in rows) < 1e-4
    assert proc.stdout.count('"steps": 2') == 1  # only rank 0 reports


def test_fresh_run_refuses_a_used_run_dir_unless_overwrite(tmp_path):
    from agon_mcore.train.trainer import AgonTrainer, TrainingError

    rd = tmp_path / "run"
    (rd / "checkpoints" / "step_000004").mkdir(parents=True)
    (rd / "eval.json").write_text("[]")
    with pytest.raises(TrainingError, match="already holds a run .*--resume"):
        AgonTrainer(tiny_cfg(tmp_path, "sft.steps=0"))
    tr = AgonTrainer(tiny_cfg(tmp_path, "sft.steps=0"), overwrite=True)
    assert not (rd / "checkpoints").exists() and not (rd / "eval.json").exists()
    tr.engine.shutdown()
    tr.verifier.close()


@pytest.mark.slow
def test_ctrl_c_during_warm_up_checkpoints_and_resume_goes_on(tmp_path, monkeypatch):
    from agon_mcore.policy.checkpoint import latest_checkpoint
    from agon_mcore.train import sft as sft_mod
    from agon_mcore.train.run import run_train

    real = sft_mod.run_sft

    def interrupted_sft(*a, **k):
        os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C right at the start of the warm-up
        return real(*a, **k)

    monkeypatch.setattr(sft_mod, "run_sft", interrupted_sft)
    # the smallest run that still evaluates (1 problem) and has warm-up steps left to resume
    small = ("train.steps=1", "sft.steps=2", "eval.num_problems=1")
    out = run_train(tiny_cfg(tmp_path, *small))
    assert out["interrupted"] and out["steps"] == 0 and out["evals"] == []
    assert latest_checkpoint(Path(out["run_dir"]) / "checkpoints").name == "step_000000"
    monkeypatch.setattr(sft_mod, "run_sft", real)
    again = run_train(tiny_cfg(tmp_path, *small), resume=True)
    assert again["steps"] == 1 and not again["interrupted"]


@pytest.mark.slow
def test_cli_refuses_to_resume_with_another_model(tmp_path, capsys):
    from agon_mcore.cli import main

    rd = tmp_path / "run"
    rd.mkdir()
    (rd / "config.yaml").write_text("model:\n  num_layers: 2\n")
    assert main(["train", "--resume", str(rd), "model.num_layers=3"]) == 2
    err = capsys.readouterr().err
    assert "rival A: model.num_layers 2 -> 3" in err and "Traceback" not in err
