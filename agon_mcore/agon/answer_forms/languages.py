"""Number words in any language, read by generating them from the answer (not by parsing the text).

:func:`language_mentions` renders each numeric value of the graded answer with ``num2words`` in every
language it has a working converter for (cardinal, and ordinal for a positive integer; a terminating
decimal with at most three places as a cardinal), and looks the renderings up in the text's words:

* **normalised on both sides** (:func:`norm_word`): casefolded, accents dropped (NFKD, combining marks
  removed, and ``ł ı ø đ ß æ œ`` folded), every non-letter removed; so ``Dwadzieścia``,
  ``dwadziescia`` and ``DWADZIEŚCIA`` read as 20, and spacing or hyphens do not matter (Turkish
  ``on sekiz`` is num2words' ``onsekiz``, French ``dix huit`` its ``dix-huit``);
* **whole words only**: a rendering matches one to six consecutive words of the text exactly, never a
  part of a word (``achtzehnhundert`` is no 18);
* **a whole number only**: the match is dropped when the word before or after it is itself a number
  word of the rendering's language (``on sekiz`` is no 8, ``treinta y dos`` no 30), the language's
  vocabulary being the words of its renderings of 0 to 100, the hundreds and a thousand;
* **no common short words**: a Latin-script rendering shorter than four letters (``on``, ``to``,
  ``en``, ``set``, ``dos``) and the renderings in :data:`NOT_NUMBER_WORDS` (English words that are
  number words elsewhere: ``once`` 11 in Spanish, ``fire`` 4 in Danish, ``cent``) are not read.

Inflected forms (a case ending): a word of a non-Latin script that shares a rendering's stem (all but its last two
letters, renderings of five letters or more), within two letters less or three more, and is no rendering of
another number of that language, reads as the rendering (Russian ``сорока`` for ``сорок``; :func:`_inflected`).

Converters that do not return (:data:`_BROKEN`: Amharic) are skipped, and only numbers below 10**7 in size
are rendered (the range every converter was checked on). English is read by ``words`` (``text2num``, with its rules for "one" as a pronoun and "second" as a
unit) and is skipped here. The mentions have ``kind == "words"``; callers decide their role as for any
other mention (a given of the problem, an operand). Cost: about 6 ms of ``num2words`` calls the first
time a value is seen (cached per value), then one dictionary lookup per word window.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from typing import Any, Dict, FrozenSet, List, Sequence, Tuple

from agon_mcore.agon.answer_forms.values import Mention

__all__ = ["language_mentions", "renderings", "norm_word", "NOT_NUMBER_WORDS"]

# English words that are a number word of another language (measured on the English drafts of the
# labelled set and the red-team sets, and the 4- and 5-letter renderings of 0..100 read through)
NOT_NUMBER_WORDS = frozenset({"once", "fire", "cent", "null", "cant", "chin", "firs", "mile", "pump", "seize",
                              "sept", "kirk", "quart", "twee", "dort", "primo", "otto", "elf", "mila", "tolu"})
_FOLD = str.maketrans({"ł": "l", "ı": "i", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ð": "d",
                       "þ": "th", "ħ": "h"})
# a word: letters with their combining marks (Latin accents, Indic vowel signs, Thai tone marks)
_WORD = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f"
                   r"\u0900-\u0963\u0981-\u09e3\u0a01-\u0ae3\u0b01-\u0be3\u0c00-\u0ce3\u0d00-\u0d63\u0e31-\u0e4e])+")
_MAX_WORDS = 6
# converters that do not work: num2words 0.5.14's Amharic never returns on some integers (1234321: its
# ``merge`` returns None inside ``clean``'s loop). Every other converter was run on 0..3000, 3000 random
# integers below 10**7, the powers of ten and 400 decimals of up to three places (each language in its own
# process under a timeout): all return.
_BROKEN = frozenset({"am"})
_LIMIT = 10 ** 7  # the range checked; larger numbers are not written in words in a draft


def norm_word(s: str) -> str:
    """``s`` casefolded, without accents, with letters only (module docstring)."""
    s = unicodedata.normalize("NFKD", s.casefold().translate(_FOLD))
    return "".join(c for c in s if unicodedata.category(c)[0] == "L")


@functools.lru_cache(maxsize=1)
def _languages() -> Tuple[str, ...]:
    from num2words import CONVERTER_CLASSES

    return tuple(sorted(lang for lang in CONVERTER_CLASSES if not lang.startswith("en") and lang not in _BROKEN))


def _render(n: Any, lang: str, to: str) -> str:
    from num2words import num2words

    try:
        return num2words(n, lang=lang, to=to)
    except Exception:  # noqa: BLE001 - a converter without this form (several have no ordinals)
        return ""


def _keep(r: str) -> bool:
    return bool(r) and r not in NOT_NUMBER_WORDS and (len(r) >= 4 or (not r.isascii() and len(r) >= 2))


@functools.lru_cache(maxsize=4096)
def renderings(value: str) -> Dict[str, FrozenSet[str]]:
    """The normalised renderings of ``value`` (an integer or a terminating decimal, as a string) ->
    the languages that write it so. Numbers of 10**7 or more in size, and other values, give {}."""
    out: Dict[str, set] = {}
    if re.fullmatch(r"-?\d+", value):
        n = int(value)
        if abs(n) >= _LIMIT:
            return {}
        forms = [(n, "cardinal")] + ([(n, "ordinal")] if n > 0 else [])
    elif re.fullmatch(r"-?\d+\.\d{1,3}", value):
        from decimal import Decimal

        if abs(Decimal(value)) >= _LIMIT:
            return {}
        forms = [(Decimal(value), "cardinal")]
    else:
        return {}
    for lang in _languages():
        for x, to in forms:
            r = norm_word(_render(x, lang, to))
            if _keep(r):
                out.setdefault(r, set()).add(lang)
    return {r: frozenset(ls) for r, ls in out.items()}


@functools.lru_cache(maxsize=None)
def _vocabulary(lang: str) -> FrozenSet[str]:
    """The words of ``lang``'s renderings of 0..100, the hundreds and a thousand (normalised)."""
    words = set()
    for n in list(range(0, 101)) + list(range(200, 1001, 100)):
        for w in re.split(r"[\s\-‐]+", _render(n, lang, "cardinal")):
            if norm_word(w):
                words.add(norm_word(w))
    return frozenset(words)


def _value_strings(values: Sequence[Any]) -> List[str]:
    """The answer's values that have renderings: integers and terminating decimals of <= 3 places."""
    import sympy as sp

    out = []
    for v in values:
        try:
            if not isinstance(v, sp.Expr) or not v.is_number or not v.is_real or v.free_symbols:
                continue
            r = sp.Rational(v) if v.is_rational else None
        except (TypeError, ValueError):
            continue
        if r is None:
            continue
        if r.q == 1:
            out.append(str(r.p))
            continue
        for k in (1, 2, 3):
            if (r * 10 ** k).q == 1:
                out.append(f"{float(r):.{k}f}")
                break
    return list(dict.fromkeys(out))


# common fractions in words (num2words writes none): the denominator's word per language, singular and plural, and
# the words for one before it; "la mitad", "la moitié", "die Hälfte", "la metà", "a metade" for a half
_DENOMINATORS = {
    "es": {2: ("medio", "medios"), 3: ("tercio", "tercios"), 4: ("cuarto", "cuartos"), 5: ("quinto", "quintos"),
           6: ("sexto", "sextos"), 7: ("septimo", "septimos"), 8: ("octavo", "octavos"), 9: ("noveno", "novenos"),
           10: ("decimo", "decimos")},
    "fr": {2: ("demi", "demis"), 3: ("tiers", "tiers"), 4: ("quart", "quarts"), 5: ("cinquieme", "cinquiemes"),
           6: ("sixieme", "sixiemes"), 7: ("septieme", "septiemes"), 8: ("huitieme", "huitiemes"),
           9: ("neuvieme", "neuviemes"), 10: ("dixieme", "dixiemes")},
    "de": {3: ("drittel", "drittel"), 4: ("viertel", "viertel"), 5: ("funftel", "funftel"), 6: ("sechstel", "sechstel"),
           7: ("siebtel", "siebtel"), 8: ("achtel", "achtel"), 9: ("neuntel", "neuntel"), 10: ("zehntel", "zehntel")},
    "it": {2: ("mezzo", "mezzi"), 3: ("terzo", "terzi"), 4: ("quarto", "quarti"), 5: ("quinto", "quinti"),
           6: ("sesto", "sesti"), 7: ("settimo", "settimi"), 8: ("ottavo", "ottavi"), 9: ("nono", "noni"),
           10: ("decimo", "decimi")},
    "pt": {2: ("meio", "meios"), 3: ("terco", "tercos"), 4: ("quarto", "quartos"), 5: ("quinto", "quintos"),
           6: ("sexto", "sextos"), 7: ("setimo", "setimos"), 8: ("oitavo", "oitavos"), 9: ("nono", "nonos"),
           10: ("decimo", "decimos")},
}
_ONE = {"es": ("un", "una"), "fr": ("un", "une"), "de": ("ein", "eine"), "it": ("un", "uno"), "pt": ("um", "uma")}
_HALF = ("lamitad", "lamoitie", "diehalfte", "einhalb", "lameta", "ametade")


@functools.lru_cache(maxsize=256)
def fraction_renderings(p: int, q: int) -> FrozenSet[str]:
    """The normalised renderings of the fraction ``p/q`` (``0 < p < q <= 10``) in words of Spanish, French, German,
    Italian and Portuguese ("tres cuartos", "un tiers", "drei Viertel", "la mitad"): the numerator as ``num2words``
    writes it (or the language's word for one) before the denominator's word."""
    out = set(_HALF) if (p, q) == (1, 2) else set()
    for lang, dens in _DENOMINATORS.items():
        if q not in dens:
            continue
        sing, plur = dens[q]
        nums = _ONE[lang] if p == 1 else (norm_word(_render(p, lang, "cardinal")),)
        out.update(norm_word(n) + (sing if p == 1 else plur) for n in nums)
    return frozenset(r for r in out if len(r) >= 6)


def language_mentions(text: str, values: Sequence[Any]) -> List[Mention]:
    """Mentions of ``text`` that write one of ``values`` (sympy numbers, as ``Answer.values``) in words
    of a language ``num2words`` knows (module docstring), sorted by start; ``kind == "words"``."""
    table: Dict[str, Tuple[Any, FrozenSet[str]]] = {}
    import sympy as sp

    for s in _value_strings(values):
        val = sp.Rational(s) if "." not in s else sp.Rational(s)
        for r, langs in renderings(s).items():
            table.setdefault(r, (val, langs))
    for v in values:  # a common fraction in words ("tres cuartos", "un tiers")
        if getattr(v, "is_Rational", False) and 0 < v.p < v.q <= 10:
            for r in fraction_renderings(int(v.p), int(v.q)):
                table.setdefault(r, (v, frozenset()))
    if not table or not text:
        return []
    words = [(m.start(), m.end(), norm_word(m.group(0))) for m in _WORD.finditer(text)]
    out: List[Mention] = []
    for i in range(len(words)):
        joined = ""
        for j in range(i, min(i + _MAX_WORDS, len(words))):
            if j > i and not re.fullmatch(r"[\s\-‐‑–,]*", text[words[j - 1][1]:words[j][0]]):
                break  # a rendering's words stand together (spaces or hyphens between them)
            joined += words[j][2]
            hit = table.get(joined)
            if hit is None:
                continue
            val, langs = hit
            vocab = frozenset().union(*(_vocabulary(lang) for lang in langs))
            before = words[i - 1][2] if i > 0 and words[i - 1][1] >= words[i][0] - 2 else ""
            after = words[j + 1][2] if j + 1 < len(words) and words[j + 1][0] <= words[j][1] + 2 else ""
            if before in vocab or after in vocab:
                continue  # part of a longer number ("on sekiz" is no 8)
            out.append(Mention(words[i][0], words[j][1], val, "words"))
    out += _inflected(text, words, table, {(m.start, m.end) for m in out})
    out.sort(key=lambda m: (m.start, -(m.end - m.start)))
    return out


def _inflected(text: str, words, table, taken) -> List[Mention]:
    """One word of a non-Latin script that is a rendering inflected (module docstring): it shares the rendering's
    stem (all but its last two letters; renderings of five letters or more) and differs from it in length by at most
    two letters less or three more (Russian ``сорока``, ``девяноста``; Greek ``σαράντα``'s cases), and it is no
    rendering of another number of that language."""
    out: List[Mention] = []
    long_ones = [(r, hit) for r, hit in table.items() if len(r) >= 5 and not r.isascii()]
    if not long_ones:
        return out
    for a, b, w in words:
        if w.isascii() or (a, b) in taken or len(w) < 3:
            continue
        for r, (val, langs) in long_ones:
            stem = r[:len(r) - 2]
            if w != r and w.startswith(stem) and len(r) - 2 <= len(w) <= len(r) + 3 and \
                    not any(w in _vocabulary(lang) for lang in langs):
                out.append(Mention(a, b, val, "words"))
                break
    return out
