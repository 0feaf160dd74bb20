"""Packing of samples into micro-batches (agon_mcore/policy/batch.py); no megatron needed."""
from __future__ import annotations

import random

import pytest
import torch

from agon_mcore.policy.batch import (
    BatchError,
    Sample,
    pack_micro_batches,
    split_for_data_parallel,
    validate_samples,
)


def _samples(n=7, seed=0, vocab=261):
    rng = random.Random(seed)
    out = []
    for i in range(n):
        p = [rng.randrange(vocab) for _ in range(rng.randint(1, 9))]
        r = [rng.randrange(vocab) for _ in range(rng.randint(1, 12))]
        out.append(Sample(p, r, advantage=float(i) - 3.0, rollout_logprobs=[-0.5 * (j + 1) for j in range(len(r))]))
    return out


def test_positions_predict_the_response_tokens():
    """Every trained position reads the token before a response token and predicts it."""
    samples = _samples()
    idx = list(range(len(samples)))
    for mb in pack_micro_batches(samples, idx, micro_batch_tokens=40):
        b, s = mb.shape
        flat = mb.tokens.reshape(-1)
        off = 0
        for row, (gi, n) in enumerate(zip(mb.sample_indices, mb.resp_lens)):
            if gi < 0:
                assert n == 0
                continue
            smp = samples[gi]
            full = smp.prompt_ids + smp.response_ids
            assert mb.tokens[row, : len(full) - 1].tolist() == full[:-1]
            pos = mb.resp_index[off: off + n]
            # position of response token j = row*s + len(prompt) - 1 + j, whose input is full[P-1+j]
            assert pos.tolist() == [row * s + len(smp.prompt_ids) - 1 + j for j in range(n)]
            assert flat[pos].tolist() == full[len(smp.prompt_ids) - 1: -1]
            assert mb.targets[off: off + n].tolist() == smp.response_ids
            assert torch.all(mb.advantages[off: off + n] == smp.advantage)
            assert mb.rollout_logprobs[off: off + n].tolist() == smp.rollout_logprobs
            assert torch.all(mb.seq_ids[off: off + n] == gi)
            off += n
        assert off == mb.num_tokens
        assert mb.position_ids[0].tolist() == list(range(s))


def test_token_budget_and_order():
    """Micro-batches respect rows * padded_len <= budget and keep the given order."""
    samples = _samples(20, seed=1)
    idx = split_for_data_parallel(samples, 0, 1)
    lens = [samples[i].seq_len for i in idx]
    assert lens == sorted(lens, reverse=True)
    mbs = pack_micro_batches(samples, idx, micro_batch_tokens=48)
    seen = [gi for mb in mbs for gi in mb.sample_indices if gi >= 0]
    assert seen == idx
    for mb in mbs:
        b, s = mb.shape
        assert b * s <= 48 or b == 1
        assert s == max(samples[g].seq_len for g in mb.sample_indices)
    assert sum(mb.num_tokens for mb in mbs) == sum(len(s.response_ids) for s in samples)


def test_uniform_shapes_and_multiples():
    """PP packing: one [b, s] for all micro-batches; dummy rows carry no tokens."""
    samples = _samples(9, seed=2)
    idx = list(range(9))
    mbs = pack_micro_batches(samples, idx, micro_batch_tokens=30, uniform=True, num_microbatches_multiple_of=2,
                             seq_multiple_of=4)
    shapes = {mb.shape for mb in mbs}
    assert len(shapes) == 1
    b, s = shapes.pop()
    assert s % 4 == 0 and s >= max(x.seq_len for x in samples)
    assert len(mbs) % 2 == 0
    assert sum(mb.num_tokens for mb in mbs) == sum(len(x.response_ids) for x in samples)
    assert sorted(g for mb in mbs for g in mb.sample_indices if g >= 0) == idx


def test_data_parallel_split_is_a_partition():
    samples = _samples(11, seed=3)
    shares = [split_for_data_parallel(samples, r, 4) for r in range(4)]
    assert sorted(i for sh in shares for i in sh) == list(range(11))
    toks = [sum(samples[i].seq_len for i in sh) for sh in shares]
    assert max(toks) - min(toks) <= max(s.seq_len for s in samples)
    # fewer samples than ranks: an empty share still yields one dummy micro-batch
    mbs = pack_micro_batches(samples[:1], split_for_data_parallel(samples[:1], 1, 2), 64)
    assert len(mbs) == 1 and mbs[0].num_tokens == 0


def test_validation_errors_name_the_sample():
    good = _samples(2)
    validate_samples(good, 261)
    with pytest.raises(BatchError, match="sample 1: response_ids contains token id 300"):
        validate_samples([good[0], Sample([1], [300], 0.0)], 261)
    with pytest.raises(BatchError, match="empty prompt"):
        validate_samples([Sample([], [1], 0.0)], 261)
    with pytest.raises(BatchError, match="len\\(rollout_logprobs\\)=1 != len\\(response_ids\\)=2"):
        validate_samples([Sample([1], [2, 3], 0.0, [-1.0])], 261)
    with pytest.raises(BatchError, match="no samples"):
        validate_samples([], 261)
