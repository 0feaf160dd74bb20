"""LoRA rival conversion: a peft adapter folder (adapter_config.json + adapter_model.safetensors)
that loads with ``peft.PeftModel.from_pretrained`` on the HF base and gives the rival's
log-probs; a merged HF model equal to peft's own merge (base + alpha/r * B A); a peft folder
imported as the starting adapter."""
from __future__ import annotations

import json

import pytest
import torch

from agon_mcore.config import ConfigError

from ._common import make_samples, tiny_cfg
from .test_lora import build_pair

pytestmark = pytest.mark.usefixtures("megatron_world")


def _hf_base(policy):
    """A transformers model holding the policy's frozen base."""
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_config(policy.hf_config, dtype=torch.float32)
    missing, unexpected = model.load_state_dict(dict(policy.export_base_hf()), strict=False)
    assert not unexpected and set(missing) <= {"lm_head.weight"}
    return model.eval()


def _hf_logprobs(model, samples):
    out = []
    with torch.no_grad():
        for s in samples:
            ids = torch.tensor([list(s.prompt_ids) + list(s.response_ids)])
            logits = model(input_ids=ids).logits[0, len(s.prompt_ids) - 1: -1].float()
            out.append(torch.log_softmax(logits, -1).gather(-1, torch.tensor(s.response_ids)[:, None])[:, 0])
    return out


@pytest.fixture(scope="module")
def trained_b():
    cfg = tiny_cfg()
    b = build_pair(cfg)["B"]
    b.train_step(make_samples(6, seed=11))  # lora_A and lora_B both away from their init
    return b


@pytest.mark.slow
def test_peft_folder_loads_in_peft_with_the_same_logprobs(trained_b, work_dir):
    from peft import PeftModel

    folder = trained_b.save_peft_adapter(work_dir / "adapter_b")
    conf = json.loads((folder / "adapter_config.json").read_text())
    assert (conf["peft_type"], conf["r"], conf["lora_alpha"]) == ("LORA", 4, 8.0)
    assert set(conf["target_modules"]) == {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"}
    model = PeftModel.from_pretrained(_hf_base(trained_b), str(folder)).eval()
    s = make_samples(5, seed=12)
    got, want = _hf_logprobs(model, s), trained_b.logprobs(s)
    assert max(float((g - w).abs().max()) for g, w in zip(got, want)) < 1e-4
    # the adapter changes the model: the bare base scores differently
    bare = _hf_logprobs(_hf_base(trained_b), s)
    assert max(float((g - w).abs().max()) for g, w in zip(bare, want)) > 1e-3


def test_merged_export_equals_peft_merge(trained_b, work_dir):
    from peft import PeftModel

    from agon_mcore.bridge.hf_io import iter_hf_tensors, save_hf_folder

    folder = trained_b.save_peft_adapter(work_dir / "adapter")
    merged_by_peft = PeftModel.from_pretrained(_hf_base(trained_b), str(folder)).merge_and_unload().state_dict()
    save_hf_folder(trained_b.export_hf(), trained_b.hf_config, work_dir / "merged")
    ours = dict(iter_hf_tensors(work_dir / "merged"))
    assert set(ours) <= set(merged_by_peft)
    changed = 0
    for n, t in ours.items():
        torch.testing.assert_close(t, merged_by_peft[n], atol=1e-6, rtol=0, msg=lambda m, n=n: f"{n}: {m}")
        changed += int(".mlp." in n or ".self_attn." in n and "norm" not in n)
    assert changed == 2 * 7  # every adapted module of both layers


def test_peft_folder_as_starting_adapter(trained_b, work_dir):
    from agon_mcore.bridge.hf_io import read_peft_adapter

    folder = trained_b.save_peft_adapter(work_dir / "start")
    fresh = build_pair(tiny_cfg())["A"]
    fresh.import_adapter_hf(read_peft_adapter(folder, rank=4, alpha=8.0).items())
    s = make_samples(4, seed=13)
    assert max(float((x - y).abs().max()) for x, y in zip(fresh.logprobs(s), trained_b.logprobs(s))) == 0.0
    with pytest.raises(ConfigError, match="lora_rank=16; set lora_rank=4"):
        read_peft_adapter(folder, rank=16)
    with pytest.raises(ConfigError, match="set lora_alpha=8.0"):
        read_peft_adapter(folder, rank=4, alpha=32.0)
    conf = json.loads((folder / "adapter_config.json").read_text())
    (folder / "adapter_config.json").write_text(json.dumps({**conf, "use_dora": True}))
    with pytest.raises(ConfigError, match="only plain LoRA"):
        read_peft_adapter(folder)
    with pytest.raises(ConfigError, match="adapter_config.json is missing"):
        read_peft_adapter(work_dir)
    (folder / "adapter_model.safetensors").unlink()
    with pytest.raises(ConfigError, match="adapter_model.safetensors is missing"):
        read_peft_adapter(folder)
