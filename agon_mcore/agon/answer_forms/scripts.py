"""Numbers in other languages and scripts: number words of French, Spanish, German, Portuguese
and Italian (through ``text2num``), Roman numerals, Greek alphabetic numerals (``ιηʹ``), die faces (``⚂``),
Sino-Korean and native Korean numerals, digits spelled one by one ("four-two"; the radiotelephony read-back "SEVEN TOO",
"tree fife"), digits given by place ("the tens digit is 4 and the units digit is 2", "the
tens digit can be 1") and a lead followed by zeros ("a nine followed by two zeros", "222 followed by 0")."""
from __future__ import annotations

import re
from fractions import Fraction
from typing import List, Optional

from agon_mcore.agon.answer_forms.values import Mention, _num, place_value

# Morphemes of the number words of the languages text2num reads besides English; a token made
# only of them (German and Italian write compounds as one word) is a candidate.
_MORPHEMES = sorted(set((
    # fr
    "zéro un une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt vingts "
    "trente quarante cinquante soixante cent cents mille million millions "
    # es
    "cero uno una dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieci dieciséis "
    "veinte veinti treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento cientos doscientos "
    "trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos mil millón millones "
    "dós trés séis "
    # de
    "null eins ein eine zwei drei vier fünf sechs sieben sieb acht neun zehn elf zwölf zwanzig dreißig dreissig "
    "vierzig fünfzig sechzig sech siebzig achtzig neunzig hundert tausend und "
    # pt
    "um dois duas três cinco seis sete oito nove dez onze doze treze catorze quatorze quinze dezesseis dezessete "
    "dezoito dezenove vinte trinta quarenta cinquenta sessenta setenta oitenta noventa cem cento duzentos "
    "trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos "
    # it
    "zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici "
    "diciassette diciotto diciannove venti vent trenta trent quaranta quarant cinquanta cinquant sessanta sessant "
    "settanta settant ottanta ottant novanta novant cento mille mila"
).split()), key=len, reverse=True)
_TOKEN_RE = re.compile(r"(?i)(?:" + "|".join(map(re.escape, _MORPHEMES)) + r")+")
_JOIN = {"y", "e", "et", "und"}
# single tokens that are (also) English words or names: never a number on their own
_STOP = {"once", "due", "cent", "cents", "null", "elf", "six", "sept", "dos", "tres", "uno", "una", "un", "une", "um",
         "uma", "ein", "eine", "mil", "mille", "sei", "nove", "otto", "tre", "sette", "dix", "vent", "cero", "acht",
         "mila", "cinq", "sech", "sieb", "und", "et", "e", "y", "zero", "million", "millions", "cien", "dez", "doce"}
_LANGS = ("fr", "es", "de", "pt", "it")
_WORD_RE = re.compile(r"[^\W\d_]+", re.UNICODE)


def _t2n(phrase: str) -> Optional[int]:
    try:
        from text_to_num import text2num
    except ImportError:  # pragma: no cover - a declared dependency (setup.py)
        return None
    for lang in _LANGS:
        try:
            return int(text2num(phrase, lang))
        except Exception:  # noqa: BLE001 - not a number phrase in this language
            continue
    return None


def foreign_word_mentions(text: str) -> List[Mention]:
    """Number words of French, Spanish, German, Portuguese and Italian (``cuarenta y dos``,
    ``quarante-deux``, ``zweiundvierzig``). A lone token that is also an English word
    (``once``, ``due``, ``six``) is not read; English words are read by ``word_mentions``."""
    toks = [m for m in _WORD_RE.finditer(text)]
    out: List[Mention] = []
    k = 0
    while k < len(toks):
        run = []
        j = k
        while j < len(toks):
            w = toks[j].group(0).lower()
            gap = text[toks[j - 1].end():toks[j].start()] if run else ""
            if run and not re.fullmatch(r"[ \t-]{1,2}", gap):
                break
            if _TOKEN_RE.fullmatch(w) or (run and w in _JOIN):
                run.append(j)
                j += 1
            else:
                break
        while run and toks[run[-1]].group(0).lower() in _JOIN:
            run.pop()
        if run:
            words = [toks[t].group(0).lower() for t in run]
            single = len(words) == 1
            if not (single and (words[0] in _STOP or len(words[0]) < 5)):
                phrase = " ".join(words)
                v = _t2n(phrase) if not all(w in _ENGLISH for w in words) else None
                if v is not None:
                    out.append(Mention(toks[run[0]].start(), toks[run[-1]].end(), _num(Fraction(v)), "words"))
            k = max(j, k + 1)
        else:
            k += 1
    return out


_ENGLISH = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "zero"}

# ----------------------------------------------------------------------------- Roman numerals

_ROMAN_RE = re.compile(r"(?<![A-Za-z])(?=[MDCLXVI]{2,}(?![A-Za-z]))M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})"
                       r"(?![A-Za-z])")
_ROMAN_VAL = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}


def _roman_value(s: str) -> int:
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = _ROMAN_VAL[a]
        total += -v if b != " " and _ROMAN_VAL[b] > v else v
    return total


def roman_mentions(text: str) -> List[Mention]:
    """Roman numerals in capitals, two letters or more, in canonical form (``XLII``, ``MMXXIV``);
    ``I``, ``V`` and single letters are words or choice letters."""
    out = []
    for m in _ROMAN_RE.finditer(text):
        if m.end() - m.start() >= 2:
            out.append(Mention(m.start(), m.end(), _num(Fraction(_roman_value(m.group(0)))), "words"))
    return out


# ----------------------------------------------------------------------------- Greek numerals

# the Greek alphabetic (Ionic) numerals: units, tens and hundreds, each letter once, in descending order, closed by a
# keraia (U+0374 or the modifier prime U+02B9); a lower keraia (U+0375) before a letter multiplies it by 1000
_GREEK_VAL = {**dict(zip("αβγδεϛζηθ", range(1, 10))), "ϝ": 6, "ϲ": 200,
              **dict(zip("ικλμνξοπϟ", range(10, 100, 10))), "ϙ": 90,
              **dict(zip("ρστυφχψωϡ", range(100, 1000, 100))), "ͳ": 900}
_GREEK_VAL.update({k.upper(): v for k, v in list(_GREEK_VAL.items()) if k.upper() != k})
_GREEK_RE = re.compile("(?<![\\w])((?:\u0375[" + "".join(_GREEK_VAL) + "])?[" + "".join(_GREEK_VAL) + "]{1,3})[\u0374\u02b9]")


def greek_mentions(text: str) -> List[Mention]:
    """Greek alphabetic numerals closed by a keraia (``ιηʹ`` = 18, ``ρκγʹ`` = 123, ``͵ακʹ`` = 1020): each letter a
    unit, a ten or a hundred, in descending order (a Greek word with a prime is no numeral)."""
    out = []
    for m in _GREEK_RE.finditer(text):
        body, total = m.group(1), 0
        if body.startswith("\u0375"):
            total, body = 1000 * _GREEK_VAL[body[1]], body[2:]
        vals = [_GREEK_VAL[c] for c in body]
        if any(len(str(a)) <= len(str(b)) for a, b in zip(vals, vals[1:])):
            continue  # each place at most once, hundreds before tens before units
        out.append(Mention(m.start(), m.end(), _num(Fraction(total + sum(vals))), "script"))
    return out


# ----------------------------------------------------------------------------- Korean

_KO_DIGIT = {"영": 0, "공": 0, "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_KO_UNIT = {"십": 10, "백": 100, "천": 1000, "만": 10000}
_KO_RE = re.compile("(?<![\uac00-\ud7a3])[" + "".join(_KO_DIGIT) + "".join(_KO_UNIT) + "]{2,}(?![\uac00-\ud7a3])")


_KO_NATIVE_UNITS = {"하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "넷": 4, "네": 4, "다섯": 5, "여섯": 6,
                    "일곱": 7, "여덟": 8, "아홉": 9}
_KO_NATIVE_TENS = {"열": 10, "스물": 20, "스무": 20, "서른": 30, "마흔": 40, "쉰": 50, "예순": 60, "일흔": 70, "여든": 80,
                   "아흔": 90}
_KO_SHORT = {"한", "두", "세", "네", "열", "쉰", "둘", "셋", "넷"}  # also other words: only before a counter
_KO_COUNTER = r"(?:\s*(?:개|명|번|가지|마리|권|장|살|시간|쪽|자리|줄|칸|잔|대|척|켤레|벌|송이))"
_KO_NATIVE_RE = re.compile(
    r"(?<![\uac00-\ud7a3])(?P<t>" + "|".join(sorted(_KO_NATIVE_TENS, key=len, reverse=True)) + r")?(?P<u>"
    + "|".join(sorted(_KO_NATIVE_UNITS, key=len, reverse=True)) + r")?(?P<c>" + _KO_COUNTER + r")?(?![\uac00-\ud7a3])")


def korean_native_mentions(text: str) -> List[Mention]:
    """Native Korean numerals (``여덟`` = 8, ``열다섯`` = 15, ``스물세 개`` = 23), standing alone; a one-syllable form
    that is also another word (``세``, ``열``) only before a counter (``개``, ``명``, ...)."""
    out = []
    for m in _KO_NATIVE_RE.finditer(text):
        t, u = m.group("t"), m.group("u")
        if not (t or u):
            continue
        word = (t or "") + (u or "")
        if word in _KO_SHORT and not m.group("c"):
            continue
        v = _KO_NATIVE_TENS.get(t, 0) + _KO_NATIVE_UNITS.get(u, 0)
        out.append(Mention(m.start(), m.start() + len(word), _num(Fraction(v)), "words"))
    return out


def korean_mentions(text: str) -> List[Mention]:
    """Sino-Korean numerals (``사십이`` = 42), two syllables or more standing alone."""
    out = []
    for m in _KO_RE.finditer(text):
        out.append(Mention(m.start(), m.end(), _num(Fraction(place_value(m.group(0), _KO_DIGIT, _KO_UNIT))), "words"))
    return out


# ----------------------------------------------------------------------------- digits one by one

_DIGIT_WORDS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine".split())}
# the digits as radiotelephony reads them back (the ICAO / ITU spoken forms "wun, too, tree, fow-er, fife, sev-en, ait,
# nin-er, ze-ro" and the ITU code words "nadazero, unaone, bissotwo ..."): a digit word of their own in a run
_RADIO = {"wun": 1, "too": 2, "tree": 3, "fower": 4, "fow-er": 4, "fife": 5, "sev-en": 7, "ait": 8, "niner": 9,
          "nin-er": 9, "ze-ro": 0, "nadazero": 0, "unaone": 1, "bissotwo": 2, "terrathree": 3, "kartefour": 4,
          "pantafive": 5, "soxisix": 6, "setteseven": 7, "oktoeight": 8, "novenine": 9}
_ENGLISH_RADIO = {"too", "tree", "fife"}  # also English words: a run in lower case with only these is prose ("seven too")
_SPOKEN_DIGIT = {**_DIGIT_WORDS, **_RADIO}
_DIGIT_TOKEN = "|".join(sorted(map(re.escape, _SPOKEN_DIGIT), key=len, reverse=True))
_SPELLED_RE = re.compile(r"(?i)(?<![A-Za-z])(?:" + _DIGIT_TOKEN + r")"
                         r"(?:(?:[ \t]*-[ \t]*|[ \t]*,[ \t]*|[ \t]+(?:then[ \t]+)?)(?:" + _DIGIT_TOKEN + r"))+"
                         r"(?![A-Za-z])")
_PLACE = {"units": 1, "unit": 1, "ones": 1, "one's": 1, "tens": 10, "ten's": 10, "hundreds": 100, "thousands": 1000}
_PLACE_RE = re.compile(r"(?i)\b(?P<place>units|unit|ones|one's|tens|ten's|hundreds|thousands)(?:[ \t-]+place)?[ \t]+digit"
                       r"(?:[ \t]+(?:is|=|of\s+\w+\s+is|equals|becomes|(?:can|must|should|will|would|could|has\s+to|have\s+to)"
                       r"\s+be)|[ \t]*[:=])[ \t]*(?P<d>\d|zero|one|two|three|four|five|six|seven|"
                       r"eight|nine)(?![\w])")


# the digit before its place, on an abacus's rod or a place-value chart ("7 beads on the tens rod, 2 beads on the ones rod")
_PLACE_AFTER_RE = re.compile(r"(?i)(?<![\w.])(?P<d>\d|zero|one|two|three|four|five|six|seven|eight|nine)\s+(?:[a-z]+\s+){0,2}?"
                             r"(?:on|in|at|for)\s+the\s+(?P<place>units|unit|ones|one's|tens|ten's|hundreds|thousands)"
                             r"[ \t-]+(?:rod|wire|column|place|position|spot|digit|row|bar)s?\b")


_DIGIT_NAMED = re.compile(r"(?i)(?<![A-Za-z])digits?(?![A-Za-z])")
_ONE_DIGIT = r"(?:(?<![\d.,])\d(?![\d.]|,\d)|(?<![A-Za-z])(?:zero|one|two|three|four|five|six|seven|eight|nine)(?![A-Za-z]))"
# between two digits listed in order: a comma, "and", "then", "followed by", a dash or a space
_DIGIT_SEP = r"(?:\s*(?:,|;|-|–|→)?\s*(?:and\s+then|and\s+finally|and|then|followed\s+by|finally)?\s*)"
_DIGIT_RUN = re.compile(rf"{_ONE_DIGIT}(?:{_DIGIT_SEP}{_ONE_DIGIT})+")


def described_digit_mentions(text: str) -> List[Mention]:
    """A number described by its digits in order, in the clause after the word "digit(s)" ("its digits, in
    order, are 5, 7 and 5", "a three-digit number starting with 5, then 7, then 5", "digits: one, zero, two,
    four"): the digits read as one digit string. At least two single digits, within 80 characters of the word
    and in the same sentence."""
    out = []
    for d in _DIGIT_NAMED.finditer(text):
        window = re.split(r"[.!?](?:\s|$)|\n", text[d.end():d.end() + 80])[0]
        m = _DIGIT_RUN.search(window)
        if not m:
            continue
        ds = re.findall(_ONE_DIGIT, m.group(0), re.I)
        digits = "".join(x if x.isdigit() else str(_DIGIT_WORDS[x.lower()]) for x in ds)
        out.append(Mention(d.end() + m.start(), d.end() + m.end(), _num(Fraction(int(digits))), "words"))
    return out


_WORD_NUM = {**_DIGIT_WORDS, "a": 1, "an": 1, "ten": 10, "eleven": 11, "twelve": 12}
# "a nine followed by two zeros", "1 followed by six zeros": a digit string written as its leading part and a zero run
_ZEROS_RE = re.compile(r"(?i)(?<![A-Za-z])(?:an?\s+)?(?P<lead>\d+|zero|one|two|three|four|five|six|seven|eight|nine)"
                       r"\s+followed\s+by\s+(?:(?P<k>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
                       r"\s+(?:more\s+)?(?:zeros?|zeroes|0s|0's)|(?:a\s+(?:single\s+)?)?(?:0|zero)(?!\s*[\d.,]\d))(?![A-Za-z])")
# the base the numeral is written in, named before it in its sentence ("In binary, ... a 1 followed by five 0s")
_BASE_BEFORE = re.compile(r"(?i)\b(?:in\s+)?(?:(binary)|(octal)|(hexadecimal|hex)|base[-\s]*(\d+))\b[^.\n]*$")


def zeros_mentions(text: str) -> List[Mention]:
    """A number written as a lead followed by a run of zeros ("a nine followed by two zeros" = 900, "1 followed by six
    zeros" = 10**6, "222 followed by 0" = 2220; in the base its sentence names before it, "In binary, ... a 1 followed by
    five 0s" = 32)."""
    out = []
    for m in _ZEROS_RE.finditer(text):
        lead, k = m.group("lead").lower(), (m.group("k") or "1").lower()  # "222 followed by 0": one zero
        lv = int(lead) if lead.isdigit() else _DIGIT_WORDS[lead]
        kv = int(k) if k.isdigit() else _WORD_NUM[k]
        bm = _BASE_BEFORE.search(text[max(0, m.start() - 80):m.start()])
        base = 10 if bm is None else 2 if bm.group(1) else 8 if bm.group(2) else 16 if bm.group(3) else int(bm.group(4))
        if kv <= 30 and 2 <= base <= 36 and all(int(c, 36) < base for c in str(lv)):
            out.append(Mention(m.start(), m.end(), _num(Fraction(int(str(lv), base) * base ** kv)), "words"))
    return out


def spelled_digit_mentions(text: str) -> List[Mention]:
    """Digits spelled one by one (``four-two``, ``one, six`` for 42 and 16: read as the digit
    string, where the run does not read as one number) and digits given by place (``the tens
    digit is 4 and the units digit is 2``: 42; "7 beads on the tens rod, 2 on the ones rod": 72)."""
    out = []
    for m in _SPELLED_RE.finditer(text):
        ds = [d.lower() for d in re.findall(r"(?i)" + _DIGIT_TOKEN, m.group(0))]
        radio = [d for d in ds if d in _RADIO]
        if radio and not m.group(0).isupper() and all(d in _ENGLISH_RADIO for d in radio):
            continue  # "she sold seven too": an English word, not the read-back "SEVEN TOO"
        out.append(Mention(m.start(), m.end(), _num(Fraction(int("".join(str(_SPOKEN_DIGIT[d]) for d in ds)))),
                           "words"))
    out += described_digit_mentions(text)
    if "followed" in text:
        out += zeros_mentions(text)
    places = sorted([*_PLACE_RE.finditer(text), *_PLACE_AFTER_RE.finditer(text)], key=lambda p: p.start())
    if len(places) >= 2:
        vals = {}
        for p in places:
            d = p.group("d").lower()
            vals.setdefault(_PLACE[p.group("place").lower()], int(d) if d.isdigit() else _DIGIT_WORDS[d])
        if 1 in vals and len(vals) >= 2 and places[-1].end() - places[0].start() < 200:
            out.append(Mention(places[0].start(), places[-1].end(),
                               _num(Fraction(sum(k * v for k, v in vals.items()))), "words"))
    return out


# Braille numbers: the number sign ⠼ then the letters a-j for 1-9, 0 (a decimal point ⠨ or ⠲ between digits)
_BRAILLE_DIGIT = {"⠁": "1", "⠃": "2", "⠉": "3", "⠙": "4", "⠑": "5", "⠋": "6", "⠛": "7", "⠓": "8", "⠊": "9", "⠚": "0"}
_BRAILLE_RE = re.compile("⠼([" + "".join(_BRAILLE_DIGIT) + "⠨⠲⠂]+)")


def braille_mentions(text: str) -> List[Mention]:
    """Numbers in Braille (``⠼⠙⠃`` is 42): the number sign and the letters a-j as digits."""
    from sympy import Rational

    out = []
    for m in _BRAILLE_RE.finditer(text):
        digits = "".join(_BRAILLE_DIGIT.get(c, ".") for c in m.group(1)).strip(".")
        if re.fullmatch(r"\d+(?:\.\d+)?", digits):
            out.append(Mention(m.start(), m.end(), Rational(digits), "script"))
    return out


# the faces of a die as Unicode glyphs, one to six pips
_DIE_FACES = {"⚀": 1, "⚁": 2, "⚂": 3, "⚃": 4, "⚄": 5, "⚅": 6}


def die_face_mentions(text: str) -> List[Mention]:
    """A die face glyph (``⚀`` to ``⚅``) as the number of its pips."""
    from sympy import Integer

    return [Mention(m.start(), m.end(), Integer(_DIE_FACES[m.group(0)]), "script") for m in re.finditer("[⚀-⚅]", text)]


def script_mentions(text: str) -> List[Mention]:
    """Every mention of this module (:func:`foreign_word_mentions`, :func:`roman_mentions`,
    :func:`korean_mentions`, :func:`spelled_digit_mentions`, :func:`braille_mentions`, :func:`die_face_mentions`,
    :func:`greek_mentions`)."""
    out = roman_mentions(text) + spelled_digit_mentions(text) + die_face_mentions(text)
    if "⠼" in text:
        out += braille_mentions(text)
    if re.search("[\u0374\u02b9]", text):
        out += greek_mentions(text)
    if re.search(r"[\uac00-\ud7a3]", text):
        out += korean_mentions(text) + korean_native_mentions(text)
    if re.search(r"(?i)[àâäéèêëïîôöùûüçñßáíóú]|\b(?:dos|tres|cuatro|cinco|quatre|cinq|vingt|trente|quarante|cuarenta|"
                 r"treinta|veinte|zwei|drei|vier|zwanzig|vierzig|dreißig|due|quaranta|trenta|venti|vinte|quarenta|"
                 r"trinta|dois|mil|mille|cent|ciento|hundert|tausend|y|e|et|und)\b|\w+zig\b|\w+anta\w*|\w+enta\b", text):
        out += foreign_word_mentions(text)
    return out
