"""The challenger's user turn: the problem, the rival's summary, and what to do with it.

AGON.md step 4: the challenger samples one rollout per draft, prompted with the problem x
and the summary of that draft (answer hidden). ``question`` is the very user turn the
drafter saw (``agon_mcore.data.prompts.question_text(problem)``: the problem plus its
domain's format instruction: ``<think>`` then ``\\boxed{}`` for math, one fenced program
for code), so both roles get the same instruction and this module needs no per-domain
wording. The rest is kept short because the tiny CPU models read it through a byte-level
tokenizer (one token per byte) with small context windows.

The built-in synthetic task's user turns (those ending in
``agon_mcore.data.prompts.SYNTHETIC_INSTRUCTION``) get a COMPACT layout: its tiny models
read every byte of the prompt, and the full layout's fixed text (about 100 bytes) made the
challenger prompt three times the plain question; the warmed-up tiny reader answered a
reference draft's prompt worse than the question alone. The layout is chosen from the
question itself, so training, evaluation and serving, which all build the user turn with
``question_text``, always agree.

The result is plain text: each rival wraps it in its own chat template
(``agon_mcore.data.prompts.build_prompt_ids``), so no token ids cross rivals.
"""
from __future__ import annotations

from typing import Sequence

from agon_mcore.agon.summary import DraftSummary

NO_SUMMARY = "(none: the draft ended inside its reasoning)"
CHECK_ONE = "Check the draft, then solve the problem yourself in the format asked above."
CHECK_MANY = "Check the drafts, then solve the problem yourself in the format asked above."
# the compact layout of the built-in synthetic task (see the module docstring)
COMPACT_NO_SUMMARY = "(none)"
COMPACT_CHECK_ONE = "Check it, then answer."
COMPACT_CHECK_MANY = "Check them, then answer."


def is_compact(question: str) -> bool:
    """Whether ``question`` gets the compact layout: it is a user turn of the built-in
    synthetic task (it ends in ``SYNTHETIC_INSTRUCTION``)."""
    from agon_mcore.data.prompts import SYNTHETIC_INSTRUCTION

    return question.rstrip().endswith(SYNTHETIC_INSTRUCTION)


def _check_question(question: str, where: str) -> None:
    if not isinstance(question, str) or not question.strip():
        raise ValueError(f"{where}: question must be the non-empty user turn the drafter saw (question_text(problem))")


def _draft_block(summary: DraftSummary, compact: bool = False) -> str:
    return summary.text.strip() or (COMPACT_NO_SUMMARY if compact else NO_SUMMARY)


def challenger_message(question: str, summary: DraftSummary) -> str:
    """The challenger's user-turn text for one draft.

    Layout::

        {question}

        Rival's draft (answer hidden):
        {summary.text, or NO_SUMMARY when the draft has no visible part}

        Check the draft, then solve the problem yourself in the format asked above.

    Compact layout (a synthetic-task question, :func:`is_compact`)::

        {question}
        Draft: {summary.text, or "(none)"}
        Check it, then answer.

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
    if is_compact(question):
        return f"{question.strip()}\nDraft: {_draft_block(summary, True)}\n{COMPACT_CHECK_ONE}"
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
    if is_compact(question):  # Draft 1: ...\nDraft 2: ...\nCheck them, then answer.
        drafts = "\n".join(f"Draft {i + 1}: {_draft_block(s, True)}" for i, s in enumerate(summaries))
        return f"{question.strip()}\n{drafts}\n{COMPACT_CHECK_MANY}"
    drafts = "\n\n".join(f"Draft {i + 1} (answer hidden):\n{_draft_block(s)}" for i, s in enumerate(summaries))
    return f"{question.strip()}\n\n{drafts}\n\n{CHECK_MANY}"
