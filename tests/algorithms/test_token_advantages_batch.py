"""Per-token advantages of a Sample reach the packed micro-batch the loss reads (shared-prefix
packing included); a wrong length is refused, naming the sample."""
import pytest

from agon_mcore.policy.batch import BatchError, Sample, pack_micro_batches, validate_samples


@pytest.mark.parametrize("shared_prefix", [False, True])
def test_token_advantages_are_packed_per_token(shared_prefix):
    prompt = [5, 6, 7, 8]
    samples = [Sample(prompt, [1, 2, 3], 0.5, token_advantages=[0.1, 0.2, 0.3]),
               Sample(prompt, [4, 9], -1.0),
               Sample(prompt, [10, 11, 12, 13], 2.0, token_advantages=[1.0, -1.0, 0.0, 4.0])]
    mbs = pack_micro_batches(samples, [0, 1, 2], 64, shared_prefix=shared_prefix)
    got = {}
    for mb in mbs:
        off = 0
        for gi, n in zip(mb.sample_indices, mb.resp_lens):
            if gi >= 0:
                got[gi] = mb.advantages[off: off + n].tolist()
                off += n
    assert got[0] == pytest.approx([0.1, 0.2, 0.3])
    assert got[1] == [-1.0, -1.0]
    assert got[2] == [1.0, -1.0, 0.0, 4.0]


def test_wrong_length_is_refused():
    with pytest.raises(BatchError, match=r"sample 1: len\(token_advantages\)=2 != len\(response_ids\)=3"):
        validate_samples([Sample([1], [2], 0.0), Sample([1], [2, 3, 4], 0.0, token_advantages=[0.0, 1.0])], 261)
