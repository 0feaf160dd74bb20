"""Qwen3-MoE rivals end to end on CPU: `agon train` from an hf_path of a tiny transformers
Qwen3-MoE (weights synced per expert to the local rollout engine: train/rollout log-probs at
fp32 rounding), and configs/tiny_moe_cpu.yaml with EP=2 under a 2-process torchrun."""
from pathlib import Path

import pytest
import torch

from agon_mcore.config import load_config
from agon_mcore.metrics import read_metrics

ROOT = Path(__file__).resolve().parents[2]
TINY = [
    "sft.steps=0", "data.batch_size=2", "rollout.sampling.n=4", "rollout.sampling.max_new_tokens=16",
    "eval.num_problems=2", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=32",
    "data.synthetic.num_test=4", "train.steps=1",
]


def _tiny_moe_folder(path: Path) -> None:
    from transformers import Qwen3MoeConfig, Qwen3MoeForCausalLM

    cfg = Qwen3MoeConfig(vocab_size=261, hidden_size=64, intermediate_size=96, moe_intermediate_size=32,
                         num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2, head_dim=16,
                         num_experts=4, num_experts_per_tok=2, norm_topk_prob=True, mlp_only_layers=[0],
                         max_position_embeddings=512, tie_word_embeddings=False)
    torch.manual_seed(0)
    Qwen3MoeForCausalLM(cfg).save_pretrained(path)


@pytest.mark.slow
def test_train_one_step_from_hf_path_matches_rollout_logprobs(tmp_path):
    from agon_mcore.train.run import run_train

    _tiny_moe_folder(tmp_path / "hf")
    cfg = load_config([], TINY + [f"model.hf_path={tmp_path / 'hf'}", "model.tokenizer=builtin:byte",
                                  f"train.run_dir={tmp_path}/run"])
    out = run_train(cfg)
    assert out["steps"] == 1
    row = read_metrics(Path(out["run_dir"]))[0]
    print(f"\n[qwen3_moe hf_path] logprob_mismatch A {row['train/A/logprob_mismatch']:.2e} "
          f"B {row['train/B/logprob_mismatch']:.2e}")
    assert row["train/A/logprob_mismatch"] < 1e-5 and row["train/B/logprob_mismatch"] < 1e-5


@pytest.mark.slow
@pytest.mark.distributed
def test_tiny_moe_config_trains_with_ep2_under_torchrun(one_step_ep2):
    """One step, train/rollout log-probs to 1e-5 (checked by the fixture)."""
    one_step_ep2("configs/tiny_moe_cpu.yaml", *TINY, label="tiny_moe_cpu EP=2")


def test_tiny_moe_config_in_one_process_names_the_fix():
    from agon_mcore.config import ConfigError
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    cfg = load_config([str(ROOT / "configs/tiny_moe_cpu.yaml")])
    try:
        with pytest.raises(ConfigError, match=r"parallel.ep=2 must divide .* use ep in \[1\]"):
            init_parallel(cfg.parallel, seed=0)
    finally:
        destroy_parallel()


def test_memory_estimate_counts_experts_total_and_active():
    from agon_mcore.train import checks_moe
    from agon_mcore.train.checks import check_cluster_config, estimate_memory, param_count

    path = str(ROOT / "configs/qwen3_30b_a3b_lora.yaml")
    cfg = load_config([path])
    n = param_count(cfg.model)
    # published: Qwen3-30B-A3B has 30.5B parameters, 3.3B activated
    assert abs(n / 1e9 - 30.53) < 0.01 and abs(checks_moe.active_params(cfg.model, n) / 1e9 - 3.35) < 0.01
    # the experts (29.0B) are split over EP ranks, the rest is not: EP=8 holds far less per GPU than EP=1
    ep8 = estimate_memory(cfg, gpus=8).weights
    ep1 = estimate_memory(load_config([path], ["parallel.ep=1"]), gpus=8).weights
    experts = checks_moe.expert_params(cfg.model)
    assert abs(experts / 1e9 - 28.99) < 0.01
    assert ep1 - ep8 == pytest.approx(experts * (1 - 1 / 8) * 2)  # bf16 base, held once (LoRA rivals)
    for gpus in (8, 16, 32):
        lines = check_cluster_config(cfg, gpus=gpus)
        assert "3.35B active, 128 experts top-8, EP=8" in lines[0] and lines[-1].startswith("layout and memory: OK")
