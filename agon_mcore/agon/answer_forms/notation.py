"""Numbers written with digits, in any notation (package docstring): :func:`number_mentions`."""
from __future__ import annotations

import functools
import math
import re
import unicodedata
from fractions import Fraction
from typing import Any, List, Optional, Tuple

from agon_mcore.agon.answer_forms.canon import canonical, to_original
from agon_mcore.agon.answer_forms.values import Mention, _num, _sp

# ----------------------------------------------------------------------------- number tokens

_NUM = r"(?:\d+(?:\.\d+)?|\.\d+)"
# thousands separators: comma, any space, apostrophe (Swiss), LaTeX spacing; dots in the grp_dot form
_SEP = r"(?:,|\{,\}|\\,|\\;|\\:|\\ |\\!|~|[ \u00a0\u2009\u202f'\u2019])"
_SUP = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_SUB = "₀₁₂₃₄₅₆₇₈₉"
_SUP_MAP = {c: str(i) for i, c in enumerate(_SUP)} | {"⁻": "-"}
_SUB_MAP = {c: str(i) for i, c in enumerate(_SUB)}
_VULGAR = "¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞"

# Each alternative is one number form; the longest match at a position wins.
_TOKEN_RE = re.compile(
    r"(?P<key>(?:\d\ufe0f?\u20e3)+)|"  # keycap digits 4️⃣2️⃣
    r"(?P<rep>(?P<ri>\d*)\.(?P<rf>\d*)(?:\((?P<rr>\d+)\)|\\overline\s*\{(?P<rr2>\d+)\}|\\dot\s*\{?(?P<rr3>\d)\}?))"
    r"|(?P<ell>(?P<ei>\d*)\.(?P<ef>\d+)\s*(?:\.\.\.|…|\\ldots|\\dots|\\cdots))"
    rf"|(?P<sci>(?P<sm>{_NUM})\s*(?:[eE](?P<se>[-+]?\d+)(?![A-Za-z])|(?:\\times|\\cdot|×|\*|·)\s*10\s*(?:\^\s*\{{?\s*(?P<se2>[-+−]?\d+)\s*\}}?|\*\*\s*\(?(?P<se3>[-+]?\d+)\)?|(?P<se4>[{_SUP}⁻]+))))"
    r"|(?P<hex>0[xX][0-9A-Fa-f]+|0[bB][01]+|0[oO][0-7]+)(?![0-9A-Za-z])"
    rf"|(?P<based>\(?(?P<bd>[0-9A-Fa-f]+)\)?(?:_\s*\{{?\s*(?P<bb>\d{{1,2}})\s*\}}?|(?P<bbs>[{_SUB}]+)))"
    r"|(?P<mixf>(?P<mw>\d+)\s*\\[cdt]?frac\s*(?:\{\s*(?P<mn>\d+)\s*\}\s*\{\s*(?P<md>\d+)\s*\}|(?P<mn1>\d)(?P<md1>\d)(?!\d)))"
    r"|(?P<mixs>(?P<xw>\d+)\s+(?P<xn>\d+)\s*/\s*(?P<xd>\d+)(?!\d|\.\d))"
    rf"|(?P<vul>(?P<vw>\d+)?(?P<vv>[{_VULGAR}]))"
    rf"|(?P<frac>\\[cdt]?frac\s*(?:\{{\s*(?P<fn>-?{_NUM})\s*\}}|(?P<fn1>\d))\s*(?:\{{\s*(?P<fd>-?{_NUM})\s*\}}|(?P<fd1>\d)))"
    rf"|(?P<over>\{{\s*(?P<on>-?{_NUM})\s*\\over\s*(?P<od>-?{_NUM})\s*\}})"
    rf"|(?P<pow>(?P<pb>\d+)\s*(?:\^|\*\*)\s*(?:\{{\s*(?P<pe>-?\d+)\s*\}}|\(\s*(?P<pe2>-?\d+)\s*\)|(?P<pe1>-?\d)(?![\d/.])))"
    rf"|(?P<upow>(?P<ub>\d+)(?P<ue>[{_SUP}]+))"
    r"|(?P<sl>(?P<sn>\d+)\s*/\s*(?P<sd>\d+)(?!\d|\.\d))"
    r"|(?P<ind>\d{1,2}(?:,\d{2})+,\d{3})(?![\d]|[.,]\d)"  # Indian grouping (lakh, crore): 12,09,600
    rf"|(?P<grp>\d{{1,3}}(?:{_SEP}\d{{3}})+(?:\.\d+)?)(?![\d])"
    r"|(?P<gdot>\d{1,3}(?:\.\d{3}){2,})(?![\d.])"
    r"|(?P<plain>\d+(?:\.\d+)?|\.\d+)"
)
_PCT_RE = re.compile(r"\s*(?:\\%|%|\s?per\s?cent\b|\s?pct\b)", re.IGNORECASE)
_MILLE_RE = re.compile(r"\s*(‰|‱|\\permil|\\textperthousand|\s?per\s?mille)", re.IGNORECASE)
_DEG_RE = re.compile(r"\s*(?:°|\^\s*\{?\s*\\circ\s*\}?|\\degree|\s?degrees?\b)", re.IGNORECASE)
_PM_BEFORE = re.compile(r"(?:\\pm|±|\+/-)\s*$")
_MINUS_BEFORE = re.compile(r"(?:^|[^\w)\]}.\s])\s*(?:-|−)\s*$|^\s*(?:-|−)\s*$")


_MATH_WORDS = {"sin", "cos", "tan", "cot", "sec", "csc", "log", "ln", "lg", "exp", "sinh", "cosh", "tanh", "arcsin",
               "arccos", "arctan", "det", "tr", "mod", "max", "min", "deg", "dim", "ker", "lim", "gcd", "lcm"}


def _word_label(text: str, s: int, run: str) -> bool:
    """The superscript or subscript digit run ``run`` at ``text[s:]`` is a label, not an exponent or index: it is
    attached to a word (two letters or more, no function name: "revenue¹⁸", not "sin²"), to a bracketed group that
    holds a word ("(dollars)¹⁸"), or, as a subscript of two digits or more, to a one-letter symbol that carries no
    other index anywhere in ``text`` ("R₁₈" alone; "a₁, a₂, ..." is a family). A unit's power ("m²", "cm³") stays an
    exponent. Raises nothing."""
    sub = run[0] in _SUB
    if text[s - 1] == ")":
        depth, k = 0, s - 1
        while k >= 0:
            depth += {")": 1, "(": -1}.get(text[k], 0)
            if depth == 0:
                break
            k -= 1
        return k >= 0 and bool(re.search(r"[A-Za-z]{3,}", text[k:s])) and not re.search(r"[=+*/^]|\\[a-z]", text[k:s])
    w = re.search(r"[A-Za-z]+$", text[:s]).group(0)
    if len(w) >= 2:
        return w.lower() not in _MATH_WORDS and not re.fullmatch(r"[kcmμnd]?m|in|ft|yd|mi|sec|kg", w)  # "cm²": a unit's power
    if not sub or len(run) < 2:
        return False
    return len(re.findall(rf"(?<![A-Za-z]){w}(?:[{_SUB}]+|_\{{?\s*\w)", text)) == 1


def _is_sign(text: str, s: int) -> bool:
    """A ``-`` right before ``text[s]`` is a sign (not a subtraction): nothing, an operator,
    an opening bracket or a word of two or more letters (``is -1``) comes before it."""
    k = s - 1
    while k >= 0 and text[k] in " \t":
        k -= 1
    if k < 0 or text[k] not in "-\u2212" or (k > 0 and text[k - 1] in "-!<>"):  # "<!-- 42", "--> 5": markup
        return False
    j = k - 1
    while j >= 0 and text[j] in " \t":
        j -= 1
    if j < 0 or not (text[j].isalnum() or text[j] in ")]}.!"):
        return True
    w = re.search(r"[A-Za-z]+$", text[:j + 1])
    return bool(w and len(w.group(0)) >= 2 and not text[:j + 1].endswith(("\\pi", "\\infty")))


def _digits_value(g: dict, text: str) -> Tuple[Optional[Fraction], Optional[int], Tuple]:
    """(exact value, decimal places if possibly rounded, alternative exact values)."""
    if g["key"]:
        return Fraction(int("".join(c for c in g["key"] if c.isdigit()))), None, ()
    if g["rep"]:
        i, f, r = g["ri"] or "0", g["rf"] or "", g["rr"] or g["rr2"] or g["rr3"]
        base = Fraction(int(i + f), 10 ** len(f)) if (i + f) else Fraction(0)
        return base + Fraction(int(r), (10 ** len(r) - 1) * 10 ** len(f)), None, ()
    if g["ell"]:
        i, f = g["ei"] or "0", g["ef"]
        dec = Fraction(int(i + f), 10 ** len(f))
        rep = Fraction(int(i + f[:-1]), 10 ** (len(f) - 1)) + Fraction(int(f[-1]), 9 * 10 ** (len(f) - 1))
        return dec, len(f), (rep,)
    if g["sci"]:
        e = g["se"] or g["se2"] or g["se3"]
        if e is None:
            e = "".join(_SUP_MAP.get(c, "") for c in g["se4"])
        e = int(e.replace("−", "-"))
        if abs(e) > 64:
            return None, None, ()
        return Fraction(g["sm"]) * Fraction(10) ** e, None, ()
    if g["hex"]:
        return Fraction(int(g["hex"], 0)), None, ()
    if g["based"]:
        b = int(g["bb"]) if g["bb"] else int("".join(_SUB_MAP[c] for c in g["bbs"]))
        if not 2 <= b <= 36:
            return None, None, ()
        try:
            return Fraction(int(g["bd"], b)), None, ()
        except ValueError:
            return None, None, ()
    if g["mixf"]:
        n, d = int(g["mn"] or g["mn1"]), int(g["md"] or g["md1"])  # "4\\frac{2}{3}", glued "4\\frac23"
        return (Fraction(int(g["mw"])) + Fraction(n, d), None, ()) if 0 < n < d else (None, None, ())
    if g["mixs"]:
        n, d = int(g["xn"]), int(g["xd"])
        return (Fraction(int(g["xw"])) + Fraction(n, d), None, ()) if 0 < n < d else (None, None, ())
    if g["vul"]:
        v = Fraction(unicodedata.numeric(g["vv"])).limit_denominator(12)
        return (Fraction(int(g["vw"])) + v if g["vw"] else v), None, ()
    if g["frac"] or g["over"]:
        n = g["fn"] or g["fn1"] or g["on"]
        d = g["fd"] or g["fd1"] or g["od"]
        n, d = Fraction(n), Fraction(d)
        return (n / d, None, ()) if d else (None, None, ())
    if g["pow"]:
        b, e = int(g["pb"]), int(g["pe"] or g["pe1"] or g["pe2"])
        return (Fraction(b) ** e, None, ()) if abs(e) <= 64 and b < 10 ** 6 and (b or e >= 0) else (None, None, ())
    if g["upow"]:
        e = int("".join(_SUP_MAP[c] for c in g["ue"]))
        return (Fraction(int(g["ub"])) ** e, None, ()) if e <= 64 else (None, None, ())
    if g["sl"]:
        d = int(g["sd"])
        return (Fraction(int(g["sn"]), d), None, ()) if d else (None, None, ())
    if g["ind"]:
        return Fraction(int(g["ind"].replace(",", ""))), None, ()
    if g["gdot"]:
        return Fraction(int(g["gdot"].replace(".", ""))), None, ()
    raw = g["grp"] or g["plain"]
    raw = re.sub(_SEP, "", raw)
    v = Fraction(raw)
    places = len(raw.split(".")[1]) if "." in raw else None
    return v, places, ()


def _position_kind(text: str, s: int, e: int) -> str:
    """``exp`` after ``^``, ``sub`` after ``_``, ``coef`` before a one-letter variable (not the article before a rate's
    unit: "25,000 a year"; not a residue before its modulus, "≡ 2 (mod 7)"), ``number`` otherwise."""
    before = text[max(0, s - 3):s]
    if re.search(r"\^\s*\{?\s*$", before):
        return "exp"
    if re.search(r"_\s*\{?\s*$", before):
        return "sub"
    if re.match(r"[ \t]*(?:[A-Za-z](?![A-Za-z])|\\(?:sqrt|pi|alpha|beta|theta)(?![A-Za-z])|\()", text[e:e + 8]) and \
            not re.match(r"\s*(?:[A-Za-z]\)|x\s*10|x\s+\d|\(\s*mod\b)", text[e:e + 8]) and \
            not re.match(r"[ \t]+(?:a|A)[ \t]+(?:year|month|week|day|hour|minute|second|piece|head|person|unit|dozen|"
                         r"time|go|pop|night|lesson|visit|ticket|box|kg|pound|mile|gallon)s?\b", text[e:e + 24]):
        return "coef"  # ("25,000 a year": the article before a rate's unit, no variable a)
    return "number"


def _frac_parts(g: dict) -> Tuple[Fraction, Fraction]:
    n = g["sn"] or g["fn"] or g["fn1"] or g["on"]
    d = g["sd"] or g["fd"] or g["fd1"] or g["od"]
    return abs(Fraction(n)), abs(Fraction(d))


# (a currency sign may stand before the other operand: "$120 + $90" is arithmetic on money)
_OP_AFTER = re.compile(r"\s*(?:-(?![A-Za-z]{2})|[+*/×·^]|\\times|\\cdot|\\div)\s*(?:[\w\\({.]|[$€£]\d)")  # "60-item": a compound, no minus
_OP_BEFORE = re.compile(r"(?:[\w)}\].]\s*[-+*/×·]|[+*/×·^]|\\times|\\cdot|\\div)\s*\{?\s*[$€£]?$")


def _adjacent_operator(text: str, s: int, e: int) -> bool:
    """The number is an operand of arithmetic (``6 + 6``, ``4k+1``): a binary operator
    right before or after it. A fraction in lowest terms, a sign and a hyphen that joins a word ("a 60-item quiz",
    "5-year-old") are not arithmetic."""
    return bool(_OP_AFTER.match(text, e) or _OP_BEFORE.search(text[max(0, s - 8):s]))


# scale words, after digits ("24 hundred", "3 dozen") and after number words ("half a million": answer_forms.words)
# (the Indian system's "lakh" (10^5) and "crore" (10^7) too: "₹12 lakh"); a suffix glued to the digits: "12k", "1.2M",
# "3bn" (a capital M only: "5m" is metres)
SCALE_WORDS = {"hundred": 100, "thousand": 10 ** 3, "million": 10 ** 6, "billion": 10 ** 9, "trillion": 10 ** 12, "dozen": 12,
               "lakh": 10 ** 5, "lac": 10 ** 5, "crore": 10 ** 7}
# (and the CJK magnitude characters after digits: "2.5万" is 25000, "8千枚" 8000 sheets, "3億" 300 million)
_SCALES = {"k": 10 ** 3, "m": 10 ** 6, "mn": 10 ** 6, "bn": 10 ** 9, "百": 100, "千": 10 ** 3, "万": 10 ** 4, "萬": 10 ** 4,
           "亿": 10 ** 8, "億": 10 ** 8, "兆": 10 ** 12, **SCALE_WORDS,
           # the IEC binary prefixes, glued or spaced, as symbols ("1 Ki", "4Mi", "2 GiB") or words ("1 kibi")
           "ki": 2 ** 10, "mi": 2 ** 20, "gi": 2 ** 30, "ti": 2 ** 40,
           "kibi": 2 ** 10, "mebi": 2 ** 20, "gibi": 2 ** 30, "tebi": 2 ** 40}
_SCALE_AFTER = re.compile(r"(?:(?P<k>[kK]|(?-i:M)|mn|bn|[百千万萬亿億兆])|\s?(?P<bi>(?-i:[KMGT]i))(?=B?\b)|"
                          r"(?:\s+|-)(?P<w>kibi|mebi|gibi|tebi|" + "|".join(SCALE_WORDS) +
                          r")(?:s(?=\b))?)(?![A-Za-z-])", re.IGNORECASE)
_RATIO_AFTER = re.compile(r"\s?:\s?(\d+)(?!\d|:|\.\d)")
_RATIO_BEFORE = re.compile(r"\b(?:ratio|ratios|odds|proportion|proportions)\b[^.\n]{0,30}$|[A-Za-z]+\s*:\s*[A-Za-z]+\s*=\s*$",
                           re.IGNORECASE)
_BASE_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "eleven": 11,
               "twelve": 12, "sixteen": 16, "twenty": 20}
_BASE_WORD = r"(?:\d{1,2}|" + "|".join(_BASE_WORDS) + r")"
_BASE_AFTER = re.compile(r"\s*\(?\s*(?:in\s+)?base[\s-]*(" + _BASE_WORD + r")\s*\)?", re.IGNORECASE)
_BINARY_BEFORE = re.compile(r"\b(?:binary|base\s*(?:two|2))\b[^.\n]{0,30}$", re.IGNORECASE)
# a base named in words right before the digits ("in octal, 777") or right after them ("777 in octal", "777 (octal)")
# (the Latin-derived names of the bases: binary 2 .. vigesimal 20; sexagesimal is read in numeral_symbols)
_BASE_NAMES = {"binary": 2, "ternary": 3, "quaternary": 4, "quinary": 5, "senary": 6, "septenary": 7, "octal": 8, "nonary": 9,
               "undecimal": 11, "duodecimal": 12, "dozenal": 12, "hexadecimal": 16, "vigesimal": 20}
_NAME_ALT = "|".join(_BASE_NAMES)
_NAMED_BEFORE = re.compile(r"\b(" + _NAME_ALT + r"|base[\s-]*" + _BASE_WORD + r")\b[^.;\n\d]{0,30}$", re.IGNORECASE)
_NAMED_AFTER = re.compile(r"\s*\(?\s*(?:in\s+)?(" + _NAME_ALT + r")\b\s*\)?", re.IGNORECASE)


def _suffix_forms(text: str, s: int, end: int, raw: str, value, extra):
    """Readings a suffix or a nearby word gives a plain number: a scale (``1k``, ``2 million``, ``24 hundred``, ``3 dozen``),
    a ratio (``3:4`` is also 3/4), a base (``101010 (base two)``, ``binary 101``)."""
    sp = _sp()
    sc = _SCALE_AFTER.match(text, end)
    if sc and not isinstance(value, sp.FiniteSet):
        word = (sc.group("k") or sc.group("bi") or sc.group("w")).lower()
        # "7 dozen" is also 7 counted in dozens (a problem that asks "how many dozens")
        return sc.end(), value * _SCALES[word], [*extra, value] if word == "dozen" else extra
    ra = _RATIO_AFTER.match(text, end)
    if ra and int(ra.group(1)) != 0 and "." not in raw and _RATIO_BEFORE.search(text[max(0, s - 50):s]):
        return ra.end(), value, [*extra, value / int(ra.group(1))]
    ba = _BASE_AFTER.match(text, end)
    digits = re.sub(r"\D", "", raw)
    base = None
    if ba:
        b = ba.group(1).lower()
        base = int(b) if b.isdigit() else _BASE_WORDS[b]
    elif len(digits) >= 3 and set(digits) <= {"0", "1"} and _BINARY_BEFORE.search(text[max(0, s - 60):s]):
        base = 2
    else:
        na = _NAMED_AFTER.match(text, end)
        nb = None if na else _NAMED_BEFORE.search(text[max(0, s - 40):s])
        named = na or nb
        if named and len(digits) >= 2 and raw.isdigit():
            name = named.group(1).lower()
            bw = re.sub(r"base[\s-]*", "", name)
            base = _BASE_NAMES.get(name) or (int(bw) if bw.isdigit() else _BASE_WORDS.get(bw))
            if na:
                ba = na
    if base:
        try:
            return (ba.end() if ba else end), value, [*extra, sp.Integer(int(digits, base))]
        except ValueError:
            pass
    return end, value, extra


_DECIMAL_COMMA = re.compile(r"(?<![\d.,'])(0|\d+(?=,(?:\d{1,2}|\d{4,})(?![\d,']))),(\d+)(?![\d,'])")


def _is_list_context(text: str, s: int, e: int) -> bool:
    """``1,5`` inside brackets or next to another comma-separated number is a list, not a decimal."""
    before = text[max(0, s - 2):s].rstrip()
    after = text[e:e + 2].lstrip()
    return bool(before[-1:] in ("(", "[", "{", ",", ";") or after[:1] in (",", ")", "]", "}", ";"))


def number_mentions(text: str) -> List[Mention]:
    """Every number written with digits (any notation of the module docstring) in ``text``,
    read on its canonical form (``canon.canonical``: any script's digits, styled and circled
    digits, zero-width characters) with spans in ``text``."""
    return list(_number_mentions_cached(text))


@functools.lru_cache(maxsize=8192)
def _number_mentions_cached(text: str) -> Tuple[Mention, ...]:
    c, idx = canonical(text)
    ms = _number_mentions(c)
    return tuple(ms if idx is None else [remap(m, idx) for m in ms])


def remap(m: Mention, idx) -> Mention:
    """``m`` with its span mapped from the canonical text back to the original."""
    s, e = to_original(idx, m.start, m.end)
    return Mention(s, e, m.value, m.kind, m.approx, m.alts, m.arith)


def _cjk(ch: str) -> bool:
    """``ch`` is a kana, a CJK ideograph or a Hangul syllable: scripts written with no spaces between words."""
    return "\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af"


def _number_mentions(text: str) -> List[Mention]:
    sp = _sp()
    out: List[Mention] = []
    pos = 0
    n = len(text)
    while pos < n:
        m = _TOKEN_RE.search(text, pos)
        if not m:
            break
        s, e = m.span()
        if s > 0 and (text[s - 1].isalnum() and not _cjk(text[s - 1]) and not m.group("based") or text[s - 1] == ".") and \
                not m.group("hex"):
            # inside a longer word or number (x2, v1.5); a hex digit string needs 0x (CJK text writes no spaces:
            # "全部で8千枚" has the number 8000 after a kana)
            if not (text[s - 1].isalpha() and m.group("plain") is None and m.group("grp") is None):
                pos = s + 1
                continue
        if m.group("based") and not (m.group("bbs") or re.search(r"_\s*\{?\s*\d", m.group(0))):
            pos = s + 1
            continue
        if m.group("based") and m.group("bd") and not m.group("bd").isdigit() and not m.group("bbs") and int(m.group("bb") or 10) <= 10:
            pos = s + 1
            continue
        g = m.groupdict()
        try:
            val, places, alts = _digits_value(g, text)
        except (ValueError, ZeroDivisionError, OverflowError):
            val = None
        if val is None:
            pos = e
            continue
        end = e
        kind = "number"
        if g["plain"] or g["grp"]:
            kind = _position_kind(text, s, e)
        start = s
        sign = 1
        before = text[max(0, s - 6):s]
        value = _num(val)
        extra: List[Any] = [_num(a) for a in alts]
        pm = _PM_BEFORE.search(before)
        if pm:
            start = s - (len(before) - pm.start())
            value = sp.FiniteSet(value, -value)
            extra = []
        elif _is_sign(text, s) and kind in ("number", "coef"):
            start = max(text.rfind("-", max(0, s - 3), s), text.rfind("\u2212", max(0, s - 3), s))
            sign = -1
            value = -value
            extra = [-x for x in extra]
        while not isinstance(value, sp.FiniteSet) and kind in ("number", "coef"):  # "-(-7)", "+(−7)": signs only, no
            ob = re.search(r"(?<![\w)\]}])([-+\u2212])\s*\(\s*$", text[max(0, start - 8):start])  # arithmetic: the value
            cb = re.match(r"\s*\)", text[end:])
            if not ob or not cb:
                break
            start = max(0, start - 8) + ob.start(1)
            end += cb.end()
            if ob.group(1) != "+":
                value = -value
                extra = [-x for x in extra]
            kind = "number"
        pct = _PCT_RE.match(text, end)
        deg = _DEG_RE.match(text, end)
        mille = _MILLE_RE.match(text, end)
        if pct and not isinstance(value, sp.FiniteSet):
            end = pct.end()
            extra.append(value / 100)
        elif mille and not isinstance(value, sp.FiniteSet):  # "3‰" is 0.003, "25‱" 0.0025
            end = mille.end()
            extra.append(value / (10000 if mille.group(1) == "‱" else 1000))
        elif deg and not isinstance(value, sp.FiniteSet):
            end = deg.end()
            extra.append(value * sp.pi / 180)
        if g["plain"] or g["grp"]:
            end0 = end
            end, value, extra = _suffix_forms(text, s, end, m.group(0), value, extra)
            if end != end0:
                kind = "number"  # "1101 (base two)": a value, not a coefficient before "("
            if g["plain"] and re.fullmatch(r"\d{1,3}\.\d{3}", g["plain"]):
                extra.append(value * 1000)  # "12.000", "259.200": a dot as the thousands separator is a reading too
        elif g["vul"] and not isinstance(value, sp.FiniteSet):  # "4½ dozen", "2¼ million": a scale word after a glyph
            sc = _SCALE_AFTER.match(text, end)
            if sc and sc.group("w") and sc.group("w").lower() in SCALE_WORDS:
                end, value, extra = sc.end(), value * SCALE_WORDS[sc.group("w").lower()], [*extra, value]
                kind = "number"
        arith = _adjacent_operator(text, start, end)
        if g["pow"] and g["pb"] != "10":  # 3**4, 2^{10}: a power still to evaluate (10^6 is notation)
            arith = True
        if (g["sl"] or g["frac"] or g["over"]) and isinstance(val, Fraction):
            n_, d_ = _frac_parts(g)
            arith = arith or d_ == 1 or math.gcd(int(n_), int(d_)) > 1 if (n_ % 1 == 0 and d_ % 1 == 0) else arith
        out.append(Mention(start, end, value, kind, approx=places, alts=tuple(extra), arith=arith))
        _ = sign
        pos = e
    for m in _DECIMAL_COMMA.finditer(text):  # "0,75": a decimal comma (not in a bracketed list)
        s, e = m.span()
        if _is_list_context(text, s, e):
            continue
        out = [x for x in out if not (s <= x.start and x.end <= e)]
        out.append(Mention(s, e, _num(Fraction(m.group(1) + "." + m.group(2))), "number",
                           approx=len(m.group(2)), arith=_adjacent_operator(text, s, e)))
    out.sort(key=lambda x: (x.start, -(x.end - x.start)))
    for m in re.finditer(rf"(?<=[A-Za-z)])([{_SUP}]+)", text):
        kind = "number" if _word_label(text, m.start(1), m.group(1)) else "exp"  # "(dollars)¹⁸": no power of a word
        out.append(Mention(m.start(1), m.end(1), sp.Integer(int("".join(_SUP_MAP[c] for c in m.group(1)))), kind))
    for m in re.finditer(rf"(?<=[A-Za-z)])([{_SUB}]+)(?![{_SUB}\w])", text):  # "R₁₈", "total₁₈": an index as a label
        if _word_label(text, m.start(1), m.group(1)):
            out.append(Mention(m.start(1), m.end(1), sp.Integer(int("".join(_SUB_MAP[c] for c in m.group(1)))), "number"))
    # a run of superscript or subscript digits that raises or lowers nothing ("the product is ⁹¹"): a value
    for m in re.finditer(rf"(?<![\w)\]}}{_SUP}{_SUB}])([{_SUP}]+|[{_SUB}]+)(?![{_SUP}{_SUB}\w])", text):
        digits = "".join(_SUP_MAP.get(c) or _SUB_MAP.get(c, "") for c in m.group(1))
        if digits.isdigit() and not any(x.start <= m.start(1) < x.end for x in out):
            out.append(Mention(m.start(1), m.end(1), sp.Integer(int(digits)), "number"))
    out.sort(key=lambda x: (x.start, -(x.end - x.start)))
    return out


