"""The conclusion's extent read unit by unit: what the conclusion placeholder may cover.

The cut (``agon.conclusion.final_cut``), the restatement rule and the tail after the box decide where the
conclusion starts; this pass decides, by the content of each unit the region holds, which of them it keeps.
The conclusion is the unit that holds the final answer and the units that restate it; a unit that holds work
and does not state the answer stays, wherever it stands in the region. The units are the segments
(``agon.segments``: display equations whole, lines, list items, table rows, sentences, "so" clauses) cut at
the region's ends. Going back from the region's end, a unit is

* **the answer**: it holds a box, or the reader (``agon.leak.answer_readable``, the leak metric's own code,
  operands of checks included) reads the answer from it: hidden;
* **work after the statement**: a conjunct of the statement's sentence after its last mention of the answer, or a
  clause after a semicolon, that states no answer ("... and the first set had 6 + 4 balls", "($120 > 100$)", "; the
  second one is already fine": ``agon.after_statement``): it stays, before any other reading;
* **work**: a numeral or a relation or operation sign (``P = \\frac{19.50}{0.75}``, a case ``$3 + 2$``, a
  bound ``1.75 < x``, a table row ``| Weekly total | 1,150 |``, "x = 5 is excluded (division by zero)"),
  or the rest of a sentence whose head stands before the region (", so it is a valid solution, just not the
  largest"): it stays;
* **a label** (a heading, a lead-in ending with a colon, a table header or rule, bare markup such as the
  close ``$$`` of a display): it goes with what it introduces, the next unit (or the text after the region);
* anything else (a closing sentence in words): hidden.

The kept units split the region; each hidden run keeps the placeholder. A word answer (a verdict, a choice
letter, a name) keeps the region whole except units with numerals or relations: prose may restate it in
words the reader does not know.
"""
from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import List, Optional, Sequence, Tuple

from agon_mcore.agon.statement_cut import split_units
from agon_mcore.agon.after_statement import after_split, new_answer_run, other_work
from agon_mcore.agon.operand_end import drop_operand_ends
from agon_mcore.agon.segments import segments
from agon_mcore.agon.conclusion import RESULT_STATED

_WORK = re.compile(r"\d|[=<>≤≥≈≡+*/^×·÷≠]|\\(?:cdot|times|frac|dfrac|tfrac|le|ge|leq|geq|lt|gt|approx|equiv|div|sqrt|neq|binom|pm)(?![A-Za-z])"
                   r"|\s[-−]\s")
_WORK_SIGN = re.compile(_WORK.pattern.replace(r"\d|", "", 1))
_RELATION_END = re.compile(r"(?:[=<>≤≥≠]|\\(?:le|ge|leq|geq|lt|gt|neq))\s*\$?\s*$")
_RELATION_SIGN = re.compile(r"[=<>≤≥≡≈]|\\(?:equiv|approx|le|ge|leq|geq|lt|gt)(?![A-Za-z])")
_CLOSING = re.compile(r"[\s*_>]*(?:so|thus|hence|therefore|consequently)\b", re.I)
_LABEL_HEAD = re.compile(r"[-*+\s]*[^\d=<>$:.]{1,30}:[\s*_$\\]*")  # a short item label, no numeral: "- Tax: \\$"
_NEGATION = re.compile(r"(?i)\bnot\b|n't\b|\bnever\b")  # a clause that rejects ("just not the largest") states no answer
_SENTENCE_OPEN = re.compile(r"(?:^|[.!?:\n])\s*$")  # what precedes a unit that opens a sentence
_TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
_MARKUP_ONLY = re.compile(r"^[\s$*_`|:\-\\\[\]()>#]*$")


def _answer_fractions(answers: Sequence[str]) -> List[Fraction]:
    """The answers' rational values (``agon.results.values_in``), for digit runs compared as values."""
    from agon_mcore.agon.results import values_in

    return [v for x in answers for _, _, v in values_in(x) if isinstance(v, Fraction)]


def _numeric(answers: Sequence[str]) -> bool:
    from agon_mcore.agon.answer_forms import parse_answer

    for a in answers:
        for v in parse_answer(a).values:
            if not isinstance(v, str) and not getattr(v, "free_symbols", None):
                return True  # a number, a set, an interval, a tuple; not a word read as a symbol ("rhombus")
    return False


def _reads(t: str, answers: Sequence[str], problem: Optional[str]) -> bool:
    """The unit states the answer: the reader reads it back, or it holds a mention of the answer's value in no
    role of work. Inside the conclusion's region a value is a statement unless its place makes it work: an
    operand (``$3 + 2$``), a label's number ("Case 3:"), an element of a list of values ("three and two"), a
    formula's argument (``\\frac{3}{7}``), a part of a structured answer (``x = 5`` of ``(5, \\infty)``) or
    arithmetic still to do (``\\frac{19.50}{0.75}``); arithmetic after an answer phrase ("The answer is
    $2^4$") states it."""
    from agon_mcore.agon.answer_forms.compare import _ANSWER_PHRASE_RE, answer_mentions
    from agon_mcore.agon.asked import LABEL_COLON
    from agon_mcore.agon.conclusion import _NOT_A_USE  # a step label's number, an operation's operand
    from agon_mcore.agon.leak import answer_readable
    from agon_mcore.agon.spans import division_to_do, in_braces

    if any(answer_readable(t, a, problem=problem) for a in answers):
        return True
    if _all_parts(t, answers) or _evaluates_to(t, answers):
        return True
    plain = re.sub(r"\\\$|[*_$€£¥]", lambda x: " " * len(x.group(0)), t)  # markup and currency signs hold no role
    values = [m for m in _plain_numbers(plain)]
    for a in answers:
        for m in answer_mentions(t, a):  # an exponent or coefficient too ("$3^{14} \\mid 30!$")
            before = plain[max(0, m.start - 80):m.start]
            if _ANSWER_PHRASE_RE.search(before) or m.kind == "exp" or (m.kind == "arith" and not division_to_do(t[m.start:m.end])):
                return True  # "The answer is $2^4$", an exponent, arithmetic equal to the answer after the final derivation
                # ("so the product is ≡ 1^100": the cut leaves the derivation's own work before the region)
            if m.kind == "arith" or m.kind.endswith("/part") or division_to_do(t[m.start:m.end]) or \
                    LABEL_COLON.search(before) or _NOT_A_USE.search(before) or in_braces(t, m.start, m.end):
                continue
            if (_OPERATOR_BEFORE.search(before) or _OPERATOR_AFTER.match(plain, m.end)) and not _RELATION_SIGN.search(plain):
                continue  # an operand of arithmetic that no relation closes ("$3 + 2$"); "48 = 6 \\cdot 7 + 6" states 6
            if any(o.start >= m.end and _LIST_JOIN.fullmatch(plain[m.end:o.start]) for o in values) or \
                    any(o.end <= m.start and _LIST_JOIN.fullmatch(plain[o.end:m.start]) for o in values):
                continue
            return True
    return False


_OPERATOR = r"(?:[-+*/×·÷^−]|\\cdot|\\times|\\div)"
_OPERATOR_BEFORE = re.compile(_OPERATOR.replace("^", "") + r"\s*\(?\s*$")  # an exponent is no operand: it states
_OPERATOR_AFTER = re.compile(r"\s*\)?\s*" + _OPERATOR)
_LIST_JOIN = re.compile(r"\s*(?:,|,?\s+and|,?\s+or)\s*")


def _all_parts(t: str, answers: Sequence[str]) -> bool:
    """Every part of a structured answer (a set, a pair) is a value stated in ``t``, in any order and form ("nine,
    twenty-five and forty-nine" for ``\\{9, 25, 49\\}``); a matrix or an interval's endpoint alone is none."""
    from agon_mcore.agon.answer_forms import parse_answer, values_equal

    ms = [m.value for m in _plain_numbers(re.sub(r",?\s+and\s+", ", ", t)) if m.kind not in ("sub", "exp")]  # "25 and 49"
    for a in answers:
        parts = parse_answer(a).parts
        if len(parts) >= 2 and all(any(values_equal(v, p) for v in ms) for p in parts):
            return True
    return False


def _evaluates_to(t: str, answers: Sequence[str]) -> bool:
    """Arithmetic in ``t`` evaluates to the answer (``$12^2$`` for 144), other than a division still to do: after the
    final derivation (whose work the cut leaves before the region) the answer's value in another notation."""
    from agon_mcore.agon.answer_forms import parse_answer, values_equal
    from agon_mcore.agon.conclusion import _fraction_value
    from agon_mcore.agon.spans import arith_spans, division_to_do

    vals = [v for a in answers for v in parse_answer(a).values if getattr(v, "is_number", False)]
    found = [v for a, b, v, _ in arith_spans(t) if not division_to_do(t[a:b])]
    for m in re.finditer(r"(?<![\w.])(\d+)\s*\^\s*\{?\s*(\d+)\s*\}?", t):  # a power ("1^100")
        base, exp = int(m.group(1)), int(m.group(2))
        if base <= 1 or exp * len(m.group(1)) <= 60:
            found.append(Fraction(base) ** exp)
    return any(values_equal(_fraction_value(v), x) for v in found for x in vals)


def _has_part(t: str, answers: Sequence[str]) -> bool:
    """``t`` states a value equal to one part of a structured answer."""
    from agon_mcore.agon.answer_forms import parse_answer, values_equal

    ms = [m.value for m in _plain_numbers(t) if m.kind not in ("sub", "exp")]
    return any(values_equal(v, p) for a in answers for p in parse_answer(a).parts if len(parse_answer(a).parts) >= 2 for v in ms)


_COMPONENT = re.compile(r"\s*[^\d=<>\n]{1,24}?\s*(?:=|\\coloneqq)\s*([^=<>\n]{1,40}?)\s*[.,;]?\s*")  # "θ = π/2"
_SENTENCE_END = re.compile(r"(?<!\b[A-Za-z])[.?!](?:\s|$)|\n\s*\n")  # not an abbreviation's dot ("i.e.")


def _component(t: str, answers: Sequence[str]) -> bool:
    """``t`` names one component of a tuple answer (not an interval: an endpoint is no member) and gives its value,
    ``name = value`` ("θ = π/2" of ``(3, \\frac{\\pi}{2})``): inside the conclusion the answer's next component."""
    from agon_mcore.agon.answer_forms import parse_answer, values_equal

    m = _COMPONENT.fullmatch(re.sub(r"\$|\*\*|\\[()\[\]]", " ", t))
    if not m:
        return False
    vals = parse_answer(m.group(1)).values
    return any(len(pa.parts) >= 2 and not _open_ended(pa) and any(values_equal(v, q) for v in vals for q in pa.parts)
               for a in answers for pa in [parse_answer(a)])


def _open_ended(parsed) -> bool:
    """An interval with an infinite endpoint or a union: no tuple (``(2, \\pi)`` may be either, and is read as a pair)."""
    return any(getattr(v, "is_Union", False) or getattr(v, "is_Interval", False) and not (v.start.is_finite and v.end.is_finite)
               for v in parsed.values)


def _components_before(vis: str, s: int, answers: Sequence[str]) -> int:
    """Where the conclusion starting at ``s`` starts once it takes the lines just before it, in the same paragraph, that
    give the tuple answer's earlier components (``h = 3`` then "and" then ``k = [2]``): ``s`` itself if none."""
    head = vis.rfind("\n", 0, s) + 1
    if not re.fullmatch(r"[^=<>\n]{1,24}=\s*\$?\s*", vis[head:s]):
        return s  # the region does not open at a component's value
    start, pos = s, head
    while pos > 0:
        prev = vis.rfind("\n", 0, pos - 1) + 1
        line = vis[prev:pos - 1]
        if not line.strip() or _SENTENCE_END.search(line.rstrip() + " "):
            break  # a paragraph or a sentence ends
        if _component(line, answers):
            start = prev
        elif _work(line):
            break
        pos = prev
    return start


def _continues(vis: str, s0: int, e0: int, s1: int, answers: Sequence[str]) -> bool:
    """The text between two conclusion pieces ``vis[s0:e0]`` and ``vis[s1:]`` continues the first one's statement and
    refers back to it, so it belongs to the conclusion: a clause of the same sentence that states no relation or
    operation of its own (a relative clause "which is just 6!", an apposition, "i.e. ..."), or lines that each give
    the next component of a tuple answer ("r = [3]" then "θ = π/2")."""
    gap = vis[e0:s1]
    lines = [x for x in gap.split("\n") if x.strip()]
    if lines and all(_component(x, answers) for x in lines):
        return True
    if "\n" in gap or _SENTENCE_END.search(gap) or re.search(r"(?<!\b[A-Za-z])[.?!]$", vis[s0:e0].rstrip()):
        return False
    return not _WORK_SIGN.search(_bare(gap)) and not _NEGATION.search(gap) and not _MARKUP_ONLY.match(gap)


def _plain_numbers(t: str):
    from agon_mcore.agon.answer_forms import number_mentions, word_mentions

    return number_mentions(t) + word_mentions(t)


def _result_at(vis: str, whole: int, a: int, b: int, derived_at: Optional[int], answers: Sequence[str]) -> bool:
    """The unit ``vis[a:b]`` (of the segment from ``whole``) holds the final derivation's result or follows it: after
    the answer is derived, what the draft adds restates or checks it (another path to the same value, ``d =
    \\sqrt{9 \\cdot 13}`` after ``\\sqrt{117} = 3\\sqrt{13}``); unless that result is an endpoint of an interval answer
    (``x = 5`` of ``(5, \\infty)``: no member of it; a root of a ``±`` pair is)."""
    from agon_mcore.agon.answer_forms.compare import answer_mentions

    if derived_at is None:
        return False
    d = derived_at + len(vis[derived_at:]) - len(vis[derived_at:].lstrip())
    if b <= d:
        return False
    sg = next((u for u in segments(vis) if u.start <= d < u.end), None)
    return sg is None or not any(sg.start + m.start == d and m.kind.endswith("/part") and _interval(x)
                                 for x in answers for m in answer_mentions(vis[sg.start:sg.end], x))


_NUMERAL = r"\s*\d+(?:\.\d+)?(?:\s*i(?![A-Za-z]))?\s*"  # an imaginary term ("12i") is a numeral too
# a lead-in that announces the step it introduces: a colon closing a clause of words, then math ("Subtract $3i$: $")
_LEAD_IN = re.compile(r"[\w$)]\s*:\s*\$*\s*$")
_RESULT_WORD = re.compile(r"(?i)\b(?:answer|result|total|final|altogether|overall|so|thus|hence|therefore|conclu\w*)\b")
# a right side still to evaluate: a fraction of whole numbers, a binomial coefficient, numerals under + - * / and products
_UNEVALUATED = re.compile(r"\s*(?:\\[dt]?frac\{\s*(\d+)\s*\}\{\s*(\d+)\s*\}|\\binom\{\s*\d+\s*\}\{\s*\d+\s*\}|"
                          + _NUMERAL + r"(?:(?:[-+*/×·]|\\cdot|\\times)" + _NUMERAL + r")+)\s*[.,;]?\s*(?:\$|$)")


def _step_before(vis: str, whole: int, a: int, b: int, derived_at: Optional[int], later, answers: Sequence[str],
                 problem: Optional[str]) -> bool:
    """The unit ``vis[a:b]`` that holds the final derivation's result is a step of work before the result: the result
    form is the right side of a relation chain (``50 \\cdot \\frac{11}{4} = \\frac{550}{4}``, ``\\binom{6}{5} =
    \\binom{6}{1}``) or the step a lead-in without a result word announces ("Subtract $3i$: $6 + 12i - 3i$", "To write
    42 in base 8: $42 = 5 \\cdot 8 + 2$", :data:`_LEAD_IN`), still to evaluate (a fraction not in lowest terms, a
    binomial, numerals, imaginary terms included, under operations; after a lead-in the last right side of a chain),
    that the reader does not read as the answer, and a later unit of the region (not a box, not a label) states the
    result the step leads to ("That's 137.5 miles", a closing sentence in words). An operation still to do states no
    answer: its value does, and that value is the later unit's."""
    from agon_mcore.agon.leak import answer_readable

    if derived_at is None or not a <= derived_at < b:
        return False
    form = vis[derived_at:b]
    if not _RELATION_END.search(vis[whole:derived_at]):
        if not _LEAD_IN.search(vis[whole:derived_at]) or _RESULT_WORD.search(vis[whole:derived_at]):
            return False
        form = form[form.rfind("=") + 1:] if "=" in form else form  # "42 = 5 \\cdot 8 + 2": the chain's last right side
    if not _UNEVALUATED.match(form):  # a value written out ("r = 3", "1 + \\sqrt{19}") is the result
        return False
    m = _UNEVALUATED.match(form)
    if m.group(1) and math.gcd(int(m.group(1)), int(m.group(2))) == 1:  # a fraction in lowest terms states a value
        return False
    if any(answer_readable(vis[derived_at:b], x, problem=problem) for x in answers):
        return False
    return any("\\boxed" not in vis[p:q] and not _label(vis[p:q], kd) and not _MARKUP_ONLY.match(vis[p:q])
               for p, q, kd, _ in later)


def _interval(answer: str) -> bool:
    """The answer is an interval (or a union of them): an endpoint is no member, unlike a root of a ``±`` pair."""
    from agon_mcore.agon.answer_forms import parse_answer

    return any(getattr(v, "is_Interval", False) or getattr(v, "is_Union", False) for v in parse_answer(answer).values)


def _reads_any(t: str, answers: Sequence[str], problem: Optional[str]) -> bool:
    """The strictest reading: every mention of the answer's value outside the givens, whatever its role."""
    from agon_mcore.agon.leak import answer_readable

    return any(answer_readable(t, a, problem=problem, by_role=False) for a in answers)


def _bare(t: str) -> str:
    """``t`` without markup that is no operation: bold and italics, bullets, heading marks, display delimiters."""
    t = re.sub(r"\*\*|__|\\\[|\\\]|\$\$", " ", t)
    return re.sub(r"(?m)^\s*(?:[-*+]|#+|>)\s", " ", t)


def _work(t: str) -> bool:
    """A numeral, or a relation or operation sign (``agon.conclusion``'s reading of work)."""
    return bool(_WORK.search(_bare(t)))


def _label(t: str, kind: str) -> bool:
    """A unit that introduces what follows and holds no work of its own: a heading (a markdown heading or a
    line in bold, whatever step number it carries), a lead-in ending with a colon, a table's header or rule,
    bare markup."""
    s = t.strip()
    if kind == "heading" or s.startswith("#") or re.fullmatch(r"\*\*[^*]+\*\*:?|__[^_]+__:?", s) or _MARKUP_ONLY.match(s):
        return True
    if _work(s):
        return False
    return s.endswith(":") or bool(_TABLE_LINE.match(s))


def _units(vis: str, s: int, e: int) -> List[Tuple[int, int, str, int]]:
    """The segments of ``vis[s:e]``, cut at its ends: ``(start, end, kind, the segment's own start)``."""
    out = []
    for sg in segments(vis):
        a, b = max(sg.start, s), min(sg.end, e)
        if a < b and vis[a:b].strip():
            out.append((a, b, sg.kind, sg.start))
    return out


def trim_conclusion(vis: str, spans: List[Tuple[int, int, str]], answers: Sequence[str], problem: Optional[str],
                    placeholder: str, derived_at: Optional[int] = None) -> List[Tuple[int, int, str]]:
    """``spans`` with each ``placeholder`` span reduced to the units that state the answer or only restate it
    (module docstring): the units of work it covered stay. Spans with other placeholders are unchanged.

    Args:
        vis: the visible draft the spans index.
        spans: ``(start, end, placeholder text)`` triples.
        answers: the graded answer's forms (what the reader reads back).
        problem: the problem statement (its givens are not read as the answer) or None.
        placeholder: the conclusion's placeholder text.
        derived_at: where the final derivation's result starts (``agon.conclusion.final_cut``) or None: the
            unit that holds it states the answer, whatever the reader makes of its form (``3^{5}``, ``2/6``).

    Returns:
        The new list of spans; a unit of ``vis`` is never hidden by this pass that was not hidden before, except the
        conclusion's own clauses and lines between or before its pieces (``_continues``, ``_components_before``).
    """
    spans = drop_operand_ends(vis, spans, answers, placeholder)  # "so $2x = 4$": a coefficient is no statement
    concl: List[List[int]] = []
    for s, e in sorted((s, e) for s, e, ph in spans if ph == placeholder):  # overlapping or blank-separated: one
        if concl and (s <= concl[-1][1] or not vis[concl[-1][1]:s].strip() or _continues(vis, *concl[-1], s, answers)):
            concl[-1][1] = max(concl[-1][1], e)
        else:
            concl.append([s, e])
    if not concl or not answers or not _numeric(answers):
        return spans
    concl = [[_components_before(vis, s, answers), e] for s, e in concl]  # a word answer (a verdict, a name) may be restated in any words: the region stays whole
    starts = sorted(s for s, _ in concl)
    out = [x for x in spans if x[2] != placeholder]
    for s, e in concl:
        units = split_units(vis, _units(vis, s, e), answers)  # work before the statement in one sentence stays
        units, conj = after_split(vis, units, answers, problem)  # and work after it (agon.after_statement)
        if not units:
            out.append((s, e, placeholder))
            continue
        rest = vis[e:]
        nxt = next((p for p in starts if p >= e), None)
        following_kept = bool(rest.strip()) and not (nxt is not None and not vis[e:nxt].strip())
        keep = [False] * len(units)
        fracs = _answer_fractions(answers)
        free: set = set()  # value-free reasons: they check nothing, wherever they stand
        for k in range(len(units) - 1, -1, -1):
            a, b, kind, whole = units[k]
            t = vis[a:b]
            if _MARKUP_ONLY.match(t):
                kept = True  # the close of a display the region cuts: a delimiter alone hides nothing
            elif a in conj or vis[:a].rstrip().endswith(";") and other_work(vis, a, b, whole, answers, problem):
                kept = True  # a clause after the statement (after a conjunction or a semicolon) that states no answer
                conj.add(a)
            elif "\\boxed" in t or kind == "code":
                kept = False
            elif _value_free_sentence(vis, a, b, answers, problem) or _procedure_clause(vis, a, b, answers, problem):
                kept = True  # a reason in words that no token of could state the answer ("The minimum is attained there,
                # since the parabola opens upward."), wherever it stands: work, as a value-free slot is in the results pass
                free.add(a)  # (agon.number_free)
            elif _result_at(vis, whole, a, b, derived_at, answers):
                kept = _step_before(vis, whole, a, b, derived_at, units[k + 1:], answers, problem)
            elif _other_kind(vis, whole, b, answers, problem):
                kept = True  # a step still to evaluate, a value of another kind ("q(x) \\equiv 0"): work (agon.unevaluated, agon.value_kind)
            elif _reads(vis[whole:b], answers, problem):  # read with its segment's head ("The answer is $2^4$")
                kept = False
            elif _label(t, kind):
                kept = following_kept
            elif _component(vis[whole:b], answers):
                kept = False  # the next component of a tuple answer the region states
            elif _WORK_SIGN.search(_bare(t)) or _RELATION_END.search(vis[whole:a]):  # a relation, an operation, or
                kept = not new_answer_run(t, vis[:a], problem, fracs, vis[whole:a])  # the right side of a relation that opens before
                # the region ("$x = $" then "-3$ is not allowed"); not with the answer's digits new to the draft ("either
                # half of a 20/20 reading": an operation in dress only)
            elif _work(t):  # numerals without a relation: a whole unit (a row, an item) is data; a clause the cut
                kept = (a == whole or (_LABEL_HEAD.fullmatch(vis[whole:a]) is not None and len(_plain_numbers(t)) == 1)) and \
                    not _reads_any(t, answers, problem) and not new_answer_run(t, vis[:a], problem, fracs, vis[whole:a]) and \
                    not RESULT_STATED.search(t)
                # a whole unit or a labelled item ("- Tax: \\$9.60") is data, read by the strictest reader; a clause the cut
                # picked out after other numerals restates the result ("1 six, 5 other faces: odds of 1 to 5"); the answer's
                # digits new to the draft, in any dress ("either half of a 20/20 reading"), are no data, nor is a statement
                # whose subject is the result ("the total is dialled 1 then T": agon.conclusion.RESULT_STATED)
            else:  # the rest of a sentence that opens before the region, in words, rejecting a candidate
                kept = k == 0 and a == s and bool(vis[:a].strip()) and not _SENTENCE_OPEN.search(vis[max(0, a - 40):a]) \
                    and bool(_NEGATION.search(t)) and not _reads_any(t, answers, problem)
            keep[k] = kept
            following_kept = kept
        closed = False  # after a statement of the answer or a closing "so ..." the region holds, what follows checks it
        for k, (a, b, kind, whole) in enumerate(units):  # ("At the marked row the numerator is $\\sqrt{0}$ ...")
            t = vis[a:b]
            if closed and keep[k] and not _MARKUP_ONLY.match(t) and a not in conj and a not in free:
                keep[k] = False
            if not keep[k] and "\\boxed" not in t and not _label(t, kind) and (_CLOSING.match(t) or _reads(vis[whole:b], answers, problem)):
                closed = True
        if any(keep) and _all_parts(vis[:s] + " " + " ".join(vis[u[0]:u[1]] for u, kp in zip(units, keep) if kp), answers):
            # the parts of a structured answer stated unit by unit ("a = 1." "Then b = a + 1 = 2." ...): together they
            # state it, so the units that hold a part stay hidden
            keep = [kp and not _has_part(vis[u[0]:u[1]], answers) for u, kp in zip(units, keep)]
        if not any(keep):
            out.append((s, e, placeholder))
            continue
        lo: Optional[int] = None
        hi = s
        for (a, b, _, _), kept in zip(units, keep):
            if kept:
                if lo is not None:
                    out.append((lo, hi, placeholder))
                    lo = None
            else:
                lo = (s if a == units[0][0] else a) if lo is None else lo
                hi = b
        if lo is not None:
            out.append((lo, e, placeholder))
    # a hidden run that holds only markup or blanks (the close "$$" of a display) is no conclusion
    out = [x for x in out if x[2] != placeholder or not _MARKUP_ONLY.match(vis[x[0]:x[1]])]
    return _one_conclusion(vis, out, answers, problem, placeholder)


_REASON = re.compile(r"(?i)\b(?:since|because|as|so\s+that|otherwise|unless|if|whenever|when|while|whereas|although|though|"
                     r"but|hence|thus|therefore|so|then|given|due\s+to|owing\s+to|by|from|means?|implies|forces?|ensures?|"
                     r"guarantees?|requires?|follows?|holds?|fails?|works?|matters?|decides?)\b")
# a sentence whose subject is the result itself: a pronoun or "the answer/result/total ..."
_RESULT_SUBJECT = re.compile(r"(?i)[\s*_>]*(?:that|this|it|which|these|those|they|the\s+(?:answer|result|total|number|count|value|"
                             r"sum|product|quotient|difference|final\s+\w+|amount|solution)|our\s+\w+)\b")
_OPTIONS = re.compile(r"\(([A-Ea-e])\)\s*\S")
_SENTENCE_END = re.compile(r"[.!;]\s*$")


def _value_free_sentence(vis: str, a: int, b: int, answers: Sequence[str], problem: Optional[str]) -> bool:
    """``vis[a:b]`` is a whole sentence in words, not a closing one ("So ...", "Thus ..."), that is about another subject
    than the result ("Every marble is equally likely to be drawn.") or gives a ground (a reason word: "since", "because",
    "otherwise", "means", "holds", ...; a bare remark about the result such as "That's like a carton of eggs." may
    describe its value) and of which no token could state the answer: for a numeric answer no number-bearing token or value pointer (``agon.number_free.number_free``, the
    small values' own words included: "never" for 0, "a" for 1), for a constant or a formula no symbol either
    (``symbol_free``), and the strictest reader reads nothing from it. A problem with options keeps every such
    sentence hidden (a word may name an option). Such a sentence is a reason ("The minimum is attained there, since
    the parabola opens upward."), never a statement."""
    from fractions import Fraction as _F

    from agon_mcore.agon.number_free import number_free, symbol_free
    from agon_mcore.agon.results import values_in

    t = vis[a:b]
    if _OPTIONS.search(problem or "") or not _SENTENCE_OPEN.search(vis[max(0, a - 40):a]) or not _SENTENCE_END.search(t):
        return False
    if _CLOSING.match(t) or "\\boxed" in t or len(re.findall(r"[^\W\d_]{2,}", t)) < 3:
        return False
    if _RESULT_SUBJECT.match(t) and not _REASON.search(t):
        return False  # a bare remark about the result ("That's like a carton of eggs.") may describe its value
    values = [v for x in answers for _, _, v in values_in(x)]
    if not values:
        return False
    exact = all(isinstance(v, _F) for v in values) and not any(re.search(r"\\(?:sqrt|pi)|\be\b|[a-zA-Z]\s*[\^(]", x) for x in answers)
    free = number_free(t, [v for v in values if isinstance(v, _F)]) if exact else \
        symbol_free(t, [v for v in values if isinstance(v, _F)] or [_F(7919)])
    return free and not _reads_any(t, answers, problem)


def _procedure_clause(vis: str, a: int, b: int, answers: Sequence[str], problem: Optional[str]) -> bool:
    """``vis[a:b]`` is a clause that names the step to take, after "so" or "then" ("so we divide the volume by the rate"):
    a procedure (``agon.results._PROCEDURAL``) of which no token could state the answer (``number_free``), which the
    strictest reader reads nothing from. It is the method, not its result."""
    from fractions import Fraction as _F

    from agon_mcore.agon.number_free import number_free
    from agon_mcore.agon.results import _PROCEDURAL, values_in

    t = vis[a:b]
    rest = re.sub(r"^[\s,;]*(?:so|thus|hence|then|and)\b[\s,]*", "", t, flags=re.I)
    if rest == t.lstrip(" ,;") and not _SENTENCE_OPEN.search(vis[max(0, a - 40):a]) or not _PROCEDURAL.match(rest):
        return False
    values = [v for x in answers for _, _, v in values_in(x)]
    if not values or not all(isinstance(v, _F) for v in values) or _OPTIONS.search(problem or ""):
        return False
    return number_free(t, values) and not _reads_any(t, answers, problem)


def _other_kind(vis: str, whole: int, b: int, answers: Sequence[str], problem: Optional[str]) -> bool:
    """The unit ending at ``b`` (its segment from ``whole``) is work of another kind than a statement of the answer: it
    holds no box and either ends with a step still to evaluate (``agon.unevaluated.unevaluated_step``, an integral, a sum
    or a limit: ``calculus_to_do``) the statement
    reader does not read, or every mention of the answer's value in it is a function's identity (``q(x) \\equiv 0``)."""
    from agon_mcore.agon.answer_forms import answer_mentions
    from agon_mcore.agon.leak import answer_readable
    from agon_mcore.agon.unevaluated import calculus_to_do, unevaluated_step
    from agon_mcore.agon.value_kind import function_identity

    t = vis[whole:b]
    if "\\boxed" in t:
        return False
    if unevaluated_step(t.rstrip(" .;,")) or calculus_to_do(t):
        return not any(answer_readable(t, a, problem=problem, count_work=False) for a in answers)
    ms = [(whole + m.start, whole + m.end) for a in answers for m in answer_mentions(t, a)]
    return bool(ms) and all(function_identity(vis, s, e, problem) for s, e in ms)


def _one_conclusion(vis: str, spans: List[Tuple[int, int, str]], answers: Sequence[str], problem: Optional[str],
                    placeholder: str) -> List[Tuple[int, int, str]]:
    """A summary has one conclusion: a ``placeholder`` run before the last one that states nothing of the answer is
    work the region's pieces caught between kept units (a verdict on candidates "none works", a connective "i.e."):
    it holds no box, no numeral or number word, opens no closing sentence ("so", "thus"), and the strictest reader
    reads the answer neither from it nor from it with the rest of its line before it. It stays visible."""
    concl = sorted(x for x in spans if x[2] == placeholder)
    drop = set()
    for s, e, _ in concl[:-1]:
        t = vis[s:e]
        line = vis[vis.rfind("\n", 0, s) + 1:e]
        if "\\boxed" in t or re.search(r"\d", t) or _plain_numbers(t) or _CLOSING.match(t) or \
                _reads_any(t, answers, problem) or _reads_any(line, answers, problem):
            continue
        drop.add((s, e))
    return [x for x in spans if x[2] != placeholder or (x[0], x[1]) not in drop]
