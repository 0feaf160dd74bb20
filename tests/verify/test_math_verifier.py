"""MathVerifier: the trap list (answers math-verify misgrades), the answer-part rule, real golds, and the hard
per-call deadline (a hung call is killed and its worker replaced)."""
from __future__ import annotations

import json
import threading
import time

import pytest

from agon_mcore.verify import MathVerifier, last_boxed
from agon_mcore.verify.answer import final_answer
from agon_mcore.verify.math import normalize_latex, quick_verdict


def R(ans: str) -> str:
    """A well-formed response whose final answer is ``ans``."""
    return f"<think>some work</think>The answer is \\boxed{{{ans}}}."


# (name, response, gold, expected reason)
CASES = [
    # \boxed extraction with nested braces
    ("nested-frac-sqrt", R("\\frac{\\sqrt{3}}{2}"), "\\frac{\\sqrt3}{2}", "correct"),
    ("nested-set-braces", R("\\left\\{ -1, \\frac{1}{2} \\right\\}"), "\\{\\frac12, -1\\}", "correct"),
    # fractions vs decimals
    ("frac-vs-decimal", R("0.5"), "\\frac{1}{2}", "correct"),
    ("dfrac-vs-slash", R("1/3"), "\\dfrac{1}{3}", "correct"),
    ("decimal-too-coarse", R("0.33"), "\\frac{1}{3}", "wrong"),
    ("rounded-decimal", R("4.67"), "\\frac{14}{3}", "wrong"),
    # \sqrt
    ("sqrt-equal", R("\\sqrt{8}"), "2\\sqrt{2}", "correct"),
    ("sqrt-differs", R("\\sqrt{12}"), "2\\sqrt{2}", "wrong"),
    # intervals
    ("interval-left-right", R("\\left(0, 1\\right]"), "(0,1]", "correct"),
    ("interval-closedness", R("[0,1]"), "(0,1]", "wrong"),
    ("interval-infinity", R("[0, \\infty)"), "[0,\\infty)", "correct"),
    # sets
    ("set-order", R("\\{2, 1\\}"), "\\{1,2\\}", "correct"),
    ("set-extra-element", R("\\{1,2,3\\}"), "\\{1,2\\}", "wrong"),
    ("math-list", R("-2, 1"), "1,-2", "correct"),
    # integers with leading zeros
    ("leading-zero-gold", R("25"), "025", "correct"),
    ("leading-zero-answer", R("010"), "10", "correct"),
    # floats like 27.0 for 27
    ("float-27", R("27.0"), "27", "correct"),
    ("float-27.5", R("27.5"), "27", "wrong"),
    # text answers (math-verify alone would read "sey" as y*e*s == Yes)
    ("text-case", R("yes"), "Yes", "correct"),
    ("text-wrapped", R("\\text{Yes}"), "Yes", "correct"),
    ("text-anagram", R("sey"), "Yes", "wrong"),
    ("text-no", R("No"), "Yes", "wrong"),
    ("text-name", R("Evelyn"), "\\text{Evelyn}", "correct"),
    ("text-bool", R("False"), "True", "wrong"),
    # answers with units
    ("degrees", R("90"), "90^\\circ", "correct"),
    ("unit-text", R("5 \\text{ cm}"), "5", "correct"),
    ("dollars", R("\\$18"), "18", "correct"),
    ("percent-vs-number", R("0.5"), "50", "wrong"),
    # symbolic
    ("expression-order", R("-q+p"), "p - q", "correct"),
    ("equation-rhs", R("x = 5"), "5", "correct"),
    ("aleph-not-collapsed", R("2"), "2^{\\aleph_0}", "wrong"),
    ("aleph-same", R("2^{\\aleph_0}"), "2^{\\aleph_0}", "correct"),
    ("subscript-braces", R("\\beth_{\\omega}"), "\\beth_\\omega", "correct"),
    ("infinity", R("\\infty"), "\\infty", "correct"),
    ("rho", R("-2 \\rho"), "-2\\rho", "correct"),
    # LaTeX escape damage in the text does not break anything
    ("control-chars", "<think>\tau and \nabla</think>\tThe answer\n is \\boxed{\\frac{1}{2}}", "0.5", "correct"),
    ("control-char-in-box", R("\x07lpha"), "\\alpha", "wrong"),
    # the answer part only; differing boxes are a hedge; an unclosed block has no answer
    ("box-in-reasoning-ignored", "<think>maybe \\boxed{5}</think>so \\boxed{4}", "5", "wrong"),
    ("only-box-in-reasoning", "<think>maybe \\boxed{5}</think>so five", "5", "no_answer"),
    ("two-boxes-hedge", "<think>w</think>\\boxed{4}, no wait: \\boxed{5}", "5", "wrong"),
    ("two-boxes-hedge-2", "<think>w</think>\\boxed{5}, no wait: \\boxed{4}", "5", "wrong"),
    ("two-boxes-agree", "<think>w</think>\\boxed{5}, i.e. \\boxed{5.0}", "5", "correct"),
    ("unclosed-think", "<think>the answer is \\boxed{5}", "5", "no_answer"),
    ("truncated-box", "<think>w</think>\\boxed{5", "5", "no_answer"),
    ("no-think-at-all", "The answer is \\boxed{5}", "5", "correct"),
    ("fbox", "<think>w</think>\\fbox{12}", "12", "correct"),
    ("empty-gold", R("1"), "", "error"),
]


@pytest.fixture(scope="module")
def verdicts(math_verifier):
    vs = math_verifier.verify_batch([c[1] for c in CASES], [c[2] for c in CASES])
    return dict(zip([c[0] for c in CASES], vs))


@pytest.mark.parametrize("name, response, gold, reason", CASES, ids=[c[0] for c in CASES])
def test_trap(verdicts, name, response, gold, reason):
    v = verdicts[name]
    assert v.reason == reason, (v, gold)
    assert v.correct == (reason == "correct")
    if reason in ("correct", "wrong"):
        _, _, tail = response.rpartition("</think>")
        assert v.extracted == final_answer(tail if "</think>" in response else response).text


def test_cache_and_batch_shape(math_verifier):
    before = dict(math_verifier.stats)
    again = math_verifier.verify_batch([R("\\sqrt{8}")] * 3, ["2\\sqrt{2}"] * 3)
    assert [v.reason for v in again] == ["correct"] * 3
    assert math_verifier.stats["worker_calls"] == before["worker_calls"]  # cached
    assert math_verifier.verify_batch([], []) == []
    with pytest.raises(ValueError, match="2 responses but 1 golds"):
        math_verifier.verify_batch(["a", "b"], ["1"])


def test_quick_checks_need_no_worker():
    assert normalize_latex("\\left( 3, \\dfrac{\\pi}{2} \\right).") == "(3,\\frac{\\pi}{2})"
    assert quick_verdict("\\text{ Yes }", "yes").correct
    assert quick_verdict("3", "\\frac{6}{2}").correct  # exact numbers
    assert quick_verdict("3", "\\sqrt{9}") is None  # equal floats: math-verify decides
    assert normalize_latex("\\leftarrow") != normalize_latex("\\rightarrow")  # only sizing \\left/\\right go


def test_real_math500_solutions_match_their_answers(math_verifier, data_root):
    rows = [json.loads(x) for x in (data_root / "math500" / "test.jsonl").read_text().splitlines()[:100]]
    vs = math_verifier.verify_batch([R(last_boxed(r["solution"])) for r in rows], [r["answer"] for r in rows])
    assert sum(v.correct for v in vs) == 100


def test_real_gsm8k_answers_in_other_forms(math_verifier, data_root):
    golds = [json.loads(x)["answer"].rsplit("####", 1)[1].strip().replace(",", "")
             for x in (data_root / "gsm8k" / "test.jsonl").read_text().splitlines()[:15]]
    forms = ["{g}.0", "\\${g}", "{g} \\text{{ dollars}}"]
    resp = [R(f.format(g=g)) for g in golds for f in forms] + [R(str(int(g) + 1)) for g in golds]
    vs = math_verifier.verify_batch(resp, [g for g in golds for _ in forms] + golds)
    assert [v.reason for v in vs] == ["correct"] * (3 * len(golds)) + ["wrong"] * len(golds)


def test_real_deepmath_mismatched_golds_are_wrong(math_verifier, data_root):
    from agon_mcore.data import load_problems

    ps = load_problems("deepmath_hard:test", data_root=str(data_root))
    pairs = [(a.answer, b.answer) for a, b in zip(ps, ps[1:])
             if normalize_latex(a.answer) != normalize_latex(b.answer)][:60]
    vs = math_verifier.verify_batch([R(a) for a, _ in pairs], [b for _, b in pairs])
    false_pos = [(a, b) for (a, b), v in zip(pairs, vs) if v.correct]
    assert len(false_pos) <= 1, false_pos  # math-verify quirks exist (e.g. "\det A > 0" vs "0")
    assert all(v.reason in ("correct", "wrong") for v in vs)


def test_concurrent_callers_are_serialised(math_verifier):
    out = {}

    def run(k):
        out[k] = math_verifier.verify_batch([R(f"{k}/2"), R(f"{k + 1}")], [f"\\frac{{{k}}}{{2}}", f"{k}"])

    threads = [threading.Thread(target=run, args=(k,)) for k in (3, 5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert {k: [v.reason for v in vs] for k, vs in out.items()} == {3: ["correct", "wrong"], 5: ["correct", "wrong"]}


@pytest.mark.slow
def test_hung_call_times_out_after_one_retry_and_the_worker_is_replaced():
    slow = R("9^{9^{9^{9}}}")
    with MathVerifier(num_workers=1, timeout_s=2.0, retry_factor=2.0) as mv:
        assert mv.verify_batch([R("2")], ["\\frac{4}{2}"])[0].correct  # warm
        # in-worker alarm (soft, here at 50 % of the deadline to leave room on a loaded
        # machine): the worker answers "timeout" itself and survives; retried once (2x longer)
        mv.soft_fraction = 0.5
        (v,) = mv.verify_batch([slow], ["2"])
        assert v.reason == "timeout" and not v.correct and v.extracted == "9^{9^{9^{9}}}"
        assert v.detail == "math-verify exceeded 2.00 s"  # the retry's soft limit
        assert (mv.stats["restarts"], mv.stats["retries"], mv.stats["timeouts"]) == (0, 1, 1)
        # no in-worker alarm: the parent's hard deadline kills the process, twice
        mv.soft_fraction, mv.timeout_s = 0.0, 1.0
        pid = mv._workers[0].proc.pid
        t0 = time.monotonic()
        v1, v2 = mv.verify_batch([slow, R("3")], ["2", "\\frac{9}{3}"])
        assert v1.reason == "timeout" and v1.detail == "killed after 2 s"
        assert time.monotonic() - t0 >= 3.0  # 1 s, then the retry's 2 s
        assert v2.reason == "correct"  # served by a replacement worker
        assert mv._workers[0].proc.pid != pid
        assert (mv.stats["restarts"], mv.stats["retries"], mv.stats["timeouts"]) == (2, 2, 2)
        # timeouts are not cached: a new call is judged again; retry_factor=0: no retry
        mv.retry_factor = 0.0
        assert mv.verify_batch([slow], ["2"])[0].detail == "killed after 1 s"
        assert (mv.stats["retries"], mv.stats["timeouts"]) == (2, 3)
    assert mv._closed and not mv._workers
    with pytest.raises(RuntimeError, match="closed"):
        mv.verify_batch([R("1")], ["1"])
    mv.close()  # idempotent


# responses that need a worker (no fast path), with their verdicts
LOAD_CASES = [(R("\\sqrt{12}"), "2\\sqrt{3}", "correct"), (R("(x-1)(x+2)"), "x^2 - 1", "wrong"),
              (R("x^2 + 2x + 1"), "(x+1)^2", "correct")]


@pytest.mark.slow
def test_verdicts_do_not_depend_on_machine_load():
    """A first attempt stalled past its deadline (a loaded machine, simulated by the
    verifier's labelled test hook) is retried with a longer deadline, not scored 0."""
    resp, golds, want = zip(*LOAD_CASES)
    with MathVerifier(num_workers=1, timeout_s=3.0, retry_factor=10.0, cache_size=0) as mv:
        idle = [v.reason for v in mv.verify_batch(list(resp), list(golds))]
        assert mv.stats["fast"] == 0 and mv.stats["timeouts"] == 0
        retries = mv.stats["retries"]
        mv._test_first_attempt_delay_s = 4.0  # past the 3 s deadline (soft alarm at 2.4 s)
        loaded = [v.reason for v in mv.verify_batch(list(resp), list(golds))]
        assert (mv.stats["retries"] - retries, mv.stats["timeouts"]) == (3, 0)
    assert idle == loaded == list(want)


def test_workers_scale_with_cores_and_bad_settings_are_refused():
    import os

    from agon_mcore.verify.math import default_workers

    assert default_workers() == max(1, min(32, len(os.sched_getaffinity(0))))
    with pytest.raises(ValueError, match="retry_factor=-1"):
        MathVerifier(num_workers=1, retry_factor=-1)
    with pytest.raises(ValueError, match="num_workers=0"):
        MathVerifier(num_workers=0)


def test_verifier_exposes_math_counters(data_root):
    from agon_mcore.data import load_problems
    from agon_mcore.verify import Verifier

    p = load_problems("deepmath_hard:test", data_root=str(data_root))[0]
    with Verifier(math_workers=1) as v:
        assert v.math_stats == {}
        (verdict,) = v.verify([p], [R(p.answer)])
        assert verdict.correct
        st = v.math_stats
    assert set(st) == {"timeouts", "retries", "restarts", "worker_calls", "fast", "cache_hits"}
    assert st["fast"] + st["worker_calls"] == 1 and st["timeouts"] == st["retries"] == 0
