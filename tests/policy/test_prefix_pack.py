"""Shared-prefix packing (``train.shared_prefix_packing``) and the SDPA core attention.

Packed rows ``[prefix, suffix_1, ..., suffix_k]`` with a block mask and per-token RoPE
positions must give exactly the unpacked computation: log-probs, loss, gradients, for
GRPO-style groups (one prompt, k completions), Agon challenger groups (the question shared,
the drafts' summaries differing), identical sequences and one sequence a prefix of another;
with the reference and the fused log-prob head; per-token and per-sequence loss
aggregation; SFT; PPO epochs > 1.
"""
from __future__ import annotations

import logging
import random

import pytest
import torch

from agon_mcore.config import ConfigError, validate
from agon_mcore.policy.batch import Sample, pack_micro_batches, row_cost, shared_prefix_groups

from ._common import VOCAB, make_samples, tiny_cfg

pytestmark = pytest.mark.usefixtures("megatron_world")


# ----------------------------------------------------------------------------- sample sets


def grpo_group(seed: int, groups: int = 2, k: int = 4, prompt=(6, 12), resp=(2, 9)) -> list[Sample]:
    """GRPO: ``groups`` prompts, ``k`` completions each (the reported kind: one shared prompt)."""
    rng = random.Random(seed)
    out = []
    for g in range(groups):
        p = [rng.randrange(VOCAB) for _ in range(rng.randint(*prompt))]
        for j in range(k):
            r = [rng.randrange(VOCAB) for _ in range(rng.randint(*resp))]
            out.append(Sample(p, r, 1.0 if j % 2 else -0.5, [-rng.uniform(4, 7) for _ in r]))
    return out


def adv_challengers(seed: int, k: int = 4) -> list[Sample]:
    """Agon challenger prompts: question + a per-draft summary + instruction, then an answer."""
    rng = random.Random(seed)
    q = [rng.randrange(VOCAB) for _ in range(9)]
    instr = [rng.randrange(VOCAB) for _ in range(3)]
    out = []
    for j in range(k):
        summary = [rng.randrange(VOCAB) for _ in range(rng.randint(1, 6))]
        r = [rng.randrange(VOCAB) for _ in range(rng.randint(2, 7))]
        out.append(Sample(q + summary + instr, r, (-1.0) ** j, [-5.0] * len(r)))
    return out


def identical_and_nested(seed: int) -> list[Sample]:
    """Identical full sequences, and one sample's input a prefix of another's."""
    rng = random.Random(seed)
    p = [rng.randrange(VOCAB) for _ in range(7)]
    r = [rng.randrange(VOCAB) for _ in range(6)]
    return [Sample(p, r, 1.0), Sample(p, list(r), -1.0), Sample(p, r[:3], 0.5), Sample(p + r[:2], r[2:5], -0.5),
            Sample([rng.randrange(VOCAB)], [rng.randrange(VOCAB)], 1.0)]


SETS = {
    "grpo": lambda: grpo_group(0),
    "grpo_long_groups": lambda: grpo_group(1, groups=3, k=5, prompt=(12, 20)),
    "adv_challengers": lambda: adv_challengers(2) + adv_challengers(3, k=3),
    "identical_and_nested": lambda: identical_and_nested(4),
    "mixed_with_unrelated": lambda: grpo_group(5, groups=1) + make_samples(4, seed=6),
}


# ----------------------------------------------------------------------------- packing layout


def _virtual_sequences(mb):
    """For every trained token: (tokens it attends to, their RoPE positions), from the mask."""
    b, s = mb.shape
    out = []
    for q in mb.resp_index.tolist():
        r, t = divmod(q, s)
        if mb.attention_mask is None:
            keys = list(range(t + 1))
        else:
            keys = [k for k in range(s) if not bool(mb.attention_mask[r, 0, t, k])]
        out.append((mb.tokens[r, keys].tolist(), mb.position_ids[r, keys].tolist()))
    return out


@pytest.mark.parametrize("name", sorted(SETS))
def test_packed_rows_give_every_token_its_own_context_and_positions(name):
    samples = SETS[name]()
    idx = list(range(len(samples)))
    mbs = pack_micro_batches(samples, idx, 4096, shared_prefix=True)
    plain = pack_micro_batches(samples, idx, 4096)
    assert sum(mb.tokens.numel() for mb in mbs) < sum(mb.tokens.numel() for mb in plain)
    seen = {}
    for mb in mbs:
        for (toks, pos), gi, tgt in zip(_virtual_sequences(mb), mb.seq_ids.tolist(), mb.targets.tolist()):
            s = samples[gi]
            full = s.prompt_ids + s.response_ids
            j = seen.get(gi, 0)
            t = len(s.prompt_ids) - 1 + j  # input position predicting response token j
            assert toks == full[: t + 1] and pos == list(range(t + 1)), (name, gi, j)
            assert tgt == s.response_ids[j]
            seen[gi] = j + 1
    assert seen == {i: len(s.response_ids) for i, s in enumerate(samples) if s.response_ids}


def test_grouping_follows_shared_prefixes():
    samples = grpo_group(7, groups=2, k=4) + make_samples(2, seed=8)
    units = shared_prefix_groups(samples, list(range(len(samples))), 4096)
    groups = sorted(sorted(u.members) for u in units)
    assert groups == [[0, 1, 2, 3], [4, 5, 6, 7], [8], [9]]
    for u in units:
        if len(u.members) > 1:
            assert u.prefix == len(samples[u.members[0]].prompt_ids)  # the prompt, no more
    # the token budget splits a group
    (whole,) = shared_prefix_groups(samples[:4], [0, 1, 2, 3], 4096)
    units = shared_prefix_groups(samples[:4], [0, 1, 2, 3], whole.length - 1)
    assert len(units) >= 2 and all(u.length <= whole.length - 1 for u in units)
    assert sorted(m for u in units for m in u.members) == [0, 1, 2, 3]
    # unrelated samples are never packed: plain rows, no mask
    mbs = pack_micro_batches(make_samples(6, seed=9), list(range(6)), 4096, shared_prefix=True)
    assert all(mb.attention_mask is None for mb in mbs)


def _challengers(seed: int, summary_len: int, same_summary: bool, k: int = 8) -> list[Sample]:
    rng = random.Random(seed)
    q = [rng.randrange(VOCAB) for _ in range(60)]
    s0 = [rng.randrange(VOCAB) for _ in range(summary_len)]
    out = []
    for j in range(k):
        s = s0 if same_summary else [rng.randrange(VOCAB) for _ in range(summary_len)]
        out.append(Sample(q + s, [rng.randrange(VOCAB) for _ in range(48)], 1.0))
    return out


@pytest.mark.parametrize("summary_len,same,packed", [
    (150, False, False),  # the bench's adv challengers: 60 shared tokens, 8 x ~200 own: attention outweighs
    (300, False, False),
    (150, True, True),  # identical summaries: the whole prompt is shared
    (10, False, True),  # short own parts: packing pays
])
def test_grouping_weighs_dense_attention_against_saved_tokens(summary_len, same, packed):
    from agon_mcore.policy.model import attention_cost_ratio

    from ._common import tiny_model

    attn = attention_cost_ratio(tiny_model(hidden_size=128, num_attention_heads=4, num_kv_heads=2, head_dim=32,
                                           ffn_hidden_size=384))
    assert attn == pytest.approx(512 / 393216)
    samples = _challengers(summary_len, summary_len, same)
    units = shared_prefix_groups(samples, list(range(len(samples))), 1 << 20, attn)
    assert any(len(u.members) > 1 for u in units) == packed
    cost = sum(row_cost(u.length, len(u.members) > 1, attn) for u in units)
    plain = sum(row_cost(s.seq_len, False, attn) for s in samples)
    assert cost <= plain
    if packed:
        assert cost < plain


@pytest.mark.parametrize("summary_len", [10, 150, 300])
def test_block_attention_packs_every_shared_prefix_and_costs_less(summary_len):
    """With block attention (structured=True) a suffix attends to the same keys packed or not,
    so packing only saves: the 8 challengers of a problem go in one row at any summary length."""
    from agon_mcore.policy.model import attention_cost_ratio

    from ._common import tiny_model

    attn = attention_cost_ratio(tiny_model(hidden_size=128, num_attention_heads=4, num_kv_heads=2, head_dim=32,
                                           ffn_hidden_size=384))
    samples = _challengers(summary_len, summary_len, False)
    units = shared_prefix_groups(samples, list(range(len(samples))), 1 << 20, attn, structured=True)
    assert [len(u.members) for u in units] == [len(samples)]
    u = units[0]
    ins = [s.seq_len for s in samples]  # model inputs: prompt + response minus the last token
    assert u.length == u.prefix + sum(L - u.prefix for L in ins)
    cost = row_cost(u.length, True, attn, u.prefix, [L - u.prefix for L in ins])
    assert cost < sum(row_cost(L, False, attn) for L in ins)
    # and less than the same row under a dense block mask
    assert cost < row_cost(u.length, True, attn)


# ----------------------------------------------------------------------------- packed == unpacked


def _run(samples, mode, **over):
    from agon_mcore.policy import Policy

    cfg = tiny_cfg(**{"train.shared_prefix_packing": mode, **over})
    pol = Policy("A", cfg.model, VOCAB, cfg, seed=11)
    lp = pol.logprobs(samples)
    metrics = pol.train_step(samples)
    grads = {n: (p.main_grad if getattr(p, "main_grad", None) is not None else p.grad).clone()
             for n, p in pol.named_parameters()}
    return pol, lp, metrics, grads


def _assert_same(a, b, what):
    _, lp_a, m_a, g_a = a
    _, lp_b, m_b, g_b = b
    assert len(lp_a) == len(lp_b)
    for x, y in zip(lp_a, lp_b):
        torch.testing.assert_close(x, y, rtol=0, atol=2e-5, msg=what)
    for k in ("loss", "grad_norm", "num_tokens", "num_sequences", "entropy", "clip_frac"):
        if k in m_a:
            assert m_a[k] == pytest.approx(m_b[k], rel=1e-5, abs=1e-6), (what, k)
    for n in g_a:
        torch.testing.assert_close(g_a[n], g_b[n], rtol=1e-4, atol=1e-6, msg=f"{what}: grad {n}")


@pytest.mark.parametrize("name", ["grpo", "adv_challengers", "identical_and_nested"])
def test_packed_equals_unpacked_logprobs_loss_and_grads(name, monkeypatch):
    import agon_mcore.compat.megatron_cpu as mc

    calls = []
    block = mc.block_prefix_attention
    monkeypatch.setattr(mc, "block_prefix_attention", lambda *a, **k: calls.append(a[3]) or block(*a, **k))
    samples = SETS[name]()
    packed = _run(samples, "on")
    assert packed[0].prefix_packing
    assert any(mb.attention_mask is not None for mb in packed[0]._pack(samples)[1])  # really packed
    assert calls and all(lay.seg_row.numel() > 0 for lay in calls)  # the block attention computed them
    _assert_same(_run(samples, "off"), packed, name)


@pytest.mark.slow
@pytest.mark.parametrize("over", [
    {"train.fused_logprob_head": True},
    {"algorithm.loss_agg": "sequence"},
    {"algorithm.ppo_epochs": 2, "parallel.micro_batch_tokens": 40},
    {"_sft": True},
], ids=["fused_head", "seq_agg", "ppo2_small_microbatches", "sft"])
def test_packed_equals_unpacked_variants(over):
    samples = SETS["grpo_long_groups"]() + SETS["adv_challengers"]()
    kw = {k: v for k, v in over.items() if k != "_sft"}
    if "_sft" in over:
        a, b = _run_sft(samples, "off"), _run_sft(samples, "on")
    else:
        a, b = _run(samples, "off", **kw), _run(samples, "on", **kw)
    assert any(mb.attention_mask is not None for mb in b[0]._pack(samples)[1])
    _assert_same(a, b, str(over))


def _run_sft(samples, mode):
    from agon_mcore.policy import Policy

    cfg = tiny_cfg(**{"train.shared_prefix_packing": mode})
    pol = Policy("A", cfg.model, VOCAB, cfg, seed=11)
    lp = pol.logprobs(samples)
    metrics = pol.sft_step(samples)
    grads = {n: p.main_grad.clone() for n, p in pol.named_parameters()}
    return pol, lp, metrics, grads


# ----------------------------------------------------------------------------- config


def test_config_value_is_validated():
    for bad in ("yes", "ON ", "2"):
        cfg = tiny_cfg(**{"train.shared_prefix_packing": bad})
        with pytest.raises(ConfigError, match="shared_prefix_packing"):
            validate(cfg)
    # YAML 1.1 reads a bare `on` / `off` as a bool; the str field then holds "True" / "False"
    for given, want in ((True, "on"), ("True", "on"), (False, "off"), ("false", "off"), ("auto", "auto")):
        cfg = tiny_cfg(**{"train.shared_prefix_packing": given})
        validate(cfg)
        assert cfg.train.shared_prefix_packing == want


def test_yaml_on_off_reach_the_config(tmp_path):
    from agon_mcore.config import load_config

    for word, want in (("on", "on"), ("off", "off"), ("auto", "auto")):
        f = tmp_path / f"{word}.yaml"
        f.write_text(f"train:\n  shared_prefix_packing: {word}\n")
        assert load_config([str(f)], []).train.shared_prefix_packing == want
    assert load_config(None, ["train.shared_prefix_packing=on"]).train.shared_prefix_packing == "on"


def test_transformer_engine_spec_falls_back_with_a_log(caplog):
    from agon_mcore.policy import Policy

    cfg = tiny_cfg(**{"train.shared_prefix_packing": "on"})
    pol = Policy("A", cfg.model, VOCAB, cfg, seed=11)
    pol.config.transformer_impl = "transformer_engine"  # what a GPU run with TE has
    with caplog.at_level(logging.INFO, logger="agon_mcore.policy.policy"):
        assert pol._prefix_packing_supported("on") is False
    assert "not packed" in caplog.text and "TransformerEngine" in caplog.text
    assert pol._prefix_packing_supported("off") is False
    pol.config.transformer_impl = "local"
    assert pol._prefix_packing_supported("auto") is True
    with pytest.raises(ConfigError, match="shared_prefix_packing"):
        pol._prefix_packing_supported("maybe")


# ----------------------------------------------------------------------------- SDPA core attention


@pytest.mark.parametrize("heads,groups", [(4, 2), (4, 4), (6, 1)])
@pytest.mark.parametrize("masked", [False, True])
def test_sdpa_core_attention_equals_megatron(heads, groups, masked):
    from megatron.core.transformer import TransformerConfig
    from megatron.core.transformer.dot_product_attention import DotProductAttention
    from megatron.core.transformer.enums import AttnMaskType

    from agon_mcore.compat.megatron_cpu import sdpa_core_attention

    hn, s, b = 8, 11, 3
    cfg = TransformerConfig(num_layers=1, hidden_size=heads * hn, num_attention_heads=heads,
                            num_query_groups=groups, kv_channels=hn, attention_dropout=0.0,
                            masked_softmax_fusion=False, attention_softmax_in_fp32=True)
    ref = DotProductAttention(cfg, 1, AttnMaskType.causal, "self")
    new = sdpa_core_attention()(cfg, 1, AttnMaskType.causal, "self")
    g = torch.Generator().manual_seed(heads * 10 + groups)
    q = torch.randn(s, b, heads, hn, generator=g, requires_grad=True)
    k = torch.randn(s, b, groups, hn, generator=g, requires_grad=True)
    v = torch.randn(s, b, groups, hn, generator=g, requires_grad=True)
    mask = None
    if masked:  # a shared-prefix block mask: prefix 4, suffixes of 3 and 4 tokens
        seg = torch.tensor([0] * 4 + [1] * 3 + [2] * 4)
        allowed = ((seg[None, :] == seg[:, None]) | (seg == 0)[None, :]) & torch.ones(s, s, dtype=torch.bool).tril()
        mask = (~allowed).expand(b, 1, s, s).contiguous()
    outs, grads = [], []
    for mod in (ref, new):
        o = mod(q, k, v, mask)
        (o * torch.linspace(-1, 1, o.numel()).view_as(o)).sum().backward()
        outs.append(o.detach())
        grads.append([t.grad.clone() for t in (q, k, v)])
        for t in (q, k, v):
            t.grad = None
    assert outs[1].shape == (s, b, heads * hn)
    torch.testing.assert_close(outs[1], outs[0], rtol=1e-5, atol=1e-6)
    for x, y in zip(grads[1], grads[0]):
        torch.testing.assert_close(x, y, rtol=1e-5, atol=1e-6)


# ----------------------------------------------------------------------------- TP / SP / PP / DP


@pytest.mark.slow
@pytest.mark.distributed
def test_packed_equals_unpacked_under_tp_sp_pp_dp(work_dir, torchrun):
    from pathlib import Path

    out = work_dir / "prefix_pack.pt"
    torchrun(Path(__file__).with_name("_prefix_pack_dist_worker.py"), out, nproc=2, timeout=900)
    results = torch.load(out, weights_only=False)
    assert set(results) == {"tp2", "tp2_sp", "pp2", "pp2_uniform", "dp2"}
    for name, r in results.items():
        assert r["masked_microbatches_off"] == 0, name
        assert r["masked_microbatches_on_all_ranks"] > 0, name  # packing really happened
        # rank 0's packed rows went through the block attention (none unpacked)
        assert r["block_attention_calls_on"] > 0 and r["block_attention_calls_off"] == 0, (name, r)
        assert r["logprob_diff"] < 2e-5, (name, r["logprob_diff"])
        assert r["grad_max"] > 1e-4 and r["grad_diff"] < 1e-4 * r["grad_max"] + 1e-6, (name, r)
        for k in ("loss", "grad_norm", "num_tokens", "num_sequences"):
            assert r["metrics_on"][k] == pytest.approx(r["metrics_off"][k], rel=1e-5, abs=1e-6), (name, k)


@pytest.mark.parametrize("heads,groups,uniform", [(4, 2, False), (2, 2, True), (4, 1, True)])
def test_block_prefix_attention_equals_the_dense_block_mask(heads, groups, uniform):
    """block_prefix_attention == SDPA with the micro-batch's dense mask at every real position
    (outputs and q/k/v gradients): packed rows, a plain row, a fully shared sample (empty suffix)
    and, with uniform shapes, a dummy row."""
    import torch.nn.functional as F

    from agon_mcore.compat.megatron_cpu import block_prefix_attention

    samples = _challengers(3, 5, False, k=3) + _challengers(4, 9, False, k=2) + make_samples(1, seed=5)
    samples.append(Sample(list(samples[0].prompt_ids), list(samples[0].response_ids), 1.0))  # identical
    mbs = pack_micro_batches(samples, list(range(len(samples))), 1 << 20, shared_prefix=True, structured=True,
                             uniform=uniform, num_microbatches_multiple_of=1)
    mb = mbs[0]
    assert mb.attention_mask is not None and mb.attention_mask.prefix_layout is mb.prefix_layout
    b, s = mb.shape
    if uniform:  # add a dummy row by repacking with one more row than needed
        from agon_mcore.policy.batch import _make, shared_prefix_groups

        units = shared_prefix_groups(samples, list(range(len(samples))), 1 << 20, structured=True)
        mb = _make(samples, units, len(units) + 1, s, 0)
        b = mb.shape[0]
        assert mb.sample_indices[-1] == -1
    lay = mb.prefix_layout
    hn = 8
    g = torch.Generator().manual_seed(heads + groups)
    q = torch.randn(b, heads, s, hn, generator=g, requires_grad=True)
    k = torch.randn(b, groups, s, hn, generator=g, requires_grad=True)
    v = torch.randn(b, groups, s, hn, generator=g, requires_grad=True)
    real = torch.zeros(b, s, dtype=torch.bool)  # positions that hold a token of some sample
    for r in range(b):
        real[r] = lay.src.view(b, s)[r] != lay.src.max()
    w = torch.linspace(-1, 1, b * heads * s * hn).view(b, heads, s, hn) * real[:, None, :, None]
    outs, grads = [], []
    for fn in (lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=~mb.attention_mask, enable_gqa=heads != groups),
               lambda: block_prefix_attention(q, k, v, lay, None)):
        o = fn()
        (o * w).sum().backward()
        outs.append(o.detach() * real[:, None, :, None])
        grads.append([t.grad.clone() for t in (q, k, v)])
        for t in (q, k, v):
            t.grad = None
    torch.testing.assert_close(outs[1], outs[0], rtol=1e-5, atol=1e-6)
    for x, y in zip(grads[1], grads[0]):
        torch.testing.assert_close(x, y, rtol=1e-5, atol=1e-6)
    # the real positions are exactly the packed rows' tokens (prefix once, then each suffix)
    from agon_mcore.policy.batch import shared_prefix_groups as spg

    assert int(real.sum()) == sum(u.length for u in spg(samples, list(range(len(samples))), 1 << 20, structured=True))
