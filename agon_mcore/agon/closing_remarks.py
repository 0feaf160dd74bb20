"""Closing remarks: what a draft says once its work has reached the answer (used by :mod:`agon_mcore.agon.summary`).

A boxed math draft often says more once its work is done: "In other words, $\\angle J$ and $\\angle H$ are
supplementary, which holds for any two tangent segments", "Starting from the origin, the midpoint sits one unit to
the left of the $y$-axis and six units above the $x$-axis", "In other words the value is 67.2 millionths",
"*Edit:* in degrees, a clockwise turn of 30 degrees". Such a remark restates the answer in a form no rule on
values can list (a description, a direction, a unit, a fact about the number), and it carries no step the
challenger needs: the steps came before it. So remarks are found by **position and structure**:

* **Work.** A unit (``agon_mcore.agon.segments``) is work when it is a display equation, a heading, a list item, a
  table row, a markdown title, a code block that is a program, a session or an expression, a check (it opens with
  "Check", "Verification", "Sanity check", ..., uses a verb such as "agrees" or "matches", or stands under a check's
  title), a listing of three or more numbers, a function of numbers (``C(10, 4)``), an inference in words ("so she
  has 16 balloons in all", "since the next one, 105, is above 100", "then twelve, as required"; a restatement says
  "in other words", "i.e."), or prose with a relation sign (``=``, ``<``, ``\\le``, ``\\implies``, ``\\mapsto``,
  ...) or with an operation the problem does not write (``3 + 1``, ``12/16``, ``$\\frac{3}{24}$``, ``$3n$``,
  ``$(-b, a)$``). Prose is read with the rest of its sentence (a clause cut off at "giving" is still its sentence).
* **Reached.** The draft reaches its answer where an expression first evaluates to it (``m + n = 99 + 28``,
  ``360^\\circ - 90^\\circ - 90^\\circ``) or a relation first states it as its result (``= 180``). A title that
  names it before the work ("## Why 48"), an operand (``18 = 2 \\cdot 3^2`` does not reach 2) and a given are not
  reaching it; nor, where the problem asks to evaluate an expression whose value is the answer, a rewriting of it
  made of the problem's own numbers (``1/5 · 8/7 · 20/12`` for "Simplify 1/5 · 8/7 ÷ 12/20": the problem restated).
* **Left to do.** Where the final derivation is left as work still to do (the last expression that evaluates to the
  answer with no relation after it: "Days between services: 18,000 ÷ 900"), work after it that writes the answer's
  value in prose restates it ("we stop after 20 steps", "takes three halvings"): that value is hidden where it
  stands, and the rest of the unit is hidden where it gives the answer in another unit or a rate's ("(about 3⅓ cents a
  minute)" for $2 an hour). A check is left alone.
* **Carries.** A unit carries something of its own when it states a value (digits, number words, other scripts) that
  is neither a given of the problem nor a value the summary shows before it; the answer's values and parts never
  count as shown. What the other passes hide in the unit, a label's number ("Step 3") and the word "one" (a pronoun
  or an article as often as a value) are not read.
* **The closing run** is read back from the conclusion's placeholder (the conclusion's own unit is decided by its
  passes): whole units that are not work, up to the first unit that is. A unit that carries and stands after the
  answer was reached is hidden; one that carries before that is the final step in words and ends the run, kept; one
  that carries nothing stays ("Both values are positive."), unless it equates the result with a quantity named before,
  by reference ("she ends with exactly as many apples as she started with", "back to what he had at noon":
  :func:`refers_back`), which is hidden wherever it stands in the run (a reference restates; it does no step). A
  draft with no work before its conclusion has no closing run.
* **After the box**, each unit that is not work and carries is hidden, and so is each unit that holds an expression that
  evaluates to the answer; the answer's value in any other role there is hidden where it stands ("Check: $|[hidden]| = 4
  < e^2$") ("a narcissistic number: $3^3 + 7^3 + 1^3$ gives back its digits": no step comes after the
  answer, so arithmetic there restates it). A unit there that opens as a restatement ("So the limsup is ...",
  "Equivalently: ...", "(In EE notation, ...", "Values: ...", "Fun fact: ...", "(The limit itself is ...") or whose
  work gives the answer in another unit ("(Working in cents: ... = 24,500¢.)", ``UNIT_STEPS``) is hidden whole, work
  or not, unless it is a check or stands under a heading after the box (another part). Other work is left to the
  other passes (a check that re-derives other quantities stays, ``agon_mcore.agon.tail``; "for part (b), $x^2 = 16$"
  stays).

A hidden unit next to the conclusion's placeholder (only blanks and punctuation between) joins it; one further
away gets its own ``[hidden]``. Code drafts are not read here; a draft without a box only where its stated answer
is boxed for the pass (``agon_mcore.agon.unboxed``).

Cost, by design: a remark after the answer is reached that states a new value goes even when it is no restatement
(a counterfactual "With 13 people instead it would be 78", the start time of "Starting at 6:00 PM, the marathon ends
at 11:05 PM."). Not closed: a remark whose values are all shown before ("exactly nine 1s followed by two 0s" after
"at least nine 1s"), one written as a relation or an operation (a check ending in ✓, "the Mersenne prime
$2^7 - 1$"), a data block of a tuple's parts where no expression states the tuple (a CSV), one before the answer is
reached by an expression the reader evaluates ("50 tons × 2 barrels/ton"), and a description with no number
("supplementary" alone).
"""
from __future__ import annotations

import functools
import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, number_mentions, parse_answer, values_equal, word_mentions
from agon_mcore.agon.spans import currency_blanked
from agon_mcore.agon.answer_forms.compare import matches, value_mentions
from agon_mcore.agon.answer_forms.scripts import script_mentions
from agon_mcore.agon.segments import Segment
from agon_mcore.agon.value_work import problem_expression
from agon_mcore.agon.after_result import problem_expression_values

Span = Tuple[int, int, str]

# a relation between two sides: the unit derives or checks something (the end of the run)
_RELATION = re.compile(r"(?<![<=>!])[=<>](?![=<>])|[≤≥≠≈≡⇒⟹⇔→]|\\(?:le|leq|ge|geq|lt|gt|ne|neq|approx|equiv|implies|iff|Rightarrow|"
                       r"Longrightarrow|Leftrightarrow|to|mapsto|sim|cong|propto|in|subset|subseteq)(?![A-Za-z])|↦")
_ARROW_TEXT = re.compile(r"<=+>?|=+>|<-+|-+>")  # ASCII art and arrows in prose are no relation
_HEADING = re.compile(r"[ \t]*#{1,6}[ \t]")
# a check, a listing and a function of numbers are work too: a check re-derives ("Consistency check: the difference is
# 36 on both sides"), a listing enumerates ("The multiples of 30 are 30, 60 and 90"), ``C(10, 4)`` is an operation
_CHECK_LEAD = re.compile(r"[\W_]*(?:(?:sanity|consistency|quick|double)[- ]?)?(?:check(?:ing)?|verif(?:y|ication|ied)|double-check)\b", re.I)
_CHECK_VERB = re.compile(r"\b(?:agrees?|matches|confirms?|checks?\s+out|consistent|as\s+expected)\b", re.I)
_NUM = r"[-−(]?\d+(?:\.\d+)?\)?"
_LISTING = re.compile(_NUM + r"(?:\s*,\s*" + _NUM + r")+\s*,?\s*(?:and|or)\s+" + _NUM + "|" + _NUM + r"(?:\s*,\s*" + _NUM + r"){2,}"
                      r"|(?:\(\s*-?\d+\s*,\s*-?\d+\s*\)\s*,\s*){2}")
_FUNCTION = re.compile(r"\b[A-Za-z]\w*\s*\(\s*-?\d+(?:\s*,\s*-?\d+)+\s*\)")
# an inference in words is a step: "so she has 16 balloons in all", "since the next one, 105, is above 100", "the
# smaller number is then twelve ... as required" (a restatement says "in other words", "i.e.", "that is")
_INFERENCE = re.compile(r"\b(?:so|since|because|hence|thus|therefore|then|as\s+required|which\s+means|it\s+follows|"
                        r"leav(?:es|ing)|gives?|giving|makes?)\b", re.I)
# a label's number ("Step 3", "Case 2") is no value
_ONE = re.compile(r"\bone\b", re.I)
_LABEL = re.compile(r"\b(?:step|case|part|method|stage|round|phase|approach|option|way)\s+\d+\b", re.I)
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]+")
_TABLE_ROW = re.compile(r"[ \t]*\|")
_PROGRAM = re.compile(r"\b[A-Za-z_]\w*\s*(?:\[[^\]\n]*\]\s*)?(?:[-+*/]?=(?!=)|\()|^\s*(?:def|for|while|if|import|from|return|print)\b", re.M)
_MATH = re.compile(r"(?<!\\)\$\$?(.+?)(?<!\\)\$\$?|\\\((.+?)\\\)", re.S)
_MATH_OP = re.compile(r"[\w)}\]!|]\s*(?:[-+*/^×·÷±∓−]|\\(?:pm|mp|cdot|times|div)(?![A-Za-z]))\s*[\w({\[\\]|\\(?:binom|sum|prod|int|[dt]?frac)(?![A-Za-z])"
                      r"|\d\s*[a-z]\b|[-−]\s*[a-z]\b")  # in math: a product with a variable (3n), a signed variable (-b)
_CODE_OP = re.compile(r"[\w)\]]\s*(?:\*\*|//|[-+*/%^])\s*[\w(\[]")
_PLAIN_OP = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:[-+*/^×·÷−]|\*\*)\s*\d")
_DIGITS = re.compile(r"\d+(?:\.\d+)?")
_MATH_MARKUP = re.compile(r"\$|\\[,;!]\s*|\\(?:left|right)(?![A-Za-z])")
_OPERATOR_AFTER = re.compile(r"\s*\$?\s*(?:[-+*/×·^−]|\\(?:cdot|times|div)(?![A-Za-z]))")  # "18 = 2 \\cdot 3^2": an operand
_RESULT_SIGN = re.compile(r"(?:=|≈|⇒|\\approx|\\implies|\\Rightarrow)\s*(?:\$|\\[,;!]|\\left|[({\[]|\s)*$")
# a title line: a markdown heading or a line of bold alone ("**Verification**")
_TITLE = re.compile(r"[ \t]*(?:#{1,6}[ \t][^\n]*|\*\*[^*\n]+\*\*:?)[ \t]*$", re.M)
_SENTENCE_END = re.compile(r"(?<!\d)[.!?](?=\s|$)|(?<=\d)\.(?=\s|$)")
_BLANK = " \t\n,.;:—-*_"


def _values(text: str) -> List[Tuple[int, Any]]:
    """Every value ``text`` writes, with its offset: its mentions in digits, words and other scripts, and each digit
    run (inside formulas too)."""
    from sympy import Rational

    vals = [(m.start, m.value) for m in [*number_mentions(text), *word_mentions(text), *script_mentions(text)]
            if getattr(m.value, "is_number", False)]
    return vals + [(d.start(), Rational(d.group())) for d in _DIGITS.finditer(text)]


def _norm(t: str) -> str:
    return re.sub(r"\s+|\\[,;!]|\\left|\\right", "", t)


def _sentence_end(vis: str, hi: int) -> int:
    """Where the sentence that holds ``vis[hi - 1]`` ends (its line at most): a clause cut off at "giving" or "so"
    is read with the rest of its sentence."""
    line_end = vis.find("\n", hi)
    line_end = len(vis) if line_end < 0 else line_end
    if re.search(r"[.!?]\W*$", vis[max(0, hi - 3):hi]):
        return hi
    m = _SENTENCE_END.search(vis, hi, line_end)
    return m.end() if m else line_end


def _is_work(vis: str, lo: int, hi: int, kind: str, problem: str) -> bool:
    """The unit ``vis[lo:hi]`` is a step of work (module docstring): it ends the closing run. Prose is read with
    the rest of its sentence."""
    t = vis[lo:hi] if kind != "text" else vis[lo:_sentence_end(vis, hi)]
    if kind in ("display", "heading"):
        return True
    if kind == "code":  # a program, a session or an expression is work; data (CSV, JSON, a picture) is not
        body = re.sub(r"^\s*(?:```|~~~)[^\n]*$", "", t, flags=re.M)
        return bool(_PROGRAM.search(body) or _CODE_OP.search(body) or re.search(r"^\s*(?:>>>|\$|In \[)", body, re.M))
    line_start = vis.rfind("\n", 0, lo) + 1
    if lo == line_start or not vis[line_start:lo].strip():
        if _LIST_ITEM.match(vis, line_start) or _TABLE_ROW.match(vis, line_start) or _HEADING.match(vis, line_start):
            return True
    title = None
    for title in _TITLE.finditer(vis, 0, lo):
        pass
    if _CHECK_LEAD.match(t) or _LISTING.search(_MATH_MARKUP.sub("", t)) or _FUNCTION.search(t) or _INFERENCE.search(t) or \
            _CHECK_VERB.search(t) or \
            (title is not None and _CHECK_LEAD.match(title.group())):
        return True
    return bool(_RELATION.search(_ARROW_TEXT.sub(" ", t))) or _operation(t, problem)


# after the box, a unit that opens so restates the result ("So the limsup is ...", "Equivalently: ...", "(In EE
# notation, ...", "In cents, ...", "Put differently, ...", "Fun fact: ...", "(The limit itself is ...")
_RESTATES = re.compile(r"[\s(*_>\-–—]*(?:so|thus|hence|therefore|equivalently|in\s+other\s+words|i\.\s?e\.|that\s+is|in\s+short|"
                       r"in\s+summary|to\s+summari[sz]e|put\s+(?:differently|another\s+way)|said\s+differently|restated|"
                       r"alternatively|fun\s+fact|incidentally|interestingly|curiously|coincidentally|the\s+\w+(?:\s+\w+)?\s+itself\s+is|"
                       r"in\s+(?:\w+\s+){0,2}(?:notation|terms|units?|form|words|cents|dollars|degrees|radians|"
                       r"percent(?:age)?)|written\s+(?:out|as)|as\s+a\s+(?:decimal|fraction|percent(?:age)?))\b|values?\s*:",
                       re.I)
_TICK = re.compile(r"[✓✔]|\\checkmark\b")


_RATE = re.compile(r"(?i)\b(?:per|a|an|each|every)\s+(?:second|minute|hour|day|week|month|year|km|kilomet(?:re|er)|mile|met(?:re|er))s?\b|"
                   r"/\s*(?:s|sec|min|h|hr|day|km|mi|m)\b")


def _in_prose(vis: str, ms: int, me: int) -> bool:
    """The mention ``vis[ms:me]`` stands in prose: outside math delimiters, no relation sign, operation, bracket, subscript
    or exponent next to it."""
    line = vis[vis.rfind("\n", 0, ms) + 1:ms]
    if line.count("$") % 2 or line.count("\\(") > line.count("\\)"):
        return False
    if re.search(r"[_^]\{?\s*$", vis[max(0, ms - 2):ms]) or re.match(r"\s*\}", vis[me:me + 2]):
        return False  # a subscript or an exponent ("a_{27}")
    sign = r"(?:[=<>≤≥≈+\-−×*/·÷^(]|\\cdot|\\times)"
    return not re.search(sign + r"\s*\$?\s*$", vis[max(0, ms - 12):ms]) and not re.match(r"\s*\$?\s*" + sign, vis[me:me + 12])


@functools.lru_cache(maxsize=2)
def _unit_factors(rate: bool = False) -> Tuple[Any, ...]:
    """The factors between common units (``UNIT_STEPS``); with ``rate`` (the text names a rate: "cents a minute") also
    one over another (a rate's two units converted at once)."""
    from sympy import Rational

    from agon_mcore.agon.final_result import UNIT_STEPS

    return tuple(dict.fromkeys([Rational(f) for f in UNIT_STEPS] +
                               ([Rational(f, g) for f in UNIT_STEPS for g in UNIT_STEPS if f != g] if rate else [])))


def _in_other_unit(vis: str, lo: int, hi: int, parsed: Sequence[Any], known: Sequence[Any], prose: bool = False) -> bool:
    """The unit ``vis[lo:hi]`` states a new value (not ``known``) that is the answer's times or over a factor between
    common units (``UNIT_STEPS``: 24,500 cents for $245, 90 minutes for 1.5 hours) or, where it names a rate, a rate's
    (one factor over another: 3⅓ cents a minute for $2 an hour)."""
    nums = [v for ans in parsed for v in ans.values if getattr(v, "is_number", False) and v != 0]
    if not nums:
        return False
    t = vis[lo:hi]
    factors = _unit_factors(rate=bool(_RATE.search(t)))
    for p, v in _values(t):
        if not getattr(v, "is_number", False) or v == 0 or any(values_equal(v, k) for k in known):
            continue
        if re.fullmatch(r"\d,", t[max(0, p - 2):p]):
            continue  # a group after a thousands separator ("1,800" read as 1 and 800)
        grouped = re.match(r"\d{1,3}(?:,\d{3})+(?![\d.])", t[p:])
        if grouped and v != int(grouped.group().replace(",", "")):
            continue  # the first group alone
        if prose and not _in_prose(vis, lo + p, lo + p + len(re.match(r"[\d,.⅓⅔¼½¾]*", t[p:]).group() or "x")):
            continue  # (with ``prose``: a number in arithmetic, "/ (3 · 2 · 1)", is an operand, not a conversion)
        for a in nums:
            try:
                if any(values_equal(v, a * f) or values_equal(v, a / f) for f in factors):
                    return True
            except Exception:  # noqa: BLE001 - a value sympy cannot scale: no unit
                continue
    return False


def _is_check(vis: str, lo: int, hi: int, kind: str) -> bool:
    """The unit ``vis[lo:hi]`` checks the result (after the box the one kind of work kept): it opens with "Check",
    "Verification", ..., uses a verb such as "agrees" or "matches", ticks (✓), or stands under a check's title."""
    t = vis[lo:hi] if kind != "text" else vis[lo:_sentence_end(vis, hi)]
    if _CHECK_LEAD.match(t) or _CHECK_VERB.search(t) or _TICK.search(t):
        return True
    title = None
    for title in _TITLE.finditer(vis, 0, lo):
        pass
    return title is not None and bool(_CHECK_LEAD.match(title.group()))


def _operation(t: str, problem: str) -> bool:
    """An operation in math (``$2^7 - 1$``) or between numbers in prose (``12/16``, ``3 + 1``) that the problem
    does not write (its ``$2x - 7$`` cited is no step)."""
    given = _norm(problem)
    return any(_MATH_OP.search(b) and _norm(b) not in given for m in _MATH.finditer(t) for b in [m.group(1) or m.group(2) or ""]) \
        or any(_norm(m.group(0)) not in given for m in _PLAIN_OP.finditer(t))


def _carries(vis: str, lo: int, hi: int, known: Sequence[Any], hidden: Sequence[Span]) -> bool:
    """The unit ``vis[lo:hi]`` of the closing run says something of its own (module docstring): it is hidden. What
    the other passes hide in it (``hidden``) is not read, nor "one" (a pronoun or an article as often as a value); a
    value another pass hid in it as a reading of the answer (a ``[hidden]`` span over a number) says something of its
    own: the unit carries it."""
    t = list(vis[lo:hi])
    for s, e, ph in hidden:
        if ph == HIDDEN and lo <= s < hi and _values(vis[s:e]):
            return True  # a value another pass hid as a reading of the answer ("its two tangent segments" for 180)
        for i in range(max(s, lo), min(e, hi)):
            t[i - lo] = " "
    text = _ONE.sub(" ", _LABEL.sub(" ", "".join(t)))
    return any(not any(values_equal(v, k) for k in known) for _, v in _values(text))


def _evaluates_to_answer(vis: str, lo: int, hi: int, answers: Sequence[str]) -> bool:
    """The unit ``vis[lo:hi]`` holds an expression (not one of its operands) whose value is the answer's, in symbols or
    words ("$3^3 + 7^3 + 1^3$", "the fifth power of two", "two and a half times the 100 he had")."""
    t = vis[lo:hi]
    if not re.search(r"[-+*/^×·÷!]|\\(?:cdot|times|frac|div)|(?i:\b(?:times|plus|minus|power|squared|cubed|square|cube|half|"
                     r"twice|double|to\s+the|divided|less|more)\b)", t):
        return False
    for a in answers:
        ans = parse_answer(a)
        if any(m.kind == "arith" and any(values_equal(m.value, v) for v in ans.values) for m in value_mentions(t, ans)):
            return True
    return False


def _answer_spans(vis: str, lo: int, hi: int, answers: Sequence[str]) -> List[Tuple[int, int]]:
    """The spans of the unit ``vis[lo:hi]`` after the box that write the answer's value in any role (an operand of a
    check, ``|4i| = 4 < e^2``; a given too, where the answer is one): after the answer nothing is work, so the value
    there restates it. The answer's own text inside a larger formula is found as text (the value readers read ``|4i|``
    whole); an exponent or a coefficient of a formula is not read."""
    from agon_mcore.agon.answer_forms import answer_mentions

    t = vis[lo:hi]
    out = [(lo + m.start(), lo + m.end()) for a in answers if len(a.strip()) >= 2
           for m in re.finditer(r"(?<![\w.\\])" + re.escape(a.strip()) + r"(?![\w.])", t)]
    out += [(lo + m.start, lo + m.end) for a in answers for m in answer_mentions(t, a) if m.kind.split("/")[0] not in ("exp", "coef")]
    return out


def _reaches(vis: str, m, ans) -> bool:
    """The mention ``m`` is where the draft reaches the answer: an expression that evaluates to it, or its value
    stated as the result of a relation (after ``=``, ``\\approx``, ``\\implies``), not an operand, a given cited or a
    title that names it before the work ("## Why 48")."""
    if not (matches(m, ans) or any(values_equal(m.value, v) for v in ans.values)):
        return False
    if m.kind == "arith" or (m.kind == "latex" and _MATH_OP.search(vis, m.start, m.end)):
        return True  # an expression that evaluates to it (a number inside one, m.arith, is an operand)
    return bool(_RESULT_SIGN.search(vis, max(0, m.start - 40), m.start)) and not _OPERATOR_AFTER.match(vis, m.end)


# a remark that equates the result with a quantity named earlier, by reference and without a value ("she ends with
# exactly as many apples as she started with", "Bob is back to what he had at noon", "the same total as before")
_BY_REFERENCE = re.compile(
    r"(?i)\bas\s+(?:many|much|few|little)\b[^.;\n]{0,40}?\bas\s+(?:\w+\s+){0,3}?(?:started|began|had|did|was|were|at\s+first|"
    r"before|originally|initially|in\s+the\s+beginning)\b|"
    r"\b(?:the\s+)?same\s+(?:number|amount|count|total|value|quantity|sum)\s+(?:of\s+\w+\s+)?as\b|"
    r"\bback\s+(?:to|at)\s+(?:exactly\s+)?(?:what|where|the\s+(?:start|original|same|initial|beginning|starting))\b|"
    r"\b(?:equal|equals|identical|the\s+same)\s+(?:to\s+|as\s+)?(?:what\s+(?:she|he|they|it|we|you)\s+(?:started|began|had)|"
    r"the\s+(?:original|initial|starting)\s+(?:number|amount|count|value))\b|"
    r"\b(?:where\s+(?:she|he|they|it|we|you)\s+(?:started|began)|no\s+net\s+change|(?:ends?|finish(?:es)?)\s+(?:up\s+)?"
    r"(?:exactly\s+)?(?:even|unchanged))\b")


def refers_back(vis: str, lo: int, hi: int) -> bool:
    """The unit ``vis[lo:hi]`` equates a result with a quantity named before, by reference (:data:`_BY_REFERENCE`):
    in the closing run or after the box it restates the answer as that quantity's value."""
    return bool(_BY_REFERENCE.search(vis, lo, hi))


def _cited_footnotes(vis: str, upto: int) -> List[Tuple[int, int]]:
    """``(start, end)`` of the Markdown footnote definitions (``[^1]: ...`` up to a blank line) whose label the text
    before ``upto`` cites."""
    out = []
    for m in re.finditer(r"(?m)^[ \t]*\[\^([^\]\s]{1,20})\]:[^\n]*(?:\n(?![ \t]*\n)(?![ \t]*\[\^)[^\n]*)*", vis):
        if m.start() >= upto and "[^" + m.group(1) + "]" in vis[:upto]:
            out.append(m.span())
    return out


def closing_remark_spans(vis: str, segs: Sequence[Segment], spans: Sequence[Span], anchor: int, conclusion: str,
                         problem: Optional[str], answers: Sequence[str] = ()) -> List[Span]:
    """The spans with the closing remarks of a boxed math draft hidden (module docstring).

    Args:
        vis: the draft's visible part.
        segs: its units (``agon_mcore.agon.segments.segments(vis)``).
        spans: the ``(start, end, placeholder)`` spans the other passes hide (character offsets into ``vis``).
        anchor: the index in ``segs`` of the unit that holds the graded box.
        conclusion: the conclusion's placeholder text; a remark next to a span that has it joins that span.
        problem: the problem statement (its values and formulas are givens), or ``None``.
        answers: the graded answer's forms (LaTeX); its values and parts are never known, wherever the draft
            writes them, and where the draft first reaches one of its values ends its work.

    Returns:
        A new list of spans: ``spans`` with the conclusion's placeholder widened over the remarks next to it and a
        ``[hidden]`` span for each other remark. Never raises on text.
    """
    problem = problem or ""
    out = [list(s) for s in spans]
    vis = currency_blanked(vis)  # "$20 − $10": dollar amounts, no math delimiters (same length: the spans hold)

    def hide(lo: int, hi: int, joined: Optional[List]) -> List:
        """Hide ``vis[lo:hi]``: in ``joined`` when only blanks part them, else in a span of its own."""
        if joined is not None and hi <= joined[0] and not vis[hi:joined[0]].strip(_BLANK):
            joined[0] = lo
            return joined
        if joined is not None and joined[1] <= lo and not vis[joined[1]:lo].strip(_BLANK):
            joined[1] = hi
            return joined
        out.append([lo, hi, HIDDEN])
        return out[-1]

    parsed = [parse_answer(a) for a in answers]
    secret = [v for ans in parsed for v in [*ans.values, *ans.parts]]
    given_vals = [v for _, v in _values(problem)]
    drafted = [(p, v) for p, v in _values(vis) if not any(values_equal(v, a) for a in secret)
               and not any(s <= p < e for s, e, _ in spans)]  # what the challenger reads
    # an "evaluate" problem (its expression's value is the answer): a rewriting of that expression made of the problem's
    # own numbers evaluates to the answer but only restates the problem ("Simplify 1/5 · 8/7 ÷ 12/20": "1/5 · 8/7 ·
    # 20/12" is the problem restated, "8 and 12 have a common factor of 4" then a step); "672/10^7" reaches it
    evaluate = any(values_equal(v, a) for v in problem_expression_values(problem) for ans in parsed for a in ans.values)
    own = set(re.findall(r"\d+(?:\.\d+)?", problem))

    def restated(m) -> bool:
        nums = re.findall(r"\d+(?:\.\d+)?", vis[m.start:m.end])
        return problem_expression(vis[m.start:m.end], problem) or \
            evaluate and bool(nums) and set(nums) <= own and (m.kind in ("arith", "pending") or bool(_MATH_OP.search(vis, m.start, m.end)))

    reaching = [m for ans in parsed for m in value_mentions(vis, ans) if _reaches(vis, m, ans) and not restated(m)]
    reached = min([m.end for m in reaching], default=len(vis) + 1)
    # the draft's final derivation left as work still to do ("Days between services: 18,000 ÷ 900", "$18 ÷ 9"): the last
    # expression that evaluates to the answer with no relation after it (its value is the conclusion's to state)
    to_do = max([m.end for m in reaching
                 if (m.kind in ("arith", "pending") or _MATH_OP.search(vis, m.start, m.end) or
                      re.search(r"\\(?!boxed)[A-Za-z]{2,}", vis[m.start:m.end]))
                 and not re.match(r"[\s$]*(?:=|≈|\\approx|\\equiv|≡|(?:is|are|equals|gives|makes|comes\s+to)\b)",
                                  vis[m.end:m.end + 12])], default=len(vis) + 1)

    def known_before(pos: int) -> List[Any]:
        return [*given_vals, *(v for p, v in drafted if p < pos)]

    # the closing run before the conclusion
    conc = [sp for sp in out if sp[2] == conclusion and sp[1] > segs[anchor].start]
    start = min([sp[0] for sp in conc], default=segs[anchor].start)
    k = next((i for i, sg in enumerate(segs) if sg.start <= start < sg.end), anchor)
    pieces = [(sg.start, sg.end, sg.kind) for sg in reversed(segs[:k])]  # the conclusion's own unit is decided
    run, after_work = [], False
    for lo, hi, kind in pieces:
        cover = next((sp for sp in out if sp[0] <= lo and hi <= sp[1]), None)
        work = cover is None and _is_work(vis, lo, hi, kind, problem)
        refers = cover is None and not work and refers_back(vis, lo, hi)
        carries = cover is None and (refers or _carries(vis, lo, hi, known_before(lo), spans))
        if work and to_do < hi and not _is_check(vis, lo, hi, kind):
            # work after the draft's final derivation, which it left as work still to do ("18,000 ÷ 900"): the answer's
            # value in prose there restates it ("we stop after 20 steps", "takes three halvings"), and so does the rest
            # of the unit where it gives the answer in another unit with no relation converting it ("$18 ÷ 9 (about 3⅓
            # cents a minute)"); a relation's sides are left to the passes that read relations
            a = max(lo, to_do)
            out += [[ms, me, HIDDEN] for ms, me in _answer_spans(vis, a, hi, answers) if _in_prose(vis, ms, me)]
            if not _RELATION.search(vis, a, hi) and _in_other_unit(vis, a, hi, parsed, known_before(lo), prose=True):
                hide(a, hi, None)
        if work or (cover is None and carries and reached > lo and not refers):
            after_work = True  # a step, or the final step in words ("we add one for Ana herself")
            break
        run.append((lo, hi, cover, carries))
    group = min(conc, key=lambda sp: sp[0]) if conc else None
    for lo, hi, cover, carries in run if after_work else ():  # no step before it: no work is done, no remark
        if cover is not None:
            group = cover
        elif carries:
            group = hide(lo, hi, group)
        else:
            group = None  # a kept unit parts the remarks before it from the conclusion
    # after the box
    group = next((sp for sp in out if sp[0] <= segs[anchor].start < sp[1] or sp[0] <= segs[anchor].end - 1 < sp[1]), None)
    section = False  # a heading after the box opens another part ("### Area"): its work is no restatement
    notes = _cited_footnotes(vis, segs[anchor].start)
    for sg in segs[anchor + 1:]:
        section = section or sg.kind == "heading" or bool(_TITLE.match(vis, sg.start, sg.end))
        cover = next((sp for sp in out if sp[0] <= sg.start and sg.end <= sp[1]), None)
        if cover is not None:
            group = cover
            continue
        if any(a <= sg.start < b for a, b in notes):
            out += [[ms, me, HIDDEN] for ms, me in _answer_spans(vis, sg.start, sg.end, answers)]
            group = None  # a footnote the work cites ("...\pmod{21}$.[^1]" then "[^1]: ..., hence by 21."): the work's
            continue  # own step, printed after the box (the answer's value in it is hidden all the same)
        if not section and _RESTATES.match(vis, sg.start) and not _is_check(vis, sg.start, sg.end, sg.kind):
            group = hide(sg.start, sg.end, group)  # "Equivalently, the area is the number of unit squares in a 3 by 3
            continue  # grid.": after the answer a unit that opens so restates it, work or not
        for ms, me in _answer_spans(vis, sg.start, sg.end, answers):
            out.append([ms, me, HIDDEN])  # the answer's value in any role after the box ("Check: $|4i| = 4 < e^2$")
        if _evaluates_to_answer(vis, sg.start, sg.end, answers):
            group = hide(sg.start, sg.end, group)  # arithmetic after the answer that evaluates to it restates it
            continue  # ("the answer is narcissistic, $3^3 + 7^3 + 1^3$ gives back its digits"): no step comes after the box
        if _is_work(vis, sg.start, sg.end, sg.kind, problem):
            if not section and not _is_check(vis, sg.start, sg.end, sg.kind) and \
                    _in_other_unit(vis, sg.start, sg.end, parsed, known_before(sg.start)):
                # work after the answer that gives it in another unit, and is no check, restates it ("(Working in
                # cents: ... = 24,500¢.)"); other work there stays ("for part (b), $x^2 = 16$")
                group = hide(sg.start, sg.end, group)
                continue
            group = None
            continue
        if _carries(vis, sg.start, sg.end, known_before(sg.start), spans) or refers_back(vis, sg.start, sg.end):
            group = hide(sg.start, sg.end, group)
        else:
            group = None
    return [tuple(s) for s in out]
