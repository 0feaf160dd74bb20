"""Distributed checkpoints of Gemma 4 rivals (E-style: PLE, KV sharing; the MoE variant): bit-exact resume."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

from ._common import VOCAB, make_samples, tiny_cfg
from .test_checkpoint import _params, _steps

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))
import gemma4_cases as G  # noqa: E402

pytestmark = pytest.mark.usefixtures("megatron_world")


def _pair(cfg):
    from agon_mcore.policy import Policy

    pols = {"A": Policy("A", cfg.model, VOCAB, cfg, seed=11), "B": Policy("B", cfg.model, VOCAB, cfg, seed=12)}
    for n, p in pols.items():  # layer scalars away from 1: buffers, restored with the parameters
        for j, b in enumerate(_scalar_buffers(p)):
            b.fill_(0.5 + 0.1 * j + (n == "B"))
    return pols


def _scalar_buffers(p):
    bufs = [b for n, b in p.chunks[0].named_buffers() if n.endswith("layer_scalar")]
    assert len(bufs) == p.model_cfg.num_layers
    return bufs


def _scalars(p):
    return [b.clone() for b in _scalar_buffers(p)]


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["e_style", "moe"])
def test_gemma4_resume_is_bit_exact(work_dir, variant):
    """N steps straight == k steps, save, resume into fresh policies (other layer scalars), N - k steps."""
    from agon_mcore.policy import load_checkpoint, save_checkpoint

    cfg = tiny_cfg(**{"optimizer.lr": 3e-3, "train.steps": 3})
    cfg.model = G.tiny_model_cfg(**(G.E_STYLE if variant == "e_style" else {"experts": 4}))
    cfg.model.vocab_size = VOCAB
    batches = [make_samples(6, seed=20 + i) for i in range(2)]
    straight = _pair(cfg)
    _steps(straight, batches)
    want = {n: _params(p) for n, p in straight.items()}

    first = _pair(cfg)
    _steps(first, batches[:1])
    save_checkpoint(work_dir / "step_1", first, {"step": 1})
    resumed = _pair(cfg)
    for p in resumed.values():
        for b in _scalar_buffers(p):
            b.fill_(1.0)
    assert load_checkpoint(work_dir / "step_1", resumed) == {"step": 1}
    for n in ("A", "B"):
        assert all(torch.equal(x, y) for x, y in zip(_scalars(resumed[n]), _scalars(first[n])))
        assert _scalars(resumed[n])[0].item() != 1.0
        assert all(torch.equal(x, y) for x, y in zip(_params(resumed[n]), _params(first[n])))
    _steps(resumed, batches[1:])
    for n in ("A", "B"):
        assert all(torch.equal(x, y) for x, y in zip(_params(resumed[n]), want[n])), f"rival {n} diverged"
