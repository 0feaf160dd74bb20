#!/usr/bin/env python
"""GPU check: what no CPU test can exercise, in one script, JSON out, <= 10 minutes on one H100/H200.

    python tools/gpu_check.py --out gpu_check.json            # every check
    python tools/gpu_check.py --only fused_head,triton_large   # a subset
    python tools/gpu_check.py --list                           # names and time budgets

First run on a bare machine: docs/gpu.md (offline kit: tools/gpu_kit.py). ``--dry-run``
imports every check, resolves its needs and runs nothing. Each check declares its needs
(:data:`CHECKS`: modules, GPUs) and is ``skipped`` with the reason when one is missing. The
default checks (``logprob_kernels``, ``loss_kernels``, ``megatron_step``, ``local_rollout``,
``agon_train_default``, ...) are described in docs/gpu.md and in their docstrings; the
older ones follow.

Each check runs in its own subprocess with its own time budget (the total is capped at
``--total-s``, default 480 s), so one failing, hanging or crashing check does not stop
the others. The JSON (stdout, and ``--out``) holds, per check, ``status``
(``pass | fail | error | timeout | skipped``), its measured numbers, ``seconds`` and, on
failure, the error and the tail of its output; ``ok`` is true when no check failed.

Checks:

* ``te_policy_step``: a Qwen3 policy with the TransformerEngine layer spec, bf16 weights
  and megatron's distributed optimizer takes a PPO step: finite loss and grad norm, the
  weights move, the step-1 train/rollout ratio is exactly 1.
* ``fused_head``: a 0.6B-shaped model (Qwen3-0.6B sizes) at 8192 response tokens: the fused
  log-prob head and the default logits path give equal log-probs (max |diff|), and the
  peak memory of one train step of each (``torch.cuda.max_memory_allocated``), next to
  ``agon check-config``'s estimate of the logits term.
* ``triton_large``: the Triton kernels at ``T x V > 2**31`` elements (int32 offsets would
  overflow): ``token_logprobs`` and ``linear_token_logprobs`` vs the torch reference,
  ``group_advantages`` and ``ppo_clip_loss`` on large inputs.
* ``sglang_after_trainer``: a real SGLang server (a tiny Qwen3 written locally, no hub)
  started after this process allocated GPU memory like a trainer: its KV pool
  (``max_total_num_tokens`` from ``/server_info``) vs ``agon check-config``'s formula
  (``mem_fraction_static x free - weights``), and one ``/generate`` with log-probs.
* ``agon_tensor``: 2 Agon steps end to end under ``torchrun`` (tiny model, SGLang engine,
  servers colocated on the trainer's GPU, ``weight_sync=tensor``): the train/rollout
  log-prob mismatch per rival, then a checkpoint reload (``--resume``, one more step).
* ``agon_distributed``: the same with ``weight_sync=distributed`` and the server on a GPU
  the trainer does not use (needs 2 GPUs: NCCL refuses two ranks of one communicator on
  one GPU; skipped on one).
* ``agon_lora``: ``agon_tensor`` with LoRA rivals (one frozen base, rank-16 adapters): ONE
  colocated SGLang server launched with ``--enable-lora ...`` serves both adapters; the base
  is pushed once (``weight_sync=tensor``), each update loads the rival's adapter folder under a
  new name and unloads the old one; the train/rollout log-prob mismatch per rival (SGLang's
  LoRA kernels vs the trainer's adapters), the adapter folders written, and the resume.
  Opt-in (``--only agon_lora``; :data:`OPT_IN`): the default run fits 10 minutes on one GPU
  without it.
* ``checkpoint_bitexact``: save and reload a bf16 distributed-optimizer policy pair;
  weights and log-probs bit-exact, and the next update the same.
* ``hf_parity``: ``tools/gpu_smoke.py`` folded in (NCCL all-reduce, TE + bf16 megatron
  log-probs vs the HF model, bridge export bit-exact).
* ``qwen3_5_fla``: a tiny Qwen3.5 model whose Gated DeltaNet layers run fla's kernels:
  logits vs megatron's torch recurrence and vs transformers, export bit-exact, one bf16
  train step (needs ``fla``, from the ``gpu`` extra; skipped without it).
* ``qwen3_5_te``: Qwen3.5 and Qwen3.5-MoE with the TransformerEngine layer spec vs the local spec
  from the same HF weights (dense bf16, MoE fp32), export bit-exact, the classes of megatron-core's own
  Gated DeltaNet spec, one bf16 train step (needs ``transformer_engine``; fla optional: without it
  the check sets ``NVTE_ALLOW_NONDETERMINISTIC_ALGO=0`` for megatron's torch recurrence).

Without CUDA it prints ``{"ok": false, "cuda": false, "error": "no CUDA ..."}`` and
exits 2 (nothing is run). Exit code 1 when any check fails, 0 otherwise.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable, Dict, List, Optional

ROOT = Path(__file__).resolve().parents[1]
GIB = 2**30
TOTAL_S = 480.0  # the default run on one GPU: 8 minutes


def bootstrap_checkout() -> Dict[str, str]:
    """Make ``agon_mcore`` and ``agon_kernels`` importable from this checkout without an install.

    Both are folders at the checkout's root: when either does not import, the checkout joins
    ``sys.path`` and ``PYTHONPATH``, so the check processes and the ``torchrun`` / ``agon train``
    children they start import the same code.

    Returns:
        ``{"agon_mcore": path, "agon_kernels": path}`` where each comes from.
    """
    import importlib.util

    if any(importlib.util.find_spec(mod) is None for mod in ("agon_mcore", "agon_kernels")):
        if str(ROOT) not in sys.path:
            sys.path.insert(0, str(ROOT))
        old_pp = os.environ.get("PYTHONPATH", "")
        os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT)] + ([old_pp] if old_pp else []))
    out = {}
    for mod in ("agon_mcore", "agon_kernels"):
        spec = importlib.util.find_spec(mod)
        out[mod] = str(Path(spec.origin).parent) if spec and spec.origin else "not importable"
    return out


# ----------------------------------------------------------------------------- helpers


def _device_info() -> dict:
    import torch

    p = torch.cuda.get_device_properties(0)
    return {"name": p.name, "total_gib": round(p.total_memory / GIB, 2), "count": torch.cuda.device_count(),
            "torch": torch.__version__, "cuda": torch.version.cuda}


def _init_world(tp: int = 1, seed: int = 0, **par):
    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.parallel import init_parallel

    p = ParallelConfig(tp=tp, **par)
    init_parallel(p, seed=seed)
    return p


def _cfg(**over):
    """The run config for the in-process checks: defaults + ``key=value`` overrides (validated)."""
    from agon_mcore.config import load_config

    return load_config(None, ["optimizer.lr=1e-4"] + [f"{k}={v}" for k, v in over.items()])


def _samples(n: int, vocab: int, prompt: int, response: int, seed: int = 0, rollout_lp: bool = True):
    import random

    from agon_mcore.policy.batch import Sample

    rng = random.Random(seed)
    out = []
    for i in range(n):
        p = [rng.randrange(vocab) for _ in range(prompt)]
        r = [rng.randrange(vocab) for _ in range(response)]
        out.append(Sample(p, r, 1.0 if i % 3 == 0 else -0.5, [-5.0] * response if rollout_lp else None))
    return out


def _qwen3(**kw):
    from agon_mcore.config import ModelConfig

    base = dict(arch="qwen3", hidden_size=256, num_layers=4, num_attention_heads=8, num_kv_heads=4, head_dim=32,
                ffn_hidden_size=768, vocab_size=4096, max_position_embeddings=4096, params_dtype="bfloat16",
                transformer_impl="auto")
    base.update(kw)
    return ModelConfig(**base)


def _on_policy_step(par, m, **over) -> dict:
    """One policy train step of model ``m`` (a ModelConfig) at the layout ``par``: 8 random samples of 64 prompt
    + 128 response tokens whose rollout log-probs are the policy's own (step-1 ratio exactly 1), the run config
    ``parallel.micro_batch_tokens=2048`` + ``over`` (dotted keys). Returns the step's metrics (``grad_norm``, ...)."""
    from agon_mcore.policy import Policy

    cfg = _cfg(**{"parallel.micro_batch_tokens": 2048, **over})
    cfg.parallel, cfg.model = par, m
    pol = Policy("A", m, m.vocab_size, cfg, seed=1)
    samples = _samples(8, m.vocab_size, 64, 128)
    for s, x in zip(samples, pol.logprobs(samples)):
        s.rollout_logprobs = x.tolist()
    return pol.train_step(samples)


def _grad_norm_ok(met: dict) -> bool:
    """The step's ``grad_norm`` (metrics of a train step) is above 0 and not NaN: the step ran and moved."""
    return met["grad_norm"] == met["grad_norm"] and met["grad_norm"] > 0


QWEN3_0P6B = dict(hidden_size=1024, num_layers=28, num_attention_heads=16, num_kv_heads=8, head_dim=128,
                  ffn_hidden_size=3072, vocab_size=151936, max_position_embeddings=40960, rope_theta=1000000.0)


# ----------------------------------------------------------------------------- checks


def check_te_policy_step() -> dict:
    import torch

    from agon_mcore.compat import has_te
    from agon_mcore.policy import Policy

    par = _init_world()
    m = _qwen3(transformer_impl="transformer_engine" if has_te() else "auto")
    cfg = _cfg(**{"parallel.micro_batch_tokens": 2048, "parallel.use_distributed_optimizer": True})
    cfg.parallel = par
    cfg.model = m
    pol = Policy("A", m, m.vocab_size, cfg, seed=1)
    before = [p.detach().clone() for _, p in pol.named_parameters()]
    samples = _samples(8, m.vocab_size, 64, 128)
    lp = pol.logprobs(samples)
    for s, x in zip(samples, lp):  # on-policy: rollout log-probs = the trainer's own
        s.rollout_logprobs = x.tolist()
    met = pol.train_step(samples)
    moved = sum(int(not torch.equal(a, b.detach())) for a, (_, b) in zip(before, pol.named_parameters()))
    impl = pol.chunks[0].config.transformer_impl
    dtype = str(next(pol.chunks[0].parameters()).dtype)
    ok = (impl == "transformer_engine" and dtype == "torch.bfloat16" and all(
        map(lambda v: v == v and abs(v) < float("inf"), (met["loss"], met["grad_norm"]))) and moved > 0)
    return {"status": "pass" if ok else "fail", "transformer_impl": impl, "te_importable": has_te(),
            "param_dtype": dtype, "loss": met["loss"], "grad_norm": met["grad_norm"], "tensors_moved": moved,
            "tensors": len(before), "logprob_mismatch": met.get("logprob_mismatch"),
            "ratio_mean": met.get("ratio_mean")}


def check_fused_head() -> dict:
    import torch

    from agon_mcore.policy import Policy
    from agon_mcore.train.checks import LOGIT_COPIES

    par = _init_world()
    m = _qwen3(**QWEN3_0P6B)
    T = 8192
    samples = _samples(4, m.vocab_size, 64, T // 4)  # 8192 response tokens
    out = {"response_tokens": T}
    lps, peaks = {}, {}
    for fused in (False, True):
        cfg = _cfg(**{"parallel.micro_batch_tokens": T + 4 * 64, "train.fused_logprob_head": fused})
        cfg.parallel, cfg.model = par, m
        pol = Policy("A", m, m.vocab_size, cfg, seed=1)
        lps[fused] = torch.cat(pol.logprobs(samples))
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        base = torch.cuda.memory_allocated()
        pol.train_step(samples)
        torch.cuda.synchronize()
        peaks[fused] = (torch.cuda.max_memory_allocated() - base) / GIB
        del pol
        torch.cuda.empty_cache()
    diff = (lps[True] - lps[False]).abs().max().item()
    est_logits = LOGIT_COPIES * (T + 4 * 64) * m.vocab_size * 2 / GIB
    out.update(max_abs_logprob_diff=diff, peak_step_gib_default=round(peaks[False], 2),
               peak_step_gib_fused=round(peaks[True], 2), saved_gib=round(peaks[False] - peaks[True], 2),
               check_config_logits_estimate_gib=round(est_logits, 2))
    out["status"] = "pass" if diff <= 2e-2 and peaks[True] < peaks[False] else "fail"
    return out


def check_triton_large() -> dict:
    import torch

    from agon_kernels.advantage import group_advantages
    from agon_kernels.logprob import linear_token_logprobs, token_logprobs
    from agon_kernels.policy_loss import ppo_clip_loss

    dev = torch.device("cuda")
    T, V, H = 16384, 151936, 1024  # T x V = 2.49e9 > 2**31
    out = {"T": T, "V": V, "T_times_V": T * V, "over_2_31": T * V > 2**31}
    g = torch.Generator(dev).manual_seed(0)
    logits = torch.randn(T, V, device=dev, dtype=torch.bfloat16, generator=g)
    tgt = torch.randint(0, V, (T,), device=dev, generator=g)
    a = token_logprobs(logits, tgt, impl="triton")
    b = token_logprobs(logits, tgt, impl="torch")
    out["token_logprobs_max_diff"] = (a - b).abs().max().item()
    # the last rows (offsets beyond 2**31) explicitly
    out["token_logprobs_tail_diff"] = (a[-8:] - b[-8:]).abs().max().item()
    del logits
    torch.cuda.empty_cache()
    h = torch.randn(T, H, device=dev, dtype=torch.bfloat16, generator=g) * 0.05
    w = torch.randn(V, H, device=dev, dtype=torch.bfloat16, generator=g) * 0.05
    a = linear_token_logprobs(h, w, tgt, impl="triton")
    b = linear_token_logprobs(h, w, tgt, impl="torch")
    out["linear_token_logprobs_max_diff"] = (a - b).abs().max().item()
    M = 1 << 22
    r = torch.rand(M, device=dev)
    offs = torch.arange(0, M + 1, 16, device=dev)
    ga, gz = group_advantages(r, offs, impl="triton")
    gb, gzb = group_advantages(r, offs, impl="torch")
    out["group_advantages_max_diff"] = (ga - gb).abs().max().item()
    lp = torch.randn(M, device=dev) * 0.1 - 2
    old = lp + torch.randn(M, device=dev) * 0.01
    adv = torch.randn(M, device=dev)
    mask = torch.ones(M, device=dev)
    la, _ = ppo_clip_loss(lp, old, adv, mask, eps_low=0.2, eps_high=0.28, impl="triton")
    lb, _ = ppo_clip_loss(lp, old, adv, mask, eps_low=0.2, eps_high=0.28, impl="torch")
    out["ppo_clip_loss_diff"] = abs(la.item() - lb.item())
    ok = (out["token_logprobs_max_diff"] < 2e-2 and out["token_logprobs_tail_diff"] < 2e-2
          and out["linear_token_logprobs_max_diff"] < 5e-2 and out["group_advantages_max_diff"] < 1e-4
          and out["ppo_clip_loss_diff"] < 1e-4 and gz == gzb)
    out["status"] = "pass" if ok else "fail"
    return out


def check_sglang_after_trainer() -> dict:
    import httpx
    import torch
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge.hf_config import hf_config_for
    from agon_mcore.rollout.launcher import ManagedProcess, server_command

    m = _qwen3(num_layers=4, vocab_size=4096)
    work = Path(tempfile.mkdtemp(prefix="agon_gpu_check_sglang_"))
    model_dir = work / "tiny_qwen3"
    hf = AutoModelForCausalLM.from_config(hf_config_for(m, m.vocab_size))
    hf.to(torch.bfloat16).save_pretrained(str(model_dir))
    # stand-in for both rivals' trainer state, allocated BEFORE the server starts
    trainer_gib = 20.0
    hold = torch.empty(int(trainer_gib * GIB), dtype=torch.uint8, device="cuda")
    free0, total = torch.cuda.mem_get_info()
    mfs = 0.5
    port = 31000 + os.getpid() % 1000
    cmd = server_command(str(model_dir), port, mem_fraction_static=mfs, skip_tokenizer_init=True)
    cmd += ["--disable-cuda-graph"]  # start-up in seconds; CUDA graphs are not what is checked here
    proc = ManagedProcess("sglang", cmd, f"http://127.0.0.1:{port}", "/health_generate", work / "server.log")
    out = {"trainer_alloc_gib": trainer_gib, "free_before_server_gib": round(free0 / GIB, 2), "mfs": mfs,
           "server_log": str(work / "server.log")}
    try:
        proc.start()
        out["ready_s"] = round(proc.wait_ready(timeout_s=150.0), 1)
        info = httpx.get(f"http://127.0.0.1:{port}/server_info", timeout=30).json()

        def find(d, key):
            if isinstance(d, dict):
                if key in d:
                    return d[key]
                d = list(d.values())
            if isinstance(d, list):
                for x in d:
                    v = find(x, key)
                    if v is not None:
                        return v
            return None

        tokens = find(info, "max_total_num_tokens")
        kv_per_token = 2 * m.num_layers * m.num_kv_heads * m.head_dim * 2
        weights = sum(p.numel() for p in hf.parameters()) * 2
        est_tokens = (mfs * free0 - weights) / kv_per_token
        out.update(max_total_num_tokens=tokens, check_config_estimate_tokens=int(est_tokens),
                   ratio=(tokens / est_tokens) if tokens else None)
        r = httpx.post(f"http://127.0.0.1:{port}/generate", timeout=60, json={
            "input_ids": [1, 2, 3, 4, 5], "sampling_params": {"max_new_tokens": 16, "temperature": 1.0},
            "return_logprob": True})
        r.raise_for_status()
        body = r.json()
        body = body[0] if isinstance(body, list) else body
        out_ids = body.get("output_ids") or []
        lps = (body.get("meta_info") or {}).get("output_token_logprobs") or []
        out.update(generated_tokens=len(out_ids), logprobs_returned=len(lps),
                   finish_reason=(body.get("meta_info") or {}).get("finish_reason"))
        ok = bool(tokens) and 0.5 < out["ratio"] < 1.5 and len(out_ids) > 0 and len(lps) == len(out_ids)
        out["status"] = "pass" if ok else "fail"
    finally:
        proc.stop()
        del hold
    return out


def _agon_e2e(sync: str, lora: bool = False) -> dict:
    import torch

    if sync == "distributed" and torch.cuda.device_count() < 2:
        return {"status": "skipped", "reason": "needs 2 GPUs: NCCL refuses two ranks of one communicator on one GPU "
                                               "(weight_sync=distributed with the server on the trainer's GPU)"}
    work = Path(tempfile.mkdtemp(prefix=f"agon_gpu_check_{sync}{'_lora' if lora else ''}_"))
    run_dir = work / "run"
    colocate = "true" if sync == "tensor" else "false"
    over = ["train.steps=2", "sft.steps=0", "train.device=cuda", "model.params_dtype=bfloat16",
            "rollout.engine=sglang", "rollout.sglang.num_servers=1", "rollout.sglang.router=false",
            f"rollout.sglang.colocate={colocate}", f"rollout.sglang.weight_sync={sync}",
            "rollout.sglang.mem_fraction_static=0.3", "rollout.sglang.first_wait_s=150",
            "rollout.sglang.extra_args=[--disable-cuda-graph]", "algorithm.tis_cap=2.0",
            "eval.at_end=false", "checkpoint.save_every=1", "logging.tensorboard=false", "logging.progress=false"]
    if lora:  # one pool serves the base + both adapters (rollout.sglang LoRA mode)
        over += ["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.A.init_noise_std=0.0",
                 "rivals.B.init_noise_std=0.02", "rivals.A.lora_rank=16", "rivals.B.lora_rank=16"]
    base = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node=1",
            "-m", "agon_mcore.cli", "train"]
    t0 = time.time()
    p = subprocess.run(base + ["--run-dir", str(run_dir), *over], capture_output=True, text=True, cwd=ROOT)
    out = {"seconds_train": round(time.time() - t0, 1), "returncode": p.returncode, "run_dir": str(run_dir)}
    if p.returncode != 0:
        out.update(status="fail", output_tail=(p.stdout + p.stderr)[-3000:])
        return out
    rows = [json.loads(x) for x in (run_dir / "metrics.jsonl").read_text().splitlines() if x.strip()]
    mism = {k: [r[k] for r in rows if k in r] for k in sorted({k for r in rows for k in r if "mismatch" in k})}
    out.update(steps=len(rows), logprob_mismatch=mism)
    # checkpoint reload: resume the run for one more step
    t0 = time.time()
    p2 = subprocess.run(base + ["--resume", str(run_dir), "train.steps=3"], capture_output=True, text=True, cwd=ROOT)
    rows2 = [json.loads(x) for x in (run_dir / "metrics.jsonl").read_text().splitlines() if x.strip()]
    out.update(seconds_resume=round(time.time() - t0, 1), resume_returncode=p2.returncode, steps_after_resume=len(rows2))
    if p2.returncode != 0:
        out["resume_output_tail"] = (p2.stdout + p2.stderr)[-3000:]
    flat = [v for vs in mism.values() for v in vs]
    ok = len(rows) == 2 and flat and all(v == v and v < 0.5 for v in flat) and p2.returncode == 0 and len(rows2) == 3
    if lora:  # the adapters travelled as peft folders, one per rival version (current + previous kept)
        folders = {r: sorted(p.name for p in (run_dir / "rollout" / "lora" / r).glob("v*"))
                   for r in ("A", "B") if (run_dir / "rollout" / "lora" / r).is_dir()}
        out["adapter_folders"] = folders
        ok = ok and set(folders) == {"A", "B"} and all(folders.values())
    out["status"] = "pass" if ok else "fail"
    return out


def check_agon_tensor() -> dict:
    return _agon_e2e("tensor")


def check_agon_distributed() -> dict:
    return _agon_e2e("distributed")


def check_agon_lora() -> dict:
    return _agon_e2e("tensor", lora=True)


def check_checkpoint_bitexact() -> dict:
    import torch

    from agon_mcore.policy import Policy
    from agon_mcore.policy.checkpoint import load_checkpoint, save_checkpoint

    par = _init_world()
    m = _qwen3()
    cfg = _cfg(**{"parallel.micro_batch_tokens": 2048})
    cfg.parallel, cfg.model = par, m
    samples = _samples(8, m.vocab_size, 32, 64)
    pols = {n: Policy(n, m, m.vocab_size, cfg, seed=s) for n, s in (("A", 1), ("B", 2))}
    for p in pols.values():
        p.train_step(samples)  # Adam state and a schedule step to save
    path = Path(tempfile.mkdtemp(prefix="agon_gpu_check_ckpt_")) / "step_000001"
    t0 = time.time()
    save_checkpoint(path, pols, {"step": 1}, keep_last=0)
    save_s = time.time() - t0
    saved_w = {n: [t.detach().clone() for _, t in p.named_parameters()] for n, p in pols.items()}
    ref_lp = {n: torch.cat(p.logprobs(samples)) for n, p in pols.items()}
    for p in pols.values():
        p.train_step(samples)
    fresh = {n: Policy(n, m, m.vocab_size, cfg, seed=s + 10) for n, s in (("A", 1), ("B", 2))}
    extra = load_checkpoint(path, fresh)
    same_w = all(torch.equal(a, b.detach()) for n in pols for a, (_, b) in zip(saved_w[n], fresh[n].named_parameters()))
    same_lp = all(torch.equal(torch.cat(fresh[n].logprobs(samples)), ref_lp[n]) for n in pols)
    for p in fresh.values():
        p.train_step(samples)  # the reloaded Adam state and schedule give the same update
    # (backward kernels may use atomics: the updated weights are compared with a tolerance)
    diff = max((a.detach().float() - b.detach().float()).abs().max().item() for n in pols
               for (_, a), (_, b) in zip(pols[n].named_parameters(), fresh[n].named_parameters()))
    ok = same_w and same_lp and diff <= 1e-3 and extra.get("step") == 1
    return {"status": "pass" if ok else "fail", "save_s": round(save_s, 2), "weights_bitexact": same_w,
            "logprobs_bitexact": same_lp, "max_weight_diff_after_next_step": diff}


def check_hf_parity() -> dict:
    """tools/gpu_smoke.py folded in: NCCL all-reduce, TE/bf16 megatron vs HF log-probs, export bit-exact."""
    import contextlib
    import io

    sys.path.insert(0, str(ROOT / "tools"))
    import gpu_smoke

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        rc = gpu_smoke.main([])
    lines = buf.getvalue().splitlines()
    return {"status": "pass" if rc == 0 else "fail", "lines": lines[-12:]}


def check_moe_te_grouped() -> dict:
    """Qwen3-MoE on TransformerEngine's grouped-GEMM experts (``TEGroupedMLP``, names
    ``experts.linear_fc1.weight{j}``): HF import, logits vs transformers (fp32), export
    bit-exact with every per-expert tensor once, and one policy train step (bf16)."""
    import torch
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge import get_bridge, hf_config_for, per_expert_state_dict
    from agon_mcore.policy.model import build_gpt_model

    par = _init_world()
    m = _qwen3(arch="qwen3_moe", num_experts=8, moe_router_topk=2, moe_ffn_hidden_size=256, moe_dense_layers=[0],
               params_dtype="float32", transformer_impl="transformer_engine", tie_word_embeddings=False)
    torch.manual_seed(0)
    hf = AutoModelForCausalLM.from_config(hf_config_for(m, m.vocab_size)).float().cuda().eval()
    ref = {k: v.detach().cpu() for k, v in per_expert_state_dict(hf).items()}
    chunks = build_gpt_model(m, m.vocab_size, par)
    grouped = any(".experts.linear_fc1.weight" in n for n, _ in chunks[0].named_parameters())
    get_bridge("qwen3_moe").import_hf(chunks, ref.items(), hf.config)
    ids = torch.randint(0, m.vocab_size, (2, 64), device="cuda")
    pos = torch.arange(64, device="cuda").expand(2, 64)
    chunks[0].eval()
    with torch.no_grad():
        err = (chunks[0](ids, pos, None)[..., :m.vocab_size].float() - hf(ids).logits.float()).abs().max().item()
    names = [n for n, _ in get_bridge("qwen3_moe").export_hf(chunks, hf.config)]
    exact = all(torch.equal(t.cpu(), ref[n]) for n, t in get_bridge("qwen3_moe").export_hf(chunks, hf.config))
    mb = _qwen3(arch="qwen3_moe", num_experts=8, moe_router_topk=2, moe_ffn_hidden_size=256, moe_dense_layers=[0],
                transformer_impl="transformer_engine")
    met = _on_policy_step(par, mb)
    ok = (grouped and err < 1e-3 and exact and len(names) == len(set(names)) == len(ref)
          and _grad_norm_ok(met))
    return {"status": "pass" if ok else "fail", "te_grouped_experts": grouped, "logits_max_err_fp32": err,
            "export_bitexact": exact, "exported": len(names), "hf_tensors": len(ref), "grad_norm": met["grad_norm"]}


def check_qwen3_5_fla() -> dict:
    """Qwen3.5 (Gated DeltaNet + gated attention) on a GPU with fla: megatron's GatedDeltaNet runs fla's
    Triton kernels (``deterministic_mode`` off); logits vs the same model on megatron's torch recurrence
    and vs transformers (fp32; fla's chunked kernels round differently, bound 2e-3), export bit-exact,
    and one bf16 policy train step."""
    import torch
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge import get_bridge, hf_config_for
    from agon_mcore.policy import qwen3_5 as q35_spec
    from agon_mcore.policy.model import build_gpt_model

    par = _init_world()
    lt = ["linear_attention"] * 3 + ["full_attention"]
    q35 = dict(arch="qwen3_5", num_layers=4, head_dim=64, layer_types=lt, partial_rotary_factor=0.25,
               linear_key_head_dim=64, linear_value_head_dim=64, linear_num_key_heads=4, linear_num_value_heads=8,
               tie_word_embeddings=False)
    m = _qwen3(params_dtype="float32", **q35)
    torch.manual_seed(0)
    hf = AutoModelForCausalLM.from_config(hf_config_for(m, m.vocab_size)).float().cuda().eval()
    ref = {k: v.detach() for k, v in hf.state_dict().items()}
    ids = torch.randint(0, m.vocab_size, (2, 200), device="cuda")
    pos = torch.arange(200, device="cuda").expand(2, 200)
    out = {}
    for kernel in ("fla", "torch"):
        use_torch = q35_spec.use_torch_gated_delta_rule  # the model provider's choice of recurrence
        if kernel == "torch":
            q35_spec.use_torch_gated_delta_rule = lambda: True
        try:
            chunks = build_gpt_model(m, m.vocab_size, par)
        finally:
            q35_spec.use_torch_gated_delta_rule = use_torch
        get_bridge("qwen3_5").import_hf(chunks, ref.items(), hf.config)
        chunks[0].eval()
        with torch.no_grad():
            out[kernel] = chunks[0](ids, pos, None)[..., :m.vocab_size].float()
        out[kernel + "_deterministic"] = bool(chunks[0].config.deterministic_mode)
    with torch.no_grad():
        want = hf(ids).logits.float()
    exact = all(torch.equal(t, ref[n]) for n, t in get_bridge("qwen3_5").export_hf(chunks, hf.config))
    err_fla_torch = (out["fla"] - out["torch"]).abs().max().item()
    err_hf = (out["fla"] - want).abs().max().item()
    mb = _qwen3(**q35)
    met = _on_policy_step(par, mb, **{"train.shared_prefix_packing": "off"})
    ok = (not out["fla_deterministic"] and out["torch_deterministic"] and err_fla_torch < 2e-3 and err_hf < 2e-3
          and exact and _grad_norm_ok(met))
    return {"status": "pass" if ok else "fail", "logits_fla_vs_torch": err_fla_torch, "logits_fla_vs_hf": err_hf,
            "export_bitexact": exact, "grad_norm": met["grad_norm"]}


def _qwen3_5_te_vs_local(par, q35: dict, dtype: str, ids, pos) -> dict:
    """One tiny Qwen3.5(-MoE) from one HF model, built with the local and the TE layer spec: logits of each vs
    transformers (fp32), TE vs local, the TE chunk's module classes, export bit-exact from the TE chunk."""
    import torch
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge import get_bridge, hf_config_for, per_expert_state_dict
    from agon_mcore.policy.model import build_gpt_model

    torch.manual_seed(0)
    m0 = _qwen3(params_dtype=dtype, **q35)
    hf = AutoModelForCausalLM.from_config(hf_config_for(m0, m0.vocab_size)).float().cuda().eval()
    with torch.no_grad():  # (1 + w) norms start at w = 0: move them so TE's zero-centred gamma is exercised
        for n, p in hf.named_parameters():
            if n.endswith("norm.weight"):
                p.add_(0.2 * torch.randn_like(p))
    ref = {k: v.detach() for k, v in per_expert_state_dict(hf).items()}
    bridge = get_bridge(m0.arch)
    with torch.no_grad():
        want = hf(ids).logits.float()
    out, chunks = {}, {}
    for impl in ("local", "transformer_engine"):
        m = _qwen3(params_dtype=dtype, transformer_impl=impl, **q35)
        chunks[impl] = build_gpt_model(m, m.vocab_size, par)
        bridge.import_hf(chunks[impl], ref.items(), hf.config)
        chunks[impl][0].eval()
        with torch.no_grad():
            out[impl] = chunks[impl][0](ids, pos, None)[..., :m.vocab_size].float()
    te = chunks["transformer_engine"]
    kinds = sorted({type(mod).__name__ for mod in te[0].modules() if type(mod).__name__.startswith("TE")})
    names = [n for n, _ in bridge.export_hf(te, hf.config)]
    exact = all(torch.equal(t.cpu(), ref[n].to(t.dtype).cpu()) for n, t in bridge.export_hf(te, hf.config))
    scale = max(1.0, want.abs().max().item())
    return {"te_vs_local": (out["transformer_engine"] - out["local"]).abs().max().item(),
            "te_vs_hf": (out["transformer_engine"] - want).abs().max().item(),
            "local_vs_hf": (out["local"] - want).abs().max().item(), "logit_scale": scale,
            "te_modules": kinds, "fused_in_proj_norm": any(n.endswith("self_attention.in_proj.layer_norm_weight")
                                                         for n, _ in te[0].named_parameters()),
            "export_bitexact": exact and len(names) == len(set(names)) == len(ref)}


def check_qwen3_5_te() -> dict:
    """Qwen3.5 and Qwen3.5-MoE with the TransformerEngine layer spec (``transformer_impl=transformer_engine``,
    ``agon_mcore/policy/qwen3_5_te.py``): TE linears with fused (1 + w) norms, TE attention, grouped-GEMM
    experts. Against the local spec from the same HF weights: dense in bf16 (TE vs local within 5% of the logit
    scale; each vs transformers' fp32 logits reported), MoE in fp32 (within 2e-3 of the scale: a bf16 rounding
    difference can flip a top-k choice); export bit-exact from the TE model; the TE spec's GatedDeltaNet and
    attention classes equal megatron-core's own ``get_transformer_block_with_experimental_attention_variant_spec``
    (``GatedDeltaNetOutNorm`` in place of its ``TENorm``); one bf16 policy train step with the TE spec.
    Without fla, megatron's torch recurrence runs under ``deterministic_mode``, which TE's attention accepts only
    with ``NVTE_ALLOW_NONDETERMINISTIC_ALGO=0`` (set here, in this check's own process)."""
    import torch
    from megatron.core.models.gpt.experimental_attention_variant_module_specs import (
        get_transformer_block_with_experimental_attention_variant_spec,
    )

    from agon_mcore.compat.gated_delta_net import has_fla
    from agon_mcore.policy.model import build_gpt_model

    os.environ.setdefault("NVTE_ALLOW_NONDETERMINISTIC_ALGO", "0")
    par = _init_world()
    lt = ["linear_attention"] * 3 + ["full_attention"]
    q35 = dict(arch="qwen3_5", num_layers=4, head_dim=64, layer_types=lt, partial_rotary_factor=0.25,
               linear_key_head_dim=64, linear_value_head_dim=64, linear_num_key_heads=4, linear_num_value_heads=8,
               tie_word_embeddings=False)
    moe = dict(q35, arch="qwen3_5_moe", num_experts=8, moe_router_topk=2, moe_ffn_hidden_size=128,
               moe_shared_expert_ffn_hidden_size=256)
    ids = torch.randint(0, 4096, (2, 200), device="cuda", generator=torch.Generator("cuda").manual_seed(0))
    pos = torch.arange(200, device="cuda").expand(2, 200)
    dense = _qwen3_5_te_vs_local(par, q35, "bfloat16", ids, pos)
    experts = _qwen3_5_te_vs_local(par, moe, "float32", ids, pos)

    mb = _qwen3(transformer_impl="transformer_engine", **q35)
    ours = build_gpt_model(mb, mb.vocab_size, par)[0].decoder.layers
    theirs = get_transformer_block_with_experimental_attention_variant_spec(ours[0].config).layer_specs
    pick = (("in_proj", "out_proj"), ("linear_qkv", "core_attention", "linear_proj"))
    same_as_megatron = all(type(getattr(ours[i].self_attention, k)) is getattr(
        theirs[i].submodules.self_attention.submodules, k) for i, keys in ((0, pick[0]), (3, pick[1])) for k in keys)
    met = _on_policy_step(par, mb, **{"train.shared_prefix_packing": "off"})
    ok = (dense["te_vs_local"] <= 0.05 * dense["logit_scale"] and experts["te_vs_local"] <= 2e-3 * experts["logit_scale"]
          and dense["export_bitexact"] and experts["export_bitexact"] and dense["fused_in_proj_norm"]
          and "TEColumnParallelGroupedLinear" in experts["te_modules"] and same_as_megatron
          and _grad_norm_ok(met))
    return {"status": "pass" if ok else "fail", "fla": has_fla(), "dense_bf16": dense, "moe_fp32": experts,
            "same_classes_as_megatron_spec": same_as_megatron, "grad_norm": met["grad_norm"]}


# ----------------------------------------------------------------------------- kernels at production size


def _realistic_logits(T: int, V: int, dev, seed: int = 0, dtype=None):
    """bf16 logits shaped like an LLM's (not near-uniform): a heavy-tailed base (scale 2.5)
    with a confident top token on 70% of the rows (+12), and targets that are that token
    on those rows and a random token elsewhere. Returns ``(logits [T, V], targets [T])``."""
    import torch

    g = torch.Generator(dev).manual_seed(seed)
    z = torch.empty(T, V, device=dev, dtype=dtype or torch.bfloat16)
    rows = max(1, (1 << 28) // V)
    for r0 in range(0, T, rows):  # in row blocks: no fp32 copy of the whole matrix
        r1 = min(T, r0 + rows)
        z[r0:r1] = (torch.randn(r1 - r0, V, device=dev, generator=g) * 2.5).to(z.dtype)
    top = torch.randint(0, V, (T,), device=dev, generator=g)
    conf = torch.rand(T, device=dev, generator=g) < 0.7
    z[torch.arange(T, device=dev), top] += torch.where(conf, 12.0, 0.0).to(z.dtype)
    rnd = torch.randint(0, V, (T,), device=dev, generator=g)
    return z, torch.where(conf, top, rnd)


def _median_ms(fn, reps: int = 5) -> float:
    """Median wall time of ``fn()`` in ms over ``reps`` runs after one warm-up (CUDA events)."""
    import statistics

    import torch

    fn()
    times = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        torch.cuda.synchronize()
        times.append(a.elapsed_time(b))
    return round(statistics.median(times), 3)


def _peak_gib(fn) -> float:
    import torch

    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    base = torch.cuda.memory_allocated()
    fn()
    torch.cuda.synchronize()
    return round((torch.cuda.max_memory_allocated() - base) / GIB, 3)


def _err(a, b) -> dict:
    """Errors of ``a`` vs the reference ``b`` (same shape): ``max`` (absolute), ``p99_9`` (the 99.9th
    percentile of the absolute error) and ``max_ulp``: the largest error in units in the last place of
    ``b``'s dtype at ``b``'s magnitude (bf16: 8 significant bits, so 2**-12 for values in
    [2**-5, 2**-4); magnitudes below 2**-14 count in the ulp of 2**-14, so a denormal-sized
    difference near zero is not thousands of ulps). A bf16 result of an fp32 sum taken in another order may round one way or the
    other: 1 ulp is that rounding, more is a real error. Computed in chunks of 2**26 elements (no
    full-size fp32 copy of a vocab-sized gradient); above 2**24 elements the tail comes from 2**24
    elements sampled with replacement (a full randperm would need 8 bytes per element: 37 GiB)."""
    import torch

    fa, fb = a.detach().reshape(-1), b.detach().reshape(-1)
    mx = mu = 0.0
    step = 1 << 26
    for i in range(0, fa.numel(), step):
        d = (fa[i:i + step].float() - fb[i:i + step].float()).abs()
        mx = max(mx, d.max().item())
        mu = max(mu, _ulps(d, fb[i:i + step].float(), b.dtype).max().item())
    n = 1 << 24
    if fa.numel() < n:
        d = (fa.float() - fb.float()).abs()
    else:
        idx = torch.randint(fa.numel(), (n,), device=fa.device)
        d = (fa[idx].float() - fb[idx].float()).abs()
    tail = d.kthvalue(max(1, int(d.numel() * 0.999))).values.item()
    return {"max": mx, "p99_9": tail, "max_ulp": mu}


def triton_kernel_metadata() -> dict:
    """Registers and spills of every compiled Triton kernel of agon_kernels (from the JIT caches:
    ``n_regs``, ``n_spills`` of each compiled variant), ``{kernel: [{"n_regs", "n_spills"}, ...]}``."""
    import importlib

    out = {}
    for modname in ("agon_kernels._triton_logprob", "agon_kernels._triton_policy_loss", "agon_kernels._triton_advantage"):
        try:
            mod = importlib.import_module(modname)
        except Exception as e:  # noqa: BLE001 - reported, not fatal
            out[modname] = f"not importable: {e}"
            continue
        for name in dir(mod):
            fn = getattr(mod, name)
            caches = getattr(fn, "device_caches", None) or {}
            variants = []
            for dev_cache in caches.values():
                kcache = dev_cache[0] if isinstance(dev_cache, (tuple, list)) else dev_cache
                for k in getattr(kcache, "values", lambda: [])():
                    variants.append({"n_regs": getattr(k, "n_regs", None), "n_spills": getattr(k, "n_spills", None)})
            if variants:
                out[name] = variants
    return out


def _sharded_logprob_worker(rank: int, world: int, port: int, T: int, V: int, n_valid: int, temp: float,
                            out_dir: str, impl: str, device: str) -> None:
    """One emulated TP rank: its vocab half, merged over a gloo group; errors vs the full reference."""
    import torch
    import torch.distributed as dist

    from agon_kernels.logprob import token_logprobs

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world)
    dev = torch.device(device)
    z, tgt = _realistic_logits(T, V, dev, seed=1)
    tgt = tgt.clamp(max=n_valid - 1)
    vl = V // world
    shard = z[:, rank * vl:(rank + 1) * vl].detach().clone().requires_grad_(True)
    lp, ent = token_logprobs(shard, tgt, temperature=temp, vocab_start=rank * vl, num_valid_vocab=n_valid,
                             group=dist.group.WORLD, return_entropy=True, impl=impl)
    (lp.sum() + 0.1 * ent.sum()).backward()
    rlp, rent, rgrad = _torch_reference(z, tgt, temp, n_valid)
    cols = slice(rank * vl, (rank + 1) * vl)
    res = {"logprob": _err(lp, rlp), "entropy": _err(ent, rent), "grad": _err(shard.grad, rgrad[:, cols]),
           "grad_vs_fp64": _grad_vs_fp64(z, tgt, temp, n_valid, shard.grad, rgrad[:, cols], cols)}
    Path(out_dir, f"rank{rank}.json").write_text(json.dumps(res))
    dist.destroy_process_group()


def sharded_logprob_errors(T: int, V: int, n_valid: int, temp: float, impl: str, device: str) -> dict:
    """Two emulated vocab shards (two processes, gloo) merged vs the unsharded torch reference."""
    import torch.multiprocessing as mp

    from agon_mcore.rollout.weight_sync import free_port

    d = tempfile.mkdtemp(prefix="agon_gpu_check_shards_")
    mp.start_processes(_sharded_logprob_worker, args=(2, free_port(), T, V, n_valid, temp, d, impl, device),
                       nprocs=2, join=True, start_method="spawn")
    ranks = [json.loads(Path(d, f"rank{r}.json").read_text()) for r in range(2)]
    out = {k: {m: max(r[k][m] for r in ranks) for m in ("max", "p99_9", "max_ulp")} for k in ("logprob", "entropy", "grad")}
    out["grad_vs_fp64"] = [r["grad_vs_fp64"] for r in ranks]
    return out


def logprob_kernel_report(T: int = 32768, V: int = 151936, n_valid: int = 151669, temp: float = 0.7,
                          impl: str = "triton", device: str = "cuda", time_it: bool = True,
                          shard_T: Optional[int] = None) -> dict:
    """The Triton log-prob kernel (``impl``) forward AND backward, with entropy, vs the torch
    reference at ``T x V`` (``num_valid_vocab`` < V: padding columns excluded), realistic logits;
    errors (max, 99.9th percentile, last 8 rows), median times vs eager and ``torch.compile``,
    peak memory, two emulated vocab shards merged. CPU tests call it at small sizes."""
    import torch

    from agon_kernels.logprob import token_logprobs

    dev = torch.device(device)
    out = {"T": T, "V": V, "num_valid_vocab": n_valid, "temperature": temp, "impl": impl}
    z, tgt = _realistic_logits(T, V, dev)
    tgt = tgt.clamp(max=n_valid - 1)

    def run(kind):
        x = z.detach().requires_grad_(True)
        lp, ent = token_logprobs(x, tgt, temperature=temp, num_valid_vocab=n_valid, return_entropy=True, impl=kind)
        (lp.sum() + 0.1 * ent.sum()).backward()
        return lp.detach(), ent.detach(), x.grad

    a, b = run(impl), _torch_reference(z, tgt, temp, n_valid)
    with torch.no_grad():
        p = torch.softmax(z[:256, :n_valid].float() / temp, -1)
        out["mean_entropy_nats_first_256_rows"] = round(float(-(p * p.clamp_min(1e-30).log()).sum(-1).mean()), 3)
        del p
    out["errors"] = {"logprob": _err(a[0], b[0]), "entropy": _err(a[1], b[1]), "grad": _err(a[2], b[2]),
                     "logprob_last8": (a[0][-8:] - b[0][-8:]).abs().max().item(),
                     "grad_padding_cols_max": a[2][:, n_valid:].abs().max().item() if n_valid < V else 0.0}
    out["grad_vs_fp64"] = _grad_vs_fp64(z, tgt, temp, n_valid, a[2], b[2])
    del a, b
    if time_it:
        def eager_ref(x, t):
            lse = torch.logsumexp(x.float()[:, :n_valid] / temp, -1)
            return x.float().gather(1, t[:, None]).squeeze(1) / temp - lse

        compiled = torch.compile(eager_ref)

        def fb(f):
            def go():
                x = z.detach().requires_grad_(True)
                f(x).sum().backward()
            return go

        kern = fb(lambda x: token_logprobs(x, tgt, temperature=temp, num_valid_vocab=n_valid, impl=impl))
        eager, comp = fb(lambda x: eager_ref(x, tgt)), fb(lambda x: compiled(x, tgt))
        # the eager and compiled references hold fp32 copies of the logits: at T x V = 32768 x 151936
        # they may not fit an 80 GiB card beside the logits; "oom" is then their result (the kernel's is not)
        out["fwd_bwd_ms_median5"] = {"kernel": _median_ms(kern), "eager": _or_oom(_median_ms, eager),
                                     "torch_compile": _or_oom(_median_ms, comp)}
        out["peak_gib_fwd_bwd"] = {"kernel": _peak_gib(kern), "eager": _or_oom(_peak_gib, eager)}
    z = None  # frees the logits before the sharded check (the closures above are done with it)
    if device == "cuda":
        torch.cuda.empty_cache()
    # two processes share the card: each holds its logits and the unsharded reference, so the merge is
    # checked on min(T, 8192) rows (rows are independent; the merge does not depend on T)
    out["two_shards_merged"] = sharded_logprob_errors(shard_T or min(T, 8192), V, n_valid, temp, impl, device)
    out["two_shards_T"] = shard_T or min(T, 8192)
    return out


def _torch_reference(z, tgt, temp: float, n_valid: int, rows: int = 2048):
    """The torch reference of :func:`agon_kernels.logprob.token_logprobs` with entropy, forward and
    backward of ``lp.sum() + 0.1 * ent.sum()``, taken ``rows`` rows at a time (each row's log-prob,
    entropy and gradient depend on that row alone), so no fp32 copy of the whole ``[T, V]`` logits
    is held: at 32768 x 151936 one is 18.5 GiB, and the unchunked reference ran out of memory on an
    80 GiB H100. Returns ``(logprobs [T] fp32, entropy [T] fp32, grad [T, V] in z's dtype)``."""
    import torch

    from agon_kernels.logprob import token_logprobs

    lps, ents = [], []
    grad = torch.empty_like(z)
    for r0 in range(0, z.shape[0], rows):
        x = z[r0:r0 + rows].detach().clone().requires_grad_(True)
        lp, ent = token_logprobs(x, tgt[r0:r0 + rows], temperature=temp, num_valid_vocab=n_valid,
                                 return_entropy=True, impl="torch")
        (lp.sum() + 0.1 * ent.sum()).backward()
        lps.append(lp.detach())
        ents.append(ent.detach())
        grad[r0:r0 + rows] = x.grad
    return torch.cat(lps), torch.cat(ents), grad


def _ulps(d, ref, dtype=None):
    """``|d|`` in units in the last place of ``dtype`` (bf16 by default; 1 for an integer dtype) at ``|ref|``'s
    magnitude, magnitudes below 2**-14 counted at 2**-14 (:func:`_err`'s measure)."""
    import torch

    dtype = dtype or torch.bfloat16
    mant = torch.finfo(dtype).eps if dtype.is_floating_point else 1.0
    r = ref.abs().clamp_min(2.0 ** -14)
    return d.abs() / (torch.exp2(torch.floor(torch.log2(r))) * mant)


def _grad_vs_fp64(z, tgt, temp: float, n_valid: int, got, ref, cols: Optional[slice] = None, k: int = 8,
                  rows_per: int = 2048) -> dict:
    """Which is nearer the exact gradient where the kernel and the fp32 torch reference differ most.

    The ``k`` rows of ``got`` (the kernel's bf16 gradient, columns ``cols`` of the full vocabulary)
    with the largest bf16-ulp difference from ``ref`` (the torch fp32 reference, rounded to bf16) are
    recomputed in fp64 over the full vocabulary; each side's largest error there in bf16 ulps of the
    fp64 value. An element like ``(1 - p_target) / T`` with ``p_target`` near 1 is a cancellation: the
    normaliser summed over 151 936 columns in another order moves it by ~1e-6 absolute in either
    implementation, which is several ulps of a tiny result. The first H100 run (2026-12-05) measured
    6 ulps kernel vs reference at an absolute 2.4e-4 max; this tells whether the kernel or the
    reference is the one off. ``kernel_no_worse``: the kernel's error vs fp64 is at most 1 ulp or at
    most the reference's."""
    import torch

    from agon_kernels.logprob import token_logprobs

    cols = cols or slice(None)
    T = got.shape[0]
    worst = torch.empty(T, dtype=torch.float32, device=got.device)
    for r0 in range(0, T, rows_per):
        g, r = got[r0:r0 + rows_per].float(), ref[r0:r0 + rows_per].float()
        worst[r0:r0 + rows_per] = _ulps(g - r, r).amax(-1)
    rows = torch.topk(worst, min(k, T)).indices.sort().values
    x = z[rows].double().requires_grad_(True)
    lp, ent = token_logprobs(x, tgt[rows], temperature=temp, num_valid_vocab=n_valid, return_entropy=True,
                             impl="torch")
    (lp.sum() + 0.1 * ent.sum()).backward()
    exact = x.grad[:, cols]
    ke, te = _ulps(got[rows].double() - exact, exact), _ulps(ref[rows].double() - exact, exact)
    out = {"rows": rows.tolist(), "kernel_vs_reference_max_ulp": worst[rows].max().item(),
           "kernel_max_ulp": ke.max().item(), "reference_max_ulp": te.max().item(),
           "kernel_max_abs": (got[rows].double() - exact).abs().max().item(),
           "reference_max_abs": (ref[rows].double() - exact).abs().max().item()}
    out["kernel_no_worse"] = out["kernel_max_ulp"] <= max(1.0, out["reference_max_ulp"])
    return out


def _or_oom(measure, fn):
    """``measure(fn)``, or the string ``"oom"`` when it runs out of CUDA memory (cache emptied after)."""
    import torch

    try:
        return measure(fn)
    except torch.cuda.OutOfMemoryError:
        torch.cuda.empty_cache()
        return "oom"


def check_logprob_kernels() -> dict:
    out = logprob_kernel_report()
    out["kernel_metadata"] = triton_kernel_metadata()
    e, sh = out["errors"], out["two_shards_merged"]
    # bf16 inputs, fp32 accumulation on both sides: the error is summation order, not precision.
    # The gradient comes back in the logits' dtype (bf16): fp32 sums taken in another order may round
    # to the neighbouring bf16 value, one ulp (2**-12 = 2.4e-4 for values in [2**-5, 2**-4)), so the
    # gradient is held to 1 ulp at each element's magnitude rather than to an absolute bound.
    # the gradient: within 1 ulp of the fp32 reference, or, where more, no farther from the fp64
    # gradient than that reference is (cancellations: _grad_vs_fp64)
    grad_ok = e["grad"]["max_ulp"] <= 1.0 or out["grad_vs_fp64"]["kernel_no_worse"]
    shard_ok = sh["grad"]["max_ulp"] <= 1.0 or all(r["kernel_no_worse"] for r in sh["grad_vs_fp64"])
    conds = {"logprob max < 2e-3": e["logprob"]["max"] < 2e-3, "entropy max < 2e-3": e["entropy"]["max"] < 2e-3,
             "grad within 1 ulp or no worse than the reference vs fp64": grad_ok,
             "padding columns' grad 0": e["grad_padding_cols_max"] == 0.0,
             "last 8 rows' logprob < 2e-3": e["logprob_last8"] < 2e-3,
             "two shards' logprob max < 2e-3": sh["logprob"]["max"] < 2e-3,
             "two shards' grad within 1 ulp or no worse vs fp64": shard_ok}
    ok = all(conds.values())
    if not ok:
        out["reason"] = "failed: " + "; ".join(k for k, v in conds.items() if not v)
    spills = [v.get("n_spills") for vs in out["kernel_metadata"].values() if isinstance(vs, list) for v in vs]
    out["any_spills"] = any(x for x in spills if x)
    out["status"] = "pass" if ok else "fail"
    return out


def loss_kernel_report(M: int = 1 << 22, impl: str = "triton", device: str = "cuda") -> dict:
    """``group_advantages`` (forward) and ``ppo_clip_loss`` forward AND backward (with TIS and
    k3 KL) vs the torch reference on ``M`` tokens."""
    import torch

    from agon_kernels.advantage import group_advantages
    from agon_kernels.policy_loss import ppo_clip_loss

    dev = torch.device(device)
    g = torch.Generator(dev).manual_seed(0)
    r = (torch.rand(M, device=dev, generator=g) < 0.3).float()
    offs = torch.arange(0, M + 1, 16, device=dev)
    ga, za = group_advantages(r, offs, impl=impl)
    gb, zb = group_advantages(r, offs, impl="torch")
    lp0 = torch.randn(M, device=dev, generator=g) * 0.5 - 2
    old = lp0 + torch.randn(M, device=dev, generator=g) * 0.05
    roll = old + torch.randn(M, device=dev, generator=g) * 0.02
    ref = old + torch.randn(M, device=dev, generator=g) * 0.05
    mask = (torch.rand(M, device=dev, generator=g) < 0.9).float()
    res = {}
    for kind in (impl, "torch"):
        lp = lp0.detach().clone().requires_grad_(True)
        loss, st = ppo_clip_loss(lp, old, ga, mask, eps_low=0.2, eps_high=0.28, ref_logprobs=ref, kl_coef=0.01,
                                 rollout_logprobs=roll, tis_cap=2.0, impl=kind)
        loss.backward()
        res[kind] = (loss.detach(), lp.grad, st)
    out = {"M": M, "group_advantages_max_diff": (ga - gb).abs().max().item(), "zero_var_groups": [za, zb],
           "ppo_loss_diff": abs(res[impl][0].item() - res["torch"][0].item()),
           "ppo_grad_max_diff": (res[impl][1] - res["torch"][1]).abs().max().item(),
           "ppo_grad_max": res["torch"][1].abs().max().item()}
    return out


def check_loss_kernels() -> dict:
    out = loss_kernel_report()
    ok = (out["group_advantages_max_diff"] < 1e-4 and out["zero_var_groups"][0] == out["zero_var_groups"][1]
          and out["ppo_loss_diff"] < 1e-5 and out["ppo_grad_max_diff"] <= 1e-6 * max(1.0, out["ppo_grad_max"] * 1e3))
    out["status"] = "pass" if ok else "fail"
    return out


# ----------------------------------------------------------------------------- megatron model step


def megatron_step_report(model_over: Optional[dict] = None, T: int = 8192, seqs: int = 4, prompt: int = 64,
                         fused_modes=(False, True)) -> dict:
    """A megatron-core Qwen3-0.6B-shaped policy (``transformer_impl=auto``: TE spec when TE
    imports, else the local spec with SDPA) takes two PPO steps per log-prob head: the first's
    time (one-time costs), the second's tokens/s and MFU (PaLM accounting,
    :func:`agon_mcore.train.debug.sequence_flops`), the first's peak memory over what was allocated
    before the policy, and ``agon check-config``'s prediction for the same layout beside it; the
    step-1 ratio to the rollout log-probs (computed by the same policy: exactly 1) and the
    train/rollout mismatch; what the policy leaves allocated once deleted."""
    import torch

    from agon_mcore.policy import Policy
    from agon_mcore.train.checks import estimate_memory
    from agon_mcore.train.debug import peak_tflops, sequence_flops

    cuda = torch.cuda.is_available()
    par = _init_world()
    m = _qwen3(**(QWEN3_0P6B if model_over is None else model_over))
    resp = T // seqs
    samples = _samples(seqs, m.vocab_size, prompt, resp)
    tokens = seqs * (prompt + resp)
    out = {"tokens_per_step": tokens, "model": {k: getattr(m, k) for k in ("hidden_size", "num_layers", "vocab_size")}}
    lps = {}
    for fused in fused_modes:
        # memory held before this policy exists (the CUDA context is not counted; a policy built
        # earlier and not freed would be): the peak is reported over it too
        base = torch.cuda.memory_allocated() / GIB if cuda else None
        over = {"parallel.micro_batch_tokens": tokens, "train.fused_logprob_head": fused}
        cfg = _cfg(**over)
        cfg.parallel, cfg.model = par, m
        pol = Policy("A", m, m.vocab_size, cfg, seed=1)
        lp = pol.logprobs(samples)
        lps[fused] = torch.cat(lp)
        for s_, x in zip(samples, lp):  # the rollout log-probs = this policy's own: step-1 ratio exactly 1
            s_.rollout_logprobs = x.tolist()
        if cuda:
            torch.cuda.synchronize()
            torch.cuda.reset_peak_memory_stats()
        t0 = time.perf_counter()
        met = pol.train_step(samples)
        if cuda:
            torch.cuda.synchronize()
        dt1 = time.perf_counter() - t0
        measured = torch.cuda.max_memory_allocated() / GIB if cuda else None
        # the first step pays one-time costs (allocator growth, cuBLAS handles, Triton JIT): the
        # first H100 run timed it alone (1.62 s, MFU 2.3%); the speed is the second step's
        t0 = time.perf_counter()
        pol.train_step(samples)
        if cuda:
            torch.cuda.synchronize()
        dt = time.perf_counter() - t0
        key = "fused" if fused else "default"
        flops = sum(sequence_flops(m, m.vocab_size, prompt + resp, train=True) for _ in range(seqs))
        dev_name = torch.cuda.get_device_name() if cuda else "cpu"
        peak = peak_tflops(dev_name, m.params_dtype)
        est = estimate_memory(load_cfg_for_estimate(m, tokens, fused), gpus=1, gpu_gib=139.0)
        predicted = (est.static + est.transient) / GIB  # the trainer terms (no SGLang, no CUDA runtime)
        out[key] = {"first_step_s": round(dt1, 3), "step_s": round(dt, 3), "tokens_per_s": round(tokens / dt, 1),
                    "mfu": round(flops / dt / (peak * 1e12), 4) if peak else None,
                    "peak_gib_measured": round(measured, 2) if measured is not None else None,
                    "allocated_gib_before_policy": round(base, 2) if base is not None else None,
                    "peak_gib_over_before": round(measured - base, 2) if measured is not None else None,
                    "check_config_predicted_gib": round(predicted, 2),
                    "predicted_over_measured": round(predicted / (measured - base), 3) if measured else None,
                    "ratio_mean": met.get("ratio_mean"), "logprob_mismatch": met.get("logprob_mismatch"),
                    "loss": met.get("loss"), "grad_norm": met.get("grad_norm")}
        del pol, met
        if cuda:
            import gc

            gc.collect()
            torch.cuda.empty_cache()
            # what the policy left behind once deleted (0 unless something still holds it)
            out[key]["left_allocated_gib_after_del"] = round(torch.cuda.memory_allocated() / GIB - base, 2)
    if len(lps) == 2:
        out["max_abs_logprob_diff_fused_vs_default"] = (lps[True] - lps[False]).abs().max().item()
    return out


def load_cfg_for_estimate(m, tokens: int, fused: bool):
    """The run config ``agon check-config`` would estimate for this check's layout (1 GPU, no rollout servers)."""
    cfg = _cfg(**{"parallel.micro_batch_tokens": tokens, "train.fused_logprob_head": fused,
                  "rollout.engine": "local"})
    cfg.model = m
    for r in ("A", "B"):
        cfg.rivals[r].model = {}  # both rivals: this check's model
    return cfg


def check_megatron_step() -> dict:
    out = megatron_step_report()
    d, f = out["default"], out["fused"]
    conds = {"step-1 ratio exactly 1": d["ratio_mean"] == 1.0 and f["ratio_mean"] == 1.0,
             "train/rollout mismatch 0": (d["logprob_mismatch"] or 0.0) == 0.0,
             "fused vs default log-probs within 2e-2": out["max_abs_logprob_diff_fused_vs_default"] <= 2e-2,
             # the first H100 run (2026-12-05) measured the fused head's absolute peak 17.83 GiB over the
             # default's 12.28: the peaks are now taken over what was allocated before each policy
             "fused head's peak below the default's": f["peak_gib_over_before"] < d["peak_gib_over_before"]}
    ok = all(conds.values())
    if not ok:
        out["reason"] = "failed: " + "; ".join(k for k, v in conds.items() if not v)
    out["status"] = "pass" if ok else "fail"
    return out


# ----------------------------------------------------------------------------- whole runs


def _train_run(over: List[str], run_dir: Path, timeout_s: float) -> dict:
    cmd = [sys.executable, "-m", "agon_mcore.cli", "train", "--run-dir", str(run_dir), *over]
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=timeout_s)
    out = {"wall_s": round(time.time() - t0, 1), "returncode": p.returncode, "cmd": " ".join(cmd[2:])}
    if p.returncode != 0:
        out["output_tail"] = (p.stdout + p.stderr)[-3000:]
        return out
    rows = [json.loads(x) for x in (run_dir / "metrics.jsonl").read_text().splitlines() if x.strip()]
    out["steps"] = len(rows)
    out["metrics"] = {k: [r.get(k) for r in rows] for k in sorted({k for r in rows for k in r})
                      if any(w in k for w in ("mismatch", "ratio", "time", "_s", "tokens_per_s", "update"))}
    return out


# a bf16 run with the same log-prob kernel for rollout and training stays well below this
MISMATCH_BOUND = 0.05


def check_local_rollout() -> dict:
    """The local rollout engine on the GPU: 2 short steps (each ends with a weight update of
    both rivals into the engine); the per-step train/rollout log-prob mismatch in bf16."""
    work = Path(tempfile.mkdtemp(prefix="agon_gpu_check_local_"))
    out = _train_run(["train.steps=2", "sft.steps=0", "train.device=cuda", "model.params_dtype=bfloat16",
                      "rollout.engine=local", "eval.at_end=false", "logging.tensorboard=false",
                      "logging.progress=false"], work / "run", 60)
    flat = [v for k, vs in out.get("metrics", {}).items() if "mismatch" in k for v in vs if isinstance(v, (int, float))]
    out["mismatch_bound"] = MISMATCH_BOUND
    out["status"] = "pass" if out["returncode"] == 0 and flat and max(flat) < MISMATCH_BOUND else "fail"
    return out


def check_agon_train_default() -> dict:
    """``agon train`` with its defaults on the GPU (``train.device=cuda``); wall time. The CPU
    run of the same command is timed by docs/results (``agon train`` on the dev machine)."""
    work = Path(tempfile.mkdtemp(prefix="agon_gpu_check_train_"))
    out = _train_run(["train.device=cuda"], work / "run", 110)
    out["status"] = "pass" if out["returncode"] == 0 and out.get("steps", 0) > 0 else "fail"
    return out


MEGATRON = ("megatron.core", "omegaconf", "transformers", "safetensors", "psutil", "numpy")
TRITON = ("triton",)
SGLANG = ("sglang", "httpx")
# name -> (function, time budget in seconds, needs): needs lists the importable modules, the
# GPUs (``gpus``) and whether it runs only when named in --only (``opt_in``)
CHECKS: Dict[str, tuple] = {
    "logprob_kernels": (check_logprob_kernels, 100, {"modules": TRITON + ("psutil",), "gpus": 1}),
    "loss_kernels": (check_loss_kernels, 30, {"modules": TRITON, "gpus": 1}),
    "megatron_step": (check_megatron_step, 90, {"modules": MEGATRON + TRITON, "gpus": 1}),
    "local_rollout": (check_local_rollout, 70, {"modules": MEGATRON + TRITON + ("datasets", "math_verify"),
                                                  "gpus": 1}),
    "agon_train_default": (check_agon_train_default, 120, {"modules": MEGATRON + TRITON + ("datasets", "math_verify"),
                                                            "gpus": 1}),
    "te_policy_step": (check_te_policy_step, 60, {"modules": MEGATRON + ("transformer_engine",), "gpus": 1}),
    "triton_large": (check_triton_large, 75, {"modules": TRITON, "gpus": 1, "opt_in": True}),
    "fused_head": (check_fused_head, 75, {"modules": MEGATRON + TRITON, "gpus": 1, "opt_in": True}),
    "sglang_after_trainer": (check_sglang_after_trainer, 100, {"modules": MEGATRON + SGLANG, "gpus": 1}),
    "agon_tensor": (check_agon_tensor, 150, {"modules": MEGATRON + SGLANG, "gpus": 1}),
    "agon_distributed": (check_agon_distributed, 180, {"modules": MEGATRON + SGLANG, "gpus": 2}),
    "agon_lora": (check_agon_lora, 150, {"modules": MEGATRON + SGLANG + ("peft",), "gpus": 1, "opt_in": True}),
    "checkpoint_bitexact": (check_checkpoint_bitexact, 50, {"modules": MEGATRON, "gpus": 1}),
    "hf_parity": (check_hf_parity, 45, {"modules": MEGATRON + ("transformer_engine",), "gpus": 1}),
    "moe_te_grouped": (check_moe_te_grouped, 60, {"modules": MEGATRON + ("transformer_engine",), "gpus": 1}),
    "qwen3_5_fla": (check_qwen3_5_fla, 60, {"modules": MEGATRON + TRITON + ("fla",), "gpus": 1}),
    "qwen3_5_te": (check_qwen3_5_te, 90, {"modules": MEGATRON + TRITON + ("transformer_engine",), "gpus": 1}),
}
# run only when named in --only (the default run stays within TOTAL_S on one GPU); triton_large
# and fused_head are covered by logprob_kernels/loss_kernels and megatron_step
OPT_IN = {n for n, (_, _, need) in CHECKS.items() if need.get("opt_in")}


def missing_needs(name: str, gpus: Optional[int] = None) -> Optional[str]:
    """Why check ``name`` cannot run here (a missing module or too few GPUs), or None.

    Modules are looked up with ``importlib.util.find_spec`` (nothing is imported); ``gpus``
    defaults to ``torch.cuda.device_count()``.
    """
    import importlib.util

    need = CHECKS[name][2]
    missing = []
    for mod in need.get("modules", ()):
        try:
            found = importlib.util.find_spec(mod) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append(mod)
    reasons = []
    if missing:
        reasons.append(f"missing package(s) {', '.join(missing)} (the offline kit installs the small ones: "
                       "docs/gpu.md)")
    if gpus is None:
        import torch

        gpus = torch.cuda.device_count() if torch.cuda.is_available() else 0
    if gpus < need.get("gpus", 1):
        reasons.append(f"needs {need.get('gpus', 1)} CUDA GPU(s), this machine has {gpus}")
    return "; ".join(reasons) or None


def dry_run_report(names: List[str]) -> dict:
    """Every check's needs resolved, nothing run: each ``skipped`` with its reason."""
    import torch

    gpus = torch.cuda.device_count() if torch.cuda.is_available() else 0
    checks = {}
    for n in names:
        fn = CHECKS[n][0]
        assert callable(fn), n
        why = missing_needs(n, gpus)
        checks[n] = {"status": "skipped", "reason": "dry run: " + (why or "every need is met; would run"),
                     "would_run": why is None, "budget_s": CHECKS[n][1],
                     "needs": {k: list(v) if isinstance(v, tuple) else v for k, v in CHECKS[n][2].items()}}
    return {"ok": True, "dry_run": True, "cuda": bool(gpus), "gpus": gpus, "imports": bootstrap_checkout(),
            "checks": checks, "summary": _summary(checks)}


def _summary(checks: dict) -> dict:
    out: Dict[str, list] = {}
    for n, c in checks.items():
        out.setdefault(c["status"], []).append(n if c["status"] not in ("skipped", "error", "fail", "timeout")
                                               else f"{n}: {c.get('reason') or c.get('error') or ''}"[:300])
    return out


# ----------------------------------------------------------------------------- driver


def _run_one(name: str, result_path: str) -> int:
    """Child process: run one check, write its JSON result."""
    bootstrap_checkout()
    fn: Callable[[], dict] = CHECKS[name][0]
    t0 = time.time()
    try:
        res = fn()
    except Exception as e:  # a check that raises is an error with its traceback, not a crash of the driver
        res = {"status": "error", "error": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc()[-4000:]}
    res["seconds"] = round(time.time() - t0, 1)
    Path(result_path).write_text(json.dumps(res, default=str))
    return 0


def _kill_group(p: subprocess.Popen) -> None:
    import signal

    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(p.pid, sig)
            p.wait(timeout=15)
            return
        except ProcessLookupError:
            return
        except subprocess.TimeoutExpired:
            continue


def no_cuda_report(reason: str) -> dict:
    return {"ok": False, "cuda": False, "error": f"no CUDA device: {reason}; tools/gpu_check.py runs only on a "
            "CUDA GPU (H100/H200), nothing was run",
            "checks": {n: {"status": "skipped", "reason": missing_needs(n, gpus=0)} for n in CHECKS}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=None, help="also write the JSON report here")
    ap.add_argument("--only", default=None, help="comma-separated check names (default: all but the opt-in "
                    f"{sorted(OPT_IN)})")
    ap.add_argument("--total-s", type=float, default=TOTAL_S, help="cap on the whole run in seconds")
    ap.add_argument("--list", action="store_true", help="print the checks and their time budgets")
    ap.add_argument("--dry-run", action="store_true", help="import every check, resolve its needs, run nothing "
                    "(each is reported skipped with its reason); exit 0")
    ap.add_argument("--run-check", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--result", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.list:
        print(json.dumps({n: b for n, (_, b, _) in CHECKS.items()}, indent=1))
        return 0
    if args.run_check:
        return _run_one(args.run_check, args.result)
    bootstrap_checkout()
    all_names = list(CHECKS) if args.dry_run and not args.only else None
    if args.dry_run:
        names = all_names or [n.strip() for n in args.only.split(",") if n.strip()]
        unknown = [n for n in names if n not in CHECKS]
        if unknown:
            print(f"unknown check(s) {unknown}; choose from {list(CHECKS)}", file=sys.stderr)
            return 2
        rep = dry_run_report(names)
        text = json.dumps(rep, indent=1)
        print(text)
        for n, c in rep["checks"].items():
            print(f"[skipped] {n}: {c['reason']}", file=sys.stderr)
        if args.out:
            Path(args.out).write_text(text)
        return 0

    import torch

    if not torch.cuda.is_available():
        rep = no_cuda_report(f"torch {torch.__version__} sees no GPU (torch.cuda.is_available() is False)")
        text = json.dumps(rep, indent=1)
        print(text)
        if args.out:
            Path(args.out).write_text(text)
        return 2
    names = [n for n in CHECKS if n not in OPT_IN] if not args.only else [
        n.strip() for n in args.only.split(",") if n.strip()]
    unknown = [n for n in names if n not in CHECKS]
    if unknown:
        print(f"unknown check(s) {unknown}; choose from {list(CHECKS)}", file=sys.stderr)
        return 2
    report = {"ok": True, "cuda": True, "device": _device_info(), "imports": bootstrap_checkout(), "checks": {}}
    t_start = time.time()
    for name in names:
        left = args.total_s - (time.time() - t_start)
        budget = min(CHECKS[name][1], left)
        why = missing_needs(name)
        if why:
            report["checks"][name] = {"status": "skipped", "reason": why}
            print(f"[skipped] {name}: {why}", file=sys.stderr, flush=True)
            continue
        if budget < 10:
            report["checks"][name] = {"status": "skipped", "reason": f"total time cap {args.total_s:g} s reached"}
            continue
        with tempfile.TemporaryDirectory() as d:
            res_path = os.path.join(d, "result.json")
            t0 = time.time()
            cmd = [sys.executable, str(Path(__file__).resolve()), "--run-check", name, "--result", res_path]
            # own process group: on timeout the whole check (torchrun, SGLang servers) is killed
            p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                                 start_new_session=True)
            try:
                output, _ = p.communicate(timeout=budget)
                if os.path.exists(res_path):
                    res = json.loads(Path(res_path).read_text())
                else:
                    res = {"status": "error", "error": f"the check process exited with code {p.returncode} "
                           "without a result", "output_tail": (output or "")[-3000:]}
            except subprocess.TimeoutExpired:
                _kill_group(p)
                output, _ = p.communicate()
                res = {"status": "timeout", "error": f"exceeded its {budget:.0f} s budget",
                       "output_tail": (output or "")[-3000:]}
            res.setdefault("seconds", round(time.time() - t0, 1))
            res["budget_s"] = round(budget)
        report["checks"][name] = res
        print(f"[{res['status']}] {name} ({res['seconds']} s)", file=sys.stderr, flush=True)
    report["ok"] = all(c["status"] in ("pass", "skipped") for c in report["checks"].values())
    report["summary"] = _summary(report["checks"])
    report["seconds"] = round(time.time() - t_start, 1)
    text = json.dumps(report, indent=1, default=str)
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
