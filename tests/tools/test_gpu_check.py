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
    # importable by name: the emulated-shard check spawns processes that unpickle its worker
    if str(SCRIPT.parent) not in sys.path:
        sys.path.insert(0, str(SCRIPT.parent))
    import gpu_check  # import-clean: no GPU library is imported at module level

    return gpu_check


def test_imports_on_cpu_and_lists_budgets_within_eight_minutes():
    mod = _module()
    names = set(mod.CHECKS)
    assert {"logprob_kernels", "loss_kernels", "megatron_step", "local_rollout", "agon_train_default",
            "te_policy_step", "sglang_after_trainer", "agon_tensor", "agon_distributed", "agon_lora",
            "checkpoint_bitexact", "hf_parity", "moe_te_grouped", "qwen3_5_fla", "qwen3_5_te"} <= names
    assert mod.OPT_IN == {"agon_lora", "triton_large", "fused_head"}  # run with --only
    # the driver caps the whole run at TOTAL_S (8 minutes) whatever the budgets add up to; on a bare
    # GPU machine (no sglang, no TE, no fla: the gpu extra's packages) the checks that can run fit in it
    assert mod.TOTAL_S <= 480
    bare = [n for n, (_, _, need) in mod.CHECKS.items() if n not in mod.OPT_IN and need["gpus"] == 1
            and not {"sglang", "transformer_engine", "fla"} & set(need["modules"])]
    assert sum(mod.CHECKS[n][1] for n in bare) <= mod.TOTAL_S
    for n, (fn, budget, need) in mod.CHECKS.items():  # every check declares what it needs
        assert callable(fn) and budget > 0 and need["gpus"] >= 1 and need["modules"], n


def test_needs_name_the_missing_package_and_the_second_gpu():
    mod = _module()
    assert mod.missing_needs("loss_kernels", gpus=1) is None  # triton is installed here
    why = mod.missing_needs("te_policy_step", gpus=1)
    assert "transformer_engine" in why and "GPU" not in why
    assert "needs 2 CUDA GPU(s), this machine has 1" in mod.missing_needs("agon_distributed", gpus=1)
    assert "this machine has 0" in mod.missing_needs("loss_kernels", gpus=0)
    q35_te = mod.missing_needs("qwen3_5_te", gpus=1)  # fla is optional for the TE-spec check
    assert ("transformer_engine" in (q35_te or "")) == (importlib.util.find_spec("transformer_engine") is None)
    assert "fla" not in (q35_te or "").replace("transformer_engine", "")


@pytest.mark.slow
def test_dry_run_lists_every_check_skipped_with_its_reason_and_exits_0(tmp_path):
    out = tmp_path / "dry.json"
    p = subprocess.run([sys.executable, str(SCRIPT), "--dry-run", "--out", str(out)], capture_output=True,
                       text=True, timeout=300, cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    rep = json.loads(p.stdout)
    assert rep["dry_run"] and rep["ok"] and json.loads(out.read_text()) == rep
    assert set(rep["checks"]) == set(_module().CHECKS)
    for name, c in rep["checks"].items():
        assert c["status"] == "skipped" and c["reason"].startswith("dry run: "), name
        if not torch.cuda.is_available():
            assert "CUDA GPU(s), this machine has 0" in c["reason"] and c["would_run"] is False
        assert f"[skipped] {name}: " in p.stderr
    te = rep["checks"]["te_policy_step"]["reason"]
    assert ("transformer_engine" in te) == (importlib.util.find_spec("transformer_engine") is None)
    assert set(rep["summary"]) == {"skipped"} and len(rep["summary"]["skipped"]) == len(rep["checks"])


@pytest.mark.slow
def test_check_processes_import_the_checkout_without_an_install(tmp_path):
    # the bare GPU machine: no editable install, agon_mcore/ and agon_kernels/ only in the checkout
    code = f"""
import sys
sys.meta_path = [f for f in sys.meta_path if "editable" not in type(f).__module__.lower()
                 and "editable" not in repr(f).lower()]
sys.path = [p for p in sys.path if p not in ("", ".") and "agon" not in p and "/work/" not in p]
import importlib.util
assert importlib.util.find_spec("agon_mcore") is None and importlib.util.find_spec("agon_kernels") is None
sys.path.insert(0, {str(ROOT / "tools")!r})
import gpu_check
where = gpu_check.bootstrap_checkout()
import agon_kernels.logprob, agon_mcore.config, os
print(where["agon_mcore"], where["agon_kernels"], os.path.realpath(agon_kernels.__file__), os.environ["PYTHONPATH"])
"""
    env = {k: v for k, v in __import__("os").environ.items() if k != "PYTHONPATH"}
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=tmp_path,
                       env=env)
    assert p.returncode == 0, p.stderr[-3000:]
    mc, kern, real, pypath = p.stdout.split()
    assert Path(mc) == ROOT / "agon_mcore" and Path(real) == (ROOT / "agon_kernels" / "__init__.py").resolve()
    assert str(ROOT) in pypath.split(":")  # children (torchrun, agon train) import the same checkout


def test_loss_kernel_report_runs_on_cpu_with_the_reference_both_sides():
    # the check's own logic (inputs, fwd+bwd, comparisons) on CPU at a small size
    mod = _module()
    r = mod.loss_kernel_report(M=4096, impl="torch", device="cpu")
    assert r["group_advantages_max_diff"] == 0.0 and r["ppo_loss_diff"] == 0.0 and r["ppo_grad_max_diff"] == 0.0
    assert r["ppo_grad_max"] > 0 and r["zero_var_groups"][0] == r["zero_var_groups"][1] > 0


@pytest.mark.slow
def test_logprob_kernel_report_on_cpu_small_with_two_merged_shards():
    mod = _module()
    r = mod.logprob_kernel_report(T=64, V=1024, n_valid=1000, temp=0.7, impl="torch", device="cpu", time_it=False)
    e, sh = r["errors"], r["two_shards_merged"]
    assert e["logprob"]["max"] == 0.0 and e["grad_padding_cols_max"] == 0.0
    # realistic logits: far from uniform (log 1000 = 6.9 nats)
    assert 0.0 < r["mean_entropy_nats_first_256_rows"] < 4.0
    # two vocab shards merged over gloo equal the unsharded reference
    assert sh["logprob"]["max"] < 1e-5 and sh["entropy"]["max"] < 1e-5 and sh["grad"]["max"] < 1e-6
    # the fp64 arbiter ran on the worst rows of each side (torch vs torch here: equal errors)
    g = r["grad_vs_fp64"]
    assert len(g["rows"]) == 8 and g["kernel_max_ulp"] == g["reference_max_ulp"] and g["kernel_no_worse"]
    assert [len(x["rows"]) for x in sh["grad_vs_fp64"]] == [8, 8] and r["two_shards_T"] == 64


def test_chunked_torch_reference_equals_the_whole_matrix_at_once():
    # the reference taken 5 rows at a time (so no [T, V] fp32 copy on an 80 GiB card) is the same
    # as the unchunked one: each row's log-prob, entropy and gradient depend on that row alone
    from agon_kernels.logprob import token_logprobs

    mod = _module()
    z, tgt = mod._realistic_logits(23, 300, torch.device("cpu"))
    tgt = tgt.clamp(max=289)
    lp, ent, grad = mod._torch_reference(z, tgt, 0.7, 290, rows=5)
    x = z.detach().clone().requires_grad_(True)
    lp1, ent1 = token_logprobs(x, tgt, temperature=0.7, num_valid_vocab=290, return_entropy=True, impl="torch")
    (lp1.sum() + 0.1 * ent1.sum()).backward()
    assert torch.equal(lp, lp1.detach()) and torch.equal(ent, ent1.detach()) and torch.equal(grad, x.grad)
    assert grad.dtype == torch.bfloat16 and grad.shape == (23, 300)


def test_fp64_arbiter_tells_which_gradient_is_off():
    # the first H100 run measured the kernel 6 bf16 ulps from the fp32 reference: the fp64 gradient of
    # the worst rows says which side is off. A gradient 4 ulps off at 1.43 loses to the exact one
    # rounded to bf16, from either side.
    from agon_kernels.logprob import token_logprobs

    mod = _module()
    z, tgt = mod._realistic_logits(16, 512, torch.device("cpu"))
    x = z.double().requires_grad_(True)
    lp, ent = token_logprobs(x, tgt, temperature=0.7, num_valid_vocab=512, return_entropy=True, impl="torch")
    (lp.sum() + 0.1 * ent.sum()).backward()
    exact = x.grad.to(torch.bfloat16)
    bad = exact.clone()
    j = int(bad[3].float().abs().argmax())
    bad[3, j] = (bad[3, j].float() * (1 + 3 * 2 ** -7)).to(torch.bfloat16)
    good_kernel = mod._grad_vs_fp64(z, tgt, 0.7, 512, exact, bad, k=2)
    assert 3 in good_kernel["rows"] and good_kernel["kernel_vs_reference_max_ulp"] >= 3.0
    assert good_kernel["kernel_max_ulp"] <= 0.5 and good_kernel["reference_max_ulp"] > 3.0
    assert good_kernel["kernel_no_worse"] is True
    bad_kernel = mod._grad_vs_fp64(z, tgt, 0.7, 512, bad, exact, k=2)
    assert bad_kernel["kernel_max_ulp"] > 3.0 and bad_kernel["kernel_no_worse"] is False
    # columns of one vocab shard: the arbiter compares that shard's columns of the fp64 gradient
    half = mod._grad_vs_fp64(z, tgt, 0.7, 512, bad[:, 256:], exact[:, 256:], cols=slice(256, 512), k=2)
    assert half["kernel_no_worse"] is (j < 256)


def test_or_oom_reports_oom_and_passes_other_errors():
    mod = _module()

    def oom(_):
        raise torch.cuda.OutOfMemoryError("CUDA out of memory. Tried to allocate 18.52 GiB")

    assert mod._or_oom(oom, None) == "oom"
    assert mod._or_oom(lambda f: f() + 1, lambda: 2) == 3
    with pytest.raises(ValueError):
        mod._or_oom(lambda f: (_ for _ in ()).throw(ValueError("bad")), None)


@pytest.mark.slow
@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the no-CUDA path")
def test_without_cuda_prints_a_no_cuda_json_and_exits_2(tmp_path):
    out = tmp_path / "report.json"
    p = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], capture_output=True, text=True, timeout=120)
    assert p.returncode == 2, p.stderr
    rep = json.loads(p.stdout)
    assert rep["ok"] is False and rep["cuda"] is False
    assert rep["error"].startswith("no CUDA device") and "nothing was run" in rep["error"]
    assert set(rep["checks"]) == set(_module().CHECKS)
    assert all(c["status"] == "skipped" and "CUDA GPU" in c["reason"] for c in rep["checks"].values())
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


@pytest.mark.slow
def test_megatron_step_report_on_cpu_tiny_model():
    # the check's logic on a tiny fp32 model on CPU/gloo: both heads step, the step-1 ratio to the
    # rollout log-probs (the policy's own) is exactly 1, and check-config's prediction is reported
    mod = _module()
    tiny = dict(hidden_size=64, num_layers=2, num_attention_heads=4, num_kv_heads=2, head_dim=16, ffn_hidden_size=128,
                vocab_size=512, params_dtype="float32")
    r = mod.megatron_step_report(model_over=tiny, T=256, seqs=2, prompt=16)
    for head in ("default", "fused"):
        assert r[head]["ratio_mean"] == 1.0 and r[head]["logprob_mismatch"] == 0.0, r[head]
        assert r[head]["tokens_per_s"] > 0 and r[head]["check_config_predicted_gib"] > 0
        assert r[head]["mfu"] is None  # no peak TFLOP/s on CPU
    assert r["max_abs_logprob_diff_fused_vs_default"] < 1e-4


def test_error_measure_counts_bf16_gradient_errors_in_ulps():
    # the H200 run's grad max 2.4e-4 = 2**-12 is one bf16 ulp for values in [2**-5, 2**-4): a rounding,
    # not an error; two ulps at 0.5 (2**-7 = 0.0078) is a real error; a difference of 1e-30 near zero is
    # counted in the ulp of 2**-14, not in denormal ulps
    mod = _module()
    b = torch.tensor([0.04, 0.5, 1e-30, -0.001], dtype=torch.bfloat16)
    one = b.clone()
    one[0] += 2 ** -12
    one[2] = 0
    e = mod._err(one, b)
    assert e["max"] == 2 ** -12 and e["max_ulp"] == 1.0
    two = b.clone()
    two[1] = 0.5 + 2 ** -7
    assert mod._err(two, b)["max_ulp"] == 2.0
    x = torch.randn(5000)
    assert mod._err(x, x) == {"max": 0.0, "p99_9": 0.0, "max_ulp": 0.0}
    # fp32: the ulp at 1.0 is 2**-23
    y = torch.ones(4)
    z = y.clone()
    z[3] += 2 ** -22
    assert mod._err(z, y)["max_ulp"] == 2.0
