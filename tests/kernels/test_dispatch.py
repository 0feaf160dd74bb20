"""impl='triton' on CPU tensors (train.kernels=triton on a CPU machine, or CPU-side tensors
on a GPU run): every kernel runs the torch reference with one warning, never a crash."""
import warnings

import pytest
import torch

from agon_kernels import _dispatch
from agon_kernels.advantage import group_advantages
from agon_kernels.logprob import linear_token_logprobs, token_logprobs
from agon_kernels.policy_loss import ppo_clip_loss


@pytest.fixture(autouse=True)
def _no_interpreter(monkeypatch):
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    monkeypatch.setattr(_dispatch, "_warned", set())


def test_group_advantages_triton_on_cpu_matches_torch_and_warns_once():
    # The input first reported: the trainer passes train.kernels="triton" with CPU reward tensors.
    rewards = torch.tensor([1.0, 0.0, 1.0, 0.0, 0.5, 0.5])
    offsets = torch.tensor([0, 4, 6])
    with pytest.warns(RuntimeWarning, match="group_advantages: impl='triton' got cpu tensors") as rec:
        adv, zero = group_advantages(rewards, offsets, impl="triton")
        group_advantages(rewards, offsets, impl="triton")  # second call: no second warning
    assert len([w for w in rec if "group_advantages" in str(w.message)]) == 1
    ref, ref_zero = group_advantages(rewards, offsets, impl="torch")
    assert torch.equal(adv, ref) and zero == ref_zero == 1
    # group 0: mean 0.5, sample std 0.5774 -> +-0.866
    assert adv[:4].tolist() == pytest.approx([0.8660, -0.8660, 0.8660, -0.8660], abs=1e-3)


def test_assemble_streams_with_triton_impl_on_cpu():
    # Where step 1 died: agon.streams.assemble_streams(..., impl=train.kernels).
    from agon_mcore.agon.streams import assemble_streams

    with pytest.warns(RuntimeWarning):
        st = assemble_streams([[1, 0, 1, 1]], [[1, 1, 0, 1]], mode="grpo", lam=0.5, impl="triton")
    ref = assemble_streams([[1, 0, 1, 1]], [[1, 1, 0, 1]], mode="grpo", lam=0.5, impl="torch")
    assert st.drafter.advantages_by_problem() == ref.drafter.advantages_by_problem()


def test_logprob_kernels_triton_on_cpu_match_torch():
    g = torch.Generator().manual_seed(0)
    logits = torch.randn(5, 11, generator=g)
    tgt = torch.tensor([0, 3, 10, 7, 2])
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        got = token_logprobs(logits, tgt, impl="triton")
    assert any("token_logprobs" in str(w.message) for w in rec)
    assert torch.allclose(got, torch.log_softmax(logits, -1)[torch.arange(5), tgt], atol=1e-6)
    h, w = torch.randn(5, 4, generator=g), torch.randn(11, 4, generator=g)
    with pytest.warns(RuntimeWarning, match="linear_token_logprobs"):
        got = linear_token_logprobs(h, w, tgt, impl="triton")
    assert torch.allclose(got, torch.log_softmax(h @ w.T, -1)[torch.arange(5), tgt], atol=1e-5)


def test_policy_loss_triton_on_cpu_matches_torch():
    lp = torch.tensor([-1.0, -0.5, -2.0], requires_grad=True)
    old = torch.tensor([-1.1, -0.5, -1.5])
    adv = torch.tensor([1.0, -1.0, 0.5])
    mask = torch.ones(3)
    with pytest.warns(RuntimeWarning, match="ppo_clip_loss"):
        loss, _ = ppo_clip_loss(lp, old, adv, mask, eps_low=0.2, eps_high=0.2, impl="triton")
    ref, _ = ppo_clip_loss(lp, old, adv, mask, eps_low=0.2, eps_high=0.2, impl="torch")
    assert torch.equal(loss, ref) and loss.item() != 0.0


def test_unknown_impl_still_refused():
    with pytest.raises(ValueError, match="impl='cuda' is not one of"):
        group_advantages(torch.zeros(2), torch.tensor([0, 2]), impl="cuda")
