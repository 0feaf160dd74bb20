"""agon profile (agon_mcore/train/debug.py): model FLOPs per sequence, peak table, MFU, the
per-phase PNG beside the JSON."""
import json

import pytest
import torch

from agon_mcore.config import ModelConfig
from agon_mcore.train.debug import matmul_params, peak_tflops, phase_png, sequence_flops


def _hf_forward_flops(mcfg, vocab, S):
    """FLOPs of one HF forward over S tokens, counted by torch's FlopCounterMode (eager
    attention: the full S x S score matrix is multiplied, masked afterwards)."""
    from torch.utils.flop_counter import FlopCounterMode
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge.hf_config import hf_config_for

    m = AutoModelForCausalLM.from_config(hf_config_for(mcfg, vocab), attn_implementation="eager")
    ids = torch.randint(0, vocab, (1, S))
    with torch.no_grad(), FlopCounterMode(display=False) as fc:
        m(input_ids=ids)
    return fc.get_total_flops()


@pytest.mark.parametrize("kw,vocab", [
    (dict(hidden_size=128, num_layers=4, num_attention_heads=4, num_kv_heads=2, head_dim=32, ffn_hidden_size=384), 261),
    (dict(hidden_size=64, num_layers=2, num_attention_heads=4, num_kv_heads=2, head_dim=16, ffn_hidden_size=192), 261),
    (dict(hidden_size=96, num_layers=3, num_attention_heads=6, num_kv_heads=3, head_dim=8, ffn_hidden_size=160), 512),
])
def test_forward_flops_match_torchs_flop_counter(kw, vocab):
    mcfg = ModelConfig(**kw, vocab_size=vocab)
    L, H, Q = mcfg.num_layers, mcfg.num_attention_heads, mcfg.head_dim
    # one token: no masking difference, every matmul counted once
    assert sequence_flops(mcfg, vocab, 1, train=False) == _hf_forward_flops(mcfg, vocab, 1)
    # S tokens: the counter also counts the masked half of the attention scores
    S = 13
    counted = _hf_forward_flops(mcfg, vocab, S)
    assert counted - sequence_flops(mcfg, vocab, S, train=False) == 2 * L * H * Q * S * (S - 1)
    assert sequence_flops(mcfg, vocab, S, train=True) == 3 * sequence_flops(mcfg, vocab, S, train=False)
    assert matmul_params(mcfg, vocab) * 2 * S < counted


def test_peak_table_knows_the_cluster_gpus_and_nothing_else():
    assert peak_tflops("NVIDIA H100 80GB HBM3", "bfloat16") == 989.4
    assert peak_tflops("NVIDIA H100 PCIe", "bfloat16") == 756.0
    assert peak_tflops("NVIDIA H200", "float32") == 494.7
    assert peak_tflops("NVIDIA A100-SXM4-80GB", "bfloat16") == 312.0
    assert peak_tflops("Tesla T4", "bfloat16") is None
    assert peak_tflops("cpu", "float32") is None


def test_phase_png_is_written_with_one_bar_per_phase(tmp_path):
    res = {"time/generate_draft": 0.3, "time/train_A": 0.5, "time/verify": 0.01, "time/step": 0.85,
           "perf/tokens_per_s": 3000.0, "perf/mfu_step": 0.31, "perf/mfu_train": 0.42}
    path = phase_png(res, str(tmp_path / "p.png"))
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000
    import matplotlib.image

    img = matplotlib.image.imread(path)
    assert img.shape[0] > 100 and img.shape[1] > 500


@pytest.mark.slow
def test_agon_profile_writes_json_and_png_with_mfu_from_the_peak(tmp_path, capsys):
    from agon_mcore.cli import main

    out = tmp_path / "prof" / "p.json"
    tiny = ["data.batch_size=2", "rollout.sampling.n=2", "rollout.sampling.max_new_tokens=8", "logging.tensorboard=false",
            "data.synthetic.num_train=16", "data.synthetic.num_test=4"]
    assert main(["profile", "--steps", "1", "--out", str(out), "--peak-tflops", "2.0", *tiny]) == 0
    res = json.loads(out.read_text())
    assert out.with_suffix(".png").read_bytes()[:4] == b"\x89PNG"
    for k in ("time/generate_draft", "time/generate_challenge", "time/step", "perf/tokens_per_s"):
        assert res[k] > 0, k
    assert res["peak_tflops"] == 2.0
    assert res["perf/mfu_train"] == pytest.approx(res["perf/train_tflops"] / 2.0)
    assert res["perf/mfu_step"] == pytest.approx(res["perf/step_tflops"] / 2.0)
    f = res["perf/model_tflop_per_step"]
    assert f["train"] > f["rollout"] > 0  # 3x forward over (almost) the same sequences
    # the drafts of a problem share their prompt: counted once, the ideal step does less work
    assert 0 < f["train_prefix_shared"] < f["train"] and 0 < f["rollout_prefix_shared"] < f["rollout"]
    assert json.loads(capsys.readouterr().out)["steps"] == 1


def test_step_flops_counts_a_groups_shared_prefix_once():
    """perf/model_tflop_per_step's *_prefix_shared keys: F(P) + sum_i (F(L_i) - F(P)) per group."""
    from types import SimpleNamespace as NS

    from agon_mcore.config import ModelConfig
    from agon_mcore.train.debug import _step_flops, sequence_flops

    mcfg = ModelConfig(hidden_size=64, num_layers=2, num_attention_heads=2, num_kv_heads=1, head_dim=32,
                       ffn_hidden_size=128)
    tr = NS(rivals={"A": NS(model_cfg=mcfg, policy=NS(vocab_size=300)), "B": NS(model_cfg=mcfg, policy=NS(vocab_size=300))})

    def smp(rival, prompt, out):
        return NS(response=NS(rival=rival, prompt_ids=prompt, output_ids=out))

    drafts = [[smp("A", [1, 2, 3, 4], [9, 9]), smp("A", [1, 2, 3, 4], [8]), smp("A", [1, 2, 3, 4], [])]]
    chal = [[smp("B", [1, 2, 5, 6, 7], [3]), smp("B", [1, 2, 5, 8], [4, 4, 4])]]
    f = _step_flops(tr, NS(drafts=drafts, challenges=chal))
    F = lambda n, train: sequence_flops(mcfg, 300, n, train=train)  # noqa: E731
    # drafts: rollout over lengths 6, 5, 4 sharing 4 tokens; train over 5, 4 (the empty one is
    # not trained) sharing 4; challenges: rollout 6, 7 sharing 3 ([1, 2, 5]); train 5, 6 sharing 3
    assert f["rollout"] == pytest.approx(F(6, 0) + F(5, 0) + F(4, 0) + F(6, 0) + F(7, 0))
    assert f["train"] == pytest.approx(F(5, 1) + F(4, 1) + F(5, 1) + F(6, 1))
    assert f["rollout_prefix_shared"] == pytest.approx(
        F(4, 0) + (F(6, 0) - F(4, 0)) + (F(5, 0) - F(4, 0)) + 0 + F(3, 0) + (F(6, 0) - F(3, 0)) + (F(7, 0) - F(3, 0)))
    assert f["train_prefix_shared"] == pytest.approx(
        F(4, 1) + (F(5, 1) - F(4, 1)) + 0 + F(3, 1) + (F(5, 1) - F(3, 1)) + (F(6, 1) - F(3, 1)))
    # no shared prefix: the same as full accounting
    f2 = _step_flops(tr, NS(drafts=[[smp("A", [1], [2]), smp("A", [3], [4, 5])]], challenges=None))
    assert f2["rollout_prefix_shared"] == pytest.approx(f2["rollout"])
