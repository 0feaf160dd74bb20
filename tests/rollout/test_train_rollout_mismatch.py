"""Train/rollout mismatch: after a weight sync through the bridge's HF stream, the local
engine's rollout log-probs equal the Megatron policy's log-probs of the same sequences
(fp32, <= 1e-4), before and after a training step."""
from __future__ import annotations

import pytest
import torch
from conftest import EOS, PAD, VOCAB

from agon_mcore.config import load_config, rival_model
from agon_mcore.rollout.local import LocalEngine
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams


@pytest.mark.slow
def test_rollout_logprobs_match_megatron_policy_after_sync(megatron_world, capsys):
    from agon_mcore.policy import Policy, Sample

    cfg = load_config(overrides=["train.device=cpu", "train.kernels=torch"])
    policy = Policy("A", rival_model(cfg, "A"), VOCAB, cfg, seed=7)
    engine = LocalEngine({"A": RivalSpec(policy.hf_config, [EOS], PAD)})
    g = torch.Generator().manual_seed(0)
    reqs = [GenerationRequest(torch.randint(0, 256, (int(n),), generator=g).tolist(), "A") for n in (12, 20, 7)]
    sp = SamplingParams(n=2, temperature=cfg.rollout.sampling.temperature, max_new_tokens=24, seed=1)

    def worst_gap(version):
        engine.update_weights("A", policy.export_hf(), version)
        res = [r for per in engine.generate(reqs, sp) for r in per]
        samples = [Sample(r.prompt_ids, r.output_ids, advantage=0.0) for r in res]
        ref = policy.logprobs(samples)
        return max((lp - torch.tensor(r.output_logprobs)).abs().max().item() for lp, r in zip(ref, res)), res

    gap, res = worst_gap(1)
    assert gap <= 1e-4
    # one RL step moves the weights; after the next sync the two agree again
    samples = [Sample(r.prompt_ids, r.output_ids, advantage=1.0 if i % 2 else -1.0,
                      rollout_logprobs=r.output_logprobs) for i, r in enumerate(res)]
    policy.train_step(samples)
    gap2, _ = worst_gap(2)
    with capsys.disabled():
        print(f"\n[train/rollout] max |logprob gap| before/after a train step: {gap:.1e} / {gap2:.1e}")
    assert gap2 <= 1e-4


@pytest.mark.slow
@pytest.mark.parametrize("top_p,top_k", [(0.9, -1), (1.0, 8), (0.7, 20)])
def test_truncated_sampling_keeps_importance_weights_at_one(megatron_world, top_p, top_k):
    """With ``rollout.sampling.top_p=0.9`` and ``algorithm.tis_cap=2.0``
    the trainer's and the engine's log-probs used one definition only when the engine
    reported the full tempered distribution; the truncated one read a mean IS weight of ~0.9.
    """
    from agon_mcore.policy import Policy, Sample

    cfg = load_config(overrides=["train.device=cpu", "train.kernels=torch", "algorithm.tis_cap=2.0",
                                 f"rollout.sampling.top_p={top_p}", f"rollout.sampling.top_k={top_k}"])
    policy = Policy("A", rival_model(cfg, "A"), VOCAB, cfg, seed=7)
    engine = LocalEngine({"A": RivalSpec(policy.hf_config, [EOS], PAD)})
    engine.update_weights("A", policy.export_hf(), 1)
    g = torch.Generator().manual_seed(1)
    reqs = [GenerationRequest(torch.randint(0, 256, (int(n),), generator=g).tolist(), "A") for n in (9, 15)]
    s = cfg.rollout.sampling
    sp = SamplingParams(n=4, temperature=s.temperature, top_p=s.top_p, top_k=s.top_k, max_new_tokens=24, seed=2)
    res = [r for per in engine.generate(reqs, sp) for r in per]
    samples = [Sample(r.prompt_ids, r.output_ids, advantage=1.0 if i % 2 else -1.0,
                      rollout_logprobs=r.output_logprobs) for i, r in enumerate(res)]
    ref = torch.cat(policy.logprobs(samples))
    roll = torch.tensor([lp for r in res for lp in r.output_logprobs])
    is_weight = torch.exp(ref - roll)
    assert abs(is_weight.mean().item() - 1.0) < 1e-4
    stats = policy.train_step(samples)
    assert stats["logprob_mismatch"] < 1e-4


@pytest.mark.slow
@pytest.mark.parametrize("over", [["model.attention_dropout=0.1", "model.hidden_dropout=0.1"]])
def test_model_dropout_stays_out_of_the_rl_log_probs(megatron_world, over):
    """A model config with dropout (trained with it in SFT): the engine samples without it
    (even when its model is put back in train mode) and the trainer's RL forwards too, so the
    mismatch stays at fp32 rounding and the first PPO epoch's ratio is exactly 1."""
    from agon_mcore.policy import Policy, Sample

    cfg = load_config(overrides=["train.device=cpu", "train.kernels=torch", "algorithm.ppo_epochs=2", *over])
    policy = Policy("A", rival_model(cfg, "A"), VOCAB, cfg, seed=7)
    assert policy.hf_config.attention_dropout == 0.1
    engine = LocalEngine({"A": RivalSpec(policy.hf_config, [EOS], PAD)})
    engine.update_weights("A", policy.export_hf(), 1)
    engine._models["A"].train()  # a stray train() must not make sampling stochastic
    g = torch.Generator().manual_seed(3)
    reqs = [GenerationRequest(torch.randint(0, 256, (int(n),), generator=g).tolist(), "A") for n in (10, 16)]
    sp = SamplingParams(n=3, temperature=1.0, max_new_tokens=20, seed=4)
    res = [r for per in engine.generate(reqs, sp) for r in per]
    assert not any(m.training for m in engine._models["A"].modules())
    samples = [Sample(r.prompt_ids, r.output_ids, advantage=1.0 if i % 2 else -1.0,
                      rollout_logprobs=r.output_logprobs) for i, r in enumerate(res)]
    stats = policy.train_step(samples)
    first = [d for d in policy.last_microbatch_stats if d["epoch"] == 0]
    assert sum(d["ratio_mean"] for d in first) == sum(d["num_tokens"] for d in first)
    assert stats["logprob_mismatch"] < 1e-5
