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
from typing import Dict, Iterable, Iterator, List, Optional, Tuple

import torch
import torch.distributed as dist

from agon_mcore.config import AgonConfig, ConfigError, ModelConfig, rival_sampling
from agon_mcore.policy import loss as L
from agon_mcore.policy.batch import (
    BatchError,
    MicroBatch,
    Sample,
    pack_micro_batches,
    split_for_data_parallel,
    validate_samples,
)
from agon_mcore.policy.optimizer import (
    build_optimizer,
    build_scheduler,
    current_lr,
    sub_optimizers,
    wrap_ddp,
)
from agon_mcore.policy.rng import capture_rng, restore_rng

log = logging.getLogger(__name__)

PHASES = ("rl", "sft")


class Policy:
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
        ConfigError: ``algorithm.kl_coef > 0`` (no frozen reference policy is kept),
            bad phase, or any model/layout error from the model provider.
    """

    def __init__(self, name: str, model_cfg: ModelConfig, vocab_size: int, cfg: AgonConfig, seed: int,
                 *, phase: str = "rl", lora=None, base: Optional["Policy"] = None, base_seed: Optional[int] = None):
        from megatron.core import parallel_state as mps
        from megatron.core.tensor_parallel import model_parallel_cuda_manual_seed

        from agon_mcore.policy.model import attention_cost_ratio, build_gpt_model
        from agon_mcore.policy.parallel import init_parallel

        if cfg.algorithm.kl_coef > 0:
            raise ConfigError(
                f"algorithm.kl_coef={cfg.algorithm.kl_coef}: a KL penalty needs a frozen reference policy, "
                "which agon-mcore does not keep; set algorithm.kl_coef=0 (the KL to the sampling policy is "
                "still reported)"
            )
        if not mps.model_parallel_is_initialized():
            init_parallel(cfg.parallel, cfg.train.seed)
        have = (mps.get_tensor_model_parallel_world_size(), mps.get_pipeline_model_parallel_world_size())
        if have != (cfg.parallel.tp, cfg.parallel.pp):
            raise ConfigError(
                f"policy {name}: cfg.parallel asks for tp={cfg.parallel.tp}, pp={cfg.parallel.pp} but megatron is "
                f"initialised with tp={have[0]}, pp={have[1]}; both rivals share one layout: pass the config "
                "given to init_parallel"
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
            ConfigError: an unknown mode.
        """
        from megatron.core.models.common.embeddings.rotary_pos_embedding import RotaryEmbedding

        if mode not in ("auto", "on", "off"):
            raise ConfigError(f"train.shared_prefix_packing={mode!r} is not one of ('auto', 'on', 'off')")
        if mode == "off":
            return False
        why = None
        if self.config.transformer_impl == "transformer_engine":
            why = "the TransformerEngine layer spec takes no arbitrary attention mask"
        elif any(type(getattr(c, "rotary_pos_emb", None)) is not RotaryEmbedding for c in self.chunks):
            why = "the model has no standard RoPE"
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
        if phase == "sft":
            lr, warmup, total = cfg.sft.lr, cfg.sft.warmup_steps, cfg.sft.steps
        else:
            lr, warmup, total = cfg.optimizer.lr, cfg.optimizer.warmup_steps, cfg.train.steps * cfg.algorithm.ppo_epochs
        self.optimizer = build_optimizer(self.model, cfg.optimizer, cfg.parallel.use_distributed_optimizer, lr=lr)
        self.scheduler = build_scheduler(self.optimizer, cfg.optimizer, total, lr=lr, warmup_steps=warmup)
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
        from agon_mcore.policy.dropout import dropout_off

        return dropout_off(self.chunks)

    # ------------------------------------------------------------------ parallel layout

    @staticmethod
    def _layout():
        from megatron.core import parallel_state as mps

        return {
            "tp": mps.get_tensor_model_parallel_world_size(),
            "tp_rank": mps.get_tensor_model_parallel_rank(),
            "pp": mps.get_pipeline_model_parallel_world_size(),
            "pp_rank": mps.get_pipeline_model_parallel_rank(),
            "dp": mps.get_data_parallel_world_size(),
            "dp_rank": mps.get_data_parallel_rank(),
            "vpp": mps.get_virtual_pipeline_model_parallel_world_size(),
        }

    def _pack(self, samples: List[Sample], dp_rank: Optional[int] = None,
              dropout: bool = False) -> Tuple[List[int], List[MicroBatch]]:
        lay = self._layout()
        idx = split_for_data_parallel(samples, lay["dp_rank"] if dp_rank is None else dp_rank, lay["dp"])
        pp = lay["pp"]
        mbs = pack_micro_batches(
            samples,
            idx,
            self.cfg.parallel.micro_batch_tokens,
            # PP schedules exchange one activation shape per call unless shapes are sent
            # along (variable_seq_lengths); megatron-core 0.16.1's interleaved schedule
            # mis-pairs the shape messages (measured on gloo), so it gets one shape
            uniform=pp > 1 and (bool(lay["vpp"]) or not getattr(self.config, "variable_seq_lengths", False)),
            num_microbatches_multiple_of=pp if lay["vpp"] else 1,
            seq_multiple_of=lay["tp"] if self.config.sequence_parallel else 1,
            shared_prefix=self.prefix_packing,
            attn_cost=self._attn_cost,
            # the local spec's SDPA core attention computes packed rows block by block
            # (agon_mcore.compat.megatron_cpu.block_prefix_attention) unless it falls back to
            # megatron's dense path (attention dropout while training: SFT only, ``dropout``)
            structured=not (dropout and self.config.attention_dropout),
        )
        return idx, [mb.to(self.device) for mb in mbs]

    def _schedule(self, mbs: List[MicroBatch], loss_fn, forward_only: bool):
        """Run megatron's forward-backward schedule over ``mbs`` with ``loss_fn(i, mb, output)``."""
        from megatron.core.pipeline_parallel import get_forward_backward_func

        from agon_mcore.policy.model import per_token_rope

        def forward_step(data_iterator, model):
            i, mb = next(data_iterator)
            if mb.attention_mask is None:
                out = model(mb.tokens, mb.position_ids, None)
            else:  # shared-prefix rows: block mask and per-token RoPE positions
                with per_token_rope(model, mb.position_ids):
                    out = model(mb.tokens, mb.position_ids, mb.attention_mask)
            return out, lambda output: loss_fn(i, mb, output)

        b = max(mb.shape[0] for mb in mbs)
        s = max(mb.shape[1] for mb in mbs)
        fb = get_forward_backward_func()
        with self._hidden_head_scope():
            return fb(
                forward_step_func=forward_step,
                data_iterator=[iter(list(enumerate(mbs))) for _ in self.model],
                model=self.model,
                num_microbatches=len(mbs),
                seq_length=s,
                micro_batch_size=b,
                forward_only=forward_only,
            )

    # ------------------------------------------------------------------ fused log-prob head

    def _post_chunk(self):
        """The model chunk holding the output layer on this rank (None off the last PP stage)."""
        for c in self.chunks:
            if getattr(c, "post_process", False):
                return c
        return None

    def _output_weight(self) -> torch.Tensor:
        """``[V_local, H]`` weight of the output layer: the tied embedding or ``output_layer.weight``.

        The same choice as megatron's ``GPTModel._postprocess`` (megatron-core 0.16.1).
        """
        c = self._post_chunk()
        if c is None:
            raise RuntimeError("the output weight lives on the last pipeline stage only")
        if c.share_embeddings_and_output_weights:
            return c.shared_embedding_or_output_weight()
        return c.output_layer.weight

    @contextlib.contextmanager
    def _hidden_head_scope(self):
        """With ``train.fused_logprob_head``: the output layer returns its input (final hidden states).

        Replaces ``output_layer.forward`` of the last stage's chunk for the body, so
        ``GPTModel._postprocess`` (labels=None) returns ``[b, s, H]`` hidden states instead
        of ``[b, s, V/tp]`` logits; the loss then calls :func:`L.fused_token_logprobs` with
        :meth:`_output_weight`. Under sequence parallelism the hidden states are all-gathered
        over the TP group first, as megatron's output layer does before its matmul; the
        gather's backward takes this rank's slice (``tensor_parallel_output_grad=False``)
        because the kernel already all-reduces the hidden-state gradient over TP (a
        reduce-scatter would count it TP times). Nothing changes without the switch.
        """
        chunk = self._post_chunk() if self.fused_head else None
        if chunk is None:
            yield
            return
        from megatron.core import parallel_state as mps
        from megatron.core.tensor_parallel import gather_from_sequence_parallel_region

        layer = chunk.output_layer

        def hidden_forward(input_, weight=None, runtime_gather_output=None, **_):
            h = input_
            if layer.sequence_parallel:
                h = gather_from_sequence_parallel_region(
                    h, tensor_parallel_output_grad=False, group=mps.get_tensor_model_parallel_group()
                )
            return h, None

        layer.forward = hidden_forward
        try:
            yield
        finally:
            del layer.forward

    def _mb_logprobs(self, output: torch.Tensor, mb: MicroBatch, temperature: float, want_entropy: bool):
        from megatron.core import parallel_state as mps

        tp = mps.get_tensor_model_parallel_world_size()
        kw = dict(
            temperature=temperature,
            num_valid_vocab=self.vocab_size,
            tp_group=mps.get_tensor_model_parallel_group() if tp > 1 else None,
            tp_rank=mps.get_tensor_model_parallel_rank(),
            want_entropy=want_entropy,
            impl=self.impl,
        )
        if self.fused_head:
            return L.fused_token_logprobs(output, self._output_weight(), mb, **kw)
        return L.token_logprobs(output, mb, **kw)

    def _empty_loss(self, output: torch.Tensor):
        """:func:`L.empty_loss`; with the fused head the output weight is kept in the graph too
        (it no longer is through the output), so its gradient hook fires as before."""
        loss, st = L.empty_loss(output)
        if self.fused_head:
            loss = loss + self._output_weight().sum() * 0.0
        return loss, st

    def _forward_logprobs(self, mbs: List[MicroBatch], temperature: float) -> List[Optional[torch.Tensor]]:
        """Per micro-batch ``[N]`` fp32 log-probs (last pipeline stage; None elsewhere)."""
        res: List[Optional[torch.Tensor]] = [None] * len(mbs)

        def loss_fn(i, mb, output):
            if mb.num_tokens == 0:
                res[i] = torch.zeros(0, dtype=torch.float32, device=output.device)
            else:
                lp, _ = self._mb_logprobs(output, mb, temperature, want_entropy=False)
                res[i] = lp.detach().float()
            return output.new_zeros(()), {}

        with torch.no_grad():
            self._schedule(mbs, loss_fn, forward_only=True)
        return res

    # ------------------------------------------------------------------ collectives

    def _reduce_stats(self, acc: torch.Tensor) -> torch.Tensor:
        """Sum per-rank stat sums over DP, then hand the last stage's totals to every PP rank."""
        from megatron.core import parallel_state as mps

        t = acc.to(self.device)
        if mps.get_data_parallel_world_size() > 1:
            dist.all_reduce(t, group=mps.get_data_parallel_group())
        if mps.get_pipeline_model_parallel_world_size() > 1:
            if not mps.is_pipeline_last_stage(ignore_virtual=True):
                t.zero_()
            dist.all_reduce(t, group=mps.get_pipeline_model_parallel_group())
        return t.cpu()

    def _gather_logprobs(self, samples: List[Sample], local: List[Optional[torch.Tensor]]) -> List[torch.Tensor]:
        """All-gather per-sample log-probs over DP and broadcast them from the last PP stage."""
        from megatron.core import parallel_state as mps

        lay = self._layout()
        dp = lay["dp"]
        shares = [split_for_data_parallel(samples, r, dp) for r in range(dp)]
        sizes = [sum(len(samples[i].response_ids) for i in sh) for sh in shares]
        width = max(max(sizes), 1)
        mine = torch.zeros(width, dtype=torch.float32, device=self.device)
        if all(x is not None for x in local):
            flat = torch.cat([x for x in local]) if local else mine[:0]
            mine[: flat.numel()] = flat
        if dp > 1:
            parts = [torch.empty_like(mine) for _ in range(dp)]
            dist.all_gather(parts, mine, group=mps.get_data_parallel_group())
        else:
            parts = [mine]
        full = torch.cat(parts)
        if lay["pp"] > 1:
            dist.broadcast(full, src=mps.get_pipeline_model_parallel_last_rank(),
                           group=mps.get_pipeline_model_parallel_group())
        full = full.cpu()
        out: List[Optional[torch.Tensor]] = [None] * len(samples)
        for r, sh in enumerate(shares):
            off = r * width
            for i in sh:
                n = len(samples[i].response_ids)
                out[i] = full[off: off + n].clone()
                off += n
        return out  # type: ignore[return-value]

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
            update was skipped). Means over epochs when ``ppo_epochs > 1``.

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
            old = self._forward_logprobs(mbs, self.temperature) if alg.ppo_epochs > 1 else None
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
        self.iteration += 1
        return _mean_metrics(per_epoch)

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
        from megatron.core import parallel_state as mps

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
        from megatron.core.optimizer.clip_grads import clip_grad_by_total_norm_fp32

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

    # ------------------------------------------------------------------ weights

    @property
    def hf_config(self):
        """The Hugging Face config of this policy's architecture (``bridge.hf_config_for``)."""
        if self._hf_config is None:
            from agon_mcore.bridge import hf_config_for

            self._hf_config = hf_config_for(self.model_cfg, self.vocab_size)
        return self._hf_config

    def import_hf(self, named_tensors: Iterable[Tuple[str, torch.Tensor]]) -> None:
        """Load Hugging Face-named full tensors into this rank's shards (via the bridge)."""
        from agon_mcore.bridge import get_bridge

        get_bridge(self.model_cfg.arch).import_hf(self.chunks, named_tensors, self.hf_config)
        self.weights_changed()

    def export_hf(self) -> Iterator[Tuple[str, torch.Tensor]]:
        """Stream Hugging Face-named full tensors (TP-gathered, vocab trimmed; via the bridge).

        A LoRA policy streams the merged model: base ``W + (alpha/r) B A`` on every adapted module.
        """
        from agon_mcore.bridge import get_bridge

        if self.lora is not None:
            return self._export_merged()
        return get_bridge(self.model_cfg.arch).export_hf(self.chunks, self.hf_config)

    # ------------------------------------------------------------------ LoRA (policy/lora.py)

    def _attach_lora(self, lora, base: Optional["Policy"]) -> list:
        from agon_mcore.policy import lora as LR

        if base is not None:
            if base.lora is None:
                raise ConfigError(f"policy {self.name}: can share the base of a LoRA policy only ({base.name} is full)")
            LR.share_base_(self.chunks, base.chunks)
        refs = LR.attach_adapters(self.chunks, lora)
        LR.init_adapters_(refs, lora, self.seed)
        return refs

    def _need_lora(self) -> None:
        if self.lora is None:
            raise ConfigError(f"policy {self.name} is a full policy; this call needs a LoRA rival (rivals.X.kind=lora)")

    def export_base_hf(self) -> Iterator[Tuple[str, torch.Tensor]]:
        """The frozen base as HF-named full tensors (adapters left out); a collective."""
        from agon_mcore.bridge import get_bridge

        return get_bridge(self.model_cfg.arch).export_hf(self.chunks, self.hf_config)

    def export_adapter_hf(self) -> Iterator[Tuple[str, torch.Tensor]]:
        """This rival's adapter as peft-named full tensors (``model.layers.{i}.self_attn.q_proj.lora_A.weight``, ...).

        A collective (TP gathers, PP broadcasts); every rank yields the same sequence.

        Raises:
            ConfigError: not a LoRA policy.
        """
        from agon_mcore.bridge import get_bridge
        from agon_mcore.policy import lora as LR

        self._need_lora()
        return LR.export_adapter_hf(get_bridge(self.model_cfg.arch), self.chunks, self.lora_adapters,
                                    self.hf_config, self.lora)

    def import_adapter_hf(self, named_tensors: Iterable[Tuple[str, torch.Tensor]]) -> None:
        """Load a full peft/HF-named adapter (e.g. a peft ``adapter_model.safetensors``) into this rival.

        Raises:
            ConfigError: not a LoRA policy, or the adapter does not fit (see ``lora.import_adapter_hf``).
        """
        from agon_mcore.bridge import get_bridge
        from agon_mcore.policy import lora as LR

        self._need_lora()
        LR.import_adapter_hf(get_bridge(self.model_cfg.arch), self.chunks, self.lora_adapters, self.hf_config,
                             self.lora, named_tensors)
        self.weights_changed()

    def save_peft_adapter(self, out_dir, base_model_name_or_path: Optional[str] = None):
        """Write this rival's adapter as a peft folder (``adapter_config.json`` +
        ``adapter_model.safetensors``; loads with ``peft.PeftModel.from_pretrained`` on the HF
        base). A collective; global rank 0 writes. Returns the folder."""
        from agon_mcore.bridge.hf_io import save_peft_adapter
        from agon_mcore.policy import lora as LR

        self._need_lora()
        stream = list(self.export_adapter_hf())
        if dist.is_initialized() and dist.get_rank() != 0:
            return out_dir
        return save_peft_adapter(stream, out_dir, **LR.peft_kwargs(self.lora), lora_dropout=self.lora.dropout,
                                 base_model_name_or_path=base_model_name_or_path or self.model_cfg.hf_path)

    def _export_merged(self) -> Iterator[Tuple[str, torch.Tensor]]:
        from agon_mcore.policy import lora as LR

        adapter = {n: t.clone() for n, t in self.export_adapter_hf()}
        return LR.merge_adapter_into_hf(self.export_base_hf(), adapter, self.lora.scale)

    def export_rollout_weights(self, with_base: bool = True) -> Iterator[Tuple[str, torch.Tensor]]:
        """What a rollout engine needs for this rival: the full weights, or for a LoRA rival its
        adapter (preceded by the shared base when ``with_base``). A collective."""
        import itertools

        if self.lora is None:
            return self.export_hf()
        if not with_base:
            return self.export_adapter_hf()
        return itertools.chain(self.export_base_hf(), _Deferred(self.export_adapter_hf))

    def base_fingerprint(self) -> str:
        """sha256 of the frozen base (layout-independent; computed once, a collective)."""
        from agon_mcore.policy import lora as LR

        if self._base_fp is None:
            self._base_fp = LR.base_fingerprint(self.export_base_hf())
        return self._base_fp

    def model_sharded_state_dict(self) -> Dict[str, dict]:
        """``{"model{i}": sharded state dict}`` of what a checkpoint holds: every chunk's
        weights, or for a LoRA rival its adapters only (the base is identified, not stored)."""
        if self.lora is not None:
            from agon_mcore.policy import lora as LR

            return LR.adapter_sharded_state_dict(self.chunks, self.lora_adapters)
        return {f"model{i}": chunk.sharded_state_dict() for i, chunk in enumerate(self.chunks)}

    def load_model_state(self, loaded: Dict[str, dict]) -> None:
        """Install a loaded :meth:`model_sharded_state_dict` (strict)."""
        if self.lora is not None:
            from agon_mcore.policy import lora as LR

            LR.load_adapter_state(self.chunks, self.lora_adapters, loaded)
            return
        for i, chunk in enumerate(self.chunks):
            chunk.load_state_dict(loaded[f"model{i}"], strict=True)

    def parameter_counts(self) -> Dict[str, int]:
        """Elements on this rank: ``trainable`` (in the optimizer), ``frozen`` (shared tensors
        counted once) and ``optimizer_state`` (this rank's Adam ``exp_avg`` + ``exp_avg_sq``)."""
        from agon_mcore.policy.optimizer import torch_optimizers

        seen, trainable, frozen = set(), 0, 0
        for _, p in self.named_parameters():
            if id(p) in seen:
                continue
            seen.add(id(p))
            if p.requires_grad:
                trainable += p.numel()
            else:
                frozen += p.numel()
        state = 0
        for opt in torch_optimizers(self.optimizer):
            for st in opt.state.values():
                state += sum(t.numel() for k, t in st.items() if torch.is_tensor(t) and k != "step")
        return {"trainable": trainable, "frozen": frozen, "optimizer_state": state}

    def named_parameters(self) -> Iterator[Tuple[str, torch.nn.Parameter]]:
        """This rank's parameter shards, megatron names (``chunk{i}.`` prefixed under virtual PP).

        After editing them in place, call :meth:`weights_changed`.
        """
        for i, c in enumerate(self.chunks):
            pre = f"chunk{i}." if len(self.chunks) > 1 else ""
            for n, p in c.named_parameters():
                yield pre + n, p

    @torch.no_grad()
    def weights_changed(self) -> None:
        """Copy edited model weights into the optimizer's main (fp32 master) parameters."""
        for sub in sub_optimizers(self.optimizer):
            if not getattr(sub, "is_stub_optimizer", False):
                sub.reload_model_params()


class _Deferred:
    """An iterable that calls ``make()`` only when iteration reaches it (keeps collectives in order)."""

    def __init__(self, make):
        self._make = make

    def __iter__(self):
        return iter(self._make())


def _in_order(idx: List[int], mbs: List[MicroBatch], local: List[torch.Tensor]) -> torch.Tensor:
    """Per-micro-batch log-probs ``[N_mb]`` -> one ``[N]`` tensor, sample by sample in ``idx``
    order (micro-batches may hold the samples in another order, e.g. shared-prefix groups)."""
    per: Dict[int, torch.Tensor] = {}
    for mb, lp in zip(mbs, local):
        start = 0
        for k, gi in enumerate(mb.sample_indices):
            if gi < 0:
                continue
            n = mb.resp_lens[k]
            per[gi] = lp[start: start + n]
            start += n
    parts = [per[gi] for gi in idx]
    return torch.cat(parts) if parts else torch.zeros(0, dtype=torch.float32)


def _mean_metrics(per_epoch: List[Dict[str, float]]) -> Dict[str, float]:
    if len(per_epoch) == 1:
        return per_epoch[0]
    out = {k: sum(m[k] for m in per_epoch) / len(per_epoch) for k in per_epoch[0]}
    out["skipped"] = max(m["skipped"] for m in per_epoch)
    out["lr"] = per_epoch[0]["lr"]
    out["logprob_mismatch"] = per_epoch[0]["logprob_mismatch"]
    out["num_tokens"] = per_epoch[0]["num_tokens"]
    out["num_sequences"] = per_epoch[0]["num_sequences"]
    return out
