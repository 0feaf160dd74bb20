"""The leak metric: can the graded answer still be read back from a summary?

Issue 12: the conversion bonus only grades reasoning if the challenger cannot copy the
drafter's answer. A summary **leaks** when the answer its draft was graded on
(``DraftSummary.hidden_answer``) can be read back from the summary text by the same
verifier that grades answers:

- math: for the graded answer and each graded value of a hedged draft
  (``DraftSummary.hidden_values``), every value the summary states is a candidate: each
  box's content, the ``final_answer`` the math verifier would read, each number token (any
  of the forms of ``agon_mcore.agon.answer_forms``, digit groups also read as lists), each
  run of number words (read by a parser independent of the hider's word generator), each
  side of a relation inside a math span (``$...$``, ``\\(...\\)``, ``\\[...\\]``), for
  non-numeric answers each whole math span and each bracketed group (``(0, 12.5)``), for
  answers that are words each word n-gram, each parenthesised letter (``(D)``), and for
  answers that are not one rational number each run of digits, ``\\sqrt``, ``\\frac``,
  ``\\pi`` (``answer_forms.irrational_runs``: ``\\sqrt{12}`` for ``2\\sqrt{3}``). A
  candidate leaks when ``MathVerifier`` grades ``\\boxed{candidate}`` correct against the
  value as gold, or the value against the candidate as gold (math-verify's equivalences,
  not ours). For a numeric answer, a span side that is an arithmetic expression
  (``6 + 6``) is work the challenger must redo, not a stated value, and is not a candidate.
- code: the graded program (whitespace-normalised) occurs in the summary (in any block, or
  in prose).

:func:`leak_rate` is the fraction of summaries with a hidden answer that leak (NaN when
none had one); the trainer logs it per step as ``challenge/leak_rate``.
"""
from __future__ import annotations

import math
import re
from typing import List, Optional, Sequence

from agon_mcore.agon.answer_forms import (
    HIDDEN,
    group_parts,
    irrational_runs,
    number_tokens,
    number_word_values,
    numeric_value,
)
from agon_mcore.agon.summary import DraftSummary
from agon_mcore.verify.answer import boxed_spans, final_answer

_MATH_SPAN_RE = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.DOTALL)
_REL_RE = re.compile(r"=|<|>|\\[lg]eq?(?![A-Za-z])|\\approx|\\neq|\\to(?![A-Za-z])|\\Rightarrow|,|;|:|\\quad|\\text\{[^{}]*\}")
_ARITH_RE = re.compile(r"(?<=[\w})\]])\s*(?:[-+*/]|\\times|\\cdot|\\div)\s*(?=[\w\\({\[])")
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'\-]*")


def math_candidates(text: str, hidden: str) -> List[str]:
    """The values ``text`` states that could be compared with ``hidden`` (module docstring).
    Candidates holding the hidden placeholder are dropped; order kept, deduplicated."""
    cands: List[str] = []
    for _, end, cs, ce in boxed_spans(text):
        if end >= 0:
            cands.append(text[cs:ce])
    fa = final_answer(text)
    if fa.text:
        cands += [fa.text, *fa.values]
    for tok in number_tokens(text):
        cands.append(text[tok.start:tok.end])
        cands += [str(p) for p in group_parts(text, tok)]
    cands += [str(n) for n in number_word_values(text)]
    numeric = numeric_value(hidden) is not None
    if not numeric:  # the same constant in another form: \sqrt{12} for 2\sqrt{3}, \frac{\pi}{2}
        cands += [text[s:e] for s, e in irrational_runs(text)]
    if not numeric:  # tuples, intervals, sets written in prose: (0, 12.5), [1, 2), \{1, 2\}
        cands += re.findall(r"(?:\\left)?[(\[][^()\[\]$]{1,80}(?:\\right)?[)\]]|\\\{[^{}$]{1,80}\\\}", text)
    for m in _MATH_SPAN_RE.finditer(text):
        body = next(g for g in m.groups() if g is not None)
        if not numeric:
            cands.append(body)
        for side in _REL_RE.split(body):
            side = side.strip()
            if side and not (numeric and _ARITH_RE.search(side)):
                cands.append(side)
    n_words = len(hidden.split())
    if re.fullmatch(r"(?:\\text\{)?[A-Za-z][A-Za-z '\-]*\}?", hidden.strip()):
        words = _WORD_RE.findall(text)
        for k in range(1, n_words + 1):
            cands += [" ".join(words[i:i + k]) for i in range(len(words) - k + 1)]
    cands += re.findall(r"\(\s*([A-Za-z])\s*\)", text)
    out: List[str] = []
    for c in cands:
        c = c.strip()
        if c and HIDDEN not in c and c not in out:
            out.append(c)
    return out


def _norm_code(s: str) -> str:
    return "".join(s.split())


def summary_leaks(summaries: Sequence[DraftSummary], math_verifier) -> List[Optional[bool]]:
    """Per summary: True (the graded answer can be read back), False, or None (the draft
    had no graded answer, so nothing to leak).

    Args:
        summaries: :class:`DraftSummary` records (``domain`` says which reader applies).
        math_verifier: an object with ``verify_batch(responses, golds) -> list[Verdict]``
            (``agon_mcore.verify.MathVerifier``), or a ``Verifier`` (its ``math``
            verifier is used, and only created when a math summary has candidates);
            called once for all math candidates.

    Raises:
        TypeError: an element is not a DraftSummary.
    """
    out: List[Optional[bool]] = [None] * len(summaries)
    responses, golds, owner = [], [], []
    for i, s in enumerate(summaries):
        if not isinstance(s, DraftSummary):
            raise TypeError(f"summary_leaks: element {i} is {type(s).__name__}; pass DraftSummary records")
        if not s.had_answer or not s.hidden_answer:
            continue
        if s.domain == "code":
            key = _norm_code(s.hidden_answer)
            out[i] = bool(key) and key in _norm_code(s.text)
            continue
        out[i] = False
        for value in dict.fromkeys([s.hidden_answer, *s.hidden_values]):
            for c in math_candidates(s.text, value):
                # equivalence both ways: the candidate graded against the value as gold, and
                # the value against the candidate (math-verify's gold/prediction parsing differ)
                responses += ["\\boxed{" + c + "}", "\\boxed{" + value + "}"]
                golds += [value, c]
                owner += [i, i]
    if responses:
        mv = getattr(math_verifier, "math", math_verifier)  # a Verifier: its math verifier, made on use
        for i, v in zip(owner, mv.verify_batch(responses, golds)):
            if v.correct:
                out[i] = True
    return out


def leak_rate(summaries: Sequence[DraftSummary], math_verifier) -> float:
    """Fraction of the summaries with a graded answer from which it can be read back
    (:func:`summary_leaks`); ``nan`` when no summary had a graded answer."""
    flags = [x for x in summary_leaks(summaries, math_verifier) if x is not None]
    return float(sum(flags)) / len(flags) if flags else math.nan
