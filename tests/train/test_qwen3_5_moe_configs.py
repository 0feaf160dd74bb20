"""The shipped Qwen3.5-MoE configs: the tiny CPU pair trains one Agon step at EP=2 under a 2-process torchrun;
the Qwen3.5-35B-A3B cluster config has the checkpoint's sizes and passes check-config on 1, 2 and 4 nodes."""
from pathlib import Path

import pytest

from agon_mcore.config import load_config, rival_model

ROOT = Path(__file__).resolve().parents[2]
TINY = [
    "sft.steps=0", "data.batch_size=2", "rollout.sampling.n=4", "rollout.sampling.max_new_tokens=16",
    "eval.num_problems=2", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=32",
    "data.synthetic.num_test=4", "train.steps=1",
]


LORA = ["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.init_noise_std=0.01"] + [
    f"rivals.{r}.lora_target_modules=[linear_qkv,linear_proj,in_proj,out_proj]" for r in "AB"]


@pytest.mark.slow
@pytest.mark.distributed
@pytest.mark.parametrize("kind", ["full", "lora"])
def test_tiny_qwen3_5_moe_config_trains_with_ep2_under_torchrun(one_step_ep2, kind):
    """Full rivals, and LoRA rivals (attention + Gated DeltaNet adapters) on the EP=2 base: one step, train/rollout
    log-probs to 1e-5 (checked by the fixture)."""
    cfg = load_config([str(ROOT / "configs/tiny_qwen3_5_moe_cpu.yaml")])
    m = rival_model(cfg, "A")
    assert (m.arch, m.num_experts, m.layer_types.count("linear_attention"), cfg.parallel.ep) == ("qwen3_5_moe", 4, 3, 2)
    one_step_ep2("configs/tiny_qwen3_5_moe_cpu.yaml", *TINY, *(LORA if kind == "lora" else []),
                 label=f"tiny_qwen3_5_moe_cpu EP=2 {kind}")


def test_qwen3_5_35b_a3b_config_has_the_checkpoint_sizes_and_checks_on_1_2_4_nodes():
    """Sizes = transformers' Qwen3_5MoeTextConfig defaults (its docstring's checkpoint, Qwen/Qwen3.5-35B-A3B) with
    the released context length; LoRA on the attention and Gated DeltaNet projections; check-config accepts the
    pair on 8, 16 and 32 H100s."""
    from transformers import Qwen3_5MoeTextConfig

    from agon_mcore.bridge.qwen3_5_config import model_config_from_qwen3_5
    from agon_mcore.train.checks import check_cluster_config

    cfg = load_config([str(ROOT / "configs/qwen3_5_35b_a3b_lora.yaml")])
    m = rival_model(cfg, "A")
    hf = Qwen3_5MoeTextConfig(max_position_embeddings=262144,
                              rope_parameters={"rope_type": "default", "rope_theta": 1e7, "partial_rotary_factor": 0.25})
    want = model_config_from_qwen3_5(hf)
    for k in ("hidden_size", "num_layers", "num_attention_heads", "num_kv_heads", "head_dim", "vocab_size",
              "max_position_embeddings", "rope_theta", "partial_rotary_factor", "layer_types", "linear_conv_kernel_dim",
              "linear_key_head_dim", "linear_value_head_dim", "linear_num_key_heads", "linear_num_value_heads",
              "num_experts", "moe_router_topk", "moe_ffn_hidden_size", "moe_shared_expert_ffn_hidden_size",
              "tie_word_embeddings"):
        assert getattr(m, k) == getattr(want, k), k
    assert {cfg.rivals[r].kind for r in "AB"} == {"lora"}
    assert cfg.rivals["A"].lora_target_modules == ["linear_qkv", "linear_proj", "in_proj", "out_proj"]
    for gpus in (8, 16, 32):
        lines = check_cluster_config(cfg, gpus=gpus)
        assert "qwen3_5_moe 34.66B (3.45B active, 256 experts top-8, EP=8)" in lines[0], lines[0]
        assert "(30 of 40 layers Gated DeltaNet)" in lines[0] and "rank-16 adapter 12.6M params" in lines[0]
        assert lines[-1].startswith("layout and memory: OK"), lines
