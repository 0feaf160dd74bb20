"""In-process rollout engine on Hugging Face transformers (CPU or one GPU).

One ``AutoModelForCausalLM`` per rival, built from its config (random init; the trainer's
weights arrive through :meth:`LocalEngine.update_weights`, the same HF-named stream SGLang
servers get). Generation is our own loop over the model's forward with a KV cache
(a ``DynamicCache`` whose layers write into buffers preallocated for prompt +
``max_new_tokens``: no per-token ``torch.cat``), left padding, explicit ``attention_mask`` / ``position_ids``, and the
sampler of :mod:`agon_mcore.rollout.sampling`, so the reported log-probs are exactly those
of the distribution each token was drawn from.

Per chunk of ``batch_size`` sequences: each distinct prompt is prefilled once, its cache
rows are repeated for its samples, and finished rows are dropped from the cache, so the
cost is one prefill per prompt plus decode steps over the still-running samples. Distinct
prompts that share a long token prefix (one problem's challenger prompts: template,
question and instruction before each draft's summary) prefill that prefix once per group
and then only their own suffixes on top of it (:meth:`LocalEngine._prefill`), when a token
cost model says it saves enough (:func:`prefix_plan`); the logits equal the plain
prefill's to fp32 rounding.

LoRA rivals (``RivalSpec.lora``): ONE base model holds every rival's peft adapter
(``peft.functional``); the active adapter switches per rival, the base is synced once and
each update carries the rival's adapter only.
"""
from __future__ import annotations

import inspect
import logging
import secrets
import time
import warnings
from typing import Dict, Iterable, List, Optional, Tuple

import torch
from peft import LoraConfig
from peft.functional import inject_adapter_in_model, set_adapter
from transformers import AutoModelForCausalLM

from agon_mcore.bridge.gemma4_config import GEMMA4_TYPES
from agon_mcore.bridge.moe_mapping import per_expert_views
from agon_mcore.compat.megatron_cpu import cpu_shim_suspended
from agon_mcore.rollout.base import check_requests, sample_seed
from agon_mcore.rollout.prefill import (
    FORWARD_TOKENS,
    FORWARD_TOKENS_CUDA,
    full_attention_only,
    preallocated_cache,
    prefix_plan,
    select_cache_rows,
)
from agon_mcore.rollout.routes import RouteRecorder, find_routers
from agon_mcore.rollout.sampling import sample_tokens
from agon_mcore.rollout.types import (
    GenerationRequest,
    GenerationResult,
    RivalSpec,
    SamplingParams,
    WeightSyncError,
)

log = logging.getLogger("agon.rollout")


class LocalEngine:
    """Rollouts from in-process transformers models, one per rival.

    Args:
        rivals: ``{name: RivalSpec}``; each model is built with
            ``AutoModelForCausalLM.from_config(spec.hf_config)`` under a fixed seed (the
            global RNG is left untouched) and put in eval mode.
        device: ``"cpu"``, ``"cuda"`` or a ``torch.device``.
        batch_size: sequences (prompt x sample) per forward batch.
        dtype: parameter dtype (fp32 on CPU; bf16 is fine on GPU).

    Routes: for a rival whose spec asks for them (``RivalSpec.routed_experts``) and whose
    model has MoE routers, the experts each router chose in the forwards that sample
    (``GenerationResult.routed_experts``, :mod:`agon_mcore.rollout.routes`); otherwise no hook
    is registered and ``routed_experts`` is None.

    Placement: the local engine always keeps one model per rival (both fit wherever the
    trainer fits); ``rollout.placement`` only matters for SGLang pools.

    Weight versions start at 0 (the initial weights) and are set by ``update_weights``.
    """

    def __init__(
        self,
        rivals: Dict[str, RivalSpec],
        device: str | torch.device = "cpu",
        batch_size: int = 64,
        dtype: torch.dtype = torch.float32,
    ):
        if not rivals:
            raise ValueError("LocalEngine needs at least one rival, e.g. {'A': RivalSpec(...), 'B': ...}")
        if batch_size < 1:
            raise ValueError(f"LocalEngine batch_size={batch_size} must be >= 1")
        self.device = torch.device(device)
        self.batch_size = int(batch_size)
        self.dtype = dtype
        self.specs = dict(rivals)
        self._models: Dict[str, torch.nn.Module] = {}
        self._lookup: Dict[str, Dict[str, torch.Tensor]] = {}
        self._required: Dict[str, Dict[int, str]] = {}
        self._versions: Dict[str, int] = {}
        self._broken: Dict[str, Optional[str]] = {}
        # LoRA rivals: one base model serving every rival's adapter (peft), see _init_lora
        self._lora = any(getattr(s, "lora", None) for s in self.specs.values())
        self._base_params: Dict[int, str] = {}
        self._base_loaded = False
        self._active: Optional[str] = None
        for name, spec in (self._init_lora(dtype) if self._lora else self.specs).items():
            with torch.random.fork_rng(devices=[]):
                torch.manual_seed(0)
                model = AutoModelForCausalLM.from_config(spec.hf_config, dtype=dtype)
            model.to(self.device).eval().requires_grad_(False)
            self._models[name] = model
            # state_dict(keep_vars) also lists tied aliases (lm_head.weight -> embed_tokens)
            self._lookup[name] = dict(model.state_dict(keep_vars=True))
            self._required[name] = {id(p): n for n, p in model.named_parameters()}
            self._add_expert_views(name, model)
            self._versions[name] = 0
            self._broken[name] = None
        self._recorders: Dict[str, RouteRecorder] = {}
        by_model: Dict[int, RouteRecorder] = {}  # LoRA rivals share one model, hence one recorder
        for name, model in self._models.items():
            if getattr(self.specs[name], "routed_experts", False) and find_routers(model):
                self._recorders[name] = by_model.setdefault(id(model), RouteRecorder(model))
        sig = inspect.signature(next(iter(self._models.values())).forward).parameters
        # transformers >= 5.x renamed past_key_values -> cache
        self._cache_kw = "cache" if "cache" in sig else "past_key_values"

    def _add_expert_views(self, name: str, model) -> None:
        """Mixture-of-experts models: accept the per-expert (on-disk) names of the weight stream.

        transformers 5.x keeps a Qwen3-MoE layer's experts fused (``experts.gate_up_proj``);
        the bridge streams one tensor per expert (``experts.{e}.gate_proj.weight``, what
        checkpoints and SGLang use). Each such name writes its view of the fused parameter
        (:func:`agon_mcore.bridge.per_expert_views`) and must arrive for a complete update.
        Gemma 4's checkpoints keep the experts fused on disk too, and the bridge streams them
        so: its models take the stream as their own parameter names.
        """
        if getattr(model.config, "model_type", None) in GEMMA4_TYPES:
            return
        views = per_expert_views(model)
        fused = {id(p) for _, p in views.values()}
        self._lookup[name].update({k: v for k, (v, _) in views.items()})
        req = {pid: n for pid, n in self._required[name].items() if pid not in fused}
        req.update({("expert", k): k for k in views})
        self._required[name] = req

    # ------------------------------------------------------------------ LoRA rivals

    def _init_lora(self, dtype: torch.dtype) -> Dict[str, RivalSpec]:
        """One base model, one peft adapter per rival (``peft.functional.inject_adapter_in_model``).

        Every rival's adapter is a peft LoRA adapter named after the rival on the SAME
        transformers model; :meth:`_activate` switches the active adapter per call
        (``peft.functional.set_adapter``), so no weights move between roles. Adapter weights
        arrive through :meth:`update_weights` (names ``model.layers.{i}.self_attn.q_proj.lora_A.weight``);
        the base arrives once, in the first update that carries it.

        Returns:
            ``{}`` (the per-rival setup of ``__init__`` is done here).

        Raises:
            ValueError: some rivals are LoRA and some not, or their base configs differ.
        """
        specs = self.specs
        if not all(getattr(s, "lora", None) for s in specs.values()):
            raise ValueError("LocalEngine: either every rival is a LoRA adapter (RivalSpec.lora) or none is")
        first = next(iter(specs.values()))
        if any(s.hf_config.to_dict() != first.hf_config.to_dict() for s in specs.values()):
            raise ValueError("LocalEngine: LoRA rivals share one base model, but their hf_config differ")

        with torch.random.fork_rng(devices=[]), warnings.catch_warnings():
            # a second adapter on one model is what we want (peft warns about it)
            warnings.filterwarnings("ignore", message="Already found a `peft_config` attribute")
            torch.manual_seed(0)
            model = AutoModelForCausalLM.from_config(first.hf_config, dtype=dtype)
            for name, spec in specs.items():
                model = inject_adapter_in_model(LoraConfig(**{**spec.lora, "lora_dropout": 0.0}), model, adapter_name=name)
        model.to(self.device).eval().requires_grad_(False)
        adapters: Dict[str, Dict[str, torch.Tensor]] = {n: {} for n in specs}
        base: Dict[str, torch.Tensor] = {}
        for pname, p in model.state_dict(keep_vars=True).items():
            parts = pname.split(".")
            if len(parts) >= 3 and parts[-3] in ("lora_A", "lora_B") and parts[-2] in adapters:
                adapters[parts[-2]][".".join(parts[:-2] + ["weight"])] = p
            elif ".lora_" not in pname:
                base[pname.replace(".base_layer.", ".")] = p
        views = {} if getattr(first.hf_config, "model_type", None) in GEMMA4_TYPES else per_expert_views(model)
        if views:  # a MoE base: its fused experts arrive per expert, as for full rivals (_add_expert_views)
            fused = {id(p) for _, p in views.values()}
            base = {n: p for n, p in base.items() if id(p) not in fused}
            base.update({k: v for k, (v, _) in views.items()})
        self._base_params = {id(p): n for n, p in base.items() if isinstance(p, torch.nn.Parameter) or n in views}
        for name in specs:
            self._models[name] = model
            self._lookup[name] = {**base, **adapters[name]}
            self._required[name] = {id(p): n for n, p in adapters[name].items()}
            self._versions[name] = 0
            self._broken[name] = None
        return {}

    def _check_base(self, rival: str, seen: set) -> None:
        """LoRA: a stream carries the whole shared base or none of it."""
        if not self._lora:
            return
        got = [n for pid, n in self._base_params.items() if pid in seen]
        if got and len(got) < len(self._base_params):
            self._base_loaded = False
            for r in self._broken:
                self._broken[r] = "partial base update"
            raise WeightSyncError(
                f"rival {rival}: the weight stream carried {len(got)} of the shared base's {len(self._base_params)} "
                "parameters; send the whole base (policy.export_rollout_weights(with_base=True)) or none"
            )
        if got:
            self._base_loaded = True
            for r in self._broken:
                if self._broken[r] == "partial base update":
                    self._broken[r] = None

    def _activate(self, rival: str) -> None:
        """LoRA: make ``rival``'s adapter the active one (no-op for full rivals)."""
        if not self._lora or self._active == rival:
            return
        if not self._base_loaded:
            raise WeightSyncError(
                f"rival {rival}: the shared LoRA base was never loaded; the first update_weights must carry it "
                "(policy.export_rollout_weights(with_base=True))"
            )

        set_adapter(self._models[rival], rival, inference_mode=True)
        self._active = rival

    # ------------------------------------------------------------------ weights

    def model(self, rival: str) -> torch.nn.Module:
        """The rival's transformers model (for inspection and tests; do not replace it)."""
        return self._models[self._check_rival(rival)]

    def weight_version(self, rival: str) -> int:
        """Version of the rival's current weights (0 until the first update)."""
        return self._versions[self._check_rival(rival)]

    @torch.no_grad()
    def update_weights(self, rival: str, named_tensors: Iterable[Tuple[str, torch.Tensor]], version: int) -> None:
        """Copy HF-named full tensors into the rival's model in place and set its version.

        Args:
            rival: which model.
            named_tensors: ``(hf_name, tensor)`` pairs, e.g. the bridge's ``export_hf``
                stream; any dtype/device (cast on copy). Every parameter must be covered;
                ``lm_head.weight`` of a tied model writes the shared embedding.
            version: the trainer's weight version (must not go backwards).

        Raises:
            WeightSyncError: unknown name, shape mismatch or a parameter missing from the
                stream (the message names it). The model may then be partially written, so
                the rival refuses to generate until a later update succeeds.
            ValueError: ``version`` lower than the current one.
        """
        self._check_rival(rival)
        if version < self._versions[rival]:
            raise ValueError(
                f"rival {rival}: update to version {version} is older than the loaded version "
                f"{self._versions[rival]}; versions must not go backwards"
            )
        lookup = self._lookup[rival]
        seen = set()
        try:
            for name, tensor in named_tensors:
                param = lookup.get(name)
                if param is None:
                    example = next(iter(self._required[rival].values()))
                    raise WeightSyncError(
                        f"rival {rival}: unknown tensor {name!r} in the weight stream; the model's names look "
                        f"like {example!r} (Hugging Face naming of {type(self._models[rival]).__name__})"
                    )
                if tuple(tensor.shape) != tuple(param.shape):
                    raise WeightSyncError(
                        f"rival {rival}: tensor {name!r} has shape {tuple(tensor.shape)} but the model's "
                        f"parameter has shape {tuple(param.shape)}; do the trainer and rollout model configs agree?"
                    )
                param.copy_(tensor)
                seen.add(("expert", name) if ("expert", name) in self._required[rival] else id(param))
            missing = [n for pid, n in self._required[rival].items() if pid not in seen]
            if missing:
                raise WeightSyncError(
                    f"rival {rival}: the weight stream missed {len(missing)} parameter(s), e.g. {missing[:3]}; "
                    "a partial update would sample from mixed weights"
                )
            self._check_base(rival, seen)
        except BaseException as e:
            self._broken[rival] = f"{type(e).__name__}: {e}"
            raise
        self._broken[rival] = None
        self._versions[rival] = int(version)

    # ------------------------------------------------------------------ generation

    def generate(self, requests: List[GenerationRequest], sampling: SamplingParams) -> List[List[GenerationResult]]:
        """Sample ``sampling.n`` continuations per request.

        Args:
            requests: prompts (token ids) with their rival.
            sampling: see :class:`SamplingParams`; ``seed`` makes the call deterministic and
                independent of ``batch_size``.

        Returns:
            ``results[i][j]``: sample j of request i (see :class:`GenerationResult`).

        Raises:
            ValueError: bad sampling params, unknown rival, empty prompt, a token id outside
                the vocabulary, prompt + max_new_tokens beyond max_position_embeddings, stop
                strings without a tokenizer in the rival's spec.
            WeightSyncError: the rival's last weight update failed.
        """
        sampling.validate()
        check_requests(requests, self.specs)
        base_seed = sampling.seed if sampling.seed is not None else secrets.randbits(62)
        results: List[List[Optional[GenerationResult]]] = [[None] * sampling.n for _ in requests]
        for rival in self.specs:
            idx = [i for i, r in enumerate(requests) if r.rival == rival]
            if not idx:
                continue
            if self._broken[rival]:
                raise WeightSyncError(
                    f"rival {rival}: its last weight update failed ({self._broken[rival]}); "
                    "refusing to generate from partially updated weights"
                )
            spec = self.specs[rival]
            if sampling.stop and spec.tokenizer is None:
                raise ValueError(
                    f"rival {rival}: stop strings {sampling.stop} need a tokenizer; pass RivalSpec(tokenizer=...)"
                )
            vocab = int(spec.hf_config.vocab_size)
            limit = int(getattr(spec.hf_config, "max_position_embeddings", 0) or 0)
            for i in idx:
                p = requests[i].prompt_ids
                if min(p) < 0 or max(p) >= vocab:
                    raise ValueError(f"request {i}: token id {max(p) if max(p) >= vocab else min(p)} is outside "
                                     f"rival {rival}'s vocabulary [0, {vocab})")
                if limit and len(p) + sampling.max_new_tokens > limit:
                    raise ValueError(
                        f"request {i}: prompt ({len(p)} tokens) + max_new_tokens ({sampling.max_new_tokens}) exceeds "
                        f"rival {rival}'s max_position_embeddings={limit}; shorten the prompt (data.max_prompt_tokens) "
                        "or lower max_new_tokens"
                    )
            units = [(i, j) for i in idx for j in range(sampling.n)]
            # the decode loop never calls megatron: skip the CPU shim's per-op dispatch
            with cpu_shim_suspended():
                for s in range(0, len(units), self.batch_size):
                    chunk = units[s : s + self.batch_size]
                    outs = self._generate_chunk(rival, [requests[i].prompt_ids for i, _ in chunk],
                                                [sample_seed(base_seed, i, j) for i, j in chunk], sampling)
                    for (i, j), res in zip(chunk, outs):
                        results[i][j] = res
        return results  # type: ignore[return-value]

    @torch.no_grad()
    def _generate_chunk(self, rival: str, prompts: List[List[int]], seeds: List[int],
                        sampling: SamplingParams) -> List[GenerationResult]:
        t0 = time.perf_counter()
        model = self._models[rival]
        if any(m.training for m in model.modules()):
            # sampling must be deterministic given the seed and equal to the policy the
            # trainer scores (no dropout): a module put back in train mode is switched off
            model.eval()
        self._activate(rival)
        # distinct prompts, prefilled once each (shared prefixes once per group, see _prefill)
        uniq: Dict[Tuple[int, ...], int] = {}
        expand = [uniq.setdefault(tuple(p), len(uniq)) for p in prompts]
        uprompts = list(uniq)
        rec = self._recorders.get(rival)
        if rec is not None:
            rec.start()
        try:
            return self._decode(rival, prompts, seeds, sampling, expand, uprompts, rec, t0)
        finally:
            if rec is not None:
                rec.stop()

    def _decode(self, rival: str, prompts: List[List[int]], seeds: List[int], sampling: SamplingParams,
                expand: List[int], uprompts: List[Tuple[int, ...]], rec: Optional[RouteRecorder],
                t0: float) -> List[GenerationResult]:
        """Prefill ``uprompts``, then sample every row of ``prompts`` (``expand[b]``: its
        distinct prompt) to its end; the routes too when ``rec`` records (:meth:`_generate_chunk`)."""
        spec = self.specs[rival]
        model = self._models[rival]
        dev = self.device
        B = len(prompts)
        version = self._versions[rival]
        stop_ids = set(spec.eos_token_ids) | set(sampling.stop_token_ids)
        stop_ids_t = torch.tensor(sorted(stop_ids), dtype=torch.long, device=dev)
        check_strings = bool(sampling.stop)
        window = 4 * max((len(s) for s in sampling.stop), default=0) + 4
        cache, logits, mask, last_pos, p_routes = self._prefill(model, spec, uprompts, sampling.max_new_tokens, rec)
        if expand != list(range(len(uprompts))):
            sel = torch.tensor(expand, dtype=torch.long, device=dev)
            select_cache_rows(cache, sel)  # linear-attention states too (Qwen3.5)
            logits, mask, last_pos = logits[sel], mask[sel], last_pos[sel]

        greedy = sampling.temperature == 0
        uniforms = None
        if not greedy:
            uniforms = torch.stack([
                torch.rand(sampling.max_new_tokens, generator=torch.Generator().manual_seed(s)) for s in seeds
            ]).to(dev)
        # Tokens and log-probs stay on the device in [B, T] buffers; per step only the
        # stop test crosses to Python (one small sync), and the lists are built once at the end.
        T = sampling.max_new_tokens
        tok_buf = torch.zeros((B, T), dtype=torch.long, device=dev)
        # routes of output token t fed back as input (the last token never is): [B, T, L, k]
        r_buf = None if rec is None else torch.zeros((B, T, rec.num_layers, p_routes[0].shape[-1]),
                                                     dtype=torch.int32, device=dev)
        lp_buf = torch.zeros((B, T), dtype=torch.float32, device=dev)
        length = [T] * B
        finish = ["length"] * B
        done_at = [0.0] * B
        active = torch.arange(B, device=dev)  # result row of each cache row
        rows = list(range(B))
        for t in range(T):
            u = None if greedy else uniforms[active, t]
            tok, lp = sample_tokens(logits, sampling.temperature, sampling.top_k, sampling.top_p, u)
            if len(rows) == B:
                tok_buf[:, t] = tok
                lp_buf[:, t] = lp
            else:
                tok_buf[active, t] = tok
                lp_buf[active, t] = lp
            stopped = torch.isin(tok, stop_ids_t).nonzero().flatten().tolist() if len(stop_ids_t) else []
            if check_strings:
                hit = set(stopped)
                stopped = [k for k, b in enumerate(rows)
                           if k in hit or self._hit_stop_string(spec, tok_buf[b, : t + 1].tolist(), sampling.stop, window)]
            for k in stopped:
                b = rows[k]
                length[b], finish[b], done_at[b] = t + 1, "stop", time.perf_counter() - t0
            if len(stopped) == len(rows) or t + 1 == T:
                break
            if stopped:
                gone = set(stopped)
                keep = [k for k in range(len(rows)) if k not in gone]
                rows = [rows[k] for k in keep]
                sel = torch.tensor(keep, dtype=torch.long, device=dev)
                select_cache_rows(cache, sel)
                active, mask, last_pos, tok = active[sel], mask[sel], last_pos[sel], tok[sel]
            mask = torch.cat([mask, mask.new_ones((mask.shape[0], 1))], dim=1)
            last_pos = last_pos + 1
            out = model(input_ids=tok[:, None], attention_mask=mask, position_ids=last_pos[:, None],
                        use_cache=True, **{self._cache_kw: cache})
            logits = out.logits[:, -1, :]
            if r_buf is not None:
                r_buf[active, t] = rec.take(len(rows), 1)[:, 0]
        all_ids, all_lp = tok_buf.tolist(), lp_buf.tolist()
        out_ids = [all_ids[b][: length[b]] for b in range(B)]
        out_lp = [all_lp[b][: length[b]] for b in range(B)]
        t_end = time.perf_counter() - t0
        return [
            GenerationResult(prompt_ids=list(prompts[b]), output_ids=out_ids[b], output_logprobs=out_lp[b],
                             finish_reason=finish[b], weight_version=version, rival=rival,
                             time_s=done_at[b] if finish[b] == "stop" else t_end,
                             routed_experts=None if r_buf is None else torch.cat(
                                 [p_routes[expand[b]], r_buf[b, : length[b] - 1]]).cpu().numpy())
            for b in range(B)
        ]

    def _prefill(self, model, spec: RivalSpec, uprompts: List[Tuple[int, ...]], max_new_tokens: int,
                 rec: Optional[RouteRecorder] = None):
        """Prefill distinct prompts into a fresh preallocated cache.

        Plain path: one forward over the prompts, left-padded to the longest. Shared-prefix
        path (chosen by :func:`prefix_plan` when its modelled saving is real, full-attention
        models only, see :func:`full_attention_only`): one forward
        over each group's common prefix (left-padded, ``[G, P]``), the cache rows gathered to
        the group's members (``batch_select_indices``), then one forward over each prompt's
        own suffix (left-padded, ``[U, S]``) on top of that cache, with the attention mask
        ``[prefix pads 0, prefix 1s, suffix pads 0, suffix 1s]`` (a hole in the middle, which
        transformers' ``masking_utils`` turns into the 4-D mask by indexing the 2-D mask per
        key position) and ``position_ids = cumsum(mask) - 1``, the positions of the plain
        path. Both paths give the same logits to float rounding (tested at atol 1e-5, fp32).

        Args:
            model: the rival's transformers model (its adapter already active).
            spec: the rival's spec (``pad_token_id``, ``hf_config``).
            uprompts: ``U`` distinct prompts (token-id tuples, each non-empty).
            max_new_tokens: decode positions to reserve per row in the cache.

        Returns:
            ``(cache, logits [U, V] of the last prompt position, mask [U, W] long,
            last_pos [U] long, routes)``; ``W`` is the padded prompt width of the chosen layout, the
            cache holds ``W + max_new_tokens`` positions per row; ``routes``: with a recorder
            ``rec``, per prompt the experts chosen at its positions (int32 ``[len(prompt), L, k]``),
            else None.
        """
        dev = self.device
        pad = int(spec.pad_token_id)
        U = len(uprompts)
        plan = None
        if full_attention_only(spec.hf_config):
            plan = prefix_plan(uprompts, FORWARD_TOKENS_CUDA if dev.type == "cuda" else FORWARD_TOKENS)
        if plan is None:
            L = max(len(p) for p in uprompts)
            ids = torch.full((U, L), pad, dtype=torch.long)
            mask = torch.zeros((U, L), dtype=torch.long)
            for r, p in enumerate(uprompts):
                ids[r, L - len(p):] = torch.tensor(p, dtype=torch.long)
                mask[r, L - len(p):] = 1
            ids, mask = ids.to(dev), mask.to(dev)
            pos = (mask.cumsum(-1) - 1).clamp(min=0)
            cache = preallocated_cache(spec.hf_config, L + max_new_tokens)
            out = model(input_ids=ids, attention_mask=mask, position_ids=pos, use_cache=True,
                        logits_to_keep=1, **{self._cache_kw: cache})
            routes = None
            if rec is not None:
                r = rec.take(U, L)
                routes = [r[u, L - len(p):] for u, p in enumerate(uprompts)]
            return cache, out.logits[:, -1, :], mask, pos[:, -1], routes
        group, cut = plan
        G = max(group) + 1
        heads = {}  # group -> (prompt, cut): every member shares prompt[:cut]
        for u, g in enumerate(group):
            heads.setdefault(g, (uprompts[u], cut[u]))
        P = max(c for _, c in heads.values())
        S = max(len(p) - c for p, c in zip(uprompts, cut))
        mask = torch.zeros((U, P + S), dtype=torch.long)
        ids_p = torch.full((G, P), pad, dtype=torch.long)
        ids_s = torch.full((U, S), pad, dtype=torch.long)
        for g, (p, c) in heads.items():
            ids_p[g, P - c:] = torch.tensor(p[:c], dtype=torch.long)
        for u, (p, c) in enumerate(zip(uprompts, cut)):
            ids_s[u, S - (len(p) - c):] = torch.tensor(p[c:], dtype=torch.long)
            mask[u, P - c : P] = 1
            mask[u, P + S - (len(p) - c):] = 1
        group_t = torch.tensor(group, dtype=torch.long)
        mask_p = mask[:, :P][torch.tensor([group.index(g) for g in range(G)], dtype=torch.long)]
        ids_p, ids_s, mask, mask_p, group_t = ids_p.to(dev), ids_s.to(dev), mask.to(dev), mask_p.to(dev), group_t.to(dev)
        pos = (mask.cumsum(-1) - 1).clamp(min=0)
        pos_p = (mask_p.cumsum(-1) - 1).clamp(min=0)
        cache = preallocated_cache(spec.hf_config, P + S + max_new_tokens)
        model(input_ids=ids_p, attention_mask=mask_p, position_ids=pos_p, use_cache=True,
              logits_to_keep=1, **{self._cache_kw: cache})
        r_p = None if rec is None else rec.take(G, P)
        select_cache_rows(cache, group_t)
        out = model(input_ids=ids_s, attention_mask=mask, position_ids=pos[:, P:], use_cache=True,
                    logits_to_keep=1, **{self._cache_kw: cache})
        routes = None
        if rec is not None:
            r_s = rec.take(U, S)
            routes = [torch.cat([r_p[group[u], P - c:], r_s[u, S - (len(p) - c):]])
                      for u, (p, c) in enumerate(zip(uprompts, cut))]
        return cache, out.logits[:, -1, :], mask, pos[:, -1], routes

    @staticmethod
    def _hit_stop_string(spec: RivalSpec, ids: List[int], stops: List[str], window: int) -> bool:
        # only the tail can hold a match that the newest token completed (earlier matches
        # would have stopped earlier); 4 tokens per character covers byte-level tokenizers
        tail = spec.tokenizer.decode(ids[-window:], skip_special_tokens=False)
        return any(s in tail for s in stops)

    # ------------------------------------------------------------------ scoring

    @torch.no_grad()
    def score(self, rival: str, prompt_ids: List[int], output_ids: List[int], temperature: float = 1.0) -> List[float]:
        """Teacher-forced log-probs of ``output_ids`` after ``prompt_ids``: ``[T]`` floats.

        ``log_softmax(logits / temperature)`` of the full (unfiltered) distribution, one
        forward over prompt+output without padding; use it to measure the train/rollout
        mismatch against the trainer's log-probs of the same sequence.
        """
        model = self._models[self._check_rival(rival)]
        self._activate(rival)
        ids = torch.tensor([list(prompt_ids) + list(output_ids)], dtype=torch.long, device=self.device)
        logits = model(input_ids=ids).logits[0, len(prompt_ids) - 1 : -1].float()
        logp = torch.log_softmax(logits / (temperature or 1.0), dim=-1)
        return logp.gather(-1, ids[0, len(prompt_ids):, None]).squeeze(-1).tolist()

    def shutdown(self) -> None:
        """Drop the models (frees their memory)."""
        self._models.clear()
        self._lookup.clear()

    def _check_rival(self, rival: str) -> str:
        if rival not in self.specs:
            raise ValueError(f"rival {rival!r} is not served by this engine (rivals: {sorted(self.specs)})")
        return rival
