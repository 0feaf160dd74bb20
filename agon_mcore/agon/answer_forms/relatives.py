"""Values stated as relatives of the answer: readings that need the answer's kind or the problem.

:func:`relative_mentions` finds, in a text, the mentions that state ``answer`` through a reading
the plain value reader (``compare.value_mentions``) does not make because it depends on what the
problem asks or on a unit:

* **a quantity in another unit** (``answer_forms.quantities``): ``3⅓ h`` is 200 minutes, ``an hour
  and a half`` is 90 minutes or 1.5 hours, ``2 hours 25 minutes`` is 145 minutes; every unit of the
  family is tried, so the answer matches in whichever unit it is given;
* **a fraction in words**: ``2 over 3``, ``two over three``, ``root 2 over 2``, ``pi over four``, the
  fraction slash ``3⁄4`` (an unreduced ``24 over 36`` is a division still to do: arithmetic);
* **odds**: ``a 1-in-4 chance``, ``one chance in four``, ``3 out of every 10``, "the odds in favour are 3 to 1" (3/4),
  "3-to-1 odds against" (1/4), "a 2-to-1 favourite" (2/3), "a 3-to-1 underdog" (1/4);
* **an interval in words**: ``any x larger than 2``, ``x lies strictly between -3 and 3``,
  ``x is at least 4``, ``between 2 and 5 inclusive``, ``strictly between negative one and four``;
* **a count by what a set is** (:func:`set_size_mentions`): ``a singleton``, ``the solution set is empty``, ``no
  polynomial works``; **a measure or probability in words** (:func:`measure_word_mentions`): ``has full measure``,
  ``almost every number qualifies``, ``is a null set``;
* **a named number** when the problem numbers days or months: a weekday or month name read through
  the problem's own numbering (``Monday = 1``) or the usual one (Monday 1 ... Sunday 7, January 1 ...);
* **a verdict by the problem's predicate**: for "Is 2047 prime?", ``Not prime`` / ``is not prime`` /
  ``composite`` read as No and ``... is prime`` as Yes;
* **a part of a formula the problem asks for**: the exponent (``2^4`` when it asks for an exponent or
  "the highest power of 2"), the degree (``x^5``, the highest power of a shown polynomial), the factor
  (``4s^2`` when it asks "by what factor");
* **a choice named by its place** in the problem's option list: ``the third value``, ``the last one``.

:func:`witness_mentions` (not part of :func:`relative_mentions`, so the summarizer does not hide by it) reads
an instance stated with the predicate of an existence question answered yes (``1681 = 41², composite``);
the leak metric's upper bound uses it (``agon.leak.answer_readable(count_work=True)``).

Every function is pure and cheap (regular expressions, then a sympy comparison per candidate).
"""
from __future__ import annotations

import functools
import re
from typing import Any, List, Optional

from agon_mcore.agon.asked import ASKED_PHRASE
from agon_mcore.agon.answer_forms.angles import degree_mentions, turn_mentions
from agon_mcore.agon.answer_forms.claims import elimination_mentions, symbol_claims, truth_row_mentions, verb_claims
from agon_mcore.agon.answer_forms.choices import choice_letter, choice_options
from agon_mcore.agon.answer_forms.measure_relatives import measure_relative_mentions
from agon_mcore.agon.answer_forms.notation import number_mentions
from agon_mcore.agon.answer_forms.axis_points import axis_point_mentions
from agon_mcore.agon.answer_forms.quantities import asked_unit_mentions, clock_mentions, cross_unit_mentions, dms_mentions, unit_mentions
from agon_mcore.agon.answer_forms.residues import residue_mentions
from agon_mcore.agon.answer_forms.sequence_terms import sequence_term_mentions
from agon_mcore.agon.answer_forms.value_forms import value_form_mentions
from agon_mcore.agon.answer_forms.values import Mention, Word, _sp, values_equal
from agon_mcore.agon.answer_forms.words import word_mentions

__all__ = ["relative_mentions", "word_number"]

_SMALL = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
          "seventeen eighteen nineteen twenty").split()
_NUMW = r"(?:\d+(?:\.\d+)?|" + "|".join(sorted(_SMALL, key=len, reverse=True)) + r"|a|an)"
_SNUMW = r"(?:(?:negative|minus)\s+)?" + _NUMW  # a signed number in words: "negative one"


def word_number(s: str) -> Optional[Any]:
    """A short number in digits (``3``, ``2.5``, ``3⅓``, ``1 1/2``) or words (``four``, ``a``, ``negative one``) as a
    sympy number; None when ``s`` is not one."""
    sp = _sp()
    s = s.strip().lower()
    neg = re.match(r"(?:negative|minus)\s+", s)
    if neg:
        v = word_number(s[neg.end():])
        return -v if v is not None else None
    if s in ("a", "an"):
        return sp.Integer(1)
    if s in _SMALL:
        return sp.Integer(_SMALL.index(s))
    ms = [m for m in number_mentions(s) + word_mentions(s) if m.kind not in ("sub", "exp")]
    ms = [m for m in ms if m.start == 0 and m.end >= len(s.rstrip())]
    v = ms[0].value if ms else None
    return v if getattr(v, "is_number", False) else None


def _eq(v, answers) -> bool:
    return any(values_equal(v, a) for a in answers)


# ----------------------------------------------------------------------------- fractions, odds, intervals in words

_COLON_RATIO = re.compile(r"(?<![\w.:])(\d+)\s*:\s*(\d+)(?![\w:]|\.\d)")  # "33 : 95" (not a clock time 9:05, not a chain a:b:c)
_OVER = re.compile(rf"(?<![\w.])({_NUMW})\s+(?:over|divided\s+by)\s+({_NUMW})(?!\w|\.\d)", re.IGNORECASE)
_ODDS = re.compile(rf"(?<![\w.])({_NUMW})(?:\s*-\s*|\s+)(?:chances?\s+)?(?:in|out\s+of(?:\s+every)?)(?:\s*-\s*|\s+)({_NUMW})"
                   r"(?!\w|\.\d)", re.IGNORECASE)


# odds written "a to b": after the word odds ("odds in favour of red are 3 to 1", "odds against: 1 to 3") or before it
# ("3-to-1 odds"); odds for are a chance of a/(a + b), odds against one of b/(a + b)
_ODDS_TO = re.compile(rf"(?i)\bodds\b[^.;\n\d]{{0,40}}?(?<![\w.])(?P<a>{_NUMW})(?:\s*-\s*|\s+)to(?:\s*-\s*|\s+)(?P<b>{_NUMW})(?![\w.]\w)|"
                      rf"(?<![\w.])(?P<c>{_NUMW})(?:\s*-\s*|\s+)to(?:\s*-\s*|\s+)(?P<d>{_NUMW})(?:\s+|-)(?:odds|on|against|favou?rites?|underdogs?|outsiders?|long[- ]?shots?)\b")


_SYM_OVER = re.compile(rf"(?i)(?<![\w.])((?:{_NUMW}\s+)?(?:(?:square\s+)?root\s+(?:of\s+)?{_NUMW}|sqrt\s*\(?\s*\d+\s*\)?|pi|π)|{_NUMW})"
                       rf"\s+over\s+((?:{_NUMW}\s+)?(?:(?:square\s+)?root\s+(?:of\s+)?{_NUMW}|sqrt\s*\(?\s*\d+\s*\)?|pi|π)|{_NUMW})(?![\w])")


def _sym_value(t: str):
    """"3 root 2", "sqrt 2", "pi", "two pi" as a sympy number (None otherwise)."""
    sp = _sp()
    t = t.strip().lower()
    m = re.fullmatch(r"(?:(\S+)\s+)?(?:(?:square\s+)?root\s+(?:of\s+)?(\S+)|sqrt\s*\(?\s*(\d+)\s*\)?|(pi|π))", t)
    if not m:
        return word_number(t)
    k = word_number(m.group(1)) if m.group(1) else sp.Integer(1)
    base = sp.pi if m.group(4) else sp.sqrt(word_number(m.group(2) or m.group(3)) or 0)
    return None if k is None else k * base


def _ratio_mentions(text: str, answers) -> List[Mention]:
    sp = _sp()
    out = []
    for m in _SYM_OVER.finditer(text):  # "root 2 over 2", "pi over four"
        if not re.search(r"(?i)root|sqrt|pi|π", m.group(0)):
            continue
        a, b = _sym_value(m.group(1)), _sym_value(m.group(2))
        if a is not None and b is not None and b != 0 and _eq(sp.nsimplify(a / b), answers):
            out.append(Mention(m.start(), m.end(), a / b, "words"))
    for m in _COLON_RATIO.finditer(text):  # "66 : 190 = 33 : 95": a ratio in lowest terms, part to whole, is the fraction
        a, b = int(m.group(1)), int(m.group(2))
        if ":" in m.group(0) and " " not in m.group(0) and len(m.group(2)) == 2 and b < 60 and a < 24:
            continue  # a clock time ("1:05")
        if re.search(r"(?i)\bodds\b[^.;\n]{0,30}$", text[max(0, m.start() - 40):m.start()]):
            if a > 0 and b > 0 and sp.gcd(a, b) == 1 and _eq(sp.Rational(a, a + b), answers):
                out.append(Mention(m.start(), m.end(), sp.Rational(a, a + b), "words"))  # odds 3:5 are a chance of 3/8
            continue
        if 0 < a < b and sp.gcd(a, b) == 1 and _eq(sp.Rational(a, b), answers) and not re.search(r"\d\s*:\s*\d+\s*:", text[m.start():m.end() + 6]):
            out.append(Mention(m.start(), m.end(), sp.Rational(a, b), "words"))
    for m in _ODDS_TO.finditer(text):  # "the odds in favour of red are 3 to 1", "3-to-1 odds against": a chance of 3/4, 1/4
        a, b = word_number(m.group("a") or m.group("c")), word_number(m.group("b") or m.group("d"))
        if a is None or b is None or a < 0 or b < 0 or a + b == 0 or not (a.is_integer and b.is_integer):
            continue
        against = re.search(r"(?i)\bagainst\b|underdog|outsider|long[- ]?shot", m.group(0))  # ("a 2-to-1 favourite" is for)
        v = sp.Rational(int(b), int(a + b)) if against else sp.Rational(int(a), int(a + b))
        if _eq(v, answers):
            out.append(Mention(m.start("a") if m.group("a") else m.start(), m.end(), v, "words"))  # the odds themselves
    for rx, kind in ((_OVER, "over"), (_ODDS, "odds")):
        for m in rx.finditer(text):
            a, b = word_number(m.group(1)), word_number(m.group(2))
            if a is None or b is None or b == 0 or not (a.is_integer and b.is_integer):
                continue
            v = sp.Rational(a, b)
            arith = kind == "over" and sp.gcd(int(a), int(b)) > 1
            if _eq(v, answers) and not arith:
                out.append(Mention(m.start(), m.end(), v, "words"))
    return out


_BIG = r"(?:larger|greater|bigger|more|higher|above|over|exceeds?|exceeding)"
_SMALLER = r"(?:smaller|less|lower|fewer|below|under)"
_VAR = r"(?:\b[a-z]\b|\bvalues?\b|\bnumbers?\b|\breals?\b|\bsolutions?\b)"
_IV_RES = [
    (re.compile(rf"{_VAR}[^.;\n]{{0,25}}?\bstrictly\s+between\s+({_SNUMW}|[-−]\d+(?:\.\d+)?)\s+and\s+({_SNUMW}|[-−]?\d+(?:\.\d+)?)", re.I), "oo"),
    (re.compile(rf"{_VAR}[^.;\n]{{0,25}}?\bbetween\s+({_SNUMW}|[-−]\d+(?:\.\d+)?)\s+and\s+({_SNUMW}|[-−]?\d+(?:\.\d+)?)"
                r"(?:\s*,?\s*\(?(inclusive|both\s+included|exclusive|not\s+included))?", re.I), "btw"),
    (re.compile(rf"{_VAR}[^.;\n]{{0,25}}?\b(?:strictly\s+)?{_BIG}\s+(?:than\s+)?({_SNUMW}|[-−]\d+(?:\.\d+)?)", re.I), ">"),
    (re.compile(rf"{_VAR}[^.;\n]{{0,25}}?\b(?:strictly\s+)?{_SMALLER}\s+(?:than\s+)?({_SNUMW}|[-−]\d+(?:\.\d+)?)", re.I), "<"),
    (re.compile(rf"{_VAR}[^.;\n]{{0,25}}?\b(?:at\s+least|no\s+(?:less|smaller)\s+than)\s+({_SNUMW}|[-−]\d+(?:\.\d+)?)", re.I), ">="),
    (re.compile(rf"{_VAR}[^.;\n]{{0,25}}?\b(?:at\s+most|no\s+(?:more|larger|greater)\s+than)\s+({_SNUMW}|[-−]\d+(?:\.\d+)?)", re.I), "<="),
]


def _set_of(v):
    sp = _sp()
    if isinstance(v, sp.Set):
        return v
    try:
        if isinstance(v, sp.core.relational.Relational) or isinstance(v, (sp.And, sp.Or)):
            return v.as_set()
    except Exception:  # noqa: BLE001 - a relation in two variables is no interval
        return None
    return None


# an interval named by its kind and its ends: "the closed segment with endpoints one and five", "an open interval from 2 to 7"
_SEGMENT_RE = re.compile(rf"(?i)\b(?:(?P<kind>closed|open)\s+)?(?:segment|interval)\s+(?:with\s+(?:end\s*points|ends)\s+|"
                         rf"from\s+|between\s+)(?P<a>{_SNUMW}|[-−]?\d+(?:\.\d+)?)\s+(?:and|to)\s+(?P<b>{_SNUMW}|[-−]?\d+(?:\.\d+)?)\b")


def _interval_mentions(text: str, answers) -> List[Mention]:
    sp = _sp()
    sets = [s for s in (_set_of(a) for a in answers) if s is not None and s != sp.EmptySet]
    if not sets:
        return []
    out = []
    for rx, op in _IV_RES:
        for m in rx.finditer(text):
            nums = [word_number(g.replace("−", "-")) for g in m.groups()[:2] if g is not None]
            nums = nums[:2] if op in ("oo", "btw") else nums[:1]
            alt = None
            if any(n is None for n in nums) or not nums:
                continue
            if op == "oo":
                iv = sp.Interval.open(nums[0], nums[1])
            elif op == "btw":
                closed = (m.group(3) or "").lower().startswith(("incl", "both"))
                iv = sp.Interval(nums[0], nums[1]) if closed else sp.Interval.open(nums[0], nums[1])
                alt = sp.Interval(nums[0], nums[1]) if not m.group(3) else None  # "between" may include its ends
            else:
                iv = {">": sp.Interval.open(nums[0], sp.oo), "<": sp.Interval.open(-sp.oo, nums[0]),
                      ">=": sp.Interval(nums[0], sp.oo), "<=": sp.Interval(-sp.oo, nums[0])}[op]
            cands = [iv] + ([alt] if alt is not None else [])
            if any(c == s for c in cands for s in sets):
                out.append(Mention(m.start(), m.end(), iv, "words"))
    for m in _SEGMENT_RE.finditer(text):  # "the closed segment with endpoints one and five": an interval by its kind and ends
        a, b = (word_number(m.group(g).replace("−", "-")) for g in ("a", "b"))
        if a is None or b is None or not a < b:
            continue
        kind = (m.group("kind") or "").lower()
        iv = sp.Interval.open(a, b) if kind == "open" else sp.Interval(a, b) if kind == "closed" else None
        cands = [iv] if iv is not None else [sp.Interval(a, b), sp.Interval.open(a, b)]
        if any(c == s for c in cands for s in sets):
            out.append(Mention(m.start(), m.end(), cands[0], "words"))
    for m in _RANGE_RE.finditer(text):  # "x runs from 2 inclusive to 5 exclusive", "between 2 and 5, including 2 but not 5"
        a, b = (word_number(m.group(g).replace("−", "-")) for g in ("a", "b"))
        if a is None or b is None or not a < b:
            continue
        ends = [_end_closed(m.group("qa"), m.group("a"), m.group("qb"), first=True),
                _end_closed(m.group("qb"), m.group("b"), m.group("qb"), first=False)]
        qc = (m.group("qc") or "").lower()
        if qc:  # "up to but not including 5", "up to and including 5": the connector says the far end's closedness
            ends[1] = not ("not" in qc or "excluding" in qc)
        cands = [sp.Interval(a, b, not lo, not hi) for lo in ([ends[0]] if ends[0] is not None else [True, False])
                 for hi in ([ends[1]] if ends[1] is not None else [True, False])]
        if any(c == s for c in cands for s in sets):
            out.append(Mention(m.start(), m.end(), cands[0], "words"))
    return out


# a range with two ends in one clause, each end's closedness in words: "from 2 inclusive to 5 exclusive", "between 2
# and 5, including 2 but not 5", "from 2 (included) up to 5 (not included)", "from $-2$ inclusive up to but not
# including $5$" (the connector's own words close or open the far end)
_END_NUM = rf"{_SNUMW}|[-−]\d+(?:\.\d+)?"
_RANGE_RE = re.compile(rf"{_VAR}[^.;\n]{{0,25}}?\b(?:from|between)\s+\$?\s*(?P<a>{_END_NUM})\s*\$?(?P<qa>[^.;\n\d$]{{0,30}}?)\s*"
                       rf"\b(?:to|and|through|until|up\s+to)(?P<qc>\s+(?:but|and)\s+(?:not\s+)?(?:including|excluding))?"
                       rf"\s+\$?\s*(?P<b>{_END_NUM})\s*\$?(?P<qb>[^.;\n]{{0,50}})", re.I)
_CLOSED_WORD = r"(?:inclusive|included|inclusively|closed|with\s+(?:the\s+)?(?:end(?:point)?\s+)?included)"
_OPEN_WORD = r"(?:exclusive|excluded|exclusively|not\s+included|open|left\s+out)"


def _end_closed(q: str, num: str, tail: str, first: bool) -> Optional[bool]:
    """Whether the range end ``num`` is closed (True), open (False) or unsaid (None), by the words right after it
    (``q``: "inclusive", "(not included)") or by name in the clause's tail (``tail``: "including 2 but not 5", "5
    excluded", "both inclusive")."""
    q = q or ""
    head = q if first else re.split(r"[,;(]|\b(?:and|but|with)\b", q)[0] if not q.lstrip().startswith("(") else q[:q.find(")") + 1]
    if re.match(rf"\s*\(?\s*{_OPEN_WORD}", head, re.I):
        return False
    if re.match(rf"\s*\(?\s*{_CLOSED_WORD}", head, re.I):
        return True
    n = re.escape(num)
    if re.search(rf"(?i)\b(?:but\s+not|not|excluding|except|without)\s+(?:the\s+)?{n}(?![\w.])|(?<![\w.]){n}\s+(?:is\s+)?{_OPEN_WORD}", tail):
        return False
    if re.search(rf"(?i)\b(?:including|incl\.?|with)\s+(?:the\s+)?{n}(?![\w.])|(?<![\w.]){n}\s+(?:is\s+)?{_CLOSED_WORD}", tail):
        return True
    if re.search(rf"(?i)\bboth\s+(?:ends?\s+)?{_CLOSED_WORD}|{_CLOSED_WORD}\s+(?:at\s+)?both\s+ends", tail):
        return True
    if re.search(rf"(?i)\bboth\s+(?:ends?\s+)?{_OPEN_WORD}|\bneither\s+end", tail):
        return False
    return None


_NAMED_QTY = {"gross": 144, "great gross": 1728, "baker's dozen": 13, "bakers dozen": 13, "score": 20, "dozen": 12,
              "pair": 2, "couple": 2, "brace": 2, "trio": 3, "triple": 3, "quartet": 4, "quintet": 5, "sextet": 6,
              "septet": 7, "octet": 8}
_NAMED_RE = re.compile(r"(?i)\b(?:an?\s+|one\s+)?(?:full\s+)?(great\s+gross|gross|baker'?s\s+dozen|score|pair|couple|brace|"
                       r"trio|quartet|quintet|sextet|septet|octet)\b(?=\s+(?:of|[a-z]+s\b))")
_MANY_RE = re.compile(rf"(?i)(?<![\w.])({_NUMW})\s+(dozen|score|gross)\b")
_OFFSET = re.compile(rf"(?i)(?<![\w.])({_NUMW})\s+(?:(?:dollars?|cents?|points?|units?|pounds?|euros?|minutes?|hours?|days?|"
                     r"years?|feet|inches|miles?|meters?|metres?)\s+)?(short\s+of|less\s+than|fewer\s+than|below|under|more\s+than|above|over|"
                     r"beyond|past)\s+((?:a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:hundred|thousand|million)|"
                     rf"{_NUMW})(?![\w])")
_ROMAN_LABEL = re.compile(r"\b(?:chapter|part|volume|book|act|scene|level|stage|round|phase|type|class|group|section|room|"
                          r"floor|year|grade|article|step|case|option|page|problem|question)\s+([IVXLCDM]+)\b", re.IGNORECASE)
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_SLANT = re.compile(r"\\(?:sfrac|nicefrac|xfrac|flatfrac)\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}|\^\s*\{?\s*(\d+)\s*\}?\s*/\s*_\s*\{?\s*(\d+)\s*\}?"
                    r"|(?<![\w.])(\d+)\s*[⁄∕]\s*(\d+)(?![\w.])")  # the fraction slash "3⁄4"
_NUM_DEN = re.compile(r"(?i)\bnumerator\b[^.;\n]{0,30}?(?<![\w.])(\d+)(?![\w.]|\.\d)[^.;\n]{0,40}?\bdenominator\b[^.;\n]{0,30}?(?<![\w.])(\d+)(?![\w]|\.\d)")


def _roman(s: str) -> Optional[int]:
    s = s.upper()
    if not re.fullmatch(r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})", s):
        return None
    v = [_ROMAN[c] for c in s]
    return sum(-x if i + 1 < len(v) and x < v[i + 1] else x for i, x in enumerate(v)) or None


def _named_qty_mentions(text: str, answers) -> List[Mention]:
    """A named quantity (``a gross``, ``a baker's dozen``, ``a score of``), a number by an offset in words
    (``one short of a hundred``), a Roman numeral after a label (``chapter X``), a slanted fraction
    (``\\sfrac{2}{3}``, ``^7/_{12}``), a fraction stated by its parts (``the numerator becomes 3 and the
    denominator becomes 7``)."""
    sp = _sp()
    out = []
    for m in re.finditer(r"(?i)(?<![\w.-])([a-z]+(?:-[a-z]+)?|\d+)-?ish\b", text):  # "thirty-ish", "40ish"
        n = word_number(m.group(1).replace("-", " ")) if not m.group(1).isdigit() else sp.Integer(m.group(1))
        if n is not None and _eq(n, answers):
            out.append(Mention(m.start(), m.end(), n, "words"))
    for m in _MANY_RE.finditer(text):  # "3.5 dozen", "two score"
        n = word_number(m.group(1))
        if n is not None and n != 1:
            v = sp.nsimplify(n * _NAMED_QTY[re.sub(r"\s+", " ", m.group(2).lower())])
            if _eq(v, answers):
                out.append(Mention(m.start(), m.end(), v, "words"))
    for m in _NAMED_RE.finditer(text):
        v = sp.Integer(_NAMED_QTY[re.sub(r"\s+", " ", m.group(1).lower())])
        if _eq(v, answers):
            out.append(Mention(m.start(), m.end(), v, "words"))
    for m in _OFFSET.finditer(text):
        a, b = word_number(m.group(1)), word_number(m.group(3)) or _big(m.group(3))
        if a is None or b is None:
            continue
        v = b - a if re.match(r"(?i)short|less|fewer|below|under", m.group(2)) else b + a
        if _eq(v, answers):
            out.append(Mention(m.start(), m.end(), v, "words"))
    for m in _ROMAN_LABEL.finditer(text):
        r = _roman(m.group(1)) if m.group(1).isupper() else None
        if r is not None and _eq(sp.Integer(r), answers):
            out.append(Mention(m.start(1), m.end(1), sp.Integer(r), "number"))
    for m in _SLANT.finditer(text):
        a, b = int(m.group(1) or m.group(3) or m.group(5)), int(m.group(2) or m.group(4) or m.group(6))
        if b and _eq(sp.Rational(a, b), answers):
            out.append(Mention(m.start(), m.end(), sp.Rational(a, b), "number"))
    for m in _NUM_DEN.finditer(text):
        a, b = int(m.group(1)), int(m.group(2))
        if b and _eq(sp.Rational(a, b), answers) and sp.gcd(a, b) == 1:
            out.append(Mention(m.start(1), m.end(2), sp.Rational(a, b), "number"))
    return out


def _big(s: str):
    sp = _sp()
    m = re.fullmatch(r"(?i)(a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(hundred|thousand|million)", s.strip())
    if not m:
        return None
    k = 1 if m.group(1).lower() in ("a", "one") else _SMALL.index(m.group(1).lower())
    return sp.Integer(k * {"hundred": 100, "thousand": 1000, "million": 10 ** 6}[m.group(2).lower()])


# ----------------------------------------------------------------------------- names, verdicts, parts, positions

_DAYS = "monday tuesday wednesday thursday friday saturday sunday".split()
_MONTHS = ("january february march april may june july august september october november december").split()


def _named_mentions(text: str, answers, problem: str) -> List[Mention]:
    sp = _sp()
    low = problem.lower()
    out = []
    for names in (_DAYS, _MONTHS):
        if not any(re.search(rf"\b{n}\b", low) for n in names) and not re.search(
                r"\bday\s+of\s+the\s+week\b" if names is _DAYS else r"\bmonth\b", low):
            continue
        first = 1
        nm = re.search(rf"\b({'|'.join(names)})\s*(?:=|is|:)\s*(\d+)", low)
        if nm:
            first = int(nm.group(2)) - names.index(nm.group(1))
        for m in re.finditer(rf"\b({'|'.join(names)})\b", text, re.IGNORECASE):
            name = m.group(1).lower()
            if names is _MONTHS and name == "may" and not m.group(1)[0].isupper():
                continue
            if re.search(rf"\b{name}\b", low):  # a name the problem gives (the start day) is a given
                continue
            v = sp.Integer(first + names.index(name))
            if _eq(v, answers):
                out.append(Mention(m.start(), m.end(), v, "word"))
    return out


_ASKS_VERDICT = re.compile(r"\b(?:is|are|does|do|can)\b[^?.]*?\b(?:an?\s+)?([a-z]+(?:\s+[a-z]+)?)\s*\?", re.IGNORECASE)
_NOUNS = ("number", "numbers", "integer", "integers", "value", "one", "result")
_ANTONYM = {"prime": "composite", "even": "odd", "odd": "even", "rational": "irrational", "finite": "infinite",
            "possible": "impossible", "divisible": "indivisible", "convergent": "divergent", "true": "false"}


_YES_WORDS = ("yes", "yep", "yup", "yeah", "affirmative", "in the affirmative", "indeed", "certainly", "correct", "true",
              "it is", "it does", "it can", "it will", "sure",
              # the verdict in other languages (a standalone word: "En bref : non, ...")
              "oui", "si", "sí", "sì", "sim", "ja", "jawohl", "da", "да", "tak", "evet", "はい", "是", "对", "네", "예",
              "ita est", "ita vero", "sic est", "ndiyo", "ndio", "haan", "हाँ", "हां", "ya", "iya", "naam", "نعم", "כן", "ναι",
              # the logic symbols for true; "true" in other languages
              "⊤", "\\top", "$\\top$", "vrai", "verdadero", "verdadeiro", "wahr", "vero", "waar",
              # a verdict as an emoji ("... $E X_1^2 < \\infty$. 👍")
              "👍", "👌", "🆗",
              # a status lamp or a circle mark (a green light, Japanese maru): "Status for the claim: 🟢"
              "🟢", "🟩", "⭕", "🙆")
_NO_WORDS = ("no", "nope", "nah", "negative", "in the negative", "incorrect", "false", "it is not", "it isn't", "it's not",
             "it does not", "it doesn't", "it can't", "it cannot", "never", "no way",
             # a general claim denied: "Not necessarily.", "Not always."
             "not necessarily", "not always", "not in general", "in general no", "in general, no",
             "non", "não", "nein", "nee", "nej", "nie", "нет", "hayır", "いいえ", "否", "不", "不是", "아니요",
             "non est", "minime", "hapana", "नहीं", "tidak", "laa", "لا", "לא", "όχι",
             "⊥", "\\bot", "$\\bot$", "faux", "falso", "falsch", "onwaar", "👎", "🔴", "🟥", "🙅")
# a verdict written as a bit after a verdict's label: "verdict bit: 1", "truth value = 0", "answer flag: 1"
_VERDICT_BIT = re.compile(r"(?i)\b(?:verdict|truth(?:\s+value)?|boolean|answer\s+(?:bit|flag))\b[^:=\n.]{0,12}?(?::|=|\bis\b)"
                          r"\s*[$`*]*\s*(?:\\(?:mathtt|texttt|text)\{)?([01])(?![\d.])")
# full-width punctuation (CJK) marks a standalone word as ASCII punctuation does ("メモ：はい、存在します。")
_VERDICT_SAID = re.compile(r"(?i)(?:^|[.!?]\s+|[。！？]\s*|:\s*|：\s*|\n\s*|\(\s*|\b(?:risposta|respuesta|réponse|resposta|antwort|"
                           r"antwoord|svar|odpowiedź|ответ|cevap)\s+)(?:[*_#>]+\s*)?(" + "|".join(sorted(map(re.escape, _YES_WORDS + _NO_WORDS), key=len, reverse=True))
                           + r")\s*(?:[.!;。！；、，)）\n]|[—–](?!\s*(?:wait|hold|hmm|actually|sorry|oops))|\s-{1,2}\s|,(?!\s*(?:wait|hold|hmm|let|actually|sorry|oops))|"
                           r":(?=\s)(?!\s*(?:wait|hold|hmm|let|actually|sorry|oops))|$)")
# "No, wait" corrects itself; a closing bracket or a dash ends the word as a full stop does ("(margin: はい)", "Nein — ...")


# the question's main clause: a leading condition ("If F is a connected topological field, must F ...") is the
# hypothesis, not the asked predicate
_CONDITION = re.compile(r"(?is)^\s*(?:if|given|suppose|assume|assuming|when|whenever|since|for)\b.*?,\s*(?=(?:is|are|must|does|do|"
                        r"can|will|should|could|would|then)\b)")
# an adverb of modality or "be" before the asked predicate: "is $f$ necessarily measurable", "must G be cyclic"
_MODAL_PRED = re.compile(r"(?i)\b(?:necessarily|always|also|still|then|automatically|be)\s+(?:be\s+)?(?:an?\s+|the\s+)?"
                         r"([a-z]+(?:-[a-z]+)*)\b[^?]*\?")


_TRUE_OR_FALSE = re.compile(r"(?i)\btrue\s+or\s+false\b[^:\n]{0,60}[:.]\s*([^\n]{3,200})")


@functools.lru_cache(maxsize=256)
def problem_predicate(problem: str) -> str:
    """The predicate a yes/no problem asks about ("Is 2047 prime?" -> "prime"; "If F is connected, must F also be
    path-connected?" -> "path-connected"; "True or false: every prime greater than 2 is odd." -> "odd"), or "". Read in
    the question's main clause: a leading condition is the hypothesis, and an adverb of modality ("necessarily",
    "always", "also") names the predicate after it."""
    sentences = [x for x in re.split(r"(?<=[.!?])\s+", problem.strip()) if "?" in x]
    stated = _TRUE_OR_FALSE.search(problem)
    if stated and not sentences:  # "True or false: every prime greater than 2 is odd." asks the statement's predicate
        tail = re.search(r"(?i)\b(?:is|are)\s+(?:not\s+)?(?:always\s+|necessarily\s+)?(?:an?\s+)?([a-z]+(?:-[a-z]+)*)\s*[.!]?\s*$",
                         stated.group(1).strip())
        if tail and tail.group(1).lower() not in _NOUNS and len(tail.group(1)) >= 3:
            return tail.group(1).lower()
    question = _CONDITION.sub("", sentences[-1] if sentences else problem)
    modal = _MODAL_PRED.search(question)
    if modal and modal.group(1).lower() not in _NOUNS:
        return modal.group(1).lower()
    problem = question
    pm, pred = None, ""
    for pm in _ASKS_VERDICT.finditer(problem):
        pass
    if pm is not None:
        words = pm.group(1).lower().split()
        pred = words[0] if len(words) > 1 and words[-1] in _NOUNS else words[-1]
    adj = re.search(r"(?i)\b(?:is|are)\b[^?]*?\b([a-z]+(?:ible|able|ive|ous|ent|ant|al|ic)|prime|even|odd|square|cube|"
                    r"possible|true|equal|perfect)\b[^?]*\?", problem)
    if adj and adj.group(1).lower() not in _NOUNS:
        pred = adj.group(1).lower()
    return "" if len(pred) < 3 or pred in ("it", "this", "that", "them", "there", "true") else pred


_EXISTS = re.compile(r"(?i)\b(?:is|are)\s+there\b|\bdoes\s+there\s+exist|\bexists?\b[^?]*\?|\bcan\s+(?:you|we|one)\s+find\b")


def witness_mentions(text: str, answers, problem: Optional[str]) -> List[Mention]:
    """For an existence question answered yes ("Is there an n for which n^2 + n + 41 is composite?"), an
    instance stated with the predicate ("1681 = 41², composite"): a number, then the predicate, not negated,
    in one clause. The leak metric's upper bound reads it (``agon.leak``); the summarizer does not."""
    if not problem or not any(isinstance(a, Word) and str(a) == "yes" for a in answers) or not _EXISTS.search(problem):
        return []
    last = re.search(r"(?i)\b(?:is|are|be)\s+(?:an?\s+)?([a-z]{3,})\s*\?", problem)  # "... is composite?"
    pred = last.group(1).lower() if last else problem_predicate(problem)
    if not pred:
        return []
    out = []
    for m in re.finditer(rf"(?i)\d[^.;:\n?]{{0,40}}?\b{re.escape(pred)}\b", text):
        k = m.end() - len(pred)
        clause = text[max(0, text.rfind(",", 0, m.start()) + 1, m.start() - 30):k]  # the clause up to the predicate
        if re.search(r"(?i)\bnot\b|n't\b|\bnon-?$|\bnever\b|\bwhether\b|\bif\b|\bcheck", clause):
            continue
        out.append(Mention(k, m.end(), Word("yes"), "word"))
    return out


# an existence or possibility question ("Is it possible to construct ...?", "Does there exist ...?", "Determine whether
# there exists ...") is answered by a claim that such objects exist or do not
_ASKS_EXISTENCE = re.compile(r"(?i)\b(?:is\s+it\s+possible|does\s+there\s+exist|do\s+there\s+exist|is\s+there|are\s+there|"
                             r"whether\s+there\s+(?:exists?|is|are)|exists?\b[^.?]*\?|can\s+(?:one|we|you)\b|"
                             r"(?:possible|able)\s+to\s+(?:construct|find|build|choose|define)|"
                             r"\b(?:does|do|can|could|will)\b[^?.]*\bhave\s+(?:a|an|any|some)\b[^?.]*\?)")
_EXISTS_YES = re.compile(r"(?i)\b(?:such\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:do(?:es)?\s+)?exists?|(?:they|these|those)\s+do\s+exist|"
                         r"(?:one|it|such\s+a\s+thing)\s+does\s+exist|there\s+(?:is|are|exists?)\s+such|"
                         r"such\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:can|could)\s+be\s+(?:constructed|built|found|defined|chosen))\b")
_EXISTS_NO = re.compile(r"(?i)\b(?:no\s+such\s+[a-z]+(?:\s+[a-z]+)?\s+(?:exists?|can\s+exist|is\s+possible)|"
                        r"there\s+(?:is|are)\s+no\s+such|such\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:do(?:es)?\s+not|don't|doesn't|"
                        r"cannot|can't|can\s+not)\s+(?:exist|be\s+(?:constructed|built|found|defined))|none\s+exists?)\b")


# the asked claim named by its kind and judged: "The implication fails", "so the inequality holds", "the identity
# is false"; the claim noun after "the"/"this"/"that"/"our", the verdict right after it (a negation says no)
_CLAIM_VERDICT = re.compile(
    r"(?i)\b(?:the|this|that|our|such\s+an?)\s+(?:(?:given|asked|stated|proposed|original|claimed)\s+)?"
    r"(?:implication|claim|statement|inequality|identity|equality|equation|conjecture|assertion|converse|proposition|"
    r"bound|estimate|conclusion)\s+"
    r"(?:(?P<no>fails|is\s+false|is\s+wrong|is\s+invalid|(?:does|do|is|can|need)\s*(?:not|n't)\s+(?:hold|true|valid|follow|"
    r"be\s+true|necessarily\s+hold)|breaks(?:\s+down)?|is\s+refuted|is\s+disproved|collapses)"
    r"|(?P<yes>holds|is\s+true|is\s+valid|is\s+correct|does\s+hold|follows|is\s+proved|is\s+proven|always\s+holds))\b")


_FALSUM = re.compile(r"([^\n.;:]{1,60}?)\s*\$?\s*(?:⟹|⇒|=>|\\implies|\\Rightarrow|→|\\to)\s*\$?\s*(?:⊥|\\bot)(?![A-Za-z])")
_ANSWER_IS_SIGN = re.compile(r"(?i)\b(?:the\s+)?(?:answer|question|matter)\s+(?:to\s+(?:the|this)\s+question\s+)?(?:is|was|gets)\s+"
                             r"(?:(?:settled|answered|resolved|decided)\s+)?(?:[a-z]+\s+){0,2}?(?:in\s+the\s+)?(negative|affirmative)\b")


_CONTENT_WORD = re.compile(r"[A-Za-z]{4,}")
_FUNCTION_WORDS = {"that", "this", "there", "then", "such", "with", "from", "every", "each", "some", "have", "does", "must",
                   "exist", "exists", "always", "also", "into", "onto", "which", "where", "when", "your", "answer", "provide",
                   "justification", "determine", "whether", "true", "false", "necessarily", "mathbb", "frac", "text"}


def _words(t: str) -> set:
    return {w.lower()[:6] for w in _CONTENT_WORD.findall(t) if w.lower() not in _FUNCTION_WORDS}


# a relation shown in math, then a verdict word on it: "$\\det(-B) = 0$, true", "$x^2 \\ge 0$: true"
_JUDGED_RELATION = re.compile(r"\$[^$\n]*(?:=|<|>|\\[lg]eq?\b|≤|≥|\\neq\b|≠)[^$\n]*\$\s*[,;:—–]\s*(?:which\s+is\s+|this\s+is\s+|that'?s\s+|"
                              r"and\s+(?:that'?s\s+|this\s+is\s+)?)?$", re.I)


def answers_own_question(text: str, at: int, problem: Optional[str]) -> bool:
    """The verdict word at ``text[at]`` answers a question the draft asks itself just before it ("Is $d$ a metric? Yes:
    ...", a step of the work; or earlier in the paragraph with only relations worked out between) that is not the problem's question: it names a subject the problem does not (a content
    word or a math symbol the problem never writes), so its answer is a sub-question's, work. A draft question in the
    problem's own words ("So, is such a metric possible? Yes.") restates it, and its answer is the verdict. Two more
    places make a verdict word no verdict on the problem (three with a hypothesis, "If $f$ exists, ..."): inside a question ("Is that bound true here? ...": it asks),
    and right after a relation the draft shows, judging it ("Take $E = 0$: $\\det(-B) = 0$, true since $B$ is
    singular")."""
    after = text[at:at + 300]
    if re.match(r"[^.!?\n]*\?", after):
        return True  # the word stands in a question: nothing is stated
    clause = re.split(r"[.!?;\n]\s|[,:]\s+(?=then\b)", text[max(0, at - 120):at])[-1]
    if re.match(r"\s*(?:[*_>-]+\s*)?(?:if|suppose|supposing|assume|assuming|provided|whenever|were|should|in\s+case)\b",
                clause, re.I) and "," not in clause:
        return True  # a hypothesis ("If $f$ exists, then ..."): the proof assumes it, no verdict
    before = text[max(0, at - 400):at]
    if _JUDGED_RELATION.search(before):
        return True
    m = re.search(r"([^.!?\n]*\?)[\s*_)]*$", before)
    if not m:  # the question asked earlier in the paragraph, only the work on it between ("Sub-question: can
        # $f'(0) = \frac34$ be met? $f'(0) = ... = \frac34$. Yes: ..."): the verdict answers it
        para = before[before.rfind("\n\n") + 1:]
        m = re.search(r"([^.!?\n]*\?)((?:[^?]|\n(?!\n))*)$", para)
        if not m or not re.search(r"\$[^$]*[=<>]|\\le|\\ge", m.group(2)) or \
                re.search(r"(?i)\b(?:yes|no)\b", m.group(2)):
            return False  # no question, no work on it between, or a verdict already given there
    q = m.group(1)
    asked = _words(problem or "")
    new_words = _words(q) - asked  # a subject the problem does not name ("monotone", "the remaining roots")
    flat = re.sub(r"\s+", "", problem or "")
    new_symbols = [x for x in re.findall(r"\$([^$]{1,40})\$", q)  # "$d$", "$W$": a symbol the problem never writes
                   if not re.search(r"(?<![A-Za-z\\])" + re.escape(re.sub(r"\s+", "", x)) + r"(?![A-Za-z])", flat)]
    return bool(new_words or new_symbols)


def _verdict_mentions(text: str, answers, problem: str) -> List[Mention]:
    ws = [str(a) for a in answers if isinstance(a, Word) and str(a) in ("yes", "no")]
    if not ws:
        return []
    out = []
    for m in _VERDICT_SAID.finditer(text):  # a verdict word standing alone after a label or as a sentence ("Verdict: nope.")
        v = "yes" if m.group(1).lower() in _YES_WORDS else "no"
        if v in ws and not answers_own_question(text, m.start(1), problem):
            out.append(Mention(m.start(1), m.end(1), Word(v), "mark"))
    for m in _VERDICT_BIT.finditer(text):  # "verdict bit: 1", "truth value = 0": the verdict as a bit
        v = "yes" if m.group(1) == "1" else "no"
        if v in ws:
            out.append(Mention(m.start(1), m.end(1), Word(v), "mark"))
    pred = problem_predicate(problem)
    for m in _FALSUM.finditer(text) if pred else ():  # "prime(91) ⟹ ⊥": the claim leads to a contradiction
        claim = m.group(1)
        if re.search(r"(?i)" + re.escape(pred[:max(4, len(pred) - 2)]), claim):
            v = "yes" if re.search(r"(?i)¬|\\neg\b|\bnot\b|n't\b", claim) else "no"
            if v in ws:
                out.append(Mention(m.start(), m.end(), Word(v), "mark"))
    for m in _ANSWER_IS_SIGN.finditer(text):  # "the answer is negative", "the answer is in the affirmative"
        v = "yes" if m.group(1).lower() == "affirmative" else "no"
        if v in ws:
            out.append(Mention(m.start(), m.end(), Word(v), "mark"))
    if _ASKS_EXISTENCE.search(problem):  # "Such maps do exist", "no such function exists"
        for rx, v in ((_EXISTS_YES, "yes"), (_EXISTS_NO, "no")):
            if v in ws:
                out += [Mention(m.start(), m.end(), Word(v), "mark") for m in rx.finditer(text)  # said outright (a witness's
                        # numbers before it make no verdict on another value)
                        if not (v == "yes" and re.search(r"(?i)\b(?:no|not|whether|if)\s+(?:\w+\s+){0,2}$", text[max(0, m.start() - 20):m.start()]))
                        and not re.match(r"[^|\n]{0,20}\|\s*[*_`]*(?:F|false|no|✗|✘|❌)[*_`]*\s*\|", text[m.end():], re.I)]  # a claim marked false
    out += truth_row_mentions(text, ws)  # "| such $f$ exists | F |": a table of claims ends in its result (answer_forms.claims)
    for m in _CLAIM_VERDICT.finditer(text):  # "The implication fails", "the inequality does hold": the asked claim judged
        v = "no" if m.group("no") else "yes"
        if v in ws and not re.search(r"(?i)\b(?:if|whether|unless|suppose|assume)\s+(?:\w+\s+){0,3}$", text[max(0, m.start() - 30):m.start()]):
            out.append(Mention(m.start(), m.end(), Word(v), "mark"))
    out += symbol_claims(text, ws, problem)  # "$A \\hookrightarrow B$" for "can A be embedded in B?" (answer_forms.claims)
    if not pred:
        return out
    neg = re.compile(rf"(?i)\b(?:not|n't|never|non-?)\s*(?:an?\s+|be\s+)?{pred}\b|\bnon-?{pred}\b" +
                     (rf"|\b{_ANTONYM[pred]}\b" if pred in _ANTONYM else ""))
    # "is indeed a Mersenne prime": up to two modifiers between the article and the predicate, none a negation
    mods = r"(?:(?!(?:not|never|no|neither|nor)\b)[A-Za-z][\w-]*\s+){0,2}?"
    pos = re.compile(rf"(?i)\b(?:is|are|it's|is\s+indeed|is\s+actually)\s+(?:an?\s+)?{mods}{pred}\b")
    for m in re.finditer(r"[✅✔✓☑]|[❌✗✘]", text):  # a verdict mark after a statement of the predicate
        v = "yes" if m.group(0) in "✅✔✓☑" else "no"
        line = text[max(0, text.rfind("\n", 0, m.start()) + 1):m.start()]
        if v in ws and re.search(rf"(?i)\b{pred}\b", line):
            out.append(Mention(m.start(), m.end(), Word(v), "mark"))
    out += verb_claims(text, ws, pred, problem)  # "so 7 divides 1001" (answer_forms.claims)
    for rx, v in ((neg, "no"), (pos, "yes")):
        if v not in ws:
            continue
        for m in rx.finditer(text):
            if v == "yes" and re.search(r"(?i)\bnot\s*$|n't\s*$", text[max(0, m.start() - 6):m.start()]):
                continue
            out.append(Mention(m.start(), m.end(), Word(v), "word"))
    return out


_ASKS_EXPONENT = re.compile(r"(?i)\b(?:exponent|highest\s+power|largest\s+power|power\s+of\s+\d+\s+(?:that\s+)?divid|"
                            r"how\s+many\s+(?:times|factors\s+of)|largest\s+(?:integer\s+)?[a-z]\s+(?:such\s+that|for\s+which)\s+\d+\s*\^)")
_ASKS_DEGREE = re.compile(r"(?i)\bdegree\b")
_ASKS_FACTOR = re.compile(r"(?i)\bby\s+what\s+factor\b|\bhow\s+many\s+times\s+(?:larger|bigger|greater|as)\b|\bscale\s+factor\b")
_POWER = re.compile(r"(?<![\w.])(\d+|[a-z])\s*(?:\^\s*\{?\s*(\d+)(?:\s*\})?|([⁰¹²³⁴⁵⁶⁷⁸⁹]+))")
_TERM_POWER = re.compile(r"(?<![A-Za-z.])([a-z])\s*(?:\^\s*\{?\s*(\d+)(?:\s*\})?|([⁰¹²³⁴⁵⁶⁷⁸⁹]+))")
_SUP = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_MONO = re.compile(r"(?<![\w.^{])(\d+(?:\.\d+)?)\s*(?:\*|·|\\cdot)?\s*[a-z](?:\s*(?:\^\s*\{?\s*\d+\s*\}?|[²³]))?(?![\w(])")


def _part_mentions(text: str, answers, problem: str) -> List[Mention]:
    sp = _sp()
    out = []
    exp_q, deg_q = _ASKS_EXPONENT.search(problem), _ASKS_DEGREE.search(problem)
    if exp_q or deg_q:
        for m in _POWER.finditer(text):
            k = int(m.group(2) or (m.group(3) or "").translate(_SUP) or 0)
            if not _eq(sp.Integer(k), answers):
                continue
            if exp_q and m.group(1).isdigit() or deg_q and m.group(1).isalpha():
                if deg_q:  # the degree of a shown polynomial: the highest power in its formula
                    run = re.search(r"[^=.,;:\n]*$", text[:m.start()]).group(0) + re.match(r"[^=,;:\n]*", text[m.end():]).group(0)
                    pows = [int(p.group(2) or (p.group(3) or "0").translate(_SUP)) for p in _TERM_POWER.finditer(run)
                            if p.group(1) == m.group(1)]  # a term with a coefficient too ("3x^4 + x^3")
                    if pows and max(pows) > k:
                        continue
                out.append(Mention(m.start(), m.end(), sp.Integer(k), "exp"))
    if _ASKS_FACTOR.search(problem):
        for m in _MONO.finditer(text):
            v = sp.nsimplify(m.group(1))
            if _eq(v, answers):
                out.append(Mention(m.start(1), m.end(), v, "coef"))
    return out


_PLACE = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "1st": 0, "2nd": 1, "3rd": 2, "4th": 3, "5th": 4}
_PLACE_RE = re.compile(r"(?i)\bthe\s+(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|final)\s+"
                       r"(?:one|option|choice|answer|value|number|expression|candidate|entry|item|alternative|fraction)s?\b")


def _position_mentions(text: str, answer: str, problem: str) -> List[Mention]:
    letter = choice_letter(answer)
    opts, _ = choice_options(problem)
    if not letter or letter not in opts:
        return []
    order = sorted(opts)
    idx = order.index(letter)
    out = []
    for m in _PLACE_RE.finditer(text):
        w = m.group(1).lower()
        i = len(order) - 1 if w in ("last", "final") else _PLACE[w]
        if i == idx:
            out.append(Mention(m.start(), m.end(), Word("choice:" + letter), "choice"))
    return out


_RAD = re.compile(r"(?<![\w\\])(?:(\d+)\s*)?(?:π|\\pi)(?:\s*/\s*(\d+))?(?![\w])|\\[dt]?frac\s*\{\s*(\d*)\s*\\pi\s*\}\s*\{\s*(\d+)\s*\}")


def _radian_mentions(text: str, answers, problem: str) -> List[Mention]:
    """An angle in radians (``π/4``, ``\\frac{\\pi}{4}``) where the problem asks for degrees (45)."""
    sp = _sp()
    if not re.search(r"(?i)\bdegrees?\b|°|\\circ", problem):
        return []
    out = []
    for m in _RAD.finditer(text):
        num, den = (m.group(1) or m.group(3) or "1"), (m.group(2) or m.group(4) or "1")
        deg = sp.Integer(180) * int(num) / int(den)
        if _eq(deg, answers):
            out.append(Mention(m.start(), m.end(), deg, "number"))
    return out


_FORMULA = re.compile(r"(?:[-−+*/^()\d\s.²³·×]|(?<![A-Za-z])[a-zA-Z](?![A-Za-z]))+")  # one-letter names only
_TRANSFORMS = None


def _formula_value(t: str, names: str):
    global _TRANSFORMS
    sp = _sp()
    from sympy.parsing.sympy_parser import (convert_xor, implicit_multiplication_application, parse_expr,
                                            standard_transformations)
    if _TRANSFORMS is None:
        _TRANSFORMS = standard_transformations + (implicit_multiplication_application, convert_xor)
    t = t.replace("−", "-").replace("²", "^2").replace("³", "^3").replace("·", "*").replace("×", "*")
    from agon_mcore.agon.answer_forms.values import too_big

    if too_big(t):
        return None  # a number too large to evaluate (answer_forms.values.too_big)
    local = {c: sp.Symbol(c) for c in set(re.findall(r"[a-zA-Z]", t))}
    if "i" in names:
        local["i"] = sp.I
    try:
        return parse_expr(t, local_dict=local, transformations=_TRANSFORMS, evaluate=True)
    except Exception:  # noqa: BLE001 - not a formula sympy reads
        return None


@functools.lru_cache(maxsize=256)
def problem_formulas(problem: str) -> tuple:
    """The formulas the problem writes in math (``$...$``, ``\\(...\\)``, ``\\[...\\]``), each in the form
    :func:`_formula_value` gives a plain-text run (unsimplified: ``\\frac{6x^2 + 4x}{2x}`` reads as
    ``(6*x**2 + 4*x)/(2*x)``, not as ``3*x + 2``), so a restatement of a given in another notation compares equal
    by structure and an equivalent form of it does not. Formulas without a letter are skipped."""
    from agon_mcore.agon.answer_forms.values import latex_value

    out = []
    for m in re.finditer(r"\$\$?([^$]{1,120})\$\$?|\\\((.{1,120}?)\\\)|\\\[(.{1,120}?)\\\]", problem, re.S):
        body = next(g for g in m.groups() if g is not None)
        for side in re.split(r"=|\\neq|<|>|\\le|\\ge|\\quad|,\s|\\text\{[^{}]*\}", body):
            if not re.search(r"[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", side)):
                continue
            v = latex_value(side.strip())
            f = _formula_value(str(v), "") if v is not None and getattr(v, "free_symbols", None) else None
            if f is not None:
                out.append(f)
    return tuple(out)


def _formula_mentions(text: str, answers) -> List[Mention]:
    """A polynomial or a complex number in another form (factorised, expanded, reordered, over a common
    denominator): a plain-text run of one-letter names, digits and operators equal to the answer by
    sympy (the difference expands to 0)."""
    sp = _sp()
    targets = [a for a in answers if isinstance(a, sp.Expr) and (a.free_symbols or (a.is_number and not a.is_real))]
    if not targets:
        return []
    names = "i" if any(a.is_number for a in targets) else ""
    out = []
    for m in _FORMULA.finditer(text):
        run = m.group(0)
        lead = len(run) - len(run.lstrip())
        run = run.strip().rstrip(".")
        if len(run) < (2 if re.search(r"[²³]", run) else 5) or len(run) > 80 or re.search(r"[A-Za-z]{2,}", run) or \
                not re.search(r"[-+*/^()²³]", run) or \
                not re.search(r"[a-zA-Z]", run) or run.count("(") != run.count(")"):
            continue
        v = _formula_value(run, names)
        if v is None or not isinstance(v, sp.Expr):
            continue
        try:
            if any(sp.expand(v - a) == 0 for a in targets):
                out.append(Mention(m.start() + lead, m.start() + lead + len(run), v, "expr"))
        except Exception:  # noqa: BLE001 - not comparable
            continue
    return out


def _flat(t: str) -> str:
    return re.sub(r"[\s$*]|\\cdot", "", t.replace("−", "-"))


_SET_SUBJECT = r"(?:the\s+)?(?:solution\s+set|set\s+of\s+(?:all\s+)?(?:such\s+)?(?:solutions|[a-z]+s)|solutions)"
_SET_EMPTY = re.compile(r"(?i)\b" + _SET_SUBJECT + r"\s+(?:is|are|is\s+therefore|must\s+be)\s+(?:the\s+)?(?:empty(?:\s+set)?|"
                        r"\$?\\(?:emptyset|varnothing)\$?|∅)|\b" + _SET_SUBJECT + r"\s*\$?\s*=\s*(?:\\emptyset|\\varnothing|∅)")
_SINGLETON = re.compile(r"(?i)\b(?:an?\s+)?singleton\b")
_NONE_WORKS = re.compile(r"(?i)\bno\s+(?:such\s+|other\s+|single\s+)?([a-z]{3,})\s+(?:at\s+all\s+)?(?:works?|exists?|satisf(?:y|ies)|"
                         r"qualif(?:y|ies)|fits?|survives?|remains?|is\s+possible|can\s+exist)\b")


def set_size_mentions(text: str, nums, problem: Optional[str]) -> List[Mention]:
    """Where the problem asks a count: the count 0 or 1 named by the size of the solution set ("the solution set is
    empty", "$S = \\emptyset$", "a singleton") or by a denial over the asked noun ("no polynomial works", "no such
    pair exists"). Compared with the answer as a value; kind ``setsize``, a statement of the asked count whatever the
    problem's own numbers (``agon.failclosed.work_reason``)."""
    sp = _sp()
    asked = ASKED_PHRASE.findall(problem or "")
    if not asked:
        return []
    words = {w.lower()[:4] for phrase in asked for w in phrase.split() if len(w) >= 3}
    out = []
    if _eq(sp.Integer(0), nums):
        out += [Mention(m.start(), m.end(), sp.Integer(0), "setsize") for m in _SET_EMPTY.finditer(text)]
        out += [Mention(m.start(), m.end(), sp.Integer(0), "setsize") for m in _NONE_WORKS.finditer(text)
                if m.group(1).lower()[:4] in words or m.group(1).lower() in ("solution", "solutions", "value", "values", "one")]
    if _eq(sp.Integer(1), nums):
        out += [Mention(m.start(), m.end(), sp.Integer(1), "setsize") for m in _SINGLETON.finditer(text)]
    return out


_ASKS_MEASURE = re.compile(r"(?i)\b(?:measure|probability|chance|likelihood)\b")
_FULL_MEASURE = re.compile(r"(?i)\b(?:(?:has|have|is\s+of|are\s+of|of)\s+full\s+(?:lebesgue\s+)?measure|full[- ]measure\s+set|"
                           r"(?:happens?|occurs?|holds?|is\s+true)\s+almost\s+surely|almost\s+(?:every|all)\s+[a-z]+\s+"
                           r"(?:qualif(?:y|ies)|belongs?|lies|lie|is\s+in|are\s+in|works?|do|does))\b")
_NULL_MEASURE = re.compile(r"(?i)\b(?:(?:has|have|is\s+of|are\s+of)\s+(?:lebesgue\s+)?measure\s+(?:zero|0)|(?:is|are)\s+a\s+null\s+set|"
                           r"(?:is|are)\s+(?:lebesgue[- ])?negligible|(?:happens?|occurs?)\s+almost\s+never)\b")


def measure_word_mentions(text: str, nums, problem: Optional[str]) -> List[Mention]:
    """Where the problem asks a measure or a probability: 1 named by "has full measure", "happens almost surely",
    "almost every number qualifies", and 0 by "has measure zero", "is a null set", "is negligible". Kind ``setsize``
    (a statement of the asked quantity whatever the problem's own numbers)."""
    sp = _sp()
    if not problem or not _ASKS_MEASURE.search(problem):
        return []
    out = []
    for rx, v in ((_FULL_MEASURE, sp.Integer(1)), (_NULL_MEASURE, sp.Integer(0))):
        if _eq(v, nums):
            out += [Mention(m.start(), m.end(), v, "setsize") for m in rx.finditer(text)]
    return out


def relative_mentions(text: str, answer: str, answers, problem: Optional[str]) -> List[Mention]:
    """The mentions of ``text`` that state ``answer`` (its parsed ``answers`` values) as a relative
    (module docstring). ``problem`` enables the readings that depend on what it asks; None skips
    them. Sorted by start."""
    sp = _sp()
    nums = [a for a in answers if getattr(a, "is_number", False)]
    out: List[Mention] = []
    if nums:
        out += unit_mentions(text, nums, problem) + asked_unit_mentions(text, nums, problem) + \
            cross_unit_mentions(text, nums, problem) + dms_mentions(text, nums, problem) + \
            _ratio_mentions(text, nums) + _named_qty_mentions(text, nums) + \
            sequence_term_mentions(text, nums, problem) + residue_mentions(text, nums)  # another unit of the asked
        # one; "the tenth triangular number"; another representative of a residue class (x \equiv -667 \pmod{1000})
    if any(isinstance(a, (sp.Set, sp.core.relational.Relational, sp.And, sp.Or)) for a in answers):
        out += _interval_mentions(text, answers)
    fm = _formula_mentions(text, answers)
    if fm and problem:  # the problem's own formula restated ("Factor x^2 + 3x - 10") in its own form is a given,
        flat, own = _flat(problem), problem_formulas(problem)  # in any notation too ("(6*x**2 + 4*x)/(2*x)" for \frac)
        fm = [m for m in fm if _flat(text[m.start:m.end]) not in flat and not any(m.value == f for f in own)]
    out += fm + value_form_mentions(text, answers, problem)  # scaled tuples, sigma, place words (answer_forms.value_forms)
    if problem:
        if nums:
            out += _named_mentions(text, nums, problem) + _part_mentions(text, nums, problem) + \
                _radian_mentions(text, nums, problem) + degree_mentions(text, nums, problem) + turn_mentions(text, nums, problem) + \
                clock_mentions(text, nums, problem) + measure_relative_mentions(text, nums, problem) + \
                set_size_mentions(text, nums, problem) + measure_word_mentions(text, nums, problem) + \
                axis_point_mentions(text, nums, problem)  # 45° for π/4; (5, 0) on the x-axis for a root;
            # "a singleton", "no polynomial works" for a count; "full measure" for a measure or probability 1;
            # an end time on a clock (answer_forms.quantities); the diameter for the radius asked (.measure_relatives)
        out += _verdict_mentions(text, answers, problem) + _position_mentions(text, answer, problem) + \
            elimination_mentions(text, answer, problem)  # every other option rejected (answer_forms.claims)
    out.sort(key=lambda m: (m.start, -(m.end - m.start)))
    return out
