"""Figures: a drawing keeps what the text already has, and nothing more that is the answer's.

A reference solution (MATH, AoPS) and a model trained on them draw: an Asymptote block (``[asy] ... [/asy]``,
``\\begin{asy}``) or a TikZ or LaTeX picture (``\\begin{tikzpicture}``, ``\\begin{picture}``). Its statements are
pen settings, coordinates and labels of the problem's objects ("``unitsize(10mm);``", "``draw(A--B--C--cycle);``",
"``label("$8$", (.5, 2.5));``"). The prose passes of :mod:`agon_mcore.agon.summary` read such a block as text:
after the box it was a closing remark that carries new values, before it a result slot or a stated value, and
MATH-500's reference solutions lost 21 figures so (``tools/eval_reference_summaries.py``). A figure is read
here by **structure**, as a program of statements (``;`` or a line ends one). Only a closed figure is one (its closing
tag in any case); an unclosed ``[asy]`` is text, read by the other passes.

* Every span the other passes put inside a figure (its tags included) is taken out of it (the parts of a span outside
  the figure stay hidden, with their placeholder).
* **Known values** are the problem's (``problem_values``) and those the summary keeps outside its figures. A figure can
  restate them; it cannot add the answer. So a statement is hidden whole where it holds a box; where the reader reads
  it as the answer (``agon.leak.answer_readable``, the metric's own code: the point ``(-2, 7)`` for ``-2 + 7i``);
  where any value written in it, a code literal or a label's, equals one of the answer's values or parts and is not
  known (a loop bound ``i < 6`` that draws one dot per counted divisor, a point labelled at the asked coordinates);
  and where a label's text (a string, concatenated strings joined, or a TikZ node's ``{...}``) writes numbers that
  are not all known (0, 1 and 2 are; a coefficient, ``18t``, is the formula's), numbers in words, or arithmetic between
  numbers (``"$30-1$"``, "one less than thirty"): a
  label either names (``"$A$"``, ``"$x$"``), restates the problem's text (``"$7 + 2i$"``) or restates what the text
  has (``"$A(5,3)$"``, a given side ``"$8$"``).

Cost, by design: labels of values the text never writes are hidden (a magic square's cells drawn from a value found
in the work), and so is a code literal equal to the answer that the text does not show.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, number_mentions, parse_answer, problem_values, values_equal, word_mentions

__all__ = ["figure_regions", "figure_spans"]

Span = Tuple[int, int, str]

_FIGURE = re.compile(r"\[asy\](?P<a>.*?)\[/asy\]|\\begin\{(?P<env>asy|tikzpicture|picture)\}(?P<b>.*?)\\end\{(?P=env)\}",
                     re.S | re.I)
_STATEMENT = re.compile(r"[^;\n]+;?")
_STRINGS = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
_NODE_TEXT = re.compile(r"\bnode\b[^{;]*\{((?:[^{}]|\{[^{}]*\})*)\}")
_ARITH = re.compile(r"(?<![\w^{.])\d+(?:\.\d+)?\s*(?:[-+*/×·÷^−]|\\(?:cdot|times|div))\s*\{?\s*\d+(?:\.\d+)?(?![\w.(\\])")  # between numbers
# ("$30-1$"; not "x^2 + 1", "-5 + 4t"; a fraction is a value, read by value)


def figure_regions(vis: str) -> List[Tuple[int, int, int, int]]:
    """``(start, end, body_start, body_end)`` character offsets of each closed figure in ``vis``: the whole figure, its
    tags included, and its body between them. Raises nothing."""
    out = []
    for m in _FIGURE.finditer(vis):
        g = "a" if m.group("a") is not None else "b"
        out.append((m.start(), m.end(), m.start(g), m.end(g)))
    return out


_TRIVIAL = [parse_answer(x).values[0] for x in ("0", "1", "2", "-1")]  # an origin, a unit, a square: no value a label adds


def _values(text: str) -> List[Any]:
    return [m.value for m in [*number_mentions(text), *word_mentions(text)] if getattr(m.value, "is_number", False)]


def _labels(statement: str) -> List[str]:
    """The texts a statement prints: its strings (``"a" + "b"`` joined) and a TikZ node's text."""
    joined = re.sub(r'"\s*\+\s*"', "", statement)
    return [*_STRINGS.findall(joined), *_NODE_TEXT.findall(statement)]


def _known(v: Any, known: Sequence[Any]) -> bool:
    return any(values_equal(v, k) or values_equal(-v, k) for k in known)


def _states(statement: str, secret: Sequence[Any], known: Sequence[Any], answers: Sequence[str],
            problem: Optional[str]) -> bool:
    """The statement gives away more than the text has (module docstring)."""
    from agon_mcore.agon.leak import answer_readable

    if re.search(r"\\(?:boxed|fbox)\b", statement):
        return True
    flat = re.sub(r"[\s${}]", "", problem or "")
    for label in _labels(statement):
        if re.sub(r"[\s${}]", "", label) and re.sub(r"[\s${}]", "", label) in flat:
            continue  # the problem's own text ("$7 + 2i$" for "rotate 7 + 2i")
        values = _values(re.sub(r"\d+(?:\.\d+)?\s*(?=[A-Za-z(\\])", " ", label))  # (a coefficient, "18t", is the formula's)
        if word_mentions(label) or _ARITH.search(label) or any(not _known(v, [*known, *_TRIVIAL]) for v in values):
            return True  # "one less than thirty", "$30-1$", a value the text never writes
    if any(_known(v, secret) and not _known(v, known) for v in _values(statement)):
        return True  # a literal equal to the answer's value that the text does not show ("i < 6", "(3,-4)")
    if re.search(r"\d|[^\x00-\x7f]", statement):
        return any(answer_readable(statement, a, "math", problem=problem) for a in answers)
    return False


def figure_spans(vis: str, spans: Sequence[Span], answers: Sequence[str], problem: Optional[str] = None) -> List[Span]:
    """The spans with the figures read as figures (module docstring).

    Args:
        vis: the draft's visible part.
        spans: ``(start, end, placeholder)`` spans the other passes hide (character offsets into ``vis``).
        answers: the graded answer's forms (LaTeX).
        problem: the problem statement (its values are known), or ``None``.

    Returns:
        ``spans`` cut where they enter a figure, plus a :data:`HIDDEN` span over each figure statement that gives away
        more than the text has. The same spans when ``vis`` has no closed figure. Never raises on text.
    """
    regions = figure_regions(vis)
    if not regions:
        return list(spans)
    out: List[Span] = []
    for s, e, ph in spans:
        pieces = [(s, e)]
        for a, b, _, _ in regions:
            pieces = [p for lo, hi in pieces for p in ((lo, min(hi, a)), (max(lo, b), hi)) if p[0] < p[1]]
        out += [(lo, hi, ph) for lo, hi in pieces]
    kept = list(vis)  # the text the summary keeps outside its figures
    for s, e, _ in out:
        kept[s:e] = " " * (e - s)
    for a, b, _, _ in regions:
        kept[a:b] = " " * (b - a)
    secret = [v for a in answers for p in [parse_answer(a)] for v in [*p.values, *p.parts] if getattr(v, "is_number", False)]
    known = [*problem_values(problem), *_values("".join(kept)),  # (and every digit run the problem writes: "y = x^2")
             *(parse_answer(d).values[0] for d in dict.fromkeys(re.findall(r"\d+", problem or "")))]
    for _, _, a, b in regions:
        for m in _STATEMENT.finditer(vis, a, b):
            if m.group().strip() and _states(m.group(), secret, known, answers, problem):
                out.append((m.start(), m.end(), HIDDEN))
    return out
