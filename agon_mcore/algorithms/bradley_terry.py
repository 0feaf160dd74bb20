"""Bradley-Terry strengths from soft pairwise outcomes on an incomplete comparison graph."""
from __future__ import annotations

from typing import Sequence, Tuple

import torch


def fit_bradley_terry(n: int, edges: Sequence[Tuple[int, int, float]], l2: float = 1.0,
                      max_iter: int = 100, tol: float = 1e-10) -> Tuple[torch.Tensor, float]:
    """Strengths ``beta`` maximising the soft Bradley-Terry likelihood with an L2 penalty.

    Minimises ``sum_e CE(y_e, sigmoid(beta_i - beta_j)) + l2/2 * ||beta||^2`` over the
    edges ``e = (i, j, y_e)`` (``y_e`` in [0, 1]: the probability that ``i`` beats ``j``),
    by Newton's method (the objective is convex). The soft cross-entropy with ½‖β‖² is the
    fit Reasoning Arena describes (notes/seed_methods.md §2); with ``l2 == 0`` the strengths
    are identified up to a shift, and are returned centred (mean 0).

    Args:
        n: number of items (traces); items without an edge get strength 0.
        edges: ``(i, j, y)`` with ``0 <= i, j < n``, ``i != j``.
        l2: penalty weight (>= 0).

    Returns:
        ``(beta Tensor[n] float64, residual)``: ``residual`` is the mean
        ``|y_e - sigmoid(beta_i - beta_j)|`` over the edges (0 when there are none).

    Raises:
        ValueError: an index out of range, a self-edge, ``y`` outside [0, 1] or ``l2 < 0``.
    """
    if l2 < 0:
        raise ValueError(f"fit_bradley_terry: l2={l2} must be >= 0")
    beta = torch.zeros(n, dtype=torch.float64)
    if not edges:
        return beta, 0.0
    ij = torch.tensor([(int(i), int(j)) for i, j, _ in edges], dtype=torch.long)
    y = torch.tensor([float(e[2]) for e in edges], dtype=torch.float64)
    if (ij < 0).any() or (ij >= n).any() or (ij[:, 0] == ij[:, 1]).any():
        raise ValueError(f"fit_bradley_terry: edges must join two different items in 0..{n - 1}")
    if ((y < 0) | (y > 1) | ~torch.isfinite(y)).any():
        raise ValueError("fit_bradley_terry: outcomes y must lie in [0, 1]")
    m = ij.shape[0]
    D = torch.zeros(m, n, dtype=torch.float64)  # incidence: d = D @ beta = beta_i - beta_j
    D[torch.arange(m), ij[:, 0]] = 1.0
    D[torch.arange(m), ij[:, 1]] = -1.0
    ridge = l2 if l2 > 0 else 1e-9

    def objective(b: torch.Tensor) -> float:
        d = D @ b
        return float((-(y * torch.nn.functional.logsigmoid(d)) - (1 - y) * torch.nn.functional.logsigmoid(-d)).sum()
                     + 0.5 * l2 * (b @ b))

    f = objective(beta)
    for _ in range(max_iter):
        p = torch.sigmoid(D @ beta)
        g = D.T @ (p - y) + l2 * beta
        H = D.T @ (D * (p * (1 - p)).unsqueeze(1)) + ridge * torch.eye(n, dtype=torch.float64)
        step = torch.linalg.solve(H, g)
        t = 1.0
        while t > 1e-8:  # backtracking keeps Newton monotone on near-separable data
            cand = beta - t * step
            fc = objective(cand)
            if fc <= f + 1e-12:
                break
            t *= 0.5
        beta, f_old, f = cand, f, fc
        if float(g.abs().max()) < tol or abs(f_old - f) < tol * max(1.0, abs(f)):
            break
    if l2 == 0:
        beta = beta - beta.mean()
    resid = float((y - torch.sigmoid(D @ beta)).abs().mean())
    return beta, resid


def min_max(x: torch.Tensor) -> torch.Tensor:
    """``(x - min) / (max - min)``; all 0.5 when ``x`` is constant. Same dtype as ``x``."""
    lo, hi = x.min(), x.max()
    if float(hi - lo) <= 1e-12:
        return torch.full_like(x, 0.5)
    return (x - lo) / (hi - lo)
