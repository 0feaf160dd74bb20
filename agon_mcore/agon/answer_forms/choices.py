"""Multiple choice: choice letters in selection phrases, the problem's option list."""
from __future__ import annotations

import re
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms.values import Mention, Word

# ----------------------------------------------------------------------------- choices

# right before an option's value, a phrase that chooses it ("leaving 7", "the option holding 42")
CHOSEN_BEFORE = re.compile(
    r"(?:\bleaving|\bleaves|\bleft\s+with|\bonly|\bpick|\bchoose|\bselect|\bgo\s+(?:for|with)|\bthe\s+option\s+"
    r"(?:holding|with|showing))\s*\$?\s*$", re.IGNORECASE)

_CHOICE_RES = [
    re.compile(r"(?i:\b(?:pick|picks|picking|choose|chooses|choosing|chose|select|selects|selecting|option|choice|"
               r"answer|go\s+with|going\s+with|mark|circle|letter|(?:gut|instinct|intuition|hunch)\s+(?:says|is|tells\s+me)|guess(?:ing)?|"
               r"suspect|bet\s+(?:is\s+)?on|money\s+is\s+on|lean(?:ing)?\s+(?:towards?|to)))\s*(?:is\s*)?[:(\s]*(?:\*\*)?\(?(?P<L>[A-E])\)?"
               r"(?![A-Za-z0-9])"),  # a guess names one too ("my gut says B")
    re.compile(r"\(\s*(?P<L>[A-E])\s*\)"),
    re.compile(r"\\(?:boxed|fbox|framebox)\s*\{\s*(?:\\text(?:bf)?\s*\{\s*)?\(?\s*(?P<L>[A-Ea-e])\s*\)?\s*\}"),
    # lowercase only where it cannot be the article "a": in a selection phrase, in brackets
    re.compile(r"(?i:\b(?:pick|choose|chose|select|go\s+for|going\s+for|opt\s+for|go\s+with|going\s+with|mark|circle|"
               r"answer\s+is|option|choice|letter))\s*[:\s]*(?:\*\*)?\(\s*(?P<L>[a-e])\s*\)"
               r"|(?i:\b(?:option|choice|letter))\s+(?P<L2>[b-e])(?![A-Za-z0-9])"),
    re.compile(r"(?<![A-Za-z0-9])(?P<L>[A-E])\)"),
    re.compile(r"\*\*\s*\(?(?P<L>[A-E])\)?\s*\*\*|\\(?:textbf|mathbf|text|mathrm)\s*\{\s*\(?(?P<L2>[A-E])\)?\s*\}"),
    re.compile(r"(?<![A-Za-z0-9'])(?P<L>[A-E])(?=\s+(?:is|must\s+be|has\s+to\s+be|remains|survives|stands|fits|works|"
               r"is\s+(?:the\s+)?(?:only|correct|right|answer|one)))"),
]


# a choice in another language: "la opción correcta es la C", "la réponse est (C)", "Antwort C"
_FOREIGN_CHOICE_RE = re.compile(
    r"(?i:\b(?:opci[oó]n|opciones|respuesta|r[ée]ponse|choix|antwort|auswahl|risposta|scelta|op[çc][ãa]o|resposta|alternativa))"
    r"[^.\n]{0,30}?(?<![A-Za-z])(?P<L>[A-E])(?![A-Za-z0-9])")
# a choice by its place in the list: "the third option", "option three", "the 3rd choice"
_ORDINALS = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3, "fifth": 4, "5th": 4,
             "one": 0, "two": 1, "three": 2, "four": 3, "five": 4, "1": 0, "2": 1, "3": 2, "4": 3, "5": 4,
             "i": 0, "ii": 1, "iii": 2, "iv": 3, "v": 4}
_ORDINAL_CHOICE_RE = re.compile(
    r"(?i)\b(?:the\s+)?(?P<o>first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+(?:one|option|choice|answer|"
    r"alternative|candidate|entry|item)s?\b(?!\s+(?:is\s+)?(?:wrong|false|out|incorrect|fails?|eliminated))"
    r"|\b(?:option|choice|answer|alternative)\s+(?:number\s+|no\.?\s*|#\s*)?\(?(?P<n>one|two|three|four|five|[1-5]|"
    r"iii|ii|iv|i|v)\)?(?![\w])"
    # "the second of the five listed values": a place among the options named as a list
    r"|\bthe\s+(?P<o2>first|second|third|fourth|fifth|last)\s+of\s+the\s+(?:three|four|five|3|4|5)\s+(?:listed\s+|given\s+)?"
    r"(?:values|options|choices|answers|expressions|numbers|candidates|statements|claims|assertions|propositions)\b")
# elimination: every letter but one ruled out ("Eliminate: A even, B even, D even", "not A, B or D")
_ELIM_CUE = re.compile(r"(?i)\b(?:eliminat\w*|rul(?:e|es|ed|ing)\s+out|cross(?:es|ed|ing)?\s+out|discard\w*|reject\w*|"
                       r"exclud\w*|not|except|wrong|incorrect|false|fails?|impossible|out)\b")
_LETTER_RE = re.compile(r"(?<![A-Za-z0-9'])(?P<L>[A-E])(?![A-Za-z0-9'])")
# a choice letter spelled as a word: the spelling alphabets (NATO "Bravo", the older "Baker") and the letters' English
# names ("bee"), after a selection word ("choice Bravo", "I'd go with Charlie", "letter dee")
_LETTER_NAMES = {"alpha": "A", "alfa": "A", "able": "A", "bravo": "B", "baker": "B", "charlie": "C", "delta": "D",
                 "dog": "D", "echo": "E", "easy": "E", "bee": "B", "cee": "C", "dee": "D"}
_SPELLED_CHOICE_RE = re.compile(
    r"(?i:\b(?:pick|picks|picking|choose|chooses|choosing|chose|select|selects|selecting|option|choice|answer|"
    r"go\s+with|going\s+with|go\s+for|going\s+for|opt\s+for|mark|circle|letter|guess(?:ing)?|bet\s+(?:is\s+)?on|"
    r"lean(?:ing)?\s+(?:towards?|to))\b)\s*(?:is\s*)?[:(\s\"'“‘*]*(?:the\s+letter\s+)?"
    r"(?P<N>(?i:alpha|alfa|able|bravo|baker|charlie|delta|dog|echo|easy|bee|cee|dee))(?![A-Za-z])")


_LABEL_PATTERNS = {_CHOICE_RES[1].pattern, _CHOICE_RES[4].pattern}
_VERDICT_NEXT = re.compile(r"(?i)[✓✔✅☑]|\\checkmark|\b(?:yes|correct|right|true|works|holds|valid|answer|wins?|largest|"
                           r"smallest|greatest|least|best|biggest|chosen|pick)\b")


def _row_label(text: str, m: re.Match) -> bool:
    """The letter ``m`` labels one row of a walk through the options ("(A) 30*0.301 = 9.03, (B) 20*0.477 = 9.54, (C)
    ..."): its line labels at least three options the same way, and what stands under this label, up to the next one,
    names no verdict. Such a label names the option checked, not the option chosen."""
    a = text.rfind("\n", 0, m.start()) + 1
    b = text.find("\n", m.end())
    b = len(text) if b < 0 else b
    labels = [x for x in re.finditer(r"\(\s*([A-E])\s*\)|(?<![A-Za-z0-9])([A-E])\)", text[a:b])]
    if len({x.group(1) or x.group(2) for x in labels}) < 3:
        return False
    after = [x.start() + a for x in labels if x.start() + a >= m.end()]
    under = text[m.end():after[0] if after else b]
    under = re.split(r"(?<!\d)[.;](?!\d)", under)[0]  # to the end of its clause
    return not _VERDICT_NEXT.search(under)


def choice_mentions(text: str, letters: Optional[str] = None) -> List[Mention]:
    """Choice letters in a selection phrase or choice markup (package docstring), spelled as a word after a selection
    word ("choice Bravo", "go with Charlie", "the letter dee"), by their
    place in the list ("the third option"), in other languages ("la opción C"), and by
    elimination (every letter of ``letters``, default ``A``-``D`` or ``A``-``E`` as the text
    uses, but one ruled out in one sentence)."""
    out = []
    for rx in _CHOICE_RES + [_FOREIGN_CHOICE_RE]:
        for m in rx.finditer(text):
            g = "L" if m.groupdict().get("L") else "L2"
            if not m.group(g):
                continue
            if rx.pattern in _LABEL_PATTERNS and _row_label(text, m):
                continue
            out.append(Mention(m.start(g), m.end(g), Word("choice:" + m.group(g).upper()), "choice"))
    for m in _SPELLED_CHOICE_RE.finditer(text):
        out.append(Mention(m.start("N"), m.end("N"), Word("choice:" + _LETTER_NAMES[m.group("N").lower()]), "choice"))
    for m in _ORDINAL_CHOICE_RE.finditer(text):
        o = (m.group("o") or m.group("n") or m.group("o2")).lower()
        if o == "last":  # "the last of the five": the count named
            o = re.search(r"(?i)of\s+the\s+(four|five|4|5)", m.group(0)).group(1).lower()
        if o in _ORDINALS:
            out.append(Mention(m.start(), m.end(), Word("choice:" + "ABCDE"[_ORDINALS[o]]), "choice"))
    for sm in re.finditer(r"[^.!?\n]+", text):
        sent = sm.group(0)
        if not _ELIM_CUE.search(sent):
            continue
        named = {x.group("L") for x in _LETTER_RE.finditer(sent)}
        universe = letters or ("ABCDE" if "E" in named else "ABCD")
        rest = [c for c in universe if c not in named]
        if len(named) >= 2 and len(rest) == 1 and named <= set(universe):
            out.append(Mention(sm.start(), sm.end(), Word("choice:" + rest[0]), "choice"))
    return out


_OPTION_RE = re.compile(
    r"(?:\\textbf\s*\{\s*)?\(\s*(?P<L>[A-E])\s*\)\s*\}?\s*(?P<v>[^()\n]*?(?:\([^()\n]*\)[^()\n]*?)*)"
    r"(?=\s*(?:\\qquad|\\quad|,|;)?\s*(?:\\textbf\s*\{\s*)?\(\s*[A-E]\s*\)|\s*$|\n)")


_LINE_OPTION_RE = re.compile(r"(?m)^[ \t]*(?:\\\(|\\\[|\$)?[ \t]*\(?(?P<L>[A-Ea-e])[).:][ \t]*(?P<v>[^\n]+)$")


# a true-or-false question ("Determine whether the following statement is true or false: ...")
_TRUE_OR_FALSE = re.compile(r"(?i)\btrue\s+or\s+false\b|\bis\s+(?:this|the\s+statement|it)\s+true\b")


def letter_verdict(answer: Optional[str], problem: Optional[str]) -> Optional[str]:
    """``"True"`` or ``"False"`` where ``answer`` is the letter A or B of a true-or-false question that lists no options,
    graded under the convention (A) true / (B) false (DeepMath's); else None. Raises nothing."""
    letter = (answer or "").strip().strip("$").strip()
    letter = re.sub(r"^\\text\{\s*|\s*\}$|^\(|\)$", "", letter)
    if letter not in ("A", "B") or not problem or not _TRUE_OR_FALSE.search(problem) or choice_options(problem)[0]:
        return None
    return "True" if letter == "A" else "False"


def choice_options(problem: Optional[str]) -> Tuple[dict, str]:
    """The problem's option list as ``({letter: option text}, the problem without it)``;
    ``({}, problem)`` when it has fewer than two ``(A) ...`` options, nor two options one per line whose markers
    (``a)``, ``B.``, ``(c)``, ``D:``, inside math delimiters too) run A, B, ... in order."""
    if not problem:
        return {}, problem or ""
    opts = {}
    spans = []
    for m in _OPTION_RE.finditer(problem):
        v = m.group("v").strip().strip(",;$").strip()
        if v:
            opts.setdefault(m.group("L"), v)
            spans.append(m.span())
    if len(opts) < 2:  # options one per line, marked "a)", "B.", "(c)", "D:" (inside math delimiters too)
        opts, spans = {}, []
        for m in _LINE_OPTION_RE.finditer(problem):
            v = re.sub(r"\\\)\s*$|\$\s*$|\\\]\s*$", "", m.group("v")).strip().lstrip("\\").strip().strip(",;$").strip()
            letter = m.group("L").upper()
            if v and letter not in opts and ord(letter) - ord("A") == len(opts):  # A, B, C in order
                opts[letter] = v
                spans.append(m.span())
    if len(opts) < 2:
        return {}, problem
    stem = problem
    for a, b in reversed(spans):
        stem = stem[:a] + " " + stem[b:]
    return opts, stem


def choice_letter(answer: str) -> Optional[str]:
    """The choice letter an answer names (``C``, ``(C)``, ``\\text{C}``), or None."""
    m = re.fullmatch(r"\s*(?:\\text(?:bf)?\s*\{\s*)?\(?\s*([A-Ea-e])\s*\)?\s*\}?\s*", answer)
    return m.group(1).upper() if m else None


_TIMES = r"(?:\\times|\\cdot|[×·*])"


def option_text_spans(text: str, option: str) -> List[Tuple[int, int]]:
    """Spans of ``text`` that write ``option`` (an option's text) as the option writes it, spacing, braces and the
    multiplication sign (``\\times``, ``\\cdot``, ``×``, ``·``, ``*``) aside: ``-2 \\cdot 99!`` for the option
    ``-2\\times99!``, where the option's value is arithmetic the value reader keeps as work. Options of fewer than
    three characters (a bare number, read by value) give none. Raises nothing."""
    core = re.sub(r"\s+|[{}]", "", option)
    if len(core) < 3:
        return []
    parts = []
    i = 0
    while i < len(core):
        m = re.match(r"\\times|\\cdot|[×·*]", core[i:])
        if m:
            parts.append(_TIMES)
            i += m.end()
        else:
            parts.append(re.escape(core[i]))
            i += 1
    pattern = r"(?<![\w.])" + r"[\s{}]*".join(parts) + r"(?![\w]|\.\d|\s*[!\d])"
    return [(m.start(), m.end()) for m in re.finditer(pattern, text)]

