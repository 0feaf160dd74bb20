"""A number named as a term of a well-known integer sequence: "the tenth triangular number" (55), "the 6th
prime" (13), "the fifth Catalan number" (42), "the 12th Fibonacci number" (144), "the third perfect number" (496).

A reader who knows the sequence copies the value from its name, so the name is a form of the value. The term is
computed, not listed: the index is an ordinal (words, ``10th``, ``$n$-th`` with a number) or a cardinal after the
family ("triangular number 10"), and the family's closed form or sympy's function gives the term. A name the
problem itself writes is a given and is not read.

Families (index conventions as usually written): triangular n(n+1)/2, square n², cube n³, pentagonal n(3n-1)/2,
hexagonal n(2n-1), tetrahedral n(n+1)(n+2)/6, square pyramidal n(n+1)(2n+1)/6, prime (sympy ``prime``), composite
(sympy ``composite``), Fibonacci and Lucas (F_1 = F_2 = 1, L_1 = 1), Catalan (C_1 = 1, so "the fifth Catalan number"
is 42; C_0 = 1 is the zeroth), Bell (B_1 = 1), odd 2n-1, even 2n, perfect (the first four), Mersenne prime (first
eight), Mersenne number 2^n - 1 ("the 5th Mersenne number" is 31), Fermat number (either convention: "the third Fermat
number" is F_2 = 17 counted from F_0, or F_3 = 257), factorial ("10 factorial", "the factorial of 10").
"""
from __future__ import annotations

import re
from typing import List, Optional

from agon_mcore.agon.answer_forms.values import Mention, _sp, values_equal
from agon_mcore.agon.answer_forms.words import _ORD

__all__ = ["sequence_term", "sequence_term_mentions"]

_PERFECT = (6, 28, 496, 8128, 33550336, 8589869056)
_MERSENNE = (3, 7, 31, 127, 8191, 131071, 524287, 2147483647)


def _term(family: str, n: int):
    sp = _sp()
    if n < 0 or n > 10_000:
        return None
    f = {
        "triangular": lambda: n * (n + 1) // 2, "square": lambda: n * n, "cube": lambda: n ** 3,
        "pentagonal": lambda: n * (3 * n - 1) // 2, "hexagonal": lambda: n * (2 * n - 1),
        "tetrahedral": lambda: n * (n + 1) * (n + 2) // 6, "pyramidal": lambda: n * (n + 1) * (2 * n + 1) // 6,
        "prime": lambda: int(sp.prime(n)) if n >= 1 else None,
        "composite": lambda: int(sp.composite(n)) if n >= 1 else None,
        "fibonacci": lambda: int(sp.fibonacci(n)), "lucas": lambda: int(sp.lucas(n - 1)) if n >= 1 else None,
        "catalan": lambda: int(sp.catalan(n)) if n <= 500 else None, "bell": lambda: int(sp.bell(n)) if n <= 200 else None,
        "odd": lambda: 2 * n - 1 if n >= 1 else None, "even": lambda: 2 * n if n >= 1 else None,
        "perfect": lambda: _PERFECT[n - 1] if 1 <= n <= len(_PERFECT) else None,
        "mersenne": lambda: _MERSENNE[n - 1] if 1 <= n <= len(_MERSENNE) else None,
        "mersenne number": lambda: 2 ** n - 1 if 1 <= n <= 4096 else None,  # M_n = 2^n - 1
        "fermat": lambda: (2 ** (2 ** (n - 1)) + 1, 2 ** (2 ** n) + 1) if 1 <= n <= 12 else None,  # from F_0 = 3, or F_n
        "factorial": lambda: int(sp.factorial(n)) if n <= 200 else None,
    }.get(family)
    return None if f is None else f()


_FAMILIES = ("triangular", "square", "cube", "pentagonal", "hexagonal", "tetrahedral", "pyramidal", "prime", "composite",
             "fibonacci", "lucas", "catalan", "bell", "odd", "even", "perfect", "mersenne", "fermat", "factorial")
_PHRASES = {"perfect square": "square", "perfect cube": "cube", "square pyramidal": "pyramidal", "mersenne prime": "mersenne",
            "mersenne number": "mersenne number"}


def _family(word: str) -> Optional[str]:
    w = re.sub(r"\s+", " ", word.lower())
    return _PHRASES.get(w) or (w if w in _FAMILIES else None)


# the longer phrases first, so "square pyramidal" is not read as "square"
_FAM = "(?:" + "|".join([p.replace(" ", r"\s+") for p in _PHRASES] + [f for f in _FAMILIES if f != "factorial"]) + ")"
_NOUN = r"(?:number|numeral|integer|term|one|positive\s+integer)"
_NEEDS_NOUN = {"square", "cube", "odd", "even", "perfect", "composite"}  # words with other senses ("the tenth square")
_ORD_NUM = r"(?:\d+\s*(?:st|nd|rd|th)|\$?\d+\$?\s*-?\s*th)"
# "the tenth triangular number", "the 6th prime", "the fifth Catalan number", "the 3rd perfect number"
_BY_ORDINAL = re.compile(rf"(?i)\b(?:the|its|a|is)\s+((?:[a-z]+-)?[a-z]+|{_ORD_NUM})\s+({_FAM})(\s+{_NOUN})?\b"
                         r"(?!\s+(?:of|to|root|factor|divisor|power))")
# "10 factorial", "ten factorial", "the factorial of 10"
_FACTORIAL = re.compile(r"(?i)\bthe\s+factorial\s+of\s+(\d+|[a-z]+(?:-[a-z]+)?)\b|\b(\d+|[a-z]+(?:-[a-z]+)?)\s+factorial\b")


def _index(token: str, ordinal: bool) -> Optional[int]:
    from agon_mcore.agon.answer_forms.relatives import word_number  # relatives imports the readers

    t = re.sub(r"[\s$-]", "", token.lower())
    m = re.fullmatch(r"(\d+)(?:st|nd|rd|th)", t)
    if m:
        return int(m.group(1)) if ordinal else None
    if t.isdigit():
        return None if ordinal else int(t)
    if t in ("a", "an") or ordinal != bool(re.search(r"(?:th|st|nd|rd)$", t)):
        return None
    if t in _ORD:  # "first", "second": word_number leaves them (a rank, a unit of time); before a family they are ordinals
        return _ORD[t]
    w = word_number(token.replace("-", " ").lower())
    return int(w) if w is not None and getattr(w, "is_integer", False) else None


def _readings(text: str):
    """(start, end, family, index) of every sequence-term name in ``text``."""
    for m in _BY_ORDINAL.finditer(text or ""):
        fam, n = _family(m.group(2)), _index(m.group(1), ordinal=True)
        if fam is not None and n is not None and (m.group(3) or m.group(2).lower() not in _NEEDS_NOUN):
            yield m.start(1), m.end(), fam, n
    for m in _FACTORIAL.finditer(text or ""):
        n = _index(m.group(1) or m.group(2), ordinal=False)
        if n is not None:
            yield m.start(), m.end(), "factorial", n


def sequence_term(phrase: str) -> Optional[int]:
    """The value the first sequence-term name in ``phrase`` states ("the tenth triangular number" -> 55), else
    None (module docstring)."""
    for _, _, fam, n in _readings(phrase):
        v = _term(fam, n)
        return v[0] if isinstance(v, tuple) else v
    return None


def sequence_term_mentions(text: str, answers, problem: Optional[str] = None) -> List[Mention]:
    """The sequence-term names in ``text`` whose term equals one of ``answers`` (sympy numbers) as ``"words"``
    mentions; a name ``problem`` writes (the same family and index) is a given and is skipped."""
    sp = _sp()
    given = {(fam, n) for _, _, fam, n in _readings(problem or "")}
    out = []
    for s, e, fam, n in _readings(text):
        v = None if (fam, n) in given else _term(fam, n)
        for x in (v if isinstance(v, tuple) else (v,)):  # an index convention either way (the Fermat numbers from F_0)
            if x is not None and any(values_equal(sp.Integer(x), a) for a in answers):
                out.append(Mention(s, e, sp.Integer(x), "words"))
                break
    return out
