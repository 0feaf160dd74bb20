"""Evaluation: zero-shot rivals, the cascade in both directions, and the baselines.

AGON.md "Inference: the cascade": deployment equals training. One rival drafts from the
plain prompt; the other reads the draft's summary (reasoning dropped, answer hidden,
:func:`agon_mcore.agon.summarize_draft`) in the challenger prompt
(:func:`agon_mcore.agon.challenger_message`) and writes the answer that is scored. Both
directions are evaluated; :func:`choose_direction` picks one on a validation split.

Settings one :func:`run_eval` call produces (names are the report's keys):

==============  ===========  ==============================================================
name            kind         what is scored
==============  ===========  ==============================================================
``A``           standalone   A's answer to the plain prompt (zero-shot for an untrained A)
``A->B``        cascade      B's answer after reading the summary of A's draft
``A->A``        self_refine  A's answer after reading the summary of its own draft (the
                             self-refinement / two-pass self-cascade baseline: the same
                             protocol with one model)
``A+B->A``      moa          A's answer after reading the summaries of one A draft and one
                             B draft (untrained Mixture-of-Agents; ``moa=True``)
``none->A``     blank        A's answer to the challenger prompt with an empty draft (A
                             reading nothing; ``reading=True``)
``ref->A``      oracle       A's answer after reading the summary of a REFERENCE (correct)
                             solution: ``Problem.solution``, else the first correct draft of
                             any rival; only problems that have one (``reading=True``)
==============  ===========  ==============================================================

With ``reading=True`` (the default) the report also holds ``reading``: the reading
channel's measurements (``oracle_reading_gain``, ``reading_gain`` per direction,
``wrong_copy_rate`` beside the rate of a challenger reading nothing), each with a 95 %
interval (:mod:`agon_mcore.eval.reading`).

Each rival's drafts are sampled once (``sampling.n`` per problem) and reused: its
standalone score, and the drafts every cascade / self-refine / MoA answer reads (draft
``i`` of a problem is answered once, so every setting has ``n`` scored samples per
problem). Text is the only thing that crosses rivals: each rival builds prompts with its
own tokenizer and chat template and decodes its own output ids.

Statistics per setting: correct counts per problem, unbiased pass@k
(:func:`agon_mcore.eval.metrics.pass_at_k`) and a 95 % interval on pass@1 with problems
as the independent units (:func:`agon_mcore.eval.metrics.problem_interval`: exactly
Clopper-Pearson for ``n = 1``, the paper's setting; for ``n > 1``, whose samples of one
problem are correlated, Clopper-Pearson at the effective sample size of Korn & Graubard).
"""
from __future__ import annotations

import dataclasses
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from agon_mcore.agon.prompts import aggregator_message, challenger_message
from agon_mcore.agon.summary import DraftSummary, summarize_draft
from agon_mcore.eval.metrics import mean_pass_at_k, problem_interval

KINDS = ("standalone", "cascade", "self_refine", "moa", "blank", "oracle")


class EvalError(ValueError):
    """Bad evaluation inputs; the message names the problem and the fix."""


@dataclass
class SettingResult:
    """Scores of one setting (see the module docstring for names and kinds).

    Attributes:
        name: ``"A"``, ``"A->B"``, ``"A->A"``, ``"A+B->A"``.
        kind: one of :data:`KINDS`.
        drafters: rivals whose drafts the answerer read (empty for standalone).
        answerer: the rival whose answer is scored.
        n: scored samples per problem.
        correct: ``[P]`` correct counts per problem (each in ``0..n``).
        pass_at_k: ``{k: mean unbiased pass@k}`` as fractions in [0, 1].
        ci: ``(lo, hi)`` interval of pass@1 (fractions) at the report's alpha, over problems
            (:func:`agon_mcore.eval.metrics.problem_interval`; Clopper-Pearson for n = 1).
        mean_tokens: mean length of the scored answers in the answerer's own tokens.
        reasons: verdict reason counts (``correct``, ``wrong``, ``no_answer``, ...).
        truncated: scored answers that hit ``max_new_tokens`` (finish reason ``length``).
    """

    name: str
    kind: str
    drafters: Tuple[str, ...]
    answerer: str
    n: int
    correct: List[int]
    pass_at_k: Dict[int, float]
    ci: Tuple[float, float]
    mean_tokens: float
    reasons: Dict[str, int] = field(default_factory=dict)
    truncated: int = 0

    @property
    def num_problems(self) -> int:
        return len(self.correct)

    @property
    def total_correct(self) -> int:
        return int(sum(self.correct))

    @property
    def total(self) -> int:
        return self.n * self.num_problems

    @property
    def pass1(self) -> float:
        """pass@1 as a fraction (``total_correct / total``)."""
        return self.total_correct / self.total

    def to_dict(self) -> Dict[str, Any]:
        d = dataclasses.asdict(self)
        d["pass_at_k"] = {str(k): v for k, v in self.pass_at_k.items()}
        d.update(num_problems=self.num_problems, total_correct=self.total_correct, total=self.total, pass1=self.pass1)
        return d


@dataclass
class EvalReport:
    """All settings of one evaluation.

    Attributes:
        settings: name -> :class:`SettingResult`, in the order run (standalone first).
        problem_ids: ``[P]`` ids of the evaluated problems.
        n: samples per problem; ``k``: the k values of pass@k; ``alpha``: 1 - CI level.
        split: label of the problem set (e.g. ``"deepmath_hard:test"``), or None.
        samples: per-sample records (``keep_samples=True``), else empty.
        reading: the reading channel's measurements (:func:`agon_mcore.eval.reading.measure`),
            or empty when the evaluation ran with ``reading=False``.
    """

    settings: Dict[str, SettingResult]
    problem_ids: List[str]
    n: int
    k: List[int]
    alpha: float = 0.05
    split: Optional[str] = None
    samples: List[Dict[str, Any]] = field(default_factory=list)
    reading: Dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, name: str) -> SettingResult:
        if name not in self.settings:
            raise KeyError(f"no setting {name!r} in this report; have {list(self.settings)}")
        return self.settings[name]

    def to_dict(self) -> Dict[str, Any]:
        return {
            "split": self.split, "n": self.n, "k": list(self.k), "alpha": self.alpha,
            "num_problems": len(self.problem_ids), "problem_ids": list(self.problem_ids),
            "settings": {name: s.to_dict() for name, s in self.settings.items()},
            **({"reading": self.reading} if self.reading else {}),
        }

    def save_json(self, path: Union[str, Path]) -> None:
        """Write :meth:`to_dict` as JSON (and the samples as ``<path stem>.samples.jsonl`` if kept)."""
        path = Path(path)
        path.write_text(json.dumps(self.to_dict(), indent=2))
        if self.samples:
            with open(path.with_suffix(".samples.jsonl"), "w") as f:
                for s in self.samples:
                    f.write(json.dumps(s) + "\n")


# ----------------------------------------------------------------------------- helpers


def _decode(tokenizer, ids: Sequence[int], stop_ids: Sequence[int]) -> str:
    """A rival's own decode: trailing stop ids dropped, special tokens kept (``</think>`` matters)."""
    ids = list(ids)
    while ids and ids[-1] in stop_ids:
        ids.pop()
    return tokenizer.decode(ids, skip_special_tokens=False)


def _per_rival(value, rivals: Sequence[str], what: str) -> Dict[str, Any]:
    if isinstance(value, Mapping):
        missing = [r for r in rivals if r not in value]
        if missing:
            raise EvalError(f"run_eval: {what} has no entry for rival(s) {missing}; pass one per rival")
        return {r: value[r] for r in rivals}
    return {r: value for r in rivals}


def _generate(engine, requests, sampling, expect_n: int, what: str):
    out = engine.generate(requests, sampling)
    if len(out) != len(requests) or any(len(r) != expect_n for r in out):
        got = sorted({len(r) for r in out})
        raise EvalError(
            f"run_eval ({what}): the engine returned {len(out)} x {got} results for {len(requests)} requests "
            f"with n={expect_n}; a RolloutEngine must return [request][n]"
        )
    return out


def _setting(name, kind, drafters, answerer, n, correct_flat, verdicts, results, ks, alpha) -> SettingResult:
    num_p = len(correct_flat) // n
    correct = [int(sum(correct_flat[p * n:(p + 1) * n])) for p in range(num_p)]
    reasons: Dict[str, int] = {}
    for v in verdicts:
        reasons[v.reason] = reasons.get(v.reason, 0) + 1
    lens = [len(r.output_ids) for r in results]
    return SettingResult(
        name=name, kind=kind, drafters=tuple(drafters), answerer=answerer, n=n, correct=correct,
        pass_at_k={k: mean_pass_at_k(correct, n, k) for k in ks},
        ci=problem_interval(correct, n, alpha),
        mean_tokens=math.fsum(lens) / max(1, len(lens)), reasons=dict(sorted(reasons.items())),
        truncated=sum(r.finish_reason == "length" for r in results),
    )


# ----------------------------------------------------------------------------- run_eval


def run_eval(
    engine,
    tokenizers: Mapping[str, Any],
    chat_templates: Optional[Mapping[str, Optional[str]]],
    problems: Sequence[Any],
    verifier,
    sampling,
    rivals: Sequence[str] = ("A", "B"),
    *,
    k: Sequence[int] = (1,),
    cascade: bool = True,
    self_refine: bool = True,
    moa: bool = False,
    alpha: float = 0.05,
    split: Optional[str] = None,
    summary_max_chars: Optional[int] = None,
    keep_samples: bool = False,
    reading: bool = True,
) -> EvalReport:
    """Evaluate the rivals standalone, in the cascade (both directions) and the baselines.

    Args:
        engine: a ``RolloutEngine`` (``agon_mcore.rollout``) serving every rival in ``rivals``.
        tokenizers: rival -> its Hugging Face tokenizer (prompts are built and outputs
            decoded with the rival's own tokenizer; ids never cross rivals).
        chat_templates: rival -> Jinja chat template or None (the tokenizer's own); ``None``
            for all.
        problems: ``[P]`` ``agon_mcore.data.Problem`` records.
        verifier: an object with ``verify(problems, responses) -> list[Verdict]``
            (``agon_mcore.verify.Verifier``).
        sampling: ``agon_mcore.rollout.SamplingParams`` (``n`` = samples per problem), or a
            dict rival -> SamplingParams with the same ``n`` (e.g. per-rival stop ids).
            Answers to summaries are sampled with the answerer's params and ``n = 1``.
        rivals: the rivals to evaluate (one rival gives standalone and self-refine only).
        k: the k values of pass@k (each <= n).
        cascade: run X->Y for every ordered pair of distinct rivals.
        self_refine: run X->X for every rival.
        moa: run the untrained Mixture-of-Agents baseline (needs >= 2 rivals): each rival
            aggregates the summaries of draft ``i`` of every rival (in ``rivals`` order).
        alpha: 1 - confidence level of the Clopper-Pearson intervals.
        split: a label stored in the report (``choose_direction`` refuses a ``:test`` split).
        summary_max_chars: cut each summary to this many characters (small contexts).
        keep_samples: keep per-sample records (texts, verdicts) in ``report.samples``.
        reading: also run the ``none->Y`` and ``ref->Y`` rows of every rival and measure
            the reading channel (``report.reading``; :mod:`agon_mcore.eval.reading`).

    Returns:
        An :class:`EvalReport`.

    Raises:
        EvalError: no problems, unknown rivals, missing tokenizer, ``k > n``, mismatched
            ``n`` between rivals, ``moa`` with one rival, or an engine returning the wrong
            shape.
    """
    from agon_mcore.data.prompts import (
        build_prompt_ids,
        generation_prompt_text,
        question_text,
        stop_token_ids,
    )
    from agon_mcore.rollout.types import GenerationRequest
    from agon_mcore.verify.answer import template_opened

    rivals = tuple(rivals)
    if not problems:
        raise EvalError("run_eval: no problems; check the eval data spec (data.eval)")
    if not rivals or len(set(rivals)) != len(rivals):
        raise EvalError(f"run_eval: rivals={rivals} must be distinct names such as ('A', 'B')")
    toks = _per_rival(tokenizers, rivals, "tokenizers")
    templates = _per_rival(chat_templates if chat_templates is not None else {r: None for r in rivals}, rivals,
                           "chat_templates")
    params = _per_rival(sampling, rivals, "sampling")
    ns = {r: int(params[r].n) for r in rivals}
    n = ns[rivals[0]]
    if len(set(ns.values())) != 1:
        raise EvalError(f"run_eval: sampling.n differs between rivals {ns}; cascades pair draft i with answer i")
    ks = sorted({int(x) for x in k})
    if not ks or ks[0] < 1 or ks[-1] > n:
        raise EvalError(f"run_eval: k={list(k)} must lie in [1, n={n}]; raise eval.n to at least max(k)")
    if moa and len(rivals) < 2:
        raise EvalError("run_eval: moa=True needs >= 2 rivals (proposers); drop moa or add a rival")
    stops = {r: set(stop_token_ids(toks[r])) | set(getattr(params[r], "stop_token_ids", []) or []) for r in rivals}
    # what each rival's template already wrote of the reasoning block: every response is read,
    # verified and summarised as opened + response (what the chat template opened belongs to the response)
    opened = {r: template_opened(generation_prompt_text(toks[r], templates[r])) for r in rivals}
    user_texts = [question_text(p) for p in problems]
    flat_problems = [p for p in problems for _ in range(n)]
    settings: Dict[str, SettingResult] = {}
    samples: List[Dict[str, Any]] = []
    per_sample: Dict[str, Dict[str, Any]] = {}  # name -> correct / answers / flat indices (the measurements)
    everyone = list(range(len(flat_problems)))

    def score(name, kind, drafters, answerer, results, prompts, index=None):
        index = everyone if index is None else index
        if not index:  # an oracle row with no reference for any problem: nothing to score
            per_sample[name] = {"correct": [], "answers": [], "index": []}
            return []
        texts = [opened[answerer] + _decode(toks[answerer], r.output_ids, stops[answerer]) for r in results]
        verdicts = verifier.verify([flat_problems[j] for j in index], texts)
        if len(verdicts) != len(texts):
            raise EvalError(f"run_eval: verifier returned {len(verdicts)} verdicts for {len(texts)} responses")
        correct = [int(bool(v.correct)) for v in verdicts]
        per_sample[name] = {"correct": correct, "answers": [v.extracted for v in verdicts], "index": list(index)}
        settings[name] = _setting(name, kind, drafters, answerer, n, correct, verdicts, results, ks, alpha)
        if keep_samples:
            for j, t, v, r, pr in zip(index, texts, verdicts, results, prompts):
                samples.append(dict(
                    setting=name, problem_id=problems[j // n].id, sample=j % n, prompt=pr,
                    response=t, finish_reason=r.finish_reason,
                    correct=bool(v.correct), reason=v.reason, extracted=v.extracted,
                ))
        return texts

    # 1. drafts: each rival answers the plain prompt n times (its standalone score)
    summaries: Dict[str, List[DraftSummary]] = {}
    for r in rivals:
        reqs = [GenerationRequest(build_prompt_ids(toks[r], u, templates[r]), r) for u in user_texts]
        res = [x for row in _generate(engine, reqs, params[r], n, f"drafts of {r}") for x in row]
        texts = score(r, "standalone", (), r, res, [user_texts[j // n] for j in range(len(flat_problems))])
        summaries[r] = [
            summarize_draft(t, x.finish_reason, domain=p.domain, max_chars=summary_max_chars, problem=user_texts[j // n])
            for j, (t, x, p) in enumerate(zip(texts, res, flat_problems))
        ]

    # the reading rows' drafts: an empty one (reading nothing) and a reference per problem
    # that has one (its own solution, else the first correct draft of any rival)
    blank = {p.domain: summarize_draft("", "stop", domain=p.domain) for p in problems} if reading else {}
    reference: Dict[int, DraftSummary] = {}
    if reading:
        for i, p in enumerate(problems):
            if getattr(p, "solution", None):
                reference[i] = summarize_draft(p.solution, "stop", domain=p.domain, max_chars=summary_max_chars)
                continue
            for r in rivals:
                hit = next((j for j in range(i * n, (i + 1) * n) if per_sample[r]["correct"][j]), None)
                if hit is not None:
                    reference[i] = summaries[r][hit]
                    break
    ref_index = [j for j in everyone if j // n in reference]

    # 2. answers that read summaries, one generate call per answering rival
    jobs: List[Tuple[str, str, Tuple[str, ...], str]] = []  # (name, kind, drafters, answerer)
    for y in rivals:
        if cascade:
            jobs += [(f"{x}->{y}", "cascade", (x,), y) for x in rivals if x != y]
        if self_refine:
            jobs.append((f"{y}->{y}", "self_refine", (y,), y))
        if moa:
            jobs.append(("+".join(rivals) + f"->{y}", "moa", rivals, y))
        if reading:
            jobs.append((f"none->{y}", "blank", (), y))
            jobs.append((f"ref->{y}", "oracle", (), y))
    one = {r: dataclasses.replace(params[r], n=1) for r in rivals}
    for y in rivals:
        mine = [j for j in jobs if j[3] == y]
        if not mine:
            continue
        messages: List[str] = []
        spans: List[Tuple[int, int, List[int]]] = []  # per job: its slice of messages and flat indices
        for _, kind, drafters, _ in mine:
            index = ref_index if kind == "oracle" else everyone
            start = len(messages)
            for j in index:
                u = user_texts[j // n]
                if kind == "moa":
                    messages.append(aggregator_message(u, [summaries[x][j] for x in drafters]))
                elif kind == "blank":
                    messages.append(challenger_message(u, blank[flat_problems[j].domain]))
                elif kind == "oracle":
                    messages.append(challenger_message(u, reference[j // n]))
                else:
                    messages.append(challenger_message(u, summaries[drafters[0]][j]))
            spans.append((start, len(messages), index))
        reqs = [GenerationRequest(build_prompt_ids(toks[y], m, templates[y]), y) for m in messages]
        res = [row[0] for row in _generate(engine, reqs, one[y], 1, f"answers of {y}")] if reqs else []
        for (name, kind, drafters, _), (a, b, index) in zip(mine, spans):
            score(name, kind, drafters, y, res[a:b], messages[a:b], index=index)

    order = {kd: i for i, kd in enumerate(KINDS)}
    ordered = dict(sorted(settings.items(), key=lambda kv: (order[kv[1].kind], kv[0])))
    measured: Dict[str, Any] = {}
    if reading:
        from agon_mcore.eval.reading import measure

        measured = measure(per_sample, ordered, n, alpha)
        measured["reference"] = {"problems": len(reference), "from_solution": sum(
            bool(getattr(problems[i], "solution", None)) for i in reference)}
    return EvalReport(settings=ordered, problem_ids=[p.id for p in problems], n=n, k=ks, alpha=alpha,
                      split=split, samples=samples, reading=measured)


def choose_direction(report_on_validation: EvalReport) -> Tuple[str, str]:
    """Pick the cascade direction on a validation report (AGON.md: never on the test split).

    The direction with the highest pass@1 wins; ties go to the earlier name (``A->B``
    before ``B->A``), so the choice is deterministic.

    Returns:
        ``(drafter, answerer)``, e.g. ``("A", "B")``.

    Raises:
        EvalError: the report has no cascade setting, or its ``split`` label ends with
            ``":test"`` (evaluate ``data.validation`` for this choice). The name is only a
            first guard: ``agon train`` also refuses a validation set sharing any problem
            (id or normalised text) with the test set
            (:func:`agon_mcore.data.check_data_splits`).
    """
    rep = report_on_validation
    if rep.split is not None and rep.split.strip().endswith(":test"):
        raise EvalError(
            f"choose_direction: the report is on {rep.split!r}; the direction must be chosen on a "
            "validation split (data.validation), never on the test split"
        )
    cands = sorted((s for s in rep.settings.values() if s.kind == "cascade"), key=lambda s: s.name)
    if not cands:
        raise EvalError("choose_direction: the report has no cascade setting; run run_eval with cascade=True and 2 rivals")
    best = max(cands, key=lambda s: s.pass1)  # max keeps the first of equal values
    return best.drafters[0], best.answerer
