"""The challenger's user turn: the problem, the rival's summary, and what to do with it.

AGON.md step 4: the challenger samples one rollout per draft, prompted with the problem x
and the summary of that draft (answer hidden). ``question`` is the very user turn the
drafter saw (``agon_mcore.data.prompts.question_text(problem)``: the problem plus its
domain's format instruction: ``<think>`` then ``\\boxed{}`` for math, one fenced program
for code), so both roles get the same instruction and this module needs no per-domain
wording. The rest is kept short because the tiny CPU models read it through a byte-level
tokenizer (one token per byte) with small context windows.

The result is plain text: each rival wraps it in its own chat template
(``agon_mcore.data.prompts.build_prompt_ids``), so no token ids cross rivals.
"""
from __future__ import annotations

from typing import Sequence

from agon_mcore.agon.summary import DraftSummary

NO_SUMMARY = "(none: the draft ended inside its reasoning)"
CHECK_ONE = "Check the draft, then solve the problem yourself in the format asked above."
CHECK_MANY = "Check the drafts, then solve the problem yourself in the format asked above."


def _check_question(question: str, where: str) -> None:
    if not isinstance(question, str) or not question.strip():
        raise ValueError(f"{where}: question must be the non-empty user turn the drafter saw (question_text(problem))")


def _draft_block(summary: DraftSummary) -> str:
    return summary.text.strip() or NO_SUMMARY


def challenger_message(question: str, summary: DraftSummary) -> str:
    """The challenger's user-turn text for one draft.

    Layout::

        {question}

        Rival's draft (answer hidden):
        {summary.text, or NO_SUMMARY when the draft has no visible part}

        Check the draft, then solve the problem yourself in the format asked above.

    Args:
        question: the drafter's user turn for this problem (``question_text(problem)``:
            problem text plus format instruction; no chat template).
        summary: the draft's :class:`~agon_mcore.agon.summary.DraftSummary` (answer hidden).

    Returns:
        The user-turn text (a ``str``), to be wrapped by the challenger's chat template.

    Raises:
        TypeError: ``summary`` is not a DraftSummary (summarise the draft first).
        ValueError: empty question.
    """
    _check_question(question, "challenger_message")
    if not isinstance(summary, DraftSummary):
        raise TypeError(
            f"challenger_message: summary must be a DraftSummary, got {type(summary).__name__}; "
            "pass summarize_draft(draft_text, finish_reason) so the answer is hidden"
        )
    return f"{question.strip()}\n\nRival's draft (answer hidden):\n{_draft_block(summary)}\n\n{CHECK_ONE}"


def aggregator_message(question: str, summaries: Sequence[DraftSummary]) -> str:
    """User-turn text for the Mixture-of-Agents baseline: several drafts, one answer.

    The untrained MoA baseline (AGON.md "Baselines") shows an aggregator the summaries of
    several proposers' drafts (answers hidden, as in the cascade) and asks it to answer.

    Args:
        question: the drafters' user turn (``question_text(problem)``).
        summaries: one :class:`DraftSummary` per proposer, in a fixed order (>= 1).

    Returns:
        The user-turn text: the question, ``Draft 1 (answer hidden): ...``, ..., instruction.

    Raises:
        ValueError: empty question or no summaries.
        TypeError: an element is not a DraftSummary.
    """
    _check_question(question, "aggregator_message")
    if len(summaries) == 0:
        raise ValueError("aggregator_message: summaries is empty; pass at least one proposer's DraftSummary")
    for s in summaries:
        if not isinstance(s, DraftSummary):
            raise TypeError(f"aggregator_message: got {type(s).__name__}; pass DraftSummary objects")
    drafts = "\n\n".join(f"Draft {i + 1} (answer hidden):\n{_draft_block(s)}" for i, s in enumerate(summaries))
    return f"{question.strip()}\n\n{drafts}\n\n{CHECK_MANY}"
