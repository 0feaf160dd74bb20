"""Reasoning Arena, GRAIL and GAR in real training steps (tiny rivals, local engine, real
verifier), in GRPO mode and in Agon mode on each role's stream: metrics logged, token
advantages reach the loss, and the rewards/advantages follow each method's rule."""
import pytest
import torch

from agon_mcore.algorithms import validate_plugins
from agon_mcore.config import ConfigError, load_config

TINY = ["sft.steps=0", "data.batch_size=2", "rollout.sampling.n=3", "rollout.sampling.max_new_tokens=10",
        "eval.num_problems=2", "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false",
        "data.synthetic.num_train=16", "data.synthetic.num_test=4", "train.steps=1"]


def _step(tmp_path, monkeypatch, *over, mark_correct=False):
    """One real step; ``mark_correct``: every other response of a group is graded correct (an
    untrained tiny model gets none right, and GAR only scores correct rollouts)."""
    from agon_mcore.train.trainer import AgonTrainer

    # (the untrained model's responses all run to max_new_tokens: keep them graded as marked)
    keep = ["algorithm.truncation=keep"] if mark_correct else []
    tr = AgonTrainer(load_config([], TINY + [f"train.run_dir={tmp_path / 'run'}", *keep, *over]))
    if mark_correct:
        real_score = tr.score

        def score(problems, responses):
            out = real_score(problems, responses)
            for row in out:
                for i, s in enumerate(row):
                    s.correct = float(i % 2 == 0)
            return out

        monkeypatch.setattr(tr, "score", score)
    seen = {}
    for name, rv in tr.rivals.items():
        real = rv.policy.train_step

        def spy(samples, _real=real, _name=name):
            seen[_name] = samples
            return _real(samples)

        monkeypatch.setattr(rv.policy, "train_step", spy)
    try:
        m = tr.step()
        return m, tr._last_rollouts, seen
    finally:
        tr.close()


def _streams(ro):
    return [("draft", ro.drafts)] + ([("challenge", ro.challenges)] if ro.challenges else [])


@pytest.mark.slow
@pytest.mark.parametrize("mode, judge", [("adv", "auto"), ("grpo", "policy")])
def test_reasoning_arena_step(tmp_path, monkeypatch, mode, judge):
    m, ro, _ = _step(tmp_path, monkeypatch, f"algorithm.mode={mode}", "algorithm.advantage=reasoning_arena",
                     f"algorithm.arena.judge={judge}", "algorithm.arena.max_response_chars=200")
    for role, groups in _streams(ro):
        routed = [row for row in groups if len({s.reward for s in row}) == 1]
        assert m[f"arena/{role}/groups_routed"] == len(routed)
        n = len(groups[0])
        if routed:  # trace k is compared with min(k, pool_size = 3) anchors: 0 + 1 + 2 for 3 traces
            assert m[f"arena/{role}/comparisons_per_trace"] == pytest.approx(sum(min(k, 3) for k in range(n)) / n)
            assert 0.0 <= m[f"arena/{role}/position_bias_rate"] <= 1.0
            assert any(any(s.advantage != 0 for s in row) for row in routed)  # no longer dropped
        for row in groups:
            if len({s.reward for s in row}) > 1:  # mixed group: plain GRPO on the verifier rewards
                r = torch.tensor([s.reward for s in row])
                exp = (r - r.mean()) / (r.std() + 1e-6)
                assert [s.advantage for s in row] == pytest.approx(exp.tolist(), abs=1e-4)
    assert "time/plugins" in m and "arena/draft/overhead_frac" in m


@pytest.mark.slow
def test_grail_step_in_agon_mode(tmp_path, monkeypatch):
    m, ro, seen = _step(tmp_path, monkeypatch, "algorithm.mode=adv", "algorithm.advantage=grail",
                        "algorithm.grail.polarity=all", mark_correct=True)
    weighted = 0
    for role, groups in _streams(ro):
        assert f"grail/{role}/weight_entropy" in m
        for row in groups:
            for s in row:
                assert s.token_advantages is not None and len(s.token_advantages) == len(s.response.output_ids)
                t = torch.tensor(s.token_advantages)
                assert float(t.mean()) == pytest.approx(s.advantage, abs=1e-5)  # weights average 1
                if s.advantage != 0 and len(t) > 1:
                    w = t / s.advantage
                    assert float(w.min()) >= 0.5 / 5.0 - 1e-6
                    weighted += int(float(w.std()) > 0)
    assert weighted > 0
    for samples in seen.values():  # what the loss gets
        assert all(x.token_advantages is not None for x in samples)


@pytest.mark.slow
def test_gar_step_in_grpo_mode(tmp_path, monkeypatch):
    m, ro, _ = _step(tmp_path, monkeypatch, "algorithm.mode=grpo", "algorithm.reward_terms=[gar]", mark_correct=True)
    for row in ro.drafts:
        for s in row:
            base = 2 * s.correct + 0.5 * s.fmt
            if not s.correct:
                assert s.reward == pytest.approx(base)  # wrong rollouts: no bonus
            else:
                assert base <= s.reward <= base + 0.5 * 2 + 1e-6
    assert m["gar/draft/computed"] == sum(s.correct for row in ro.drafts for s in row) > 0
    assert -1.0 <= m["gar/draft/cos_mean"] <= 1.0 and m["gar/draft/cos_std"] >= 0
    # within a group, the correct rollout(s) above the group's mean cosine got the bonus
    assert any(s.reward > 2 * s.correct + 0.5 * s.fmt for row in ro.drafts for s in row)
    assert "gar/draft/overhead_frac" in m and m["gar/draft/overhead_frac"] >= 0


def test_model_plugins_refuse_the_overlapped_drafter_update():
    with pytest.raises(ConfigError, match="overlap_drafter_update"):
        validate_plugins(load_config([], ["algorithm.advantage=grail", "train.overlap_drafter_update=true"]))
    with pytest.raises(ConfigError, match="judge=rival but algorithm.mode=grpo"):
        validate_plugins(load_config([], ["algorithm.mode=grpo", "algorithm.advantage=reasoning_arena", "algorithm.arena.judge=rival"]))
    with pytest.raises(ConfigError, match="polarity"):
        validate_plugins(load_config([], ["algorithm.grail.polarity=some"]))
