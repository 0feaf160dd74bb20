"""train.overlap_drafter_update (agon_mcore/train/trainer.py): the drafter's update runs on a
thread while the challenger generates; the step's results must equal the sequential step's
(the same sampled tokens; on CPU the overlap splits torch's threads between the two, so
losses and weights agree to float rounding rather than bitwise)."""
import pytest
import torch

from agon_mcore.config import load_config


TINY = [
    "data.batch_size=2", "rollout.sampling.n=4", "rollout.sampling.max_new_tokens=16",
    "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=32",
    "data.synthetic.num_test=8", "sft.steps=0",
    # a random-init model is cut at max_new_tokens on nearly every sample; scored as failed
    # (the default truncation rule) no group would vary and nothing would be updated
    "algorithm.truncation=keep",
]


@pytest.fixture
def varied_rewards(monkeypatch):
    """A random-init model gets every answer wrong (zero-variance groups, zero gradients);
    grade by the parity of the token sum instead, a deterministic function of the tokens,
    so the updates move the weights and both runs see the same rewards."""
    from agon_mcore.train.trainer import AgonTrainer

    orig = AgonTrainer.score

    def score(self, problems, responses):
        out = orig(self, problems, responses)
        for row in out:
            for s in row:
                s.correct = float(sum(s.response.output_ids) % 2)
        return out

    monkeypatch.setattr(AgonTrainer, "score", score)


def _run(tmp_path, tag, overlap, *extra, steps=2):
    from agon_mcore.train.trainer import AgonTrainer

    cfg = load_config([], TINY + [f"train.run_dir={tmp_path}/{tag}", f"train.overlap_drafter_update={overlap}", *extra])
    tr = AgonTrainer(cfg)
    try:
        ms, tokens = [], []
        for _ in range(steps):
            ms.append(tr.step())
            ro = tr._last_rollouts
            tokens.append([s.response.output_ids for g in (ro.drafts, ro.challenges) for row in g for s in row])
        weights = {r: {k: v.detach().clone() for k, v in tr.rivals[r].policy.named_parameters()} for r in ("A", "B")}
    finally:
        tr.engine.shutdown()
        tr.verifier.close()
    return ms, weights, tokens


def _results(m):
    return {k: v for k, v in m.items() if not k.startswith(("time/", "perf/"))}


def _same(a, b):
    assert a.keys() == b.keys()
    for k in a:
        if a[k] != a[k]:
            assert b[k] != b[k], k  # nan in both
        else:
            # abs: kl and logprob_mismatch are themselves rounding-sized (1e-14 .. 1e-7)
            assert b[k] == pytest.approx(a[k], rel=1e-5, abs=1e-6), (k, a[k], b[k])


@pytest.fixture
def two_threads():
    """At least 2 intra-op threads, so the overlap splits them (under pytest-xdist a worker
    may hold one: tests/conftest.py)."""
    prev = torch.get_num_threads()
    torch.set_num_threads(max(2, prev))
    yield
    torch.set_num_threads(prev)


@pytest.mark.parametrize("mode", [
    "adv",
    pytest.param("coop", marks=pytest.mark.slow),
    pytest.param("margin", marks=pytest.mark.slow),
])
def test_overlapped_steps_equal_sequential_steps(tmp_path, mode, varied_rewards, two_threads):
    seq, w_seq, tok_seq = _run(tmp_path, "seq", False, f"algorithm.mode={mode}")
    threads_before = torch.get_num_threads()  # earlier tests in this process may have changed it
    assert threads_before >= 2  # the overlap splits them between its two threads
    ovl, w_ovl, tok_ovl = _run(tmp_path, "ovl", True, f"algorithm.mode={mode}")
    assert tok_seq == tok_ovl  # every draft and challenge of both steps, token for token
    for a, b in zip(seq, ovl):
        _same(_results(a), _results(b))
        assert "time/overlap_wait" in b and "time/overlap_wait" not in a
    for r in ("A", "B"):  # both rivals trained, both roles played (roles rotate)
        for k in w_seq[r]:
            torch.testing.assert_close(w_ovl[r][k], w_seq[r][k], rtol=1e-5, atol=1e-7)
    assert ovl[0]["train/A/grad_norm"] > 0 and ovl[1]["train/B/grad_norm"] > 0  # the updates moved the weights
    assert seq[0]["train/A/num_sequences"] == 8 and seq[1]["train/B/num_sequences"] == 8
    assert torch.get_num_threads() == threads_before  # the overlap's split of the CPU threads is undone


def test_overlap_is_off_where_it_does_not_apply(tmp_path):
    from agon_mcore.train.trainer import AgonTrainer

    cfg = load_config([], TINY + [f"train.run_dir={tmp_path}/g", "train.overlap_drafter_update=true",
                                  "algorithm.mode=grpo"])
    tr = AgonTrainer(cfg)
    try:
        assert not tr._overlap_on(tr.plan(0))  # one model: nothing to overlap with
        m = tr.step()
        assert "time/overlap_wait" not in m and m["train/A/num_sequences"] == 16
        tr.cfg.algorithm.mode = "adv"
        assert tr._overlap_on(tr.plan(1))
        tr.cfg.algorithm.self_cascade = True
        assert not tr._overlap_on(tr.plan(1))  # self-cascade: one model
    finally:
        tr.engine.shutdown()
        tr.verifier.close()


def test_an_error_in_the_drafters_update_reaches_the_step(tmp_path):
    from agon_mcore.policy.batch import BatchError
    from agon_mcore.train.trainer import AgonTrainer

    cfg = load_config([], TINY + [f"train.run_dir={tmp_path}/e", "train.overlap_drafter_update=true"])
    tr = AgonTrainer(cfg)
    try:
        def boom(samples):
            raise BatchError(f"drafter got {len(samples)} samples")

        tr.rivals["A"].policy.train_step = boom  # step 0: A drafts
        with pytest.raises(BatchError, match="drafter got 8 samples"):
            tr.step()
        import threading

        assert not [t for t in threading.enumerate() if t.name.startswith("agon-train-")]
    finally:
        tr.engine.shutdown()
        tr.verifier.close()
