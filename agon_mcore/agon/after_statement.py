"""Work after the statement of the answer, in the statement's own sentence (used by ``agon.conclusion_extent``).

The conclusion is the statement of the answer and its restatements. A sentence may state the answer and go on, in
the same sentence, with a clause that states no answer: another quantity and the operation still to do on it ("So
the third set had 3 balls and the first set had 6 + 4 balls"), a comparison that is the reason for the answer
("60 is the lone multiple ($120 > 100$)"), or a clause in words about something else ("$10 - 7$ too many; the second
one is already fine"). Such a clause is work and stays, even inside the conclusion's region:

* :func:`statement_end`: where a text unit of the region splits after its statement: at the first conjunct boundary
  (``;``, "and", "but", "while", "whereas", or a parenthetical after a space) that follows the unit's last mention of
  the answer's value, outside math; the part after it holds no mention of the answer.
* :func:`other_work`: that part when it holds a numeral or a relation (a value-free conjunct, "and distinct", "and we
  count them", goes on with the statement), or a unit after a semicolon (a clause of the same sentence), is work
  when it states no answer by value: its numerals stand in an operation still to do or a comparison (a value stated
  plainly after the statement, "he gets $2 in change", "18 miles from B", restates the result in other terms: a
  complement, a check), every numeral in it is read as a value, none is the answer's or within 2% of it
  in a common unit step (``agon.slot_position.other_values_only``), no arithmetic in it evaluates to the answer
  (``agon.conclusion_extent._evaluates_to``), no two of its values (numerals or number words) make the answer by one
  operation (a complement: "paying with a ten he gets $2 in change" for 8), none of its digit runs, as written and
  whatever surrounds them ("a 20/20 reading" for 20), is the answer's value unless the problem or the draft before the
  sentence writes it (:func:`new_answer_run`), no relation holds an unknown (``x + 37 = 120``: a plug-back, the answer
  one step away) (two numbers compared, ``120 > 100``, are checked against the answer's
  value exactly: a comparison states neither side in another unit), it holds no function or root still to evaluate (``\\sqrt``, ``\\frac``:
  another path to the answer's value), no result word ("answer", "total", "so", ...), the strictest reader (every
  mention, any role) does not read the answer from it, and it adds no reading to its sentence's head (what the reader
  reads from the head and the part together it reads from the head alone); or, with no numeral and no relation, it is
  number-free (``agon.number_free``: no token that can carry a number), so it cannot state a numeric answer. For a
  numeric answer only: a word answer may be restated in any words.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Set, Tuple

__all__ = ["statement_end", "after_split", "other_work", "new_answer_run"]

_BOUNDARY = re.compile(r";\s+|,?\s+(?:and|but|while|whereas)\s+(?=[A-Za-z$(\\])|\s(?=\()")
_RESULT_WORD = re.compile(r"(?i)\b(?:answer|result|total|final|altogether|overall|in\s+all|so|thus|hence|therefore|"
                          r"which|that[’']?s|i\.e|gives?|equals?|makes?|means?)\b")
# a comparison of two numbers, in an aside or not: "($120 > 100$)", "since 7 < 9"
_COMPARISON = re.compile(r"[\s(]*\$?\s*\d+(?:\.\d+)?\s*(?:[<>≤≥≠]|\\(?:lt|gt|le|ge|leq|geq|neq))\s*\d+(?:\.\d+)?\s*\$?[\s).,;]*")
_OPERATION = re.compile(r"\d\s*\$?\s*(?:[-+*/×·÷−]|\\cdot|\\times|\\div)\s*\$?\s*\(?\d")  # "6 + 4", "$4 \\cdot 3$"
_RELATION = re.compile(r"[=<>≤≥≠]|\\(?:lt|gt|le|ge|leq|geq|neq|equiv)(?![A-Za-z])")
_UNKNOWN = re.compile(r"(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])")
_FUNCTION = re.compile(r"\\(?!cdot\b|times\b|left\b|right\b|,|;|!)[A-Za-z]+|√|\^|!")


def _outside_math(t: str, pos: int) -> bool:
    return t[:pos].replace("$$", "$").count("$") % 2 == 0


def _pairs(vals: Sequence[Fraction]) -> List[Fraction]:
    """The sums, differences, products and quotients of two of ``vals``."""
    out: List[Fraction] = []
    for i, x in enumerate(vals):
        for y in vals[i + 1:]:
            out += [x + y, abs(x - y), x * y] + [p / q for p, q in ((x, y), (y, x)) if q]
    return out


_DIGIT_RUN = re.compile(r"(?<![\d.,])\d+(?:\.\d+)?(?![\d]|[.,]\d)")


def new_answer_run(t: str, before: str, problem: Optional[str], answer_values: Sequence[Fraction], lead: str = "") -> bool:
    """A digit run of ``t`` (as written, whatever surrounds it: "20/20", "20-20", "#20") whose value is the answer's
    and that neither the problem nor the draft before it (``before``) writes, nor a relation of ``t`` derives (a run
    after ``=``): the answer's digits brought in by the text itself, not a value of the work (a given or an
    intermediate equal to the answer is written before and stays). ``lead``: the text of ``t``'s segment before it."""
    seen = {Fraction(x.group()) for x in _DIGIT_RUN.finditer((problem or "") + "\n" + before)}
    return any(Fraction(x.group()) in answer_values and Fraction(x.group()) not in seen and "=" not in (lead + t[:x.start()])
               for x in _DIGIT_RUN.finditer(t))  # (a run after "=" is derived by the unit itself, "= 24 - 6r", or by the
    # relation its segment opens before it, ``lead``: "x =" then "5")


def statement_end(t: str, answers: Sequence[str]) -> int:
    """Offset in ``t`` (a text unit) where a conjunct that follows its last mention of the answer's value starts (module
    docstring); 0 when there is none."""
    from agon_mcore.agon.answer_forms.compare import answer_mentions

    ms = [m for a in answers for m in answer_mentions(t, a) if not isinstance(m.value, str)]
    last = max((m.end for m in ms), default=0)
    for b in _BOUNDARY.finditer(t, last):
        if _outside_math(t, b.start()) and t[b.end():].strip(" .;,)"):
            return b.start() + (1 if t[b.start()] == ";" else 0)
    return 0


def other_work(vis: str, a: int, b: int, head: int, answers: Sequence[str], problem: Optional[str]) -> bool:
    """``vis[a:b]``, a conjunct after the statement in the sentence from ``head`` (or a clause after a semicolon), is
    work that states no answer (module docstring). Raises nothing."""
    from agon_mcore.agon.answer_forms.compare import answer_mentions
    from agon_mcore.agon.conclusion_extent import _evaluates_to, _reads_any
    from agon_mcore.agon.number_free import number_free
    from agon_mcore.agon.results import values_in
    from agon_mcore.agon.slot_position import other_values_only

    t = vis[a:b]
    if "\\boxed" in t or not re.search(r"[A-Za-z]{2,}|\d", t) or _RESULT_WORD.search(t) or _FUNCTION.search(t):
        return False
    if any(answer_mentions(t, x) for x in answers) or _evaluates_to(t, answers) or _reads_any(t, answers, problem):
        return False
    if _RELATION.search(t) and any(_UNKNOWN.search(m) for m in re.findall(r"\$([^$]+)\$", t)):
        return False  # a relation in an unknown ("and $x + 37 = 120$"): a plug-back that determines the answer
    answer_values = [v for x in answers for _, _, v in values_in(x)]
    if not answer_values or any(not isinstance(v, Fraction) for v in answer_values):
        return False  # a numeric answer only: a word answer may be restated in any words
    if new_answer_run(t, vis[:head], problem, answer_values):
        return False  # "either half of a 20/20 reading" for 20: the answer's digits, new to the draft, whatever the dress
    vals = [v for _, _, v in values_in(t)]
    if any(v in answer_values for v in _pairs(vals)):
        return False  # two of its values make the answer ("a ten ... $2 in change" for 8): a complement, a share
    if _COMPARISON.fullmatch(t):  # numbers compared ("($120 > 100$)"): a reason; neither side is the answer
        if any(v in answer_values for _, _, v in values_in(t)):
            return False
    elif re.search(r"\d|[=<>≤≥+*/×·−-]|\\(?:cdot|times|le|ge|lt|gt)", t):
        if not _OPERATION.search(t):
            return False  # a value stated plainly ("he gets $2 in change", "18 miles from B"): the result in other terms
        vals_at = values_in(t)
        if not other_values_only(t, vals_at, answer_values):
            return False
    elif not number_free(t, answer_values):
        return False
    blanked = vis[head:a] + " " * (b - a)  # the sentence with the conjunct blanked: no change in what it states
    return not _reads_any(vis[head:b], answers, problem) or _reads_any(blanked, answers, problem)


def after_split(vis: str, units: Sequence[Any], answers: Sequence[str], problem: Optional[str]) -> Tuple[List[Any], Set[int]]:
    """The conclusion's units (``(start, end, kind, segment start)``) with each text unit split at :func:`statement_end`
    where the part after it is :func:`other_work` holding a numeral or a relation, and the starts of those parts (work
    that stays); a unit is not split otherwise (its statement is read whole)."""
    out: List[Any] = []
    conj: Set[int] = set()
    for a, b, kind, whole in units:
        k = statement_end(vis[a:b], answers) if kind == "text" else 0
        if k and re.search(r"\d|[=<>≤≥]", vis[a + k:b]) and other_work(vis, a + k, b, whole, answers, problem):
            out += [(a, a + k, kind, whole), (a + k, b, kind, whole)]
            conj.add(a + k)
        else:
            out.append((a, b, kind, whole))
    return out, conj
