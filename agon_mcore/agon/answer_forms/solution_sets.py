"""A solution-set answer (an interval, a ray, an inequality) stated in words or by its complement, compared as a set.

An answer ``(e^e, \\infty)`` or ``n \\geq 2`` is a set of numbers, read here as a ``sympy`` set over the problem's
domain (the natural numbers, the integers or the reals, from the problem's words). A draft may state the same set

* by a comparison in words: "for all $x$ beyond $e^e$", "every x greater than 15.15", "whenever n is at least 2",
  "x exceeds e^e" (greater than, more than, larger than, above, beyond, exceeding, over, at least, no less than;
  less than, smaller than, below, under, at most, no more than, up to);
* by its complement in the domain: "every $n$ except $n = 1$", "all n other than 1", "it fails only for n = 1";
* by set-builder notation (:func:`set_builder_spans`): ``\\{K \\in \\mathbb{Q} : K = -K\\}`` is the set its condition
  solves to over its domain (``\\{0\\}``), for any set answer (a finite set too).

The phrase's set is built over the same domain and compared with the answer's as a set: ``n > 1`` over the natural
numbers is ``n \\geq 2``. An endpoint written as a decimal approximation (``15.15`` for ``e^e``, within 0.5%) is the
endpoint. Used by the reader (``agon.leak``); the summarizer hides what the reader reads.
"""
from __future__ import annotations

import functools
import re
from typing import Iterator, List, Optional, Tuple

__all__ = ["answer_set", "set_builder_spans", "solution_set_spans"]

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


# an interval by its centre and half-width: ``|x - 7/2| \le 3/2`` (the variable alone inside the bars), or in words
# "centred at 7/2 with half-width 3/2", "within 3/2 of 7/2", "7/2 plus or minus 3/2"
_BAR_OPEN = r"(?:\\left\s*\||\\lvert|\\vert|\||∣)"
_BAR_CLOSE = r"(?:\\right\s*\||\\rvert|\\vert|\||∣)"
_CVAL = r"(\\[dt]?frac\s*\{[^{}]{1,12}\}\s*\{[^{}]{1,12}\}|\\[dt]?frac\d\d|[-−]?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)"
_ABS_REL = re.compile(_BAR_OPEN + r"\s*[a-z]\s*([-+−])\s*" + _CVAL + r"\s*" + _BAR_CLOSE + r"\s*(<=|>=|≤|≥|<|>|\\leq?|\\geq?|\\lt|\\gt)\s*"
                     + _CVAL)
_CENTRED = re.compile(r"(?i)\b(?:cent(?:red|ered)\s+(?:at|on|around)|around|about|midpoint)\s+\$?\s*" + _CVAL +
                      r"\s*\$?[\s,]*(?:with|and|of)?\s+(?:a\s+|the\s+)?(?:half[-\s]?(?:width|length)|radius|half[-\s]?range)"
                      r"\s*(?:of\s+|=\s*|is\s+)?\$?\s*" + _CVAL)
_WITHIN = re.compile(r"(?i)\bwithin\s+(?:a\s+distance\s+(?:of\s+)?)?\$?\s*" + _CVAL + r"\s*\$?\s+(?:units?\s+)?of\s+\$?\s*" + _CVAL)
_PLUS_MINUS = re.compile(r"(?i)" + _CVAL + r"\s*\$?\s*(?:plus\s+or\s+minus|±|\\pm)\s*\$?\s*" + _CVAL)


def _centred_sets(text: str) -> List[Tuple[int, int, object, bool]]:
    """(start, end, set, closedness stated) for every interval written by its centre and half-width."""
    S = _sets()
    out = []
    for m in _ABS_REL.finditer(text):
        c, r = _value(m.group(2)), _value(m.group(4))
        if c is None or r is None:
            continue
        c = c if m.group(1) in "-−" else -c
        op = m.group(3)
        inside = S.Interval(c - r, c + r, left_open=op in ("<", "\\lt"), right_open=op in ("<", "\\lt"))
        if op.startswith(("<", "≤", "\\le", "\\lt")):
            out.append((m.start(), m.end(), inside, True))
        else:
            out.append((m.start(), m.end(), S.Complement(S.Reals, S.Interval(c - r, c + r, op in (">=", "≥") or op.startswith("\\ge"),
                                                                              op in (">=", "≥") or op.startswith("\\ge"))), True))
    for rx, ci, ri in ((_CENTRED, 1, 2), (_WITHIN, 2, 1), (_PLUS_MINUS, 1, 2)):
        for m in rx.finditer(text):
            c, r = _value(m.group(ci)), _value(m.group(ri))
            if c is not None and r is not None and r > 0:
                out.append((m.start(), m.end(), S.Interval(c - r, c + r), False))
    return out


# a set of reals by its name: ``\mathbb{R}_{>0}``, ``\mathbb{R}^+``, ``ℝ_{\ge 0}``, ``\mathbb{R} \setminus \{0\}``, "the positive
# reals", "the non-negative real numbers", "the whole real line"
_REALS = r"(?:\\mathbb\s*\{?\s*R\s*\}?|\\R(?![A-Za-z])|ℝ|\\mathbf\s*\{\s*R\s*\})"
_NAMED_SET = re.compile(_REALS + r"\s*(?:(?P<sub>[_^])\s*\{?\s*(?P<sign>\+|-|−|\*|>\s*0|<\s*0|\\geq?\s*0|\\leq?\s*0|\\gt\s*0|\\lt\s*0|≥\s*0|≤\s*0|>=\s*0|<=\s*0)\s*\}?"
                        r"|(?P<u>[⁺⁻])|\s*\\(?:setminus|backslash)\s*\\?\{\s*0\s*\\?\}|\s*-\s*\\?\{\s*0\s*\\?\})?(?![\w{])")
_SET_WORDS = re.compile(r"(?i)\b(?:the\s+)?(?:set\s+of\s+)?(?:all\s+)?(strictly\s+positive|positive|non-?negative|negative|non-?positive|non-?zero)\s+"
                        r"(?:real\s+numbers|reals|real\s+line|half[-\s]line)|\b(?:the\s+)?(?:whole|entire)\s+real\s+(?:line|axis)|\ball\s+(?:of\s+)?(?:the\s+)?real\s+numbers|\ball\s+reals")


def _named_sets(text: str) -> List[Tuple[int, int, object]]:
    """(start, end, set) for every set of reals written by its name (see :data:`_NAMED_SET`, :data:`_SET_WORDS`)."""
    S = _sets()
    pos, nonneg = S.Interval.open(0, S.oo), S.Interval(0, S.oo)
    neg, nonpos = S.Interval.open(-S.oo, 0), S.Interval(-S.oo, 0)
    nonzero = S.Union(neg, pos)
    out = []
    for m in _NAMED_SET.finditer(text):
        sign = re.sub(r"\s+", "", m.group("sign") or m.group("u") or "")
        rest = m.group(0)
        if not sign:
            st = nonzero if re.search(r"\{\s*0", rest) else S.Reals
        elif sign in ("+", "⁺", ">0", "\\gt0"):
            st = pos
        elif sign in ("-", "−", "⁻", "<0", "\\lt0"):
            st = neg
        elif sign == "*":
            st = nonzero
        elif sign in ("≥0", ">=0", "\\ge0", "\\geq0"):
            st = nonneg
        else:
            st = nonpos
        out.append((m.start(), m.end(), st))
    for m in _SET_WORDS.finditer(text):
        w = re.sub(r"[\s-]+", "", (m.group(1) or "").lower())
        st = {"strictlypositive": pos, "positive": pos, "nonnegative": nonneg, "negative": neg, "nonpositive": nonpos,
              "nonzero": nonzero}.get(w, S.Reals)
        out.append((m.start(), m.end(), st))
    return out


# the answer's set stated as the solution set of a relation: "the solution set is exactly where (x+2)(x-5) < 0", "the
# answer is the set of x with x^2 < 9" (an inequality in one variable after an answer phrase, solved by sympy)
_SET_IS = re.compile(r"(?i)\b(?:solution\s+set|set\s+of\s+solutions|answer(?:\s+set)?|solutions?)\s+(?:is|are|=)\s+"
                     r"(?:exactly\s+|precisely\s+|just\s+)?(?:the\s+set\s+)?(?:where|when|of\s+(?:all\s+)?[a-z]\s+(?:with|such\s+that|for\s+which)|"
                     r"(?:all\s+)?[a-z]\s+(?:with|such\s+that|for\s+which))\s+\$?([^$\n;]{3,80}?)\$?\s*(?:[.;,]|$)")


def _stated_relation_sets(text: str):
    """(start, end, set) for an inequality in one variable stated as the solution set (:data:`_SET_IS`)."""
    from agon_mcore.agon.answer_forms.values import latex_value

    S = _sets()
    out = []
    for m in _SET_IS.finditer(text):
        rel = latex_value(m.group(1).strip())
        try:
            if isinstance(rel, S.core.relational.Relational) and not isinstance(rel, (S.Eq, S.Ne)) and len(rel.free_symbols) == 1:
                x = next(iter(rel.free_symbols))
                out.append((m.start(1), m.end(1), S.solve_univariate_inequality(rel, x, relational=False)))
        except Exception:  # noqa: BLE001 (sympy cannot solve it: nothing read)
            continue
    return out


def _same_ends(a, b) -> bool:
    """Two intervals with the same endpoints, open or closed (words that give a centre leave the ends unsaid)."""
    S = _sets()
    try:
        return isinstance(a, S.Interval) and isinstance(b, S.Interval) and a.inf == b.inf and a.sup == b.sup
    except Exception:  # noqa: BLE001
        return False


def solution_set_spans(text: str, answer: str, problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """Spans of phrases of ``text`` whose set (module docstring) is the answer's set, that name it (``\\mathbb{R}_{>0}``,
    ``\\mathbb{R}^+``, "the non-negative reals", "all real numbers"), that state it as the solution set of an inequality
    ("the solution set is exactly where (x+2)(x-5) < 0"), or that write the answer's
    interval by its centre and half-width (``|x - 7/2| \\le 3/2``, "centred at 7/2 with half-width 3/2", "within 3/2
    of 7/2"; not a relation the problem itself states). Raises nothing."""
    words = re.search(r"(?i)\b(?:than|above|beyond|exceed|over|past|least|most|below|under|up\s+to|except|but|other|apart|"
                      r"besides|save|only)", text)
    centred = re.search(r"(?i)\||\\[lr]?vert|∣|cent(?:red|ered)|around|about|midpoint|within|±|\\pm|plus\s+or\s+minus", text)
    named = re.search(r"(?i)mathbb|\\R(?![A-Za-z])|ℝ|mathbf\s*\{\s*R|\breals?\b", text)
    stated = re.search(r"(?i)\b(?:solution|answer)", text)
    if not (words or centred or named or stated):
        return
    want = answer_set(answer, problem)
    if want is None:
        return
    dom = _domain(problem)
    flat = re.sub(r"\s+", "", problem or "")
    try:
        found = [(s, e) for s, e, st, approx in (_word_sets(text, dom) if words else [])
                 if _same(st, want, dom) or (approx and _endpoint_close(st, want, dom))]
        if centred and dom == _sets().Reals:
            for s, e, st, closed in _centred_sets(text):
                if re.sub(r"\s+", "", text[s:e]) in flat:
                    continue  # the problem's own inequality, restated
                if _same(st, want, dom) or (not closed and _same_ends(st, want)):
                    found.append((s, e))
        if stated and dom == _sets().Reals:
            found += [(s, e) for s, e, st in _stated_relation_sets(text) if _same(st, want, dom)]
        if named and dom == _sets().Reals:
            domain_named = bool(re.search(r"(?i)\breal|mathbb\s*\{?\s*R|ℝ", problem or ""))
            found += [(s, e) for s, e, st in _named_sets(text) if _same(st, want, dom) and
                      not (domain_named and st == _sets().Reals and not re.search(r"[A-Za-z]{3}", text[s:e].replace("mathbb", "")))]
            # the bare symbol of the reals where the problem asks about reals is its domain ("Let $x \\in \\mathbb{R}$")
    except Exception:  # noqa: BLE001 (sympy's set algebra raises many kinds: nothing read)
        return
    yield from found


_DOMAINS = {"Q": "Rationals", "Z": "Integers", "N": "Naturals0", "R": "Reals", "C": "Complexes"}
_BUILDER = re.compile(r"\\\{\s*([a-zA-Z])\s*(?:\\in\s*(?:\\mathbb\s*\{?\s*([QZNRC])\s*\}?|([ℚℤℕℝℂ])))?\s*(?::|\\mid|\|)\s*"
                      r"([^{}$\n]{1,80}?)\s*\\\}")


def set_builder_spans(text: str, answer: str, problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """Spans of set-builder sets in ``text`` (``\\{K \\in \\mathbb{Q} : K = -K\\}``, ``\\{x : x^2 < 9\\}``) whose condition,
    one relation in the set's variable, solves over the set's domain (the reals when it names none) to the answer's
    set (a finite set, an interval), and that the problem does not write itself. Raises nothing."""
    if "\\{" not in text:
        return
    from agon_mcore.agon.answer_forms import parse_answer
    from agon_mcore.agon.answer_forms.values import latex_value, written_in_problem

    S = _sets()
    wants = [v for v in parse_answer(answer).values if isinstance(v, S.Set)]
    if not wants:
        return
    for m in _BUILDER.finditer(text):
        name = m.group(2) or {"ℚ": "Q", "ℤ": "Z", "ℕ": "N", "ℝ": "R", "ℂ": "C"}.get(m.group(3) or "", "R")
        try:
            rel = latex_value(m.group(4).strip())
            if not isinstance(rel, S.core.relational.Relational) or len(rel.free_symbols) != 1:
                continue
            x = next(iter(rel.free_symbols))
            if x.name.lower() != m.group(1).lower():
                continue  # a condition on another name
            got = S.solveset(rel, x, getattr(S.S, _DOMAINS[name]))
            if any(got == (S.FiniteSet(*w) if isinstance(w, S.FiniteSet) else w) for w in wants) and \
                    not written_in_problem(m.group(0), problem):
                yield m.start(), m.end()
        except Exception:  # noqa: BLE001 (sympy cannot solve it: nothing read)
            continue
