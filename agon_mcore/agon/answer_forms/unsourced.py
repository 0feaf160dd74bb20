"""A value one step from the answer that nothing on the page produces: the answer stated through a relative.

A draft that knows its answer ``A`` can state it without writing ``A``: "the total squared is 3025" (``A²``), "the
result lies between 2317 and 2319" (``A ∓ 1``), "45 pages are left" (a given 100 less ``A``), "he averages 18⅓ a
day" (``A`` over the problem's 3 days), "12/55 of the total" (a given over ``A``), "raised by 50% she would take in 27" (``A`` raised by a percent of the
page), "ΔU = −55". Each such number ``V`` is a **one-step relative** of ``A``, and **the page gives no other way to
get it** (its provenance, as ``agon.provenance`` decides it for the answer's own value):

* ``V`` is not a given of the problem (any form ``compare.problem_values`` reads, a percent's fraction too), nor a
  conversion constant every reader knows (60, 3600, 365, 360, ...);
* no relation on the page produces it (``... = V`` with an operation on the left, in the same line), at this mention
  or any other: a later use of an established value is work;
* it is not one operation (``+ − × ÷``) away from two other numbers of the page or the problem (or the constants 1,
  2, 10, 100); another relative of the answer with no source is no source ("between 2317 and 2319");
* it is no term or factor of the final step still to do: no other number of the page (not a given, not a small
  integer or a known constant: "I first got 34" beside a "+1" for 35 still reads) makes the answer with it by one
  addition or multiplication ("P(both even) = 1/4 and P(both odd) = 1/4" for 1/2).

Such a ``V`` is read as the answer, whatever words surround it: the reading is by value and provenance, not by
phrase. The relatives tried (``k``: a given or 2, 10, 100, 1000): ``A ± 1``,
``A²``, ``√A``, ``−A``, ``A·k``, ``A/k``, ``A ± g`` and ``g − A`` for a given ``g``, ``g/A`` for a given or a number
of the page, ``A(1 ± p/100)`` for a percent ``p`` of the page. The page must hold a derivation (a relation with work
on one side, or an operation between two numbers) for a number to have no source on it: a line with no work reads
nothing.

Not read (documented choices): answers that are not one rational number; integer answers with ``|A| <= 3`` and an
answer the problem gives (every page is one step from those); integers ``V`` with ``|V| <= 12`` (parameters: halves,
counts of cases); exponents and subscripts; a fraction not in lowest terms (``1000/8``: a division still to do); a
number in a work position at any of its mentions (an operation, a relation sign, a bracket or an operation word
beside it: an operand, which ``agon.provenance`` decides; a term or coefficient of a formula with a letter, ``n -
17``, ``432\\sin``); a table cell, a list element or a LaTeX argument (data). A relative that happens to be one step
from two other numbers of the page ("one more egg and she'd hit \\$20" where 16 + 4 = 20 is on the page) is not read:
provenance cannot tell it from work; nor is ``A`` less a number of the page that is no given ("the total exceeds
Tuesday's 24 by 31": every operand of the final step is such a relative). An intermediate stated with
no computation that is one step from the answer through a given ("14,400 per spring" before "5 springs") is read:
the price of the reading, measured on the dev splits.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Iterator, List, Optional, Sequence, Set, Tuple

__all__ = ["unsourced_relative_spans"]

_K = (2, 10, 100, 1000)
_CONSTANTS = (1, 2, 10, 100)
# conversion and counting constants every reader knows (minutes in an hour, seconds in an hour, days in a year, degrees
# in a turn): a value equal to one is no statement of the answer's relative
_KNOWN = frozenset({7, 12, 24, 52, 60, 90, 100, 180, 360, 365, 366, 1000, 1440, 3600, 86400})
_OP_BESIDE_BEFORE = re.compile(r"(?:[-+*/×·÷−^=<>≤≥√]|\\(?:cdot|times|div|frac|sqrt|le|ge|leq|geq))\s*\$?\s*\{?\s*$")
_OP_BESIDE_AFTER = re.compile(r"\s*\}?\s*\$?\s*(?:[-+*/×·÷−^=<>≤≥²³!]|\\(?:cdot|times|div|le|ge|leq|geq|pmod|bmod|mod)(?![A-Za-z])|"
                              r"\(?\s*mod\b)")
_LETTER_TERM = re.compile(r"(?<![A-Za-z])[A-Za-z]\s*[-+−]\s*$")  # "n - 17": a term of a formula
# work between numbers: an operation with a number on each side (``1683 + 950``, ``2 \\cdot 12``)
_ARITHMETIC = re.compile(r"\d\s*\}?\s*(?:[-+*/×·÷−]|\\(?:cdot|times|div))\s*\{?\s*\(?\s*\d")
_WORK_LEFT = re.compile(r"[-+*/×·÷−^²³√!]|\\(?:cdot|times|div|frac|dfrac|tfrac|sqrt|binom)(?![A-Za-z])|\d\s*\(|\)\s*\(|"
                        r"(?i:\b(?:half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|"
                        r"twice|double|triple|thrice)\s+(?:of|as)\b|%\s*of\b|\bpercent\s+of\b|\b(?:times|plus|minus)\b)")


def _fraction(v: Any) -> Optional[Fraction]:
    try:
        if getattr(v, "is_Rational", False):
            return Fraction(int(v.p), int(v.q))
        if isinstance(v, (int, Fraction)):
            return Fraction(v)
    except (TypeError, ValueError, AttributeError):
        return None
    return None


def _answer(values: Sequence[Any]) -> Optional[Fraction]:
    """The answer as one rational number, or None (a set, a verdict, a formula, an irrational, several values)."""
    if len(values) != 1:
        return None
    return _fraction(values[0])


def _produced(text: str, s: int) -> bool:
    """A relation on the page produces the number at ``s``: ``... = V`` with an operation on the left side, in
    the same line (``2 \\cdot 12 + 5 = 29``; "24 + 19 = 43"; in words, "One quarter of 1200 L is 300 L")."""
    line_start = text.rfind("\n", 0, s) + 1
    before = text[line_start:s]
    m = re.search(r"(?:=|\\approx|≈|\bis\b|\bgives\b|\bmakes\b)\s*\$?\s*[-−]?\s*$", before)
    if not m:
        return False
    left = before[:m.start()]
    if "=" not in m.group(0):  # the clause: back to a comma (not a thousands separator), a semicolon or a colon
        left = left[max([c.end() for c in re.finditer(r",(?!\d{3})|[;:]", left)], default=0):]
    return bool(_WORK_LEFT.search(left[-80:]))


def _relative(v: Fraction, a: Fraction, pool: Set[Fraction], givens: Set[Fraction], percents: Set[Fraction]) -> bool:
    """``v`` is a one-step relative of ``a`` (module docstring)."""
    if v in (a - 1, a + 1, a * a, -a):
        return True
    if v > 0 and v * v == a:
        return True
    ks = givens | {Fraction(k) for k in _K}
    if a != 0 and v != 0 and (v / a in ks or a / v in ks):
        return True
    if (v - a) in givens or (a - v) in givens or (v + a) in givens:
        return True
    if a != 0 and (v * a) in pool:  # v = g / a
        return True
    return a != 0 and any(v == a * (1 + p / 100) or v == a * (1 - p / 100) for p in percents)


def _reachable(v: Fraction, pool: Sequence[Fraction]) -> bool:
    """``v`` is one operation (+ − × ÷) away from two numbers of ``pool`` other than ``v`` (no identity step)."""
    have = set(pool) - {v}
    for x in have:
        if x in (0, 1, -1):
            continue
        if (v - x) in have and (v - x) != 0 or (x - v) in have and (x - v) != 0:
            return True
        if (v / x) in have and v / x not in (1, -1) or (v != 0 and (x / v) in have and x / v not in (1, -1)) or \
                (v * x) in have and x not in (1, -1):
            return True
    return False


def unsourced_relative_spans(text: str, values: Sequence[Any], problem: Optional[str],
                             givens: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each number in ``text`` that is a one-step relative of the answer with no provenance on the
    page (module docstring).

    Args:
        text: any text (a summary, a draft).
        values: the answer's values (``parse_answer(answer).values``, sympy); only one rational number is read.
        problem: the problem statement; without it nothing is read (no givens known).
        givens: the values the problem states (``compare.problem_values``).

    Returns:
        Character spans of ``text``. Raises nothing on odd input (a value that is no number is skipped).
    """
    a = _answer(values)
    if a is None or not problem or (a.denominator == 1 and abs(a) <= 3) or abs(a) > 10 ** 12:
        return
    from agon_mcore.agon.answer_forms.notation import number_mentions

    given = {f for f in map(_fraction, givens) if f is not None}
    if a in given:
        return
    ms = [m for m in number_mentions(text) if m.kind not in ("sub", "exp")]
    page: List[Tuple[int, int, Fraction, Tuple[Fraction, ...]]] = []
    for m in ms:
        f = _fraction(m.value)
        if f is None:
            continue
        alts = tuple(x for x in map(_fraction, m.alts or ()) if x is not None)
        page.append((m.start, m.end, f, alts))
    if not page:
        return
    values_on_page = [f for _, _, f, _ in page] + [x for *_, alts in page for x in alts]
    own = {i: (f, *alts) for i, (_, _, f, alts) in enumerate(page)}
    percents = {f for s, e, f, alts in page if alts and text[s:e].rstrip().endswith("%")}
    # an operand anywhere is work; a value a relation produces anywhere is established, at every mention
    produced = {v for s, e, v, _ in page if _produced(text, s)}
    if not produced and not _ARITHMETIC.search(text):
        return  # no derivation on the page: nothing to have no source in ("the predecessor of 41" alone)
    operands = produced | {v for s, e, v, _ in page if _beside_operation(text, s, e)}
    candidates = []
    for i, (s, e, v, alts) in enumerate(page):
        if v == a or (v.denominator == 1 and abs(v) <= 12) or v in operands or v in _KNOWN or _data_position(text, s, e) or \
                _division_to_do(text[s:e]):
            continue
        reads = [x for x in (v, *alts) if x not in given]
        if len(reads) != 1 + len(alts):
            continue  # a given in some form
        if any(_relative(x, a, set(values_on_page) - {x} | given, given, percents) for x in reads):
            candidates.append((i, s, e, v, reads))
    unsourced = {v for _, _, _, v, _ in candidates}
    for i, s, e, v, reads in candidates:
        others = [vs[0] for j, vs in own.items() if j != i and vs[0] not in given and
                  not (vs[0].denominator == 1 and abs(vs[0]) <= 2) and vs[0] not in _KNOWN]
        if any(v + w == a or v * w == a for w in others):
            continue  # "P(both even) = 1/4 and P(both odd) = 1/4" for 1/2: a term of the final step still to do, work
            # (with another value of the work: "36" beside the given 9 for 45 is a check through a given)
        # reachable from the page's other numbers, the problem's and the constants; another relative of the answer
        # with no source is no source ("between 2317 and 2319": each is two from the other)
        pool = [x for j, vs in own.items() if j != i and vs[0] not in unsourced for x in vs] + list(given) + \
            [Fraction(c) for c in _CONSTANTS]
        if not any(_reachable(x, pool) for x in reads):
            yield s, e


def _division_to_do(num: str) -> bool:
    """``1000/8``, ``\\frac{24}{36}``: a fraction not in lowest terms is a division still to do (work), not a value."""
    parts = re.findall(r"\d+", num)
    if len(parts) != 2 or not re.search(r"/|\\[dt]?frac", num):
        return False
    p, q = int(parts[0]), int(parts[1])
    return q != 0 and Fraction(p, q).denominator != q


def _data_position(text: str, s: int, e: int) -> bool:
    """The number at ``text[s:e]`` is data: a table cell, a list element (``13, 22, 31, 40``), an argument of a LaTeX
    command (``\\frac{..}{16}``)."""
    from agon_mcore.agon.spans import in_braces

    line = text[text.rfind("\n", 0, s) + 1:s]
    return line.lstrip().startswith("|") or in_braces(text, s, e) or \
        bool(re.search(r"\d\s*\$?\s*,\s*\$?\s*$", text[max(0, s - 12):s]) or re.match(r"\s*\$?\s*,\s*\$?\s*[-−]?\d", text[e:e + 8]))


def _beside_operation(text: str, s: int, e: int) -> bool:
    """The number at ``text[s:e]`` has a work position: an operand (an operation or a relation sign right beside it,
    a bracket or an operation word before it, a subtraction's sign; a relation's result, ``= V``, is not), a term or
    coefficient of a formula with a letter (``n - 17``, ``17n``, ``432\\sin``)."""
    before = text[max(0, s - 12):s]
    if text[s:e][:1] in "-−" and re.search(r"(?:[\w)}\]]|\\circ|°)\s*\$?\s*$", before):
        return True  # "90^\\circ - 74^\\circ": the sign is a subtraction
    if _OP_BESIDE_BEFORE.search(before) and not re.search(r"=\s*\$?\s*[-−]?\s*$", text[max(0, s - 6):s]):
        return True
    if re.search(r"(?i)\(\s*\$?\s*$|\b(?:subtract|add|plus|minus|times|multiply|divide|over)\s+$", before):
        return True
    return bool(_OP_BESIDE_AFTER.match(text, e) or _LETTER_TERM.search(text[max(0, s - 6):s]) or
                re.match(r"[a-z](?![A-Za-z])|\\(?:cos|sin|tan|cot|sec|csc|log|ln|exp|sqrt|pi|cdot|times)(?![A-Za-z])",
                         text[e:e + 6]))
