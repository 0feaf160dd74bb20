"""The Megatron policy on one process (TP=PP=DP=1): log-probs, PPO/GRPO and SFT updates."""
from __future__ import annotations

import math

import pytest
import torch

from agon_mcore.config import ConfigError
from agon_mcore.policy.batch import BatchError, Sample

from ._common import VOCAB, make_samples, tiny_cfg, tiny_model

pytestmark = pytest.mark.usefixtures("megatron_world")


def _policy(seed=1, **over):
    from agon_mcore.policy import Policy

    cfg = tiny_cfg(**over)
    return Policy("A", cfg.model, VOCAB, cfg, seed=seed)


def _params(p):
    return [t.detach().clone() for _, t in p.named_parameters()]


def _reference_logprobs(policy, s: Sample, temperature: float) -> torch.Tensor:
    """log_softmax over the TRUE vocabulary of the model's own logits (plain torch)."""
    full = s.prompt_ids + s.response_ids
    x = torch.tensor([full[:-1]])
    with torch.no_grad():
        logits = policy.chunks[0](x, torch.arange(x.shape[1])[None], None)[0].double()
    lp = torch.log_softmax(logits[:, :VOCAB] / temperature, dim=-1)
    P = len(s.prompt_ids)
    pos = torch.arange(P - 1, P - 1 + len(s.response_ids))
    return lp[pos, torch.tensor(s.response_ids)].float()


def test_logprobs_match_reference_and_ignore_padded_vocab():
    """Log-probs equal log_softmax(logits[:V] / T); padded vocabulary rows never count."""
    pol = _policy(**{"rollout.sampling.temperature": 0.7})
    assert pol.padded_vocab_size == 384 and pol.temperature == 0.7
    # Make the padded rows of the (tied) embedding huge: if they entered the softmax the
    # log-probs would collapse towards -inf.
    emb = pol.chunks[0].embedding.word_embeddings.weight
    with torch.no_grad():
        emb[VOCAB:] = 5.0
    samples = make_samples(6, seed=3)
    got = pol.logprobs(samples)
    assert [g.shape[0] for g in got] == [len(s.response_ids) for s in samples]
    for s, g in zip(samples, got):
        ref = _reference_logprobs(pol, s, 0.7)
        assert g.dtype == torch.float32
        torch.testing.assert_close(g, ref, atol=2e-5, rtol=0)
    # greedy sampling (T = 0) scores the model's own distribution (T = 1)
    assert _policy(**{"rollout.sampling.temperature": 0.0}).temperature == 1.0


def test_ratio_is_exactly_one_on_first_step():
    """Step 1: the train pass reproduces the trainer's recomputed old log-probs bit for bit."""
    # ppo_epochs=2 computes the old log-probs in a separate forward-only pass first
    pol = _policy(**{"algorithm.ppo_epochs": 2})
    samples = make_samples(8, seed=4, rollout=False)
    m = pol.train_step(samples)
    first = [d for d in pol.last_microbatch_stats if d["epoch"] == 0]
    assert len(first) >= 2  # several micro-batches
    mb0 = first[0]
    assert mb0["ratio_mean"] == mb0["num_tokens"]  # sum of ratios == count: every ratio is 1.0
    assert mb0["clip_frac"] == 0.0 and mb0["kl"] == 0.0
    assert all(d["ratio_mean"] == d["num_tokens"] for d in first)
    assert m["skipped"] == 0.0 and m["num_tokens"] == sum(len(s.response_ids) for s in samples)
    # ppo_epochs=1: old = the same pass's log-probs, ratio exactly 1, nothing clipped
    pol1 = _policy()
    m1 = pol1.train_step(samples)
    assert m1["ratio_mean"] == 1.0 and m1["clip_frac"] == 0.0


def test_loss_normalisation_over_microbatches():
    """At ratio 1 the loss is -sum_t A_t / N (token) or -mean_i A_i (sequence), however split."""
    samples = make_samples(9, seed=5)
    n = [len(s.response_ids) for s in samples]
    a = [s.advantage for s in samples]
    tok = -sum(x * y for x, y in zip(n, a)) / sum(n)
    seq = -sum(a) / len(a)
    for agg, want in (("token", tok), ("sequence", seq)):
        for budget in (32, 4096):
            pol = _policy(**{"algorithm.loss_agg": agg, "parallel.micro_batch_tokens": budget})
            m = pol.train_step(samples)
            assert m["loss"] == pytest.approx(want, abs=1e-6), (agg, budget)


def test_update_does_not_depend_on_microbatch_split():
    samples = make_samples(8, seed=6)
    # a large Adam eps keeps the first update linear in near-zero gradient entries
    # (g / (|g| + eps) flips on rounding noise when eps is tiny)
    small = _policy(**{"parallel.micro_batch_tokens": 24, "optimizer.adam_eps": 1e-3})
    big = _policy(**{"parallel.micro_batch_tokens": 4096, "optimizer.adam_eps": 1e-3})
    for x, y in zip(_params(small), _params(big)):
        assert torch.equal(x, y)  # same seed, same initial weights
    rng = torch.get_rng_state()
    ms, mb = small.train_step(samples), big.train_step(samples)
    assert torch.equal(torch.get_rng_state(), rng)  # each policy runs on its own RNG stream
    # the gradient is the same (Adam's first step is scale-free, so compare the norm) ...
    assert ms["grad_norm"] == pytest.approx(mb["grad_norm"], rel=1e-5)
    assert ms["loss"] == pytest.approx(mb["loss"], abs=1e-7)
    # ... and so is the update
    for x, y in zip(_params(small), _params(big)):
        torch.testing.assert_close(x, y, atol=1e-6, rtol=0)


def test_train_steps_move_logprobs_along_the_advantage():
    """A few GRPO steps raise the log-probs of positive-advantage samples and lower the others."""
    pol = _policy(**{"optimizer.lr": 3e-3})
    samples = make_samples(8, seed=7)
    before = pol.logprobs(samples)
    mismatch = [m for m in (pol.train_step(samples) for _ in range(4))]
    after = pol.logprobs(samples)
    delta = [float((a - b).mean()) for a, b in zip(after, before)]
    for s, d in zip(samples, delta):
        assert (d > 0) == (s.advantage > 0), (s.advantage, d)
    # the clipped surrogate (constant at ratio 1) goes down over PPO epochs against fixed old log-probs
    pe = _policy(**{"optimizer.lr": 3e-3, "algorithm.ppo_epochs": 3})
    pe.train_step(samples)
    per_epoch = [sum(d["loss"] for d in pe.last_microbatch_stats if d["epoch"] == e) for e in range(3)]
    assert per_epoch[0] > per_epoch[1] > per_epoch[2], per_epoch
    # train/rollout mismatch is the mean |old - rollout| over the response tokens
    want = sum(float((b - torch.tensor(s.rollout_logprobs)).abs().sum()) for s, b in zip(samples, before))
    want /= sum(len(s.response_ids) for s in samples)
    assert mismatch[0]["logprob_mismatch"] == pytest.approx(want, rel=1e-5)
    for k in ("loss", "grad_norm", "clip_frac", "entropy", "kl", "ratio_mean", "lr", "logprob_mismatch",
              "num_tokens", "skipped"):
        assert isinstance(mismatch[0][k], float) and math.isfinite(mismatch[0][k]), k
    assert 0 < mismatch[0]["entropy"] <= math.log(VOCAB) + 1e-6
    assert mismatch[0]["kl"] > 0  # rollout log-probs differ from the policy's


def test_nonfinite_loss_skips_the_update():
    pol = _policy()
    samples = make_samples(4, seed=8)
    bad = list(samples)
    bad[1] = Sample(samples[1].prompt_ids, samples[1].response_ids, float("nan"), samples[1].rollout_logprobs)
    before, sched = _params(pol), pol.scheduler.num_steps
    m = pol.train_step(bad)
    assert m["skipped"] == 1.0 and not math.isfinite(m["loss"])
    assert all(torch.equal(x, y) for x, y in zip(before, _params(pol)))
    assert pol.scheduler.num_steps == sched
    m = pol.train_step(samples)  # a finite batch updates again
    assert m["skipped"] == 0.0
    assert not all(torch.equal(x, y) for x, y in zip(before, _params(pol)))


def test_sft_step_lowers_the_nll():
    from agon_mcore.policy import Policy

    cfg = tiny_cfg(**{"sft.lr": 1e-2, "sft.warmup_steps": 0, "sft.steps": 10, "sft.lr_schedule": "constant"})
    pol = Policy("A", cfg.model, VOCAB, cfg, seed=3, phase="sft")
    samples = make_samples(6, seed=9, rollout=False)
    losses = [pol.sft_step(samples)["loss"] for _ in range(5)]
    assert losses[-1] < losses[0] - 0.1
    lp = pol.logprobs(samples)
    nll = -sum(float(x.sum()) for x in lp) / sum(x.numel() for x in lp)
    assert nll < losses[0]
    assert pol.phase == "sft" and pol.sft_step(samples)["lr"] == pytest.approx(1e-2)  # sft.lr, constant schedule


def test_lr_schedule_warmup_then_cosine():
    pol = _policy(**{"optimizer.lr": 1e-3, "optimizer.min_lr": 1e-4, "optimizer.warmup_steps": 2,
                     "optimizer.lr_schedule": "cosine", "train.steps": 5})
    samples = make_samples(2, seed=10)
    lrs = [pol.train_step(samples)["lr"] for _ in range(5)]
    # the decay spans 5 + 1 scheduler steps: min_lr is reached just after the last update
    cos = [1e-4 + 0.5 * (1e-3 - 1e-4) * (1 + math.cos(math.pi * (k - 2) / 4)) for k in (3, 4, 5)]
    assert lrs == pytest.approx([5e-4, 1e-3] + cos)
    assert lrs[-1] > 1e-4


def test_config_and_batch_errors():
    from agon_mcore.config import load_config

    # a KL penalty needs a frozen reference policy, which is not kept: the setting is gone
    with pytest.raises(ConfigError, match="algorithm.kl_coef=0.1 .*this setting was removed .*no frozen reference"):
        load_config([], ["algorithm.kl_coef=0.1"])
    with pytest.raises(ConfigError, match="megatron is initialised with tp=1, pp=1"):
        _policy(**{"parallel.tp": 2})
    pol = _policy()
    with pytest.raises(BatchError, match="no sample has a response token"):
        pol.train_step([Sample([1, 2], [], 1.0)])
    with pytest.raises(ValueError, match="tis_cap"):
        _policy(**{"algorithm.tis_cap": 2.0}).train_step(make_samples(2, rollout=False))
    assert tiny_model().vocab_size == VOCAB


def test_hf_round_trip_and_rollout_logprobs_agree():
    """export_hf -> a Hugging Face model gives the same token log-probs (the trainer/rollout
    agreement gate); import_hf into a fresh policy reproduces the weights."""
    from transformers import AutoModelForCausalLM

    pol = _policy(**{"rollout.sampling.temperature": 0.8})
    pol.train_step(make_samples(4, seed=11))  # not just the initial weights
    named = dict(pol.export_hf())
    hf = AutoModelForCausalLM.from_config(pol.hf_config)
    missing, unexpected = hf.load_state_dict(named, strict=False)
    assert not unexpected and set(missing) <= {"lm_head.weight"}  # tied embeddings
    hf.tie_weights()
    hf.eval()
    samples = make_samples(5, seed=12)
    ours = pol.logprobs(samples)
    for s, got in zip(samples, ours):
        ids = torch.tensor([s.prompt_ids + s.response_ids])
        with torch.no_grad():
            logits = hf(ids).logits[0, :-1].double()
        lp = torch.log_softmax(logits / 0.8, dim=-1)
        P = len(s.prompt_ids)
        want = lp[P - 1:, :].gather(1, torch.tensor(s.response_ids)[:, None]).squeeze(1).float()
        torch.testing.assert_close(got, want, atol=1e-4, rtol=0)
    other = _policy(seed=99, **{"rollout.sampling.temperature": 0.8})
    other.import_hf(named.items())
    for x, y in zip(other.logprobs(samples), ours):
        assert torch.equal(x, y)


def test_sft_then_rl_switches_phase_and_schedule():
    pol = _policy(**{"sft.lr": 5e-3, "sft.warmup_steps": 0, "sft.lr_schedule": "constant", "optimizer.lr": 1e-3})
    samples = make_samples(4, seed=13)
    assert pol.phase == "rl"
    assert pol.sft_step(samples)["lr"] == pytest.approx(5e-3) and pol.phase == "sft"
    m = pol.train_step(samples)
    assert pol.phase == "rl" and m["lr"] == pytest.approx(1e-3) and m["skipped"] == 0.0
    assert pol.scheduler.num_steps == 2  # one update in the fresh RL schedule (see build_scheduler)
