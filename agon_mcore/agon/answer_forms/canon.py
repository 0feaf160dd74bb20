"""Canonical text for the reader: one pass over the characters, by Unicode category, before any
value is read (so a new script, a new styled alphabet or a new invisible character is read by
the same rule as the ones seen before, not by a list of forms).

:func:`canonical` returns the text with

* format characters (category ``Cf``: zero-width spaces and joiners, BOM, soft hyphen, bidi
  marks) removed, after a right-to-left override's run is put in the order it renders in (``\u202e81\u202c``
  shows, and reads, ``18``);
* decimal digits of any script read as ASCII digits (``unicodedata.decimal``: Arabic-Indic,
  Devanagari, fullwidth, math-bold ``𝟒``);
* compatibility forms folded (NFKC per character: circled numbers ``㊷`` -> ``42``, ``Ⓒ`` ->
  ``C``, fullwidth letters, ligatures, no-break and thin spaces -> a space), except the forms
  the value reader reads itself (superscripts and subscripts as exponents and bases, vulgar
  fractions, ``…``, ``°``);
* letters of other scripts that look like Latin letters (TR39 confusables, from the maintained
  ``confusable_homoglyphs`` data: Cyrillic ``а`` -> ``a``) folded to them, and Latin small capitals by their
  Unicode name (``ᴇɪɢʜᴛ`` -> ``eight``); Greek letters stay (they are math symbols);
* HTML character references decoded first (the standard library's ``html.unescape``, one reference
  at a time: ``&#55;&#50;`` -> ``72``, ``&#x37;`` -> ``7``, ``&frac12;`` -> ``½``; a named one only
  with its ``;``), then folded like any other character (``&#65298;`` is a fullwidth ``2``);

* a number split into LaTeX groups read as one number: a run of two or more pieces, each a digit group
  (``{9}``, or styled: ``\\mathrm{9}``, ``\\text{9}``, ``\\mathbf{9}``) or bare digits, at least one of them a
  group, written with nothing between them, that is no command's argument (``\\frac{9}{1}``, ``x^{9}``, ``\\sqrt[3]{8}`` stay): ``${9}{1}$`` and
  ``$\\mathrm{9}\\mathrm{1}$`` read ``91``; so does a macro body of digits split by spaces (``\\def\\res{9 1}``,
  ``\\newcommand{\\res}{9 1}``), which prints as one number;

* markup around or inside a value removed (``answer_forms.markup``: spoilers ``>!-50!<``, emphasis splitting a
  numeral ``7**2**``, inline HTML tags, ``\\color``, ``\\multicolumn``; a brace label ``\\underbrace{..}_{720}`` reads
  ``= 720``);

and, for each output character, the index of the input character it came from, so spans read
on the canonical text map back to the original (:func:`to_original`).
"""
from __future__ import annotations

import functools
import html
import re
import unicodedata
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms.markup import has_markup, markup_edits

# an HTML character reference: numeric (the ";" optional, as browsers read it) or named (with its ";")
_ENTITY = re.compile(r"&(?:#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)")
# a digit group (bare or styled) and a run of two or more pieces with at least one group (module docstring)
# LaTeX's text and font styling commands: their argument typesets as plain text (``\\texttt{4}\\texttt{2}`` prints 42)
STYLE_COMMANDS = ("mathrm|text|textrm|mathbf|textbf|mathit|textit|mathsf|textsf|mathtt|texttt|textsc|textnormal|emph|"
                  "textup|textsl|boldsymbol|bm|operatorname|underline|mathnormal")
_GROUP = r"(?:\\(?:" + STYLE_COMMANDS + r")\s*)?\{\s*\d+\s*\}"
_SPLIT_NUMBER = re.compile(r"(?<![\w\]^_}\\])(?:" + _GROUP + r"|\d+)(?:" + _GROUP + r"|\d+)+(?!\s*\{)")
_DIGIT_GROUP = re.compile(_GROUP)
# a macro's body (``\def\res{9 1}``, ``\newcommand{\res}{9 1}``) typesets in math mode where spaces vanish: its
# digit runs split by spaces read as the one number the macro prints
_MACRO_BODY = re.compile(r"\\(?:def\s*\\[A-Za-z]+(?:#\d)*|(?:(?:re)?newcommand|providecommand)\*?\s*(?:\{\s*\\[A-Za-z]+\s*\}|\\[A-Za-z]+)"
                         r"(?:\s*\[\d\])?|DeclareMathOperator\*?\s*\{\s*\\[A-Za-z]+\s*\})\s*\{(?P<body>\s*\d+(?:\s+\d+)+\s*)\}")
_KEEP = set("⁰¹²³⁴⁵⁶⁷⁸⁹⁻₀₁₂₃₄₅₆₇₈₉¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞…°′″")


_RLO = re.compile("(\u202e)([^\u202c\n]*)(\u202c|$)", re.M)  # RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING
_SMALL_CAPITAL = re.compile(r"LATIN LETTER SMALL CAPITAL ([A-Z])")


@functools.lru_cache(maxsize=4096)
def _fold(ch: str) -> str:
    """The canonical form of one non-ASCII character (possibly empty or several characters)."""
    if ch in _KEEP:
        return ch
    cat = unicodedata.category(ch)
    if cat == "Cf":
        return ""
    if cat == "Nd":
        return str(unicodedata.decimal(ch))
    if cat == "Zs":
        return " "
    k = unicodedata.normalize("NFKC", ch)
    if k != ch and k.isascii():
        return k
    small = _SMALL_CAPITAL.fullmatch(unicodedata.name(ch, ""))
    if small:  # "ᴇɪɢʜᴛᴇᴇɴ": a small capital is its letter, by its Unicode name
        return small.group(1).lower()
    if cat.startswith("L") and not unicodedata.name(ch, "").startswith("GREEK"):
        latin = _confusable_latin(ch)
        if latin:
            return latin
    return k if k != ch and len(k) <= 3 else ch


def _confusable_latin(ch: str) -> Optional[str]:
    """The ASCII letter ``ch`` is confusable with (TR39 data via ``confusable_homoglyphs``)."""
    try:
        from confusable_homoglyphs import (
            confusables,  # setup.py install_requires; lazy: its JSON loads on first use
        )
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    found = confusables.is_confusable(ch, greedy=False, preferred_aliases=["latin"]) or []
    for f in found:
        for h in f.get("homoglyphs", []):
            c = h.get("c", "")
            if len(c) == 1 and c.isascii() and c.isalpha():
                return c
    return None


@functools.lru_cache(maxsize=1024)
def canonical(text: str) -> Tuple[str, Optional[Tuple[int, ...]]]:
    """``(canonical text, index map)``; the map is ``None`` when the text is already canonical
    (then spans need no mapping). ``index[k]`` is the index in ``text`` of the character that
    produced canonical character ``k``; ``index`` has one extra entry, ``len(text)``."""
    if "\u202e" in text:  # a right-to-left override renders its characters in reverse: read them as rendered
        text = _RLO.sub(lambda m: m.group(1) + m.group(2)[::-1] + m.group(3), text)  # (same length)
    split = {}  # start of a number split into groups -> (its end, the indices of its digits)
    if "{" in text:
        for m in _SPLIT_NUMBER.finditer(text):
            if _DIGIT_GROUP.search(m.group(0)):
                split[m.start()] = (m.end(), [k for k in range(m.start(), m.end()) if text[k].isdigit()])
        if "\\" in text:
            for m in _MACRO_BODY.finditer(text):
                a, b = m.span("body")
                digits = [k for k in range(a, b) if text[k].isdigit()]
                split[digits[0]] = (digits[-1] + 1, digits)
    edits = markup_edits(text) if has_markup(text) else {}  # spoilers, emphasis in a numeral, colours (answer_forms.markup)
    if not split and not edits and text.isascii() and ("&" not in text or not _ENTITY.search(text)):
        return text, None
    out: List[str] = []
    idx: List[int] = []
    changed = bool(split) or bool(edits)
    i = 0
    n = len(text)
    while i < n:
        if i in edits and i not in split:
            end, rep = edits[i]
            out.extend(rep)
            idx.extend([i] * len(rep))
            i = end
            continue
        if i in split:
            end, digits = split[i]
            out.extend(text[k] for k in digits)
            idx.extend([i] + digits[1:])  # a span over the number covers its groups from the first command
            i = end
            continue
        ch = text[i]
        if ch == "&":
            m = _ENTITY.match(text, i)
            dec = html.unescape(m.group(0)) if m else ch
            if m and dec != m.group(0):
                changed = True
                for c in dec:  # the decoded characters, each folded like any other (a fullwidth digit, a ZWSP)
                    for f in (c if c.isascii() else _fold(c)):
                        out.append(f)
                        idx.append(i)
                i = m.end()
                continue
        if ch.isascii():
            out.append(ch)
            idx.append(i)
            i += 1
            continue
        f = _fold(ch)
        if f != ch:
            changed = True
        for c in f:
            out.append(c)
            idx.append(i)
        i += 1
    if not changed:
        return text, None
    idx.append(len(text))
    return "".join(out), tuple(idx)


def rendered(text: str) -> str:
    """``text`` as a reader sees it, in plain characters: invisible format characters (category ``Cf``: zero-width
    spaces and joiners, word joiner, soft hyphen, BOM, bidi marks) removed, a right-to-left override's run first put in
    the order it renders in, and decimal digits of any script
    (category ``Nd``: Arabic-Indic, Devanagari, fullwidth, math-bold ``𝟒``) written as ASCII digits. Nothing else
    changes (letters, superscripts, fractions, LaTeX and markup stay as written), so every rule after it reads
    ``12`` where the draft wrote ``1\u200b2`` or ``١٢``, and what the challenger reads renders the same; a lone
    Cyrillic or Greek look-alike of a Latin letter is that letter (:func:`lookalikes_latin`). ``str -> str``; raises
    nothing."""
    if text.isascii():
        return text
    if "\u202e" in text:  # a right-to-left override: its run as it renders (``\u202e81\u202c`` shows 18)
        text = _RLO.sub(lambda m: m.group(1) + m.group(2)[::-1] + m.group(3), text)
    return lookalikes_latin("".join(_fold(c) if not c.isascii() and unicodedata.category(c) in ("Cf", "Nd") else c
                                    for c in text))


# Cyrillic and Greek capitals (and Cyrillic lower-case letters) drawn like a Latin letter
_LOOKALIKE = dict(zip("АВСЕНКМОРТХаеорсухΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABCEHKMOPTXaeopcyxABEZHIKMNOPTYX"))


def lookalikes_latin(text: str) -> str:
    """``text`` with each Cyrillic or Greek letter that is drawn like a Latin one (``В`` like ``B``, ``Ο`` like
    ``O``) and stands apart from its own script (no Cyrillic or Greek letter within three characters of it: "my gut
    says В"; the Russian preposition in "В этом году" and the letters of a formula on a Russian line stay)
    written as that Latin letter: it renders the same, and a choice letter or a name is read as written. Words of
    those scripts keep their letters. Same length; ``str -> str``; raises nothing."""
    if not any(c in _LOOKALIKE for c in text):
        return text

    def own(c: str) -> bool:
        return c.isalpha() and not c.isascii() and unicodedata.name(c, "").split(" ")[0] in ("CYRILLIC", "GREEK")

    def near(i: int, step: int) -> str:  # the nearest letter within three characters, spaces and marks skipped
        for j in range(i + step, i + 4 * step, step):
            if 0 <= j < len(text) and text[j].isalpha():
                return text[j]
        return ""

    out = list(text)
    for i, c in enumerate(text):
        if c in _LOOKALIKE and not own(near(i, -1) or "a") and not own(near(i, 1) or "a"):
            ls, le = text.rfind("\n", 0, i) + 1, text.find("\n", i)
            if not _SCRIPT_WORD.search(text[ls:le if le >= 0 else len(text)]):  # a line in that script keeps it
                out[i] = _LOOKALIKE[c]
    return "".join(out)


_SCRIPT_WORD = re.compile("[\u0400-\u04ff\u0370-\u03ff]{2}")


def to_original(index: Optional[Tuple[int, ...]], start: int, end: int) -> Tuple[int, int]:
    """Map a canonical span ``[start, end)`` back to the original text (identity without a map). The span
    covers every original character its canonical characters came from: a whole ``&#55;`` for ``7``, and
    what was dropped between them (a zero-width space inside a number)."""
    if index is None:
        return start, end
    s = index[start] if start < len(index) else index[-1]
    if end <= start:
        return s, s
    e = index[end - 1] + 1
    if end < len(index):
        e = max(e, index[end])  # up to where the next canonical character came from
    return s, e
