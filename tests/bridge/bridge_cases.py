"""Shared checks for the bridge tests; also the torchrun worker for TP2 / PP2.

Run as a worker::

    torchrun --standalone --nproc_per_node 2 tests/bridge/bridge_cases.py --layouts tp2,pp2 --out DIR

Every rank builds the same tiny random HF model (seeded), imports it into megatron,
compares logits and token log-probs with HF, exports the HF stream and compares it
bit-exactly with the HF state dict (on every rank), then for the first case saves a
torch_dist checkpoint and (rank 0) writes the streamed export as an HF folder; rank 0
writes ``results.json`` for pytest to assert on.
"""
from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import os
import sys

import torch
import torch.distributed as dist

VOCAB = 261  # not a multiple of 128: exercises the padded rows

# (arch, tied, sequence_parallel) combinations run by the workers
CASES_TP2 = [("qwen3", False, False), ("qwen3", True, True), ("qwen2", False, False)]
CASES_PP2 = [("qwen3", True, False), ("qwen3", False, False), ("llama", False, False)]


def tiny_model_cfg(arch: str, tied: bool, num_layers: int = 2):
    from agon_mcore.config import ModelConfig

    return ModelConfig(arch=arch, tie_word_embeddings=tied, num_layers=num_layers, hidden_size=64,
                       num_attention_heads=4, num_kv_heads=2, head_dim=16, ffn_hidden_size=96,
                       rope_theta=1_000_000.0)


def tiny_hf_model(arch: str, tied: bool, seed: int = 0, num_layers: int = 2):
    """A random HF causal LM (fp32, eval mode); norms perturbed around 1 so their mapping matters."""
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge import hf_config_for

    cfg = hf_config_for(tiny_model_cfg(arch, tied, num_layers), VOCAB)
    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(cfg).float().eval()
    g = torch.Generator().manual_seed(seed + 1)
    with torch.no_grad():
        for name, p in model.named_parameters():
            noise = torch.randn(p.shape, generator=g)
            if "norm" in name:
                p.copy_(1.0 + 0.1 * noise)
            else:
                p.copy_(0.08 * noise)
    return model


def hf_reference_state(model) -> dict:
    sd = {k: v.detach().clone() for k, v in model.state_dict().items()}
    if model.config.tie_word_embeddings:
        sd.pop("lm_head.weight", None)
    return sd


def megatron_local_logits(chunks, ids: torch.Tensor):
    """Run the (possibly pipelined) model; last stage returns vocab-parallel logits [B,S,Vp/tp]."""
    from megatron.core import parallel_state as mps

    pos = torch.arange(ids.shape[1]).unsqueeze(0).expand_as(ids)
    m = chunks[0]
    pp = mps.get_pipeline_model_parallel_world_size()
    rank = mps.get_pipeline_model_parallel_rank()
    group = mps.get_pipeline_model_parallel_group()
    with torch.no_grad():
        if pp > 1 and rank > 0:
            buf = torch.empty(ids.shape[1], ids.shape[0], m.config.hidden_size)
            dist.recv(buf, src=dist.get_global_rank(group, rank - 1))
            m.set_input_tensor(buf)
        out = m(ids, pos, None)
        if pp > 1 and rank < pp - 1:
            dist.send(out.contiguous(), dst=dist.get_global_rank(group, rank + 1))
            return None
    return out


def compare_with_hf(chunks, hf_model, ids: torch.Tensor) -> dict | None:
    """Max abs errors of logits and token log-probs vs HF, on last-stage ranks (else None)."""
    from megatron.core import parallel_state as mps

    from agon_kernels.logprob import token_logprobs

    local = megatron_local_logits(chunks, ids)
    if local is None:
        return None
    tp = mps.get_tensor_model_parallel_world_size()
    group = mps.get_tensor_model_parallel_group() if tp > 1 else None
    vl = local.shape[-1]
    if tp > 1:
        parts = [torch.empty_like(local) for _ in range(tp)]
        dist.all_gather(parts, local.contiguous(), group=group)
        full = torch.cat(parts, dim=-1)
    else:
        full = local
    with torch.no_grad():
        ref = hf_model(ids).logits.float()
        targets = ids[:, 1:].reshape(-1)
        lp = token_logprobs(local[:, :-1].reshape(-1, vl).float(), targets,
                            vocab_start=mps.get_tensor_model_parallel_rank() * vl,
                            num_valid_vocab=VOCAB, group=group, impl="torch")
        ref_lp = torch.log_softmax(ref[:, :-1], -1).reshape(-1, VOCAB).gather(1, targets[:, None])[:, 0]
    return {
        "logits_max_err": (full[..., :VOCAB] - ref).abs().max().item(),
        "logprob_max_err": (lp - ref_lp).abs().max().item(),
        "padded_vocab": int(full.shape[-1]),
    }


def stream_digest(stream) -> tuple[list[str], str, dict]:
    names, h, tensors = [], hashlib.sha256(), {}
    for name, t in stream:
        t = t.detach().cpu().contiguous().clone()
        names.append(name)
        h.update(name.encode())
        h.update(t.numpy().tobytes())
        tensors[name] = t
    return names, h.hexdigest(), tensors


def check_export(chunks, hf_model) -> dict:
    """Export and compare every tensor bit-exactly with the HF state dict."""
    from agon_mcore.bridge import get_bridge

    ref = hf_reference_state(hf_model)
    names, digest, got = stream_digest(get_bridge(hf_model.config.model_type).export_hf(chunks, hf_model.config))
    diffs = [n for n in ref if n not in got or not torch.equal(got[n], ref[n])]
    return {"names": names, "digest": digest, "missing_or_different": diffs,
            "extra": sorted(set(got) - set(ref)), "num_tensors": len(got)}


def run_case(arch: str, tied: bool, parallel, ids: torch.Tensor, num_layers: int = 2):
    """Build megatron at ``parallel``, import the HF model, compare forward and export."""
    from agon_mcore.bridge import get_bridge
    from agon_mcore.policy.model import build_gpt_model

    hf_model = tiny_hf_model(arch, tied, num_layers=num_layers)
    chunks = build_gpt_model(tiny_model_cfg(arch, tied, num_layers), VOCAB, parallel)
    for c in chunks:
        c.eval()
    get_bridge(arch).import_hf(chunks, hf_model.state_dict().items(), hf_model.config)
    fwd = compare_with_hf(chunks, hf_model, ids)
    exp = check_export(chunks, hf_model)
    return chunks, hf_model, fwd, exp


def train_smoke(par, steps: int = 2) -> dict:
    """Two megatron training steps through the CPU shim: DDP + DistributedOptimizer + clipping.

    Returns losses and grad norms (last stage), and whether every replicated norm weight
    is still identical across the TP group (with SP their grads must be summed over TP).
    """
    from megatron.core import parallel_state as mps
    from megatron.core.distributed import (
        DistributedDataParallel,
        DistributedDataParallelConfig,
        finalize_model_grads,
    )
    from megatron.core.optimizer import OptimizerConfig, get_megatron_optimizer
    from megatron.core.pipeline_parallel import get_forward_backward_func

    from agon_mcore.policy.model import build_gpt_model

    chunks = build_gpt_model(tiny_model_cfg("qwen3", True, 2 * par.pp), VOCAB, par)
    cfg = chunks[0].config
    ddp_cfg = DistributedDataParallelConfig(grad_reduce_in_fp32=True, use_distributed_optimizer=True)
    model = [DistributedDataParallel(cfg, ddp_cfg, c) for c in chunks]
    opt = get_megatron_optimizer(OptimizerConfig(optimizer="adam", lr=1e-2, use_distributed_optimizer=True,
                                                 clip_grad=1.0, params_dtype=torch.float32), model)
    cfg.finalize_model_grads_func = finalize_model_grads
    ids = torch.randint(0, VOCAB, (2, 12), generator=torch.Generator().manual_seed(5))
    pos = torch.arange(12).expand(2, 12)

    def step_fn(_it, m):
        out = m(ids, pos, None, labels=ids)  # [B, S] token losses (vocab-parallel CE)

        def loss_fn(o):
            loss = o.float().mean()
            return loss, {"loss": loss.detach()}

        return out, loss_fn

    losses, norms = [], []
    for _ in range(steps):
        opt.zero_grad()
        for m in model:
            m.zero_grad_buffer()
        out = get_forward_backward_func()(forward_step_func=step_fn, data_iterator=iter([None] * 2), model=model,
                                          num_microbatches=2, seq_length=12, micro_batch_size=2, forward_only=False)
        ok, grad_norm, _ = opt.step()
        norms.append(float(grad_norm) if ok else float("nan"))
        if out:
            losses.append(float(torch.stack([o["loss"] for o in out]).mean()))
    same = True
    if par.tp > 1:
        for name, p in chunks[0].named_parameters():
            if "norm" in name:
                parts = [torch.empty_like(p) for _ in range(par.tp)]
                dist.all_gather(parts, p.detach().contiguous(), group=mps.get_tensor_model_parallel_group())
                same &= all(torch.equal(parts[0], q) for q in parts[1:])
    return {"losses": losses, "grad_norms": norms, "norms_equal_across_tp": bool(same)}


def vpp_export_check() -> list:
    """Interleaved PP (pp=2, virtual_pp=2, 4 layers): import then export is bit-exact on every rank."""
    from megatron.core import parallel_state as mps

    from agon_mcore.bridge import get_bridge
    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.model import build_gpt_model
    from agon_mcore.policy.parallel import init_parallel

    par = ParallelConfig(pp=2, virtual_pp=2)
    mps.destroy_model_parallel()
    init_parallel(par, seed=0)
    out = []
    for tied in (True, False):
        hf_model = tiny_hf_model("qwen3", tied, num_layers=4)
        chunks = build_gpt_model(tiny_model_cfg("qwen3", tied, 4), VOCAB, par)
        get_bridge("qwen3").import_hf(chunks, hf_model.state_dict().items(), hf_model.config)
        exp = check_export(chunks, hf_model)
        layers = [[int(lay.layer_number) for lay in c.decoder.layers] for c in chunks]
        gathered = [None] * dist.get_world_size()
        dist.all_gather_object(gathered, {"digest": exp["digest"], "diffs": exp["missing_or_different"],
                                          "extra": exp["extra"], "n": exp["num_tensors"], "layers": layers})
        out.append({"tied": tied, "ranks": gathered})
    return out


def run_layout(kind: str, out: str) -> None:
    """All cases of one layout (``tp2`` | ``pp2``) in the current 2-process world."""
    from megatron.core import parallel_state as mps

    from agon_mcore.bridge import get_bridge
    from agon_mcore.bridge.hf_io import save_hf_folder
    from agon_mcore.bridge.mcore_checkpoint import save_mcore_checkpoint
    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy.parallel import init_parallel

    par = ParallelConfig(tp=2) if kind == "tp2" else ParallelConfig(pp=2)
    if mps.model_parallel_is_initialized():
        mps.destroy_model_parallel()  # keep the process group, change the layout
    init_parallel(par, seed=0)
    rank = dist.get_rank()
    ids = torch.randint(0, VOCAB, (2, 12), generator=torch.Generator().manual_seed(3))
    cases = CASES_TP2 if kind == "tp2" else CASES_PP2
    num_layers = 2 * par.pp
    results = []
    for i, (arch, tied, sp) in enumerate(cases):
        case_par = dataclasses.replace(par, sequence_parallel=sp)
        chunks, hf_model, fwd, exp = run_case(arch, tied, case_par, ids, num_layers=num_layers)
        gathered = [None] * dist.get_world_size()
        dist.all_gather_object(gathered, {"fwd": fwd, "digest": exp["digest"], "names": exp["names"],
                                          "diffs": exp["missing_or_different"], "extra": exp["extra"]})
        results.append({"arch": arch, "tied": tied, "sequence_parallel": sp, "ranks": gathered})
        if i == 0:
            os.makedirs(out, exist_ok=True)
            hf_dir = os.path.join(out, "hf_src")
            if rank == 0:
                hf_model.save_pretrained(hf_dir)
            dist.barrier()
            mc = dataclasses.replace(tiny_model_cfg(arch, tied, num_layers), vocab_size=VOCAB)
            save_mcore_checkpoint(chunks, os.path.join(out, "ckpt"), mc, VOCAB, par, hf_aux_dir=hf_dir)
            stream = get_bridge(arch).export_hf(chunks, hf_model.config)
            if rank == 0:
                save_hf_folder(stream, hf_model.config, os.path.join(out, "stream_hf"), max_shard_bytes=40_000)
            else:
                for _ in stream:
                    pass
    train_par = dataclasses.replace(par, sequence_parallel=par.tp > 1)
    train = train_smoke(train_par)
    gathered = [None] * dist.get_world_size()
    dist.all_gather_object(gathered, train)
    vpp = vpp_export_check() if kind == "pp2" else None
    if rank == 0:
        with open(os.path.join(out, "results.json"), "w") as f:
            json.dump({"cases": results, "train": gathered, "vpp": vpp}, f)
    dist.barrier()


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--layouts", default="tp2,pp2", help="comma-separated: tp2, pp2")
    ap.add_argument("--out", required=True, help="results go to <out>/<layout>/")
    args = ap.parse_args(argv)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from agon_mcore.policy.parallel import destroy_parallel

    for kind in args.layouts.split(","):
        run_layout(kind, os.path.join(args.out, kind))
    destroy_parallel()


if __name__ == "__main__":
    main()
