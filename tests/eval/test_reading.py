"""The reading channel's three measurements (oracle_reading_gain, reading_gain,
wrong_copy_rate) computed right on hand-made cases: run_eval on a SCRIPTED TEST ENGINE (not
a model) whose challenger copies the draft, ignores it, or reads it (checks each visible
step and uses the draft only when every step is right), with the real summaries and the
real verifier. Every number is worked out by hand below.

Problems: ``What is a + b + c?`` (synthetic, worked solutions ``a + b = s. s + c = t.``).
A rival's wrong drafts slip in the first step (+2), so their visible step is wrong and the
hidden answer is wrong by 2: A's drafts of problems 2 and 3, B's of 1 and 3. A challenger
answering alone (reading nothing, or ignoring the draft) is right where its own drafts are
and answers ``gold + 20`` elsewhere.
"""
from __future__ import annotations

import re

import pytest

from agon_mcore.data.synthetic import evaluate, make_problem, solution_text
from agon_mcore.eval import run_eval
from agon_mcore.eval.reading import copy_counts, paired_difference, ratio, same_answer
from agon_mcore.rollout.types import GenerationResult

QUESTIONS = [(2, 3, 4), (5, 1, 3), (4, 4, 1), (6, 2, 7)]
DRAFT_OK = {"A": [1, 1, 0, 0], "B": [1, 0, 1, 0]}  # a rival's drafts = its answers alone
ALONE_OK = DRAFT_OK
STEP = re.compile(r"(-?\d+) \+ (-?\d+) = (-?\d+)\.")
# where the one draft's summary starts in a challenger prompt: the full layout, or the compact
# one the synthetic task's questions get (agon_mcore.agon.prompts)
READS = re.compile(r"Rival's draft \(answer hidden\):\n|\nDraft: ")


class ReadingEngine:
    """Scripted test engine: answers from the decoded user turn, no model.

    ``behaviour[rival]`` is how the rival answers a challenger prompt:
    ``copy`` continues from the last visible step as written; ``ignore`` answers as alone;
    ``read`` checks every visible step and continues from the last one only if all are
    right, else answers as alone.
    """

    def __init__(self, tokenizers, stop_ids, behaviour):
        self.toks, self.stop, self.behaviour = tokenizers, stop_ids, behaviour

    def generate(self, requests, sampling):
        return [[self._answer(r) for _ in range(sampling.n)] for r in requests]

    def update_weights(self, rival, named_tensors, version):
        pass

    def weight_version(self, rival):
        return 0

    def shutdown(self):
        pass

    def _answer(self, req):
        text = self.toks[req.rival].decode(req.prompt_ids, skip_special_tokens=False)
        user = re.fullmatch(r"<\|im_start\|>user\n(.*)<\|im_end\|>\n<\|im_start\|>assistant\n", text, re.DOTALL)
        assert user is not None, text[:80]
        user = user.group(1)
        m = re.match(r"What is (\d+) \+ (\d+) \+ (\d+)\?", user)
        operands = [int(x) for x in m.groups()]
        p = QUESTIONS.index(tuple(operands))
        gold = sum(operands)
        rival = req.rival
        reads = READS.search(user)
        if reads is None:  # a draft
            error = None if DRAFT_OK[rival][p] else (0, 2)
            value, steps = evaluate(operands, ["+", "+"], error=error)
            return self._result(rival, solution_text(steps, value))
        draft = user[reads.end():]
        steps = [tuple(int(x) for x in s) for s in STEP.findall(draft)]
        alone = gold if ALONE_OK[rival][p] else gold + 20
        how = self.behaviour[rival]
        if how == "ignore" or not steps:
            value = alone
        else:
            if how == "read" and any(a + b != c for a, b, c in steps):
                value = alone
            else:
                value = steps[-1][2] + sum(operands[len(steps) + 1:])
        return self._result(rival, f"<think></think>I get {value}. \\boxed{{{value}}}")

    def _result(self, rival, text):
        ids = list(self.toks[rival].encode(text, add_special_tokens=False)) + [self.stop[rival][0]]
        return GenerationResult(prompt_ids=[], output_ids=ids, output_logprobs=[0.0] * len(ids),
                                finish_reason="stop", weight_version=0, rival=rival, time_s=0.0)


@pytest.fixture(scope="module")
def problems():
    return [make_problem(list(q), ["+", "+"], "test") for q in QUESTIONS]


def _report(behaviour, problems, rival_tokenizers, verifier):
    from agon_mcore.data.prompts import stop_token_ids
    from agon_mcore.rollout.types import SamplingParams

    stops = {r: stop_token_ids(t) for r, t in rival_tokenizers.items()}
    engine = ReadingEngine(rival_tokenizers, stops, behaviour)
    return run_eval(engine, rival_tokenizers, None, problems, verifier,
                    SamplingParams(n=1, temperature=0.0, max_new_tokens=64), self_refine=False)


def test_the_summary_shows_the_slipped_step(problems):
    # the premise of the hand-made cases: a challenger sees the draft's first step, not its answer
    from agon_mcore.agon import summarize_draft

    value, steps = evaluate([4, 4, 1], ["+", "+"], error=(0, 2))
    text = summarize_draft(solution_text(steps, value), domain="math").text
    assert "4 + 4 = 10." in text and str(value) not in text.replace("4 + 4 = 10.", "")


def test_a_challenger_that_copies(problems, rival_tokenizers, verifier):
    rep = _report({"A": "ignore", "B": "copy"}, problems, rival_tokenizers, verifier)
    r = rep.reading
    assert rep["A->B"].correct == [1, 1, 0, 0]  # it follows A's slips to A's wrong answers
    assert rep["B"].correct == [1, 0, 1, 0] and rep["none->B"].correct == [1, 0, 1, 0]
    assert rep["ref->B"].correct == [1, 1, 1, 1]  # reading a correct solution leaves one easy step
    assert r["oracle_reading_gain"]["B"]["gain"] == pytest.approx(0.5)
    assert r["oracle_reading_gain"]["B"]["num_problems"] == 4
    assert r["oracle_reading_gain"]["B"]["gain_vs_alone"] == pytest.approx(0.5)  # B alone: 2 of 4 too
    assert r["oracle_reading_gain"]["B"]["alone"] == pytest.approx(0.5)
    assert r["reading_gain"]["A->B"]["gain"] == pytest.approx(0.0)  # gains p1, loses p2
    w = r["wrong_copy_rate"]["A->B"]
    assert (w["copies"], w["wrong_drafts"], w["rate"]) == (2, 2, 1.0)
    assert w["blank_rate"] == 0.0 and w["blank_count"] == 0
    lo, hi = r["oracle_reading_gain"]["B"]["ci"]
    assert 0.0 <= lo <= 0.5 <= hi <= 1.0 and lo < hi


def test_a_challenger_that_ignores_the_draft(problems, rival_tokenizers, verifier):
    rep = _report({"A": "ignore", "B": "ignore"}, problems, rival_tokenizers, verifier)
    r = rep.reading
    for row in ("A->B", "none->B", "ref->B", "B"):
        assert rep[row].correct == [1, 0, 1, 0], row
    assert r["oracle_reading_gain"]["B"]["gain"] == 0.0 and r["oracle_reading_gain"]["B"]["ci"] == [0.0, 0.0]
    assert r["reading_gain"]["A->B"]["gain"] == 0.0
    assert r["wrong_copy_rate"]["A->B"]["rate"] == 0.0
    # A ignoring B's drafts scores what it scores alone: 2 of 4, the same problems
    assert r["reading_gain"]["B->A"] == {"gain": 0.0, "ci": [0.0, 0.0], "cascade": 0.5, "alone": 0.5,
                                         "num_problems": 4}
    assert r["wrong_copy_rate"]["B->A"]["wrong_drafts"] == 2 and r["wrong_copy_rate"]["B->A"]["rate"] == 0.0


def test_a_challenger_that_reads(problems, rival_tokenizers, verifier):
    rep = _report({"A": "read", "B": "read"}, problems, rival_tokenizers, verifier)
    r = rep.reading
    assert rep["A->B"].correct == [1, 1, 1, 0]  # uses A's right steps, catches A's slips
    assert r["reading_gain"]["A->B"]["gain"] == pytest.approx(0.25)
    assert r["reading_gain"]["A->B"]["cascade"] == pytest.approx(0.75)
    assert r["reading_gain"]["A->B"]["alone"] == pytest.approx(0.5)
    assert r["wrong_copy_rate"]["A->B"]["rate"] == 0.0
    assert r["oracle_reading_gain"]["B"]["gain"] == pytest.approx(0.5)
    # A alone solves 0 and 1; reading B's drafts it solves 0 and 2 (B right) and, catching B's
    # slips, 1 alone: 3 of 4
    assert rep["B->A"].correct == [1, 1, 1, 0]
    assert r["reading_gain"]["B->A"]["gain"] == pytest.approx(0.25)
    assert r["oracle_reading_gain"]["A"]["gain"] == pytest.approx(0.5)
    assert r["reference"] == {"problems": 4, "from_solution": 4}


def test_the_end_of_run_table_shows_the_measurements(problems, rival_tokenizers, verifier):
    from agon_mcore.eval import format_table, reading_table

    rep = _report({"A": "read", "B": "copy"}, problems, rival_tokenizers, verifier)
    text = format_table(reading_table([{"label": "after_sft", "step": 0, **rep.to_dict()}]), width=200)
    assert "oracle_reading_gain" in text and "ref->B - none->B" in text and "+50.0" in text
    assert "wrong_copy_rate" in text and "2/2 wrong drafts" in text
    assert reading_table([{"label": "x", "settings": {}}]) is None


def test_references_come_from_a_correct_draft_when_the_problem_has_no_solution(problems, rival_tokenizers,
                                                                                verifier):
    import dataclasses

    bare = [dataclasses.replace(p, solution=None) for p in problems]
    rep = _report({"A": "copy", "B": "copy"}, bare, rival_tokenizers, verifier)
    # a correct draft of A (problems 0, 1) or else of B (2); nobody solved problem 3
    assert rep.reading["reference"] == {"problems": 3, "from_solution": 0}
    assert rep["ref->A"].correct == [1, 1, 1] and rep["ref->A"].num_problems == 3
    o = rep.reading["oracle_reading_gain"]["A"]
    assert o["num_problems"] == 3 and o["gain"] == pytest.approx(1 / 3)  # none->A: 2 of those 3


def test_same_answer_and_the_interval_helpers():
    assert same_answer("12", "12.0") and same_answer(" 1 2 ", "12") and same_answer("x+1", "x + 1")
    assert not same_answer("12", "13") and not same_answer(None, "12") and not same_answer("", "")
    # copy counts pair sample i with draft i; correct drafts and drafts with no answer do not count
    copies, wrong = copy_counts([1, 0, 0, 0], ["3", "5", None, "7"], ["3", "5", "9", "8"], n=2)
    assert (copies, wrong) == ([1, 0], [1, 1])
    d = paired_difference([1.0, 1.0, 0.0, 1.0], [0.0, 1.0, 0.0, 0.0])
    assert d["diff"] == pytest.approx(0.5) and d["ci"][0] <= 0.5 <= d["ci"][1]
    assert ratio([0, 0], [0, 0])["rate"] is None
    rt = ratio([1, 2, 0], [2, 2, 0])
    assert rt["rate"] == pytest.approx(0.75) and rt["of"] == 4
    with pytest.raises(ValueError, match="equal"):
        paired_difference([1.0], [1.0, 0.0])


def test_no_reference_anywhere_is_reported_not_left_out(problems, rival_tokenizers, verifier):
    import dataclasses

    # real data without reference solutions (DeepMath) on which no rival solves anything
    bare = [dataclasses.replace(p, solution=None) for p in problems]
    old = dict(DRAFT_OK)
    try:
        DRAFT_OK.update(A=[0, 0, 0, 0], B=[0, 0, 0, 0])
        rep = _report({"A": "read", "B": "read"}, bare, rival_tokenizers, verifier)
    finally:
        DRAFT_OK.update(old)
    o = rep.reading["oracle_reading_gain"]["B"]
    assert o["gain"] is None and o["num_problems"] == 0 and "no problem has a reference" in o["note"]
    assert "ref->B" not in rep.settings and rep.reading["reading_gain"]["A->B"]["gain"] == 0.0
    from agon_mcore.eval.reading import reading_lines

    assert any("no problem has a reference" in r[2] for r in reading_lines(rep.reading))
