"""A remark that relates the answer to the page: "the amount still missing is $40 more than Ava gave him".

A draft can restate its answer in a sentence that derives nothing: it names a new number and leaves the reader one
operation to do with a number the page or the problem already has ("$40 more than Ava gave him" where Ava's $45 is
on the page: 85; "the spare wheels would be enough for another 69 cars" with 4 wheels a car: 276; "falls 45 miles
short of that" after 300 miles: 255; "exceeds the 14 cubs by 18": 32). The phrase varies without end; the structure
does not, and it is read by **value and provenance**:

* **a remark**: a sentence, a line or a clause a semicolon ends, with words, no relation sign and no arithmetic between
  numbers (``=``, ``<``, ``+`` between digits, a unit word between them too; a verb of an operation, "add", "multiply
  by 3": a step in words; a remark derives nothing), not a table
  row, that **closes** the work: no clause that derives stands between it and the conclusion that follows it (the box,
  or the summary's conclusion placeholder; the conclusion's own line counts where it derives before the box), or it
  follows the conclusion (a P.S.); a remark in the middle of the work ("the two pizzas are $15 each", a step in words)
  is not read, nor a pair of numbers that are both operands of the final step on the conclusion's line ("The perimeter
  is 21 ..., so divide by 3." before "Each side is 21/3."); 0 and 1 make nothing with another number ("any of 1 to 6"
  is no 1/6);
* **a new number**: a number of the remark written in digits, 10 or more (a small number or a number word, "two",
  "Step 2", "at least two", makes the answer with some number of the page by chance), that the problem does not give, that the page writes nowhere outside the remark (a value of the work is written where it is derived
  or used: it has a source), that two other numbers of its own clause do not make by one operation (a step in
  words: "split 30 into 5 parts of 6") and that no relation in words produces ("One quarter of 1200 L is 300 L":
  ``answer_forms.unsourced``); a list item is an entry of the work's list, not a remark;
* **one step**: the new number and a number of the page, of the problem or of the remark ("of the $235 she was given
  ..., she has $80 left") make the answer by one operation (``+``, ``−``, ``×``, ``÷``, either order); or a power
  written with superscript digits is the answer ("2⁷ pieces").

Two numbers of the remark that make the answer together while neither is new are not read ("exceeds the 14 cubs by
18" where the page has 18 adults), nor a remark that lists values (three numbers and two commas): on the dev splits
those readings hid the final step's operands and lists of values ("There are 10 pairs of 21", "$-3, -2, -1, ...$",
"$(4, 15), (6, 10)$") in 18 probes.

**Bound by its relation words** (:func:`_related_spans`), a remark's number of any size, in digits or in words, new
or not, is read where the words fix the one operation it takes: "three times Ahmed's total" (``×``), "$2 more than
each of the first two", "beat ... by 10", "10 ft above" (``+``), "5 less than", "falls 5 short of", "10 ft below
Sydney's total" (``−``), "two twenties would cover it with $2 to spare" (the notes less the change), "in just 8
seconds" (a rate times the time), "the same gap as between 50 and 40" (a difference). Trying one operation, not four,
keeps the chance reading away that the size rule above guards against; on the dev splits this reading cost nothing.

Then the remark states the answer: its new numbers are read (:func:`remark_relative_spans`), and the summarizer's
fail-closed passes hide them. Not read: answers that are not one rational number; integer answers with ``|A| <= 3``
(every remark is one step from those); a new number equal to the answer (the value readers read it); a remark whose
new number equals a known constant (60 minutes, 100 percent).
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["remark_relative_spans"]

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "twice": 2, "double": 2, "triple": 3, "thrice": 3}
_NUM = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\w]|[.,]\d)|(?i:\b(" + "|".join(_WORDS) + r")\b)")
_DERIVES = re.compile(r"(?i:\b(?:(?:add|adds|added|adding)(?=\s+(?:up|together|them|these|this|that|the|it|on|in|to|\$?\d))|subtract\w*|multipl(?:y|ies|ied|ying)|divid(?:e|es|ed|ing))\b)|[=<>≈≤≥]|\d\s*(?:[A-Za-z$%\\]+\s*){0,2}[-+*/×·÷−^]\s*\$?\s*\d|\\(?:frac|cdot|times|div|approx|le|ge)(?![A-Za-z])")
_KNOWN = {Fraction(x) for x in (7, 12, 24, 52, 60, 100, 360, 365, 1000, 3600)}


def _clauses(text: str) -> List[Tuple[int, int]]:
    """Sentences and the clauses a semicolon ends, as ``(start, end)``."""
    out, start = [], 0
    for m in re.finditer(r"(?<=[.!?;])\s+(?=[A-Za-z(>\"'*])|\n", text):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return [(a, b) for a, b in out if text[a:b].strip()]


_LIST = re.compile(r"\d\s*,\s*\$?-?\d[^,\n]{0,6},\s*\$?-?\d")  # three numbers joined by commas
_ITEM = re.compile(r"\s*(?:[-*•+]|\d{1,2}[.)])\s")
_QUOTE = re.compile(r"^\s*(?:>\s*)+")  # a blockquote's marker is no relation sign
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_SUPER_POWER = re.compile(r"(?<![\d.])(\d{1,3})([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2})(?![⁰¹²³⁴⁵⁶⁷⁸⁹])")
_CONCLUSION = re.compile(r"\\boxed|\[hidden: the conclusion")


def _values(text: str, lo: int, hi: int) -> List[Tuple[int, int, Fraction]]:
    out = []
    for m in _NUM.finditer(text, lo, hi):
        if m.group(1):
            out.append((m.start(), m.end(), Fraction(m.group(1).replace(",", ""))))
        else:
            out.append((m.start(), m.end(), Fraction(_WORDS[m.group(2).lower()])))
    return out


def _derived_here(v: Fraction, own: Sequence[Fraction]) -> bool:
    """``v`` is one operation from two other numbers of its own clause: a step in words ("split 30 into 5 parts of 6",
    "a 4 by 4 square of 16 cubes"), work with a source, not a remark."""
    others = list(own)
    others.remove(v)
    return any(x != 0 and y != 0 and v in (x + y, x - y, y - x, x * y, x / y, y / x)
               for i, x in enumerate(others) for y in others[i + 1:])


def _one_step(v: Fraction, k: Fraction, a: Fraction) -> bool:
    return k != 0 and (v + k == a or v - k == a or k - v == a or v * k == a or v / k == a or (v != 0 and k / v == a))


def remark_relative_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of the new numbers of ``text``'s remarks that make the answer by one operation with a known number
    (module docstring). Raises nothing."""
    from agon_mcore.agon.answer_forms.unsourced import _produced  # "One quarter of 1200 L is 300 L": a source in words
    from agon_mcore.agon.answer_forms.values import rational_values, written_numbers

    targets = rational_values(values)
    if len(targets) != 1 or not problem:
        return []
    a = targets[0]
    if a.denominator == 1 and abs(a) <= 3:
        return []
    givens = {v for _, _, v in _values(problem, 0, len(problem))}
    forms = (written_numbers(problem), {w.lower() for w in re.findall(r"[A-Za-z]+", problem)})  # digits, words
    everywhere = _values(text, 0, len(text))
    clauses = _clauses(text)
    # (a clause that holds the conclusion derives where its text before the conclusion does: "Each side is 21/3.[hidden")
    derives = [bool(_DERIVES.search(_QUOTE.sub("", _CONCLUSION.split(text[lo:hi])[0]))) for lo, hi in clauses]
    concl = [bool(_CONCLUSION.search(text[lo:hi])) for lo, hi in clauses]
    out: List[Tuple[int, int]] = []
    for k, (lo, hi) in enumerate(clauses):
        s = _QUOTE.sub("", text[lo:hi])
        if not re.search(r"[A-Za-z]{3,}", s) or derives[k] or concl[k] or s.lstrip().startswith("|") or "[hidden" in s or \
                _ITEM.match(s):
            continue  # (a list item is an entry of the work's list: "- 13 (prime)" under "221 = 13 × 17")
        # closing: after a conclusion (a P.S.), or with no deriving clause between it and the conclusion that follows
        nxt = next((j for j in range(k + 1, len(clauses)) if concl[j]), None)
        if not (any(concl[:k]) or nxt is not None and not any(derives[k + 1:nxt])):
            continue
        powers = [m.span() for m in _SUPER_POWER.finditer(text, lo, hi)
                  if Fraction(int(m.group(1)) ** int(m.group(2).translate(_SUPERSCRIPTS))) == a]
        if powers:
            out += powers  # "a power of two, 2⁷ pieces": the answer's value as a power in a remark
            continue
        mine = [x for x in everywhere if lo <= x[0] < hi]
        outside = {v for st, _, v in everywhere if not lo <= st < hi}
        if _LIST.search(s) or len(re.findall(r"(?<![\d.])\d+", s)) >= 3 and s.count(",") >= 2:
            continue  # a list of values is data ("the integers in the interval are -3, -2, -1, ...", "(1, 60), (2, 30)")
        own = [v for _, _, v in mine]
        new = [x for x in mine if x[2] not in givens and x[2] not in outside and x[2] != a and x[2] not in _KNOWN and
               abs(x[2]) >= 10 and text[x[0]].isdigit() and not _derived_here(x[2], own) and not _produced(text, x[0])]
        pool = (outside | givens) - {Fraction(0), Fraction(1)}
        out += [(st, en) for st, en, v in new if any(_one_step(v, k2, a) for k2 in
                                                    pool | {w for x, _, w in mine if x != st and w not in (0, 1)})]
        if a not in givens:  # a number the relation's words bind: small or in words, new or not
            out += _related_spans(text, lo, hi, a, pool, mine, problem, forms)
    return out


# A remark's relation words fix the operation that its number takes ("three times", "$2 more than", "beat ... by 10",
# "falls 5 short of", "with $2 to spare", "in just 8 seconds"): bound so, a small number or a number word states the
# answer as surely as a large one, and the reading tries only that one operation. ``A = K ∘ N`` for a known ``K``.
_NW = r"(\$?\s*\d+(?:\.\d+)?|(?i:" + "|".join(w for w in _WORDS if w not in ("twice", "double", "triple", "thrice")) + r"))"
_RELATIONS = [
    (re.compile(r"(?i)\b" + _NW + r"\s+times\b|\b(twice|double|triple|thrice)\b(?![-‐]|\s+(?:as|the\s+number|check))|" + _NW + r"-?fold\b"), "mul"),
    (re.compile(r"(?i)" + _NW + r"\s+(?:[a-z]+\s+)?(?:more|greater|higher|longer|larger|bigger|older|taller|heavier|extra)\s+than\b|" +
                _NW + r"\s+(?:[a-z]+\s+)?above\b"), "add"),
    (re.compile(r"(?i)\b(?:beats?|beating|exceeds?|exceeding|outnumbers?|outnumbering|tops?|surpass(?:es|ing)?|"
                r"outscores?|leads?|ahead\s+of)\b[^.;!?]{0,60}?\bby\s+" + _NW + r"(?![\w%])"), "add"),
    (re.compile(r"(?i)" + _NW + r"\s+(?:[a-z]+\s+)?(?:less|fewer|lower|shorter|smaller|younger|lighter)\s+than\b|" + _NW +
                r"\s+(?:[a-z]+\s+)?(?:short\s+of|below|under)\b|\b(?:trails?|trailing|behind|short\s+of)\b[^.;!?]{0,60}?\bby\s+" + _NW + r"(?![\w%])"), "sub"),
    (re.compile(r"(?i)\b(?:with|leaving|leaves?|and)\s+" + _NW + r"\s+(?:[a-z]+\s+)?(?:to\s+spare|left\s+over|in\s+change|"
                r"(?:of\s+)?change)\b"), "spare"),
    (re.compile(r"(?i)\bin\s+(?:just|only|exactly|about|under)?\s*" + _NW + r"\s+(?:seconds?|minutes?|hours?|days?|weeks?)\b"), "mul"),
]
_NOTES = {"fives": 5, "tens": 10, "twenties": 20, "fifties": 50, "hundreds": 100}


def _notes(text: str, lo: int, hi: int) -> set:
    """Sums of banknotes a clause names ("two twenties": 40), as values it holds."""
    out = set()
    for m in re.finditer(r"(?i)\b(" + "|".join(_WORDS) + r"|\d+)\s+(fives|tens|twenties|fifties|hundreds)\b", text[lo:hi]):
        n = m.group(1).lower()
        out.add(Fraction(int(n) if n.isdigit() else _WORDS[n]) * _NOTES[m.group(2).lower()])
    return out


def _problem_relation(problem: str, word: str) -> bool:
    """The problem writes ``word`` (a number) in a relation of its own: a comparative or an operation word within three
    words after it ("3 miles farther than Lynn", "5 times what Paisley ran")."""
    return bool(re.search(r"(?i)(?<![\w.])\$?" + re.escape(word) + r"(?![\w.])(?:\s+[\w-]+){0,2}?\s+(?:more|less|fewer|"
                          r"farther|further|longer|shorter|older|younger|taller|heavier|lighter|higher|lower|times|than|"
                          r"below|above|short|over|under|fold)\b", problem))


def _named_results(text: str, lo: int, hi: int) -> set:
    """The results of the page's lines whose label names someone or something the remark names by a capitalised word
    ("Sydney's total" -> "Sydney: 35 seeds × 12 ft = 420 ft." gives 420): the line's last number after ``=``."""
    names = {w for w in re.findall(r"(?<=[a-z,;—-] )([A-Z][a-z]{2,})", text[lo:hi])}
    if not names:
        return set()
    out, start = set(), 0
    for line in text.split("\n"):
        start, at = start + len(line) + 1, start
        if lo <= at < hi or "=" not in line:
            continue
        label = line.split(":")[0] if ":" in line else " ".join(line.split()[:4])
        if any(re.search(r"\b" + n + r"\b", label) for n in names):
            last = re.findall(r"=\s*\$?\s*(\d[\d,]*(?:\.\d+)?)", line)
            if last:
                out.add(Fraction(last[-1].replace(",", "")))
    return out


def _related_spans(text: str, lo: int, hi: int, a: Fraction, pool: set, mine: Sequence[Tuple[int, int, Fraction]],
                   problem: str, forms: Tuple[set, set]) -> List[Tuple[int, int]]:
    """Spans of the numbers a relation of the remark ``text[lo:hi]`` binds where ``A = K ∘ N`` for a known ``K`` and
    the relation's operation ``∘``. ``K``: a number of the page or the problem (``pool``), of the remark itself
    (``mine``), banknotes it names, or the result of a line whose label the remark names ("Sydney's total"). A
    number the problem writes in the same form is read only with a ``K`` of the remark itself or a named result
    ("two twenties would cover it with $2 to spare"), and not at all where the problem writes it in a relation of its
    own ("27 times their median" is read with no page value; "3 miles farther than Lynn" restated is the problem's).
    Also "the same gap as between 50 and 40" (a difference of two numbers of the remark). ``forms``: the problem's
    numbers in digits and its words, read once by the caller."""
    digits, words = forms
    here = _notes(text, lo, hi)
    named = _named_results(text, lo, hi)
    out = []
    for rx, op in _RELATIONS:
        for m in rx.finditer(text, lo, hi):
            g = next(i for i in range(1, (m.lastindex or 0) + 1) if m.group(i) is not None)
            word = m.group(g).replace("$", "").strip().lower()
            n = Fraction(word) if word[:1].isdigit() else Fraction(_WORDS[word])
            if n in (0, 1):
                continue
            given = n in digits if word[:1].isdigit() else word in words
            if given and _problem_relation(problem, word):
                continue  # "3 miles farther than Lynn" in the problem, "Lynn ran 3 miles less than Reggie": its own relation
            own = here | {w for s0, _, w in mine if not m.start(g) <= s0 < m.end(g)} | named
            ks = [k for k in (own if given else own | pool) if k not in (0, 1)]
            if op == "mul":
                hit = any(k * n == a for k in ks)
            elif op == "add":
                hit = any(k + n == a for k in ks)
            else:  # "sub", "spare": the known side less the number
                hit = any(k - n == a for k in ks)
            if hit:
                out.append((m.start(g) + len(m.group(g)) - len(m.group(g).lstrip()), m.end(g)))
    # "the same gap as between the 50 floral and 40 white shirts": a difference of two numbers the remark names
    for m in _GAP.finditer(text, lo, hi):
        x, y = (Fraction(m.group(i).replace(",", "")) for i in (1, 2))
        if abs(x - y) == a:
            out += [m.span(1), m.span(2)]
    return out


_GAP = re.compile(r"(?i)\b(?:gap|difference|distance|spread|margin)\s+(?:as\s+)?between\s+(?:the\s+)?\$?(\d[\d,]*(?:\.\d+)?)"
                  r"[^.;!?\d]{0,40}?\band\s+(?:the\s+)?\$?(\d[\d,]*(?:\.\d+)?)")
