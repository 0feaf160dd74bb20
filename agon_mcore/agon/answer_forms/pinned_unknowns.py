"""The answer pinned by relations in a letter the page never introduces: "$A - 30 = 2$", "$\\sqrt{A} = 4\\sqrt{2}$".

A draft can state its answer without writing it by naming it with a letter and writing what the letter satisfies:
"ours is slightly bigger, $A - 30 = 2$"; "a square with the same area has side $\\sqrt{A} = 4\\sqrt{2}$"; "$1/N \\approx
0.008333$"; "$N \\bmod 100 = 20$ and $\\lfloor N/100 \\rfloor = 1$"; "$A \\equiv 0 \\pmod 8$, $A \\equiv 2 \\pmod 5$, $A <
40$". Whatever the relations, the reading is by **value**: the letter's relations on the page are solved together, and
when they leave exactly one value and that value is the answer, they state it.

* **The letter** is one upper-case letter (``A``, ``N``, ``M``; a lower-case ``x``, ``n``, ``w`` is the work's own unknown
  by convention, its equations the work still to solve: "$-2x = -6$", "$(x-3)(x+5) = 0$"; never subscripted: ``a_6``)
  that the problem does not use and that the page does not introduce: no "let ... X", "X be", "X denote", "call ...
  X", "where X is", no math span that names it without a relation ("the $n$-th term is $3 + 4(n-1)$": the work's own
  unknown), and no relation that opens with it as its whole left side (``X = ...``, ``X := ...``; the draft's own
  unknown is assigned where it is solved, ``w = 4``, even when that value is hidden: ``w = [hidden]``).
* **The relations** are the page's math spans (``$...$``, ``\\(...\\)``, ``\\[...\\]``) and plain-text formula runs that
  hold that letter and no other: ``=``, ``≈`` (within half a unit of the last decimal written), ``<``, ``>``, ``≤``,
  ``≥``, ``≠``, ``≡ ... (mod m)``; with ``\\sqrt``, ``\\frac``, powers, ``\\lfloor ... \\rfloor``, ``\\lceil ... \\rceil``,
  ``\\bmod`` / ``mod`` / ``%``.
* **Pinned**: the answer satisfies every relation, and no other candidate does: for an integer answer, the integers
  from 0 (a nonnegative answer: the sign of a quantity is no secret) or from ``answer - 10^4`` to ``answer + 10^4``; for
  another rational answer, the exact equations solved by sympy have it as their only real solution.

Returns the spans of those relations (:func:`pinned_unknown_spans`). Answers ``|A| <= 1`` and non-rational answers are
not read (every page pins 0 and 1 somewhere). Used by the reader (``agon.leak.answer_readable``), so the summarizer's
fail-closed passes hide the relations.
"""
from __future__ import annotations

import functools
import re
from fractions import Fraction
from typing import Any, Dict, List, Optional, Sequence, Tuple

__all__ = ["pinned_unknown_spans"]

_WINDOW = 10_000
_MATH = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.S)
# a plain-text formula run with a relation sign: "A - 30 = 2", "N mod 100 = 20"
_PLAIN = re.compile(r"(?<![\w$\\])(?:[A-Za-z0-9.()+\-*/^%√⌊⌋ ]|mod\b){1,60}?(?:=|≈|≡|<=|>=|<|>|≤|≥)[ ]*[-A-Za-z0-9.()+*/^%√ ]{0,40}?\d[\w.()]*"
                    r"(?:[ ]*\((?:mod|\\bmod)[ ]*\d+\))?")
_LETTER = re.compile(r"(?<![A-Za-z\\])([A-Za-z])(?![A-Za-z])")
_REL_SIGNS = [("\\approx", "≈"), ("\\equiv", "≡"), ("\\leq", "≤"), ("\\geq", "≥"), ("\\le", "≤"), ("\\ge", "≥"),
              ("\\neq", "≠"), ("\\ne", "≠"), ("\\lt", "<"), ("\\gt", ">"), ("<=", "≤"), (">=", "≥")]
_REL_SPLIT = re.compile(r"(≈|≡|≤|≥|≠|=|<|>)")


def _introduced(text: str, letter: str) -> bool:
    """The page introduces ``letter``: names it ("let ... X", "X be", "X denote", "where X is", "call it X") or writes a
    relation with it as its whole left side (``X = ...``)."""
    L = re.escape(letter)
    for m in _MATH.finditer(text):  # named in the work's math without a relation ("the $n$-th term is $3 + 4(n-1)$")
        g = next(x for x in m.groups() if x is not None)
        if not re.search(r"(?<![A-Za-z\\])" + L + r"(?![A-Za-z])", g):
            continue
        if not re.search(r"[=<>≈≡≤≥]|\\(?:approx|equiv|le|ge|lt|gt|neq?)\b", g):
            return True
        if _parse(g) is None and re.search(r"(?<![A-Za-z\\])(?!" + L + r")[A-Za-z](?![A-Za-z])|_", re.sub(r"\\[A-Za-z]+", " ", g)):
            return True  # in a relation with other names ("$a_n = 3 + 4(n-1)$"): a variable of the work's formulas
    if re.search(r"(?i)\b(?:let|where|denote|call(?:ed)?|set|define|put|write)\b[^.\n]{0,60}?(?<![A-Za-z\\])\$?" + L +
                 r"(?![A-Za-z])", text):
        return True
    if re.search(r"(?<![A-Za-z\\])" + L + r"\$?\s+(?:be|denotes?|is\s+(?:the|our|its)|stands?\s+for|for\s+the)\b", text):
        return True
    return bool(re.search(r"(?:^|[$\s(,;:]|\\\(|\\\[)" + L + r"\s*(?:=(?!=)|:=|\\coloneqq)", text, re.M))


def _uses(problem: Optional[str], letter: str) -> bool:
    """The problem uses ``letter`` as a name: in its math, or beside an operator, a relation or a bracket (the article
    "A rectangle ..." is no name)."""
    if not problem:
        return False
    L = re.escape(letter)
    math = " ".join(next(x for x in m.groups() if x is not None) for m in _MATH.finditer(problem))
    if re.search(r"(?<![A-Za-z\\])" + L + r"(?![A-Za-z])", math):
        return True
    return bool(re.search(r"(?<![A-Za-z\\])" + L + r"\s*[-+*/=<>^()_]|[-+*/=<>^(]\s*" + L + r"(?![A-Za-z])", problem))


def _to_python(expr: str) -> Optional[str]:
    """A LaTeX or plain side as Python syntax for sympy (``\\sqrt{A}`` -> ``sqrt(A)``), or None for markup it does not
    know."""
    t = expr
    t = re.sub(r"\\(?:left|right|displaystyle|,|;|!|\s)", " ", t)
    t = re.sub(r"\\lfloor(.*?)\\rfloor", r" floor(\1) ", t)
    t = re.sub(r"⌊(.*?)⌋", r" floor(\1) ", t)
    t = re.sub(r"\\lceil(.*?)\\rceil", r" ceiling(\1) ", t)
    for _ in range(3):
        t = re.sub(r"\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}", r"((\1)/(\2))", t)
        t = re.sub(r"\\sqrt\s*\{([^{}]*)\}", r"sqrt(\1)", t)
    t = re.sub(r"\\sqrt\s*(\w)", r"sqrt(\1)", t)
    t = re.sub(r"√\s*(\w+|\([^()]*\))", r"sqrt(\1)", t)
    t = re.sub(r"\\(?:bmod|mod)\b|\bmod\b", " % ", t)
    t = t.replace("\\cdot", "*").replace("\\times", "*").replace("×", "*").replace("·", "*").replace("÷", "/")
    t = t.replace("−", "-").replace("^", "**").replace("{", "(").replace("}", ")")
    if "\\" in t or re.search(r"[A-Za-z]{2,}", re.sub(r"(?:floor|ceiling|sqrt)(?=\()", "", t)):
        return None
    return t.strip()


def _relations(text: str) -> List[Tuple[int, int, str]]:
    """``(start, end, relation text)`` for every math span and plain formula run with a relation sign."""
    out = []
    taken: List[Tuple[int, int]] = []
    for m in _MATH.finditer(text):
        g = next(x for x in m.groups() if x is not None)
        out.append((m.start(), m.end(), g))
        taken.append(m.span())
    for m in _PLAIN.finditer(text):
        if not any(a <= m.start() < b for a, b in taken) and _LETTER.search(m.group(0)):
            out.append((m.start(), m.end(), m.group(0)))
    return out


@functools.lru_cache(maxsize=4096)
def _parse(rel: str) -> Optional[Tuple[str, List[Tuple[Any, str, Any]], Optional[int]]]:
    """``(letter, [(lhs, sign, rhs), ...], modulus)`` of a relation chain in one letter, sympy sides; None otherwise."""
    import sympy
    from sympy.parsing.sympy_parser import implicit_multiplication_application, parse_expr, standard_transformations

    t = rel
    for a, b in _REL_SIGNS:
        t = t.replace(a, b)
    modulus = None
    mm = re.search(r"\\pmod\s*\{?\s*(\d+)\s*\}?|\(\s*(?:\\bmod|\\mod|mod)\s*(\d+)\s*\)", t)
    if mm:
        modulus = int(mm.group(1) or mm.group(2))
        t = t[:mm.start()] + t[mm.end():]
    from agon_mcore.agon.answer_forms.values import too_big

    if too_big(t) or re.search(r"\^\s*\{?\s*\d{3,}|\^\s*\{?[^}]*\^", t):
        return None  # a power too large to evaluate, or a tower: sympy would not finish
    if re.search(r"(?<![A-Za-z\\])[A-Za-z]\s*_", t):
        return None  # a subscripted name ("a_6", "T_n"): a term of a sequence, read by the index readers
    letters = {x for x in _LETTER.findall(re.sub(r"\\[A-Za-z]+|\bmod\b|\bsqrt\b|\bfloor\b", " ", t))}
    if len(letters) != 1:
        return None
    letter = letters.pop()
    if not letter.isupper():
        return None  # a lower-case letter is the work's own unknown by convention ("$-2x = -6$", "$(x-3)(x+5)=0$")
    pieces = _REL_SPLIT.split(t)
    if len(pieces) < 3 or ("≡" in pieces) != (modulus is not None):
        return None
    sides = []
    tr = standard_transformations + (implicit_multiplication_application,)
    for side in pieces[::2]:
        py = _to_python(side)
        if not py:
            return None
        try:
            sides.append(parse_expr(py, local_dict={letter: sympy.Symbol(letter), "floor": sympy.floor,
                                                      "ceiling": sympy.ceiling, "sqrt": sympy.sqrt}, transformations=tr))
        except Exception:  # noqa: BLE001 - any parse failure: no relation
            return None
    if not all(isinstance(x, sympy.Expr) for x in sides):
        return None  # a tuple ("3 + 1,"), a boolean: no side of a relation
    rels = [(sides[k], pieces[2 * k + 1], sides[k + 1]) for k in range(len(sides) - 1)]
    if not any(getattr(x, "free_symbols", None) for r in rels for x in (r[0], r[2])):
        return None
    return letter, rels, modulus


def _tolerance(rhs_text: str) -> float:
    m = re.search(r"\.(\d+)", rhs_text)
    return 0.5 * 10 ** -(len(m.group(1)) if m else 0) * 1.001


def _holds(lhs, sign: str, rhs, x, modulus: Optional[int], tol: float):
    """Whether ``lhs sign rhs`` holds at ``x`` (a numpy array of candidates): a boolean array."""
    import numpy as np
    import sympy

    sym = list((lhs - rhs).free_symbols)
    f = sympy.lambdify(sym, lhs - rhs, modules=["numpy", {"floor": np.floor, "ceiling": np.ceil}])
    with np.errstate(all="ignore"):
        d = np.asarray(f(x) if sym else np.full(x.shape, float(lhs - rhs)), dtype=float)
    if modulus is not None:
        return np.isfinite(d) & (np.abs(np.round(d) - d) < 1e-9) & (np.round(d) % modulus == 0)
    ok = np.isfinite(d)
    if sign == "=":
        return ok & (np.abs(d) <= 1e-9 * np.maximum(1.0, np.abs(x)))
    if sign == "≈":
        return ok & (np.abs(d) <= tol)
    return ok & {"<": d < 0, ">": d > 0, "≤": d <= 1e-12, "≥": d >= -1e-12, "≠": np.abs(d) > 1e-12}[sign]


def pinned_unknown_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of ``text`` that state the answer (``values``, sympy or ``Fraction``) by relations in a letter the page
    never introduces (module docstring). Raises nothing."""
    from agon_mcore.agon.answer_forms.values import rational_values

    targets = [f for f in rational_values(values) if abs(f) > 1]
    if not targets or not re.search(r"[=≈≡<>≤≥]|\\(?:approx|equiv|le|ge|lt|gt)", text):
        return []
    by_letter: Dict[str, List[Tuple[int, int, Any]]] = {}
    for s, e, rel in _relations(text):
        parsed = _parse(rel)
        if parsed is None:
            continue
        letter, rels, modulus = parsed
        if _uses(problem, letter):
            continue
        by_letter.setdefault(letter, []).append((s, e, (rels, modulus, rel)))
    out: List[Tuple[int, int]] = []
    for letter, found in by_letter.items():
        if _introduced(text, letter):
            continue
        for v in targets:
            try:
                pinned = _pins(found, v)
            except Exception:  # noqa: BLE001 - a relation numpy or sympy cannot evaluate (any of their errors): no reading
                pinned = False
            if pinned:
                out += [(s, e) for s, e, _ in found]
                break
    return out


def _pins(found, v: Fraction) -> bool:
    import numpy as np
    import sympy

    checks = [(lhs, sign, rhs, modulus, _tolerance(rel.split(sign, 1)[-1] if sign in rel else rel))
              for _, _, (rels, modulus, rel) in found for lhs, sign, rhs in rels]
    if v.denominator == 1:
        lo = 0 if v >= 0 else int(v) - _WINDOW
        x = np.arange(lo, int(v) + _WINDOW + 1, dtype=float)
        ok = np.ones(x.shape, dtype=bool)
        for lhs, sign, rhs, modulus, tol in checks:
            ok &= _holds(lhs, sign, rhs, x, modulus, tol)
        hits = x[ok]
        return len(hits) == 1 and hits[0] == float(v)
    eqs = [sympy.Eq(lhs, rhs) for lhs, sign, rhs, modulus, _ in checks if sign == "=" and modulus is None]
    if not eqs:
        return False
    sym = list(set().union(*(e.free_symbols for e in eqs)))
    if len(sym) != 1:
        return False
    try:
        sols = [s for s in sympy.solve(eqs, sym[0], dict=False) if getattr(s, "is_real", False)]
    except Exception:  # noqa: BLE001 - sympy gives up: no reading
        return False
    return len(sols) == 1 and sympy.nsimplify(sols[0]) == sympy.Rational(v.numerator, v.denominator)
