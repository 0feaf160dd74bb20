"""The conclusion of a math draft read by sentences (used by :mod:`agon_mcore.agon.summary`)."""
from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.values import HIDDEN
from agon_mcore.agon.statement_cut import keep_binomials
from agon_mcore.agon.tail import kept_rest
from agon_mcore.agon.worklost import keep_unevaluated
from agon_mcore.agon.conclusion import (
    concluding_end,
    concluding_start,
    known_values,
    masked_text,
    sentence_bounds,
)


def whole_sentences(vis: str, spans: List[Tuple[int, int, str]], concluding: List[Tuple[int, int]],
                    answers: Sequence[str], givens: Sequence[Any], problem_text: Optional[str],
                    derived_at: Optional[int], placeholder: str) -> List[Tuple[int, int, str]]:
    """The conclusion read by sentences (``conclusion.concluding_start`` / ``concluding_end``): a
    conclusion that starts inside a sentence takes the clauses before it that only restate it in words;
    the answer hidden in a sentence that opens with a conclusion word takes its sentence (the clauses
    that restate it before and after; the clauses after it stay where they and all that follow in the sentence
    state nothing of the answer, ``tail.kept_rest``), and joins the conclusion when only blanks separate them. A
    conclusion that starts at the final derivation's result (``derived_at``) keeps the left side.
    ``placeholder`` marks the conclusion's spans in ``spans``. Last, a ``[hidden]`` span that is work still
    to compute is dropped (``agon_mcore.agon.worklost.keep_unevaluated``)."""
    masked = masked_text(vis)

    problem = problem_text

    def known(pos: int) -> List[Any]:
        return known_values(vis, sentence_bounds(masked, pos)[0], answers, givens)

    out: List[List[Any]] = []
    sentences: List[List[Any]] = []
    for s, e, ph in spans:
        x = [s, e, ph]
        if ph == placeholder and s != derived_at:  # a derivation's left side stays ("Adding gives ")
            x[0] = concluding_start(vis, masked, s, known(s), problem, givens, answers)
        elif (s, e) in concluding:
            kn = known(s)
            x[0], x[1] = concluding_start(vis, masked, s, kn, problem, givens, answers), concluding_end(vis, masked, e, kn)
            x[1] = kept_rest(vis, masked, e, x[1], answers, problem or "", kn)
            sentences.append(x)
        out.append(x)
    concl = [x for x in out if x[2] == placeholder]
    for x in sentences:
        for c in concl:
            if x[1] <= c[0] and vis[x[1]:c[0]].strip() == "":
                c[0], x[2] = min(c[0], x[0]), None  # one conclusion placeholder
                break
    done = [(s, e, ph) for s, e, ph in out if ph is not None]
    return keep_binomials(vis, keep_unevaluated(vis, done, answers, problem or "", HIDDEN), problem or "", HIDDEN)  # \binom too
