"""Answer positions outside the conclusion: where a draft states its answer again in a place whose role is the
answer's, although the place is not the conclusion (a value is hidden only where it stands in answer
position, wherever that is in the draft).

Three structures, each read by value (the answer's value, any notation the reader reads) and by the role of the
place, never by a case's words:

* **The conclusion's own step evaluated elsewhere** (:func:`final_step_spans`). The draft's final derivation
  ends in an expression that evaluates to the answer (``\\binom{7}{3}\\binom{4}{2} = 35 \\cdot 6``, "Total: 40 +
  20 + 100 min"). The same step (the same operands, as a multiset, in any order and with operators in symbols or
  words: "So 35 times 6 is 210", ``6 \\times 35 = 210``, "the product of 35 and 6 is 210") evaluated anywhere else
  in the draft is the result of the final step: its value is hidden. A value equal to the answer reached from
  other operands (``7 \\cdot 6 \\cdot 5 = 210``) is another step and stays.
* **A candidate marked as selected** (:func:`selection_spans`). In a table row, a list item or a line, a
  selection mark (a check mark next to a selection word: ``✅ (largest)``, ``✓ smallest``; an arrow or a star
  pointing at it: ``← answer``, ``⭐``; "this one", "the answer", "chosen") picks the candidate the line holds:
  a value equal to the answer there (the mark's own cell, else the cell that holds only the value, with the
  mark's cell; in a line, the candidate it names first), and with it the value anywhere else in the row or
  line, is hidden. A superlative word counts only when the problem asks that superlative; a mark with a rejection
  (``✗``, "extraneous", "not") selects nothing; a plain check mark (``✅ a + b = 8``) is a verification.
* **A summary callout** (:func:`callout_spans`). A block quote or a line that opens with a summary label
  (TL;DR, Key insight, Summary, In short, Bottom line, Answer, Result, Spoiler; and the weaker Note, Remark,
  Hint, Tip) is a conclusion wherever it stands: the answer's value there, in result position (``\\equiv 3``,
  "is 27") or as the left side of a relation (``27 = 8 + 9 + 10``), is hidden with its relation. A given of the
  problem stays (a Note naming the given base), and so does, after a weak label, a value derived there from work
  on its left.

:func:`answer_position_spans` returns all three (called by ``agon.provenance.provenance_spans``).
"""
from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.after_result import CONCLUSION, after_result_spans
from agon_mcore.agon.asked import asked_noun, other_dimension, other_noun
from agon_mcore.agon.asked_role import asked_base
from agon_mcore.agon.answer_forms import HIDDEN, parse_answer, values_equal
from agon_mcore.agon.answer_forms.compare import _RESULT_RE, answer_mentions
from agon_mcore.agon.segments import Segment
from agon_mcore.agon.spans import arith_spans

__all__ = ["answer_position_spans", "final_step_spans", "selection_spans", "callout_spans"]

Span = Tuple[int, int, str]

# ----------------------------------------------------------------------------- the final step evaluated elsewhere

_NUMBER = r"\d+(?:\.\d+)?"
_OP = (r"\\cdot|\\times|\\div|[-+−*/×·÷^]|\btimes\b|\bplus\b|\bminus\b|\bdivided\s+by\b|\bmultiplied\s+by\b|"
       r"\bover\b|(?<=\d\s)x(?=\s\d)|\badded\s+to\b")
_RUN_TOKEN = rf"(?:{_NUMBER}|{_OP}|[()\[\]{{}}$ \t]|\\left|\\right)"
# a run of numbers and operations ending the text (the left side of a relation)
_LEFT_RUN = re.compile(rf"(?:{_RUN_TOKEN})+$")
_RUN = re.compile(rf"(?:{_NUMBER}\s*\$?\s*)(?:(?:{_OP})\s*\$?\s*[(\[{{]?\s*{_NUMBER}\s*[)\]}}]?\s*\$?\s*)+")
# "the product of 35 and 6", "the sum of 40, 20 and 100"
_OF_LIST = re.compile(rf"\b(?:product|sum|total|difference|quotient)\s+of\s+((?:{_NUMBER}\s*,\s*)*{_NUMBER},?\s+and\s+{_NUMBER})\s*$",
                      re.I)
# what joins a step to its result ("is", "=", "gives", "that's", "which is", "comes to")
_CONNECT = re.compile(r"(?:=|\\approx|≈|\\to\b|→|->|\bis\b(?:\s+just|\s+exactly)?|\bequals?\b|\bgives?(?:\s+us)?\b|"
                      r"\bmakes?\b|\byields?\b|\bcomes?\s+to\b|\bget\b|,?\s*(?:that's|which\s+is|i\.e\.))\s*\$?\s*$", re.I)
_CONNECT_RIGHT = re.compile(r"\s*\$?\s*(?:=|\bis\b|\bequals\b)\s*\$?\s*")


def _combines(run: str) -> bool:
    """The run combines values by an operation other than a power (``35 \\cdot 6``, "120 + 85 + 45"); a bare
    power (``2^2``, ``3^3``) is a value's notation, which the draft's work lists (``2^1, 2^2, 2^3``)."""
    return "\\frac" in run or bool(re.search(_OP, re.sub(r"\^\s*\{?\s*\d+\s*\}?", " ", run).replace("^", " ")))


def _numbers(run: str) -> Counter:
    return Counter(Fraction(x) for x in re.findall(_NUMBER, run))


def _evaluate(run: str) -> Optional[Fraction]:
    """The value of a run of numbers and operations, or None (a run that is not one expression)."""
    t = run.replace("$", " ").replace("\\left", " ").replace("\\right", " ")
    t = re.sub(r"\\cdot|\\times|×|·|\btimes\b|\bmultiplied\s+by\b|(?<=\d\s)x(?=\s\d)", "*", t)
    t = re.sub(r"\\div|÷|\bdivided\s+by\b|\bover\b", "/", t)
    t = re.sub(r"\bplus\b|\badded\s+to\b", "+", t).replace("−", "-")
    t = re.sub(r"\bminus\b", "-", t).replace("^", "**").translate(str.maketrans("[]{}", "()()"))
    if not re.fullmatch(r"[\d.+\-*/() \t]+", t) or re.search(r"\*\*\s*\(?\s*\d{3,}", t):
        return None
    t = re.sub(_NUMBER, lambda m: f"F('{m.group(0)}')", t)
    try:
        v = eval(t, {"__builtins__": {}, "F": Fraction})  # noqa: S307 - digits and operators only (checked above)
    except Exception:  # noqa: BLE001 - a run that is not an expression (unbalanced, a division by zero)
        return None
    return v if isinstance(v, Fraction) else None


def _answer_number(answers: Sequence[str]) -> Optional[Fraction]:
    for a in answers:
        vals = parse_answer(a).values
        if len(vals) == 1 and getattr(vals[0], "is_Rational", False):
            return Fraction(int(vals[0].p), int(vals[0].q))
    return None


def _final_operands(vis: str, segs: Sequence[Segment], anchor: int, box: int, value: Fraction,
                    asked: Optional[str] = None) -> List[Counter]:
    """The operand multisets of the draft's final step: the runs that evaluate to the answer in the anchor's
    segment before the box and the last few text segments before it (the last one first). A run whose result counts
    a noun other than ``asked``, the noun the problem counts (``24 - 12 = 12 boys`` where it asks for pencils), is a
    step of the work, not the final one."""
    out: List[Counter] = []
    k, seen = anchor, 0
    while k >= 0 and seen < 3:
        sg = segs[k]
        if sg.kind != "heading":
            t = vis[sg.start:min(sg.end, box)]
            for m in reversed(list(_RUN.finditer(t))):
                if re.search(rf"(?<![\w.]){_NUMBER}\s*\$?\s*=\s*\$?\s*$", t[max(0, m.start() - 12):m.start()]) and \
                        Fraction(re.findall(_NUMBER, t[max(0, m.start() - 12):m.start()])[-1]) == value:
                    continue  # "21 = 3 \cdot 7": the value decomposed (a check), not the final step
                nums = _numbers(m.group(0))
                if sum(nums.values()) >= 2 and _combines(m.group(0)) and _evaluate(m.group(0).strip()) == value and nums not in out and \
                        not (len(nums) == 1 and value in nums) and not _counts_other_noun(t, m.end(), asked):
                    out.append(nums)
            for a0, b0, v, single in reversed(arith_spans(t)):  # \\frac{96}{8}; not a value's own notation (3/4)
                nums = _numbers(t[a0:b0])
                if v == value and sum(nums.values()) >= 2 and nums not in out and _combines(t[a0:b0]) and \
                        not (single and Fraction(value).denominator != 1) and not _counts_other_noun(t, b0, asked):
                    out.append(nums)
            seen += sg.kind != "code"
        k -= 1
    return out[:1] if out else []


_RESULT_AFTER = re.compile(rf"\s*\$?\s*=\s*\$?\s*{_NUMBER}(?:\s*\$)?")


def _counts_other_noun(t: str, e: int, asked: Optional[str]) -> bool:
    """The run ending at ``t[e]`` equals a number that counts a noun other than ``asked`` ("= 12 boys")."""
    r = _RESULT_AFTER.match(t, e)
    return bool(asked and r and other_noun(t, r.end(), asked))


def _left_operands(t: str, s: int) -> Optional[Counter]:
    """The operands of the step whose result stands at ``t[s]``: the run of numbers and operations before a
    connective ("35 times 6 is", ``35 \\cdot 6 =``), or "the product of 35 and 6 is"."""
    before = t[max(0, s - 90):s]
    c = _CONNECT.search(before)
    if not c:
        return None
    left = before[:c.start()]
    lst = _OF_LIST.search(left)
    if lst:
        return _numbers(lst.group(1))
    run = _LEFT_RUN.search(left)
    if not run or not _combines(run.group(0)):
        return None
    return _numbers(run.group(0))


def final_step_spans(vis: str, segs: Sequence[Segment], hidden: Sequence[Tuple[int, int]], answers: Sequence[str],
                     box: int, problem: Optional[str] = None) -> List[Span]:
    """Where the final step's operands (:func:`_final_operands`) are evaluated to the answer outside the
    hidden text: the value is hidden (module docstring). ``box``: where the graded answer starts in ``vis``."""
    value = _answer_number(answers[:1])  # the graded answer itself (a choice's option value is checked, not derived)
    if value is None or not segs:
        return []
    anchor = next((k for k, sg in enumerate(segs) if sg.start <= box < sg.end), len(segs) - 1)
    finals = _final_operands(vis, segs, anchor, box, value, asked_noun(problem))
    if not finals:
        return []
    out: List[Span] = []
    for m in re.finditer(rf"(?<![\w.]){_NUMBER}(?![\w]|\.\d)", vis[:box]):
        s, e = m.span()
        if Fraction(m.group(0)) != value or any(a <= s < b for a, b in hidden):
            continue
        ops = _left_operands(vis, s)
        if ops is None:  # "210 = 35 \\cdot 6": the value on the left of its step
            r = _CONNECT_RIGHT.match(vis, e)
            run = _RUN.match(vis, r.end()) if r else None
            ops = _numbers(run.group(0)) if run and not re.match(r"\s*[\w\\]", vis[run.end():run.end() + 2]) else None
        if ops is not None and ops in finals:
            out.append((s, e, HIDDEN))
    return out + _compared(vis, out, value, hidden, box)


# a sentence ends at ". ", "? ", "! ", "..." or a line break
_SENTENCE_END = re.compile(r"(?<!\d)[.?!]+(?=\s)|\n")
# "that's the same number as 7 times 6 times 5 from before": the other side of a relation in words
_SAME_AS = re.compile(r"\b(?:that|it|this|which)(?:'s|\s+is|\s+was)\s+(?:exactly\s+|just\s+)?the\s+same\s+"
                      r"(?:number|value|result|product|sum|total|answer)?\s*as\s+([^.;!?\n]{1,60})", re.I)


def _compared(vis: str, steps: Sequence[Span], value: Fraction, hidden: Sequence[Tuple[int, int]], box: int) -> List[Span]:
    """What compares a hidden final step with something else: another value equal to the answer in the same
    sentence ("7·6·5 = 210 and 35·6 = [hidden]... a coincidence"), and the other side of "that's the same number
    as ..." in the sentence that states the step or the next one."""
    out: List[Span] = []
    for s, e, _ in steps:
        ends = [m.end() for m in _SENTENCE_END.finditer(vis, 0, box)]
        lo = max([x for x in ends if x <= s], default=0)
        hi = min([x for x in ends if x > e], default=box)
        nxt = min([x for x in ends if x > hi], default=box)
        for m in re.finditer(rf"(?<![\w.]){_NUMBER}(?![\w]|\.\d)", vis[:hi]):
            if m.start() >= lo and Fraction(m.group(0)) == value and (m.start(), m.end()) != (s, e) and \
                    _RESULT_RE.search(vis[max(lo, m.start() - 12):m.start()]):
                out.append((m.start(), m.end(), HIDDEN))
        for m in _SAME_AS.finditer(vis, e, nxt):
            a, b = m.span(1)
            b = a + len(re.split(r"\s+(?:from|above|before|earlier)\b", vis[a:b])[0].rstrip(" ,"))
            out.append((a, b, HIDDEN))
    return [x for x in out if not any(a <= x[0] < b for a, b in hidden) and x[:2] not in {y[:2] for y in steps}]


# ----------------------------------------------------------------------------- a candidate marked as selected

_LARGE = r"largest|greatest|biggest|maximum|maximal|maximi[sz]es?|highest|most"
_SMALL = r"smallest|least|minimum|minimal|minimi[sz]es?|lowest|fewest"
_SUPERLATIVE = {w: _LARGE for w in ("largest", "greatest", "biggest", "maximum", "max", "highest")}
_SUPERLATIVE.update({w: _SMALL for w in ("smallest", "least", "minimum", "min", "lowest")})
_SEL_WORD = re.compile(r"\b(?:largest|greatest|biggest|maximum|max|highest|smallest|least|minimum|min|lowest|"
                       r"(?:the\s+)?answer|chosen|selected|pick(?:ed)?|winner|best|this\s+one|the\s+one|this)\b", re.I)
_TAG_END = re.compile(r"\s*(?:[)*!.,;:|—-]|\s(?:since|because|as)\b|$)")  # a tag, not a sentence ("✓ smallest |")
_CHECK = r"✅|✔️?|✓|☑️?|\\checkmark"
_POINTER = re.compile(r"←|⟵|⬅️?|<--|👈|⭐|🌟|★|🏆")
_REJECT = re.compile(r"✗|✘|❌|\b(?:not|no|reject(?:ed)?|extraneous|fails?|invalid|excluded|discard(?:ed)?)\b", re.I)


def _selects(cell: str, problem: str) -> Optional[int]:
    """Where a selection mark stands in ``cell`` (a table cell, a list item, a line), or None: a selection word
    as a tag after a check mark or a pointer or in parentheses (``✅ (largest)``, ``✓ smallest``, ``← answer``,
    ``👈 this one``), or a pointer or star that ends the line or cell; a superlative only when the problem asks it,
    and nothing next to a rejection (module docstring)."""
    if _REJECT.search(cell) or cell.lstrip().startswith("#"):
        return None
    for w in _SEL_WORD.finditer(cell):
        word = w.group(0).lower().split()[-1]
        if word in _SUPERLATIVE and not re.search(rf"(?i)\b(?:{_SUPERLATIVE[word]})", problem or ""):
            continue
        if not _TAG_END.match(cell, w.end()) or (word == "this" and not _POINTER.search(cell[max(0, w.start() - 6):w.start()])):
            continue
        if word in ("min", "max") and not re.search(rf"(?:{_CHECK}|{_POINTER.pattern})\s*\**\s*$", cell[max(0, w.start() - 6):w.start()]):
            continue  # "(min)" is a unit
        near = cell[max(0, w.start() - 6):w.start()]
        if re.search(rf"(?:{_CHECK}|{_POINTER.pattern})\s*\**\s*$", near) or \
                (re.search(r"\(\s*$", near) and re.match(r"\s*\)", cell[w.end():])):
            return w.start()
    for p in _POINTER.finditer(cell):
        if re.match(r"\s*(?:[|)*]|$)", cell[p.end():]):
            return p.start()
    return None


def _standalone(t: str, s: int, e: int) -> bool:
    """A stated value (``1``, ``x = 1``, ``**27**``), not an operand or a constant of a formula (``5x - 1``)."""
    ls = t.rfind("\n", 0, s) + 1
    head = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", t[ls:s])  # a list marker is no operator
    before = re.sub(r"\*\*|__", "", head[-8:])  # bold markup is no operator ("**17**")
    after = re.sub(r"\*\*|__", "", t[e:e + 8])
    return not re.search(r"(?:[-+*/^×·÷−_]|\\cdot|\\times|[A-Za-z0-9])\s*$", before) and \
        not re.match(r"\(|\s*(?:[-+*/^×·÷−]|\\cdot|\\times|[A-Za-z])", after)  # "17 (prime)": an aside


def _value_spans(t: str, answers: Sequence[str]) -> List[Tuple[int, int]]:
    """Stated values of the answer in ``t``: the reader's mentions and every numeral in digits with its value."""
    out = {(m.start, m.end) for a in answers for m in answer_mentions(t, a, include_formula_parts=False)
           if not m.arith and m.kind.split("/")[0] != "arith"}
    value = _answer_number(answers[:1])
    for m in re.finditer(rf"(?<![\w.]){_NUMBER}(?![\w]|\.\d)", t) if value is not None else ():
        minus = re.search(r"[-−]\s*$", t[max(0, m.start() - 2):m.start()])
        if Fraction(m.group(0)) == abs(value) and (value < 0) == bool(minus):
            out.add((m.start() - (len(minus.group(0)) if minus else 0), m.end()))
    out = {x for x in out if not any(y != x and y[0] <= x[0] and x[1] <= y[1] for y in out)}
    return sorted(x for x in out if _standalone(t, *x))


def selection_spans(vis: str, hidden: Sequence[Tuple[int, int]], answers: Sequence[str], problem: Optional[str],
                    box: int) -> List[Span]:
    """The answer's value where a line selects it (module docstring): in the marked cell of a table row, else in
    another cell that holds only the value; in a list item or a line, the first value before the mark (the
    candidate the item names), else the first after it."""
    out: List[Span] = []
    pos = 0
    for line in vis[:box].split("\n"):
        lo, pos = pos, pos + len(line) + 1
        if not (re.search(_CHECK, line) or _POINTER.search(line) or _SEL_WORD.search(line)):
            continue
        if line.lstrip().startswith("|"):
            cells, k = [], lo
            for c in line.split("|"):
                cells.append((k, c))
                k += len(c) + 1
            cells = [(k, c) for k, c in cells if c.strip()]
            marked = [(k, c) for k, c in cells if _selects(c, problem or "") is not None]
            if not marked or re.fullmatch(r"[\s:|-]+", line):
                continue
            k, c = marked[0]
            found = [(k + s, k + e) for s, e in _value_spans(c, answers)]
            if not found:  # the candidate's own cell (the first cell, the candidate column, first)
                found = [(k0 + s, k0 + e) for k0, c0 in cells if (k0, c0) != (k, c) for s, e in _value_spans(c0, answers)
                         if not re.sub(r"[\s$*]|[A-Za-z]\s*=", "", c0[:s] + c0[e:])][:1]
                if found:  # the mark's cell is the selection itself ("✅ smallest"): it goes with the value, and so
                    found.append((k + len(c) - len(c.lstrip()), k + len(c.rstrip())))  # does the value anywhere
                    found += [(k0 + s, k0 + e) for k0, c0 in cells for s, e in _value_spans(c0, answers)]  # in the row
            out += [(s, e, HIDDEN) for s, e in found]
            continue
        at = _selects(line, problem or "")
        if at is None:
            continue
        vals = _value_spans(line, answers)
        pick = [v for v in vals if v[1] <= at][:1] or [v for v in vals if v[0] >= at][:1]  # the candidate it names,
        out += [(lo + s, lo + e, HIDDEN) for s, e in (vals if pick else [])]  # and its value anywhere in the line
    # a number with a unit of another dimension than the asked one ("$12 - 4 - 2 = 6$ miles" where a speed is asked)
    # is another quantity in any position (agon.asked.other_dimension)
    return [x for x in out if not any(a <= x[0] < b for a, b in hidden) and
            not (re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*", vis[x[0]:x[1]]) and other_dimension(vis, x[0], x[1], problem))]


# ----------------------------------------------------------------------------- a summary callout

_STRONG = r"TL;?\s*DR|tl;?\s*dr|Key\s+(?:insight|idea|observation|takeaway|point|fact)|Summary|In\s+(?:short|summary|brief)|" \
          r"Short\s+answer|Quick\s+answer|Bottom\s+line|Answer|Result|Spoiler|Conclusion|Insight|Takeaway|Punchline|" \
          r"\[!(?:IMPORTANT|SUMMARY|ABSTRACT|TLDR|SUCCESS)\]"
_WEAK = r"Note|Remark|Hint|Tip|Observation|Aside|Side\s+note|P\.?S\.|\[!(?:NOTE|TIP|INFO|WARNING|CAUTION)\]"
_LABEL = re.compile(rf"^\s*(?:>\s*)*(?:[-*]\s+)?(?:#+\s*)?(?:[^\w\s\\$*_>#|(\[]{{1,3}}\s*)?(?:\*\*|__|\*|_)?\s*"
                    rf"(?:({_STRONG})|({_WEAK}))\s*(?:\*\*|__|\*|_)?\s*(?:[:.!—-]|$)", re.I)


def _callouts(vis: str, box: int) -> List[Tuple[int, int, bool]]:
    """``(start, end, strong)`` of each callout before ``box``: a block quote (its ``>`` lines) or a line that
    opens with a summary label."""
    out: List[Tuple[int, int, bool]] = []
    lines, pos = [], 0
    for line in vis[:box].split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    i = 0
    while i < len(lines):
        lo, line = lines[i]
        m = _LABEL.match(line)
        if line.lstrip().startswith(">"):
            j = i
            while j + 1 < len(lines) and lines[j + 1][1].lstrip().startswith(">"):
                j += 1
            if m:
                out.append((lo, lines[j][0] + len(lines[j][1]), bool(m.group(1))))
            i = j + 1
            continue
        if m:  # a labelled paragraph: to the next blank line
            j = i
            while j + 1 < len(lines) and lines[j + 1][1].strip() and not lines[j + 1][1].lstrip().startswith(("#", ">", "|")):
                j += 1
            out.append((lo, lines[j][0] + len(lines[j][1]), bool(m.group(1))))
            i = j + 1
            continue
        i += 1
    return out


def callout_spans(vis: str, hidden: Sequence[Tuple[int, int]], answers: Sequence[str], givens: Sequence[Any],
                  box: int) -> List[Span]:
    """The answer's value in a summary callout (module docstring), with the relation it is the left side of."""
    from agon_mcore.agon.conclusion import left_has_work
    from agon_mcore.agon.provenance import hide_extent

    out: List[Span] = []
    for lo, hi, _strong in _callouts(vis, box):
        t = vis[lo:hi]
        for a in answers:
            for m in answer_mentions(t, a, include_formula_parts=False):
                s, e = m.start, m.end
                if m.arith or m.kind.split("/")[0] == "arith" or any(x <= lo + s < y for x, y in hidden) or \
                        any(values_equal(m.value, g) for g in givens):
                    continue
                before = t[max(0, s - 60):s]
                result = bool(_RESULT_RE.search(before)) and not re.search(r"(?:[-+*/^×·÷−]|\\cdot|\\times)\s*\$?\s*$", before)
                left_side = bool(re.match(r"\s*\$?\s*=\s*\$?\s*\d", t[e:e + 6])) and _standalone(t, s, e)
                if not (result or left_side) or re.match(r"\s*(?:[-+*/^×·÷−]|\\cdot|\\times|[A-Za-z(])", t[e:e + 2]):
                    continue
                if result and not left_side and left_has_work(before):
                    continue  # "Key idea: ... $\\sqrt[3]{64} = 4$": an intermediate derived in the callout is work
                a0, b0 = hide_extent(t, s, e) if left_side else (s, e)
                out.append((lo + a0, lo + b0, HIDDEN))
    return out


# ----------------------------------------------------------------------------- a formula answer rearranged

_MATH = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.S)
_SIDE_SPLIT = re.compile(r"=|\\equiv|\\approx|≡|\\quad|\\qquad|,\s|;")


def _letters(t: str) -> str:
    return "".join(sorted(re.sub(r"\\[A-Za-z]+|[^A-Za-z]", "", t)))


def formula_spans(vis: str, hidden: Sequence[Tuple[int, int]], answers: Sequence[str], problem: Optional[str],
                  box: int) -> List[Span]:
    """A formula answer (``(a+5)(b+2)``) written again with the same structure in another order (``(b + 2)(a +
    5)``, a side of a relation in inline or display math): the answer itself, hidden wherever it stands. An
    equal formula of another structure (``b(a + 5) + 2(a + 5)``, the expansion) is work, and so is the
    problem's own expression."""
    import sympy

    ans = [v for a in answers for v in parse_answer(a).values[:1]]
    ans = [v for v in ans if getattr(v, "free_symbols", None) and getattr(v, "args", ())]
    if not ans:
        return []
    want = {sympy.srepr(v) for v in ans}
    letters = {_letters(a) for a in answers}
    flat = re.sub(r"\s+", "", problem or "")
    out: List[Span] = []
    for m in _MATH.finditer(vis, 0, box):
        g = next(k for k in range(1, 5) if m.group(k) is not None)
        body, base = m.group(g), m.start(g)
        k = 0
        for piece in _SIDE_SPLIT.split(body) + [""]:
            a0 = body.find(piece, k) if piece else len(body)
            k = a0 + len(piece)
            side = piece.strip().rstrip(".,;")
            if not side or _letters(side) not in letters or re.sub(r"\s+", "", side) in flat:
                continue
            vals = parse_answer(side).values
            if len(vals) == 1 and sympy.srepr(vals[0]) in want:
                s = base + a0 + piece.find(side)
                out.append((s, s + len(side), HIDDEN))
    # a number with a unit of another dimension than the asked one ("$12 - 4 - 2 = 6$ miles" where a speed is asked)
    # is another quantity in any position (agon.asked.other_dimension)
    return [x for x in out if not any(a <= x[0] < b for a, b in hidden) and
            not (re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*", vis[x[0]:x[1]]) and other_dimension(vis, x[0], x[1], problem))]


def answer_position_spans(vis: str, segs: Sequence[Segment], spans: Sequence[Span], answers: Sequence[str],
                          problem: Optional[str], givens: Sequence[Any]) -> List[Span]:
    """Every span the three structures of the module docstring hide in the kept text of a math draft.

    Args:
        vis: the visible part; ``segs``: its segments; ``spans``: the ``(start, end, placeholder)`` spans the
            earlier passes hide; ``answers``: the graded answer and its readings; ``problem``: the problem text
            (its superlatives select, its values are givens); ``givens``: the values it states.

    Returns:
        New ``(start, end, HIDDEN)`` spans, none inside an earlier span; empty without an answer.
    """
    if not answers or not segs:
        return []
    hidden = sorted((s, e) for s, e, _ in spans)
    boxes = [m.start() for m in re.finditer(r"\\boxed", vis)]
    box = boxes[-1] if boxes else len(vis)
    # a numeral answer in another base: the final step's value is the decimal the conversion starts from (a given or
    # a step, ``345 = 1 \\cdot 343 + 2`` for ``1002_7``), not the answer's form; its digits are read elsewhere
    out = [] if asked_base(problem) else final_step_spans(vis, segs, hidden, answers, box, problem)
    out += selection_spans(vis, hidden, answers, problem, box)
    out += callout_spans(vis, hidden, answers, givens, box)
    out += formula_spans(vis, hidden, answers, problem, box)
    out += after_result_spans(vis, segs, spans, answers, problem, givens, CONCLUSION)  # agon.after_result
    # a number with a unit of another dimension than the asked one ("$12 - 4 - 2 = 6$ miles" where a speed is asked)
    # is another quantity in any position (agon.asked.other_dimension)
    return [x for x in out if not any(a <= x[0] < b for a, b in hidden) and
            not (re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*", vis[x[0]:x[1]]) and other_dimension(vis, x[0], x[1], problem))]
