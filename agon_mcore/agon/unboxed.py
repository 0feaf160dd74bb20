"""A draft without a box: no value it derives is left to copy, and the answer it states is hidden as a boxed one.

The grader reads only boxed answers (``verify.answer.final_answer``), so a draft that ends with ``#### 9``,
``Answer: 2``, ``**9**`` or "Janet makes $18 per day." has no graded answer and scores as failed. Left as it is, its
summary would hide nothing, and a challenger that copies 9 (and boxes it) earns the conversion bonus whenever 9 is
right: the reading channel would carry the answer of every draft that forgot its box, or was cut after stating it.

**Values fail closed** (:func:`values_closed`). A draft with no graded answer has no answer to compare values with,
and where it states its answer cannot be known by rule: "Janet brings in $18", a remark or a question after it, a
list, another language. So no value it derives is licensed: every value its summary would show (digits in any
notation, number words, other scripts: ``answer_forms``) is hidden unless it is a value the problem writes. The
givens, the method's words and its operations stay ("She has 16 - 3 - 4 = [hidden] eggs left, each sells for $2");
labels stay ("Step 2", a list number), and so do the constants of a formula in a variable (the 2 of
``\\frac{n(n-1)}{2}``: :func:`_formula_constant`). A finished draft's **closing statement** goes too
(:func:`closing_closed`): an answer that is no value ("it is Thursday", "ABCD is a square", a given restated as the
answer) stands in the draft's last statement, so that statement and any sign-off after it become the conclusion
placeholder. The challenger of a box-free draft reads how it went, not what it found: the bonus pays for solving what
the rival failed, and a rival that found the value but did not box it failed only in form.

**Stated answers** (:func:`stated_answers`, all that apply) are read first, by position, for what values cannot
carry: the leak metric's answer (``DraftSummary.hidden_answer``) and an expression answer built from givens
(``x^2 + 1``). :func:`with_stated_answer` boxes each in a copy of the visible part, runs the math hiding pass on it
(several differing values read as a hedged list), turns the box placeholders into the plain
:data:`~agon_mcore.agon.answer_forms.HIDDEN` (the summary shows no box the draft never wrote), then the values
fail closed. Only positions that cannot be work are read, so that the conclusion the hiding pass builds around them
swallows no work:

1. the last **answer statement** ("The final answer is 5", "Answer: 5", "the answer is $5$": the grader's own
   reading, ``verify.answer.answer_statements``) unless hedged ("it is tempting to say the answer is 27, but");
2. every **marker line**: ``#### 18`` (GSM8K's), a value alone after a run of ``#``;
3. in a finished draft (``finished=True``; a draft cut by the length limit stops mid-work), the **closing unit**
   (units are lines and sentences, a display equation whole; the closing one is the last that states a value, so
   "I hope this helps!" and "square units." after it do not count): a value standing alone there (after a bullet, a
   table cell bar, a label such as "Total:" or "Ans.", emphasis, a marker such as ``∴``); else its one value, when
   that is a result built from givens only (``$2\\sqrt{5}$`` from the points given, an option "(C)"), which no
   fail-closed value would hide; else the right side of its last formula in a variable (``$f(g(x)) = x^2 + 1$``).

Nothing here applies to a draft that has any box command (a graded, a cut or an empty box: ``final_answer``
decides there) or to a code draft.
"""
from __future__ import annotations

import re
from typing import Any, Callable, List, Optional, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, number_mentions, parse_answer, values_equal, word_mentions
from agon_mcore.agon.answer_forms.formulas import math_spans
from agon_mcore.agon.answer_forms.scripts import script_mentions
from agon_mcore.agon.code_summary import BOXED_PLACEHOLDER
from agon_mcore.verify.answer import answer_statements, boxed_spans

__all__ = ["closing_closed", "stated_answers", "values_closed", "with_stated_answer"]

Hidden = Tuple[str, Optional[str], List[str], List[str], int, int]
Span = Tuple[int, int]

_HEDGE = re.compile(r"(?i)\b(?:say|think|tempting|might|may|would|could|if|not|seems?|wrong|incorrect|mistake|guess|"
                    r"assume|suppose|naive(?:ly)?|instead|rather)\b")
_UNIT_END = re.compile(r"[.!?。](?=\s|$)|\n")
_ALONE_PREFIX = re.compile(r"^[\s>|*_\-+•∴⇒→]*(?:=>\s*)?(?:\d+[.)]\s+)?(?:#{2,6}\s*)?(?:[*_]*\s*[A-Za-z][A-Za-z ]{0,24}[:.]\s*[*_]*\s*)?"
                           r"(?:[A-Za-z][A-Za-z ]{0,24}[*_]*\s*\|\s*)?[*_|\s]*")
_COPULA = re.compile(r"(?i)\b(?:is|are|was|were|equals?|makes?|gets?|gives?|yields?|comes?\s+to|totals?)\b|(?<![<>!=])=(?!=)")
_CHOICE = re.compile(r"(?i:\s+(?:option|choice))?\s+\(([A-E])\)(?=[\s.,;!]|$)")
_ARITH_AFTER = re.compile(r"^\(|^\s*(?:[-+*/×·÷^−]|\\(?:cdot|times|div)\b)\s*[\w\\({$]")
_VARIABLE = re.compile(r"(?<![\\A-Za-z])[A-Za-z](?![A-Za-z])")


def _maths(text: str) -> List[Span]:
    """Math span bodies that are math: a ``$`` pair around prose ("costs $2, so ... makes $18") is two currency
    signs, not a formula (two or more words outside ``\\text{..}``)."""
    out = []
    for s, e in math_spans(text):
        if text[s - 1:s] == "$" and text[s - 2:s] != "$$" and (re.match(r"\d", text[e + 1:e + 2]) or
                                                                re.search(r"\n\s*\n", text[s:e])):
            continue  # "$2 and $18", "$2 =\n\n**$18**": currency signs (inline math never holds a blank line)
        body = re.sub(r"\\(?:text|mathrm|textbf|mbox|operatorname)\s*\{[^{}]*\}", "", text[s:e])
        if len(re.findall(r"(?<![\\A-Za-z])[A-Za-z]{3,}", body)) < 2:
            out.append((s, e))
    return out


def _value(t: str) -> Any:
    """``t`` read as one value (``parse_answer``), or ``None``."""
    try:
        vals = parse_answer(t).values
    except Exception:  # noqa: BLE001 - an unreadable span is no value
        return None
    return vals[0] if vals else None


def _rhs(text: str, s: int, e: int) -> Span:
    """The right side of the last ``=`` of ``text[s:e]`` (the whole span if none), whitespace trimmed."""
    body = text[s:e]
    k = body.rfind("=")
    if k >= 0 and body[k - 1:k] not in "<>!\\" and body[k + 1:].strip():
        s = s + k + 1
    while s < e and text[s].isspace():
        s += 1
    while e > s and text[e - 1].isspace():
        e -= 1
    return s, e


def _mentions(text: str, lo: int, hi: int, maths: List[Span]) -> List[Span]:
    """Values in ``text[lo:hi]``: math span bodies (whole) and numbers and number words outside them."""
    inner = [(s, e) for s, e in maths if lo <= s and e <= hi and text[s:e].strip()]
    out = list(inner)
    for m in [*number_mentions(text), *word_mentions(text)]:
        if lo <= m.start and m.end <= hi and not any(s <= m.start < e for s, e in inner):
            out.append((m.start, m.end))
    return sorted(set(out))


def _units(vis: str, maths: List[Span]) -> List[Span]:
    """Lines and sentences of ``vis``; a math span is never cut (a display equation is one unit)."""
    cuts = [m.end() for m in _UNIT_END.finditer(vis) if not any(s - 3 < m.start() < e + 2 for s, e in maths)]
    out, lo = [], 0
    for c in [*cuts, len(vis)]:
        if vis[lo:c].strip():
            out.append((lo, c))
        lo = c
    return out


def _statement(vis: str) -> Optional[Span]:
    found = answer_statements(vis)
    if not found:
        return None
    lead, end, value = found[-1]
    start = max(vis.rfind(".", 0, lead), vis.rfind("\n", 0, lead)) + 1
    if _HEDGE.search(vis[start:lead]) or re.match(r"\s*,?\s*(?:but|or|\?)", vis[end:]):
        return None  # "it is tempting to say the answer is 27, but ..."
    at = vis.rfind(value, lead, end)
    if at < 0:
        return None
    return (at, at + len(value)) if re.fullmatch(r"\s*[A-Za-z]\w*\s*", value) else _rhs(vis, at, at + len(value))


def _markers(vis: str) -> List[Span]:
    out = []
    for m in re.finditer(r"(?m)^[ \t]*#{2,6}[ \t]*(?:\*\*)?[ \t]*(\$?[^\n]*?)\$?[ \t]*(?:\*\*)?[ \t]*\.?[ \t]*$", vis):
        t = m.group(1).strip(" $")
        if t and not re.search(r"(?<![\\A-Za-z])[A-Za-z]{2,}", t) and _value(t) is not None:
            at = vis.find(t, m.start(1))
            out.append(_rhs(vis, at, at + len(t)))
    return out


_LABEL_WORD = re.compile(r"(?i)\b(?:step|case|part|method|option|stage|phase|round|approach|line|item|row)\s*$")


def _given_numbers(problem: Optional[str]) -> List[Any]:
    """Every value the problem writes: its mentions, and each digit run inside a fraction or a formula (the 3 and
    the 8 of ``\\frac{3}{8}``, the 7 of ``3x - 7``)."""
    if not problem:
        return []
    vals = [m.value for m in [*number_mentions(problem), *word_mentions(problem)]]
    return vals + [_value(t) for t in re.findall(r"\d+(?:\.\d+)?", problem)]


def _given(v: Any, givens: List[Any]) -> bool:
    return v is None or any(values_equal(v, g) for g in givens)


def _closing(vis: str, problem: Optional[str]) -> Optional[Span]:
    """Rule 3 of the module docstring: in the closing unit, the value alone, else its one value when that is a
    result built from givens only (which no fail-closed value hides), else the right side of its last formula in a
    variable."""
    maths = _maths(vis)
    givens = [g for g in _given_numbers(problem) if g is not None]
    for lo, hi in reversed(_units(vis, maths)):
        vals = _mentions(vis, lo, hi, maths)
        choices = [c for c in _COPULA.finditer(vis, lo, hi) if _CHOICE.match(vis, c.end(), hi)]
        if not vals and not choices:
            continue
        if len(vals) == 1:
            before = _ALONE_PREFIX.sub("", vis[lo:vals[0][0]]).strip(" \n\t$\\([")
            before = re.sub(r"^[A-Za-z](?:_\w+)?\s*=$", "", before)  # "x = 5" alone states 5
            if not before and len(re.sub(r"[\s$*_|.)\]\\]+", " ", vis[vals[0][1]:hi]).split()) <= 2:
                return _rhs(vis, *vals[0]) if vals[0] in maths else vals[0]
        inner = [m for m in maths if lo <= m[0] and m[1] <= hi]
        results = []
        for cop in _COPULA.finditer(vis, lo, hi):
            if any(a <= cop.start() < b for a, b in inner):
                continue
            choice = _CHOICE.match(vis, cop.end(), hi)
            after = [v for v in vals if v[0] >= cop.end()]
            if choice:
                results.append(choice.span(1))
            elif after and re.fullmatch(r"[\s$*_]*(?:\\\$)?", vis[cop.end():after[0][0]]) and \
                    not _ARITH_AFTER.match(vis[after[0][1]:after[0][1] + 12]):
                results.append(_rhs(vis, *after[0]) if after[0] in maths else after[0])
        results += [_rhs(vis, a, b) for a, b in inner if "=" in vis[a:b]]
        from_givens = [r for r in dict.fromkeys(results) if vis[r[0]:r[1]].strip() and
                       values_closed(vis[r[0]:r[1]], problem)[0] == vis[r[0]:r[1]]]
        if len(vals) <= 1 and len(from_givens) == 1 and len(set(results)) == 1:  # a unit that states one value
            return from_givens[0]
        for s, e in reversed([m for m in inner if "=" in vis[m[0]:m[1]]]):
            s, e = _rhs(vis, s, e)
            if _VARIABLE.search(vis[s:e]) and not _given(_value(vis[s:e]), givens):
                return s, e
        return None
    return None


_RELATION = re.compile(r"=|<|>|\\[lg]eq?(?![A-Za-z])|≤|≥|≠|\\ne(?![A-Za-z])")


def _formula_constant(text: str, s: int, e: int, maths: List[Span]) -> bool:
    """Whether ``text[s:e]`` is a constant of a formula in a variable (the 2 of ``\\frac{n(n-1)}{2}``, the 3 of
    ``3x + 5``): a number inside a math span whose side of the relation (split at ``=``, ``<``, ``\\le``, ...) has a
    variable. Such a constant is the method; a side without a variable (``x = 3``, ``3(3) + 5 = 14``) is a value."""
    span = next(((a, b) for a, b in maths if a <= s and e <= b), None)
    if span is None:
        return False
    lo, hi = span
    cuts = [lo, *[m.end() for m in _RELATION.finditer(text, lo, hi)], hi]
    side = next((text[a:b] for a, b in zip(cuts, cuts[1:]) if a <= s < b), "")
    return bool(_VARIABLE.search(re.sub(r"\\[A-Za-z]+", " ", side)))


def values_closed(text: str, problem: Optional[str]) -> Tuple[str, List[str]]:
    """``text`` with every value it states hidden (:data:`HIDDEN`) unless it is a given of ``problem``: digits in any
    notation, number words, other scripts (``answer_forms``). Labels stay ("Step 2", a list number at a line start),
    and so do the placeholders already there. Returns the text and the hidden originals, in order.

    This is the rule for a draft without a graded answer: no value it derives is licensed, so whatever sentence, unit,
    language or position states its answer, no value is left to copy; the givens, the method's words and its
    operations stay for the challenger to read."""
    givens = [g for g in _given_numbers(problem) if g is not None]
    mentions = [*number_mentions(text), *word_mentions(text)]
    mentions += script_mentions(text)
    spans: List[Span] = []
    maths = _maths(text)
    for m in sorted(mentions, key=lambda m: (m.start, -m.end)):
        if m.end <= m.start or any(a < m.end and m.start < b for a, b in spans):
            continue
        line_start = re.search(r"(?:^|\n)[ \t>*#-]*$", text[max(0, m.start - 12):m.start])
        if "[hidden" in text[max(0, m.start - 9):m.end + 1] or \
                _LABEL_WORD.search(text[max(0, m.start - 12):m.start]) and re.match(r"[.):]?(?:\s|$|\*)", text[m.end:m.end + 2]) \
                or line_start and re.match(r"[.)]\s", text[m.end:m.end + 2]):
            continue  # a label: "Step 2", "**Step 1:**", a list number "1. " at a line start
        if _formula_constant(text, m.start, m.end, maths):
            continue
        if any(values_equal(m.value, g) for g in givens):
            continue
        spans.append((m.start, m.end))
    out, at, orig = [], 0, []
    for a, b in sorted(spans):
        out += [text[at:a], HIDDEN]
        orig.append(text[a:b])
        at = b
    return "".join(out) + text[at:], orig


_STATES = re.compile(r"(?i)\b(?:is|are|was|were|be|becomes?|equals?|gives?|makes?|comes?\s+to|totals?)\b|=|\d")


def closing_closed(text: str) -> Tuple[str, List[str]]:
    """``text`` (a finished box-free draft's summary) with its closing statement behind the conclusion placeholder:
    from the end back to, and including, the last sentence that states something (a copula, ``=`` or a digit), so that
    an answer no value reader reads ("it is **Thursday**", "so the light is green", "ABCD is a square", a given restated
    as the answer) is hidden with the sentence that states it, and a trailing "I hope this helps!" with it. Nothing
    changes where that sentence already ends in a placeholder. Returns the text and the hidden original."""
    body = text.rstrip()
    cuts = [0, *[m.end() for m in _UNIT_END.finditer(body) if m.end() < len(body)]]
    for start in reversed(cuts):
        sentence = body[start:]
        if not sentence.strip():
            continue
        first = re.split(r"(?<=[.!?])\s|\n", sentence.strip(), maxsplit=1)[0]
        if "[hidden: the conclusion" in first:
            return text, []  # the hiding pass already put the conclusion there
        if _STATES.search(re.sub(r"(?i)\b(?:step|case|part)\s*\d+|^[\s#*>-]*\d+[.)]\s", " ", first)):  # labels state nothing
            from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER
            lead = len(sentence) - len(sentence.lstrip())
            return body[:start + lead] + CONCLUSION_PLACEHOLDER, [body[start + lead:]]
    return text, []


def stated_answers(vis: str, finished: bool = True, problem: Optional[str] = None) -> List[Span]:
    """The spans ``(start, end)`` (character offsets into ``vis``) of the answer a box-free math draft states
    (module docstring: statement, marker lines, closing unit), without overlaps, in order; empty when there is none
    or ``vis`` has a box command. ``finished``: the draft ended on its own (finish reason ``"stop"``); ``problem``:
    the question, whose values are givens, never a stated answer of the closing unit."""
    if boxed_spans(vis):
        return []
    found = [sp for sp in [_statement(vis), *_markers(vis), _closing(vis, problem) if finished else None] if sp]
    out: List[Span] = []
    for s, e in sorted(set(found)):
        if e > s and not any(a < e and s < b for a, b in out):
            out.append((s, e))
    return out


def with_stated_answer(hide_math: Callable[[str, Optional[str]], Hidden], finished: bool = True
                       ) -> Callable[[str, Optional[str]], Hidden]:
    """``hide_math`` for a draft whose answer may stand without a box: where :func:`stated_answers` finds some, the
    pass runs on a copy of the visible part with those values boxed, and its summary shows :data:`HIDDEN` instead of
    the box placeholder (the placeholders' originals name the value without the box). Anywhere else, ``hide_math``
    itself. The returned callable has ``hide_math``'s signature ``(vis, problem) -> hidden``."""
    def hide(vis: str, problem: Optional[str]) -> Hidden:
        if boxed_spans(vis):
            return hide_math(vis, problem)
        spans = stated_answers(vis, finished, problem)
        if not spans:
            text, answer, values, orig, n_num, n_hid = hide_math(vis, problem)
            text, more = values_closed(text, problem)
            text, last = closing_closed(text) if finished else (text, [])
            return text, answer, values, orig + more + last, n_num, n_hid + len(more)
        boxed, at, boxes = [], 0, []
        for s, e in spans:
            boxes.append(("\\boxed{" + vis[s:e] + "}", vis[s:e]))
            boxed += [vis[at:s], boxes[-1][0]]
            at = e
        text, answer, values, orig, n_num, n_hid = hide_math("".join(boxed) + vis[at:], problem)
        for box, value in boxes:
            orig = [o.replace(box, value) for o in orig]
        text, more = values_closed(text.replace(BOXED_PLACEHOLDER, HIDDEN), problem)
        text, last = closing_closed(text) if finished else (text, [])
        return text, answer, values, orig + more + last, n_num, n_hid + len(more)
    return hide
