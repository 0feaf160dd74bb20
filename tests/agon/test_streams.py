"""Stream assembly of one step: per-stream, per-problem rewards and advantages, opponents,
and the two arguments of AGON.md: a shared opponent makes the conversion bonus vanish,
a margin only shifts the baseline."""
import random

import pytest
import torch

from agon_mcore.agon import assemble_streams, conversion_rate, group_advantages, opponent_index
from agon_mcore.agon.streams import SHARED_DRAFT

LAM = 0.5


def _std_adv(r):
    r = torch.tensor(r, dtype=torch.float64)
    if (r == r[0]).all():
        return torch.zeros_like(r)
    return (r - r.mean()) / (r.std() + 1e-6)


def test_per_rollout_streams_exact_values():
    # one problem, N=4; challenge i read draft i
    dc, dp = [[1, 0, 1, 0]], [[1, 1, 0, 1]]
    cc, cp = [[1, 1, 0, 0]], [[1, 1, 1, 0]]
    s = assemble_streams(dc, dp, challenge_correct=cc, challenge_phi=cp, mode="adv", lam=LAM, impl="torch")
    assert s.drafter.rewards_by_problem() == [[2.5, 0.5, 2.0, 0.5]]
    # b0: 2+0.5 (rival right), b1: 2+1+0.5 (converted), b2: 0.5, b3: 0
    assert s.challenger.rewards_by_problem() == [[2.5, 3.5, 0.5, 0.0]]
    assert s.challenger.rewards.bonus.tolist() == [0.0, 1.0, 0.0, 0.0]
    assert s.challenger.opponents == [0, 1, 2, 3]
    assert torch.allclose(s.drafter.advantages.double(), _std_adv([2.5, 0.5, 2.0, 0.5]), atol=1e-6)
    assert torch.allclose(s.challenger.advantages.double(), _std_adv([2.5, 3.5, 0.5, 0.0]), atol=1e-6)
    coop = assemble_streams(dc, dp, challenge_correct=cc, challenge_phi=cp, mode="coop", lam=LAM, impl="torch")
    assert coop.challenger.rewards_by_problem() == [[2.5, 2.5, 0.5, 0.0]]
    # with per-rollout opponents the bonus re-weights the group: b1 (converted) now beats b0
    assert s.challenger.advantages[1] > s.challenger.advantages[0]
    assert coop.challenger.advantages[1] == coop.challenger.advantages[0]


def test_groups_are_per_problem_and_zero_variance_is_counted():
    dc = [[1, 1, 1], [0, 1, 0], [0, 0, 0]]
    dp = [[1, 1, 1], [1, 1, 1], [1, 1, 1]]
    s = assemble_streams(dc, dp, challenge_correct=dc, challenge_phi=dp, mode="coop", lam=LAM, impl="torch")
    assert s.drafter.offsets.tolist() == [0, 3, 6, 9]
    assert s.drafter.n_zero_var == 2 and s.drafter.zero_var_fraction == pytest.approx(2 / 3)
    adv = s.drafter.advantages_by_problem()
    assert adv[0] == [0.0, 0.0, 0.0] and adv[2] == [0.0, 0.0, 0.0]
    assert torch.allclose(torch.tensor(adv[1], dtype=torch.float64), _std_adv([0.5, 2.5, 0.5]), atol=1e-6)


def _random_groups(seed, g=40, n=8):
    rng = random.Random(seed)
    dc = [[rng.randint(0, 1) for _ in range(n)] for _ in range(g)]
    cc = [[rng.randint(0, 1) for _ in range(n)] for _ in range(g)]
    cp = [[rng.randint(0, 1) for _ in range(n)] for _ in range(g)]
    return dc, cc, cp


@pytest.mark.parametrize("adv_mode", ["grpo", "mean_only", "rloo"])
def test_shared_opponent_conversion_bonus_vanishes(adv_mode):
    """Shared opponent: c_opp is one value per group, so adv's reward is coop's reward with
    the correctness weight 3 (rival wrong) or 2 (rival right) for the whole group: the bonus
    cannot re-weight rollouts inside a group. With a constant format term (or lam=0) the
    adv group's advantages equal coop's up to one positive scale per group (exactly equal
    after std normalisation)."""
    dc, cc, _ = _random_groups(0)
    ones = [[1] * 8 for _ in dc]
    kw = dict(challenge_correct=cc, challenge_phi=ones, shared_opponent=True, lam=LAM, advantage=adv_mode, impl="torch")
    adv = assemble_streams(dc, ones, mode="adv", **kw).challenger
    coop = assemble_streams(dc, ones, mode="coop", **kw).challenger
    assert adv.opponents == [SHARED_DRAFT] * (40 * 8)
    n_checked = 0
    for p in range(40):
        a, b = adv.advantages[adv.group(p)].double(), coop.advantages[coop.group(p)].double()
        if b.abs().sum() == 0:
            assert a.abs().sum() == 0
            continue
        scale = (a @ b) / (b @ b)
        assert scale > 0
        assert torch.allclose(a, scale * b, atol=1e-5)
        want = 1.0 if adv_mode == "grpo" else (1.5 if dc[p][SHARED_DRAFT] == 0 else 1.0)
        assert scale.item() == pytest.approx(want, abs=1e-5)
        n_checked += 1
    assert n_checked > 20
    # per-rollout opponents: the same verdicts give different directions in some group
    adv_pr = assemble_streams(dc, ones, mode="adv", **{**kw, "shared_opponent": False}).challenger
    coop_pr = assemble_streams(dc, ones, mode="coop", **{**kw, "shared_opponent": False}).challenger
    cos = [torch.nn.functional.cosine_similarity(adv_pr.advantages[adv_pr.group(p)].double(),
                                                 coop_pr.advantages[coop_pr.group(p)].double(), dim=0).item()
           for p in range(40) if coop_pr.advantages[coop_pr.group(p)].abs().sum() > 0]
    assert min(cos) < 0.99


def test_shared_opponent_with_varying_format_equals_weight3_coop():
    """With a varying format term the shared-opponent adv group equals coop with correctness
    weight 3 (rival wrong) or plain coop (rival right): still no within-group re-weighting."""
    dc, cc, cp = _random_groups(1)
    kw = dict(challenge_correct=cc, challenge_phi=cp, shared_opponent=True, lam=LAM, impl="torch")
    adv = assemble_streams(dc, cp, mode="adv", **kw).challenger
    for p in range(40):
        w = 3.0 if dc[p][SHARED_DRAFT] == 0 else 2.0
        want, _ = group_advantages([w * c + LAM * f for c, f in zip(cc[p], cp[p])], [8], impl="torch")
        assert torch.allclose(adv.advantages[adv.group(p)], want, atol=1e-6)


def test_margin_is_a_baseline_shift():
    """margin = 2c + (c - c_opp) + lam*phi = (3c + lam*phi) - c_opp: the c_opp term does not
    depend on the challenger's action. Shared opponent: it is a constant per group, so margin's
    advantages equal those of 3c + lam*phi exactly, and coop's when phi is constant. Per-rollout
    opponents (mean-only advantages): margin minus (3c + lam*phi) is -(c_opp - mean c_opp), the
    same vector whatever the challenger did."""
    dc, cc, cp = _random_groups(2)
    kw = dict(challenge_correct=cc, challenge_phi=cp, shared_opponent=True, lam=LAM, impl="torch")
    margin = assemble_streams(dc, cp, mode="margin", **kw).challenger
    for p in range(40):
        want, _ = group_advantages([3.0 * c + LAM * f for c, f in zip(cc[p], cp[p])], [8], impl="torch")
        assert torch.allclose(margin.advantages[margin.group(p)], want, atol=1e-6)
    ones = [[1] * 8 for _ in dc]
    kw1 = {**kw, "challenge_phi": ones}
    m1 = assemble_streams(dc, ones, mode="margin", **kw1).challenger
    c1 = assemble_streams(dc, ones, mode="coop", **kw1).challenger
    assert torch.allclose(m1.advantages, c1.advantages, atol=1e-5)
    # per-rollout opponents: the draft-dependent part is independent of the challenger's verdicts
    _, cc2, _ = _random_groups(3)
    diffs = []
    for chal in (cc, cc2):
        m = assemble_streams(dc, cp, mode="margin", challenge_correct=chal, challenge_phi=cp, lam=LAM,
                             advantage="mean_only", impl="torch").challenger
        base, _ = group_advantages([3.0 * c + LAM * f for row_c, row_f in zip(chal, cp) for c, f in zip(row_c, row_f)],
                                   [8] * 40, mode="mean_only", impl="torch")
        diffs.append(m.advantages - base)
    assert torch.allclose(diffs[0], diffs[1], atol=1e-6)
    want = torch.cat([-(torch.tensor(r, dtype=torch.float32) - sum(r) / 8) for r in dc])
    assert torch.allclose(diffs[0], want, atol=1e-6)


def test_tiebreak_uses_the_opponents_length():
    dc, dp = [[1, 1]], [[1, 1]]
    s = assemble_streams(dc, dp, challenge_correct=[[1, 1]], challenge_phi=[[1, 1]], mode="adv", lam=LAM,
                         lam2=0.25, draft_len=[[10, 50]], challenge_len=[[20, 20]], impl="torch")
    assert s.challenger.rewards.tiebreak.tolist() == [0.0, 0.25]
    shared = assemble_streams(dc, dp, challenge_correct=[[1, 1]], challenge_phi=[[1, 1]], mode="adv", lam=LAM,
                              lam2=0.25, draft_len=[[10, 50]], challenge_len=[[20, 5]], shared_opponent=True,
                              impl="torch")
    assert shared.challenger.rewards.tiebreak.tolist() == [0.0, 0.25]  # both compared with draft 0 (len 10)


def test_grpo_mode_one_stream_of_2n():
    dc = [[1, 0, 0, 1, 1, 0]]
    s = assemble_streams(dc, [[1] * 6], mode="grpo", lam=LAM, impl="torch")
    assert s.challenger is None and s.drafter.offsets.tolist() == [0, 6]
    with pytest.raises(ValueError, match="mode='grpo' has no challenger stream"):
        assemble_streams(dc, [[1] * 6], mode="grpo", lam=LAM, challenge_correct=dc, challenge_phi=dc)


@pytest.mark.parametrize(
    "kwargs,match",
    [
        (dict(mode="adv"), "needs challenge_correct"),
        (dict(mode="adv", challenge_correct=[[1]], challenge_phi=[[1]]), r"challenge_correct\[0\] has 1 entries, expected 2"),
        (dict(mode="adv", challenge_correct=[[1, 0], [1, 1]], challenge_phi=[[1, 1]]), "has 2 problems, expected 1"),
        (dict(mode="adv", challenge_correct=[[1, 0]], challenge_phi=[[1, 1]], lam2=0.1), "needs draft_len"),
        (dict(mode="adverse"), "mode='adverse'"),
    ],
)
def test_shape_errors(kwargs, match):
    with pytest.raises(ValueError, match=match):
        assemble_streams([[1, 0]], [[1, 1]], lam=LAM, impl="torch", **kwargs)


def test_conversion_rate_and_opponent_index():
    assert opponent_index(3, False) == 3 and opponent_index(3, True) == SHARED_DRAFT
    # drafts wrong at (0,1) and (1,0),(1,1); challenges right at (0,1) and (1,1)
    assert conversion_rate([[1, 0], [0, 0]], [[0, 1], [0, 1]]) == pytest.approx(2 / 3)
    assert conversion_rate([[1, 1]], [[1, 1]]) != conversion_rate([[1, 1]], [[1, 1]])  # nan: no failed draft
