"""What a plug-in that asks for it (third argument ``ctx``) is given about its stream."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

import torch


@dataclass
class PluginContext:
    """One stream of one step (the drafter's, the challenger's, or GRPO's single stream).

    Row ``i`` of every per-response field is response ``i`` of ``rewards`` / ``group_index``
    (the responses that enter the loss, groups contiguous).

    Attributes:
        role: ``"drafter"``, ``"challenger"`` or ``"single"`` (``algorithm.mode=grpo``).
        step: the optimizer step.
        correct: ``Tensor[B]`` float32 verifier verdicts c(y) in {0, 1}.
        prompt_ids: ``[B]`` lists of the prompt token ids (the trained rival's tokenizer).
        response_ids: ``[B]`` lists of the response token ids (the stop token included).
        response_lengths: ``[B]`` ints, ``len(response_ids[i])``: the length a token-level
            advantage ``[T_i]`` must have.
        token_mask: ``[B]`` BoolTensors ``[T_i]``: True on the tokens the loss trains (all
            response tokens today; the shape token-level plug-ins should follow).
        rollout_logprobs: ``[B]`` Tensors ``[T_i]`` float32: the sampler's log-prob of each
            response token (natural log), or None where the engine gave none.
        texts: ``[B]`` decoded responses; ``prompt_texts``: ``[B]`` user-turn texts.
        problems: ``[B]`` the :class:`agon_mcore.data.types.Problem` of each response
            (``.solution`` holds the reference solution where the task has one).
        extracted: ``[B]`` the verifier's extracted final answer (or None).
        policy: the trained rival's :class:`agon_mcore.policy.Policy`: call
            ``policy.logprobs(samples)`` for log-probs, or use
            :mod:`agon_mcore.algorithms.lm_grad` for gradients (single process).
        rival: the other rival's Policy in Agon mode (None in ``grpo`` mode).
        tokenizer / rival_tokenizer: their tokenizers; ``prompt_builder(text)`` /
            ``rival_prompt_builder(text)`` build a chat prompt's ids for each.
        cfg: the run's :class:`agon_mcore.config.AgonConfig`.
        args: ``algorithm.plugin_args`` (free-form settings for user plug-ins).
        metrics: a dict the plug-in may fill with floats (logged under their keys, e.g.
            ``arena/groups_routed``; prefix yours with the plug-in's name).
        seed: an integer seed for this step and stream (reproducible randomness).
        truncated: ``[B]`` bools: the response was cut at ``max_new_tokens`` (empty: unknown).
        state: a dict kept across steps and saved in checkpoints (JSON-able values; one
            dict per run, shared by the plug-ins: key yours by the plug-in's name).
        validate: ``fn(num_problems, rival=None) -> float``: greedy pass@1 of the trained
            rival (or ``rival``) on the first ``num_problems`` problems of ``data.validation`` (the trainer's engine
            and verifier; None where the caller provides none).
    """

    role: str
    step: int
    correct: torch.Tensor
    prompt_ids: List[List[int]]
    response_ids: List[List[int]]
    texts: List[str]
    prompt_texts: List[str]
    problems: List[Any]
    extracted: List[Optional[str]]
    rollout_logprobs: List[Optional[torch.Tensor]]
    policy: Any = None
    rival: Any = None
    tokenizer: Any = None
    rival_tokenizer: Any = None
    prompt_builder: Any = None
    rival_prompt_builder: Any = None
    cfg: Any = None
    args: Dict[str, Any] = field(default_factory=dict)
    metrics: Dict[str, float] = field(default_factory=dict)
    seed: int = 0
    truncated: List[bool] = field(default_factory=list)
    state: Dict[str, Any] = field(default_factory=dict)
    validate: Any = None

    @property
    def response_lengths(self) -> List[int]:
        return [len(r) for r in self.response_ids]

    @property
    def token_mask(self) -> List[torch.Tensor]:
        return [torch.ones(len(r), dtype=torch.bool) for r in self.response_ids]

    @property
    def batch_size(self) -> int:
        return len(self.response_ids)
