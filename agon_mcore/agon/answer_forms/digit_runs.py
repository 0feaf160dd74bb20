"""A numeral's digits stated one by one.

An integer answer, or a numeral in base b (``4210_5``, ``1011_{2}``, ``\\text{4210}_5``), is stated where its digits
stand as a run of single digits, separated (``4, 2, 1, 0``; ``1 0 1 1``; ``3 → 9 → 1``; ``$4$, $2$, $1$ and $0$``; a
spoken pause ``4... 2... 1... 0``, the dots glued to the digit; ``1...9``, ``1 ... 9`` are ranges),
announced as a numeral's digits: the sentence or line of the run (or the line before a run standing alone on its
line) speaks of digits, remainders or a reading (``digit``, ``remainder``, ``read``, ``numeral``, ``base``, ``place``,
``write``). In the answer's order it is read; in the reverse order only where a reverse reading is announced
(``bottom to top``, ``upward``, ``reverse``, ``right to left``, ``mirrored``, ``least significant first``). Work
stays: the remainders in the order they were computed with no reverse reading announced, a list with no such announcement (values, a cycle of last
digits ``2, 4, 8, 6``), a run of the problem's own digits.
"""
from __future__ import annotations

import re
from typing import List, Optional, Tuple

__all__ = ["answer_digits", "digit_run_spans"]

_D = r"(?:(?:\*\*|\$)[ \t]*)?(?<![\w.,^_{])(\d)(?![\w^_}]|[.,]\d)(?:[ \t]*(?:\*\*|\$))?"
_W = r"[ \t]*(?:\n[ \t]*)?"  # spacing within one block (no blank line)
# between two digits: a mark or a line break, then "and"/"then"/"next"/"finally" and an article ("first a 3, then an 8")
_LEAD = r"(?:(?:and|then|next|finally)[ \t]+)?(?:(?:an?|the)[ \t]+)?"
_SEP = (r"(?:" + _W + r"(?:,|;|→|⟶|->|⇒|\\to|\\rightarrow|\\longrightarrow|\||(?<=\d)(?:\.{2,3}|…)(?=[ \t]))" + _W + _LEAD + r"|"
        r"(?:[ \t]+|[ \t]*\n[ \t]*)" + _LEAD + r")")
_RUN = re.compile(_D + r"(?:" + _SEP + _D + r")+")
_BASED = re.compile(r"^\s*(?:\\text\{|\\mathrm\{)?\s*([0-9A-Za-z]+)\s*\}?\s*_\s*\{?\s*(\d+)\s*\}?\s*$")
_CUE = re.compile(r"(?i)\bdigits?\b|\bremainders?\b|\bread(?:s|ing)?\b|\bnumerals?\b|\bbase\b|\bplaces?\b|\bwrit(?:e|es|ing|ten)\b")
_REVERSE = re.compile(r"(?i)\bbottom\s+(?:to|up)\b|\bupwards?\b|\brevers(?:e|ed)\b|\bbackwards?\b|\bright[\s-]+to[\s-]+left\b|"
                      r"\bmirror(?:ed)?\b|\bleast\s+significant\s+"
                      r"(?:digit\s+)?first\b|\blast\s+to\s+first\b|\bfrom\s+the\s+(?:bottom|end|last)\b")
_CYCLE = re.compile(r"(?i)\bcycl|\brepeat|\bperiod|\bpattern|\b(?:last|units?|ones|final|leading|first)\s+digits\b")


def answer_digits(answer: str) -> Optional[str]:
    """The digit string of an answer that is a numeral: ``"4210"`` for ``4210_{5}`` or ``\\text{4210}_5``, ``"391"``
    for ``391`` or ``-391``; None for any other answer or a single digit."""
    from agon_mcore.agon.answer_forms.compare import parse_answer

    a = answer.strip().strip("$")
    bm = _BASED.match(a)
    if bm:
        d = bm.group(1)
    else:
        vals = parse_answer(answer).values
        if len(vals) != 1 or not getattr(vals[0], "is_Integer", False):
            return None
        d = str(abs(int(vals[0])))
    return d if len(d) >= 2 and d.isdigit() else None


def _runs(text: str):
    for m in _RUN.finditer(text):
        digits = "".join(re.findall(r"(?<![\w.,^_{])\d(?![\w^_}]|[.,]\d)", re.sub(r"\\(?:to|rightarrow|longrightarrow)", " ", m.group(0))))
        yield m, digits


def digit_run_spans(text: str, answer: str, problem: Optional[str]) -> List[Tuple[int, int]]:
    """The spans of the runs in ``text`` that state ``answer``'s digits one by one (module docstring); empty when
    the answer is no numeral of two digits or more. Raises nothing of its own."""
    want = answer_digits(answer)
    if not want:
        return []
    own = {d for _, d in _runs(problem or "")}
    out = []
    for m, digits in _runs(text):
        if digits not in (want, want[::-1]) or digits in own or re.search(r"\d\s*(?:,|;|→)\s*\$?\s*$", text[:m.start()]):
            continue  # another numeral, the problem's own digits, or the tail of a longer list
        ls = text.rfind("\n", 0, m.start()) + 1
        le = text.find("\n", m.end())
        le = len(text) if le < 0 else le
        head = text[ls:m.start()]
        sent = re.split(r"(?<!\d)[.!?](?=\s)", head)[-1] + text[m.end():le]
        if not head.strip(" \t-*>$:") and ls > 0:  # a run alone on its line: the text line before announces it
            prev = text[:ls].rstrip()
            sent += " " + prev[prev.rfind("\n") + 1:]
        if not _CUE.search(sent) or _CYCLE.search(sent):
            continue  # no numeral announced, or the digits of other numbers (a cycle of last digits)
        if digits == want or (digits == want[::-1] and _REVERSE.search(sent)):
            out.append((m.start(), m.end()))
    return out
