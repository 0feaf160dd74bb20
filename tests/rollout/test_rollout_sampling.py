"""Top-k / top-p filtering and inverse-CDF sampling (agon_mcore/rollout/sampling.py)."""
from __future__ import annotations

import math

import pytest
import torch

from agon_mcore.rollout.sampling import filter_logits, sample_tokens


def test_top_k_keeps_the_k_largest():
    logits = torch.tensor([[1.0, 5.0, 3.0, 4.0, 2.0]])
    out = filter_logits(logits, top_k=2)
    assert torch.isinf(out[0, [0, 2, 4]]).all() and out[0, 1] == 5.0 and out[0, 3] == 4.0


def test_top_p_keeps_the_smallest_prefix_reaching_p():
    probs = torch.tensor([[0.5, 0.3, 0.15, 0.05]])
    logits = probs.log()
    # mass before each token (descending): 0, 0.5, 0.8, 0.95; removed when it exceeds p
    assert torch.isfinite(filter_logits(logits, top_p=0.75))[0].tolist() == [True, True, False, False]
    assert torch.isfinite(filter_logits(logits, top_p=0.85))[0].tolist() == [True, True, True, False]
    assert torch.isfinite(filter_logits(logits, top_p=0.6))[0].tolist() == [True, True, False, False]
    assert torch.isfinite(filter_logits(logits, top_p=0.45))[0].tolist() == [True, False, False, False]
    shuffled = logits[:, [2, 0, 3, 1]]  # order in the vocabulary does not matter
    assert torch.isfinite(filter_logits(shuffled, top_p=0.75))[0].tolist() == [False, True, False, True]
    assert torch.equal(filter_logits(logits, top_p=1.0), logits)


def test_sampled_frequencies_follow_the_filtered_distribution():
    logits = torch.tensor([2.0, 1.0, 0.5, 0.0, -1.0, -3.0])
    T, k, p = 0.8, 4, 0.9
    expected = torch.softmax(filter_logits((logits / T)[None], k, p), -1)[0]
    N = 20000
    g = torch.Generator().manual_seed(0)
    u = torch.rand(N, generator=g)
    tokens, logp = sample_tokens(logits.expand(N, -1), T, k, p, u)
    freq = torch.bincount(tokens, minlength=6).float() / N
    assert (freq[expected == 0] == 0).all()  # filtered tokens never drawn
    assert torch.allclose(freq, expected, atol=0.015)
    # the reported log-prob is the full tempered distribution's, not the truncated one's
    assert torch.allclose(logp, torch.log_softmax(logits / T, -1)[tokens])


def test_greedy_logprob_is_the_temperature_one_logprob_of_the_argmax():
    logits = torch.tensor([[0.1, 3.0, 2.9], [5.0, -1.0, 0.0]])
    tokens, logp = sample_tokens(logits, 0.0)
    assert tokens.tolist() == [1, 0]
    assert torch.allclose(logp, torch.log_softmax(logits, -1)[[0, 1], [1, 0]])


def test_uniform_at_the_edges_never_picks_a_zero_probability_token():
    logits = torch.tensor([[-math.inf, 0.0, 0.0, -math.inf]] * 3)
    u = torch.tensor([0.0, 0.5, 1.0 - 1e-7])
    tokens, logp = sample_tokens(logits, 1.0, uniforms=u)
    assert tokens.tolist() == [1, 2, 2]
    assert torch.isfinite(logp).all()


def _reference_sample(logits, T, k, p, u):
    """The sampler's definition written out: draw from softmax(filter(logits / T)) by inverse
    CDF, report log_softmax(logits / T) at the drawn token."""
    scaled = logits.float() / T
    probs = torch.exp(torch.log_softmax(filter_logits(scaled, k, p), -1))
    cdf = torch.cumsum(probs, -1)
    tokens = torch.searchsorted(cdf, (u * cdf[:, -1])[:, None].contiguous(), right=True).squeeze(-1)
    last = torch.where(probs > 0, torch.arange(logits.shape[-1]), -1).amax(-1)
    tokens = torch.minimum(tokens, last)
    return tokens, torch.log_softmax(scaled, -1).gather(-1, tokens[:, None]).squeeze(-1)


@pytest.mark.parametrize("B,V,T,k,p", [
    (64, 261, 1.0, -1, 1.0),  # the default: nothing filtered (one softmax per step)
    (7, 512, 0.7, 0, 1.0),  # top_k=0 also disables
    (3, 50, 1.3, 50, 1.0),  # top_k == V disables
    (16, 261, 1.0, 20, 0.9),  # filtered: the general path
])
def test_sampler_paths_equal_the_written_out_definition_bitwise(B, V, T, k, p):
    g = torch.Generator().manual_seed(B * V)
    logits = 3 * torch.randn(B, V, generator=g)
    u = torch.rand(B, generator=g)
    tokens, logp = sample_tokens(logits, T, k, p, u)
    ref_t, ref_lp = _reference_sample(logits, T, k, p, u)
    assert torch.equal(tokens, ref_t)
    assert torch.equal(logp, ref_lp)  # exact, not approximately
