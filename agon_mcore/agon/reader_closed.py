"""What the reader reads in a summary is hidden: the summarizer and the leak metric agree by construction.

The summarizer decides by structure and by role what to hide (``agon_mcore.agon.summary``); the leak metric reads the
finished summary with :func:`agon_mcore.agon.leak.answer_readable`. Two readings of the same text can drift: a role
rule on one side keeps a mention that the other side reads as a statement ("Seven exponents are possible" kept as a
count of another noun while the reader reads the count). This pass closes that kind as a whole: it reads the summary
the summarizer would return with the metric's own statement reader (:func:`agon_mcore.agon.leak.reading_spans`, the
spans behind ``answer_readable(..., count_work=False)``), maps every span it reads back onto the draft and hides it,
and repeats until the reader reads nothing (at most :data:`ROUNDS` times). Before that, a tuple or set answer that the
draft states component by component has each component hidden (:func:`agon_mcore.agon.leak.component_spans_read`): a
component before the conclusion does not stay when the conclusion hides the others; and candidates picked by a
property have every other listing of them hidden (``answer_forms.list_picks.relisted_candidate_spans`` on the draft:
a solver's printed list does not stay when the first listing loses the picked value). Other uses of the answer as an operand
(``count_work=True``, the metric's upper bound) are work and stay; a check of the answer by structure is read and hidden
(``answer_forms.check_roles``, ``agon.leak`` module docstring).
"""
from __future__ import annotations

from typing import List, Sequence, Tuple

from agon_mcore.agon.answer_forms import HIDDEN
from agon_mcore.agon.spans import placeholder_groups, placeholder_text
from agon_mcore.agon.value_work import widen_commands

__all__ = ["reader_closed", "summary_to_draft", "ROUNDS"]

ROUNDS = 3  # a hidden span can join two kept pieces into a new reading; three rounds reach a fixed point in practice


def summary_to_draft(vis: str, spans: Sequence[Tuple[int, int, str]], balance: bool = True):
    """The summary text ``replace_spans(vis, spans, balance)`` returns, and a function that maps a span of it back
    onto ``vis``: ``(start, end)`` in the summary (characters) -> ``(start, end)`` in ``vis``; a piece of a
    placeholder maps to the whole text the placeholder replaced (``spans.apply_edits``)."""
    return placeholder_text(vis, placeholder_groups(spans), balance)


def reader_closed(vis: str, spans: List[Tuple[int, int, str]], answers: Sequence[str], problem) -> List[Tuple[int, int, str]]:
    """``spans`` (``(start, end, placeholder)`` over the draft's visible part ``vis``) with every span added that the
    leak metric's statement reader still reads as one of ``answers`` (LaTeX strings as graded) in the summary they
    make (module docstring). Raises what the reader raises (the summarizer fails closed on it, ``agon.failsafe``)."""
    from agon_mcore.agon.answer_forms import parse_answer
    from agon_mcore.agon.answer_forms.list_picks import relisted_candidate_spans
    from agon_mcore.agon.leak import component_spans_read, reading_spans

    spans = list(spans)
    # a tuple or set answer stated component by component in the draft: each component stays hidden where the
    # conclusion hides only some of them ("the root three" before a hidden "the root seven")
    spans += [(s, e, HIDDEN) for a in answers for s, e in component_spans_read(vis, a, problem=problem)
              if e > s and not any(ps <= s and e <= pe for ps, pe, _ in spans)]
    # candidates picked by a property ("Roots -2 and 7; we want the positive one"): every other listing of them in the
    # draft is hidden, so that a second listing ("returns [-2, 7]") does not stay when the first loses the picked value
    spans += [(s, e, HIDDEN) for a in answers for s, e in relisted_candidate_spans(vis, parse_answer(a).values)
              if e > s and not any(ps <= s and e <= pe for ps, pe, _ in spans)]
    for _ in range(ROUNDS):
        text, to_vis = summary_to_draft(vis, spans)
        found = [to_vis(s, e) for a in answers for s, e in reading_spans(text, a, problem=problem, count_work=False)]
        found = [(s, e) for s, e in found if e > s and vis[s:e].strip()]
        new = [(s, e, HIDDEN) for s, e in dict.fromkeys(found)
               if not any(ps <= s and e <= pe for ps, pe, _ in spans)]
        if not new:
            break
        spans += new
    return widen_commands(vis, spans)  # no placeholder after a bare backslash (agon.value_work)
