"""What a response cut at max_new_tokens earns (agon_mcore/agon/truncation.py, streams.py).

The fault: a sample cut at ``max_new_tokens`` was counted (``truncated_frac``) but rewarded
like a finished one, answer and all. Each mode is checked on the rewards and advantages it
gives, in the drafter stream, the challenger stream and the GRPO baseline.
"""
import math

import pytest
import torch

from agon_mcore.agon.streams import assemble_streams
from agon_mcore.agon.truncation import TRUNCATION_MODES, overlong_penalty, truncation_terms

LAM = 0.5


def _terms(correct, phi, truncated, lengths, mode, max_new=64, buffer=16):
    return truncation_terms(correct, phi, truncated, lengths, mode=mode, max_new_tokens=max_new, buffer=buffer)


def test_the_default_is_zero_and_the_modes_are_the_fields():
    from agon_mcore.config import AlgorithmConfig

    assert AlgorithmConfig().truncation == "zero"
    assert set(TRUNCATION_MODES) == {"zero", "keep", "filter", "penalty"}


def test_a_cut_draft_with_a_correct_box_is_no_longer_paid_like_a_finished_one():
    """The fault's input: draft 1 is cut at max_new_tokens after a correct \\boxed{} (c = phi = 1)."""
    correct, phi = [[1, 1, 0, 0]], [[1, 1, 1, 0]]
    trunc, lens = [[False, True, False, False]], [[30, 64, 20, 12]]
    keep = _terms(correct, phi, trunc, lens, "keep")
    st = assemble_streams(keep.correct, keep.phi, mode="grpo", lam=LAM)
    assert st.drafter.rewards.total.tolist() == [2.5, 2.5, 0.5, 0.0]  # what it was: as if finished
    z = _terms(correct, phi, trunc, lens, "zero")
    st = assemble_streams(z.correct, z.phi, mode="grpo", lam=LAM)
    assert st.drafter.rewards.total.tolist() == [2.5, 0.0, 0.5, 0.0]
    assert st.drafter.advantages[1] < 0 < st.drafter.advantages[0]


def test_zero_in_the_challenger_stream_and_as_an_opponent():
    """adv mode: a cut challenge earns 0 (bonus too); a cut draft counts as failed, so the
    challenge that read it and solved it earns the conversion bonus."""
    dc, dp = [[1, 1]], [[1, 1]]
    d = _terms(dc, dp, [[False, True]], [[10, 64]], "zero")
    cc, cp = [[1, 1]], [[1, 1]]
    c = _terms(cc, cp, [[True, False]], [[64, 10]], "zero")
    st = assemble_streams(d.correct, d.phi, mode="adv", lam=LAM, challenge_correct=c.correct, challenge_phi=c.phi)
    assert st.drafter.rewards.total.tolist() == [2.5, 0.0]
    # challenge 0 cut: 0; challenge 1 read the cut draft 1 (failed) and solved it: 2 + 1 + 0.5
    assert st.challenger.rewards.total.tolist() == [0.0, 3.5]
    assert st.challenger.rewards.bonus.tolist() == [0.0, 1.0]


def test_filter_leaves_cut_samples_out_of_the_group_and_the_loss():
    correct, phi = [[1, 0, 1, 0], [0, 0, 0, 0]], [[1, 1, 1, 1], [0, 1, 0, 1]]
    trunc = [[False, False, True, True], [True, True, True, True]]
    f = _terms(correct, phi, trunc, [[5, 6, 64, 64]] * 2, "filter")
    st = assemble_streams(f.correct, f.phi, mode="grpo", lam=LAM, draft_keep=f.keep)
    d = st.drafter
    assert d.trained_by_problem() == [[True, True, False, False], [False] * 4]
    # the rewards are logged as graded; the cut ones get advantage 0
    assert d.rewards.total.tolist() == [2.5, 0.5, 2.5, 0.5, 0.0, 0.5, 0.0, 0.5]
    alone = assemble_streams([[1, 0]], [[1, 1]], mode="grpo", lam=LAM).drafter.advantages
    assert torch.allclose(d.advantages[:2], alone) and d.advantages[2:].abs().sum() == 0
    assert d.n_zero_var == 1  # problem 1 has no finished sample: nothing to learn from it
    # challenger stream: the same rule
    st = assemble_streams([[1, 1]], [[1, 1]], mode="adv", lam=LAM, challenge_correct=[[1, 0]],
                          challenge_phi=[[1, 1]], challenge_keep=[[True, False]])
    assert st.challenger.trained_by_problem() == [[True, False]] and st.challenger.advantages.tolist() == [0.0, 0.0]


@pytest.mark.parametrize("length, want", [(0, 0.0), (48, 0.0), (49, -1 / 16), (56, -0.5), (63, -15 / 16),
                                          (64, -1.0), (80, -1.0)])
def test_soft_overlong_penalty_is_daposs_eq_13(length, want):
    assert math.isclose(overlong_penalty(length, 64, 16), want)
    assert math.isclose(overlong_penalty(length, 64, 16, factor=0.5), want / 2)


def test_penalty_shapes_every_stream_and_keeps_the_verdicts():
    correct, phi = [[1, 1, 1]], [[1, 1, 1]]
    p = _terms(correct, phi, [[False, False, True]], [[10, 56, 64]], "penalty")
    assert p.correct == [[1.0, 1.0, 1.0]] and p.shaping == [[0.0, -0.5, -1.0]]
    st = assemble_streams(p.correct, p.phi, mode="coop", lam=LAM, draft_shaping=p.shaping,
                          challenge_correct=p.correct, challenge_phi=p.phi, challenge_shaping=p.shaping)
    for s in (st.drafter, st.challenger):
        assert s.rewards.total.tolist() == [2.5, 2.0, 1.5]
        assert s.rewards.shaping.tolist() == [0.0, -0.5, -1.0]
        assert s.advantages[0] > s.advantages[1] > s.advantages[2]


@pytest.mark.parametrize("kw, match", [
    (dict(mode="clip"), "not one of"),
    (dict(mode="penalty", buffer=0), "overlong_buffer >= 1"),
    (dict(mode="keep", buffer=-1), "must be >= 0"),
    (dict(mode="penalty", buffer=8, factor=float("nan")), "overlong_penalty_factor"),
])
def test_bad_settings_name_the_key(kw, match):
    kw = {"buffer": 16, "factor": 1.0, **kw}
    with pytest.raises(ValueError, match=match):
        truncation_terms([[1]], [[1]], [[True]], [[8]], max_new_tokens=8, **kw)


@pytest.mark.slow
@pytest.mark.parametrize("overrides, match", [
    (["algorithm.truncation=drop"], "algorithm.truncation='drop'"),
    (["algorithm.truncation=penalty"], "algorithm.overlong_buffer=0"),
    (["algorithm.overlong_buffer=-2"], "algorithm.overlong_buffer=-2"),
    (["algorithm.truncation=penalty", "algorithm.overlong_buffer=16", "algorithm.overlong_penalty_factor=-1"],
     "overlong_penalty_factor=-1"),
])
def test_config_refuses_bad_truncation_settings(overrides, match):
    from agon_mcore.config import ConfigError, load_config

    with pytest.raises(ConfigError, match=match):
        load_config([], overrides)
    load_config([], ["algorithm.truncation=penalty", "algorithm.overlong_buffer=16"])  # valid
