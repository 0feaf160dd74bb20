"""Our Gemma 4 weight push against the names the pinned SGLang's Gemma 4 loaders accept.

SGLang 0.5.23 (``SGLANG_TESTED``) is read, not run (no GPU here; its config module needs
torchvision). Its loaders skip a name they cannot place without a word (``if name not in
params_dict: continue``), so a wrong name would leave the server on stale weights. Below,
``sglang_params`` writes SGLang's parameter names from its module tree and ``sglang_loaded_name``
its loaders' renaming, both from the source (``sglang/srt/models/...``, lines cited), and the
tests check that every tensor our bridge pushes lands on one of them, and that every SGLang
parameter is loaded except the ones no Gemma 4 checkpoint holds either.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))
import gemma4_cases as G  # noqa: E402

from agon_mcore.config import ModelConfig, ParallelConfig  # noqa: E402

pytestmark = pytest.mark.usefixtures("megatron_world")

FULL = "full_attention"


def sglang_params(mc, multimodal: bool) -> set:
    """SGLang's ``params_dict`` names (parameters and persistent buffers) for a gemma4 ``ModelConfig``.

    ``gemma4_causal.py``: ``Gemma4ForCausalLM.model`` (1160) is ``Gemma4TextModel``; ``lm_head``
    (1169-1176) is the embedding itself when tied (one parameter, listed once). ``Gemma4TextModel``:
    ``embed_tokens`` (887), with PLE ``embed_tokens_per_layer`` (901), ``per_layer_model_projection``
    (908), ``per_layer_projection_norm`` (916); ``layers``; ``norm`` (944). ``Gemma4DecoderLayer``:
    ``self_attn`` (573), ``mlp`` (593; ``Gemma3MLP``: ``gate_up_proj``, ``down_proj``,
    ``gemma3_causal.py`` 94, 101), four norms (602-611), PLE ``per_layer_input_gate``,
    ``per_layer_projection``, ``post_per_layer_input_norm`` (616-633), MoE ``router`` (642),
    ``moe`` (647), ``post_feedforward_layernorm_1/_2``, ``pre_feedforward_layernorm_2`` (656-664),
    the persistent buffer ``layer_scalar`` (672). ``Gemma4Attention``: ``qkv_proj`` (358), ``o_proj``
    (367), ``q_norm`` (376), ``k_norm`` (380) on every layer; ``v_norm`` (384) is scale-free, its
    weight a non-persistent buffer (``layers/layernorm.py`` 1402-1405) that no checkpoint holds.
    ``Gemma4Router``: ``scale`` (186), ``proj`` (194), ``norm`` scale-free. ``Gemma4MoE``:
    ``per_expert_scale`` (246), ``experts`` (FusedMoE, 294: ``w13_weight``, ``w2_weight``).
    ``gemma4_mm.py``: ``language_model`` (242) is ``Gemma4TextModel``; ``lm_head`` (260-268).
    """
    P = "language_model." if multimodal else "model."
    out = {P + "embed_tokens.weight", P + "norm.weight"}
    if not mc.tie_word_embeddings:
        out.add("lm_head.weight")
    if mc.hidden_size_per_layer_input:
        out |= {P + n + ".weight" for n in ("embed_tokens_per_layer", "per_layer_model_projection",
                                            "per_layer_projection_norm")}
    for i in range(mc.num_layers):
        L = f"{P}layers.{i}."
        out |= {L + n for n in ("self_attn.qkv_proj.weight", "self_attn.o_proj.weight", "self_attn.q_norm.weight",
                                "self_attn.k_norm.weight", "mlp.gate_up_proj.weight", "mlp.down_proj.weight",
                                "input_layernorm.weight", "post_attention_layernorm.weight",
                                "pre_feedforward_layernorm.weight", "post_feedforward_layernorm.weight",
                                "layer_scalar")}
        if mc.hidden_size_per_layer_input:
            out |= {L + n + ".weight" for n in ("per_layer_input_gate", "per_layer_projection",
                                                "post_per_layer_input_norm")}
        if mc.num_experts:
            out |= {L + n for n in ("router.scale", "router.proj.weight", "moe.per_expert_scale",
                                    "moe.experts.w13_weight", "moe.experts.w2_weight",
                                    "post_feedforward_layernorm_1.weight", "post_feedforward_layernorm_2.weight",
                                    "pre_feedforward_layernorm_2.weight")}
    return out


# gemma4_causal.py 1259-1265; gemma4_mm.py 746-753 (the same pairs with leading dots)
_STACKED = [("qkv_proj", "q_proj"), ("qkv_proj", "k_proj"), ("qkv_proj", "v_proj"), ("gate_up_proj", "gate_proj"),
            ("gate_up_proj", "up_proj")]
# gemma4_causal.py 1267-1273; gemma4_mm.py 881-886: fused experts, tried before the stacked pairs
_FUSED_EXPERTS = [("experts.w13_weight", "experts.gate_up_proj"), ("experts.w2_weight", "experts.down_proj")]


def sglang_loaded_name(name: str, params: set, multimodal: bool):
    """The parameter SGLang's ``load_weights`` puts a pushed tensor into, or None where it skips it silently.

    ``Gemma4ForCausalLM.load_weights`` (``gemma4_causal.py`` 1258-1410): ``model.language_model.`` ->
    ``model.`` (1310); ``Gemma4ForConditionalGeneration.load_weights`` (``gemma4_mm.py`` 877-1080):
    a leading ``model.`` dropped (931). Both then move ``router.per_expert_scale`` and ``experts.``
    under ``moe.`` (causal 1314-1316, mm 959-962), try the fused experts, then the stacked q/k/v and
    gate/up pairs (each ``continue`` when the renamed name is no parameter), then the name itself
    (``if name not in params_dict: continue``). PP filtering is a no-op at SGLang PP=1.
    """
    import re

    if multimodal:
        if "embed_vision.embedding." in name or "embed_audio.embedding." in name:
            return None
        name = re.sub(r"^model\.", "", name)
    else:
        name = name.replace("model.language_model.", "model.")
    name = name.replace(".router.per_expert_scale", ".moe.per_expert_scale")
    if ".experts." in name and ".moe.experts." not in name:
        name = name.replace(".experts.", ".moe.experts.")
    for param, ckpt in _FUSED_EXPERTS:
        if ckpt in name and name.replace(ckpt, param) in params:
            return name.replace(ckpt, param)
    if any(ckpt in name for _, ckpt in _FUSED_EXPERTS):
        return None
    for param, ckpt in _STACKED:
        key = "." + ckpt if multimodal else ckpt
        if key in name and name.replace(key, ("." if multimodal else "") + param) in params:
            return name.replace(key, ("." if multimodal else "") + param)
    return name if name in params else None


def _unloaded_by_design(mc, multimodal: bool) -> set:
    """SGLang parameters that no Gemma 4 checkpoint holds either: ``k_norm`` of KV-reusing layers (they compute
    no keys; transformers' layer has no ``k_norm`` there)."""
    from agon_mcore.config.validation import kv_sharing_roles

    P = "language_model." if multimodal else "model."
    roles = kv_sharing_roles(list(mc.layer_types), mc.num_kv_shared_layers)
    return {f"{P}layers.{i}.self_attn.k_norm.weight" for i, r in enumerate(roles) if r == "reuse"}


CASES = {
    "text_tied": dict(tied=True),
    "e_style_wrapper_untied": dict(wrapper=True, tied=False, **G.E_STYLE),
    "e_style_text_tied": dict(tied=True, **G.E_STYLE),
    "moe_text_untied": dict(tied=False, experts=4),
}


@pytest.mark.parametrize("case", list(CASES))
def test_pushed_names_land_on_sglang_parameters(case):
    """Every tensor of our push (the bridge's HF names, as ``Policy.export_rollout_weights`` sends for a full
    rival) maps to an SGLang parameter, and every SGLang parameter is loaded but the ones no checkpoint holds."""
    from agon_mcore.bridge import get_bridge

    kw = CASES[case]
    multimodal = bool(kw.get("wrapper"))
    hf = G.tiny_hf_model(**kw)
    chunks = G.build_and_import(hf, ParallelConfig(), **{k: v for k, v in kw.items() if k != "wrapper"})
    pushed = [n for n, _ in get_bridge("gemma4").export_hf(chunks, hf.config)]
    mc = G.tiny_model_cfg(**{k: v for k, v in kw.items() if k != "wrapper"})
    params = sglang_params(mc, multimodal)
    landed = {n: sglang_loaded_name(n, params, multimodal) for n in pushed}
    assert [n for n, p in landed.items() if p is None] == []
    assert params - set(landed.values()) == _unloaded_by_design(mc, multimodal)
    if mc.hidden_size_per_layer_input:  # the E-models' PLE tensors, by name
        P = "model.language_model." if multimodal else "model."
        S = "language_model." if multimodal else "model."
        assert landed[P + "embed_tokens_per_layer.weight"] == S + "embed_tokens_per_layer.weight"
        assert landed[P + "layers.4.per_layer_projection.weight"] == S + "layers.4.per_layer_projection.weight"


def test_text_only_name_into_the_multimodal_loader_is_dropped():
    """Why the prefix matters: a ``model.layers.*`` name (text checkpoint) pushed to a multimodal server is skipped
    silently by SGLang's loader; our bridge names the push after the served checkpoint's config."""
    mc = G.tiny_model_cfg()
    params = sglang_params(mc, multimodal=True)
    assert sglang_loaded_name("model.layers.0.self_attn.q_proj.weight", params, True) is None
    assert sglang_loaded_name("model.language_model.layers.0.self_attn.q_proj.weight", params, True) == \
        "language_model.layers.0.self_attn.qkv_proj.weight"
    # the causal loader takes both spellings
    text = sglang_params(mc, multimodal=False)
    assert sglang_loaded_name("model.language_model.layers.0.mlp.up_proj.weight", text, False) == \
        "model.layers.0.mlp.gate_up_proj.weight"


def test_sglang_refuses_a_heterogeneous_text_only_gemma4():
    """SGLang 0.5.23 flattens Gemma 4's per-layer attention shapes only for the multimodal model type: a
    ``gemma4_text`` config with differing sliding/full shapes is refused, naming the version; the wrapper and
    other families pass."""
    from transformers import Gemma4Config

    from agon_mcore.bridge import hf_config_for
    from agon_mcore.rollout.sglang.client import SGLANG_TESTED
    from agon_mcore.rollout.sglang.gemma4 import sglang_gemma4_problem

    text = hf_config_for(G.tiny_model_cfg(), G.VOCAB)
    assert text.model_type == "gemma4_text" and text.is_heterogeneous
    msg = sglang_gemma4_problem(text)
    assert msg and f"SGLang {SGLANG_TESTED}" in msg and "model_type 'gemma4'" in msg
    wrapper = Gemma4Config(text_config=text.to_dict(), vision_config=None, audio_config=None)
    assert sglang_gemma4_problem(wrapper) is None
    assert sglang_gemma4_problem(hf_config_for(ModelConfig(arch="qwen3"), G.VOCAB)) is None


def test_check_config_refuses_a_text_only_gemma4_checkpoint_on_sglang(tmp_path):
    """``agon check-config`` (check_models) names the problem before any server starts: a user's ``gemma4_text``
    checkpoint is refused on SGLang; the multimodal one and random-init rivals (served from a multimodal
    placeholder) pass, and the local engine serves either."""
    from agon_mcore.bridge import hf_config_for
    from agon_mcore.config import ConfigError, load_config, rival_model
    from agon_mcore.data.tokenizer import load_tokenizer
    from agon_mcore.policy.model import check_models

    tiny = str(Path(__file__).resolve().parents[2] / "configs" / "tiny_gemma4_cpu.yaml")
    check_models(load_config([tiny], ["rollout.engine=sglang"]))  # random init
    text = hf_config_for(rival_model(load_config([tiny]), "A"), len(load_tokenizer("builtin:byte")))
    text.save_pretrained(tmp_path / "text")  # check-config reads config.json only
    with pytest.raises(ConfigError, match=r"rival A: rollout.engine=sglang: SGLang 0\.5\.23 cannot serve a text-only"):
        check_models(load_config([tiny], ["rollout.engine=sglang", f"model.hf_path={tmp_path / 'text'}"]))
    check_models(load_config([tiny], [f"model.hf_path={tmp_path / 'text'}"]))
    from agon_mcore.bridge.gemma4_config import gemma4_wrapper_config

    gemma4_wrapper_config(text).save_pretrained(tmp_path / "mm")
    check_models(load_config([tiny], ["rollout.engine=sglang", f"model.hf_path={tmp_path / 'mm'}"]))


@pytest.mark.parametrize("kind", ["full", "lora"])
def test_random_init_rival_is_served_as_the_multimodal_model(tmp_path, kind):
    """A random-init Gemma 4 rival on SGLang: its placeholder checkpoint is the multimodal ``gemma4`` config (text
    config nested, a tiny vision tower, no audio, ``language_model_only``), which transformers' AutoConfig loads
    and SGLang's check accepts; the rival's push (``model.language_model.*``) lands on the multimodal loader's
    parameters and covers them, and equals the placeholder's language-model tensors by name and shape."""
    from safetensors import safe_open
    from transformers import AutoConfig

    from agon_mcore.config import load_config, rival_model
    from agon_mcore.rollout import prepare_model_dir
    from agon_mcore.rollout.sglang.gemma4 import sglang_gemma4_problem
    from agon_mcore.train.rivals import build_rival, rival_specs

    over = ["rollout.engine=sglang"] + ([f"rivals.{n}.{k}" for n in "AB" for k in ("kind=lora", "lora_rank=4")] if kind == "lora" else [])
    cfg = load_config([str(Path(__file__).resolve().parents[2] / "configs" / "tiny_gemma4_cpu.yaml")], over)
    rival = build_rival(cfg, "A")
    folder = prepare_model_dir(rival_specs({"A": rival})["A"], tmp_path / "placeholder")
    served = AutoConfig.from_pretrained(folder)
    assert served.model_type == "gemma4" and served.architectures == ["Gemma4ForConditionalGeneration"]
    assert served.text_config.model_type == "gemma4_text" and served.text_config.is_heterogeneous
    assert served.audio_config is None and served.vision_config.num_hidden_layers == 1
    assert served.language_model_only is True and sglang_gemma4_problem(served) is None
    pushed = {n: tuple(t.shape) for n, t in rival.policy.export_rollout_weights()}
    if kind == "lora":  # the shared base, then the adapter (peft names under the same prefix)
        adapter = [n for n in pushed if ".lora_" in n]
        assert adapter and all(n.startswith("model.language_model.layers.") for n in adapter)
        pushed = {n: s for n, s in pushed.items() if ".lora_" not in n}
    mc = rival_model(cfg, "A")
    params = sglang_params(mc, multimodal=True)
    landed = {n: sglang_loaded_name(n, params, True) for n in pushed}
    assert [n for n, p in landed.items() if p is None] == []
    assert params - set(landed.values()) == _unloaded_by_design(mc, True)
    with safe_open(str(folder / "model.safetensors"), framework="pt") as f:
        stored = {n: tuple(f.get_slice(n).get_shape()) for n in f.keys()}
    assert {n: s for n, s in stored.items() if n.startswith("model.language_model.")} == \
        {n: s for n, s in pushed.items() if n != "lm_head.weight"}
    assert any(n.startswith("model.vision_tower.") for n in stored) and not any("audio" in n for n in stored)
