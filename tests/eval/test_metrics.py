"""pass@k (Chen et al. 2021 unbiased estimator) and Clopper-Pearson intervals, against
closed forms, published values and SciPy's beta quantiles."""
import itertools
import math

import pytest

from agon_mcore.eval import clopper_pearson, mean_pass_at_k, pass_at_k
from agon_mcore.eval.metrics import binom_tail


@pytest.mark.parametrize("n,c,k", [(n, c, k) for n in (1, 2, 5, 10, 30) for c in range(0, n + 1, max(1, n // 5))
                                   for k in (1, 2, 5) if k <= n])
def test_pass_at_k_equals_the_combinatorial_form(n, c, k):
    want = 1.0 - math.comb(n - c, k) / math.comb(n, k)
    assert pass_at_k(n, c, k) == pytest.approx(want, abs=1e-12)


def test_pass_at_k_known_values():
    assert pass_at_k(10, 3, 1) == pytest.approx(0.3)
    assert pass_at_k(10, 3, 5) == pytest.approx(1 - 21 / 252)  # C(7,5)/C(10,5)
    assert pass_at_k(5, 0, 5) == 0.0 and pass_at_k(4, 3, 2) == 1.0
    assert pass_at_k(200, 1, 100) == pytest.approx(0.5)
    assert mean_pass_at_k([2, 1, 0, 0], 2, 2) == 0.5


@pytest.mark.parametrize("args,match", [((3, 1, 4), r"k=4 must be in \[1, n=3\]"), ((3, 4, 1), "0 <= c <= n"),
                                        ((0, 0, 1), "n >= 1"), ((3, 1.5, 1), "c=1.5 must be an integer")])
def test_pass_at_k_errors(args, match):
    with pytest.raises(ValueError, match=match):
        pass_at_k(*args)


def test_clopper_pearson_closed_forms():
    # x = 0: hi = 1 - (alpha/2)^(1/n); x = n: lo = (alpha/2)^(1/n)
    for n in (1, 10, 300):
        assert clopper_pearson(0, n) == (0.0, pytest.approx(1 - 0.025 ** (1 / n), abs=1e-12))
        assert clopper_pearson(n, n) == (pytest.approx(0.025 ** (1 / n), abs=1e-12), 1.0)


def test_clopper_pearson_published_values():
    # The Agon paper's headline: 61 % on 300 problems with 95 % CI 55.2-66.6 (183 / 300)
    lo, hi = clopper_pearson(183, 300)
    assert (round(100 * lo, 1), round(100 * hi, 1)) == (55.2, 66.6)
    # textbook: 5 of 10 -> (0.187, 0.813)
    lo, hi = clopper_pearson(5, 10)
    assert lo == pytest.approx(0.18709, abs=1e-5) and hi == pytest.approx(0.81291, abs=1e-5)
    # the bounds solve the defining tail equations
    lo, hi = clopper_pearson(7, 40, alpha=0.1)
    assert binom_tail(7, 40, lo, upper=True) == pytest.approx(0.05, abs=1e-12)
    assert binom_tail(7, 40, hi, upper=False) == pytest.approx(0.05, abs=1e-12)


@pytest.mark.slow
def test_clopper_pearson_matches_scipy():
    stats = pytest.importorskip("scipy.stats", reason="scipy is optional; the closed-form tests cover the rest")
    for (x, n), alpha in itertools.product([(1, 7), (3, 20), (50, 100), (299, 300), (12, 1000)], (0.05, 0.01)):
        lo, hi = clopper_pearson(x, n, alpha)
        assert lo == pytest.approx(stats.beta.ppf(alpha / 2, x, n - x + 1), abs=1e-10)
        assert hi == pytest.approx(stats.beta.ppf(1 - alpha / 2, x + 1, n - x), abs=1e-10)


@pytest.mark.parametrize("args,match", [((3, 2), "0 <= successes <= trials"), ((1, 0), "trials >= 1"),
                                        ((1, 2, 1.0), r"alpha=1.0 must be in \(0, 1\)")])
def test_clopper_pearson_errors(args, match):
    with pytest.raises(ValueError, match=match):
        clopper_pearson(*args)


# --- problem-level intervals for eval.n > 1 (intervals over problems, not samples)
from agon_mcore.eval import problem_interval  # noqa: E402


def test_problem_interval_issue_input_300x4_at_61_percent():
    # 183 problems solved by all 4 samples, 117 by none: 61 % of 1200 samples. The samples
    # of one problem carry no more information than one: the interval is the problem-level
    # one, [55.2, 66.6] %, not the sample-level [58.2, 63.8] %.
    lo, hi = problem_interval([4] * 183 + [0] * 117, 4)
    assert (round(100 * lo, 1), round(100 * hi, 1)) == (55.2, 66.6)
    naive = clopper_pearson(732, 1200)
    assert (round(100 * naive[0], 1), round(100 * naive[1], 1)) == (58.2, 63.8)


@pytest.mark.parametrize("n,solved,num_p", [(8, 80, 200), (2, 30, 50)])
def test_problem_interval_fully_correlated_equals_problem_count_interval(n, solved, num_p):
    # same kind, other inputs: all samples of a problem agree -> CP over problems
    got = problem_interval([n] * solved + [0] * (num_p - solved), n)
    assert got == pytest.approx(clopper_pearson(solved, num_p), abs=1e-12)


def test_problem_interval_partial_correlation_lies_between():
    # every problem has 2 of 4 right (no between-problem spread): the samples are as good
    # as independent at most, so the interval is capped at the sample-level one ...
    assert problem_interval([2] * 100, 4) == clopper_pearson(200, 400)
    # all wrong: no design effect can be estimated -> one sample per problem (conservative)
    assert problem_interval([0] * 300, 4) == clopper_pearson(0, 300)
    # ... and a mix of solved / unsolved / half-solved problems is wider than the
    # sample-level interval and narrower than the fully correlated one.
    mixed = [4] * 40 + [0] * 40 + [2] * 20
    lo, hi = problem_interval(mixed, 4)
    s_lo, s_hi = clopper_pearson(sum(mixed), 400)
    p_lo, p_hi = clopper_pearson(50, 100)
    assert (hi - lo) > (s_hi - s_lo)
    assert (hi - lo) < (p_hi - p_lo) + 1e-9


def test_problem_interval_n1_is_clopper_pearson_and_errors():
    assert problem_interval([1, 0, 1, 1], 1) == clopper_pearson(3, 4)
    with pytest.raises(ValueError, match="no problems"):
        problem_interval([], 4)
    with pytest.raises(ValueError, match="0..n=4"):
        problem_interval([5], 4)
