"""Numbers written in numeral symbols that are no decimal digits: every Unicode character with a numeric value outside
category ``Nd`` that NFKC does not fold to digits (Mayan numerals, counting rods, Aegean numbers, cuneiform numeric
signs, Greek acrophonic numerals ...; circled numbers and vulgar fractions fold to digits and are read where digits
are), and the Kaktovik numerals (U+1D2C0..U+1D2D3, the digits 0..19 of the Iñupiaq base-20 system: in the Unicode
database only from 15.0, so read here by code point whatever the Python build's database).

A run of symbols of one positional base-20 system (Mayan, Kaktovik) is read most significant first ("𝋀𝋒" is
0·20 + 18; a digit of the run alone is no reading of the run); an Ethiopic run with its multipliers (፭፻፴፱ is
5·100 + 30 + 9); a run of other symbols additively (Aegean "𐄒𐄊" is 30 + 4, counting rods "𝍩𝍡" 10 + 2). The source of the values is the Unicode Character
Database (``unicodedata.numeric``) and, for Kaktovik, the Unicode 15.0 code chart (U+1D2C0 KAKTOVIK NUMERAL ZERO to
U+1D2D3 KAKTOVIK NUMERAL NINETEEN).

Also here: :func:`unknown_symbol_spans` (code points the Python build's database does not know, which a summary
hides fail-closed), :func:`lookalike_digit_mentions` (a numeral with letters drawn like digits, ``l8 pens``) and
:func:`sexagesimal_mentions` (``1;30`` where the sentence names base sixty).
"""
from __future__ import annotations

import re
import unicodedata
from fractions import Fraction
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms.values import Mention, _sp

__all__ = ["numeral_symbol_mentions", "letter_numeral_mentions", "nibble_mentions", "unknown_symbol_spans", "lookalike_digit_mentions", "sexagesimal_mentions"]

_KAKTOVIK = range(0x1D2C0, 0x1D2D4)
_MAYAN = range(0x1D2E0, 0x1D2F4)


# Egyptian hieroglyphic numerals (Gardiner's sign list as Unicode names them; the database gives them no numeric value):
# Z015 strokes 1..9 (Z015, Z015A .. Z015H), V020 hobbles 10..90, V001 coils 100..900, M012 lotuses 1000..9000, D050
# fingers 10 000..90 000 (the letter suffix A..H counts the copies, 2..9), I008 the tadpole 100 000, C011 the god Heh
# 1 000 000, Z001 the single stroke 1. Source: the Unicode 5.2 code chart U+13000..U+1342F and Gardiner's list.
_EGYPTIAN = re.compile(r"EGYPTIAN HIEROGLYPH (Z015|V020|V001|M012|D050|I008|C011|Z001)([A-H]?)")
_EGYPTIAN_UNIT = {"Z015": 1, "Z001": 1, "V020": 10, "V001": 100, "M012": 1000, "D050": 10000, "I008": 100000, "C011": 1000000}
_EGYPTIAN_JOINERS = range(0x13430, 0x13440)  # the format controls that arrange signs in a quadrat (vertical/horizontal joiners)


def _symbol_value(c: str) -> Optional[Fraction]:
    """The numeric value of one numeral symbol, or None for a digit, an ASCII character or a character NFKC folds."""
    o = ord(c)
    if o in _KAKTOVIK:
        return Fraction(o - _KAKTOVIK.start)
    if 0x13000 <= o < 0x13430:
        m = _EGYPTIAN.fullmatch(unicodedata.name(c, ""))
        if not m or (m.group(2) and m.group(1) in ("Z001", "I008", "C011")):
            return None
        return Fraction(_EGYPTIAN_UNIT[m.group(1)] * (1 + "_ABCDEFGH".index(m.group(2) or "_")))
    if o < 0x80 or c.isdecimal() or unicodedata.normalize("NFKC", c) != c:
        return None
    v = unicodedata.numeric(c, None)
    return None if v is None else Fraction(v).limit_denominator(1000)


def _ethiopic(vals: List[Fraction]) -> Fraction:
    """An Ethiopic (Ge'ez) numeral's value: the hundred ፻ and the ten thousand ፼ multiply the group of smaller signs
    before them (፭፻፴፱ is 5·100 + 30 + 9; ፲፻ is 1000), other signs add (Unicode core specification 19.1, Ethiopic)."""
    total, group = Fraction(0), Fraction(0)
    for w in vals:
        if w in (100, 10000) and group:
            total, group = total + group * w if w == 100 else (total + group) * w, Fraction(0)
        else:
            group += w
    return total + group


def _positional(c: str) -> bool:
    return ord(c) in _KAKTOVIK or ord(c) in _MAYAN


def numeral_symbol_mentions(text: str) -> List[Mention]:
    """One ``number`` :class:`~.values.Mention` per run of numeral symbols in ``text``, its value as the module
    docstring reads it. Raises nothing."""
    if text.isascii():
        return nibble_mentions(text)
    sp = _sp()
    out: List[Mention] = []
    i, n = 0, len(text)
    while i < n:
        v = _symbol_value(text[i])
        if v is None:
            i += 1
            continue
        j, vals = i, []
        while j < n:
            if ord(text[j]) in _EGYPTIAN_JOINERS and j + 1 < n and _symbol_value(text[j + 1]) is not None:
                j += 1  # a quadrat's joiner between two signs
                continue
            w = _symbol_value(text[j])
            if w is None:
                break
            vals.append(w)
            j += 1
        run = text[i:j]
        if len(vals) > 1 and all(_positional(c) for c in run):
            v = Fraction(0)
            for w in vals:
                v = v * 20 + w
        elif any(0x1369 <= ord(c) <= 0x137C for c in run):
            v = _ethiopic(vals)
        else:
            v = sum(vals, Fraction(0))
        out.append(Mention(i, j, sp.Rational(v.numerator, v.denominator), "number"))
        i = j
    return out + letter_numeral_mentions(text) + nibble_mentions(text)


def _place_values(letters: str, top: int) -> dict:
    """Letters in alphabet order valued 1..9, 10..90, 100..900, ... (an alphabetic numeral system's table)."""
    vals = [d * 10 ** k for k in range(top) for d in range(1, 10)]
    return dict(zip(letters, vals))


# alphabetic numeral systems whose letters a math draft in English has no other use for (Greek letters are variables there,
# read only with a keraia: answer_forms.scripts): Armenian (Ա..Ք = 1..9000, both cases), Hebrew (א..ת = 1..400, the final
# forms ך ם ן ף ץ = 500..900, geresh ׳ and gershayim ״ as marks), Church Slavonic Cyrillic (а в г д є ѕ з и ѳ ...), read
# only under a titlo (U+0483) since Cyrillic letters also write words. Source: the Unicode core specification, 7.6
# (Armenian), 9.1 (Hebrew: "Hebrew letters are used as numerals"), 7.4 (Cyrillic: "titlo ... indicates a numeric value").
_ARMENIAN = "ԱԲԳԴԵԶԷԸԹԺԻԼԽԾԿՀՁՂՃՄՅՆՇՈՉՊՋՌՍՎՏՐՑՒՓՔ"
_ARMENIAN_VALUES = {**_place_values(_ARMENIAN, 4), **_place_values(_ARMENIAN.lower(), 4)}
_HEBREW_VALUES = {**_place_values("אבגדהוזחטיכלמנסעפצקרשת", 3), **dict(zip("ךםןףץ", (500, 600, 700, 800, 900)))}
_CYRILLIC = {**_place_values("авгдєѕзиѳіклмнѯопчрстуфхѱѡц", 3), "е": 5, "ї": 10, "ѵ": 400, "ꙋ": 400, "ѿ": 800, "ꙁ": 7,
             "ꙗ": 900, "ѧ": 900}
_CYRILLIC.update({k.upper(): v for k, v in list(_CYRILLIC.items())})
# the Latin letters the canonical text folds Cyrillic lookalikes to (answer_forms.canon: і -> i, о -> o, р -> p ...)
_CYRILLIC.update({"a": 1, "A": 1, "B": 2, "e": 5, "E": 5, "s": 6, "S": 6, "i": 10, "I": 10, "k": 20, "K": 20, "M": 40, "H": 50,
                  "o": 70, "O": 70, "p": 100, "P": 100, "c": 200, "C": 200, "T": 300, "y": 400, "Y": 400, "x": 600, "X": 600})
_TITLO = "\u0483"
_NOT_LETTER_BEFORE, _NOT_LETTER_AFTER = "(?<![^\\W\\d_])", "(?![^\\W\\d_])"
_ARMENIAN_RUN = re.compile(_NOT_LETTER_BEFORE + "[" + "".join(_ARMENIAN_VALUES) + "]+" + _NOT_LETTER_AFTER)
_HEBREW_LETTER = "[" + "".join(_HEBREW_VALUES) + "]"
# geresh and gershayim (or the ASCII apostrophe and quote standing for them) between letters or after the last one
_HEBREW_RUN = re.compile(_NOT_LETTER_BEFORE + _HEBREW_LETTER + "(?:[\u05f3\u05f4'\"]?" + _HEBREW_LETTER + ")*[\u05f3\u05f4]?" +
                         _NOT_LETTER_AFTER)
_CYRILLIC_LETTER = "[" + "".join(_CYRILLIC) + _TITLO + "\u0486\u0487]"
_CYRILLIC_RUN = re.compile(_NOT_LETTER_BEFORE + _CYRILLIC_LETTER + "*" + _TITLO + _CYRILLIC_LETTER + "*" + _NOT_LETTER_AFTER)


def letter_numeral_mentions(text: str) -> List[Mention]:
    """Alphabetic numerals of three scripts a math draft in English has no other use for (Greek letters are variables
    there, read only with a keraia: ``answer_forms.scripts``): Armenian (Ա..Ք = 1..9000 in both cases: ``ԺԸ`` = 10 + 8),
    Hebrew (א..ת = 1..400, the final forms ך ם ן ף ץ = 500..900; a word's letters summed in any order, as gematria reads
    a word: ``יח`` and ``חי`` = 18, geresh and gershayim as marks) and Church Slavonic Cyrillic under a titlo (U+0483;
    Cyrillic letters also write words: ``ві҃`` = 2 + 10). An Armenian word counts only with its letters in the order
    numerals are written (non-increasing), so a word of prose is no number. One ``number`` Mention per word. Source: the
    Unicode core specification, 7.6 (Armenian), 9.1 (Hebrew: letters used as numerals), 7.4 (Cyrillic: the titlo marks a
    numeric value). Raises nothing."""
    if text.isascii():
        return []
    out: List[Mention] = []
    for rx, table, ordered in ((_ARMENIAN_RUN, _ARMENIAN_VALUES, True), (_HEBREW_RUN, _HEBREW_VALUES, False),
                               (_CYRILLIC_RUN, _CYRILLIC, False)):
        for m in rx.finditer(text):
            vals = [table[c] for c in m.group(0) if c in table]
            if not vals or len(vals) > 6 or (ordered and any(b > a for a, b in zip(vals, vals[1:]))):
                continue  # an Armenian word out of numeral order: prose
            out.append(Mention(m.start(), m.end(), _sp().Integer(sum(vals)), "number"))
    return out


# a run of two or more 4-bit groups ("0001 1000"): binary-coded decimal, one decimal digit per nibble, or excess-3 (each
# digit plus 3), or the bits of one binary number (Source: the BCD and excess-3 (Stibitz) codes, one nibble per digit)
_NIBBLES = re.compile(r"(?<![\w.])[01]{4}(?:[ _][01]{4})+(?!\w|\.\d)")


def nibble_mentions(text: str) -> List[Mention]:
    """One ``number`` :class:`~.values.Mention` per run of 4-bit groups: its value in binary-coded decimal where every
    group is a digit (``0001 1000`` = 18), else in excess-3 where every group is a digit plus 3 (``0100 1011`` = 18),
    with the other readings (excess-3, the plain binary number) as ``alts``. Raises nothing."""
    if "0" not in text or "1" not in text:
        return []
    sp = _sp()
    out: List[Mention] = []
    for m in _NIBBLES.finditer(text):
        groups = [int(g, 2) for g in re.split(r"[ _]", m.group(0))]
        readings = []
        if all(g <= 9 for g in groups):
            readings.append(int("".join(map(str, groups))))
        if all(3 <= g <= 12 for g in groups):
            readings.append(int("".join(str(g - 3) for g in groups)))
        readings.append(int(re.sub(r"[ _]", "", m.group(0)), 2))
        readings = list(dict.fromkeys(readings))
        out.append(Mention(m.start(), m.end(), sp.Integer(readings[0]), "number",
                           alts=tuple(sp.Integer(r) for r in readings[1:])))
    return out


def unknown_symbol_spans(text: str) -> List[Tuple[int, int]]:
    """``(start, end)`` of each run of code points that this Python's Unicode database does not know (category ``Cn``:
    digits of scripts newer than the database, such as Garay or Kirat Rai under Unicode 14) or that are for private
    use (``Co``), the Kaktovik block excepted (read above). Their values cannot be read, so a summary hides them fail
    closed: a numeral in an unknown script may be the answer. Raises nothing."""
    if text.isascii():
        return []
    out: List[Tuple[int, int]] = []
    for i, c in enumerate(text):
        if ord(c) > 0x7F and ord(c) not in _KAKTOVIK and unicodedata.category(c) in ("Cn", "Co"):
            if out and out[-1][1] == i:
                out[-1] = (out[-1][0], i + 1)
            else:
                out.append((i, i + 1))
    return out


# a numeral with letters drawn like digits in it: O or o for 0, l or I for 1 ("l8 pens", "2O pens", "1O0")
_LOOKALIKE_RUN = re.compile(r"(?<![\w.])(?=[0-9OolI]*\d)(?=[0-9OolI]*[OolI])[0-9OolI]{2,}(?![\w.])")
_PLURAL_AFTER = re.compile(r"[ \t]+(?:[a-z]+[ \t]+)?[a-z]{2,}s\b")
_DIGIT_OF = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1"})


def lookalike_digit_mentions(text: str) -> List[Mention]:
    """A numeral written with letters that look like digits (``l8 pens`` for 18, ``2O pens`` for 20, ``1O0``): a token
    of digits and the letters O, o, l, I, at least one of each, where a letter stands between two digits or the token
    counts a plural noun after it (so ``l2 norm``, ``I2C``, ``x1O`` stay names). One ``number`` Mention each. Raises
    nothing."""
    out: List[Mention] = []
    for m in _LOOKALIKE_RUN.finditer(text):
        tok = m.group(0)
        if re.search(r"\d[OolI]+\d", tok) or _PLURAL_AFTER.match(text, m.end()):
            out.append(Mention(m.start(), m.end(), _sp().Integer(int(tok.translate(_DIGIT_OF))), "number"))
    return out


# a sexagesimal numeral in the modern transcription "1;30" (= 1 + 30/60) or "1,30" after the sentence names base sixty
_SEXAGESIMAL = re.compile(r"(?<![\d.;,])(\d{1,2})([;,])([0-5]?\d)((?:,[0-5]?\d)*)(?![\d.;,]\d)")
_BASE_SIXTY = re.compile(r"(?i)\b(?:sexagesimal|base[- ]?(?:60|sixty)|babylonian)\b[^.!?\n]*$")


def sexagesimal_mentions(text: str) -> List[Mention]:
    """A numeral in base sixty where its sentence names the base before it ("In Babylonian sexagesimal notation the
    count is 1;30": 1 + 30/60; "1,30" is 60 + 30 and "1,30;30" ...): the semicolon separates the whole places from the
    fractional ones, commas the places. One ``number`` Mention each. Raises nothing."""
    if not ("sexagesimal" in text.lower() or "babylonian" in text.lower() or re.search(r"(?i)base[- ]?(?:60|sixty)", text)):
        return []
    out: List[Mention] = []
    for m in _SEXAGESIMAL.finditer(text):
        if not _BASE_SIXTY.search(text[max(0, m.start() - 120):m.start()]):
            continue
        places = [int(m.group(1)), int(m.group(3))] + [int(x) for x in m.group(4).split(",") if x]
        cut = 1 if m.group(2) == ";" else len(places)  # the places before the semicolon are whole
        whole = sum(v * 60 ** (cut - 1 - k) for k, v in enumerate(places[:cut]))
        frac = sum(Fraction(v, 60 ** (k + 1)) for k, v in enumerate(places[cut:]))
        v = whole + frac
        out.append(Mention(m.start(), m.end(), _sp().Rational(v.numerator, v.denominator), "number"))
    return out
