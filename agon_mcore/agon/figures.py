"""Figures: a drawing states the answer only where one of its statements writes the answer's value.

A reference solution (MATH, AoPS) and a model trained on them draw: an Asymptote block (``[asy] ... [/asy]``,
``\\begin{asy}``) or a TikZ or LaTeX picture (``\\begin{tikzpicture}``, ``\\begin{picture}``). Its statements are
pen settings, coordinates and labels of the problem's objects ("``unitsize(10mm);``", "``draw(A--B--C--cycle);``",
"``label("$8$", (.5, 2.5));``"). The prose passes of :mod:`agon_mcore.agon.summary` read such a block as text:
after the box it was a closing remark that carries new values, before it a result slot or a stated value, and
MATH-500's reference solutions lost 21 figures so (``tools/eval_reference_summaries.py``). A figure is read
here by **structure**, as a program of statements (``;`` or a line ends one):

* every span the other passes put inside a figure (its tags included) is taken out of it (the parts of a span outside the figure
  stay hidden, with their placeholder);
* a statement the reader reads as the answer (``agon.leak.answer_readable``, the metric's own code: the point
  ``(-2, 7)`` for ``-2 + 7i``, ``label("8", ...)``), one whose label text mentions an answer's value in any form
  (``answer_mentions``: ``label("$AB = 42$", ...)``), or one that holds a box is hidden whole: that is where a figure
  can give the answer away (a point labelled with the asked value, a side marked with it), and the only place;
  where the answer's value is a given of the problem, a statement that writes it restates the given and stays.

A coordinate equal to the answer by chance (``1/sqrt(2)`` where the answer is 2) is drawing, not a statement.
"""
from __future__ import annotations

import re
from typing import List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, answer_mentions, parse_answer, problem_values, values_equal

__all__ = ["figure_regions", "figure_spans"]

Span = Tuple[int, int, str]

_FIGURE = re.compile(r"\[asy\](?P<a>.*?)(?:\[/asy\]|\Z)|\\begin\{(?P<env>asy|tikzpicture|picture)\}(?P<b>.*?)(?:\\end\{(?P=env)\}|\Z)",
                     re.S)
_STATEMENT = re.compile(r"[^;\n]+;?")


def figure_regions(vis: str) -> List[Tuple[int, int, int, int]]:
    """``(start, end, body_start, body_end)`` character offsets of each figure in ``vis``: the whole figure, its tags
    included, and its body between them (an unclosed figure runs to the end of the text). Raises nothing."""
    out = []
    for m in _FIGURE.finditer(vis):
        g = "a" if m.group("a") is not None else "b"
        out.append((m.start(), m.end(), m.start(g), m.end(g)))
    return out


def _states(statement: str, answers: Sequence[str], problem: Optional[str]) -> bool:
    """A figure statement writes an answer's value: the reader reads it (``agon.leak.answer_readable``: ``(-2, 7)`` for
    ``-2 + 7i``, ``label("8", ...)``), or a string in it (a label's text) mentions one."""
    from agon_mcore.agon.leak import answer_readable

    if not re.search(r"\d|[^\x00-\x7f]|\b(?:[a-z]+teen|[a-z]+ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b",
                     statement, re.I):
        return False  # nothing a value could be read from (``draw(A--B--C--cycle);``)
    if any(answer_readable(statement, ans, "math", problem=problem) for ans in answers):
        return True
    return any(answer_mentions(q, ans) for q in re.findall(r'"([^"\n]*)"', statement) for ans in answers)


def figure_spans(vis: str, spans: Sequence[Span], answers: Sequence[str], problem: Optional[str] = None) -> List[Span]:
    """The spans with the figures read as figures (module docstring).

    Args:
        vis: the draft's visible part.
        spans: ``(start, end, placeholder)`` spans the other passes hide (character offsets into ``vis``).
        answers: the graded answer's forms (LaTeX).
        problem: the problem statement (for the reader), or ``None``.

    Returns:
        ``spans`` cut where they enter a figure's body, plus a :data:`HIDDEN` span over each figure statement that
        writes an answer's value or a box. The same list when ``vis`` has no figure. Never raises on text.
    """
    regions = figure_regions(vis)
    if not regions:
        return list(spans)
    givens = problem_values(problem)
    answers = [a for a in answers if not any(values_equal(v, g) for v in parse_answer(a).values for g in givens) or
               not parse_answer(a).values]  # a given's label is the given restated ("label("$8$", ...)" beside C = (8, 0))
    out: List[Span] = []
    for s, e, ph in spans:
        pieces = [(s, e)]
        for a, b, _, _ in regions:
            pieces = [p for lo, hi in pieces for p in ((lo, min(hi, a)), (max(lo, b), hi)) if p[0] < p[1]]
        out += [(lo, hi, ph) for lo, hi in pieces]
    for _, _, a, b in regions:
        for m in _STATEMENT.finditer(vis, a, b):
            t = m.group()
            if not t.strip():
                continue
            if re.search(r"\\(?:boxed|fbox)\b", t) or _states(t, answers, problem):
                out.append((m.start(), m.end(), HIDDEN))
    return out
