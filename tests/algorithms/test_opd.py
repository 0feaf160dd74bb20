"""OPD-then-RL: the switch rule on hand values; in real steps (configs/opd_then_rl_cpu.yaml,
tiny rivals) the stage-one token advantage equals the teacher's minus the student's log-probs
computed directly with Hugging Face forwards of both tiny models, the switch to RL happens
when validation stops improving, and a resume restores the stage; a teacher with another
tokenizer is refused."""
import shutil

import pytest
import torch

from agon_mcore.algorithms.opd import new_state, switch_rule
from agon_mcore.config import ConfigError, load_config


def test_switch_rule_on_hand_values():
    st = new_state()
    # validations 0.2, 0.3, 0.3, 0.25 with patience 2: best 0.3 at the 2nd, no gain at the 3rd and 4th
    for step, score in [(0, 0.2), (5, 0.3), (10, 0.3)]:
        switch_rule(st, step, score, patience=2, min_delta=0.0, max_opd_steps=0)
        assert st["stage"] == "opd"
    assert st["best"] == 0.3 and st["since_best"] == 1
    switch_rule(st, 12, None, patience=2, min_delta=0.0, max_opd_steps=0)  # no validation: nothing changes
    assert st["stage"] == "opd"
    switch_rule(st, 15, 0.25, patience=2, min_delta=0.0, max_opd_steps=0)
    assert st["stage"] == "rl" and st["switch_step"] == 15 and st["val_score"] == 0.25
    switch_rule(st, 20, 0.9, patience=2, min_delta=0.0, max_opd_steps=0)  # never back
    assert st["stage"] == "rl" and st["switch_step"] == 15
    # min_delta: +0.05 is not an improvement of more than 0.1; the cap S switches regardless
    st = switch_rule(switch_rule(new_state(), 0, 0.2, 1, 0.1, 0), 5, 0.25, 1, 0.1, 0)
    assert st["stage"] == "rl" and st["switch_step"] == 5
    st = switch_rule(new_state(), 60, None, 5, 0.0, 60)
    assert st["stage"] == "rl" and st["switch_step"] == 60


TINY = ["sft.steps=0", "data.batch_size=2", "rollout.sampling.n=2", "rollout.sampling.max_new_tokens=8",
        "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=16",
        "data.synthetic.num_test=4", "data.synthetic.num_validation=4", "train.steps=2",
        "algorithm.opd.eval_every=1", "algorithm.opd.patience=1", "algorithm.opd.eval_problems=2"]


def _export(rival, out):
    from agon_mcore.bridge.hf_io import save_hf_folder

    save_hf_folder(rival.policy.export_hf(), rival.policy.hf_config, out)
    rival.tokenizer.save_pretrained(str(out))
    return out


@pytest.mark.slow
def test_opd_advantage_switch_and_resume(tmp_path, monkeypatch):
    from transformers import AutoModelForCausalLM

    from agon_mcore.algorithms.teachers import hf_token_logprobs
    from agon_mcore.train.trainer import AgonTrainer

    base = ["algorithm.mode=grpo", f"train.run_dir={tmp_path / 'r0'}"] + TINY
    tr0 = AgonTrainer(load_config([], base))
    try:  # two tiny models: rival A is the student (the same init below, same seed), B the teacher
        student_dir, teacher_dir = _export(tr0.rivals["A"], tmp_path / "student"), _export(tr0.rivals["B"], tmp_path / "teacher")
    finally:
        tr0.close()
    over = TINY + [f"train.run_dir={tmp_path / 'run'}", f"algorithm.opd.teacher={teacher_dir}"]
    cfg = load_config(["configs/opd_then_rl_cpu.yaml"], over)
    tr = AgonTrainer(cfg)
    seen = []
    real = tr.rivals["A"].policy.train_step
    monkeypatch.setattr(tr.rivals["A"].policy, "train_step", lambda s: (seen.append(s), real(s))[1])
    try:
        hist = tr.train()
    finally:
        tr.close()
    # step 0: stage one; the advantage of every sampled token is log pi_T - log pi_theta
    assert hist[0]["opd/draft/stage"] == 0.0 and hist[0]["opd/draft/switch_step"] == -1
    teacher = AutoModelForCausalLM.from_pretrained(str(teacher_dir), dtype=torch.float32).eval()
    student = AutoModelForCausalLM.from_pretrained(str(student_dir), dtype=torch.float32).eval()
    kl = []
    for s in seen[0]:
        d = hf_token_logprobs(teacher, s.prompt_ids, s.response_ids) - hf_token_logprobs(student, s.prompt_ids, s.response_ids)
        assert s.token_advantages == pytest.approx(d.tolist(), abs=2e-4)
        kl += (-d).tolist()
    assert hist[0]["opd/draft/reverse_kl"] == pytest.approx(sum(kl) / len(kl), abs=2e-4)
    # step 1: the second validation did not beat the first (patience 1): RL from step 1 on
    # (8 new tokens cannot hold a worked answer and its box: both validations score 0)
    v0, v1 = hist[0]["opd/draft/val_score"], hist[1]["opd/draft/val_score"]
    assert v0 == v1 == 0.0 and hist[1]["opd/draft/best_val"] == 0.0
    assert hist[1]["opd/draft/stage"] == 1.0 and hist[1]["opd/draft/switch_step"] == 1
    assert seen[1][0].token_advantages is None  # GRPO: one advantage per response
    assert "opd/draft/reverse_kl" not in hist[1]
    # a resume restores the stage from the checkpoint
    tr2 = AgonTrainer(load_config(["configs/opd_then_rl_cpu.yaml"], over + ["train.steps=3"]), resume=True)
    try:
        assert tr2.step_idx == 2 and tr2.plugin_state["opd"]["stage"] == "rl"
        assert tr2.plugin_state["opd"]["switch_step"] == 1
        m = tr2.step()
        assert m["opd/draft/stage"] == 1.0 and m["opd/draft/switch_step"] == 1
    finally:
        tr2.close()
    # a teacher whose tokenizer differs (one token more) is refused before anything is built
    other = tmp_path / "other_tok"
    shutil.copytree(teacher_dir, other)
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(other))
    tok.add_tokens(["<extra_token>"])
    tok.save_pretrained(str(other))
    from agon_mcore.algorithms import validate_plugins

    with pytest.raises(ConfigError, match="another tokenizer than rival A"):
        validate_plugins(load_config(["configs/opd_then_rl_cpu.yaml"], over + [f"algorithm.opd.teacher={other}"]))


def test_opd_settings_are_checked(tmp_path):
    from agon_mcore.algorithms import validate_plugins

    with pytest.raises(ConfigError, match="needs algorithm.opd.teacher"):
        validate_plugins(load_config([], ["algorithm.advantage=opd_then_rl"]))
    with pytest.raises(ConfigError, match="is not a folder"):
        validate_plugins(load_config(["configs/opd_then_rl_cpu.yaml"], [f"algorithm.opd.teacher={tmp_path}/none"]))
    with pytest.raises(ConfigError, match="data.validation"):
        validate_plugins(load_config([], ["algorithm.advantage=opd_then_rl", f"algorithm.opd.teacher={tmp_path}"]))
    with pytest.raises(ConfigError, match="patience"):
        validate_plugins(load_config([], ["algorithm.opd.patience=0"]))
