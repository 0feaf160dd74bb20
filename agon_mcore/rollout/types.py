"""Records that cross the rollout boundary (docs/INTERFACES.md, "rollout").

Token ids are plain ``list[int]`` (no padding), log-probs fp32 natural logs as Python
floats, times in seconds. Field names follow SGLang's ``sampling_params`` vocabulary
(https://docs.sglang.ai/basic_usage/sampling_params.html) so a request means the same
thing to the local engine and to an SGLang server.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, List, Optional

FINISH_REASONS = ("stop", "length", "abort")


class RolloutError(RuntimeError):
    """A rollout could not be produced (every server dead, bad request, engine unusable)."""


class WeightSyncError(RolloutError):
    """A weight update failed on some server or model; the engine refuses to sample stale weights."""


@dataclass
class SamplingParams:
    """How to sample one generation call.

    Attributes:
        n: samples per request (independent continuations of the same prompt).
        temperature: softmax temperature; ``0`` means greedy (argmax).
        top_p: nucleus threshold in (0, 1]; 1 disables it.
        top_k: keep the k most likely tokens; ``-1`` (or 0) disables it.
        max_new_tokens: generated tokens per sample at most (finish reason ``length``).
        stop: stop strings; generation ends at the token whose decoded text completes one
            (that token is kept in the output). Needs the rival's tokenizer.
        stop_token_ids: extra stop token ids on top of the rival's eos ids.
        seed: makes the call deterministic: the same requests, params and weights give
            the same tokens (local engine; SGLang only on servers run with
            ``rollout.sglang.deterministic_inference``, see ``SGLangEngine.generate``).
            ``None``: fresh randomness each call.
    """

    n: int = 1
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = -1
    max_new_tokens: int = 64
    stop: List[str] = field(default_factory=list)
    stop_token_ids: List[int] = field(default_factory=list)
    seed: Optional[int] = None

    def validate(self) -> None:
        """Raise ``ValueError`` naming the first out-of-range field and its valid range."""
        if self.n < 1:
            raise ValueError(f"SamplingParams.n={self.n} must be >= 1")
        if not self.temperature >= 0:
            raise ValueError(f"SamplingParams.temperature={self.temperature} must be >= 0 (0 = greedy)")
        if not 0 < self.top_p <= 1:
            raise ValueError(f"SamplingParams.top_p={self.top_p} must be in (0, 1]")
        if self.top_k < -1:
            raise ValueError(f"SamplingParams.top_k={self.top_k} must be -1 (off) or >= 1")
        if self.max_new_tokens < 1:
            raise ValueError(f"SamplingParams.max_new_tokens={self.max_new_tokens} must be >= 1")

    @classmethod
    def from_config(cls, sampling_cfg: Any, *, seed: Optional[int] = None, n: Optional[int] = None,
                    stop_token_ids: Optional[List[int]] = None) -> "SamplingParams":
        """Build from ``agon_mcore.config.SamplingConfig`` (e.g. ``rival_sampling(cfg, "A")``)."""
        return cls(
            n=int(sampling_cfg.n if n is None else n),
            temperature=float(sampling_cfg.temperature),
            top_p=float(sampling_cfg.top_p),
            top_k=int(sampling_cfg.top_k),
            max_new_tokens=int(sampling_cfg.max_new_tokens),
            stop=list(sampling_cfg.stop),
            stop_token_ids=list(stop_token_ids or []),
            seed=seed,
        )


@dataclass
class GenerationRequest:
    """One prompt for one rival.

    Attributes:
        prompt_ids: the prompt's token ids (chat template already applied), non-empty.
        rival: which rival's weights sample it ("A" or "B").
    """

    prompt_ids: List[int]
    rival: str


@dataclass
class GenerationResult:
    """One sampled continuation.

    Attributes:
        prompt_ids: the request's prompt ids (same list object is not guaranteed).
        output_ids: generated ids, ``[T]``; INCLUDES the emitted eos/stop token when the
            finish reason is ``stop`` (the policy trains on it).
        output_logprobs: ``[T]`` fp32 natural-log probabilities of each output id under the
            sampling distribution (temperature, top-k, top-p applied; see the engine's
            docstring for greedy decoding).
        finish_reason: ``"stop"`` (eos/stop id/stop string), ``"length"`` (max_new_tokens)
            or ``"abort"`` (aborted; the output may be partial or empty).
        weight_version: version of the rival's weights that produced it (set by
            ``update_weights``); compare with the trainer's to detect stale rollouts.
        rival: the rival that generated it.
        time_s: seconds from the start of the batch (local) or HTTP request (SGLang) that
            produced this sample until it finished.
        routed_experts: mixture-of-experts models: the experts the engine's router chose,
            int32 numpy ``[len(prompt_ids) + len(output_ids) - 1, num_moe_layers, top_k]``,
            one row per position the engine ran through the model (the prompt, then every
            output token but the last, which is never fed back); row ``len(prompt_ids) - 1 + t``
            is the forward whose distribution sampled ``output_ids[t]``. MoE layers in layer
            order (dense layers left out). The layout of the trainer's model input
            ``(prompt + output)[:-1]`` (``agon_mcore.policy.routing_replay``). ``None``: a dense
            model, or a rival whose spec does not ask for them (``RivalSpec.routed_experts``).
    """

    prompt_ids: List[int]
    output_ids: List[int]
    output_logprobs: List[float]
    finish_reason: str
    weight_version: int
    rival: str
    time_s: float
    routed_experts: Any = None


@dataclass
class RivalSpec:
    """What an engine needs to know about one rival.

    Attributes:
        hf_config: a ``transformers.PretrainedConfig`` (Qwen3Config, LlamaConfig, ...) the
            local engine builds its model from; SGLang servers load the same architecture.
        eos_token_ids: ids that end a response (eos, ``<|im_end|>``); always stop tokens.
        pad_token_id: id used for left padding (never attended to).
        tokenizer: optional HF tokenizer; needed only for stop strings (``SamplingParams.stop``).
        lora: for a LoRA rival, the ``peft.LoraConfig`` keyword arguments of its adapter
            (``r``, ``lora_alpha``, ``target_modules``); engines then serve every rival's
            adapter on one shared base. None: a full rival.
        routed_experts: a mixture-of-experts rival whose rollouts must carry the experts its
            routers chose (``GenerationResult.routed_experts``; ``model.moe_record_routes``,
            on with ``model.moe_routing_replay``): the local engine records them, SGLang
            servers are launched with ``--enable-return-routed-experts`` and asked for them.
            False (the default): no engine records or requests routes.
    """

    hf_config: Any
    eos_token_ids: List[int]
    pad_token_id: int
    tokenizer: Any = None
    lora: Optional[dict] = None
    routed_experts: bool = False
