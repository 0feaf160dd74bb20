"""A solution-set answer (an interval, a ray, an inequality) stated in words or by its complement, compared as a set.

An answer ``(e^e, \\infty)`` or ``n \\geq 2`` is a set of numbers, read here as a ``sympy`` set over the problem's
domain (the natural numbers, the integers or the reals, from the problem's words). A draft may state the same set

* by a comparison in words: "for all $x$ beyond $e^e$", "every x greater than 15.15", "whenever n is at least 2",
  "x exceeds e^e" (greater than, more than, larger than, above, beyond, exceeding, over, at least, no less than;
  less than, smaller than, below, under, at most, no more than, up to);
* by its complement in the domain: "every $n$ except $n = 1$", "all n other than 1", "it fails only for n = 1".

The phrase's set is built over the same domain and compared with the answer's as a set: ``n > 1`` over the natural
numbers is ``n \\geq 2``. An endpoint written as a decimal approximation (``15.15`` for ``e^e``, within 0.5%) is the
endpoint. Used by the reader (``agon.leak``); the summarizer hides what the reader reads.
"""
from __future__ import annotations

import functools
import re
from typing import Iterator, List, Optional, Tuple

__all__ = ["answer_set", "solution_set_spans"]

_VALUE = r"(\$[^$\n]{1,60}\$|[-−]?\d+(?:\.\d+)?(?:\s*[/^]\s*\d+)?|[a-z]\^[a-z0-9]|\\?pi|π)"
_VAR = r"(?:\$?\s*[a-zA-Z]\s*\$?\s+)?"
_ABOVE = r"greater\s+than|more\s+than|larger\s+than|bigger\s+than|above|beyond|exceeding|exceeds?|over|past"
_AT_LEAST = r"at\s+least|no\s+less\s+than|not\s+less\s+than|greater\s+than\s+or\s+equal\s+to"
_BELOW = r"less\s+than|smaller\s+than|below|under|short\s+of"
_AT_MOST = r"at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to|less\s+than\s+or\s+equal\s+to"
_COMPARE = re.compile(r"(?i)\b(?:(?:for\s+)?(?:all|every|any|each)\s+(?:real\s+|positive\s+|natural\s+)?" + _VAR +
                      r"(?:numbers?\s+|values?\s+|integers?\s+)?|when(?:ever)?\s+" + _VAR + r"(?:is\s+)?|" + _VAR + r"(?:is\s+)?)"
                      r"(" + _AT_LEAST + "|" + _AT_MOST + "|" + _ABOVE + "|" + _BELOW + r")\s+" + _VALUE)
_EXCEPT = re.compile(r"(?i)\b(?:all|every|any|each)\s+(?:[a-z]+\s+)?" + _VAR + r"(?:[a-z]+\s+)?(?:except|but|other\s+than|apart\s+from|besides|save)"
                     r"\s+(?:for\s+)?(?:\$?\s*[a-zA-Z]\s*=\s*)?" + _VALUE)
_ONLY_FAILS = re.compile(r"(?i)\b(?:fails?|breaks?\s+down|does\s+not\s+work|doesn['’]t\s+work|is\s+impossible|has\s+no\s+solution)"
                         r"\s+only\s+(?:for|at|when)\s+(?:\$?\s*[a-zA-Z]\s*=\s*)?" + _VALUE)


@functools.lru_cache(maxsize=1)
def _sets():
    import sympy

    return sympy


def _domain(problem: Optional[str]):
    S = _sets()
    p = (problem or "").lower()
    if re.search(r"natural\s+numbers?|positive\s+integers?|\\mathbb\s*\{?n\}?|\bℕ", p):
        return S.Naturals
    if re.search(r"\bintegers?\b|\\mathbb\s*\{?z\}?|ℤ", p):
        return S.Integers
    return S.Reals


def answer_set(answer: str, problem: Optional[str] = None):
    """The answer as a set over the problem's domain (an interval, a union of intervals, or a one-variable
    inequality), or None for any other answer. Raises nothing."""
    from agon_mcore.agon.answer_forms import parse_answer

    S = _sets()
    dom = _domain(problem)
    for v in parse_answer(answer).values:
        try:
            if isinstance(v, (S.Interval, S.Union)) and v.is_subset(S.Reals) is not False:
                return S.Intersection(v, dom).doit()
            if isinstance(v, S.core.relational.Relational) and not isinstance(v, (S.Eq, S.Ne)) and len(v.free_symbols) == 1:
                x = next(iter(v.free_symbols))
                got = S.solve_univariate_inequality(v, x, relational=False)
                return S.Intersection(got, dom).doit()
        except Exception:  # noqa: BLE001 (sympy raises many kinds; such an answer is no set here)
            continue
    return None


def _value(tok: str):
    from agon_mcore.agon.answer_forms.values import latex_value, plain_value

    t = tok.strip().strip("$").strip()
    t = re.split(r"\\approx|≈|\\sim", t)[0].strip()
    v = latex_value(t)
    if v is None:
        v = plain_value(t)
    try:
        return v if v is not None and v.is_real else None
    except Exception:  # noqa: BLE001 (no assumptions, or sympy's assumption system raising)
        return None


def _approx(tok: str) -> bool:
    return bool(re.fullmatch(r"\$?\s*[-−]?\d+\.\d+\s*\$?", tok.strip()))


def _same(a, b, dom=None) -> bool:
    """Whether the sets ``a`` and ``b`` are equal: over the integers by membership of -200..400 and of four far
    values standing for unboundedness (sympy decides neither ``Complement(Naturals, {1}) == Range(2, oo)`` nor the
    bounds of a union with an empty range), else by sympy."""
    S = _sets()
    try:
        if a == b:
            return True
        if dom in (S.Naturals, S.Integers):
            probe = [*range(-200, 401), 10**6, 10**9, -10**6, -10**9]  # far values stand for unboundedness
            return all(bool(a.contains(n)) == bool(b.contains(n)) for n in probe)
        return bool(S.simplify(S.Complement(a, b)) == S.EmptySet and S.simplify(S.Complement(b, a)) == S.EmptySet)
    except Exception:  # noqa: BLE001 (an undecided comparison reads nothing)
        return False


def _endpoint_close(word_set, want, dom) -> bool:
    """``word_set`` equals ``want`` after moving its one finite endpoint onto ``want``'s (a decimal approximation)."""
    try:
        a, b = [x for x in (word_set.inf, word_set.sup) if x.is_finite], [x for x in (want.inf, want.sup) if x.is_finite]
        if len(a) != 1 or len(b) != 1 or abs(float(a[0]) - float(b[0])) > 0.005 * max(abs(float(b[0])), 1e-9):
            return False
        return _same(word_set.subs(a[0], b[0]), want, dom)
    except Exception:  # noqa: BLE001
        return False


def _without(dom, v):
    """The domain without the one value ``v``, as ranges or intervals (sympy gives a complement no bounds)."""
    S = _sets()
    if dom in (S.Naturals, S.Integers):
        if not v.is_integer:
            return dom
        lo = [S.Range(1, v)] if dom == S.Naturals else [S.Range(-S.oo, v)]
        return S.Union(*lo, S.Range(v + 1, S.oo))
    return S.Union(S.Interval.open(-S.oo, v), S.Interval.open(v, S.oo))


def _word_sets(text: str, dom) -> List[Tuple[int, int, object, bool]]:
    """(start, end, set, endpoint approximate) for every comparison or complement phrase of ``text``."""
    S = _sets()
    out = []
    for m in _COMPARE.finditer(text):
        v = _value(m.group(2))
        if v is None:
            continue
        w = re.sub(r"\s+", " ", m.group(1).lower())
        if re.fullmatch(_AT_LEAST, w, re.I):
            st = S.Interval(v, S.oo)
        elif re.fullmatch(_AT_MOST, w, re.I):
            st = S.Interval(-S.oo, v)
        elif re.fullmatch(_ABOVE, w, re.I):
            st = S.Interval.open(v, S.oo)
        else:
            st = S.Interval.open(-S.oo, v)
        out.append((m.start(), m.end(), S.Intersection(st, dom).doit(), _approx(m.group(2))))
    for rx in (_EXCEPT, _ONLY_FAILS):
        for m in rx.finditer(text):
            v = _value(m.group(1))
            if v is not None:
                out.append((m.start(), m.end(), _without(dom, v), False))
    return out


def solution_set_spans(text: str, answer: str, problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """Spans of phrases of ``text`` whose set (module docstring) is the answer's set. Raises nothing."""
    if not re.search(r"(?i)\b(?:than|above|beyond|exceed|over|past|least|most|below|under|up\s+to|except|but|other|apart|"
                     r"besides|save|only)", text):
        return
    want = answer_set(answer, problem)
    if want is None:
        return
    dom = _domain(problem)
    try:
        found = [(s, e) for s, e, st, approx in _word_sets(text, dom)
                 if _same(st, want, dom) or (approx and _endpoint_close(st, want, dom))]
    except Exception:  # noqa: BLE001 (sympy's set algebra raises many kinds: nothing read)
        return
    yield from found
