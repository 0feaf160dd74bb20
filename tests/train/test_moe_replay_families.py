"""Routing replay on the other MoE families: Gemma 4's MoE variant (its router subclasses megatron's
TopKRouter, so the replay hook is the same) and Qwen3.5-MoE (linear-attention layers, a shared
expert). `agon train` one step from a tiny hf_path with model.moe_routing_replay=true: the local
engine records transformers' routers (Gemma4TextRouter, Qwen3_5MoeTopKRouter), the trainer replays
them layer by layer (a misaligned layer would show as route disagreement), mismatch at fp32 rounding."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "bridge"))
import gemma4_cases as G  # noqa: E402
import qwen3_5_cases as Q  # noqa: E402

from agon_mcore.cli import main  # noqa: E402

TINY = ["data.batch_size=2", "rollout.sampling.n=4", "algorithm.truncation=keep", "rollout.sampling.max_new_tokens=8",
        "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false", "data.synthetic.num_train=16",
        "data.synthetic.num_test=4", "train.steps=1", "sft.steps=0"]


@pytest.mark.slow
@pytest.mark.parametrize("family", ["gemma4", "qwen3_5_moe"])
def test_moe_family_trains_one_step_with_routing_replay(tmp_path, capsys, family):
    src, run = tmp_path / "hf", tmp_path / "run"
    (G.tiny_hf_model(experts=4) if family == "gemma4" else Q.tiny_hf_model(moe=True)).save_pretrained(src)
    rc = main(["train", f"model.hf_path={src}", "model.tokenizer=builtin:byte", "model.moe_routing_replay=true",
               f"train.run_dir={run}", *TINY])
    assert rc == 0
    row = json.loads((run / "metrics.jsonl").read_text().splitlines()[0])
    mism = {k: v for k, v in row.items() if k.endswith("logprob_mismatch")}
    dis = {k: v for k, v in row.items() if k.endswith("route_disagreement")}
    with capsys.disabled():
        print(f"\n[{family} routing replay] {mism} {dis}")
    assert len(mism) == 2 and all(0 <= x < 1e-5 for x in mism.values()), mism
    assert len(dis) == 2 and all(0 <= x < 0.01 for x in dis.values()), dis
