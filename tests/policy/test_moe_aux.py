"""The router's load-balancing loss of a Qwen3-MoE policy: off by default in RL, on with
``model.moe_aux_loss_coeff > 0`` (it then changes only what the router learns)."""
from __future__ import annotations

import dataclasses

import pytest

from ._common import VOCAB, make_samples, tiny_cfg, tiny_model


@pytest.mark.slow
@pytest.mark.usefixtures("megatron_world")
def test_aux_loss_coeff_moves_the_router_only_when_set():
    from agon_mcore.policy import Policy

    cfg = tiny_cfg()
    cfg.model = tiny_model(arch="qwen3_moe", num_experts=4, moe_router_topk=2, moe_ffn_hidden_size=16)
    samples = make_samples(6, seed=5)
    routers = {}
    for coeff in (0.0, 0.5):
        m = dataclasses.replace(cfg.model, moe_aux_loss_coeff=coeff)
        pol = Policy("A", m, VOCAB, cfg, seed=3)
        assert pol.config.moe_router_load_balancing_type == ("none" if coeff == 0 else "aux_loss")
        met = pol.train_step(samples)
        assert met["skipped"] == 0.0
        routers[coeff] = {n: p.detach().clone() for n, p in pol.named_parameters() if "router" in n}
    diff = max(float((routers[0.0][n] - routers[0.5][n]).abs().max()) for n in routers[0.0])
    assert diff > 1e-6  # the balancing loss reached the router's gradient
