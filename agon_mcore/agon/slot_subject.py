"""A value-free result slot about ANOTHER object: work, not a statement of the asked number.

The results pass (``agon_mcore.agon.results``) fails closed on a value-free clause or aside in a result slot,
because a description can name the answer ("so it is a hendecagon", "so p must be the only even prime"). What
such a slot can state is decided by two things this module reads by structure and value, never by a draft's words:

* **what the slot is about** (its subject): a connective slot's subject is what stands before the connective in
  its clause (``$f(0)$ must be ...``, "the pairing is ..."), an aside's is its own clause's subject
  ("(pepperoni + olive is the same pizza as ...)") or, for an appositive, the noun phrase it follows
  ('the "crossing" pairing (the one whose ...)'). The subject is *another object* when it is a formula that the
  problem does not write and the conclusion does not use, or a noun phrase whose head is neither a pronoun, nor a
  word that names a result (answer, total, count, value, probability, ...), nor a word of the problem's question;
* **what values the content can carry**: no numeral of two digits or more, none of the answer's values read in it
  (digits, number words), no value at all in a statement about another object, and no
  count-bearing word (``number_free.number_tokens``: "dozen", "hendecagon", ordinals) when the answer is an
  integer; a formula in a free variable (``$p^2$ for a prime $p$``, ``$n$``) states no number unless the draft
  assigns that variable a number.

:func:`other_object_slot` licenses such a slot for a one-number answer; the reader-closed pass still hides any
form of the answer the metric reads inside it, so this licence cannot let a read form through.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Optional, Sequence

__all__ = ["other_object_slot", "slot_subject"]

# words that name the asked result itself or point back to something (the subject is then the asked quantity)
_RESULT_NOUN = re.compile(r"(?i)^(?:it|this|that|these|those|they|which|what|who|he|she|we|i|you|one|ones|answer|result|total|"
                          r"totals|sum|count|number|numbers|value|values|probability|chance|odds|amount|quantity|product|"
                          r"quotient|difference|solution|solutions|output|final|expression|ratio|share|fraction|percentage|"
                          r"area|volume|length|perimeter|cost|price|time|distance|speed|age|remainder|there|here)$")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_MATH = re.compile(r"\$([^$]+)\$\s*$|\\\(([^()]*)\\\)\s*$")
_VERB = re.compile(r"\s(?:is|are|was|were|has|have|means|gives|makes)\s")
_STOP = {"the", "a", "an", "of", "and", "or", "for", "to", "in", "on", "by", "its", "their", "must", "should", "can",
         "could", "would", "will", "be", "is", "are", "so", "then", "hence", "thus", "which", "that", "not"}


def _flat(t: str) -> str:
    return re.sub(r"\s+|\\[,;! ]|\\left|\\right|[{}$]", "", t)


def _asked_words(problem: str) -> set:
    """The words of the problem's question sentence (its last sentence with a question mark, else its last)."""
    sents = [x for x in re.split(r"(?<=[.?!])\s+", problem.strip()) if x]
    q = next((x for x in reversed(sents) if "?" in x), sents[-1] if sents else "")
    return {w.lower().rstrip("s") for w in _WORD.findall(q)}


def _head(phrase: str) -> Optional[str]:
    phrase = re.split(r"(?i)\s+of\s+", phrase.strip())[0]  # "the count of the shop": the count
    words = [w for w in _WORD.findall(phrase) if w.lower() not in _STOP]
    return words[-1].lower() if words else None


def _other_head(phrase: str, problem: str) -> bool:
    """The noun phrase ``phrase`` is about another object than the asked quantity (module docstring)."""
    m = _MATH.search(phrase.rstrip(" ,\"'”“*"))
    if m:
        f = _flat(m.group(1) or m.group(2))
        return bool(re.search(r"[A-Za-z]", f)) and f not in _flat(problem)
    h = _head(phrase)
    return bool(h) and not _RESULT_NOUN.match(h) and h.rstrip("s") not in _asked_words(problem)


def _small_word(words: set, answer_values: Sequence[Fraction]) -> bool:
    """A word of ``words`` states one of the small answer values by itself (0: never, none; 1: unique, single; 2:
    both; 1/2: half; 100: all), the lists of ``agon.number_free``."""
    from agon_mcore.agon.number_free import _HALF, _HUNDRED, _SMALL

    own = set()
    for v in answer_values:
        own |= set(_SMALL.get(int(v), ())) if v.denominator == 1 and int(v) in _SMALL else set()
        own |= set(_HALF) if v == Fraction(1, 2) else set()
        own |= set(_HUNDRED) if v == 100 else set()
    return bool(words & own)


def _math_of(vis: str, a: int, b: int) -> str:
    """The parts of ``vis[a:b]`` inside ``$...$`` math (the slot may open inside math); the whole slot when its line
    has no ``$`` and it holds no word of two letters (a plain formula ``p^2``)."""
    ls = vis.rfind("\n", 0, a) + 1
    if "$" not in vis[ls:b]:
        return "" if re.search(r"[A-Za-z]{2,}", re.sub(r"\\[A-Za-z]+", " ", vis[a:b])) else vis[a:b]
    inside = vis[ls:a].count("$") % 2 == 1
    out, k = [], a
    for m in re.finditer(r"\$", vis[a:b]):
        if inside:
            out.append(vis[k:a + m.start()])
        inside, k = not inside, a + m.end()
    if inside:
        out.append(vis[k:b])
    return " ".join(out)


def slot_subject(vis: str, a: int, kind: str, content: str) -> Optional[str]:
    """The text a slot at ``vis[a:]`` is about: for an aside, its own clause's subject (before its first verb) or
    else the noun phrase before the bracket; for a connective slot, its clause before the connective. None where
    nothing stands there."""
    ls = max(vis.rfind("\n", 0, a), vis.rfind(". ", 0, a), vis.rfind("; ", 0, a), vis.rfind(": ", 0, a)) + 1
    before = vis[ls:a]
    if kind == "aside":
        v = _VERB.search(" " + content + " ")
        if v and v.start() > 0:
            return content[:v.start()]
        return before.rstrip()[:-1] if before.rstrip().endswith("(") else None
    m = re.search(r"(?i)\b(?:must|should|can|will|would)?\s*(?:be|is|are|was|were|equals|makes|gives)\s*\$?\s*$", before)
    return before[:m.start()] if m else None


def _answer_values(answers: Sequence[str]) -> list:
    """The answer's one real rational value as a Fraction (empty for anything else: a formula, a set, an irrational)."""
    from agon_mcore.agon.answer_forms import parse_answer

    out = []
    for x in answers[:1]:
        try:
            vs = parse_answer(x).values
        except Exception:  # noqa: BLE001 - an unreadable answer licenses nothing
            return []
        if len(vs) != 1 or not getattr(vs[0], "is_Rational", False):
            return []
        out.append(Fraction(int(vs[0].p), int(vs[0].q)))
    return out


def other_object_slot(vis: str, a: int, b: int, kind: str, problem: Optional[str], answers: Sequence[str],
                      values: Sequence[Fraction], conclusion_text: str = "") -> bool:
    """Whether the result slot ``vis[a:b]`` of ``kind`` ("aside" or "connective") is a value-free statement about
    another object than the asked quantity, or a formula in a free variable (module docstring), for a one-number
    answer (``answers``: the graded answer and its readings; no answer, no licence); ``values``: the values read in the content (``results.values_in``);
    ``conclusion_text``: the draft's hidden conclusion (a formula used there is the asked one). Raises nothing."""
    answer_values = _answer_values(answers)
    if kind not in ("aside", "connective") or not problem or not answer_values or \
            any(v == x for v in values for x in answer_values):
        return False
    from agon_mcore.agon.number_free import number_tokens

    content = vis[a:b]
    words = {w.lower() for w in _WORD.findall(re.sub(r"\\[A-Za-z]+", " ", content))}
    if any(x.denominator == 1 for x in answer_values) and words & number_tokens():
        return False  # a count-bearing word ("a dozen", "a hendecagon") can state an integer answer
    if _small_word(words, answer_values):
        return False  # "never", "none", "both", "half", "all": the small values' own words (agon.number_free)
    math = _math_of(vis, a, b)
    starts_in_math = bool(math) and (vis[vis.rfind("\n", 0, a) + 1:a].count("$") % 2 == 1 or content.lstrip().startswith(("$", "\\(")) or
                                     "$" not in vis[vis.rfind("\n", 0, a) + 1:b])
    letters = set(re.findall(r"(?<![\\A-Za-z])[A-Za-z](?![A-Za-z])", math)) if starts_in_math else set()  # the slot IS a formula
    if re.search(r"\d\d", content):
        return False  # a numeral of two digits or more can state a value in some notation (``(4343)_6``)
    if letters and not re.search(r"=|\\equiv|≡|≈|\\approx", content) and not any(
            re.search(rf"(?<![\\A-Za-z]){re.escape(x)}\s*=\s*\$?\s*-?\d", vis) for x in letters):
        return True  # "$p^2$ for a prime $p$", "$n$": a formula in a free variable, no number
    if values or re.search(r"\d", content):
        return False  # a statement about another object licenses value-free text only
    subject = slot_subject(vis, a, kind, content)
    if not subject or not subject.strip():
        return False
    m = _MATH.search(subject.rstrip(" ,\"'”“*"))
    if m and _flat(m.group(1) or m.group(2)) and _flat(m.group(1) or m.group(2)) in _flat(conclusion_text):
        return False  # the conclusion states that formula: it is the asked one
    return _other_head(subject, problem)
