"""LocalEngine's shared-prefix prefill: prompts sharing a long token prefix (one problem's
challenger prompts) prefill the prefix once and only their own suffixes on top of it, with an
attention mask that has a hole. The logits, log-probs and sampled tokens equal a plain
left-padded prefill of the same prompts (to float rounding); the plan turns itself off when
the modelled saving is small."""
from __future__ import annotations

import os

import pytest
import torch
from conftest import EOS, PAD, VOCAB, tiny_qwen3

import agon_mcore.rollout.local as local
import agon_mcore.rollout.prefill as prefill
from agon_mcore.rollout.local import LocalEngine
from agon_mcore.rollout.prefill import prefix_plan
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams


def tiny_llama():
    from transformers import LlamaConfig

    return LlamaConfig(vocab_size=VOCAB, hidden_size=48, num_hidden_layers=3, num_attention_heads=6,
                       num_key_value_heads=2, intermediate_size=96, max_position_embeddings=512,
                       tie_word_embeddings=False)


def peaked(named_params, seed: int):
    """Random weights with peaked next-token distributions, so rows stop at different steps."""
    g = torch.Generator().manual_seed(seed)
    return [(n, (1.0 + 0.1 * torch.randn(p.shape, generator=g)) if "norm" in n else 0.3 * torch.randn(p.shape, generator=g))
            for n, p in named_params]


@pytest.fixture(scope="module", params=["qwen3", "llama"])
def engine(request):
    cfg = tiny_qwen3() if request.param == "qwen3" else tiny_llama()
    eng = LocalEngine({"A": RivalSpec(hf_config=cfg, eos_token_ids=[EOS], pad_token_id=PAD)}, batch_size=64)
    eng.update_weights("A", peaked(eng.model("A").named_parameters(), 7), version=1)
    return eng


def rand(g, lo, hi):
    return torch.randint(0, 256, (int(torch.randint(lo, hi, (1,), generator=g)),), generator=g).tolist()


def grouped(seed, problems=4, per=8, head=(30, 60), tail=(3, 25)):
    """The challenger layout: ``problems`` shared heads, ``per`` distinct tails each."""
    g = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(problems):
        h = rand(g, *head)
        out += [h + rand(g, *tail) for _ in range(per)]
    return out


# inputs of one kind: prompts sharing long prefixes, in different arrangements
LAYOUTS = {
    "challenger": lambda: grouped(0),  # 4 heads x 8 tails (the bench's layout)
    "one_head_long_tails": lambda: grouped(1, problems=1, per=6, head=(80, 90), tail=(1, 40)),
    "groups_and_loners": lambda: grouped(2, problems=2, per=6, head=(50, 60)) + [
        rand(torch.Generator().manual_seed(s), 5, 40) for s in range(3)],
    "nested": lambda: (lambda h: [h, h + [1], h + [1, 2, 3], h[:-5] + [9] * 30, h + [4] * 20])(
        rand(torch.Generator().manual_seed(3), 60, 61)),
}


def plain(monkeypatch):
    monkeypatch.setattr(local, "prefix_plan", lambda prompts, forward_tokens=0: None)


def forward_shapes(engine, monkeypatch):
    """A list that records the ``input_ids`` shape of every forward of rival A's model."""
    calls = []
    fwd = engine.model("A").forward
    monkeypatch.setattr(engine.model("A"), "forward", lambda *a, **k: calls.append(k["input_ids"].shape) or fwd(*a, **k))
    return calls


def each_row_alone(engine, reqs, sp):
    """``generate`` with batch_size=1: no prompt sharing, no padding."""
    size, engine.batch_size = engine.batch_size, 1
    try:
        return engine.generate(reqs, sp)
    finally:
        engine.batch_size = size


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_split_prefill_logits_equal_plain_prefill(engine, monkeypatch, layout):
    ps = [tuple(p) for p in dict.fromkeys(tuple(p) for p in LAYOUTS[layout]())]
    plan = prefix_plan(ps)
    assert plan is not None  # the split path really runs
    model, spec = engine.model("A"), engine.specs["A"]
    cache, logits, mask, last, _ = engine._prefill(model, spec, ps, 8)
    plain(monkeypatch)
    cache0, logits0, mask0, last0, _ = engine._prefill(model, spec, ps, 8)
    # fp32 rounding only: |logits| reaches ~9 here, and the plain prefill itself differs from
    # single-row (unpadded) prefills by up to ~1.2e-5 on these inputs
    assert (logits - logits0).abs().max() < 3e-5
    lp, lp0 = torch.log_softmax(logits, -1), torch.log_softmax(logits0, -1)
    assert (lp - lp0).abs().max() < 3e-5
    assert torch.equal(last, last0)  # positions continue each row's own count
    assert torch.equal(mask.sum(-1), torch.tensor([len(p) for p in ps]))
    # the hole: prefix 1s, then suffix pads, then suffix 1s
    group, cut = plan
    P = mask.shape[1] - max(len(p) - c for p, c in zip(ps, cut))
    for u, (p, c) in enumerate(zip(ps, cut)):
        assert mask[u, P - c : P].all() and mask[u, P:].sum() == len(p) - c
    assert cache.get_seq_length() == mask.shape[1] and cache.layers[0].capacity == mask.shape[1] + 8


@pytest.mark.slow
@pytest.mark.parametrize("sp", [
    SamplingParams(n=2, temperature=1.0, max_new_tokens=24, seed=11, stop_token_ids=[7, 65, 101]),
    SamplingParams(n=1, temperature=0.7, top_p=0.9, top_k=50, max_new_tokens=16, seed=5),
    SamplingParams(n=1, temperature=0.0, max_new_tokens=12),
])
def test_generation_matches_plain_prefill_and_single_rows(engine, monkeypatch, sp):
    """Tokens with the same seed are the same as with a plain prefill and as each row alone
    (batch_size=1: no sharing, no padding), and log-probs agree to fp32 rounding."""
    reqs = [GenerationRequest(p, "A") for p in grouped(4, problems=3, per=5)]
    calls = forward_shapes(engine, monkeypatch)
    split = engine.generate(reqs, sp)
    assert calls[0][0] == 3 and calls[1][0] == 15  # 3 heads, then 15 suffixes
    monkeypatch.undo()
    plain(monkeypatch)
    ref = engine.generate(reqs, sp)
    single = each_row_alone(engine, reqs, sp)
    flat = lambda res: [r for row in res for r in row]  # noqa: E731
    for a, b, c in zip(flat(split), flat(ref), flat(single)):
        assert a.output_ids == b.output_ids == c.output_ids and a.finish_reason == b.finish_reason
        assert max(abs(x - y) for x, y in zip(a.output_logprobs, b.output_logprobs)) < 3e-5  # |logits / T| ~ 13
        assert max(abs(x - y) for x, y in zip(a.output_logprobs, c.output_logprobs)) < 3e-5  # unpadded rows: rounding
    if sp.stop_token_ids:
        assert len({len(r.output_ids) for r in flat(split)}) > 1  # rows dropped at different steps


def test_logprobs_equal_teacher_forced_forward(engine):
    """The reported log-prob is the distribution each token was sampled from: a teacher-forced
    forward of prompt + output (no padding, no cache) gives the same numbers."""
    reqs = [GenerationRequest(p, "A") for p in grouped(5, problems=2, per=4)]
    res = engine.generate(reqs, SamplingParams(n=2, temperature=1.0, max_new_tokens=16, seed=3))
    worst = 0.0
    for r in (r for row in res for r in row):
        ids = torch.tensor([r.prompt_ids + r.output_ids])
        with torch.no_grad():
            logits = engine.model("A")(input_ids=ids).logits[0, len(r.prompt_ids) - 1 : -1]
        ref = torch.log_softmax(logits, -1).gather(-1, torch.tensor(r.output_ids)[:, None]).squeeze(-1)
        worst = max(worst, (ref - torch.tensor(r.output_logprobs)).abs().max().item())
    assert worst < 3e-5  # fp32 rounding: the plain prefill reaches 1.0e-5 on the llama model here


def test_plan_groups_the_challenger_layout():
    ps = [tuple(p) for p in grouped(0)]
    group, cut = prefix_plan(ps)
    assert group == [k // 8 for k in range(32)]
    for u in range(len(ps)):  # each group's cut is exactly its members' common prefix
        members = [ps[v] for v in range(32) if group[v] == group[u]]
        lcp = min(len(os.path.commonprefix([members[0], m])) for m in members[1:])
        assert cut[u] == lcp


@pytest.mark.parametrize("prompts", [
    [(5,) * 100],  # one prompt
    [tuple(range(50)), tuple(range(50, 100)), tuple(range(100, 150))],  # nothing shared
    [tuple(range(12)) + (1,) * 40, tuple(range(12)) + (2,) * 40],  # shared 12 < _MIN_SHARED
    [tuple(range(20)) + (1,) * 200, tuple(range(20)) + (2,) * 200],  # shared 20 of 220: saving too small
    [(7,), (7, 7)],  # a one-token prompt has no head to prefill
])
def test_plan_declines_when_the_saving_is_not_real(prompts):
    assert prefix_plan(prompts) is None


def test_plan_weighs_the_extra_forward():
    """Four prompts sharing 120 tokens: 4 x 130 = 520 plain tokens against 120 + 4 x 10 = 160
    split tokens; pays at the CPU forward cost, not at the CUDA one."""
    h = tuple(range(120))
    ps = [h + (k,) * 10 for k in range(4)]
    assert prefix_plan(ps, forward_tokens=prefill.FORWARD_TOKENS) == ([0, 0, 0, 0], [120] * 4)
    assert prefix_plan(ps, forward_tokens=prefill.FORWARD_TOKENS_CUDA) is None
    many = [h + (k,) * 10 for k in range(40)]  # 40 x 130 = 5200 against 120 + 400 + 1024
    assert prefix_plan(many, forward_tokens=prefill.FORWARD_TOKENS_CUDA) == ([0] * 40, [120] * 40)


def test_plan_caps_the_cut_so_every_prompt_keeps_a_token():
    h = tuple(range(200))
    group, cut = prefix_plan([h, h + (1,), h + (2, 3)])
    assert group == [0, 0, 0] and cut == [199, 199, 199]


def test_identical_prompts_stay_one_plain_prefill(engine, monkeypatch):
    """Samples of one prompt (n > 1, or repeated requests) are deduped before planning: one
    forward of one row, as before."""
    p = grouped(6, problems=1, per=1)[0]
    calls = forward_shapes(engine, monkeypatch)
    engine.generate([GenerationRequest(p, "A")] * 3, SamplingParams(n=4, max_new_tokens=1, seed=1))
    assert calls == [torch.Size([1, len(p)])]


def test_lora_rivals_share_prefixes_with_their_own_adapter(monkeypatch):
    """LoRA rivals (one peft base, per-rival adapters): the split prefill runs under the
    active adapter and matches the plain prefill."""
    lora = {"r": 4, "lora_alpha": 8, "target_modules": ["q_proj", "v_proj", "down_proj"]}
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD, lora=lora)
    eng = LocalEngine({"A": spec, "B": spec})
    for seed, rival in ((1, "A"), (2, "B")):
        eng.update_weights(rival, peaked(eng._lookup[rival].items(), seed), version=1)
    reqs = {r: [GenerationRequest(p, r) for p in grouped(7, problems=2, per=4)] for r in "AB"}
    sp = SamplingParams(n=1, temperature=1.0, max_new_tokens=12, seed=9)
    split = {r: eng.generate(reqs[r], sp) for r in "AB"}
    plain(monkeypatch)
    ref = {r: eng.generate(reqs[r], sp) for r in "AB"}
    for r in "AB":
        for a, b in zip(split[r], ref[r]):
            assert a[0].output_ids == b[0].output_ids
            assert max(abs(x - y) for x, y in zip(a[0].output_logprobs, b[0].output_logprobs)) < 3e-5
    assert [x[0].output_ids for x in split["A"]] != [x[0].output_ids for x in split["B"]]  # adapters differ


@pytest.mark.parametrize("window", [{"use_sliding_window": True, "sliding_window": 16, "max_window_layers": 0},
                                    {"use_sliding_window": True, "sliding_window": 64, "max_window_layers": 1}])
def test_sliding_window_models_keep_the_plain_prefill(monkeypatch, window):
    """A sliding window counts cache positions, so a mask hole would shift it: such models
    (any sliding layer) prefill plainly, in one forward."""
    from transformers import Qwen3Config

    base = {k: v for k, v in tiny_qwen3().to_dict().items() if k != "layer_types"}  # derived from the window
    cfg = Qwen3Config(**{**base, **window})
    eng = LocalEngine({"A": RivalSpec(hf_config=cfg, eos_token_ids=[EOS], pad_token_id=PAD)})
    assert not prefill.full_attention_only(cfg) and prefill.full_attention_only(tiny_qwen3())
    calls = forward_shapes(eng, monkeypatch)
    reqs = [GenerationRequest(p, "A") for p in grouped(8, problems=2, per=4)]
    eng.generate(reqs, SamplingParams(n=1, max_new_tokens=1, seed=1))
    assert len(calls) == 1 and calls[0][0] == 8
