"""tools/bench_weight_sync.py runs and reports consistent numbers (tiny model, few repeats)."""
from __future__ import annotations

import pytest

import importlib.util
import json
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "bench_weight_sync.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("bench_weight_sync", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.slow
def test_bench_prints_json_with_sync_disk_and_ratio(tmp_path, capsys):
    tool = load_tool()
    out = tmp_path / "r.json"
    assert tool.main(["--sizes", "tiny_h64_l2", "--repeats", "2", "--out", str(out)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == json.loads(out.read_text())
    m = printed["models"]["tiny_h64_l2"]
    assert m["params"] == 115392 and m["bytes"] == 4 * m["params"]
    assert m["weights_equal_after_sync"] is True
    assert m["sync_s"] > 0 and m["disk_s"] > 0 and abs(m["speedup"] - m["disk_s"] / m["sync_s"]) < 1e-9
    assert 0 < m["sync_fraction_of_step"] < 1 and m["sync_both_rivals_s"] == 2 * m["sync_s"]
