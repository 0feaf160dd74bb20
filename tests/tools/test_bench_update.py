"""tools/bench_update.py: its workloads (shared prompts, challenger prompts) and what the
packing does with them on the bench model. The timings themselves are the benchmark's job."""
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def bench():
    sys.path.insert(0, str(ROOT / "tools"))
    spec = importlib.util.spec_from_file_location("bench_update", ROOT / "tools" / "bench_update.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_workloads_have_the_documented_shapes(bench):
    w = bench.workloads()
    assert [len(w[k]) for k in ("grpo", "adv_challenger_distinct", "adv_challenger_same")] == [64, 32, 32]
    assert all(len(s.response_ids) == 48 for v in w.values() for s in v)
    assert len({tuple(s.prompt_ids) for s in w["grpo"]}) == 8 and all(len(s.prompt_ids) == 70 for s in w["grpo"])
    assert len({tuple(s.prompt_ids) for s in w["adv_challenger_same"]}) == 4
    assert len({tuple(s.prompt_ids) for s in w["adv_challenger_distinct"]}) == 32
    assert all(190 <= len(s.prompt_ids) <= 280 for s in w["adv_challenger_distinct"])


@pytest.mark.parametrize("name,packed_rows", [("grpo", 8), ("adv_challenger_same", 4), ("adv_challenger_distinct", 0)])
def test_packing_decisions_on_the_bench_model(bench, name, packed_rows):
    from bench_vs_trl import MODEL

    from agon_mcore.config import ModelConfig
    from agon_mcore.policy.batch import pack_micro_batches
    from agon_mcore.policy.model import attention_cost_ratio

    samples = bench.workloads()[name]
    attn = attention_cost_ratio(ModelConfig(**MODEL, vocab_size=bench.VOCAB))
    mbs = pack_micro_batches(samples, list(range(len(samples))), 4096, shared_prefix=True, attn_cost=attn)
    assert sum(int(n > 1) for mb in mbs for n in bench._members_per_row(mb)) == packed_rows
    assert sorted(i for mb in mbs for i in mb.sample_indices if i >= 0) == list(range(len(samples)))
