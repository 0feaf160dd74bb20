"""The answer through a number only it makes: its square, cube, power of two or factorial written out (``2916`` for
54, ``16777216`` for 24), or its square root, cube root or logarithm as a decimal (``7.348`` for 54).

A remark can state the answer through a function of it that no other number gives: "a square of the same area would
have side about 7.348", "note 2^count = 16777216". Such a number is a **fingerprint** of the answer: an integer of
four digits or more, or a decimal of three places or more, is one of a few values of these functions by chance, so its
value is read, whatever words surround it:

* an integer ``V >= 1000`` with ``V`` one of ``A²``, ``A³``, ``2^A``, ``A!`` for an integer answer ``A >= 4``;
* a decimal with three or more places that is ``√A``, ``∛A``, ``ln A`` or ``log₁₀ A`` for a rational answer
  ``A > 1``, rounded or cut at its own places.

A given of the problem is never read (its value is the problem's), nor a number the answer's value itself equals, nor
a conversion constant (1000 m in a km, 3600 s in an hour), nor a number the page **produces** at any of its mentions
(an operation between numbers or a function of a number left of ``=`` or ``≈`` in its line: ``10 × 15 × 24 =
3600`` before "take √3600", "$\\ln 2 \\approx 0.693$": work with a source; "$2^{\\text{count}} = 16777216$" has
none), nor a number under a root sign (an operand): "indeed $81 \\cdot 36 = 2916$" after "the area squared should be
$2916$" is such a source, and is not read.
Returns the spans (:func:`fingerprint_spans`); raises nothing.
"""
from __future__ import annotations

import math
import re
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["fingerprint_spans"]

_NUM = re.compile(r"(?<![\w.,^_{√])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\w]|[.,]\d)")


def _integer_prints(a: int) -> set:
    out = {a * a, a ** 3}
    if a <= 200:
        out.add(2 ** a)
    if a <= 40:
        out.add(math.factorial(a))
    return {v for v in out if v >= 1000}


def _decimal_prints(a: Fraction) -> List[float]:
    x = a.numerator / a.denominator
    return [math.sqrt(x), x ** (1 / 3), math.log(x), math.log10(x)]


def _matches(text: str, value: float) -> bool:
    """The decimal ``text`` is ``value`` rounded (half up) or cut at ``text``'s own places."""
    d = Decimal(text)
    q = Decimal(1).scaleb(d.as_tuple().exponent)
    v = Decimal(repr(value))
    return d in (v.quantize(q, rounding=ROUND_HALF_UP), v.quantize(q, rounding=ROUND_DOWN))


def fingerprint_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of ``text``'s numbers that are a fingerprint of the one rational answer in ``values`` (module
    docstring)."""
    from agon_mcore.agon.answer_forms.values import rational_values, written_numbers

    targets = rational_values(values)
    if len(targets) != 1:
        return []
    a = targets[0]
    ints = _integer_prints(int(a)) if a.denominator == 1 and 4 <= a <= 10 ** 6 else set()
    decs = _decimal_prints(a) if a > 1 else []
    if not ints and not decs:
        return []
    givens = written_numbers(problem) if problem else set()
    found: List[Tuple[int, int, Fraction]] = []
    sourced = set()
    for m in _NUM.finditer(text):
        raw = m.group(1).replace(",", "")
        v = Fraction(raw)
        if v in givens or v == a or v in _KNOWN:
            continue
        if "." not in raw and v.denominator == 1 and int(v) in ints or \
                "." in raw and len(raw.split(".")[1]) >= 3 and any(_matches(raw, d) for d in decs):
            found.append((m.start(1), m.end(1), v))
            before = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
            before = before[max(before.rfind(";"), before.rfind(":"), before.rfind(". "), before.rfind(","), -1) + 1:]
            if _ARITH_LEFT.search(before) or _EVALUATED.search(before):
                sourced.add(v)
    return [(s, e) for s, e, v in found if v not in sourced]


# conversion constants (a kilometre's metres, an hour's seconds, a day's minutes and seconds, a kibibyte): no fingerprint
_KNOWN = frozenset({1000, 1024, 1440, 3600, 10000, 10080, 86400, 100000, 1000000})
# a function of a written number evaluated right there ("$\ln 2 \approx 0.693$", "√7056 = 84"): the value's source
_ARITH_LEFT = re.compile(r"\d\s*\}?\s*(?:[-+*/×·÷−^]|\\(?:cdot|times|div))\s*\{?\s*\(?\s*\d[^=\n]{0,40}(?:=|≈|\\approx)\s*\$?\s*$")
_EVALUATED = re.compile(r"(?:\\?(?:ln|log|sqrt|exp)(?![A-Za-z])|√)[^=≈\n]{0,24}(?:=|≈|\\approx)\s*\$?\s*$")
