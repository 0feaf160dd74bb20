"""Routing replay (``model.moe_routing_replay``): the trainer routes each token to the experts the
rollout engine chose. The engine here is the local engine with the trainer's weights whose
routers SELECT experts from biased scores (as a near-tie flip would) but weight them as the
trainer does, so only the routing differs: with replay the trainer's log-probs equal the
rollout's to fp32 rounding; without, they do not, and the route-disagreement metric says why."""
from __future__ import annotations

import dataclasses
import types

import pytest
import torch

from ._common import VOCAB, tiny_cfg, tiny_model

EOS, PAD = 258, 256


def biased_router_forward(bias: torch.Tensor):
    """A transformers ``Qwen3MoeTopKRouter.forward`` whose top-k is taken of ``logits + bias``; the
    weights are the softmax of the true logits over the chosen experts (renormalised)."""
    def forward(self, hidden_states):
        logits = torch.nn.functional.linear(hidden_states, self.weight)
        probs = torch.softmax(logits, dtype=torch.float, dim=-1)
        idx = torch.topk(logits + bias, self.top_k, dim=-1).indices
        w = probs.gather(-1, idx)
        return logits, (w / w.sum(-1, keepdim=True)).to(logits.dtype), idx
    return forward


def rollouts(policy, temperature: float, bias=None):
    from agon_mcore.policy import Sample
    from agon_mcore.rollout.local import LocalEngine
    from agon_mcore.rollout.routes import find_routers
    from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams

    engine = LocalEngine({"A": RivalSpec(policy.hf_config, [EOS], PAD, routed_experts=True)})
    engine.update_weights("A", policy.export_hf(), 1)
    if bias is not None:
        for r in find_routers(engine.model("A")):
            r.forward = types.MethodType(biased_router_forward(bias), r)
    g = torch.Generator().manual_seed(0)
    reqs = [GenerationRequest(torch.randint(0, 256, (int(n),), generator=g).tolist(), "A") for n in (9, 14, 6)]
    res = [r for per in engine.generate(reqs, SamplingParams(n=2, temperature=temperature, max_new_tokens=16,
                                                             seed=3)) for r in per]
    return [Sample(r.prompt_ids, r.output_ids, advantage=1.0 if i % 2 else -1.0, rollout_logprobs=r.output_logprobs,
                   routed_experts=r.routed_experts) for i, r in enumerate(res)]


def gap(policy, samples) -> float:
    lps = policy.logprobs(samples)
    return max(float((lp - torch.tensor(s.rollout_logprobs)).abs().max()) for lp, s in zip(lps, samples))


@pytest.mark.slow
@pytest.mark.usefixtures("megatron_world")
def test_replay_makes_trainer_routes_and_logprobs_those_of_the_rollout(capsys):
    from agon_mcore.policy import Policy

    cfg = tiny_cfg()
    cfg.model = tiny_model(arch="qwen3_moe", num_layers=3, num_experts=4, moe_router_topk=2, moe_ffn_hidden_size=16,
                           moe_dense_layers=[0])
    T = cfg.rollout.sampling.temperature
    pols = {flag: Policy("A", dataclasses.replace(cfg.model, moe_routing_replay=flag), VOCAB, cfg, seed=3)
            for flag in (False, True)}
    # the engine with the trainer's exact routing: routes agree, log-probs at rounding either way
    same = rollouts(pols[False], T)
    assert same[0].routed_experts.shape == (same[0].seq_len, 2, 2)
    # only the routing differs (expert 0 preferred by a bias the size of the logits' spread)
    bias = torch.tensor([0.02, 0.0, 0.0, 0.0])
    flipped = rollouts(pols[False], T, bias=bias)
    # full activation recompute (no pipelining: each micro-batch's backward follows its forward, so
    # the recomputed MoE layers see the same routes): the same update
    rcfg = tiny_cfg(**{"train.recompute": "full"})
    recomputed = Policy("A", dataclasses.replace(cfg.model, moe_routing_replay=True), VOCAB, rcfg, seed=3)
    m_rec = recomputed.train_step(flipped)
    got = {}
    for flag, pol in pols.items():
        got[flag] = (gap(pol, same), gap(pol, flipped), pol.train_step(flipped))
    assert m_rec["loss"] == pytest.approx(got[True][2]["loss"], abs=1e-7)
    assert m_rec["grad_norm"] == pytest.approx(got[True][2]["grad_norm"], rel=1e-6)
    assert abs(m_rec["grad_norm"] - got[False][2]["grad_norm"]) > 2e-5  # (replay moves the gradient, 4.6 % of routes)
    with capsys.disabled():
        for flag, (g_same, g_flip, m) in got.items():
            print(f"\n[routing replay={flag}] max |logprob gap| same routing {g_same:.1e}, flipped {g_flip:.1e}; "
                  f"step logprob_mismatch {m['logprob_mismatch']:.1e}, route_disagreement {m['route_disagreement']:.3f}")
    (s0, f0, m0), (s1, f1, m1) = got[False], got[True]
    assert s0 <= 1e-5 and s1 <= 1e-5
    assert f1 <= 1e-5  # replay: the engine's routes, the trainer's weights: fp32 rounding
    assert f0 > 1e-3 and f0 > 1000 * f1 and m0["logprob_mismatch"] > 100 * m1["logprob_mismatch"]
    assert m1["logprob_mismatch"] <= 1e-6
    # the trainer's own top-k differs from the engine's on some (token, layer) routes, with or
    # without replay (it is measured before the engine's routes replace it)
    assert m0["route_disagreement"] > 0.01 and m1["route_disagreement"] > 0.01
    for m in (m0, m1):
        assert m["skipped"] == 0.0


@pytest.mark.parametrize("shared_prefix", [False, True])
def test_packed_micro_batches_carry_each_position_routes(shared_prefix):
    """``MicroBatch.routes`` holds, at every model input position, the routes its sample gave for
    that position (a packed row's shared prefix too); -1 at padding and for samples without routes."""
    import numpy as np

    from agon_mcore.policy.batch import Sample, pack_micro_batches

    def routes_of(ids):  # a route that names its token: position t -> (token_t % 7, token_t % 5) in 2 layers
        a = np.array(ids, dtype=np.int32)
        return np.stack([np.stack([a % 7, a % 5], -1), np.stack([a % 5, a % 7], -1)], 1)

    head = list(range(20, 50))
    samples = [Sample(head + [60 + i], [70 + i, 71, 72 + i][: 1 + i % 3], 1.0) for i in range(5)]
    samples.append(Sample([1, 2], [3, 4, 5], 1.0))  # no routes: the trainer's own routing
    for s in samples[:5]:
        s.routed_experts = routes_of((s.prompt_ids + s.response_ids)[:-1])
    mbs = pack_micro_batches(samples, list(range(6)), 400, shared_prefix=shared_prefix)
    packed = any(mb.attention_mask is not None for mb in mbs)
    assert packed == shared_prefix
    for mb in mbs:
        b, s = mb.tokens.shape
        assert mb.routes.shape == (b, s, 2, 2)
        # every real position (tokens are never the pad id 0) of a sample with routes has its token's routes
        mine = mb.tokens[:, :1] != 1  # not the row of the sample without routes
        want_valid = (mb.tokens != 0) & mine
        assert torch.equal(mb.routes[..., 0, 0] >= 0, want_valid)
        for r, t in want_valid.nonzero().tolist():
            assert mb.routes[r, t].tolist() == routes_of([int(mb.tokens[r, t])])[0].tolist()
    plain = [mb for mb in pack_micro_batches(samples, [5], 400)]
    assert plain[0].routes is None  # no sample of it has routes


def test_replay_is_refused_where_it_cannot_work(monkeypatch):
    from types import SimpleNamespace

    from megatron.core import parallel_state as mps

    from agon_mcore.config import ConfigError, ParallelConfig
    from agon_mcore.policy.moe import check_moe
    from agon_mcore.policy.routing_replay import check_replay

    with pytest.raises(ConfigError, match="moe_routing_replay=true .* has no experts"):
        check_moe(tiny_model(moe_routing_replay=True), ParallelConfig())
    ok = dict(num_moe_experts=4, moe_router_fusion=False, moe_router_load_balancing_type="none",
              moe_expert_capacity_factor=None)
    check_replay(SimpleNamespace(**ok), "none")
    for bad, why in ((dict(moe_router_fusion=True), "fused router"), (dict(moe_router_load_balancing_type="sinkhorn"),
                     "sinkhorn"), (dict(moe_expert_capacity_factor=1.0), "capacity"), (dict(num_moe_experts=0), "no experts")):
        with pytest.raises(ConfigError, match=why):
            check_replay(SimpleNamespace(**{**ok, **bad}), "none")
    monkeypatch.setattr(mps, "get_pipeline_model_parallel_world_size", lambda: 2)
    with pytest.raises(ConfigError, match="train.recompute=full with pipeline parallelism"):
        check_replay(SimpleNamespace(**ok), "full")
    check_replay(SimpleNamespace(**ok), "none")


def test_malformed_routes_are_refused():
    import numpy as np

    from agon_mcore.policy.batch import BatchError, Sample, validate_samples

    s = Sample([1, 2, 3], [4, 5], 1.0, routed_experts=np.zeros((3, 1, 2), dtype=np.int32))  # seq_len 4
    with pytest.raises(BatchError, match=r"routed_experts has shape \(3, 1, 2\), expected \[4, num_moe_layers"):
        validate_samples([s], VOCAB)
    s.routed_experts = [[0, 1]] * 4  # not an array
    with pytest.raises(BatchError, match="routed_experts has shape"):
        validate_samples([s], VOCAB)
