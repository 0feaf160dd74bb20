"""The asked quantity stated with its value: ``\\tan A = 2`` when the problem asks "What is $\\tan A$?".

The problem names what it asks ("What is $\\tan A$?", "Find $a + b$.", "Compute $f(3)$."). Wherever the draft
writes that expression as one side of a relation whose other side is a number equal to the answer
(``\\tan A = 2``, ``$a+b$ equals 12``, ``f(3) = 2 \\cdot 9 - 1 = 17``), the number is the answer: that statement
is the conclusion, even when the value is also a given of the problem (``2\\cos A`` writes the 2 in another role).
A given's value licenses a mention that stands as that given, never an "asked quantity = value" statement.
:func:`asked_value_spans` hides such numbers (the expression and any work of the chain stay).

A problem that asks for a percentage is answered by a bare number (``25``) that the draft may state as the share it
is (``0.25``, "one quarter"): :func:`percent_spans` hides that share where it is no given and no arithmetic still
to do.

A conversion problem ("Write 12.5% as a decimal.") asks for a given's value in another form: there the given
licenses only its own form, and :func:`conversion_spans` hides the value written any other way ("one eighth").

A problem that asks for a digit of a value it writes ("the units digit of $18^6$", "the last nonzero digit ... of
the decimal expansion of $\\frac{137}{500}$") is answered by whoever writes that value out in positional digits
(``34012224``, ``0.274``): :func:`digit_object_spans` hides such a numeral in a check of the answer; other
numbers with the same digit (``8^2 = 64``), the value in another notation (``\\frac{274}{1000}``) and the value
written out in the derivation, the work the digit is read from, stay.

Not handled (documented choices): an asked quantity named only in words ("the ratio", "the area"), which the
answer-phrase rules of ``agon.summary`` read; a relation that writes the asked expression in another form
(``\\frac{\\sin A}{\\cos A} = 2``); a side that is arithmetic still to do (``xy = \\frac{100}{4}``).
"""
from __future__ import annotations

import functools
import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, number_mentions, parse_answer, values_equal, word_mentions
from agon_mcore.agon.answer_forms.scripts import script_mentions
from agon_mcore.agon.asked_role import asked_base

__all__ = ["asked_expression", "asked_value_spans", "percent_spans", "conversion_spans", "conversion_givens",
           "converted_form", "notation_class", "digit_object_spans",
           "rounded_object_spans"]

_ASK = re.compile(r"(?i)\b(?:what\s+is|what's|find|compute|calculate|determine|evaluate|simplify|give)\s+"
                  r"(?:the\s+(?:exact\s+|numerical\s+)?value\s+of\s+)?(?:\$\$?([^$]{1,60})\$\$?|\\\(([^()]{1,60})\\\))"
                  r"\s*(?:[?.,]|$|\s+(?:if|when|given|for|where|in)\b)")
_TOKEN = re.compile(r"\\[A-Za-z]+|[A-Za-z]|\d+|\S")
_DROP = {"\\left", "\\right", "\\,", "\\;", "\\!", "\\displaystyle"}
_RELATION = re.compile(r"\s*\$?\s*(?:=|\\approx|≈|\\equiv)\s*\$?\s*|\s+(?:is|equals|is\s+equal\s+to)\s+"
                       r"(?:(?:indeed|exactly|just|then|therefore|thus)\s+)?\$?\s*")


def asked_expression(problem: Optional[str]) -> Optional[str]:
    """The LaTeX expression a problem asks for ("What is $\\tan A$?" -> ``"\\tan A"``, "Find $x$." -> ``"x"``), or
    ``None`` (no such question, a relation, or a bare number)."""
    if not problem:
        return None
    m = _ASK.search(problem)
    if not m:
        return None
    expr = (m.group(1) or m.group(2) or "").strip().rstrip("?.,")
    toks = [t for t in _TOKEN.findall(expr) if t not in _DROP]
    if not toks or "=" in toks or (len(toks) == 1 and toks[0].isdigit()):
        return None
    return expr


_PERCENT_AFTER = re.compile(r"\s*(?:\\?%|percent\b)")  # "0.25%" is another value
# the problem asks for a percentage: "What percent of 80 is 20?", "as a percentage", "(in %)"
_ASKS_PERCENT = re.compile(r"(?i)\b(?:what|which)\s+percent(?:age)?\b|\bas\s+an?\s+percent(?:age)?\b|\bin\s+percent\b|"
                           r"\bpercent(?:age)?\s+(?:of|is|did|does|was|were|will)\b[^.?]*\?|\(\s*in\s*(?:\\?%|percent)\s*\)|"
                           r"\bwhat\s+is\s+the\s+percent(?:age)?\b|\bby\s+what\s+percent")


def _brace_kept(vis: str, s: int, e: int) -> int:
    """The end of a mention ``vis[s:e]`` without the closing braces it has no opening for ("0.75}" read inside
    ``\\textcolor{white}{0.75}``: the command's brace stays, so a placeholder leaves the LaTeX balanced)."""
    while e > s and vis[e - 1] == "}" and vis.count("{", s, e) < vis.count("}", s, e):
        e -= 1
    return e


def percent_spans(vis: str, spans: Sequence[Tuple[int, int, str]], answers: Sequence[str],
                  problem: Optional[str]) -> List[Tuple[int, int, str]]:
    """The :data:`HIDDEN` spans for a percentage answer stated as the share it is: when the problem asks for a
    percentage and the graded answer is a bare number ``v``, a mention of ``v/100`` as a decimal, a fraction in
    lowest terms or words ("0.25", "one quarter" for 25) that is not a given and not arithmetic still to do
    (``\\frac{20}{80}``, ``20/80`` stay: the problem's own numbers). Empty otherwise."""
    if not problem or not _ASKS_PERCENT.search(problem):
        return []
    shares = [v / 100 for a in answers if re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*", a)
              for v in parse_answer(a).values if getattr(v, "is_number", False)]
    if not shares:
        return []
    givens = [m.value for m in number_mentions(problem) + word_mentions(problem)]
    out: List[Tuple[int, int, str]] = []
    for m in number_mentions(vis) + word_mentions(vis):
        if m.arith or m.kind in ("sub", "exp") or not any(values_equal(m.value, v) for v in shares):
            continue
        if any(values_equal(m.value, g) for g in givens) or _PERCENT_AFTER.match(vis, m.end):
            continue
        end = _brace_kept(vis, m.start, m.end)
        if not any(a <= m.start < b or a < end <= b for a, b, _ in [*spans, *out]):
            out.append((m.start, end, HIDDEN))
    return out


def percentage_share_spans(text: str, answer: str, problem: Optional[str]) -> List[Tuple[int, int]]:
    """Where ``text`` states a percentage answer as its share, for the reader (``agon.leak``): the spans
    :func:`percent_spans` hides (``0.2``, ``1/5``, "one fifth" for 20 when the problem asks a percentage), and the
    share as a part of a whole ("one car in five", "1 out of every 5": ``answer_forms.constituents``). The reader and
    the summarizer's own pass read one rule, so what the summarizer hides the metric reads and the other way round.
    Empty when the problem asks no percentage or the answer is no bare number. Raises nothing."""
    import sympy

    from agon_mcore.agon.answer_forms.compare import value_mentions  # "1 out of every 5" read whole, as its ratio
    from agon_mcore.agon.answer_forms.constituents import fraction_role_spans

    spans = [(s, e) for s, e, _ in percent_spans(text, [], [answer], problem)]
    if spans or not problem or not _ASKS_PERCENT.search(problem):
        return spans
    shares = [v / 100 for v in parse_answer(answer).values if getattr(v, "is_number", False)] \
        if re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*", answer) else []
    if not shares:
        return []
    ms = value_mentions(text)

    def lowest(m) -> bool:  # the ratio's own numbers are the share's numerator and denominator ("6 out of 30": to reduce)
        inner = [x.value for x in ms if m.start <= x.start and x.end <= m.end and x is not m and x.kind != "words"]
        return any(sorted(map(str, inner)) == sorted(map(str, sympy.fraction(sympy.nsimplify(v)))) for v in shares)

    ratios = [(m.start, m.end) for m in ms if m.kind == "words" and not m.arith and " " in text[m.start:m.end] and
              any(values_equal(m.value, v) for v in shares) and lowest(m)]
    return ratios + fraction_role_spans(text, shares, problem, ratios)


# a conversion asked: a target notation after "as"/"in"/"to"/"into", with or without a verb before it ("What is 3/4
# as a decimal?", "Express 0.375 as a fraction in lowest terms"); the answer must also be a given's value (below)
_CONVERT = re.compile(r"(?i)\b(?:as|in|to|into)\s+(?:an?\s+|its\s+|the\s+)?(?P<form>decimal|fraction|common\s+fraction|"
                      r"percent(?:age)?|mixed\s+number|improper\s+fraction|scientific\s+notation|base|binary|octal|"
                      r"hexadecimal|roman|words|simplest|lowest)")
# the notation classes a conversion moves between; "simplest"/"lowest"/a base ask a form inside one class
_CLASS_ASKED = {"decimal": "decimal", "fraction": "fraction", "common fraction": "fraction", "percent": "percent",
                "percentage": "percent", "mixed number": "fraction", "improper fraction": "fraction"}
_FRACTION_WORD = re.compile(r"(?i)/|\\[dt]?frac|\\over|\b(?:halves|half|thirds?|quarters?|fourths?|fifths?|sixths?|"
                            r"sevenths?|eighths?|ninths?|tenths?|\w+ths?)\b")


def notation_class(t: str) -> str:
    """The notation class of a written value ``t``: ``"percent"`` (``75%``, "75 percent"), ``"decimal"`` (``0.75``,
    ``.75``), ``"fraction"`` (``3/4``, ``\\frac34``, "three quarters", "1 1/2") or ``"other"``."""
    if re.search(r"(?i)%|\\%|\bper\s?cent", t):
        return "percent"
    if re.search(r"\d\.\d|(?<!\d)\.\d", t):
        return "decimal"
    return "fraction" if _FRACTION_WORD.search(t) else "other"


def conversion_givens(problem: Optional[str], answers: Sequence[str]) -> Optional[Tuple[frozenset, frozenset]]:
    """For a conversion problem whose answer is a given's value in another form: the given's written forms (as
    :func:`_literal` writes them) and notation classes (:func:`notation_class`) that license a mention of that value;
    ``None`` for any other problem (no conversion asked, or the answer is no given's value). A class is licensed only
    where the problem asks another class (``"Write 3/4 as a decimal"``: "three quarters" is the given's 3/4 in words);
    a form asked inside one class ("simplest", "lowest", a base) licenses the literal forms only. Read once per
    problem and answer (the reader asks on every statement it weighs)."""
    if not problem or not _CONVERT.search(problem):
        return None
    return _conversion_givens(problem, tuple(answers))


@functools.lru_cache(maxsize=256)
def _conversion_givens(problem: str, answers: Tuple[str, ...]) -> Optional[Tuple[frozenset, frozenset]]:
    m = _CONVERT.search(problem)
    vals = [v for a in answers for v in parse_answer(a).values if getattr(v, "is_number", False)]
    if not vals:
        return None
    pm = [x for x in number_mentions(problem) + word_mentions(problem) + script_mentions(problem)
          if any(values_equal(y, v) for y in (x.value, *x.alts) for v in vals)]
    if not pm:
        return None
    forms = frozenset(_literal(problem[x.start:x.end]) for x in pm)
    asked = _CLASS_ASKED.get(re.sub(r"\s+", " ", m.group("form").lower()))
    classes = frozenset({notation_class(problem[x.start:x.end]) for x in pm} - {"other", asked} if asked else ())
    return forms, classes


def converted_form(text: str, start: int, end: int, licensed: Tuple[frozenset, frozenset]) -> bool:
    """The mention ``text[start:end]`` of a conversion answer's value is written in another form than the given's
    (``licensed``: :func:`conversion_givens`): it states the answer, whatever its role."""
    span = text[start:end]
    forms, classes = licensed
    return _literal(span) not in forms and notation_class(span) not in classes


_BASE_MARK = re.compile(r"(.+?)_(\{.*\}|\(\d+\)|\d+)")


def _literal(t: str) -> str:
    """A numeral's written form, spaces and math delimiters dropped; a base mark in any spelling is one form
    (``4210_{\\text{five}}``, ``4210_{(5)}`` and ``4210_5`` are ``4210_5``), and a base-10 mark is no mark at all
    (``555_{10}`` is the form ``555``): the problem's given keeps its own digits however the draft marks their base."""
    from agon_mcore.agon.answer_forms.closed_values import base_of  # the reader's one reading of a base mark

    s = re.sub(r"[\s$]|\\[,;!]", "", t).lower()
    m = _BASE_MARK.fullmatch(s)
    base = base_of(m.group(2)) if m else None
    if base is None:
        return s
    return m.group(1) if base == 10 else f"{m.group(1)}_{base}"


def conversion_spans(vis: str, spans: Sequence[Tuple[int, int, str]], answers: Sequence[str],
                     problem: Optional[str]) -> List[Tuple[int, int, str]]:
    """A conversion problem ("Write 12.5% as a decimal."): the answer is a given's value in another form, so the
    given licenses only its own form. Every mention of the answer's value written otherwise ("one eighth", ``1/8``
    for 0.125) is the answer and is hidden; the given's form (``12.5%``) and arithmetic still to do (``12.5 ÷ 100``)
    stay. Empty when the problem asks no conversion or the answer is no given's value."""
    licensed = conversion_givens(problem, answers)
    if licensed is None:
        return []  # no conversion asked, or the answer is no given's value: the other passes decide
    vals = [v for a in answers for v in parse_answer(a).values if getattr(v, "is_number", False)]

    def equal(m) -> bool:
        return any(values_equal(x, v) for x in (m.value, *m.alts) for v in vals)

    # an answer asked in another base than ten: the value's decimal numeral is a step of the conversion, not the answer
    decimal_is_work = asked_base(problem) is not None  # (agon.asked_role, as answer_position reads it)
    out: List[Tuple[int, int, str]] = []
    for m in sorted(number_mentions(vis) + word_mentions(vis) + script_mentions(vis), key=lambda x: (x.start, x.start - x.end)):
        if m.arith or m.kind in ("sub", "exp") or not equal(m) or not converted_form(vis, m.start, m.end, licensed):
            continue
        if decimal_is_work and re.fullmatch(r"\d+", _literal(vis[m.start:m.end])):
            continue
        end = _brace_kept(vis, m.start, m.end)
        if not any(a <= m.start < b or a < end <= b for a, b, _ in [*spans, *out]):
            out.append((m.start, end, HIDDEN))
    return out


def _pattern(expr: str) -> re.Pattern:
    toks = [t for t in _TOKEN.findall(expr) if t not in _DROP]
    body = r"\s*(?:\\left|\\right)?\s*".join(re.escape(t) for t in toks)
    return re.compile(r"(?<![A-Za-z\\])" + body + r"(?![A-Za-z0-9(_^])")


def asked_value_spans(vis: str, spans: Sequence[Tuple[int, int, str]], answers: Sequence[str],
                      problem: Optional[str]) -> List[Tuple[int, int, str]]:
    """The :data:`HIDDEN` spans for the answer's value stated as the asked expression's (module docstring).

    Args:
        vis: the visible part of a math draft; ``spans``: what earlier passes hide (``(start, end, placeholder)``).
        answers: the graded answer and its readings (only number values are compared).
        problem: the problem statement; ``None`` gives ``[]``.

    Returns:
        ``[(start, end, HIDDEN), ...]`` in characters of ``vis``."""
    expr = asked_expression(problem)
    vals: List[Any] = [v for a in answers for v in parse_answer(a).values if getattr(v, "is_number", False)]
    out: List[Tuple[int, int, str]] = [(a, b, HIDDEN) for a, b in digit_object_spans(vis, answers, problem)
                                       if not any(s <= a < e or s < b <= e for s, e, _ in spans)]
    if expr is None or not vals:
        return out
    for m in _pattern(expr).finditer(vis):
        pos = m.end()
        line_end = vis.find("\n", pos)
        line_end = len(vis) if line_end < 0 else line_end
        while True:  # each side of the chain the expression opens: "f(3) = 2 \cdot 9 - 1 = 17"
            r = _RELATION.match(vis, pos)
            if not r:
                break
            side_end = re.search(r"\s*(?:=|\\approx|≈|[,;]\s|\.(?:\s|$)|\$|\\quad|\\implies|\\Longrightarrow)", vis[r.end():line_end])
            e = r.end() + side_end.start() if side_end else line_end
            side = vis[r.end():e]
            ms = number_mentions(side)
            if len(ms) == 1 and ms[0].start == 0 and not ms[0].arith and not side[ms[0].end:].strip(" \t.,;:") and \
                    any(values_equal(ms[0].value, v) or any(values_equal(x, v) for x in ms[0].alts) for v in vals):
                s0, e0 = r.end() + ms[0].start, r.end() + ms[0].end
                if not any(a <= s0 < b or a < e0 <= b for a, b, _ in [*spans, *out]):
                    out.append((s0, e0, HIDDEN))
            if e >= line_end or not re.match(r"\s*(?:=|\\approx|≈)", vis[e:]):
                break
            pos = e
    return out


_ASKS_DIGIT = re.compile(r"(?i)\bdigits?\b")
_MATH = re.compile(r"\$\$?([^$]{1,80})\$\$?|\\\(([^()]{1,80})\\\)")
_POSITIONAL = re.compile(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?|-?\.\d+")
_OPERATION = re.compile(r"\\(?:frac|dfrac|tfrac|cdot|times|div)|[\^/*·×÷!]")


def _digit_objects(problem: str) -> List[Any]:
    """The numeric values of the problem's math that is written with an operation (``18^6``, ``\\frac{137}{500}``,
    ``7!``), when the problem asks for a digit; at most 40 digits (a value no draft writes out is no object)."""
    from agon_mcore.agon.answer_forms.values import latex_value

    if not _ASKS_DIGIT.search(problem):
        return []
    out = []
    for m in _MATH.finditer(problem):
        expr = (m.group(1) or m.group(2) or "").strip().rstrip(".,?")
        if not _OPERATION.search(expr) or "=" in expr or len(expr) > 40:
            continue
        try:
            v = latex_value(expr)
            v = v.doit() if getattr(v, "is_number", False) and getattr(v, "is_rational", False) else v
        except Exception:  # noqa: BLE001 - unreadable math is no object
            continue
        if getattr(v, "is_Rational", False) and len(str(abs(v.p))) + len(str(v.q)) <= 40:
            out.append(v)
    return out


def digit_object_spans(vis: str, answers: Sequence[str], problem: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of the numerals in ``vis`` that write out, in positional digits, a value whose digit the
    problem asks for, in a check of the answer (module docstring: ``34012224`` for "the units digit of $18^6$",
    ``0.274`` for a digit of the decimal expansion of $\\frac{137}{500}$, in a "Verification" passage or a clause
    ending in a check mark). In the derivation the written-out value is the work the digit is read from
    ("$2^{10} = 1024$, and we read off the last digit") and stays. Empty when the problem asks for no digit, the
    answer is no number, or the problem writes no value with an operation."""
    from agon_mcore.agon.answer_forms.reader_roles import in_check

    if not problem or not any(getattr(v, "is_number", False) for a in answers for v in parse_answer(a).values):
        return []
    objects = _digit_objects(problem)
    if not objects:
        return []
    out: List[Tuple[int, int]] = []
    for m in number_mentions(vis):
        lit = vis[m.start:m.end].strip()
        if _POSITIONAL.fullmatch(lit) and len(re.sub(r"\D", "", lit)) >= 2 and \
                any(values_equal(m.value, o) for o in objects) and in_check(vis, m.start, m.end):
            out.append((m.start, m.end))
    return out


# the problem asks an integer function of a value: its floor, ceiling or nearest integer
_ROUNDING = re.compile(r"(?i)\\[lr]floor|\\[lr]ceil|⌊|⌈|\bfloor\b|\bceil(?:ing)?\b|greatest\s+integer\s+(?:less|that\s+is\s+less|not\s+"
                       r"exceeding|at\s+most)|least\s+integer\s+(?:greater|not\s+less|at\s+least)|integer\s+part|"
                       r"nearest\s+(?:whole\s+number|integer)|round(?:ed)?\s+to\s+the\s+nearest\s+(?:whole|integer)")


def rounded_object_spans(vis: str, answers: Sequence[str], problem: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of the decimals in ``vis`` that write out the value a problem takes the floor, ceiling or
    nearest integer of, when that function of the decimal is an integer answer of ``answers`` (``13535.9997`` for
    "the greatest integer less than $(\\sqrt7 + \\sqrt5)^6$" answered 13535): the answer follows from it with no work.
    A decimal the problem gives, an integer, and a decimal a whole unit or more from the answer stay. Raises nothing."""
    import math

    if not problem or not _ROUNDING.search(problem):
        return []
    ints = [int(v) for a in answers for v in parse_answer(a).values if getattr(v, "is_integer", False) and v.is_integer]
    if not ints:
        return []
    asked = _ROUNDING.search(problem).group(0).lower()
    funcs = [math.ceil] if re.search(r"ceil|⌈|least\s+integer", asked) else \
        [lambda x: math.floor(x + 0.5)] if re.search(r"nearest|round", asked) else [math.floor, math.trunc]
    given = {problem[g.start:g.end] for g in number_mentions(problem)}  # a decimal the problem writes as such
    out = []
    for m in number_mentions(vis):  # the reader's own numerals: a decimal written out (not 31/5 as a fraction)
        if m.kind != "number" or "." not in vis[m.start:m.end] or getattr(m.value, "is_integer", True) or \
                vis[m.start:m.end] in given:
            continue
        x = float(m.value)
        if any(abs(x - a) < 1 and a in [f(x) for f in funcs] for a in ints):
            out.append((m.start, m.end))
    return out
