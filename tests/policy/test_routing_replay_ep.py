"""Routing replay under model parallelism: EP=2, TP=2 with sequence parallelism and EP=2, and PP=2 equal
EP=1 (log-probs, one update, every weight after it, the route-disagreement metric); 2 processes,
torchrun + gloo."""
from __future__ import annotations

from pathlib import Path

import pytest
import torch

pytestmark = [pytest.mark.distributed, pytest.mark.slow]

WORKER = Path(__file__).with_name("_routing_replay_ep_worker.py")


def test_replay_at_ep2_tp2_sp_and_pp2_equals_ep1(work_dir, torchrun, capsys):
    out = work_dir / "results.pt"
    torchrun(WORKER, out, nproc=2, timeout=900)
    r = torch.load(out, weights_only=False)
    ep1, ep2, off = r["ep1"], r["ep2"], r["ep1_no_replay"]
    errs = []
    for other, tol in ((ep2, 1e-6), (r["tp2_sp_ep2"], 5e-6), (r["pp2"], 5e-6)):  # other reduction orders: more rounding
        for k in ("before", "after"):
            for got, want in zip(other[k], ep1[k]):
                torch.testing.assert_close(got, want, atol=1e-5, rtol=0)
        for k in ("loss", "num_tokens", "route_disagreement"):
            assert other["metrics"][k] == pytest.approx(ep1["metrics"][k], abs=1e-6), k
        err = max(float((other["weights"][n] - w).abs().max()) for n, w in ep1["weights"].items())
        assert err <= tol, err
        errs.append(err)
    # the random routes are not the trainer's own: replay changes the log-probs; the metric is the
    # same with and without replay (measured on the trainer's own choice, before the update)
    moved = max(float((a - b).abs().max()) for a, b in zip(ep1["before"], off["before"]))
    d = ep1["metrics"]["route_disagreement"]
    with capsys.disabled():
        print(f"\n[routing replay vs EP=1] max weight diff after the step: EP=2 {errs[0]:.1e}, TP=2+SP+EP=2 "
              f"{errs[1]:.1e}, PP=2 {errs[2]:.1e}; replay vs own routing max logprob "
              f"diff {moved:.2e}; route_disagreement {d:.3f}")
    assert moved > 1e-3
    assert d == pytest.approx(off["metrics"]["route_disagreement"], abs=1e-9) and 0.3 < d < 1.0
