"""Enumerations: a list of values the draft computes ends in (or marks) its result.

A draft that lists the terms it computes ("the sequence is 1, 1, 2, 3, 5, 8, 13, 21, 34", "heights after each bounce:
(3, 1.8, 1.08, 0.648)", "2 → 6 → 18 → 54") puts the asked term where the list stops: the last element of such a
list is the list's result, the same answer position as the last row of a table (``provenance.last_table_row``).
An element the draft marks inside a list ("11 ← fifth", "7 (the fourth)", "**11**" among plain neighbours) is in
answer position wherever it stands. :func:`enumeration_spans` hides that element when its value is the answer's.

The problem's ordinals and "next term" questions name a position too: the element at that position ("the 7th
triangular number" in ``1, 3, 6, 10, 15, 21, 28, 36, ...``; the term after the problem's own sequence) is hidden.
A list that reorders the givens ("Sorted: 7, 12, 18, 31" for "the largest of 12, 7, 31, 18") ends in its result
like any other: a given's value does not license the place where the list puts its result.

A number described by its digits ("the tens digit can be 1. Then the units digit has to be 9" for 19, "a nine
followed by two zeros") loses those digits where it equals the answer (the description may run over sentences, where
no per-sentence pass reads it whole). The label of a brace over work (``\\underbrace{3 + 4 + 5}_{12}``) states what
the work comes to: a label equal to the answer is hidden too (:func:`brace_labels`). A plain-text table (CSV, tab,
``;`` or LaTeX ``&`` rows, :func:`table_rows`) ends in its result row like a markdown one.

What stays (documented choices): every other element (the list's work), a list that writes a stretch of the
problem's own list in the problem's order (the data restated), a list that goes on past its last
written element (``2, 6, 18, 54, ...``) unless an ordinal asks for one of its positions, the end of one period of a
cycle ("3, 9, 7, 1, and then the cycle repeats"), a list that gives the values of a parallel list ("the units digits
of 3, 3^2, 3^3, 3^4 are 3, 9, 7, 1"), a last element the sentence names before the list ("the divisors of 28 are
1, 2, 4, 7, 14, 28"), an unmarked last element that is an integer of size at most 3 (a parameter
everywhere, as in ``provenance``), a list of roots in a problem that counts solutions (the count is another
quantity than a root), lists of fewer than three values without a mark, and elements that are operands of
arithmetic (``3, 4 + 5``: no list element).
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, number_mentions, parse_answer, problem_values, values_equal
from agon_mcore.agon.answer_forms.scripts import _PLACE_RE, spelled_digit_mentions

__all__ = ["enumeration_spans", "list_runs", "asked_indices", "table_rows", "brace_labels"]

# an annotation right after an element: an arrow pointing back at it, or a short parenthetical
_ARROW = r"(?:←|⟵|⇐|⬅|<-+|<=+|\\leftarrow\b|\\Leftarrow\b|\\longleftarrow\b)"
_ANNOT = rf"(?:{_ARROW}[^,;\n]{{0,30}}?|\([^()\n]{{1,30}}\)|[✓✔✅★]|\\checkmark\b)"
_SPACE = r"(?:\s|\\[ ,;:!]|~|\\q?quad\b)*"  # LaTeX spacing between elements
_SEP = r"(?:,|;|→|->|⟶|⇒|\\to\b|\\rightarrow\b|\\longrightarrow\b)"
_GAP = re.compile(rf"(?:\*\*|__|\}})?{_SPACE}(?P<ann>{_ANNOT})?{_SPACE}{_SEP}{_SPACE}(?:and\s+|then\s+)?"
                  rf"(?:\*\*|__|\\(?:mathbf|textbf|underline)\{{)?{_SPACE}$")
# what may follow the last element of a list that stops there: an annotation then no more arithmetic or numbers
_TAIL_ANN = re.compile(rf"(?:\*\*|__|\}})?\s*(?P<ann>{_ANNOT})")
_GOES_ON = re.compile(rf"(?:\*\*|__|\}})?[ \t]*(?:{_ANNOT}[ \t]*)?(?:{_SEP}{_SPACE}(?:\.\.\.|…|\\[lc]?dots\b|etc\b)|\.\.\.|…|"
                      r"\\[lc]?dots\b|[-+/×·÷^=≈<>≤≥]|\*(?!\*)|\\(?:cdot|times|div|approx|equiv|le|ge)\b|\d)")
# a parenthetical that marks the element: an ordinal, or a word that points at it
_MARK_WORDS = re.compile(r"(?i)\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|"
                         r"\w+teenth|\w+tieth|\d+\s*(?:st|nd|rd|th)|n\s*-?\s*th|answer|target|wanted|asked|this\s+one|"
                         r"that\s+one|ours|here|bingo|found|the\s+one)\b|[✓✔✅★*]")
_EMPH_OPEN = re.compile(r"(?:\*\*|__|\\(?:mathbf|textbf|underline)\{)\s*$")
_EMPH_CLOSE = re.compile(r"\s*(?:\*\*|__|\})")


_OPERATOR_AFTER = re.compile(r"\s*(?:[-+/×·÷^]|\*(?!\*)|\\times|\\cdot|\\div)\s*[\w\\({.]")
_OPERATOR_BEFORE = re.compile(r"(?:[-+/×·÷^−]|(?<!\*)\*|\\times|\\cdot|\\div)\s*\{?\s*$")


def _operand(text: str, s: int, e: int) -> bool:
    """An operator stands next to the number; markdown emphasis (``**Terms:** 1, 3``) is none."""
    return bool(_OPERATOR_AFTER.match(text, e) or _OPERATOR_BEFORE.search(text[max(0, s - 8):s]))


def _marked(ann: Optional[str]) -> bool:
    if not ann:
        return False
    return bool(re.match(_ARROW, ann) or re.match(r"[✓✔✅★]|\\checkmark", ann) or _MARK_WORDS.search(ann))


def list_runs(text: str) -> List[List[Tuple[int, int, Any, bool]]]:
    """The lists of numbers in ``text``: runs of at least two numbers written with digits that only separators
    (``,``, ``;``, arrows ``→``/``\\to``) and an optional annotation (``← fifth``, ``(the 4th)``) join. Each element
    is ``(start, end, value, marked)``; ``marked``: an arrow or a marking parenthetical follows it, or it alone is
    emphasised (``**11**``) among plain neighbours. An operand of arithmetic breaks a list.

    Raises nothing; a text without lists gives ``[]``."""
    ms = [m for m in number_mentions(text) if m.kind not in ("sub", "exp") and not (m.arith and _operand(text, m.start, m.end))]
    runs: List[List[Tuple[int, int, Any, bool]]] = []
    cur: List[Tuple[int, int, Any, bool]] = []
    prev = None
    for m in ms:
        if prev is not None and m.start >= prev.end:
            gap = _GAP.match(text[prev.end:m.start]) if m.start - prev.end <= 48 else None
            if gap and "\n" not in text[prev.end:m.start]:
                if not cur:
                    cur = [(prev.start, prev.end, prev.value, False)]
                if _marked(gap.group("ann")):
                    cur[-1] = (*cur[-1][:3], True)
                cur.append((m.start, m.end, m.value, False))
            else:
                if len(cur) >= 2:
                    runs.append(cur)
                cur = []
        prev = m
    if len(cur) >= 2:
        runs.append(cur)
    for run in runs:  # an element emphasised alone: marked
        emph = [bool(_EMPH_OPEN.search(text[max(0, s - 12):s]) and _EMPH_CLOSE.match(text, e)) for s, e, _, _ in run]
        if sum(emph) == 1:
            k = emph.index(True)
            run[k] = (*run[k][:3], True)
        s, e, v, mk = run[-1]  # the last element's own annotation
        ta = _TAIL_ANN.match(text, e)
        if ta and _marked(ta.group("ann")):
            run[-1] = (s, e, v, True)
    return runs


_ORDINAL_WORDS = {w: k + 1 for k, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth "
    "sixteenth seventeenth eighteenth nineteenth twentieth".split())}
_ORDINAL = re.compile(r"(?i)\b(?:(\d{1,3})\s*-?\s*(?:st|nd|rd|th)|(" + "|".join(_ORDINAL_WORDS) + r"))\b")
# a term asked by its index: "Find $a_{9}$", "What is $F_{12}$?", "compute $T_10$"
_ASKED_TERM = re.compile(r"(?i)\b(?:find|compute|calculate|determine|evaluate|what\s+is|what's)\s+(?:the\s+value\s+of\s+)?"
                         r"\$\s*([A-Za-z])_\{?\s*(\d{1,3})\s*\}?\s*\$")
_NEXT = re.compile(r"(?i)\bnext\s+(?:term|number|element|value|entry|one)\b|\bterm\s+that\s+follows\b|\bcomes\s+next\b")


def asked_indices(problem: Optional[str]) -> Tuple[List[int], List[Any]]:
    """What a problem asks of a list: the positions its ordinals name ("the 5th prime", "the sixth term": ``[5]``,
    ``[6]``) or a subscript asked ("Find $a_{9}$": ``[9]``, ``[10]`` where the problem starts at ``a_0``) and, for a
    "next term" question, the values of the sequence it gives (the next term follows them).

    Returns ``(positions, given_sequence)``; ``([], [])`` without a problem."""
    if not problem:
        return [], []
    pos = {int(m.group(1)) if m.group(1) else _ORDINAL_WORDS[m.group(2).lower()] for m in _ORDINAL.finditer(problem)}
    for m in _ASKED_TERM.finditer(problem):  # "Find $a_{9}$": the term by its index, counted from the first index given
        zero = re.search(r"(?<![A-Za-z\\])" + re.escape(m.group(1)) + r"_\{?\s*0\s*\}?", problem)
        pos.add(int(m.group(2)) + (1 if zero else 0))
    pos = sorted(pos)
    seq: List[Any] = []
    if _NEXT.search(problem):
        runs = list_runs(problem)
        if runs:
            seq = [v for _, _, v, _ in max(runs, key=len)]
    return pos, seq


_ROW_DELIMS = (",", "\t", ";", "&")


def table_rows(text: str) -> List[List[Tuple[int, int]]]:
    """Plain-text tables: runs of three or more consecutive lines (a header and two rows at least) whose cells one
    delimiter (``,`` CSV, a tab, ``;``, LaTeX ``&`` with its ``\\\\``) splits into the same number (two or more)
    of short cells. Each table is the list of its lines' ``(start, end)``; markdown ``|`` tables are
    ``provenance.last_table_row``'s."""
    out: List[List[Tuple[int, int]]] = []
    lines = [(m.start(), m.end()) for m in re.finditer(r"[^\n]+", text)]
    for d in _ROW_DELIMS:
        cur: List[Tuple[int, int]] = []
        width = 0
        prev_end = -2
        for a, b in lines:
            row = re.sub(r"\\\\\s*(?:\\hline)?\s*$", "", text[a:b]).strip()
            cells = row.split(d) if d != "\t" else row.split("\t")
            ok = len(cells) >= 2 and all(0 < len(c.strip()) <= 16 and not re.search(r"[A-Za-z]{3,}\s+[A-Za-z]{3,}", c)
                                         for c in cells) and not row.startswith("|")
            if ok and cur and len(cells) == width and a == prev_end + 1:
                cur.append((a, b))
            else:
                if len(cur) >= 3:
                    out.append(cur)
                cur, width = ([(a, b)], len(cells)) if ok else ([], 0)
            prev_end = b
        if len(cur) >= 3:
            out.append(cur)
    return out


# the list is one period of a cycle ("3, 9, 7, 1, and then the cycle repeats"): the period is work, its end no result
_PERIOD = re.compile(r"[^.\n]{0,40}?\b(?:cycle|cycles|period|periodic|repeats?|repeating|pattern\s+repeats)\b", re.I)


def _parallel(run: Sequence[Tuple[int, int, Any, bool]], runs: Sequence[Sequence[Tuple[int, int, Any, bool]]],
              vis: str) -> bool:
    """The run gives the values of another list of the same length right before it, in the same sentence ("the units
    digits of 3, 3^2, 3^3, 3^4 are 3, 9, 7, 1"): a table of values written in prose, data rather than a result."""
    for other in runs:
        if other is run or other[-1][1] > run[0][0]:
            continue
        between = vis[other[-1][1]:run[0][0]]
        if len(other) == len(run) and len(between) <= 40 and not re.search(r"[.;\n]", between):
            return True
    return False


def _names_end(vis: str, run: Sequence[Tuple[int, int, Any, bool]]) -> bool:
    """The sentence introduces the list with the value it ends in ("the divisors of 28 are 1, 2, 4, 7, 14, 28"): the
    last element is the list's subject written again, not its result."""
    head = vis[max(0, run[0][0] - 60):run[0][0]]
    head = re.split(r"[.!?]\s|\n", head)[-1]
    return any(values_equal(m.value, run[-1][2]) for m in number_mentions(head) if m.kind not in ("sub", "exp"))


def _restates(run: Sequence[Tuple[int, int, Any, bool]], data: Sequence[Sequence[Any]]) -> bool:
    """The run is a stretch of one of the problem's lists in the problem's order (a sorted or extended list is not)."""
    vals = [v for _, _, v, _ in run]
    n = len(vals)
    return any(all(values_equal(vals[k], d[i + k]) for k in range(n)) for d in data for i in range(len(d) - n + 1))


_BRACE = re.compile(r"\\(?:underbrace|overbrace|underset|overset)\s*\{")


def brace_labels(text: str) -> List[Tuple[int, int]]:
    """The labels of ``\\underbrace{work}_{12}`` / ``\\overbrace{work}^{12}``: what the brace says its work comes to,
    as ``(start, end)`` of the label's content. A label is a result, like the last side of a relation."""
    out = []
    for m in _BRACE.finditer(text):
        depth, k = 1, m.end()
        while k < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[k], 0)
            k += 1
        lab = re.match(r"\s*[_^]\s*(?:\{(?P<b>[^{}]*)\}|(?P<c>\d))", text[k:])
        if lab:
            g = "b" if lab.group("b") is not None else "c"
            out.append((k + lab.start(g), k + lab.end(g)))
    return out


def enumeration_spans(vis: str, spans: Sequence[Tuple[int, int, str]], answers: Sequence[str],
                      problem: Optional[str], count_root: bool) -> List[Tuple[int, int, str]]:
    """The :data:`HIDDEN` spans for list elements in answer position (module docstring).

    Args:
        vis: the visible part of a math draft; ``spans``: what earlier passes hide (``(start, end, placeholder)``).
        answers: the graded answer and its readings; only number-valued readings are compared.
        problem: the problem statement (``None``: no givens known, every list counts as computed).
        count_root: the problem counts solutions (a listed root equal to the count stays).

    Returns:
        ``[(start, end, HIDDEN), ...]`` in characters of ``vis``; empty when nothing stands there."""
    if count_root:
        return []
    vals = [v for a in answers for v in parse_answer(a).values if getattr(v, "is_number", False)]
    if not vals:
        return []
    givens = problem_values(problem)

    def is_given(v: Any) -> bool:
        return any(values_equal(v, g) for g in givens)

    def is_answer(v: Any) -> bool:
        return any(values_equal(v, a) for a in vals)

    positions, given_seq = asked_indices(problem)
    out: List[Tuple[int, int, str]] = []
    data = [[v for _, _, v, _ in r] for r in list_runs(problem or "")]
    runs = list_runs(vis)
    for run in runs:
        if _restates(run, data):
            continue  # the problem's list written again in its order: data
        last = run[-1]
        ends = len(run) >= 3 and not _GOES_ON.match(vis, last[1]) and not _parallel(run, runs, vis) and \
            not _PERIOD.match(vis, last[1]) and not (getattr(last[2], "is_integer", False) and abs(last[2]) <= 3) and \
            not _names_end(vis, run)
        asked = {p - 1 for p in positions}
        n = len(given_seq)
        if n and len(run) > n and all(values_equal(run[k][2], given_seq[k]) for k in range(n)):
            asked.add(n)  # the term after the problem's sequence
        for k, (s, e, v, marked) in enumerate(run):
            if not (marked or k in asked or (ends and k == len(run) - 1)):
                continue
            if not is_answer(v) or any(a <= s < b or a < e <= b for a, b, _ in spans):
                continue
            out.append((s, e, HIDDEN))
    for m in spelled_digit_mentions(vis):  # digits described by place, which may run over sentences: each digit
        if not is_answer(m.value) or is_given(m.value):
            continue
        whole = m.end - m.start <= 80 and not re.search(r"[.!?]\s|\n", vis[m.start:m.end])
        places = [] if whole else [p.span("d") for p in _PLACE_RE.finditer(vis, m.start, m.end)]
        for a, b in [(m.start, m.end)] if whole else places:  # one sentence: the whole description; else its digits
            if not any(x <= a < y or x < b <= y for x, y, _ in [*spans, *out]):
                out.append((a, b, HIDDEN))
    for a, b in brace_labels(vis):  # "\\underbrace{3 + 4 + 5}_{12}": the label is the work's result
        if any(is_answer(m.value) for m in number_mentions(vis[a:b])) and \
                not any(x <= a < y or x < b <= y for x, y, _ in [*spans, *out]):
            out.append((a, b, HIDDEN))
    for rows in table_rows(vis):  # a table's last row holds its result (as provenance.last_table_row)
        a, b = rows[-1]
        for cell in re.finditer(r"[^,;&\t]+", vis[a:b]):  # each cell read alone ("3,18" is no decimal here)
            for m in number_mentions(cell.group(0)):
                s, e = a + cell.start() + m.start, a + cell.start() + m.end
                if is_answer(m.value) and not is_given(m.value) and \
                        not any(x <= s < y or x < e <= y for x, y, _ in [*spans, *out]):
                    out.append((s, e, HIDDEN))
    return out
