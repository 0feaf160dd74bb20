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
