"""A structured answer stated in pieces or in another arrangement.

The answer is read as a structured value (``answer_forms.values``): a tuple or point ``(3/2, -13)``
and a complex number ``1 + 274i`` are sets of components (``parse_answer(...).parts``: a complex
number's real and imaginary parts), an equation ``y = -2x`` is a relation up to equivalence.

* Components (``answer_forms.constituents``): a sentence that states every component in the answer's order, each
  a stated value (no operand of arithmetic), with no other stated value between two of them, states the answer:
  "real part 1 and imaginary part 274", "the real part is 6 and the imaginary part is $12 - 3 = 9$" (the operands
  of the work that gives a component may stand between), "goes to (-2, 7)" (in the answer's order: a matrix's
  entries in another order are another matrix), ``y = \\frac{3}{2}x - 13`` for ``(m, b)``. A negative component
  also matches its magnitude written after a minus sign (``x - 13``). Where another result stands between two
  components they are work on the way; a run whose values are all the problem's givens is the problem's. A vector
  written on a basis (``\\frac{16}{49}\\mathbf{i} + ...``) and a fraction as a part of a whole ("13 out of the 15
  slices") state it too, and so do the components each by the name the problem gives it, in any order ("y = 7 - 4 =
  3, and x = 3 + 1 = 4" for ``(x, y) = (4, 3)``).
* Relations: an equation that ``answer_forms.compare`` reads as the answer (sides swapped, terms
  moved, a nonzero factor: ``2x + y = 0`` for ``y = -2x``) states it wherever it stands.
"""
from __future__ import annotations

import itertools
import re

import sympy as sp
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.between import _CARDS  # the number words
from agon_mcore.agon.answer_forms.compare import answer_mentions, parse_answer, problem_values, value_mentions
from agon_mcore.agon.answer_forms.values import values_equal

_SENTENCE = re.compile(r"[^\n]+?(?:(?<![0-9])[.!?](?=\s|$)|$)", re.M)


def _is_relation(v: Any) -> bool:
    return getattr(v, "is_Relational", False) and bool(getattr(v, "free_symbols", ()))


def _number_mentions(t: str):
    return [m for m in value_mentions(t) if m.kind in ("number", "coef", "word", "words")
            and getattr(m.value, "is_number", False)]


def _component_match(t: str, m, part: Any) -> bool:
    if values_equal(m.value, part, m.approx):  # a rounded decimal of an irrational component too (5.359 for 1+sqrt(19))
        return True
    try:
        neg = bool(part < 0) and values_equal(m.value, -part)
    except TypeError:
        return False
    return neg and bool(re.search(r"[-−]\s*\$?\s*$", t[max(0, m.start - 3):m.start]))


def _bracket(t: str, start: int, step: int) -> Optional[int]:
    """The index of the innermost unmatched bracket from ``start`` going ``step`` (-1: the opening one before, +1: the
    closing one after), or None."""
    opening, closing = ("([", ")]") if step < 0 else (")]", "([")
    depth, k = 0, start
    while 0 <= k < len(t):
        if t[k] in closing:
            depth += 1
        elif t[k] in opening:
            if depth == 0:
                return k
            depth -= 1
        k += step
    return None


def _inside_longer_list(t: str, run: Sequence[Any], ms: Sequence[Any]) -> bool:
    """Whether the run's values are entries of one bracketed list that holds other values too: the list is another
    object (a vector ``(1, -1, 0, 0, \\ldots)`` is not the set ``\\{-1, 1\\}``)."""
    lo, hi = _bracket(t, run[0].start - 1, -1), _bracket(t, run[-1].end, 1)
    if lo is None or hi is None:
        return False
    inside = t[lo + 1:hi]
    if "," not in inside and ";" not in inside:
        return False
    return any(lo < m.start and m.end <= hi and m not in run for m in ms) or bool(re.search(r"\\[lc]?dots|…|\.\.\.", inside))


def component_spans(text: str, answers: Sequence[str], problem: Optional[str],
                    taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """``(start, end)`` of the mentions in ``text`` that state a structured answer of ``answers``
    (module docstring): every constituent stated in one sentence in the answer's order (whatever words or
    operands of work stand between; ``answer_forms.constituents``), a fraction's numerator and denominator in
    their roles ("13 out of the 15"), a vector as a combination of basis vectors, or an equivalent relation.
    A run of components one of which is inside ``taken`` (already hidden) is skipped: the rest is work. An interval answer to an inequality
    has no components here (its endpoints are the roots found on the way)."""
    from agon_mcore.agon.answer_forms.constituents import answer_names, basis_spans, fraction_role_spans, named_runs, stated_runs

    out: List[Tuple[int, int]] = []
    givens = problem_values(problem)
    interval = bool(re.search(r"[<>≤≥]|\\(?:le|ge|lt|gt|leq|geq)\b|\binterval", problem or ""))
    for a in answers:
        parsed = parse_answer(a)
        if any(_is_relation(v) for v in parsed.values):
            out += [(m.start, m.end) for m in answer_mentions(text, a) if _is_relation(m.value)
                    and not any(s <= m.start < e for s, e in taken)]
        out += fraction_role_spans(text, parsed.values, problem, taken)
        parts = list(parsed.parts or [])
        if interval and any(isinstance(v, sp.Interval) for v in parsed.values):
            continue  # a solution set: its endpoints are the roots found on the way
        if len(parts) < 2 or all(values_equal(p, 0) for p in parts):
            continue
        out += basis_spans(text, parts, problem, taken)
        # a pair of roots (a +- pair, the two roots of a quadratic) has no order: either order states it
        # (a set of up to four elements, any order: "about 3.236, -1.236 and -2.000" for {1 ± √5, -2})
        is_set = any(isinstance(v, sp.FiniteSet) for v in parsed.values)
        orders = [list(o) for o in itertools.permutations(parts)] if is_set and len(parts) <= 4 else [parts]
        # a polynomial's coefficients all ±1 ("x^5 - x^4 + ... - 1"): every formula writes 1s in some order, so they
        # state it only as a row of their own (a synthetic division's bottom row "1 -1 1 -1 1 -1") or by name
        unit_coefficients = all(getattr(p, "is_number", False) and abs(p) == 1 for p in parts) and \
            any(getattr(v, "free_symbols", None) for v in parsed.values)
        for sm in (re.finditer(r"[^\n]+", text) if unit_coefficients else _SENTENCE.finditer(text)):  # a row: a line
            lo, t = sm.start(), sm.group(0)
            ms = sorted(_number_mentions(t), key=lambda m: m.start)
            ms = [m for i, m in enumerate(ms) if not any(o.start <= m.start and m.end <= o.end and o is not m for o in ms)]
            runs = [r for o in orders for r in stated_runs(t, ms, o, _component_match) if not _inside_longer_list(t, r, ms)]
            if unit_coefficients:
                runs = [r for r in runs if all(re.fullmatch(r"[\s,;&|]*[-−]?", t[a.end:b.start]) for a, b in zip(r, r[1:]))]
            for run in runs + named_runs(t, ms, parts, answer_names(problem, len(parts)), _component_match):
                if all(any(values_equal(m.value, g) for g in givens) for m in run) or \
                        any(problem_assignment(t, m, problem) for m in run):
                    continue  # the problem's values; or one is the problem's own "y = 2" (a line named), no component
                if not any(s <= lo + m.start < e for m in run for s, e in taken):  # else stated (and hidden) already
                    out += [(lo + m.start, lo + m.end) for m in run]
    return sorted(set(out))


def problem_assignment(t: str, m: Any, problem: Optional[str]) -> bool:
    """The mention ``m`` of ``t`` closes a one-letter assignment that the problem writes itself (``y = 2`` for "the
    line $y=2$"): the problem's object named, no component stated. Raises nothing."""
    a = re.search(r"(?<![A-Za-z\\])([A-Za-z])\s*=\s*\$?\s*$", t[max(0, m.start - 12):m.start])
    if not a or not problem:
        return False
    value = r"\s*".join(map(re.escape, re.sub(r"[\s$]", "", t[m.start:m.end])))
    return bool(re.search(r"(?<![A-Za-z\\])" + a.group(1) + r"\s*=\s*" + value + r"(?!\d|\.\d)", problem.replace("$", "")))


# a linear factor of a product: "(x - 3)" next to another group (agon.conclusion: a factored inequality uses no root)
LINEAR_FACTOR = re.compile(r"(?:\\left)?\(\s*[a-z]\s*[-+−]\s*\d+(?:\.\d+)?\s*(?:\\right)?\)(?=\s*(?:\\cdot|\\times|[*·×])?\s*(?:\\left)?\()"
                            r"|(?<=\))\s*(?:\\cdot|\\times|[*·×])?\s*(?:\\left)?\(\s*[a-z]\s*[-+−]\s*\d+(?:\.\d+)?\s*(?:\\right)?\)")


# a value that closes a relation as its result: "= 6." / "= -1$," / "= 3 and ..." (the clause ends after it)
_RESULT_BEFORE = re.compile(r"(?:=|\\approx|≈)\s*\$?\s*$")
_CLAUSE_END = re.compile(r"\s*\$?\s*(?:\*\*)?\s*(?:[.;,]|\band\b|\\\\|$)", re.M)
_RESULTS_SPAN = 400  # characters from the first component's result to the last


def result_component_spans(text: str, answer: str, problem: Optional[str]) -> List[Tuple[int, int]]:
    """A tuple answer stated piece by piece as the results of consecutive relations, in the answer's order, one per line
    or clause (``x: \\frac{-5 + 3}{2} = -1`` then ``y: \\frac{5 + 7}{2} = 6``; "the horizontal change is 4 − 1 = 3 and the
    vertical change is 2 − 4 = −2"): the spans of those results. Results that are all givens of the problem are the
    problem's; a result between them that is no component breaks the run (the pieces then are work on the way)."""
    parts = list(parse_answer(answer).parts or [])
    if len(parts) < 2 or all(values_equal(p, 0) for p in parts):
        return []
    givens = problem_values(problem)
    results = []
    for m in sorted(_number_mentions(text), key=lambda m: m.start):
        if _RESULT_BEFORE.search(text[max(0, m.start - 12):m.start]) and _CLAUSE_END.match(text, m.end) and \
                not any(r.start <= m.start < r.end for r in results):
            results.append(m)
    for i in range(len(results) - len(parts) + 1):
        run = results[i:i + len(parts)]
        if run[-1].end - run[0].start > _RESULTS_SPAN:
            continue
        if all(values_equal(m.value, p) for m, p in zip(run, parts)) and \
                not all(any(values_equal(m.value, g) for g in givens) for m in run):
            return [(m.start, m.end) for m in run]
    return []


# a numeral written by its digits in words: "five eights and two ones", "three sixty-fours, two eights and one one"
_PLACE_TERM = r"([a-z]+(?:-[a-z]+)?|\d+)\s+((?:[a-z]+-)?[a-z]+?)s?\b"
_PLACE_RUN = re.compile(_PLACE_TERM + r"(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+plus\s+)" + _PLACE_TERM + r"){1,5}", re.I)


# a numeral in expanded form, a sum of one-digit multiples of powers of ten standing alone ("so 30 + 12 = 40 + 2"): not
# an operand of more arithmetic on either side
_EXPANDED = re.compile(r"(?<![\d.+\-−*/×·^])(?<![+\-−*/×·]\s)\d+(?:\s*\+\s*\d+)+(?!\d|\.\d|\s*[-−+*/×·^(]|\s*\\(?:cdot|times))")
# a numeral expanded in powers of its base, digit by digit: "1 \\cdot 10^4 + 0 \\cdot 10^3 + 0 \\cdot 10^2 + 8 \\cdot 10 + 0"
_MUL = r"\s*(?:\\cdot|\\times|×|·|\*)\s*"
_POW_TERM = re.compile(r"(\d+)" + _MUL + r"(\d+)\s*(?:\^\s*\{?\s*(\d+)\s*\}?)?|(\d+)")
_EXPANSION = re.compile(r"\d+" + _MUL + r"\d+\s*\^\s*\{?\s*\d+\s*\}?(?:\s*\+\s*(?:\d+" + _MUL + r"\d+(?:\s*\^\s*\{?\s*\d+\s*\}?)?|\d+))+")


def _expansion_digits(run: str) -> str:
    """The digits of an expansion (:func:`_expansion_value`) written as a numeral, most significant first."""
    return "".join(m.group(1) or m.group(4) for m in (_POW_TERM.fullmatch(t.strip()) for t in run.split("+")) if m)


def _expansion_value(run: str) -> Optional[int]:
    """The value of a numeral expanded digit by digit in powers of one base (every coefficient a digit below the base,
    the exponents consecutive down to 0, ``d \\cdot b`` for ``b^1`` and a bare ``d`` for ``b^0``), or None."""
    terms = [t.strip() for t in run.split("+")]
    base, exps, total = None, [], 0
    for t in terms:
        m = _POW_TERM.fullmatch(t)
        if not m:
            return None
        if m.group(4) is not None:  # a bare digit: the units
            d, b, k = int(m.group(4)), base, 0
        else:
            d, b, k = int(m.group(1)), int(m.group(2)), int(m.group(3) or 1)
        if b is None or b < 2 or (base is not None and b != base) or d >= b:
            return None
        base = b
        exps.append(k)
        total += d * b ** k
    if len(exps) < 3 or exps != list(range(exps[0], exps[0] - len(exps), -1)) or exps[-1] != 0:
        return None
    return total


def place_value_spans(text: str, answer: str, problem: Optional[str] = None) -> List[Tuple[int, int]]:
    """The answer's value written by its digits in words, each digit with its place ("five eights and two ones" for
    ``52_8``, "four hundreds and two tens"; "the eights digit is 5 and the units digit is 2"), in symbols as an
    expansion in powers of its base (``1 \\cdot 10^4 + 0 \\cdot 10^3 + 0 \\cdot 10^2 + 8 \\cdot 10 + 0``) or in expanded
    form (``40 + 2``, ``300 + 20 + 1``: one nonzero digit per place, places descending, no term the page or the problem
    holds elsewhere, which would make it the work's own operands): the spans of such runs whose value (sum of digit ×
    place) is the answer's; and the decimal places stated in separate sentences, one digit each from the units up
    without a gap, a digit as a relation's result too ("the units digit is 4." ... "the tens digit is $2 \\cdot 4 = 8$"
    for 84)."""
    from agon_mcore.agon.answer_forms.words import word_mentions

    vals = [v for v in parse_answer(answer).values if getattr(v, "is_number", False)]
    if not vals:
        return []

    def num(w: str):
        if w.isdigit():
            return int(w)
        ms = [m for m in word_mentions(w) if m.start == 0 and m.end == len(w)]
        return ms[0].value if ms else None

    out = []
    for rm in _EXPANSION.finditer(text):  # digits times powers of the base, summed: the numeral written by place
        v = _expansion_value(rm.group(0))
        given = problem and re.search(r"(?<!\d)" + _expansion_digits(rm.group(0)) + r"(?!\d)", problem)
        if v is not None and not given and any(values_equal(sp.Integer(v), x) for x in vals):  # (the expansion of a
            # numeral the problem gives, "234_5" to convert, is its work)
            out.append((rm.start(), rm.end()))
    for rm in _EXPANDED.finditer(text):  # "40 + 2", "300 + 20 + 1": the answer in expanded form, one digit per place
        terms = [t.strip() for t in rm.group(0).split("+")]
        places = [len(t) - len(t.rstrip("0")) for t in terms]
        rest = re.findall(r"(?<![\d.])\d+(?!\d|\.\d)", text[:rm.start()] + " " + text[rm.end():] + " " + (problem or ""))
        if any(t in rest for t in terms):
            continue  # a term the page or the problem holds: the work's own operands ("10 + 9 = 19", "$80 + 4$")
        if all(re.fullmatch(r"[1-9]0*", t) for t in terms) and places == sorted(set(places), reverse=True) and \
                any(values_equal(sp.Integer(sum(int(t) for t in terms)), v) for v in vals):
            out.append((rm.start(), rm.end()))
    for rm in _PLACE_RUN.finditer(text):
        pieces = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s+plus\s+", rm.group(0))
        terms = [t.groups() for t in (re.fullmatch(_PLACE_TERM, x.strip(), re.I) for x in pieces) if t]
        total, ok = 0, len(terms) >= 2
        for count, place in terms:
            c = num(count.lower())
            p = 1 if place.lower() in ("one", "unit") else num(place.lower())
            if c is None or p is None or p < 2 and place.lower() not in ("one", "unit"):
                ok = False
                break
            total += c * p
        if ok and any(values_equal(total, v) for v in vals):
            out.append((rm.start(), rm.end()))
    # "the eights digit is 5 and the units digit is 2": a digit named with its place in any base (answer_forms.scripts
    # reads the decimal places as a number mention, givens aside)
    # the terms of one sentence taken together, asides between them ("the ones digit of the result is 3 (borrowing:
    # $10 - 7 = 3$), and the tens digit is 2")
    runs: List[list] = []
    for t in _DIGIT_OF_PLACE.finditer(text):
        gap = text[runs[-1][-1].end():t.start()] if runs else ""
        if runs and len(gap) <= 150 and not re.search(r"[.!?](?:\s|$)|\n\s*\n", re.sub(r"\$[^$]*\$", " ", gap)):
            runs[-1].append(t)
        else:
            runs.append([t])
    for terms in runs:
        total, places = 0, set()
        for t in terms:
            place = t.group(1).lower().rstrip("'")
            p = 1 if place in ("one", "ones", "unit", "units") else num(place[:-1] if place.endswith("s") else place)
            c = num(t.group(2).lower())
            if c is None or p is None or (p < 2 and place not in ("one", "ones", "unit", "units")) or p in places:
                break
            places.add(p)
            total += c * p
        else:
            if len(terms) >= 2 and any(values_equal(total, v) for v in vals):
                out.append((terms[0].start(), terms[-1].end()))
    # the decimal places stated in separate sentences, a digit as a relation's result too ("so the units digit is 4."
    # ... "Then the tens digit is $2 \cdot 4 = 8$."): one digit a place, the places from the units up without a gap
    found: dict = {}
    for t in _PLACE_ANYWHERE.finditer(text):
        found.setdefault(_DECIMAL_PLACES[t.group(1).lower()], []).append((t.start(2), t.end(2), int(t.group(2))))
    if len(found) >= 2 and sorted(found) == list(range(len(found))) and all(len({d for *_, d in v}) == 1 for v in found.values()):
        total = sum(v[0][2] * 10 ** k for k, v in found.items())
        if any(values_equal(sp.Integer(total), x) for x in vals):
            out += [(a, b) for v in found.values() for a, b, _ in v]
    return out


_DECIMAL_PLACES = {"units": 0, "unit": 0, "ones": 0, "one": 0, "tens": 1, "ten": 1, "hundreds": 2, "hundred": 2,
                   "thousands": 3, "thousand": 3}
# a decimal place's digit stated anywhere: "the units digit is 4", "the tens digit is $2 \cdot 4 = 8$"
_PLACE_ANYWHERE = re.compile(r"(?i)\b(units?|ones?|tens?|hundreds?|thousands?)(?:'s?)?\s+digit\s+(?:is|=|equals|must\s+be)\s+"
                             r"(?:\$?[^.$\n]{0,30}?=\s*)?\$?\s*(\d)(?![\d.]\d|\s*[-+*/×·^])")


# a digit named with its place: "the eights digit is 5", "the units digit is 2", "the ones digit is therefore 2"
_DIGIT_TERM = r"(?:the\s+)?([a-z]+(?:-[a-z]+)?'?|\d+s?)\s+(?:digit|place)\s+(?:of\s+(?:the\s+)?(?:result|answer|number|sum|difference|" \
              r"total|product|count)\s+)?(?:(?:is|must\s+be|has\s+to\s+be)\s+(?:(?:therefore|thus|then|so|now|hence|clearly|" \
              r"indeed|still|also|just|again|simply|forced\s+to\s+be)\s+)?|=\s*|of\s+|holds\s+)?(\d|[a-z]+)\b"
_DIGIT_OF_PLACE = re.compile(_DIGIT_TERM, re.I)
_DIGIT_RUN = re.compile(_DIGIT_TERM + r"(?:\s*(?:,\s*(?:and\s+)?|;\s*|\s+and\s+)" + _DIGIT_TERM + r"){1,5}", re.I)


# a point written as a complex number: "the final position corresponds to the complex number $3 - 4i$"
_COMPLEX_CUE = re.compile(r"(?i)complex\s+(?:number|plane|coordinate)|argand|affix|\bz\s*=|\bi\s*=\s*\\?sqrt|Gaussian\s+integer")


# a complex number in polar form: "√2 cis 45°", "$\\sqrt{2} e^{i\\pi/4}$", "2(\\cos 60^\\circ + i\\sin 60^\\circ)", "3∠90°"
_MODULUS = r"(?P<r>\d+(?:\.\d+)?)?\s*(?:√\s*(?P<r2>\d+)|\\sqrt\s*\{?\s*(?P<r3>\d+)\s*\}?)?"
_ARG = (r"(?:(?P<deg>\d+(?:\.\d+)?)\s*(?:°|\^\s*\{?\s*\\circ\s*\}?)|\\frac\s*\{\s*(?P<fn>\d*)\s*(?:\\pi|π)\s*\}\s*\{\s*(?P<fd>\d+)\s*\}|"
        r"(?P<pn>\d*)\s*(?:\\pi|π)\s*(?:/\s*(?P<pd>\d+))?)")
_POLAR = re.compile(_MODULUS + r"\s*(?:\\operatorname\{cis\}|\\text\{cis\}|\\mathrm\{cis\}|cis|∠|\\angle)\s*\(?\s*" + _ARG + r"\s*\)?|" +
                    _MODULUS.replace("<r", "<s") + r"\s*e\s*\^\s*\{?\s*i\s*" + _ARG.replace("<deg>", "<deg2>").replace("<fn>", "<fn2>")
                    .replace("<fd>", "<fd2>").replace("<pn>", "<pn2>").replace("<pd>", "<pd2>") + r"\s*\}?")


def polar_spans(text: str, values: Sequence[Any]) -> List[Tuple[int, int]]:
    """Spans of complex numbers written in polar form (``r cis θ``, ``r e^{iθ}``, the phasor ``r∠θ``; θ in degrees or as
    a multiple of π) whose value is one of ``values`` (a non-real answer such as ``1 + i``, or polar coordinates ``(r,
    θ)`` with θ a multiple of π: ``3e^{i\\pi/2}`` and ``3∠90°`` for ``(3, \\frac{\\pi}{2})``); not one of a list of
    candidates written together ("√2 cis 45° and √2 cis 225°"). Raises nothing."""
    want = [v for v in values if getattr(v, "is_number", False) and v.is_real is False]
    # polar coordinates asked as a pair (r, θ): the complex number r·e^{iθ} is the same point
    pairs = [(v[0], v[1]) for v in values if isinstance(v, sp.Tuple) and len(v) == 2 and
             all(getattr(x, "is_number", False) for x in v) and v[0].is_positive and v[1].has(sp.pi)]
    want += [sp.nsimplify(sp.expand_complex(r * (sp.cos(t) + sp.I * sp.sin(t)))) for r, t in pairs]
    if not want or not re.search(r"cis|e\s*\^|∠|\\angle", text):
        return []
    out = []
    found = [m for m in _POLAR.finditer(text) if m.group(0).strip()]
    for k, m in enumerate(found):
        # one of a list of candidates ("√2 cis 45° and √2 cis 225°"): the list is work, a pick from it is read elsewhere
        if any(re.fullmatch(r"\s*(?:,|and|or|,\s*and|,\s*or)\s*", text[a.end():b.start()])
               for a, b in ((found[k - 1], m) if k else (m, m), (m, found[k + 1]) if k + 1 < len(found) else (m, m)) if a is not b):
            continue
        alias = {"s": "r", "s2": "r2", "s3": "r3", "deg2": "deg", "fn2": "fn", "fd2": "fd", "pn2": "pn", "pd2": "pd"}
        g = {alias.get(name, name): got for name, got in m.groupdict().items() if got is not None}
        r = sp.Rational(g["r"]) if g.get("r") else sp.Integer(1)
        root = g.get("r2") or g.get("r3")
        r = r * sp.sqrt(sp.Integer(root)) if root else r
        if "deg" in g:
            theta = sp.Rational(g["deg"]) * sp.pi / 180
        elif "fd" in g or "fn" in g:
            theta = sp.Integer(int(g.get("fn") or 1)) * sp.pi / sp.Integer(int(g["fd"]))
        else:
            theta = sp.Integer(int(g.get("pn") or 1)) * sp.pi / sp.Integer(int(g.get("pd") or 1))
        z = sp.nsimplify(sp.expand_complex(r * (sp.cos(theta) + sp.I * sp.sin(theta))))
        if any(values_equal(z, v) for v in want):
            a, b = m.span()
            out.append((a + len(m.group(0)) - len(m.group(0).lstrip()), b - len(m.group(0)) + len(m.group(0).rstrip())))
    return out


# a complex number by its named parts: "real part 2 and imaginary part 2", "the real part is -1, the imaginary part 3"
_NUMV = r"([-−]?\s*\$?\s*\d+(?:\.\d+)?(?:\s*/\s*\d+)?\s*\$?)"
_NAMED_PARTS = re.compile(r"(?i)\breal\s+part\s+(?:is\s+|of\s+|=\s*|equal\s+to\s+)?" + _NUMV + r"[\s,;]*(?:and\s+|with\s+|while\s+)?"
                          r"(?:the\s+|an?\s+|its\s+)?imaginary\s+part\s+(?:is\s+|of\s+|=\s*|equal\s+to\s+)?" + _NUMV)


def named_parts_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """Spans where ``text`` names a complex answer ``a + bi`` by its parts ("real part 2 and imaginary part 2"): the
    same number, written by its coordinates. Raises nothing."""
    if "imaginary" not in text.lower():
        return []
    import sympy

    from agon_mcore.agon.answer_forms import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    zs = [v for v in parse_answer(answer).values if getattr(v, "is_number", False) and sympy.im(v) != 0]
    out = []
    for m in _NAMED_PARTS.finditer(text):
        try:
            a, b = (sympy.nsimplify(re.sub(r"[\s$]", "", g).replace("−", "-")) for g in m.groups())
        except Exception:  # noqa: BLE001 - no value
            continue
        if any(values_equal(sympy.re(z), a) and values_equal(sympy.im(z), b) for z in zs):
            out.append(m.span())
    return out


# a fraction by its parts: "the numerator is 3 and the denominator is 8", "denominator 8, numerator 3"
_PART_IS = r"\s+(?:is\s+|of\s+|=\s*|equal\s+to\s+|becomes\s+)?"
# a part as digits or as number words ("numerator three and denominator fifty-six")
_PART_NUM = r"[-−]?\d+|(?:minus\s+)?" + _CARDS + r"(?:[- ](?:and[- ])?" + _CARDS + r"){0,4}"
_FRACTION_PARTS = re.compile(r"(?i)\b(?P<first>numerator|denominator)" + _PART_IS + r"(?P<a>" + _PART_NUM + r")\b[\s,;]*(?:and\s+|with\s+|"
                             r"while\s+|over\s+)?(?:the\s+|a\s+|its\s+)?(?:numerator|denominator)" + _PART_IS + r"(?P<b>" + _PART_NUM +
                             r")\b")


def fraction_parts_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """Spans where ``text`` names a fraction answer by its numerator and denominator ("the numerator is 3 and the
    denominator is 8" for 3/8, in either order; in words too, "numerator three and denominator fifty-six"): the same
    number, written by its parts. Raises nothing."""
    if "nominator" not in text.lower() or "numerator" not in text.lower():
        return []
    import sympy

    from agon_mcore.agon.answer_forms import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    vals = [v for v in parse_answer(answer).values if getattr(v, "is_Rational", False) and not getattr(v, "is_Integer", True)]
    out = []
    for m in _FRACTION_PARTS.finditer(text) if vals else ():
        from agon_mcore.agon.answer_forms.relatives import word_number

        parts = [word_number(m.group(k).replace("−", "-")) for k in ("a", "b")]
        if any(x is None or not getattr(sympy.Integer(0) + x, "is_Integer", False) for x in parts):
            continue
        a, b = (int(x) for x in parts)
        num, den = (a, b) if m.group("first").lower() == "numerator" else (b, a)
        if den != 0 and any(values_equal(sympy.Rational(num, den), v) for v in vals):
            out.append(m.span())
    return out


def complex_point_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """Spans of complex numbers ``a + bi`` in ``text``'s math where the answer is the point ``(a, b)`` and the text names
    the complex plane or a complex number ("corresponds to the complex number $3 - 4i$" for ``(3, -4)``): the same
    point in the plane's other coordinates. Raises nothing."""
    if not _COMPLEX_CUE.search(text) or "i" not in text:
        return []
    import sympy

    from agon_mcore.agon.answer_forms import parse_answer
    from agon_mcore.agon.answer_forms.formulas import math_spans
    from agon_mcore.agon.answer_forms.values import latex_value, values_equal

    pts = [v for v in parse_answer(answer).values if isinstance(v, sympy.Tuple) and len(v) == 2
           and all(getattr(x, "is_real", False) for x in v)]
    if not pts:
        return []
    out = []
    for s, e in math_spans(text):
        body = text[s:e]
        if not re.search(r"(?<![A-Za-z\\])i(?![A-Za-z])", body):
            continue
        for piece in re.split(r"=|\\approx|,", body):
            v = latex_value(piece.strip().rstrip("."))
            try:
                if v is None or not v.is_number:
                    continue
                re_, im = sympy.re(v), sympy.im(v)
            except Exception:  # noqa: BLE001 - no value
                continue
            if im != 0 and any(values_equal(re_, p[0]) and values_equal(im, p[1]) for p in pts):
                k = text.find(piece.strip(), s, e)
                out.append((k, k + len(piece.strip())) if k >= 0 else (s, e))
    return out
