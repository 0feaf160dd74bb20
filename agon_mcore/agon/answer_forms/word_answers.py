"""A word answer stated in prose: the answer is a word or a short phrase (``\\text{ellipse}``,
``\\text{east}``, a choice whose option is ``Hyperbola``), and the draft states it wherever the
word occurs outside text copied from the problem.

The answer's value here is its word (and the chosen option's word, read through the problem's
option list): a conic, a direction, a parity, a name. A number, a yes/no verdict and a choice
option that is a number are read elsewhere (``answer_forms.words``, ``answer_forms.choices``).
An occurrence is copied from the problem when it stands next to a word it also stands next to
in the problem (the draft listing "parabola, circle, ellipse" as the problem does); every other
occurrence states the answer ("the standard form of an ellipse", "facing east", "a hyperbola").

A compass direction is also an angle: written in bearing notation (a three-digit bearing ``090°``, or an angle
named as a bearing, heading or azimuth: "a heading of 90 degrees") it states the direction
(:func:`bearing_spans`); a turn or an angle of work (``90^\\circ`` to her right, ``2250 - 2160 = 90``) stays.
"""
from __future__ import annotations

import re
from typing import List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.choices import choice_letter, choice_options

_WRAP = re.compile(r"\\(?:text|textbf|mathrm|mathbf|textit|operatorname)\s*\{([^{}]*)\}")
_VERDICTS = {"yes", "no", "true", "false", "none", "neither", "all", "both"}
_WORD = re.compile(r"[A-Za-z]+")


def answer_words(answers: Sequence[str], problem: Optional[str]) -> List[str]:
    """The word forms of ``answers`` (lower case; ``[]`` for a numeric or verdict answer): the
    answer's own words (``\\text{ellipse}`` -> ``ellipse``; ``two lines``) and, for a choice
    letter, the chosen option's words (``(E) Hyperbola`` -> ``hyperbola``). At most three words,
    letters only, at least three letters each phrase."""
    out: List[str] = []
    opts, _ = choice_options(problem)
    for a in answers:
        letter = choice_letter(a)
        cands = [a]
        if letter and letter in opts:
            cands = [re.split(r"\s{2,}|[.\n;]|\$", opts[letter].strip())[0]]
        elif letter:
            continue
        for c in cands:
            t = _WRAP.sub(lambda m: m.group(1), c).strip().strip("$").strip()
            t = re.sub(r"^(?:an?|the)\s+", "", t, flags=re.I).strip(" .")
            if re.fullmatch(r"[A-Za-z]+(?:[ -][A-Za-z]+){0,2}", t) and len(t) >= 3 and t.lower() not in _VERDICTS:
                out.append(t.lower())
    return list(dict.fromkeys(out))


def _neighbours(text: str) -> set:
    w = [x.lower() for x in _WORD.findall(text)]
    return {(a, b) for a, b in zip(w, w[1:])}


def word_answer_spans(text: str, answers: Sequence[str], problem: Optional[str],
                      taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """``(start, end)`` of every occurrence in ``text`` of a word form of ``answers``
    (:func:`answer_words`; a plural ``-s``/``-es`` too) that is not copied from ``problem`` and
    not inside ``taken``. Copied: the word's left or right neighbour word is its neighbour in the
    problem too (``circle, ellipse, hyperbola``)."""
    words = answer_words(answers, problem)
    if not words:
        return []
    bearings = bearing_spans(text, words, taken) + compass_letter_spans(text, words, taken)
    pairs = _neighbours(problem or "")
    out: List[Tuple[int, int]] = []
    for w in words:
        pat = re.compile(r"(?<![A-Za-z\\])" + r"[ -]".join(map(re.escape, w.split())) + r"(?:e?s)?(?![A-Za-z])", re.I)
        for m in pat.finditer(text):
            s, e = m.span()
            if any(a <= s < b for a, b in taken):
                continue
            left = _WORD.findall(text[max(0, s - 40):s])
            right = _WORD.findall(text[e:e + 40])
            first, last = w.split()[0], w.split()[-1]
            if (left and (left[-1].lower(), first) in pairs) or (right and (last, right[0].lower()) in pairs):
                continue
            out.append((s, e))
    return out + bearings + spelled_word_spans(text, words, taken)


def spelled_word_spans(text: str, words: Sequence[str], taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """``(start, end)`` of a word among ``words`` spelled letter by letter, one separator between the letters
    throughout (``e-v-e-n``, ``E V E N``, ``e.v.e.n``, ``e·v·e·n``) or in the spelling alphabet ("Echo Victor Echo Lima
    Yankee November"): the word, read by a person at once."""
    out: List[Tuple[int, int]] = []
    for w in words:
        letters = w.replace(" ", "").replace("-", "")
        if len(letters) < 3:
            continue
        for sep in (r"-", r" ", r"\.", r"·", r"_", r"\*", r", "):
            pat = re.compile(r"(?<![A-Za-z])" + sep.join(map(re.escape, letters)) + r"(?![A-Za-z])", re.I)
            out += [m.span() for m in pat.finditer(text) if not any(a <= m.start() < b for a, b in taken)]
        # spelled in the radiotelephony alphabet ("Echo Victor Echo Lima Yankee November" for Evelyn)
        nato = r"[\s,;-]+".join("(?:" + "|".join(_NATO[c.lower()]) + ")" for c in letters if c.lower() in _NATO)
        if len(letters) == len(re.findall(r"[A-Za-z]", letters)):
            out += [m.span() for m in re.finditer(r"(?i)(?<![A-Za-z])" + nato + r"(?![A-Za-z])", text)
                    if not any(a <= m.start() < b for a, b in taken)]
    return out


# the ICAO/NATO spelling alphabet (with the common spellings Alpha, Juliet, Whisky, Xray)
_NATO = {c: w.split("/") for c, w in zip("abcdefghijklmnopqrstuvwxyz", (
    "alfa/alpha bravo charlie delta echo foxtrot golf hotel india juliett/juliet kilo lima mike november oscar papa "
    "quebec romeo sierra tango uniform victor whiskey/whisky x-ray/xray yankee zulu").split())}


_COMPASS = {"north": 0, "northeast": 45, "east": 90, "southeast": 135, "south": 180, "southwest": 225, "west": 270,
            "northwest": 315}
_DEGREE = r"\s*\$?\s*(?:°|\^\s*\{?\s*\\circ\s*\}?|\\degree\b|\s*degrees?\b)"
_BEARING = re.compile(r"(?<![\d.])(0\d\d)(?=" + _DEGREE + r")|"
                      r"(?i:\b(?:bearing|heading|azimuth)\b)[^.\n\d]{0,20}?(?<![\d.])(\d{1,3})(?![\d.])")


def bearing_spans(text: str, words: Sequence[str], taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """``(start, end)`` of the angles in ``text`` that state a compass direction among ``words`` as a bearing (module
    docstring): a three-digit angle in degrees, zero-padded below 100 (``090°``), or an angle after "bearing",
    "heading" or "azimuth"; its value modulo 360 is the direction's (north 0, east 90, ...)."""
    dirs = [_COMPASS[w.replace(" ", "").replace("-", "")] for w in words if w.replace(" ", "").replace("-", "") in _COMPASS]
    out: List[Tuple[int, int]] = []
    for m in _BEARING.finditer(text) if dirs else ():
        g = 1 if m.group(1) else 2
        if int(m.group(g)) % 360 in dirs and not any(a <= m.start(g) < b for a, b in taken):
            out.append((m.start(g), m.end(g)))
    return out


_ABBREV = {"N": "north", "E": "east", "S": "south", "W": "west", "NE": "northeast", "SE": "southeast", "SW": "southwest",
           "NW": "northwest"}
# the token is named as a letter, abbreviation, symbol or label just before it ("the letter E", "marked **NE**")
_LETTER_NAMED = re.compile(r"(?i:\b(?:letter|abbreviation|abbreviated|symbol|label(?:led|ed)?|marked|mark|point)\s+(?:as\s+)?)"
                           r"[\"'“‘`*$\\(]*(?:\\(?:text|mathrm)\{)?$")
_COMPASS_WORD = re.compile(r"(?i)\b(?:compass|rose|cardinal|direction|heading|bearing)\b")


def compass_letter_spans(text: str, words: Sequence[str], taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """``(start, end)`` of compass abbreviations (``E``, ``NW``) in ``text`` that state a direction among ``words``: the
    token is named as a letter, abbreviation, symbol or label just before it and its sentence speaks of the compass
    (compass, rose, cardinal, direction, heading, bearing). A point ``E`` of a figure (no compass in its sentence) and
    a list of the letters (``N, S, E, W``: a neighbour letter after a comma) stay."""
    want = {w.replace(" ", "").replace("-", "") for w in words}
    out: List[Tuple[int, int]] = []
    for m in re.finditer(r"(?<![A-Za-z])(?:[NS][EW]|[NESW])(?![A-Za-z])", text):
        if _ABBREV[m.group(0)] not in want or any(a <= m.start() < b for a, b in taken):
            continue
        if not _LETTER_NAMED.search(text[max(0, m.start() - 30):m.start()]):
            continue
        sent_start = max(text.rfind(". ", 0, m.start()), text.rfind("\n", 0, m.start())) + 1
        nxt = re.search(r"\.\s|\n", text[m.end():])
        sentence = text[sent_start:m.end() + (nxt.start() if nxt else len(text) - m.end())]
        if not _COMPASS_WORD.search(sentence) or re.match(r"\s*[\"'”’`*$}]*\s*,\s*[NESW]\b", text[m.end():m.end() + 8]):
            continue
        out.append(m.span())
    return out
