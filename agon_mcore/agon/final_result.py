"""The final result by position: the value that ends the draft's last chain before the conclusion stands in the
answer's position (the design's "the result of the final step of a chain"); there a relative of the answer is hidden.

Other passes hide a value in answer position only when it equals the answer or a notation the reader knows. A
relative of the answer that ends the final chain then survives: its reciprocal (``\\frac{15}{1200} = \\frac{1}{80}``
before the box 80), the answer as a power (``16 \\cdot (-8) = -2^4 \\cdot 2^3 = -2^7`` before -128), the answer in
another unit (``$24.00 ÷ 240 pumps = $0.10 per pump`` before "in cents ... 10"). This pass reads the structure, not
the value:

* **the conclusion** is where the summarizer's conclusion placeholder (or the box placeholder) starts;
* **the final chain** is the last run of relations (``=``, ``\\approx``, ``≈``) before it, within one clause (a
  sentence, a line, a clause after a colon or a semicolon), with no numeral between its end and the conclusion
  (a step label "Step 3." aside);
* it is a **computation**: some member before its end combines numbers by an operation (a bare ``x = -8`` is a root
  and no computation);
* its **result** is the run of members at its end that are each one value in one notation (an integer, a decimal
  with a currency mark, ``\\frac{a}{b}`` and ``a/b`` in lowest terms (another quotient, ``\\frac{24}{4}``, is a
  division still to do), a single power ``-2^7`` whose exponent the chain computed (``(21 + 19)^2 = 40^2`` evaluated
  only the base: the power is still to do), a factorial ``5!``, ``1.2 \\times 10^3``) with, after the last,
  words only (a unit, "per pump");
* in a GSM8K calculator annotation (``24/240 = $<<24/240=0.1>>0.1``) the result is the annotation's value and the
  value written after it;
* or, where it stands after every chain, a **closing statement**: the last copula ("is", "equals", "comes to")
  whose slot holds one number or fraction ("so the combined rate is 1/2 tank per hour"); a power or a factorial there
  is the counting formula still to evaluate ("so there are 2^6 strings"), not a result.

The result is hidden when it is a **relative of the answer** (:func:`relative`: the same value, its reciprocal, the
answer in another unit where the result carries a unit or the problem asks a percent), unless it is a given of the problem or used by later kept work (the same value readable
after it, outside what is hidden). An operation between two quantities (``650 \\cdot 90``) is arithmetic still to
do, no value notation, and never a result here. The relative gate is measured: hiding the result whatever its value
hid fifteen work values on fresh2-5 (a discriminant, ``c^2 = 13`` before ``\\sqrt{13}``, "12 + 18 = 30 members"). An
answer in an asked base (``52_8``) keeps its decimal value (the conversion is the work left).
:func:`final_result_spans` returns the spans; :func:`final_then_reader` runs it before the reader pass
(``agon.reader_closed``).
"""
from __future__ import annotations

import re
from fractions import Fraction
from math import factorial, gcd
from typing import List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, parse_answer
from agon_mcore.agon.answer_forms.formulas import fraction_product
from agon_mcore.agon.asked_role import asked_base
from agon_mcore.agon.code_summary import BOXED_PLACEHOLDER
from agon_mcore.agon.final_forms import final_form_spans
from agon_mcore.agon.reader_closed import reader_closed as _reader_closed

__all__ = ["final_result_spans", "value_of", "relative", "final_then_reader"]

Span = Tuple[int, int, str]

_CONCLUSION = "[hidden: the conclusion"
UNIT_STEPS = (10, 12, 24, 60, 100, 1000, 3600)  # factors between common units (as agon.slot_position's unit steps)
_REL = re.compile(r"(?<![<>!=:\\])=(?!=)|\\approx|≈")
# where a clause ends: a blank line, a sentence end, a colon, a semicolon, a line break, "or"/"and"/"so" between words
_CLAUSE_END = re.compile(r"\n|(?<!\d)\.(?=\s)|[:;]|\\\\|\bor\b|\band\b|\bso\b|\bthen\b|,\s+(?=[A-Za-z])")
_NUM = r"\d+(?:,\d{3})*(?:\.\d+)?"
_SIGN = r"[-−]?\s*"
_CUR = r"(?:\\\$|\$(?=\d)|[€£])?"
_VALUE_FORMS = [
    ("frac", re.compile(_SIGN + r"\\[dt]?frac\s*(?:\{\s*(" + _NUM + r")\s*\}|(\d))\s*(?:\{\s*(" + _NUM + r")\s*\}|(\d))")),
    ("sci", re.compile(_SIGN + r"(" + _NUM + r")\s*(?:\\times|\\cdot|×)\s*10\s*\^\s*\{?\s*([-−]?\d+)\s*\}?")),
    ("pow", re.compile(_SIGN + r"\(?\s*(\d+)\s*\)?\s*\^\s*\{?\s*(\d+)\s*\}?")),
    ("fact", re.compile(_SIGN + r"(\d+)\s*!")),
    ("ratio", re.compile(_SIGN + r"(\d+)\s*/\s*(\d+)(?![\d.])")),
    ("num", re.compile(_SIGN + _CUR + r"\s*(" + _NUM + r")")),
]
# what may follow the last value: markup, punctuation, words (a unit, "tank/hour"), never a numeral or an operation
_AFTER = re.compile(r"[\s$.,)\]}]*(?:\\[\])]|\\text\{[A-Za-z ]*\}|\\,|\\ |\\%|%|[A-Za-z'°](?=((?:[A-Za-z' °]|/(?=[A-Za-z]))*))\1)*"
                    r"[\s$.,)\]}]*")  # (?=(..*))\1: an atomic repeat (no backtracking into it), valid before Python 3.11
_OPERATION = re.compile(r"\d\s*\)?\s*(?:[-+*/×·÷−^]|\\cdot|\\times|\\div)\s*[({]?\s*[-−]?\d|\\[dt]?frac\s*\{[^{}]*[-+*/]|\d\s*!|"
                        r"\\(?:sqrt|binom)|\\[dt]?frac\s*\{\s*\d")
_STEP_LABEL = re.compile(r"(?:\*\*)?\s*\b(?:Step|Part)\s*\d+\s*[.:)]?\s*(?:\*\*)?|^\s*(?:\d+[.)]|[-*•])\s", re.I | re.M)


def _lowest(num: Fraction, den: Fraction) -> bool:
    """A fraction of integers in lowest terms, denominator above 1: one value's notation (``\\frac{1}{80}``); any other
    quotient (``\\frac{24}{4}``, ``\\frac{15}{1200}``) is a division still to do."""
    return num.denominator == 1 and den.denominator == 1 and den > 1 and gcd(int(num), int(den)) == 1


def value_of(member: str, kinds: Sequence[str] = ("frac", "sci", "pow", "fact", "ratio", "num")) -> Optional[Tuple[Fraction, int, int]]:
    """The value of ``member`` (one chain member's text) when it is one value in one notation, with the start and end
    of that notation in ``member``: ``"\\frac{1}{80}."`` -> ``(1/80, 0, 12)``, ``" -2^7$."``, ``"$0.10 per pump."``,
    ``"5!"``, ``"1.2 \\times 10^3"``; None for anything else (``"650 \\cdot 90"``, ``"x"``) and for a notation not in
    ``kinds`` (``frac sci pow fact ratio num``). Raises nothing."""
    lead = re.match(r"[\s$({]*(?:\\left\s*\(|\\[(\[])?\s*", member)
    at = lead.end() if lead else 0
    for kind, rx in _VALUE_FORMS:
        m = rx.match(member, at)
        if not m or not _AFTER.fullmatch(member, m.end()) or kind not in kinds:
            continue
        neg = member[m.start():m.end()].lstrip().startswith(("-", "−"))
        g = [x for x in m.groups()]
        try:
            if kind == "frac":
                num, den = Fraction((g[0] or g[1]).replace(",", "")), Fraction((g[2] or g[3]).replace(",", ""))
                if not _lowest(num, den):
                    return None  # \\frac{24}{4}: a division still to do
                v = num / den
            elif kind == "sci":
                v = Fraction(g[0].replace(",", "")) * Fraction(10) ** int(g[1].replace("−", "-"))
            elif kind == "pow":
                if int(g[1]) > 64:
                    return None
                v = Fraction(int(g[0]) ** int(g[1]))
            elif kind == "fact":
                if int(g[0]) > 30:
                    return None
                v = Fraction(factorial(int(g[0])))
            elif kind == "ratio":
                if not _lowest(Fraction(g[0]), Fraction(g[1])):
                    return None
                v = Fraction(int(g[0]), int(g[1]))
            else:
                v = Fraction(g[0].replace(",", ""))
        except (ZeroDivisionError, ValueError):
            return None
        return (-v if neg else v), m.start(), m.end()
    return None


def _values(text: str) -> List[Fraction]:
    out = []
    for m in re.finditer(r"(?<![\d.])" + _NUM, text):
        try:
            out.append(Fraction(m.group().replace(",", "")))
        except ValueError:
            pass
    for m in re.finditer(r"\\[dt]?frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}", text):
        if int(m.group(2)):
            out.append(Fraction(int(m.group(1)), int(m.group(2))))
    return out


def _kept(vis: str, spans: Sequence[Span], lo: int) -> str:
    """``vis[lo:]`` with what ``spans`` hide blanked."""
    chars = list(vis[lo:])
    for s, e, _ in spans:
        for i in range(max(s, lo), max(e, lo)):
            if i - lo < len(chars):
                chars[i - lo] = " "
    return "".join(chars)


def _members(vis: str, lo: int, hi: int) -> List[Tuple[int, int]]:
    """The members of the relation chain in ``vis[lo:hi]``, split at top-level relations."""
    cuts, depth, i = [lo], 0, lo
    while i < hi:
        c = vis[i]
        depth += c == "{"
        depth -= c == "}"
        if depth == 0:
            m = _REL.match(vis, i)
            if m and m.end() <= hi:
                cuts += [m.start(), m.end()]
                i = m.end()
                continue
        i += 1
    cuts.append(hi)
    return [(cuts[k], cuts[k + 1]) for k in range(0, len(cuts), 2)]


def _answer_values(answers: Sequence[str]) -> List[Fraction]:
    out = []
    for a in answers:
        for v in parse_answer(a).values:
            try:
                out.append(Fraction(str(v)))
            except (ValueError, ZeroDivisionError):
                pass
    return out


def relative(r: Fraction, answers: Sequence[Fraction], givens: Sequence[Fraction] = (), unit: bool = True) -> bool:
    """``r`` is the answer's value, its reciprocal, or the answer in another unit of the same quantity (a factor of
    :data:`UNIT_STEPS` either way: ``0.10`` for 10 cents, ``2.25`` hours for 135 minutes). A factor that is one of
    ``givens`` (the problem's values) is no unit step: ``15 = 10 \\cdot \\frac{3}{2}`` with 10 given is another
    quantity. ``unit=False`` (the result carries no unit: no currency mark, no word after it) allows no unit step: a
    bare discriminant 20 is no answer 2 in another unit. Raises nothing."""
    steps = [f for f in UNIT_STEPS if f not in givens] if unit else []
    for a in answers:
        if r == a or (a and r * a == 1) or (a and r and any(r * f == a or a * f == r for f in steps)):
            return True
    return False


# a restatement ("..., i.e. a = -2^8", "that is, b = -5^3"): the chain after it restates a result, it computes nothing
_RESTATE = re.compile(r"(?:\bi\.\s?e\.|\bthat\s+is\b|\bnamely\b|\bin\s+other\s+words\b|\bequivalently\b)[\s,:]*"
                      r"[A-Za-z|()_{}\\ ]{0,20}$", re.I)
_COPULA = re.compile(r"\b(?:is|are|was|equals|becomes|comes\s+to|gives|makes)\s+(?:just\s+|exactly\s+)?", re.I)


def _statement(vis: str, spans: Sequence[Span], concl: int) -> List[Tuple[int, int, Fraction]]:
    """A closing statement's value before ``concl``: the last copula ("is", "equals", "comes to") whose slot holds one
    value in one notation (words after it only: "the combined rate is 1/2 tank per hour"), or words and then that
    value in apposition ("the time is the reciprocal of that rate, 0.125 tank/hour"), with no numeral after the
    clause before the conclusion; or []."""
    cops = [m for m in _COPULA.finditer(vis, 0, concl) if not any(s <= m.start() < e for s, e, _ in spans)]
    if not cops:
        return []
    m = cops[-1]
    stop = _CLAUSE_END.search(vis, m.end(), concl)
    hi = stop.start() if stop else concl
    slot = vis[m.end():hi]
    got = value_of(slot, ("frac", "ratio", "num"))  # "there are 2^6 strings": a power there is the formula
    app = re.match(r"[^\d,]+,\s*", slot)  # "is the reciprocal of that rate, 0.125 tank/hour": the value in apposition
    if got is None and app:
        got = value_of(slot[app.end():], ("frac", "ratio", "num"))
        got = got and (got[0], got[1] + app.end(), got[2] + app.end())
    if got is None or re.search(r"\d", _STEP_LABEL.sub(" ", vis[hi:concl])):
        return []
    return [(m.end() + got[1], m.end() + got[2], got[0])]


_CALC = re.compile(r"<<([^<>=]*)=([^<>=]*)>>")


def _calculator(vis: str, spans: Sequence[Span], last: int, concl: int) -> List[Tuple[int, int, Fraction]]:
    """A GSM8K calculator annotation holding the last relation (``24/240 = $<<24/240=0.1>>0.1``): its result and the
    value written after it, when the annotation computes and nothing numeric follows before ``concl``; or []."""
    m = next((c for c in _CALC.finditer(vis, 0, concl) if c.start() <= last < c.end()), None)
    if m is None or not _OPERATION.search(m.group(1)):
        return []
    inner, after = value_of(m.group(2)), value_of(vis[m.end():_clause_stop(vis, m.end(), concl)])
    if inner is None or after is None or inner[0] != after[0] or _numeral_before(vis, m.end(), concl):
        return []
    return [(m.start(2) + inner[1], m.start(2) + inner[2], inner[0]), (m.end() + after[1], m.end() + after[2], after[0])]


def _clause_stop(vis: str, at: int, concl: int) -> int:
    stop = _CLAUSE_END.search(vis, at, concl)
    return stop.start() if stop else concl


def _numeral_before(vis: str, at: int, concl: int) -> bool:
    """A numeral after the clause that starts at ``at`` and before ``concl`` (a step label aside)."""
    return bool(re.search(r"\d", _STEP_LABEL.sub(" ", vis[_clause_stop(vis, at, concl):concl])))


_EXPONENT = re.compile(r"\^\s*\{?\s*(\d+)\s*\}?")


def _power_to_do(value: str, before: str) -> bool:
    """``value`` (a result's notation) is a power whose exponent the member ``before`` it already raises to: only the
    base was evaluated (``(21 + 19)^2 = 40^2``), the power is a step still to do. A power whose exponent the chain
    computed (``-2^4 \\cdot 2^3 = -2^7``, ``(2^2)^5 = 2^{10}``) is the value reached, in a power's notation."""
    m = _EXPONENT.search(value)
    return bool(m) and "!" not in value and m.group(1) in _EXPONENT.findall(before)


def _chain(vis: str, spans: Sequence[Span], concl: int) -> List[Tuple[int, int, Fraction]]:
    """The final chain's result members before ``concl`` (module docstring), or []."""
    rels = [m for m in _REL.finditer(vis, 0, concl)
            if not any(s <= m.start() < e for s, e, _ in spans)]
    if not rels:
        return []
    last = rels[-1]
    if vis.rfind("<<", 0, last.start()) > vis.rfind(">>", 0, last.start()):
        return _calculator(vis, spans, last.start(), concl)
    ends = [m.end() for m in _CLAUSE_END.finditer(vis, 0, last.start())]
    lo = ends[-1] if ends else 0
    stop = _CLAUSE_END.search(vis, last.end(), concl)
    hi = stop.start() if stop else concl
    if re.search(r"\d", _STEP_LABEL.sub(" ", vis[hi:concl])):
        return []  # a numeral between the chain and the conclusion: the chain is not the final step
    members = _members(vis, lo, hi)
    if len(members) < 2:
        return []
    res: List[Tuple[int, int, Fraction]] = []
    for k in range(len(members) - 1, 0, -1):
        s, e = members[k]
        got = value_of(vis[s:e])
        if got is None or _power_to_do(vis[s + got[1]:s + got[2]], vis[slice(*members[k - 1])]):
            break
        res.insert(0, (s + got[1], s + got[2], got[0]))
    if not res or len(res) == len(members):
        return []
    first = len(members) - len(res)
    if not any(_OPERATION.search(vis[s:e]) for s, e in members[:first]) and \
            not _RESTATE.search(vis[max(0, lo - 24):members[0][1]]):
        return []  # no computation: a root, an assignment (a restatement, "i.e. a = -2^8", is a statement)
    return res


def _final_form(vis: str, spans: Sequence[Span], concl: int, problem: Optional[str], answers: Sequence[str]) -> List[Span]:
    """The final chain's last member when it is the answer in another form (:mod:`agon.final_forms`): the chain as
    :func:`_chain` finds it, with numerals already hidden after it not counted."""
    rels = [m for m in _REL.finditer(vis, 0, concl) if not any(s <= m.start() < e for s, e, _ in spans)]
    if not rels:
        return []
    last = rels[-1]
    ends = [m.end() for m in _CLAUSE_END.finditer(vis, 0, last.start())]
    lo = ends[-1] if ends else 0
    hi = _clause_stop(vis, last.end(), concl)
    if re.search(r"\d", _STEP_LABEL.sub(" ", _kept(vis, spans, hi)[:concl - hi])):
        return []
    members = _members(vis, lo, hi)
    s, e = members[-1]
    if any(ps < e and s < pe for ps, pe, _ in spans):
        return []
    if fraction_product(vis[s:e]):
        return []  # a fraction multiplied by a sign (``4!\\cdot\\frac{t^2}{8}``): a product still to do, no form of the answer
    return final_form_spans(vis, (s, e), len(members), problem, answers)


_CURRENCY = re.compile(r"(?:\\\$|[$€£](?=\s*(?:<<[^<>]*>>)?\s*\d[\d,.]*(?![\d,.]|\s*\$)))")


def _has_unit(vis: str, s: int, e: int, concl: int) -> bool:
    """The result ``vis[s:e]`` carries a unit: a currency mark before or in it (``$0.10``, ``\\$5``; a ``$`` that closes
    right after the number is math), or a word after it in its clause ("per pump", "minutes", "pages")."""
    if _CURRENCY.search(vis, max(0, s - 2), e) or _CURRENCY.search(vis[max(0, s - 40):s].rsplit("=", 1)[-1]):
        return True
    return bool(re.search(r"[A-Za-z]{2,}|%", re.sub(r"\\[A-Za-z]+", " ", vis[e:_clause_stop(vis, e, concl)])))


def final_result_spans(vis: str, spans: Sequence[Span], problem: Optional[str], answers: Sequence[str] = ()) -> List[Span]:
    """The spans (``(start, end, HIDDEN)`` over ``vis``) of the final chain's result before the conclusion that
    ``spans`` (the summarizer's spans so far) mark, where the result is a relative of one of ``answers`` (graded
    LaTeX strings; :func:`relative`); empty when there is no conclusion placeholder, no computation chain, or the
    result is a given, used by later kept work, or already hidden (module docstring). Raises nothing."""
    starts = [s for s, _, lab in spans if lab.startswith(_CONCLUSION) or lab == BOXED_PLACEHOLDER]
    if not starts or asked_base(problem):  # the answer in an asked base: the decimal value is work (the conversion)
        return []
    concl = min(starts)
    form = _final_form(vis, spans, concl, problem, answers)
    if form:
        return form
    avals = _answer_values([a for a in answers if not re.search(r"_\s*\{?\s*\d", a)])
    if not avals:
        return []
    res = _statement(vis, spans, concl) or _chain(vis, spans, concl)
    if not res:
        return []
    givens = _values(problem or "")
    later = _values(_kept(vis, spans, res[-1][1]))
    out: List[Span] = []
    unit = _has_unit(vis, res[-1][0], res[-1][1], concl) or bool(re.search(r"\bpercent|%", problem or ""))
    from agon_mcore.agon.asked import other_dimension
    from agon_mcore.agon.asked_role import unit_fact
    from agon_mcore.agon.answer_forms.reader_roles import DIVISOR_BEFORE

    for s, e, v in res:
        if not relative(v, avals, givens, unit) or v in givens or v in later or any(ps <= s and e <= pe for ps, pe, _ in spans):
            continue
        if other_dimension(vis, s, e, problem):
            continue  # "Her speed is $90 / 2 = 45$ km/h." where a distance is asked: another quantity's result
        if unit_fact(vis, s, e) or DIVISOR_BEFORE.search(vis[max(0, s - 40):s]):
            continue  # "There are 60 minutes in an hour.": a fact of the units, no result (agon.asked_role); "divisible
            # by $3^3 = 27$": a divisor (answer_forms.reader_roles)
        out.append((s, e, HIDDEN))
    return out


def final_then_reader(vis: str, spans: List[Span], answers: Sequence[str], problem) -> List[Span]:
    """``agon.reader_closed.reader_closed`` after :func:`final_result_spans` joins ``spans``: the final chain's result
    is hidden by position, then what the metric's reader reads. Raises what the reader raises."""
    return _reader_closed(vis, list(spans) + final_result_spans(vis, spans, problem, answers), answers, problem)
