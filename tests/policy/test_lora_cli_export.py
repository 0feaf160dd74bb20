"""`agon convert mcore-to-hf --ckpt <run>/checkpoints/step_N --rival B --peft --out DIR`: a LoRA
rival trained by `agon train` on an HF base becomes a peft adapter folder that peft loads on
that base, scoring like the merged export of the same rival."""
from __future__ import annotations

import json

import pytest
import torch

from agon_mcore.config import load_config

TINY = [
    "sft.steps=0", "data.batch_size=2", "rollout.sampling.n=2", "rollout.sampling.max_new_tokens=8",
    "eval.num_problems=2", "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false",
    "data.synthetic.num_train=8", "data.synthetic.num_test=4", "checkpoint.save_every=1", "train.steps=1",
    "optimizer.lr=0.01", "rivals.A.kind=lora", "rivals.B.kind=lora",
]


def _logprobs(model, ids, n_prompt):
    with torch.no_grad():
        logits = model(torch.tensor([ids])).logits[0, n_prompt - 1: -1].float()
    return torch.log_softmax(logits, -1).gather(1, torch.tensor(ids[n_prompt:])[:, None])[:, 0]


@pytest.mark.slow
def test_a_trained_lora_rival_exports_as_a_peft_folder(work_dir):
    from peft import PeftModel
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge.hf_config import hf_config_for
    from agon_mcore.config import rival_model
    from agon_mcore.convert import main
    from agon_mcore.train.run import run_train

    base_dir = work_dir / "base"
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(3)
        AutoModelForCausalLM.from_config(hf_config_for(rival_model(load_config(), "A"), 261)).save_pretrained(base_dir)
    run_train(load_config([], TINY + [f"train.run_dir={work_dir / 'run'}", f"model.hf_path={base_dir}"]))
    step = sorted((work_dir / "run" / "checkpoints").glob("step_*"))[-1]
    assert main(["mcore-to-hf", "--ckpt", str(step), "--rival", "B", "--peft", "--out", str(work_dir / "peft_B")]) == 0
    assert main(["mcore-to-hf", "--ckpt", str(step), "--rival", "B", "--out", str(work_dir / "merged_B")]) == 0
    meta = json.loads((work_dir / "peft_B" / "agon_export.json").read_text())
    assert (meta["kind"], meta["format"], meta["rival"]) == ("lora", "peft", "B")
    conf = json.loads((work_dir / "peft_B" / "adapter_config.json").read_text())
    assert (conf["r"], conf["lora_alpha"]) == (16, 32.0)
    base = AutoModelForCausalLM.from_pretrained(str(base_dir), dtype=torch.float32).eval()
    peft_model = PeftModel.from_pretrained(base, str(work_dir / "peft_B")).eval()
    merged = AutoModelForCausalLM.from_pretrained(str(work_dir / "merged_B"), dtype=torch.float32).eval()
    ids = list(range(40, 60))
    got, want = _logprobs(peft_model, ids, 8), _logprobs(merged, ids, 8)
    assert float((got - want).abs().max()) < 1e-5
    with peft_model.disable_adapter():  # the adapter matters: without it the base scores otherwise
        assert float((_logprobs(peft_model, ids, 8) - want).abs().max()) > 1e-4
