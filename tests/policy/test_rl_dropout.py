"""Dropout is off in every forward whose log-probs enter the PPO ratio (agon_mcore/policy/dropout.py).

The fault: LoRA rivals with ``lora_dropout: 0.1`` had a train/rollout log-prob mismatch of
0.017-0.025 and a first-epoch PPO ratio of 1.02: the adapter dropout was active in the
trainer's forwards while the rollout engine samples without it. The kind: any stochastic
module (LoRA dropout, megatron's attention/hidden dropout from the model config, a
module of one's own) in the old-log-prob, update or reference forward. Each input is
checked against a twin policy built without dropout (same seeds): RL log-probs and updates
are bitwise the twin's, the first epoch's ratio is exactly 1, and SFT still applies dropout.
"""
from __future__ import annotations

import dataclasses

import pytest
import torch
import torch.nn.functional as F

from agon_mcore.policy.lora import LoraSpec

from ._common import VOCAB, make_samples, tiny_cfg, tiny_model


def _pair(model_kw: dict, lora_dropout: float = 0.0, ppo_epochs: int = 2):
    """(policy with the dropout settings, twin without), same seeds and weights."""
    from agon_mcore.policy import Policy

    out = []
    for drop in (True, False):
        cfg = tiny_cfg(**{"algorithm.ppo_epochs": ppo_epochs})
        cfg.model = tiny_model(**(model_kw if drop else {}))
        lora = None
        if lora_dropout:
            lora = LoraSpec(rank=4, alpha=8.0, init_noise_std=0.05, dropout=lora_dropout if drop else 0.0)
        out.append(Policy("A", cfg.model, VOCAB, cfg, seed=5, lora=lora))
    return out


def _first_epoch(policy):
    st = [d for d in policy.last_microbatch_stats if d["epoch"] == 0]
    return sum(d["ratio_mean"] for d in st), sum(d["num_tokens"] for d in st), sum(d["clip_frac"] for d in st)


CASES = [
    pytest.param({}, 0.1, id="lora_dropout=0.1"),  # the fault's input
    pytest.param({}, 0.5, id="lora_dropout=0.5"),
    pytest.param({"attention_dropout": 0.1}, 0.0, id="model.attention_dropout=0.1"),
    pytest.param({"hidden_dropout": 0.2}, 0.0, id="model.hidden_dropout=0.2"),
    pytest.param({"attention_dropout": 0.1, "hidden_dropout": 0.1}, 0.1, id="all-three"),
]


@pytest.mark.slow
@pytest.mark.usefixtures("megatron_world")
@pytest.mark.parametrize("model_kw, lora_dropout", CASES)
def test_rl_forwards_are_deterministic_and_sft_keeps_dropout(model_kw, lora_dropout):
    from agon_mcore.policy.dropout import dropout_sites

    pol, twin = _pair(model_kw, lora_dropout)
    assert dropout_sites(pol.chunks) and not dropout_sites(twin.chunks)  # the setting reached the model
    samples = make_samples(6, seed=2)
    lp = pol.logprobs(samples)
    assert all(torch.equal(a, b) for a, b in zip(lp, pol.logprobs(samples)))  # repeatable
    assert all(torch.equal(a, b) for a, b in zip(lp, twin.logprobs(samples)))  # = the model without dropout
    # the rollout engine's view: log-probs of the same policy -> mismatch 0, first-epoch ratio exactly 1
    rolled = [dataclasses.replace(s, rollout_logprobs=x.tolist()) for s, x in zip(samples, lp)]
    m = pol.train_step(rolled)
    ratio_sum, tokens, clipped = _first_epoch(pol)
    assert ratio_sum == tokens and clipped == 0.0
    assert m["logprob_mismatch"] < 1e-6
    twin.train_step(rolled)
    for (n, p), (_, q) in zip(pol.named_parameters(), twin.named_parameters()):
        assert torch.equal(p, q), n  # the update itself ran without dropout
    # dropout is back for SFT: two SFT steps from equal weights differ from the twin's
    assert dropout_sites(pol.chunks)
    pol.sft_step(samples)
    twin.sft_step(samples)
    assert any(not torch.equal(p, q) for (_, p), (_, q) in zip(pol.named_parameters(), twin.named_parameters()))


class _Custom(torch.nn.Module):
    """A module of one's own: a Dropout child and a probability read at forward time."""

    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)
        self.drop = torch.nn.Dropout(0.3)
        self.resid_dropout = 0.25
        self.not_a_probability = 0.5

    def forward(self, x):
        h = self.drop(self.lin(x))
        return x + F.dropout(h, self.resid_dropout, self.training)


def test_dropout_off_covers_modules_of_ones_own_and_keeps_autograd():
    from agon_mcore.policy.dropout import dropout_off, dropout_sites

    torch.manual_seed(0)
    m = _Custom().train()
    x = torch.randn(4, 8)
    assert sorted(q for _, _, q, _ in dropout_sites([m])) == ["drop.p", "resid_dropout"]
    with torch.no_grad():
        want = m.eval()(x)
    m.train()
    with dropout_off([m]) as off:
        assert sorted(off) == ["drop.p", "resid_dropout"] and m.training
        y1, y2 = m(x), m(x)
        y1.sum().backward()
    assert torch.equal(y1, want) and torch.equal(y2, want)
    assert m.lin.weight.grad is not None and m.lin.weight.grad.abs().sum() > 0
    assert m.drop.p == 0.3 and m.resid_dropout == 0.25 and m.not_a_probability == 0.5  # restored
    assert not torch.equal(m(x), want)  # dropout active again outside


def test_hf_config_dropout_is_read_and_warned(tmp_path):
    """A checkpoint's config.json with attention_dropout > 0 (a user's model config)."""
    from agon_mcore.bridge.hf_config import hf_config_for, model_config_from_hf
    from agon_mcore.config import load_config
    from agon_mcore.train.rival_checks import rl_dropout_warning

    hf = hf_config_for(tiny_model(), VOCAB)
    hf.attention_dropout = 0.15
    hf.save_pretrained(tmp_path)
    m = model_config_from_hf(str(tmp_path))
    assert m.attention_dropout == 0.15
    cfg = load_config([], [])
    msg = rl_dropout_warning(cfg, {"A": m, "B": m})
    assert msg and f"{tmp_path}/config.json attention_dropout=0.15" in msg and "off in every RL forward" in msg
    assert hf_config_for(m, VOCAB).attention_dropout == 0.15  # the exported HF config keeps it


@pytest.mark.parametrize("overrides, keys", [
    (["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.A.lora_dropout=0.1", "rivals.B.lora_dropout=0.1"],
     ["rivals.A.lora_dropout=0.1", "rivals.B.lora_dropout=0.1"]),
    (["model.attention_dropout=0.1"], ["model.attention_dropout=0.1"]),
    (["rivals.B.model.hidden_dropout=0.3"], ["rivals.B.model.hidden_dropout=0.3"]),
])
def test_one_warning_names_every_dropout_key(overrides, keys):
    from agon_mcore.config import load_config
    from agon_mcore.train.rival_checks import rl_dropout_warning

    msg = rl_dropout_warning(load_config([], overrides))
    for k in keys:
        assert k in msg
    assert "supervised (SFT) steps only" in msg
    assert rl_dropout_warning(load_config([], [])) is None


@pytest.mark.parametrize("key", ["model.attention_dropout=1.0", "rivals.A.model.hidden_dropout=-0.1"])
def test_dropout_out_of_range_is_refused(key):
    from agon_mcore.config import ConfigError, load_config

    with pytest.raises(ConfigError, match="must be in \\[0, 1\\)"):
        load_config([], [key])
