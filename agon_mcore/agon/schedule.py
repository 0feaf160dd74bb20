"""Role schedule: which rival drafts and which challenges at optimizer step t.

AGON.md, "One optimizer step t", item 1 (Algorithm 1 of the paper): the roles rotate
every step, ``(drafter, challenger) = (A, B)`` on even steps and ``(B, A)`` on odd ones.
The fixed-roles ablation (``algorithm.rotate_roles=false``) keeps A as the drafter.

:func:`plan_step` turns the mode into one step's plan (one model or two, who is updated on
which stream), so the trainer has no per-mode branches.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Tuple

from agon_mcore.config import RIVALS


def roles_for_step(step: int, rotate: bool = True) -> Tuple[str, str]:
    """The ``(drafter, challenger)`` pair of optimizer step ``step``.

    Args:
        step: the 0-based optimizer step (any integer type, e.g. ``int`` or a numpy integer;
            ``bool`` is refused).
        rotate: rotate roles every step (the method); ``False`` is the fixed-roles ablation,
            where A always drafts and B always challenges.

    Returns:
        ``("A", "B")`` on even steps (and always when ``rotate`` is False), ``("B", "A")``
        on odd steps.

    Raises:
        ValueError: ``step`` is not a non-negative integer.
    """
    try:
        ok = not isinstance(step, bool) and operator.index(step) >= 0
    except TypeError:
        ok = False
    if not ok:
        raise ValueError(f"roles_for_step: step={step!r} must be a non-negative int (the 0-based optimizer step)")
    step = operator.index(step)
    a, b = RIVALS
    if not rotate or step % 2 == 0:
        return a, b
    return b, a


@dataclass(frozen=True)
class StepPlan:
    """What one optimizer step does: who drafts, whether a challenger answers, who is updated on what.

    Attributes:
        step: the 0-based optimizer step.
        drafter: the rival that samples from the plain problem prompt.
        challenger: the rival that answers the drafts' summaries (equal to ``drafter`` in the
            two-pass self-cascade baseline; unused when ``challenge`` is False).
        draft_factor: drafts per problem in units of N (2 in the single-model GRPO baseline,
            which spends the whole 2N generation budget on drafts; AGON.md "Compute parity").
        challenge: whether the challenger pass runs (False only in the GRPO baseline).
        updates: ``((rival, (stream, ...)), ...)`` in update order; a stream is ``"draft"`` or
            ``"challenge"``. Two models: each rival on its own stream. Self-cascade: rival A
            on both passes, one update. GRPO: rival A on its 2N drafts.
    """

    step: int
    drafter: str
    challenger: str
    draft_factor: int
    challenge: bool
    updates: Tuple[Tuple[str, Tuple[str, ...]], ...]

    @property
    def two_models(self) -> bool:
        """Both rivals generate and are updated this step (the method and its two-model ablations)."""
        return self.challenge and self.drafter != self.challenger

    @property
    def roles(self) -> Tuple[Tuple[str, str], ...]:
        """``(("draft", drafter), ("challenge", challenger))``, without the challenge when none runs."""
        return (("draft", self.drafter),) + ((("challenge", self.challenger),) if self.challenge else ())


def plan_step(step: int, mode: str, rotate: bool = True, self_cascade: bool = False) -> StepPlan:
    """The :class:`StepPlan` of optimizer step ``step`` under ``algorithm.mode`` / ``rotate_roles``
    / ``self_cascade`` (:class:`agon_mcore.config.AlgorithmConfig`).

    Raises:
        ValueError: ``step`` is not a non-negative integer (:func:`roles_for_step`), or
            ``self_cascade`` with ``mode="grpo"`` (no second pass to cascade into).
    """
    if mode == "grpo":
        if self_cascade:
            raise ValueError("plan_step: self_cascade needs a second pass; mode='grpo' has none")
        roles_for_step(step, rotate)  # the same check of ``step``
        a, b = RIVALS
        return StepPlan(operator.index(step), a, b, 2, False, ((a, ("draft",)),))
    drafter, challenger = roles_for_step(step, rotate)
    if self_cascade:  # rival A answers the summaries of its own drafts
        a = RIVALS[0]
        return StepPlan(operator.index(step), a, a, 1, True, ((a, ("draft", "challenge")),))
    return StepPlan(operator.index(step), drafter, challenger, 1, True,
                    ((drafter, ("draft",)), (challenger, ("challenge",))))
