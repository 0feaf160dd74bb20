"""Values a remark states in another form than digits: read by value, so a comment, takeaway or sanity check
that restates a result is read wherever it stands (the summarizer's passes and the leak metric share it).

* **A factorial named by an adverb of identity** (``it is exactly $4!$``, "simply 6!", "nothing but (3)!"): the
  number ``n!`` for ``2 <= n <= 20`` (``4!`` is 24). A double
  factorial (``5!!``) and a factorial inside a larger expression (``\\frac{8!}{4!4!}``, ``4! \\cdot 2``) are left
  to the formula reader; an exclamation after a word is no factorial. Elsewhere a factorial is a count formula
  still to evaluate (``reader_roles.unevaluated``: "Step 3: 3! orderings", "$3! = 3 \\cdot 2 \\cdot 1$", "$6!$
  orders" stay work); an adverb of identity before a lone factorial that no ``=`` evaluates
  (:func:`identity_remark`) names the value, it does no step.
* **A negative value in words**: a magnitude with words that place it below zero ("3 degrees below zero",
  "40 m below sea level", "$40 in the red", "in the red by $40", "a loss of $12", "a deficit of 7", "short by 3",
  "3 short"): the value ``-N``, read beside the plain ``N`` (which stays a reading of its own). "Below freezing"
  is not read (zero only in Celsius); a fall ("down by 5") is a change, not a value below zero.
* **An exact power** (the valuation ``k`` of ``N`` in base ``b``): ``b^k \\mid N`` and ``b^{k+1} \\nmid N`` in one
  sentence (``\\mid``/``|``/``∣``/"divides" and ``\\nmid``/``∤``/"does not divide"), or ``b^k \\parallel N``
  / ``b^k ∥ N`` ("exactly divides"): the value ``k`` over the whole statement; the count of trailing zeros or
  of a prime's factors stated as the largest power that divides. ``b^k \\mid N`` alone states a bound, no value.
"""
from __future__ import annotations

import math
import re
from typing import List

from agon_mcore.agon.answer_forms.values import Mention, _sp

# a factorial: an integer (bare, braced or parenthesised) then "!" not doubled, not inside a fraction or product
_FACT = re.compile(r"(?<![\w.!\\}^_])(?:\(\s*(\d{1,2})\s*\)|\{\s*(\d{1,2})\s*\}|(\d{1,2}))\s*!(?!!)")
# what makes the factorial an operand rather than a stated value: an operation beside it
_OPERAND_NEXT = re.compile(r"\s*(?:\\cdot|\\times|[*×·/^]|\\over|\d|\\?[A-Za-z]\s*!|\(|\})")
_OPERAND_PREV = re.compile(r"(?:\\cdot|\\times|[*×·/]|\\frac\s*\{|\\over|\d\s*!|\{)\s*$")

# a magnitude and the words that put it below zero; group 1 or 2 is the number (digits)
_NUM = r"\$?\s*\\?\$?\s*(\d+(?:[.,]\d+)*)"
_NEGATIVE = re.compile(
    r"(?<![\w.\-−])" + r"(\d+(?:[.,]\d+)*)" + r"(?:\s*(?:°\s*[CF]?|\\?\^\s*\{?\\circ\}?\s*[CF]?|degrees?(?:\s+(?:Celsius|C))?"
    r"|meters?|metres?|feet|ft|m|points?|dollars?))?\s+(?:below\s+(?:zero|sea\s+level)|in\s+the\s+red|short\b)"
    r"|\b(?:in\s+the\s+red\s+by|a\s+(?:net\s+)?(?:loss|deficit|shortfall)\s+of|short\s+by|overdrawn\s+by)\s+" + _NUM,
    re.I)

# "the negative of three", "the opposite of 3", "the additive inverse of 3" (an operand of no operation after it)
_NEGATIVE_OF = re.compile(r"(?i)\b(?:the\s+)?(?:negative|opposite|additive\s+inverse)\s+of\s+\$?\s*")

# an exact power: b^k divides N, b^(k+1) does not (one sentence); or b^k exactly divides N
_POW = r"(\d+)\s*\^\s*\{?\s*(\d+)\s*\}?"
_DIV = r"(?:\\mid|\||∣|\s+divides\s+)"
_NDIV = r"(?:\\nmid|∤|\s+does\s+not\s+divide\s+|\s+doesn't\s+divide\s+)"
_EXACT = re.compile(_POW + r"\s*\$?(?:\s*\\parallel|\s*∥|\s*\\\|\s*|\s+exactly\s+divides\s+)")
_DIVIDES = re.compile(_POW + r"\s*\$?" + _DIV + r"\s*([^$.;\n]{1,40}?)\$?[^.\n]{0,40}?" + _POW + r"\s*\$?" + _NDIV)


_IDENTITY_BEFORE = re.compile(r"(?:\b(?:exactly|precisely|just|simply|nothing\s+(?:but|other\s+than|more\s+than)|none\s+other\s+than)"
                              r"|\bno\s+coincidence\s*:?\s*(?:it'?s|it\s+is)?)\s*\$?\s*$", re.I)
_NOT_EVALUATED = re.compile(r"\s*\$?\s*(?:[.,;:!)]|\s+(?:and|which|so|as|but)\b|$)")


# a phrase that equates the next form with a value already in hand: the form names it, it computes nothing new
_SAME_AS = re.compile(r"(?:\bsame\s+(?:number|value|quantity|thing)\s+as|\bequivalently,?|\balso\s+(?:written|expressible|known)\s+as|"
                      r"\bidentical\s+to|\banother\s+(?:name|way\s+of\s+writing)\s+(?:for|of)\s+(?:it|this|that)\s+is|"
                      r"\ba\s+perfect\s+(?:square|cube|power|\w+th\s+power),?|\bwhich\s+happens\s+to\s+be|\bwhich\s+is\s+"
                      r"(?:exactly|precisely)|\bwhich\s+is\s+just)\s*:?\s*\$?\s*$", re.I)
# ("which happens to be a perfect square, $12^2$": the value characterised by its form)


def identity_remark(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` states its value by its form, not as arithmetic still to do (module docstring): an exact
    power statement (its powers are the statement, not operations), or a lone factorial named by an adverb of
    identity and evaluated by no ``=`` after it (the value characterised, not a count still to do)."""
    span = text[start:end]
    if _EXACT.match(span) or (_DIVIDES.fullmatch(span) and re.search(_NDIV + r"$", span)):
        return True
    if _SAME_AS.search(text[max(0, start - 50):start]) and _NOT_EVALUATED.match(text, end):
        return True  # "the same number as $\\sqrt[4]{9}$": any form, named as the value in hand
    return _FACT.fullmatch(span) is not None and _IDENTITY_BEFORE.search(text[max(0, start - 40):start]) is not None \
        and _NOT_EVALUATED.match(text, end) is not None


def _number_beside(t: str, before: bool):
    """The longest number (digits or words) that ends ``t`` (``before``) or starts it, or None."""
    from agon_mcore.agon.answer_forms.notation import number_mentions
    from agon_mcore.agon.answer_forms.words import word_mentions

    at = [x for x in [*number_mentions(t), *word_mentions(t)] if getattr(x.value, "is_number", False)
          and (x.end == len(t) if before else x.start == 0)]
    return max(at, key=lambda x: x.end - x.start, default=None)


def restated_mentions(text: str) -> List[Mention]:
    """The values of :mod:`restated_forms` (module docstring) that ``text`` states, each with its span."""
    out: List[Mention] = []
    sp = _sp()
    if "!" in text:
        for m in _FACT.finditer(text):
            n = int(next(g for g in m.groups() if g))
            if not 2 <= n <= 20 or _OPERAND_NEXT.match(text, m.end()) or \
                    _OPERAND_PREV.search(text[max(0, m.start() - 12):m.start()]) or not identity_remark(text, m.start(), m.end()):
                continue
            out.append(Mention(m.start(), m.end(), sp.Integer(math.factorial(n)), "number"))
    for m in _NEGATIVE.finditer(text):
        num = m.group(1) or m.group(2)
        try:
            v = sp.Rational(num.replace(",", ""))
        except (TypeError, ValueError):
            continue
        if v != 0:
            out.append(Mention(m.start(), m.end(), -v, "words"))
    if re.search(r"(?i)\bunder\s+par\b", text):  # golf: "seven under par", "3 strokes under par" is -7, -3
        for m in re.finditer(r"(?i)\s+(?:strokes?\s+)?under\s+par\b", text):
            x = _number_beside(text[:m.start()], before=True)
            if x is not None:
                out.append(Mention(x.start, m.end(), -x.value, "words"))
    for m in _NEGATIVE_OF.finditer(text) if re.search(r"(?i)\b(?:negative|opposite|inverse)\s+of\b", text) else ():
        rest = text[m.end():m.end() + 40]  # "the negative of three": minus its magnitude (not an operand)
        x = _number_beside(rest, before=False)
        if x is not None and not re.match(r"\s*(?:[-+*/^×·]|\\cdot|\\times|times|plus|minus)", rest[x.end:]):
            out.append(Mention(m.start(), m.end() + x.end, -x.value, "words"))
    for m in _EXACT.finditer(text):
        if int(m.group(1)) >= 2:
            out.append(Mention(m.start(), m.end(), sp.Integer(int(m.group(2))), "words"))
    for m in _DIVIDES.finditer(text):
        b, k, b2, k2 = int(m.group(1)), int(m.group(2)), int(m.group(4)), int(m.group(5))
        if b >= 2 and b == b2 and k2 == k + 1:
            out.append(Mention(m.start(), m.end(), sp.Integer(k), "words"))
    return out
