"""Small typed records that cross the trainer's phases."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, Optional


@dataclass
class Response:
    """One generated response, decoded by the rival that produced it.

    Attributes:
        rival: "A" or "B".
        prompt_ids: the rival's prompt token ids (its own tokenizer).
        output_ids: generated token ids, including the stop token when one was emitted.
        logprobs: [len(output_ids)] fp32 log-probs under the sampling distribution.
        text: ``output_ids`` decoded by the same rival (stop tokens dropped).
        finish_reason: the engine's "stop" | "length" | "abort" (or any other type it
            reports), or "prompt_too_long" for a prompt the trainer did not send (empty
            output). Only "stop" and "length" responses are ever rewarded.
        weight_version: the engine's weight version that produced it.
        prompt_text: the user-turn text the prompt was built from.
    """

    rival: str
    prompt_ids: List[int]
    output_ids: List[int]
    logprobs: List[float]
    text: str
    finish_reason: str
    weight_version: int
    prompt_text: str = ""


@dataclass
class Scored:
    """A response with its verdict, format term and reward breakdown."""

    response: Response
    correct: float  # c(y) in {0, 1}
    verdict_reason: str
    fmt: float  # phi(y) in {0, 1}
    reward: float = 0.0
    bonus: float = 0.0
    advantage: float = 0.0
    extracted: Optional[str] = None
    summary: Optional[str] = None  # for drafts: the summary the challenger saw
    opponent_index: Optional[int] = None  # for challenges: which draft of the group it read
    trained: bool = True  # enters the loss (False: cut at max_new_tokens under algorithm.truncation=filter)
    token_advantages: Optional[List[float]] = None  # per response token, from a token-level advantage plug-in


@dataclass
class StepRollouts:
    """Everything one Agon step generated, grouped per problem.

    ``drafts[i]`` are the N drafts of problem i (the drafter's standalone stream);
    ``challenges[i]`` the N challenger responses (``challenges[i][j]`` read the summary
    of draft ``opponent_index``). In mode ``grpo`` ``challenges`` is empty and
    ``drafts[i]`` holds 2N samples of the single trained model.

    ``problem_ids``, ``drafts`` and ``challenges`` hold only the problems that were kept;
    ``dropped`` lists the others (``{"problem_id", "cause", "finish_reasons", "verdicts"}``,
    cause ``abort`` | ``verifier_error`` | ``prompt_too_long``): none of their responses
    is rewarded or trained on.
    """

    step: int
    drafter: str
    challenger: str
    problem_ids: List[str]
    drafts: List[List[Scored]] = field(default_factory=list)
    challenges: List[List[Scored]] = field(default_factory=list)
    zero_var: Dict[str, float] = field(default_factory=dict)  # role -> fraction of zero-variance groups
    leak_rate: float = float("nan")  # summaries whose graded answer reads back (agon_mcore.agon.leak)
    hiding: Dict[str, float] = field(default_factory=dict)  # agon_mcore.agon.leak.hiding_stats of the summaries
    dropped: List[dict] = field(default_factory=list)
    # math verifier counters of this step (drafts, challenges, leak checks): key -> count;
    # see AgonTrainer.verify_stats_delta
    verify_stats: Dict[str, float] = field(default_factory=dict)
    plugin_metrics: Dict[str, float] = field(default_factory=dict)  # advantage/reward plug-ins' metrics (arena/*, ...)
