"""The answer through a given: by reference to its owner ("After shopping Tom has exactly as many apples as Sue" where
the problem gives Sue 18 apples and 18 is the answer), or as a percent change of it ("His stock grows by 50% over the
12 he had" for 18).

A draft can state the answer without writing any of its forms, by pointing at a quantity the problem gives: the same
number as a named owner's ("as many apples as Sue", "the same amount as Maria", "equal to Ken's"). Read by structure:
the pointer phrase names an owner (a capitalised name), the problem writes that owner with one number ("Sue has 18
apples", "Maria saved $40"), and that number equals the answer. The problem's own relation ("Tom has as many apples as
Sue" in the problem) is a given and is not read; an owner the problem gives two numbers is ambiguous and not read. A percent change ("grows by 50% over the 12",
"falls 25% from 40", "a 20% rise on 15") names its base and its rate; the value it reaches is read
(:func:`percent_change_spans`), the problem's own phrase aside. A pointer at an owner's figure ("brings us back to
Monday's figure") reads as the pointer phrases do; where the problem asks a percent change, a multiplying verb states
the rate ("the price doubled" for 100, "halved" for a 50% decrease: :func:`percent_multiple_spans`), or a rate
written as its factor ("the yearly growth factor must be at least 1.1" for 10: :func:`growth_factor_spans`).
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Optional, Sequence, Tuple

__all__ = ["given_pointer_spans", "growth_factor_spans", "percent_change_spans", "percent_multiple_spans"]

_POINTER = re.compile(r"(?:\b(?:exactly|just|precisely)\s+)?\b(?:as\s+(?:many|much)(?:\s+[a-z]+){0,2}\s+as|the\s+same\s+"
                      r"(?:number|amount|count|total)(?:\s+of\s+[a-z]+)?\s+as|equal\s+to)\s+([A-Z][a-z]+)(?:'s)?\b")

# a pointer at an owner's figure: "brings us back to Monday's figure", "matches Sue's total"
_POINTER_FIGURE = re.compile(r"(?i:\b(?:back\s+(?:down\s+|up\s+)?to|returns?\s+to|returned\s+to|match(?:es|ed|ing)?|equals?|"
                             r"equal\s+to|the\s+same\s+as|level\s+with|exactly)\s+)([A-Z][a-z]+)'s\s+(?i:figure|number|total|"
                             r"count|amount|level|value|tally|sales|score|result)\b")


def given_pointer_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each pointer phrase in ``text`` whose owner the problem gives exactly one number equal to one
    of ``values`` (sympy numbers; module docstring). Raises nothing."""
    if not problem:
        return
    from agon_mcore.agon.answer_forms import number_mentions, values_equal

    nums = [v for v in values if getattr(v, "is_number", False)]
    if not nums:
        return
    flat = re.sub(r"\s+", " ", problem)
    for m in [*_POINTER.finditer(text), *_POINTER_FIGURE.finditer(text)]:
        if re.sub(r"\s+", " ", m.group(0)) in flat:
            continue  # the problem's own relation
        name = m.group(1)
        said = [x.value for sent in re.split(r"(?<=[.!?])\s+", problem) if re.search(r"\b" + name + r"\b", sent) and "?" not in sent
                for x in number_mentions(sent) if x.kind == "number" and not x.arith and
                not _MULTIPLIER_AFTER.match(sent, x.end)]  # "4 times the number Sophia bought": a multiplier, no figure
        if len(said) == 1 and any(values_equal(said[0], v) for v in nums):
            yield m.span()


_MULTIPLIER_AFTER = re.compile(r"(?i)\s*(?:times\b|x\b|×|-?fold\b)")
_UP = r"(?:grows?|grew|rises?|rose|increases?|increased|goes\s+up|went\s+up|climbs?|climbed|gains?|gained|up)"
_DOWN = r"(?:falls?|fell|drops?|dropped|decreases?|decreased|goes\s+down|went\s+down|shrinks?|shrank|loses?|lost|down)"
_NUM = r"(\d+(?:\.\d+)?)"
_CHANGE = re.compile(rf"(?i)\b(?:(?P<up>{_UP})|(?P<down>{_DOWN}))\s+(?:by\s+)?{_NUM}\s*(?:%|percent)\s+(?:over|from|on|above|below)\s+"
                     rf"(?:the\s+|its\s+|his\s+|her\s+|their\s+)?(?:[a-z]+\s+){{0,2}}?\$?{_NUM}\b")


_MULTIPLE_VERB = re.compile(r"(?i)\b(doubled|doubles|tripled|triples|trebled|quadrupled|quadruples|quintupled|halved|halves)\b")
_ASKS_PERCENT_CHANGE = re.compile(r"(?i)\b(?:by\s+)?what\s+percent(?:age)?\b[^?]{0,60}\b(?:increase|decrease|rise|grow|fall|drop|"
                                  r"change|go\s+(?:up|down))|\bpercent(?:age)?\s+(?:increase|decrease|change|growth|rise|drop)\b")


def percent_multiple_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of a multiplying verb ("the price doubled", "tripled", "halved") where the problem asks a percent
    change: doubled is a 100% increase, tripled 200%, halved a 50% decrease (the rate compared with the answer as a
    value, in percent). Not where the problem uses the verb itself. Raises nothing."""
    if not problem or not _ASKS_PERCENT_CHANGE.search(problem):
        return
    from agon_mcore.agon.answer_forms import values_equal
    import sympy as sp

    for m in _MULTIPLE_VERB.finditer(text):
        w = m.group(1).lower()
        if re.search(r"(?i)\b" + w[:4], problem):
            continue
        rate = 50 if w.startswith("halve") else {"dou": 100, "tri": 200, "tre": 200, "qua": 300, "qui": 400}[w[:3]]
        if any(values_equal(sp.Integer(rate), v) for v in values):
            yield m.span()


# a rate written as its yearly factor: "the growth factor must be at least 1.1", "a multiplier of 0.85 per year"
_FACTOR_NAME = re.compile(r"(?i)\b(?:(?P<down>decay|discount|depreciation|shrink(?:age)?)|growth|compound(?:ing)?|interest|"
                          r"yearly|annual|monthly|price|scale)?\s*(?:factor|multiplier|ratio)\b[^.;\n\d]{0,40}?\$?\s*"
                          r"(?P<f>\d+\.\d+)(?![\d.]\d)")
_ASKS_RATE = re.compile(r"(?i)\bpercent(?:age)?\b|%|\brate\b")


def growth_factor_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of a factor ``1 + r`` (``1 - r`` for a decay or discount factor) named as a growth factor or
    multiplier where the problem asks a rate or a percent ``r`` ("the yearly growth factor must be at least 1.1" for
    10): the rate by one addition. Not a factor the problem writes. Raises nothing."""
    if not problem or not _ASKS_RATE.search(problem):
        return
    from agon_mcore.agon.answer_forms import values_equal
    import sympy as sp

    for m in _FACTOR_NAME.finditer(text):
        f = sp.nsimplify(m.group("f"))
        if re.search(r"(?<![\d.])" + re.escape(m.group("f")) + r"(?![\d.]\d|\d)", problem):
            continue
        rate = (1 - f) if m.group("down") else (f - 1)
        if rate > 0 and any(values_equal(rate * 100, v) or values_equal(rate, v) for v in values):
            yield m.start("f"), m.end("f")


def percent_change_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """``(start, end)`` of each percent change of a base in ``text`` whose result (base times one plus or minus the
    rate) equals one of ``values`` (sympy numbers): "grows by 50% over the 12" for 18 (module docstring). Raises
    nothing."""
    import sympy as sp

    from agon_mcore.agon.answer_forms import values_equal

    nums = [v for v in values if getattr(v, "is_number", False)]
    if not nums:
        return
    flat = re.sub(r"\s+", " ", problem or "")
    for m in _CHANGE.finditer(text):
        if re.sub(r"\s+", " ", m.group(0)) in flat:
            continue
        rate, base = sp.nsimplify(m.group(3)) / 100, sp.nsimplify(m.group(4))
        got = base * (1 + rate) if m.group("up") else base * (1 - rate)
        if any(values_equal(got, v) for v in nums):
            yield m.span()
