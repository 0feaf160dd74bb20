"""The served models: one rival alone, or the two-stage cascade, built from training's code.

AGON.md "Inference: the cascade": deployment equals training. A chat request's user turn
is the problem text the drafter reads, exactly like ``question_text(problem)`` in
``agon eval``; every step after that is the code ``agon_mcore.eval.run_eval`` runs:

1. the drafter's prompt: ``build_prompt_ids(tokenizer, user_turn, chat_template)``;
2. its response read as ``opened + decode(output_ids)`` (``template_opened`` of the
   template's generation prompt; stop ids dropped, special tokens kept);
3. the summary: ``summarize_draft(response, finish_reason, domain=..., problem=user_turn)``
   (reasoning dropped, answer hidden);
4. the challenger's user turn ``challenger_message(user_turn, summary)`` in the challenger's
   own template, and its response read the same way: that is the answer returned.

So with the same sampling parameters (greedy, or the same seed on a request served alone)
a served answer equals the evaluated one for the same problem.

Model names (:data:`MODEL_NAMES`): ``agon-cascade`` (the direction the run chose on its
validation split), ``agon-cascade-ab`` (A drafts, B answers), ``agon-cascade-ba``,
``agon-a``, ``agon-b`` (one rival alone, the plain prompt).
"""
from __future__ import annotations

import asyncio
import dataclasses
import threading
import time
from dataclasses import dataclass
from typing import Any, Dict, List, Mapping, Optional, Tuple

from agon_mcore.serve.errors import BadRequest, ModelNotFound, QueueFull

CASCADE = "agon-cascade"
MODEL_NAMES = (CASCADE, "agon-cascade-ab", "agon-cascade-ba", "agon-a", "agon-b")
DOMAINS = ("math", "code")
# fields of the chat-completions request this server reads; others are refused unless they
# are at their OpenAI default (so a client's intent is never silently dropped)
_DEFAULT_OK = {"frequency_penalty": 0, "presence_penalty": 0, "logprobs": False, "n": 1, "tools": None,
               "tool_choice": None, "response_format": None, "logit_bias": None, "top_logprobs": None,
               "parallel_tool_calls": None, "functions": None, "function_call": None, "audio": None,
               "modalities": None, "prediction": None}
_IGNORED = {"user", "metadata", "store", "stream_options", "service_tier", "reasoning_effort", "max_completion_tokens",
            "stop", "messages", "model", "stream", "temperature", "top_p", "max_tokens", "seed", "agon"}


@dataclass
class ServedRival:
    """What serving needs of one rival (its own tokenizer and template; text crosses rivals).

    Attributes:
        name: ``"A"`` or ``"B"``.
        tokenizer: the rival's Hugging Face tokenizer.
        chat_template: Jinja template or path, or None (the tokenizer's own).
        stop_ids: ids that end a response (``stop_token_ids`` of the tokenizer plus the rival's).
        context: ``max_position_embeddings`` (prompt + new tokens at most).
    """

    name: str
    tokenizer: Any
    chat_template: Optional[str]
    stop_ids: Tuple[int, ...]
    context: int

    def __post_init__(self):
        from agon_mcore.data.prompts import generation_prompt_text
        from agon_mcore.verify.answer import template_opened

        self.opened = template_opened(generation_prompt_text(self.tokenizer, self.chat_template))

    def prompt_ids(self, user_turn: str) -> List[int]:
        """Token ids of the one-turn chat prompt (``agon_mcore.data.prompts.build_prompt_ids``)."""
        from agon_mcore.data.prompts import build_prompt_ids

        return build_prompt_ids(self.tokenizer, user_turn, self.chat_template)

    def read(self, output_ids) -> str:
        """The response as every reader of training reads it: ``opened`` + the decode of the
        ids with trailing stop ids dropped and special tokens kept."""
        ids = list(output_ids)
        while ids and ids[-1] in self.stop_ids:
            ids.pop()
        return self.opened + self.tokenizer.decode(ids, skip_special_tokens=False)

    def pieces(self, output_ids) -> List[str]:
        """The response cut at token boundaries, for streaming; ``"".join`` equals :meth:`read`.

        A token whose bytes end inside a UTF-8 character is held back until the character
        is complete, so no piece holds a replacement character the whole text has not.
        """
        full = self.read(output_ids)
        ids = list(output_ids)
        while ids and ids[-1] in self.stop_ids:
            ids.pop()
        out, done = [self.opened] if self.opened else [], len(self.opened)
        for k in range(1, len(ids) + 1):
            text = self.opened + self.tokenizer.decode(ids[:k], skip_special_tokens=False)
            if len(text) > done and full.startswith(text) and not text.endswith("\ufffd"):
                out.append(text[done:])
                done = len(text)
        if done < len(full):
            out.append(full[done:])
        return out


@dataclass
class Plan:
    """What one model name runs: ``drafter`` (None for one rival alone) then ``answerer``."""

    drafter: Optional[str]
    answerer: str

    @property
    def direction(self) -> str:
        return f"{self.drafter}->{self.answerer}" if self.drafter else self.answerer


@dataclass
class Defaults:
    """Sampling defaults (the run's evaluation settings, so a bare request is what
    ``agon eval`` ran): ``temperature``, ``top_p`` (used when temperature > 0),
    ``max_tokens`` (per stage), ``domain`` of the summary rule."""

    temperature: float
    top_p: float
    max_tokens: int
    domain: str = "math"


def plans(direction: Optional[str]) -> Dict[str, Plan]:
    """Model name -> :class:`Plan`. ``direction`` (``"A->B"`` / ``"B->A"``, the run's
    validation choice) makes ``agon-cascade`` available; None leaves it out."""
    out = {"agon-cascade-ab": Plan("A", "B"), "agon-cascade-ba": Plan("B", "A"),
           "agon-a": Plan(None, "A"), "agon-b": Plan(None, "B")}
    if direction is not None:
        d, a = direction.split("->")
        out = {CASCADE: Plan(d, a), **out}
    return out


def _number(body: Mapping[str, Any], name: str, default, lo, hi, *, integer=False, lo_open=False):
    v = body.get(name)
    if v is None:
        return default
    if isinstance(v, bool) or not isinstance(v, (int, float)) or (integer and not float(v).is_integer()):
        raise BadRequest(f"'{name}' must be {'an integer' if integer else 'a number'}, got {v!r}", param=name)
    ok = (v > lo if lo_open else v >= lo) and (hi is None or v <= hi)
    if not ok:
        rng = f"{'(' if lo_open else '['}{lo}, {hi if hi is not None else 'inf'}{']' if hi is not None else ')'}"
        raise BadRequest(f"'{name}'={v!r} is out of range; it must lie in {rng}", param=name)
    return int(v) if integer else float(v)


def user_turn(messages: Any) -> str:
    """The problem text of a chat request: its one user message.

    Training and ``agon eval`` prompt with ONE user turn (the problem and its format
    instruction), so this server takes exactly that; a system prompt or earlier turns
    would make the served prompt differ from the trained one.

    Raises:
        BadRequest: not a list of messages, no user message, other roles, empty content,
            or content parts that are not text.
    """
    if not isinstance(messages, list) or not messages:
        raise BadRequest("'messages' must be a non-empty list of chat messages, e.g. "
                         "[{\"role\": \"user\", \"content\": \"What is 2+3?\"}]", param="messages")
    roles = [m.get("role") if isinstance(m, dict) else None for m in messages]
    if roles != ["user"]:
        raise BadRequest(f"'messages' has roles {roles}; agon serve answers one user turn (the problem), as the "
                         "rivals were trained and evaluated: send [{\"role\": \"user\", \"content\": PROBLEM}] "
                         "with the format instruction inside the user turn", param="messages")
    content = messages[0].get("content")
    if isinstance(content, list):
        parts = []
        for i, p in enumerate(content):
            if not isinstance(p, dict) or p.get("type") != "text" or not isinstance(p.get("text"), str):
                kind = p.get("type") if isinstance(p, dict) else type(p).__name__
                raise BadRequest(f"messages[0].content[{i}] is of type {kind!r}; only text parts are served",
                                 param="messages[0].content")
            parts.append(p["text"])
        content = "".join(parts)
    if not isinstance(content, str):
        raise BadRequest(f"messages[0].content must be a string, got {type(content).__name__}",
                         param="messages[0].content")
    if not content.strip():
        raise BadRequest("messages[0].content is empty; send the problem text", param="messages[0].content")
    return content


@dataclass
class ParsedRequest:
    """A validated chat-completions request."""

    model: str
    plan: Plan
    user_turn: str
    sampling: Any  # agon_mcore.rollout.SamplingParams
    stream: bool
    include_usage: bool
    domain: str
    prompt_ids: List[int]


class Service:
    """The served models over one :class:`~agon_mcore.serve.batcher.EngineWorker`.

    Args:
        rivals: ``{"A": ServedRival, "B": ServedRival}``.
        worker: the engine worker (owns the engine).
        defaults: :class:`Defaults` (the run's evaluation settings).
        direction: the run's validation choice (``"A->B"``), or None (``agon-cascade``
            is then not served; the ``-ab`` / ``-ba`` names are).
        max_queue: requests admitted at once (running + waiting); one more gets 429.
        info: extra facts shown by /health (run dir, checkpoint, engine kind).
    """

    def __init__(self, rivals: Dict[str, ServedRival], worker, defaults: Defaults, direction: Optional[str],
                 *, max_queue: int = 64, info: Optional[Dict[str, Any]] = None, metrics=None,
                 direction_source: Optional[str] = None):
        if max_queue < 1:
            raise ValueError(f"max_queue={max_queue} must be >= 1")
        self.rivals = rivals
        self.worker = worker
        self.defaults = defaults
        self.direction = direction
        self.direction_source = direction_source
        self.plans = plans(direction)
        self.max_queue = int(max_queue)
        self.info = dict(info or {})
        self.metrics = metrics
        self._admitted = 0
        self._lock = threading.Lock()
        self.created = int(time.time())

    # ------------------------------------------------------------------ parsing

    def parse(self, body: Any) -> ParsedRequest:
        """Validate a chat-completions body (a dict) against the served models and limits.

        Raises:
            BadRequest: a malformed body or a parameter out of range (the message names it).
            ModelNotFound: an unknown ``model``.
        """
        from agon_mcore.rollout.types import SamplingParams

        if not isinstance(body, dict):
            raise BadRequest("the request body must be a JSON object")
        model = body.get("model")
        if not isinstance(model, str) or not model:
            raise BadRequest(f"'model' is required; one of {list(self.plans)}", param="model")
        if model not in self.plans:
            hint = ""
            if model == CASCADE:
                hint = (" (this run recorded no cascade direction chosen on a validation split: train with "
                        "data.validation set, or start agon serve with --direction A->B; agon-cascade-ab and "
                        "agon-cascade-ba are served)")
            raise ModelNotFound(f"The model `{model}` does not exist{hint}; served models: {list(self.plans)}")
        for k, default in _DEFAULT_OK.items():
            if body.get(k, default) not in (default, None) and not (k == "n" and body.get(k) == 1):
                raise BadRequest(f"'{k}'={body[k]!r} is not supported by agon serve; leave it at its default "
                                 f"({default!r})", param=k)
        unknown = sorted(set(body) - set(_DEFAULT_OK) - _IGNORED)
        if unknown:
            raise BadRequest(f"unknown request field(s) {unknown}; agon serve reads model, messages, temperature, "
                             "top_p, max_tokens, seed, stream, stream_options and the 'agon' extension",
                             param=unknown[0])
        if body.get("stop") not in (None, [], ""):
            raise BadRequest("'stop' is not supported: the rivals stop at their end-of-turn token as in training",
                             param="stop")
        stream = body.get("stream", False)
        if not isinstance(stream, bool) and stream is not None:
            raise BadRequest(f"'stream' must be true or false, got {stream!r}", param="stream")
        opts = body.get("stream_options") or {}
        if not isinstance(opts, dict):
            raise BadRequest("'stream_options' must be an object", param="stream_options")
        ext = body.get("agon") or {}
        if not isinstance(ext, dict):
            raise BadRequest("'agon' (the extension field) must be an object such as {\"domain\": \"code\"}",
                             param="agon")
        bad_ext = sorted(set(ext) - {"domain"})
        if bad_ext:
            raise BadRequest(f"unknown field(s) {bad_ext} in 'agon'; it takes 'domain' ({'/'.join(DOMAINS)})",
                             param="agon")
        domain = ext.get("domain", self.defaults.domain)
        if domain not in DOMAINS:
            raise BadRequest(f"agon.domain={domain!r}; use one of {list(DOMAINS)} (the summary rule that hides the "
                             "answer)", param="agon.domain")
        text = user_turn(body.get("messages"))
        plan = self.plans[model]
        temperature = _number(body, "temperature", self.defaults.temperature, 0.0, 2.0)
        top_p = _number(body, "top_p", self.defaults.top_p, 0.0, 1.0, lo_open=True)
        mt_name = "max_completion_tokens" if body.get("max_completion_tokens") is not None else "max_tokens"
        max_tokens = _number(body, mt_name, self.defaults.max_tokens, 1, None, integer=True)
        seed = _number(body, "seed", None, 0, 2 ** 63 - 1, integer=True)
        sp = SamplingParams(n=1, temperature=temperature, top_p=1.0 if temperature == 0 else top_p,
                            max_new_tokens=max_tokens, seed=seed)
        first = self.rivals[plan.drafter or plan.answerer]
        ids = first.prompt_ids(text)
        self._check_fits(plan, text, ids, max_tokens, mt_name)
        return ParsedRequest(model=model, plan=plan, user_turn=text, sampling=sp, stream=bool(stream),
                             include_usage=bool(opts.get("include_usage")), domain=domain, prompt_ids=ids)

    def _check_fits(self, plan: Plan, text: str, ids: List[int], max_tokens: int, mt_name: str) -> None:
        """Refuse up front what the engine would refuse mid-cascade: the first prompt plus
        ``max_tokens`` must fit its rival's context, and the challenger's prompt (the
        question, the challenger wording and a summary no longer than the draft, plus 16
        tokens for the hidden-answer marker, as ``agon eval`` budgets it) plus ``max_tokens``
        must fit the answerer's."""
        from agon_mcore.agon import challenger_message, summarize_draft

        first = self.rivals[plan.drafter or plan.answerer]
        need = len(ids) + max_tokens
        if need > first.context:
            raise BadRequest(
                f"the prompt is {len(ids)} tokens; with {mt_name}={max_tokens} that is {need} tokens, more than "
                f"rival {first.name}'s context of {first.context} tokens; shorten the prompt or lower {mt_name}",
                param="messages", code="context_length_exceeded")
        if plan.drafter is None:
            return
        ans = self.rivals[plan.answerer]
        empty = ans.prompt_ids(challenger_message(text, summarize_draft("", "stop", domain="math")))
        need = len(empty) + (max_tokens + 16) + max_tokens
        if need > ans.context:
            raise BadRequest(
                f"the challenger's prompt ({len(empty)} tokens of question and instructions + a summary of up to "
                f"{max_tokens + 16}) plus {mt_name}={max_tokens} can reach {need} tokens, more than rival "
                f"{ans.name}'s context of {ans.context}; shorten the prompt or lower {mt_name}",
                param="messages", code="context_length_exceeded")

    # ------------------------------------------------------------------ running

    def admit(self) -> "_Admission":
        """Take one of ``max_queue`` slots (use as a context manager).

        Raises:
            QueueFull: every slot is taken (429 with ``Retry-After``).
        """
        with self._lock:
            if self._admitted >= self.max_queue:
                raise QueueFull(f"the request queue is full ({self.max_queue} requests admitted); retry after a "
                                "moment, or start agon serve with a larger --max-queue", retry_after=1)
            self._admitted += 1
        return _Admission(self)

    def _release(self) -> None:
        with self._lock:
            self._admitted -= 1

    @property
    def admitted(self) -> int:
        return self._admitted

    async def _generate(self, rival: str, prompt_ids: List[int], sampling) -> Tuple[Any, Dict[str, float]]:
        from agon_mcore.rollout.types import GenerationRequest

        fut = self.worker.submit(GenerationRequest(prompt_ids=list(prompt_ids), rival=rival), sampling)
        t0 = time.perf_counter()
        result = await asyncio.wrap_future(fut)
        return result, {"seconds": time.perf_counter() - t0}

    async def run(self, req: ParsedRequest) -> Dict[str, Any]:
        """Run the plan of a parsed request.

        Returns:
            ``{"text", "finish_reason", "answer_ids", "stages": [...], "summary", "direction"}``:
            ``stages`` holds per stage ``stage`` (``draft``/``answer``), ``rival``,
            ``prompt_tokens``, ``completion_tokens``, ``finish_reason``, ``seconds`` (queue
            wait included), ``batch_size`` and ``weight_version``.

        Raises:
            ServeError: EngineUnavailable (503), BadRequest from the engine.
        """
        from agon_mcore.agon import challenger_message, summarize_draft

        plan, sp = req.plan, req.sampling
        stages: List[Dict[str, Any]] = []
        summary = None
        prompt = req.prompt_ids
        if plan.drafter is not None:
            dr = self.rivals[plan.drafter]
            res, t = await self._generate(plan.drafter, prompt, sp)
            stages.append(self._stage("draft", plan.drafter, prompt, res, t))
            draft_text = dr.read(res.output_ids)
            summary = summarize_draft(draft_text, res.finish_reason, domain=req.domain, problem=req.user_turn)
            prompt = self.rivals[plan.answerer].prompt_ids(challenger_message(req.user_turn, summary))
        ans = self.rivals[plan.answerer]
        res, t = await self._generate(plan.answerer, prompt, sp)
        stages.append(self._stage("answer", plan.answerer, prompt, res, t))
        if self.metrics is not None:
            self.metrics.stages(req.model, stages)
        return {"text": ans.read(res.output_ids), "finish_reason": res.finish_reason, "answer_ids": res.output_ids,
                "stages": stages, "summary": summary, "direction": plan.direction, "answerer": plan.answerer}

    @staticmethod
    def _stage(name: str, rival: str, prompt, res, t) -> Dict[str, Any]:
        return {"stage": name, "rival": rival, "prompt_tokens": len(prompt), "completion_tokens": len(res.output_ids),
                "finish_reason": res.finish_reason, "seconds": round(t["seconds"], 6),
                "weight_version": int(res.weight_version)}

    def extension(self, out: Dict[str, Any], req: ParsedRequest) -> Dict[str, Any]:
        """The ``agon`` field of a response (docs/serving.md, "The extension field")."""
        s = out["summary"]
        ext: Dict[str, Any] = {
            "direction": out["direction"], "model": req.model, "stages": out["stages"], "domain": req.domain,
            "summary": None if s is None else s.text,
        }
        if s is not None:
            ext["summary_info"] = {"had_answer": s.had_answer, "truncated": s.truncated, "domain": s.domain}
        if req.model == CASCADE and self.direction_source:
            ext["direction_source"] = self.direction_source
        return ext

    @staticmethod
    def usage(out: Dict[str, Any]) -> Dict[str, int]:
        """OpenAI ``usage``: every stage's prompt and completion tokens (each in its rival's tokens)."""
        p = sum(s["prompt_tokens"] for s in out["stages"])
        c = sum(s["completion_tokens"] for s in out["stages"])
        return {"prompt_tokens": p, "completion_tokens": c, "total_tokens": p + c}


class _Admission:
    def __init__(self, service: Service):
        self.service = service
        self.open = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.release()

    def release(self) -> None:
        if self.open:
            self.open = False
            self.service._release()


def replace_defaults(defaults: Defaults, **kw) -> Defaults:
    """A copy of ``defaults`` with fields replaced (CLI flags)."""
    return dataclasses.replace(defaults, **{k: v for k, v in kw.items() if v is not None})
