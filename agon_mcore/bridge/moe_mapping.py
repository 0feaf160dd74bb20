"""Megatron ``GPTModel`` (MoE layers) <-> Hugging Face Qwen3-MoE parameter mapping.

Attention, norms, embeddings and the dense layers among the MoE layers map exactly as
Qwen3's (:class:`agon_mcore.bridge.bridge.Bridge`). A MoE layer ``i`` (megatron-core 0.16.1
``MoELayer``; HF ``Qwen3MoeSparseMoeBlock``) adds:

==============================================================  =====================================  ==========
megatron (``decoder.layers.j.`` in the chunk)                   HF (``model.layers.i.``, on disk)        owner
==============================================================  =====================================  ==========
mlp.router.weight [E, H]                                        mlp.gate.weight [E, H]                 every rank
mlp.experts.local_experts.{l}.linear_fc1.weight [2I, H]         mlp.experts.{e}.{gate,up}_proj.weight  EP rank r
  (TE grouped GEMM: mlp.experts.linear_fc1.weight{l})             [I, H] each; fc1 = [gate; up]
mlp.experts.local_experts.{l}.linear_fc2.weight [H, I]          mlp.experts.{e}.down_proj.weight       EP rank r
  (TE grouped GEMM: mlp.experts.linear_fc2.weight{l})
==============================================================  =====================================  ==========

with ``e = r * E/ep + l`` (megatron's ``MoELayer``: EP rank ``r`` holds the contiguous
experts ``r*E/ep .. (r+1)*E/ep - 1``). Expert weights are not tensor-parallel
(``expert_tensor_parallel_size=1``, see ``agon_mcore/policy/moe.py``).

The HF names are the on-disk (safetensors) names, one tensor per expert: what
``save_pretrained`` writes, what SGLang's Qwen3-MoE ``load_weights`` and a weight push take.
transformers 5.x keeps the experts fused in memory (``mlp.experts.gate_up_proj [E, 2I, H]``,
``mlp.experts.down_proj [E, H, I]``); :func:`per_expert_views` gives the in-memory model's
per-expert views, so an in-process HF model (the local rollout engine) takes the same
stream.

Export: each expert tensor is broadcast over the expert-parallel group from its owner
(then over the PP group from its stage, as every tensor), so every rank yields the same
``(name, tensor)`` sequence and each HF tensor exactly once. Import: every rank is given
the full stream and keeps its own experts.
"""
from __future__ import annotations

import torch
import torch.distributed as dist
from megatron.core import parallel_state as mps

from agon_mcore.bridge.bridge import Bridge, _Entry, register_bridge, unwrap_model
from agon_mcore.bridge.hf_config_moe import dense_layers_of
from agon_mcore.config import ConfigError

_EXPERT_KINDS = ("efc1", "efc2")


def expert_owner(num_experts: int, ep: int, expert: int) -> tuple[int, int]:
    """``(ep_rank, local_index)`` of global ``expert`` under ``ep``-way expert parallelism."""
    per = num_experts // ep
    return expert // per, expert % per


class _DenseView:
    """An HF Qwen3-MoE config seen as the Qwen3 config of its attention and dense layers."""

    def __init__(self, hf_config):
        self._hf = hf_config

    def __getattr__(self, name):
        if name == "model_type":
            return "qwen3"
        return getattr(self._hf, name)


class MoEBridge(Bridge):
    """Parameter mapping for ``qwen3_moe`` (see the module doc)."""

    def __init__(self, arch: str = "qwen3_moe"):
        if arch != "qwen3_moe":
            raise ConfigError(f"no MoE bridge for arch={arch!r}; supported: qwen3_moe")
        self.arch = arch
        self._dense = Bridge("qwen3")
        self._import_ep_rank = None  # set while importing: other EP ranks' experts are skipped

    # ------------------------------------------------------------------ plan
    def _check(self, hf_config, chunks) -> None:
        if hf_config.model_type != self.arch:
            raise ConfigError(f"bridge for {self.arch} given an HF config of model_type={hf_config.model_type!r}")
        self._dense._check(_DenseView(hf_config), chunks)
        c = chunks[0].config
        dense = dense_layers_of(hf_config)
        freq = c.moe_layer_freq
        if not isinstance(freq, (list, tuple)):
            freq = [int(i % int(freq) == 0) for i in range(c.num_layers)]
        mc_dense = [i for i, f in enumerate(freq) if not f] if c.num_moe_experts else list(range(c.num_layers))
        pairs = {
            "num_experts": (c.num_moe_experts, hf_config.num_experts),
            "moe_router_topk": (c.moe_router_topk, hf_config.num_experts_per_tok),
            "moe_ffn_hidden_size": (c.moe_ffn_hidden_size, hf_config.moe_intermediate_size),
            "moe_norm_topk_prob": (not c.moe_router_pre_softmax, bool(hf_config.norm_topk_prob)),
            "moe_dense_layers": (mc_dense, dense),
        }
        bad = [f"{k}: megatron model {a!r} != HF config {b!r}" for k, (a, b) in pairs.items() if a != b]
        if bad:
            raise ConfigError("megatron model and HF config disagree:\n  " + "\n  ".join(bad))

    def plan(self, chunks, hf_config) -> list[_Entry]:
        """Every parameter of the full model in HF order; experts of all EP ranks (``_Entry.ep``).

        While importing, experts owned by other EP ranks get ``pp=-1`` (no rank fills them).
        """
        dense_plan = self._dense.plan(chunks, _DenseView(hf_config))
        E, I, H = hf_config.num_experts, hf_config.moe_intermediate_size, hf_config.hidden_size
        ep = mps.get_expert_model_parallel_world_size()
        moe_layers = set(range(hf_config.num_hidden_layers)) - set(dense_layers_of(hf_config))
        out = []
        for e in dense_plan:
            name = e.hf[0]
            layer = int(name.split(".")[2]) if name.startswith("model.layers.") else None
            if layer not in moe_layers or ".mlp." not in name:
                out.append(e)
                continue
            if not e.mcore.endswith("mlp.linear_fc1.weight"):
                continue  # fc2 of the dense MLP: replaced with the experts below
            L, h = e.mcore[: -len("linear_fc1.weight")], f"model.layers.{layer}.mlp."
            out.append(_Entry(e.pp, e.vp, L + "router.weight", [h + "gate.weight"], "rep", [(E, H)]))
            for x in range(E):
                r, j = expert_owner(E, ep, x)
                pp = e.pp if self._import_ep_rank in (None, r) else -1
                hx = f"{h}experts.{x}."
                fc1 = _Entry(pp, e.vp, L + f"experts.local_experts.{j}.linear_fc1.weight",
                             [hx + "gate_proj.weight", hx + "up_proj.weight"], "efc1", [(I, H), (I, H)])
                fc2 = _Entry(pp, e.vp, L + f"experts.local_experts.{j}.linear_fc2.weight",
                             [hx + "down_proj.weight"], "efc2", [(H, I)])
                fc1.ep = fc2.ep = r
                out += [fc1, fc2]
        return out

    @staticmethod
    def _param(chunk, name: str) -> torch.nn.Parameter:
        try:
            return Bridge._param(chunk, name)
        except KeyError:
            if ".experts.local_experts." not in name:
                raise
        head, tail = name.split(".experts.local_experts.")
        j, rest = tail.split(".", 1)  # "linear_fc1.weight"
        return Bridge._param(chunk, f"{head}.experts.{rest}{j}")  # TE grouped GEMM: experts.linear_fc1.weight{j}

    # ------------------------------------------------------------------ layouts
    def _to_hf(self, e: _Entry, full: torch.Tensor, hf_config) -> list[torch.Tensor]:
        if e.kind == "efc1":
            return list(full.chunk(2, dim=0))
        if e.kind == "efc2":
            return [full]
        return super()._to_hf(e, full, hf_config)

    def _gather(self, e: _Entry, local: torch.Tensor, info) -> torch.Tensor:
        if e.kind not in _EXPERT_KINDS:
            return super()._gather(e, local, info)
        ep = mps.get_expert_model_parallel_world_size()
        if ep == 1:
            return local
        group = mps.get_expert_model_parallel_group()
        mine = mps.get_expert_model_parallel_rank() == e.ep
        buf = local.contiguous() if mine else torch.empty_like(local)  # never overwrite our own expert
        dist.broadcast(buf, src=dist.get_global_rank(group, e.ep), group=group)
        return buf

    def _shard(self, e: _Entry, hf_tensors, hf_config, local_shape, info) -> torch.Tensor:
        if e.kind == "efc1":
            return torch.cat(hf_tensors, dim=0)
        if e.kind == "efc2":
            return hf_tensors[0]
        return super()._shard(e, hf_tensors, hf_config, local_shape, info)

    # ------------------------------------------------------------------ import
    def import_hf(self, model_chunks, named_tensors, hf_config) -> None:
        """As :meth:`Bridge.import_hf`; each rank keeps the experts its EP rank owns."""
        unwrap_model(model_chunks[0])
        self._import_ep_rank = mps.get_expert_model_parallel_rank()
        try:
            super().import_hf(model_chunks, named_tensors, hf_config)
        finally:
            self._import_ep_rank = None


def per_expert_views(model: torch.nn.Module) -> dict[str, tuple[torch.Tensor, torch.nn.Parameter]]:
    """On-disk per-expert names -> ``(view, fused parameter)`` of an in-memory transformers model.

    transformers 5.x Qwen3-MoE keeps ``mlp.experts.gate_up_proj [E, 2I, H]`` (gate rows
    first, ``modeling_qwen3_moe.Qwen3MoeExperts.forward``: ``linear(x, gate_up_proj[e]).chunk(2)``)
    and ``mlp.experts.down_proj [E, H, I]``; the views are
    ``experts.{e}.gate_proj.weight = gate_up_proj[e, :I]``, ``up_proj = gate_up_proj[e, I:]``,
    ``down_proj = down_proj[e]``. Writing a view writes the parameter. A model without fused
    experts gives ``{}``.
    """
    out = {}
    for mod_name, mod in model.named_modules():
        gu, down = getattr(mod, "gate_up_proj", None), getattr(mod, "down_proj", None)
        if not (isinstance(gu, torch.nn.Parameter) and isinstance(down, torch.nn.Parameter) and gu.dim() == 3):
            continue
        half = gu.shape[1] // 2
        for x in range(gu.shape[0]):
            p = f"{mod_name}.{x}."
            out[p + "gate_proj.weight"] = (gu[x, :half], gu)
            out[p + "up_proj.weight"] = (gu[x, half:], gu)
            out[p + "down_proj.weight"] = (down[x], down)
    return out


def per_expert_state_dict(model: torch.nn.Module) -> dict[str, torch.Tensor]:
    """An in-memory transformers model's state dict with fused experts split per expert (disk names)."""
    views = per_expert_views(model)
    fused = {id(p) for _, p in views.values()}
    sd = {k: v for k, v in model.state_dict(keep_vars=True).items() if id(v) not in fused}
    sd.update({k: v for k, (v, _) in views.items()})
    return {k: v.detach() for k, v in sd.items()}


register_bridge("qwen3_moe", MoEBridge)
