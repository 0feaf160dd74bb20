"""A numeral's digits spread over markup, layout or another reading order (round 15, kind "spread").

A reader of the rendered text reads one numeral where a reader of the string sees pieces. Each form is defined by
structure (where the pieces stand) and by value (the pieces, put together, are the answer's numeral), never by
wording:

- **joined pieces** (:func:`joined_variant`): a numeral broken by a line break inside it (``= 2⏎04``, or hyphenated ``= 2-⏎04``: a digit ends one
  line, a digit starts the next, no space at the break; or at a thousands comma, ``1,⏎250``, a group of three after it), a compound number word broken over a line or paragraph
  break with its hyphen at the break (``forty⏎⏎-two``), or split into adjacent emphasis, strike or code pieces
  (``**2**_0_`4```: digit groups glued to each other, at least one wrapped). The pieces are joined only where the
  joined numeral is the answer's, and the joined text is read by the whole reader, so the role rules decide as for
  the plain numeral (a given or a subscript stays).
- **a pattern of exactly one string** (:func:`literal_pattern_spans`): a regular expression anchored at both ends
  (``r'^2(0)4$'``, ``/^204$/``) whose only syntax is grouping and escapes matches one string; that string is the
  value the pattern asserts.
- **digits reversed** (:func:`reversed_spans`): a numeral of two or more digits, not a palindrome, whose digits in
  reverse order are the answer's, in a sentence that announces a reverse reading (``backwards``, ``reversed``,
  ``from the end``: ``digit_runs._REVERSE``), not a given of the problem.
- **a literal reversed or escaped in code** (:func:`code_literal_spans`): a closed expression whose value is the
  answer's numeral: a digit literal reversed by a slice or ``reversed`` (``'402'[::-1]``, ``str(402)[::-1]``,
  ``''.join(reversed("402"))``), or a quoted literal written with character escapes (``"\\x32\\x30\\x34"``,
  ``'\\u0032\\u0030\\u0034'``).
- **place-value layout** (:func:`place_table_spans`): the places named in a header (a markdown table's header row,
  label columns without digits aside, or a ``/``- or comma-separated list before a colon: ``hundreds/tens/ones: || / (none) / ||||``) and one value per
  place in the row or list under it: a digit, a tally of strokes, or none; the row's value (sum of digit × place) is
  the answer's.
- **column arithmetic** (:func:`column_spans`): a block of lines laid out in columns, one digit per column (at least
  two rows of single digits separated by spaces, or one such row and a rule line of dashes: long multiplication or
  addition written out), where a result row's digits read left to right are the answer's numeral (``    8 8 8`` under
  the last rule; the last row of a block without a rule). The operand rows above the rule, a row of a lone digit, and
  rows outside such a block ("1 2 3" as a list) are not read.

- **a stacked fraction** (:func:`stacked_variant`): a fraction laid out over three lines, numerator, a rule of dashes
  or underscores, denominator (``  3⏎ ---⏎  8``, several side by side with operators between them on the rule line:
  ``2/4 + 1/4 = 3/4`` drawn in columns). The text under each rule's columns above and below it is its numerator and
  denominator; the block is read as the one line it draws (``3/8``) by the whole reader, so the role rules decide as
  for the fraction written inline.

- **a seven-segment display** (:func:`seven_segment_spans`): three lines of ``_``, ``|`` and spaces, each digit three
  columns wide, whose digits are the answer's numeral.

Work stays: pieces that join to another numeral, a pattern with a class or quantifier, a numeral reversed without a
reverse reading announced, a place-value row of another value.
"""
from __future__ import annotations

import re
from typing import Callable, List, Optional, Tuple

from agon_mcore.agon.answer_forms.digit_runs import _REVERSE, answer_digits

__all__ = ["joined_variant", "stacked_variant", "literal_pattern_spans", "code_literal_spans", "reversed_spans", "place_table_spans",
           "column_spans", "has_spread", "spread_spans"]

_BREAK = re.compile(r"(?<![\w.,])(\d+)(?:[ \t]*|-)\n[ \t]*(\d+)(?![\w]|[.)][ \t]+\S)")  # (a hyphen glued at the break: hyphenation)
_COMMA_BREAK = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})*),[ \t]*\n[ \t]*(\d{3}(?:,\d{3})*)(?![\w]|[.,]\d)")
_PIECE = r"(?:(\*{1,3}|_{1,3}|~~|`)(\d+)\1|(\d+))"
_PIECES = re.compile(r"(?<![\w*`~])(?:" + _PIECE + r"){2,}(?![\w*`~])")
_ONE_PIECE = re.compile(_PIECE)
_PATTERN = re.compile(r"""(?:\br|\b)?(['"/])\^([^'"/\n]{1,60})\$\1""")
_NUMERAL = re.compile(r"(?<![\w.,^_{\\])\d{2,}(?![\w^_}]|[.,]\d)")
_REV_LIT = re.compile(r"""(?:(['"])(\d{2,})\1|\bstr\(\s*(\d{2,})\s*\))\s*\[\s*:\s*:\s*-\s*1\s*\]|"""
                      r"""\breversed\(\s*(?:(['"])(\d{2,})\4|str\(\s*(\d{2,})\s*\))\s*\)""")
_ESC_LIT = re.compile(r"""(['"])((?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\[0-7]{3}|\d){2,40})\1""")
_PLACE = {"ones": 1, "units": 1, "unit": 1, "one": 1, "tens": 10, "ten": 10, "hundreds": 100, "hundred": 100,
          "thousands": 1000, "thousand": 1000, "ten-thousands": 10000, "ten thousands": 10000}
_PLACE_WORD = r"(?:ten[- ]thousands|thousands?|hundreds?|tens?|ones|units?)"
_PLACE_LIST = re.compile(r"(?i)\b(" + _PLACE_WORD + r"(?:\s*[/,]\s*" + _PLACE_WORD + r")+)\s*\)?\s*:\s*([^\n]{1,120})")


_DIGIT_ROW = re.compile(r"[ \t]*(?:[-+=×x*·]\s*)?(\d(?:[ \t]+\d)+)[ \t]*")
_RULE_ROW = re.compile(r"[ \t]*(?:-{3,}|_{3,}|—{2,}|\\hline)[ \t]*")


def column_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """Spans of digit rows of a column-arithmetic block whose digits, read left to right, are the answer's numeral
    (module docstring). Raises nothing."""
    want = answer_digits(answer)
    if not want:
        return []
    out, block, pos = [], [], 0

    def close():
        rows = [(s, e, m) for s, e, m in block if m is not None]
        rules = [i for i, (_, _, m) in enumerate(block) if m is None]
        if len(rows) >= 2 or (rows and rules):
            # the result: the rows under the last rule, or the last row of a block without one (operands stay)
            result = [b for b in block[rules[-1] + 1:] if b[2] is not None] if rules else rows[-1:]
            out.extend((s + m.start(1), s + m.end(1)) for s, e, m in result if re.sub(r"\s+", "", m.group(1)) == want)
        block.clear()

    for line in text.split("\n"):
        row = _DIGIT_ROW.fullmatch(line)
        if row or _RULE_ROW.fullmatch(line):
            block.append((pos, pos + len(line), row))
        else:
            close()
        pos += len(line) + 1
    close()
    return out


def has_spread(text: str) -> bool:
    """Cheap test: ``text`` may hold a form this module reads (a break between digits, glued emphasis pieces, an
    anchored pattern, a reversing slice or call, an escape, a reverse cue, a place name)."""
    return bool(_BREAK.search(text) or _COMMA_BREAK.search(text) or _WORD_BREAK.search(text) or re.search(r"\d[*_~`]|[*_~`]\d|\[\s*:\s*:|reversed|\\[xu0-7]", text)
                or "^" in text and "$" in text or _REVERSE.search(text) or re.search(r"(?i)\b(?:hundreds|tens|ones|units)\b", text)
                or re.search(r"(?m)^[ \t]*(?:[-+=×x*·]\s*)?\d[ \t]+\d(?:[ \t]+\d)*[ \t]*$", text)
                or ("|" in text and "_" in text and bool(_SEG_LINE.search(text))))


_TENS = r"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_UNITS = r"one|two|three|four|five|six|seven|eight|nine"
# a compound number word broken over a line or paragraph break, with its hyphen on either side of the break
_WORD_BREAK = re.compile(r"(?i)(?<![A-Za-z])(" + _TENS + r")[ \t]*(-)?[ \t]*\n\s*(-)?[ \t]*(" + _UNITS + r")(?![A-Za-z])")


def _word_value(w: str) -> Optional[str]:
    from agon_mcore.agon.answer_forms.words import word_mentions

    ws = word_mentions(w)
    return str(ws[0].value) if len(ws) == 1 and ws[0].end - ws[0].start == len(w) else None


def joined_variant(text: str, answer: str) -> Optional[Tuple[str, Callable[[int, int], Tuple[int, int]]]]:
    """``text`` with the pieces of the answer's numeral joined (module docstring) and a map of its spans back onto
    ``text`` (``spans.apply_edits``); None when no pieces join to the answer's numeral. Raises nothing."""
    from agon_mcore.agon.spans import apply_edits

    want = answer_digits(answer)
    if not want:
        return None
    edits = []
    for m in _BREAK.finditer(text):  # a lone numeral on its line is a column of values, not a broken numeral
        if m.group(1) + m.group(2) == want and text[text.rfind("\n", 0, m.start()) + 1:m.start()].strip():
            edits.append((m.end(1), m.start(2), ""))
    for m in _COMMA_BREAK.finditer(text):  # "1,⏎250": a thousands comma ends the line, a group of three starts the next
        if re.sub(r"\D", "", m.group(1) + m.group(2)) == want and text[text.rfind("\n", 0, m.start()) + 1:m.start()].strip():
            edits.append((m.end(1), m.start(2), ","))
    for m in _WORD_BREAK.finditer(text):  # "forty⏎⏎-two", "forty-⏎two": a hyphen at the break marks one word
        if (m.group(2) or m.group(3)) and _word_value(m.group(1) + "-" + m.group(4)) == want:
            edits.append((m.end(1), m.start(4), "-"))
    for m in _PIECES.finditer(text):
        pieces = list(_ONE_PIECE.finditer(m.group(0)))
        if "".join(p.group(2) or p.group(3) for p in pieces) != want or all(p.group(3) for p in pieces):
            continue
        for p in pieces:
            if p.group(2):
                edits += [(m.start() + p.start(), m.start() + p.start(2), ""), (m.start() + p.end(2), m.start() + p.end(), "")]
    if not edits:
        return None
    edits.sort()
    if any(a[1] > b[0] for a, b in zip(edits, edits[1:])):
        return None
    jt, back0 = apply_edits(text, edits)

    def back(s: int, e: int) -> Tuple[int, int]:  # a span reaching a piece's marker takes the whole marker
        bs, be = back0(s, e)
        for a, b, _ in edits:
            if a <= bs < b or bs == b:
                bs = min(bs, a)
            if a < be <= b or be == a:
                be = max(be, b)
        return bs, be

    return jt, back


def literal_pattern_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """Spans of anchored patterns that match exactly the answer's numeral (module docstring). Raises nothing."""
    want = answer_digits(answer)
    if not want:
        return []
    out = []
    for m in _PATTERN.finditer(text):
        body = m.group(2).replace("(?:", "(")
        if re.search(r"[\[\]{}*+?|.]", body.replace("\\.", "")):
            continue  # a class, a quantifier, an alternative or a wildcard: more than one string
        literal = re.sub(r"\\(.)", r"\1", re.sub(r"(?<!\\)[()]", "", body))
        if literal == want:
            out.append((m.start(2), m.end(2)))  # the pattern's body: its quotes and anchors stay, balanced
    return out


def code_literal_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """Spans of code literals reversed or written with escapes whose value is the answer's numeral (module
    docstring). Raises nothing."""
    want = answer_digits(answer)
    if not want or ("[" not in text and "reversed" not in text and "\\" not in text):
        return []
    out = [(m.start(), m.end()) for m in _REV_LIT.finditer(text)
           if next(g for g in (m.group(2), m.group(3), m.group(5), m.group(6)) if g)[::-1] == want]
    for m in _ESC_LIT.finditer(text):
        if "\\" in m.group(2):
            try:
                lit = m.group(2).encode("ascii").decode("unicode_escape")
            except (UnicodeDecodeError, UnicodeEncodeError):
                continue
            if lit == want:
                out.append((m.start(), m.end()))
    return out


def reversed_spans(text: str, answer: str, problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of numerals whose reversed digits are the answer's, where a reverse reading is announced in their
    sentence (module docstring); not a numeral of the problem. Raises nothing."""
    want = answer_digits(answer)
    if not want or want == want[::-1] or not _REVERSE.search(text):
        return []
    rev = want[::-1]  # every digit, the zeros the reversal leads with too ("00062" for 26000; "62" is another number)
    own = set(_NUMERAL.findall(problem or ""))
    out = []
    for m in _NUMERAL.finditer(text):
        if m.group(0) != rev or m.group(0) in own:
            continue
        s = max(text.rfind("\n", 0, m.start()), *(text.rfind(c, 0, m.start()) for c in ".!?;")) + 1
        ends = [i for i in (text.find(c, m.end()) for c in "\n.!?;") if i >= 0]
        if _REVERSE.search(text[s:min(ends) if ends else len(text)]):
            out.append((m.start(), m.end()))
    return out


def _cell_value(cell: str) -> Optional[int]:
    c = cell.strip().strip("*_`$ ")
    if re.fullmatch(r"\d", c):
        return int(c)
    if re.fullmatch(r"[|Il1]+", c.replace(" ", "")) and not c.isdigit():
        return len(c.replace(" ", ""))  # a tally of strokes
    if re.fullmatch(r"(?i)\(?(?:none|nothing|empty|zero|-|–|—)\)?", c):
        return 0
    return None


def _row_value(places: List[int], cells: List[str]) -> Optional[int]:
    if len(places) != len(cells) or len(places) < 2:
        return None
    vals = [_cell_value(c) for c in cells]
    if any(v is None or v > 9 for v in vals):
        return None
    return sum(p * v for p, v in zip(places, vals))


def place_table_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """Spans of place-value rows whose value is the answer's integer (module docstring). Raises nothing."""
    want = answer_digits(answer)
    if not want:
        return []
    target = int(want)
    out = []
    for m in _PLACE_LIST.finditer(text):
        places = [_PLACE[re.sub(r"\s+", " ", p.strip().lower()).replace("ten thousands", "ten-thousands")]
                  for p in re.split(r"\s*[/,]\s*", m.group(1))]
        sep = "/" if "/" in m.group(1) else ","
        cells = re.split(r"\s*" + re.escape(sep) + r"\s*", m.group(2).rstrip(" ."))
        if _row_value(places, cells) == target:
            out.append((m.start(2), m.end(2)))
    lines = text.split("\n")
    pos, header = 0, None
    for line in lines:
        st = line.strip()
        if st.startswith("|") and st.endswith("|") and len(st) > 1:
            cells = [c.strip() for c in st.strip("|").split("|")]
            names = [re.sub(r"\s+", " ", c.strip("*_ ").lower()) for c in cells]
            if sum(n in _PLACE for n in names) >= 2 and all(n in _PLACE or not re.search(r"\d", n) for n in names):
                header = [_PLACE.get(n) for n in names]  # None: a label column ("| digit | 2 | 0 | 4 |")
            elif header and not all(re.fullmatch(r":?-{2,}:?", c) for c in cells) and len(cells) == len(header):
                if all(p is not None or not re.search(r"\d", c) for p, c in zip(header, cells)) and _row_value(
                        [p for p in header if p is not None], [c for p, c in zip(header, cells) if p is not None]) == target:
                    out.append((pos, pos + len(line)))
        else:
            header = None
        pos += len(line) + 1
    return out


def spread_spans(text: str, answer: str, problem: Optional[str],
                 read: Callable[[str], object]) -> List[Tuple[int, int]]:
    """Every reading of this module (module docstring) as spans of ``text``: the patterns, reversed numerals and
    place-value rows of the answer's numeral, and what ``read`` (the whole reader, called on the text with the
    answer's pieces joined, returning an iterable of spans of it) reads in the joined text, mapped back. Empty for an
    answer that is no numeral of two digits or more. Raises what ``read`` raises."""
    if not answer_digits(answer) or not has_spread(text):
        return []
    out = [*literal_pattern_spans(text, answer), *code_literal_spans(text, answer), *reversed_spans(text, answer, problem), *place_table_spans(text, answer),
           *column_spans(text, answer), *seven_segment_spans(text, answer)]
    joined = joined_variant(text, answer)
    if joined is not None:
        jt, back = joined
        out += [back(s, e) for s, e in read(jt)]
    return out


# a seven-segment display drawn in three lines of "_" and "|" (each digit three columns wide)
_SEGMENTS = {(" _ ", "| |", "|_|"): "0", ("   ", "  |", "  |"): "1", (" _ ", " _|", "|_ "): "2", (" _ ", " _|", " _|"): "3",
             ("   ", "|_|", "  |"): "4", (" _ ", "|_ ", " _|"): "5", (" _ ", "|_ ", "|_|"): "6", (" _ ", "  |", "  |"): "7",
             (" _ ", "|_|", "|_|"): "8", (" _ ", "|_|", " _|"): "9"}
_SEG_LINE = re.compile(r"(?m)^[ _|]*[_|][ _|]*[ \t]*$")


def seven_segment_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """``(start, end)`` of each seven-segment drawing in ``text`` (three consecutive lines of only ``_``, ``|`` and
    spaces, read as cells three columns wide from any of the three offsets; blank cells between digits skipped) whose
    digits are the answer's numeral. Raises nothing."""
    want = answer_digits(answer)
    if not want:
        return []
    lines = list(re.finditer(r"[^\n]*", text))
    lines = [m for m in lines if m.start() == 0 or text[m.start() - 1] == "\n"]
    out = []
    for k in range(len(lines) - 2):
        rows = [lines[k + i].group(0).rstrip("\t") for i in range(3)]
        if not all(_SEG_LINE.fullmatch(r) for r in rows[1:]) or not (_SEG_LINE.fullmatch(rows[0]) or not rows[0].strip()):
            continue
        width = max(map(len, rows))
        rows = [r.ljust(width + 3) for r in rows]
        for off in range(3):
            digits, ok = "", True
            for c in range(off, width, 3):
                cell = tuple(r[c:c + 3] for r in rows)
                if not "".join(cell).strip():
                    continue
                d = _SEGMENTS.get(cell)
                if d is None:
                    ok = False
                    break
                digits += d
            if ok and digits == want:
                out.append((lines[k].start(), lines[k + 2].end()))
                break
    return out


_STACK_RULE = re.compile(r"-{3,}|_{3,}|—{2,}|─{2,}")
_STACK_RULE_LINE = re.compile(r"[ \t]*(?:(?:-{3,}|_{3,}|—{2,}|─{2,})[ \t]*(?:[-+*/×·÷=<>≤≥≈][ \t]*)?)+")


def _column_text(line: str, a: int, b: int) -> str:
    """The characters of ``line`` in the columns ``[a, b)`` (one column more on each side: a drawing is off by one),
    widened to whole tokens, stripped."""
    a, b = max(0, a - 1), b + 1
    while a > 0 and a <= len(line) and line[a - 1:a].strip() and line[a:a + 1].strip():
        a -= 1
    while b < len(line) and line[b - 1:b].strip() and line[b:b + 1].strip():
        b += 1
    return line[a:b].strip()


def stacked_variant(text: str) -> Optional[Tuple[str, Callable[[int, int], Tuple[int, int]]]]:
    """``text`` with each stacked fraction (module docstring) written on one line (``num/den``, parenthesised where
    either side is more than one token) and a map of its spans back onto ``text``: a span inside a drawn line maps to
    the whole three-line block. None when the text draws no stacked fraction. Raises nothing."""
    from agon_mcore.agon.spans import apply_edits

    if not _STACK_RULE.search(text):
        return None
    lines = text.split("\n")
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln) + 1)
    edits = []
    i = 1
    while i + 1 < len(lines):
        rule = lines[i]
        if not _STACK_RULE_LINE.fullmatch(rule) or not lines[i - 1].strip() or not lines[i + 1].strip():
            i += 1
            continue
        out, pos, ok = [], 0, True
        for m in _STACK_RULE.finditer(rule):
            num, den = _column_text(lines[i - 1], m.start(), m.end()), _column_text(lines[i + 1], m.start(), m.end())
            if not num or not den or any(re.search(r"\d[ \t]+\d|^[-+×x*·=]|[A-Za-z]{3,}", t) or len(t) > 24 for t in (num, den)):
                ok = False  # a row of column arithmetic ("  ×   2 4" over a rule: column_spans) or of a table or a
                break  # receipt (words) is no numerator: a fraction's terms are short formulas
            wrap = (lambda t: t if re.fullmatch(r"[^\s+\-*/=]+", t) else f"({t})")
            out.append(rule[pos:m.start()].strip())
            out.append(f"{wrap(num)}/{wrap(den)}")
            pos = m.end()
        out.append(rule[pos:].strip())
        if ok:
            edits.append((starts[i - 1], starts[i + 2] - 1, " ".join(x for x in out if x)))
            i += 3
        else:
            i += 1
    if not edits:
        return None
    jt, back0 = apply_edits(text, edits)

    def back(s: int, e: int) -> Tuple[int, int]:  # a span inside a drawn line takes the whole block
        bs, be = back0(s, e)
        for a, b, _ in edits:
            if a <= bs < b or a < be <= b:
                bs, be = min(bs, a), max(be, b)
        return bs, be

    return jt, back
