"""LocalEngine's preallocated KV cache: the same tokens and log-probs as transformers'
DynamicCache, bit for bit, on every path of the decode loop (shared prefixes, left padding,
rows dropped at stops, truncated sampling, greedy), for Qwen3- and Llama-style models."""
from __future__ import annotations

import pytest
import torch
from conftest import EOS, PAD, VOCAB, tiny_qwen3

import agon_mcore.rollout.local as local
import agon_mcore.rollout.prefill as prefill
from agon_mcore.rollout.local import LocalEngine
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams


def tiny_llama():
    from transformers import LlamaConfig

    return LlamaConfig(vocab_size=VOCAB, hidden_size=48, num_hidden_layers=3, num_attention_heads=6,
                       num_key_value_heads=2, intermediate_size=96, max_position_embeddings=512,
                       tie_word_embeddings=False)


def peaked_weights(engine: LocalEngine, rival: str, seed: int):
    """Random weights with peaked next-token distributions, so rows stop at EOS at different steps."""
    g = torch.Generator().manual_seed(seed)
    return [(n, (1.0 + 0.1 * torch.randn(p.shape, generator=g)) if "norm" in n else 0.3 * torch.randn(p.shape, generator=g))
            for n, p in engine.model(rival).named_parameters()]


@pytest.fixture(scope="module", params=["qwen3", "llama"])
def engine(request):
    cfg = tiny_qwen3() if request.param == "qwen3" else tiny_llama()
    eng = LocalEngine({"A": RivalSpec(hf_config=cfg, eos_token_ids=[EOS], pad_token_id=PAD)}, batch_size=64)
    eng.update_weights("A", peaked_weights(eng, "A", 7), version=1)
    return eng


def prompts(n, seed):
    g = torch.Generator().manual_seed(seed)
    return [torch.randint(0, 256, (int(L),), generator=g).tolist() for L in torch.randint(2, 40, (n,), generator=g)]


def run_both(engine, monkeypatch, reqs, sp):
    """(preallocated-cache results, DynamicCache results) of the same call."""
    new = engine.generate(reqs, sp)
    from transformers import DynamicCache

    monkeypatch.setattr(local, "preallocated_cache", lambda cfg, capacity: DynamicCache(config=cfg))
    old = engine.generate(reqs, sp)
    monkeypatch.undo()
    return new, old


def flat(res):
    return ([r.output_ids for row in res for r in row], [r.output_logprobs for row in res for r in row],
            [r.finish_reason for row in res for r in row])


@pytest.mark.parametrize("sp, seed", [
    (SamplingParams(n=4, temperature=1.0, max_new_tokens=40, seed=11), 0),  # shared prefixes, stops
    (SamplingParams(n=1, temperature=0.7, top_p=0.9, top_k=50, max_new_tokens=33, seed=5), 1),  # truncated
    (SamplingParams(n=2, temperature=0.0, max_new_tokens=25), 2),  # greedy
    (SamplingParams(n=3, temperature=1.3, max_new_tokens=1, seed=3), 3),  # prefill only
])
def test_preallocated_cache_is_bit_identical_to_dynamic_cache(engine, monkeypatch, sp, seed):
    reqs = [GenerationRequest(p, "A") for p in prompts(6, seed)]
    new, old = run_both(engine, monkeypatch, reqs, sp)
    ids_new, lp_new, fin_new = flat(new)
    ids_old, lp_old, fin_old = flat(old)
    assert ids_new == ids_old
    assert lp_new == lp_old  # exact floats, not approximately
    assert fin_new == fin_old


def test_rows_dropped_at_stops_keep_identical_results(engine, monkeypatch):
    """The stop path (cache rows gathered) is exercised: some rows stop early, some run to length."""
    reqs = [GenerationRequest(p, "A") for p in prompts(8, 4)]
    sp = SamplingParams(n=4, temperature=1.0, max_new_tokens=48, seed=21, stop_token_ids=[7, 65, 101])
    new, old = run_both(engine, monkeypatch, reqs, sp)
    lengths = [len(x) for x in flat(new)[0]]
    assert "stop" in flat(new)[2] and min(lengths) < max(lengths)  # the drop path really ran
    assert flat(new) == flat(old)


def test_cache_writes_in_place_and_refuses_to_overflow(engine):
    cfg = engine.model("A").config
    cache = prefill.preallocated_cache(cfg, capacity=5)
    layer = cache.layers[0]
    assert type(layer).__name__ == "PreallocatedLayer"
    k = torch.randn(2, cfg.num_key_value_heads, 3, 8)
    keys, values = layer.update(k, -k)
    ptr = keys.data_ptr()
    k2 = torch.randn(2, cfg.num_key_value_heads, 2, 8)
    keys, values = layer.update(k2, -k2)
    assert keys.data_ptr() == ptr  # same buffer: no concatenation
    assert torch.equal(keys, torch.cat([k, k2], dim=-2)) and torch.equal(values, -torch.cat([k, k2], dim=-2))
    assert layer.get_seq_length() == 5
    layer.batch_select_indices(torch.tensor([1]))
    assert torch.equal(layer.keys, torch.cat([k, k2], dim=-2)[1:])
    with pytest.raises(RuntimeError, match="holds 5 positions"):
        layer.update(k2[:1, :, :1], k2[:1, :, :1])


def test_cache_crop_matches_dynamic_layer(engine):
    """crop follows transformers' DynamicLayer contract (negative count; positive refused)."""
    from transformers.cache_utils import DynamicLayer

    cfg = engine.model("A").config
    layer = prefill.preallocated_cache(cfg, capacity=6).layers[0]
    ref = DynamicLayer()
    k = torch.randn(2, cfg.num_key_value_heads, 5, 8)
    layer.update(k, -k)
    ref.update(k, -k)
    layer.crop(-2)
    ref.crop(-2)
    assert layer.get_seq_length() == 3 and torch.equal(layer.keys, ref.keys) and torch.equal(layer.values, ref.values)
    k2 = torch.randn(2, cfg.num_key_value_heads, 3, 8)
    keys, _ = layer.update(k2, -k2)  # the freed positions are written again, in place
    assert torch.equal(keys, torch.cat([k[:, :, :3], k2], dim=-2))
    layer.crop(0)
    assert layer.get_seq_length() == 6
    with pytest.raises(ValueError, match="negative"):
        layer.crop(3)
