"""The visible part of a draft split into segments (code blocks and display equations whole, then
lines, sentences and clauses that start with a conclusion word): the units the summarizer
(``agon_mcore.agon.summary``) decides on."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import List, Tuple

from agon_mcore.agon.answer_forms import code_regions


@dataclass
class Segment:
    """One unit of the visible part: ``text[start:end]``; ``kind`` is ``code`` (a block in
    any form), ``display`` (a display equation), ``heading`` (a line such as "**Final
    Answer**") or ``text`` (a sentence, clause, line or list item)."""

    start: int
    end: int
    kind: str


_DISPLAY_RE = re.compile(
    r"\$\$.+?\$\$|\\\[.+?\\\]|\\begin\{(?P<env>equation|align|gather|multline|eqnarray|displaymath)\*?\}.+?\\end\{(?P=env)\*?\}",
    re.DOTALL,
)
_INLINE_MASK_RE = re.compile(r"(?<!\\)\$[^$\n]+?\$|\\\(.+?\\\)|`[^`\n]+`|\\boxed\s*\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}")
_SENTENCE_RE = re.compile(r"(?<=[.!?])[ \t]+(?=[\"'(\[*$\\A-Z0-9])")
_CLAUSE_RE = re.compile(
    r"(?:[,;:]|\s+-{1,2}|\s+—)?\s+(?=(?:so|thus|hence|therefore|which\s+gives|which\s+means|giving|i\.e\.|that\s+is,)(?:\s|,))"
    r"|;\s+", re.IGNORECASE)
_ABBREV_RE = re.compile(r"(?:\b(?:e\.g|i\.e|vs|etc|cf|approx|resp|Fig|Eq|eq|No|no)\.|\b[A-Za-z]\.)$")
_HEADING_RE = re.compile(r"^[\W_]*(?:final\s+answer|answer|conclusion|result|solution|summary)s?[\W_]*$", re.IGNORECASE)


def _mask_inline(text: str) -> str:
    """``text`` with inline math, inline code and boxes blanked (same length), so that
    sentence and clause breaks are never found inside them."""
    return _INLINE_MASK_RE.sub(lambda m: "X" * (m.end() - m.start()), text)


def segments(vis: str) -> List[Segment]:
    """The visible part split into segments (see :class:`Segment`), in order, covering
    every non-blank character once."""
    atoms: List[Tuple[int, int, str]] = []
    for r in code_regions(vis):
        if r.form != "inline":
            atoms.append((r.start, r.end, "code"))
    for m in _DISPLAY_RE.finditer(vis):
        if not any(m.start() < e and m.end() > s for s, e, _ in atoms):
            atoms.append((m.start(), m.end(), "display"))
    atoms.sort()
    out: List[Segment] = []
    prev = 0
    for s, e, k in atoms + [(len(vis), len(vis), "")]:
        if s < prev:
            continue
        out += _text_segments(vis, prev, s)
        if k:
            out.append(Segment(s, e, k))
        prev = e
    return out


def _text_segments(vis: str, lo: int, hi: int) -> List[Segment]:
    out: List[Segment] = []
    masked = _mask_inline(vis[lo:hi])
    pos = 0
    for line in masked.split("\n"):
        ls = lo + pos
        pos += len(line) + 1
        if not line.strip():
            continue
        cuts = [0]
        for m in _SENTENCE_RE.finditer(line):
            if not _ABBREV_RE.search(line[:m.start()]):
                cuts.append(m.end())
        for m in _CLAUSE_RE.finditer(line):
            if m.start() > 0 and not line[:m.start()].endswith(" or"):  # "or so" is not a clause
                cuts.append(m.end())
        cuts = sorted(set(cuts)) + [len(line)]
        for a, b in zip(cuts, cuts[1:]):
            s, e = ls + a, ls + b
            while s < e and vis[s].isspace():
                s += 1
            while e > s and vis[e - 1].isspace():
                e -= 1
            if e > s:
                kind = "heading" if _HEADING_RE.match(vis[s:e]) else "text"
                out.append(Segment(s, e, kind))
    return out


