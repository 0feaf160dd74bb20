"""Evaluation statistics: unbiased pass@k and exact (Clopper-Pearson) binomial intervals.

* pass@k: the unbiased estimator of Chen et al. 2021 ("Evaluating Large Language Models
  Trained on Code", section 2.1): from ``n`` samples of which ``c`` are correct,
  ``pass@k = 1 - C(n - c, k) / C(n, k)``, computed as a numerically stable product.
* Clopper-Pearson (1934) interval for a binomial proportion: the exact interval whose
  bounds solve ``P(X >= x | p_lo) = alpha/2`` and ``P(X <= x | p_hi) = alpha/2`` (the
  beta-quantile form ``Beta(alpha/2; x, n-x+1)``, ``Beta(1-alpha/2; x+1, n-x)``). We solve
  the binomial-tail equations by bisection on exact tail sums (log-space terms via
  ``math.lgamma``, summed with ``math.fsum``), so no SciPy dependency is needed; the tests
  compare against ``scipy.stats.beta.ppf`` when SciPy is present and against published
  values. The paper's Agon CI (183/300 correct -> 55.2-66.6 %) is this interval.
* With ``n > 1`` samples per problem the samples of one problem are correlated (a problem
  the model cannot solve is failed by all its samples), so the ``P * n`` samples are not
  ``P * n`` independent trials. :func:`problem_interval` treats problems as clusters:
  the Clopper-Pearson interval at the effective sample size ``n_eff = p(1-p) / Var(p)``
  with the cluster (between-problem) variance, the method of Korn & Graubard (1998),
  "Confidence intervals for proportions with small expected number of positive counts
  estimated from survey data", Survey Methodology 24(2), 193-201 (eq. 2.2, with
  ``n_eff`` capped at the number of samples).
"""
from __future__ import annotations

import math
from typing import Sequence, Tuple


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k of one problem from ``n`` samples with ``c`` correct.

    Args:
        n: samples drawn (>= 1).
        c: correct samples (0 <= c <= n).
        k: the k of pass@k (1 <= k <= n).

    Returns:
        The probability that at least one of ``k`` samples drawn without replacement from
        the ``n`` is correct: ``1 - C(n-c, k) / C(n, k)`` (``c/n`` for k = 1).

    Raises:
        ValueError: counts out of range (``k > n`` needs more samples: raise ``eval.n``).
    """
    for name, v in (("n", n), ("c", c), ("k", k)):
        if isinstance(v, bool) or int(v) != v:
            raise ValueError(f"pass_at_k: {name}={v!r} must be an integer")
    n, c, k = int(n), int(c), int(k)
    if n < 1 or not 0 <= c <= n:
        raise ValueError(f"pass_at_k: need n >= 1 and 0 <= c <= n, got n={n}, c={c}")
    if not 1 <= k <= n:
        raise ValueError(f"pass_at_k: k={k} must be in [1, n={n}]; sample at least k responses per problem (eval.n)")
    if n - c < k:
        return 1.0
    prod = 1.0
    for i in range(n - c + 1, n + 1):
        prod *= 1.0 - k / i
    return 1.0 - prod


def mean_pass_at_k(correct: Sequence[int], n: int, k: int) -> float:
    """pass@k averaged over problems: ``mean_p pass_at_k(n, correct[p], k)``.

    Raises:
        ValueError: ``correct`` is empty, or as :func:`pass_at_k`.
    """
    if len(correct) == 0:
        raise ValueError("mean_pass_at_k: no problems")
    return math.fsum(pass_at_k(n, c, k) for c in correct) / len(correct)


def _log_pmf(j: int, n: int, lp: float, lq: float, lg_n: float) -> float:
    return lg_n - math.lgamma(j + 1) - math.lgamma(n - j + 1) + j * lp + (n - j) * lq


def binom_tail(x: int, n: int, p: float, upper: bool) -> float:
    """``P(X >= x)`` (``upper``) or ``P(X <= x)`` for ``X ~ Binomial(n, p)``, by direct summation."""
    if p <= 0.0:
        return 1.0 if (not upper or x <= 0) else 0.0
    if p >= 1.0:
        return 1.0 if (upper or x >= n) else 0.0
    lp, lq, lg_n = math.log(p), math.log1p(-p), math.lgamma(n + 1)
    js = range(max(x, 0), n + 1) if upper else range(0, min(x, n) + 1)
    return min(1.0, math.fsum(math.exp(_log_pmf(j, n, lp, lq, lg_n)) for j in js))


def _bisect(f, lo: float, hi: float, iters: int = 100) -> float:
    """Root of a monotone ``f`` with ``f(lo) < 0 <= f(hi)`` (or the reverse) by bisection."""
    flo = f(lo)
    for _ in range(iters):
        mid = 0.5 * (lo + hi)
        if mid in (lo, hi):
            break
        fm = f(mid)
        if (fm < 0) == (flo < 0):
            lo, flo = mid, fm
        else:
            hi = mid
    return 0.5 * (lo + hi)


def clopper_pearson(successes: int, trials: int, alpha: float = 0.05) -> Tuple[float, float]:
    """Exact two-sided ``1 - alpha`` confidence interval for a binomial proportion.

    Args:
        successes: x, the number of correct answers (0 <= x <= trials).
        trials: n (>= 1).
        alpha: 1 - confidence level (0.05 for a 95 % interval), in (0, 1).

    Returns:
        ``(lo, hi)`` in [0, 1]: ``lo = 0`` when x = 0, ``hi = 1`` when x = n; otherwise
        ``P(X >= x | lo) = alpha/2`` and ``P(X <= x | hi) = alpha/2`` to ~1e-12.

    Raises:
        ValueError: counts or ``alpha`` out of range.
    """
    if isinstance(successes, bool) or int(successes) != successes or int(trials) != trials:
        raise ValueError(f"clopper_pearson: counts must be integers, got {successes!r}/{trials!r}")
    x, n = int(successes), int(trials)
    if n < 1 or not 0 <= x <= n:
        raise ValueError(f"clopper_pearson: need trials >= 1 and 0 <= successes <= trials, got {x}/{n}")
    if not 0.0 < alpha < 1.0:
        raise ValueError(f"clopper_pearson: alpha={alpha} must be in (0, 1), e.g. 0.05 for 95 %")
    a = alpha / 2.0
    lo = 0.0 if x == 0 else _bisect(lambda p: binom_tail(x, n, p, upper=True) - a, 0.0, 1.0)
    hi = 1.0 if x == n else _bisect(lambda p: a - binom_tail(x, n, p, upper=False), 0.0, 1.0)
    return lo, hi


def problem_interval(correct: Sequence[int], n: int, alpha: float = 0.05) -> Tuple[float, float]:
    """``1 - alpha`` interval for pass@1 from ``n`` samples on each of ``P`` problems,
    with problems (not samples) as the independent units.

    pass@1 is ``p = sum(correct) / (P * n)``. The variance of ``p`` is estimated over
    problems (clusters of equal size ``n``): ``Var(p) = s^2 / P`` with ``s^2`` the sample
    variance (denominator ``P``, so that ``n_eff = P`` exactly when every problem's samples
    all agree) of the per-problem rates ``correct[i] / n``. The
    interval is Clopper-Pearson at the effective sample size ``n_eff = p (1 - p) / Var(p)``
    (capped at ``P * n``; ``P`` when ``p`` is 0 or 1, where no design effect can be
    estimated), with ``round(p * n_eff)`` successes
    (Korn & Graubard 1998, see the module docstring). For ``n = 1`` it is exactly
    :func:`clopper_pearson` of ``sum(correct)`` in ``P``. Example: 300 problems x 4
    samples, 183 problems solved by all 4 samples and 117 by none (61 %): ``n_eff = 300``,
    interval [55.2, 66.6] % (the problem-level interval), where treating the 1200 samples as independent would give
    [58.2, 63.8] %.

    Args:
        correct: ``[P]`` correct counts per problem, each in ``0..n``.
        n: samples per problem (>= 1).
        alpha: 1 - confidence level, in (0, 1).

    Returns:
        ``(lo, hi)`` fractions in [0, 1].

    Raises:
        ValueError: no problems, ``n < 1``, or a count outside ``0..n``.
    """
    if int(n) != n or n < 1:
        raise ValueError(f"problem_interval: n={n!r} samples per problem must be an integer >= 1")
    n = int(n)
    cs = [int(c) for c in correct]
    if not cs:
        raise ValueError("problem_interval: no problems")
    if any(c < 0 or c > n for c in cs):
        raise ValueError(f"problem_interval: every count must lie in 0..n={n}, got {min(cs)}..{max(cs)}")
    num_p, total = len(cs), n * len(cs)
    if n == 1:
        return clopper_pearson(sum(cs), total, alpha)
    p = sum(cs) / total
    rates = [c / n for c in cs]
    var_p = math.fsum((r - p) ** 2 for r in rates) / num_p / num_p
    if p in (0.0, 1.0):
        n_eff = float(num_p)  # no spread to estimate a design effect from: one sample per problem
    elif var_p <= 0.0:
        n_eff = float(total)  # every problem at the same rate: no between-problem clustering
    else:
        n_eff = min(float(total), p * (1.0 - p) / var_p)
    n_int = max(1, int(round(n_eff)))
    x = min(n_int, max(0, int(round(p * n_int))))
    return clopper_pearson(x, n_int, alpha)
