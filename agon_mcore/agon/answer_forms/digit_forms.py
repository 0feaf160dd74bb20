"""An integer written by its digits or strokes rather than as one numeral: its digits spaced apart ("1 8 dollars" for
18), its digits reversed by a named reversal ("reversing the digits gives 81", "81 read backwards", "81 with its digits
swapped"), a piece of a longer numeral by place ("the last two digits of the year 2018"), tally marks
("|||| |||| |||| |||": 15 strokes, or 18 with each bundle of four read as five; "||||/" is five; the
counting-rod tally signs ``𝍸``/``𝍷``; the East Asian ``正`` tally, five strokes a character), a bar chart's row (a label, then a bar of one repeated block or pictograph
character, one per unit: "Sarah   ███..."), a run of one repeated pictograph with or without a label (a count in
unary: "Left on the rack: 🍪🍪🍪...", three or more), a numeral described by its digits in words ("three 2s followed
by a single 0" for 2220), or its digits in the cells of a one-row array ("\\begin{array}{ccc} 5 & 4 & 0
\\end{array}").

Each reading builds the integer from the written marks and compares it with the answer as a value; only integer
answers of two or more digits are read by their digits (a lone digit spaced is itself), tallies from 2 up. Marks the
problem itself writes are givens (no reading); a line of spaced digits alone is a row of column arithmetic, read by
its layout (``answer_forms.spread``).
"""
from __future__ import annotations

import re
from typing import Any, Iterator, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.values import written_in_problem

__all__ = ["digit_form_spans"]

# single digits one space apart, not part of a longer row of numbers on either side
_SPACED = re.compile(r"(?<![\d.,/\w])(?<!\d[ \u2009\u202f\u00a0])([-−][ ]?)?(\d(?:[ \u2009\u202f\u00a0]{1,2}\d)+)"
                     r"(?!\d|[.,/]\d|[ \u2009\u202f\u00a0]+\d)")  # (a sentence's full stop may follow)
_COLUMN_ROW = re.compile(r"[ \t]*[-+×x*=]?[ \t\d]*[ \t]*")
_REVERSAL = r"(?:revers\w*|backwards?|mirror(?:ed|ing)?|flip(?:ped|ping|s)?|swap(?:ped|ping|s)?|read\s+(?:from\s+)?right\s+to\s+left)"
_REVERSED_AFTER = re.compile(r"(?i)\b" + _REVERSAL + r"\b[^.\n]{0,60}?(?<![\d.,])(\d{2,})(?![\d.,]\d)")
_REVERSED_BEFORE = re.compile(r"(?i)(?<![\d.,])(\d{2,})(?![\d.,]\d)(?:'s)?\s+(?:with\s+its\s+digits\s+|digits\s+)?" + _REVERSAL + r"\b")
# a piece of a longer numeral by place: "the last two digits of the year 2018", "the first 3 digits of 18421"
_DIGITS_OF = re.compile(r"(?i)\bthe\s+(last|final|trailing|rightmost|first|leading|leftmost)\s+(two|three|four|five|\d)\s+digits\s+"
                        r"of\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?(\d{3,})\b")
_TALLY = re.compile(r"(?<![|\w\\])\|{1,5}[/\\]?(?:[ \t]+\|{1,5}[/\\]?)+(?![|\w])|(?<![|\w\\])\|*[𝍸𝍷](?:[ \t]?[𝍸𝍷|])*(?![|\w])|"
                    r"(?<![\u4e00-\u9fff])正(?:[ \t]?正)+(?:[ \t]?[一丅下止])?(?![\u4e00-\u9fff])")  # (the East Asian 正 tally: five strokes a character)  # (counting-rod signs, bars after or between them)


# a chart row: a label, then a bar of one repeated block or pictograph character ("Sarah   ███████")
_BAR = re.compile(r"(?m)^[ \t|]*[A-Za-z][^\n]{0,30}?[ \t:|]+(([\u2580-\u259f\u25a0-\u25ff★☆✱✶●○◆◇])\2+)[ \t|]*(?:\(|$)")


def _integers(values: Sequence[Any]) -> List[int]:
    return [int(v) for v in values if getattr(v, "is_Integer", False)]


# a LaTeX array of one row whose cells are single digits (after an optional text label cell): a number laid out by place
# ("\begin{array}{r|ccc} \text{hundreds, tens, ones} & 5 & 4 & 0 \end{array}"); a matrix environment or a second row is
# no such layout
_ARRAY_DIGITS = re.compile(r"\\begin\{array\}\s*\{[^{}]*\}\s*(?:\\text\{[^{}]*\}\s*&\s*)?(\d(?:\s*&\s*\d)+)\s*\\end\{array\}")


def _tally_counts(marks: str) -> Tuple[int, ...]:
    """The counts a tally can mean: its strokes, and with each full bundle of four bars read as five (the fifth
    stroke, the strike across, cannot be typed: "|||| |||| |||" is 13 or 11)."""
    if "𝍸" in marks or "𝍷" in marks:  # a five sign, then single strokes as signs or bars
        return (5 * marks.count("𝍸") + marks.count("𝍷") + marks.count("|"),)
    if "正" in marks:  # 正 is a bundle of five; 一 丅 下 止 a partial bundle of one to four strokes
        return (5 * marks.count("正") + sum(k for c, k in zip("一丅下止", (1, 2, 3, 4)) if c in marks),)
    groups = marks.split()
    if len(groups) < 2 or max(len(g.rstrip("/\\")) for g in groups) < 4:
        return ()  # a tally counts in bundles of four or five strokes (a row of single bars is a table's edge)
    struck = sum(5 if len(g.rstrip("/\\")) == 4 and g[-1] in "/\\" else len(g) for g in groups)
    bundled = sum(5 if len(g.rstrip("/\\")) >= 4 else len(g) for g in groups[:-1]) + len(groups[-1].rstrip("/\\"))
    return tuple(sorted({struck, bundled}))


# a run of one repeated pictograph (an emoji with its variation selector or skin tone, a symbol), spaced or not: a
# count in unary ("Left on the rack: 🍪🍪🍪🍪"), with or without a label
_PICTO = r"(?:[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\u25A0-\u25FF](?:\uFE0F|[\U0001F3FB-\U0001F3FF])?)"  # (a line of █ is a rule)
_UNARY = re.compile(r"(" + _PICTO + r")(?:[ \t]?\1){2,}")


# a numeral described by its digits in words: "three 2s followed by a single 0" (2220), "a 1 then two 0s" (100), the
# digit in a word too ("three twos followed by a single zero")
_DIGIT_NAMES = {w: str(k) for k, w in enumerate("zero one two three four five six seven eight nine".split())}
_DIGIT_GROUP = (r"(?:(a|an|one|a\s+single|a\s+lone|single|two|three|four|five|six|seven|eight|nine|\d)\s+"
                r"(\d|zero|one|two|three|four|five|six|seven|eight|nine)(?:'?s|(?<=zero)es|(?<=six)es)?)")
_DIGIT_PATTERN = re.compile(r"(?i)\b" + _DIGIT_GROUP + r"(?:\s*,?\s*(?:followed\s+by|then|and\s+then|and)\s+" + _DIGIT_GROUP + r"){1,4}\b")
_GROUP_ONE = re.compile(r"(?i)" + _DIGIT_GROUP)


def _pattern_value(t: str) -> Optional[int]:
    from agon_mcore.agon.answer_forms.relatives import word_number

    digits = ""
    for g in _GROUP_ONE.finditer(t):
        w = g.group(1).lower().split()[-1]
        k = 1 if w in ("a", "an", "single", "lone") else word_number(w)
        if k is None or k != int(k) or not 1 <= k <= 12:
            return None
        digits += _DIGIT_NAMES.get(g.group(2).lower(), g.group(2)) * int(k)
    return int(digits) if len(digits) >= 2 and not digits.startswith("0") else None


def digit_form_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each spaced-digit run, named reversal, piece of a longer numeral or tally in ``text`` whose
    integer equals one of ``values`` (sympy numbers; module docstring). Raises nothing."""
    from agon_mcore.agon.answer_forms.relatives import word_number  # "the last two digits": the reader's number words

    ints = _integers(values)
    if not ints:
        return
    long = [n for n in ints if abs(n) >= 10]
    if long:
        for m in _SPACED.finditer(text):
            digits = re.sub(r"\D", "", m.group(2))
            n = int(digits) * (-1 if m.group(1) else 1)
            line = text[text.rfind("\n", 0, m.start()) + 1:(text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
            if n in long and not written_in_problem(m.group(0), problem) and not written_in_problem(digits, problem) and \
                    not _COLUMN_ROW.fullmatch(line):  # a row of column arithmetic is the layout reader's (.spread)
                yield m.span()
        for m in _DIGITS_OF.finditer(text):  # "the last two digits of the year 2018": a piece of a longer numeral
            k = word_number(m.group(2))
            k = int(k) if k is not None and k == int(k) else 0
            digits = m.group(3)
            if 1 <= k < len(digits) and not written_in_problem(m.group(0), problem):
                piece = digits[-k:] if m.group(1).lower() in ("last", "final", "trailing", "rightmost") else digits[:k]
                if int(piece) in long:
                    yield m.span()
        for m in _ARRAY_DIGITS.finditer(text):  # one row of an array, a digit a cell: "5 & 4 & 0" laid out by place
            n = int("".join(re.findall(r"\d", m.group(1))))
            if n in long and not written_in_problem(m.group(1), problem):
                yield m.span(1)
        for rx in (_REVERSED_AFTER, _REVERSED_BEFORE):
            for m in rx.finditer(text):
                shown = m.group(1)
                flipped = int(shown[::-1])
                if shown[::-1] != shown and flipped in [abs(n) for n in long] and not written_in_problem(shown, problem):
                    yield m.span(1)  # the number; the reversal's words stay
    for m in _DIGIT_PATTERN.finditer(text) if long else ():  # "three 2s followed by a single 0"
        n = _pattern_value(m.group(0))
        sentence = text[max(text.rfind(".", 0, m.start()), text.rfind("\n", 0, m.start())) + 1:m.start()]
        if n is not None and n in long and not written_in_problem(m.group(0), problem) and \
                not re.search(r"(?i)\b(?:binary|octal|hex(?:adecimal)?|base[\s-]*\d+|in\s+base)\b", sentence):
            yield m.span()  # (digits in a named base are the base reader's: "In binary, a 1 followed by five 0s")
    for m in _TALLY.finditer(text):
        if any(n >= 2 and n in ints for n in _tally_counts(m.group(0))) and not written_in_problem(m.group(0), problem):
            yield m.span()
    for m in _BAR.finditer(text):  # a bar chart's bar: one pictograph per unit after the row's label
        if len(m.group(1)) in ints and len(m.group(1)) >= 2:
            yield m.span(1)
    for m in _UNARY.finditer(text) if re.search(r"[^\x00-\u024f]", text) else ():  # "🍪🍪🍪...": one pictograph per unit
        n = len(re.findall(_PICTO, m.group(0)))
        if n >= 3 and n in ints and not written_in_problem(m.group(0), problem):
            yield m.span()
