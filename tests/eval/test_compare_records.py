"""Records a user reads after a comparison: provenance.json, TensorBoard warm-up loss and every
evaluation, periodic evaluations (eval.every), kept generations (eval.keep_samples),
mode-named table columns with a legend, and the overlap refusals of `agon train`."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.config import load_config
from agon_mcore.data import DataError

TINY = [
    "sft.steps=3", "sft.batch_size=8", "data.batch_size=2", "rollout.sampling.n=4",
    "rollout.sampling.max_new_tokens=24", "eval.num_problems=4", "logging.progress=false",
    "data.synthetic.num_train=64", "data.synthetic.num_test=8", "data.synthetic.num_validation=8",
    "data.validation=synthetic:validation",
]


def _tags(run_dir: Path):
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    acc = EventAccumulator(str(run_dir / "tensorboard"))
    acc.Reload()
    return {t: [(e.step, e.value) for e in acc.Scalars(t)] for t in acc.Tags()["scalars"]}


@pytest.fixture(scope="module")
def coop_run(tmp_path_factory):
    from agon_mcore.train.run import run_train

    rd = tmp_path_factory.mktemp("records") / "run"
    cfg = load_config([], TINY + ["train.steps=3", "eval.every=2", "eval.keep_samples=true", "algorithm.mode=coop",
                                  f"train.run_dir={rd}"])
    return run_train(cfg), rd


@pytest.mark.slow
def test_provenance_records_what_determines_the_numbers(coop_run):
    from agon_mcore.metrics import PROVENANCE_PACKAGES, config_hash

    out, rd = coop_run
    recs = json.loads((rd / "provenance.json").read_text())
    assert len(recs) == 1
    p = recs[0]
    assert set(p["packages"]) == set(PROVENANCE_PACKAGES) and p["packages"]["torch"].startswith("2.")
    assert len(p["commit"]) == 40 and isinstance(p["dirty"], bool)
    assert p["threads"]["torch"] >= 1 and p["cpu_count"] >= 1
    cfg = load_config([str(rd / "config.yaml")])
    assert p["config_hash"] == config_hash(cfg)
    # output-only keys do not change the hash; a setting that changes numbers does
    other = load_config([str(rd / "config.yaml")], ["train.run_dir=/elsewhere", "logging.progress=true"])
    assert config_hash(other) == p["config_hash"]
    assert config_hash(load_config([str(rd / "config.yaml")], ["algorithm.lam=0.25"])) != p["config_hash"]
    # timeouts are counted per run: the math verifier's counters of this run (agon compare
    # keeps them per run in compare.json "verifier")
    v = out["verifier"]
    assert {"timeouts", "retries", "restarts"} <= set(v) and v["timeouts"] == 0 and v["retries"] >= 0


@pytest.mark.slow  # needs the module's coop run (about 6 s on an idle 2-core machine)
def test_periodic_evaluations_kept_samples_and_mode_named_columns(coop_run):
    from agon_mcore.train.run import TABLE_LEGEND, final_table

    out, rd = coop_run
    evals = json.loads((rd / "eval.json").read_text())
    assert [(e["label"], e["step"]) for e in evals] == [("after_sft", 0), ("step_2", 2), ("after_coop", 3)]
    assert all(e["mode"] == "coop" and e["heldout"] for e in evals)
    # validation (direction choice) only at the ends, not at the periodic evaluation
    assert ["cascade_direction" in e for e in evals] == [True, False, True]
    s = evals[-1]["samples"]
    # the six play settings plus, per rival, the reading-channel rows: an empty draft (none->Y)
    # and a reference solution's summary (ref->Y)
    settings = {"A", "B", "A->B", "B->A", "A->A", "B->B", "none->A", "none->B", "ref->A", "ref->B"}
    assert len(s) == len(settings) * 4 and {x["setting"] for x in s} == settings
    assert all({"prompt", "response", "correct", "reason"} <= set(x) for x in s)
    table = final_table(evals)
    assert [c.header for c in table.columns] == ["setting", "after_sft (step 0)", "step_2 (step 2)",
                                                 "after_coop (step 3)"]
    assert "A->A, B->B: a rival answers after reading the summary of its own draft" in TABLE_LEGEND
    assert TABLE_LEGEND in table.caption and table.title.startswith("held-out pass@1 %")


@pytest.mark.slow  # needs the module's coop run
def test_tensorboard_gets_warmup_loss_and_every_evaluation(coop_run):
    out, rd = coop_run
    tags = _tags(rd)
    assert [s for s, _ in tags["sft/A/loss"]] == [0, 1, 2] and all(v > 0 for _, v in tags["sft/B/loss"])
    assert [s for s, _ in tags["eval/A->B/pass1"]] == [0, 2, 3]
    assert "draft/reward_mean" in tags  # the per-step metrics are still there


def test_train_refuses_eval_overlapping_train_and_validation_overlapping_test(tmp_path):
    from agon_mcore.train.run import run_train

    cfg = load_config([], TINY + ["data.eval=synthetic:train", f"train.run_dir={tmp_path}/a"])
    with pytest.raises(DataError, match="data.eval='synthetic:train' shares .* with data.train"):
        run_train(cfg)
    cfg = load_config([], TINY + ["data.validation=synthetic:test ", f"train.run_dir={tmp_path}/b"])
    with pytest.raises(DataError, match="data.validation='synthetic:test ?' shares 8 of its 8 problems"):
        run_train(cfg)
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()  # refused before anything is built


@pytest.mark.slow
def test_eval_on_training_problems_is_labelled_not_held_out(tmp_path, caplog):
    from agon_mcore.train.run import final_table, run_train

    cfg = load_config([], TINY + ["data.eval=synthetic:train", "data.allow_eval_overlap=true", "train.steps=0",
                                  "logging.tensorboard=false", f"train.run_dir={tmp_path}/run"])
    with caplog.at_level("WARNING", logger="agon"):
        out = run_train(cfg)
    # train.steps=0 on a fresh run (agon compare's warm-up runs) asks for no training: no
    # "nothing to train; pass train.steps=N" advice
    assert "nothing to train" not in caplog.text
    assert [e["heldout"] for e in out["evals"]] == [False]
    assert "NOT held out" in final_table(out["evals"]).title or "not held out" in final_table(out["evals"]).title
