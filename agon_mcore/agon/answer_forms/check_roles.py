"""Restatements by role that the mention readers miss: checks that plug the answer back in, count phrases, mixed
numbers in words.

**A check that keeps the answer as an operand** (:func:`check_operand_mentions`). A numeric relation in which the
answer's value stands as an operand (``answer_forms.operands``: written in the answer's own numbers, not a given) states
the answer when the relation is a check of it, told by structure and value, not by a word "check":

* **the far side is a given**: the side at the other end of the relation chain is one number, equal to a value the
  problem gives (not 0 or ±1, which every relation can end in), and the answer's side is a product or power
  (``3339 = 21 \\times 159`` for the gcd 21 of 3339, ``128 = 2^7`` for ``2^k = 128``) or the relation is marked true (below).
  A division with remainder of a given by a period (``2026 = 4 \\cdot 506 + 2`` for a cycle of length 4) is work unless
  marked. Where the problem asks a count, the check must be marked (a factor of a given that equals a count,
  ``36 = 4 \\cdot 9`` for 9 divisors, is a coincidence of value);
* or **the check is marked true** (a check mark, "as required", "holds", "matches", "checks out", "correct", or a line
  or paragraph label naming a check, ``reader_roles.in_check``) and every other number of the answer's side is a given:
  the answer plugged into the problem's own numbers (``3(83) - 9 = 240`` for ``3x - 9``, ``68 \\times 0.25 = 17 ✓``).

Work that uses a value equal to the answer stays: a middle side of a chain (``5 + 13 = 18 \\equiv 0``: the chain ends
in 0), a side with another computed operand and no given at the far end (``5 + 13 = 18`` when 5 is a residue the draft
computed and 18 ends nothing), the value written in another base than the asked one (``54 \\cdot 2 = 108`` for
``204_5``, ``asked_role.other_base``), a side with a letter (work in symbols).

**The problem's count slot filled in words** (:func:`extra_mentions`): the problem counts with a variable after an
order word ("the sum of the first $N$ odd numbers", "the last $k$ digits") and the text writes the answer in words in
that slot ("the first eleven odd numbers"; the word reader reads the run as the ordinal "first" and stops). Without
such a slot in the problem, "the first two terms" is the draft's own enumeration and is not read here.

**A mixed number in words**: "one and a quarter miles", "two and three quarters", "three and a third" (the word
reader reads "N and a half" only).

**The components of a tuple or set answer marked in a table** (:func:`accepted_row_mentions`): a table of candidates
with a yes/no verdict column; the "yes" rows' values are the components (all of them together state the answer).
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence

from agon_mcore.agon.answer_forms.values import Mention, values_equal

__all__ = ["accepted_row_mentions", "check_operand_mentions", "extra_mentions"]

_TRUE_MARK = re.compile(r"(?i)[✓✔✅☑]|\\checkmark|\bchecks?\s+out\b|\bas\s+(?:required|expected|claimed|needed|desired)\b|"
                        r"\bholds?\b|\bmatch(?:es|ing|ed)?\b|\bcorrect(?:ly)?\b|\bconfirm(?:s|ed|ing)?\b|\bverified\b|"
                        r"\bconsistent\b|\bagrees?\b")
_ONE_NUMBER = re.compile(r"\s*\$?\s*\(?\s*[-−]?\d+(?:[.,]\d+)*\s*\)?\s*\$?\s*[.,;:]?\s*")


def _givens(problem: Optional[str], givens: Sequence[Any]) -> List[Any]:
    import sympy as sp

    out = list(givens)
    for x in re.findall(r"\d+(?:\.\d+)?", problem or "")[:60]:
        out.append(sp.Rational(x))
    return out


def _is_given(value: Any, givens: Sequence[Any]) -> bool:
    try:
        if value in (0, 1, -1):
            return False
    except TypeError:
        return False
    return any(values_equal(value, g) for g in givens)


def _marked(text: str, s: int, e: int) -> bool:
    """The relation at ``text[s:e]`` is marked true: a mark in its clause after it, or a check label on its line or
    paragraph (``reader_roles.in_check``)."""
    from agon_mcore.agon.answer_forms.reader_roles import in_check

    clause = re.split(r"(?<=[.;!?])\s|\n", text[e:e + 160], maxsplit=1)[0]
    return bool(_TRUE_MARK.search(clause)) or in_check(text, s, e)


def check_operand_mentions(text: str, answer: str, *, givens: Sequence[Any] = (),
                           problem: Optional[str] = None) -> List[Mention]:
    """The sides of numeric relations in ``text`` where the value of ``answer`` (a LaTeX string as graded; one real
    value) is an operand of a check of it (module docstring); ``kind == "operand"``, one mention per relation side.
    ``givens``: the problem's values. Empty for a tuple, set or non-numeric answer and for 0 and ±1. Raises nothing
    the operand reader does not raise."""
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.operands import _REL, _chunks, _parse, _to_plain, literal_numbers, operand_mentions
    from agon_mcore.agon.answer_forms.reader_roles import asks_count
    from agon_mcore.agon.asked_role import other_base
    import sympy as sp

    if not _REL.search(text):
        return []
    ans = parse_answer(answer)
    values = [v for v in ans.values if getattr(v, "is_number", False)]
    if ans.parts or not values:
        return []
    gv = _givens(problem, givens)
    ms = operand_mentions(text, values, givens, problem)
    if not ms:
        return []
    count = asks_count(problem)
    own = set()
    for v in values:
        own |= literal_numbers(v) | {abs(v)}
    out = []
    chunks = _chunks(text)
    for m in ms:
        chunk = next(((b, body) for b, body in chunks if b <= m.start and m.end <= b + len(body)), None)
        if chunk is None:
            continue
        base, body = chunk
        parts, pos, sides = _REL.split(body), 0, []
        for side in parts:
            st = body.find(side, pos)
            pos = st + len(side)
            sides.append((base + st, base + st + len(side), side))
        idx = next((i for i, (a, b, _) in enumerate(sides) if a == m.start and b == m.end), None)
        if idx is None or any(other_base(text, a, b, problem) for a, b in _number_spans(text, m.start, m.end)):
            continue
        far = [sides[-1]] if idx == 0 else [sides[0]] if idx == len(sides) - 1 else [sides[0], sides[-1]]
        far_given = False
        for a, b, side in far:
            if _ONE_NUMBER.fullmatch(side):
                tree = _parse(_to_plain(side) or "")
                far_given = far_given or (tree is not None and _is_given(tree, gv))
        marked = _marked(text, sides[0][0], sides[-1][1])
        product = isinstance(m.value, (sp.Mul, sp.Pow)) and not any(isinstance(x, sp.Add) for x in sp.preorder_traversal(m.value))
        if far_given and (marked or (product and not count)):
            out.append(m)  # "3339 = 21 \\times 159": the answer divides a given ("2026 = 4 \\cdot 506 + 2" unmarked: a division)
            continue
        others = [x for x in literal_numbers(m.value) if x not in own]
        if marked and all(_is_given(x, gv) for x in others):
            out.append(m)  # the answer plugged into the problem's numbers, marked true
    return out


def _number_spans(text: str, s: int, e: int):
    return [(s + x.start(), s + x.end()) for x in re.finditer(r"\d+", text[s:e])]


_ORDER_LED = re.compile(r"(?i)\b(first|last|next|final|initial|remaining)\s+(?=[a-z])")
_ORDER_SLOT = re.compile(r"(?i)\b(first|last|next|final|initial|remaining)\s+\$\s*[A-Za-z]\s*\$")
_MIXED = re.compile(r"(?i)(?<![A-Za-z-])([a-z]+(?:-[a-z]+)?)\s+and\s+(a|an|one|two|three|four|five|six|seven|eight|nine)"
                    r"[ -](half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b")
_DEN = {"half": 2, "halve": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10}


def extra_mentions(text: str, answer: str, problem: Optional[str] = None) -> List[Mention]:
    """Mentions of ``answer``'s value (one real value) that the word reader misses (module docstring): number words
    after an order word where the problem counts with a variable after the same word ("the first eleven odd numbers"
    for "the first $N$ odd numbers") and mixed numbers in words ("one and a quarter"). Kind ``words``; the reader's
    roles decide whether they state it. Raises nothing."""
    from fractions import Fraction

    import sympy as sp

    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.words import _read_word_run, word_mentions

    ans = parse_answer(answer)
    values = [v for v in ans.values if getattr(v, "is_number", False)]
    if ans.parts or not values:
        return []
    out = []
    slots = {x.lower() for x in _ORDER_SLOT.findall(problem or "")}  # "the first $N$ odd numbers": a counted slot
    for o in _ORDER_LED.finditer(text if slots else ""):
        if o.group(1).lower() not in slots:
            continue
        rest = text[o.end():o.end() + 60]
        for w in word_mentions(rest):
            if w.start == 0 and any(values_equal(w.value, v) for v in values):
                out.append(Mention(o.end() + w.start, o.end() + w.end, w.value, "words"))
    for m in _MIXED.finditer(text):
        whole, _ = _read_word_run(m.group(1).split("-"))
        num = 1 if m.group(2).lower() in ("a", "an") else _read_word_run([m.group(2)])[0]
        den = _DEN.get(m.group(3).lower().rstrip("s"))
        if whole is None or num is None or not den or int(whole) != whole:
            continue
        val = sp.Rational(Fraction(whole) + Fraction(num) / den)
        if any(values_equal(val, v) for v in values):
            out.append(Mention(m.start(), m.end(), val, "words"))
    return out


_TABLE_ROW = re.compile(r"(?m)^[ \t]*\|(.+)\|[ \t]*$")
_YES = re.compile(r"(?i)^\s*(?:\*\*)?(?:yes|true|holds|works|valid|[✓✔✅☑]|\\checkmark)(?:\*\*)?\s*[.!]?\s*$")
_NO = re.compile(r"(?i)^\s*(?:\*\*)?(?:no|false|fails|invalid|[✗✘×❌])(?:\*\*)?\s*[.!]?\s*$")


def accepted_row_mentions(text: str, answer: str) -> List[Mention]:
    """The components of a tuple or set ``answer`` marked in a table of candidates: a table of three or more rows whose
    last cell is a verdict ("yes"/"no", "true"/"false", ✓/✗) with both verdicts present; each "yes" row whose first
    value cell equals a component is a mention of that component (kind ``number/part``, spanning the row's cells: its
    other cells restate the value, ``f(n) = n``). One row alone is a component (work); every component marked is the
    answer (the reader's rule for parts, ``reader_roles.stated_answer``). Raises nothing."""
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.notation import number_mentions

    parts = parse_answer(answer).parts
    if not parts or "|" not in text:
        return []
    rows = [m for m in _TABLE_ROW.finditer(text) if not re.fullmatch(r"[\s|:\-]+", m.group(1))]
    verdicts = [m.group(1).split("|")[-1] for m in rows]
    if len(rows) < 3 or not any(_YES.match(v) for v in verdicts) or not any(_NO.match(v) for v in verdicts):
        return []
    out = []
    for m, v in zip(rows, verdicts):
        if not _YES.match(v):
            continue
        first = next((x for x in number_mentions(m.group(1)) if x.kind not in ("sub", "exp")), None)
        if first is None:
            continue
        hit = next((p for p in parts if values_equal(first.value, p)), None)
        if hit is not None:
            out.append(Mention(m.start(1), m.end(1), hit, "number/part"))
    return out
