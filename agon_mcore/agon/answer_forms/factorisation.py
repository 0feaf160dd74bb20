"""A number written in a canonical form that shows it: its prime factorisation (``2^3 · 3^2 · 5`` for 360,
``\\frac{3^5}{5^4}`` for 243/625), or its
expansion in the base the answer is written in (``2 \\cdot 5^2 + 0 \\cdot 5 + 4`` for ``204_5``). Each is a
notation of the value, not arithmetic still to do.

The reader takes an operation between numbers as work the challenger still has to do (``12 - 5 + 1``, ``3^4``,
``\\binom{7}{2}``: ``answer_forms.reader_roles.unevaluated``), except where a phrase names it in words. A product
of distinct primes with exponents is different: it is the integer's canonical form (the fundamental theorem of
arithmetic), as scientific notation is a decimal's: in answer position ("In factored form the answer is
2^3 · 3^2 · 5", "So the LCM is $2^3 \\cdot 3^2 \\cdot 5$") it states the answer. Elsewhere the product is the
work's last step, still to do, and stays ("Take the highest powers: 2^3 · 3^2 · 5."). :func:`prime_factorisation`
recognises the form; the reader (``compare._answer_mentions_uncached``) reads it in answer position.

A positional expansion (:func:`base_expansion_digits`) shows a numeral's digits one by one: where the answer is a
numeral in another base (``204_5``), its digits read off an expansion in that base (descending powers of 5, each
digit below 5) are the answer wherever the expansion stands ("Reading the quotient by place value: 2·5^2 + 0·5 + 4").
An expansion whose digits differ (a given converted, ``4·25 + 1·5 + 3`` for ``413_5``) is work.
"""
from __future__ import annotations

import re

__all__ = ["answer_base", "base_expansion_digits", "expanded_in_base", "prime_factorisation"]

_PRIME_POWER = re.compile(r"\s*\(?\s*(\d+)\s*\)?\s*(?:\^\s*\{?\s*(\d+)\s*\}?|([²³⁴⁵⁶⁷⁸⁹]))?\s*")
_TIMES_SPLIT = re.compile(r"\\cdot|\\times|[·×*]")


def _prime_powers(side: str, repeats: bool = False):
    """The primes of a product of prime powers (``2^3 · 3^2 · 5``, ``3^5``) and whether one has an exponent, or None;
    ``repeats``: a prime may be written again, in order (``2 · 2 · 2 · 3 · 5``)."""
    from sympy import isprime

    primes, powered = [], False
    for part in _TIMES_SPLIT.split(side):
        m = _PRIME_POWER.fullmatch(part)
        if not m or not isprime(int(m.group(1))):
            return None
        primes.append(int(m.group(1)))
        powered = powered or bool(m.group(2) or m.group(3))
    if repeats and primes == sorted(primes) and not powered:
        return sorted(set(primes)), True  # each repeat is an exponent written out
    return (primes, powered) if len(set(primes)) == len(primes) else None


_QUOTIENT = re.compile(r"\s*\\[dt]?frac\s*\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}\s*\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}\s*|([^/]+)/([^/]+)")


def prime_factorisation(span: str, named: bool = False) -> bool:
    """Whether ``span`` (a product or a quotient, with or without ``$``) is a rational number's prime factorisation
    (``2^3 · 3^2 · 5``, ``$2^{4} \\times 7$``, ``3²·11``, ``\\dfrac{3^5}{5^4}``, ``3^5/5^4``): distinct primes joined by a
    product sign, at least one with an exponent (``2 · 3 · 5`` with no exponent reads as a product still to do, as
    ``3 · 5`` choices do, unless ``named``: the text calls it a factorisation, "it factors as 5 × 67", where a prime may
    also be repeated in order, ``2 · 2 · 2 · 3 · 5``), or one prime to a power of 2 or more (``2^{20}``); a quotient's
    two sides share no prime. No errors raised."""
    t = span.replace("$", " ").replace("\\,", " ").strip()
    q = _QUOTIENT.fullmatch(t)
    if q:
        num, den = (q.group(1), q.group(2)) if q.group(1) is not None else (q.group(3), q.group(4))
        a, b = _prime_powers(num), _prime_powers(den)
        return bool(a and b) and (a[1] or b[1]) and not set(a[0]) & set(b[0])
    got = _prime_powers(t, repeats=named)  # named: "its prime factorisation is 2 · 2 · 2 · 3 · 5"
    if got and named and len(_TIMES_SPLIT.split(t)) > len(got[0]):
        return True  # a prime written again: "2 · 2 · 5" called a factorisation
    if got and len(got[0]) == 1:  # one prime power: 2^{20}, 3^4 (a prime to the first power is no form)
        m = _PRIME_POWER.fullmatch(t)
        return bool(m and (m.group(2) and int(m.group(2)) >= 2 or m.group(3)))
    return bool(got) and len(got[0]) >= 2 and (got[1] or named)


# a term of a positional expansion: "2·5^2", "2 \\cdot 5^{2}", "0·5", "4", "(2)(5^2)"
_TERM = re.compile(r"\s*\(?\s*(\d+)\s*\)?\s*(?:(?:\\cdot|\\times|[·×*])\s*\(?\s*(\d+)\s*(?:\^\s*\{?\s*(\d+)\s*\}?|([²³⁴⁵⁶⁷⁸⁹]))?\s*\)?)?\s*")
_SUPERSCRIPT = {c: k for k, c in enumerate("⁰¹²³⁴⁵⁶⁷⁸⁹")}
_BASE_ANSWER = re.compile(r"\s*\$?\s*\(?([0-9A-Za-z]+)\)?\s*_\s*\{?\s*(\d+)\s*\}?\s*\$?\s*")


def answer_base(answer: str):
    """``(digits, base)`` of an answer written as a numeral with a base subscript (``204_5``, ``(1011)_{2}``), or None."""
    m = _BASE_ANSWER.fullmatch(answer)
    if not m or not 2 <= int(m.group(2)) <= 36:
        return None
    return m.group(1).upper().lstrip("0") or "0", int(m.group(2))


def base_expansion_digits(span: str, base: int):
    """The digit string (upper case, leading zeros dropped) that ``span`` spells as a positional expansion in ``base``:
    terms ``d · base^k`` joined by ``+`` with the powers descending to the units (``2 \\cdot 5^2 + 0 \\cdot 5 + 4``
    gives ``"204"``; a power left out is a zero digit), every digit below the base and at least two terms; else None."""
    parts = span.replace("$", " ").replace("\\,", " ").split("+")
    if len(parts) < 2:
        return None
    digits = {}
    for part in parts:
        m = _TERM.fullmatch(part)
        if not m:
            return None
        d = int(m.group(1))
        if m.group(2) is None:
            k = 0
        elif int(m.group(2)) != base:
            return None
        else:
            k = int(m.group(3)) if m.group(3) else _SUPERSCRIPT[m.group(4)] if m.group(4) else 1
        if d >= base or k in digits or (digits and k > min(digits)):
            return None
        digits[k] = d
    top = max(digits)
    return "".join("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[digits.get(k, 0)] for k in range(top, -1, -1)).lstrip("0") or "0"


def expanded_in_base(span: str, answer: str) -> bool:
    """Whether ``span`` is the positional expansion of ``answer`` (a numeral with a base subscript) in its base, digit
    for digit. False for an answer with no base subscript."""
    ab = answer_base(answer)
    return ab is not None and base_expansion_digits(span, ab[1]) == ab[0]
