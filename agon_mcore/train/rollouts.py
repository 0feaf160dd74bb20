"""The record of one step's samples (:class:`StepRollouts`) that flows through the step.

Generation fills it (:mod:`agon_mcore.train.generation`), the rewards and advantages are
attached to its samples (:mod:`agon_mcore.train.advantages`), the updates read their
:class:`agon_mcore.policy.Sample` list from it (:func:`samples`), the step's metrics are
computed from it (:mod:`agon_mcore.train.step_metrics`), and it is written to disk as a
human-readable JSONL dump (:func:`write_dump`, ``logging.save_rollouts_every``) and as a
lossless record (:func:`write_record`, ``train.save_rollouts``) that ``agon train --replay``
trains on again without generating (:func:`read_record`).

What drops a problem from a step (it is never rewarded): a response the engine did not
finish (``finish_reason`` other than ``stop``/``length``), a verdict with reason ``error``
(the checker itself failed) or a prompt that does not fit the model (:func:`drop_cause`).
"""
from __future__ import annotations

import base64
import dataclasses
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

import numpy as np

from agon_mcore.policy import Sample

# What drops a problem's group from a step: see the module docstring.
KEEP_FINISH = ("stop", "length")
INFRA_VERDICTS = ("error",)
DROP_CAUSES = ("abort", "verifier_error", "prompt_too_long")
RECORD_VERSION = 1


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
        routed_experts: MoE rivals: the engine's experts per position of
            ``(prompt + output)[:-1]`` (``GenerationResult.routed_experts``), or None.
    """

    rival: str
    prompt_ids: List[int]
    output_ids: List[int]
    logprobs: List[float]
    text: str
    finish_reason: str
    weight_version: int
    prompt_text: str = ""
    routed_experts: Any = None


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
    # see agon_mcore.train.step_metrics.verify_stats_delta
    verify_stats: Dict[str, float] = field(default_factory=dict)
    plugin_metrics: Dict[str, float] = field(default_factory=dict)  # advantage/reward plug-ins' metrics (arena/*, ...)


def generation_drop_cause(row: Sequence[Response]) -> Optional[str]:
    """The part of :func:`drop_cause` known before verification (responses only)."""
    for r in row:
        if r.finish_reason == "prompt_too_long":
            return "prompt_too_long"
        if r.finish_reason not in KEEP_FINISH:
            return "abort"
    return None


def drop_cause(row: Sequence[Scored]) -> Optional[str]:
    """Why a group must not be rewarded, or None: ``"prompt_too_long"``, ``"abort"``
    (any finish other than ``stop``/``length``, e.g. a server abort or an unknown type)
    or ``"verifier_error"`` (a verdict with reason ``error``)."""
    cause = generation_drop_cause([s.response for s in row])
    if cause:
        return cause
    for s in row:
        if s.verdict_reason in INFRA_VERDICTS:
            return "verifier_error"
    return None


def drop_problems(out: StepRollouts, lost: Dict[int, str]) -> Dict[str, int]:
    """Remove the ``lost`` problems (index -> cause) from both streams of ``out`` and list
    them in ``out.dropped``. Returns the number of failed responses per cause."""
    if not lost:
        return {}
    keep = [i for i in range(len(out.problem_ids)) if i not in lost]
    responses: Dict[str, int] = {}
    for i, cause in sorted(lost.items()):
        rows = [out.drafts[i]] + ([out.challenges[i]] if out.challenges else [])
        bad = sum(1 for row in rows for s in row
                  if (s.response.finish_reason not in KEEP_FINISH) or s.verdict_reason in INFRA_VERDICTS)
        responses[cause] = responses.get(cause, 0) + bad
        out.dropped.append({"problem_id": out.problem_ids[i], "cause": cause,
                            "finish_reasons": sorted({s.response.finish_reason for row in rows for s in row}),
                            "verdicts": sorted({s.verdict_reason for row in rows for s in row})})
    out.drafts = [out.drafts[i] for i in keep]
    if out.challenges:
        out.challenges = [out.challenges[i] for i in keep]
    out.problem_ids = [out.problem_ids[i] for i in keep]
    return responses


def samples(groups: List[List[Scored]]) -> List[Sample]:
    """The update's samples of one stream: every response with tokens that enters the loss
    (``trained``), with its advantage and rollout log-probs."""
    return [
        Sample(prompt_ids=s.response.prompt_ids, response_ids=s.response.output_ids,
               advantage=s.advantage, rollout_logprobs=s.response.logprobs,
               token_advantages=s.token_advantages,  # token-level advantage plug-ins
               routed_experts=s.response.routed_experts)  # MoE: the engine's routes (routing replay)
        for row in groups for s in row if s.response.output_ids and s.trained
    ]


def write_dump(ro: StepRollouts, folder: Path) -> Path:
    """Write the step's rollouts as readable JSONL to ``folder/step_<t>.jsonl`` (text, verdicts,
    rewards; no token ids); returns the path."""
    path = Path(folder) / f"step_{ro.step:06d}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with open(tmp, "w") as fh:
        for role, groups in (("draft", ro.drafts), ("challenge", ro.challenges)):
            for p, row in enumerate(groups):
                for i, s in enumerate(row):
                    rec = {
                        "step": ro.step, "role": role, "rival": s.response.rival, "problem_id": ro.problem_ids[p],
                        "index": i, "prompt": s.response.prompt_text, "response": s.response.text,
                        "finish_reason": s.response.finish_reason, "trained": s.trained, "correct": s.correct,
                        "verdict": s.verdict_reason, "extracted": s.extracted, "format": s.fmt,
                        "reward": s.reward, "bonus": s.bonus, "advantage": s.advantage,
                        "num_tokens": len(s.response.output_ids),
                        "weight_version": s.response.weight_version,
                    }
                    if role == "draft":
                        rec["summary"] = s.summary
                    else:
                        rec["opponent_index"] = s.opponent_index
                    fh.write(json.dumps(rec) + "\n")
        for d in ro.dropped:  # problems removed from the step, with the cause
            fh.write(json.dumps({"step": ro.step, "role": "dropped", **d}) + "\n")
    tmp.replace(path)
    return path


def _encode_routes(x):
    """JSON for a response's ``routed_experts`` (int32 numpy): base64 of its bytes and its shape."""
    if isinstance(x, np.ndarray):
        return {"int32_b64": base64.b64encode(x.astype(np.int32).tobytes()).decode(), "shape": list(x.shape)}
    raise TypeError(f"cannot write {type(x).__name__} to a step record")


def _decode_routes(d: dict):
    if set(d) == {"int32_b64", "shape"}:
        return np.frombuffer(base64.b64decode(d["int32_b64"]), dtype=np.int32).reshape(d["shape"]).copy()
    return d


def record_path(folder: Path, step: int) -> Path:
    """Where :func:`write_record` puts step ``step``'s record under ``folder``."""
    return Path(folder) / f"step_{step:06d}.record.json"


def write_record(ro: StepRollouts, folder: Path) -> Path:
    """Write the whole record (token ids, rollout log-probs, verdicts, summaries; JSON, so the
    floats read back bit-exact) to :func:`record_path`; returns the path."""
    path = record_path(folder, ro.step)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"version": RECORD_VERSION, "rollouts": dataclasses.asdict(ro)}, default=_encode_routes))
    tmp.replace(path)
    return path


def read_record(path: Path) -> StepRollouts:
    """The :class:`StepRollouts` that :func:`write_record` wrote to ``path``.

    Raises:
        FileNotFoundError: no record at ``path``.
        ValueError: the file is not a record of this version (names the file).
    """
    data = json.loads(Path(path).read_text(), object_hook=_decode_routes)
    if not isinstance(data, dict) or data.get("version") != RECORD_VERSION:
        raise ValueError(f"{path}: not a step record of version {RECORD_VERSION} (written by train.save_rollouts=true)")
    d = data["rollouts"]

    def rows(groups):
        return [[Scored(**{**s, "response": Response(**s["response"])}) for s in row] for row in groups]

    return StepRollouts(**{**d, "drafts": rows(d["drafts"]), "challenges": rows(d["challenges"])})
