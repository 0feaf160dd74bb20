"""Resume, interrupts, infrastructure failures and config sanity (agon_mcore/train/trainer.py,
run.py, sampler.py).

Each kind of fault has the input first reported plus at least two more of the same kind. Runs are
tiny (2 problems x N=2, 8 new tokens) so the whole file stays quick on a CPU.
"""
import json
import logging
import os
import shutil
import signal
import time
from pathlib import Path

import pytest
import torch

from agon_mcore.config import ConfigError, load_config
from agon_mcore.metrics import read_metrics

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("AGON_DATA_ROOT", ROOT.parent / "shared" / "data"))

TINY = [
    "sft.steps=0", "sft.batch_size=4", "data.batch_size=2", "rollout.sampling.n=2",
    "rollout.sampling.max_new_tokens=8", "eval.num_problems=2", "eval.at_end=false", "logging.progress=false",
    "logging.tensorboard=false", "data.synthetic.num_train=16", "data.synthetic.num_test=4",
    "checkpoint.save_every=1", "checkpoint.keep_last=4",
]


def cfg_at(run_dir, *extra):
    return load_config([], TINY + [f"train.run_dir={run_dir}", *extra])


def close(*trainers):
    for t in trainers:
        t.close()


def write_rows(path: Path, long_repeats: int) -> Path:
    """Three math problems; the second one's question is padded with ``long_repeats`` sentences."""
    rows = [{"question": "What is 2 + 5?", "answer": "7"},
            {"question": "What is 3 + 3? " + "Think carefully. " * long_repeats, "answer": "6"},
            {"question": "What is 4 + 1?", "answer": "5"}]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def params(trainer, rival):
    return {k: v.detach().clone() for k, v in trainer.rivals[rival].policy.named_parameters()}


# ----------------------------------------------------------------------------- item 2: aborts


@pytest.fixture(scope="module")
def trainer(tmp_path_factory):
    from agon_mcore.train.trainer import AgonTrainer

    tr = AgonTrainer(cfg_at(tmp_path_factory.mktemp("abort") / "run", "train.steps=100", "data.batch_size=4"))
    yield tr
    close(tr)


def _patch_engine(monkeypatch, tr, call: int, problem: int, finish: str):
    """The engine's ``call``-th generate (0 drafts, 1 challenges) marks every response of
    request ``problem`` (challenges: the first of that problem's N requests) with ``finish``."""
    real = tr.engine.generate
    calls = []

    def generate(requests, sp):
        out = real(requests, sp)
        if len(calls) == call:
            idx = problem if call == 0 else problem * tr.rivals["A"].sampling.n
            for r in out[idx]:
                r.finish_reason = finish
        calls.append(1)
        return out

    monkeypatch.setattr(tr.engine, "generate", generate)


def _capture_training(monkeypatch, tr):
    got = {}
    for name in ("A", "B"):
        pol = tr.rivals[name].policy
        real = pol.train_step

        def train_step(samples, _real=real, _name=name):
            got[_name] = list(samples)
            return _real(samples)

        monkeypatch.setattr(pol, "train_step", train_step)
    return got


@pytest.mark.parametrize("call, finish", [(0, "abort"), (0, "cancelled"), (1, "abort"), (1, "")])
def test_aborted_generations_are_dropped_from_both_streams(trainer, monkeypatch, call, finish):
    """issue: a draft with finish_reason 'abort' is trained on and pays the rival a bonus.
    Also an unknown finish type, and aborts in the challenger stream."""
    tr = trainer
    _patch_engine(monkeypatch, tr, call, problem=1, finish=finish)
    got = _capture_training(monkeypatch, tr)
    m = tr.step()
    ro = tr._last_rollouts
    n = tr.rivals["A"].sampling.n
    assert m["dropped/problems"] == 1.0 and m["dropped/abort"] == 1.0 and m["dropped/frac"] == 0.25
    assert len(ro.problem_ids) == 3 and len(ro.drafts) == len(ro.challenges) == 3
    assert ro.dropped[0]["cause"] == "abort" and ro.dropped[0]["problem_id"] not in ro.problem_ids
    # nothing of the dropped problem is rewarded or trained on, in either stream
    assert len(got[ro.drafter]) == 3 * n and len(got[ro.challenger]) == 3 * n
    for row in ro.drafts + ro.challenges:
        assert all(s.response.finish_reason in ("stop", "length") for s in row)
    dumped = [json.loads(x) for x in tr.save_rollouts(ro).read_text().splitlines()]
    assert [d["cause"] for d in dumped if d["role"] == "dropped"] == ["abort"]


@pytest.mark.parametrize("stream", ["draft", "challenge"])
def test_verifier_errors_are_dropped_not_scored(trainer, monkeypatch, stream):
    """A verdict the verifier could not reach (reason 'error') is infrastructure, not a wrong answer;
    a timeout is the response's doing and stays a wrong answer."""
    from agon_mcore.verify.types import Verdict

    tr = trainer
    real = tr.verifier.verify
    calls = []

    def verify(problems, texts, **kw):
        out = real(problems, texts, **kw)
        if len(calls) == (0 if stream == "draft" else 1):
            out[0] = Verdict(False, "error", None, "sandbox failure: OSError")  # problem 0
            out[2] = Verdict(False, "timeout", None, "no exit within 6 s")  # problem 1 (N=2)
        calls.append(1)
        return out

    monkeypatch.setattr(tr.verifier, "verify", verify)
    m = tr.step()
    assert m["dropped/verifier_error"] == 1.0 and m["dropped/problems"] == 1.0
    kept = [s.verdict_reason for row in tr._last_rollouts.drafts + tr._last_rollouts.challenges for s in row]
    assert "error" not in kept and "timeout" in kept


def test_drafts_are_graded_while_the_challenger_generates(trainer, monkeypatch):
    """The drafts' verification runs on a background thread during the challenger's
    generation; a problem whose draft verdict is an infrastructure error is dropped and its
    challenges are not graded."""
    import threading
    import time as _time

    from agon_mcore.verify.types import Verdict

    tr = trainer
    real_verify, real_gen = tr.verifier.verify, tr.engine.generate
    events = []

    def verify(problems, texts, **kw):
        events.append(("verify_start", threading.current_thread().name, [p.id for p in problems]))
        _time.sleep(0.3)  # slow verification: the challenger must not wait for it
        out = real_verify(problems, texts, **kw)
        if len([e for e in events if e[0] == "verify_start"]) == 1:
            out[0] = Verdict(False, "error", None, "sandbox failure: OSError")  # problem 0's first draft
        events.append(("verify_end", threading.current_thread().name, None))
        return out

    def generate(requests, sp):
        events.append(("gen_start", threading.current_thread().name, None))
        out = real_gen(requests, sp)
        events.append(("gen_end", threading.current_thread().name, None))
        return out

    monkeypatch.setattr(tr.verifier, "verify", verify)
    monkeypatch.setattr(tr.engine, "generate", generate)
    m = tr.step()
    kinds = [(k, who) for k, who, _ in events]
    # draft generation, then the challenger's generation starts before the drafts' verdicts are in
    assert kinds[0] == ("gen_start", "MainThread")
    first_verify = kinds.index(("verify_start", "agon-verify_0"))
    challenge_start = [i for i, k in enumerate(kinds) if k == ("gen_start", "MainThread")][1]
    first_verify_end = next(i for i, k in enumerate(kinds) if k[0] == "verify_end")
    # (which of the two threads logs its start first is up to the scheduler: on a loaded machine
    # the challenger's generation may start before the verifying thread runs its first line)
    assert first_verify < first_verify_end and challenge_start < first_verify_end
    # the challenges are graded on the step's thread, without the dropped problem
    ro = tr._last_rollouts
    ids = events[-2][2]
    assert m["dropped/verifier_error"] == 1.0 and ro.dropped[0]["cause"] == "verifier_error"
    assert ro.dropped[0]["problem_id"] not in ids and sorted(set(ids)) == sorted(ro.problem_ids)
    assert events[-2][1] == "MainThread"


@pytest.mark.parametrize("finish, limit", [("abort", 0.5), ("abort", 0.0), ("weird", 0.5)])
def test_too_many_lost_problems_stop_the_run_with_the_cause(trainer, monkeypatch, finish, limit):
    from agon_mcore.train.trainer import TrainingError

    tr = trainer
    real = tr.engine.generate

    def dead(requests, sp):  # a server that aborts everything (limit 0: even one loss stops)
        out = real(requests, sp)
        for i, row in enumerate(out):
            if limit > 0 or i == 0:
                for r in row:
                    r.finish_reason = finish
        return out

    monkeypatch.setattr(tr.engine, "generate", dead)
    monkeypatch.setattr(tr.cfg.train, "max_dropped_frac", limit)
    with pytest.raises(TrainingError, match=r"problems lost \(abort: .*train.max_dropped_frac"):
        tr.step()


def test_drop_cause_kinds():
    from agon_mcore.train.rollouts import Response, Scored
    from agon_mcore.train.trainer import AgonTrainer

    def row(*items):
        return [Scored(Response("A", [1], [2], [0.0], "t", fr, 0), 0.0, v, 0.0) for fr, v in items]

    assert AgonTrainer.drop_cause(row(("stop", "wrong"), ("length", "timeout"))) is None
    assert AgonTrainer.drop_cause(row(("stop", "wrong"), ("abort", "no_answer"))) == "abort"
    assert AgonTrainer.drop_cause(row(("stop", "error"))) == "verifier_error"
    assert AgonTrainer.drop_cause(row(("prompt_too_long", "no_answer"))) == "prompt_too_long"
    assert AgonTrainer.drop_cause(row(("EOS", "correct"))) == "abort"


# ----------------------------------------------------------------------------- items 4, 5: resume


@pytest.mark.slow
@pytest.mark.parametrize("first, then", [
    (["optimizer.lr_schedule=cosine"], ["optimizer.lr_schedule=cosine"]),   # the input first reported
    (["optimizer.lr_schedule=linear"], ["optimizer.lr_schedule=linear"]),
    (["optimizer.lr_schedule=cosine", "optimizer.min_lr=1e-5"], ["optimizer.lr_schedule=cosine", "optimizer.lr=2e-4"]),
])
def test_resume_with_a_longer_run_replans_the_schedule(tmp_path, caplog, monkeypatch, first, then):
    """issue: train.steps=2 cosine, then --resume train.steps=4: every resumed step had lr 0."""
    import dataclasses

    from agon_mcore.policy.optimizer import current_lr
    from agon_mcore.train.trainer import AgonTrainer

    # an untrained tiny model scores 0 everywhere (zero advantages, zero gradients): give the
    # samples advantages of +-1 so the weights move exactly when the learning rate is > 0
    real = AgonTrainer._samples
    monkeypatch.setattr(AgonTrainer, "_samples", staticmethod(lambda groups: [
        dataclasses.replace(s, advantage=1.0 if i % 2 else -1.0) for i, s in enumerate(real(groups))]))

    run = tmp_path / "run"
    a = AgonTrainer(cfg_at(run, "train.steps=2", *first))
    hist = a.train()
    assert all(h["train/A/lr"] > 0 and h["train/B/lr"] > 0 for h in hist)  # the last update too (min_lr 0)
    close(a)
    with caplog.at_level(logging.WARNING, logger="agon.train"):
        b = AgonTrainer(cfg_at(run, "train.steps=4", *then), resume=True)
    assert "LR schedule of the rl phase re-planned" in caplog.text and "train.steps 2 -> 4" in caplog.text
    before = params(b, "A")
    lr_next = current_lr(b.rivals["A"].policy.optimizer)
    hist = b.train()
    assert [h["step"] for h in hist] == [2, 3]
    lrs = [h[f"train/{r}/lr"] for h in hist for r in "AB"]
    assert min(lrs) > 0 and hist[0]["train/A/lr"] == pytest.approx(lr_next)
    assert any(not torch.equal(before[k], v) for k, v in params(b, "A").items())  # the weights moved
    # the same schedule as a run planned with 4 steps from the start, at steps 2 and 3
    c = AgonTrainer(cfg_at(tmp_path / "straight", "train.steps=4", *then))
    lr_plan = [c.rivals["A"].policy.scheduler.get_lr(c.rivals["A"].policy.optimizer.param_groups[0])]
    for _ in range(3):
        c.rivals["A"].policy.scheduler.step(1)
        lr_plan.append(c.rivals["A"].policy.scheduler.get_lr(c.rivals["A"].policy.optimizer.param_groups[0]))
    assert [hist[0]["train/A/lr"], hist[1]["train/B/lr"]] == pytest.approx(lr_plan[2:4])
    close(b, c)


@pytest.fixture(scope="module")
def one_step_run(tmp_path_factory):
    from agon_mcore.train.trainer import AgonTrainer

    run = tmp_path_factory.mktemp("onestep") / "run"
    t = AgonTrainer(cfg_at(run, "train.steps=2"))
    t.train()
    close(t)
    return run


@pytest.mark.slow
@pytest.mark.parametrize("override, key", [
    ("data.synthetic.num_train=6", "data.synthetic.num_train 16 -> 6"),   # the inputs first reported
    ("data.synthetic.seed=5", "data.synthetic.seed 0 -> 5"),
    ("data.shuffle_seed=3", "data.shuffle_seed 0 -> 3"),
    ("data.synthetic.num_ops=2", "data.synthetic.num_ops 3 -> 2"),
])
def test_resume_refuses_another_data_pool_naming_the_key(one_step_run, tmp_path, override, key):
    from agon_mcore.train.trainer import AgonTrainer, TrainingError

    run = tmp_path / "run"
    shutil.copytree(one_step_run, run)
    with pytest.raises(TrainingError, match="training pool differs") as e:
        AgonTrainer(cfg_at(run, "train.steps=3", override), resume=True)
    assert key in str(e.value) and "IndexError" not in str(e.value)


@pytest.mark.slow
def test_resume_refuses_a_data_file_that_changed(tmp_path):
    from agon_mcore.train.trainer import AgonTrainer, TrainingError

    data = tmp_path / "train.jsonl"
    rows = [{"question": f"What is {i} + {i}?", "answer": str(2 * i)} for i in range(1, 9)]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    run = tmp_path / "run"
    t = AgonTrainer(cfg_at(run, "train.steps=1", f"data.train={data}"))
    t.train()
    close(t)
    data.write_text("".join(json.dumps(r) + "\n" for r in rows[:5]))
    with pytest.raises(TrainingError, match="now holds other problems"):
        AgonTrainer(cfg_at(run, "train.steps=2", f"data.train={data}"), resume=True)


@pytest.mark.slow
def test_resume_applies_and_logs_other_changes(one_step_run, tmp_path, caplog):
    """Batch size and sampling changes are applied from the resumed step on and logged by key;
    a different model is refused naming the key."""
    from agon_mcore.train.trainer import AgonTrainer, TrainingError

    run = tmp_path / "run"
    shutil.copytree(one_step_run, run)
    with caplog.at_level(logging.WARNING, logger="agon.train"):
        t = AgonTrainer(cfg_at(run, "train.steps=3", "data.batch_size=3", "rollout.sampling.temperature=0.7",
                               "rivals.B.sampling.top_p=0.9"), resume=True)
    assert "data.batch_size 2 -> 3" in caplog.text and "rollout.sampling.temperature 1.0 -> 0.7" in caplog.text
    assert "rivals.B.sampling.top_p None -> 0.9" in caplog.text and "rivals.B.sampling {}" not in caplog.text
    t.train()
    ro = t._last_rollouts
    assert len(ro.problem_ids) == 3 and t.rivals["A"].sampling.temperature == 0.7
    close(t)
    with pytest.raises(TrainingError, match="rival A: model.hidden_size 64 -> 32"):
        AgonTrainer(cfg_at(run, "train.steps=4", "model.hidden_size=32", "model.head_dim=8"), resume=True)


# ----------------------------------------------------------------------------- item 6: damage


def _truncate_shard(ck: Path) -> str:
    f = sorted(ck.glob("*.distcp"))[0]
    f.write_bytes(f.read_bytes()[: f.stat().st_size // 2])
    return f"{f.name} is truncated"


def _garble_common(ck: Path) -> str:
    (ck / "common.pt").write_bytes(b"\x80\x04garbage" * 10)
    return "common.pt cannot be loaded"


def _delete_index(ck: Path) -> str:
    (ck / ".metadata").unlink()
    return ".metadata is missing"


def _delete_shard(ck: Path) -> str:
    f = sorted(ck.glob("*.distcp"))[-1]
    f.unlink()
    return f"{f.name} is missing"


def _garble_metadata_json(ck: Path) -> str:
    (ck / "metadata.json").write_text("{\"sharded_backend\": ")
    return "metadata.json cannot be read"


# the reported three kinds of damage, and two more
@pytest.mark.slow
@pytest.mark.parametrize("damage", [_truncate_shard, _garble_common, _delete_index, _delete_shard,
                                    _garble_metadata_json])
def test_damaged_newest_checkpoint_falls_back_with_one_message(one_step_run, tmp_path, caplog, damage):
    from agon_mcore.policy.checkpoint import CheckpointDamaged, check_checkpoint
    from agon_mcore.train.trainer import AgonTrainer

    run = tmp_path / "run"
    shutil.copytree(one_step_run, run)
    newest = run / "checkpoints" / "step_000002"
    what = damage(newest)
    with pytest.raises(CheckpointDamaged, match=what):
        check_checkpoint(newest)
    with caplog.at_level(logging.WARNING, logger="agon.train"):
        t = AgonTrainer(cfg_at(run, "train.steps=2"), resume=True)
    assert t.step_idx == 1 and t.resumed_from.name == "step_000001"
    assert what in caplog.text and "the newest intact checkpoint" in caplog.text
    close(t)


@pytest.mark.slow
def test_agon_eval_on_a_damaged_checkpoint_uses_the_previous_one(one_step_run, tmp_path, capsys, caplog):
    from agon_mcore.cli import main

    run = tmp_path / "run"
    shutil.copytree(one_step_run, run)
    _truncate_shard(run / "checkpoints" / "step_000002")
    with caplog.at_level(logging.WARNING, logger="agon.train"):
        assert main(["eval", "--run-dir", str(run), "eval.num_problems=1"]) == 0
    out = json.loads((run / "eval_cli.json").read_text())
    assert out["step"] == 1 and "is truncated" in caplog.text
    assert "Traceback" not in capsys.readouterr().err


def test_no_intact_checkpoint_is_one_clear_error(one_step_run, tmp_path, capsys):
    from agon_mcore.cli import main

    run = tmp_path / "run"
    shutil.copytree(one_step_run, run)
    for ck in (run / "checkpoints").iterdir():
        _delete_index(ck)
    assert main(["train", "--resume", str(run), "train.steps=3"]) == 2
    err = capsys.readouterr().err
    assert "no intact checkpoint" in err and ".metadata is missing" in err and "Traceback" not in err


# ----------------------------------------------------------------------------- item 7: interrupts


def _signal_on_sft_call(monkeypatch, tr_cls_module, k: int, sig=signal.SIGINT):
    """Send ``sig`` during the ``k``-th sft_step call of rival A (0-based)."""
    from agon_mcore.policy.policy import Policy

    real = Policy.sft_step
    calls = {"n": 0}

    def sft_step(self, batch):
        if self.name == "A":
            if calls["n"] == k:
                os.kill(os.getpid(), sig)
            calls["n"] += 1
        return real(self, batch)

    monkeypatch.setattr(Policy, "sft_step", sft_step)
    return calls


# The three stop signals share one handler (train/control.py StopSignals, exit code 128 + the
# signal's number) whatever the phase: each signal and its exit code is run in the Agon steps
# below (test_stop_signals_during_agon_steps_finish_the_step_and_checkpoint), each phase with
# one or two of them (a run and a resume each; all three signals in every phase tripled the time).
@pytest.mark.slow
@pytest.mark.parametrize("sig, code", [(signal.SIGINT, 130)])
def test_stop_during_warm_up_resumes_at_that_step_and_evaluates(tmp_path, monkeypatch, sig, code):
    """issue: Ctrl-C at warm-up step 44/100, --resume jumped to Agon (here 2/5)."""
    from agon_mcore.policy.checkpoint import latest_checkpoint
    from agon_mcore.policy.policy import Policy
    from agon_mcore.train.run import run_train

    real = Policy.sft_step
    over = ["sft.steps=5", "train.steps=1", "eval.at_end=true", "eval.num_problems=1"]
    _signal_on_sft_call(monkeypatch, None, 1, sig)  # during warm-up step 1: it finishes, then stops
    out = run_train(cfg_at(tmp_path / "run", *over))
    assert out["interrupted"] and out["exit_code"] == code and out["steps"] == 0 and out["evals"] == []
    run = Path(out["run_dir"])
    marker = json.loads((latest_checkpoint(run / "checkpoints") / "agon_checkpoint.json").read_text())
    assert marker["policies"]["A"]["phase"] == "sft"
    assert [r["step"] for r in map(json.loads, (run / "sft_metrics.jsonl").read_text().splitlines())] == [0, 1]

    monkeypatch.setattr(Policy, "sft_step", real)
    calls = _signal_on_sft_call(monkeypatch, None, 99)
    again = run_train(cfg_at(run, *over), resume=True)
    assert calls["n"] == 3  # warm-up steps 2, 3, 4: continued where it stopped
    assert not again["interrupted"] and again["steps"] == 1 and again["exit_code"] == 0
    assert [e["label"] for e in again["evals"]] == ["after_sft", "after_agon"]
    assert [r["step"] for r in map(json.loads, (run / "sft_metrics.jsonl").read_text().splitlines())] == list(range(5))


@pytest.mark.slow
def test_a_checkpoint_is_written_after_the_warm_up(tmp_path, monkeypatch):
    from agon_mcore.policy.checkpoint import complete_checkpoints
    from agon_mcore.train import run as run_mod
    from agon_mcore.train.run import run_train

    seen = []
    real = run_mod.evaluate

    def evaluate(trainer, label, **kw):
        seen.append([p.name for p in complete_checkpoints(trainer.checkpoint_dir())])
        return real(trainer, label, **kw)

    monkeypatch.setattr(run_mod, "evaluate", evaluate)
    run_train(cfg_at(tmp_path / "run", "sft.steps=2", "train.steps=1", "eval.at_end=true", "eval.num_problems=1"))
    assert seen[0] == ["step_000000"]  # before the after-warm-up evaluation started
    assert load_config([], []).checkpoint.save_every == 10


@pytest.mark.slow
@pytest.mark.parametrize("sig, code, which", [
    (signal.SIGINT, 130, 0),    # the input first reported: Ctrl-C during the after-warm-up evaluation
    (signal.SIGTERM, 143, 1),   # during the final evaluation
])
def test_stop_during_an_evaluation_checkpoints_and_exits_cleanly(tmp_path, monkeypatch, capsys, sig, code, which):
    from agon_mcore.cli import main
    from agon_mcore.policy.checkpoint import latest_checkpoint
    from agon_mcore.train import run as run_mod

    real = run_mod.evaluate
    calls = []

    def evaluate(trainer, label, **kw):
        calls.append(label)
        if len(calls) == which + 1:
            os.kill(os.getpid(), sig)
            time.sleep(60)  # the handler aborts the evaluation at once: the lines below never run
            calls.append("not stopped")
            raise AssertionError("the evaluation was not stopped")
        return real(trainer, label, **kw)

    monkeypatch.setattr(run_mod, "evaluate", evaluate)
    run = tmp_path / "run"
    args = ["train", "--run-dir", str(run), *TINY, "sft.steps=1", "train.steps=1", "eval.at_end=true",
            "eval.num_problems=1"]
    assert main(args) == code
    assert "not stopped" not in calls  # the sleep was cut short by the stop, not waited out
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert latest_checkpoint(run / "checkpoints").name == f"step_00000{which}"
    assert not (run / "eval.json").exists() or len(json.loads((run / "eval.json").read_text())) == which
    monkeypatch.setattr(run_mod, "evaluate", real)
    assert main(["train", "--resume", str(run), *TINY, "sft.steps=1", "train.steps=1", "eval.at_end=true",
                 "eval.num_problems=1"]) == 0
    labels = [e["label"] for e in json.loads((run / "eval.json").read_text())]
    assert labels == ["after_sft", "after_agon"]


@pytest.mark.slow
@pytest.mark.parametrize("sig, code", [(signal.SIGTERM, 143), (signal.SIGUSR1, 138), (signal.SIGINT, 130)])
def test_stop_signals_during_agon_steps_finish_the_step_and_checkpoint(tmp_path, monkeypatch, sig, code):
    """issue: SIGTERM (Slurm's time limit / scancel) exited with no checkpoint and no message."""
    from agon_mcore.policy.checkpoint import latest_checkpoint
    from agon_mcore.train.run import run_train
    from agon_mcore.train.trainer import AgonTrainer

    real = AgonTrainer.step

    def step(self):
        if self.step_idx == 1:
            os.kill(os.getpid(), sig)  # arrives mid-step
        return real(self)

    monkeypatch.setattr(AgonTrainer, "step", step)
    before = signal.getsignal(sig)  # what the process had (SIG_IGN for SIGINT in a shell's background job)
    out = run_train(cfg_at(tmp_path / "run", "train.steps=4", "checkpoint.save_every=0"))
    assert out["interrupted"] and out["exit_code"] == code and out["steps"] == 2
    assert latest_checkpoint(Path(out["run_dir"]) / "checkpoints").name == "step_000002"
    assert [r["step"] for r in read_metrics(out["run_dir"])] == [0, 1]
    assert signal.getsignal(sig) == before  # handlers restored to what they were


# ----------------------------------------------------------------------------- item 12: config sanity


@pytest.mark.parametrize("override, key", [
    ("rollout.sampling.temperature=0", "temperature=0"),   # the input first reported
    ("rivals.B.sampling.temperature=0", "temperature=0"),
    ("rollout.sampling.top_k=1", "top_k=1"),
])
def test_greedy_training_rollouts_are_refused(override, key):
    with pytest.raises(ConfigError, match=f"{key}.*every group-relative advantage is 0"):
        load_config([], [override])
    load_config([], [override, "train.steps=0"])  # evaluation-only runs may decode greedily


# ----------------------------------------------------------------------------- item 13: long prompts


@pytest.mark.skipif(not (SHARED / "gsm8k").exists(), reason="../shared/data/gsm8k absent")
def test_eval_set_longer_than_the_model_is_refused_up_front(tmp_path, capsys):
    """issue: data.eval=gsm8k:test with the default tiny model (max_position_embeddings=512) gave a
    traceback after the warm-up. Now: refused before any step, naming the key."""
    from agon_mcore.cli import main

    run = tmp_path / "run"
    args = ["train", "--run-dir", str(run), *TINY, "data.eval=gsm8k:test", "rollout.sampling.max_new_tokens=64",
            "eval.at_end=true", "sft.steps=3"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "model.max_position_embeddings" in err and "gsm8k:test" in err and "Traceback" not in err
    assert not (run / "checkpoints").exists() and not (run / "sft_metrics.jsonl").exists()


@pytest.mark.skipif(not (SHARED / "gsm8k").exists(), reason="../shared/data/gsm8k absent")
def test_eval_problems_that_do_not_fit_are_skipped_and_counted(tmp_path):
    """Same kind: with fewer new tokens part of gsm8k fits and the rest is skipped; a mixed local
    eval file is evaluated without its over-long problem, which eval.json counts."""
    from agon_mcore.data import load_problems
    from agon_mcore.train.run import evaluate, fitting_eval_problems
    from agon_mcore.train.trainer import AgonTrainer

    data = write_rows(tmp_path / "eval.jsonl", 30)
    t = AgonTrainer(cfg_at(tmp_path / "run", f"data.eval={data}", "eval.num_problems=3"))
    pool = load_problems("gsm8k:test")[:300]
    kept, skipped = fitting_eval_problems(t, pool, "gsm8k:test", 8)
    assert 0 < skipped < 300 and len(kept) + skipped == 300
    for p in kept:  # what is kept fits with room for a summary and the answer
        assert len(t.rivals["A"].prompt_ids(p.prompt)) < 512 - 8 - 24
    kept2, skipped2 = fitting_eval_problems(t, pool, "gsm8k:test", 24)
    assert skipped2 > skipped
    ev = evaluate(t, "eval", validation=False)
    assert ev["skipped_too_long"] == 1 and ev["num_problems"] == 2
    close(t)


def test_train_pool_prompts_that_do_not_fit_are_skipped_or_refused(tmp_path):
    from agon_mcore.data.types import DataError
    from agon_mcore.train.trainer import AgonTrainer

    data = write_rows(tmp_path / "train.jsonl", 40)
    t = AgonTrainer(cfg_at(tmp_path / "a", f"data.train={data}", "data.max_prompt_tokens=300"))
    assert len(t.train_problems) == 2 and t.skipped_too_long == 1
    m = t.step()
    assert m["data/train_skipped_too_long"] == 1.0
    close(t)
    with pytest.raises(DataError, match="model.max_position_embeddings"):
        AgonTrainer(cfg_at(tmp_path / "b", f"data.train={data}", "model.max_position_embeddings=64"))


@pytest.mark.slow
def test_challenger_prompts_longer_than_the_model_are_dropped(tmp_path):
    """The question fits, the challenger prompt (question + draft summary) does not."""
    from agon_mcore.data.prompts import question_text
    from agon_mcore.train.trainer import AgonTrainer, TrainingError

    probe = AgonTrainer(cfg_at(tmp_path / "probe"))
    q = max(len(probe.rivals["A"].prompt_ids(question_text(p))) for p in probe.train_problems)
    close(probe)
    t = AgonTrainer(cfg_at(tmp_path / "run", f"model.max_position_embeddings={q + 8 + 4}"))
    with pytest.raises(TrainingError, match="prompt_too_long"):
        t.step()
    t.cfg.train.max_dropped_frac = 1.0
    m = t.step()
    assert m["dropped/prompt_too_long"] == 2.0 and m["dropped/frac"] == 1.0
    assert "prompt_too_long" in t._last_rollouts.dropped[0]["finish_reasons"]
    close(t)


@pytest.mark.slow
@pytest.mark.parametrize("sig, code", [(signal.SIGTERM, 143)])
def test_cli_process_checkpoints_and_exits_on_a_real_signal(tmp_path, sig, code):
    """The signal comes from outside the process (as Slurm sends it) while `agon train` runs.
    SIGTERM (``scancel``); SIGUSR1 reaches the same handler (test_stop_signals_during_agon_steps_*
    above) and Slurm's own time-limit USR1 is tests/launch/test_real_slurm.py's."""
    import subprocess
    import sys

    from agon_mcore.policy.checkpoint import latest_checkpoint

    run = tmp_path / "run"
    cmd = [sys.executable, "-m", "agon_mcore.cli", "train", "--run-dir", str(run), *TINY, "train.steps=200",
           "checkpoint.save_every=0"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "OMP_NUM_THREADS": "1"})
    deadline = time.time() + 300
    while time.time() < deadline and proc.poll() is None:
        if (run / "metrics.jsonl").exists() and (run / "metrics.jsonl").read_text().count("\n") >= 2:
            break
        time.sleep(0.5)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == code, err[-2000:]
    assert "Traceback" not in err and signal.Signals(sig).name in err
    steps = [r["step"] for r in read_metrics(run)]
    assert latest_checkpoint(run / "checkpoints").name == f"step_{len(steps):06d}"
    assert json.loads(out.strip().splitlines()[-1])["interrupted"] is True
