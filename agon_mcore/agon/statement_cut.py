"""The conclusion starts at the statement of the answer, not at the work before it.

The conclusion placement (``agon_mcore.agon.conclusion``, ``agon_mcore.agon.tail``,
``agon_mcore.agon.sentences``) hides from a cut to the graded answer. These helpers say, by
structure and value, where work ends and the statement begins, so that the placeholder does not
swallow the line, list item, clause or relation that precedes the statement:

* :func:`open_relation_cut`: the line right before the answer ends in an open relation (``is``,
  ``=``, "equals", "comes to") whose left side holds an operation (``6 \\bmod 4 is``, "and 3 + 4
  equals"): the box completes that relation, so the whole line is work and the cut is at its end.
* :func:`statement_start`: a sentence that both works and states ("he drops two pounds from 12 and
  settles on the ten-pound one"): the cut is at the conjunct that holds the answer.
* :func:`clause_work`: a clause before a conclusion that sets a name to a value other than the
  answer (``x = 1``: another root, a candidate) or that operates in words on a number ("from 12",
  "by 3") is work and never joins the conclusion.
* :func:`enumeration_line`: a line listing three or more objects without numerals
  ("IIPP, IPIP, IPPI, ...") is an enumeration: work, even after the final derivation.
* :data:`RANGE_START`: a number that opens a range written as a list with an ellipsis (``1, \\dots, 100``) is data
  (``agon.conclusion.in_list``), not a statement of the answer.
* :func:`unevaluated_operation`: a binomial coefficient (``\\binom{6}{1}``) is an operation still to
  evaluate, not a notation of its value.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence

from agon_mcore.agon.answer_forms import number_mentions, parse_answer, values_equal, word_mentions
from agon_mcore.agon.answer_forms.compare import answer_mentions

# an operation in a relation's left side: a sign between operands, a modulus, a function of numbers
_OPERATION = re.compile(r"[\d)}]\s*(?:[-+*/×·÷^−]|\\cdot|\\times|\\div)\s*[\d({\\]|\\(?:bmod|pmod|mod|frac|dfrac|tfrac|binom|sqrt)(?![A-Za-z])|"
                        r"\d\s*\bmod\b|[\d)]\s*!|\b(?:plus|minus|times|divided\s+by|squared|cubed)\b", re.I)
# the relation left open before the box: its right side is the answer
_OPEN_END = re.compile(r"(?:\bis|\bequals|\bcomes\s+to|\bgives|=|\\equiv|≡)[\s$]*$", re.I)
# an operation stated in words on a number: "from 12", "by 3", "two pounds less than 12"
_NUM = r"(?:\$?\s*-?\d+(?:\.\d+)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)\b)"
_WORDS_OP = re.compile(r"\b(?:from|by|times|minus|plus|into|over|less\s+than|more\s+than|fewer\s+than|out\s+of)\s+(?:the\s+)?" + _NUM +
                       r"|\b(?:add|adds|adding|added|subtract|subtracts|subtracting|drop|drops|dropping|dropped|take|takes|taking|took|"
                       r"remove|removes|removing|removed|multiply|multiplies|multiplying|divide|divides|dividing|double|doubles|halve|halves)\s+"
                       + _NUM, re.I)
# a number that opens a range written as a list with an ellipsis ("$1, \\dots, 100$", "1, ..., n"): data, no statement
RANGE_START = re.compile(r"\s*\$?\s*,\s*\$?\s*(?:\\[lc]?dots|\.\.\.|…)")
_NAME_IS = re.compile(r"(?<![\w\\])[A-Za-z](?:_\{?\w+\}?)?\s*=\s*(-?\d+(?:\.\d+)?)(?![\w.])")
_CONJUNCT = re.compile(r"[,;:](?=\s)|\s(?:and|but|then|before)\s", re.I)
_BINOM = re.compile(r"\\[dt]?binom\s*\{|\\choose\b|\b[Cc]\s*\(\s*\d+\s*,\s*\d+\s*\)|\d\s*[Cc]\s*\d")


def _answer_values(answers: Sequence[str]) -> List[Any]:
    return [v for a in answers for v in (*parse_answer(a).values, *parse_answer(a).parts)]


def _numerals(t: str) -> List[Any]:
    return [m for m in number_mentions(t) + word_mentions(t) if m.kind not in ("sub", "exp")]


def fraction_value(v: Fraction):
    """A :class:`fractions.Fraction` as the answer readers' number (moved here from ``agon.conclusion``)."""
    from agon_mcore.agon.answer_forms.values import _num

    return _num(v)


def unevaluated_operation(t: str) -> bool:
    """``t`` (a mention's text) is a binomial coefficient or a choose-notation still to evaluate (``\\binom{6}{1}``,
    ``C(6, 1)``, ``6C1``): work, not the value's notation."""
    return bool(_BINOM.search(t))


def open_relation_cut(vis: str, segs: Sequence[Any], anchor: int, answers: Sequence[str] = ()) -> Optional[int]:
    """The offset where the conclusion starts when the text segment right before the answer's segment ends
    in an open relation (``is``, ``=``, "equals", "comes to", "gives", ``≡``) whose sentence holds an operation
    (``Total ≡ 2 + 2 + 2 = 6, and 6 \\bmod 4 is``): the box is that relation's right side, so all the line
    is work and the cut is at its end. None when the segment ends otherwise, its sentence (from its line's start) holds
    no operation or already states the answer (``2 + 3 = 5 and the answer is``), or the answer's segment holds more
    than a box (then the statement is there)."""
    if anchor <= 0 or anchor >= len(segs):
        return None
    sg, box = segs[anchor - 1], segs[anchor]
    t = vis[sg.start:sg.end]
    if sg.kind not in ("text", "display") or "\\boxed" in t or not vis[box.start:box.end].lstrip().startswith("\\boxed"):
        return None
    if vis[sg.end:box.start].count("\n") > 2 or not _OPEN_END.search(t.rstrip()):
        return None
    line = vis[vis.rfind("\n", 0, sg.start) + 1:sg.end].rstrip()  # with the clauses before it on its line
    last = re.split(r"(?<=[.!?])\s", line)[-1]  # the relation's own sentence ("Total ≡ 2 + 2 + 2 = 6, so the remainder is")
    if not _OPERATION.search(last) or _stated(last, answers):
        return None
    end = sg.start + len(t.rstrip())
    return end + 1 if vis[end:end + 1].isspace() else end  # the blank after the relation stays


def open_wins(vis: str, segs: Sequence[Any], anchor: int, j: int, vals: Sequence[Any], parts: Sequence[Any]) -> int:
    """With an open relation before the box (:func:`open_relation_cut`), the final derivation found in segment ``j``
    gives way to it when it stands on the relation's own line, or when that line uses the answer's value as an
    operand (``Total ≡ 2 + 2 + 2 = 6, and 6 mod 4 is`` after ``42 ≡ 2``: the value found was an intermediate). A
    derivation elsewhere that the line does not use (``q(x) = \\frac{x^6 - 1}{x + 1}`` before "the quotient is")
    states the answer and keeps its cut. Returns 0 (the derivation's cut), 2 (the open relation's cut; the value found is
    an intermediate, so the cut is read as after an expression) or 1 (the open relation's cut, read as no derivation:
    the passes after it still hide an earlier statement of the answer)."""
    from agon_mcore.agon.conclusion import _check

    sg = segs[anchor - 1]
    lo = vis.rfind("\n", 0, sg.start) + 1
    if _check(vis[lo:sg.end], vals, parts):
        return 2
    return 1 if segs[j].start >= lo else 0


def _stated(t: str, answers: Sequence[str]) -> bool:
    """``t`` states the answer already: a mention of it in result position (after ``=``, ``≡``, "is", ...), no operand
    of an operation that follows (``2 + 3 = 5 and the answer is``; not ``\\equiv 2 + 2 + 2``)."""
    from agon_mcore.agon.answer_forms.compare import _RESULT_RE

    for a in answers:
        for m in answer_mentions(t, a):
            if _RESULT_RE.search(t[max(0, m.start - 40):m.start]) and not re.match(r"\s*\$?\s*(?:[-+*/×·÷^−]|\\cdot|\\times)", t[m.end:]):
                return True
    return False


def statement_start(t: str, answers: Sequence[str]) -> int:
    """Where the statement of the answer starts in ``t`` (a segment that restates the answer) when the text
    before it in ``t`` does work: the conjunct (split at ``,;:`` and "and", "but", "then") holding the first
    mention of the answer, when an earlier conjunct holds an operation in symbols or in words ("drops two pounds
    from 12 and settles on the ten-pound one"); 0 otherwise (the whole segment restates)."""
    first = min((m.start for a in answers for m in answer_mentions(t, a) if isinstance(m.value, str) is False), default=None)
    if not first:
        return 0
    cuts = [m.end() for m in _CONJUNCT.finditer(t, 0, first) if t[:m.start()].count("$") % 2 == 0]
    if not cuts:
        return 0
    k = cuts[-1]
    before = t[:k]
    if not (_WORDS_OP.search(before) or _OPERATION.search(before) or _other_numeral(before, answers)):
        return 0
    while k < first and t[k].isspace():
        k += 1
    return k


def _other_numeral(t: str, answers: Sequence[str]) -> bool:
    """``t`` names a quantity (a numeral above 1 in size) whose value is not the answer's, for a numeric answer: an
    operand or a given the sentence works with ("She gives her brother 12 of them")."""
    vals = [v for v in _answer_values(answers) if getattr(v, "is_number", False)]
    if not vals:
        return False
    for m in _numerals(t):
        v = m.value
        if not getattr(v, "is_number", False):
            continue
        try:
            if v.is_real and abs(v) <= 1:
                continue
        except TypeError:
            pass
        if not any(values_equal(v, a) for a in vals):
            return True
    return False


def clause_work(t: str, answers: Sequence[str]) -> bool:
    """The clause ``t`` (before a conclusion's start) is work, not a restatement: it sets a name to a value that is
    neither the answer nor one of its parts (``x = 1`` beside "the negative root": a candidate), or it operates in
    words on a number ("from 12", "by 3"), or it is the first conjunct of the conclusion's sentence ("..., and")
    and names another quantity ("She gives her brother 12 of them and keeps ...")."""
    if not answers:
        return False
    vals = _answer_values(answers)
    for m in _NAME_IS.finditer(t):
        if _CLOSING_OPEN.match(t) or re.search(r"[-+*/=<>^−·×]\s*$|\\[A-Za-z]+\s*$", t[:m.start()]):
            continue  # "So $n = 3$ is the only one" restates a count; "x + y = 3" is a relation, no name set
        v = [x.value for x in _numerals(m.group(1))]
        if v and not any(values_equal(v[0], a) for a in vals):
            return True
    return bool(_WORDS_OP.search(t)) or (bool(re.search(r"\s(?:and|but|then)\s*$", t)) and _other_numeral(t, answers))


_CLOSING_OPEN = re.compile(r"[\s*_>(]*(?:so|thus|hence|therefore|i\.e\.|that\s+is)\b", re.I)
_ITEM = re.compile(r"[^\d,;=<>$\\\n]{1,24}")


def enumeration_line(line: str) -> bool:
    """``line`` (after an optional lead ending in a colon) lists three or more objects, comma-separated, none
    with a numeral or a relation ("Listing them: IIPP, IPIP, IPPI, PIIP."): an enumeration of what is counted,
    work that stays."""
    body = line.split(":", 1)[1] if ":" in line else line
    items = [x.strip(" .*_`") for x in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+", body.strip())]
    items = [x for x in items if x]
    return len(items) >= 3 and all(_ITEM.fullmatch(x) and len(x.split()) <= 3 and not _numerals(x) for x in items)


def split_units(vis: str, units: Sequence[Any], answers: Sequence[str]) -> List[Any]:
    """The conclusion's units (``(start, end, kind, segment start)``, ``agon.conclusion_extent``) with each text unit
    that works before it states (:func:`statement_start`) split in two at the statement: the work is a unit of its own
    and stays."""
    out: List[Any] = []
    for a, b, kind, whole in units:
        k = statement_start(vis[a:b], answers) if kind == "text" else 0
        out += [(a, a + k, kind, whole), (a + k, b, kind, whole)] if k else [(a, b, kind, whole)]
    return out


def keep_binomials(vis: str, spans: Sequence[Any], problem: str, hidden: str) -> List[Any]:
    """``spans`` without the ``hidden`` spans that are only a binomial coefficient still to evaluate (``\\binom{6}{1}``
    on the right of ``\\binom{6}{5} =``) whose numbers are all known before it or given: a step of work (the judging
    rule: an operation still to do stays), as ``agon.worklost.keep_unevaluated`` does for sums and products."""
    out = []
    for s, e, ph in spans:
        body = vis[s:e].strip().strip("$").strip().rstrip(".,;:")
        if ph == hidden and re.fullmatch(r"\\[dt]?binom\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\}", body):
            known = {m.group(0) for m in re.finditer(r"\d+", problem + "\n" + vis[:s])}
            if all(int(x) <= 1 or x in known for x in re.findall(r"\d+", body)):
                continue
        out.append((s, e, ph))
    return out
