"""Math correctness c(y): math-verify in worker processes with a hard per-call deadline.

math-verify's own timeout uses ``signal.alarm`` and fails off the main thread, and sympy
can hang in C code no signal interrupts. So each check runs in a worker process
(``_worker.py``, JSON lines over pipes) and the parent enforces the deadline: a call
that has not answered ``timeout_s`` seconds after dispatch is killed with its process, the
worker replaced, and the verdict is ``timeout`` (c = 0).

What is compared (docs/INTERFACES.md; details in :class:`MathVerifier`):

- only the answer part (text after ``</think>``); a reasoning block that never closes is
  ``no_answer``;
- the stated final answer of :func:`agon_mcore.verify.answer.final_answer` (the box;
  several differing boxes are a hedge; an explicit final-answer statement after the last
  box corrects it); ``no_answer`` without a box;
- both sides rewritten by :func:`prepare_pair` (notation math-verify misreads), then
  decided by :func:`quick_verdict` when no sympy is needed (equal strings, words, exact
  numbers, constants that clearly differ), else wrapped as ``\\boxed{...}`` for
  ``math_verify.parse`` (stricter than ``$...$``: ``2^{\\aleph_0}`` does not collapse to
  ``2``) and compared in a worker: exact values exactly (``_worker.exact_equal``), the
  rest by ``math_verify.verify(gold, pred)``.

A check that times out is retried once with a longer deadline before it scores
``timeout`` (``MathVerifier.stats`` counts both). Results are cached per process.
"""
from agon_mcore.verify.math.latex_numbers import exact_number, quick_verdict
from agon_mcore.verify.math.parsing import (
    ANSWER_WORDS,
    canonical_answer,
    inequality_as_interval,
    normalize_latex,
    prepare_pair,
    text_answer,
)
from agon_mcore.verify.math.pool import MathVerifier, default_workers

__all__ = [
    "ANSWER_WORDS",
    "MathVerifier",
    "canonical_answer",
    "default_workers",
    "exact_number",
    "inequality_as_interval",
    "normalize_latex",
    "prepare_pair",
    "quick_verdict",
    "text_answer",
]
