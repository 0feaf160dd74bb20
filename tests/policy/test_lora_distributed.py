"""LoRA rivals at TP2, PP2, TP2+SP and DP2 equal TP1 (2 processes, torchrun + gloo): adapter
init, log-probs, a PPO step from a resharded TP1 checkpoint, and the updated adapters."""
from __future__ import annotations

from pathlib import Path

import pytest
import torch

from ._common import make_samples
from .test_lora import build_pair, lora_dist_cfg

pytestmark = [pytest.mark.distributed, pytest.mark.slow, pytest.mark.usefixtures("megatron_world")]

WORKER = Path(__file__).with_name("_lora_dist_worker.py")


def test_lora_layouts_match_tp1(work_dir, torchrun):
    from agon_mcore.policy import Policy, save_checkpoint

    from ._common import VOCAB

    cfg = lora_dist_cfg()
    base = {n: t.clone() for n, t in Policy("A", cfg.model, VOCAB, cfg, seed=3).export_hf()}
    torch.save(base, work_dir / "base.pt")
    samples = make_samples(10, seed=40)
    pols = build_pair(cfg, base)
    init = {n: p.logprobs(samples) for n, p in pols.items()}
    for p in pols.values():
        p.train_step(make_samples(6, seed=41))  # non-zero lora_B and Adam moments in the checkpoint
    save_checkpoint(work_dir / "ck", pols, {"step": 1}, keep_last=0)
    ref = {}
    for n, p in pols.items():
        before = p.logprobs(samples)
        adapter0 = {k: v.clone() for k, v in p.export_adapter_hf()}
        metrics = p.train_step(samples)
        ref[n] = {"before": before, "metrics": metrics, "after": p.logprobs(samples),
                  "adapter0": adapter0, "adapter": {k: v.clone() for k, v in p.export_adapter_hf()}}

    out = work_dir / "results.pt"
    torchrun(WORKER, work_dir / "base.pt", work_dir / "ck", out, nproc=2, timeout=900)
    results = torch.load(out, weights_only=False)
    assert set(results) == {"tp2", "pp2", "tp2_sp", "dp2"}
    for lay, res in results.items():
        assert res["extra"] == {"step": 1}
        for n in ("A", "B"):
            tag = f"{lay}/{n}"
            for got, want in zip(res["init"][n], init[n]):  # adapter init independent of the layout
                torch.testing.assert_close(got, want, atol=2e-5, rtol=0, msg=lambda m, t=tag: f"{t} init: {m}")
            r, w = res[n], ref[n]
            for got, want in zip(r["before"], w["before"]):
                torch.testing.assert_close(got, want, atol=2e-5, rtol=0, msg=lambda m, t=tag: f"{t}: {m}")
            m, wm = r["metrics"], w["metrics"]
            assert m["skipped"] == 0.0 and m["num_tokens"] == wm["num_tokens"], tag
            for k in ("loss", "ratio_mean", "clip_frac"):
                assert m[k] == pytest.approx(wm[k], abs=1e-5), (tag, k)
            assert m["grad_norm"] == pytest.approx(wm["grad_norm"], rel=1e-4), tag
            moved = _maxdiff(w["after"], w["before"])
            assert moved > 1e-4, tag
            assert _maxdiff(r["after"], w["after"]) < 0.05 * moved, tag
            # the updated adapter weights (gathered to the TP1 / HF layout) agree
            assert set(r["adapter"]) == set(w["adapter"])
            step = max(float((w["adapter"][k] - w["adapter0"][k]).abs().max()) for k in w["adapter"])
            err = max(float((r["adapter"][k] - w["adapter"][k]).abs().max()) for k in w["adapter"])
            assert step > 1e-5 and err < 0.05 * step, (tag, err, step)


def _maxdiff(xs, ys) -> float:
    return max(float((x - y).abs().max()) for x, y in zip(xs, ys))
