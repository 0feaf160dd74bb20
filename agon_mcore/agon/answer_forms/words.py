"""Numbers written in words or other scripts, counts and verdicts in words: :func:`word_mentions`,
:func:`count_mentions`."""
from __future__ import annotations

import functools
import math
import re
from fractions import Fraction
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms.notation import SCALE_WORDS as _SCALE, _DEG_RE, _PCT_RE
from agon_mcore.agon.answer_forms.values import Mention, Word, _num, _sp, place_value

# ----------------------------------------------------------------------------- words

_CARD = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
         "hundred thousand million billion").split()
_ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70,
        "eightieth": 80, "ninetieth": 90, "hundredth": 100, "thousandth": 1000}
_FRACW = {"half": 2, "halves": 2, "quarter": 4, "quarters": 4} | {
    k + "s": v for k, v in _ORD.items() if v >= 3} | {k: v for k, v in _ORD.items() if v >= 3}
_DIGIT_FRACTION = re.compile(r"(?i)(?<![\w.,/$])(\d{1,3})[ \t]*-?[ \t]*(" + "|".join(sorted(_FRACW, key=len, reverse=True)) +
                             r")(?![\w-])(?!\s+(?:place|grade|floor|century|birthday|time|row|column|term|day|of\s+(?:the|a)\s+month))")
_TENS_WORDS = {w: 10 * (k + 2) for k, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
# "a couple of thousand" (2000), "a couple hundred": two of the scale
_COUPLE = re.compile(r"(?i)\ba\s+couple\s+(?:of\s+)?(hundred|thousand|million|billion|dozen)\b")
_BAKERS = re.compile(r"(?i)\b(?:a|the)\s+baker'?s\s+dozen\b")  # 13
_OF_SCALE = re.compile(r"\s+of\s+(?:a|an|one)\s+(thousand|million|billion)\b", re.I)  # a number name, not "half of a dozen"
_MULT = {"twice": 2, "thrice": 3, "double": 2, "triple": 3, "quadruple": 4, "dozen": 12, "dozens": 12}
# collective number nouns, read only after a count ("a gross", "four score"): alone they are ordinary words
_COLLECTIVE = {"score": 20, "scores": 20, "gross": 144, "grand": 1000, "grands": 1000}  # "seven grand" (dollars)
_GLUED_SCORE = {c + "score": [c, "score"] for c in ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")}
# the other English names of zero ("the integral is nought", "naught", "zilch"); "nil" and "none" are words of another use
_ZERO = {"nought": "zero", "naught": "zero", "zilch": "zero", "nada": "zero"}
_WORD_ALT = "|".join(sorted(set(_CARD) | set(_ORD) | set(_FRACW) | set(_MULT) | set(_COLLECTIVE) | set(_ZERO) | set(_GLUED_SCORE) |
                            {"a", "an", "and", "point"},
                            key=len, reverse=True))
_WORD1 = rf"(?:{_WORD_ALT})(?:-?fold)?(?![A-Za-z])"
_WORD_RUN_RE = re.compile(rf"(?<![A-Za-z]){_WORD1}(?:[ \t-]+{_WORD1})*", re.IGNORECASE)
_NEG_BEFORE = re.compile(r"(?i)\b(?:negative|minus)\s+$")
# "one in every 7.5 draws", "one out of every four": the first term of a rate, no pronoun
_RATIO_AFTER = re.compile(r"(?i)\s+(?:in\s+every|out\s+of(?:\s+every)?)\s+(?:\d|(?:two|three|four|five|six|seven|eight|nine|ten|"
                          r"eleven|twelve|twenty|fifty|a\s+hundred|hundred|thousand)\b)")
_ONE_COUNT_BEFORE = re.compile(
    r"(?:\b(?:is|are|was|be|equals?|exactly|only|just|gives?|get|gets|has|have|had|there's|makes?|total|of|"
    r"answer|result|remains?|left)\s+|[=:]\s*|^\s*)(?:\*\*|\$)?$", re.IGNORECASE)
_PRONOUN_AFTER = re.compile(r"\s*(?:of\b|that\b|which\b|who\b|another\b|can\b|could\b|would\b|should\b|must\b|may\b|might\b|needs?\b|"
                            r"finds?\b|sees?\b|gets?\b|has\b|is\b|checks?\b|side\b|hand\b|way\b|by\b|"
                            # "One more observation:", "one last check": a discourse idiom, no count
                            r"(?:more|last|final|further)\s+(?:thing|observation|note|remark|step|check|point|detail|idea|"
                            r"trick|fact|comment|thought|approach|sanity|subtlety|caveat)s?\b|"
                            # "one more than a multiple of 6", "one less than twice n": an operand of a sum, not the value 1
                            r"(?:more|less|fewer|greater|smaller)\s+than\s+(?:an?|the|twice|thrice|its|their|each|every|any|some|"
                            r"\$|\\\(|\d|[a-z]\b))", re.IGNORECASE)


_MULTIPLICITY_AFTER = re.compile(r"(?i)[\s-]+(?:real\s+|complex\s+)?(?:roots?|zeros?|zeroes|poles?|points?|eigenvalues?|factors?|"
                                 r"tangency|intersections?|solutions?)\b")
_DIGIT = {w: i for i, w in enumerate("zero one two three four five six seven eight nine".split())}


def _text2num(words: List[str]) -> Optional[int]:
    if not words:
        return None
    try:
        from text_to_num import text2num

        return int(text2num(" ".join(words), "en"))
    except Exception:  # noqa: BLE001 - not a number phrase text2num accepts
        return None


def _read_word_run(words: List[str]) -> Tuple[Optional[Fraction], str]:
    """The value of a run of number words and its kind (``cardinal``, ``ordinal``,
    ``fraction``, ``mult``), or (None, "")."""
    w = [_ZERO.get(x.lower(), x.lower()) for x in words if x]
    fold = False
    if w and w[-1].endswith("fold") and w[-1] != "fold":
        w[-1] = w[-1][:-4].rstrip("-")
        fold = True
    w = [x for x in w if x != "fold"]
    while w and w[0] in ("a", "an", "and"):
        lead = w[0]
        if len(w) > 1 and w[1] in {"hundred", "thousand", "million", "dozen", "half", "quarter", "third"} | set(_FRACW) | set(_MULT) | \
                set(_COLLECTIVE):
            w = ["one"] + w[1:] if lead in ("a", "an") else w[1:]
            break
        w = w[1:]
    while w and w[-1] in ("and", "a", "an"):
        w = w[:-1]
    if not w:
        return None, ""
    w = [x for g in w for x in _GLUED_SCORE.get(g, [g])]  # "threescore" is "three score"
    # a count of a collective noun and a remainder: "four score and seven" (87), "three dozen and five" (41)
    if "and" in w and w[-1] != "half":
        k = len(w) - 1 - w[::-1].index("and")
        size = _COLLECTIVE.get(w[k - 1]) or _MULT.get(w[k - 1]) if k >= 2 and w[k - 1] in {*_COLLECTIVE, "dozen", "dozens"} else None
        rest = _text2num(w[k + 1:]) if size else None
        if rest is not None and 0 < rest < size:
            head, _ = _read_word_run(w[:k])
            return (head + rest, "cardinal") if head is not None else (None, "")
    # a fraction or mixed number of a scale word multiplies it: "half a million", "a quarter million",
    # "two and a half thousand" (a cardinal before it, "two thousand", is text2num's)
    if len(w) >= 2 and w[-1] in _SCALE:
        head = w[:-1]
        while head and head[-1] in ("a", "an", "of"):
            head = head[:-1]
        v, kind = _read_word_run(head) if head and head != ["one"] else (None, "")
        if kind == "fraction":
            return v * _SCALE[w[-1]], "cardinal"
    # "N and a half"; after a scale word the half is of the scale ("a million and a half", "a dozen and a half")
    if len(w) >= 3 and w[-3:-1] in (["and", "one"], ["and", "a"]) and w[-1] == "half":
        last = w[-4] if len(w) >= 4 else ""
        n = _text2num(w[:-3]) if last not in _MULT else None
        half = Fraction(_SCALE.get(last, 1), 2)
        if n is None and last in _SCALE:
            n, _ = _read_word_run(w[:-3])
        return (Fraction(n) + half, "fraction" if half.denominator > 1 else "cardinal") if n is not None else (None, "")
    if "point" in w:  # "zero point seven five"
        k = w.index("point")
        head = _text2num(w[:k]) if k else 0
        digits = [_DIGIT.get(x) for x in w[k + 1:]]
        if head is None or not digits or None in digits:
            return None, ""
        return Fraction(f"{head}." + "".join(map(str, digits))), "cardinal"
    if w[-1] in _COLLECTIVE:  # "a gross" (144), "four score" (80); "score" or "gross" alone is no number
        n = _text2num(w[:-1]) if len(w) > 1 else None
        return (Fraction(n * _COLLECTIVE[w[-1]]), "mult") if n is not None else (None, "")
    if w[-1] in _MULT:
        n = _text2num(w[:-1]) if len(w) > 1 else 1
        if n is None and len(w) > 1 and w[-1].startswith("dozen"):  # "three and a half dozen"
            v, _ = _read_word_run(w[:-1])
            return (v * 12, "mult") if v is not None else (None, "")
        if n is None:
            return None, ""
        return Fraction(n * _MULT[w[-1]]) if w[-1].startswith("dozen") else Fraction(_MULT[w[-1]]), "mult"
    if len(w) >= 3 and w[-2] in _TENS_WORDS and w[-1] in _FRACW and _FRACW[w[-1]] < 10:
        n = _text2num(w[:-2])  # "three fifty-sixths": the denominator a compound ordinal (50 + 6)
        if n is not None:
            return Fraction(n, _TENS_WORDS[w[-2]] + _FRACW[w[-1]]), "fraction"
    if w[-1] in _FRACW and len(w) >= 2:
        n = _text2num(w[:-1])
        if n is not None:
            return Fraction(n, _FRACW[w[-1]]), "fraction"
    if w[-1] in ("half", "halves") and len(w) == 1:
        return Fraction(1, 2), "fraction"
    if w[-1] in _ORD and len(w) >= 1:
        head = _text2num(w[:-1]) if len(w) > 1 else 0
        if head is None:
            return None, ""
        return Fraction(head + _ORD[w[-1]]), "ordinal"
    n = _text2num(w)
    if n is None:
        return None, ""
    return Fraction(n), ("mult" if fold else "cardinal")


def word_mentions(text: str) -> List[Mention]:
    """Numbers written in words (``text2num`` for the cardinal part) and CJK numerals. Cached per text."""
    return list(_word_mentions_cached(text))


@functools.lru_cache(maxsize=8192)
def _word_mentions_cached(text: str):
    return tuple(_word_mentions(text))


def _word_mentions(text: str) -> List[Mention]:
    out: List[Mention] = []
    for m in _WORD_RUN_RE.finditer(text):
        raw = m.group(0)
        s = m.start()
        words = re.split(r"[\s-]+", raw.strip())
        if all(x.lower() in ("a", "an", "and") for x in words):
            continue
        # trim leading/trailing filler words for the span
        lead = re.match(r"(?:(?:a|an|and)[\s-]+)*", raw, re.IGNORECASE)
        core_start = s
        if lead and lead.end() and not re.match(r"(?:a|an)[\s-]+(?:hundred|thousand|million|dozen|half|quarter|third|fourth|fifth|gross|score)",
                                                raw, re.IGNORECASE):
            core_start = s + lead.end()
        core = raw.rstrip()
        core = re.sub(r"(?:[\s-]+(?:and|a|an))+$", "", core, flags=re.IGNORECASE)
        end = s + len(core)
        val, kind = _read_word_run(re.split(r"[\s-]+", text[core_start:end].strip()))
        if val is None:
            # a run of two numbers ("fourth one", "two three"): the longest prefix that reads
            toks = list(re.finditer(r"[^\s-]+", text[core_start:end]))
            for cut in range(len(toks) - 1, 0, -1):
                val, kind = _read_word_run([t.group(0) for t in toks[:cut]])
                if val is not None:
                    end = core_start + toks[cut - 1].end()
                    break
        if val is None:
            continue
        span_words = [x.lower() for x in re.split(r"[\s-]+", text[core_start:end].strip())]
        if len(span_words) == 1 and span_words[0] in _MULT and _MULTIPLICITY_AFTER.match(text, end):
            continue  # "a triple root", "a double zero": a multiplicity, a property of the root, no value stated
        if span_words == ["one"] or span_words == ["second"] or span_words == ["first"]:
            # "one" is also a pronoun, "second" a unit of time, "first" an order of work
            if span_words != ["one"] or not (_ONE_COUNT_BEFORE.search(text[max(0, core_start - 30):core_start])
                                               or _NEG_BEFORE.search(text[max(0, core_start - 12):core_start])
                                               or _RATIO_AFTER.match(text, end)) \
                    or _PRONOUN_AFTER.match(text, end):
                continue
        of_scale = _OF_SCALE.match(text, end) if kind == "fraction" else None
        if of_scale:  # "three quarters of a million"
            val, end = val * _SCALE[of_scale.group(1).lower()], of_scale.end()
        value = _num(val)
        work = False
        if kind == "fraction":  # "two twelfths" is 2/12 still to reduce, like the digits 2/12
            words_ = [x.lower() for x in re.split(r"[\s-]+", text[core_start:end].strip())]
            n_ = _text2num([x for x in words_[:-1] if x not in ("a", "an", "and")]) if len(words_) > 1 else 1
            d_ = _FRACW.get(words_[-1])
            work = bool(n_ and d_ and math.gcd(int(n_), int(d_)) > 1) and "and" not in words_  # "two and a half": a mixed number
        alts: List = []
        neg = _NEG_BEFORE.search(text[max(0, core_start - 12):core_start])
        if neg and kind == "cardinal":  # "negative one", "minus three"
            core_start -= len(text[max(0, core_start - 12):core_start]) - neg.start()
            value = -value
        pct, deg = _PCT_RE.match(text, end), _DEG_RE.match(text, end)
        if pct:  # "seventy-five percent" is also 0.75; "sixty degrees" also pi/3
            end = pct.end()
            alts.append(value / 100)
        elif deg:
            end = deg.end()
            alts.append(value * _sp().pi / 180)
        out.append(Mention(core_start, end, value, "words", alts=tuple(alts), arith=work))
    for m in _DIGIT_FRACTION.finditer(text):  # "3 fourths", "5 eighths", "1 third": a digit numerator, a word denominator
        n_, d_ = int(m.group(1)), _FRACW[m.group(2).lower()]
        if (n_ == 1) == (not m.group(2).lower().endswith("s")):  # "1 third", "3 thirds"; not "3 fifth" (a place)
            out.append(Mention(m.start(), m.end(), _num(Fraction(n_, d_)), "words", arith=math.gcd(n_, d_) > 1))
    for m in _BAKERS.finditer(text):
        out.append(Mention(m.start(), m.end(), _num(Fraction(13)), "words"))
    for m in _COUPLE.finditer(text):
        scale = 12 if m.group(1).lower() == "dozen" else _SCALE[m.group(1).lower()]
        out.append(Mention(m.start(), m.end(), _num(Fraction(2 * scale)), "words"))
    out += _cjk_mentions(text)
    return out


_CJK_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
              # the financial (banker's) forms, simplified and traditional: 肆拾贰 is 42
              "壹": 1, "贰": 2, "貳": 2, "叁": 3, "參": 3, "肆": 4, "伍": 5, "陆": 6, "陸": 6, "柒": 7, "捌": 8, "玖": 9}
_CJK_UNIT = {"十": 10, "百": 100, "千": 1000, "万": 10000, "拾": 10, "佰": 100, "仟": 1000, "萬": 10000}
_CJK_RE = re.compile("[" + "".join(_CJK_DIGIT) + "".join(_CJK_UNIT) + "]+")


def _cjk_value(s: str) -> Optional[int]:
    return place_value(s, _CJK_DIGIT, _CJK_UNIT)


# a CJK fraction "b分之a" (a over b: 八分之三 = 3/8), with CJK or Arabic numerals
_CJK_FRACTION = re.compile("(" + _CJK_RE.pattern + r"|\d+)分之(" + _CJK_RE.pattern + r"|\d+)")


def _cjk_mentions(text: str) -> List[Mention]:
    out = []
    for m in _CJK_RE.finditer(text):
        v = _cjk_value(m.group(0))
        if v is not None:
            out.append(Mention(m.start(), m.end(), _num(Fraction(v)), "words"))
    for m in _CJK_FRACTION.finditer(text):
        den, num = (int(g) if g.isdigit() else _cjk_value(g) for g in m.groups())
        if den:
            out.append(Mention(m.start(), m.end(), _num(Fraction(num, den)), "words"))
    return out


_COUNT_WORDS = [
    (re.compile(r"\binfinite(?:ly)?\s+many\b|\binfinitely\b|\binfinite(?:\s+number)?\b|\binfinity\b|∞|\\infty(?![A-Za-z])|"
                r"[ℵא]\s*(?:₀|0|_\{?0\}?)|\\aleph_\{?\s*0\s*\}?|\baleph[-\s](?:null|naught|zero|nought)\b",
                re.IGNORECASE), "oo"),
    (re.compile(r"\bno\s+such\s+\w+|\bno\s+(?:real\s+|integer\s+|positive\s+|valid\s+)?(?:solutions?|roots?|numbers?|"
                r"values?|ways?|integers?|pairs?)\b|\bnothing\b|\bnobody\b"
                # "none of these steps": a remark on the work, not a count of 0
                r"|\bnone\b(?!\s+of\s+(?:these|those|the|my|our|its)\s+(?:steps?|parts?|ideas?|details?|tricks?|"
                r"calculations?|computations?|arguments?|methods?|moves?)\b)"
                # "neither of them is prime": none of two, as a subject with its predicate ("neither ... nor" joins)
                r"|\bneither\b(?=(?:\s+of\s+(?:them|these|those|the\s+\w+))?\s+(?:is|are|works?|qualif(?:y|ies)|satisf(?:y|ies)|"
                r"counts?|divides?|has|have)\b)", re.IGNORECASE), 0),
    # "the only one that fits": "one" is a pronoun for a candidate, not the count 1
    (re.compile(r"\b(?:the|a)\s+unique\s+\w+|\bunique(?:ly)?\b|"
                r"\b(?:exactly|only|just)\s+one\b(?!\s+(?:that|which|who|of|among|left\s+to|here)\b)|"
                r"\bsingle\s+(?:solution|root|value|way)\b", re.IGNORECASE), 1),
    # uniqueness as the predicate of the counted object ("60 is the lone multiple", "its sole root", "x = 2
    # is the only solution"): lone/sole always mean one; only/single as a copula's predicate with a noun that is
    # no work word ("is the only way to ...", "the only step left") and no pronoun for a candidate ("the only one
    # that fits")
    (re.compile(r"\b(?:the|a|its|their)\s+(?:lone|sole)\s+[a-z]+|"
                r"(?<=\s)(?:is|are|was|remains|being)\s+(?:the|its|their)\s+(?:only|single)\s+"
                r"(?!(?:way|thing|step|part|catch|trick|issue|problem|difference|change|question|option|"
                r"reason|place|time|case|hard|tricky|remaining|other|one\s+(?:that|which|who|of|among|left))\b)"
                r"[a-z]+\b(?!\s+(?:to|left)\b)", re.IGNORECASE), 1),
]
_VERDICT_WORDS = [
    (re.compile(r"\bimpossible\b|\bnot\s+possible\b|\bcannot\b|\bcan't\b|\bcan\s+not\b|\bno\b(?!\s+(?:such|more|longer|"
                r"solution|root|number|value|way|integer|pair|real|valid|positive))|\bfalse\b|\bnever\b|\bdoes\s+not\s+exist\b",
                re.IGNORECASE), "no"),
    (re.compile(r"\byes\b|\bpossible\b|\btrue\b|\balways\b|\bexists\b", re.IGNORECASE), "yes"),
]


def count_mentions(text: str) -> List[Mention]:
    """Counts and verdicts stated in words (``infinitely many``, ``no such number``, ``the
    unique solution``, ``impossible``, ``yes``)."""
    sp = _sp()
    out = []
    for rx, v in _COUNT_WORDS:
        for m in rx.finditer(text):
            out.append(Mention(m.start(), m.end(), sp.oo if v == "oo" else sp.Integer(v), "count"))
    for rx, v in _VERDICT_WORDS:
        for m in rx.finditer(text):
            out.append(Mention(m.start(), m.end(), Word(v), "word"))
    return out


