"""Expert parallelism: a Qwen3-MoE policy at EP=2 equals EP=1 (log-probs, one optimizer step,
checkpoint resumed at EP=2, its weights loaded at EP=1); 2 processes, torchrun + gloo."""
from __future__ import annotations

from pathlib import Path

import pytest
import torch

pytestmark = [pytest.mark.distributed, pytest.mark.slow]

WORKER = Path(__file__).with_name("_moe_ep_worker.py")


def test_ep2_equals_ep1_logprobs_step_and_checkpoint(work_dir, torchrun):
    out = work_dir / "results.pt"
    torchrun(WORKER, work_dir / "ckpt", out, nproc=2, timeout=900)
    r = torch.load(out, weights_only=False)
    ep1, ep2, resumed, loaded = r["ep1"], r["ep2"], r["ep2_resume"], r["ep1_from_ep2_checkpoint"]
    for got, want in zip(ep2["before"], ep1["before"]):
        torch.testing.assert_close(got, want, atol=1e-5, rtol=0)
    moved = max(float((a - b).abs().max()) for a, b in zip(ep1["after"], ep1["before"]))
    assert moved > 1e-4  # the step visibly changes the log-probs
    for k in ("loss", "num_tokens", "skipped"):
        assert ep2["metrics"][k] == pytest.approx(ep1["metrics"][k], abs=1e-6), k
    assert ep2["metrics"]["grad_norm"] == pytest.approx(ep1["metrics"]["grad_norm"], rel=1e-5)
    for got, want in zip(ep2["after"], ep1["after"]):
        torch.testing.assert_close(got, want, atol=1e-5, rtol=0)
    # the same update, every HF tensor (experts included, each once) equal after the step
    assert ep2["weights"].keys() == ep1["weights"].keys()
    assert sum(".experts." in n for n in ep1["weights"]) == 4 * 3  # 1 MoE layer x 4 experts x gate/up/down
    err = max(float((ep2["weights"][n] - w).abs().max()) for n, w in ep1["weights"].items())
    assert err <= 1e-6, err
    # an EP=2 checkpoint resumes at EP=2 (weights and both optimizers: the next step moves on)
    assert resumed["extra"] == {"step": 1}
    for got, want in zip(resumed["loaded"], ep2["after"]):
        torch.testing.assert_close(got, want, atol=0, rtol=0)
    assert resumed["metrics"]["skipped"] == 0.0 and resumed["metrics"]["grad_norm"] > 0
    # ... and its weights load at EP=1 (each rank then holds all 4 experts); the optimizer state
    # (experts in their own optimizer at EP>1) is refused with the fix named
    assert "another expert-parallel size" in loaded["error"] and "load_optimizer=False" in loaded["error"]
    assert loaded["extra"] == {"step": 1}
    for got, want in zip(loaded["loaded"], ep2["after"]):
        torch.testing.assert_close(got, want, atol=1e-5, rtol=0)
