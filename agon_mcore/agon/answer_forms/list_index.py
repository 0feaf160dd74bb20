"""A count stated by a numbered list: the last item's number of a list that enumerates the counted things.

When the problem asks how many, a draft that lists the counted things as a numbered list (``1. 1``, ``2. 2``, ...,
``9. 196``) states the count in the last item's marker: the reader counts nothing, the marker says 9. Read here by
structure: a run of list items numbered ``1.``/``1)`` up to ``n`` in order (one per line, blank lines between
allowed), each item a bare value (no word of three letters; a divisor, a root, a pair), whose last number ``n`` is
the count answer (at least 2), in a problem that asks a count. The marker's digits are the span; the items stay (the
list is work, hidden or not by the other readings).

The same count stands in the last index of an indexed enumeration of the counted things: ``n_1 = 2, n_2 = 3, \\ldots,
n_7 = 24`` or ``a_1, a_2, \\dots, a_{12}`` (one letter indexed from 1 and 2 on, an ellipsis, the same letter with the last
index): its digits are the span.

Numbered steps or cases in words ("1. At $x = 0$: ...", "2. For positive even integers ...") are the draft's
structure, not the counted things: their labels stay, whatever their number.
"""
from __future__ import annotations

import re
from typing import Iterator, Optional, Sequence, Tuple

__all__ = ["list_count_spans"]

_ITEM = re.compile(r"(?m)^[ \t]*(\d{1,3})[.)][ \t]+(\S[^\n]*)$")
_INDEXED = re.compile(r"(?<![A-Za-z\\])([A-Za-z])_\{?1\}?(?![\d}])[^\n]{0,60}?(?<![A-Za-z\\])\1_\{?2\}?(?![\d}])[^\n]{0,80}?"
                      r"(?:\\[lc]?dots|…|\.\.\.)[^\n]{0,40}?(?<![A-Za-z\\])\1_\{?(\d{1,4})\}?(?!\d)")
_ASKS_COUNT = re.compile(r"(?i)\bhow\s+many\b|\bnumber\s+of\b|\bcount\b")


def list_count_spans(text: str, values: Sequence, problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """Spans of the last markers of numbered lists in ``text`` whose length is a count answer in ``values`` (module
    docstring), when ``problem`` asks a count. Raises nothing."""
    want = {int(v) for v in values if getattr(v, "is_Integer", False) and int(v) >= 2}
    if not want or not problem or not _ASKS_COUNT.search(problem):
        return
    run = []  # (number, start, end) of the current list's items

    def close():
        if len(run) >= 2 and run[-1][0] in want:
            yield run[-1][1], run[-1][2]

    prev_end = 0
    for m in _ITEM.finditer(text):
        n = int(m.group(1))
        if (re.search(r"(?<!\\)\b[A-Za-z]{3,}", m.group(2)) or len(m.group(2)) > 40) and \
                not re.match(r"\s*(?:\$|\\\(|[-−]?\d)", m.group(2)):  # an item that opens with its value lists a thing
            yield from close()  # an item in words (a case, a step): the list is the draft's structure, not the things
            run, prev_end = [], m.end()
            continue
        gap = text[prev_end:m.start()]
        contiguous = run and n == run[-1][0] + 1 and not re.search(r"\n[ \t]*\n[ \t]*\n", gap) and \
            all(not ln.strip() or ln.startswith((" ", "\t")) for ln in gap.split("\n")[1:-1])
        if not contiguous:
            yield from close()
            run = [] if n != 1 else [(n, m.start(1), m.end(1))]
        else:
            run.append((n, m.start(1), m.end(1)))
        prev_end = m.end()
    yield from close()
    for m in _INDEXED.finditer(text):
        if int(m.group(2)) in want:
            yield m.start(2), m.end(2)
