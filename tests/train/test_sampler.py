"""EpochSampler: deterministic, covers the pool each epoch, resumable (agon_mcore/train/sampler.py)."""
import pytest

from agon_mcore.train.sampler import EpochSampler


def test_each_epoch_is_a_permutation_and_seeded():
    s = EpochSampler(list(range(10)), batch_size=5, seed=3)
    e0 = s.next_batch() + s.next_batch()
    e1 = s.next_batch() + s.next_batch()
    assert sorted(e0) == list(range(10)) and sorted(e1) == list(range(10))
    assert e0 != e1  # reshuffled per epoch
    t = EpochSampler(list(range(10)), batch_size=5, seed=3)
    assert t.next_batch() + t.next_batch() == e0
    assert EpochSampler(list(range(10)), 5, seed=4).next_batch() != e0[:5]


def test_batch_spanning_epochs_and_resume():
    s = EpochSampler(list(range(7)), batch_size=3, seed=0)
    straight = [s.next_batch() for _ in range(6)]
    r = EpochSampler(list(range(7)), batch_size=3, seed=0)
    first = [r.next_batch() for _ in range(4)]
    state = r.state_dict()
    r2 = EpochSampler(list(range(7)), batch_size=3, seed=0)
    r2.load_state_dict(state)
    assert first + [r2.next_batch() for _ in range(2)] == straight


def test_empty_pool_is_a_clear_error():
    with pytest.raises(ValueError, match="problem pool is empty"):
        EpochSampler([], 2, 0)


def test_position_of_another_pool_is_a_clear_error():
    """A resumed position on a smaller pool died with a raw IndexError."""
    from agon_mcore.train.sampler import pool_fingerprint

    s = EpochSampler(list(range(16)), batch_size=2, seed=0)
    s.next_batch()
    state = s.state_dict()
    assert state == {"epoch": 0, "index": 2, "pool_size": 16}
    for pool in (list(range(6)), list(range(20)), list(range(2))):
        with pytest.raises(ValueError, match=f"refers to a pool of 16 problems; this pool has {len(pool)}"):
            EpochSampler(pool, 2, 0).load_state_dict(state)
    with pytest.raises(ValueError, match="index 9"):  # a position saved without the pool size
        EpochSampler(list(range(6)), 2, 0).load_state_dict({"epoch": 0, "index": 9})

    class P:
        def __init__(self, i, q):
            self.id, self.prompt, self.answer, self.tests = str(i), q, str(i), None

    a = [P(i, f"q{i}") for i in range(4)]
    assert pool_fingerprint(a, 0) == pool_fingerprint([P(i, f"q{i}") for i in range(4)], 0)
    assert pool_fingerprint(a, 0) != pool_fingerprint(a, 1)  # another shuffle seed: another order
    assert pool_fingerprint(a, 0) != pool_fingerprint(a[:3], 0)
    assert pool_fingerprint(a, 0) != pool_fingerprint([P(i, f"Q{i}") for i in range(4)], 0)


def _old_stream(n, b, seed, steps):
    """The sampler before batches were made distinct: the next epoch's shuffle taken as is."""
    import random

    out, ep, idx = [], 0, 0
    for _ in range(steps):
        bt = []
        while len(bt) < b:
            o = list(range(n))
            random.Random(seed * 1_000_003 + ep).shuffle(o)
            bt.append(o[idx])
            idx += 1
            if idx == n:
                ep, idx = ep + 1, 0
        out.append(bt)
    return out


def _check_stream(n, b, seed, steps):
    """Every batch distinct, the stream is one permutation of the pool per epoch, and a
    sampler resumed from any step's state continues with the same batches."""
    s = EpochSampler(list(range(n)), b, seed)
    batches, states = [], []
    for _ in range(steps):
        states.append(s.state_dict())
        batches.append(s.next_batch())
    for bt in batches:
        assert len(bt) == b and len(set(bt)) == b, (n, b, seed, bt)
    flat = [i for bt in batches for i in bt]
    for e in range(len(flat) // n):
        assert sorted(flat[e * n:(e + 1) * n]) == list(range(n)), (n, b, seed, e)
    for k in range(steps):
        r = EpochSampler(list(range(n)), b, seed)
        r.load_state_dict(states[k])
        assert [r.next_batch() for _ in range(steps - k)] == batches[k:], (n, b, seed, k)
    return batches


def test_batch_across_an_epoch_boundary_holds_distinct_problems():
    """Pool 10, batch 4, seed 0: the third batch took 9, 6 from epoch 0 and 6, 8 from epoch 1,
    so problem 6 was in the step twice (double weight)."""
    assert _old_stream(10, 4, 0, 3)[2] == [9, 6, 6, 8]  # the fault as it was seen
    batches = _check_stream(10, 4, 0, 30)
    assert batches[2][:2] == [9, 6] and len(set(batches[2])) == 4
    assert batches[2][2:] == [8, 7]  # epoch 1's first items that are not 9 or 6, in shuffle order
    # the plain shuffle is kept where no batch crosses an epoch (or crossing repeats nothing)
    assert _check_stream(10, 5, 0, 8) == _old_stream(10, 5, 0, 8)


@pytest.mark.parametrize("n,b", [(7, 3), (5, 4), (9, 8), (6, 6), (11, 2), (13, 5), (3, 2), (2, 2)])
def test_every_batch_distinct_for_pools_not_a_multiple_of_the_batch(n, b):
    for seed in range(6):
        _check_stream(n, b, seed, steps=3 * n // b + 4)


def test_batch_larger_than_the_pool_is_refused_and_old_positions_load():
    with pytest.raises(ValueError, match=r"data.batch_size=5 is larger than the training pool \(4 problems\)"):
        EpochSampler(list(range(4)), 5, 0)
    # a position saved before `front` existed resumes on the plain shuffle
    s = EpochSampler(list(range(10)), 4, 0)
    s.load_state_dict({"epoch": 1, "index": 2, "pool_size": 10})
    t = EpochSampler(list(range(10)), 4, 0)
    t.load_state_dict({"epoch": 1, "index": 2, "pool_size": 10, "front": []})
    assert s.next_batch() == t.next_batch()
    with pytest.raises(ValueError, match="refers to a pool of 10"):
        EpochSampler(list(range(10)), 4, 0).load_state_dict({"epoch": 1, "index": 2, "pool_size": 10, "front": [3, 3]})
