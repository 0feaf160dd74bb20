"""Role schedule: which rival drafts and which challenges at optimizer step t.

AGON.md, "One optimizer step t", item 1 (Algorithm 1 of the paper): the roles rotate
every step, ``(drafter, challenger) = (A, B)`` on even steps and ``(B, A)`` on odd ones.
The fixed-roles ablation (``algorithm.rotate_roles=false``) keeps A as the drafter.
"""
from __future__ import annotations

import operator
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
