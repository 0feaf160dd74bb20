"""``agon convert`` round trip of tiny Qwen3.5 checkpoints: the text model, and the multimodal wrapper whose
vision tower (``model.visual.*``) and multi-token-prediction weights (``mtp.*``) pass through unchanged."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch
from safetensors.torch import save_file

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qwen3_5_cases as Q  # noqa: E402


@pytest.mark.slow
@pytest.mark.parametrize("wrapper,tied,moe", [(False, False, False), (True, True, False), (False, False, True)])
def test_qwen3_5_convert_round_trip_bit_exact(tmp_path, wrapper, tied, moe):
    """hf-to-mcore then mcore-to-hf: every tensor bit-identical, the wrapper's vision tower and MTP head included."""
    from agon_mcore.bridge.hf_io import iter_hf_tensors
    from agon_mcore.convert import main

    src, ck, out = tmp_path / "hf", tmp_path / "ck", tmp_path / "out"
    hf = Q.tiny_hf_model(wrapper=wrapper, tied=tied, moe=moe)
    hf.save_pretrained(src)
    if wrapper:  # the MTP head that real checkpoints ship (transformers ignores mtp.* on load)
        save_file({"mtp.fc.weight": torch.randn(64, 128), "mtp.layers.0.input_layernorm.weight": torch.randn(64)},
                  str(src / "mtp.safetensors"))
    a = dict(iter_hf_tensors(src))
    assert wrapper == any(k.startswith("model.visual.") for k in a)
    assert any(".linear_attn.in_proj_qkv." in k for k in a)
    assert main(["hf-to-mcore", "--hf", str(src), "--out", str(ck)]) == 0
    meta = json.loads((ck / "agon_model.json").read_text())
    assert meta["model"]["arch"] == ("qwen3_5_moe" if moe else "qwen3_5") and meta["model"]["layer_types"] == Q.LAYER_TYPES
    assert moe == (sum(".mlp.experts." in k for k in a) == 4 * 4 * 3)  # per-expert tensors on disk
    assert main(["mcore-to-hf", "--ckpt", str(ck), "--out", str(out)]) == 0
    b = dict(iter_hf_tensors(out))
    assert set(a) == set(b), sorted(set(a) ^ set(b))
    assert all(torch.equal(a[k], b[k]) for k in a)
    cfg = json.loads((out / "config.json").read_text())
    assert cfg["model_type"] == ("qwen3_5" if wrapper else "qwen3_5_moe_text" if moe else "qwen3_5_text")
