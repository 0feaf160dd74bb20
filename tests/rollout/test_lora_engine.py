"""LoRA rivals in the local rollout engine: ONE transformers base serves both rivals' peft
adapters; after a sync (base once, then adapters only) the engine's rollout log-probs equal
the megatron LoRA policy's, before and after a training step; bad streams are refused."""
from __future__ import annotations

import pytest
import torch
from conftest import EOS, PAD, VOCAB

from agon_mcore.config import load_config, rival_model
from agon_mcore.policy.lora import LoraSpec, peft_kwargs
from agon_mcore.rollout.local import LocalEngine
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams, WeightSyncError

SPEC_A, SPEC_B = LoraSpec(rank=4, alpha=8.0), LoraSpec(rank=4, alpha=8.0, init_noise_std=0.5)  # a noise whose effect on the scores is unmistakable


@pytest.fixture(scope="module")
def lora_setup(megatron_world):
    from agon_mcore.policy import Policy

    cfg = load_config(overrides=["train.device=cpu", "train.kernels=torch", "model.num_layers=2"])
    mcfg = rival_model(cfg, "A")
    a = Policy("A", mcfg, VOCAB, cfg, seed=7, lora=SPEC_A)
    b = Policy("B", mcfg, VOCAB, cfg, seed=8, lora=SPEC_B, base=a)
    specs = {n: RivalSpec(p.hf_config, [EOS], PAD, lora=peft_kwargs(p.lora)) for n, p in (("A", a), ("B", b))}
    return cfg, {"A": a, "B": b}, specs


def _requests(rival, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [GenerationRequest(torch.randint(0, 256, (int(n),), generator=g).tolist(), rival) for n in (12, 20, 7)]


def _gap(policy, engine, rival, seed):
    from agon_mcore.policy import Sample

    sp = SamplingParams(n=2, temperature=1.0, max_new_tokens=12, seed=seed)
    res = [r for per in engine.generate(_requests(rival, seed), sp) for r in per]
    ref = policy.logprobs([Sample(r.prompt_ids, r.output_ids, advantage=0.0) for r in res])
    return max((lp - torch.tensor(r.output_logprobs)).abs().max().item() for lp, r in zip(ref, res)), res


@pytest.mark.slow
def test_one_base_serves_both_adapters_with_exact_logprobs(lora_setup):
    from agon_mcore.policy import Sample

    _, pols, specs = lora_setup
    engine = LocalEngine(specs)
    assert engine.model("A") is engine.model("B")  # one base in memory, two adapters
    n_base = sum(t.numel() for _, t in pols["A"].export_base_hf())
    n_adapter = pols["A"].parameter_counts()["trainable"]
    # q/k/v (gate/up) each hold their own copy of the shared lora_A in peft
    n_engine = sum(p.numel() for p in engine.model("A").parameters())
    assert n_base < n_engine < n_base + 4 * n_adapter
    with pytest.raises(WeightSyncError, match="never loaded"):
        engine.generate(_requests("A"), SamplingParams(max_new_tokens=2, seed=0))
    engine.update_weights("A", pols["A"].export_rollout_weights(with_base=True), 1)
    engine.update_weights("B", pols["B"].export_rollout_weights(with_base=False), 1)
    for n in ("A", "B"):
        gap, res = _gap(pols[n], engine, n, seed=3)
        assert gap <= 1e-4, (n, gap)
    # A (adapter B = 0) and B (noisy) score the same sequence differently
    p, o = res[0].prompt_ids, res[0].output_ids
    assert max(abs(x - y) for x, y in zip(engine.score("A", p, o), engine.score("B", p, o))) > 1e-3
    # adapter updates reach the engine every step: train B, sync its adapter only, still exact
    _, res = _gap(pols["B"], engine, "B", seed=4)
    samples = [Sample(r.prompt_ids, r.output_ids, advantage=1.0 if i % 2 else -1.0,
                      rollout_logprobs=r.output_logprobs) for i, r in enumerate(res)]
    pols["B"].train_step(samples)
    stale, _ = _gap(pols["B"], engine, "B", seed=6)
    assert stale > 1e-3  # the engine still has the old adapter
    engine.update_weights("B", pols["B"].export_rollout_weights(with_base=False), 2)
    gap, _ = _gap(pols["B"], engine, "B", seed=6)
    assert gap <= 1e-4 and engine.weight_version("B") == 2 and engine.weight_version("A") == 1
    # A was not touched by B's update
    assert _gap(pols["A"], engine, "A", seed=3)[0] <= 1e-4
    assert engine.score("A", res[0].prompt_ids, res[0].output_ids) == pytest.approx(
        pols["A"].logprobs([Sample(res[0].prompt_ids, res[0].output_ids, 0.0)])[0].tolist(), abs=1e-4)


def test_bad_lora_streams_are_refused(lora_setup):
    _, pols, specs = lora_setup
    engine = LocalEngine(specs)
    full = [(n, t.clone()) for n, t in pols["A"].export_rollout_weights(with_base=True)]
    adapter_names = [n for n, _ in full if ".lora_" in n]
    base_names = [n for n, _ in full if ".lora_" not in n]
    # a partial base: refused, and no rival may sample
    partial = [(n, t) for n, t in full if n != base_names[3]]
    with pytest.raises(WeightSyncError, match=r"carried \d+ of the shared base's"):
        engine.update_weights("A", partial, 1)
    with pytest.raises(WeightSyncError):
        engine.generate(_requests("B"), SamplingParams(max_new_tokens=2, seed=0))
    # a missing adapter tensor
    with pytest.raises(WeightSyncError, match="missed 1 parameter"):
        engine.update_weights("A", [(n, t) for n, t in full if n != adapter_names[5]], 1)
    # an adapter tensor of another rank
    bad = [(n, torch.zeros(8, t.shape[1]) if n == adapter_names[0] else t) for n, t in full]
    with pytest.raises(WeightSyncError, match="has shape"):
        engine.update_weights("A", bad, 1)
    # a name peft does not know
    with pytest.raises(WeightSyncError, match="unknown tensor"):
        engine.update_weights("A", full + [("model.layers.0.mlp.up_proj.lora_C.weight", torch.zeros(1))], 1)
    engine.update_weights("A", full, 1)  # a complete stream recovers
    engine.update_weights("B", pols["B"].export_rollout_weights(with_base=False), 1)
    assert len(engine.generate(_requests("B"), SamplingParams(max_new_tokens=2, seed=0))) == 3


def test_mixed_full_and_lora_rivals_refused(lora_setup):
    _, _, specs = lora_setup
    with pytest.raises(ValueError, match="every rival is a LoRA adapter"):
        LocalEngine({"A": specs["A"], "B": RivalSpec(specs["B"].hf_config, [EOS], PAD)})
