"""metrics_differences (the before/after and replay comparison of two runs' metrics.jsonl)
and the step record's lossless round trip (train.save_rollouts)."""
import math
import subprocess
import sys
from pathlib import Path

import pytest

from agon_mcore.train.rollouts import Response, Scored, StepRollouts, read_record, write_record
from agon_mcore.train.step_metrics import is_timing, metrics_differences

ROOT = Path(__file__).resolve().parents[2]


def test_timing_fields_are_the_clock_the_phases_and_the_rates():
    assert is_timing("time") and is_timing("time/train_A") and is_timing("perf/tokens_per_s")
    assert not is_timing("perf/rollout_tokens") and not is_timing("train/A/loss") and not is_timing("timeout_frac")


def test_differences_field_by_field():
    a = [{"step": 0, "time": 1.0, "time/step": 3.0, "train/A/loss": 0.5, "x": math.nan, "mode": "adv"},
         {"step": 1, "train/A/loss": 0.25}]
    b = [{"step": 0, "time": 9.0, "time/step": 4.0, "train/A/loss": 0.5, "x": math.nan, "mode": "adv"},
         {"step": 1, "train/A/loss": 0.25000001, "train/B/loss": 1.0}, {"step": 2}]
    assert metrics_differences(a, b) == [
        "step 1: train/A/loss 0.25 != 0.25000001", "step 1: train/B/loss only in run b", "step 2: only in run b"]
    assert metrics_differences(a, b, rtol=1e-6) == ["step 1: train/B/loss only in run b", "step 2: only in run b"]
    assert metrics_differences(a[:1], b[:1]) == []  # NaN equals NaN, timing fields aside
    assert metrics_differences(a[:1], [{**b[0], "mode": "coop"}], prefixes=["train/"]) == []
    assert metrics_differences(a[:1], [{**b[0], "mode": "coop"}]) == ["step 0: mode 'adv' != 'coop'"]


@pytest.mark.slow  # two interpreters that import the package: about 3.5 s
def test_the_tool_exits_1_on_a_difference(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "metrics.jsonl").write_text('{"step": 0, "loss": 1.0, "time/step": 1}\n')
    (tmp_path / "b" / "metrics.jsonl").write_text('{"step": 0, "loss": 1.0, "time/step": 2}\n')
    run = [sys.executable, str(ROOT / "tools" / "compare_metrics.py"), str(tmp_path / "a")]
    same = subprocess.run(run + [str(tmp_path / "b")], capture_output=True, text=True)
    assert same.returncode == 0 and "the same (timing fields aside)" in same.stdout
    (tmp_path / "b" / "metrics.jsonl").write_text('{"step": 0, "loss": 2.0}\n')
    diff = subprocess.run(run + [str(tmp_path / "b" / "metrics.jsonl")], capture_output=True, text=True)
    assert diff.returncode == 1 and "step 0: loss 1.0 != 2.0" in diff.stdout


def test_a_step_record_reads_back_exactly(tmp_path):
    lp = [-0.1234567890123, -2.5e-7, -13.75]
    d = Scored(Response("B", [1, 2, 3], [7, 8, 9], lp, "x = 4", "stop", 3, "q"), 1.0, "correct", 1.0,
               reward=2.5, advantage=0.7071067811865476, extracted="4", summary="x = [hidden]")
    c = Scored(Response("A", [4], [5, 6], [-0.5, -0.25], "y", "length", 2, "q'"), 0.0, "wrong", 0.0,
               opponent_index=0, trained=False)
    ro = StepRollouts(5, "B", "A", ["p1"], [[d]], [[c]], {"draft": 0.0, "challenge": math.nan}, 0.25,
                      {"numerals_hidden_frac": 1.0}, [{"problem_id": "p2", "cause": "abort",
                                                       "finish_reasons": ["abort"], "verdicts": []}], {"math_fast": 1.0})
    back = read_record(write_record(ro, tmp_path))
    assert back.drafts == ro.drafts and back.challenges == ro.challenges and back.dropped == ro.dropped
    assert back.drafts[0][0].response.logprobs == lp  # bit-exact floats
    assert (back.step, back.drafter, back.leak_rate, back.verify_stats) == (5, "B", 0.25, {"math_fast": 1.0})
    assert math.isnan(back.zero_var["challenge"])
