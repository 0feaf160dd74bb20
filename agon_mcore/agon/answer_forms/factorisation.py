"""An integer written as its prime factorisation (``2^3 · 3^2 · 5`` for 360): a notation of the value, not
arithmetic still to do.

The reader takes an operation between numbers as work the challenger still has to do (``12 - 5 + 1``, ``3^4``,
``\\binom{7}{2}``: ``answer_forms.reader_roles.unevaluated``), except where a phrase names it in words. A product
of distinct primes with exponents is different: it is the integer's canonical form (the fundamental theorem of
arithmetic), as scientific notation is a decimal's: in answer position ("In factored form the answer is
2^3 · 3^2 · 5", "So the LCM is $2^3 \\cdot 3^2 \\cdot 5$") it states the answer. Elsewhere the product is the
work's last step, still to do, and stays ("Take the highest powers: 2^3 · 3^2 · 5."). :func:`prime_factorisation`
recognises the form; the reader (``compare._answer_mentions_uncached``) reads it in answer position.
"""
from __future__ import annotations

import re

__all__ = ["prime_factorisation"]

_PRIME_POWER = re.compile(r"\s*\(?\s*(\d+)\s*\)?\s*(?:\^\s*\{?\s*(\d+)\s*\}?|([²³⁴⁵⁶⁷⁸⁹]))?\s*")
_TIMES_SPLIT = re.compile(r"\\cdot|\\times|[·×*]")


def prime_factorisation(span: str) -> bool:
    """Whether ``span`` (a product, with or without ``$``) is an integer's prime factorisation (``2^3 · 3^2 · 5``,
    ``$2^{4} \\times 7$``, ``3²·11``): two or more distinct primes joined by a product sign, at least one with an
    exponent (``2 · 3 · 5`` with none reads as a product still to do, as ``3 · 5`` choices do). No errors raised."""
    from sympy import isprime

    parts = _TIMES_SPLIT.split(span.replace("$", " ").replace("\\,", " "))
    if len(parts) < 2:
        return False
    primes, powered = [], False
    for part in parts:
        m = _PRIME_POWER.fullmatch(part)
        if not m or not isprime(int(m.group(1))):
            return False
        primes.append(int(m.group(1)))
        powered = powered or bool(m.group(2) or m.group(3))
    return powered and len(set(primes)) == len(primes)
