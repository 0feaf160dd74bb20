"""A statement answer, a relation between two expressions, restated as the same relation in another arrangement.

An answer such as ``\\|m\\| \\le \\|\\tau\\|``, ``M \\cong N`` or ``\\dim_k M^* = \\dim_k M`` is a relation whose sides
are no numbers. The value readers parse sides into sympy values, and these sides do not parse. So the relation is
compared by its STRUCTURE: it is split at its one top-level relation sign, each side is written in a canonical
spelling, and the sign is named by its meaning:

* **signs**: ``\\le``, ``\\leq``, ``\\leqslant``, ``≤`` and ``<=`` are one sign. So are ``\\cong``, ``\\simeq`` and ``≅``
  (isomorphic), and ``\\subseteq`` and ``⊆``.
* **sides**: spaces, ``\\left``/``\\right``, thin spaces and braces around one token are dropped. ``\\Vert``,
  ``\\lVert`` and ``\\rVert`` are written ``\\|``, and ``\\ast`` is ``*``.

A relation in the text's math states the answer when, spelled canonically, it is the answer's relation in the
same order, or reversed with the sign flipped (``\\|\\tau\\| \\ge \\|m\\|`` for ``\\|m\\| \\le \\|\\tau\\|``). A
symmetric sign (``=``, isomorphic) states it in either order. Prose states it with the sign's words: "$M$ and $N$ are
isomorphic", "$M$ is isomorphic to $N$", "$f$ and $g$ coincide". For an equality of two values of one function
(``\\dim_k M^* = \\dim_k M``), "$M^*$ and $M$ have the same dimension" states it too.

A claim the problem asks to prove ("Prove that $M \\cong N$", "Establish an isomorphism between ..."), with both
sides written in the problem, is its given and stays: restating it tells the reader nothing. A relation the problem
only asks about ("is it true that $\\|m\\| \\le \\|\\tau\\|$?") is the answer, read wherever the text asserts it; its
sides are the predicate of that yes/no question (:func:`asked_relation_sides`, used by ``agon.results.verdict_terms``).

An answer that is no relation but a function space is read in its other notation: ``W^{2,2}(M)`` is ``H^2(M)``.
"""
from __future__ import annotations

import re
from typing import Iterator, List, Optional, Tuple

__all__ = ["statement_spans", "split_relation", "asked_relation_sides", "canonical_side"]

_SIGNS = [("\\leqslant", "le"), ("\\geqslant", "ge"), ("\\subseteq", "sub"), ("\\supseteq", "sup"), ("\\simeq", "iso"),
          ("\\cong", "iso"), ("\\leq", "le"), ("\\geq", "ge"), ("\\le", "le"), ("\\ge", "ge"), ("\\lt", "lt"), ("\\gt", "gt"),
          ("<=", "le"), (">=", "ge"), ("≤", "le"), ("≥", "ge"), ("≅", "iso"), ("⊆", "sub"), ("⊇", "sup"), ("<", "lt"),
          (">", "gt"), ("=", "eq")]
_FLIP = {"le": "ge", "ge": "le", "lt": "gt", "gt": "lt", "sub": "sup", "sup": "sub", "eq": "eq", "iso": "iso"}
_SIGN_RE = re.compile("|".join(re.escape(s) + (r"(?![A-Za-z])" if s[0] == "\\" else "") for s, _ in _SIGNS))
_NAME = dict(_SIGNS)
# the words of a symmetric sign between two names: "$M$ and $N$ are isomorphic", "$M$ is isomorphic to $N$"
_TERM = r"(\$[^$\n]{1,60}\$|\b[A-Za-z]\b)"
_WORDS = {
    "iso": [re.compile(_TERM + r"\s+and\s+" + _TERM + r"\s+are\s+(?:naturally\s+|canonically\s+)?isomorphic\b"),
            re.compile(_TERM + r"\s+is\s+(?:naturally\s+|canonically\s+)?isomorphic\s+to\s+" + _TERM)],
    "eq": [re.compile(r"(?:the\s+(?:two\s+)?(?:maps|functions|operators|morphisms)\s+)?" + _TERM + r"\s+and\s+" + _TERM +
                      r"\s+(?:coincide|agree|are\s+equal|are\s+the\s+same)\b")],
}
# "$M^*$ and $M$ have the same dimension" for an equality of one function's values
_SAME = {"dim": "dimension", "deg": "degree", "rank": "rank", "operatorname{rank}": "rank", "ord": "order"}
_PROVE = re.compile(r"(?i)\b(?:prove|show|establish|verify|deduce|demonstrate|justify)\b")


def _canon(side: str) -> str:
    """``side`` spelled canonically (module docstring)."""
    t = re.sub(r"\\(?:left|right|big|Big|bigg|Bigg)(?![A-Za-z])|\\[,;:! ]|\\quad|\\qquad|~", "", side)
    t = re.sub(r"\\(?:Vert|lVert|rVert)(?![A-Za-z])|‖", r"\\|", t)
    t = re.sub(r"\\ast(?![A-Za-z])", "*", t)
    t = re.sub(r"\\operatorname\s*\{\s*([A-Za-z]+)\s*\}", r"\\\1", t)
    t = re.sub(r"\\(?:mathrm|text)\s*\{\s*([A-Za-z]+)\s*\}", r"\1", t)
    t = re.sub(r"\s+", "", t)
    t = re.sub(r"([_^])\{(\\?[A-Za-z0-9*]|\\[A-Za-z]+)\}", r"\1\2", t)
    t = re.sub(r"\\(?:d|t)frac", r"\\frac", t)
    return t.strip(".,;")


def canonical_side(side: str) -> str:
    """``side`` spelled canonically (module docstring): the form in which two sides are compared."""
    return _canon(side)


# a yes/no question about a relation: "determine if $R^G \leq QR$", "Is it true that $\|m\| \le \|\tau\|$?"
_ASKS_RELATION = re.compile(r"(?i)\b(?:determine|decide|check|verify)\s+(?:if|whether)\s+(?:or\s+not\s+)?\$([^$]{1,80})\$|"
                            r"\b(?:is\s+it\s+(?:true|the\s+case)\s+that|does)\s+\$([^$]{1,80})\$[^.?]{0,40}\?")


def asked_relation_sides(problem: str) -> Optional[Tuple[str, str]]:
    """The two sides, spelled canonically, of the relation a yes/no question asks about ("determine if $R^G \\leq
    QR$" gives ``("R^G", "QR")``), or None. Raises nothing."""
    m = _ASKS_RELATION.search(problem or "")
    rel = split_relation(m.group(1) or m.group(2)) if m else None
    return (rel[0], rel[2]) if rel else None


def _split(body: str) -> List[Tuple[str, str, int, int]]:
    """The top-level relation signs of ``body``: ``(name, sign, start, end)``; signs inside braces or brackets are
    not top-level."""
    out, depth = [], 0
    i = 0
    while i < len(body):
        c = body[i]
        if c in "{([":
            depth += 1
        elif c in "})]":
            depth -= 1
        m = _SIGN_RE.match(body, i)
        if m and depth == 0 and not (m.group(0) in "<>" and body[i - 1:i] == "\\"):
            out.append((_NAME[m.group(0)], m.group(0), m.start(), m.end()))
            i = m.end()
            continue
        i += 1
    return out


def split_relation(tex: str) -> Optional[Tuple[str, str, str]]:
    """``(lhs, sign, rhs)`` of a LaTeX relation with exactly one top-level sign, both sides canonical and holding a
    letter or a command (no number alone), or None."""
    signs = _split(tex)
    if len(signs) != 1:
        return None
    name, _, s, e = signs[0]
    lhs, rhs = _canon(tex[:s]), _canon(tex[e:])
    if not lhs or not rhs or not all(re.search(r"[A-Za-z\\]", x) for x in (lhs, rhs)):
        return None
    return lhs, name, rhs


def _given(problem: str, lhs: str, rhs: str) -> bool:
    """The problem asks to prove the relation, and writes both its sides."""
    if not _PROVE.search(problem):
        return False
    flat = _canon(problem.replace("$", " "))
    return lhs in flat and rhs in flat


def _same_head(lhs: str, rhs: str) -> Optional[Tuple[str, str, str]]:
    """``(noun, a, b)`` for two values of one named function (``\\dim_kM^*`` and ``\\dim_kM``), or None."""
    for head, noun in _SAME.items():
        pat = re.compile(r"\\" + re.escape(head) + r"(?:_(?:\{[^{}]*\}|\\?[A-Za-z0-9]))?(?:\((.+)\)|(.+))$")
        a, b = pat.match(lhs), pat.match(rhs)
        if a and b:
            return noun, a.group(1) or a.group(2), b.group(1) or b.group(2)
    return None


# a Sobolev space in its two notations: W^{k,2} is H^k (with the same subscript and domain)
_SOBOLEV = re.compile(r"W\^\{?\s*(\d+|[a-z])\s*,\s*2\s*\}?")


def _space(t: str) -> str:
    return _canon(_SOBOLEV.sub(lambda m: "H^{" + m.group(1) + "}", t))


def _space_spans(text: str, answer: str) -> Iterator[Tuple[int, int]]:
    """Spans of a function space written in its other notation (``W^{2,2}(M)`` for ``H^2(M)``): each side of the
    text's math compared with the answer, both spelled canonically."""
    if not re.search(r"[HW]\^", answer) or not re.search(r"[HW]\^", text):
        return
    want = _space(answer)
    from agon_mcore.agon.answer_forms.formulas import math_spans

    for a, b in math_spans(text):
        body = text[a:b]
        cuts = [0] + [x for _, _, s0, e0 in _split(body) for x in (s0, e0)] + [len(body)]
        for s0, e0 in zip(cuts[::2], cuts[1::2]):
            if _space(body[s0:e0]) == want and _canon(body[s0:e0]) != _canon(answer):
                yield a + s0, a + e0


def statement_spans(text: str, answer: str, problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """Spans of ``text`` that state the relation ``answer`` (module docstring). Raises nothing on text."""
    rel = split_relation(answer)
    if rel is None:
        yield from _space_spans(text, answer)
        return
    lhs, name, rhs = rel
    if problem and _given(problem, lhs, rhs):
        return
    from agon_mcore.agon.answer_forms.formulas import math_spans

    for a, b in math_spans(text):
        body = text[a:b]
        signs = _split(body)
        bounds = [(0, 0)] + [(s, e) for _, _, s, e in signs] + [(len(body), len(body))]
        for k, (nm, _, s, e) in enumerate(signs):
            left, right = _canon(body[bounds[k][1]:s]), _canon(body[e:bounds[k + 2][0]])
            if (left, nm, right) == (lhs, name, rhs) or (right, _FLIP[nm], left) == (lhs, name, rhs):
                yield a + bounds[k][1], a + bounds[k + 2][0]
    if name not in ("eq", "iso"):
        return
    pairs = {(lhs, rhs), (rhs, lhs)}
    for rx in _WORDS.get(name, []):
        for m in rx.finditer(text):
            if (_canon(m.group(1).strip("$")), _canon(m.group(2).strip("$"))) in pairs:
                yield m.span()
    same = _same_head(lhs, rhs) if name == "eq" else None
    if same:
        noun, x, y = same
        for m in re.finditer(_TERM + r"\s+and\s+" + _TERM + r"\s+(?:have|share)\s+the\s+same\s+" + noun + r"\b", text):
            if {_canon(m.group(1).strip("$")), _canon(m.group(2).strip("$"))} == {x, y}:
                yield m.span()
