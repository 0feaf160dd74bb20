"""Worker for tests/policy/test_moe_ep.py, run under ``torchrun --nproc_per_node 2``.

Two rivals' worth of the same tiny Qwen3-MoE (4 experts, top-2, layer 0 dense; weights of
a seeded transformers ``Qwen3MoeForCausalLM``) under EP=1 (DP=2) and EP=2 (DP=2, two experts
per rank): log-probs, one PPO step of ``Policy.train_step`` (megatron DDP + distributed
optimizer), log-probs after, and the full HF export after the step. EP=2 also saves a
checkpoint, which a fresh EP=2 policy resumes (one more step) and a fresh EP=1 policy loads
(weights resharded; its optimizer state is refused with the fix named). Rank 0 writes
``{layout: {...}}`` with torch.save.

Usage: _moe_ep_worker.py <checkpoint dir> <output file>
"""
from __future__ import annotations

import dataclasses
import sys
import warnings
from pathlib import Path

warnings.filterwarnings("ignore")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repo root: `tests` importable

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402

from tests.policy._common import VOCAB, dist_cfg, make_samples, save_results, tiny_model  # noqa: E402


def moe_cfg(ep: int):
    cfg = dist_cfg(2)
    cfg.model = tiny_model(arch="qwen3_moe", num_experts=4, moe_router_topk=2, moe_ffn_hidden_size=16,
                           moe_dense_layers=[0], tie_word_embeddings=False)
    cfg.parallel = dataclasses.replace(cfg.parallel, ep=ep)
    return cfg


def hf_weights(cfg):
    """Per-expert HF tensors of a seeded random transformers model of ``cfg.model``."""
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge import hf_config_for, per_expert_state_dict

    torch.manual_seed(0)
    hf = AutoModelForCausalLM.from_config(hf_config_for(cfg.model, VOCAB)).float()
    with torch.no_grad():
        g = torch.Generator().manual_seed(1)
        for name, p in hf.named_parameters():
            noise = torch.randn(p.shape, generator=g)
            p.copy_(1.0 + 0.1 * noise if "norm" in name else (0.5 if name.endswith("gate.weight") else 0.1) * noise)
    return per_expert_state_dict(hf)


def main() -> None:
    from agon_mcore.policy import Policy, load_checkpoint, save_checkpoint
    from agon_mcore.policy.checkpoint import CheckpointError
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    ckpt, out = sys.argv[1:3]
    dist.init_process_group("gloo")
    samples = make_samples(9, seed=40)  # odd: the DP ranks pack different numbers of micro-batches
    results = {}
    for name, ep in (("ep1", 1), ("ep2", 2), ("ep2_resume", 2), ("ep1_from_ep2_checkpoint", 1)):
        cfg = moe_cfg(ep)
        init_parallel(cfg.parallel, seed=5)
        pol = Policy("A", cfg.model, VOCAB, cfg, seed=77)
        res = {}
        if name == "ep2_resume":
            res["extra"] = load_checkpoint(ckpt, {"A": pol})
            res["loaded"] = pol.logprobs(samples)
            res["metrics"] = pol.train_step(samples)  # continues the saved Adam moments
        elif name == "ep1_from_ep2_checkpoint":
            try:
                load_checkpoint(ckpt, {"A": pol})
                res["error"] = ""
            except CheckpointError as e:
                res["error"] = str(e)
            res["extra"] = load_checkpoint(ckpt, {"A": pol}, load_optimizer=False)
            res["loaded"] = pol.logprobs(samples)
        else:
            pol.import_hf(hf_weights(cfg).items())
            res["before"] = pol.logprobs(samples)
            res["metrics"] = pol.train_step(samples)
            res["after"] = pol.logprobs(samples)
            res["weights"] = {n: t.detach().clone() for n, t in pol.export_hf()}
            mbs = [None] * dist.get_world_size()
            dist.all_gather_object(mbs, len(pol.last_microbatch_stats))
            res["microbatches_per_rank"] = mbs
            if ep == 2:
                save_checkpoint(ckpt, {"A": pol}, {"step": 1}, keep_last=0)
        results[name] = res
        destroy_parallel()
    save_results(results, out)


if __name__ == "__main__":
    main()
