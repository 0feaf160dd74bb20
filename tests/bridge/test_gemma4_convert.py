"""``agon convert`` round trip of tiny Gemma 4 checkpoints: text model and multimodal wrapper (its towers pass through)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch
from safetensors.torch import save_file

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gemma4_cases as G  # noqa: E402


@pytest.mark.slow
@pytest.mark.parametrize("wrapper,tied,e_style,moe", [(False, False, False, False), (True, True, False, False),
                                                      (False, True, True, False), (True, False, True, False),
                                                      (False, True, False, True)])
def test_gemma4_convert_round_trip_bit_exact(tmp_path, wrapper, tied, e_style, moe):
    """hf-to-mcore then mcore-to-hf: every tensor bit-identical, layer scalars and the wrapper's towers included;
    E-style models (PLE tables and projections, KV-sharing layers without K/V weights) and the MoE variant (fused
    experts, router scales) too."""
    from agon_mcore.bridge.hf_io import iter_hf_tensors
    from agon_mcore.convert import main

    src, ck, out = tmp_path / "hf", tmp_path / "ck", tmp_path / "out"
    kw = dict(G.E_STYLE if e_style else {}, **({"experts": 4} if moe else {}))
    hf = G.tiny_hf_model(wrapper=wrapper, tied=tied, **kw)
    hf.save_pretrained(src)
    if wrapper:  # a vision-tower tensor the language model never sees: must come back unchanged
        save_file({"model.vision_tower.patch_embedder.weight": torch.randn(8, 4)}, str(src / "towers.safetensors"))
    a = dict(iter_hf_tensors(src))
    assert any(k.endswith("layer_scalar") for k in a)
    assert any(k.endswith("embed_tokens_per_layer.weight") for k in a) == e_style
    assert main(["hf-to-mcore", "--hf", str(src), "--out", str(ck)]) == 0
    meta = json.loads((ck / "agon_model.json").read_text())
    assert meta["model"]["arch"] == "gemma4"
    assert meta["model"]["layer_types"] == (G.E_LAYER_TYPES if e_style else G.LAYER_TYPES)
    assert meta["model"]["hidden_size_per_layer_input"] == (8 if e_style else 0)
    assert meta["model"]["num_kv_shared_layers"] == (2 if e_style else 0)
    assert meta["model"]["num_experts"] == (4 if moe else 0)
    assert main(["mcore-to-hf", "--ckpt", str(ck), "--out", str(out)]) == 0
    b = dict(iter_hf_tensors(out))
    assert set(a) == set(b), (sorted(set(a) ^ set(b)))
    assert all(torch.equal(a[k], b[k]) for k in a)
    cfg = json.loads((out / "config.json").read_text())
    assert cfg["model_type"] == ("gemma4" if wrapper else "gemma4_text")
