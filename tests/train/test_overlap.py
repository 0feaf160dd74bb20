"""train.overlap_drafter_update (agon_mcore/train/trainer.py): the drafter's update runs on a
thread while the challenger generates; the step's results must equal the sequential step's."""
import pytest
import torch

from agon_mcore.config import load_config

TINY = [
    "data.batch_size=2", "rollout.sampling.n=4", "rollout.sampling.max_new_tokens=16",
    "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=32",
    "data.synthetic.num_test=8", "sft.steps=0",
]


def _run(tmp_path, tag, overlap, *extra, steps=2):
    from agon_mcore.train.trainer import AgonTrainer

    cfg = load_config([], TINY + [f"train.run_dir={tmp_path}/{tag}", f"train.overlap_drafter_update={overlap}", *extra])
    tr = AgonTrainer(cfg)
    try:
        ms = [tr.step() for _ in range(steps)]
        weights = {r: {k: v.detach().clone() for k, v in tr.rivals[r].policy.named_parameters()} for r in ("A", "B")}
    finally:
        tr.engine.shutdown()
        tr.verifier.close()
    return ms, weights


def _results(m):
    return {k: v for k, v in m.items() if not k.startswith(("time/", "perf/"))}


def _same(a, b):
    assert a.keys() == b.keys()
    for k in a:
        same = (a[k] == b[k]) or (a[k] != a[k] and b[k] != b[k])  # nan == nan here
        assert same, (k, a[k], b[k])


@pytest.mark.parametrize("mode", [
    "adv",
    pytest.param("coop", marks=pytest.mark.slow),
    pytest.param("margin", marks=pytest.mark.slow),
])
def test_overlapped_steps_equal_sequential_steps_exactly(tmp_path, mode):
    seq, w_seq = _run(tmp_path, "seq", False, f"algorithm.mode={mode}")
    ovl, w_ovl = _run(tmp_path, "ovl", True, f"algorithm.mode={mode}")
    for a, b in zip(seq, ovl):
        _same(_results(a), _results(b))
        assert "time/overlap_wait" in b and "time/overlap_wait" not in a
    for r in ("A", "B"):  # both rivals trained, both roles played (roles rotate)
        for k in w_seq[r]:
            assert torch.equal(w_seq[r][k], w_ovl[r][k]), (r, k)
    assert seq[0]["train/A/num_sequences"] == 8 and seq[1]["train/B/num_sequences"] == 8


def test_overlap_is_off_where_it_does_not_apply(tmp_path):
    from agon_mcore.train.trainer import AgonTrainer

    cfg = load_config([], TINY + [f"train.run_dir={tmp_path}/g", "train.overlap_drafter_update=true",
                                  "algorithm.mode=grpo"])
    tr = AgonTrainer(cfg)
    try:
        assert not tr._overlap_on("A", "B")  # one model: nothing to overlap with
        m = tr.step()
        assert "time/overlap_wait" not in m and m["train/A/num_sequences"] == 16
        tr.cfg.algorithm.mode = "adv"
        tr.single_model = False
        assert tr._overlap_on("A", "B") and not tr._overlap_on("A", "A")  # self-cascade: one model
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
