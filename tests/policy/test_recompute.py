"""Activation recompute (train.recompute): megatron's selective/full recompute must give the
same loss and gradients as keeping every activation (it only trades memory for compute)."""
from __future__ import annotations

import pytest
import torch

from agon_mcore.policy.model import recompute_kwargs

from ._common import VOCAB, make_samples, tiny_cfg, tiny_model

pytestmark = pytest.mark.usefixtures("megatron_world")


def _policy(**over):
    from agon_mcore.policy import Policy

    cfg = tiny_cfg(**over)
    cfg.model = tiny_model(num_layers=4)
    return Policy("A", cfg.model, VOCAB, cfg, seed=3)


def _loss_and_grads(policy, samples):
    """Loss of one PPO step and the fp32 main grads megatron's DDP accumulated."""
    m = policy.train_step(samples)
    grads = {n: p.main_grad.detach().clone() for n, p in policy.named_parameters() if getattr(p, "main_grad", None) is not None}
    if not grads:  # no DDP main_grad buffers: fall back to .grad
        grads = {n: p.grad.detach().clone() for n, p in policy.named_parameters() if p.grad is not None}
    return m, grads


@pytest.mark.parametrize("over", [
    {"train.recompute": "full", "train.recompute_method": "uniform", "train.recompute_num_layers": 1},
    {"train.recompute": "full", "train.recompute_method": "block", "train.recompute_num_layers": 3},
    {"train.recompute": "selective", "train.recompute_modules": ["core_attn", "mlp"]},
])
def test_recompute_gives_the_same_loss_and_grads(over):
    samples = make_samples(6, seed=11)
    ref = _policy()
    rec = _policy(**over)
    c = rec.chunks[0].config
    assert c.recompute_granularity == over["train.recompute"]
    if over["train.recompute"] == "full":
        assert (c.recompute_method, c.recompute_num_layers) == (over["train.recompute_method"], over["train.recompute_num_layers"])
    assert ref.chunks[0].config.recompute_granularity is None
    calls = {"ref": 0, "rec": 0}
    for key, pol in (("ref", ref), ("rec", rec)):
        pol.chunks[0].decoder.layers[0].mlp.register_forward_hook(lambda *a, k=key: calls.__setitem__(k, calls[k] + 1))
    m_ref, g_ref = _loss_and_grads(ref, samples)
    m_rec, g_rec = _loss_and_grads(rec, samples)
    # the recomputed MLP runs again in the backward pass (full: whole layer; selective: "mlp")
    assert calls["rec"] > calls["ref"] > 0
    assert m_ref["loss"] != 0.0 and m_ref["grad_norm"] > 0
    assert m_rec["loss"] == pytest.approx(m_ref["loss"], abs=1e-6)
    assert m_rec["grad_norm"] == pytest.approx(m_ref["grad_norm"], rel=1e-5)
    assert set(g_rec) == set(g_ref) and g_ref
    for n in g_ref:
        torch.testing.assert_close(g_rec[n], g_ref[n], atol=1e-6, rtol=1e-5, msg=n)
    # and the updated weights agree
    for (n, a), (_, b) in zip(ref.named_parameters(), rec.named_parameters()):
        torch.testing.assert_close(a.detach(), b.detach(), atol=1e-6, rtol=0, msg=n)


def test_recompute_kwargs_follow_megatron_names():
    from agon_mcore.config import TrainConfig

    assert recompute_kwargs(None) == {} and recompute_kwargs(TrainConfig()) == {}
    t = TrainConfig(recompute="full", recompute_method="block", recompute_num_layers=2)
    assert recompute_kwargs(t) == {"recompute_granularity": "full", "recompute_method": "block", "recompute_num_layers": 2}
    t = TrainConfig(recompute="selective", recompute_modules=["layernorm"])
    assert recompute_kwargs(t) == {"recompute_granularity": "selective", "recompute_modules": ["layernorm"]}


@pytest.mark.parametrize("over,msg", [
    (["train.recompute=partial"], "train.recompute='partial' is not one of"),
    (["train.recompute=full", "train.recompute_num_layers=4"], r"recompute_num_layers=4 must be in \[1, 3\]"),
    (["train.recompute=full", "train.recompute_method=random"], "train.recompute_method='random' is not one of"),
    (["train.recompute=selective", "train.recompute_modules=[attention]"], "selective recompute takes a non-empty"),
])
def test_bad_recompute_settings_are_refused(over, msg):
    from agon_mcore.config import ConfigError, load_config

    with pytest.raises(ConfigError, match=msg):
        load_config(None, over)
