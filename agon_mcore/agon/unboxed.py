"""A draft that states its answer without a box: the stated answer is hidden as a boxed one is.

The grader reads only boxed answers (``verify.answer.final_answer``), so a draft that ends with ``#### 9``,
``Answer: 2``, ``**9**`` or "Janet makes $18 per day." has no graded answer and scores as failed. Left as it is,
its summary would hide nothing, and a challenger that copies 9 (and boxes it) earns the conversion bonus
whenever 9 is right: the reading channel would carry the answer of every draft that forgot its box. The
summary therefore reads such a draft's **stated answer by position** and hides it, with its restatements,
exactly as it hides a boxed answer: :func:`with_stated_answer` boxes each stated value in a copy of the visible
part, runs the math hiding pass on it (several differing values read as a hedged list, each hidden), and gives
the result back with the box placeholders turned into the plain :data:`~agon_mcore.agon.answer_forms.HIDDEN`
placeholder (the summary does not show a box the draft never wrote).

The draft is read in **units**: lines and sentences, a display equation whole. A unit's **results** are the values
in result position: right after a copula outside math ("is", "are", "=", "equals", "makes", "gives us", "we get",
"comes to", ...; past and -ing forms too), the right side of the last ``=`` of a math span, or a value standing
alone in the unit (after a bullet, a table cell bar, a label such as "Total:" or "Ans.", emphasis and a marker such
as ``####``). A result is not a given of the problem, is no operand of arithmetic still to do (``120 - 45``), and
is a value, not an expression. Where the stated answer stands (:func:`stated_answers`, all that apply):

1. the last **answer statement** ("The final answer is 5", "Answer: 5", "the answer is $5$": the grader's own
   reading, ``verify.answer.answer_statements``) unless hedged ("it is tempting to say the answer is 27, but");
2. every **marker line**: ``#### 18`` (GSM8K's), a value alone after a run of ``#``;
3. in a finished draft (``finished=True``; a draft cut by the length limit stops mid-work, so only 1 and 2 are read
   there), the **closing unit**: the last unit that states a value (units after it state none: "I hope this helps!",
   "square units."), its stated result: the last one after a word copula ("the minimum is $-3$, attained at $x = 2$"
   states -3), else its last;
4. in a finished draft, the **last conclusion clause** (opened by "so", "thus", "therefore", "hence", "in total",
   "altogether", "this means", ...): its stated result (a clause with no copula: its first value that is no given,
   "this means the car burns 13 gallons"), unless a later unit that does not restate it states a new result (the
   clause was an intermediate), or the draft ends on arithmetic still to do ("Next, we compute 12 * 5.").

A result is left **open**, and so is no stated answer, when a question follows it (the draft has not concluded) or
its unit contrasts it ("it is tempting to say ... 27, but"). Over-hiding is accepted where the structure cannot
tell: when an intermediate "so x = 5" is followed by the closing "y = 11", both are hidden; a box-free draft has no
graded answer, so its challenger loses a little reading, never a conversion bonus it should not earn.

Nothing is read from a draft that has any box command (a graded, a cut or an empty box: ``final_answer`` decides
there) or from a code draft. A check after the conclusion that restates the answer ("Check: 59 = 2·29 + 1") goes
with the conclusion, as after a box.
"""
from __future__ import annotations

import re
from typing import Any, Callable, List, Optional, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, number_mentions, parse_answer, problem_values, values_equal, word_mentions
from agon_mcore.agon.answer_forms.formulas import math_spans
from agon_mcore.agon.code_summary import BOXED_PLACEHOLDER
from agon_mcore.verify.answer import answer_statements, boxed_spans

__all__ = ["stated_answers", "with_stated_answer"]

Hidden = Tuple[str, Optional[str], List[str], List[str], int, int]
Span = Tuple[int, int]

_CONCLUDE = re.compile(r"(?i)(?:^|(?<=[\s,;:(]))(?:so|thus|therefore|hence|in\s+total|altogether|all\s+in\s+all|finally|"
                       r"in\s+conclusion|overall|in\s+the\s+end|this\s+means|that\s+means|consequently)\b")
_COPULA = re.compile(r"(?i)\b(?:is|are|was|were|be|equals?|equaling|makes?|made|making|gets?|got|getting|gives?(?:\s+us)?|"
                     r"gave|giving(?:\s+us)?|yields?|yielding|has|have|had|having|needs?|takes?|took|costs?|pays?|paid|"
                     r"earns?|earned|earning|spends?|spent|totals?|totaling|totalling|comes?\s+to|came\s+to|"
                     r"works\s+out\s+to|remains?|left\s+with|leaves\s+\w+\s+with|we\s+get|we\s+have)\b|=(?!=)")
_FILLER = re.compile(r"(?i)^[\s,:]*(?:(?:a\s+total\s+of|exactly|about|approximately|roughly|only|just|equal\s+to|"
                     r"now|then|still|all\s+together|in\s+total|at\s+least|at\s+most|therefore|option|choice|"
                     r"the\s+(?:value|number|answer)|us)[\s,:]+)*(?:\\\$|\$(?=\s*\d)|€|£)?\s*[*_]*\s*$")
_HEDGE = re.compile(r"(?i)\b(?:say|think|tempting|might|may|would|could|if|not|seems?|wrong|incorrect|mistake|guess|"
                    r"assume|suppose|naive(?:ly)?|instead|rather)\b")
_CONTRAST = re.compile(r"(?i)\b(?:tempting|wrong|incorrect|mistaken?|naive(?:ly)?|not)\b")
_UNIT_END = re.compile(r"[.!?](?=\s|$)|\n")
_ALONE_PREFIX = re.compile(r"^[\s>|*_\-+•∴⇒→]*(?:=>\s*)?(?:\d+[.)]\s+)?(?:#{2,6}\s*)?(?:[*_]*\s*[A-Za-z][A-Za-z ]{0,24}[:.]\s*[*_]*\s*)?"
                           r"(?:[A-Za-z][A-Za-z ]{0,24}[*_]*\s*\|\s*)?[*_|\s]*")
_CHOICE = re.compile(r"(?i:\s+(?:option|choice|answer))?\s+\(?([A-E])\)?(?=[\s.,;!]|$)")
_ARITH_AFTER = re.compile(r"^\s*(?:[-+*/×·÷^]|\\(?:cdot|times|div)\b)\s*[\w\\({$]")
_TOP_OP = re.compile(r"(?<=[\w})\]])\s*(?:[-+*/×·÷^]|\\(?:cdot|times|div|pm)(?![A-Za-z]))\s*(?=[\w\\({\[])")


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


def _plain(t: str) -> bool:
    """Whether ``t`` is a value, not an expression with an operation at its top level (braces read as one atom)."""
    flat = t.strip()
    while True:
        nxt = re.sub(r"\{[^{}]*\}|\([^()]*\)", "0", flat)
        if nxt == flat:
            break
        flat = nxt
    return bool(flat) and not _TOP_OP.search(flat.lstrip("-−"))


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


class _Reader:
    """The results of one visible part (module docstring), with the problem's values as givens."""

    def __init__(self, vis: str, problem: Optional[str]):
        self.vis = vis
        self.maths = _maths(vis)
        self.givens = problem_values(problem)
        self.units = _units(vis, self.maths)
        self.worded: set = set()  # results that follow a word copula ("is", "makes", "giving"), not a bare "="

    def _result(self, s: int, e: int) -> Optional[Span]:
        """``(s, e)`` as a result span (a math body read by its right side), or ``None`` when it is no result."""
        vis = self.vis
        if (s, e) in self.maths:
            s, e = _rhs(vis, s, e)
        t = vis[s:e]
        if not t.strip() or not _plain(t) or _ARITH_AFTER.match(vis[e:e + 12]) or \
                re.search(r"[-+*/×·÷]\s*$", vis[max(0, s - 6):s].replace("**", "")):
            return None
        v = _value(t)
        if v is None or any(values_equal(v, g) for g in self.givens):
            return None
        return s, e

    def results(self, lo: int, hi: int) -> List[Span]:
        """The results of ``vis[lo:hi]``, in order."""
        vis, out = self.vis, []
        vals = _mentions(vis, lo, hi, self.maths)
        inner = [(s, e) for s, e in self.maths if lo <= s and e <= hi]
        for cop in _COPULA.finditer(vis, lo, hi):
            if any(s <= cop.start() < e for s, e in inner):
                continue
            after = [(a, b) for a, b in vals if a >= cop.end()]
            if after and _FILLER.match(re.sub(r"\$+$|\\[(\[]$", "", vis[cop.end():after[0][0]].rstrip())):
                out.append(after[0])
                if cop.group(0) != "=":
                    r = self._result(*after[0])
                    self.worded |= {r} if r else set()
            choice = _CHOICE.match(vis, cop.end(), hi)
            if choice and (not after or after[0][0] >= choice.end()):
                out.append(choice.span(1))
        out += [(s, e) for s, e in inner if "=" in vis[s:e]]
        if len(vals) == 1:  # a value alone in the unit (one or two unit words after it are allowed)
            before = _ALONE_PREFIX.sub("", vis[lo:vals[0][0]]).strip(" \n\t$\\([")
            if not before and len(re.sub(r"[\s$*_|.)\]\\]+", " ", vis[vals[0][1]:hi]).split()) <= 2:
                out.append(vals[0])
        got = [r for r in (self._result(s, e) for s, e in sorted(set(out))) if r]
        return sorted(set(got))

    def _pick(self, res: List[Span]) -> Span:
        """The stated one of several results: the last after a word copula ("the minimum is $-3$, attained at
        $x = 2$" states -3; "sells 16 - 7 = 9 eggs, making $18" states 18), else the last."""
        return ([r for r in res if r in self.worded] or res)[-1]

    def closing(self) -> Optional[Span]:
        for lo, hi in reversed(self.units):
            if _mentions(self.vis, lo, hi, self.maths):
                res = self.results(lo, hi)
                s, e = self._pick(res) if res else (0, 0)
                return (s, e) if res and not self.open_after(lo, s, e) else None
        return None

    def open_after(self, lo: int, s: int, e: int) -> bool:
        """Whether the draft leaves the result ``vis[s:e]`` (in the unit from ``lo``) open: a question after it
        (it has not concluded), or a contrast ("it is tempting to say ... 27, but")."""
        vis = self.vis
        return "?" in vis[e:] or bool(_CONTRAST.search(vis[lo:s]) or re.match(r"\s*,?\s*but\b", vis[e:]))

    def conclusion(self) -> Optional[Span]:
        vis = self.vis
        for c in reversed([m for m in _CONCLUDE.finditer(vis) if not any(a <= m.start() < b for a, b in self.maths)]):
            stop = next((m for m in _UNIT_END.finditer(vis, c.end()) if not any(a < m.start() < b for a, b in self.maths)), None)
            hi = stop.start() if stop else len(vis)
            res = self.results(c.end(), hi) or [r for r in (self._result(a, b) for a, b in
                                                             _mentions(vis, c.end(), hi, self.maths)) if r][:1]
            if not res:
                continue  # (a clause with no copula states its first value that is no given: "this means it burns 13")
            s, e = self._pick(res)
            last = next(((lo, hi) for lo, hi in reversed(self.units) if _mentions(vis, lo, hi, self.maths)), None)
            if last and last[0] >= e and _TOP_OP.search(vis[last[0]:last[1]]) and not self.results(*last) and \
                    "=" not in vis[last[0]:last[1]]:
                return None  # the draft ends on arithmetic still to do ("Next, compute 12 * 5."): no conclusion
            v = _value(vis[s:e])
            if self.open_after(c.start(), s, e):
                return None
            for lo, hi in self.units:
                if lo < e or any(values_equal(_value(vis[a:b]), v) for a, b in _mentions(vis, lo, hi, self.maths)):
                    continue  # a unit that restates the value (a check, a substitution) derives no new result
                if any(not values_equal(_value(vis[a:b]), v) for a, b in self.results(lo, hi)):
                    return None  # a new result after it: the clause was an intermediate
            return s, e
        return None


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


def stated_answers(vis: str, finished: bool = True, problem: Optional[str] = None) -> List[Span]:
    """The spans ``(start, end)`` (character offsets into ``vis``) of the answer a box-free math draft states
    (module docstring: statement, marker lines, closing unit, last conclusion clause), without overlaps, in order;
    empty when there is none or ``vis`` has a box command. ``finished``: the draft ended on its own (finish reason
    ``"stop"``); ``problem``: the question, whose values are givens, never a stated answer of the closing rules."""
    if boxed_spans(vis):
        return []
    found = [sp for sp in [_statement(vis), *_markers(vis)] if sp]
    if finished:
        reader = _Reader(vis, problem)
        found += [sp for sp in (reader.closing(), reader.conclusion()) if sp]
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
        spans = stated_answers(vis, finished, problem)
        if not spans:
            return hide_math(vis, problem)
        boxed, at, boxes = [], 0, []
        for s, e in spans:
            boxes.append(("\\boxed{" + vis[s:e] + "}", vis[s:e]))
            boxed += [vis[at:s], boxes[-1][0]]
            at = e
        text, answer, values, orig, n_num, n_hid = hide_math("".join(boxed) + vis[at:], problem)
        for box, value in boxes:
            orig = [o.replace(box, value) for o in orig]
        return text.replace(BOXED_PLACEHOLDER, HIDDEN), answer, values, orig, n_num, n_hid
    return hide
