"""The warm-up's design: a sample mix that teaches every prompt the evaluation asks (the
challenger reading a draft, reading NOTHING, the aggregator), and a shared warm-up after
which every rival starts from the leader's weights plus its own noise (AGON.md "Rivals")."""
from __future__ import annotations

import pytest
import torch

from agon_mcore.agon import challenger_message, summarize_draft
from agon_mcore.config import ConfigError, SFTConfig, SyntheticConfig, load_config
from agon_mcore.data.prompts import question_text
from agon_mcore.data.synthetic import generate, make_problem
from agon_mcore.train.sft import SampleMix, sft_samples, shared_warmup_steps

pytestmark = pytest.mark.usefixtures("megatron_world")


@pytest.fixture(scope="module")
def rivals(tmp_path_factory):
    from agon_mcore.train.rivals import build_rivals

    cfg = load_config([], ["model.hidden_size=32", "model.ffn_hidden_size=64", "model.num_layers=1"])
    return cfg, build_rivals(cfg, tokenizer_cache=str(tmp_path_factory.mktemp("tok")))


def _prompts(rival, samples):
    return [rival.tokenizer.decode(s.prompt_ids, skip_special_tokens=False) for s in samples]


def test_every_prompt_of_the_evaluation_is_taught(rivals):
    _, r = rivals
    a = r["A"]
    p = make_problem([3, 8, 5, 7], ["+", "+", "+"], "train")
    q = question_text(p)
    s = sft_samples(a, [p], challenger_fraction=1.0, blank_fraction=1.0, aggregator_fraction=1.0, wrong_fraction=0.0)
    assert len(s) == 4
    prompts = _prompts(a, s)
    # drafter, challenger reading the reference, challenger reading nothing (none->Y), aggregator
    assert q in prompts[0] and "Draft" not in prompts[0]
    ref = challenger_message(q, summarize_draft(p.solution, "stop", domain="math", problem=q))
    assert ref in prompts[1] and "3 + 8 = 11. 11 + 5 = 16." in prompts[1] and "23" not in prompts[1]
    assert challenger_message(q, summarize_draft("", "stop", domain="math")) in prompts[2]
    assert "Draft: (none)" in prompts[2]
    assert "Draft 1: " in prompts[3] and "Draft 2: " in prompts[3]
    # the target is the reference solution everywhere
    assert len({tuple(x.response_ids) for x in s}) == 1
    assert a.decode(s[0].response_ids).startswith(p.solution)


def test_the_mix_follows_its_fractions(rivals):
    _, r = rivals
    a = r["A"]
    problems = generate(SyntheticConfig(num_train=200, num_test=0), "train")
    none = sft_samples(a, problems, challenger_fraction=0.0, blank_fraction=0.0, aggregator_fraction=0.0)
    assert len(none) == 200
    mix = sft_samples(a, problems, challenger_fraction=1.0, blank_fraction=0.2, aggregator_fraction=0.15,
                      wrong_fraction=0.3, seed=3)
    prompts = _prompts(a, mix)
    blank = sum("Draft: (none)" in x for x in prompts)
    agg = sum("Draft 1: " in x for x in prompts)
    reading = [x for x in prompts if "Draft: " in x and "Draft: (none)" not in x]
    assert len(reading) == 200  # challenger_fraction 1: one reading sample per problem
    assert 20 <= blank <= 60 and 12 <= agg <= 50  # 0.2 and 0.15 of 200, binomial spread
    # 30 % of the read drafts are wrong ones; a slip in one of the 2 visible steps (of 3) shows
    # in the summary: about 0.3 * 2/3 * 200 = 40 readings show a wrong step
    wrong = sum(not _steps_right(x, p.metadata["operands"]) for p, x in zip(problems, reading))
    assert 20 <= wrong <= 65
    # deterministic by seed
    assert [s.prompt_ids for s in mix] == [s.prompt_ids for s in sft_samples(
        a, problems, challenger_fraction=1.0, blank_fraction=0.2, aggregator_fraction=0.15, wrong_fraction=0.3, seed=3)]


def _steps_right(prompt: str, ops) -> bool:
    acc = ops[0]
    for b in ops[1:-1]:  # the summary keeps every step but the last
        if f"{acc} + {b} = {acc + b}." not in prompt:
            return False
        acc += b
    return True


def test_shared_warmup_steps_leave_every_rival_steps_of_its_own():
    assert shared_warmup_steps(SFTConfig(steps=400, shared_fraction=0.6)) == 240
    assert shared_warmup_steps(SFTConfig(steps=400, shared_fraction=0.0)) == 0
    assert shared_warmup_steps(SFTConfig(steps=400, shared_fraction=1.0)) == 399
    assert shared_warmup_steps(SFTConfig(steps=2, shared_fraction=0.6)) == 1
    assert shared_warmup_steps(SFTConfig(steps=1, shared_fraction=0.6)) == 0
    assert shared_warmup_steps(SFTConfig(steps=0, shared_fraction=0.6)) == 0
    for bad in ("sft.shared_fraction=1.5", "sft.blank_fraction=-0.1", "sft.challenger_fraction=2"):
        with pytest.raises(ConfigError, match="must be a fraction in"):
            load_config([], [bad])


def _flat(policy):
    return {k: v.detach().clone() for k, v in policy.export_hf()}


def test_shared_warmup_then_fork_with_noise(rivals):
    from agon_mcore.train.sft import can_share_weights, run_sft

    cfg, r = rivals
    a, b = r["A"], r["B"]
    assert can_share_weights(a, b)
    for x in (a, b):
        x.policy.start_phase("sft")
    problems = generate(SyntheticConfig(num_train=16, num_test=0), "train")
    b0 = _flat(b.policy)
    forks = []
    import agon_mcore.train.sft as sft_mod

    real = sft_mod.fork_rival_

    def spy(leader, other, std, seed, **kw):
        before = _flat(leader.policy)
        real(leader, other, std, seed, **kw)
        forks.append((before, _flat(other.policy), std))

    sft_mod.fork_rival_ = spy
    try:
        hist = run_sft(r, problems, steps=3, batch_size=2, seed=0, shared_steps=2, fork_noise={"B": 0.01},
                       mix=SampleMix(challenger_fraction=0.0, blank_fraction=0.0, aggregator_fraction=0.0))
    finally:
        sft_mod.fork_rival_ = real
    # steps 0, 1: the leader alone; step 2: both
    assert [sorted(k for k in m if k.endswith("/loss")) for m in hist] == [
        ["sft/A/loss"], ["sft/A/loss"], ["sft/A/loss", "sft/B/loss"]]
    assert len(forks) == 1
    leader_w, forked_w, std = forks[0]
    assert std == 0.01
    # B's weights at the fork: A's (after 2 steps) plus N(0, 0.01^2) noise, not its own init
    diffs = torch.cat([(forked_w[k] - leader_w[k]).flatten() for k in leader_w])
    assert abs(float(diffs.std()) - 0.01) < 0.001 and abs(float(diffs.mean())) < 0.001
    own = torch.cat([(forked_w[k] - b0[k]).flatten() for k in b0])
    assert float(own.std()) > 0.015  # far from B's own random init


def test_fork_without_noise_copies_exactly_and_refuses_other_shapes(rivals, tmp_path):
    from agon_mcore.train.rivals import build_rival
    from agon_mcore.train.sft import can_share_weights, fork_rival_

    cfg, r = rivals
    a, b = r["A"], r["B"]
    fork_rival_(a, b, 0.0, seed=0)
    wa, wb = _flat(a.policy), _flat(b.policy)
    assert all(torch.equal(wa[k], wb[k]) for k in wa)
    other = load_config([], ["model.hidden_size=32", "model.ffn_hidden_size=64", "model.num_layers=1",
                             "rivals.B.model.ffn_hidden_size=96"])
    wide = build_rival(other, "B", tokenizer_cache=str(tmp_path))
    assert not can_share_weights(a, wide)
    with pytest.raises(ValueError, match="cannot start from A's weights"):
        fork_rival_(a, wide, 0.0, seed=0)


def test_a_decaying_warmup_schedule_ends_both_rivals_at_min_lr(tmp_path):
    """sft.lr_schedule decays the warm-up's learning rate (the RL phase keeps its own), and
    the forked rival follows the leader's schedule from the fork step on: both end at
    sft.min_lr, not the forked one half-way down its own horizon."""
    import math

    from agon_mcore.train.rivals import build_rivals
    from agon_mcore.train.sft import run_sft

    cfg = load_config([], ["model.hidden_size=32", "model.ffn_hidden_size=64", "model.num_layers=1",
                           "sft.steps=6", "sft.warmup_steps=0", "sft.lr=1e-3", "sft.min_lr=1e-4",
                           "sft.lr_schedule=linear"])
    assert cfg.optimizer.lr_schedule == "constant"
    r = build_rivals(cfg, tokenizer_cache=str(tmp_path))
    for x in r.values():
        x.policy.start_phase("sft")
    problems = generate(SyntheticConfig(num_train=8, num_test=0), "train")
    hist = run_sft(r, problems, steps=6, batch_size=2, seed=0, shared_steps=4,
                   mix=SampleMix(challenger_fraction=0.0, blank_fraction=0.0, aggregator_fraction=0.0))
    # update k runs at lr(k + 1) of a linear decay over 7 scheduler steps (build_scheduler)
    want = [1e-3 - (1e-3 - 1e-4) * (k + 1) / 7 for k in range(6)]
    assert [m["sft/A/lr"] for m in hist] == pytest.approx(want, rel=1e-6)
    assert [m["sft/B/lr"] for m in hist[4:]] == pytest.approx(want[4:], rel=1e-6)
    # the RL phase afterwards: optimizer.lr, constant
    r["A"].policy.start_phase("rl")
    lrs = {g["lr"] for g in r["A"].policy.optimizer.param_groups}
    assert all(math.isclose(x, cfg.optimizer.lr) for x in lrs)


@pytest.mark.parametrize("over, match", [(["sft.min_lr=1.0"], "sft.min_lr"),
                                         (["sft.lr_schedule=step"], "sft.lr_schedule")])
def test_bad_warmup_schedule_is_refused(over, match):
    with pytest.raises(ConfigError, match=match):
        load_config([], over)
