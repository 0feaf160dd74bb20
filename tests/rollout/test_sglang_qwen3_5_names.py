"""The weight push to SGLang for Qwen3.5 and Qwen3.5-MoE rivals: every tensor name the trainer streams
(``Policy.export_rollout_weights``, what ``update_weights_from_tensor`` / ``_distributed`` / ``_disk`` hand to the
server's ``model.load_weights``) lands on a parameter of the pinned SGLang's Qwen3.5 model, and every language-model
parameter (each shard of a stacked one, each expert) is written: for a server started from a text checkpoint
(``Qwen3_5ForCausalLM``) and from a multimodal one (``Qwen3_5ForConditionalGeneration``).

SGLang cannot be imported on CPU, so its name mapping is written out below from reading its source (sglang
0.5.23, ``python/sglang/srt/``; file:line cited at each rule). With sglang installed (``.ci/run``:
``pip install --no-deps -r tests/contract-requirements.txt``) the last test reads the installed files with
``ast`` and checks that the stacked-parameter tables and entry classes written here are still sglang's.
"""
from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))
import qwen3_5_cases as Q  # noqa: E402

# srt/models/qwen3_5.py:1987 (Qwen3_5ForCausalLM, the text body), :2093 (Qwen3_5MoeForCausalLM), :2450
# (Qwen3_5ForConditionalGeneration), :2661 (Qwen3_5MoeForConditionalGeneration): (param, checkpoint name, shard)
STACKED = [
    ("qkv_proj", "q_proj", "q"), ("qkv_proj", "k_proj", "k"), ("qkv_proj", "v_proj", "v"),
    ("gate_up_proj", "gate_proj", 0), ("gate_up_proj", "up_proj", 1),
    ("in_proj_qkvz.", "in_proj_qkv.", (0, 1, 2)), ("in_proj_qkvz.", "in_proj_z.", 3),
    ("in_proj_ba.", "in_proj_b.", 0), ("in_proj_ba.", "in_proj_a.", 1),
]


def expert_mapping(num_experts: int):
    """srt/layers/moe/fused_moe_triton/layer.py:1797 ``FusedMoE.make_expert_params_mapping`` with the checkpoint
    names gate_proj / down_proj / up_proj (qwen3_5.py:2111, :2679): (param, name, expert, shard)."""
    return [("experts.w13_" if w in ("gate_proj", "up_proj") else "experts.w2_", f"experts.{e}.{w}.", e, s)
            for e in range(num_experts) for s, w in (("w1", "gate_proj"), ("w2", "down_proj"), ("w3", "up_proj"))]


def sglang_route(name: str, server: str, num_experts: int, tied: bool):
    """Where SGLang 0.5.23 writes a pushed tensor: ``(parameter name, shard)``, or None when it drops it.

    ``server``: ``"text"`` (srt/models/qwen3_5_text.py:48 ``Qwen3_5ForCausalLM`` / :292 ``Qwen3_5MoeForCausalLM``,
    the classes of a ``qwen3_5_text`` / ``qwen3_5_moe_text`` checkpoint) or ``"multimodal"`` (qwen3_5.py:2374 /
    :2586, the ``ForConditionalGeneration`` classes). Parameter names are the server model's own.
    """
    if server == "text":
        # qwen3_5_text.py:257-270: names under "model." go to the body with the prefix cut; lm_head.weight is
        # loaded unless tied; anything else is silently skipped.
        if name == "lm_head.weight":
            return None if tied else ("lm_head.weight", None)
        if not name.startswith("model."):
            return None
        body = name[len("model."):]
        # the body's loader (qwen3_5.py:2004-2012 dense, :2201-2210 MoE): mtp / visual skipped; only the
        # multimodal prefix "model.language_model." is rewritten, which a body name no longer has
        if "mtp" in body or "visual" in body:
            return None
        if "language_model" in body:
            body = body.replace("model.language_model.", "model.")
        routed = _body_route(body, num_experts)
        return None if routed is None else ("model." + routed[0], routed[1])
    # multimodal (qwen3_5.py:2466-2478, :2768-2778): mtp skipped, "model.language_model." -> "model."
    if "mtp" in name or "visual" in name:
        return None  # (visual tensors load under visual.*; the trainer never streams them)
    if "language_model" in name:
        name = name.replace("model.language_model.", "model.")
    return _body_route(name, num_experts)


def _body_route(name: str, num_experts: int):
    if ".self_attn." in name:  # qwen3_5.py:2012 / :2209 / :2478 / :2776: attention modules sit on the layer
        name = name.replace(".self_attn", "")
    for param, weight, shard in STACKED:  # qwen3_5.py:2019-2040 / :2226-2262 / :2494-2515 / :2806-2838
        if weight not in name:
            continue
        if "mlp.experts" in name:  # experts are mapped below (qwen3_5.py:2026, :2242, :2825)
            continue
        return name.replace(weight, param), shard
    for param, weight, e, shard in expert_mapping(num_experts):  # qwen3_5.py:2264-2345 / :2840-2935
        if weight in name:
            return name.replace(weight, param), (e, shard)
    return name, None  # loaded as is (qwen3_5.py:2041-2058; a missing name is only logged: a silent drop)


def sglang_params(m, tied: bool) -> dict:
    """The language-model parameters of SGLang's Qwen3.5 model for ModelConfig ``m`` and the shards each needs.

    From the module definitions: the body (qwen3_5.py:1791 embed_tokens, :1810 layers, :1858 norm); Gated DeltaNet
    layers (qwen3_5.py:1141 ``linear_attn`` = Qwen3_5GatedDeltaNet: :398 conv1d, :409 in_proj_qkvz, :418 in_proj_ba,
    :473 dt_bias, :476 A_log, :507 norm, :520 out_proj); attention layers (:1332 qkv_proj, :1344 o_proj, :1405
    q_norm, :1406 k_norm, on the layer itself); norms (:1177, :1400); the MLP (dense: qwen2_moe.py:170 Qwen2MoeMLP,
    :183 gate_up_proj, :191 down_proj; MoE: qwen2_moe.py:254 Qwen2MoeSparseMoeBlock, :318 experts (FusedMoE
    w13_weight / w2_weight), :348 gate, :362 shared_expert, :394 shared_expert_gate); lm_head (qwen3_5_text.py:97,
    qwen3_vl.py:1370) unless tied (then it is embed_tokens itself).
    """
    mlp = ({"mlp.gate.weight": {None}, "mlp.shared_expert.gate_up_proj.weight": {0, 1},
            "mlp.shared_expert.down_proj.weight": {None}, "mlp.shared_expert_gate.weight": {None},
            "mlp.experts.w13_weight": {(e, s) for e in range(m.num_experts) for s in ("w1", "w3")},
            "mlp.experts.w2_weight": {(e, "w2") for e in range(m.num_experts)}}
           if m.num_experts else {"mlp.gate_up_proj.weight": {0, 1}, "mlp.down_proj.weight": {None}})
    gdn = {"linear_attn.conv1d.weight": {None}, "linear_attn.in_proj_qkvz.weight": {(0, 1, 2), 3},
           "linear_attn.in_proj_ba.weight": {0, 1}, "linear_attn.dt_bias": {None}, "linear_attn.A_log": {None},
           "linear_attn.norm.weight": {None}, "linear_attn.out_proj.weight": {None}}
    attn = {"qkv_proj.weight": {"q", "k", "v"}, "o_proj.weight": {None}, "q_norm.weight": {None},
            "k_norm.weight": {None}}
    out = {"model.embed_tokens.weight": {None}, "model.norm.weight": {None}}
    if not tied:
        out["lm_head.weight"] = {None}
    for i, kind in enumerate(m.layer_types):
        own = {**(gdn if kind == "linear_attention" else attn), **mlp,
               "input_layernorm.weight": {None}, "post_attention_layernorm.weight": {None}}
        out.update({f"model.layers.{i}.{k}": v for k, v in own.items()})
    return out


CASES = [(False, True), (False, False), (True, False)]  # (moe, tied)


@pytest.fixture(scope="module")
def pushed():
    """The names each rival's weight push streams, per case (a real Policy's export_rollout_weights)."""
    from agon_mcore.config import ParallelConfig
    from agon_mcore.policy import Policy
    from agon_mcore.policy.parallel import destroy_parallel, init_parallel

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "policy"))
    from _common import tiny_cfg

    init_parallel(ParallelConfig(), seed=1234)
    try:
        out = {}
        for moe, tied in CASES:
            cfg = tiny_cfg()
            cfg.model = Q.tiny_model_cfg(moe=moe, tied=tied)
            cfg.model.vocab_size = Q.VOCAB
            pol = Policy("A", cfg.model, Q.VOCAB, cfg, seed=1)
            out[(moe, tied)] = (cfg.model, [n for n, _ in pol.export_rollout_weights()])
        return out
    finally:
        destroy_parallel()


@pytest.mark.slow  # the fixture builds three policies (~30 s on a loaded 2-core machine)
@pytest.mark.parametrize("server", ["text", "multimodal"])
@pytest.mark.parametrize("moe, tied", CASES)
def test_every_pushed_name_lands_and_every_sglang_parameter_is_written(pushed, server, moe, tied):
    m, names = pushed[(moe, tied)]
    assert len(names) == len(set(names))  # each tensor once
    assert all(n.startswith(("model.layers.", "model.embed_tokens.", "model.norm.", "lm_head.")) for n in names)
    want = sglang_params(m, tied)
    got: dict = {}
    for n in names:
        r = sglang_route(n, server, m.num_experts, tied)
        assert r is not None, f"{server} server drops {n}"
        param, shard = r
        assert param in want, f"{n} -> {param}: no such parameter in SGLang's Qwen3.5 model"
        assert shard not in got.setdefault(param, set()), f"{param} shard {shard} written twice"
        got[param].add(shard)
    missing = {p: sorted(map(str, s - got.get(p, set()))) for p, s in want.items() if s - got.get(p, set())}
    assert not missing, f"{server} server: parameters (shards) never written: {dict(list(missing.items())[:4])}"


def test_multimodal_names_would_be_dropped_by_a_text_server():
    """Why the push uses the text model's names (model.layers.*) for every checkpoint: a text-model server drops
    model.language_model.* silently (its body sees language_model.layers.* and only logs a warning), while a
    multimodal server takes both spellings."""
    name = "model.language_model.layers.0.linear_attn.in_proj_qkv.weight"
    assert sglang_route(name, "text", 0, False) == ("model.language_model.layers.0.linear_attn.in_proj_qkvz.weight",
                                                    (0, 1, 2))  # not a parameter: the body only logs it
    assert "model.language_model.layers.0.linear_attn.in_proj_qkvz.weight" not in sglang_params(Q.tiny_model_cfg(), True)
    assert sglang_route(name, "multimodal", 0, False) == ("model.layers.0.linear_attn.in_proj_qkvz.weight", (0, 1, 2))


def _sglang_file(rel: str) -> Path:
    spec = importlib.util.find_spec("sglang")
    if spec is None or not spec.submodule_search_locations:
        pytest.skip("sglang is not installed: pip install --no-deps -r tests/contract-requirements.txt")
    return Path(list(spec.submodule_search_locations)[0]) / rel


def _load_weights_tables(tree: ast.Module) -> dict:
    out = {}
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        for fn in (n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == "load_weights"):
            for node in ast.walk(fn):
                if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "stacked_params_mapping"
                                                        for t in node.targets):
                    out[cls.name] = ast.literal_eval(node.value)
    return out


def _entry_classes(tree: ast.Module) -> list:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "EntryClass" for t in node.targets):
            return [e.id for e in node.value.elts]
    return []


def test_the_tables_written_here_are_the_installed_sglangs():
    """With the pinned sglang installed: its Qwen3.5 loaders' stacked tables equal STACKED, the text classes are the
    entry classes of qwen3_5_text.py (the architectures of our text configs) and the multimodal ones of qwen3_5.py,
    and the text class strips the "model." prefix."""
    from agon_mcore.rollout.sglang.client import SGLANG_TESTED

    import sglang

    if sglang.__version__ != SGLANG_TESTED:
        pytest.skip(f"sglang {sglang.__version__} installed; these tables were read from {SGLANG_TESTED}")
    mm = ast.parse(_sglang_file("srt/models/qwen3_5.py").read_text())
    tables = _load_weights_tables(mm)
    for cls in ("Qwen3_5ForCausalLM", "Qwen3_5MoeForCausalLM", "Qwen3_5ForConditionalGeneration",
                "Qwen3_5MoeForConditionalGeneration"):
        assert tables[cls] == STACKED, cls
    assert _entry_classes(mm) == ["Qwen3_5MoeForConditionalGeneration", "Qwen3_5ForConditionalGeneration"]
    text_src = _sglang_file("srt/models/qwen3_5_text.py").read_text()
    assert _entry_classes(ast.parse(text_src)) == ["Qwen3_5MoeForCausalLM", "Qwen3_5ForCausalLM"]
    assert '_MODEL_PREFIX = "model."' in text_src and "elif name.startswith(_MODEL_PREFIX):" in text_src
    from agon_mcore.bridge import hf_config_for

    archs = {hf_config_for(Q.tiny_model_cfg(moe=moe), Q.VOCAB).architectures[0] for moe in (False, True)}
    assert archs == {"Qwen3_5ForCausalLM", "Qwen3_5MoeForCausalLM"}


def _sglang_normalize_in_proj_qkvz(weights: dict) -> dict:
    """srt/lora/lora.py:412-460 ``LoRAAdapter._normalize_in_proj_qkvz`` (sglang 0.5.23), as read: split
    ``in_proj_q/k/v/z`` weights are concatenated (q, k, v, z) into ``in_proj_qkvz``; an already merged
    ``in_proj_qkvz`` ``lora_A`` is repeated 4 times along the rank; a merged ``lora_B`` is kept."""
    out = dict(weights)
    for n in list(out):
        if "in_proj_q." in n:
            parts = [n.replace("in_proj_q", f"in_proj_{x}") for x in "qkvz"]
            if all(p in out for p in parts):
                dim = out[n].dim() - 2
                out[n.replace("in_proj_q", "in_proj_qkvz")] = torch.cat([out.pop(p) for p in parts], dim)
        elif "in_proj_qkvz" in n and "lora_A" in n:
            out[n] = out[n].repeat(4, 1)
    return out


def test_lora_adapter_for_sglang_names_the_gated_deltanet_in_proj_qkvz():
    """The adapter folder written for SGLang merges in_proj_qkv + in_proj_z into in_proj_qkvz (the module sglang
    serves LoRA on); after sglang's own normalisation it equals what sglang builds from the split q/k/v/z form."""
    from agon_mcore.policy.lora import hf_target_modules
    from agon_mcore.rollout.launcher import lora_server_args
    from agon_mcore.rollout.sglang.lora import sglang_lora_form

    targets = ("linear_qkv", "linear_proj", "in_proj", "out_proj")
    hf = Q.tiny_hf_model()
    adapter = Q.peft_tensors(Q.peft_lora(hf, targets))
    lora = {"r": 4, "lora_alpha": 8.0, "target_modules": hf_target_modules(targets)}
    tensors, lora2 = sglang_lora_form(adapter, lora)
    assert lora2["target_modules"] == ["q_proj", "k_proj", "v_proj", "o_proj", "in_proj_qkvz", "out_proj"]
    flags = lora_server_args([lora, lora])
    mods = flags[flags.index("--lora-target-modules") + 1: flags.index("--max-loras-per-batch")]
    assert mods == lora2["target_modules"]
    P = "model.layers.0.linear_attn."
    assert not any(".in_proj_qkv." in n or ".in_proj_z." in n for n in tensors)
    assert set(tensors) == {n for n in adapter if ".in_proj_" not in n} | {
        f"model.layers.{i}.linear_attn.in_proj_qkvz.lora_{w}.weight" for i in range(3) for w in "AB"}
    # the split form sglang also reads: q, k, v rows of in_proj_qkv (key, key, value dims), then z
    kd, vd = 2 * 16, 4 * 16
    q, k, v = adapter[P + "in_proj_qkv.lora_B.weight"].split([kd, kd, vd])
    split = {P + f"in_proj_{x}.lora_B.weight": t for x, t in zip("qkvz", (q, k, v, adapter[P + "in_proj_z.lora_B.weight"]))}
    split.update({P + f"in_proj_{x}.lora_A.weight": adapter[P + "in_proj_qkv.lora_A.weight"] for x in "qkvz"})
    ours = _sglang_normalize_in_proj_qkvz({k: v for k, v in tensors.items() if k.startswith(P + "in_proj")})
    theirs = _sglang_normalize_in_proj_qkvz(split)
    assert ours.keys() == theirs.keys() and all(torch.equal(ours[n], theirs[n]) for n in ours)
