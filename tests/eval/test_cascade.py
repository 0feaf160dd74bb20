"""run_eval on a scripted test engine (fixed outputs, no model) with the real verifier:
standalone, cascade both directions, self-refinement, MoA; counts known in advance."""
import re

import pytest

from agon_mcore.eval import (
    EvalError,
    choose_direction,
    clopper_pearson,
    format_table,
    problem_interval,
    report_table,
    run_eval,
)

from .scripted_engine import DRAFT_OK, QUESTIONS, ScriptedEngine

N = 2


@pytest.fixture(scope="module")
def setup(rival_tokenizers):
    from agon_mcore.data.prompts import stop_token_ids
    from agon_mcore.data.types import Problem
    from agon_mcore.rollout.types import SamplingParams

    problems = [Problem(id=f"p{i}", prompt=f"What is {a} + {b}?", answer=str(a + b), tests=None, domain="math",
                        metadata={"source": "synthetic"}) for i, (a, b) in enumerate(QUESTIONS)]
    stops = {r: stop_token_ids(t) for r, t in rival_tokenizers.items()}
    return problems, stops, SamplingParams(n=N, temperature=1.0, max_new_tokens=64)


@pytest.fixture(scope="module")
def report_and_engine(setup, rival_tokenizers, verifier):
    problems, stops, sampling = setup
    engine = ScriptedEngine(rival_tokenizers, stops)
    # the reading rows (none->Y, ref->Y) and their measurements: tests/eval/test_reading.py
    rep = run_eval(engine, rival_tokenizers, None, problems, verifier, sampling, k=(1, 2), moa=True,
                   split="synthetic:validation", keep_samples=True, reading=False)
    return rep, engine


def test_engine_satisfies_the_protocol(setup, rival_tokenizers):
    from agon_mcore.rollout.base import RolloutEngine

    assert isinstance(ScriptedEngine(rival_tokenizers, setup[1]), RolloutEngine)


def test_settings_and_correct_counts(report_and_engine):
    rep, _ = report_and_engine
    assert list(rep.settings) == ["A", "B", "A->B", "B->A", "A->A", "B->B", "A+B->A", "A+B->B"]
    assert rep["A"].correct == [sum(r) for r in DRAFT_OK["A"]] == [2, 1, 0, 0]
    assert rep["B"].correct == [1, 2, 0, 2]
    assert rep["A->B"].correct == [2, 2, 2, 0]  # B converts A's failures, except A's empty summaries (p3)
    assert rep["B->A"].correct == [1, 2, 0, 2]  # A is right iff B's draft was
    assert rep["A->A"].correct == [2, 1, 0, 0] and rep["B->B"].correct == [2, 2, 2, 2]
    assert rep["A+B->A"].correct == rep["A+B->B"].correct == [2, 2, 0, 2]
    assert rep["A->B"].kind == "cascade" and rep["A->B"].drafters == ("A",) and rep["A->B"].answerer == "B"
    assert rep["A+B->B"].drafters == ("A", "B")


def test_pass_at_k_and_ci(report_and_engine):
    rep, _ = report_and_engine
    ab = rep["A->B"]
    assert ab.pass1 == 6 / 8 and ab.pass_at_k == {1: 0.75, 2: 0.75}
    assert rep["A"].pass_at_k == {1: 3 / 8, 2: 0.5}
    # n=2 samples per problem: the interval is over the 4 problems, not the 8 samples
    assert ab.ci == problem_interval(ab.correct, 2)
    assert ab.ci[1] - ab.ci[0] >= clopper_pearson(6, 8)[1] - clopper_pearson(6, 8)[0]


def test_verdict_reasons_and_truncation(report_and_engine):
    rep, _ = report_and_engine
    assert rep["A"].reasons == {"correct": 3, "no_answer": 2, "wrong": 3}
    assert rep["A"].truncated == 2 and rep["A->B"].truncated == 0


def test_summaries_hide_answers_and_ids_never_cross(report_and_engine, rival_tokenizers):
    rep, engine = report_and_engine
    challenger_prompts = [u for r in "AB" for u in engine.prompts[r] if "answer hidden" in u or "\nDraft" in u]
    assert len(challenger_prompts) == 2 * 3 * 8  # per answerer: cascade, self-refine, moa; 8 samples each
    for u in challenger_prompts:
        assert "[hidden" in u or "(none: the draft ended inside its reasoning)" in u or "Draft: (none)" in u
        for a, b in QUESTIONS:
            for x in (a + b, a + b + 10):
                assert f"\\boxed{{{x}}}" not in u
        drafts = re.split(r"\(answer hidden\):|\nDraft 1: |\nDraft: ", u, maxsplit=1)[1]
        assert "<think>" not in drafts and " plus " not in drafts  # the reasoning block was dropped
    # draft calls use n=2; every answer call uses n=1 and one rival
    assert [(sorted(r), n) for r, n, _ in engine.calls] == [(["A"], 2), (["B"], 2), (["A"], 1), (["B"], 1)]
    # lengths are in the answerer's own tokens (B's BPE encodes the same text in fewer tokens than bytes)
    assert rep["A->A"].mean_tokens > rep["A->B"].mean_tokens


def test_choose_direction_and_split_guard(report_and_engine):
    rep, _ = report_and_engine
    assert choose_direction(rep) == ("A", "B")
    for split in ("x:test", "deepmath_hard:test ", " synthetic:test\n"):  # whitespace does not hide it
        rep_test = type(rep)(settings=rep.settings, problem_ids=rep.problem_ids, n=rep.n, k=rep.k, split=split)
        with pytest.raises(EvalError, match="never on the test split"):
            choose_direction(rep_test)


def test_table_and_json(report_and_engine, tmp_path):
    rep, _ = report_and_engine
    text = format_table(report_table(rep))
    row = next(line for line in text.splitlines() if "A->B" in line and "cascade" in line)
    lo, hi = problem_interval(rep["A->B"].correct, 2)
    assert "75.0" in row and f"{100 * lo:.1f}-{100 * hi:.1f}" in row and "6/8" in row
    assert "pass@2 %" in text
    rep.save_json(tmp_path / "eval.json")
    import json

    d = json.loads((tmp_path / "eval.json").read_text())
    assert d["settings"]["B->A"]["total_correct"] == 5 and d["split"] == "synthetic:validation"
    lines = (tmp_path / "eval.samples.jsonl").read_text().splitlines()
    assert len(lines) == 8 * 8


def test_single_rival_runs_standalone_and_self_refine(setup, rival_tokenizers, verifier):
    problems, stops, sampling = setup
    engine = ScriptedEngine(rival_tokenizers, stops)
    rep = run_eval(engine, rival_tokenizers, None, problems, verifier, sampling, rivals=("B",))
    assert list(rep.settings) == ["B", "B->B", "none->B", "ref->B"] and rep["B->B"].correct == [2, 2, 2, 2]
    # the reading rows of a single rival: B reads nothing (the script's B then fails) or a
    # correct draft of its own (problems 0, 1, 3: B's only correct drafts are there)
    assert rep["none->B"].correct == [0, 0, 0, 0] and rep["ref->B"].correct == [2, 2, 2]
    assert rep.reading["oracle_reading_gain"]["B"]["gain"] == 1.0
    with pytest.raises(EvalError, match="no cascade setting"):
        choose_direction(rep)


@pytest.mark.parametrize(
    "kwargs,match",
    [
        (dict(k=(3,)), r"k=\[3\] must lie in \[1, n=2\]"),
        (dict(rivals=("A",), moa=True), "moa=True needs >= 2 rivals"),
        (dict(rivals=("A", "C")), r"no entry for rival\(s\) \['C'\]"),
    ],
)
def test_input_errors(setup, rival_tokenizers, kwargs, match):
    problems, stops, sampling = setup
    engine = ScriptedEngine(rival_tokenizers, stops)
    with pytest.raises(EvalError, match=match):
        run_eval(engine, rival_tokenizers, None, problems, None, sampling, **kwargs)
    with pytest.raises(EvalError, match="no problems"):
        run_eval(engine, rival_tokenizers, None, [], None, sampling)
