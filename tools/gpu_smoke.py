#!/usr/bin/env python
"""GPU smoke test: TransformerEngine spec, bf16 and NCCL on real GPUs.

    python tools/gpu_smoke.py                                        # one GPU
    torchrun --standalone --nproc_per_node 2 tools/gpu_smoke.py --tp 2   # TP over 2 GPUs

Sections (each prints PASS/FAIL with its measured numbers; exit code 1 if any fails):

1. ``nccl``: an all-reduce over the world on CUDA tensors.
2. ``model``: a tiny random Qwen3 (Hugging Face) imported into megatron with the TE layer
   spec (flash attention when TE selects it) in bf16, or the local spec when
   ``transformer_engine`` is absent; bf16 logits/log-probs vs the HF model in fp32 on the
   same bf16-rounded weights (max abs log-prob error <= 0.1), and the exported stream
   equal to the imported bf16 weights bit for bit (TE's fused-norm parameter names).
3. ``train``: one forward/backward of the token log-prob loss; finite grads on every rank.

Without CUDA it prints a skip message and exits 0.
"""
from __future__ import annotations

import argparse
import sys
import time


def _say(section: str, ok: bool, msg: str) -> bool:
    import torch.distributed as dist

    if not dist.is_initialized() or dist.get_rank() == 0:
        print(f"[{'PASS' if ok else 'FAIL'}] {section}: {msg}", flush=True)
    return ok


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tp", type=int, default=1)
    ap.add_argument("--impl", default="auto", choices=("auto", "local", "transformer_engine"))
    args = ap.parse_args(argv)

    import torch

    if not torch.cuda.is_available():
        print("SKIP: tools/gpu_smoke.py needs a CUDA GPU (torch.cuda.is_available() is False); nothing was run.")
        return 0

    import torch.distributed as dist
    from agon_kernels.logprob import token_logprobs

    from agon_mcore.bridge import get_bridge, hf_config_for
    from agon_mcore.compat import has_flash_attn, has_te
    from agon_mcore.config import ModelConfig, ParallelConfig
    from agon_mcore.policy.model import build_gpt_model
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    par = ParallelConfig(tp=args.tp)
    init_parallel(par, seed=0)
    from megatron.core import parallel_state as mps

    dev = torch.device("cuda", torch.cuda.current_device())
    results = []
    rank0 = dist.get_rank() == 0
    if rank0:
        print(f"GPU {torch.cuda.get_device_name(dev)}; world {dist.get_world_size()}; backend {dist.get_backend()}; "
              f"TE {has_te()}; flash_attn {has_flash_attn()}", flush=True)

    # 1. NCCL
    x = torch.full((1024,), float(dist.get_rank() + 1), device=dev)
    dist.all_reduce(x)
    want = dist.get_world_size() * (dist.get_world_size() + 1) / 2
    results.append(_say("nccl", dist.get_backend() == "nccl" and bool((x == want).all()),
                        f"all_reduce sum = {x[0].item()} (want {want})"))

    # 2. model: TE spec + bf16, HF parity and bit-exact export
    from transformers import AutoModelForCausalLM

    V = 261
    mc = ModelConfig(arch="qwen3", num_layers=2, hidden_size=128, num_attention_heads=4, num_kv_heads=2,
                     head_dim=32, ffn_hidden_size=256, params_dtype="bfloat16", tie_word_embeddings=False,
                     transformer_impl=args.impl)
    hf_cfg = hf_config_for(mc, V)
    torch.manual_seed(0)
    hf = AutoModelForCausalLM.from_config(hf_cfg).to(dev, torch.float32).eval()
    with torch.no_grad():
        for n, p in hf.named_parameters():
            p.copy_((1 + 0.1 * torch.randn_like(p)) if "norm" in n else 0.05 * torch.randn_like(p))
            p.copy_(p.to(torch.bfloat16).float())  # the bf16 weights megatron will hold
    t0 = time.time()
    chunks = build_gpt_model(mc, V, par)
    te_used = chunks[0].config.transformer_impl == "transformer_engine"
    bridge = get_bridge("qwen3")
    bridge.import_hf(chunks, ((k, v.to(torch.bfloat16)) for k, v in hf.state_dict().items()), hf_cfg)
    exported = {k: v.clone() for k, v in bridge.export_hf(chunks, hf_cfg)}
    ref = {k: v.to(torch.bfloat16) for k, v in hf.state_dict().items()}
    diff = [k for k in ref if k not in exported or not torch.equal(exported[k], ref[k])]
    results.append(_say("model/export", not diff and set(exported) == set(ref),
                        f"spec={'TE' if te_used else 'local'} dtype={chunks[0].config.params_dtype} "
                        f"{len(exported)} tensors bit-exact (mismatches: {diff[:3]}) in {time.time() - t0:.1f}s"))

    ids = torch.randint(0, V, (2, 64), device=dev, generator=torch.Generator(dev).manual_seed(1))
    pos = torch.arange(64, device=dev).expand(2, 64)
    m = chunks[0].eval()
    tp_group = mps.get_tensor_model_parallel_group() if args.tp > 1 else None
    with torch.no_grad():
        local = m(ids, pos, None)
        vl = local.shape[-1]
        lp = token_logprobs(local[:, :-1].reshape(-1, vl), ids[:, 1:].reshape(-1),
                            vocab_start=mps.get_tensor_model_parallel_rank() * vl, num_valid_vocab=V, group=tp_group)
        ref_lp = torch.log_softmax(hf(ids).logits.float()[:, :-1], -1).reshape(-1, V)
        ref_lp = ref_lp.gather(1, ids[:, 1:].reshape(-1, 1))[:, 0]
    err = (lp.float() - ref_lp).abs().max().item()
    results.append(_say("model/logprobs", err <= 0.1, f"bf16 megatron vs fp32 HF max |dlogp| = {err:.4f} (<= 0.1)"))

    # 3. one backward pass in bf16
    m.train()
    local = m(ids, pos, None)
    lp = token_logprobs(local[:, :-1].reshape(-1, vl), ids[:, 1:].reshape(-1),
                        vocab_start=mps.get_tensor_model_parallel_rank() * vl, num_valid_vocab=V, group=tp_group)
    (-lp.mean()).backward()
    grads = [p.grad for p in m.parameters() if p.requires_grad]
    finite = all(g is not None and torch.isfinite(g).all() for g in grads)
    results.append(_say("train/backward", finite, f"{len(grads)} grads, all finite: {finite}"))

    destroy_parallel()
    if rank0:
        print("ALL PASS" if all(results) else "SOME FAILED", flush=True)
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
