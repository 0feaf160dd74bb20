"""`agon train --replay`: a run trains on the step records an earlier run saved
(train.save_rollouts), without generating, and its updates equal the original's."""
import json
from pathlib import Path

import pytest

from agon_mcore.config import OptimizerConfig

from agon_mcore.cli import main
from agon_mcore.train.rollouts import read_record, record_path
from agon_mcore.train.step_metrics import metrics_differences

pytestmark = pytest.mark.slow  # three tiny runs with warm-up (~1 min under load)

TINY = [
    "sft.steps=2", "sft.batch_size=8", "data.batch_size=2", "rollout.sampling.n=4",
    "rollout.sampling.max_new_tokens=24", "eval.num_problems=4", "logging.progress=false",
    "logging.tensorboard=false", "data.synthetic.num_train=64", "data.synthetic.num_test=8",
    "checkpoint.save_every=0",
    # the untrained rivals fail every problem; DAPO's overlong penalty over the last 20 tokens
    # makes the rewards differ by length, so the advantages and the updates are not zero
    "algorithm.truncation=penalty", "algorithm.overlong_buffer=20",
]


def rows(run: Path):
    return [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]


@pytest.fixture(scope="module")
def original(tmp_path_factory):
    run = tmp_path_factory.mktemp("replay") / "orig"
    assert main(["train", "--run-dir", str(run), "train.steps=3", "train.save_rollouts=true", *TINY]) == 0
    return run


def test_a_replay_trains_like_the_run_it_replays(original):
    # every step's record is there, lossless: token ids, rollout log-probs, verdicts, summaries
    ro = read_record(record_path(original / "rollouts", 1))
    assert (ro.step, ro.drafter, ro.challenger) == (1, "B", "A")
    s = ro.challenges[0][0]
    assert s.response.output_ids and len(s.response.logprobs) == len(s.response.output_ids)
    assert s.opponent_index == 0 and ro.drafts[0][0].summary is not None

    replay = original.parent / "replayed"
    assert main(["train", "--replay", str(original), "--run-dir", str(replay)]) == 0
    a, b = rows(original), rows(replay)
    assert [r["step"] for r in b] == [0, 1, 2]
    # the updates (loss, grad norm, KL, clip fraction, lr ...) and everything read off the
    # rollouts (rewards, advantages' zero-variance groups, compute) equal the original's
    assert metrics_differences(a, b) == []
    # the updates moved the weights (not a comparison of zeros)
    norms = [(r["train/A/grad_norm"], r["train/B/grad_norm"]) for r in a]
    assert any(x > 0 for x, _ in norms) and any(y > 0 for _, y in norms), norms
    # no generation happened: no generation phases timed, and no evaluation
    assert "time/generate_draft" in a[0] and "time/generate_draft" not in b[0]
    assert not (replay / "eval.json").exists()


def test_a_replay_with_another_update_changes_only_the_updates(original, tmp_path):
    replay = tmp_path / "lr"
    assert main(["train", "--replay", str(original), "--run-dir", str(replay), "optimizer.lr=1e-2"]) == 0
    a, b = rows(original), rows(replay)
    assert metrics_differences(a, b, prefixes=["draft/", "challenge/", "A/", "B/", "dropped/", "verify/"]) == []
    # the update's metrics differ from the first update on (another step size: the same
    # samples move the weights further; the first loss is computed before any step)
    diffs = metrics_differences(a, b, prefixes=["train/"])
    lr = OptimizerConfig().lr  # the original run's (the default)
    assert {f"step {t}: train/{r}/lr {lr} != 0.01" for t in range(3) for r in "AB"} <= set(diffs)
    moved = [d for d in diffs if "/lr " not in d]
    assert moved and all(not d.startswith("step 0:") for d in moved), diffs  # step 0 trains the same weights


def test_a_replay_refuses_records_of_another_run(original, tmp_path, capsys):
    def refused(*args):
        """`agon train --replay` exits 2 with the error's message (no stack trace)."""
        capsys.readouterr()
        assert main(["train", *args]) == 2
        return capsys.readouterr().err

    # another batch order: the record of step 0 holds other problems than this run's step 0
    err = refused("--replay", str(original), "--run-dir", str(tmp_path / "other"), "data.shuffle_seed=7")
    assert "error (TrainingError): --replay: the record of step 0" in err and "holds other problems" in err
    # more steps than were saved: names the saved steps
    err = refused("--replay", str(original), "--run-dir", str(tmp_path / "longer"), "train.steps=4")
    assert "no record of step 3" in err and "saved steps [0, 1, 2]" in err
    # a run saved without records
    empty = tmp_path / "plain"
    empty.mkdir()
    (empty / "config.yaml").write_text((original / "config.yaml").read_text())
    err = refused("--replay", str(empty), "--run-dir", str(tmp_path / "none"))
    assert "must be trained with train.save_rollouts=true" in err
    assert "--replay trains a new run" in refused("--replay", str(original), "--resume", str(original))
