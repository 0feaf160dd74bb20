"""IB-RL: the two roles' streams are isolated. A change in one role's verdicts leaves the other
role's rewards, advantages and model update unchanged (bit for bit), where Agon's adv mode
does not; settings that would couple the roles are refused."""
import pytest
import torch

from agon_mcore.agon import assemble_streams
from agon_mcore.algorithms import validate_plugins
from agon_mcore.algorithms.builtin import grpo
from agon_mcore.config import ConfigError, load_config

IB = ["algorithm.advantage=ib_rl", "algorithm.mode=coop", "algorithm.rotate_roles=false"]


def _streams(mode, draft_c):
    chal_c = [[1, 1, 0, 0], [0, 1, 0, 1]]
    phi = [[1, 1, 1, 1], [1, 1, 1, 1]]
    return assemble_streams(draft_c, phi, mode=mode, lam=0.5, lam2=0.0, shared_opponent=False,
                            challenge_correct=chal_c, challenge_phi=phi, advantage="grpo", eps=1e-6)


def test_challenger_stream_ignores_the_drafts_verdicts_in_coop_not_in_adv():
    d1, d2 = [[1, 0, 1, 0], [0, 0, 1, 1]], [[0, 0, 0, 0], [1, 1, 1, 0]]
    a, b = _streams("coop", d1), _streams("coop", d2)
    assert torch.equal(a.challenger.advantages, b.challenger.advantages)
    # the challenger's own group: rewards 2c + 0.5 -> GRPO by hand on [1, 1, 0, 0]
    r = torch.tensor([2.5, 2.5, 0.5, 0.5])
    assert a.challenger.advantages[:4].tolist() == pytest.approx(((r - r.mean()) / (r.std() + 1e-6)).tolist(), abs=1e-5)
    assert not torch.equal(a.drafter.advantages, b.drafter.advantages)
    x, y = _streams("adv", d1), _streams("adv", d2)  # the conversion bonus reads the draft's verdict
    assert not torch.equal(x.challenger.advantages, y.challenger.advantages)
    assert torch.equal(grpo(a.challenger.rewards.total, torch.tensor([0] * 4 + [1] * 4)), a.challenger.advantages)


def test_settings_that_couple_the_roles_are_refused():
    validate_plugins(load_config(["configs/ib_rl_cpu.yaml"], []))
    for bad, word in [("algorithm.mode=adv", "conversion bonus"), ("algorithm.rotate_roles=true", "both roles"),
                      ("algorithm.lam2=0.1", "tiebreak"), ("algorithm.shared_opponent=true", "one draft")]:
        with pytest.raises(ConfigError, match=word):
            validate_plugins(load_config(["configs/ib_rl_cpu.yaml"], [bad]))


TINY = ["sft.steps=0", "data.batch_size=2", "rollout.sampling.n=3", "rollout.sampling.max_new_tokens=8",
        "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=16",
        "data.synthetic.num_test=4", "train.steps=1", "algorithm.truncation=keep"]


def _one_step(tmp_path, name, over, draft_pattern, chal_pattern, monkeypatch):
    """One real step with the drafts' and the challenges' verdicts set by pattern; returns
    each stream's advantages and both rivals' weights after the update."""
    from agon_mcore.train.trainer import AgonTrainer

    tr = AgonTrainer(load_config([], TINY + [f"train.run_dir={tmp_path / name}", *over]))
    real, calls = tr.score, []

    def score(problems, responses):
        out = real(problems, responses)
        pat = draft_pattern if not calls else chal_pattern
        calls.append(1)
        for p, row in enumerate(out):
            for i, s in enumerate(row):
                s.correct = float(pat(p, i))
        return out

    monkeypatch.setattr(tr, "score", score)
    try:
        m = tr.step()
        ro = tr._last_rollouts
        adv = {k: [s.advantage for row in g for s in row] for k, g in (("draft", ro.drafts), ("challenge", ro.challenges))}
        w = {n: [p.detach().clone() for _, p in rv.policy.named_parameters()] for n, rv in tr.rivals.items()}
        return adv, w, m
    finally:
        tr.close()


def _same(w1, w2):
    return all(torch.equal(a, b) for a, b in zip(w1, w2))


@pytest.mark.slow
def test_real_step_one_roles_verdicts_leave_the_other_role_untouched(tmp_path, monkeypatch):
    d1 = lambda p, i: (p + i) % 2 == 0  # noqa: E731
    d2 = lambda p, i: i == 0  # noqa: E731
    ch = lambda p, i: i != 1  # noqa: E731
    a1, w1, m = _one_step(tmp_path, "ib1", IB, d1, ch, monkeypatch)
    a2, w2, _ = _one_step(tmp_path, "ib2", IB, d2, ch, monkeypatch)
    assert a1["challenge"] == a2["challenge"] and a1["draft"] != a2["draft"]
    assert _same(w1["B"], w2["B"]) and not _same(w1["A"], w2["A"])  # B (challenger) updated identically
    assert m["ib_rl/draft/rival"] == 0.0 and m["ib_rl/challenge/rival"] == 1.0
    assert m["ib_rl/challenge/correct_rate"] == pytest.approx(2 / 3)
    # the other direction: the challenges' verdicts change, the drafter's update does not
    a3, w3, _ = _one_step(tmp_path, "ib3", IB, d1, lambda p, i: i == 2, monkeypatch)
    assert a3["draft"] == a1["draft"] and _same(w3["A"], w1["A"]) and not _same(w3["B"], w1["B"])
    # Agon's adv mode (fixed roles, same seed): the drafts' verdicts reach the challenger's update
    fixed = ["algorithm.mode=adv", "algorithm.rotate_roles=false"]
    x1, v1, _ = _one_step(tmp_path, "adv1", fixed, d1, ch, monkeypatch)
    x2, v2, _ = _one_step(tmp_path, "adv2", fixed, d2, ch, monkeypatch)
    assert x1["challenge"] != x2["challenge"] and not _same(v1["B"], v2["B"])
