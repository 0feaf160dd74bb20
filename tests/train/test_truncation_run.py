"""algorithm.truncation in real steps: drafts, challenges and GRPO samples cut at
max_new_tokens get the same treatment (agon_mcore/train/trainer.py, agon/truncation.py).

The engine's own responses are used; which of them count as cut is set by marking
finish_reason, and every verdict is made correct (the fault: a cut response with a correct
answer was paid like a finished one).
"""
import pytest

from agon_mcore.agon.truncation import overlong_penalty
from agon_mcore.config import load_config

TINY = [
    "sft.steps=0", "data.batch_size=2", "rollout.sampling.n=2", "rollout.sampling.max_new_tokens=8",
    "eval.num_problems=2", "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false",
    "data.synthetic.num_train=16", "data.synthetic.num_test=4", "train.steps=100",
]


def _trainer(tmp_path_factory, *extra):
    from agon_mcore.train.trainer import AgonTrainer

    return AgonTrainer(load_config([], TINY + [f"train.run_dir={tmp_path_factory.mktemp('trunc') / 'run'}", *extra]))


@pytest.fixture(scope="module")
def agon_trainer(tmp_path_factory):
    tr = _trainer(tmp_path_factory)
    yield tr
    tr.close()


def _script(monkeypatch, tr):
    """Response 0 of every request is cut ("length"), the others stopped; all verdicts correct.
    Returns the samples each rival was trained on."""
    from agon_mcore.verify.types import Verdict

    real_gen, real_verify = tr.engine.generate, tr.verifier.verify

    def generate(requests, sp):
        out = real_gen(requests, sp)
        for k, row in enumerate(out):
            for j, g in enumerate(row):
                g.finish_reason = "length" if j == 0 and (sp.n > 1 or k % 2 == 0) else "stop"
        return out

    def verify(problems, texts, **kw):
        real_verify(problems, texts, **kw)
        return [Verdict(True, "correct", "x", "") for _ in texts]

    monkeypatch.setattr(tr.engine, "generate", generate)
    monkeypatch.setattr(tr.verifier, "verify", verify)
    got = {}
    for name, r in tr.rivals.items():
        real = r.policy.train_step

        def train_step(samples, _real=real, _name=name):
            got[_name] = list(samples)
            return _real(samples)

        monkeypatch.setattr(r.policy, "train_step", train_step)
    return got


def _rows(ro):
    return [("draft", s) for row in ro.drafts for s in row] + [("challenge", s) for row in ro.challenges for s in row]


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["zero", "keep", "filter", "penalty"])
def test_cut_responses_in_both_streams(agon_trainer, monkeypatch, mode):
    tr = agon_trainer
    tr.algo.truncation, tr.algo.overlong_buffer = mode, 4
    try:
        got = _script(monkeypatch, tr)
        m = tr.step()
    finally:
        tr.algo.truncation, tr.algo.overlong_buffer = "zero", 0
    ro = tr._last_rollouts
    rows = _rows(ro)
    cut = [(role, s) for role, s in rows if s.response.finish_reason == "length"]
    done = [(role, s) for role, s in rows if s.response.finish_reason == "stop"]
    assert {r for r, _ in cut} == {"draft", "challenge"} and done
    assert m["draft/truncated_frac"] > 0 and m["challenge/truncated_frac"] > 0
    lam = tr.algo.lam
    for role, s in done:
        assert s.trained
        if mode != "penalty":
            assert s.reward >= 2.0  # correct and finished: paid
    for role, s in cut:
        if mode == "zero":
            assert s.reward == 0.0 and s.trained
        elif mode == "keep":
            assert s.reward == 2.0 + lam * s.fmt + s.bonus and s.trained
        elif mode == "filter":
            assert not s.trained and s.advantage == 0.0 and s.reward == 2.0 + lam * s.fmt + s.bonus
        else:  # penalty: DAPO's term on top of the graded reward (-1 at L_max = 8 tokens)
            pen = overlong_penalty(len(s.response.output_ids), 8, 4)
            assert s.reward == pytest.approx(2.0 + lam * s.fmt + s.bonus + pen) and s.trained
    if mode == "penalty":
        assert any(len(s.response.output_ids) == 8 and s.reward == pytest.approx(1.0 + lam * s.fmt + s.bonus)
                   for _, s in cut)
    n_cut = {r: sum(1 for role, s in cut if role == ("draft" if r == ro.drafter else "challenge")) for r in "AB"}
    n_all = {r: sum(1 for role, s in rows if role == ("draft" if r == ro.drafter else "challenge")) for r in "AB"}
    for r in "AB":  # filter: the cut ones never reach the update
        assert len(got[r]) == n_all[r] - (n_cut[r] if mode == "filter" else 0)


@pytest.mark.slow
def test_grpo_samples_get_the_same_rule(tmp_path_factory, monkeypatch):
    tr = _trainer(tmp_path_factory, "algorithm.mode=grpo", "algorithm.truncation=filter")
    try:
        got = _script(monkeypatch, tr)
        tr.step()
        rows = [s for row in tr._last_rollouts.drafts for s in row]
        cut = [s for s in rows if s.response.finish_reason == "length"]
        assert cut and all(not s.trained and s.advantage == 0.0 for s in cut)
        assert len(got["A"]) == len(rows) - len(cut)
        tr.algo.truncation = "zero"
        tr.step()
        rows = [s for row in tr._last_rollouts.drafts for s in row]
        assert all(s.reward == 0.0 for s in rows if s.response.finish_reason == "length")
        assert all(s.reward >= 2.0 for s in rows if s.response.finish_reason == "stop")
    finally:
        tr.close()
