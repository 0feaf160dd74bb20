"""An item picked from a list the text shows, by its place: "The positive cubes are $1, 8, 27, 64, \\dots$; the first two
are not multiples of 3, while the next one is" (27), "... $= 100000x^{15} - 25000x^{10} + 2500x^5 - 125 + \\dots$ ... the
fourth term" (-125).

A list is a run of three or more values separated by commas (plain or in math), or the terms of a sum of three or more
written on the right of a relation (split at its top-level signs, each term with its sign). A pick is a place word
naming an item ("the fourth term", "the third one", "the last element"), "the next one" after "the first k" in its
sentence (the item k + 1), or an index or position ("the entry at index 3", counted from 0 as Python and Pascal's
triangle count; "the term in position 4", counted from 1). The item at that place of the nearest list before the pick (within
:data:`REACH` characters) is compared with the answer as a value; where it is the answer, the place phrase names it.
The list itself stays (work: every item is there); the pick is read.

Where the problem asks for the constant term of an expansion, the expansion written out (a sum of three terms or more,
two or more in a variable) states it in its term free of variables (:func:`constant_term_spans`), as the coefficient of
an asked power is read in a shown expansion (``compare.asked_coefficient_mentions``).

A listed cycle picked by its place ("3, 9, 7, 1, 3, 9, 7, 1, ... so it sits at the end of a cycle": the period's last
item), and a reference listing written with its index convention ("1, 1, 2, 5, 14, 42 (n = 0, 1, 2, ...)") whose item
at an index the problem gives is the answer (:func:`indexed_list_spans`); an indexed term equal to the problem's target
names its index where the problem asks for the index (``T_{10} = 55``: :func:`index_of_target_spans`); every other
candidate of the problem's own small range rejected names the one left (:func:`range_elimination_spans`).

Two candidates found together (the roots of a product of two linear factors set to 0, or "x = 1 or x = 5"), one of
them rejected by name ("x = 1 is extraneous"), and "the other candidate / root / one" kept soon after: the
phrase names the remaining candidate (:func:`remaining_candidate_spans`), as eliminating every option but one names
the one left (``choices``). Candidates written as values ("x = 1 or x = 5", "only 3 and 4 are roots", "the
candidates are 2, 3 and 5") with every one but one rejected by name name the one left without such a phrase. One
candidate picked by a property only it has ("only the positive root makes sense") or by a sign condition ("and d > 0",
"lengths are positive") names it too (:func:`picked_candidate_spans`); a product of linear factors with a single root
in the problem's unknown (``7(x - 8) = 0``) names that root (:func:`factored_root_spans`).

A table row that reaches the problem's target names its input (:func:`target_row_spans`), and a running product or
total ends at the whole (:func:`running_list_spans`). Cases worked one after another in prose, each with its result,
then one picked by its place ("The second case wins") name that case's result (:func:`case_pick_spans`).
"""
from __future__ import annotations

import functools
import re
from typing import Any, Iterator, List, Optional, Sequence, Tuple

__all__ = ["case_pick_spans", "list_pick_spans", "constant_term_spans", "remaining_candidate_spans", "picked_candidate_spans", "relisted_candidate_spans",
           "factored_roots", "factored_root_spans", "target_row_spans", "running_list_spans",
           "indexed_list_spans", "range_elimination_spans", "index_of_target_spans", "REACH"]

REACH = 400  # characters from the end of a list to a pick that refers to it

_NUM = r"[-−]?\d+(?:\.\d+)?"
_COMMA_LIST = re.compile(r"(?<![\w.^_{])" + _NUM + r"(?:\s*,\s*" + _NUM + r"){2,}(?![\w.]|\s*[)\]}]|\^)")
_SUM_RHS = re.compile(r"=\s*((?:[^=$\n]|\$(?!\$))+?)(?=\$\$|\\\]|\$|\.\s|\n|$)")
_ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
        "tenth": 10}
_COUNT = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_ITEM = r"(?:term|one|element|entry|number|item|value|candidate)"
_PICK = re.compile(r"(?i)\bthe\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))\s+"
                   + _ITEM + r"\b")
# an item by its index or position: "the entry at index 3" (from 0, as Python and Pascal's triangle count), "the term in
# position 4" (from 1)
_INDEX_PICK = re.compile(r"(?i)\b(?:" + _ITEM + r"\s+)?(?:at|with|in|of)\s+(index|position|place)\s+\$?\s*(\d+)(?:\s*\$)?(?![\d.])|"
                         r"\b(index|position)[-\s]\$?\s*(\d+)\s*\$?\s+" + _ITEM + r"\b")
_NEXT = re.compile(r"(?i)\bthe\s+first\s+(two|three|four|five|six|\d)\b[^.;\n]{0,80}?\bthe\s+(?:next|following)\s+" + _ITEM + r"\b")


def _terms(rhs: str) -> List[str]:
    """The top-level terms of a sum (each with its sign), or [] for fewer than three."""
    out, depth, cur = [], 0, ""
    for i, c in enumerate(rhs):
        depth += (c in "({[") - (c in ")}]")
        if c in "+-−" and depth == 0 and cur.strip() and not re.search(r"[\^_]\s*$", cur):
            out.append(cur)
            cur = c
        else:
            cur += c
    if cur.strip():
        out.append(cur)
    return out if len(out) >= 3 else []


def _lists(text: str) -> List[Tuple[int, int, List[str]]]:
    """``(start, end, items)`` of each list in ``text`` (module docstring)."""
    out = [(m.start(), m.end(), [x.strip() for x in m.group(0).split(",")]) for m in _COMMA_LIST.finditer(text)]
    for m in _SUM_RHS.finditer(text):
        items = _terms(m.group(1))
        if items:
            out.append((m.start(1), m.end(1), items))
    return sorted(out)


_CYCLE_PLACE = re.compile(r"(?i)\b(?:at|to)\s+the\s+(end|start|beginning)\s+of\s+(?:a|the|each|its|one)\s+(?:full\s+)?"
                          r"(?:cycle|period|block|round|repetition)\b")


def _period(before: str, items: Sequence[str]) -> Optional[int]:
    """The period of a listed cycle: stated just before the list ("cycle with period 4", "a cycle of length 4") or the
    smallest ``p`` with every item equal to the item ``p`` places before it (two full rounds shown)."""
    m = re.search(r"(?i)\b(?:period|length|cycle\s+of)\s+(?:of\s+)?(\d+)\b", before)
    if m and 2 <= int(m.group(1)) <= len(items):
        return int(m.group(1))
    for p in range(2, len(items) // 2 + 1):
        if all(items[k] == items[k - p] for k in range(p, len(items))):
            return p
    return None


def list_pick_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each place phrase of ``text`` that picks an item equal to one of ``values`` (the answer's
    sympy values) from the nearest list before it (module docstring). Raises nothing."""
    if not values or not re.search(r"(?i)\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next|"
                                   r"\d+(?:st|nd|rd|th)|end|start|beginning|index|position|place)\b", text):
        return
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    lists = _lists(text)
    if not lists:
        return
    picks = []
    for m in _PICK.finditer(text):
        w = m.group(1).lower()
        picks.append((m.start(), m.end(), -1 if w == "last" else _ORD.get(w) or int(re.sub(r"\D", "", w))))
    for m in _INDEX_PICK.finditer(text):
        word, num = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        picks.append((m.start(), m.end(), int(num) + (1 if word.lower() == "index" else 0)))
    for m in _NEXT.finditer(text):
        k = _COUNT.get(m.group(1).lower()) or int(m.group(1))
        nxt = re.search(r"(?i)the\s+(?:next|following)\s+" + _ITEM, m.group(0))
        picks.append((m.start() + nxt.start(), m.end(), k + 1))
    for m in _CYCLE_PLACE.finditer(text):  # "sits at the end of a cycle": the period's last item (its first at the start)
        before = [x for x in lists if x[1] <= m.start() and m.start() - x[1] <= REACH]
        if before:
            p = _period(text[max(0, before[-1][0] - 80):before[-1][0]], before[-1][2])
            if p:
                picks.append((m.start(), m.end(), p if m.group(1).lower() == "end" else 1))
    for s, e, k in picks:
        before = [x for x in lists if x[1] <= s and s - x[1] <= REACH]
        if not before:
            continue
        items = before[-1][2]
        if k > len(items) or k == 0:
            continue
        item = items[k - 1] if k > 0 else items[-1]
        got = parse_answer(item.replace("−", "-").replace(" ", "")).values
        if got and any(values_equal(got[0], v) for v in values):
            yield s, e


_ASKS_CONSTANT = re.compile(r"(?i)\bconstant\s+(?:term|coefficient)\b|\bterm\s+(?:independent\s+of|free\s+of|without)\s+\$?[a-z]\b")


def constant_term_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of the variable-free term of an expansion written out in ``text`` whose value is one of ``values``,
    where ``problem`` asks for a constant term (module docstring). Raises nothing."""
    if not values or not problem or not _ASKS_CONSTANT.search(problem):
        return
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    for m in _SUM_RHS.finditer(text):
        terms = _terms(m.group(1))
        bare = lambda t: re.sub(r"\\(?:[dt]?frac|left|right|cdot|times)", "", t)  # noqa: E731
        if len(terms) < 3 or sum(bool(re.search(r"[A-Za-z]", bare(t))) for t in terms) < 2:
            continue
        pos = m.start(1)
        for t in terms:
            if not re.search(r"[A-Za-z]", bare(t)):
                got = parse_answer(t.replace("−", "-").replace(" ", "")).values
                if got and any(values_equal(got[0], v) for v in values):
                    lead = len(t) - len(t.lstrip())
                    yield pos + lead, pos + len(t.rstrip())
            pos += len(t)


# a product of linear factors in one letter set to 0, with a constant factor, a bare letter factor or powers:
# "(d - 24)(d + 4) = 0", "7(x - 8) = 0", "x(x - 5) = 0", "(t + 2)^2 = 0"
_MUL = r"\s*(?:\\cdot|\*|·|\\times)?\s*"
_LIN = r"\(\s*[a-z]\s*[-+−]\s*\d+(?:\.\d+)?\s*\)(?:\s*\^\s*\{?\s*\d\s*\}?)?"
_FACTORED = re.compile(r"(?<![\w)}^_.])(?:[-−]?\d+(?:\.\d+)?" + _MUL + r")?(?:[a-z]" + _MUL + r")?" + _LIN + r"(?:" + _MUL + _LIN +
                       r"){0,2}\s*=\s*0(?!\d|\.\d)")
_FACTOR = re.compile(r"\(\s*([a-z])\s*([-+−])\s*(\d+(?:\.\d+)?)\s*\)")
# candidates printed as a list (a solver's output): "[-4, 24]", numpy's "[ 24. -4.]"
_PRINTED = re.compile(r"(?<![\w\]\\])\[\s*[-−]?\d+\.?\d*(?:(?:\s*,\s*|\s+)[-−]?\d+\.?\d*){1,3}\s*\](?!\s*[(\[^_])")
_INTERVAL_BEFORE = re.compile(r"(?i)(?:\\in|∈|\bin|interval|range|between|segment)\s*\$?\s*$")
_PAIR_OR = re.compile(r"\b([a-z])\s*=\s*([-−]?\d+(?:\.\d+)?)\s*\$?\s*(?:or|,|and)\s*\$?\s*\1\s*=\s*([-−]?\d+(?:\.\d+)?)")
_REJECT = re.compile(r"(?i)\b(?:extraneous|rejected?|fails?|violates?|invalid|not\s+(?:valid|allowed|admissible|a\s+solution)|"
                     r"doesn't\s+work|does\s+not\s+work|discard(?:ed)?|ruled\s+out|out)\b")
_OTHER = re.compile(r"(?i)\bthe\s+other\s+(?:candidate|root|solution|one|value)\b[^.;\n]{0,40}?\b(?:survives?|works?|holds?|"
                    r"passes|checks?\s+out|is\s+(?:valid|fine|good|the\s+one|admissible|a\s+solution)|remains?|stays?)\b")


# candidates named together: "only 3 and 4 are roots", "the roots are 3 and 4", "Roots $-2$ and $7$", "candidates: 2, 3, 5"
_CAND = r"\$?\s*([-−]?\d+(?:\.\d+)?)\s*\$?"
_CAND_RUN = _CAND + r"(?:\s*,\s*" + _CAND[:-len(r"\s*\$?")] + r"\s*\$?)*\s*,?\s*(?:and|or)\s*" + _CAND
_CAND_NOUN = r"(?:roots?|solutions?|candidates?|possibilit(?:y|ies)|options?|zeros|zeroes|values?)"
_CAND_LIST = re.compile(r"(?i)\b(?:" + _CAND_NOUN + r"(?:\s+(?:are|were)\s+(?:the\s+)?(?:numbers?\s+)?|\s*:\s*|\s+)" + _CAND_RUN + r"|" + _CAND_RUN +
                        r"\s+(?:are|were)\s+(?:the\s+)?(?:only\s+)?(?:possible\s+|real\s+|integer\s+)?" + _CAND_NOUN + r"\b)")
_REJECT_BEFORE = re.compile(r"(?i)\b(?:reject|discard|drop|exclude|eliminate|rule\s+out)\s+(?:the\s+(?:root|value|candidate)\s+)?"
                            r"(?:[a-z]\s*=\s*)?\$?\s*$")


@functools.lru_cache(maxsize=64)
def factored_roots(text: str) -> Tuple[Tuple[Any, str, Tuple[Any, ...]], ...]:
    """``(match, letter, roots)`` of each product of linear factors in one letter set to 0 in ``text`` (``(d - 24)(d +
    4) = 0``, ``7(x - 8) = 0``, ``x(x - 5) = 0``): its distinct roots as sympy Rationals, in order. Computed once per
    text (the candidate readers share it). Raises nothing."""
    import sympy as sp

    out = []
    for m in _FACTORED.finditer(text):
        facs = _FACTOR.findall(m.group(0))
        letters = {f[0] for f in facs}
        head = re.sub(r"\\[A-Za-z]+", "", m.group(0)[:m.group(0).index("(")])  # the factor before the first bracket
        bare = re.findall(r"[a-z]", head)
        if len(letters | set(bare)) != 1:
            continue
        roots = ([sp.Integer(0)] if bare else []) + [(-1 if sign == "+" else 1) * sp.Rational(num) for _, sign, num in facs]
        out.append((m, facs[0][0], tuple(dict.fromkeys(roots))))
    return tuple(out)


def _candidates(text: str) -> List[Tuple[int, int, List[Any], bool]]:
    """``(start, end, values, stated)`` of each set of two or more candidates the text finds together: the roots of a
    product of linear factors set to 0 (:func:`factored_roots`; ``stated`` False: the values are not written), a
    solver's printed list (``[-4, 24]``, not after "in" or "interval"), "x = 1 or x = 5", a run of values called roots,
    solutions, candidates or possibilities (``stated`` True)."""
    import sympy as sp

    out = []
    for m, letter, roots in factored_roots(text):
        out.append((m.start(), m.end(), list(roots), False))
    for m in _PRINTED.finditer(text):
        if not _INTERVAL_BEFORE.search(text[max(0, m.start() - 30):m.start()]):
            nums = re.findall(r"[-−]?\d+\.?\d*", m.group(0))
            out.append((m.start(), m.end(), [sp.Rational(x.replace("−", "-").rstrip(".")) for x in nums], True))
    for m in _PAIR_OR.finditer(text):
        out.append((m.start(), m.end(), [sp.Rational(m.group(k).replace("−", "-")) for k in (2, 3)], True))
    for m in _CAND_LIST.finditer(text):
        nums = re.findall(r"[-−]?\d+(?:\.\d+)?", m.group(0))
        out.append((m.start(), m.end(), [sp.Rational(x.replace("−", "-")) for x in nums], True))
    return out


def _rejection(text: str, at: int, value: Any) -> Optional[Tuple[int, int]]:
    """Where ``value`` is rejected by name within :data:`REACH` characters after ``at``: its numeral, then a rejection
    word in the same clause with no other numeral between ("4 is even and is ruled out", "x = 1 is extraneous"), or a
    rejection verb right before it ("discard x = 1")."""
    num = re.escape(str(value))
    for m in re.finditer(r"(?<![\d.])" + num + r"(?![\d.])", text[at:at + REACH]):
        s, e = at + m.start(), at + m.end()
        rej = re.compile(r"[^.;\n\d]{0,60}?" + _REJECT.pattern[4:], re.I).match(text, e)
        if rej:
            return s, rej.end()
        if _REJECT_BEFORE.search(text[max(0, s - 40):s]):
            return s - len(_REJECT_BEFORE.search(text[max(0, s - 40):s]).group(0)), e
    return None


# a candidate picked by a property that only one of them has: "only the positive root makes sense", "take the larger
# solution" (by sign or by size)
_PROPERTY = r"(positive|negative|non-?negative|larger|bigger|greater|smaller|lesser|lower|higher)"
_SELECT = re.compile(r"(?i)\b(?:(?:only|take|keep|choose|pick|use|select|want)\s+the\s+" + _PROPERTY + r"\s+(?:root|solution|one|value|"
                     r"candidate|answer|option)\b|the\s+" + _PROPERTY + r"\s+(?:root|solution|one|value|candidate)\s+"
                     r"(?:makes\s+sense|is\s+(?:valid|admissible|the\s+one|meaningful|allowed|ours|what\s+we\s+want)|works|survives|counts|applies))")


# a pick by a sign condition: "and d > 0", "since x \geq 0", "d must be positive", "only a positive count makes
# sense", "lengths are positive", "a count cannot be negative"
_SIGN_PICK = re.compile(r"(?i)(?<![\w\\])(?P<var>[a-z])\s*(?P<rel>>|\\gt|<|\\lt)\s*0(?!\d|\.\d)|"
                        r"(?<![\w\\])(?P<var2>[a-z])\s+(?:must\s+be|is|has\s+to\s+be|should\s+be)\s+(?P<p2>positive|negative)\b|"
                        r"\b(?:only\s+)?(?:a|the)\s+(?P<p3>positive|negative)\s+(?:[a-z]+\s+)?(?:makes\s+sense|is\s+(?:valid|possible|"
                        r"meaningful|allowed|admissible)|counts|applies)|"
                        r"\b[a-z]{3,}s\s+(?:are|must\s+be|have\s+to\s+be)\s+(?:always\s+)?(?P<p4>positive)\b|"
                        r"\b(?:cannot|can't|can\s+not|is\s+never)\s+be\s+(?P<p5>negative)\b")


def _sign_picks(text: str, start: int, end: int, letter: Optional[str]) -> Iterator[Tuple[int, int, str]]:
    """``(start, end, property)`` of each sign condition in ``text[start:end]`` (:data:`_SIGN_PICK`); a condition on a
    letter ("d > 0") counts only for the candidates' own letter."""
    for m in _SIGN_PICK.finditer(text, start, end):
        var = m.group("var") or m.group("var2")
        if var is not None and letter is not None and var != letter:
            continue
        if m.group("rel"):
            prop = "positive" if m.group("rel") in (">", "\\gt") else "negative"
        elif m.group("p5"):
            prop = "positive"
        else:
            prop = (m.group("p2") or m.group("p3") or m.group("p4")).lower()
        yield m.start(), m.end(), prop


def _has(prop: str, c: Any, cands: Sequence[Any]) -> bool:
    p = prop.lower().replace("-", "")
    if p == "positive":
        return c > 0
    if p == "negative":
        return c < 0
    if p == "nonnegative":
        return c >= 0
    if p in ("larger", "bigger", "greater", "higher"):
        return c == max(cands)
    return c == min(cands)


# a list with its index convention: "1, 1, 2, 5, 14, 42, 132 (n = 0, 1, 2, ...)", "(starting at n = 1)", "(from n = 0)"
_INDEX_FROM = re.compile(r"\s*(?:,\s*(?:\.\.\.|…|\\[lc]?dots)\s*)?\(\s*(?:for\s+|starting\s+(?:at|from)\s+|from\s+|indexed\s+from\s+)?([a-z])\s*=\s*(\d+)\s*(?:,\s*(\d+)\s*,)?[^)]{0,30}\)")


def indexed_list_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of a list written with its index convention (a reference listing of a sequence, "1, 1, 2, 5, 14,
    42, 132 (n = 0, 1, 2, ...)") whose item at an index the problem gives (a number it writes) is one of ``values``:
    the listing with the problem's index reads off the answer. Raises nothing."""
    if not values or not problem or "=" not in text:
        return
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    given = {int(x) for x in re.findall(r"(?<![\d.])\d{1,3}(?![\d.])", problem)}
    for m in _COMMA_LIST.finditer(text):
        conv = _INDEX_FROM.match(text, m.end())
        if not conv:
            continue
        first = int(conv.group(2))
        items = [x.strip() for x in m.group(0).split(",")]
        for k in sorted(given):
            if 0 <= k - first < len(items):
                got = parse_answer(items[k - first].replace("−", "-")).values
                if got and any(values_equal(got[0], v) for v in values):
                    yield m.start(), conv.end()
                    break


# the problem's own candidates: "the positive integer $n \\le 5$", "an integer $k$ from 2 to 9"
_RANGE_UPTO = re.compile(r"(?i)\b(?:positive\s+integers?|natural\s+numbers?|digits?)\s+\$?\s*([a-z])\s*(?:\\le(?:q)?|≤|<=)\s*(\d+)")
_RANGE_FROM = re.compile(r"(?i)\b(?:integers?|numbers?)\s+\$?\s*([a-z])\s*\$?\s+(?:from|between)\s+(\d+)\s+(?:to|and|through)\s+(\d+)")


def range_elimination_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of the run of rejections that leaves one candidate of the problem's own small range ("Find the
    positive integer $n \\le 5$ ..." and "n = 2: 47, not divisible. n = 3: 53, no. n = 4: 61, no. n = 5: 71, no."),
    where the one left is one of ``values``: every other candidate rejected by name names it, as the options left out
    of an elimination name the one kept. Raises nothing."""
    if not values or not problem:
        return
    from agon_mcore.agon.answer_forms.values import values_equal

    import sympy as sp

    m = _RANGE_UPTO.search(problem)
    var, lo, hi = (m.group(1), 1, int(m.group(2))) if m else (None, 0, -1)
    if not m:
        m = _RANGE_FROM.search(problem)
        if m:
            var, lo, hi = m.group(1), int(m.group(2)), int(m.group(3))
    if var is None or not 2 <= hi - lo + 1 <= 12:
        return
    rejected = {}
    for r in re.finditer(rf"(?<![\w]){var}\s*=\s*(\d+)\s*(?::|gives|yields|,|→|->)?[^.;\n=]{{0,40}}?\b(?:no|not|fails?|doesn't|isn't|"
                         r"never)\b|✗|❌", text):
        if r.group(1) is not None and lo <= int(r.group(1)) <= hi:
            rejected.setdefault(int(r.group(1)), r.span())
    left = [k for k in range(lo, hi + 1) if k not in rejected]
    if len(left) == 1 and len(rejected) >= 2 and any(values_equal(sp.Integer(left[0]), v) for v in values):
        yield min(a for a, _ in rejected.values()), max(b for _, b in rejected.values())


_ASKS_INDEX = re.compile(r"(?i)\b(?:for\s+(?:what|which)|find|what\s+is|determine)\s+(?:the\s+)?(?:positive\s+|natural\s+)?"
                         r"(?:integer\s+|number\s+|value\s+of\s+|index\s+)?\$?\s*([a-z])\s*\$?\b|"
                         # a term's place or a count of terms: "which term is the first to exceed 200? Give its position",
                         # "how many terms of the sequence are less than 50?"
                         r"\bwhich\s+term\b|\b(?:its|the)\s+(?:position|index|place)\b|\bhow\s+many\s+(?:of\s+the\s+)?terms\b|"
                         r"\bnumber\s+of\s+terms\b")
# a threshold the problem sets for the terms ("the first to exceed 200", "less than $50$"): the term that crosses it
_THRESHOLD = re.compile(r"(?i)(?:\bexceeds?|\babove|\bbelow|\bover|\bunder|\bless\s+than|\bmore\s+than|\bgreater\s+than|"
                        r"\bat\s+(?:least|most)|\breach(?:es)?|\bsurpass(?:es)?|\bequals?(?:\s+to)?|[<>≤≥]|\\[lg]eq?\b|\\[lg]t\b)\s*\$?\s*\d")
_INDEXED_VALUE = re.compile(r"(?<![A-Za-z\\])[A-Za-z]\s*(?:_\s*\{?\s*(\d+)\s*\}?|\(\s*(\d+)\s*\))\s*=\s*(\d+(?:\.\d+)?)(?![\d.])")


def index_of_target_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of an indexed value equal to the problem's target whose index is the answer (``T_{10} = 55``
    for "For what $n$ is $1 + 2 + \\cdots + n = 55$?"): where the problem asks for an index and sets something equal
    to a number, the term that reaches that number names its index; where it compares the terms with a bound ("which
    term is the first to exceed 200", "how many terms are less than 50"), a term whose index is the answer names it
    (``a_{19} = 205``, ``a_{12} = 47``: the crossing term, the last one counted). Raises nothing."""
    if not values or not problem or not _ASKS_INDEX.search(problem):
        return
    from agon_mcore.agon.answer_forms.values import values_equal

    import sympy as sp

    # the target set equal by "=" or in words ("... $T_n = n(n+1)/2$ is 21", "equals 21", "reaches 21")
    targets = {x for x in re.findall(r"(?:=|\bis|\bequals|\breaches|\bequal\s+to)\s*\$?\s*(\d+(?:\.\d+)?)(?!\d|\.\d)", problem)}
    threshold = bool(_THRESHOLD.search(problem))  # terms compared with a bound: the index of the crossing term
    if not targets and not threshold:
        return
    flat = re.sub(r"[\s{}$]", "", problem)
    for m in _INDEXED_VALUE.finditer(text):
        k = m.group(1) or m.group(2)
        if re.sub(r"[\s{}$]", "", m.group(0)) in flat:
            continue  # a value the problem gives ("$f(1)=2$"): its data, not a term reached
        if (m.group(3) in targets or threshold) and any(values_equal(sp.Integer(int(k)), v) for v in values):
            yield m.start(), m.end()


# a list of running results: "Running product as I multiply the factors 5, 3, 3: 5, 15, 45", "cumulative sums: 3, 7, 12"
_RUNNING = re.compile(r"(?i)\b(?:running|cumulative|partial)\s+(?:products?|totals?|sums?|counts?|tall(?:y|ies))\b[^.\n:]{0,80}:\s*\$?\s*")


_RUN_LIST = re.compile(_NUM + r"(?:\s*,\s*" + _NUM + r"){1,}(?!\d|\.\d)")


def running_list_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of a list of running results whose last item is one of ``values``: a running product, total or
    sum ends at the whole product, total or sum, so its last item states the result (the items before it are the
    work and stay). Raises nothing."""
    if not values or not re.search(r"(?i)\b(?:running|cumulative|partial)\s", text):
        return
    from agon_mcore.agon.answer_forms.values import values_equal

    import sympy as sp

    for m in _RUNNING.finditer(text):
        lst = _RUN_LIST.match(text, m.end())
        if lst:
            last = re.search(_NUM + r"$", lst.group(0))
            if last and any(values_equal(sp.Rational(last.group(0).replace("−", "-")), v) for v in values):
                yield lst.start() + last.start(), lst.end()


def _cells(line: str) -> List[str]:
    return [c.strip().strip("$").strip() for c in line.strip().strip("|").split("|")]


def target_row_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of a table row that reaches the problem's target in one column and holds one of ``values`` in
    the column headed by the asked letter ("Find the positive integer n such that n^2 + n = 132": ``| n | n^2 + n |``
    over ``| 11 | 132 |``): the row that hits the target names its input, as ``T_{10} = 55`` does
    (:func:`index_of_target_spans`). The other rows stay (trials). Raises nothing."""
    if not values or not problem or "|" not in text:
        return
    asked = _ASKS_INDEX.search(problem)
    targets = set(re.findall(r"=\s*\$?\s*(\d+(?:\.\d+)?)(?!\d|\.\d)", problem))
    if not asked or not targets:
        return
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    header: Optional[List[str]] = None
    pos = 0
    for line in text.splitlines(keepends=True):
        start, pos = pos, pos + len(line)
        if not line.lstrip().startswith("|"):
            header = None
            continue
        cells = _cells(line)
        if header is None:
            header = cells
            continue
        if len(cells) != len(header) or not any(c in targets for c in cells):
            continue
        for name, cell in zip(header, cells):
            if name == asked.group(1) and cell not in targets:
                got = parse_answer(cell.replace("−", "-")).values
                if got and any(values_equal(got[0], v) for v in values):
                    yield start, start + len(line.rstrip())


def picked_candidate_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of two or more candidates found together (:func:`_candidates`, the roots of a shown product
    too) and of a phrase soon after that picks one of them by a property only it has ("only the positive root makes
    sense", "take the larger solution"), where the one picked is one of ``values``: the candidates and the pick
    name it as plainly as "the other candidate survives" does (:func:`remaining_candidate_spans`); the text between
    them (a check of the other candidate) is not read. Every other listing of the same candidates (a solver's printed
    ``[-2, 7]`` after "Roots $-2$ and $7$; we want the positive one") is read with them: the pick applies to it.
    Raises nothing."""
    yield from (span for span, _ in _picked(text, values))


def relisted_candidate_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """The listings of picked candidates (:func:`picked_candidate_spans`) other than the one the pick follows: read on
    the draft by the summarizer (``agon.reader_closed``), so that a second listing does not stay when the first loses
    the picked value and with it the reading. Raises nothing."""
    yield from (span for span, again in _picked(text, values) if again)


def _picked(text: str, values: Sequence[Any]) -> Iterator[Tuple[Tuple[int, int], bool]]:
    """The spans :func:`picked_candidate_spans` reads, each with whether it is another listing of the candidates."""
    if not values or not (re.search(_PROPERTY, text, re.I) or re.search(r"[<>]|\\[lg]t\b", text)):
        return
    from agon_mcore.agon.answer_forms.values import values_equal

    letters = {m.start(): letter for m, letter, _ in factored_roots(text)}
    found = _candidates(text)
    for start, at, cands, _ in found:
        cands = list(dict.fromkeys(cands))
        if len(cands) < 2:
            continue
        sentence = max(text.rfind(". ", 0, start), text.rfind("\n", 0, start)) + 1  # a condition set before, same sentence
        picks = [(m.start(), m.end(), m.group(1) or m.group(2)) for m in _SELECT.finditer(text, at, at + REACH)]
        picks += [p for p in _sign_picks(text, sentence, at + REACH, letters.get(start)) if not start <= p[0] < at]
        for ps, pe, prop in sorted(picks):
            picked = [c for c in cands if _has(prop, c, cands)]
            if len(picked) == 1 and any(values_equal(picked[0], v) for v in values):
                yield (start, at), False  # the candidates and the pick; the work between (a check of the other) stays
                yield (ps, pe), False
                for s2, e2, others, stated in found:  # the same candidates listed again ("returns [-2, 7]")
                    if stated and s2 != start and sorted(set(others)) == sorted(set(cands)):
                        yield (s2, e2), True
                break


def factored_root_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of a product of linear factors set to 0 with a single root (``7(x - 8) = 0``, ``(x - 3)^2 =
    0``) in the problem's own unknown (a letter the problem writes alone), where that root is one of ``values``: the
    factor writes the root as plainly as ``x = 8`` does. Two roots or more are candidates (:func:`picked_candidate_spans`).
    Raises nothing."""
    if not values or not problem or "=" not in text:
        return
    from agon_mcore.agon.answer_forms.values import values_equal

    for m, letter, roots in factored_roots(text):
        if len(roots) == 1 and re.search(rf"(?<![A-Za-z\\]){letter}(?![A-Za-z])", problem) and \
                any(values_equal(roots[0], v) for v in values):
            yield m.span()


def remaining_candidate_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of an elimination: two or more candidates found together (:func:`_candidates`), every one but one
    rejected by name soon after (:func:`_rejection`), and the one left is one of ``values``: the written candidates with
    their eliminations ("only 3 and 4 are roots; of these, 4 is even and is ruled out": they name the one left), and
    "the other candidate survives" where it follows (module docstring). The roots of a shown product with one rejected
    stay work (the factored equation is the derivation) until a phrase names the other. Raises nothing."""
    if not values or not re.search(_REJECT.pattern[4:], text, re.I):
        return
    from agon_mcore.agon.answer_forms.values import values_equal

    for start, at, cands, stated in _candidates(text):
        cands = list(dict.fromkeys(cands))
        rejected = {c: _rejection(text, at, c) for c in cands}
        left = [c for c, r in rejected.items() if r is None]
        if len(cands) < 2 or len(left) != 1 or not any(values_equal(left[0], v) for v in values):
            continue
        last = max(r[1] for r in rejected.values() if r)
        if stated:  # the values written, all but one rejected: the set and its eliminations name the one left
            yield start, last
        for o in _OTHER.finditer(text, last, last + REACH):  # roots of a product: the one left named ("the other ...")
            yield o.start(), o.end()


# cases worked one after another in prose, each with its result ("case a = 3, b = 5 gives area 15; case a = 4, b = 4 gives
# area 16"), then one picked by its place ("The second case wins")
_CASE_RESULT = re.compile(r"(?i)\bcase\b[^;.\n]{0,80}?\b(?:gives?|yields?|makes?|has|produces?|→)\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+){0,2}"
                          r"\$?(-?\d+(?:\.\d+)?)(?![\d.]\d)")
_CASE_PICK = re.compile(r"(?i)\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|last|final|middle)\s+(?:case|option|candidate|one)\s+"
                        r"(?:wins|works|is\s+(?:the\s+)?(?:best|largest|biggest|smallest|winner|maximum|minimum|optimal|answer|right)|"
                        r"is\s+best|comes\s+out\s+(?:on\s+)?top)\b")


def case_pick_spans(text: str, values: Sequence[Any]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of a phrase that picks one of the cases worked before it in its paragraph by its place ("The
    second case wins" after three cases with their results) where that case's result equals one of ``values``.
    Raises nothing."""
    from agon_mcore.agon.answer_forms.values import values_equal
    import sympy as sp

    for m in _CASE_PICK.finditer(text) if re.search(r"(?i)\bcase\b", text) else ():
        para = text[text.rfind("\n\n", 0, m.start()) + 1:m.start()]
        results = [sp.Rational(r.group(1)) for r in _CASE_RESULT.finditer(para)]
        if len(results) < 2:
            continue
        w = m.group(1).lower()
        k = len(results) - 1 if w in ("last", "final") else len(results) // 2 if w == "middle" and len(results) % 2 else \
            _ORD[w] - 1 if w in _ORD else None
        if k is not None and k < len(results) and any(values_equal(results[k], v) for v in values):
            yield m.span()
