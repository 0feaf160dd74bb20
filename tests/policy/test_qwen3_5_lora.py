"""LoRA rivals on Qwen3.5: adapters on the gated attention (``linear_qkv`` -> q/k/v_proj with q_proj's per-head
``[q_h; gate_h]`` rows, ``linear_proj`` -> o_proj), on the Gated DeltaNet projections (``in_proj`` ->
``linear_attn.in_proj_qkv`` and ``in_proj_z``, ``out_proj``) and on the MLP, against transformers' Qwen3.5 with peft's
LoRA on the same modules (nonzero ``lora_B``, fp32); and on Qwen3.5-MoE's attention."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

from agon_mcore.config import ConfigError
from agon_mcore.policy.lora import LoraSpec

from ._common import tiny_cfg

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))
import qwen3_5_cases as Q  # noqa: E402

pytestmark = pytest.mark.usefixtures("megatron_world")
ALL = ("linear_qkv", "linear_proj", "in_proj", "out_proj", "linear_fc1", "linear_fc2")
ATTN = ("linear_qkv", "linear_proj", "in_proj", "out_proj")


def lora_policy(targets, moe: bool = False, seed: int = 7):
    from agon_mcore.policy import Policy

    cfg = tiny_cfg()
    cfg.model = Q.tiny_model_cfg(moe=moe)
    cfg.model.vocab_size = Q.VOCAB
    return Policy("B", cfg.model, Q.VOCAB, cfg, seed=seed, lora=LoraSpec(rank=4, alpha=8.0, targets=targets))


def _max_logits_err(pol, model, ids):
    with torch.no_grad():
        want = model(input_ids=ids).logits.float()
    got = Q.megatron_logits(pol.chunks, ids)
    return float((got - want).abs().max())


@pytest.mark.slow
@pytest.mark.parametrize("moe", [False, True], ids=["dense", "moe"])
def test_lora_policy_logits_and_adapter_names_match_hf_peft(moe):
    """Our LoRA rival given peft's adapter tensors: logits = HF+peft's; the export gives peft's tensors bit-exact,
    and a fresh rival importing the export exports the same again."""
    from peft import get_peft_model_state_dict

    targets = ATTN if moe else ALL
    hf = Q.tiny_hf_model(moe=moe)
    base = Q.hf_state(hf)
    model = Q.peft_lora(hf, targets)
    peft_sd = {k: v.clone() for k, v in get_peft_model_state_dict(model).items()}  # base_model.model.<module>.lora_X.weight
    assert any(".linear_attn.in_proj_z.lora_B" in k for k in peft_sd) and any(".self_attn.q_proj." in k for k in peft_sd)
    pol = lora_policy(targets, moe=moe)
    pol.import_hf(base.items())
    pol.import_adapter_hf(peft_sd.items())  # peft's own file names
    ids = torch.randint(0, Q.VOCAB, (2, 70), generator=torch.Generator().manual_seed(3))
    err = _max_logits_err(pol, model, ids)
    with torch.no_grad(), model.disable_adapter():
        bare = float((Q.megatron_logits(pol.chunks, ids) - model(input_ids=ids).logits).abs().max())
    print(f"\n[qwen3_5 lora {'moe' if moe else 'dense'}] max |logits - HF+peft| = {err:.2e} (vs the bare base {bare:.2e})")
    assert err < 1e-4 and bare > 1e-2  # equal to HF+peft, and the adapters matter

    ours = {k: v.clone() for k, v in pol.export_adapter_hf()}
    want = {k[len("base_model.model."):]: v for k, v in peft_sd.items()}
    assert set(ours) == set(want)
    assert all(torch.equal(ours[k], want[k]) for k in want), [k for k in want if not torch.equal(ours[k], want[k])]
    again = lora_policy(targets, moe=moe, seed=9)
    again.import_hf(base.items())
    again.import_adapter_hf(ours.items())
    assert all(torch.equal(t, ours[n]) for n, t in again.export_adapter_hf())


def test_gated_deltanet_targets_and_names():
    """What each layer holds: in_proj/out_proj on the 3 Gated DeltaNet layers, q/k/v/o on the attention layer; the
    multimodal wrapper's names carry model.language_model.; a target no layer holds is refused."""
    from transformers import Qwen3_5Config

    from agon_mcore.bridge import get_bridge
    from agon_mcore.policy.lora_hf import adapter_plan

    pol = lora_policy(ATTN)
    spec = pol.lora
    names = [n for e in adapter_plan(get_bridge("qwen3_5"), pol.chunks, pol.hf_config, spec) for n in e.hf]
    P = "model.layers."
    assert P + "0.linear_attn.in_proj_z.lora_B.weight" in names and P + "0.linear_attn.in_proj_b.lora_B.weight" not in names
    assert P + "0.linear_attn.in_proj_qkv.lora_B.weight" in names and P + "2.linear_attn.out_proj.lora_A.weight" in names
    assert P + "3.self_attn.q_proj.lora_B.weight" in names and P + "3.linear_attn.in_proj_z.lora_A.weight" not in names
    assert P + "0.self_attn.q_proj.lora_A.weight" not in names
    assert len(names) == 3 * (2 + 2 + 1 + 1) + (3 + 3 + 1 + 1)
    from agon_mcore.train.checks import lora_adapter_elems  # check-config counts each target on its layers

    held = sum(p.numel() for n, p in pol.chunks[0].named_parameters() if ".adapter." in n)
    assert lora_adapter_elems(pol.model_cfg, 4, ATTN) == held
    wcfg = Qwen3_5Config(text_config=pol.hf_config.to_dict(), tie_word_embeddings=pol.hf_config.tie_word_embeddings)
    wnames = [n for e in adapter_plan(get_bridge("qwen3_5"), pol.chunks, wcfg, spec) for n in e.hf]
    assert wnames == [n.replace("model.", "model.language_model.", 1) for n in names]
    with pytest.raises(ConfigError, match="Gated DeltaNet .* has no such layers"):
        from agon_mcore.policy import Policy

        cfg = tiny_cfg()
        Policy("B", cfg.model, 261, cfg, seed=1, lora=LoraSpec(rank=4, targets=("in_proj",)))


@pytest.mark.slow
def test_lora_checkpoint_stores_in_proj_by_component_and_reloads_exactly(work_dir):
    """The Gated DeltaNet in_proj adapter's lora_B is stored per component (megatron's own in_proj split, so a
    checkpoint reshards over TP like the base's); a fresh rival loads every adapter tensor bit-exact."""
    from megatron.core import dist_checkpointing
    from peft import get_peft_model_state_dict

    from agon_mcore.policy import load_checkpoint, save_checkpoint

    hf = Q.tiny_hf_model()
    base = Q.hf_state(hf)
    adapter = {k[len("base_model.model."):]: v for k, v in get_peft_model_state_dict(Q.peft_lora(hf, ATTN)).items()}
    pol = lora_policy(ATTN)
    pol.import_hf(base.items())
    pol.import_adapter_hf(adapter.items())
    save_checkpoint(work_dir / "ck", {"B": pol}, {"step": 3}, keep_last=0)
    keys = [k for k in dist_checkpointing.load_tensors_metadata(str(work_dir / "ck")) if "/optimizer." not in k]
    assert any(k.endswith("layers.0.self_attention.in_proj.adapter.lora_B.z") for k in keys), keys[:8]
    fresh = lora_policy(ATTN, seed=11)
    fresh.import_hf(base.items())
    assert load_checkpoint(work_dir / "ck", {"B": fresh}) == {"step": 3}
    assert all(torch.equal(t, adapter[n]) for n, t in fresh.export_adapter_hf())


@pytest.mark.slow
@pytest.mark.distributed
@pytest.mark.parametrize("layout", ["lora_tp2", "lora_pp2"])
def test_lora_at_tp2_and_pp2_matches_hf_peft(tmp_path, torchrun, layout):
    """Every target at TP=2 / PP=2 (2 processes, gloo): the adapters' TP layouts (gated q_proj groups, in_proj's
    [q; k; v; z] per component, row-parallel A) and their pipeline stages give HF+peft's logits, and the export is
    peft's tensors bit-exact."""
    import json

    torchrun(Path(__file__).resolve().parents[1] / "bridge" / "qwen3_5_cases.py", "--layout", layout, "--out",
             tmp_path, timeout=600)
    r = json.loads((tmp_path / "results.json").read_text())["lora"]
    print(f"\n[qwen3_5 {layout}] max |logits - HF+peft| = {r['logits_max_err']:.2e}")
    assert r["logits_max_err"] < 1e-4 and r["missing_or_different"] == [] and r["extra"] == [], r
