"""Rewards exactly as AGON.md step 5, for every (c, c_opp, phi, length) case."""
import itertools

import pytest
import torch

from agon_mcore.agon import challenger_reward, drafter_reward, stream_rewards

LAM, LAM2 = 0.5, 0.25  # binary fractions: every expected total below is exact in fp32

# Expected challenger totals with lam=0.5, lam2=0, written out by hand from the formulas:
#   coop 2c + lam*phi; adv 2c + c(1-c_opp) + lam*phi; margin 2c + (c - c_opp) + lam*phi.
EXPECTED = {  # (c, c_opp, phi): (coop, adv, margin)
    (0, 0, 0): (0.0, 0.0, 0.0),
    (0, 0, 1): (0.5, 0.5, 0.5),
    (0, 1, 0): (0.0, 0.0, -1.0),
    (0, 1, 1): (0.5, 0.5, -0.5),
    (1, 0, 0): (2.0, 3.0, 3.0),
    (1, 0, 1): (2.5, 3.5, 3.5),
    (1, 1, 0): (2.0, 2.0, 2.0),
    (1, 1, 1): (2.5, 2.5, 2.5),
}


@pytest.mark.parametrize("c,phi,total", [(0, 0, 0.0), (0, 1, 0.5), (1, 0, 2.0), (1, 1, 2.5)])
def test_drafter_reward(c, phi, total):
    r = drafter_reward(c, phi, LAM)
    assert r.total == total
    assert (r.correctness, r.format, r.bonus, r.tiebreak) == (2.0 * c, 0.5 * phi, 0.0, 0.0)


@pytest.mark.parametrize("key", sorted(EXPECTED))
@pytest.mark.parametrize("mode_i,mode", list(enumerate(["coop", "adv", "margin"])))
def test_challenger_reward_table(key, mode_i, mode):
    c, c_opp, phi = key
    r = challenger_reward(mode, c, c_opp, phi, LAM)
    assert r.total == EXPECTED[key][mode_i]
    assert r.total == r.correctness + r.format + r.bonus + r.tiebreak
    assert r.tiebreak == 0.0


def test_conversion_bonus_only_where_rival_failed():
    # adv pays 3 instead of 2 exactly for (c=1, c_opp=0); margin also penalises c_opp=1 when c=0
    assert challenger_reward("adv", 1, 0, 0, LAM).bonus == 1.0
    assert challenger_reward("adv", 1, 1, 0, LAM).bonus == 0.0
    assert challenger_reward("adv", 0, 0, 0, LAM).bonus == 0.0
    assert challenger_reward("margin", 0, 1, 0, LAM).bonus == -1.0


@pytest.mark.parametrize("mode", ["coop", "adv", "margin"])
@pytest.mark.parametrize("c,c_opp,phi", list(itertools.product([0, 1], [0, 1], [0, 1])))
@pytest.mark.parametrize("length,length_opp", [(10, 20), (20, 20), (30, 20)])
def test_tiebreak_only_when_both_right_and_shorter(mode, c, c_opp, phi, length, length_opp):
    r = challenger_reward(mode, c, c_opp, phi, LAM, lam2=LAM2, length=length, length_opp=length_opp)
    want_tie = LAM2 if (c == 1 and c_opp == 1 and length < length_opp) else 0.0
    assert r.tiebreak == want_tie
    assert r.total == EXPECTED[(c, c_opp, phi)][["coop", "adv", "margin"].index(mode)] + want_tie


@pytest.mark.parametrize("c,c_opp,phi", list(itertools.product([0, 1], [0, 1], [0, 1])))
def test_grpo_mode_is_drafter_form(c, c_opp, phi):
    r = challenger_reward("grpo", c, c_opp, phi, LAM, lam2=LAM2, length=1, length_opp=2)
    assert r == drafter_reward(c, phi, LAM)
    assert challenger_reward("grpo", c, None, phi, LAM) == drafter_reward(c, phi, LAM)


def test_fractional_phi_and_bool_verdicts():
    assert drafter_reward(True, 0.5, LAM).total == 2.25
    assert challenger_reward("adv", True, False, 0.0, 1.0).total == 3.0


@pytest.mark.parametrize(
    "kwargs,match",
    [
        (dict(mode="gpro", c=1, c_opp=0, phi=1, lam=LAM), "mode='gpro' is unknown"),
        (dict(mode="adv", c=0.5, c_opp=0, phi=1, lam=LAM), r"c=0.5 must be a verdict"),
        (dict(mode="adv", c=1, c_opp=2, phi=1, lam=LAM), r"c_opp=2 must be a verdict"),
        (dict(mode="adv", c=1, c_opp=None, phi=1, lam=LAM), "c_opp is None"),
        (dict(mode="adv", c=1, c_opp=0, phi=1.5, lam=LAM), r"phi=1.5 must lie in \[0, 1\]"),
        (dict(mode="adv", c=1, c_opp=0, phi=1, lam=float("nan")), "lam=nan"),
        (dict(mode="adv", c=1, c_opp=0, phi=1, lam=LAM, lam2=-1.0), "lam2=-1.0"),
        (dict(mode="adv", c=1, c_opp=1, phi=1, lam=LAM, lam2=0.1), "needs length and length_opp"),
    ],
)
def test_bad_inputs_name_the_problem(kwargs, match):
    with pytest.raises(ValueError, match=match):
        challenger_reward(**kwargs)


@pytest.mark.parametrize("mode", ["grpo", "coop", "adv", "margin"])
def test_stream_rewards_match_scalar_forms(mode):
    cases = list(itertools.product([0, 1], [0, 1], [0, 1], [(5, 9), (9, 9), (9, 5)]))
    c = [k[0] for k in cases]
    c_opp = [k[1] for k in cases]
    phi = [k[2] for k in cases]
    ln = [k[3][0] for k in cases]
    lo = [k[3][1] for k in cases]
    b = stream_rewards("challenger", mode, torch.tensor(c, dtype=torch.bool), phi, LAM,
                       c_opp=c_opp, lam2=LAM2, length=ln, length_opp=lo)
    assert b.total.dtype == torch.float32 and b.total.shape == (len(cases),)
    for i in range(len(cases)):
        assert b.breakdown(i) == challenger_reward(mode, c[i], c_opp[i], phi[i], LAM, LAM2, ln[i], lo[i])
    d = stream_rewards("drafter", mode, c, phi, LAM)
    assert d.total.tolist() == [drafter_reward(ci, pi, LAM).total for ci, pi in zip(c, phi)]


def test_stream_rewards_shape_and_value_errors():
    with pytest.raises(ValueError, match="phi has 1 entries but c has 2"):
        stream_rewards("drafter", "adv", [1, 0], [1], LAM)
    with pytest.raises(ValueError, match="c_opp is required"):
        stream_rewards("challenger", "adv", [1, 0], [1, 1], LAM)
    with pytest.raises(ValueError, match="c must hold verdicts"):
        stream_rewards("drafter", "adv", [1, 0.3], [1, 1], LAM)
    with pytest.raises(ValueError, match="role must be one of"):
        stream_rewards("reader", "adv", [1], [1], LAM)
