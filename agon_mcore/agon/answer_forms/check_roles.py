"""Restatements by role that the mention readers miss: checks that plug the answer back in, count phrases, mixed
numbers in words.

**A check that keeps the answer as an operand** (:func:`check_operand_mentions`). A numeric relation in which the
answer's value stands as an operand (``answer_forms.operands``: written in the answer's own numbers, not a given) states
the answer when the relation is a check of it, told by structure and value, not by a word "check":

* **the far side is a given**: the side at the other end of the relation chain is one number, equal to a value the
  problem gives (not 0 or ±1, which every relation can end in), and the answer's side is a product or power
  (``3339 = 21 \\times 159`` for the gcd 21 of 3339, ``128 = 2^7`` for ``2^k = 128``) or the relation is marked true (below).
  A division with remainder of a given by a period (``2026 = 4 \\cdot 506 + 2`` for a cycle of length 4) is work unless
  marked, and so is a relation whose value the text goes on to use as an operand (``4^3 = 64`` before ``8 - 4``: an
  intermediate equal to the answer). Where the problem asks a count, the check must be marked (a factor of a given that equals a count,
  ``36 = 4 \\cdot 9`` for 9 divisors, is a coincidence of value);
* or **the answer is the remainder of a division by a given**: ``192 = 27 \\cdot 7 + 3`` for the remainder mod 7 (the
  divisor a given, the answer the added remainder below it; ``2026 = 4 \\cdot 506 + 2`` for a period 4 is not);
* or **the check is marked true** (a check mark, "as required", "holds", "matches", "checks out", "correct", or a line
  or paragraph label naming a check, ``reader_roles.in_check``) and every other number of the answer's side is a given:
  the answer plugged into the problem's own numbers (``3(83) - 9 = 240`` for ``3x - 9``, ``68 \\times 0.25 = 17 ✓``).

Work that uses a value equal to the answer stays: a middle side of a chain (``5 + 13 = 18 \\equiv 0``: the chain ends
in 0), a side with another computed operand and no given at the far end (``5 + 13 = 18`` when 5 is a residue the draft
computed and 18 ends nothing), the value written in another base than the asked one (``54 \\cdot 2 = 108`` for
``204_5``, ``asked_role.other_base``), a side with a letter (work in symbols).

**An expression answer substituted in a check** (:func:`check_group_mentions`). Where the answer is an expression
or an equation solved for an unknown (``u = 3y - x``), a check plugs it in as a group: ``uu_x + yu_y = -(3y - x) + 3y
= x ✓``. A bracketed group inside a relation, in a check (marked true or labelled, as above), whose content equals the
answer's expression by value is the answer. The same group in the derivation (``(x + 1)`` while solving) is work; a
group that is a factor of a product is ``answer_forms.factors``'s.

**The problem's count slot filled in words** (:func:`extra_mentions`): the problem counts with a variable after an
order word ("the sum of the first $N$ odd numbers", "the last $k$ digits") and the text writes the answer in words in
that slot ("the first eleven odd numbers"; the word reader reads the run as the ordinal "first" and stops). Without
such a slot in the problem, "the first two terms" is the draft's own enumeration and is not read here.

**A mixed number in words**: "one and a quarter miles", "two and three quarters", "three and a third", with a unit
inside ("a mile and a quarter", "two hours and a half"); the word reader reads "N and a half" only.

**The components of a tuple or set answer marked in a table** (:func:`accepted_row_mentions`): a table of candidates
with a yes/no verdict column; the "yes" rows' values are the components (all of them together state the answer).
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.values import Mention, values_equal

__all__ = ["limit_check_spans", "accepted_row_mentions", "base_for_exponent", "check_group_mentions", "check_operand_mentions", "count_slot_mentions", "extra_mentions"]

_TRUE_MARK = re.compile(r"(?i)[✓✔✅☑]|\\checkmark|\bchecks?\s+out\b|\bas\s+(?:required|expected|claimed|needed|desired)\b|"
                        r"\bholds?\b|\bmatch(?:es|ing|ed)?\b|\bcorrect(?:ly)?\b|\bconfirm(?:s|ed|ing)?\b|\bverified\b|"
                        r"\bconsistent\b|\bagrees?\b")
_ONE_NUMBER = re.compile(r"\s*\$?\s*\(?\s*[-−]?\d+(?:[.,]\d+)*\s*\)?\s*\$?\s*[.,;:]?\s*")


def _givens(problem: Optional[str], givens: Sequence[Any]) -> List[Any]:
    import sympy as sp

    out = list(givens)
    for x in re.findall(r"\d+(?:\.\d+)?", problem or "")[:60]:
        out.append(sp.Rational(x))
    return out


def _is_given(value: Any, givens: Sequence[Any]) -> bool:
    try:
        if value in (0, 1, -1):
            return False
    except TypeError:
        return False
    return any(values_equal(value, g) for g in givens)


def _marked(text: str, s: int, e: int) -> bool:
    """The relation at ``text[s:e]`` is marked true: a mark in its clause after it, or a check label on its line or
    paragraph (``reader_roles.in_check``)."""
    from agon_mcore.agon.answer_forms.reader_roles import in_check

    clause = re.split(r"(?<=[.;!?])\s|\n", text[e:e + 160], maxsplit=1)[0]
    # a mark set after the sentence's own stop ("... = 6$. ✓") still marks the relation it closes
    return bool(_TRUE_MARK.search(clause)) or bool(_MARK_AFTER_STOP.match(text, e)) or in_check(text, s, e)


_MARK_AFTER_STOP = re.compile(r"[ \t$)\]}]*[.;!]?[ \t]*(?:[✓✔✅☑]|\\checkmark)")


# a binomial coefficient written out: ``\binom{10}{2}``, ``{10 \choose 2}``, ``C(10, 2)``, ``10C2``, "10 choose 2"
_BINOM = re.compile(r"\\[dt]?binom\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}|\{\s*(\d+)\s*\\choose\s*(\d+)\s*\}|"
                    r"(?<![\w.])C\(\s*(\d+)\s*,\s*(\d+)\s*\)|(?<![\w.])(\d+)\s*C\s*(\d+)(?![\w.])|(?<![\w.])(\d+)\s+choose\s+(\d+)\b")


def binomial_check_mentions(text: str, answer: str, *, givens: Sequence[Any] = (),
                            problem: Optional[str] = None) -> List[Mention]:
    """A binomial coefficient whose top is the answer, equated with a given of the problem (``\\binom{10}{2} = 45`` for
    "a round robin has 45 games; how many teams?"): the answer plugged into the count's formula, a check of it as
    surely as ``10 \\cdot 9 / 2 = 45`` (:func:`check_operand_mentions`). The relation must hold and its far side be a
    given (not 0 or 1); kind ``operand``. Empty for other answers. Raises nothing."""
    import math

    import sympy as sp

    from agon_mcore.agon.answer_forms.compare import parse_answer

    if "binom" not in text and "choose" not in text and "C" not in text:
        return []
    vals = [v for v in parse_answer(answer).values if getattr(v, "is_Integer", False)]
    if len(vals) != 1 or vals[0] < 2:
        return []
    gv = _givens(problem, givens)
    out = []
    for m in _BINOM.finditer(text):
        n, k = [int(x) for x in m.groups() if x is not None]
        if n != int(vals[0]) or k > n:
            continue
        far = re.match(r"\s*\$?\s*(?:=|is|equals)\s*\$?\s*(\d+)(?![\d.])", text[m.end():m.end() + 24]) or \
            re.search(r"(?<![\d.])(\d+)\s*\$?\s*=\s*\$?\s*$", text[max(0, m.start() - 24):m.start()])
        if far and int(far.group(1)) == math.comb(n, k) and _is_given(sp.Integer(int(far.group(1))), gv):
            out.append(Mention(m.start(), m.end(), vals[0], "operand"))
    return out


def check_group_mentions(text: str, answer: str) -> List[Mention]:
    """Bracketed groups of ``text`` in a check whose content equals ``answer``'s expression (module docstring), as
    mentions of kind ``operand``. Empty for an answer with no variable. Raises nothing."""
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.formulas import math_spans
    from agon_mcore.agon.answer_forms.values import latex_value

    if "(" not in text:
        return []
    exprs = [v for v in parse_answer(answer).values
             if getattr(v, "free_symbols", None) and not getattr(v, "is_Relational", False)]
    if not exprs:
        return []
    out = []
    for bs, be in math_spans(text):
        body = text[bs:be]
        if not re.search(r"=|\\(?:approx|equiv)", body) or not _marked(text, bs, be):
            continue
        stack = []
        for k, ch in enumerate(body):
            if ch == "(":
                stack.append(k)
            elif ch == ")" and stack:
                o = stack.pop()
                inner = body[o + 1:k]
                if not re.search(r"[-+]", inner.strip().lstrip("-")) or re.search(r"[A-Za-z\\]\s*$", body[:o]):
                    continue  # a group of one term, a function's argument: no substituted expression
                v = latex_value(inner)
                if v is not None and any(values_equal(v, x) for x in exprs):
                    out.append(Mention(bs + o + 1, bs + k, v, "operand"))
    return out


def check_operand_mentions(text: str, answer: str, *, givens: Sequence[Any] = (),
                           problem: Optional[str] = None) -> List[Mention]:
    """The sides of numeric relations in ``text`` where the value of ``answer`` (a LaTeX string as graded; one real
    value) is an operand of a check of it (module docstring); ``kind == "operand"``, one mention per relation side.
    ``givens``: the problem's values. Empty for a tuple, set or non-numeric answer and for 0 and ±1. Raises nothing
    the operand reader does not raise."""
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.operands import _REL, _chunks, _parse, _to_plain, literal_numbers, operand_mentions
    from agon_mcore.agon.answer_forms.reader_roles import asks_count
    from agon_mcore.agon.asked_role import other_base
    import sympy as sp

    if not _REL.search(text):
        return []
    ans = parse_answer(answer)
    values = [v for v in ans.values if getattr(v, "is_number", False)]
    if ans.parts or not values:
        return []
    gv = _givens(problem, givens)
    ms = operand_mentions(text, values, givens, problem)
    if not ms:
        return []
    count = asks_count(problem)
    own = set()
    for v in values:
        own |= literal_numbers(v) | {abs(v)}
    out = []
    chunks = _chunks(text)
    ms = [_trimmed(text, m) for m in ms]
    for m in ms:
        chunk = next(((b, body) for b, body in chunks if b <= m.start and m.end <= b + len(body)), None)
        if chunk is None:
            continue
        base, body = chunk
        parts, pos, sides = _REL.split(body), 0, []
        for side in parts:
            st = body.find(side, pos)
            pos = st + len(side)
            sides.append((base + st, base + st + len(side), side))
        idx = next((i for i, (a, b, _) in enumerate(sides) if a <= m.start and m.end <= b), None)
        if idx is None or any(other_base(text, a, b, problem) for a, b in _number_spans(text, m.start, m.end)):
            continue
        far = [sides[-1]] if idx == 0 else [sides[0]] if idx == len(sides) - 1 else [sides[0], sides[-1]]
        far_given = False
        for a, b, side in far:
            if _ONE_NUMBER.fullmatch(side):
                tree = _parse(_to_plain(side) or "")
                far_given = far_given or (tree is not None and _is_given(tree, gv))
        marked = _marked(text, sides[0][0], sides[-1][1])
        product = isinstance(m.value, (sp.Mul, sp.Pow)) and not any(isinstance(x, sp.Add) for x in sp.preorder_traversal(m.value))
        chain_step = idx == 0 and _ONE_NUMBER.fullmatch(sides[-1][2]) and \
            _operand_later(text, sides[-1][1], sides[-1][2].strip(" $"))  # "25 × 8 = 200 ounces" then "200 + 200": a step
        if far_given and not base_for_exponent(text[m.start:m.end], values, problem) and (
                marked or (product and not count and not chain_step and not _used_later(text, sides[-1][1], m.value, values))):
            out.append(m)  # "3339 = 21 \\times 159": the answer divides a given ("2026 = 4 \\cdot 506 + 2" unmarked: a division)
            continue
        if _remainder_of(m.value, values, gv):
            out.append(m)  # "192 = 27 \\cdot 7 + 3": the answer as the remainder by the problem's divisor
            continue
        others = [x for x in literal_numbers(m.value) if x not in own]
        if marked and all(_is_given(x, gv) for x in others):
            out.append(m)  # the answer plugged into the problem's numbers, marked true
    return out


_EXP_LETTER = re.compile(r"\^\s*(?:\{[^{}]*?(?<![A-Za-z\\])([A-Za-z])(?![A-Za-z])[^{}]*\}|([A-Za-z])(?![A-Za-z]))")


def base_for_exponent(side: str, values: Sequence[Any], problem: Optional[str]) -> bool:
    """The problem's unknowns stand only as exponents (``9^x = 729``, ``2^{n+1} = 64``) and the answer's value stands in
    the relation side ``side`` only as the base of a power (``9 = 3^2`` when ``x = 3``): the value plays another part
    than the unknown, a coincidence of value (the check of an exponent writes it as the exponent: ``128 = 2^7`` for
    ``2^k = 128``). Raises nothing."""
    import sympy as sp

    exps = {a or b for a, b in _EXP_LETTER.findall(problem or "")}
    exps = {x for x in exps if not re.search(r"(?<![A-Za-z\\])" + x + r"\s*(?:\^|\*\*)", problem or "")}  # also a base: none
    if not exps:
        return False
    at = [x for x in re.finditer(r"(?<![\d.])\d+(?![\d.])", side)
          if any(values_equal(sp.Integer(int(x.group(0))), v) for v in values)]
    return bool(at) and all(re.match(r"\s*\^", side[x.end():]) and not re.search(r"\^\s*\{?\s*$", side[:x.start()]) for x in at)


def _used_later(text: str, end: int, side: Any, values: Sequence[Any]) -> bool:
    """The answer's value, as the operand ``side`` writes it, is an operand of arithmetic after ``end`` (``8 - 4`` after
    ``4^3 = 64`` when the difference is asked): the relation found an intermediate value, not the result."""
    from agon_mcore.agon.answer_forms.operands import literal_numbers

    lits = {str(x) for v in values for x in literal_numbers(v) | {abs(v)} if getattr(x, "is_Integer", False)}
    return any(_operand_later(text, end, lit) for lit in lits)


def _operand_later(text: str, end: int, literal: str) -> bool:
    """The number ``literal`` (a relation's result as written) is an operand of arithmetic after ``end``: the relation
    computed a step of the work's chain ("Box weight: 25 × 8 = 200 ounces" then "200 + 200 = 400"), no check."""
    from agon_mcore.agon.answer_forms.operands import literal_operand

    return bool(re.fullmatch(r"\d[\d,.]*", literal)) and literal_operand(literal).search(text, end) is not None


def _remainder_of(tree: Any, values: Sequence[Any], givens: Sequence[Any]) -> bool:
    """``tree`` is a division with remainder ``q \\cdot d + r`` (two integer literals times each other, plus one) whose
    remainder ``r`` is the answer's value and whose divisor ``d`` is a given, with ``0 <= r < d``."""
    import sympy as sp

    if not isinstance(tree, sp.Add) or len(tree.args) != 2:
        return False
    prod = next((a for a in tree.args if isinstance(a, sp.Mul) and len(a.args) == 2
                 and all(isinstance(x, sp.Integer) for x in a.args)), None)
    rest = next((a for a in tree.args if isinstance(a, sp.Integer)), None)
    if prod is None or rest is None or not any(values_equal(rest, v) for v in values):
        return False
    return any(_is_given(d, givens) and 0 <= rest < d for d in prod.args)


def _trimmed(text: str, m: Mention) -> Mention:
    """``m`` without the spaces and the clause punctuation around its side (``" 2^7, "`` -> ``2^7``)."""
    s, e = m.start, m.end
    while s < e and text[s].isspace():
        s += 1
    while e > s and (text[e - 1].isspace() or text[e - 1] in ",.;:"):
        e -= 1
    return Mention(s, e, m.value, m.kind)


def _number_spans(text: str, s: int, e: int):
    return [(s + x.start(), s + x.end()) for x in re.finditer(r"\d+", text[s:e])]


_ORDER_LED = re.compile(r"(?i)\b(first|last|next|final|initial|remaining)\s+(?=[a-z])")
_ORDER_SLOT = re.compile(r"(?i)\b(first|last|next|final|initial|remaining)\s+\$\s*[A-Za-z]\s*\$")
_MIXED = re.compile(r"(?i)(?<![A-Za-z-])([a-z]+(?:-[a-z]+)?)\s+(?:([a-z]{3,})\s+)?and\s+(a|an|one|two|three|four|five|six|seven|eight|nine)"
                    r"[ -](half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b")
_DEN = {"half": 2, "halve": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10}


def extra_mentions(text: str, answer: str, problem: Optional[str] = None) -> List[Mention]:
    """Mentions of ``answer``'s value (one real value) that the word reader misses (module docstring): number words
    after an order word where the problem counts with a variable after the same word ("the first eleven odd numbers"
    for "the first $N$ odd numbers") and mixed numbers in words ("one and a quarter"). Kind ``words``; the reader's
    roles decide whether they state it. Raises nothing."""
    from fractions import Fraction

    import sympy as sp

    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.words import _read_word_run, word_mentions

    ans = parse_answer(answer)
    values = [v for v in ans.values if getattr(v, "is_number", False)]
    if ans.parts or not values:
        return []
    out = []
    slots = {x.lower() for x in _ORDER_SLOT.findall(problem or "")}  # "the first $N$ odd numbers": a counted slot
    for o in _ORDER_LED.finditer(text if slots else ""):
        if o.group(1).lower() not in slots:
            continue
        rest = text[o.end():o.end() + 60]
        for w in word_mentions(rest):
            if w.start == 0 and any(values_equal(w.value, v) for v in values):
                out.append(Mention(o.end() + w.start, o.end() + w.end, w.value, "words"))
    pos = 0
    while True:  # overlapping: "is one and a quarter" is tried from "is", then from "one"
        m = _MIXED.search(text, pos)
        if m is None:
            break
        pos = m.start() + 1
        if m.group(2) and m.group(2).lower() in ("and", "the", "one", "two", "three", "four", "five"):
            continue
        whole = 1 if m.group(1).lower() in ("a", "an") and m.group(2) else _read_word_run(m.group(1).split("-"))[0]
        num = 1 if m.group(3).lower() in ("a", "an") else _read_word_run([m.group(3)])[0]
        den = _DEN.get(m.group(4).lower().rstrip("s"))
        if whole is None or num is None or not den or int(whole) != whole:
            continue
        val = sp.Rational(Fraction(whole) + Fraction(num) / den)
        if any(values_equal(val, v) for v in values):
            out.append(Mention(m.start(), m.end(), val, "words"))
    return out + base_subscript_mentions(text, values, problem)


# the problem names a variable as a base ("expressed in base $b$", "base-$k$ digits") and asks for it
_BASE_VAR = re.compile(r"(?i)\bbase[\s-]*\\?\(?\$?\s*([a-z])\b(?![^.?]{0,3}\()")
_ASKS = r"(?i)(?:find|compute|determine|what\s+is|give|how\s+(?:small|large|big)\s+(?:can|must|is))\b[^.?]{0,60}?\$?\\?\(?\s*%s\b"
# a numeral's base subscript: "_{211}", "_211", after a digit, a closing brace or an \\overline group
_SUBSCRIPT = re.compile(r"(?<=[\d}\])])\s*_\s*\{?\s*(\d+)\s*\}?")


def base_subscript_mentions(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Mention]:
    """Where the problem asks for a base (a variable it names as one: "Find the least $b$" after "in base $b$"), a
    numeral's base subscript that equals the answer (``225 = \\overline{1\\,14}_{211}``) writes the asked base: kind
    ``number``, the reader's roles decide. Other subscripts (an index ``a_{12}``) and other problems read nothing."""
    import sympy as sp

    if not problem or "_" not in text:
        return []
    asked = [v for v in dict.fromkeys(_BASE_VAR.findall(problem)) if re.search(_ASKS % re.escape(v), problem)]
    if not asked:
        return []
    out = []
    for m in _SUBSCRIPT.finditer(text):
        val = sp.Integer(m.group(1))
        if any(values_equal(val, v) for v in values):
            out.append(Mention(m.start(1), m.end(1), val, "number"))
    return out


_TABLE_ROW = re.compile(r"(?m)^[ \t]*\|(.+)\|[ \t]*$")
_YES = re.compile(r"(?i)^\s*(?:\*\*)?(?:yes|true|holds|works|valid|[✓✔✅☑]|\\checkmark)(?:\*\*)?\s*[.!]?\s*$")
_NO = re.compile(r"(?i)^\s*(?:\*\*)?(?:no|false|fails|invalid|[✗✘×❌])(?:\*\*)?\s*[.!]?\s*$")


def accepted_row_mentions(text: str, answer: str) -> List[Mention]:
    """The components of a tuple or set ``answer`` marked in a table of candidates (for a choice answer, the option
    marked: the one "yes" row whose first cell is the letter, kind ``choice``): a table of three or more rows whose
    last cell is a verdict ("yes"/"no", "true"/"false", ✓/✗) with both verdicts present; each "yes" row whose first
    value cell equals a component is a mention of that component (kind ``number/part``, spanning the row's cells: its
    other cells restate the value, ``f(n) = n``). One row alone is a component (work); every component marked is the
    answer (the reader's rule for parts, ``reader_roles.stated_answer``). Raises nothing."""
    from agon_mcore.agon.answer_forms.choices import choice_letter
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.notation import number_mentions
    from agon_mcore.agon.answer_forms.values import Word

    parts = parse_answer(answer).parts
    letter = choice_letter(answer)
    if not (parts or letter) or "|" not in text:
        return []
    rows = [m for m in _TABLE_ROW.finditer(text) if not re.fullmatch(r"[\s|:\-]+", m.group(1))]
    verdicts = [m.group(1).split("|")[-1] for m in rows]
    if len(rows) < 3 or not any(_YES.match(v) for v in verdicts) or not any(_NO.match(v) for v in verdicts):
        return []
    if letter:  # a table of the options with a verdict column: the one option marked "yes" is chosen
        yes = [m for m, v in zip(rows, verdicts) if _YES.match(v)]
        first = re.sub(r"[\s*_()$]|\\text(?:bf)?|[{}]", "", yes[0].group(1).split("|")[0]) if len(yes) == 1 else ""
        return [Mention(yes[0].start(1), yes[0].end(1), Word("choice:" + letter), "choice")] if first == letter else []
    out = []
    for m, v in zip(rows, verdicts):
        if not _YES.match(v):
            continue
        first = next((x for x in number_mentions(m.group(1)) if x.kind not in ("sub", "exp")), None)
        if first is None:
            continue
        hit = next((p for p in parts if values_equal(first.value, p)), None)
        if hit is not None:
            out.append(Mention(m.start(1), m.end(1), hit, "number/part"))
    return out


_ASKED_VAR = re.compile(r"(?i)\b(?:value\s+of|find|what\s+is|compute|determine)\s+\$\s*([A-Za-z])\s*\$")
_NOT_NOUN = {"and", "the", "for", "with", "are", "is", "of", "that", "which", "more", "less", "times", "such",
            "in", "to", "from", "at", "on", "by", "than", "was", "were", "be", "have", "has", "gives", "sum", "add", "up"}


def _slot_nouns(problem: Optional[str]) -> List[str]:
    """The nouns the problem counts: the one after "how many"/"number of" (``agon.asked.asked_noun``) and the one after
    the asked variable ("the first $N$ positive odd numbers ... What is $N$?" -> ``numb``), as 4-letter stems."""
    from agon_mcore.agon.asked import asked_noun

    out = []
    noun = asked_noun(problem)
    if noun:
        out.append(noun[:4])
    for v in {m.group(1) for m in _ASKED_VAR.finditer(problem or "")}:
        for m in re.finditer(r"\$\s*%s\s*\$" % re.escape(v), problem or ""):
            words = _phrase(problem[m.end():m.end() + 60])
            if words:
                out.append(words[-1][:4])  # the phrase's head noun: "positive odd numbers" -> numb
    return list(dict.fromkeys(out))


def _phrase(after: str) -> List[str]:
    """Up to three lowercase words right after a number, stopping at a verb, preposition or punctuation, and at a
    rate's denominator after the counted noun ("4 slices a day", "3 pages per week" count slices and pages)."""
    out = []
    for w in re.finditer(r"\s*([a-z][a-z-]*)", after):
        if w.start() != (out[-1][1] if out else 0) or w.group(1) in _NOT_NOUN or len(out) == 3 or \
                (out and w.group(1) in ("a", "an", "per", "each", "every")):
            break
        out.append((w.group(1), w.end()))
    return [w for w, _ in out if len(w) >= 3]


def count_slot_mentions(text: str, answer: str, *, givens: Sequence[Any] = (), problem: Optional[str] = None) -> List[Mention]:
    """The answer's value (digits or words) counting the noun the problem counts: the problem's count slot filled
    ("we add thirteen odd numbers" for "the first $N$ odd numbers ... What is $N$?", "so 7 diagonals" for "How many
    diagonals"): a statement of the count whatever verb carries it (``add``, ``take``, ``use``). One noun of up to two
    adjectives may stand between (``13 positive odd numbers``). Not for a given's value, nor for a tuple or set answer.
    Kind ``words`` or ``number``. Raises nothing."""
    from agon_mcore.agon.answer_forms.compare import parse_answer
    from agon_mcore.agon.answer_forms.notation import number_mentions
    from agon_mcore.agon.answer_forms.words import word_mentions

    nouns = _slot_nouns(problem)
    if not nouns:
        return []
    ans = parse_answer(answer)
    values = [v for v in ans.values if getattr(v, "is_number", False)]
    if ans.parts or not values or any(values_equal(v, g) for v in values for g in givens):
        return []
    out = []
    for m in [*number_mentions(text), *word_mentions(text)]:
        if m.kind in ("sub", "exp", "coef") or getattr(m, "arith", False) or not any(values_equal(m.value, v) for v in values):
            continue
        words = _phrase(text[m.end:m.end + 60]) if re.match(r"\s", text[m.end:m.end + 1]) else []
        if any(w[:4] in nouns for w in words):
            out.append(Mention(m.start, m.end, m.value, m.kind))
    return out


_OP_HEAD = r"\\(?:sum|prod)\s*_\s*\{\s*[a-z]\s*=\s*1\s*\}\s*\^\s*(?:\{\s*(\d+)\s*\}|(\d))"
_LIMIT_CHECK = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*=\s*" + _OP_HEAD + r"|" + _OP_HEAD +
                          r"[^=$\n]{0,60}?=\s*(\d+(?:\.\d+)?)(?![\w.])")


def limit_check_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of the upper limit of a sum or product from 1 (``\\sum_{k=1}^{11} (2k-1)``) set equal to a value the
    problem gives (``121 = \\sum_{k=1}^{11} (2k-1)``), where the limit is one of ``values``: the check of the count of
    terms the problem asks ("the first $N$ odd numbers sum to 121"). A limit in a relation whose other side is no
    given is work (the draft's own sum). Raises nothing."""
    if not values or "\\" not in text or not problem:
        return []
    import sympy as sp

    givens = _givens(problem, [])
    out = []
    for m in _LIMIT_CHECK.finditer(text):
        far = m.group(1) or m.group(6)
        g = next(k for k in ((2, 3) if m.group(1) else (4, 5)) if m.group(k))
        lim = sp.Integer(int(m.group(g)))
        if _is_given(sp.Rational(far), givens) and any(values_equal(lim, v) for v in values):
            out.append(m.span(g))
    return out
