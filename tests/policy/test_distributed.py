"""TP2, PP2 (variable and fixed shapes), interleaved PP2, DP2 and TP2+SP equal TP1: log-probs,
a PPO step, and loading a TP1 checkpoint under another layout (2 processes, torchrun + gloo)."""
from __future__ import annotations

from pathlib import Path

import pytest
import torch

from ._common import VOCAB, dist_cfg, make_samples

pytestmark = [pytest.mark.distributed, pytest.mark.slow, pytest.mark.usefixtures("megatron_world")]

WORKER = Path(__file__).with_name("_dist_worker.py")


def _reference(layers: int, work_dir: Path, samples, tag: str):
    """Train one step at TP1, checkpoint, then record log-probs around one more step."""
    from agon_mcore.policy import Policy, save_checkpoint

    cfg = dist_cfg(layers)
    pol = Policy("A", cfg.model, VOCAB, cfg, seed=3)
    pol.train_step(make_samples(6, seed=41))  # non-trivial Adam moments in the checkpoint
    save_checkpoint(work_dir / tag, {"A": pol}, {"step": 1, "data_position": 6}, keep_last=0)
    if layers == 2:
        save_checkpoint(work_dir / "dp", {"A": pol}, {"step": 1}, optimizer_format="dp_reshardable", keep_last=0)
    before = pol.logprobs(samples)
    metrics = pol.train_step(samples)
    after = pol.logprobs(samples)
    return before, metrics, after


def test_layouts_match_tp1(work_dir, torchrun):
    samples = make_samples(10, seed=40)
    refs = {2: _reference(2, work_dir, samples, "full"), 4: _reference(4, work_dir, samples, "full4")}
    out = work_dir / "results.pt"
    torchrun(WORKER, work_dir / "full", work_dir / "dp", work_dir / "full4", out, nproc=2, timeout=600)
    results = torch.load(out, weights_only=False)
    assert set(results) == {"tp2", "pp2", "pp2_uniform", "dp2", "tp2_sp", "pp2_vpp2"}
    for name, res in results.items():
        ref_before, ref_metrics, ref_after = refs[4 if name == "pp2_vpp2" else 2]
        moved = max(float((a - b).abs().max()) for a, b in zip(ref_after, ref_before))
        assert moved > 1e-4  # the step visibly changes the log-probs
        assert res["extra"] == {"step": 1, "data_position": 6}, name
        for got, want in zip(res["before"], ref_before):
            torch.testing.assert_close(got, want, atol=2e-5, rtol=0, msg=lambda m, name=name: f"{name}: {m}")
        # first PPO epoch: the train pass reproduces the forward-only old log-probs exactly
        first = [d for d in res["microbatch_stats"] if d["epoch"] == 0]
        assert first and all(d["ratio_mean"] == d["num_tokens"] for d in first), name
        m = res["metrics"]
        assert m["num_tokens"] == ref_metrics["num_tokens"] and m["skipped"] == 0.0, name
        for k in ("loss", "ratio_mean", "clip_frac"):
            assert m[k] == pytest.approx(ref_metrics[k], abs=1e-5), (name, k)
        assert m["grad_norm"] == pytest.approx(ref_metrics["grad_norm"], rel=1e-4), name
        assert m["entropy"] == pytest.approx(ref_metrics["entropy"], rel=1e-5), name
        assert m["lr"] == ref_metrics["lr"], name
        # same update: the resharded Adam moments continue the TP1 run (fresh moments
        # would move the weights by a different amount)
        err = max(float((a - b).abs().max()) for a, b in zip(res["after"], ref_after))
        assert err < 0.05 * moved, (name, err, moved)
    tp2 = results["tp2"]
    assert "dp_reshardable optimizer format" in tp2["dp_reshardable_error"]
    for got, want in zip(tp2["model_only_logprobs"], refs[2][0]):
        torch.testing.assert_close(got, want, atol=2e-5, rtol=0)
