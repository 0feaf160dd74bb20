"""Distributed checkpoints of both rivals: bit-exact resume, atomic writes, pruning."""
from __future__ import annotations

import shutil

import pytest
import torch

from agon_mcore.config import AgonConfig

from ._common import VOCAB, make_samples, tiny_cfg

pytestmark = pytest.mark.usefixtures("megatron_world")


def _pair(cfg: AgonConfig):
    from agon_mcore.policy import Policy

    return {"A": Policy("A", cfg.model, VOCAB, cfg, seed=11), "B": Policy("B", cfg.model, VOCAB, cfg, seed=12)}


def _params(p):
    return [t.detach().clone() for _, t in p.named_parameters()]


def _steps(pols, batches):
    for b in batches:
        for p in pols.values():
            p.train_step(b)


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["dp_reshardable", "fully_reshardable"])
def test_resume_is_bit_exact(work_dir, fmt):
    """N steps straight == k steps, save, resume into fresh policies, N - k steps."""
    from agon_mcore.policy import load_checkpoint, save_checkpoint

    cfg = tiny_cfg(**{"checkpoint.optimizer_format": fmt, "optimizer.lr": 3e-3,
                      "optimizer.lr_schedule": "cosine", "optimizer.warmup_steps": 1, "train.steps": 4})
    batches = [make_samples(6, seed=20 + i) for i in range(3)]
    straight = _pair(cfg)
    _steps(straight, batches[:1])
    rng_at_save = torch.get_rng_state()
    _steps(straight, batches[1:])
    want = {n: _params(p) for n, p in straight.items()}

    first = _pair(cfg)
    _steps(first, batches[:1])
    assert torch.equal(torch.get_rng_state(), rng_at_save)
    save_checkpoint(work_dir / "step_1", first, {"step": 1, "data_position": 6})
    torch.manual_seed(999)  # move the process RNG: the checkpoint must restore it
    resumed = _pair(cfg)
    extra = load_checkpoint(work_dir / "step_1", resumed)
    assert extra == {"step": 1, "data_position": 6}
    assert torch.equal(torch.get_rng_state(), rng_at_save)
    for n in ("A", "B"):
        assert resumed[n].iteration == 1 and resumed[n].scheduler.num_steps == first[n].scheduler.num_steps
        for x, y in zip(_params(resumed[n]), _params(first[n])):
            assert torch.equal(x, y)
    _steps(resumed, batches[1:])
    for n in ("A", "B"):
        got = _params(resumed[n])
        assert all(torch.equal(x, y) for x, y in zip(got, want[n])), f"rival {n} diverged after resume"
    # the rivals really are different models with their own optimizer state
    assert not torch.equal(want["A"][0], want["B"][0])


@pytest.mark.slow
def test_crash_mid_save_keeps_previous_checkpoint(work_dir, monkeypatch):
    from megatron.core import dist_checkpointing

    from agon_mcore.policy import load_checkpoint, save_checkpoint
    from agon_mcore.policy.checkpoint import MARKER, CheckpointError, latest_checkpoint, read_metadata

    cfg = tiny_cfg(**{"checkpoint.keep_last": 2})
    pols = _pair(cfg)
    samples = make_samples(4, seed=30)
    _steps(pols, [samples])
    save_checkpoint(work_dir / "step_1", pols, {"step": 1})
    saved = {n: _params(p) for n, p in pols.items()}
    _steps(pols, [samples])

    real_save = dist_checkpointing.save

    def crashing_save(sd, ckpt_dir, **kw):
        real_save(sd, ckpt_dir, **kw)  # the shards are on disk ...
        raise RuntimeError("simulated crash")  # ... but the process dies before completing

    monkeypatch.setattr(dist_checkpointing, "save", crashing_save)
    # a failed save says so, names the checkpoint that stays valid and removes its temp folder
    with pytest.raises(CheckpointError, match=r"step_2 failed \(RuntimeError: simulated crash\); nothing was "
                                              r"replaced: the newest complete checkpoint .*step_1 is intact"):
        save_checkpoint(work_dir / "step_2", pols, {"step": 2})
    assert not (work_dir / "step_2").exists() and not (work_dir / ".step_2.tmp").exists()
    with pytest.raises(CheckpointError, match="simulated crash"):  # re-saving over step_1 must not hurt it
        save_checkpoint(work_dir / "step_1", pols, {"step": 1})
    monkeypatch.setattr(dist_checkpointing, "save", real_save)
    # a process killed mid-save (SIGKILL: no cleanup) leaves shards without the marker
    shutil.copytree(work_dir / "step_1", work_dir / ".step_2.tmp")
    (work_dir / ".step_2.tmp" / MARKER).unlink()
    with pytest.raises(CheckpointError, match="not a complete agon checkpoint"):
        read_metadata(work_dir / ".step_2.tmp")

    assert latest_checkpoint(work_dir) == (work_dir / "step_1").absolute()
    fresh = _pair(cfg)
    assert load_checkpoint(latest_checkpoint(work_dir), fresh) == {"step": 1}
    for n in ("A", "B"):
        assert all(torch.equal(x, y) for x, y in zip(_params(fresh[n]), saved[n]))

    # the next saves clean the stale temp folder and keep the newest keep_last=2
    for step in (2, 3):
        save_checkpoint(work_dir / f"step_{step}", pols, {"step": step})
    assert sorted(p.name for p in work_dir.iterdir()) == ["step_2", "step_3"]
    assert read_metadata(work_dir / "step_3")["layout"] == {"tp": 1, "pp": 1, "vpp": None, "dp": 1}
    with pytest.raises(CheckpointError, match="policy 'C' is not in checkpoint"):
        load_checkpoint(work_dir / "step_3", {"C": fresh["A"]})


def test_damage_is_named_before_anything_is_loaded(work_dir):
    """A truncated shard, a garbled common.pt, a missing .metadata, a missing
    shard and a garbled marker: one CheckpointDamaged naming the file; the policies are untouched."""
    import shutil

    from agon_mcore.policy import load_checkpoint, save_checkpoint
    from agon_mcore.policy.checkpoint import CheckpointDamaged, check_checkpoint

    cfg = tiny_cfg()
    pols = _pair(cfg)
    good = save_checkpoint(work_dir / "good", pols, {"step": 1})
    check_checkpoint(good)

    def truncate(d):
        f = sorted(d.glob("*.distcp"))[0]
        f.write_bytes(f.read_bytes()[:100])
        return f"{f.name} is truncated"

    def garble_common(d):
        (d / "common.pt").write_bytes(b"not a pickle")
        return "common.pt cannot be loaded"

    def drop_index(d):
        (d / ".metadata").unlink()
        return ".metadata is missing"

    def drop_shard(d):
        f = sorted(d.glob("*.distcp"))[-1]
        f.unlink()
        return f"{f.name} is missing"

    def garble_marker(d):
        (d / "agon_checkpoint.json").write_text("{")
        return "agon_checkpoint.json is not valid JSON"

    fresh = _pair(cfg)
    before = {n: _params(p) for n, p in fresh.items()}
    for i, damage in enumerate([truncate, garble_common, drop_index, drop_shard, garble_marker]):
        d = work_dir / f"bad{i}"
        shutil.copytree(good, d)
        what = damage(d)
        with pytest.raises(CheckpointDamaged, match=what):
            load_checkpoint(d, fresh)
        for n in ("A", "B"):
            assert all(torch.equal(x, y) for x, y in zip(_params(fresh[n]), before[n]))


def test_schedule_never_updates_at_min_lr_0_and_replans_on_resume():
    """The last update of a cosine/linear schedule with min_lr=0 ran at
    lr 0; a resumed run with more steps re-plans the horizon at its current step."""
    import math

    from agon_mcore.policy.optimizer import current_lr, phase_schedule, replan_scheduler

    for style, steps, warmup in (("cosine", 2, 0), ("linear", 3, 1), ("cosine", 5, 2)):
        pol = _pair(tiny_cfg(**{"optimizer.lr": 1e-3, "optimizer.lr_schedule": style, "train.steps": steps,
                                "optimizer.warmup_steps": warmup}))["A"]
        lrs = []
        for _ in range(steps):
            lrs.append(current_lr(pol.optimizer))
            pol.scheduler.step(1)
        assert min(lrs) > 0, (style, lrs)
        assert current_lr(pol.optimizer) == 0.0  # min_lr is reached just after the last update
    # resume a 2-step cosine run as a 4-step one: the next update gets the 4-step plan's lr
    cfg = tiny_cfg(**{"optimizer.lr": 1e-3, "optimizer.lr_schedule": "cosine", "train.steps": 2})
    pol = _pair(cfg)["A"]
    pol.scheduler.step(2)  # two updates done
    assert current_lr(pol.optimizer) == 0.0
    cfg.train.steps = 4
    changes = replan_scheduler(pol.scheduler, phase_schedule(cfg, "rl"))
    assert changes["lr_decay_steps"] == (3, 5)
    want = 0.5 * 1e-3 * (1 + math.cos(math.pi * 3 / 5))
    assert changes["next_lr"] == (0.0, pytest.approx(want)) and current_lr(pol.optimizer) == pytest.approx(want)
    assert replan_scheduler(pol.scheduler, phase_schedule(cfg, "rl")) == {}  # nothing changed: no-op
