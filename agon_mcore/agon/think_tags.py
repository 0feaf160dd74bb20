"""A ``<think>`` reopened inside the visible part, with the graded answer after it.

The summary drops a reasoning block reopened after the last ``</think>`` (``agon.summary``: a ``<think>`` there and
everything after it). The verifier does not: it grades the last box of the whole visible part. A draft that writes
``</think> final 91 <think> hmm`` and then ``\\boxed{91}`` would leave its visible text before the reopened tag
unread by the hiding rules (they see no graded answer there), so ``final 91`` reached the challenger as it was.
:func:`reopened_visible` gives the whole visible part in that case: the hiding rules run on it (they know the
answer and hide it wherever it stands), and :func:`cut_reopened` then drops the reopened block from the result.

A draft may also write text that looks like the summarizer's own placeholders (``[hidden]``, ``[hidden: the
conclusion and final answer]``, ``# [hidden: the final code]``): :func:`own_markers_escaped` marks it as the draft's
(``[draft text: hidden ...]``) before the summary is made, so a reader can tell where hiding really happened.
"""
from __future__ import annotations

import re
from typing import Optional

from agon_mcore.verify.answer import THINK_OPEN, final_answer, split_response

__all__ = ["reopened_visible", "cut_reopened", "own_markers_escaped", "OWN_MARKER"]

OWN_MARKER = "[draft text: hidden"  # what a draft's own "[hidden" becomes (own_markers_escaped)
_MARKER_LIKE = re.compile(r"\[\s*hidden\b", re.IGNORECASE)


def reopened_visible(draft_text: str, opened: str = "") -> Optional[str]:
    """The whole visible part (after the last ``</think>``) when a ``<think>`` reopens in it and the graded final
    answer lies only after that tag; ``None`` otherwise (no reopened tag, no visible part, or the text before the
    tag already holds the graded answer)."""
    _, vis = split_response(draft_text, opened)
    if vis is None or THINK_OPEN not in vis:
        return None
    head = vis[:vis.find(THINK_OPEN)]
    if final_answer(head).text is not None or final_answer(vis).text is None:
        return None
    return vis


def cut_reopened(text: str) -> str:
    """``text`` up to a ``<think>`` it still holds (the reopened block and everything after it dropped)."""
    k = text.find(THINK_OPEN)
    return text if k < 0 else text[:k]


def own_markers_escaped(vis: str) -> str:
    """``vis`` with every placeholder-like ``[hidden`` the draft wrote itself (any case or spacing) replaced by
    :data:`OWN_MARKER`, so the summary's only ``[hidden`` markers are its own (module docstring). Raises nothing."""
    return _MARKER_LIKE.sub(OWN_MARKER, vis) if "idden" in vis or "IDDEN" in vis else vis
