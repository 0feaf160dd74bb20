"""``agon check-config`` counts the host memory of recorded MoE routes (``model.moe_record_routes``,
on with ``model.moe_routing_replay``): 4 bytes x MoE layers x top-k per token of a step's rollouts,
held by every trainer rank for two steps; nothing when no rival records; refused over ``host_gib``;
and recording is refused off while replay is on."""
from pathlib import Path

import pytest

from agon_mcore.config import ConfigError, load_config, records_routes, rival_model
from agon_mcore.train.checks import GIB, check_cluster_config
from agon_mcore.train.checks_moe import route_bytes, route_bytes_per_token

ROOT = Path(__file__).resolve().parents[2]
Q30 = str(ROOT / "configs/qwen3_30b_a3b_lora.yaml")
Q35 = str(ROOT / "configs/qwen3_5_35b_a3b_lora.yaml")
TINY = str(ROOT / "configs/tiny_moe_cpu.yaml")
# both shipped MoE configs: data.batch_size=64 problems, rollout.sampling.n=8, data.max_prompt_tokens=2048,
# max_new_tokens=8192: per rival and step 64 * 8 sequences of at most 10240 tokens
TOKENS = 64 * 8 * (2048 + 8192)


def test_route_bytes_follow_the_formula_on_the_shipped_moe_configs():
    cfg = load_config([Q30], ["model.moe_routing_replay=true"])
    assert route_bytes_per_token(rival_model(cfg, "A")) == 4 * 48 * 8 == 1536  # 48 MoE layers, top-8
    assert route_bytes(cfg) == {"A": TOKENS * 1536, "B": TOKENS * 1536}  # 7.5 GiB each
    lines = check_cluster_config(cfg, gpus=8)
    text = "\n".join(lines)
    assert "one step's rollouts 15.00 GiB (A 7.50 GiB + B 7.50 GiB" in text
    assert "per node: 2 steps x 8 trainer ranks = 240.0 GiB" in text
    assert lines[-1].startswith("layout and memory: OK")
    # Qwen3.5-35B-A3B: 40 MoE layers, top-8
    q35 = load_config([Q35], ["model.moe_routing_replay=true"])
    assert route_bytes(q35) == {"A": TOKENS * 4 * 40 * 8, "B": TOKENS * 4 * 40 * 8}
    assert "one step's rollouts 12.50 GiB" in "\n".join(check_cluster_config(q35, gpus=8))


def test_no_routes_no_host_term_and_per_rival_settings():
    off = load_config([Q30])  # shipped: moe_routing_replay=false, moe_record_routes unset
    assert not records_routes(rival_model(off, "A")) and route_bytes(off) == {}
    assert not any("MoE routes" in line for line in check_cluster_config(off, gpus=8))
    # the metric alone (no replay) records too
    assert route_bytes(load_config([Q30], ["model.moe_record_routes=true"]))["B"] == TOKENS * 1536
    # full rivals, one records (tiny_moe_cpu: 4 problems x 8 samples x (384 + 64) tokens, 2 MoE layers, top-2):
    # its drafts on one step, its answers on the other (roles rotate), N per problem either way
    one = load_config([TINY], ["rivals.A.model.moe_routing_replay=true"])
    assert route_bytes(one) == {"A": 4 * 8 * (384 + 64) * 4 * 2 * 2} == {"A": 229376}
    longer = load_config([TINY], ["rivals.A.model.moe_routing_replay=true", "rivals.A.sampling.max_new_tokens=128"])
    assert route_bytes(longer) == {"A": 4 * 8 * (384 + 128) * 16}
    # mode=grpo: rival A draws 2N per problem, rival B nothing
    assert route_bytes(load_config([Q30], ["model.moe_routing_replay=true", "algorithm.mode=grpo"])) == \
        {"A": 2 * TOKENS * 1536}
    # 2 GPUs: 2 trainer ranks hold the rollouts
    two = load_config([Q30], ["model.moe_routing_replay=true", "parallel.ep=2"])
    assert f"2 steps x 2 trainer ranks = {4 * TOKENS * 1536 * 2 / GIB:.1f} GiB" in "\n".join(
        check_cluster_config(two, gpus=2, gpu_gib=139))


def test_routes_over_host_memory_are_refused_naming_the_fixes():
    cfg = load_config([Q30], ["model.moe_routing_replay=true"])
    assert "of 256 GiB" in "\n".join(check_cluster_config(cfg, gpus=8, host_gib=256))
    with pytest.raises(ConfigError, match=r"~240 GiB of host memory per node \(> --host-gib 200\).*data.batch_size"):
        check_cluster_config(cfg, gpus=8, host_gib=200)


def test_recording_off_with_replay_on_or_on_a_dense_model_is_refused():
    from agon_mcore.config import ModelConfig, ParallelConfig
    from agon_mcore.policy.moe import check_moe

    with pytest.raises(ConfigError, match="moe_routing_replay=true replays the routes.*moe_record_routes=false"):
        load_config([Q30], ["model.moe_routing_replay=true", "model.moe_record_routes=false"])
    with pytest.raises(ConfigError, match="moe_record_routes=true records the routes of a mixture-of-experts model, "
                                          "but model.arch=qwen3 has no experts"):
        check_moe(ModelConfig(moe_record_routes=True), ParallelConfig())


def test_cli_flags_reach_the_route_check(capsys):
    from agon_mcore.cli import main

    argv = ["check-config", "--config", Q30, "--gpus", "8", "--gpus-per-node", "4", "model.moe_routing_replay=true"]
    assert main(argv + ["--host-gib", "120"]) == 0
    assert "per node: 2 steps x 4 trainer ranks = 120.0 GiB of 120 GiB" in capsys.readouterr().out
    assert main(argv + ["--host-gib", "100"]) == 2
    assert "~120 GiB of host memory per node (> --host-gib 100)" in capsys.readouterr().err
