"""tools/gpu_check.py on a machine without CUDA: import-clean, a clear "no CUDA" JSON, exit 2;
and the parts of its checks that run on CPU do (the check processes, the checkpoint check)."""
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "gpu_check.py"


def _module():
    spec = importlib.util.spec_from_file_location("gpu_check", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # import-clean: no GPU library is imported at module level
    return mod


def test_imports_on_cpu_and_lists_budgets_within_ten_minutes():
    mod = _module()
    names = set(mod.CHECKS)
    assert {"te_policy_step", "fused_head", "triton_large", "sglang_after_trainer", "agon_tensor",
            "agon_distributed", "agon_lora", "checkpoint_bitexact", "hf_parity"} == names
    assert mod.OPT_IN == {"agon_lora"}  # run with --only agon_lora
    # the driver caps the whole run at TOTAL_S (<= 10 minutes) whatever the budgets add up to
    assert mod.TOTAL_S <= 600
    one_gpu = sum(b for n, (_, b) in mod.CHECKS.items()
                  if n != "agon_distributed" and n not in mod.OPT_IN)  # skipped on one GPU; opt-in
    assert one_gpu <= mod.TOTAL_S


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the no-CUDA path")
def test_without_cuda_prints_a_no_cuda_json_and_exits_2(tmp_path):
    out = tmp_path / "report.json"
    p = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], capture_output=True, text=True, timeout=120)
    assert p.returncode == 2, p.stderr
    rep = json.loads(p.stdout)
    assert rep["ok"] is False and rep["cuda"] is False
    assert rep["error"].startswith("no CUDA device") and "nothing was run" in rep["error"]
    assert set(rep["checks"]) == set(_module().CHECKS)
    assert all(c["status"] == "not_run" for c in rep["checks"].values())
    assert json.loads(out.read_text()) == rep


@pytest.mark.slow
def test_checkpoint_check_runs_in_its_own_process_on_cpu(tmp_path):
    # the check's own logic (policies, save, reload, comparisons) on CPU/gloo; on GPU it is bf16 + TE
    res = tmp_path / "r.json"
    subprocess.run([sys.executable, str(SCRIPT), "--run-check", "checkpoint_bitexact", "--result", str(res)],
                   capture_output=True, text=True, timeout=300, cwd=ROOT)
    r = json.loads(res.read_text())
    assert r["status"] == "pass", r
    assert r["weights_bitexact"] and r["logprobs_bitexact"] and r["max_weight_diff_after_next_step"] <= 1e-3
