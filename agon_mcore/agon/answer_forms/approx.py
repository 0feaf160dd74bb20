"""An approximation read in either direction, by value at the answer's precision.

The reader already reads a decimal approximation of an exact answer (``2.236`` for ``\\sqrt{5}``).
This module reads the reverse: a kept decimal written to MORE places than a decimal answer, that
rounds (half up) to the answer at the answer's own places (``24.375`` for the answer ``24.38``: the
draft computed the value and rounded it, money to cents). Intermediates of other values stay; an
integer answer is never read from a rounded decimal (``24.375`` for ``24``: too many false alarms).
"""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Optional


def _rational(value: Any) -> Any:
    """A sympy Float read as the decimal it prints (``\\$24.38`` parses as a Float), else ``value``."""
    if getattr(value, "is_Float", False):
        import sympy

        return sympy.Rational(str(value))
    return value


def answer_places(value: Any) -> Optional[int]:
    """The decimal places of a terminating decimal answer (``1219/50`` -> 2), ``None`` for an
    integer, a non-rational value or a fraction that does not terminate within 12 places."""
    try:
        value = _rational(value)
        if not getattr(value, "is_Rational", False) or value.is_Integer:
            return None
        for d in range(1, 13):
            if (value * 10 ** d).is_Integer:
                return d
    except Exception:  # noqa: BLE001 - not a number: no places
        return None
    return None


def rounds_to(mention_value: Any, places: Optional[int], answer_value: Any) -> bool:
    """Whether a decimal ``mention_value`` written with ``places`` decimals (``Mention.approx``)
    rounds half up to the decimal ``answer_value`` at the answer's places, the mention having
    more places than the answer (``24.375`` -> ``24.38``; ``24.38`` itself is plain equality).
    Never raises: anything else is ``False``."""
    d = answer_places(answer_value)
    if d is None or places is None or places <= d:
        return False
    try:
        answer_value = _rational(answer_value)
        if not getattr(mention_value, "is_Rational", False):
            return False
        a = Decimal(int(mention_value.p)) / Decimal(int(mention_value.q))
        b = Decimal(int(answer_value.p)) / Decimal(int(answer_value.q))
        q = Decimal(1).scaleb(-d)
        return a.copy_abs().quantize(q, rounding=ROUND_HALF_UP) * (1 if a >= 0 else -1) == b
    except Exception:  # noqa: BLE001 - not a decimal: no rounding
        return False
