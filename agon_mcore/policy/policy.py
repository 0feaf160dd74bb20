"""One rival's Megatron policy: model chunks, optimizer, schedule, log-probs and updates.

Both rivals live in the same world with the same parallel layout and time-share the
ranks; each :class:`Policy` owns its own DDP-wrapped chunks, megatron optimizer,
``OptimizerParamScheduler`` and RNG stream (swapped in around every call, so one rival's
calls never move the other's random state).

Data flow of one call (``logprobs``, ``train_step``, ``sft_step``): every rank is given
the SAME list of :class:`~agon_mcore.policy.batch.Sample`; the data-parallel rank keeps its
share (:func:`~agon_mcore.policy.batch.split_for_data_parallel`), packs it into
micro-batches by token count (``parallel.micro_batch_tokens``) and runs megatron's
``get_forward_backward_func()`` schedule (no pipelining, 1F1B or interleaved 1F1B), so
pipeline parallelism works unchanged. Losses are normalised over the whole step's batch
(:mod:`agon_mcore.policy.loss`); metrics are summed over DP and sent from the last
pipeline stage, so every rank returns the same numbers.
"""
from __future__ import annotations

import contextlib
import logging
import math
from typing import Dict, List, Optional, Tuple

import torch
from megatron.core import parallel_state as mps
from megatron.core.models.common.embeddings.rotary_pos_embedding import RotaryEmbedding
from megatron.core.optimizer.clip_grads import clip_grad_by_total_norm_fp32
from megatron.core.tensor_parallel import (
    model_parallel_cuda_manual_seed,
)

from agon_mcore.config import LINEAR_ATTENTION_PACKING, AgonConfig, ConfigError, ModelConfig, rival_sampling
from agon_mcore.policy import loss as L
from agon_mcore.policy.batch import (
    BatchError,
    MicroBatch,
    Sample,
    validate_samples,
)
from agon_mcore.policy.dropout import dropout_off
from agon_mcore.policy.forward import PolicyForward, _in_order, _mean_metrics
from agon_mcore.policy.model import attention_cost_ratio, build_gpt_model
from agon_mcore.policy.optimizer import (
    build_optimizer,
    build_scheduler,
    current_lr,
    sub_optimizers,
    wrap_ddp,
)
from agon_mcore.policy.parallel import init_parallel
from agon_mcore.policy.rng import capture_rng, restore_rng
from agon_mcore.policy.routing_replay import RouteReplay, check_replay
from agon_mcore.policy.weights import PolicyWeights

log = logging.getLogger(__name__)

PHASES = ("rl", "sft")


class Policy(PolicyForward, PolicyWeights):
    """A rival's trainable Megatron policy (docs/INTERFACES.md, policy).

    Args:
        name: the rival (``"A"``/``"B"``); picks the rival's sampling temperature and
            prefixes its checkpoint keys.
        model_cfg: the rival's effective :class:`ModelConfig`.
        vocab_size: true vocabulary size V (the tokenizer's); megatron pads the embedding
            to a multiple of ``128 * tp``, the padded rows never enter a softmax.
        cfg: the run config (parallel layout, algorithm, optimizer, sft, train.kernels).
        seed: this policy's seed: initial weights (``seed + 100 * pp_rank``, megatron's
            convention) and its RNG stream.
        phase: ``"rl"`` (``optimizer.lr``/``warmup_steps``, horizon ``train.steps *
            ppo_epochs`` updates) or ``"sft"`` (``sft.lr``/``sft.warmup_steps``, horizon
            ``sft.steps``); switch later with :meth:`start_phase`.
        lora: a :class:`~agon_mcore.policy.lora.LoraSpec` makes this a LoRA rival: the
            model's weights are frozen, adapters are attached to the target linears
            (initialised from ``seed``) and only they get gradients and Adam state.
        base: a LoRA policy whose (frozen) base this one shares: its own base tensors are
            dropped for the other's, so one base lives in memory (``lora`` required).
        base_seed: initialise the (LoRA) base from this seed instead of ``seed`` (both
            rivals' bases are then the same random model; ``seed`` still drives the
            adapters and the RNG stream).

    Initialises megatron's parallel state with ``init_parallel(cfg.parallel,
    cfg.train.seed)`` if nobody did.

    Raises:
        ConfigError: bad phase, or any model/layout error from the model provider.
    """

    def __init__(self, name: str, model_cfg: ModelConfig, vocab_size: int, cfg: AgonConfig, seed: int,
                 *, phase: str = "rl", lora=None, base: Optional["Policy"] = None, base_seed: Optional[int] = None):

        if not mps.model_parallel_is_initialized():
            init_parallel(cfg.parallel, cfg.train.seed)
        have = (mps.get_tensor_model_parallel_world_size(), mps.get_pipeline_model_parallel_world_size(),
                mps.get_expert_model_parallel_world_size())
        if have != (cfg.parallel.tp, cfg.parallel.pp, cfg.parallel.ep):
            raise ConfigError(
                f"policy {name}: cfg.parallel asks for tp={cfg.parallel.tp}, pp={cfg.parallel.pp}, ep={cfg.parallel.ep} "
                f"but megatron is initialised with tp={have[0]}, pp={have[1]}, ep={have[2]}; both rivals share one "
                "layout: pass the config given to init_parallel"
            )
        self.name = name
        self.model_cfg = model_cfg
        self.vocab_size = int(vocab_size)
        self.cfg = cfg
        self.seed = int(seed)
        self.impl = cfg.train.kernels
        self.agg = L.loss_agg(cfg.algorithm.loss_agg)
        self.temperature = self._rollout_temperature(cfg, name)
        self.device = torch.device("cuda", torch.cuda.current_device()) if torch.cuda.is_available() else torch.device("cpu")
        self.iteration = 0  # train_step / sft_step calls (skipped ones included)
        # per micro-batch statistic sums of the last train/sft call (this rank, last PP stage
        # only), with the PPO epoch: for diagnostics and tests
        self.last_microbatch_stats: List[Dict[str, float]] = []
        self._hf_config = None

        outer = capture_rng()
        try:
            # megatron's _set_random_seed: the default generators (CPU init reads the CPU one)
            # and the model-parallel tracker
            s = self.seed + 100 * mps.get_pipeline_model_parallel_rank()
            s_model = s if base_seed is None else base_seed + 100 * mps.get_pipeline_model_parallel_rank()
            torch.manual_seed(s_model)
            model_parallel_cuda_manual_seed(s_model)
            self.chunks = build_gpt_model(model_cfg, self.vocab_size, cfg.parallel, where=f"rival {name}",
                                          recompute=cfg.train)
            if s_model != s:  # the stream of this policy starts from its own seed
                torch.manual_seed(s)
                model_parallel_cuda_manual_seed(s)
            self._rng = capture_rng()
        finally:
            restore_rng(outer)
        self.lora = lora  # LoRA rival: frozen (shared) base + this rival's adapters (policy/lora.py)
        self.lora_adapters = self._attach_lora(lora, base) if lora is not None else []
        self._base_fp: Optional[str] = None
        self.config = self.chunks[0].config
        # MoE: every router's replay hook (policy/routing_replay.py); replays the rollout's routes
        # with model.moe_routing_replay, else only counts where the trainer's own routes differ
        self.routes: Optional[RouteReplay] = None
        if self.config.num_moe_experts:
            if model_cfg.moe_routing_replay:
                check_replay(self.config, cfg.train.recompute)
            self.routes = RouteReplay(self.chunks, replay=model_cfg.moe_routing_replay)
        if mps.get_pipeline_model_parallel_world_size() == 2 and mps.get_virtual_pipeline_model_parallel_world_size():
            # Interleaved PP over 2 ranks: the previous and the next stage are the same peer,
            # and megatron's batched p2p posts (send_prev, recv_prev, send_next, recv_next)
            # on both ranks, which pairs an activation with a gradient of the same shape
            # (megatron/training/arguments.py requires PP > 2 for this schedule unless p2p is
            # unbatched). The unbatched path orders even and odd ranks differently (measured
            # on gloo: without this the train pass reads the wrong micro-batch).
            self.config.batch_p2p_comm = False
        self.padded_vocab_size = int(self.chunks[0].padded_vocab_size)
        self.fused_head = bool(cfg.train.fused_logprob_head)
        if self.fused_head and getattr(self.config, "mtp_num_layers", None):
            raise ConfigError(
                "train.fused_logprob_head=true does not support multi-token prediction layers "
                "(mtp_num_layers): set train.fused_logprob_head=false"
            )
        self.prefix_packing = self._prefix_packing_supported(cfg.train.shared_prefix_packing)
        self._attn_cost = attention_cost_ratio(self.chunks[0].agon_model_cfg)
        self.model = wrap_ddp(self.chunks, cfg.parallel.use_distributed_optimizer)
        self.phase = ""
        self.start_phase(phase)

    # ------------------------------------------------------------------ construction helpers

    def _prefix_packing_supported(self, mode: str) -> bool:
        """Whether ``train.shared_prefix_packing`` (``auto`` | ``on`` | ``off``) is used.

        Needs an attention core that takes an arbitrary ``[b, 1, s, s]`` mask (the local
        layer spec: SDPA or megatron's ``DotProductAttention``) and megatron's standard
        RoPE; TransformerEngine's attention takes its own mask types only, so a TE run
        keeps the unpacked path (logged).

        Raises:
            ConfigError: an unknown mode, or ``on`` for a model with linear-attention (Gated
                DeltaNet) layers, whose recurrence would run across the packed suffixes.
        """
        if mode not in ("auto", "on", "off"):
            raise ConfigError(f"train.shared_prefix_packing={mode!r} is not one of ('auto', 'on', 'off')")
        if mode == "off":
            return False
        why = None
        if self.config.transformer_impl == "transformer_engine":
            why = "the TransformerEngine layer spec takes no arbitrary attention mask"
        elif any(type(getattr(c, "rotary_pos_emb", None)) is not RotaryEmbedding for c in self.chunks):
            why = "the model has no standard RoPE"
        elif "sliding_attention" in self.chunks[0].agon_model_cfg.layer_types:
            why = "sliding-window layers measure the window on row positions"
        elif "linear_attention" in self.chunks[0].agon_model_cfg.layer_types:
            if mode == "on":
                raise ConfigError(f"policy {self.name}: " + LINEAR_ATTENTION_PACKING)
            why = "Gated DeltaNet layers carry a recurrent state along the row"
        if why is not None:
            (log.warning if mode == "on" else log.info)(
                "policy %s: train.shared_prefix_packing=%s but %s: sequences are not packed", self.name, mode, why)
            return False
        return True

    @staticmethod
    def _rollout_temperature(cfg: AgonConfig, name: str) -> float:
        t = rival_sampling(cfg, name).temperature if name in cfg.rivals else cfg.rollout.sampling.temperature
        # temperature 0 means greedy decoding, which has no sampling distribution: score at T=1.
        return float(t) if t > 0 else 1.0

    def start_phase(self, phase: str) -> None:
        """(Re)build the optimizer and LR schedule for ``phase`` (``"rl"`` or ``"sft"``).

        The weights are kept; Adam state and the schedule start fresh (the RL phase after
        the SFT warm-up starts its own warmup). Called by ``__init__``, and by
        :meth:`sft_step` / :meth:`train_step` when the policy is in the other phase (so an
        SFT warm-up followed by RL needs no explicit call).

        Raises:
            ConfigError: unknown phase.
        """
        if phase not in PHASES:
            raise ConfigError(f"policy phase {phase!r} is not one of {PHASES}")
        cfg = self.cfg
        style = min_lr = None  # the RL phase: optimizer.lr_schedule / min_lr
        if phase == "sft":
            lr, warmup, total = cfg.sft.lr, cfg.sft.warmup_steps, cfg.sft.steps
            style, min_lr = cfg.sft.lr_schedule, cfg.sft.min_lr
        else:
            lr, warmup, total = cfg.optimizer.lr, cfg.optimizer.warmup_steps, cfg.train.steps * cfg.algorithm.ppo_epochs
        self.optimizer = build_optimizer(self.model, cfg.optimizer, cfg.parallel.use_distributed_optimizer, lr=lr,
                                         min_lr=min_lr)
        self.scheduler = build_scheduler(self.optimizer, cfg.optimizer, total, lr=lr, warmup_steps=warmup,
                                         style=style, min_lr=min_lr)
        self.phase = phase

    @contextlib.contextmanager
    def rng_scope(self):
        """Run the body with this policy's RNG stream installed (the caller's is restored)."""
        outer = capture_rng()
        restore_rng(self._rng)
        try:
            yield
        finally:
            self._rng = capture_rng()
            restore_rng(outer)

    def rl_forward(self):
        """Context: every dropout of this policy's model off (``policy/dropout.py``).

        Used by :meth:`logprobs` and :meth:`train_step` (old log-probs and the update), whose
        log-probs enter the PPO ratio and must be those of the policy the rollout engine
        samples from (no dropout there); :meth:`sft_step` keeps dropout. Train mode and
        autograd are unchanged.
        """
        return dropout_off(self.chunks)

    # ------------------------------------------------------------------ public API

    def logprobs(self, samples: List[Sample]) -> List[torch.Tensor]:
        """Token log-probs of each sample's response under the current weights.

        Computed through megatron's forward-only schedule (PP works) from vocab-parallel
        logits (``agon_kernels.logprob.token_logprobs`` over the TP group, padded rows
        excluded; with ``train.fused_logprob_head`` from the final hidden states and the
        output weight by ``agon_kernels.logprob.linear_token_logprobs``, same values without
        the ``[b, s, V/tp]`` logits) at the rival's sampling temperature (``rollout.sampling.temperature``,
        per-rival override; ``0`` (greedy) scores at ``1``), i.e. the log-probs of the
        distribution the rollout engine samples from.

        Args:
            samples: the same list on every rank (DP splits it; results are gathered).

        Returns:
            ``[len(s.response_ids)]`` fp32 CPU tensors, one per sample, identical on every rank.

        Raises:
            BatchError: malformed samples (:func:`~agon_mcore.policy.batch.validate_samples`).
        """
        validate_samples(samples, self.vocab_size)
        with self.rng_scope(), self.rl_forward():
            idx, mbs = self._pack(samples)
            local = self._forward_logprobs(mbs, self.temperature)
            if all(x is not None for x in local):  # this rank's share in split order
                local = [_in_order(idx, mbs, local)]
            return self._gather_logprobs(samples, local)

    def train_step(self, samples: List[Sample]) -> Dict[str, float]:
        """One PPO/GRPO update (``algorithm.ppo_epochs`` optimizer steps) on ``samples``.

        Per response token: ratio ``exp(logp - old)`` where ``old`` is the policy's own
        log-prob before the update (so the ratio is exactly 1 on the first epoch:
        on-policy GRPO); loss :func:`agon_kernels.policy_loss.ppo_clip_loss` with
        ``clip_eps_low/high``, optional truncated IS on the train/rollout mismatch
        (``algorithm.tis_cap``, needs ``rollout_logprobs``), aggregated per token or per
        sequence (``algorithm.loss_agg``) over the whole batch. With ``ppo_epochs == 1``
        ``old`` is the detached log-prob of the same forward pass (the weights have not
        moved, so this IS the recomputation); with more epochs a forward-only pass
        computes ``old`` once at the start. Then gradient clipping
        (``optimizer.clip_grad``), the optimizer step and one LR-schedule step per epoch.
        A non-finite loss or gradient norm skips the update (weights, Adam state and the
        schedule are untouched). Switches the policy to the ``"rl"`` phase first if needed.

        Args:
            samples: the same list on every rank; DP ranks train on disjoint shares.

        Returns:
            Floats, identical on every rank: ``loss`` (global mean), ``grad_norm`` (before
            clipping), ``clip_frac``, ``entropy`` (nats/token), ``kl`` (k3 estimate of
            KL(sampling || current), token mean; 0 on the first epoch without rollout
            log-probs), ``ratio_mean``, ``lr`` (used by the first epoch's update),
            ``logprob_mismatch`` (mean ``|old - rollout|`` over tokens with rollout
            log-probs), ``num_tokens``, ``num_sequences``, ``skipped`` (1.0 if any epoch's
            update was skipped). Means over epochs when ``ppo_epochs > 1``. MoE models whose
            samples carry ``routed_experts``: ``route_disagreement``, the share of (token, MoE
            layer) routes where the trainer's own top-k differs from the rollout engine's, in
            the step's first forward (before the update; with routing replay the trainer
            then uses the engine's).

        Raises:
            BatchError: malformed samples or no response token at all.
        """
        validate_samples(samples, self.vocab_size)
        alg = self.cfg.algorithm
        if self.phase != "rl":
            self.start_phase("rl")
        with self.rng_scope(), self.rl_forward():
            _, mbs = self._pack(samples)
            denom = self._denominator(samples, self.agg)
            routes = self.routes
            if routes is not None:  # route disagreement: in the first forward (before any update)
                routes.count(True)
            old = self._forward_logprobs(mbs, self.temperature) if alg.ppo_epochs > 1 else None
            if routes is not None and old is not None:
                routes.count(False)
            per_epoch = []
            self.last_microbatch_stats = []
            for _ in range(alg.ppo_epochs):

                def loss_fn(i, mb, output, scale, _old=old):
                    if mb.num_tokens == 0:
                        return self._empty_loss(output)
                    logp, ent = self._mb_logprobs(output, mb, self.temperature, want_entropy=True)
                    o = logp.detach() if _old is None else _old[i]
                    share = (mb.num_tokens if self.agg == "token" else mb.num_sequences) / denom
                    return L.ppo_loss(
                        logp, ent, o, mb, eps_low=alg.clip_eps_low, eps_high=alg.clip_eps_high,
                        tis_cap=alg.tis_cap, agg=self.agg, weight=share, impl=self.impl,
                    )

                per_epoch.append(self._update(mbs, loss_fn))
                if routes is not None:
                    routes.count(False)
        self.iteration += 1
        out = _mean_metrics(per_epoch)
        d = routes.disagreement() if routes is not None else None
        if d is not None:
            out["route_disagreement"] = d
        return out

    def sft_step(self, samples: List[Sample]) -> Dict[str, float]:
        """One supervised update: mean token cross-entropy of the responses (advantages ignored).

        Scored at temperature 1 (the model's own distribution). Switches the policy to the
        ``"sft"`` phase first if needed (``sft.lr``, ``sft.warmup_steps``, fresh Adam). Same schedule, clipping,
        skipping and reduction as :meth:`train_step`.

        Returns:
            ``loss`` (mean NLL per response token), ``grad_norm``, ``lr``, ``num_tokens``,
            ``num_sequences``, ``skipped``.

        Raises:
            BatchError: malformed samples or no response token.
        """
        validate_samples(samples, self.vocab_size)
        if self.phase != "sft":
            self.start_phase("sft")
        with self.rng_scope():  # dropout (if configured) applies here, in SFT only
            _, mbs = self._pack(samples, dropout=True)
            denom = self._denominator(samples, "token")

            def loss_fn(i, mb, output, scale):
                if mb.num_tokens == 0:
                    return self._empty_loss(output)
                logp, _ = self._mb_logprobs(output, mb, 1.0, want_entropy=False)
                return L.sft_loss(logp, mb, weight=mb.num_tokens / denom)

            self.last_microbatch_stats = []
            m = self._update(mbs, loss_fn)
        self.iteration += 1
        keep = ("loss", "grad_norm", "lr", "num_tokens", "num_sequences", "skipped")
        return {k: m[k] for k in keep}

    @staticmethod
    def _denominator(samples: List[Sample], agg: str) -> int:
        n = sum(len(s.response_ids) for s in samples) if agg == "token" else sum(1 for s in samples if s.response_ids)
        if n == 0:
            raise BatchError("no sample has a response token to train on; drop empty responses before the update")
        return n

    def _update(self, mbs: List[MicroBatch], loss_fn) -> Dict[str, float]:
        """Zero grads, forward-backward over ``mbs``, reduce stats, and step unless non-finite."""
        for m in self.model:
            m.zero_grad_buffer()
        self.optimizer.zero_grad()
        scale = L.megatron_scale(len(mbs), mps.get_data_parallel_world_size())
        acc = torch.zeros(len(L.STAT_NAMES), dtype=torch.float64)
        epoch = 1 + max((d["epoch"] for d in self.last_microbatch_stats), default=-1)

        def wrapped(i, mb, output):
            loss, st = loss_fn(i, mb, output, scale)
            acc.add_(st)
            self.last_microbatch_stats.append({"epoch": epoch, "microbatch": i, **dict(zip(L.STAT_NAMES, st.tolist()))})
            return loss * scale, {}

        self._schedule(mbs, wrapped, forward_only=False)
        stats = self._reduce_stats(acc)
        lr = current_lr(self.optimizer)
        grad_norm, skipped = self._optimizer_step(loss_bad=bool(stats[L.STAT_NAMES.index("nonfinite")] > 0))
        out = L.summarize(stats)
        out.update(grad_norm=grad_norm, lr=lr, skipped=1.0 if skipped else 0.0)
        return out

    @torch.no_grad()
    def _optimizer_step(self, loss_bad: bool) -> Tuple[float, bool]:
        """Megatron's ``ChainedOptimizer.step`` with a non-finite guard before the update.

        Returns ``(grad_norm before clipping, skipped)``.
        """
        opt = self.optimizer
        found_inf = opt.prepare_grads()
        grad_norm = float(opt.get_grad_norm())
        if found_inf or loss_bad or not math.isfinite(grad_norm):
            log.warning("policy %s: non-finite loss or gradient (grad_norm=%s); update skipped", self.name, grad_norm)
            return grad_norm, True
        clip = float(self.cfg.optimizer.clip_grad)
        if clip > 0:
            for sub in sub_optimizers(opt):
                if getattr(sub, "is_stub_optimizer", False):
                    continue
                params = sub.get_parameters()
                if params:
                    clip_grad_by_total_norm_fp32(
                        params, max_norm=clip, total_norm=grad_norm,
                        use_decoupled_grad=sub.config.use_precision_aware_optimizer_no_fp8_or_ds_fp8,
                    )
        ok = opt.step_with_ready_grads()
        if ok:
            self.scheduler.step(1)
        return grad_norm, not ok
