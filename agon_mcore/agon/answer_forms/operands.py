"""The answer's value inside numeric relations: operands of checks and witnesses, and subexpressions.

:func:`operand_mentions` reads every numeric relation of a text (math spans, and runs of digits and
operators in plain text with ``=``, ``<``, ``>``, ``≤``, ``≥``, ``≈``), parses each side that holds an
operation (plain text and LaTeX: ``\\cdot``, ``\\times``, ``\\frac``, ``\\sqrt``, ``²``, ``√``) into a sympy
tree without evaluating it, and evaluates every proper subexpression of the side (operands,
bracketed groups, bases of powers). A subexpression states the answer when

* its **value** equals the answer (``values_equal``), and
* it is **written in the answer's own numbers** (its literals are among the answer's literals):
  the operand ``15`` of ``15 + 6 = 21``, ``12`` in ``3 · 12 − 7 = 29``, the base ``7`` of
  ``7² = 49 < 50``, ``\\sqrt2 \\cdot 5`` in ``(\\sqrt2 \\cdot 5)^2 = 50`` for ``5\\sqrt{2}``. Arithmetic
  still to do (``6 + 6`` for 12, ``3 \\times 4``) is written in other numbers and is not read, as
  everywhere in the reader;

and it is not a given of the problem (``givens``, or a number written in the problem). A factor of a
decomposed given is read (``91 = 7·13`` for the smallest prime factor, ``84 = 2·42`` for a gcd, ``128 =
2^7`` for a logarithm), so a factor that only equals a count (``36 = 4 · 9`` for 9 divisors) is read too:
the upper bound's price, measured as false alarms. The answers 0 and ±1 are not read as operands (every
formula multiplies by one). A fraction of two integers in lowest terms (``7/2``) is one number,
not an operand ``2`` (``2220 / 30 = 74`` is a division: its operands are read); a negative literal is its own value (``-5`` is not ``5``; a subtracted ``5`` in ``8 - 5`` is an operand); relations with a
letter on the side (``(x − 2)``, ``x = ±2``) are work in symbols and are not read.

This is the reading of the leak metric's upper bound (``agon.leak.answer_readable`` with
``count_work=True``): a check that uses the answer's value shows the value. The summarizer's
fail-closed pass does not use it (an operand is work there, ``agon.failclosed.work_reason``).
"""
from __future__ import annotations

import functools
import re
from typing import Any, List, Optional, Sequence, Set, Tuple

from agon_mcore.agon.answer_forms.formulas import math_spans
from agon_mcore.agon.answer_forms.values import Mention, values_equal

__all__ = ["operand_mentions", "literal_numbers", "literal_operand", "rewritten"]

@functools.lru_cache(maxsize=1024)
def literal_operand(literal: str) -> "re.Pattern[str]":
    """A pattern of the number ``literal`` as written ("200", "20.00") standing as an operand: an operation sign before
    or after it, a dollar sign (plain or TeX-escaped) allowed between ("$40.00 − $20.00", "200 + 200", "25 \\cdot 8"),
    the digits not part of a longer number; an operation in words ("12, plus 1 gives 13") and a rewriting ("Rewrite $4$
    as $2^2$": the work goes on from the value). Shared by the readers that ask whether a value is used again by later work
    (``summary._operand_later``, ``check_roles._operand_later``, ``failclosed._literal_operand``)."""
    op = r"(?:[-+*/×·÷−]|\\cdot|\\times|\\div)"
    num = r"(?<![\d.,])%s(?!\d|[.,]\d)" % re.escape(literal)
    words = r"(?:plus|minus|times|divided\s+by|multiplied\s+by)\b"
    return re.compile(r"%s\s*\\?\$?\s*%s|%s\s*\\?\$?\s*%s" % (op, num, num, op) +
                      r"|%s\s*\$?\s*,?\s+%s|\b%s\s+\$?\s*%s" % (num, words, words, num) +  # "= 12$, plus $1$ gives 13"
                      r"|(?i:\b(?:rewrite|write|express|replace|substitute|plug\s+in)\b)[^.;\n]{0,60}?[\s$]%s\s*\$?\s+(?i:as|by|with|into)\b" % num)


_REL = re.compile(r"=|<|>|≤|≥|≈|\\(?:approx|le|ge|leq|geq|lt|gt|neq|ne)(?![A-Za-z])")
# a plain-text relation chain: numbers, operators, brackets, roots and powers around relation signs
_TERM = r"[-−(√\d][\d\s+\-−*/×·÷^²³√().,]*"
_PLAIN_CHAIN = re.compile(rf"(?<![\w.^]){_TERM}(?:(?:=|<|>|≤|≥|≈)\s*{_TERM})+")
_OP = re.compile(r"[+*/×·÷^²³√−]|\\(?:cdot|times|div|frac|sqrt)|\d\s*\(|\)\s*\(|(?<=[\d)])\s*-")
_LETTER = re.compile(r"[A-Za-z]")


def _to_plain(side: str) -> Optional[str]:
    """A LaTeX or plain-text side as sympy input, or None when it holds anything but numbers and operations."""
    s = _numbers_as_one(side.strip().rstrip(".,;:"))
    s = re.sub(r"\\(?:left|right|,|;|!|quad|qquad)|\\[dt]?frac(?=\s*[\d{])", lambda m: "\\frac" if "frac" in m.group(0) else " ", s)
    s = re.sub(r"\\frac\s*(\d)\s*(\d)", r"((\1)/(\2))", s)  # \frac34, \tfrac34
    for _ in range(3):
        s = re.sub(r"\\frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}", r"((\1)/(\2))", s)
        s = re.sub(r"\\sqrt\s*\{([^{}]*)\}", r"sqrt(\1)", s)
    s = re.sub(r"\\sqrt\s*(\d+)", r"sqrt(\1)", s)
    s = re.sub(r"√\s*(\d+|\([^()]*\))", r"sqrt(\1)", s)
    s = s.replace("\\cdot", "*").replace("\\times", "*").replace("\\div", "/").replace("×", "*").replace("·", "*")
    s = s.replace("÷", "/").replace("−", "-").replace("²", "**2").replace("³", "**3").replace("^", "**")
    s = s.replace("{", "(").replace("}", ")").replace("\\", " ")
    s = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", s)  # 10,080
    s = re.sub(r"(?<=[\d)])\s*(?=sqrt|\()", "*", s)  # 2√3, 2(3 + 1): a product
    if _LETTER.search(s.replace("sqrt", "")) or not re.search(r"\d", s) or s.count("(") != s.count(")"):
        return None
    return s


# one number in a notation of several numerals: scientific ``2\times10^3``, ``1.5 \cdot 10^{-2}``; TeX's ``{14 \over 3}``
# and ``12{,}000``;
# a repeating decimal ``4.\overline{6}``, ``0.1(6)``, ``1.\dot{3}``
_SCI = re.compile(r"(?<![\d.^{])(\d+(?:\.\d+)?)\s*(?:\\times|\\cdot|×|·|\*)\s*10\s*\^\s*(?:\{\s*([-−]?\d+)\s*\}|([-−]?\d+))")
_OVER = re.compile(r"\{\s*([-−]?\d+)\s*\\over\s*(\d+)\s*\}")
_REPEAT = re.compile(r"(?<![\d.])(\d+)\.(\d*)(?:\\overline\s*\{\s*(\d+)\s*\}|\\dot\s*\{?\s*(\d)\s*\}?|\((\d+)\)(?!\s*\())")


def _numbers_as_one(s: str) -> str:
    """``s`` with each number written in a notation of several numerals replaced by the one number it names: a
    scientific form by its decimal, ``{a \\over b}`` and a repeating decimal by a fraction in brackets (one number,
    as ``\\frac{14}{3}`` is). Raises nothing."""
    from fractions import Fraction

    def sci(m: "re.Match") -> str:
        k = int((m.group(2) or m.group(3)).replace("−", "-"))
        if abs(k) > 30:
            return m.group(0)
        v = Fraction(m.group(1)) * Fraction(10) ** k
        return str(v.numerator) if v.denominator == 1 else f"(({v.numerator})/({v.denominator}))"

    def repeat(m: "re.Match") -> str:
        whole, fixed, rep = m.group(1), m.group(2), m.group(3) or m.group(4) or m.group(5)
        v = Fraction(int(whole)) + (Fraction(int(fixed), 10 ** len(fixed)) if fixed else 0) + \
            Fraction(int(rep), (10 ** len(rep) - 1) * 10 ** len(fixed))
        return f"(({v.numerator})/({v.denominator}))"

    s = re.sub(r"(?<=\d)\{,\}(?=\d{3}(?!\d))", "", s)  # TeX's thousands separator "12{,}000"
    s = _SCI.sub(sci, s)
    s = _OVER.sub(lambda m: f"(({m.group(1).replace('−', '-')})/({m.group(2)}))", s)
    return _REPEAT.sub(repeat, s)


@functools.lru_cache(maxsize=4096)
def _parse(s: str):
    import warnings

    from sympy.parsing.sympy_parser import parse_expr

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "2(1,2)": sympy warns on a tuple in a product, then reads no value
            return parse_expr(s, evaluate=False)
    except Exception:  # noqa: BLE001 - not arithmetic
        return None


def _is_literal(e) -> bool:
    """A number as written: an integer or decimal, a fraction of two integers, a negative literal."""
    import sympy as sp

    if isinstance(e, sp.Number):
        return True
    if isinstance(e, sp.Mul) and len(e.args) == 2:
        a, b = e.args
        if a == -1 and isinstance(b, sp.Number):
            return True
        if isinstance(a, sp.Integer) and isinstance(b, sp.Pow) and isinstance(b.args[0], sp.Integer) and b.args[1] == -1:
            return sp.gcd(a, b.args[0]) == 1  # "7/2" is a number; "2220 / 30" is a division with operands
    return isinstance(e, sp.Pow) and isinstance(e.args[0], sp.Integer) and e.args[1] == -1


def literal_numbers(e) -> Set[Any]:
    """The absolute values of the number literals of an unevaluated tree (exponents 1/2 and -1 of roots and
    divisions are syntax, not literals)."""
    import sympy as sp

    out = set()
    for x in sp.preorder_traversal(e):
        if isinstance(x, sp.Rational) and not isinstance(x, sp.Integer) and x != sp.S.Half:
            out |= {abs(x), abs(x.p), x.q}  # 3/4: written with 3 and 4
        elif isinstance(x, sp.Number) and x not in (sp.S.Half, -1):
            out.add(abs(x))
    return out


def _subexpressions(e, exponents: bool = True) -> List[Any]:
    """Proper subexpressions of ``e``, a fraction or negative literal kept whole; a subtracted number
    (``121 - 110 - 11``: a term ``-11`` of a sum) is also its positive operand ``11``. Not read as values: the
    reciprocal of a division by a non-integer (``\\frac{10}{2/3}`` writes no ``3/2``), a term of a tally of four or
    more terms (``1 + 3 + 6 + 10 = 20``: list elements added up), and, unless ``exponents``, an exponent
    (``8^4 = 4096`` in a table of powers)."""
    import sympy as sp

    out, stack = [], [(e, True)]
    while stack:
        x, root = stack.pop()
        if not root and not (isinstance(x, sp.Pow) and x.args[1] == -1 and not isinstance(x.args[0], sp.Integer)):
            out.append(x)
        if not _is_literal(x):
            args = list(x.args)
            if isinstance(x, sp.Pow):
                args = [args[0]] if not exponents or args[1] == -1 else args
                if x.args[1] == -1 and not isinstance(x.args[0], sp.Integer):
                    args = list(x.args[0].args)  # 1/(2/3): its parts, never the reciprocal 3/2 itself
            if isinstance(x, sp.Add) and len(x.args) >= 4 and all(_is_literal(a) for a in x.args):
                continue  # a tally: the terms are list elements
            stack += [(a, False) for a in args]
            if isinstance(x, sp.Add):
                out += [a.args[1] for a in x.args if isinstance(a, sp.Mul) and len(a.args) == 2 and a.args[0] == -1
                        and isinstance(a.args[1], sp.Number)]
    return out


def _chunks(text: str) -> List[Tuple[int, str]]:
    """(start, body) of each math span and each plain-text relation chain outside them."""
    spans = math_spans(text)
    out = [(a, text[a:b]) for a, b in spans]
    for m in _PLAIN_CHAIN.finditer(text):
        if not any(a <= m.start() < b for a, b in spans):
            out.append((m.start(), m.group(0)))
    return out


def operand_mentions(text: str, values: Sequence[Any], givens: Sequence[Any] = (),
                     problem: Optional[str] = None) -> List[Mention]:
    """Mentions of ``text`` where one of ``values`` (the answer's numeric readings) stands inside a numeric
    relation as an operand or subexpression written in the answer's numbers (module docstring); one mention
    per relation side, spanning the side; ``kind == "operand"``. ``givens`` (values) and the numbers written
    in ``problem`` (any role, exponents too) are givens."""
    import sympy as sp

    givens = list(givens) + [sp.Rational(x) for x in re.findall(r"\d+(?:\.\d+)?", problem or "")[:60]]
    targets = []
    for v in values:
        if isinstance(v, sp.Expr) and v.is_number and not v.free_symbols and v not in (0, 1, -1):
            try:
                targets.append((v, complex(v.evalf()), literal_numbers(v) | {abs(v)}))
            except (TypeError, ValueError):
                continue
    if not targets:
        return []
    out = []
    # an exponent is read where the problem asks a power, or the text writes an unknown as one ("2^n", "1024 = 2^{10}")
    exps = not problem or bool(_ASKS_POWER.search(problem)) or bool(re.search(r"\^\s*\{?\s*[a-z]\b", text + " " + problem))
    for base, body in _chunks(text):
        parts = _REL.split(body)
        if len(parts) < 2:
            continue
        pos, sides = 0, []
        for side in parts:
            start = body.find(side, pos)
            pos = start + len(side)
            plain = _to_plain(side)
            sides.append((start, side, _parse(plain) if plain else None))
        for start, side, tree in sides:
            if tree is None or not _OP.search(side):
                continue
            # "20, \\quad 3 + 17" parses as a tuple: each of its elements is a side of its own
            trees = [t for t in (tree if isinstance(tree, tuple) else (tree,)) if isinstance(t, sp.Basic)]
            if any(_hit(t, targets, givens, exps) for t in trees):
                out.append(Mention(base + start, base + start + len(side), tree, "operand"))
    return out


_ASKS_POWER = re.compile(r"(?i)\b(?:exponents?|powers?|log\w*|degrees?|order|period)\b|\\log")


def _hit(tree, targets, givens, exponents: bool = True) -> bool:
    for sub in _subexpressions(tree, exponents):
        try:
            z = complex(sub.evalf())
        except (TypeError, ValueError, AttributeError):  # a tuple or vector has no single value ("2(1,2)")
            continue
        for v, vz, lits in targets:
            if abs(z - vz) > 1e-9 * max(1.0, abs(vz)):
                continue
            if not literal_numbers(sub) <= lits:
                continue  # arithmetic still to do, in other numbers
            if any(values_equal(v, g) for g in givens):
                continue  # a given of the problem used in a check
            return True
    return False


_REWRITE_BEFORE = re.compile(r"(?i)\b(?:rewrite|write|express|replace|substitute)\b[^.;\n]{0,60}$")


def rewritten(vis: str, s: int, e: int) -> bool:
    """The value ``vis[s:e]`` is rewritten by the work ("Rewrite $16$ as $2^4$ and $4$ as $2^2$"): in use, no statement."""
    return bool(_REWRITE_BEFORE.search(vis, max(0, s - 80), s)) and bool(re.match(r"\s*\$?\s+as\b", vis[e:e + 8]))
