"""Markup that wraps or splits a value, removed before the value is read (``canon.canonical`` applies it).

A value can be hidden from a reader of strings by markup that a person reading the rendered text does not
see, or reads through: a spoiler (Reddit ``>!-50!<``, Discord ``||-50||``), emphasis splitting a numeral
(``7**2**``, ``7_2_``, ``7<b>2</b>``) or around a whole number (``___54___``), inline HTML formatting tags (``<span style=...>``, ``<details>``),
a colour (``{\\color{white}-128}``, ``\\textcolor{white}{-128}``, ``\\colorbox{..}{..}``), a table cell
command (``\\multicolumn{3}{c}{9}``), and a brace label (``\\underbrace{120 \\cdot 6}_{720}``: the label is
the value of the braced expression, so it reads as ``= 720``; ``\\cancelto{540}{9 \\cdot 60}`` reads as
``9 \\cdot 60 = 540``), and an HTML character reference (``&#50;``, ``&#x32;``,
``&amp;``, ``&#37;``: the character it renders, in prose, math and code alike) and an invisible character (zero-width
space or joiner, word joiner, soft hyphen, byte-order mark: ``20\u200b4`` renders as ``204``), and between two digits
whatever renders as nothing or as a break inside the numeral (``2{}04``, ``2\\!04``, ``2\\mathrm{}04``, ``2<wbr>04``,
``2<br>04``, ``2<!-- -->04``). Math written in markup (``<sup>3</sup>&frasl;<sub>2</sub>``, ``7<sup>2</sup>``, ``³⁄₂``,
MathML) is written as the math it renders first (``answer_forms.math_markup``). An HTML comment elsewhere is text the reader of the source sees: its delimiters
``<!--`` and ``-->`` become spaces, so ``<!-- final: 3 -->`` reads as ``final: 3`` (not as ``3 -->``, an arrow
or a comparison). A text drawing's connectors (``-->``, ``==>``, a rule ``48 ---- 72``) become clause breaks, not
minus signs, and an ASCII arrow `` -> `` the arrow it draws; a comment in a fenced block of another language than
Python (``// 55``, ``-- 30``, ``/* 55 */``) is read as a ``#`` comment is; a tuple of named quantities set equal to a
tuple of values (``(d(60), d(3600)) = (12, 45)``) is read name by name. :func:`markup_edits` lists the edits by
structure (markers and command heads with their matching closing brace), not by the values inside, so the
reader reads the content with every form it knows.
"""
from __future__ import annotations

import functools
from fractions import Fraction
import html
import re
from typing import Dict, Optional, Tuple

from agon_mcore.agon.answer_forms.math_markup import HINT as MATH_HINT, math_markup_edits

__all__ = ["markup_edits", "has_markup", "strip_markup", "TAG", "decoded_entities", "spelled_variant", "notation_variant"]

_SPOILER = re.compile(r">!(?=\S)([^\n]{1,200}?)(?<=\S)!<|\|\|(?=[^|\s])([^|\n]{1,200}?)(?<=[^|\s])\|\|")
# emphasis around part of a numeral: a digit glued on one side only (``7**2**``, ``**7**2``; not ``2**3**4``), or around
# a whole number with no word beside it (``___54___``, ``*54*``; not ``x**2**y``)
_EMPH = re.compile(r"(?<![A-Za-z\\])(\*{1,3}|_{1,3}|~~)([-−]?\d[\d.,]*)\1")
TAG = re.compile(r"</?(?:span|font|b|strong|i|em|mark|u|s|del|ins|small|big|sup|sub|details|summary|code|tt|kbd)"
                  r"(?:\s[^<>\n]{0,200})?>", re.IGNORECASE)
_COLOR = re.compile(r"\\color\s*\{[^{}]{0,40}\}\s*")
# a command whose last argument is shown as is: drop the head (with the other arguments) and its closing brace
_HEAD = re.compile(r"\\(?:textcolor\s*(?:\[[^\]]{0,20}\])?\s*\{[^{}]{0,40}\}|colorbox\s*\{[^{}]{0,40}\}|"
                   r"fcolorbox\s*\{[^{}]{0,40}\}\s*\{[^{}]{0,40}\}|multicolumn\s*\{\s*\d+\s*\}\s*\{[^{}]{0,20}\}|"
                   r"multirow\s*\{\s*\d+\s*\}\s*\{[^{}]{0,20}\}|hl|highlight|ul|uline)\s*\{")
_BRACE = re.compile(r"\\(?:underbrace|overbrace)\s*\{")
_SLASH_DASH = re.compile(r"(?<=\d)/-(?![\d\w-])")  # the South Asian "no paise" suffix of an amount
_CANCELTO = re.compile(r"\\cancelto\s*\{")  # the value an expression cancels to, written at the arrow's tip
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# between two digits: an empty group, a negative thin space, an empty command, a break tag, an HTML comment
_GLUE = re.compile(r"(?<=\d)(?:\{\s*\}|\\!|\s*\\(?:right|left|bigl|bigr|Bigl|Bigr)\s*\.\s*|\\(?:mathrm|text|mathit|textrm)\s*\{\s*\}|<(?:wbr|br)\s*/?>|<!--[^\n]{0,80}?-->|"
                   r"\\(?:m?kern|hspace\*?|hskip|mskip)\s*\{?\s*-?\d*\.?\d+\s*(?:pt|em|ex|mu|mm|bp|px)\s*\}?\s*)+(?=\d)",  # "4\kern1pt8": a kern joins;
                   # so do null delimiters ("1\right.\!\left.2" renders 12)
                   re.IGNORECASE)
# a whole HTML comment on one line or a few: its delimiters are markup, its content is text
_COMMENT = re.compile(r"<!--(?!-?>)(?=[^\n]*?-->|(?:[^\n]*\n){0,5}?[^\n]*?-->)")
_COMMENT_END = re.compile(r"-->")
# a connector of a text drawing (a diagram's arrow ``-->``, ``==>``, ``<--``, a number line's rule ``48 ---- 72``):
# a break between two labels (read as a clause break), no minus sign; a line of only rules (a table's separator, a horizontal rule) stays
_CONNECTOR = re.compile(r"<-{2,}|-{2,}>|={2,}>|(?<![-|:])-{3,}(?![-|:])")
# an ASCII arrow ``->`` (a cell's shown value, a step's result): the arrow it draws, read as one
_ASCII_ARROW = re.compile(r"(?<![)\]]\s)(?<=\s)->(?=\s)")  # (not a return annotation: "def f(x) -> int")
# a tuple of named quantities set equal to a tuple of values, "(d(60), d(3600)) = (12, 45)": each name gets its value,
# read as "d(60) = 12, d(3600) = 45" (a name of one letter is a component of a point, read as written)
_TNAME = r"([A-Za-z][\w\\]*(?:_\{?\w+\}?)?\s*\([^()]{1,20}\)|[A-Za-z]{2,}[\w]*)"
_TVAL = r"([-−]?\d+(?:\.\d+)?)"
_TUPLE_EQ = re.compile(r"\(\s*" + _TNAME + r"\s*,\s*" + _TNAME + r"(?:\s*,\s*" + _TNAME + r")?\s*\)\s*=\s*\(\s*" + _TVAL +
                       r"\s*,\s*" + _TVAL + r"(?:\s*,\s*" + _TVAL + r")?\s*\)")
# a comment in a fenced block of another language than Python: "// 55" (C family, JavaScript, pseudo-code), "-- 30" (SQL,
# Lua, Haskell), "/* 55 */": read as a "#" comment is ("//" is floor division and "--" a double minus only in Python)
_FENCE = re.compile(r"^[ \t]*(```|~~~)[ \t]*([\w+#-]*)[^\n]*\n(.*?)^[ \t]*\1", re.M | re.S)
_SLASH_COMMENT = re.compile(r"(?<![:/\w])//(?=\s|\w)|/\*|\*/")
_DASH_COMMENT = re.compile(r"(?<![-\w])--(?=\s)")
_DASH_LANGS = {"sql", "mysql", "postgresql", "sqlite", "plsql", "lua", "haskell", "hs", "elm", "ada", "vhdl"}
_PY_LANGS = {"python", "py", "python3", "pycon", "ipython", "sage"}
_GENFRAC = re.compile(r"\\genfrac\s*(?:\{[^{}]*\}\s*){4}")
_ARG_SPACE = re.compile(r"(?<=\{)\s*((?:\\[,;:!]\s*)+)(?=[-\d])|(?<=\d)\s*((?:\\[,;:!]\s*)+)(?=\})")
_INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad\ufe00-\ufe0f\U000e0100-\U000e01ef]+")  # variation selectors too
# combining marks on a digit (an underline U+0332, a strike, an accent: "1̲7̲2̲9̲") decorate it; the digit is read
_COMBINING = re.compile("(?<=[0-9.,])[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+")
_HINTS = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad\ufe00-\ufe0f\U000e0100-\U000e01ef]|[0-9][\u0300-\u036f\u20d0-\u20ff]|" r"<!--|---|-->|==>|<--|\d/-|\s->\s|\)\s*=\s*\(|//|/\*|\s--\s|\d(?:\{|\\!|\\m|\\t|\\k|\\h|<|\s*\\(?:right|left|[bB]igl|[bB]igr)\s*\.)|&#|&[A-Za-z][A-Za-z0-9]*;|>!|\|\||[*_~]{1,3}\d|\d[*_~]|<[a-zA-Z/]|\\(?:color|textcolor|colorbox|fcolorbox|multicolumn|multirow|hl|"
                    r"highlight|ul|uline|underbrace|overbrace|cancelto|surd(?![A-Za-z])|genfrac)|\{\s*\\[,;:!]|\\[,;:!]\s*\}|\d\s*\^\s*\{?\s*(?:\\[a-z]+\s*\{\s*)?(?:st|nd|rd|th)(?![A-Za-z])")


def _close(text: str, i: int) -> Optional[int]:
    """The index of the ``}`` matching the ``{`` just before ``i``; None when unbalanced."""
    depth = 1
    for k in range(i, min(len(text), i + 2000)):
        c = text[k]
        if c == "\\":
            continue
        if c == "{" and text[k - 1] != "\\":
            depth += 1
        elif c == "}" and text[k - 1] != "\\":
            depth -= 1
            if depth == 0:
                return k
    return None


def decoded_entities(text: str):
    """``text`` with its HTML character references decoded (``r&#101;turn`` -> ``return``; only the references, so code
    keeps its ``**`` and ``_``) and a map of spans of it back onto ``text`` (``spans.apply_edits``). Raises nothing."""
    from agon_mcore.agon.spans import apply_edits

    edits = []
    for m in _ENTITY.finditer(text) if "&" in text else ():
        ch = html.unescape(m.group(0))
        if ch != m.group(0) and ch.isprintable():
            edits.append((m.start(), m.end(), ch))
    return apply_edits(text, edits)


_SUPER_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
_SUPERSCRIPT = re.compile(r"(?<=[\w)\]}])⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+")


_LOOKALIKE_HINT = re.compile("[АВСЕНКМОРТХаеорсухΑΒΕΖΗΙΚΜΝΟΡΤΥΧ]")


def has_markup(text: str) -> bool:
    """Cheap test: ``text`` may hold markup that :func:`markup_edits` removes."""
    return bool(_HINTS.search(text) or MATH_HINT.search(text) or _LOOKALIKE_HINT.search(text))


def superscript_variant(text: str):
    """``text`` with superscript digits after a base written as a caret power (``2⁶`` as ``2^6``) and a map of its
    spans back, or None when it has none: a second reading of a power the first reads by its value (``2¹⁰`` as
    1024), so that the exponent is read as one (a check ``2⁶ = 64`` after the answer 6)."""
    from agon_mcore.agon.spans import apply_edits

    edits = [(m.start(), m.end(), "^" + m.group(0).translate(_SUPER_DIGITS)) for m in _SUPERSCRIPT.finditer(text)]
    return apply_edits(text, edits) if edits else None


# number words spelled letter by letter ("f-i-f-t-y-f-i-v-e", "S E V E N", "t.w.e.l.v.e") or glued together
# ("fiftyfive", "onehundredtwenty"): one separator repeated between single letters, or one long token
_SPELLED = re.compile(r"(?<![A-Za-z0-9])(?:[A-Za-z][-.·_ \t]{1,3}){3,}[A-Za-z](?![A-Za-z0-9])")
_GLUED = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{7,}(?![A-Za-z0-9])")


@functools.lru_cache(maxsize=1)
def _number_vocabulary() -> Tuple[str, ...]:
    """The English number words (``words._CARD``, ``_ORD``) and their joiners, longest first: built once."""
    from agon_mcore.agon.answer_forms.words import _CARD, _ORD

    return tuple(sorted(set(_CARD) | set(_ORD) | {"and", "a"}, key=len, reverse=True))


def _number_words(run: str, one: bool = False) -> Optional[str]:
    """``run`` (letters only) split into two or more number words (``"fiftyfive"`` as ``"fifty five"``), or None when
    it is not a run of number words (``one``: a single word is enough). Longest word first, backtracking."""
    vocab = _number_vocabulary()
    low = run.lower()
    if not low.startswith(vocab):  # most long words of prose start with no number word: no search
        return None

    def split(i: int) -> Optional[list]:
        if i == len(low):
            return []
        for w in vocab:
            if low.startswith(w, i):
                rest = split(i + len(w))
                if rest is not None:
                    return [w, *rest]
        return None

    words = split(0)
    if not words or words[0] in ("and", "a") or words[-1] in ("and", "a") or (len(words) < 2 and not one):
        return None
    return " ".join(words)


def spelled_variant(text: str):
    """``text`` with number words spelled letter by letter or glued together written as words (``f-i-f-t-y-f-i-v-e`` as
    ``fifty five``, ``fiftyfive`` as ``fifty five``) and a map of its spans back, or None when it has none: a reader of
    the rendered words reads them as the number (atk_s77 m05)."""
    from agon_mcore.agon.spans import apply_edits

    edits = []
    for m in _SPELLED.finditer(text):
        letters = re.sub(r"[^A-Za-z]", "", m.group(0))
        words = _number_words(letters, one=True)
        if words:
            edits.append((m.start(), m.end(), words))
    for m in _GLUED.finditer(text):
        if any(a <= m.start() < b for a, b, _ in edits):
            continue
        words = _number_words(m.group(0))
        if words:
            edits.append((m.start(), m.end(), words))
    return apply_edits(text, sorted(edits)) if edits else None


# notations a reader of the rendered text reads through, rewritten into forms the value reader reads: plain-text and
# computer-algebra function names (``arctan(1)``, ``Sqrt[5]``, ``ArcTan[1]``, ``Pi``), Python's digit separator
# (``12_000``), a duration glued together (``3h24m``), a unit with a power glued to its number (``18m²``)
_CAS_FUNC = {"Sqrt": "\\sqrt", "ArcTan": "\\arctan", "ArcSin": "\\arcsin", "ArcCos": "\\arccos", "Log": "\\ln", "Exp": "\\exp",
             "Sin": "\\sin", "Cos": "\\cos", "Tan": "\\tan"}
_CAS_CALL = re.compile(r"\b(" + "|".join(_CAS_FUNC) + r")\[([^\[\]]{1,40})\]")
_CAS_PI = re.compile(r"(?<![A-Za-z\\])Pi(?![A-Za-z])")
_PLAIN_FUNC = re.compile(r"(?<![A-Za-z\\])(arctan|arcsin|arccos|atan|asin|acos)\s*\(\s*([^()]{1,30})\s*\)")
_PLAIN_NAMES = {"atan": "arctan", "asin": "arcsin", "acos": "arccos"}
_UNDERSCORE_GROUPS = re.compile(r"(?<![\w.])\d{1,3}(?:_\d{3})+(?![\w])")
_GLUED_DURATION = re.compile(r"(?<![\w.])(\d+)\s*h\s*(\d+)\s*m(?:in)?(?:\s*(\d+)\s*s)?(?![A-Za-z])")
_GLUED_AREA = re.compile(r"(?<=\d)\s*(?:k?m|cm|mm|ft|in|yd)(?:\^\s*\{?[23]\}?|[²³])")


_EUROPEAN = re.compile(r"(?<![\w.,])(\d{1,3}(?:\.\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+),(\d{1,2})(?![\d,.]\d|\d)")
_PER_MILLE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*([‰‱])")


# a clock time in words: "quarter past nine" is 9:15, "half past 2" 2:30, "quarter to ten" 9:45, "seven o'clock" 7:00
_HOURS = {w: k + 1 for k, w in enumerate("one two three four five six seven eight nine ten eleven twelve".split())}
_HOUR = r"(" + "|".join(_HOURS) + r"|1[0-2]|[1-9])"
_CLOCK_WORDS = re.compile(r"(?i)\b(?:(?:a\s+)?(quarter|half)\s+(past|after|to|before)\s+" + _HOUR + r"|" + _HOUR +
                          r"\s+o'?\s*clock)\b")


def _clock_words(m: "re.Match") -> str:
    h = m.group(3) or m.group(4)
    hour = _HOURS.get(h.lower()) or int(h)
    if not m.group(1):
        return f"{hour}:00"
    minutes = 15 if m.group(1).lower() == "quarter" else 30
    if m.group(2).lower() in ("to", "before"):
        hour, minutes = (hour - 2) % 12 + 1, 60 - minutes
    return f"{hour}:{minutes:02d}"


def notation_variant(text: str):
    """``text`` with the notations of the comment above rewritten (``ArcTan[1]`` as ``$\\arctan(1)$``, ``12_000`` as
    ``12000``, ``3h24m`` as ``3 h 24 min``, ``18m²`` as ``18 units``, per mille ``25‰`` as ``0.025``, European ``1.596,00`` as
    ``1596.00``, a clock time in words "quarter past nine" as ``9:15``) and a map of its spans back, or None when it has
    none (atk_s78). Raises nothing."""
    from agon_mcore.agon.spans import apply_edits

    edits = []
    for m in _CAS_CALL.finditer(text):
        name, arg = _CAS_FUNC[m.group(1)], _CAS_PI.sub(lambda _: "\\pi", m.group(2))
        body = "{" + arg + "}" if name == "\\sqrt" else "(" + arg + ")"
        edits.append((m.start(), m.end(), "$" + name + body + "$"))
    for m in _PLAIN_FUNC.finditer(text):
        name = _PLAIN_NAMES.get(m.group(1), m.group(1))
        edits.append((m.start(), m.end(), f"$\\{name}({m.group(2)})$"))
    for m in _UNDERSCORE_GROUPS.finditer(text):
        edits.append((m.start(), m.end(), m.group(0).replace("_", "")))
    for m in _GLUED_DURATION.finditer(text):
        edits.append((m.start(), m.end(), f"{m.group(1)} h {m.group(2)} min" + (f" {m.group(3)} s" if m.group(3) else "")))
    for m in _GLUED_AREA.finditer(text):
        edits.append((m.start(), m.end(), " units"))
    for m in _EUROPEAN.finditer(text):  # "1.596,00" and "1 596,00": dots or spaces group, the comma marks the decimals
        edits.append((m.start(), m.end(), re.sub(r"[.\s\u00a0\u202f]", "", m.group(1)) + "." + m.group(2)))
    for m in _PER_MILLE.finditer(text):  # "25‰" is 0.025, "5‱" is 0.0005: written as the decimal, so that a given's numeral
        # with the sign ("25‰" for "25 divided by 1000") is no given (the value reader reads 25 with 0.025 beside it);
        # as decimals, since "2.5%" would read 2.5 too
        f = Fraction(m.group(1)) / (1000 if m.group(2) == "‰" else 10000)
        edits.append((m.start(), m.end(), ("%.10f" % float(f)).rstrip("0").rstrip(".")))
    for m in _CLOCK_WORDS.finditer(text):  # "quarter past nine": the clock time 9:15, read as clock times are
        edits.append((m.start(), m.end(), _clock_words(m)))
    edits.sort()
    kept, last = [], -1
    for e in edits:
        if e[0] >= last:
            kept.append(e)
            last = e[1]
    return apply_edits(text, kept) if kept else None


_FUNC_OF_INDEX = re.compile(r"(?<![A-Za-z\\])([A-Za-z])\(\s*(\d+)\s*\)")


def subscript_variant(text: str, answer: str):
    """``text`` with an indexed name written as the answer's function value (``W_2`` as ``W(2)``, for an answer that
    writes ``W(2)``: a process or a sequence at an index, in either notation) and a map of its spans back, or None when
    the answer has no such value or the text no such subscript."""
    from agon_mcore.agon.spans import apply_edits

    names = {m.group(1) for m in _FUNC_OF_INDEX.finditer(answer)}
    if not names or "_" not in text:
        return None
    sub = re.compile(r"(?<![A-Za-z\\])([" + "".join(sorted(names)) + r"])_\{?\s*(\d+)\s*\}?")
    edits = [(m.start(), m.end(), f"{m.group(1)}({m.group(2)})") for m in sub.finditer(text)]
    return apply_edits(text, edits) if edits else None


def markup_edits(text: str) -> Dict[int, Tuple[int, str]]:
    """The edits that remove markup around or inside values (module docstring): ``{start: (end,
    replacement)}``, non-overlapping; ``text[start:end]`` is replaced by ``replacement`` (mostly empty)."""
    edits: Dict[int, Tuple[int, str]] = {}

    def add(s: int, e: int, rep: str = "") -> None:
        if e > s and not any(a < e and s < b for a, (b, _) in edits.items()):
            edits[s] = (e, rep)

    for s0, (e0, rep) in math_markup_edits(text).items():  # math in markup, as math (answer_forms.math_markup)
        add(s0, e0, rep)
    if "^" in text:  # an ordinal's raised suffix ("$12^{\\mathrm{th}}$"): the ordinal 12th, as written in plain text
        from agon_mcore.agon.answer_forms.compare import ORDINAL_SUPERSCRIPT

        for m in ORDINAL_SUPERSCRIPT.finditer(text):
            add(m.end(1), m.end(), m.group(2))
    for m in _GENFRAC.finditer(text) if "genfrac" in text else ():  # \genfrac{}{}{}{}{3}{4}: \frac{3}{4} by another name
        add(m.start(), m.end(), "\\frac")
    for m in _ARG_SPACE.finditer(text):  # "\frac{\,3\,}{\,4\,}": thin spaces at an argument's edges render as nothing
        g = 1 if m.group(1) is not None else 2
        add(m.start(g), m.end(g))
    for m in re.finditer(r"\\surd(?![A-Za-z])\s*", text) if "surd" in text else ():  # TeX's radical sign, \sqrt's glyph
        add(m.start(), m.end(), "\\sqrt ")
    for m in _INVISIBLE.finditer(text):  # rendered as nothing
        add(m.start(), m.end())
    for m in _SLASH_DASH.finditer(text) if "/-" in text else ():  # "Rs. 64/-": a whole amount, no division
        add(m.start(), m.end(), " ")
    for m in _COMBINING.finditer(text):  # a decoration on a digit: the digit is read
        add(m.start(), m.end())
    if _LOOKALIKE_HINT.search(text):  # a lone Cyrillic or Greek look-alike renders as its Latin letter (canon)
        from agon_mcore.agon.answer_forms.canon import lookalikes_latin

        for i, (a, b) in enumerate(zip(text, lookalikes_latin(text))):
            if a != b:
                add(i, i + 1, b)
    for m in _GLUE.finditer(text):  # inside a numeral: rendered as nothing, or a break the reader reads through
        add(m.start(), m.end())
    for m in _COMMENT.finditer(text) if "<!--" in text else ():  # a comment's delimiters: spaces, its text stays
        end = _COMMENT_END.search(text, m.end())
        if end is not None:
            add(m.start(), m.end(), " ")
            add(end.start(), end.end(), " ")
    for m in _CONNECTOR.finditer(text) if "--" in text or "==>" in text else ():
        line = text[text.rfind("\n", 0, m.start()) + 1:(text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
        if re.search(r"[\w\]\)]", line):
            add(m.start(), m.end(), " ; ")  # a drawing's connector: a break between its labels (after a comment's own delimiters)
    for m in _ASCII_ARROW.finditer(text) if "->" in text else ():
        add(m.start(), m.end(), "→")
    for m in _TUPLE_EQ.finditer(text) if re.search(r"\)\s*=\s*\(", text) else ():
        names, vals = [g for g in m.groups()[:3] if g], [g for g in m.groups()[3:] if g]
        if len(names) == len(vals):
            add(m.start(), m.end(), ", ".join(f"{a} = {b}" for a, b in zip(names, vals)))  # each name its value
    for f in _FENCE.finditer(text) if ("//" in text or "--" in text or "/*" in text) else ():
        lang = f.group(2).lower()
        if lang in _PY_LANGS:
            continue
        rx = _DASH_COMMENT if lang in _DASH_LANGS else _SLASH_COMMENT
        for m in rx.finditer(text, f.start(3), f.end(3)):
            add(m.start(), m.end(), "" if m.group(0) == "*/" else "#")  # the comment read as prose, as "#" is
    if "&" in text:  # a character reference renders as its character (an unknown name stays as written)
        for m in _ENTITY.finditer(text):
            ch = html.unescape(m.group(0))
            if ch != m.group(0) and ch.isprintable():
                add(m.start(), m.end(), ch)
    for m in _SPOILER.finditer(text):
        g = 1 if m.group(1) is not None else 2
        add(m.start(), m.start(g))
        add(m.end(g), m.end())
    for m in _EMPH.finditer(text):
        before = m.start() > 0 and text[m.start() - 1].isdigit()
        after = m.end() < len(text) and text[m.end()].isdigit()
        alone = not (m.start() > 0 and (text[m.start() - 1].isalnum() or text[m.start() - 1] in "_\\*")) and \
            not (m.end() < len(text) and (text[m.end()].isalnum() or text[m.end()] in "_*"))
        if before != after or alone:  # glued to a digit on exactly one side: a numeral split by emphasis; or around a
            add(m.start(), m.start(2))  # whole number with no word beside it ("area ___54___.", "*54*")
            add(m.end(2), m.end())
    runs: list = []  # adjacent tags as one run ("3</b><i>45": the run is inside the numeral)
    for m in TAG.finditer(text):
        if runs and runs[-1][1] == m.start():
            runs[-1][1] = m.end()
        else:
            runs.append([m.start(), m.end()])
    for a, b in runs:  # gone inside a numeral ("7<b>2</b>"), a space elsewhere ("</summary>23")
        glued = 0 < a and b < len(text) and text[a - 1].isdigit() and text[b].isdigit()
        if glued:
            add(a, b, "")
        else:
            for m in TAG.finditer(text, a, b):
                add(m.start(), m.end(), " ")
    if "\\" in text:
        for m in _COLOR.finditer(text):
            add(m.start(), m.end())
        for m in _HEAD.finditer(text):
            c = _close(text, m.end())
            if c is not None:
                add(m.start(), m.end())
                add(c, c + 1)
        for m in _BRACE.finditer(text):
            c = _close(text, m.end())
            lab = re.compile(r"\s*[_^]\s*").match(text, c + 1) if c is not None else None
            if lab:
                add(c + 1, lab.end(), " = ")  # the label is the braced expression's value
        for m in _CANCELTO.finditer(text) if "cancelto" in text else ():  # \cancelto{540}{9 \cdot 60}
            c = _close(text, m.end())
            arg = re.match(r"\s*\{", text[c + 1:]) if c is not None else None
            c2 = _close(text, c + 1 + len(arg.group(0))) if arg else None
            if c2 is not None:  # read as "9 \cdot 60 = 540": the expression, then the value it cancels to
                add(m.start(), c2 + 1, text[c + 1 + len(arg.group(0)):c2] + " = " + text[m.end():c])
    return edits


def strip_markup(text: str) -> str:
    """``text`` with :func:`markup_edits` applied (the reader reads values on it); ``text`` itself when it has none."""
    if not has_markup(text):
        return text
    edits = markup_edits(text)
    if not edits:
        return text
    out, i = [], 0
    for s in sorted(edits):
        e, rep = edits[s]
        out += [text[i:s], rep]
        i = e
    out.append(text[i:])
    return "".join(out)
