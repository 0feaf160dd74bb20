"""A value written as an operation in words on a named operand: "pi squared" (``\\pi^2``), "the square of Euler's
limit" (``e^2``), "twice the golden ratio", "half of pi" (``\\pi/2``), "the reciprocal of e", "the cube root of two",
"the fourth power of $\\sqrt2$" (4), "the natural log of two" (``\\ln 2``).

The operand is a named constant (``named_values``' constants, "pi"/"π"/``\\pi``, "Euler's limit", and the bare letter
e where the answer is in Euler's number), a numeral, a number word or a short formula in ``$...$``. Up to two
operations in front ("the square of", "the cube root of", "the reciprocal of", "twice", "three times", "half of",
"a third of", "the negative of", "the fourth power of") and one behind ("squared", "cubed", "to the fifth (power)",
"to the power 3") are applied in reading order, with sympy. Each phrase is one :class:`~.values.Mention` of kind
``spoken``; ``arith`` is True where the operand is a plain number or the value is rational (arithmetic still to do:
"the square of seven", "the fourth power of $\\sqrt2$" are work unless their role says they are the answer), False for
a closed form in words ("pi squared" states ``\\pi^2``; "the natural log of two" states ``\\ln 2``: a logarithm, an
exponential or a trigonometric function of a number, where its value is irrational). A quotient of two primes to
powers with no prime in common ("three to the fifth over five to the fourth") is a fraction's notation, kind ``factored``, as ``\\frac{3^5}{5^4}`` is
(``answer_forms.factorisation``); a lone power in words stays arithmetic to do.

An involution stated of the thing just named ("its reciprocal is 4/3", "whose conjugate is $3+4i$", "its negative is
-7") reads the thing, a stated value (never arithmetic to do); "the conjugate of $3+4i$" reads like "the reciprocal of".
:func:`vector_norm_mentions` reads a vector's length named in words ("the length of the vector $(1, 1, 8)$").
"""
from __future__ import annotations

import functools
import re
from typing import Callable, List, Optional, Tuple

from agon_mcore.agon.answer_forms.values import Mention, _sp, latex_value

__all__ = ["spoken_operation_mentions", "place_word_mentions", "vector_norm_mentions"]

_ORD = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
_CARD = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
         "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
         "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "hundred": 100}
_N = r"(\d+|" + "|".join(_CARD) + r")"
_NTH = r"(\d+(?:st|nd|rd|th)|" + "|".join(_ORD) + r")"
_OWNER = r"(?:its|whose|their)"
_IS = r"(?:is|was|equals|would\s+be|comes\s+out\s+(?:as|to)|=)"

# front operations: (pattern, builder from the match to a function of the operand)
_FRONT: List[Tuple[str, Callable]] = [
    (r"(?:the\s+)?square\s+root\s+of", lambda m, sp: sp.sqrt),
    (r"(?:the\s+)?cube\s+root\s+of", lambda m, sp: lambda x: sp.root(x, 3)),
    (r"(?:the\s+)?square\s+of", lambda m, sp: lambda x: x ** 2),
    (r"(?:the\s+)?cube\s+of", lambda m, sp: lambda x: x ** 3),
    (r"(?:the\s+)?" + _NTH + r"\s+power\s+of", lambda m, sp: lambda x: x ** _num(m.group(1))),
    (r"(?:the\s+)?(?:reciprocal|multiplicative\s+inverse)\s+of|one\s+over", lambda m, sp: lambda x: 1 / x),
    (r"(?:the\s+)?(?:negative|additive\s+inverse|opposite)\s+of|minus", lambda m, sp: lambda x: -x),
    (r"(?:the\s+)?(?:complex\s+)?conjugate\s+of", lambda m, sp: sp.conjugate),
    # an involution stated of the thing just named: "its reciprocal is 4/3", "whose conjugate is $3+4i$" (the thing is
    # the operation of the operand, as the operand is the operation of the thing)
    (_OWNER + r"\s+(?:reciprocal|multiplicative\s+inverse)\s+" + _IS, lambda m, sp: lambda x: 1 / x),
    (_OWNER + r"\s+(?:complex\s+)?conjugate\s+" + _IS, lambda m, sp: sp.conjugate),
    (_OWNER + r"\s+(?:negative|additive\s+inverse|opposite)\s+" + _IS, lambda m, sp: lambda x: -x),
    (r"(?:the\s+)?(?:natural\s+)?(?:log|logarithm)\s+of|(?:the\s+)?(?:log|logarithm)\s+base\s+e\s+of", lambda m, sp: sp.log),
    (r"(?:the\s+)?(?:common\s+)?(?:log|logarithm)\s+base\s+(?:10|ten)\s+of", lambda m, sp: lambda x: sp.log(x, 10)),
    (r"(?:the\s+)?(?:log|logarithm)\s+base\s+(?:2|two)\s+of|(?:the\s+)?binary\s+log(?:arithm)?\s+of", lambda m, sp: lambda x: sp.log(x, 2)),
    (r"(?:the\s+)?sine\s+of", lambda m, sp: sp.sin),
    (r"(?:the\s+)?cosine\s+of", lambda m, sp: sp.cos),
    (r"(?:the\s+)?tangent\s+of", lambda m, sp: sp.tan),
    (r"(?:the\s+)?arc\s*tangent\s+of|(?:the\s+)?arctan\s+of", lambda m, sp: sp.atan),
    (r"(?:the\s+)?exponential\s+of|e\s+to\s+the\s+power\s+(?:of\s+)?", lambda m, sp: sp.exp),
    (r"twice|double", lambda m, sp: lambda x: 2 * x),
    (r"thrice|triple", lambda m, sp: lambda x: 3 * x),
    (_N + r"\s+times", lambda m, sp: lambda x: _num(m.group(1)) * x),
    (r"half(?:\s+of)?", lambda m, sp: lambda x: x / 2),
    (r"(?:a|one)\s+third\s+of", lambda m, sp: lambda x: x / 3),
    (r"(?:a|one)\s+quarter\s+of|(?:a|one)\s+fourth\s+of", lambda m, sp: lambda x: x / 4),
]
_BACK: List[Tuple[str, Callable]] = [
    (r"squared", lambda m, sp: lambda x: x ** 2),
    (r"cubed", lambda m, sp: lambda x: x ** 3),
    (r"to\s+the\s+(?:power\s+(?:of\s+)?)?" + _N + r"(?!\w)", lambda m, sp: lambda x: x ** _num(m.group(1))),
    (r"to\s+the\s+" + _NTH + r"(?:\s+power)?", lambda m, sp: lambda x: x ** _num(m.group(1))),
]
_FRONT_RE = [(re.compile(r"(?i)\b(?:" + rx + r")\s+"), f) for rx, f in _FRONT]
_BACK_RE = [(re.compile(r"(?i)\s*(?:" + rx + r")\b"), f) for rx, f in _BACK]
_OPERAND_START = re.compile(r"(?i)(?<![\w\\])(?:the\s+)?(?:\$|\d|\\pi|π|pi\b|e\b|[a-z]+'?s?\s)")
_STATED = re.compile(r"(?i)" + _OWNER + r"\s")
_FRONT_ANY = re.compile(r"(?i)\b(?:" + "|".join(rx for rx, _ in _FRONT) + r")\s+")
_BACK_ANY = re.compile(r"(?i)\b(?:squared|cubed|to\s+the)\b")


def _num(tok: str) -> int:
    t = tok.lower()
    if t in _CARD:
        return _CARD[t]
    if t in _ORD:
        return _ORD[t]
    return int(re.match(r"\d+", t).group(0))


@functools.lru_cache(maxsize=2)
def _constants(euler: bool) -> Tuple[Tuple["re.Pattern[str]", str], ...]:
    """The named operands as compiled patterns with their sympy values (the bare letter e only where ``euler``)."""
    from agon_mcore.agon.answer_forms.named_values import _CONSTANTS

    rxs = [*_CONSTANTS, (r"\\pi(?![A-Za-z])|π|\bpi\b", "pi"), (r"euler'?s\s+limit", "E")]
    if euler:
        rxs.append((r"(?<![\w\\'])e(?![\w'])", "E"))
    return tuple((re.compile(r"(?i)(?:" + rx + r")"), val) for rx, val in rxs)


def _operand(text: str, i: int, euler: bool) -> Optional[Tuple[int, object, bool]]:
    """The operand starting at ``text[i]`` (after "the"): ``(end, value, plain_number)`` or None."""
    sp = _sp()
    j = i + len(re.match(r"(?i)(?:the\s+)?", text[i:]).group(0))
    rest = text[j:j + 80]
    m = re.match(r"\$([^$\n]{1,40})\$", rest)
    if m:
        v = latex_value(m.group(1))
        if v is not None and getattr(v, "is_number", False):
            return j + m.end(), v, bool(re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*", m.group(1)))
        return None
    for rx, val in _constants(euler):
        m = rx.match(rest)
        if m:
            return j + m.end(), sp.sympify(val), False
    m = re.match(r"([-−]?\d+)\s*/\s*(\d+)(?!\d|\.\d|/)", rest)
    if m and int(m.group(2)):
        return j + m.end(), sp.Rational(int(m.group(1).replace("−", "-")), int(m.group(2))), True  # "its reciprocal is 4/3"
    m = re.match(r"([-−]?\d+(?:\.\d+)?)(?!\d|\.\d|\s*[%/])", rest)
    if m:
        return j + m.end(), sp.Rational(m.group(1).replace("−", "-")), True  # "040" too; "its negative is -7"
    m = re.match(r"(?i)(" + "|".join(k for k in _CARD if k != "hundred") + r")\b(?![- ]\w+(?:ty|teen))", rest)
    if m:
        return j + m.end(), sp.Integer(_CARD[m.group(1).lower()]), True
    return None


def spoken_operation_mentions(text: str, euler: bool = False) -> List[Mention]:
    """The values of the operation phrases of ``text`` (module docstring): one ``spoken`` Mention per phrase, its span the
    whole phrase, its value a sympy number. A phrase with no operation word is no mention (the operand readers read
    it). Never raises on a phrase sympy cannot evaluate: it is skipped."""
    if not (_FRONT_ANY.search(text) or _BACK_ANY.search(text)):
        return []
    sp = _sp()
    out: List[Mention] = []
    # a phrase opens with an operation in front, or with the operand of an operation behind ("pi squared"): the word
    # starts in the few words before each one
    starts = {m.start() for m in _FRONT_ANY.finditer(text)}
    for b in _BACK_ANY.finditer(text):
        lo = max(0, b.start() - 40)
        starts |= {lo + m.start() for m in _OPERAND_START.finditer(text[lo:b.start()])}
    starts = sorted(starts)
    taken = -1
    powers = set()  # the spans of a prime to a power ("three to the fifth")
    for s0 in starts:
        if s0 < taken:
            continue
        i, funcs = s0, []
        stated = bool(_STATED.match(text, s0))  # "its reciprocal is 4/3" states the thing, no arithmetic to do
        for _ in range(2):
            for rx, build in _FRONT_RE:
                m = rx.match(text, i)
                if m:
                    funcs.append(build(m, sp))
                    i = m.end()
                    break
            else:
                break
        got = _operand(text, i, euler)
        if got is None:
            continue
        end, v, plain = got
        prime_power = False
        for rx, build in _BACK_RE:
            m = rx.match(text, end)
            if m:
                funcs.append(build(m, sp))  # "half pi squared": the power behind binds first
                prime_power = len(funcs) == 1 and getattr(v, "is_Integer", False) and bool(sp.isprime(int(v)))
                end = m.end()
                break
        if not funcs:
            continue
        try:
            for f in reversed(funcs):
                v = f(v)
            v = sp.nsimplify(v) if getattr(v, "is_Float", False) else sp.simplify(v)
        except (TypeError, ValueError, ZeroDivisionError, AttributeError, sp.SympifyError):
            continue
        if not getattr(v, "is_number", False) or v.has(sp.zoo, sp.nan):
            continue
        closed = not v.is_Rational and v.has(sp.log, sp.exp, sp.sin, sp.cos, sp.tan, sp.atan)  # "the natural log of two"
        out.append(Mention(s0, end, v, "spoken", arith=(plain or bool(v.is_Rational)) and not closed and not stated))
        if prime_power:
            powers.add((s0, end))
        taken = end
    # "three to the fifth over five to the fourth": a quotient of two prime powers in words is a number's notation, as
    # ``\frac{3^5}{5^4}`` is (answer_forms.factorisation); other quotients of phrases are arithmetic to do
    for a, b in zip(list(out), list(out[1:])):
        if re.fullmatch(r"(?i)\s+(?:over|divided\s+by)\s+", text[a.end:b.start]) and b.value != 0:
            both = {(a.start, a.end), (b.start, b.end)} <= powers and \
                not set(sp.factorint(int(a.value))) & set(sp.factorint(int(b.value)))
            out.append(Mention(a.start, b.end, sp.Rational(a.value, b.value) if both else a.value / b.value,
                               "factored" if both else "spoken", arith=not both))
    return out


# ----------------------------------------------------------------------------- a number as counts of named places
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_UNITS = {k: v for k, v in _CARD.items() if 2 <= v <= 19}


def _plural(w: str) -> str:
    return w[:-1] + "ies" if w.endswith("y") else w + ("es" if w.endswith(("x", "s")) else "s")


_PLACE_WORDS = {"ones": 1, "units": 1, "hundreds": 100, "thousands": 1000}
_PLACE_WORDS.update({_plural(w): v for w, v in {**_UNITS, **_TENS}.items()})
_PLACE_WORDS.update({f"{t}-{_plural(u)}": tv + uv for t, tv in _TENS.items() for u, uv in _UNITS.items() if uv < 10})
# the place named once ("one sixty-four", "a hundred"): the singular after a count of one
_PLACE_WORDS.update({"hundred": 100, "thousand": 1000, "unit": 1,
                     **{f"{t}-{u}": tv + uv for t, tv in _TENS.items() for u, uv in _UNITS.items() if uv < 10}})
_PLACE = r"(?:" + "|".join(sorted(map(re.escape, _PLACE_WORDS), key=len, reverse=True)) + r")"
_COUNT = r"(\d+|" + "|".join(k for k in _CARD if k not in ("zero", "hundred")) + r"|an?|no)"
_PLACE_TERM = _COUNT + r"\s+(" + _PLACE + r")\b"
_PLACE_RUN = re.compile(r"(?i)\b" + _PLACE_TERM + r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+plus\s+)" + _PLACE_TERM +
                        r"(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+plus\s+)" + _PLACE_TERM + r")?")


def place_word_mentions(text: str) -> List[Mention]:
    """A number written as counts of named places, in any base: "five eights and two ones" (42, the value of
    ``52_8``), "three hundreds, four tens and two ones" (342), "one sixty-four, two eights and no ones" (80): two or
    three terms "<count> <place>s" whose place words are plural number words. One ``spoken`` Mention per run, its value
    the sum (a numeral's own notation, no arithmetic still to do)."""
    sp = _sp()
    if not re.search(r"(?i)\b(?:ones|units)\b|s\s+and\s+", text):
        return []
    out = []
    for m in _PLACE_RUN.finditer(text):
        groups = [g for g in m.groups() if g is not None]
        total = 0
        for count, place in zip(groups[0::2], groups[1::2]):
            c = count.lower()
            n = int(c) if c.isdigit() else 1 if c in ("a", "an") else 0 if c == "no" else _CARD[c]
            total += n * _PLACE_WORDS[place.lower()]
        out.append(Mention(m.start(), m.end(), sp.Integer(total), "spoken"))
    return out


# ----------------------------------------------------------------------------- a vector's length
_NUM = r"[-−]?\d+(?:\.\d+)?"
_VECTOR_NORM = re.compile(r"(?i)\b(?:the\s+)?(?:euclidean\s+)?(?:length|norm|magnitude)\s+of\s+(?:the\s+)?(?:vector\s+)?"
                          r"\$?\s*(?:\(|\\langle|⟨|\\left\(|\[)\s*(" + _NUM + r"(?:\s*,\s*" + _NUM + r")+)\s*"
                          r"(?:\)|\\rangle|⟩|\\right\)|\])\s*\$?")


def vector_norm_mentions(text: str) -> List[Mention]:
    """The Euclidean length of a vector named in words ("the length of the vector $(1, 1, 8)$" = ``\\sqrt{66}``, "the
    norm of ⟨3, 4⟩" = 5): one ``spoken`` Mention per phrase, ``arith`` where the length is rational (arithmetic still to
    do, as "the square root of 25" is), a stated value where it is irrational. Raises nothing."""
    if not re.search(r"(?i)\b(?:length|norm|magnitude)\s+of\b", text):
        return []
    sp = _sp()
    out = []
    for m in _VECTOR_NORM.finditer(text):
        parts = [sp.Rational(x.replace("−", "-")) for x in re.split(r"\s*,\s*", m.group(1))]
        v = sp.sqrt(sum(x ** 2 for x in parts))
        out.append(Mention(m.start(), m.end(), v, "spoken", arith=bool(v.is_Rational)))
    return out
