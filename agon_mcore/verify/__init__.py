"""Verifiers: the ground truth of the rewards (c(y) and phi(y) of AGON.md).

:class:`Verifier` dispatches by ``Problem.domain`` to :class:`MathVerifier` (math-verify
in worker processes with a hard deadline) and :class:`CodeVerifier` (sandboxed
subprocesses); :func:`format_reward` is phi(y). See docs/INTERFACES.md (verify section).
"""
from __future__ import annotations

from agon_mcore.verify.answer import boxed_spans, check_opened, last_boxed, split_response, template_opened
from agon_mcore.verify.code import CodeVerifier
from agon_mcore.verify.format import format_reward
from agon_mcore.verify.math import MathVerifier
from agon_mcore.verify.types import Verdict

__all__ = [
    "Verdict", "split_response", "last_boxed", "boxed_spans", "format_reward", "template_opened",
    "MathVerifier", "CodeVerifier", "Verifier",
]


class Verifier:
    """One entry point for mixed batches: routes each problem by ``domain``.

    The math and code verifiers are created on first use (so a math-only run starts no
    code threads and vice versa) and share this object's lifetime: call :meth:`close` or
    use it as a context manager.

    Args:
        math_workers / math_timeout_s: :class:`MathVerifier` settings (``math_workers=None``:
            one worker per available CPU).
        code_workers / code_timeout_s: :class:`CodeVerifier` settings (per test case).
        code_sandbox: ``"bwrap"`` (config ``verify.code.sandbox``; the code verifier raises
            ``SandboxUnavailable`` when none can be built) or ``"none"`` (unconfined).
    """

    def __init__(self, math_workers: int | None = None, math_timeout_s: float = 5.0,
                 code_workers: int = 2, code_timeout_s: float = 6.0, code_sandbox: str = "bwrap"):
        self._math_args = (math_workers, math_timeout_s)
        self._code_args = (code_workers, code_timeout_s, code_sandbox)
        self._math: MathVerifier | None = None
        self._code: CodeVerifier | None = None

    @property
    def math(self) -> MathVerifier:
        if self._math is None:
            self._math = MathVerifier(*self._math_args)
        return self._math

    @property
    def code(self) -> CodeVerifier:
        if self._code is None:
            self._code = CodeVerifier(num_workers=self._code_args[0], timeout_s=self._code_args[1],
                                      sandbox=self._code_args[2])
        return self._code

    def verify(self, problems: list, responses: list[str], opened: str | list[str] = "") -> list[Verdict]:
        """Judge ``responses[i]`` for ``problems[i]`` (:class:`agon_mcore.data.Problem`).

        Args:
            opened: what the chat template's generation prompt already wrote of the
                reasoning block (``template_opened``), one string for all responses or one
                per response; each response is judged as ``opened + response``.

        Returns:
            One :class:`Verdict` per response, in order.

        Raises:
            ValueError: lengths differ, a problem's domain is not ``math``/``code``, or a
                bad ``opened``.
        """
        if len(problems) != len(responses):
            raise ValueError(f"verify got {len(problems)} problems but {len(responses)} responses")
        ops = [opened] * len(responses) if isinstance(opened, str) else list(opened)
        if len(ops) != len(responses):
            raise ValueError(f"verify got {len(ops)} opened prefixes for {len(responses)} responses")
        responses = [check_opened(o, "Verifier.verify") + r if o else r for o, r in zip(ops, responses)]
        out: list[Verdict | None] = [None] * len(problems)
        by_domain: dict[str, list[int]] = {"math": [], "code": []}
        for i, p in enumerate(problems):
            if p.domain not in by_domain:
                raise ValueError(f"problem {p.id!r} has domain {p.domain!r}; expected 'math' or 'code'")
            by_domain[p.domain].append(i)
        if by_domain["math"]:
            idx = by_domain["math"]
            for i, v in zip(idx, self.math.verify_batch([responses[i] for i in idx],
                                                        [problems[i].answer for i in idx])):
                out[i] = v
        if by_domain["code"]:
            idx = by_domain["code"]
            for i, v in zip(idx, self.code.verify_batch([responses[i] for i in idx],
                                                        [problems[i].tests for i in idx])):
                out[i] = v
        return out  # type: ignore[return-value]

    @property
    def math_stats(self) -> dict:
        """The math verifier's counters (``timeouts``, ``retries``, ``restarts``,
        ``worker_calls``, ``fast``, ``cache_hits``; see :class:`MathVerifier`), cumulative
        since it started; ``{}`` before the first math problem. For the trainer's metrics."""
        return dict(self._math.stats) if self._math is not None else {}

    def close(self) -> None:
        """Stop the workers of both verifiers (idempotent)."""
        if self._math is not None:
            self._math.close()
        if self._code is not None:
            self._code.close()

    def __enter__(self) -> Verifier:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
