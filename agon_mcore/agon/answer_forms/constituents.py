"""A structured answer read by its constituents: where a sentence states every one of them in its role.

A structured answer (a tuple, vector or matrix, a complex number, a fraction) is a set of constituents read by
value: components (``parse_answer(...).parts``: a complex number's real and imaginary parts, a vector's entries),
or a fraction's numerator and denominator. A sentence states the answer where it states every constituent in its
role, whatever words or work stand between them; it does not where a constituent is work:

* :func:`stated_runs`: the constituents in the answer's order, each a *stated* value (no operand of arithmetic:
  ``12`` and ``3`` in ``12 - 3 = 9`` are operands, ``9`` is stated), and no other stated value between two of
  them ("the real part is 6 and the imaginary part is $12 - 3 = 9$" states ``6+9i``; "x = 3 gives 2(3) + y = 5,
  so y = -1" does not state ``(3, -1)``: the 5 between is a value of the derivation, the pieces are work on the way).
* :func:`named_runs`: each component by the name the problem gives it (``Give $(x, y)$``), in any order
  ("First y = 7 - 4 = 3, and x = 3 + 1 = 4": the result that ends the chain each name opens).
* :func:`fraction_role_spans`: a fraction's numerator and denominator joined as a part of a whole ("13 out of the
  15 slices", "1 part out of every 8", "one in eight", "3 of every 4"): the two numbers with only words between them,
  the last of them a preposition of the part-whole ratio (``out of``, ``in``, ``of every``, ``for every``); a plain
  "of" counts the cases ("Five of the six faces qualify", "So 5 of the 12 eggs are brown") and is work, except after
  a word that sums the parts in its clause ("altogether", "in total", "between them", "together", "combined": "so
  between them they eat 13 of the 15 slices"), the parts' total stated as a share of the whole.
  Exactly the answer's numerator and denominator (in lowest terms): "3 out of 24" for ``1/8`` is work to reduce.
* :func:`basis_spans`: a vector written as a combination of basis vectors (``\\frac{16}{49}\\mathbf{i} + ...``,
  ``3\\mathbf{i} - 2\\mathbf{k}``, ``-2e_1 - e_2 + 5e_3``, ``3\\hat{\\imath}``): the coefficient of each basis
  vector, by its index (an absent one: 0), is the answer's component of that index.

Constituents that are all givens of the problem are the problem's (the callers check components; a part of a whole
that the problem states itself is the problem's).
"""
from __future__ import annotations

import re
from typing import Any, Callable, Iterable, List, Optional, Sequence, Tuple

import sympy as sp

from agon_mcore.agon.answer_forms.values import values_equal

__all__ = ["stated_runs", "named_runs", "answer_names", "fraction_role_spans", "basis_spans"]

_OP = r"(?:\\cdot|\\times|\\div|[-+*/×·÷−^(])"
_OP_BEFORE = re.compile(_OP + r"\s*\$?\s*$")
_OP_AFTER = re.compile(r"\s*\$?\s*(?:\\cdot|\\times|\\div|[-+*/×·÷−^])\s*\$?\s*")
_PAREN_CLOSE = re.compile(r"\s*\)")


def _sign(t: str, at: int) -> bool:
    """The ``+``/``-`` at ``at`` is a sign, not a binary operator: space on its left and none on its right
    (``1  -1   1`` in a table row)."""
    return t[at] in "+-−" and at > 0 and t[at - 1] == " " and at + 1 < len(t) and t[at + 1] not in " $"


def _operand(t: str, m: Any, starts: Sequence[int], ends: Sequence[int]) -> bool:
    """Whether the mention ``m`` of ``t`` is an operand of numeric arithmetic: an operator joins it to another number
    mention (``12 - 3``, ``2(3)``, ``7^2``); an operator next to a symbol (``x - 13``, ``\\mathbf{i} + \\frac{48}{49}``)
    and a sign (``1  -1``: :func:`_sign`) do not make it one."""
    before = _OP_BEFORE.search(t, 0, m.start)
    if before and _sign(t, before.start() + len(t[before.start():m.start]) - len(t[before.start():m.start].lstrip(" $"))):
        before = None
    if before:
        left = t[:before.start()].rstrip(" $")
        if any(e == len(left) or (e < len(left) and not t[e:len(left)].strip(" ${}()")) for e in ends):
            return True
    close = _PAREN_CLOSE.match(t, m.end)
    after = _OP_AFTER.match(t, close.end() if close else m.end)
    if after and _sign(t, after.start() + len(t[after.start():after.end()]) - len(t[after.start():after.end()].lstrip(" $"))):
        after = None
    if after:
        if t[after.start():after.end()].strip(" $").startswith("^"):
            return True
        return any(s == after.end() or (s > after.end() and not t[after.end():s].strip(" ${}(")) for s in starts)
    return False


def stated_runs(t: str, ms: Sequence[Any], parts: Sequence[Any],
                match: Callable[[str, Any, Any], bool]) -> List[List[Any]]:
    """The runs of mentions ``ms`` (sorted, not nested) of sentence ``t`` that state ``parts`` in order: each a stated
    value (no operand, :func:`_operand`) that ``match(t, mention, part)`` pairs with its part, and no other stated
    value between two of them (operands of work may stand between). Empty when none."""
    starts = [m.start for m in ms]
    ends = [m.end for m in ms]
    stated = [not _operand(t, m, starts, ends) for m in ms]
    runs: List[List[Any]] = []
    for i, m in enumerate(ms):
        if not stated[i] or not match(t, m, parts[0]):
            continue
        run, k = [m], 1
        for j in range(i + 1, len(ms)):
            if k == len(parts):
                break
            if ms[j].start < run[-1].end:
                continue
            if stated[j] and match(t, ms[j], parts[k]):
                run.append(ms[j])
                k += 1
            elif stated[j]:
                break
        if k == len(parts):
            runs.append(run)
    return runs


_NAMES = re.compile(r"\(\s*([A-Za-z])\s*((?:,\s*[A-Za-z]\s*)+)\)")
_CHAIN_END = re.compile(r"[,;]|\.(?:\s|$)|\band\b|\bso\b|\bthen\b|\\quad|\n")


def answer_names(problem: Optional[str], n: int) -> List[str]:
    """The names the problem gives the answer's ``n`` components: its tuple of single letters (``Give $(x, y)$``,
    "the ordered pair $(a, b)$"); ``[]`` when it writes none of that length."""
    for m in _NAMES.finditer((problem or "").replace("$", "")):
        names = [m.group(1)] + re.findall(r"[A-Za-z]", m.group(2))
        if len(names) == n and len(set(names)) == n:
            return names
    return []


def named_runs(t: str, ms: Sequence[Any], parts: Sequence[Any], names: Sequence[str],
               match: Callable[[str, Any, Any], bool]) -> List[List[Any]]:
    """The mentions of sentence ``t`` that state each part by its name, in any order: the result that ends the chain
    a name opens (``y = 7 - 4 = 3``: the last stated value before the clause ends) is that part's. One run (every
    name met with its part) or none."""
    if not names:
        return []
    starts = [m.start for m in ms]
    ends = [m.end for m in ms]
    run = []
    for name, part in zip(names, parts):
        got = None
        for nm in re.finditer(r"(?<![A-Za-z\\])" + re.escape(name) + r"\s*\$?\s*=", t):
            stop = _CHAIN_END.search(t, nm.end())
            end = stop.start() if stop else len(t)
            chain = [m for m in ms if nm.end() <= m.start < end and not _operand(t, m, starts, ends)]
            if chain and match(t, chain[-1], part):
                got = chain[-1]
        if got is None:
            return []
        run.append(got)
    return [sorted(run, key=lambda m: m.start)]


# a part of a whole: "13 out of the 15", "1 part out of every 8", "one in eight", "3 of every 4"; words only between
# (a math delimiter may close or open around them: "$6 + 6 - 1 = 11$ out of 36").
# A plain "of" counts the favourable cases ("5 of the 6 faces qualify"): work of the count, no ratio stated
_PART_OF = re.compile(r"\$?\s+(?:[A-Za-z]+\s+){0,3}?(?:out\s+of\s+(?:(?:every|each|the|all|a|its|their|total|those|these)\s+){0,2}"
                      r"|(?:of|in|for)\s+(?:every|each)\s+|in\s+)\$?$", re.I)

# ... except in a total's clause: after a word that sums the parts in its clause ("so between them they eat 13 of the
# 15 slices", "altogether 7 of the 9 pass"), where the count is the parts' total as a share, not a case counted
# ("So 5 of the 12 eggs are brown" stays a count)
_PLAIN_OF = re.compile(r"\$?\s+of\s+(?:(?:the|all|its|their|those|these)\s+){0,2}\$?$", re.I)
_RESULT_CLAUSE = re.compile(r"\b(?:altogether|in\s+(?:total|all)|between\s+(?:them|us|you)|together|combined)\b[^.;:!?\n]*$", re.I)

_ONE_PART = re.compile(r"(?<![\w.\-])(one)" + _PART_OF.pattern, re.I)


def _in(spans: Iterable[Tuple[int, int]], at: int) -> bool:
    return any(s <= at < e for s, e in spans)


def fraction_role_spans(text: str, values: Sequence[Any], problem: Optional[str],
                        taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """The spans of a fraction answer stated as a part of a whole (module docstring): ``p`` then ``q`` (the answer's
    numerator and denominator in lowest terms, ``q > 1``) joined by words that end in a part-whole preposition. A
    pair that overlaps ``taken`` is skipped; none counts where the problem states such a pair itself or gives the
    answer's value (the problem's own part of a whole)."""
    from agon_mcore.agon.answer_forms.compare import problem_values, value_mentions

    fracs = [v for v in values if isinstance(v, sp.Rational) and not v.is_Integer]
    if not fracs:
        return []
    ms = [m for m in value_mentions(text) if m.kind in ("number", "word", "words") and getattr(m.value, "is_number", False)]
    ms = [m for m in ms if not any(o.start <= m.start and m.end <= o.end and o is not m for o in ms)]
    ms.sort(key=lambda m: m.start)
    out: List[Tuple[int, int]] = []
    for f in fracs:
        p, q = sp.fraction(abs(f))
        for a, b in zip(ms, ms[1:]):
            if not (values_equal(a.value, p) and values_equal(b.value, q)) or not (
                    _PART_OF.match(text[a.end:b.start]) or (_PLAIN_OF.match(text[a.end:b.start]) and
                                                            _RESULT_CLAUSE.search(text[max(0, a.start - 120):a.start]))):
                continue
            if _in(taken, a.start) or _in(taken, b.start):
                continue
            out += [(a.start, a.end), (b.start, b.end)]
        if p == 1:  # "one" as the part's determiner ("they cross one time in three"), which the value reader takes for a pronoun
            for b in ms:
                got = _ONE_PART.search(text, max(0, b.start - 60), b.start) if values_equal(b.value, q) else None
                if got and not _in(taken, got.start(1)) and not _in(out, b.start):
                    out += [(got.start(1), got.end(1)), (b.start, b.end)]
    if out and problem and (fraction_role_spans(problem, values, None) or
                            any(values_equal(f, g) for f in fracs for g in problem_values(problem))):
        return []  # the problem's own part of a whole, or the answer's value given: the problem's
    return out


# a term of a combination of basis vectors: sign, coefficient, basis vector (i, j, k; x, y, z hats; e_1, e_2, ...)
_COEF = r"(\\[dt]?frac\s*\{[^{}]+\}\s*\{[^{}]+\}|\d+(?:\.\d+)?(?:\s*/\s*\d+)?)?"
_BASIS_VEC = (r"(?:\\(?:mathbf|vec|hat|boldsymbol|mathbf\s*\\hat)\s*\{\s*(?:\\hat\s*\{)?\s*\\?([ijkxyz]|[ij]math)\s*\}\}?"
              r"|\\(?:mathbf|vec|hat)\s*\{\s*e\s*\}\s*_\s*\{?\s*(\d)\s*\}?|(?<![A-Za-z\\])e\s*_\s*\{?\s*(\d)\s*\}?"
              r"|(?<![A-Za-z\\])([ijk])\u0302|([îĵ]))")
_TERM = re.compile(r"([-+−]?)\s*" + _COEF + r"\s*(?:\\cdot\s*|\\,\s*)?" + _BASIS_VEC)
_INDEX = {"i": 1, "x": 1, "imath": 1, "î": 1, "j": 2, "y": 2, "jmath": 2, "ĵ": 2, "k": 3, "z": 3}


def _coefficient(sign: str, coef: Optional[str]) -> Any:
    from agon_mcore.agon.answer_forms.values import latex_value

    v = sp.Integer(1) if not coef else latex_value(coef) if coef.startswith("\\") else sp.Rational(coef.replace(" ", ""))
    return -v if sign in ("-", "−") else v


def _combinations(text: str) -> List[Tuple[int, int, dict]]:
    """The runs of basis-vector terms in ``text`` (``\\frac{16}{49}\\mathbf{i} + \\frac{48}{49}\\mathbf{j}``,
    ``-2e_1 - e_2 + 5e_3``): ``(start, end, {index: coefficient})`` for runs of two terms or more, each term joined
    to the next by its sign only."""
    out: List[Tuple[int, int, dict]] = []
    run: List[Any] = []
    for m in list(_TERM.finditer(text)) + [None]:
        if m is not None and run and text[run[-1].end():m.start()].strip(" $") == "" and m.group(1):
            run.append(m)
            continue
        if len(run) >= 2:
            comps: dict = {}
            try:
                for t in run:
                    name = next(g for g in t.groups()[2:] if g)
                    k = int(name) if name.isdigit() else _INDEX[name]
                    if k in comps:
                        raise KeyError(k)
                    comps[k] = _coefficient(t.group(1), t.group(2))
            except (KeyError, ValueError, TypeError, StopIteration, sp.SympifyError):
                comps = {}
            if comps:
                out.append((run[0].start(), run[-1].end(), comps))
        run = [m] if m is not None else []
    return out


def basis_spans(text: str, parts: Sequence[Any], problem: Optional[str],
                taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """The spans of expressions in ``text`` that write a vector answer as a combination of basis vectors (module
    docstring): terms ``c\\mathbf{i}``, ``c\\hat{\\jmath}``, ``c e_2`` joined by their signs, whose coefficients by the
    basis vector's index (i, x: 1; j, y: 2; k, z: 3; e_n: n; an absent vector: 0) are the answer's components (at
    least two nonzero); none where ``problem`` writes the same combination."""
    n = len(parts)
    if n < 2 or sum(getattr(p, "is_zero", None) is not True for p in parts) < 2 or \
            not all(getattr(p, "is_number", False) for p in parts):
        return []
    out: List[Tuple[int, int]] = []
    for a, b, comps in _combinations(text):
        if _in(taken, a) or max(comps) > n:
            continue
        if all(values_equal(comps.get(k + 1, sp.Integer(0)), p) for k, p in enumerate(parts)):
            out.append((a, b))
    if out and problem and basis_spans(problem, parts, None):
        return []  # the problem writes the same combination: it is given
    return out
