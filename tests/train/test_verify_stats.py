"""Per-step math verifier counters in metrics.jsonl (``verify/math_*``): verdicts from the
fast path, the cache and math-verify workers, retries and timeouts, as the difference of two
``Verifier.math_stats`` snapshots. Real verifier and worker processes."""
from __future__ import annotations

import pytest

from agon_mcore.data import Problem
from agon_mcore.train.step_metrics import verify_stats_delta
from agon_mcore.verify import Verifier

KEYS = ("math_fast", "math_cache_hits", "math_worker", "math_retries", "math_timeouts", "math_restarts")


def _p(gold: str) -> Problem:
    return Problem(id=f"q-{gold}", prompt="q", answer=gold, tests=None, domain="math")


def _r(ans: str) -> str:
    return f"<think>t</think>\\boxed{{{ans}}}"


def test_no_math_work_is_all_zero():
    assert verify_stats_delta({}, {}) == dict.fromkeys(KEYS, 0.0)  # e.g. a code-only step


@pytest.mark.slow
def test_counts_by_path_retries_and_timeouts():
    with Verifier(math_workers=1, math_timeout_s=3.0) as v:
        s0 = v.math_stats
        assert s0 == {}  # created on first use
        problems = [_p("12"), _p("12"), _p("(x+1)^2"), _p("5")]
        responses = [_r("12"), _r("12"), _r("x^2 + 2x + 1"), "<think>t</think>no box"]
        verdicts = v.verify(problems, responses)
        assert [x.reason for x in verdicts] == ["correct", "correct", "correct", "no_answer"]
        s1 = v.math_stats
        # "12": fast path once, then the cache; the polynomial needs a worker; no_answer counts nowhere (the worker's
        # first check pays its cold start, sympy's imports: on a machine loaded by the whole suite it may pass the 3 s
        # deadline once and be retried, still decided and never scored timeout; seen once in 1208 s of full suite)
        d1 = verify_stats_delta(s0, s1)
        assert d1["math_retries"] in (0.0, 1.0)
        assert {k: v for k, v in d1.items() if k != "math_retries"} == {
            "math_fast": 1.0, "math_cache_hits": 1.0, "math_worker": 1.0, "math_timeouts": 0.0, "math_restarts": 0.0}
        # a loaded machine (the verifier's labelled test hook stalls every first attempt past its
        # deadline): each worker check is retried once and still decided, not scored timeout
        v.math._test_first_attempt_delay_s = 4.0
        v.math.cache_size = 0
        more = [_p("2\\sqrt{3}"), _p("x^2 - 1")]
        verdicts = v.verify(more, [_r("\\sqrt{12}"), _r("(x-1)(x+2)")])
        assert [x.reason for x in verdicts] == ["correct", "wrong"]
        s2 = v.math_stats
        assert verify_stats_delta(s1, s2) == {"math_fast": 0.0, "math_cache_hits": 0.0, "math_worker": 2.0,
                                              "math_retries": 2.0, "math_timeouts": 0.0, "math_restarts": 0.0}
        # no retry: the stalled check scores timeout and is counted as one
        v.math.retry_factor = 0.0
        (t,) = v.verify([_p("2\\sqrt{3}")], [_r("\\sqrt{12}")])
        d = verify_stats_delta(s2, v.math_stats)
        assert t.reason == "timeout"
        assert (d["math_worker"], d["math_retries"], d["math_timeouts"]) == (1.0, 0.0, 1.0)
        assert d["math_restarts"] in (0.0, 1.0)  # the soft alarm may answer before the hard kill
