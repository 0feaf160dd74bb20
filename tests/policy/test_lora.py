"""LoRA rivals on megatron (agon_mcore/policy/lora.py): one frozen base shared by two
adapters, A's output equals the base at step 0 and B's differs, only adapters train,
merged weights equal base + (alpha/r) B A, exact checkpoint resume, base identity."""
from __future__ import annotations

import pytest
import torch

from agon_mcore.config import ConfigError, load_config
from agon_mcore.policy.lora import LoraSpec
from agon_mcore.policy.lora_hf import normalize_peft_name

from ._common import VOCAB, dist_cfg, make_samples, tiny_cfg

SPEC_A = LoraSpec(rank=4, alpha=8.0)
SPEC_B = LoraSpec(rank=4, alpha=8.0, init_noise_std=0.05)


def lora_dist_cfg():
    """The config of the LoRA layout-equivalence test (both sides of the torchrun worker)."""
    return dist_cfg(2)


def build_pair(cfg, base_tensors=None):
    """Rivals A (adapter B=0) and B (noisy lora_B) on one base; ``base_tensors``: HF-named base."""
    from agon_mcore.policy import Policy

    a = Policy("A", cfg.model, VOCAB, cfg, seed=11, lora=SPEC_A)
    if base_tensors is not None:
        a.import_hf(base_tensors.items())
    b = Policy("B", cfg.model, VOCAB, cfg, seed=12, lora=SPEC_B, base=a)
    return {"A": a, "B": b}


def _maxdiff(xs, ys) -> float:
    return max(float((x - y).abs().max()) for x, y in zip(xs, ys))


@pytest.fixture(scope="module")
def base_tensors(megatron_world):
    """HF-named weights of a random tiny model (the frozen base of every test here)."""
    from agon_mcore.policy import Policy

    full = Policy("A", tiny_cfg().model, VOCAB, tiny_cfg(), seed=3)
    return {n: t.clone() for n, t in full.export_hf()}


def _full_policy(cfg, tensors):
    from agon_mcore.policy import Policy

    p = Policy("A", cfg.model, VOCAB, cfg, seed=99)
    p.import_hf(tensors.items())
    return p


@pytest.mark.usefixtures("megatron_world")
def test_a_equals_base_and_b_differs_at_step0(base_tensors):
    cfg = tiny_cfg()
    pair = build_pair(cfg, base_tensors)
    base = _full_policy(cfg, base_tensors)
    s = make_samples(6, seed=1)
    lb, la, lbb = base.logprobs(s), pair["A"].logprobs(s), pair["B"].logprobs(s)
    assert _maxdiff(la, lb) == 0.0  # lora_B = 0: exactly the base
    assert _maxdiff(lbb, lb) > 1e-3  # B's noisy adapter changes its distribution from step 0
    # B's lora_B holds the N(0, 0.05^2) noise, A's is zero; lora_A differ (own seeds)
    b_std = torch.cat([r.adapter.lora_B.flatten() for r in pair["B"].lora_adapters]).std()
    assert 0.04 < float(b_std) < 0.06
    assert all(float(r.adapter.lora_B.abs().max()) == 0.0 for r in pair["A"].lora_adapters)
    assert not torch.equal(pair["A"].lora_adapters[0].adapter.lora_A, pair["B"].lora_adapters[0].adapter.lora_A)


@pytest.mark.usefixtures("megatron_world")
def test_one_frozen_base_only_adapters_train(base_tensors):
    cfg = tiny_cfg()
    pair = build_pair(cfg, base_tensors)
    a, b = pair["A"], pair["B"]
    base_a = [p for n, p in a.named_parameters() if ".adapter." not in n]
    base_b = [p for n, p in b.named_parameters() if ".adapter." not in n]
    assert base_a and all(p is q for p, q in zip(base_a, base_b))  # one base in memory
    assert all(not p.requires_grad for p in base_a)
    before = [p.detach().clone() for p in base_a]
    s = make_samples(8, seed=2)
    la0, lb0 = a.logprobs(s), b.logprobs(s)
    for _ in range(2):
        for pol in (a, b):
            m = pol.train_step(s)
            assert m["skipped"] == 0.0 and m["grad_norm"] > 0
    assert all(torch.equal(p, q) for p, q in zip(base_a, before))  # the base never changes
    assert _maxdiff(a.logprobs(s), la0) > 1e-3 and _maxdiff(b.logprobs(s), lb0) > 1e-3
    # 4 targets x 2 layers, A [4, in] + B [out, 4]: qkv (32 in, 64 out), proj (32, 32), fc1 (32, 128), fc2 (64, 32)
    n_adapter = 2 * 4 * ((32 + 64) + (32 + 32) + (32 + 128) + (64 + 32))
    for pol in (a, b):
        c = pol.parameter_counts()
        assert c["trainable"] == n_adapter
        assert c["optimizer_state"] == 2 * n_adapter  # Adam moments of the adapters only
        assert c["frozen"] == sum(p.numel() for p in base_a)


@pytest.mark.usefixtures("megatron_world")
def test_merged_export_equals_base_plus_scaled_ba(base_tensors):
    """export_hf of a LoRA rival = base + (alpha/r) B A per module, and scores like the adapter model."""
    cfg = tiny_cfg()
    pair = build_pair(cfg, base_tensors)
    b = pair["B"]
    s = make_samples(6, seed=3)
    b.train_step(s)  # lora_A and lora_B both moved
    adapter = dict(b.export_adapter_hf())
    merged = dict(b.export_hf())
    assert set(merged) == set(base_tensors)
    for mod in ("model.layers.1.self_attn.k_proj", "model.layers.0.mlp.up_proj", "model.layers.1.mlp.down_proj"):
        want = base_tensors[mod + ".weight"] + 2.0 * adapter[mod + ".lora_B.weight"] @ adapter[mod + ".lora_A.weight"]
        torch.testing.assert_close(merged[mod + ".weight"], want, atol=1e-6, rtol=0)
    torch.testing.assert_close(merged["model.norm.weight"], base_tensors["model.norm.weight"], atol=0, rtol=0)
    dense = _full_policy(cfg, merged)
    assert _maxdiff(dense.logprobs(s), b.logprobs(s)) < 2e-5


@pytest.mark.usefixtures("megatron_world")
def test_adapter_hf_round_trip_and_bad_adapters(base_tensors):
    cfg = tiny_cfg()
    src = build_pair(cfg, base_tensors)["B"]
    src.train_step(make_samples(6, seed=4))
    adapter = {n: t.clone() for n, t in src.export_adapter_hf()}
    # q/k/v share one lora_A (megatron's fused linear_qkv), gate/up too
    assert torch.equal(adapter["model.layers.0.self_attn.q_proj.lora_A.weight"],
                       adapter["model.layers.0.self_attn.v_proj.lora_A.weight"])
    dst = build_pair(cfg, base_tensors)["A"]
    peft_named = {f"base_model.model.{n}": t for n, t in adapter.items()}  # peft's file names
    dst.import_adapter_hf(peft_named.items())
    s = make_samples(6, seed=5)
    assert _maxdiff(dst.logprobs(s), src.logprobs(s)) == 0.0
    bad = dict(adapter)
    bad["model.layers.1.self_attn.k_proj.lora_A.weight"] = bad["model.layers.1.self_attn.k_proj.lora_A.weight"] + 1e-3
    with pytest.raises(ConfigError, match="different lora_A"):
        dst.import_adapter_hf(bad.items())
    bad = dict(adapter)
    bad["model.layers.0.mlp.down_proj.lora_B.weight"] = torch.zeros(32, 8)
    with pytest.raises(ConfigError, match=r"shape \(32, 8\), expected \(32, 4\)"):
        dst.import_adapter_hf(bad.items())
    bad = dict(adapter)
    del bad["model.layers.1.mlp.gate_proj.lora_B.weight"]
    with pytest.raises(ConfigError, match="missing"):
        dst.import_adapter_hf(bad.items())


def test_peft_names_normalised():
    assert normalize_peft_name("base_model.model.model.layers.3.self_attn.o_proj.lora_B.weight") == \
        "model.layers.3.self_attn.o_proj.lora_B.weight"
    assert normalize_peft_name("model.layers.0.mlp.up_proj.lora_A.default.weight") == "model.layers.0.mlp.up_proj.lora_A.weight"
    assert normalize_peft_name("model.layers.0.mlp.up_proj.lora_A.weight") == "model.layers.0.mlp.up_proj.lora_A.weight"


@pytest.mark.slow
@pytest.mark.usefixtures("megatron_world")
def test_checkpoint_holds_adapters_and_resumes_exactly(base_tensors, work_dir):
    from agon_mcore.policy import load_checkpoint, save_checkpoint
    from agon_mcore.policy.checkpoint import CheckpointError, read_metadata

    cfg = tiny_cfg()
    s1, s2 = make_samples(6, seed=6), make_samples(6, seed=7)
    pair = build_pair(cfg, base_tensors)
    for p in pair.values():
        p.train_step(s1)
    save_checkpoint(work_dir / "ck", pair, {"step": 1}, keep_last=0)
    for p in pair.values():
        p.train_step(s2)
    want = {n: p.logprobs(s1) for n, p in pair.items()}

    meta = read_metadata(work_dir / "ck")
    for n in ("A", "B"):
        lo = meta["policies"][n]["lora"]
        assert lo["rank"] == 4 and lo["base_sha256"] == pair["A"].base_fingerprint()
    # adapters only: every stored model tensor is an adapter (the base is identified, not stored)
    from megatron.core import dist_checkpointing

    keys = list(dist_checkpointing.load_tensors_metadata(str(work_dir / "ck")))
    model_keys = [k for k in keys if "/optimizer." not in k]
    assert len(model_keys) == 2 * 2 * 4 * 2  # rivals x layers x targets x (lora_A, lora_B)
    assert all(".adapter.lora_" in k for k in model_keys)

    fresh = build_pair(cfg, base_tensors)
    assert load_checkpoint(work_dir / "ck", fresh) == {"step": 1}
    for p in fresh.values():
        p.train_step(s2)
    for n in ("A", "B"):
        assert _maxdiff(fresh[n].logprobs(s1), want[n]) == 0.0  # bit-exact resume

    other = {k: v + 0.01 if k == "model.norm.weight" else v for k, v in base_tensors.items()}
    with pytest.raises(CheckpointError, match="another base model"):
        load_checkpoint(work_dir / "ck", build_pair(cfg, other))


@pytest.mark.parametrize("overrides, match", [
    (["rivals.A.kind=lora"], "set rivals.B.kind=lora too"),
    (["rivals.B.kind=lora"], "set rivals.A.kind=lora too"),
    (["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.lora_rank=0"], "lora_rank=0 must be >= 1"),
    (["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.A.lora_alpha=-1"], "lora_alpha=-1.0 must be"),
    (["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.A.lora_dropout=1.0"], r"lora_dropout=1.0 must be in \[0, 1\)"),
    (["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.lora_target_modules=[q_proj]"], "unknown: \\['q_proj'\\]"),
    (["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.lora_target_modules=[]"], "non-empty subset"),
    (["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.model.num_layers=4"], "share the base"),
    (["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.A.lora_init_path=/nonexistent"], "no adapter_model.safetensors"),
    # SGLang serves both adapters from ONE pool (tests/rollout/test_sglang_lora.py); split pools are refused
    (["rivals.A.kind=lora", "rivals.B.kind=lora", "rollout.engine=sglang", "rollout.placement=split"],
     "use rollout.placement=alternate"),
])
def test_lora_config_errors(overrides, match):
    with pytest.raises(ConfigError, match=match):
        load_config(overrides=overrides)


def test_lora_config_accepted():
    cfg = load_config(overrides=["rivals.A.kind=lora", "rivals.B.kind=lora", "rivals.B.lora_target_modules=[linear_qkv]"])
    spec = LoraSpec.from_rival(cfg.rivals["B"])
    assert (spec.rank, spec.alpha, spec.targets, spec.init_noise_std) == (16, 32.0, ("linear_qkv",), 0.02)
    assert spec.scale == 2.0
