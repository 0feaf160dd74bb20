"""Qwen3-MoE: HF config reading, megatron MoE block / whole model vs transformers, export (EP=1 and EP=2)."""
from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).parent))  # pytest runs with --import-mode=importlib
from moe_cases import VOCAB, run, tiny_hf_moe  # noqa: E402

from agon_mcore.bridge import hf_config_for, load_hf_config, model_config_from_hf  # noqa: E402
from agon_mcore.config import ConfigError, ParallelConfig  # noqa: E402

WORKER = Path(__file__).with_name("moe_cases.py")


def _check(res: dict) -> None:
    b, m = res["block"], res["model"]
    assert b["out_err"] <= 1e-5 and b["out_ref_max"] > 0.1
    assert b["grad_in_err"] <= 1e-5 and b["router_grad_err"] <= 1e-5 and b["expert_grad_err"] <= 1e-5
    assert m["logits_err"] <= 1e-4 and m["logits_ref_max"] > 1.0
    # every HF tensor exported exactly once, bit-exact
    assert m["different"] == [] and m["missing"] == []
    assert m["num_exported"] == m["num_unique"] == m["num_hf"]


@pytest.mark.slow
@pytest.mark.parametrize("norm_topk_prob", [True, False])
def test_moe_block_model_and_export_match_hf_ep1(norm_topk_prob, megatron_world):
    res = run(ParallelConfig(), norm_topk_prob)
    assert res["block"]["local_experts"] == 4
    _check(res)


@pytest.mark.slow
@pytest.mark.distributed
def test_moe_block_model_and_export_match_hf_ep2_tp2_pp2(tmp_path, torchrun):
    torchrun(WORKER, "--out", tmp_path, nproc=2, timeout=600)
    results = json.loads((tmp_path / "results.json").read_text())
    assert set(results) == {"ep2", "ep2_no_renorm", "tp2", "tp2_sp_ep2", "pp2"}
    for name in ("ep2", "ep2_no_renorm"):
        assert len(results[name]) == 2
        for res in results[name]:
            assert res["block"]["local_experts"] == 2, name  # 4 experts over 2 EP ranks
            _check(res)
    for name in ("tp2", "tp2_sp_ep2", "pp2"):
        fwds = [r["fwd"] for r in results[name] if r["fwd"] is not None]
        assert len(fwds) == (1 if name == "pp2" else 2), name  # logits on the last stage only
        for f in fwds:
            assert f["logits_max_err"] <= 1e-4 and f["logprob_max_err"] <= 1e-4, (name, f)
        for r in results[name]:  # every rank streams every HF tensor once, bit-exact
            assert r["different"] == [] and r["num_exported"] == r["num_unique"] == r["num_hf"], name


def test_model_config_from_hf_reads_router_and_dense_layers(tmp_path):
    hf = tiny_hf_moe(num_layers=4, mlp_only_layers=(1,), norm_topk_prob=False)
    hf.config.decoder_sparse_step = 2  # MoE on layers 1, 3; layer 1 listed dense: only layer 3 is MoE
    mc = model_config_from_hf(hf.config)
    assert (mc.arch, mc.num_experts, mc.moe_router_topk, mc.moe_ffn_hidden_size) == ("qwen3_moe", 4, 2, 32)
    assert mc.moe_dense_layers == [0, 1, 2] and mc.moe_norm_topk_prob is False
    assert mc.moe_aux_loss_coeff == 0.0  # RL default: config.json's router_aux_loss_coef is not applied
    back = hf_config_for(dataclasses.replace(mc, vocab_size=VOCAB), VOCAB)
    assert type(back).__name__ == "Qwen3MoeConfig" and back.architectures == ["Qwen3MoeForCausalLM"]
    assert model_config_from_hf(back) == mc
    # a saved folder is read (config.json writes num_local_experts) and accepted
    hf.config.save_pretrained(tmp_path)
    assert model_config_from_hf(tmp_path).num_experts == 4


def test_relabelled_moe_folders_are_refused(tmp_path):
    hf = tiny_hf_moe()
    hf.config.save_pretrained(tmp_path)
    raw = json.loads((tmp_path / "config.json").read_text())
    # an MoE checkpoint relabelled dense
    (tmp_path / "config.json").write_text(json.dumps({**raw, "model_type": "qwen3"}))
    with pytest.raises(ConfigError, match="relabelled"):
        load_hf_config(tmp_path)
    # a dense checkpoint relabelled MoE: transformers would fill in 128 experts
    dense = {k: v for k, v in raw.items() if k not in ("num_local_experts", "num_experts_per_tok",
                                                       "moe_intermediate_size")}
    (tmp_path / "config.json").write_text(json.dumps(dense))
    with pytest.raises(ConfigError, match="num_experts_per_tok"):
        load_hf_config(tmp_path)


def test_moe_settings_refused_with_the_key():
    from agon_mcore.policy.moe import check_moe

    mc = model_config_from_hf(tiny_hf_moe().config)
    with pytest.raises(ConfigError, match=r"num_experts=4 is not divisible by parallel.ep=3"):
        check_moe(mc, ParallelConfig(ep=3))
    with pytest.raises(ConfigError, match="moe_router_topk=5"):
        check_moe(dataclasses.replace(mc, moe_router_topk=5), ParallelConfig())
    dense = dataclasses.replace(mc, arch="qwen3", num_experts=0)
    with pytest.raises(ConfigError, match="parallel.ep=2 splits experts"):
        check_moe(dense, ParallelConfig(ep=2))


def test_per_expert_views_write_the_fused_parameters():
    from agon_mcore.bridge import per_expert_state_dict, per_expert_views

    hf = tiny_hf_moe()
    views = per_expert_views(hf)
    assert len(views) == 2 * 4 * 3  # 2 MoE layers x 4 experts x gate/up/down
    gate, fused = views["model.layers.2.mlp.experts.3.gate_proj.weight"]
    with torch.no_grad():
        gate.fill_(7.0)
    assert bool((fused[3, :32] == 7.0).all()) and not bool((fused[3, 32:] == 7.0).any())
    sd = per_expert_state_dict(hf)
    assert "model.layers.1.mlp.experts.gate_up_proj" not in sd and "model.layers.1.mlp.gate.weight" in sd


@pytest.mark.slow
def test_convert_round_trip_is_bit_exact(tmp_path):
    """agon convert hf-to-mcore then mcore-to-hf of a Qwen3-MoE folder: the same per-expert tensors."""
    from agon_mcore.bridge.hf_io import iter_hf_tensors
    from agon_mcore.convert import main

    src, ck, out = tmp_path / "hf", tmp_path / "ck", tmp_path / "out"
    tiny_hf_moe(norm_topk_prob=False).save_pretrained(src, max_shard_size="60KB")
    assert main(["hf-to-mcore", "--hf", str(src), "--out", str(ck)]) == 0
    assert main(["mcore-to-hf", "--ckpt", str(ck), "--out", str(out)]) == 0
    a, b = dict(iter_hf_tensors(src)), dict(iter_hf_tensors(out))
    assert sum(".experts." in k for k in a) == 2 * 4 * 3
    assert set(a) == set(b) and all(torch.equal(a[k], b[k]) for k in a)
    back = json.loads((out / "config.json").read_text())
    assert back["model_type"] == "qwen3_moe" and back["norm_topk_prob"] is False
    assert model_config_from_hf(out) == dataclasses.replace(model_config_from_hf(src), hf_path=str(out),
                                                            tokenizer=model_config_from_hf(out).tokenizer)
