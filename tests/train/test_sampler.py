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
    """issue 11 item 5: a resumed position on a smaller pool died with a raw IndexError."""
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
