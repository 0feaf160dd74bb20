"""LoRA rivals on a Gemma 4 base: adapters on every target of layers whose head sizes differ by kind (sliding
d=16, full d=32 with K = V), on KV-sharing layers (query heads only) and on a double-wide MLP train, export as
peft tensors in the checkpoint's names, and merge into the base exactly."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

from agon_mcore.policy.lora import LoraSpec

from ._common import VOCAB, make_samples, tiny_cfg

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))
import gemma4_cases as G  # noqa: E402

ALL = ("linear_qkv", "linear_proj", "linear_fc1", "linear_fc2")
SPEC = LoraSpec(rank=4, alpha=8.0, targets=ALL, init_noise_std=0.05)


def lora_policy(parallel, base: dict, adapter: dict = None, model: dict = None):
    """The LoRA rival on a tiny Gemma 4 at ``parallel`` (``model``: ``gemma4_cases.tiny_model_cfg`` keywords,
    default the E-style model), base (and adapter) loaded from HF names."""
    from agon_mcore.policy import Policy

    cfg = tiny_cfg()
    cfg.model = G.tiny_model_cfg(**(G.E_STYLE if model is None else model))
    cfg.model.vocab_size = VOCAB
    cfg.parallel = parallel
    pol = Policy("B", cfg.model, VOCAB, cfg, seed=12, lora=SPEC)
    pol.import_hf(base.items())
    if adapter is not None:
        pol.import_adapter_hf(adapter.items())
    return pol


@pytest.mark.slow
@pytest.mark.usefixtures("megatron_world")
def test_gemma4_adapters_train_and_merge():
    from agon_mcore.policy import Policy

    cfg = tiny_cfg()
    cfg.model = G.tiny_model_cfg(**G.E_STYLE)
    cfg.model.vocab_size = VOCAB
    base = Policy("A", cfg.model, VOCAB, cfg, seed=3)
    tensors = {n: t.clone() for n, t in base.export_hf()}
    spec = LoraSpec(rank=4, alpha=8.0, targets=ALL, init_noise_std=0.05)
    b = Policy("B", cfg.model, VOCAB, cfg, seed=12, lora=spec)
    b.import_hf(tensors.items())
    s = make_samples(6, seed=3)
    before = b.logprobs(s)
    m = b.train_step(s)
    assert m["skipped"] == 0.0 and m["grad_norm"] > 0
    assert all(not p.requires_grad for n, p in b.named_parameters() if ".adapter." not in n)
    after = b.logprobs(s)
    assert max(float((x - y).abs().max()) for x, y in zip(before, after)) > 1e-4  # the adapters moved

    adapter = dict(b.export_adapter_hf())
    P = "model.layers."
    # per layer what it holds: K = V full layer 2 has no v_proj, the KV-sharing layers 3 and 4 only q_proj
    assert P + "0.self_attn.v_proj.lora_B.weight" in adapter and P + "2.self_attn.v_proj.lora_B.weight" not in adapter
    assert P + "3.self_attn.k_proj.lora_A.weight" not in adapter and P + "4.self_attn.q_proj.lora_B.weight" in adapter
    assert adapter[P + "0.self_attn.q_proj.lora_B.weight"].shape == (4 * 16, 4)  # sliding head size
    assert adapter[P + "2.self_attn.q_proj.lora_B.weight"].shape == (4 * 32, 4)  # full head size
    assert adapter[P + "2.self_attn.o_proj.lora_A.weight"].shape == (4, 4 * 32)
    assert adapter[P + "3.mlp.down_proj.lora_A.weight"].shape == (4, 192)  # double-wide MLP
    assert adapter[P + "2.self_attn.k_proj.lora_B.weight"].abs().max() > 0

    merged = dict(b.export_hf())
    assert set(merged) == set(tensors)
    for mod in ("2.self_attn.k_proj", "4.self_attn.q_proj", "1.self_attn.v_proj", "3.mlp.down_proj",
                "0.mlp.gate_proj"):
        mod = P + mod
        want = tensors[mod + ".weight"] + 2.0 * adapter[mod + ".lora_B.weight"] @ adapter[mod + ".lora_A.weight"]
        torch.testing.assert_close(merged[mod + ".weight"], want, atol=1e-6, rtol=0)
    emb = "model.embed_tokens_per_layer.weight"
    assert torch.equal(merged[emb], tensors[emb])  # PLE is not adapted
    full = Policy("A", cfg.model, VOCAB, cfg, seed=99)
    full.import_hf(merged.items())
    gap = max(float((x - y).abs().max()) for x, y in zip(full.logprobs(s), b.logprobs(s)))
    assert gap < 2e-5

    b2 = Policy("B", cfg.model, VOCAB, cfg, seed=5, lora=spec)  # the peft tensors load back exactly
    b2.import_hf(tensors.items())
    b2.import_adapter_hf(adapter.items())
    assert all(torch.equal(adapter[n], t) for n, t in b2.export_adapter_hf())


@pytest.mark.slow
@pytest.mark.distributed
@pytest.mark.usefixtures("megatron_world")
def test_gemma4_adapters_at_tp2_match_tp1(torchrun, tmp_path):
    """TP2 and TP2 + SP: the adapter (fused QKV of each layer's own groups, K = V and KV-sharing layers) shards and
    gathers back bit-exactly; log-probs before and after one PPO step equal TP1's. PP2 (in the same launch), on the
    8-layer E-style model whose KV-sharing layers sit with their sources on stage 2: the same against PP1."""
    from agon_mcore.config import ParallelConfig

    from gemma4_pp_cases import E_PP

    given = {}
    for key, model in (("tp", G.E_STYLE), ("pp", E_PP)):
        base = {n: t.clone() for n, t in G.tiny_hf_model(**model).state_dict().items() if n != "lm_head.weight"}
        pol = lora_policy(ParallelConfig(), base, model=model)
        adapter = {n: t.clone() for n, t in pol.export_adapter_hf()}
        s = make_samples(6, seed=8)
        ref = {"before": pol.logprobs(s), "metrics": pol.train_step(s)}
        ref["after"] = pol.logprobs(s)
        given[key] = {"base": base, "adapter": adapter, "ref": ref}
    torch.save({k: {n: v for n, v in g.items() if n != "ref"} for k, g in given.items()}, tmp_path / "in.pt")
    torchrun(Path(__file__).resolve().parent / "_gemma4_lora_dist_worker.py", tmp_path / "in.pt", tmp_path / "out.pt")
    res = torch.load(tmp_path / "out.pt")
    assert set(res) == {"tp2", "tp2_sp", "pp2"}
    for layout, r in res.items():
        adapter, ref = (given["pp" if layout == "pp2" else "tp"][k] for k in ("adapter", "ref"))
        assert set(r["adapter"]) == set(adapter) and all(torch.equal(r["adapter"][n], adapter[n]) for n in adapter)
        for k in ("before", "after"):
            gap = max(float((x - y).abs().max()) for x, y in zip(r[k], ref[k]))
            assert gap < 2e-5, (layout, k, gap)  # fp32 log-probs of about -6, sums in another order
        assert abs(r["metrics"]["grad_norm"] - ref["metrics"]["grad_norm"]) < 1e-4 * ref["metrics"]["grad_norm"]
