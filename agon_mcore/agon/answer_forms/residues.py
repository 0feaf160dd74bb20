"""A residue stated by another representative of its class: ``x \\equiv -667 \\pmod{1000}`` states 333.

In a congruence modulo m the values are residue classes, so the value a congruence's last side states is compared
with the answer modulo m: when the answer is an integer a with 0 <= a < m (a least residue, as problems ask it) and
the side is an integer v != a with v = a (mod m), the side states a. Only the side directly before its modulus is
read (``... \\equiv -667 \\pmod{1000}``, ``≡ 1333 (mod 1000)``, "is congruent to -2 modulo 7"): the middle sides of a
chain (``2401 \\equiv 401``) are steps. A last side with no modulus after it (``and $n \\equiv -5$``) takes the
modulus the same paragraph (no blank line between) states last before it (``11213141 \\equiv 5 \\pmod{18}`` and
``n \\equiv -5``: one modulus for the argument); a chain's middle side, a side a modulus follows, and a
paragraph with no modulus are not read this way. Whether the reading is the answer's statement or work is the reader's role
rules' call, as for any other mention.

A division with remainder written out (``192 = 14 \\cdot 13 + 10``, or with a letter quotient ``2^{100} = 7k + 2`` for
the problem's divisor) where the problem asks a remainder states its last addend (:func:`remainder_spans`), the
remainder below the divisor.
"""
from __future__ import annotations

import re
from typing import List

from agon_mcore.agon.answer_forms.values import Mention, _sp

__all__ = ["residue_mentions", "remainder_spans"]

_CONGRUENCE = re.compile(
    r"(?:\\equiv|≡|\bis\s+congruent\s+to|\bcongruent\s+to)\s*\$?\s*\(?\s*([-−]?\s*\d+)\s*\)?\s*\$?\s*"
    r"(?:\\pmod\s*\{?|\\?\(\s*(?:\\text\s*\{\s*|\\operatorname\s*\{\s*|\\mathrm\s*\{\s*)?mod\s*\}?|\\bmod\s*\{?|\\mod\s*\{?|"
    r"\bmod(?:ulo)?\b)\s*\$?\s*\{?\s*(\d+)(?![\d.])")


# a congruence's side with no modulus after it: the side ends the math or the clause (not another relation, not a mod)
_BARE = re.compile(r"(?:\\equiv|≡|\bis\s+congruent\s+to|\bcongruent\s+to)\s*\$?\s*\(?\s*([-−]?\s*\d+)\s*\)?(?!\d|\.\d)"
                   r"(?=\s*(?:\$|[,;.:]|\band\b|\bso\b|\bwhich\b|\bhence\b|\bthus\b|$))", re.M)
_BLANK = re.compile(r"\n[ \t]*\n")
_MODULUS = re.compile(r"(?:\\pmod\s*\{?|\b[Mm]od(?:ulo)?\b)\s*\$?\s*\{?\s*(\d+)(?!\d|\.\d)")


def _line_modulus(text: str, pos: int):
    """The modulus the paragraph before ``pos`` states last (``\\pmod{18}``, ``mod 18``), or None."""
    blank = [m.end() for m in _BLANK.finditer(text, 0, pos)]
    start = blank[-1] if blank else 0  # the paragraph: "Step 1: mod 13 ...\nStep 2: ... \equiv 25" is one argument
    mods = list(_MODULUS.finditer(text, start, pos))
    return int(mods[-1].group(1)) if mods else None


def _as_answer(v: int, mod: int, ints: List[int]):
    """The least residue among ``ints`` that ``v`` represents modulo ``mod`` other than itself, else None."""
    if mod < 2:
        return None
    return next((a for a in ints if 0 <= a < mod and v != a and (v - a) % mod == 0), None)


def _int(side: str) -> int:
    return int(re.sub(r"\s", "", side).replace("−", "-"))


def residue_mentions(text: str, answers) -> List[Mention]:
    """Congruences' last sides in ``text`` that state one of ``answers`` (sympy integers) as another
    representative of its class modulo the congruence's modulus (module docstring), as ``"number"`` mentions."""
    sp = _sp()
    ints = [int(a) for a in answers if getattr(a, "is_integer", False) and a.is_integer]
    out, taken = [], set()
    for m in _CONGRUENCE.finditer(text):
        taken.add(m.start(1))
        v = _int(m.group(1))
        a = _as_answer(v, int(m.group(2)), ints)
        if a is not None:
            out.append(Mention(m.start(1), m.end(1), sp.Integer(a), "number", alts=(sp.Integer(v),)))
    for m in _BARE.finditer(text):  # a last side whose modulus the paragraph stated before it
        mod = None if m.start(1) in taken else _line_modulus(text, m.start())
        a = None if mod is None else _as_answer(_int(m.group(1)), mod, ints)
        if a is not None:
            out.append(Mention(m.start(1), m.end(1), sp.Integer(a), "number", alts=()))
    return out


# a division with remainder written out: "a = q \cdot d + r" (or d \cdot q + r), the remainder last
_DIVISION = re.compile(r"(?:=|\bis\b)\s*\$?\s*(\d+)\s*(?:(?:\\cdot|\\times|[·×*x])\s*(\d+)|\s*(?:\\cdot|\\times|[·×*])?\s*([a-z]))"
                       r"\s*\+\s*(\d+)(?![\d.]|\s*(?:\\cdot|\\times|[·×*^]))")  # ("2^{100} = 7k + 2": a letter quotient too)
_ASKS_REMAINDER = re.compile(r"(?i)\bremainder\b|\bmod(?:ulo)?\s+\d|\\pmod|\\bmod|\\mod\b|\blast\s+(?:two\s+|three\s+)?digits?\b")
_DIVIDED_BY = re.compile(r"(?i)\b(?:divided\s+by|modulo|mod|\\pmod\s*\{?|\\bmod\s*\{?|\\mod\s*\{?)\s*\$?\s*\{?\s*(\d+)")


# a divisibility that subtracts the remainder: "7 \mid 2^{100} - 2", "7 divides 2^{100} - 2", "2^{100} - 2 is divisible by 7"
_DIVIDES = re.compile(r"(?<![\d.])(?P<d>\d+)\s*\$?\s*(?:\\mid|∣|\|(?!\|)|\s*divides)\s*\$?\s*[^$\n,;]{1,40}?[-−]\s*(?P<r>\d+)(?![\d.^])|"
                      r"[-−]\s*(?P<r2>\d+)\s*\$?\s+is\s+(?:divisible\s+by|a\s+multiple\s+of)\s+\$?(?P<d2>\d+)")


_NO_REMAINDER = re.compile(r"(?i)\b(?:with\s+)?(?:nothing|none|zero|no\s+\w+)\s+left\s+over\b|\b(?:leaves?|leaving|with|has)\s+no\s+remainder\b|"
                           r"\b(?:divides|goes\s+into|go\s+into)\b[^.;\n]{0,30}?\b(?:evenly|exactly|cleanly|without\s+(?:a\s+)?remainder)\b")


def remainder_spans(text: str, answer: str, problem: str = None) -> List:
    """Spans of the remainder where a division with remainder is written out (``192 = 14\\cdot 13 + 10``) and the problem
    asks a remainder: the last addend ``r`` of ``q \\cdot d + r`` with ``0 <= r < d`` for the problem's divisor ``d`` (or, with
    no divisor read, for either factor) is the answer's statement when it equals it; so is a divisibility by the
    problem's divisor of the dividend minus the answer (``7 \\mid 2^{100} - 2``, "2^{100} - 2 is divisible by 7"); a
    remainder 0 said in words ("goes into 54 with nothing left over", "divides evenly"). Raises nothing."""
    if not problem or not _ASKS_REMAINDER.search(problem):
        return []
    try:
        want = int(answer.strip().strip("$").strip())
    except ValueError:
        return []
    if want == 0:  # "6 goes into 54 with nothing left over", "divides evenly", "leaves no remainder": the remainder 0
        zero = [m.span() for m in _NO_REMAINDER.finditer(text) if not re.search(r"(?i)\b(?:if|whether|not|unless)\s+(?:\w+\s+){0,3}$",
                                                                             text[max(0, m.start() - 30):m.start()])]
        if zero:
            return zero
    if not re.search(r"[-+−]", text):
        return []
    divisors = {int(m.group(1)) for m in _DIVIDED_BY.finditer(problem)}
    out = []
    for m in _DIVIDES.finditer(text):  # "7 \mid 2^{100} - 2", "2^{100} - 2 is divisible by 7": the remainder subtracted
        d = int(m.group("d") or m.group("d2"))
        r = int(m.group("r") or m.group("r2"))
        if r == want and 0 <= r < d and (d in divisors or not divisors):
            out.append(m.span())
    for m in _DIVISION.finditer(text):
        r = int(m.group(4))
        if r != want:
            continue
        if m.group(2) is None:  # "7k + 2": the divisor times a letter, only for the problem's divisor
            ok = int(m.group(1)) in divisors and r < int(m.group(1))
        else:
            q, d = int(m.group(1)), int(m.group(2))
            ok = any(r < x and x in divisors for x in (q, d)) if divisors else (r < d or r < q)
        if ok:
            out.append((m.start(4), m.end(4)))
    return out
