"""The passage after the final derivation decided piece by piece (used by :mod:`agon_mcore.agon.summary`).

The cut after the final derivation (:func:`agon_mcore.agon.conclusion.final_cut`) used to hide everything
from the derivation's result to the anchor as one placeholder. A verification that re-derives *other*
quantities ("$12 - 6 = 6$ like only tea, $18 - 6 = 12$ like only coffee; $6 + 6 + 12 = 24$") is the
drafter's work, not the answer. Here the result itself stays in the conclusion, and each later clause is
kept only when all of these hold (anything else joins the conclusion):

* it re-derives a value of another quantity: it holds a relation (an operation without ``=`` is work still
  to do, which may evaluate to the answer: "C(6,2) - 6"), and a number that is neither the answer nor one
  of its parts; no expression in it evaluates to the answer ("is also 20^2 - 3^2");
* every number in it is known (a given, a value stated before the cut or in a clause kept before it) or is
  derived in it from known ones (after ``=`` with work on the left), and none so derived is within 2% of the
  answer (a rounding, a percentage);
* no mention of the answer's value is in it, except, when the answer is also a given of the problem, as an
  operand (followed by an operator: ``6 + 6 + 12 = 24``) of a relation whose result is no given, never in
  result position;
* the reader (``leak.answer_readable`` with ``count_work=True``) reads the answer in none of its forms
  (plug-backs into the problem's relations included) in the clause, nor in the clause with the text before
  it in its sentence;
* a markdown heading without digits, math or a result word ("### Verification") is kept as a title;
* it holds no box and no comparison with the answer's words ("which matches", ✓ alone is fine).
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Sequence, Tuple

from sympy import Integer, Rational

from agon_mcore.agon.answer_forms import answer_mentions, values_equal, word_mentions
from agon_mcore.agon.asked import UNIT_WORDS
from agon_mcore.agon.value_work import given_restated  # the problem's own relation cited
from agon_mcore.agon.unevaluated import pending_on_numbers
from agon_mcore.agon.statement_cut import enumeration_line
from agon_mcore.agon.conclusion import _WORK_SIGN, _derivation, _pieces, _word_arith, _plain, _vals, _parts, masked_text, sentence_bounds

_NUMERAL = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w])")
_HEADING = re.compile(r"\s*#{1,6}\s+(?![^\n]*(?:answer|conclu|result|final|solution|summary))[^\d\n$\\]+\s*", re.I)
# a variable, a Greek letter or a unit written after an expression, with markup and no digit
_UNIT_WORD = "|".join(sorted(UNIT_WORDS, key=len, reverse=True))
_FACTOR_ONLY = re.compile(r"(?:\\[,;!]|\s)*(?:[A-Za-z]|\\(?!boxed)[A-Za-z]+|\\(?:text|mathrm)\s*\{\s*[A-Za-z]+\s*\}|"
                          r"(?:per|/)\s*(?:" + _UNIT_WORD + r"|person|item|unit|box)\b|(?:" + _UNIT_WORD + r")\b)"
                          r"(?:\\[,;]|\s)*\$*\s*[.,;]?\s*")  # a unit or a rate's unit too: "90 + 5 minutes,", "per week."
_OPERAND_AFTER = re.compile(r"\s*\$?\s*(?:[-+*/×·÷−]|\\cdot|\\times)\s*\$?\s*[\d(]")
_RESULT_BEFORE = re.compile(r"(?:=|\\approx|≈|≡|\\equiv|\bis|\bare|\bequals?|\bgives?|\bget|\bmakes?)\s*\$?\s*$", re.I)


def _near(v, vals) -> bool:
    """``v`` within 2% of an answer's value, or of it as a percentage (a rounding: "about 28%")."""
    try:
        x = float(v)
    except (TypeError, ValueError):
        return False
    for a in vals:
        try:
            y = float(a)
        except (TypeError, ValueError):
            continue
        for z in (y, 100 * y, y / 100):
            if abs(x - z) <= 0.02 * max(abs(z), 1e-9):
                return True
    return False


def _sign_dropped(t: str, vals, parts) -> bool:
    """A digit run whose magnitude is that of a negative value or part of the answer: digit runs drop the sign, so
    ``-r = 1`` would put back the part ``r = -1`` unseen."""
    negs = []
    for a in [*vals, *parts]:
        try:
            if a.is_real and a < 0:
                negs.append(-a)
        except (AttributeError, TypeError):
            continue
    return bool(negs) and any(any(values_equal(Rational(x.group()), n) for n in negs) for x in _NUMERAL.finditer(t))


def _keeps(vis: str, s: int, e: int, sent_start: int, answers: Sequence[str], vals, parts,
           answer_given: bool, problem: str, known: List[Any], givens: Sequence[Any]) -> bool:
    from agon_mcore.agon.leak import answer_readable

    t = vis[s:e]
    if _HEADING.fullmatch(t):
        return True  # a section title without values ("### Verification")
    if "\\boxed" in t or not _WORK_SIGN.search(t) or _sign_dropped(t, vals, parts):  # a re-derivation holds a relation
        return False
    if "=" not in t:
        return False  # an operation with no stated result is work still to do: it may evaluate to the answer
    if any(any(values_equal(m.value, v) for v in [*vals, *parts]) for m in _word_arith(t)) or \
            _derivation(t, answers, vals, parts, [], False, "", None) is not None:
        return False  # an expression of the answer ("20^2 - 3^2") or a derivation of it
    nums = [m.value for m in _plain(t) if getattr(m.value, "is_number", False)]
    if not any(not any(values_equal(v, a) for a in [*vals, *parts]) for v in nums):
        return False  # no value of another quantity: a restatement or a check of the answer
    # every numeral (digits one by one, so no operand hides inside a fraction's value) and number word is known
    # before, or derived here from known ones after "=" ("18 - 6 = 12")
    for ms, me, v in [*((x.start(), x.end(), Integer(x.group()) if "." not in x.group() else Rational(x.group()))
                        for x in _NUMERAL.finditer(t)), *((m.start, m.end, m.value) for m in _plain(t) if not re.search(r"\d", t[m.start:m.end]))]:
        if not getattr(v, "is_number", False):
            return False
        if any(values_equal(v, a) for a in [*vals, *parts]):
            return False  # the answer's value in any role (an operand of a check puts it back where it came from)
        if any(values_equal(v, k) for k in known) or v in (0, 1):  # 0 and 1: "step 1", "other than 1"
            continue
        if re.search(r"\^\s*\{?\s*$", t[:ms]):
            continue  # an exponent: an operation, not a value
        if _near(v, [*vals, *parts]) or not re.search(r"(?<![<>!])=\s*\$?\s*(?:\\[a-z]+\s*\{\s*)?$", t[:ms]) or not _WORK_SIGN.search(t[:ms].rstrip()[:-1]):
            return False
    for a in answers:
        for m in answer_mentions(t, a):
            if not answer_given or "/part" in m.kind or _RESULT_BEFORE.search(vis[max(0, s + m.start - 12):s + m.start]) \
                    or not _OPERAND_AFTER.match(vis, s + m.end):
                return False
            # the answer's value as an operand (it is also a given) only in a relation whose result is no given:
            # "16 + 12 + 12 = 40" for a given total 40 may put the answer back where it came from
            if any(values_equal(Rational(x), g) for x in re.findall(r"=\s*\$?\s*(\d+(?:\.\d+)?)", t) for g in givens):
                return False
        for text in (t, vis[sent_start:e]):
            if answer_readable(text, a, "math", problem=problem or None, count_work=not answer_given, by_role=False):
                return False
    return True


# a relation: a statement of a result (an operation alone is judged by value: its value is no answer)
_RELATION = re.compile(r"[=<>≤≥≈≡]|\\(?:le|ge|leq|geq|approx|equiv|neq|lt|gt|to)(?![A-Za-z])|->|=>|→")
_VERDICT_WORD = re.compile(r"\b(?:answers?|final|results?|conclu\w*|verdict|therefore|thus|hence|consequently|altogether|"
                           r"in\s+total|total|overall|correct|confirm\w*|matche?s?|same|indeed|single|unique|only|empty|"
                           r"none|nothing|never|infinite\w*|impossible|exactly)\b", re.I)
# a clause of words alone may restate a count, a truth value or a choice in words ("so the list is empty")
_WORDY_VERDICT = re.compile(r"\b(?:so|no|not|any|every|all|each|both|either|neither|one|ones|listed|options?|choices?|"
                            r"odd|even|yes|true|false|possible|works?|fails?)\b|n't\b", re.I)


def _pending(clause: str, known: Sequence[Any]) -> bool:
    """The clause, its opening connective aside, ends in arithmetic still to do on values the reader has."""
    content = re.sub(r"^[\s,;:]*(?:so|thus|hence|therefore|then)\b,?\s*", "", clause.strip(), flags=re.I).rstrip(" .")
    return pending_on_numbers(content, [Fraction(str(k)) for k in known if getattr(k, "is_Rational", False)])


def _keeps_prose(vis: str, s: int, e: int, context: str, answers: Sequence[str], vals, parts,
                 problem: str, known: List[Any]) -> Any:
    """A clause of the passage that derives nothing and states nothing new: no relation, no word that
    can state a count, a truth value or a choice where it has no digit ("so the list is empty"), no
    verdict word, no mention of the answer in any form (parts, a rounding, an expression of it, words), every
    number in it known before (0 and 1 aside), and the reader reads the answer neither in it nor after
    ``context`` (the clauses of its sentence kept before it) ("which is plausible since the gap is 2 and 1",
    "the roots are $-2 \\pm i$"). Returns True, False, or ``"words"`` for a clause that passes with no digit or
    math in it: the caller keeps it only as the lead-in of kept work on its line."""
    from agon_mcore.agon.leak import answer_readable

    t = vis[s:e]
    if re.fullmatch(r"\s*\\(?:begin|end)\{[A-Za-z]+\*?\}\s*", t):
        return True  # markup only: an environment's delimiter
    if not re.search(r"[A-Za-z]{2,}", t) or "\\boxed" in t or _RELATION.search(t) or _VERDICT_WORD.search(t) or \
            (not re.search(r"\d", t) and (_WORDY_VERDICT.search(t) or word_mentions(t))):
        return False  # a clause in words alone may restate the answer in words ("the list is empty"): it joins
    if any(any(values_equal(m.value, v) for v in [*vals, *parts]) for m in _word_arith(t)) or _sign_dropped(t, vals, parts):
        return False
    for ms, me, v in [*((x.start(), x.end(), Integer(x.group()) if "." not in x.group() else Rational(x.group()))
                        for x in _NUMERAL.finditer(t)), *((m.start, m.end, m.value) for m in _plain(t) if not re.search(r"\d", t[m.start:m.end]))]:
        if not getattr(v, "is_number", False) or _near(v, [*vals, *parts]) or \
                any(values_equal(v, a) for a in [*vals, *parts]):
            return False
        if v not in (0, 1) and not any(values_equal(v, k) or values_equal(-v, k) for k in known) and \
                not re.search(r"(?<![\d.])" + re.escape(t[ms:me]) + r"(?![\d.]|\.\d)", problem + "\n" + vis[:s]):
            return False  # a digit run seen before in the draft or the problem (an exponent, a sign dropped) is known
    for a in answers:
        if answer_mentions(t, a):
            return False
        for text in (t, context + t):
            if answer_readable(text, a, "math", problem=problem or None, count_work=True):
                return False
    return True if re.search(r"[\d$\\]", t) else "words"


def _reads(t: str, answers: Sequence[str], problem: str) -> bool:
    from agon_mcore.agon.leak import answer_readable

    return any(answer_readable(t, a, "math", problem=problem or None, count_work=True) for a in answers)


def _sentence_pieces(masked: str, lo: int, hi: int) -> List[Tuple[int, int]]:
    """``conclusion._pieces`` (clauses, never inside brackets) cut again at sentence ends."""
    out = []
    for a, b in _pieces(masked, lo, hi):
        cuts = [a] + [a + m.end() for m in re.finditer(r"(?<=[.!?])\s+(?=\S)", masked[a:b])] + [b]
        out += [(x, y) for x, y in zip(cuts, cuts[1:]) if y > x]
    return out


def tail_spans(vis: str, lo: int, hi: int, answers: Sequence[str], givens: Sequence[Any],
               problem: str, derived: Any = "value") -> List[Tuple[int, int]]:
    """The intervals of ``vis[lo:hi]`` (the cut after the final derivation, ``lo`` at its result, ``hi``
    the anchor's start) that join the conclusion: the result itself and every clause after it that the
    module's rule does not keep; ``[(lo, hi)]`` when ``lo`` is at no mention of the answer or the final
    derivation found (``derived``, as ``final_cut`` returns it) is neither a value nor an expression (after an
    expression the clauses are decided from ``lo`` on); ``[]`` when ``hi <= lo``."""
    if hi <= lo:
        return []
    if derived is not None and derived not in ("value", "expr"):
        return [(lo, hi)]
    first = [m for a in answers for m in answer_mentions(vis[lo:hi], a) if m.start == 0] or \
        [m for m in _plain(vis[lo:hi]) if m.start == 0 and any(values_equal(m.value, v) for v in _vals(answers))]
    if derived == "value" and not first:  # the result in a form no mention starts at (``\\sqrt{8}``): its line
        nl = vis.find("\n", lo, hi)
        if nl < 0:
            return [(lo, hi)]
        first = [type("M", (), {"end": nl - lo})()]
    r = lo + max(m.end for m in first) if derived == "value" else lo  # an expression stays: the cut follows it
    prose_only = derived is None  # no derivation found: the closing passage, decided by clauses that restate nothing
    vals, parts = _vals(answers), _parts(answers)
    answer_given = any(values_equal(v, g) for v in vals for g in givens)
    masked = masked_text(vis)
    known = [*givens, *(m.value for m in _plain(vis[:lo]) if getattr(m.value, "is_number", False))]
    out = [[lo, r]] if r > lo else []
    pos = r
    sent: List[Any] = [-1, ""]  # the sentence's start and its text as the reader will see it
    lead = prose_only  # up to its first value or the first clause the reader reads the answer in
    while pos < hi:  # pieces: clauses, never across a line break
        nl = vis.find("\n", pos, hi)
        line_end = hi if nl < 0 else nl + 1
        line: List[List[Any]] = []
        enum = enumeration_line(vis[pos:line_end])  # a list of the counted objects is work
        for a, b in ([(pos, line_end)] if _HEADING.fullmatch(vis[pos:line_end]) else
                     _sentence_pieces(masked, pos, line_end)):
            ss = max(sentence_bounds(masked, a)[0], r)
            if ss != sent[0]:
                sent[:] = [ss, ""]
            if enum or (derived == "expr" and a == r and _FACTOR_ONLY.fullmatch(vis[a:b])):
                keep = True  # the rest of the unevaluated final expression: a variable or a unit ("\\frac{12}{4}\\,T$.")
            elif derived == "expr" and a == r and _pending(vis[a:b], known) and not _reads(vis[a:b], answers, problem):
                keep = True  # the final derivation ends in arithmetic still to do on known values and constants
                # ("so the half-line integral is $\\frac12\\cdot\\frac{\\pi}{e}$"): work, as below; the box holds the result
            elif lead and vis[a:b].strip() and _pending(vis[a:b], known) and not _reads(vis[a:b], answers, problem):
                keep = True  # arithmetic still to do on known values ("So the integral is $4\\pi \\cdot 2$."): work, the
                lead = False  # conclusion hides its result (agon.unevaluated.pending_arithmetic, the results pass' licence (c))
            elif lead and vis[a:b].strip():  # no derivation: the cut starts at the restatement final_cut found; it goes
                lead = not (re.search(r"\d", vis[a:b]) or _plain(vis[a:b]) or _reads(vis[a:b], answers, problem))
                keep = False
            else:
                keep = (not prose_only and _keeps(vis, a, b, ss, answers, vals, parts, answer_given, problem, known, givens)) or \
                    _keeps_prose(vis, a, b, sent[1], answers, vals, parts, problem, known) or \
                    given_restated(vis[a:b], problem) or \
                    _restates_given(vis, a, b, answers, problem)  # the problem's own relation cited (agon.value_work); a given
                # restated about its own subject ("Note the notebook's price, $18, is not needed": agon.asked_role)
            sent[1] += vis[a:b] if keep else " [hidden] "
            if keep:
                known += [m.value for m in _plain(vis[a:b])]
            line.append([a, b, keep])
        for k, (a, b, keep) in enumerate(line):  # words alone stay only as the lead-in of kept work on their line
            if keep == "words":
                line[k][2] = k + 1 < len(line) and line[k + 1][2] is True and bool(re.search(r"[\d$\\]", vis[line[k + 1][0]:line[k + 1][1]]))
        for a, b, keep in line:
            if not keep:
                if out and vis[out[-1][1]:a].strip() == "":
                    out[-1][1] = b
                else:  # after a kept piece the blank before the hidden one stays
                    out.append([a + len(vis[a:b]) - len(vis[a:b].lstrip()) if a > r else a, b])
        pos = line_end
    return [(a, a + len(vis[a:b].rstrip())) for a, b in out]  # the line breaks after a hidden piece stay



def _restates_given(vis: str, a: int, b: int, answers: Sequence[str], problem: str) -> bool:
    """Every mention of the answer in ``vis[a:b]`` is a given of the problem restated about its own subject (the
    answer's value is also the notebook's given price): work, not the answer."""
    from agon_mcore.agon.asked_role import restated_given

    ms = [m for x in answers for m in answer_mentions(vis[a:b], x)]
    return bool(ms) and all(restated_given(vis, a + m.start, a + m.end, problem) for m in ms)


def kept_rest(vis: str, masked: str, end: int, new_end: int, answers: Sequence[str], problem: str, known: List[Any]) -> int:
    """Where a concluding statement that ends at ``end``, read to ``new_end`` (the end of its sentence), ends
    once the clauses after it that state nothing are kept: the start of the first clause from which every
    clause to ``new_end`` is kept by the prose rule (``_keeps_prose``: "; the roots are $-2 \\pm i$."), else
    ``new_end``."""
    if new_end <= end:
        return new_end
    pieces = _pieces(masked, end, new_end)
    vals, parts = _vals(answers), _parts(answers)
    out = new_end
    for a, b in reversed(pieces):
        if not vis[a:b].strip():
            continue
        k = _keeps_prose(vis, a, b, "", answers, vals, parts, problem, known)
        if not (k is True or (k == "words" and out < new_end)):  # words alone: only as the lead-in of kept work
            break
        out = a
    return out
