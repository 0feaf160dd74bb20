"""A draft that states its answer without a box: the stated answer is hidden as a boxed one is.

The grader reads only boxed answers (``verify.answer.final_answer``), so a draft that ends with ``#### 9``,
``Answer: 2``, ``**9**`` or "So she has 9 apples." has no graded answer and scores as failed. Left as it is,
its summary would hide nothing, and a challenger that copies 9 (and boxes it) earns the conversion bonus
whenever 9 is right: the reading channel would carry the answer of every draft that forgot its box. The
summary therefore reads such a draft's **stated answer by position** and hides it, with its restatements,
exactly as it hides a boxed answer: :func:`with_stated_answer` boxes the stated value in a copy of the visible
part, runs the math hiding pass on it, and gives the result back with the box placeholder turned into the
plain :data:`~agon_mcore.agon.answer_forms.HIDDEN` placeholder (the summary does not show a box the draft
never wrote).

Where a stated answer stands (:func:`stated_answer`; the one that starts last wins):

1. an **answer statement**: "The final answer is 5", "Answer: 5", "the answer is $5$"
   (``verify.answer.answer_statements``, the grader's own reading of a correction after the last box);
2. a **value line**: a line that is one value alone, after an optional marker (``####``, ``=>``, ``⇒``,
   ``∴``, ``→``), label ("Total:", "Final:") and emphasis (``**9**``, ``$x = 5$``, ``\\[\\tfrac34\\]``), when it
   is the last non-empty line of the draft or has a marker;
3. the **closing statement** of a finished draft (``finished=True``): the last sentence that carries a value,
   when it opens with a conclusion word ("So", "Thus", "Therefore", "Hence", "In total", "Altogether",
   "Finally", "In conclusion"): the value right after its last copula ("is", "are", "=", "equals", "makes",
   "gets", "has", "comes to", ...). A draft cut by the length limit (``finished=False``) stops mid-work, so its
   last sentence is work, not a conclusion: only 1 and 2 are read there.

The value is the number, number word or math span at that position; of a math span with ``=`` the right side of
the last ``=`` (``x = 5`` states 5). Nothing is read from a draft that has any box command (a graded, a cut or
an empty box: ``final_answer`` decides there) or from a code draft.
"""
from __future__ import annotations

import re
from typing import Callable, List, Optional, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, number_mentions, values_equal, word_mentions
from agon_mcore.agon.answer_forms.formulas import math_spans
from agon_mcore.agon.code_summary import BOXED_PLACEHOLDER
from agon_mcore.verify.answer import answer_statements, boxed_spans

__all__ = ["stated_answer", "with_stated_answer"]

Hidden = Tuple[str, Optional[str], List[str], List[str], int, int]

_MARKER = r"(?:#{2,6}|=>|⇒|∴|→|->)"
_LABEL = r"(?:[A-Za-z][A-Za-z ]{0,24}:)"
_EMPH = r"(?:\*\*|__|\*|_)?"
_COPULA = re.compile(r"(?i)\b(?:is|are|was|were|equals?|makes?|made|gets?|got|has|have|had|needs?|takes?|took|"
                     r"costs?|pays?|paid|earns?|earned|spends?|spent|totals?|comes?\s+to|came\s+to|works\s+out\s+to|"
                     r"remains?|left\s+with)\b|=")
_FILLER = re.compile(r"(?i)^[\s,:]*(?:(?:a\s+total\s+of|exactly|about|approximately|roughly|only|just|equal\s+to|"
                     r"now|then|still|all\s+together|in\s+total|at\s+least|at\s+most|therefore)[\s,:]+)*"
                     r"(?:\\\$|\$(?=\s*\d)|€|£)?\s*$")
_CONCLUDE = re.compile(r"(?i)(?:^|(?<=[\s,;:(]))(?:so|thus|therefore|hence|in\s+total|altogether|all\s+in\s+all|finally|"
                       r"in\s+conclusion|overall|in\s+the\s+end|this\s+means|that\s+means|consequently)\b")
_CLAUSE_END = re.compile(r"[.!?](?=\s|$)|[;\n]")


def _maths(text: str) -> List[Tuple[int, int]]:
    """Math span bodies that are math: a ``$`` pair around prose ("costs $2, so ... makes $18") is two currency
    signs, not a formula (two or more words outside ``\\text{..}``)."""
    out = []
    for s, e in math_spans(text):
        body = re.sub(r"\\(?:text|mathrm|textbf|mbox|operatorname)\s*\{[^{}]*\}", "", text[s:e])
        if len(re.findall(r"(?<![\\A-Za-z])[A-Za-z]{3,}", body)) < 2:
            out.append((s, e))
    return out


def _rhs(body: str, s: int, e: int) -> Tuple[int, int]:
    """The right side of the last ``=`` of a math span body ``text[s:e] == body`` (the whole body if none)."""
    k = body.rfind("=")
    if k < 0 or body[k - 1:k] in "<>!\\":
        return s, e
    lead = len(body[k + 1:]) - len(body[k + 1:].lstrip())
    return (s + k + 1 + lead, e - (len(body) - len(body.rstrip()))) if body[k + 1:].strip() else (s, e)


def _values(text: str, lo: int, hi: int) -> List[Tuple[int, int]]:
    """Value spans in ``text[lo:hi]``: math span bodies (their right side), and numbers and number words
    outside math spans; ordered by start."""
    maths = [(s, e) for s, e in _maths(text) if lo <= s and e <= hi and text[s:e].strip()]
    out = [_rhs(text[s:e], s, e) for s, e in maths]
    for m in [*number_mentions(text), *word_mentions(text)]:
        if lo <= m.start and m.end <= hi and not any(s <= m.start < e for s, e in maths):
            out.append((m.start, m.end))
    return sorted(set(out))


def _statement(vis: str) -> Optional[Tuple[int, int]]:
    found = answer_statements(vis)
    if not found:
        return None
    lead, end, value = found[-1]
    at = vis.rfind(value, lead, end)
    if at < 0:
        return None
    s, e = _rhs(value, at, at + len(value)) if not re.fullmatch(r"\s*[A-Za-z]\w*\s*", value) else (at, at + len(value))
    return s, e


def _value_line(vis: str) -> Optional[Tuple[int, int]]:
    lines = [(m.start(), m.end()) for m in re.finditer(r"[^\n]*\S[^\n]*", vis)]
    best = None
    for k, (ls, le) in enumerate(lines):
        last = k == len(lines) - 1
        m = re.match(rf"[ \t>]*(?P<mark>{_MARKER})?[ \t]*{_EMPH}[ \t]*(?:{_LABEL}[ \t]*{_EMPH}[ \t]*)?", vis[ls:le])
        if not (last or m.group("mark")):
            continue
        body_s = ls + m.end()
        body_e = le
        tail = re.search(rf"[ \t]*{_EMPH}[ \t]*\.?[ \t]*$", vis[body_s:body_e])
        body_e = body_s + tail.start() if tail else body_e
        vals = _values(vis, body_s, body_e)
        if not vals:
            continue
        s, e = vals[0]
        outer = [(a, b) for a, b in _maths(vis) if body_s <= a and a <= s and e <= b <= body_e]
        whole_s, whole_e = (outer[0][0], outer[0][1]) if outer else (s, e)
        rest_before = re.sub(r"[\s$\\(\[*_]|\\\[|\\\(", "", vis[body_s:whole_s])
        rest_before = re.sub(r"^[A-Za-z]{1,3}(?:_\w+)?(?:\(\w*\))?=$", "", rest_before)  # "x = 5" states 5
        rest_after = re.sub(r"[\s$\\)\]*_.]", "", vis[whole_e:body_e])
        if rest_before or len(rest_after.split()) > 1 or len(vis[whole_e:body_e].split()) > 1:
            continue  # prose around it: not a value alone
        best = (s, e)
    return best


def _numbers(vis: str, lo: int, hi: int) -> List[object]:
    return [m.value for m in number_mentions(vis) if lo <= m.start and m.end <= hi]


def _nothing_new(vis: str, end: int, problem: Optional[str]) -> bool:
    """Whether ``vis[end:]`` states no number that ``vis[:end]`` or the problem did not state (a check or a remark,
    not more work: "Check: 2 * 5 = 10, which matches.")."""
    before = _numbers(vis, 0, end) + (_numbers(problem, 0, len(problem)) if problem else [])
    return all(any(values_equal(v, b) for b in before) for v in _numbers(vis, end, len(vis)))


def _closing(vis: str, problem: Optional[str]) -> Optional[Tuple[int, int]]:
    maths = _maths(vis)
    for c in reversed([m for m in _CONCLUDE.finditer(vis) if not any(a <= m.start() < b for a, b in maths)]):
        stop = _CLAUSE_END.search(vis, c.end())
        e0 = stop.start() if stop else len(vis)
        vals = _values(vis, c.end(), e0)
        inner = [(a, b) for a, b in maths if c.end() <= a and b <= e0]
        cops = [m for m in _COPULA.finditer(vis, c.end(), e0) if not any(a <= m.start() < b for a, b in inner)]
        for cop in reversed(cops):
            after = [(a, b) for a, b in vals if a >= cop.end()]
            if not after:
                continue
            a, b = after[0]
            outer = next((ms for ms, me in inner if ms <= a and b <= me), a)
            lead = vis[cop.end():outer].rstrip("$").rstrip("\\(").rstrip("\\[")
            if _FILLER.match(lead):
                return (a, b) if _nothing_new(vis, b, problem) else None
        if vals:
            return None  # the last conclusion clause with a value states no result: no closing statement
    return None


def stated_answer(vis: str, finished: bool = True, problem: Optional[str] = None) -> Optional[Tuple[int, int]]:
    """The span ``(start, end)`` (character offsets into ``vis``) of the answer a box-free math draft states
    (module docstring: statement, value line, closing statement), or ``None`` (no stated answer, or ``vis`` has a
    box command). ``finished``: the draft ended on its own (finish reason ``"stop"``); ``problem``: the question, whose
    numbers a check after the closing statement may restate."""
    if boxed_spans(vis):
        return None
    found = [sp for sp in (_statement(vis), _value_line(vis), _closing(vis, problem) if finished else None) if sp]
    return max(found, key=lambda sp: sp[0]) if found else None


def with_stated_answer(hide_math: Callable[[str, Optional[str]], Hidden], finished: bool = True
                       ) -> Callable[[str, Optional[str]], Hidden]:
    """``hide_math`` for a draft whose answer may stand without a box: where :func:`stated_answer` finds one, the
    pass runs on a copy of the visible part with that value boxed, and its summary shows :data:`HIDDEN` instead of
    the box placeholder (the placeholders' originals name the value without the box). Anywhere else, ``hide_math``
    itself. The returned callable has ``hide_math``'s signature ``(vis, problem) -> hidden``."""
    def hide(vis: str, problem: Optional[str]) -> Hidden:
        span = stated_answer(vis, finished, problem)
        if span is None:
            return hide_math(vis, problem)
        s, e = span
        value = vis[s:e]
        box = "\\boxed{" + value + "}"
        text, answer, values, orig, n_num, n_hid = hide_math(vis[:s] + box + vis[e:], problem)
        k = text.rfind(BOXED_PLACEHOLDER)
        if k >= 0:
            text = text[:k] + HIDDEN + text[k + len(BOXED_PLACEHOLDER):]
        return text, answer, values, [o.replace(box, value) for o in orig], n_num, n_hid
    return hide
